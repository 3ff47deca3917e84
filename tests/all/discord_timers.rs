//! The real bot client's timer loop against a fake Discord on 127.0.0.1:
//! reminders posted in the game's channel with only the waiting player
//! pinged, direct-message reminders through a DM channel, and `/settings`
//! refused to members who may not manage the server.

use crate::common;
use common::fake_discord::{DM_BASE, FakeDiscord, GUILD};
use common::{ctx, service_on, start, temp_db, to_act};
use dominoes_bot::store::NotifyMode;

use common::bot::{TestBot, connection};
use dominoes_bot::discord::Connection;
use dominoes_bot::service::ManualClock;
use dominoes_bot::store::Store;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

const CHANNEL: u64 = 88;
const HOUR: i64 = 3600;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_reach_the_channel_or_a_direct_message() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let clock = Arc::new(ManualClock::starting_at(1_800_000_000));
    let service = Arc::new(service_on(Store::open(&db).unwrap(), clock.clone(), 5));
    // A game between users 21 and 22, started through the service.
    let id = start(&service, CHANNEL, "dominimum", &[21, 22]);
    let first = to_act(&service, id).unwrap();

    let conn = Connection {
        tick_every: Some(Duration::from_millis(50)),
        ..connection(&fake)
    };
    let bot = TestBot::start(&conn, service.clone()).await;
    fake.registrations(1).await;

    clock.advance(25 * HOUR);
    let posted = fake
        .wait_for("a reminder in the channel", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    let text = posted.json["content"].as_str().unwrap();
    assert!(
        text.contains("reminder") && text.contains(&format!("<@{first}>")),
        "{text}"
    );
    assert_eq!(posted.json["allowed_mentions"]["users"], json!([first.to_string()]));

    service.notify(&ctx(CHANNEL, first), NotifyMode::Direct);
    clock.advance(24 * HOUR);
    fake.wait_for("a DM channel", |c| {
        c.method == "POST" && c.path == "/api/v10/users/@me/channels"
    })
    .await;
    let dm = fake
        .wait_for("a direct message", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{}/messages", DM_BASE + first)
        })
        .await;
    assert!(dm.json["content"].as_str().unwrap().contains("reminder"));
    // Exactly one reminder went to the channel: the loop never repeats itself.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let in_channel = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .count();
    assert_eq!(in_channel, 1);

    // /settings from a member without Manage Server changes nothing.
    let token = fake.slash((first, "someone"), CHANNEL, "settings", &[("reminder_hours", json!(1))]);
    let replies = fake.replies_to(&token, 1).await;
    assert!(replies[0].is_ephemeral());
    assert!(replies[0].content().contains("manage"), "{}", replies[0].content());
    assert_eq!(service.guild_settings(GUILD).unwrap().reminder_hours, 24);
    let token = fake.slash_as_manager((first, "someone"), CHANNEL, "settings", &[("reminder_hours", json!(1))]);
    let replies = fake.replies_to(&token, 1).await;
    assert!(replies[0].content().contains("Saved"), "{}", replies[0].content());
    assert_eq!(service.guild_settings(GUILD).unwrap().reminder_hours, 1);

    bot.stop().await;
}
