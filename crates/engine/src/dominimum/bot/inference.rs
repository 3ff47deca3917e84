//! What a player's placements say about their secret mission.
//!
//! Players keep the groups of their own mission's numbers small, so a
//! placement that let a group of some number grow, when the same tile could
//! have gone somewhere harmless, makes the missions with that number less
//! likely. Everything used is public: the layout keeps its placements in
//! order, and the `i`th tile was laid by seat `i % seats` (turns go strictly
//! round; a seat drops out only after laying its last tile).
//!
//! For each of a seat's placements and each possible mission, the choice is
//! compared with every other placement of the same tile on the layout as it
//! was (a softmax over the cost [`mission_cost`] gives that mission); the
//! product over the seat's placements weighs the mission. Only the hard
//! computer reads these weights (through `Game::determinize_with_history`).

use super::{largest_groups, mission_cost};
use crate::Seat;
use crate::common::board::Board;
use crate::common::placement::Placement;
use crate::common::tiles::Tile;

/// How firmly a player is expected to prefer the cheaper placement for their
/// own mission: a placement costing one more (one more in the sum of the
/// logarithms of the two group sizes) is `e^SHARPNESS` times less likely.
/// Firm, because [`SURPRISE`] keeps a player who plays otherwise from being
/// misread.
pub(super) const SHARPNESS: f64 = 16.0;

/// The share of placements taken to be chosen for other reasons (attacking
/// the others, or a misjudgement): each placement has at least this share
/// spread evenly over the places its tile fitted, so one odd choice costs
/// a mission a bounded factor instead of ruling it out.
///
/// Both constants were chosen by how much probability the model gives the
/// true mission (`cargo test -p dominoes-ai mission_model -- --ignored --nocapture`
/// prints it for several): against the medium computer, which always
/// minimizes its own cost, the firmer the better; against the hard
/// computer, which does not, sharpness 2 to 8 without surprises did best
/// and 16 without them did worse than not reading at all. With a tenth of
/// surprise, sharpness 16 is as good as the best against hard and close to
/// the best against medium. (After 16 placements, the average log
/// probability of the truth, a blind guess being -3.33: against medium
/// -1.02, the earlier sharpness 2 without surprise -2.18; against hard
/// -2.79 and -2.92.)
pub(super) const SURPRISE: f64 = 0.1;

/// The weight of each of `candidates` as the mission of `seat`, from the
/// placements `seat` made in `placements` (a layout's placements in the
/// order laid, `seats` players). The largest weight is 1; with no
/// placement yet, or none that had an alternative, every weight is 1.
pub(super) fn mission_weights(placements: &[Placement], seats: usize, seat: Seat, candidates: &[Tile]) -> Vec<f64> {
    let mut log = vec![0.0; candidates.len()];
    let mut board = Board::default();
    for (i, laid) in placements.iter().enumerate() {
        if seats > 0 && i % seats == seat {
            weigh(&board, laid, candidates, &mut log, SHARPNESS, SURPRISE);
        }
        board.place(*laid);
    }
    let top = log.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    log.iter().map(|l| (l - top).exp()).collect()
}

/// Adds to `log` the log-likelihood of `laid` on `board` under each
/// mission, by [`choice_likelihood`].
fn weigh(board: &Board, laid: &Placement, candidates: &[Tile], log: &mut [f64], sharpness: f64, surprise: f64) {
    let options = board.placements_of(laid.tile());
    let Some(chosen) = options.iter().position(|o| o == laid) else {
        return;
    };
    if options.len() < 2 {
        return;
    }
    let tables: Vec<[usize; 8]> = options
        .iter()
        .map(|o| {
            let mut after = board.clone();
            after.place(*o);
            largest_groups(&after)
        })
        .collect();
    let mut costs = vec![0.0; tables.len()];
    for (l, &mission) in log.iter_mut().zip(candidates) {
        for (c, t) in costs.iter_mut().zip(&tables) {
            *c = mission_cost(t, mission);
        }
        *l += choice_likelihood(&costs, chosen, sharpness, surprise).ln();
    }
}

/// The probability of choosing option `chosen` among options costing
/// `costs`: a softmax of `-sharpness * cost`, mixed with a `surprise`
/// share spread evenly.
fn choice_likelihood(costs: &[f64], chosen: usize, sharpness: f64, surprise: f64) -> f64 {
    let least = costs.iter().copied().fold(f64::INFINITY, f64::min);
    let z: f64 = costs.iter().map(|c| (-sharpness * (c - least)).exp()).sum();
    let softmax = (-sharpness * (costs[chosen] - least)).exp() / z;
    (1.0 - surprise) * softmax + surprise / costs.len() as f64
}

/// Draws one tile from `pool` (among those `fits` allows) with probability
/// proportional to `weight`, removes it and returns it; `None` if no tile
/// fits. `weight` is given the tile.
pub(super) fn draw_weighted(
    pool: &mut Vec<Tile>,
    fits: impl Fn(&Tile) -> bool,
    weight: impl Fn(&Tile) -> f64,
    rng: &mut crate::GameRng,
) -> Option<Tile> {
    let fitting: Vec<usize> = (0..pool.len()).filter(|&i| fits(&pool[i])).collect();
    let total: f64 = fitting.iter().map(|&i| weight(&pool[i])).sum();
    if fitting.is_empty() || total <= 0.0 || !total.is_finite() {
        return None;
    }
    // A fixed-point draw from the game generator's integers keeps the
    // result a function of the generator's state alone.
    const STEPS: usize = 1 << 30;
    let mut r = rng.below(STEPS) as f64 / STEPS as f64 * total;
    for &i in &fitting {
        r -= weight(&pool[i]);
        if r < 0.0 {
            return Some(pool.remove(i));
        }
    }
    fitting.last().map(|&i| pool.remove(i))
}

/// The model chosen here, as `(sharpness, surprise)`: for the tests that
/// measure it against the computer players (`dominoes_ai`).
#[cfg(any(test, feature = "testing"))]
pub const CHOSEN_MODEL: (f64, f64) = (SHARPNESS, SURPRISE);

/// For each seat of a two-player Dominimum game (its snapshot), and each
/// `(sharpness, surprise)` of `models`, the log probability the model gives
/// the seat's true mission after its first 16 placements: how the model is
/// measured against real players (`dominoes_ai`'s tests play the games).
#[cfg(any(test, feature = "testing"))]
pub fn truth_log_probabilities(snapshot: &str, models: &[(f64, f64)]) -> Vec<Vec<f64>> {
    let d: super::super::Dominimum = serde_json::from_str(snapshot).expect("a Dominimum snapshot");
    let candidates = super::possible_missions();
    let all = d.play.board.placements();
    let placements = &all[..32.min(all.len())];
    (0..2)
        .map(|seat| {
            let truth = candidates
                .iter()
                .position(|&t| t == d.missions[seat])
                .expect("a mission");
            models
                .iter()
                .map(|&(sharpness, surprise)| {
                    let mut log = vec![0.0; candidates.len()];
                    let mut board = Board::default();
                    for (i, laid) in placements.iter().enumerate() {
                        if i % 2 == seat {
                            weigh(&board, laid, &candidates, &mut log, sharpness, surprise);
                        }
                        board.place(*laid);
                    }
                    let top = log.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                    let z: f64 = log.iter().map(|l| (l - top).exp()).sum();
                    log[truth] - top - z.ln()
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::grid::{Cell, Dir};
    use crate::common::tiles::double_seven;

    fn pl(x: i32, y: i32, d: Dir, a: u8, b: u8) -> Placement {
        Placement::new(Cell::new(x, y), d, a, b)
    }

    /// Seat 1 twice puts a 5 next to the 5s already down when the same tile
    /// fitted far from them: missions with a 5 lose weight against missions
    /// without, and seat 0's weights (it made no telling choice) do not
    /// learn the same.
    #[test]
    fn a_player_who_grows_the_fives_is_unlikely_to_hold_a_five() {
        let placements = vec![
            pl(0, 0, Dir::E, 5, 1),  // seat 0 opens
            pl(-2, 0, Dir::E, 2, 5), // seat 1: its 5 joins the 5 at 0,0
            pl(2, 0, Dir::E, 3, 4),  // seat 0
            pl(-1, 1, Dir::E, 5, 6), // seat 1: another 5 on the 5s
        ];
        let mut b = Board::default();
        for p in &placements {
            b.check(p).expect("a legal layout");
            b.place(*p);
        }
        let missions: Vec<Tile> = double_seven().into_iter().filter(|t| !t.is_double()).collect();
        let w = mission_weights(&placements, 2, 1, &missions);
        let avg = |f: &dyn Fn(&Tile) -> bool| {
            let v: Vec<f64> = missions.iter().zip(&w).filter(|(t, _)| f(t)).map(|(_, w)| *w).collect();
            v.iter().sum::<f64>() / v.len() as f64
        };
        let with_five = avg(&|t| t.lo == 5 || t.hi == 5);
        let without = avg(&|t| t.lo != 5 && t.hi != 5);
        assert!(with_five < 0.5 * without, "with a 5: {with_five}, without: {without}");
        assert!(w.iter().all(|x| (0.0..=1.0).contains(x)) && w.contains(&1.0));
        // Nothing laid yet: nothing learnt.
        assert!(mission_weights(&[], 2, 1, &missions).iter().all(|&x| x == 1.0));
    }

    #[test]
    fn weighted_draws_follow_the_weights_and_respect_the_filter() {
        let mut rng = crate::GameRng::from_seed([3; 32]);
        let tiles = [Tile::new(0, 1), Tile::new(0, 2), Tile::new(3, 3)];
        let mut first = 0;
        for _ in 0..400 {
            let mut pool = tiles.to_vec();
            let t = draw_weighted(
                &mut pool,
                |t| !t.is_double(),
                |t| if t.hi == 1 { 3.0 } else { 1.0 },
                &mut rng,
            );
            assert_eq!(pool.len(), 2);
            match t {
                Some(t) if t == tiles[0] => first += 1,
                Some(t) => assert_eq!(t, tiles[1], "a double is never drawn"),
                None => panic!("a tile fits"),
            }
        }
        // Three to one: about 300 of 400.
        assert!((250..350).contains(&first), "{first}");
        let mut none = vec![Tile::new(3, 3)];
        assert_eq!(draw_weighted(&mut none, |t| !t.is_double(), |_| 1.0, &mut rng), None);
    }
}
