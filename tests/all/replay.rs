//! Every stored game, whatever state it is in, replays from its seed and
//! action log to exactly the stored snapshot and generator state: every
//! game (but the puzzle, which has no table), with each of its variants, at
//! every number of seats it takes; and a database reopened after the
//! process goes away still holds every move.

use crate::common;
use common::{ctx, open, play, service, start, start_with, temp_db};

use dominoes_bot::engine::GameKind;
use dominoes_bot::i18n::Locale;
use dominoes_bot::service::Audience;
use dominoes_bot::service::replay::replay;
use dominoes_bot::store::Store;

/// Moves played at each table of [`tables`]: enough for draws, climbs,
/// gifts and dice, few enough to keep the test quick.
const MOVES: usize = 60;

/// Every game but the puzzle, with no variant and with each of its
/// variants, at every number of seats that takes.
fn tables() -> Vec<(GameKind, Option<&'static str>, usize)> {
    let mut out = Vec::new();
    for kind in GameKind::ALL.into_iter().filter(|k| !k.is_puzzle()) {
        let variants = std::iter::once(None).chain(kind.variants().iter().map(|v| Some(v.id)));
        for variant in variants {
            let (min, max) = kind.player_range(variant);
            for seats in min..=max {
                out.push((kind, variant, seats));
            }
        }
    }
    out
}

/// Starts `kind` in `channel` between users 1..=`players` and plays up to
/// `moves` moves, each the legal action a step of seven further on.
fn game(svc: &dominoes_bot::service::Service, channel: u64, kind: &str, players: u64, moves: usize) -> i64 {
    let people: Vec<u64> = (1..=players).collect();
    let id = start(svc, channel, kind, &people);
    play(svc, channel, id, moves, |i, n| (i * 7) % n);
    id
}

/// Checks that every started game in `store` replays to its snapshot and
/// generator state; returns how many there are.
fn check_every_game_replays(store: &Store) -> usize {
    let ids = store.started_game_ids().unwrap();
    for &id in &ids {
        let row = store.game(id).unwrap().unwrap();
        let actions = store.actions(id).unwrap();
        assert_eq!(actions.len() as i64, actions.last().map_or(0, |a| a.ply));
        let (snapshot, rng) = replay(&row, &actions).unwrap_or_else(|e| panic!("game {id} ({}): {e}", row.kind.id()));
        assert_eq!(Some(snapshot), row.snapshot, "game {id} ({}) snapshot", row.kind.id());
        assert_eq!(Some(rng), row.rng, "game {id} ({}) generator", row.kind.id());
    }
    ids.len()
}

#[test]
fn every_game_variant_and_table_size_replays_to_its_snapshot() {
    let (_dir, path) = temp_db();
    let tables = tables();
    {
        // The pictures are not what is checked here, and drawing them would
        // take most of the time.
        let svc = open(&path, 100).without_board_pictures();
        for (i, &(kind, variant, seats)) in tables.iter().enumerate() {
            let channel = 1000 + i as u64;
            let people: Vec<u64> = (1..=seats as u64).collect();
            let id = start_with(&svc, channel, kind.id(), variant, &people);
            play(&svc, channel, id, MOVES, |i, n| (i * 7 + seats) % n);
        }
    }
    // A new process on the same file.
    let svc = open(&path, 999);
    assert_eq!(check_every_game_replays(svc.store()), tables.len());
    // Every game was played.
    let played: Vec<GameKind> = tables.iter().map(|t| t.0).collect();
    for kind in GameKind::ALL.into_iter().filter(|k| !k.is_puzzle()) {
        assert!(played.contains(&kind), "{} was not played", kind.id());
    }
}

#[test]
fn every_stored_game_replays_to_its_snapshot() {
    let (_dir, path) = temp_db();
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
    assert_eq!(check_every_game_replays(svc.store()), 9);
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
    let svc = service(5);
    let id = game(&svc, 1, "dominomega", 3, 6);
    let row = svc.store().game(id).unwrap().unwrap();
    let mut actions = svc.store().actions(id).unwrap();
    actions.pop();
    let (snapshot, _) = replay(&row, &actions).unwrap();
    assert_ne!(Some(snapshot), row.snapshot);
    actions.swap(0, 1);
    assert!(replay(&row, &actions).is_err());
}

/// A finished two-player Dominimum of up to 12 moves in `channel` (ended
/// by a resignation if it is not over by then; few moves, so its
/// pictures are drawn quickly in a debug build): its number.
fn finished_game(svc: &dominoes_bot::service::Service, channel: u64) -> i64 {
    let id = game(svc, channel, "dominimum", 2, 12);
    if svc.store().game(id).unwrap().unwrap().outcome.is_none() {
        let confirm = svc.resign(&ctx(channel, 1));
        svc.button(&ctx(channel, 1), &confirm[0].buttons[0].id);
    }
    assert!(svc.store().game(id).unwrap().unwrap().outcome.is_some());
    id
}

/// Discord refuses an upload above the interaction's
/// `attachment_size_limit` (413, code 40005), which the replay's
/// animation (1.0-1.35 MB) met where the limit was smaller: the player read
/// "Something went wrong" every time. Now the animation loses frames to
/// fit, a picture that cannot fit is left out with a note, and the
/// stepping message always arrives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_fits_the_upload_limit_and_keeps_its_stepping_message() {
    use common::bot::{TestBot, connection};
    use common::fake_discord::FakeDiscord;
    use serde_json::json;
    use std::sync::Arc;
    const CHANNEL: u64 = 77;
    const EVE: (u64, &str) = (13, "eve");

    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let service = Arc::new(common::service_on(
        Store::open(&db).unwrap(),
        dominoes_bot::service::SystemClock,
        21,
    ));
    let id = finished_game(&service, CHANNEL);
    let whole = service.replay(&ctx(CHANNEL, 3), id, None);
    let gif = whole[1].image.as_ref().unwrap().png.len();
    let bot = TestBot::start(&connection(&fake), service.clone()).await;
    fake.registrations(1).await;

    // A limit the whole animation is over.
    let limit = gif * 2 / 3;
    fake.set_attachment_limit(limit as u64);
    let replay = fake
        .answers_to(&fake.slash(EVE, CHANNEL, "replay", &[("id", json!(id))]), 2)
        .await;
    assert_eq!(replay.len(), 2, "{replay:#?}");
    assert!(
        replay[0].content().contains(&format!("Game #{id}")),
        "{}",
        replay[0].content()
    );
    assert!(!replay[0].button_ids().is_empty(), "the stepping buttons");
    assert!(replay[0].files[0].1.starts_with(b"\x89PNG"));
    let animation = &replay[1].files[0].1;
    assert!(animation.starts_with(b"GIF8"));
    assert!(animation.len() <= limit, "{} bytes over {limit}", animation.len());
    assert!(replay[1].content().contains("Shortened to"), "{}", replay[1].content());

    // A limit no picture fits: the messages still arrive, saying why
    // their pictures are missing.
    fake.set_attachment_limit(1000);
    let replay = fake
        .answers_to(&fake.slash(EVE, CHANNEL, "replay", &[("id", json!(id))]), 2)
        .await;
    assert_eq!(replay.len(), 2, "{replay:#?}");
    assert!(!replay[0].button_ids().is_empty(), "the stepping buttons");
    for r in &replay {
        assert!(r.files.is_empty(), "{:?}", r.files.len());
        assert!(r.content().contains("so it is left out"), "{}", r.content());
    }
    // Stepping on from the message works under the limit too.
    let step = fake
        .answers_to(&fake.button(EVE, CHANNEL, &replay[0].button_ids()[0]), 1)
        .await;
    assert!(step[0].files.is_empty());
    assert!(step[0].content().contains("so it is left out"), "{}", step[0].content());
    // Nothing was ever uploaded over the limit of its interaction.
    let refused = fake
        .calls()
        .into_iter()
        .filter(|c| c.files.iter().any(|f| f.1.len() > limit))
        .count();
    assert_eq!(refused, 0);
    bot.stop().await;
}

/// A replay's step picture speaks its reader's language like the rest of
/// the private reply (issue 55): the game spoke English, a Spanish
/// reader's picture is drawn in Spanish words.
#[test]
fn a_replays_step_picture_is_drawn_in_its_readers_language() {
    let svc = service(11);
    let id = finished_game(&svc, 5);
    let picture = |locale| {
        let mut reader = ctx(5, 1);
        reader.locale = locale;
        svc.replay(&reader, id, Some(1))[0].image.clone().unwrap().png
    };
    let english = picture(Locale::EnUs);
    assert_eq!(english, picture(Locale::EnUs), "the same step is drawn the same twice");
    assert_ne!(
        picture(Locale::EsEs),
        english,
        "a Spanish reader's picture is in Spanish"
    );
}
