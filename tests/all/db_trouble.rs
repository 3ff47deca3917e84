//! Issue 56: when the database cannot serve a command, the player is told
//! which failure it is (busy, damaged, unreachable), privately and within
//! moments, and the move is not made: a SQLite file another process writes
//! in or that is overwritten, PostgreSQL with the game's row locked by
//! another connection or the server gone; and a wrong password is named.

use crate::common;
use common::{ctx, is_private_to, start, temp_db, to_act};

use dominoes_bot::service::{Service, SystemClock};
use dominoes_bot::store::{Database, Limits, Store};
use dominoes_testkit as pgserver;
use std::time::{Duration, Instant};

const CHANNEL: u64 = 5;
const BUSY: &str = "The database is busy right now, so your command was not applied and nothing was changed. Please try again in a moment.";

fn quick() -> Limits {
    Limits {
        statement: Duration::from_millis(300),
        checkout: Duration::from_millis(300),
    }
}

/// A game waiting for its first move in `svc`: its id, who moves, and a
/// legal move.
fn waiting_game(svc: &Service) -> (i64, u64, String) {
    let id = start(svc, CHANNEL, "dominimum", &[1, 2]);
    let mover = to_act(svc, id).unwrap();
    let action = svc.legal_actions(&ctx(CHANNEL, mover))[0].notation.clone();
    (id, mover, action)
}

/// The move is answered as busy, to the mover alone, in under two seconds.
fn assert_refused_as_busy(svc: &Service, mover: u64, action: &str) {
    assert_refused_with(svc, mover, action, BUSY, Duration::from_secs(2));
}

#[test]
fn a_move_while_another_process_writes_the_sqlite_file_is_refused_as_busy() {
    let (_dir, path) = temp_db();
    let store = Store::open_database_with(&Database::Sqlite(path.clone()), quick()).unwrap();
    let svc = common::service_on(store, SystemClock, 4);
    let (id, mover, action) = waiting_game(&svc);
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    assert_refused_as_busy(&svc, mover, &action);
    other.execute_batch("ROLLBACK").unwrap();
    assert_eq!(svc.store().actions(id).unwrap().len(), 0, "the move was not made");
    // Once the file is free, the same move goes through.
    let replies = svc.make_move(&ctx(CHANNEL, mover), &action);
    assert!(!is_private_to(&replies[0], mover), "{replies:?}");
    assert_eq!(svc.store().actions(id).unwrap().len(), 1);
}

#[test]
fn a_move_on_a_row_another_postgres_connection_holds_is_refused_as_busy() {
    let url = pgserver::fresh_database(&pgserver::shared_url().unwrap()).unwrap();
    let store = Store::open_database_with(&Database::Postgres(url.clone()), quick()).unwrap();
    let svc = common::service_on(store, SystemClock, 4);
    let (id, mover, action) = waiting_game(&svc);
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
    let holder = std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        let mut tx = client.transaction().unwrap();
        tx.execute("SELECT id FROM games WHERE id = $1 FOR UPDATE", &[&id])
            .unwrap();
        locked_tx.send(()).unwrap();
        let _ = release_rx.recv_timeout(Duration::from_secs(30));
        tx.commit().unwrap();
    });
    locked_rx.recv().unwrap();
    assert_refused_as_busy(&svc, mover, &action);
    release_tx.send(()).unwrap();
    holder.join().unwrap();
    assert_eq!(svc.store().actions(id).unwrap().len(), 0, "the move was not made");
}

const DAMAGED: &str = "The bot's database is damaged, so your command was not applied and nothing was changed. Please tell the server admins (the details are in the bot's log).";
const UNREACHABLE: &str = "I cannot reach my database right now, so your command was not applied and nothing was changed. Please try again in a few minutes; if it keeps happening, tell the server admins.";

/// The mover alone is told `text`, within `within`.
fn assert_refused_with(svc: &Service, mover: u64, action: &str, text: &str, within: Duration) {
    let begun = Instant::now();
    let replies = svc.make_move(&ctx(CHANNEL, mover), action);
    assert!(begun.elapsed() < within, "{:?}", begun.elapsed());
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(is_private_to(&replies[0], mover));
    assert_eq!(replies[0].text, text);
}

#[test]
fn a_move_on_a_sqlite_file_damaged_under_the_bot_is_refused_as_damaged() {
    let (_dir, path) = temp_db();
    let store = Store::open_database_with(&Database::Sqlite(path.clone()), quick()).unwrap();
    let svc = common::service_on(store, SystemClock, 4);
    let (_, mover, action) = waiting_game(&svc);
    // Another connection writes and folds the log into the file, so the
    // bot's connection reads the file afresh at its next transaction; then
    // something outside SQLite overwrites every page but the header.
    let other = rusqlite::Connection::open(&path).unwrap();
    other
        .execute_batch("UPDATE games SET updated_at = updated_at; PRAGMA wal_checkpoint(TRUNCATE);")
        .unwrap();
    drop(other);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[100..].fill(0x5A);
    std::fs::write(&path, bytes).unwrap();
    assert_refused_with(&svc, mover, &action, DAMAGED, Duration::from_secs(5));
}

#[test]
fn a_move_while_postgres_is_down_is_refused_as_unreachable() {
    let server = pgserver::Server::start().unwrap();
    let url = pgserver::fresh_database(&server.url()).unwrap();
    let store = Store::open_database_with(&Database::Postgres(url), quick()).unwrap();
    let svc = common::service_on(store, SystemClock, 4);
    let (_, mover, action) = waiting_game(&svc);
    drop(server);
    assert_refused_with(&svc, mover, &action, UNREACHABLE, Duration::from_secs(5));
}

/// A wrong password is named as the server names it, at once (it once read
/// "timed out waiting for connection: db error" after 10 s).
#[test]
fn a_wrong_postgres_password_is_named_at_start() {
    let server = pgserver::Server::start().unwrap();
    let mut admin = postgres::Client::connect(&server.url(), postgres::NoTls).unwrap();
    admin.batch_execute("ALTER USER postgres PASSWORD 'right'").unwrap();
    // The throwaway server trusts every login: from now on TCP logins need
    // the password (COPY writes the file as the server, which owns it).
    let hba = server.folder().join("data").join("pg_hba.conf");
    admin
        .batch_execute(&format!(
            "COPY (SELECT 'local all all trust' UNION ALL SELECT 'host all all 127.0.0.1/32 scram-sha-256') TO '{}'",
            hba.display()
        ))
        .unwrap();
    admin.query_one("SELECT pg_reload_conf()", &[]).unwrap();
    let at = |password: &str| format!("postgres://postgres:{password}@127.0.0.1:{}/postgres", server.port());
    let reloaded = Instant::now();
    while postgres::Client::connect(&at("wrong"), postgres::NoTls).is_ok() {
        assert!(
            reloaded.elapsed() < Duration::from_secs(10),
            "the server never asked for the password"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let begun = Instant::now();
    let refused = Store::open_database_with(&Database::Postgres(at("wrong")), quick())
        .err()
        .expect("a wrong password is refused")
        .to_string();
    assert!(begun.elapsed() < Duration::from_secs(5), "{:?}", begun.elapsed());
    assert!(refused.contains("password authentication failed"), "{refused}");
    assert!(Store::open_database_with(&Database::Postgres(at("right")), quick()).is_ok());
}
