use super::*;

fn sample(channel: u64) -> GameRow {
    GameRow {
        id: 0,
        guild_id: 1,
        channel_id: channel,
        kind: "dominimum".into(),
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
