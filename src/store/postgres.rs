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

use super::sql::{Db, Dialect, Row, Value};
use super::{Result, StoreError};
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use postgres::{Config, NoTls};
use r2d2_postgres::PostgresConnectionManager;
use std::error::Error;
use std::time::Duration;

type Manager = PostgresConnectionManager<NoTls>;
pub type Conn = r2d2::PooledConnection<Manager>;

/// Connections to one database (and schema).
pub struct Pool {
    pool: r2d2::Pool<Manager>,
    /// A throwaway schema this pool made for itself, dropped with it.
    scratch: Option<(Config, String)>,
}

/// How many connections one bot process keeps at most: the service runs
/// store calls on tokio's blocking threads, a few at a time.
const POOL_SIZE: u32 = 8;

impl Pool {
    /// A pool for the database at `url` (`postgres://user@host/db`).
    pub fn connect(url: &str) -> Result<Pool> {
        let config: Config = url.parse()?;
        Pool::with_config(config, None)
    }

    /// A pool for a new, empty schema of the database at `url`: a store of
    /// its own for a test, dropped with the pool.
    pub fn scratch(url: &str) -> Result<Pool> {
        static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let base: Config = url.parse()?;
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let schema = format!("scratch_{}_{}_{}", std::process::id(), n, rand::random::<u32>());
        off_runtime(|| -> Result<()> {
            let mut client = base.connect(NoTls)?;
            client.batch_execute(&format!("CREATE SCHEMA {schema}"))?;
            Ok(())
        })?;
        let mut config = base.clone();
        config.options(&format!("-c search_path={schema}"));
        Pool::with_config(config, Some((base, schema)))
    }

    fn with_config(config: Config, scratch: Option<(Config, String)>) -> Result<Pool> {
        let manager = PostgresConnectionManager::new(config, NoTls);
        let pool = off_runtime(|| {
            r2d2::Pool::builder()
                .max_size(POOL_SIZE)
                .min_idle(Some(1))
                .connection_timeout(Duration::from_secs(10))
                .build(manager)
        })?;
        Ok(Pool { pool, scratch })
    }

    /// A connection from the pool (call inside [`off_runtime`]).
    pub fn get(&self) -> Result<Conn> {
        Ok(self.pool.get()?)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        if let Some((base, schema)) = self.scratch.take() {
            let dropped = off_runtime(|| -> Result<()> {
                let mut client = base.connect(NoTls)?;
                client.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"))?;
                Ok(())
            });
            if let Err(e) = dropped {
                tracing::warn!("could not drop the scratch schema {schema}: {e}");
            }
        }
    }
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
        rows.iter().map(read_row).collect()
    }

    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }
}

/// A row's values, by the type of each column.
fn read_row(row: &postgres::Row) -> Result<Row> {
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
    Ok(Row(values))
}

impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut bytes::BytesMut,
    ) -> std::result::Result<IsNull, Box<dyn Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(i) if *ty == Type::INT4 => i32::try_from(*i)?.to_sql(ty, out),
            Value::Int(i) if *ty == Type::INT2 => i16::try_from(*i)?.to_sql(ty, out),
            Value::Int(i) if *ty == Type::BOOL => (*i != 0).to_sql(ty, out),
            Value::Int(i) if *ty == Type::FLOAT8 => (*i as f64).to_sql(ty, out),
            Value::Int(i) if *ty == Type::TEXT || *ty == Type::VARCHAR => i.to_string().to_sql(ty, out),
            Value::Int(i) => i.to_sql(ty, out),
            Value::Real(r) if *ty == Type::FLOAT4 => (*r as f32).to_sql(ty, out),
            Value::Real(r) => r.to_sql(ty, out),
            Value::Text(t) => t.as_str().to_sql(ty, out),
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

/// A migration written for SQLite, in PostgreSQL's types: integers are
/// 64-bit (`INTEGER` is 32 on PostgreSQL), an integer key without a value
/// given takes the next of a sequence, and `REAL` is double precision.
pub fn postgres_ddl(sql: &str) -> String {
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

    #[test]
    fn every_migration_key_becomes_a_sequence_and_every_integer_64_bits() {
        for (_, sql) in super::super::migrations::FILES {
            let pg = postgres_ddl(sql);
            assert!(!pg.contains("INTEGER"), "{pg}");
            assert!(!pg.contains(" REAL"), "{pg}");
            assert!(!pg.contains("AUTOINCREMENT"), "{pg}");
        }
        let keys = |i: usize| {
            postgres_ddl(super::super::migrations::FILES[i].1)
                .matches("BIGSERIAL PRIMARY KEY")
                .count()
        };
        // games.id; finishes.seq; puzzle_solves.id.
        assert_eq!((keys(0), keys(3), keys(4)), (1, 1, 1));
    }
}
