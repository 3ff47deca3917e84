//! Putting the engine's words into messages, for one reader at a time.
//!
//! The engine names players as seats ([`Line`]); [`line_words_in`] names
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

/// An action as one reader may see it, with how many computer moves
/// after it go with it (a takeback removes them together).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Named {
    words: ActionWords,
    replies: usize,
}

impl Named {
    /// The words in `locale`, the notation in code style.
    pub fn words_in(&self, locale: Locale) -> String {
        self.worded(locale, |n| format!("`{}`", n.replace('`', "'")))
    }

    /// The words in `locale` without markdown, for a code block.
    pub fn plain_in(&self, locale: Locale) -> String {
        self.worded(locale, str::to_string)
    }

    /// The words in `locale` starting a sentence.
    pub fn capitalized_in(&self, locale: Locale) -> String {
        crate::engine::common::words::capitalized(&self.words_in(locale))
    }

    /// Whether more than the action itself is named (a sentence about it
    /// then takes a plural verb).
    pub fn is_several(&self) -> bool {
        self.replies > 0
    }

    /// The same action with the `replies` computer moves after it.
    pub fn with_replies(mut self, replies: usize) -> Named {
        self.replies = replies;
        self
    }

    fn worded(&self, locale: Locale, notation: impl Fn(&str) -> String) -> String {
        let action = match &self.words {
            ActionWords::Notation(n) => notation(n),
            ActionWords::Concealed(line) => crate::i18n::line(locale, line, &seat_number),
        };
        match self.replies {
            0 => action,
            n => crate::i18n::text(
                locale,
                "named-with-replies",
                &[("action", action.into()), ("count", crate::i18n::Arg::count(n))],
            ),
        }
    }
}

/// The action `notation` by `seat`, played on `before` (the game as it was
/// just before it), named for `reader` of the game in `row`.
pub(crate) fn action_words(before: &dyn AnyGame, row: &GameRow, seat: Seat, notation: &str, reader: Reader) -> Named {
    Named {
        words: before.action_words(seat, notation, reader.viewer(row)),
        replies: 0,
    }
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
        let alike = &events[i..i + run];
        match alike[run - 1].line.parts() {
            [Part::Said(last)] if run >= RUN => lines.push(said_run(last, &subjects(alike), run)),
            _ => lines.extend(alike.iter().map(|e| e.line.clone())),
        }
        i += run;
    }
    Line::one_after_another(&lines)
}

/// What a line says but for its seats and numbers, if it is one sentence
/// of the catalogue that starts with a seat (the one who did it). A line
/// an older version stored as plain words is never part of a run: its
/// words could not be counted in the reader's language.
fn shape(line: &Line) -> Option<String> {
    line.subject()?;
    match line.parts() {
        [Part::Said(said)] => Some(format!("{:?}", blank(&said.phrase))),
        _ => None,
    }
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

/// Who did the events of a run, each once, in order.
fn subjects(run: &[Event]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = Vec::new();
    for s in run.iter().filter_map(|e| e.line.subject()) {
        if !seats.contains(&s) {
            seats.push(s);
        }
    }
    seats
}

/// One line for a run of alike sentences of the catalogue: the last one's
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::event::seat;
    use dominoes_engine::line;

    /// Runs shorter than three, and different events between alike
    /// ones, are told as they are.
    #[test]
    fn short_runs_and_different_events_are_told_as_they_are() {
        let drew = |s: Seat| sample_about("could not play, drew a tile", s);
        let resigned = sample_about("resigned", 0);
        let events = vec![drew(1), drew(2), resigned.clone(), drew(1)];
        assert_eq!(
            summarised(&events).plain(),
            Event::joined(&events).plain(),
            "two alike events are no run"
        );
        let three = vec![resigned, drew(1), drew(2), drew(3)];
        assert_eq!(
            summarised(&three).plain(),
            "seat 1 resigned; seat 2 could not play, drew a tile and passed; \
             the same for seat 3 and seat 4 (3 times in a row; 3 left in the supply)"
        );
    }

    /// Events one after another are separated in the reader's way: French
    /// keeps a no-break space before its semicolon, so a phone never
    /// wraps a line in front of it.
    #[test]
    fn events_one_after_another_are_punctuated_in_the_readers_language() {
        let events = vec![
            sample_about("resigned", 0),
            sample_about("could not play, drew a tile", 1),
        ];
        let said = |locale| crate::i18n::line(locale, &summarised(&events), &seat_number);
        assert_eq!(said(Locale::EnUs), summarised(&events).plain());
        assert!(
            said(Locale::EnUs).contains("resigned; seat 2"),
            "{}",
            said(Locale::EnUs)
        );
        let french = said(Locale::Fr);
        assert!(french.contains("\u{a0}; seat 2"), "{french}");
        assert!(!french.contains(" ;") && !french.contains("e; "), "{french}");
        assert!(said(Locale::EsEs).contains("; seat 2"), "{}", said(Locale::EsEs));
    }

    /// Lines an older version stored as plain English words are told one
    /// by one: a count of them could not be put in the reader's language.
    #[test]
    fn old_plain_lines_are_never_counted_as_a_run() {
        let old = |s: Seat| -> Event { line!(seat(s), " could not play, drew a tile and passed").into() };
        let events: Vec<Event> = (0..4).map(|i| old(1 + i % 2)).collect();
        assert_eq!(summarised(&events).plain(), Event::joined(&events).plain());
    }

    /// A taken-back action reads in the reader's language: the notation
    /// as it is, a secret action's words and the computers' replies after
    /// it in words.
    #[test]
    fn a_named_action_reads_in_the_readers_language() {
        let named = Named {
            words: ActionWords::Notation("3-6 0,0 E".into()),
            replies: 0,
        };
        assert_eq!(named.words_in(Locale::EsEs), "`3-6 0,0 E`");
        assert_eq!(
            named.clone().with_replies(1).words_in(Locale::EnUs),
            "`3-6 0,0 E` and the computer's reply to it"
        );
        assert_eq!(
            named.clone().with_replies(3).plain_in(Locale::EsEs),
            "3-6 0,0 E y las 3 jugadas del ordenador que la siguieron"
        );
        let secret = Named {
            words: ActionWords::Concealed(crate::engine::common::said::hidden_action()),
            replies: 1,
        };
        assert!(secret.is_several());
        assert_eq!(
            secret.capitalized_in(Locale::Fr),
            "Une action cachée et la réponse de l'ordinateur"
        );
    }

    /// Every event of a seeded game at every table is made of sentences of
    /// the catalogue, and one that starts with a seat is one sentence, so
    /// every run of them is counted in the reader's language.
    #[test]
    fn every_tables_events_are_sentences_of_the_catalogue() {
        use crate::engine::{GameKind, GameRng, Options};
        for (kind, seats, variant) in GameKind::every_table() {
            let mut rng = GameRng::from_seed(GameRng::seed_from_u64(5));
            let options = Options {
                variant: variant.map(str::to_string),
            };
            let mut game = kind
                .setup(&options, seats, &mut rng)
                .unwrap_or_else(|e| panic!("{e:?}"));
            let mut events = game.setup_events();
            let mut step = 0;
            while let Some(&s) = game.to_act().seats().first()
                && step < 3000
            {
                let legal = game.legal(s);
                let action = &legal[(step * 7) % legal.len()];
                let played = game
                    .play(s, &action.notation, &mut rng)
                    .unwrap_or_else(|e| panic!("{e:?}"));
                events.extend(played.events);
                step += 1;
            }
            for e in &events {
                let words = |p: &Part| matches!(p, Part::Text(t) if t.chars().any(char::is_alphabetic));
                let counted = e.line.subject().is_none() || matches!(e.line.parts(), [Part::Said(_)]);
                assert!(
                    counted && !e.line.parts().iter().any(words),
                    "{kind:?} {seats} {variant:?}: {:?}",
                    e.line
                );
            }
        }
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
            "seat 2 no ha podido jugar, ha robado una ficha y ha pasado; lo mismo para seat 3 (5 veces seguidas; quedan 3 en el pozo)"
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
        assert_eq!(crate::i18n::unreached("event-", &lines), Vec::<String>::new());
    }
}
