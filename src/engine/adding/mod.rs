//! Adding Donimoes (seed 004): a puzzle for one. The first two dominoes of
//! a queue start on the board; each move either adds the next queued
//! domino where it makes two equal neighbour pairs, or slides a placed
//! domino one cell along its length so that it ends with a pair adding up
//! to six or two equal pairs, the group staying connected. The puzzle is
//! solved when the queue is empty (goal `rectangle`: and the dominoes fill
//! a rectangle).
//!
//! It is not a seated [`crate::engine::Game`]: nobody takes turns and
//! nothing is hidden, so the service drives a [`Puzzle`] directly through
//! `/puzzle`. Modules: [`board`] (cells, the frame), [`rules`] (what may
//! move, with reasons), [`notation`] (the seed's `36D` and `23V21`),
//! [`solver`] (shortest solutions), [`generator`] (new graded problems),
//! [`problems`] (the shipped problems and custom queues).

pub mod board;
pub mod generator;
pub mod notation;
pub mod problems;
pub mod rules;
pub mod solver;
#[cfg(test)]
mod testkit;

pub use board::Domino;
pub use problems::Problem;
pub use rules::{Goal, Move, Position};

use super::LegalAction;
use super::common::words::plural;
use super::view::{AddingView, BoardView, GameView, SeatView};

use crate::engine::record::{GameRecord, HardBudget, Seats};

/// Adding Donimoes, a puzzle for one: listed with the games, played with
/// `/puzzle`, so it has no engine for a table.
pub const RECORD: GameRecord = GameRecord {
    id: "adding",
    name: "Adding Donimoes",
    seats: Seats::new(1, 1, 1),
    variants: &[],
    rules: include_str!("../../../docs/rules/adding.md"),
    engine: None,
    hard: HardBudget::NONE,
};

/// A problem being solved under a goal: the moves played so far and the
/// position they lead to.
#[derive(Clone, Debug)]
pub struct Puzzle {
    problem: Problem,
    goal: Goal,
    position: Position,
    /// The canonical notation of each move, in order.
    moves: Vec<String>,
    /// The queue index of the domino the last move added or slid.
    last: Option<usize>,
}

/// What one line of `/move` did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineResult {
    /// Canonical notation of each move played, in order.
    pub applied: Vec<String>,
    /// The first move that was not played, as typed, and why.
    pub refused: Option<(String, String)>,
    /// Moves typed after the puzzle was solved, which were not played.
    pub ignored: usize,
}

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

/// Facts about the session the picture shows, which the puzzle itself
/// does not know.
#[derive(Clone, Debug, Default)]
pub struct ViewInfo {
    pub title: String,
    pub shortest: Option<usize>,
    pub hints: u32,
}

impl Puzzle {
    pub fn new(problem: Problem, goal: Goal) -> Puzzle {
        let position = Position::start(problem.queue());
        Puzzle {
            problem,
            goal,
            position,
            moves: Vec::new(),
            last: None,
        }
    }

    /// Rebuilds a puzzle from its stored moves (each must still be legal).
    pub fn replay(problem: Problem, goal: Goal, moves: &[String]) -> Result<Puzzle, String> {
        let mut p = Puzzle::new(problem, goal);
        for (i, text) in moves.iter().enumerate() {
            let m = notation::read_one(&p.position, text).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
            p.play(&m).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        }
        Ok(p)
    }

    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    pub fn is_solved(&self) -> bool {
        self.position.is_solved(self.goal)
    }

    /// Plays one legal move (checked again here); returns its notation.
    pub fn play(&mut self, m: &Move) -> Result<String, String> {
        if self.is_solved() {
            return Err("the puzzle is solved already: start another with /puzzle".into());
        }
        let text = notation::notation(&self.position, m);
        let mover = self.position.mover(m);
        self.position.apply(m)?;
        self.moves.push(text.clone());
        self.last = Some(mover);
        Ok(text)
    }

    /// Plays the moves typed in one line, in order, stopping at the first
    /// that cannot be read or is not allowed.
    pub fn play_line(&mut self, text: &str) -> LineResult {
        let (typed, unreadable) = notation::parse_moves(text);
        let mut out = LineResult::default();
        for (i, t) in typed.iter().enumerate() {
            if self.is_solved() {
                out.ignored = typed.len() - i;
                return out;
            }
            let played = notation::resolve(&self.position, &t.typed).and_then(|m| self.play(&m));
            match played {
                Ok(n) => out.applied.push(n),
                Err(why) => {
                    out.refused = Some((t.text.clone(), why));
                    return out;
                }
            }
        }
        if let Some(e) = unreadable {
            if self.is_solved() {
                out.ignored += 1;
            } else {
                out.refused = Some((e.text, e.error.0));
            }
        }
        out
    }

    /// Takes back the last move; returns its notation.
    pub fn undo(&mut self) -> Option<String> {
        let mut moves = self.moves.clone();
        let last = moves.pop()?;
        // Moves were legal when played, so replaying all but the last works.
        *self = Puzzle::replay(self.problem.clone(), self.goal, &moves).ok()?;
        Some(last)
    }

    /// Back to the start position.
    pub fn reset(&mut self) {
        *self = Puzzle::new(self.problem.clone(), self.goal);
    }

    /// Every legal move now, with its notation and a description.
    pub fn legal(&self) -> Vec<LegalAction> {
        if self.is_solved() {
            return Vec::new();
        }
        self.position
            .legal_moves()
            .iter()
            .map(|m| LegalAction {
                notation: notation::notation(&self.position, m),
                description: notation::describe(&self.position, m),
            })
            .collect()
    }

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
            let against = match info.shortest {
                Some(s) if s == moves => " (a shortest solution)".to_string(),
                Some(s) => format!(" (the shortest takes {s})"),
                None => String::new(),
            };
            notes.push(format!("Solved in {}{against}.", plural(moves as i64, "move", "moves")));
        } else if let Some(next) = self.position.next() {
            notes.push(format!(
                "Next to add: {}-{}. Add it with its numbers, H or V and the column and row of its left or top cell (e.g. {}{}V21); slide with the numbers and L, R, U or D (e.g. 36D).",
                next.top, next.bottom, next.top, next.bottom
            ));
        } else {
            notes.push("Every domino is on the board: now slide them into one solid rectangle.".to_string());
        }
        if info.hints > 0 {
            notes.push(format!("Hints used: {}.", info.hints));
        }
        GameView {
            title: info.title.clone(),
            seats: vec![SeatView {
                role: format!("goal: {}", self.goal.describe()),
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
            notes: notes.into_iter().map(Into::into).collect(),
            private: None,
            finished: false,
        }
    }
}

#[cfg(test)]
mod tests;
