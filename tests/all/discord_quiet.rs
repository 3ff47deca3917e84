//! A quiet channel, counted through the fake Discord: a Dominoids turn (a
//! roll, then several decisions) is one new public message, edited as the
//! turn goes; the next player is pinged once; the challenge's buttons go
//! when the game starts. Edits, updates and private replies are not new
//! messages (see `FakeDiscord::new_public_posts`).

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::{APP_ID, Call, FakeDiscord};
use common::{ctx, service_on, temp_db};

use dominoes_bot::service::SystemClock;
use dominoes_bot::store::Store;
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const ALICE: (u64, &str) = (31, "alice");
const BOB: (u64, &str) = (32, "bob");
const CHANNEL: u64 = 77;
/// Decisions played in each test: many whole turns of several decisions.
const DECISIONS: usize = 40;

async fn start(fake: &FakeDiscord, db: &Path) -> TestBot {
    let service = Arc::new(service_on(Store::open(db).unwrap(), SystemClock, 11));
    TestBot::start(&connection(fake), service).await
}

fn person(id: u64) -> (u64, &'static str) {
    if id == ALICE.0 { ALICE } else { BOB }
}

/// The users a new post pings.
fn pinged(call: &Call) -> Vec<u64> {
    call.message()["allowed_mentions"]["users"]
        .as_array()
        .map(|a| a.iter().filter_map(|u| u.as_str()?.parse().ok()).collect())
        .unwrap_or_default()
}

/// The game once the bot is quiet and no computer is still thinking: on a
/// busy machine a computer's move can take longer than a quiet moment.
async fn settled(fake: &FakeDiscord, bot: &TestBot, id: i64) -> dominoes_bot::store::GameRow {
    loop {
        fake.quiet().await;
        let row = bot.service.store().game(id).unwrap().unwrap();
        // The computers' round is posted once they are done: wait for the
        // post too, not only for the stored moves.
        let owed = bot.service.store().owed_posts(i64::MAX).unwrap();
        let computer_thinking = row.status.is_open() && row.to_act == Some(APP_ID);
        let unposted = owed.iter().any(|&(g, _)| g == id);
        if !computer_thinking && !unposted {
            return row;
        }
    }
}

/// Challenges `opponent` to Dominoids; returns the game's id once it began.
async fn dominoids(fake: &FakeDiscord, bot: &TestBot, opponent: &str, accept: bool) -> i64 {
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Dominoids");
    let token = fake.slash(ALICE, CHANNEL, "play", &[("game", game), ("opponent", json!(opponent))]);
    let challenge = fake.replies_to(&token, 1).await;
    if accept {
        let id = challenge[0].button_ids()[0].clone();
        let press = fake.replies_to(&fake.button(BOB, CHANNEL, &id), 1).await;
        // The challenge is updated in place and loses its buttons.
        assert_eq!(press[0].json["type"], 7, "{:?}", press[0].json);
        assert!(press[0].button_ids().is_empty(), "{:?}", press[0].json);
    }
    fake.quiet().await;
    bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id
}

/// Plays one decision of whoever is to act (their first legal action) with
/// `/move`; `None` when the game is over.
async fn decide(fake: &FakeDiscord, bot: &TestBot, id: i64) -> Option<u64> {
    let row = settled(fake, bot, id).await;
    let mover = row.to_act.filter(|_| row.status.is_open())?;
    let action = bot.service.legal_actions(&ctx(CHANNEL, mover))[0].notation.clone();
    let token = fake.slash(person(mover), CHANNEL, "move", &[("action", json!(action))]);
    fake.replies_to(&token, 1).await;
    settled(fake, bot, id).await;
    Some(mover)
}

/// The new public posts of each turn (a run of decisions by one person,
/// and the computer's turn after it), checking that each pings the next
/// mover.
async fn posts_per_turn(fake: &FakeDiscord, bot: &TestBot, id: i64) -> Vec<usize> {
    let mut turns: Vec<usize> = Vec::new();
    let mut last_mover = None;
    let mut before = fake.new_public_posts(CHANNEL).len();
    let actions = || bot.service.store().actions(id).unwrap().len();
    let mut played = actions();
    for _ in 0..DECISIONS {
        let Some(mover) = decide(fake, bot, id).await else {
            break;
        };
        // The computer moved since this person's last decision: a new turn.
        let computer_moved = actions() > played + 1;
        played = actions();
        if last_mover != Some(mover) || turns.is_empty() {
            turns.push(0);
            last_mover = Some(mover);
        }
        let posts = fake.new_public_posts(CHANNEL);
        *turns.last_mut().unwrap() += posts.len() - before;
        for post in &posts[before..] {
            let row = bot.service.store().game(id).unwrap().unwrap();
            if let Some(next) = row.to_act.filter(|_| row.status.is_open()) {
                assert_eq!(
                    pinged(post),
                    vec![next],
                    "a new post pings the next mover: {}",
                    post.content()
                );
            }
        }
        before = posts.len();
        if computer_moved {
            last_mover = None;
        }
    }
    turns
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dominoids_turn_between_two_people_is_one_new_message() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let id = dominoids(&fake, &bot, "@32:bob", true).await;
    let turns = posts_per_turn(&fake, &bot, id).await;
    assert!(turns.len() >= 5, "{turns:?}");
    assert!(turns.iter().all(|&n| n <= 1), "new public messages per turn: {turns:?}");
    let edits = fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.starts_with(&format!("/api/v10/channels/{CHANNEL}/messages/")))
        .count();
    assert!(
        edits >= DECISIONS / 2,
        "the decisions of a turn edit its message: {edits} edits"
    );
    fake.assert_answered_in_time();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_begun_before_a_restart_goes_on_editing_its_message() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let id = dominoids(&fake, &bot, "@32:bob", true).await;
    // The game's first message, which the first turn's decisions edit.
    let row = settled(&fake, &bot, id).await;
    let first = bot
        .service
        .turn_message(row.turn_key())
        .unwrap()
        .expect("the start message's place is recorded");
    bot.stop().await;

    // Another process (here: the same bot restarted) takes the next decision.
    let bot = start(&fake, &db).await;
    let before = fake.calls().len();
    let posts = fake.new_public_posts(CHANNEL).len();
    decide(&fake, &bot, id).await.expect("the game is running");
    let edited = format!("/api/v10/channels/{}/messages/{}", first.channel, first.message);
    assert!(
        fake.calls()[before..]
            .iter()
            .any(|c| c.method == "PATCH" && c.path == edited),
        "the decision edits the turn's message posted before the restart"
    );
    assert_eq!(fake.new_public_posts(CHANNEL).len(), posts, "and posts nothing new");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dominoids_round_against_the_computer_is_one_new_message() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let me = format!("@{APP_ID}:dominoes");
    let id = dominoids(&fake, &bot, &me, false).await;
    let turns = posts_per_turn(&fake, &bot, id).await;
    assert!(turns.len() >= 5, "{turns:?}");
    // Alice's turn edits the message that pinged her; the computer's turn
    // edits it too, and its last decision is the one new post pinging her.
    assert!(
        turns.iter().all(|&n| n <= 1),
        "new public messages per round: {turns:?}"
    );
    let computer_buttons = fake
        .new_public_posts(CHANNEL)
        .iter()
        .any(|c| c.content().lines().last().is_some_and(|l| l.starts_with("Computer")) && !c.button_ids().is_empty());
    assert!(!computer_buttons, "no buttons for the computer's own decisions");
    bot.stop().await;
}

/// `/play variant:` lists only the variants of the game already chosen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_variant_list_follows_the_chosen_game() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let registration = fake.registrations(1).await;
    for (game, variant) in [("Draw dominoes", "double-six"), ("The Tree", "solo")] {
        let chosen = registration.choice_value("play", "game", game);
        let token = fake.autocomplete_after(ALICE, CHANNEL, "play", &[("game", chosen)], "variant", "");
        let answer = fake.replies_to(&token, 1).await;
        let values: Vec<String> = answer[0].json["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect();
        let kind = dominoes_bot::engine::GameKind::ALL
            .into_iter()
            .find(|k| k.name() == game)
            .unwrap();
        let own: Vec<&str> = kind.variants().iter().map(|v| v.id).collect();
        assert!(values.iter().any(|v| v == variant), "{game}: {values:?}");
        assert!(
            values.iter().all(|v| own.contains(&v.as_str())),
            "{game}: {values:?} beyond {own:?}"
        );
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_edit_of_the_turn_message_does_not_delay_the_answer() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let id = dominoids(&fake, &bot, "@32:bob", true).await;
    // Each edit (a picture uploaded again) takes longer than Discord waits
    // for an interaction's answer.
    fake.slow(
        "PATCH",
        &format!("/channels/{CHANNEL}/messages/"),
        Duration::from_millis(3500),
    );
    let before = fake.calls().len();
    for _ in 0..4 {
        decide(&fake, &bot, id).await;
    }
    // The fake records an edit once it has answered it.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let edits = fake.calls()[before..]
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.starts_with(&format!("/api/v10/channels/{CHANNEL}/messages/")))
        .count();
    assert!(edits >= 2, "the decisions edited the turn message: {edits} edits");
    fake.assert_answered_in_time();
    bot.stop().await;
}

/// Decides until a request `seen` matches (at most `DECISIONS` decisions).
async fn decide_until(fake: &FakeDiscord, bot: &TestBot, id: i64, seen: impl Fn(&Call) -> bool) -> Call {
    for _ in 0..DECISIONS {
        let before = fake.calls().len();
        decide(fake, bot, id).await.expect("the game is running");
        if let Some(call) = fake.calls()[before..].iter().find(|c| seen(c)) {
            return call.clone();
        }
    }
    panic!("never seen");
}

/// Issue 56: when Discord refused an edit of the turn message, the turn
/// was posted anew, but the old message kept its earlier text: the channel
/// showed the turn twice. The old one is marked as moved on; where even
/// that edit is refused, the new message says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_message_that_cannot_be_edited_is_marked_as_moved_on() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = start(&fake, &db).await;
    let id = dominoids(&fake, &bot, "@32:bob", true).await;
    let messages = format!("/channels/{CHANNEL}/messages/");
    let edit = |c: &Call| c.method == "PATCH" && c.path.starts_with(&format!("/api/v10{messages}"));

    // The next edit is refused once: the mark that follows goes through.
    fake.fail("PATCH", &messages, 400, 1);
    let mark = decide_until(&fake, &bot, id, |c| {
        edit(c) && c.json["content"] == "This turn went on in a newer message below."
    })
    .await;
    assert_eq!(mark.json["components"], json!([]), "its buttons go: {:?}", mark.json);

    // Refused twice: the edit and the mark. The turn posted anew says so.
    fake.fail("PATCH", &messages, 400, 2);
    let anew = decide_until(&fake, &bot, id, |c| {
        !edit(c)
            && c.content()
                .starts_with("-# I could not update this turn's earlier message above")
    })
    .await;
    assert!(!anew.is_ephemeral(), "{anew:?}");
    bot.stop().await;
}
