//! The Tetradominoes table.

use super::{MIN_WIDTH, framed, palette};
use crate::engine::GameView;
use crate::engine::tetradominoes::view::TableView;
use image::RgbImage;

pub fn board(view: &GameView, _table: &TableView, names: &[String]) -> RgbImage {
    framed(view, names, (MIN_WIDTH, 200), palette::FELT, |_, _| {})
}
