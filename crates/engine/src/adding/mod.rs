//! Adding Donimoes (seed 004): a puzzle for one. The first two dominoes of
//! a queue start on the board; each move either adds the next queued
//! domino where it makes two equal neighbour pairs, or slides a placed
//! domino one cell along its length so that it ends with a pair adding up
//! to six or two equal pairs, the group staying connected. The puzzle is
//! solved when the queue is empty (goal `rectangle`: and the dominoes fill
//! a rectangle).
//!
//! It is not a seated [`crate::Game`]: nobody takes turns and
//! nothing is hidden, so the service drives a [`Puzzle`] directly through
//! `/puzzle`. Modules: [`board`] (cells, the frame), [`rules`] (what may
//! move, with the typed [`Refusal`]), [`notation`] (the seed's `36D` and
//! `23V21`, with the typed [`NotationError`]), [`view`] (the picture's
//! data), [`bot`] (hints), [`solver`] (shortest solutions), [`generator`]
//! (new graded problems), [`problems`] (the shipped problems and custom
//! queues, with the typed [`QueueError`]).

pub mod board;
pub mod bot;
pub mod generator;
pub(crate) mod lines;
pub mod notation;
mod phrases;
pub mod problems;
pub mod rules;
pub mod solver;
#[cfg(test)]
mod testkit;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
pub mod view;

pub use board::Domino;
pub use bot::Hint;
pub use notation::{MoveError, NotationError};
pub use problems::{Problem, QueueError};
pub use rules::{Goal, Move, Position, Refusal};
pub use view::ViewInfo;

use super::LegalAction;

use crate::record::{GameRecord, HardBudget, Seats};

/// Adding Donimoes, a puzzle for one: listed with the games, played with
/// `/puzzle`, so it has no engine for a table.
pub const RECORD: GameRecord = GameRecord {
    id: "adding",
    name: "Adding Donimoes",
    seats: Seats::new(1, 1, 1),
    variants: &[],
    typing: "a domino (`15`) or a direction (`H`, `D`)",
    rules: include_str!("../../../../docs/rules/adding.md"),
    engine: None,
    hard: HardBudget::NONE,
    group_of: notation::group_of,
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

/// A stored move that no longer replays: which (from 1), as stored, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({text}): {why}")]
pub struct ReplayError {
    pub number: usize,
    pub text: String,
    pub why: MoveError,
}

/// What one line of `/move` did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineResult {
    /// Canonical notation of each move played, in order.
    pub applied: Vec<String>,
    /// The first move that was not played, as typed, and why.
    pub refused: Option<(String, MoveError)>,
    /// Moves typed after the puzzle was solved, which were not played.
    pub ignored: usize,
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
    pub fn replay(problem: Problem, goal: Goal, moves: &[String]) -> Result<Puzzle, ReplayError> {
        let mut p = Puzzle::new(problem, goal);
        for (i, text) in moves.iter().enumerate() {
            let failed = |why: MoveError| ReplayError {
                number: i + 1,
                text: text.clone(),
                why,
            };
            let m = notation::read_one(&p.position, text).map_err(failed)?;
            p.play(&m).map_err(|e| failed(e.into()))?;
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
    pub fn play(&mut self, m: &Move) -> Result<String, Refusal> {
        if self.is_solved() {
            return Err(Refusal::Solved);
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
                    out.refused = Some((t.text.clone(), MoveError::from(why)));
                    return out;
                }
            }
        }
        if let Some(e) = unreadable {
            if self.is_solved() {
                out.ignored += 1;
            } else {
                out.refused = Some((e.text, MoveError::from(e.error)));
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
        let frame = self.position.frame();
        let mut after = Vec::new();
        self.position
            .legal_moves()
            .iter()
            .map(|m| {
                // Where the domino lies after the move, in the picture's
                // grid, lower number first as the picker groups it.
                self.position.placements_after(m, &mut after);
                let action = LegalAction {
                    face: notation::face(&self.position, m),
                    ..LegalAction::unplaced(
                        notation::notation(&self.position, m),
                        notation::describe(&self.position, m),
                    )
                };
                let Some(moved) = after.get(self.position.mover(m)) else {
                    return action;
                };
                let at = |c| crate::view::AddingView::grid_cell(frame.col(c).max(0) as u32, frame.row(c).max(0) as u32);
                LegalAction {
                    cells: moved.marked_cells().into_iter().map(at).collect(),
                    numbers: moved.marked_numbers(),
                    ..action
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
