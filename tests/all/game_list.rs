//! Every game is everywhere it must be: adding a game is its folder under
//! `crates/engine/src/`, its `pub mod` line and one line in `games!`
//! (docs/architecture.md), and this
//! test fails if a game is missing from anything that does not come from
//! that list by itself: its rules file, the README's table, and a working
//! engine, picture and computer player at every table size it offers.

use crate::common;

use dominoes_bot::ai::{self, Level};
use dominoes_bot::engine::{GameKind, GameRng, Options, Viewer};
use std::collections::HashSet;

fn rng(n: u64) -> GameRng {
    GameRng::from_seed(GameRng::seed_from_u64(n))
}

#[test]
fn every_game_has_one_id_and_name_that_read_back() {
    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    for kind in GameKind::ALL {
        let id = kind.id();
        assert!(id.chars().all(|c| c.is_ascii_lowercase()), "{id}");
        assert!(ids.insert(id) && names.insert(kind.name()), "{kind} is listed twice");
        assert_eq!(GameKind::parse(id), Some(kind));
        assert_eq!(GameKind::parse(kind.name()), Some(kind));
        assert_eq!(GameKind::from_id(id), Some(kind));
        let stored = serde_json::to_string(&kind).unwrap();
        assert_eq!(serde_json::from_str::<GameKind>(&stored).unwrap(), kind);
        let seats = kind.record().seats;
        assert!(seats.min <= seats.usual && seats.usual <= seats.max, "{kind}");
    }
}

#[test]
fn every_game_folder_is_a_listed_game() {
    let engine = format!("{}/crates/engine/src", env!("CARGO_MANIFEST_DIR"));
    let ids: HashSet<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    let mut folders = 0;
    for entry in std::fs::read_dir(engine).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        if entry.file_type().unwrap().is_dir() && name != "common" {
            folders += 1;
            assert!(
                ids.contains(name.as_str()),
                "crates/engine/src/{name}/ is not in games!"
            );
        }
    }
    assert_eq!(folders, ids.len(), "a listed game has no folder of its own");
}

#[test]
fn every_game_has_its_rules_file_and_a_line_in_the_readme() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    for kind in GameKind::ALL {
        let file = std::fs::read_to_string(format!("{root}/docs/rules/{}.md", kind.id()))
            .unwrap_or_else(|_| panic!("docs/rules/{}.md is missing", kind.id()));
        assert_eq!(file, kind.rules_text(), "{kind}: the record's rules are its file");
        let row = format!("| {} |", kind.name());
        assert!(
            readme.lines().any(|l| l.starts_with(&row)),
            "{kind} is not in the README's table"
        );
    }
}

#[test]
fn every_table_of_every_game_starts_draws_and_plays() {
    for (kind, seats, variant) in GameKind::every_table() {
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let what = format!("{kind} with {seats} ({variant:?})");
        let mut chance = rng(seats as u64);
        let mut game = kind
            .setup(&options, seats, &mut chance)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(game.seats(), seats, "{what}");
        // A table one seat too big is refused, not dealt.
        let too_many = kind.seats(variant).max + 1;
        assert!(
            kind.setup(&options, too_many, &mut rng(1)).is_err(),
            "{what}: {too_many} seats"
        );
        let mut thinking = rng(7);
        for _ in 0..6 {
            let Some(seat) = game.to_act().seat() else { break };
            let action = ai::choose(game.as_ref(), seat, Level::Easy, &mut thinking)
                .unwrap_or_else(|| panic!("{what}: the computer found nothing to play"));
            game.play(seat, &action, &mut chance)
                .unwrap_or_else(|e| panic!("{what}: {action}: {e}"));
        }
        let restored = kind.load(&game.snapshot()).unwrap();
        assert_eq!(restored.snapshot(), game.snapshot(), "{what}");
        let names: Vec<String> = (0..seats).map(|s| format!("player {}", s + 1)).collect();
        let png = dominoes_bot::render::board_png(&game.view(Viewer::Public), &names);
        assert!(png.starts_with(b"\x89PNG"), "{what}: no picture");
    }
}

#[test]
fn a_puzzle_is_listed_but_not_seated() {
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_puzzle()) {
        assert!(kind.tables().is_empty());
        assert!(kind.setup(&Options::default(), 1, &mut rng(1)).is_err());
    }
    assert!(GameKind::ALL.into_iter().any(|k| k.is_playable()));
}

/// The paragraphs of a rules file that hold no list or code, each as one
/// line (its wrapped lines joined by spaces).
fn plain_paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty() && !p.starts_with('#'))
        .filter(|p| {
            p.lines().all(|l| {
                let l = l.trim_start();
                !(l.starts_with("- ")
                    || l.starts_with("```")
                    || l.split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok()))
            })
        })
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn rules_come_in_whole_paragraphs_in_the_fewest_messages() {
    let svc = common::service(1);
    for kind in GameKind::ALL {
        let replies = svc.rules(&common::ctx(1, 1), Some(kind));
        let messages: Vec<&str> = replies.iter().map(|r| r.text.as_str()).collect();
        let source = kind.rules_text();
        // Nothing lost, nothing added.
        assert_eq!(
            messages.join(" ").split_whitespace().collect::<Vec<_>>(),
            source.split_whitespace().collect::<Vec<_>>(),
            "{kind}"
        );
        let lines: Vec<&str> = messages.iter().flat_map(|m| m.lines()).collect();
        for p in plain_paragraphs(source) {
            assert!(lines.contains(&p.as_str()), "{kind}: a paragraph is not one line: {p}");
        }
        for line in &lines {
            assert_eq!(line.matches('`').count() % 2, 0, "{kind}: a code span is split: {line}");
        }
        for m in &messages {
            assert!(m.chars().count() <= 2000, "{kind}: {} characters", m.chars().count());
        }
        // As few as the limit allows (a whole message more at most, for
        // splitting only between paragraphs).
        let fewest = source.chars().count().div_ceil(2000);
        assert!(messages.len() <= fewest + 1, "{kind}: {} messages", messages.len());
        if kind.id() == "dominoids" {
            assert_eq!(messages.len(), 3, "{kind}");
        }
    }
    let adding = svc.rules(&common::ctx(1, 1), Some(GameKind::Adding));
    assert!(
        text_has_line(&adding, "- `/puzzle number:1` starts Problem 1"),
        "a list item is one line too"
    );
    assert!(
        adding
            .iter()
            .any(|r| r.text.contains("`/puzzle queue:\"2 3 5 4 5 2 / 1 5 1 5 5 4\"`"))
    );
}

/// Whether a line of the replies starts with `start`.
fn text_has_line(replies: &[dominoes_bot::service::Reply], start: &str) -> bool {
    replies
        .iter()
        .flat_map(|r| r.text.lines())
        .any(|l| l.starts_with(start) && l.contains("otherwise only you see it"))
}
