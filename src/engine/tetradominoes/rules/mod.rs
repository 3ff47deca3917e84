//! The rules of Tetradominoes: who plays which side and colour, what a
//! seat may do now, and what each action does. `pieces` has the seven
//! double-sided shapes, `play` where a domino or a tetromino may go, and
//! `turn` the flow of a turn, the end of a game and of a match.

pub mod pieces;
pub(super) mod play;
pub(super) mod turn;

use super::notation::Action;
use super::{Colour, Held, MATCH, Phase, Series, Side, Tetradominoes};
use crate::engine::common::board::Board;
use crate::engine::common::tiles::Tile;
use crate::engine::event::{Event, Line, seat as seat_part};
use crate::engine::{GameRng, Options, RuleError, Seat, SetupError};
use crate::line;

impl Tetradominoes {
    /// A new game (or match) for `seats`, dealt and begun by seat 1.
    pub(super) fn start(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        crate::engine::check_seats("Tetradominoes", seats, 2, 4)?;
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
        let n = self.seat_count();
        if n == 3 || (seat + n - self.starter).is_multiple_of(2) {
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
    pub fn who(&self, seat: Seat) -> Line {
        if self.team_game() {
            let team = self.team_of(seat);
            line!(
                format!("the {} team (", self.side_of(seat).name()),
                seat_part(team[0]),
                " and ",
                seat_part(team[1]),
                ")"
            )
        } else {
            line!(seat_part(seat))
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
    pub(super) fn act(&mut self, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
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
