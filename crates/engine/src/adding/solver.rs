//! A shortest solution from any position, for either goal, or a proof that
//! there is none.
//!
//! Every solution adds each waiting domino exactly once, so solutions from
//! one position differ in length only by their slides: the shortest is the
//! one with the fewest slides. The search therefore goes in layers by the
//! number of slides (a breadth-first search where an add costs nothing and
//! a slide costs one): layer `s` is everything reachable with `s` slides
//! and any adds, completed before any layer `s + 1` position is looked at,
//! so the first solved position met is reached by a shortest solution.
//! Positions are compared as boards shifted into place, so a shape met
//! again anywhere on the table is recognised. Having run out of new
//! positions is the proof that no solution exists.

use super::board::{Domino, MAX_DOMINOES, normalise};
use super::rules::{Goal, Move, Position, Refusal};
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;

/// How many positions a search may look at before it gives up. A few
/// million keep the memory under a few hundred megabytes.
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// What a command (`/puzzle`, `/hint`) may spend: at 10-20 microseconds a
/// position in a release build, a few seconds at worst. Every problem of
/// up to 8 dominoes measured so far needs far less (the hardest proof that
/// a queue has no rectangle took about 43,000 positions); some 12-domino
/// queues without a rectangle take more, and are reported as too hard.
pub const INTERACTIVE_BUDGET: usize = 250_000;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A shortest solution: play these moves in order.
    Solution(Vec<Move>),
    /// Every reachable position was looked at; none is solved.
    Impossible,
    /// The budget ran out first: nothing is proven.
    GaveUp,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub found: Found,
    /// Positions taken from the queue and expanded.
    pub explored: usize,
}

impl Report {
    pub fn solution(&self) -> Option<&[Move]> {
        match &self.found {
            Found::Solution(m) => Some(m),
            _ => None,
        }
    }
}

/// A board shifted into place, one 12-bit word per placed domino: column
/// (5 bits, at least 1 so a placed domino is never 0), row (5), upright,
/// and whether its bottom number lies on its left (or lower) cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key([u16; MAX_DOMINOES]);

/// The Rust compiler's hash (FxHash, from `rustc-hash`): a few nanoseconds
/// for a key, where the default hasher takes several times longer and its
/// protection against crafted keys is not needed here. The map is only
/// asked for entries, never walked, so the hash cannot change a result.
type FxMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// Whether placement `p` of `d` has `d`'s bottom number on its first cell
/// (left or lower).
fn flipped(p: &Placement, d: Domino) -> bool {
    d.top != d.bottom && p.a == d.bottom
}

fn encode(placed: &[Placement], queue: &[Domino]) -> Key {
    let mut k = [0u16; MAX_DOMINOES];
    for ((slot, p), d) in k.iter_mut().zip(placed).zip(queue) {
        let x = (p.at.x as u16) & 31;
        let y = (p.at.y as u16) & 31;
        *slot = x | y << 5 | u16::from(!p.is_horizontal()) << 10 | u16::from(flipped(p, *d)) << 11;
    }
    Key(k)
}

fn placement_of(word: u16, d: Domino) -> Placement {
    let at = Cell::new(i32::from(word & 31), i32::from(word >> 5 & 31));
    let dir = if word >> 10 & 1 == 1 { Dir::N } else { Dir::E };
    let (a, b) = if word >> 11 & 1 == 1 {
        (d.bottom, d.top)
    } else {
        (d.top, d.bottom)
    };
    Placement { at, dir, a, b }
}

fn decode(key: &Key, queue: &[Domino]) -> Position {
    let placed = key
        .0
        .iter()
        .zip(queue)
        .take_while(|(w, _)| **w != 0)
        .map(|(w, d)| placement_of(*w, *d))
        .collect();
    Position::from_parts(queue.to_vec(), placed)
}

/// A move in 16 bits: adds keep the cell, orientation and flip of the new
/// domino (in the coordinates of the position it was played in); slides
/// keep the domino and the direction.
fn pack(m: &Move, pos: &Position) -> u16 {
    match *m {
        Move::Add(p) => {
            let d = pos.next().unwrap_or(Domino::new(0, 0));
            0x8000
                | (p.at.x as u16 & 31)
                | (p.at.y as u16 & 31) << 5
                | u16::from(!p.is_horizontal()) << 10
                | u16::from(flipped(&p, d)) << 11
        }
        Move::Slide { domino, dir } => {
            let d = match dir {
                Dir::N => 0,
                Dir::E => 1,
                Dir::S => 2,
                Dir::W => 3,
            };
            (domino as u16 & 15) | d << 4
        }
    }
}

fn unpack(word: u16, pos: &Position) -> Move {
    if word & 0x8000 != 0 {
        let d = pos.next().unwrap_or(Domino::new(0, 0));
        Move::Add(placement_of(word & 0x7fff, d))
    } else {
        let dir = [Dir::N, Dir::E, Dir::S, Dir::W][usize::from(word >> 4 & 3)];
        Move::Slide {
            domino: usize::from(word & 15),
            dir,
        }
    }
}

/// The positions seen so far, each with the position it was reached from
/// and the move that reached it.
struct Seen {
    keys: Vec<Key>,
    links: Vec<(u32, u16)>,
    index: FxMap<Key, u32>,
}

impl Seen {
    fn insert(&mut self, key: Key, parent: u32, mv: u16) -> Option<u32> {
        let id = self.keys.len() as u32;
        match self.index.entry(key) {
            std::collections::hash_map::Entry::Occupied(_) => None,
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(id);
                self.keys.push(key);
                self.links.push((parent, mv));
                Some(id)
            }
        }
    }

    /// The moves from the start to position `id`.
    fn path(&self, mut id: u32, queue: &[Domino]) -> Vec<Move> {
        let mut steps = Vec::new();
        while let Some(&(parent, mv)) = self.links.get(id as usize) {
            if parent == u32::MAX {
                break;
            }
            steps.push((parent, mv));
            id = parent;
        }
        steps.reverse();
        steps
            .into_iter()
            .map(|(parent, mv)| unpack(mv, &decode(&self.keys[parent as usize], queue)))
            .collect()
    }
}

/// A shortest way from `start` to a position solved under `goal`, looking
/// at no more than `budget` positions.
pub fn solve(start: &Position, goal: Goal, budget: usize) -> Report {
    let queue = start.queue();
    let mut seen = Seen {
        keys: Vec::new(),
        links: Vec::new(),
        index: FxMap::default(),
    };
    let root = encode(start.board().placements(), queue);
    seen.insert(root, u32::MAX, 0);
    let mut layer: Vec<u32> = vec![0];
    let mut explored = 0;
    let mut buf: Vec<Placement> = Vec::with_capacity(MAX_DOMINOES);
    let child = |pos: &Position, m: &Move, buf: &mut Vec<Placement>| {
        pos.placements_after(m, buf);
        normalise(buf);
        encode(buf, queue)
    };
    loop {
        let mut stack = std::mem::take(&mut layer);
        let mut slid: Vec<(Key, u32, u16)> = Vec::new();
        while let Some(id) = stack.pop() {
            explored += 1;
            if explored > budget {
                return Report {
                    found: Found::GaveUp,
                    explored,
                };
            }
            let pos = decode(&seen.keys[id as usize], queue);
            if pos.is_solved(goal) {
                return Report {
                    found: Found::Solution(seen.path(id, queue)),
                    explored,
                };
            }
            for p in pos.adds() {
                let m = Move::Add(p);
                let key = child(&pos, &m, &mut buf);
                if let Some(new) = seen.insert(key, id, pack(&m, &pos)) {
                    stack.push(new);
                }
            }
            for (domino, dir) in pos.slides() {
                let m = Move::Slide { domino, dir };
                let key = child(&pos, &m, &mut buf);
                if !seen.index.contains_key(&key) {
                    slid.push((key, id, pack(&m, &pos)));
                }
            }
        }
        // Only now, with every position of this many slides seen, do the
        // positions one slide further join.
        for (key, parent, mv) in slid {
            if let Some(new) = seen.insert(key, parent, mv) {
                layer.push(new);
            }
        }
        if layer.is_empty() {
            return Report {
                found: Found::Impossible,
                explored,
            };
        }
    }
}

/// A move of a replayed list that is not allowed: which (from 1), and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number}: {why}")]
pub struct Unplayable {
    pub number: usize,
    pub why: Refusal,
}

/// The board a position would have after `moves` (for tests and tools).
pub fn replay(start: &Position, moves: &[Move]) -> Result<Position, Unplayable> {
    let mut pos = start.clone();
    for (i, m) in moves.iter().enumerate() {
        pos.apply(m).map_err(|why| Unplayable { number: i + 1, why })?;
    }
    Ok(pos)
}

#[cfg(test)]
mod tests;
