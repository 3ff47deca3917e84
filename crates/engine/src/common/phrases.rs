//! The phrases of the reasons the games share: a placement that does not
//! read, a tile not held, a tile that does not fit the grid or a stack
//! (keys `rule-placement-*`, `rule-laying-*`, `rule-board-*`,
//! `rule-stacks-*`; the English is each type's `Display`).

use super::board::Misfit as GridMisfit;
use super::laying::Refusal;
use super::placement::{NotationError, Placement};
use super::stacks::Misfit;
use crate::phrase::{Phrase, Phrased};

/// A placement's tile, the cell of its first number and its second cell.
pub(crate) fn placed(phrase: Phrase, p: &Placement) -> Phrase {
    phrase
        .number("a", p.a)
        .number("b", p.b)
        .text("at", p.at)
        .text("second", p.second())
}

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        match self {
            NotationError::NoTile(_) => Phrase::new("rule-placement-no-tile"),
            NotationError::FarAway(n) => Phrase::new("rule-placement-far-away").text("number", n),
            NotationError::TwoDirections(text) => Phrase::new("rule-placement-two-directions").text("text", text),
            NotationError::UnknownWord(word) => Phrase::new("rule-placement-unknown-word").text("word", word),
            NotationError::NoSquare(a, b) => Phrase::new("rule-placement-no-square").number("a", *a).number("b", *b),
            NotationError::NoDirection { a, b, at } => Phrase::new("rule-placement-no-direction")
                .number("a", *a)
                .number("b", *b)
                .text("at", at),
            NotationError::NotSideBySide(c1, c2) => Phrase::new("rule-placement-not-side-by-side")
                .text("first", c1)
                .text("second", c2),
            NotationError::BadCells(text) => Phrase::new("rule-placement-bad-cells").text("text", text),
        }
    }
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::NotHeld { held, tried } => Phrase::new("rule-laying-not-held")
                .text("held", held)
                .text("tried", tried),
            Refusal::Grid(misfit) => misfit.phrase(),
        }
    }
}

impl Phrased for GridMisfit {
    fn phrase(&self) -> Phrase {
        match self {
            GridMisfit::Covered(cell, n) => Phrase::new("rule-board-covered")
                .text("cell", cell)
                .number("number", *n),
            GridMisfit::AwayFromOrigin(p) => placed(Phrase::new("rule-board-away-from-origin"), p),
            GridMisfit::Detached(p) => placed(Phrase::new("rule-board-detached"), p),
        }
    }
}

impl Phrased for Misfit {
    fn phrase(&self) -> Phrase {
        let cells =
            |phrase: Phrase, [c1, c2]: [crate::common::grid::Cell; 2]| phrase.text("first", c1).text("second", c2);
        match *self {
            Misfit::Detached { cells: c } => cells(Phrase::new("rule-stacks-detached"), c),
            Misfit::HalfCovered { cells: c, .. } => cells(Phrase::new("rule-stacks-half-covered"), c),
            Misfit::Uneven { cells: c, heights } => cells(Phrase::new("rule-stacks-uneven"), c)
                .number("low", heights[0])
                .number("high", heights[1]),
            Misfit::OneTile { cells: c } => cells(Phrase::new("rule-stacks-one-tile"), c),
            Misfit::Mismatch { cells: c, beneath, .. } => cells(Phrase::new("rule-stacks-mismatch"), c)
                .number("under-first", beneath[0])
                .number("under-second", beneath[1]),
        }
    }
}

/// Samples of the shared reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::grid::{Cell, Dir};
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let (c1, c2) = (Cell::new(1, 0), Cell::new(2, 0));
    let p = Placement::new(Cell::new(3, -1), Dir::E, 2, 5);
    vec![
        sample(NotationError::NoTile("x".into())),
        sample(NotationError::FarAway(400)),
        sample(NotationError::TwoDirections("3-6 0,0 E N".into())),
        sample(NotationError::UnknownWord("up-ish".into())),
        sample(NotationError::NoSquare(3, 6)),
        sample(NotationError::NoDirection {
            a: 3,
            b: 6,
            at: "0,1".into(),
        }),
        sample(NotationError::NotSideBySide(c1, Cell::new(4, 4))),
        sample(NotationError::BadCells("3-6 0;x".into())),
        sample(Refusal::NotHeld {
            held: Tile::new(1, 2),
            tried: Tile::new(3, 4),
        }),
        sample(Refusal::Grid(GridMisfit::Covered(c1, 4))),
        sample(GridMisfit::AwayFromOrigin(p)),
        sample(GridMisfit::Detached(p)),
        sample(Misfit::Detached { cells: [c1, c2] }),
        sample(Misfit::HalfCovered {
            cells: [c1, c2],
            covered: c1,
        }),
        sample(Misfit::Uneven {
            cells: [c1, c2],
            heights: [1, 2],
        }),
        sample(Misfit::OneTile { cells: [c1, c2] }),
        sample(Misfit::Mismatch {
            cells: [c1, c2],
            numbers: [3, 4],
            beneath: [5, 6],
        }),
    ]
}
