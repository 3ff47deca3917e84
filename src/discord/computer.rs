//! The bot's own seats on Discord: once a command or a button press has
//! been answered, the computer's moves now due in that channel are thought
//! about off the async executor and posted one by one, like a person's
//! moves, so they never hold up the reply or other games.

use super::timers::deliver;
use crate::service::{Notice, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Plays, in the background, every computer move due in `channel`.
pub fn spawn(http: Arc<serenity::Http>, service: Arc<Service>, channel: u64) {
    tokio::spawn(async move {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Notice>();
        let thinking = tokio::task::spawn_blocking(move || {
            service.play_computers_each(channel, &mut |n| {
                let _ = tx.send(n);
            })
        });
        while let Some(notice) = rx.recv().await {
            if let Err(e) = deliver(&http, &notice).await {
                tracing::warn!(channel, "could not post a computer move: {e}");
            }
        }
        if let Err(e) = thinking.await {
            tracing::error!(channel, "computer moves failed: {e}");
        }
    });
}
