//! The engine's phrases ([`Phrase`]: a game's refusals and notation
//! errors, `rules.ftl`; the lines of its events, `events.ftl`) in a
//! reader's language: each is a message of the catalogue, its facts the
//! message's arguments.

use super::{Arg, Locale};
use crate::engine::phrase::{Arg as Fact, Joiner, Phrase, Phrased};
use crate::engine::{LegalAction, Line, Seat};

/// What `phrase` says in `locale`, each seat named by `seat`; in English
/// when the language cannot say it, as the bare key when no language can
/// (mistakes in the catalogue, which the tests catch: never a reason to
/// fail a reply).
pub fn say(locale: Locale, phrase: &Phrase, seat: &dyn Fn(Seat) -> String) -> String {
    words(locale, phrase, seat)
        .or_else(|errors| {
            tracing::error!("catalogue: {errors:?}");
            words(Locale::EnUs, phrase, seat)
        })
        .unwrap_or_else(|errors| {
            tracing::error!("catalogue: {errors:?}");
            phrase.key.to_string()
        })
}

/// An engine line (what happened, a note, an outcome's summary) in
/// `locale`, each seat named by `seat`. A sentence the catalogue cannot
/// say (a key a stored line kept after the catalogue dropped it) reads in
/// the English stored with it: a mistake logged, never a failed reply.
pub fn line(locale: Locale, line: &Line, seat: &dyn Fn(Seat) -> String) -> String {
    line.words_by(seat, &|phrase| {
        words(locale, phrase, seat)
            .map_err(|errors| tracing::error!("catalogue: {errors:?}"))
            .ok()
    })
}

/// What a legal move does (its description, `action-*` in
/// `actions.ftl`) in `locale`. Descriptions name no player.
pub fn action(locale: Locale, action: &LegalAction) -> String {
    line(locale, &action.description, &crate::engine::event::seat_number)
}

/// What a game's reason (a refusal, a notation it cannot read) says in
/// `locale`. Reasons name no player, so no seat is ever named here.
pub fn reason(locale: Locale, reason: &dyn Phrased) -> String {
    say(locale, &reason.phrase(), &|s| format!("{}", s + 1))
}

/// `phrase` in `locale`, or every mistake met on the way.
fn words(locale: Locale, phrase: &Phrase, seat: &dyn Fn(Seat) -> String) -> Result<String, Vec<String>> {
    let mut args = Vec::new();
    for (name, fact) in &phrase.args {
        args.push((name.as_ref(), argument(locale, fact, seat)?));
    }
    super::format(locale, &phrase.key, &args)
}

/// A fact as a Fluent argument: numbers stay numbers (they pick plural
/// forms); everything else is words in `locale`.
fn argument(locale: Locale, fact: &Fact, seat: &dyn Fn(Seat) -> String) -> Result<Arg, Vec<String>> {
    Ok(match fact {
        Fact::Number(n) => Arg::Number(*n),
        Fact::Verbatim(text) => Arg::Text(text.clone()),
        Fact::Seat(s) => Arg::Text(seat(*s)),
        Fact::Phrase(inner) => Arg::Text(words(locale, inner, seat)?),
        Fact::List(items, joiner) => Arg::Text(list(locale, items, *joiner, seat)?),
    })
}

/// The items in words, joined in the language's way (`rule-list-*`).
fn list(locale: Locale, items: &[Fact], joiner: Joiner, seat: &dyn Fn(Seat) -> String) -> Result<String, Vec<String>> {
    let last = items.len().saturating_sub(1);
    let mut out: Option<String> = None;
    for (i, item) in items.iter().enumerate() {
        let word = match argument(locale, item, seat)? {
            Arg::Text(text) => text,
            Arg::Number(n) => n.to_string(),
        };
        out = Some(match out {
            None => word,
            Some(done) => {
                let key = match joiner {
                    Joiner::And => "rule-list-and",
                    Joiner::Or => "rule-list-or",
                    Joiner::CommasOr if i == last => "rule-list-or",
                    Joiner::CommasAnd if i == last => "rule-list-and",
                    Joiner::CommasOr | Joiner::CommasAnd | Joiner::Commas => "rule-list-comma",
                };
                super::format(locale, key, &[("first", Arg::Text(done)), ("second", Arg::Text(word))])?
            }
        });
    }
    Ok(out.unwrap_or_default())
}

/// The catalogue keys `lines` say, their nested sentences' too, and those
/// keys of the English catalogue starting with `prefix` that none says:
/// a message no test reaches.
#[cfg(test)]
pub(crate) fn unreached<'a>(prefix: &str, lines: impl IntoIterator<Item = &'a Line>) -> Vec<String> {
    fn keys(phrase: &Phrase, into: &mut Vec<String>) {
        into.push(phrase.key.to_string());
        for (_, fact) in &phrase.args {
            let nested = match fact {
                Fact::List(items, _) => items.iter().collect(),
                fact => vec![fact],
            };
            for fact in nested {
                if let Fact::Phrase(inner) = fact {
                    keys(inner, into);
                }
            }
        }
    }
    let mut reached = Vec::new();
    for line in lines {
        for part in line.parts() {
            if let crate::engine::event::Part::Said(said) = part {
                keys(&said.phrase, &mut reached);
            }
        }
    }
    super::keys(Locale::EnUs)
        .into_iter()
        .filter(|k| k.starts_with(prefix) && !reached.contains(k))
        .collect()
}

#[cfg(test)]
mod action_tests;
#[cfg(test)]
mod event_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod view_tests;
