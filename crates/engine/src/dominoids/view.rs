//! What everyone sees of a Dominoids game. Nothing here is secret to a
//! seat, but face-down coins are chance: their values and the order of the
//! stacks never enter a view.

use super::rules::board::{Line, Suit};
use super::rules::dice::Place;
use super::rules::food;
use super::rules::score::{Score, scores};
use super::{Dominoids, Phase, lines};
use crate::common::grid::{Cell, Dir};
use crate::common::tiles::Tile;
use crate::common::view_said::seat_role;
use crate::view::{BoardView, GameView, SeatView, Viewer};
use serde::{Deserialize, Serialize};

/// Something that happened this turn, drawn on the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    /// A slide: the leading end went from `from` to `to`.
    Slide { from: Cell, to: Cell },
    /// A quarter turn of the leading end around `pivot`.
    Rotate { pivot: Cell, from: Cell, to: Cell },
    /// A row or column moved one tile towards `dir`.
    Shift { line: Line, dir: Dir },
    /// A child was placed here (in the move picker's confirmation, also
    /// the Dominoid that is to move there).
    Placed { cells: [Cell; 2] },
    /// A new food coin was placed here.
    Food { at: Cell },
    /// A coin was eaten here.
    Eaten { at: Cell, suit: Suit },
    /// An attacked Dominoid left these squares.
    Removed { cells: [Cell; 2] },
}

/// A coin on the board: its value only once it is face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoinView {
    pub at: Cell,
    pub suit: Suit,
    pub value: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieView {
    pub suit: Suit,
    pub face: u8,
    pub place: Place,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DominoidsView {
    pub pawns: Vec<(Suit, Cell)>,
    pub coins: Vec<CoinView>,
    /// Each Dominoid's two squares with their numbers.
    pub dominoids: Vec<[(Cell, u8); 2]>,
    /// The gene pool.
    pub pool: Vec<Tile>,
    /// How many coins are left face down in each suit's stack.
    pub stacks: Vec<(Suit, usize)>,
    pub dice: Vec<DieView>,
    /// The coins each seat has eaten.
    pub eaten: Vec<Vec<(Suit, u8)>>,
    pub scores: Vec<Score>,
    pub marks: Vec<Mark>,
    /// Squares that the current decision is about (the Dominoid that slid,
    /// the parents of a child, the pawns whose food is due).
    pub focus: Vec<Cell>,
}

impl DominoidsView {
    /// Every domino the view shows: on the board and in the gene pool.
    pub fn tiles(&self) -> Vec<Tile> {
        self.dominoids
            .iter()
            .map(|[(_, a), (_, b)]| Tile::new(*a, *b))
            .chain(self.pool.iter().copied())
            .collect()
    }
}

/// What the player to act must decide now, in a few words.
fn prompt(game: &Dominoids) -> crate::event::Line {
    match &game.phase {
        Phase::Over => lines::over(),
        Phase::ChooseDice => lines::take_dice(),
        Phase::Act => {
            let dice: Vec<(Suit, u8)> = game.pending().iter().map(|&s| (s, game.face(s).face)).collect();
            lines::use_dice(&dice)
        }
        Phase::Effect { mover } => lines::must_act(*mover),
        Phase::Child { parents } => lines::place_child(parents.len()),
        Phase::Food => lines::place_food(),
    }
}

pub fn build(game: &Dominoids, _viewer: Viewer) -> GameView {
    let stacks: Vec<(Suit, usize)> = Suit::ALL.iter().map(|&s| (s, game.stacks[s.index()].len())).collect();
    GameView {
        title: lines::title(),
        seats: seats(game),
        board: BoardView::Dominoids(board(game)),
        notes: vec![lines::turn_note(game.turns + 1, prompt(game)), lines::stacks(&stacks)],
        private: None,
        finished: game.phase == Phase::Over,
    }
}

/// Each seat's score, the coins behind it, and whose turn it is.
fn seats(game: &Dominoids) -> Vec<SeatView> {
    let scores = scores(&game.eaten);
    let finished = game.phase == Phase::Over;
    let outcome = crate::Game::outcome(game);
    (0..game.eaten.len())
        .map(|s| {
            let sc = &scores[s];
            SeatView {
                role: seat_role(s),
                ring: None,
                score: Some(crate::event::Line::text(sc.total.to_string())),
                detail: Some(lines::seat_detail(game.eaten[s].len(), sc.coins, &sc.bonus_suits)),
                to_move: !finished && game.turn == s,
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            }
        })
        .collect()
}

/// Squares that the current decision is about.
fn focus(game: &Dominoids) -> Vec<Cell> {
    match &game.phase {
        Phase::Effect { mover } => mover.to_vec(),
        Phase::Child { parents } => parents.iter().flatten().copied().collect(),
        Phase::Food => food::missing(&game.board, &game.stacks)
            .into_iter()
            .map(|s| game.board.pawn(s))
            .collect(),
        _ => Vec::new(),
    }
}

/// The board as everyone sees it: face-down coins without their values.
fn board(game: &Dominoids) -> DominoidsView {
    DominoidsView {
        pawns: Suit::ALL.iter().map(|s| (*s, game.board.pawn(*s))).collect(),
        coins: game
            .board
            .coins
            .iter()
            .map(|c| CoinView {
                at: c.at,
                suit: c.suit,
                value: c.face_up.then_some(c.value),
            })
            .collect(),
        dominoids: game
            .board
            .dominoids
            .iter()
            .map(|d| d.ends().map(|e| (e.at, e.value)))
            .collect(),
        pool: game.pool.clone(),
        stacks: Suit::ALL.iter().map(|s| (*s, game.stacks[s.index()].len())).collect(),
        dice: Suit::ALL
            .iter()
            .map(|s| DieView {
                suit: *s,
                face: game.die(*s).face,
                place: game.die(*s).place,
            })
            .collect(),
        eaten: game.eaten.clone(),
        scores: scores(&game.eaten),
        marks: game.marks.clone(),
        focus: focus(game),
    }
}
