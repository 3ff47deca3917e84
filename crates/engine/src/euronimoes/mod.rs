//! Euronimoes (seed 002): 2 to 4 players each build their own area of
//! dominoes. A turn is two steps by the same seat: take a domino (buy it
//! from the five-slot market, paying chips, or draw it from the bone pile,
//! earning one), then play one domino from hand into your area. Columns
//! must form runs (neighbours one apart, never turning back); dominoes may
//! be stacked on two different dominoes of the same level. Once pile and
//! market are empty, everyone plays down to one domino, which they may
//! keep. The lowest score wins: each column run scores its smallest number
//! (a 6..0 bomb -3), each stacked domino minus its level, each chip -1.
//!
//! Files: `rules` (its `area`: one player's grid and its placement rule,
//! `market`: slots, pile and chips, `scoring`), `notation`, `view`, `bot`
//! (what the computer players need), `tests`.

mod bot;
pub(crate) mod lines;
mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
mod rules;
mod view;

#[cfg(test)]
mod tests;

pub use notation::{Action, NotationError};
pub use rules::area::{Area, Misfit};
pub use rules::market::{COSTS, Chips, Market, SLOTS, slot_of_cost};
pub use rules::scoring::{Score, column_scores, run_score, score};
pub use rules::{Refusal, first_player};

use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats};

/// Euronimoes, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "euronimoes",
    name: "Euronimoes",
    seats: Seats::new(2, 4, 2),
    variants: &[],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`), `buy`, `draw` or `stop`",
    rules: include_str!("../../../../docs/rules/euronimoes.md"),
    engine: Some(Engine::of::<Euronimoes>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

/// Dominoes each player draws at the start.
pub const HAND: usize = 3;

/// The two steps of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Take a domino from the market or the bone pile.
    Draw,
    /// Play a domino from hand (or, at the very end, keep the last one).
    Play,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Euronimoes {
    /// Hidden hands, one per seat.
    hands: Vec<Vec<Tile>>,
    /// Each seat's own playing area.
    areas: Vec<Area>,
    market: Market,
    chips: Chips,
    /// The seat that went first; turn order runs on from it.
    first: Seat,
    /// Whose turn it is and which step; `None` once everyone is finished.
    turn: Option<(Seat, Step)>,
    /// Seats that kept their last domino and left the game.
    stopped: Vec<bool>,
    /// The seat, and the index in its area, of the latest placement.
    last: Option<(Seat, usize)>,
}

impl Euronimoes {
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        self.hands.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn area(&self, seat: Seat) -> Option<&Area> {
        self.areas.get(seat)
    }

    pub fn market(&self) -> &Market {
        &self.market
    }

    pub fn chips(&self) -> &Chips {
        &self.chips
    }

    pub fn first(&self) -> Seat {
        self.first
    }

    pub fn turn(&self) -> Option<(Seat, Step)> {
        self.turn
    }

    pub fn score_of(&self, seat: Seat) -> Score {
        match self.areas.get(seat) {
            Some(area) => score(area, self.chips.held(seat)),
            None => Score::default(),
        }
    }
}

impl Game for Euronimoes {
    type Action = Action;
    type Refusal = Refusal;
    type NotationError = NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        Euronimoes::start(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.acting()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        self.act(seat, action)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        self.build_view(viewer)
    }

    fn notation(&self, action: &Action) -> String {
        action.notation()
    }

    fn describe(&self, action: &Action) -> crate::Line {
        self.describe_action(action)
    }

    /// A placement's cells in the mover's own area (the grid of their
    /// `AreaView`); buying, drawing and stopping have no place.
    fn cells(&self, action: &Action) -> Vec<super::common::grid::Cell> {
        match action {
            Action::Place(p) => p.marked_cells(),
            Action::Buy(_) | Action::Draw | Action::Stop => Vec::new(),
        }
    }

    fn face(&self, _seat: Seat, action: &Action) -> Option<crate::face::Face> {
        match action {
            Action::Place(p) => Some(crate::face::Face::Pips(p.tile())),
            Action::Buy(_) | Action::Draw | Action::Stop => None,
        }
    }

    fn numbers(&self, action: &Action) -> Vec<u8> {
        match action {
            Action::Place(p) => p.marked_numbers(),
            Action::Buy(_) | Action::Draw | Action::Stop => Vec::new(),
        }
    }

    /// Reads `buy 2` (the slot's cost), `buy 3-5` (the domino), `draw`,
    /// `stop`, or a placement `A-B X,Y D`.
    fn parse(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.read(seat, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_of()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out: Vec<Tile> = self.hands.iter().flatten().copied().collect();
        out.extend(self.market.pile());
        out
    }

    fn tile_copies(&self) -> usize {
        if self.seats() > 2 { 2 } else { 1 }
    }

    fn unseen(&self) -> usize {
        self.market.pile().len()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinize_for(seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        self.heuristic_for(seat)
    }
}
