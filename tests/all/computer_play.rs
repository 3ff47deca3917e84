//! Games against the bot's own seats through the service: a whole game,
//! two computer seats at one table, a computer move pending across a
//! restart, what the computer's seat does about votes and claims, and
//! that its hidden tiles never reach a public reply.

use crate::common;
use crate::common::button_id;
use crate::common::refused;
use common::{clocked, ctx, hidden_from, press, service, user};
use dominoes_bot::service::{TakebackRefusal, WaitRefusal};

use dominoes_bot::ai::Level;
use dominoes_bot::engine::GameKind;
use dominoes_bot::i18n::Locale;
use dominoes_bot::service::{Audience, ButtonId, Ctx, Destination, Notice, Reply, Service, read_in};
use dominoes_bot::store::Status;

const HERE: u64 = 60;

/// Where this file's games get their seeds.
const SEED: u64 = 5;

/// The tiles hidden from user 1 (the one person) right now, both spellings.
fn hidden_from_person(svc: &Service) -> Vec<String> {
    hidden_from(svc, HERE, 1)
}

/// Checks the notices are public posts in HERE, each with a picture, and
/// name none of `secret` (tiles hidden before and after the move) in the
/// lines they add. A turn's message repeats the lines of the round above
/// (`shown`, kept across calls): those were checked when they were new, and
/// a tile they name (bought from Euronimoes' open market, say) was public
/// then.
fn check_computer_posts(notices: &[Notice], before: &[String], after: &[String], shown: &mut Vec<String>) {
    for n in notices {
        assert_eq!(n.to, Destination::Channel(HERE));
        assert_eq!(n.reply.audience, Audience::Public, "{}", n.reply.text);
        let image = n.reply.image.as_ref().expect("a computer move comes with its picture");
        assert!(image.png.starts_with(b"\x89PNG"));
        // The turn's message: earlier lines of the round above, this move's
        // line among them.
        assert!(
            n.reply.text.lines().any(|l| l.starts_with("Computer")),
            "{}",
            n.reply.text
        );
        let new_lines: Vec<&str> = n.reply.text.lines().filter(|l| !shown.iter().any(|s| s == l)).collect();
        for s in before.iter().filter(|s| after.contains(s)) {
            assert!(
                !new_lines.iter().any(|l| l.contains(s.as_str())),
                "secret {s} posted: {}",
                n.reply.text
            );
        }
        shown.extend(new_lines.into_iter().map(str::to_string));
    }
}

/// Plays the game in HERE to the end: the person (user 1) always plays
/// their first legal action, the computers answer through
/// `play_computers`. Returns the number of computer moves.
fn play_to_the_end(svc: &Service) -> usize {
    let mut computer_moves = 0;
    let mut shown = Vec::new();
    for _ in 0..400 {
        let before = hidden_from_person(svc);
        let notices = svc.play_computers(HERE);
        check_computer_posts(&notices, &before, &hidden_from_person(svc), &mut shown);
        computer_moves += notices.len();
        let Some(row) = svc.store().open_game_in_channel(HERE).unwrap() else {
            return computer_moves;
        };
        assert_eq!(
            row.to_act,
            Some(1),
            "after the computers, only the person is waited for"
        );
        let legal = svc.legal_actions(&ctx(HERE, 1));
        let replies = svc.make_move(&ctx(HERE, 1), &legal[0].notation);
        assert_eq!(replies[0].audience, Audience::Public, "{}", replies[0].text);
        shown.extend(replies[0].text.lines().map(str::to_string));
    }
    panic!("the game did not end");
}

#[test]
fn a_whole_game_against_the_bot_plays_to_the_end() {
    let svc = service(SEED);
    let replies = svc.play_against(&ctx(HERE, 1), GameKind::Dominimum, &[], &[Level::Medium], None);
    assert_eq!(replies.len(), 1);
    let text = &replies[0].text;
    assert!(text.contains("begins") && text.contains("Computer (medium)"), "{text}");
    assert!(replies[0].mentions.iter().all(|&u| u == 1));
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    let computer_moves = play_to_the_end(&svc);
    assert!(computer_moves >= 16, "{computer_moves}");
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let actions = svc.store().actions(id).unwrap();
    assert_eq!(actions.len(), 34);
    let computer_seat = row.players.iter().find(|p| p.computer.is_some()).unwrap().seat.unwrap();
    assert!(
        actions
            .iter()
            .filter(|a| a.seat == computer_seat)
            .all(|a| a.user_id == dominoes_bot::store::COMPUTER_USER)
    );
    // The log replays to the stored game, computer moves included.
    let (snapshot, _) = dominoes_bot::service::replay::replay(&row, &actions).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);
}

/// Every game with opponents, against the easy bot, through the service:
/// the computer's posts are public, pictured and name no hidden tile.
#[test]
fn every_game_plays_to_the_end_against_the_easy_bot() {
    // Dominoids is left out: even the easy bot can wander for thousands
    // of moves there before three suits are eaten (selfplay caps it).
    let kinds = GameKind::ALL
        .into_iter()
        .filter(|k| k.is_playable() && *k != GameKind::Dominoids);
    for kind in kinds {
        let svc = service(SEED);
        let replies = svc.play_against(&ctx(HERE, 1), kind, &[], &[Level::Easy], None);
        assert!(replies[0].text.contains("begins"), "{kind}: {}", replies[0].text);
        let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
        assert!(play_to_the_end(&svc) > 0, "{kind}: the computer moved");
        assert_eq!(
            svc.store().game(id).unwrap().unwrap().status,
            Status::Finished,
            "{kind}"
        );
    }
}

#[test]
fn two_computer_seats_play_at_one_table() {
    let svc = service(SEED);
    let replies = svc.play_against(&ctx(HERE, 1), GameKind::Draw, &[], &[Level::Easy, Level::Medium], None);
    let text = &replies[0].text;
    assert!(
        text.contains("Computer 1 (easy)") && text.contains("Computer 2 (medium)"),
        "{text}"
    );
    play_to_the_end(&svc);
    let row = svc.store().game(1).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let seats_that_moved: std::collections::HashSet<usize> =
        svc.store().actions(row.id).unwrap().iter().map(|a| a.seat).collect();
    assert_eq!(seats_that_moved.len(), 3, "everyone played");
}

#[test]
fn a_challenge_with_a_person_and_the_bot_waits_for_the_person() {
    let svc = service(SEED);
    let replies = svc.play_against(&ctx(HERE, 1), GameKind::Dominomega, &[user(2)], &[Level::Easy], None);
    let text = &replies[0].text;
    assert!(
        text.contains("challenges") && text.contains("the bot plays this seat"),
        "{text}"
    );
    let buttons: Vec<&str> = replies[0].buttons.iter().map(|b| b.id.as_str()).collect();
    assert!(
        buttons
            .iter()
            .any(|b| matches!(button_id(b), Some(ButtonId::Accept(_))))
    );
    assert!(
        !buttons.iter().any(|b| matches!(button_id(b), Some(ButtonId::Join(_)))),
        "no open seat: {buttons:?}"
    );
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    let r = press(&svc, &ctx(HERE, 2), ButtonId::Accept(id));
    assert!(r[1].text.contains("begins"), "{}", r[1].text);
    assert_eq!(svc.store().game(id).unwrap().unwrap().players.len(), 3);
    // Too many seats for the game are refused.
    let other = Ctx {
        channel: 61,
        ..ctx(HERE, 1)
    };
    let r = svc.play_against(
        &other,
        GameKind::Dominomega,
        &[user(2)],
        &[Level::Easy, Level::Hard],
        None,
    );
    assert_eq!(r[0].audience, Audience::Private(1));
    assert!(r[0].text.contains("2 to 3 players"), "{}", r[0].text);
}

#[test]
fn a_computer_move_pending_at_a_restart_is_played_once() {
    let (_dir, db) = common::temp_db();
    let (id, before) = {
        let svc = common::open(&db, 9);
        svc.play_against(&ctx(HERE, 1), GameKind::Dominimum, &[], &[Level::Easy], None);
        let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        if row.to_act == Some(1) {
            // The person moves; the bot stops before the computer answers.
            let legal = svc.legal_actions(&ctx(HERE, 1));
            svc.make_move(&ctx(HERE, 1), &legal[0].notation);
        }
        let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        assert_eq!(row.to_act, None, "the computer's move is due");
        (row.id, svc.store().action_count(row.id).unwrap())
    };
    let svc = common::open(&db, 9);
    let notices = svc.computer_turns();
    assert_eq!(notices.len(), 1, "one move, posted once");
    assert_eq!(svc.store().action_count(id).unwrap(), before + 1);
    assert_eq!(svc.store().game(id).unwrap().unwrap().to_act, Some(1));
    assert!(svc.computer_turns().is_empty(), "nothing more is due");
    assert!(svc.play_computers(HERE).is_empty());
}

#[test]
fn votes_leave_the_computer_out_and_it_cannot_be_claimed_against() {
    let (svc, clock) = clocked(1_800_000_000, 5);
    svc.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Easy], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    // Let the computer wait for a week with its move due: no claim, no
    // reminder, no decision on time.
    let row = svc.store().game(id).unwrap().unwrap();
    if row.to_act == Some(1) {
        let legal = svc.legal_actions(&ctx(HERE, 1));
        svc.make_move(&ctx(HERE, 1), &legal[0].notation);
    }
    clock.advance(30 * 24 * 3600);
    assert!(svc.tick().is_empty());
    let r = svc.claim(&ctx(HERE, 1));
    assert_eq!(r[0].audience, Audience::Private(1));
    assert!(
        refused!(r[0], Wait(WaitRefusal::ComputerToMove { .. })),
        "{}",
        r[0].text
    );
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Active);
    // The computer plays; a pause asked by the one person takes effect.
    svc.play_computers(HERE);
    let r = svc.pause(&ctx(HERE, 1));
    assert!(r[0].text.contains("paused by agreement"), "{}", r[0].text);
    let r = svc.resume(&ctx(HERE, 1));
    assert!(r[0].text.contains("resumed"), "{}", r[0].text);
    svc.play_computers(HERE);
    // Enough moves that an abort needs everyone: the one person is everyone.
    for _ in 0..3 {
        if let Some(1) = svc.store().game(id).unwrap().unwrap().to_act {
            let legal = svc.legal_actions(&ctx(HERE, 1));
            svc.make_move(&ctx(HERE, 1), &legal[0].notation);
        }
        svc.play_computers(HERE);
    }
    let r: Vec<Reply> = svc.abort(&ctx(HERE, 1));
    assert!(r[0].text.contains("aborted"), "{}", r[0].text);
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Aborted);
}

/// What only its reader reads names the computer in the reader's words,
/// like the rest of the reply, though the game speaks English: a move out
/// of turn, a claim against it, and what `/hand` says while it is to move.
#[test]
fn private_replies_name_the_computer_in_the_readers_language() {
    let (svc, _clock) = clocked(1_800_000_000, SEED);
    svc.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Easy], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    while svc.store().game(id).unwrap().unwrap().to_act == Some(1) {
        let legal = svc.legal_actions(&ctx(HERE, 1));
        svc.make_move(&ctx(HERE, 1), &legal[0].notation);
    }
    // What the reader sees, as a front end shows it.
    let read = |locale: Locale, mut replies: Vec<Reply>| -> String {
        read_in(&mut replies, locale);
        assert!(replies.iter().all(|r| r.audience == Audience::Private(1)));
        replies.iter().map(|r| r.words().into_owned()).collect()
    };
    let reader = |locale: Locale| Ctx { locale, ..ctx(HERE, 1) };
    let english = read(Locale::EnUs, svc.make_move(&ctx(HERE, 1), "a1"));
    assert!(
        english.starts_with("It is Computer (easy)'s turn, not yours."),
        "{english}"
    );
    let french = read(Locale::Fr, svc.make_move(&reader(Locale::Fr), "a1"));
    assert!(
        french.starts_with("C'est au tour d'Ordinateur (facile), pas au tien."),
        "{french}"
    );
    let claim = read(Locale::EsEs, svc.claim(&reader(Locale::EsEs)));
    assert!(claim.starts_with("Le toca a Ordenador (fácil) y"), "{claim}");
    let hand = read(Locale::Fr, svc.hand(&reader(Locale::Fr)));
    assert!(hand.contains("C'est au tour d'Ordinateur (facile)"), "{hand}");
    assert!(!hand.contains("Computer"), "{hand}");
}

/// The person's first legal actions in HERE, until their turn is over
/// (a Dominup turn climbs, then lays); then the computers' replies.
/// Returns the person's last action and the game before it.
fn person_moves(svc: &Service) -> (String, dominoes_bot::store::GameRow) {
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    loop {
        let before = svc.store().game(id).unwrap().unwrap();
        let action = svc.legal_actions(&ctx(HERE, 1))[0].notation.clone();
        let r = svc.make_move(&ctx(HERE, 1), &action);
        assert_eq!(r[0].audience, Audience::Public, "accepted: {r:?}");
        if svc.store().game(id).unwrap().unwrap().to_act != Some(1) {
            svc.play_computers(HERE);
            return (action, before);
        }
    }
}

/// What is hidden in the game in HERE: fewer after a draw.
fn unseen(svc: &Service, kind: GameKind) -> usize {
    let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
    kind.load(row.snapshot.as_deref().unwrap()).unwrap().unseen()
}

#[test]
fn undo_against_the_computer_takes_back_the_persons_move_and_the_computers_reply() {
    let svc = service(SEED);
    svc.play_against(&ctx(HERE, 1), GameKind::Dominup, &[], &[Level::Easy], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    // The computer may have opened; the person's turn now.
    svc.play_computers(HERE);
    let (action, before) = person_moves(&svc);
    let logged = svc.store().actions(id).unwrap().len();
    let replies = svc
        .store()
        .actions(id)
        .unwrap()
        .iter()
        .rev()
        .take_while(|a| a.user_id == 0)
        .count();
    assert!(replies > 0, "the computer replied");
    let r = svc.takeback(&ctx(HERE, 1));
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].audience, Audience::Public, "{r:?}");
    let what = if replies == 1 {
        "the computer's reply to it".to_string()
    } else {
        format!("the {replies} computer moves after it")
    };
    assert_eq!(
        r[0].text.lines().next().unwrap(),
        format!("`{action}` and {what} were taken back. <@1> to play.")
    );
    let after = svc.store().game(id).unwrap().unwrap();
    assert_eq!(svc.store().actions(id).unwrap().len(), logged - replies - 1);
    assert_eq!(after.snapshot, before.snapshot, "the position before the person's move");
    assert_eq!(after.rng, before.rng);
    assert_eq!(after.to_act, Some(1));
    // The person plays on, and the computer answers again.
    person_moves(&svc);
    assert!(svc.store().actions(id).unwrap().len() > logged - replies);
}

#[test]
fn undo_against_the_computer_says_why_when_a_reply_revealed_something() {
    let svc = service(SEED);
    svc.play_against(&ctx(HERE, 1), GameKind::Draw, &[], &[Level::Easy], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    svc.play_computers(HERE);
    // Play until a round draws a tile.
    for _ in 0..60 {
        let hidden = unseen(&svc, GameKind::Draw);
        let (_, before) = person_moves(&svc);
        let row = svc.store().game(id).unwrap().unwrap();
        if row.status != Status::Active {
            break;
        }
        if unseen(&svc, GameKind::Draw) < hidden || row.rng != before.rng {
            let logged = svc.store().actions(id).unwrap().len();
            let r = svc.takeback(&ctx(HERE, 1));
            assert_eq!(r[0].audience, Audience::Private(1), "{r:?}");
            assert!(
                refused!(r[0], Takeback(TakebackRefusal::Revealed { .. })),
                "{}",
                r[0].text
            );
            assert!(r[0].text.contains("revealed something"), "{}", r[0].text);
            assert_eq!(svc.store().actions(id).unwrap().len(), logged, "nothing changed");
            return;
        }
    }
    panic!("no round drew a tile");
}

/// Three computers answering a person's move post one message with one
/// picture, not a message and an edit per move (each an upload).
#[test]
fn a_round_of_three_computers_is_one_message_with_one_picture() {
    let svc = service(SEED);
    svc.play_against(&ctx(HERE, 1), GameKind::Draw, &[], &[Level::Easy; 3], None);
    dominoes_bot::service::coalesce(svc.play_computers(HERE));
    let mut rounds = 0;
    for _ in 0..6 {
        let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        if row.status != Status::Active || row.to_act != Some(1) {
            break;
        }
        let action = svc.legal_actions(&ctx(HERE, 1))[0].notation.clone();
        svc.make_move(&ctx(HERE, 1), &action);
        let raw = svc.play_computers(HERE);
        let seen: Vec<String> = raw.iter().map(|n| n.reply.text.clone()).collect();
        let posted = dominoes_bot::service::coalesce(raw);
        let still_running = svc.store().game(row.id).unwrap().unwrap().status == Status::Active;
        if seen.len() < 3 || !still_running {
            continue;
        }
        rounds += 1;
        assert_eq!(posted.len(), 1, "{seen:#?}");
        let post = &posted[0].reply;
        assert!(post.image.is_some());
        for c in 1..=3 {
            assert!(post.text.contains(&format!("Computer {c}")), "{}", post.text);
        }
        assert!(post.mentions.contains(&1), "the person is pinged");
        assert_eq!(
            &post.text,
            seen.last().unwrap(),
            "the newest text, which holds the round"
        );
    }
    assert!(rounds > 0, "a round of three computers was played");
}

/// A process that stopped while thinking leaves its claim on a computer
/// move. Another process, looking every `COMPUTER_POLL` for moves owed at
/// least `COMPUTER_GRACE` (as its timer loop does), plays it once the claim
/// has run out, and so within the 55 s docs/operations.md promises; never
/// while the claim holds. Two services on one database file, each with its
/// own clock, stand for the two processes.
#[test]
fn a_move_claimed_by_a_stopped_process_is_played_by_another_within_55_s() {
    use dominoes_bot::discord::COMPUTER_POLL;
    use dominoes_bot::service::{COMPUTER_GRACE, COMPUTER_LEASE, ManualClock};
    use std::sync::Arc;
    const T: i64 = 1_800_000_000;
    let (_dir, path) = common::temp_db();
    let open = |clock: &Arc<ManualClock>| {
        common::service_on(dominoes_bot::store::Store::open(&path).unwrap(), clock.clone(), SEED)
    };
    let (first_clock, second_clock) = (
        Arc::new(ManualClock::starting_at(T)),
        Arc::new(ManualClock::starting_at(T)),
    );
    let first = open(&first_clock);
    first.play_against(&ctx(HERE, 1), GameKind::Dominimum, &[], &[Level::Medium], None);
    let row = first.store().open_game_in_channel(HERE).unwrap().unwrap();
    if row.to_act == Some(1) {
        let legal = first.legal_actions(&ctx(HERE, 1));
        first.make_move(&ctx(HERE, 1), &legal[0].notation);
    }
    let before = first.store().actions(row.id).unwrap().len();
    // The first process claims the move, then stops before playing it.
    assert!(
        first
            .store()
            .claim_computer_move(row.id, T, T + COMPUTER_LEASE)
            .unwrap()
    );
    drop(first);
    let second = open(&second_clock);
    let mut played_at = None;
    let mut now = 0;
    for look in 0..=6 {
        let at = look * COMPUTER_POLL.as_secs() as i64;
        second_clock.advance(at - now);
        now = at;
        for channel in second.computer_channels_owed_for(COMPUTER_GRACE) {
            if !second.play_computers(channel).is_empty() {
                played_at.get_or_insert(at);
            }
        }
        if played_at.is_some() {
            break;
        }
    }
    let played_at = played_at.expect("the move was never played");
    assert!(
        played_at >= COMPUTER_LEASE,
        "played at {played_at} s, while the claim held"
    );
    assert!(played_at <= 55, "played only {played_at} s after the claim");
    assert!(
        second.store().actions(row.id).unwrap().len() > before,
        "the move is in the log"
    );
}

/// A replay is read in its reader's language, and so are its pictures:
/// the step picture and the animation name the computer as the text does
/// (they were drawn with the game's names, "Computer (medium)", beside
/// Spanish words).
#[test]
fn a_replays_pictures_name_the_computer_in_the_readers_language() {
    let svc = service(SEED);
    svc.play_against(&ctx(HERE, 1), GameKind::Dominimum, &[], &[Level::Medium], None);
    let id = svc.store().open_game_in_channel(HERE).unwrap().unwrap().id;
    play_to_the_end(&svc);
    let spanish = Ctx {
        locale: Locale::EsEs,
        ..ctx(HERE, 1)
    };
    for step in [Some(1), None] {
        let (replies, drawn) = dominoes_bot::render::texts_drawn(|| svc.replay(&spanish, id, step));
        assert!(replies.iter().any(|r| r.image.is_some()), "{step:?}: a picture");
        assert!(
            // Shortened to fit its place ("Ordenador…") on a phone.
            drawn.iter().any(|t| t.starts_with("Ordenador")),
            "{step:?}: {drawn:?}"
        );
        assert!(!drawn.iter().any(|t| t.contains("Computer")), "{step:?}: {drawn:?}");
    }
}
