//! A game's rule summary (`/rules game:`) in a language: English is the
//! engine's own (`docs/rules/<id>.md`, `GameKind::rules_text`); every
//! other language has one Markdown file per game in its folder,
//! `assets/locales/<locale>/rules/<id>.md`, with the English headings and
//! structure and the notation unchanged.

use super::Locale;
use crate::engine::GameKind;

/// The rules of `kind` as a reader of `locale` reads them (English when a
/// language lacks a game's text, which a test forbids).
pub fn rules_text(locale: Locale, kind: GameKind) -> &'static str {
    translated(locale)
        .iter()
        .find(|(id, _)| *id == kind.id())
        .map_or_else(|| kind.rules_text(), |(_, text)| *text)
}

/// A language's translated rule texts, by game id (none for English).
fn translated(locale: Locale) -> &'static [(&'static str, &'static str)] {
    /// Every game's text in the language folder `$dir`: the games are
    /// named once, here, for every language.
    macro_rules! texts {
        ($dir:literal) => {
            texts!(
                $dir: "tree", "draw", "dominimum", "dominomega", "dominup", "adding", "dominoids", "euronimoes",
                "tetradominoes"
            )
        };
        ($dir:literal: $($id:literal),*) => {
            &[$(($id, include_str!(concat!("../../assets/locales/", $dir, "/rules/", $id, ".md")))),*]
        };
    }
    match locale {
        Locale::EnUs => &[],
        Locale::EsEs => texts!("es-ES"),
        Locale::Fr => texts!("fr"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headings(text: &str) -> Vec<usize> {
        text.lines()
            .filter(|l| l.starts_with('#'))
            .map(|l| l.chars().take_while(|c| *c == '#').count())
            .collect()
    }

    #[test]
    fn every_game_has_its_rules_in_every_language_with_the_english_headings() {
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::EnUs) {
            for kind in GameKind::ALL {
                let english = kind.rules_text();
                assert!(
                    translated(locale).iter().any(|(id, _)| *id == kind.id()),
                    "{} has no rules of {}",
                    locale.discord(),
                    kind.id()
                );
                let text = rules_text(locale, kind);
                assert_ne!(text, english, "{} {}", locale.discord(), kind.id());
                assert_eq!(headings(text), headings(english), "{} {}", locale.discord(), kind.id());
            }
        }
        for kind in GameKind::ALL {
            assert_eq!(rules_text(Locale::EnUs, kind), kind.rules_text());
        }
    }

    /// A rule text names a command as the reader's client lists it
    /// (`/mano`, not `/hand`, in Spanish).
    #[test]
    fn every_command_a_rule_text_names_is_a_command_of_its_language() {
        for locale in Locale::ALL {
            let commands = super::super::tests::command_names(locale);
            for kind in GameKind::ALL {
                for word in super::super::tests::slash_words(rules_text(locale, kind)) {
                    assert!(
                        commands.contains(&word),
                        "{} {}: /{word} is not a command there",
                        locale.discord(),
                        kind.id()
                    );
                }
            }
        }
    }

    /// French puts a no-break space before `: ; ! ?` (outside code spans,
    /// where notation and commands are as typed).
    #[test]
    fn french_rules_put_a_no_break_space_before_double_punctuation() {
        for kind in GameKind::ALL {
            let text = rules_text(Locale::Fr, kind);
            for (i, prose) in text.split('`').enumerate().filter(|(i, _)| i % 2 == 0) {
                for mark in [" :", " ;", " !", " ?"] {
                    assert!(!prose.contains(mark), "{} part {i}: {mark:?} in {prose}", kind.id());
                }
            }
        }
    }
}
