//! The seven double-sided tetrominoes. The light side shows the shape as
//! drawn in the rules; the dark side is its mirror image. A piece may lie in
//! any rotation, so with one side up a piece covers one of the seven
//! one-sided tetromino shapes, and for each side every shape belongs to
//! exactly one piece: four squares name their piece once the side is known.

use crate::common::grid::Cell;
use serde::{Deserialize, Serialize};

/// A piece, named after the shape of its light side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Piece {
    L,
    S,
    I,
    J,
    Z,
    T,
    O,
}

/// Which face of the cardboard is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Light,
    Dark,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Light => "light",
            Side::Dark => "dark",
        }
    }
}

/// Offsets of a piece's four squares: x to the right, y upwards (as on the
/// board), shifted so the smallest x and y are 0, in reading order.
pub type Shape = [(i32, i32); 4];

impl Piece {
    /// In the order the rules draw them.
    pub const ALL: [Piece; 7] = [Piece::L, Piece::S, Piece::I, Piece::J, Piece::Z, Piece::T, Piece::O];

    pub fn letter(self) -> char {
        match self {
            Piece::L => 'L',
            Piece::S => 'S',
            Piece::I => 'I',
            Piece::J => 'J',
            Piece::Z => 'Z',
            Piece::T => 'T',
            Piece::O => 'O',
        }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.letter() == c.to_ascii_uppercase())
    }

    /// The light side as the rules draw it, row by row from the top.
    fn drawing(self) -> &'static [&'static str] {
        match self {
            Piece::L => &["###", "#"],
            Piece::S => &[" ##", "##"],
            Piece::I => &["####"],
            Piece::J => &["#", "###"],
            Piece::Z => &["##", " ##"],
            Piece::T => &[" #", "##", " #"],
            Piece::O => &["##", "##"],
        }
    }

    /// The shape of the light side as drawn.
    pub fn drawn(self) -> Shape {
        let rows = self.drawing();
        let mut cells = Vec::with_capacity(4);
        for (r, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                if ch == '#' {
                    // The drawing's rows go down; the board's y goes up.
                    cells.push((x as i32, (rows.len() - 1 - r) as i32));
                }
            }
        }
        normalise(&cells)
    }

    /// Every distinct way this piece lies with `side` up.
    pub fn orientations(self, side: Side) -> Vec<Shape> {
        let base = match side {
            Side::Light => self.drawn(),
            Side::Dark => normalise(&self.drawn().map(|(x, y)| (-x, y))),
        };
        let mut out: Vec<Shape> = Vec::with_capacity(4);
        let mut shape = base;
        for _ in 0..4 {
            if !out.contains(&shape) {
                out.push(shape);
            }
            // A quarter turn clockwise: (x, y) -> (y, -x).
            shape = normalise(&shape.map(|(x, y)| (y, -x)));
        }
        out
    }

    /// Whether this piece with `side` up covers exactly `cells`.
    pub fn fits(self, side: Side, cells: &[Cell; 4]) -> bool {
        let shape = shape_of(cells);
        self.orientations(side).contains(&shape)
    }
}

/// The piece that covers exactly `cells` with `side` up, if they form a
/// tetromino at all.
pub fn piece_for(cells: &[Cell; 4], side: Side) -> Option<Piece> {
    Piece::ALL.into_iter().find(|p| p.fits(side, cells))
}

/// Shifts offsets so the smallest x and y are 0 and sorts them in reading
/// order (top row first, then left to right).
fn normalise(cells: &[(i32, i32)]) -> Shape {
    let min_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let min_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
    let mut out = [(0, 0); 4];
    for (slot, &(x, y)) in out.iter_mut().zip(cells) {
        *slot = (x - min_x, y - min_y);
    }
    out.sort_by_key(|&(x, y)| (-y, x));
    out
}

/// The shape of four cells on the board.
pub fn shape_of(cells: &[Cell; 4]) -> Shape {
    normalise(&cells.map(|c| (c.x, c.y)))
}

/// Four cells in the canonical (reading) order: top row first, then left
/// to right.
pub fn reading_order(mut cells: [Cell; 4]) -> [Cell; 4] {
    cells.sort_by_key(|c| (-c.y, c.x));
    cells
}

/// `shape` moved so that its offset `(0, 0)` lands on `at`.
pub fn place(shape: &Shape, at: Cell) -> [Cell; 4] {
    reading_order(shape.map(|(x, y)| Cell::new(at.x + x, at.y + y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(v: [(i32, i32); 4]) -> [Cell; 4] {
        v.map(|(x, y)| Cell::new(x, y))
    }

    #[test]
    fn the_drawing_gives_seven_distinct_tetrominoes() {
        for p in Piece::ALL {
            let shape = p.drawn();
            assert_eq!(shape.len(), 4);
            let set: std::collections::HashSet<_> = shape.iter().collect();
            assert_eq!(set.len(), 4, "{p:?}");
        }
        // The L as drawn: three across with one hanging below the left end.
        assert_eq!(Piece::L.drawn(), [(0, 1), (1, 1), (2, 1), (0, 0)]);
        // The T as drawn points to the left.
        assert_eq!(Piece::T.drawn(), [(1, 2), (0, 1), (1, 1), (1, 0)]);
    }

    #[test]
    fn orientation_counts_are_those_of_the_tetrominoes() {
        let count = |p: Piece| p.orientations(Side::Light).len();
        assert_eq!(Piece::ALL.map(count), [4, 2, 2, 4, 2, 4, 1], "L S I J Z T O");
    }

    #[test]
    fn each_side_covers_every_one_sided_shape_exactly_once() {
        for side in [Side::Light, Side::Dark] {
            let mut all: Vec<Shape> = Piece::ALL.iter().flat_map(|p| p.orientations(side)).collect();
            let n = all.len();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), n, "two pieces share a shape on the {} side", side.name());
            assert_eq!(n, 19, "the 19 fixed tetrominoes");
        }
    }

    #[test]
    fn the_dark_side_is_the_mirror_image() {
        // Dark L covers what the light J covers, and dark S what light Z covers.
        let mut dark_l = Piece::L.orientations(Side::Dark);
        let mut light_j = Piece::J.orientations(Side::Light);
        dark_l.sort();
        light_j.sort();
        assert_eq!(dark_l, light_j);
        let j_shape = cells([(0, 1), (0, 0), (1, 0), (2, 0)]);
        assert_eq!(piece_for(&j_shape, Side::Light), Some(Piece::J));
        assert_eq!(piece_for(&j_shape, Side::Dark), Some(Piece::L));
        let z_shape = cells([(0, 1), (1, 1), (1, 0), (2, 0)]);
        assert_eq!(piece_for(&z_shape, Side::Light), Some(Piece::Z));
        assert_eq!(piece_for(&z_shape, Side::Dark), Some(Piece::S));
        let t_shape = cells([(0, 0), (1, 0), (2, 0), (1, 1)]);
        assert_eq!(piece_for(&t_shape, Side::Dark), Some(Piece::T));
        let not_one = cells([(0, 0), (1, 0), (3, 0), (4, 0)]);
        assert_eq!(piece_for(&not_one, Side::Light), None);
    }

    #[test]
    fn letters_round_trip() {
        for p in Piece::ALL {
            assert_eq!(Piece::from_letter(p.letter()), Some(p));
            assert_eq!(Piece::from_letter(p.letter().to_ascii_lowercase()), Some(p));
        }
        assert_eq!(Piece::from_letter('x'), None);
    }
}
