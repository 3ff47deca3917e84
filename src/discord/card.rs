//! Components V2 "cards": one container holding a reply's words, its
//! picture and its buttons and menus, so the move picker reads top to
//! bottom as one thing (the question, the board with its lettered places,
//! the letters to tap) instead of text above, buttons below and the
//! picture last.
//!
//! serenity 0.12.5 has no builders for these components and drops the
//! message flag, so a card is JSON sent through serenity's `Http` here, and
//! only here. Discord's rules for it (checked by the fake Discord in
//! `tests/`): the `IS_COMPONENTS_V2` flag, then no `content` and no embeds;
//! at most 40 components counting nested ones, at most 4000 characters of
//! text; every attachment shown by a component; and a message sent with
//! the flag keeps it on every edit. The service's replies already keep
//! the legacy limits (five rows, 2000 characters), which fit well within
//! these.

use super::emojis::Emojis;
use super::send;
use crate::i18n::{self, Locale};
use crate::service::{Button, Image, Menu, Reply};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

/// Discord's message flag for Components V2.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// Discord's message flag for a message only its reader sees.
const EPHEMERAL: u64 = 1 << 6;

/// Discord's component types used here.
const CONTAINER: u64 = 17;
const TEXT_DISPLAY: u64 = 10;
const MEDIA_GALLERY: u64 = 12;

/// Discord's interaction callback types.
const CHANNEL_MESSAGE: u64 = 4;
const UPDATE_MESSAGE: u64 = 7;

/// The card's message body: flags, the container, whom it may ping, and
/// the attachment list (which replaces the message's attachments on an
/// edit, so an old picture never lingers unshown). An `edit` keeps the
/// message's privacy as it is: Discord lets an edit set no flag but this
/// one's own.
pub fn message(r: &Reply, edit: bool, emojis: &Emojis) -> Value {
    let mut inside = vec![json!({"type": TEXT_DISPLAY, "content": r.words()})];
    let gallery = |image: &Image| gallery(image, r.locale);
    inside.extend(r.image.as_ref().map(gallery));
    // Each panel's picture, then its own choices right under it.
    for panel in &r.panels {
        inside.extend(panel.image.as_ref().map(gallery));
        let menus: Vec<Menu> = panel.menu.iter().cloned().collect();
        inside.extend(rows_json(&menus, &panel.buttons, r, emojis));
    }
    inside.extend(rows_json(&r.menus, &r.buttons, r, emojis));
    let mut flags = IS_COMPONENTS_V2;
    if send::is_private(r) && !edit {
        flags |= EPHEMERAL;
    }
    let attachments: Vec<Value> = r
        .images()
        .enumerate()
        .map(|(i, image)| json!({"id": i, "filename": image.filename}))
        .collect();
    json!({
        "flags": flags,
        "components": [{"type": CONTAINER, "components": inside}],
        "allowed_mentions": {"parse": [], "users": r.mentions.iter().map(u64::to_string).collect::<Vec<_>>()},
        "attachments": attachments,
    })
}

/// A media gallery showing one uploaded picture, described for screen
/// readers in `locale`.
fn gallery(image: &Image, locale: Locale) -> Value {
    json!({
        "type": MEDIA_GALLERY,
        "items": [{
            "media": {"url": format!("attachment://{}", image.filename)},
            "description": i18n::text(locale, "front-picture-described", &[]),
        }]
    })
}

/// The rows of these menus and buttons, with faces where the card `r` is
/// private.
fn rows_json(menus: &[Menu], buttons: &[Button], r: &Reply, emojis: &Emojis) -> Vec<Value> {
    let choices = Reply {
        audience: r.audience,
        menus: menus.to_vec(),
        buttons: buttons.to_vec(),
        ..Reply::private(0, "")
    };
    // serenity's row builders serialise to Discord's JSON already.
    send::rows(&choices, emojis)
        .iter()
        .filter_map(|row| serde_json::to_value(row).ok())
        .collect()
}

fn files(r: &Reply) -> Vec<serenity::CreateAttachment> {
    r.images()
        .map(|i| serenity::CreateAttachment::bytes(i.png.clone(), i.filename.clone()))
        .collect()
}

/// The card as the first answer to an interaction (a new message).
pub async fn respond(
    http: &serenity::Http,
    id: serenity::InteractionId,
    token: &str,
    r: &Reply,
    emojis: &Emojis,
) -> Result<(), serenity::Error> {
    callback(http, (id, token), CHANNEL_MESSAGE, r, emojis).await
}

/// The card shown in place of the card whose button was pressed.
pub async fn update(
    http: &serenity::Http,
    id: serenity::InteractionId,
    token: &str,
    r: &Reply,
    emojis: &Emojis,
) -> Result<(), serenity::Error> {
    callback(http, (id, token), UPDATE_MESSAGE, r, emojis).await
}

/// The interaction's answer of callback type `kind`, carrying the card.
async fn callback(
    http: &serenity::Http,
    (id, token): (serenity::InteractionId, &str),
    kind: u64,
    r: &Reply,
    emojis: &Emojis,
) -> Result<(), serenity::Error> {
    let body = json!({"type": kind, "data": message(r, kind == UPDATE_MESSAGE, emojis)});
    http.create_interaction_response(id, token, &body, files(r)).await
}

/// The card as an edit of the interaction's original message: the pressed
/// card after a deferred update, or the deferred answer to a command
/// (Discord takes a card after a defer only this way).
pub async fn edit_original(
    http: &serenity::Http,
    token: &str,
    r: &Reply,
    emojis: &Emojis,
) -> Result<serenity::Message, serenity::Error> {
    http.edit_original_interaction_response(token, &message(r, true, emojis), files(r))
        .await
}

/// The card as a further answer to an interaction.
pub async fn followup(
    http: &serenity::Http,
    token: &str,
    r: &Reply,
    emojis: &Emojis,
) -> Result<serenity::Message, serenity::Error> {
    http.create_followup_message(token, &message(r, false, emojis), files(r))
        .await
}

/// A card answering a slash command through poise: the response, or after
/// a defer the edit of the deferred answer (`first` of the replies) or a
/// follow-up. Tells poise the response is sent, as its own `send` would.
pub async fn command(ctx: super::Context<'_>, r: &Reply, first: bool) -> Result<(), serenity::Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let http = &ctx.serenity_context().http;
    let emojis = &ctx.data().emojis;
    let interaction = app.interaction;
    let sent = app
        .has_sent_initial_response
        .swap(true, std::sync::atomic::Ordering::SeqCst);
    if !sent {
        respond(http, interaction.id, &interaction.token, r, emojis).await
    } else if first {
        edit_original(http, &interaction.token, r, emojis).await.map(|_| ())
    } else {
        followup(http, &interaction.token, r, emojis).await.map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{ButtonId, ButtonStyle, MenuId, Panel, PickScope, PickStep};

    fn picker_card() -> Reply {
        let pick = |step| ButtonId::Pick {
            scope: PickScope::Game(7),
            version: 3,
            step,
        };
        let mut r = Reply::private(5, "**5-7**: choose a place on the picture.").with_image("places.png", vec![1, 2]);
        for what in 0..7 {
            r = r.with_button(pick(PickStep::Confirm { what, action: 0 }), "A", ButtonStyle::Primary);
        }
        r.with_button(pick(PickStep::Cancel), "Cancel", ButtonStyle::Secondary)
            .as_card()
    }

    #[test]
    fn a_card_holds_the_words_the_picture_and_the_buttons_in_one_private_container() {
        let m = message(&picker_card(), false, &Emojis::default());
        assert_eq!(m["flags"], IS_COMPONENTS_V2 | EPHEMERAL);
        assert_eq!(
            message(&picker_card(), true, &Emojis::default())["flags"],
            IS_COMPONENTS_V2
        );
        assert!(m.get("content").is_none(), "a card has no content: {m:#}");
        let top = m["components"].as_array().unwrap();
        assert_eq!(top.len(), 1);
        assert_eq!(top[0]["type"], CONTAINER);
        let inside = top[0]["components"].as_array().unwrap();
        let types: Vec<u64> = inside.iter().map(|c| c["type"].as_u64().unwrap()).collect();
        assert_eq!(types, [TEXT_DISPLAY, MEDIA_GALLERY, 1, 1]);
        assert_eq!(inside[0]["content"], "**5-7**: choose a place on the picture.");
        assert_eq!(inside[1]["items"][0]["media"]["url"], "attachment://places.png");
        assert_eq!(m["attachments"], json!([{"id": 0, "filename": "places.png"}]));
        let buttons: usize = inside[2..]
            .iter()
            .map(|row| row["components"].as_array().unwrap().len())
            .sum();
        assert_eq!(buttons, 8);
    }

    #[test]
    fn each_panel_shows_its_picture_with_its_own_choices_under_it() {
        let menu = |part| MenuId::Pick {
            scope: PickScope::Game(7),
            version: 3,
            part,
        };
        let choices = |part: u8| {
            let step = PickStep::Confirm { what: 0, action: 0 };
            let option = crate::service::MenuOption::new("A", step.to_string(), Some("`5-7 0,0 E`")).unwrap();
            Reply::private(0, "").with_menu(menu(part), "Places A of picture…", vec![option])
        };
        let image = |n: u8| crate::service::Image {
            filename: format!("places-{n}.png"),
            png: vec![n],
        };
        let r = picker_card()
            .with_panel(Panel::new(Some(image(1)), choices(0)))
            .with_panel(Panel::new(Some(image(2)), choices(1)));
        let m = message(&r, false, &Emojis::default());
        let inside = m["components"][0]["components"].as_array().unwrap();
        let types: Vec<u64> = inside.iter().map(|c| c["type"].as_u64().unwrap()).collect();
        // The words, the reply's picture, each panel's picture and its
        // menu's row, then the reply's own rows of buttons.
        assert_eq!(
            types,
            [TEXT_DISPLAY, MEDIA_GALLERY, MEDIA_GALLERY, 1, MEDIA_GALLERY, 1, 1, 1]
        );
        assert_eq!(inside[2]["items"][0]["media"]["url"], "attachment://places-1.png");
        assert_eq!(inside[3]["components"][0]["custom_id"], "pick:g7:3");
        assert_eq!(inside[5]["components"][0]["custom_id"], "pick:g7:3:1");
        let names: Vec<&str> = m["attachments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["filename"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["places.png", "places-1.png", "places-2.png"]);
        assert_eq!(files(&r).len(), 3, "every picture uploaded");
    }

    #[test]
    fn a_card_without_a_picture_drops_the_old_one() {
        let r = Reply::private(5, "Closed.").as_card();
        let m = message(&r, true, &Emojis::default());
        assert_eq!(m["attachments"], json!([]));
        let inside = m["components"][0]["components"].as_array().unwrap();
        assert_eq!(inside.len(), 1);
    }
}
