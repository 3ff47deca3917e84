//! SQLite storage: the only module that speaks SQL.
//!
//! A game is a row (who, where, what, status, version), its players, an
//! append-only action log, and the current snapshot. Every accepted action
//! is one transaction: log row, snapshot and version bump together, and the
//! update only happens if the version is still the one the caller loaded,
//! so two commands racing on one game can never both apply.

mod decode;
mod due;
mod migrations;
mod owed;
mod puzzles;
mod ratings;
mod waiting;

pub use due::{DueGame, DueRule, NextDue, never_due};
pub use puzzles::{Parked, PuzzleSession, PuzzleSolve, PuzzleSource};
pub use ratings::{RatingChange, RatingRow, RebuildReport};
pub use waiting::{GuildSettings, NotifyMode, Proposal, Wait, WaitClaim};

use crate::ai::Level;
use crate::engine::{GameKind, Outcome};
use decode::{At, to_json};
use rusqlite::{Connection, OptionalExtension, Row, TransactionBehavior, params};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
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
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (creating if needed) the database file and its folder, and
    /// brings the schema up to date.
    pub fn open(path: &Path) -> Result<Store> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Folder(dir.display().to_string(), e))?;
        }
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        Store::prepare(conn)
    }

    pub fn open_in_memory() -> Result<Store> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrations::migrations().to_latest(&mut conn)?;
        ratings::rebuild_if_pending(&mut conn)?;
        Ok(Store { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock leaves SQLite consistent (every write
        // is a transaction), so a poisoned lock is safe to take over.
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Inserts a new game (with its players) and returns its id. `due`
    /// says when it is next due (see [`DueRule`]).
    pub fn create_game(&self, game: &GameRow, due: DueRule) -> Result<i64> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = insert_game(&tx, game, due)?;
        tx.commit()?;
        Ok(id)
    }

    /// Inserts games (with their players) in one transaction and returns
    /// their ids: one game for `/play`, many at once to fill a database
    /// (the `bench` command) without a transaction each.
    pub fn create_games(&self, games: &[GameRow], due: DueRule) -> Result<Vec<i64>> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut ids = Vec::with_capacity(games.len());
        for game in games {
            ids.push(insert_game(&tx, game, due)?);
        }
        tx.commit()?;
        Ok(ids)
    }

    /// Saves `game` if its version is still `game.version` in the database,
    /// appending `action` to the log in the same transaction, with when it
    /// is next due (see [`DueRule`]). Returns the new version.
    pub fn save(&self, game: &GameRow, action: Option<&ActionRow>, due: DueRule) -> Result<i64> {
        let mut conn = self.conn();
        // Immediate: the due time is worked out from settings read in this
        // transaction, which must not change before it writes.
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        update_game(&tx, game, due)?;
        if let Some(a) = action {
            tx.execute(
                "INSERT INTO actions (game_id, ply, seat, user_id, notation, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![game.id, a.ply, a.seat as i64, a.user_id as i64, a.notation, a.created_at],
            )?;
            owed::owe(&tx, game.id, a.ply, a.created_at)?;
        }
        if game.status == Status::Finished {
            // Every path that finishes a game comes through here: its ratings
            // move in this same transaction, exactly once.
            ratings::on_finished(&tx, game.id, game.updated_at)?;
        }
        tx.commit()?;
        Ok(game.version + 1)
    }

    /// Saves `game` after an agreed takeback, removing its last logged
    /// action `ply` in the same transaction: the log is append-only except
    /// for this one agreed step back. Returns the new version.
    pub fn save_taking_back(&self, game: &GameRow, ply: i64, due: DueRule) -> Result<i64> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        update_game(&tx, game, due)?;
        let last: Option<i64> = tx.query_row("SELECT MAX(ply) FROM actions WHERE game_id = ?1", [game.id], |r| {
            r.get(0)
        })?;
        if last != Some(ply) {
            return Err(StoreError::Conflict);
        }
        tx.execute(
            "DELETE FROM actions WHERE game_id = ?1 AND ply = ?2",
            params![game.id, ply],
        )?;
        // The takeback posts its own message.
        owed::settle(&tx, game.id, ply)?;
        tx.commit()?;
        Ok(game.version + 1)
    }

    /// The game `id`, or `StoreError::Corrupt` if its row cannot be read.
    pub fn game(&self, id: i64) -> Result<Option<GameRow>> {
        game_by_id(&self.conn(), id)
    }

    /// The game that occupies `channel` (a challenge or a running game).
    pub fn open_game_in_channel(&self, channel: u64) -> Result<Option<GameRow>> {
        let conn = self.conn();
        let row = conn
            .query_row(
                &format!("{SELECT_GAME} WHERE {OPEN_IN_CHANNEL}"),
                [channel as i64],
                game_from_row,
            )
            .optional()?;
        row.map(|g| with_players(&conn, g?)).transpose()
    }

    /// Open games in `guild` in which `user` has a seat, oldest first. A
    /// row that cannot be read is in the list as its `Corrupt` error, so
    /// one damaged game never hides the others.
    pub fn open_games_of_user(&self, guild: u64, user: u64) -> Result<Vec<Result<GameRow>>> {
        let conn = self.conn();
        games_where(&conn, OPEN_OF_USER, params![guild as i64, user as i64])
    }

    pub fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>> {
        let conn = self.conn();
        let mut stmt = conn
            .prepare("SELECT ply, seat, user_id, notation, created_at FROM actions WHERE game_id = ?1 ORDER BY ply")?;
        let rows = stmt
            .query_map([game_id], |r| {
                Ok(ActionRow {
                    ply: r.get(0)?,
                    seat: r.get::<_, i64>(1)? as usize,
                    user_id: r.get::<_, i64>(2)? as u64,
                    notation: r.get(3)?,
                    created_at: r.get(4)?,
                })
            })?
            .collect::<std::result::Result<_, _>>()?;
        Ok(rows)
    }

    /// How many actions the game has logged.
    pub fn action_count(&self, game_id: i64) -> Result<i64> {
        let conn = self.conn();
        Ok(
            conn.query_row("SELECT COUNT(*) FROM actions WHERE game_id = ?1", [game_id], |r| {
                r.get(0)
            })?,
        )
    }

    /// Ids of every game that has started (for replay checks and tools).
    pub fn started_game_ids(&self) -> Result<Vec<i64>> {
        let conn = self.conn();
        let mut stmt = conn.prepare("SELECT id FROM games WHERE snapshot IS NOT NULL ORDER BY id")?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<std::result::Result<_, _>>()?;
        Ok(ids)
    }
}

/// The `WHERE` of [`Store::open_game_in_channel`] (`?1`: the channel):
/// the partial unique index `games_one_open_per_channel`.
pub(super) const OPEN_IN_CHANNEL: &str = "channel_id = ?1 AND status IN ('challenge', 'active')";

/// The `WHERE` of [`Store::open_games_of_user`] (`?1`: the server, `?2`:
/// the user): the user's seats (`players_by_user_game`), then each game by
/// its id, so the cost follows the user's games, not the server's.
pub(super) const OPEN_OF_USER: &str = "guild_id = ?1 AND status IN ('challenge', 'active')
    AND id IN (SELECT game_id FROM players WHERE user_id = ?2) ORDER BY id";

const SELECT_GAME: &str = "SELECT id, guild_id, channel_id, kind, variant, status, created_by, seed, snapshot, rng,
    version, to_act, outcome, abort_votes, created_at, updated_at, wait_since, reminders_sent,
    deadline_announced, paused_at, pause_votes, proposal, turn_post FROM games";

/// A `games` row (without its players): SQLite's errors outside, the
/// decoding's (`Corrupt`) inside.
fn game_from_row(r: &Row<'_>) -> rusqlite::Result<Result<GameRow>> {
    decode::lift(decode_game(r))
}

fn decode_game(r: &Row<'_>) -> Result<GameRow> {
    let at = At::new("games", r.get(0)?);
    Ok(GameRow {
        id: at.id,
        guild_id: r.get::<_, i64>(1)? as u64,
        channel_id: r.get::<_, i64>(2)? as u64,
        kind: at.kind("kind", &r.get::<_, String>(3)?)?,
        variant: r.get(4)?,
        status: Status::decode(at, &r.get::<_, String>(5)?)?,
        created_by: r.get::<_, i64>(6)? as u64,
        seed: r.get(7)?,
        snapshot: r.get(8)?,
        rng: r.get(9)?,
        version: r.get(10)?,
        to_act: r.get::<_, Option<i64>>(11)?.map(|u| u as u64),
        outcome: at.json_opt("outcome", r.get::<_, Option<String>>(12)?.as_deref())?,
        abort_votes: at.json("abort_votes", &r.get::<_, String>(13)?)?,
        created_at: r.get(14)?,
        updated_at: r.get(15)?,
        players: Vec::new(),
        wait: Wait {
            since: r.get(16)?,
            reminders_sent: r.get(17)?,
            deadline_announced: r.get(18)?,
            paused_at: r.get(19)?,
            pause_votes: at.json("pause_votes", &r.get::<_, String>(20)?)?,
        },
        proposal: at.json_opt("proposal", r.get::<_, Option<String>>(21)?.as_deref())?,
        turn_post: at.json("turn_post", &r.get::<_, String>(22)?)?,
    })
}

/// The game `id` with its players.
fn game_by_id(conn: &Connection, id: i64) -> Result<Option<GameRow>> {
    let row = conn
        .query_row(&format!("{SELECT_GAME} WHERE id = ?1"), [id], game_from_row)
        .optional()?;
    row.map(|g| with_players(conn, g?)).transpose()
}

/// The games matching `condition` (SQL after `WHERE`), with their players:
/// SQLite's errors fail the whole list, a row that cannot be decoded is
/// its own `Corrupt` entry.
fn games_where(conn: &Connection, condition: &str, args: impl rusqlite::Params) -> Result<Vec<Result<GameRow>>> {
    let mut stmt = conn.prepare(&format!("{SELECT_GAME} WHERE {condition}"))?;
    let rows: Vec<Result<GameRow>> = stmt
        .query_map(args, game_from_row)?
        .collect::<std::result::Result<_, _>>()?;
    drop(stmt);
    Ok(rows
        .into_iter()
        .map(|g| g.and_then(|g| with_players(conn, g)))
        .collect())
}

/// Inserts one game and its players, every column as given (a new game
/// has version 0 and no waiting state; a copied one keeps its own);
/// returns its id.
fn insert_game(tx: &Connection, game: &GameRow, due: DueRule) -> Result<i64> {
    let next = due::due_of(tx, game, due)?;
    let res = tx.execute(
        "INSERT INTO games (guild_id, channel_id, kind, variant, status, created_by, seed, snapshot, rng,
                            version, to_act, outcome, abort_votes, created_at, updated_at, wait_since,
                            reminders_sent, deadline_announced, paused_at, pause_votes, proposal,
                            turn_post, next_due, due_computer)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20,
                 ?21, ?22, ?23, ?24)",
        params![
            game.guild_id as i64,
            game.channel_id as i64,
            game.kind.id(),
            game.variant,
            game.status.as_str(),
            game.created_by as i64,
            game.seed,
            game.snapshot,
            game.rng,
            game.version,
            game.to_act.map(|u| u as i64),
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
        ],
    );
    if let Err(rusqlite::Error::SqliteFailure(e, _)) = &res
        && e.code == rusqlite::ErrorCode::ConstraintViolation
    {
        return Err(StoreError::ChannelBusy);
    }
    res?;
    let id = tx.last_insert_rowid();
    write_players(tx, id, &game.players)?;
    Ok(id)
}

/// Writes the game row and its players if the stored version is still the
/// loaded one, bumping it, with when it is next due.
fn update_game(tx: &Connection, game: &GameRow, due: DueRule) -> Result<()> {
    let next = due::due_of(tx, game, due)?;
    let changed = tx.execute(
        "UPDATE games SET status = ?1, snapshot = ?2, rng = ?3, version = version + 1, to_act = ?4,
                          outcome = ?5, abort_votes = ?6, updated_at = ?7, wait_since = ?10,
                          reminders_sent = ?11, deadline_announced = ?12, paused_at = ?13,
                          pause_votes = ?14, proposal = ?15, turn_post = ?16, next_due = ?17,
                          due_computer = ?18
         WHERE id = ?8 AND version = ?9",
        params![
            game.status.as_str(),
            game.snapshot,
            game.rng,
            game.to_act.map(|u| u as i64),
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
    tx.execute("DELETE FROM players WHERE game_id = ?1", [game.id])?;
    write_players(tx, game.id, &game.players)?;
    Ok(())
}

/// A game's (`?1`) players: a range of the primary key.
pub(super) const PLAYERS_OF: &str =
    "SELECT slot, user_id, name, accepted, seat, computer FROM players WHERE game_id = ?1 ORDER BY slot";

fn with_players(conn: &Connection, mut game: GameRow) -> Result<GameRow> {
    let at = At::new("players", game.id);
    let mut stmt = conn.prepare_cached(PLAYERS_OF)?;
    let rows: Vec<(Player, Option<String>)> = stmt
        .query_map([game.id], |r| {
            let player = Player {
                slot: r.get::<_, i64>(0)? as usize,
                user_id: r.get::<_, Option<i64>>(1)?.map(|u| u as u64),
                name: r.get(2)?,
                accepted: r.get(3)?,
                seat: r.get::<_, Option<i64>>(4)?.map(|s| s as usize),
                computer: None,
            };
            Ok((player, r.get(5)?))
        })?
        .collect::<std::result::Result<_, _>>()?;
    game.players = rows
        .into_iter()
        .map(|(mut p, level)| {
            let column = format!("computer (slot {})", p.slot);
            p.computer = level.map(|l| at.level(&column, &l)).transpose()?;
            Ok(p)
        })
        .collect::<Result<_>>()?;
    Ok(game)
}

fn write_players(conn: &Connection, game_id: i64, players: &[Player]) -> Result<()> {
    let mut stmt = conn.prepare(
        "INSERT INTO players (game_id, slot, user_id, name, accepted, seat, computer) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for p in players {
        stmt.execute(params![
            game_id,
            p.slot as i64,
            p.user_id.map(|u| u as i64),
            p.name,
            p.accepted,
            p.seat.map(|s| s as i64),
            p.computer.map(Level::id),
        ])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
