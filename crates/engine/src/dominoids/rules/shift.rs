//! Shifting the board with an ace: the tile row or tile column of that
//! suit's pawn moves one tile along, the tile falling off one end coming
//! back in at the other, carrying everything on it.

use super::Refusal;
use super::board::{Board, Line, SIZE, Suit, TILE};
use crate::common::grid::{Cell, Dir};

/// The line an ace of `suit` shifts in direction `dir`: the pawn's tile row
/// for left and right, its tile column for up and down.
pub fn line_for(board: &Board, suit: Suit, dir: Dir) -> Line {
    let (row, column) = Board::lines_of(board.pawn(suit));
    match dir {
        Dir::E | Dir::W => row,
        Dir::N | Dir::S => column,
    }
}

/// Where a square of `line` goes when the line shifts one tile towards `dir`.
pub fn moved(line: Line, dir: Dir, c: Cell) -> Cell {
    if !line.contains(c) {
        return c;
    }
    let (dx, dy) = dir.offset();
    Cell::new((c.x + dx * TILE).rem_euclid(SIZE), (c.y + dy * TILE).rem_euclid(SIZE))
}

/// Why the shift cannot be made, if it cannot: a Dominoid lying half in
/// the line, or one that the wrapping tile would tear in two.
pub fn problem(board: &Board, suit: Suit, dir: Dir) -> Option<Refusal> {
    let line = line_for(board, suit, dir);
    for d in &board.dominoids {
        let [a, b] = d.cells();
        match (line.contains(a), line.contains(b)) {
            (true, false) | (false, true) => {
                return Some(Refusal::Straddles {
                    tile: d.tile(),
                    cells: [a, b],
                    line,
                });
            }
            (true, true) if !moved(line, dir, a).is_adjacent(moved(line, dir, b)) => {
                return Some(Refusal::WouldTear {
                    tile: d.tile(),
                    cells: [a, b],
                });
            }
            _ => {}
        }
    }
    None
}

/// The directions the ace of `suit` can shift in.
pub fn shifts(board: &Board, suit: Suit) -> Vec<Dir> {
    [Dir::N, Dir::E, Dir::S, Dir::W]
        .into_iter()
        .filter(|&d| problem(board, suit, d).is_none())
        .collect()
}

/// Shifts the line (the caller checked [`problem`]).
pub fn apply(board: &mut Board, suit: Suit, dir: Dir) -> Line {
    let line = line_for(board, suit, dir);
    for p in board.pawns.iter_mut() {
        *p = moved(line, dir, *p);
    }
    for coin in board.coins.iter_mut() {
        coin.at = moved(line, dir, coin.at);
    }
    for d in board.dominoids.iter_mut() {
        *d = d.mapped(|c| moved(line, dir, c));
    }
    line
}

/// "right", "left", "up", "down".
pub fn dir_word(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "up",
        Dir::E => "right",
        Dir::S => "down",
        Dir::W => "left",
    }
}
