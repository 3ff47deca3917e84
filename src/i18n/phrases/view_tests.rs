//! Every sentence a game's view says of its own (`views.ftl`): a sample
//! of each private note, role, score, detail and title the engine builds
//! (`engine::view::samples`), worded from its phrases in every language.

use super::event_tests::strictly;
use super::*;
use crate::engine::event::Part;
use crate::engine::view::samples;

const DISCORD_LIMIT: usize = 2000;

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
            if locale != Locale::EnUs {
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
    let numbers = ["tiles", "pips", "moves", "shortest", "hints", "a", "b", "product"];
    crate::i18n::tests::file_reads_in_every_language("views.ftl", &[], &numbers, &[]);
}

/// The keys `phrase` says, its own and its nested facts'.
fn keys(phrase: &Phrase, into: &mut Vec<String>) {
    into.push(phrase.key.to_string());
    for (_, fact) in &phrase.args {
        match fact {
            Fact::Phrase(inner) => keys(inner, into),
            Fact::List(items, _) => items.iter().for_each(|item| {
                if let Fact::Phrase(inner) = item {
                    keys(inner, into);
                }
            }),
            Fact::Seat(_) | Fact::Number(_) | Fact::Verbatim(_) => {}
        }
    }
}

/// Every `view-*` message of the catalogue is reached by an engine
/// sample: none is left untested.
#[test]
fn every_view_message_is_reached_by_a_sample() {
    let mut reached = Vec::new();
    for (line, _) in samples() {
        for part in line.parts() {
            if let Part::Said(said) = part {
                keys(&said.phrase, &mut reached);
            }
        }
    }
    let unreached: Vec<String> = crate::i18n::keys(Locale::EnUs)
        .into_iter()
        .filter(|k| k.starts_with("view-") && !reached.contains(k))
        .collect();
    assert_eq!(unreached, Vec::<String>::new());
}
