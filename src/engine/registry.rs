//! The one place that knows every game: ids, names, player counts, variants,
//! and the type-erased interface the service uses.

use super::common::tiles::Tile;
use super::{
    Event, Game, GameRng, GameView, LegalAction, Options, Outcome, RuleError, Seat, SetupError, ToAct, Viewer,
    dominimum::Dominimum, dominoids::Dominoids, dominomega::Dominomega, dominup::Dominup, draw::Draw,
    euronimoes::Euronimoes, tetradominoes::Tetradominoes, tree::Tree,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Every game the bot knows, by its id (used in commands, storage and docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Dominoids,
    Euronimoes,
    Dominomega,
    Dominup,
    Dominimum,
    Tree,
    Draw,
    Tetradominoes,
    Adding,
}

/// A named variant a player may ask for with `variant:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub id: &'static str,
    pub description: &'static str,
}

impl GameKind {
    pub const ALL: [GameKind; 9] = [
        GameKind::Dominoids,
        GameKind::Euronimoes,
        GameKind::Dominomega,
        GameKind::Dominup,
        GameKind::Dominimum,
        GameKind::Tree,
        GameKind::Draw,
        GameKind::Tetradominoes,
        GameKind::Adding,
    ];

    pub fn id(self) -> &'static str {
        match self {
            GameKind::Dominoids => "dominoids",
            GameKind::Euronimoes => "euronimoes",
            GameKind::Dominomega => "dominomega",
            GameKind::Dominup => "dominup",
            GameKind::Dominimum => "dominimum",
            GameKind::Tree => "tree",
            GameKind::Draw => "draw",
            GameKind::Tetradominoes => "tetradominoes",
            GameKind::Adding => "adding",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Dominoids => "Dominoids",
            GameKind::Euronimoes => "Euronimoes",
            GameKind::Dominomega => "Dominomega",
            GameKind::Dominup => "Dominup",
            GameKind::Dominimum => "Dominimum",
            GameKind::Tree => "The Tree",
            GameKind::Draw => "Draw dominoes",
            GameKind::Tetradominoes => "Tetradominoes",
            GameKind::Adding => "Adding Donimoes",
        }
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

    /// Whether the rules engine for this game exists yet.
    pub fn is_playable(self) -> bool {
        matches!(
            self,
            GameKind::Dominimum
                | GameKind::Dominoids
                | GameKind::Dominomega
                | GameKind::Dominup
                | GameKind::Draw
                | GameKind::Euronimoes
                | GameKind::Tree
                | GameKind::Tetradominoes
        )
    }

    /// Whether this is a puzzle for one, played with `/puzzle` rather than
    /// seated at a table with `/play`.
    pub fn is_puzzle(self) -> bool {
        self == GameKind::Adding
    }

    /// The smallest and largest number of seats for this game and variant.
    pub fn player_range(self, variant: Option<&str>) -> (usize, usize) {
        match (self, variant) {
            (GameKind::Dominomega, Some(super::dominomega::TWO_PLAYER)) => (2, 2),
            (GameKind::Dominomega, _) => (2, 3),
            (GameKind::Dominimum, _) => (2, 4),
            (GameKind::Dominoids, _) => (2, 2),
            (GameKind::Adding, _) => (1, 1),
            (GameKind::Tree, Some(super::tree::SOLO)) => (1, 1),
            _ => (2, 4),
        }
    }

    /// Seats for an open challenge where nobody was named.
    pub fn default_seats(self, variant: Option<&str>) -> usize {
        match (self, variant) {
            (GameKind::Dominomega, Some(super::dominomega::TWO_PLAYER)) => 2,
            (GameKind::Dominomega, _) => 3,
            (GameKind::Tree, Some(super::tree::SOLO)) => 1,
            _ => 2,
        }
    }

    pub fn variants(self) -> &'static [Variant] {
        match self {
            GameKind::Dominomega => &[Variant {
                id: super::dominomega::TWO_PLAYER,
                description: "two players: pip against big circle, no small circle",
            }],
            GameKind::Dominup => &[Variant {
                id: super::dominup::MISERE,
                description: "misère: the first to run out of tiles loses",
            }],
            GameKind::Tree => &[Variant {
                id: super::tree::SOLO,
                description: "one player: a patience, won by placing every tile",
            }],
            GameKind::Draw => &[
                Variant {
                    id: super::draw::DOUBLE_SIX,
                    description: "the double-six set, 7 tiles each",
                },
                Variant {
                    id: super::draw::MATCH,
                    description: "a match: hands follow one another until someone has 100 points",
                },
                Variant {
                    id: super::draw::DOUBLE_SIX_MATCH,
                    description: "a match to 100 points with the double-six set",
                },
            ],
            GameKind::Tetradominoes => &[Variant {
                id: super::tetradominoes::MATCH,
                description: "a match: games follow one another until someone has 7 points, one per tetromino",
            }],
            _ => &[],
        }
    }

    /// The rule summary in the project's own words (`docs/rules/<id>.md`).
    pub fn rules_text(self) -> Option<&'static str> {
        match self {
            GameKind::Dominimum => Some(include_str!("../../docs/rules/dominimum.md")),
            GameKind::Dominoids => Some(include_str!("../../docs/rules/dominoids.md")),
            GameKind::Dominomega => Some(include_str!("../../docs/rules/dominomega.md")),
            GameKind::Dominup => Some(include_str!("../../docs/rules/dominup.md")),
            GameKind::Draw => Some(include_str!("../../docs/rules/draw.md")),
            GameKind::Euronimoes => Some(include_str!("../../docs/rules/euronimoes.md")),
            GameKind::Tree => Some(include_str!("../../docs/rules/tree.md")),
            GameKind::Adding => Some(include_str!("../../docs/rules/adding.md")),
            GameKind::Tetradominoes => Some(include_str!("../../docs/rules/tetradominoes.md")),
        }
    }

    /// Creates a new game with `seats` players.
    pub fn setup(self, options: &Options, seats: usize, rng: &mut GameRng) -> Result<Box<dyn AnyGame>, SetupError> {
        match self {
            GameKind::Dominimum => Erased::<Dominimum>::setup(self, options, seats, rng),
            GameKind::Dominoids => Erased::<Dominoids>::setup(self, options, seats, rng),
            GameKind::Dominomega => Erased::<Dominomega>::setup(self, options, seats, rng),
            GameKind::Dominup => Erased::<Dominup>::setup(self, options, seats, rng),
            GameKind::Draw => Erased::<Draw>::setup(self, options, seats, rng),
            GameKind::Euronimoes => Erased::<Euronimoes>::setup(self, options, seats, rng),
            GameKind::Tree => Erased::<Tree>::setup(self, options, seats, rng),
            GameKind::Tetradominoes => Erased::<Tetradominoes>::setup(self, options, seats, rng),
            other => Err(SetupError(format!("{} is not playable yet", other.name()))),
        }
    }

    /// Restores a game from its stored snapshot.
    pub fn load(self, snapshot: &str) -> Result<Box<dyn AnyGame>, LoadError> {
        match self {
            GameKind::Dominimum => Erased::<Dominimum>::load(self, snapshot),
            GameKind::Dominoids => Erased::<Dominoids>::load(self, snapshot),
            GameKind::Dominomega => Erased::<Dominomega>::load(self, snapshot),
            GameKind::Dominup => Erased::<Dominup>::load(self, snapshot),
            GameKind::Draw => Erased::<Draw>::load(self, snapshot),
            GameKind::Euronimoes => Erased::<Euronimoes>::load(self, snapshot),
            GameKind::Tree => Erased::<Tree>::load(self, snapshot),
            GameKind::Tetradominoes => Erased::<Tetradominoes>::load(self, snapshot),
            other => Err(LoadError(format!("{} has no engine yet", other.name()))),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, thiserror::Error)]
#[error("cannot restore the game: {0}")]
pub struct LoadError(pub String);

/// A game's own reason, behind the uniform interface: the game's typed
/// refusal or notation error, shown to the player by its `Display`.
pub type GameReason = Box<dyn std::error::Error + Send + Sync>;

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

impl PlayError {
    fn refused<R: super::Reason>(e: RuleError<R>) -> PlayError {
        PlayError::Refused(match e {
            RuleError::GameOver => RuleError::GameOver,
            RuleError::NotYourTurn => RuleError::NotYourTurn,
            RuleError::Illegal(r) => RuleError::Illegal(r.into()),
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
    /// Words that stand for a secret action ("a secret gift decision").
    Concealed(&'static str),
}

/// What a secret action, or one that no longer reads, is called.
const SOME_ACTION: &str = "a hidden action";

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

struct Erased<G> {
    kind: GameKind,
    game: G,
}

impl<G: Game> Erased<G> {
    fn setup(
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

    fn load(kind: GameKind, snapshot: &str) -> Result<Box<dyn AnyGame>, LoadError> {
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
            .map_err(|e| PlayError::Unreadable(e.into()))?;
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
            Err(_) => Some(SOME_ACTION),
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
