//! `selfplay`: plays whole games with random legal moves through the
//! service, the store and the renderer, and measures how fast that goes.

use crate::engine::GameKind;
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
    /// Games stopped (aborted) at the move cap before they ended.
    pub capped: usize,
    /// The move cap per game.
    pub max_moves: usize,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} games, {} moves in {:.2} s = {:.0} moves/s\nper move (service: load, validate, commit, render): median {:.2} ms, p99 {:.2} ms\nper render (PNG): median {:.2} ms, p99 {:.2} ms\nlogs replayed to the stored snapshot: {}/{}\ngames aborted at the cap of {} moves: {}",
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
            self.games,
            self.max_moves,
            self.capped
        )
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

/// Plays `games` games of `kind` (and `variant`) with `seats` players (the
/// game's default when `None`), choosing uniformly among legal moves with a generator
/// seeded by `seed`, against a fresh database in a temporary folder. A game
/// still running after `max_moves` moves is aborted (random play may never
/// end some games, e.g. Dominoids can wander for thousands of moves) and
/// counted as capped.
pub fn selfplay(
    kind: GameKind,
    games: usize,
    seats: Option<usize>,
    variant: Option<&str>,
    seed: u64,
    max_moves: usize,
) -> Result<Report, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = Store::open(&dir.path().join("selfplay.sqlite3")).map_err(|e| e.to_string())?;
    let service = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(seed)));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seats = seats.unwrap_or_else(|| kind.default_seats(variant));
    let users: Vec<User> = (0..seats as u64)
        .map(|i| User {
            id: 100 + i,
            name: format!("bot{}", i + 1),
        })
        .collect();
    let mut move_times = Vec::new();
    let started = Instant::now();
    let mut game_ids = Vec::new();
    let mut capped = 0;
    for g in 0..games {
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
        let mut moves = 0;
        loop {
            let row = service
                .store()
                .game(id)
                .map_err(|e| e.to_string())?
                .ok_or("the game vanished")?;
            let Some(next) = row.to_act else { break };
            if moves >= max_moves {
                for u in &users {
                    service.abort(&ctx_of(u));
                }
                if service
                    .store()
                    .game(id)
                    .map_err(|e| e.to_string())?
                    .and_then(|r| r.to_act)
                    .is_some()
                {
                    return Err(format!("game {id} could not be aborted at the move cap"));
                }
                capped += 1;
                break;
            }
            moves += 1;
            let user = users.iter().find(|u| u.id == next).ok_or("a stranger is to act")?;
            let legal = service.legal_actions(&ctx_of(user));
            let Some(action) = legal.choose(&mut rng) else {
                return Err(format!("game {id}: no legal action for {}", user.name));
            };
            // Vary the spelling now and then, as people do.
            let text = if rng.random_bool(0.1) {
                action.notation.to_lowercase()
            } else {
                action.notation.clone()
            };
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
    let renders = service.take_metrics().renders;
    Ok(Report {
        game: kind.id().to_string(),
        games,
        moves: move_times.len(),
        seconds,
        moves_per_second: move_times.len() as f64 / seconds.max(1e-9),
        move_ms_median: quantile_ms(&move_times, 0.5),
        move_ms_p99: quantile_ms(&move_times, 0.99),
        render_ms_median: quantile_ms(&renders, 0.5),
        render_ms_p99: quantile_ms(&renders, 0.99),
        replayed,
        capped,
        max_moves,
    })
}
