//! Where each game's current turn message is on the chat (table
//! `turn_messages`): the decisions of a turn edit that one message, so
//! the process that handles a decision must find it even when another
//! process posted it, or this one before a restart.

use super::sql::args;
use super::tables::TURN_MESSAGES;
use super::{Result, Store};
use serde::Serialize;

/// One turn message of a game: the game, and the game version whose save
/// began the message (see `TurnPost::began`). Versions only grow, through
/// takebacks too, so no two messages of a game share a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TurnKey {
    pub game: i64,
    pub began: i64,
}

/// A message on the chat: its channel (or thread) and its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatMessage {
    pub channel: u64,
    pub message: u64,
}

impl Store {
    /// The message of the turn `key`, if one was recorded (`None` also
    /// when the game's recorded message is of another turn).
    pub fn turn_message(&self, key: TurnKey) -> Result<Option<ChatMessage>> {
        let row = self.read(|db| {
            db.first(
                "SELECT channel_id, message_id FROM turn_messages WHERE game_id = ?1 AND turn_version = ?2",
                args![key.game, key.began],
            )
        })?;
        row.map(|r| {
            Ok(ChatMessage {
                channel: r.get("channel_id")?,
                message: r.get("message_id")?,
            })
        })
        .transpose()
    }

    /// `at` now holds the turn message `key`. A message of an older turn
    /// (recorded late, by a slow process) never replaces a newer one.
    pub fn record_turn_message(&self, key: TurnKey, at: ChatMessage) -> Result<()> {
        self.write(|db| {
            db.execute(
                &format!(
                    "{} ON CONFLICT (game_id) DO UPDATE SET turn_version = excluded.turn_version,
                     channel_id = excluded.channel_id, message_id = excluded.message_id
                     WHERE turn_messages.turn_version <= excluded.turn_version",
                    TURN_MESSAGES.insert()
                ),
                args![key.game, key.began, at.channel, at.message],
            )?;
            Ok(())
        })
    }
}
