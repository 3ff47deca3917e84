//! Ratings at the storage level: which games count, exactly once, per
//! server, and a rebuild that reproduces every number.

use super::*;
use crate::sql::{Value, args};
use crate::{Player, never_due};
use dominoes_engine::Level;
use dominoes_engine::{Outcome, Standing};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seat at a fabricated table: who, and the computer's level if a bot.
#[derive(Clone)]
struct At {
    user: Option<u64>,
    computer: Option<Level>,
}

fn person(user: u64) -> At {
    At {
        user: Some(user),
        computer: None,
    }
}

/// A game row in `guild` with these seats, running.
fn table(guild: u64, kind: &str, seats: &[At], at: i64) -> GameRow {
    GameRow {
        id: 0,
        guild_id: guild,
        channel_id: 0,
        kind: kind_of(kind).unwrap(),
        variant: None,
        status: Status::Active,
        created_by: seats[0].user.unwrap_or(0),
        seed: "00".into(),
        snapshot: Some("{}".into()),
        rng: None,
        version: 0,
        to_act: None,
        outcome: None,
        abort_votes: vec![],
        created_at: at,
        updated_at: at,
        wait: Default::default(),
        proposal: None,
        turn_post: Default::default(),
        locale: None,
        players: seats
            .iter()
            .enumerate()
            .map(|(i, s)| Player {
                slot: i,
                user_id: s.user,
                name: s.user.map_or("open seat".into(), |u| format!("u{u}")),
                accepted: true,
                seat: Some(i),
                computer: s.computer,
            })
            .collect(),
    }
}

fn outcome(ranks: &[usize], teams: Vec<Vec<usize>>) -> Outcome {
    let standings = ranks
        .iter()
        .enumerate()
        .map(|(seat, &rank)| Standing {
            seat,
            rank,
            score: None,
        })
        .collect();
    Outcome {
        standings,
        summary: "test".into(),
        teams,
    }
}

/// Creates a game and saves it finished with `ranks` (by seat); each game
/// gets its own channel so they never collide. Returns its id.
fn finish(
    store: &Store,
    guild: u64,
    kind: &str,
    seats: &[At],
    ranks: &[usize],
    teams: Vec<Vec<usize>>,
    at: i64,
) -> i64 {
    let mut row = table(guild, kind, seats, at);
    row.channel_id = at as u64 * 10 + guild;
    row.id = store.create_game(&row, &never_due).unwrap();
    row.status = Status::Finished;
    row.outcome = Some(outcome(ranks, teams));
    store.save(&row, None, &never_due).unwrap();
    row.id
}

fn people(users: &[u64]) -> Vec<At> {
    users.iter().map(|&u| person(u)).collect()
}

fn change_count(store: &Store) -> i64 {
    store.int("SELECT COUNT(*) AS n FROM rating_changes")
}

fn skill_of(store: &Store, guild: u64, kind: &str, user: u64) -> Option<(Pool, Skill)> {
    store
        .ratings(guild, kind_of(kind))
        .unwrap()
        .into_iter()
        .find(|r| r.user_id == user)
        .map(|r| (r.pool, r.skill))
}

#[test]
fn a_finished_duel_is_rated_once_with_glicko2() {
    let store = Store::scratch().unwrap();
    let id = finish(&store, 1, "dominimum", &people(&[10, 20]), &[2, 1], vec![], 100);
    assert_eq!(change_count(&store), 2);
    let new = Pool::Duel.initial();
    let expected = crate::rating::update(
        Pool::Duel,
        &[
            Entrant {
                skill: new,
                rank: 2,
                team: 0,
            },
            Entrant {
                skill: new,
                rank: 1,
                team: 1,
            },
        ],
    );
    assert_eq!(skill_of(&store, 1, "dominimum", 10), Some((Pool::Duel, expected[0])));
    assert_eq!(skill_of(&store, 1, "dominimum", 20), Some((Pool::Duel, expected[1])));
    // Saving the finished game again (any later write) rates nothing twice.
    let again = store.game(id).unwrap().unwrap();
    store.save(&again, None, &never_due).unwrap();
    assert_eq!(change_count(&store), 2);
    let changes = store.rating_changes(1, None, None).unwrap();
    assert_eq!(changes[0].result, GameResult::Loss);
    assert_eq!(changes[1].result, GameResult::Win);
    assert_eq!(changes[0].before, new);
}

#[test]
fn games_that_do_not_count_change_no_rating() {
    let store = Store::scratch().unwrap();
    let bot = At {
        user: Some(30),
        computer: Some(Level::Easy),
    };
    finish(&store, 1, "draw", &[person(10), bot], &[1, 2], vec![], 1);
    let open = At {
        user: None,
        computer: None,
    };
    finish(&store, 1, "draw", &[person(10), open], &[1, 2], vec![], 2);
    finish(&store, 1, "tree", &people(&[10]), &[1], vec![], 3);
    // The same person twice (never allowed by challenges) is not a contest.
    finish(&store, 1, "draw", &people(&[10, 10]), &[1, 2], vec![], 4);
    // Aborted: saved with no result.
    let mut row = table(1, "draw", &people(&[10, 20]), 5);
    row.channel_id = 55;
    row.id = store.create_game(&row, &never_due).unwrap();
    row.status = Status::Aborted;
    store.save(&row, None, &never_due).unwrap();
    // Finished, but with no outcome.
    let mut row = table(1, "draw", &people(&[10, 20]), 6);
    row.channel_id = 66;
    row.id = store.create_game(&row, &never_due).unwrap();
    row.status = Status::Finished;
    store.save(&row, None, &never_due).unwrap();
    assert_eq!(change_count(&store), 0);
    assert!(store.ratings(1, None).unwrap().is_empty());
    // Finished with an outcome this version cannot read: a rebuild (as at
    // start-up) leaves it out instead of failing.
    store.exec_with("UPDATE games SET outcome = '{not json' WHERE id = ?1", args![row.id]);
    assert_eq!(store.rebuild_ratings().unwrap().rated, 0);
    assert_eq!(change_count(&store), 0);
    // They are still finished games, in the order they finished.
    let n: i64 = store.int("SELECT COUNT(*) AS n FROM finishes");
    assert_eq!(n, 5);
}

#[test]
fn draws_and_shared_places_are_recorded_as_such() {
    let store = Store::scratch().unwrap();
    finish(&store, 1, "draw", &people(&[10, 20]), &[1, 1], vec![], 1);
    let results: Vec<GameResult> = store
        .rating_changes(1, None, None)
        .unwrap()
        .iter()
        .map(|c| c.result)
        .collect();
    assert_eq!(results, [GameResult::Draw, GameResult::Draw]);
    let (_, a) = skill_of(&store, 1, "draw", 10).unwrap();
    assert!((a.rating - 1500.0).abs() < 1e-9, "a draw between equals moves nobody");

    finish(&store, 1, "dominimum", &people(&[10, 20, 30]), &[1, 1, 3], vec![], 2);
    let three: Vec<RatingChange> = store.rating_changes(1, Some(GameKind::Dominimum), None).unwrap();
    assert!(three.iter().all(|c| c.pool == Pool::Multi));
    let results: Vec<GameResult> = three.iter().map(|c| c.result).collect();
    assert_eq!(results, [GameResult::Win, GameResult::Win, GameResult::Loss]);
    assert_eq!(three[0].after, three[1].after, "a shared first place moves both alike");
    assert!((three[0].after.rating - 27.635_231_383_473_65).abs() < 1e-9);
}

#[test]
fn partners_share_their_rating_change() {
    let store = Store::scratch().unwrap();
    // Seats 0 and 2 partner against 1 and 3; the first team wins.
    finish(
        &store,
        1,
        "tetradominoes",
        &people(&[10, 20, 30, 40]),
        &[1, 2, 1, 2],
        vec![vec![0, 2], vec![1, 3]],
        1,
    );
    let (pool, a) = skill_of(&store, 1, "tetradominoes", 10).unwrap();
    assert_eq!(pool, Pool::Multi);
    assert_eq!(Some((pool, a)), skill_of(&store, 1, "tetradominoes", 30));
    let (_, b) = skill_of(&store, 1, "tetradominoes", 20).unwrap();
    assert_eq!(Some((pool, b)), skill_of(&store, 1, "tetradominoes", 40));
    assert!((a.rating - 26.964_185_503_295_965).abs() < 1e-9, "{a:?}");
    assert!((b.rating - 23.035_814_496_704_035).abs() < 1e-9, "{b:?}");
}

#[test]
fn ratings_belong_to_one_server_and_one_game() {
    let store = Store::scratch().unwrap();
    finish(&store, 1, "draw", &people(&[10, 20]), &[1, 2], vec![], 1);
    finish(&store, 2, "draw", &people(&[10, 20]), &[2, 1], vec![], 2);
    finish(&store, 1, "dominup", &people(&[10, 20]), &[2, 1], vec![], 3);
    let (_, here) = skill_of(&store, 1, "draw", 10).unwrap();
    let (_, there) = skill_of(&store, 2, "draw", 10).unwrap();
    assert!(here.rating > 1600.0 && there.rating < 1400.0, "{here:?} {there:?}");
    assert_eq!(store.ratings(1, None).unwrap().len(), 4);
    assert_eq!(store.ratings(2, None).unwrap().len(), 2);
    assert_eq!(store.rating_changes(2, None, None).unwrap().len(), 2);
    assert_eq!(store.rating_changes_with(2, 10).unwrap().len(), 2);
    assert_eq!(store.finished_games_of(2, 10, None, 10).unwrap().len(), 1);
    assert_eq!(
        store.finished_games_of(1, 10, Some(GameKind::Draw), 10).unwrap().len(),
        1
    );
}

/// Everything the ratings tables hold, with numbers as exact bit patterns;
/// without the finishing order's sequence numbers unless `seq`.
fn dump(store: &Store, seq: bool) -> Vec<String> {
    let mut out = Vec::new();
    let (last_seq, seq) = if seq { ("last_seq", "seq") } else { ("0", "0") };
    for sql in [
        format!(
            "SELECT {last_seq}, guild_id, kind, pool, user_id, name, rating, deviation, volatility FROM ratings
             ORDER BY guild_id, kind, pool, user_id"
        ),
        format!(
            "SELECT {seq}, game_id, guild_id, kind, pool, user_id, name, seat, team, rank, result, rating_before,
                 deviation_before, volatility_before, rating_after, deviation_after, volatility_after, finished_at
             FROM rating_changes ORDER BY game_id, user_id"
        ),
    ] {
        let rows = store.read(|db| db.query(&sql, &[])).unwrap();
        out.extend(rows.iter().map(|r| {
            let line: Vec<String> = r
                .values()
                .iter()
                .map(|v| match v {
                    Value::Real(f) => format!("{:x}", f.to_bits()),
                    other => format!("{other:?}"),
                })
                .collect();
            line.join("|")
        }));
    }
    out
}

#[test]
fn rebuild_reproduces_the_incremental_ratings_exactly() {
    let store = Store::scratch().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let kinds = ["draw", "dominimum", "tetradominoes"];
    let mut finished = 0;
    for t in 0..400 {
        let guild = rng.random_range(1..=2);
        let kind = kinds[rng.random_range(0..kinds.len())];
        let seats = rng.random_range(1..=4);
        let mut users: Vec<u64> = (1..=12).collect();
        users.sort_by_key(|_| rng.random::<u32>());
        let users = &users[..seats];
        let teams = if seats == 4 && kind == "tetradominoes" {
            vec![vec![0, 2], vec![1, 3]]
        } else {
            vec![]
        };
        let mut ranks: Vec<usize> = (0..seats).map(|_| rng.random_range(1..=seats)).collect();
        if !teams.is_empty() {
            ranks[2] = ranks[0];
            ranks[3] = ranks[1];
        }
        let mut seats_at = people(users);
        if rng.random_range(0..10) == 0 {
            seats_at[0].computer = Some(Level::Easy);
        }
        finish(&store, guild, kind, &seats_at, &ranks, teams, t);
        finished += 1;
    }
    let incremental = dump(&store, true);
    assert!(incremental.len() > 500, "{}", incremental.len());
    let report = store.rebuild_ratings().unwrap();
    assert_eq!(report.finished, finished);
    assert!(report.rated > 200 && report.rated < finished, "{report:?}");
    assert_eq!(dump(&store, true), incremental);
}

/// Each rating's record (game and pool, user, wins, draws and losses)
/// and each pool's number of games, in a fixed order.
type Records = (Vec<(String, u64, [usize; 3])>, Vec<(String, usize)>);

/// [`Records`] as the store keeps them.
fn records(store: &Store, guild: u64) -> Records {
    let mut kept: Vec<_> = store
        .ratings(guild, None)
        .unwrap()
        .iter()
        .map(|r| {
            (
                format!("{:?} {:?}", r.kind, r.pool),
                r.user_id,
                [r.wins, r.draws, r.losses],
            )
        })
        .collect();
    kept.sort();
    let mut games: Vec<_> = store
        .rated_games(guild)
        .unwrap()
        .into_iter()
        .map(|(k, p, n)| (format!("{k:?} {p:?}"), n))
        .collect();
    games.sort();
    (kept, games)
}

/// [`Records`] counted from every change ever rated.
fn counted(store: &Store, guild: u64) -> Records {
    use std::collections::{BTreeMap, BTreeSet};
    let mut by_player: BTreeMap<(String, u64), [usize; 3]> = BTreeMap::new();
    let mut games: BTreeMap<String, BTreeSet<i64>> = BTreeMap::new();
    for c in store.rating_changes(guild, None, None).unwrap() {
        let pool = format!("{:?} {:?}", c.kind, c.pool);
        let result = [GameResult::Win, GameResult::Draw, GameResult::Loss];
        let record = by_player.entry((pool.clone(), c.user_id)).or_default();
        record[result.iter().position(|r| *r == c.result).unwrap()] += 1;
        games.entry(pool).or_default().insert(c.game_id);
    }
    (
        by_player.into_iter().map(|((p, u), r)| (p, u, r)).collect(),
        games.into_iter().map(|(p, g)| (p, g.len())).collect(),
    )
}

#[test]
fn each_rating_keeps_its_record_and_each_pool_its_games_through_rebuilds_and_upgrades() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite3");
    let store = Store::open(&path).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for t in 0..120 {
        let mut users: Vec<u64> = (1..=6).collect();
        users.sort_by_key(|_| rng.random::<u32>());
        let seats = rng.random_range(2..=3);
        let ranks: Vec<usize> = (0..seats).map(|_| rng.random_range(1..=seats)).collect();
        finish(&store, 1, "draw", &people(&users[..seats]), &ranks, vec![], t);
    }
    let expected = counted(&store, 1);
    assert!(expected.0.iter().any(|(_, _, r)| r[1] > 0), "some draws: {expected:?}");
    assert_eq!(records(&store, 1), expected, "kept as games are rated");
    store.rebuild_ratings().unwrap();
    assert_eq!(records(&store, 1), expected, "recounted by a rebuild");
    // The same database as it was before records were kept: opening it
    // counts them from the changes already stored.
    store.exec_batch(
        "DROP TABLE rated_games;
             ALTER TABLE ratings DROP COLUMN wins;
             ALTER TABLE ratings DROP COLUMN draws;
             ALTER TABLE ratings DROP COLUMN losses;
             DROP INDEX rating_changes_by_time;
             DROP INDEX players_by_user_game;
             CREATE INDEX players_by_user ON players (user_id);
             ALTER TABLE owed_posts DROP COLUMN claimed_until;
             DROP TABLE turn_messages;
             DROP TABLE processes;
             DROP TABLE answers_only_channels;
             ALTER TABLE games DROP COLUMN locale;
             ALTER TABLE guild_settings DROP COLUMN language;
             DELETE FROM refinery_schema_history WHERE version >= 9;",
    );
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(records(&store, 1), expected, "counted on the upgrade");
}

#[test]
fn a_database_from_before_ratings_rates_its_old_games_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite3");
    let expected = {
        let store = Store::open(&path).unwrap();
        finish(&store, 1, "draw", &people(&[10, 20]), &[1, 2], vec![], 1);
        finish(&store, 1, "draw", &people(&[20, 30]), &[1, 2], vec![], 2);
        let expected = dump(&store, false);
        // As a database looked before the ratings migration: finished games,
        // no order of finishing, no ratings; the migration asks for a rebuild.
        store.exec_batch(
            "DELETE FROM rating_changes; DELETE FROM ratings; DELETE FROM finishes;
                 UPDATE rating_rebuild SET pending = 1;",
        );
        assert!(dump(&store, false).is_empty());
        expected
    };
    let store = Store::open(&path).unwrap();
    // The games are numbered anew in the order they finished; every number is the same.
    assert_eq!(dump(&store, false), expected);
    let pending: i64 = store.int("SELECT pending AS n FROM rating_rebuild");
    assert_eq!(pending, 0, "only once");
}

#[test]
fn a_damaged_finished_game_is_listed_as_damaged_and_rating_rows_of_unknown_games_are_skipped() {
    let store = Store::scratch().unwrap();
    let good = finish(&store, 1, "draw", &people(&[10, 20]), &[1, 2], vec![], 1);
    let bad = finish(&store, 1, "draw", &people(&[10, 20]), &[2, 1], vec![], 2);
    store.exec_with("UPDATE games SET outcome = '[' WHERE id = ?1", args![bad]);
    let list = store.finished_games_of(1, 10, None, 10).unwrap();
    assert_eq!(list.len(), 2);
    assert!(
        matches!(&list[0].1, Err(StoreError::Corrupt { table: "games", id, .. }) if *id == bad),
        "{:?}",
        list[0].1
    );
    assert_eq!(list[1].1.as_ref().unwrap().id, good);
    // Rating rows are derived: one of a game this version does not know is
    // left out of the lists (and logged), the others stay.
    store.exec("UPDATE ratings SET kind = 'chess' WHERE user_id = 10");
    let users: Vec<u64> = store.ratings(1, None).unwrap().iter().map(|r| r.user_id).collect();
    assert_eq!(users, [20]);
}

/// A `Db` that counts the statements it passes on.
struct Counting<'a> {
    db: &'a mut dyn Db,
    statements: usize,
}

impl Db for Counting<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        self.statements += 1;
        self.db.execute(sql, args)
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<crate::sql::Row>> {
        self.statements += 1;
        self.db.query(sql, args)
    }

    fn dialect(&self) -> crate::sql::Dialect {
        self.db.dialect()
    }
}

/// Issue 51: `/history` read each game, and its players, with queries of
/// their own (1 + 2 per game); the games found are read together.
#[test]
fn a_user_s_finished_games_are_read_in_three_queries_whatever_their_number() {
    let store = Store::scratch().unwrap();
    let ids: Vec<i64> = (0..5)
        .map(|i| finish(&store, 1, "draw", &people(&[10, 20]), &[1, 2], vec![], i))
        .collect();
    let (games, statements) = store
        .read(|db| {
            let mut counting = Counting { db, statements: 0 };
            let games = finished_games(&mut counting, 1, 10, None, 10)?;
            Ok((games, counting.statements))
        })
        .unwrap();
    let found: Vec<i64> = games.iter().map(|(_, g)| g.as_ref().unwrap().id).collect();
    assert_eq!(found, ids.iter().rev().copied().collect::<Vec<_>>(), "newest first");
    assert_eq!(statements, 3, "the games found, the games, their players");
}
