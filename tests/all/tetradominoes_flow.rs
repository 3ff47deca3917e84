//! Tetradominoes through the service: whole games for four players (with
//! partner gifts, where both opponents are pinged and may answer in either
//! order) and for a match: every seat that must act is pinged, no public
//! reply names a hidden domino, and the action logs replay to the stored
//! snapshots.

use crate::common;
use common::{ctx, service, start, start_with};

use dominoes_bot::engine::{GameKind, ToAct};
use dominoes_bot::service::replay::replay;
use dominoes_bot::service::{Audience, Service};

/// Plays a game to its end, preferring tetrominoes and gifts so that every
/// step comes up; returns the game id and how many gift steps were played.
fn play_with_gifts(svc: &Service, channel: u64, players: u64, variant: Option<&str>) -> (i64, usize) {
    let people: Vec<u64> = (1..=players).collect();
    let id = start_with(svc, channel, "tetradominoes", variant, &people);
    let mut gift_steps = 0;
    let mut shown: Vec<String> = Vec::new();
    for step in 0..5000 {
        let row = svc.store().game(id).unwrap().unwrap();
        if row.to_act.is_none() {
            break;
        }
        let game = GameKind::Tetradominoes.load(row.snapshot.as_deref().unwrap()).unwrap();
        let acting = game.to_act().seats();
        // In a simultaneous step, answer in the order opposite to the list.
        let seat = *acting.last().unwrap();
        let mover = row.player_at_seat(seat).unwrap().user_id.unwrap();
        if acting.len() > 1 {
            gift_steps += 1;
            // Someone not in the step is refused.
            let outsider = (0..players as usize)
                .find(|s| !acting.contains(s))
                .map(|s| row.player_at_seat(s).unwrap().user_id.unwrap())
                .unwrap();
            let refused = svc.make_move(&ctx(channel, outsider), "keep");
            assert_ne!(refused[0].audience, Audience::Public, "{}", refused[0].text);
        }
        let legal = svc.legal_actions(&ctx(channel, mover));
        assert!(!legal.is_empty());
        let pick = legal
            .iter()
            .position(|a| a.notation.len() > 12 && !a.notation.starts_with("reveal"))
            .or_else(|| legal.iter().position(|a| a.notation.starts_with("give")))
            .unwrap_or(step % legal.len());
        let replies = svc.make_move(&ctx(channel, mover), &legal[pick].notation);
        let public = &replies[0];
        assert_eq!(public.audience, Audience::Public, "{}", public.text);
        // Nothing public names a domino someone holds hidden.
        let row = svc.store().game(id).unwrap().unwrap();
        let game = GameKind::Tetradominoes.load(row.snapshot.as_deref().unwrap()).unwrap();
        // Lines the turn's message repeats from above were checked when new.
        let new_lines: Vec<&str> = public.text.lines().filter(|l| !shown.iter().any(|s| s == l)).collect();
        for t in game.secret_tiles() {
            for spelled in [format!("{}-{}", t.lo, t.hi), format!("{}-{}", t.hi, t.lo)] {
                assert!(
                    !new_lines.iter().any(|l| l.contains(&spelled)),
                    "{spelled} in {}",
                    public.text
                );
            }
        }
        shown.extend(public.text.lines().map(str::to_string));
        // Whoever must act now and was not waiting already is pinged.
        if !matches!(game.to_act(), ToAct::Finished) {
            for s in game.to_act().seats() {
                let u = row.player_at_seat(s).unwrap().user_id.unwrap();
                if u != mover && !acting.contains(&s) {
                    assert!(public.mentions.contains(&u), "{u} not pinged: {}", public.text);
                }
            }
        }
        // A new gift step pings both deciders at once.
        if let ToAct::Seats(seats) = game.to_act()
            && seats.len() == 2
            && acting.len() == 1
        {
            assert!(public.text.contains("your move, in any order"), "{}", public.text);
            for s in seats {
                let u = row.player_at_seat(s).unwrap().user_id.unwrap();
                assert!(public.mentions.contains(&u), "{u} not pinged: {:?}", public.mentions);
            }
        }
    }
    let row = svc.store().game(id).unwrap().unwrap();
    assert!(row.outcome.is_some(), "the game ended");
    (id, gift_steps)
}

#[test]
fn four_players_with_gifts_and_a_match_play_to_the_end_and_replay() {
    let svc = service(21);
    let (four, gifts) = play_with_gifts(&svc, 1, 4, None);
    assert!(gifts > 0, "no gift step came up");
    let (three, _) = play_with_gifts(&svc, 2, 3, None);
    let (matched, _) = play_with_gifts(&svc, 3, 2, Some("match"));
    for id in [four, three, matched] {
        let row = svc.store().game(id).unwrap().unwrap();
        let actions = svc.store().actions(id).unwrap();
        let (snapshot, rng) = replay(&row, &actions).unwrap_or_else(|e| panic!("game {id}: {e}"));
        assert_eq!(Some(snapshot), row.snapshot, "game {id} snapshot");
        assert_eq!(Some(rng), row.rng, "game {id} generator");
    }
}

#[test]
fn one_partner_resigning_loses_for_the_whole_team_and_is_rated_as_teams() {
    let svc = service(5);
    let id = start(&svc, 9, "tetradominoes", &[1, 2, 3, 4]);
    let row = svc.store().game(id).unwrap().unwrap();
    // The player in seat 3 (partner of seat 1) gives up.
    let quitter = row.player_at_seat(2).unwrap().user_id.unwrap();
    let confirm = svc.resign(&ctx(9, quitter));
    svc.button(&ctx(9, quitter), &confirm[0].buttons[0].id);
    let row = svc.store().game(id).unwrap().unwrap();
    let outcome: &dominoes_bot::engine::Outcome = row.outcome.as_ref().unwrap();
    assert_eq!(outcome.teams, vec![vec![0, 2], vec![1, 3]]);
    for (seat, rank) in [(0, 2), (1, 1), (2, 2), (3, 1)] {
        assert_eq!(outcome.rank_of(seat), Some(rank), "seat {}", seat + 1);
    }
    // Rated once, in the table for teams: the winners gain, both losers lose.
    let changes = svc
        .store()
        .rating_changes(1, Some(GameKind::Tetradominoes), None)
        .unwrap();
    assert_eq!(changes.len(), 4);
    for c in &changes {
        assert_eq!(c.team, c.seat % 2, "partners share a team: {c:?}");
        assert_eq!(c.rank, if c.seat % 2 == 1 { 1 } else { 2 });
        assert_eq!(
            c.after.rating > c.before.rating,
            c.seat % 2 == 1,
            "seat {}: {c:?}",
            c.seat + 1
        );
    }
}

/// Whether a line names the same player twice in a row ("<@4> <@4>").
fn doubled_name(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(2).any(|w| w[0] == w[1] && w[0].starts_with("<@"))
}

/// A seat that cannot play chooses two dominoes to reveal: the line that
/// tells it names the player once ("<@1> cannot play: reveals …").
#[test]
fn a_chosen_reveal_names_the_player_once() {
    let mut reveals = 0;
    for seed in 0..6 {
        if reveals >= 3 {
            break;
        }
        let svc = service(seed).without_board_pictures();
        let id = start_with(&svc, 40, "tetradominoes", None, &[1, 2]);
        for _ in 0..400 {
            let row = svc.store().game(id).unwrap().unwrap();
            let Some(mover) = row.to_act else { break };
            let legal = svc.legal_actions(&ctx(40, mover));
            let pick = legal
                .iter()
                .find(|a| a.notation.starts_with("reveal"))
                .unwrap_or(&legal[0]);
            let replies = svc.make_move(&ctx(40, mover), &pick.notation);
            let text = &replies[0].text;
            assert!(!text.lines().any(doubled_name), "{text}");
            if pick.notation.starts_with("reveal") {
                let told = format!("<@{mover}> cannot play: reveals ");
                assert!(text.lines().any(|l| l.starts_with(&told)), "{text}");
                reveals += 1;
            }
        }
    }
    assert!(reveals > 0, "no game came to a chosen reveal");
}
