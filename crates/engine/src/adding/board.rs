//! The board of an Adding Donimoes puzzle: the dominoes placed so far, in
//! queue order, and the frame the notation counts in.
//!
//! The notation names cells by column and row inside the frame (the box
//! around every domino, grown by one cell on each side), so absolute
//! coordinates mean nothing to a player. The board is therefore kept
//! shifted so that the box starts at cell 1,1: two positions that differ
//! only by a shift are the same board, which is also what the solver needs
//! to recognise a position it has seen. Cells use the shared grid (y grows
//! upwards); only the notation turns rows around to count from the top.

use crate::common::grid::{Cell, Dir, bounds, is_connected};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;

/// The longest queue a puzzle may have.
pub const MAX_DOMINOES: usize = 12;

/// Side of the dense cell array: normalised cells lie in 1..=24, the frame
/// and a slid domino reach 0..=25, and their neighbours -1..=26 (outside
/// the array counts as empty).
const SIDE: usize = 2 * MAX_DOMINOES + 4;

/// One domino of a queue, as the problem writes it: `top` over `bottom`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Domino {
    pub top: u8,
    pub bottom: u8,
}

impl Domino {
    pub fn new(top: u8, bottom: u8) -> Domino {
        Domino { top, bottom }
    }

    pub fn tile(self) -> Tile {
        Tile::new(self.top, self.bottom)
    }
}

/// The box around every domino grown by one cell on each side: columns
/// count from 1 at its left edge, rows from 1 at its top edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The x of column 1.
    left: i32,
    /// The y of row 1 (the top row: y grows upwards).
    top: i32,
    pub cols: u32,
    pub rows: u32,
}

impl Frame {
    pub fn col(&self, c: Cell) -> i64 {
        i64::from(c.x) - i64::from(self.left) + 1
    }

    pub fn row(&self, c: Cell) -> i64 {
        i64::from(self.top) - i64::from(c.y) + 1
    }

    /// The cell at column `col`, row `row` (which may lie outside the frame).
    pub fn cell(&self, col: i64, row: i64) -> Option<Cell> {
        let x = i32::try_from(col - 1 + i64::from(self.left)).ok()?;
        let y = i32::try_from(i64::from(self.top) - (row - 1)).ok()?;
        Some(Cell::new(x, y))
    }

    pub fn contains(&self, c: Cell) -> bool {
        (1..=i64::from(self.cols)).contains(&self.col(c)) && (1..=i64::from(self.rows)).contains(&self.row(c))
    }

    /// "column 3, row 2", as players read the picture.
    pub fn name(&self, c: Cell) -> String {
        self.spot(c).to_string()
    }

    /// The column and row of `c`, as players read the picture.
    pub fn spot(&self, c: Cell) -> super::rules::Spot {
        super::rules::Spot {
            col: self.col(c),
            row: self.row(c),
        }
    }
}

/// The numbers of a placed domino in reading order: left to right, or top
/// to bottom. This is how the notation and every message name it.
pub fn reading(p: &Placement) -> (u8, u8) {
    if p.is_horizontal() { (p.a, p.b) } else { (p.b, p.a) }
}

/// "2-1": a placed domino named in reading order.
pub fn name(p: &Placement) -> String {
    let (a, b) = reading(p);
    format!("{a}-{b}")
}

/// The cell the notation places a domino by: its left cell, or its top cell.
pub fn top_left(p: &Placement) -> Cell {
    if p.is_horizontal() { p.at } else { p.second() }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// `placed[i]` is where the `i`-th domino of the queue lies.
    placed: Vec<Placement>,
    /// 0 for an empty cell, otherwise `(index + 1) | number << 4`.
    cells: [u8; SIDE * SIDE],
}

fn slot(c: Cell) -> Option<usize> {
    let (x, y) = (usize::try_from(c.x).ok()?, usize::try_from(c.y).ok()?);
    (x < SIDE && y < SIDE).then_some(y * SIDE + x)
}

/// Shifts `placed` so that the box around its cells starts at 1,1.
pub fn normalise(placed: &mut [Placement]) {
    let Some((x0, y0, _, _)) = bounds(placed.iter().flat_map(|p| [p.at, p.second()])) else {
        return;
    };
    let (dx, dy) = (1 - x0, 1 - y0);
    if dx != 0 || dy != 0 {
        for p in placed.iter_mut() {
            p.at = Cell::new(p.at.x + dx, p.at.y + dy);
        }
    }
}

impl Board {
    /// A board holding `placed` (in queue order), shifted into place.
    /// Callers keep the dominoes connected, so they fit the cell array;
    /// a domino that would not fit is a bug, and is left off rather than
    /// written out of bounds.
    pub fn new(mut placed: Vec<Placement>) -> Board {
        normalise(&mut placed);
        let mut cells = [0u8; SIDE * SIDE];
        for (i, p) in placed.iter().enumerate() {
            for (c, n) in p.cells() {
                if let Some(s) = slot(c) {
                    cells[s] = (i as u8 + 1) | (n << 4);
                }
            }
        }
        Board { placed, cells }
    }

    pub fn placements(&self) -> &[Placement] {
        &self.placed
    }

    pub fn len(&self) -> usize {
        self.placed.len()
    }

    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    fn raw(&self, c: Cell) -> u8 {
        slot(c).map_or(0, |s| self.cells[s])
    }

    /// The queue index of the domino covering `c`.
    pub fn owner(&self, c: Cell) -> Option<usize> {
        match self.raw(c) {
            0 => None,
            v => Some(usize::from(v & 0x0f) - 1),
        }
    }

    pub fn number_at(&self, c: Cell) -> Option<u8> {
        match self.raw(c) {
            0 => None,
            v => Some(v >> 4),
        }
    }

    /// The cell and number of the neighbour of `c` in `dir`, if covered.
    pub fn neighbour(&self, c: Cell, dir: Dir) -> Option<(usize, u8)> {
        let n = c.step(dir);
        Some((self.owner(n)?, self.number_at(n)?))
    }

    pub fn frame(&self) -> Frame {
        let (x0, y0, x1, y1) = bounds(self.placed.iter().flat_map(|p| [p.at, p.second()])).unwrap_or((0, 0, 0, 0));
        Frame {
            left: x0 - 1,
            top: y1 + 1,
            cols: (x1 - x0 + 3) as u32,
            rows: (y1 - y0 + 3) as u32,
        }
    }

    /// Width and height of the box around the dominoes (the frame without
    /// its margin).
    pub fn extent(&self) -> (u32, u32) {
        let f = self.frame();
        (f.cols.saturating_sub(2), f.rows.saturating_sub(2))
    }

    /// Whether the dominoes fill their box completely.
    pub fn is_rectangle(&self) -> bool {
        let (w, h) = self.extent();
        !self.placed.is_empty() && (w * h) as usize == 2 * self.placed.len()
    }

    /// Whether every domino touches the group, along edges.
    pub fn is_connected(&self) -> bool {
        let cells: Vec<Cell> = self.placed.iter().flat_map(|p| [p.at, p.second()]).collect();
        is_connected(&cells)
    }

    /// Every covered cell and its number.
    pub fn covered(&self) -> impl Iterator<Item = (Cell, u8)> + '_ {
        self.placed.iter().flat_map(|p| p.cells())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: i32, y: i32, a: u8, b: u8) -> Placement {
        Placement::new(Cell::new(x, y), Dir::N, a, b)
    }

    #[test]
    fn boards_are_shifted_to_start_at_one_one() {
        let b = Board::new(vec![v(-5, 7, 1, 2), v(-4, 7, 5, 3)]);
        assert_eq!(b.placements()[0].at, Cell::new(1, 1));
        assert_eq!(b.number_at(Cell::new(1, 2)), Some(2));
        assert_eq!(b.owner(Cell::new(2, 1)), Some(1));
        assert_eq!(b.number_at(Cell::new(0, 0)), None);
        assert_eq!(b.number_at(Cell::new(-1, 40)), None);
        // The same shape anywhere is the same board.
        assert_eq!(b, Board::new(vec![v(0, 0, 1, 2), v(1, 0, 5, 3)]));
    }

    #[test]
    fn the_frame_grows_the_box_by_one_and_counts_rows_from_the_top() {
        let b = Board::new(vec![v(0, 0, 1, 2), v(1, 0, 5, 3)]);
        let f = b.frame();
        assert_eq!((f.cols, f.rows), (4, 4));
        // The 2 (top of the first domino) is in column 2, row 2.
        assert_eq!((f.col(Cell::new(1, 2)), f.row(Cell::new(1, 2))), (2, 2));
        assert_eq!(f.cell(2, 2), Some(Cell::new(1, 2)));
        assert_eq!(f.cell(1, 1), Some(Cell::new(0, 3)));
        assert!(f.contains(Cell::new(0, 0)) && !f.contains(Cell::new(4, 0)));
        assert_eq!(b.extent(), (2, 2));
        assert!(b.is_rectangle());
    }

    #[test]
    fn reading_order_is_left_to_right_then_top_to_bottom() {
        assert_eq!(reading(&v(0, 0, 1, 2)), (2, 1));
        assert_eq!(reading(&Placement::new(Cell::ORIGIN, Dir::E, 1, 2)), (1, 2));
        assert_eq!(name(&Placement::new(Cell::ORIGIN, Dir::W, 1, 2)), "2-1");
    }
}
