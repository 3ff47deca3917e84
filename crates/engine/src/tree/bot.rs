//! What The Tree's computer players need: a table imagined from what a seat
//! knows, how careless the others are imagined, and a judgement of a
//! position.

use super::Tree;
use super::rules::one_more;
use crate::common::grid::Cell;
use crate::common::hidden::{deal, standing, unseen_pool};
use crate::common::tiles::{Tile, double_seven};
use crate::{Game, GameRng, Seat};

/// What being the seat about to place is worth to the heuristic, in tiles.
const TEMPO: f64 = 0.5;

/// The other hands and the supply dealt anew from the tiles `seat` has not
/// seen.
pub(super) fn determinize(t: &Tree, seat: Seat, rng: &mut GameRng) -> Tree {
    let mut g = t.clone();
    let mut seen: Vec<Tile> = t.board.tiles().collect();
    seen.extend(t.hands.get(seat).into_iter().flatten());
    let mut pool = unseen_pool(double_seven(), seen, rng);
    for s in (0..t.seats()).filter(|&s| s != seat) {
        g.hands[s] = deal(&mut pool, t.hands[s].len());
    }
    g.supply = pool;
    g
}

/// Every other seat is imagined careless. Against random play that is the
/// truth, and it lifted hard past 90 %; against medium, a careful player,
/// it cost nothing (85 % won either way), and judging each seat from its
/// extra-turn choices did no better against either (docs/ai.md, The Tree's
/// seventh session).
pub(super) const RANDOM_SHARE: f64 = 1.0;

impl Tree {
    /// The numbers (as bits) that could rest on the tree somewhere now,
    /// judging each empty cell above a placed half on its own: a quick
    /// upper bound of what can be placed, for the heuristic.
    pub(super) fn open_numbers(&self) -> u8 {
        let cells = self.board.cells();
        let mut open = 0u8;
        for (c, &below) in cells {
            let at = Cell::new(c.x, c.y + 1);
            if cells.contains_key(&at) {
                continue;
            }
            let above = cells.get(&Cell::new(c.x, c.y + 2)).copied();
            for n in 0..=7u8 {
                if one_more(below, n) && above.is_none_or(|a| one_more(n, a)) {
                    open |= 1 << n;
                }
            }
        }
        open
    }
}

pub(super) fn heuristic(g: &Tree, seat: Seat) -> f64 {
    // Fewer tiles is better; a tile that fits nowhere is worth less
    // than one that can go down; and the seat about to place is about
    // half a tile better off than its hand says. Without that last term
    // a search whose playouts stop at different points judged the same
    // race differently by whose turn it happened to be (hard won 515 of
    // 600 against random with it left out, 536 with it; docs/ai.md).
    let open = g.open_numbers();
    let value = |s: Seat| {
        let stuck = g.hands[s]
            .iter()
            .filter(|t| open & (1 << t.lo) == 0 && open & (1 << t.hi) == 0)
            .count();
        let on_turn = if g.turn == Some(s) { TEMPO } else { 0.0 };
        -(g.hands[s].len() as f64 + 0.5 * stuck as f64) + on_turn
    };
    if seat >= g.seats() {
        return 0.5;
    }
    if g.seats() == 1 {
        // The patience: the share of the set already in the tree.
        return g.board.placements().len() as f64 / 36.0;
    }
    let others: Vec<f64> = (0..g.seats()).filter(|&s| s != seat).map(value).collect();
    standing(value(seat), &others, 1.5)
}
