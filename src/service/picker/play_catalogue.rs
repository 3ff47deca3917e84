//! The tests of `play.ftl`, the words of a player's own replies while
//! playing (the picker, the mover's note, `/hand`): every message read
//! with the longest facts the code gives it, in every language.

use crate::i18n::{self, Arg, Locale};
use crate::service::reply::{MAX_CHOICE_LEN, MAX_LABEL, MAX_MESSAGE, MAX_OPTION_LEN, MAX_PLACEHOLDER};

type Sample = (&'static str, Vec<(&'static str, Arg)>);

fn text(s: &str) -> Arg {
    Arg::Text(s.to_string())
}

/// A long notation (a Tetradominoes piece) and a long description, as
/// the engine gives them.
const NOTATION: &str = "J 10,-10 10,-11 11,-11 12,-11";
const DESCRIPTION: &str =
    "climb to level 3: the 5-7 with the 5 on 10,0 and the 7 on 11,0 (lying across the 4-4 and the 2-6)";

/// The messages that name nothing.
const WITHOUT_FACTS: [&str; 32] = [
    "play-stale",
    "play-closed",
    "play-elsewhere",
    "play-nothing",
    "play-what-placeholder",
    "play-choose-one",
    "play-menu-back",
    "play-menu-more",
    "play-menu-more-about",
    "play-button-confirm",
    "play-button-back",
    "play-button-cancel",
    "play-button-more-places",
    "play-button-turned",
    "play-button-turn",
    "play-panels-buttons",
    "play-panels-menus",
    "play-panels-letters",
    "play-no-game",
    "play-unreadable-game",
    "play-unreadable-game-now",
    "play-no-seat",
    "play-paused",
    "play-narrow",
    "play-next-choice",
    "play-hand-nothing",
    "play-label-in-hand",
    "play-label-to-play",
    "play-label-mission",
    "play-label-to-give",
    "play-label-face-up",
    "play-label-hidden",
];

/// Every message of `play.ftl` with the longest facts the code gives it,
/// and each count that picks another form (one, several).
fn samples() -> Vec<Sample> {
    let mut all: Vec<Sample> = WITHOUT_FACTS.iter().map(|&k| (k, Vec::new())).collect();
    let what = || ("what", text("child 3-5"));
    let pages = || ("pages", text(", page 12 of 12"));
    for n in [1, 2, 240] {
        let count = || ("count", Arg::count(n));
        all.push(("play-whats", vec![("total", Arg::count(n)), pages()]));
        all.push(("play-choices", vec![count()]));
        all.push(("play-where", vec![what(), count(), pages()]));
        all.push(("play-places", vec![what(), count(), pages()]));
        all.push(("play-areas", vec![what(), count()]));
        all.push((
            "play-area",
            vec![("number", Arg::count(20)), count(), ("cell", text("-114,-120"))],
        ));
    }
    let notation = || ("notation", text(NOTATION));
    let description = || ("description", text(DESCRIPTION));
    let place = || ("place", text("**W** on picture 6"));
    all.extend([
        ("play-where-tile", vec![("tile", text("child 3-5"))]),
        ("play-pages", vec![("page", Arg::count(12)), ("pages", Arg::count(12))]),
        ("play-confirm", vec![notation(), description()]),
        ("play-confirm-place", vec![notation(), description(), place()]),
        ("play-confirm-place-drawn", vec![notation(), description(), place()]),
        ("play-button-play", vec![notation()]),
        ("play-button-show", vec![notation()]),
        ("play-or-turned", vec![notation(), description()]),
        ("play-or-other", vec![notation(), description()]),
        (
            "play-ways",
            vec![("first", text("`5-7 0,0 E`")), ("second", text("`7-5 0,0 E`"))],
        ),
        (
            "play-place-on-picture",
            vec![("letter", text("W")), ("picture", Arg::count(6))],
        ),
        ("play-marks-range", vec![("first", text("A")), ("last", text("W"))]),
        (
            "play-pages-run-on",
            vec![
                ("page", Arg::count(6)),
                ("pages", Arg::count(6)),
                ("marks", text("R to W")),
            ],
        ),
        ("play-page-gone", vec![what()]),
        (
            "play-panels",
            vec![what(), ("places", Arg::count(138)), ("pictures", Arg::count(6))],
        ),
        (
            "play-places-placeholder",
            vec![("marks", text("A to W")), ("picture", Arg::count(6))],
        ),
        ("play-not-your-turn", vec![("name", text(&"n".repeat(32)))]),
        ("play-seat", vec![("number", Arg::count(4))]),
        (
            "play-more-entries",
            vec![("more", Arg::count(9999)), ("how", text("type a tile (56)"))],
        ),
        ("play-tiles-now", vec![("tiles", text(&tiles()))]),
        ("play-hand", vec![("tiles", text(&tiles()))]),
        (
            "play-tiles-group",
            vec![("label", text("to play")), ("tiles", text("**5-7**"))],
        ),
        (
            "play-tiles-groups",
            vec![("first", text("a: **1-1**")), ("second", text("b: **2-2**"))],
        ),
    ]);
    all
}

/// A long hand in words: 21 tiles.
fn tiles() -> String {
    let tiles: Vec<String> = (0..21).map(|i| format!("**{}-{}**", i % 7, 6)).collect();
    format!("in hand: {}", tiles.join(", "))
}

/// The most characters a message may read: a button's label, a menu
/// entry, a placeholder, else a line of a message.
fn limit(key: &str) -> usize {
    match key {
        k if k.starts_with("play-button-") => MAX_LABEL,
        k if k.starts_with("play-menu-") || k == "play-choices" => MAX_OPTION_LEN,
        "play-more-entries" | "play-narrow" => MAX_CHOICE_LEN,
        k if k.ends_with("placeholder") || k == "play-where-tile" || k == "play-choose-one" => MAX_PLACEHOLDER,
        // A label is one word or two in a sentence about the hand.
        k if k.starts_with("play-label-") => 20,
        _ => MAX_MESSAGE / 2,
    }
}

/// Messages that have no words of their own in a language, so they may
/// read as the English does.
fn wordless(locale: Locale, key: &str) -> bool {
    matches!(
        (locale, key),
        (Locale::EsEs, "play-tiles-group" | "play-tiles-groups") | (Locale::Fr, "play-label-mission")
    )
}

/// Every message reads in every language without a mistake, within
/// Discord's limits for what it is, and Spanish and French say it in
/// their own words.
#[test]
fn every_play_message_reads_in_every_language_within_discords_limits() {
    for (key, args) in samples() {
        let english = i18n::format(Locale::EnUs, key, &args).unwrap();
        for locale in Locale::ALL {
            let said = i18n::format(locale, key, &args).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(said.chars().count() <= limit(key), "{} {key}: {said}", locale.discord());
            assert!(!said.trim().is_empty(), "{} {key}", locale.discord());
            if locale != Locale::EnUs && !wordless(locale, key) {
                assert_ne!(said, english, "{} {key} is English", locale.discord());
            }
        }
    }
}

/// The English reads as the code said it before the catalogue, counts
/// and all.
#[test]
fn the_english_reads_as_before() {
    let en = |key, args: &[(&str, Arg)]| i18n::format(Locale::EnUs, key, args).unwrap();
    let n = |n: usize| Arg::count(n);
    assert_eq!(
        en("play-whats", &[("total", n(7)), ("pages", text(", page 1 of 2"))]),
        "**Your move**: choose what to play (7 moves, page 1 of 2)."
    );
    assert_eq!(
        en(
            "play-where",
            &[("what", text("5-7")), ("count", n(3)), ("pages", text(""))]
        ),
        "**5-7**: choose one (3 choices)."
    );
    assert_eq!(
        en(
            "play-places",
            &[("what", text("5-7")), ("count", n(1)), ("pages", text(""))]
        ),
        "**5-7**: choose a place marked on the picture (1 place); each letter sits in its place and points along it."
    );
    assert_eq!(
        en(
            "play-area",
            &[("number", n(20)), ("count", n(1)), ("cell", text("114,0"))]
        ),
        "**20** 1 place around 114,0"
    );
    assert_eq!(
        en(
            "play-confirm-place-drawn",
            &[
                ("notation", text("5-7 0,0 E")),
                ("description", text("5 on 0,0")),
                ("place", text("**J**"))
            ]
        ),
        "Play `5-7 0,0 E`: 5 on 0,0? (place **J**, drawn on the picture)"
    );
    assert_eq!(
        en("play-tiles-now", &[("tiles", text("in hand: **2-2**"))]),
        "Only you can see this. Your tiles now — in hand: **2-2**."
    );
    assert_eq!(en("play-pages", &[("page", n(2)), ("pages", n(3))]), ", page 2 of 3");
}

/// `/move`'s last autocomplete entry, how to narrow the list in the
/// reader's language, is one whole choice (Discord cuts a longer name).
#[test]
fn the_last_autocomplete_entry_is_whole_in_every_language() {
    for locale in Locale::ALL {
        let how = i18n::format(locale, "play-narrow", &[]).unwrap();
        let args = [("more", Arg::count(9999)), ("how", Arg::Text(how))];
        let entry = i18n::format(locale, "play-more-entries", &args).unwrap();
        assert!(entry.chars().count() <= MAX_CHOICE_LEN, "{} {entry}", locale.discord());
    }
    let en = |more| {
        let how = text("type a tile (56), a square (3,2) or a direction (E)");
        i18n::format(
            Locale::EnUs,
            "play-more-entries",
            &[("more", Arg::count(more)), ("how", how)],
        )
        .unwrap()
    };
    assert_eq!(
        en(3),
        "… and 3 more: type a tile (56), a square (3,2) or a direction (E)"
    );
}

/// The picker speaks to one reader: *tu*, never *vous* (its French
/// typography is checked with every file's, in `i18n`).
#[test]
fn french_says_tu() {
    let text = include_str!("../../../assets/locales/fr/play.ftl");
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        assert!(!line.contains(" vous "), "{line}");
    }
}

/// A message added to `play.ftl` is added to the samples above too.
#[test]
fn every_play_message_has_a_sample() {
    let sampled: Vec<&str> = samples().iter().map(|(k, _)| *k).collect();
    let text = include_str!("../../../assets/locales/en-US/play.ftl");
    for line in text.lines() {
        let Some((key, _)) = line.split_once(" =") else {
            continue;
        };
        if !key.starts_with('#') && !key.starts_with(' ') && !key.is_empty() {
            assert!(sampled.contains(&key), "{key} has no sample");
        }
    }
}
