//! Button presses (Accept, Join, confirm Resign, a move, ...) and choices
//! from select menus (the move picker): each goes to the service. A press
//! is answered within Discord's 3 seconds whatever the
//! load: if the service is slow (a busy database), the press is first
//! acknowledged as an update of the message it sits on (no "thinking"
//! message, nothing to complete later) and the answers follow.

use super::commands::{call, record_reach, restarting, user_of};
use super::computer::Outlet;
use super::followups::Followups;
use super::reach::Reach;
use super::timers::show_in;
use super::turns::{Edit, Turns};
use super::{Data, Error, card, permissions, send, uploads};
use crate::i18n::Locale;
use crate::service::{Ctx, NO_SERVER, Reply, read_in};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Who pressed, where, and the languages of their client and server.
fn ctx_of(press: &serenity::ComponentInteraction) -> Ctx {
    Ctx {
        guild: press.guild_id.map_or(NO_SERVER, |g| g.get()),
        channel: press.channel_id.get(),
        user: user_of(&press.user),
        locale: Locale::reading(&press.locale),
        guild_locale: press
            .guild_locale
            .as_deref()
            .filter(|_| press.guild_id.is_some())
            .map(Locale::reading),
    }
}

pub async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, data: &Data) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let Some(_pass) = data.gate.enter() else {
        return private(ctx, press, &restarting(Locale::reading(&press.locale))).await;
    };
    let reach = Reach::of_press(press);
    record_reach(&data.service, press.channel_id.get(), reach).await;
    let missing = permissions::missing(press.app_permissions, false, false);
    if reach.posts() && !missing.is_empty() {
        let reader = Locale::reading(&press.locale);
        return private(ctx, press, &permissions::refusal(&missing, false, reader)).await;
    }
    let c = ctx_of(press);
    let id = press.data.custom_id.clone();
    let channel = c.channel;
    // A select menu's choice carries its values; a button only its id.
    let chosen = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => Some(values.clone()),
        _ => None,
    };
    let limit = uploads::limit(press.attachment_size_limit);
    let mut work = Box::pin(call(&data.service, move |s| {
        let replies = match chosen {
            Some(values) => s.select(&c, &id, &values),
            None => s.button(&c, &id),
        };
        uploads::fit(replies, limit)
    }));
    let (replies, deferred) = if data.defer_after.is_zero() {
        press
            .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
            .await?;
        (work.await?, true)
    } else {
        tokio::select! {
            biased;
            done = &mut work => (done?, false),
            _ = tokio::time::sleep(data.defer_after) => {
                press.create_response(ctx, serenity::CreateInteractionResponse::Acknowledge).await?;
                (work.await?, true)
            }
        }
    };
    let mut replies = replies;
    read_in(&mut replies, Locale::reading(&press.locale));
    let followups = (!reach.posts()).then(|| Followups::new(&press.token, data.emojis.clone()));
    let answering = Press {
        ctx,
        press,
        data,
        followups: followups.clone(),
    };
    answering.respond(&replies, deferred).await?;
    // An accepted challenge or a move button may hand the turn to the bot;
    // a move made from a DM, in its game's channel.
    let outlet = followups.map_or(Outlet::Channel, Outlet::Followups);
    let spawn = |channel, outlet| {
        super::computer::spawn(
            ctx.http.clone(),
            data.service.clone(),
            &data.gate,
            &data.turns,
            channel,
            outlet,
        );
    };
    spawn(channel, outlet);
    let mut afar: Vec<u64> = replies.iter().filter_map(|r| r.elsewhere).collect();
    afar.dedup();
    for there in afar {
        spawn(there, Outlet::Channel);
    }
    Ok(())
}

/// One press being answered, and what is left of its interaction where
/// the bot can only answer (`followups`: `None` where it may post).
struct Press<'a> {
    ctx: &'a serenity::Context,
    press: &'a serenity::ComponentInteraction,
    data: &'a Data,
    followups: Option<Arc<Followups>>,
}

impl Press<'_> {
    /// The first reply answers the press unless it was acknowledged already;
    /// the others follow up. A turn message this process knows is edited
    /// instead of posted again (in place, when it is the message pressed);
    /// where the bot can only answer, nothing is edited but the pressed
    /// message. A reply for another channel (a move made from a DM) goes
    /// there, and the press gets a private word that it did.
    async fn respond(&self, replies: &[Reply], deferred: bool) -> Result<(), Error> {
        let (ctx, press, data) = (self.ctx, self.press, self.data);
        let mut answered = deferred;
        let mut shown_in = None;
        for r in replies {
            if let Some(there) = r.elsewhere {
                self.show_elsewhere(r, there).await;
                shown_in = Some(there);
                continue;
            }
            let edits = match self.followups {
                None => data.turns.to_edit(r).await,
                Some(_) => None,
            };
            if !answered && (r.in_place || edits.is_some_and(|(_, m)| m == press.message.id)) {
                self.update(r).await?;
                answered = true;
            } else if deferred && r.in_place {
                self.edit_pressed(r).await?;
            } else if let Some(target) = edits
                && !answered
            {
                // Acknowledged first: an edit uploads a picture and may be
                // slow, and Discord wants the press answered within 3 s.
                press
                    .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
                    .await?;
                answered = true;
                if let Edit::Anew(r) = Turns::edit_at(&ctx.http, r, target).await {
                    let message = self.followup(&r).await?;
                    data.turns.posted(&r, &message).await;
                }
            } else if self.followups.is_some() {
                // Where the bot only answers, a move the computer's round
                // shows next is left to that round (one message a round).
                if !(r.computer_follows && r.mentions.is_empty()) {
                    self.answer_only(r, &mut answered).await?;
                }
            } else if let Edit::Anew(r) = data.turns.edit(&ctx.http, r).await {
                let message = if answered {
                    self.followup(&r).await?
                } else {
                    self.answer(&r).await?;
                    answered = true;
                    press.get_response(ctx).await?
                };
                data.turns.posted(&r, &message).await;
            }
            send::shown(&ctx.http, &data.service, r).await;
        }
        if !answered {
            // Everything went into edits, or to another channel: the press
            // still needs its answer.
            let response = match shown_in {
                Some(there) => private_message(&shown_there(there, Locale::reading(&press.locale))),
                None => serenity::CreateInteractionResponse::Acknowledge,
            };
            press.create_response(ctx, response).await?;
        }
        Ok(())
    }

    /// A reply where the bot can only answer: the response, or a follow-up
    /// while one is left (else it waits for the next interaction).
    async fn answer_only(&self, r: &Reply, answered: &mut bool) -> Result<(), Error> {
        if !*answered {
            self.answer(r).await?;
            *answered = true;
        } else if let Some(f) = &self.followups {
            let sent = match f.send(&self.ctx.http, r).await {
                Ok(sent) => sent.is_some(),
                Err(e) => {
                    tracing::info!("could not answer with a follow-up: {e}");
                    false
                }
            };
            if !sent && !send::is_private(r) {
                // The players hear of it as of a timer's news.
                self.show_elsewhere(r, self.press.channel_id.get()).await;
            }
        }
        Ok(())
    }

    /// `r` as the press's answer, a new message.
    async fn answer(&self, r: &Reply) -> Result<(), serenity::Error> {
        let (ctx, press) = (self.ctx, self.press);
        match r.card {
            true => card::respond(&ctx.http, press.id, &press.token, r, &self.data.emojis).await,
            false => {
                press
                    .create_response(ctx, send::component_response(r, &self.data.emojis))
                    .await
            }
        }
    }

    /// `r` shown in place of the pressed message, as the press's answer.
    async fn update(&self, r: &Reply) -> Result<(), serenity::Error> {
        let (ctx, press) = (self.ctx, self.press);
        match r.card {
            true => card::update(&ctx.http, press.id, &press.token, r, &self.data.emojis).await,
            false => {
                press
                    .create_response(ctx, send::update_response(r, &self.data.emojis))
                    .await
            }
        }
    }

    /// `r` shown in place of the pressed message once the press was
    /// acknowledged.
    async fn edit_pressed(&self, r: &Reply) -> Result<serenity::Message, serenity::Error> {
        let (ctx, press) = (self.ctx, self.press);
        match r.card {
            true => card::edit_original(&ctx.http, &press.token, r, &self.data.emojis).await,
            false => press.edit_response(ctx, send::update_edit(r, &self.data.emojis)).await,
        }
    }

    /// `r` as a further answer to the press.
    async fn followup(&self, r: &Reply) -> Result<serenity::Message, serenity::Error> {
        let (ctx, press) = (self.ctx, self.press);
        match r.card {
            true => card::followup(&ctx.http, &press.token, r, &self.data.emojis).await,
            false => {
                press
                    .create_followup(ctx, send::component_followup(r, &self.data.emojis))
                    .await
            }
        }
    }

    /// A reply for the game's channel, made from elsewhere (a DM): posted
    /// there as the timer's notices are (by DM where the bot only answers
    /// there), and settled once shown.
    async fn show_elsewhere(&self, r: &Reply, channel: u64) {
        show_in(&self.ctx.http, &self.data.turns, &self.data.service, channel, r).await;
    }
}

/// The private word to a press whose move was shown in its game's
/// channel, in the presser's language.
fn shown_there(channel: u64, locale: Locale) -> String {
    crate::i18n::text(locale, "front-shown-there", &[("channel", channel.to_string().into())])
}

fn private_message(text: &str) -> serenity::CreateInteractionResponse {
    let m = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    serenity::CreateInteractionResponse::Message(m)
}

async fn private(ctx: &serenity::Context, press: &serenity::ComponentInteraction, text: &str) -> Result<(), Error> {
    press.create_response(ctx, private_message(text)).await?;
    Ok(())
}
