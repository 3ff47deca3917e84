//! Three bot processes on one PostgreSQL database, as three services with
//! stores of their own (no lock or memory in common, only the database),
//! hammering the same games and timers at the same moments: every action
//! is stored once, every reminder sent once, every computer move played
//! once, every owed post claimed by one of them, and a computer move owed
//! by a process that stopped while thinking is played by another.

use crate::common;
use common::{ctx, service_on, start, to_act};
use dominoes_bot::engine::GameKind;

use dominoes_bot::ai::Level;
use dominoes_bot::service::{Clock, ManualClock, Notice, Reply, Service};
use dominoes_bot::store::{Status, Store};
use dominoes_testkit as pgserver;
use std::sync::Arc;

const T0: i64 = 1_800_000_000;
const HOUR: i64 = 3600;
const GAMES: u64 = 6;
const CHANNEL: u64 = 500;

/// Three services on one database and one clock.
fn three() -> (Vec<Arc<Service>>, Arc<ManualClock>) {
    let url = pgserver::fresh_database(&pgserver::shared_url().unwrap()).unwrap();
    let clock = Arc::new(ManualClock::starting_at(T0));
    let services = (0..3)
        .map(|i| {
            let store = Store::connect(&url).unwrap();
            Arc::new(service_on(store, clock.clone(), 100 + i).without_board_pictures())
        })
        .collect();
    (services, clock)
}

/// Runs `f` on every service at once (one thread each) and returns what
/// each returned.
fn at_once<T: Send>(services: &[Arc<Service>], f: impl Fn(&Service) -> T + Sync) -> Vec<T> {
    let barrier = std::sync::Barrier::new(services.len());
    std::thread::scope(|s| {
        let handles: Vec<_> = services
            .iter()
            .map(|svc| {
                let (f, barrier) = (&f, &barrier);
                s.spawn(move || {
                    barrier.wait();
                    f(svc)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

/// Whether `replies` say a move was stored (its public post settles it).
fn accepted(replies: &[Reply]) -> bool {
    replies.iter().any(|r| r.settles.is_some())
}

fn action_count(svc: &Service, id: i64) -> i64 {
    svc.store().action_count(id).unwrap()
}

#[test]
fn every_action_is_stored_once_when_three_processes_submit_it_together() {
    let (services, _clock) = three();
    let ids: Vec<i64> = (0..GAMES)
        .map(|g| start(&services[0], CHANNEL + g, "dominimum", &[1 + 2 * g, 2 + 2 * g]))
        .collect();
    let mut stored = 0;
    for _ in 0..8 {
        for (g, &id) in ids.iter().enumerate() {
            let channel = CHANNEL + g as u64;
            let Some(mover) = to_act(&services[0], id) else {
                continue;
            };
            let action = services[0].legal_actions(&ctx(channel, mover))[0].notation.clone();
            let before = action_count(&services[0], id);
            // The same person's same move, sent to three processes at once.
            let took = at_once(&services, |svc| accepted(&svc.make_move(&ctx(channel, mover), &action)));
            let took = took.iter().filter(|t| **t).count();
            assert_eq!(took, 1, "game {id}: accepted by {took} processes");
            assert_eq!(action_count(&services[0], id), before + 1, "game {id}");
            stored += 1;
        }
    }
    assert!(stored >= GAMES as usize * 4, "{stored} moves");
}

#[test]
fn every_reminder_is_sent_once_and_every_owed_post_claimed_once() {
    let (services, clock) = three();
    for g in 0..GAMES {
        start(&services[0], CHANNEL + g, "dominimum", &[1 + 2 * g, 2 + 2 * g]);
    }
    for day in 1..=3 {
        clock.advance(24 * HOUR);
        let sent: Vec<Vec<Notice>> = at_once(&services, Service::tick);
        let reminders = sent
            .iter()
            .flatten()
            .filter(|n| n.reply.text.contains("reminder"))
            .count();
        assert_eq!(reminders, GAMES as usize, "day {day}: one reminder a game");
    }
    // A move in each game, whose posts never go out: once their claim
    // ends, the three rounds share them out, each to one process.
    for g in 0..GAMES {
        let channel = CHANNEL + g;
        let id = services[0].store().open_game_in_channel(channel).unwrap().unwrap().id;
        let mover = to_act(&services[0], id).unwrap();
        let action = services[0].legal_actions(&ctx(channel, mover))[0].notation.clone();
        assert!(accepted(&services[0].make_move(&ctx(channel, mover), &action)));
    }
    assert!(
        at_once(&services, |svc| svc.owed_posts(true)).iter().all(Vec::is_empty),
        "held by the mover's process"
    );
    clock.advance(dominoes_bot::store::POST_LEASE);
    let claimed: Vec<Vec<Notice>> = at_once(&services, |svc| svc.owed_posts(false));
    let mut games: Vec<i64> = claimed
        .iter()
        .flatten()
        .map(|n| n.reply.settles.unwrap().game)
        .collect();
    games.sort_unstable();
    games.dedup();
    assert_eq!(
        claimed.iter().map(Vec::len).sum::<usize>(),
        GAMES as usize,
        "each post once"
    );
    assert_eq!(games.len(), GAMES as usize);
}

#[test]
fn every_computer_move_is_played_once_and_a_stopped_process_s_move_by_another() {
    let (services, clock) = three();
    for g in 0..GAMES {
        services[0].play_against(
            &ctx(CHANNEL + g, 1 + g),
            GameKind::Dominimum,
            &[],
            &[Level::Random],
            None,
        );
    }
    for _ in 0..6 {
        clock.advance(1);
        // Every process's front end and timer round asks at once.
        at_once(&services, |svc| {
            for g in 0..GAMES {
                svc.play_computers(CHANNEL + g);
            }
            svc.computer_turns()
        });
        for g in 0..GAMES {
            let channel = CHANNEL + g;
            let row = services[0].store().open_game_in_channel(channel).unwrap();
            let Some(row) = row.filter(|r| r.status == Status::Active) else {
                continue;
            };
            assert!(row.to_act.is_some(), "game {}: the computer's move was played", row.id);
            let actions = services[0].store().actions(row.id).unwrap();
            for pair in actions.windows(2) {
                assert_ne!(
                    pair[0].seat, pair[1].seat,
                    "game {}: a seat moved twice in a row",
                    row.id
                );
            }
            let person = row.to_act.unwrap();
            let action = services[0].legal_actions(&ctx(channel, person))[0].notation.clone();
            assert!(accepted(&services[1].make_move(&ctx(channel, person), &action)));
        }
    }
    // A process claims a computer move and stops before playing it.
    let channel = (0..GAMES)
        .map(|g| CHANNEL + g)
        .find(|&c| {
            let row = services[0].store().open_game_in_channel(c).unwrap();
            row.is_some_and(|r| r.status == Status::Active && r.to_act.is_none())
        })
        .expect("a game where the computer is to move");
    let id = services[0].store().open_game_in_channel(channel).unwrap().unwrap().id;
    clock.advance(1000);
    let now = Clock::now(&*clock);
    assert!(services[2].store().claim_computer_move(id, now, now + 60).unwrap());
    let before = action_count(&services[0], id);
    assert!(
        !services[0].computer_channels_due().contains(&channel),
        "no round sees it"
    );
    assert!(
        services[0].play_computers(channel).is_empty(),
        "held by the stopped process"
    );
    assert_eq!(action_count(&services[0], id), before);
    clock.advance(60);
    assert!(
        services[0].computer_channels_due().contains(&channel),
        "its claim ended"
    );
    services[0].computer_turns();
    assert_eq!(action_count(&services[0], id), before + 1, "played by another process");
}
