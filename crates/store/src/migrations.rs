//! Schema migrations, one history for both backends, applied in order at
//! start-up by refinery (which records them in `refinery_schema_history`).
//! Each migration is two files of the same name: `migrations/NNN_what.sql`
//! in SQLite's SQL and `migrations/postgres/NNN_what.sql` in PostgreSQL's
//! (64-bit integers, `BIGSERIAL` keys, `DOUBLE PRECISION`). Never edit a
//! released migration: add a new pair of files and a line here. Each file
//! says what its tables are for.
//!
//! refinery stores a checksum of each migration's name, version and text,
//! and refuses to start on a database whose applied migrations differ:
//! the PostgreSQL files are byte for byte the text PostgreSQL databases
//! were first migrated with (made then from the SQLite files by text
//! replacement; note they end without a newline), and a test checks their
//! checksums against the ones deployed databases hold.
//!
//! Databases made before refinery kept their version in SQLite's
//! `user_version`; the first start under refinery records those
//! migrations as applied without running them again.

pub(super) mod history;

use super::{Result, StoreError};
use refinery::{Migration, Runner, Target};

/// One migration: refinery's name (`V<n>__<what>`) and the SQL of its
/// two files (named `NNN_what.sql`, a test checks).
#[derive(Clone, Copy, Debug)]
pub struct MigrationFile {
    pub name: &'static str,
    pub sqlite: &'static str,
    pub postgres: &'static str,
}

/// The migrations named once each, with both files read at build time.
macro_rules! migrations {
    ($($name:literal => $file:literal),* $(,)?) => {
        [$(MigrationFile {
            name: $name,
            sqlite: include_str!(concat!("migrations/", $file)),
            postgres: include_str!(concat!("migrations/postgres/", $file)),
        }),*]
    };
}

/// Every migration, in order.
pub const FILES: [MigrationFile; 14] = migrations![
    "V1__games" => "001_games.sql",
    "V2__waiting_and_settings" => "002_waiting_and_settings.sql",
    "V3__computer_seats" => "003_computer_seats.sql",
    "V4__ratings" => "004_ratings.sql",
    "V5__puzzles" => "005_puzzles.sql",
    "V6__owed_posts" => "006_owed_posts.sql",
    "V7__turn_post" => "007_turn_post.sql",
    "V8__next_due" => "008_next_due.sql",
    "V9__flat_lookups" => "009_flat_lookups.sql",
    "V10__claims" => "010_claims.sql",
    "V11__turn_messages" => "011_turn_messages.sql",
    "V12__processes" => "012_processes.sql",
    "V13__channel_reach" => "013_channel_reach.sql",
    "V14__locales" => "014_locales.sql",
];

/// Which backend's files a runner applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Backend {
    Sqlite,
    Postgres,
}

impl MigrationFile {
    fn sql(&self, backend: Backend) -> &'static str {
        match backend {
            Backend::Sqlite => self.sqlite,
            Backend::Postgres => self.postgres,
        }
    }
}

pub(super) fn runner(backend: Backend) -> Result<Runner> {
    let migrations = FILES
        .iter()
        .map(|m| Migration::unapplied(m.name, m.sql(backend)))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    Ok(Runner::new(&migrations))
}

/// Brings an SQLite database up to date (refusing a damaged history).
pub fn sqlite(conn: &mut rusqlite::Connection) -> Result<()> {
    let first = runner(Backend::Sqlite)?;
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
    history::unpanicked(|| runner(Backend::Sqlite)?.run(conn).map_err(StoreError::from))?;
    Ok(())
}

/// Brings a PostgreSQL database up to date. Processes starting together
/// take turns (an advisory lock), so each migration runs once.
pub fn postgres(client: &mut postgres::Client) -> Result<()> {
    const LOCK: i64 = 0x646f_6d69_6e6f;
    client.execute("SELECT pg_advisory_lock($1)", &[&LOCK])?;
    let ran = history::postgres_rows(client).and_then(|rows| {
        history::check(&rows)?;
        history::unpanicked(|| Ok(runner(Backend::Postgres)?.run(client).map(|_| ())?))
    });
    client.execute("SELECT pg_advisory_unlock($1)", &[&LOCK])?;
    ran
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_in_order() {
        let runner = runner(Backend::Sqlite).unwrap();
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
        drop(crate::Store::open(&path).unwrap());
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
            let error = crate::Store::open(&path).err().expect(damage).to_string();
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
        assert!(crate::Store::open(&path).is_ok(), "a repaired history opens");
    }

    #[test]
    fn a_damaged_migration_history_is_refused_on_postgres() {
        let url = dominoes_testkit::fresh_database(&dominoes_testkit::shared_url().unwrap()).unwrap();
        drop(crate::Store::connect(&url).unwrap());
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        client
            .execute(
                "UPDATE refinery_schema_history SET applied_on = 'soon' WHERE version = 5",
                &[],
            )
            .unwrap();
        drop(client);
        let error = crate::Store::connect(&url).err().unwrap().to_string();
        assert!(
            error.contains("row of version 5: applied_on `soon` is not an RFC 3339 time"),
            "{error}"
        );
    }

    #[test]
    fn a_database_migrated_before_refinery_is_not_migrated_again() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        for m in &FILES[..8] {
            conn.execute_batch(m.sqlite).unwrap();
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

    /// The checksum refinery recorded for each PostgreSQL migration on the
    /// databases deployed so far (read from a database migrated before
    /// the PostgreSQL files existed, when the SQLite files were converted
    /// at start-up). A file whose text changes by one byte (a newline at
    /// its end, say) changes its checksum, and such a database would no
    /// longer start.
    const DEPLOYED_POSTGRES_CHECKSUMS: [(&str, u64); 12] = [
        ("V1__games", 12953443050052139093),
        ("V2__waiting_and_settings", 16141899355627326178),
        ("V3__computer_seats", 16184753555080923841),
        ("V4__ratings", 450462622879905849),
        ("V5__puzzles", 8034269087322491174),
        ("V6__owed_posts", 7915020311357719805),
        ("V7__turn_post", 12213445898756845861),
        ("V8__next_due", 15312985171657386202),
        ("V9__flat_lookups", 11449313861617069538),
        ("V10__claims", 2831596186387270079),
        ("V11__turn_messages", 6947444151730517627),
        ("V12__processes", 17834474199836637738),
    ];

    /// Issue 51: the PostgreSQL migrations are files of their own now; a
    /// database migrated by the earlier conversion must still open.
    #[test]
    fn postgres_migrations_are_what_deployed_databases_applied() {
        let runner = runner(Backend::Postgres).unwrap();
        let found: Vec<(String, u64)> = runner
            .get_migrations()
            .iter()
            .map(|m| (format!("V{}__{}", m.version(), m.name()), m.checksum()))
            .collect();
        let deployed: Vec<(String, u64)> = DEPLOYED_POSTGRES_CHECKSUMS
            .iter()
            .map(|&(name, sum)| (name.to_string(), sum))
            .collect();
        // Migrations added after these are new: only the deployed ones are pinned.
        assert_eq!(found[..deployed.len()], deployed[..]);
    }

    /// The SQLite files as PostgreSQL ran them before its own files
    /// existed (the conversion `postgres_ddl` made at start-up), kept here
    /// only to show that a database migrated that way opens with the files.
    fn converted_as_before(sql: &str) -> String {
        let keyed = |line: &str| {
            let t = line.trim_start();
            line.contains("INTEGER PRIMARY KEY AUTOINCREMENT")
                || (t.starts_with("id ") && line.contains("INTEGER PRIMARY KEY"))
        };
        sql.lines()
            .map(|line| {
                let line = if keyed(line) {
                    line.replace(" AUTOINCREMENT", "")
                        .replace("INTEGER PRIMARY KEY", "BIGSERIAL PRIMARY KEY")
                } else {
                    line.to_string()
                };
                line.replace("INTEGER", "BIGINT").replace(" REAL", " DOUBLE PRECISION")
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_postgres_files_are_the_sqlite_files_as_converted_before() {
        for m in FILES {
            assert_eq!(m.postgres, converted_as_before(m.sqlite), "{}", m.name);
        }
    }

    #[test]
    fn a_postgres_database_migrated_by_the_old_conversion_opens_with_the_files() {
        let url = dominoes_testkit::fresh_database(&dominoes_testkit::shared_url().unwrap()).unwrap();
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        let before: Vec<Migration> = FILES
            .iter()
            .map(|m| Migration::unapplied(m.name, &converted_as_before(m.sqlite)).unwrap())
            .collect();
        Runner::new(&before).run(&mut client).unwrap();
        drop(client);
        let store = crate::Store::connect(&url);
        assert!(store.is_ok(), "{:?}", store.err());
    }

    #[test]
    fn every_postgres_key_is_a_sequence_and_every_integer_64_bits() {
        for m in FILES {
            assert!(!m.postgres.contains("INTEGER"), "{}", m.name);
            assert!(!m.postgres.contains(" REAL"), "{}", m.name);
            assert!(!m.postgres.contains("AUTOINCREMENT"), "{}", m.name);
        }
        let keys = |i: usize| FILES[i].postgres.matches("BIGSERIAL PRIMARY KEY").count();
        // games.id; finishes.seq; puzzle_solves.id.
        assert_eq!((keys(0), keys(3), keys(4)), (1, 1, 1));
    }

    /// Each migration has its two files, named alike, and neither folder
    /// holds a file no migration names (one left out of [`FILES`]).
    #[test]
    fn sqlite_and_postgres_have_the_same_migrations() {
        let sql_files = |dir: &str| -> Vec<String> {
            let mut names: Vec<String> = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".sql"))
                .collect();
            names.sort();
            names
        };
        let (sqlite, postgres) = (runner(Backend::Sqlite).unwrap(), runner(Backend::Postgres).unwrap());
        let names = |r: &Runner| -> Vec<(i32, String)> {
            r.get_migrations()
                .iter()
                .map(|m| (m.version(), m.name().to_string()))
                .collect()
        };
        assert_eq!(names(&sqlite), names(&postgres));
        // `V3__computer_seats` reads the files `003_computer_seats.sql`.
        let named: Vec<String> = names(&sqlite)
            .iter()
            .map(|(version, name)| format!("{version:03}_{name}.sql"))
            .collect();
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src/migrations");
        let postgres_root = format!("{root}/postgres");
        assert_eq!(sql_files(root), named);
        assert_eq!(sql_files(&postgres_root), named);
        let read = |dir: &str, file: &str| std::fs::read_to_string(format!("{dir}/{file}")).unwrap();
        for (m, file) in FILES.iter().zip(&named) {
            assert_eq!(m.sqlite, read(root, file), "{file}");
            assert_eq!(m.postgres, read(&postgres_root, file), "postgres/{file}");
        }
    }
}
