//! Dominimum (seed 003): 2 to 4 players each keep a secret mission tile and
//! hold one playing tile. Tiles go down touching the layout; at the end each
//! player multiplies the sizes of the largest groups of their mission's two
//! numbers. Lowest wins; a tie goes to whoever laid their final tile first.
//!
//! Files: [`rules`] (the deal of missions, the shared one-tile laying turn,
//! scoring and outcome), [`notation`] (plain placements), [`view`], [`bot`]
//! (determinizing, with what the placements say about the missions in
//! `bot/inference.rs`, and judging a position).

pub mod bot;
pub(crate) mod lines;
pub mod notation;
pub mod rules;
pub mod view;

use super::common::grid::Cell;
use super::common::laying::OneTileLaying;
use super::common::placement::Placement;
use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats};

pub use notation::NotationError;
pub use rules::{Refusal, largest_group};

/// Dominimum, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominimum",
    name: "Dominimum",
    seats: Seats::new(2, 4, 2),
    variants: &[],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`, `right`) or a word of the move",
    rules: include_str!("../../../../docs/rules/dominimum.md"),
    engine: Some(Engine::of::<Dominimum>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominimum {
    missions: Vec<Tile>,
    play: OneTileLaying,
    /// What the placements so far say about each seat's mission, worked out
    /// once per position (a search imagines a thousand tables from it).
    #[serde(skip)]
    inferred: Inferred,
}

/// Per seat, the weight of each non-double tile as its mission (see
/// [`bot::inference`]), with the number of tiles on the table they were
/// worked out for. Not part of the game: it is skipped when saving and
/// equal in every comparison.
#[derive(Clone, Debug, Default)]
struct Inferred(std::sync::OnceLock<(usize, Vec<Vec<f64>>)>);

impl PartialEq for Inferred {
    fn eq(&self, _: &Inferred) -> bool {
        true
    }
}

impl Dominimum {
    pub fn mission(&self, seat: Seat) -> Option<Tile> {
        self.missions.get(seat).copied()
    }

    pub fn laying(&self) -> &OneTileLaying {
        &self.play
    }

    /// Builds a position directly, for tests of the seed's examples.
    #[cfg(test)]
    pub(crate) fn from_parts(missions: Vec<Tile>, play: OneTileLaying) -> Dominimum {
        Dominimum {
            missions,
            play,
            inferred: Inferred::default(),
        }
    }
}

impl Game for Dominimum {
    type Action = Placement;
    type Refusal = rules::Refusal;
    type NotationError = notation::NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        rules::setup(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.missions.len()
    }

    fn to_act(&self) -> ToAct {
        self.play.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        self.play.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        rules::apply(self, seat, action)
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
        if self.play.turn.is_some() {
            out.extend(self.missions.iter().copied());
        }
        out
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::deal_hidden(self, seat, None, rng)
    }

    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::determinize_with_history(self, seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        bot::heuristic(self, seat)
    }
}

#[cfg(test)]
mod tests;
