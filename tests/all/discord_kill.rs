//! Reliability: the bot process is killed with SIGKILL while moves are being
//! made, restarted on the same database, and every move it had acknowledged
//! is still there, and the game still replays from its seed.

use crate::common;
use common::fake_discord::FakeDiscord;
use common::{bot_command, temp_db};
use dominoes_bot::engine::GameKind;

use dominoes_bot::service::replay::replay;
use dominoes_bot::store::Store;
use dominoes_testkit as pgserver;
use serde_json::json;
use std::path::Path;
use std::process::{Child, Command, Stdio};

const ALICE: (u64, &str) = (11, "alice");
const BOB: (u64, &str) = (12, "bob");
const CHANNEL: u64 = 88;

fn spawn_bot(fake: &FakeDiscord, db: &Path) -> Child {
    spawn_bot_on(fake, db.to_str().unwrap(), db.parent().unwrap(), Stdio::null())
}

/// The bot on the database `setting` (a file or a URL), run in `dir`.
fn spawn_bot_on(fake: &FakeDiscord, setting: &str, dir: &Path, stderr: Stdio) -> Child {
    bot_command()
        .arg("run")
        .current_dir(dir)
        .env("DISCORD_TOKEN", "fake-token")
        .env("DOMINOES_DISCORD_API", fake.base_url())
        .env("DOMINOES_DATABASE", setting)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_during_play_loses_no_acknowledged_move() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let mut bot = spawn_bot(&fake, &db);
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Dominomega");
    let token = fake.slash(
        ALICE,
        CHANNEL,
        "play",
        &[("game", game), ("opponent", json!("@12:bob"))],
    );
    let accept = fake.replies_to(&token, 1).await[0].button_ids()[0].clone();
    fake.replies_to(&fake.button(BOB, CHANNEL, &accept), 1).await;

    let store = Store::open(&db).unwrap();
    let id = store.open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let mut acknowledged = Vec::new();
    for round in 0..3 {
        for step in 0..4 {
            let row = store.game(id).unwrap().unwrap();
            let player = if row.to_act == Some(ALICE.0) { ALICE } else { BOB };
            let ac = fake
                .replies_to(&fake.autocomplete(player, CHANNEL, "move", "action", ""), 1)
                .await;
            let action = ac[0].json["data"]["choices"][0]["value"].as_str().unwrap().to_string();
            let token = fake.slash(player, CHANNEL, "move", &[("action", json!(action))]);
            if step == 3 {
                // Kill it while this move is in flight: it may or may not land.
                tokio::time::sleep(std::time::Duration::from_millis(round * 3)).await;
                bot.kill().unwrap();
                bot.wait().unwrap();
            } else {
                let replies = fake.replies_to(&token, 1).await;
                assert!(!replies[0].is_ephemeral(), "{}", replies[0].content());
                acknowledged.push(action);
            }
        }
        bot = spawn_bot(&fake, &db);
        fake.registrations(round as usize + 2).await;
    }
    bot.kill().unwrap();
    bot.wait().unwrap();

    let row = store.game(id).unwrap().unwrap();
    let actions = store.actions(id).unwrap();
    let logged: Vec<&str> = actions.iter().map(|a| a.notation.as_str()).collect();
    for a in &acknowledged {
        assert!(
            logged.contains(&a.as_str()),
            "acknowledged move {a} is missing from {logged:?}"
        );
    }
    assert!(actions.len() >= acknowledged.len());
    let (snapshot, rng) = replay(&row, &actions).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);
    assert_eq!(Some(rng), row.rng);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let bot = spawn_bot(&fake, &db);
    fake.registrations(1).await;
    assert_stops_on_sigterm(bot).await;
}

/// The window the test above hits only sometimes: the commands are
/// registered but the gateway has not accepted the shard yet, so serenity's
/// shard manager has nothing to shut down.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_before_the_gateway_answers_stops_the_bot_cleanly() {
    let fake = FakeDiscord::start().await;
    fake.delay_gateway(std::time::Duration::from_secs(30));
    let (_dir, db) = temp_db();
    let bot = spawn_bot(&fake, &db);
    fake.registrations(1).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_stops_on_sigterm(bot).await;
}

/// Sends SIGTERM and waits (at most 15 s) for a clean exit.
async fn assert_stops_on_sigterm(mut bot: Child) {
    let status = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let start = std::time::Instant::now();
    let exit = loop {
        if let Some(exit) = bot.try_wait().unwrap() {
            break exit;
        }
        assert!(start.elapsed().as_secs() < 15, "the bot did not stop on SIGTERM");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(exit.success(), "a clean stop exits with 0, got {exit:?}");
}

/// SIGTERM while a command waits on a busy database: the bot stops taking
/// new interactions but finishes the one in flight (its move is stored and
/// its picture posted) before it exits, cleanly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_the_command_in_flight_before_exiting() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let svc = common::service_on(Store::open(&db).unwrap(), dominoes_bot::service::SystemClock, 4);
    let id = common::start(&svc, CHANNEL, "dominimum", &[ALICE.0, BOB.0]);
    let mover = common::to_act(&svc, id).unwrap();
    let action = svc.legal_actions(&common::ctx(CHANNEL, mover))[0].notation.clone();
    let player = if mover == ALICE.0 { ALICE } else { BOB };
    let mut bot = spawn_bot(&fake, &db);
    fake.registrations(1).await;

    // A slow writer holds the database for three seconds.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    let token = fake.slash(player, CHANNEL, "move", &[("action", json!(action))]);
    fake.wait_for("the move deferred", |c| {
        c.path.ends_with("/callback") && c.token().as_deref() == Some(token.as_str())
    })
    .await;
    let status = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // Once the signal is handled, new commands are turned away, politely
    // and at once (asked again until the signal has arrived).
    let mut turned_away = false;
    for _ in 0..20 {
        let late = fake.slash(player, CHANNEL, "board", &[]);
        if fake.replies_to(&late, 1).await[0].content().contains("restarting") {
            turned_away = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(turned_away, "a command sent while stopping is turned away");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    conn.execute_batch("COMMIT").unwrap();

    let exit = bot.wait().unwrap();
    assert!(exit.success(), "a clean stop exits with 0, got {exit:?}");
    assert_eq!(
        Store::open(&db).unwrap().actions(id).unwrap().len(),
        1,
        "the move was stored"
    );
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.path == format!("/api/v10/channels/{CHANNEL}/messages") && !c.files.is_empty()),
        "and its picture posted before the exit"
    );
}

/// Issue 56: on PostgreSQL every stop aborted (exit 134), because the
/// pooled `postgres` clients were dropped on a tokio thread and each
/// blocks on a runtime of its own to close. SIGTERM while a move waits on
/// a row another connection has locked: the move is stored, and the bot
/// exits with 0 and no panic.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_on_postgres_with_a_command_in_flight_exits_cleanly() {
    // The `postgres` client blocks: off the test's runtime.
    let url = std::thread::spawn(|| pgserver::fresh_database(&pgserver::shared_url().unwrap()).unwrap())
        .join()
        .unwrap();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let svc = common::service_on(Store::connect(&url).unwrap(), dominoes_bot::service::SystemClock, 4);
    let id = common::start(&svc, CHANNEL, "dominimum", &[ALICE.0, BOB.0]);
    let mover = common::to_act(&svc, id).unwrap();
    let action = svc.legal_actions(&common::ctx(CHANNEL, mover))[0].notation.clone();
    let player = if mover == ALICE.0 { ALICE } else { BOB };
    let log = dir.path().join("stderr.log");
    let mut bot = spawn_bot_on(&fake, &url, dir.path(), std::fs::File::create(&log).unwrap().into());
    fake.registrations(1).await;

    // Another connection holds the game's row for a second and a half
    // (the `postgres` client blocks, so off the test's runtime).
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let holder = {
        let url = url.clone();
        std::thread::spawn(move || {
            let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
            let mut tx = client.transaction().unwrap();
            tx.execute("SELECT id FROM games WHERE id = $1 FOR UPDATE", &[&id])
                .unwrap();
            locked_tx.send(()).unwrap();
            std::thread::sleep(std::time::Duration::from_millis(1500));
            tx.commit().unwrap();
        })
    };
    locked_rx.recv().unwrap();
    let token = fake.slash(player, CHANNEL, "move", &[("action", json!(action))]);
    fake.wait_for("the move deferred", |c| {
        c.path.ends_with("/callback") && c.token().as_deref() == Some(token.as_str())
    })
    .await;
    let status = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = tokio::task::spawn_blocking(move || bot.wait().unwrap()).await.unwrap();
    holder.join().unwrap();
    let stderr = std::fs::read_to_string(&log).unwrap();
    assert!(
        exit.success(),
        "a clean stop exits with 0, got {exit:?}; stderr:\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(svc.store().actions(id).unwrap().len(), 1, "the move was stored");
}

/// Issue 56: a computer move owed when the bot was killed (its claim still
/// held) was posted a minute after the restart, once the claim's lease ran
/// out. Alone on its SQLite file, the restarted bot takes over its own
/// claims at start and plays the move at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_move_claimed_before_a_kill_is_played_at_once_after_the_restart() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let svc = common::service_on(Store::open(&db).unwrap(), dominoes_bot::service::SystemClock, 4);
    // A game where the computer moves first (the seats are drawn).
    let (channel, id) = (100..140)
        .find_map(|channel| {
            let ctx = common::ctx(channel, ALICE.0);
            svc.play_against(&ctx, GameKind::Dominimum, &[], &[dominoes_bot::ai::Level::Easy], None);
            let id = svc.store().open_game_in_channel(channel).unwrap()?.id;
            let due = svc.store().next_due(id).unwrap()?;
            due.computer.then_some((channel, id))
        })
        .expect("the computer moves first in one of 40 games");
    // The killed run had claimed it: due again only when the lease ends.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!(svc.store().claim_computer_move(id, now, now + 60).unwrap());
    let mut bot = spawn_bot(&fake, &db);
    fake.registrations(1).await;
    let begun = std::time::Instant::now();
    while svc.store().action_count(id).unwrap() == 0 {
        assert!(
            begun.elapsed() < std::time::Duration::from_secs(15),
            "the computer's move in game {id} (channel {channel}) is not played"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    bot.kill().unwrap();
    bot.wait().unwrap();
}
