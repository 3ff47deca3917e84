//! The real bot client (`discord::start`) against the fake Discord, in the
//! test's own process.

use super::fake_discord::FakeDiscord;
use dominoes_bot::discord::{Connection, Running, StartError, start};
use dominoes_bot::service::Service;
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
