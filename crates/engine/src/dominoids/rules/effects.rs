//! What a Dominoid may do after it slid: eat a coin, attack a weaker
//! neighbour or breed with an equal one; and where a child (from breeding
//! or budding) may be placed.

use super::Refusal;
use super::board::{Board, Dominoid, End};
use crate::common::grid::Cell;
use crate::common::tiles::Tile;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One thing the moved Dominoid may do. The square names the coin, or the
/// end of the other Dominoid that touches the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Effect {
    Eat(Cell),
    Attack(Cell),
    Breed(Cell),
}

/// Pairs (mover's end, other's end) that touch, for every other Dominoid.
fn touching(board: &Board, mover: &Dominoid) -> Vec<(usize, End, End)> {
    let mut out = Vec::new();
    for (i, other) in board.dominoids.iter().enumerate() {
        if other == mover {
            continue;
        }
        for m in mover.ends() {
            for e in other.ends() {
                if m.at.is_adjacent(e.at) {
                    out.push((i, m, e));
                }
            }
        }
    }
    out
}

/// Everything the Dominoid `mover` may do now (its neighbouring coins are
/// already face up), each once, in a fixed order. Empty when it may do
/// nothing.
pub fn options(board: &Board, pool: &[Tile], mover: &Dominoid) -> Vec<Effect> {
    let mut out = BTreeSet::new();
    for coin in &board.coins {
        if coin.face_up
            && mover
                .ends()
                .iter()
                .any(|m| m.at.is_adjacent(coin.at) && m.value >= coin.value)
        {
            out.insert(Effect::Eat(coin.at));
        }
    }
    // One target per other Dominoid: the lowest square of its ends that
    // qualify, so that each choice appears once.
    let mut attack: Vec<(usize, _)> = Vec::new();
    let mut breed: Vec<(usize, _)> = Vec::new();
    for (i, m, e) in touching(board, mover) {
        let list = if e.value < m.value {
            &mut attack
        } else if e.value == m.value {
            &mut breed
        } else {
            continue;
        };
        match list.iter_mut().find(|(j, _)| *j == i) {
            Some((_, c)) => *c = e.at.min(*c),
            None => list.push((i, e.at)),
        }
    }
    out.extend(attack.into_iter().map(|(_, c)| Effect::Attack(c)));
    for (i, c) in breed {
        if !child_placements(board, pool, &[*mover, board.dominoids[i]]).is_empty() {
            out.insert(Effect::Breed(c));
        }
    }
    out.into_iter().collect()
}

/// Why the effect is not among `options`, for the player.
pub fn problem(board: &Board, mover: &Dominoid, effect: Effect) -> Refusal {
    match effect {
        Effect::Eat(at) => match board.coin_at(at) {
            None => Refusal::NoCoin(at),
            Some(coin) if !mover.ends().iter().any(|m| m.at.is_adjacent(at)) => {
                Refusal::CoinNotNext { suit: coin.suit, at }
            }
            Some(coin) => Refusal::CoinTooBig {
                suit: coin.suit,
                at,
                value: coin.value,
                mover: mover.tile(),
            },
        },
        Effect::Attack(at) | Effect::Breed(at) => {
            let Some(other) = board.dominoid_at(at).filter(|d| *d != mover) else {
                return Refusal::NoOtherDominoid(at);
            };
            if !touching(board, mover).iter().any(|(_, _, e)| other.contains(e.at)) {
                return Refusal::NotTouching {
                    other: other.tile(),
                    at,
                    mover: mover.tile(),
                };
            }
            if matches!(effect, Effect::Attack(_)) {
                Refusal::AttackNotLower(mover.tile())
            } else {
                Refusal::CannotBreed {
                    mover: mover.tile(),
                    other: other.tile(),
                }
            }
        }
    }
}

/// Why `child` cannot be placed, when it is not among the placements.
pub fn child_problem(board: &Board, pool: &[Tile], child: &Dominoid) -> Refusal {
    let tile = child.tile();
    if !pool.contains(&tile) {
        return Refusal::NotInPool(tile);
    }
    for e in child.ends() {
        if !board.is_open(e.at) {
            return Refusal::NotOpen(e.at);
        }
    }
    let [a, b] = child.cells();
    if !a.is_adjacent(b) {
        return Refusal::NotNextToEachOther(a, b);
    }
    Refusal::ChildNotBeside
}

/// Every way to place a child from `pool` next to `parents`: the child
/// shares a number with a parent's end and lies with that number on a free
/// square beside that end, its other half on a free square too.
pub fn child_placements(board: &Board, pool: &[Tile], parents: &[Dominoid]) -> Vec<Dominoid> {
    let mut out = BTreeSet::new();
    for p in parents.iter().flat_map(|p| p.ends()) {
        let tiles: Vec<&Tile> = pool.iter().filter(|t| t.has(p.value)).collect();
        if tiles.is_empty() {
            continue;
        }
        for first in board.open_neighbours(p.at) {
            for second in board.open_neighbours(first) {
                for t in &tiles {
                    let other = if t.lo == p.value { t.hi } else { t.lo };
                    out.insert(Dominoid::new(
                        End {
                            at: first,
                            value: p.value,
                        },
                        End {
                            at: second,
                            value: other,
                        },
                    ));
                }
            }
        }
    }
    out.into_iter().collect()
}

/// The Dominoids that can bud (have room for a child of their own), named
/// by their first square.
pub fn buds(board: &Board, pool: &[Tile]) -> Vec<Cell> {
    let mut out: Vec<_> = board
        .dominoids
        .iter()
        .filter(|d| !child_placements(board, pool, &[**d]).is_empty())
        .map(Dominoid::first_cell)
        .collect();
    out.sort();
    out
}
