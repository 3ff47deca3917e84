//! The bot's own seats on Discord: once a command or a button press has
//! been answered, the computer's moves now due in that channel are thought
//! about off the async executor and posted together when the round is
//! done, so they never hold up the reply or other games. While it thinks,
//! the channel shows the bot as typing, so nobody wonders whether it heard.

use super::followups::Followups;
use super::gate::Gate;
use super::send;
use super::timers::{answers_only, deliver};
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
pub fn spawn(
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    gate: &Arc<Gate>,
    turns: &Arc<Turns>,
    channel: u64,
    outlet: Outlet,
) {
    let Some(pass) = gate.enter() else { return };
    let turns = turns.clone();
    let out = Out {
        http,
        service: service.clone(),
        turns,
        outlet,
    };
    tokio::spawn(async move {
        let _pass = pass;
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<ComputerStep>();
        let svc = service.clone();
        let thinking = tokio::task::spawn_blocking(move || {
            svc.play_computers_each(channel, &mut |step| {
                let _ = tx.send(step);
            })
        });
        let may_type = matches!(out.outlet, Outlet::Channel) && !answers_only(&out.service, channel).await;
        let mut pending: Vec<Notice> = Vec::new();
        let mut since: Option<Instant> = None;
        loop {
            let step = match since {
                Some(first) => match tokio::time::timeout_at(first + GATHER, rx.recv()).await {
                    Ok(step) => step,
                    Err(_) => {
                        out.post(std::mem::take(&mut pending)).await;
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
                // (Only where the bot may post: typing is a post of its own.)
                Some(ComputerStep::Thinking) if may_type => {
                    if let Err(e) = serenity::ChannelId::new(channel).broadcast_typing(&out.http).await {
                        tracing::debug!(channel, "could not show the computer typing: {e}");
                    }
                }
                Some(ComputerStep::Thinking) => {}
                Some(ComputerStep::Post(notice)) => {
                    pending.push(*notice);
                    since.get_or_insert_with(Instant::now);
                }
            }
        }
        out.post(pending).await;
        if let Err(e) = thinking.await {
            tracing::error!(channel, "computer moves failed: {e}");
        }
    });
}

/// Where a round of computer moves is shown.
#[derive(Clone)]
pub enum Outlet {
    /// Posted in the channel, or sent to the players by DM where the bot
    /// can only answer there (see [`deliver`]).
    Channel,
    /// As follow-ups of the person's interaction that handed the computers
    /// their turn, where the bot can only answer (see `reach`).
    Followups(Arc<Followups>),
}

/// What a round needs to show its moves.
struct Out {
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    turns: Arc<Turns>,
    outlet: Outlet,
}

impl Out {
    /// Posts the gathered moves, merged, and settles each one shown. A
    /// move that finds no follow-up left (the cap, or a token past its
    /// fifteen minutes) goes as the timer's notices go: by DM to whom it
    /// pings, where the bot cannot post in the channel.
    async fn post(&self, notices: Vec<Notice>) {
        for notice in coalesce(notices) {
            let followed_up = match &self.outlet {
                Outlet::Channel => Ok(None),
                Outlet::Followups(f) => f.send(&self.http, &notice.reply).await,
            };
            let shown = match followed_up {
                Ok(Some(_)) => {
                    send::tell_turn(&self.http, &self.service, &notice.reply).await;
                    Ok(())
                }
                Ok(None) => deliver(&self.http, &self.turns, &self.service, &notice).await,
                Err(e) => {
                    tracing::info!("could not follow up with a computer move, sending it on: {e}");
                    deliver(&self.http, &self.turns, &self.service, &notice).await
                }
            };
            match shown {
                Ok(()) => send::settle(&self.service, &notice.reply).await,
                Err(e) => tracing::warn!("could not post a computer move: {e}"),
            }
        }
    }
}
