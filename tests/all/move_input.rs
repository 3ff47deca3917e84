//! Finding a move in `/move`'s autocomplete the way people type it, for
//! every game: a tile in either order, with or without a separator, a
//! square, a direction; a long list ends with how many more match (an
//! entry refused, if sent, with the same help); a player who may not act
//! gets one entry saying whose turn it is.

use crate::common;
use crate::common::refused;
use common::{ctx, is_private_to, service, start_with, to_act};
use dominoes_bot::service::{MoveRefusal, ShowRefusal};

use dominoes_bot::engine::GameKind;
use dominoes_bot::i18n::Locale;
use dominoes_bot::service::Service;

const HERE: u64 = 900;

/// The first tile `a-b` a notation names, low number first.
fn tile(notation: &str) -> Option<(u8, u8)> {
    let c: Vec<char> = notation.chars().collect();
    (0..c.len().saturating_sub(2)).find_map(|i| {
        if c[i + 1] != '-' || (i > 0 && c[i - 1].is_ascii_digit()) {
            return None;
        }
        let (a, b) = (c[i].to_digit(10)? as u8, c[i + 2].to_digit(10)? as u8);
        Some((a.min(b), a.max(b)))
    })
}

/// Plays a few moves of every game so positions are not all openings;
/// calls `check` with the service, the game and the user to act.
fn each_game(mut check: impl FnMut(&Service, GameKind, u64)) {
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let (lo, _) = kind.player_range(None);
        let players: Vec<u64> = (1..=lo.max(2) as u64).collect();
        let svc = service(17);
        let id = start_with(&svc, HERE, kind.id(), None, &players);
        for step in 0..6 {
            let Some(user) = to_act(&svc, id) else { break };
            check(&svc, kind, user);
            let legal = svc.legal_actions(&ctx(HERE, user));
            svc.make_move(&ctx(HERE, user), &legal[step % legal.len()].notation);
        }
    }
}

#[test]
fn a_tile_typed_as_people_write_it_comes_first() {
    let mut checked = 0;
    each_game(|svc, kind, user| {
        let legal = svc.legal_actions(&ctx(HERE, user));
        let Some((a, b)) = legal.iter().find_map(|l| tile(&l.notation)) else {
            return;
        };
        for typed in [
            format!("{a}-{b}"),
            format!("{b}-{a}"),
            format!("{a}{b}"),
            format!("{b} {a}"),
        ] {
            let choices = svc.autocomplete_move(&ctx(HERE, user), &typed);
            assert!(!choices.is_empty(), "{kind:?}: nothing for {typed}");
            assert_eq!(
                tile(&choices[0].value),
                Some((a, b)),
                "{kind:?}: {typed} should find the tile first: {choices:?}"
            );
            checked += 1;
        }
    });
    assert!(checked >= 20, "{checked}");
}

#[test]
fn a_square_and_a_direction_narrow_the_list() {
    let mut checked = 0;
    each_game(|svc, kind, user| {
        let legal = svc.legal_actions(&ctx(HERE, user));
        let Some(pick) = legal
            .iter()
            .find(|l| l.notation.split_whitespace().count() == 3 && l.notation.contains(','))
        else {
            return;
        };
        let parts: Vec<&str> = pick.notation.split_whitespace().collect();
        let (square, dir) = (parts[1], parts[2]);
        let choices = svc.autocomplete_move(&ctx(HERE, user), &format!("{square} {}", dir.to_lowercase()));
        assert!(
            choices.iter().any(|c| c.value == pick.notation),
            "{kind:?}: {square} {dir} misses {}: {choices:?}",
            pick.notation
        );
        // Each covers the square, with either end.
        for c in choices.iter().filter(|c| c.value != "(more)") {
            assert!(c.name.contains(square), "{kind:?}: {} is not on {square}", c.name);
        }
        // The whole move, typed in another order, is found first.
        let typed = format!("{dir} {square} {}", parts[0]);
        assert_eq!(
            svc.autocomplete_move(&ctx(HERE, user), &typed)[0].value,
            pick.notation,
            "{kind:?}"
        );
        checked += 1;
    });
    assert!(checked >= 10, "{checked}");
}

#[test]
fn a_long_list_ends_with_how_many_more_and_that_entry_is_refused_with_help() {
    let mut long = 0;
    each_game(|svc, kind, user| {
        let legal = svc.legal_actions(&ctx(HERE, user));
        let choices = svc.autocomplete_move(&ctx(HERE, user), "");
        assert!(choices.len() <= 25);
        if legal.len() <= 25 {
            assert_eq!(choices.len(), legal.len(), "{kind:?}");
            return;
        }
        long += 1;
        let last = choices.last().unwrap();
        assert!(
            last.name.contains(&format!("{} more", legal.len() - 24)),
            "{kind:?}: {}",
            last.name
        );
        let row = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        let r = svc.make_move(&ctx(HERE, user), &last.value);
        assert!(is_private_to(&r[0], user), "{:?}", r[0]);
        assert!(r[0].text.contains("to narrow the list"), "{}", r[0].text);
        let after = svc.store().open_game_in_channel(HERE).unwrap().unwrap();
        assert_eq!(after.version, row.version, "nothing changed");
    });
    assert!(long >= 2, "some games have long lists: {long}");
}

#[test]
fn a_player_who_may_not_act_gets_one_entry_saying_whose_turn_it_is() {
    let svc = service(4);
    let id = start_with(&svc, HERE, "dominimum", None, &[1, 2]);
    let mover = to_act(&svc, id).unwrap();
    let other = if mover == 1 { 2 } else { 1 };
    let choices = svc.autocomplete_move(&ctx(HERE, other), "");
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert!(choices[0].name.contains("turn, not yours"), "{}", choices[0].name);
    let r = svc.make_move(&ctx(HERE, other), &choices[0].value);
    assert!(is_private_to(&r[0], other));
    let stranger = svc.autocomplete_move(&ctx(HERE, 9), "");
    assert!(stranger[0].name.contains("no seat"), "{stranger:?}");
    let elsewhere = svc.autocomplete_move(&ctx(HERE + 1, 1), "");
    assert!(elsewhere[0].name.contains("/play"), "{elsewhere:?}");
}

#[test]
fn the_variant_list_holds_only_the_chosen_games_variants() {
    use dominoes_bot::service::variant_choices;
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable()) {
        let choices = variant_choices(Some(kind), "", Locale::EnUs);
        let own: Vec<&str> = kind.variants().iter().map(|v| v.id).collect();
        if own.is_empty() {
            assert_eq!(choices.len(), 1, "{kind:?}: {choices:?}");
            assert!(choices[0].name.contains("no variants"), "{}", choices[0].name);
        } else {
            let values: Vec<&str> = choices.iter().map(|c| c.value.as_str()).collect();
            assert_eq!(values, own, "{kind:?}");
        }
    }
    let all = variant_choices(None, "", Locale::EnUs);
    assert!(all.len() > 3, "every game's variants before a game is chosen");
    // Issue 55: in the reader's language, found by its words there.
    let misere = variant_choices(Some(GameKind::Dominup), "perder", Locale::EsEs);
    assert_eq!(misere.len(), 1, "{misere:?}");
    assert_eq!(
        misere[0].name,
        "misere: a perder: quien se queda primero sin fichas pierde"
    );
    let none = variant_choices(Some(GameKind::Dominimum), "", Locale::Fr);
    assert_eq!(
        none[0].name,
        "Dominimum n'a pas de variantes\u{a0}: laisse cette option vide"
    );
}

/// The README's first example, run as written through the real binary: the
/// move it shows is accepted, `/hand` suggests a real move, `/help` answers.
#[test]
fn the_readme_example_plays_as_written() {
    use std::io::Write;
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let command = "cargo run --release -- local --seed 3";
    let after = &readme[readme.find(command).expect("the README's local command")..];
    let block = after.split("```text\n").nth(1).unwrap().split("```").next().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut child = common::bot_command()
        .args(["local", "--seed", "3", "--json", "--db"])
        .arg(dir.path().join("readme.sqlite3"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(block.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let replies: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    let texts: Vec<&str> = replies.iter().filter_map(|r| r["text"].as_str()).collect();
    let moved = block.lines().find(|l| l.contains("/move")).unwrap();
    let notation = moved.split('"').nth(1).unwrap();
    assert!(
        replies.iter().any(|r| r["to"] == "public"
            && r["text"]
                .as_str()
                .is_some_and(|t| t.contains(notation.split(' ').next().unwrap()))),
        "the README's move {notation} was not played: {texts:#?}"
    );
    assert!(
        !texts
            .iter()
            .any(|t| t.contains("not allowed") || t.contains("could not read")),
        "{texts:#?}"
    );
    assert!(
        texts.iter().any(|t| t.contains("Your turn. For example")),
        "/hand suggests a move: {texts:#?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.contains("**Dominomega**") && t.contains("For example")),
        "{texts:#?}"
    );
}

#[test]
fn hand_suggests_one_of_the_players_own_legal_moves() {
    each_game(|svc, kind, user| {
        let text = common::text(&svc.hand(&ctx(HERE, user)));
        let legal = svc.legal_actions(&ctx(HERE, user));
        let Some(example) = text.split("`/move action:\"").nth(1).and_then(|t| t.split('"').next()) else {
            panic!("{kind:?}: no example in {text}");
        };
        assert!(
            legal.iter().any(|l| l.notation == example),
            "{kind:?}: {example} is not legal"
        );
    });
    let svc = service(4);
    let id = start_with(&svc, HERE, "dominimum", None, &[1, 2]);
    let other = if to_act(&svc, id) == Some(1) { 2 } else { 1 };
    let text = common::text(&svc.hand(&ctx(HERE, other)));
    assert!(text.contains("turn; I will ping you"), "{text}");
}

#[test]
fn help_names_the_commands_and_a_legal_example_for_each_game() {
    let svc = service(1);
    let all = common::text(&svc.help(&ctx(HERE, 1), None));
    for command in ["/play", "/move", "/hand", "/undo", "/rules", "/replay"] {
        assert!(all.contains(command), "{command} missing: {all}");
    }
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable()) {
        let r = svc.help(&ctx(HERE, 1), Some(kind));
        assert!(is_private_to(&r[0], 1));
        assert!(r[0].text.len() <= 2000);
        if !kind.is_puzzle() {
            assert!(r[0].text.contains("For example"), "{kind:?}: {}", r[0].text);
        }
    }
    // A game that is none of them is refused where the word is read.
    assert!(matches!(
        dominoes_bot::local::options::any_game(Some("chess")),
        Err(dominoes_bot::service::Refusal::Show(
            ShowRefusal::UnknownRulesGame { .. }
        ))
    ));
}

/// How many entries of an autocomplete list a phone shows without scrolling.
const SEEN: usize = 5;

/// How many keys a player types (plus one pick) to bring a chosen legal
/// move among the first [`SEEN`] entries of the list, before (the list filtered by the squashed text,
/// first 25 in the engine's order, the notation typed as written) and now
/// (the tile as digits, then its square and direction), and how many
/// selections the picker needs for it (opening it, each menu choice
/// including "More…" pages, and Confirm), for random moves of random
/// positions of every game:
/// `cargo test --test all move_input::report_keystrokes -- --ignored --nocapture`.
#[test]
#[ignore = "a report, not a check"]
fn report_keystrokes() {
    use rand::{Rng, SeedableRng};
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let (mut before, mut after, mut natural_before) = (Vec::new(), Vec::new(), Vec::new());
        let mut picked = Vec::new();
        for game in 0..4u64 {
            let (lo, _) = kind.player_range(None);
            let svc = service(game + 40);
            let id = start_with(&svc, HERE, kind.id(), None, &(1..=lo.max(2) as u64).collect::<Vec<_>>());
            for _ in 0..rng.random_range(0..30) {
                let Some(user) = to_act(&svc, id) else { break };
                let legal = svc.legal_actions(&ctx(HERE, user));
                let pick = rng.random_range(0..legal.len());
                svc.make_move(&ctx(HERE, user), &legal[pick].notation);
            }
            let Some(user) = to_act(&svc, id) else { continue };
            let legal = svc.legal_actions(&ctx(HERE, user));
            let walk = common::picker::walk(&svc, &ctx(HERE, user));
            for _ in 0..5 {
                let chosen = &legal[rng.random_range(0..legal.len())];
                // The picker: open, the menu choices, Confirm.
                let reached = walk.reached.iter().find(|r| r.notation == chosen.notation);
                picked.push(reached.map_or(usize::MAX, |r| r.choices + 2));
                // Before: the notation typed as written, the old filter.
                let old = old_filter(&legal, &chosen.notation, &chosen.notation);
                before.push(old.unwrap_or(chosen.notation.len()) + 1);
                // Now: the way people write it.
                let natural = natural(&chosen.notation);
                let old_natural = old_filter(&legal, &natural, &chosen.notation);
                // Never found: typed in full and sent by hand.
                natural_before.push(old_natural.map_or(natural.len() + 1, |n| n + 1));
                let new = (0..=natural.len()).find(|&n| {
                    svc.autocomplete_move(&ctx(HERE, user), &natural[..n])
                        .iter()
                        .take(SEEN)
                        .any(|c| c.value == chosen.notation)
                });
                after.push(new.unwrap_or(natural.len()) + 1);
            }
        }
        let median = |v: &mut Vec<usize>| {
            v.sort_unstable();
            v.get(v.len() / 2).copied().unwrap_or(0)
        };
        let most = picked.iter().copied().max().unwrap_or(0);
        println!(
            "{} | {} moves | notation typed as written: before {} | typed as people write it: before {} -> now {} | picker: {} selections (at most {most})",
            kind.id(),
            before.len(),
            median(&mut before),
            median(&mut natural_before),
            median(&mut after),
            median(&mut picked)
        );
    }
    report_puzzle_picker();
}

/// How many keys of `typed` the filter autocomplete had before brings
/// `notation` among the first [`SEEN`] entries (`None`: never).
fn old_filter(legal: &[dominoes_bot::engine::LegalAction], typed: &str, notation: &str) -> Option<usize> {
    let squash = |s: &str| {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect::<String>()
    };
    (0..=typed.len()).find(|&n| {
        let typed = squash(&typed[..n]);
        legal
            .iter()
            .filter(|a| squash(&a.notation).contains(&typed) || squash(&a.description.plain()).contains(&typed))
            .take(SEEN)
            .any(|a| a.notation == notation)
    })
}

/// A notation the way people write it: the tile as two digits, then the
/// rest in lower case (`5-7 0,0 E` is `57 0,0 e`).
fn natural(notation: &str) -> String {
    let parts: Vec<&str> = notation.split_whitespace().collect();
    match parts.first() {
        Some(first) if first.len() == 3 && tile(first).is_some() => {
            std::iter::once(format!("{}{}", &first[..1], &first[2..]))
                .chain(parts[1..].iter().map(|p| p.to_lowercase()))
                .collect::<Vec<_>>()
                .join(" ")
        }
        _ => notation.to_string(),
    }
}

/// The picker's selections for random moves of Adding Donimoes puzzles
/// (the first four numbered ones, after a few random moves each).
fn report_puzzle_picker() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut picked = Vec::new();
    for number in 1..=4 {
        let svc = service(number as u64);
        let me = ctx(HERE, 1);
        let request = dominoes_bot::service::PuzzleRequest {
            number: Some(number),
            ..Default::default()
        };
        svc.puzzle(&me, &request);
        for _ in 0..rng.random_range(0..4) {
            let w = common::picker::walk(&svc, &me);
            if w.reached.is_empty() {
                break;
            }
            let chosen = &w.reached[rng.random_range(0..w.reached.len())];
            svc.make_move(&me, &chosen.notation);
        }
        let w = common::picker::walk(&svc, &me);
        for _ in 0..5 {
            if let Some(r) = w.reached.get(rng.random_range(0..w.reached.len().max(1))) {
                picked.push(r.choices + 2);
            }
        }
    }
    picked.sort_unstable();
    println!(
        "adding (puzzle) | {} moves | picker: {} selections (at most {})",
        picked.len(),
        picked.get(picked.len() / 2).copied().unwrap_or(0),
        picked.last().copied().unwrap_or(0)
    );
}

#[test]
fn a_tile_not_held_gets_a_note_saying_so_and_the_note_plays_nothing() {
    let svc = service(17);
    let id = start_with(&svc, HERE, "draw", None, &[1, 2]);
    let user = to_act(&svc, id).unwrap();
    // A tile in the other hand or the boneyard, typed as people do.
    let hidden = common::hidden_from(&svc, HERE, user);
    let tile = &hidden[0];
    let choices = svc.autocomplete_move(&ctx(HERE, user), &tile.replace('-', ""));
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(
        choices[0].name,
        format!("You do not hold the {tile}: /hand shows your tiles")
    );
    let r = svc.make_move(&ctx(HERE, user), &choices[0].value);
    assert!(
        is_private_to(&r[0], user) && refused!(r[0], Move(MoveRefusal::NoteEntry)),
        "{}",
        r[0].text
    );
    assert!(svc.store().actions(id).unwrap().is_empty(), "nothing was played");
    // Nothing else matching: a note on what to type instead.
    let choices = svc.autocomplete_move(&ctx(HERE, user), "zebra");
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert!(
        choices[0].name.contains("No move of yours matches \"zebra\""),
        "{choices:?}"
    );
}

#[test]
fn squares_with_signs_and_spaces_and_either_end_are_found_as_the_parser_reads_them() {
    let svc = service(17);
    let id = start_with(&svc, HERE, "dominimum", None, &[1, 2]);
    // A placement across, on a square with both numbers below zero, whose
    // second number starts no square the move names (`-3 -6`, not `-3 -2`).
    let mut pick = None;
    for _ in 0..30 {
        let user = to_act(&svc, id).unwrap();
        let legal = svc.legal_actions(&ctx(HERE, user));
        pick = legal.iter().find_map(|l| {
            let parts: Vec<&str> = l.notation.split_whitespace().collect();
            let (x, y) = parts.get(1)?.split_once(',')?;
            let (x, y): (i64, i64) = (x.parse().ok()?, y.parse().ok()?);
            let apart = y != x && y != x + 1;
            (x < 0 && y < 0 && apart && parts.get(2) == Some(&"E"))
                .then(|| (user, l.notation.clone(), parts[0].to_string(), x, y))
        });
        if pick.is_some() {
            break;
        }
        svc.make_move(&ctx(HERE, user), &legal[0].notation);
    }
    let (user, notation, tile, x, y) = pick.expect("a placement below zero");
    let (a, b) = tile.split_once('-').unwrap();
    let found = |typed: &str| -> Vec<String> {
        svc.autocomplete_move(&ctx(HERE, user), typed)
            .into_iter()
            .map(|c| c.value)
            .collect()
    };
    for typed in [
        format!("{x} {y}"),
        format!("({x}, {y})"),
        format!("{a}{b} {x} {y}"),
        format!("{a}-{b} ({x}, {y}) east"),
    ] {
        assert!(
            found(&typed).contains(&notation),
            "{typed} misses {notation}: {:?}",
            found(&typed)
        );
    }
    // The same tile read from its other end, as `/move` reads it: first.
    let other_end = format!("{b}{a} {} {y} west", x + 1);
    assert_eq!(found(&other_end).first(), Some(&notation), "{other_end}");
    let across = found("west");
    assert!(!across.is_empty(), "west is a tile lying across");
    assert!(across.iter().all(|n| n.ends_with(" E") || n == "(more)"), "{across:?}");
}
