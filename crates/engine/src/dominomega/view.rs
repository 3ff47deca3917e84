//! What each seat sees of Dominomega: the layout with each ring coloured by
//! its owner, every score (they are public), and only its own tile.

use super::Dominomega;
use crate::Game;
use crate::common::view_said::tiles_in_hand;
use crate::event::Line;
use crate::view::{GameView, PrivateView, SeatView, TileLabel, Viewer};

pub(super) fn view(g: &Dominomega, viewer: Viewer) -> GameView {
    let outcome = g.outcome();
    let seats = (0..g.seats())
        .map(|s| SeatView {
            role: super::lines::ring(g.rings[s]),
            ring: Some(g.rings[s]),
            score: Some(Line::text(g.score(s).to_string())),
            detail: Some(tiles_in_hand(usize::from(g.play.hands[s].is_some()))),
            to_move: g.play.turn == Some(s),
            rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
        })
        .collect();
    let private = match viewer {
        Viewer::Seat(s) if s < g.seats() => Some(PrivateView {
            seat: s,
            tiles: g.play.hands[s].map(|t| (TileLabel::ToPlay, t)).into_iter().collect(),
            notes: vec![super::lines::own_ring(g.rings[s])],
            tells_turn: false,
        }),
        _ => None,
    };
    GameView {
        title: super::lines::title(g.seats() == 2),
        seats,
        board: g
            .play
            .grid_view(g.rings.iter().enumerate().map(|(s, r)| (*r, s)).collect()),
        notes: vec![g.play.count_note()],
        private,
        finished: g.play.turn.is_none(),
    }
}
