//! `db copy`: every row of one store written into another, empty one, ids
//! and all: how a bot moves from SQLite to PostgreSQL (or back).
//!
//! The whole copy is one transaction of the target: every value checked
//! against its column first ([`values`]), then the rows written, then
//! (for [`Store::copy_into_checked`]) every copied game replayed from the
//! target's own rows. Any failure rolls it all back, so the target is
//! never left half-filled or filled but unchecked, and the same copy can
//! simply be run again.
//!
//! Rows go through the [`Db`] seam as plain values, so the copy knows no
//! table's meaning: [`TABLES`] (in `tables.rs`) names every table and
//! column the migrations make (a test fails when a migration adds one this list does not name,
//! so a new table cannot be left behind silently). The source is read in
//! one consistent view and the target written in one transaction: a copy
//! that fails half-way leaves the target as empty as it was.

mod values;

use super::sql::{Db, Dialect, Row, Value};
use super::tables::{TABLES, Table};
use super::{ActionRow, GameRow, Result, Store, StoreError};

/// How a copied game is checked inside the copy's transaction: `Err` says
/// why its log does not lead to its stored position.
pub type GameCheck<'a> = &'a (dyn Fn(&GameRow, &[ActionRow]) -> std::result::Result<(), String> + Sync);

/// Parameters per `INSERT`: SQLite's historical limit (999), far below
/// PostgreSQL's, and enough rows per statement to spare most round trips.
const PARAMETERS_PER_INSERT: usize = 999;

/// How many rows each table received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyReport {
    /// Every table of [`TABLES`], in that order, with its row count.
    pub tables: Vec<(&'static str, usize)>,
    /// The started games replayed to their stored positions (0 when the
    /// copy checked none).
    pub replayed: usize,
}

impl CopyReport {
    /// The rows copied into `table` (`None`: no such table).
    pub fn rows(&self, table: &str) -> Option<usize> {
        self.tables.iter().find(|(t, _)| *t == table).map(|&(_, n)| n)
    }
}

impl Store {
    /// Copies every row of this store into `to`, which must hold no data
    /// yet (refused with [`StoreError::NotEmpty`] otherwise, changing
    /// nothing). Ids are kept; on PostgreSQL the sequences are moved past
    /// them. Checks nothing about the games themselves: see
    /// `service::replay::check_store` for that.
    pub fn copy_into(&self, to: &Store) -> Result<CopyReport> {
        copy_tables(self, to, TABLES, None)
    }

    /// [`Store::copy_into`], then every started game of the target checked
    /// by `check` in the same transaction: one that fails rolls the whole
    /// copy back ([`StoreError::CopyReplay`]).
    pub fn copy_into_checked(&self, to: &Store, check: GameCheck) -> Result<CopyReport> {
        copy_tables(self, to, TABLES, Some(check))
    }

    /// Every row of every table, read in one consistent view.
    fn read_tables(&self, tables: &[Table]) -> Result<Vec<Vec<Row>>> {
        let read = |db: &mut dyn Db| -> Result<Vec<Vec<Row>>> { tables.iter().map(|t| read_rows(db, t)).collect() };
        match self.dialect() {
            // SQLite's `read` runs outside a transaction: taking the write
            // lock keeps a bot still running on the file from changing rows
            // between two tables (nothing is written).
            Dialect::Sqlite => self.write(read),
            // A repeatable-read, read-only transaction: one snapshot.
            Dialect::Postgres => self.read(read),
        }
    }
}

/// [`Store::copy_into`] for the tables given (the tests leave one out to
/// see that the comparison notices).
pub(crate) fn copy_tables(from: &Store, to: &Store, tables: &[Table], check: Option<GameCheck>) -> Result<CopyReport> {
    let rows = from.read_tables(tables)?;
    let replayed = to.write(|db| {
        refuse_unless_empty(db, tables)?;
        for (table, rows) in tables.iter().zip(&rows) {
            let kinds = values::column_kinds(db, table)?;
            values::check_rows(table, &kinds, rows)?;
        }
        for (table, rows) in tables.iter().zip(&rows) {
            insert_rows(db, table, rows).map_err(|e| StoreError::Copy {
                table: table.name,
                source: Box::new(e),
            })?;
        }
        if db.dialect() == Dialect::Postgres {
            move_sequences(db, tables)?;
        }
        check.map_or(Ok(0), |check| replay_copied(db, check))
    })?;
    let tables = tables.iter().zip(&rows).map(|(t, r)| (t.name, r.len())).collect();
    Ok(CopyReport { tables, replayed })
}

/// Checks every started game as the target's transaction now holds it;
/// returns how many passed, or fails with every one that did not.
fn replay_copied(db: &mut dyn Db, check: GameCheck) -> Result<usize> {
    let ids: Vec<i64> = db
        .query("SELECT id FROM games WHERE snapshot IS NOT NULL ORDER BY id", &[])?
        .iter()
        .map(|r| r.get("id"))
        .collect::<Result<_>>()?;
    let mut failed = Vec::new();
    for &id in &ids {
        let verdict = match super::game_by_id(db, id) {
            Ok(Some(game)) => check(&game, &super::actions_of(db, id)?),
            Ok(None) => Err("the game is not in the database".into()),
            Err(e @ StoreError::Corrupt { .. }) => Err(e.to_string()),
            Err(e) => return Err(e),
        };
        if let Err(why) = verdict {
            failed.push((id, why));
        }
    }
    if failed.is_empty() {
        Ok(ids.len())
    } else {
        Err(StoreError::CopyReplay { failed })
    }
}

fn read_rows(db: &mut dyn Db, table: &Table) -> Result<Vec<Row>> {
    let sql = format!("{} ORDER BY {}", table.select(), table.key);
    db.query(&sql, &[])
}

/// Refuses a target that holds any row (but a migration's own): copied
/// ids would collide with its rows, or mix two bots' histories.
fn refuse_unless_empty(db: &mut dyn Db, tables: &[Table]) -> Result<()> {
    for table in tables.iter().filter(|t| !t.seeded) {
        let sql = format!("SELECT 1 FROM {} LIMIT 1", table.name);
        if db.first(&sql, &[])?.is_some() {
            return Err(StoreError::NotEmpty { table: table.name });
        }
    }
    Ok(())
}

/// Inserts `rows` into `table`, many rows per statement.
fn insert_rows(db: &mut dyn Db, table: &Table, rows: &[Row]) -> Result<()> {
    if table.seeded {
        db.execute(&format!("DELETE FROM {}", table.name), &[])?;
    }
    let width = table.columns.len();
    let per_statement = (PARAMETERS_PER_INSERT / width).max(1);
    for batch in rows.chunks(per_statement) {
        let tuples: Vec<String> = (0..batch.len())
            .map(|r| {
                let numbers: Vec<String> = (1..=width).map(|c| format!("?{}", r * width + c)).collect();
                format!("({})", numbers.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO {} ({}) VALUES {}",
            table.name,
            table.list(),
            tuples.join(", ")
        );
        let args: Vec<Value> = batch.iter().flat_map(|row| row.values().iter().cloned()).collect();
        db.execute(&sql, &args)?;
    }
    Ok(())
}

/// Moves each PostgreSQL sequence past the largest copied value: rows
/// inserted with explicit keys leave it where it was, and the next new
/// game would take id 1 again.
fn move_sequences(db: &mut dyn Db, tables: &[Table]) -> Result<()> {
    for table in tables {
        if let Some(column) = table.serial {
            let sql = format!(
                "SELECT setval(pg_get_serial_sequence('{t}', '{column}'), COALESCE(MAX({column}), 0) + 1, false) FROM {t}",
                t = table.name
            );
            db.query(&sql, &[])?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
