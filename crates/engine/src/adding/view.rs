//! What a puzzle shows: the board in frame coordinates, the queue, the
//! progress and a line saying what to do next. Everything in a puzzle is
//! public.

use super::{Puzzle, lines};
use crate::view::{AddingView, BoardView, GameView, SeatView};

/// Facts about the session the picture shows, which the puzzle itself
/// does not know.
#[derive(Clone, Debug, Default)]
pub struct ViewInfo {
    pub title: String,
    pub shortest: Option<usize>,
    pub hints: u32,
}

impl Puzzle {
    /// The picture's data: the board in frame coordinates, the queue, the
    /// progress. Everything in a puzzle is public.
    pub fn view(&self, info: &ViewInfo) -> GameView {
        let frame = self.position.frame();
        let dominoes: Vec<[(u32, u32, u8); 2]> = self
            .position
            .board()
            .placements()
            .iter()
            .map(|p| {
                p.cells()
                    .map(|(c, n)| (frame.col(c).max(0) as u32, frame.row(c).max(0) as u32, n))
            })
            .collect();
        let solved = self.is_solved();
        let moves = self.moves.len();
        let mut notes = Vec::new();
        if solved {
            notes.push(lines::solved(moves, info.shortest));
        } else if let Some(next) = self.position.next() {
            notes.push(lines::next(next.top, next.bottom));
        } else {
            notes.push(lines::all_added());
        }
        if info.hints > 0 {
            notes.push(lines::hints(info.hints));
        }
        GameView {
            title: crate::event::Line::text(info.title.clone()),
            seats: vec![SeatView {
                role: lines::goal(self.goal),
                ring: None,
                // The picture's own status line shows the moves against
                // the shortest solution.
                score: None,
                detail: None,
                to_move: !solved,
                rank: None,
            }],
            board: BoardView::Adding(AddingView {
                cols: frame.cols,
                rows: frame.rows,
                dominoes,
                last: self.last,
                queue: self.position.waiting().iter().map(|d| (d.top, d.bottom)).collect(),
                moves,
                shortest: info.shortest,
                solved,
            }),
            notes,
            private: None,
            finished: false,
        }
    }
}
