use super::*;
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::tiles::double_six;
use crate::testing::{random_playout, random_position};
use crate::view::BoardView;
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn p(x: i32, y: i32, d: Dir, a: u8, b: u8) -> Placement {
    Placement::new(Cell::new(x, y), d, a, b)
}

fn t(a: u8, b: u8) -> Tile {
    Tile::new(a, b)
}

/// An area built from legal placements, in order (each one checked).
fn build(ps: &[Placement]) -> Area {
    let mut area = Area::default();
    for q in ps {
        let level = area
            .check(q)
            .unwrap_or_else(|e| panic!("{} should be legal: {e}", q.notation()));
        area.put(*q, level);
    }
    area
}

fn rng() -> GameRng {
    GameRng::from_seed([7; 32])
}

/// A game in a chosen position: seat 0 to take a domino.
fn game(hands: Vec<Vec<Tile>>, slots: [Option<Tile>; SLOTS], pile: Vec<Tile>) -> Euronimoes {
    let seats = hands.len();
    Euronimoes {
        hands,
        areas: vec![Area::default(); seats],
        market: Market::with(slots, pile),
        chips: Chips::new(seats),
        first: 0,
        turn: Some((0, Step::Draw)),
        stopped: vec![false; seats],
        last: None,
    }
}

fn full_market() -> [Option<Tile>; SLOTS] {
    [
        Some(t(0, 0)),
        Some(t(1, 1)),
        Some(t(2, 2)),
        Some(t(3, 3)),
        Some(t(4, 4)),
    ]
}

fn err(r: Result<u8, Misfit>) -> Misfit {
    r.expect_err("should be refused")
}

// ---- Placement examples from the rule text --------------------------------

/// A 5-4-3-2 run (top to bottom) in column 2, built from two upright
/// dominoes next to a first domino on 0,0.
fn run_5432() -> Area {
    build(&[p(0, 0, Dir::E, 6, 6), p(2, 0, Dir::N, 2, 3), p(2, 2, Dir::N, 4, 5)])
}

#[test]
fn run_5432_takes_a_6_by_the_5_and_a_1_by_the_2() {
    let area = run_5432();
    // A 6 (but not a 4) next to the 5.
    assert_eq!(area.check(&p(2, 4, Dir::E, 6, 1)), Ok(1));
    use rules::area::Side;
    let e = err(area.check(&p(2, 4, Dir::E, 4, 1)));
    assert_eq!(
        e,
        Misfit::Reverses {
            number: 4,
            side: Side::Above,
            near: 5,
            run: vec![5, 4, 3, 2],
            x: 2,
            fits: Some(6)
        }
    );
    assert_eq!(
        e.to_string(),
        "a 4 above the 5 would reverse the run 5-4-3-2 in column 2: a run keeps going up or keeps going down (only a 6 can go above the 5)"
    );
    // A 1 (but not a 3) next to the 2.
    assert_eq!(area.check(&p(2, -1, Dir::E, 1, 0)), Ok(1));
    let e = err(area.check(&p(2, -1, Dir::E, 3, 0)));
    assert_eq!(
        e,
        Misfit::Reverses {
            number: 3,
            side: Side::Below,
            near: 2,
            run: vec![5, 4, 3, 2],
            x: 2,
            fits: Some(1)
        }
    );
    // Any other number is not one apart.
    let e = err(area.check(&p(2, 4, Dir::E, 3, 1)));
    assert_eq!(
        e,
        Misfit::NotOneApart {
            number: 3,
            side: Side::Above,
            next_to: 5,
            x: 2
        }
    );
    assert!(
        e.to_string().contains("must differ by exactly one (3 next to 5)"),
        "{e}"
    );
    // The generator agrees with the checker.
    let legal = area.placements_of(t(1, 4));
    assert!(legal.contains(&p(2, -1, Dir::E, 1, 4)));
    assert!(!legal.contains(&p(2, 4, Dir::E, 4, 1)));
}

#[test]
fn zero_only_next_to_one_and_six_only_next_to_five() {
    for (end, only) in [(0u8, 1u8), (6, 5)] {
        // The end number alone on 0,0; a domino reaching over it from the left.
        let area = build(&[p(0, 0, Dir::E, end, 3)]);
        for n in 0..=6u8 {
            for y in [1, -1] {
                let q = p(-1, y, Dir::E, n, n);
                assert_eq!(area.check(&q).is_ok(), n == only, "{n} next to {end}");
            }
        }
        let other = 6 - end;
        let e = err(area.check(&p(-1, 1, Dir::E, other, other)));
        assert_eq!(
            e,
            Misfit::NotOneApart {
                number: other,
                side: rules::area::Side::Above,
                next_to: end,
                x: 0
            }
        );
        assert!(e.to_string().contains("do not wrap around"), "{e}");
        // Any other number next to the end is only "not one apart".
        let e = err(area.check(&p(-1, 1, Dir::E, 3, 3)));
        assert!(!e.to_string().contains("wrap"), "{e}");
    }
}

#[test]
fn only_consecutive_dominoes_can_stand_upright() {
    let area = Area::default();
    let upright: Vec<Tile> = double_six()
        .into_iter()
        .filter(|tile| area.check(&p(0, 0, Dir::N, tile.lo, tile.hi)).is_ok())
        .collect();
    assert_eq!(upright, vec![t(0, 1), t(1, 2), t(2, 3), t(3, 4), t(4, 5), t(5, 6)]);
    assert!(!err(area.check(&p(0, 0, Dir::N, 0, 3))).to_string().contains("wrap"));
    let e = err(area.check(&p(0, 0, Dir::N, 3, 6)));
    assert_eq!(
        e,
        Misfit::CannotStand {
            a: 3,
            b: 6,
            upper: 6,
            lower: 3,
            x: 0
        }
    );
    // Lying across, every domino fits somewhere: these are the versatile ones.
    for tile in double_six() {
        assert!(area.check(&p(0, 0, Dir::E, tile.lo, tile.hi)).is_ok());
    }
}

#[test]
fn a_run_never_turns_back_even_through_a_gap() {
    // Column 0 reads 3-4 at the top and 4 further down: filling the gap with
    // a 5 would read 3-4-5-4.
    let area = build(&[p(0, 0, Dir::N, 4, 3), p(1, -1, Dir::N, 1, 2), p(0, -2, Dir::E, 4, 0)]);
    let e = err(area.check(&p(-1, -1, Dir::E, 6, 5)));
    assert_eq!(
        e,
        Misfit::TurnsBack {
            x: 0,
            column: vec![3, 4, 5, 4],
            number: 5,
            y: -1
        }
    );
}

#[test]
fn a_reversal_names_what_fits_and_where_a_falling_run_turns() {
    use rules::area::Side;
    // An upright 3-4 reads 4-3 from top to bottom: a 4 below the 3 reverses
    // it, and only a 2 continues it.
    let area = build(&[p(0, 0, Dir::N, 3, 4)]);
    assert_eq!(
        err(area.check(&p(0, -1, Dir::E, 4, 0))),
        Misfit::Reverses {
            number: 4,
            side: Side::Below,
            near: 3,
            run: vec![4, 3],
            x: 0,
            fits: Some(2)
        }
    );
    // Column 0 reads 5-4 at the top and 4 further down: a 3 in the gap
    // would read 5-4-3-4, turning back at the 3.
    let area = build(&[p(0, 0, Dir::N, 4, 5), p(1, -1, Dir::N, 1, 2), p(0, -2, Dir::E, 4, 0)]);
    assert_eq!(
        err(area.check(&p(-1, -1, Dir::E, 6, 3))),
        Misfit::TurnsBack {
            x: 0,
            column: vec![5, 4, 3, 4],
            number: 3,
            y: -1
        }
    );
}

// ---- Scoring example --------------------------------------------------------

/// The area described by the scoring example: columns 0..4 score 1 (runs
/// 0-1 and 1-2-3-4), 2 (5-4-3-2 going down as you go up), -3 (a bomb going
/// up, with an upright 2-1 in it), 11 (runs 4, 3-2 and 5) and 0, plus two
/// dominoes on the second level. Every tile is from one set.
fn scoring_example() -> Area {
    let mut all = scoring_example_table();
    // Second level: a 2-3 on the 2 and the 3 of two different dominoes in
    // the first column, and a 1-5 across the 0-1 and the 5-4.
    all.extend([p(0, 4, Dir::N, 2, 3), p(0, 1, Dir::E, 1, 5)]);
    build(&all)
}

/// The first-level dominoes of the scoring example.
fn scoring_example_table() -> Vec<Placement> {
    vec![
        p(0, 0, Dir::N, 0, 1),
        p(1, 1, Dir::N, 5, 4),
        p(2, 1, Dir::N, 1, 2),
        p(2, 0, Dir::E, 0, 4),
        p(0, 3, Dir::E, 1, 3),
        p(0, 4, Dir::E, 2, 2),
        p(0, 5, Dir::N, 3, 4),
        p(2, 3, Dir::E, 3, 3),
        p(2, 4, Dir::E, 4, 2),
        p(2, 5, Dir::N, 5, 6),
        p(3, 6, Dir::E, 5, 0),
    ]
}

#[test]
fn scoring_example_columns_1_2_minus_3_11_0_two_second_level_one_chip_total_6() {
    let area = scoring_example();
    assert_eq!(column_scores(&area), vec![(0, 1), (1, 2), (2, -3), (3, 11), (4, 0)]);
    let s = score(&area, 1);
    assert_eq!(
        s,
        Score {
            columns: 11,
            levels: -4,
            chips: -1
        }
    );
    assert_eq!(s.total(), 6);
    let mut tiles: Vec<Tile> = area.tiles().collect();
    let n = tiles.len();
    tiles.sort();
    tiles.dedup();
    assert_eq!(tiles.len(), n, "one set: no tile twice");
}

#[test]
fn runs_score_their_smallest_number_and_bombs_minus_3() {
    assert_eq!(run_score(&[5, 4, 3, 2, 1]), 1);
    assert_eq!(run_score(&[4]), 4);
    assert_eq!(run_score(&[6, 5, 4, 3, 2, 1, 0]), -3);
    assert_eq!(run_score(&[0, 1, 2, 3, 4, 5, 6]), -3);
    assert_eq!(run_score(&[0, 1, 2, 3, 4, 5]), 0);
}

// ---- Stacking examples --------------------------------------------------------

#[test]
fn stacking_a_2_3_on_the_2_and_the_3_of_two_different_dominoes() {
    let before = build(&scoring_example_table());
    assert_eq!(before.check(&p(0, 4, Dir::N, 2, 3)), Ok(2));
    assert!(before.placements_of(t(2, 3)).contains(&p(0, 4, Dir::N, 2, 3)));
    // Once there, the 2 and the 3 are covered by one domino.
    let e = err(scoring_example().check(&p(0, 4, Dir::N, 2, 3)));
    assert_eq!(e, Misfit::OneTile(Cell::new(0, 4), Cell::new(0, 5)));
}

#[test]
fn stacking_a_0_1_directly_on_the_0_1_is_refused() {
    let area = build(&scoring_example_table());
    let e = err(area.check(&p(0, 0, Dir::N, 0, 1)));
    assert_eq!(e, Misfit::OneTile(Cell::new(0, 0), Cell::new(0, 1)));
    assert!(
        e.to_string()
            .contains("a stacked domino must rest on two different dominoes"),
        "{e}"
    );
    assert!(!area.placements_of(t(0, 1)).contains(&p(0, 0, Dir::N, 0, 1)));
}

#[test]
fn stacked_numbers_must_match_the_numbers_beneath() {
    let area = scoring_example();
    // 4 on 1,2 and 3 on 1,3 belong to the 5-4 and the 1-3.
    let e = err(area.check(&p(1, 2, Dir::N, 3, 3)));
    assert_eq!(
        e,
        Misfit::Mismatch {
            number: 3,
            beneath: 4,
            cell: Cell::new(1, 2),
            fits: [4, 3]
        }
    );
    assert!(e.to_string().contains("only 4-3 fits"), "{e}");
    assert_eq!(area.check(&p(1, 2, Dir::N, 4, 3)), Ok(2));
    // Half on a domino, half on the table.
    let e = err(area.check(&p(3, 0, Dir::E, 4, 4)));
    assert_eq!(
        e,
        Misfit::HalfCovered {
            covered: Cell::new(3, 0),
            empty: Cell::new(4, 0)
        }
    );
}

#[test]
fn third_level_after_two_second_level_dominoes() {
    // Four dominoes in two rows; two upright ones on level 2; a third on top.
    let mut area = build(&[
        p(0, 0, Dir::E, 5, 1),
        p(2, 0, Dir::E, 5, 2),
        p(0, 1, Dir::E, 6, 2),
        p(2, 1, Dir::E, 4, 3),
        p(1, 0, Dir::N, 1, 2),
    ]);
    // With one second-level domino the stacks under 1,1 and 2,1 differ.
    let e = err(area.check(&p(1, 1, Dir::E, 2, 4)));
    assert_eq!(
        e,
        Misfit::Uneven {
            cells: [Cell::new(1, 1), Cell::new(2, 1)],
            heights: [2, 1]
        }
    );
    assert!(
        e.to_string()
            .contains("same level: 1,1 is at level 2 and 2,1 at level 1"),
        "{e}"
    );
    area.put(p(2, 0, Dir::N, 5, 4), area.check(&p(2, 0, Dir::N, 5, 4)).unwrap());
    assert_eq!(area.check(&p(1, 1, Dir::E, 2, 4)), Ok(3));
    let level = area.check(&p(1, 1, Dir::E, 2, 4)).unwrap();
    area.put(p(1, 1, Dir::E, 2, 4), level);
    assert_eq!(score(&area, 0).levels, -2 - 2 - 3);
}

#[test]
fn a_play_on_level_2_says_so_and_what_it_costs() {
    let mut g = game(
        vec![vec![t(1, 2), t(0, 1)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6)],
    );
    g.areas[0] = build(&[
        p(0, 0, Dir::E, 5, 1),
        p(2, 0, Dir::E, 5, 2),
        p(0, 1, Dir::E, 6, 2),
        p(2, 1, Dir::E, 4, 3),
    ]);
    g.turn = Some((0, Step::Play));
    let events = g.apply(0, &Action::Place(p(1, 0, Dir::N, 1, 2)), &mut rng()).unwrap();
    assert!(events[0].contains("on level 2 (-2 points); score now"), "{events:?}");
    // A first-level play says no level; an empty hand while the market
    // still has dominoes is not the end of this seat's game.
    let mut g = game(vec![vec![t(1, 2)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    g.turn = Some((0, Step::Play));
    let events = g.apply(0, &Action::Place(p(0, 0, Dir::E, 1, 2)), &mut rng()).unwrap();
    assert!(!events[0].contains("level"), "{events:?}");
    assert!(!events.iter().any(|e| e.contains("finished")), "{events:?}");
    assert_eq!(g.turn, Some((1, Step::Draw)));
}

#[test]
fn the_table_is_told_once_when_the_bone_pile_runs_out() {
    let empty = "the bone pile is empty: the market's dominoes are all that is left";
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    let events = g.apply(0, &Action::Buy(1), &mut rng()).unwrap();
    assert!(events.iter().any(|e| e.contains(empty)), "{events:?}");
    g.apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut rng()).unwrap();
    let events = g.apply(1, &Action::Buy(1), &mut rng()).unwrap();
    assert!(!events.iter().any(|e| e.contains(empty)), "{events:?}");
}

#[test]
fn the_first_domino_is_offered_everywhere_it_may_cover_the_origin() {
    // The generator's list against the checker's verdict on every
    // placement near the origin, compared as squares and numbers.
    let area = Area::default();
    // 3-4 may also stand upright (consecutive numbers).
    for tile in [t(1, 4), t(3, 3), t(3, 4)] {
        let squares = |q: &Placement| {
            let mut c = q.cells();
            c.sort();
            c
        };
        let mut listed: Vec<_> = area.placements_of(tile).iter().map(squares).collect();
        let mut legal = Vec::new();
        for x in -2..=2 {
            for y in -2..=2 {
                for dir in Dir::ALL {
                    for (a, b) in [(tile.lo, tile.hi), (tile.hi, tile.lo)] {
                        let q = p(x, y, dir, a, b);
                        if area.check(&q).is_ok() {
                            legal.push(squares(&q));
                        }
                    }
                }
            }
        }
        for v in [&mut listed, &mut legal] {
            v.sort();
            v.dedup();
        }
        assert_eq!(listed, legal, "{tile}");
    }
}

#[test]
fn placements_must_connect_and_the_first_covers_the_origin() {
    let area = Area::default();
    let e = err(area.check(&p(3, 3, Dir::E, 1, 2)));
    assert_eq!(e, Misfit::AwayFromOrigin { a: 1, b: 2 });
    let area = build(&[p(0, 0, Dir::E, 1, 2)]);
    // 2,1 touches 1,0 only at a corner.
    let e = err(area.check(&p(2, 1, Dir::E, 5, 5)));
    assert_eq!(e, Misfit::Detached(Cell::new(2, 1), Cell::new(3, 1)));
}

// ---- Market examples ----------------------------------------------------------

#[test]
fn buying_the_one_chip_tile_slides_the_2_and_3_down_and_refills_slot_3() {
    let mut g = game(
        vec![vec![t(6, 6)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6), t(1, 6)],
    );
    let events = g.apply(0, &Action::Buy(2), &mut rng()).unwrap();
    assert_eq!(
        g.market.slots(),
        &[
            Some(t(0, 0)),
            Some(t(1, 1)),
            Some(t(3, 3)),
            Some(t(4, 4)),
            Some(t(1, 6))
        ]
    );
    assert_eq!(g.market.pile(), &[t(0, 6)]);
    assert_eq!((g.chips.held(0), g.chips.in_bank(0)), (1, 3));
    assert_eq!(g.hands[0], vec![t(6, 6), t(2, 2)]);
    assert_eq!(g.turn, Some((0, Step::Play)), "then the same seat plays");
    assert!(
        events[0].contains("bought 2-2 from the 1 slot for 1 chip"),
        "{events:?}"
    );
    assert!(
        events[0].contains("1-6 was turned up from the pile into the 3 slot"),
        "{events:?}"
    );
    assert!(
        events[0].contains("the dearer dominoes slid one slot cheaper"),
        "{events:?}"
    );
    // From the dearest slot nothing slides; the pile refills it.
    let mut g = game(
        vec![vec![t(6, 6)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6), t(1, 6)],
    );
    assert!(g.chips.receive(0));
    let events = g.apply(0, &Action::Buy(4), &mut rng()).unwrap();
    assert_eq!(g.market.slots()[4], Some(t(1, 6)));
    assert!(
        events[0].contains("bought 4-4 from the 3 slot for 3 chips"),
        "{events:?}"
    );
    assert!(!events[0].contains("slid"), "{events:?}");
}

#[test]
fn drawing_from_the_pile_gives_a_chip_and_moves_the_minus_1_tile_to_slot_3() {
    let mut g = game(
        vec![vec![t(6, 6)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6), t(1, 6)],
    );
    let events = g.apply(0, &Action::Draw, &mut rng()).unwrap();
    assert_eq!(
        g.market.slots(),
        &[
            Some(t(1, 1)),
            Some(t(2, 2)),
            Some(t(3, 3)),
            Some(t(4, 4)),
            Some(t(0, 0))
        ]
    );
    assert_eq!(g.hands[0], vec![t(6, 6), t(1, 6)]);
    assert_eq!((g.chips.held(0), g.chips.in_bank(0)), (3, 1));
    assert!(events[0].contains("received a chip"), "{events:?}");
    // The drawn tile stays secret: the public line does not name it.
    assert!(!crate::event::joined(&events, " ").contains("1-6"), "{events:?}");
}

#[test]
fn the_minus_1_slot_pays_a_chip() {
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    g.apply(0, &Action::Buy(0), &mut rng()).unwrap();
    assert_eq!(g.chips.held(0), 3);
    assert_eq!(g.hands[0], vec![t(6, 6), t(0, 0)]);
    assert_eq!(
        g.market.slots(),
        &[
            Some(t(1, 1)),
            Some(t(2, 2)),
            Some(t(3, 3)),
            Some(t(4, 4)),
            Some(t(0, 6))
        ]
    );
}

#[test]
fn nobody_holds_more_than_four_chips() {
    let mut g = game(
        vec![vec![t(6, 6)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6), t(1, 6)],
    );
    g.chips.set(0, 4);
    let events = g.apply(0, &Action::Draw, &mut rng()).unwrap();
    assert_eq!((g.chips.held(0), g.chips.in_bank(0)), (4, 0));
    assert!(events[0].contains("received no chip"), "{events:?}");
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    g.chips.set(0, 4);
    g.apply(0, &Action::Buy(0), &mut rng()).unwrap();
    assert_eq!(g.chips.held(0), 4);
}

#[test]
fn chips_are_paid_only_by_a_player_who_holds_enough() {
    let mut chips = Chips::new(2);
    assert!(!chips.pay(0, 3), "two chips do not pay three");
    assert_eq!((chips.held(0), chips.in_bank(0)), (2, 2), "and nothing moved");
    assert!(chips.pay(0, 2));
    assert_eq!((chips.held(0), chips.in_bank(0)), (0, 4));
    assert!(!chips.pay(0, 1));
    assert!(!chips.pay(2, 0), "no such seat");
    assert_eq!((chips.held(1), chips.in_bank(1)), (2, 2), "the other colour untouched");
}

#[test]
fn an_empty_pile_still_slides_the_market() {
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), Vec::new());
    let events = g.apply(0, &Action::Buy(1), &mut rng()).unwrap();
    assert_eq!(
        g.market.slots(),
        &[Some(t(0, 0)), Some(t(2, 2)), Some(t(3, 3)), Some(t(4, 4)), None]
    );
    assert!(
        events[0].contains("the pile is empty, so the 3 slot stays empty"),
        "{events:?}"
    );
    // The empty pile can no longer be drawn from.
    let mut g2 = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), Vec::new());
    assert!(!g2.legal_actions(0).contains(&Action::Draw));
    assert!(g2.apply(0, &Action::Draw, &mut rng()).is_err());
}

#[test]
fn you_cannot_buy_what_you_cannot_pay_for() {
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    g.chips.set(0, 1);
    let before = g.clone();
    let e = g.apply(0, &Action::Buy(3), &mut rng()).unwrap_err();
    assert_eq!(
        e,
        RuleError::Illegal(Refusal::TooDear {
            tile: t(3, 3),
            cost: 2,
            held: 1
        })
    );
    assert_eq!(
        e.to_string(),
        "3-3 in the 2 slot costs 2 chips and you have 1 chip: choose a cheaper domino or `draw` from the pile"
    );
    assert_eq!(g, before, "a refusal changes nothing");
    let legal = g.legal_actions(0);
    assert_eq!(
        legal,
        vec![Action::Buy(0), Action::Buy(1), Action::Buy(2), Action::Draw]
    );
}

// ---- Turns, first player, endgame, outcome --------------------------------------

#[test]
fn the_largest_domino_in_hand_goes_first() {
    let hands = vec![vec![t(0, 1), t(2, 6)], vec![t(5, 5), t(0, 0)], vec![t(1, 1)]];
    assert_eq!(first_player(&hands, &mut rng()), 1);
    // A tie (10 pips each for seats 0 and 2) is broken at random.
    let tied = vec![vec![t(4, 6)], vec![t(3, 6)], vec![t(5, 5)]];
    let mut seen = std::collections::HashSet::new();
    for seed in 0..40 {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
        seen.insert(first_player(&tied, &mut r));
    }
    assert_eq!(seen, [0, 2].into_iter().collect());
    // And a dealt game starts with the holder of the largest domino.
    for seats in 2..=4 {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seats as u64));
        let g = Euronimoes::setup(&Options::default(), seats, &mut r).unwrap();
        let best = |s: usize| g.hands[s].iter().map(|t| t.pips()).max().unwrap();
        assert!((0..seats).all(|s| best(s) <= best(g.first)));
        assert_eq!(g.turn, Some((g.first, Step::Draw)));
        assert!(g.hands.iter().all(|h| h.len() == HAND));
        assert_eq!(g.market.tiles_in_slots(), SLOTS);
        let total = if seats == 2 { 28 } else { 56 };
        assert_eq!(g.market.pile().len(), total - SLOTS - HAND * seats);
    }
}

#[test]
fn a_turn_is_a_draw_then_a_play_by_the_same_seat() {
    let mut g = game(
        vec![vec![t(6, 6)], vec![t(5, 6)]],
        full_market(),
        vec![t(0, 6), t(1, 6)],
    );
    let e = g
        .apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut rng())
        .unwrap_err();
    assert_eq!(e, RuleError::Illegal(Refusal::TakeFirst));
    assert_eq!(g.apply(1, &Action::Draw, &mut rng()), Err(RuleError::NotYourTurn));
    g.apply(0, &Action::Buy(1), &mut rng()).unwrap();
    let e = g.apply(0, &Action::Draw, &mut rng()).unwrap_err();
    assert_eq!(e, RuleError::Illegal(Refusal::AlreadyTaken));
    let e = g.apply(0, &Action::Stop, &mut rng()).unwrap_err();
    assert_eq!(e, RuleError::Illegal(Refusal::NotTheEnd));
    let e = g
        .apply(0, &Action::Place(p(0, 0, Dir::E, 5, 5)), &mut rng())
        .unwrap_err();
    assert_eq!(e, RuleError::Illegal(Refusal::NotHeld(t(5, 5))));
    let events = g.apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut rng()).unwrap();
    assert!(events[0].starts_with("played 6-6 0,0 E; score now"), "{events:?}");
    assert_eq!(g.turn, Some((1, Step::Draw)));
    assert_eq!(g.last, Some((0, 0)));
}

#[test]
fn the_last_market_domino_is_taken_automatically() {
    let slots = [Some(t(2, 2)), None, None, None, None];
    let mut g = game(vec![vec![t(6, 6), t(1, 1)], vec![t(5, 6)]], slots, Vec::new());
    g.turn = Some((0, Step::Play));
    let events = g.apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut rng()).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("the last domino: seat 2 took 2-2 from the -1 slot and received a chip")),
        "{events:?}"
    );
    assert!(events.iter().any(|e| e.contains("no more drawing")), "{events:?}");
    assert_eq!(g.turn, Some((1, Step::Play)));
    assert_eq!(g.hands[1], vec![t(5, 6), t(2, 2)]);
    assert!(g.market.is_exhausted());
    // With two dominoes left in the market the next seat still chooses.
    let slots = [Some(t(2, 2)), Some(t(3, 3)), None, None, None];
    let mut g = game(vec![vec![t(6, 6), t(1, 1)], vec![t(5, 6)]], slots, Vec::new());
    g.turn = Some((0, Step::Play));
    g.apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut rng()).unwrap();
    assert_eq!(g.turn, Some((1, Step::Draw)));
    assert_eq!(g.hands[1], vec![t(5, 6)]);
}

#[test]
fn after_pile_and_market_run_out_everyone_plays_down_to_one_and_may_keep_it() {
    let empty = [None; SLOTS];
    let mut g = game(
        vec![vec![t(6, 6), t(1, 1)], vec![t(5, 6)], vec![t(0, 0), t(3, 3)]],
        empty,
        Vec::new(),
    );
    g.turn = Some((0, Step::Play));
    let mut r = rng();
    // Seat 1 (one domino) may stop, but not seat 0 with two.
    assert!(!g.legal_actions(0).contains(&Action::Stop));
    g.apply(0, &Action::Place(p(0, 0, Dir::E, 6, 6)), &mut r).unwrap();
    assert_eq!(g.turn, Some((1, Step::Play)), "no drawing any more");
    assert!(g.legal_actions(1).contains(&Action::Stop));
    let events = g.apply(1, &Action::Stop, &mut r).unwrap();
    assert_eq!(events[0], "keeps their last domino and is finished");
    assert_eq!(g.turn, Some((2, Step::Play)));
    g.apply(2, &Action::Place(p(0, 0, Dir::E, 0, 0)), &mut r).unwrap();
    // Seat 1 has stopped: seat 0 again, now with one domino, may stop.
    assert_eq!(g.turn, Some((0, Step::Play)));
    assert!(g.legal_actions(0).contains(&Action::Stop));
    let events = g.apply(0, &Action::Place(p(2, 0, Dir::E, 1, 1)), &mut r).unwrap();
    assert!(
        events.iter().any(|e| e == "has played every domino and is finished"),
        "{events:?}"
    );
    assert_eq!(g.turn, Some((2, Step::Play)));
    g.apply(2, &Action::Stop, &mut r).unwrap();
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().expect("finished");
    assert_eq!(o.standings.len(), 3);
    // Scores: seat 0 has 6-6 and 1-1 (columns 6+6+1+1 = 14) minus 2 chips.
    assert_eq!(g.score_of(0).total(), 12);
    // The kept dominoes stay in hand and stay secret.
    assert_eq!(g.hands[1], vec![t(5, 6)]);
    assert!(g.secret_tiles().contains(&t(5, 6)));
}

#[test]
fn equal_scores_go_to_the_player_later_in_turn_order() {
    let empty = [None; SLOTS];
    let mut g = game(vec![Vec::new(), Vec::new(), Vec::new()], empty, Vec::new());
    g.turn = None;
    // Seat 1 went first, so the turn order is 1, 2, 0; all score -2 (chips).
    g.first = 1;
    let o = g.outcome().unwrap();
    let ranks: Vec<(usize, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(0, 1), (2, 2), (1, 3)]);
    // A lower score still wins outright.
    g.chips.set(1, 4);
    let o = g.outcome().unwrap();
    assert_eq!(o.standings[0].seat, 1);
    assert_eq!(o.standings[0].score, Some(-4));
}

#[test]
fn notation_round_trips_and_the_parser_forgives() {
    let mut g = game(vec![vec![t(6, 6)], vec![t(5, 6)]], full_market(), vec![t(0, 6)]);
    g.market = Market::with(
        [
            Some(t(0, 0)),
            Some(t(3, 5)),
            Some(t(2, 2)),
            Some(t(2, 2)),
            Some(t(4, 4)),
        ],
        vec![t(0, 6)],
    );
    for a in [Action::Buy(0), Action::Buy(4), Action::Draw, Action::Stop] {
        assert_eq!(g.parse(0, &g.notation(&a)), Ok(a));
    }
    assert_eq!(g.notation(&Action::Buy(0)), "buy -1");
    assert_eq!(g.parse(0, "BUY 2"), Ok(Action::Buy(3)));
    assert_eq!(g.parse(0, "2"), Ok(Action::Buy(3)));
    assert_eq!(g.parse(0, "buy slot -1"), Ok(Action::Buy(0)));
    assert_eq!(g.parse(0, "buy 5-3"), Ok(Action::Buy(1)));
    assert_eq!(g.parse(0, "Draw from the bone pile"), Ok(Action::Draw));
    assert_eq!(g.parse(0, "keep"), Ok(Action::Stop));
    let e = g.parse(0, "buy 2-2").unwrap_err();
    assert_eq!(
        e,
        NotationError::SeveralSlots {
            tile: t(2, 2),
            costs: vec![1, 2]
        }
    );
    assert!(e.to_string().contains("`buy 1` or `buy 2`"), "{e}");
    assert_eq!(g.parse(0, "buy 6-6"), Err(NotationError::NotInMarket(t(6, 6))));
    assert_eq!(g.parse(0, "buy 7"), Err(NotationError::NoSlot(7)));
    // The first placement may be a bare tile: it goes on 0,0.
    assert_eq!(g.parse(0, "6-6"), Ok(Action::Place(p(0, 0, Dir::E, 6, 6))));
    assert_eq!(g.parse(0, "36"), Ok(Action::Place(p(0, 0, Dir::E, 3, 6))));
    assert_eq!(g.parse(0, "6 6 at 1,0 left"), Ok(Action::Place(p(0, 0, Dir::E, 6, 6))));
}

#[test]
fn views_show_hand_counts_publicly_and_the_hand_privately() {
    let mut r = GameRng::from_seed(GameRng::seed_from_u64(3));
    let g = Euronimoes::setup(&Options::default(), 3, &mut r).unwrap();
    let public = g.view(Viewer::Public);
    assert!(public.private.is_none());
    let BoardView::Euronimoes(board) = &public.board else {
        panic!("not a Euronimoes board")
    };
    assert_eq!(board.market.len(), SLOTS);
    assert_eq!(board.pile, 56 - 5 - 9);
    assert!(board.areas.iter().all(|a| a.hand == HAND && a.chips == 2));
    assert_eq!(board.bank, vec![2, 2, 2]);
    // The market is public: the view lists its tiles.
    let market: Vec<Tile> = g.market.slots().iter().flatten().copied().collect();
    let visible = public.visible_tiles();
    assert!(market.iter().all(|m| visible.contains(m)));
    let mine = g.view(Viewer::Seat(1)).private.unwrap();
    let mut hand = g.hands[1].clone();
    hand.sort();
    assert_eq!(mine.tiles.iter().map(|(_, t)| *t).collect::<Vec<_>>(), hand);
    assert!(mine.notes.iter().any(|n| n.contains("Your score now: -2")));
}

// ---- Computer players ----------------------------------------------------------

/// A state that looks the same from `seat`: an opponent's domino traded
/// with one in the bone pile, or with another opponent's.
fn twin(d: &Euronimoes, seat: Seat) -> Option<Euronimoes> {
    let mut t = d.clone();
    let n = d.seats();
    let (o, q) = ((seat + 1) % n, (seat + 2) % n);
    let mut pile = t.market.pile().to_vec();
    if let (Some(h), Some(&p)) = (t.hands[o].first().copied(), pile.first()) {
        t.hands[o][0] = p;
        pile[0] = h;
        t.market.replace_pile(pile);
    } else if n > 2 && !t.hands[o].is_empty() && !t.hands[q].is_empty() {
        let a = t.hands[o][0];
        t.hands[o][0] = t.hands[q][0];
        t.hands[q][0] = a;
    } else if pile.len() > 1 {
        pile.swap(0, 1);
        t.market.replace_pile(pile);
    }
    (t != *d).then_some(t)
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    use crate::testing::{check_determinize_on, positions};
    let at = positions(4, 2..=4, &[None], &[0, 9, 30, 60]);
    let checked = check_determinize_on(GameKind::Euronimoes, at, twin, |_, _, _| {});
    assert!(checked > 80, "{checked}");
}

#[test]
fn determinize_uses_two_sets_with_three_players() {
    let g = random_position(GameKind::Euronimoes, 3, None, 5, 4);
    let d: Euronimoes = serde_json::from_str(&g.snapshot()).unwrap();
    let det = d.determinize(0, &mut rng());
    let mut all: Vec<Tile> = det.hands.iter().flatten().copied().collect();
    all.extend(det.market.pile());
    all.extend(det.market.slots().iter().flatten());
    for area in &det.areas {
        all.extend(area.tiles());
    }
    assert_eq!(all.len(), 56);
    assert!(double_six().iter().all(|t| all.iter().filter(|x| *x == t).count() == 2));
}

#[test]
fn heuristic_prefers_the_lower_score() {
    let mut g = game(vec![vec![t(1, 2)], vec![t(3, 4)]], [None; SLOTS], vec![]);
    assert_eq!(g.heuristic(0), 0.5);
    g.areas[0] = build(&[p(0, 0, Dir::N, 6, 5)]);
    assert!(g.heuristic(0) < 0.5 && g.heuristic(1) > 0.5, "a 5 run scores 5");
}

// ---- Random playouts --------------------------------------------------------------

fn conserved(game: &dyn AnyGame) {
    let g: Euronimoes = serde_json::from_str(&game.snapshot()).unwrap();
    let seats = g.seats();
    let mut all: Vec<Tile> = g.hands.iter().flatten().copied().collect();
    all.extend(g.market.pile());
    all.extend(g.market.slots().iter().flatten());
    for area in &g.areas {
        all.extend(area.tiles());
    }
    all.sort();
    let mut set = double_six();
    if seats > 2 {
        set.extend(double_six());
    }
    set.sort();
    assert_eq!(all, set, "every piece is in exactly one place");
    for s in 0..seats {
        let (held, bank) = (g.chips.held(s), g.chips.in_bank(s));
        assert_eq!(held + bank, 4, "seat {s}'s four chips");
        assert!(held <= 4);
    }
    // The market's tiles always fill its cheapest slots.
    let slots = g.market.slots();
    assert!(slots.windows(2).all(|w| w[0].is_some() || w[1].is_none()));
    if !g.market.pile().is_empty() {
        assert_eq!(g.market.tiles_in_slots(), SLOTS);
    }
}

fn playout(seats: usize, seed: u64) {
    let g = random_playout(GameKind::Euronimoes, seats, None, seed, conserved);
    let o = g.outcome().unwrap();
    let mut ranks: Vec<usize> = o.standings.iter().map(|s| s.rank).collect();
    ranks.sort();
    assert_eq!(ranks, (1..=seats).collect::<Vec<_>>(), "ranks never tie");
    let state: Euronimoes = serde_json::from_str(&g.snapshot()).unwrap();
    assert!(state.market.is_exhausted());
    assert!((0..seats).all(|s| state.hands[s].len() <= 1));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3))]
    #[test]
    fn random_two_player_games_keep_every_invariant(seed in any::<u64>()) {
        playout(2, seed);
    }

    #[test]
    fn random_three_player_games_keep_every_invariant(seed in any::<u64>()) {
        playout(3, seed);
    }

    #[test]
    fn random_four_player_games_keep_every_invariant(seed in any::<u64>()) {
        playout(4, seed);
    }
}
