//! Issue 54: a hard computer thinks on the person's time, within its
//! budget, and only where moves are not seeded.

use crate::common;
use common::{ctx, service};
use dominoes_bot::engine::GameKind;

use dominoes_bot::ai::Level;
use dominoes_bot::service::{PonderBudget, Seeds, Service, SystemClock};
use dominoes_bot::store::Store;
use std::time::{Duration, Instant};

const HERE: u64 = 70;

fn timed(budget: PonderBudget) -> Service {
    Service::new(Store::scratch().unwrap(), Box::new(SystemClock), Seeds::Entropy)
        .with_computer_threads(1)
        .with_pondering(budget)
}

/// Plays the computers' moves until the person (user 1) is to move.
fn to_the_person(svc: &Service) {
    for _ in 0..20 {
        svc.play_computers(HERE);
        let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        if row.to_act == Some(1) {
            return;
        }
    }
    panic!("the person never got the move");
}

#[test]
fn a_hard_computer_ponders_on_the_persons_turn_and_stops_when_its_budget_is_spent() {
    let svc = timed(PonderBudget { seconds: 1, games: 1 });
    svc.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Hard], None);
    to_the_person(&svc);
    assert_eq!(svc.pondering(), 1, "the computer thinks while the person does");
    // The person takes their time: the ponder ends on its own.
    let started = Instant::now();
    while svc.pondering() > 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "still pondering long after its budget"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // The move comes: the computer answers (from what it pondered, or
    // afresh), and ponders again on the person's next turn.
    let action = svc.legal_actions(&ctx(HERE, 1))[0].notation.clone();
    svc.make_move(&ctx(HERE, 1), &action);
    to_the_person(&svc);
    assert_eq!(svc.pondering(), 1);
}

#[test]
fn nobody_ponders_when_switched_off_in_a_seeded_game_or_against_medium() {
    let off = timed(PonderBudget { seconds: 0, games: 1 });
    off.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Hard], None);
    to_the_person(&off);
    assert_eq!(off.pondering(), 0, "switched off");

    let seeded = service(3).with_pondering(PonderBudget { seconds: 5, games: 1 });
    seeded.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Hard], None);
    to_the_person(&seeded);
    assert_eq!(seeded.pondering(), 0, "a seeded game plays by its seed alone");

    let medium = timed(PonderBudget { seconds: 5, games: 1 });
    medium.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Medium], None);
    to_the_person(&medium);
    assert_eq!(medium.pondering(), 0, "only the hard level searches");
}
