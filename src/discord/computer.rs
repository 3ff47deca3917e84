//! The bot's own seats on Discord: once a command or a button press has
//! been answered, the computer's moves now due in that channel are thought
//! about off the async executor and posted together when the round is
//! done, so they never hold up the reply or other games. While it thinks,
//! the channel shows the bot as typing, so nobody wonders whether it heard.

use super::gate::Gate;
use super::send;
use super::timers::deliver;
use super::turns::Turns;
use crate::service::{ComputerStep, Notice, Service, coalesce};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// The longest the computers' moves wait to be posted together: a round
/// that thinks longer shows what it has so far, then the rest.
const GATHER: Duration = Duration::from_secs(5);

/// Plays, in the background, every computer move due in `channel`, and
/// posts the round's moves together once the computers are done (see
/// [`coalesce`]): one message, one picture, where each move's own edit
/// would upload a picture each.
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
        let mut pending: Vec<Notice> = Vec::new();
        let mut since: Option<Instant> = None;
        loop {
            let step = match since {
                Some(first) => match tokio::time::timeout_at(first + GATHER, rx.recv()).await {
                    Ok(step) => step,
                    Err(_) => {
                        post(&http, &service, &turns, std::mem::take(&mut pending)).await;
                        since = None;
                        continue;
                    }
                },
                None => rx.recv().await,
            };
            match step {
                None => break,
                // Discord shows it for up to ten seconds or until the bot
                // posts; a hard move takes at most two.
                Some(ComputerStep::Thinking) => {
                    if let Err(e) = serenity::ChannelId::new(channel).broadcast_typing(&http).await {
                        tracing::debug!(channel, "could not show the computer typing: {e}");
                    }
                }
                Some(ComputerStep::Post(notice)) => {
                    pending.push(*notice);
                    since.get_or_insert_with(Instant::now);
                }
            }
        }
        post(&http, &service, &turns, pending).await;
        if let Err(e) = thinking.await {
            tracing::error!(channel, "computer moves failed: {e}");
        }
    });
}

/// Posts the gathered moves, merged, and settles each one posted.
async fn post(http: &Arc<serenity::Http>, service: &Arc<Service>, turns: &Arc<Turns>, notices: Vec<Notice>) {
    for notice in coalesce(notices) {
        match deliver(http, turns, &notice).await {
            Ok(()) => send::settle(service, &notice.reply).await,
            Err(e) => tracing::warn!("could not post a computer move: {e}"),
        }
    }
}
