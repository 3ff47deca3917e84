//! Decoding at the store's boundary: what the database holds as text (game kinds,
//! statuses, computer levels, JSON lists) becomes typed values here, once.
//! A value this version cannot read is never replaced by a default: it is a
//! [`StoreError::Corrupt`] naming the table and the row, and the command
//! that met it fails loudly instead of acting on a guess.

use super::{Result, StoreError};
use dominoes_engine::GameKind;
use dominoes_engine::Level;
use serde::de::DeserializeOwned;

/// Where a value was read: the table, the row's id (for rows keyed by a
/// game, the game's id; for a user's rows, the user's) and the column.
#[derive(Clone, Copy, Debug)]
pub(super) struct At {
    pub table: &'static str,
    pub id: i64,
}

impl At {
    pub fn new(table: &'static str, id: i64) -> At {
        At { table, id }
    }

    /// The error for a value in this row that cannot be read.
    pub fn corrupt(self, what: impl Into<String>) -> StoreError {
        StoreError::Corrupt {
            table: self.table,
            id: self.id,
            what: what.into(),
        }
    }

    /// A game kind as stored (its id, exactly).
    pub fn kind(self, column: &str, text: &str) -> Result<GameKind> {
        kind_of(text).ok_or_else(|| self.corrupt(format!("{column}: unknown game `{text}`")))
    }

    /// A computer level as stored (its id, exactly).
    pub fn level(self, column: &str, text: &str) -> Result<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == text)
            .ok_or_else(|| self.corrupt(format!("{column}: unknown computer level `{text}`")))
    }

    /// A JSON value as stored.
    pub fn json<T: DeserializeOwned>(self, column: &str, text: &str) -> Result<T> {
        serde_json::from_str(text).map_err(|e| self.corrupt(format!("{column}: {e}")))
    }

    /// A JSON value in a column that may be empty (NULL).
    pub fn json_opt<T: DeserializeOwned>(self, column: &str, text: Option<&str>) -> Result<Option<T>> {
        text.map(|t| self.json(column, t)).transpose()
    }
}

/// The game kind stored as `text`, if this version knows it.
pub(super) fn kind_of(text: &str) -> Option<GameKind> {
    GameKind::from_id(text)
}

/// JSON for a column. The values written (lists of seats, plain structs)
/// always serialise; should one ever fail, the write fails rather than
/// storing something unreadable.
pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<String> {
    Ok(serde_json::to_string(value)?)
}
