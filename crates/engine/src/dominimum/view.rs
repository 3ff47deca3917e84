//! What each seat sees of Dominimum: the layout, the tiles in hand counted,
//! its own mission and what it scores now; every mission once the game is
//! over.

use super::Dominimum;
use crate::Game;
use crate::common::tiles::Tile;
use crate::common::words::plural;
use crate::view::{GameView, PrivateView, SeatView, Viewer};

/// "4 x 5 = 20".
fn score_text(g: &Dominimum, mission: Tile) -> String {
    score_line(g, mission).plain()
}

/// What `mission` scores now, as a sentence.
fn score_line(g: &Dominimum, mission: Tile) -> crate::event::Line {
    let (a, b, s) = g.score_of(mission);
    super::lines::score(a, b, s)
}

pub(super) fn view(g: &Dominimum, viewer: Viewer) -> GameView {
    let finished = g.play.turn.is_none();
    let outcome = g.outcome();
    let seats = (0..g.seats())
        .map(|s| {
            let held = usize::from(g.play.hands[s].is_some());
            SeatView {
                role: format!("seat {}", s + 1),
                ring: None,
                score: finished.then(|| score_text(g, g.missions[s])),
                detail: Some(if finished {
                    format!("mission {}", g.missions[s])
                } else {
                    format!(
                        "{}, mission hidden",
                        plural(held as i64, "tile in hand", "tiles in hand")
                    )
                }),
                to_move: g.play.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            }
        })
        .collect();
    GameView {
        title: "Dominimum".to_string(),
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
    let mut tiles = vec![("mission".to_string(), mission)];
    if let Some(t) = g.play.hands[s] {
        tiles.push(("to play".to_string(), t));
    }
    Some(PrivateView {
        seat: s,
        tiles,
        notes: vec![super::lines::own_mission(mission, score_line(g, mission))],
    })
}
