//! What draw dominoes' computer players need: what everyone at the table
//! knows a hand lacks (from who opened and from who had to draw or pass at
//! which ends), tables imagined from what a seat knows (respecting that
//! knowledge for the hard level), and a judgement of a position.

use super::Draw;
use super::notation::End;
use crate::common::hidden::{deal, deal_barred, standing, unseen_pool};
use crate::common::tiles::{Tile, double_set};
use crate::{Game, GameRng, Seat};

/// Every tile up to `max`-`max` that shows `a` or `b`.
pub(super) fn tiles_showing(a: u8, b: u8, max: u8) -> u64 {
    (0..=max)
        .flat_map(|n| [Tile::new(a, n), Tile::new(b, n)])
        .fold(0, |m, t| m | t.bit())
}

impl Draw {
    /// What `seat` is known to lack once its hand holds none of `tiles`:
    /// also what it was known to lack before, unless it now holds fresh
    /// unknown tiles that the old knowledge does not cover. (Makes room
    /// for the knowledge in a game saved before it was tracked.)
    pub(super) fn learned(&mut self, seat: Seat, tiles: u64, fresh: bool) -> u64 {
        if self.lacks.len() < self.hands.len() {
            self.lacks.resize(self.hands.len(), 0);
        }
        if fresh { tiles } else { self.lacks[seat] | tiles }
    }

    /// The tiles `seat` cannot see (neither in the line nor in its hand),
    /// shuffled with `rng`.
    pub(super) fn unseen_by(&self, seat: Seat, rng: &mut GameRng) -> Vec<Tile> {
        let mut seen: Vec<Tile> = self.line.iter().map(|&(a, b)| Tile::new(a, b)).collect();
        seen.extend(self.hands.get(seat).into_iter().flatten());
        unseen_pool(double_set(self.max()), seen, rng)
    }

    /// Whether `seat`'s hand is publicly known not to hold `tile`.
    pub(super) fn known_absent(&self, seat: Seat, tile: Tile) -> bool {
        self.lacks.get(seat).is_some_and(|m| m & tile.bit() != 0)
    }
}

/// The other hands and the boneyard dealt anew from the tiles `seat` has
/// not seen (nothing is hidden once the game is over).
pub(super) fn determinize(d: &Draw, seat: Seat, rng: &mut GameRng) -> Draw {
    let mut g = d.clone();
    if d.turn.is_none() {
        // The hands are shown at the end.
        return g;
    }
    let mut pool = d.unseen_by(seat, rng);
    for s in (0..d.seats()).filter(|&s| s != seat) {
        g.hands[s] = deal(&mut pool, d.hands[s].len());
    }
    g.boneyard = pool;
    g
}

/// Hands dealt so that nobody holds a tile they are known to lack (see
/// [`Draw::lacks`]); a plain deal if that cannot be done.
pub(super) fn determinize_with_history(d: &Draw, seat: Seat, rng: &mut GameRng) -> Draw {
    if d.turn.is_none() {
        return d.clone();
    }
    let mut pool = d.unseen_by(seat, rng);
    let others: Vec<Seat> = (0..d.seats()).filter(|&s| s != seat).collect();
    let counts: Vec<usize> = others.iter().map(|&s| d.hands[s].len()).collect();
    let barred = |h: usize, t: Tile| d.known_absent(others[h], t);
    match deal_barred(&mut pool, &counts, barred, 20, rng) {
        Some(hands) => {
            let mut g = d.clone();
            for (&s, hand) in others.iter().zip(hands) {
                g.hands[s] = hand;
            }
            g.boneyard = pool;
            g
        }
        None => determinize(d, seat, rng),
    }
}

pub(super) fn heuristic(g: &Draw, seat: Seat) -> f64 {
    // Fewer tiles first (the first out wins), then fewer pips (a
    // blocked game goes to the lightest hand), and a hand that can
    // follow both ends is less likely to draw. In a match, points
    // count too: a hand won by 25 points is worth 2.5 tiles ahead.
    let points = |s: Seat| g.series.as_ref().and_then(|m| m.points.get(s)).map_or(0, |&p| p);
    let value = |s: Seat| {
        let playable = g.hands[s]
            .iter()
            .filter(|t| g.fits(**t, End::Left) || g.fits(**t, End::Right))
            .count();
        -(g.hands[s].len() as f64) - g.pips(s) as f64 / 40.0 + 0.2 * playable.min(2) as f64 + points(s) as f64 / 10.0
    };
    if seat >= g.seats() {
        return 0.5;
    }
    let others: Vec<f64> = (0..g.seats()).filter(|&s| s != seat).map(value).collect();
    standing(value(seat), &others, 1.5)
}
