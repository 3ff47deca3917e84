//! The timer round asks the store only for what is due (an index on each
//! game's next due time, written with every save): a round with nothing
//! due loads no game; each kind of due thing (a reminder, a deadline
//! notice, an automatic decision, a computer's move) is found exactly when
//! it falls due, a paused game never; and `/settings` never makes a
//! reminder come late.

use crate::common;
use common::{ctx, service_on, start, to_act};
use dominoes_bot::engine::GameKind;

use dominoes_bot::ai::Level;
use dominoes_bot::service::{Audience, ManualClock, Notice, Service, SettingsChange};
use dominoes_bot::store::{Status, Store};
use std::sync::Arc;

const HERE: u64 = 70;
const HOUR: i64 = 3600;
const T0: i64 = 1_800_000_000;
const SEED: u64 = 9;

/// A service without board pictures (they cost time and are not what is
/// tested here) on a clock the test moves.
fn setup() -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::starting_at(T0));
    let svc = service_on(Store::scratch().unwrap(), clock.clone(), SEED).without_board_pictures();
    (svc, clock)
}

/// The ids of the games the store finds due at `at`.
fn due_at(svc: &Service, at: i64) -> Vec<i64> {
    svc.store().due_games(at).unwrap().iter().map(|g| g.id).collect()
}

/// A timer round now: what it sends, and how many games it loaded.
fn round(svc: &Service) -> (Vec<Notice>, usize) {
    svc.take_metrics();
    let notices = svc.tick();
    (notices, svc.take_metrics().timer_loads)
}

fn with_text(notices: &[Notice], text: &str) -> usize {
    notices.iter().filter(|n| n.reply.text.contains(text)).count()
}

#[test]
fn a_round_with_nothing_due_loads_no_game() {
    let (svc, clock) = setup();
    let games = 12;
    for g in 0..games {
        start(&svc, HERE + g, "dominimum", &[1 + 2 * g, 2 + 2 * g]);
    }
    clock.advance(24 * HOUR - 1);
    assert_eq!(round(&svc), (vec![], 0), "nothing due, nothing read");
    clock.advance(1);
    let (notices, loads) = round(&svc);
    assert_eq!(with_text(&notices, "reminder"), games as usize);
    assert_eq!(loads, games as usize, "each game due is read once");
    assert_eq!(round(&svc), (vec![], 0), "each due time moved on to the next reminder");
}

#[test]
fn a_reminder_is_found_exactly_when_due() {
    let (svc, clock) = setup();
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let first = to_act(&svc, id).unwrap();
    assert!(due_at(&svc, T0 + 24 * HOUR - 1).is_empty());
    assert_eq!(due_at(&svc, T0 + 24 * HOUR), vec![id]);
    clock.advance(24 * HOUR - 1);
    assert!(svc.tick().is_empty());
    clock.advance(1);
    let notices = svc.tick();
    assert_eq!(with_text(&notices, "reminder"), 1, "{notices:?}");
    assert_eq!(notices[0].reply.mentions, vec![first]);
    assert_eq!(due_at(&svc, T0 + 48 * HOUR), vec![id], "then the second reminder");
    assert!(due_at(&svc, T0 + 48 * HOUR - 1).is_empty());
}

#[test]
fn a_deadline_notice_and_the_decision_are_found_exactly_when_due() {
    let (svc, clock) = setup();
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let change = SettingsChange {
        reminder_hours: Some(0),
        deadline_hours: Some(48),
        grace_hours: Some(24),
        ..Default::default()
    };
    svc.settings(&ctx(HERE, 1), true, &change);
    assert_eq!(due_at(&svc, T0), vec![id], "new timers: looked at again at once");
    assert_eq!(round(&svc), (vec![], 1), "nothing due yet; the time worked out again");
    assert!(due_at(&svc, T0 + 48 * HOUR - 1).is_empty());
    assert_eq!(due_at(&svc, T0 + 48 * HOUR), vec![id]);
    clock.advance(48 * HOUR);
    assert_eq!(with_text(&svc.tick(), "run out"), 1);
    assert!(due_at(&svc, T0 + 72 * HOUR - 1).is_empty(), "announced once");
    assert_eq!(due_at(&svc, T0 + 72 * HOUR), vec![id]);
    clock.advance(24 * HOUR);
    assert_eq!(with_text(&svc.tick(), "Game over"), 1);
    assert!(due_at(&svc, i64::MAX).is_empty(), "a finished game is never due");
}

#[test]
fn a_paused_game_is_never_due_and_resumes_its_clock() {
    let (svc, clock) = setup();
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    clock.advance(10 * HOUR);
    svc.pause(&ctx(HERE, 1));
    assert_eq!(due_at(&svc, T0 + 24 * HOUR), vec![id], "one vote does not pause");
    let r = svc.pause(&ctx(HERE, 2));
    assert!(r[0].text.contains("paused by agreement"), "{}", r[0].text);
    assert!(due_at(&svc, i64::MAX).is_empty(), "no clock while paused");
    assert!(svc.computer_channels_due().is_empty());
    clock.advance(100 * HOUR);
    assert_eq!(round(&svc), (vec![], 0));
    svc.resume(&ctx(HERE, 1));
    // Ten hours had passed before the pause: the reminder is 14 hours away.
    let now = T0 + 110 * HOUR;
    assert!(due_at(&svc, now + 14 * HOUR - 1).is_empty());
    assert_eq!(due_at(&svc, now + 14 * HOUR), vec![id]);
}

#[test]
fn a_computer_move_is_due_exactly_while_the_computer_owes_it() {
    let (svc, _clock) = setup();
    svc.play_against(&ctx(HERE, 1), GameKind::Dominimum, &[], &[Level::Random], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    let (mut computer_turns, mut person_turns) = (0, 0);
    for _ in 0..100 {
        let row = svc.store().game(id).unwrap().unwrap();
        if row.status != Status::Active {
            break;
        }
        let owed = svc.computer_channels_due();
        if row.to_act.is_none() {
            computer_turns += 1;
            assert_eq!(owed, vec![HERE], "the computer is to move");
            assert!(due_at(&svc, i64::MAX).is_empty(), "no reminder for the computer");
            assert!(!svc.computer_turns().is_empty(), "and the round plays it");
        } else {
            person_turns += 1;
            assert!(owed.is_empty(), "a person is to move");
            assert_eq!(due_at(&svc, T0 + 24 * HOUR), vec![id], "their reminder is");
            let a = svc.legal_actions(&ctx(HERE, 1))[0].notation.clone();
            assert_eq!(svc.make_move(&ctx(HERE, 1), &a)[0].audience, Audience::Public);
        }
    }
    assert!(
        computer_turns > 0 && person_turns > 0,
        "{computer_turns} {person_turns}"
    );
}

#[test]
fn changing_the_settings_never_makes_a_reminder_late() {
    let (svc, clock) = setup();
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    clock.advance(HOUR);
    let every = |hours| SettingsChange {
        reminder_hours: Some(hours),
        ..Default::default()
    };
    // Sooner: the reminder due two hours into the wait comes then, not
    // at the day the old settings said.
    svc.settings(&ctx(HERE, 1), true, &every(2));
    assert_eq!(round(&svc), (vec![], 1));
    clock.advance(HOUR - 1);
    assert!(svc.tick().is_empty());
    clock.advance(1);
    assert_eq!(with_text(&svc.tick(), "reminder"), 1);
    // Later: the round looks early once, finds nothing, and waits for the
    // new time.
    svc.settings(&ctx(HERE, 1), true, &every(48));
    clock.advance(22 * HOUR);
    assert_eq!(round(&svc), (vec![], 1), "looked at once, nothing sent");
    assert_eq!(round(&svc), (vec![], 0));
    assert!(due_at(&svc, T0 + 96 * HOUR - 1).is_empty());
    assert_eq!(
        due_at(&svc, T0 + 96 * HOUR),
        vec![id],
        "the second reminder of a 48-hour rhythm"
    );
    // A change that moves no timer (threads) leaves the due time alone.
    let threads = SettingsChange {
        threads: Some(true),
        ..Default::default()
    };
    svc.settings(&ctx(HERE, 1), true, &threads);
    assert_eq!(round(&svc), (vec![], 0));
}
