//! What each seat sees of Dominup: the stacks with their levels, how many
//! tiles each seat holds, and only its own hand (with whether it must
//! climb, which nobody else may learn).

use super::Dominup;
use crate::Game;
use crate::common::view_said::{seat_role, tiles_left};
use crate::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};

pub(super) fn view(g: &Dominup, viewer: Viewer) -> GameView {
    let outcome = g.outcome();
    let seats = (0..g.seats())
        .map(|s| SeatView {
            role: seat_role(s),
            ring: None,
            score: Some(tiles_left(g.hands[s].len())),
            // Whether the seat to act can climb depends on its hand, so
            // only its own private view says so.
            detail: (g.turn == Some(s)).then(super::lines::to_act),
            to_move: g.turn == Some(s),
            rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
        })
        .collect();
    let tiles: Vec<_> = g.stacks.placements().iter().map(|(p, _)| p.cells()).collect();
    let max_level = g.stacks.placements().iter().map(|(_, l)| *l).max().unwrap_or(1);
    GameView {
        title: super::lines::title(g.misere),
        seats,
        board: BoardView::BinaryGrid(GridView {
            last: tiles.len().checked_sub(1),
            tiles,
            ring_owners: Vec::new(),
            levels: g.stacks.placements().iter().map(|(_, l)| *l).collect(),
            labels: Vec::new(),
            hide_axes: false,
            lowest_row: None,
        }),
        notes: vec![super::lines::down(g.stacks.placements().len(), max_level)],
        private: private(g, viewer),
        finished: g.turn.is_none(),
    }
}

/// A seat's hand, and on its turn whether it must climb.
fn private(g: &Dominup, viewer: Viewer) -> Option<PrivateView> {
    let Viewer::Seat(s) = viewer else {
        return None;
    };
    let hand = g.hands.get(s)?;
    let turn = (g.turn == Some(s)).then(|| super::lines::own_turn(g.must_climb(s)));
    Some(PrivateView::hand(s, hand, vec![super::lines::own_hand(hand.len())]).with_turn(turn))
}
