//! `bench`, a command of the binary: how the cost of the bot's everyday
//! work grows with the number of running games. For each size it fills a
//! fresh database with that many running games (rows as the bot writes
//! them: two seats, a dealt game, a wait of under a day, so nothing is due
//! yet), then times through the service, as the bot runs them: a timer
//! round with nothing due, creating a game (`/play` and the accept that
//! starts it), a move, and a player's `/games`. Each figure is a median.
//!
//! The storage backend is a parameter ([`Backend`]), so that another
//! backend is measured by the same code and reported in the same table.

use clap::ValueEnum;
use dominoes_bot::engine::{GameKind, GameRng};
use dominoes_bot::service::replay::start_state;
use dominoes_bot::service::{Audience, Clock, Ctx, Seeds, Service, SystemClock, User};
use dominoes_bot::store::{GameRow, Player, Status, Store, Wait};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::path::Path;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

/// Where the games are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    /// A SQLite file in a temporary folder (the bot's default storage).
    Sqlite,
    /// A new schema on the PostgreSQL server named by
    /// `DOMINOES_TEST_POSTGRES` (`bash .ci/postgres start DIR` starts a
    /// throwaway one and prints its URL).
    Postgres,
}

impl Backend {
    /// A fresh, empty database of this backend, kept in `dir`.
    fn open(self, dir: &Path) -> Result<Store, String> {
        match self {
            Backend::Sqlite => Store::open(&dir.join("bench.sqlite3")).map_err(|e| e.to_string()),
            Backend::Postgres => {
                let url = std::env::var(SERVER_ENV)
                    .ok()
                    .filter(|u| !u.is_empty())
                    .ok_or_else(|| {
                        format!(
                            "set {SERVER_ENV} to a PostgreSQL server's URL (bash .ci/postgres start DIR starts one)"
                        )
                    })?;
                Store::connect_scratch(&url).map_err(|e| e.to_string())
            }
        }
    }
}

/// The environment variable naming the PostgreSQL server `--backend
/// postgres` measures on.
const SERVER_ENV: &str = "DOMINOES_TEST_POSTGRES";

/// What to measure.
pub struct Setup {
    pub backend: Backend,
    /// Running games to fill the database with, one measurement each.
    pub sizes: Vec<usize>,
    /// Samples per figure (its median is reported).
    pub samples: usize,
    /// Whether moves and new games draw the board picture, as the bot
    /// does (off: the figures are the storage and the rules alone).
    pub pictures: bool,
    pub seed: u64,
}

/// The figures for one size.
#[derive(Debug, Serialize)]
pub struct Line {
    pub backend: Backend,
    pub games: usize,
    /// Seconds it took to fill the database.
    pub fill_seconds: f64,
    /// Median milliseconds of a timer round with nothing due (posts owed,
    /// reminders and deadlines, computer moves owed).
    pub round_ms: f64,
    /// Games a timer round loaded (nothing was due, so anything but 0 is
    /// work that grows with the games).
    pub round_loads: usize,
    /// Median milliseconds of `/play` plus the accept that starts the game.
    pub create_ms: f64,
    /// Median milliseconds of a move (`/move`, the first legal action).
    pub move_ms: f64,
    /// Median milliseconds of a player's `/games`.
    pub list_ms: f64,
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "| {:?} | {} | {:.3} | {} | {:.2} | {:.2} | {:.2} |",
            self.backend, self.games, self.round_ms, self.round_loads, self.create_ms, self.move_ms, self.list_ms
        )
    }
}

/// The header of the table [`Line`]s print as.
pub const HEADER: &str = "| backend | running games | timer round, nothing due (ms) | games a round loaded | create a game (ms) | a move (ms) | /games (ms) |\n|---|---|---|---|---|---|---|";

/// The server every benchmark game is in: one server holding them all is
/// the hardest case for the per-server lists.
const GUILD: u64 = 1;
/// Channels of the filled games start here; new games go below.
const FILLED_CHANNELS: u64 = 1_000_000_000;
/// Rows stored per transaction while filling.
const BATCH: usize = 1000;

/// Measures every size of `setup`, handing each line to `out` as it is done.
pub fn run(setup: &Setup, out: &mut dyn FnMut(&Line)) -> Result<(), String> {
    for &games in &setup.sizes {
        out(&measure(setup, games)?);
    }
    Ok(())
}

/// The figures for a database of `games` running games.
fn measure(setup: &Setup, games: usize) -> Result<Line, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = setup.backend.open(dir.path())?;
    let mut svc = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(setup.seed)));
    if !setup.pictures {
        svc = svc.without_board_pictures();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let users = (games as u64 / 5).max(2);
    let started = Instant::now();
    let ids = fill(&svc, games, users, &mut rng)?;
    svc.store().analyze().map_err(|e| e.to_string())?;
    let fill_seconds = started.elapsed().as_secs_f64();
    let round = time_rounds(&svc, setup.samples)?;
    svc.take_metrics();
    let create = time_creating(&svc, setup.samples, users, &mut rng)?;
    let moves = time_moves(&svc, &ids, setup.samples, &mut rng)?;
    let list = time_lists(&svc, setup.samples, users, &mut rng);
    Ok(Line {
        backend: setup.backend,
        games,
        fill_seconds,
        round_ms: median_ms(&round.0),
        round_loads: round.1,
        create_ms: median_ms(&create),
        move_ms: median_ms(&moves),
        list_ms: median_ms(&list),
    })
}

/// Stores `games` running games between `users` people, a batch per
/// transaction; returns their ids.
fn fill(svc: &Service, games: usize, users: u64, rng: &mut ChaCha8Rng) -> Result<Vec<i64>, String> {
    let now = SystemClock.now();
    let mut ids = Vec::with_capacity(games);
    let mut batch = Vec::with_capacity(BATCH);
    for i in 0..games {
        batch.push(running_game(i, users, now, rng)?);
        if batch.len() == BATCH || i + 1 == games {
            ids.extend(svc.import_games(&batch).map_err(|e| e.to_string())?);
            batch.clear();
        }
    }
    Ok(ids)
}

/// Game `i`: Dominimum between two of `users`, dealt from its own seed,
/// waiting for its first move since some time in the last 23 hours (the
/// first reminder comes after 24).
fn running_game(i: usize, users: u64, now: i64, rng: &mut ChaCha8Rng) -> Result<GameRow, String> {
    let kind = GameKind::Dominimum;
    let seed = GameRng::seed_from_u64(i as u64);
    let started = start_state(kind, None, 2, seed).map_err(|e| e.0)?;
    let first = rng.random_range(1..=users);
    let people = [first, first % users + 1];
    let players: Vec<Player> = people
        .iter()
        .enumerate()
        .map(|(slot, &user)| Player {
            slot,
            user_id: Some(user),
            name: format!("user{user}"),
            accepted: true,
            seat: started.order.iter().position(|&s| s == slot),
            computer: None,
        })
        .collect();
    let to_act = started
        .game
        .to_act()
        .seat()
        .and_then(|seat| players.iter().find(|p| p.seat == Some(seat)))
        .and_then(|p| p.user_id);
    let since = now - rng.random_range(0..23 * 3600);
    Ok(GameRow {
        id: 0,
        guild_id: GUILD,
        channel_id: FILLED_CHANNELS + i as u64,
        kind,
        variant: None,
        status: Status::Active,
        created_by: people[0],
        seed: hex::encode(seed),
        snapshot: Some(started.game.snapshot()),
        rng: Some(serde_json::to_string(&started.rng).map_err(|e| e.to_string())?),
        version: 0,
        to_act,
        outcome: None,
        abort_votes: Vec::new(),
        created_at: since,
        updated_at: since,
        players,
        wait: Wait {
            since: Some(since),
            ..Wait::default()
        },
        proposal: None,
        turn_post: Default::default(),
        locale: None,
    })
}

/// Timer rounds as the Discord loop runs them, with nothing due: their
/// times, and how many games they loaded.
fn time_rounds(svc: &Service, samples: usize) -> Result<(Vec<Duration>, usize), String> {
    svc.take_metrics();
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let start = Instant::now();
        let mut notices = svc.owed_posts(false);
        notices.extend(svc.tick());
        let computers = svc.computer_channels_due();
        times.push(start.elapsed());
        if !notices.is_empty() || !computers.is_empty() {
            return Err(format!("something was due: {} notices", notices.len()));
        }
    }
    Ok((times, svc.take_metrics().timer_loads / samples.max(1)))
}

/// `/play` by one person against another, and their accept.
fn time_creating(svc: &Service, samples: usize, users: u64, rng: &mut ChaCha8Rng) -> Result<Vec<Duration>, String> {
    let mut times = Vec::with_capacity(samples);
    for s in 0..samples as u64 {
        let a = rng.random_range(1..=users);
        let (challenger, opponent) = (person(a), person(a % users + 1));
        let at = |who: &User| Ctx {
            guild: GUILD,
            channel: s + 1,
            user: who.clone(),
            locale: Default::default(),
            guild_locale: None,
        };
        let start = Instant::now();
        let challenge = svc.play(
            &at(&challenger),
            GameKind::Dominimum,
            std::slice::from_ref(&opponent),
            None,
        );
        let accept = challenge
            .first()
            .and_then(|r| r.buttons.first())
            .map(|b| b.id.clone())
            .ok_or_else(|| format!("no challenge: {challenge:?}"))?;
        let begun = svc.button(&at(&opponent), &accept);
        times.push(start.elapsed());
        if !begun.iter().any(|r| r.text.contains("begins")) {
            return Err(format!("the game did not start: {begun:?}"));
        }
    }
    Ok(times)
}

/// A move in a random filled game, by whoever is to act there.
fn time_moves(svc: &Service, ids: &[i64], samples: usize, rng: &mut ChaCha8Rng) -> Result<Vec<Duration>, String> {
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let id = ids[rng.random_range(0..ids.len())];
        let row = svc
            .store()
            .game(id)
            .map_err(|e| e.to_string())?
            .ok_or("a game vanished")?;
        let Some(user) = row.to_act else { continue };
        let ctx = Ctx {
            guild: row.guild_id,
            channel: row.channel_id,
            user: person(user),
            locale: Default::default(),
            guild_locale: None,
        };
        let Some(action) = svc.legal_actions(&ctx).first().map(|a| a.notation.clone()) else {
            continue;
        };
        let start = Instant::now();
        let replies = svc.make_move(&ctx, &action);
        times.push(start.elapsed());
        if replies.first().is_none_or(|r| r.audience != Audience::Public) {
            return Err(format!("the move was refused: {replies:?}"));
        }
    }
    Ok(times)
}

/// `/games` of a random player.
fn time_lists(svc: &Service, samples: usize, users: u64, rng: &mut ChaCha8Rng) -> Vec<Duration> {
    (0..samples)
        .map(|_| {
            let ctx = Ctx {
                guild: GUILD,
                channel: 0,
                user: person(rng.random_range(1..=users)),
                locale: Default::default(),
                guild_locale: None,
            };
            let start = Instant::now();
            svc.games(&ctx, false, false);
            start.elapsed()
        })
        .collect()
}

fn person(id: u64) -> User {
    User {
        id,
        name: format!("user{id}"),
    }
}

fn median_ms(samples: &[Duration]) -> f64 {
    crate::selfplay::quantile_ms(samples, 0.5)
}
