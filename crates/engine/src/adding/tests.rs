//! Whole puzzles: playing lines, undo, hints, views, and property tests
//! over random play.

use super::notation::{notation, parse_moves, read_one, resolve, typed_text};
use super::solver::{self, Found};
use super::*;
use crate::GameRng;
use crate::common::tiles::Tile;
use crate::view::BoardView;
use proptest::prelude::*;

fn problem_1() -> Problem {
    problems::numbered(1).unwrap().problem
}

fn rng(seed: u64) -> GameRng {
    GameRng::from_seed(GameRng::seed_from_u64(seed))
}

#[test]
fn problem_1_ships_with_a_solution_found_and_checked_by_the_solver() {
    for goal in Goal::ALL {
        let start = Position::start(problem_1().queue());
        let report = solver::solve(&start, goal, solver::DEFAULT_BUDGET);
        let moves = report.solution().expect("problem 1 is solvable").to_vec();
        let end = solver::replay(&start, &moves).unwrap();
        assert!(end.is_solved(goal));
        // Four adds and the slides that make room for them.
        assert!(moves.len() >= 4);
        // Nothing shorter exists: a bounded search of one move less finds nothing.
        assert_eq!(bounded_min(&start, goal, moves.len() - 1), None, "{goal:?}");
    }
}

#[test]
fn the_seeds_printed_solution_does_not_fit_problem_1() {
    let mut p = Puzzle::new(problem_1(), Goal::AllAdded);
    let result = p.play_line("36D, 23V21, 33D, 53V32, 25H21, 36D, 23D, 22H13, 33D, 53D, 22R");
    assert!(result.applied.is_empty());
    assert_eq!(
        result.refused.map(|(typed, why)| (typed, why.to_string())),
        Some((
            "36D".to_string(),
            "there is no domino 36 on the board, and none in this puzzle's queue".to_string()
        ))
    );
    assert!(p.moves().is_empty());
}

#[test]
fn a_line_stops_at_the_first_refused_move() {
    let mut p = Puzzle::new(problem_1(), Goal::AllAdded);
    let first = p.legal()[0].notation.clone();
    let result = p.play_line(&format!("{first}, 99D, 15H24"));
    assert_eq!(result.applied, std::slice::from_ref(&first));
    let (typed, why) = result.refused.unwrap();
    let why = why.to_string();
    assert_eq!(typed, "99D, 15H24");
    assert!(why.contains("9 is not on a double-six domino"), "{why}");
    assert_eq!(p.moves(), [first]);
}

#[test]
fn moves_after_the_solution_are_not_played() {
    let start = Position::start(problem_1().queue());
    let moves = solver::solve(&start, Goal::AllAdded, solver::DEFAULT_BUDGET)
        .solution()
        .unwrap()
        .to_vec();
    let mut pos = start;
    let mut texts = Vec::new();
    for m in &moves {
        texts.push(notation(&pos, m));
        pos.apply(m).unwrap();
    }
    let mut p = Puzzle::new(problem_1(), Goal::AllAdded);
    let result = p.play_line(&format!("{}, 21D", texts.join(", ")));
    assert!(p.is_solved());
    assert_eq!(result.applied.len(), moves.len());
    assert_eq!(result.ignored, 1);
    assert_eq!(result.refused, None);
    assert!(p.legal().is_empty());
}

#[test]
fn undo_and_reset_rebuild_earlier_positions() {
    let mut p = Puzzle::new(problem_1(), Goal::AllAdded);
    let start = p.position().clone();
    let a = p.legal()[0].notation.clone();
    p.play_line(&a);
    let after_a = p.position().clone();
    let b = p.legal()[0].notation.clone();
    p.play_line(&b);
    assert_eq!(p.undo(), Some(b));
    assert_eq!(p.position(), &after_a);
    assert_eq!(p.undo(), Some(a.clone()));
    assert_eq!(p.position(), &start);
    assert_eq!(p.undo(), None);
    p.play_line(&a);
    p.reset();
    assert_eq!(p.position(), &start);
    assert!(p.moves().is_empty());
}

#[test]
fn the_view_labels_cells_as_the_notation_names_them() {
    let mut p = Puzzle::new(problem_1(), Goal::AllAdded);
    let info = ViewInfo {
        title: "Problem 1".into(),
        shortest: Some(8),
        hints: 0,
    };
    let v = p.view(&info);
    let BoardView::Adding(a) = &v.board else {
        panic!("a puzzle view")
    };
    assert_eq!((a.cols, a.rows), (4, 4));
    // 2-1 upright in column 2 (2 in row 2), 3-5 in column 3.
    assert!(a.dominoes.contains(&[(2, 3, 1), (2, 2, 2)]), "{:?}", a.dominoes);
    assert!(a.dominoes.contains(&[(3, 3, 5), (3, 2, 3)]), "{:?}", a.dominoes);
    assert_eq!(a.queue, [(5, 1), (4, 5), (5, 5), (2, 4)]);
    assert_eq!(a.last, None);
    assert!(!a.solved);
    assert!(v.notes[0].contains("Next to add: 5-1"));
    assert_eq!(v.visible_tiles().len(), 6);
    // The 1-5 added under the 2-1 and 3-5: column 2, row 4 in that frame.
    let played = p.play_line("15H24");
    assert_eq!(played.applied, ["15H24"]);
    let BoardView::Adding(a) = p.view(&info).board else {
        panic!("a puzzle view")
    };
    assert_eq!(a.last, Some(2));
    assert_eq!(a.dominoes[2], [(2, 4, 1), (3, 4, 5)]);
    assert_eq!(a.moves, 1);
}

#[test]
fn a_dead_end_hint_names_how_many_moves_to_take_back() {
    // Sliding the 4-0 down first leaves no way to add every domino.
    let problem = Problem::parse("4 5 5 2 3 / 0 2 4 4 5").unwrap();
    let mut p = Puzzle::new(problem.clone(), Goal::AllAdded);
    assert!(matches!(p.hint(solver::DEFAULT_BUDGET), Hint::Next { .. }));
    assert_eq!(p.play_line("40D").applied, ["40D"]);
    assert_eq!(
        solver::solve(p.position(), Goal::AllAdded, solver::DEFAULT_BUDGET).found,
        Found::Impossible
    );
    assert_eq!(p.hint(solver::DEFAULT_BUDGET), Hint::DeadEnd { undo: Some(1) });
}

#[test]
fn a_hint_is_the_first_move_of_a_shortest_solution() {
    let p = Puzzle::new(problem_1(), Goal::AllAdded);
    let Hint::Next { notation, left } = p.hint(solver::DEFAULT_BUDGET) else {
        panic!("a hint")
    };
    let mut q = p.clone();
    assert_eq!(q.play_line(&notation).applied, std::slice::from_ref(&notation));
    let Hint::Next { left: after, .. } = q.hint(solver::DEFAULT_BUDGET) else {
        panic!("a hint")
    };
    assert_eq!(after, left - 1);
}

/// The length of a shortest solution of at most `limit` moves, by trying
/// every sequence of legal moves (no shortcuts, no memory): the yardstick
/// the solver is checked against.
fn bounded_min(pos: &Position, goal: Goal, limit: usize) -> Option<usize> {
    fn reaches(pos: &Position, goal: Goal, depth: usize) -> bool {
        if pos.is_solved(goal) {
            return true;
        }
        depth > 0
            && pos.legal_moves().iter().any(|m| {
                let mut next = pos.clone();
                next.apply(m).is_ok() && reaches(&next, goal, depth - 1)
            })
    }
    (0..=limit).find(|&d| reaches(pos, goal, d))
}

/// Every tile on the board is the queue's, in order, each once.
fn check_invariants(pos: &Position) {
    assert!(pos.board().is_connected(), "the group came apart");
    let placed = pos.board().placements();
    assert!(placed.len() >= 2 && placed.len() <= pos.queue().len());
    for (p, d) in placed.iter().zip(pos.queue()) {
        assert_eq!(p.tile(), d.tile());
    }
    let cells: std::collections::HashSet<_> = pos.board().covered().map(|(c, _)| c).collect();
    assert_eq!(cells.len(), 2 * placed.len(), "two dominoes overlap");
}

/// A random queue of `size` distinct dominoes (usually unsolvable).
fn random_problem(size: usize, rng: &mut GameRng) -> Problem {
    let mut tiles = crate::common::tiles::double_six();
    rng.shuffle(&mut tiles);
    let queue = tiles
        .iter()
        .take(size)
        .map(|t: &Tile| Domino::new(t.lo, t.hi))
        .collect();
    Problem::new(queue).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_legal_play_keeps_the_group_connected_and_notation_round_trips(seed in any::<u64>(), size in 3usize..=8) {
        let mut r = rng(seed);
        let problem = generator::candidate(size, &mut r).unwrap_or_else(|| random_problem(size, &mut r));
        let mut pos = Position::start(problem.queue());
        for _ in 0..40 {
            check_invariants(&pos);
            let legal = pos.legal_moves();
            for m in &legal {
                // parse(notation(m)) == m, and the text is the canonical one.
                let text = notation(&pos, m);
                prop_assert_eq!(read_one(&pos, &text), Ok(*m));
                prop_assert_eq!(read_one(&pos, &text.to_lowercase()), Ok(*m));
                let (typed, err) = parse_moves(&text);
                prop_assert!(err.is_none());
                prop_assert_eq!(typed_text(&typed[0].typed), text);
                prop_assert!(pos.check(m).is_ok());
            }
            // Moves that are not legal are refused and change nothing.
            let before = pos.clone();
            for text in ["36D", "00H11", "12V99", "21L", "21R", "21U", "21D"] {
                if let Ok(m) = read_one(&pos, text)
                    && !legal.contains(&m)
                {
                    prop_assert!(pos.apply(&m).is_err(), "{} was accepted", text);
                }
            }
            for x in 0..=7 {
                for y in 0..=7 {
                    if let Some(next) = pos.next() {
                        for vertical in [false, true] {
                            let t = notation::Typed::Add { numbers: (next.top, next.bottom), vertical, col: x, row: y };
                            if let Ok(m) = resolve(&pos, &t) {
                                prop_assert_eq!(pos.check(&m).is_ok(), legal.contains(&m), "{:?}", m);
                            }
                        }
                    }
                }
            }
            prop_assert_eq!(&pos, &before);
            if legal.is_empty() {
                break;
            }
            let m = legal[r.below(legal.len())];
            pos.apply(&m).unwrap();
        }
        check_invariants(&pos);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_solvers_solutions_replay_and_nothing_shorter_exists(seed in any::<u64>(), size in 3usize..=4, constructed in any::<bool>()) {
        let mut r = rng(seed);
        let problem = if constructed {
            generator::candidate(size, &mut r).unwrap_or_else(|| random_problem(size, &mut r))
        } else {
            random_problem(size, &mut r)
        };
        let start = Position::start(problem.queue());
        const LIMIT: usize = 4;
        for goal in Goal::ALL {
            let report = solver::solve(&start, goal, solver::DEFAULT_BUDGET);
            match report.found {
                Found::Solution(moves) => {
                    let end = solver::replay(&start, &moves).unwrap();
                    prop_assert!(end.is_solved(goal));
                    let bounded = bounded_min(&start, goal, LIMIT.min(moves.len()));
                    if moves.len() <= LIMIT {
                        prop_assert_eq!(bounded, Some(moves.len()));
                    } else {
                        prop_assert_eq!(bounded, None);
                    }
                }
                Found::Impossible => prop_assert_eq!(bounded_min(&start, goal, LIMIT), None),
                Found::GaveUp => prop_assert!(false, "tiny problems never exhaust the budget"),
            }
        }
    }
}
