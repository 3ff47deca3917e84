//! Turning the service's replies into Discord messages.

use super::emojis::Emojis;
use crate::service::{Audience, BUTTONS_PER_ROW, Button, ButtonStyle, Menu, Reply};
use poise::serenity_prelude as serenity;

fn style(s: ButtonStyle) -> serenity::ButtonStyle {
    match s {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

/// A reply's components: each select menu in a row of its own, then the
/// buttons five to a row (the reply kept them within five rows). A face
/// shows as its emoji where `emojis` has it synced, and only on a private
/// reply; otherwise the label's words stand alone.
pub fn rows(r: &Reply, emojis: &Emojis) -> Vec<serenity::CreateActionRow> {
    let none = Emojis::default();
    let emojis = if is_private(r) { emojis } else { &none };
    let menus = r
        .menus
        .iter()
        .map(|m| serenity::CreateActionRow::SelectMenu(select_menu(m, emojis)));
    let buttons = r
        .buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|chunk| serenity::CreateActionRow::Buttons(chunk.iter().map(|b| button(b, emojis)).collect()));
    menus.chain(buttons).collect()
}

fn button(b: &Button, emojis: &Emojis) -> serenity::CreateButton {
    let button = serenity::CreateButton::new(&b.id).label(&b.label).style(style(b.style));
    match emojis.reaction(b.emoji) {
        Some(e) => button.emoji(e),
        None => button,
    }
}

/// A string select menu: one choice among the menu's options.
fn select_menu(m: &Menu, emojis: &Emojis) -> serenity::CreateSelectMenu {
    let options = m
        .options
        .iter()
        .map(|o| {
            let mut option = serenity::CreateSelectMenuOption::new(&o.label, &o.value);
            if let Some(d) = &o.description {
                option = option.description(d);
            }
            match emojis.reaction(o.emoji) {
                Some(e) => option.emoji(e),
                None => option,
            }
        })
        .collect();
    serenity::CreateSelectMenu::new(&m.id, serenity::CreateSelectMenuKind::String { options })
        .placeholder(&m.placeholder)
}

/// Only the users a reply means to ping are pinged; nobody else, ever.
pub fn mentions(r: &Reply) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(r.mentions.iter().map(|u| serenity::UserId::new(*u)))
}

pub fn is_private(r: &Reply) -> bool {
    matches!(r.audience, Audience::Private(_))
}

pub fn attachment(r: &Reply) -> Option<serenity::CreateAttachment> {
    r.image
        .as_ref()
        .map(|i| serenity::CreateAttachment::bytes(i.png.clone(), i.filename.clone()))
}

/// Fills any of serenity's message builders from a reply: text, pings,
/// the picture (added with `$attach`) and buttons. They share no trait, so
/// this is a macro rather than a function.
macro_rules! fill {
    ($builder:expr, $r:expr, $emojis:expr, $attach:ident) => {{
        let r: &Reply = $r;
        let mut b = $builder.content(r.words()).allowed_mentions(mentions(r));
        if let Some(a) = attachment(r) {
            b = b.$attach(a);
        }
        if !r.buttons.is_empty() || !r.menus.is_empty() {
            b = b.components(rows(r, $emojis));
        }
        b
    }};
}

/// A reply to a slash command (the first is the response, the rest follow-ups).
pub fn command_reply(r: &Reply, emojis: &Emojis) -> poise::CreateReply {
    fill!(
        poise::CreateReply::default().ephemeral(is_private(r)),
        r,
        emojis,
        attachment
    )
}

/// The first answer to a button press.
pub fn component_response(r: &Reply, emojis: &Emojis) -> serenity::CreateInteractionResponse {
    let m = fill!(
        serenity::CreateInteractionResponseMessage::new().ephemeral(is_private(r)),
        r,
        emojis,
        add_file
    );
    serenity::CreateInteractionResponse::Message(m)
}

/// A button's (or menu's) answer shown in place of the message it sits
/// on: its text (kept when the reply has none), its picture, and its
/// buttons and menus (none: the old ones go).
pub fn update_response(r: &Reply, emojis: &Emojis) -> serenity::CreateInteractionResponse {
    let mut m = serenity::CreateInteractionResponseMessage::new()
        .allowed_mentions(mentions(r))
        .components(rows(r, emojis));
    if !r.words().is_empty() {
        m = m.content(r.words());
    }
    if let Some(a) = attachment(r) {
        m = m.files([a]);
    }
    serenity::CreateInteractionResponse::UpdateMessage(m)
}

/// [`update_response`] after the press was acknowledged: an edit of the
/// pressed message.
pub fn update_edit(r: &Reply, emojis: &Emojis) -> serenity::EditInteractionResponse {
    let mut m = serenity::EditInteractionResponse::new()
        .allowed_mentions(mentions(r))
        .components(rows(r, emojis));
    if !r.words().is_empty() {
        m = m.content(r.words());
    }
    if let Some(a) = attachment(r) {
        m = m.attachments(serenity::EditAttachments::new().add(a));
    }
    m
}

/// A turn message rewritten: its text, picture (replacing the old one),
/// pings and buttons (none: the old ones go). Public: no faces.
pub fn edit_message(r: &Reply) -> serenity::EditMessage {
    let mut m = serenity::EditMessage::new()
        .content(r.words())
        .allowed_mentions(mentions(r))
        .components(rows(r, &Emojis::default()));
    if let Some(a) = attachment(r) {
        m = m.attachments(serenity::EditAttachments::new().add(a));
    }
    m
}

/// Further answers to a button press.
pub fn component_followup(r: &Reply, emojis: &Emojis) -> serenity::CreateInteractionResponseFollowup {
    fill!(
        serenity::CreateInteractionResponseFollowup::new().ephemeral(is_private(r)),
        r,
        emojis,
        add_file
    )
}

/// A public reply posted straight into a channel (a game's new thread, or
/// after a private defer), or a direct message: words alone, no faces.
pub fn channel_message(r: &Reply) -> serenity::CreateMessage {
    fill!(serenity::CreateMessage::new(), r, &Emojis::default(), add_file)
}

/// A reply sent to `user` by direct message (a reminder, a turn's news).
pub async fn direct(http: &serenity::Http, user: u64, r: &Reply) -> Result<serenity::Message, serenity::Error> {
    let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
    dm.id.send_message(http, channel_message(r)).await
}

/// [`settle`] and [`tell_turn`]: what follows a reply shown to everyone.
pub async fn shown(http: &serenity::Http, service: &std::sync::Arc<crate::service::Service>, r: &Reply) {
    settle(service, r).await;
    tell_turn(http, service, r).await;
}

/// The turn's direct messages to the players a public reply pings who
/// chose them (`Service::turn_dms`). A DM that cannot be sent (the player
/// takes none from the bot: 50007) is logged and skipped.
pub async fn tell_turn(http: &serenity::Http, service: &std::sync::Arc<crate::service::Service>, r: &Reply) {
    if r.settles.is_none() || r.mentions.is_empty() {
        return;
    }
    let svc = service.clone();
    let reply = r.clone();
    let dms = match tokio::task::spawn_blocking(move || svc.turn_dms(&reply)).await {
        Ok(dms) => dms,
        Err(e) => {
            tracing::warn!("could not list a turn's direct messages: {e}");
            return;
        }
    };
    for notice in dms {
        if let crate::service::Destination::Direct(user) = notice.to
            && let Err(e) = direct(http, user, &notice.reply).await
        {
            tracing::info!(user, "could not send a turn's direct message: {e}");
        }
    }
}

/// After a reply was posted: if it is the public message an accepted move
/// owed, the game no longer owes it (so a restart does not post it again).
pub async fn settle(service: &std::sync::Arc<crate::service::Service>, r: &Reply) {
    let Some(owed) = r.settles else { return };
    let service = service.clone();
    match tokio::task::spawn_blocking(move || service.posted(owed)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!(game = owed.game, "could not record a posted move: {e}"),
        Err(e) => tracing::warn!(game = owed.game, "could not record a posted move: {e}"),
    }
}
