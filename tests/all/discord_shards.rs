//! A shard range reaches the gateway: the real bot client against the fake
//! Discord identifies as exactly the shards it was given, no more.

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::FakeDiscord;
use dominoes_bot::config::ShardRange;
use dominoes_bot::discord::Connection;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A process given shards 2 and 3 of 4.
fn shards_2_3_of_4(fake: &FakeDiscord) -> Connection {
    Connection {
        shards: Some(ShardRange {
            first: 2,
            last: 3,
            total: 4,
        }),
        ..connection(fake)
    }
}

/// serenity starts one shard every 5 s at most.
const BETWEEN_SHARDS: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_identifies_as_its_shards_and_no_others() {
    let fake = FakeDiscord::start().await;
    let bot = TestBot::start(&shards_2_3_of_4(&fake), Arc::new(common::service(1))).await;
    let start = Instant::now();
    while fake.identified().len() < 2 {
        assert!(
            start.elapsed() < BETWEEN_SHARDS * 4,
            "identified only as {:?}",
            fake.identified()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // A shard too many would come one interval after the last.
    tokio::time::sleep(BETWEEN_SHARDS + Duration::from_secs(1)).await;
    assert_eq!(fake.identified(), vec![[2, 4], [3, 4]]);
    let asked = fake.calls().into_iter().any(|c| c.path.ends_with("/gateway/bot"));
    assert!(!asked, "a given range does not ask Discord how many shards to run");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_range_the_bot_runs_the_shards_discord_recommends() {
    let fake = FakeDiscord::start().await;
    let bot = TestBot::start(&connection(&fake), Arc::new(common::service(1))).await;
    fake.wait_for("the question how many shards to run", |c| {
        c.method == "GET" && c.path.ends_with("/gateway/bot")
    })
    .await;
    let start = Instant::now();
    while fake.identified().is_empty() {
        assert!(start.elapsed() < BETWEEN_SHARDS * 4, "never identified");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The fake recommends one shard.
    assert_eq!(fake.identified(), vec![[0, 1]]);
    bot.stop().await;
}

/// `dominoes-bot health` cannot ask the bot: each process writes which
/// shards it runs and which are connected, and takes that away at a stop.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_state_is_reported_for_health_and_withdrawn_at_a_stop() {
    let fake = FakeDiscord::start().await;
    let service = Arc::new(common::service(1));
    let bot = TestBot::start(&shards_2_3_of_4(&fake), service.clone()).await;
    let start = Instant::now();
    loop {
        let reports = service.store().gateway_reports().unwrap();
        if let [report] = reports.as_slice()
            && report.connected == [2, 3]
        {
            assert_eq!(report.served, [2, 3]);
            assert_eq!(report.total, 4);
            assert!(
                report.process.contains(&format!("pid {}", std::process::id())),
                "{report:?}"
            );
            break;
        }
        assert!(start.elapsed() < BETWEEN_SHARDS * 4, "reported only {reports:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bot.stop().await;
    assert_eq!(
        service.store().gateway_reports().unwrap(),
        [],
        "a stopped process serves nothing"
    );
}
