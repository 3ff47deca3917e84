//! An unbounded square grid with stable coordinates.
//!
//! Cells are named by signed integers `x,y`: x grows to the right (east),
//! y grows upwards (north). The first tile of a game always covers `0,0`, so
//! a coordinate typed on Monday names the same square on Friday, however the
//! layout grows; the pictures label their axes with the same numbers.

use serde::{Deserialize, Serialize};
// Cells and placements hash with Fx: the search hashes them millions of times
// and no key comes from a user (std's SipHash defends against that).
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub x: i32,
    pub y: i32,
}

impl Cell {
    pub const ORIGIN: Cell = Cell { x: 0, y: 0 };

    pub fn new(x: i32, y: i32) -> Cell {
        Cell { x, y }
    }

    pub fn step(self, dir: Dir) -> Cell {
        let (dx, dy) = dir.offset();
        Cell {
            x: self.x + dx,
            y: self.y + dy,
        }
    }

    /// The four cells sharing an edge with this one.
    pub fn neighbours(self) -> [Cell; 4] {
        Dir::ALL.map(|d| self.step(d))
    }

    pub fn is_adjacent(self, other: Cell) -> bool {
        (self.x - other.x).abs() + (self.y - other.y).abs() == 1
    }

    /// The direction from `self` to an adjacent `other`.
    pub fn dir_to(self, other: Cell) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.step(d) == other)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn offset(self) -> (i32, i32) {
        match self {
            Dir::N => (0, 1),
            Dir::E => (1, 0),
            Dir::S => (0, -1),
            Dir::W => (-1, 0),
        }
    }

    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    /// How a player might say it: compass letters and words, or screen
    /// directions (up, down, left, right), in English, Spanish or French
    /// (the bot's languages: a move parses whatever language its player
    /// writes in).
    pub fn parse(word: &str) -> Option<Dir> {
        match word.to_lowercase().as_str() {
            "n" | "north" | "u" | "up" | "above" | "norte" | "arriba" | "nord" | "haut" => Some(Dir::N),
            "e" | "east" | "r" | "right" | "este" | "derecha" | "est" | "droite" => Some(Dir::E),
            "s" | "south" | "d" | "down" | "below" | "sur" | "abajo" | "sud" | "bas" => Some(Dir::S),
            "w" | "west" | "l" | "left" | "oeste" | "izquierda" | "ouest" | "gauche" => Some(Dir::W),
            _ => None,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Dir::N => "above it",
            Dir::E => "to its right",
            Dir::S => "below it",
            Dir::W => "to its left",
        }
    }
}

/// The orthogonally connected groups among `cells` (each cell in exactly
/// one group). Two cells join when they share an edge.
pub fn connected_groups<S: std::hash::BuildHasher>(cells: &std::collections::HashSet<Cell, S>) -> Vec<Vec<Cell>> {
    let mut seen: HashSet<Cell> = HashSet::with_capacity_and_hasher(cells.len(), Default::default());
    let mut groups = Vec::new();
    let mut sorted: Vec<Cell> = cells.iter().copied().collect();
    sorted.sort();
    for start in sorted {
        if !seen.insert(start) {
            continue;
        }
        let mut group = vec![start];
        let mut i = 0;
        while i < group.len() {
            for n in group[i].neighbours() {
                if cells.contains(&n) && seen.insert(n) {
                    group.push(n);
                }
            }
            i += 1;
        }
        groups.push(group);
    }
    groups
}

/// Whether `cells` form one orthogonally connected group (true when empty).
/// A flood fill over the slice itself: for the few dozen cells of a puzzle
/// it is much faster than building a set, which matters inside a solver.
pub fn is_connected(cells: &[Cell]) -> bool {
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut reached = vec![false; cells.len()];
    reached[0] = true;
    let mut stack = vec![first];
    let mut count = 1;
    while let Some(c) = stack.pop() {
        for (i, other) in cells.iter().enumerate() {
            if !reached[i] && c.is_adjacent(*other) {
                reached[i] = true;
                count += 1;
                stack.push(*other);
            }
        }
    }
    count == cells.len()
}

/// Sizes of the connected groups of the cells of `map` that satisfy `pred`.
pub fn group_sizes<T>(map: &HashMap<Cell, T>, pred: impl Fn(&T) -> bool) -> Vec<usize> {
    let cells: HashSet<Cell> = map.iter().filter(|(_, v)| pred(v)).map(|(c, _)| *c).collect();
    connected_groups(&cells).iter().map(Vec::len).collect()
}

/// The smallest box holding every cell: (min x, min y, max x, max y).
pub fn bounds(cells: impl IntoIterator<Item = Cell>) -> Option<(i32, i32, i32, i32)> {
    cells.into_iter().fold(None, |acc, c| {
        Some(match acc {
            None => (c.x, c.y, c.x, c.y),
            Some((x0, y0, x1, y1)) => (x0.min(c.x), y0.min(c.y), x1.max(c.x), y1.max(c.y)),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 55: directions read in every language the bot speaks.
    #[test]
    fn directions_are_read_in_spanish_and_french_too() {
        let words = [
            (Dir::N, ["norte", "Arriba", "nord", "haut"]),
            (Dir::E, ["este", "derecha", "est", "Droite"]),
            (Dir::S, ["sur", "abajo", "sud", "bas"]),
            (Dir::W, ["oeste", "izquierda", "ouest", "gauche"]),
        ];
        for (dir, said) in words {
            for w in said {
                assert_eq!(Dir::parse(w), Some(dir), "{w}");
            }
        }
    }

    #[test]
    fn groups_join_only_along_edges() {
        // Two cells touching at a corner are two groups: diagonals never count.
        let cells: HashSet<Cell> = [Cell::new(0, 0), Cell::new(1, 1), Cell::new(1, 0)]
            .into_iter()
            .collect();
        assert_eq!(connected_groups(&cells).len(), 1);
        let diagonal: HashSet<Cell> = [Cell::new(0, 0), Cell::new(1, 1)].into_iter().collect();
        assert_eq!(connected_groups(&diagonal).len(), 2);
    }

    #[test]
    fn is_connected_agrees_with_the_groups() {
        let line = [Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0)];
        assert!(is_connected(&line));
        assert!(is_connected(&[]));
        assert!(!is_connected(&[Cell::new(0, 0), Cell::new(1, 1)]));
        // Joined only through the last cell listed.
        assert!(is_connected(&[Cell::new(0, 0), Cell::new(2, 0), Cell::new(1, 0)]));
    }

    #[test]
    fn directions_round_trip() {
        for d in Dir::ALL {
            assert_eq!(Cell::ORIGIN.step(d).step(d.opposite()), Cell::ORIGIN);
            assert_eq!(Cell::ORIGIN.dir_to(Cell::ORIGIN.step(d)), Some(d));
            assert_eq!(Dir::parse(&d.letter().to_string()), Some(d));
        }
    }
}
