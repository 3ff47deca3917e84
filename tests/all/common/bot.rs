//! The real bot client (`discord::start`) against the fake Discord, in the
//! test's own process.

use super::button_id;
use super::fake_discord::FakeDiscord;
use dominoes_bot::discord::{Connection, Running, StartError, start};
use dominoes_bot::service::{ButtonId, Service};
use dominoes_bot::store::Status;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

/// How the tests connect: the fake's address, quick retries.
pub fn connection(fake: &FakeDiscord) -> Connection {
    Connection {
        token: "fake-token".into(),
        api_base_url: Some(fake.base_url()),
        dev_guild_id: None,
        shards: None,
        defer_after: None,
        tick_every: None,
        retry_after: Some(Duration::from_millis(10)),
        report_every: Some(Duration::from_millis(200)),
    }
}

pub struct TestBot {
    pub service: Arc<Service>,
    running: Running,
}

impl TestBot {
    pub async fn start(conn: &Connection, service: Arc<Service>) -> TestBot {
        TestBot::try_start(conn, service).await.unwrap()
    }

    pub async fn try_start(conn: &Connection, service: Arc<Service>) -> Result<TestBot, StartError> {
        let running = start(conn, service.clone()).await?;
        Ok(TestBot { service, running })
    }

    /// A shutdown as on SIGTERM, with a short grace.
    pub async fn stop(self) {
        self.running.stop(Duration::from_secs(5)).await;
    }
}

/// `challenger` challenges `opponent` to `game` (as the registration names
/// it) in `channel` and the opponent accepts; returns once the game runs
/// and its first messages are out.
pub async fn begin(
    fake: &FakeDiscord,
    bot: &TestBot,
    channel: u64,
    game: &str,
    (challenger, opponent): ((u64, &str), (u64, &str)),
) {
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", game);
    let named = json!(format!("@{}:{}", opponent.0, opponent.1));
    fake.slash(challenger, channel, "play", &[("game", game), ("opponent", named)]);
    // A response, or after a deferral a message in the channel.
    let challenge = fake
        .wait_for("the challenge", |c| {
            c.button_ids()
                .iter()
                .any(|b| matches!(button_id(b), Some(ButtonId::Accept(_))))
        })
        .await;
    fake.button(opponent, channel, &challenge.button_ids()[0]);
    for _ in 0..500 {
        let row = bot.service.store().open_game_in_channel(channel).unwrap();
        if row.is_some_and(|r| r.status == Status::Active) {
            // Let the start's messages go out before counting posts.
            fake.quiet().await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the game did not start");
}
