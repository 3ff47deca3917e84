//! Play anywhere (issue 52): the real bot client against the fake Discord
//! in the chats an install to a user's account reaches (a group DM, a
//! server that never added the bot), where Discord lets the app only answer
//! interactions; reminders and moves through the bot's own DMs.

use crate::common;
use common::bot::{TestBot, connection};
use common::chats::Chat;
use common::fake_discord::{APP_ID, Call, DM_BASE, FakeDiscord};
use common::{button_id, ctx, service_on, temp_db};
use dominoes_bot::discord::Connection;
use dominoes_bot::engine::GameKind;
use dominoes_bot::service::{ButtonId, Clock, ManualClock, NO_SERVER, PickStep, Service, SystemClock};
use dominoes_bot::store::{NotifyMode, Status, Store};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

const ALICE: (u64, &str) = (11, "alice");
const BOB: (u64, &str) = (12, "bob");
const GROUP: u64 = 4242;
const HOUR: i64 = 3600;

fn who(id: u64) -> (u64, &'static str) {
    if id == ALICE.0 { ALICE } else { BOB }
}

/// The fake Discord and the bot on a fresh database (kept while the
/// returned folder lives), commands registered.
async fn started(
    clock: impl Clock + 'static,
    tick: Option<Duration>,
) -> (FakeDiscord, tempfile::TempDir, Arc<Service>, TestBot) {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    let service = Arc::new(service_on(Store::open(&db).unwrap(), clock, 9));
    let conn = Connection {
        tick_every: tick,
        ..connection(&fake)
    };
    let bot = TestBot::start(&conn, service.clone()).await;
    fake.registrations(1).await;
    (fake, dir, service, bot)
}

/// Fails if the bot did anything there that Discord refuses where it may
/// only answer: a post, edit or typing in the chat (50001), a follow-up
/// past the cap (40094) or on an expired token (50027).
fn assert_only_answers(fake: &FakeDiscord, chat: u64) {
    assert_nothing_went_wrong(fake);
    for code in [50001, 40094, 50027] {
        assert!(
            fake.refused(code).is_empty(),
            "refused with {code}: {:#?}",
            fake.refused(code)
        );
    }
    let own = format!("/api/v10/channels/{chat}/");
    let posts: Vec<Call> = fake.calls().into_iter().filter(|c| c.path.starts_with(&own)).collect();
    assert!(posts.is_empty(), "the bot acted in the chat on its own: {posts:#?}");
}

/// Fails if a player was told that something went wrong.
fn assert_nothing_went_wrong(fake: &FakeDiscord) {
    let wrong: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.content().contains("went wrong"))
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Alice challenges Bob to draw dominoes in `chat`, and Bob accepts; returns
/// the answers to the acceptance.
async fn challenge_accepted(fake: &FakeDiscord, chat: u64) -> Vec<Call> {
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Draw dominoes");
    let token = fake.slash(ALICE, chat, "play", &[("game", game), ("opponent", json!("@12:bob"))]);
    let replies = fake.answers_to(&token, 1).await;
    assert!(!replies[0].is_ephemeral(), "the challenge is public: {replies:#?}");
    let accept = replies[0]
        .button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Accept(_))))
        .expect("an Accept button");
    let token = fake.button(BOB, chat, &accept);
    fake.answers_to(&token, 2).await
}

fn mentioned(c: &Call) -> Vec<String> {
    let users = &c.message()["allowed_mentions"]["users"];
    users
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_string)
        .collect()
}

fn has_picture(c: &Call) -> bool {
    c.files
        .iter()
        .any(|(name, png)| name.ends_with(".png") && png.starts_with(b"\x89PNG"))
}

/// Plays the game in `chat` to its end by `/move` (the first legal action
/// each time), checking each answer: public, with the board, pinging the
/// next player, with a button under it for them, and naming no secret.
/// Once, the next player plays with that button instead of typing.
async fn play_to_the_end(fake: &FakeDiscord, service: &Service, chat: u64) -> i64 {
    let id = service.store().open_game_in_channel(chat).unwrap().unwrap().id;
    let mut tapped = false;
    let mut button: Option<String> = None;
    for _ in 0..600 {
        let row = service.store().game(id).unwrap().unwrap();
        if row.status != Status::Active {
            assert!(tapped, "a move was made with the board's button");
            return id;
        }
        let Some(next) = row.to_act else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let secrets = common::secrets(service, id);
        let replies = match button.take().filter(|_| !tapped) {
            Some(b) => {
                tapped = true;
                tap(fake, who(next), chat, &b).await
            }
            None => {
                let action = service.legal_actions(&ctx(chat, next))[0].notation.clone();
                let token = fake.slash(who(next), chat, "move", &[("action", json!(action))]);
                fake.answers_to(&token, 1).await
            }
        };
        let still_secret: Vec<String> = common::secrets(service, id)
            .into_iter()
            .filter(|s| secrets.contains(s))
            .collect();
        let public: Vec<&Call> = replies.iter().filter(|c| !c.is_ephemeral()).collect();
        let board = *public.last().unwrap_or_else(|| panic!("a public answer: {replies:#?}"));
        assert!(has_picture(board), "{board:#?}");
        for c in &public {
            for s in &still_secret {
                assert!(!c.content().contains(s.as_str()), "a secret, {s}: {}", c.content());
            }
        }
        let row = service.store().game(id).unwrap().unwrap();
        let Some(then) = row.to_act.filter(|_| row.status == Status::Active) else {
            continue;
        };
        assert!(
            mentioned(board).contains(&then.to_string()),
            "{then} is pinged: {board:#?}"
        );
        let buttons = board.button_ids();
        assert!(!buttons.is_empty(), "a button under the board for {then}: {board:#?}");
        button = buttons.into_iter().next();
    }
    panic!("the game did not end");
}

/// A press of a button under the board: a move, or the Move… button whose
/// private picker is walked to its Confirm. The answers that show the move.
async fn tap(fake: &FakeDiscord, user: (u64, &str), chat: u64, button: &str) -> Vec<Call> {
    let token = fake.button(user, chat, button);
    let answers = fake.answers_to(&token, 1).await;
    match button_id(button) {
        Some(ButtonId::Picker(_)) => {
            assert!(answers[0].is_ephemeral(), "the picker is private: {answers:#?}");
            pick_and_confirm(fake, user, chat, answers[0].clone()).await
        }
        _ => answers,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_is_registered_for_both_installs_and_settings_for_servers_only() {
    let (fake, _dir, _service, bot) = started(SystemClock, None).await;
    let registration = fake.registrations(1).await;
    let commands = registration.json.as_array().unwrap();
    assert!(commands.len() > 20);
    for c in commands {
        assert_eq!(c["integration_types"], json!([0, 1]), "{}", c["name"]);
        let used = if c["name"] == "settings" {
            json!([0])
        } else {
            json!([0, 1, 2])
        };
        assert_eq!(c["contexts"], used, "{}", c["name"]);
        // Issue 55: each command reads in Spanish and French too.
        for locale in ["es-ES", "fr"] {
            let local = c["name_localizations"][locale].as_str().unwrap_or_default();
            assert!(!local.is_empty(), "{} in {locale}", c["name"]);
            assert!(c["description_localizations"][locale].is_string(), "{}", c["name"]);
        }
    }
    let play = commands.iter().find(|c| c["name"] == "play").unwrap();
    assert_eq!(play["name_localizations"]["es-ES"], "jugar");
    let level = play["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "level")
        .unwrap();
    assert_eq!(level["name_localizations"]["fr"], "niveau");
    assert_eq!(level["choices"][0]["name_localizations"]["es-ES"], "fácil");
    every_word_is_the_catalogues(commands);
    bot.stop().await;
}

/// Issue 55: in the registration payload every command, option and choice
/// reads in English as en-US `commands.ftl` says, and carries Spanish and
/// French, as Discord takes them (descriptions and choices 1-100
/// characters; names lowercase, without spaces, unique among a command's
/// options).
fn every_word_is_the_catalogues(commands: &[serde_json::Value]) {
    use dominoes_bot::i18n::{Locale, lookup};
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_string();
    let fits = |t: &str| (1..=100).contains(&t.chars().count());
    let named = |t: &str| !t.is_empty() && t.to_lowercase() == t && !t.contains(' ');
    let described = |key: &str| lookup(Locale::EnUs, key, Some("description"), &[]);
    for c in commands {
        let name = text(&c["name"]);
        assert_eq!(
            Some(text(&c["description"])),
            described(&format!("cmd-{name}")),
            "/{name}"
        );
        let mut option_names = std::collections::HashSet::new();
        for o in c["options"].as_array().into_iter().flatten() {
            let option = text(&o["name"]);
            let key = format!("cmd-{name}-{option}");
            assert_eq!(Some(text(&o["description"])), described(&key), "/{name} {option}");
            assert!(fits(&text(&o["description"])) && option_names.insert(option.clone()));
            for locale in ["es-ES", "fr"] {
                let (local, about) = (
                    text(&o["name_localizations"][locale]),
                    &o["description_localizations"][locale],
                );
                assert!(named(&local) && fits(&text(about)), "/{name} {option} in {locale}");
            }
            for choice in o["choices"].as_array().into_iter().flatten() {
                assert!(fits(&text(&choice["name"])), "{choice}");
                for locale in ["es-ES", "fr"] {
                    assert!(
                        fits(&text(&choice["name_localizations"][locale])),
                        "{choice} in {locale}"
                    );
                }
            }
        }
    }
    let notify = commands.iter().find(|c| c["name"] == "notify").unwrap();
    let mode = &notify["options"][0];
    assert_eq!(mode["description"], "How to remind you");
    assert_eq!(mode["choices"][0]["name"], "mention me in the game's channel");
    assert_eq!(mode["choices"][0]["value"], 0);
}

/// A whole game between two people in a group DM, by user install only:
/// every message an answer to an interaction, the result rated in the
/// pool of games outside servers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm_by_user_install_only() {
    let (fake, _dir, service, bot) = started(SystemClock, None).await;
    fake.set_chat(GROUP, Chat::GroupDm);
    let accepted = challenge_accepted(&fake, GROUP).await;
    let begins = accepted
        .iter()
        .find(|c| c.content().contains("begins"))
        .expect("the game begins");
    assert!(!begins.is_ephemeral() && has_picture(begins), "{begins:#?}");
    assert!(
        begins.content().contains("only answer"),
        "the game says what reaches whom: {}",
        begins.content()
    );
    let id = play_to_the_end(&fake, &service, GROUP).await;
    let row = service.store().game(id).unwrap().unwrap();
    assert_eq!((row.status, row.guild_id), (Status::Finished, NO_SERVER));
    let ratings = service.store().ratings(NO_SERVER, GameKind::parse("draw")).unwrap();
    assert_eq!(ratings.len(), 2, "both players are rated in the pool outside servers");
    // Settings belong to servers: a clear, private answer here.
    let token = fake.slash(ALICE, GROUP, "settings", &[]);
    let settings = fake.answers_to(&token, 1).await;
    assert!(settings[0].is_ephemeral() && settings[0].content().contains("belong to a server"));
    let token = fake.slash(ALICE, GROUP, "leaderboard", &[]);
    let board = fake.answers_to(&token, 1).await;
    assert!(board.iter().any(|c| !c.is_ephemeral() && has_picture(c)), "{board:#?}");
    // Outside servers, the pool is named for what it is.
    let token = fake.slash(BOB, GROUP, "stats", &[]);
    let stats = fake.answers_to(&token, 1).await;
    assert!(
        stats[0].content().contains("in direct messages and group chats"),
        "{}",
        stats[0].content()
    );
    assert!(!stats[0].content().contains("server"), "{}", stats[0].content());
    assert_only_answers(&fake, GROUP);
    bot.stop().await;
}

/// The computer's replies ride on the person's interaction, as follow-ups;
/// when its token has expired they reach the player by DM instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_in_a_group_dm() {
    let (fake, _dir, service, bot) = started(SystemClock, None).await;
    fake.set_chat(GROUP, Chat::GroupDm);
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Draw dominoes");
    let level = registration.choice_value("play", "level", "easy");
    let me = json!(format!("@{APP_ID}:dominoes"));
    let token = fake.slash(
        ALICE,
        GROUP,
        "play",
        &[("game", game), ("opponent", me), ("level", level)],
    );
    fake.answers_to(&token, 1).await;
    let id = service.store().open_game_in_channel(GROUP).unwrap().unwrap().id;
    let mut moves = 0;
    let mut expired_once = false;
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    loop {
        assert!(std::time::Instant::now() < deadline, "the game did not end");
        let row = service.store().game(id).unwrap().unwrap();
        if row.status != Status::Active {
            break;
        }
        if row.to_act != Some(ALICE.0) {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let action = service.legal_actions(&ctx(GROUP, ALICE.0))[0].notation.clone();
        let token = fake.slash(ALICE, GROUP, "move", &[("action", json!(action))]);
        moves += 1;
        if moves == 3 {
            // Fifteen minutes pass before the computer's reply: its
            // follow-up is refused, and the reply goes to Alice's DMs.
            fake.expire_tokens();
            expired_once = true;
        }
        fake.answers_to(&token, 1).await;
    }
    let follow_ups = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.starts_with(&format!("/api/v10/webhooks/{APP_ID}/")))
        .filter(|c| !c.is_ephemeral() && has_picture(c))
        .count();
    assert!(follow_ups > 0, "the computer's moves ride on Alice's interactions");
    // What one move costs where the bot only answers (reported in the note).
    let mut per_token: std::collections::HashMap<String, usize> = Default::default();
    for c in fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path.contains("/webhooks/"))
    {
        *per_token.entry(c.token().unwrap_or_default()).or_default() += 1;
    }
    let most = per_token.values().copied().max().unwrap_or(0);
    if std::env::var("SHOW_FOLLOWUPS").is_ok() {
        for c in fake.calls().iter().filter(|c| c.is_reply()) {
            eprintln!("{} {:?} {}\n---", c.path, c.token(), c.content());
        }
    }
    eprintln!(
        "group DM vs computer: {moves} moves by Alice, {follow_ups} follow-ups with a board, at most {most} follow-ups on one interaction"
    );
    assert!(most <= 5, "Discord takes five follow-ups an interaction");
    assert!(
        follow_ups <= moves + 1,
        "one message a round: {follow_ups} boards for {moves} moves"
    );
    if expired_once {
        assert!(
            !fake.refused(50027).is_empty(),
            "the computer's follow-up came after the token expired"
        );
        fake.wait_for("the computer's move by DM", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{}/messages", DM_BASE + ALICE.0)
        })
        .await;
    }
    let own = format!("/api/v10/channels/{GROUP}/");
    let own_calls: Vec<Call> = fake.calls().into_iter().filter(|c| c.path.starts_with(&own)).collect();
    assert!(
        own_calls.is_empty(),
        "no post, edit or typing in the group: {own_calls:#?}"
    );
    assert!(fake.refused(50001).is_empty() && fake.refused(40094).is_empty());
    assert_nothing_went_wrong(&fake);
    bot.stop().await;
}

/// A server that never added the bot: the game runs on answers and counts
/// in that server's pool; where the server lets outside apps answer only
/// privately, a game is refused with what to do.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_server_that_never_added_the_bot() {
    let (fake, _dir, service, bot) = started(SystemClock, None).await;
    const GUEST: u64 = 4343;
    fake.set_chat(
        GUEST,
        Chat::ServerWithoutBot {
            guild: 9,
            external_apps: true,
        },
    );
    challenge_accepted(&fake, GUEST).await;
    let id = play_to_the_end(&fake, &service, GUEST).await;
    assert_eq!(service.store().game(id).unwrap().unwrap().guild_id, 9);
    assert_eq!(service.store().ratings(9, GameKind::parse("draw")).unwrap().len(), 2);
    assert_only_answers(&fake, GUEST);

    const CLOSED: u64 = 4344;
    fake.set_chat(
        CLOSED,
        Chat::ServerWithoutBot {
            guild: 9,
            external_apps: false,
        },
    );
    let registration = fake.registrations(1).await;
    let game = registration.choice_value("play", "game", "Draw dominoes");
    let token = fake.slash(ALICE, CLOSED, "play", &[("game", game), ("opponent", json!("@12:bob"))]);
    let replies = fake.answers_to(&token, 1).await;
    assert_eq!(replies.len(), 1);
    assert!(replies[0].is_ephemeral());
    assert!(
        replies[0].content().contains("Use External Apps"),
        "{}",
        replies[0].content()
    );
    assert!(service.store().open_game_in_channel(CLOSED).unwrap().is_none());
    bot.stop().await;
}

/// Walks the picker opened by `opened` (in the chat `at`) to its Confirm
/// button and presses it; returns the answers to that press.
async fn pick_and_confirm(fake: &FakeDiscord, user: (u64, &str), at: u64, opened: Call) -> Vec<Call> {
    let mut r = opened;
    for _ in 0..10 {
        if let Some(confirm) = r
            .button_ids()
            .into_iter()
            .find(|b| matches!(button_id(b), Some(ButtonId::Move { .. })))
        {
            let token = fake.button(user, at, &confirm);
            return fake.answers_to(&token, 1).await;
        }
        // A place's letter on the picture, else a part of the board, else
        // the first entry of a menu (what to play).
        let step = |wanted: fn(&PickStep) -> bool| {
            r.button_ids()
                .into_iter()
                .find(|b| matches!(button_id(b), Some(ButtonId::Pick { step, .. }) if wanted(&step)))
        };
        let place =
            step(|s| matches!(s, PickStep::Confirm { .. })).or_else(|| step(|s| matches!(s, PickStep::Where { .. })));
        let token = match place {
            Some(b) => fake.button(user, at, &b),
            None => {
                let menu = r.menus().into_iter().next().unwrap_or_else(|| panic!("a menu: {r:#?}"));
                fake.select(user, at, &menu.id, &[menu.options[0].1.as_str()])
            }
        };
        r = fake.answers_to(&token, 1).await.remove(0);
    }
    panic!("the picker never offered a Confirm");
}

/// Reminders reach the players by DM where the bot cannot post, with the
/// board and a Move… button; a move made from that DM is the game's
/// move, and the next player hears of it by DM; a player who takes no DM
/// is skipped and the bot goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_by_dm_and_a_move_from_the_turn_dm() {
    let clock = Arc::new(ManualClock::starting_at(1_800_000_000));
    let (fake, _dir, service, bot) = started(clock.clone(), Some(Duration::from_millis(50))).await;
    fake.set_chat(GROUP, Chat::GroupDm);
    challenge_accepted(&fake, GROUP).await;
    let id = service.store().open_game_in_channel(GROUP).unwrap().unwrap().id;
    let first = service.store().game(id).unwrap().unwrap().to_act.unwrap();
    let second = if first == ALICE.0 { BOB.0 } else { ALICE.0 };
    service.notify(&ctx(GROUP, first), NotifyMode::Direct);

    clock.advance(25 * HOUR);
    let dm_of = |u: u64| format!("/api/v10/channels/{}/messages", DM_BASE + u);
    let reminder = fake
        .wait_for("a reminder by DM", |c| c.method == "POST" && c.path == dm_of(first))
        .await;
    assert!(reminder.content().contains("reminder"), "{}", reminder.content());
    assert!(has_picture(&reminder), "the reminder shows the board");
    let picker = reminder
        .button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Picker(_))))
        .expect("a Move… button on the reminder");

    // The move, from the bot's DM with the player.
    fake.set_chat(DM_BASE + first, Chat::BotDm);
    let version = service.store().game(id).unwrap().unwrap().version;
    let token = fake.button(who(first), DM_BASE + first, &picker);
    let opened = fake.answers_to(&token, 1).await.remove(0);
    assert!(opened.is_ephemeral(), "{opened:#?}");
    let answers = pick_and_confirm(&fake, who(first), DM_BASE + first, opened).await;
    assert!(
        answers.iter().all(Call::is_ephemeral),
        "the DM gets a private word: {answers:#?}"
    );
    let row = service.store().game(id).unwrap().unwrap();
    assert!(row.version > version, "the move was played");
    // The group cannot be posted in: the next player hears of it by DM.
    if row.status == Status::Active && row.to_act == Some(second) {
        let told = fake
            .wait_for("the move, by DM to the next player", |c| {
                c.method == "POST" && c.path == dm_of(second)
            })
            .await;
        assert!(has_picture(&told), "{told:#?}");
    }

    // A player who takes no DM: skipped, and the bot goes on.
    fake.close_dms(second);
    clock.advance(25 * HOUR);
    let refused = std::time::Instant::now() + Duration::from_secs(20);
    while fake.refused(50007).is_empty() {
        assert!(std::time::Instant::now() < refused, "no DM was tried");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let token = fake.slash(ALICE, GROUP, "board", &[]);
    let board = fake.answers_to(&token, 1).await;
    assert!(has_picture(&board[0]), "{board:#?}");
    assert_only_answers(&fake, GROUP);
    bot.stop().await;
}

/// In a server that added the bot, a move made from the turn's DM is shown
/// in the game's channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_from_the_turn_dm_is_shown_in_the_server_channel() {
    let clock = Arc::new(ManualClock::starting_at(1_800_000_000));
    let (fake, _dir, service, bot) = started(clock.clone(), Some(Duration::from_millis(50))).await;
    const CHANNEL: u64 = 88;
    challenge_accepted(&fake, CHANNEL).await;
    let id = service.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let first = service.store().game(id).unwrap().unwrap().to_act.unwrap();
    let second = if first == ALICE.0 { BOB.0 } else { ALICE.0 };
    service.notify(&ctx(CHANNEL, first), NotifyMode::Direct);
    service.notify(&ctx(CHANNEL, second), NotifyMode::Direct);
    clock.advance(25 * HOUR);
    let reminder = fake
        .wait_for("a reminder by DM", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{}/messages", DM_BASE + first)
        })
        .await;
    let picker = reminder
        .button_ids()
        .into_iter()
        .find(|b| matches!(button_id(b), Some(ButtonId::Picker(_))))
        .expect("a Move… button on the reminder");
    fake.set_chat(DM_BASE + first, Chat::BotDm);
    let before = fake.calls().len();
    let token = fake.button(who(first), DM_BASE + first, &picker);
    let opened = fake.answers_to(&token, 1).await.remove(0);
    pick_and_confirm(&fake, who(first), DM_BASE + first, opened).await;
    let in_channel = format!("/api/v10/channels/{CHANNEL}/messages");
    fake.quiet().await;
    let shown = fake.calls()[before..]
        .iter()
        .any(|c| c.path.starts_with(&in_channel) && (c.method == "POST" || c.method == "PATCH"));
    assert!(shown, "the channel's board shows the move");
    // The next player chose DMs: their turn comes with the board and a
    // Move… button.
    if service.store().game(id).unwrap().unwrap().to_act == Some(second) {
        let told = fake
            .wait_for("the next player's turn DM", |c| {
                c.method == "POST" && c.path == format!("/api/v10/channels/{}/messages", DM_BASE + second)
            })
            .await;
        assert!(told.content().contains("Your turn"), "{}", told.content());
        assert!(has_picture(&told));
        assert!(
            told.button_ids()
                .iter()
                .any(|b| matches!(button_id(b), Some(ButtonId::Picker(_))))
        );
    }
    bot.stop().await;
}

/// On a busy machine a command is first deferred privately; where the bot
/// only answers, its public answer must still reach everyone (the fake
/// records a public message that would fill a private defer).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_move_in_a_group_dm_is_still_public() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let service = Arc::new(service_on(Store::open(&db).unwrap(), SystemClock, 9));
    let conn = Connection {
        defer_after: Some(Duration::ZERO),
        ..connection(&fake)
    };
    let bot = TestBot::start(&conn, service.clone()).await;
    fake.set_chat(GROUP, Chat::GroupDm);
    challenge_accepted(&fake, GROUP).await;
    let id = service.store().open_game_in_channel(GROUP).unwrap().unwrap().id;
    let next = service.store().game(id).unwrap().unwrap().to_act.unwrap();
    let action = service.legal_actions(&ctx(GROUP, next))[0].notation.clone();
    let token = fake.slash(who(next), GROUP, "move", &[("action", json!(action))]);
    let replies = fake.replies_to(&token, 2).await;
    assert_eq!(replies[0].json["type"], 5, "deferred first: {replies:#?}");
    assert!(
        replies.iter().any(|c| !c.is_ephemeral() && has_picture(c)),
        "the board is public: {replies:#?}"
    );
    assert_only_answers(&fake, GROUP);
    bot.stop().await;
}

/// Where the bot only answers, the news of a passed deadline reaches the
/// players by DM, and `/claim` in the chat ends the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_in_a_group_dm_is_told_by_dm_and_claimed_in_the_chat() {
    let clock = Arc::new(ManualClock::starting_at(1_800_000_000));
    let (fake, _dir, service, bot) = started(clock.clone(), Some(Duration::from_millis(50))).await;
    fake.set_chat(GROUP, Chat::GroupDm);
    challenge_accepted(&fake, GROUP).await;
    let id = service.store().open_game_in_channel(GROUP).unwrap().unwrap().id;
    let late = service.store().game(id).unwrap().unwrap().to_act.unwrap();
    let other = if late == ALICE.0 { BOB } else { ALICE };
    // The default deadline is 7 days.
    clock.advance(7 * 24 * HOUR + HOUR);
    let told = fake
        .wait_for("the deadline's news by DM", |c| {
            c.method == "POST"
                && c.path == format!("/api/v10/channels/{}/messages", DM_BASE + other.0)
                && c.content().contains("/claim")
        })
        .await;
    assert!(told.content().contains("run out"), "{}", told.content());
    let token = fake.slash(other, GROUP, "claim", &[]);
    let answers = fake.answers_to(&token, 1).await;
    assert!(
        answers
            .iter()
            .any(|c| !c.is_ephemeral() && c.content().contains("ran out of time")),
        "{answers:#?}"
    );
    assert_eq!(service.store().game(id).unwrap().unwrap().status, Status::Finished);
    assert_only_answers(&fake, GROUP);
    bot.stop().await;
}
