//! The command line as a newcomer uses it: `local` fed from standard input,
//! `render` of a stored game, and `selfplay`.

use crate::common;
use common::{bot_command, ctx_in, press, user};
use dominoes_bot::engine::GameKind;
use dominoes_bot::service::ButtonId;

use std::io::Write;
use std::process::Stdio;

fn run(args: &[&str], input: &str, dir: &std::path::Path) -> (String, String) {
    let mut child = bot_command()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn local_then_render_then_selfplay() {
    let dir = tempfile::tempdir().unwrap();
    let script = "@alice /play game:dominomega opponent:@bob\n@bob !accept:1\n@alice /board\n";
    let (out, _) = run(&["local", "--json", "--seed", "3"], script, dir.path());
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[1]["in_place"], true, "the challenge shows everyone ready: {out}");
    // Defaults: the database and pictures go under ./data.
    assert!(dir.path().join("data/dominoes.sqlite3").exists());
    let picture = lines[2]["image"].as_str().unwrap();
    assert!(picture.starts_with("data/images/"), "{picture}");

    let (out, _) = run(&["render", "--game", "1", "--out", "board.png"], "", dir.path());
    assert!(out.contains("wrote board.png"));
    assert!(
        std::fs::read(dir.path().join("board.png"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );

    let (out, _) = run(
        &["selfplay", "--game", "draw", "--games", "2", "--json"],
        "",
        dir.path(),
    );
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(report["games"], 2);
    assert_eq!(report["replayed"], 2);
    assert!(report["moves"].as_u64().unwrap() > 0);
    assert!(report["move_ms_median"].as_f64().unwrap() > 0.0);
    assert_eq!(report["capped"], 0, "draw games always end");
    assert!(report["renders"].as_u64().unwrap() > 0, "the bot draws every move");

    // Without pictures the same games are played (same seed), none drawn.
    let (out, _) = run(
        &["selfplay", "--game", "draw", "--games", "2", "--json", "--no-pictures"],
        "",
        dir.path(),
    );
    let quick: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(quick["renders"], 0, "{out}");
    assert_eq!(quick["moves"], report["moves"], "{out}");
    assert_eq!(quick["replayed"], 2, "{out}");

    // Each seat entry's win share comes with its 95 % interval.
    let seated = [
        "selfplay",
        "--game",
        "draw",
        "--games",
        "4",
        "--seats",
        "random,random",
        "--no-pictures",
    ];
    let (out, _) = run(&seated, "", dir.path());
    let first = out
        .lines()
        .find(|l| l.starts_with("seat entry 1 (random)"))
        .expect(&out);
    assert!(first.contains("% won, 95 % interval "), "{first}");
    assert!(
        first.contains("; at seat 1: ") && first.contains(" of 2 won;"),
        "{first}"
    );
    let (out, _) = run(&[&seated[..], &["--json"]].concat(), "", dir.path());
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    for p in report["players"].as_array().unwrap() {
        let share = p["wins"].as_f64().unwrap() / 4.0;
        let (lo, hi) = (
            p["won_interval_95"][0].as_f64().unwrap(),
            p["won_interval_95"][1].as_f64().unwrap(),
        );
        assert!(lo < share + 1e-9 && share < hi + 1e-9 && hi - lo > 0.3, "{p}");
        // Seats rotate, so each entry sat at seat 1 in two of the four games.
        assert_eq!(p["seat1_games"], 2, "{p}");
        assert!(
            p["seat1_wins"].as_u64().unwrap() <= p["wins"].as_u64().unwrap().min(2),
            "{p}"
        );
    }
    // One game: entry 1 sits at seat 1, so all its wins are wins there, and
    // entry 2 never sat there.
    let one = [
        "selfplay",
        "--game",
        "draw",
        "--games",
        "1",
        "--seats",
        "random,random",
        "--no-pictures",
        "--json",
    ];
    let (out, _) = run(&one, "", dir.path());
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let (first, second) = (&report["players"][0], &report["players"][1]);
    assert_eq!(
        (&first["seat1_games"], &first["seat1_wins"]),
        (&serde_json::json!(1), &first["wins"]),
        "{report}"
    );
    assert_eq!(
        (&second["seat1_games"], &second["seat1_wins"]),
        (&serde_json::json!(0), &serde_json::json!(0)),
        "{report}"
    );
    // Two players: the win share says it all, no places-behind figure.
    assert!(second["behind_first"].is_null(), "{report}");

    // Three players: each later entry says how many places behind entry 1
    // it finished, game by game, with an interval around that average.
    let three = [
        "selfplay",
        "--game",
        "draw",
        "--games",
        "6",
        "--seats",
        "random,random,random",
        "--no-pictures",
        "--json",
    ];
    let (out, _) = run(&three, "", dir.path());
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let players = report["players"].as_array().unwrap();
    assert!(players[0]["behind_first"].is_null(), "{report}");
    for p in &players[1..] {
        let mean = p["behind_first"][0].as_f64().unwrap();
        let expected = p["average_rank"].as_f64().unwrap() - players[0]["average_rank"].as_f64().unwrap();
        assert!((mean - expected).abs() < 1e-9, "{p}");
        let (lo, hi) = (
            p["behind_first"][1][0].as_f64().unwrap(),
            p["behind_first"][1][1].as_f64().unwrap(),
        );
        assert!(lo <= mean && mean <= hi, "{p}");
    }
    // Every entry's place in each game, for pooling runs: six games, and
    // they average to the average place.
    for p in players {
        let places: Vec<f64> = p["places"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert_eq!(places.len(), 6, "{p}");
        let average = places.iter().sum::<f64>() / 6.0;
        assert!((average - p["average_rank"].as_f64().unwrap()).abs() < 1e-9, "{p}");
    }
    let (out, _) = run(&three[..8], "", dir.path());
    let second = out
        .lines()
        .find(|l| l.starts_with("seat entry 2 (random)"))
        .expect(&out);
    assert!(second.contains(" places behind entry 1, 95 % interval "), "{second}");
}

#[test]
fn selfplay_aborts_a_game_at_the_move_cap_and_counts_it() {
    // Random Dominoids wanders for thousands of moves; the cap stops it.
    let dir = tempfile::tempdir().unwrap();
    let (out, _) = run(
        &[
            "selfplay",
            "--game",
            "dominoids",
            "--games",
            "2",
            "--max-moves",
            "30",
            "--json",
        ],
        "",
        dir.path(),
    );
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(report["capped"], 2, "{out}");
    assert_eq!(report["moves"], 60, "{out}");
    assert_eq!(report["replayed"], 2, "{out}");
}

#[test]
fn a_config_file_sets_the_database_and_typos_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("config.toml"), "database = \"elsewhere/games.db\"\n").unwrap();
    run(&["local", "--json"], "@a /games\n", dir.path());
    assert!(dir.path().join("elsewhere/games.db").exists());

    std::fs::write(dir.path().join("config.toml"), "databse = \"x.db\"\n").unwrap();
    let out = bot_command()
        .arg("local")
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("databse"));
}

#[test]
fn without_a_token_the_bot_explains_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    for args in [&[][..], &["run"][..]] {
        let out = bot_command()
            .args(args)
            .current_dir(dir.path())
            .env_remove("DISCORD_TOKEN")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("DISCORD_TOKEN") && err.contains("-- local"), "{err}");
    }
}

/// `run` with `args` in `dir`, without a token: its exit code and
/// standard error (2 and the token's explanation once the shards are fine).
fn run_without_token(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = bot_command()
        .arg("run")
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DOMINOES_SHARDS")
        .env_remove("DOMINOES_SHARD_TOTAL")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn shard_flags_override_the_config_and_a_bad_range_says_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run_without_token(dir.path(), &["--shards", "3-1", "--shard-total", "8"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("first shard (3) comes after the last (1)"), "{err}");
    let (code, err) = run_without_token(dir.path(), &["--shards", "0-3"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("needs shard_total"), "{err}");
    let (code, err) = run_without_token(dir.path(), &["--shards", "0-3", "--shard-total", "4"]);
    assert_eq!(code, Some(2), "a usable range goes on to the token: {err}");

    std::fs::write(
        dir.path().join("config.toml"),
        "[discord]\nshards = \"0-3\"\nshard_total = 8\n",
    )
    .unwrap();
    assert_eq!(run_without_token(dir.path(), &[]).0, Some(2));
    // Each flag replaces its own key: 4-7 of the configured 8 is fine, 0-3
    // of 2 is not.
    assert_eq!(run_without_token(dir.path(), &["--shards", "4-7"]).0, Some(2));
    let (code, err) = run_without_token(dir.path(), &["--shard-total", "2"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("numbered 0 to 1"), "{err}");
}

#[test]
fn ratings_rebuild_from_the_command_line_restores_every_number() {
    use dominoes_bot::store::Store;
    let (dir, db) = common::temp_db();
    let before = {
        let svc = common::open(&db, 4);
        // Three games in three channels, each ended by a resignation.
        for (channel, a, b) in [(1, 10, 20), (2, 20, 30), (3, 10, 30)] {
            let ctx = |u: u64| ctx_in(1, channel, u);
            let r = svc.play(&ctx(a), GameKind::Draw, &[user(b)], None);
            press(&svc, &ctx(b), ButtonId::Accept(common::game_id(&r)));
            let confirm = svc.resign(&ctx(b));
            svc.button(&ctx(b), &confirm[0].buttons[0].id);
        }
        let ratings = svc.store().ratings(1, None).unwrap();
        assert_eq!(ratings.len(), 3);
        ratings
    };
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("DELETE FROM ratings; DELETE FROM rating_changes;")
        .unwrap();
    drop(conn);
    assert!(Store::open(&db).unwrap().ratings(1, None).unwrap().is_empty());

    let (out, _) = run(&["ratings", "rebuild", "--db", db.to_str().unwrap()], "", dir.path());
    assert!(out.contains("from 3 finished games (3 rated): 3 ratings"), "{out}");
    assert_eq!(Store::open(&db).unwrap().ratings(1, None).unwrap(), before);
}

#[test]
fn the_puzzle_in_selfplay_and_the_solver_timings() {
    let dir = tempfile::tempdir().unwrap();
    let (out, _) = run(
        &["selfplay", "--game", "adding", "--games", "3", "--json"],
        "",
        dir.path(),
    );
    let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(report["games"], 3);
    assert_eq!(report["replayed"], 3, "every puzzle ends solved and its moves replay");
    assert!(report["moves"].as_u64().unwrap() >= 3 * 5);

    let (out, _) = run(
        &["solver", "--sizes", "5", "--problems", "2", "--runs", "1", "--json"],
        "",
        dir.path(),
    );
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    // Problem 1 under both goals, then generated problems and unsolvable ones.
    assert_eq!(lines.len(), 5, "{out}");
    assert_eq!(lines[0]["what"], "problem 1");
    assert_eq!(lines[0]["solved"], 1);
    assert_eq!(lines[0]["moves_min"], 8);
    assert_eq!(lines[2]["problems"], 2);
}

/// A newcomer's terminal shows replies, not the bot's log: with no log
/// level asked for, `local` writes no INFO lines (the migrations' among
/// them), and its banner suggests no move a fresh game would refuse.
#[test]
fn local_logs_nothing_at_info_and_its_banner_suggests_no_fixed_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(common::BIN)
        .args(["local", "--db", "fresh.sqlite3"])
        .env_remove("DOMINOES_LOG")
        .env_remove("RUST_LOG")
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains(" INFO "), "{stderr}");
    assert!(stderr.contains("Local play on"), "{stderr}");
    assert!(!stderr.contains("3-6 0,0 E"), "{stderr}");
}

/// `health`, as a supervisor calls it: status 0 and a line per check on a
/// current database with a connected bot; status 1 and what is wrong on a
/// missing one, or while no bot process serves the gateway.
#[test]
fn health_checks_the_database_its_migrations_and_the_gateway() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bot.sqlite3");
    let health = || {
        bot_command()
            .args(["health", "--db", path.to_str().unwrap()])
            .current_dir(dir.path())
            .output()
            .unwrap()
    };
    let missing = health();
    assert_eq!(missing.status.code(), Some(1));
    let out = String::from_utf8(missing.stdout).unwrap();
    assert!(out.starts_with("database: FAILED: "), "{out}");
    assert!(!path.exists(), "health makes no database");
    let store = dominoes_bot::store::Store::open(&path).unwrap();
    // Current, but no bot process runs on it.
    let silent = health();
    let out = String::from_utf8(silent.stdout).unwrap();
    assert_eq!(silent.status.code(), Some(1), "{out}");
    assert!(
        out.contains("database: ok: ") && out.contains("migrations: ok: all "),
        "{out}"
    );
    assert!(out.contains("gateway: FAILED: no bot process has reported"), "{out}");
    // A process reports its one shard connected.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    store
        .report_gateway(&dominoes_bot::store::GatewayReport {
            process: "bot pid 1".into(),
            total: 1,
            served: vec![0],
            connected: vec![0],
            at: now,
        })
        .unwrap();
    let running = health();
    let out = String::from_utf8(running.stdout).unwrap();
    assert!(running.status.success(), "{out}");
    assert!(
        out.contains("gateway: ok: connected (1 process)") && out.contains("shards: ok: all 1 served"),
        "{out}"
    );
}

/// `local --guild-locale` is the local server's own language: a new game
/// posts in it, while `--locale` stays the players' for private replies.
#[test]
fn local_guild_locale_sets_the_language_of_new_games() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "local",
        "--db",
        "g.sqlite3",
        "--seed",
        "3",
        "--locale",
        "fr",
        "--guild-locale",
        "es-ES",
    ];
    let (out, _) = run(
        &args,
        "@alice /play game:draw opponent:@bob\n@bob /resume\n",
        dir.path(),
    );
    assert!(out.contains("¡@alice te reta a **Dominó de robo**!"), "{out}");
    assert!(out.contains("La partie de ce salon n'a pas encore commencé"), "{out}");
}
