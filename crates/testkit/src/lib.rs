//! A throwaway PostgreSQL server for tests: a fresh cluster in a temporary
//! folder, listening on a free port of 127.0.0.1, logins trusted, nothing
//! made durable (fsync off), and nothing created but what `initdb` makes.
//!
//! [`Server::start`] gives a server that lives as long as the value;
//! [`shared_url`] gives one server for the whole test process, or the one
//! named by `DOMINOES_TEST_POSTGRES` (CI starts one with `.ci/postgres`).
//!
//! A test process may end without dropping anything (the shared server
//! sits in a `static`, which is never dropped; a test may abort or be
//! killed), so every server's folder gets a watchdog before `initdb` runs:
//! a small `sh` that waits until its standard input closes, then stops the
//! server (immediate shutdown) and removes the folder. Only this process
//! holds the other end of that pipe (std makes its pipes close-on-exec, so
//! no other child inherits it), and the kernel closes it however the
//! process ends, even on SIGKILL: the server never outlives the tests.
//! [`Server`]'s `Drop` closes the pipe too and waits, so there is one way
//! to stop. Server and watchdog each run in a process group of their own,
//! so a Ctrl-C at the terminal reaches the tests only and leaves the
//! watchdog to clean up.
//!
//! PostgreSQL refuses to run as root: when this process is root, the
//! server runs as the `postgres` user (Debian's package creates it), which
//! is given the folder.

use std::fs::File;
use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The environment variable naming a running server for [`shared_url`].
pub const SHARED_ENV: &str = "DOMINOES_TEST_POSTGRES";

/// How long a new server may take to accept connections.
const READY_WITHIN: Duration = Duration::from_secs(30);

/// How long a drop waits for the watchdog to stop the server and remove
/// its folder (it waits up to 10 s for the server itself).
const STOPPED_WITHIN: Duration = Duration::from_secs(15);

/// Starts tried: the free port picked may be taken by another process
/// before the server binds it.
const START_TRIES: usize = 3;

/// The watchdog's script, `$1` the folder. It reads until end of input
/// (the test process closed the pipe, or ended), then stops whatever
/// server holds the lock file `data/postmaster.pid` (`initdb`'s own
/// server too, should it be running), and removes the folder. It waits for
/// the lock file to go rather than for the process, which may be a zombie
/// of the test process; a server that keeps it 10 s is killed outright.
const WATCHDOG: &str = r#"trap '' INT HUP
while read -r _; do :; done
lock="$1/data/postmaster.pid"
pid=
n=0
while [ -e "$lock" ] && [ "$n" -lt 100 ]; do
  if [ -z "$pid" ]; then
    read -r pid <"$lock" 2>/dev/null
    [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null
  fi
  sleep 0.1
  n=$((n + 1))
done
if [ -n "$pid" ] && [ -e "$lock" ]; then kill -KILL "$pid" 2>/dev/null; fi
rm -rf "$1"
"#;

/// A running throwaway server; dropping it stops it and removes its data.
pub struct Server {
    port: u16,
    folder: PathBuf,
    postgres: Child,
    watchdog: Watchdog,
}

/// The watchdog of a server's folder, from before `initdb` on: it owns the
/// folder's removal.
struct Watchdog {
    child: Child,
    /// Closing it tells the watchdog to stop the server.
    input: Option<ChildStdin>,
    folder: PathBuf,
}

/// Why a start failed: a port taken under our feet is worth another try.
enum Failure {
    PortTaken(String),
    Other(String),
}

impl From<String> for Failure {
    fn from(e: String) -> Failure {
        Failure::Other(e)
    }
}

impl Server {
    /// Makes a new cluster in a temporary folder and starts it on a free
    /// port of 127.0.0.1; returns once it accepts connections (at most 30 s).
    pub fn start() -> Result<Server, String> {
        let mut failure = String::new();
        for _ in 0..START_TRIES {
            match Server::try_start() {
                Ok(server) => return Ok(server),
                Err(Failure::PortTaken(e)) => failure = e,
                Err(Failure::Other(e)) => return Err(e),
            }
        }
        Err(failure)
    }

    /// `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser, on
    /// the database every cluster has.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The folder holding the cluster (`data/`) and the server's log
    /// (`server.log`); removed when the server stops.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    fn try_start() -> Result<Server, Failure> {
        let bin = bindir()?;
        let dir = tempfile::Builder::new()
            .prefix("dominoes-pg-")
            .tempdir()
            .map_err(|e| format!("cannot make a folder for PostgreSQL: {e}"))?;
        let owner = owner_for(dir.path())?;
        let watchdog = Watchdog::start(dir.keep())?;
        let folder = watchdog.folder.clone();
        initdb(&bin, &folder, owner)?;
        let port = free_port()?;
        let postgres = spawn_postgres(&bin, &folder, port, owner)?;
        let mut server = Server {
            port,
            folder,
            postgres,
            watchdog,
        };
        match server.wait_ready(&bin) {
            Ok(()) => Ok(server),
            Err(e) => {
                let log = std::fs::read_to_string(server.folder.join("server.log")).unwrap_or_default();
                let taken = log.contains("could not bind") || log.contains("already in use");
                let message = format!("PostgreSQL did not come up on port {port}: {e}\nits log:\n{log}");
                drop(server);
                Err(if taken {
                    Failure::PortTaken(message)
                } else {
                    Failure::Other(message)
                })
            }
        }
    }

    /// Polls until the server takes TCP connections and says it accepts
    /// them (`pg_isready`, or its log where that is missing), or exits.
    fn wait_ready(&mut self, bin: &Path) -> Result<(), String> {
        let deadline = Instant::now() + READY_WITHIN;
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, self.port));
        let isready = bin.join("pg_isready");
        loop {
            if let Some(status) = self.postgres.try_wait().map_err(|e| e.to_string())? {
                return Err(format!("the server exited ({status})"));
            }
            if TcpStream::connect_timeout(&address, Duration::from_secs(1)).is_ok() {
                // The port opens before the server takes queries ("the
                // database system is starting up").
                let ready = if isready.is_file() {
                    Command::new(&isready)
                        .args(["-q", "-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-p"])
                        .arg(self.port.to_string())
                        .stdin(Stdio::null())
                        .status()
                        .is_ok_and(|s| s.success())
                } else {
                    std::fs::read_to_string(self.folder.join("server.log"))
                        .is_ok_and(|log| log.contains("ready to accept connections"))
                };
                if ready {
                    return Ok(());
                }
            }
            if Instant::now() >= deadline {
                return Err(format!("not ready after {} s", READY_WITHIN.as_secs()));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let stopped = self.watchdog.stop();
        // The server has removed its lock file, and so is at its very end.
        let grace = Instant::now() + Duration::from_secs(1);
        if !(stopped && exits_by(&mut self.postgres, grace)) {
            let _ = self.postgres.kill();
            let _ = self.postgres.wait();
        }
    }
}

impl Watchdog {
    /// Starts watching `folder`; if it cannot, removes `folder`.
    fn start(folder: PathBuf) -> Result<Watchdog, String> {
        let child = Command::new("/bin/sh")
            .args(["-c", WATCHDOG, "pgserver-watchdog"])
            .arg(&folder)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn();
        match child {
            Ok(mut child) => Ok(Watchdog {
                input: child.stdin.take(),
                child,
                folder,
            }),
            Err(e) => {
                let _ = std::fs::remove_dir_all(&folder);
                Err(format!("cannot start the watchdog of PostgreSQL (/bin/sh): {e}"))
            }
        }
    }

    /// Has the watchdog stop the server and remove the folder; whether it
    /// did in time (if not, it is killed and the folder removed here).
    fn stop(&mut self) -> bool {
        drop(self.input.take());
        if exits_by(&mut self.child, Instant::now() + STOPPED_WITHIN) {
            return true;
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.folder);
        false
    }
}

impl Drop for Watchdog {
    /// A start that fails before the server exists ends here.
    fn drop(&mut self) {
        if self.input.is_some() {
            self.stop();
        }
    }
}

/// Whether `child` has exited (and is reaped) by `deadline`.
fn exits_by(child: &mut Child, deadline: Instant) -> bool {
    loop {
        match child.try_wait() {
            Ok(Some(_)) => return true,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => return false,
        }
    }
}

/// [`SHARED_ENV`] where it is set; otherwise the URL of one server for
/// the whole process, started on the first call (later calls wait for it
/// and share it, or its failure). Tests that share it should each work in
/// a database or schema of their own.
pub fn shared_url() -> Result<String, String> {
    shared_url_or(std::env::var(SHARED_ENV).ok())
}

/// A new, empty database on the server at `base` (a `postgres://` URL),
/// as a URL: for what needs a whole database rather than a schema (several
/// stores on one database, a benchmark).
pub fn fresh_database(base: &str) -> Result<String, String> {
    static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let name = format!("fresh_{}_{}_{}", std::process::id(), n, rand::random::<u32>());
    let mut client = postgres::Client::connect(base, postgres::NoTls).map_err(|e| e.to_string())?;
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .map_err(|e| e.to_string())?;
    let (server, _) = base
        .split('?')
        .next()
        .and_then(|b| b.rsplit_once('/'))
        .ok_or_else(|| format!("{base} is not a postgres:// URL"))?;
    Ok(format!("{server}/{name}"))
}

fn shared_url_or(given: Option<String>) -> Result<String, String> {
    if let Some(url) = given.filter(|u| !u.trim().is_empty()) {
        return Ok(url);
    }
    static SHARED: OnceLock<Result<Server, String>> = OnceLock::new();
    match SHARED.get_or_init(Server::start) {
        Ok(server) => Ok(server.url()),
        Err(e) => Err(e.clone()),
    }
}

/// The folder of PostgreSQL's server programs: `pg_config --bindir` where
/// it has them, else the newest of `/usr/lib/postgresql/*/bin` (Debian
/// installs them there, off the PATH), else wherever `initdb` is on the
/// PATH.
fn bindir() -> Result<PathBuf, String> {
    let from_pg_config = Command::new("pg_config")
        .arg("--bindir")
        .stderr(Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let debian = std::fs::read_dir("/usr/lib/postgresql").ok().and_then(|entries| {
        let names: Vec<String> = entries
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        newest_version(&names).map(|n| Path::new("/usr/lib/postgresql").join(n).join("bin"))
    });
    let on_path = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|d| d.join("initdb"))
            .find(|p| p.is_file())
            .and_then(|p| p.canonicalize().ok())
            .and_then(|p| p.parent().map(Path::to_path_buf))
    });
    [from_pg_config, debian, on_path]
        .into_iter()
        .flatten()
        .find(|d| d.join("initdb").is_file() && d.join("postgres").is_file())
        .ok_or_else(|| {
            "no PostgreSQL server programs (initdb, postgres) found by pg_config, in /usr/lib/postgresql/*/bin or on the PATH: install them (Debian: apt-get install postgresql, or run .ci/postgres install)".to_string()
        })
}

/// The highest of version-named folders such as `15`, `9.6`.
fn newest_version(names: &[String]) -> Option<&String> {
    let version = |n: &String| -> Option<Vec<u32>> { n.split('.').map(|p| p.parse().ok()).collect() };
    names
        .iter()
        .filter_map(|n| version(n).map(|v| (v, n)))
        .max()
        .map(|(_, n)| n)
}

/// Who the server runs as: `None` for this process's own user, or the
/// `postgres` user's ids when this process is root (seen from who owns the
/// folder it just made), after handing it the folder.
fn owner_for(folder: &Path) -> Result<Option<(u32, u32)>, String> {
    let me = std::fs::metadata(folder).map_err(|e| e.to_string())?.uid();
    if me != 0 {
        return Ok(None);
    }
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let (uid, gid) = passwd_ids(&passwd, "postgres").ok_or(
        "PostgreSQL refuses to run as root and there is no postgres user to run it as: install PostgreSQL from the distribution's packages (they create the user) or run the tests as another user",
    )?;
    std::os::unix::fs::chown(folder, Some(uid), Some(gid))
        .map_err(|e| format!("cannot give {} to the postgres user: {e}", folder.display()))?;
    Ok(Some((uid, gid)))
}

/// The user and group id of `user` in `/etc/passwd` text.
fn passwd_ids(passwd: &str, user: &str) -> Option<(u32, u32)> {
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        match fields.as_slice() {
            [name, _, uid, gid, ..] if *name == user => Some((uid.parse().ok()?, gid.parse().ok()?)),
            _ => None,
        }
    })
}

/// `program` run as `owner` (if any), from `folder`: a root-owned working
/// folder the owner could not enter would draw warnings.
fn command(program: PathBuf, folder: &Path, owner: Option<(u32, u32)>) -> Command {
    let mut command = Command::new(program);
    command.current_dir(folder).env("LC_ALL", "C").stdin(Stdio::null());
    if let Some((uid, gid)) = owner {
        command.uid(uid).gid(gid);
    }
    command
}

/// A new cluster in `folder/data`. UTF-8 with the C locale: the same on
/// every machine, whatever locales it has (the C locale alone would give
/// SQL_ASCII, which stores any bytes).
fn initdb(bin: &Path, folder: &Path, owner: Option<(u32, u32)>) -> Result<(), String> {
    let out = command(bin.join("initdb"), folder, owner)
        .arg("-D")
        .arg(folder.join("data"))
        .args(["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bin.join("initdb").display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "initdb failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// A port of 127.0.0.1 free a moment ago (the system picks it).
fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).map_err(|e| format!("no free port: {e}"))?;
    listener.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// The server on `port`, its socket in the data folder, logging to
/// `folder/server.log`, in a process group of its own (see the module's
/// documentation). Durability is off: the data is thrown away anyway.
fn spawn_postgres(bin: &Path, folder: &Path, port: u16, owner: Option<(u32, u32)>) -> Result<Child, String> {
    let data = folder.join("data");
    let mut log = File::create(folder.join("server.log")).map_err(|e| format!("cannot make the server's log: {e}"))?;
    let _ = writeln!(log, "postgres on 127.0.0.1:{port}, data in {}", data.display());
    let err = log.try_clone().map_err(|e| e.to_string())?;
    command(bin.join("postgres"), folder, owner)
        .arg("-D")
        .arg(&data)
        .arg("-k")
        .arg(&data)
        .args(["-p", &port.to_string(), "-c", "listen_addresses=127.0.0.1"])
        .args([
            "-c",
            "fsync=off",
            "-c",
            "full_page_writes=off",
            "-c",
            "synchronous_commit=off",
        ])
        .args(["-c", "max_connections=200"])
        .stdout(log)
        .stderr(err)
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.join("postgres").display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `select 1` through `psql` over TCP, as a person would check.
    fn psql_select_1(port: u16) -> Result<String, String> {
        let psql = bindir()?.join("psql");
        let psql = if psql.is_file() { psql } else { PathBuf::from("psql") };
        let out = Command::new(psql)
            .args(["-X", "-tA", "-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-p"])
            .arg(port.to_string())
            .args(["-c", "select 1"])
            .env("PGCONNECT_TIMEOUT", "10")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run psql: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if out.status.success() {
            Ok(stdout)
        } else {
            Err(format!("psql failed: {}", String::from_utf8_lossy(&out.stderr)))
        }
    }

    fn port_of(url: &str) -> u16 {
        let rest = url.strip_prefix("postgres://postgres@127.0.0.1:").expect(url);
        rest.strip_suffix("/postgres").expect(url).parse().expect(url)
    }

    #[test]
    fn a_server_takes_queries_and_is_gone_once_dropped() {
        let server = Server::start().unwrap_or_else(|e| panic!("{e}"));
        let port = server.port();
        assert_eq!(server.url(), format!("postgres://postgres@127.0.0.1:{port}/postgres"));
        TcpStream::connect((Ipv4Addr::LOCALHOST, port)).expect("a TCP connection");
        assert_eq!(psql_select_1(port), Ok("1".to_string()));
        let folder = server.folder().to_path_buf();
        assert!(folder.join("data/PG_VERSION").is_file());
        drop(server);
        assert!(!folder.exists(), "{} is left", folder.display());
        assert!(psql_select_1(port).is_err(), "the server still answers");
    }

    #[test]
    fn the_shared_server_is_one_for_the_whole_process() {
        // Never dropped: its watchdog stops it when this test binary ends.
        let url = shared_url_or(None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(shared_url_or(None), Ok(url.clone()));
        assert_eq!(psql_select_1(port_of(&url)), Ok("1".to_string()));
    }

    #[test]
    fn the_environment_can_name_the_shared_server() {
        let url = "postgres://someone@127.0.0.1:5432/tests".to_string();
        assert_eq!(shared_url_or(Some(url.clone())), Ok(url));
    }

    #[test]
    fn the_newest_installed_version_is_used() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(newest_version(&names(&["9.6", "15", "13"])), Some(&"15".to_string()));
        assert_eq!(newest_version(&names(&["9.6", "10"])), Some(&"10".to_string()));
        assert_eq!(newest_version(&names(&["README", "lib"])), None);
    }

    #[test]
    fn the_postgres_user_is_found_in_passwd() {
        let passwd = "root:x:0:0:root:/root:/bin/bash\npostgres:x:101:104:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash\n";
        assert_eq!(passwd_ids(passwd, "postgres"), Some((101, 104)));
        assert_eq!(passwd_ids(passwd, "nobody"), None);
        assert_eq!(passwd_ids("postgres:x:oops:104::", "postgres"), None);
    }
}
