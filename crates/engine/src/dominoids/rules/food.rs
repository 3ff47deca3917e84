//! Replacing food at the end of a turn: every suit with no coin on the
//! board gets the top coin of its stack, face down, on an open square next
//! to its pawn. A suit with no open square waits for a later turn; a suit
//! whose stack is empty is never replaced again.

use super::Refusal;
use super::board::{Board, Coin, Suit};
use crate::common::grid::Cell;

/// Suits with no coin on the board and coins left in their stack.
pub fn missing(board: &Board, stacks: &[Vec<u8>; 4]) -> Vec<Suit> {
    Suit::ALL
        .into_iter()
        .filter(|s| !stacks[s.index()].is_empty() && !board.coins.iter().any(|c| c.suit == *s))
        .collect()
}

/// Every (suit, square) a missing coin may go to now.
pub fn choices(board: &Board, stacks: &[Vec<u8>; 4]) -> Vec<(Suit, Cell)> {
    missing(board, stacks)
        .into_iter()
        .flat_map(|s| board.open_neighbours(board.pawn(s)).into_iter().map(move |c| (s, c)))
        .collect()
}

/// A placement with nothing to decide: a suit whose coin has exactly one
/// open square that no other missing suit could use either.
pub fn forced(board: &Board, stacks: &[Vec<u8>; 4]) -> Option<(Suit, Cell)> {
    let all = choices(board, stacks);
    if all.len() == 1 {
        return all.first().copied();
    }
    missing(board, stacks).into_iter().find_map(|s| {
        let mine: Vec<Cell> = all.iter().filter(|(t, _)| *t == s).map(|(_, c)| *c).collect();
        match mine.as_slice() {
            [only] if !all.iter().any(|(t, c)| *t != s && c == only) => Some((s, *only)),
            _ => None,
        }
    })
}

/// Why a coin of `suit` may not go on `at`, when that is not a choice.
pub fn problem(board: &Board, stacks: &[Vec<u8>; 4], suit: Suit, at: Cell) -> Refusal {
    if !missing(board, stacks).contains(&suit) {
        Refusal::NoFoodDue(suit)
    } else {
        Refusal::FoodAwayFromPawn {
            suit,
            pawn: board.pawn(suit),
            at,
        }
    }
}

/// Puts the top coin of `suit` face down on `at` (the caller checked it).
pub fn place(board: &mut Board, stacks: &mut [Vec<u8>; 4], suit: Suit, at: Cell) {
    if let Some(value) = stacks[suit.index()].pop() {
        board.coins.push(Coin {
            at,
            suit,
            value,
            face_up: false,
        });
    }
}

/// Missing suits whose pawn has no open square beside it.
pub fn waiting(board: &Board, stacks: &[Vec<u8>; 4]) -> Vec<Suit> {
    missing(board, stacks)
        .into_iter()
        .filter(|s| board.open_neighbours(board.pawn(*s)).is_empty())
        .collect()
}
