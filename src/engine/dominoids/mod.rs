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

mod bot;
mod notation;
mod rules;
pub mod view;

#[cfg(test)]
mod tests;

use rules::{board, dice, effects, food, movement, score, shift, turn};

pub use board::{Line, Suit, face_name, parse_square, square};
pub use dice::Place;
pub use score::Score;
pub use view::{CoinView, DieView, DominoidsView, Mark};

use super::common::grid::{Cell, Dir};
use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use board::{Board, Coin, Dominoid, End};
use dice::Die;
use effects::Effect;
use serde::{Deserialize, Serialize};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats};

/// Dominoids, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominoids",
    name: "Dominoids",
    seats: Seats::new(2, 2, 2),
    variants: &[],
    rules: include_str!("../../../docs/rules/dominoids.md"),
    engine: Some(Engine::of::<Dominoids>()),
    hard: HardBudget::NONE,
};

/// One decision of the player to act. See `notation.rs` for how each is
/// written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Take these two dice for the turn (in suit order).
    Dice([Suit; 2]),
    /// With a number die: the Dominoid whose leading end is on `from`
    /// slides until that end is on `to`.
    Slide { die: Suit, from: Cell, to: Cell },
    /// With a number die: the leading end on `from` turns onto `to`.
    Rotate { die: Suit, from: Cell, to: Cell },
    /// With a number die that can move nothing: the Dominoid on `parent`
    /// buds (its child is placed next).
    Bud { die: Suit, parent: Cell },
    /// With an ace: shift the row (left, right) or column (up, down) of
    /// that suit's pawn.
    Shift { die: Suit, dir: Dir },
    /// A blank, or a die with nothing else possible.
    Pass { die: Suit },
    /// After a slide: eat, attack or breed.
    Effect(Effect),
    /// The child of a breeding or budding, where it lies.
    Child(Dominoid),
    /// A food coin of `suit` goes face down on `at`.
    Food { suit: Suit, at: Cell },
}

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

impl Dominoids {
    fn die(&self, suit: Suit) -> Die {
        self.dice[suit.index()]
    }

    /// The dice taken this turn and not yet used, in suit order.
    fn pending(&self) -> Vec<Suit> {
        Suit::ALL
            .into_iter()
            .filter(|s| self.die(*s).place == Place::Taken)
            .collect()
    }

    /// Suits all of whose coins have been eaten.
    fn eaten_up(&self) -> Vec<Suit> {
        Suit::ALL
            .into_iter()
            .filter(|&s| self.eaten.iter().flatten().filter(|(t, _)| *t == s).count() == COINS_PER_SUIT)
            .collect()
    }

    fn dominoid_on(&self, cells: [Cell; 2]) -> Option<Dominoid> {
        self.board
            .dominoid_at(cells[0])
            .filter(|d| d.contains(cells[1]))
            .copied()
    }
}

impl Game for Dominoids {
    type Action = Action;
    type Refusal = String;
    type NotationError = ParseError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Dominoids", seats, 2, 2)?;
        options.no_variant("Dominoids")?;
        let mut suits = Suit::ALL;
        rng.shuffle(&mut suits);
        let mut pawns = [Cell::ORIGIN; 4];
        let mut stacks: [Vec<u8>; 4] = Default::default();
        let mut coins = Vec::new();
        for (i, suit) in suits.into_iter().enumerate() {
            let (px, py) = board::PAWN_SQUARES[i];
            pawns[suit.index()] = Cell::new(px, py);
            let mut stack: Vec<u8> = (0..COINS_PER_SUIT as u8).collect();
            rng.shuffle(&mut stack);
            let (cx, cy) = board::FIRST_COIN_SQUARES[i];
            if let Some(value) = stack.pop() {
                coins.push(Coin {
                    at: Cell::new(cx, cy),
                    suit,
                    value,
                    face_up: false,
                });
            }
            stacks[suit.index()] = stack;
        }
        let mut pool = dominoes();
        rng.shuffle(&mut pool);
        let mut dominoids = Vec::new();
        for pair in board::START_DOMINOIDS {
            let tile = pool.pop().ok_or_else(|| SetupError("too few dominoes".into()))?;
            let [a, b] = pair.map(|(x, y)| Cell::new(x, y));
            let (va, vb) = if rng.below(2) == 0 {
                (tile.lo, tile.hi)
            } else {
                (tile.hi, tile.lo)
            };
            dominoids.push(Dominoid::new(End { at: a, value: va }, End { at: b, value: vb }));
        }
        pool.sort();
        let dice = [(); 4].map(|_| Die {
            face: dice::roll(rng),
            place: Place::Old,
        });
        Ok(Dominoids {
            board: Board {
                pawns,
                coins,
                dominoids,
            },
            stacks,
            pool,
            dice,
            eaten: vec![Vec::new(); seats],
            turn: rng.below(seats),
            phase: Phase::ChooseDice,
            marks: Vec::new(),
            turns: 0,
        })
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

    fn apply(&mut self, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.turn {
            return Err(RuleError::NotYourTurn);
        }
        if !self.legal().contains(action) {
            return Err(RuleError::Illegal(self.why_not(action)));
        }
        // Nothing here names a player: each event is plain words.
        let mut events = self.perform(action);
        self.settle(rng, &mut events);
        Ok(events.into_iter().map(Event::from).collect())
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::build(self, viewer)
    }

    fn notation(&self, action: &Action) -> String {
        notation::write(self, action)
    }

    fn describe(&self, action: &Action) -> String {
        notation::describe(self, action)
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, ParseError> {
        notation::read(self, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = score::scores(&self.eaten);
        let rows: Vec<(Seat, i64, i64)> = scores.iter().enumerate().map(|(s, x)| (s, x.total, -x.total)).collect();
        let gone: Vec<&str> = self.eaten_up().iter().map(|s| s.name()).collect();
        let summary = format!(
            "all coins of {} are eaten; score = coin values + 3 for each suit where you hold more coins{}",
            gone.join(", "),
            if scores.windows(2).all(|w| w[0].total == w[1].total) {
                ": equal scores, a draw"
            } else {
                ""
            }
        );
        Some(Outcome::ranked(&rows, summary))
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
    // The computer players' two hooks live beside the hidden parts they
    // know about (see `determinize_for` and `heuristic_for`).
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
