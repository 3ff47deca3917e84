use super::*;

fn sample(channel: u64) -> GameRow {
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
    let store = Store::open_in_memory().unwrap();
    let id = store.create_game(&sample(7)).unwrap();
    assert!(matches!(store.create_game(&sample(7)), Err(StoreError::ChannelBusy)));
    assert!(store.create_game(&sample(8)).is_ok());
    // Once the first game is over the channel is free again.
    let mut g = store.game(id).unwrap().unwrap();
    g.status = Status::Cancelled;
    store.save(&g, None).unwrap();
    assert!(store.create_game(&sample(7)).is_ok());
}

#[test]
fn save_refuses_a_stale_version_and_changes_nothing() {
    let store = Store::open_in_memory().unwrap();
    let id = store.create_game(&sample(7)).unwrap();
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
    assert_eq!(store.save(&first, Some(&action)).unwrap(), 1);
    let mut second = loaded;
    second.status = Status::Aborted;
    assert!(matches!(store.save(&second, Some(&action)), Err(StoreError::Conflict)));
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
        store.create_game(&sample(3)).unwrap()
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
    store
        .conn()
        .execute(
            &format!("UPDATE {table} SET {column} = ?1 WHERE {key} = ?2"),
            params![value, id],
        )
        .unwrap();
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
        let store = Store::open_in_memory().unwrap();
        let id = store.create_game(&sample(7)).unwrap();
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
    let store = Store::open_in_memory().unwrap();
    let good = store.create_game(&sample(7)).unwrap();
    let bad = store.create_game(&sample(8)).unwrap();
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
    let store = Store::open_in_memory().unwrap();
    let mut row = sample(7);
    row.kind = GameKind::Tetradominoes;
    row.players[1].computer = Some(Level::Hard);
    row.abort_votes = vec![1];
    row.id = store.create_game(&row).unwrap();
    row.wait.pause_votes = vec![0, 1];
    row.proposal = Some(Proposal {
        seat: 1,
        ply: 3,
        agreed: vec![0],
    });
    row.outcome = Some(Outcome::resigned(2, 0));
    row.status = Status::Finished;
    store.save(&row, None).unwrap();
    row.version += 1;
    assert_eq!(store.game(row.id).unwrap().unwrap(), row);
}

#[test]
fn a_stored_action_owes_its_post_until_marked_posted() {
    let store = Store::open_in_memory().unwrap();
    let id = store.create_game(&sample(7)).unwrap();
    let act = |ply, created_at| ActionRow {
        ply,
        seat: 0,
        user_id: 10,
        notation: "x".into(),
        created_at,
    };
    let mut game = store.game(id).unwrap().unwrap();
    game.status = Status::Active;
    game.version = store.save(&game, Some(&act(1, 100))).unwrap();
    assert_eq!(store.owed_posts(99).unwrap(), vec![], "younger than asked");
    assert_eq!(store.owed_posts(100).unwrap(), vec![(id, 1)]);
    store.save(&game, Some(&act(2, 105))).unwrap();
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
fn a_reminder_is_claimed_by_one_of_two_stores_that_loaded_the_same_wait() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bot.sqlite3");
    let (a, b) = (Store::open(&path).unwrap(), Store::open(&path).unwrap());
    let id = a.create_game(&sample(7)).unwrap();
    // Both processes find the first reminder due in the same row.
    let (seen_a, seen_b) = (a.game(id).unwrap().unwrap(), b.game(id).unwrap().unwrap());
    let first = WaitClaim {
        reminders_sent: 1,
        deadline_announced: false,
    };
    assert!(a.claim_wait(&seen_a, first).unwrap());
    assert!(!b.claim_wait(&seen_b, first).unwrap(), "the reminder is sent once");
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
    assert!(b.claim_wait(&row, announced).unwrap());
    assert!(!a.claim_wait(&row, announced).unwrap());
    // A move since the row was loaded (a new version) loses the claim too.
    let before_move = a.game(id).unwrap().unwrap();
    a.save(&before_move, None).unwrap();
    let second = WaitClaim {
        reminders_sent: 2,
        deadline_announced: true,
    };
    assert!(!a.claim_wait(&before_move, second).unwrap());
}
