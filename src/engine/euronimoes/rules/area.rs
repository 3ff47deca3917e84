//! One player's own playing area: dominoes on an open grid (the first
//! covers 0,0), edge-connected, with the column rule on the table and
//! stacking on top of two different dominoes of the same level.
//!
//! The column rule: numbers next to each other in a column (x) differ by
//! exactly one, and a column's unbroken stretch of numbers never changes
//! direction, so it is a run such as 5-4-3-2 that can only grow to 6-5-4-3-2
//! or 5-4-3-2-1. Only first-level numbers count; stacked dominoes match the
//! numbers beneath them anyway.

use crate::engine::common::grid::{Cell, Dir};
use crate::engine::common::placement::Placement;
use crate::engine::common::stacks::{Misfit, Stacks};
use crate::engine::common::tiles::Tile;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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
    pub fn stacks(&self) -> &Stacks {
        &self.stacks
    }

    pub fn is_empty(&self) -> bool {
        self.stacks.is_empty()
    }

    pub fn placements(&self) -> &[(Placement, u8)] {
        self.stacks.placements()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.stacks.tiles()
    }

    /// The level `p` would land on, or why it may not go there, in words.
    pub fn check(&self, p: &Placement) -> Result<u8, String> {
        if self.is_empty() {
            if p.at != Cell::ORIGIN && p.second() != Cell::ORIGIN {
                return Err(format!(
                    "your first domino covers 0,0 so that your squares keep their names; try `{}-{} 0,0 E`",
                    p.a, p.b
                ));
            }
            return self.column_problem(p).map_or(Ok(1), Err);
        }
        match self.stacks.check(p) {
            Ok(1) => self.column_problem(p).map_or(Ok(1), Err),
            Ok(level) => Ok(level),
            Err(misfit) => Err(explain(misfit)),
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
    fn column_problem(&self, p: &Placement) -> Option<String> {
        let mut columns: Vec<i32> = p.cells().iter().map(|(c, _)| c.x).collect();
        columns.dedup();
        columns.into_iter().find_map(|x| self.column_problem_in(p, x))
    }

    fn column_problem_in(&self, p: &Placement, x: i32) -> Option<String> {
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

fn explain(misfit: Misfit) -> String {
    match misfit {
        Misfit::Detached { cells: [c1, c2] } => format!(
            "not connected to your dominoes: {c1} and {c2} share no edge with any of them (touching at a corner does not count)"
        ),
        Misfit::HalfCovered { covered, cells } => {
            let empty = if cells[0] == covered { cells[1] } else { cells[0] };
            format!(
                "{covered} is covered and {empty} is not: a domino lies either on the table (both squares empty) or on top of two dominoes (both squares covered)"
            )
        }
        Misfit::Uneven {
            cells: [c1, c2],
            heights: [h1, h2],
        } => format!(
            "a stacked domino must rest on two stacks of the same level: {c1} is at level {h1} and {c2} at level {h2}"
        ),
        Misfit::OneTile { cells: [c1, c2] } => format!(
            "a stacked domino must rest on two different dominoes: {c1} and {c2} are the two halves of one domino"
        ),
        Misfit::Mismatch {
            cells,
            numbers,
            beneath,
        } => {
            let i = usize::from(numbers[0] == beneath[0]);
            format!(
                "the {} would rest on a {} (on {}): each number of a stacked domino must match the number beneath it, so only {}-{} fits there",
                numbers[i], beneath[i], cells[i], beneath[0], beneath[1]
            )
        }
    }
}

/// Two neighbours in a column that are not one apart.
fn not_one_apart(p: &Placement, x: i32, upper: Spot, lower: Spot) -> String {
    let wrap = if upper.number.min(lower.number) == 0 && upper.number.max(lower.number) == 6 {
        " (runs do not wrap around: only a 1 goes next to a 0, only a 5 next to a 6)"
    } else {
        ""
    };
    let (u, l) = (upper.number, lower.number);
    match (upper.new, lower.new) {
        (true, true) => format!(
            "{}-{} cannot stand upright: its {u} and {l} would be next to each other in column {x}, and numbers in a column must differ by exactly one; only 0-1, 1-2, 2-3, 3-4, 4-5 and 5-6 can stand{wrap}",
            p.a, p.b
        ),
        (true, false) => format!(
            "a {u} above the {l} in column {x}: numbers next to each other in a column must differ by exactly one ({u} next to {l}){wrap}"
        ),
        _ => format!(
            "a {l} below the {u} in column {x}: numbers next to each other in a column must differ by exactly one ({l} next to {u}){wrap}"
        ),
    }
}

fn joined(spots: &[Spot]) -> String {
    spots.iter().map(|s| s.number.to_string()).collect::<Vec<_>>().join("-")
}

/// A stretch whose numbers are one apart but change direction.
fn reversal(x: i32, stretch: &[Spot]) -> String {
    let new: Vec<usize> = (0..stretch.len()).filter(|&i| stretch[i].new).collect();
    // One new number at one end of an old run: say which number would
    // continue that run instead.
    if let [i] = new[..] {
        let (run, neighbour, side) = if i == 0 {
            (&stretch[1..], stretch[1], "above")
        } else if i + 1 == stretch.len() {
            (&stretch[..i], stretch[i - 1], "below")
        } else {
            (&stretch[..0], stretch[i], "")
        };
        if run.len() >= 2 {
            let (near, next) = if side == "above" {
                (run[0].number, run[1].number)
            } else {
                (run[run.len() - 1].number, run[run.len() - 2].number)
            };
            let fits = (i16::from(near) * 2 - i16::from(next)).clamp(-1, 7);
            let instead = if (0..=6).contains(&fits) {
                format!("only a {fits} can go {side} the {near}")
            } else {
                format!("the run already ends at {near}, so nothing can go {side} it")
            };
            return format!(
                "a {} {side} the {} would reverse the run {} in column {x}: a run keeps going up or keeps going down ({instead})",
                stretch[i].number,
                neighbour.number,
                joined(run)
            );
        }
    }
    let turn = stretch
        .windows(3)
        .position(|w| (w[0].number > w[1].number) != (w[1].number > w[2].number))
        .map_or(stretch[0], |k| stretch[k + 1]);
    format!(
        "column {x} would read {} from top to bottom, turning back at the {} on {x},{}: a run keeps going up or keeps going down",
        joined(stretch),
        turn.number,
        turn.y
    )
}
