//! The `dominoes-bot` command: `run`, `local`, `render`, `ratings`, `db`, `selfplay`, `solver` and `bench`.

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};
use dominoes_bot::config::Config;
use dominoes_bot::engine::{GameKind, Viewer};
use dominoes_bot::local::Local;
use dominoes_bot::service::{Seeds, Service, ShiftedClock, SystemClock, replay};
use dominoes_bot::store::{Database, Store};
use std::path::PathBuf;
use std::sync::atomic::AtomicU64;

mod bench;
mod selfplay;

#[derive(Parser)]
#[command(version, about = "A Discord bot for unusual domino games")]
struct Cli {
    /// The configuration file (see config.example.toml).
    #[arg(long, global = true, default_value = "config.toml")]
    config: PathBuf,
    #[command(subcommand)]
    command: Option<Command>,
}

const NO_TOKEN: &str = "No Discord token. Set DISCORD_TOKEN to your bot's token: in the Discord Developer Portal open your application, then Bot, then Reset Token (the README explains the whole setup).
To try the bot without Discord, run: cargo run --release -- local";

#[derive(Subcommand)]
enum Command {
    /// Run the bot on Discord (the default). The token comes from DISCORD_TOKEN.
    Run(RunArgs),
    /// Play from the terminal as the Discord bot would answer, no token needed.
    Local {
        /// The database, a SQLite file or a postgres:// URL (default: the
        /// configured one).
        #[arg(long)]
        db: Option<String>,
        /// Seed new games from this number, for reproducible games.
        #[arg(long)]
        seed: Option<u64>,
        /// Print each reply as one JSON object per line.
        #[arg(long)]
        json: bool,
        /// Where to write pictures (default: the configured folder).
        #[arg(long)]
        images: Option<PathBuf>,
        /// The language players' Discord clients are set to, as Discord
        /// names it (`en-US`, `es-ES`, `fr`); one player's own with
        /// `@name:fr` on a line.
        #[arg(long, default_value = "en-US")]
        locale: String,
        /// The local server's language, as Discord's `guild_locale`: new
        /// games post in it (default: the one `--locale` names).
        #[arg(long)]
        guild_locale: Option<String>,
    },
    /// Write the picture of a stored game as PNG.
    Render {
        /// The game's id.
        #[arg(long)]
        game: i64,
        #[arg(long)]
        db: Option<String>,
        /// The output file.
        #[arg(long, default_value = "board.png")]
        out: PathBuf,
    },
    /// Maintain the ratings: `ratings rebuild` recomputes them all.
    Ratings {
        #[command(subcommand)]
        action: RatingsAction,
    },
    /// Move the data between databases: `db copy` fills an empty database
    /// (PostgreSQL, say) with everything in another (the SQLite file).
    Db {
        #[command(subcommand)]
        action: DbAction,
    },
    /// Check the database for a supervisor, changing nothing: it answers,
    /// and its migrations are this bot's. Exits with status 1 if not.
    Health {
        /// The database, a SQLite file or a postgres:// URL (default: the
        /// configured one).
        #[arg(long)]
        db: Option<String>,
    },
    /// Play games through service, store and renderer and report speed; with
    /// --seats, computer players against each other and how each fared.
    Selfplay(SelfplayArgs),
    /// Time a timer round, a new game, a move and `/games` among 100, 10 000
    /// and 100 000 running games (each in a fresh temporary database).
    Bench(BenchArgs),
    /// Time the Adding Donimoes solver on Problem 1 and generated problems.
    Solver {
        /// Queue lengths of the generated problems.
        #[arg(long, value_delimiter = ',', default_value = "6,7,8")]
        sizes: Vec<usize>,
        /// Generated problems per size and goal.
        #[arg(long, default_value_t = 10)]
        problems: usize,
        /// Runs per problem (its time is their median).
        #[arg(long, default_value_t = 5)]
        runs: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
}

/// The options of `run`.
#[derive(Args, Default)]
struct RunArgs {
    /// The database, a SQLite file or a postgres:// URL (default: the
    /// configured one).
    #[arg(long)]
    db: Option<String>,
    /// The gateway shards this process runs, e.g. `0-3` or `5`, out of
    /// --shard-total (default: the configured ones; none configured:
    /// as many as Discord recommends, all in this process).
    #[arg(long, value_name = "FIRST-LAST")]
    shards: Option<String>,
    /// How many shards the whole bot has, across all its processes.
    #[arg(long, value_name = "N")]
    shard_total: Option<u32>,
}

/// The options of `selfplay`.
#[derive(Args)]
struct SelfplayArgs {
    #[arg(long)]
    game: String,
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Players per game (default: the game's usual number, or one per
    /// --seats entry; extra seats play at the last entry's level).
    #[arg(long)]
    players: Option<usize>,
    /// Computer players by level, comma-separated, e.g. `hard,random`
    /// (random, easy, medium, hard). Default: everyone random.
    #[arg(long, value_delimiter = ',')]
    seats: Vec<String>,
    /// The hard level's search iterations per decision (default: the
    /// bot's own budget).
    #[arg(long)]
    iterations: Option<usize>,
    /// The hard level's playout length in actions (default: the bot's
    /// own), to measure how far its imagined futures should reach.
    #[arg(long)]
    playout_depth: Option<usize>,
    /// The hard level expects every other seat to play its best, even in
    /// a game where it imagines them careless (The Tree; see
    /// docs/ai.md), to measure what that is worth.
    #[arg(long)]
    trusting: bool,
    /// A variant of the game, e.g. `misere` or `solo`.
    #[arg(long)]
    variant: Option<String>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Abort a game still running after this many moves (random play
    /// may wander for a long time) and count it as capped.
    #[arg(long, default_value_t = selfplay::DEFAULT_MAX_MOVES)]
    max_moves: usize,
    /// Skip drawing each move's board picture (the bot always draws
    /// it): measures computer players in about half the time.
    #[arg(long)]
    no_pictures: bool,
    /// Instead of whole games: how long a person waits for the computers'
    /// round after each move, per game (`--game all`: every game) and
    /// table size, for each engine of --seats (`classic`, `hard`), side
    /// by side; --games per table, --moves of the person per game.
    #[arg(long)]
    wait: bool,
    /// With --wait: the person's moves timed per game.
    #[arg(long, default_value_t = 10)]
    moves: usize,
    /// Threads the hard level searches on (default: every core with
    /// --wait or --timed, else one).
    #[arg(long)]
    threads: Option<usize>,
    /// The hard level thinks as the bot does: on --threads threads, within
    /// its share of a round's time (as if one person played the
    /// others), instead of by its iterations alone; decisions a seat makes
    /// one after the other share one round and start from the tree the one
    /// before kept.
    #[arg(long)]
    timed: bool,
    #[arg(long)]
    json: bool,
}

/// The options of `bench`.
#[derive(Args)]
struct BenchArgs {
    /// The storage backend to measure.
    #[arg(long, value_enum, default_value = "sqlite")]
    backend: bench::Backend,
    /// Running games to fill the database with, one measurement each.
    #[arg(long, value_delimiter = ',', default_value = "100,10000,100000")]
    games: Vec<usize>,
    /// Samples per figure (the median is reported).
    #[arg(long, default_value_t = 50)]
    samples: usize,
    /// Draw the board picture of each move and new game, as the bot does
    /// (by default they are skipped: the figures are storage and rules).
    #[arg(long)]
    pictures: bool,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print each size's figures as one JSON object per line.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum RatingsAction {
    /// Recompute every rating from the stored finished games, in the order
    /// they finished (gives the same numbers as the updates along the way).
    Rebuild {
        /// The database, a SQLite file or a postgres:// URL (default: the
        /// configured one).
        #[arg(long)]
        db: Option<String>,
    },
}

#[derive(Subcommand)]
enum DbAction {
    /// Copy every game, action, rating, setting and puzzle into an empty
    /// database, keeping ids, then replay each copied game to its stored
    /// position (exits with status 1 if any does not replay).
    Copy {
        /// The database to copy: a SQLite file (`sqlite://PATH` or a path)
        /// or a postgres:// URL. Stop the bot that uses it first.
        #[arg(long)]
        from: String,
        /// The empty database to fill, in the same forms as --from.
        #[arg(long)]
        to: String,
    },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let config = Config::load(&cli.config)?;
    // In the terminal a newcomer reads replies, not the bot's log: local
    // play logs warnings only unless a log level was asked for.
    let log = match &cli.command {
        Some(Command::Local { .. }) if config.log == "info" => "warn",
        _ => config.log.as_str(),
    };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(log))
        .with_writer(std::io::stderr)
        .init();
    match cli.command.unwrap_or(Command::Run(RunArgs::default())) {
        Command::Run(args) => run_discord(config, args),
        Command::Local {
            db,
            seed,
            json,
            images,
            locale,
            guild_locale,
        } => run_local(config, db, seed, json, images, (&locale, guild_locale.as_deref())),
        Command::Render { game, db, out } => render(config, game, db, out),
        Command::Ratings {
            action: RatingsAction::Rebuild { db },
        } => rebuild_ratings(config, db),
        Command::Db {
            action: DbAction::Copy { from, to },
        } => copy_database(&config, &from, &to),
        Command::Health { db } => health(&config, db),
        Command::Selfplay(args) => run_selfplay(args),
        Command::Bench(args) => run_bench(args),
        Command::Solver {
            sizes,
            problems,
            runs,
            seed,
            json,
        } => {
            for line in selfplay::solver_timings(&sizes, problems, runs, seed) {
                if json {
                    println!("{}", serde_json::to_string(&line)?);
                } else {
                    println!("{line}");
                }
            }
            Ok(())
        }
    }
}

/// The store a `database` setting names, and the setting as shown (no
/// password).
fn open_store(setting: String, config: &Config) -> Result<(Store, Database)> {
    let db = parse_database(&setting)?;
    let store = Store::open_database_with(&db, config.limits()).with_context(|| format!("opening {db}"))?;
    Ok((store, db))
}

/// A `database` setting, refusing what would otherwise become an odd file
/// name: no path at all, or a URL of a database this bot does not speak.
fn parse_database(setting: &str) -> Result<Database> {
    let db = Database::parse(setting);
    if let Database::Sqlite(path) = &db {
        if path.as_os_str().is_empty() {
            bail!("no database given: use a SQLite file (sqlite://PATH or a path) or a postgres:// URL");
        }
        if let Some((scheme, _)) = setting.split_once("://")
            && scheme != "sqlite"
        {
            bail!("`{scheme}://` is not a database this bot uses: use sqlite://PATH, a path, or postgres://...");
        }
    }
    Ok(db)
}

/// `db copy`: every row of `from` into the empty `to`, then each copied
/// game replayed to its stored position.
fn copy_database(config: &Config, from: &str, to: &str) -> Result<()> {
    let (source, target) = (parse_database(from)?, parse_database(to)?);
    if source == target {
        bail!("--from and --to are the same database ({source})");
    }
    // Opening a SQLite file makes it: a mistyped source would copy nothing.
    if let Database::Sqlite(path) = &source
        && !path.is_file()
    {
        bail!("there is no SQLite database at {source}");
    }
    let (from_store, _) = open_store(from.to_string(), config)?;
    let (to_store, _) = open_store(to.to_string(), config)?;
    // One transaction of the target, the replay check included: a copy
    // that fails anywhere leaves the target as empty as it was.
    let report = from_store
        .copy_into_checked(&to_store, &replay::check_rows)
        .with_context(|| format!("copying {source} into {target} (nothing was copied)"))?;
    println!("Copied {source} into {target}, rows per table:");
    for (table, rows) in &report.tables {
        println!("  {table:<16} {rows:>9}");
    }
    println!(
        "Replayed all {} started games to their stored positions.",
        report.replayed
    );
    // The target as shown has no password: say so rather than print it.
    let password = match &target {
        Database::Postgres(url) if target.to_string() != *url => " (with its password)",
        _ => "",
    };
    println!(
        "The ratings were copied as they stood; to recompute them from the games there, run: dominoes-bot ratings rebuild --db '{target}'{password}"
    );
    Ok(())
}

/// `health`: one line per check, `ok` or `FAILED`, and status 1 if any
/// failed. The gateway's shards are known only inside the running bot
/// (it logs them); this checks what every process shares.
fn health(config: &Config, db: Option<String>) -> Result<()> {
    let db = parse_database(&db.unwrap_or(config.database.clone()))?;
    let mut failed = false;
    for (check, outcome) in dominoes_bot::store::health(&db, config.limits()) {
        match outcome {
            Ok(found) => println!("{check}: ok: {found}"),
            Err(wrong) => {
                failed = true;
                println!("{check}: FAILED: {wrong}");
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
    Ok(())
}

/// `run`: the bot on Discord, with the token from `DISCORD_TOKEN`.
fn run_discord(mut config: Config, args: RunArgs) -> Result<()> {
    // Each flag overrides its own key, so `--shards 4-7` alone keeps the
    // configured total.
    if args.shards.is_some() {
        config.discord.shards = args.shards;
    }
    if args.shard_total.is_some() {
        config.discord.shard_total = args.shard_total;
    }
    let shards = config.discord.shard_range()?;
    let Some(token) = std::env::var("DISCORD_TOKEN").ok().filter(|t| !t.trim().is_empty()) else {
        eprintln!("{NO_TOKEN}");
        std::process::exit(2);
    };
    let (store, _) = open_store(args.db.clone().unwrap_or(config.database.clone()), &config)?;
    let service = std::sync::Arc::new(
        Service::new(store, Box::new(SystemClock), Seeds::Entropy)
            .with_computer_threads(config.computers.threads)
            .with_pondering(ponder_budget(&config)),
    );
    let connection = dominoes_bot::discord::Connection {
        token,
        api_base_url: config.discord.api_base_url,
        dev_guild_id: config.discord.dev_guild_id,
        shards,
        defer_after: None,
        tick_every: None,
        retry_after: None,
        report_every: None,
    };
    tokio::runtime::Runtime::new()?.block_on(run_bot(connection, service))
}

/// The `[computers]` pondering settings.
fn ponder_budget(config: &Config) -> dominoes_bot::service::PonderBudget {
    dominoes_bot::service::PonderBudget {
        seconds: config.computers.ponder_seconds,
        games: config.computers.ponder_games,
    }
}

/// `local`: the same service from the terminal.
fn run_local(
    config: Config,
    db: Option<String>,
    seed: Option<u64>,
    json: bool,
    images: Option<PathBuf>,
    (locale, guild_locale): (&str, Option<&str>),
) -> Result<()> {
    let (store, path) = open_store(db.unwrap_or(config.database.clone()), &config)?;
    let seeds = seed.map_or(Seeds::Entropy, |s| Seeds::Fixed(AtomicU64::new(s)));
    let clock = std::sync::Arc::new(ShiftedClock::default());
    let service = Service::new(store, Box::new(clock.clone()), seeds)
        .with_computer_threads(config.computers.threads)
        .with_pondering(ponder_budget(&config));
    service.take_over_computer_claims();
    let images = images.unwrap_or(config.images);
    if !json {
        eprintln!(
            "Local play on {}. Type lines like:\n  @alice /play game:dominimum opponent:@bob\n  @bob !accept:1\n  @alice /hand   (your tiles and a move you can make now)\n  @alice ?move action:   (the legal moves)\n  @alice /move action:\"<a move from that list>\"\nPictures go to {}. Ctrl-D ends.",
            path,
            images.display()
        );
    }
    let stdin = std::io::stdin();
    Local::new(&service, json, Some(images))
        .with_clock(clock)
        .with_locale(dominoes_bot::i18n::Locale::reading(locale))
        .with_guild_locale(guild_locale.map(dominoes_bot::i18n::Locale::reading))
        .run(stdin.lock(), std::io::stdout().lock())?;
    Ok(())
}

/// `render`: the public picture of a stored game, as a PNG file.
fn render(config: Config, game: i64, db: Option<String>, out: PathBuf) -> Result<()> {
    let (store, _) = open_store(db.unwrap_or(config.database.clone()), &config)?;
    let row = store.game(game)?.with_context(|| format!("there is no game {game}"))?;
    let Some(snapshot) = row.snapshot.as_deref() else {
        bail!("game {game} has not started yet");
    };
    let state = row.kind.load(snapshot)?;
    let names: Vec<String> = row.seated().iter().map(|p| p.name.clone()).collect();
    let png = dominoes_bot::render::board_png(&state.view(Viewer::Public), &names);
    std::fs::write(&out, png)?;
    println!("wrote {}", out.display());
    Ok(())
}

/// `ratings rebuild`: every rating recomputed from the finished games.
fn rebuild_ratings(config: Config, db: Option<String>) -> Result<()> {
    let (store, path) = open_store(db.unwrap_or(config.database.clone()), &config)?;
    let service = Service::new(store, Box::new(SystemClock), Seeds::Entropy);
    let report = service.rebuild_ratings()?;
    println!(
        "rebuilt the ratings from {} finished games ({} rated): {} ratings in {}",
        report.finished, report.rated, report.ratings, path
    );
    Ok(())
}

/// `selfplay`: games played through the whole bot, timed, and how each
/// computer level fared.
fn run_selfplay(args: SelfplayArgs) -> Result<()> {
    if args.wait {
        return selfplay::run_wait(
            &args.game,
            args.players,
            &args.seats,
            args.games,
            args.moves,
            args.threads,
            args.seed,
            args.json,
        )
        .map_err(anyhow::Error::msg);
    }
    let game = &args.game;
    let kind = GameKind::parse(game).with_context(|| format!("unknown game {game}"))?;
    let mut setup = selfplay::Setup::random(kind, args.games, args.players, args.variant.as_deref(), args.seed);
    for s in &args.seats {
        let player = selfplay::Player::parse(s).with_context(|| {
            format!("unknown level `{s}` in --seats: use random, easy, medium, hard or classic (today's hard, frozen)")
        })?;
        setup.levels.push(player);
    }
    setup.max_moves = args.max_moves;
    setup.pictures = !args.no_pictures;
    if let Some(n) = args.iterations {
        setup.hard.iterations = n;
    }
    if let Some(n) = args.playout_depth {
        setup.hard.playout_depth = n;
    }
    if args.trusting {
        setup.hard.model_others = false;
    }
    if args.timed {
        setup.timed = Some(args.threads.unwrap_or_else(dominoes_bot::ai::budget::all_cores));
    } else if let Some(n) = args.threads {
        setup.hard.threads = n;
    }
    let report = selfplay::run(&setup).map_err(anyhow::Error::msg)?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!("{report}");
    }
    Ok(())
}

/// `bench`: how the everyday work's cost grows with the running games.
fn run_bench(args: BenchArgs) -> Result<()> {
    let setup = bench::Setup {
        backend: args.backend,
        sizes: args.games,
        samples: args.samples.max(1),
        pictures: args.pictures,
        seed: args.seed,
    };
    if !args.json {
        println!("{}", bench::HEADER);
    }
    let mut failed = None;
    bench::run(&setup, &mut |line| {
        let shown = if args.json {
            serde_json::to_string(line).map_err(|e| e.to_string())
        } else {
            Ok(line.to_string())
        };
        match shown {
            Ok(text) => println!("{text}"),
            Err(e) => failed = Some(e),
        }
    })
    .map_err(anyhow::Error::msg)?;
    match failed {
        Some(e) => bail!(e),
        None => Ok(()),
    }
}

/// Runs the bot until Ctrl-C or SIGTERM, then stops taking interactions,
/// lets those in flight finish (at most `SHUTDOWN_GRACE`) and closes the
/// gateway. Every accepted move is already committed (one transaction
/// each), and a post it still owed is made after the restart.
async fn run_bot(connection: dominoes_bot::discord::Connection, service: std::sync::Arc<Service>) -> Result<()> {
    // Listening before anything else: a SIGTERM during start-up (while the
    // commands are registered) must stop the bot cleanly, not kill it.
    let stop = stop_signal()?;
    tokio::pin!(stop);
    let started = tokio::select! {
        started = dominoes_bot::discord::start(&connection, service) => started,
        () = &mut stop => return Ok(()),
    };
    let bot = match started {
        Ok(bot) => bot,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let stop = async {
        stop.await;
        tracing::info!("stopping");
    };
    bot.run_until(stop, dominoes_bot::discord::SHUTDOWN_GRACE)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))
}

/// Resolves on Ctrl-C or SIGTERM; the handlers are installed at once.
fn stop_signal() -> Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    let ctrl_c = tokio::signal::ctrl_c();
    Ok(async move {
        #[cfg(unix)]
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = ctrl_c.await;
    })
}
