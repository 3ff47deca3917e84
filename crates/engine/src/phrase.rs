//! Sentences for players as the catalogue names them, free of any
//! language: a [`Phrase`] is a message key and the facts it names. The bot
//! words it in the reader's language (`assets/locales/<locale>/rules.ftl`
//! and its neighbours); the engine's own `Display` stays the English, for
//! logs and tests, and a test checks the two agree.
//!
//! Every refusal and notation error of a game gives its phrase
//! ([`Phrased`]); event lines carry theirs in `event::Said`.

use super::Seat;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A message of the catalogue and its arguments. Event lines are stored
/// with their phrases, so a phrase reads back from storage: its key and
/// argument names are then owned strings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Phrase {
    /// The message's key, e.g. `rule-draw-not-held`.
    pub key: Cow<'static, str>,
    /// The facts the message names, by argument name.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A fact a message names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// A number, which picks the plural form in each language.
    Number(i64),
    /// Text shown as it is in every language: notation, a tile `5-7`, a
    /// cell `1,0`, what the player typed.
    Verbatim(String),
    /// A player, named by whoever reads the phrase.
    Seat(Seat),
    /// Words that are themselves a message (a suit's name, a nested
    /// reason), worded in the same language.
    Phrase(Box<Phrase>),
    /// Several facts, listed in the language's way.
    List(Vec<Arg>, Joiner),
}

/// How a list joins its items.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Joiner {
    /// "a and b and c": every two neighbours joined by "and" (how the
    /// Dominoids dice are listed).
    And,
    /// "a or b or c": every two neighbours joined by "or".
    Or,
    /// "a, b or c": the last two joined by "or", the others by a comma.
    CommasOr,
    /// "a, b and c": the last two joined by "and", the others by a comma.
    CommasAnd,
    /// "a, b, c": every two neighbours joined by a comma.
    Commas,
}

impl Phrase {
    /// A message with no arguments yet.
    pub fn new(key: &'static str) -> Phrase {
        Phrase {
            key: Cow::Borrowed(key),
            args: Vec::new(),
        }
    }

    /// This message, naming `arg` as `name`.
    pub fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Phrase {
        self.args.push((Cow::Borrowed(name), arg.into()));
        self
    }

    /// This message, naming `text` (shown as it is) as `name`.
    pub fn text(self, name: &'static str, text: impl std::fmt::Display) -> Phrase {
        self.with(name, Arg::Verbatim(text.to_string()))
    }

    /// This message, naming the number `n` as `name`.
    pub fn number(self, name: &'static str, n: impl Into<i64>) -> Phrase {
        self.with(name, Arg::Number(n.into()))
    }

    /// This message, naming the count `n` as `name`.
    pub fn count(self, name: &'static str, n: usize) -> Phrase {
        self.with(name, Arg::Number(i64::try_from(n).unwrap_or(i64::MAX)))
    }

    /// The fact named `name`, if the message names it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// The seats the phrase names, nested phrases and lists included, in
    /// order.
    pub fn seats(&self) -> Vec<Seat> {
        let mut seats = Vec::new();
        self.args.iter().for_each(|(_, a)| a.collect_seats(&mut seats));
        seats
    }
}

impl Arg {
    fn collect_seats(&self, seats: &mut Vec<Seat>) {
        match self {
            Arg::Seat(s) => seats.push(*s),
            Arg::Phrase(p) => p.args.iter().for_each(|(_, a)| a.collect_seats(seats)),
            Arg::List(items, _) => items.iter().for_each(|a| a.collect_seats(seats)),
            Arg::Number(_) | Arg::Verbatim(_) => {}
        }
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(Box::new(phrase))
    }
}

/// What can be said as a [`Phrase`]: every game's refusals and notation
/// errors.
pub trait Phrased {
    fn phrase(&self) -> Phrase;
}

impl<T: Phrased + ?Sized> Phrased for Box<T> {
    fn phrase(&self) -> Phrase {
        (**self).phrase()
    }
}

/// A reason's phrase and its English, for the tests that word each one.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn sample<R: Phrased + std::fmt::Display>(reason: R) -> (Phrase, String) {
    (reason.phrase(), reason.to_string())
}

/// One sample of every game's every refusal and notation error (and of
/// each form a variant is worded in), as its phrase and its English
/// `Display`: the bot's tests word each in every language and check that
/// English reads exactly as the `Display`.
#[cfg(any(test, feature = "testing"))]
pub fn samples() -> Vec<(Phrase, String)> {
    let mut all = Vec::new();
    all.extend(crate::registry::phrase_samples());
    all.extend(crate::common::phrases::samples());
    all.extend(crate::tree::phrase_samples());
    all.extend(crate::draw::phrase_samples());
    all.extend(crate::dominup::phrase_samples());
    all.extend(crate::tetradominoes::phrase_samples());
    all.extend(crate::euronimoes::phrase_samples());
    all.extend(crate::dominoids::phrase_samples());
    all.extend(crate::adding::phrase_samples());
    all
}
