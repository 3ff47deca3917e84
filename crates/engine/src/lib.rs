//! Pure rules: no IO, no async, no Discord, no SQLite.
//!
//! Every game implements [`Game`]. The service never sees a concrete game: it
//! talks to the type-erased [`registry::AnyGame`], which speaks notation
//! strings, so adding a game means adding its folder and two lines here.

pub mod calendar;
pub mod common;
pub mod event;
pub mod face;
pub mod level;
pub mod phrase;
pub mod record;
pub mod registry;
pub mod rng;
pub mod sentence;
/// Playouts, positions and checks for tests, here and in the crates above
/// (the `testing` feature).
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod view;

/// Declares every game's [`GameKind`] (whose [`GameKind::record`] is the
/// module's `RECORD`).
macro_rules! games {
    ($($kind:ident => $module:ident),* $(,)?) => {

        /// Every game the bot knows. What each one is lives in its record.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameKind {
            $($kind),*
        }

        impl GameKind {
            /// Every game, in the order lists show them.
            pub const ALL: [GameKind; [$(stringify!($kind)),*].len()] = [$(GameKind::$kind),*];

            /// What the bot knows about this game, from its own module.
            pub fn record(self) -> &'static record::GameRecord {
                match self {
                    $(GameKind::$kind => &$module::RECORD),*
                }
            }
        }
    };
}

// Adding a game: its folder under engine/, its `pub mod` line and its line in
// `games!`. The modules are declared outside the macro so that rustfmt and
// cargo-mutants, which do not expand macros, reach them.
pub mod adding;
pub mod dominimum;
pub mod dominoids;
pub mod dominomega;
pub mod dominup;
pub mod draw;
pub mod euronimoes;
pub mod tetradominoes;
pub mod tree;

games! {
    Dominoids => dominoids,
    Euronimoes => euronimoes,
    Dominomega => dominomega,
    Dominup => dominup,
    Dominimum => dominimum,
    Tree => tree,
    Draw => draw,
    Tetradominoes => tetradominoes,
    Adding => adding,
}

use serde::{Serialize, de::DeserializeOwned};

pub use event::{Event, Line};
pub use level::Level;
pub use registry::{ActionWords, AnyGame};
pub use rng::GameRng;
pub use view::{GameView, Viewer};

/// A seat at the table, counted from 0 in turn order.
pub type Seat = usize;

/// Who must act now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum ToAct {
    /// Exactly one seat decides the next action.
    Seat(Seat),
    /// Several seats decide at the same time (a simultaneous step, such as
    /// Tetradominoes' partner gifts): each listed seat acts once, in any
    /// order, and the step ends when the list is empty.
    Seats(Vec<Seat>),
    /// The game is over.
    Finished,
}

impl ToAct {
    /// The seat to act, or the first of several in a simultaneous step.
    /// Callers that must treat every acting seat alike use [`ToAct::seats`].
    pub fn seat(&self) -> Option<Seat> {
        match self {
            ToAct::Seat(s) => Some(*s),
            ToAct::Seats(v) => v.first().copied(),
            ToAct::Finished => None,
        }
    }

    /// Every seat that may act now.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToAct::Seat(s) => vec![*s],
            ToAct::Seats(v) => v.clone(),
            ToAct::Finished => Vec::new(),
        }
    }

    /// Whether `seat` may act now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            ToAct::Seat(s) => *s == seat,
            ToAct::Seats(v) => v.contains(&seat),
            ToAct::Finished => false,
        }
    }
}

/// Final standing of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// 1 = first place; equal ranks share a place.
    pub rank: usize,
    /// The game's own score, if it has one.
    pub score: Option<i64>,
}

/// How a finished game came out, ordered by rank.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    pub standings: Vec<Standing>,
    /// One line saying why the game ended the way it did.
    pub summary: Line,
    /// Partnerships, for games played in teams (Tetradominoes with four):
    /// each inner list is one team's seats, and partners share their rank.
    /// Empty when everyone plays for themselves.
    #[serde(default)]
    pub teams: Vec<Vec<Seat>>,
}

impl Outcome {
    /// Ranks seats by a key, smaller keys placing better; equal keys share a
    /// place (competition ranking: 1, 1, 3).
    pub fn ranked<K: Ord + Copy>(scores: &[(Seat, i64, K)], summary: impl Into<Line>) -> Outcome {
        let mut sorted: Vec<_> = scores.to_vec();
        sorted.sort_by_key(|&(seat, _, key)| (key, seat));
        let mut standings = Vec::with_capacity(sorted.len());
        for (i, &(seat, score, key)) in sorted.iter().enumerate() {
            let rank = if i > 0 && sorted[i - 1].2 == key {
                standings.last().map(|s: &Standing| s.rank).unwrap_or(1)
            } else {
                i + 1
            };
            standings.push(Standing {
                seat,
                rank,
                score: Some(score),
            });
        }
        Outcome {
            standings,
            summary: summary.into(),
            teams: Vec::new(),
        }
    }
}

/// Why an action was refused: the two reasons every game shares, or the
/// game's own (`R`, its [`Game::Refusal`]). The text is shown to the
/// player, so it says what is wrong and, where it can, what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError<R> {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0}")]
    Illegal(R),
}

impl<R: phrase::Phrased> phrase::Phrased for RuleError<R> {
    fn phrase(&self) -> phrase::Phrase {
        match self {
            RuleError::GameOver => phrase::Phrase::new("rule-game-over"),
            RuleError::NotYourTurn => phrase::Phrase::new("rule-not-your-turn"),
            RuleError::Illegal(reason) => reason.phrase(),
        }
    }
}

impl Outcome {
    /// The place of `seat`, if it is ranked.
    pub fn rank_of(&self, seat: Seat) -> Option<usize> {
        self.standings.iter().find(|x| x.seat == seat).map(|x| x.rank)
    }

    /// A resignation ends the game: the resigning seat places last and
    /// everyone else shares first place.
    pub fn resigned(seats: usize, resigner: Seat) -> Outcome {
        Outcome::forfeited(seats, &[resigner], common::said::resigned(resigner))
    }

    /// The game ends outside its rules (a resignation, a player out of
    /// time): the `losers` share last place and everyone else first.
    pub fn forfeited(seats: usize, losers: &[Seat], summary: Line) -> Outcome {
        let mut standings: Vec<Standing> = (0..seats)
            .filter(|s| !losers.contains(s))
            .map(|seat| Standing {
                seat,
                rank: 1,
                score: None,
            })
            .collect();
        let last = if standings.is_empty() { 1 } else { 2 };
        standings.extend(losers.iter().map(|&seat| Standing {
            seat,
            rank: last,
            score: None,
        }));
        Outcome {
            standings,
            summary,
            teams: Vec::new(),
        }
    }

    /// The same ending for a game played in `teams`: a team places where
    /// its worst-placed member does (so a partner's resignation or timeout
    /// loses for both), and the partnerships are recorded for the ratings.
    pub fn for_teams(mut self, teams: Vec<Vec<Seat>>) -> Outcome {
        for team in &teams {
            let worst = self
                .standings
                .iter()
                .filter(|s| team.contains(&s.seat))
                .map(|s| s.rank)
                .max();
            if let Some(worst) = worst {
                for s in self.standings.iter_mut().filter(|s| team.contains(&s.seat)) {
                    s.rank = worst;
                }
            }
        }
        self.standings.sort_by_key(|s| (s.rank, s.seat));
        self.teams = teams;
        self
    }
}

/// Setup options that are not the seat count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Options {
    /// A game-specific variant id, already validated by the registry.
    pub variant: Option<String>,
}

impl Options {
    /// Whether the one variant a game has (`id`) was asked for; any other
    /// variant is refused. Games check this themselves: never trust the caller.
    pub fn flag(&self, game: &str, id: &str) -> Result<bool, SetupError> {
        match self.variant.as_deref() {
            None => Ok(false),
            Some(v) if v == id => Ok(true),
            Some(v) => Err(SetupError(format!("{game} has no variant `{v}`"))),
        }
    }

    /// Refuses any variant, for games that have none.
    pub fn no_variant(&self, game: &str) -> Result<(), SetupError> {
        match self.variant.as_deref() {
            None => Ok(()),
            Some(v) => Err(SetupError(format!("{game} has no variant `{v}`"))),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// Refuses a table whose size the game does not allow.
pub fn check_seats(game: &str, seats: usize, min: usize, max: usize) -> Result<(), SetupError> {
    if (min..=max).contains(&seats) {
        Ok(())
    } else {
        Err(SetupError(format!("{game} is for {min} to {max} players, not {seats}")))
    }
}

/// A legal action as the player sees it: its canonical notation, a short
/// description (a sentence of the catalogue, `action-*`, worded in the
/// reader's language by whoever shows it), and where it puts its tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct LegalAction {
    pub notation: String,
    /// What the action does. Stored descriptions from before they were
    /// sentences (plain text) still read, in English.
    pub description: Line,
    /// The cells of the public view's grid the action's tile (or piece)
    /// lands on, the one its place is marked on first (see
    /// [`Game::cells`]); empty for an action with no place on a grid.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<common::grid::Cell>,
    /// The one tile or piece of the actor's the action plays (see
    /// [`Game::face`]), for a small picture of it beside the words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<face::Face>,
    /// The number each of `cells` shows once a domino is laid there, in
    /// the same order (see [`Game::numbers`]), so the picker's confirmation
    /// draws the tile in place; empty for a piece or no place.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u8>,
}

impl LegalAction {
    /// An action with no place on a grid.
    pub fn unplaced(notation: String, description: impl Into<Line>) -> LegalAction {
        LegalAction {
            notation,
            description: description.into(),
            cells: Vec::new(),
            numbers: Vec::new(),
            face: None,
        }
    }

    /// This action, showing `face` as the tile or piece it plays.
    pub fn with_face(self, face: face::Face) -> LegalAction {
        LegalAction {
            face: Some(face),
            ..self
        }
    }
}

/// What a game's own reasons (a refusal, a notation it cannot read) must
/// be: sentences for the player that can cross into the service, in
/// English (`Display`) and as a phrase of the catalogue
/// ([`phrase::Phrased`]) for every language.
pub trait Reason:
    std::error::Error + phrase::Phrased + std::fmt::Debug + Clone + PartialEq + Send + Sync + 'static
{
}

impl<T> Reason for T where
    T: std::error::Error + phrase::Phrased + std::fmt::Debug + Clone + PartialEq + Send + Sync + 'static
{
}

/// The interface every game implements.
pub trait Game: Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Action: Clone + Eq + std::fmt::Debug;
    /// Why the game refuses an action: its `Display` is the sentence the
    /// player reads.
    type Refusal: Reason;
    /// Why a text does not read as one of the game's actions.
    type NotationError: Reason;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError>;
    fn seats(&self) -> usize;
    fn to_act(&self) -> ToAct;
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Validates everything and never trusts the caller. On error the state
    /// is unchanged. Returns what happened, in order.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Self::Refusal>>;
    /// [`Game::apply`] for a search, which never reads the events: a game
    /// whose events cost real time to write may leave them out here (and
    /// out of whatever it keeps of them for display); the state is
    /// otherwise the same.
    fn apply_quietly(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<(), RuleError<Self::Refusal>> {
        self.apply(seat, action, rng).map(|_| ())
    }
    /// What `viewer` may see. The only door out of the engine.
    fn view(&self, viewer: Viewer) -> GameView;
    fn notation(&self, action: &Self::Action) -> String;
    /// What `action` does, as a sentence of the catalogue (`action-*`).
    fn describe(&self, action: &Self::Action) -> Line;
    /// The cells `action` puts its tile (or piece) on, in the coordinates
    /// of the public view's grid (`view::GridView`), the cell its place is
    /// marked on first: the move picker draws a label there, so a player
    /// chooses a place on the picture. Empty (the default) for an action
    /// with no place on a grid (a draw, a pass, a die), and for games
    /// whose board is no grid.
    fn cells(&self, _action: &Self::Action) -> Vec<common::grid::Cell> {
        Vec::new()
    }
    /// The one tile (or piece) of `seat`'s that `action` plays, as its
    /// face in the set the game is drawn with: a button naming the action
    /// can show a picture of it. `None` (the default) for an action that
    /// plays no single tile of the actor's (a draw, a pass, a die, a
    /// reveal of two).
    fn face(&self, _seat: Seat, _action: &Self::Action) -> Option<face::Face> {
        None
    }
    /// The numbers a domino laid by `action` shows on each of
    /// [`Game::cells`], in the same order: the picker draws the tile there
    /// before the player confirms. Empty (the default) for an action that
    /// lays no domino (a tetromino, a draw, a die).
    fn numbers(&self, _action: &Self::Action) -> Vec<u8> {
        Vec::new()
    }
    /// How `action`, by `seat` on this state (the one before it), reads to
    /// anyone but its author when the action is itself a secret (a
    /// Tetradominoes partner gift: which domino, or none): these words
    /// stand for its notation. `None`, the default, for an action everyone
    /// may read. Every text that names an action asks through
    /// [`registry::AnyGame::action_words`], so a secret action is named
    /// only to its author.
    fn concealed(&self, _seat: Seat, _action: &Self::Action) -> Option<Line> {
        None
    }
    fn parse(&self, seat: Seat, text: &str) -> Result<Self::Action, Self::NotationError>;
    fn outcome(&self) -> Option<Outcome>;
    /// Every tile any seat holds in secret right now (for leak tests and
    /// for checking that views hide them).
    fn secret_tiles(&self) -> Vec<common::tiles::Tile>;
    /// How many hidden things no seat has seen yet: tiles in a face-down
    /// supply, face-down coins. An action that lowers it (a draw, a coin
    /// turned) revealed something new, so it may not be taken back.
    fn unseen(&self) -> usize;
    /// How many copies of each tile are in play: Euronimoes for three or
    /// four players uses two sets, whose equal tiles are still different
    /// pieces. A secret copy does not make a public copy of the same tile a
    /// leak, and the leak checks count copies.
    fn tile_copies(&self) -> usize {
        1
    }
    /// The partnerships, for games played in teams (each inner list one
    /// team's seats); empty when everyone plays for themselves. An ending
    /// outside the rules (a resignation, a timeout) ranks whole teams.
    fn teams(&self) -> Vec<Vec<Seat>> {
        Vec::new()
    }
    /// Whether the legal actions of whoever acts may be shown to everyone
    /// (as buttons under the public picture). Only games whose choices
    /// reveal nothing hidden (no hand, no secret tile) say yes.
    fn choices_are_public(&self) -> bool {
        false
    }
    /// What the setup did in front of everyone before anyone acted (draw
    /// dominoes lays the highest double for whoever held it): lines for the
    /// first post, in the words of [`Game::apply`]'s events. Most games
    /// deal and wait, so none by default.
    fn setup_events(&self) -> Vec<Event> {
        Vec::new()
    }
    /// A state consistent with everything `seat` may know, with every
    /// hidden part (other hands, the face-down supply, secret missions)
    /// dealt anew with `rng`: what a computer player imagines the table to
    /// be. It depends only on what `seat` can see, so two states that look
    /// the same from `seat` give the same result for the same `rng` (see
    /// `common::hidden`). Constraints everyone knows hold in the result
    /// (a Dominimum mission is never a double); what the seat could only
    /// infer from the history is not used here (see
    /// [`Game::determinize_with_history`]).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;
    /// [`Game::determinize`], but hidden parts may also be weighed by what
    /// the public history says about them (in Dominimum, what each
    /// player's placements suggest about their mission; in draw dominoes,
    /// which tiles a seat that drew or passed cannot hold). Still a function of
    /// what `seat` can see. The hard computer player imagines tables this
    /// way; by default it is plain `determinize`.
    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinize(seat, rng)
    }
    /// What share of `seat`'s moves (another seat than the one searching)
    /// the hard computer player imagines as careless, a uniformly random
    /// pick among its legal moves rather than its best, from 0 to 1; may
    /// use only what is public. By default 0: everyone is expected to play
    /// their best. The Tree says 1: with playouts to the end of the game,
    /// that beat both random and medium players more often than expecting
    /// the best reply, or than judging each player from its choices
    /// (docs/ai.md).
    fn random_share(&self, _seat: Seat) -> f64 {
        0.0
    }
    /// How well `seat` stands, from 0 (surely last) to 1 (surely first),
    /// judged on a state where everything is known (a determinization):
    /// the medium computer player's whole judgement, and the hard one's
    /// where it stops looking ahead.
    fn heuristic(&self, seat: Seat) -> f64;
}
