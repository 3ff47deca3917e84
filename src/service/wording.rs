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

use super::game::who;
use crate::engine::event::seat_number;
use crate::engine::{ActionWords, AnyGame, Event, Line, Seat, Viewer};
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
pub(crate) struct Named(ActionWords);

impl Named {
    /// The words without markdown, for a code block.
    pub fn plain(&self) -> &str {
        match &self.0 {
            ActionWords::Notation(n) => n,
            ActionWords::Concealed(w) => w,
        }
    }

    /// The same words starting a sentence.
    pub fn capitalized(&self) -> String {
        let text = self.to_string();
        let mut chars = text.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => text,
        }
    }
}

impl fmt::Display for Named {
    /// A notation in code style, concealed words as they are.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            ActionWords::Notation(n) => write!(f, "`{}`", n.replace('`', "'")),
            ActionWords::Concealed(w) => f.write_str(w),
        }
    }
}

/// The action `notation` by `seat`, played on `before` (the game as it was
/// just before it), named for `reader` of the game in `row`.
pub(crate) fn action_words(before: &dyn AnyGame, row: &GameRow, seat: Seat, notation: &str, reader: Reader) -> Named {
    Named(before.action_words(seat, notation, reader.viewer(row)))
}

/// A line in words for a message about the game in `row`: a person named
/// by a mention, a computer or open seat by its name.
pub(crate) fn line_words(line: &Line, row: &GameRow) -> String {
    line.words(&|s| row.player_at_seat(s).map_or_else(|| seat_number(s), who))
}

/// What happened, in words for a message: the events joined by "; ".
pub(crate) fn events_words(events: &[Event], row: &GameRow) -> String {
    line_words(&Event::joined(events), row)
}
