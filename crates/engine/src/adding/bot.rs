//! What the computer does for a puzzler: the next move of a shortest
//! solution (a hint), found by the [`solver`](super::solver), or how far
//! back a dead end must be undone.

use super::{Puzzle, notation, solver};

/// The next move of a shortest solution, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Play this; `left` moves (this one included) finish the puzzle.
    Next {
        notation: String,
        left: usize,
    },
    /// No solution from here; undoing `undo` moves reaches a position
    /// that has one (when known).
    DeadEnd {
        undo: Option<usize>,
    },
    /// The search ran out of budget.
    TooHard,
    Solved,
}

impl Puzzle {
    /// The next move of a shortest solution from here.
    pub fn hint(&self, budget: usize) -> Hint {
        if self.is_solved() {
            return Hint::Solved;
        }
        let report = solver::solve(&self.position, self.goal, budget);
        match report.found {
            solver::Found::Solution(moves) => match moves.first() {
                Some(m) => Hint::Next {
                    notation: notation::notation(&self.position, m),
                    left: moves.len(),
                },
                None => Hint::Solved,
            },
            solver::Found::GaveUp => Hint::TooHard,
            solver::Found::Impossible => {
                // Walk back until a position with a solution appears.
                let mut spent = report.explored;
                for back in 1..=self.moves.len() {
                    let Ok(earlier) =
                        Puzzle::replay(self.problem.clone(), self.goal, &self.moves[..self.moves.len() - back])
                    else {
                        break;
                    };
                    let r = solver::solve(&earlier.position, self.goal, budget.saturating_sub(spent));
                    spent += r.explored;
                    match r.found {
                        solver::Found::Solution(_) => return Hint::DeadEnd { undo: Some(back) },
                        solver::Found::GaveUp => break,
                        solver::Found::Impossible => {}
                    }
                }
                Hint::DeadEnd { undo: None }
            }
        }
    }
}
