//! The droplet: 8x8 squares made of sixteen 2x2 tiles, with the four suit
//! pawns, the food coins and the Dominoids on it.
//!
//! Squares use the shared [`Cell`] with x = file (a = 0 .. h = 7, left to
//! right) and y = rank (1 = 0 .. 8 = 7, bottom to top), so a square typed as
//! `c3` always names the same place, and the picture labels its edges the
//! same way.

use crate::common::grid::{Cell, Dir};
use crate::common::tiles::Tile;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Squares per side.
pub const SIZE: i32 = 8;
/// Squares per side of one board tile.
pub const TILE: i32 = 2;

/// The four piecepack suits, in the piecepack's usual order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Suns,
    Moons,
    Crowns,
    Arms,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Suns, Suit::Moons, Suit::Crowns, Suit::Arms];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name as written in notation and text ("suns").
    pub fn word(self) -> &'static str {
        match self {
            Suit::Suns => "suns",
            Suit::Moons => "moons",
            Suit::Crowns => "crowns",
            Suit::Arms => "arms",
        }
    }

    /// The name with a capital, for sentences ("Suns").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Suns => "Suns",
            Suit::Moons => "Moons",
            Suit::Crowns => "Crowns",
            Suit::Arms => "Arms",
        }
    }

    /// Reads a suit word, singular or plural, any case.
    pub fn parse(word: &str) -> Option<Suit> {
        match word.to_ascii_lowercase().as_str() {
            // English, then Spanish and French, as each reader reads them.
            "sun" | "suns" | "sol" | "soles" | "soleil" | "soleils" => Some(Suit::Suns),
            "moon" | "moons" | "luna" | "lunas" | "lune" | "lunes" => Some(Suit::Moons),
            "crown" | "crowns" | "corona" | "coronas" | "couronne" | "couronnes" => Some(Suit::Crowns),
            "arm" | "arms" | "arma" | "armas" | "arme" | "armes" => Some(Suit::Arms),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a die face or a coin value is called: blank (0), ace (1), 2 .. 5.
pub fn face_name(face: u8) -> String {
    match face {
        0 => "blank".to_string(),
        1 => "ace".to_string(),
        n => n.to_string(),
    }
}

pub fn on_board(c: Cell) -> bool {
    (0..SIZE).contains(&c.x) && (0..SIZE).contains(&c.y)
}

/// `c3` for the cell x = 2, y = 2.
pub fn square(c: Cell) -> String {
    if !on_board(c) {
        return c.to_string();
    }
    format!("{}{}", (b'a' + c.x as u8) as char, c.y + 1)
}

/// Reads `c3` (any case) as a square on the board.
pub fn parse_square(token: &str) -> Option<Cell> {
    let mut chars = token.chars();
    let (file, rank) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let x = (file.to_ascii_lowercase() as i32) - ('a' as i32);
    let y = rank.to_digit(10)? as i32 - 1;
    let c = Cell::new(x, y);
    on_board(c).then_some(c)
}

/// A file letter for x (`a` .. `h`).
pub fn file_letter(x: i32) -> char {
    (b'a' + x.clamp(0, SIZE - 1) as u8) as char
}

/// One end of a Dominoid: its square and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct End {
    pub at: Cell,
    pub value: u8,
}

/// A domino on the board, on two orthogonally adjacent squares. Its ends are
/// kept in one order (lower number first; for a double, the lower square
/// first) so that equal placements compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dominoid {
    ends: [End; 2],
}

impl Dominoid {
    pub fn new(a: End, b: End) -> Dominoid {
        let swap = (b.value, b.at) < (a.value, a.at);
        Dominoid {
            ends: if swap { [b, a] } else { [a, b] },
        }
    }

    pub fn ends(&self) -> [End; 2] {
        self.ends
    }

    pub fn cells(&self) -> [Cell; 2] {
        [self.ends[0].at, self.ends[1].at]
    }

    pub fn tile(&self) -> Tile {
        Tile::new(self.ends[0].value, self.ends[1].value)
    }

    pub fn contains(&self, c: Cell) -> bool {
        self.ends.iter().any(|e| e.at == c)
    }

    pub fn end_at(&self, c: Cell) -> Option<End> {
        self.ends.iter().copied().find(|e| e.at == c)
    }

    /// The end that is not on `c` (for a cell of this Dominoid).
    pub fn other_end(&self, c: Cell) -> Option<End> {
        if self.ends[0].at == c {
            Some(self.ends[1])
        } else if self.ends[1].at == c {
            Some(self.ends[0])
        } else {
            None
        }
    }

    /// The smaller of its two squares, which names it where one square is
    /// enough (budding).
    pub fn first_cell(&self) -> Cell {
        self.ends[0].at.min(self.ends[1].at)
    }

    /// Both ends moved by `f`.
    pub fn mapped(&self, f: impl Fn(Cell) -> Cell) -> Dominoid {
        let [a, b] = self.ends;
        Dominoid::new(End { at: f(a.at), ..a }, End { at: f(b.at), ..b })
    }

    /// "2-3 on c3-d3", in the order the numbers lie.
    pub fn describe(&self) -> String {
        let [a, b] = self.ends;
        format!("{}-{} on {}-{}", a.value, b.value, square(a.at), square(b.at))
    }
}

/// A food coin lying on the board. Face down, its value is known to nobody:
/// views never show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coin {
    pub at: Cell,
    pub suit: Suit,
    pub value: u8,
    pub face_up: bool,
}

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Pawn(Suit),
    Coin(Suit),
    Dominoid(usize),
}

/// What stops a move, as a refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocker {
    Pawn(Suit, Cell),
    Coin(Suit, Cell),
    Dominoid(Tile, Cell),
    Nothing(Cell),
    Edge,
}

impl fmt::Display for Blocker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Blocker::Pawn(s, c) => write!(f, "the {s} pawn on {}", square(c)),
            Blocker::Coin(s, c) => write!(f, "the {s} coin on {}", square(c)),
            Blocker::Dominoid(t, c) => write!(f, "the {t} Dominoid on {}", square(c)),
            Blocker::Nothing(c) => write!(f, "nothing on {}", square(c)),
            Blocker::Edge => f.write_str("the edge of the board"),
        }
    }
}

/// A tile row (ranks 2r+1, 2r+2) or a tile column (files 2c, 2c+1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Line {
    Row(i32),
    Column(i32),
}

impl Line {
    pub fn contains(self, c: Cell) -> bool {
        match self {
            Line::Row(r) => c.y.div_euclid(TILE) == r,
            Line::Column(k) => c.x.div_euclid(TILE) == k,
        }
    }

    /// `ranks 3-4` or `files c-d`.
    pub fn name(self) -> String {
        match self {
            Line::Row(r) => format!("ranks {}-{}", TILE * r + 1, TILE * r + 2),
            Line::Column(k) => format!("files {}-{}", file_letter(TILE * k), file_letter(TILE * k + 1)),
        }
    }
}

/// Everything on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// The square of each suit's pawn, by [`Suit::index`].
    pub pawns: [Cell; 4],
    pub coins: Vec<Coin>,
    pub dominoids: Vec<Dominoid>,
}

impl Board {
    pub fn pawn(&self, suit: Suit) -> Cell {
        self.pawns[suit.index()]
    }

    pub fn at(&self, c: Cell) -> Option<Occupant> {
        if let Some(s) = Suit::ALL.into_iter().find(|s| self.pawn(*s) == c) {
            return Some(Occupant::Pawn(s));
        }
        if let Some(coin) = self.coins.iter().find(|k| k.at == c) {
            return Some(Occupant::Coin(coin.suit));
        }
        self.dominoid_index(c).map(Occupant::Dominoid)
    }

    /// Whether `c` is a square of the board with nothing on it.
    pub fn is_open(&self, c: Cell) -> bool {
        on_board(c) && self.at(c).is_none()
    }

    pub fn dominoid_index(&self, c: Cell) -> Option<usize> {
        self.dominoids.iter().position(|d| d.contains(c))
    }

    pub fn dominoid_at(&self, c: Cell) -> Option<&Dominoid> {
        self.dominoids.iter().find(|d| d.contains(c))
    }

    pub fn coin_at(&self, c: Cell) -> Option<&Coin> {
        self.coins.iter().find(|k| k.at == c)
    }

    /// What blocks `c`, for refusals.
    pub fn blocker(&self, c: Cell) -> Blocker {
        match self.at(c) {
            Some(Occupant::Pawn(s)) => Blocker::Pawn(s, c),
            Some(Occupant::Coin(s)) => Blocker::Coin(s, c),
            Some(Occupant::Dominoid(i)) => Blocker::Dominoid(self.dominoids[i].tile(), c),
            None if on_board(c) => Blocker::Nothing(c),
            None => Blocker::Edge,
        }
    }

    /// Open squares next to `c`, in a fixed order.
    pub fn open_neighbours(&self, c: Cell) -> Vec<Cell> {
        let mut out: Vec<Cell> = Dir::ALL
            .iter()
            .map(|&d| c.step(d))
            .filter(|&n| self.is_open(n))
            .collect();
        out.sort();
        out
    }

    /// The tile row and tile column holding `c`.
    pub fn lines_of(c: Cell) -> (Line, Line) {
        (Line::Row(c.y.div_euclid(TILE)), Line::Column(c.x.div_euclid(TILE)))
    }
}

/// Where figure 1 puts things (see RULINGS): the pawns' squares, and beside
/// each the square of its suit's first coin.
pub const PAWN_SQUARES: [(i32, i32); 4] = [(1, 2), (2, 6), (6, 5), (5, 1)];
pub const FIRST_COIN_SQUARES: [(i32, i32); 4] = [(0, 2), (2, 7), (7, 5), (5, 0)];
/// The four starting Dominoids' square pairs: c3-d3, c6-c5, f6-e6, f3-f4.
pub const START_DOMINOIDS: [[(i32, i32); 2]; 4] =
    [[(2, 2), (3, 2)], [(2, 5), (2, 4)], [(5, 5), (4, 5)], [(5, 2), (5, 3)]];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_back_and_stay_on_the_board() {
        for x in 0..SIZE {
            for y in 0..SIZE {
                let c = Cell::new(x, y);
                assert_eq!(parse_square(&square(c)), Some(c));
                assert_eq!(parse_square(&square(c).to_uppercase()), Some(c));
            }
        }
        assert_eq!(square(Cell::new(2, 2)), "c3");
        assert_eq!(parse_square("a1"), Some(Cell::new(0, 0)));
        assert_eq!(parse_square("h8"), Some(Cell::new(7, 7)));
        for bad in ["i1", "a9", "a0", "", "c", "c33", "33"] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn figure_1_layout_keeps_every_starting_dominoid_inside_one_tile() {
        for pair in START_DOMINOIDS {
            let [a, b] = pair.map(|(x, y)| Cell::new(x, y));
            assert!(a.is_adjacent(b));
            assert_eq!(Board::lines_of(a), Board::lines_of(b));
        }
        for (p, c) in PAWN_SQUARES.iter().zip(FIRST_COIN_SQUARES) {
            assert!(Cell::new(p.0, p.1).is_adjacent(Cell::new(c.0, c.1)));
        }
    }

    #[test]
    fn dominoids_compare_equal_however_their_ends_are_given() {
        let a = End {
            at: Cell::new(2, 2),
            value: 3,
        };
        let b = End {
            at: Cell::new(3, 2),
            value: 2,
        };
        assert_eq!(Dominoid::new(a, b), Dominoid::new(b, a));
        assert_eq!(Dominoid::new(a, b).ends()[0].value, 2);
        assert_eq!(Line::Row(1).name(), "ranks 3-4");
        assert_eq!(Line::Column(1).name(), "files c-d");
    }
}
