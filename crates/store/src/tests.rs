use super::*;

pub(super) fn sample(channel: u64) -> GameRow {
    GameRow {
        id: 0,
        guild_id: 1,
        channel_id: channel,
        kind: GameKind::Dominimum,
        variant: None,
        status: Status::Challenge,
        created_by: 10,
        seed: "00".into(),
        snapshot: None,
        rng: None,
        version: 0,
        to_act: None,
        outcome: None,
        abort_votes: vec![],
        created_at: 5,
        updated_at: 5,
        wait: Wait::default(),
        proposal: None,
        turn_post: Default::default(),
        locale: None,
        players: vec![
            Player {
                slot: 0,
                user_id: Some(10),
                name: "alice".into(),
                accepted: true,
                seat: None,
                computer: None,
            },
            Player {
                slot: 1,
                user_id: None,
                name: "open seat".into(),
                accepted: false,
                seat: None,
                computer: None,
            },
        ],
    }
}

#[test]
fn a_channel_holds_one_open_game() {
    let store = Store::scratch().unwrap();
    let id = store.create_game(&sample(7), &never_due).unwrap();
    assert!(matches!(
        store.create_game(&sample(7), &never_due),
        Err(StoreError::ChannelBusy)
    ));
    assert!(store.create_game(&sample(8), &never_due).is_ok());
    // Once the first game is over the channel is free again.
    let mut g = store.game(id).unwrap().unwrap();
    g.status = Status::Cancelled;
    store.save(&g, None, &never_due).unwrap();
    assert!(store.create_game(&sample(7), &never_due).is_ok());
}

#[test]
fn save_refuses_a_stale_version_and_changes_nothing() {
    let store = Store::scratch().unwrap();
    let id = store.create_game(&sample(7), &never_due).unwrap();
    let loaded = store.game(id).unwrap().unwrap();
    assert_eq!(loaded.players.len(), 2);
    let mut first = loaded.clone();
    first.status = Status::Active;
    first.snapshot = Some("{}".into());
    let action = ActionRow {
        ply: 1,
        seat: 0,
        user_id: 10,
        notation: "x".into(),
        created_at: 6,
    };
    assert_eq!(store.save(&first, Some(&action), &never_due).unwrap(), 1);
    let mut second = loaded;
    second.status = Status::Aborted;
    assert!(matches!(
        store.save(&second, Some(&action), &never_due),
        Err(StoreError::Conflict)
    ));
    let now = store.game(id).unwrap().unwrap();
    assert_eq!(now.status, Status::Active);
    assert_eq!(now.version, 1);
    assert_eq!(store.actions(id).unwrap().len(), 1);
}

#[test]
fn open_creates_the_folder_and_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/deeper/bot.sqlite3");
    let id = {
        let store = Store::open(&path).unwrap();
        store.create_game(&sample(3), &never_due).unwrap()
    };
    let store = Store::open(&path).unwrap();
    let g = store.open_game_in_channel(3).unwrap().unwrap();
    assert_eq!(g.id, id);
    assert_eq!(store.open_games_of_user(1, 10).unwrap().len(), 1);
    assert_eq!(store.open_games_of_user(2, 10).unwrap().len(), 0);
}

/// Writes `value` into `column` of game `id`, bypassing the store.
fn damage(store: &Store, table: &str, column: &str, value: &str, id: i64) {
    let key = if table == "games" { "id" } else { "game_id" };
    store.exec_with(
        &format!("UPDATE {table} SET {column} = ?1 WHERE {key} = ?2"),
        args![value, id],
    );
}

fn is_corrupt<T: std::fmt::Debug>(got: &Result<T>, table: &str, id: i64, column: &str) -> bool {
    matches!(got, Err(StoreError::Corrupt { table: t, id: i, what }) if *t == table && *i == id && what.starts_with(column))
}

#[test]
fn a_damaged_game_row_is_corrupt_never_a_default() {
    let damages = [
        ("games", "kind", "chess"),
        ("games", "status", "paused"),
        ("games", "outcome", "{not json"),
        ("games", "abort_votes", "[1,"),
        ("games", "pause_votes", "seat 1"),
        ("games", "proposal", "{}"),
        ("players", "computer", "grandmaster"),
    ];
    for (table, column, value) in damages {
        let store = Store::scratch().unwrap();
        let id = store.create_game(&sample(7), &never_due).unwrap();
        damage(&store, table, column, value, id);
        let got = store.game(id);
        assert!(is_corrupt(&got, table, id, column), "{column}: {got:?}");
        if column != "status" {
            // Still open in the channel (by its status column), and as damaged.
            let got = store.open_game_in_channel(7);
            assert!(is_corrupt(&got, table, id, column), "{column}: {got:?}");
        }
    }
}

#[test]
fn a_list_keeps_the_readable_games_and_names_the_damaged_one() {
    let store = Store::scratch().unwrap();
    let good = store.create_game(&sample(7), &never_due).unwrap();
    let bad = store.create_game(&sample(8), &never_due).unwrap();
    damage(&store, "games", "kind", "chess", bad);
    for list in [
        store.open_games_of_user(1, 10).unwrap(),
        store.open_games_in_guild(1).unwrap(),
    ] {
        assert_eq!(list.len(), 2);
        assert_eq!(list[0].as_ref().unwrap().id, good);
        assert!(is_corrupt(&list[1], "games", bad, "kind"), "{:?}", list[1]);
    }
}

#[test]
fn typed_fields_round_trip() {
    let store = Store::scratch().unwrap();
    let mut row = sample(7);
    row.kind = GameKind::Tetradominoes;
    row.players[1].computer = Some(Level::Hard);
    row.abort_votes = vec![1];
    row.id = store.create_game(&row, &never_due).unwrap();
    row.wait.pause_votes = vec![0, 1];
    row.proposal = Some(Proposal {
        seat: 1,
        ply: 3,
        agreed: vec![0],
    });
    row.outcome = Some(Outcome::resigned(2, 0));
    row.status = Status::Finished;
    store.save(&row, None, &never_due).unwrap();
    row.version += 1;
    assert_eq!(store.game(row.id).unwrap().unwrap(), row);
}

#[test]
fn a_stored_action_owes_its_post_until_marked_posted() {
    let store = Store::scratch().unwrap();
    let id = store.create_game(&sample(7), &never_due).unwrap();
    let act = |ply, created_at| ActionRow {
        ply,
        seat: 0,
        user_id: 10,
        notation: "x".into(),
        created_at,
    };
    let mut game = store.game(id).unwrap().unwrap();
    game.status = Status::Active;
    game.version = store.save(&game, Some(&act(1, 100)), &never_due).unwrap();
    assert_eq!(store.owed_posts(99).unwrap(), vec![], "younger than asked");
    assert_eq!(store.owed_posts(100).unwrap(), vec![(id, 1)]);
    store.save(&game, Some(&act(2, 105)), &never_due).unwrap();
    assert_eq!(
        store.owed_posts(200).unwrap(),
        vec![(id, 2)],
        "one row a game: the latest"
    );
    store.mark_posted(id, 1).unwrap();
    assert_eq!(
        store.owed_posts(200).unwrap(),
        vec![(id, 2)],
        "an older post settles nothing newer"
    );
    store.mark_posted(id, 2).unwrap();
    assert!(store.owed_posts(200).unwrap().is_empty());
}

#[test]
fn an_owed_post_is_claimed_once_and_again_only_when_the_claim_ends() {
    let store = Store::scratch().unwrap();
    let id = store.create_game(&sample(7), &never_due).unwrap();
    let mut game = store.game(id).unwrap().unwrap();
    game.status = Status::Active;
    let act = ActionRow {
        ply: 1,
        seat: 0,
        user_id: 10,
        notation: "x".into(),
        created_at: 100,
    };
    store.save(&game, Some(&act), &never_due).unwrap();
    let held = 100 + POST_LEASE;
    assert!(
        store.claim_owed_posts(held - 1, 500).unwrap().is_empty(),
        "the storing process holds it"
    );
    assert_eq!(store.claim_owed_posts(held, 500).unwrap(), vec![(id, 1)]);
    assert!(
        store.claim_owed_posts(499, 900).unwrap().is_empty(),
        "claimed until 500"
    );
    assert_eq!(store.claim_owed_posts(500, 900).unwrap(), vec![(id, 1)], "claim ended");
    assert_eq!(
        store.claim_owed_posts(i64::MAX, 900).unwrap(),
        vec![(id, 1)],
        "a process alone on its database takes everything at start"
    );
    store.mark_posted(id, 1).unwrap();
    assert!(store.claim_owed_posts(i64::MAX, 900).unwrap().is_empty());
}

#[test]
fn a_computer_move_is_claimed_once_until_its_claim_ends() {
    let store = Store::scratch().unwrap();
    let due = NextDue {
        at: Some(100),
        computer: true,
    };
    let id = running(&store, 7, due);
    assert!(!store.claim_computer_move(id, 99, 200).unwrap(), "not due yet");
    assert!(store.claim_computer_move(id, 100, 200).unwrap());
    assert!(!store.claim_computer_move(id, 150, 300).unwrap(), "held until 200");
    assert!(store.computer_moves_due(150).unwrap().is_empty(), "no round sees it");
    assert_eq!(store.computer_moves_due(200).unwrap().len(), 1, "due again");
    assert!(
        store.claim_computer_move(id, 200, 300).unwrap(),
        "a stopped claimant's move"
    );
    let reminder = running(&store, 8, at(100));
    assert!(
        !store.claim_computer_move(reminder, 100, 200).unwrap(),
        "only computer moves"
    );
}

#[test]
fn a_turn_message_is_found_by_its_turn_and_never_replaced_by_an_older_one() {
    let store = Store::scratch().unwrap();
    let id = store.create_game(&sample(7), &never_due).unwrap();
    let turn = |began| TurnKey { game: id, began };
    let at = |message| ChatMessage { channel: 7, message };
    assert_eq!(store.turn_message(turn(3)).unwrap(), None, "nothing posted yet");
    store.record_turn_message(turn(3), at(1000)).unwrap();
    assert_eq!(store.turn_message(turn(3)).unwrap(), Some(at(1000)));
    // Posted anew (its edit failed): the turn's later edits go to the new one.
    store.record_turn_message(turn(3), at(1001)).unwrap();
    assert_eq!(store.turn_message(turn(3)).unwrap(), Some(at(1001)));
    store.record_turn_message(turn(5), at(1002)).unwrap();
    assert_eq!(
        store.turn_message(turn(3)).unwrap(),
        None,
        "an older turn's message is not edited"
    );
    assert_eq!(store.turn_message(turn(5)).unwrap(), Some(at(1002)));
    // A slow process recording turn 3's message late changes nothing.
    store.record_turn_message(turn(3), at(1003)).unwrap();
    assert_eq!(store.turn_message(turn(5)).unwrap(), Some(at(1002)));
    assert_eq!(store.turn_message(turn(3)).unwrap(), None);
    // Discord's ids use all 64 bits.
    store.record_turn_message(turn(6), at(u64::MAX - 1)).unwrap();
    assert_eq!(store.turn_message(turn(6)).unwrap(), Some(at(u64::MAX - 1)));
}

#[test]
fn a_reminder_is_claimed_by_one_of_two_stores_that_loaded_the_same_wait() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bot.sqlite3");
    let (a, b) = (Store::open(&path).unwrap(), Store::open(&path).unwrap());
    let id = a.create_game(&sample(7), &never_due).unwrap();
    // Both processes find the first reminder due in the same row.
    let (seen_a, seen_b) = (a.game(id).unwrap().unwrap(), b.game(id).unwrap().unwrap());
    let first = WaitClaim {
        reminders_sent: 1,
        deadline_announced: false,
    };
    assert!(a.claim_wait(&seen_a, first, &never_due).unwrap());
    assert!(
        !b.claim_wait(&seen_b, first, &never_due).unwrap(),
        "the reminder is sent once"
    );
    let row = b.game(id).unwrap().unwrap();
    assert_eq!(
        (row.wait.reminders_sent, row.version),
        (1, seen_a.version),
        "no new version"
    );
    // The same for the deadline notice, claimed from the state after the reminder.
    let announced = WaitClaim {
        reminders_sent: 1,
        deadline_announced: true,
    };
    assert!(b.claim_wait(&row, announced, &never_due).unwrap());
    assert!(!a.claim_wait(&row, announced, &never_due).unwrap());
    // A move since the row was loaded (a new version) loses the claim too.
    let before_move = a.game(id).unwrap().unwrap();
    a.save(&before_move, None, &never_due).unwrap();
    let second = WaitClaim {
        reminders_sent: 2,
        deadline_announced: true,
    };
    assert!(!a.claim_wait(&before_move, second, &never_due).unwrap());
}

/// How the database runs `sql` (every parameter bound to 1), one step per
/// line: SQLite's `EXPLAIN QUERY PLAN`, or PostgreSQL's `EXPLAIN` with
/// sequential scans priced out (on tables this small a scan is cheapest,
/// and the question is whether an index *can* serve the query).
fn plan(store: &Store, sql: &str) -> Vec<String> {
    let count = (1..=30).filter(|n| sql.contains(&format!("?{n}"))).count();
    let ones = vec![Value::Int(1); count];
    store
        .write(|db| {
            let (explain, column) = match db.dialect() {
                Dialect::Sqlite => ("EXPLAIN QUERY PLAN", "detail"),
                Dialect::Postgres => {
                    db.execute("SET LOCAL enable_seqscan = off", &[])?;
                    ("EXPLAIN", "QUERY PLAN")
                }
            };
            db.query(&format!("{explain} {sql}"), &ones)?
                .iter()
                .map(|r| r.get::<String>(column))
                .collect()
        })
        .unwrap()
}

/// Asserts that `sql` reads through `index` (an index's name, or `INTEGER
/// PRIMARY KEY` for a lookup by rowid) and scans nothing: no whole table
/// and no whole index, so its cost follows the rows it wants, not the rows
/// the database holds. PostgreSQL's planner picks among the indexes that
/// serve a query by its statistics, so there it must use an index (any)
/// and scan no table.
fn assert_indexed(store: &Store, sql: &str, index: &str) {
    let steps = plan(store, sql);
    let sqlite = store.dialect() == Dialect::Sqlite;
    let scan = |s: &String| {
        if sqlite {
            s.starts_with("SCAN")
        } else {
            s.contains("Seq Scan")
        }
    };
    let used = |s: &String| {
        if sqlite {
            s.contains(&format!("INDEX {index} ")) || s.contains(&format!("USING {index} "))
        } else {
            s.contains("Index")
        }
    };
    assert!(!steps.iter().any(scan), "a scan in {steps:#?}\nfor {sql}");
    assert!(steps.iter().any(used), "{index} unused in {steps:#?}\nfor {sql}");
}

/// A running game in `channel`, due as `due` says.
fn running(store: &Store, channel: u64, due: NextDue) -> i64 {
    let mut row = sample(channel);
    row.status = Status::Active;
    row.snapshot = Some("{}".into());
    store.create_game(&row, &|_, _| due).unwrap()
}

fn at(time: i64) -> NextDue {
    NextDue {
        at: Some(time),
        computer: false,
    }
}

#[test]
fn the_timer_round_reads_only_what_is_due_through_an_index() {
    let store = Store::scratch().unwrap();
    assert_indexed(&store, due::DUE_QUERY, "games_due");
    for channel in 0..200 {
        running(&store, 1000 + channel, at(1_000 + channel as i64));
    }
    running(&store, 1, NextDue::NEVER);
    let soon = running(&store, 2, at(50));
    let sooner = running(&store, 3, at(40));
    let computer = running(
        &store,
        4,
        NextDue {
            at: Some(45),
            computer: true,
        },
    );
    assert!(store.due_games(39).unwrap().is_empty(), "nothing is due yet");
    let due: Vec<i64> = store.due_games(999).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(due, vec![sooner, soon], "only what is due, earliest first");
    let computers: Vec<u64> = store
        .computer_moves_due(999)
        .unwrap()
        .iter()
        .map(|g| g.channel)
        .collect();
    assert_eq!(computers, vec![4]);
    assert_eq!(store.next_due(computer).unwrap().map(|d| d.computer), Some(true));
    assert_eq!(store.due_games(1_000).unwrap().len(), 3);
}

#[test]
fn a_write_stores_the_due_time_its_rule_gives_under_the_settings_of_the_moment() {
    let store = Store::scratch().unwrap();
    let id = running(&store, 7, at(10));
    let mut row = store.game(id).unwrap().unwrap();
    let hours = |_: &GameRow, s: &GuildSettings| at(i64::from(s.reminder_hours));
    row.version = store.save(&row, None, &hours).unwrap();
    assert_eq!(store.next_due(id).unwrap(), Some(at(24)), "the default settings");
    let six = GuildSettings {
        reminder_hours: 6,
        ..GuildSettings::default()
    };
    store.set_guild_settings(1, &six).unwrap();
    assert_eq!(
        store.next_due(id).unwrap(),
        Some(at(0)),
        "a change of timers: due at once"
    );
    store.save(&row, None, &hours).unwrap();
    assert_eq!(
        store.next_due(id).unwrap(),
        Some(at(6)),
        "the rule sees the settings as they are"
    );
    let threads = GuildSettings { threads: true, ..six };
    store.set_guild_settings(1, &threads).unwrap();
    assert_eq!(store.next_due(id).unwrap(), Some(at(6)), "threads change no timer");
    let spanish = GuildSettings {
        language: Some("es-ES".into()),
        ..threads
    };
    store.set_guild_settings(1, &spanish).unwrap();
    assert_eq!(store.next_due(id).unwrap(), Some(at(6)), "a language changes no timer");
}

/// Issue 55: a game keeps the language it was created in through every
/// save; a game from before languages reads as having none.
#[test]
fn a_game_keeps_its_language_and_an_old_game_has_none() {
    let store = Store::scratch().unwrap();
    let mut row = sample(31);
    row.locale = Some("fr".into());
    let id = store.create_game(&row, &never_due).unwrap();
    let mut saved = store.game(id).unwrap().unwrap();
    assert_eq!(saved.locale.as_deref(), Some("fr"));
    saved.status = Status::Active;
    store.save(&saved, None, &never_due).unwrap();
    assert_eq!(store.game(id).unwrap().unwrap().locale.as_deref(), Some("fr"));
    let old = store.create_game(&sample(32), &never_due).unwrap();
    store.exec(&format!("UPDATE games SET locale = NULL WHERE id = {old}"));
    assert_eq!(store.game(old).unwrap().unwrap().locale, None);
}

#[test]
fn a_settings_change_makes_only_its_server_s_waiting_games_due_through_an_index() {
    let store = Store::scratch().unwrap();
    assert_indexed(&store, waiting::DUE_AT_ONCE, "games_by_guild");
    let here = running(&store, 7, at(100));
    let mut elsewhere = sample(8);
    elsewhere.guild_id = 2;
    elsewhere.status = Status::Active;
    let elsewhere = store.create_game(&elsewhere, &|_, _| at(100)).unwrap();
    let computer = NextDue {
        at: Some(100),
        computer: true,
    };
    let thinking = running(&store, 9, computer);
    let challenge = store.create_game(&sample(10), &never_due).unwrap();
    let change = GuildSettings {
        grace_hours: 1,
        ..GuildSettings::default()
    };
    store.set_guild_settings(1, &change).unwrap();
    assert_eq!(store.next_due(here).unwrap(), Some(at(0)));
    assert_eq!(store.next_due(elsewhere).unwrap(), Some(at(100)));
    assert_eq!(
        store.next_due(thinking).unwrap(),
        Some(computer),
        "a computer's move owes nothing to settings"
    );
    assert_eq!(store.next_due(challenge).unwrap(), Some(NextDue::NEVER));
}

#[test]
fn creating_a_game_reads_through_indexes() {
    let store = Store::scratch().unwrap();
    assert_indexed(&store, &games_select(OPEN_IN_CHANNEL), "games_one_open_per_channel");
    // The players of the games found, in one query whatever their number.
    assert_indexed(&store, &players_where(OPEN_IN_CHANNEL), "sqlite_autoindex_players_1");
    assert_indexed(&store, &waiting::settings_sql(), "INTEGER PRIMARY KEY");
}

#[test]
fn a_player_s_open_games_are_listed_through_an_index() {
    let store = Store::scratch().unwrap();
    assert_indexed(&store, &games_select(OPEN_OF_USER), "players_by_user_game");
    assert_indexed(&store, &players_where(OPEN_OF_USER), "sqlite_autoindex_players_1");
    let mine = store.create_game(&sample(7), &never_due).unwrap();
    let mut other = sample(8);
    other.players[0].user_id = Some(11);
    store.create_game(&other, &never_due).unwrap();
    let listed: Vec<i64> = store
        .open_games_of_user(1, 10)
        .unwrap()
        .into_iter()
        .map(|g| g.unwrap().id)
        .collect();
    assert_eq!(listed, vec![mine]);
}

#[test]
fn the_leaderboard_and_history_read_through_indexes() {
    let store = Store::scratch().unwrap();
    assert_indexed(&store, &ratings::ratings_sql(false), "sqlite_autoindex_ratings_1");
    assert_indexed(&store, &ratings::ratings_sql(true), "sqlite_autoindex_ratings_1");
    assert_indexed(&store, &ratings::changes_sql(false), "rating_changes_by_time");
    assert_indexed(&store, &ratings::changes_sql(true), "rating_changes_by_game");
    assert_indexed(&store, ratings::RATED_GAMES, "sqlite_autoindex_rated_games_1");
    assert_indexed(&store, ratings::FINISHED_OF_USER, "players_by_user_game");
    // Then those games, and their players, in one query each.
    assert_indexed(&store, &games_select(&ratings::ids_in(3)), "INTEGER PRIMARY KEY");
    assert_indexed(
        &store,
        &players_where(&ratings::ids_in(3)),
        "sqlite_autoindex_players_1",
    );
    assert_indexed(
        &store,
        &format!("SELECT seq FROM rating_changes {}", ratings::CHANGES_WITH_USER),
        "rating_changes_by_user",
    );
}

#[test]
fn an_upgraded_database_makes_its_running_games_due_at_once() {
    let mut conn = Connection::open_in_memory().unwrap();
    migrations::runner(migrations::Backend::Sqlite)
        .unwrap()
        .set_target(refinery::Target::Version(7))
        .run(&mut conn)
        .unwrap();
    conn.execute_batch(
        "INSERT INTO games (id, guild_id, channel_id, kind, status, created_by, seed, created_at, updated_at, paused_at)
         VALUES (1, 1, 1, 'dominimum', 'active', 1, '00', 0, 0, NULL),
                (2, 1, 2, 'dominimum', 'active', 1, '00', 0, 0, 5),
                (3, 1, 3, 'dominimum', 'finished', 1, '00', 0, 0, NULL)",
    )
    .unwrap();
    let store = Store::prepare(conn, Limits::default()).unwrap();
    assert_eq!(store.next_due(1).unwrap(), Some(at(0)), "the first round works it out");
    assert_eq!(store.next_due(2).unwrap(), Some(NextDue::NEVER), "paused");
    assert_eq!(store.next_due(3).unwrap(), Some(NextDue::NEVER), "over");
}
