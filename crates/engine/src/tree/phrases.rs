//! The phrases of The Tree's refusals (keys `rule-tree-*`; the English is
//! each type's `Display`).

use super::notation::NotationError;
use super::rules::{Refusal, one_more};
use crate::phrase::{Arg, Joiner, Phrase, Phrased};

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match *self {
            Refusal::Standing(p) => Phrase::new("rule-tree-standing")
                .number("a", p.a)
                .number("b", p.b)
                .text("at", p.at),
            Refusal::NotHeld(tile) => Phrase::new("rule-not-held").text("tile", tile),
            Refusal::Covered(cell, n) => Phrase::new("rule-board-covered").text("cell", cell).number("number", n),
            Refusal::OnTop { cell, n, below, m } => Phrase::new("rule-tree-on-top")
                .number("n", n)
                .text("cell", cell)
                .number("m", m)
                .text("below", below)
                .with("fitting", fitting(m)),
            Refusal::Under { cell, n, above, m } => Phrase::new("rule-tree-under")
                .number("n", n)
                .text("cell", cell)
                .number("m", m)
                .text("above", above),
            Refusal::Floating(p) => Phrase::new("rule-tree-floating")
                .number("a", p.a)
                .number("b", p.b)
                .text("at", p.at)
                .text("second", p.second()),
        }
    }
}

/// The numbers that may lie on `lower` ("1, 2 or 4"), or that none may.
fn fitting(lower: u8) -> Arg {
    let fits: Vec<Arg> = (0..=7u8)
        .filter(|&u| one_more(lower, u))
        .map(|u| Arg::Number(u.into()))
        .collect();
    if fits.is_empty() {
        Phrase::new("rule-tree-fits-nothing").into()
    } else {
        Arg::List(fits, Joiner::CommasOr)
    }
}

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        match self {
            NotationError::Placement(e) => e.phrase(),
            NotationError::Standing(p) => Refusal::Standing(*p).phrase(),
        }
    }
}

/// Samples of The Tree's reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::grid::{Cell, Dir};
    use crate::common::placement::Placement;
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let (c1, c2) = (Cell::new(1, 1), Cell::new(1, 0));
    let p = Placement::new(c1, Dir::E, 3, 6);
    vec![
        sample(Refusal::Standing(p)),
        sample(Refusal::NotHeld(Tile::new(3, 6))),
        sample(Refusal::Covered(c1, 3)),
        sample(Refusal::OnTop {
            cell: c1,
            n: 3,
            below: c2,
            m: 1,
        }),
        // Nothing may lie on a 7: it shows every ring.
        sample(Refusal::OnTop {
            cell: c1,
            n: 3,
            below: c2,
            m: 7,
        }),
        sample(Refusal::Under {
            cell: c2,
            n: 2,
            above: c1,
            m: 7,
        }),
        sample(Refusal::Floating(p)),
        sample(NotationError::Standing(Placement::new(c1, Dir::N, 3, 6))),
    ]
}
