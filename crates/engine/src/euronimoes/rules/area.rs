//! One player's own playing area: dominoes on an open grid (the first
//! covers 0,0), edge-connected, with the column rule on the table and
//! stacking on top of two different dominoes of the same level.
//!
//! The column rule: numbers next to each other in a column (x) differ by
//! exactly one, and a column's unbroken stretch of numbers never changes
//! direction, so it is a run such as 5-4-3-2 that can only grow to 6-5-4-3-2
//! or 5-4-3-2-1. Only first-level numbers count; stacked dominoes match the
//! numbers beneath them anyway.

use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::stacks::{self, Stacks};
use crate::common::tiles::Tile;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Why a domino may not go where it was put in one's own area; the text
/// is the player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Misfit {
    /// The first domino must cover 0,0.
    #[error("your first domino covers 0,0 so that your squares keep their names; try `{a}-{b} 0,0 E`")]
    AwayFromOrigin { a: u8, b: u8 },
    /// Both squares are empty and neither shares an edge with the area.
    #[error(
        "not connected to your dominoes: {0} and {1} share no edge with any of them (touching at a corner does not count)"
    )]
    Detached(Cell, Cell),
    #[error(
        "{covered} is covered and {empty} is not: a domino lies either on the table (both squares empty) or on top of two dominoes (both squares covered)"
    )]
    HalfCovered { covered: Cell, empty: Cell },
    /// The two stacks beneath are not equally high.
    #[error(
        "a stacked domino must rest on two stacks of the same level: {} is at level {} and {} at level {}",
        .cells[0], .heights[0], .cells[1], .heights[1]
    )]
    Uneven { cells: [Cell; 2], heights: [u8; 2] },
    /// Both halves would rest on the two halves of one domino.
    #[error("a stacked domino must rest on two different dominoes: {0} and {1} are the two halves of one domino")]
    OneTile(Cell, Cell),
    /// A number (on `cell`) differs from the number beneath it; `fits`
    /// is the only domino that fits there.
    #[error(
        "the {number} would rest on a {beneath} (on {cell}): each number of a stacked domino must match the number beneath it, so only {}-{} fits there",
        .fits[0], .fits[1]
    )]
    Mismatch {
        number: u8,
        beneath: u8,
        cell: Cell,
        fits: [u8; 2],
    },
    /// An upright domino whose two numbers are not one apart.
    #[error(
        "{a}-{b} cannot stand upright: its {upper} and {lower} would be next to each other in column {x}, and numbers in a column must differ by exactly one; only 0-1, 1-2, 2-3, 3-4, 4-5 and 5-6 can stand{}",
        no_wrap(*.upper, *.lower)
    )]
    CannotStand { a: u8, b: u8, upper: u8, lower: u8, x: i32 },
    /// A new number next to one in its column that is not one apart.
    #[error(
        "a {number} {side} the {next_to} in column {x}: numbers next to each other in a column must differ by exactly one ({number} next to {next_to}){}",
        no_wrap(*.number, *.next_to)
    )]
    NotOneApart {
        number: u8,
        side: Side,
        next_to: u8,
        x: i32,
    },
    /// A new number at one end of a run that would turn it back; `fits`
    /// is the number that would continue the run there, if any.
    #[error(
        "a {number} {side} the {near} would reverse the run {} in column {x}: a run keeps going up or keeps going down ({})",
        dashed(.run), instead(*.side, *.near, *.fits)
    )]
    Reverses {
        number: u8,
        side: Side,
        near: u8,
        run: Vec<u8>,
        x: i32,
        fits: Option<u8>,
    },
    /// A stretch of a column, top to bottom, that changes direction at
    /// `number` on `x`,`y`.
    #[error(
        "column {x} would read {} from top to bottom, turning back at the {number} on {x},{y}: a run keeps going up or keeps going down",
        dashed(.column)
    )]
    TurnsBack {
        x: i32,
        column: Vec<u8>,
        number: u8,
        y: i32,
    },
}

/// Where a number goes in its column, next to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Above,
    Below,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::Above => "above",
            Side::Below => "below",
        })
    }
}

impl From<stacks::Misfit> for Misfit {
    fn from(misfit: stacks::Misfit) -> Misfit {
        match misfit {
            stacks::Misfit::Detached { cells: [c1, c2] } => Misfit::Detached(c1, c2),
            stacks::Misfit::HalfCovered { covered, cells } => {
                let empty = if cells[0] == covered { cells[1] } else { cells[0] };
                Misfit::HalfCovered { covered, empty }
            }
            stacks::Misfit::Uneven { cells, heights } => Misfit::Uneven { cells, heights },
            stacks::Misfit::OneTile { cells: [c1, c2] } => Misfit::OneTile(c1, c2),
            stacks::Misfit::Mismatch {
                cells,
                numbers,
                beneath,
            } => {
                let i = usize::from(numbers[0] == beneath[0]);
                Misfit::Mismatch {
                    number: numbers[i],
                    beneath: beneath[i],
                    cell: cells[i],
                    fits: beneath,
                }
            }
        }
    }
}

/// Why a 0 and a 6 may not meet, when they would.
fn no_wrap(a: u8, b: u8) -> &'static str {
    if a.min(b) == 0 && a.max(b) == 6 {
        " (runs do not wrap around: only a 1 goes next to a 0, only a 5 next to a 6)"
    } else {
        ""
    }
}

/// "5-4-3-2".
fn dashed(numbers: &[u8]) -> String {
    numbers.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// What could go next to `near` instead of a reversing number.
fn instead(side: Side, near: u8, fits: Option<u8>) -> String {
    match fits {
        Some(fits) => format!("only a {fits} can go {side} the {near}"),
        None => format!("the run already ends at {near}, so nothing can go {side} it"),
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Area {
    stacks: Stacks,
}

/// One cell of a column stretch, read from top to bottom.
#[derive(Clone, Copy, Debug)]
struct Spot {
    y: i32,
    number: u8,
    new: bool,
}

impl Area {
    pub fn is_empty(&self) -> bool {
        self.stacks.is_empty()
    }

    pub fn placements(&self) -> &[(Placement, u8)] {
        self.stacks.placements()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.stacks.tiles()
    }

    /// The level `p` would land on, or why it may not go there.
    pub fn check(&self, p: &Placement) -> Result<u8, Misfit> {
        if self.is_empty() {
            if p.at != Cell::ORIGIN && p.second() != Cell::ORIGIN {
                return Err(Misfit::AwayFromOrigin { a: p.a, b: p.b });
            }
            return self.column_problem(p).map_or(Ok(1), Err);
        }
        match self.stacks.check(p) {
            Ok(1) => self.column_problem(p).map_or(Ok(1), Err),
            Ok(level) => Ok(level),
            Err(misfit) => Err(misfit.into()),
        }
    }

    /// Puts `p` down on `level` (callers check first).
    pub fn put(&mut self, p: Placement, level: u8) {
        self.stacks.put(p, level);
    }

    /// Every legal placement of `tile`, on the table and on top, in a
    /// stable order.
    pub fn placements_of(&self, tile: Tile) -> Vec<Placement> {
        let mut out: Vec<Placement> = if self.is_empty() {
            let orders: &[(u8, u8)] = if tile.is_double() {
                &[(tile.lo, tile.hi)]
            } else {
                &[(tile.lo, tile.hi), (tile.hi, tile.lo)]
            };
            let mut first = Vec::new();
            for at in [Cell::ORIGIN, Cell::new(-1, 0), Cell::new(0, -1)] {
                for dir in [Dir::E, Dir::N] {
                    for &(a, b) in orders {
                        let p = Placement::new(at, dir, a, b);
                        if (p.at == Cell::ORIGIN || p.second() == Cell::ORIGIN) && !first.contains(&p) {
                            first.push(p);
                        }
                    }
                }
            }
            first
        } else {
            self.stacks.expansions_of(tile)
        };
        out.retain(|p| self.column_problem(p).is_none());
        out.extend(self.stacks.climbs_of(tile));
        out
    }

    /// The number on the table at `cell`, or the number `p` would put there.
    fn ground_with(&self, p: &Placement, cell: Cell) -> Option<(u8, bool)> {
        p.cells()
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|&(_, n)| (n, true))
            .or_else(|| self.stacks.ground().get(&cell).map(|&n| (n, false)))
    }

    /// Why the first-level placement `p` breaks the column rule, if it does.
    fn column_problem(&self, p: &Placement) -> Option<Misfit> {
        let mut columns: Vec<i32> = p.cells().iter().map(|(c, _)| c.x).collect();
        columns.dedup();
        columns.into_iter().find_map(|x| self.column_problem_in(p, x))
    }

    fn column_problem_in(&self, p: &Placement, x: i32) -> Option<Misfit> {
        let ys: Vec<i32> = p.cells().iter().filter(|(c, _)| c.x == x).map(|(c, _)| c.y).collect();
        let (lo, hi) = (*ys.iter().min()?, *ys.iter().max()?);
        // The unbroken stretch through the new numbers, from top to bottom.
        let mut top = hi;
        while self.ground_with(p, Cell::new(x, top + 1)).is_some() {
            top += 1;
        }
        let mut bottom = lo;
        while self.ground_with(p, Cell::new(x, bottom - 1)).is_some() {
            bottom -= 1;
        }
        let stretch: Vec<Spot> = (bottom..=top)
            .rev()
            .filter_map(|y| {
                self.ground_with(p, Cell::new(x, y))
                    .map(|(number, new)| Spot { y, number, new })
            })
            .collect();
        for w in stretch.windows(2) {
            let (upper, lower) = (w[0], w[1]);
            if upper.number.abs_diff(lower.number) != 1 {
                return Some(not_one_apart(p, x, upper, lower));
            }
        }
        let steps: Vec<i8> = stretch
            .windows(2)
            .map(|w| if w[0].number > w[1].number { 1 } else { -1 })
            .collect();
        if steps.windows(2).all(|s| s[0] == s[1]) {
            return None;
        }
        Some(reversal(x, &stretch))
    }

    /// Each column's maximal vertical runs of first-level numbers, every
    /// run from bottom to top, columns from left to right.
    pub fn runs(&self) -> BTreeMap<i32, Vec<Vec<u8>>> {
        let mut cells: Vec<(i32, i32, u8)> = self.stacks.ground().iter().map(|(c, &n)| (c.x, c.y, n)).collect();
        cells.sort();
        let mut out: BTreeMap<i32, Vec<Vec<u8>>> = BTreeMap::new();
        let mut prev: Option<(i32, i32)> = None;
        for (x, y, n) in cells {
            let column = out.entry(x).or_default();
            match (prev, column.last_mut()) {
                (Some((px, py)), Some(run)) if px == x && py + 1 == y => run.push(n),
                _ => column.push(vec![n]),
            }
            prev = Some((x, y));
        }
        out
    }
}

/// Two neighbours in a column that are not one apart.
fn not_one_apart(p: &Placement, x: i32, upper: Spot, lower: Spot) -> Misfit {
    let (u, l) = (upper.number, lower.number);
    match (upper.new, lower.new) {
        (true, true) => Misfit::CannotStand {
            a: p.a,
            b: p.b,
            upper: u,
            lower: l,
            x,
        },
        (true, false) => Misfit::NotOneApart {
            number: u,
            side: Side::Above,
            next_to: l,
            x,
        },
        _ => Misfit::NotOneApart {
            number: l,
            side: Side::Below,
            next_to: u,
            x,
        },
    }
}

fn numbers(spots: &[Spot]) -> Vec<u8> {
    spots.iter().map(|s| s.number).collect()
}

/// A stretch whose numbers are one apart but change direction.
fn reversal(x: i32, stretch: &[Spot]) -> Misfit {
    let new: Vec<usize> = (0..stretch.len()).filter(|&i| stretch[i].new).collect();
    // One new number at one end of an old run: say which number would
    // continue that run instead.
    if let [i] = new[..] {
        let end = if i == 0 {
            Some((&stretch[1..], Side::Above))
        } else if i + 1 == stretch.len() {
            Some((&stretch[..i], Side::Below))
        } else {
            None
        };
        if let Some((run, side)) = end.filter(|(run, _)| run.len() >= 2) {
            let (near, next) = match side {
                Side::Above => (run[0].number, run[1].number),
                Side::Below => (run[run.len() - 1].number, run[run.len() - 2].number),
            };
            let fits = i16::from(near) * 2 - i16::from(next);
            return Misfit::Reverses {
                number: stretch[i].number,
                side,
                near,
                run: numbers(run),
                x,
                fits: u8::try_from(fits).ok().filter(|n| *n <= 6),
            };
        }
    }
    let turn = stretch
        .windows(3)
        .position(|w| (w[0].number > w[1].number) != (w[1].number > w[2].number))
        .map_or(stretch[0], |k| stretch[k + 1]);
    Misfit::TurnsBack {
        x,
        column: numbers(stretch),
        number: turn.number,
        y: turn.y,
    }
}
