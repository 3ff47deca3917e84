//! Moving a Dominoid with a number die: a slide along its length towards
//! its leading end, or a quarter turn of the leading end around the other.
//! Either way the leading end's number must be below the die.
//!
//! The checks return small fault values and make them a [`Refusal`] only
//! when a player is told: listing the legal moves (which the computer
//! players do thousands of times a decision) then looks up nothing more.

use super::Refusal;
use super::board::{Board, Dominoid, End, on_board};
use crate::common::grid::{Cell, Dir};

/// Why a move led by the end on some square is refused, before it is put
/// into words.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fault {
    NoDominoid,
    Broken(Dominoid),
    OffBoard(Dominoid, End),
    /// Blocked at once by whatever lies on this square.
    BlockedAtOnce(Dominoid, End, Cell),
    /// A quarter turn cannot reach this square from the other end.
    NotBeside(End, End, Cell),
    TurnOffBoard(Dominoid),
    /// The turn onto the target is stopped by what lies on this square.
    TurnBlocked(Dominoid, Cell, Cell, Hindrance),
}

/// Where the thing that stops a turn lies.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Hindrance {
    /// On the square touching both the old and the new place of the end.
    InTheWay,
    /// On the target square itself.
    OnTarget,
}

impl Fault {
    /// The refusal a player reads, for a move led by the end on `lead`.
    fn refusal(self, board: &Board, lead: Cell) -> Refusal {
        match self {
            Fault::NoDominoid => Refusal::NoDominoid(lead),
            Fault::Broken(d) => Refusal::Broken {
                tile: d.tile(),
                at: lead,
            },
            Fault::OffBoard(d, l) => Refusal::SlidesOffBoard {
                tile: d.tile(),
                lead: l.value,
                at: lead,
            },
            Fault::BlockedAtOnce(d, l, next) => Refusal::BlockedAtOnce {
                tile: d.tile(),
                lead: l.value,
                at: lead,
                by: board.blocker(next),
            },
            Fault::NotBeside(l, t, target) => Refusal::NotBeside {
                lead: l.value,
                at: lead,
                pivot: t.at,
                target,
            },
            Fault::TurnOffBoard(d) => Refusal::TurnsOffBoard(d.tile()),
            Fault::TurnBlocked(d, target, c, Hindrance::InTheWay) => Refusal::TurnInTheWay {
                tile: d.tile(),
                target,
                by: board.blocker(c),
            },
            Fault::TurnBlocked(d, target, c, Hindrance::OnTarget) => Refusal::TargetTaken {
                tile: d.tile(),
                target,
                by: board.blocker(c),
            },
        }
    }
}

/// The Dominoid with an end on `lead`, that end and the other one.
fn parts(board: &Board, lead: Cell) -> Result<(Dominoid, End, End), Fault> {
    let d = board.dominoid_at(lead).copied().ok_or(Fault::NoDominoid)?;
    match (d.end_at(lead), d.other_end(lead)) {
        (Some(l), Some(t)) => Ok((d, l, t)),
        _ => Err(Fault::NoDominoid),
    }
}

/// The direction a slide led by `lead` goes: from the other end to it.
fn axis(lead: End, tail: End) -> Option<Dir> {
    tail.at.dir_to(lead.at)
}

/// Where the leading end stops when the Dominoid led by the end on `lead`
/// slides: as far as its number, or until the next square holds something.
/// Sliding over the edge is not allowed, and it must move at least one square.
pub fn slide_stop(board: &Board, lead: Cell) -> Result<Cell, Refusal> {
    slide_reach(board, lead).map_err(|f| f.refusal(board, lead))
}

/// [`slide_stop`] without the words.
fn slide_reach(board: &Board, lead: Cell) -> Result<Cell, Fault> {
    let (d, l, t) = parts(board, lead)?;
    let dir = axis(l, t).ok_or(Fault::Broken(d))?;
    let mut at = lead;
    for _ in 0..l.value {
        let next = at.step(dir);
        if !on_board(next) {
            return Err(Fault::OffBoard(d, l));
        }
        if board.at(next).is_some() {
            break;
        }
        at = next;
    }
    if at == lead {
        return Err(Fault::BlockedAtOnce(d, l, lead.step(dir)));
    }
    Ok(at)
}

/// Where the leading end on `lead` stops if it can slide.
pub fn slide_target(board: &Board, lead: Cell) -> Option<Cell> {
    slide_reach(board, lead).ok()
}

/// Why the leading end on `lead` cannot turn onto `target`, if it cannot.
pub fn rotation_problem(board: &Board, lead: Cell, target: Cell) -> Option<Refusal> {
    turn_fault(board, lead, target).map(|f| f.refusal(board, lead))
}

/// [`rotation_problem`] without the words.
fn turn_fault(board: &Board, lead: Cell, target: Cell) -> Option<Fault> {
    let (d, l, t) = match parts(board, lead) {
        Ok(p) => p,
        Err(e) => return Some(e),
    };
    let Some(side) =
        t.at.dir_to(target)
            .filter(|&s| axis(l, t).is_some_and(|a| a != s && a != s.opposite()))
    else {
        return Some(Fault::NotBeside(l, t, target));
    };
    if !on_board(target) {
        return Some(Fault::TurnOffBoard(d));
    }
    // The square touching both the old and the new place of the leading end.
    let between = lead.step(side);
    for (c, what) in [(between, Hindrance::InTheWay), (target, Hindrance::OnTarget)] {
        if board.at(c).is_some() {
            return Some(Fault::TurnBlocked(d, target, c, what));
        }
    }
    None
}

/// The squares the leading end on `lead` can turn onto.
pub fn rotations(board: &Board, lead: Cell) -> Vec<Cell> {
    let Ok((_, _, t)) = parts(board, lead) else {
        return Vec::new();
    };
    let mut out: Vec<Cell> = Dir::ALL
        .into_iter()
        .map(|d| t.at.step(d))
        .filter(|&c| c != lead && turn_fault(board, lead, c).is_none())
        .collect();
    out.sort();
    out
}

/// The Dominoid after a slide of its leading end from `lead` to `stop`.
pub fn slid(d: &Dominoid, lead: Cell, stop: Cell) -> Dominoid {
    let (dx, dy) = (stop.x - lead.x, stop.y - lead.y);
    d.mapped(|c| Cell::new(c.x + dx, c.y + dy))
}

/// The Dominoid after its leading end turned from `lead` to `target`.
pub fn turned(d: &Dominoid, lead: Cell, target: Cell) -> Dominoid {
    d.mapped(|c| if c == lead { target } else { c })
}

#[cfg(test)]
mod tests {
    use super::super::board::{Blocker, Coin, Suit};
    use super::*;
    use crate::common::tiles::Tile;

    fn dom(a: (i32, i32, u8), b: (i32, i32, u8)) -> Dominoid {
        Dominoid::new(
            End {
                at: Cell::new(a.0, a.1),
                value: a.2,
            },
            End {
                at: Cell::new(b.0, b.1),
                value: b.2,
            },
        )
    }

    fn board(dominoids: Vec<Dominoid>) -> Board {
        Board {
            pawns: [Cell::new(7, 7), Cell::new(7, 6), Cell::new(7, 5), Cell::new(7, 4)],
            coins: Vec::new(),
            dominoids,
        }
    }

    #[test]
    fn a_slide_goes_as_far_as_the_leading_number_and_stops_before_anything() {
        // 2-3 lying on c3 (2) - d3 (3): led by the 2 it goes left, by the 3 right.
        let mut b = board(vec![dom((2, 2, 2), (3, 2, 3))]);
        assert_eq!(slide_stop(&b, Cell::new(2, 2)), Ok(Cell::new(0, 2)));
        assert_eq!(slide_stop(&b, Cell::new(3, 2)), Ok(Cell::new(6, 2)));
        b.coins.push(Coin {
            at: Cell::new(5, 2),
            suit: Suit::Suns,
            value: 0,
            face_up: false,
        });
        assert_eq!(slide_stop(&b, Cell::new(3, 2)), Ok(Cell::new(4, 2)));
        b.coins[0].at = Cell::new(4, 2);
        assert_eq!(
            slide_stop(&b, Cell::new(3, 2)),
            Err(Refusal::BlockedAtOnce {
                tile: Tile::new(2, 3),
                lead: 3,
                at: Cell::new(3, 2),
                by: Blocker::Coin(Suit::Suns, Cell::new(4, 2)),
            })
        );
        // Led by the 3 from f3 it would need g3, h3 and a square beyond the edge.
        let b = board(vec![dom((4, 2, 2), (5, 2, 3))]);
        assert!(matches!(
            slide_stop(&b, Cell::new(5, 2)),
            Err(Refusal::SlidesOffBoard { lead: 3, .. })
        ));
    }

    #[test]
    fn a_turn_needs_the_target_and_the_square_between_free() {
        // 2-3 standing on d4 (2) over d3 (3); led by the 2 it turns to c3 or e3.
        let mut b = board(vec![dom((3, 3, 2), (3, 2, 3))]);
        assert_eq!(rotations(&b, Cell::new(3, 3)), vec![Cell::new(2, 2), Cell::new(4, 2)]);
        b.coins.push(Coin {
            at: Cell::new(4, 3),
            suit: Suit::Moons,
            value: 1,
            face_up: true,
        });
        // e4 lies between d4 and e3.
        assert_eq!(rotations(&b, Cell::new(3, 3)), vec![Cell::new(2, 2)]);
        let why = rotation_problem(&b, Cell::new(3, 3), Cell::new(4, 2));
        assert!(matches!(why, Some(Refusal::TurnInTheWay { .. })), "{why:?}");
        assert!(rotation_problem(&b, Cell::new(3, 3), Cell::new(3, 1)).is_some());
        // At the edge one side is off the board.
        let b = board(vec![dom((0, 3, 2), (0, 2, 3))]);
        assert_eq!(rotations(&b, Cell::new(0, 3)), vec![Cell::new(1, 2)]);
    }
}
