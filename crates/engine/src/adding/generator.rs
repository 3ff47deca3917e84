//! New problems, graded by difficulty.
//!
//! A random queue is rarely solvable (an add needs two equal pairs), so a
//! candidate is grown the way a player would meet it: from two random
//! dominoes, a few random legal slides, then a random unused domino that
//! has somewhere legal to go, added there; again until the queue is long
//! enough. That proves the queue can be completed, not how briefly: the
//! solver then finds a shortest solution (for the rectangle goal it also
//! decides whether any exists), and the problem is graded by it. The same
//! generator state always gives the same problem, which is what makes the
//! puzzle of the day the same for everyone in a server.

use super::board::Domino;
use super::notation::notation;
use super::problems::Problem;
use super::rules::{Goal, Move, Position};
use super::solver::{self, Found};
use crate::GameRng;
use crate::common::tiles::{Tile, double_six};
use serde::{Deserialize, Serialize};

/// How hard a problem is, from its shortest solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    /// No slide is needed, or one.
    Easy,
    /// Two or three slides.
    Medium,
    /// Four slides or more.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    fn of(slides: usize) -> Level {
        match slides {
            0 | 1 => Level::Easy,
            2 | 3 => Level::Medium,
            _ => Level::Hard,
        }
    }
}

/// The difficulty of a problem under a goal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    /// Moves in a shortest solution.
    pub moves: usize,
    /// Slides among them (the rest are the adds every solution has).
    pub slides: usize,
    /// Legal moves on average in the positions along that solution: how
    /// many tempting ways there are to go wrong.
    pub branching: f64,
    pub level: Level,
}

impl Grade {
    /// Sorts problems from easy to hard: more slides first, then more
    /// choices along the way.
    pub fn score(&self) -> f64 {
        self.slides as f64 * 10.0 + self.branching
    }
}

/// A new problem with its shortest solution.
#[derive(Clone, Debug)]
pub struct Generated {
    pub problem: Problem,
    pub goal: Goal,
    /// A shortest solution, in notation.
    pub solution: Vec<String>,
    pub grade: Grade,
    /// Candidates tried before this one was kept.
    pub candidates: usize,
}

/// Grades `problem` under `goal` from a shortest solution (`None` when it
/// has none within the budget).
pub fn grade(problem: &Problem, goal: Goal, budget: usize) -> Option<(Grade, Vec<String>)> {
    let start = Position::start(problem.queue());
    let report = solver::solve(&start, goal, budget);
    let Found::Solution(moves) = report.found else {
        return None;
    };
    let mut pos = start;
    let mut texts = Vec::with_capacity(moves.len());
    let mut choices = 0usize;
    for m in &moves {
        choices += pos.legal_moves().len();
        texts.push(notation(&pos, m));
        pos.apply(m).ok()?;
    }
    let adds = problem.len() - 2;
    let slides = moves.len().saturating_sub(adds);
    let grade = Grade {
        moves: moves.len(),
        slides,
        branching: if moves.is_empty() {
            0.0
        } else {
            choices as f64 / moves.len() as f64
        },
        level: Level::of(slides),
    };
    Some((grade, texts))
}

fn random_domino(tile: Tile, rng: &mut GameRng) -> Domino {
    if rng.below(2) == 0 {
        Domino::new(tile.lo, tile.hi)
    } else {
        Domino::new(tile.hi, tile.lo)
    }
}

/// A queue of `size` dominoes grown by legal play, so that every domino
/// can be added; `None` when the growth got stuck. After a few random
/// slides, a domino that only fits thanks to them is preferred: that is
/// what makes a problem need slides.
pub fn candidate(size: usize, rng: &mut GameRng) -> Option<Problem> {
    let mut pool = double_six();
    rng.shuffle(&mut pool);
    let mut queue: Vec<Domino> = Vec::with_capacity(size);
    for _ in 0..2 {
        let tile = pool.pop()?;
        queue.push(random_domino(tile, rng));
    }
    let mut pos = Position::start(&queue);
    let fits = |queue: &[Domino], pos: &Position, d: Domino| {
        let mut longer = queue.to_vec();
        longer.push(d);
        Position::from_parts(longer, pos.board().placements().to_vec())
    };
    while queue.len() < size {
        let before = pos.clone();
        for _ in 0..rng.below(4) {
            let slides = pos.slides();
            if slides.is_empty() {
                break;
            }
            let (domino, dir) = slides[rng.below(slides.len())];
            pos.apply(&Move::Slide { domino, dir }).ok()?;
        }
        let mut now = Vec::new();
        let mut thanks_to_slides = Vec::new();
        for (i, tile) in pool.iter().enumerate() {
            let d = random_domino(*tile, rng);
            let trial = fits(&queue, &pos, d);
            if trial.adds().is_empty() {
                continue;
            }
            if pos != before && fits(&queue, &before, d).adds().is_empty() {
                thanks_to_slides.push((i, d));
            } else {
                now.push((i, d));
            }
        }
        let pick = if !thanks_to_slides.is_empty() {
            thanks_to_slides[rng.below(thanks_to_slides.len())]
        } else if !now.is_empty() {
            now[rng.below(now.len())]
        } else if pos != before {
            // The slides led nowhere: try again from where they started.
            pos = before;
            continue;
        } else {
            return None;
        };
        let (i, d) = pick;
        pool.remove(i);
        let mut trial = fits(&queue, &pos, d);
        let adds = trial.adds();
        trial.apply(&Move::Add(adds[rng.below(adds.len())])).ok()?;
        queue.push(d);
        pos = trial;
    }
    Problem::new(queue).ok()
}

/// How many grown queues `generate` may look at per solvable problem it
/// wants: growth gets stuck now and then, and many grown queues have no
/// rectangle.
const ATTEMPTS_PER_TRY: usize = 10;

/// A new problem of `size` dominoes solvable under `goal`, as close to
/// `want` as `tries` solvable candidates allow (the first one of that
/// level, or else the nearest in difficulty). `None` if no candidate
/// was solvable.
pub fn generate(size: usize, goal: Goal, want: Level, tries: usize, rng: &mut GameRng) -> Option<Generated> {
    let mut best: Option<Generated> = None;
    let mut solvable = 0;
    for n in 1..=tries * ATTEMPTS_PER_TRY {
        if solvable >= tries {
            break;
        }
        let Some(problem) = candidate(size, rng) else {
            continue;
        };
        let Some((grade, solution)) = self::grade(&problem, goal, solver::DEFAULT_BUDGET) else {
            continue;
        };
        solvable += 1;
        let found = Generated {
            problem,
            goal,
            solution,
            grade,
            candidates: n,
        };
        if found.grade.level == want {
            return Some(found);
        }
        // Otherwise keep the nearest level; between equals, the one
        // nearer the wanted level (harder when too easy, easier when too hard).
        let key = |g: &Generated| {
            let distance = (g.grade.level as i32 - want as i32).abs();
            let lean = if g.grade.level < want {
                -g.grade.score()
            } else {
                g.grade.score()
            };
            (distance, lean)
        };
        if best.as_ref().is_none_or(|b| key(&found) < key(b)) {
            best = Some(found);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rng(n: u64) -> GameRng {
        GameRng::from_seed(GameRng::seed_from_u64(n))
    }

    #[test]
    fn candidates_are_valid_queues_that_can_be_completed() {
        let mut made = 0;
        for seed in 0..20 {
            let Some(p) = candidate(6, &mut rng(seed)) else {
                continue;
            };
            made += 1;
            assert_eq!(p.len(), 6);
            assert!(
                grade(&p, Goal::AllAdded, solver::DEFAULT_BUDGET).is_some(),
                "{}",
                p.text()
            );
        }
        assert!(made >= 10, "only {made} of 20 candidates grew to 6 dominoes");
    }

    #[test]
    fn the_same_seed_gives_the_same_problem() {
        let a = generate(6, Goal::AllAdded, Level::Medium, 30, &mut rng(7)).unwrap();
        let b = generate(6, Goal::AllAdded, Level::Medium, 30, &mut rng(7)).unwrap();
        assert_eq!(a.problem, b.problem);
        assert_eq!(a.solution, b.solution);
    }

    #[test]
    fn generated_solutions_replay_and_match_their_grade() {
        for goal in Goal::ALL {
            let g = generate(6, goal, Level::Medium, 60, &mut rng(3)).expect("a problem");
            let p = crate::adding::Puzzle::replay(g.problem.clone(), goal, &g.solution).unwrap();
            assert!(p.is_solved());
            assert_eq!(g.grade.moves, g.solution.len());
            assert_eq!(g.grade.moves, g.grade.slides + 4);
            assert_eq!(g.grade.level, Level::of(g.grade.slides));
        }
    }

    #[test]
    fn levels_follow_the_number_of_slides() {
        assert_eq!(Level::of(0), Level::Easy);
        assert_eq!(Level::of(1), Level::Easy);
        assert_eq!(Level::of(3), Level::Medium);
        assert_eq!(Level::of(4), Level::Hard);
    }
}
