//! Which language a game's public posts speak (issue 55): one per game,
//! fixed when the game is created, so that everyone in the channel reads
//! the same game in the same words whoever acts. Private replies are read
//! in each reader's own language instead (`reply::read_in`).

use super::game::Live;
use super::{Ctx, NO_SERVER, Reply, Res, Service};
use crate::i18n::{self, Arg, Locale};
use crate::store::GameRow;

impl Service {
    /// The language of a new game started by `ctx`: the one its server
    /// chose (`/settings language:`), else the server's own (Discord's
    /// `guild_locale`), else (a direct message or group chat) the
    /// challenger's.
    pub(crate) fn new_game_locale(&self, ctx: &Ctx) -> Res<Locale> {
        if ctx.guild == NO_SERVER {
            return Ok(ctx.locale);
        }
        let chosen = self.store.guild_settings(ctx.guild)?.language;
        let chosen = chosen.as_deref().and_then(Locale::from_discord);
        Ok(chosen.or(ctx.guild_locale).unwrap_or(ctx.locale))
    }
}

/// The language of the game in `row`: English for a game made before
/// languages (or holding a locale no longer spoken).
pub(crate) fn locale_of(row: &GameRow) -> Locale {
    row.locale.as_deref().and_then(Locale::from_discord).unwrap_or_default()
}

impl Live {
    /// The language of this game's public posts.
    pub fn locale(&self) -> Locale {
        locale_of(&self.row)
    }

    /// The catalogue's message `id` in this game's language.
    pub fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        i18n::text(self.locale(), id, args)
    }

    /// A public post of this game: in its language.
    pub fn post(&self, text: impl Into<String>) -> Reply {
        Reply::public(text).in_locale(self.locale())
    }
}

/// Names as one list in `locale`: "A and B", "A and B and C".
pub(crate) fn and_list(locale: Locale, names: &[String]) -> String {
    let mut names = names.iter().cloned();
    let first = names.next().unwrap_or_default();
    names.fold(first, |first, second| {
        i18n::text(
            locale,
            "list-and",
            &[("first", first.into()), ("second", second.into())],
        )
    })
}

/// `/settings language:`: the language of a server's new games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameLanguage {
    /// Each new game speaks the server's own language (Discord's
    /// `guild_locale`).
    Server,
    /// Every new game speaks this one.
    Fixed(Locale),
}

impl GameLanguage {
    /// Every choice, the server's own first, then the catalogue's languages.
    pub fn all() -> impl Iterator<Item = GameLanguage> {
        std::iter::once(GameLanguage::Server).chain(Locale::ALL.into_iter().map(GameLanguage::Fixed))
    }

    /// The choice's English name (Discord lists it translated).
    pub fn name(self) -> &'static str {
        match self {
            GameLanguage::Server => "the server's language",
            GameLanguage::Fixed(locale) => locale.english_name(),
        }
    }

    /// A choice as typed locally: `server`, a locale (`es-ES`, `fr`) or a
    /// language's English name (`spanish`).
    pub fn parse(word: &str) -> Option<GameLanguage> {
        let word = word.trim();
        if word.eq_ignore_ascii_case("server") {
            return Some(GameLanguage::Server);
        }
        GameLanguage::all().find(|l| {
            l.name().eq_ignore_ascii_case(word)
                || matches!(l, GameLanguage::Fixed(locale) if locale.discord().eq_ignore_ascii_case(word))
        })
    }

    /// As the store keeps it: the locale's Discord name, or none.
    pub(crate) fn stored(self) -> Option<String> {
        match self {
            GameLanguage::Server => None,
            GameLanguage::Fixed(locale) => Some(locale.discord().to_string()),
        }
    }

    /// The stored setting, read back (an unknown locale: the server's).
    pub(crate) fn of_stored(code: Option<&str>) -> GameLanguage {
        code.and_then(Locale::from_discord)
            .map_or(GameLanguage::Server, GameLanguage::Fixed)
    }
}
