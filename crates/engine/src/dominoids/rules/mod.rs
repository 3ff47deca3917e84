//! The rules of Dominoids, in parts: the droplet and what stands on it
//! (`board`), the dice and their boxes (`dice`), slides and turns
//! (`movement`), eating, attacking, breeding and children (`effects`), the
//! ace's shifts (`shift`), food (`food`), scoring and the outcome (`score`),
//! and the turn flow (`turn`: which actions are legal, what each does, the
//! steps the engine takes by itself). `why` says why an action is refused,
//! as a [`Refusal`] whose text is the player's sentence.
//!
//! Here: the setup, the checks every action goes through, and [`Refusal`].

pub mod board;
pub mod dice;
pub mod effects;
pub mod food;
pub mod movement;
pub mod score;
pub mod shift;
pub mod turn;
mod why;

use super::{Action, COINS_PER_SUIT, Dominoids, Phase, dominoes};
use crate::common::grid::Cell;
use crate::common::tiles::Tile;
use crate::{Event, GameRng, RuleError, Seat, SetupError};
use board::{Blocker, Board, Coin, Dominoid, End, Line, Suit, square};
use dice::{Die, DieFace, Place};

/// Why an action is refused; the text is the player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    // What the phase asks for first.
    #[error("first take two dice, e.g. `dice suns moons` (at least one from the Old box)")]
    TakeDiceFirst,
    #[error("now use one of your dice ({}) with slide, rotate, bud, shift or pass", and_list(.0))]
    UseYourDice(Vec<DieFace>),
    #[error("the Dominoid that slid must first eat, attack or breed (see the choices under the picture)")]
    EffectFirst,
    #[error("first place the child, e.g. `child 3-5 c6 c7`")]
    ChildFirst,
    #[error("first place the missing food, e.g. `food suns e4`")]
    FoodFirst,

    // Taking two dice.
    #[error("choose two different dice")]
    SameDieTwice,
    #[error("the {0} die is already taken this turn")]
    DieAlreadyTaken(Suit),
    #[error("at least one die must come from the Old box, which holds {}", and_list(.0))]
    NeedAnOldDie(Vec<DieFace>),
    #[error("those dice cannot be taken together")]
    DiceNotTogether,

    // Using a die.
    #[error("you have already used the {0} die this turn")]
    DieUsed(Suit),
    #[error("you did not take the {die} die this turn; your dice are {}", and_list(.yours))]
    DieNotTaken { die: Suit, yours: Vec<DieFace> },
    #[error("the {0} only allows a pass: `{word} pass`", word = .0.suit.word())]
    BlankOnlyPasses(DieFace),
    #[error("the {die} can shift {}, so it may not pass", .row.name())]
    AceMayNotPass { die: DieFace, row: Line },
    #[error("an ace shifts the row or column of its pawn: e.g. `{} shift right`", .0.word())]
    AceShifts(Suit),
    #[error("the {0} moves a Dominoid; only an ace shifts")]
    OnlyAnAceShifts(DieFace),
    #[error("the {0} can still move or bud a Dominoid, so it may not pass")]
    NumberMayNotPass(DieFace),
    #[error("that is not possible now")]
    NotPossibleNow,

    // Shifting with an ace.
    #[error(
        "the {tile} on {}-{} straddles the edge of {}, so {} cannot shift",
        square(.cells[0]), square(.cells[1]), .line.name(), .line.name()
    )]
    Straddles { tile: Tile, cells: [Cell; 2], line: Line },
    #[error(
        "the {tile} on {}-{} lies across the tile that would wrap around, and would be torn in two",
        square(.cells[0]), square(.cells[1])
    )]
    WouldTear { tile: Tile, cells: [Cell; 2] },
    #[error("that shift is not possible")]
    ShiftImpossible,

    // Sliding and turning with a number.
    #[error("there is no Dominoid on {}", square(*.0))]
    NoDominoid(Cell),
    #[error(
        "the {lead} end of the {tile} on {} needs a die above {lead}; the {die} moves only ends below {}",
        square(*.at), .die.face
    )]
    EndTooHigh {
        lead: u8,
        tile: Tile,
        at: Cell,
        die: DieFace,
    },
    #[error("the {tile} on {} is broken", square(*.at))]
    Broken { tile: Tile, at: Cell },
    #[error(
        "the {tile} led by its {lead} on {} would slide off the board (the edge never stops a slide)",
        square(*.at)
    )]
    SlidesOffBoard { tile: Tile, lead: u8, at: Cell },
    #[error("the {tile} led by its {lead} on {} is blocked at once by {by}", square(*.at))]
    BlockedAtOnce {
        tile: Tile,
        lead: u8,
        at: Cell,
        by: Blocker,
    },
    #[error("led by {}, the {tile} slides to {}, not {}", square(*.from), square(*.stop), square(*.to))]
    SlidesElsewhere {
        tile: Tile,
        from: Cell,
        stop: Cell,
        to: Cell,
    },
    #[error(
        "a quarter turn takes the {lead} end on {} to a square beside {}, the other end, not to {}",
        square(*.at), square(*.pivot), square(*.target)
    )]
    NotBeside {
        lead: u8,
        at: Cell,
        pivot: Cell,
        target: Cell,
    },
    #[error("turning the {0} that way would leave the board")]
    TurnsOffBoard(Tile),
    #[error("the {tile} cannot turn onto {}: {by} is in the way", square(*.target))]
    TurnInTheWay { tile: Tile, target: Cell, by: Blocker },
    #[error("the {tile} cannot turn onto {}: {by} is on the target square", square(*.target))]
    TargetTaken { tile: Tile, target: Cell, by: Blocker },
    #[error("that turn is not possible")]
    TurnImpossible,

    // Budding.
    #[error("the {0} can still move a Dominoid, and budding is only for a die that cannot")]
    BudWhileMoving(DieFace),
    #[error("there is no room next to that Dominoid for a child from the gene pool")]
    NoRoomToBud,

    // After a slide: eat, attack or breed.
    #[error("there is no coin on {}", square(*.0))]
    NoCoin(Cell),
    #[error("the {suit} coin on {} is not next to the Dominoid that slid", square(*.at))]
    CoinNotNext { suit: Suit, at: Cell },
    #[error(
        "the {suit} coin on {} is worth {value}, more than the end of the {mover} next to it",
        square(*.at)
    )]
    CoinTooBig {
        suit: Suit,
        at: Cell,
        value: u8,
        mover: Tile,
    },
    #[error("there is no other Dominoid on {}", square(*.0))]
    NoOtherDominoid(Cell),
    #[error("the {other} on {} does not touch the {mover} that slid", square(*.at))]
    NotTouching { other: Tile, at: Cell, mover: Tile },
    #[error("the {0} can only attack an end lower than its own touching end")]
    AttackNotLower(Tile),
    #[error(
        "breeding needs touching ends with equal numbers and room for a child from the gene pool ({mover} and {other})"
    )]
    CannotBreed { mover: Tile, other: Tile },

    // Placing a child.
    #[error("the {0} is not in the gene pool")]
    NotInPool(Tile),
    #[error("{} is not an open square", square(*.0))]
    NotOpen(Cell),
    #[error("{} and {} are not next to each other", square(*.0), square(*.1))]
    NotNextToEachOther(Cell, Cell),
    #[error(
        "the child must lie with a number it shares with a parent right next to that parent's end with the same number"
    )]
    ChildNotBeside,

    // Placing food.
    #[error("no {0} coin needs placing")]
    NoFoodDue(Suit),
    #[error(
        "the {suit} coin goes on an open square next to the {suit} pawn on {}, not on {}",
        square(*.pawn), square(*.at)
    )]
    FoodAwayFromPawn { suit: Suit, pawn: Cell, at: Cell },
}

/// "Suns 5 and Moons ace".
fn and_list(dice: &[DieFace]) -> String {
    dice.iter().map(DieFace::to_string).collect::<Vec<_>>().join(" and ")
}

impl Dominoids {
    /// A new game as figure 1 lays it out (see RULINGS): the suits shuffled
    /// onto its pawn squares, each with its first coin face down beside it,
    /// four Dominoids from the shuffled set, the dice rolled into Old.
    pub(crate) fn deal(seats: usize, rng: &mut GameRng) -> Result<Dominoids, SetupError> {
        let (pawns, coins, stacks) = lay_out_suits(rng);
        let mut pool = dominoes();
        rng.shuffle(&mut pool);
        let dominoids = start_dominoids(&mut pool, rng)?;
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

    /// Checks `action` by `seat` and does it, with the steps that follow
    /// by themselves. On a refusal the state is unchanged.
    pub(crate) fn play(
        &mut self,
        seat: Seat,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.turn {
            return Err(RuleError::NotYourTurn);
        }
        if !self.legal().contains(action) {
            return Err(self.why_not(action));
        }
        // Nothing here names a player: each event is plain words.
        let mut events = self.perform(action);
        self.settle(rng, &mut events);
        Ok(events.into_iter().map(Event::from).collect())
    }

    pub(crate) fn die(&self, suit: Suit) -> Die {
        self.dice[suit.index()]
    }

    /// The die of `suit` as it shows now.
    pub(crate) fn face(&self, suit: Suit) -> DieFace {
        DieFace {
            suit,
            face: self.die(suit).face,
        }
    }

    /// The dice taken this turn and not yet used, in suit order.
    pub(crate) fn pending(&self) -> Vec<Suit> {
        Suit::ALL
            .into_iter()
            .filter(|s| self.die(*s).place == Place::Taken)
            .collect()
    }

    /// Suits all of whose coins have been eaten.
    pub(crate) fn eaten_up(&self) -> Vec<Suit> {
        Suit::ALL
            .into_iter()
            .filter(|&s| self.eaten.iter().flatten().filter(|(t, _)| *t == s).count() == COINS_PER_SUIT)
            .collect()
    }

    pub(crate) fn dominoid_on(&self, cells: [Cell; 2]) -> Option<Dominoid> {
        self.board
            .dominoid_at(cells[0])
            .filter(|d| d.contains(cells[1]))
            .copied()
    }
}

/// The suits in random order on figure 1's pawn squares, each with its
/// stack shuffled and its top coin face down beside the pawn.
fn lay_out_suits(rng: &mut GameRng) -> ([Cell; 4], Vec<Coin>, [Vec<u8>; 4]) {
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
    (pawns, coins, stacks)
}

/// The four starting Dominoids, from the top of the shuffled `pool`, each
/// lying either way round.
fn start_dominoids(pool: &mut Vec<Tile>, rng: &mut GameRng) -> Result<Vec<Dominoid>, SetupError> {
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
    Ok(dominoids)
}
