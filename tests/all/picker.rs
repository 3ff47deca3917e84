//! The move picker (`/move` with no action): for random positions of every
//! game and of a puzzle, walking its menus (what, every page of where,
//! confirm) reaches every legal action exactly once (each an entry of a
//! menu; up to 40 confirmations a walk are opened and checked against their
//! entry, see `common::picker::walk`), and confirming plays it; a choice
//! from a menu made for an earlier position is refused and changes
//! nothing; a player who may not act is told whose turn it is.

use crate::common;
use crate::common::button_id;
use common::picker::{Reached, confirm_button, walk};
use common::{ctx, is_private_to, service, start_with, to_act};

use dominoes_bot::engine::GameKind;
use dominoes_bot::engine::adding::Puzzle;
use dominoes_bot::engine::adding::problems::Problem;
use dominoes_bot::service::{Audience, ButtonId, PuzzleRequest, Reply, Service};
use rand::{Rng, SeedableRng};

const HERE: u64 = 700;

/// The legal actions' notations, sorted (a multiset to compare).
fn sorted(mut notations: Vec<String>) -> Vec<String> {
    notations.sort();
    notations
}

/// The game's version and the caller's legal actions: what a refused
/// choice must leave as it was.
fn state(svc: &Service, user: u64) -> (i64, Vec<String>) {
    let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
    let legal = svc.legal_actions(&ctx(HERE, user));
    (row.version, legal.into_iter().map(|a| a.notation).collect())
}

/// Walks the picker of `user` and checks it reaches exactly their legal
/// actions; returns what it reached and the picker's messages.
fn walk_all(svc: &Service, kind: GameKind, user: u64) -> (Vec<Reached>, Vec<Reply>) {
    let legal: Vec<String> = svc
        .legal_actions(&ctx(HERE, user))
        .into_iter()
        .map(|a| a.notation)
        .collect();
    let w = walk(svc, &ctx(HERE, user));
    let reached = sorted(w.reached.iter().map(|r| r.notation.clone()).collect());
    assert_eq!(
        reached,
        sorted(legal),
        "{kind:?}: the picker reaches every legal action once"
    );
    (w.reached, w.messages)
}

/// Chooses an option of an earlier picker message as `user`: it must be
/// refused privately and change nothing. Returns whether it said the
/// position changed (rather than that it is not their turn).
fn stale_choice_is_refused(svc: &Service, user: u64, old: &[Reply]) -> bool {
    let Some(menu) = old.iter().flat_map(|m| &m.menus).next() else {
        return false;
    };
    let before = state(svc, user);
    let value = menu.options[0].value.clone();
    let r = svc.select(&ctx(HERE, user), &menu.id, &[value]);
    assert!(r.iter().all(|r| is_private_to(r, user)), "{r:?}");
    assert_eq!(state(svc, user), before, "a stale choice changed the game");
    let changed = r[0].text.contains("position changed");
    assert!(changed || r[0].text.contains("turn, not yours"), "{}", r[0].text);
    if changed {
        // It shows the position now instead, under its new version.
        assert!(r[0].menus.iter().all(|m| m.id != menu.id), "{r:?}");
        let old_confirm = old.iter().find(|m| m.buttons.iter().any(|b| b.label == "Confirm"));
        if let Some(confirm) = old_confirm {
            let pressed = svc.button(&ctx(HERE, user), &confirm_button(confirm));
            assert!(pressed.iter().all(|r| r.audience != Audience::Public), "{pressed:?}");
            assert_eq!(state(svc, user), before, "a stale Confirm played");
        }
    }
    changed
}

/// A random action whose confirmation the walk opened.
fn opened<'a>(reached: &'a [Reached], rng: &mut impl Rng) -> &'a Reached {
    let opened: Vec<&Reached> = reached.iter().filter(|r| r.confirm.is_some()).collect();
    opened[rng.random_range(0..opened.len())]
}

#[test]
fn the_picker_reaches_every_legal_action_of_every_game_and_refuses_stale_menus() {
    let mut stale_seen = 0;
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for game in 0..2u64 {
            let (lo, _) = kind.player_range(None);
            // Pictures are not what is tested here, and drawing them is slow.
            let svc = service(game + 60).without_board_pictures();
            let id = start_with(&svc, HERE, kind.id(), None, &(1..=lo.max(2) as u64).collect::<Vec<_>>());
            let mut old: Vec<Reply> = Vec::new();
            for _ in 0..3 {
                // A few random moves between walks.
                for _ in 0..rng.random_range(0..12) {
                    let Some(user) = to_act(&svc, id) else { break };
                    let legal = svc.legal_actions(&ctx(HERE, user));
                    svc.make_move(&ctx(HERE, user), &legal[rng.random_range(0..legal.len())].notation);
                }
                let Some(user) = to_act(&svc, id) else { break };
                if stale_choice_is_refused(&svc, user, &old) {
                    stale_seen += 1;
                }
                let (reached, messages) = walk_all(&svc, kind, user);
                // Confirming a random one plays exactly it, in public.
                let chosen = opened(&reached, &mut rng);
                let played = svc.button(&ctx(HERE, user), &confirm_button(chosen.confirm.as_ref().unwrap()));
                assert_eq!(played[0].audience, Audience::Public, "{kind:?}: {}", played[0].text);
                let last = svc.store().actions(id).unwrap().last().unwrap().notation.clone();
                assert_eq!(last, chosen.notation, "{kind:?}");
                old = messages;
            }
        }
    }
    assert!(
        stale_seen >= 3,
        "a stale menu of a player still to act was tried {stale_seen} times"
    );
}

#[test]
fn the_picker_reaches_every_legal_move_of_a_puzzle() {
    let svc = service(3);
    let me = ctx(HERE + 1, 5);
    let request = PuzzleRequest {
        number: Some(2),
        ..PuzzleRequest::default()
    };
    assert!(!svc.puzzle(&me, &request).is_empty());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let mut old: Vec<Reply> = Vec::new();
    let (mut grouped, mut pictured) = (0, 0);
    for _ in 0..4 {
        let session = svc.puzzle_session_of(&me).unwrap();
        let problem = Problem::parse(&session.queue).unwrap();
        let puzzle = Puzzle::replay(problem, session.goal, &session.moves).unwrap();
        if puzzle.is_solved() {
            break;
        }
        let legal: Vec<String> = puzzle.legal().into_iter().map(|a| a.notation).collect();
        if let Some(menu) = old.iter().flat_map(|m| &m.menus).next() {
            let r = svc.select(&me, &menu.id, &[menu.options[0].value.clone()]);
            assert!(r[0].text.contains("position changed"), "{}", r[0].text);
            assert_eq!(svc.puzzle_session_of(&me).unwrap().version, session.version);
        }
        let w = walk(&svc, &me);
        let reached = sorted(w.reached.iter().map(|r| r.notation.clone()).collect());
        assert_eq!(reached, sorted(legal));
        // Whats are dominoes: one entry for all the moves of a domino.
        let dominoes: std::collections::HashSet<[char; 2]> = w
            .reached
            .iter()
            .map(|r| {
                let mut d: Vec<char> = r.notation.chars().take(2).collect();
                d.sort_unstable();
                [d[0], d[1]]
            })
            .collect();
        if let Some(menu) = w.messages[0].menus.first().filter(|_| dominoes.len() > 1) {
            assert_eq!(menu.options.len(), dominoes.len(), "{menu:?}");
            grouped += usize::from(dominoes.len() < w.reached.len());
        }
        // Where a domino goes is a lettered place on the puzzle's picture.
        pictured += w
            .messages
            .iter()
            .filter(|m| m.image.is_some() && m.buttons.iter().any(|b| b.label == "A"))
            .count();
        let chosen = opened(&w.reached, &mut rng);
        let played = svc.button(&me, &confirm_button(chosen.confirm.as_ref().unwrap()));
        assert!(is_private_to(&played[0], 5), "{played:?}");
        assert!(played[0].text.contains(&chosen.notation), "{}", played[0].text);
        let after = svc.puzzle_session_of(&me).unwrap();
        assert_eq!(after.moves.last(), Some(&chosen.notation));
        old = w.messages;
    }
    assert!(grouped > 0, "some domino had several moves");
    assert!(pictured > 0, "places marked on the puzzle's picture");
}

#[test]
fn a_player_who_may_not_act_is_told_whose_turn_it_is() {
    let svc = service(4);
    let id = start_with(&svc, HERE, "dominimum", None, &[1, 2]);
    let mover = to_act(&svc, id).unwrap();
    let other = if mover == 1 { 2 } else { 1 };
    let expected = svc.autocomplete_move(&ctx(HERE, other), "")[0].name.clone();
    let r = svc.open_picker(&ctx(HERE, other));
    assert_eq!(r.len(), 1);
    assert!(is_private_to(&r[0], other));
    assert_eq!(
        r[0].text,
        format!("{expected}."),
        "the same words as autocomplete's note"
    );
    assert!(r[0].menus.is_empty() && r[0].buttons.is_empty());
    assert!(svc.open_picker(&ctx(HERE, 9)).first().unwrap().text.contains("no seat"));
    assert!(svc.open_picker(&ctx(HERE + 5, 1))[0].text.contains("/play"));
}

#[test]
fn a_long_list_of_places_is_one_card_of_pictures_each_with_the_menu_of_its_places() {
    // Later in Dominimum the one tile in hand has many places (pairs of
    // cells, each taking the tile either way round): they need pages.
    let places = |legal: Vec<dominoes_bot::engine::LegalAction>| {
        let mut cells: Vec<Vec<(i32, i32)>> = legal
            .iter()
            .map(|a| {
                let mut c: Vec<(i32, i32)> = a.cells.iter().map(|c| (c.x, c.y)).collect();
                c.sort_unstable();
                c
            })
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells.len()
    };
    let svc = service(4);
    let id = start_with(&svc, HERE, "dominimum", None, &[1, 2]);
    let mut user = to_act(&svc, id).unwrap();
    while places(svc.legal_actions(&ctx(HERE, user))) <= 50 {
        let legal = svc.legal_actions(&ctx(HERE, user));
        svc.make_move(&ctx(HERE, user), &legal[0].notation);
        user = to_act(&svc, id).expect("a long list before the end");
    }
    let w = walk(&svc, &ctx(HERE, user));
    // The tile's places are on one card of several pictures, each with
    // the menu of its places under it, so any place is one choice away.
    let most = w.reached.iter().map(|r| r.choices).max().unwrap();
    assert_eq!(most, 1, "the place alone");
    let card = &w.messages[0];
    assert!(card.card, "a card");
    assert!((2..=6).contains(&card.panels.len()), "{} pictures", card.panels.len());
    assert!(card.text.contains("pictures of the board"), "{}", card.text);
    let mut letters = 0;
    for (q, panel) in card.panels.iter().enumerate() {
        assert!(panel.image.is_some(), "picture {q} is drawn");
        let menu = panel.menu.as_ref().expect("a menu under each picture");
        assert_eq!(menu.options[0].label, "A", "each picture's letters start again at A");
        letters += menu.options.len();
    }
    assert!(letters > 50);
    // The container, its text, each picture's gallery, row and menu, and
    // the row of Back and Cancel.
    let components = 2 + 3 * card.panels.len() + 1 + card.buttons.len();
    assert!(components <= dominoes_bot::service::MAX_CARD_COMPONENTS);
    assert!(card.buttons.iter().any(|b| b.label == "Cancel"));
}

#[test]
fn the_move_button_of_the_private_note_opens_the_picker() {
    // In Euronimoes a draw is followed by the placement: the mover's note
    // offers the picker for their many places.
    let svc = service(8);
    let id = start_with(&svc, HERE, "euronimoes", None, &[1, 2]);
    for _ in 0..40 {
        let Some(user) = to_act(&svc, id) else { break };
        let legal = svc.legal_actions(&ctx(HERE, user));
        let action = legal
            .iter()
            .find(|a| a.notation == "draw")
            .unwrap_or(&legal[0])
            .notation
            .clone();
        let replies = svc.make_move(&ctx(HERE, user), &action);
        let picker = replies
            .iter()
            .flat_map(|r| &r.buttons)
            .find(|b| matches!(button_id(&b.id), Some(ButtonId::Picker(_))));
        if let Some(button) = picker {
            assert!(
                replies
                    .iter()
                    .any(|r| is_private_to(r, user) && r.buttons.contains(button))
            );
            let opened = svc.button(&ctx(HERE, user), &button.id);
            assert!(is_private_to(&opened[0], user), "{opened:?}");
            assert!(!opened[0].in_place, "a new message: the note stays");
            // A menu of what to play, or the drawn tile's places.
            assert!(!opened[0].menus.is_empty() || opened[0].buttons.len() > 1, "{opened:?}");
            // Anyone else pressing it is told whose turn it is.
            let other = if user == 1 { 2 } else { 1 };
            let theirs = svc.button(&ctx(HERE, other), &button.id);
            assert!(theirs[0].text.contains("turn, not yours"), "{}", theirs[0].text);
            return;
        }
    }
    panic!("no note offered the picker");
}

#[test]
fn menus_and_values_that_are_not_mine_are_refused_without_a_change() {
    // The Tree starts with a hand of tiles: a menu of them opens.
    let svc = service(4);
    let id = start_with(&svc, HERE, "tree", None, &[1, 2]);
    let user = to_act(&svc, id).unwrap();
    let before = state(&svc, user);
    let opening = svc.open_picker(&ctx(HERE, user));
    let menu = &opening[0].menus[0];
    for (menu_id, values) in [
        ("hello", vec!["whats:0".to_string()]),
        (menu.id.as_str(), vec!["nonsense".to_string()]),
        (menu.id.as_str(), vec![]),
        (menu.id.as_str(), vec!["whats:0".to_string(), "whats:1".to_string()]),
        (menu.id.as_str(), vec!["where:999:0".to_string()]),
        (menu.id.as_str(), vec!["act:0:99999".to_string()]),
        (menu.id.as_str(), vec![format!("whats:{}", usize::MAX)]),
    ] {
        let r = svc.select(&ctx(HERE, user), menu_id, &values);
        assert!(r.iter().all(|r| is_private_to(r, user)), "{menu_id} {values:?}: {r:?}");
        assert_eq!(state(&svc, user), before);
    }
    // Cancel closes the picker in place.
    let cancel = opening[0].buttons.iter().find(|b| b.label == "Cancel").unwrap();
    let closed = svc.button(&ctx(HERE, user), &cancel.id);
    assert!(closed[0].in_place && closed[0].menus.is_empty() && closed[0].buttons.is_empty());
    assert!(closed[0].text.contains("nothing was played"));
    let parsed: ButtonId = cancel.id.parse().unwrap();
    assert!(matches!(parsed, ButtonId::Pick { .. }));
}

/// Dominoids (issue 53): from random positions, the moves of a die, the
/// effects after a slide, a child and food are lettered places on a
/// picture of its own board, every legal action is reached (dice and
/// shifts stay menu entries), each placed confirmation shows the move on
/// a picture, and no move takes more than the opening, three choices and
/// Confirm.
#[test]
fn dominoids_places_are_lettered_on_its_board_and_every_action_is_reached() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(53);
    let (mut lettered, mut pictured_confirms, mut walks) = (0, 0, 0);
    for game in 0..2u64 {
        let svc = service(game + 530);
        let id = start_with(&svc, HERE, "dominoids", None, &[1, 2]);
        for _ in 0..6 {
            for _ in 0..rng.random_range(0..8) {
                let Some(user) = to_act(&svc, id) else { break };
                let legal = svc.legal_actions(&ctx(HERE, user));
                svc.make_move(&ctx(HERE, user), &legal[rng.random_range(0..legal.len())].notation);
            }
            let Some(user) = to_act(&svc, id) else { break };
            let (reached, messages) = walk_all(&svc, GameKind::Dominoids, user);
            walks += 1;
            let most = reached.iter().map(|r| r.choices).max().unwrap_or(0);
            assert!(most <= 3, "a Dominoids move {most} choices in: {reached:?}");
            for m in &messages {
                let letters = m.buttons.iter().filter(|b| b.label.len() == 1).count();
                if letters > 0 {
                    assert!(m.image.is_some(), "lettered places on a picture: {}", m.text);
                    assert!(m.text.contains("choose a place marked on the picture"), "{}", m.text);
                    lettered += 1;
                }
            }
            for r in reached.iter().filter_map(|r| r.confirm.as_ref()) {
                if r.text.contains("(place **") {
                    assert!(r.image.is_some(), "the move drawn: {}", r.text);
                    pictured_confirms += 1;
                }
            }
            // Playing one confirms it.
            let chosen = opened(&reached, &mut rng);
            svc.button(&ctx(HERE, user), &confirm_button(chosen.confirm.as_ref().unwrap()));
            let last = svc.store().actions(id).unwrap().last().unwrap().notation.clone();
            assert_eq!(last, chosen.notation);
        }
    }
    assert!(walks >= 8, "{walks} walks");
    assert!(
        lettered >= 4 && pictured_confirms >= 8,
        "{lettered} pages, {pictured_confirms} confirmations"
    );
}
