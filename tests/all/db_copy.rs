//! `db copy` from the command line, as an operator moves a bot from its
//! SQLite file: into a new PostgreSQL schema when `DOMINOES_TEST_POSTGRES`
//! names a server, else into another SQLite file. The row-by-row
//! comparison of every table is in `store::copy`'s tests.

use crate::common;
use common::{GUILD, bot_command, ctx, open, play, start, temp_db};

use dominoes_bot::store::{Database, Store, TEST_POSTGRES};
use std::path::Path;

/// An empty database to copy into, and how to name it on the command line.
struct Target {
    setting: String,
    /// The PostgreSQL server and the schema made for this test, dropped
    /// with it.
    schema: Option<(String, String)>,
}

impl Target {
    fn new(dir: &Path, name: &str) -> Target {
        let Some(server) = std::env::var(TEST_POSTGRES).ok().filter(|u| !u.is_empty()) else {
            let path = dir.join(format!("{name}.sqlite3"));
            return Target {
                setting: format!("sqlite://{}", path.display()),
                schema: None,
            };
        };
        let schema = format!("copy_cli_{name}_{}_{}", std::process::id(), rand::random::<u32>());
        let mut client = postgres::Client::connect(&server, postgres::NoTls).unwrap();
        client.batch_execute(&format!("CREATE SCHEMA {schema}")).unwrap();
        let join = if server.contains('?') { '&' } else { '?' };
        Target {
            setting: format!("{server}{join}options=-c%20search_path%3D{schema}"),
            schema: Some((server, schema)),
        }
    }

    fn store(&self) -> Store {
        Store::open_database(&Database::parse(&self.setting)).unwrap()
    }
}

impl Drop for Target {
    fn drop(&mut self) {
        if let Some((server, schema)) = &self.schema
            && let Ok(mut client) = postgres::Client::connect(server, postgres::NoTls)
        {
            let _ = client.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
        }
    }
}

/// Runs the bot's command in `dir`: whether it succeeded, and what it
/// printed on standard output and on standard error.
fn run(dir: &Path, args: &[&str]) -> (bool, String, String) {
    let out = bot_command().args(args).current_dir(dir).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.success(), text(out.stdout), text(out.stderr))
}

/// A SQLite file with a running game and a finished, rated one.
fn filled(path: &Path) {
    let svc = open(path, 11);
    let running = start(&svc, 1, "dominimum", &[1, 2]);
    play(&svc, 1, running, 6, |i, n| (i * 3) % n);
    let finished = start(&svc, 2, "dominomega", &[1, 2, 3]);
    play(&svc, 2, finished, 9, |i, n| (i * 5) % n);
    let confirm = svc.resign(&ctx(2, 3));
    svc.button(&ctx(2, 3), &confirm[0].buttons[0].id);
}

/// The rows a `db copy` report gives `table`.
fn copied_rows(out: &str, table: &str) -> Option<usize> {
    out.lines().find_map(|l| {
        let words: Vec<&str> = l.split_whitespace().collect();
        match words[..] {
            [t, n] if t == table => n.parse().ok(),
            _ => None,
        }
    })
}

#[test]
fn db_copy_fills_an_empty_database_replays_its_games_and_refuses_a_second_time() {
    let (dir, path) = temp_db();
    filled(&path);
    let target = Target::new(dir.path(), "copy");
    let from = format!("sqlite://{}", path.display());
    let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", &from, "--to", &target.setting]);
    assert!(ok, "{out}{err}");
    assert_eq!(copied_rows(&out, "games"), Some(2), "{out}");
    assert_eq!(copied_rows(&out, "players"), Some(5), "{out}");
    assert_eq!(copied_rows(&out, "finishes"), Some(1), "{out}");
    assert_eq!(copied_rows(&out, "rating_changes"), Some(3), "{out}");
    assert!(out.contains("Replayed all 2 started games"), "{out}");
    assert!(out.contains("ratings rebuild --db"), "{out}");

    let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", &from, "--to", &target.setting]);
    assert!(!ok, "{out}");
    assert!(err.contains("copy only into an empty database"), "{err}");

    // `ratings rebuild` gives the same numbers on both.
    let rebuilt = |db: &str| {
        let (ok, out, err) = run(dir.path(), &["ratings", "rebuild", "--db", db]);
        assert!(ok, "{err}");
        out.split(" in ").next().unwrap().to_string()
    };
    assert_eq!(rebuilt(&from), rebuilt(&target.setting));
    let (source, copy) = (Store::open(&path).unwrap(), target.store());
    assert_eq!(source.ratings(GUILD, None).unwrap(), copy.ratings(GUILD, None).unwrap());
    let changes = |s: &Store| s.rating_changes(GUILD, None, None).unwrap();
    assert_eq!(changes(&source), changes(&copy));
    assert_eq!(changes(&copy).len(), 3);
}

/// Issue 56: a copy whose replay check failed left the target full, and
/// the retry was refused as "not empty". The check is part of the copy's
/// transaction now: the target stays empty, and the copy can run again.
#[test]
fn db_copy_rolls_back_and_names_the_games_that_do_not_replay() {
    let (dir, path) = temp_db();
    filled(&path);
    // The running game loses its last logged move, but not its position.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "DELETE FROM actions WHERE game_id = 1 AND ply = (SELECT MAX(ply) FROM actions WHERE game_id = 1)",
        [],
    )
    .unwrap();
    drop(conn);
    let target = Target::new(dir.path(), "damaged");
    let from = path.display().to_string();
    let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", &from, "--to", &target.setting]);
    assert!(!ok, "{out}");
    assert!(
        err.contains("1 copied games do not replay to their stored positions (game 1: "),
        "{err}"
    );
    assert!(err.contains("the copy was rolled back"), "{err}");
    assert!(err.contains("nothing was copied"), "{err}");
    assert_eq!(target.store().started_game_ids().unwrap(), Vec::<i64>::new());
    // Nothing is in the way of the same copy once the source is right.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute("DELETE FROM games WHERE id = 1", []).unwrap();
    drop(conn);
    let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", &from, "--to", &target.setting]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("Replayed all 1 started games"), "{out}");
}

/// Issue 56: values stored with another type than their column (SQLite
/// keeps them) arrived altered on PostgreSQL (a REAL due time became a
/// huge integer, invalid UTF-8 became U+FFFD) while the copy said it
/// succeeded. Each is refused, naming table, row and column, and nothing
/// is copied.
#[test]
fn db_copy_refuses_a_value_of_another_type_naming_table_row_and_column() {
    let damages = [
        (
            "UPDATE games SET wait_since = 1795834748.5 WHERE id = 1",
            "the games row with id = 1 cannot be copied: its column wait_since holds the real number 1795834748.5, where the column holds integers",
        ),
        (
            "UPDATE games SET version = 'abcdefgh' WHERE id = 2",
            "the games row with id = 2 cannot be copied: its column version holds the text \"abcdefgh\", where the column holds integers",
        ),
        (
            "UPDATE players SET name = CAST(X'616CFF' AS TEXT) WHERE game_id = 2 AND slot = 1",
            "the players row with game_id = 2, slot = 1 cannot be copied: its column name holds 3 bytes that are not valid UTF-8 text",
        ),
    ];
    for (i, (damage, says)) in damages.into_iter().enumerate() {
        let (dir, path) = temp_db();
        filled(&path);
        rusqlite::Connection::open(&path).unwrap().execute(damage, []).unwrap();
        let target = Target::new(dir.path(), &format!("typed{i}"));
        let from = path.display().to_string();
        let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", &from, "--to", &target.setting]);
        assert!(!ok, "{damage}: {out}");
        assert!(err.contains(says), "{damage}: {err}");
        assert!(err.contains("Nothing was copied"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(target.store().started_game_ids().unwrap().is_empty(), "{damage}");
    }
}

#[test]
fn db_copy_explains_bad_settings() {
    let (dir, path) = temp_db();
    let missing = dir.path().join("missing.sqlite3").display().to_string();
    let other = dir.path().join("other.sqlite3").display().to_string();
    filled(&path);
    let from = path.display().to_string();
    let refusals = [
        (missing.as_str(), other.as_str(), "there is no SQLite database at"),
        (
            from.as_str(),
            "mysql://localhost/bot",
            "`mysql://` is not a database this bot uses",
        ),
        (from.as_str(), "", "no database given"),
        (from.as_str(), &format!("sqlite://{from}"), "are the same database"),
        (
            from.as_str(),
            "postgres://bot@localhost:notaport/bot",
            "opening postgres://bot@localhost:notaport/bot",
        ),
    ];
    for (from, to, says) in refusals {
        let (ok, out, err) = run(dir.path(), &["db", "copy", "--from", from, "--to", to]);
        assert!(!ok, "{from} -> {to}: {out}");
        assert!(err.contains(says), "{from} -> {to}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    assert!(!Path::new(&missing).exists(), "a mistyped source is not made");
    assert!(!Path::new(&other).exists(), "nothing was copied");
}
