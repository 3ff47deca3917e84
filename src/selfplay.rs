//! `selfplay` (and `solver`), commands of the binary, not part of the
//! library: plays whole games through the service, the store and the
//! renderer, and measures how fast that goes. By default every seat plays
//! uniformly random legal moves (a load generator); with `--seats` each
//! seat is one of the computer players (`random`, `easy`, `medium`,
//! `hard`), and the report says how each of them fared.

use dominoes_bot::ai::{self, Level, ismcts};
use dominoes_bot::engine::{AnyGame, GameKind, GameRng};
use dominoes_bot::service::{Audience, ButtonId, Ctx, Seeds, Service, SystemClock, User};
use dominoes_bot::store::{GameRow, Store};
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
    /// Pictures drawn (none with `--no-pictures`).
    pub renders: usize,
    /// Games whose action log replayed to exactly the stored snapshot.
    pub replayed: usize,
    /// Games stopped (aborted) at the move cap before they ended.
    pub capped: usize,
    /// The move cap per game.
    pub max_moves: usize,
    /// How each seat of `--seats` fared, in the order given.
    pub players: Vec<PlayerReport>,
}

impl Report {
    /// A report of the timings alone: no seats, no move cap.
    fn timed(
        kind: GameKind,
        games: usize,
        move_times: &[Duration],
        renders: &[Duration],
        seconds: f64,
        replayed: usize,
    ) -> Report {
        Report {
            game: kind.id().to_string(),
            games,
            moves: move_times.len(),
            seconds,
            moves_per_second: move_times.len() as f64 / seconds.max(1e-9),
            move_ms_median: quantile_ms(move_times, 0.5),
            move_ms_p99: quantile_ms(move_times, 0.99),
            render_ms_median: quantile_ms(renders, 0.5),
            render_ms_p99: quantile_ms(renders, 0.99),
            renders: renders.len(),
            replayed,
            capped: 0,
            max_moves: 0,
            players: Vec::new(),
        }
    }
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
    /// With three or more seats: how many places further back than the
    /// first entry of `--seats` it finished, on average over the games,
    /// and the 95 % interval of that average. Both sit at every table, so
    /// the difference is taken game by game, which cancels much of the
    /// deal's luck: an interval above 0 says the first entry is ahead.
    pub behind_first: Option<(f64, (f64, f64))>,
    /// Decisions it made, and how long choosing took (not counting the
    /// service's work on the move).
    pub decisions: usize,
    pub think_ms_median: f64,
    pub think_ms_p99: f64,
    /// Where its true share of games won likely lies (95 % Wilson score
    /// interval, as fractions, over all games played, capped ones counting
    /// as not won): 200 games leave a margin of several points either way.
    pub won_interval_95: (f64, f64),
    /// Games it played at seat 1, and how many of those it won: in most
    /// games seat 1 moves first, so set against the overall share this
    /// shows what the first move is worth (in The Tree, several points of
    /// hard's share against random; docs/ai.md).
    pub seat1_games: usize,
    pub seat1_wins: usize,
    /// Its place in each game, in game order (seats that share a place
    /// have the same number): for pooling several runs' figures.
    pub places: Vec<usize>,
}

/// The 95 % Wilson score interval of a share of `successes` out of `n`
/// trials, as fractions. Unlike "share ± 1.96 standard errors" it stays
/// within 0 and 1 and is honest near them, where win rates against weak
/// opponents lie. No trials: nothing is known, (0, 1).
pub fn wilson_interval(successes: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let p = successes.min(n) as f64 / n as f64;
    let n = n as f64;
    let z2 = Z * Z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The mean of `xs` and its 95 % interval (normal approximation, which the
/// hundreds of games of a strength run justify). Fewer than two values:
/// the interval is unbounded.
pub fn mean_interval(xs: &[f64]) -> (f64, (f64, f64)) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, (f64::NEG_INFINITY, f64::INFINITY));
    }
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, (f64::NEG_INFINITY, f64::INFINITY));
    }
    let variance = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let half = 1.959_963_984_540_054 * (variance / n).sqrt();
    (mean, (mean - half, mean + half))
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} games, {} moves in {:.2} s = {:.0} moves/s\nper move (service: load, validate, commit, render): median {:.2} ms, p99 {:.2} ms\n{}\nlogs replayed to the stored snapshot: {}/{}",
            self.game,
            self.games,
            self.moves,
            self.seconds,
            self.moves_per_second,
            self.move_ms_median,
            self.move_ms_p99,
            if self.renders == 0 {
                "per render (PNG): no pictures drawn".to_string()
            } else {
                format!(
                    "per render (PNG): median {:.2} ms, p99 {:.2} ms",
                    self.render_ms_median, self.render_ms_p99
                )
            },
            self.replayed,
            self.games,
        )?;
        // A puzzle has no move cap (it ends when solved or stuck).
        if self.max_moves > 0 {
            write!(
                f,
                "\ngames aborted at the cap of {} moves: {}",
                self.max_moves, self.capped
            )?;
        }
        for (i, p) in self.players.iter().enumerate() {
            write!(
                f,
                "\nseat entry {} ({}): {} wins, {} draws, {} losses ({:.1} % won, 95 % interval {:.1}-{:.1} %), average rank {:.2}{}; at seat 1: {} of {} won; thinking per decision: median {:.2} ms, p99 {:.2} ms over {} decisions",
                i + 1,
                p.level,
                p.wins,
                p.draws,
                p.losses,
                100.0 * p.wins as f64 / self.games.max(1) as f64,
                100.0 * p.won_interval_95.0,
                100.0 * p.won_interval_95.1,
                p.average_rank,
                match p.behind_first {
                    Some((mean, (lo, hi))) =>
                        format!(" ({mean:.2} places behind entry 1, 95 % interval {lo:.2} to {hi:.2})"),
                    None => String::new(),
                },
                p.seat1_wins,
                p.seat1_games,
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
    ai::quantile_ms(samples, q)
}

/// `selfplay --wait`: the computers' round after a person's move, timed
/// per game and table for each engine in `engines` (`ai::wait`).
#[allow(clippy::too_many_arguments)]
pub fn run_wait(
    game: &str,
    players: Option<usize>,
    engines: &[String],
    games: usize,
    moves: usize,
    threads: Option<usize>,
    seed: u64,
    json: bool,
) -> Result<(), String> {
    use dominoes_bot::ai::wait::{self, Engine};
    let engines = if engines.is_empty() {
        vec![Engine::Classic, Engine::Hard]
    } else {
        engines
            .iter()
            .map(|e| Engine::parse(e).ok_or_else(|| format!("unknown engine `{e}`: use classic or hard")))
            .collect::<Result<Vec<_>, _>>()?
    };
    let threads = threads.unwrap_or_else(ai::budget::all_cores);
    let mut setup = wait::Setup::every_game(games, moves, engines, threads, seed);
    if game != "all" {
        let kind = GameKind::parse(game).ok_or_else(|| format!("unknown game {game}"))?;
        setup.tables.retain(|&(k, _)| k == kind);
    }
    if let Some(n) = players {
        setup.tables.retain(|&(_, seats)| seats == n);
    }
    if !json {
        println!("{}", wait::HEADER);
    }
    wait::run(&setup, &mut |line| {
        if json {
            println!("{}", serde_json::to_string(line).unwrap_or_default());
        } else {
            println!("{line}");
        }
    })
}

/// The move cap of `selfplay` unless `--max-moves` says otherwise.
pub const DEFAULT_MAX_MOVES: usize = 3000;

/// A seat's player: a level as the bot plays it, or today's hard search
/// frozen before issue 54 (`classic`), to measure the new one against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    Classic,
}

impl Player {
    pub fn parse(text: &str) -> Option<Player> {
        match text.trim().to_lowercase().as_str() {
            "classic" => Some(Player::Classic),
            other => Level::parse(other).map(Player::Level),
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Player::Level(level) => level.id(),
            Player::Classic => "classic",
        }
    }
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
    pub levels: Vec<Player>,
    /// The hard level's search (its budget can be changed to measure).
    pub hard: ismcts::Settings,
    /// A game still running after this many moves is aborted and counted
    /// as capped (random Dominoids can wander for thousands of moves).
    pub max_moves: usize,
    /// Whether each move's board picture is drawn, as on the bot (turn it
    /// off to measure computer players in half the time).
    pub pictures: bool,
    /// The hard level thinks as the bot does, on this many threads within
    /// its share of a round's time (`ai::budget`); `None`: bound by
    /// `hard`'s iterations alone (reproducible).
    pub timed: Option<usize>,
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
            hard: ai::hard_settings_for(kind),
            max_moves: DEFAULT_MAX_MOVES,
            pictures: true,
            timed: None,
        }
    }
}

/// Plays the games `setup` describes. Computer players choose from the
/// game as stored, through the same `ai::choose` the bot's own seats use,
/// and play their choice through the service like a person. Seat order
/// rotates from one game to the next (entry `i` sits at seat `i + g` in
/// game `g`), so the first player's advantage is shared.
pub fn run(setup: &Setup) -> Result<Report, String> {
    let kind = setup.kind;
    if kind.is_puzzle() {
        return puzzle_selfplay(kind, setup.games, setup.seed);
    }
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut table = Table::new(setup, &dir.path().join("selfplay.sqlite3"))?;
    let mut tally = Tally::new(table.seats);
    let started = Instant::now();
    for g in 0..setup.games {
        table.play_game(g, &mut tally)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let replayed = count_replayed(&table.service, &tally.game_ids)?;
    let players = if setup.levels.is_empty() {
        Vec::new()
    } else {
        (0..table.seats).map(|e| player_report(&table, &tally, e)).collect()
    };
    let renders = table.service.take_metrics().renders;
    Ok(Report {
        capped: tally.capped,
        max_moves: setup.max_moves,
        players,
        ..Report::timed(kind, setup.games, &tally.move_times, &renders, seconds, replayed)
    })
}

/// The players of a selfplay run and the service they play through.
struct Table<'a> {
    setup: &'a Setup,
    service: Service,
    seats: usize,
    /// The player of each entry of `setup.levels` (the last fills up).
    entries: Vec<Player>,
    users: Vec<User>,
    /// The random players' generator (and the spelling of their moves).
    rng: ChaCha8Rng,
    /// The timed hard seat's turn under way, as the bot plays it.
    turn: Option<HardTurn>,
}

/// The decisions a timed hard seat makes one after the other without
/// another seat acting (a Dominoids turn of many steps, an extra turn):
/// on the bot they share one round's clock, and each starts from the tree
/// the one before kept (`service::computer`, `ai::wait`), so `selfplay
/// --timed` plays them the same way.
struct HardTurn {
    seat: usize,
    clock: ai::Round,
    kept: Option<ismcts::Kept>,
}

impl HardTurn {
    /// Ends the turn under way unless `seat`, who acts now, is its seat:
    /// what it kept answers only its own seat's very next decision.
    fn end_unless(turn: &mut Option<HardTurn>, seat: usize) {
        if turn.as_ref().is_some_and(|t| t.seat != seat) {
            *turn = None;
        }
    }

    /// The turn `seat` is playing: the one under way (see
    /// [`HardTurn::end_unless`]), else a new one.
    fn for_seat(turn: &mut Option<HardTurn>, seat: usize, threads: usize) -> &mut HardTurn {
        turn.get_or_insert_with(|| HardTurn {
            seat,
            clock: ai::Round::timed(threads),
            kept: None,
        })
    }

    /// The next decision of the turn, at a table where every other seat
    /// is a computer answering one person (`computers` of them).
    fn choose(&mut self, game: &dyn AnyGame, computers: usize, rng: &mut GameRng) -> Option<String> {
        let think = self.clock.next(self.seat, computers);
        let kept = self.kept.take().filter(|k| k.observer() == self.seat);
        let (action, kept) = ai::choose_keeping(game, self.seat, Level::Hard, &think, kept, rng);
        self.kept = kept;
        action
    }
}

/// What the games showed, per entry of `--seats` where it says so.
struct Tally {
    move_times: Vec<Duration>,
    think: Vec<Vec<Duration>>,
    /// The rank of each game, and whether the place was shared.
    ranks: Vec<Vec<(usize, bool)>>,
    /// The rank and sharing of each game the entry played at seat 1.
    at_seat1: Vec<Vec<(usize, bool)>>,
    game_ids: Vec<i64>,
    capped: usize,
}

impl Tally {
    fn new(seats: usize) -> Tally {
        Tally {
            move_times: Vec::new(),
            think: vec![Vec::new(); seats],
            ranks: vec![Vec::new(); seats],
            at_seat1: vec![Vec::new(); seats],
            game_ids: Vec::new(),
            capped: 0,
        }
    }
}

impl Table<'_> {
    fn new<'a>(setup: &'a Setup, db: &std::path::Path) -> Result<Table<'a>, String> {
        let variant = setup.variant.as_deref();
        let store = Store::open(db).map_err(|e| e.to_string())?;
        let mut service = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(setup.seed)));
        if !setup.pictures {
            service = service.without_board_pictures();
        }
        let seats = match (setup.seats, setup.levels.len()) {
            (Some(n), l) if n < l => return Err(format!("{l} seat levels given for {n} players")),
            (Some(n), _) => n,
            (None, 0) => setup.kind.default_seats(variant),
            (None, l) => l,
        };
        let entries: Vec<Player> = (0..seats)
            .map(|i| {
                setup
                    .levels
                    .get(i)
                    .or(setup.levels.last())
                    .copied()
                    .unwrap_or(Player::Level(Level::Random))
            })
            .collect();
        let users: Vec<User> = (0..seats as u64)
            .map(|i| User {
                id: 100 + i,
                name: format!("bot{}", i + 1),
            })
            .collect();
        Ok(Table {
            setup,
            service,
            seats,
            entries,
            users,
            rng: ChaCha8Rng::seed_from_u64(setup.seed),
            turn: None,
        })
    }

    fn ctx(&self, g: usize, user: &User) -> Ctx {
        Ctx {
            guild: 1,
            channel: 1000 + g as u64,
            user: user.clone(),
            locale: Default::default(),
            guild_locale: None,
        }
    }

    /// The entry of `--seats` sitting at `seat` in game `g`.
    fn entry_of_seat(&self, g: usize, seat: usize) -> usize {
        (seat + self.seats - g % self.seats) % self.seats
    }

    /// Challenges, accepts and returns the new game's id.
    fn start_game(&self, g: usize) -> Result<i64, String> {
        let (kind, variant) = (self.setup.kind, self.setup.variant.as_deref());
        let challenge = self
            .service
            .play(&self.ctx(g, &self.users[0]), kind, &self.users[1..], variant);
        let id = self
            .service
            .store()
            .open_game_in_channel(1000 + g as u64)
            .map_err(|e| e.to_string())?
            .map(|row| row.id)
            .ok_or_else(|| format!("the challenge was refused: {:?}", challenge.first().map(|r| &r.text)))?;
        for u in &self.users[1..] {
            self.service.button(&self.ctx(g, u), &ButtonId::Accept(id).to_string());
        }
        Ok(id)
    }

    fn row(&self, id: i64) -> Result<GameRow, String> {
        Ok(self
            .service
            .store()
            .game(id)
            .map_err(|e| e.to_string())?
            .ok_or("the game vanished")?)
    }

    /// Plays game `g` to its end (or aborts it at the move cap) and tallies it.
    fn play_game(&mut self, g: usize, tally: &mut Tally) -> Result<(), String> {
        let id = self.start_game(g)?;
        tally.game_ids.push(id);
        let mut ai_rng = GameRng::from_seed(GameRng::seed_from_u64(self.setup.seed ^ ((g as u64) << 20) ^ 0xa1));
        self.turn = None;
        let mut moves = 0;
        loop {
            let row = self.row(id)?;
            let Some(next) = row.to_act else { break };
            if moves >= self.setup.max_moves {
                self.abort_at_cap(g, id)?;
                tally.capped += 1;
                return Ok(());
            }
            moves += 1;
            self.play_move(g, &row, next, &mut ai_rng, tally)?;
        }
        self.tally_outcome(g, id, tally)
    }

    /// Aborts game `g` at the move cap (everyone agrees).
    fn abort_at_cap(&self, g: usize, id: i64) -> Result<(), String> {
        for u in &self.users {
            self.service.abort(&self.ctx(g, u));
        }
        if self.row(id)?.to_act.is_some() {
            return Err(format!("game {id} could not be aborted at the move cap"));
        }
        Ok(())
    }

    /// Chooses and plays the move of `next`, the user to act in `row`.
    fn play_move(
        &mut self,
        g: usize,
        row: &GameRow,
        next: u64,
        ai_rng: &mut GameRng,
        tally: &mut Tally,
    ) -> Result<(), String> {
        let id = row.id;
        let user = self
            .users
            .iter()
            .find(|u| u.id == next)
            .ok_or("a stranger is to act")?
            .clone();
        let seat = row
            .player_by_user(next)
            .and_then(|p| p.seat)
            .ok_or("the player to act has no seat")?;
        let entry = self.entry_of_seat(g, seat);
        HardTurn::end_unless(&mut self.turn, seat);
        let thinking = Instant::now();
        let text = self.choose(g, row, &user, seat, entry, ai_rng)?;
        tally.think[entry].push(thinking.elapsed());
        let t = Instant::now();
        let replies = self.service.make_move(&self.ctx(g, &user), &text);
        tally.move_times.push(t.elapsed());
        if replies.first().map(|r| r.audience) != Some(Audience::Public) {
            return Err(format!(
                "game {id}: `{text}` was refused: {:?}",
                replies.first().map(|r| &r.text)
            ));
        }
        Ok(())
    }

    /// What `user` at `seat` (entry `entry`) types: a random legal move,
    /// or the choice of its computer level.
    fn choose(
        &mut self,
        g: usize,
        row: &GameRow,
        user: &User,
        seat: usize,
        entry: usize,
        ai_rng: &mut GameRng,
    ) -> Result<String, String> {
        let id = row.id;
        match self.entries[entry] {
            Player::Level(Level::Random) => {
                let legal = self.service.legal_actions(&self.ctx(g, user));
                let Some(action) = legal.choose(&mut self.rng) else {
                    return Err(format!("game {id}: no legal action for {}", user.name));
                };
                // Vary the spelling now and then, as people do.
                Ok(if self.rng.random_bool(0.1) {
                    action.notation.to_lowercase()
                } else {
                    action.notation.clone()
                })
            }
            player => {
                let snapshot = row.snapshot.as_deref().ok_or("the game has no snapshot")?;
                let game = self.setup.kind.load(snapshot).map_err(|e| e.to_string())?;
                let game = game.as_ref();
                let chosen = match (player, self.setup.timed) {
                    (Player::Classic, _) => {
                        ai::classic::choose(game, seat, &ai::classic::settings_for(game.kind()), ai_rng)
                    }
                    (Player::Level(Level::Hard), Some(threads)) => {
                        // As the bot thinks: its share of a round in which
                        // every other seat is a computer answering one person.
                        HardTurn::for_seat(&mut self.turn, seat, threads).choose(game, self.seats - 1, ai_rng)
                    }
                    (Player::Level(level), _) => ai::choose_with(game, seat, level, &self.setup.hard, ai_rng),
                };
                chosen.ok_or_else(|| format!("game {id}: the {} player found no legal action", player.id()))
            }
        }
    }

    /// Records every entry's place in the finished game `id`.
    fn tally_outcome(&self, g: usize, id: i64, tally: &mut Tally) -> Result<(), String> {
        let row = self.row(id)?;
        let outcome = row
            .outcome
            .ok_or_else(|| format!("game {id} ended without an outcome"))?;
        for standing in &outcome.standings {
            let shared = outcome
                .standings
                .iter()
                .any(|o| o.seat != standing.seat && o.rank == standing.rank);
            tally.ranks[self.entry_of_seat(g, standing.seat)].push((standing.rank, shared));
            if standing.seat == 0 {
                tally.at_seat1[self.entry_of_seat(g, 0)].push((standing.rank, shared));
            }
        }
        Ok(())
    }
}

/// How many of the games' logs replay to exactly the stored snapshot and
/// generator state.
fn count_replayed(service: &Service, game_ids: &[i64]) -> Result<usize, String> {
    let mut replayed = 0;
    for id in game_ids {
        let row = service
            .store()
            .game(*id)
            .map_err(|e| e.to_string())?
            .ok_or("the game vanished")?;
        let actions = service.store().actions(*id).map_err(|e| e.to_string())?;
        let (snapshot, rng_state) = dominoes_bot::service::replay::replay(&row, &actions)?;
        if Some(snapshot) == row.snapshot && Some(rng_state) == row.rng {
            replayed += 1;
        }
    }
    Ok(replayed)
}

/// How entry `e` of `--seats` fared over the games.
fn player_report(table: &Table, tally: &Tally, e: usize) -> PlayerReport {
    let r = &tally.ranks[e];
    let won = |&&(rank, shared): &&(usize, bool)| rank == 1 && !shared;
    let wins = r.iter().filter(won).count();
    let think = &tally.think[e];
    PlayerReport {
        level: table.entries[e].id().to_string(),
        wins,
        draws: r.iter().filter(|&&(rank, shared)| rank == 1 && shared).count(),
        losses: r.iter().filter(|&&(rank, _)| rank > 1).count(),
        average_rank: r.iter().map(|&(rank, _)| rank as f64).sum::<f64>() / r.len().max(1) as f64,
        // Every entry has one standing per game, in game order.
        behind_first: (table.seats >= 3 && e > 0).then(|| {
            let behind: Vec<f64> = r
                .iter()
                .zip(&tally.ranks[0])
                .map(|(&(mine, _), &(first, _))| mine as f64 - first as f64)
                .collect();
            mean_interval(&behind)
        }),
        decisions: think.len(),
        think_ms_median: quantile_ms(think, 0.5),
        think_ms_p99: quantile_ms(think, 0.99),
        // Every entry sits at every game (seats rotate).
        won_interval_95: wilson_interval(wins, table.setup.games),
        seat1_games: tally.at_seat1[e].len(),
        seat1_wins: tally.at_seat1[e].iter().filter(won).count(),
        places: r.iter().map(|&(rank, _)| rank).collect(),
    }
}

/// Solver timings for one set of Adding Donimoes problems.
#[derive(Debug, Serialize)]
pub struct SolverLine {
    pub what: String,
    pub goal: String,
    pub problems: usize,
    /// Problems with a solution, and those proven to have none.
    pub solved: usize,
    pub impossible: usize,
    pub ms_median: f64,
    pub ms_max: f64,
    pub explored_median: usize,
    pub explored_max: usize,
    pub moves_min: usize,
    pub moves_max: usize,
}

impl std::fmt::Display for SolverLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): {} problem(s), {} solved{}, {} proven impossible; time median {:.2} ms, max {:.2} ms; positions explored median {}, max {}",
            self.what,
            self.goal,
            self.problems,
            self.solved,
            if self.solved > 0 {
                format!(" (shortest {}-{} moves)", self.moves_min, self.moves_max)
            } else {
                String::new()
            },
            self.impossible,
            self.ms_median,
            self.ms_max,
            self.explored_median,
            self.explored_max
        )
    }
}

/// Times the Adding Donimoes solver from the start of Problem 1 and of
/// `count` generated problems of each size in `sizes`, under both goals.
/// Each problem is solved `runs` times; its time is the median of those.
pub fn solver_timings(sizes: &[usize], count: usize, runs: usize, seed: u64) -> Vec<SolverLine> {
    use dominoes_bot::engine::GameRng;
    use dominoes_bot::engine::adding::generator::{Level, generate};
    use dominoes_bot::engine::adding::solver::{DEFAULT_BUDGET, Found, solve};
    use dominoes_bot::engine::adding::{Goal, Position, Problem, problems};

    let measure = |what: String, goal: Goal, set: &[Problem]| {
        let mut times = Vec::new();
        let mut explored = Vec::new();
        let (mut solved, mut impossible, mut lengths) = (0, 0, Vec::new());
        for p in set {
            let start = Position::start(p.queue());
            let mut these = Vec::new();
            let mut report = None;
            for _ in 0..runs.max(1) {
                let t = Instant::now();
                report = Some(solve(&start, goal, DEFAULT_BUDGET));
                these.push(t.elapsed());
            }
            times.push(Duration::from_secs_f64(quantile_ms(&these, 0.5) / 1000.0));
            if let Some(r) = report {
                explored.push(r.explored);
                match r.found {
                    Found::Solution(m) => {
                        solved += 1;
                        lengths.push(m.len());
                    }
                    Found::Impossible => impossible += 1,
                    Found::GaveUp => {}
                }
            }
        }
        explored.sort_unstable();
        SolverLine {
            what,
            goal: goal.id().to_string(),
            problems: set.len(),
            solved,
            impossible,
            ms_median: quantile_ms(&times, 0.5),
            ms_max: quantile_ms(&times, 1.0),
            explored_median: explored.get(explored.len() / 2).copied().unwrap_or(0),
            explored_max: explored.last().copied().unwrap_or(0),
            moves_min: lengths.iter().copied().min().unwrap_or(0),
            moves_max: lengths.iter().copied().max().unwrap_or(0),
        }
    };
    let mut out = Vec::new();
    if let Some(p1) = problems::numbered(1) {
        for goal in Goal::ALL {
            out.push(measure("problem 1".into(), goal, std::slice::from_ref(&p1.problem)));
        }
    }
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
    for &size in sizes {
        for goal in Goal::ALL {
            // Hard problems of this size, as the generator makes them.
            let set: Vec<Problem> = (0..count)
                .filter_map(|_| generate(size, goal, Level::Hard, 10, &mut rng).map(|g| g.problem))
                .collect();
            out.push(measure(format!("{size} dominoes, generated"), goal, &set));
        }
        // Grown queues that have no rectangle: how long the proof takes.
        let unsolvable: Vec<Problem> = (0..count * 4)
            .filter_map(|_| dominoes_bot::engine::adding::generator::candidate(size, &mut rng))
            .filter(|p| solve(&Position::start(p.queue()), Goal::Rectangle, DEFAULT_BUDGET).found == Found::Impossible)
            .take(count)
            .collect();
        out.push(measure(
            format!("{size} dominoes, no rectangle"),
            Goal::Rectangle,
            &unsolvable,
        ));
    }
    out
}

/// Selfplay for a puzzle: each game is one puzzle (Problem 1, then
/// generated ones, alternating the goals) solved through the service with
/// random legal moves from `/move`'s autocomplete mixed with `/hint`'s
/// moves (only hinted ones after a while, so every puzzle ends solved,
/// taking back a move on a dead end). "Replayed" counts sessions whose
/// stored moves replay to a solved puzzle.
fn puzzle_selfplay(kind: GameKind, games: usize, seed: u64) -> Result<Report, String> {
    use dominoes_bot::engine::adding::generator::{Level, generate};
    use dominoes_bot::engine::adding::{Goal, Problem, Puzzle};
    use dominoes_bot::service::PuzzleRequest;

    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = Store::open(&dir.path().join("selfplay.sqlite3")).map_err(|e| e.to_string())?;
    let service = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(seed)));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut maker = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let mut move_times = Vec::new();
    let started = Instant::now();
    let mut replayed = 0;
    for g in 0..games {
        let goal = if g % 2 == 0 { Goal::AllAdded } else { Goal::Rectangle };
        let ctx = Ctx {
            guild: 1,
            channel: 1000 + g as u64,
            user: User {
                id: 100 + g as u64,
                name: format!("solver{}", g + 1),
            },
            locale: Default::default(),
            guild_locale: None,
        };
        let mut req = PuzzleRequest {
            goal: Some(goal),
            ..PuzzleRequest::default()
        };
        if g < 2 {
            req.number = Some(1);
        } else {
            let made = generate(6 + g % 3, goal, Level::Medium, 5, &mut maker).ok_or("the generator made nothing")?;
            req.queue = Some(made.problem.text());
        }
        let start = service.puzzle(&ctx, &req);
        if start.first().and_then(|r| r.image.as_ref()).is_none() {
            return Err(format!(
                "puzzle {g} did not start: {:?}",
                start.first().map(|r| &r.text)
            ));
        }
        solve_puzzle(&service, &ctx, g, &mut rng, &mut move_times)?;
        let session = service.puzzle_session_of(&ctx).ok_or("the session vanished")?;
        let problem = Problem::parse(&session.queue)?;
        if Puzzle::replay(problem, goal, &session.moves).is_ok_and(|p| p.is_solved()) {
            replayed += 1;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let renders = service.take_metrics().renders;
    Ok(Report::timed(kind, games, &move_times, &renders, seconds, replayed))
}

/// Plays the caller's puzzle `g` until it is solved: random moves from the
/// autocomplete at first, now and then, and otherwise the hint's move.
fn solve_puzzle(
    service: &Service,
    ctx: &Ctx,
    g: usize,
    rng: &mut ChaCha8Rng,
    move_times: &mut Vec<Duration>,
) -> Result<(), String> {
    for step in 0.. {
        let session = service
            .puzzle_session_of(ctx)
            .ok_or_else(|| format!("puzzle {g}: the session vanished"))?;
        if session.solved_at.is_some() {
            break;
        }
        if step > 500 {
            return Err(format!("puzzle {g} is not solved after 500 moves"));
        }
        let random = step < 40 && rng.random_bool(0.5);
        let action = if random {
            let choices = service.autocomplete_move(ctx, "");
            choices.choose(rng).map(|c| c.value.clone())
        } else {
            let hint = service.hint(ctx);
            let text = hint.first().map(|r| r.text.clone()).unwrap_or_default();
            text.split('`')
                .nth(1)
                .filter(|_| text.starts_with("Next move"))
                .map(str::to_string)
        };
        let Some(action) = action else {
            // A dead end (or nothing legal): take a move back.
            service.undo(ctx);
            continue;
        };
        let t = Instant::now();
        let replies = service.make_move(ctx, &action);
        move_times.push(t.elapsed());
        if !replies.first().is_some_and(|r| r.text.starts_with("Played")) {
            return Err(format!(
                "puzzle {g}: `{action}` was refused: {:?}",
                replies.first().map(|r| &r.text)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{HardTurn, mean_interval, wilson_interval};
    use dominoes_bot::engine::testing::random_position;
    use dominoes_bot::engine::{GameKind, GameRng, ToAct};

    #[test]
    fn a_timed_hard_turn_of_several_steps_shares_its_clock_and_its_tree() {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(5));
        let mut game = random_position(GameKind::Dominoids, 2, None, 5, 0);
        let seat = game.to_act().seat().expect("a seat to act");
        let mut turn = None;
        let action = HardTurn::for_seat(&mut turn, seat, 1)
            .choose(game.as_ref(), 1, &mut rng)
            .expect("an action");
        let kept = turn
            .as_ref()
            .and_then(|t| t.kept.as_ref())
            .expect("a timed decision keeps its tree");
        assert_eq!((kept.observer(), kept.action()), (seat, action.as_str()));
        game.play(seat, &action, &mut rng).expect("the chosen action applies");
        // A Dominoids turn goes on after its first step: the same turn, so
        // the same clock, and the step starts from what the first kept.
        assert_eq!(game.to_act(), ToAct::Seat(seat));
        HardTurn::end_unless(&mut turn, seat);
        let same = HardTurn::for_seat(&mut turn, seat, 1);
        assert!(same.kept.is_some(), "the seat's own turn goes on");
        same.choose(game.as_ref(), 1, &mut rng).expect("an action");
        // Another seat acting ends the turn, and what it kept with it.
        HardTurn::end_unless(&mut turn, 1 - seat);
        assert!(turn.is_none());
    }

    #[test]
    fn mean_interval_matches_worked_values() {
        // 1, 2, 3, 4: mean 2.5, sample variance 5/3, half-width
        // 1.96 * sqrt(5/12) = 1.2652.
        let (mean, (lo, hi)) = mean_interval(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(mean, 2.5);
        assert!(
            (hi - mean - 1.2652).abs() < 5e-4 && (mean - lo - 1.2652).abs() < 5e-4,
            "{lo} {hi}"
        );
        // The same value every time: no doubt at all.
        assert_eq!(mean_interval(&[-1.0; 5]), (-1.0, (-1.0, -1.0)));
        // One value says nothing about the spread.
        assert_eq!(mean_interval(&[2.0]).1, (f64::NEG_INFINITY, f64::INFINITY));
    }

    fn close(a: (f64, f64), b: (f64, f64)) -> bool {
        (a.0 - b.0).abs() < 5e-4 && (a.1 - b.1).abs() < 5e-4
    }

    #[test]
    fn wilson_interval_matches_worked_values() {
        // The Tree's 536 wins of 600 (docs/ai.md): 86.6 % to 91.6 %.
        assert!(
            close(wilson_interval(536, 600), (0.8661, 0.9156)),
            "{:?}",
            wilson_interval(536, 600)
        );
        // None of ten: the upper end is z²/(n + z²).
        assert!(
            close(wilson_interval(0, 10), (0.0, 0.2775)),
            "{:?}",
            wilson_interval(0, 10)
        );
        // All of ten mirrors it.
        assert!(
            close(wilson_interval(10, 10), (0.7225, 1.0)),
            "{:?}",
            wilson_interval(10, 10)
        );
        // Half of 200: symmetric about a half, about ±6.9 points.
        let (lo, hi) = wilson_interval(100, 200);
        assert!(
            (lo + hi - 1.0).abs() < 1e-12 && (hi - 0.5 - 0.0689).abs() < 5e-4,
            "{lo} {hi}"
        );
        // Nothing played: nothing known.
        assert_eq!(wilson_interval(0, 0), (0.0, 1.0));
    }
}
