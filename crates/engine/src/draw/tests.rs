use super::view::{ROW_CELLS, snake_cell};
use super::*;
use crate::common::tiles::double_set;
use crate::testing::{check_determinize_on, positions, random_playout};
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn tiles(v: &[(u8, u8)]) -> Vec<Tile> {
    v.iter().map(|&(a, b)| Tile::new(a, b)).collect()
}

fn game(hands: Vec<Vec<(u8, u8)>>, line: Vec<(u8, u8)>, boneyard: &[(u8, u8)]) -> Draw {
    Draw {
        hands: hands.iter().map(|h| tiles(h)).collect(),
        boneyard: tiles(boneyard),
        line,
        last: Some(0),
        turn: Some(0),
        out: None,
        blocked: false,
        double_six: false,
        lacks: Vec::new(),
        drew: None,
        series: None,
        opening: Vec::new(),
    }
}

fn conserved(game: &dyn AnyGame) {
    let g: Draw = serde_json::from_str(&game.snapshot()).unwrap();
    let mut all: Vec<Tile> = g.line.iter().map(|&(a, b)| Tile::new(a, b)).collect();
    all.extend(g.hands.iter().flatten());
    all.extend(g.boneyard.iter());
    all.sort();
    assert_eq!(
        all,
        double_set(if g.double_six { 6 } else { 7 }),
        "every tile accounted for"
    );
    for (s, hand) in g.hands.iter().enumerate() {
        if g.turn.is_some() {
            assert!(
                hand.iter().all(|&t| !g.known_absent(s, t)),
                "seat {s} is said to lack a tile it holds: {g:?}"
            );
        }
    }
}

#[test]
fn the_highest_double_opens_and_the_deal_is_nine_or_seven() {
    for seed in 0..50 {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let g = Draw::setup(&Options::default(), 3, &mut rng).unwrap();
        let (a, b) = g.line[0];
        let opener = Tile::new(a, b);
        let remaining_doubles = g.hands.iter().flatten().filter(|t| t.is_double());
        for d in remaining_doubles {
            assert!(!opener.is_double() || d.hi < opener.hi, "{d} beats the opener {opener}");
        }
        let held: usize = g.hands.iter().map(Vec::len).sum();
        assert!(held >= 26, "9 each, minus the opener, plus any draws");
    }
    let mut rng = GameRng::from_seed([3; 32]);
    let six = Options {
        variant: Some(DOUBLE_SIX.into()),
    };
    let g = Draw::setup(&six, 4, &mut rng).unwrap();
    assert!(g.boneyard.is_empty(), "4 x 7 = all 28 tiles of the double-six set");
}

#[test]
fn the_picture_says_who_opened_and_who_then_had_to_draw_until_the_next_tile() {
    let mut drew_seen = false;
    for seed in 0..40 {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let mut g = Draw::setup(&Options::default(), 2, &mut rng).unwrap();
        let (a, b) = g.line[0];
        let opener = Tile::new(a, b);
        // The opener laid one of its nine; the other holds nine or more.
        let holder = g.hands.iter().position(|h| h.len() == 8).unwrap();
        let notes = g.view(Viewer::Public).notes;
        let line = format!("seat {} opened with {opener}, the highest double dealt", holder + 1);
        assert!(notes.iter().any(|n| *n == line.as_str()), "seed {seed}: {notes:?}");
        // The seat after the opener had to draw exactly when its hand grew.
        let other = 1 - holder;
        let drew = g.hands[other].len() > 9;
        drew_seen |= drew;
        let drew_note = notes.iter().any(|n| n.starts_with(&format!("seat {} drew", other + 1)));
        assert_eq!(drew, drew_note, "seed {seed}: {notes:?}");
        // Gone once the next tile is laid.
        if let Some(seat) = g.turn {
            let play = g.legal_actions(seat)[0];
            g.apply(seat, &play, &mut rng).unwrap();
            assert!(
                !g.view(Viewer::Public).notes.iter().any(|n| n.contains("opened with")),
                "seed {seed}"
            );
        }
    }
    assert!(drew_seen, "some deal made the second seat draw");
}

#[test]
fn a_tile_must_match_an_open_end() {
    let mut g = game(vec![vec![(3, 5), (1, 2)], vec![(0, 0)]], vec![(5, 5)], &[]);
    let mut rng = GameRng::from_seed([0; 32]);
    assert_eq!(g.legal_actions(0).len(), 2, "3-5 fits both ends of 5-5");
    let err = g
        .apply(
            0,
            &Play {
                tile: Tile::new(1, 2),
                end: End::Left,
            },
            &mut rng,
        )
        .unwrap_err();
    let (tile, end) = (Tile::new(1, 2), End::Left);
    assert_eq!(err, RuleError::Illegal(Refusal::NoMatch { tile, end, number: 5 }));
    assert_eq!(err.to_string(), "1-2 has no 5, the number at the left end");
    assert_eq!(g.parse(0, "3-5"), Err(NotationError::BothEnds(Tile::new(3, 5))));
    assert_eq!(
        g.parse(0, "3-5").unwrap_err().to_string(),
        "3-5 fits both ends: add L or R, e.g. `3-5 L`"
    );
    // What was typed is echoed, cut short.
    let long = g.parse(0, &"x".repeat(500)).unwrap_err();
    assert!(
        matches!(&long, NotationError::NoTile(t) if t.chars().count() <= 40),
        "{long}"
    );
    g.apply(0, &g.parse(0, "35 left").unwrap(), &mut rng).unwrap();
    assert_eq!(g.line, vec![(3, 5), (5, 5)]);
    assert_eq!(g.ends(), Some((3, 5)));
}

#[test]
fn whoever_cannot_play_draws_until_they_can_then_passes_when_the_boneyard_is_empty() {
    // Seat 1 holds nothing that fits 6 or 1: it draws 2-4 (no), then 1-3 (yes).
    let mut g = game(
        vec![vec![(6, 1), (0, 0)], vec![(2, 2)]],
        vec![(6, 6)],
        &[(1, 3), (2, 4)],
    );
    let mut rng = GameRng::from_seed([0; 32]);
    let events = g
        .apply(
            0,
            &Play {
                tile: Tile::new(6, 1),
                end: End::Right,
            },
            &mut rng,
        )
        .unwrap();
    assert!(events.iter().any(|e| e.contains("seat 2 drew 2")), "{events:?}");
    assert_eq!(g.turn, Some(1));
    // Now nothing is left to draw: a seat that cannot play passes.
    let mut g = game(vec![vec![(6, 1), (0, 0)], vec![(2, 2), (4, 4)]], vec![(6, 6)], &[]);
    let events = g
        .apply(
            0,
            &Play {
                tile: Tile::new(6, 1),
                end: End::Right,
            },
            &mut rng,
        )
        .unwrap();
    assert!(
        events.iter().any(|e| e.contains("seat 2 cannot play and passes")),
        "{events:?}"
    );
}

#[test]
fn first_out_wins_and_scores_the_pips_left_in_the_other_hands() {
    let mut g = game(
        vec![vec![(6, 1)], vec![(2, 2), (4, 5)], vec![(0, 3)]],
        vec![(6, 6)],
        &[],
    );
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(
        0,
        &Play {
            tile: Tile::new(6, 1),
            end: End::Left,
        },
        &mut rng,
    )
    .unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.standings[0].seat, o.standings[0].score), (0, Some(4 + 9 + 3)));
    let ranks: Vec<(usize, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(0, 1), (2, 2), (1, 3)], "the others rank by pips left");
}

#[test]
fn a_blocked_game_goes_to_the_lowest_pip_total_and_equal_totals_draw() {
    // Seat 0 plays 6-1; nobody holds a 1 or a 6 and the boneyard is empty.
    let mut g = game(
        vec![vec![(6, 1), (0, 2)], vec![(2, 3)], vec![(0, 4)]],
        vec![(6, 6)],
        &[],
    );
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(
        0,
        &Play {
            tile: Tile::new(6, 1),
            end: End::Right,
        },
        &mut rng,
    )
    .unwrap();
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    assert_eq!((o.standings[0].seat, o.standings[0].score), (0, Some(5 + 4)));
    // Equal lowest totals (5 and 5): a draw, shared first place, nobody scores.
    let mut g = game(
        vec![vec![(6, 1), (2, 3)], vec![(0, 5)], vec![(4, 4)]],
        vec![(6, 6)],
        &[],
    );
    g.apply(
        0,
        &Play {
            tile: Tile::new(6, 1),
            end: End::Right,
        },
        &mut rng,
    )
    .unwrap();
    let o = g.outcome().unwrap();
    let ranks: Vec<(usize, usize, Option<i64>)> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
    assert_eq!(ranks, vec![(0, 1, Some(0)), (1, 1, Some(0)), (2, 3, Some(0))]);
}

#[test]
fn nobody_is_known_to_hold_a_better_opener_than_the_one_that_opened() {
    for seed in 0..30 {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let g = Draw::setup(&Options::default(), 2, &mut rng).unwrap();
        let (a, b) = g.line[0];
        let opener = Tile::new(a, b);
        for s in 0..2 {
            for d in (0..=7).map(|n| Tile::new(n, n)) {
                let better = !opener.is_double() || d.hi > opener.hi;
                // Before anyone draws, the lack is exactly the better openers.
                if g.drew.is_none() && better {
                    assert!(g.known_absent(s, d), "seed {seed}: {d} above {opener}");
                }
                if !better || d == opener {
                    assert!(!g.known_absent(s, d), "seed {seed}: {d} is no better than {opener}");
                }
            }
        }
    }
}

#[test]
fn a_seat_that_passes_is_known_to_lack_both_ends() {
    let mut g = game(vec![vec![(6, 1), (1, 5)], vec![(2, 2), (4, 4)]], vec![(6, 6)], &[]);
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
    assert_eq!(g.turn, Some(0), "seat 2 passed");
    for n in 0..=7 {
        assert!(g.known_absent(1, Tile::new(6, n)) && g.known_absent(1, Tile::new(1, n)));
    }
    assert!(!g.known_absent(1, Tile::new(2, 2)) && !g.known_absent(0, Tile::new(6, 0)));
}

#[test]
fn a_seat_that_drew_is_imagined_without_the_ends_it_could_not_follow() {
    // Seat 2 cannot follow 6 or 1: it draws 2-4 (no) and 1-3 (yes),
    // must play 1-3, and is left holding 2-2 and 2-4. (The position is
    // built without any knowledge, as a game saved before it was kept.)
    let mut g = game(
        vec![vec![(6, 1), (0, 0), (3, 0)], vec![(2, 2)]],
        vec![(6, 6)],
        &[(5, 5), (4, 5), (0, 7), (1, 3), (2, 4)],
    );
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
    assert_eq!((g.turn, g.hands[1].len()), (Some(1), 3));
    assert!(
        !g.known_absent(1, Tile::new(1, 3)),
        "the tile it must play is not ruled out"
    );
    g.apply(1, &g.parse(1, "1-3 R").unwrap(), &mut rng).unwrap();
    assert_eq!(g.turn, Some(0));
    let follows = |d: &Draw| d.hands[1].iter().any(|t| t.has(6) || t.has(1));
    let mut plain_did = false;
    for seed in 0..40 {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let imagined = g.determinize_with_history(0, &mut r);
        assert!(!follows(&imagined), "seed {seed}: {:?}", imagined.hands[1]);
        assert_eq!(imagined.hands[1].len(), 2);
        plain_did |= follows(&g.determinize(0, &mut r));
    }
    assert!(plain_did, "a blind deal sometimes gives seat 2 a 6 or a 1");
}

#[test]
fn the_picture_marks_the_tile_just_played_at_either_end() {
    let mut g = game(vec![vec![(6, 1), (3, 6)], vec![(1, 2), (5, 5)]], vec![(6, 6)], &[]);
    let mut rng = GameRng::from_seed([0; 32]);
    let marked = |d: &Draw| match d.view(Viewer::Public).board {
        crate::view::BoardView::BinaryGrid(grid) => {
            let [(_, a), (_, b)] = grid.tiles[grid.last.expect("a tile is marked")];
            (a, b)
        }
        other => panic!("{other:?}"),
    };
    g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
    assert_eq!(marked(&g), (6, 1));
    g.apply(1, &g.parse(1, "1-2 R").unwrap(), &mut rng).unwrap();
    assert_eq!(marked(&g), (1, 2));
    g.apply(0, &g.parse(0, "3-6 L").unwrap(), &mut rng).unwrap();
    assert_eq!(marked(&g), (3, 6));
}

#[test]
fn what_a_seat_is_known_to_lack_is_kept_when_it_draws_one_tile_or_passes() {
    // As above, seat 2 draws twice at ends 6 and 1 and is then known to
    // lack 6s and 1s. Later it draws a single tile, which it must play: its
    // hand is the old one again, so it still lacks 1s. Passing without
    // drawing keeps that too.
    let mut g = game(
        vec![vec![(6, 1), (0, 0), (3, 0)], vec![(2, 2)]],
        vec![(6, 6)],
        &[(5, 5), (4, 5), (0, 7), (1, 3), (2, 4)],
    );
    let mut rng = GameRng::from_seed([0; 32]);
    for (seat, text) in [(0, "6-1 R"), (1, "1-3 R"), (0, "3-0 R")] {
        g.apply(seat, &g.parse(seat, text).unwrap(), &mut rng).unwrap();
    }
    assert_eq!((g.turn, g.hands[1].len()), (Some(1), 3), "seat 2 drew the 0-7 only");
    g.apply(1, &g.parse(1, "0-7 R").unwrap(), &mut rng).unwrap();
    let lacks_ones = |d: &Draw| (0..=7).all(|n| d.known_absent(1, Tile::new(1, n)));
    assert!(lacks_ones(&g), "after a single draw");
    assert!(g.known_absent(1, Tile::new(0, 5)), "nor did it hold a 0");
    // Seat 1 draws the rest and passes; seat 2 passes without drawing.
    assert!(g.blocked, "{g:?}");
    assert!(lacks_ones(&g), "after a pass without drawing");
    assert!(g.known_absent(1, Tile::new(7, 5)));
}

#[test]
fn the_snake_stays_inside_its_rows_and_every_tile_covers_neighbouring_cells() {
    for i in 0..80 {
        let (a, b) = (snake_cell(i), snake_cell(i + 1));
        assert!(a.is_adjacent(b), "{a} {b}");
        assert!((0..ROW_CELLS).contains(&a.x));
    }
}

/// A state that looks the same from `seat`: an opponent's tile traded
/// with one from the boneyard, or with another opponent's.
fn twin(d: &Draw, seat: Seat) -> Option<Draw> {
    let mut t = d.clone();
    if t.turn.is_none() || !crate::testing::trade_hidden(&mut t.hands, &mut t.boneyard, seat) {
        return None;
    }
    (t != *d).then_some(t)
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    // 40 plies reach a later hand of a match.
    let at = positions(5, 2..=4, &[None, Some(DOUBLE_SIX), Some(MATCH)], &[0, 5, 12, 40]);
    let checked = check_determinize_on(GameKind::Draw, at, twin, |_, _, _| {});
    assert!(checked > 100, "{checked}");
}

#[test]
fn heuristic_prefers_fewer_and_lighter_tiles() {
    let g = game(vec![vec![(0, 1)], vec![(6, 6), (5, 5)]], vec![(1, 1)], &[]);
    assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
    let light = game(vec![vec![(0, 1), (0, 2)], vec![(6, 6), (5, 6)]], vec![(3, 3)], &[]);
    assert!(light.heuristic(0) > light.heuristic(1));
    // In a match the points count too, 10 of them as much as a tile in
    // hand: so a look-ahead that reaches the next hand sees what the last
    // one was worth.
    // Two hands alike but for a 0-0 more, or 10 points fewer.
    let even = game(vec![vec![(1, 4)], vec![(2, 3)]], vec![(1, 2)], &[]);
    assert!((in_match(even.clone(), vec![0, 0]).heuristic(0) - 0.5).abs() < 1e-9);
    let ahead = in_match(even, vec![30, 20]);
    let tile_ahead = in_match(
        game(vec![vec![(1, 4)], vec![(2, 3), (0, 0)]], vec![(1, 2)], &[]),
        vec![0, 0],
    );
    assert!(ahead.heuristic(0) > 0.6, "{}", ahead.heuristic(0));
    assert!((ahead.heuristic(0) - tile_ahead.heuristic(0)).abs() < 1e-9);
}

/// `game`, made a match with these points so far, in its first hand.
fn in_match(mut g: Draw, points: Vec<i64>) -> Draw {
    g.series = Some(Series {
        points,
        hand: 1,
        last_result: None,
    });
    g
}

fn count_tiles(g: &Draw) -> usize {
    g.line.len() + g.hands.iter().map(Vec::len).sum::<usize>() + g.boneyard.len()
}

#[test]
fn a_hand_won_in_a_match_scores_and_the_next_hand_is_dealt_at_once() {
    // Seat 1 goes out with 6-1; seat 2 is left with 2-2 and 4-5 (13 pips).
    let mut g = in_match(
        game(vec![vec![(6, 1)], vec![(2, 2), (4, 5)]], vec![(6, 6)], &[]),
        vec![10, 20],
    );
    let mut rng = GameRng::from_seed([5; 32]);
    let events = g.apply(0, &g.parse(0, "6-1 L").unwrap(), &mut rng).unwrap();
    let text = crate::event::joined(&events, "; ");
    assert!(text.contains("is out of tiles and wins the hand"), "{text}");
    assert!(
        text.contains("hand 1: seat 1 went out and scores 13 (seat 2 held 13 pips)"),
        "{text}"
    );
    assert!(
        text.contains("match score: seat 1 has 23, seat 2 has 20 (first to 100)"),
        "{text}"
    );
    assert!(
        text.contains("hand 2: all the tiles are dealt again and seat"),
        "{text}"
    );
    let series = g.series.as_ref().unwrap();
    assert_eq!((series.points.clone(), series.hand), (vec![23, 20], 2));
    assert_eq!(g.outcome(), None, "the match goes on");
    assert!(g.turn.is_some() && g.out.is_none() && !g.blocked);
    assert_eq!(count_tiles(&g), 36, "the whole set is dealt again");
    assert_eq!(g.line.len(), 1, "the new hand's opener");
    assert!(
        g.hands.iter().all(|h| h.len() >= 8),
        "nine each, less the opener, plus draws"
    );
    // The table shows the match score and how the last hand ended, in the
    // seats' scores, the title and the notes.
    let view = g.view(Viewer::Public);
    assert_eq!(view.title.plain(), "Draw dominoes, match to 100: hand 2");
    assert_eq!(
        view.seats[0].score.as_ref().map(crate::Line::plain).as_deref(),
        Some("23 points")
    );
    assert!(
        view.notes
            .iter()
            .any(|n| n == "Match to 100 points: seat 1 has 23, seat 2 has 20.")
    );
    assert!(
        view.notes
            .iter()
            .any(|n| n.starts_with("Hand 1: seat 1 went out and scores 13")),
        "{:?}",
        view.notes
    );
}

#[test]
fn a_match_ends_when_a_hand_takes_someone_to_100_points() {
    let mut g = in_match(
        game(vec![vec![(6, 1)], vec![(2, 2), (4, 5)]], vec![(6, 6)], &[]),
        vec![90, 95],
    );
    let mut rng = GameRng::from_seed([5; 32]);
    let events = g.apply(0, &g.parse(0, "6-1 L").unwrap(), &mut rng).unwrap();
    assert!(
        events.iter().any(|e| e == "seat 1 has 103 points and wins the match"),
        "{events:?}"
    );
    assert_eq!(g.to_act(), ToAct::Finished);
    // Seat 2 had more points before the last hand: only the totals count.
    let o = g.outcome().unwrap();
    let table: Vec<(usize, usize, Option<i64>)> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
    assert_eq!(
        table,
        vec![(0, 1, Some(103)), (1, 2, Some(95))],
        "ranked by match points"
    );
    assert!(o.summary.contains("first to 100 points"), "{:?}", o.summary);
    assert!(g.legal_actions(1).is_empty());
    assert_eq!(
        g.view(Viewer::Public).title.plain(),
        "Draw dominoes, match to 100: hand 1"
    );
}

#[test]
fn a_blocked_hand_with_equal_lowest_totals_scores_nothing_in_a_match() {
    // Seat 1 plays 6-1; nobody holds a 6 or a 1 and the boneyard is empty:
    // blocked with 5 pips each.
    let mut g = in_match(
        game(vec![vec![(6, 1), (2, 3)], vec![(0, 5)]], vec![(6, 6)], &[]),
        vec![40, 50],
    );
    let mut rng = GameRng::from_seed([6; 32]);
    let events = g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
    let text = crate::event::joined(&events, "; ");
    assert!(
        text.contains(
            "hand 1: blocked with equal lowest pip totals, nobody scores (seat 1 held 5 pips, seat 2 held 5 pips)"
        ),
        "{text}"
    );
    let series = g.series.as_ref().unwrap();
    assert_eq!((series.points.clone(), series.hand), (vec![40, 50], 2));
    assert_eq!(count_tiles(&g), 36);
}

#[test]
fn match_variants_choose_the_set_and_a_single_game_is_the_default() {
    let mut rng = GameRng::from_seed([3; 32]);
    for (variant, six, in_a_match) in [
        (None, false, false),
        (Some(DOUBLE_SIX), true, false),
        (Some(MATCH), false, true),
        (Some(DOUBLE_SIX_MATCH), true, true),
    ] {
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let g = Draw::setup(&options, 2, &mut rng).unwrap();
        assert_eq!((g.double_six, g.series.is_some()), (six, in_a_match), "{variant:?}");
        assert_eq!(count_tiles(&g), if six { 28 } else { 36 });
    }
    let odd = Options {
        variant: Some("to-50".into()),
    };
    let err = Draw::setup(&odd, 2, &mut rng).unwrap_err();
    assert!(err.0.contains("no variant `to-50`"), "{}", err.0);
    // A game saved before matches existed loads as a single game.
    let g = Draw::setup(&Options::default(), 2, &mut rng).unwrap();
    let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
    json.as_object_mut().unwrap().remove("series");
    let old: Draw = serde_json::from_value(json).unwrap();
    assert_eq!(old, g);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 2usize..=4, six in any::<bool>()) {
        let variant = six.then_some(DOUBLE_SIX);
        let g = random_playout(GameKind::Draw, seats, variant, seed, conserved);
        prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
    }

    #[test]
    fn random_matches_keep_every_invariant_and_end_at_100_points(seed in any::<u64>(), seats in 2usize..=4, six in any::<bool>()) {
        let variant = if six { DOUBLE_SIX_MATCH } else { MATCH };
        let g = random_playout(GameKind::Draw, seats, Some(variant), seed, conserved);
        let o = g.outcome().unwrap();
        let points: Vec<i64> = o.standings.iter().filter_map(|s| s.score).collect();
        prop_assert_eq!(points.len(), seats);
        prop_assert!(points[0] >= TARGET, "{:?}", points);
        prop_assert!(points[1..].iter().all(|&p| p < TARGET), "{:?}", points);
        // One hand may be enough: with the double-nine set a player who had
        // to draw can be left holding more than 100 pips (seed 13698184571187771606).
        prop_assert!(serde_json::from_str::<Draw>(&g.snapshot()).unwrap().series.is_some());
    }
}

/// Issue 55: a player may name the end in Spanish or French.
#[test]
fn the_end_is_read_in_spanish_and_french_too() {
    let g = game(vec![vec![(3, 6)], vec![(1, 1)]], vec![(6, 6)], &[]);
    for (word, end) in [
        ("izquierda", End::Left),
        ("gauche", End::Left),
        ("derecha", End::Right),
        ("droite", End::Right),
    ] {
        assert_eq!(
            super::notation::parse(&g, 0, &format!("3-6 {word}")).map(|p| p.end),
            Ok(end),
            "{word}"
        );
    }
}
