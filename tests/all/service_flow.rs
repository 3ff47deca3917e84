//! Whole games through the service: challenges, moves, refusals, hidden
//! information, endings, and replaying the stored log.

use crate::common;
use crate::common::button_id;
use crate::common::refused;
use common::{
    GUILD, ctx, game_id, is_private_to, play_out, press, secrets, service, start, start_with, temp_db, to_act, user,
};
use dominoes_bot::service::{ChallengeRefusal, Refusal};
use dominoes_bot::service::{GameRefusal, MoveRefusal};

use dominoes_bot::engine::{GameKind, Viewer};
use dominoes_bot::service::replay::replay;
use dominoes_bot::service::{Audience, ButtonId, Reply, User};
use dominoes_bot::store::Status;

const HERE: u64 = 50;

/// Where this file's games get their seeds.
const SEED: u64 = 7;

#[test]
fn a_whole_dominimum_game_ends_with_ranks_and_replays() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let replies = play_out(&svc, HERE, id);
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    assert!(row.outcome.is_some());
    let last = replies.iter().rev().find(|r| r.audience == Audience::Public).unwrap();
    assert!(last.text.contains("Game over"), "{}", last.text);
    assert!(last.text.contains("1st"), "{}", last.text);
    assert!(last.text.contains(&row.seed), "the seed is revealed at the end");
    let actions = svc.store().actions(id).unwrap();
    assert_eq!(actions.len(), 34);
    let (snapshot, rng) = replay(&row, &actions).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);
    assert_eq!(Some(rng), row.rng);
    // The channel is free again.
    assert_eq!(
        svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None)[0].audience,
        Audience::Public
    );
}

#[test]
fn a_three_player_dominomega_game_plays_to_the_end() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominomega", &[1, 2, 3]);
    play_out(&svc, HERE, id);
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    assert_eq!(svc.store().actions(id).unwrap().len(), 36);
}

#[test]
fn strangers_and_players_out_of_turn_are_refused_privately() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let row = svc.store().game(id).unwrap().unwrap();
    let first = row.to_act.unwrap();
    let second = if first == 1 { 2 } else { 1 };
    let any = &svc.legal_actions(&ctx(HERE, first))[0].notation;
    let r = svc.make_move(&ctx(HERE, 99), any);
    assert!(
        is_private_to(&r[0], 99) && refused!(r[0], Game(GameRefusal::NotPlaying { .. })),
        "{}",
        r[0].text
    );
    let r = svc.make_move(&ctx(HERE, second), any);
    assert!(
        is_private_to(&r[0], second) && r[0].text.contains("turn"),
        "{}",
        r[0].text
    );
    let r = svc.make_move(&ctx(HERE, first), "7-7 sideways");
    assert!(
        is_private_to(&r[0], first) && refused!(r[0], Move(MoveRefusal::Unreadable { .. })),
        "{}",
        r[0].text
    );
    let r = svc.make_move(&ctx(HERE, first), "3-6 5,5 E");
    assert!(is_private_to(&r[0], first), "{}", r[0].text);
    assert_eq!(
        svc.store().game(id).unwrap().unwrap().version,
        row.version,
        "refusals change nothing"
    );
    assert!(svc.store().actions(id).unwrap().is_empty());
    assert!(svc.legal_actions(&ctx(HERE, second)).is_empty());
    // Someone without a seat is told so, in the one entry there is.
    let stranger = svc.autocomplete_move(&ctx(HERE, 99), "");
    assert_eq!(stranger.len(), 1);
    assert!(stranger[0].name.contains("no seat"), "{stranger:?}");
}

#[test]
fn autocomplete_filters_and_caps_at_25() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let first = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    let a = svc.legal_actions(&ctx(HERE, first))[0].notation.clone();
    svc.make_move(&ctx(HERE, first), &a);
    let next = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    let all = svc.legal_actions(&ctx(HERE, next));
    assert!(all.len() > 8);
    let choices = svc.autocomplete_move(&ctx(HERE, next), "");
    assert_eq!(choices.len(), all.len().min(25));
    assert!(choices.iter().all(|c| c.name.chars().count() <= 100));
    let typed = " 0,1 ";
    let filtered = svc.autocomplete_move(&ctx(HERE, next), typed);
    assert!(!filtered.is_empty());
    // A typed square finds every placement that covers it, whichever end it names.
    assert!(filtered.iter().all(|c| c.name.contains("0,1")), "{filtered:?}");
    assert!(filtered.iter().any(|c| !c.value.contains("0,1")), "{filtered:?}");
}

#[test]
fn the_hand_is_private_and_shows_the_mission() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let r = svc.hand(&ctx(HERE, 1));
    assert_eq!(r.len(), 1);
    assert!(is_private_to(&r[0], 1));
    assert!(r[0].text.contains("mission"));
    assert!(r[0].image.is_some());
    let r = svc.hand(&ctx(HERE, 42));
    assert!(is_private_to(&r[0], 42) && refused!(r[0], Game(GameRefusal::NotPlaying { .. })));
    let board = svc.board(&ctx(HERE, 42));
    assert_eq!(board[0].audience, Audience::Public);
    let _ = id;
}

#[test]
fn one_game_per_channel_and_a_hint_about_threads() {
    let svc = service(SEED);
    svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None);
    let r = svc.play(&ctx(HERE, 3), GameKind::Dominomega, &[user(4), user(5)], None);
    assert!(is_private_to(&r[0], 3));
    assert!(refused!(r[0], Game(GameRefusal::ChannelBusy)), "{}", r[0].text);
}

#[test]
fn challenges_check_games_variants_and_player_counts() {
    let svc = service(SEED);
    // Each is refused privately, and tells which refusal by its variant.
    let refusal = |r: Vec<Reply>| {
        assert!(is_private_to(&r[0], 1), "{}", r[0].text);
        match r[0].refusal.clone() {
            Some(Refusal::Challenge(why)) => why,
            other => panic!("not a challenge's refusal: {other:?}"),
        }
    };
    assert!(matches!(
        dominoes_bot::local::options::table_game("chess"),
        Err(Refusal::Challenge(ChallengeRefusal::UnknownGame { .. }))
    ));
    let play = |kind, opponents: &[u64], variant| {
        let opponents: Vec<User> = opponents.iter().map(|&u| user(u)).collect();
        refusal(svc.play(&ctx(HERE, 1), kind, &opponents, variant))
    };
    use GameKind::{Adding, Dominimum, Dominomega};
    assert_eq!(
        play(Adding, &[2], None),
        ChallengeRefusal::PuzzleForOne { kind: Adding }
    );
    assert_eq!(play(Dominimum, &[1], None), ChallengeRefusal::Yourself);
    assert_eq!(play(Dominimum, &[2, 2], None), ChallengeRefusal::NamedTwice { user: 2 });
    assert_eq!(
        play(Dominimum, &[2], Some("misere")),
        ChallengeRefusal::NoVariants { kind: Dominimum }
    );
    let seats = |min, max, seats| ChallengeRefusal::SeatCount {
        kind: Dominomega,
        min,
        max,
        seats,
    };
    assert_eq!(play(Dominomega, &[2, 3, 4], None), seats(2, 3, 4));
    assert_eq!(play(Dominomega, &[2, 3], Some("two-player")), seats(2, 2, 3));
    assert!(svc.store().open_game_in_channel(HERE).unwrap().is_none());
}

#[test]
fn open_seats_are_joined_and_the_challenger_can_cancel() {
    let svc = service(SEED);
    let r = svc.play(&ctx(HERE, 1), GameKind::Dominomega, &[], None);
    let id = game_id(&r);
    assert!(r[0].buttons.iter().any(|b| b.id == format!("join:{id}")));
    assert!(is_private_to(&press(&svc, &ctx(HERE, 1), ButtonId::Join(id))[0], 1));
    let r = press(&svc, &ctx(HERE, 2), ButtonId::Join(id));
    assert_eq!(r[0].audience, Audience::Public);
    assert!(
        is_private_to(&press(&svc, &ctx(HERE, 2), ButtonId::Cancel(id))[0], 2),
        "only the challenger cancels"
    );
    let r = press(&svc, &ctx(HERE, 3), ButtonId::Join(id));
    assert!(
        r[0].in_place && r[0].buttons.is_empty(),
        "the challenge loses its buttons"
    );
    assert!(r[1].text.contains("begins"), "{}", r[1].text);
    assert!(r[1].image.is_some());

    let svc = service(SEED);
    let id = game_id(&svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None));
    assert!(is_private_to(&press(&svc, &ctx(HERE, 3), ButtonId::Accept(id))[0], 3));
    press(&svc, &ctx(HERE, 1), ButtonId::Cancel(id));
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Cancelled);

    let svc = service(SEED);
    let id = game_id(&svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None));
    press(&svc, &ctx(HERE, 2), ButtonId::Decline(id));
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Declined);
}

#[test]
fn resigning_needs_a_confirmation_and_ranks_the_resigner_last() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let r = svc.resign(&ctx(HERE, 2));
    assert!(is_private_to(&r[0], 2));
    assert_eq!(
        svc.store().game(id).unwrap().unwrap().status,
        Status::Active,
        "nothing before the confirmation"
    );
    let r = svc.button(&ctx(HERE, 2), &r[0].buttons[0].id);
    assert_eq!(r[0].audience, Audience::Public);
    assert!(
        r[0].text.contains("resigned") && r[0].text.contains("2nd"),
        "{}",
        r[0].text
    );
    assert!(!r[0].text.contains("seat "), "players are named: {}", r[0].text);
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let outcome: &dominoes_bot::engine::Outcome = row.outcome.as_ref().unwrap();
    let resigner_seat = row.player_by_user(2).unwrap().seat.unwrap();
    assert_eq!(outcome.standings.last().unwrap().seat, resigner_seat);
}

#[test]
fn abort_is_immediate_early_and_needs_everyone_later() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    svc.abort(&ctx(HERE, 1));
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Aborted);

    let svc = service(SEED);
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    for _ in 0..2 {
        let next = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
        let a = svc.legal_actions(&ctx(HERE, next))[0].notation.clone();
        svc.make_move(&ctx(HERE, next), &a);
    }
    let r = svc.abort(&ctx(HERE, 1));
    assert_eq!(r[0].audience, Audience::Public);
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Active);
    svc.button(&ctx(HERE, 2), &r[0].buttons[0].id);
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Aborted);
}

#[test]
fn games_lists_my_open_games_and_rules_explain_each_game() {
    let svc = service(SEED);
    start(&svc, HERE, "dominimum", &[1, 2]);
    let r = svc.games(&ctx(HERE, 1), false, false);
    assert!(
        is_private_to(&r[0], 1) && r[0].text.contains("Dominimum"),
        "{}",
        r[0].text
    );
    assert!(svc.games(&ctx(HERE, 9), false, false)[0].text.contains("no games"));
    for game in [GameKind::Dominimum, GameKind::Dominomega, GameKind::Dominoids] {
        let r = svc.rules(&ctx(HERE, 9), Some(game));
        assert!(r.iter().all(|x| x.text.len() <= 2000));
        assert!(r[0].text.contains("Scoring"), "{game}");
    }
    assert!(svc.rules(&ctx(HERE, 9), None)[0].text.contains("dominoids"));
    // Every game's rules are written up.
    for kind in GameKind::ALL {
        assert!(svc.rules(&ctx(HERE, 9), Some(kind))[0].text.len() > 200, "{kind}");
    }
}

#[test]
fn concurrent_moves_on_one_game_apply_exactly_once() {
    let svc = std::sync::Arc::new(service(SEED));
    let id = start(&svc, HERE, "dominimum", &[1, 2]);
    let first = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    let legal = svc.legal_actions(&ctx(HERE, first));
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let svc = svc.clone();
            let action = legal[i % legal.len()].notation.clone();
            std::thread::spawn(move || svc.make_move(&ctx(HERE, first), &action))
        })
        .collect();
    let results: Vec<Vec<Reply>> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let applied = results.iter().filter(|r| r[0].audience == Audience::Public).count();
    assert_eq!(applied, 1);
    assert_eq!(svc.store().actions(id).unwrap().len(), 1);
}

#[test]
fn the_picture_after_a_move_is_the_public_view() {
    let svc = service(SEED);
    // Without a move deadline the picture has no time-left line to add.
    let no_deadline = dominoes_bot::store::GuildSettings {
        deadline_hours: None,
        ..Default::default()
    };
    svc.store().set_guild_settings(GUILD, &no_deadline).unwrap();
    let id = start(&svc, HERE, "dominomega", &[1, 2]);
    let next = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    let a = svc.legal_actions(&ctx(HERE, next))[0].notation.clone();
    let r = svc.make_move(&ctx(HERE, next), &a);
    let row = svc.store().game(id).unwrap().unwrap();
    let game = GameKind::Dominomega.load(row.snapshot.as_deref().unwrap()).unwrap();
    let names: Vec<String> = row.seated().iter().map(|p| p.name.clone()).collect();
    let expected = dominoes_bot::render::board_png(&game.view(Viewer::Public), &names);
    assert_eq!(r[0].image.as_ref().unwrap().png, expected);
}

#[test]
fn a_whole_dominup_game_with_climbs_plays_to_the_end_and_replays() {
    for (players, variant) in [(2, None), (3, Some("misere"))] {
        let svc = service(SEED);
        let people: Vec<u64> = (1..=players).collect();
        let id = start_with(&svc, HERE, "dominup", variant, &people);
        let replies = play_out(&svc, HERE, id);
        let row = svc.store().game(id).unwrap().unwrap();
        assert_eq!(row.status, Status::Finished);
        // A climb keeps the turn: it is announced without pinging anyone again.
        let continued: Vec<&Reply> = replies.iter().filter(|r| r.text.contains("to move again")).collect();
        assert!(!continued.is_empty(), "these seeded games contain climbs");
        assert!(continued.iter().all(|r| r.mentions.is_empty()));
        let last = replies.iter().rev().find(|r| r.audience == Audience::Public).unwrap();
        assert!(last.text.contains("Game over"), "{}", last.text);
        let actions = svc.store().actions(id).unwrap();
        let (snapshot, _) = replay(&row, &actions).unwrap();
        assert_eq!(Some(snapshot), row.snapshot);
    }
}

#[test]
fn whole_draw_games_with_both_sets_play_to_the_end_and_replay() {
    for (players, variant) in [(2, None), (4, Some("double-six")), (3, Some("match"))] {
        let svc = service(SEED);
        let opponents: Vec<User> = (2..=players).map(user).collect();
        let id = game_id(&svc.play(&ctx(HERE, 1), GameKind::Draw, &opponents, variant));
        let mut begun = Vec::new();
        for u in 2..=players {
            begun = press(&svc, &ctx(HERE, u), ButtonId::Accept(id));
        }
        // The first post names the variant, as the challenge did.
        let named = variant.map_or("**Draw dominoes** begins!".to_string(), |v| {
            format!("**Draw dominoes** ({v}) begins!")
        });
        assert!(begun.iter().any(|r| r.text.contains(&named)), "{begun:?}");
        let replies = play_out(&svc, HERE, id);
        let row = svc.store().game(id).unwrap().unwrap();
        assert_eq!(row.status, Status::Finished);
        assert!(replies.iter().any(|r| r.text.contains("Game over")));
        // Draws and passes are reported with the player's mention, not a seat number.
        assert!(
            replies
                .iter()
                .any(|r| r.text.contains("from the boneyard") || r.text.contains("passes"))
        );
        assert!(
            replies
                .iter()
                .all(|r| !(1..=4).any(|n| r.text.contains(&format!("seat {n} "))))
        );
        let (snapshot, _) = replay(&row, &svc.store().actions(id).unwrap()).unwrap();
        assert_eq!(Some(snapshot), row.snapshot);
    }
}

#[test]
fn the_tree_for_three_and_as_a_solo_patience() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "tree", &[1, 2, 3]);
    play_out(&svc, HERE, id);
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let (snapshot, _) = replay(&row, &svc.store().actions(id).unwrap()).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);

    let svc = service(SEED);
    let r = svc.play(&ctx(HERE, 1), GameKind::Tree, &[], Some("solo"));
    assert!(r[0].text.contains("begins"), "a patience starts at once: {}", r[0].text);
    let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
    play_out(&svc, HERE, row.id);
    assert_eq!(svc.store().game(row.id).unwrap().unwrap().status, Status::Finished);
    let r = svc.play(&ctx(HERE, 1), GameKind::Tree, &[user(2)], Some("solo"));
    assert!(
        is_private_to(&r[0], 1) && r[0].text.contains("takes 1 player,"),
        "{}",
        r[0].text
    );
}

#[test]
fn dominoids_choices_are_buttons_under_the_public_picture_that_only_the_player_to_act_can_press() {
    let svc = service(SEED);
    let replies = svc.play(&ctx(HERE, 1), GameKind::Dominoids, &[user(2)], None);
    let id = game_id(&replies);
    let start = press(&svc, &ctx(HERE, 2), ButtonId::Accept(id));
    let public = start
        .iter()
        .find(|r| r.audience == Audience::Public && r.image.is_some())
        .expect("the first picture");
    let dice: Vec<String> = public
        .buttons
        .iter()
        .filter(|b| matches!(button_id(&b.id), Some(ButtonId::Move { .. })))
        .map(|b| b.id.clone())
        .collect();
    // Six pairs of the four dice in the Old box, each a button.
    assert_eq!(dice.len(), 6, "{:?}", public.buttons);
    assert!(dice.iter().all(|b| b.contains(":dice ")), "{dice:?}");
    assert!(
        public.buttons.iter().all(|b| b.label.contains('(')),
        "labels say what each die shows"
    );
    let row = svc.store().game(id).unwrap().unwrap();
    let first = row.to_act.unwrap();
    let other = if first == 1 { 2 } else { 1 };

    // The other player's press is refused privately and changes nothing.
    let r = svc.button(&ctx(HERE, other), &dice[0]);
    assert!(
        is_private_to(&r[0], other) && r[0].text.contains("turn"),
        "{}",
        r[0].text
    );
    let same = svc.store().game(id).unwrap().unwrap();
    assert_eq!((same.version, &same.snapshot), (row.version, &row.snapshot));

    // The player to act plays it: a new public picture, stored in the log.
    let r = svc.button(&ctx(HERE, first), &dice[0]);
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    assert!(r[0].image.is_some());
    assert!(r[0].text.contains("took "), "{}", r[0].text);
    let actions = svc.store().actions(id).unwrap();
    assert_eq!(actions.len(), 1);
    assert_eq!(format!("move:{id}:{}:{}", row.version, actions[0].notation), dice[0]);

    // A press on the older picture is refused, even by the right player.
    let before = svc.store().game(id).unwrap().unwrap();
    let r = svc.button(&ctx(HERE, first), &dice[1]);
    assert!(
        is_private_to(&r[0], first) && refused!(r[0], Move(MoveRefusal::EarlierPosition)),
        "{}",
        r[0].text
    );
    let after = svc.store().game(id).unwrap().unwrap();
    assert_eq!((after.version, after.snapshot), (before.version, before.snapshot));
    assert_eq!(svc.store().actions(id).unwrap().len(), 1);

    // Autocomplete lists the next choices with a description; /hand says there is nothing hidden.
    let next = after.to_act.unwrap();
    let choices = svc.autocomplete_move(&ctx(HERE, next), "");
    assert!(!choices.is_empty());
    assert!(choices.iter().all(|c| c.name.contains(": ")));
    let hand = svc.hand(&ctx(HERE, next));
    assert!(is_private_to(&hand[0], next));
}

#[test]
fn euronimoes_for_two_draws_then_plays_and_keeps_hands_private() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "euronimoes", &[1, 2]);
    let row = svc.store().game(id).unwrap().unwrap();
    let first = row.to_act.unwrap();
    // The first step is taking a domino: the market and the pile, no placements.
    let legal = svc.legal_actions(&ctx(HERE, first));
    assert!(legal.iter().any(|a| a.notation == "draw"));
    assert!(
        legal
            .iter()
            .all(|a| a.notation == "draw" || a.notation.starts_with("buy "))
    );
    let refused = svc.make_move(&ctx(HERE, first), "3-4 0,0 E");
    assert!(is_private_to(&refused[0], first), "{}", refused[0].text);
    assert!(refused[0].text.contains("first take a domino"), "{}", refused[0].text);
    // Drawing names no tile in public, keeps the turn, and shows the hand privately.
    let r = svc.make_move(&ctx(HERE, first), "draw");
    assert_eq!(r[0].audience, Audience::Public);
    assert!(r[0].text.contains("drew from the bone pile"), "{}", r[0].text);
    assert!(
        r[0].text.contains(&format!("<@{first}> to move again")),
        "{}",
        r[0].text
    );
    for secret in secrets(&svc, id) {
        assert!(!r[0].text.contains(&secret), "{secret} is named: {}", r[0].text);
    }
    assert!(
        r.iter()
            .any(|x| is_private_to(x, first) && x.text.contains("Your tiles now"))
    );
    let hand = svc.hand(&ctx(HERE, first));
    assert!(is_private_to(&hand[0], first) && hand[0].image.is_some());
    assert!(hand[0].text.contains("Your turn: play a domino"), "{}", hand[0].text);
    // The hand is listed under one label, not "in hand" before every tile.
    assert!(hand[0].text.contains("In hand: **"), "{}", hand[0].text);
    assert_eq!(
        hand[0].text.to_lowercase().matches("in hand").count(),
        1,
        "{}",
        hand[0].text
    );
    play_out(&svc, HERE, id);
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let (snapshot, _) = replay(&row, &svc.store().actions(id).unwrap()).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);
}

#[test]
fn euronimoes_for_four_plays_to_the_end_and_replays() {
    let svc = service(SEED);
    let id = start(&svc, HERE, "euronimoes", &[1, 2, 3, 4]);
    let mut turn = 0usize;
    loop {
        let row = svc.store().game(id).unwrap().unwrap();
        let Some(next) = row.to_act else { break };
        let legal = svc.legal_actions(&ctx(HERE, next));
        // Vary the choice so that pile draws, purchases and stacks all happen.
        turn += 1;
        let a = &legal[(turn * 7) % legal.len()].notation;
        let r = svc.make_move(&ctx(HERE, next), a);
        assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
        assert!(
            !(1..=4).any(|n| r[0].text.contains(&format!("seat {n} "))),
            "{}",
            r[0].text
        );
    }
    let row = svc.store().game(id).unwrap().unwrap();
    assert_eq!(row.status, Status::Finished);
    let outcome = row.outcome.as_ref().unwrap();
    for rank in 1..=4 {
        assert!(
            outcome.standings.iter().any(|s| s.rank == rank),
            "ranks never tie: {outcome:?}"
        );
    }
    let (snapshot, _) = replay(&row, &svc.store().actions(id).unwrap()).unwrap();
    assert_eq!(Some(snapshot), row.snapshot);
    let rules = svc.rules(&ctx(HERE, 9), Some(GameKind::Euronimoes));
    assert!(rules.iter().any(|r| r.text.contains("Scoring")));
}

/// The start message names whoever really acts first (Euronimoes picks them
/// by the biggest domino, not by seat) and says /hand only where there is
/// something secret to see.
#[test]
fn the_start_message_names_the_real_first_player_and_how_to_play() {
    for (kind, players, secret) in [
        (GameKind::Euronimoes, 3, true),
        (GameKind::Dominoids, 2, false),
        (GameKind::Tree, 3, true),
    ] {
        for round in 0..4 {
            let svc = service(SEED);
            let opponents: Vec<User> = (2..=players).map(user).collect();
            let id = game_id(&svc.play(&ctx(HERE, 1), kind, &opponents, None));
            let mut last = Vec::new();
            for u in 2..=players {
                last = press(&svc, &ctx(HERE, u), ButtonId::Accept(id));
            }
            let begin = &last[1];
            assert!(begin.text.contains("begins!"), "{}", begin.text);
            assert_eq!(begin.mentions.len(), 1, "{kind} game {round}: {}", begin.text);
            let first = begin.mentions[0];
            assert!(
                begin.text.contains(&format!("<@{first}> plays first")),
                "{}",
                begin.text
            );
            assert_eq!(begin.text.contains("/hand"), secret, "{}", begin.text);
            // The one named may act and nobody else may.
            assert!(
                !svc.legal_actions(&ctx(HERE, first)).is_empty(),
                "{kind}: <@{first}> cannot act"
            );
            for other in (1..=players).filter(|u| *u != first) {
                assert!(
                    svc.legal_actions(&ctx(HERE, other)).is_empty(),
                    "{kind}: <@{other}> could act too"
                );
            }
        }
    }
}

/// Writes `sql` (about game `id`, as `?1`) straight into the database file,
/// as a bug or a hand edit might.
fn damage(db: &std::path::Path, sql: &str, id: i64) {
    let conn = rusqlite::Connection::open(db).unwrap();
    assert_eq!(conn.execute(sql, [id]).unwrap(), 1, "{sql}");
}

#[test]
fn a_game_whose_stored_row_is_damaged_is_refused_loudly_and_left_unchanged() {
    for sql in [
        "UPDATE games SET kind = 'chess' WHERE id = ?1",
        "UPDATE games SET abort_votes = 'seat 1' WHERE id = ?1",
        "UPDATE players SET computer = 'grandmaster' WHERE game_id = ?1 AND slot = 1",
    ] {
        let (_dir, db) = temp_db();
        let svc = common::open(&db, 7);
        let id = start(&svc, HERE, "dominimum", &[1, 2]);
        let next = to_act(&svc, id).unwrap();
        let legal = svc.legal_actions(&ctx(HERE, next));
        damage(&db, sql, id);
        let version = || -> i64 {
            let conn = rusqlite::Connection::open(&db).unwrap();
            conn.query_row("SELECT version FROM games WHERE id = ?1", [id], |r| r.get(0))
                .unwrap()
        };
        let before = version();
        // Every command on it answers the caller alone, says why, and
        // changes nothing; none panics.
        let answers = [
            (next, svc.make_move(&ctx(HERE, next), &legal[0].notation)),
            (1, svc.board(&ctx(HERE, 1))),
            (2, svc.hand(&ctx(HERE, 2))),
            (1, svc.resign(&ctx(HERE, 1))),
            (2, svc.abort(&ctx(HERE, 2))),
            (1, svc.play(&ctx(HERE, 1), GameKind::Draw, &[user(2)], None)),
        ];
        for (caller, r) in answers {
            assert_eq!(r.len(), 1, "{sql}: {r:?}");
            assert!(is_private_to(&r[0], caller), "{sql}: {r:?}");
            assert!(
                r[0].text.contains("stored data is damaged") && r[0].text.contains("nothing was changed"),
                "{sql}: {}",
                r[0].text
            );
        }
        assert_eq!(version(), before, "{sql}");
        // The list of games still lists it, marked; the timer loop passes it by.
        let games = svc.games(&ctx(HERE, 1), false, false);
        assert!(
            games[0]
                .text
                .contains(&format!("game {id}: its stored data is damaged")),
            "{sql}: {}",
            games[0].text
        );
        assert!(svc.tick().is_empty());
        assert!(svc.play_computers(HERE).is_empty());
    }
}
