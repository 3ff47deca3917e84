use super::*;
use crate::adding::problems::{Problem, numbered};

fn start(text: &str) -> Position {
    Position::start(Problem::parse(text).unwrap().queue())
}

#[test]
fn problem_1_has_a_shortest_solution_that_replays() {
    let pos = Position::start(numbered(1).unwrap().problem.queue());
    let report = solve(&pos, Goal::AllAdded, DEFAULT_BUDGET);
    let moves = report.solution().expect("problem 1 has a solution").to_vec();
    let end = replay(&pos, &moves).unwrap();
    assert!(end.is_solved(Goal::AllAdded));
    assert!(moves.len() >= 4, "four dominoes to add");
    assert!(report.explored > 0);
}

#[test]
fn a_queue_where_nothing_can_move_is_proven_impossible() {
    // 0-0 and 1-1 start side by side; the 2-2 matches nothing, and neither
    // double can slide (no six, no equal pair).
    let report = solve(&start("0 1 2 / 0 1 2"), Goal::AllAdded, DEFAULT_BUDGET);
    assert_eq!(report.found, Found::Impossible);
    assert_eq!(report.explored, 1);
}

#[test]
fn a_solved_position_needs_no_moves_and_a_tiny_budget_gives_up() {
    let pos = start("1 3 1 / 5 5 3");
    let done = Position::from_parts(pos.queue().to_vec(), {
        let mut p = pos.clone();
        p.apply(&notation_move(&pos, "13H21")).unwrap();
        p.board().placements().to_vec()
    });
    assert_eq!(solve(&done, Goal::AllAdded, 10).found, Found::Solution(Vec::new()));
    let hard = Position::start(numbered(1).unwrap().problem.queue());
    assert_eq!(solve(&hard, Goal::AllAdded, 1).found, Found::GaveUp);
}

fn notation_move(pos: &Position, text: &str) -> Move {
    crate::adding::notation::read_one(pos, text).unwrap()
}

#[test]
fn keys_and_moves_pack_and_unpack() {
    let pos = start("2 3 5 4 / 1 5 1 5");
    for m in pos.legal_moves() {
        assert_eq!(unpack(pack(&m, &pos), &pos), m);
    }
    let key = encode(pos.board().placements(), pos.queue());
    assert_eq!(decode(&key, pos.queue()), pos);
}
