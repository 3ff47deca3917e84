//! Dominoids' places in the move picker, on its own gapped board (sixteen
//! tiles of 2x2 squares, not one cell grid): every page shows the whole
//! droplet, so its pages are cut by count alone, and each place is marked
//! in a quarter of a square it lands on (the Dominoid's leading end, the
//! child's first half, the coin), pointing at its other square, as the
//! grid games' marks are ([`super::candidates`]).
//!
//! The confirmation draws the board as the move leaves it
//! ([`DominoidsView::after`]), from the public view and the place alone:
//! nothing hidden can show.

use super::{Chosen, Filling, ONE_PAGE, PlacePage, Quarter, Size, mark};
use crate::dominoids::{Layout, board_alone};
use dominoes_engine::GameView;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::dominoids::DominoidsView;
use image::RgbImage;

/// A page's window: the whole board and its margin, which every page
/// draws (the picture's squares are sized by the board, not by this).
const WHOLE: Size = Size {
    cols: 10,
    rows: 10,
    min_cell: super::MIN_CELL,
};

/// The places (each the squares one action lands on) in pages: all on
/// one page when they fit its buttons and their marks have room, else
/// pages of at most [`super::PER_PAGE`] in the order given (nearest the
/// last move first). A place with no squares is on no page.
pub fn pages(places: &[Vec<Cell>]) -> Vec<PlacePage> {
    let placed: Vec<usize> = (0..places.len()).filter(|&i| !places[i].is_empty()).collect();
    let mut one = Filling::new(WHOLE);
    one.most = ONE_PAGE;
    if placed.iter().all(|&i| one.add(i, &places[i])) {
        return one.finish().into_iter().collect();
    }
    let mut pages = Vec::new();
    let mut left = placed;
    while !left.is_empty() {
        let mut page = Filling::new(WHOLE);
        let before = left.len();
        left.retain(|&i| !page.add(i, &places[i]));
        pages.extend(page.finish());
        // An empty page takes any place on the board; this only guards
        // against a place that is not.
        if left.len() == before {
            break;
        }
    }
    pages
}

/// A drawn page of Dominoids' places: the picture, the board's layout,
/// and each mark's centre in the page's letter order.
pub(crate) struct DominoidsPicture {
    pub image: RgbImage,
    /// The layout and the centres are read by the tests, which check
    /// each mark against the squares the board draws.
    #[cfg_attr(not(test), allow(dead_code))]
    pub layout: Layout,
    #[cfg_attr(not(test), allow(dead_code))]
    pub centres: Vec<(f32, f32)>,
}

/// The centre of a quarter of a square, on the board's layout.
fn centre(layout: &Layout, q: Quarter) -> (f32, f32) {
    let (x, y) = layout.corner(q.cell);
    let at = |far: bool| if far { 0.75 } else { 0.25 } * layout.cell;
    (x + at(q.right), y + at(q.lower))
}

/// The board of `view` with `page`'s places marked by their letters; with
/// `chosen`, the board as that move leaves it instead (the centres are
/// the marks', not drawn).
pub(crate) fn places_picture(
    view: &GameView,
    d: &DominoidsView,
    names: &[String],
    page: &PlacePage,
    chosen: Option<Chosen>,
) -> DominoidsPicture {
    let centres_of = |layout: &Layout| -> Vec<(f32, f32)> { page.marks.iter().map(|&q| centre(layout, q)).collect() };
    let (image, layout, centres) = match chosen {
        None => board_alone(view, d, names, |img, layout| {
            let centres = centres_of(layout);
            for (k, &at) in centres.iter().enumerate() {
                mark(img, layout.cell, at, pointer(layout, page, k), &page.letter(k));
            }
            centres
        }),
        Some(c) => board_alone(view, &d.after(c.cells, c.numbers), names, |_, layout| {
            centres_of(layout)
        }),
    };
    DominoidsPicture { image, layout, centres }
}

/// The way mark `k` points: toward its place's other square, across a
/// gap between board tiles as drawn.
fn pointer(layout: &Layout, page: &PlacePage, k: usize) -> Option<(f32, f32)> {
    let to = page.toward.get(k).copied().flatten()?;
    let (fx, fy) = layout.corner(page.marks[k].cell);
    let (tx, ty) = layout.corner(to);
    let len = ((tx - fx).powi(2) + (ty - fy).powi(2)).sqrt();
    (len > 0.0).then(|| ((tx - fx) / len, (ty - fy) / len))
}

#[cfg(test)]
mod tests;
