//! The timer loop: every so often, ask the service what is due (reminders,
//! deadlines, games decided on time) and post it. The service records what
//! it did before answering, so a restart never sends anything twice; the
//! first round runs at once, which catches up on whatever fell due while
//! the bot was down: computer moves, and the public message of a move that
//! was stored but never posted (the bot stopped in between).

use super::gate::Gate;
use super::send;
use super::turns::{Edit, Turns};
use crate::service::{Destination, Notice, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

pub fn spawn(http: Arc<serenity::Http>, service: Arc<Service>, gate: Arc<Gate>, turns: Arc<Turns>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut first = true;
        loop {
            ticks.tick().await;
            let Some(_pass) = gate.enter() else { return };
            // At start-up nothing of this process is in flight yet.
            let at_start = std::mem::take(&mut first);
            let svc = service.clone();
            let round = tokio::task::spawn_blocking(move || {
                let mut notices = svc.owed_posts(at_start);
                notices.extend(svc.tick());
                notices
            });
            let notices = match round.await {
                Ok(n) => n,
                Err(e) => {
                    tracing::error!("timer round failed: {e}");
                    continue;
                }
            };
            for notice in notices {
                match deliver(&http, &turns, &notice).await {
                    Ok(()) => send::settle(&service, &notice.reply).await,
                    Err(e) => tracing::warn!(to = ?notice.to, "could not deliver a notice: {e}"),
                }
            }
            computers_owed(&http, &service, &gate, &turns).await;
        }
    });
}

/// Computer moves still owed (one was pending when the bot stopped, say),
/// each channel in the background.
async fn computers_owed(http: &Arc<serenity::Http>, service: &Arc<Service>, gate: &Arc<Gate>, turns: &Arc<Turns>) {
    let svc = service.clone();
    match tokio::task::spawn_blocking(move || svc.computer_channels_due()).await {
        Ok(channels) => {
            for channel in channels {
                super::computer::spawn(http.clone(), service.clone(), gate, turns, channel);
            }
        }
        Err(e) => tracing::error!("timer round failed: {e}"),
    }
}

/// Posts a notice (or edits the turn message it replaces).
pub(super) async fn deliver(http: &serenity::Http, turns: &Turns, notice: &Notice) -> Result<(), serenity::Error> {
    let channel = match notice.to {
        Destination::Channel(c) => serenity::ChannelId::new(c),
        Destination::Direct(u) => serenity::UserId::new(u).create_dm_channel(http).await?.id,
    };
    let Edit::Anew(reply) = turns.edit(http, &notice.reply).await else {
        return Ok(());
    };
    let message = channel.send_message(http, send::channel_message(&reply)).await?;
    turns.posted(&reply, &message).await;
    Ok(())
}
