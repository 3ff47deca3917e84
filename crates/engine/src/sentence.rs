//! A part of an event line (see [`crate::event`]) that is a sentence of
//! the catalogue: a [`Phrase`] (its key and facts, which the bot words in
//! the reader's language) together with its English as parts, built from
//! one list by [`said!`](crate::said) so the two cannot say different
//! things.
//!
//! The English is stored with the phrase: logs, tests and pictures read it
//! without a catalogue, and a stored key the catalogue no longer knows
//! still reads (in English) years later.

use crate::Seat;
use crate::event::{IntoPart, Line, Part};
use crate::phrase::{Arg, Joiner, Phrase};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A phrase and its English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    pub phrase: Phrase,
    /// The same sentence in English, seats left as seats.
    pub english: Vec<Part>,
}

impl Said {
    /// The seat the sentence is about: the first part of its English, when
    /// that is a seat ("seat 2 drew a tile").
    pub fn subject(&self) -> Option<Seat> {
        match self.english.first()? {
            Part::Seat(s) => Some(*s),
            Part::Said(inner) => inner.subject(),
            Part::Text(_) => None,
        }
    }

    /// The same sentence about `seat` instead of its subject. The subject
    /// is the first fact, named first in English (as `said!` builds it
    /// from `seat(s) => who, …`).
    pub fn about(&self, seat: Seat) -> Said {
        let mut said = self.clone();
        match said.english.first_mut() {
            Some(Part::Seat(s)) => *s = seat,
            Some(Part::Said(inner)) => **inner = inner.about(seat),
            _ => return said,
        }
        if let Some((_, arg)) = said.phrase.args.first_mut() {
            match (arg, said.english.first()) {
                (Arg::Seat(s), _) => *s = seat,
                (Arg::Phrase(p), Some(Part::Said(inner))) => **p = inner.phrase.clone(),
                _ => {}
            }
        }
        said
    }
}

/// Builds a [`Said`] one piece at a time (see [`said!`](crate::said)).
pub struct Saying {
    phrase: Phrase,
    english: Line,
}

impl Saying {
    pub fn new(key: &'static str) -> Saying {
        Saying {
            phrase: Phrase::new(key),
            english: Line::default(),
        }
    }

    /// English words between the facts (the catalogue has them in every
    /// language): never a seat, which must be a fact to be named.
    pub fn words(&mut self, words: impl IntoPart) {
        for part in words.into_parts() {
            debug_assert!(!matches!(part, Part::Seat(_)), "a seat given as words");
            self.english.push(part);
        }
    }

    /// The fact `name`, shown in English as it reads.
    pub fn fact(&mut self, name: &'static str, fact: impl IntoFact) {
        let (arg, english) = fact.into_fact();
        self.phrase = std::mem::replace(&mut self.phrase, Phrase::new("")).with(name, arg);
        for part in english {
            self.english.push(part);
        }
    }

    pub fn line(self) -> Line {
        Line::from_parts(vec![Part::Said(Box::new(Said {
            phrase: self.phrase,
            english: self.english.into_parts(),
        }))])
    }
}

/// What can be a fact of a phrase: its argument and its English.
pub trait IntoFact {
    fn into_fact(self) -> (Arg, Vec<Part>);
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl IntoFact for $t {
            fn into_fact(self) -> (Arg, Vec<Part>) {
                let n = i64::try_from(self).unwrap_or(i64::MAX);
                (Arg::Number(n), vec![Part::Text(n.to_string())])
            }
        }
    )*};
}
numbers!(u8, u16, u32, i32, i64, usize);

impl IntoFact for Part {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        match self {
            Part::Seat(s) => (Arg::Seat(s), vec![Part::Seat(s)]),
            Part::Text(t) => (Arg::Verbatim(t.clone()), vec![Part::Text(t)]),
            // Kept whole in the English, so a reader can take it apart
            // again (a run of events moves a closing note).
            Part::Said(said) => (Arg::Phrase(Box::new(said.phrase.clone())), vec![Part::Said(said)]),
        }
    }
}

/// A line made by [`said!`](crate::said) is its one phrase. Any other
/// line (words joined with seats) cannot be a fact: it reads as its words
/// with seats by number, which a test would show.
impl IntoFact for Line {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        let mut parts = self.into_parts();
        if parts.len() == 1
            && let Some(part) = parts.pop()
        {
            return part.into_fact();
        }
        debug_assert!(parts.is_empty(), "a line of several parts as a fact: {parts:?}");
        let text = Line::from_parts(parts).plain();
        (Arg::Verbatim(text.clone()), vec![Part::Text(text)])
    }
}

/// Text shown as it is in every language: a tile, a cell, notation.
pub struct Shown(pub String);

/// `x` shown as it is in every language.
pub fn shown(x: impl fmt::Display) -> Shown {
    Shown(x.to_string())
}

impl IntoFact for Shown {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        (Arg::Verbatim(self.0.clone()), vec![Part::Text(self.0)])
    }
}

/// A count with its noun: a number (which picks each language's plural
/// form), "1 pip" / "3 pips" in English.
pub struct Counted {
    n: i64,
    one: &'static str,
    many: &'static str,
}

/// `n` things, `one` or `many` in English.
pub fn counted(n: impl Into<i64>, one: &'static str, many: &'static str) -> Counted {
    Counted { n: n.into(), one, many }
}

impl IntoFact for Counted {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        let english = crate::common::words::plural(self.n, self.one, self.many);
        (Arg::Number(self.n), vec![Part::Text(english)])
    }
}

/// Several facts listed in the language's way.
pub struct Listed {
    items: Vec<(Arg, Vec<Part>)>,
    joiner: Joiner,
}

/// `items` listed, joined as `joiner` says ("a, b and c").
pub fn listed<F: IntoFact>(items: impl IntoIterator<Item = F>, joiner: Joiner) -> Listed {
    Listed {
        items: items.into_iter().map(IntoFact::into_fact).collect(),
        joiner,
    }
}

impl IntoFact for Listed {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        let last = self.items.len().saturating_sub(1);
        let mut args = Vec::new();
        let mut english = Line::default();
        for (i, (arg, parts)) in self.items.into_iter().enumerate() {
            if i > 0 {
                let (and, or) = (" and ", " or ");
                english.push(Part::Text(
                    match self.joiner {
                        Joiner::And => and,
                        Joiner::Or => or,
                        Joiner::CommasOr if i == last => or,
                        Joiner::CommasAnd if i == last => and,
                        Joiner::CommasOr | Joiner::CommasAnd | Joiner::Commas => ", ",
                    }
                    .to_string(),
                ));
            }
            parts.into_iter().for_each(|p| english.push(p));
            args.push(arg);
        }
        (Arg::List(args, self.joiner), english.into_parts())
    }
}

/// Builds a [`Line`] that is one sentence of the catalogue: its key, then
/// its parts in English order; a part followed by `=> name` is the fact
/// `name` (a seat, a number, [`shown`] text, a [`counted`] noun, a
/// [`listed`] list, a nested `said!` line), the others are English words.
///
/// `said!("event-draw-drew", seat(s) => who, " drew ", n => count, " from the boneyard")`
#[macro_export]
macro_rules! said {
    ($key:literal $(, $part:expr $(=> $name:ident)?)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut saying = $crate::sentence::Saying::new($key);
        $($crate::said!(@part saying, $part $(, $name)?);)*
        saying.line()
    }};
    (@part $saying:ident, $part:expr, $name:ident) => {
        $saying.fact(stringify!($name), $part)
    };
    (@part $saying:ident, $part:expr) => {
        $saying.words($part)
    };
}
