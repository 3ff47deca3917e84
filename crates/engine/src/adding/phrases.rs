//! The phrases of Adding Donimoes' reasons (keys `rule-adding-*`; the
//! English is each type's `Display`): why a move is refused, why typed
//! moves do not read, why a typed queue is no puzzle.

use super::notation::{MoveError, NotationError};
use super::problems::{QueueError, QueueLine};
use super::rules::{Here, Pairing, Refusal, Spot};
use crate::common::grid::Dir;
use crate::phrase::{Arg, Joiner, Phrase, Phrased};

/// A direction as the picture shows it, a word each language says.
fn dir(d: Dir) -> &'static str {
    match d {
        Dir::N => "up",
        Dir::S => "down",
        Dir::W => "left",
        Dir::E => "right",
    }
}

fn spot(s: Spot) -> Phrase {
    Phrase::new("rule-adding-cell")
        .number("col", s.col)
        .number("row", s.row)
}

fn here(h: Here) -> Phrase {
    Phrase::new("rule-adding-here")
        .text("tile", format!("{}-{}", h.a, h.b))
        .with("cell", spot(h.at))
}

/// The equal pairs, listed with commas.
fn pairings(equal: &[Pairing]) -> Arg {
    let items = equal
        .iter()
        .map(|p| {
            Phrase::new("rule-adding-pairing")
                .number("n", p.n)
                .text("owner", &p.owner)
                .into()
        })
        .collect();
    Arg::List(items, Joiner::Commas)
}

/// "1 next to 5, 2 next to 3".
fn touching(pairs: &[(u8, u8)]) -> Arg {
    let items = pairs
        .iter()
        .map(|&(mine, theirs)| {
            Phrase::new("rule-adding-next-to")
                .number("mine", mine)
                .number("theirs", theirs)
                .into()
        })
        .collect();
    Arg::List(items, Joiner::Commas)
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::Solved => Phrase::new("rule-adding-solved"),
            Refusal::AllAdded => Phrase::new("rule-adding-all-added"),
            Refusal::NotNext { next, tile } => Phrase::new("rule-adding-not-next")
                .text("next", format!("{}-{}", next.top, next.bottom))
                .text("tile", tile),
            Refusal::NotNextTyped { next, a, b, placed } => Phrase::new(match placed {
                true => "rule-adding-not-next-placed",
                false => "rule-adding-not-next",
            })
            .text("next", format!("{}-{}", next.top, next.bottom))
            .text("tile", format!("{a}-{b}")),
            Refusal::Taken { cell, n, owner } => Phrase::new("rule-adding-taken")
                .with("cell", spot(*cell))
                .number("n", *n)
                .text("owner", owner),
            Refusal::TouchesNothing { here: h } => Phrase::new("rule-adding-touches-nothing").with("here", here(*h)),
            Refusal::TooFewPairs {
                here: h,
                equal,
                touching: t,
            } => match equal.len() {
                0 => Phrase::new("rule-adding-too-few-pairs-none")
                    .with("here", here(*h))
                    .with("touching", touching(t)),
                n => Phrase::new("rule-adding-too-few-pairs")
                    .with("here", here(*h))
                    .count("count", n)
                    .with("pairs", pairings(equal)),
            },
            other => slide_phrase(other),
        }
    }
}

/// The phrases of the refusals of a slide, and of a domino named wrongly.
fn slide_phrase(r: &Refusal) -> Phrase {
    match r {
        Refusal::NotPlaced(who) => Phrase::new("rule-adding-not-placed").text("tile", who),
        Refusal::LiesAcross(who) => Phrase::new("rule-adding-lies-across").text("tile", who),
        Refusal::StandsUpright(who) => Phrase::new("rule-adding-stands-upright").text("tile", who),
        Refusal::SlideBlocked { who, dir: d, n, owner } => Phrase::new("rule-adding-slide-blocked")
            .text("tile", who)
            .text("dir", dir(*d))
            .number("n", *n)
            .text("owner", owner),
        Refusal::SlideUnpaired { who, dir: d, equal } if equal.is_empty() => {
            Phrase::new("rule-adding-slide-unpaired-none")
                .text("tile", who)
                .text("dir", dir(*d))
        }
        Refusal::SlideUnpaired { who, dir: d, equal } => Phrase::new("rule-adding-slide-unpaired")
            .text("tile", who)
            .text("dir", dir(*d))
            .with("pairs", pairings(equal)),
        Refusal::CutOff { who, dir: d } => Phrase::new("rule-adding-cut-off")
            .text("tile", who)
            .text("dir", dir(*d)),
        Refusal::LeavesCutOff { who, dir: d, away } => Phrase::new("rule-adding-leaves-cut-off")
            .text("tile", who)
            .text("dir", dir(*d))
            .with(
                "away",
                Arg::List(away.iter().map(|t| Arg::Verbatim(t.clone())).collect(), Joiner::And),
            ),
        Refusal::StillQueued { a, b } => Phrase::new("rule-adding-still-queued").text("tile", format!("{a}-{b}")),
        Refusal::NoSuchDomino { a, b } => Phrase::new("rule-adding-no-such-domino").text("tile", format!("{a}{b}")),
        Refusal::ColumnOutside { col, cols } => Phrase::new("rule-adding-column-outside")
            .number("col", *col)
            .number("cols", *cols),
        Refusal::RowOutside { row, rows } => Phrase::new("rule-adding-row-outside")
            .number("row", *row)
            .number("rows", *rows),
        Refusal::CellOutside { col, row } => Phrase::new("rule-adding-cell-outside")
            .number("col", *col)
            .number("row", *row),
        Refusal::Solved
        | Refusal::AllAdded
        | Refusal::NotNext { .. }
        | Refusal::NotNextTyped { .. }
        | Refusal::Taken { .. }
        | Refusal::TouchesNothing { .. }
        | Refusal::TooFewPairs { .. } => r.phrase(),
    }
}

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        use NotationError as N;
        let domino = |a: &u8, b: &u8| format!("{a}{b}");
        match self {
            N::Stray(c) => Phrase::new("rule-adding-stray").text("text", c),
            N::Nothing => Phrase::new("rule-adding-nothing"),
            N::NotDoubleSix(n) => Phrase::new("rule-adding-not-double-six").text("number", n),
            N::NoSecondNumber(t) => Phrase::new("rule-adding-no-second-number").text("text", t),
            N::NotSingleDigits(t) => Phrase::new("rule-adding-not-single-digits").text("text", t),
            N::NotTwoNumbers(t) => Phrase::new("rule-adding-not-two-numbers").text("text", t),
            N::NoNumbers(t) => Phrase::new("rule-adding-no-numbers").text("text", t),
            N::NoMove { a, b } => Phrase::new("rule-adding-no-move").text("tile", domino(a, b)),
            N::NotDirection { word, a, b } => Phrase::new("rule-adding-not-direction")
                .text("word", word)
                .text("tile", domino(a, b)),
            N::NoCell { a, b, hv } => Phrase::new("rule-adding-no-cell")
                .text("tile", domino(a, b))
                .text("hv", hv),
            N::BadCell { text, a, b, hv } => Phrase::new("rule-adding-bad-cell")
                .text("text", text)
                .text("tile", domino(a, b))
                .text("hv", hv),
            N::NotOne(n) => Phrase::new("rule-adding-not-one").count("count", *n),
        }
    }
}

impl Phrased for MoveError {
    fn phrase(&self) -> Phrase {
        match self {
            MoveError::Unread(e) => e.phrase(),
            MoveError::Refused(r) => r.phrase(),
        }
    }
}

/// "top" or "bottom", a word each language says.
fn line(l: QueueLine) -> &'static str {
    match l {
        QueueLine::Top => "top",
        QueueLine::Bottom => "bottom",
    }
}

impl Phrased for QueueError {
    fn phrase(&self) -> Phrase {
        use QueueError as Q;
        let domino = |d: &super::board::Domino| format!("{}-{}", d.top, d.bottom);
        match self {
            Q::NotDoubleSix { index, domino: d } => Phrase::new("rule-adding-queue-not-double-six")
                .count("index", *index)
                .text("tile", domino(d)),
            Q::Twice {
                index,
                domino: d,
                first,
                earlier,
            } => Phrase::new(match earlier == d {
                true => "rule-adding-queue-twice",
                false => "rule-adding-queue-twice-written",
            })
            .text("tile", domino(d))
            .count("index", *index)
            .count("first", *first)
            .text("earlier", domino(earlier)),
            Q::TooShort(n) => Phrase::new("rule-adding-queue-too-short")
                .count("least", super::problems::MIN_DOMINOES)
                .count("count", *n),
            Q::TooLong(n) => Phrase::new("rule-adding-queue-too-long")
                .count("most", super::board::MAX_DOMINOES)
                .count("count", *n),
            Q::Empty => Phrase::new("rule-adding-queue-empty"),
            Q::OneLine => Phrase::new("rule-adding-queue-one-line"),
            Q::Lines(n) => Phrase::new("rule-adding-queue-lines").count("count", *n),
            Q::BigNumber { n, line: l } => Phrase::new("rule-adding-queue-big-number")
                .number("n", *n)
                .text("line", line(*l)),
            Q::NotANumber { c, line: l } => Phrase::new("rule-adding-queue-not-a-number")
                .text("text", c)
                .text("line", line(*l)),
            Q::Uneven { top, bottom } => Phrase::new("rule-adding-queue-uneven")
                .count("top", *top)
                .count("bottom", *bottom),
        }
    }
}

/// Samples of Adding Donimoes' reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    let mut all = refusal_samples();
    all.extend(notation_samples());
    all.extend(queue_samples());
    all
}

#[cfg(any(test, feature = "testing"))]
fn refusal_samples() -> Vec<(Phrase, String)> {
    use super::board::Domino;
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let next = Domino { top: 3, bottom: 5 };
    let at = Spot { col: 4, row: 3 };
    let h = Here { a: 5, b: 1, at };
    let pair = |n, owner: &str| Pairing {
        n,
        owner: owner.to_string(),
    };
    let who = "2-1".to_string();
    vec![
        sample(Refusal::Solved),
        sample(Refusal::AllAdded),
        sample(Refusal::NotNext {
            next,
            tile: Tile::new(2, 4),
        }),
        sample(Refusal::NotNextTyped {
            next,
            a: 4,
            b: 2,
            placed: false,
        }),
        sample(Refusal::NotNextTyped {
            next,
            a: 4,
            b: 2,
            placed: true,
        }),
        sample(Refusal::Taken {
            cell: at,
            n: 5,
            owner: "3-5".into(),
        }),
        sample(Refusal::TouchesNothing { here: h }),
        sample(Refusal::TooFewPairs {
            here: h,
            equal: Vec::new(),
            touching: vec![(1, 5), (2, 3)],
        }),
        sample(Refusal::TooFewPairs {
            here: h,
            equal: vec![pair(5, "3-5")],
            touching: vec![(5, 5), (1, 3)],
        }),
        sample(Refusal::TooFewPairs {
            here: h,
            equal: vec![pair(5, "3-5"), pair(1, "1-6")],
            touching: Vec::new(),
        }),
        sample(Refusal::NotPlaced("4-6".into())),
        sample(Refusal::LiesAcross(who.clone())),
        sample(Refusal::StandsUpright(who.clone())),
        sample(Refusal::SlideBlocked {
            who: who.clone(),
            dir: Dir::N,
            n: 5,
            owner: "3-5".into(),
        }),
        sample(Refusal::SlideBlocked {
            who: who.clone(),
            dir: Dir::W,
            n: 5,
            owner: "3-5".into(),
        }),
        sample(Refusal::SlideUnpaired {
            who: who.clone(),
            dir: Dir::S,
            equal: Vec::new(),
        }),
        sample(Refusal::SlideUnpaired {
            who: who.clone(),
            dir: Dir::E,
            equal: vec![pair(2, "2-6")],
        }),
        sample(Refusal::CutOff {
            who: who.clone(),
            dir: Dir::E,
        }),
        sample(Refusal::LeavesCutOff {
            who,
            dir: Dir::N,
            away: vec!["3-5".into(), "1-6".into()],
        }),
        sample(Refusal::StillQueued { a: 4, b: 6 }),
        sample(Refusal::NoSuchDomino { a: 3, b: 6 }),
        sample(Refusal::ColumnOutside { col: 9, cols: 6 }),
        sample(Refusal::RowOutside { row: 9, rows: 5 }),
        sample(Refusal::CellOutside { col: 0, row: 2 }),
    ]
}

#[cfg(any(test, feature = "testing"))]
fn notation_samples() -> Vec<(Phrase, String)> {
    use crate::phrase::sample;
    use NotationError as N;
    vec![
        sample(N::Stray('?')),
        sample(N::Nothing),
        sample(N::NotDoubleSix("9".into())),
        sample(N::NoSecondNumber("3-".into())),
        sample(N::NotSingleDigits("3-45".into())),
        sample(N::NotTwoNumbers("365".into())),
        sample(N::NoNumbers("up".into())),
        sample(N::NoMove { a: 3, b: 6 }),
        sample(N::NotDirection {
            word: "X".into(),
            a: 3,
            b: 6,
        }),
        sample(N::NoCell { a: 2, b: 3, hv: 'V' }),
        sample(N::NoCell { a: 2, b: 3, hv: 'H' }),
        sample(N::BadCell {
            text: "23Vx".into(),
            a: 2,
            b: 3,
            hv: 'V',
        }),
        sample(N::NotOne(0)),
        sample(N::NotOne(3)),
        sample(MoveError::Unread(N::Nothing)),
        sample(MoveError::Refused(Refusal::Solved)),
    ]
}

#[cfg(any(test, feature = "testing"))]
fn queue_samples() -> Vec<(Phrase, String)> {
    use super::board::Domino;
    use crate::phrase::sample;
    use QueueError as Q;
    let d = |top, bottom| Domino { top, bottom };
    let mut all = vec![
        sample(Q::Twice {
            index: 4,
            domino: d(3, 5),
            first: 2,
            earlier: d(3, 5),
        }),
        sample(Q::Twice {
            index: 4,
            domino: d(3, 5),
            first: 2,
            earlier: d(5, 3),
        }),
        sample(Q::TooShort(2)),
        sample(Q::TooLong(13)),
        sample(Q::Empty),
        sample(Q::OneLine),
        sample(Q::Lines(3)),
        sample(Q::BigNumber {
            n: 9,
            line: QueueLine::Top,
        }),
        sample(Q::NotANumber {
            c: 'x',
            line: QueueLine::Bottom,
        }),
        sample(Q::Uneven { top: 6, bottom: 5 }),
    ];
    // Every ordinal a queue of at most 12 dominoes can name.
    all.extend((1..=super::board::MAX_DOMINOES).map(|index| sample(Q::NotDoubleSix { index, domino: d(7, 1) })));
    all
}
