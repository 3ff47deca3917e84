//! Where each action lands on the droplet, for the move picker (issue 53:
//! "see it, tap it"): the squares ([`Game::cells`]) a label is drawn on,
//! and the numbers ([`Game::numbers`]) those squares show once the action
//! is done, from which [`DominoidsView::after`] draws the confirmation.
//!
//! Squares are the board's own `Cell`s (x = file, y = rank), which the
//! renderer places on its gapped layout. The first square is the one the
//! label sits on, the second the one its pointer shows:
//!
//! | action | squares | numbers |
//! |---|---|---|
//! | slide, turn | the Dominoid's new squares, the leading end first | its numbers there |
//! | bud | the parent's squares (named square first) | its numbers (it stays) |
//! | breed | the partner's squares (touching end first) | its numbers (it stays) |
//! | attack | the victim's squares (touching end first) | none: it leaves |
//! | eat | the coin's square | none: the coin leaves |
//! | food | the coin's square, then its pawn's | none: no domino |
//! | a child | its squares, in its order | its numbers |
//!
//! Dice, shifts and passes have no square: they stay menu entries.
//!
//! [`Game::cells`]: crate::Game::cells
//! [`Game::numbers`]: crate::Game::numbers
//! [`DominoidsView::after`]: super::DominoidsView::after

use super::rules::board::Dominoid;
use super::rules::effects::Effect;
use super::rules::movement;
use super::{Action, Dominoids};
use crate::common::grid::Cell;

/// The Dominoid the action leaves on the board, with the square named
/// first: a slid or turned one, a parent, a partner or a victim.
fn dominoid_after(game: &Dominoids, action: &Action) -> Option<(Dominoid, Cell)> {
    let on = |c: Cell| game.board.dominoid_at(c).copied();
    match *action {
        Action::Slide { from, to, .. } => Some((movement::slid(&on(from)?, from, to), to)),
        Action::Rotate { from, to, .. } => Some((movement::turned(&on(from)?, from, to), to)),
        Action::Bud { parent, .. } => Some((on(parent)?, parent)),
        Action::Effect(Effect::Attack(c) | Effect::Breed(c)) => Some((on(c)?, c)),
        _ => None,
    }
}

/// The squares of `d`, `first` first.
fn from_first(d: &Dominoid, first: Cell) -> Vec<Cell> {
    let [a, b] = d.cells();
    if b == first { vec![b, a] } else { vec![a, b] }
}

/// The squares `action` lands on (see the table above); empty for a die
/// taken, a shift or a pass.
pub(super) fn cells(game: &Dominoids, action: &Action) -> Vec<Cell> {
    if let Some((d, first)) = dominoid_after(game, action) {
        return from_first(&d, first);
    }
    match *action {
        Action::Effect(Effect::Eat(at)) => vec![at],
        Action::Food { suit, at } => vec![at, game.board.pawn(suit)],
        Action::Child(d) => d.cells().to_vec(),
        _ => Vec::new(),
    }
}

/// The numbers [`cells`] show once `action` is done: a Dominoid's where
/// one lies there (moved, born, or staying as parent or partner); none
/// where the action leaves no domino there (an attack, eating, food).
pub(super) fn numbers(game: &Dominoids, action: &Action) -> Vec<u8> {
    if let Action::Effect(Effect::Attack(_)) = action {
        return Vec::new();
    }
    let (d, first) = match (dominoid_after(game, action), action) {
        (Some(found), _) => found,
        (None, Action::Child(d)) => (*d, d.ends()[0].at),
        _ => return Vec::new(),
    };
    from_first(&d, first)
        .into_iter()
        .filter_map(|c| d.end_at(c).map(|e| e.value))
        .collect()
}

/// What an action plays, for the picker's first menu: the die, or the
/// decision's verb (as [`crate::record::first_word`]), except a child,
/// which is its domino (`child 3-5`), so that a place holds one domino and
/// its confirmation draws it.
pub fn group_of(notation: &str) -> String {
    let mut words = notation.split_whitespace();
    match (words.next(), words.next()) {
        (Some("child"), Some(tile)) => format!("child {}", crate::record::first_word(tile)),
        _ => crate::record::first_word(notation),
    }
}

#[cfg(test)]
mod tests;
