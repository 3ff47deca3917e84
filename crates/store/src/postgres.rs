//! PostgreSQL through the `postgres` crate and an r2d2 pool: the backend
//! for several bot processes on one database.
//!
//! The store's statements are SQLite's and PostgreSQL's common SQL with
//! `?N` parameters; here they become `$N`, and [`Value`]s are converted to
//! whatever type the server expects for each parameter (so `true` binds
//! to a `BIGINT` column as 1, as it does in SQLite).
//!
//! The `postgres` client blocks on a runtime of its own, which tokio
//! forbids inside one of its threads; every call from inside a tokio
//! runtime therefore runs on a short-lived plain thread ([`off_runtime`]).

mod pool;

pub use pool::{Conn, ConnectError, Pool};

use super::sql::{Columns, Db, Dialect, Row, Value};
use super::{Result, StoreError};
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use std::error::Error;

/// What went wrong, in the server's words where it gave any: the
/// `postgres` crate's own text is only "db error" or "error connecting to
/// server", which tells an operator nothing (a missing database and a
/// wrong password read the same).
pub fn reason(e: &postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        let mut text = format!("{} (SQLSTATE {})", db.message(), db.code().code());
        if let Some(detail) = db.detail() {
            text.push_str(&format!("; {detail}"));
        }
        return text;
    }
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(&format!(": {s}"));
        source = s.source();
    }
    text
}

/// Runs `f` where the `postgres` client may block: here, or on a plain
/// thread when this one belongs to a tokio runtime.
pub fn off_runtime<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|s| match s.spawn(f).join() {
        Ok(v) => v,
        Err(panic) => std::panic::resume_unwind(panic),
    })
}

/// Runs `attempt` again (a few times) when PostgreSQL ends it for a
/// deadlock or a serialization failure between processes: nothing of the
/// failed attempt was committed.
pub fn retrying<T>(mut attempt: impl FnMut() -> Result<T>) -> Result<T> {
    let mut left = 4;
    loop {
        match attempt() {
            Err(StoreError::Postgres(e)) if left > 0 && is_transient(&e) => left -= 1,
            other => return other,
        }
    }
}

fn is_transient(e: &postgres::Error) -> bool {
    use postgres::error::SqlState;
    matches!(e.code(), Some(c) if *c == SqlState::T_R_DEADLOCK_DETECTED || *c == SqlState::T_R_SERIALIZATION_FAILURE)
}

/// A transaction on PostgreSQL.
pub struct PgDb<'a, 'b>(pub &'a mut postgres::Transaction<'b>);

impl Db for PgDb<'_, '_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        let params: Vec<&(dyn ToSql + Sync)> = args.iter().map(|a| a as &(dyn ToSql + Sync)).collect();
        Ok(self.0.execute(dollar_params(sql).as_str(), &params)? as usize)
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        let params: Vec<&(dyn ToSql + Sync)> = args.iter().map(|a| a as &(dyn ToSql + Sync)).collect();
        let rows = self.0.query(dollar_params(sql).as_str(), &params)?;
        let Some(first) = rows.first() else {
            return Ok(Vec::new());
        };
        let columns: Columns = first.columns().iter().map(|c| c.name().to_string()).collect();
        rows.iter().map(|row| read_row(&columns, row)).collect()
    }

    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }
}

/// A row's values, by the type of each column (named `columns`).
fn read_row(columns: &Columns, row: &postgres::Row) -> Result<Row> {
    let mut values = Vec::with_capacity(row.len());
    for (i, column) in row.columns().iter().enumerate() {
        let ty = column.type_();
        let value = if *ty == Type::INT8 {
            row.try_get::<_, Option<i64>>(i)?.map(Value::Int)
        } else if *ty == Type::INT4 {
            row.try_get::<_, Option<i32>>(i)?.map(|v| Value::Int(v.into()))
        } else if *ty == Type::INT2 {
            row.try_get::<_, Option<i16>>(i)?.map(|v| Value::Int(v.into()))
        } else if *ty == Type::BOOL {
            row.try_get::<_, Option<bool>>(i)?.map(|v| Value::Int(v.into()))
        } else if *ty == Type::FLOAT8 {
            row.try_get::<_, Option<f64>>(i)?.map(Value::Real)
        } else if *ty == Type::FLOAT4 {
            row.try_get::<_, Option<f32>>(i)?.map(|v| Value::Real(v.into()))
        } else {
            row.try_get::<_, Option<String>>(i)?.map(Value::Text)
        };
        values.push(value.unwrap_or(Value::Null));
    }
    Ok(Row::new(columns.clone(), values))
}

impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut bytes::BytesMut,
    ) -> std::result::Result<IsNull, Box<dyn Error + Sync + Send>> {
        // Each value goes only where it keeps its meaning: the bytes of a
        // float or of a text written into an integer's slot would be read
        // back as another number (issue 56: `db copy` stored a REAL
        // 1795834748.5 as 4745319084862734336), so those are errors.
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(i) if *ty == Type::INT8 => i.to_sql(ty, out),
            Value::Int(i) if *ty == Type::INT4 => i32::try_from(*i)?.to_sql(ty, out),
            Value::Int(i) if *ty == Type::INT2 => i16::try_from(*i)?.to_sql(ty, out),
            Value::Int(i) if *ty == Type::BOOL => (*i != 0).to_sql(ty, out),
            Value::Int(i) if *ty == Type::FLOAT8 => (*i as f64).to_sql(ty, out),
            Value::Int(i) if *ty == Type::TEXT || *ty == Type::VARCHAR => i.to_string().to_sql(ty, out),
            Value::Real(r) if *ty == Type::FLOAT8 => r.to_sql(ty, out),
            Value::Real(r) if *ty == Type::FLOAT4 => (*r as f32).to_sql(ty, out),
            Value::Text(t) if <&str as ToSql>::accepts(ty) => t.as_str().to_sql(ty, out),
            Value::Bytes(b) if *ty == Type::BYTEA => b.as_slice().to_sql(ty, out),
            other => Err(format!("{} cannot be stored in a column of type {ty}", other.described()).into()),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// `sql` with SQLite's numbered parameters `?N` written as PostgreSQL's
/// `$N` (outside quoted text).
pub fn dollar_params(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quoted = false;
    for c in sql.chars() {
        match c {
            '\'' => quoted = !quoted,
            '?' if !quoted => {
                out.push('$');
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

impl StoreError {
    /// Whether the database refused a row because a unique index already
    /// holds its key (a second open game in a channel, say).
    pub fn is_unique_violation(&self) -> bool {
        match self {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
                e.code == rusqlite::ErrorCode::ConstraintViolation
            }
            StoreError::Postgres(e) => e.code() == Some(&postgres::error::SqlState::UNIQUE_VIOLATION),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_the_postgres_way_outside_quotes() {
        assert_eq!(
            dollar_params("SELECT a FROM t WHERE b = ?1 AND c = '?' AND d IN (?2, ?10)"),
            "SELECT a FROM t WHERE b = $1 AND c = '?' AND d IN ($2, $10)"
        );
    }
}
