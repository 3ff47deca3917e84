//! Dominomega (seed 003): three players own the pip, the small circle and
//! the big circle. Each holds one hidden tile, lays it touching the layout
//! and draws again. When all 36 tiles are down, a player's score is the
//! product of the sizes of the connected groups of half-squares showing
//! their ring. Highest wins; equal scores share a place. The two-player
//! variant leaves out the small circle.
//!
//! Files: [`rules`] (the deal, the shared one-tile laying turn, scoring and
//! outcome), [`notation`] (plain placements), [`view`], [`bot`]
//! (determinizing and judging a position for the computer players).

pub mod bot;
pub(crate) mod lines;
pub mod notation;
pub mod rules;
pub mod view;

use super::common::grid::Cell;
use super::common::laying::OneTileLaying;
use super::common::placement::Placement;
use super::common::tiles::{Ring, Tile};
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats, Variant};

pub use notation::NotationError;
pub use rules::{Refusal, ring_score};

/// Dominomega, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominomega",
    name: "Dominomega",
    seats: Seats::new(2, 3, 3),
    variants: &[Variant {
        id: TWO_PLAYER,
        name: "two-player",
        description: "two players: dot against big circle, no small circle",
        seats: Some(Seats::new(2, 2, 2)),
    }],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`, `right`) or a word of the move",
    rules: include_str!("../../../../docs/rules/dominomega.md"),
    engine: Some(Engine::of::<Dominomega>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

pub const TWO_PLAYER: &str = "two-player";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominomega {
    /// The ring each seat scores with, in turn order.
    rings: Vec<Ring>,
    play: OneTileLaying,
}

impl Dominomega {
    pub fn ring(&self, seat: Seat) -> Option<Ring> {
        self.rings.get(seat).copied()
    }

    pub fn laying(&self) -> &OneTileLaying {
        &self.play
    }

    pub fn score(&self, seat: Seat) -> i64 {
        ring_score(&self.play, self.rings[seat])
    }
}

impl Game for Dominomega {
    type Action = Placement;
    type Refusal = rules::Refusal;
    type NotationError = notation::NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        rules::setup(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.rings.len()
    }

    fn to_act(&self) -> ToAct {
        self.play.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        self.play.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        self.play.apply(seat, action)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::view(self, viewer)
    }

    fn notation(&self, action: &Placement) -> String {
        notation::notation(action)
    }

    fn describe(&self, action: &Placement) -> crate::Line {
        notation::describe(action)
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
        notation::parse(&self.play, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        rules::outcome(self)
    }

    fn unseen(&self) -> usize {
        self.play.supply.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out = self.play.tiles_in_hand();
        out.extend(self.play.supply.iter().copied());
        out
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
