//! Button presses (Accept, Join, confirm Resign, a move, ...): each goes to
//! the service. A press is answered within Discord's 3 seconds whatever the
//! load: if the service is slow (a busy database), the press is first
//! acknowledged as an update of the message it sits on (no "thinking"
//! message, nothing to complete later) and the answers follow.

use super::commands::{RESTARTING, call, user_of};
use super::{Data, Error, permissions, send};
use crate::service::{Ctx, Reply};
use poise::serenity_prelude as serenity;

pub async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, data: &Data) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let Some(_pass) = data.gate.enter() else {
        return private(ctx, press, RESTARTING).await;
    };
    let missing = permissions::missing(press.app_permissions, false, false);
    if !missing.is_empty() {
        return private(ctx, press, &permissions::refusal(&missing, false)).await;
    }
    let c = Ctx {
        guild: press.guild_id.map_or(0, |g| g.get()),
        channel: press.channel_id.get(),
        user: user_of(&press.user),
    };
    let id = press.data.custom_id.clone();
    let channel = c.channel;
    let mut work = Box::pin(call(&data.service, move |s| s.button(&c, &id)));
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
    respond(ctx, press, data, &replies, deferred).await?;
    // An accepted challenge or a move button may hand the turn to the bot.
    super::computer::spawn(ctx.http.clone(), data.service.clone(), &data.gate, channel);
    Ok(())
}

/// The first reply answers the press unless it was acknowledged already;
/// the others follow up.
async fn respond(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    replies: &[Reply],
    deferred: bool,
) -> Result<(), Error> {
    if replies.is_empty() && !deferred {
        press
            .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
            .await?;
    }
    for (i, r) in replies.iter().enumerate() {
        match (i, deferred) {
            // In place of the pressed message: as the response itself, or
            // (after an acknowledgement) as an edit of that message.
            (0, false) if r.in_place => press.create_response(ctx, send::update_response(r)).await?,
            (0, true) if r.in_place => {
                press.edit_response(ctx, send::update_edit(r)).await?;
            }
            (0, false) => press.create_response(ctx, send::component_response(r)).await?,
            _ => {
                press.create_followup(ctx, send::component_followup(r)).await?;
            }
        }
        send::settle(&data.service, r).await;
    }
    Ok(())
}

async fn private(ctx: &serenity::Context, press: &serenity::ComponentInteraction, text: &str) -> Result<(), Error> {
    let m = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    press
        .create_response(ctx, serenity::CreateInteractionResponse::Message(m))
        .await?;
    Ok(())
}
