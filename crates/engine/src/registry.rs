//! What every game offers through its record, and the type-erased
//! interface the service uses.

use super::common::tiles::Tile;
use super::phrase::{Phrase, Phrased};
pub use super::record::{Seats, Variant};
use super::{
    Event, Game, GameKind, GameRng, GameView, LegalAction, Line, Options, Outcome, RuleError, Seat, SetupError, ToAct,
    Viewer,
};
use serde::{Deserialize, Serialize};
use std::fmt;

impl GameKind {
    pub fn id(self) -> &'static str {
        self.record().id
    }

    /// What to type in `/move` to narrow its list (the record's `typing`).
    pub fn typing(self) -> &'static str {
        self.record().typing
    }

    pub fn name(self) -> &'static str {
        self.record().name
    }

    /// What an action written `notation` plays, as the move picker's first
    /// menu groups it (the record's `group_of`).
    pub fn group_of(self, notation: &str) -> String {
        (self.record().group_of)(notation)
    }

    /// Reads a game id or name, forgiving case, spaces and a leading "the".
    pub fn parse(text: &str) -> Option<GameKind> {
        let t: String = text
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        let t = t.strip_prefix("the").filter(|r| !r.is_empty()).unwrap_or(&t);
        GameKind::ALL.into_iter().find(|k| {
            let name: String = k
                .name()
                .chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
                .to_lowercase();
            k.id() == t || name == t || name.strip_prefix("the") == Some(t)
        })
    }

    /// Reads a stored id exactly (what the store and snapshots hold).
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Whether the game is played at a table with `/play`.
    pub fn is_playable(self) -> bool {
        self.record().engine.is_some()
    }

    /// Whether this is a puzzle for one, played with `/puzzle` rather than
    /// seated at a table with `/play`.
    pub fn is_puzzle(self) -> bool {
        self.record().engine.is_none()
    }

    /// The table sizes of this game and variant.
    pub fn seats(self, variant: Option<&str>) -> Seats {
        variant
            .and_then(|v| self.variants().iter().find(|x| x.id == v))
            .and_then(|v| v.seats)
            .unwrap_or(self.record().seats)
    }

    /// The smallest and largest number of seats for this game and variant.
    pub fn player_range(self, variant: Option<&str>) -> (usize, usize) {
        let s = self.seats(variant);
        (s.min, s.max)
    }

    /// Seats for an open challenge where nobody was named.
    pub fn default_seats(self, variant: Option<&str>) -> usize {
        self.seats(variant).usual
    }

    /// The tables tests and benchmarks try: every size of the plain game,
    /// and each variant once at its usual size. Empty for a puzzle.
    pub fn tables(self) -> Vec<(usize, Option<&'static str>)> {
        if self.is_puzzle() {
            return Vec::new();
        }
        let plain = self.seats(None);
        let mut out: Vec<(usize, Option<&'static str>)> = (plain.min..=plain.max).map(|n| (n, None)).collect();
        out.extend(
            self.variants()
                .iter()
                .map(|v| (self.seats(Some(v.id)).usual, Some(v.id))),
        );
        out
    }

    /// [`GameKind::tables`] of every game.
    pub fn every_table() -> Vec<(GameKind, usize, Option<&'static str>)> {
        GameKind::ALL
            .into_iter()
            .flat_map(|k| k.tables().into_iter().map(move |(n, v)| (k, n, v)))
            .collect()
    }

    pub fn variants(self) -> &'static [Variant] {
        self.record().variants
    }

    /// The rule summary in the project's own words (`docs/rules/<id>.md`).
    pub fn rules_text(self) -> &'static str {
        self.record().rules
    }

    /// Creates a new game with `seats` players.
    pub fn setup(self, options: &Options, seats: usize, rng: &mut GameRng) -> Result<Box<dyn AnyGame>, SetupError> {
        match self.record().engine {
            Some(engine) => (engine.setup)(self, options, seats, rng),
            None => Err(SetupError(format!(
                "{} is a puzzle, not played at a table",
                self.name()
            ))),
        }
    }

    /// Restores a game from its stored snapshot.
    pub fn load(self, snapshot: &str) -> Result<Box<dyn AnyGame>, LoadError> {
        match self.record().engine {
            Some(engine) => (engine.load)(self, snapshot),
            None => Err(LoadError(format!("{} is a puzzle, not played at a table", self.name()))),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for GameKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let id = String::deserialize(d)?;
        GameKind::from_id(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown game `{id}`")))
    }
}

#[derive(Debug, thiserror::Error)]
#[error("cannot restore the game: {0}")]
pub struct LoadError(pub String);

/// A game's own reason, behind the uniform interface: the game's typed
/// refusal or notation error, in English by its `Display` and in every
/// language by its phrase.
pub type GameReason = Box<dyn AnyReason>;

/// What [`GameReason`] holds: any game's [`super::Reason`].
pub trait AnyReason: std::error::Error + Phrased + Send + Sync {}

impl<T: std::error::Error + Phrased + Send + Sync> AnyReason for T {}

/// Why a typed action was not played.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The text does not read as one of the game's actions.
    #[error("{0}")]
    Unreadable(GameReason),
    /// It reads, but the rules refuse it.
    #[error("{0}")]
    Refused(RuleError<GameReason>),
    /// A search asked for the n-th legal action beyond the last one.
    #[error("there are only {0} legal actions")]
    NoSuchAction(usize),
}

impl Phrased for PlayError {
    fn phrase(&self) -> Phrase {
        match self {
            PlayError::Unreadable(reason) => reason.phrase(),
            PlayError::Refused(error) => error.phrase(),
            PlayError::NoSuchAction(n) => Phrase::new("rule-no-such-action").count("count", *n),
        }
    }
}

impl PlayError {
    fn refused<R: super::Reason>(e: RuleError<R>) -> PlayError {
        PlayError::Refused(match e {
            RuleError::GameOver => RuleError::GameOver,
            RuleError::NotYourTurn => RuleError::NotYourTurn,
            RuleError::Illegal(r) => RuleError::Illegal(Box::new(r)),
        })
    }
}

/// What an accepted action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The canonical notation that goes into the log.
    pub notation: String,
    /// What happened, in order, for everyone to read.
    pub events: Vec<Event>,
}

/// How an action may be named to one reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionWords {
    /// Its canonical notation: the reader may know exactly what was played.
    Notation(String),
    /// Words that stand for a secret action ("a secret gift decision"), a
    /// sentence of the catalogue.
    Concealed(Line),
}

/// A game behind the uniform, notation-speaking interface.
pub trait AnyGame: Send + Sync {
    fn kind(&self) -> GameKind;
    fn seats(&self) -> usize;
    fn to_act(&self) -> ToAct;
    /// The legal actions of `seat` now (empty when it is not its turn).
    fn legal(&self, seat: Seat) -> Vec<LegalAction>;
    /// Parses and applies one action; the state is unchanged on error.
    fn play(&mut self, seat: Seat, text: &str, rng: &mut GameRng) -> Result<Played, PlayError>;
    fn view(&self, viewer: Viewer) -> GameView;
    /// How the action `notation` by `seat`, played on this state (the one
    /// before it), may be named to `viewer`: its notation, or, when the
    /// action is a secret and `viewer` is not its author, the words that
    /// stand for it. Fails closed: an action that does not read on this
    /// state is concealed from everyone but its author.
    fn action_words(&self, seat: Seat, notation: &str, viewer: Viewer) -> ActionWords;
    fn outcome(&self) -> Option<Outcome>;
    fn snapshot(&self) -> String;
    fn secret_tiles(&self) -> Vec<Tile>;
    /// See [`Game::unseen`].
    fn unseen(&self) -> usize;
    /// See [`Game::tile_copies`].
    fn tile_copies(&self) -> usize;
    /// See [`Game::teams`].
    fn teams(&self) -> Vec<Vec<Seat>>;
    /// See [`Game::choices_are_public`].
    fn choices_are_public(&self) -> bool;
    /// See [`Game::setup_events`].
    fn setup_events(&self) -> Vec<Event>;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// See [`Game::determinize`].
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyGame>;
    /// See [`Game::determinize_with_history`].
    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyGame>;
    /// See [`Game::heuristic`].
    fn heuristic(&self, seat: Seat) -> f64;
    /// See [`Game::random_share`].
    fn random_share(&self, seat: Seat) -> f64;
    /// How many legal actions `seat` has now, without formatting them.
    fn legal_count(&self, seat: Seat) -> usize;
    /// The canonical notations of `seat`'s legal actions, in the order of
    /// [`AnyGame::legal`], without descriptions: what a search keys on.
    fn legal_notations(&self, seat: Seat) -> Vec<String>;
    /// Applies the `n`th legal action of `seat` (in the order of
    /// [`AnyGame::legal`]) without parsing or formatting it: how playouts
    /// move fast. The state is unchanged on error.
    fn play_nth(&mut self, seat: Seat, n: usize, rng: &mut GameRng) -> Result<(), PlayError>;
    /// The state after each legal action of `seat`, in the order of
    /// [`AnyGame::legal`] (move generation runs once for all of them).
    fn successors(&self, seat: Seat, rng: &mut GameRng) -> Vec<Box<dyn AnyGame>>;
    /// The states after up to `k` different legal actions of `seat`, drawn
    /// uniformly with `rng`, each with the action's index (in the order of
    /// [`AnyGame::legal`]): how a playout compares a few candidates.
    fn sample_successors(&self, seat: Seat, k: usize, rng: &mut GameRng) -> Vec<(usize, Box<dyn AnyGame>)>;
    /// The states after the legal actions of `seat` with the given indices
    /// (in the order of [`AnyGame::legal`]; indices out of range are
    /// skipped), each with its index: how a search judges the actions it
    /// has not tried yet.
    fn successors_at(&self, seat: Seat, indices: &[usize], rng: &mut GameRng) -> Vec<(usize, Box<dyn AnyGame>)>;
}

/// A game of type `G` behind [`AnyGame`].
pub(super) struct Erased<G> {
    kind: GameKind,
    game: G,
}

impl<G: Game> Erased<G> {
    pub(super) fn setup(
        kind: GameKind,
        options: &Options,
        seats: usize,
        rng: &mut GameRng,
    ) -> Result<Box<dyn AnyGame>, SetupError> {
        Ok(Box::new(Erased {
            kind,
            game: G::setup(options, seats, rng)?,
        }))
    }

    pub(super) fn load(kind: GameKind, snapshot: &str) -> Result<Box<dyn AnyGame>, LoadError> {
        let game: G = serde_json::from_str(snapshot).map_err(|e| LoadError(e.to_string()))?;
        Ok(Box::new(Erased { kind, game }))
    }
}

impl<G: Game> AnyGame for Erased<G> {
    fn kind(&self) -> GameKind {
        self.kind
    }

    fn seats(&self) -> usize {
        self.game.seats()
    }

    fn to_act(&self) -> ToAct {
        self.game.to_act()
    }

    fn legal(&self, seat: Seat) -> Vec<LegalAction> {
        if !self.game.to_act().includes(seat) {
            return Vec::new();
        }
        self.game
            .legal_actions(seat)
            .iter()
            .map(|a| LegalAction {
                notation: self.game.notation(a),
                description: self.game.describe(a),
                cells: self.game.cells(a),
                face: self.game.face(seat, a),
                numbers: self.game.numbers(a),
            })
            .collect()
    }

    fn play(&mut self, seat: Seat, text: &str, rng: &mut GameRng) -> Result<Played, PlayError> {
        let to_act = self.game.to_act();
        if to_act == ToAct::Finished {
            return Err(PlayError::Refused(RuleError::GameOver));
        }
        if !to_act.includes(seat) {
            return Err(PlayError::Refused(RuleError::NotYourTurn));
        }
        let action = self
            .game
            .parse(seat, text)
            .map_err(|e| PlayError::Unreadable(Box::new(e)))?;
        let notation = self.game.notation(&action);
        let events = self.game.apply(seat, &action, rng).map_err(PlayError::refused)?;
        Ok(Played { notation, events })
    }

    fn view(&self, viewer: Viewer) -> GameView {
        self.game.view(viewer)
    }

    fn action_words(&self, seat: Seat, notation: &str, viewer: Viewer) -> ActionWords {
        let concealed = match self.game.parse(seat, notation) {
            Ok(action) => self.game.concealed(seat, &action),
            Err(_) => Some(crate::common::said::hidden_action()),
        };
        match concealed {
            Some(words) if viewer != Viewer::Seat(seat) => ActionWords::Concealed(words),
            _ => ActionWords::Notation(notation.to_string()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn snapshot(&self) -> String {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_string(&self.game).unwrap_or_default()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        self.game.secret_tiles()
    }

    fn unseen(&self) -> usize {
        self.game.unseen()
    }

    fn tile_copies(&self) -> usize {
        self.game.tile_copies()
    }

    fn teams(&self) -> Vec<Vec<Seat>> {
        self.game.teams()
    }

    fn choices_are_public(&self) -> bool {
        self.game.choices_are_public()
    }

    fn setup_events(&self) -> Vec<Event> {
        self.game.setup_events()
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(Erased {
            kind: self.kind,
            game: self.game.clone(),
        })
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyGame> {
        Box::new(Erased {
            kind: self.kind,
            game: self.game.determinize(seat, rng),
        })
    }

    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyGame> {
        Box::new(Erased {
            kind: self.kind,
            game: self.game.determinize_with_history(seat, rng),
        })
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        self.game.heuristic(seat).clamp(0.0, 1.0)
    }

    fn random_share(&self, seat: Seat) -> f64 {
        self.game.random_share(seat).clamp(0.0, 1.0)
    }

    fn legal_count(&self, seat: Seat) -> usize {
        if !self.game.to_act().includes(seat) {
            return 0;
        }
        self.game.legal_actions(seat).len()
    }

    fn legal_notations(&self, seat: Seat) -> Vec<String> {
        if !self.game.to_act().includes(seat) {
            return Vec::new();
        }
        self.game
            .legal_actions(seat)
            .iter()
            .map(|a| self.game.notation(a))
            .collect()
    }

    fn play_nth(&mut self, seat: Seat, n: usize, rng: &mut GameRng) -> Result<(), PlayError> {
        let to_act = self.game.to_act();
        if to_act == ToAct::Finished {
            return Err(PlayError::Refused(RuleError::GameOver));
        }
        if !to_act.includes(seat) {
            return Err(PlayError::Refused(RuleError::NotYourTurn));
        }
        let legal = self.game.legal_actions(seat);
        let action = legal.get(n).ok_or(PlayError::NoSuchAction(legal.len()))?;
        self.game.apply_quietly(seat, action, rng).map_err(PlayError::refused)
    }

    fn successors(&self, seat: Seat, rng: &mut GameRng) -> Vec<Box<dyn AnyGame>> {
        if !self.game.to_act().includes(seat) {
            return Vec::new();
        }
        let legal = self.game.legal_actions(seat);
        legal.iter().filter_map(|a| self.after(seat, a, rng)).collect()
    }

    fn sample_successors(&self, seat: Seat, k: usize, rng: &mut GameRng) -> Vec<(usize, Box<dyn AnyGame>)> {
        if !self.game.to_act().includes(seat) {
            return Vec::new();
        }
        let legal = self.game.legal_actions(seat);
        let mut left: Vec<usize> = (0..legal.len()).collect();
        let mut out = Vec::with_capacity(k);
        while out.len() < k && !left.is_empty() {
            let i = left.swap_remove(rng.below(left.len()));
            out.extend(self.after(seat, &legal[i], rng).map(|g| (i, g)));
        }
        out
    }

    fn successors_at(&self, seat: Seat, indices: &[usize], rng: &mut GameRng) -> Vec<(usize, Box<dyn AnyGame>)> {
        if !self.game.to_act().includes(seat) {
            return Vec::new();
        }
        let legal = self.game.legal_actions(seat);
        indices
            .iter()
            .filter_map(|&i| legal.get(i).and_then(|a| self.after(seat, a, rng)).map(|g| (i, g)))
            .collect()
    }
}

impl<G: Game> Erased<G> {
    /// A copy of this game after `seat` plays `action` (`None` if refused).
    fn after(&self, seat: Seat, action: &G::Action, rng: &mut GameRng) -> Option<Box<dyn AnyGame>> {
        let mut game = self.game.clone();
        game.apply_quietly(seat, action, rng).ok()?;
        Some(Box::new(Erased { kind: self.kind, game }))
    }
}

/// Samples of the reasons every game shares (see
/// [`super::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn phrase_samples() -> Vec<(Phrase, String)> {
    use super::phrase::sample;
    vec![
        sample(PlayError::NoSuchAction(3)),
        sample(PlayError::Refused(RuleError::GameOver)),
        sample(PlayError::Refused(RuleError::NotYourTurn)),
    ]
}
