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

pub(super) mod history;

use super::postgres::postgres_ddl;
use super::{Result, StoreError};
use refinery::{Migration, Runner, Target};

/// Every migration: refinery's name (`V<n>__<what>`) and the SQL.
pub const FILES: [(&str, &str); 12] = [
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
    ("V12__processes", include_str!("migrations/012_processes.sql")),
];

pub(super) fn runner(ddl: impl Fn(&str) -> String) -> Result<Runner> {
    let migrations = FILES
        .iter()
        .map(|(name, sql)| Migration::unapplied(name, &ddl(sql)))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    Ok(Runner::new(&migrations))
}

/// Brings an SQLite database up to date (refusing a damaged history).
pub fn sqlite(conn: &mut rusqlite::Connection) -> Result<()> {
    let first = runner(str::to_string)?;
    let before: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get("user_version"))?;
    let tracked: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'refinery_schema_history') AS found",
        [],
        |r| r.get("found"),
    )?;
    if before > 0 && !tracked {
        let applied = i32::try_from(before).map_err(|_| StoreError::Corrupt {
            table: "user_version",
            id: before,
            what: "not a schema version".into(),
        })?;
        first.set_target(Target::FakeVersion(applied)).run(conn)?;
    }
    if tracked {
        history::check(&history::sqlite_rows(conn)?)?;
    }
    history::unpanicked(|| runner(str::to_string)?.run(conn).map_err(StoreError::from))?;
    Ok(())
}

/// Brings a PostgreSQL database up to date. Processes starting together
/// take turns (an advisory lock), so each migration runs once.
pub fn postgres(client: &mut postgres::Client) -> Result<()> {
    const LOCK: i64 = 0x646f_6d69_6e6f;
    client.execute("SELECT pg_advisory_lock($1)", &[&LOCK])?;
    let ran = history::postgres_rows(client).and_then(|rows| {
        history::check(&rows)?;
        history::unpanicked(|| Ok(runner(postgres_ddl)?.run(client).map(|_| ())?))
    });
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

    /// Issue 56: a malformed row in refinery's history panicked at start
    /// (exit 101, an `unwrap` inside refinery). It is refused, naming the
    /// row and what is wrong.
    #[test]
    fn a_damaged_migration_history_is_refused_on_sqlite() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.sqlite3");
        drop(crate::store::Store::open(&path).unwrap());
        let damages = [
            (
                "applied_on = 'last tuesday'",
                "applied_on `last tuesday` is not an RFC 3339 time",
            ),
            ("applied_on = NULL", "applied_on is missing"),
            ("checksum = 'abc'", "the checksum `abc` is not a number"),
        ];
        for (damage, says) in damages {
            let conn = rusqlite::Connection::open(&path).unwrap();
            let good: (String, String) = conn
                .query_row(
                    "SELECT applied_on, checksum FROM refinery_schema_history WHERE version = 3",
                    [],
                    |r| Ok((r.get("applied_on")?, r.get("checksum")?)),
                )
                .unwrap();
            conn.execute(
                &format!("UPDATE refinery_schema_history SET {damage} WHERE version = 3"),
                [],
            )
            .unwrap();
            let error = crate::store::Store::open(&path).err().expect(damage).to_string();
            assert!(
                error.contains("the migration history is damaged: the refinery_schema_history row of version 3")
                    && error.contains(says),
                "{error}"
            );
            conn.execute(
                "UPDATE refinery_schema_history SET applied_on = ?1, checksum = ?2 WHERE version = 3",
                [&good.0, &good.1],
            )
            .unwrap();
        }
        assert!(crate::store::Store::open(&path).is_ok(), "a repaired history opens");
    }

    #[test]
    fn a_damaged_migration_history_is_refused_on_postgres() {
        let url = crate::pgserver::fresh_database(&crate::pgserver::shared_url().unwrap()).unwrap();
        drop(crate::store::Store::connect(&url).unwrap());
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        client
            .execute(
                "UPDATE refinery_schema_history SET applied_on = 'soon' WHERE version = 5",
                &[],
            )
            .unwrap();
        drop(client);
        let error = crate::store::Store::connect(&url).err().unwrap().to_string();
        assert!(
            error.contains("row of version 5: applied_on `soon` is not an RFC 3339 time"),
            "{error}"
        );
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
            .query_row("SELECT COUNT(*) AS n FROM refinery_schema_history", [], |r| r.get("n"))
            .unwrap();
        assert_eq!(applied, FILES.len() as i64);
        // The ninth ran: its table exists.
        conn.execute("INSERT INTO rated_games VALUES (1, 'dominoids', 'p', 0)", [])
            .unwrap();
    }
}
