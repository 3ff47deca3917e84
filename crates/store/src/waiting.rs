//! What asynchronous play keeps: how long a game has waited for its
//! players, the reminders sent, pauses and takeback requests (columns of
//! `games`), each server's settings, and each user's choice of reminders.

use super::decode::At;
use super::due::{DueRule, due_of};
use super::sql::{Db, args};
use super::tables::{GUILD_SETTINGS, NOTIFY_PREFS};
use super::{GameRow, Result, Status, Store, games_where};
use serde::{Deserialize, Serialize};

/// The waiting state of a running game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wait {
    /// When the players to act began waiting: the last accepted action, or
    /// the start (moved on by the length of a pause when it ends).
    pub since: Option<i64>,
    /// Reminders sent since then.
    pub reminders_sent: u32,
    /// Whether the passing of the move deadline was announced.
    pub deadline_announced: bool,
    /// Set while the game is paused by agreement.
    pub paused_at: Option<i64>,
    /// Seats that asked to pause (or, while paused, nothing).
    pub pause_votes: Vec<usize>,
}

/// What a timer pass is about to send in a waiting game, recorded before it
/// goes: the reminders counted as sent, and whether the passing of the
/// deadline was announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitClaim {
    pub reminders_sent: u32,
    pub deadline_announced: bool,
}

/// A takeback request: `seat` asks to take back its last action, logged as
/// `ply`; the seats in `agreed` have said yes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    pub seat: usize,
    pub ply: i64,
    pub agreed: Vec<usize>,
}

/// A server's rules for waiting (`/settings`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    /// Hours of silence before a reminder; 0 turns reminders off.
    pub reminder_hours: u32,
    /// At most this many reminders per wait.
    pub reminder_count: u32,
    /// Hours a player has for a move; `None`: no limit.
    pub deadline_hours: Option<u32>,
    /// Hours after the deadline before the game is decided automatically.
    pub grace_hours: u32,
    /// Whether `/play` opens a thread unless told otherwise.
    pub threads: bool,
    /// The language of the server's new games, as Discord names the locale
    /// (`/settings language:`); `None`: each game takes the server's own
    /// Discord locale.
    pub language: Option<String>,
}

impl GuildSettings {
    /// Whether the timers of waiting games run the same under `other`
    /// (only the thread default or the language differs, or nothing).
    pub fn same_timers(&self, other: &GuildSettings) -> bool {
        GuildSettings {
            threads: other.threads,
            language: other.language.clone(),
            ..self.clone()
        } == *other
    }
}

impl Default for GuildSettings {
    fn default() -> GuildSettings {
        GuildSettings {
            reminder_hours: 24,
            reminder_count: 3,
            deadline_hours: Some(7 * 24),
            grace_hours: 48,
            threads: false,
            language: None,
        }
    }
}

/// How a user wants to be reminded (`/notify`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NotifyMode {
    /// A mention in the game's channel.
    #[default]
    Channel,
    /// A direct message.
    Direct,
    /// No reminders at all (turn pings still mention them).
    Off,
}

impl NotifyMode {
    const ALL: [NotifyMode; 3] = [NotifyMode::Channel, NotifyMode::Direct, NotifyMode::Off];

    pub fn as_str(self) -> &'static str {
        match self {
            NotifyMode::Channel => "channel",
            NotifyMode::Direct => "dm",
            NotifyMode::Off => "off",
        }
    }

    pub fn parse(s: &str) -> Option<NotifyMode> {
        match s.trim().to_lowercase().as_str() {
            "channel" | "on" | "mention" => Some(NotifyMode::Channel),
            "dm" | "direct" | "direct message" => Some(NotifyMode::Direct),
            "off" | "none" | "never" => Some(NotifyMode::Off),
            _ => None,
        }
    }
}

impl Store {
    pub fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        self.read(|db| settings_of(db, guild))
    }

    /// Stores a server's settings. If they change how the timers run, the
    /// server's waiting games become due at once in the same transaction:
    /// each game's due time was worked out under the old settings, and the
    /// next timer round works it out again (a game whose next reminder
    /// comes sooner now must not wait for the old time; one whose reminder
    /// comes later is only looked at early).
    pub fn set_guild_settings(&self, guild: u64, s: &GuildSettings) -> Result<()> {
        self.write(|db| {
            let before = settings_of(db, guild)?;
            db.execute(
                &format!(
                    "{} ON CONFLICT (guild_id) DO UPDATE SET reminder_hours = ?2, reminder_count = ?3,
                 deadline_hours = ?4, grace_hours = ?5, threads = ?6, language = ?7",
                    GUILD_SETTINGS.insert()
                ),
                args![
                    guild,
                    s.reminder_hours,
                    s.reminder_count,
                    s.deadline_hours,
                    s.grace_hours,
                    s.threads,
                    s.language
                ],
            )?;
            if !before.same_timers(s) {
                db.execute(DUE_AT_ONCE, args![guild])?;
            }
            Ok(())
        })
    }

    /// How `user` wants reminders: the default until they chose.
    pub fn notify_mode(&self, user: u64) -> Result<NotifyMode> {
        let mode: Option<String> = self
            .read(|db| db.first("SELECT mode FROM notify_prefs WHERE user_id = ?1", args![user]))?
            .map(|r| r.get("mode"))
            .transpose()?;
        let Some(mode) = mode else {
            return Ok(NotifyMode::default());
        };
        NotifyMode::ALL
            .into_iter()
            .find(|m| m.as_str() == mode)
            .ok_or_else(|| At::new("notify_prefs", user as i64).corrupt(format!("mode: unknown mode `{mode}`")))
    }

    pub fn set_notify_mode(&self, user: u64, mode: NotifyMode) -> Result<()> {
        self.write(|db| {
            db.execute(
                &format!(
                    "{} ON CONFLICT (user_id) DO UPDATE SET mode = ?2",
                    NOTIFY_PREFS.insert()
                ),
                args![user, mode.as_str()],
            )
        })?;
        Ok(())
    }

    /// Claims what a timer pass is about to send for `game` as it was
    /// loaded: records `claim` only if the row still has the version *and*
    /// the waiting state it was loaded with, and says whether it did. Two
    /// processes on one database that find the same reminder due both try,
    /// and exactly one sends it: checking the version alone would let both
    /// through, since a reminder makes no new version (it changes nothing
    /// on the board, so the buttons under the last picture stay valid).
    /// The game's next due time is written with it, by `due` applied to the
    /// row as claimed; a claim of what the row already says (nothing sent)
    /// only moves the due time.
    pub fn claim_wait(&self, game: &GameRow, claim: WaitClaim, due: DueRule) -> Result<bool> {
        let mut claimed = game.clone();
        claimed.wait.reminders_sent = claim.reminders_sent;
        claimed.wait.deadline_announced = claim.deadline_announced;
        let changed = self.write(|db| {
            let next = due_of(db, &claimed, due)?;
            db.execute(
                "UPDATE games SET reminders_sent = ?1, deadline_announced = ?2, next_due = ?3, due_computer = ?4
             WHERE id = ?5 AND version = ?6 AND reminders_sent = ?7 AND deadline_announced = ?8",
                args![
                    claim.reminders_sent,
                    claim.deadline_announced,
                    next.at,
                    next.computer,
                    game.id,
                    game.version,
                    game.wait.reminders_sent,
                    game.wait.deadline_announced
                ],
            )
        })?;
        Ok(changed == 1)
    }

    /// Every challenge and running game of a server, oldest first; a row
    /// that cannot be read is in the list as its `Corrupt` error.
    pub fn open_games_in_guild(&self, guild: u64) -> Result<Vec<Result<GameRow>>> {
        let condition = format!(
            "guild_id = ?1 AND status IN ('{}', '{}') ORDER BY id",
            Status::Challenge.as_str(),
            Status::Active.as_str()
        );
        self.read(|db| games_where(db, &condition, args![guild]))
    }
}

/// Makes the waiting games of a server (`?1`) due at once: 0 is before any
/// time the round asks about. Through `games_by_guild`.
pub(super) const DUE_AT_ONCE: &str = "UPDATE games SET next_due = 0
     WHERE guild_id = ?1 AND status = 'active' AND paused_at IS NULL AND due_computer = 0";

/// A server's (`?1`) settings: a lookup by its key.
pub(super) fn settings_sql() -> String {
    format!("{} WHERE guild_id = ?1", GUILD_SETTINGS.select())
}

/// A server's settings as `conn` sees them (the defaults until set).
pub(super) fn settings_of(db: &mut dyn Db, guild: u64) -> Result<GuildSettings> {
    let Some(r) = db.first(&settings_sql(), args![guild])? else {
        return Ok(GuildSettings::default());
    };
    Ok(GuildSettings {
        reminder_hours: r.get("reminder_hours")?,
        reminder_count: r.get("reminder_count")?,
        deadline_hours: r.get("deadline_hours")?,
        grace_hours: r.get("grace_hours")?,
        threads: r.get("threads")?,
        language: r.get("language")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StoreError;

    #[test]
    fn settings_default_until_set_and_per_server() {
        let store = Store::scratch().unwrap();
        assert_eq!(store.guild_settings(7).unwrap(), GuildSettings::default());
        let mine = GuildSettings {
            reminder_hours: 6,
            reminder_count: 1,
            deadline_hours: None,
            grace_hours: 0,
            threads: true,
            language: Some("es-ES".into()),
        };
        store.set_guild_settings(7, &mine).unwrap();
        assert_eq!(store.guild_settings(7).unwrap(), mine);
        assert_eq!(store.guild_settings(8).unwrap(), GuildSettings::default());
        let again = GuildSettings {
            reminder_hours: 12,
            language: None,
            ..mine
        };
        store.set_guild_settings(7, &again).unwrap();
        assert_eq!(store.guild_settings(7).unwrap(), again);
    }

    #[test]
    fn an_unknown_notify_mode_is_corrupt_not_the_default() {
        let store = Store::scratch().unwrap();
        store.exec("INSERT INTO notify_prefs (user_id, mode) VALUES (5, 'carrier pigeon')");
        assert!(matches!(
            store.notify_mode(5),
            Err(StoreError::Corrupt {
                table: "notify_prefs",
                id: 5,
                ..
            })
        ));
    }

    #[test]
    fn notify_modes_round_trip() {
        let store = Store::scratch().unwrap();
        assert_eq!(store.notify_mode(1).unwrap(), NotifyMode::Channel);
        for mode in [NotifyMode::Direct, NotifyMode::Off, NotifyMode::Channel] {
            store.set_notify_mode(1, mode).unwrap();
            assert_eq!(store.notify_mode(1).unwrap(), mode);
            assert_eq!(NotifyMode::parse(mode.as_str()), Some(mode));
        }
    }
}
