//! Every engine reason in every language: a sample of each refusal and
//! notation error of every game (`engine::phrase::samples`), worded from
//! its phrase.

use super::*;
use crate::engine::phrase::samples;
use std::collections::BTreeSet;

const DISCORD_LIMIT: usize = 2000;

fn no_seat(s: Seat) -> String {
    format!("seat {s}")
}

/// English, worded from the catalogue, is exactly the engine's `Display`:
/// the two cannot drift apart.
#[test]
fn every_engine_reason_reads_in_english_as_its_display() {
    let samples = samples();
    assert!(samples.len() > 150, "{} samples", samples.len());
    for (phrase, display) in samples {
        assert_eq!(words(Locale::EnUs, &phrase, &no_seat), Ok(display), "{phrase:?}");
    }
}

/// Spanish and French say every reason without a Fluent error (every
/// argument given, every nested phrase and list worded), within Discord's
/// limit, in their own words.
#[test]
fn every_engine_reason_reads_in_every_language() {
    for (phrase, display) in samples() {
        for locale in Locale::ALL {
            let text = words(locale, &phrase, &no_seat).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(!text.trim().is_empty(), "{} {phrase:?}", locale.discord());
            assert!(text.chars().count() <= DISCORD_LIMIT, "{} {phrase:?}", locale.discord());
            if locale != Locale::EnUs {
                assert_ne!(text, display, "{} says it in English: {phrase:?}", locale.discord());
            }
        }
    }
}

/// Every key a phrase reaches, nested phrases and list joiners included.
fn keys_of(phrase: &Phrase, keys: &mut BTreeSet<String>) {
    keys.insert(phrase.key.to_string());
    for (_, fact) in &phrase.args {
        fact_keys(fact, keys);
    }
}

fn fact_keys(fact: &Fact, keys: &mut BTreeSet<String>) {
    match fact {
        Fact::Phrase(inner) => keys_of(inner, keys),
        Fact::List(items, joiner) => {
            if items.len() > 1 {
                keys.insert(
                    match joiner {
                        Joiner::And => "rule-list-and",
                        Joiner::Or => "rule-list-or",
                        Joiner::CommasOr | Joiner::CommasAnd | Joiner::Commas => "rule-list-comma",
                    }
                    .to_string(),
                );
            }
            items.iter().for_each(|item| fact_keys(item, keys));
        }
        Fact::Number(_) | Fact::Verbatim(_) | Fact::Seat(_) => {}
    }
}

/// The samples reach every `rule-*` message: none is left untested, and
/// as each variant has its own message, no variant lacks a sample.
#[test]
fn every_rule_message_is_reached_by_a_sample() {
    let mut reached = BTreeSet::new();
    for (phrase, _) in samples() {
        keys_of(&phrase, &mut reached);
    }
    let unreached: Vec<String> = super::super::keys(Locale::EnUs)
        .into_iter()
        .filter(|k| k.starts_with("rule-") && !reached.contains(k))
        .collect();
    assert_eq!(unreached, Vec::<String>::new());
}

/// A mistake in a nested phrase is caught, not worded as its key.
#[test]
fn a_nested_phrase_without_its_message_is_a_mistake() {
    let phrase = Phrase::new("rule-tree-on-top")
        .number("n", 3)
        .text("cell", "1,1")
        .number("m", 1)
        .text("below", "1,0")
        .with("fitting", Phrase::new("rule-no-such-message"));
    assert!(words(Locale::EsEs, &phrase, &no_seat).is_err());
    assert_eq!(say(Locale::EsEs, &phrase, &no_seat), "rule-tree-on-top");
}
