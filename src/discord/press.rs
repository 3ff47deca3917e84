//! Button presses (Accept, Join, confirm Resign, a move, ...) and choices
//! from select menus (the move picker): each goes to the service. A press
//! is answered within Discord's 3 seconds whatever the
//! load: if the service is slow (a busy database), the press is first
//! acknowledged as an update of the message it sits on (no "thinking"
//! message, nothing to complete later) and the answers follow.

use super::commands::{RESTARTING, call, user_of};
use super::turns::{Edit, Turns};
use super::{Data, Error, permissions, send, uploads};
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
    respond(ctx, press, data, &replies, deferred).await?;
    // An accepted challenge or a move button may hand the turn to the bot.
    super::computer::spawn(ctx.http.clone(), data.service.clone(), &data.gate, &data.turns, channel);
    Ok(())
}

/// The first reply answers the press unless it was acknowledged already;
/// the others follow up. A turn message this process knows is edited
/// instead of posted again (in place, when it is the message pressed).
async fn respond(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    replies: &[Reply],
    deferred: bool,
) -> Result<(), Error> {
    let mut answered = deferred;
    for r in replies {
        let edits = data.turns.to_edit(r).await;
        if !answered && (r.in_place || edits.is_some_and(|(_, m)| m == press.message.id)) {
            press.create_response(ctx, send::update_response(r)).await?;
            answered = true;
        } else if deferred && r.in_place {
            press.edit_response(ctx, send::update_edit(r)).await?;
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
                let message = press.create_followup(ctx, send::component_followup(&r)).await?;
                data.turns.posted(&r, &message).await;
            }
        } else if let Edit::Anew(r) = data.turns.edit(&ctx.http, r).await {
            let message = if answered {
                press.create_followup(ctx, send::component_followup(&r)).await?
            } else {
                press.create_response(ctx, send::component_response(&r)).await?;
                answered = true;
                press.get_response(ctx).await?
            };
            data.turns.posted(&r, &message).await;
        }
        send::settle(&data.service, r).await;
    }
    if !answered {
        // Everything went into edits: the press still needs its answer.
        press
            .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
            .await?;
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
