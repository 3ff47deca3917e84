//! Views: what one seat (or a spectator) may see of a game.
//!
//! A view is plain data. Pictures, texts, autocomplete and bots are built
//! from views only, never from game states, so a secret that is not in the
//! view cannot leak through them.

use super::Seat;
use super::common::grid::Cell;
use super::common::tiles::{Ring, Tile};
use serde::{Deserialize, Serialize};

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    /// Everyone in the channel: no secrets at all.
    Public,
    /// One seated player: the public view plus that seat's own secrets.
    Seat(Seat),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    /// The game's display name, worded in the reader's language.
    pub title: super::Line,
    /// One entry per seat, in turn order.
    pub seats: Vec<SeatView>,
    pub board: BoardView,
    /// Lines for under the board: supply size, last move, and so on.
    pub notes: Vec<super::Line>,
    /// The viewer's own hidden things (only for `Viewer::Seat`).
    pub private: Option<PrivateView>,
    pub finished: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat's role in the game, e.g. "dot" or "seat 2" (see
    /// [`seat_role`]), worded in the reader's language.
    pub role: super::Line,
    /// For ring-owning seats, the ring they score with.
    pub ring: Option<Ring>,
    /// The score as it may be shown now (None while it is secret).
    pub score: Option<super::Line>,
    /// Something else everyone may know: tiles in hand, a revealed mission.
    pub detail: Option<super::Line>,
    pub to_move: bool,
    /// Final place, once the game is over.
    pub rank: Option<usize>,
}

pub use super::common::view_said::seat_role;

impl SeatView {
    /// Whether the role says anything beyond the seat's number ("seat 2"
    /// tells nothing a seat's colour and order do not).
    pub fn has_own_role(&self, seat: Seat) -> bool {
        !self.role.is_empty() && self.role != seat_role(seat)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoardView {
    /// Binary-set tiles on the open grid (Dominimum, Dominomega, ...).
    BinaryGrid(GridView),
    /// An Adding Donimoes puzzle: the frame, the queue and the progress.
    Adding(AddingView),
    /// Dominoes with tetrominoes over them, face-up dominoes in hands.
    Tetradominoes(Box<super::tetradominoes::view::TableView>),
    /// The piecepack board of Dominoids.
    Dominoids(super::dominoids::DominoidsView),
    /// Euronimoes: the market, the bone pile, the bank and every player's
    /// own area.
    Euronimoes(EuronimoesView),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EuronimoesView {
    /// The five market slots, cheapest first: (cost in chips, tile). A
    /// cost of -1 pays the buyer a chip.
    pub market: Vec<(i8, Option<Tile>)>,
    /// Tiles face down in the bone pile (never which).
    pub pile: usize,
    /// Chips of each seat's colour in the bank.
    pub bank: Vec<u8>,
    /// One area per seat, in seat order.
    pub areas: Vec<AreaView>,
}

/// One player's own area in Euronimoes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AreaView {
    /// The dominoes, their levels, and `last` when the game's latest
    /// placement is in this area.
    pub grid: GridView,
    pub chips: u8,
    /// Dominoes in hand (how many, never which).
    pub hand: usize,
    /// The score as the area stands (lower is better).
    pub score: i64,
    /// Each column's score, left to right: (x, points).
    pub columns: Vec<(i32, i64)>,
    /// Out of the game: stopped, or no dominoes left for good.
    pub finished: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GridView {
    pub tiles: Vec<[(Cell, u8); 2]>,
    /// Index into `tiles` of the most recent placement.
    pub last: Option<usize>,
    /// Rings that belong to a seat, to colour them in that seat's colour.
    pub ring_owners: Vec<(Ring, Seat)>,
    /// The level of each tile in `tiles` (1 = on the table), for games that
    /// stack; empty when every tile lies on the table. Later tiles lie on
    /// top of earlier ones.
    #[serde(default)]
    pub levels: Vec<u8>,
    /// Short texts to write in empty cells (e.g. the open ends of a line).
    #[serde(default)]
    pub labels: Vec<(Cell, String)>,
    /// For layouts whose cells have no names in the notation.
    #[serde(default)]
    pub hide_axes: bool,
    /// The lowest row anything can ever lie in, for games whose board only
    /// grows upwards (The Tree): the picture keeps no empty margin below it.
    #[serde(default)]
    pub lowest_row: Option<i32>,
}

/// An Adding Donimoes puzzle as its player sees it. Cells are named as the
/// notation names them: columns and rows from 1 at the top left of the
/// frame (the box around the dominoes grown by one cell on every side).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AddingView {
    pub cols: u32,
    pub rows: u32,
    /// Each domino on the board: its two halves as (column, row, number).
    pub dominoes: Vec<[(u32, u32, u8); 2]>,
    /// Index into `dominoes` of the one the last move added or slid.
    pub last: Option<usize>,
    /// The dominoes still to add, next first, as (top, bottom).
    pub queue: Vec<(u8, u8)>,
    /// Moves played so far (undone moves do not count).
    pub moves: usize,
    /// The length of a shortest solution from the start, if known.
    pub shortest: Option<usize>,
    pub solved: bool,
}

impl AddingView {
    /// The cell of a grid (y growing upwards, as `GridView`'s) that stands
    /// for column `col`, row `row` of the frame: where the move picker
    /// marks a puzzle's places (`LegalAction::cells`) and draws its board.
    pub fn grid_cell(col: u32, row: u32) -> Cell {
        Cell::new(col as i32, -(row as i32))
    }

    /// The column and row of the frame [`AddingView::grid_cell`] made `c`
    /// from.
    pub fn frame_cell(c: Cell) -> (u32, u32) {
        (c.x.max(0) as u32, (-c.y).max(0) as u32)
    }
}

/// What one of a seat's private tiles is to it: the word the hand, its
/// picture and the bot's replies put before it, in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileLabel {
    InHand,
    ToPlay,
    Mission,
    ToGive,
    FaceUp,
    Hidden,
}

impl TileLabel {
    pub const ALL: [TileLabel; 6] = [
        TileLabel::InHand,
        TileLabel::ToPlay,
        TileLabel::Mission,
        TileLabel::ToGive,
        TileLabel::FaceUp,
        TileLabel::Hidden,
    ];

    /// The label in English, as the games always wrote it.
    pub fn english(self) -> &'static str {
        match self {
            TileLabel::InHand => "in hand",
            TileLabel::ToPlay => "to play",
            TileLabel::Mission => "mission",
            TileLabel::ToGive => "to give",
            TileLabel::FaceUp => "face up",
            TileLabel::Hidden => "hidden",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    /// Labelled tiles, e.g. (mission, 1-4), (in hand, 2-5).
    pub tiles: Vec<(TileLabel, Tile)>,
    pub notes: Vec<super::Line>,
    /// Whether a note already tells the seat it is their turn and what to
    /// do ("Your turn: take a domino…"), so a reply does not say it again.
    #[serde(default)]
    pub tells_turn: bool,
}

impl PrivateView {
    /// A whole hand, sorted, each tile labelled [`TileLabel::InHand`].
    pub fn hand<N: Into<super::Line>>(seat: Seat, tiles: &[Tile], notes: Vec<N>) -> PrivateView {
        let mut sorted = tiles.to_vec();
        sorted.sort();
        PrivateView {
            seat,
            tiles: sorted.into_iter().map(|t| (TileLabel::InHand, t)).collect(),
            notes: notes.into_iter().map(Into::into).collect(),
            tells_turn: false,
        }
    }

    /// The same view with `turn`'s note added, when there is one: it tells
    /// the seat it is their turn, so `tells_turn` is set.
    pub fn with_turn(mut self, turn: Option<super::Line>) -> PrivateView {
        if let Some(line) = turn {
            self.notes.push(line);
            self.tells_turn = true;
        }
        self
    }
}

fn grid_tiles(g: &GridView) -> Vec<Tile> {
    g.tiles.iter().map(|[(_, a), (_, b)]| Tile::new(*a, *b)).collect()
}

impl GameView {
    /// Every tile this view shows, public or private.
    pub fn visible_tiles(&self) -> Vec<Tile> {
        let mut out: Vec<Tile> = match &self.board {
            BoardView::BinaryGrid(g) => grid_tiles(g),
            BoardView::Adding(a) => a
                .dominoes
                .iter()
                .map(|[(_, _, x), (_, _, y)]| Tile::new(*x, *y))
                .chain(a.queue.iter().map(|&(t, b)| Tile::new(t, b)))
                .collect(),
            BoardView::Dominoids(d) => d.tiles(),
            BoardView::Euronimoes(e) => e
                .market
                .iter()
                .filter_map(|(_, t)| *t)
                .chain(e.areas.iter().flat_map(|a| grid_tiles(&a.grid)))
                .collect(),
            BoardView::Tetradominoes(t) => t.tiles().collect(),
        };
        // Each board kind lists every tile it shows above; a game with
        // tiles elsewhere in its view (a market, revealed tiles) adds them.
        if let Some(p) = &self.private {
            out.extend(p.tiles.iter().map(|(_, t)| *t));
        }
        out
    }
}

/// One sample of every sentence a view says of its own (`view-*` in
/// `views.ftl`: private notes, roles, scores, details, titles), from the
/// same functions the views call, with its English as it read before
/// views spoke through the catalogue: the bot's tests word each in every
/// language, and check English still reads exactly so.
#[cfg(any(test, feature = "testing"))]
pub fn samples() -> Vec<(super::Line, &'static str)> {
    let mut all = Vec::new();
    all.extend(crate::tree::lines::view_samples());
    all.extend(crate::draw::lines::view_samples());
    all.extend(crate::dominup::lines::view_samples());
    all.extend(crate::dominimum::lines::view_samples());
    all.extend(crate::dominomega::lines::view_samples());
    all.extend(crate::adding::lines::view_samples());
    all.extend(crate::euronimoes::lines::view_samples());
    all.extend(crate::tetradominoes::lines::view_samples());
    all.extend(crate::dominoids::lines::view_samples());
    all.extend(crate::common::view_said::samples());
    all
}
