//! The words a player reads, in their language (issue 55): one Fluent
//! catalogue per language under `assets/locales/<locale>/`, read at build
//! time. English (`en-US`) is the fallback: a key a language lacks (none
//! may, a test checks) reads in English.
//!
//! Adding a language is one folder of `.ftl` files (the same keys as
//! `en-US`) and one line in [`Locale::ALL`] and [`Locale::files`].
//! So far the catalogue holds the slash commands as Discord lists them
//! (`commands.ftl`), the refusals (`refusals.ftl`), the pieces of
//! sentences they share (`words.ftl`) and the games' own refusals and
//! notation errors (`rules.ftl`, worded from the engine's phrases by
//! [`say`]) and the engine's event lines (`events.ftl`, worded by
//! [`line`]), `/help` and `/rules` (`help.ftl`, and each game's rules
//! by [`rules_text`]); other replies are still English (see docs/i18n.md).

mod names;
mod phrases;
mod pictures;
#[cfg(test)]
mod pictures_fit;
mod rules;

pub use names::{computer_name, game_name, problem_title, variant_about, variant_name};
#[cfg(test)]
pub(crate) use phrases::unreached;
pub use phrases::{action, line, reason, say};
pub use pictures::{picture_words, tile_label};
pub use rules::rules_text;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use std::sync::OnceLock;

/// A language the bot speaks; English unless said otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    EnUs,
    EsEs,
    Fr,
}

impl Locale {
    /// Every language, English first.
    pub const ALL: [Locale; 3] = [Locale::EnUs, Locale::EsEs, Locale::Fr];

    /// Discord's name of the locale (as `locale` on interactions and the
    /// keys of `name_localizations`).
    pub fn discord(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::EsEs => "es-ES",
            Locale::Fr => "fr",
        }
    }

    /// The language's name in English, as the local front end takes it
    /// (`language:spanish`); Discord lists the catalogue's `choice-` words.
    pub fn english_name(self) -> &'static str {
        match self {
            Locale::EnUs => "English",
            Locale::EsEs => "Spanish",
            Locale::Fr => "French",
        }
    }

    /// The locale Discord names `code`, if the bot speaks it.
    pub fn from_discord(code: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.discord() == code)
    }

    /// The catalogue's files of this language: (file name, text).
    fn files(self) -> &'static [(&'static str, &'static str)] {
        /// The same files in every language: one line per language.
        macro_rules! files {
            ($dir:literal) => {
                &[
                    (
                        "commands.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/commands.ftl")),
                    ),
                    (
                        "refusals.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/refusals.ftl")),
                    ),
                    (
                        "words.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/words.ftl")),
                    ),
                    (
                        "rules.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/rules.ftl")),
                    ),
                    (
                        "posts.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/posts.ftl")),
                    ),
                    (
                        "events.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/events.ftl")),
                    ),
                    (
                        "help.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/help.ftl")),
                    ),
                    (
                        "play.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/play.ftl")),
                    ),
                    (
                        "names.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/names.ftl")),
                    ),
                    (
                        "lists.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/lists.ftl")),
                    ),
                    (
                        "history.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/history.ftl")),
                    ),
                    (
                        "actions.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/actions.ftl")),
                    ),
                    (
                        "views.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/views.ftl")),
                    ),
                    (
                        "local.ftl",
                        include_str!(concat!("../assets/locales/", $dir, "/local.ftl")),
                    ),
                ]
            };
        }
        match self {
            Locale::EnUs => files!("en-US"),
            Locale::EsEs => files!("es-ES"),
            Locale::Fr => files!("fr"),
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, built once. A file that does not parse is a
/// build-time mistake, which the tests catch; here its good entries load.
fn bundles() -> &'static [(Locale, Bundle)] {
    static BUNDLES: OnceLock<Vec<(Locale, Bundle)>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Locale::ALL
            .into_iter()
            .map(|locale| {
                let id: unic_langid::LanguageIdentifier = locale.discord().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Discord shows text as it is: no Unicode isolation marks.
                bundle.set_use_isolating(false);
                if let Err(e) = bundle.add_function("DE", |args, _| FluentValue::from(french_de(args))) {
                    tracing::error!(locale = locale.discord(), "catalogue function: {e:?}");
                }
                for (name, text) in locale.files() {
                    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, errors)| {
                        tracing::error!(file = name, locale = locale.discord(), "catalogue errors: {errors:?}");
                        partial
                    });
                    if let Err(errors) = bundle.add_resource(resource) {
                        tracing::error!(file = name, locale = locale.discord(), "catalogue errors: {errors:?}");
                    }
                }
                (locale, bundle)
            })
            .collect()
    })
}

/// `DE($who)` in the French catalogue: "de" before a name, elided before a
/// vowel ("d'Ordinateur (difficile)", "d'Alice", "de Bob"). A mention
/// (`<@1>`, shown as "@Alice") keeps "de"; markdown around a name is looked
/// through. An "h" keeps "de": muet or aspiré, a name does not say.
fn french_de(args: &[FluentValue]) -> String {
    let name = match args.first() {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().to_string(),
        _ => String::new(),
    };
    let first = name
        .chars()
        .find(|c| !matches!(c, '*' | '_' | '~' | '|' | '`'))
        .map(|c| c.to_lowercase().collect::<String>());
    let vowel = first.is_some_and(|c| "aeiouyàâäéèêëîïôöûùüÿœæ".contains(c.as_str()));
    if vowel {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

fn bundle(locale: Locale) -> Option<&'static Bundle> {
    bundles().iter().find(|(l, _)| *l == locale).map(|(_, b)| b)
}

/// The text of message `id` (or of its attribute `attribute`) in
/// `locale`, with `args`; `None` when the language has no such key.
pub fn lookup(locale: Locale, id: &str, attribute: Option<&str>, args: &[(&str, &str)]) -> Option<String> {
    let bundle = bundle(locale)?;
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut fluent_args = fluent_bundle::FluentArgs::new();
    for (k, v) in args {
        fluent_args.set(*k, FluentValue::from(*v));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// `n` as a place: "1st", "2.º", "1er". English keeps the engine's
/// ordinals, whose suffix follows the last two digits (21st, 111th), which
/// Fluent's selectors cannot pick; other languages read `place-ordinal`.
pub fn ordinal(locale: Locale, n: usize) -> String {
    match locale {
        Locale::EnUs => crate::engine::common::words::ordinal(n),
        _ => text(locale, "place-ordinal", &[("n", Arg::count(n))]),
    }
}

/// A calendar day as the reader writes it (`date` in words.ftl):
/// "2027-01-16" in English, "16/01/2027" in Spanish and French.
pub fn date(locale: Locale, (year, month, day): (i64, u32, u32)) -> String {
    let facts = [
        ("year", Arg::from(format!("{year:04}"))),
        ("month2", format!("{month:02}").into()),
        ("day2", format!("{day:02}").into()),
    ];
    text(locale, "date", &facts)
}

/// The UTC day holding `unix`, as the reader writes it.
pub fn date_of(locale: Locale, unix: i64) -> String {
    date(locale, crate::calendar::ymd(unix))
}

/// A day stored as "2027-01-16" (a daily puzzle's) as the reader writes
/// it; anything else as it is.
pub fn stored_date(locale: Locale, iso: &str) -> String {
    let mut parts = iso.splitn(3, '-').map(str::parse::<u32>);
    match (parts.next(), parts.next(), parts.next()) {
        (Some(Ok(y)), Some(Ok(m)), Some(Ok(d))) if (1..=12).contains(&m) && (1..=31).contains(&d) => {
            date(locale, (i64::from(y), m, d))
        }
        _ => iso.to_string(),
    }
}

/// `text` under its `label` ("- @bob: ready", "0-2 R: play …"): each
/// language punctuates its own way (French puts a no-break space before
/// the colon), so the colon is the catalogue's (`labelled`).
pub fn labelled(locale: Locale, label: &str, text: &str) -> String {
    self::text(locale, "labelled", &[("label", label.into()), ("text", text.into())])
}

/// A fact a message names: words, or a number (which picks the plural
/// form, `[one]`/`*[other]`, in the language's own way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl Arg {
    /// A count, as a number that picks a plural form.
    pub fn count(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

/// The text of message `id` in `locale` with `args`, or every mistake
/// met on the way (no such message, a missing argument, …).
pub fn format(locale: Locale, id: &str, args: &[(&str, Arg)]) -> Result<String, Vec<String>> {
    let missing = || vec![format!("{} has no message {id}", locale.discord())];
    let bundle = bundle(locale).ok_or_else(missing)?;
    let pattern = bundle.get_message(id).and_then(|m| m.value()).ok_or_else(missing)?;
    let mut fluent_args = fluent_bundle::FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(errors
            .iter()
            .map(|e| format!("{} {id}: {e:?}", locale.discord()))
            .collect())
    }
}

/// The text of message `id` in `locale`; in English when the language
/// cannot say it, and as the bare id when no language can. Both are
/// mistakes in the catalogue (logged here, and caught by the tests), never
/// a reason to fail a reply.
pub fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    format(locale, id, args)
        .or_else(|errors| {
            tracing::error!("catalogue: {errors:?}");
            format(Locale::EnUs, id, args)
        })
        .unwrap_or_else(|errors| {
            tracing::error!("catalogue: {errors:?}");
            id.to_string()
        })
}

/// Every message id (with its attributes, as `id.attribute`) of a
/// language's catalogue, sorted: for the test that every language has
/// every key.
pub fn keys(locale: Locale) -> Vec<String> {
    let mut keys = Vec::new();
    for (_, text) in locale.files() {
        let Ok(resource) = FluentResource::try_new(text.to_string()) else {
            continue;
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                keys.push(m.id.name.to_string());
                keys.extend(m.attributes.iter().map(|a| format!("{}.{}", m.id.name, a.id.name)));
            }
        }
    }
    keys.sort();
    keys
}

impl Locale {
    /// The language to answer a reader whose client is set to Discord's
    /// locale `code`: that language, or another country's form of it
    /// (`es-419` reads Spanish, `en-GB` English), else English.
    pub fn reading(code: &str) -> Locale {
        let language = |c: &str| c.split('-').next().unwrap_or_default().to_ascii_lowercase();
        Locale::from_discord(code)
            .or_else(|| {
                Locale::ALL
                    .into_iter()
                    .find(|l| language(l.discord()) == language(code))
            })
            .unwrap_or(Locale::EnUs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command's name in `locale` (`jugar`, `mover`, … in Spanish).
    pub(super) fn command_names(locale: Locale) -> Vec<String> {
        crate::service::catalogue::CATALOGUE
            .iter()
            .map(|c| lookup(locale, &format!("cmd-{}", c.name), None, &[]).unwrap_or_else(|| c.name.to_string()))
            .collect()
    }

    /// The words right after a `/` in `text`: the commands it names.
    pub(super) fn slash_words(text: &str) -> Vec<String> {
        text.split('/')
            .skip(1)
            .map(|w| {
                w.split(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .next()
                    .unwrap_or_default()
                    .to_string()
            })
            .filter(|w| !w.is_empty())
            .collect()
    }

    /// French elides "de" before a vowel, whoever is named: a computer
    /// ("Ordinateur"), a name in a picture's words, never a mention.
    #[test]
    fn french_says_d_before_a_vowel_and_de_before_the_rest() {
        let turn = |who: &str| text(Locale::Fr, "post-to-move", &[("who", who.into())]);
        assert_eq!(turn("Ordinateur (difficile)"), "Au tour d'Ordinateur (difficile).");
        assert_eq!(turn("**Élodie**"), "Au tour d'**Élodie**.");
        assert_eq!(turn("Bob"), "Au tour de Bob.");
        assert_eq!(turn("Hugo"), "Au tour de Hugo.");
        assert_eq!(turn("<@1>"), "Au tour de <@1>.");
        // The other languages say it their own way, without the function.
        assert_eq!(
            text(Locale::EsEs, "post-to-move", &[("who", "Ordenador (difícil)".into())]),
            "Turno de Ordenador (difícil)."
        );
    }

    /// French uses the singular for 0 and 1 (CLDR's "one"), in a verb
    /// too, and elides "de" before any game whose name starts with a
    /// vowel, not only Euronimoes.
    #[test]
    fn french_counts_of_one_read_in_the_singular_and_every_game_elides() {
        let waiting = text(
            Locale::Fr,
            "games-count-some-waiting",
            &[("games", Arg::count(3)), ("waiting", Arg::count(1))],
        );
        assert_eq!(waiting, "3\u{a0}; 1 t'attend, en tête de liste");
        let more = |n| text(Locale::Fr, "puzzle-day-more", &[("count", Arg::count(n))]);
        assert_eq!(more(1), "… et 1 autre.");
        assert_eq!(more(2), "… et 2 autres.");
        let points = |n| {
            text(
                Locale::Fr,
                "view-tetra-match-points",
                &[("points", Arg::count(n)), ("target", Arg::count(7))],
            )
        };
        assert_eq!(points(0), "0 point de partie sur 7");
        assert_eq!(points(5), "5 points de partie sur 7");
        let none = |game: &str| text(Locale::Fr, "rating-none-game", &[("game", game.into())]);
        assert!(
            none("Adding Donimoes").contains("d'Adding Donimoes"),
            "{}",
            none("Adding Donimoes")
        );
        assert!(none("Euronimoes").contains("d'Euronimoes"), "{}", none("Euronimoes"));
        assert!(none("Dominup").contains("de Dominup"), "{}", none("Dominup"));
    }

    /// A reply names a slash command as the reader's client lists it:
    /// every `/name` in a language's sentences is that language's name of
    /// a command (`/jugar`, not `/play`, in Spanish).
    #[test]
    fn every_command_a_sentence_names_is_named_in_its_language() {
        for locale in Locale::ALL {
            let commands = command_names(locale);
            // The local front end reads its own English syntax in every
            // language (`/wait hours:30`), so `local.ftl` names it so.
            let sentences = locale
                .files()
                .iter()
                .filter(|(f, _)| !["commands.ftl", "local.ftl"].contains(f));
            for (file, text) in sentences {
                for line in text.lines().filter(|l| !l.starts_with('#')) {
                    for word in slash_words(line) {
                        assert!(
                            commands.contains(&word),
                            "{} {file}: /{word} is not a command there: {line}",
                            locale.discord()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_reader_gets_their_language_or_its_nearest_form_or_english() {
        assert_eq!(Locale::reading("es-ES"), Locale::EsEs);
        assert_eq!(Locale::reading("es-419"), Locale::EsEs);
        assert_eq!(Locale::reading("fr"), Locale::Fr);
        assert_eq!(Locale::reading("en-GB"), Locale::EnUs);
        assert_eq!(Locale::reading("de"), Locale::EnUs);
        assert_eq!(Locale::reading(""), Locale::EnUs);
    }

    /// A day reads as each reader writes it; English as the calendar
    /// always wrote it; a stored day that is no date stays as it is.
    #[test]
    fn a_day_reads_as_each_reader_writes_it() {
        let unix = 1_777_766_399;
        assert_eq!(date_of(Locale::EnUs, unix), crate::calendar::date(unix));
        assert_eq!(date_of(Locale::EsEs, unix), "02/05/2026");
        assert_eq!(date_of(Locale::Fr, unix), "02/05/2026");
        assert_eq!(stored_date(Locale::Fr, "2027-01-16"), "16/01/2027");
        assert_eq!(stored_date(Locale::EnUs, "2027-01-16"), "2027-01-16");
        for odd in ["", "soon", "2027-13-01", "2027-01", "2027-01-16-x"] {
            assert_eq!(stored_date(Locale::EsEs, odd), odd);
        }
    }

    /// A shipped problem's title says where it comes from in the reader's
    /// words; English reads as the engine's list always said it.
    #[test]
    fn a_problems_title_reads_in_the_readers_words() {
        use crate::engine::adding::problems::numbered;
        let (first, second) = (numbered(1).unwrap(), numbered(2).unwrap());
        assert_eq!(
            problem_title(Locale::EnUs, &first),
            "Problem 1 (the rule text's Problem 1)"
        );
        assert_eq!(problem_title(Locale::EnUs, &second), "Problem 2 (generated, easy)");
        assert_eq!(problem_title(Locale::EsEs, &second), "Problema 2 (generado, fácil)");
        assert_eq!(
            problem_title(Locale::Fr, &first),
            "Problème 1 (le problème 1 de la règle)"
        );
    }

    /// Every French sentence of every catalogue file keeps one typography:
    /// a no-break space (U+00A0) before `:`, `;`, `!`, `?` and inside « »,
    /// so Discord never wraps a line before the mark. What stands between
    /// backticks is syntax (`/play game: opponent:`, `@user !button-id`).
    #[test]
    fn every_french_sentence_keeps_no_break_spaces_before_double_marks() {
        for (file, text) in Locale::Fr.files() {
            for line in text.lines().filter(|line| !line.starts_with('#')) {
                let words: String = line.split('`').step_by(2).collect();
                let broken = [" :", " ;", " !", " ?", " »", "« "]
                    .iter()
                    .find(|mark| words.contains(**mark));
                assert!(broken.is_none(), "{file}: {broken:?} with a plain space in {line:?}");
            }
        }
    }

    #[test]
    fn every_catalogue_parses_and_has_every_english_key() {
        for locale in Locale::ALL {
            for (name, text) in locale.files() {
                assert!(
                    FluentResource::try_new(text.to_string()).is_ok(),
                    "{} {name} does not parse",
                    locale.discord()
                );
            }
            assert_eq!(keys(locale), keys(Locale::EnUs), "{}", locale.discord());
            let (theirs, english) = (variables(locale), variables(Locale::EnUs));
            let differing: Vec<_> = english
                .iter()
                .filter(|(key, names)| theirs.get(*key) != Some(names))
                .collect();
            assert!(
                differing.is_empty(),
                "{} differs from English in {differing:?}",
                locale.discord()
            );
        }
    }

    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    use std::collections::{BTreeMap, BTreeSet};

    /// The arguments (`$name`) each message and attribute of a language
    /// uses, anywhere in it (selectors and variants too).
    fn variables(locale: Locale) -> BTreeMap<String, BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for (_, text) in locale.files() {
            let Ok(resource) = FluentResource::try_new(text.to_string()) else {
                continue;
            };
            for entry in resource.entries() {
                let Entry::Message(m) = entry else { continue };
                let mut names = BTreeSet::new();
                m.value.iter().for_each(|p| pattern_variables(p, &mut names));
                found.insert(m.id.name.to_string(), names);
                for a in &m.attributes {
                    let mut names = BTreeSet::new();
                    pattern_variables(&a.value, &mut names);
                    found.insert(format!("{}.{}", m.id.name, a.id.name), names);
                }
            }
        }
        found
    }

    fn pattern_variables(pattern: &Pattern<&str>, names: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, names);
            }
        }
    }

    fn expression_variables(expression: &Expression<&str>, names: &mut BTreeSet<String>) {
        match expression {
            Expression::Select { selector, variants } => {
                inline_variables(selector, names);
                variants.iter().for_each(|v| pattern_variables(&v.value, names));
            }
            Expression::Inline(inline) => inline_variables(inline, names),
        }
    }

    fn inline_variables(inline: &InlineExpression<&str>, names: &mut BTreeSet<String>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, names),
            InlineExpression::FunctionReference { arguments, .. } => {
                let named = arguments.named.iter().map(|n| &n.value);
                arguments
                    .positional
                    .iter()
                    .chain(named)
                    .for_each(|a| inline_variables(a, names));
            }
            _ => {}
        }
    }

    #[test]
    fn a_message_using_an_argument_english_does_not_is_caught() {
        let english = "m = One { $count }.";
        let spanish = "m = Uno { $count } de { $game }.";
        let read = |text: &str| {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let mut names = BTreeSet::new();
            for entry in resource.entries() {
                if let Entry::Message(m) = entry {
                    m.value.iter().for_each(|p| pattern_variables(p, &mut names));
                }
            }
            names
        };
        assert_ne!(read(english), read(spanish));
        assert_eq!(read(spanish), BTreeSet::from(["count".to_string(), "game".to_string()]));
    }

    /// Every message of catalogue file `file` (those whose key starts with
    /// one of `prefixes`, or all when none is given), with each of its arguments
    /// a number (those named in `numbers`, as 1 and as 3, so both plural
    /// forms show) or a sample text, reads in every language without a
    /// Fluent error and within a message's 2000 characters; in Spanish and
    /// French it differs from the English, but for the keys in `same`
    /// (a proper name, a bare layout such as "{ $place }. { $who }").
    pub(crate) fn file_reads_in_every_language(file: &str, prefixes: &[&str], numbers: &[&str], same: &[&str]) {
        let english = variables(Locale::EnUs);
        let en_file = Locale::EnUs.files().iter().find(|(f, _)| *f == file).expect("a file").1;
        let ids: Vec<&str> = en_file
            .lines()
            .filter_map(|l| l.split_once(" =").map(|(id, _)| id))
            .filter(|id| !id.is_empty() && !id.starts_with([' ', '#', '.', '[', '*', '-']))
            .filter(|id| prefixes.is_empty() || prefixes.iter().any(|p| id.starts_with(p)))
            .collect();
        assert!(!ids.is_empty(), "{file} has no messages");
        for id in ids {
            for n in [1, 3] {
                let args: Vec<(&str, Arg)> = english[id]
                    .iter()
                    .map(|name| {
                        let arg = if numbers.contains(&name.as_str()) {
                            Arg::Number(n)
                        } else {
                            Arg::Text(format!("<{name}>"))
                        };
                        (name.as_str(), arg)
                    })
                    .collect();
                let en = format(Locale::EnUs, id, &args).unwrap_or_else(|e| panic!("{id}: {e:?}"));
                for locale in [Locale::EsEs, Locale::Fr] {
                    let text = format(locale, id, &args).unwrap_or_else(|e| panic!("{id}: {e:?}"));
                    assert!(text.chars().count() <= 2000, "{id} is too long");
                    assert!(
                        same.contains(&id) || text != en,
                        "{} {id} is English: {text}",
                        locale.discord()
                    );
                }
            }
        }
    }

    #[test]
    fn every_list_and_puzzle_sentence_reads_in_every_language() {
        let numbers = [
            "count", "applied", "hints", "n", "place", "best", "graded", "shortest", "days", "of", "number", "wins",
            "losses", "draws", "shown", "top",
        ];
        // Layouts whose words are all facts, and names said alike.
        let same = [
            "puzzle-day-line",
            "puzzle-goal-rectangle",
            "rating-system-duel",
            "rating-leader-line",
            "settings-no",
            "games-heading",
        ];
        file_reads_in_every_language("lists.ftl", &[], &numbers, &same);
    }

    /// The bot's own failures and the Discord front end's answers.
    #[test]
    fn every_failure_and_front_end_answer_reads_in_every_language() {
        file_reads_in_every_language("refusals.ftl", &["trouble-", "front-"], &["count", "frames"], &[]);
    }

    /// The local front end's own sentences (`local.ftl`) and what each
    /// variant of `/play` is (`variant-*-about`, `variants-none`).
    #[test]
    fn every_local_and_variant_sentence_reads_in_every_language() {
        file_reads_in_every_language("local.ftl", &[], &["days"], &[]);
        file_reads_in_every_language("commands.ftl", &["variant-", "variants-"], &[], &[]);
    }

    #[test]
    fn a_key_reads_in_each_language_and_an_unknown_one_is_none() {
        assert_eq!(lookup(Locale::EsEs, "cmd-play", None, &[]).as_deref(), Some("jugar"));
        assert_eq!(lookup(Locale::Fr, "cmd-play", None, &[]).as_deref(), Some("jouer"));
        assert!(lookup(Locale::Fr, "no-such-key", None, &[]).is_none());
        assert_eq!(Locale::from_discord("es-ES"), Some(Locale::EsEs));
        assert_eq!(Locale::from_discord("de"), None);
    }
}
