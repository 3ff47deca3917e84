//! When each game next needs the timer round (columns `next_due` and
//! `due_computer` of `games`), so that a round asks only for what is due
//! through an index instead of loading every running game.
//!
//! The store never works the time out itself: the timing rules (reminders,
//! the move deadline, the grace period, whose turn it is) are the
//! service's. Every write of a game row takes the service's [`DueRule`],
//! and the store calls it inside the writing transaction with the row as
//! written and the server's settings as they are in that transaction, so a
//! `/settings` change committed at the same moment can never leave a game
//! due later than the new settings say (see [`Store::set_guild_settings`],
//! which makes the server's waiting games due at once).
//!
//! What another backend must keep: the rule sees the settings as of the
//! write, and a settings change marks the games in its own transaction.
//! SQLite gets that from `BEGIN IMMEDIATE` (one writer at a time); under
//! PostgreSQL's read committed, lock the game row (`FOR UPDATE`) before
//! reading the settings, so that a concurrent change's mark waits for the
//! write and lands after it.

use super::sql::{Db, Dialect, args};
use super::{GameRow, GuildSettings, Result, Store, waiting};

/// When the timer round next has something to do for a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NextDue {
    /// Unix seconds; `None`: nothing falls due before the row is written
    /// again (a challenge, a finished or a paused game, a server without
    /// reminders or deadline). Earlier than the truth is allowed (the round
    /// finds nothing and works it out again); later never is.
    pub at: Option<i64>,
    /// What is due is a computer seat's move (the computer round plays it),
    /// not a reminder, deadline notice or decision.
    pub computer: bool,
}

impl NextDue {
    /// Nothing falls due.
    pub const NEVER: NextDue = NextDue {
        at: None,
        computer: false,
    };
}

/// The service's rule: when `row` (as it is being written) is next due,
/// under its server's `settings` (as they are in the same transaction).
pub type DueRule<'a> = &'a (dyn Fn(&GameRow, &GuildSettings) -> NextDue + Sync);

/// The rule for rows that never fall due (tools and tests that write rows
/// by hand: challenges, finished games).
pub fn never_due(_: &GameRow, _: &GuildSettings) -> NextDue {
    NextDue::NEVER
}

/// A game the timer round has something to do for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueGame {
    pub id: i64,
    pub channel: u64,
}

/// What `rule` says of `game` under its server's settings as they are now
/// (inside the caller's transaction). On PostgreSQL the game's row is
/// locked first, so that a settings change marking the server's games due
/// waits for this write and lands after it (see the module's note).
pub(super) fn due_of(db: &mut dyn Db, game: &GameRow, rule: DueRule) -> Result<NextDue> {
    if db.dialect() == Dialect::Postgres {
        db.query("SELECT id FROM games WHERE id = ?1 FOR UPDATE", args![game.id])?;
    }
    let settings = waiting::settings_of(db, game.guild_id)?;
    Ok(rule(game, &settings))
}

/// The timer round's one query: games whose next due time of kind
/// `computer` has come, earliest first, through the index `games_due`.
fn due(db: &mut dyn Db, computer: bool, now: i64) -> Result<Vec<DueGame>> {
    db.query(DUE_QUERY, args![computer, now])?
        .iter()
        .map(|r| {
            Ok(DueGame {
                id: r.get("id")?,
                channel: r.get("channel_id")?,
            })
        })
        .collect()
}

pub(super) const DUE_QUERY: &str = "SELECT id, channel_id FROM games
     WHERE due_computer = ?1 AND next_due <= ?2 ORDER BY next_due, id";

impl Store {
    /// Games with a reminder, deadline notice or automatic decision due at
    /// `now` (or a stale early time to work out again), earliest first.
    /// The only way the timer round finds games: with nothing due it
    /// returns nothing and reads no game.
    pub fn due_games(&self, now: i64) -> Result<Vec<DueGame>> {
        self.read(|db| due(db, false, now))
    }

    /// Games where a computer seat owes a move at `now` (one pending when
    /// the bot stopped, say), earliest first.
    pub fn computer_moves_due(&self, now: i64) -> Result<Vec<DueGame>> {
        self.read(|db| due(db, true, now))
    }

    /// Claims the computer move due in game `id` for this process until
    /// `until`, if it is due at `now` and nobody holds it: the due time
    /// moves to `until`, so other processes' rounds pass the game by, and
    /// the move's save writes the next due time. Should this process stop
    /// while thinking, the move falls due again at `until` and another
    /// process plays it. True: the move is this process's to play.
    pub fn claim_computer_move(&self, id: i64, now: i64, until: i64) -> Result<bool> {
        let changed = self.write(|db| {
            db.execute(
                "UPDATE games SET next_due = ?3 WHERE id = ?1 AND due_computer = 1 AND next_due <= ?2",
                args![id, now, until],
            )
        })?;
        Ok(changed == 1)
    }

    /// Makes every claimed computer move due at `now`: for a process that
    /// knows every claim is its own, left by its previous run (SQLite has
    /// one bot process), so the moves need not wait for the leases to run
    /// out. Returns how many were claimed.
    pub fn release_computer_claims(&self, now: i64) -> Result<usize> {
        self.write(|db| {
            db.execute(
                "UPDATE games SET next_due = ?1 WHERE due_computer = 1 AND next_due > ?1",
                args![now],
            )
        })
    }

    /// When game `id` is next due, as stored (for tests and tools).
    pub fn next_due(&self, id: i64) -> Result<Option<NextDue>> {
        self.read(|db| {
            db.first("SELECT next_due, due_computer FROM games WHERE id = ?1", args![id])?
                .map(|r| {
                    Ok(NextDue {
                        at: r.get("next_due")?,
                        computer: r.get("due_computer")?,
                    })
                })
                .transpose()
        })
    }
}
