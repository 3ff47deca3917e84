//! Actions and their one canonical text form.
//!
//! - a domino: `A-B X,Y D`, as on every open-grid game (`4-6 2,0 N`);
//! - a tetromino: the piece letter and its four squares in reading order,
//!   top row first, then left to right (`J 1,1 1,0 2,0 3,0`). The letter may
//!   be left out: with your side up, four squares name exactly one piece;
//! - `skip`: no tetromino this turn;
//! - `reveal 1-2 3-4`: when stuck, the two hidden dominoes to show;
//! - `give 3-4` or `keep`: the partner gift of four-player games.

use super::pieces::{Piece, Side, piece_for, reading_order};
use super::{Phase, Tetradominoes};
use crate::Seat;
use crate::common::grid::Cell;
use crate::common::placement::{self, Placement};
use crate::common::tiles::Tile;
use crate::event::{listed, shown};
use crate::phrase::Joiner;
use crate::said;

/// The highest number of the double-six set.
pub const MAX_NUMBER: u8 = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Domino(Placement),
    /// Two different hidden dominoes, lower first.
    Reveal([Tile; 2]),
    /// A piece on four squares in reading order.
    Tetromino(Piece, [Cell; 4]),
    Skip,
    Give(Tile),
    Keep,
}

impl Action {
    /// Builds a tetromino action with its squares in canonical order.
    pub fn tetromino(piece: Piece, cells: [Cell; 4]) -> Action {
        Action::Tetromino(piece, reading_order(cells))
    }

    /// Builds a reveal with its dominoes in canonical order.
    pub fn reveal(a: Tile, b: Tile) -> Action {
        Action::Reveal([a.min(b), a.max(b)])
    }

    pub fn notation(&self) -> String {
        match self {
            Action::Domino(p) => p.notation(),
            Action::Reveal([a, b]) => format!("reveal {a} {b}"),
            Action::Tetromino(piece, cells) => {
                let squares: Vec<String> = cells.iter().map(ToString::to_string).collect();
                format!("{} {}", piece.letter(), squares.join(" "))
            }
            Action::Skip => "skip".to_string(),
            Action::Give(t) => format!("give {t}"),
            Action::Keep => "keep".to_string(),
        }
    }
}

impl Tetradominoes {
    /// Reads `text` as an action of `seat` (whose side names a piece given
    /// by its squares alone).
    pub(super) fn read(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let side = if seat < self.seat_count() {
            self.side_of(seat)
        } else {
            Side::Light
        };
        parse(text, side, self.board.is_empty())
    }

    /// What `action` does, in words, for the list of choices.
    pub(super) fn describe_action(&self, action: &Action) -> crate::Line {
        match action {
            Action::Domino(p) => p.describe(),
            Action::Reveal([a, b]) => said!(
                "action-tetra-reveal",
                "show ", shown(a) => a, " and ", shown(b) => b, " to everyone, then draw a domino"
            ),
            Action::Tetromino(piece, cells) => {
                let numbers = cells.iter().filter_map(|c| self.board.number_at(*c)).map(shown);
                let numbers = listed(numbers, Joiner::Commas);
                match self.phase {
                    Phase::Tetromino { seat, .. } => said!(
                        "action-tetra-piece-side",
                        "the ", shown(piece.letter()) => piece, " piece (",
                        shown(self.side_of(seat).name()) => side, " side) on ", numbers => numbers
                    ),
                    _ => {
                        said!("action-tetra-piece", "the ", shown(piece.letter()) => piece, " piece on ", numbers => numbers)
                    }
                }
            }
            Action::Skip => said!("action-tetra-skip", "no tetromino this turn"),
            Action::Give(t) => said!("action-tetra-give", "give ", shown(t) => tile, " to your partner"),
            Action::Keep => said!("action-tetra-keep", "give your partner nothing"),
        }
    }
}

const EXAMPLES: &str =
    "a domino (`4-6 2,0 N`), a tetromino (`J 1,1 1,0 2,0 3,0`), `skip`, `reveal 1-2 3-4`, `give 3-4` or `keep`";

/// How to write a tetromino, for the refusals that need an example.
const TETROMINO: &str = "write the piece and its four squares, e.g. `J 1,1 1,0 2,0 3,0`";

/// Why a text does not read as a Tetradominoes action; the text is the
/// player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("write an action: {EXAMPLES}")]
    Empty,
    #[error("write the domino you give, e.g. `give 3-4`, or `keep`")]
    GiveWhat,
    #[error("write the two hidden dominoes you reveal, e.g. `reveal 1-2 3-4`")]
    RevealWhat,
    #[error("reveal two different dominoes, not {0} twice")]
    RevealTwice(Tile),
    #[error("domino numbers go from 0 to {MAX_NUMBER}")]
    NumberTooHigh,
    #[error("I could not read the squares: {TETROMINO}")]
    Squares,
    /// How many numbers were read instead of eight.
    #[error("a tetromino needs four squares (eight numbers), I read {0}: {TETROMINO}")]
    SquareCount(usize),
    #[error("{0} is written twice: name four different squares")]
    SquareTwice(Cell),
    #[error("those four squares do not form a tetromino (four squares joined edge to edge)")]
    NotATetromino,
    #[error(transparent)]
    Placement(#[from] placement::NotationError),
}

/// Reads an action leniently. `side` is the side the player's pieces show
/// (it names the piece when only squares are given); `first_move` lets a
/// bare tile mean the first domino on 0,0.
pub fn parse(text: &str, side: Side, first_move: bool) -> Result<Action, NotationError> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    let first = words.first().copied().unwrap_or("");
    // Words hold ASCII only, so the end of the first one is a char boundary.
    let after = &lower[lower.find(first).map_or(0, |i| i + first.len())..];
    match first {
        "" => Err(NotationError::Empty),
        "skip" | "pass" | "none" | "no" | "nothing" if words.len() == 1 => Ok(Action::Skip),
        "keep" | "k" if words.len() == 1 => Ok(Action::Keep),
        "give" | "gift" => {
            let [a, b] = digits(after)[..] else {
                return Err(NotationError::GiveWhat);
            };
            Ok(Action::Give(tile(a, b)?))
        }
        "reveal" | "show" => {
            let [a, b, c, d] = digits(after)[..] else {
                return Err(NotationError::RevealWhat);
            };
            let (x, y) = (tile(a, b)?, tile(c, d)?);
            if x == y {
                return Err(NotationError::RevealTwice(x));
            }
            Ok(Action::reveal(x, y))
        }
        _ => {
            if let Some((piece, rest)) = piece_letter(&lower) {
                return tetromino(piece, rest, side);
            }
            let ints = integers(&lower);
            if ints.as_ref().is_some_and(|v| v.len() == 8) {
                return tetromino(None, &lower, side);
            }
            let p = Placement::parse(text, first_move)?;
            if p.a > MAX_NUMBER || p.b > MAX_NUMBER {
                return Err(NotationError::NumberTooHigh);
            }
            Ok(Action::Domino(p))
        }
    }
}

/// A leading piece letter (`L 0,0 ...`, `t1,1 ...`, `piece T ...`) and the rest.
fn piece_letter(text: &str) -> Option<(Option<Piece>, &str)> {
    let text = text.strip_prefix("piece").unwrap_or(text).trim_start();
    let mut chars = text.chars();
    let c = chars.next()?;
    let next = chars.next();
    if next.is_some_and(|n| n.is_ascii_alphabetic()) {
        return None;
    }
    let piece = Piece::from_letter(c)?;
    Some((Some(piece), &text[c.len_utf8()..]))
}

fn tetromino(piece: Option<Piece>, rest: &str, side: Side) -> Result<Action, NotationError> {
    let ints = integers(rest).ok_or(NotationError::Squares)?;
    let [x1, y1, x2, y2, x3, y3, x4, y4] = ints[..] else {
        return Err(NotationError::SquareCount(ints.len()));
    };
    let cells = [
        Cell::new(x1, y1),
        Cell::new(x2, y2),
        Cell::new(x3, y3),
        Cell::new(x4, y4),
    ];
    for (i, c) in cells.iter().enumerate() {
        if cells[..i].contains(c) {
            return Err(NotationError::SquareTwice(*c));
        }
    }
    let piece = match piece {
        Some(p) => p,
        None => piece_for(&cells, side).ok_or(NotationError::NotATetromino)?,
    };
    Ok(Action::tetromino(piece, cells))
}

/// The signed whole numbers in `text`, or `None` if a word is not one.
fn integers(text: &str) -> Option<Vec<i32>> {
    text.split(|c: char| c == ',' || c.is_whitespace() || matches!(c, '(' | ')' | '[' | ']' | ';' | '`'))
        .filter(|w| !w.is_empty() && !matches!(*w, "at" | "on"))
        .map(|w| w.parse::<i32>().ok())
        .collect()
}

/// The single digits in `text`: `3-4`, `34` and `3 4` all read as [3, 4].
fn digits(text: &str) -> Vec<u8> {
    text.chars().filter_map(|c| c.to_digit(10)).map(|d| d as u8).collect()
}

fn tile(a: u8, b: u8) -> Result<Tile, NotationError> {
    if a > MAX_NUMBER || b > MAX_NUMBER {
        return Err(NotationError::NumberTooHigh);
    }
    Ok(Tile::new(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::grid::Dir;

    fn c(x: i32, y: i32) -> Cell {
        Cell::new(x, y)
    }

    #[test]
    fn every_kind_of_action_round_trips() {
        let actions = [
            Action::Domino(Placement::new(c(2, 0), Dir::N, 6, 4)),
            Action::reveal(Tile::new(3, 4), Tile::new(1, 2)),
            Action::tetromino(Piece::J, [c(1, 0), c(1, 1), c(2, 0), c(3, 0)]),
            Action::tetromino(Piece::T, [c(-1, -1), c(0, -1), c(1, -1), c(0, 0)]),
            Action::Skip,
            Action::Give(Tile::new(4, 3)),
            Action::Keep,
        ];
        for a in actions {
            assert_eq!(parse(&a.notation(), Side::Light, false), Ok(a), "{}", a.notation());
        }
        assert_eq!(actions[1].notation(), "reveal 1-2 3-4");
        assert_eq!(actions[2].notation(), "J 1,1 1,0 2,0 3,0");
        assert_eq!(actions[3].notation(), "T 0,0 -1,-1 0,-1 1,-1");
    }

    #[test]
    fn the_parser_forgives_order_case_and_separators() {
        let want = Action::tetromino(Piece::J, [c(1, 1), c(1, 0), c(2, 0), c(3, 0)]);
        for text in [
            "J 1,1 1,0 2,0 3,0",
            "j 3,0 2,0 1,0 1,1",
            "J (1,1) (1,0) (2,0) (3,0)",
            "j1,1 1,0 2,0 3,0",
            "1,1 1,0 2,0 3,0",
            "piece J at 1 1 1 0 2 0 3 0",
        ] {
            assert_eq!(parse(text, Side::Light, false), Ok(want), "{text}");
        }
        // With the dark side up, the same squares are the L piece.
        assert_eq!(
            parse("1,1 1,0 2,0 3,0", Side::Dark, false),
            Ok(Action::tetromino(Piece::L, [c(1, 1), c(1, 0), c(2, 0), c(3, 0)]))
        );
        assert_eq!(parse("SKIP", Side::Light, false), Ok(Action::Skip));
        assert_eq!(parse("pass", Side::Light, false), Ok(Action::Skip));
        assert_eq!(parse("Give 43", Side::Light, false), Ok(Action::Give(Tile::new(3, 4))));
        assert_eq!(
            parse("reveal 34, 2/1", Side::Light, false),
            Ok(Action::reveal(Tile::new(1, 2), Tile::new(3, 4)))
        );
        assert_eq!(
            parse("6-4 2,1 S", Side::Light, false),
            Ok(Action::Domino(Placement::new(c(2, 0), Dir::N, 4, 6)))
        );
        // A piece letter never swallows a direction at the end of a domino.
        assert_eq!(
            parse("3-6 0,1 S", Side::Light, false),
            Ok(Action::Domino(Placement::new(c(0, 0), Dir::N, 6, 3)))
        );
    }

    #[test]
    fn the_parser_says_what_is_wrong() {
        use NotationError::*;
        let err = |t: &str| parse(t, Side::Light, false).unwrap_err();
        assert_eq!(err(""), Empty);
        assert_eq!(err("T 1,1 2,1 3,1"), SquareCount(6));
        assert_eq!(err("T 1,1 1,1 2,1 3,1"), SquareTwice(c(1, 1)));
        assert_eq!(err("0,0 1,0 3,0 4,0"), NotATetromino);
        assert_eq!(err("give"), GiveWhat);
        assert_eq!(err("give 7-7"), NumberTooHigh);
        assert_eq!(err("reveal 1-2"), RevealWhat);
        assert_eq!(err("reveal 1-2 2-1"), RevealTwice(Tile::new(1, 2)));
        assert_eq!(err("7-7 0,0 E"), NumberTooHigh);
        assert_eq!(
            err("hello"),
            Placement(placement::NotationError::NoTile("hello".into()))
        );
        // The player reads what to write.
        assert!(
            err("")
                .to_string()
                .starts_with("write an action: a domino (`4-6 2,0 N`)")
        );
        assert_eq!(
            err("T 1,1 2,1 3,1").to_string(),
            "a tetromino needs four squares (eight numbers), I read 6: write the piece and its four squares, e.g. `J 1,1 1,0 2,0 3,0`"
        );
    }
}
