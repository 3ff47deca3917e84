//! Tetradominoes (seed 004): 2, 3 or 4 players lay dominoes from hidden
//! hands of four, each next to an equal uncovered number, and after their
//! domino may cover four numbers with one of seven double-sided
//! tetrominoes. The first to play four tetrominoes wins (three with three
//! players; with four, partners count together). A variant plays a match of
//! games to seven points, one per tetromino.
//!
//! A turn is several actions of the same seat: a domino (or, when stuck with
//! a choice, `reveal` two hidden dominoes first), then a tetromino or `skip`
//! when one fits. With four players, a tetromino is followed by the partner
//! gift, a simultaneous step of the other team. Everything without a choice
//! (forced reveals and draws, passes, the end-of-turn draw, a new game of a
//! match) happens inside the engine and is reported as event lines.
//!
//! Coordinates are those of every open-grid game: the first domino covers
//! 0,0, x grows to the right and y upwards.
//!
//! Files: `rules` (its `pieces`, `play` for where a domino or a tetromino
//! may go, `turn` for the flow of a turn), `notation`, `view`, `bot` (what
//! the computer players need), `tests`.

mod bot;
pub(crate) mod lines;
mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
mod rules;
pub mod view;

#[cfg(test)]
mod tests;

pub use notation::{Action, NotationError};
pub use rules::Refusal;
pub use rules::pieces::{self, Piece, Side};

use super::common::board::Board;
use super::common::grid::Cell;
use super::common::placement::Placement;
use super::common::tiles::Tile;
use super::event::{Event, Line};
use super::{Game, GameRng, GameView, Options, Outcome, RuleError, Seat, SetupError, ToAct, Viewer};
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// Tetradominoes, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "tetradominoes",
    name: "Tetradominoes",
    seats: Seats::new(2, 4, 2),
    variants: &[Variant {
        id: MATCH,
        name: "match",
        description: "a match: games follow one another until someone has 7 points, one per tetromino",
        seats: None,
    }],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`), a piece letter (`L`), `skip`, `reveal`, `give` or `keep`",
    rules: include_str!("../../../../docs/rules/tetradominoes.md"),
    engine: Some(Engine::of::<Tetradominoes>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

/// The variant that plays a match of games to [`MATCH_POINTS`].
pub const MATCH: &str = "match";
/// Points (one per tetromino) that win a match.
pub const MATCH_POINTS: u32 = 7;
/// Dominoes in a full hand.
pub const HAND: usize = 4;

/// One domino in a hand: hidden, or face up for everyone since its owner
/// was stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub tile: Tile,
    pub revealed: bool,
}

/// The colour a tetromino counts as for the rule that two of one colour may
/// not share an edge: its side with two or four players, the owner's
/// tokens with three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    Light,
    Dark,
    Token(Seat),
}

/// A tetromino on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub piece: Piece,
    pub side: Side,
    pub colour: Colour,
    pub owner: Seat,
    /// In reading order.
    pub cells: [Cell; 4],
}

/// How a game (not a match) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// This seat (with its partner, in a team game) reached the target.
    Reached(Seat),
    /// All seven pieces are down: the most tetrominoes wins.
    AllPlayed,
    /// Everyone passed in a row and nothing was drawn: the most wins.
    Blocked,
    /// Match variant: this seat (with its partner) reached seven points.
    MatchWon(Seat),
}

/// What happens next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The seat plays a domino.
    Domino(Seat),
    /// The seat is stuck and chooses two of its hidden dominoes to reveal.
    Reveal(Seat),
    /// The seat may play a tetromino on the domino it just laid, or skip.
    Tetromino {
        seat: Seat,
        domino: Placement,
    },
    /// Four players, after a tetromino by `after`: the other team's players
    /// in `waiting` decide in secret whether to give a domino to their
    /// partner; `chosen` holds the decisions made so far.
    Gift {
        after: Seat,
        waiting: Vec<Seat>,
        chosen: Vec<(Seat, Option<Tile>)>,
    },
    Over(End),
}

/// The match variant's running score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    /// Tetrominoes each seat has played in every game of the match.
    pub points: Vec<u32>,
    /// The game being played, from 1.
    pub game: u32,
    /// One line per finished game.
    pub results: Vec<Line>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tetradominoes {
    hands: Vec<Vec<Held>>,
    /// Face down; the next draw is the last element.
    pile: Vec<Tile>,
    board: Board,
    pieces: Vec<Placed>,
    phase: Phase,
    /// Who began the current game: that seat (and its partner) has the
    /// light side with two or four players.
    starter: Seat,
    /// Passes in a row with nothing played or drawn since.
    passes: usize,
    /// Whether the latest thing laid was a tetromino (else a domino), for
    /// the picture's highlight.
    last_was_piece: bool,
    /// The public lines of the latest action, for the picture's notes.
    recent: Vec<Line>,
    series: Option<Series>,
}

impl Tetradominoes {
    pub fn seat_count(&self) -> usize {
        self.hands.len()
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn pieces(&self) -> &[Placed] {
        &self.pieces
    }

    pub fn hand(&self, seat: Seat) -> &[Held] {
        &self.hands[seat]
    }

    pub fn pile(&self) -> &[Tile] {
        &self.pile
    }
}

impl Game for Tetradominoes {
    type Action = Action;
    type Refusal = Refusal;
    type NotationError = NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        Tetradominoes::start(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.seat_count()
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Over(_) => ToAct::Finished,
            Phase::Gift { waiting, .. } => ToAct::Seats(waiting.clone()),
            _ => self.acting().first().map_or(ToAct::Finished, |&s| ToAct::Seat(s)),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        self.act(seat, action, rng)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::build(self, viewer)
    }

    fn notation(&self, action: &Action) -> String {
        action.notation()
    }

    fn describe(&self, action: &Action) -> crate::Line {
        self.describe_action(action)
    }

    /// A domino's two cells, or a tetromino's four in reading order; the
    /// reveals, gifts and skips have no place.
    fn cells(&self, action: &Action) -> Vec<Cell> {
        match action {
            Action::Domino(p) => p.marked_cells(),
            Action::Tetromino(_, cells) => cells.to_vec(),
            Action::Reveal(_) | Action::Skip | Action::Give(_) | Action::Keep => Vec::new(),
        }
    }

    /// A domino of the hand, or a piece with the seat's side up; a gift
    /// or a reveal is no move on the board and shows words only.
    fn face(&self, seat: Seat, action: &Action) -> Option<crate::face::Face> {
        match action {
            Action::Domino(p) => Some(crate::face::Face::Pips(p.tile())),
            Action::Tetromino(piece, _) => Some(crate::face::Face::Piece(*piece, self.side_of(seat))),
            Action::Reveal(_) | Action::Skip | Action::Give(_) | Action::Keep => None,
        }
    }

    /// A domino's numbers; a tetromino shows none of its own.
    fn numbers(&self, action: &Action) -> Vec<u8> {
        match action {
            Action::Domino(p) => p.marked_numbers(),
            _ => Vec::new(),
        }
    }

    fn concealed(&self, _seat: Seat, action: &Action) -> Option<crate::Line> {
        // Whether a partner is given a domino, and which, is decided in
        // secret; a hidden domino given stays hidden from the others.
        matches!(action, Action::Give(_) | Action::Keep).then(lines::secret_gift)
    }

    fn parse(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.read(seat, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over(end) = self.phase else {
            return None;
        };
        Some(self.outcome_of(end))
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        // Hands stay hidden after the end too: nothing in the rules shows them.
        let mut out = self.pile.clone();
        out.extend(self.hands.iter().flatten().filter(|h| !h.revealed).map(|h| h.tile));
        out
    }

    fn unseen(&self) -> usize {
        // A hidden domino in a hand has been seen by its owner; only the
        // face-down pile is news to everyone.
        self.pile.len()
    }
    // The computer players' two hooks live beside the hidden parts they
    // know about (see `determinize_for` and `heuristic_for`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinize_for(seat, rng)
    }
    fn heuristic(&self, seat: Seat) -> f64 {
        self.heuristic_for(seat)
    }

    fn teams(&self) -> Vec<Vec<Seat>> {
        if self.team_game() {
            vec![vec![0, 2], vec![1, 3]]
        } else {
            Vec::new()
        }
    }
}
