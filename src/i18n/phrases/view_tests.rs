//! Every sentence a game's view says of its own (`views.ftl`): a sample
//! of each private note, role, score, detail and title the engine builds
//! (`engine::view::samples`), worded from its phrases in every language.

use super::event_tests::strictly;
use super::*;
use crate::engine::event::Part;
use crate::engine::view::samples;

const DISCORD_LIMIT: usize = 2000;

/// Messages said alike in English and in another language: the coined
/// games' names as titles, and French "58 points".
const SAME: [&str; 7] = [
    "view-title-dominup",
    "view-title-dominimum",
    "view-title-dominomega",
    "view-title-euronimoes",
    "view-title-tetra",
    "view-title-dominoids",
    "view-points",
];

/// The key of a line that is one sentence.
fn key_of(line: &Line) -> Option<&str> {
    match line.parts() {
        [Part::Said(said)] => Some(said.phrase.key.as_ref()),
        _ => None,
    }
}

/// English, worded from the catalogue, is exactly what the views said
/// before they spoke through it (the English golden files rely on it),
/// and exactly the English stored with each sentence.
#[test]
fn every_view_sentence_reads_in_english_as_before() {
    for (line, before) in samples() {
        assert_eq!(line.plain(), before, "the engine's English");
        assert_eq!(strictly(Locale::EnUs, &line), Ok(before.to_string()), "{line:?}");
    }
}

/// Spanish and French say every sample without a Fluent error, within
/// Discord's limit, in their own words.
#[test]
fn every_view_sentence_reads_in_every_language() {
    for (line, before) in samples() {
        for locale in Locale::ALL {
            let text = strictly(locale, &line).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(!text.trim().is_empty(), "{} {line:?}", locale.discord());
            assert!(text.chars().count() <= DISCORD_LIMIT, "{} {line:?}", locale.discord());
            if locale != Locale::EnUs && !key_of(&line).is_some_and(|k| SAME.contains(&k)) {
                assert_ne!(text, before, "{} says it in English: {line:?}", locale.discord());
            }
        }
    }
}

/// Every message of `views.ftl`, its facts as numbers (both plural forms)
/// or sample text, reads in every language within a message, and not in
/// English.
#[test]
fn every_view_message_reads_in_every_language() {
    let numbers = [
        "tiles", "pips", "moves", "shortest", "hints", "a", "b", "product", "number", "points", "target", "hand",
        "held", "chips", "game", "tally", "hidden", "played", "coins", "worth",
    ];
    crate::i18n::tests::file_reads_in_every_language("views.ftl", &[], &numbers, &SAME);
}

/// Every `view-*` message of the catalogue is reached by an engine
/// sample: none is left untested.
#[test]
fn every_view_message_is_reached_by_a_sample() {
    let lines: Vec<Line> = samples().into_iter().map(|(line, _)| line).collect();
    assert_eq!(super::unreached("view-", &lines), Vec::<String>::new());
}

/// Every line `view` says of its own: the title, each seat's role, score
/// and detail, the notes under the board and the private notes.
fn view_lines(view: &crate::engine::GameView) -> Vec<Line> {
    let mut lines = vec![view.title.clone()];
    for seat in &view.seats {
        lines.push(seat.role.clone());
        lines.extend(seat.score.iter().cloned());
        lines.extend(seat.detail.iter().cloned());
    }
    lines.extend(view.notes.iter().cloned());
    lines.extend(view.private.iter().flat_map(|p| p.notes.iter().cloned()));
    lines
}

/// `line` in Spanish strictly from the catalogue, with no words outside
/// its sentences: its text parts are numbers, spaces and punctuation.
fn spanish_only(line: &Line) -> Result<String, String> {
    let text = strictly(Locale::EsEs, line).map_err(|e| format!("{e:?} in {line:?}"))?;
    for part in line.parts() {
        if let Part::Text(t) = part
            && t.chars().any(char::is_alphabetic)
        {
            return Err(format!("English left: {t:?} in {line:?}"));
        }
    }
    Ok(text)
}

/// Seeded whole games of every game at every table (each size, each
/// variant): at every step, what every view says (the public view and each
/// seat's own: title, roles, scores, details, notes and private notes)
/// reads in Spanish from the catalogue, with no English text left in it.
#[test]
fn every_view_of_seeded_games_reads_in_spanish() {
    use crate::engine::{GameRng, Options, Viewer};
    for (kind, seats, variant) in crate::engine::GameKind::every_table() {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(5));
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let mut game = kind
            .setup(&options, seats, &mut rng)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut step = 0;
        loop {
            let viewers = std::iter::once(Viewer::Public).chain((0..seats).map(Viewer::Seat));
            for viewer in viewers {
                for line in view_lines(&game.view(viewer)) {
                    if let Err(e) = spanish_only(&line) {
                        panic!("{} {seats} {variant:?}, step {step}: {e}", kind.id());
                    }
                }
            }
            let Some(&seat) = game.to_act().seats().first() else {
                break;
            };
            let legal = game.legal(seat);
            let action = &legal[(step * 7) % legal.len()];
            game.play(seat, &action.notation, &mut rng)
                .unwrap_or_else(|e| panic!("{e:?}"));
            step += 1;
            assert!(step < 5000, "{} never ends", kind.id());
        }
    }
}
