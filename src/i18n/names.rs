//! Names in a reader's language (`names.ftl`): a game's and a variant's,
//! a computer seat's. Dominoids, Euronimoes and the other coined names
//! read alike in every language; "The Tree" and "Draw dominoes" are words
//! and translate.

use super::{Arg, Locale, text};
use crate::ai::Level;
use crate::engine::GameKind;

/// The game's name in `locale` (`game-<id>`).
pub fn game_name(locale: Locale, kind: GameKind) -> String {
    text(locale, &format!("game-{}", kind.id()), &[])
}

/// The name of `kind`'s variant `id` in `locale` (`variant-<game>-<id>`):
/// "misère" for `misere`; an id the game does not know (a variant since
/// dropped, in a stored game) reads as it is.
pub fn variant_name(locale: Locale, kind: GameKind, id: &str) -> String {
    if kind.variants().iter().any(|v| v.id == id) {
        text(locale, &format!("variant-{}-{id}", kind.id()), &[])
    } else {
        id.to_string()
    }
}

/// What `kind`'s variant `variant` is, in `locale`
/// (`variant-<game>-<id>-about` in `commands.ftl`): `/play variant:`'s
/// list and a refusal that lists the variants show it.
pub fn variant_about(locale: Locale, kind: GameKind, id: &str) -> String {
    text(locale, &format!("variant-{}-{id}-about", kind.id()), &[])
}

/// A computer seat's name in `locale`: "Computer (hard)", or numbered
/// from 1 ("Computer 2 (hard)") where several computers play.
pub fn computer_name(locale: Locale, level: Level, number: Option<usize>) -> String {
    let level = ("level", Arg::from(level.id()));
    match number {
        None => text(locale, "computer-seat", &[level]),
        Some(n) => text(locale, "computer-seat-numbered", &[("number", Arg::count(n)), level]),
    }
}

/// A shipped Adding Donimoes problem's title in `locale`: its number and
/// where it comes from ("Problem 2 (generated, easy)").
pub fn problem_title(locale: Locale, numbered: &crate::engine::adding::problems::Numbered) -> String {
    use crate::engine::adding::problems::Source;
    let source = match numbered.source {
        Source::RuleText => "puzzle-source-rule-text",
        Source::Easy => "puzzle-source-easy",
        Source::Medium => "puzzle-source-medium",
        Source::Hard => "puzzle-source-hard",
    };
    let facts = [
        ("number", Arg::count(numbered.number)),
        ("source", text(locale, source, &[]).into()),
    ];
    text(locale, "puzzle-title-problem", &facts)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English reads as the engine's names always did (stored games
    /// and golden files keep them); Spanish and French translate the
    /// names that are words and keep the coined ones.
    #[test]
    fn names_read_in_english_as_before_and_translate_where_they_are_words() {
        for kind in GameKind::ALL {
            assert_eq!(game_name(Locale::EnUs, kind), kind.name());
            for v in kind.variants() {
                assert_eq!(variant_name(Locale::EnUs, kind, v.id), v.name);
                for locale in [Locale::EsEs, Locale::Fr] {
                    let name = variant_name(locale, kind, v.id);
                    assert!(!name.is_empty() && name.chars().count() <= 40, "{name}");
                }
            }
            for locale in [Locale::EsEs, Locale::Fr] {
                let name = game_name(locale, kind);
                let words = matches!(kind, GameKind::Tree | GameKind::Draw);
                assert_eq!(name != kind.name(), words, "{} {name}", locale.discord());
            }
        }
        assert_eq!(game_name(Locale::EsEs, GameKind::Tree), "El Árbol");
        assert_eq!(variant_name(Locale::Fr, GameKind::Dominup, "gone"), "gone");
    }

    #[test]
    fn a_computer_seat_is_named_in_english_as_before_and_in_each_language() {
        for level in Level::ALL {
            assert_eq!(computer_name(Locale::EnUs, level, None), level.seat_name());
            assert_eq!(
                computer_name(Locale::EnUs, level, Some(2)),
                format!("Computer 2 ({level})")
            );
            for locale in [Locale::EsEs, Locale::Fr] {
                let name = computer_name(locale, level, Some(4));
                assert!(name.contains('4') && !name.contains(level.id()), "{name}");
            }
        }
        assert_eq!(
            computer_name(Locale::EsEs, Level::Hard, Some(1)),
            "Ordenador 1 (difícil)"
        );
        assert_eq!(computer_name(Locale::Fr, Level::Easy, None), "Ordinateur (facile)");
    }

    type Sample = (&'static str, Vec<(&'static str, Arg)>);

    /// Every message of `names.ftl` with facts as long as a post or a
    /// picture gives them (every level, every month, counts of one and
    /// many).
    fn samples() -> Vec<Sample> {
        let mut all: Vec<Sample> = Vec::new();
        let who = || ("who", Arg::from("<@123456789012345678> and <@223456789012345678>"));
        for key in ["clock-paused", "open-seat"] {
            all.push((key, vec![]));
        }
        for key in ["clock-to-play", "clock-to-move", "clock-run-out"] {
            all.push((key, vec![who()]));
        }
        let moment = ("moment", Arg::from("28 de septiembre a las 23:59 UTC"));
        let left = ("left", Arg::from("23 hours 59 minutes"));
        all.push(("clock-to-move-by", vec![who(), moment, left]));
        for month in 1..=12 {
            let facts = [
                ("day", Arg::Number(28)),
                ("month", Arg::Number(month)),
                ("time", "23:59".into()),
            ];
            all.push(("clock-moment", facts.to_vec()));
        }
        for level in Level::ALL {
            all.push(("computer-seat", vec![("level", level.id().into())]));
            let numbered = vec![("number", Arg::count(4)), ("level", level.id().into())];
            all.push(("computer-seat-numbered", numbered));
        }
        all
    }

    /// The message ids `names.ftl` holds in English.
    fn names_keys() -> Vec<String> {
        include_str!("../../assets/locales/en-US/names.ftl")
            .lines()
            .filter_map(|l| l.split_once(" =").map(|(k, _)| k))
            .filter(|k| !k.is_empty() && !k.starts_with(['#', ' ']))
            .map(str::to_string)
            .collect()
    }

    /// Every message of `names.ftl` reads in every language without a
    /// mistake, within a message, and Spanish and French say it in their
    /// own words; the names, the clock line and the pictures' words are
    /// all reached (the names and pictures by the tests above and in
    /// `pictures`, which word every game, variant and picture word).
    #[test]
    fn every_names_message_reads_in_every_language() {
        for (key, args) in samples() {
            let english = crate::i18n::format(Locale::EnUs, key, &args).unwrap();
            for locale in Locale::ALL {
                let text = crate::i18n::format(locale, key, &args).unwrap_or_else(|e| panic!("{e:?}"));
                assert!(!text.trim().is_empty() && text.chars().count() <= 400, "{key}: {text}");
                if locale != Locale::EnUs {
                    assert_ne!(text, english, "{} {key} is English", locale.discord());
                }
            }
        }
        let sampled: Vec<&str> = samples().iter().map(|(k, _)| *k).collect();
        for key in names_keys() {
            let named = key.starts_with("game-") || key.starts_with("variant-") || key.starts_with("picture-");
            assert!(named || sampled.contains(&key.as_str()), "{key} has no sample");
            if key.starts_with("picture-") {
                let worded = include_str!("pictures.rs").contains(&format!("\"{key}\""));
                assert!(worded, "{key} is not among the pictures' words");
            }
        }
        // Every game and variant key is one the engine names.
        for key in names_keys().iter().filter(|k| k.starts_with("game-")) {
            assert!(
                GameKind::ALL.iter().any(|k| format!("game-{}", k.id()) == *key),
                "{key}"
            );
        }
        let variants = names_keys().into_iter().filter(|k| k.starts_with("variant-")).count();
        assert_eq!(
            variants,
            GameKind::ALL.iter().map(|k| k.variants().len()).sum::<usize>()
        );
    }
}
