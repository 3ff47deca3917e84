//! Games that last days, with a clock the tests move: reminders, opting
//! out or into direct messages, move deadlines and claims, automatic
//! decisions, pauses, takebacks, `/games` and `/settings`, and restarts in
//! between that never act twice.

use crate::common;
use crate::common::button_id;
use crate::common::refused;
use common::{GUILD, clocked, ctx, is_private_to, service_on, start, temp_db, to_act};
use dominoes_bot::service::ButtonId;
use dominoes_bot::service::{MoveRefusal, ShowRefusal, TakebackRefusal, WaitRefusal};
use dominoes_bot::store::NotifyMode;

use dominoes_bot::engine::Outcome;
use dominoes_bot::service::{Audience, Clock, Destination, ManualClock, Notice, Reply, Service, SettingsChange};
use dominoes_bot::store::{Status, Store};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};

const HERE: u64 = 50;
const HOUR: i64 = 3600;
const T0: i64 = 1_800_000_000;
const SEED: u64 = 3;

fn setup() -> (Service, Arc<ManualClock>) {
    clocked(T0, SEED)
}

/// A service on the database file `db`, on `clock` (a restart).
fn reopen(db: &Path, clock: &Arc<ManualClock>) -> Service {
    service_on(Store::open(db).unwrap(), clock.clone(), SEED)
}

/// Starts a two-player game of `kind` between users 1 and 2; returns its
/// id and the user to act first.
fn duel(svc: &Service, kind: &str) -> (i64, u64) {
    let id = start(svc, HERE, kind, &[1, 2]);
    (id, to_act(svc, id).unwrap())
}

fn other(u: u64) -> u64 {
    if u == 1 { 2 } else { 1 }
}

fn seat(row: &dominoes_bot::store::GameRow, u: u64) -> usize {
    row.player_by_user(u).and_then(|p| p.seat).unwrap()
}

fn play_first_legal(svc: &Service, u: u64) -> Vec<Reply> {
    let a = svc.legal_actions(&ctx(HERE, u))[0].notation.clone();
    let r = svc.make_move(&ctx(HERE, u), &a);
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    r
}

fn reminders_for(notices: &[Notice], u: u64) -> usize {
    notices
        .iter()
        .filter(|n| n.reply.mentions.contains(&u) || n.to == Destination::Direct(u))
        .filter(|n| n.reply.text.contains("reminder"))
        .count()
}

#[test]
fn reminders_come_once_per_interval_up_to_the_count() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    clock.advance(23 * HOUR);
    assert!(svc.tick().is_empty(), "nothing is due before a day");
    for n in 1..=3 {
        clock.advance(24 * HOUR);
        let notices = svc.tick();
        assert_eq!(notices.len(), 1, "reminder {n}: {notices:?}");
        let n0 = &notices[0];
        assert_eq!(n0.to, Destination::Channel(HERE));
        assert_eq!(n0.reply.mentions, vec![first], "only the player to act is pinged");
        assert!(n0.reply.text.contains("your turn"), "{}", n0.reply.text);
        assert!(n0.reply.text.contains("left to move"), "{}", n0.reply.text);
        assert!(svc.tick().is_empty(), "a reminder is sent once");
    }
    clock.advance(24 * HOUR);
    assert!(svc.tick().is_empty(), "at most three reminders per wait");
}

#[test]
fn a_move_starts_a_new_wait_for_the_next_player() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    clock.advance(25 * HOUR);
    assert_eq!(reminders_for(&svc.tick(), first), 1);
    let r = play_first_legal(&svc, first);
    assert_eq!(r[0].mentions, vec![other(first)], "the move pings the next player once");
    clock.advance(23 * HOUR);
    assert!(svc.tick().is_empty());
    clock.advance(HOUR);
    let notices = svc.tick();
    assert_eq!(reminders_for(&notices, other(first)), 1);
    assert_eq!(reminders_for(&notices, first), 0);
}

#[test]
fn players_choose_direct_messages_or_no_reminders() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    let r = svc.notify(&ctx(HERE, first), NotifyMode::Direct);
    assert!(
        is_private_to(&r[0], first) && r[0].text.contains("direct"),
        "{}",
        r[0].text
    );
    clock.advance(24 * HOUR);
    let notices = svc.tick();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].to, Destination::Direct(first));
    assert_eq!(notices[0].reply.audience, Audience::Private(first));
    assert!(
        notices[0].reply.text.contains(&format!("<#{HERE}>")),
        "the DM links the channel"
    );

    svc.notify(&ctx(HERE, first), NotifyMode::Off);
    clock.advance(24 * HOUR);
    assert!(svc.tick().is_empty(), "reminders are off");
    // A mode that is none of them is refused where it is read.
    assert_eq!(
        dominoes_bot::local::options::notify_mode("sometimes"),
        Err(dominoes_bot::service::WaitRefusal::NotifyMode.into())
    );
}

#[test]
fn after_the_deadline_the_other_player_may_claim_the_win() {
    let (svc, clock) = setup();
    let (id, first) = duel(&svc, "dominimum");
    let waiting = other(first);
    let r = svc.claim(&ctx(HERE, waiting));
    assert!(
        is_private_to(&r[0], waiting) && r[0].text.contains("7 days"),
        "{}",
        r[0].text
    );
    let r = svc.claim(&ctx(HERE, first));
    assert!(
        is_private_to(&r[0], first) && refused!(r[0], Wait(WaitRefusal::OwnMove)),
        "{}",
        r[0].text
    );
    assert!(svc.board(&ctx(HERE, waiting))[0].text.contains("left)"));

    clock.advance(7 * 24 * HOUR);
    let notices = svc.tick();
    let deadline: Vec<&Notice> = notices.iter().filter(|n| n.reply.text.contains("run out")).collect();
    assert_eq!(deadline.len(), 1, "{notices:?}");
    assert!(deadline[0].reply.mentions.contains(&waiting));
    assert!(deadline[0].reply.text.contains("/claim"));
    assert!(
        svc.tick().iter().all(|n| !n.reply.text.contains("run out")),
        "announced once"
    );

    let r = svc.claim(&ctx(HERE, waiting));
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    assert!(r[0].text.contains("ran out of time"), "{}", r[0].text);
    assert!(r[0].image.is_some());
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let outcome: &Outcome = row.outcome.as_ref().unwrap();
    assert_eq!(outcome.rank_of(seat(&row, waiting)), Some(1));
    assert_eq!(outcome.rank_of(seat(&row, first)), Some(2));
}

#[test]
fn after_the_grace_period_the_game_is_decided_once() {
    let (svc, clock) = setup();
    let (id, first) = duel(&svc, "dominimum");
    clock.advance((7 * 24 + 47) * HOUR);
    svc.tick();
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Active);
    clock.advance(HOUR);
    let notices = svc.tick();
    let decided: Vec<&Notice> = notices.iter().filter(|n| n.reply.text.contains("Game over")).collect();
    assert_eq!(decided.len(), 1, "{notices:?}");
    assert!(decided[0].reply.image.is_some());
    assert!(decided[0].reply.mentions.contains(&first));
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let outcome: &Outcome = row.outcome.as_ref().unwrap();
    assert_eq!(outcome.rank_of(seat(&row, first)), Some(2));
    clock.advance(100 * HOUR);
    assert!(svc.tick().is_empty(), "a finished game waits for nobody");
}

#[test]
fn a_paused_game_has_no_clock_and_resumes_where_it_stopped() {
    let (svc, clock) = setup();
    let (id, first) = duel(&svc, "dominimum");
    clock.advance(10 * HOUR);
    let r = svc.pause(&ctx(HERE, first));
    assert_eq!(r[0].audience, Audience::Public);
    assert_eq!(r[0].mentions, vec![other(first)]);
    let agree = r[0].buttons[0].id.clone();
    assert!(matches!(button_id(&agree), Some(ButtonId::Pause(_))));
    let r = svc.button(&ctx(HERE, 99), &agree);
    assert!(is_private_to(&r[0], 99), "strangers cannot agree");
    let r = svc.button(&ctx(HERE, other(first)), &agree);
    assert!(r[0].text.contains("paused by agreement"), "{}", r[0].text);

    clock.advance(400 * HOUR);
    assert!(svc.tick().is_empty(), "no reminders or deadline while paused");
    let a = svc.legal_actions(&ctx(HERE, first))[0].notation.clone();
    let r = svc.make_move(&ctx(HERE, first), &a);
    assert!(
        is_private_to(&r[0], first) && refused!(r[0], Move(MoveRefusal::Paused)),
        "{}",
        r[0].text
    );
    let r = svc.claim(&ctx(HERE, other(first)));
    assert!(is_private_to(&r[0], other(first)));

    let r = svc.resume(&ctx(HERE, other(first)));
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    assert!(svc.store().game(id).unwrap().unwrap().wait.paused_at.is_none());
    // Ten hours had passed before the pause: the first reminder is 14 hours away.
    clock.advance(13 * HOUR);
    assert!(svc.tick().is_empty());
    clock.advance(HOUR);
    assert_eq!(reminders_for(&svc.tick(), first), 1);
    let r = svc.resume(&ctx(HERE, first));
    assert!(is_private_to(&r[0], first) && refused!(r[0], Wait(WaitRefusal::NotPaused)));
}

#[test]
fn after_a_restart_what_fell_due_happens_once() {
    let (_dir, db) = temp_db();
    let clock = Arc::new(ManualClock::starting_at(T0));
    let first = {
        let svc = reopen(&db, &clock);
        duel(&svc, "dominimum").1
    };
    // The bot is down for three days: three reminders and nothing else fell due.
    clock.advance(3 * 24 * HOUR);
    let count = |db: &Path| {
        let svc = reopen(db, &clock);
        reminders_for(&svc.tick(), first)
    };
    assert_eq!(count(&db), 1, "one reminder covers the downtime");
    assert_eq!(count(&db), 0, "a second restart sends nothing again");
    clock.advance(24 * HOUR);
    assert_eq!(count(&db), 0, "all three were counted as sent");
    // The deadline after a restart, announced once, then decided once.
    clock.advance(4 * 24 * HOUR);
    let svc = reopen(&db, &clock);
    assert_eq!(
        svc.tick().iter().filter(|n| n.reply.text.contains("run out")).count(),
        1
    );
    drop(svc);
    let svc = reopen(&db, &clock);
    assert!(svc.tick().is_empty());
    clock.advance(48 * HOUR);
    drop(svc);
    let svc = reopen(&db, &clock);
    assert_eq!(svc.tick().len(), 1);
    drop(svc);
    let svc = reopen(&db, &clock);
    assert!(svc.tick().is_empty());
}

#[test]
fn a_placement_that_revealed_nothing_can_be_taken_back_by_agreement() {
    let (svc, _clock) = setup();
    // Dominup deals every tile at the start: placing one reveals nothing new.
    let (id, first) = duel(&svc, "dominup");
    let before = svc.store().game(id).unwrap().unwrap();
    play_first_legal(&svc, first);
    let second = other(first);
    let r = svc.takeback(&ctx(HERE, second));
    assert!(
        is_private_to(&r[0], second) && refused!(r[0], Takeback(TakebackRefusal::NotYours { .. })),
        "{}",
        r[0].text
    );

    let r = svc.takeback(&ctx(HERE, first));
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    assert_eq!(r[0].mentions, vec![second]);
    let yes = r[0]
        .buttons
        .iter()
        .find(|b| b.id.starts_with("takeback-yes"))
        .unwrap()
        .id
        .clone();
    let no = r[0]
        .buttons
        .iter()
        .find(|b| b.id.starts_with("takeback-no"))
        .unwrap()
        .id
        .clone();
    let r = svc.button(&ctx(HERE, first), &yes);
    assert!(is_private_to(&r[0], first), "the asker cannot accept their own request");
    let r = svc.button(&ctx(HERE, second), &no);
    assert!(r[0].text.contains("declined"), "{}", r[0].text);
    assert_eq!(svc.store().actions(id).unwrap().len(), 1);

    let r = svc.takeback(&ctx(HERE, first));
    let yes = r[0].buttons[0].id.clone();
    let r = svc.button(&ctx(HERE, second), &yes);
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    assert!(r[0].text.contains("taken back"), "{}", r[0].text);
    assert!(r[0].image.is_some());
    let after = svc.store().game(id).unwrap().unwrap();
    assert_eq!(after.snapshot, before.snapshot, "exactly the position before");
    assert_eq!(after.rng, before.rng);
    assert_eq!(after.to_act, Some(first));
    assert!(svc.store().actions(id).unwrap().is_empty());
    // The log still replays to the stored position, and play goes on.
    play_first_legal(&svc, first);
    let row = svc.store().game(id).unwrap().unwrap();
    let (snap, _) = dominoes_bot::service::replay::replay(&row, &svc.store().actions(id).unwrap()).unwrap();
    assert_eq!(Some(snap), row.snapshot);
}

#[test]
fn an_action_that_drew_a_tile_cannot_be_taken_back() {
    let (svc, _clock) = setup();
    // In Dominimum every placement draws the next tile from the supply.
    let (id, first) = duel(&svc, "dominimum");
    play_first_legal(&svc, first);
    let version = svc.store().game(id).unwrap().unwrap().version;
    let r = svc.takeback(&ctx(HERE, first));
    assert!(
        is_private_to(&r[0], first) && r[0].text.contains("revealed"),
        "{}",
        r[0].text
    );
    assert_eq!(
        svc.store().game(id).unwrap().unwrap().version,
        version,
        "nothing changed"
    );
    let (svc2, _) = setup();
    duel(&svc2, "dominup");
    let r = svc2.takeback(&ctx(HERE, 1));
    assert!(is_private_to(&r[0], 1) && refused!(r[0], Takeback(TakebackRefusal::NothingPlayed)));
}

#[test]
fn a_move_cancels_a_takeback_request() {
    let (svc, _clock) = setup();
    let (_, first) = duel(&svc, "dominup");
    play_first_legal(&svc, first);
    let r = svc.takeback(&ctx(HERE, first));
    let yes = r[0].buttons[0].id.clone();
    // Dominup: the next player may have to climb, and then expands.
    play_first_legal(&svc, other(first));
    let r = svc.button(&ctx(HERE, other(first)), &yes);
    assert!(is_private_to(&r[0], other(first)), "{}", r[0].text);
}

#[test]
fn games_lists_opponents_turn_and_time_left_and_all_is_for_moderators() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    clock.advance(24 * HOUR);
    let r = svc.games(&ctx(HERE, first), false, false);
    let text = &r[0].text;
    assert!(is_private_to(&r[0], first));
    assert!(text.contains("**your turn**") && text.contains("6 days left"), "{text}");
    assert!(
        text.contains(&format!("<@{}>", other(first))),
        "names the opponent: {text}"
    );
    assert!(text.contains(&format!("<#{HERE}>")), "links the channel: {text}");
    let r = svc.games(&ctx(HERE, other(first)), false, false);
    assert!(r[0].text.contains(&format!("<@{first}>'s turn")), "{}", r[0].text);
    let r = svc.games(&ctx(HERE, 7), true, false);
    assert!(
        is_private_to(&r[0], 7) && refused!(r[0], Show(ShowRefusal::EveryGameForModerators)),
        "{}",
        r[0].text
    );
    let r = svc.games(&ctx(HERE, 7), true, true);
    assert!(r[0].text.contains("Games in this server (1)"), "{}", r[0].text);
    assert!(svc.games(&ctx(HERE, 7), false, false)[0].text.contains("no games"));
}

#[test]
fn settings_are_for_managers_and_apply_to_running_games() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    let r = svc.settings(&ctx(HERE, first), false, &SettingsChange::default());
    assert!(r[0].text.contains("Reminders: after 1 day"), "{}", r[0].text);
    let change = SettingsChange {
        reminder_hours: Some(2),
        deadline_hours: Some(0),
        ..Default::default()
    };
    let r = svc.settings(&ctx(HERE, first), false, &change);
    assert!(
        is_private_to(&r[0], first) && refused!(r[0], Wait(WaitRefusal::SettingsForManagers)),
        "{}",
        r[0].text
    );
    let r = svc.settings(
        &ctx(HERE, first),
        true,
        &SettingsChange {
            reminder_count: Some(99),
            ..Default::default()
        },
    );
    assert!(r[0].text.contains("at most 10"), "{}", r[0].text);
    let r = svc.settings(&ctx(HERE, first), true, &change);
    assert!(r[0].text.contains("Move deadline: none"), "{}", r[0].text);
    clock.advance(2 * HOUR);
    assert_eq!(reminders_for(&svc.tick(), first), 1, "the new interval applies at once");
    clock.advance(1000 * HOUR);
    let r = svc.claim(&ctx(HERE, other(first)));
    assert!(refused!(r[0], Wait(WaitRefusal::NoDeadline)), "{}", r[0].text);
    assert!(!svc.guild_settings(GUILD).unwrap().threads);
    svc.settings(
        &ctx(HERE, first),
        true,
        &SettingsChange {
            threads: Some(true),
            ..Default::default()
        },
    );
    assert!(svc.guild_settings(GUILD).unwrap().threads);
    assert!(
        !svc.guild_settings(GUILD + 1).unwrap().threads,
        "settings are per server"
    );
}

#[test]
fn a_reminder_after_the_deadline_says_the_time_has_run_out() {
    let (svc, clock) = setup();
    let (_, first) = duel(&svc, "dominimum");
    let settings = |deadline_hours| SettingsChange {
        reminder_hours: Some(24),
        reminder_count: Some(10),
        deadline_hours: Some(deadline_hours),
        grace_hours: Some(48),
        ..Default::default()
    };
    svc.settings(&ctx(HERE, first), true, &settings(48));
    let texts = |notices: &[Notice]| notices.iter().map(|n| n.reply.text.clone()).collect::<Vec<_>>();
    clock.advance(24 * HOUR);
    let before = texts(&svc.tick());
    assert!(
        before.len() == 1 && before[0].contains("You have 1 day left to move."),
        "{before:?}"
    );
    // The deadline passes just as the second reminder falls due: the
    // notice of the deadline says it all, and no reminder follows it.
    clock.advance(24 * HOUR);
    let at = texts(&svc.tick());
    assert!(at.len() == 1 && at[0].contains("has run out"), "{at:?}");
    let again = texts(&svc.tick());
    assert!(
        again.iter().all(|t| !t.contains("left to move")),
        "a reminder contradicts the deadline: {again:?}"
    );
    assert!(
        again.is_empty(),
        "the reminder due with the deadline notice is not sent after it"
    );
    // A day later the third reminder says the time is up, never "left".
    clock.advance(24 * HOUR);
    let after = texts(&svc.tick());
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(
        after[0].contains("Your time to move has run out") && after[0].contains("decided in 1 day"),
        "{}",
        after[0]
    );
    assert!(
        !after[0].contains("left") && !after[0].contains("under a minute"),
        "{}",
        after[0]
    );
    // Without a deadline a reminder claims no time left at all.
    svc.settings(&ctx(HERE, first), true, &settings(0));
    clock.advance(24 * HOUR);
    let free = texts(&svc.tick());
    assert!(free.len() == 1 && !free[0].contains("left"), "{free:?}");
}

#[test]
fn a_wait_start_in_the_future_sends_no_reminder_and_uses_none_up() {
    let (svc, clock) = setup();
    let (id, first) = duel(&svc, "dominimum");
    // The system clock is set back three days after the game started.
    clock.advance(-3 * 24 * HOUR);
    assert!(svc.tick().is_empty(), "nobody has waited yet");
    assert_eq!(svc.store().game(id).unwrap().unwrap().wait.reminders_sent, 0);
    let board = svc.board(&ctx(HERE, first));
    assert!(board[0].text.contains("(7 days left)"), "{}", board[0].text);
    // The wait counts from the moment the clock reaches the start again.
    clock.advance(3 * 24 * HOUR + 23 * HOUR);
    assert!(svc.tick().is_empty());
    for n in 1..=3 {
        clock.advance(if n == 1 { HOUR } else { 24 * HOUR });
        assert_eq!(reminders_for(&svc.tick(), first), 1, "reminder {n} of 3 still comes");
    }
}

/// A clock standing at `at` whose second reading waits until every clock
/// sharing `barrier` has been read twice. A timer pass reads the clock
/// once to ask the store what is due, then again just after loading a due
/// game, so services on such clocks all load the game before any of them
/// records what it sends: the race of two processes on one database,
/// every time.
struct Lockstep {
    at: i64,
    barrier: Arc<Barrier>,
    reads: AtomicUsize,
}

impl Clock for Lockstep {
    fn now(&self) -> i64 {
        if self.reads.fetch_add(1, Ordering::SeqCst) == 1 {
            self.barrier.wait();
        }
        self.at
    }
}

/// Two services on the database file `db`, each running a timer pass at
/// `at` at the same moment; every notice they send.
fn race(db: &Path, at: i64) -> Vec<Notice> {
    let barrier = Arc::new(Barrier::new(2));
    let services: Vec<Service> = (0..2)
        .map(|_| {
            let clock = Lockstep {
                at,
                barrier: barrier.clone(),
                reads: AtomicUsize::new(0),
            };
            service_on(Store::open(db).unwrap(), clock, SEED)
        })
        .collect();
    std::thread::scope(|s| {
        let passes: Vec<_> = services.iter().map(|svc| s.spawn(move || svc.tick())).collect();
        passes.into_iter().flat_map(|p| p.join().unwrap()).collect()
    })
}

#[test]
fn two_processes_on_one_database_send_each_reminder_and_deadline_notice_once() {
    let (_dir, db) = temp_db();
    let clock = Arc::new(ManualClock::starting_at(T0));
    let first = duel(&reopen(&db, &clock), "dominimum").1;
    let notices = race(&db, T0 + 25 * HOUR);
    assert_eq!(reminders_for(&notices, first), 1, "{notices:#?}");
    assert_eq!(notices.len(), 1, "{notices:#?}");
    let notices = race(&db, T0 + (7 * 24 + 1) * HOUR);
    assert_eq!(notices.len(), 1, "{notices:#?}");
    assert!(notices[0].reply.text.contains("run out"), "{}", notices[0].reply.text);
    let notices = race(&db, T0 + (7 * 24 + 49) * HOUR);
    assert_eq!(notices.len(), 1, "the game is decided once: {notices:#?}");
    let svc = reopen(&db, &clock);
    let row = svc.store().open_game_in_channel(HERE).unwrap();
    assert!(row.is_none(), "the game is over");
}
