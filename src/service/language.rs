//! Which language a game's public posts speak (issue 55): one per game,
//! fixed when the game is created, so that everyone in the channel reads
//! the same game in the same words whoever acts. Private replies are read
//! in each reader's own language instead (`reply::read_in`).

use super::game::Live;
use super::{Ctx, NO_SERVER, Reply, Res, Service};
use crate::i18n::{self, Arg, Locale};
use crate::store::GameRow;

impl Service {
    /// The language of a new game started by `ctx`, and of any public
    /// reply outside a game (a leaderboard, someone's stats): the one its
    /// server chose (`/settings language:`), else the server's own
    /// (Discord's `guild_locale`), else (a direct message or group chat)
    /// the caller's.
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
    spoken(row.locale.as_deref())
}

/// The language a stored locale names: English for none, or for a locale
/// no longer spoken.
fn spoken(code: Option<&str>) -> Locale {
    code.and_then(Locale::from_discord).unwrap_or_default()
}

impl Live {
    /// The language of this game's public posts.
    pub fn locale(&self) -> Locale {
        locale_of(&self.row)
    }

    /// The game's name in its language ("El Árbol").
    pub fn game_name(&self) -> String {
        i18n::game_name(self.locale(), self.kind)
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

    /// The catalogue's key of the choice's name (`commands.ftl`; Discord
    /// lists it in each client's language).
    pub fn key(self) -> &'static str {
        match self {
            GameLanguage::Server => "choice-the-server-s-language",
            GameLanguage::Fixed(Locale::EnUs) => "choice-english",
            GameLanguage::Fixed(Locale::EsEs) => "choice-spanish",
            GameLanguage::Fixed(Locale::Fr) => "choice-french",
        }
    }

    /// A choice as typed locally: `server`, a locale (`es-ES`, `fr`), a
    /// language's English name (`spanish`) or the choice as Discord lists
    /// it in English.
    pub fn parse(word: &str) -> Option<GameLanguage> {
        let word = word.trim();
        if word.eq_ignore_ascii_case("server") {
            return Some(GameLanguage::Server);
        }
        let listed = |l: GameLanguage| i18n::lookup(Locale::EnUs, l.key(), None, &[]);
        GameLanguage::all().find(|&l| {
            listed(l).is_some_and(|name| name.eq_ignore_ascii_case(word))
                || matches!(l, GameLanguage::Fixed(locale)
                    if locale.discord().eq_ignore_ascii_case(word) || locale.english_name().eq_ignore_ascii_case(word))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::reply::{MAX_LABEL, MAX_MESSAGE};

    type Sample = (&'static str, Vec<(&'static str, Arg)>);

    /// The longest facts a post gives its messages: four mentions, a long
    /// game name, id and durations.
    const FOUR: &str = "<@123456789012345678>, <@223456789012345678>, <@323456789012345678>, <@423456789012345678>";

    fn text(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }

    fn who() -> (&'static str, Arg) {
        ("who", text(FOUR))
    }

    fn user() -> (&'static str, Arg) {
        ("user", text("<@123456789012345678>"))
    }

    /// How many are named: one, or four (a verb agrees with it).
    fn one() -> (&'static str, Arg) {
        ("count", Arg::count(1))
    }

    fn four() -> (&'static str, Arg) {
        ("count", Arg::count(4))
    }

    fn game() -> (&'static str, Arg) {
        ("game", text("Euronimoes (two-player)"))
    }

    /// Every message of `posts.ftl` with the longest facts a post gives it.
    fn samples() -> Vec<Sample> {
        [who_acts(), without_facts(), with_facts(), about_the_wait()].concat()
    }

    /// Who acts next, and the places at the end (numbers pick the words).
    fn who_acts() -> Vec<Sample> {
        let mut all: Vec<Sample> = [
            "post-to-move",
            "post-to-move-again",
            "post-your-turn",
            "post-your-move-any-order",
            "post-to-play",
        ]
        .into_iter()
        .map(|key| (key, vec![who()]))
        .collect();
        for count in [1, 4] {
            for key in ["post-plays-first", "post-plays-next"] {
                all.push((key, vec![who(), ("count", Arg::count(count))]));
            }
        }
        for rank in 1..=4 {
            all.push((
                "post-place",
                vec![("rank", Arg::count(rank)), ("player", text("<@1>: 58 points"))],
            ));
        }
        for (several, agreed) in [("yes", "yes"), ("no", "no")] {
            let facts = vec![
                ("action", text("`5-6`")),
                ("several", text(several)),
                ("agreed", text(agreed)),
                who(),
            ];
            all.push(("post-taken-back", facts));
        }
        all
    }

    /// The messages that name nothing: buttons and fixed sentences.
    fn without_facts() -> Vec<Sample> {
        [
            "button-move",
            "post-seats-in-order",
            "post-seats",
            "post-how-buttons",
            "post-how-hand",
            "post-how-move",
            "button-agree-to-abort",
            "button-agree-to-pause",
            "button-accept-takeback",
            "button-decline",
            "post-seat-computer",
            "post-seat-open",
            "post-seat-ready",
            "post-seat-waiting",
            "post-starts-when",
            "post-everyone-ready",
            "button-accept",
            "button-join",
            "button-cancel",
            "post-answers-only",
            "post-moved-on",
            "post-stale-note",
            "post-board-out-of-time",
            "post-board-paused",
            "post-board-areas",
        ]
        .into_iter()
        .map(|key| (key, Vec::new()))
        .collect()
    }

    /// The start, the end and the requests of a game.
    fn with_facts() -> Vec<Sample> {
        vec![
            ("post-begins", vec![game(), ("variant", text(" (match)"))]),
            ("post-first-turn", vec![who(), ("how", text("play with /move"))]),
            ("post-shuffle-commitment", vec![("commitment", text(&"f".repeat(64)))]),
            (
                "post-game-over",
                vec![("summary", text("@alice won the match 101 to 87"))],
            ),
            ("post-draw", vec![("players", text(FOUR))]),
            ("post-seed", vec![("seed", text(&"a".repeat(64)))]),
            ("post-resigned", vec![user()]),
            ("post-aborted-early", vec![game()]),
            ("post-aborted-agreed", vec![game()]),
            ("post-abort-asked", vec![user(), ("waiting", text(FOUR)), four()]),
            ("post-abort-asked", vec![user(), ("waiting", text("<@1>")), one()]),
            ("post-paused", vec![game()]),
            ("post-pause-asked", vec![user(), ("waiting", text(FOUR)), four()]),
            ("post-pause-asked", vec![user(), ("waiting", text("<@1>")), one()]),
            ("post-resumed", vec![user(), who()]),
            (
                "post-takeback-asked",
                vec![user(), ("action", text("`5-6`")), ("others", text(FOUR)), four()],
            ),
            (
                "post-takeback-asked",
                vec![user(), ("action", text("`5-6`")), ("others", text("<@1>")), one()],
            ),
            ("post-takeback-declined", vec![user(), ("action", text("`5-6`"))]),
            (
                "post-challenge",
                vec![("challenger", text("<@1>")), game(), ("variant", text(" (match)"))],
            ),
            ("post-declined", vec![user(), game(), ("challenger", text("<@1>"))]),
            ("post-cancelled", vec![user(), game()]),
        ]
    }

    /// Reminders, deadlines and `/board`.
    fn about_the_wait() -> Vec<Sample> {
        let id = || ("id", text("9223372036854775807"));
        let channel = || ("channel", text("1234567890123456789"));
        let waited = ("waited", text("6 days 23 hours"));
        let left = ("left", text(" You have 1 hour left to move."));
        vec![
            ("post-reminder", vec![user(), game(), id(), channel(), waited, left]),
            ("post-reminder-left", vec![("left", text("6 days 23 hours"))]),
            ("post-reminder-late", vec![("decided", text("1 day 23 hours"))]),
            (
                "post-time-run-out",
                vec![
                    ("late", text(FOUR)),
                    game(),
                    ("others", text(FOUR)),
                    ("decided", text("2 days")),
                    four(),
                ],
            ),
            (
                "post-time-run-out",
                vec![
                    ("late", text("<@2>")),
                    game(),
                    ("others", text("<@1>")),
                    ("decided", text("2 days")),
                    one(),
                ],
            ),
            ("post-turn-dm", vec![game(), id(), channel()]),
            ("post-board", vec![game(), id()]),
            (
                "post-board-to-play",
                vec![who(), ("left", text(" (6 days 23 hours left)"))],
            ),
            ("post-board-time-left", vec![("left", text("6 days 23 hours"))]),
        ]
    }

    /// Every message of a post reads in every language without a mistake,
    /// a button's label fits a button and a sentence a message, and Spanish
    /// and French say it in their own words.
    #[test]
    fn every_post_reads_in_every_language_within_discords_limits() {
        for (key, args) in samples() {
            let english = i18n::format(Locale::EnUs, key, &args).unwrap();
            for locale in Locale::ALL {
                let text = i18n::format(locale, key, &args).unwrap_or_else(|e| panic!("{e:?}"));
                let max = if key.starts_with("button-") {
                    MAX_LABEL
                } else {
                    MAX_MESSAGE / 2
                };
                assert!(text.chars().count() <= max, "{} {key}: {text}", locale.discord());
                assert!(!text.trim().is_empty(), "{} {key}", locale.discord());
                // "who: how." has no words of its own to translate.
                if locale != Locale::EnUs && key != "post-first-turn" {
                    assert_ne!(text, english, "{} {key} is English", locale.discord());
                }
            }
        }
    }

    /// A request to one player speaks to one (in a two-player game the
    /// usual case), to several in the plural; English says it alike.
    #[test]
    fn a_request_speaks_to_one_player_or_to_several() {
        let asked = |locale, count: usize| {
            let args = [
                user(),
                ("action", text("`5-6`")),
                ("others", text("<@1>")),
                ("count", Arg::count(count)),
            ];
            i18n::format(locale, "post-takeback-asked", &args).unwrap()
        };
        assert!(asked(Locale::EsEs, 1).contains("<@1>: acepta o rechaza."));
        assert!(asked(Locale::EsEs, 2).contains("<@1>: aceptad o rechazad."));
        assert!(asked(Locale::Fr, 1).contains("accepte ou refuse."));
        assert!(asked(Locale::Fr, 2).contains("acceptez ou refusez."));
        assert_eq!(asked(Locale::EnUs, 1), asked(Locale::EnUs, 2));
        assert!(asked(Locale::EnUs, 1).ends_with("<@1>: accept or decline. A move cancels the request."));
    }

    /// The requests read in English as they did before the catalogue (no
    /// golden file holds them), whatever the count.
    #[test]
    fn the_english_requests_read_as_before() {
        let (one, two) = ("<@1>".to_string(), "<@1>, <@2>".to_string());
        for (named, count) in [(&one, 1), (&two, 2)] {
            let en = |key, args: &[(&str, Arg)]| i18n::format(Locale::EnUs, key, args).unwrap();
            let n = ("count", Arg::count(count));
            let waiting = ("waiting", text(named));
            assert_eq!(
                en("post-abort-asked", &[user(), waiting.clone(), n.clone()]),
                format!(
                    "<@123456789012345678> wants to abort this game. It ends with no result if everyone agrees: {named} press Agree (or use /abort). A move cancels the request."
                )
            );
            assert_eq!(
                en("post-pause-asked", &[user(), waiting, n.clone()]),
                format!(
                    "<@123456789012345678> asks to pause this game (no reminders, no deadline). It pauses when everyone agrees: {named} press Agree (or use /pause). A move cancels the request."
                )
            );
            let late = [
                ("late", text("<@9>")),
                game(),
                ("others", text(named)),
                ("decided", text("2 days")),
                n,
            ];
            assert_eq!(
                en("post-time-run-out", &late),
                format!(
                    "<@9>'s time to move in this Euronimoes (two-player) game has run out. {named}: you may /claim the win now. If nobody does and no move comes, the game is decided in 2 days."
                )
            );
        }
    }

    /// A message added to `posts.ftl` is added to the samples above too.
    #[test]
    fn every_post_message_has_a_sample() {
        let sampled: Vec<&str> = samples().iter().map(|(k, _)| *k).collect();
        let text = include_str!("../../assets/locales/en-US/posts.ftl");
        for line in text.lines() {
            let Some((key, _)) = line.split_once(" =") else {
                continue;
            };
            if !key.starts_with('#') && !key.starts_with(' ') && !key.is_empty() {
                assert!(sampled.contains(&key), "{key} has no sample");
            }
        }
    }

    #[test]
    fn a_game_from_before_languages_speaks_english_and_a_choice_reads_back() {
        assert_eq!(spoken(None), Locale::EnUs);
        assert_eq!(spoken(Some("fr")), Locale::Fr);
        assert_eq!(spoken(Some("tlh")), Locale::EnUs, "a locale no longer spoken");
        for choice in GameLanguage::all() {
            assert_eq!(GameLanguage::of_stored(choice.stored().as_deref()), choice);
            let listed = i18n::lookup(Locale::EnUs, choice.key(), None, &[]).unwrap();
            assert_eq!(GameLanguage::parse(&listed), Some(choice));
        }
        assert_eq!(GameLanguage::parse("es-ES"), Some(GameLanguage::Fixed(Locale::EsEs)));
        assert_eq!(GameLanguage::parse("klingon"), None);
    }
}
