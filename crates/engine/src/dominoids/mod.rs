//! Dominoids (seeds 000/001 with the rulings): two players steer two-celled
//! creatures, the fifteen dominoes 1-1 .. 5-5, across a piecepack board,
//! eating food coins. Dominoids belong to nobody; the dice decide what may
//! move.
//!
//! A turn is several small actions by the same seat, each stored and each
//! answered with a picture: take two dice (at least one from Old); for each
//! die, in the order the player likes, slide or turn a Dominoid (number),
//! shift a row or column (ace) or pass (blank, or when nothing else is
//! possible); after a slide, the mandatory eat / attack / breed choice and
//! a child's placement; each food placement with a real choice. Steps with
//! nothing to decide (a single option, a forced pass, the reroll) happen
//! here and are reported as event lines.
//!
//! Face-down coin values and the order of the stacks are chance, not a
//! seat's secret: no view shows them (see `view.rs` and the leak tests).
//!
//! The files: `rules/` (the setup, legality, what each action does, the
//! turn flow, scoring, and [`Refusal`]), `notation.rs` ([`Action`], how it
//! is written and read, [`NotationError`]), `places.rs` (the squares each
//! action lands on, for the move picker's labels), `preview.rs` (the
//! board as a chosen action will leave it, for the picker's
//! confirmation), `view.rs`, `bot.rs` (what the
//! computer players imagine and how they judge a position) and `tests.rs`.

mod bot;
pub(crate) mod lines;
mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
mod places;
mod preview;
mod rules;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod view;

#[cfg(test)]
mod tests;

pub use notation::{Action, LineMistake, NotationError};
pub use rules::Refusal;
pub use rules::board::{Line, Suit, face_name, parse_square, square};
pub use rules::dice::Place;
pub use rules::score::Score;
pub use view::{CoinView, DieView, DominoidsView, Mark};

use super::common::grid::Cell;
use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use rules::board::Board;
use rules::dice::Die;
use serde::{Deserialize, Serialize};

use crate::record::{Engine, GameRecord, HardBudget, Seats};

/// Dominoids, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominoids",
    name: "Dominoids",
    seats: Seats::new(2, 2, 2),
    variants: &[],
    typing: "a suit (`suns`), a square (`c3`), a word of the action (`slide`, `rotate`, `bud`, `shift`, `eat`, `food`) or `pass`",
    rules: include_str!("../../../../docs/rules/dominoids.md"),
    engine: Some(Engine::of::<Dominoids>()),
    hard: HardBudget::NONE,
    group_of: places::group_of,
};

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    /// The player takes two dice.
    ChooseDice,
    /// The player uses a taken die.
    Act,
    /// The Dominoid on these squares slid and must eat, attack or breed.
    Effect { mover: [Cell; 2] },
    /// A child must be placed next to one of these parents.
    Child { parents: Vec<[Cell; 2]> },
    /// Missing food coins are placed.
    Food,
    /// Three suits are eaten up.
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominoids {
    board: Board,
    /// Face-down coin stacks by suit; the top coin is the last.
    stacks: [Vec<u8>; 4],
    /// The gene pool, sorted.
    pool: Vec<Tile>,
    dice: [Die; 4],
    /// The coins each seat has eaten, in the order eaten.
    eaten: Vec<Vec<(Suit, u8)>>,
    turn: Seat,
    phase: Phase,
    /// What happened this turn, for the picture.
    marks: Vec<Mark>,
    /// Turns completed so far.
    turns: u32,
}

/// The fifteen dominoes of the game: no blanks, no sixes.
pub fn dominoes() -> Vec<Tile> {
    (1..=5)
        .flat_map(|lo| (lo..=5).map(move |hi| Tile::new(lo, hi)))
        .collect()
}

/// Coins per suit (values 0 to 5).
pub const COINS_PER_SUIT: usize = 6;

impl Game for Dominoids {
    type Action = Action;
    type Refusal = Refusal;
    type NotationError = NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Dominoids", seats, 2, 2)?;
        options.no_variant("Dominoids")?;
        Dominoids::deal(seats, rng)
    }

    fn seats(&self) -> usize {
        self.eaten.len()
    }

    fn to_act(&self) -> ToAct {
        if self.phase == Phase::Over {
            ToAct::Finished
        } else {
            ToAct::Seat(self.turn)
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.turn {
            return Vec::new();
        }
        self.offered()
    }

    fn apply(&mut self, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        self.play(seat, action, rng)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::build(self, viewer)
    }

    fn notation(&self, action: &Action) -> String {
        notation::write(self, action)
    }

    fn describe(&self, action: &Action) -> crate::Line {
        notation::describe(self, action)
    }

    fn cells(&self, action: &Action) -> Vec<Cell> {
        places::cells(self, action)
    }

    fn numbers(&self, action: &Action) -> Vec<u8> {
        places::numbers(self, action)
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, NotationError> {
        notation::read(self, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        // Dominoes are never hidden here; face-down coins are chance, and
        // the view tests check that no view shows their values.
        Vec::new()
    }

    fn unseen(&self) -> usize {
        // Nobody has seen a face-down coin, in a stack or on the board;
        // placing food only moves one, turning it up reveals it.
        self.stacks.iter().map(Vec::len).sum::<usize>() + self.board.coins.iter().filter(|c| !c.face_up).count()
    }

    // The computer players' two hooks live in `bot.rs`, beside the hidden
    // parts they know about (see `determinize_for` and `heuristic_for`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinize_for(seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        self.heuristic_for(seat)
    }

    fn choices_are_public(&self) -> bool {
        true
    }
}
