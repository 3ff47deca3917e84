//! The bot's own seats on Discord: once a command or a button press has
//! been answered, the computer's moves now due in that channel are thought
//! about off the async executor and posted one by one, like a person's
//! moves, so they never hold up the reply or other games. While it thinks,
//! the channel shows the bot as typing, so nobody wonders whether it heard.

use super::timers::deliver;
use crate::service::{ComputerStep, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Plays, in the background, every computer move due in `channel`.
pub fn spawn(http: Arc<serenity::Http>, service: Arc<Service>, channel: u64) {
    tokio::spawn(async move {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<ComputerStep>();
        let thinking = tokio::task::spawn_blocking(move || {
            service.play_computers_each(channel, &mut |step| {
                let _ = tx.send(step);
            })
        });
        while let Some(step) = rx.recv().await {
            match step {
                // Discord shows it for up to ten seconds or until the bot
                // posts; a hard move takes at most two.
                ComputerStep::Thinking => {
                    if let Err(e) = serenity::ChannelId::new(channel).broadcast_typing(&http).await {
                        tracing::debug!(channel, "could not show the computer typing: {e}");
                    }
                }
                ComputerStep::Post(notice) => {
                    if let Err(e) = deliver(&http, &notice).await {
                        tracing::warn!(channel, "could not post a computer move: {e}");
                    }
                }
            }
        }
        if let Err(e) = thinking.await {
            tracing::error!(channel, "computer moves failed: {e}");
        }
    });
}
