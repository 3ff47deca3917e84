//! Each action's place against what the action really does: the preview
//! drawn from the public view and the place alone shows the board the
//! rules leave (the action performed without the steps that follow it).

use super::super::Suit;
use super::super::testing::{random_positions, with_other_hidden_values};
use super::super::view::{DominoidsView, Mark};
use super::super::{Action, Dominoids};
use super::{cells, group_of, numbers};
use crate::Game;
use crate::common::grid::Cell;
use crate::view::{BoardView, Viewer};

fn board_of(g: &Dominoids) -> DominoidsView {
    match g.view(Viewer::Public).board {
        BoardView::Dominoids(d) => d,
        other => panic!("not a Dominoids board: {other:?}"),
    }
}

/// What the comparison looks at: the Dominoids, the coins (their values
/// aside: the preview never turns one up), the gene pool.
type Layout = (Vec<[(Cell, u8); 2]>, Vec<(Cell, Suit)>, Vec<crate::common::tiles::Tile>);

fn layout(d: &DominoidsView) -> Layout {
    let mut dominoids = d.dominoids.clone();
    dominoids.sort();
    let mut coins: Vec<(Cell, Suit)> = d.coins.iter().map(|c| (c.at, c.suit)).collect();
    coins.sort();
    let mut pool = d.pool.clone();
    pool.sort();
    (dominoids, coins, pool)
}

/// Whether `a` is a decision with a place on the board.
fn has_place(a: &Action) -> bool {
    !matches!(a, Action::Dice(_) | Action::Shift { .. } | Action::Pass { .. })
}

#[test]
fn every_place_previews_the_board_its_action_leaves() {
    let mut checked = std::collections::HashMap::new();
    for seed in 0..8 {
        random_positions(seed, 160, |g| {
            let before = board_of(g);
            for a in g.legal_actions(g.turn) {
                let (c, n) = (cells(g, &a), numbers(g, &a));
                assert_eq!(!c.is_empty(), has_place(&a), "{a:?}: {c:?}");
                if c.is_empty() {
                    continue;
                }
                assert!(n.is_empty() || n.len() == c.len(), "{a:?}");
                let mut done = g.clone();
                done.perform(&a);
                let real = board_of(&done);
                let preview = before.after(&c, &n);
                assert_eq!(layout(&preview), layout(&real), "{a:?} at {c:?} {n:?}");
                // The marks the rules make for this action are drawn.
                for m in real.marks.iter().filter(|m| !before.marks.contains(m)) {
                    assert!(preview.marks.contains(m), "{a:?}: {m:?} not in {:?}", preview.marks);
                }
                *checked.entry(std::mem::discriminant(&a)).or_insert(0) += 1;
            }
        });
    }
    // Slides, turns, children, food and at least one effect are checked.
    assert!(checked.len() >= 5, "{} kinds of action", checked.len());
}

#[test]
fn a_label_sits_on_the_square_the_notation_names() {
    random_positions(3, 200, |g| {
        for a in g.legal_actions(g.turn) {
            let c = cells(g, &a);
            let first = match a {
                Action::Slide { to, .. } | Action::Rotate { to, .. } => to,
                Action::Bud { parent, .. } => parent,
                Action::Food { at, .. } => at,
                Action::Child(d) => d.ends()[0].at,
                Action::Effect(e) => match e {
                    super::Effect::Eat(c) | super::Effect::Attack(c) | super::Effect::Breed(c) => c,
                },
                _ => continue,
            };
            assert_eq!(c.first(), Some(&first), "{a:?}");
        }
    });
}

#[test]
fn a_preview_is_the_same_whatever_the_face_down_values() {
    let mut compared = 0;
    random_positions(5, 160, |g| {
        let other = with_other_hidden_values(g);
        let (mine, theirs) = (board_of(g), board_of(&other));
        for a in g.legal_actions(g.turn) {
            let (c, n) = (cells(g, &a), numbers(g, &a));
            assert_eq!((&c, &n), (&cells(&other, &a), &numbers(&other, &a)));
            assert_eq!(mine.after(&c, &n), theirs.after(&c, &n));
            compared += 1;
        }
    });
    assert!(compared > 100, "{compared}");
}

#[test]
fn a_child_is_grouped_by_its_domino_and_the_rest_by_die_or_verb() {
    assert_eq!(group_of("child 5-3 c6 c7"), "child 3-5");
    assert_eq!(group_of("child 3-5 c6 c7"), "child 3-5");
    assert_eq!(group_of("arms slide c3 e3"), "arms");
    assert_eq!(group_of("food suns e4"), "food");
    assert_eq!(group_of("child"), "child");
}

#[test]
fn a_slide_and_a_turn_are_marked_as_the_rules_mark_them() {
    // A slide of a double: the end in front leads.
    let before = [Cell::new(2, 2), Cell::new(3, 2)];
    let lead = super::super::rules::board::End {
        at: Cell::new(5, 2),
        value: 2,
    };
    let after = [(Cell::new(4, 2), 2), (Cell::new(5, 2), 2)];
    assert_eq!(
        super::super::preview::moved(before, &after, lead),
        Mark::Slide {
            from: Cell::new(3, 2),
            to: Cell::new(5, 2)
        }
    );
}
