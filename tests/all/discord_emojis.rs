//! The tile faces as application emojis, through the real bot client and
//! the fake Discord: the first start uploads every face, a second uploads
//! nothing, older artwork of ours is replaced, anyone else's emoji is left
//! alone, a refused or failing emoji route leaves the bot playing with
//! words, and the picker's "what" menu shows the synced faces. The fake
//! checks on drop that no component showed an emoji the application does
//! not have.

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::{APP_ID, Call, FakeDiscord};
use common::{service_on, temp_db};
use dominoes_bot::render::emoji;
use dominoes_bot::service::SystemClock;
use dominoes_bot::store::Store;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const ALICE: (u64, &str) = (41, "alice");
const BOB: (u64, &str) = (42, "bob");
const CHANNEL: u64 = 88;

fn emojis_path() -> String {
    format!("/api/v10/applications/{APP_ID}/emojis")
}

async fn start(fake: &FakeDiscord, db: &Path) -> TestBot {
    let service = Arc::new(service_on(Store::open(db).unwrap(), SystemClock, 5));
    TestBot::start(&connection(fake), service).await
}

/// Every face's name now.
fn face_names() -> BTreeSet<String> {
    emoji::pictures().iter().map(|p| p.name.clone()).collect()
}

fn names(fake: &FakeDiscord) -> BTreeSet<String> {
    fake.emojis().into_iter().map(|(_, n)| n).collect()
}

/// The emoji requests of `method` the bot made.
fn emoji_calls(fake: &FakeDiscord, method: &str) -> Vec<Call> {
    let path = emojis_path();
    fake.calls()
        .into_iter()
        .filter(|c| c.method == method && c.path.starts_with(&path))
        .collect()
}

/// Waits until the bot has listed the emojis `n` times and gone quiet.
async fn synced(fake: &FakeDiscord, n: usize) {
    let path = emojis_path();
    for _ in 0..2000 {
        if fake
            .calls()
            .iter()
            .filter(|c| c.method == "GET" && c.path == path)
            .count()
            >= n
        {
            fake.quiet().await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the bot did not list its emojis {n} times");
}

#[tokio::test]
async fn the_first_start_uploads_every_face_and_a_second_uploads_nothing() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    fake.emojis_reach(emoji::pictures().len()).await;
    synced(&fake, 1).await;
    assert_eq!(names(&fake), face_names());
    assert_eq!(emoji_calls(&fake, "POST").len(), emoji::pictures().len());
    bot.stop().await;
    let again = start(&fake, &db).await;
    synced(&fake, 2).await;
    assert_eq!(
        emoji_calls(&fake, "POST").len(),
        emoji::pictures().len(),
        "the second start uploads nothing"
    );
    assert!(emoji_calls(&fake, "DELETE").is_empty());
    assert_eq!(names(&fake), face_names());
    again.stop().await;
}

#[tokio::test]
async fn older_artwork_is_replaced_and_an_emoji_not_ours_is_left_alone() {
    let fake = FakeDiscord::start().await;
    let face = emoji::pictures()[7].face;
    let old = format!("{}_000000", emoji::stem(face));
    let old_id = fake.add_emoji(&old);
    let theirs = fake.add_emoji("party_parrot");
    let lookalike = fake.add_emoji("d6_5_6_party");
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    fake.emojis_reach(emoji::pictures().len() + 2).await;
    synced(&fake, 1).await;
    let mut expected = face_names();
    expected.insert("party_parrot".into());
    expected.insert("d6_5_6_party".into());
    assert_eq!(names(&fake), expected, "the old artwork is gone, the new one there");
    let deleted: Vec<String> = emoji_calls(&fake, "DELETE").iter().map(|c| c.path.clone()).collect();
    assert_eq!(deleted, [format!("{}/{old_id}", emojis_path())]);
    for id in [theirs, lookalike] {
        let touched = fake.calls().iter().any(|c| c.path.ends_with(&format!("/emojis/{id}")));
        assert!(!touched, "emoji {id} is not ours");
    }
    bot.stop().await;
}

/// Alice challenges Bob to `game` and Bob accepts; returns once it runs.
async fn begin(fake: &FakeDiscord, bot: &TestBot, game: &str) {
    common::bot::begin(fake, bot, CHANNEL, game, (ALICE, BOB)).await;
}

/// The options of the picker's "what" menu, opened by the player to act:
/// (label, emoji) each.
async fn what_menu(fake: &FakeDiscord, bot: &TestBot) -> Vec<(String, Value)> {
    let row = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap();
    let player = if row.to_act == Some(ALICE.0) { ALICE } else { BOB };
    let token = fake.slash(player, CHANNEL, "move", &[]);
    let replies = fake.answers_to(&token, 1).await;
    let menu = replies
        .iter()
        .flat_map(|c| c.components())
        .find(|c| c["type"] == 3)
        .expect("the what menu");
    menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["label"].as_str().unwrap().to_string(), o["emoji"].clone()))
        .collect()
}

#[tokio::test]
async fn the_pickers_what_menu_shows_the_synced_faces() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    fake.emojis_reach(emoji::pictures().len()).await;
    begin(&fake, &bot, "Dominup").await;
    let options = what_menu(&fake, &bot).await;
    let tiles: Vec<&(String, Value)> = options.iter().filter(|(label, _)| label.contains('-')).collect();
    assert!(tiles.len() >= 2, "{options:#?}");
    let synced = fake.emojis();
    for (label, e) in tiles {
        let (lo, hi) = label.split_once('-').unwrap();
        let name = e["name"]
            .as_str()
            .unwrap_or_else(|| panic!("{label} has no emoji: {e}"));
        assert!(name.starts_with(&format!("b7_{lo}_{hi}_")), "{label}: {name}");
        let id: u64 = e["id"].as_str().unwrap().parse().unwrap();
        assert!(synced.contains(&(id, name.to_string())), "{label}: {e}");
    }
    // The public messages never show a face.
    for post in fake.new_public_posts(CHANNEL) {
        let shown = post.components().iter().any(|c| c.to_string().contains("\"emoji\""));
        assert!(!shown, "{post:#?}");
    }
    bot.stop().await;
}

async fn plays_with_words_when(break_it: impl FnOnce(&FakeDiscord)) {
    let fake = FakeDiscord::start().await;
    break_it(&fake);
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    synced(&fake, 1).await;
    begin(&fake, &bot, "Dominup").await;
    let options = what_menu(&fake, &bot).await;
    assert!(options.iter().filter(|(label, _)| label.contains('-')).count() >= 2);
    assert!(
        options.iter().all(|(_, e)| e.is_null()),
        "no face is synced, so none is shown: {options:#?}"
    );
    bot.stop().await;
}

#[tokio::test]
async fn a_failing_emoji_list_leaves_the_bot_playing_with_words() {
    plays_with_words_when(|fake| fake.fail("GET", &format!("/applications/{APP_ID}/emojis"), 500, 5)).await;
}

#[tokio::test]
async fn a_refused_upload_leaves_the_bot_playing_with_words() {
    plays_with_words_when(|fake| fake.fail("POST", &format!("/applications/{APP_ID}/emojis"), 400, 1)).await;
}

#[tokio::test]
async fn the_sync_keeps_within_discords_cap_of_2000_emojis() {
    let fake = FakeDiscord::start().await;
    for i in 0..1990 {
        fake.add_emoji(&format!("someone_{i}"));
    }
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    synced(&fake, 1).await;
    assert_eq!(fake.emojis().len(), 2000);
    assert_eq!(emoji_calls(&fake, "POST").len(), 10, "as many as there is room for");
    assert!(fake.refused(30008).is_empty(), "the bot asks for no more than the cap");
    assert!(emoji_calls(&fake, "DELETE").is_empty());
    bot.stop().await;
}
