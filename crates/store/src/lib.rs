//! Storage on SQLite or PostgreSQL: the only module that speaks SQL.
//!
//! A game is a row (who, where, what, status, version), its players, an
//! append-only action log, and the current snapshot. Every accepted action
//! is one transaction: log row, snapshot and version bump together, and the
//! update only happens if the version is still the one the caller loaded,
//! so two commands racing on one game can never both apply.

mod copy;
mod decode;
mod due;
mod health;
mod limits;
mod migrations;
mod owed;
pub mod postgres;
mod processes;
mod puzzles;
pub mod rating;
mod ratings;
mod reach;
pub(crate) mod sql;
mod tables;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
mod trouble;
mod turn_messages;
mod waiting;

pub use copy::CopyReport;
pub use due::{DueGame, DueRule, NextDue, never_due};
pub use health::{Check, REPORT_EVERY, REPORT_STALE_AFTER, health};
pub use limits::Limits;
pub use owed::POST_LEASE;
pub use processes::GatewayReport;
pub use puzzles::{Parked, PuzzleSession, PuzzleSolve, PuzzleSource};
pub use ratings::{RatingChange, RatingRow, RebuildReport};
pub use trouble::Trouble;
pub use turn_messages::{ChatMessage, TurnKey};
pub use waiting::{GuildSettings, NotifyMode, Proposal, Wait, WaitClaim};

use decode::{At, to_json};
use dominoes_engine::Level;
use dominoes_engine::{GameKind, Outcome};
use postgres::PgDb;
use rusqlite::{Connection, TransactionBehavior};
use serde::{Deserialize, Serialize};
pub use sql::Dialect;
use sql::{Db, Row, SqliteDb, Value, args};
use std::collections::HashMap;
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};
use tables::{ACTIONS, GAMES, PLAYERS};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("PostgreSQL error: {}", postgres::reason(.0))]
    Postgres(#[from] ::postgres::Error),
    /// The server refused a new connection, or could not be reached.
    #[error("cannot connect to PostgreSQL: {0}")]
    Connect(#[source] postgres::ConnectError),
    /// No pooled connection came free (or could be made) in time.
    #[error("no PostgreSQL connection within {} s: {why}", limit.as_secs_f64())]
    Checkout {
        limit: std::time::Duration,
        why: String,
        /// Every connection of the pool was in use (else none could be made).
        all_in_use: bool,
    },
    /// The pool is being dropped (only its own `Drop` sees this).
    #[error("the PostgreSQL connections are closed")]
    Closed,
    #[error("migration failed: {}", trouble::with_causes(.0))]
    Migration(#[from] refinery::Error),
    /// A row of refinery's history table that refinery cannot read.
    #[error(
        "the migration history is damaged: the refinery_schema_history row of version {version}: {what}. Nothing was changed; restore the database from a backup, or repair that row"
    )]
    MigrationHistory { version: String, what: String },
    /// A query that always returns a row returned none.
    #[error("the database returned no row")]
    NoRow,
    /// A column holds another type than the store wrote there.
    #[error("column {column} holds {found}, not {wanted}")]
    Type {
        column: String,
        wanted: &'static str,
        found: String,
    },
    /// The store read a column its query did not select: a mistake in
    /// the store's SQL, refused rather than read as NULL.
    #[error("the query selected no column `{column}` (it selected {selected})")]
    NoColumn { column: String, selected: String },
    #[error("cannot encode a value as JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("cannot create the database folder {0}: {1}")]
    Folder(String, std::io::Error),
    /// Somebody else changed the game since it was loaded.
    #[error("the game changed meanwhile")]
    Conflict,
    /// The channel already has a game that is not over.
    #[error("the channel already has a game")]
    ChannelBusy,
    /// A stored value this version cannot read (an unknown game kind or
    /// level, a status, broken JSON): the row is damaged, and nothing is
    /// guessed in its place. `id` is the row's (for rows keyed by a game,
    /// the game's id; for a user's rows, the user's id).
    #[error("the stored {table} row {id} is damaged ({what})")]
    Corrupt { table: &'static str, id: i64, what: String },
    /// A copy's target already holds rows (see [`Store::copy_into`]).
    #[error(
        "the target database is not empty (its {table} table has rows): copy only into an empty database. Nothing was copied; give a new SQLite file, or on PostgreSQL a new database (CREATE DATABASE) or a new schema, and run the copy again"
    )]
    NotEmpty { table: &'static str },
    /// A value of the copy's source that its column in the target cannot
    /// hold unaltered; nothing was copied.
    #[error(
        "the {table} row with {row} cannot be copied: its column {column} holds {what}. Nothing was copied; correct or remove that value in the source database, then run the copy again"
    )]
    CopyValue {
        table: &'static str,
        row: String,
        column: String,
        what: String,
    },
    /// Copied games that do not replay to their stored positions: the
    /// copy was rolled back.
    #[error(
        "{} copied games do not replay to their stored positions ({}); the copy was rolled back, so the target is as empty as before",
        failed.len(),
        failed.iter().map(|(id, why)| format!("game {id}: {why}")).collect::<Vec<_>>().join("; ")
    )]
    CopyReplay { failed: Vec<(i64, String)> },
    /// A copy failed writing one table's rows; nothing was kept.
    #[error("copying the {table} table: {source}")]
    Copy {
        table: &'static str,
        source: Box<StoreError>,
    },
}

pub type Result<T> = std::result::Result<T, StoreError>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Waiting for seats to be accepted or joined.
    Challenge,
    Active,
    Finished,
    Aborted,
    Cancelled,
    Declined,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
            Status::Cancelled => "cancelled",
            Status::Declined => "declined",
        }
    }

    const ALL: [Status; 6] = [
        Status::Challenge,
        Status::Active,
        Status::Finished,
        Status::Aborted,
        Status::Cancelled,
        Status::Declined,
    ];

    fn decode(at: At, text: &str) -> Result<Status> {
        Status::ALL
            .into_iter()
            .find(|s| s.as_str() == text)
            .ok_or_else(|| at.corrupt(format!("status: unknown status `{text}`")))
    }

    /// Whether the game still occupies its channel.
    pub fn is_open(self) -> bool {
        matches!(self, Status::Challenge | Status::Active)
    }
}

/// One person at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Order in the challenge (0 = challenger).
    pub slot: usize,
    /// `None` for an open seat nobody has joined yet.
    pub user_id: Option<u64>,
    pub name: String,
    pub accepted: bool,
    /// Seat in turn order, assigned at random when the game starts.
    pub seat: Option<usize>,
    /// For a seat the bot plays itself: its level. Such a seat has no
    /// `user_id`. Games with a computer seat do not count for ratings.
    pub computer: Option<Level>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub kind: GameKind,
    pub variant: Option<String>,
    pub status: Status,
    pub created_by: u64,
    /// Hex of the 32-byte seed; never shown while the game runs.
    pub seed: String,
    pub snapshot: Option<String>,
    pub rng: Option<String>,
    pub version: i64,
    /// The user who must act next, if any (for lists and reminders).
    pub to_act: Option<u64>,
    /// The result, once the game is finished (by the rules, or by a
    /// resignation or the clock).
    pub outcome: Option<Outcome>,
    /// Seats that asked to abort since the last action.
    pub abort_votes: Vec<usize>,
    pub created_at: i64,
    pub updated_at: i64,
    pub players: Vec<Player>,
    /// Reminders, deadlines and pauses.
    pub wait: Wait,
    /// An open takeback request, if any.
    pub proposal: Option<Proposal>,
    /// What the game's current public message says.
    pub turn_post: TurnPost,
    /// The language of the game's public posts, as Discord names the
    /// locale (`es-ES`), fixed when the game is created; `None` for a game
    /// made before languages (read as English).
    pub locale: Option<String>,
}

/// The text of a game's current public message, kept so that the decisions
/// of one turn edit that message rather than post a message each: `head`,
/// the turn that led here (shown above), and `lines`, the current turn.
/// `sealed`: that message is not to be edited again (the tiles were dealt
/// again, a takeback was answered): the next action posts a new one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TurnPost {
    pub head: Vec<String>,
    pub lines: Vec<String>,
    pub sealed: bool,
    /// The game version whose save began the current message: with the
    /// game, the key its later edits find it by ([`TurnKey`]).
    pub began: i64,
}

impl TurnPost {
    /// Nothing to carry on: the next action starts a new message.
    pub fn sealed() -> TurnPost {
        TurnPost {
            sealed: true,
            ..TurnPost::default()
        }
    }
}

impl Player {
    /// An open seat that anyone may join.
    pub fn is_open(&self) -> bool {
        self.user_id.is_none() && self.computer.is_none()
    }

    /// Taken and accepted: a person who said yes, or the bot.
    pub fn is_ready(&self) -> bool {
        (self.user_id.is_some() && self.accepted) || self.computer.is_some()
    }
}

impl GameRow {
    /// The turn message of the save about to be made starts afresh: its
    /// key is the version that save makes (each save adds one).
    pub fn begin_turn_message(&mut self) -> TurnKey {
        self.turn_post.began = self.version + 1;
        self.turn_key()
    }

    /// The key of the game's current turn message.
    pub fn turn_key(&self) -> TurnKey {
        TurnKey {
            game: self.id,
            began: self.turn_post.began,
        }
    }

    pub fn player_by_user(&self, user: u64) -> Option<&Player> {
        self.players.iter().find(|p| p.user_id == Some(user))
    }

    pub fn player_at_seat(&self, seat: usize) -> Option<&Player> {
        self.players.iter().find(|p| p.seat == Some(seat))
    }

    /// Players in seat order (only meaningful once the game has started).
    pub fn seated(&self) -> Vec<&Player> {
        let mut v: Vec<&Player> = self.players.iter().filter(|p| p.seat.is_some()).collect();
        v.sort_by_key(|p| p.seat);
        v
    }
}

/// The `user_id` logged for an action the bot made for a computer seat.
pub const COMPUTER_USER: u64 = 0;

/// One accepted action in the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRow {
    pub ply: i64,
    pub seat: usize,
    /// Who made it ([`COMPUTER_USER`] for a computer seat).
    pub user_id: u64,
    pub notation: String,
    pub created_at: i64,
}

pub struct Store {
    backend: Backend,
}

/// Where the store keeps its rows.
enum Backend {
    /// One connection behind a lock: SQLite has one writer at a time anyway.
    Sqlite(Mutex<Connection>),
    Postgres(Box<postgres::Pool>),
}

/// Which database a bot uses, from the `database` setting: a path (or
/// `sqlite://path`) for SQLite, a `postgres://` URL for PostgreSQL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl Database {
    pub fn parse(setting: &str) -> Database {
        if setting.starts_with("postgres://") || setting.starts_with("postgresql://") {
            Database::Postgres(setting.to_string())
        } else {
            Database::Sqlite(setting.strip_prefix("sqlite://").unwrap_or(setting).into())
        }
    }
}

impl std::fmt::Display for Database {
    /// The setting as written, without a PostgreSQL password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme), Some(at)) if at > scheme => {
                    let user = &url[scheme + 3..at];
                    let user = user.split(':').next().unwrap_or(user);
                    write!(f, "{}{user}{}", &url[..scheme + 3], &url[at..])
                }
                _ => write!(f, "{url}"),
            },
        }
    }
}

/// The environment variable naming a PostgreSQL server for the test
/// suite: set, every [`Store::scratch`] store is a new schema there.
#[cfg(any(test, feature = "testing"))]
pub const TEST_POSTGRES: &str = dominoes_testkit::SHARED_ENV;

impl Store {
    /// Opens (creating if needed) the database file and its folder, and
    /// brings the schema up to date.
    pub fn open(path: &Path) -> Result<Store> {
        Store::open_with(path, Limits::default())
    }

    fn open_with(path: &Path, limits: Limits) -> Result<Store> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Folder(dir.display().to_string(), e))?;
        }
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        Store::prepare(conn, limits)
    }

    /// Opens the database a `database` setting names.
    pub fn open_database(db: &Database) -> Result<Store> {
        Store::open_database_with(db, Limits::default())
    }

    /// Opens the database a `database` setting names, waiting at most as
    /// long as `limits` say for locks and connections.
    pub fn open_database_with(db: &Database, limits: Limits) -> Result<Store> {
        match db {
            Database::Sqlite(path) => Store::open_with(path, limits),
            Database::Postgres(url) => Store::on_postgres(postgres::Pool::connect(url, limits)?),
        }
    }

    pub fn open_in_memory() -> Result<Store> {
        Store::prepare(Connection::open_in_memory()?, Limits::default())
    }

    /// The PostgreSQL database at `url`, brought up to date.
    pub fn connect(url: &str) -> Result<Store> {
        Store::on_postgres(postgres::Pool::connect(url, Limits::default())?)
    }

    /// A new, empty schema on the PostgreSQL server at `url`, brought up
    /// to date: for measurements (`dominoes-bot bench`) and tests.
    pub fn connect_scratch(url: &str) -> Result<Store> {
        Store::on_postgres(postgres::Pool::scratch(url, Limits::default())?)
    }

    /// A new empty store for a test: in memory, or a new schema on the
    /// PostgreSQL server named by [`TEST_POSTGRES`] when it is set (how the
    /// same tests run on both backends). Test builds only (the `testing`
    /// feature).
    #[cfg(any(test, feature = "testing"))]
    pub fn scratch() -> Result<Store> {
        match std::env::var(TEST_POSTGRES) {
            Ok(url) if !url.is_empty() => Store::connect_scratch(&url),
            _ => Store::open_in_memory(),
        }
    }

    fn on_postgres(pool: postgres::Pool) -> Result<Store> {
        postgres::off_runtime(|| migrations::postgres(&mut pool.unbounded()?))?;
        let store = Store {
            backend: Backend::Postgres(Box::new(pool)),
        };
        store.write(ratings::rebuild_if_pending)?;
        Ok(store)
    }

    fn prepare(mut conn: Connection, limits: Limits) -> Result<Store> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(limits.statement)?;
        migrations::sqlite(&mut conn)?;
        let store = Store {
            backend: Backend::Sqlite(Mutex::new(conn)),
        };
        store.write(ratings::rebuild_if_pending)?;
        Ok(store)
    }

    /// Whether other processes may be writing this database at the same
    /// time (PostgreSQL); SQLite is one bot process's own.
    pub fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Refreshes the planner's statistics (`ANALYZE`), as PostgreSQL's
    /// autovacuum does a little after a bulk load: the bench fills a
    /// database at once and measures right after.
    pub fn analyze(&self) -> Result<()> {
        self.write(|db| db.execute("ANALYZE", &[]))?;
        Ok(())
    }

    /// Which backend this store has.
    pub fn dialect(&self) -> Dialect {
        match self.backend {
            Backend::Sqlite(_) => Dialect::Sqlite,
            Backend::Postgres(_) => Dialect::Postgres,
        }
    }

    fn sqlite(conn: &Mutex<Connection>) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock leaves SQLite consistent (every write
        // is a transaction), so a poisoned lock is safe to take over.
        conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` in one write transaction, committed if it returns `Ok`.
    /// SQLite: `BEGIN IMMEDIATE` (writers take turns). PostgreSQL: read
    /// committed, with rows locked where a statement says `FOR UPDATE`;
    /// a deadlock between processes is retried.
    pub(crate) fn write<T: Send>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T> + Send) -> Result<T> {
        match &self.backend {
            Backend::Sqlite(conn) => {
                let mut conn = Store::sqlite(conn);
                let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
                let value = f(&mut SqliteDb(&tx))?;
                tx.commit()?;
                Ok(value)
            }
            Backend::Postgres(pool) => postgres::off_runtime(|| {
                let mut conn = pool.get()?;
                postgres::retrying(|| {
                    let mut tx = conn.transaction()?;
                    let value = f(&mut PgDb(&mut tx))?;
                    tx.commit()?;
                    Ok(value)
                })
            }),
        }
    }

    /// Runs `f` on one consistent view of the database (reads only).
    pub(crate) fn read<T: Send>(&self, f: impl FnOnce(&mut dyn Db) -> Result<T> + Send) -> Result<T> {
        match &self.backend {
            Backend::Sqlite(conn) => f(&mut SqliteDb(&Store::sqlite(conn))),
            Backend::Postgres(pool) => postgres::off_runtime(|| {
                let mut conn = pool.get()?;
                let mut tx = conn
                    .build_transaction()
                    .read_only(true)
                    .isolation_level(::postgres::IsolationLevel::RepeatableRead)
                    .start()?;
                let value = f(&mut PgDb(&mut tx))?;
                tx.commit()?;
                Ok(value)
            }),
        }
    }

    /// Inserts a new game (with its players) and returns its id. `due`
    /// says when it is next due (see [`DueRule`]).
    pub fn create_game(&self, game: &GameRow, due: DueRule) -> Result<i64> {
        self.write(|db| insert_game(db, game, due))
    }

    /// Inserts games (with their players) in one transaction and returns
    /// their ids: one game for `/play`, many at once to fill a database
    /// (the `bench` command) without a transaction each.
    pub fn create_games(&self, games: &[GameRow], due: DueRule) -> Result<Vec<i64>> {
        self.write(|db| games.iter().map(|game| insert_game(db, game, due)).collect())
    }

    /// Saves `game` if its version is still `game.version` in the database,
    /// appending `action` to the log in the same transaction, with when it
    /// is next due (see [`DueRule`]). Returns the new version.
    pub fn save(&self, game: &GameRow, action: Option<&ActionRow>, due: DueRule) -> Result<i64> {
        self.write(|db| {
            update_game(db, game, due)?;
            if let Some(a) = action {
                db.execute(
                    &ACTIONS.insert(),
                    args![game.id, a.ply, a.seat, a.user_id, a.notation, a.created_at],
                )?;
                owed::owe(db, game.id, a.ply, a.created_at)?;
            }
            if game.status == Status::Finished {
                // Every path that finishes a game comes through here: its ratings
                // move in this same transaction, exactly once.
                ratings::on_finished(db, game.id, game.updated_at)?;
            }
            Ok(game.version + 1)
        })
    }

    /// Saves `game` after an agreed takeback, removing its logged actions
    /// `plies` (a person's action and the computers' replies after it; the
    /// last must still be the newest) in the same transaction: the log is
    /// append-only except for this one agreed step back. Returns the new
    /// version.
    pub fn save_taking_back(&self, game: &GameRow, plies: RangeInclusive<i64>, due: DueRule) -> Result<i64> {
        let (first, last) = (*plies.start(), *plies.end());
        self.write(|db| {
            update_game(db, game, due)?;
            let newest: Option<i64> = db
                .one(
                    "SELECT MAX(ply) AS newest FROM actions WHERE game_id = ?1",
                    args![game.id],
                )?
                .get("newest")?;
            if newest != Some(last) {
                return Err(StoreError::Conflict);
            }
            db.execute(
                "DELETE FROM actions WHERE game_id = ?1 AND ply >= ?2",
                args![game.id, first],
            )?;
            // The takeback posts its own message.
            owed::settle(db, game.id, last)?;
            Ok(game.version + 1)
        })
    }

    /// The game `id`, or `StoreError::Corrupt` if its row cannot be read.
    pub fn game(&self, id: i64) -> Result<Option<GameRow>> {
        self.read(|db| game_by_id(db, id))
    }

    /// The game that occupies `channel` (a challenge or a running game).
    pub fn open_game_in_channel(&self, channel: u64) -> Result<Option<GameRow>> {
        self.read(|db| {
            let games = games_where(db, OPEN_IN_CHANNEL, args![channel])?;
            games.into_iter().next().transpose()
        })
    }

    /// Open games in `guild` in which `user` has a seat, oldest first. A
    /// row that cannot be read is in the list as its `Corrupt` error, so
    /// one damaged game never hides the others.
    pub fn open_games_of_user(&self, guild: u64, user: u64) -> Result<Vec<Result<GameRow>>> {
        self.read(|db| games_where(db, OPEN_OF_USER, args![guild, user]))
    }

    pub fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>> {
        self.read(|db| actions_of(db, game_id))
    }

    /// How many actions the game has logged.
    pub fn action_count(&self, game_id: i64) -> Result<i64> {
        self.read(|db| {
            db.one("SELECT COUNT(*) AS n FROM actions WHERE game_id = ?1", args![game_id])?
                .get("n")
        })
    }

    /// Ids of every game that has started (for replay checks and tools).
    pub fn started_game_ids(&self) -> Result<Vec<i64>> {
        self.read(|db| {
            db.query("SELECT id FROM games WHERE snapshot IS NOT NULL ORDER BY id", &[])?
                .iter()
                .map(|r| r.get("id"))
                .collect()
        })
    }
}

/// A game's log, in order.
fn actions_of(db: &mut dyn Db, game_id: i64) -> Result<Vec<ActionRow>> {
    db.query(
        &format!("{} WHERE game_id = ?1 ORDER BY ply", ACTIONS.select()),
        args![game_id],
    )?
    .iter()
    .map(|r| {
        Ok(ActionRow {
            ply: r.get("ply")?,
            seat: r.get("seat")?,
            user_id: r.get("user_id")?,
            notation: r.get("notation")?,
            created_at: r.get("created_at")?,
        })
    })
    .collect()
}

/// The `WHERE` of [`Store::open_game_in_channel`] (`?1`: the channel):
/// the partial unique index `games_one_open_per_channel`.
pub(crate) const OPEN_IN_CHANNEL: &str = "channel_id = ?1 AND status IN ('challenge', 'active')";

/// The `WHERE` of [`Store::open_games_of_user`] (`?1`: the server, `?2`:
/// the user): the user's seats (`players_by_user_game`), then each game by
/// its id, so the cost follows the user's games, not the server's.
pub(crate) const OPEN_OF_USER: &str = "guild_id = ?1 AND status IN ('challenge', 'active')
    AND id IN (SELECT game_id FROM players WHERE user_id = ?2) ORDER BY id";

fn decode_game(r: &Row) -> Result<GameRow> {
    let at = At::new("games", r.get("id")?);
    Ok(GameRow {
        id: at.id,
        guild_id: r.get("guild_id")?,
        channel_id: r.get("channel_id")?,
        kind: at.kind("kind", &r.get::<String>("kind")?)?,
        variant: r.get("variant")?,
        status: Status::decode(at, &r.get::<String>("status")?)?,
        created_by: r.get("created_by")?,
        seed: r.get("seed")?,
        snapshot: r.get("snapshot")?,
        rng: r.get("rng")?,
        version: r.get("version")?,
        to_act: r.get("to_act")?,
        outcome: at.json_opt("outcome", r.get::<Option<String>>("outcome")?.as_deref())?,
        abort_votes: at.json("abort_votes", &r.get::<String>("abort_votes")?)?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
        players: Vec::new(),
        wait: Wait {
            since: r.get("wait_since")?,
            reminders_sent: r.get("reminders_sent")?,
            deadline_announced: r.get("deadline_announced")?,
            paused_at: r.get("paused_at")?,
            pause_votes: at.json("pause_votes", &r.get::<String>("pause_votes")?)?,
        },
        proposal: at.json_opt("proposal", r.get::<Option<String>>("proposal")?.as_deref())?,
        turn_post: at.json("turn_post", &r.get::<String>("turn_post")?)?,
        locale: r.get("locale")?,
    })
}

/// The game `id` with its players.
fn game_by_id(db: &mut dyn Db, id: i64) -> Result<Option<GameRow>> {
    games_where(db, "id = ?1", args![id])?.into_iter().next().transpose()
}

/// The games matching `condition` (SQL after `WHERE`), with their players
/// (read in one query for all of them, whatever their number): the
/// database's errors fail the whole list, a row that cannot be decoded is
/// its own `Corrupt` entry.
fn games_where(db: &mut dyn Db, condition: &str, args: &[Value]) -> Result<Vec<Result<GameRow>>> {
    let rows = db.query(&games_select(condition), args)?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let mut seated: HashMap<i64, Vec<Row>> = HashMap::new();
    for r in db.query(&players_where(condition), args)? {
        seated.entry(r.get("game_id")?).or_default().push(r);
    }
    let mut games = Vec::with_capacity(rows.len());
    for row in &rows {
        let decoded = decode_game(row).and_then(|game| {
            let players = seated.remove(&game.id).unwrap_or_default();
            with_players(game, &players)
        });
        games.push(match decoded {
            Err(e) if !matches!(e, StoreError::Corrupt { .. }) => return Err(e),
            decoded => decoded,
        });
    }
    Ok(games)
}

/// The games matching `condition` (SQL after `WHERE`).
pub(crate) fn games_select(condition: &str) -> String {
    format!("{} WHERE {condition}", GAMES.select())
}

/// The players of the games matching `condition` (the same arguments), by
/// game and slot: the players' primary key, one range per game.
pub(crate) fn players_where(condition: &str) -> String {
    format!(
        "{} WHERE game_id IN (SELECT id FROM games WHERE {condition}) ORDER BY game_id, slot",
        PLAYERS.select()
    )
}

/// Inserts one game and its players, every column as given (a new game
/// has version 0 and no waiting state; a copied one keeps its own);
/// returns its id.
fn insert_game(db: &mut dyn Db, game: &GameRow, due: DueRule) -> Result<i64> {
    let next = due::due_of(db, game, due)?;
    // Every column of `GAMES` in its order, but `id`: the database numbers it.
    let inserted = db.one(
        &format!("{} RETURNING id", GAMES.insert()),
        args![
            game.guild_id,
            game.channel_id,
            game.kind.id(),
            game.variant,
            game.status.as_str(),
            game.created_by,
            game.seed,
            game.snapshot,
            game.rng,
            game.version,
            game.to_act,
            game.outcome.as_ref().map(to_json).transpose()?,
            to_json(&game.abort_votes)?,
            game.created_at,
            game.updated_at,
            game.wait.since,
            game.wait.reminders_sent,
            game.wait.deadline_announced,
            game.wait.paused_at,
            to_json(&game.wait.pause_votes)?,
            game.proposal.as_ref().map(to_json).transpose()?,
            to_json(&game.turn_post)?,
            next.at,
            next.computer,
            game.locale,
        ],
    );
    let id: i64 = match inserted {
        Err(e) if e.is_unique_violation() => return Err(StoreError::ChannelBusy),
        other => other?.get("id")?,
    };
    write_players(db, id, &game.players)?;
    Ok(id)
}

/// Writes the game row and its players if the stored version is still the
/// loaded one, bumping it, with when it is next due.
fn update_game(db: &mut dyn Db, game: &GameRow, due: DueRule) -> Result<()> {
    let next = due::due_of(db, game, due)?;
    let changed = db.execute(
        "UPDATE games SET status = ?1, snapshot = ?2, rng = ?3, version = version + 1, to_act = ?4,
                          outcome = ?5, abort_votes = ?6, updated_at = ?7, wait_since = ?10,
                          reminders_sent = ?11, deadline_announced = ?12, paused_at = ?13,
                          pause_votes = ?14, proposal = ?15, turn_post = ?16, next_due = ?17,
                          due_computer = ?18
         WHERE id = ?8 AND version = ?9",
        args![
            game.status.as_str(),
            game.snapshot,
            game.rng,
            game.to_act,
            game.outcome.as_ref().map(to_json).transpose()?,
            to_json(&game.abort_votes)?,
            game.updated_at,
            game.id,
            game.version,
            game.wait.since,
            game.wait.reminders_sent,
            game.wait.deadline_announced,
            game.wait.paused_at,
            to_json(&game.wait.pause_votes)?,
            game.proposal.as_ref().map(to_json).transpose()?,
            to_json(&game.turn_post)?,
            next.at,
            next.computer,
        ],
    )?;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    db.execute("DELETE FROM players WHERE game_id = ?1", args![game.id])?;
    write_players(db, game.id, &game.players)?;
    Ok(())
}

/// `game` with its players, from rows of [`players_where`] (in slot order).
fn with_players(mut game: GameRow, rows: &[Row]) -> Result<GameRow> {
    let at = At::new("players", game.id);
    game.players = rows
        .iter()
        .map(|r| {
            let slot: usize = r.get("slot")?;
            let level: Option<String> = r.get("computer")?;
            let column = format!("computer (slot {slot})");
            Ok(Player {
                slot,
                user_id: r.get("user_id")?,
                name: r.get("name")?,
                accepted: r.get("accepted")?,
                seat: r.get("seat")?,
                computer: level.map(|l| at.level(&column, &l)).transpose()?,
            })
        })
        .collect::<Result<_>>()?;
    Ok(game)
}

fn write_players(db: &mut dyn Db, game_id: i64, players: &[Player]) -> Result<()> {
    for p in players {
        db.execute(
            &PLAYERS.insert(),
            args![
                game_id,
                p.slot,
                p.user_id,
                p.name,
                p.accepted,
                p.seat,
                p.computer.map(Level::id)
            ],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
