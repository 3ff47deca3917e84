//! Every engine event line in every language: a sample of each line,
//! note and summary the engine builds (`engine::event::samples`), worded
//! from its phrases.

use super::*;
use crate::engine::event::{Part, samples, seat_number};

const DISCORD_LIMIT: usize = 2000;

/// The line in `locale`, or the first catalogue mistake in it: unlike
/// [`line`], no stored English stands in for a sentence the catalogue
/// cannot say.
fn strictly(locale: Locale, line: &Line) -> Result<String, Vec<String>> {
    let mut out = String::new();
    for part in line.parts() {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Seat(s) => out.push_str(&seat_number(*s)),
            Part::Said(said) => out.push_str(&words(locale, &said.phrase, &seat_number)?),
        }
    }
    Ok(out)
}

/// English, worded from the catalogue, is exactly what the engine said
/// before its lines were phrases (the golden wording files rely on it),
/// and exactly the English stored with each line.
#[test]
fn every_event_line_reads_in_english_as_before() {
    let samples = samples();
    assert!(samples.len() >= 17, "{} samples", samples.len());
    for (line, before) in samples {
        assert_eq!(line.plain(), before, "the engine's English");
        assert_eq!(strictly(Locale::EnUs, &line), Ok(before.to_string()), "{line:?}");
    }
}

/// Spanish and French say every line without a Fluent error, within
/// Discord's limit, in their own words.
#[test]
fn every_event_line_reads_in_every_language() {
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

/// Seats inside a sentence are named by the reader, in every language.
#[test]
fn a_seat_in_an_event_line_is_named_by_the_reader() {
    let (line, _) = samples()
        .into_iter()
        .find(|(l, _)| l.subject().is_some())
        .unwrap_or_else(|| panic!("no sample names a seat first"));
    let names = |s: Seat| ["ana", "bea", "carla", "dora"][s % 4].to_string();
    for locale in Locale::ALL {
        let text = super::line(locale, &line, &names);
        assert!(text.starts_with(&names(line.subject().unwrap_or_default())), "{text}");
        assert!(!text.contains("seat "), "{text}");
    }
}

/// A line stored as text before lines were phrases reads as it was stored,
/// whatever the reader's language; a stored sentence whose key the
/// catalogue no longer has reads in its stored English.
#[test]
fn old_stored_lines_still_read() {
    let old: Line = serde_json::from_str("\"seat 2 resigned\"").unwrap_or_else(|e| panic!("{e}"));
    let parts: Line = serde_json::from_str(r#"[{"Seat":0},{"Text":" drew a tile"}]"#).unwrap_or_else(|e| panic!("{e}"));
    let names = |s: Seat| ["ana", "bea"][s % 2].to_string();
    for locale in Locale::ALL {
        assert_eq!(super::line(locale, &old, &names), "bea resigned");
        assert_eq!(super::line(locale, &parts, &names), "ana drew a tile");
    }
    let (said, _) = samples().remove(0);
    let stored = serde_json::to_string(&said).unwrap_or_else(|e| panic!("{e}"));
    let again: Line = serde_json::from_str(&stored).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, said, "a sentence reads back as it was stored");
    let renamed: Line = serde_json::from_str(&stored.replace("event-placed", "event-gone")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(super::line(Locale::EsEs, &renamed, &names), said.plain());
}
