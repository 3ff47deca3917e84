//! Which chats the bot can only answer interactions in (issue 52): the
//! front end tells the service what each interaction showed, and asks it
//! before posting anything that comes from no interaction.

use super::Service;
use crate::store::StoreError;

impl Service {
    /// Records what an interaction in `channel` showed: whether the bot
    /// can only answer there (a group DM, a server that did not add it).
    /// Written only when it changed: a read tells, the first time this
    /// process sees the chat, so a server's commands never wait for a
    /// write (a busy database holds writers, not readers).
    pub fn saw_channel(&self, channel: u64, answers_only: bool) -> Result<(), StoreError> {
        let mut seen = self.reach_seen.lock().unwrap_or_else(|e| e.into_inner());
        if seen.get(&channel) == Some(&answers_only) {
            return Ok(());
        }
        if self.store.is_answers_only(channel)? != answers_only {
            self.store.set_answers_only(channel, answers_only, self.now())?;
        }
        seen.insert(channel, answers_only);
        Ok(())
    }

    /// Whether the bot can only answer interactions in `channel`, so that
    /// it must not post there on its own.
    pub fn is_answers_only(&self, channel: u64) -> Result<bool, StoreError> {
        self.store.is_answers_only(channel)
    }
}
