//! Refusals in words: each variant's message in the catalogue
//! (`assets/locales/<locale>/refusals.ftl`, keys `refusal-<area>-<variant>`)
//! and the facts it names as the message's arguments. The sentences
//! themselves live only in the catalogue, English included.
//!
//! The game's own reasons ([`EngineRefusal`]) are worded from the
//! engine's phrases (`rules.ftl`), and so are a puzzle's (a refused move's
//! `why`, a [`QueueError`](crate::engine::adding::QueueError)). What comes
//! from below the service (an action named for the reader, a game's
//! variants, the default settings) is worded in the reader's language
//! before it reaches a refusal.

use super::{
    ButtonRefusal, ChallengeRefusal, EngineRefusal, GameRefusal, MoveRefusal, PuzzleRefusal, Refusal, ShowRefusal,
    TakebackRefusal, WaitRefusal,
};
use crate::engine::GameKind;
use crate::engine::adding::Goal;
use crate::engine::common::placement::echo;
use crate::engine::common::words::capitalized;
use crate::i18n::{self, Arg, Locale};

/// A refusal as the catalogue has it: its message and the message's
/// arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    fn new(key: &'static str) -> Message {
        Message { key, args: Vec::new() }
    }

    fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Message {
        self.args.push((name, arg.into()));
        self
    }

    fn count(self, name: &'static str, n: usize) -> Message {
        self.with(name, Arg::count(n))
    }

    /// The label of the button `button-<name>` in `buttons`, the language
    /// the message's buttons are in (a game's), as the argument `name`.
    fn label(self, name: &'static str, buttons: Locale) -> Message {
        let label = i18n::text(buttons, &format!("button-{name}"), &[]);
        self.with(name, label)
    }

    /// The game's name in `locale` ("El Árbol"), as the argument `game`.
    fn game(self, kind: GameKind, locale: Locale) -> Message {
        self.with("game", i18n::game_name(locale, kind))
    }

    /// The message's text in `locale`.
    pub fn words(&self, locale: Locale) -> String {
        i18n::text(locale, self.key, &self.args)
    }
}

impl Refusal {
    /// What the player reads, in `locale`.
    pub fn words(&self, locale: Locale) -> String {
        self.message(locale).words(locale)
    }

    /// The catalogue's message for this refusal; `locale` words the
    /// pieces of its arguments that are themselves sentences (a duration,
    /// a count of players, a place).
    pub fn message(&self, locale: Locale) -> Message {
        match self {
            Refusal::Game(r) => r.message(locale),
            Refusal::Move(r) => r.message(locale),
            Refusal::Challenge(r) => r.message(locale),
            Refusal::Wait(r) => r.message(locale),
            Refusal::Takeback(r) => r.message(),
            Refusal::Puzzle(r) => r.message(locale),
            Refusal::Show(r) => r.message(locale),
            Refusal::Button(r) => r.message(),
        }
    }
}

impl GameRefusal {
    fn message(&self, locale: Locale) -> Message {
        match self {
            GameRefusal::NoGame => Message::new("refusal-game-no-game"),
            GameRefusal::NotStarted => Message::new("refusal-game-not-started"),
            GameRefusal::NotPlaying { kind } => Message::new("refusal-game-not-playing").game(*kind, locale),
            GameRefusal::NotRunning => Message::new("refusal-game-not-running"),
            GameRefusal::Conflict => Message::new("refusal-game-conflict"),
            GameRefusal::ChannelBusy => Message::new("refusal-game-channel-busy"),
            GameRefusal::NoGameToAbort => Message::new("refusal-game-no-game-to-abort"),
            GameRefusal::AbortBeforeStart { buttons } => Message::new("refusal-game-abort-before-start")
                .label("cancel", *buttons)
                .label("decline", *buttons),
            GameRefusal::AbortAsked => Message::new("refusal-game-abort-asked"),
        }
    }
}

impl MoveRefusal {
    fn message(&self, locale: Locale) -> Message {
        match self {
            MoveRefusal::MoreEntry => Message::new("refusal-move-more-entry"),
            MoveRefusal::NoteEntry => Message::new("refusal-move-note-entry"),
            MoveRefusal::Paused => Message::new("refusal-move-paused"),
            MoveRefusal::NotYourTurn { whose } => {
                Message::new("refusal-move-not-your-turn").with("whose", whose.as_str())
            }
            MoveRefusal::Unreadable { action, kind, reason } => unreadable(action, *kind, reason, locale),
            MoveRefusal::NotAllowed { action, reason } => Message::new("refusal-move-not-allowed")
                .with("action", echo(action))
                .with("reason", reason.words(locale)),
            MoveRefusal::Engine(reason) => Message::new("refusal-move-engine").with("reason", reason.words(locale)),
            MoveRefusal::EarlierPosition => Message::new("refusal-move-earlier-position"),
        }
    }
}

/// An unreadable move: the game's reason with a stop, and where notation
/// is explained when the reason gives no example (which the English says
/// with "e.g.", in every language).
fn unreadable(action: &str, kind: GameKind, reason: &EngineRefusal, locale: Locale) -> Message {
    let example = reason.to_string().contains("e.g.");
    let reason = reason.words(locale);
    let key = if example {
        "refusal-move-unreadable"
    } else {
        "refusal-move-unreadable-help"
    };
    let stop = if reason.ends_with(['.', '!', '?']) { "" } else { "." };
    Message::new(key)
        .with("action", echo(action))
        .with("reason", format!("{reason}{stop}"))
        .with("game", kind.id())
}

impl ChallengeRefusal {
    fn message(&self, locale: Locale) -> Message {
        use ChallengeRefusal as C;
        match self {
            C::UnknownGame { game } => Message::new("refusal-challenge-unknown-game")
                .with("game", echo(game))
                .with("games", game_ids()),
            C::PuzzleForOne { kind } => Message::new("refusal-challenge-puzzle-for-one").game(*kind, locale),
            C::NotPlayable { kind } => Message::new("refusal-challenge-not-playable")
                .game(*kind, locale)
                .with("games", playable_names(locale)),
            C::NoVariants { kind } => Message::new("refusal-challenge-no-variants").game(*kind, locale),
            C::UnknownVariant { kind, variant } => Message::new("refusal-challenge-unknown-variant")
                .game(*kind, locale)
                .with("variant", echo(variant))
                .with("variants", variants_of(*kind, locale)),
            C::Yourself => Message::new("refusal-challenge-yourself"),
            C::NamedTwice { user } => {
                Message::new("refusal-challenge-named-twice").with("user", super::super::mention(*user))
            }
            C::SeatCount { kind, min, max, seats } => Message::new("refusal-challenge-seat-count")
                .game(*kind, locale)
                .with("players", super::super::challenge::players_words(locale, *min, *max))
                .count("seats", *seats),
            C::OnlyNamedAccept { buttons } => {
                Message::new("refusal-challenge-only-named-accept").label("join", *buttons)
            }
            C::AlreadyAccepted => Message::new("refusal-challenge-already-accepted"),
            C::AlreadySeated => Message::new("refusal-challenge-already-seated"),
            C::NoOpenSeat => Message::new("refusal-challenge-no-open-seat"),
            C::NotAChallenge => Message::new("refusal-challenge-not-a-challenge"),
            C::OnlyNamedDecline { buttons } => {
                Message::new("refusal-challenge-only-named-decline").label("cancel", *buttons)
            }
            C::OnlyChallengerCancels { buttons } => {
                Message::new("refusal-challenge-only-challenger-cancels").label("decline", *buttons)
            }
            C::OtherBot => Message::new("refusal-challenge-other-bot"),
            C::LevelWithoutComputer => Message::new("refusal-challenge-level-without-computer"),
        }
    }
}

fn game_ids() -> String {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    ids.join(", ")
}

/// The games that can be played, by name in `locale`.
fn playable_names(locale: Locale) -> String {
    let ready: Vec<String> = GameKind::ALL
        .iter()
        .filter(|k| k.is_playable())
        .map(|&k| i18n::game_name(locale, k))
        .collect();
    ready.join(", ")
}

fn variants_of(kind: GameKind, locale: Locale) -> String {
    let known: Vec<String> = kind
        .variants()
        .iter()
        .map(|x| format!("`{}` ({})", x.id, i18n::variant_about(locale, kind, x.id)))
        .collect();
    known.join(", ")
}

impl WaitRefusal {
    fn message(&self, locale: Locale) -> Message {
        use WaitRefusal as W;
        match self {
            W::ClaimPaused => Message::new("refusal-wait-claim-paused"),
            W::ComputerToMove { name } => Message::new("refusal-wait-computer-to-move").with("name", name.as_str()),
            W::OwnMove => Message::new("refusal-wait-own-move"),
            W::NoDeadline => Message::new("refusal-wait-no-deadline"),
            W::TimeLeft { who, left } => Message::new("refusal-wait-time-left")
                .with("who", mentions(locale, who))
                .count("count", who.len())
                .with("left", super::super::waiting::duration_words(locale, *left)),
            W::AlreadyPaused => Message::new("refusal-wait-already-paused"),
            W::PauseAsked => Message::new("refusal-wait-pause-asked"),
            W::NotPaused => Message::new("refusal-wait-not-paused"),
            W::NotifyMode => Message::new("refusal-wait-notify-mode"),
            W::SettingsForManagers => Message::new("refusal-wait-settings-for-managers"),
            W::SettingsNeedServer { defaults } => {
                Message::new("refusal-wait-settings-need-server").with("defaults", defaults.as_str())
            }
            W::TooLarge { setting, max } => Message::new("refusal-wait-too-large")
                .with("setting", *setting)
                .with("max", max.to_string()),
        }
    }
}

/// The users' mentions as one list: "A and B", "A and B and C".
fn mentions(locale: Locale, users: &[u64]) -> String {
    let mut who = users.iter().map(|&u| super::super::mention(u));
    let first = who.next().unwrap_or_default();
    who.fold(first, |first, second| {
        i18n::text(
            locale,
            "list-and",
            &[("first", first.into()), ("second", second.into())],
        )
    })
}

impl TakebackRefusal {
    fn message(&self) -> Message {
        use TakebackRefusal as T;
        match self {
            T::Paused => Message::new("refusal-takeback-paused"),
            T::NothingPlayed => Message::new("refusal-takeback-nothing-played"),
            T::NotYours { whose, action } => match action {
                Some(action) => Message::new("refusal-takeback-not-yours").with("action", action.as_str()),
                None => Message::new("refusal-takeback-not-yours-computers"),
            }
            .with("whose", whose.as_str()),
            T::Revealed {
                action,
                computer_replies,
            } => match computer_replies {
                0 => Message::new("refusal-takeback-revealed").with("action", capitalized(action)),
                1 => Message::new("refusal-takeback-revealed-reply"),
                n => Message::new("refusal-takeback-revealed-replies").count("count", *n),
            },
            T::AlreadyAsked => Message::new("refusal-takeback-already-asked"),
            T::NoRequest => Message::new("refusal-takeback-no-request"),
            T::OwnRequest => Message::new("refusal-takeback-own-request"),
            T::OutOfDate => Message::new("refusal-takeback-out-of-date"),
        }
    }
}

impl PuzzleRefusal {
    fn message(&self, locale: Locale) -> Message {
        use PuzzleRefusal as P;
        match self {
            P::UnknownGoal { goal } => Message::new("refusal-puzzle-unknown-goal").with("goal", echo(goal)),
            P::BadQueue(e) => Message::new("refusal-puzzle-bad-queue").with("reason", i18n::reason(locale, e)),
            P::NoSolution { queue, goal, explored } => Message::new("refusal-puzzle-no-solution")
                .with("queue", queue.as_str())
                .with("goal", goal_words(locale, *goal))
                .with("explored", explored.to_string()),
            P::NoSuchProblem { number } => Message::new("refusal-puzzle-no-such-problem")
                .with("number", number.to_string())
                .with("count", crate::engine::adding::problems::count().to_string()),
            P::ProblemUnsolvable { number, goal } => Message::new("refusal-puzzle-problem-unsolvable")
                .with("number", number.to_string())
                .with("goal", goal_words(locale, *goal)),
            P::OneAtATime => Message::new("refusal-puzzle-one-at-a-time"),
            P::NoPuzzle => Message::new("refusal-puzzle-no-puzzle"),
            P::Conflict => Message::new("refusal-puzzle-conflict"),
            P::SolvedAlready => Message::new("refusal-puzzle-solved-already"),
            P::MoreEntry => Message::new("refusal-puzzle-more-entry"),
            P::NotAllowed { action, why } => Message::new("refusal-puzzle-not-allowed")
                .with("action", echo(action))
                .with("why", i18n::reason(locale, why)),
            P::HintSolved => Message::new("refusal-puzzle-hint-solved"),
            P::HintTooHard => Message::new("refusal-puzzle-hint-too-hard"),
            P::NothingToUndo => Message::new("refusal-puzzle-nothing-to-undo"),
            P::UndoSolved => Message::new("refusal-puzzle-undo-solved"),
            P::UndoAtStart => Message::new("refusal-puzzle-undo-at-start"),
            P::DailySolved => Message::new("refusal-puzzle-daily-solved"),
        }
    }
}

/// A puzzle's goal in words (the engine's [`Goal::describe`] in English).
pub(crate) fn goal_words(locale: Locale, goal: Goal) -> String {
    let key = match goal {
        Goal::AllAdded => "goal-all-added",
        Goal::Rectangle => "goal-rectangle",
    };
    i18n::text(locale, key, &[])
}

impl ShowRefusal {
    fn message(&self, locale: Locale) -> Message {
        use ShowRefusal as S;
        match self {
            S::SharedBoard { kind } => Message::new("refusal-show-shared-board").game(*kind, locale),
            S::NoSuchPlayer { players } => Message::new("refusal-show-no-such-player").count("players", *players),
            S::EveryGameForModerators => Message::new("refusal-show-every-game-for-moderators"),
            S::OthersList => Message::new("refusal-show-others-list"),
            S::PageGone => Message::new("refusal-show-page-gone"),
            S::UnknownRulesGame { game } => Message::new("refusal-show-unknown-rules-game").with("game", echo(game)),
            S::UnknownGame { game } => Message::new("refusal-show-unknown-game").with("game", echo(game)),
            S::NoSuchGame { id, guild } => Message::new("refusal-show-no-such-game")
                .with("id", id.to_string())
                .with("place", super::super::where_words_in(locale, *guild)),
            S::NotOver { id } => Message::new("refusal-show-not-over").with("id", id.to_string()),
            S::NeverStarted { id, status } => Message::new("refusal-show-never-started")
                .with("id", id.to_string())
                .with("status", status.as_str()),
            S::NoSuchStep { id, moves } => Message::new("refusal-show-no-such-step")
                .with("id", id.to_string())
                .count("moves", *moves),
            S::Period => Message::new("refusal-show-period"),
            S::SameVs => Message::new("refusal-show-same-vs"),
        }
    }
}

impl ButtonRefusal {
    fn message(&self) -> Message {
        Message::new(match self {
            ButtonRefusal::NotMine => "refusal-button-not-mine",
            ButtonRefusal::ChooseOne => "refusal-button-choose-one",
            ButtonRefusal::MenuNotMine => "refusal-button-menu-not-mine",
            ButtonRefusal::GameOverOrElsewhere => "refusal-button-game-over-or-elsewhere",
            ButtonRefusal::GameGone => "refusal-button-game-gone",
            ButtonRefusal::OtherChannel => "refusal-button-other-channel",
        })
    }
}
