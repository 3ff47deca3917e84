//! The real bot client against the fake Discord when things go wrong:
//! registration failing, a database too slow for Discord's 3 seconds,
//! deferred answers that are all public, missing permissions, and a move
//! stored but never posted. Every test here (as every test using the fake)
//! also checks each payload against Discord's size limits when the fake is
//! dropped.

use crate::common;
use crate::common::button_id;
use common::bot::{TestBot, connection};
use common::fake_discord::{Call, FakeDiscord};
use common::{ctx, service_on, start, temp_db, to_act};
use dominoes_bot::service::ButtonId;

use dominoes_bot::discord::{Connection, StartError};
use dominoes_bot::service::{Service, SystemClock};
use dominoes_bot::store::Store;
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const ALICE: (u64, &str) = (21, "alice");
const BOB: (u64, &str) = (22, "bob");
const CHANNEL: u64 = 99;

fn service(db: &Path) -> Arc<Service> {
    Arc::new(service_on(Store::open(db).unwrap(), SystemClock, 3))
}

fn person(id: u64) -> (u64, &'static str) {
    if id == ALICE.0 { ALICE } else { BOB }
}

/// Holds the database's write lock for `hold` on another thread, as a
/// slow writer (another process, a backup) would.
fn hold_write_lock(db: &Path, hold: Duration) -> std::thread::JoinHandle<()> {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    std::thread::spawn(move || {
        std::thread::sleep(hold);
        conn.execute_batch("COMMIT").unwrap();
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_registration_is_retried_and_then_the_bot_answers() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    fake.fail("PUT", "/applications/", 500, 2);
    let bot = TestBot::start(&connection(&fake), service(&db)).await;
    let registration = fake.registrations(3).await;
    assert!(registration.known, "the third try went through");
    let token = fake.slash(ALICE, CHANNEL, "rules", &[]);
    assert!(
        !fake.replies_to(&token, 1).await.is_empty(),
        "and the bot answers commands"
    );
    assert!(
        fake.calls().iter().any(|c| c.path == "/api/v10/gateway/bot"),
        "the bot asks Discord how many shards it needs"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registration_that_keeps_failing_stops_the_start_never_connected_but_deaf() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    fake.fail("PUT", "/applications/", 500, 100);
    let err = TestBot::try_start(&connection(&fake), service(&db))
        .await
        .err()
        .expect("no start");
    assert!(matches!(err, StartError::GaveUp { attempts: 5, .. }), "{err}");
    assert!(err.to_string().contains("try again later"), "{err}");
    let puts = fake.calls().iter().filter(|c| c.method == "PUT").count();
    assert_eq!(puts, 5, "tried five times");
    assert!(
        !fake.calls().iter().any(|c| c.path.starts_with("/api/v10/gateway")),
        "never connected to the gateway"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_the_bot_is_not_in_is_named_at_once() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    fake.fail("PUT", "/applications/1000/guilds/5/commands", 403, 100);
    let conn = Connection {
        dev_guild_id: Some(5),
        ..connection(&fake)
    };
    let err = TestBot::try_start(&conn, service(&db)).await.err().expect("no start");
    let text = err.to_string();
    assert!(text.contains("server 5") && text.contains("dev_guild_id"), "{text}");
    let puts = fake.calls().iter().filter(|c| c.method == "PUT").count();
    assert_eq!(puts, 1, "a refusal no retry can mend is not retried");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_stops_the_binary_with_exit_code_1_and_says_what_to_fix() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    fake.fail("GET", "/oauth2/applications/@me", 401, 100);
    let out = common::bot_command()
        .arg("run")
        .current_dir(db.parent().unwrap())
        .env("DISCORD_TOKEN", "wrong")
        .env("DOMINOES_DISCORD_API", fake.base_url())
        .env("DOMINOES_DATABASE", &db)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
}

/// With the database busy for 3.5 s, a button press and a slash command
/// are both acknowledged inside Discord's 3 s (the press as an update of
/// its message), and their answers follow once the database is free.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_database_never_makes_an_interaction_fail() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = TestBot::start(&connection(&fake), service(&db)).await;
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Dominimum");
    let token = fake.slash(
        ALICE,
        CHANNEL,
        "play",
        &[("game", game), ("opponent", json!("@22:bob"))],
    );
    let challenge = fake.replies_to(&token, 1).await;
    let accept = challenge[0]
        .button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Accept(_))))
        .unwrap();

    let lock = hold_write_lock(&db, Duration::from_millis(3500));
    let token = fake.button(BOB, CHANNEL, &accept);
    let replies = fake.replies_to(&token, 2).await;
    assert_eq!(
        replies[0].json["type"], 6,
        "acknowledged as an update: {:?}",
        replies[0].json
    );
    assert!(replies[1].content().contains("begins"), "{}", replies[1].content());
    lock.join().unwrap();

    let svc = &bot.service;
    let id = svc.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let mover = to_act(svc, id).unwrap();
    let action = svc.legal_actions(&ctx(CHANNEL, mover))[0].notation.clone();
    let lock = hold_write_lock(&db, Duration::from_millis(3500));
    let token = fake.slash(person(mover), CHANNEL, "move", &[("action", json!(action))]);
    fake.wait_for("the move posted in the channel", |c| {
        c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages") && !c.files.is_empty()
    })
    .await;
    lock.join().unwrap();
    assert_eq!(fake.replies_to(&token, 1).await[0].json["type"], 5, "deferred");
    fake.assert_answered_in_time();
    bot.stop().await;
}

/// A deferred command whose answers all went to the channel deletes its
/// "thinking..." response instead of leaving it forever.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_command_with_only_public_answers_leaves_no_thinking_message() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let svc = service(&db);
    start(&svc, CHANNEL, "dominimum", &[ALICE.0, BOB.0]);
    let conn = Connection {
        defer_after: Some(Duration::ZERO),
        ..connection(&fake)
    };
    let bot = TestBot::start(&conn, svc).await;
    fake.registrations(1).await;
    let token = fake.slash(ALICE, CHANNEL, "abort", &[]);
    let posted = fake
        .wait_for("the abort request in the channel", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(
        posted.json["content"].as_str().unwrap().contains("abort"),
        "{:?}",
        posted.json
    );
    fake.wait_for("the deferred response deleted", |c| {
        c.method == "DELETE" && c.path.contains(&token) && c.path.ends_with("/messages/@original")
    })
    .await;
    bot.stop().await;
}

fn ephemeral_saying(replies: &[Call], needle: &str) {
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(replies[0].is_ephemeral(), "{replies:#?}");
    assert!(replies[0].content().contains(needle), "{}", replies[0].content());
}

/// Without Attach Files the pictures cannot be posted: `/play` is refused
/// with the list, and a running game tells the next person who acts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_permissions_are_named_instead_of_stalling() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let svc = service(&db);
    let id = start(&svc, CHANNEL, "dominimum", &[ALICE.0, BOB.0]);
    let bot = TestBot::start(&connection(&fake), svc.clone()).await;
    let registration = fake.registrations(1).await;
    // View Channel and Send Messages only.
    fake.set_permissions(CHANNEL, (1 << 10) | (1 << 11));
    fake.set_permissions(CHANNEL + 1, (1 << 10) | (1 << 11));

    let game = registration.choice_value("play", "game", "Dominup");
    let token = fake.slash(
        ALICE,
        CHANNEL + 1,
        "play",
        &[("game", game), ("opponent", json!("@22:bob"))],
    );
    let replies = fake.replies_to(&token, 1).await;
    ephemeral_saying(&replies, "I cannot run a game in this channel");
    ephemeral_saying(&replies, "**Attach Files**");
    assert!(
        svc.store().open_game_in_channel(CHANNEL + 1).unwrap().is_none(),
        "no game made"
    );

    let mover = to_act(&svc, id).unwrap();
    let action = svc.legal_actions(&ctx(CHANNEL, mover))[0].notation.clone();
    let token = fake.slash(person(mover), CHANNEL, "move", &[("action", json!(action))]);
    ephemeral_saying(&fake.replies_to(&token, 1).await, "can no longer post");
    assert_eq!(svc.store().actions(id).unwrap().len(), 0, "the move was not made");
    let token = fake.button(person(mover), CHANNEL, &format!("resign:{id}"));
    ephemeral_saying(&fake.replies_to(&token, 1).await, "can no longer post");
    // What answers only the caller still works.
    let token = fake.slash(person(mover), CHANNEL, "hand", &[]);
    let hand = fake.replies_to(&token, 1).await;
    assert!(
        !hand[0].content().contains("can no longer post"),
        "{}",
        hand[0].content()
    );
    bot.stop().await;
}

/// A move stored while the bot was down (or stopped before posting) is
/// posted once the bot is back: the board, pinging whoever must act; and
/// only once, not again at the next start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_but_never_posted_is_posted_after_a_restart_once() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let svc = service(&db);
    let id = start(&svc, CHANNEL, "dominimum", &[ALICE.0, BOB.0]);
    let mover = to_act(&svc, id).unwrap();
    let action = svc.legal_actions(&ctx(CHANNEL, mover))[0].notation.clone();
    // Stored, and its replies never reach Discord.
    let replies = svc.make_move(&ctx(CHANNEL, mover), &action);
    assert!(replies[0].settles.is_some(), "the public post settles the move");
    let next = to_act(&svc, id).unwrap();

    let posts = |fake: &FakeDiscord| {
        fake.calls()
            .into_iter()
            .filter(|c| c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages"))
            .collect::<Vec<_>>()
    };
    let bot = TestBot::start(&connection(&fake), svc.clone()).await;
    let posted = fake
        .wait_for("the owed post", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(posted.files[0].1.starts_with(b"\x89PNG"), "with the picture");
    assert_eq!(posted.json["allowed_mentions"]["users"], json!([next.to_string()]));
    tokio::time::sleep(Duration::from_millis(300)).await;
    bot.stop().await;
    assert!(svc.store().owed_posts(i64::MAX).unwrap().is_empty(), "settled");

    let bot = TestBot::start(&connection(&fake), svc.clone()).await;
    fake.registrations(2).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(posts(&fake).len(), 1, "posted once, not again after the next start");
    bot.stop().await;
}
