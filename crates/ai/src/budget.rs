//! How long the computers may think (issue 54): a person waits for the
//! whole round of computers that answer a move, so the time is budgeted
//! per round, not per decision. Each decision gets the round's remaining
//! time shared among the computers still to act, within bounds.

use dominoes_engine::Seat;
use std::time::{Duration, Instant};

/// What one decision may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Think {
    /// Threads to search on (at least 1).
    pub threads: usize,
    /// The time cap of this decision; `None`: the level's own cap, so that
    /// a decision depends on its generator alone wherever the iteration
    /// budget ends it first (tests and seeded runs).
    pub time: Option<Duration>,
}

impl Think {
    /// One thread, the level's own cap: what a seeded run uses.
    pub const SEEDED: Think = Think { threads: 1, time: None };
}

/// A round of computers' moves, from a person's accepted move until a
/// person is to move again.
#[derive(Clone, Debug)]
pub struct Round {
    started: Instant,
    budget: Duration,
    threads: usize,
    timed: bool,
    /// The computer seats that have acted this round, in order.
    acted: Vec<Seat>,
}

/// The whole round's time: the issue asks for a median under 1 s, and
/// storing, drawing and posting the moves comes on top.
pub const ROUND_BUDGET: Duration = Duration::from_millis(800);

/// No decision gets less than this, however late the round: a search of
/// a few dozen iterations is still better than the one-move-ahead guess.
pub const MIN_DECISION: Duration = Duration::from_millis(60);

/// Nor more than this (a round with one computer acting once).
pub const MAX_DECISION: Duration = Duration::from_millis(700);

impl Round {
    /// A round starting now, whose decisions search on `threads` threads
    /// within [`ROUND_BUDGET`].
    pub fn timed(threads: usize) -> Round {
        Round {
            started: Instant::now(),
            budget: ROUND_BUDGET,
            threads: threads.max(1),
            timed: true,
            acted: Vec::new(),
        }
    }

    /// A round whose decisions are bounded by their iteration budgets only
    /// (and the level's own safety cap): the same generator gives the same
    /// move, on any machine, for the same thread count.
    pub fn seeded(threads: usize) -> Round {
        Round {
            timed: false,
            ..Round::timed(threads)
        }
    }

    /// Whether the round is timed (production) rather than seeded: only
    /// then may a decision start from what an earlier one kept, since a
    /// seeded game must play the same after a restart, which forgets it.
    pub fn is_timed(&self) -> bool {
        self.timed
    }

    /// What `seat`'s decision may spend, at a table with `computers`
    /// computer seats. Each computer is taken to act once a round, as at
    /// most tables; one that acts again (an extra turn, a Dominoids turn
    /// of many steps) counts as the last of the round.
    pub fn next(&mut self, seat: Seat, computers: usize) -> Think {
        if !self.acted.contains(&seat) {
            self.acted.push(seat);
        }
        let before = self.acted.len() - 1;
        self.think(computers.saturating_sub(before))
    }

    /// What the next decision may spend, with `computers_left` computers
    /// (this one included) still to act before a person is to move.
    pub fn think(&self, computers_left: usize) -> Think {
        if !self.timed {
            return Think {
                threads: self.threads,
                time: None,
            };
        }
        let left = self.budget.saturating_sub(self.started.elapsed());
        let share = left / computers_left.max(1) as u32;
        Think {
            threads: self.threads,
            time: Some(share.clamp(MIN_DECISION, MAX_DECISION)),
        }
    }
}

/// The threads the machine offers (1 when it cannot say).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_shares_its_time_among_the_computers_left() {
        let round = Round::timed(2);
        let three = round.think(3).time.expect("timed");
        let one = round.think(1).time.expect("timed");
        assert!(three <= ROUND_BUDGET / 3 && three >= MIN_DECISION, "{three:?}");
        assert_eq!(one, MAX_DECISION.min(ROUND_BUDGET));
        assert_eq!(round.think(0).threads, 2);
        assert_eq!(Round::seeded(3).think(3), Think { threads: 3, time: None });
    }

    #[test]
    fn the_computers_left_in_a_round_count_down_as_they_act() {
        let mut round = Round::timed(1);
        round.budget = Duration::from_secs(3000);
        let share = |t: Think| t.time.expect("timed");
        // Three computers: the first shares the whole round three ways
        // (capped), the second two ways, the third has the rest; acting
        // again keeps the last share.
        let first = round.clone().think(3);
        assert_eq!(share(round.next(1, 3)), share(first));
        assert_eq!(round.acted, vec![1]);
        round.next(2, 3);
        round.next(3, 3);
        round.next(3, 3);
        assert_eq!(round.acted, vec![1, 2, 3]);
        let mut lone = Round::timed(1);
        lone.budget = Duration::from_millis(300);
        let t = share(lone.next(1, 1));
        assert!(
            t <= Duration::from_millis(300) && t > Duration::from_millis(250),
            "{t:?}"
        );
        let mut three = Round::timed(1);
        three.budget = Duration::from_millis(600);
        let t = share(three.next(1, 3));
        assert!(
            t <= Duration::from_millis(200) && t > Duration::from_millis(150),
            "{t:?}"
        );
    }
}
