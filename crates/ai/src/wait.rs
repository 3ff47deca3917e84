//! How long a person waits for the computers (issue 54): at a table of one
//! person (seat 1) and computers, the person makes a move (a random legal
//! one, from a seeded generator) and the clock runs while the computers
//! play, until the person is to move again. This is the search alone, on
//! the engine: the service's store and picture come on top (`selfplay`
//! measures those).
//!
//! Several engines are measured side by side on the same positions: after
//! each move of the person, every engine plays the round from a copy of
//! the same position (their order rotating from one round to the next, so
//! that neither always runs on a cooler machine), and the game goes on
//! from the first engine's round, so every engine meets the same positions
//! however the others play.

use super::ismcts::Kept;
use super::{Level, Round, Think, classic};
use dominoes_engine::{AnyGame, GameKind, GameRng, Options, Seat};
use serde::Serialize;
use std::time::{Duration, Instant};

/// A computer player measured by the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// Today's hard search, frozen before issue 54 ([`classic`]).
    Classic,
    /// The hard level as the bot plays it now, with its round budget.
    Hard,
}

impl Engine {
    pub fn id(self) -> &'static str {
        match self {
            Engine::Classic => "classic",
            Engine::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Engine> {
        match text.trim().to_lowercase().as_str() {
            "classic" => Some(Engine::Classic),
            "hard" => Some(Engine::Hard),
            _ => None,
        }
    }

    /// The action this engine chooses for `seat`, thinking as `think`
    /// allows (the classic engine keeps its own budget and nothing else),
    /// and what it kept for the seat's next decision.
    pub fn choose(
        self,
        game: &dyn AnyGame,
        seat: Seat,
        think: &Think,
        kept: Option<Kept>,
        rng: &mut GameRng,
    ) -> (Option<String>, Option<Kept>) {
        match self {
            Engine::Classic => (
                classic::choose(game, seat, &classic::settings_for(game.kind()), rng),
                None,
            ),
            Engine::Hard => super::choose_keeping(game, seat, Level::Hard, think, kept, rng),
        }
    }
}

/// What to measure.
#[derive(Clone, Debug)]
pub struct Setup {
    /// Games and table sizes (one person, the other seats computers).
    pub tables: Vec<(GameKind, usize)>,
    /// Games per table, each dealt from its own seed.
    pub games: usize,
    /// The person's moves per game after which a round is timed.
    pub moves: usize,
    pub engines: Vec<Engine>,
    /// Threads the hard level searches on (the bot's setting).
    pub threads: usize,
    pub seed: u64,
}

impl Setup {
    /// Every game at two seats and at its largest table up to four (one
    /// person, three computers where the game allows).
    pub fn every_game(games: usize, moves: usize, engines: Vec<Engine>, threads: usize, seed: u64) -> Setup {
        let mut tables = Vec::new();
        for kind in GameKind::ALL.into_iter().filter(|k| !k.is_puzzle()) {
            let (min, max) = kind.player_range(None);
            let most = max.min(4);
            for n in [2usize.max(min), most] {
                if !tables.contains(&(kind, n)) {
                    tables.push((kind, n));
                }
            }
        }
        Setup {
            tables,
            games,
            moves,
            engines,
            threads,
            seed,
        }
    }
}

/// The waits of one engine at one table.
#[derive(Clone, Debug, Serialize)]
pub struct Line {
    pub game: String,
    pub seats: usize,
    pub engine: Engine,
    /// Rounds timed (a person's move followed by at least one computer's).
    pub rounds: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
    /// Computer decisions over all rounds.
    pub decisions: usize,
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "| {} | {} | {} | {} | {:.0} | {:.0} | {:.0} | {} |",
            self.game,
            self.seats,
            self.engine.id(),
            self.rounds,
            self.median_ms,
            self.p95_ms,
            self.max_ms,
            self.decisions
        )
    }
}

/// The header of the table [`Line`]s print as.
pub const HEADER: &str = "| game | seats | engine | rounds | median wait (ms) | p95 (ms) | longest (ms) | decisions |\n|---|---|---|---|---|---|---|---|";

/// The person's seat.
const PERSON: Seat = 0;

/// Measures every table of `setup`, handing each engine's line to `out`
/// as soon as the table is done.
pub fn run(setup: &Setup, out: &mut dyn FnMut(&Line)) -> Result<(), String> {
    for &(kind, seats) in &setup.tables {
        for line in measure_table(setup, kind, seats)? {
            out(&line);
        }
    }
    Ok(())
}

/// What the engines' rounds at one table took.
struct Waits {
    times: Vec<Vec<Duration>>,
    decisions: Vec<usize>,
}

/// Every engine's waits at a table of `kind` with `seats` seats.
pub fn measure_table(setup: &Setup, kind: GameKind, seats: usize) -> Result<Vec<Line>, String> {
    let engines = &setup.engines;
    let mut waits = Waits {
        times: vec![Vec::new(); engines.len()],
        decisions: vec![0; engines.len()],
    };
    for g in 0..setup.games {
        let seed = setup.seed.wrapping_mul(1_000_003) ^ ((g as u64) << 16) ^ (seats as u64);
        play_game(setup, kind, seats, seed, &mut waits)?;
    }
    Ok(engines
        .iter()
        .enumerate()
        .map(|(e, &engine)| Line {
            game: kind.id().to_string(),
            seats,
            engine,
            rounds: waits.times[e].len(),
            median_ms: crate::quantile_ms(&waits.times[e], 0.5),
            p95_ms: crate::quantile_ms(&waits.times[e], 0.95),
            max_ms: crate::quantile_ms(&waits.times[e], 1.0),
            decisions: waits.decisions[e],
        })
        .collect())
}

/// One game: the computers' opening round (not timed: nobody has moved
/// yet), then up to `setup.moves` moves of the person, each followed by
/// every engine's round from the same position.
fn play_game(setup: &Setup, kind: GameKind, seats: usize, seed: u64, waits: &mut Waits) -> Result<(), String> {
    let mut deal = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let mut game = kind
        .setup(&Options::default(), seats, &mut deal)
        .map_err(|e| format!("{kind} at {seats}: {}", e.0))?;
    let mut person = GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0x9e37));
    let first = setup.engines.first().copied().ok_or("no engine to measure")?;
    round(
        first,
        game.as_mut(),
        &mut deal,
        setup.threads,
        &mut GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0x51)),
    )?;
    for m in 0..setup.moves {
        if !game.to_act().includes(PERSON) {
            break;
        }
        let legal = game.legal_notations(PERSON);
        if legal.is_empty() {
            break;
        }
        let pick = legal[person.below(legal.len())].clone();
        game.play(PERSON, &pick, &mut deal)
            .map_err(|e| format!("{kind}: the person's `{pick}` was refused: {e:?}"))?;
        let mut next = None;
        let n = setup.engines.len();
        for k in 0..n {
            // Rotate who goes first, so neither always meets the same load.
            let e = (k + m) % n;
            let mut copy = game.clone_box();
            let mut chance = deal.clone();
            let mut ai = GameRng::from_seed(GameRng::seed_from_u64(seed ^ ((m as u64 + 1) << 8)));
            let started = Instant::now();
            let decisions = round(setup.engines[e], copy.as_mut(), &mut chance, setup.threads, &mut ai)?;
            let took = started.elapsed();
            if decisions > 0 {
                waits.times[e].push(took);
                waits.decisions[e] += decisions;
            }
            if e == 0 {
                next = Some((copy, chance));
            }
        }
        let Some((copy, chance)) = next else { break };
        game = copy;
        deal = chance;
    }
    Ok(())
}

/// The computers play until the person is to move or the game ends;
/// returns how many decisions they made.
fn round(
    engine: Engine,
    game: &mut dyn AnyGame,
    chance: &mut GameRng,
    threads: usize,
    ai: &mut GameRng,
) -> Result<usize, String> {
    let mut clock = Round::timed(threads);
    let mut decisions = 0;
    // What the last decision kept, for its seat if it acts again at once.
    let mut kept: Option<Kept> = None;
    loop {
        let to_act = game.to_act();
        let Some(seat) = to_act.seats().into_iter().find(|&s| s != PERSON) else {
            return Ok(decisions);
        };
        let think = clock.next(seat, game.seats() - 1);
        let (action, keep) = engine.choose(game, seat, &think, kept.take().filter(|k| k.observer() == seat), ai);
        kept = keep;
        let action = action.ok_or_else(|| format!("{}: the computer at seat {seat} found no action", game.kind()))?;
        game.play(seat, &action, chance)
            .map_err(|e| format!("{}: the computer's `{action}` was refused: {e:?}", game.kind()))?;
        decisions += 1;
        if decisions > 10_000 {
            return Err(format!("{}: a round of over 10 000 decisions", game.kind()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_measured_at_two_seats_and_its_largest_table() {
        let setup = Setup::every_game(1, 1, vec![Engine::Hard], 1, 1);
        assert!(setup.tables.contains(&(GameKind::Tree, 2)));
        assert!(setup.tables.contains(&(GameKind::Tree, 4)));
        assert!(setup.tables.contains(&(GameKind::Dominomega, 3)));
        assert!(setup.tables.contains(&(GameKind::Dominoids, 2)));
        assert!(!setup.tables.iter().any(|&(k, _)| k.is_puzzle()));
    }
}
