//! `dominoes-bot health`: what an operator's supervisor asks of a
//! database without changing it: whether it answers, whether its
//! migrations are the ones this bot applies, and what the running bot
//! processes last reported of their gateway (table `processes`): whether
//! each is connected, and whether every shard is served. Unlike opening a
//! [`Store`], nothing is created or migrated here.

use super::migrations::{FILES, history};
use super::processes::{GatewayReport, reports};
use super::sql::SqliteDb;
use super::{Database, Limits, Result, StoreError};
use std::collections::BTreeSet;

/// One check: `Ok` with what was found, `Err` with what is wrong.
pub type Check = std::result::Result<String, String>;

/// How often a running process reports its gateway.
pub const REPORT_EVERY: std::time::Duration = std::time::Duration::from_secs(20);

/// A report older than this (three missed reports) is of a process that
/// is gone or stuck: `health` counts it as serving nothing.
pub const REPORT_STALE_AFTER: i64 = 3 * REPORT_EVERY.as_secs() as i64;

/// What `health` read from a database.
struct Found {
    /// The migration versions applied (`None`: no history table).
    applied: Option<BTreeSet<i32>>,
    /// The processes' gateway reports (`None`: no such table yet).
    gateway: Option<Vec<GatewayReport>>,
}

/// The checks of one database, in order: its name and its outcome.
pub fn health(db: &Database, limits: Limits) -> Vec<(&'static str, Check)> {
    // Opening a missing file would make it.
    if let Database::Sqlite(path) = db
        && !path.is_file()
    {
        return vec![("database", Err(format!("there is no SQLite database at {db}")))];
    }
    let found = match db {
        Database::Sqlite(path) => sqlite_found(path, limits),
        Database::Postgres(url) => postgres_found(url, limits),
    };
    match found {
        Err(e) => vec![("database", Err(format!("{db}: {e}")))],
        Ok(found) => {
            let mut checks = vec![
                ("database", Ok(format!("{db} answers"))),
                ("migrations", migrations(found.applied)),
            ];
            checks.extend(gateway(found.gateway.as_deref(), now()));
            checks
        }
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The gateway's two checks from the processes' reports at `now`: every
/// process that reported lately is connected on all its shards, and
/// together they serve every shard of the bot.
fn gateway(reports: Option<&[GatewayReport]>, now: i64) -> Vec<(&'static str, Check)> {
    let Some(reports) = reports else {
        let why = "unknown: this database has no process reports yet (the bot makes their table when it starts)";
        return vec![("gateway", Err(why.into())), ("shards", Err(why.into()))];
    };
    let fresh: Vec<&GatewayReport> = reports.iter().filter(|r| now - r.at <= REPORT_STALE_AFTER).collect();
    if fresh.is_empty() {
        let why = format!(
            "no bot process has reported in the last {REPORT_STALE_AFTER} s: none runs on this database, or none can write to it"
        );
        return vec![("gateway", Err(why.clone())), ("shards", Err(why))];
    }
    vec![("gateway", connected(&fresh)), ("shards", served(&fresh))]
}

/// Whether every fresh process is connected on every shard it runs.
fn connected(fresh: &[&GatewayReport]) -> Check {
    let mut down = Vec::new();
    for r in fresh {
        let missing: Vec<u32> = r.served.iter().copied().filter(|s| !r.connected.contains(s)).collect();
        if r.served.is_empty() {
            down.push(format!("{} has not started a shard yet", r.process));
        } else if !missing.is_empty() {
            down.push(format!("{} is not connected on shard {}", r.process, ranges(&missing)));
        }
    }
    if down.is_empty() {
        let n = fresh.len();
        Ok(format!("connected ({n} process{})", if n == 1 { "" } else { "es" }))
    } else {
        Err(down.join("; "))
    }
}

/// Whether the fresh processes together serve every shard, each once.
fn served(fresh: &[&GatewayReport]) -> Check {
    let total = fresh.iter().map(|r| r.total).max().unwrap_or(0);
    if total == 0 {
        return Err("no process knows yet how many shards to run".into());
    }
    let runs = |s: u32| fresh.iter().filter(|r| r.connected.contains(&s)).count();
    let none: Vec<u32> = (0..total).filter(|&s| runs(s) == 0).collect();
    let twice: Vec<u32> = (0..total).filter(|&s| runs(s) > 1).collect();
    match (none.is_empty(), twice.is_empty()) {
        (true, true) => Ok(format!("all {total} served")),
        (false, _) => Err(format!(
            "shard {} of {total} served by no connected process",
            ranges(&none)
        )),
        (true, false) => Err(format!(
            "shard {} of {total} run by two processes at once: their --shards ranges overlap",
            ranges(&twice)
        )),
    }
}

/// Shard ids as ranges: "0-3, 6".
fn ranges(ids: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let mut j = i;
        while j + 1 < ids.len() && ids[j + 1] == ids[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            ids[i].to_string()
        } else {
            format!("{}-{}", ids[i], ids[j])
        });
        i = j + 1;
    }
    parts.join(", ")
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
        .map(|(_, m)| m.name)
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

/// What an SQLite file holds, opened read-only.
fn sqlite_found(path: &std::path::Path, limits: Limits) -> Result<Found> {
    use rusqlite::OpenFlags;
    let conn = rusqlite::Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.busy_timeout(limits.statement)?;
    let exists = |table: &str| -> Result<bool> {
        Ok(conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = ?1) AS found",
            [table],
            |r| r.get("found"),
        )?)
    };
    let applied = match exists("refinery_schema_history")? {
        false => None,
        true => Some(versions(history::sqlite_rows(&conn)?)?),
    };
    let gateway = match exists("processes")? {
        false => None,
        true => Some(reports(&mut SqliteDb(&conn))?),
    };
    Ok(Found { applied, gateway })
}

/// What a PostgreSQL database holds, read in one read-only transaction.
fn postgres_found(url: &str, limits: Limits) -> Result<Found> {
    let mut config: postgres::Config = url.parse()?;
    config.connect_timeout(limits.checkout);
    super::postgres::off_runtime(|| {
        let mut client = config
            .connect(postgres::NoTls)
            .map_err(|e| StoreError::Connect(super::postgres::ConnectError(e)))?;
        let rows = history::postgres_rows(&mut client)?;
        let exists = |client: &mut postgres::Client, table: &str| -> Result<bool> {
            Ok(client
                .query_one("SELECT to_regclass($1) IS NOT NULL AS found", &[&table])?
                .try_get("found")?)
        };
        let applied = match exists(&mut client, "refinery_schema_history")? {
            false => None,
            true => Some(versions(rows)?),
        };
        let gateway = match exists(&mut client, "processes")? {
            false => None,
            true => {
                let mut tx = client.build_transaction().read_only(true).start()?;
                let found = reports(&mut super::postgres::PgDb(&mut tx))?;
                tx.commit()?;
                Some(found)
            }
        };
        Ok(Found { applied, gateway })
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
    use crate::Store;

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
        conn.execute("DELETE FROM refinery_schema_history WHERE version = 12", [])
            .unwrap();
        let pending = checked(&db)[1].1.clone().unwrap_err();
        assert!(pending.starts_with("1 not applied yet (V12__processes)"), "{pending}");
        conn.execute(
            "UPDATE refinery_schema_history SET checksum = 'x' WHERE version = 2",
            [],
        )
        .unwrap();
        let damaged = checked(&db)[0].1.clone().unwrap_err();
        assert!(damaged.contains("the migration history is damaged"), "{damaged}");
    }

    fn report(process: &str, total: u32, served: &[u32], connected: &[u32], at: i64) -> GatewayReport {
        GatewayReport {
            process: process.into(),
            total,
            served: served.to_vec(),
            connected: connected.to_vec(),
            at,
        }
    }

    #[test]
    fn the_gateway_is_healthy_only_when_fresh_reports_serve_every_shard() {
        let now = 1_000_000;
        let a = report("a pid 1", 4, &[0, 1], &[0, 1], now - 5);
        let b = report("b pid 2", 4, &[2, 3], &[2, 3], now - 30);
        assert_eq!(
            gateway(Some(&[a.clone(), b.clone()]), now),
            [
                ("gateway", Ok("connected (2 processes)".to_string())),
                ("shards", Ok("all 4 served".to_string()))
            ]
        );
        // A process gone silent serves nothing.
        let silent = report("b pid 2", 4, &[2, 3], &[2, 3], now - REPORT_STALE_AFTER - 1);
        let checks = gateway(Some(&[a.clone(), silent.clone()]), now);
        assert_eq!(checks[0].1, Ok("connected (1 process)".to_string()));
        assert_eq!(
            checks[1].1,
            Err("shard 2-3 of 4 served by no connected process".to_string())
        );
        // A shard reconnecting.
        let resuming = report("b pid 2", 4, &[2, 3], &[3], now);
        let checks = gateway(Some(&[a.clone(), resuming]), now);
        assert_eq!(checks[0].1, Err("b pid 2 is not connected on shard 2".to_string()));
        assert_eq!(
            checks[1].1,
            Err("shard 2 of 4 served by no connected process".to_string())
        );
        // Two processes given overlapping ranges.
        let overlap = report("c pid 3", 4, &[1, 2, 3], &[1, 2, 3], now);
        let checks = gateway(Some(&[a, b, overlap]), now);
        assert!(
            checks[1]
                .1
                .as_ref()
                .unwrap_err()
                .contains("shard 1-3 of 4 run by two processes")
        );
        // Nobody at all, and a database the bot never ran on.
        assert!(
            gateway(Some(&[silent]), now)[0]
                .1
                .as_ref()
                .unwrap_err()
                .contains("no bot process has reported")
        );
        assert!(gateway(None, now)[1].1.as_ref().unwrap_err().starts_with("unknown"));
        assert_eq!(ranges(&[0, 1, 2, 5, 7, 8]), "0-2, 5, 7-8");
    }

    #[test]
    fn a_report_written_by_a_running_bot_reaches_health() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.sqlite3");
        let store = Store::open(&path).unwrap();
        let db = Database::Sqlite(path);
        assert!(
            checked(&db)[2].1.is_err(),
            "no process has reported: {:?}",
            checked(&db)
        );
        store
            .report_gateway(&report("host pid 7", 1, &[0], &[0], now()))
            .unwrap();
        let checks = checked(&db);
        assert!(checks.iter().all(|(_, c)| c.is_ok()), "{checks:?}");
        assert_eq!(
            checks.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            ["database", "migrations", "gateway", "shards"]
        );
    }

    #[test]
    fn a_postgres_database_is_checked_without_migrating_it() {
        let server = dominoes_testkit::shared_url().unwrap();
        let url = dominoes_testkit::fresh_database(&server).unwrap();
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
