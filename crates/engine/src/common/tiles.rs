//! Domino tiles, the standard sets and the binary ring symbols.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One domino, identified by its two numbers (low first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile {
    pub lo: u8,
    pub hi: u8,
}

impl Tile {
    pub fn new(a: u8, b: u8) -> Tile {
        Tile {
            lo: a.min(b),
            hi: a.max(b),
        }
    }

    /// This tile's bit in a set of tiles kept as a `u64` (numbers 0-7 give
    /// 36 of the 64 bits): for what the public history rules out.
    pub fn bit(self) -> u64 {
        1 << (self.lo * 8 + self.hi)
    }

    pub fn is_double(self) -> bool {
        self.lo == self.hi
    }

    pub fn has(self, n: u8) -> bool {
        self.lo == n || self.hi == n
    }

    pub fn pips(self) -> u32 {
        u32::from(self.lo) + u32::from(self.hi)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.lo, self.hi)
    }
}

/// Every tile from 0-0 to max-max, each once.
pub fn double_set(max: u8) -> Vec<Tile> {
    (0..=max)
        .flat_map(|lo| (lo..=max).map(move |hi| Tile { lo, hi }))
        .collect()
}

/// The 28 tiles 0-0 .. 6-6.
pub fn double_six() -> Vec<Tile> {
    double_set(6)
}

/// The 36 tiles 0-0 .. 7-7 of the binary-coded set.
pub fn double_seven() -> Vec<Tile> {
    double_set(7)
}

/// The three rings of the binary-coded set. A number 0-7 shows the rings
/// whose values add up to it: 7 shows all three, 0 shows none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ring {
    /// The central pip, worth 1.
    Pip,
    /// The small circle, worth 2.
    Small,
    /// The big circle, worth 4.
    Big,
}

impl Ring {
    pub const ALL: [Ring; 3] = [Ring::Pip, Ring::Small, Ring::Big];

    pub fn value(self) -> u8 {
        match self {
            Ring::Pip => 1,
            Ring::Small => 2,
            Ring::Big => 4,
        }
    }

    /// Whether the symbol for `n` shows this ring.
    pub fn in_number(self, n: u8) -> bool {
        n & self.value() != 0
    }

    pub fn name(self) -> &'static str {
        match self {
            Ring::Pip => "dot",
            Ring::Small => "small circle",
            Ring::Big => "big circle",
        }
    }
}

/// The rings a number shows.
pub fn rings_of(n: u8) -> impl Iterator<Item = Ring> {
    Ring::ALL.into_iter().filter(move |r| r.in_number(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_have_the_right_sizes() {
        assert_eq!(double_six().len(), 28);
        assert_eq!(double_seven().len(), 36);
        let mut s = double_seven();
        s.dedup();
        assert_eq!(s.len(), 36);
    }

    #[test]
    fn each_ring_shows_on_36_half_squares_of_the_double_seven_set() {
        // The seed notes that each symbol is present exactly 36 times.
        for ring in Ring::ALL {
            let count: usize = double_seven()
                .iter()
                .map(|t| usize::from(ring.in_number(t.lo)) + usize::from(ring.in_number(t.hi)))
                .sum();
            assert_eq!(count, 36, "{ring:?}");
        }
    }

    #[test]
    fn seven_shows_all_three_rings_and_zero_none() {
        assert_eq!(rings_of(7).count(), 3);
        assert_eq!(rings_of(0).count(), 0);
        assert_eq!(rings_of(6).collect::<Vec<_>>(), vec![Ring::Small, Ring::Big]);
    }
}
