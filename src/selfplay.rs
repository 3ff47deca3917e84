//! `selfplay`: plays whole games through the service, the store and the
//! renderer, and measures how fast that goes. By default every seat plays
//! uniformly random legal moves (a load generator); with `--seats` each
//! seat is one of the computer players (`random`, `easy`, `medium`,
//! `hard`), and the report says how each of them fared.

use crate::ai::{self, Level, ismcts};
use crate::engine::{GameKind, GameRng};
use crate::service::{Audience, Ctx, Seeds, Service, SystemClock, User};
use crate::store::Store;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

#[derive(Debug, Serialize)]
pub struct Report {
    pub game: String,
    pub games: usize,
    pub moves: usize,
    pub seconds: f64,
    pub moves_per_second: f64,
    pub move_ms_median: f64,
    pub move_ms_p99: f64,
    pub render_ms_median: f64,
    pub render_ms_p99: f64,
    /// Games whose action log replayed to exactly the stored snapshot.
    pub replayed: usize,
    /// How each seat of `--seats` fared, in the order given.
    pub players: Vec<PlayerReport>,
}

/// The results of one entry of `--seats` over all games.
#[derive(Debug, Serialize)]
pub struct PlayerReport {
    pub level: String,
    /// Games it ranked first alone, shared first place in, or did not.
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// Its average place (1 = first).
    pub average_rank: f64,
    /// Decisions it made, and how long choosing took (not counting the
    /// service's work on the move).
    pub decisions: usize,
    pub think_ms_median: f64,
    pub think_ms_p99: f64,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} games, {} moves in {:.2} s = {:.0} moves/s\nper move (service: load, validate, commit, render): median {:.2} ms, p99 {:.2} ms\nper render (PNG): median {:.2} ms, p99 {:.2} ms\nlogs replayed to the stored snapshot: {}/{}",
            self.game,
            self.games,
            self.moves,
            self.seconds,
            self.moves_per_second,
            self.move_ms_median,
            self.move_ms_p99,
            self.render_ms_median,
            self.render_ms_p99,
            self.replayed,
            self.games
        )?;
        for (i, p) in self.players.iter().enumerate() {
            write!(
                f,
                "\nseat entry {} ({}): {} wins, {} draws, {} losses ({:.1} % won), average rank {:.2}; thinking per decision: median {:.2} ms, p99 {:.2} ms over {} decisions",
                i + 1,
                p.level,
                p.wins,
                p.draws,
                p.losses,
                100.0 * p.wins as f64 / self.games.max(1) as f64,
                p.average_rank,
                p.think_ms_median,
                p.think_ms_p99,
                p.decisions
            )?;
        }
        Ok(())
    }
}

/// The `q`-quantile of some durations, in milliseconds.
pub fn quantile_ms(samples: &[Duration], q: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let mut v: Vec<Duration> = samples.to_vec();
    v.sort();
    let i = ((v.len() - 1) as f64 * q).round() as usize;
    v[i].as_secs_f64() * 1000.0
}

/// What to play: the game, how many, and who sits at the table.
#[derive(Clone, Debug)]
pub struct Setup {
    pub kind: GameKind,
    pub games: usize,
    /// Players per game (the game's usual number when `None` and no
    /// `levels` are given; otherwise at least one per level, the last
    /// level filling any further seats).
    pub seats: Option<usize>,
    pub variant: Option<String>,
    pub seed: u64,
    /// One computer player per entry; empty: everyone plays at random.
    pub levels: Vec<Level>,
    /// The hard level's search (its budget can be changed to measure).
    pub hard: ismcts::Settings,
}

impl Setup {
    /// Everyone random: the load generator.
    pub fn random(kind: GameKind, games: usize, seats: Option<usize>, variant: Option<&str>, seed: u64) -> Setup {
        Setup {
            kind,
            games,
            seats,
            variant: variant.map(str::to_string),
            seed,
            levels: Vec::new(),
            hard: ai::hard_settings(),
        }
    }
}

/// Plays `games` games of `kind` (and `variant`) with `seats` players (the
/// game's default when `None`), choosing uniformly among legal moves with a generator
/// seeded by `seed`, against a fresh database in a temporary folder.
pub fn selfplay(
    kind: GameKind,
    games: usize,
    seats: Option<usize>,
    variant: Option<&str>,
    seed: u64,
) -> Result<Report, String> {
    run(&Setup::random(kind, games, seats, variant, seed))
}

/// Plays the games `setup` describes. Computer players choose from the
/// game as stored, through the same `ai::choose` the bot's own seats use,
/// and play their choice through the service like a person. Seat order
/// rotates from one game to the next (entry `i` sits at seat `i + g` in
/// game `g`), so the first player's advantage is shared.
pub fn run(setup: &Setup) -> Result<Report, String> {
    let kind = setup.kind;
    let variant = setup.variant.as_deref();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = Store::open(&dir.path().join("selfplay.sqlite3")).map_err(|e| e.to_string())?;
    let service = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(setup.seed)));
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let seats = match (setup.seats, setup.levels.len()) {
        (Some(n), l) if n < l => return Err(format!("{l} seat levels given for {n} players")),
        (Some(n), _) => n,
        (None, 0) => kind.default_seats(variant),
        (None, l) => l,
    };
    // Entry of `setup.levels` for each seat-entry index (the last fills up).
    let entries: Vec<Level> = (0..seats)
        .map(|i| {
            setup
                .levels
                .get(i)
                .or(setup.levels.last())
                .copied()
                .unwrap_or(Level::Random)
        })
        .collect();
    let users: Vec<User> = (0..seats as u64)
        .map(|i| User {
            id: 100 + i,
            name: format!("bot{}", i + 1),
        })
        .collect();
    let mut move_times = Vec::new();
    let mut think = vec![Vec::new(); seats];
    let mut ranks: Vec<Vec<(usize, bool)>> = vec![Vec::new(); seats];
    let started = Instant::now();
    let mut game_ids = Vec::new();
    for g in 0..setup.games {
        let ctx_of = |u: &User| Ctx {
            guild: 1,
            channel: 1000 + g as u64,
            user: u.clone(),
        };
        let challenge = service.play(&ctx_of(&users[0]), kind.id(), &users[1..], variant);
        let id = service
            .store()
            .open_game_in_channel(1000 + g as u64)
            .map_err(|e| e.to_string())?
            .map(|row| row.id)
            .ok_or_else(|| format!("the challenge was refused: {:?}", challenge.first().map(|r| &r.text)))?;
        game_ids.push(id);
        for u in &users[1..] {
            service.button(&ctx_of(u), &format!("accept:{id}"));
        }
        let entry_of_seat = |seat: usize| (seat + seats - g % seats) % seats;
        let mut ai_rng = GameRng::from_seed(GameRng::seed_from_u64(setup.seed ^ ((g as u64) << 20) ^ 0xa1));
        loop {
            let row = service
                .store()
                .game(id)
                .map_err(|e| e.to_string())?
                .ok_or("the game vanished")?;
            let Some(next) = row.to_act else { break };
            let user = users.iter().find(|u| u.id == next).ok_or("a stranger is to act")?;
            let seat = row
                .player_by_user(next)
                .and_then(|p| p.seat)
                .ok_or("the player to act has no seat")?;
            let entry = entry_of_seat(seat);
            let thinking = Instant::now();
            let text = match entries[entry] {
                Level::Random => {
                    let legal = service.legal_actions(&ctx_of(user));
                    let Some(action) = legal.choose(&mut rng) else {
                        return Err(format!("game {id}: no legal action for {}", user.name));
                    };
                    // Vary the spelling now and then, as people do.
                    if rng.random_bool(0.1) {
                        action.notation.to_lowercase()
                    } else {
                        action.notation.clone()
                    }
                }
                level => {
                    let snapshot = row.snapshot.as_deref().ok_or("the game has no snapshot")?;
                    let game = kind.load(snapshot).map_err(|e| e.to_string())?;
                    ai::choose_with(game.as_ref(), seat, level, &setup.hard, &mut ai_rng)
                        .ok_or_else(|| format!("game {id}: the {level} player found no legal action"))?
                }
            };
            think[entry].push(thinking.elapsed());
            let t = Instant::now();
            let replies = service.make_move(&ctx_of(user), &text);
            move_times.push(t.elapsed());
            if replies.first().map(|r| r.audience) != Some(Audience::Public) {
                return Err(format!(
                    "game {id}: `{text}` was refused: {:?}",
                    replies.first().map(|r| &r.text)
                ));
            }
        }
        let row = service
            .store()
            .game(id)
            .map_err(|e| e.to_string())?
            .ok_or("the game vanished")?;
        let outcome: crate::engine::Outcome = row
            .outcome
            .as_deref()
            .and_then(|o| serde_json::from_str(o).ok())
            .ok_or_else(|| format!("game {id} ended without an outcome"))?;
        for standing in &outcome.standings {
            let shared = outcome
                .standings
                .iter()
                .any(|o| o.seat != standing.seat && o.rank == standing.rank);
            ranks[entry_of_seat(standing.seat)].push((standing.rank, shared));
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut replayed = 0;
    for id in &game_ids {
        let row = service
            .store()
            .game(*id)
            .map_err(|e| e.to_string())?
            .ok_or("the game vanished")?;
        let actions = service.store().actions(*id).map_err(|e| e.to_string())?;
        let (snapshot, rng_state) = crate::service::replay::replay(&row, &actions)?;
        if Some(snapshot) == row.snapshot && Some(rng_state) == row.rng {
            replayed += 1;
        }
    }
    let players = if setup.levels.is_empty() {
        Vec::new()
    } else {
        (0..seats)
            .map(|e| {
                let r = &ranks[e];
                PlayerReport {
                    level: entries[e].id().to_string(),
                    wins: r.iter().filter(|&&(rank, shared)| rank == 1 && !shared).count(),
                    draws: r.iter().filter(|&&(rank, shared)| rank == 1 && shared).count(),
                    losses: r.iter().filter(|&&(rank, _)| rank > 1).count(),
                    average_rank: r.iter().map(|&(rank, _)| rank as f64).sum::<f64>() / r.len().max(1) as f64,
                    decisions: think[e].len(),
                    think_ms_median: quantile_ms(&think[e], 0.5),
                    think_ms_p99: quantile_ms(&think[e], 0.99),
                }
            })
            .collect()
    };
    let renders = service.take_metrics().renders;
    Ok(Report {
        game: kind.id().to_string(),
        games: setup.games,
        moves: move_times.len(),
        seconds,
        moves_per_second: move_times.len() as f64 / seconds.max(1e-9),
        move_ms_median: quantile_ms(&move_times, 0.5),
        move_ms_p99: quantile_ms(&move_times, 0.99),
        render_ms_median: quantile_ms(&renders, 0.5),
        render_ms_p99: quantile_ms(&renders, 0.99),
        replayed,
        players,
    })
}
