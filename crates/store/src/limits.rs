//! How long the store waits for the database before giving up: every
//! command is answered within Discord's limits, with "the database is
//! busy" rather than silence, however long another process holds a lock.

use std::time::Duration;

/// The waits of one store, from the configuration (`statement_timeout_ms`
/// and `pool_timeout_ms` in `config.example.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The longest one statement may run or wait for a lock: PostgreSQL's
    /// `statement_timeout` and `lock_timeout`, SQLite's busy time-out.
    pub statement: Duration,
    /// The longest a command waits for a free PostgreSQL connection.
    pub checkout: Duration,
}

impl Default for Limits {
    /// Five seconds each: what SQLite always waited for a lock, and well
    /// within the 15 minutes Discord gives a deferred answer.
    fn default() -> Limits {
        Limits {
            statement: Duration::from_secs(5),
            checkout: Duration::from_secs(5),
        }
    }
}
