//! The copy between databases (`dominoes-bot db copy`) of a database the
//! bot filled, with real games: run with `DOMINOES_TEST_POSTGRES` set, the
//! targets are PostgreSQL schemas, the migration the copy exists for;
//! without it, in-memory SQLite.

use dominoes_bot::calendar;
use dominoes_bot::engine::adding::notation::notation;
use dominoes_bot::engine::adding::problems::numbered;
use dominoes_bot::engine::adding::solver::{DEFAULT_BUDGET, solve};
use dominoes_bot::engine::adding::{Goal, Position, Problem};
use dominoes_bot::service::replay::check_store;
use dominoes_bot::service::{
    ButtonId, Ctx, ManualClock, PuzzleRequest, Seeds, Service, SettingsChange, User, daily_problem,
};
use dominoes_bot::store::testing::{copied_tables, copy_only, dump, starts_empty};
use dominoes_bot::store::{ChatMessage, Store, StoreError};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

const GUILD: u64 = 1;
/// 2025-01-31, 12:00 UTC: a day with a puzzle of the day.
const NOON: i64 = 1_738_324_800;

fn ctx(channel: u64, user: u64) -> Ctx {
    Ctx {
        guild: GUILD,
        channel,
        user: User {
            id: user,
            name: format!("user{user}"),
        },
        locale: Default::default(),
        guild_locale: None,
    }
}

fn service_on(store: Store, seed: u64) -> Service {
    let clock = Arc::new(ManualClock::starting_at(NOON));
    Service::new(store, Box::new(clock), Seeds::Fixed(AtomicU64::new(seed))).without_board_pictures()
}

/// Starts `kind` in `channel` between `users` (the first challenges) and
/// plays up to `moves` moves; returns the game's id.
fn game(svc: &Service, channel: u64, kind: &str, users: &[u64], moves: usize) -> i64 {
    let opponents: Vec<User> = users[1..].iter().map(|&u| ctx(channel, u).user).collect();
    let kind = dominoes_bot::engine::GameKind::parse(kind).expect("a game");
    svc.play(&ctx(channel, users[0]), kind, &opponents, None);
    let id = svc.store().open_game_in_channel(channel).unwrap().unwrap().id;
    for &u in &users[1..] {
        svc.button(&ctx(channel, u), &ButtonId::Accept(id).to_string());
    }
    for i in 0..moves {
        let Some(next) = svc.store().game(id).unwrap().unwrap().to_act else {
            break;
        };
        let legal = svc.legal_actions(&ctx(channel, next));
        svc.make_move(&ctx(channel, next), &legal[(i * 7) % legal.len()].notation);
    }
    id
}

fn resign(svc: &Service, channel: u64, user: u64) {
    let confirm = svc.resign(&ctx(channel, user));
    svc.button(&ctx(channel, user), &confirm[0].buttons[0].id);
}

/// A shortest solution of `problem`, as typed into `/move`.
fn solution(problem: &Problem, goal: Goal) -> String {
    let mut pos = Position::start(problem.queue());
    let moves = solve(&pos, goal, DEFAULT_BUDGET).solution().unwrap().to_vec();
    let mut typed = Vec::new();
    for m in &moves {
        typed.push(notation(&pos, m));
        pos.apply(m).unwrap();
    }
    typed.join(", ")
}

fn solve_problem_1(svc: &Service, user: u64) {
    let number = PuzzleRequest {
        number: Some(1),
        ..PuzzleRequest::default()
    };
    svc.puzzle(&ctx(50, user), &number);
    svc.make_move(&ctx(50, user), &solution(&numbered(1).unwrap().problem, Goal::AllAdded));
}

/// A SQLite store with a row in every table, made the way the bot makes
/// them: games running, finished (rated), aborted and still a challenge,
/// settings, a reminder choice, a puzzle of the day set aside for a solved
/// puzzle, the posts the moves still owe (no front end posts them), a
/// turn message's place and a process's gateway report.
fn filled_source() -> Service {
    let svc = service_on(Store::open_in_memory().unwrap(), 7);
    let change = SettingsChange {
        reminder_hours: Some(12),
        threads: Some(true),
        ..SettingsChange::default()
    };
    svc.settings(&ctx(10, 1), true, &change);
    svc.notify(&ctx(10, 2), dominoes_bot::store::NotifyMode::Direct);
    game(&svc, 10, "dominimum", &[1, 2], 8);
    game(&svc, 11, "dominomega", &[1, 2, 3], 12);
    resign(&svc, 11, 2);
    game(&svc, 12, "dominimum", &[2, 3], 5);
    resign(&svc, 12, 3);
    game(&svc, 13, "dominoids", &[1, 3], 30);
    game(&svc, 14, "dominimum", &[3, 4], 1);
    svc.abort(&ctx(14, 4));
    svc.play(
        &ctx(15, 4),
        dominoes_bot::engine::GameKind::Euronimoes,
        &[ctx(15, 5).user],
        None,
    );
    let daily = PuzzleRequest {
        daily: true,
        ..PuzzleRequest::default()
    };
    svc.puzzle(&ctx(50, 1), &daily);
    let today = daily_problem(GUILD, &calendar::date(NOON), Goal::AllAdded).unwrap();
    let first = solution(&today.problem, Goal::AllAdded);
    svc.make_move(&ctx(50, 1), first.split(", ").next().unwrap());
    solve_problem_1(&svc, 1);
    // Where the running game's turn message went (the front end records it).
    let running = svc.store().open_game_in_channel(10).unwrap().unwrap();
    let at = ChatMessage {
        channel: 10,
        message: 4_000_000_000_000_000_001,
    };
    svc.turn_posted(running.turn_key(), at).unwrap();
    // A running process's gateway report.
    svc.report_gateway(vec![0, 1], vec![0], 2);
    // A group chat where the bot can only answer.
    svc.saw_channel(99, true).unwrap();
    // Set so that a copy leaving the flag behind shows in the comparison
    // (every store clears it as it opens).
    svc.store().exec("UPDATE rating_rebuild SET pending = 1");
    svc
}

#[test]
fn a_copy_holds_every_row_replays_every_game_and_rates_the_same() {
    let source = filled_source();
    let before = dump(source.store());
    for (table, rows) in &before {
        assert!(
            !rows.is_empty(),
            "the source has no {table} row: the test would miss it"
        );
    }
    let target = Store::scratch().unwrap();
    let report = source.store().copy_into(&target).unwrap();
    assert_eq!(report.tables.len(), copied_tables().len());
    for (table, rows) in &before {
        assert_eq!(report.rows(table), Some(rows.len()), "{table}");
    }
    assert_eq!(dump(&target), before);

    let check = check_store(&target).unwrap();
    assert_eq!(check.failed, []);
    assert_eq!(check.matched, 5);

    // Into a database that holds anything, nothing is copied.
    let again = source.store().copy_into(&target);
    assert!(
        matches!(again, Err(StoreError::NotEmpty { table: "games" })),
        "{again:?}"
    );
    assert_eq!(dump(&target), before);

    let target = service_on(target, 99);
    same_ratings_after_rebuilds(&source, &target);
    new_rows_get_new_keys(&target);
}

/// The rated games per game and pool (the store reads them in no order).
fn rated_games(store: &Store) -> Vec<String> {
    let mut counts: Vec<String> = store
        .rated_games(GUILD)
        .unwrap()
        .iter()
        .map(|c| format!("{c:?}"))
        .collect();
    counts.sort();
    counts
}

fn same_ratings_after_rebuilds(source: &Service, target: &Service) {
    let copied = (
        target.store().ratings(GUILD, None).unwrap(),
        target.store().rating_changes(GUILD, None, None).unwrap(),
        rated_games(target.store()),
    );
    assert_eq!(copied.1.len(), 5, "two rated games: of three players and of two");
    let a = source.store().rebuild_ratings().unwrap();
    let b = target.store().rebuild_ratings().unwrap();
    assert_eq!(a, b);
    for store in [source.store(), target.store()] {
        assert_eq!(store.ratings(GUILD, None).unwrap(), copied.0);
        assert_eq!(store.rating_changes(GUILD, None, None).unwrap(), copied.1);
        assert_eq!(rated_games(store), copied.2);
    }
}

/// A game, a finish and a puzzle solve made on the copy take the next
/// keys (PostgreSQL: the sequences were moved past the copied ones).
fn new_rows_get_new_keys(svc: &Service) {
    let max = |sql: &str| svc.store().int(sql);
    let (games, finishes, solves) = (
        max("SELECT MAX(id) AS n FROM games"),
        max("SELECT MAX(seq) AS n FROM finishes"),
        max("SELECT MAX(id) AS n FROM puzzle_solves"),
    );
    let id = game(svc, 20, "dominimum", &[6, 7], 2);
    assert_eq!(id, games + 1);
    resign(svc, 20, 6);
    assert_eq!(max("SELECT MAX(seq) AS n FROM finishes"), finishes + 1);
    assert_eq!(
        svc.store().int(&format!(
            "SELECT COUNT(*) AS n FROM rating_changes WHERE game_id = {id}"
        )),
        2
    );
    solve_problem_1(svc, 6);
    assert_eq!(max("SELECT MAX(id) AS n FROM puzzle_solves"), solves + 1);
}

#[test]
fn leaving_out_any_table_shows_in_the_comparison() {
    let source = filled_source();
    let before = dump(source.store());
    let tables = copied_tables();
    for left_out in &tables {
        let fewer: Vec<&str> = tables.iter().copied().filter(|t| t != left_out).collect();
        let target = Store::scratch().unwrap();
        // Leaving out a parent table fails the copy on its children's keys.
        if copy_only(source.store(), &target, &fewer).is_ok() {
            assert_ne!(dump(&target), before, "without {left_out}");
        }
    }
}

#[test]
fn a_failing_copy_leaves_the_target_empty() {
    let source = filled_source();
    // Rating changes before the finishes they refer to: the copy fails on
    // the target's foreign key, after games, players and actions went in.
    let mut misordered = copied_tables();
    let at = |name: &str| misordered.iter().position(|t| *t == name).unwrap();
    let (finishes, changes) = (at("finishes"), at("rating_changes"));
    misordered.swap(finishes, changes);
    let target = Store::scratch().unwrap();
    let failed = copy_only(source.store(), &target, &misordered);
    assert!(
        matches!(
            failed,
            Err(StoreError::Copy {
                table: "rating_changes",
                ..
            })
        ),
        "{failed:?}"
    );
    assert!(
        failed
            .unwrap_err()
            .to_string()
            .starts_with("copying the rating_changes table: ")
    );
    for table in copied_tables().into_iter().filter(|t| starts_empty(t)) {
        let rows = target.int(&format!("SELECT COUNT(*) AS n FROM {table}"));
        assert_eq!(rows, 0, "{table}");
    }
    // Nothing is left in the way of the right copy.
    assert!(source.store().copy_into(&target).is_ok());
    assert_eq!(dump(&target), dump(source.store()));
}
