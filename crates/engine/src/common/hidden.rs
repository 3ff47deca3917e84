//! What one seat cannot see, resampled (determinization), and a smooth
//! estimate of standing for the per-game heuristics the computer players use.
//!
//! A determinization must depend only on what the seat may see, so that two
//! states that look the same from it give the same result for the same
//! generator: the unknown tiles are computed from the seat's own knowledge
//! (the full set minus every tile it can see), put in a fixed order, shuffled
//! with the caller's generator, and dealt into the hidden places by their
//! public sizes, in a fixed order of places.

use super::tiles::Tile;
use crate::GameRng;

/// The tiles of `set` that are not in `seen` (each seen tile takes away one
/// copy, so sets with duplicates work too), sorted, then shuffled with `rng`.
pub fn unseen_pool(set: Vec<Tile>, seen: impl IntoIterator<Item = Tile>, rng: &mut GameRng) -> Vec<Tile> {
    let mut pool = set;
    pool.sort();
    for t in seen {
        if let Ok(i) = pool.binary_search(&t) {
            pool.remove(i);
        }
    }
    rng.shuffle(&mut pool);
    pool
}

/// Takes `n` tiles from the end of `pool` (all that is left if fewer).
pub fn deal(pool: &mut Vec<Tile>, n: usize) -> Vec<Tile> {
    pool.split_off(pool.len().saturating_sub(n))
}

/// Deals `counts[h]` tiles to each hidden hand `h` from `pool` (already
/// shuffled), never giving a hand a tile that `barred(h, tile)` rules out
/// (what the public history proves it cannot hold); the rest stays in
/// `pool`. The hand with the fewest possible tiles is dealt first, each
/// from the front of a fresh shuffle, so with one constrained hand the
/// deal is uniform over the deals the constraints allow. After `tries`
/// failed attempts (only when the constraints leave too few tiles, which
/// sound constraints never do for the real deal, or in a crowded game by
/// bad luck) it gives up with `None` and `pool` unchanged.
pub fn deal_barred(
    pool: &mut Vec<Tile>,
    counts: &[usize],
    barred: impl Fn(usize, Tile) -> bool,
    tries: usize,
    rng: &mut GameRng,
) -> Option<Vec<Vec<Tile>>> {
    let possible = |h: usize| pool.iter().filter(|&&t| !barred(h, t)).count();
    let mut order: Vec<usize> = (0..counts.len()).collect();
    order.sort_by_key(|&h| (possible(h), h));
    for attempt in 0..tries.max(1) {
        let mut left = pool.clone();
        if attempt > 0 {
            rng.shuffle(&mut left);
        }
        let mut hands = vec![Vec::new(); counts.len()];
        let mut dealt = true;
        for &h in &order {
            let mut kept = Vec::with_capacity(left.len());
            for t in left {
                if hands[h].len() < counts[h] && !barred(h, t) {
                    hands[h].push(t);
                } else {
                    kept.push(t);
                }
            }
            left = kept;
            if hands[h].len() < counts[h] {
                dealt = false;
                break;
            }
        }
        if dealt {
            *pool = left;
            return Some(hands);
        }
    }
    None
}

/// Takes the last tile of `pool` that `fits`, or failing that the last tile.
pub fn deal_one(pool: &mut Vec<Tile>, fits: impl Fn(&Tile) -> bool) -> Option<Tile> {
    let i = pool.iter().rposition(fits).or(pool.len().checked_sub(1))?;
    Some(pool.remove(i))
}

/// How well a seat whose value is `own` stands against seats with values
/// `others` (higher is better), as a number in [0, 1]: the average over
/// the others of a logistic comparison, `scale` being the difference in
/// value that makes one seat about three times as likely to finish ahead.
/// Equal values give 0.5; a lone seat stands at 0.5 too.
pub fn standing(own: f64, others: &[f64], scale: f64) -> f64 {
    if others.is_empty() {
        return 0.5;
    }
    let k = 1.1 / scale.max(1e-9);
    let sum: f64 = others.iter().map(|o| 1.0 / (1.0 + (-(own - o) * k).exp())).sum();
    (sum / others.len() as f64).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::tiles::double_six;

    #[test]
    fn the_pool_is_the_set_minus_what_is_seen_whatever_order_it_is_seen_in() {
        let seen = [Tile::new(0, 0), Tile::new(3, 5), Tile::new(6, 6)];
        let mut reversed = seen;
        reversed.reverse();
        let a = unseen_pool(double_six(), seen, &mut GameRng::from_seed([4; 32]));
        let b = unseen_pool(double_six(), reversed, &mut GameRng::from_seed([4; 32]));
        assert_eq!(a, b);
        assert_eq!(a.len(), 25);
        assert!(seen.iter().all(|t| !a.contains(t)));
    }

    #[test]
    fn duplicates_lose_one_copy_per_sighting() {
        let mut two_sets = double_six();
        two_sets.extend(double_six());
        let pool = unseen_pool(two_sets, [Tile::new(1, 2)], &mut GameRng::from_seed([1; 32]));
        assert_eq!(pool.iter().filter(|t| **t == Tile::new(1, 2)).count(), 1);
        assert_eq!(pool.len(), 55);
    }

    #[test]
    fn dealing_takes_from_the_end_and_prefers_fitting_tiles() {
        let mut pool = vec![Tile::new(1, 2), Tile::new(3, 3), Tile::new(4, 4)];
        assert_eq!(deal_one(&mut pool, |t| !t.is_double()), Some(Tile::new(1, 2)));
        assert_eq!(deal_one(&mut pool, |t| !t.is_double()), Some(Tile::new(4, 4)));
        assert_eq!(deal(&mut pool, 5), vec![Tile::new(3, 3)]);
        assert_eq!(deal_one(&mut pool, |_| true), None);
    }

    #[test]
    fn standing_is_half_when_equal_and_moves_with_the_difference() {
        assert_eq!(standing(1.0, &[1.0], 1.0), 0.5);
        assert_eq!(standing(3.0, &[], 1.0), 0.5);
        assert!(standing(2.0, &[1.0], 1.0) > 0.7);
        assert!(standing(0.0, &[1.0, 1.0], 1.0) < 0.3);
        let mixed = standing(1.0, &[0.0, 2.0], 1.0);
        assert!((mixed - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_barred_deal_respects_every_bar_and_keeps_every_tile() {
        let mut rng = GameRng::from_seed([9; 32]);
        // Hand 0 may hold no 3, hand 1 no 5; 4 tiles each from the double-six set.
        let barred = |h: usize, t: Tile| t.has(if h == 0 { 3 } else { 5 });
        for _ in 0..20 {
            let mut pool = unseen_pool(double_six(), [], &mut rng);
            let hands = deal_barred(&mut pool, &[4, 4], barred, 10, &mut rng).unwrap();
            assert!(hands[0].iter().all(|t| !t.has(3)) && hands[1].iter().all(|t| !t.has(5)));
            assert_eq!(hands[0].len() + hands[1].len() + pool.len(), 28);
        }
        // Only 1-1 is possible for a hand of two: no deal, and the pool is untouched.
        let mut pool = vec![Tile::new(1, 1), Tile::new(2, 3), Tile::new(3, 3)];
        let before = pool.clone();
        assert_eq!(deal_barred(&mut pool, &[2], |_, t| t.has(3), 5, &mut rng), None);
        assert_eq!(pool, before);
    }
}
