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

/// A computer seat's name in `locale`: "Computer (hard)", or numbered
/// from 1 ("Computer 2 (hard)") where several computers play.
pub fn computer_name(locale: Locale, level: Level, number: Option<usize>) -> String {
    let level = ("level", Arg::from(level.id()));
    match number {
        None => text(locale, "computer-seat", &[level]),
        Some(n) => text(locale, "computer-seat-numbered", &[("number", Arg::count(n)), level]),
    }
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
}
