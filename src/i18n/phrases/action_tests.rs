//! What each legal move does (`LegalAction::description`, `action-*` in
//! `actions.ftl`) in every language: every message read with sample
//! facts, and every action of seeded whole games of every game worded
//! strictly from the catalogue.

use super::event_tests::strictly;
use super::*;
use crate::engine::adding::{Goal, Puzzle, problems};
use crate::engine::event::Part;
use crate::engine::{GameKind, GameRng, LegalAction, Options};
use std::collections::BTreeSet;

/// A menu entry's limit: a description is an entry of the picker's menus.
const MENU_ENTRY_LIMIT: usize = 100;
/// A button's label, "notation: description", where few moves are
/// offered as buttons under the board (`moves::MAX_CHOICE_BUTTONS`).
const BUTTON_LIMIT: usize = 80;

/// Keys no seeded game reaches: a fallback for a state the rules never
/// offer (an empty market slot, a parent or coin missing under a legal
/// bud or eat), a tetromino described outside its own phase, and a
/// Dominoids number die with nothing to move or bud (rare; its message
/// is read in [`every_action_message_reads_in_every_language`]).
const UNREACHED: [&str; 5] = [
    "action-euro-nothing",
    "action-dominoids-bud-none",
    "action-dominoids-eat-none",
    "action-tetra-piece",
    "action-dominoids-pass",
];

/// Every key of `line`'s sentences, nested ones too.
fn keys(line: &Line, out: &mut BTreeSet<String>) {
    for part in line.parts() {
        if let Part::Said(said) = part {
            out.insert(said.phrase.key.to_string());
            keys(&Line::from_parts(said.english.clone()), out);
        }
    }
}

/// Checks one action's description: English from the catalogue is the
/// engine's English; Spanish and French read strictly from the catalogue,
/// within a menu entry (and with its notation within a button when it
/// is one of a few offered as buttons), with no English words outside
/// its sentences.
fn check(a: &LegalAction, as_button: bool, reached: &mut BTreeSet<String>) {
    let description = &a.description;
    let english = strictly(Locale::EnUs, description).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(english, description.plain(), "{description:?}");
    for part in description.parts() {
        if let Part::Text(t) = part {
            assert!(
                !t.chars().any(char::is_alphabetic),
                "English left: {t:?} in {description:?}"
            );
        }
    }
    for locale in [Locale::EsEs, Locale::Fr] {
        let text = strictly(locale, description).unwrap_or_else(|e| panic!("{} {e:?}", locale.discord()));
        assert!(
            text.chars().count() <= MENU_ENTRY_LIMIT,
            "{} too long: {text}",
            locale.discord()
        );
        let label = crate::i18n::labelled(locale, &a.notation, &text);
        assert!(
            !as_button || label.chars().count() <= BUTTON_LIMIT,
            "{} too long for a button: {label}",
            locale.discord()
        );
    }
    keys(description, reached);
}

/// Plays a seeded game of `kind` at `seats` to its end (or `steps`),
/// checking every legal action offered on the way.
fn play_through(kind: GameKind, variant: Option<&str>, seats: usize, seed: u64, reached: &mut BTreeSet<String>) {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let mut game = kind
        .setup(&options, seats, &mut rng)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed + 1));
    for _ in 0..3000 {
        let Some(&seat) = game.to_act().seats().first() else {
            break;
        };
        let legal = game.legal(seat);
        let as_buttons = legal.len() <= crate::service::MAX_CHOICE_BUTTONS;
        legal.iter().for_each(|a| check(a, as_buttons, reached));
        let Some(action) = legal.get(chooser.below(legal.len().max(1))) else {
            break;
        };
        game.play(seat, &action.notation, &mut rng)
            .unwrap_or_else(|e| panic!("{kind:?} {}: {e:?}", action.notation));
    }
}

/// Every action of the Adding Donimoes puzzles' first moves.
fn adding_puzzles(reached: &mut BTreeSet<String>) {
    for number in 1..=12 {
        let Some(problem) = problems::numbered(number) else {
            continue;
        };
        let mut puzzle = Puzzle::new(problem.problem, Goal::AllAdded);
        for step in 0..8 {
            let legal = puzzle.legal();
            legal.iter().for_each(|a| check(a, false, reached));
            let Some(a) = legal.get(step % legal.len().max(1)) else {
                break;
            };
            let _ = puzzle.play_line(&a.notation);
        }
    }
}

/// Every legal action offered in seeded games of every game at every
/// table (and the puzzles' moves) reads in Spanish and French strictly
/// from the catalogue, with no English part of its own, and English as
/// the engine wrote it; every `action-*` message is reached but for the
/// fallbacks in [`UNREACHED`].
#[test]
fn every_legal_action_of_seeded_games_reads_in_every_language() {
    let mut reached = BTreeSet::new();
    for (kind, seats, variant) in GameKind::every_table() {
        if kind.is_puzzle() {
            continue;
        }
        for seed in [3, 11] {
            play_through(kind, variant, seats, seed, &mut reached);
        }
    }
    adding_puzzles(&mut reached);
    let english = Locale::EnUs
        .files()
        .iter()
        .find(|(f, _)| *f == "actions.ftl")
        .map_or("", |f| f.1);
    let missed: Vec<&str> = english
        .lines()
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id))
        .filter(|id| id.starts_with("action-") && !reached.contains(*id) && !UNREACHED.contains(id))
        .collect();
    assert!(missed.is_empty(), "no seeded game reaches {missed:?}");
}

/// Every message of `actions.ftl`, with sample facts (both plural forms),
/// reads in every language without a Fluent error, within a message, and
/// differs from the English in Spanish and French (but for the two dice,
/// a bare layout).
#[test]
fn every_action_message_reads_in_every_language() {
    crate::i18n::tests::file_reads_in_every_language(
        "actions.ftl",
        &["action-"],
        &["chips", "level", "lead"],
        &["action-dominoids-dice"],
    );
}

/// A description stored before descriptions were sentences (plain text)
/// still reads, as it was, in every language; a stored sentence reads
/// back as it was.
#[test]
fn a_stored_description_still_reads() {
    let old: crate::engine::LegalAction =
        serde_json::from_str(r#"{"notation":"3-6 L","description":"play 3-6 on the left end"}"#)
            .unwrap_or_else(|e| panic!("{e}"));
    for locale in Locale::ALL {
        assert_eq!(action(locale, &old), "play 3-6 on the left end");
    }
    let mut rng = GameRng::from_seed([7; 32]);
    let game = GameKind::Draw
        .setup(&Options::default(), 2, &mut rng)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let seat = game.to_act().seats()[0];
    let first = game.legal(seat).remove(0);
    let stored = serde_json::to_string(&first).unwrap_or_else(|e| panic!("{e}"));
    let again: crate::engine::LegalAction = serde_json::from_str(&stored).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, first);
    assert!(
        action(Locale::EsEs, &again).starts_with("jugar la "),
        "{}",
        action(Locale::EsEs, &again)
    );
}
