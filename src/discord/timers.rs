//! The timer loop: every so often, ask the service what is due (reminders,
//! deadlines, games decided on time) and post it. The service records what
//! it did before answering, so a restart never sends anything twice; the
//! first round runs at once, which catches up on whatever fell due while
//! the bot was down, computer moves included.

use super::send;
use crate::service::{Destination, Notice, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

pub fn spawn(http: Arc<serenity::Http>, service: Arc<Service>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let svc = service.clone();
            let notices = match tokio::task::spawn_blocking(move || svc.tick()).await {
                Ok(n) => n,
                Err(e) => {
                    tracing::error!("timer round failed: {e}");
                    continue;
                }
            };
            for notice in notices {
                if let Err(e) = deliver(&http, &notice).await {
                    tracing::warn!(to = ?notice.to, "could not deliver a notice: {e}");
                }
            }
            // Computer moves still owed (one was pending when the bot
            // stopped, say), each channel in the background.
            let svc = service.clone();
            match tokio::task::spawn_blocking(move || svc.store().channels_with_computers()).await {
                Ok(Ok(channels)) => {
                    for channel in channels {
                        super::computer::spawn(http.clone(), service.clone(), channel);
                    }
                }
                Ok(Err(e)) => tracing::error!("cannot list games with computer seats: {e}"),
                Err(e) => tracing::error!("timer round failed: {e}"),
            }
        }
    });
}

pub(super) async fn deliver(http: &serenity::Http, notice: &Notice) -> Result<(), serenity::Error> {
    let channel = match notice.to {
        Destination::Channel(c) => serenity::ChannelId::new(c),
        Destination::Direct(u) => serenity::UserId::new(u).create_dm_channel(http).await?.id,
    };
    channel.send_message(http, send::channel_message(&notice.reply)).await?;
    Ok(())
}
