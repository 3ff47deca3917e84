//! The bot's own seats on Discord: once a command or a button press has
//! been answered, the computer's moves now due in that channel are thought
//! about off the async executor and posted one by one, like a person's
//! moves, so they never hold up the reply or other games. While it thinks,
//! the channel shows the bot as typing, so nobody wonders whether it heard.

use super::gate::Gate;
use super::send;
use super::timers::deliver;
use super::turns::Turns;
use crate::service::{ComputerStep, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Plays, in the background, every computer move due in `channel`.
/// Nothing starts while the bot shuts down: the restart plays what is due.
pub fn spawn(http: Arc<serenity::Http>, service: Arc<Service>, gate: &Arc<Gate>, turns: &Arc<Turns>, channel: u64) {
    let Some(pass) = gate.enter() else { return };
    let turns = turns.clone();
    tokio::spawn(async move {
        let _pass = pass;
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<ComputerStep>();
        let svc = service.clone();
        let thinking = tokio::task::spawn_blocking(move || {
            svc.play_computers_each(channel, &mut |step| {
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
                ComputerStep::Post(notice) => match deliver(&http, &turns, &notice).await {
                    Ok(()) => send::settle(&service, &notice.reply).await,
                    Err(e) => tracing::warn!(channel, "could not post a computer move: {e}"),
                },
            }
        }
        if let Err(e) = thinking.await {
            tracing::error!(channel, "computer moves failed: {e}");
        }
    });
}
