//! What Dominup's computer players need: a table imagined from what a seat
//! knows, and a judgement of a position.

use super::Dominup;
use crate::common::hidden::{deal, standing, unseen_pool};
use crate::common::tiles::{Tile, double_seven};
use crate::{Game, GameRng, Seat};

/// The other hands dealt anew, by their sizes, from the tiles `seat` has
/// not seen.
pub(super) fn determinize(g: &Dominup, seat: Seat, rng: &mut GameRng) -> Dominup {
    let mut out = g.clone();
    let mut seen: Vec<Tile> = g.stacks.tiles().collect();
    seen.extend(g.hands.get(seat).into_iter().flatten());
    let mut pool = unseen_pool(double_seven(), seen, rng);
    for s in (0..g.seats()).filter(|&s| s != seat) {
        out.hands[s] = deal(&mut pool, g.hands[s].len());
    }
    out
}

pub(super) fn heuristic(g: &Dominup, seat: Seat) -> f64 {
    // Fewer tiles is better (the other way round in misère), and a tile
    // that can climb now leaves the hand without ending the turn.
    let can_climb = g.stacks.climbable_tiles();
    let value = |s: Seat| {
        let climbable = g.hands[s].iter().filter(|t| can_climb.binary_search(t).is_ok()).count();
        let v = g.hands[s].len() as f64 - 0.5 * climbable as f64;
        if g.misere { v } else { -v }
    };
    if seat >= g.seats() {
        return 0.5;
    }
    let others: Vec<f64> = (0..g.seats()).filter(|&s| s != seat).map(value).collect();
    standing(value(seat), &others, 1.5)
}
