//! The turn structure Dominimum and Dominomega share: every seat holds one
//! hidden tile; on your turn you lay it on the open grid touching the layout
//! and draw a new one from the face-down supply if any is left. Turns go
//! round the seats that still hold a tile; when nobody does, the game is over.

use super::board::Board;
use super::board::Misfit;
use super::placement::NotationError;
use super::placement::Placement;
use super::tiles::{Ring, Tile};
use crate::view::{BoardView, GridView};
use crate::{Event, Line, RuleError, Seat, ToAct};
use serde::{Deserialize, Serialize};

/// Why a placement is refused in a one-tile laying game; the text is the
/// player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("you hold {held}, not {tried}; see it with /hand")]
    NotHeld { held: Tile, tried: Tile },
    #[error(transparent)]
    Grid(#[from] Misfit),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OneTileLaying {
    pub board: Board,
    /// Face down; the next draw is the last element. Never shown.
    pub supply: Vec<Tile>,
    pub hands: Vec<Option<Tile>>,
    pub turn: Option<Seat>,
    /// For each seat, the number of tiles on the table right after its
    /// latest placement (so a smaller number means "placed earlier").
    pub last_placed: Vec<Option<usize>>,
}

impl OneTileLaying {
    /// Each seat draws one playing tile from the top of `supply`; seat 0 starts.
    pub fn deal(seats: usize, mut supply: Vec<Tile>) -> OneTileLaying {
        let hands = (0..seats).map(|_| supply.pop()).collect();
        OneTileLaying {
            board: Board::default(),
            supply,
            hands,
            turn: Some(0),
            last_placed: vec![None; seats],
        }
    }

    pub fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    pub fn legal(&self, seat: Seat) -> Vec<Placement> {
        match (self.turn, self.hands.get(seat).copied().flatten()) {
            (Some(t), Some(tile)) if t == seat => self.board.placements_of(tile),
            _ => Vec::new(),
        }
    }

    pub fn parse(&self, text: &str) -> Result<Placement, NotationError> {
        Placement::parse(text, self.board.is_empty())
    }

    /// Checks and applies a placement; the state is unchanged on error.
    pub fn apply(&mut self, seat: Seat, p: &Placement) -> Result<Vec<Event>, RuleError<Refusal>> {
        let Some(turn) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        let held = self.hands.get(seat).copied().flatten().ok_or(RuleError::NotYourTurn)?;
        if p.tile() != held {
            return Err(RuleError::Illegal(Refusal::NotHeld { held, tried: p.tile() }));
        }
        self.board.check(p).map_err(|m| RuleError::Illegal(Refusal::Grid(m)))?;
        self.board.place(*p);
        self.last_placed[seat] = Some(self.board.placements().len());
        let mut events = vec![super::said::placed(p).into()];
        self.hands[seat] = self.supply.pop();
        if self.hands[seat].is_some() {
            events.push(super::said::drew_from_supply(self.supply.len()).into());
        }
        self.turn = self.next_after(seat);
        Ok(events)
    }

    /// The next seat after `seat`, in turn order, that still holds a tile.
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        let n = self.hands.len();
        (1..=n).map(|i| (seat + i) % n).find(|&s| self.hands[s].is_some())
    }

    pub fn tiles_in_hand(&self) -> Vec<Tile> {
        self.hands.iter().flatten().copied().collect()
    }

    /// "12 tiles on the table, 20 in the supply": public counts only.
    pub fn count_note(&self) -> Line {
        super::said::counts_on_table(self.board.placements().len(), self.supply.len())
    }

    /// The public board part of a view; `ring_owners` colours owned rings.
    pub fn grid_view(&self, ring_owners: Vec<(Ring, Seat)>) -> BoardView {
        let tiles: Vec<_> = self.board.placements().iter().map(Placement::cells).collect();
        BoardView::BinaryGrid(GridView {
            last: tiles.len().checked_sub(1),
            tiles,
            ring_owners,
            levels: Vec::new(),
            labels: Vec::new(),
            hide_axes: false,
            lowest_row: None,
        })
    }
}
