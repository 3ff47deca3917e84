//! The copy between databases against the schema: every table and column
//! named, every sequence moved. The copy of a database the bot filled is
//! tested in the bot's tests (tests/all/store_copy.rs).

use super::*;
use crate::migrations::FILES;
use crate::sql::args;
use crate::testing::schema_tables;
use std::collections::BTreeSet;

/// The columns of `table` in `store`, in their order.
fn schema_columns(store: &Store, table: &str) -> Vec<String> {
    let sql = match store.dialect() {
        Dialect::Sqlite => "SELECT name FROM pragma_table_info(?1) ORDER BY cid",
        Dialect::Postgres => {
            "SELECT column_name::text AS name FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ?1 ORDER BY ordinal_position"
        }
    };
    let rows = store.read(|db| db.query(sql, args![table])).unwrap();
    rows.iter().map(|r| r.get::<String>("name").unwrap()).collect()
}

#[test]
fn the_copy_names_every_table_and_column_of_the_schema() {
    let store = Store::scratch().unwrap();
    let named: BTreeSet<String> = TABLES.iter().map(|t| t.name.to_string()).collect();
    assert_eq!(named.len(), TABLES.len(), "a table is named twice");
    assert_eq!(
        schema_tables(&store),
        named,
        "a migration made a table the copy does not name (add it to TABLES)"
    );
    for table in TABLES {
        assert_eq!(schema_columns(&store, table.name), table.columns, "{}", table.name);
    }
}

/// Every `(table, column)` a PostgreSQL sequence numbers, from the migrations.
fn serial_columns() -> BTreeSet<(String, String)> {
    let mut serials = BTreeSet::new();
    let mut table = String::new();
    for m in FILES {
        for line in m.postgres.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let ["CREATE", "TABLE", name, ..] = words[..] {
                table = name.to_string();
            }
            if line.contains("BIGSERIAL") {
                serials.insert((table.clone(), words[0].to_string()));
            }
        }
    }
    serials
}

#[test]
fn every_sequence_of_the_schema_is_moved_past_the_copied_keys() {
    let listed: BTreeSet<(String, String)> = TABLES
        .iter()
        .filter_map(|t| t.serial.map(|c| (t.name.to_string(), c.to_string())))
        .collect();
    assert_eq!(listed, serial_columns());
    assert_eq!(listed.len(), 3);
}
