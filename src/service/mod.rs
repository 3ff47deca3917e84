//! The application: commands, permissions and turn flow, with no transport.
//!
//! One file per command family, like mini-redis: `challenge` (play, accept,
//! decline, join, cancel), `moves` (move and its autocomplete), `picker`
//! (the select-menu move picker of `/move` with no action), `show` (hand,
//! board, games, rules), `ending` (resign, abort), `ratings` (leaderboard,
//! stats), `history` (history, replay), `puzzles` (Adding Donimoes sessions:
//! puzzle, hint, undo, reset). Every command takes a
//! [`Ctx`] (who, where) and returns [`Reply`] values. Commands on one channel
//! are serialised by a lock, and every write is checked against the version
//! that was loaded, so two commands at the same moment never both apply.

pub mod animation;
mod button;
pub mod catalogue;
mod challenge;
mod clock;
mod computer;
mod ending;
mod finder;
mod game;
mod gateway;
mod help;
mod history;
mod language;
mod moves;
mod naming;
mod owed;
mod picker;
mod ponder;
mod puzzles;
mod ratings;
mod reach;
pub mod refusal;
pub mod replay;
pub mod reply;
mod show;
mod takeback;
mod trouble;
mod waiting;
mod wording;

/// The tile or piece a button or menu option shows as a picture.
pub use crate::engine::face::Face;
pub use button::{ButtonId, MenuId, PickScope, PickStep};
pub use catalogue::Command;
pub use challenge::{Named, game_choices, seating, variant_choices};
pub use computer::{COMPUTER_GRACE, COMPUTER_LEASE, ComputerStep, coalesce};
pub use language::GameLanguage;
pub use moves::MAX_CHOICE_BUTTONS;
pub use ponder::PonderBudget;
pub use puzzles::{PuzzleRequest, daily_problem};
pub use ratings::Period;
pub use refusal::{
    ButtonRefusal, ChallengeRefusal, EngineRefusal, GameRefusal, MoveRefusal, PuzzleRefusal, Refusal, ShowRefusal,
    TakebackRefusal, WaitRefusal,
};
pub use reply::{
    Audience, BUTTONS_PER_ROW, Button, ButtonStyle, Choice, Destination, Image, MAX_BUTTONS, MAX_CARD_COMPONENTS,
    MAX_CHOICE_LEN, MAX_CHOICES, MAX_LABEL, MAX_MESSAGE, MAX_OPTION_LEN, MAX_OPTIONS, MAX_PLACEHOLDER, MAX_ROWS, Menu,
    MenuOption, Notice, Owed, Panel, Reply, TurnMessage, fit_message, mention, read_in,
};
pub use waiting::{SettingsChange, duration_text, duration_words};
// The store's values in the service's own words (where a turn's message went,
// how a player is told of turns, how often a process reports): the front ends
// name them through the service, never the store.
pub use crate::store::{ChatMessage, NotifyMode, REPORT_EVERY, TurnKey};

use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A Discord user (or a local stand-in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
}

/// The `guild` of a command from no server: a direct message or a group
/// DM. All of them share one pool of ratings, one daily puzzle and the
/// default settings (only a server can change its own).
pub const NO_SERVER: u64 = 0;

/// Where the games, ratings and puzzles of `guild` are, in words and in
/// `locale`: "in this server", or for [`NO_SERVER`] the pool they share.
pub(crate) fn where_words_in(locale: crate::i18n::Locale, guild: u64) -> String {
    let key = if guild == NO_SERVER {
        "where-direct"
    } else {
        "where-server"
    };
    crate::i18n::text(locale, key, &[])
}

/// Where a command comes from and who sent it.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The server, or [`NO_SERVER`].
    pub guild: u64,
    pub channel: u64,
    pub user: User,
    /// The language of the sender's client (Discord's `locale`).
    pub locale: crate::i18n::Locale,
    /// The server's language (Discord's `guild_locale`), when the command
    /// comes from a server: a new game there speaks it unless the server
    /// chose another (`/settings language:`).
    pub guild_locale: Option<crate::i18n::Locale>,
}

/// The time, given to the service so tests can control it.
pub trait Clock: Send + Sync {
    /// Seconds since the Unix epoch.
    fn now(&self) -> i64;
}

pub struct SystemClock;

impl<C: Clock + ?Sized> Clock for Arc<C> {
    fn now(&self) -> i64 {
        (**self).now()
    }
}

/// A clock that moves only when told to (tests run days of waiting in
/// milliseconds with it).
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn starting_at(now: i64) -> ManualClock {
        ManualClock(AtomicI64::new(now))
    }

    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The system clock plus a shift that can grow: the local front end's
/// `/wait` lets a scripted session skip hours.
#[derive(Default)]
pub struct ShiftedClock(AtomicI64);

impl ShiftedClock {
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ShiftedClock {
    fn now(&self) -> i64 {
        SystemClock.now() + self.0.load(Ordering::SeqCst)
    }
}

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// Where new games get their seeds.
pub enum Seeds {
    /// OS entropy: nobody can predict a shuffle.
    Entropy,
    /// Derived from a number and a counter: reproducible local games and tests.
    Fixed(AtomicU64),
}

/// Timings and counts the service records for `selfplay` and benchmarks.
#[derive(Default, Debug, Clone)]
pub struct Metrics {
    pub renders: Vec<Duration>,
    /// Games the timer round loaded: only those the store found due.
    pub timer_loads: usize,
}

pub struct Service {
    store: Store,
    clock: Box<dyn Clock>,
    seeds: Seeds,
    channel_locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    metrics: Mutex<Metrics>,
    /// Channels where a computer is playing its moves now; `true` when
    /// another call asked meanwhile, so the runner looks once more.
    computer_runs: Mutex<HashMap<u64, bool>>,
    /// Whether moves are answered with the board picture (always on the
    /// bot; `selfplay --no-pictures` turns it off to measure strength faster).
    board_pictures: bool,
    /// How the bot's own seats think (threads; see `computer.rs`).
    computers: computer::Computers,
    /// What they think about on people's time (`ponder.rs`).
    ponders: ponder::Ponders,
    /// What this process last recorded of each chat (`reach.rs`).
    reach_seen: Mutex<HashMap<u64, bool>>,
}

/// Why a command did not go through.
#[derive(Debug)]
pub(crate) enum Fail {
    /// The user asked for something not allowed; its sentence says why
    /// and what to do.
    Refuse(Refusal),
    /// Something broke on our side; logged, and the user is told nothing changed.
    Internal(String),
    /// The game's stored data cannot be read (`StoreError::Corrupt`);
    /// logged, and the user is told so and that nothing changed.
    Damaged(String),
    /// The database failed for an operational reason (busy, full,
    /// read-only, damaged, unreachable); logged, and the user is told which.
    Trouble(crate::store::Trouble, String),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        match e {
            StoreError::Conflict => Fail::Refuse(GameRefusal::Conflict.into()),
            StoreError::ChannelBusy => Fail::Refuse(GameRefusal::ChannelBusy.into()),
            corrupt @ StoreError::Corrupt { .. } => Fail::Damaged(corrupt.to_string()),
            other => match other.trouble() {
                Some(trouble) => Fail::Trouble(trouble, other.to_string()),
                None => Fail::Internal(other.to_string()),
            },
        }
    }
}

pub(crate) type Res<T> = Result<T, Fail>;

pub(crate) fn refuse<T>(why: impl Into<Refusal>) -> Res<T> {
    Err(Fail::Refuse(why.into()))
}

impl Service {
    pub fn new(store: Store, clock: Box<dyn Clock>, seeds: Seeds) -> Service {
        Service {
            store,
            clock,
            seeds,
            channel_locks: Mutex::new(HashMap::new()),
            metrics: Mutex::new(Metrics::default()),
            computer_runs: Mutex::new(HashMap::new()),
            board_pictures: true,
            computers: computer::Computers::default(),
            ponders: ponder::Ponders::default(),
            reach_seen: Mutex::new(HashMap::new()),
        }
    }

    /// The same service, answering moves without drawing the board (the
    /// attachment is left empty): for measuring computer players, where
    /// drawing would take half the time and nobody looks.
    pub fn without_board_pictures(mut self) -> Service {
        self.board_pictures = false;
        self
    }

    /// Whether moves are answered with the board picture (see
    /// [`Service::without_board_pictures`]).
    pub fn draws_board_pictures(&self) -> bool {
        self.board_pictures
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Takes the recorded timings, leaving them empty.
    pub fn take_metrics(&self) -> Metrics {
        std::mem::take(&mut *self.metrics.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn now(&self) -> i64 {
        self.clock.now()
    }

    fn next_seed(&self) -> crate::engine::rng::Seed {
        match &self.seeds {
            Seeds::Entropy => crate::engine::GameRng::fresh_seed(),
            Seeds::Fixed(n) => crate::engine::GameRng::seed_from_u64(n.fetch_add(1, Ordering::Relaxed)),
        }
    }

    /// The computer's own generator for its move in `game` at `version`:
    /// never the game's (which decides the shuffles and must stay secret),
    /// and reproducible when the service's seeds are.
    fn computer_seed(&self, game: i64, version: i64) -> crate::engine::rng::Seed {
        match &self.seeds {
            Seeds::Entropy => crate::engine::GameRng::fresh_seed(),
            Seeds::Fixed(_) => crate::engine::GameRng::seed_from_u64(
                (game as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (version as u64) ^ 0xc0de,
            ),
        }
    }

    /// Runs `f` with the channel's lock held, turning refusals, internal
    /// errors and even panics into a private reply: one broken game never
    /// takes the bot down, and a refused command changes nothing.
    fn guarded(&self, ctx: &Ctx, f: impl FnOnce() -> Res<Vec<Reply>>) -> Vec<Reply> {
        let result = self.in_channel(ctx.channel, f);
        match result {
            Ok(replies) => replies,
            Err(Fail::Refuse(why)) => vec![Reply::refused(ctx.user.id, why)],
            Err(Fail::Internal(text)) => {
                tracing::error!(channel = ctx.channel, user = ctx.user.id, "command failed: {text}");
                let text = crate::i18n::text(ctx.locale, "trouble-internal", &[]);
                vec![Reply::private(ctx.user.id, text)]
            }
            Err(Fail::Damaged(what)) => {
                tracing::error!(channel = ctx.channel, user = ctx.user.id, "damaged data: {what}");
                let text = crate::i18n::text(ctx.locale, "trouble-game-damaged", &[]);
                vec![Reply::private(ctx.user.id, text)]
            }
            Err(Fail::Trouble(trouble, what)) => {
                tracing::error!(
                    channel = ctx.channel,
                    user = ctx.user.id,
                    ?trouble,
                    "database failed: {what}"
                );
                vec![Reply::private(ctx.user.id, trouble::refusal(trouble, ctx.locale))]
            }
        }
    }

    /// Runs `f` holding `channel`'s lock, turning a panic into an internal
    /// error: commands and the timer loop on one channel never overlap.
    fn in_channel<T>(&self, channel: u64, f: impl FnOnce() -> Res<T>) -> Res<T> {
        let lock = {
            let mut locks = self.channel_locks.lock().unwrap_or_else(|e| e.into_inner());
            locks.entry(channel).or_default().clone()
        };
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(Fail::Internal(format!("panic: {what}")))
        })
    }

    fn timed_render<T>(&self, f: impl FnOnce() -> T) -> T {
        let start = std::time::Instant::now();
        let out = f();
        let took = start.elapsed();
        self.metrics
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .renders
            .push(took);
        out
    }

    /// Draws a picture whose own words (labels, "game over") are in
    /// `locale`, timed as every picture is.
    fn render_in<T>(&self, locale: crate::i18n::Locale, f: impl FnOnce() -> T) -> T {
        self.timed_render(|| crate::render::in_words(&crate::i18n::picture_words(locale), f))
    }
}

/// A service on a scratch store, and a caller, for the service's unit tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

    pub(crate) fn service() -> Service {
        Service::new(
            Store::scratch().unwrap(),
            Box::new(SystemClock),
            Seeds::Fixed(AtomicU64::new(1)),
        )
    }

    /// Ann (user 3) in `channel` of server 1, her client speaking `locale`.
    pub(crate) fn ann(channel: u64, locale: crate::i18n::Locale) -> Ctx {
        Ctx {
            guild: 1,
            channel,
            user: User {
                id: 3,
                name: "Ann".into(),
            },
            locale,
            guild_locale: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::service;
    use super::*;
    use crate::engine::GameKind;

    fn ctx() -> Ctx {
        Ctx {
            guild: 1,
            channel: 2,
            user: User {
                id: 3,
                name: "c".into(),
            },
            locale: Default::default(),
            guild_locale: None,
        }
    }

    #[test]
    fn the_picture_names_the_players_in_its_notes() {
        // A clock that stands still: with the system clock a second passing
        // between the move and the picture turns "7 days" into "6 days 23
        // hours", and the test failed now and then.
        let clock = Arc::new(ManualClock::starting_at(1_700_000_000));
        let svc = Service::new(
            Store::scratch().unwrap(),
            Box::new(clock.clone()),
            Seeds::Fixed(AtomicU64::new(1)),
        );
        let mut ctx = ctx();
        ctx.user.name = "Ayesha".into();
        let begun = svc.play_against(&ctx, GameKind::Draw, &[], &[crate::ai::Level::Medium], Some("match"));
        assert!(begun.iter().any(|r| r.text.contains("begins")), "{begun:?}");
        // The first post says in words who laid the first tile, and so that
        // the computer plays next, not first.
        let opened = format!(
            "<@{}> opened with 6-6, the highest double dealt.\nComputer (medium) plays next.",
            ctx.user.id
        );
        assert!(begun[0].text.contains(&opened), "{}", begun[0].text);
        let live = svc.live_game(&ctx).unwrap();
        // It names no tile that is in anyone's hand or in the boneyard.
        for t in live.game.secret_tiles() {
            for name in [format!("{}-{}", t.lo, t.hi), format!("{}-{}", t.hi, t.lo)] {
                assert!(!begun[0].text.contains(&name), "{name} named: {}", begun[0].text);
            }
        }
        let engine_notes = live
            .game
            .view(crate::engine::Viewer::Public)
            .notes
            .iter()
            .map(crate::engine::Line::plain)
            .collect::<Vec<_>>()
            .join(" | ");
        assert!(engine_notes.contains("seat 1 has 0"), "{engine_notes}");
        // The picture names each seat by its player's display name.
        let in_picture = |live: &game::Live| {
            let names = live.names();
            let notes = live.picture_view(&svc).notes;
            notes
                .iter()
                .map(|n| crate::render::named(n, &names))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        let notes = in_picture(&live);
        assert!(
            notes.contains("Ayesha has 0, Computer (medium) has 0")
                || notes.contains("Computer (medium) has 0, Ayesha has 0"),
            "{notes}"
        );
        assert!(!notes.contains("seat 1") && !notes.contains("<@"), "{notes}");
        // In this deal Ayesha held the highest double and opened, so the
        // computer plays next. It has no deadline, so the clock line only
        // says it is to play; once it has played, the person's time is shown.
        assert!(
            notes.contains("Ayesha opened with 6-6, the highest double dealt"),
            "{notes}"
        );
        assert!(notes.starts_with("Computer (medium) to play. |"), "{notes}");
        assert!(!svc.play_computers(ctx.channel).is_empty());
        let notes = in_picture(&svc.live_game(&ctx).unwrap());
        assert!(notes.starts_with("Ayesha to move. |"), "{notes}");
        // A day before the deadline, the picture says when it is.
        clock.advance(6 * 86_400 + 12 * 3600);
        let notes = in_picture(&svc.live_game(&ctx).unwrap());
        assert!(
            notes.starts_with("Ayesha to move by 21 Nov, 22:13 UTC (12 hours left). |"),
            "{notes}"
        );
    }

    #[test]
    fn a_refusal_reaches_the_front_end_as_its_typed_value_and_its_sentence() {
        let svc = service();
        let replies = svc.guarded(&ctx(), || refuse(MoveRefusal::Paused));
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].audience, Audience::Private(3));
        assert_eq!(replies[0].refusal, Some(Refusal::Move(MoveRefusal::Paused)));
        let sentence = "This game is paused by agreement. Any player can /resume it, then play on.";
        assert_eq!(replies[0].words(), sentence);
        assert_eq!(replies[0].text, sentence);
        // A store conflict is a refusal too, typed.
        let replies = svc.guarded(&ctx(), || Err(StoreError::Conflict.into()));
        assert_eq!(replies[0].refusal, Some(Refusal::Game(GameRefusal::Conflict)));
    }

    #[test]
    fn a_panic_inside_a_command_becomes_a_private_apology() {
        let svc = service();
        let replies = svc.guarded(&ctx(), || panic!("boom"));
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].audience, Audience::Private(3));
        assert!(replies[0].text.contains("nothing was changed"));
        // The channel's lock is not poisoned for the next command.
        let again = svc.guarded(&ctx(), || Ok(vec![Reply::public("fine")]));
        assert_eq!(again[0].text, "fine");
    }
}
