//! The rules of Tetradominoes: who plays which side and colour, what a
//! seat may do now, and what each action does. `pieces` has the seven
//! double-sided shapes, `play` where a domino or a tetromino may go, and
//! `turn` the flow of a turn, the end of a game and of a match.

pub mod pieces;
pub(super) mod play;
pub(super) mod turn;

use super::lines::Who;
use super::notation::Action;
use super::{Colour, Held, MATCH, Phase, Series, Side, Tetradominoes};
use crate::common::board::{Board, Misfit};
use crate::common::grid::Cell;
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::event::{Event, seat as seat_part};
use crate::line;
use crate::{GameRng, Options, RuleError, Seat, SetupError};
use pieces::Piece;

/// Why Tetradominoes refuses an action; the text is the player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Another step comes first: what the seat is to do now.
    #[error("first play a domino, e.g. `3-6 1,0 E`")]
    DominoFirst,
    #[error("none of your dominoes can be played: reveal two hidden ones of your choice, e.g. `reveal 1-2 3-4`")]
    RevealFirst,
    #[error("you have played your domino: now play a tetromino (see the choices) or `skip`")]
    TetrominoOrSkip,
    #[error("now choose whether to give your partner a domino (`give 3-4`) or `keep`")]
    GiveOrKeep,
    /// The seat's own dominoes.
    #[error("you do not hold {0}; see your dominoes with /hand")]
    NotHeld(Tile),
    #[error("{0} is already face up: choose two of your hidden dominoes")]
    FaceUp(Tile),
    #[error("choose two different dominoes")]
    SameTwice,
    /// Where a domino may go.
    #[error("{0} is already taken by a {1}: a domino goes on two empty squares")]
    Taken(Cell, u8),
    #[error(transparent)]
    Grid(#[from] Misfit),
    #[error(
        "no number on the table is uncovered, so the domino must touch a covered number; {}-{} on {} and {} touches none",
        .0.a, .0.b, .0.at, .0.second()
    )]
    TouchesNothing(Placement),
    /// No number lies next to an equal uncovered number: the distinct
    /// uncovered numbers next to each half, and the same domino turned
    /// round if that would match.
    #[error(
        "{}-{} there matches nothing: a number of the new domino must lie next to the same number, not covered by a tetromino ({}; {}){}",
        .domino.a, .domino.b,
        touching(.domino.at, .domino.a, &.near[0]),
        touching(.domino.second(), .domino.b, &.near[1]),
        turned_round(.turned)
    )]
    NoMatch {
        domino: Placement,
        near: [Vec<u8>; 2],
        turned: Option<Placement>,
    },
    /// Where a tetromino may go, in the order the rules give the conditions.
    #[error("the {} piece is already on the table: each piece is played once (still free: {})", .piece.letter(), letters(.free))]
    PiecePlayed { piece: Piece, free: Vec<Piece> },
    /// The squares are the shape of another piece with the seat's side up.
    #[error(
        "with your {} side up, {} is the shape of the {} piece, not the {}{}: write `{}`",
        .side.name(), squares(.cells), .shape_of.letter(), .piece.letter(), mirrored(*.side),
        Action::tetromino(*.shape_of, *.cells).notation()
    )]
    WrongShape {
        piece: Piece,
        side: Side,
        cells: [Cell; 4],
        shape_of: Piece,
    },
    #[error("{} is not a tetromino shape (four squares joined edge to edge)", squares(.0))]
    NotATetromino([Cell; 4]),
    #[error("{0} has no domino under it: a tetromino may not hang off the dominoes")]
    HangsOff(Cell),
    #[error("{} is already covered by the {} piece", .0, .1.letter())]
    Covered(Cell, Piece),
    #[error(
        "a tetromino must cover a number of the domino you just played ({} on {}, {} on {})",
        .0.a, .0.at, .0.b, .0.second()
    )]
    MissesDomino(Placement),
    #[error(
        "it would cover the {number} on {cell}: a tetromino covers only the numbers of the domino you just played ({})",
        numbers_of(.domino)
    )]
    WrongNumber { cell: Cell, number: u8, domino: Placement },
    #[error(
        "it would share an edge with the {} piece on {cell}, which is {}: two tetrominoes of the same colour may not lie side by side (touching at a corner is fine)",
        .piece.letter(), like_yours(*.colour)
    )]
    SameColour { cell: Cell, piece: Piece, colour: Colour },
}

/// "the 4 on 2,0 touches 3", or that it touches no uncovered number.
fn touching(cell: Cell, n: u8, near: &[u8]) -> String {
    let list: Vec<String> = near.iter().map(u8::to_string).collect();
    match list.as_slice() {
        [] => format!("the {n} on {cell} touches no uncovered number"),
        _ => format!("the {n} on {cell} touches {}", list.join(" and ")),
    }
}

fn turned_round(turned: &Option<Placement>) -> String {
    turned.map_or_else(String::new, |t| {
        format!(". Turned round it matches: `{}`", t.notation())
    })
}

/// "L, S, I", or "none".
fn letters(pieces: &[Piece]) -> String {
    if pieces.is_empty() {
        return "none".to_string();
    }
    let letters: Vec<String> = pieces.iter().map(|p| p.letter().to_string()).collect();
    letters.join(", ")
}

fn squares(cells: &[Cell; 4]) -> String {
    let squares: Vec<String> = cells.iter().map(ToString::to_string).collect();
    squares.join(" ")
}

fn mirrored(side: Side) -> &'static str {
    match side {
        Side::Dark => " (the dark side shows each shape mirrored)",
        Side::Light => "",
    }
}

/// The numbers a tetromino may cover after `domino`: "4s", "3s and 5s".
pub(super) fn numbers_of(domino: &Placement) -> String {
    if domino.a == domino.b {
        format!("{}s", domino.a)
    } else {
        format!("{}s and {}s", domino.a.min(domino.b), domino.a.max(domino.b))
    }
}

fn like_yours(colour: Colour) -> &'static str {
    match colour {
        Colour::Light => "light like yours",
        Colour::Dark => "dark like yours",
        Colour::Token(_) => "yours",
    }
}

impl Tetradominoes {
    /// A new game (or match) for `seats`, dealt and begun by seat 1.
    pub(super) fn start(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        crate::check_seats("Tetradominoes", seats, 2, 4)?;
        let series = options.flag("Tetradominoes", MATCH)?.then(|| Series {
            points: vec![0; seats],
            game: 1,
            results: Vec::new(),
        });
        let mut game = Tetradominoes {
            hands: vec![Vec::new(); seats],
            pile: Vec::new(),
            board: Board::default(),
            pieces: Vec::new(),
            phase: Phase::Domino(0),
            starter: 0,
            passes: 0,
            last_was_piece: false,
            recent: Vec::new(),
            series,
        };
        game.deal(rng);
        let mut events = Vec::new();
        game.begin_turn(0, &mut events, rng);
        Ok(game)
    }

    pub(super) fn team_game(&self) -> bool {
        self.seat_count() == 4
    }

    /// Partners share a team with four players; otherwise each seat is its own.
    pub fn team_of(&self, seat: Seat) -> Vec<Seat> {
        if self.team_game() {
            vec![seat % 2, seat % 2 + 2]
        } else {
            vec![seat]
        }
    }

    pub fn side_of(&self, seat: Seat) -> Side {
        // The first player takes light and sides alternate round the table;
        // three players all play light side up (their colour is a token).
        if self.seat_count() == 3 || seat.abs_diff(self.starter).is_multiple_of(2) {
            Side::Light
        } else {
            Side::Dark
        }
    }

    pub fn colour_of(&self, seat: Seat) -> Colour {
        match (self.seat_count(), self.side_of(seat)) {
            (3, _) => Colour::Token(seat),
            (_, Side::Light) => Colour::Light,
            (_, Side::Dark) => Colour::Dark,
        }
    }

    /// Tetrominoes needed to win a game.
    pub fn target(&self) -> u32 {
        if self.seat_count() == 3 { 3 } else { 4 }
    }

    /// Tetrominoes `seat` played in this game.
    pub fn own_count(&self, seat: Seat) -> u32 {
        self.pieces.iter().filter(|p| p.owner == seat).count() as u32
    }

    /// Tetrominoes of `seat`'s team (just the seat without teams).
    pub fn tally(&self, seat: Seat) -> u32 {
        self.team_of(seat).iter().map(|&s| self.own_count(s)).sum()
    }

    /// Match points of `seat`'s team (just the seat without teams).
    pub fn match_points(&self, seat: Seat) -> Option<u32> {
        let series = self.series.as_ref()?;
        Some(
            self.team_of(seat)
                .iter()
                .map(|&s| series.points.get(s).copied().unwrap_or(0))
                .sum(),
        )
    }

    /// "seat 1", or "the light team (seat 1 and seat 3)".
    pub(in crate::tetradominoes) fn who(&self, seat: Seat) -> Who {
        let team = self.team_of(seat);
        match team[..] {
            [a, b] if self.team_game() => Who::Team(self.side_of(seat), a, b),
            _ => Who::Seat(seat),
        }
    }

    /// "seat 1", or "seat 1 and seat 3": who, without the colour, which
    /// changes from one game of a match to the next (the side a team plays
    /// follows who begins).
    pub(in crate::tetradominoes) fn who_lastingly(&self, seat: Seat) -> Who {
        let team = self.team_of(seat);
        match team[..] {
            [a, b] if self.team_game() => Who::Partners(a, b),
            _ => Who::Seat(seat),
        }
    }

    pub(super) fn hidden(&self, seat: Seat) -> Vec<Tile> {
        let mut v: Vec<Tile> = self.hands[seat]
            .iter()
            .filter(|h| !h.revealed)
            .map(|h| h.tile)
            .collect();
        v.sort();
        v
    }

    pub(super) fn revealed(&self, seat: Seat) -> Vec<Tile> {
        let mut v: Vec<Tile> = self.hands[seat].iter().filter(|h| h.revealed).map(|h| h.tile).collect();
        v.sort();
        v
    }

    pub(super) fn holds(&self, seat: Seat, tile: Tile) -> bool {
        self.hands[seat].iter().any(|h: &Held| h.tile == tile)
    }

    /// The seats that may act now.
    pub(super) fn acting(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Domino(s) | Phase::Reveal(s) | Phase::Tetromino { seat: s, .. } => vec![*s],
            Phase::Gift { waiting, .. } => waiting.clone(),
            Phase::Over(_) => Vec::new(),
        }
    }

    /// Everything `seat` may do now, in a stable order.
    pub(super) fn legal(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.seat_count() {
            return Vec::new();
        }
        match &self.phase {
            Phase::Domino(s) if *s == seat => self.domino_moves(seat).into_iter().map(Action::Domino).collect(),
            Phase::Reveal(s) if *s == seat => {
                let hidden = self.hidden(seat);
                let mut out = Vec::new();
                for (i, &a) in hidden.iter().enumerate() {
                    for &b in &hidden[i + 1..] {
                        out.push(Action::reveal(a, b));
                    }
                }
                out
            }
            Phase::Tetromino { seat: s, domino } if *s == seat => {
                let mut out: Vec<Action> = self
                    .tetromino_moves(seat, domino)
                    .into_iter()
                    .map(|(piece, cells)| Action::tetromino(piece, cells))
                    .collect();
                out.push(Action::Skip);
                out
            }
            Phase::Gift { waiting, .. } if waiting.contains(&seat) => {
                let mut tiles: Vec<Tile> = self.hands[seat].iter().map(|h| h.tile).collect();
                tiles.sort();
                std::iter::once(Action::Keep)
                    .chain(tiles.into_iter().map(Action::Give))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Checks and applies `action` by `seat`; on error nothing changes.
    pub(super) fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        if matches!(self.phase, Phase::Over(_)) {
            return Err(RuleError::GameOver);
        }
        if !self.acting().contains(&seat) {
            return Err(RuleError::NotYourTurn);
        }
        let game_before = self.series.as_ref().map(|s| s.game);
        // Every branch checks before it changes anything.
        let events = match *action {
            Action::Domino(p) => self.play_domino(seat, p, rng)?,
            Action::Reveal([a, b]) => self.reveal_two(seat, a, b, rng)?,
            Action::Tetromino(piece, cells) => self.play_tetromino(seat, piece, cells, rng)?,
            Action::Skip => self.skip(seat, rng)?,
            Action::Give(t) => self.decide_gift(seat, Some(t), rng)?,
            Action::Keep => self.decide_gift(seat, None, rng)?,
        };
        let game_now = self.series.as_ref().map(|s| s.game);
        self.recent = if game_now == game_before {
            vec![line!(seat_part(seat), " ", Event::joined(&events))]
        } else {
            // A new game of the match was dealt: the old game's dominoes
            // are back in hands and the pile, so its moves are not repeated
            // under the new table (the results line says how it ended).
            let from = events.iter().position(Event::is_new_deal).unwrap_or(events.len());
            vec![Event::joined(&events[from..])]
        };
        Ok(events)
    }
}
