//! The whole layout in miniature, with the window the board shows marked:
//! drawn beside the notes when a board is too big to show whole at a size
//! a phone can read.

use super::canvas::{RoundRect, fill_bordered, fill_round_rect, stroke_round_rect};
use super::grid::{Layout, Window};
use super::palette;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::view::GridView;
use image::RgbImage;

/// The largest the miniature may be.
pub const BOX: (f32, f32) = (250.0, 200.0);
const PAD: f32 = 8.0;

/// The side of one cell in a miniature of `whole` at most `max` big.
fn cell_of(whole: &Window, max: (f32, f32)) -> f32 {
    ((max.0 - 2.0 * PAD) / whole.cols() as f32)
        .min((max.1 - 2.0 * PAD) / whole.rows() as f32)
        .clamp(1.0, 14.0)
}

/// The miniature's width and height, at most [`BOX`].
pub fn size(whole: &Window) -> (f32, f32) {
    size_within(whole, BOX)
}

/// The miniature's width and height, at most `max`.
pub fn size_within(whole: &Window, max: (f32, f32)) -> (f32, f32) {
    let cell = cell_of(whole, max);
    (
        whole.cols() as f32 * cell + 2.0 * PAD,
        whole.rows() as f32 * cell + 2.0 * PAD,
    )
}

/// Draws the miniature of `grid` with its top-right corner at `right, top`.
pub fn draw(img: &mut RgbImage, grid: &GridView, layout: &Layout, right: f32, top: f32) {
    draw_within(img, grid, layout, (right, top), BOX);
}

/// [`draw`] at most `max` big.
pub fn draw_within(img: &mut RgbImage, grid: &GridView, layout: &Layout, (right, top): (f32, f32), max: (f32, f32)) {
    let whole = &layout.whole;
    let cell = cell_of(whole, max);
    let (w, h) = size_within(whole, max);
    let left = (right - w).round();
    let top = top.round();
    fill_bordered(
        img,
        RoundRect::new(left, top, left + w, top + h, 8.0),
        2.0,
        palette::FELT_ORIGIN,
        palette::FELT,
    );
    let corner = |c: Cell| {
        (
            left + PAD + (c.x - whole.min_x) as f32 * cell,
            top + PAD + (whole.max_y - c.y) as f32 * cell,
        )
    };
    for (i, t) in grid.tiles.iter().enumerate() {
        let (a, b) = (corner(t[0].0), corner(t[1].0));
        let (x0, y0) = (a.0.min(b.0), a.1.min(b.1));
        let (x1, y1) = (a.0.max(b.0) + cell, a.1.max(b.1) + cell);
        let colour = if grid.last == Some(i) {
            palette::HIGHLIGHT
        } else {
            palette::IVORY
        };
        let inset = (cell * 0.12).min(1.0);
        fill_round_rect(
            img,
            RoundRect::new(x0 + inset, y0 + inset, x1 - inset, y1 - inset, cell * 0.2),
            colour,
            1.0,
        );
    }
    let shown = layout.shown();
    let (x0, y0) = corner(Cell::new(shown.min_x, shown.max_y));
    let (x1, y1) = corner(Cell::new(shown.max_x, shown.min_y));
    stroke_round_rect(
        img,
        RoundRect::new(x0 - 1.0, y0 - 1.0, x1 + cell + 1.0, y1 + cell + 1.0, 3.0),
        3.0,
        palette::LABEL_ZERO,
        1.0,
    );
}
