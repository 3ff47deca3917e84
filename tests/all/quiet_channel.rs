//! A quiet channel: the bot posts what a turn needs and no more. Service
//! level; the message counts through the fake Discord are in
//! `tests/discord_quiet.rs`.

use crate::common;
use crate::common::refused;
use common::{ctx, is_private_to, press, service, start, to_act};
use dominoes_bot::engine::GameKind;
use dominoes_bot::service::{GameRefusal, WaitRefusal};

const HERE: u64 = 500;

fn play_two_moves(svc: &dominoes_bot::service::Service, id: i64) {
    for _ in 0..2 {
        let next = to_act(svc, id).unwrap();
        let a = svc.legal_actions(&ctx(HERE, next))[0].notation.clone();
        svc.make_move(&ctx(HERE, next), &a);
    }
}

#[test]
fn asking_again_to_abort_or_pause_answers_privately_and_pings_nobody() {
    let svc = service(8);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    play_two_moves(&svc, id);
    for ask in [
        |s: &dominoes_bot::service::Service| s.abort(&ctx(HERE, 1)),
        |s: &dominoes_bot::service::Service| s.pause(&ctx(HERE, 1)),
    ] {
        let first = ask(&svc);
        assert!(!first[0].mentions.is_empty(), "the first request pings the others");
        let version = svc.store().game(id).unwrap().unwrap().version;
        let again = ask(&svc);
        assert_eq!(again.len(), 1);
        assert!(is_private_to(&again[0], 1), "{:?}", again[0]);
        assert!(
            refused!(again[0], Game(GameRefusal::AbortAsked)) || refused!(again[0], Wait(WaitRefusal::PauseAsked)),
            "{}",
            again[0].text
        );
        assert!(again[0].mentions.is_empty());
        assert_eq!(
            svc.store().game(id).unwrap().unwrap().version,
            version,
            "nothing changed"
        );
    }
}

#[test]
fn a_challenge_is_updated_in_place_and_loses_its_buttons_when_it_ends() {
    use common::user;
    use dominoes_bot::service::ButtonId;
    let svc = service(8);
    let r = svc.play(&ctx(HERE, 1), GameKind::Euronimoes, &[user(2), user(3)], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    assert!(!r[0].in_place, "the challenge itself is a new post");
    // One of two accepts: the challenge shows it, buttons kept, nobody pinged.
    let r = press(&svc, &ctx(HERE, 2), ButtonId::Accept(id));
    assert_eq!(r.len(), 1);
    assert!(r[0].in_place && r[0].mentions.is_empty(), "{:?}", r[0]);
    assert!(r[0].text.contains("<@2>: ready"), "{}", r[0].text);
    assert!(r[0].buttons.iter().any(|b| b.id == format!("accept:{id}")));
    // The last accept: the challenge loses its buttons, the game is the new post.
    let r = press(&svc, &ctx(HERE, 3), ButtonId::Accept(id));
    assert!(r[0].in_place && r[0].buttons.is_empty(), "{:?}", r[0]);
    assert!(!r[1].in_place && r[1].text.contains("begins"), "{}", r[1].text);
    // A button left on it later is taken off, with a private word.
    let r = press(&svc, &ctx(HERE, 2), ButtonId::Decline(id));
    assert!(
        r[0].in_place && r[0].text.is_empty() && r[0].buttons.is_empty(),
        "{:?}",
        r[0]
    );
    assert!(
        is_private_to(&r[1], 2) && r[1].text.contains("no longer open"),
        "{}",
        r[1].text
    );

    // Cancelled: the challenge says so in place, without buttons.
    let svc = service(8);
    svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    let r = press(&svc, &ctx(HERE, 1), ButtonId::Cancel(id));
    assert!(
        r[0].in_place && r[0].buttons.is_empty() && r[0].text.contains("cancelled"),
        "{:?}",
        r[0]
    );
}

/// What one whole game sent its channel.
#[derive(Default)]
struct Sent {
    /// Runs of actions by one seat.
    turns: usize,
    /// Public replies: each was a new message before turns were edited.
    public: usize,
    /// Public replies that are new messages now (the others edit one).
    new: usize,
    /// Bytes of the public replies (text and picture; an edit uploads its
    /// picture too).
    bytes: usize,
}

impl Sent {
    fn count(&mut self, r: &dominoes_bot::service::Reply) {
        use dominoes_bot::service::{Audience, TurnMessage};
        if r.audience != Audience::Public {
            return;
        }
        self.public += 1;
        if !matches!(r.turn, Some(TurnMessage::Edit(_))) {
            self.new += 1;
        }
        self.bytes += r.text.len() + r.image.as_ref().map_or(0, |i| i.png.len());
    }
}

/// Plays a whole game of `kind`: `people` people (always their first legal
/// action) and `computers` easy computer seats.
fn whole_game(kind: dominoes_bot::engine::GameKind, people: usize, computers: usize) -> Sent {
    use dominoes_bot::ai::Level;
    let svc = service(3);
    let others: Vec<_> = (2..=people as u64).map(common::user).collect();
    let levels = vec![Level::Easy; computers];
    let mut sent = Sent::default();
    let r = svc.play_against(&ctx(HERE, 1), kind, &others, &levels, None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    for u in 2..=people as u64 {
        press(&svc, &ctx(HERE, u), dominoes_bot::service::ButtonId::Accept(id));
    }
    r.iter().for_each(|r| sent.count(r));
    for _ in 0..2000 {
        svc.play_computers(HERE).iter().for_each(|n| sent.count(&n.reply));
        let Some(next) = to_act(&svc, id) else { break };
        let a = svc.legal_actions(&ctx(HERE, next))[0].notation.clone();
        svc.make_move(&ctx(HERE, next), &a).iter().for_each(|r| sent.count(r));
    }
    let seats: Vec<usize> = svc.store().actions(id).unwrap().iter().map(|a| a.seat).collect();
    sent.turns = 1 + seats.windows(2).filter(|w| w[0] != w[1]).count();
    sent
}

/// Public messages and bytes per turn for every game, people only and one
/// person against computers, as the notes report them:
/// `cargo test --test all quiet_channel:: -- --ignored --nocapture`.
#[test]
#[ignore = "a report, not a check"]
fn report_messages_per_turn() {
    use dominoes_bot::engine::GameKind;
    println!("game | table | turns | messages per turn before -> after | KB per turn");
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let (lo, hi) = kind.player_range(None);
        for (people, computers) in [(lo.max(2), 0), (1, hi - 1)] {
            let s = whole_game(kind, people, computers);
            let per = |n: usize| n as f64 / s.turns as f64;
            println!(
                "{} | {people} people, {computers} computers | {} | {:.2} -> {:.2} | {:.0}",
                kind.id(),
                s.turns,
                per(s.public),
                per(s.new),
                per(s.bytes) / 1024.0
            );
        }
    }
}
