//! Schema migrations, one history for both backends, applied in order at
//! start-up by refinery (which records them in `refinery_schema_history`).
//! Never edit a released migration: add a new file and a line here. Each
//! file says what its tables are for. The files are SQLite's SQL;
//! PostgreSQL runs them with its own integer and key types
//! ([`super::postgres::postgres_ddl`]).
//!
//! Databases made before refinery kept their version in SQLite's
//! `user_version`; the first start under refinery records those
//! migrations as applied without running them again.

use super::postgres::postgres_ddl;
use super::{Result, StoreError};
use refinery::{Migration, Runner, Target};

/// Every migration: refinery's name (`V<n>__<what>`) and the SQL.
pub const FILES: [(&str, &str); 11] = [
    ("V1__games", include_str!("migrations/001_games.sql")),
    (
        "V2__waiting_and_settings",
        include_str!("migrations/002_waiting_and_settings.sql"),
    ),
    ("V3__computer_seats", include_str!("migrations/003_computer_seats.sql")),
    ("V4__ratings", include_str!("migrations/004_ratings.sql")),
    ("V5__puzzles", include_str!("migrations/005_puzzles.sql")),
    ("V6__owed_posts", include_str!("migrations/006_owed_posts.sql")),
    ("V7__turn_post", include_str!("migrations/007_turn_post.sql")),
    ("V8__next_due", include_str!("migrations/008_next_due.sql")),
    ("V9__flat_lookups", include_str!("migrations/009_flat_lookups.sql")),
    ("V10__claims", include_str!("migrations/010_claims.sql")),
    ("V11__turn_messages", include_str!("migrations/011_turn_messages.sql")),
];

pub(super) fn runner(ddl: impl Fn(&str) -> String) -> Result<Runner> {
    let migrations = FILES
        .iter()
        .map(|(name, sql)| Migration::unapplied(name, &ddl(sql)))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    Ok(Runner::new(&migrations))
}

/// Brings an SQLite database up to date.
pub fn sqlite(conn: &mut rusqlite::Connection) -> Result<()> {
    let first = runner(str::to_string)?;
    let before: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let tracked: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'refinery_schema_history')",
        [],
        |r| r.get(0),
    )?;
    if before > 0 && !tracked {
        let applied = i32::try_from(before).map_err(|_| StoreError::Corrupt {
            table: "user_version",
            id: before,
            what: "not a schema version".into(),
        })?;
        first.set_target(Target::FakeVersion(applied)).run(conn)?;
    }
    runner(str::to_string)?.run(conn)?;
    Ok(())
}

/// Brings a PostgreSQL database up to date. Processes starting together
/// take turns (an advisory lock), so each migration runs once.
pub fn postgres(client: &mut postgres::Client) -> Result<()> {
    const LOCK: i64 = 0x646f_6d69_6e6f;
    client.execute("SELECT pg_advisory_lock($1)", &[&LOCK])?;
    let ran = runner(postgres_ddl).and_then(|r| Ok(r.run(client).map(|_| ())?));
    client.execute("SELECT pg_advisory_unlock($1)", &[&LOCK])?;
    ran
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_in_order() {
        let runner = runner(str::to_string).unwrap();
        let versions: Vec<i32> = runner.get_migrations().iter().map(|m| m.version()).collect();
        assert_eq!(versions, (1..=FILES.len() as i32).collect::<Vec<_>>());
    }

    #[test]
    fn a_database_migrated_before_refinery_is_not_migrated_again() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        for (_, sql) in &FILES[..8] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 8).unwrap();
        sqlite(&mut conn).unwrap();
        let applied: i64 = conn
            .query_row("SELECT COUNT(*) FROM refinery_schema_history", [], |r| r.get(0))
            .unwrap();
        assert_eq!(applied, FILES.len() as i64);
        // The ninth ran: its table exists.
        conn.execute("INSERT INTO rated_games VALUES (1, 'dominoids', 'p', 0)", [])
            .unwrap();
    }
}
