//! refinery's record of the migrations applied (`refinery_schema_history`),
//! checked before refinery reads it: refinery `unwrap`s each row's
//! `applied_on` and `checksum`, so one damaged row would panic at start-up
//! (on SQLite, on PostgreSQL, and as a `db copy` source). A damaged row is
//! refused here instead, naming the row and what is wrong with it.

use crate::{Result, StoreError};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// One row of the history as stored; `None` for NULL (or, on SQLite, a
/// value stored as another type than refinery wrote).
#[derive(Debug, Default)]
pub struct HistoryRow {
    /// The version as stored, shown to name the row.
    pub version: String,
    pub name: Option<String>,
    pub applied_on: Option<String>,
    pub checksum: Option<String>,
}

/// Refuses the first row refinery could not read.
pub fn check(rows: &[HistoryRow]) -> Result<()> {
    for row in rows {
        let damaged = |what: String| StoreError::MigrationHistory {
            version: row.version.clone(),
            what,
        };
        if row.version.parse::<i32>().is_err() {
            return Err(damaged("the version is not a number".into()));
        }
        if row.name.is_none() {
            return Err(damaged("the name is missing".into()));
        }
        match &row.applied_on {
            None => return Err(damaged("applied_on is missing".into())),
            Some(t) if OffsetDateTime::parse(t, &Rfc3339).is_err() => {
                return Err(damaged(format!(
                    "applied_on `{t}` is not an RFC 3339 time (such as 2026-01-31T12:00:00Z)"
                )));
            }
            Some(_) => {}
        }
        match &row.checksum {
            Some(c) if c.parse::<u64>().is_ok() => {}
            Some(c) => return Err(damaged(format!("the checksum `{c}` is not a number"))),
            None => return Err(damaged("the checksum is missing".into())),
        }
    }
    Ok(())
}

/// The history rows of an SQLite database that has the table.
pub fn sqlite_rows(conn: &rusqlite::Connection) -> Result<Vec<HistoryRow>> {
    use rusqlite::types::ValueRef;
    let text = |v: ValueRef<'_>| match v {
        ValueRef::Text(t) => std::str::from_utf8(t).ok().map(str::to_string),
        _ => None,
    };
    let shown = |v: ValueRef<'_>| match v {
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
        ValueRef::Real(r) => r.to_string(),
        ValueRef::Null => "NULL".into(),
        ValueRef::Blob(_) => "(a blob)".into(),
    };
    let mut stmt =
        conn.prepare("SELECT version, name, applied_on, checksum FROM refinery_schema_history ORDER BY rowid")?;
    let rows = stmt.query_map([], |r| {
        let version = match r.get_ref("version")? {
            // refinery reads the version as an integer: text is damage.
            ValueRef::Integer(i) => i.to_string(),
            other => format!("{} (not a number)", shown(other)),
        };
        Ok(HistoryRow {
            version,
            name: text(r.get_ref("name")?),
            applied_on: text(r.get_ref("applied_on")?),
            checksum: text(r.get_ref("checksum")?),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The history rows of a PostgreSQL database (none without the table).
pub fn postgres_rows(client: &mut postgres::Client) -> Result<Vec<HistoryRow>> {
    let exists: bool = client
        .query_one(
            "SELECT to_regclass('refinery_schema_history') IS NOT NULL AS found",
            &[],
        )?
        .try_get("found")?;
    if !exists {
        return Ok(Vec::new());
    }
    let rows = client.query(
        "SELECT version::text AS version, name::text AS name, applied_on::text AS applied_on,
                checksum::text AS checksum
         FROM refinery_schema_history ORDER BY 1",
        &[],
    )?;
    rows.iter()
        .map(|r| {
            Ok(HistoryRow {
                version: r
                    .try_get::<_, Option<String>>("version")?
                    .unwrap_or_else(|| "NULL".into()),
                name: r.try_get("name")?,
                applied_on: r.try_get("applied_on")?,
                checksum: r.try_get("checksum")?,
            })
        })
        .collect()
}

/// Runs refinery, turning a panic inside it (a history damaged in a way
/// [`check`] does not foresee) into a refusal rather than a crash.
pub fn unpanicked<T>(run: impl FnOnce() -> Result<T>) -> Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(StoreError::MigrationHistory {
            version: "?".into(),
            what: format!("refinery could not read it ({what})"),
        })
    })
}
