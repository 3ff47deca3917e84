//! Which chats the bot can only answer interactions in (table
//! `answers_only_channels`): there it may not post, edit or show typing
//! on its own, so what comes from no interaction (reminders, deadlines,
//! computer moves after a restart) goes to the players' direct messages.
//! Kept in the database so that every process, and the timer loop after a
//! restart, knows it; the front end records each chat as it sees it.

use super::sql::args;
use super::tables::ANSWERS_ONLY_CHANNELS;
use super::{Result, Store};

impl Store {
    /// Records whether the bot can only answer interactions in `channel`,
    /// as the latest interaction there showed (`now`: unix seconds).
    pub fn set_answers_only(&self, channel: u64, answers_only: bool, now: i64) -> Result<()> {
        self.write(|db| {
            if answers_only {
                db.execute(
                    &format!(
                        "{} ON CONFLICT (channel_id) DO UPDATE SET seen_at = excluded.seen_at",
                        ANSWERS_ONLY_CHANNELS.insert()
                    ),
                    args![channel, now],
                )?;
            } else {
                db.execute(
                    "DELETE FROM answers_only_channels WHERE channel_id = ?1",
                    args![channel],
                )?;
            }
            Ok(())
        })
    }

    /// Whether the bot can only answer interactions in `channel` (false
    /// for a chat it was never told about: one it can post in).
    pub fn is_answers_only(&self, channel: u64) -> Result<bool> {
        let row = self.read(|db| {
            db.first(
                "SELECT channel_id FROM answers_only_channels WHERE channel_id = ?1",
                args![channel],
            )
        })?;
        Ok(row.is_some())
    }
}

#[cfg(test)]
mod tests {
    use crate::Store;

    #[test]
    fn a_chat_is_answers_only_from_when_it_is_seen_so_until_it_is_seen_otherwise() {
        let store = Store::scratch().unwrap();
        assert!(!store.is_answers_only(7).unwrap());
        store.set_answers_only(7, true, 100).unwrap();
        store.set_answers_only(7, true, 200).unwrap();
        assert!(store.is_answers_only(7).unwrap());
        assert!(!store.is_answers_only(8).unwrap());
        store.set_answers_only(7, false, 300).unwrap();
        assert!(!store.is_answers_only(7).unwrap());
    }
}
