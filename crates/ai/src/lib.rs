//! Computer players: choose an action for one seat from what that seat may
//! know.
//!
//! Every level starts by imagining the table ([`AnyGame::determinize`]):
//! a state that agrees with everything the seat can see, with every hidden
//! part dealt anew from the computer's own generator. It never plays the
//! real state, never reads a hidden tile and never touches the game's
//! generator, so two states that look the same from its seat get the same
//! answer for the same generator (a test checks it for every game).
//!
//! - `random`: a uniformly random legal action (a yardstick for measuring);
//! - `easy`: half the time a random action, otherwise the medium choice
//!   judged on a single imagined table;
//! - `medium`: one move ahead, greedy on the game's heuristic, averaged
//!   over a few imagined tables;
//! - `hard`: information-set Monte Carlo tree search ([`ismcts`]) with an
//!   iteration budget (reproducible) capped at two seconds.

pub mod budget;
pub mod classic;
pub mod ismcts;
pub mod wait;

pub use budget::{Round, Think};

use dominoes_engine::{AnyGame, GameKind, GameRng, Outcome, Seat};
use std::time::Duration;

pub use dominoes_engine::Level;

/// Imagined tables the medium level averages over.
const MEDIUM_TABLES: usize = 4;

/// The search settings of the hard level: the iteration budget makes its
/// choices reproducible and independent of the machine's load; the time
/// cap bites in the slowest game (Euronimoes) and on a busy machine.
pub fn hard_settings() -> ismcts::Settings {
    ismcts::Settings {
        iterations: 1000,
        // A move may take 2 s. The cap is checked between iterations, so it
        // is set a little lower: the iteration under way when it passes
        // (a few milliseconds) still fits.
        max_time: Duration::from_millis(1900),
        exploration: 0.7,
        playout_depth: 4,
        playout_sample: 3,
        candidates: 8,
        candidate_tables: MEDIUM_TABLES,
        prior_visits: 10,
        expand_sample: 8,
        widening: 1.0,
        sweep_from_seats: 3,
        model_others: true,
        threads: 1,
    }
}

/// [`hard_settings`] with the budget of `kind`'s record, where the game
/// sets its own (The Tree plays its imagined games to the end and judges
/// them by who won: with the other seat's careless moves imagined as such
/// ([`ismcts::Settings::model_others`]), that is what lifted it past 90 %
/// against random play, docs/ai.md). The time cap stays the same.
pub fn hard_settings_for(kind: GameKind) -> ismcts::Settings {
    let mut settings = hard_settings();
    let budget = kind.record().hard;
    settings.iterations = budget.iterations.unwrap_or(settings.iterations);
    settings.playout_depth = budget.playout_depth.unwrap_or(settings.playout_depth);
    settings.candidates = budget.candidates.unwrap_or(settings.candidates);
    settings
}

/// The canonical notation of the action `level` chooses for `seat`, or
/// `None` when `seat` has nothing to do.
pub fn choose(game: &dyn AnyGame, seat: Seat, level: Level, rng: &mut GameRng) -> Option<String> {
    choose_with(game, seat, level, &hard_settings_for(game.kind()), rng)
}

/// [`choose`] within what one decision of a round may spend (`think`):
/// the hard level searches on `think.threads` threads, and stops at
/// `think.time` when one is given (otherwise at its own cap).
pub fn choose_thinking(
    game: &dyn AnyGame,
    seat: Seat,
    level: Level,
    think: &Think,
    rng: &mut GameRng,
) -> Option<String> {
    choose_keeping(game, seat, level, think, None, rng).0
}

/// [`choose_thinking`], the hard level starting from what its previous
/// decision kept (`kept`: the caller vouches that `seat` acts again right
/// after its own `kept.action()`) and keeping what this one learned, for
/// the seat's next decision if it comes at once (a Dominoids turn, an
/// extra turn). Other levels keep nothing.
pub fn choose_keeping(
    game: &dyn AnyGame,
    seat: Seat,
    level: Level,
    think: &Think,
    kept: Option<ismcts::Kept>,
    rng: &mut GameRng,
) -> (Option<String>, Option<ismcts::Kept>) {
    let hard = thinking_settings(game.kind(), think);
    if level != Level::Hard {
        return (choose_with(game, seat, level, &hard, rng), None);
    }
    let (decision, kept) = ismcts::search_keeping(game, seat, &hard, kept, rng);
    (decision.map(|d| d.action), kept)
}

/// How many times the level's iteration budget each thread of a timed
/// decision may search. The round's time, not the budget, is what ends a
/// timed search: at the level's own budget, two trees of 1000 iterations
/// ended in about 150 ms of Dominimum's 700 and played no better than
/// today's hard (52.0 % of 200 games); let run to four times that, they
/// took about 600 ms and won 62.5 % on the same deals (docs/ai.md). The
/// ceiling still bounds a tree's memory and lets a search that has little
/// to weigh (draw dominoes) answer at once.
pub const TIMED_ITERATIONS_FACTOR: usize = 4;

/// The hard level's search within what `think` allows. In a timed round
/// every thread searches up to [`TIMED_ITERATIONS_FACTOR`] times the
/// whole iteration budget, so each tree grows as deep as the round's time
/// allows and the threads add to it (split in shares, two trees of half
/// the size played worse than one: draw dominoes, docs/ai.md). Seeded,
/// the level's budget is shared, so the total stays the level's own and
/// the time never decides.
pub fn thinking_settings(kind: GameKind, think: &Think) -> ismcts::Settings {
    let mut hard = hard_settings_for(kind);
    hard.threads = think.threads.max(1);
    if let Some(time) = think.time {
        hard.max_time = time;
        hard.iterations *= hard.threads * TIMED_ITERATIONS_FACTOR;
    }
    hard
}

/// The `q`-quantile of some durations, in milliseconds (0 for none).
pub fn quantile_ms(samples: &[Duration], q: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let mut v: Vec<Duration> = samples.to_vec();
    v.sort();
    let i = ((v.len() - 1) as f64 * q).round() as usize;
    v[i].as_secs_f64() * 1000.0
}

/// [`choose`], with the hard level searching as `hard` says (to measure
/// other budgets, or to keep tests quick).
pub fn choose_with(
    game: &dyn AnyGame,
    seat: Seat,
    level: Level,
    hard: &ismcts::Settings,
    rng: &mut GameRng,
) -> Option<String> {
    match level {
        Level::Random => random(game, seat, rng),
        Level::Easy => {
            if rng.below(2) == 0 {
                random(game, seat, rng)
            } else {
                greedy(game, seat, 1, rng)
            }
        }
        Level::Medium => greedy(game, seat, MEDIUM_TABLES, rng),
        Level::Hard => ismcts::search(game, seat, hard, rng).map(|r| r.action),
    }
}

/// A uniformly random legal action. It needs no imagined table: the legal
/// actions of the seat to act depend only on what that seat knows.
fn random(game: &dyn AnyGame, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let mut legal = game.legal_notations(seat);
    if legal.is_empty() {
        return None;
    }
    let i = rng.below(legal.len());
    Some(legal.swap_remove(i))
}

/// One move ahead: the action whose result the heuristic likes best on
/// average over `tables` imagined tables (ties broken at random).
fn greedy(game: &dyn AnyGame, seat: Seat, tables: usize, rng: &mut GameRng) -> Option<String> {
    let (mut legal, totals) = judge(game, seat, tables, Imagine::FromWhatIsSeen, rng);
    let best = totals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let near: Vec<usize> = (0..legal.len()).filter(|&i| totals[i] >= best - 1e-9).collect();
    if near.is_empty() {
        return None;
    }
    let pick = near[rng.below(near.len())];
    Some(legal.swap_remove(pick))
}

/// How a level imagines the hidden parts of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imagine {
    /// Dealt uniformly from what the seat cannot see ([`AnyGame::determinize`]):
    /// the easy and medium levels.
    FromWhatIsSeen,
    /// Also weighed by what the public history suggests
    /// ([`AnyGame::determinize_with_history`]): the hard level.
    WithHistory,
}

impl Imagine {
    pub fn table(self, game: &dyn AnyGame, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyGame> {
        match self {
            Imagine::FromWhatIsSeen => game.determinize(seat, rng),
            Imagine::WithHistory => game.determinize_with_history(seat, rng),
        }
    }
}

/// Every legal action of `seat` with the average [`value`] of its result
/// for `seat` over `tables` tables imagined as `imagine` says. A lone
/// action is not judged.
pub(crate) fn judge(
    game: &dyn AnyGame,
    seat: Seat,
    tables: usize,
    imagine: Imagine,
    rng: &mut GameRng,
) -> (Vec<String>, Vec<f64>) {
    let first = imagine.table(game, seat, rng);
    let legal = first.legal_notations(seat);
    let mut totals = vec![0.0; legal.len()];
    if legal.len() <= 1 {
        return (legal, totals);
    }
    let mut table = first;
    for t in 0..tables.max(1) {
        if t > 0 {
            table = imagine.table(game, seat, rng);
        }
        let after = table.successors(seat, rng);
        if after.len() != totals.len() {
            // Every listed action applies, so this cannot happen; if it
            // did, the counts would no longer match the actions.
            continue;
        }
        for (total, next) in totals.iter_mut().zip(&after) {
            *total += value(next.as_ref(), seat);
        }
    }
    for total in &mut totals {
        *total /= tables.max(1) as f64;
    }
    (legal, totals)
}

/// How well `seat` did or stands, in [0, 1]: its share of the others it
/// beat once the game is over (a tie counts half), the game's heuristic
/// before that.
pub fn value(game: &dyn AnyGame, seat: Seat) -> f64 {
    match game.outcome() {
        Some(outcome) if game.seats() > 1 => rank_reward(&outcome, seat),
        _ => game.heuristic(seat),
    }
}

/// Every seat's [`value`], computing the outcome once.
pub fn values(game: &dyn AnyGame) -> Vec<f64> {
    let seats = game.seats();
    match game.outcome() {
        Some(outcome) if seats > 1 => (0..seats).map(|s| rank_reward(&outcome, s)).collect(),
        _ => (0..seats).map(|s| game.heuristic(s)).collect(),
    }
}

/// The share of the other seats that `seat` placed ahead of, a shared
/// place counting half: 1 for a lone winner, 0 for a lone last, 0.5 for
/// everyone in a draw.
pub fn rank_reward(outcome: &Outcome, seat: Seat) -> f64 {
    let Some(mine) = outcome.rank_of(seat) else {
        return 0.5;
    };
    let others: Vec<usize> = outcome
        .standings
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| s.rank)
        .collect();
    if others.is_empty() {
        return 0.5;
    }
    let beaten: f64 = others
        .iter()
        .map(|&r| match r.cmp(&mine) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        })
        .sum();
    beaten / others.len() as f64
}

#[cfg(test)]
mod mission_model_tests;
#[cfg(test)]
mod tests;
