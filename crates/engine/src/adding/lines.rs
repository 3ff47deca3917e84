//! What a puzzle's view says (`view-adding-*` in `views.ftl`): the notes
//! under its board and its seat's goal, each built in one place for the
//! view and the samples the bot's tests word in every language.

use super::rules::Goal;
use crate::event::{Line, counted, shown};
use crate::said;

/// "Solved in 5 moves." with how that compares with a shortest solution,
/// when one is known.
pub(crate) fn solved(moves: usize, shortest: Option<usize>) -> Line {
    let shortest_now = shortest == Some(moves);
    let moves = counted(i64::try_from(moves).unwrap_or(i64::MAX), "move", "moves");
    match shortest {
        Some(_) if shortest_now => {
            said!("view-adding-solved-shortest", "Solved in ", moves => moves, " (a shortest solution).")
        }
        Some(s) => said!(
            "view-adding-solved-longer",
            "Solved in ", moves => moves, " (the shortest takes ", s => shortest, ")."
        ),
        None => said!("view-adding-solved", "Solved in ", moves => moves, "."),
    }
}

/// How to add the next domino of the queue, `top`-`bottom`, or slide.
pub(crate) fn next(top: u8, bottom: u8) -> Line {
    said!(
        "view-adding-next",
        "Next to add: ", shown(format!("{top}-{bottom}")) => tile,
        ". Add it with its numbers, H or V and the column and row of its left or top cell (e.g. ",
        shown(format!("{top}{bottom}V21")) => example,
        "); slide with the numbers and L, R, U or D (e.g. 36D)."
    )
}

pub(crate) fn all_added() -> Line {
    said!(
        "view-adding-all-added",
        "Every domino is on the board: now slide them into one solid rectangle."
    )
}

pub(crate) fn hints(used: u32) -> Line {
    said!("view-adding-hints", "Hints used: ", used => hints, ".")
}

/// The seat's role: what the puzzle asks.
pub(crate) fn goal(goal: Goal) -> Line {
    match goal {
        Goal::AllAdded => said!("view-adding-goal-all-added", "goal: add every domino"),
        Goal::Rectangle => said!(
            "view-adding-goal-rectangle",
            "goal: add every domino, ending as one solid rectangle"
        ),
    }
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (solved(5, Some(5)), "Solved in 5 moves (a shortest solution)."),
        (solved(1, Some(1)), "Solved in 1 move (a shortest solution)."),
        (solved(7, Some(5)), "Solved in 7 moves (the shortest takes 5)."),
        (solved(7, None), "Solved in 7 moves."),
        (
            next(3, 6),
            "Next to add: 3-6. Add it with its numbers, H or V and the column and row of its left or top cell (e.g. 36V21); slide with the numbers and L, R, U or D (e.g. 36D).",
        ),
        (
            all_added(),
            "Every domino is on the board: now slide them into one solid rectangle.",
        ),
        (hints(2), "Hints used: 2."),
        (goal(Goal::AllAdded), "goal: add every domino"),
        (
            goal(Goal::Rectangle),
            "goal: add every domino, ending as one solid rectangle",
        ),
    ]
}
