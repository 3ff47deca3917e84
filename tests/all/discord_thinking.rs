//! Issue 54: the bot stays responsive while its computers think. Three
//! games of one person against three hard computers each keep the
//! computers searching at their full round budget on every core, while
//! people keep sending commands (in a quiet channel, and in the busy
//! games themselves): every interaction is acknowledged within Discord's
//! 3 s. The assertion is Discord's own rule, not a tight timing, so a
//! loaded machine does not make the test flaky.

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::FakeDiscord;
use common::{ctx, temp_db};
use dominoes_bot::engine::GameKind;

use dominoes_bot::ai::Level;
use dominoes_bot::service::{Seeds, Service, SystemClock};
use dominoes_bot::store::{Status, Store};
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The busy games' channels, and their people (one each).
const GAMES: [(u64, (u64, &str)); 3] = [(201, (31, "ann")), (202, (32, "ben")), (203, (33, "cat"))];
/// A quiet channel where someone else asks for the rules.
const QUIET: u64 = 299;
const DAN: (u64, &str) = (34, "dan");

/// Whose turn it is in `channel`'s running game (`None`: a computer's, or
/// the game is over).
fn to_act_in(svc: &Service, channel: u64) -> Option<u64> {
    let row = svc.store().open_game_in_channel(channel).unwrap()?;
    (row.status == Status::Active).then_some(row.to_act).flatten()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_answered_in_time_while_computers_think_in_other_games() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    // Timed rounds (the production setting), every core for each search.
    let service = Arc::new(
        Service::new(Store::open(&db).unwrap(), Box::new(SystemClock), Seeds::Entropy).with_computer_threads(0),
    );
    let bot = TestBot::start(&connection(&fake), service.clone()).await;
    fake.registrations(1).await;
    for (channel, person) in GAMES {
        let r = service.play_against(&ctx(channel, person.0), GameKind::Tree, &[], &[Level::Hard; 3], None);
        assert!(r[0].text.contains("begins"), "{}", r[0].text);
        let svc = service.clone();
        // Where a computer opens, its first round is played here.
        tokio::task::spawn_blocking(move || svc.play_computers(channel))
            .await
            .unwrap();
    }
    let started = Instant::now();
    let mut moves = 0;
    let mut asked = 0;
    while started.elapsed() < Duration::from_secs(12) {
        for (channel, person) in GAMES {
            if to_act_in(&service, channel) != Some(person.0) {
                continue;
            }
            let legal = service.legal_actions(&ctx(channel, person.0));
            let Some(action) = legal.first() else { continue };
            // Each move sets three computers thinking for a round.
            fake.slash(person, channel, "move", &[("action", json!(action.notation))]);
            moves += 1;
            // And the person looks at their hand while they think.
            fake.slash(person, channel, "hand", &[]);
        }
        fake.slash(DAN, QUIET, "rules", &[("game", json!("tree"))]);
        asked += 1;
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert!(moves >= 6, "the computers answered only {moves} moves in 12 s");
    assert!(asked >= 20, "{asked}");
    // Let the last commands be answered, then judge every interaction.
    tokio::time::sleep(Duration::from_secs(3)).await;
    fake.assert_answered_in_time();
    bot.stop().await;
}
