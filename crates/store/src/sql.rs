//! The one seam between the store's logic and a database: statements go
//! out as text with numbered parameters (`?1`, `?2`, ...) and typed
//! [`Value`]s, and rows come back as [`Row`]s of values read by the name
//! of their column (as selected: write `COUNT(*) AS n`, since the backends
//! name an expression differently). The store's queries are written once,
//! in the SQL both SQLite and PostgreSQL speak; each backend ([`SqliteDb`]
//! here, `postgres::PgDb`) only moves values and names.
//!
//! Columns are plain: integers (`BIGINT` on PostgreSQL, so Discord's
//! 64-bit ids fit; booleans are 0 and 1), floating point, text (JSON as
//! text). That keeps every row readable the same way on both.

use super::{Result, StoreError};

/// One value bound to a parameter or read from a column.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    /// What SQLite holds as a BLOB, or as text that is not UTF-8: the
    /// store never writes one, so it is damage, read as such (never as
    /// text with U+FFFD in place of its bytes).
    Bytes(Vec<u8>),
}

impl Value {
    /// The value in words, for an error that names it.
    pub fn described(&self) -> String {
        match self {
            Value::Null => "NULL".into(),
            Value::Int(i) => format!("the integer {i}"),
            Value::Real(r) => format!("the real number {r}"),
            Value::Text(t) if t.chars().count() > 40 => {
                format!("the text \"{}...\"", t.chars().take(40).collect::<String>())
            }
            Value::Text(t) => format!("the text {t:?}"),
            Value::Bytes(b) => match std::str::from_utf8(b) {
                Ok(_) => format!("a BLOB of {} bytes", b.len()),
                Err(e) => format!(
                    "{} bytes that are not valid UTF-8 text (the first bad byte is at {})",
                    b.len(),
                    e.valid_up_to()
                ),
            },
        }
    }
}

/// Which SQL a [`Db`] speaks, for the few statements that differ (row
/// locks, the plan of a query).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

/// A connection inside a transaction (or, for reads, a consistent view).
pub trait Db {
    /// Runs a statement; returns how many rows it changed.
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize>;
    /// Runs a query; returns every row.
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>>;
    fn dialect(&self) -> Dialect;
}

impl dyn Db + '_ {
    /// The first row, if any.
    pub fn first(&mut self, sql: &str, args: &[Value]) -> Result<Option<Row>> {
        Ok(self.query(sql, args)?.into_iter().next())
    }

    /// The first row of a query that always returns one (`COUNT(*)`, an
    /// `INSERT ... RETURNING`).
    pub fn one(&mut self, sql: &str, args: &[Value]) -> Result<Row> {
        self.first(sql, args)?.ok_or(StoreError::NoRow)
    }
}

/// The names of a query's columns, as it selected them (an alias, or the
/// column's own name): shared by every row of that query.
pub type Columns = std::sync::Arc<[String]>;

/// A row of values, read by the name of its column.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    columns: Columns,
    values: Vec<Value>,
}

impl Row {
    /// A row of a query that selected `columns` (one value each).
    pub fn new(columns: Columns, values: Vec<Value>) -> Row {
        debug_assert_eq!(columns.len(), values.len());
        Row { columns, values }
    }

    /// The column `name` as a `T`. A name the query did not select is an
    /// error (a mistake in the store's SQL, caught by its tests), never a
    /// NULL read in its place.
    pub fn get<T: FromValue>(&self, name: &str) -> Result<T> {
        // SQL names are case-insensitive, and PostgreSQL folds them to
        // lower case where SQLite keeps them as written.
        let Some(at) = self.columns.iter().position(|c| c.eq_ignore_ascii_case(name)) else {
            return Err(StoreError::NoColumn {
                column: name.to_string(),
                selected: self.columns.join(", "),
            });
        };
        let value = &self.values[at];
        T::from_value(value).ok_or_else(|| StoreError::Type {
            column: name.to_string(),
            wanted: std::any::type_name::<T>(),
            found: format!("{value:?}"),
        })
    }

    /// Every value in the order selected (a copy moves whole rows).
    pub fn values(&self) -> &[Value] {
        &self.values
    }
}

/// A Rust value bound as a parameter.
pub trait ToValue {
    fn to_value(&self) -> Value;
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value {
        self.as_ref().map_or(Value::Null, ToValue::to_value)
    }
}

impl ToValue for str {
    fn to_value(&self) -> Value {
        Value::Text(self.to_string())
    }
}

impl ToValue for String {
    fn to_value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl ToValue for bool {
    fn to_value(&self) -> Value {
        Value::Int(i64::from(*self))
    }
}

impl ToValue for f64 {
    fn to_value(&self) -> Value {
        Value::Real(*self)
    }
}

impl ToValue for Value {
    fn to_value(&self) -> Value {
        self.clone()
    }
}

/// Integers: Discord ids (`u64`) are stored as the `i64` with the same
/// bits, as they always were in SQLite.
macro_rules! int_values {
    ($($t:ty),*) => {$(
        impl ToValue for $t {
            fn to_value(&self) -> Value {
                Value::Int(*self as i64)
            }
        }
        impl FromValue for $t {
            fn from_value(v: &Value) -> Option<$t> {
                match v {
                    Value::Int(i) => Some(*i as $t),
                    _ => None,
                }
            }
        }
    )*};
}

/// A column read as a Rust value; `None`: the column holds something else.
pub trait FromValue: Sized {
    fn from_value(v: &Value) -> Option<Self>;
}

int_values!(i64, i32, u32, u64, usize);

impl FromValue for bool {
    fn from_value(v: &Value) -> Option<bool> {
        match v {
            Value::Int(i) => Some(*i != 0),
            _ => None,
        }
    }
}

impl FromValue for f64 {
    fn from_value(v: &Value) -> Option<f64> {
        match v {
            Value::Real(r) => Some(*r),
            Value::Int(i) => Some(*i as f64),
            _ => None,
        }
    }
}

impl FromValue for String {
    fn from_value(v: &Value) -> Option<String> {
        match v {
            Value::Text(t) => Some(t.clone()),
            _ => None,
        }
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: &Value) -> Option<Option<T>> {
        match v {
            Value::Null => Some(None),
            other => T::from_value(other).map(Some),
        }
    }
}

/// The parameters of a statement: `args![game.id, name, ...]`.
macro_rules! args {
    ($($x:expr),* $(,)?) => {
        &[$($crate::sql::ToValue::to_value(&$x)),*][..]
    };
}
pub(crate) use args;

/// SQLite through rusqlite: a connection (or a transaction, which
/// dereferences to one), with its statements cached.
pub struct SqliteDb<'a>(pub &'a rusqlite::Connection);

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(i) => ValueRef::Integer(*i),
            Value::Real(r) => ValueRef::Real(*r),
            Value::Text(t) => ValueRef::Text(t.as_bytes()),
            Value::Bytes(b) => ValueRef::Blob(b),
        }))
    }
}

fn sqlite_value(v: rusqlite::types::ValueRef<'_>) -> Value {
    use rusqlite::types::ValueRef;
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Int(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(t) => match std::str::from_utf8(t) {
            Ok(text) => Value::Text(text.to_string()),
            Err(_) => Value::Bytes(t.to_vec()),
        },
        ValueRef::Blob(b) => Value::Bytes(b.to_vec()),
    }
}

impl Db for SqliteDb<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        let mut stmt = self.0.prepare_cached(sql)?;
        Ok(stmt.execute(rusqlite::params_from_iter(args))?)
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        let mut stmt = self.0.prepare_cached(sql)?;
        let columns: Columns = stmt.column_names().into_iter().map(str::to_string).collect();
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let values = (0..columns.len())
                .map(|i| r.get_ref(i).map(sqlite_value))
                .collect::<rusqlite::Result<Vec<_>>>()?;
            out.push(Row::new(columns.clone(), values));
        }
        Ok(out)
    }

    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_through_sqlite() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut db = SqliteDb(&conn);
        let db: &mut dyn Db = &mut db;
        db.execute("CREATE TABLE t (a INTEGER, b TEXT, c REAL, d INTEGER)", &[])
            .unwrap();
        let big: u64 = u64::MAX - 5;
        let none: Option<String> = None;
        db.execute("INSERT INTO t VALUES (?1, ?2, ?3, ?4)", args![big, none, 1.5, true])
            .unwrap();
        let row = db.one("SELECT a, b, c, d FROM t", &[]).unwrap();
        assert_eq!(row.get::<u64>("a").unwrap(), big);
        assert_eq!(row.get::<Option<String>>("b").unwrap(), None);
        assert_eq!(row.get::<f64>("c").unwrap(), 1.5);
        assert!(row.get::<bool>("d").unwrap());
        assert!(matches!(row.get::<String>("a"), Err(StoreError::Type { column, .. }) if column == "a"));
    }

    /// Issue 56: text that is not UTF-8 was read with U+FFFD in place of
    /// its bytes (and copied so); it is its own value now, which no
    /// column of the store reads as text.
    #[test]
    fn text_that_is_not_utf8_is_read_as_bytes_not_replaced() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (a TEXT); INSERT INTO t VALUES (CAST(X'66FF6F' AS TEXT)), (X'00');")
            .unwrap();
        let mut db = SqliteDb(&conn);
        let db: &mut dyn Db = &mut db;
        let rows = db.query("SELECT a FROM t ORDER BY rowid", &[]).unwrap();
        assert_eq!(rows[0].values(), [Value::Bytes(vec![0x66, 0xff, 0x6f])]);
        assert_eq!(rows[1].values(), [Value::Bytes(vec![0])]);
        assert!(matches!(rows[0].get::<String>("a"), Err(StoreError::Type { .. })));
    }

    /// Issue 51: rows are read by the name of their column; a name the
    /// query did not select is an error naming what it did select, not a
    /// panic and not a NULL read in its place.
    #[test]
    /// (Both backends, through [`crate::Store::scratch`].)
    fn a_column_the_query_did_not_select_is_an_error() {
        let store = crate::Store::scratch().unwrap();
        let row = store
            .read(|db| db.one("SELECT 7 AS seven, NULL AS absent", &[]))
            .unwrap();
        assert_eq!(row.get::<i64>("seven").unwrap(), 7);
        assert_eq!(row.get::<i64>("SEVEN").unwrap(), 7, "SQL names ignore case");
        assert_eq!(row.get::<Option<i64>>("absent").unwrap(), None);
        let error = row.get::<Option<i64>>("eight").unwrap_err();
        assert!(
            matches!(&error, StoreError::NoColumn { column, selected } if column == "eight" && selected == "seven, absent"),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            "the query selected no column `eight` (it selected seven, absent)"
        );
    }

    #[test]
    fn the_rows_of_one_query_share_their_column_names() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut db = SqliteDb(&conn);
        let db: &mut dyn Db = &mut db;
        let rows = db.query("SELECT 1 AS a UNION ALL SELECT 2", &[]).unwrap();
        assert!(std::sync::Arc::ptr_eq(&rows[0].columns, &rows[1].columns));
        assert_eq!(rows[1].get::<i64>("a").unwrap(), 2);
    }
}
