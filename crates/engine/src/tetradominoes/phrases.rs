//! The phrases of Tetradominoes' refusals and notation errors (keys
//! `rule-tetradominoes-*`; the English is each type's `Display`).

use super::notation::{Action, MAX_NUMBER, NotationError};
use super::rules::Refusal;
use super::rules::pieces::Piece;
use super::{Colour, Side};
use crate::common::grid::Cell;
use crate::common::phrases::placed;
use crate::common::placement::Placement;
use crate::phrase::{Arg, Joiner, Phrase, Phrased};

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        match self {
            NotationError::Empty => Phrase::new("rule-tetradominoes-empty"),
            NotationError::GiveWhat => Phrase::new("rule-tetradominoes-give-what"),
            NotationError::RevealWhat => Phrase::new("rule-tetradominoes-reveal-what"),
            NotationError::RevealTwice(tile) => Phrase::new("rule-tetradominoes-reveal-twice").text("tile", tile),
            NotationError::NumberTooHigh => Phrase::new("rule-tetradominoes-number-too-high").number("top", MAX_NUMBER),
            NotationError::Squares => Phrase::new("rule-tetradominoes-squares"),
            NotationError::SquareCount(n) => Phrase::new("rule-tetradominoes-square-count").count("count", *n),
            NotationError::SquareTwice(cell) => Phrase::new("rule-tetradominoes-square-twice").text("cell", cell),
            NotationError::NotATetromino => Phrase::new("rule-tetradominoes-not-a-tetromino"),
            NotationError::Placement(e) => e.phrase(),
        }
    }
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::DominoFirst => Phrase::new("rule-tetradominoes-domino-first"),
            Refusal::RevealFirst => Phrase::new("rule-tetradominoes-reveal-first"),
            Refusal::TetrominoOrSkip => Phrase::new("rule-tetradominoes-tetromino-or-skip"),
            Refusal::GiveOrKeep => Phrase::new("rule-tetradominoes-give-or-keep"),
            Refusal::NotHeld(tile) => Phrase::new("rule-tetradominoes-not-held").text("tile", tile),
            Refusal::FaceUp(tile) => Phrase::new("rule-tetradominoes-face-up").text("tile", tile),
            Refusal::SameTwice => Phrase::new("rule-tetradominoes-same-twice"),
            Refusal::Taken(cell, n) => Phrase::new("rule-tetradominoes-taken")
                .text("cell", cell)
                .number("number", *n),
            Refusal::Grid(misfit) => misfit.phrase(),
            Refusal::TouchesNothing(p) => placed(Phrase::new("rule-tetradominoes-touches-nothing"), p),
            Refusal::NoMatch { domino, near, turned } => no_match(domino, near, turned),
            Refusal::PiecePlayed { piece, free } => Phrase::new("rule-tetradominoes-piece-played")
                .text("piece", piece.letter())
                .with("free", letters(free)),
            Refusal::WrongShape {
                piece,
                side,
                cells,
                shape_of,
            } => Phrase::new(match side {
                Side::Light => "rule-tetradominoes-wrong-shape-light",
                Side::Dark => "rule-tetradominoes-wrong-shape-dark",
            })
            .text("squares", squares(cells))
            .text("shape", shape_of.letter())
            .text("piece", piece.letter())
            .text("notation", Action::tetromino(*shape_of, *cells).notation()),
            Refusal::NotATetromino(cells) => {
                Phrase::new("rule-tetradominoes-not-a-shape").text("squares", squares(cells))
            }
            Refusal::HangsOff(cell) => Phrase::new("rule-tetradominoes-hangs-off").text("cell", cell),
            Refusal::Covered(cell, piece) => Phrase::new("rule-tetradominoes-covered")
                .text("cell", cell)
                .text("piece", piece.letter()),
            Refusal::MissesDomino(p) => placed(Phrase::new("rule-tetradominoes-misses-domino"), p),
            Refusal::WrongNumber { cell, number, domino } => Phrase::new("rule-tetradominoes-wrong-number")
                .number("number", *number)
                .text("cell", cell)
                .with("numbers", numbers_of(domino)),
            Refusal::SameColour { cell, piece, colour } => Phrase::new("rule-tetradominoes-same-colour")
                .text("piece", piece.letter())
                .text("cell", cell)
                .with("colour", like_yours(*colour)),
        }
    }
}

fn no_match(domino: &Placement, near: &[Vec<u8>; 2], turned: &Option<Placement>) -> Phrase {
    let phrase = match turned {
        Some(t) => Phrase::new("rule-tetradominoes-no-match-turned").text("turned", t.notation()),
        None => Phrase::new("rule-tetradominoes-no-match"),
    };
    phrase
        .number("a", domino.a)
        .number("b", domino.b)
        .with("first", touching(domino.at, domino.a, &near[0]))
        .with("second", touching(domino.second(), domino.b, &near[1]))
}

/// "the 4 on 2,0 touches 3", or that it touches no uncovered number.
fn touching(cell: Cell, n: u8, near: &[u8]) -> Phrase {
    let phrase = if near.is_empty() {
        Phrase::new("rule-tetradominoes-touches-none")
    } else {
        let numbers = near.iter().map(|&m| Arg::Number(m.into())).collect();
        Phrase::new("rule-tetradominoes-touches").with("numbers", Arg::List(numbers, Joiner::And))
    };
    phrase.number("number", n).text("cell", cell)
}

/// "L, S, I", or "none".
fn letters(pieces: &[Piece]) -> Arg {
    if pieces.is_empty() {
        return Phrase::new("rule-tetradominoes-no-piece").into();
    }
    let letters: Vec<String> = pieces.iter().map(|p| p.letter().to_string()).collect();
    Arg::Verbatim(letters.join(", "))
}

fn squares(cells: &[Cell; 4]) -> String {
    let squares: Vec<String> = cells.iter().map(ToString::to_string).collect();
    squares.join(" ")
}

/// The numbers a tetromino may cover after `domino`: "4s", "3s and 5s".
fn numbers_of(domino: &Placement) -> Phrase {
    if domino.a == domino.b {
        Phrase::new("rule-tetradominoes-numbers-one").number("number", domino.a)
    } else {
        Phrase::new("rule-tetradominoes-numbers-two")
            .number("low", domino.a.min(domino.b))
            .number("high", domino.a.max(domino.b))
    }
}

fn like_yours(colour: Colour) -> Phrase {
    Phrase::new(match colour {
        Colour::Light => "rule-tetradominoes-colour-light",
        Colour::Dark => "rule-tetradominoes-colour-dark",
        Colour::Token(_) => "rule-tetradominoes-colour-token",
    })
}

/// Samples of Tetradominoes' reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let (c1, tile) = (Cell::new(2, 0), Tile::new(3, 4));
    let mut all = vec![
        sample(NotationError::Empty),
        sample(NotationError::GiveWhat),
        sample(NotationError::RevealWhat),
        sample(NotationError::RevealTwice(tile)),
        sample(NotationError::NumberTooHigh),
        sample(NotationError::Squares),
        sample(NotationError::SquareCount(6)),
        sample(NotationError::SquareTwice(c1)),
        sample(NotationError::NotATetromino),
        sample(NotationError::Placement(
            crate::common::placement::NotationError::NoSquare(3, 4),
        )),
    ];
    all.extend(refusal_samples());
    all
}

/// Samples of Tetradominoes' refusals.
#[cfg(any(test, feature = "testing"))]
fn refusal_samples() -> Vec<(Phrase, String)> {
    use crate::common::board::Misfit;
    use crate::common::grid::Dir;
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    let (c1, tile) = (Cell::new(2, 0), Tile::new(3, 4));
    let p = Placement::new(c1, Dir::E, 4, 6);
    let four = [Cell::new(1, 1), Cell::new(1, 0), Cell::new(2, 0), Cell::new(3, 0)];
    let mut all = vec![
        sample(Refusal::DominoFirst),
        sample(Refusal::RevealFirst),
        sample(Refusal::TetrominoOrSkip),
        sample(Refusal::GiveOrKeep),
        sample(Refusal::NotHeld(tile)),
        sample(Refusal::FaceUp(tile)),
        sample(Refusal::SameTwice),
        sample(Refusal::Taken(c1, 5)),
        sample(Refusal::Grid(Misfit::Covered(c1, 5))),
        sample(Refusal::TouchesNothing(p)),
        sample(Refusal::NoMatch {
            domino: p,
            near: [vec![3, 5], vec![]],
            turned: None,
        }),
        sample(Refusal::NoMatch {
            domino: p,
            near: [vec![6], vec![4]],
            turned: Some(Placement::new(c1, Dir::E, 6, 4)),
        }),
        sample(Refusal::PiecePlayed {
            piece: Piece::L,
            free: vec![Piece::S, Piece::I],
        }),
        sample(Refusal::PiecePlayed {
            piece: Piece::O,
            free: vec![],
        }),
        sample(Refusal::WrongShape {
            piece: Piece::L,
            side: Side::Light,
            cells: four,
            shape_of: Piece::J,
        }),
        sample(Refusal::WrongShape {
            piece: Piece::J,
            side: Side::Dark,
            cells: four,
            shape_of: Piece::L,
        }),
        sample(Refusal::NotATetromino(four)),
        sample(Refusal::HangsOff(c1)),
        sample(Refusal::Covered(c1, Piece::T)),
        sample(Refusal::MissesDomino(p)),
        sample(Refusal::WrongNumber {
            cell: c1,
            number: 2,
            domino: p,
        }),
        sample(Refusal::WrongNumber {
            cell: c1,
            number: 2,
            domino: Placement::new(c1, Dir::E, 4, 4),
        }),
    ];
    for colour in [Colour::Light, Colour::Dark, Colour::Token(1)] {
        all.push(sample(Refusal::SameColour {
            cell: c1,
            piece: Piece::Z,
            colour,
        }));
    }
    all
}
