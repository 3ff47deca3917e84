//! What each seat sees of Dominimum: the layout, the tiles in hand counted,
//! its own mission and what it scores now; every mission once the game is
//! over.

use super::{Dominimum, lines};
use crate::Game;
use crate::common::tiles::Tile;
use crate::common::view_said::seat_role;
use crate::view::{GameView, PrivateView, SeatView, TileLabel, Viewer};

/// What `mission` scores now, as a sentence.
fn score_line(g: &Dominimum, mission: Tile) -> crate::event::Line {
    let (a, b, s) = g.score_of(mission);
    lines::score(a, b, s)
}

pub(super) fn view(g: &Dominimum, viewer: Viewer) -> GameView {
    let finished = g.play.turn.is_none();
    let outcome = g.outcome();
    let seats = (0..g.seats())
        .map(|s| {
            let held = usize::from(g.play.hands[s].is_some());
            SeatView {
                role: seat_role(s),
                ring: None,
                score: finished.then(|| score_line(g, g.missions[s])),
                detail: Some(if finished {
                    lines::mission(g.missions[s])
                } else {
                    lines::mission_hidden(held)
                }),
                to_move: g.play.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            }
        })
        .collect();
    GameView {
        title: lines::title(),
        seats,
        board: g.play.grid_view(Vec::new()),
        notes: vec![g.play.count_note()],
        private: private(g, viewer),
        finished,
    }
}

/// A seat's mission and tile to play, and what the mission scores now.
fn private(g: &Dominimum, viewer: Viewer) -> Option<PrivateView> {
    let Viewer::Seat(s) = viewer else {
        return None;
    };
    let &mission = g.missions.get(s)?;
    let mut tiles = vec![(TileLabel::Mission, mission)];
    if let Some(t) = g.play.hands[s] {
        tiles.push((TileLabel::ToPlay, t));
    }
    Some(PrivateView {
        seat: s,
        tiles,
        notes: vec![lines::own_mission(mission, score_line(g, mission))],
        tells_turn: false,
    })
}
