//! The phrases of Euronimoes' refusals and notation errors (keys
//! `rule-euronimoes-*`; the English is each type's `Display`).

use super::notation::NotationError;
use super::rules::Refusal;
use super::rules::area::{Misfit, Side};
use crate::phrase::{Arg, Joiner, Phrase, Phrased};

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        match self {
            NotationError::NoSlot(cost) => Phrase::new("rule-euronimoes-no-slot").text("cost", cost),
            NotationError::WhichDomino => Phrase::new("rule-euronimoes-which-domino"),
            NotationError::NotInMarket(tile) => Phrase::new("rule-euronimoes-not-in-market").text("tile", tile),
            NotationError::SeveralSlots { tile, costs } => {
                let buys = costs.iter().map(|c| Arg::Verbatim(format!("`buy {c}`"))).collect();
                Phrase::new("rule-euronimoes-several-slots")
                    .text("tile", tile)
                    .with("buys", Arg::List(buys, Joiner::Or))
            }
            NotationError::Placement(e) => e.phrase(),
        }
    }
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::NoSuchSlot => Phrase::new("rule-euronimoes-no-such-slot"),
            Refusal::EmptySlot(cost) => Phrase::new("rule-euronimoes-empty-slot").text("cost", cost),
            Refusal::TooDear { tile, cost, held } => Phrase::new("rule-euronimoes-too-dear")
                .text("tile", tile)
                .number("cost", *cost)
                .number("held", *held),
            Refusal::PileEmpty => Phrase::new("rule-euronimoes-pile-empty"),
            Refusal::TakeFirst => Phrase::new("rule-euronimoes-take-first"),
            Refusal::NothingToTake => Phrase::new("rule-euronimoes-nothing-to-take"),
            Refusal::AlreadyTaken => Phrase::new("rule-euronimoes-already-taken"),
            Refusal::NotTheEnd => Phrase::new("rule-euronimoes-not-the-end"),
            Refusal::NotHeld(tile) => Phrase::new("rule-euronimoes-not-held").text("tile", tile),
            Refusal::Area(misfit) => misfit.phrase(),
        }
    }
}

/// "above" or "below": the messages select their words on it.
fn side(side: Side) -> Arg {
    Arg::Verbatim(side.to_string())
}

/// Why a 0 and a 6 may not meet, when they would; nothing otherwise.
fn no_wrap(a: u8, b: u8) -> Phrase {
    if a.min(b) == 0 && a.max(b) == 6 {
        Phrase::new("rule-euronimoes-no-wrap")
    } else {
        Phrase::new("rule-nothing")
    }
}

/// "5-4-3-2".
fn dashed(numbers: &[u8]) -> String {
    numbers.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

impl Phrased for Misfit {
    fn phrase(&self) -> Phrase {
        match self {
            Misfit::AwayFromOrigin { a, b } => Phrase::new("rule-euronimoes-away-from-origin")
                .number("a", *a)
                .number("b", *b),
            Misfit::Detached(c1, c2) => Phrase::new("rule-euronimoes-detached")
                .text("first", c1)
                .text("second", c2),
            Misfit::HalfCovered { covered, empty } => Phrase::new("rule-euronimoes-half-covered")
                .text("covered", covered)
                .text("empty", empty),
            Misfit::Uneven { cells, heights } => Phrase::new("rule-euronimoes-uneven")
                .text("first", cells[0])
                .number("low", heights[0])
                .text("second", cells[1])
                .number("high", heights[1]),
            Misfit::OneTile(c1, c2) => Phrase::new("rule-euronimoes-one-tile")
                .text("first", c1)
                .text("second", c2),
            Misfit::Mismatch {
                number,
                beneath,
                cell,
                fits,
            } => Phrase::new("rule-euronimoes-mismatch")
                .number("number", *number)
                .number("beneath", *beneath)
                .text("cell", cell)
                .number("a", fits[0])
                .number("b", fits[1]),
            _ => self.column_phrase(),
        }
    }
}

impl Misfit {
    /// The phrases of the column rule.
    fn column_phrase(&self) -> Phrase {
        match self {
            Misfit::CannotStand { a, b, upper, lower, x } => Phrase::new("rule-euronimoes-cannot-stand")
                .number("a", *a)
                .number("b", *b)
                .number("upper", *upper)
                .number("lower", *lower)
                .text("x", x)
                .with("wrap", no_wrap(*upper, *lower)),
            Misfit::NotOneApart {
                number,
                side: s,
                next_to,
                x,
            } => Phrase::new("rule-euronimoes-not-one-apart")
                .number("number", *number)
                .with("side", side(*s))
                .number("next", *next_to)
                .text("x", x)
                .with("wrap", no_wrap(*number, *next_to)),
            Misfit::Reverses {
                number,
                side: s,
                near,
                run,
                x,
                fits,
            } => {
                let instead = match fits {
                    Some(fits) => Phrase::new("rule-euronimoes-only-fits").number("fits", *fits),
                    None => Phrase::new("rule-euronimoes-run-ends"),
                };
                Phrase::new("rule-euronimoes-reverses")
                    .number("number", *number)
                    .with("side", side(*s))
                    .number("near", *near)
                    .text("run", dashed(run))
                    .text("x", x)
                    .with("instead", instead.with("side", side(*s)).number("near", *near))
            }
            Misfit::TurnsBack { x, column, number, y } => Phrase::new("rule-euronimoes-turns-back")
                .text("x", x)
                .text("column", dashed(column))
                .number("number", *number)
                .text("y", y),
            _ => Phrase::new("rule-nothing"),
        }
    }
}

/// Samples of Euronimoes' reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let tile = Tile::new(3, 5);
    let mut all = vec![
        sample(NotationError::NoSlot(7)),
        sample(NotationError::WhichDomino),
        sample(NotationError::NotInMarket(tile)),
        sample(NotationError::SeveralSlots {
            tile,
            costs: vec![1, 2],
        }),
        sample(NotationError::SeveralSlots {
            tile,
            costs: vec![-1, 0, 3],
        }),
        sample(NotationError::Placement(
            crate::common::placement::NotationError::FarAway(999),
        )),
        sample(Refusal::NoSuchSlot),
        sample(Refusal::EmptySlot(3)),
        sample(Refusal::TooDear { tile, cost: 3, held: 1 }),
        sample(Refusal::TooDear {
            tile,
            cost: -1,
            held: 0,
        }),
        sample(Refusal::TooDear { tile, cost: 1, held: 2 }),
        sample(Refusal::PileEmpty),
        sample(Refusal::TakeFirst),
        sample(Refusal::NothingToTake),
        sample(Refusal::AlreadyTaken),
        sample(Refusal::NotTheEnd),
        sample(Refusal::NotHeld(tile)),
        sample(Refusal::Area(Misfit::AwayFromOrigin { a: 2, b: 3 })),
    ];
    all.extend(area_samples());
    all
}

/// Samples of the reasons a domino does not fit one's own area.
#[cfg(any(test, feature = "testing"))]
fn area_samples() -> Vec<(Phrase, String)> {
    use crate::common::grid::Cell;
    use crate::phrase::sample;
    let (c1, c2) = (Cell::new(0, 1), Cell::new(1, 1));
    vec![
        sample(Misfit::Detached(c1, c2)),
        sample(Misfit::HalfCovered { covered: c1, empty: c2 }),
        sample(Misfit::Uneven {
            cells: [c1, c2],
            heights: [1, 2],
        }),
        sample(Misfit::OneTile(c1, c2)),
        sample(Misfit::Mismatch {
            number: 4,
            beneath: 2,
            cell: c1,
            fits: [2, 5],
        }),
        sample(Misfit::CannotStand {
            a: 2,
            b: 5,
            upper: 2,
            lower: 5,
            x: 1,
        }),
        sample(Misfit::CannotStand {
            a: 0,
            b: 6,
            upper: 6,
            lower: 0,
            x: -1,
        }),
        sample(Misfit::NotOneApart {
            number: 4,
            side: Side::Above,
            next_to: 2,
            x: 0,
        }),
        sample(Misfit::NotOneApart {
            number: 6,
            side: Side::Below,
            next_to: 0,
            x: 2,
        }),
        sample(Misfit::Reverses {
            number: 4,
            side: Side::Below,
            near: 3,
            run: vec![5, 4, 3],
            x: 1,
            fits: Some(2),
        }),
        sample(Misfit::Reverses {
            number: 1,
            side: Side::Above,
            near: 0,
            run: vec![0, 1, 2],
            x: 0,
            fits: None,
        }),
        sample(Misfit::TurnsBack {
            x: 2,
            column: vec![3, 4, 3],
            number: 4,
            y: 1,
        }),
    ]
}
