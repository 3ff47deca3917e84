//! Where each game's turn message is, so that the decisions of a turn edit
//! it instead of posting a message each (see `TurnMessage`). Kept in the
//! database (`Service::turn_posted`), not in this process: another process
//! on the same database, or this one after a restart, edits the same
//! message.

use super::send;
use crate::service::ChatMessage;
use crate::service::{Reply, Service, TurnMessage};
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

    /// Edits the turn message `r` replaces, if known; else (or when the
    /// edit failed: logged) the reply to post as a new message.
    pub async fn edit(&self, http: &serenity::Http, r: &Reply) -> Edit {
        match self.to_edit(r).await {
            Some(target) => Turns::edit_at(http, r, target).await,
            None => Edit::Anew(Box::new(r.clone())),
        }
    }

    /// Edits `target` (found earlier with [`Turns::to_edit`]) to read `r`.
    /// When Discord refuses (too many edits of an old message, a rate
    /// limit), the turn is posted anew, and the old message, which still
    /// shows the turn as it was, is marked as moved on; where even that
    /// edit is refused, the new message says so instead. A message that is
    /// gone needs neither.
    pub async fn edit_at(
        http: &serenity::Http,
        r: &Reply,
        (channel, message): (serenity::ChannelId, serenity::MessageId),
    ) -> Edit {
        let Err(e) = channel.edit_message(http, message, send::edit_message(r)).await else {
            return Edit::Done;
        };
        tracing::warn!(%channel, "could not edit a turn message, posting anew: {e}");
        if is_gone(&e) {
            return Edit::Anew(Box::new(r.clone()));
        }
        let moved_on = crate::i18n::text(r.locale, MOVED_ON, &[]);
        let mark = serenity::EditMessage::new().content(moved_on).components(Vec::new());
        match channel.edit_message(http, message, mark).await {
            Ok(_) => Edit::Anew(Box::new(r.clone())),
            Err(e) => {
                tracing::warn!(%channel, "could not mark a turn message as moved on: {e}");
                Edit::Anew(Box::new(noted(r)))
            }
        }
    }
}

/// What came of editing a turn message.
pub enum Edit {
    /// The message reads the reply now.
    Done,
    /// Post this as a new message instead: the reply, or the reply with a
    /// note that the earlier message still shows the turn as it was.
    Anew(Box<Reply>),
}

/// What a turn message that could not be edited reads once the turn has
/// moved on to a new message (the catalogue's key: in the game's language).
pub const MOVED_ON: &str = "post-moved-on";

/// The line above a turn posted anew while its earlier message could not
/// be updated (the catalogue's key).
pub const STALE_NOTE: &str = "post-stale-note";

/// `r` with [`STALE_NOTE`] above its text, if both fit in one message.
fn noted(r: &Reply) -> Reply {
    let mut noted = r.clone();
    let text = format!("{}\n{}", crate::i18n::text(r.locale, STALE_NOTE, &[]), r.text);
    if text.chars().count() <= crate::service::MAX_MESSAGE {
        noted.text = text;
    }
    noted
}

/// Whether Discord answered that the message is no longer there.
fn is_gone(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.status_code == serenity::StatusCode::NOT_FOUND
    )
}
