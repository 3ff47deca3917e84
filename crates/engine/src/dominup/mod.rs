//! Dominup (seed 003): 2 to 4 players share out all 36 tiles. The holder
//! of 7-7 opens with it; then on each turn you must climb while any of your
//! tiles can (onto two equally high stacks of two different tiles, numbers
//! matching), and then lay one tile on the table next to the layout. The
//! first to empty their hand wins (in the misère variant, loses).
//!
//! Files: [`rules`] (the deal, climbs before one expansion, going out, the
//! outcome, and the refusals), [`notation`] (plain placements), [`view`],
//! [`bot`] (determinizing and judging a position).

pub mod bot;
pub(crate) mod lines;
pub mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
pub mod rules;
pub mod view;

use super::common::grid::Cell;
use super::common::placement::Placement;
use super::common::stacks::Stacks;
use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats, Variant};

pub use notation::NotationError;
pub use rules::Refusal;

/// Dominup, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominup",
    name: "Dominup",
    seats: Seats::new(2, 4, 2),
    variants: &[Variant {
        id: MISERE,
        name: "misère",
        description: "misère: the first to run out of tiles loses",
        seats: None,
    }],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`, `right`) or a word of the move",
    rules: include_str!("../../../../docs/rules/dominup.md"),
    engine: Some(Engine::of::<Dominup>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

pub const MISERE: &str = "misere";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominup {
    hands: Vec<Vec<Tile>>,
    stacks: Stacks,
    /// `None` once someone has emptied their hand.
    turn: Option<Seat>,
    /// The seat that went out first.
    out: Option<Seat>,
    misere: bool,
}

impl Dominup {
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        &self.hands[seat]
    }
}

impl Game for Dominup {
    type Action = Placement;
    type Refusal = rules::Refusal;
    type NotationError = notation::NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        rules::setup(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        rules::legal(self, seat)
    }

    fn apply(&mut self, seat: Seat, p: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        rules::apply(self, seat, p)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::view(self, viewer)
    }

    fn notation(&self, action: &Placement) -> String {
        notation::notation(action)
    }

    fn describe(&self, action: &Placement) -> crate::Line {
        notation::describe(self, action)
    }

    fn cells(&self, action: &Placement) -> Vec<Cell> {
        action.marked_cells()
    }

    fn face(&self, _seat: Seat, action: &Placement) -> Option<crate::face::Face> {
        Some(crate::face::Face::Rings(action.tile()))
    }

    fn numbers(&self, action: &Placement) -> Vec<u8> {
        action.marked_numbers()
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Placement, NotationError> {
        notation::parse(text)
    }

    fn outcome(&self) -> Option<Outcome> {
        rules::outcome(self)
    }

    /// Who held the 7-7 and laid it: at the start only (the 7-7 alone on
    /// the table), when the seat after that holder is to play.
    fn setup_events(&self) -> Vec<Event> {
        match (self.stacks.placements(), self.turn) {
            ([_], Some(next)) => {
                let n = self.hands.len();
                let holder = (next + n - 1) % n;
                vec![lines::opened(holder).into()]
            }
            _ => Vec::new(),
        }
    }

    fn unseen(&self) -> usize {
        // Every tile is dealt at the start: nothing stays face down.
        0
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        self.hands.iter().flatten().copied().collect()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::determinize(self, seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        bot::heuristic(self, seat)
    }
}

#[cfg(test)]
mod tests;
