//! The test kit every integration test shares: the people and contexts the
//! tests act as, services on fresh databases, starting and playing games
//! through the service, the secrets of a running game, and the binary and
//! the fake Discord for the end-to-end tests.
//!
//! Every test module says `use crate::common;` and takes what it needs.

pub mod bot;
pub mod cards;
pub mod chats;
pub mod emojis;
pub mod fake_discord;
pub mod picker;

use dominoes_bot::engine::Viewer;
use dominoes_bot::service::{Audience, ButtonId, Clock, Ctx, ManualClock, Reply, Seeds, Service, SystemClock, User};
use dominoes_bot::store::{Status, Store};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// The server the service tests play in.
pub const GUILD: u64 = 1;

/// The bot's binary, as Cargo built it for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_dominoes-bot");

/// User `id`, called `user{id}`.
pub fn user(id: u64) -> User {
    User {
        id,
        name: format!("user{id}"),
    }
}

/// What user `id` sends a command with, in `guild` and `channel`.
pub fn ctx_in(guild: u64, channel: u64, id: u64) -> Ctx {
    Ctx {
        guild,
        channel,
        user: user(id),
        locale: Default::default(),
        guild_locale: None,
    }
}

/// What user `id` sends a command with in `channel` of [`GUILD`].
pub fn ctx(channel: u64, id: u64) -> Ctx {
    ctx_in(GUILD, channel, id)
}

/// A service on `store` with `clock`, its games seeded from `seed` on.
pub fn service_on(store: Store, clock: impl Clock + 'static, seed: u64) -> Service {
    Service::new(store, Box::new(clock), Seeds::Fixed(AtomicU64::new(seed)))
}

/// A service on a fresh database in memory, on the system clock.
pub fn service(seed: u64) -> Service {
    service_on(Store::scratch().unwrap(), SystemClock, seed)
}

/// A service on a fresh database in memory, on a clock the test moves,
/// starting at `start`.
pub fn clocked(start: i64, seed: u64) -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::starting_at(start));
    (service_on(Store::scratch().unwrap(), clock.clone(), seed), clock)
}

/// A service on the database file `path` (made if new), on the system clock.
pub fn open(path: &Path, seed: u64) -> Service {
    service_on(Store::open(path).unwrap(), SystemClock, seed)
}

/// A fresh folder (kept while the first value lives) and a database path in it.
pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.sqlite3");
    (dir, db)
}

/// The bot's binary as a command, logging warnings only.
pub fn bot_command() -> Command {
    let mut command = Command::new(BIN);
    command.env("DOMINOES_LOG", "warn");
    command
}

/// What in `r` breaks Discord's limits: 2000 characters of text, buttons
/// with labels of 1-80 and ids of at most 100, select menus with ids of
/// at most 100, placeholders of at most 150, 1-25 options with labels and
/// values of 1-100 (values unique), descriptions of at most 100, and at
/// most five rows (one per menu, five buttons to a row).
pub fn reply_over_limits(r: &Reply) -> Vec<String> {
    let mut broken = Vec::new();
    let len = |s: &str| s.chars().count();
    if len(&r.text) > 2000 {
        broken.push(format!("{} characters", len(&r.text)));
    }
    if r.menus.len() + r.buttons.len().div_ceil(5) > 5 {
        broken.push(format!("{} menus and {} buttons", r.menus.len(), r.buttons.len()));
    }
    for b in &r.buttons {
        if !(1..=80).contains(&len(&b.label)) || len(&b.id) > 100 {
            broken.push(format!("button {:?} / {:?}", b.id, b.label));
        }
    }
    for m in &r.menus {
        if len(&m.id) > 100 || len(&m.placeholder) > 150 || !(1..=25).contains(&m.options.len()) {
            broken.push(format!("menu {:?}: {} options", m.id, m.options.len()));
        }
        for (i, o) in m.options.iter().enumerate() {
            let description = o.description.as_deref().map_or(0, len);
            let repeated = m.options[..i].iter().any(|p| p.value == o.value);
            if !(1..=100).contains(&len(&o.label))
                || !(1..=100).contains(&len(&o.value))
                || description > 100
                || repeated
            {
                broken.push(format!("menu {:?}: option {o:?}", m.id));
            }
        }
    }
    broken
}

/// Whether `r` is for `id`'s eyes only.
/// Whether a reply is the refusal `Area(pattern)` (e.g. `refused!(r[0],
/// Wait(WaitRefusal::OwnMove))`): tests tell refusals apart by their
/// variant, and leave the sentences to the golden wording files.
macro_rules! refused {
    ($reply:expr, $area:ident($pattern:pat)) => {
        matches!(
            &$reply.refusal,
            Some(dominoes_bot::service::Refusal::$area($pattern))
        )
    };
    ($reply:expr, $area:ident($pattern:pat) if $guard:expr) => {
        matches!(
            &$reply.refusal,
            Some(dominoes_bot::service::Refusal::$area($pattern)) if $guard
        )
    };
}
pub(crate) use refused;

/// What a button does, read from its custom id (`None` for an id that is
/// not the bot's): tests tell buttons apart by it, not by the id's prefix.
pub fn button_id(id: &str) -> Option<ButtonId> {
    id.parse().ok()
}

pub fn is_private_to(r: &Reply, id: u64) -> bool {
    r.audience == Audience::Private(id)
}

/// The texts of some replies, one after the other.
pub fn text(replies: &[Reply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n")
}

/// The game a challenge reply is about (from its first button).
pub fn game_id(replies: &[Reply]) -> i64 {
    let id: ButtonId = replies[0].buttons[0].id.parse().unwrap();
    match id {
        ButtonId::Accept(g) | ButtonId::Decline(g) | ButtonId::Join(g) | ButtonId::Cancel(g) => g,
        other => panic!("not a challenge's button: {other}"),
    }
}

/// Presses the button `id` as `ctx`'s user.
pub fn press(svc: &Service, ctx: &Ctx, id: ButtonId) -> Vec<Reply> {
    svc.button(ctx, &id.to_string())
}

/// Starts `kind` in `channel`: `players[0]` challenges the others, who
/// accept. Returns the game's id; it is running.
pub fn start(svc: &Service, channel: u64, kind: &str, players: &[u64]) -> i64 {
    start_with(svc, channel, kind, None, players)
}

/// [`start`] with a variant.
pub fn start_with(svc: &Service, channel: u64, kind: &str, variant: Option<&str>, players: &[u64]) -> i64 {
    let opponents: Vec<User> = players[1..].iter().map(|&u| user(u)).collect();
    let kind = dominoes_bot::engine::GameKind::parse(kind).expect("a game");
    let r = svc.play(&ctx(channel, players[0]), kind, &opponents, variant);
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    let id = svc.store().open_game_in_channel(channel).unwrap().unwrap().id;
    for &u in &players[1..] {
        let r = press(svc, &ctx(channel, u), ButtonId::Accept(id));
        assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    }
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Active);
    id
}

/// The user to act in game `id`, if anyone is.
pub fn to_act(svc: &Service, id: i64) -> Option<u64> {
    svc.store().game(id).unwrap().unwrap().to_act
}

/// Every tile held in secret in game `id` now (in hands, the supply,
/// missions), in both spellings.
pub fn secrets(svc: &Service, id: i64) -> Vec<String> {
    let row = svc.store().game(id).unwrap().unwrap();
    let Some(snapshot) = row.snapshot.as_deref() else {
        return Vec::new();
    };
    let game = row.kind.load(snapshot).unwrap();
    spellings(&game.secret_tiles())
}

/// The tiles hidden from user `id` in `channel`'s game: every secret tile
/// but those in their own private view, in both spellings.
pub fn hidden_from(svc: &Service, channel: u64, id: u64) -> Vec<String> {
    let Some(row) = svc.store().open_game_in_channel(channel).unwrap() else {
        return Vec::new();
    };
    let Some(snapshot) = row.snapshot.as_deref() else {
        return Vec::new();
    };
    let game = row.kind.load(snapshot).unwrap();
    let own: Vec<_> = row
        .player_by_user(id)
        .and_then(|p| p.seat)
        .and_then(|s| game.view(Viewer::Seat(s)).private)
        .map(|p| p.tiles.iter().map(|(_, t)| *t).collect())
        .unwrap_or_default();
    let hidden: Vec<_> = game.secret_tiles().into_iter().filter(|t| !own.contains(t)).collect();
    spellings(&hidden)
}

/// [`secrets`] for a game with one copy of each tile; nothing for a game
/// with more (Euronimoes for three or four), where a tile in a hand may
/// be on view too: `tests/secrecy.rs` counts copies for those.
fn secrets_of_one_copy(svc: &Service, id: i64) -> Vec<String> {
    let row = svc.store().game(id).unwrap().unwrap();
    let Some(snapshot) = row.snapshot.as_deref() else {
        return Vec::new();
    };
    let game = row.kind.load(snapshot).unwrap();
    if game.tile_copies() > 1 {
        return Vec::new();
    }
    spellings(&game.secret_tiles())
}

fn spellings(tiles: &[dominoes_bot::engine::common::tiles::Tile]) -> Vec<String> {
    tiles
        .iter()
        .flat_map(|t| [format!("{}-{}", t.lo, t.hi), format!("{}-{}", t.hi, t.lo)])
        .collect()
}

/// Plays up to `max` moves of game `id` in `channel`: each time, whoever
/// is to act plays their legal action number `pick(move, count)`. Checks
/// that every move is answered in public with the board picture (left
/// empty by a service that draws none), and that
/// no public reply names a tile that was secret before and after the move
/// (in games with one copy of each tile). Returns every reply.
pub fn play(svc: &Service, channel: u64, id: i64, max: usize, pick: impl Fn(usize, usize) -> usize) -> Vec<Reply> {
    let mut all = Vec::new();
    // A turn's message repeats the lines above it (of this turn and the
    // one before): those were checked when they were new, and a tile they
    // name (bought from Euronimoes' open market) was public then.
    let mut shown: Vec<String> = Vec::new();
    for i in 0..max {
        let Some(next) = to_act(svc, id) else { break };
        let legal = svc.legal_actions(&ctx(channel, next));
        let before = secrets_of_one_copy(svc, id);
        let replies = svc.make_move(&ctx(channel, next), &legal[pick(i, legal.len())].notation);
        assert_eq!(replies[0].audience, Audience::Public, "{}", replies[0].text);
        let image = replies[0].image.as_ref().expect("a move is answered with its picture");
        if svc.draws_board_pictures() {
            assert!(image.png.starts_with(b"\x89PNG"));
        }
        let after = if svc.store().game(id).unwrap().unwrap().status == Status::Active {
            secrets_of_one_copy(svc, id)
        } else {
            vec![]
        };
        for r in replies.iter().filter(|r| r.audience == Audience::Public) {
            // When a hand of a match ends, every tile is dealt again: what
            // the reply says before the new deal is about the hand that
            // ended (the tile just played was public as it was played).
            let text = r
                .text
                .rsplit_once("dealt again")
                .map_or(r.text.as_str(), |(_, new)| new);
            let new_lines: Vec<&str> = text.lines().filter(|l| !shown.iter().any(|s| s == l)).collect();
            for s in before.iter().filter(|s| after.contains(s)) {
                assert!(
                    !new_lines.iter().any(|l| l.contains(s.as_str())),
                    "public reply names secret {s}: {}",
                    r.text
                );
            }
            shown.extend(r.text.lines().map(str::to_string));
        }
        all.extend(replies);
    }
    all
}

/// Plays game `id` in `channel` to its end, always with the first legal
/// action, with [`play`]'s checks. Returns every reply.
pub fn play_out(svc: &Service, channel: u64, id: i64) -> Vec<Reply> {
    play(svc, channel, id, usize::MAX, |_, _| 0)
}
