//! Building positions for tests from pictures drawn the way the rule text
//! draws them: numbers on every other line, two characters apart; a
//! character between two numbers joins them into a domino (`|` or `-` for
//! a domino on the board, `+` for one just added, `v` or `^` for one just
//! slid, `*` for one that does not fit).

use super::board::Domino;
use super::rules::Position;
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;

/// Every domino in the picture, with the character that joins its halves.
/// Row 0 is the top line; cells are `x = column`, `y = -row`.
pub fn dominoes(picture: &[&str]) -> Vec<(Placement, char)> {
    let at = |line: usize, col: usize| picture.get(line).and_then(|l| l.chars().nth(col)).unwrap_or(' ');
    let digit = |line: usize, col: usize| at(line, col).to_digit(10).map(|d| d as u8);
    let mut out = Vec::new();
    for line in (0..picture.len()).step_by(2) {
        let r = (line / 2) as i32;
        for col in (0..picture[line].len()).step_by(2) {
            let c = (col / 2) as i32;
            let Some(n) = digit(line, col) else { continue };
            let across = at(line, col + 1);
            if across != ' '
                && let Some(m) = digit(line, col + 2)
            {
                out.push((Placement::new(Cell::new(c, -r), Dir::E, n, m), across));
            }
            let down = at(line + 1, col);
            if down != ' '
                && let Some(m) = digit(line + 2, col)
            {
                out.push((Placement::new(Cell::new(c, -r), Dir::S, n, m), down));
            }
        }
    }
    out
}

/// The position with `queue`, where each queued domino found in the
/// picture (except those joined by a character in `leave_out`) lies as
/// drawn. The dominoes on the board must be the first ones of the queue.
pub fn position(picture: &[&str], queue: &[(u8, u8)], leave_out: &str) -> Position {
    let found = dominoes(picture);
    let queue: Vec<Domino> = queue.iter().map(|&(t, b)| Domino::new(t, b)).collect();
    let mut placed = Vec::new();
    for d in &queue {
        match found
            .iter()
            .find(|(p, mark)| p.tile() == Tile::new(d.top, d.bottom) && !leave_out.contains(*mark))
        {
            Some((p, _)) => placed.push(*p),
            None => break,
        }
    }
    Position::from_parts(queue, placed)
}
