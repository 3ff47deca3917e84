//! One tile laid flat on two adjacent cells: the action of every game played
//! on the open grid (Dominimum, Dominomega, ...), with its notation.
//!
//! Canonical notation: `A-B X,Y D`: number A on cell X,Y and number B on the
//! neighbouring cell in direction D, where D is `E` (B to the right) or `N`
//! (B above). The same tile written from its other end (`B-A X+1,Y W`) names
//! the same placement and is normalised to the canonical form.

use super::grid::{Cell, Dir};
use super::tiles::Tile;
use serde::{Deserialize, Serialize};

/// The largest coordinate a player may type (no layout comes near it).
pub const MAX_COORDINATE: i32 = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// The cell holding `a`.
    pub at: Cell,
    /// Always `E` or `N`.
    pub dir: Dir,
    pub a: u8,
    pub b: u8,
}

impl Placement {
    /// Number `a` on `at`, number `b` on the next cell in `dir`; normalised.
    pub fn new(at: Cell, dir: Dir, a: u8, b: u8) -> Placement {
        match dir {
            Dir::E | Dir::N => Placement { at, dir, a, b },
            Dir::W | Dir::S => Placement {
                at: at.step(dir),
                dir: dir.opposite(),
                a: b,
                b: a,
            },
        }
    }

    pub fn second(&self) -> Cell {
        self.at.step(self.dir)
    }

    pub fn cells(&self) -> [(Cell, u8); 2] {
        [(self.at, self.a), (self.second(), self.b)]
    }

    /// The two cells, the half with the lower number first: the move
    /// picker names a tile lower number first and marks a place on that
    /// half, so 5-7 and 7-5 on the same two cells get marks of their own.
    pub fn marked_cells(&self) -> Vec<Cell> {
        self.marked().iter().map(|&(c, _)| c).collect()
    }

    /// The numbers on [`Placement::marked_cells`], in their order.
    pub fn marked_numbers(&self) -> Vec<u8> {
        self.marked().iter().map(|&(_, n)| n).collect()
    }

    /// The two halves, the one with the lower number first.
    fn marked(&self) -> [(Cell, u8); 2] {
        let [first, second] = self.cells();
        if self.a <= self.b {
            [first, second]
        } else {
            [second, first]
        }
    }

    pub fn tile(&self) -> Tile {
        Tile::new(self.a, self.b)
    }

    pub fn is_horizontal(&self) -> bool {
        self.dir == Dir::E
    }

    pub fn notation(&self) -> String {
        format!("{}-{} {} {}", self.a, self.b, self.at, self.dir.letter())
    }

    /// "3 on 0,0, 6 on 1,0 (lying across)": what placing it does, the
    /// same sentence as the event line of a placement.
    pub fn describe(&self) -> crate::Line {
        super::said::placement(self)
    }

    /// "3 on 0,0, 6 on 1,0": where each number goes, for games in which
    /// every tile lies the same way.
    pub fn describe_cells(&self) -> crate::Line {
        super::said::cells(self)
    }

    /// Reads a placement leniently: `3-6 0,0 E`, `36 0 0 e`, `3/6 at (0,0) right`,
    /// `6-3 1,0 W` or `3-6 0,0 1,0` (two cells). With `first_move` a bare
    /// tile (`3-6`) means `3-6 0,0 E`, since the first tile covers 0,0.
    pub fn parse(text: &str, first_move: bool) -> Result<Placement, NotationError> {
        let cleaned: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '(' | ')' | '[' | ']' | '@' | ';' | '`' => ' ',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        let cleaned = cleaned.trim_start_matches(|c: char| c.is_alphabetic() || c == ' ');
        let (a, b, rest) = parse_tile(cleaned).ok_or_else(|| NotationError::NoTile(echo(text)))?;
        let mut ints = Vec::new();
        let mut dir = None;
        for token in rest
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            if let Ok(n) = token.parse::<i32>() {
                // Far-off squares are never legal, and stepping from the
                // edge of the integers would overflow.
                if n.unsigned_abs() > MAX_COORDINATE.unsigned_abs() {
                    return Err(NotationError::FarAway(n));
                }
                ints.push(n);
            } else if let Some(d) = Dir::parse(token) {
                if dir.replace(d).is_some() {
                    return Err(NotationError::TwoDirections(echo(text)));
                }
            } else if !matches!(token, "at" | "on" | "to" | "from" | "with" | "going" | "then") {
                return Err(NotationError::UnknownWord(echo(token)));
            }
        }
        let (at, dir) = match (ints.as_slice(), dir) {
            ([], None) if first_move => (Cell::ORIGIN, Dir::E),
            ([], _) => {
                return Err(NotationError::NoSquare(a, b));
            }
            (&[x, y], Some(d)) => (Cell::new(x, y), d),
            (&[_, _], None) => {
                return Err(NotationError::NoDirection { a, b, at: echo(rest) });
            }
            (&[x1, y1, x2, y2], None) => {
                let (c1, c2) = (Cell::new(x1, y1), Cell::new(x2, y2));
                let d = c1.dir_to(c2).ok_or(NotationError::NotSideBySide(c1, c2))?;
                (c1, d)
            }
            _ => {
                return Err(NotationError::BadCells(echo(text)));
            }
        };
        Ok(Placement::new(at, dir, a, b))
    }
}

/// How to write a placement, for the refusals that need an example.
const EXAMPLE: &str = "write the tile, the cell for its first number and where the second goes, e.g. `3-6 0,0 E` (E = right, N = up, W = left, S = down)";

/// Why a text does not read as a placement; the text is the player's
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("it names no tile; {EXAMPLE}")]
    NoTile(String),
    #[error("{0} is far outside the table: squares are numbered from the first tile at 0,0")]
    FarAway(i32),
    #[error("two directions in `{0}`: {EXAMPLE}")]
    TwoDirections(String),
    #[error("I don't understand `{0}`: {EXAMPLE}")]
    UnknownWord(String),
    #[error("where should {0}-{1} go? {EXAMPLE}")]
    NoSquare(u8, u8),
    #[error("which way does the {b} half point? Add N, E, S or W, e.g. `{a}-{b} {at} E`")]
    NoDirection { a: u8, b: u8, at: String },
    #[error("{0} and {1} are not side by side, so one tile cannot cover both")]
    NotSideBySide(Cell, Cell),
    #[error("I could not read the cells in `{0}`: {EXAMPLE}")]
    BadCells(String),
}

/// At most this many characters of what a player typed are echoed back.
pub const ECHO: usize = 40;

/// What the player typed, trimmed and cut to [`ECHO`] characters, for
/// quoting in a refusal (a long paste must not make a reply overflow).
pub fn echo(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= ECHO {
        return text.to_string();
    }
    let mut out: String = text.chars().take(ECHO - 1).collect();
    out.push('…');
    out
}

/// Reads `3-6`, `3 6`, `36`, `3/6`, `3:6` or `3x6` at the start of `s`.
fn parse_tile(s: &str) -> Option<(u8, u8, &str)> {
    let mut chars = s.char_indices();
    let (_, c1) = chars.next()?;
    let a = c1.to_digit(10)? as u8;
    let mut rest = &s[c1.len_utf8()..];
    let trimmed = rest.trim_start();
    let trimmed = trimmed
        .strip_prefix(['-', '/', ':', 'x', '|', '*'])
        .unwrap_or(trimmed)
        .trim_start();
    let c2 = trimmed.chars().next()?;
    let b = c2.to_digit(10)? as u8;
    rest = &trimmed[c2.len_utf8()..];
    // "36" must not be the start of a longer number such as "361".
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some((a, b, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: i32, y: i32, d: Dir, a: u8, b: u8) -> Placement {
        Placement::new(Cell::new(x, y), d, a, b)
    }

    #[test]
    fn the_same_placement_from_either_end_is_one_action() {
        assert_eq!(p(0, 0, Dir::E, 3, 6), p(1, 0, Dir::W, 6, 3));
        assert_eq!(p(2, -1, Dir::N, 1, 4), p(2, 0, Dir::S, 4, 1));
        assert_eq!(p(1, 0, Dir::W, 6, 3).notation(), "3-6 0,0 E");
    }

    #[test]
    fn parser_forgives_case_spaces_and_separators() {
        let want = p(0, 0, Dir::E, 3, 6);
        for text in [
            "3-6 0,0 E",
            "36 0 0 e",
            "3/6 at (0,0) right",
            "  3 - 6   0 , 0   east ",
            "6-3 1,0 W",
            "3-6 0,0 1,0",
            "play 3:6 @ 0,0 r",
        ] {
            assert_eq!(Placement::parse(text, false), Ok(want), "{text}");
        }
        assert_eq!(Placement::parse("2-5 -3,-1 S", false), Ok(p(-3, -2, Dir::N, 5, 2)));
        assert_eq!(Placement::parse("3-6", true), Ok(want));
    }

    #[test]
    fn parser_explains_what_is_wrong() {
        use NotationError::*;
        let err = |t: &str| Placement::parse(t, false).unwrap_err();
        assert_eq!(err(""), NoTile(String::new()));
        assert_eq!(err("3-6"), NoSquare(3, 6));
        assert_eq!(
            err("3-6 0,0"),
            NoDirection {
                a: 3,
                b: 6,
                at: "0,0".into()
            }
        );
        assert_eq!(err("3-6 0,0 2,2"), NotSideBySide(Cell::new(0, 0), Cell::new(2, 2)));
        assert_eq!(err("3-6 0,0 sideways"), UnknownWord("sideways".into()));
        assert_eq!(err("3-6 0,0 n e"), TwoDirections("3-6 0,0 n e".into()));
        assert_eq!(err("3-6 2147483647,0 E"), FarAway(2147483647));
        assert_eq!(err("3-6 0,-2147483648 N"), FarAway(-2147483648));
        // The player reads what to do, and a long paste is cut short.
        assert!(
            err("3-6")
                .to_string()
                .starts_with("where should 3-6 go? write the tile")
        );
        let pasted = format!("3-6 0,0 {}", "x".repeat(1000));
        assert!(err(&pasted).to_string().len() < 300, "{}", err(&pasted));
    }

    #[test]
    fn notation_round_trips() {
        for d in Dir::ALL {
            let pl = p(-4, 7, d, 2, 5);
            assert_eq!(Placement::parse(&pl.notation(), false), Ok(pl));
        }
    }
}
