//! What Dominomega's computer players need: a table imagined from what a
//! seat knows, and a judgement of a position.

use super::Dominomega;
use crate::common::hidden::{standing, unseen_pool};
use crate::common::tiles::{Tile, double_seven};
use crate::{Game, GameRng, Seat};

/// The other hands and the supply dealt anew from the tiles `seat` has not
/// seen.
pub(super) fn determinize(g: &Dominomega, seat: Seat, rng: &mut GameRng) -> Dominomega {
    let mut out = g.clone();
    let mut seen: Vec<Tile> = g.play.board.tiles().collect();
    seen.extend(g.play.hands.get(seat).copied().flatten());
    let mut pool = unseen_pool(double_seven(), seen, rng);
    for s in (0..g.seats()).filter(|&s| s != seat) {
        if g.play.hands[s].is_some() {
            out.play.hands[s] = pool.pop();
        }
    }
    out.play.supply = pool;
    out
}

pub(super) fn heuristic(g: &Dominomega, seat: Seat) -> f64 {
    // Scores multiply group sizes: compare their logarithms.
    let value = |s: Seat| (g.score(s) as f64).ln();
    if seat >= g.seats() {
        return 0.5;
    }
    let others: Vec<f64> = (0..g.seats()).filter(|&s| s != seat).map(value).collect();
    standing(value(seat), &others, 1.0)
}
