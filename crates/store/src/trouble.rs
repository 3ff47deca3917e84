//! Which operational failure a database error is, so that a player reads
//! what happened and what to do (the operator reads the error itself in
//! the log): "Something went wrong" for a full disk, a lock held by
//! another process, a read-only file and damaged data alike told nobody
//! anything.

use super::StoreError;
use ::postgres::error::SqlState;
use rusqlite::ErrorCode;

/// An operational failure of the database, as a player is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Another command or process holds what this one needs (a lock, every
    /// pooled connection), or a statement ran past its time-out: trying
    /// again shortly works.
    Busy,
    /// The disk (or the server's memory) is full.
    Full,
    /// The database accepts reads only (a read-only file, a standby server).
    ReadOnly,
    /// The stored data (or the database file) is damaged.
    Damaged,
    /// The database server cannot be reached.
    Unreachable,
}

impl StoreError {
    /// The operational failure this is, if it is one (`None`: a bug, or
    /// something the player needs no words for).
    pub fn trouble(&self) -> Option<Trouble> {
        match self {
            StoreError::Sqlite(e) => sqlite_trouble(e),
            StoreError::Postgres(e) => postgres_trouble(e),
            StoreError::Migration(e) => causes(e).find_map(|c| {
                c.downcast_ref::<rusqlite::Error>()
                    .and_then(sqlite_trouble)
                    .or_else(|| c.downcast_ref::<::postgres::Error>().and_then(postgres_trouble))
            }),
            StoreError::Connect(_) => Some(Trouble::Unreachable),
            StoreError::Checkout { all_in_use: true, .. } => Some(Trouble::Busy),
            StoreError::Checkout { all_in_use: false, .. } | StoreError::Closed => Some(Trouble::Unreachable),
            StoreError::Corrupt { .. } | StoreError::Type { .. } | StoreError::MigrationHistory { .. } => {
                Some(Trouble::Damaged)
            }
            _ => None,
        }
    }
}

/// `e` and what caused it, outermost first.
fn causes<'a>(e: &'a (dyn std::error::Error + 'static)) -> impl Iterator<Item = &'a (dyn std::error::Error + 'static)> {
    std::iter::successors(Some(e), |e| e.source())
}

/// An error with its causes, each in its own words (PostgreSQL's in the
/// server's): refinery's own text says only "db error".
pub(super) fn with_causes(e: &(dyn std::error::Error + 'static)) -> String {
    causes(e)
        .map(|c| match c.downcast_ref::<::postgres::Error>() {
            Some(pg) => super::postgres::reason(pg),
            None => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join(": ")
}

fn sqlite_trouble(e: &rusqlite::Error) -> Option<Trouble> {
    let rusqlite::Error::SqliteFailure(failure, _) = e else {
        return None;
    };
    match failure.code {
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => Some(Trouble::Busy),
        ErrorCode::DiskFull | ErrorCode::OutOfMemory => Some(Trouble::Full),
        ErrorCode::ReadOnly => Some(Trouble::ReadOnly),
        ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase => Some(Trouble::Damaged),
        ErrorCode::CannotOpen => Some(Trouble::Unreachable),
        _ => None,
    }
}

fn postgres_trouble(e: &::postgres::Error) -> Option<Trouble> {
    let Some(code) = e.code() else {
        // No answer from the server at all: the connection broke.
        return e.is_closed().then_some(Trouble::Unreachable).or_else(|| {
            std::error::Error::source(e)
                .is_some_and(|s| s.is::<std::io::Error>())
                .then_some(Trouble::Unreachable)
        });
    };
    let busy = [
        SqlState::QUERY_CANCELED,
        SqlState::LOCK_NOT_AVAILABLE,
        SqlState::TOO_MANY_CONNECTIONS,
        SqlState::T_R_DEADLOCK_DETECTED,
        SqlState::T_R_SERIALIZATION_FAILURE,
    ];
    let full = [
        SqlState::DISK_FULL,
        SqlState::OUT_OF_MEMORY,
        SqlState::INSUFFICIENT_RESOURCES,
    ];
    let gone = [
        SqlState::ADMIN_SHUTDOWN,
        SqlState::CRASH_SHUTDOWN,
        SqlState::CANNOT_CONNECT_NOW,
    ];
    if busy.contains(code) {
        Some(Trouble::Busy)
    } else if full.contains(code) {
        Some(Trouble::Full)
    } else if *code == SqlState::READ_ONLY_SQL_TRANSACTION {
        Some(Trouble::ReadOnly)
    } else if *code == SqlState::DATA_CORRUPTED || *code == SqlState::INDEX_CORRUPTED {
        Some(Trouble::Damaged)
    } else if gone.contains(code) {
        Some(Trouble::Unreachable)
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
