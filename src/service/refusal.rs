//! Why the service refused a command, as typed values.
//!
//! Every refusal is a variant here, grouped by service area, carrying the
//! facts it names (a game, a user, a count), not sentences. The service
//! puts the value itself in the [`Reply`](super::Reply) (`refusal`), so a
//! front end turns it into words at its edge, in the reader's language
//! ([`Refusal::words`]; `Display` is the English), and tests match the
//! variant instead of the prose. The sentences are in the catalogue
//! (`assets/locales/<locale>/refusals.ftl`), worded by `refusal/words.rs`.
//!
//! To add one: a variant in the area's enum, its message in every
//! language's `refusals.ftl` and its key and arguments in `words.rs`, a
//! sample in `refusal/tests.rs`, then `return refuse(Area::Variant { … })`
//! where it happens.

use crate::engine::GameKind;
use crate::engine::adding::{Goal, MoveError, QueueError};
use crate::engine::registry::PlayError;
use crate::i18n::Locale;
use crate::store::Status;
use std::fmt;
use std::sync::Arc;

mod words;
pub use words::Message;
pub(crate) use words::goal_words;

#[cfg(test)]
mod tests;

/// Why a command did not go through, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Game(GameRefusal),
    Move(MoveRefusal),
    Challenge(ChallengeRefusal),
    Wait(WaitRefusal),
    Takeback(TakebackRefusal),
    Puzzle(PuzzleRefusal),
    Show(ShowRefusal),
    Button(ButtonRefusal),
}

/// The game's own refusal of an action (see [`PlayError`]), kept whole:
/// shared, as a game's reason cannot be cloned, and compared by its text.
#[derive(Clone, Debug)]
pub struct EngineRefusal(pub Arc<PlayError>);

impl EngineRefusal {
    pub fn error(&self) -> &PlayError {
        &self.0
    }

    /// The game's reason in `locale` (its `Display` is the English).
    pub fn words(&self, locale: crate::i18n::Locale) -> String {
        crate::i18n::reason(locale, self.error())
    }
}

impl From<PlayError> for EngineRefusal {
    fn from(e: PlayError) -> EngineRefusal {
        EngineRefusal(Arc::new(e))
    }
}

impl PartialEq for EngineRefusal {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.to_string() == other.0.to_string()
    }
}

impl Eq for EngineRefusal {}

impl fmt::Display for EngineRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The game in this channel, and taking part in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRefusal {
    NoGame,
    NotStarted,
    NotPlaying {
        kind: GameKind,
    },
    NotRunning,
    Conflict,
    ChannelBusy,
    NoGameToAbort,
    /// `buttons`: the language of the challenge's buttons, which the
    /// refusal names by their labels whatever language it is read in.
    AbortBeforeStart {
        buttons: Locale,
    },
    AbortAsked,
}

/// `/move` and move buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    MoreEntry,
    NoteEntry,
    Paused,
    /// `whose` is the name of the seat to act.
    NotYourTurn {
        whose: String,
    },
    Unreadable {
        action: String,
        kind: GameKind,
        reason: EngineRefusal,
    },
    NotAllowed {
        action: String,
        reason: EngineRefusal,
    },
    /// The game refused an action that came with no typed text.
    Engine(EngineRefusal),
    EarlierPosition,
}

/// `/play` and the buttons of a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeRefusal {
    UnknownGame {
        game: String,
    },
    PuzzleForOne {
        kind: GameKind,
    },
    NotPlayable {
        kind: GameKind,
    },
    NoVariants {
        kind: GameKind,
    },
    UnknownVariant {
        kind: GameKind,
        variant: String,
    },
    Yourself,
    NamedTwice {
        user: u64,
    },
    SeatCount {
        kind: GameKind,
        min: usize,
        max: usize,
        seats: usize,
    },
    /// `buttons` as in [`GameRefusal::AbortBeforeStart`].
    OnlyNamedAccept {
        buttons: Locale,
    },
    AlreadyAccepted,
    AlreadySeated,
    NoOpenSeat,
    NotAChallenge,
    OnlyNamedDecline {
        buttons: Locale,
    },
    OnlyChallengerCancels {
        buttons: Locale,
    },
    /// `/play` named another bot, which cannot take a seat.
    OtherBot,
    /// `/play level:` without naming the bot: the level would change nothing.
    LevelWithoutComputer,
}

/// Clocks, pauses, reminders and the server's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WaitRefusal {
    ClaimPaused,
    /// `name` is the computer seat's name.
    ComputerToMove {
        name: String,
    },
    OwnMove,
    NoDeadline,
    /// `who` are the users awaited, `left` the seconds they have.
    TimeLeft {
        who: Vec<u64>,
        left: i64,
    },
    AlreadyPaused,
    PauseAsked,
    NotPaused,
    NotifyMode,
    SettingsForManagers,
    /// `defaults` are the settings such games use, in words.
    SettingsNeedServer {
        defaults: String,
    },
    TooLarge {
        setting: &'static str,
        max: u32,
    },
}

/// `/takeback` and the answers to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakebackRefusal {
    Paused,
    NothingPlayed,
    /// `whose` is the seat's name, `action` the action as the caller may
    /// read it (`None` when computers replied to it).
    NotYours {
        whose: String,
        action: Option<String>,
    },
    /// `action` is the action as the caller may read it.
    Revealed {
        action: String,
        computer_replies: usize,
    },
    AlreadyAsked,
    NoRequest,
    OwnRequest,
    OutOfDate,
}

/// Adding Donimoes puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRefusal {
    UnknownGoal {
        goal: String,
    },
    BadQueue(QueueError),
    NoSolution {
        queue: String,
        goal: Goal,
        explored: usize,
    },
    NoSuchProblem {
        number: i64,
    },
    ProblemUnsolvable {
        number: i64,
        goal: Goal,
    },
    OneAtATime,
    NoPuzzle,
    Conflict,
    SolvedAlready,
    MoreEntry,
    /// `why` the puzzle refused the first move it did not play.
    NotAllowed {
        action: String,
        why: MoveError,
    },
    HintSolved,
    HintTooHard,
    NothingToUndo,
    UndoSolved,
    UndoAtStart,
    DailySolved,
}

/// Boards, lists, rules, history and ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShowRefusal {
    SharedBoard {
        kind: GameKind,
    },
    NoSuchPlayer {
        players: usize,
    },
    EveryGameForModerators,
    OthersList,
    PageGone,
    /// An unknown game where the list of games is `/rules` alone.
    UnknownRulesGame {
        game: String,
    },
    UnknownGame {
        game: String,
    },
    /// `guild` is where the caller is ([`super::where_words`]).
    NoSuchGame {
        id: i64,
        guild: u64,
    },
    NotOver {
        id: i64,
    },
    NeverStarted {
        id: i64,
        status: Status,
    },
    NoSuchStep {
        id: i64,
        moves: usize,
    },
    Period,
    SameVs,
}

/// Buttons and menus that no longer (or never did) apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonRefusal {
    NotMine,
    ChooseOne,
    MenuNotMine,
    GameOverOrElsewhere,
    GameGone,
    OtherChannel,
}

/// Each area's refusals are refusals, and read in English by `Display`.
macro_rules! areas {
    ($($area:ident => $variant:ident),* $(,)?) => {
        $(
            impl From<$area> for Refusal {
                fn from(r: $area) -> Refusal {
                    Refusal::$variant(r)
                }
            }

            impl fmt::Display for $area {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(&Refusal::from(self.clone()).words(Locale::EnUs))
                }
            }

            impl std::error::Error for $area {}
        )*
    };
}

areas! {
    GameRefusal => Game,
    MoveRefusal => Move,
    ChallengeRefusal => Challenge,
    WaitRefusal => Wait,
    TakebackRefusal => Takeback,
    PuzzleRefusal => Puzzle,
    ShowRefusal => Show,
    ButtonRefusal => Button,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Locale::EnUs))
    }
}

impl std::error::Error for Refusal {}
