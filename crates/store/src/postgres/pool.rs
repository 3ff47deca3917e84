//! The pool of PostgreSQL connections one bot process keeps, and how its
//! waits are bounded.
//!
//! Every connection comes out of [`Manager::connect`] with the configured
//! `statement_timeout` and `lock_timeout`, so a statement stuck behind
//! another process's lock (or a slow server) ends with an error the
//! service answers as "the database is busy"; checking a connection out
//! of a full pool waits at most the configured checkout time.
//!
//! A `postgres::Client` runs a small tokio runtime of its own and blocks
//! on it, even to close itself on drop: dropping one on a thread of the
//! bot's runtime panics ("Cannot start a runtime from within a runtime"),
//! and a panic in a destructor aborts the process. So the pool is always
//! dropped off the runtime ([`Pool`]'s `Drop`).

use super::off_runtime;
use crate::{Limits, Result, StoreError};
use postgres::{Client, Config, NoTls};

/// How many connections one bot process keeps at most: the service runs
/// store calls on tokio's blocking threads, a few at a time.
const POOL_SIZE: u32 = 8;

/// Connections to one database (and schema).
pub struct Pool {
    /// Always `Some` but while the pool is dropped (see `Drop`).
    pool: Option<r2d2::Pool<Manager>>,
    /// How to connect, for [`Pool::unbounded`].
    config: Config,
    /// A throwaway schema this pool made for itself, dropped with it.
    scratch: Option<(Config, String)>,
}

pub type Conn = r2d2::PooledConnection<Manager>;

impl Pool {
    /// A pool for the database at `url` (`postgres://user@host/db`).
    pub fn connect(url: &str, limits: Limits) -> Result<Pool> {
        let config: Config = url.parse()?;
        Pool::with_config(config, None, limits)
    }

    /// A pool for a new, empty schema of the database at `url`: a store of
    /// its own for a test, dropped with the pool.
    pub fn scratch(url: &str, limits: Limits) -> Result<Pool> {
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
        Pool::with_config(config, Some((base, schema)), limits)
    }

    /// Connects once first, so that a server that refuses (no such
    /// database, a wrong password, nobody listening) is reported at once
    /// and with its reason, rather than as the pool's time-out.
    fn with_config(config: Config, scratch: Option<(Config, String)>, limits: Limits) -> Result<Pool> {
        let manager = Manager {
            config: config.clone(),
            limits,
        };
        let pool = off_runtime(|| -> Result<_> {
            let first = r2d2::ManageConnection::connect(&manager).map_err(StoreError::Connect)?;
            drop(first);
            Ok(r2d2::Pool::builder()
                .max_size(POOL_SIZE)
                .min_idle(Some(1))
                .connection_timeout(limits.checkout)
                .error_handler(Box::new(LogErrors))
                .build_unchecked(manager))
        })?;
        Ok(Pool {
            pool: Some(pool),
            config,
            scratch,
        })
    }

    /// A connection of its own without the time-outs (call inside
    /// [`off_runtime`], drop there too): for the migrations, which may
    /// rewrite big tables, and wait their turn behind another process's.
    pub fn unbounded(&self) -> Result<Client> {
        self.config
            .connect(NoTls)
            .map_err(|e| StoreError::Connect(ConnectError(e)))
    }

    /// A connection from the pool (call inside [`off_runtime`]): waits at
    /// most the checkout limit for one to be free.
    pub fn get(&self) -> Result<Conn> {
        let pool = self.pool.as_ref().ok_or(StoreError::Closed)?;
        pool.get().map_err(|e| {
            let state = pool.state();
            StoreError::Checkout {
                limit: pool.connection_timeout(),
                why: e.to_string(),
                all_in_use: state.connections >= pool.max_size() && state.idle_connections == 0,
            }
        })
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // The connections close on a plain thread: see the module's note.
        let pool = self.pool.take();
        off_runtime(move || drop(pool));
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

/// Makes the pool's connections, each with the statement and lock
/// time-outs set.
pub struct Manager {
    config: Config,
    limits: Limits,
}

/// A failed connection, with the server's reason (`postgres::Error`'s own
/// text is only "db error" or "error connecting to server").
#[derive(Debug)]
pub struct ConnectError(pub postgres::Error);

impl std::fmt::Display for ConnectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::reason(&self.0))
    }
}

impl std::error::Error for ConnectError {}

impl r2d2::ManageConnection for Manager {
    type Connection = Client;
    type Error = ConnectError;

    fn connect(&self) -> std::result::Result<Client, ConnectError> {
        let mut client = self.config.connect(NoTls).map_err(ConnectError)?;
        let ms = |d: std::time::Duration| d.as_millis().max(1);
        client
            .batch_execute(&format!(
                "SET statement_timeout = {}; SET lock_timeout = {}",
                ms(self.limits.statement),
                ms(self.limits.statement)
            ))
            .map_err(ConnectError)?;
        Ok(client)
    }

    fn is_valid(&self, client: &mut Client) -> std::result::Result<(), ConnectError> {
        client.simple_query("").map(|_| ()).map_err(ConnectError)
    }

    fn has_broken(&self, client: &mut Client) -> bool {
        client.is_closed()
    }
}

/// Logs each failed attempt to connect, with its reason, for the operator.
#[derive(Debug)]
struct LogErrors;

impl r2d2::HandleError<ConnectError> for LogErrors {
    fn handle_error(&self, error: ConnectError) {
        tracing::warn!("cannot connect to PostgreSQL: {error}");
    }
}
