//! The Dominoids picture.

use super::{framed, palette};
use crate::engine::GameView;
use crate::engine::dominoids::DominoidsView;
use image::RgbImage;

pub fn board(view: &GameView, _d: &DominoidsView, names: &[String]) -> RgbImage {
    framed(view, names, (760, 700), palette::FELT, |_, _| {})
}
