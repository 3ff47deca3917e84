//! Where each game's turn message is, so that the decisions of a turn edit
//! it instead of posting a message each (see `TurnMessage`). Kept in
//! memory: after a restart the next decision simply posts a new message.

use super::send;
use crate::service::{Reply, TurnMessage};
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Default)]
pub struct Turns(Mutex<HashMap<i64, (serenity::ChannelId, serenity::MessageId)>>);

impl Turns {
    /// The message a reply should edit, if it edits one this process knows.
    pub fn to_edit(&self, r: &Reply) -> Option<(serenity::ChannelId, serenity::MessageId)> {
        match r.turn? {
            TurnMessage::Edit(game) => self.0.lock().unwrap_or_else(|e| e.into_inner()).get(&game).copied(),
            TurnMessage::New(_) => None,
        }
    }

    /// `message` now holds the reply `r`: the turn message of its game.
    pub fn posted(&self, r: &Reply, message: &serenity::Message) {
        let game = match r.turn {
            Some(TurnMessage::New(g) | TurnMessage::Edit(g)) => g,
            None => return,
        };
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(game, (message.channel_id, message.id));
    }

    /// Edits the turn message `r` replaces, if known; `false` when it must
    /// be posted as a new message instead (or the edit failed: logged).
    pub async fn edit(&self, http: &serenity::Http, r: &Reply) -> bool {
        match self.to_edit(r) {
            Some(target) => Turns::edit_at(http, r, target).await,
            None => false,
        }
    }

    /// Edits `target` (found earlier with [`Turns::to_edit`]) to read `r`;
    /// `false` if the edit failed (logged), so it must be posted instead.
    pub async fn edit_at(
        http: &serenity::Http,
        r: &Reply,
        (channel, message): (serenity::ChannelId, serenity::MessageId),
    ) -> bool {
        match channel.edit_message(http, message, send::edit_message(r)).await {
            Ok(_) => true,
            Err(e) => {
                tracing::warn!(%channel, "could not edit a turn message, posting anew: {e}");
                false
            }
        }
    }
}
