//! Putting the engine's words into messages, for one reader at a time.
//!
//! The engine names players as seats ([`Line`]); [`line_words`] names
//! them as a message should (a mention for a person, the name of a
//! computer seat). An action can be a secret (a Tetradominoes partner
//! gift), so no text may print a stored notation directly: `/undo`,
//! takeback requests and answers, `/replay` and its move list all name
//! actions through [`action_words`], which asks the game how the action
//! reads to that reader (its author sees the notation, everyone else the
//! words that stand for it).

use super::naming::who_in;
use crate::engine::event::{Part, Said, seat, seat_number};
use crate::engine::phrase::{Arg, Joiner, Phrase};
use crate::engine::{ActionWords, AnyGame, Event, Line, Seat, Viewer};
use crate::i18n::Locale;
use crate::store::GameRow;
use std::fmt;

/// Who will read a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reader {
    /// Everyone in the channel (a public message).
    Everyone,
    /// One user (a private reply or a direct message).
    User(u64),
}

impl Reader {
    /// What `self` may see of the game in `row`: their seat's view if they
    /// sit at it, the public one otherwise.
    fn viewer(self, row: &GameRow) -> Viewer {
        match self {
            Reader::User(user) => match row.player_by_user(user).and_then(|p| p.seat) {
                Some(seat) => Viewer::Seat(seat),
                None => Viewer::Public,
            },
            Reader::Everyone => Viewer::Public,
        }
    }
}

/// An action as one reader may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Named {
    words: ActionWords,
    /// Plain words after the action ("and the computer's reply to it").
    after: String,
}

impl Named {
    /// The words without markdown, for a code block.
    pub fn plain(&self) -> String {
        let words = match &self.words {
            ActionWords::Notation(n) => n.as_str(),
            ActionWords::Concealed(w) => w,
        };
        format!("{words}{}", self.after)
    }

    /// Whether more than the action itself is named (a sentence about it
    /// then takes a plural verb).
    pub fn is_several(&self) -> bool {
        !self.after.is_empty()
    }

    /// The same action with `words` after it.
    pub fn followed_by(mut self, words: &str) -> Named {
        self.after.push_str(words);
        self
    }

    /// The same words starting a sentence.
    pub fn capitalized(&self) -> String {
        crate::engine::common::words::capitalized(&self.to_string())
    }
}

impl fmt::Display for Named {
    /// A notation in code style, concealed words as they are.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.words {
            ActionWords::Notation(n) => write!(f, "`{}`", n.replace('`', "'"))?,
            ActionWords::Concealed(w) => f.write_str(w)?,
        }
        f.write_str(&self.after)
    }
}

/// The action `notation` by `seat`, played on `before` (the game as it was
/// just before it), named for `reader` of the game in `row`.
pub(crate) fn action_words(before: &dyn AnyGame, row: &GameRow, seat: Seat, notation: &str, reader: Reader) -> Named {
    Named {
        words: before.action_words(seat, notation, reader.viewer(row)),
        after: String::new(),
    }
}

/// A line in English words for a message about the game in `row` (see
/// [`line_words_in`]).
pub(crate) fn line_words(line: &Line, row: &GameRow) -> String {
    line_words_in(line, row, Locale::EnUs)
}

/// A line in words in `locale` for a message about the game in `row`: a
/// person named by a mention, a computer or open seat by its name.
pub(crate) fn line_words_in(line: &Line, row: &GameRow, locale: Locale) -> String {
    crate::i18n::line(locale, line, &|s| {
        row.player_at_seat(s)
            .map_or_else(|| seat_number(s), |p| who_in(&row.players, p, locale))
    })
}

/// What happened, in words in `locale` for a message: the events joined
/// by "; ", long runs told once (see [`summarised`]).
pub(crate) fn events_words_in(events: &[Event], row: &GameRow, locale: Locale) -> String {
    line_words_in(&summarised(events), row, locale)
}

/// What `seat` (called `name`) did, as a sentence without its full stop,
/// in `locale`: its name, then the events. An event that itself starts
/// with that seat ("@dave cannot play: reveals …") is not given the name
/// twice.
pub(crate) fn deed_words_in(name: &str, seat: Seat, events: &[Event], row: &GameRow, locale: Locale) -> String {
    let words = events_words_in(events, row, locale);
    match events.first().and_then(|e| e.line.subject()) {
        Some(s) if s == seat => words,
        _ => format!("{name} {words}"),
    }
}

/// A run of this many alike events or more is told once.
const RUN: usize = 3;

/// The events' lines joined by "; ", where each run of [`RUN`] or more
/// alike events (a chain of "bob could not play, drew a tile and passed
/// (N left in the supply)") is one line: "bob could not play, drew a tile
/// and passed (2 left in the supply); the same for carol (5 times in a
/// row)". Events
/// are alike when they start with a seat and their words match but for
/// seats and numbers; the last of the run gives the words (its numbers are
/// the latest).
pub(crate) fn summarised(events: &[Event]) -> Line {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let key = shape(&events[i].line);
        let run = match key {
            Some(k) => events[i..]
                .iter()
                .take_while(|e| shape(&e.line).as_ref() == Some(&k))
                .count(),
            None => 1,
        };
        if run >= RUN {
            lines.push(run_line(&events[i..i + run]));
        } else {
            lines.extend(events[i..i + run].iter().map(|e| e.line.clone()));
        }
        i += run;
    }
    Line::join(&lines, "; ")
}

/// What a line says but for its seats and numbers, if it starts with a
/// seat (the one who did it).
fn shape(line: &Line) -> Option<Vec<Option<String>>> {
    line.subject()?;
    let words = |t: &str| t.chars().filter(|c| !c.is_ascii_digit()).collect::<String>();
    Some(
        line.parts()
            .iter()
            .map(|p| match p {
                Part::Seat(_) => None,
                Part::Text(t) => Some(words(t)),
                Part::Said(said) => Some(format!("{:?}", blank(&said.phrase))),
            })
            .collect(),
    )
}

/// The phrase with every seat and number the same: what it says but for
/// who and how many.
fn blank(phrase: &Phrase) -> Phrase {
    fn fact(arg: &Arg) -> Arg {
        match arg {
            Arg::Seat(_) => Arg::Seat(0),
            Arg::Number(_) => Arg::Number(0),
            Arg::Verbatim(t) => Arg::Verbatim(t.clone()),
            Arg::Phrase(p) => Arg::Phrase(Box::new(blank(p))),
            Arg::List(items, joiner) => Arg::List(items.iter().map(fact).collect(), *joiner),
        }
    }
    let mut blank = phrase.clone();
    blank.args.iter_mut().for_each(|(_, a)| *a = fact(a));
    blank
}

/// One line for a run of alike events: who (each once), what the last one
/// says, and how many there were.
fn run_line(run: &[Event]) -> Line {
    let mut seats: Vec<Seat> = Vec::new();
    for e in run {
        if let Some(s) = e.line.subject()
            && !seats.contains(&s)
        {
            seats.push(s);
        }
    }
    if let [Part::Said(last)] = run[run.len() - 1].line.parts() {
        return said_run(last, &seats, run.len());
    }
    // The first seat stays the subject, so the verb agrees with it.
    let mut parts = vec![Part::Seat(seats[0])];
    let last = &run[run.len() - 1].line;
    parts.extend(last.parts()[1..].iter().cloned());
    // A closing note in brackets ("(0 left in the supply)") tells how
    // things stand after the whole run: it joins the count at the end
    // rather than stay pinned to the first seat, or double the brackets.
    let note = closing_note(&mut parts);
    for (i, s) in seats.iter().enumerate().skip(1) {
        let sep = match i {
            1 => "; the same for ",
            _ if i + 1 == seats.len() => " and ",
            _ => ", ",
        };
        parts.push(Part::Text(sep.to_string()));
        parts.push(Part::Seat(*s));
    }
    let note = note.map(|n| format!("; {n}")).unwrap_or_default();
    parts.push(Part::Text(format!(" ({} times in a row{note})", run.len())));
    Line::from_parts(parts)
}

/// [`run_line`] for a run of sentences of the catalogue: the last one's
/// deed told of the first seat, the others listed, and the count, which a
/// closing note (`event-noted`) joins.
fn said_run(last: &Said, seats: &[Seat], times: usize) -> Line {
    let (deed, note) = match (last.phrase.key.as_ref(), last.english.as_slice()) {
        ("event-noted", [Part::Said(deed), _, Part::Said(note), _]) => {
            (deed.as_ref(), Some(Line::from_parts(vec![Part::Said(note.clone())])))
        }
        _ => (last, None),
    };
    let deed = Line::from_parts(vec![Part::Said(Box::new(deed.about(seats[0])))]);
    let others = crate::engine::event::listed(seats[1..].iter().map(|&s| seat(s)), Joiner::CommasAnd);
    match (seats.len() > 1, note) {
        (false, None) => dominoes_engine::said!("event-run", deed => deed, " (", times => times, " times in a row)"),
        (false, Some(note)) => dominoes_engine::said!(
            "event-run-noted",
            deed => deed,
            " (",
            times => times,
            " times in a row; ",
            note => note,
            ")"
        ),
        (true, None) => dominoes_engine::said!(
            "event-run-shared",
            deed => deed,
            "; the same for ",
            others => others,
            " (",
            times => times,
            " times in a row)"
        ),
        (true, Some(note)) => dominoes_engine::said!(
            "event-run-shared-noted",
            deed => deed,
            "; the same for ",
            others => others,
            " (",
            times => times,
            " times in a row; ",
            note => note,
            ")"
        ),
    }
}

/// Takes a closing "(…)" off the end of `parts`, returning what was inside.
fn closing_note(parts: &mut [Part]) -> Option<String> {
    let Some(Part::Text(text)) = parts.last_mut() else {
        return None;
    };
    let trimmed = text.trim_end();
    let inner = trimmed.strip_suffix(')')?;
    let open = inner.rfind(" (")?;
    let note = inner[open + 2..].to_string();
    if note.contains(['(', ')']) {
        return None;
    }
    text.truncate(open);
    Some(note)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::event::seat;
    use dominoes_engine::line;

    fn drew(s: Seat, left: usize) -> Event {
        line!(
            seat(s),
            " could not play, drew a tile and passed (",
            left,
            " left in the supply)"
        )
        .into()
    }

    #[test]
    fn a_long_chain_of_alike_events_is_told_once() {
        let events: Vec<Event> = (0..5).map(|i| drew(1 + i % 2, 4 - i)).collect();
        assert_eq!(
            summarised(&events).plain(),
            "seat 2 could not play, drew a tile and passed; the same for seat 3 (5 times in a row; 0 left in the supply)"
        );
    }

    /// One seat passing again and again read "(0 left in the supply) (26
    /// times in a row)": the note joins the count in one pair instead.
    #[test]
    fn a_run_of_one_seat_after_brackets_counts_without_a_second_pair() {
        let events: Vec<Event> = (0..4).map(|i| drew(1, 3 - i)).collect();
        assert_eq!(
            summarised(&events).plain(),
            "seat 2 could not play, drew a tile and passed (4 times in a row; 0 left in the supply)"
        );
    }

    #[test]
    fn short_runs_and_different_events_are_told_as_they_are() {
        let placed: Event = line!(seat(0), " placed 3-3").into();
        let events = vec![drew(1, 3), drew(2, 2), placed.clone(), drew(1, 1)];
        assert_eq!(
            summarised(&events).plain(),
            Event::joined(&events).plain(),
            "two alike events are no run"
        );
        let three = vec![placed, drew(1, 3), drew(2, 2), drew(3, 1)];
        assert_eq!(
            summarised(&three).plain(),
            "seat 1 placed 3-3; seat 2 could not play, drew a tile and passed; \
             the same for seat 3 and seat 4 (3 times in a row; 1 left in the supply)"
        );
    }

    /// The engine's sample line about `subject` told of `seat` instead.
    fn sample_about(subject: &str, seat: Seat) -> Event {
        let (line, _) = crate::engine::event::samples()
            .into_iter()
            .find(|(_, english)| english.contains(subject))
            .unwrap_or_else(|| panic!("no sample says {subject}"));
        let [Part::Said(said)] = line.parts() else {
            panic!("not a sentence: {line:?}")
        };
        Line::from_parts(vec![Part::Said(Box::new(said.about(seat)))]).into()
    }

    /// A run of sentences of the catalogue is told once as before in
    /// English, and in the reader's language in Spanish.
    #[test]
    fn a_run_of_sentences_is_told_once_in_the_readers_language() {
        let drew = "could not play, drew a tile";
        let events: Vec<Event> = (0..5).map(|i| sample_about(drew, 1 + i % 2)).collect();
        let run = summarised(&events);
        assert_eq!(
            run.plain(),
            "seat 2 could not play, drew a tile and passed; the same for seat 3 (5 times in a row; 3 left in the supply)"
        );
        assert_eq!(
            crate::i18n::line(Locale::EsEs, &run, &seat_number),
            "seat 2 no pudo jugar, robó una ficha y pasó; lo mismo para seat 3 (5 veces seguidas; quedan 3 en el pozo)"
        );
        let alone: Vec<Event> = (0..4)
            .map(|_| sample_about("and passed (the supply is empty)", 0))
            .collect();
        assert_eq!(
            summarised(&alone).plain(),
            "seat 1 could not play and passed (4 times in a row; the supply is empty)"
        );
    }

    /// Every `event-*` message of the catalogue is reached by an engine
    /// sample or by a run of them: none is left untested.
    #[test]
    fn every_event_message_is_reached() {
        fn keys(phrase: &Phrase, into: &mut Vec<String>) {
            into.push(phrase.key.to_string());
            phrase.args.iter().for_each(|(_, arg)| fact(arg, into));
        }
        fn fact(arg: &Arg, into: &mut Vec<String>) {
            match arg {
                Arg::Phrase(inner) => keys(inner, into),
                Arg::List(items, _) => items.iter().for_each(|a| fact(a, into)),
                Arg::Seat(_) | Arg::Number(_) | Arg::Verbatim(_) => {}
            }
        }
        let mut lines: Vec<Line> = Vec::new();
        for (line, _) in crate::engine::event::samples() {
            if let [Part::Said(said)] = line.parts()
                && said.subject().is_some()
            {
                let one = |s: Seat| Event::from(Line::from_parts(vec![Part::Said(Box::new(said.about(s)))]));
                lines.push(summarised(&[one(0), one(0), one(0)]));
                lines.push(summarised(&[one(0), one(1), one(2)]));
            }
            lines.push(line);
        }
        let mut reached = Vec::new();
        for line in &lines {
            for part in line.parts() {
                if let Part::Said(said) = part {
                    keys(&said.phrase, &mut reached);
                }
            }
        }
        let unreached: Vec<String> = crate::i18n::keys(Locale::EnUs)
            .into_iter()
            .filter(|k| k.starts_with("event-") && !reached.contains(k))
            .collect();
        assert_eq!(unreached, Vec::<String>::new());
    }
}
