//! Every value a copy is about to write, checked against the type of its
//! column in the target before anything is written: SQLite keeps whatever
//! it is given (a REAL in an INTEGER column, text that is not UTF-8), and
//! such a value would otherwise arrive altered or as another type.

use super::Table;
use crate::sql::{Db, Dialect, Row, Value, args};
use crate::{Result, StoreError};

/// The kind of value a column was declared to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Int,
    Real,
    Text,
    /// A type the copy does not know (none of the store's): not checked.
    Other,
}

impl Kind {
    /// From a declared type: SQLite's as the migrations write it
    /// (`INTEGER`, `REAL`, `TEXT`), PostgreSQL's as it reports it
    /// (`bigint`, `double precision`, `text`).
    fn of(declared: &str) -> Kind {
        let t = declared.to_ascii_uppercase();
        if t.contains("INT") {
            Kind::Int
        } else if t.contains("REAL") || t.contains("DOUBLE") || t.contains("FLOA") {
            Kind::Real
        } else if t.contains("TEXT") || t.contains("CHAR") {
            Kind::Text
        } else {
            Kind::Other
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Int => "integers",
            Kind::Real => "real numbers",
            Kind::Text => "text",
            Kind::Other => "values",
        }
    }

    /// Whether `value` can be written into such a column unaltered.
    fn takes(self, value: &Value) -> bool {
        match (self, value) {
            (_, Value::Null) | (Kind::Other, _) => true,
            (_, Value::Bytes(_)) => false,
            (Kind::Int, Value::Int(_)) | (Kind::Real, Value::Real(_)) | (Kind::Text, Value::Text(_)) => true,
            // An integer is a real number, within the 53 bits a double
            // holds exactly.
            (Kind::Real, Value::Int(i)) => i.unsigned_abs() <= 1 << 53,
            _ => false,
        }
    }
}

/// The kinds of `table`'s columns in `db`, in the copy's column order.
pub fn column_kinds(db: &mut dyn Db, table: &Table) -> Result<Vec<Kind>> {
    let sql = match db.dialect() {
        Dialect::Sqlite => "SELECT name, type AS declared FROM pragma_table_info(?1)",
        Dialect::Postgres => {
            "SELECT column_name::text AS name, data_type::text AS declared FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ?1"
        }
    };
    let declared: Vec<(String, String)> = db
        .query(sql, args![table.name])?
        .iter()
        .map(|r| Ok((r.get("name")?, r.get("declared")?)))
        .collect::<Result<_>>()?;
    Ok(table
        .columns
        .iter()
        .map(|c| {
            declared
                .iter()
                .find(|(name, _)| name == c)
                .map_or(Kind::Other, |(_, t)| Kind::of(t))
        })
        .collect())
}

/// Refuses the first value of `rows` its column cannot take, naming the
/// table, the row (by its key) and the column.
pub fn check_rows(table: &Table, kinds: &[Kind], rows: &[Row]) -> Result<()> {
    let columns = table.columns;
    for row in rows {
        for ((value, kind), column) in row.values().iter().zip(kinds).zip(columns) {
            if !kind.takes(value) {
                return Err(StoreError::CopyValue {
                    table: table.name,
                    row: row_key(table, columns, row),
                    column: column.to_string(),
                    what: format!("{}, where the column holds {}", value.described(), kind.name()),
                });
            }
        }
    }
    Ok(())
}

/// The row's key as `column = value`, joined: how an operator finds it.
fn row_key(table: &Table, columns: &[&str], row: &Row) -> String {
    let key: Vec<&str> = table.key.split(',').map(str::trim).collect();
    key.iter()
        .filter_map(|k| {
            let at = columns.iter().position(|c| c == k)?;
            let shown = match row.values().get(at)? {
                Value::Int(i) => i.to_string(),
                Value::Text(t) => format!("'{t}'"),
                other => other.described(),
            };
            Some(format!("{k} = {shown}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declared_types_of_both_backends_are_read() {
        assert_eq!(Kind::of("INTEGER"), Kind::Int);
        assert_eq!(Kind::of("bigint"), Kind::Int);
        assert_eq!(Kind::of("REAL"), Kind::Real);
        assert_eq!(Kind::of("double precision"), Kind::Real);
        assert_eq!(Kind::of("TEXT"), Kind::Text);
        assert_eq!(Kind::of("character varying"), Kind::Text);
    }

    #[test]
    fn only_values_of_the_column_kind_are_taken() {
        assert!(Kind::Int.takes(&Value::Int(3)));
        assert!(!Kind::Int.takes(&Value::Real(1_795_834_748.5)));
        assert!(!Kind::Int.takes(&Value::Text("12345678".into())));
        assert!(Kind::Real.takes(&Value::Int(2)));
        assert!(!Kind::Real.takes(&Value::Int(i64::MAX)));
        assert!(!Kind::Text.takes(&Value::Int(1)));
        assert!(!Kind::Text.takes(&Value::Bytes(vec![0xff])));
        assert!(Kind::Text.takes(&Value::Null));
    }
}
