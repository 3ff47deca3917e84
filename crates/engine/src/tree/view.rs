//! What each seat sees of The Tree: the tree (no margin under the double
//! blank), how many tiles each seat holds, the passes since the latest
//! placement, and only its own hand.

use super::Tree;
use crate::Game;
use crate::common::placement::Placement;
use crate::common::view_said::{seat_role, tiles_left};
use crate::event::Line;
use crate::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};

pub(super) fn view(g: &Tree, viewer: Viewer) -> GameView {
    let finished = g.turn.is_none();
    let tiles: Vec<_> = g.board.placements().iter().map(Placement::cells).collect();
    GameView {
        title: super::lines::title(),
        seats: seats(g),
        board: BoardView::BinaryGrid(GridView {
            // The double blank alone (at the start, or after a re-deal) is
            // the root, not anybody's move: nothing is outlined.
            last: (tiles.len() > 1).then(|| tiles.len() - 1),
            tiles,
            ring_owners: Vec::new(),
            levels: Vec::new(),
            labels: Vec::new(),
            hide_axes: false,
            // Nothing can lie under the double blank: a half must rest
            // on a placed half, and row 0 holds only the root.
            lowest_row: Some(0),
        }),
        notes: notes(g),
        private: private(g, viewer),
        finished,
    }
}

/// Tiles in hand (and left, once it is over), and who plays an extra turn.
fn seats(g: &Tree) -> Vec<SeatView> {
    let outcome = g.outcome();
    let finished = g.turn.is_none();
    (0..g.seats())
        .map(|s| SeatView {
            role: seat_role(s),
            ring: None,
            score: finished.then(|| tiles_left(g.tiles_left(s))),
            detail: Some(super::lines::seat_detail(g.tiles_left(s), g.turn == Some(s) && g.extra)),
            to_move: g.turn == Some(s),
            rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
        })
        .collect()
}

/// A seat's own hand, with the rule in a sentence.
fn private(g: &Tree, viewer: Viewer) -> Option<PrivateView> {
    let Viewer::Seat(s) = viewer else {
        return None;
    };
    let hand = g.hands.get(s)?;
    Some(PrivateView::hand(s, hand, vec![super::lines::own_hand(hand.len())]))
}

/// The counts, the round, the passes since the latest placement, and an
/// extra turn being played.
fn notes(g: &Tree) -> Vec<Line> {
    let mut notes: Vec<Line> = vec![super::lines::counts(g.board.placements().len(), g.supply.len())];
    if g.replays > 0 {
        notes.push(super::lines::round_note(g.replays + 1));
    }
    notes.extend(g.recent.iter().cloned());
    if let Some(s) = g.turn.filter(|_| g.extra) {
        notes.push(super::lines::playing_extra(s));
    }
    notes
}
