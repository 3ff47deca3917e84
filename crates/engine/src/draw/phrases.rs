//! The phrases of draw dominoes' refusals and notation errors (keys
//! `rule-draw-*`; the English is each type's `Display`).

use super::notation::{End, NotationError};
use super::rules::Refusal;
use crate::phrase::{Phrase, Phrased};

/// "left" or "right", as an end of the line.
fn end(end: End) -> Phrase {
    Phrase::new(match end {
        End::Left => "rule-draw-end-left",
        End::Right => "rule-draw-end-right",
    })
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match *self {
            Refusal::NotHeld(tile) => Phrase::new("rule-not-held").text("tile", tile),
            Refusal::NoMatch { tile, end: e, number } => Phrase::new("rule-draw-no-match")
                .text("tile", tile)
                .number("number", number)
                .with("end", end(e)),
        }
    }
}

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        match self {
            NotationError::NoTile(text) => Phrase::new("rule-draw-no-tile").text("text", text),
            NotationError::NotInSet(top) => Phrase::new("rule-draw-not-in-set").number("top", *top),
            NotationError::BothEnds(tile) => Phrase::new("rule-draw-both-ends").text("tile", tile),
            NotationError::WhichEnd(tile) => Phrase::new("rule-draw-which-end").text("tile", tile),
        }
    }
}

/// Samples of draw dominoes' reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let tile = Tile::new(3, 6);
    vec![
        sample(Refusal::NotHeld(tile)),
        sample(Refusal::NoMatch {
            tile,
            end: End::Left,
            number: 2,
        }),
        sample(Refusal::NoMatch {
            tile,
            end: End::Right,
            number: 5,
        }),
        sample(NotationError::NoTile("36".into())),
        sample(NotationError::NotInSet(6)),
        sample(NotationError::BothEnds(tile)),
        sample(NotationError::WhichEnd(tile)),
    ]
}
