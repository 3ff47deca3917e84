//! The score of one player's area and chips (lower is better): every
//! column's maximal vertical runs of first-level numbers score their
//! smallest number each (a bomb, 6 down to 0, scores -3), every domino on
//! level n >= 2 scores -n, and every chip held scores -1.

use super::area::Area;
use serde::{Deserialize, Serialize};

/// What a bomb (a run holding every number 0..6) scores.
pub const BOMB: i64 = -3;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub columns: i64,
    pub levels: i64,
    pub chips: i64,
}

impl Score {
    pub fn total(&self) -> i64 {
        self.columns + self.levels + self.chips
    }
}

/// The score of one run (its numbers in any order).
pub fn run_score(run: &[u8]) -> i64 {
    if (0..=6).all(|n| run.contains(&n)) {
        BOMB
    } else {
        run.iter().copied().min().map_or(0, i64::from)
    }
}

/// Each column's score, from left to right: (x, score).
pub fn column_scores(area: &Area) -> Vec<(i32, i64)> {
    area.runs()
        .into_iter()
        .map(|(x, runs)| (x, runs.iter().map(|r| run_score(r)).sum()))
        .collect()
}

pub fn score(area: &Area, chips: u8) -> Score {
    Score {
        columns: column_scores(area).iter().map(|(_, s)| s).sum(),
        levels: area
            .placements()
            .iter()
            .filter(|(_, level)| *level >= 2)
            .map(|(_, level)| -i64::from(*level))
            .sum(),
        chips: -i64::from(chips),
    }
}
