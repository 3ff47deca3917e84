//! The confirmation's board: the chosen move drawn as it will be, a domino
//! on its two cells (its numbers as the board draws them, raised a level
//! where it climbs) or a Tetradominoes piece over its four.
//!
//! Only the caller's own legal move is added, in their private picker;
//! everything else is the public view.

use super::super::grid::Layout;
use dominoes_engine::GameView;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::view::{AddingView, BoardView, GridView};
use image::RgbImage;

/// `view` as it will be after the chosen move: a domino showing `numbers`
/// on `cells` added to the grid the places are marked on, as the last
/// move (highlighted as the board will show it); for a piece (no numbers),
/// the board with no last move marked, the piece being drawn over it
/// ([`draw_piece`]) with the latest piece's halo.
pub(super) fn with_tile(view: &GameView, cells: &[Cell], numbers: &[u8]) -> GameView {
    let mut laid = unmarked(view);
    let (&[a, b], &[x, y]) = (cells, numbers) else {
        return laid;
    };
    let tile = [(a, x), (b, y)];
    let mover = view.seats.iter().position(|s| s.to_move);
    match &mut laid.board {
        BoardView::BinaryGrid(g) => add(g, tile),
        BoardView::Tetradominoes(t) => {
            t.dominoes.push(tile);
            t.last_domino = Some(t.dominoes.len() - 1);
        }
        BoardView::Euronimoes(e) => {
            if let Some(area) = mover.and_then(|m| e.areas.get_mut(m)) {
                add(&mut area.grid, tile);
            }
        }
        BoardView::Adding(v) => slide_or_add(v, tile),
        BoardView::Dominoids(_) => {}
    }
    laid
}

/// A puzzle's domino where a move puts it: off the cells it slides from
/// (each domino of a puzzle is the only one with its numbers), then on
/// `tile`'s cells, outlined as the last one moved.
fn slide_or_add(v: &mut AddingView, tile: [(Cell, u8); 2]) {
    let same = |d: &[(u32, u32, u8); 2]| {
        let mut a = [d[0].2, d[1].2];
        let mut b = [tile[0].1, tile[1].1];
        a.sort_unstable();
        b.sort_unstable();
        a == b
    };
    v.dominoes.retain(|d| !same(d));
    v.dominoes.push(tile.map(|(c, n)| {
        let (col, row) = AddingView::frame_cell(c);
        (col, row, n)
    }));
    v.last = Some(v.dominoes.len() - 1);
}

/// `view` with no last move marked on the grids places are marked on.
pub(super) fn unmarked(view: &GameView) -> GameView {
    let mut plain = view.clone();
    match &mut plain.board {
        BoardView::BinaryGrid(g) => g.last = None,
        BoardView::Tetradominoes(t) => {
            t.last_domino = None;
            t.last_piece = None;
        }
        BoardView::Euronimoes(e) => e.areas.iter_mut().for_each(|a| a.grid.last = None),
        BoardView::Adding(a) => a.last = None,
        BoardView::Dominoids(_) => {}
    }
    plain
}

/// Adds `tile` on top of `g` as its last move: a level above the highest
/// tile under either half when it rests on others, and no text left in
/// its cells.
fn add(g: &mut GridView, tile: [(Cell, u8); 2]) {
    let on = |t: &[(Cell, u8); 2]| t.iter().any(|&(c, _)| c == tile[0].0 || c == tile[1].0);
    let under = g
        .tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| on(t))
        .map(|(i, _)| g.levels.get(i).copied().unwrap_or(1))
        .max();
    if let Some(level) = under {
        g.levels.resize(g.tiles.len(), 1);
        g.levels.push(level.saturating_add(1));
    } else if !g.levels.is_empty() {
        g.levels.push(1);
    }
    g.tiles.push(tile);
    g.last = Some(g.tiles.len() - 1);
    g.labels.retain(|(c, _)| *c != tile[0].0 && *c != tile[1].0);
}

/// Draws a Tetradominoes piece on `cells` in the colour of the player to
/// move (their side, or their tokens), as the table draws a piece laid.
pub(super) fn draw_piece(img: &mut RgbImage, view: &GameView, layout: &Layout, cells: &[Cell]) {
    let BoardView::Tetradominoes(t) = &view.board else {
        return;
    };
    let Some(hand) = view.seats.iter().position(|s| s.to_move).and_then(|m| t.hands.get(m)) else {
        return;
    };
    super::super::tetradominoes::draw_piece(img, cells, hand.colour, layout, true);
}
