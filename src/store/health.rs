//! `dominoes-bot health`: what an operator's supervisor asks of a
//! database without changing it: whether it answers, and whether its
//! migrations are the ones this bot applies. Unlike opening a [`Store`],
//! nothing is created or migrated here.

use super::migrations::{FILES, history};
use super::{Database, Limits, Result, StoreError};
use std::collections::BTreeSet;

/// One check: `Ok` with what was found, `Err` with what is wrong.
pub type Check = std::result::Result<String, String>;

/// The checks of one database, in order: its name and its outcome.
pub fn health(db: &Database, limits: Limits) -> Vec<(&'static str, Check)> {
    // Opening a missing file would make it.
    if let Database::Sqlite(path) = db
        && !path.is_file()
    {
        return vec![("database", Err(format!("there is no SQLite database at {db}")))];
    }
    let versions = match db {
        Database::Sqlite(path) => sqlite_versions(path, limits),
        Database::Postgres(url) => postgres_versions(url, limits),
    };
    match versions {
        Err(e) => vec![("database", Err(format!("{db}: {e}")))],
        Ok(applied) => vec![
            ("database", Ok(format!("{db} answers"))),
            ("migrations", migrations(applied)),
        ],
    }
}

/// Whether the versions applied are exactly this bot's migrations.
fn migrations(applied: Option<BTreeSet<i32>>) -> Check {
    let Some(applied) = applied else {
        return Err("no migration was ever applied: start the bot once (it creates the schema)".into());
    };
    let known = 1..=FILES.len() as i32;
    let newer: Vec<String> = applied
        .iter()
        .filter(|v| !known.contains(v))
        .map(i32::to_string)
        .collect();
    if !newer.is_empty() {
        return Err(format!(
            "the database has migrations this bot does not know (versions {}): a newer bot used it",
            newer.join(", ")
        ));
    }
    let pending: Vec<&str> = FILES
        .iter()
        .enumerate()
        .filter(|(i, _)| !applied.contains(&(*i as i32 + 1)))
        .map(|(_, (name, _))| *name)
        .collect();
    if pending.is_empty() {
        Ok(format!("all {} applied", FILES.len()))
    } else {
        Err(format!(
            "{} not applied yet ({}): the bot applies them when it starts",
            pending.len(),
            pending.join(", ")
        ))
    }
}

/// The versions recorded in an SQLite file, opened read-only (`None`: no
/// history table).
fn sqlite_versions(path: &std::path::Path, limits: Limits) -> Result<Option<BTreeSet<i32>>> {
    use rusqlite::OpenFlags;
    let conn = rusqlite::Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.busy_timeout(limits.statement)?;
    let tracked: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'refinery_schema_history')",
        [],
        |r| r.get(0),
    )?;
    if !tracked {
        return Ok(None);
    }
    versions(history::sqlite_rows(&conn)?).map(Some)
}

/// The versions recorded in a PostgreSQL database (`None`: no history).
fn postgres_versions(url: &str, limits: Limits) -> Result<Option<BTreeSet<i32>>> {
    let mut config: postgres::Config = url.parse()?;
    config.connect_timeout(limits.checkout);
    super::postgres::off_runtime(|| {
        let mut client = config
            .connect(postgres::NoTls)
            .map_err(|e| StoreError::Connect(super::postgres::ConnectError(e)))?;
        let rows = history::postgres_rows(&mut client)?;
        let empty = rows.is_empty();
        let exists: bool = client
            .query_one("SELECT to_regclass('refinery_schema_history') IS NOT NULL", &[])?
            .try_get(0)?;
        match (exists, empty) {
            (false, _) => Ok(None),
            _ => versions(rows).map(Some),
        }
    })
}

/// The versions of a history that refinery could read (a damaged one is
/// the error [`history::check`] names).
fn versions(rows: Vec<history::HistoryRow>) -> Result<BTreeSet<i32>> {
    history::check(&rows)?;
    Ok(rows.iter().filter_map(|r| r.version.parse().ok()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    fn checked(db: &Database) -> Vec<(&'static str, Check)> {
        health(db, Limits::default())
    }

    #[test]
    fn a_current_database_is_healthy_and_left_unchanged() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.sqlite3");
        let db = Database::Sqlite(path.clone());
        assert!(checked(&db)[0].1.is_err(), "a missing file is not made");
        assert!(!path.exists());
        drop(Store::open(&path).unwrap());
        let report = checked(&db);
        assert_eq!(report[1], ("migrations", Ok(format!("all {} applied", FILES.len()))));
        assert!(report[0].1.is_ok(), "{report:?}");

        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute("DELETE FROM refinery_schema_history WHERE version = 11", [])
            .unwrap();
        let pending = checked(&db)[1].1.clone().unwrap_err();
        assert!(
            pending.starts_with("1 not applied yet (V11__turn_messages)"),
            "{pending}"
        );
        conn.execute(
            "UPDATE refinery_schema_history SET checksum = 'x' WHERE version = 2",
            [],
        )
        .unwrap();
        let damaged = checked(&db)[0].1.clone().unwrap_err();
        assert!(damaged.contains("the migration history is damaged"), "{damaged}");
    }

    #[test]
    fn a_postgres_database_is_checked_without_migrating_it() {
        let server = crate::pgserver::shared_url().unwrap();
        let url = crate::pgserver::fresh_database(&server).unwrap();
        let db = Database::Postgres(url.clone());
        let fresh = checked(&db);
        assert!(fresh[0].1.is_ok(), "{fresh:?}");
        assert!(
            fresh[1].1.as_ref().unwrap_err().contains("start the bot once"),
            "{fresh:?}"
        );
        drop(Store::connect(&url).unwrap());
        assert!(checked(&db)[1].1.is_ok());
        let (base, _) = url.rsplit_once('/').unwrap();
        let missing = checked(&Database::Postgres(format!("{base}/no_such_db_56")));
        let e = missing[0].1.as_ref().unwrap_err();
        assert!(e.contains("database \"no_such_db_56\" does not exist"), "{e}");
    }
}
