//! The rule text's worked examples, each on a position drawn as the text
//! draws it, and the refusals' reasons.

use super::*;
use crate::adding::notation::{MoveError, notation, read_one};
use crate::adding::testkit::{dominoes, position};

/// Plays `text` (one move in the seed's notation) on a copy of `pos`.
fn after(pos: &Position, text: &str) -> Result<Position, MoveError> {
    let m = read_one(pos, text)?;
    let mut next = pos.clone();
    next.apply(&m)?;
    Ok(next)
}

#[test]
fn start_position_from_2_3_5_over_1_5_1() {
    let queue = [Domino::new(2, 1), Domino::new(3, 5), Domino::new(5, 1)];
    let start = Position::start(&queue);
    let right = position(&["2 3", "- -", "1 5"], &[(2, 1), (3, 5), (5, 1)], "");
    assert_eq!(start, right);
    assert_eq!(start.board().len(), 2);
    assert_eq!(start.next(), Some(Domino::new(5, 1)));
    // "Not like this": the 5-1 is the third domino, it waits in the queue.
    let wrong = Position::from_parts(
        queue.to_vec(),
        dominoes(&["2 5", "- -", "1 3"]).iter().map(|(p, _)| *p).collect(),
    );
    assert_ne!(start, wrong);
}

#[test]
fn the_13_is_added_because_it_matches_the_1_and_the_3_below() {
    let picture = ["1+3", "   ", "1 3", "- -", "5 5"];
    let queue = [(1, 5), (3, 5), (1, 3)];
    let before = position(&picture, &queue, "+");
    assert_eq!(before.board().len(), 2);
    let want = position(&picture, &queue, "");
    // The frame is 4 by 4; the 1 and 3 stand in columns 2 and 3, row 2, so
    // the 13 goes across with its left cell in column 2, row 1.
    assert_eq!(after(&before, "13H21"), Ok(want.clone()));
    let m = Move::Add(
        before
            .adds()
            .into_iter()
            .find(|p| {
                Position::from_parts(before.queue().to_vec(), [before.board().placements(), &[*p]].concat()) == want
            })
            .unwrap(),
    );
    assert_eq!(notation(&before, &m), "13H21");
    let count = before.pair_count(None, [(Cell::new(1, 3), 1), (Cell::new(2, 3), 3)]);
    assert_eq!(count.equal, 2);
}

#[test]
fn the_52_is_added_matching_the_5_beside_and_the_5_above_in_both_orientations() {
    let picture = ["  3", "  -", "1 5", "-", "5 5+2"];
    let queue = [(1, 5), (3, 5), (5, 2)];
    let before = position(&picture, &queue, "+");
    assert_eq!(before.board().len(), 2);
    // Frame: 4 columns (the dominoes span columns 2-3) and 5 rows.
    assert_eq!((before.frame().cols, before.frame().rows), (4, 5));
    let across = after(&before, "52H34").unwrap();
    assert_eq!(across, position(&picture, &queue, ""));
    // Upright: the 5 in the same cell, the 2 below it.
    let upright = after(&before, "52V34").unwrap();
    assert_eq!(upright.board().len(), 3);
    assert!(upright.board().placements()[2].dir == Dir::N);
    // The other way round the 2 touches the 5s, which do not match.
    let err = after(&before, "25H34").unwrap_err();
    assert!(matches!(err, MoveError::Refused(Refusal::TooFewPairs { .. })), "{err}");
    assert!(err.to_string().contains("needs two equal neighbour pairs"), "{err}");
}

#[test]
fn the_left_domino_slides_down_because_the_1_and_the_5_add_up_to_six() {
    let before = position(&["1|3", "   ", "1 3", "- -", "5 5"], &[(1, 3), (1, 5), (3, 5)], "");
    let want = position(
        &["1|3", "   ", "  3", "  -", "1 5", "v", "5"],
        &[(1, 3), (1, 5), (3, 5)],
        "",
    );
    let down = after(&before, "15D").unwrap();
    assert_eq!(down, want);
    let count = before.pair_count(
        Some(1),
        slid(&before.board().placements()[1], Dir::S).unwrap().0.cells(),
    );
    assert_eq!((count.six, count.equal), (1, 0));
}

#[test]
fn the_left_domino_slides_back_up_because_it_matches_the_1_above_and_the_5_beside() {
    let down = position(
        &["1|3", "   ", "  3", "  -", "1 5", "v", "5"],
        &[(1, 3), (1, 5), (3, 5)],
        "",
    );
    let up = after(&down, "15U").unwrap();
    assert_eq!(
        up,
        position(&["1|3", "   ", "1 3", "^ -", "5 5"], &[(1, 3), (1, 5), (3, 5)], "")
    );
    let count = down.pair_count(Some(1), slid(&down.board().placements()[1], Dir::N).unwrap().0.cells());
    assert_eq!((count.six, count.equal), (0, 2));
}

#[test]
fn the_group_stays_connected() {
    // The 2-1 hangs on the 1 of the middle domino. Sliding that domino down
    // would match the 5 beside it (1 + 5 = 6) but cut the 2-1 off.
    let pos = position(&["2|1 1 3", "    - -", "    5 5"], &[(1, 5), (3, 5), (2, 1)], "");
    assert_eq!(pos.board().len(), 3);
    let err = after(&pos, "15D").unwrap_err();
    let away = vec!["2-1".to_string()];
    let (who, dir) = ("1-5".to_string(), Dir::S);
    assert_eq!(err, MoveError::Refused(Refusal::LeavesCutOff { who, dir, away }));
    assert!(
        err.to_string()
            .contains("sliding the 1-5 down would leave 2-1 cut off from the group"),
        "{err}"
    );
    assert!(!pos.slides().contains(&(0, Dir::S)));
}

#[test]
fn refusals_say_which_pair_fails() {
    let queue = [
        Domino::new(2, 1),
        Domino::new(3, 5),
        Domino::new(5, 1),
        Domino::new(4, 5),
    ];
    let start = Position::start(&queue);
    // Frame 4x4: 2 at column 2 row 2, 3 at column 3 row 2, 1 and 5 on row 3.
    let refused = |text: &str| match after(&start, text) {
        Err(MoveError::Refused(r)) => r,
        other => panic!("{text}: {other:?}"),
    };
    let one_pair = refused("51H43");
    assert!(
        matches!(&one_pair, Refusal::TooFewPairs { equal, .. } if equal.len() == 1),
        "{one_pair:?}"
    );
    assert!(
        one_pair
            .to_string()
            .contains("needs two equal neighbour pairs, has one (its 5 next to the 5 of 3-5)"),
        "{one_pair}"
    );
    let none = refused("15H43");
    assert!(
        matches!(&none, Refusal::TooFewPairs { equal, touching, .. } if equal.is_empty() && touching == &[(1, 5)]),
        "{none:?}"
    );
    assert!(
        none.to_string().contains("has none: it would only touch 1 next to 5"),
        "{none}"
    );
    let taken = refused("51H22");
    assert_eq!(
        taken,
        Refusal::Taken {
            cell: Spot { col: 2, row: 2 },
            n: 2,
            owner: "2-1".into()
        }
    );
    assert!(
        taken
            .to_string()
            .contains("that cell is taken: column 2, row 2 holds the 2 of 2-1"),
        "{taken}"
    );
    let wrong = refused("45H21");
    assert_eq!(
        wrong,
        Refusal::NotNextTyped {
            next: Domino::new(5, 1),
            a: 4,
            b: 5,
            placed: false
        }
    );
    assert_eq!(wrong.to_string(), "the next domino to add is 5-1, not 4-5");
    let again = refused("35H21");
    assert_eq!(
        again.to_string(),
        "the next domino to add is 5-1, not 3-5 (the 3-5 is on the board already)"
    );
    let nowhere = refused("51H41");
    assert!(matches!(nowhere, Refusal::TouchesNothing { .. }), "{nowhere:?}");
    assert!(nowhere.to_string().contains("would touch no domino"), "{nowhere}");
    let outside = refused("51H51");
    assert_eq!(outside, Refusal::ColumnOutside { col: 5, cols: 4 });
    assert!(
        outside.to_string().contains("column 5 is outside the frame"),
        "{outside}"
    );
    let across = refused("21L");
    assert_eq!(across, Refusal::StandsUpright("2-1".into()));
    assert!(
        across
            .to_string()
            .contains("stands upright: it can only slide up or down"),
        "{across}"
    );
    let lonely = refused("21U");
    assert!(
        matches!(&lonely, Refusal::SlideUnpaired { dir: Dir::N, equal, .. } if equal.is_empty()),
        "{lonely:?}"
    );
    assert!(
        lonely
            .to_string()
            .contains("no pair adding up to six and no equal pairs"),
        "{lonely}"
    );
    let missing = refused("36D");
    assert_eq!(missing, Refusal::NoSuchDomino { a: 3, b: 6 });
    assert_eq!(
        missing.to_string(),
        "there is no domino 36 on the board, and none in this puzzle's queue"
    );
    let queued = refused("45D");
    assert_eq!(queued, Refusal::StillQueued { a: 4, b: 5 });
    assert!(queued.to_string().contains("still in the queue"), "{queued}");
}

#[test]
fn a_slide_into_a_taken_cell_names_the_domino_in_the_way() {
    let pos = position(&["1|3", "   ", "1 3", "- -", "5 5"], &[(1, 3), (1, 5), (3, 5)], "");
    let err = after(&pos, "15U").unwrap_err();
    let blocked = Refusal::SlideBlocked {
        who: "1-5".into(),
        dir: Dir::N,
        n: 1,
        owner: "1-3".into(),
    };
    assert_eq!(err, MoveError::Refused(blocked));
    assert!(
        err.to_string().contains("the cell above it is taken by the 1 of 1-3"),
        "{err}"
    );
}

#[test]
fn solved_means_an_empty_queue_and_for_the_rectangle_a_full_box() {
    let square = position(&["1 3", "- -", "5 5"], &[(1, 5), (3, 5)], "");
    assert!(square.is_solved(Goal::AllAdded));
    assert!(square.is_solved(Goal::Rectangle));
    let hanging = position(
        &["1|3", "   ", "  3", "  -", "1 5", "-", "5"],
        &[(1, 3), (1, 5), (3, 5)],
        "",
    );
    assert!(hanging.is_solved(Goal::AllAdded));
    assert!(!hanging.is_solved(Goal::Rectangle));
    let full = position(&["1|3", "   ", "1 3", "- -", "5 5"], &[(1, 3), (1, 5), (3, 5)], "");
    assert!(full.is_solved(Goal::Rectangle), "2 wide, 3 high, 6 cells: a rectangle");
}

#[test]
fn goals_read_forgivingly() {
    assert_eq!(Goal::parse("All-Added"), Some(Goal::AllAdded));
    assert_eq!(Goal::parse("rectangle"), Some(Goal::Rectangle));
    assert_eq!(Goal::parse("RECT"), Some(Goal::Rectangle));
    assert_eq!(Goal::parse("circle"), None);
    for g in Goal::ALL {
        assert_eq!(Goal::parse(g.id()), Some(g));
    }
}
