//! The Tree (seed 003): 1 to 4 players grow a tree of horizontal tiles
//! upwards from the double blank. A half resting on a placed half must show
//! exactly that half's rings plus one more; a tile slid under placed halves
//! must likewise show one ring less than each of them. Resting on two halves,
//! or being slid under one, earns an extra turn. Whoever cannot place at the
//! start of a turn draws a tile and passes; the first to empty their hand
//! wins. Alone, it is a patience: place every tile of the set.
//!
//! Coordinates: the double blank lies on 0,0 and 1,0 (row 0); rows grow
//! upwards (y increases). A tile in row y rests on the cells of row y-1
//! directly under its halves.
//!
//! Files: [`rules`] (what a tile may rest on and the typed refusals, with
//! `rules/slots.rs` for where tiles may lie now and `rules/turn.rs` for the
//! turn flow), [`notation`], [`view`], [`bot`].

pub mod bot;
pub(crate) mod lines;
pub mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
pub mod rules;
pub mod view;

use super::common::board::Board;
use super::common::grid::Cell;
use super::common::placement::Placement;
use super::common::tiles::Tile;
use super::event::Line;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use rules::slots::Slots;
use rules::turn::Lines;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

use crate::record::{Engine, GameRecord, HardBudget, Seats, Variant};

pub use notation::NotationError;
pub use rules::{ExtraTurn, Refusal, one_more};

/// The Tree, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "tree",
    name: "The Tree",
    seats: Seats::new(2, 4, 2),
    variants: &[Variant {
        id: SOLO,
        name: "solo",
        description: "one player: a patience, won by placing every tile",
        seats: Some(Seats::new(1, 1, 1)),
    }],
    typing: "a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`, `right`) or a word of the move",
    rules: include_str!("../../../../docs/rules/tree.md"),
    engine: Some(Engine::of::<Tree>()),
    hard: HardBudget {
        // Its imagined games are quick and a round lasts about 35 actions:
        // played to the end and judged by who won, with more iterations,
        // they lifted hard past 90 % against random play (docs/ai.md).
        iterations: Some(8000),
        playout_depth: Some(40),
        // Every placement takes one tile off the hand, so judging them one
        // move ahead tells them apart by little more than chance: cutting
        // the root to the eight it likes best threw good moves away, and
        // eight times the usual iterations afford weighing them all.
        candidates: Some(0),
    },
    group_of: crate::record::first_word,
};

/// Tiles dealt to each seat (with four seats the last gets one fewer).
pub const HAND: usize = 9;

/// Rounds in a row that may end with everyone stuck: the rules say to play
/// again, and after this many the game ends with nobody winning, so that a
/// table is never held forever.
pub const MAX_ROUNDS: u32 = 10;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// This seat emptied its hand (alone: placed every tile of the set).
    Out(Seat),
    /// Alone: stuck with the supply empty (the patience is lost). With
    /// others: [`MAX_ROUNDS`] rounds in a row ended with everyone stuck.
    Blocked,
}

/// The variant that makes The Tree a one-player patience.
pub const SOLO: &str = "solo";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tree {
    /// The tree; its first placement is always the double blank on 0,0 E.
    board: Board,
    /// Hidden hands, one per seat.
    hands: Vec<Vec<Tile>>,
    /// Face down; the next draw is the last element. Never shown.
    supply: Vec<Tile>,
    /// `None` once the game is over.
    turn: Option<Seat>,
    end: Option<End>,
    /// Whether the seat to act is playing an extra turn.
    extra: bool,
    /// Public lines about the passes since the latest placement.
    recent: Vec<Line>,
    /// Rounds that ended with everyone stuck and were dealt again.
    #[serde(default)]
    replays: u32,
    /// The slots of the tree as it stands, worked out when first needed
    /// (a search asks for them several times per move: to see whether the
    /// next seat can place, to list its moves).
    #[serde(skip)]
    slots: SlotCache,
}

/// A [`Slots`] computed at most once per tree; emptied whenever the tree
/// changes. Never part of what two games compare or save.
#[derive(Clone, Debug, Default)]
struct SlotCache(OnceLock<Arc<Slots>>);

impl PartialEq for SlotCache {
    fn eq(&self, _: &SlotCache) -> bool {
        true
    }
}

impl Tree {
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        &self.hands[seat]
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    fn tiles_left(&self, seat: Seat) -> usize {
        self.hands[seat].len()
    }
}

impl Game for Tree {
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
        rules::slots::legal(self, seat)
    }

    fn apply(&mut self, seat: Seat, p: &Placement, rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        let mut events = Lines(Some(Vec::new()));
        self.act(seat, p, rng, &mut events)?;
        Ok(events.0.unwrap_or_default())
    }

    fn apply_quietly(&mut self, seat: Seat, p: &Placement, rng: &mut GameRng) -> Result<(), RuleError<Refusal>> {
        self.act(seat, p, rng, &mut Lines(None))
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

    fn unseen(&self) -> usize {
        self.supply.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out: Vec<Tile> = self.hands.iter().flatten().copied().collect();
        out.extend(self.supply.iter().copied());
        out
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::determinize(self, seat, rng)
    }

    fn random_share(&self, _seat: Seat) -> f64 {
        bot::RANDOM_SHARE
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        bot::heuristic(self, seat)
    }
}

#[cfg(test)]
mod tests;
