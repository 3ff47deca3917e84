//! The phrases of Dominup's refusals (keys `rule-dominup-*` and the shared
//! `rule-stacks-*`; the English is the type's `Display`).

use super::rules::Refusal;
use crate::phrase::{Phrase, Phrased};

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::NotHeld(tile) => Phrase::new("rule-not-held").text("tile", tile),
            Refusal::Stacks(misfit) => misfit.phrase(),
            Refusal::MustClimb { climb } => Phrase::new("rule-dominup-must-climb").text("climb", climb.notation()),
        }
    }
}

/// Samples of Dominup's reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::grid::{Cell, Dir};
    use crate::common::placement::Placement;
    use crate::common::stacks::Misfit;
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    vec![
        sample(Refusal::NotHeld(Tile::new(7, 7))),
        sample(Refusal::Stacks(Misfit::OneTile {
            cells: [Cell::new(0, 0), Cell::new(1, 0)],
        })),
        sample(Refusal::MustClimb {
            climb: Placement::new(Cell::new(0, 0), Dir::E, 2, 3),
        }),
    ]
}
