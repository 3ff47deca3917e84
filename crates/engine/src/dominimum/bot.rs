//! What Dominimum's computer players need: tables imagined from what a seat
//! knows (with the missions weighed by what the placements say about them,
//! [`inference`], for the hard level), and a judgement of a position.

pub mod inference;

use super::Dominimum;
use crate::common::board::Board;
use crate::common::grid::Cell;
use crate::common::hidden::{deal_one, standing, unseen_pool};
use crate::common::tiles::{Tile, double_seven};
use crate::{Game, GameRng, Seat};
use rustc_hash::FxHashSet as HashSet;

/// The non-double tiles, which are the possible missions, in order.
pub(super) fn possible_missions() -> Vec<Tile> {
    double_seven().into_iter().filter(|t| !t.is_double()).collect()
}

/// What a mission pays on a table with these largest groups, on the scale
/// the heuristic uses: the logarithms of one more than the two group sizes
/// (so 2 x 3 against 4 x 6 counts like 4 x 6 against 8 x 12, and an absent
/// number stays finite).
fn mission_cost(largest: &[usize; 8], m: Tile) -> f64 {
    let size = |n: u8| largest.get(usize::from(n)).copied().unwrap_or(0) as f64;
    (1.0 + size(m.lo)).ln() + (1.0 + size(m.hi)).ln()
}

/// The size of the largest group of each number 0 to 7, in one pass over
/// the table (what the heuristic needs for every seat at once).
pub(super) fn largest_groups(board: &Board) -> [usize; 8] {
    let cells = board.cells();
    let mut seen: HashSet<Cell> = HashSet::with_capacity_and_hasher(cells.len(), Default::default());
    let mut largest = [0; 8];
    for (&start, &n) in cells {
        if !seen.insert(start) {
            continue;
        }
        let mut group = vec![start];
        let mut i = 0;
        while i < group.len() {
            for next in group[i].neighbours() {
                if cells.get(&next) == Some(&n) && seen.insert(next) {
                    group.push(next);
                }
            }
            i += 1;
        }
        if let Some(l) = largest.get_mut(usize::from(n)) {
            *l = (*l).max(group.len());
        }
    }
    largest
}

/// Per seat, the weights of [`possible_missions`] as its mission given
/// its placements so far; worked out once per position.
fn mission_weights(g: &Dominimum) -> Vec<Vec<f64>> {
    let laid = g.play.board.placements();
    let work = || {
        let candidates = possible_missions();
        (0..g.seats())
            .map(|s| inference::mission_weights(laid, g.seats(), s, &candidates))
            .collect::<Vec<_>>()
    };
    match g.inferred.0.get_or_init(|| (laid.len(), work())) {
        (n, weights) if *n == laid.len() => weights.clone(),
        _ => work(),
    }
}

/// Deals the hidden tiles for `seat`; missions of the other seats are
/// drawn by `weights` (per seat, over [`possible_missions`]) when given.
pub(super) fn deal_hidden(g: &Dominimum, seat: Seat, weights: Option<&[Vec<f64>]>, rng: &mut GameRng) -> Dominimum {
    let mut out = g.clone();
    if g.play.turn.is_none() {
        // Missions are revealed at the end and nothing else is hidden.
        return out;
    }
    let mut seen: Vec<Tile> = g.play.board.tiles().collect();
    seen.extend(g.missions.get(seat));
    seen.extend(g.play.hands.get(seat).copied().flatten());
    let mut pool = unseen_pool(double_seven(), seen, rng);
    let candidates = possible_missions();
    for s in (0..g.seats()).filter(|&s| s != seat) {
        // A double drawn as a mission goes back: missions never are.
        let weighed = weights.and_then(|w| w.get(s)).and_then(|w| {
            let weight = |t: &Tile| candidates.binary_search(t).map_or(0.0, |i| w[i]);
            inference::draw_weighted(&mut pool, |t| !t.is_double(), weight, rng)
        });
        if let Some(m) = weighed.or_else(|| deal_one(&mut pool, |t| !t.is_double())) {
            out.missions[s] = m;
        }
    }
    for s in (0..g.seats()).filter(|&s| s != seat) {
        if g.play.hands[s].is_some() {
            out.play.hands[s] = pool.pop();
        }
    }
    out.play.supply = pool;
    out
}

/// The hidden tiles dealt anew, the other missions weighed by what their
/// seats' placements say.
pub(super) fn determinize_with_history(g: &Dominimum, seat: Seat, rng: &mut GameRng) -> Dominimum {
    if g.play.turn.is_none() {
        return g.clone();
    }
    deal_hidden(g, seat, Some(&mission_weights(g)), rng)
}

pub(super) fn heuristic(g: &Dominimum, seat: Seat) -> f64 {
    // Lower products win; logarithms make 2 x 3 against 4 x 6 count
    // like 4 x 6 against 8 x 12, and keep an absent number (0) finite.
    let largest = largest_groups(&g.play.board);
    let value = |m: Tile| -mission_cost(&largest, m);
    let Some(&mine) = g.missions.get(seat) else {
        return 0.5;
    };
    let others: Vec<f64> = (0..g.seats())
        .filter(|&s| s != seat)
        .map(|s| value(g.missions[s]))
        .collect();
    standing(value(mine), &others, 0.4)
}
