//! What the computer players need from a Euronimoes state: a
//! determinization for one seat (the other hands and the bone pile dealt
//! afresh from what that seat cannot see) and a heuristic of how well a
//! seat stands.

use super::Euronimoes;
use super::rules::area::Area;
use crate::common::hidden::{deal, standing, unseen_pool};
use crate::common::tiles::{Tile, double_six};
use crate::{Game, GameRng, Seat};

impl Euronimoes {
    /// A state `seat` cannot tell apart from this one, with every domino it
    /// has not seen dealt afresh from `rng`.
    pub fn determinize_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        // Everything face up: every area, the market, and the seat's hand.
        let mut seen: Vec<Tile> = self.areas.iter().flat_map(Area::tiles).collect();
        seen.extend(self.market.slots().iter().flatten());
        seen.extend(self.hand(seat));
        let mut set = Vec::new();
        for _ in 0..self.tile_copies() {
            set.extend(double_six());
        }
        let mut pool = unseen_pool(set, seen, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            g.hands[s] = deal(&mut pool, self.hands[s].len());
        }
        g.market.replace_pile(pool);
        g
    }

    /// How well `seat` stands, in [0, 1]: 0.5 when level with the others.
    pub fn heuristic_for(&self, seat: Seat) -> f64 {
        // The score so far (lower is better), and a little for dominoes
        // still to place: each can still open a low run or climb.
        let value = |s: Seat| -(self.score_of(s).total() as f64) + 0.3 * self.hand(s).len().min(3) as f64;
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 3.0)
    }
}
