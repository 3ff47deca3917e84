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

    /// From random positions of every table: an action's face is the tile
    /// (or piece) its group names, drawn in the set the game's pictures
    /// use, and a tile face is one the actor holds (its private view shows
    /// it), never someone else's.
    #[test]
    fn an_actions_face_is_the_actors_own_tile_or_piece_that_it_plays() {
        use crate::view::{BoardView, Viewer};
        use crate::{GameKind, testing};
        let mut faced = 0;
        for (kind, seats, variant) in GameKind::every_table() {
            for seed in 0..3 {
                for plies in [0, 5, 17] {
                    let game = testing::random_position(kind, seats, variant, seed, plies);
                    let Some(seat) = game.to_act().seat() else { continue };
                    let view = game.view(Viewer::Seat(seat));
                    let held: Vec<_> = view.private.iter().flat_map(|p| p.tiles.iter().map(|t| t.1)).collect();
                    let rings = matches!(view.board, BoardView::BinaryGrid(_));
                    for a in game.legal(seat) {
                        let Some(face) = a.face else { continue };
                        faced += 1;
                        let group = kind.group_of(&a.notation);
                        match face {
                            Face::Pips(t) | Face::Rings(t) => {
                                assert_eq!(group, t.to_string(), "{kind:?} {}", a.notation);
                                assert_eq!(matches!(face, Face::Rings(_)), rings, "{kind:?} {}", a.notation);
                                assert!(held.contains(&t), "{kind:?}: {} plays {t}, not held", a.notation);
                            }
                            Face::Piece(p, _) => assert_eq!(group, p.letter().to_string(), "{}", a.notation),
                        }
                    }
                }
            }
        }
        assert!(faced > 500, "{faced} faces checked");
    }
}
