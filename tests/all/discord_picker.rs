//! The move picker through the real bot client and the fake Discord:
//! `/move` with no action answers privately with a select menu or, for a
//! tile with places on the board, a picture with a button per place; each
//! choice (a real select-menu or button interaction) updates that message
//! in place, and its Confirm button plays the move, which is posted in
//! public. A choice from a step made before the position changed plays
//! nothing.

use crate::common;
use crate::common::button_id;
use common::bot::{TestBot, connection};
use common::fake_discord::{Call, FakeDiscord};
use common::{service_on, temp_db};
use dominoes_bot::service::{ButtonId, PickStep};

use dominoes_bot::discord::Connection;
use dominoes_bot::service::SystemClock;
use dominoes_bot::store::{Status, Store};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const ALICE: (u64, &str) = (41, "alice");
const BOB: (u64, &str) = (42, "bob");
const CHANNEL: u64 = 88;

async fn start(fake: &FakeDiscord, db: &Path, defer_after: Option<Duration>) -> TestBot {
    let service = Arc::new(service_on(Store::open(db).unwrap(), SystemClock, 5));
    let conn = Connection {
        defer_after,
        ..connection(fake)
    };
    TestBot::start(&conn, service).await
}

fn who(id: u64) -> (u64, &'static str) {
    if id == ALICE.0 { ALICE } else { BOB }
}

/// Alice challenges Bob to Dominimum and Bob accepts; returns once the
/// game runs.
async fn begin(fake: &FakeDiscord, bot: &TestBot) {
    common::bot::begin(fake, bot, CHANNEL, "Dominimum", (ALICE, BOB)).await;
}

/// The picker's message after the choice `token`: the one update shown in
/// place of the picker (type 7), or after a deferral (type 6) the edit of
/// that message.
async fn in_place(fake: &FakeDiscord, token: &str, deferred: bool) -> Call {
    let replies = fake.replies_to(token, 1).await;
    if deferred {
        assert_eq!(replies.len(), 1, "{replies:#?}");
        assert_eq!(replies[0].json["type"], 6, "acknowledged as an update: {replies:#?}");
        let path = format!("/{token}/messages/@original");
        return fake
            .wait_for("the picker's edit", |c| c.method == "PATCH" && c.path.ends_with(&path))
            .await;
    }
    assert_eq!(replies.len(), 1, "one update of the picker: {replies:#?}");
    assert_eq!(replies[0].json["type"], 7, "shown in place: {replies:#?}");
    replies[0].clone()
}

/// The picker's next card after a step, shown in place at once or, where
/// drawing its pictures took longer than the bot waits before deferring
/// (several pictures in a debug build), by an edit after the deferral.
async fn next_card(fake: &FakeDiscord, token: &str) -> Call {
    let replies = fake.replies_to(token, 1).await;
    let deferred = replies.first().is_some_and(|r| r.json["type"] == 6);
    in_place(fake, token, deferred).await
}

/// The picker a Move… button opens: its first answer, or the follow-up
/// after a deferral (see [`next_card`]).
async fn opened(fake: &FakeDiscord, token: &str) -> Call {
    let replies = fake.replies_to(token, 1).await;
    if replies[0].json["type"] == 6 {
        return fake.replies_to(token, 2).await.remove(1);
    }
    replies[0].clone()
}

/// Presses the Confirm of the confirmation `card` as `player`, and checks
/// that it plays the move in game `id`.
async fn confirm(fake: &FakeDiscord, bot: &TestBot, id: i64, player: (u64, &'static str), card: &Call) {
    let confirm = card
        .button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Move { .. })))
        .unwrap_or_else(|| panic!("a confirmation: {card:#?}"));
    let before = bot.service.store().actions(id).unwrap().len();
    fake.replies_to(&fake.button(player, CHANNEL, &confirm), 1).await;
    assert_eq!(
        bot.service.store().actions(id).unwrap().len(),
        before + 1,
        "Confirm plays"
    );
}

/// A step of the picker taken: a menu's entry, or a button.
#[derive(Clone)]
enum Step {
    Menu(String, String),
    Button(String),
}

impl Step {
    /// Takes it as `player`; returns the interaction's token.
    fn take(&self, fake: &FakeDiscord, player: (u64, &'static str)) -> String {
        match self {
            Step::Menu(menu, value) => fake.select(player, CHANNEL, menu, &[value.as_str()]),
            Step::Button(id) => fake.button(player, CHANNEL, id),
        }
    }
}

/// The first step forward a picker message offers: its menu's first
/// entry, or the first place's button (A), with a picture of the places;
/// none on a confirmation (whose Turn shows the tile the other way round).
fn next_step(message: &Call) -> Option<Step> {
    if message.content().starts_with("Play `") {
        return None;
    }
    if let Some(menu) = message.menus().first() {
        let (label, value) = menu.options[0].clone();
        assert!(!label.contains("Back") && !label.contains("More"), "{label}");
        return Some(Step::Menu(menu.id.clone(), value));
    }
    let place = message.button_ids().into_iter().find(|id| {
        matches!(
            button_id(id),
            Some(ButtonId::Pick {
                step: PickStep::Confirm { .. },
                ..
            })
        )
    })?;
    assert!(
        !message.files.is_empty(),
        "places come with their picture: {message:#?}"
    );
    Some(Step::Button(place))
}

/// Opens the picker as the player to act and takes the first step of
/// each message down to the confirmation; returns the player, the last
/// step taken (to take again later) and the Confirm button's id.
async fn pick_first_move(fake: &FakeDiscord, bot: &TestBot, deferred: bool) -> ((u64, &'static str), Step, String) {
    let row = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap();
    let player = who(row.to_act.unwrap());
    let token = fake.slash(player, CHANNEL, "move", &[]);
    // After a deferral the card fills the deferred answer by an edit, the
    // only way Discord takes a card there.
    let opened = match deferred {
        true => {
            let path = format!("/{token}/messages/@original");
            vec![
                fake.wait_for("the picker", |c| c.method == "PATCH" && c.path.ends_with(&path))
                    .await,
            ]
        }
        false => fake.replies_to(&token, 1).await,
    };
    let mut message = opened
        .iter()
        .find(|c| next_step(c).is_some())
        .cloned()
        .expect("a menu or places");
    assert!(
        message.is_ephemeral() || deferred,
        "the picker is private: {message:#?}"
    );
    assert!(message.is_card(), "the picker is one card: {message:#?}");
    let mut last_step = None;
    while let Some(step) = next_step(&message) {
        let token = step.take(fake, player);
        last_step = Some(step);
        message = in_place(fake, &token, deferred).await;
    }
    let last_step = last_step.expect("a step before the confirmation");
    assert!(message.content().starts_with("Play `"), "{}", message.content());
    let confirm = message
        .button_ids()
        .into_iter()
        .find(|id| matches!(button_id(id), Some(ButtonId::Move { .. })))
        .expect("a Confirm move button");
    (player, last_step, confirm)
}

async fn picker_round(defer_after: Option<Duration>) {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db, defer_after).await;
    begin(&fake, &bot).await;
    let deferred = defer_after == Some(Duration::ZERO);
    let posts_before = fake.new_public_posts(CHANNEL).len();
    let (player, last_step, confirm) = pick_first_move(&fake, &bot, deferred).await;
    assert_eq!(
        fake.new_public_posts(CHANNEL).len(),
        posts_before,
        "picking posts nothing in public"
    );
    let id = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let notation = confirm.splitn(4, ':').nth(3).unwrap().to_string();
    fake.replies_to(&fake.button(player, CHANNEL, &confirm), 1 + usize::from(deferred))
        .await;
    let last = bot
        .service
        .store()
        .actions(id)
        .unwrap()
        .last()
        .unwrap()
        .notation
        .clone();
    assert_eq!(last, notation, "Confirm plays the move picked");
    let posts = fake.new_public_posts(CHANNEL);
    assert_eq!(posts.len(), posts_before + 1, "the move is one new public post");
    assert!(!posts.last().unwrap().files.is_empty(), "with its picture");
    // The step of the earlier position plays nothing now.
    let version = bot.service.store().game(id).unwrap().unwrap().version;
    let token = last_step.take(&fake, player);
    let stale = in_place(&fake, &token, deferred).await;
    assert!(
        stale.content().contains("turn, not yours") || stale.content().contains("position changed"),
        "{}",
        stale.content()
    );
    assert_eq!(bot.service.store().game(id).unwrap().unwrap().version, version);
    assert_eq!(bot.service.store().actions(id).unwrap().len(), 1);
    fake.assert_answered_in_time();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_over_discord_is_private_updates_in_place_and_confirms_in_public() {
    picker_round(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_over_discord_after_a_deferral_edits_its_message() {
    picker_round(Some(Duration::ZERO)).await;
}

/// The next choice on a picker card, taken at random among those that go
/// forward: a menu's entry, a lettered place, a numbered part of the board;
/// `None` on the confirmation (which carries the move's button).
fn forward(message: &Call, rng: &mut impl rand::Rng) -> Option<Step> {
    // A card of several pictures has a menu under each: any of them.
    let menus = message.menus();
    if !menus.is_empty() {
        let menu = &menus[rng.random_range(0..menus.len())];
        let entries: Vec<&(String, String)> = menu
            .options
            .iter()
            .filter(|(label, _)| !label.contains("Back") && !label.contains("More"))
            .collect();
        let (_, value) = entries[rng.random_range(0..entries.len())];
        return Some(Step::Menu(menu.id.clone(), value.clone()));
    }
    let ids = message.button_ids();
    let onward: Vec<&String> = ids
        .iter()
        .filter(|id| {
            matches!(
                button_id(id),
                Some(ButtonId::Pick {
                    step: PickStep::Confirm { .. } | PickStep::Where { .. },
                    ..
                })
            )
        })
        .collect();
    if ids
        .iter()
        .any(|id| matches!(button_id(id), Some(ButtonId::Move { .. })))
        || onward.is_empty()
    {
        return None;
    }
    Some(Step::Button(onward[rng.random_range(0..onward.len())].clone()))
}

/// The Move… button of the game's last public post.
fn move_button(fake: &FakeDiscord) -> String {
    let posts = fake.new_public_posts(CHANNEL);
    let last = posts.last().expect("a turn post");
    last.button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Picker(_))))
        .unwrap_or_else(|| panic!("the turn post has a Move… button: {last:#?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_by_tapping_labelled_places_on_cards() {
    use rand::SeedableRng;
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db, None).await;
    // The tiles show as the application's emojis once they are synced.
    fake.emojis_reach(dominoes_bot::render::emoji::pictures().len()).await;
    begin(&fake, &bot).await;
    let id = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(53);
    let (mut moves, mut places, mut faces) = (0, 0, 0);
    while let Some(to_act) = bot.service.store().game(id).unwrap().unwrap().to_act {
        assert!(moves < 200, "the game ends");
        let player = who(to_act);
        let token = fake.button(player, CHANNEL, &move_button(&fake));
        let mut card = opened(&fake, &token).await;
        loop {
            assert!(card.is_card(), "every step is a card: {card:#?}");
            faces += card
                .components()
                .iter()
                .filter(|c| c.to_string().contains("\"emoji\""))
                .count();
            if card.button_ids().iter().any(|b| {
                matches!(
                    button_id(b),
                    Some(ButtonId::Pick {
                        step: PickStep::Confirm { .. },
                        ..
                    })
                )
            }) {
                // Lettered places come with the picture they are drawn on.
                assert!(!card.files.is_empty(), "{card:#?}");
                places += 1;
            }
            let Some(step) = forward(&card, &mut rng) else { break };
            card = next_card(&fake, &step.take(&fake, player)).await;
        }
        confirm(&fake, &bot, id, player, &card).await;
        moves += 1;
    }
    assert_eq!(bot.service.store().game(id).unwrap().unwrap().status, Status::Finished);
    assert!(
        places * 2 > moves,
        "most moves were placed by tapping a letter: {places} of {moves}"
    );
    // The cards name tiles by their pictures (the what menu, Confirm; the
    // fake checks that each is one of the application's emojis); public
    // posts never do.
    assert!(faces * 2 > moves, "tiles shown as tiles: {faces} in {moves} moves");
    for post in fake.new_public_posts(CHANNEL) {
        assert!(
            !post.components().iter().any(|c| c.to_string().contains("\"emoji\"")),
            "{post:#?}"
        );
    }
    fake.assert_answered_in_time();
    bot.stop().await;
}

/// Dominoids over the fake Discord (issue 53): turns made only through
/// `/move` and the picker's cards, a letter pressed on its board's
/// picture wherever a die, an effect, a child or food has places; each
/// Confirm plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dominoids_turns_are_played_by_tapping_places_on_its_board() {
    use rand::SeedableRng;
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db, None).await;
    common::bot::begin(&fake, &bot, CHANNEL, "Dominoids", (ALICE, BOB)).await;
    let id = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(531);
    let (mut moves, mut places) = (0, 0);
    while let Some(to_act) = bot.service.store().game(id).unwrap().unwrap().to_act {
        if moves >= 24 {
            break;
        }
        let player = who(to_act);
        let token = fake.slash(player, CHANNEL, "move", &[]);
        let mut card = fake.replies_to(&token, 1).await.remove(0);
        // Opened privately; each step updates that message in place.
        assert!(card.is_ephemeral(), "a private picker: {card:#?}");
        loop {
            assert!(card.is_card(), "every step is a card: {card:#?}");
            let lettered = card.button_ids().iter().any(|b| {
                matches!(
                    button_id(b),
                    Some(ButtonId::Pick {
                        step: PickStep::Confirm { .. },
                        ..
                    })
                )
            });
            if lettered {
                assert!(!card.files.is_empty(), "{card:#?}");
                places += 1;
            }
            let Some(step) = forward(&card, &mut rng) else { break };
            card = next_card(&fake, &step.take(&fake, player)).await;
        }
        confirm(&fake, &bot, id, player, &card).await;
        moves += 1;
    }
    assert!(
        places * 3 > moves,
        "moves placed by tapping a letter: {places} of {moves}"
    );
    fake.assert_answered_in_time();
    bot.stop().await;
}
