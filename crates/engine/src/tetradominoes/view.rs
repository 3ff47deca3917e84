//! What each seat (or a spectator) may see: the table, face-up dominoes and
//! the number of hidden ones; a seat adds its own hidden dominoes and its
//! own pending gift. Nothing else leaves the engine.

use super::pieces::Piece;
use super::{Colour, Phase, Placed, Tetradominoes, lines};
use crate::common::grid::Cell;
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::common::view_said::points;
use crate::event::Line;
use crate::view::{BoardView, GameView, PrivateView, SeatView, TileLabel, Viewer};
use crate::{Game, Seat};
use serde::{Deserialize, Serialize};

/// The public table of a Tetradominoes game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    /// Every domino on the table, each number on its square.
    pub dominoes: Vec<[(Cell, u8); 2]>,
    /// Index into `dominoes` of the latest one.
    pub last_domino: Option<usize>,
    /// Tetrominoes, in the order they were played.
    pub pieces: Vec<Placed>,
    /// Index into `pieces` when a tetromino was the latest thing laid.
    pub last_piece: Option<usize>,
    /// Pieces still free, in the order of the rules' drawing.
    pub unplayed: Vec<Piece>,
    /// One per seat, in turn order.
    pub hands: Vec<HandView>,
    /// Four players: seats 1 and 3 are partners, as are 2 and 4.
    pub teams: bool,
    /// Tetrominoes that win a game.
    pub target: u32,
    pub pile: usize,
    pub series: Option<SeriesView>,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandView {
    pub colour: Colour,
    /// Dominoes face up since the seat was stuck.
    pub revealed: Vec<Tile>,
    pub hidden: usize,
    /// Tetrominoes this seat played in this game.
    pub tetrominoes: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeriesView {
    /// Match points per seat (partners add theirs).
    pub points: Vec<u32>,
    pub target: u32,
    pub game: u32,
}

impl TableView {
    /// Tetrominoes of `seat`'s team this game (the seat alone without teams).
    pub fn tally(&self, seat: Seat) -> u32 {
        self.team(seat)
            .map(|s| self.hands.get(s).map_or(0, |h| h.tetrominoes))
            .sum()
    }

    /// Match points of `seat`'s team.
    pub fn points(&self, seat: Seat) -> Option<u32> {
        let series = self.series.as_ref()?;
        Some(
            self.team(seat)
                .map(|s| series.points.get(s).copied().unwrap_or(0))
                .sum(),
        )
    }

    fn team(&self, seat: Seat) -> impl Iterator<Item = Seat> {
        let partner = if self.teams { Some((seat + 2) % 4) } else { None };
        std::iter::once(seat).chain(partner)
    }

    /// Every domino this view shows.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.dominoes
            .iter()
            .map(|[(_, a), (_, b)]| Tile::new(*a, *b))
            .chain(self.hands.iter().flat_map(|h| h.revealed.iter().copied()))
    }
}

pub(super) fn build(game: &Tetradominoes, viewer: Viewer) -> GameView {
    let n = game.seat_count();
    let outcome = game.outcome();
    let acting = game.acting();
    let finished = matches!(game.phase, Phase::Over(_));
    let table = table(game);
    let seats = (0..n)
        .map(|s| {
            let hand = &table.hands[s];
            let played = game.team_game().then_some(hand.tetrominoes);
            let detail = lines::seat_detail(hand.hidden, &hand.revealed, played, game.match_points(s));
            SeatView {
                role: role(game, s),
                ring: None,
                score: Some(match game.match_points(s) {
                    // A finished match ranks by points, so it shows them.
                    Some(p) if finished => points(i64::from(p)),
                    _ => lines::tally(game.tally(s), game.target()),
                }),
                detail: Some(detail),
                to_move: acting.contains(&s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            }
        })
        .collect();
    let private = match viewer {
        Viewer::Seat(s) if s < n => Some(private(game, s)),
        _ => None,
    };
    GameView {
        title: lines::title(game.series.as_ref().map(|s| s.game), finished),
        seats,
        board: BoardView::Tetradominoes(Box::new(table)),
        notes: notes(game),
        private,
        finished,
    }
}

fn role(game: &Tetradominoes, seat: Seat) -> Line {
    match game.seat_count() {
        3 => lines::role(None, false),
        n => lines::role(Some(game.side_of(seat)), n == 4),
    }
}

fn table(game: &Tetradominoes) -> TableView {
    let dominoes: Vec<[(Cell, u8); 2]> = game.board.placements().iter().map(Placement::cells).collect();
    TableView {
        last_domino: dominoes.len().checked_sub(1),
        dominoes,
        pieces: game.pieces.clone(),
        last_piece: game.pieces.len().checked_sub(1).filter(|_| game.last_was_piece),
        unplayed: game.unplayed(),
        hands: (0..game.seat_count())
            .map(|s| HandView {
                colour: game.colour_of(s),
                revealed: game.revealed(s),
                hidden: game.hidden(s).len(),
                tetrominoes: game.own_count(s),
            })
            .collect(),
        teams: game.team_game(),
        target: game.target(),
        pile: game.pile.len(),
        series: game.series.as_ref().map(|s| SeriesView {
            points: s.points.clone(),
            target: super::MATCH_POINTS,
            game: s.game,
        }),
    }
}

/// The seat's own dominoes; a gift it has chosen but not yet given is
/// marked, so only the giver sees the decision.
fn private(game: &Tetradominoes, seat: Seat) -> PrivateView {
    let gift = match &game.phase {
        Phase::Gift { chosen, .. } => chosen.iter().find(|(s, _)| *s == seat).map(|(_, g)| *g),
        _ => None,
    };
    let mut held = game.hands[seat].clone();
    // The gift last, so the note always reads "hidden …; to give …".
    held.sort_by_key(|h| (gift == Some(Some(h.tile)), h.revealed, h.tile));
    let tiles = held
        .iter()
        .map(|h| {
            let label = if gift == Some(Some(h.tile)) {
                TileLabel::ToGive
            } else if h.revealed {
                TileLabel::FaceUp
            } else {
                TileLabel::Hidden
            };
            (label, h.tile)
        })
        .collect();
    let side = (game.seat_count() != 3).then(|| game.side_of(seat));
    let partner = game.team_game().then_some((seat + 2) % 4);
    let mut notes: Vec<Line> = vec![lines::own_side(side, partner)];
    notes.extend(gift.map(lines::own_gift));
    PrivateView {
        seat,
        tiles,
        notes,
        tells_turn: false,
    }
}

fn notes(game: &Tetradominoes) -> Vec<Line> {
    let mut notes: Vec<Line> = Vec::new();
    let free: Vec<char> = game.unplayed().iter().map(|p| p.letter()).collect();
    notes.push(lines::pile(game.pile.len(), &free));
    notes.extend(phase_note(game));
    if let Some(series) = &game.series {
        notes.push(lines::match_note(&game.match_score()));
        notes.extend(series.results.iter().rev().take(2).map(lines::result_note));
    }
    notes.extend(game.recent.iter().map(lines::last));
    notes
}

/// What the seat to act does now.
fn phase_note(game: &Tetradominoes) -> Option<Line> {
    Some(match &game.phase {
        Phase::Domino(s) if game.board.is_empty() => lines::opens(*s),
        Phase::Domino(s) if !game.any_uncovered() => lines::must_touch_covered(*s),
        Phase::Domino(s) => lines::to_play(*s),
        Phase::Reveal(s) => lines::must_reveal(*s),
        Phase::Tetromino { seat, domino } => lines::may_cover(*seat, domino),
        Phase::Gift { waiting, .. } => lines::waiting(waiting),
        Phase::Over(_) => return None,
    })
}
