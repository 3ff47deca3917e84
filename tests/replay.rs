//! Every stored game, whatever state it is in, replays from its seed and
//! action log to exactly the stored snapshot and generator state; and a
//! database reopened after the process goes away still holds every move.

mod people;
use people::user;

use dominoes_bot::service::replay::replay;
use dominoes_bot::service::{Audience, Ctx, Seeds, Service, SystemClock, User};
use dominoes_bot::store::Store;
use std::path::Path;
use std::sync::atomic::AtomicU64;

fn ctx(channel: u64, id: u64) -> Ctx {
    people::ctx_in(1, channel, id)
}

fn open(path: &Path, seed: u64) -> Service {
    Service::new(
        Store::open(path).unwrap(),
        Box::new(SystemClock),
        Seeds::Fixed(AtomicU64::new(seed)),
    )
}

/// Starts a game in `channel` and plays up to `moves` random-ish moves.
fn game(svc: &Service, channel: u64, kind: &str, players: u64, moves: usize) -> i64 {
    let opponents: Vec<User> = (2..=players).map(user).collect();
    let r = svc.play(&ctx(channel, 1), kind, &opponents, None);
    let id: i64 = r[0].buttons[0].id.split_once(':').unwrap().1.parse().unwrap();
    for u in 2..=players {
        svc.button(&ctx(channel, u), &format!("accept:{id}"));
    }
    for i in 0..moves {
        let Some(next) = svc.store().game(id).unwrap().unwrap().to_act else {
            break;
        };
        let legal = svc.legal_actions(&ctx(channel, next));
        let r = svc.make_move(&ctx(channel, next), &legal[(i * 7) % legal.len()].notation);
        assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    }
    id
}

#[test]
fn every_stored_game_replays_to_its_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite3");
    {
        let svc = open(&path, 100);
        game(&svc, 1, "dominimum", 2, 1000);
        game(&svc, 2, "dominimum", 4, 1000);
        game(&svc, 3, "dominomega", 3, 1000);
        game(&svc, 4, "dominomega", 2, 1000);
        game(&svc, 5, "dominimum", 3, 10);
        game(&svc, 6, "dominomega", 3, 5);
        let resigned = game(&svc, 7, "dominimum", 2, 4);
        let confirm = svc.resign(&ctx(7, 1));
        svc.button(&ctx(7, 1), &confirm[0].buttons[0].id);
        assert!(svc.store().game(resigned).unwrap().unwrap().outcome.is_some());
        game(&svc, 8, "dominimum", 2, 1);
        svc.abort(&ctx(8, 2));
        // Dice rolls, coin stacks and many small actions per turn.
        game(&svc, 9, "dominoids", 2, 60);
    }
    // A new process on the same file.
    let svc = open(&path, 999);
    let ids = svc.store().started_game_ids().unwrap();
    assert_eq!(ids.len(), 9);
    for id in ids {
        let row = svc.store().game(id).unwrap().unwrap();
        let actions = svc.store().actions(id).unwrap();
        assert_eq!(actions.len() as i64, actions.last().map_or(0, |a| a.ply));
        let (snapshot, rng) = replay(&row, &actions).unwrap_or_else(|e| panic!("game {id}: {e}"));
        assert_eq!(Some(snapshot), row.snapshot, "game {id} snapshot");
        assert_eq!(Some(rng), row.rng, "game {id} generator");
    }
    // The unfinished games go on after the "restart".
    let row = svc.store().open_game_in_channel(5).unwrap().unwrap();
    let next = row.to_act.unwrap();
    let legal = svc.legal_actions(&ctx(5, next));
    assert_eq!(
        svc.make_move(&ctx(5, next), &legal[0].notation)[0].audience,
        Audience::Public
    );
}

#[test]
fn a_tampered_log_is_detected() {
    let svc = Service::new(
        Store::open_in_memory().unwrap(),
        Box::new(SystemClock),
        Seeds::Fixed(AtomicU64::new(5)),
    );
    let id = game(&svc, 1, "dominomega", 3, 6);
    let row = svc.store().game(id).unwrap().unwrap();
    let mut actions = svc.store().actions(id).unwrap();
    actions.pop();
    let (snapshot, _) = replay(&row, &actions).unwrap();
    assert_ne!(Some(snapshot), row.snapshot);
    actions.swap(0, 1);
    assert!(replay(&row, &actions).is_err());
}
