//! Where each game's turn message is, so that the decisions of a turn edit
//! it instead of posting a message each (see `TurnMessage`). Kept in the
//! database (`Service::turn_posted`), not in this process: another process
//! on the same database, or this one after a restart, edits the same
//! message.

use super::send;
use crate::service::{Reply, Service, TurnMessage};
use crate::store::ChatMessage;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Logs why a turn message's place could not be read: the reply is then
/// posted as a new message.
fn unread<T>(game: i64, e: &dyn std::fmt::Display) -> Option<T> {
    tracing::warn!(game, "could not read a turn message's place, posting anew: {e}");
    None
}

pub struct Turns {
    service: Arc<Service>,
}

impl Turns {
    pub fn new(service: Arc<Service>) -> Turns {
        Turns { service }
    }

    /// The message a reply should edit, if it edits one that was recorded.
    pub async fn to_edit(&self, r: &Reply) -> Option<(serenity::ChannelId, serenity::MessageId)> {
        let Some(TurnMessage::Edit(key)) = r.turn else {
            return None;
        };
        let svc = self.service.clone();
        let found = match tokio::task::spawn_blocking(move || svc.turn_message(key)).await {
            Ok(Ok(found)) => found?,
            Ok(Err(e)) => return unread(key.game, &e),
            Err(e) => return unread(key.game, &e),
        };
        // Discord's ids are never 0 (serenity's constructors panic on it).
        (found.channel != 0 && found.message != 0).then(|| {
            (
                serenity::ChannelId::new(found.channel),
                serenity::MessageId::new(found.message),
            )
        })
    }

    /// `message` now holds the reply `r`: the turn message of its game.
    pub async fn posted(&self, r: &Reply, message: &serenity::Message) {
        let Some(turn) = r.turn else { return };
        let key = turn.key();
        let at = ChatMessage {
            channel: message.channel_id.get(),
            message: message.id.get(),
        };
        let svc = self.service.clone();
        match tokio::task::spawn_blocking(move || svc.turn_posted(key, at)).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tracing::warn!(game = key.game, "could not record a turn message: {e}"),
            Err(e) => tracing::warn!(game = key.game, "could not record a turn message: {e}"),
        }
    }

    /// Edits the turn message `r` replaces, if known; `false` when it must
    /// be posted as a new message instead (or the edit failed: logged).
    pub async fn edit(&self, http: &serenity::Http, r: &Reply) -> bool {
        match self.to_edit(r).await {
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
