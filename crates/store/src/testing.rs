//! Hooks for tests (this crate's, and the bot's with the `testing`
//! feature): statements run by hand, bypassing the store's checks (tests
//! that damage rows), every row of the schema, and a copy with a changed
//! list of tables. Not in the product's build.

use super::copy::copy_tables;
use super::sql::{Db, Value};
use super::tables::{TABLES, Table};
use super::{CopyReport, Dialect, Result, Store};
use std::collections::BTreeSet;

impl Store {
    /// Runs a statement by hand.
    pub fn exec(&self, sql: &str) {
        self.exec_with(sql, &[]);
    }

    pub fn exec_with(&self, sql: &str, args: &[Value]) {
        self.write(|db| db.execute(sql, args)).unwrap();
    }

    /// Runs statements separated by `;` (none may contain one).
    pub fn exec_batch(&self, sql: &str) {
        for statement in sql.split(';').filter(|s| !s.trim().is_empty()) {
            self.exec(statement);
        }
    }

    /// The integer a query returns as its column `n` (a count).
    pub fn int(&self, sql: &str) -> i64 {
        self.read(|db| db.one(sql, &[])?.get("n")).unwrap()
    }
}

/// The tables the schema of `store` has (the migration history aside).
pub fn schema_tables(store: &Store) -> BTreeSet<String> {
    let sql = match store.dialect() {
        Dialect::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        Dialect::Postgres => {
            "SELECT table_name::text AS name FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        }
    };
    let rows = store.read(|db| db.query(sql, &[])).unwrap();
    rows.iter()
        .map(|r| r.get::<String>("name").unwrap())
        .filter(|t| t != "refinery_schema_history")
        .collect()
}

/// Every row of every table of `store`'s schema, each written out, sorted
/// (the two backends order text keys by different collations).
pub fn dump(store: &Store) -> Vec<(String, Vec<String>)> {
    let tables = schema_tables(store);
    store
        .read(|db: &mut dyn Db| {
            let mut out = Vec::new();
            for table in &tables {
                let rows = db.query(&format!("SELECT * FROM {table}"), &[])?;
                let mut rows: Vec<String> = rows.iter().map(|r| format!("{r:?}")).collect();
                rows.sort();
                out.push((table.clone(), rows));
            }
            Ok(out)
        })
        .unwrap()
}

/// The names of the tables a copy moves, in its order.
pub fn copied_tables() -> Vec<&'static str> {
    TABLES.iter().map(|t| t.name).collect()
}

/// [`Store::copy_into`] moving only `tables` (names from
/// [`copied_tables`]), in that order.
pub fn copy_only(from: &Store, to: &Store, tables: &[&str]) -> Result<CopyReport> {
    let chosen: Vec<Table> = tables
        .iter()
        .map(|name| *TABLES.iter().find(|t| t.name == *name).expect("a copied table"))
        .collect();
    copy_tables(from, to, &chosen, None)
}

/// Whether the copy starts `table` empty, the migrations seeding none of
/// its rows.
pub fn starts_empty(table: &str) -> bool {
    TABLES.iter().any(|t| t.name == table && !t.seeded)
}
