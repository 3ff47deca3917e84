//! Why the service refused a command, as typed values.
//!
//! Every refusal is a variant here, grouped by service area, carrying the
//! facts it names (a game, a user, a count), not sentences. Its `Display`
//! is the English sentence the player reads; the service puts the value
//! itself in the [`Reply`](super::Reply) (`refusal`), so a front end turns
//! it into words at its edge (and a translation can replace them there),
//! and tests match the variant instead of the prose.
//!
//! To add one: a variant in the area's enum with its `#[error("…")]`
//! sentence, then `return refuse(Area::Variant { … })` where it happens.

use crate::engine::GameKind;
use crate::engine::adding::{Goal, QueueError};
use crate::engine::common::placement::echo;
use crate::engine::common::words::{capitalized, plural};
use crate::engine::registry::PlayError;
use crate::store::Status;
use std::fmt;
use std::sync::Arc;

/// Why a command did not go through, for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error(transparent)]
    Game(#[from] GameRefusal),
    #[error(transparent)]
    Move(#[from] MoveRefusal),
    #[error(transparent)]
    Challenge(#[from] ChallengeRefusal),
    #[error(transparent)]
    Wait(#[from] WaitRefusal),
    #[error(transparent)]
    Takeback(#[from] TakebackRefusal),
    #[error(transparent)]
    Puzzle(#[from] PuzzleRefusal),
    #[error(transparent)]
    Show(#[from] ShowRefusal),
    #[error(transparent)]
    Button(#[from] ButtonRefusal),
}

/// The game's own refusal of an action (see [`PlayError`]), kept whole:
/// shared, as a game's reason cannot be cloned, and compared by its text.
#[derive(Clone, Debug)]
pub struct EngineRefusal(pub Arc<PlayError>);

impl EngineRefusal {
    pub fn error(&self) -> &PlayError {
        &self.0
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameRefusal {
    #[error("There is no game in this channel. Start one with /play.")]
    NoGame,
    #[error("The game in this channel has not started yet: every seat must be accepted or joined first.")]
    NotStarted,
    #[error(
        "You are not playing in this {} game. Start your own with /play in another channel or a thread.",
        .kind.name()
    )]
    NotPlaying { kind: GameKind },
    #[error("That game is not running any more.")]
    NotRunning,
    #[error(
        "Someone acted on this game at the same moment, so your command was not applied. Look at /board and try again."
    )]
    Conflict,
    #[error(
        "This channel already has a game. Finish or cancel it first, or start a thread and play there (`/play ... thread:true` opens one)."
    )]
    ChannelBusy,
    #[error("There is no game in this channel to abort.")]
    NoGameToAbort,
    #[error("This game has not started. The challenger can press Cancel; named players can Decline.")]
    AbortBeforeStart,
    #[error("You have already asked to abort; waiting for the others to agree. A move cancels the request.")]
    AbortAsked,
}

/// `/move` and move buttons.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefusal {
    #[error(
        "That entry only says more moves match than the list shows: {}.",
        super::moves::NARROW
    )]
    MoreEntry,
    #[error("That entry is only a note: type or pick a move from the list.")]
    NoteEntry,
    #[error("This game is paused by agreement. Any player can /resume it, then play on.")]
    Paused,
    /// `whose` is the name of the seat to act.
    #[error("It is {whose}'s turn, not yours. I will ping you when it is your turn.")]
    NotYourTurn { whose: String },
    #[error("I could not read `{}`: {}", echo(.action), unreadable_tail(.reason, *.kind))]
    Unreadable {
        action: String,
        kind: GameKind,
        reason: EngineRefusal,
    },
    #[error("`{}` is not allowed: {reason}.", echo(.action))]
    NotAllowed { action: String, reason: EngineRefusal },
    /// The game refused an action that came with no typed text.
    #[error("{0}")]
    Engine(EngineRefusal),
    #[error("That button belongs to an earlier position. Use the newest picture's buttons, or /move.")]
    EarlierPosition,
}

/// The end of an unreadable move's sentence: the game's reason, a stop,
/// and where notation is explained when the reason gives no example.
fn unreadable_tail(reason: &EngineRefusal, kind: GameKind) -> String {
    let e = reason.to_string();
    let help = if e.contains("e.g.") {
        String::new()
    } else {
        format!(" `/help game:{}` shows how moves are written.", kind.id())
    };
    let stop = if e.ends_with(['.', '!', '?']) { "" } else { "." };
    format!("{e}{stop}{help}")
}

/// `/play` and the buttons of a challenge.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChallengeRefusal {
    #[error("I don't know the game `{}`. Pick one of: {}.", echo(.game), game_ids())]
    UnknownGame { game: String },
    #[error(
        "{} is a puzzle for one: start it with /puzzle (e.g. `/puzzle number:1` or `/puzzle daily:true`).",
        .kind.name()
    )]
    PuzzleForOne { kind: GameKind },
    #[error("{} is not playable yet. Games you can play now: {}.", .kind.name(), playable_names())]
    NotPlayable { kind: GameKind },
    #[error("{} has no variants; leave `variant` empty.", .kind.name())]
    NoVariants { kind: GameKind },
    #[error("{} has no variant `{}`. Variants: {}.", .kind.name(), echo(.variant), variants_of(*.kind))]
    UnknownVariant { kind: GameKind, variant: String },
    #[error("You cannot challenge yourself. Leave the opponents empty to open a seat anyone can join.")]
    Yourself,
    #[error("{} is named twice.", super::mention(*.user))]
    NamedTwice { user: u64 },
    #[error(
        "{} takes {}, but this challenge has {seats}.",
        .kind.name(),
        super::challenge::players_text(*.min, *.max)
    )]
    SeatCount {
        kind: GameKind,
        min: usize,
        max: usize,
        seats: usize,
    },
    #[error("Only the players named in this challenge can accept it. If it has an open seat, press Join.")]
    OnlyNamedAccept,
    #[error("You have already accepted; waiting for the others.")]
    AlreadyAccepted,
    #[error("You already have a seat in this game.")]
    AlreadySeated,
    #[error("This challenge has no open seat left.")]
    NoOpenSeat,
    #[error("This button does not belong to a challenge.")]
    NotAChallenge,
    #[error("Only the players named in this challenge can decline it. The challenger can Cancel.")]
    OnlyNamedDecline,
    #[error("Only the challenger can cancel this challenge. You can Decline it if you were named.")]
    OnlyChallengerCancels,
}

fn game_ids() -> String {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    ids.join(", ")
}

fn playable_names() -> String {
    let ready: Vec<&str> = GameKind::ALL
        .iter()
        .filter(|k| k.is_playable())
        .map(|k| k.name())
        .collect();
    ready.join(", ")
}

fn variants_of(kind: GameKind) -> String {
    let known: Vec<String> = kind
        .variants()
        .iter()
        .map(|x| format!("`{}` ({})", x.id, x.description))
        .collect();
    known.join(", ")
}

/// Clocks, pauses, reminders and the server's settings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WaitRefusal {
    #[error("This game is paused by agreement, so no clock runs. /resume it first.")]
    ClaimPaused,
    /// `name` is the computer seat's name.
    #[error("{name} is to move and will do so shortly: the bot's own seats never run out of time.")]
    ComputerToMove { name: String },
    #[error("It is your own move that is awaited: play it with /move instead.")]
    OwnMove,
    #[error("This server sets no move deadline, so there is nothing to claim. Moderators can set one with /settings.")]
    NoDeadline,
    /// `who` are the users awaited, `left` the seconds they have.
    #[error("{} still has {} to move. You can /claim once that has run out.", mentions(.who), super::duration_text(*.left))]
    TimeLeft { who: Vec<u64>, left: i64 },
    #[error("This game is already paused. Any player can /resume it.")]
    AlreadyPaused,
    #[error("You have already asked to pause; waiting for the others to agree. A move cancels the request.")]
    PauseAsked,
    #[error("This game is not paused. To pause it, use /pause (everyone must agree).")]
    NotPaused,
    #[error("Choose `channel` (a mention in the game's channel), `dm` (a direct message) or `off`.")]
    NotifyMode,
    #[error("Only members who may manage this server can change its settings.")]
    SettingsForManagers,
    /// `defaults` are the settings such games use, in words.
    #[error(
        "Settings belong to a server, and only there can /settings change them. Games in direct messages and group chats use the defaults:\n{defaults}"
    )]
    SettingsNeedServer { defaults: String },
    #[error("`{setting}` can be at most {max}.")]
    TooLarge { setting: &'static str, max: u32 },
}

fn mentions(users: &[u64]) -> String {
    let who: Vec<String> = users.iter().map(|&u| super::mention(u)).collect();
    who.join(" and ")
}

/// `/takeback` and the answers to it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TakebackRefusal {
    #[error("This game is paused. /resume it first.")]
    Paused,
    #[error("Nothing has been played yet, so there is nothing to take back.")]
    NothingPlayed,
    /// `whose` is the seat's name, `action` the action as the caller may
    /// read it (`None` when computers replied to it).
    #[error("Only the last action can be taken back, and it was {whose}'s{}, not yours.", not_yours_what(.action))]
    NotYours { whose: String, action: Option<String> },
    /// `action` is the action as the caller may read it.
    #[error("{}", revealed(.action, *.computer_replies))]
    Revealed { action: String, computer_replies: usize },
    #[error("You have already asked; waiting for the others to answer.")]
    AlreadyAsked,
    #[error("There is no takeback request open any more (a move cancels it).")]
    NoRequest,
    #[error("This is your own request: the other players answer it.")]
    OwnRequest,
    #[error("That request is out of date: the game has moved on.")]
    OutOfDate,
}

fn not_yours_what(action: &Option<String>) -> String {
    match action {
        Some(a) => format!(" ({a})"),
        None => " (with the computers' replies to it)".to_string(),
    }
}

fn revealed(action: &str, computer_replies: usize) -> String {
    const WHY: &str = "revealed something (a tile drawn, dice rolled, a coin turned), \
                       and taking it back would let you try again knowing it";
    match computer_replies {
        0 => format!("{} cannot be taken back: it {WHY}.", capitalized(action)),
        1 => format!("Your last move and the computer's reply to it cannot be taken back: together they {WHY}."),
        n => format!("Your last move and the {n} computer moves after it cannot be taken back: together they {WHY}."),
    }
}

/// Adding Donimoes puzzles.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleRefusal {
    #[error(
        "There is no goal `{}`: use `all-added` (add every domino, the default) or `rectangle` (and end as one solid rectangle).",
        echo(.goal)
    )]
    UnknownGoal { goal: String },
    #[error("I cannot use that queue: {0}.")]
    BadQueue(QueueError),
    #[error(
        "The queue `{queue}` has no solution for the goal \"{}\": I tried every reachable position ({explored}). Change the order or swap a domino, or try the other goal.",
        .goal.describe()
    )]
    NoSolution { queue: String, goal: Goal, explored: usize },
    #[error(
        "There is no problem {number}: the problems are numbered 1 to {}. Try `daily:true` for a new puzzle every day, or type your own with `queue:`.",
        crate::engine::adding::problems::count()
    )]
    NoSuchProblem { number: i64 },
    #[error("Problem {number} has no solution for the goal \"{}\"; try `goal:all-added`.", .goal.describe())]
    ProblemUnsolvable { number: i64, goal: Goal },
    #[error("Ask for one puzzle at a time: a `number:`, a `queue:`, or `daily:true`.")]
    OneAtATime,
    #[error("You have no puzzle here. Start one with /puzzle (e.g. `/puzzle number:1`, or `daily:true`).")]
    NoPuzzle,
    #[error(
        "Your puzzle changed at the same moment (another command of yours), so this one was not applied. Look at it again with /puzzle or try once more."
    )]
    Conflict,
    #[error("Your puzzle is solved already. Start another with /puzzle, or /reset to play it again.")]
    SolvedAlready,
    #[error(
        "That entry only says more moves match than the list shows: {} to narrow it.",
        super::puzzles::PUZZLE_NARROW
    )]
    MoreEntry,
    /// `why` is the puzzle's own sentence for the first move it refused.
    #[error("`{}` is not allowed: {why}.", echo(.action))]
    NotAllowed { action: String, why: String },
    #[error("Your puzzle is solved: no hint needed. Start another with /puzzle.")]
    HintSolved,
    #[error("This position is too big for me to solve quickly, so I have no hint. /undo or /reset may help.")]
    HintTooHard,
    #[error(
        "Nothing to undo for you here: /undo takes back your last move in this channel's game when you sit at it, or your last puzzle move (start a puzzle with /puzzle)."
    )]
    NothingToUndo,
    #[error("Your puzzle is solved, and that stands. Start another with /puzzle, or /reset to play it again.")]
    UndoSolved,
    #[error("Nothing to undo: the puzzle is at its start.")]
    UndoAtStart,
    #[error(
        "You solved today's puzzle, and your first solve is the one that counts. Try `/puzzle number:1` or your own `queue:` meanwhile."
    )]
    DailySolved,
}

/// Boards, lists, rules, history and ratings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShowRefusal {
    #[error(
        "In {} the players share one board: see it with /board view:play or /board view:whole.",
        .kind.name()
    )]
    SharedBoard { kind: GameKind },
    #[error("This game has {players} players: pick player 1 to player {players} (in turn order).")]
    NoSuchPlayer { players: usize },
    #[error("Only moderators (members who may manage the server) can list every game.")]
    EveryGameForModerators,
    #[error("That list of games was made for someone else: ask for your own with /games.")]
    OthersList,
    #[error("That page is gone: the list of games changed since it was shown. Ask /games again.")]
    PageGone,
    /// An unknown game where the list of games is `/rules` alone.
    #[error("I don't know the game `{}`. Try /rules without a game for the list.", echo(.game))]
    UnknownRulesGame { game: String },
    #[error("I don't know the game `{}`. Try /rules for the list.", echo(.game))]
    UnknownGame { game: String },
    /// `place` is where the caller is ([`super::where_words`]).
    #[error("There is no game #{id} {place}. /history lists finished games with their numbers.")]
    NoSuchGame { id: i64, place: &'static str },
    #[error(
        "Game #{id} is not over yet. Replays open when a game ends, so what is hidden in it (its seed, and any tile or coin face down) stays secret until then."
    )]
    NotOver { id: i64 },
    #[error("Game #{id} never started (it was {}), so there is nothing to replay.", .status.as_str())]
    NeverStarted { id: i64, status: Status },
    #[error(
        "Game #{id} has {}: pick a step from 0 (the start) to {moves} (the end).",
        plural(*.moves as i64, "move", "moves")
    )]
    NoSuchStep { id: i64, moves: usize },
    #[error("Pick a period: `all` (the default), `month` (the past 30 days) or `week` (the past 7 days).")]
    Period,
    #[error("Pick somebody else for `vs`: a head-to-head needs two players.")]
    SameVs,
}

/// Buttons and menus that no longer (or never did) apply.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ButtonRefusal {
    #[error("That button is not one of mine.")]
    NotMine,
    #[error("Choose one entry of the menu.")]
    ChooseOne,
    #[error("That menu is not one of mine.")]
    MenuNotMine,
    #[error("That button belongs to a game that is over or in another channel.")]
    GameOverOrElsewhere,
    #[error("That game no longer exists.")]
    GameGone,
    #[error("That button belongs to a game in another channel.")]
    OtherChannel,
}
