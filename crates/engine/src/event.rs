//! Lines of words about a game, with its players left as seats.
//!
//! The engine never writes a player's name: it cannot know it, and
//! different readers want different names (a post pings with a mention, a
//! picture prints the display name). So what happened ([`Event`]), the notes
//! under a board and an outcome's summary are [`Line`]s: text parts,
//! [`Part::Seat`] parts and sentences of the catalogue ([`Part::Said`],
//! built by [`said!`](crate::said)), put into words by whoever shows them
//! ([`Line::words_by`], with a function that names a seat and one that
//! words a sentence in the reader's language).

use super::Seat;
use crate::phrase::Phrase;
pub use crate::sentence::{Said, counted, listed, shown};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// One piece of a line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    /// Words, as they are.
    Text(String),
    /// A player, named by whoever reads the line.
    Seat(Seat),
    /// A sentence of the catalogue, worded in the reader's language.
    Said(Box<Said>),
}

/// Words about the game in which players appear as seats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Line(Vec<Part>);

impl Line {
    /// A line of words that names nobody.
    pub fn text(text: impl Into<String>) -> Line {
        let text = text.into();
        // A seat written into the text could not be named by the reader.
        debug_assert!(!names_a_seat(&text), "a seat written as text: {text}");
        Line(vec![Part::Text(text)])
    }

    pub fn from_parts(parts: Vec<Part>) -> Line {
        let mut line = Line::default();
        for part in parts {
            line.push(part);
        }
        line
    }

    /// Adds a part, joining neighbouring texts.
    pub fn push(&mut self, part: Part) {
        match (self.0.last_mut(), part) {
            (_, Part::Text(t)) if t.is_empty() => {}
            (Some(Part::Text(last)), Part::Text(t)) => last.push_str(&t),
            (_, part) => self.0.push(part),
        }
    }

    /// This line followed by `other`.
    pub fn then(mut self, other: impl IntoPart) -> Line {
        for part in other.into_parts() {
            self.push(part);
        }
        self
    }

    pub fn parts(&self) -> &[Part] {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The seats the line names, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.0.iter().flat_map(|p| match p {
            Part::Seat(s) => vec![*s],
            Part::Said(said) => Line(said.english.clone()).seats().collect(),
            Part::Text(_) => Vec::new(),
        })
    }

    /// The seat the line is about: its first part, when that is a seat
    /// (or a sentence that starts with one).
    pub fn subject(&self) -> Option<Seat> {
        match self.0.first()? {
            Part::Seat(s) => Some(*s),
            Part::Said(said) => said.subject(),
            Part::Text(_) => None,
        }
    }

    /// The line in English words, each seat named by `name`.
    pub fn words(&self, name: &dyn Fn(Seat) -> String) -> String {
        self.words_by(name, &|_| None)
    }

    /// The line in words, each seat named by `name` and each sentence of
    /// the catalogue by `say` (in the reader's language); a sentence `say`
    /// cannot word reads in its stored English.
    pub fn words_by(&self, name: &dyn Fn(Seat) -> String, say: &dyn Fn(&Phrase) -> Option<String>) -> String {
        self.0
            .iter()
            .map(|p| match p {
                Part::Text(t) => t.clone(),
                Part::Seat(s) => name(*s),
                Part::Said(said) => say(&said.phrase).unwrap_or_else(|| Line(said.english.clone()).words(name)),
            })
            .collect()
    }

    /// The line with seats named by number ("seat 2"): for logs, tests and
    /// anywhere nobody's name is known.
    pub fn plain(&self) -> String {
        self.words(&seat_number)
    }

    /// The lines joined by `separator` into one: a separator that reads
    /// the same in every language (", ", " · ").
    pub fn join(lines: &[Line], separator: &str) -> Line {
        Line::join_by(lines, &Line::text(separator))
    }

    /// The lines one after another ("a; b; c"), each separated by a
    /// sentence of the catalogue (`then` in words.ftl): French puts a no-break
    /// space before its semicolon, so the separator is the reader's.
    pub fn one_after_another(lines: &[Line]) -> Line {
        Line::join_by(lines, &crate::said!("then", "; "))
    }

    fn join_by(lines: &[Line], separator: &Line) -> Line {
        let mut out = Line::default();
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                separator.0.iter().for_each(|part| out.push(part.clone()));
            }
            for part in &line.0 {
                out.push(part.clone());
            }
        }
        out
    }

    /// Reads a line stored as text before lines were typed: "seat N"
    /// becomes seat N-1. Only old snapshots and outcomes need this.
    fn from_stored_text(text: &str) -> Line {
        let mut line = Line::default();
        let mut rest = text;
        while let Some(i) = rest.find("seat ") {
            let digits: String = rest[i + 5..].chars().take_while(char::is_ascii_digit).collect();
            match digits.parse::<usize>() {
                Ok(n) if n >= 1 => {
                    line.push(Part::Text(rest[..i].to_string()));
                    line.push(Part::Seat(n - 1));
                    rest = &rest[i + 5 + digits.len()..];
                }
                _ => {
                    line.push(Part::Text(rest[..i + 5].to_string()));
                    rest = &rest[i + 5..];
                }
            }
        }
        line.push(Part::Text(rest.to_string()));
        line
    }
}

/// Whether `text` writes a seat out ("seat 2"), which only [`Part::Seat`] may.
fn names_a_seat(text: &str) -> bool {
    text.match_indices("seat ")
        .any(|(i, _)| text[i + 5..].starts_with(|c: char| c.is_ascii_digit()))
}

impl From<&str> for Line {
    fn from(text: &str) -> Line {
        Line::text(text)
    }
}

impl From<String> for Line {
    fn from(text: String) -> Line {
        Line::text(text)
    }
}

/// How a seat is named where no name is known: "seat 2".
pub fn seat_number(seat: Seat) -> String {
    format!("seat {}", seat + 1)
}

impl<'de> Deserialize<'de> for Line {
    /// A line as stored now (its parts), or as text from before lines had
    /// parts (see [`Line::from_stored_text`]).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Line, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Parts(Vec<Part>),
            Text(String),
        }
        Ok(match Stored::deserialize(d)? {
            Stored::Parts(parts) => Line::from_parts(parts),
            Stored::Text(text) => Line::from_stored_text(&text),
        })
    }
}

/// Anything that can be part of a line: a [`Part`], a [`Line`], or any
/// text ([`seat`] makes a seat part).
pub trait IntoPart {
    fn into_parts(self) -> Vec<Part>;
}

impl IntoPart for Part {
    fn into_parts(self) -> Vec<Part> {
        vec![self]
    }
}

impl IntoPart for Line {
    fn into_parts(self) -> Vec<Part> {
        self.0
    }
}

impl<T: fmt::Display> IntoPart for T {
    fn into_parts(self) -> Vec<Part> {
        vec![Part::Text(self.to_string())]
    }
}

/// A seat as a part of a line.
pub fn seat(seat: Seat) -> Part {
    Part::Seat(seat)
}

/// Builds a [`Line`] from parts: `line!(seat(1), " gives ", tile, " to ", seat(3))`.
#[macro_export]
macro_rules! line {
    ($($part:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut parts = Vec::new();
        $(parts.extend($crate::event::IntoPart::into_parts($part));)*
        $crate::event::Line::from_parts(parts)
    }};
}

/// One sample of every event line, note and summary the engine builds
/// (from the same functions the rules call), with its English as it read
/// before lines were sentences of the catalogue: the bot's tests word each
/// in every language, and check English still reads exactly so.
#[cfg(any(test, feature = "testing"))]
pub fn samples() -> Vec<(Line, &'static str)> {
    let mut all = Vec::new();
    all.extend(crate::common::said::samples());
    all.extend(crate::tree::lines::samples());
    all.extend(crate::draw::lines::samples());
    all.extend(crate::dominup::lines::samples());
    all.extend(crate::dominimum::lines::samples());
    all.extend(crate::dominomega::lines::samples());
    all.extend(crate::euronimoes::lines::samples());
    all.extend(crate::tetradominoes::lines::samples());
    all.extend(crate::dominoids::lines::samples());
    all
}

/// What kind of thing happened.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    /// Anything else.
    #[default]
    Other,
    /// The tiles were dealt again (a new hand of a match, a round replayed):
    /// what happened before this belongs to the earlier deal.
    NewDeal,
}

/// Something that happened, as everyone may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub line: Line,
    pub happening: Happening,
}

impl Event {
    /// A new deal, told in `line`.
    pub fn new_deal(line: Line) -> Event {
        Event {
            line,
            happening: Happening::NewDeal,
        }
    }

    /// The event in words with seats by number: for logs and tests.
    pub fn plain(&self) -> String {
        self.line.plain()
    }

    pub fn is_new_deal(&self) -> bool {
        self.happening == Happening::NewDeal
    }

    /// The events' lines one after another ("a; b").
    pub fn joined(events: &[Event]) -> Line {
        let lines: Vec<Line> = events.iter().map(|e| e.line.clone()).collect();
        Line::one_after_another(&lines)
    }
}

impl From<&str> for Event {
    fn from(text: &str) -> Event {
        Line::text(text).into()
    }
}

impl From<String> for Event {
    fn from(text: String) -> Event {
        Line::text(text).into()
    }
}

impl From<Line> for Event {
    fn from(line: Line) -> Event {
        Event {
            line,
            happening: Happening::Other,
        }
    }
}

/// Tests read lines and events in plain words ("seat 2 drew a tile").
#[cfg(test)]
mod plain_words {
    use super::{Event, Line};
    use std::fmt;

    impl fmt::Display for Event {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(&self.plain())
        }
    }

    impl Line {
        pub fn contains(&self, text: &str) -> bool {
            self.plain().contains(text)
        }

        pub fn starts_with(&self, text: &str) -> bool {
            self.plain().starts_with(text)
        }
    }

    impl Event {
        pub fn contains(&self, text: &str) -> bool {
            self.plain().contains(text)
        }

        pub fn starts_with(&self, text: &str) -> bool {
            self.plain().starts_with(text)
        }
    }

    impl PartialEq<str> for Line {
        fn eq(&self, other: &str) -> bool {
            self.plain() == other
        }
    }

    impl PartialEq<&str> for Line {
        fn eq(&self, other: &&str) -> bool {
            self.plain() == *other
        }
    }

    impl PartialEq<str> for Event {
        fn eq(&self, other: &str) -> bool {
            self.plain() == other
        }
    }

    impl PartialEq<&str> for Event {
        fn eq(&self, other: &&str) -> bool {
            self.plain() == *other
        }
    }

    /// `lines.join("; ")` for tests.
    pub fn joined(lines: impl IntoIterator<Item = impl Into<Line>>, separator: &str) -> String {
        let lines: Vec<Line> = lines.into_iter().map(Into::into).collect();
        Line::join(&lines, separator).plain()
    }

    impl From<&Line> for Line {
        fn from(line: &Line) -> Line {
            line.clone()
        }
    }

    impl From<&Event> for Line {
        fn from(event: &Event) -> Line {
            event.line.clone()
        }
    }
}

#[cfg(test)]
pub use plain_words::joined;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_names_its_seats_as_the_reader_wants() {
        let line = line!(seat(0), " gives a hidden domino to ", seat(2));
        assert_eq!(line.plain(), "seat 1 gives a hidden domino to seat 3");
        let names = ["ann", "ben", "cat"];
        assert_eq!(
            line.words(&|s| names[s].to_string()),
            "ann gives a hidden domino to cat"
        );
        assert_eq!(line.seats().collect::<Vec<_>>(), [0, 2]);
    }

    #[test]
    fn texts_side_by_side_become_one_part() {
        let line = line!("a", 3, "b", Line::text("c"));
        assert_eq!(line.parts(), [Part::Text("a3bc".into())]);
        assert!(line!().is_empty());
    }

    #[test]
    fn lines_stored_as_text_are_read_with_their_seats() {
        let stored = "\"seat 2 resigned; seat 12 and seat x waited\"";
        let line: Line = serde_json::from_str(stored).unwrap();
        assert_eq!(line.seats().collect::<Vec<_>>(), [1, 11]);
        assert_eq!(line.plain(), "seat 2 resigned; seat 12 and seat x waited");
        let again: Line = serde_json::from_str(&serde_json::to_string(&line).unwrap()).unwrap();
        assert_eq!(again, line);
    }
}
