//! Problems: a queue of distinct double-six dominoes. Problem 1 is the
//! seed's; custom queues are typed as two lines of numbers and checked here.

use super::board::{Domino, MAX_DOMINOES};
use crate::common::words::ordinal;
use serde::{Deserialize, Serialize};

/// The shortest queue worth solving: with two dominoes the start position
/// already holds every domino, so there would be nothing to do.
pub const MIN_DOMINOES: usize = 3;

/// A checked queue: 3 to 12 distinct double-six dominoes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<Domino>", into = "Vec<Domino>")]
pub struct Problem {
    queue: Vec<Domino>,
}

impl TryFrom<Vec<Domino>> for Problem {
    type Error = QueueError;
    fn try_from(queue: Vec<Domino>) -> Result<Problem, QueueError> {
        Problem::new(queue)
    }
}

impl From<Problem> for Vec<Domino> {
    fn from(p: Problem) -> Vec<Domino> {
        p.queue
    }
}

const QUEUE_EXAMPLE: &str = "write the top numbers, a slash, then the bottom numbers, e.g. `2 3 5 4 5 2 / 1 5 1 5 5 4`";

/// Which line of a typed queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueLine {
    Top,
    Bottom,
}

impl std::fmt::Display for QueueLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            QueueLine::Top => "top",
            QueueLine::Bottom => "bottom",
        })
    }
}

/// Why a queue cannot be a problem; the text is the player's sentence.
/// Dominoes are counted from 1 (`index`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueueError {
    #[error(
        "the {} domino, {}-{}, is not in a double-six set: numbers go from 0 to 6",
        ordinal(*.index),
        .domino.top,
        .domino.bottom
    )]
    NotDoubleSix { index: usize, domino: Domino },
    /// The domino at `index` is the one at `first` again (written `earlier`
    /// there).
    #[error(
        "{}-{} is in the queue twice (the {} domino, and the {}{}): a double-six set has only one of each, so replace one of them",
        .domino.top,
        .domino.bottom,
        ordinal(*.index),
        ordinal(*.first),
        written_as(*.domino, *.earlier)
    )]
    Twice {
        index: usize,
        domino: Domino,
        first: usize,
        earlier: Domino,
    },
    #[error("a puzzle needs at least {MIN_DOMINOES} dominoes (the first two start on the board), this queue has {0}")]
    TooShort(usize),
    #[error("a puzzle has at most {MAX_DOMINOES} dominoes, this queue has {0}: leave some out")]
    TooLong(usize),
    #[error("the queue is empty: {QUEUE_EXAMPLE}")]
    Empty,
    #[error("I found only one line of numbers; each domino needs a top and a bottom number: {QUEUE_EXAMPLE}")]
    OneLine,
    #[error("I found {0} lines of numbers, but a queue is two lines (top numbers and bottom numbers): {QUEUE_EXAMPLE}")]
    Lines(usize),
    #[error("{n} in the {line} line is not on a double-six domino: numbers go from 0 to 6")]
    BigNumber { n: u32, line: QueueLine },
    #[error("`{c}` in the {line} line is not a number: {QUEUE_EXAMPLE}")]
    NotANumber { c: char, line: QueueLine },
    #[error(
        "the top line has {top} numbers and the bottom line {bottom}: every domino needs a top and a bottom number, so both lines must be equally long"
    )]
    Uneven { top: usize, bottom: usize },
}

/// " as 3-5" when the earlier copy was written the other way round.
fn written_as(domino: Domino, earlier: Domino) -> String {
    if earlier == domino {
        String::new()
    } else {
        format!(" as {}-{}", earlier.top, earlier.bottom)
    }
}

/// For callers that report errors as text (the selfplay tool).
impl From<QueueError> for String {
    fn from(e: QueueError) -> String {
        e.to_string()
    }
}

impl Problem {
    /// Checks a queue: numbers 0 to 6, no domino twice (3-5 and 5-3 are
    /// the same domino), 3 to 12 dominoes.
    pub fn new(queue: Vec<Domino>) -> Result<Problem, QueueError> {
        for (i, &domino) in queue.iter().enumerate() {
            if domino.top > 6 || domino.bottom > 6 {
                return Err(QueueError::NotDoubleSix { index: i + 1, domino });
            }
        }
        for (i, &domino) in queue.iter().enumerate() {
            if let Some(j) = queue[..i].iter().position(|e| e.tile() == domino.tile()) {
                return Err(QueueError::Twice {
                    index: i + 1,
                    domino,
                    first: j + 1,
                    earlier: queue[j],
                });
            }
        }
        if queue.len() < MIN_DOMINOES {
            return Err(QueueError::TooShort(queue.len()));
        }
        if queue.len() > MAX_DOMINOES {
            return Err(QueueError::TooLong(queue.len()));
        }
        Ok(Problem { queue })
    }

    /// Reads a queue typed as two lines: the top numbers, then the bottom
    /// numbers, split by a slash or a new line (a line of dashes between
    /// them, as the rule text prints problems, is skipped). Numbers may be
    /// separated by spaces or commas, or written together (`235 / 151`).
    pub fn parse(text: &str) -> Result<Problem, QueueError> {
        let lines: Vec<&str> = text
            .split(['/', '\n', '|', ';'])
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.chars().all(|c| c == '-' || c.is_whitespace()))
            .collect();
        let rows = match lines.as_slice() {
            [top, bottom] => [*top, *bottom],
            [] => return Err(QueueError::Empty),
            [_] => return Err(QueueError::OneLine),
            more => return Err(QueueError::Lines(more.len())),
        };
        let mut numbers: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        for (k, text) in rows.iter().enumerate() {
            let line = if k == 0 { QueueLine::Top } else { QueueLine::Bottom };
            for c in text.chars().filter(|c| !c.is_whitespace() && *c != ',' && *c != '-') {
                match c.to_digit(10) {
                    Some(n) if n <= 6 => numbers[k].push(n as u8),
                    Some(n) => return Err(QueueError::BigNumber { n, line }),
                    None => return Err(QueueError::NotANumber { c, line }),
                }
            }
        }
        let [top, bottom] = numbers;
        if top.len() != bottom.len() {
            return Err(QueueError::Uneven {
                top: top.len(),
                bottom: bottom.len(),
            });
        }
        Problem::new(top.into_iter().zip(bottom).map(|(t, b)| Domino::new(t, b)).collect())
    }

    pub fn queue(&self) -> &[Domino] {
        &self.queue
    }

    pub fn len(&self) -> usize {
        self.queue.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// The queue as typed: `2 3 5 / 1 5 1`.
    pub fn text(&self) -> String {
        let line = |f: fn(&Domino) -> u8| {
            self.queue
                .iter()
                .map(|d| f(d).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        format!("{} / {}", line(|d| d.top), line(|d| d.bottom))
    }
}

/// A problem shipped with the bot.
#[derive(Clone, Debug)]
pub struct Numbered {
    pub number: usize,
    pub problem: Problem,
    /// Where it comes from, for the picture's title.
    pub source: Source,
}

/// Where a shipped problem comes from (its title names it in the
/// reader's words: `puzzle-source-*` in lists.ftl).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The rule text's own Problem 1.
    RuleText,
    /// Made by our generator, at this difficulty.
    Easy,
    Medium,
    Hard,
}

/// The shipped problems, as (top numbers, bottom numbers, source). After
/// the rule text's own, queues made by our generator, each solvable under
/// both goals, from easy to hard (the tests pin their shortest solutions).
const BOOK: &[(&str, &str, Source)] = &[
    ("2 3 5 4 5 2", "1 5 1 5 5 4", Source::RuleText),
    ("1 0 0 2 5 6", "6 0 6 0 0 5", Source::Easy),
    ("2 5 4 2 6 6", "2 4 2 1 2 1", Source::Easy),
    ("6 1 2 4 2 0", "4 2 4 3 6 2", Source::Medium),
    ("0 5 1 1 3", "1 5 5 2 1", Source::Medium),
    ("0 6 6 6 5 0 6", "0 6 0 4 0 1 2", Source::Medium),
    ("2 0 5 5 1 3 1 2", "5 1 1 5 4 5 6 1", Source::Medium),
    ("0 6 6 2 3 3 0", "2 5 0 6 6 0 4", Source::Hard),
    ("1 4 2 2 6 2 0 3", "2 4 4 0 4 5 4 2", Source::Hard),
    ("4 1 3 0 4 2 5 6", "3 3 3 3 0 3 3 3", Source::Hard),
];

/// How many problems are shipped.
pub fn count() -> usize {
    BOOK.len()
}

/// Problem `number` (from 1).
pub fn numbered(number: usize) -> Option<Numbered> {
    let &(top, bottom, source) = BOOK.get(number.checked_sub(1)?)?;
    let problem = Problem::parse(&format!("{top} / {bottom}")).ok()?;
    Some(Numbered {
        number,
        problem,
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problem_1_is_the_seeds_queue() {
        let p = numbered(1).unwrap().problem;
        assert_eq!(p.text(), "2 3 5 4 5 2 / 1 5 1 5 5 4");
        assert_eq!(p.queue()[0], Domino::new(2, 1));
        assert!(numbered(0).is_none());
        assert!(numbered(count() + 1).is_none());
    }

    #[test]
    fn every_shipped_problem_is_solvable_under_both_goals_in_the_pinned_number_of_moves() {
        use crate::adding::rules::{Goal, Position};
        use crate::adding::solver::{DEFAULT_BUDGET, replay, solve};
        // Shortest solutions (all added, rectangle), as the solver found them.
        let pinned = [
            (8, 8),
            (5, 6),
            (5, 6),
            (6, 7),
            (5, 9),
            (7, 13),
            (9, 9),
            (8, 13),
            (9, 13),
            (8, 20),
        ];
        assert_eq!(pinned.len(), count());
        for (n, want) in (1..=count()).zip(pinned) {
            let p = numbered(n).unwrap();
            let start = Position::start(p.problem.queue());
            let mut got = Vec::new();
            for goal in Goal::ALL {
                let moves = solve(&start, goal, DEFAULT_BUDGET).solution().unwrap().to_vec();
                assert!(replay(&start, &moves).unwrap().is_solved(goal), "problem {n}");
                got.push(moves.len());
            }
            assert_eq!((got[0], got[1]), want, "problem {n} ({:?})", p.source);
        }
    }

    #[test]
    fn queues_are_read_in_the_ways_people_type_them() {
        let want = Problem::parse("2 3 5 / 1 5 1").unwrap();
        for text in [
            "2 3 5/1 5 1",
            "235 / 151",
            "2,3,5 / 1,5,1",
            "2 3 5\n- - -\n1 5 1",
            "2 3 5 | 1 5 1",
        ] {
            assert_eq!(Problem::parse(text).as_ref(), Ok(&want), "{text}");
        }
    }

    #[test]
    fn validation_errors_say_exactly_what_is_wrong() {
        use QueueError::*;
        use QueueLine::Top;
        let err = |t: &str| Problem::parse(t).unwrap_err();
        assert_eq!(err("2 3 5 4 / 1 5 1"), Uneven { top: 4, bottom: 3 });
        assert!(
            err("2 3 5 4 / 1 5 1")
                .to_string()
                .contains("top line has 4 numbers and the bottom line 3")
        );
        assert_eq!(err("2 3 7 / 1 5 1"), BigNumber { n: 7, line: Top });
        assert!(
            err("2 3 7 / 1 5 1")
                .to_string()
                .contains("7 in the top line is not on a double-six domino")
        );
        assert_eq!(err("2 3 x / 1 5 1"), NotANumber { c: 'x', line: Top });
        assert!(
            err("2 3 x / 1 5 1")
                .to_string()
                .contains("`x` in the top line is not a number")
        );
        assert_eq!(err("2 3 / 1 5"), TooShort(2));
        assert!(err("2 3 / 1 5").to_string().contains("at least 3 dominoes"));
        assert_eq!(err("2 3 5"), OneLine);
        assert!(err("2 3 5").to_string().contains("only one line"));
        assert_eq!(err(""), Empty);
        assert!(err("").to_string().contains("empty"));
        assert_eq!(err("1 / 2 / 3"), Lines(3));
        assert!(err("1 / 2 / 3").to_string().contains("3 lines"));
        let dup = err("3 2 5 / 5 1 3");
        assert_eq!(
            dup,
            Twice {
                index: 3,
                domino: Domino::new(5, 3),
                first: 1,
                earlier: Domino::new(3, 5)
            }
        );
        let dup = dup.to_string();
        assert!(dup.contains("5-3 is in the queue twice"), "{dup}");
        assert!(dup.contains("the 3rd domino, and the 1st as 3-5"), "{dup}");
        assert_eq!(
            err("0 1 2 3 4 5 6 0 1 2 3 4 5 / 0 1 2 3 4 5 6 2 3 4 5 6 6"),
            TooLong(13)
        );
        assert!(
            err("0 1 2 3 4 5 6 0 1 2 3 4 5 / 0 1 2 3 4 5 6 2 3 4 5 6 6")
                .to_string()
                .contains("at most 12")
        );
        let big = Problem::new(vec![Domino::new(9, 1); 3]).unwrap_err();
        assert_eq!(
            big,
            NotDoubleSix {
                index: 1,
                domino: Domino::new(9, 1)
            }
        );
        assert!(big.to_string().contains("not in a double-six set"));
    }

    #[test]
    fn problems_serialise_as_their_queue_and_are_checked_on_load() {
        let p = Problem::parse("2 3 5 / 1 5 1").unwrap();
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(serde_json::from_str::<Problem>(&json).unwrap(), p);
        assert!(
            serde_json::from_str::<Problem>(r#"[{"top":1,"bottom":1},{"top":1,"bottom":1},{"top":2,"bottom":1}]"#)
                .is_err()
        );
    }
}
