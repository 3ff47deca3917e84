//! What one tile or piece looks like on its own: the typed name of a small
//! picture of it (an emoji on a button), so that the layers above never
//! read a label to learn which tile a choice plays.

use crate::common::tiles::{Tile, double_set};
use crate::tetradominoes::pieces::{Piece, Side};
use serde::{Deserialize, Serialize};

/// One face of a set a game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    /// A domino of the ordinary double-six set, its numbers in pips
    /// (Tetradominoes, Euronimoes, Adding Donimoes).
    Pips(Tile),
    /// A domino of the binary-coded double-seven set, its numbers in rings
    /// (The Tree, Dominimum, Dominomega, Dominup, the draw game).
    Rings(Tile),
    /// A Tetradominoes piece lying with `Side` up.
    Piece(Piece, Side),
}

/// The sets there are faces of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaceSet {
    /// The 28 dominoes 0-0 .. 6-6 with pips.
    DoubleSix,
    /// The 36 dominoes 0-0 .. 7-7 with rings.
    Binary,
    /// The seven Tetradominoes pieces, each side up.
    Tetrominoes,
}

impl FaceSet {
    pub const ALL: [FaceSet; 3] = [FaceSet::DoubleSix, FaceSet::Binary, FaceSet::Tetrominoes];

    /// Every face of the set, in a fixed order.
    pub fn faces(self) -> Vec<Face> {
        match self {
            FaceSet::DoubleSix => double_set(6).into_iter().map(Face::Pips).collect(),
            FaceSet::Binary => double_set(7).into_iter().map(Face::Rings).collect(),
            FaceSet::Tetrominoes => [Side::Light, Side::Dark]
                .into_iter()
                .flat_map(|side| Piece::ALL.map(|p| Face::Piece(p, side)))
                .collect(),
        }
    }
}

impl Face {
    /// Every face of every set.
    pub fn all() -> Vec<Face> {
        FaceSet::ALL.into_iter().flat_map(FaceSet::faces).collect()
    }

    /// The set this face belongs to.
    pub fn set(self) -> FaceSet {
        match self {
            Face::Pips(_) => FaceSet::DoubleSix,
            Face::Rings(_) => FaceSet::Binary,
            Face::Piece(..) => FaceSet::Tetrominoes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_set_has_a_face_per_tile_or_piece_side() {
        assert_eq!(FaceSet::DoubleSix.faces().len(), 28);
        assert_eq!(FaceSet::Binary.faces().len(), 36);
        assert_eq!(FaceSet::Tetrominoes.faces().len(), 14);
        let all = Face::all();
        assert_eq!(all.len(), 78);
        assert!(all.iter().all(|f| f.set().faces().contains(f)));
    }
}
