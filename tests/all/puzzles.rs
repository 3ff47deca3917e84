//! Adding Donimoes through the service: the same `/puzzle`, `/move`,
//! `/hint`, `/undo` and `/reset` calls the front ends make.

use crate::common;
use crate::common::refused;
use common::{GUILD, clocked, ctx, start};
use dominoes_bot::engine::GameKind;
use dominoes_bot::engine::adding::QueueError;
use dominoes_bot::service::{GameRefusal, PuzzleRefusal, TakebackRefusal};

use dominoes_bot::calendar;
use dominoes_bot::engine::adding::notation::notation;
use dominoes_bot::engine::adding::problems::numbered;
use dominoes_bot::engine::adding::solver::{DEFAULT_BUDGET, solve};
use dominoes_bot::engine::adding::{Goal, Position, Problem};
use dominoes_bot::service::{Audience, Ctx, PuzzleRequest, Reply, Service, daily_problem};

const HERE: u64 = 50;
const ELSEWHERE: u64 = 51;
/// 2025-01-31, 12:00 UTC.
const NOON: i64 = 1_738_324_800;

/// A service whose clock stands at [`NOON`].
fn at_noon() -> Service {
    clocked(NOON, 3).0
}

fn number(n: i64) -> PuzzleRequest {
    PuzzleRequest {
        number: Some(n),
        ..PuzzleRequest::default()
    }
}

/// A shortest solution of `problem`, in notation, found by the solver.
fn shortest(problem: &Problem, goal: Goal) -> Vec<String> {
    let mut pos = Position::start(problem.queue());
    let moves = solve(&pos, goal, DEFAULT_BUDGET).solution().unwrap().to_vec();
    let mut out = Vec::new();
    for m in &moves {
        out.push(notation(&pos, m));
        pos.apply(m).unwrap();
    }
    out
}

fn problem_1() -> Problem {
    numbered(1).unwrap().problem
}

fn only(replies: Vec<Reply>) -> Reply {
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

#[test]
fn problem_1_is_solved_by_the_solvers_moves_typed_into_move() {
    let svc = at_noon();
    let start = only(svc.puzzle(&ctx(HERE, 1), &number(1)));
    assert_eq!(start.audience, Audience::Private(1), "{}", start.text);
    assert!(start.image.is_some());
    let solution = shortest(&problem_1(), Goal::AllAdded);
    assert!(
        start
            .text
            .contains(&format!("A shortest solution takes {} moves", solution.len())),
        "{}",
        start.text
    );
    let mut last = None;
    for m in &solution {
        let r = only(svc.make_move(&ctx(HERE, 1), m));
        assert!(r.image.is_some(), "`{m}` was refused: {}", r.text);
        assert!(r.text.starts_with(&format!("Played {m}.")), "{}", r.text);
        last = Some(r);
    }
    let last = last.unwrap();
    assert!(
        last.text
            .contains(&format!("**Solved** in {} moves: a shortest solution!", solution.len())),
        "{}",
        last.text
    );
    // The puzzle is over: more moves are refused, privately.
    let more = only(svc.make_move(&ctx(HERE, 1), &solution[0]));
    assert!(refused!(more, Puzzle(PuzzleRefusal::SolvedAlready)), "{}", more.text);
}

#[test]
fn problem_1_is_solved_by_one_line_of_moves() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let solution = shortest(&problem_1(), Goal::AllAdded);
    let r = only(svc.make_move(&ctx(HERE, 1), &solution.join(", ")));
    assert!(r.text.contains("Played, in order:"), "{}", r.text);
    assert!(r.text.contains("**Solved**"), "{}", r.text);
    // Lower case and spaces only work just as well.
    svc.puzzle(&ctx(HERE, 2), &number(1));
    let r = only(svc.make_move(&ctx(HERE, 2), &solution.join(" ").to_lowercase()));
    assert!(r.text.contains("**Solved**"), "{}", r.text);
}

#[test]
fn the_printed_seed_solution_is_refused_because_it_names_dominoes_not_in_the_queue() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let r = only(svc.make_move(
        &ctx(HERE, 1),
        "36D, 23V21, 33D, 53V32, 25H21, 36D, 23D, 22H13, 33D, 53D, 22R",
    ));
    assert_eq!(r.audience, Audience::Private(1));
    assert!(r.image.is_none());
    assert_eq!(
        r.text,
        "`36D` is not allowed: there is no domino 36 on the board, and none in this puzzle's queue."
    );
}

#[test]
fn several_moves_stop_at_the_first_refused_one_and_say_how_many_were_played() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let solution = shortest(&problem_1(), Goal::AllAdded);
    // The first move, then a slide of a domino that is still queued.
    let line = format!("{}, 45D, {}", solution[0], solution[1]);
    let r = only(svc.make_move(&ctx(HERE, 1), &line));
    assert!(r.text.starts_with(&format!("Played {}.", solution[0])), "{}", r.text);
    assert!(
        r.text
            .contains("`45D` was refused after 1 move was applied: the 4-5 is still in the queue"),
        "{}",
        r.text
    );
    assert!(r.text.contains("Nothing after it was played."));
    // Only the first was applied: the second of the solution is next.
    let r = only(svc.make_move(&ctx(HERE, 1), &solution[1]));
    assert!(r.text.starts_with(&format!("Played {}.", solution[1])), "{}", r.text);
}

#[test]
fn hint_undo_and_reset() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let solution = shortest(&problem_1(), Goal::AllAdded);
    let hint = only(svc.hint(&ctx(HERE, 1)));
    assert_eq!(hint.audience, Audience::Private(1));
    assert!(
        hint.text
            .contains(&format!("`{}` ({} moves to go from here)", solution[0], solution.len())),
        "{}",
        hint.text
    );
    assert!(hint.text.contains("Hints used: 1."));
    svc.make_move(&ctx(HERE, 1), &solution[0]);
    let undone = only(svc.undo(&ctx(HERE, 1)));
    assert_eq!(undone.text, format!("Took back {}.", solution[0]));
    assert!(undone.image.is_some());
    let nothing = only(svc.puzzle_undo(&ctx(HERE, 1)));
    assert!(
        refused!(nothing, Puzzle(PuzzleRefusal::UndoAtStart)),
        "{}",
        nothing.text
    );
    svc.make_move(&ctx(HERE, 1), &solution[0]);
    svc.make_move(&ctx(HERE, 1), &solution[1]);
    let reset = only(svc.reset(&ctx(HERE, 1)));
    assert_eq!(reset.text, "Back to the start position.");
    // Back at the start, the first move of the solution is legal again,
    // and the hint count survived the reset.
    let again = only(svc.hint(&ctx(HERE, 1)));
    assert!(again.text.contains("Hints used: 2."), "{}", again.text);
    let session = svc.store().puzzle_session(GUILD, 1).unwrap().unwrap();
    assert!(session.moves.is_empty());
    assert_eq!(session.moves_played, 3);
    assert_eq!(session.hints, 2);
}

#[test]
fn a_dead_end_hint_says_how_far_to_go_back() {
    let svc = at_noon();
    let custom = PuzzleRequest {
        queue: Some("4 5 5 2 3 / 0 2 4 4 5".into()),
        ..PuzzleRequest::default()
    };
    only(svc.puzzle(&ctx(HERE, 1), &custom));
    // Sliding the 4-0 down first leaves no way to add every domino.
    let r = only(svc.make_move(&ctx(HERE, 1), "40D"));
    assert!(r.text.starts_with("Played 40D."), "{}", r.text);
    let hint = only(svc.hint(&ctx(HERE, 1)));
    assert_eq!(hint.audience, Audience::Private(1));
    assert_eq!(
        hint.text,
        "There is no solution from here. Take back 1 move (/undo) to reach a position that has one, or /reset."
    );
    // A dead end is no hint: nothing was revealed, so none is counted.
    assert_eq!(svc.store().puzzle_session(GUILD, 1).unwrap().unwrap().hints, 0);
}

#[test]
fn puzzles_are_private_unless_public_and_hints_always_private() {
    let svc = at_noon();
    let public = PuzzleRequest {
        number: Some(1),
        public: Some(true),
        ..PuzzleRequest::default()
    };
    let start = only(svc.puzzle(&ctx(HERE, 1), &public));
    assert_eq!(start.audience, Audience::Public);
    let solution = shortest(&problem_1(), Goal::AllAdded);
    let moved = only(svc.make_move(&ctx(HERE, 1), &solution[0]));
    assert_eq!(moved.audience, Audience::Public);
    let refused = only(svc.make_move(&ctx(HERE, 1), "36D"));
    assert_eq!(refused.audience, Audience::Private(1));
    let hint = only(svc.hint(&ctx(HERE, 1)));
    assert_eq!(hint.audience, Audience::Private(1));
    let private = only(svc.puzzle(&ctx(HERE, 2), &number(1)));
    assert_eq!(private.audience, Audience::Private(2));
    let moved = only(svc.make_move(&ctx(HERE, 2), &solution[0]));
    assert_eq!(moved.audience, Audience::Private(2));
}

#[test]
fn one_session_per_user_and_server() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let solution = shortest(&problem_1(), Goal::AllAdded);
    // The session follows the user to another channel of the server.
    let r = only(svc.make_move(&ctx(ELSEWHERE, 1), &solution[0]));
    assert!(r.text.starts_with("Played"), "{}", r.text);
    // Another server knows nothing of it.
    let other = Ctx {
        guild: 2,
        ..ctx(HERE, 1)
    };
    let r = only(svc.hint(&other));
    assert!(refused!(r, Puzzle(PuzzleRefusal::NoPuzzle)), "{}", r.text);
    // A new /puzzle replaces the session.
    svc.puzzle(
        &ctx(HERE, 1),
        &PuzzleRequest {
            queue: Some("2 3 5 / 1 5 1".into()),
            ..PuzzleRequest::default()
        },
    );
    let session = svc.store().puzzle_session(GUILD, 1).unwrap().unwrap();
    assert_eq!(session.source, dominoes_bot::store::PuzzleSource::Queue);
    assert!(session.moves.is_empty());
}

#[test]
fn custom_queues_are_checked_with_clear_errors() {
    let svc = at_noon();
    let queue = |q: &str| {
        only(svc.puzzle(
            &ctx(HERE, 1),
            &PuzzleRequest {
                queue: Some(q.into()),
                ..PuzzleRequest::default()
            },
        ))
    };
    let r = queue("2 3 5 4 / 1 5 1");
    assert_eq!(r.audience, Audience::Private(1));
    // The queue's own refusals, wrapped whole (one sentence kept as wording).
    assert!(
        r.text.contains("the top line has 4 numbers and the bottom line 3"),
        "{}",
        r.text
    );
    assert!(refused!(
        r,
        Puzzle(PuzzleRefusal::BadQueue(QueueError::Uneven { top: 4, bottom: 3 }))
    ));
    assert!(refused!(
        queue("2 3 8 / 1 5 1"),
        Puzzle(PuzzleRefusal::BadQueue(QueueError::BigNumber { n: 8, .. }))
    ));
    assert!(refused!(
        queue("3 2 5 / 5 1 3"),
        Puzzle(PuzzleRefusal::BadQueue(QueueError::Twice { .. }))
    ));
    assert!(refused!(
        queue("2 3 / 1 5"),
        Puzzle(PuzzleRefusal::BadQueue(QueueError::TooShort(2)))
    ));
    let none = queue("0 1 2 / 0 1 2");
    assert!(
        refused!(none, Puzzle(PuzzleRefusal::NoSolution { .. })),
        "{}",
        none.text
    );
    assert!(svc.store().puzzle_session(GUILD, 1).unwrap().is_none());
    let ok = queue("2 3 5 4 5 2 / 1 5 1 5 5 4");
    assert!(ok.image.is_some(), "{}", ok.text);
}

#[test]
fn puzzle_requests_that_make_no_sense_are_refused() {
    let svc = at_noon();
    let r = only(svc.puzzle(&ctx(HERE, 1), &number(99)));
    assert!(
        refused!(r, Puzzle(PuzzleRefusal::NoSuchProblem { number: 99 })),
        "{}",
        r.text
    );
    let r = only(svc.puzzle(
        &ctx(HERE, 1),
        &PuzzleRequest {
            number: Some(1),
            daily: true,
            ..PuzzleRequest::default()
        },
    ));
    assert!(refused!(r, Puzzle(PuzzleRefusal::OneAtATime)), "{}", r.text);
    // A goal that is none of them is refused where the word is read.
    assert!(matches!(
        dominoes_bot::local::options::goal(Some("circle")),
        Err(dominoes_bot::service::Refusal::Puzzle(
            PuzzleRefusal::UnknownGoal { .. }
        ))
    ));
    let r = only(svc.undo(&ctx(HERE, 1)));
    assert!(refused!(r, Puzzle(PuzzleRefusal::NothingToUndo)), "{}", r.text);
    // The puzzle is not a table game: /play points to /puzzle.
    let r = only(svc.play(&ctx(HERE, 1), GameKind::Adding, &[ctx(HERE, 2).user], None));
    assert!(
        r.text
            .contains("Adding Donimoes is a puzzle for one: start it with /puzzle"),
        "{}",
        r.text
    );
}

#[test]
fn the_rectangle_goal_is_solved_only_as_a_solid_rectangle() {
    let svc = at_noon();
    let goal = PuzzleRequest {
        number: Some(1),
        goal: Some(Goal::Rectangle),
        ..PuzzleRequest::default()
    };
    let start = only(svc.puzzle(&ctx(HERE, 1), &goal));
    assert!(start.text.contains("ending as one solid rectangle"), "{}", start.text);
    let solution = shortest(&problem_1(), Goal::Rectangle);
    let r = only(svc.make_move(&ctx(HERE, 1), &solution.join(", ")));
    assert!(r.text.contains("**Solved**"), "{}", r.text);
    let session = svc.store().puzzle_session(GUILD, 1).unwrap().unwrap();
    assert_eq!(session.goal, Goal::Rectangle);
}

fn daily() -> PuzzleRequest {
    PuzzleRequest {
        daily: true,
        ..PuzzleRequest::default()
    }
}

#[test]
fn the_puzzle_of_the_day_keeps_a_list_per_server() {
    let svc = at_noon();
    let date = calendar::date(NOON);
    assert_eq!(date, "2025-01-31");
    let today = daily_problem(GUILD, &date, Goal::AllAdded).unwrap();
    let solution = shortest(&today.problem, Goal::AllAdded);
    // User 1 solves it the shortest way, user 2 with a hint and a detour.
    let start = only(svc.puzzle(&ctx(HERE, 1), &daily()));
    assert!(
        start.text.contains(&format!("Puzzle of the day, {date}")),
        "{}",
        start.text
    );
    let solved = only(svc.make_move(&ctx(HERE, 1), &solution.join(", ")));
    assert!(
        solved
            .text
            .contains("**Puzzle of the day 2025-01-31** (all-added), fewest moves:"),
        "{}",
        solved.text
    );
    assert!(
        solved.text.contains(&format!("1. <@1>: {} moves", solution.len())),
        "{}",
        solved.text
    );
    svc.puzzle(&ctx(HERE, 2), &daily());
    svc.hint(&ctx(HERE, 2));
    svc.make_move(&ctx(HERE, 2), &solution[0]);
    svc.undo(&ctx(HERE, 2));
    let solved = only(svc.make_move(&ctx(HERE, 2), &solution.join(", ")));
    assert!(
        solved
            .text
            .contains(&format!("2. <@2>: {} moves (1 hint, 1 taken back)", solution.len())),
        "{}",
        solved.text
    );
    // Asking again after solving shows the list instead of a new start.
    let again = only(svc.puzzle(&ctx(HERE, 1), &daily()));
    assert!(again.image.is_none());
    assert!(
        again.text.contains("your first solve is the one that counts"),
        "{}",
        again.text
    );
    assert!(again.text.contains("1. <@1>"), "{}", again.text);
    // The result stands: no reset of a solved daily puzzle.
    assert!(refused!(
        only(svc.reset(&ctx(HERE, 1))),
        Puzzle(PuzzleRefusal::DailySolved)
    ));
    // Another server has its own puzzle and its own list.
    let elsewhere = daily_problem(GUILD + 1, &date, Goal::AllAdded).unwrap();
    assert_ne!(elsewhere.problem, today.problem);
    let other = Ctx {
        guild: GUILD + 1,
        ..ctx(HERE, 1)
    };
    let start = only(svc.puzzle(&other, &daily()));
    assert!(start.image.is_some(), "{}", start.text);
}

#[test]
fn asking_for_the_daily_puzzle_again_carries_on_where_it_was() {
    let svc = at_noon();
    let today = daily_problem(GUILD, &calendar::date(NOON), Goal::AllAdded).unwrap();
    let solution = shortest(&today.problem, Goal::AllAdded);
    svc.puzzle(&ctx(HERE, 1), &daily());
    svc.make_move(&ctx(HERE, 1), &solution[0]);
    svc.hint(&ctx(HERE, 1));
    let again = only(svc.puzzle(&ctx(HERE, 1), &daily()));
    assert!(again.text.contains("where you left it"), "{}", again.text);
    let session = svc.store().puzzle_session(GUILD, 1).unwrap().unwrap();
    assert_eq!(session.moves, [solution[0].clone()]);
    assert_eq!(session.hints, 1);
    // Another puzzle in between does not wipe today's progress or hints.
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let back = only(svc.puzzle(&ctx(HERE, 1), &daily()));
    assert!(
        back.text.contains("Back to today's puzzle, where you left it"),
        "{}",
        back.text
    );
    let session = svc.store().puzzle_session(GUILD, 1).unwrap().unwrap();
    assert_eq!(session.moves, [solution[0].clone()]);
    assert_eq!((session.hints, session.moves_played), (1, 1));
}

#[test]
fn move_goes_to_the_game_where_the_caller_is_seated_and_to_the_puzzle_elsewhere() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    // Users 1 and 2 start a game in HERE.
    start(&svc, HERE, "dominimum", &[1, 2]);
    let solution = shortest(&problem_1(), Goal::AllAdded);
    // In HERE, user 1 is seated: /move is a game move (and a puzzle
    // notation is not one), and autocomplete lists game moves.
    let r = only(svc.make_move(&ctx(HERE, 1), &solution[0]));
    assert!(!r.text.starts_with("Played"), "{}", r.text);
    let choices = svc.autocomplete_move(&ctx(HERE, 1), "");
    assert!(!choices.iter().any(|c| c.value == solution[0]), "{choices:?}");
    // The game's legal moves (ranked nearest the centre first).
    let mut listed: Vec<String> = choices.iter().map(|c| c.value.clone()).collect();
    let mut legal: Vec<String> = svc
        .legal_actions(&ctx(HERE, 1))
        .into_iter()
        .map(|a| a.notation)
        .collect();
    assert!(legal.len() <= 25);
    listed.sort();
    legal.sort();
    assert_eq!(listed, legal);
    assert!(svc.store().puzzle_session(GUILD, 1).unwrap().unwrap().moves.is_empty());
    // Elsewhere the same line plays the puzzle, and autocomplete offers it.
    let r = only(svc.make_move(&ctx(ELSEWHERE, 1), &solution[0]));
    assert!(r.text.starts_with(&format!("Played {}", solution[0])), "{}", r.text);
    let choices = svc.autocomplete_move(&ctx(ELSEWHERE, 1), "");
    assert!(choices.iter().any(|c| c.value == solution[1]), "{choices:?}");
    // Autocomplete after complete moves offers the next ones after them.
    let choices = svc.autocomplete_move(&ctx(ELSEWHERE, 1), &format!("{}, ", solution[1]));
    assert!(
        choices
            .iter()
            .any(|c| c.value == format!("{}, {}", solution[1], solution[2])),
        "{choices:?}"
    );
    // Moves separated by spaces work as well, and so does a move with
    // spaces inside it.
    let choices = svc.autocomplete_move(&ctx(ELSEWHERE, 1), &format!("{} {}", solution[1], &solution[2][..2]));
    assert!(
        choices
            .iter()
            .any(|c| c.value == format!("{}, {}", solution[1], solution[2])),
        "{choices:?}"
    );
    let spaced: String = solution[1].chars().flat_map(|c| [c, ' ']).collect();
    let choices = svc.autocomplete_move(&ctx(ELSEWHERE, 1), spaced.trim());
    assert_eq!(
        choices.first().map(|c| c.value.clone()),
        Some(solution[1].clone()),
        "{spaced}"
    );
    // A user with no puzzle and no seat gets the game's answer.
    let r = only(svc.make_move(&ctx(ELSEWHERE, 3), "15H24"));
    assert!(refused!(r, Game(GameRefusal::NoGame)), "{}", r.text);
}

#[test]
fn undo_is_a_game_takeback_where_the_caller_is_seated_and_a_puzzle_undo_elsewhere() {
    let svc = at_noon();
    let solution = shortest(&problem_1(), Goal::AllAdded);
    svc.puzzle(&ctx(HERE, 1), &number(1));
    svc.puzzle(&ctx(HERE, 2), &number(1));
    svc.make_move(&ctx(ELSEWHERE, 1), &solution[0]);
    svc.make_move(&ctx(ELSEWHERE, 2), &solution[0]);
    // Users 1 and 2 play a game in HERE; whoever is to act makes a move.
    // Dominup deals every tile at the start, so a placement reveals nothing
    // and may be taken back.
    start(&svc, HERE, "dominup", &[1, 2]);
    let mover = [1, 2]
        .into_iter()
        .find(|&u| !svc.legal_actions(&ctx(HERE, u)).is_empty())
        .unwrap();
    let action = svc.legal_actions(&ctx(HERE, mover))[0].notation.clone();
    svc.make_move(&ctx(HERE, mover), &action);

    // Seated in HERE: /undo asks the table to take back the game move, and
    // the puzzle keeps its move.
    let r = svc.undo(&ctx(HERE, mover));
    assert!(r[0].text.contains(&format!("asks to take back `{action}`")), "{r:?}");
    assert_eq!(r[0].audience, Audience::Public);
    let session = svc.store().puzzle_session(GUILD, mover).unwrap().unwrap();
    assert_eq!(session.moves, [solution[0].clone()]);
    // The other player is seated too: their /undo is the game's answer,
    // even though they have a puzzle.
    let other = 3 - mover;
    let r = only(svc.undo(&ctx(HERE, other)));
    assert!(refused!(r, Takeback(TakebackRefusal::NotYours { .. })), "{}", r.text);

    // Elsewhere the same command takes back the puzzle move, privately.
    let r = only(svc.undo(&ctx(ELSEWHERE, mover)));
    assert_eq!(r.text, format!("Took back {}.", solution[0]));
    assert_eq!(r.audience, Audience::Private(mover));
    // A spectator in HERE with a puzzle gets the puzzle undo too.
    svc.puzzle(&ctx(HERE, 4), &number(1));
    svc.make_move(&ctx(HERE, 4), &solution[0]);
    let r = only(svc.undo(&ctx(HERE, 4)));
    assert_eq!(r.text, format!("Took back {}.", solution[0]));

    // Neither seated nor with a puzzle: a clear private refusal.
    let r = only(svc.undo(&ctx(ELSEWHERE, 5)));
    assert_eq!(r.audience, Audience::Private(5));
    assert!(refused!(r, Puzzle(PuzzleRefusal::NothingToUndo)), "{}", r.text);
}

#[test]
fn stats_show_puzzles_solved_moves_against_the_shortest_hints_and_daily_places() {
    let svc = at_noon();
    // Nothing solved yet: no puzzle lines.
    let r = only(svc.stats(&ctx(HERE, 1), None, None));
    assert!(!r.text.contains("Adding Donimoes"), "{}", r.text);

    let solution = shortest(&problem_1(), Goal::AllAdded);
    svc.puzzle(&ctx(HERE, 1), &number(1));
    svc.hint(&ctx(HERE, 1));
    svc.make_move(&ctx(HERE, 1), &solution.join(", "));
    // Today's puzzle: user 2 solves it first the shortest way, user 1 with
    // a detour of one move there and back.
    let today = daily_problem(GUILD, &calendar::date(NOON), Goal::AllAdded).unwrap();
    let daily_solution = shortest(&today.problem, Goal::AllAdded);
    svc.puzzle(&ctx(HERE, 2), &daily());
    svc.make_move(&ctx(HERE, 2), &daily_solution.join(", "));
    svc.puzzle(&ctx(HERE, 1), &daily());
    svc.make_move(&ctx(HERE, 1), &daily_solution[0]);
    svc.undo(&ctx(HERE, 1));
    let solved = only(svc.make_move(&ctx(HERE, 1), &daily_solution.join(", ")));
    assert!(solved.text.contains("2. <@1>"), "{}", solved.text);

    let r = only(svc.stats(&ctx(HERE, 3), Some(&ctx(HERE, 1).user), None));
    let total = solution.len() + daily_solution.len();
    assert!(
        r.text.contains(&format!(
            "🧩 Adding Donimoes: 2 puzzles solved, 2 of 2 in the fewest moves ({total} moves against {total} for the shortest solutions), 1 hint used."
        )),
        "{}",
        r.text
    );
    assert!(
        r.text
            .contains("📅 Puzzles of the day: 1 solved, best place 2nd of 2 (2025-01-31)."),
        "{}",
        r.text
    );
    let r = only(svc.stats(&ctx(HERE, 2), None, None));
    assert!(r.text.contains("0 hints used"), "{}", r.text);
    assert!(r.text.contains("best place 1st of 2"), "{}", r.text);
}

#[test]
fn puzzle_autocomplete_finds_a_domino_written_either_way() {
    let svc = at_noon();
    svc.puzzle(&ctx(HERE, 1), &number(1));
    let legal = svc.autocomplete_move(&ctx(HERE, 1), "");
    assert!(!legal.is_empty());
    let mut checked = 0;
    for choice in &legal {
        // "24V21: add the 2-4 upright, ..." read back as the domino's numbers.
        let Some(tile) = choice
            .name
            .split_whitespace()
            .find(|w| w.len() == 3 && w.as_bytes()[1] == b'-')
        else {
            continue;
        };
        let (a, b) = (&tile[..1], &tile[2..]);
        for typed in [format!("{b}{a}"), format!("{b} {a}"), format!("{a}-{b}")] {
            let found = svc.autocomplete_move(&ctx(HERE, 1), &typed);
            assert!(
                found.first().is_some_and(|c| c.name.contains(&format!(" {tile} "))),
                "`{typed}` should find the {tile} first: {found:?}"
            );
        }
        checked += 1;
    }
    assert!(checked > 0, "no domino named in {legal:?}");
    // The entry that says more moves match is refused with how to narrow.
    let r = only(svc.make_move(&ctx(HERE, 1), "(more)"));
    assert_eq!(r.audience, Audience::Private(1));
    assert!(r.text.contains("type a domino"), "{}", r.text);
}
