use super::*;
use crate::common::grid::{Cell, Dir};
use crate::common::tiles::double_seven;
use crate::view::BoardView;
use proptest::prelude::*;

fn t(a: u8, b: u8) -> Tile {
    Tile::new(a, b)
}

fn pl(text: &str) -> Placement {
    Placement::parse(text, false).unwrap()
}

/// A position: the double blank, then `placed` (unchecked), with these
/// hands and supply (drawn from the end); `turn` acts next.
fn position(placed: &[&str], hands: Vec<Vec<Tile>>, supply: Vec<Tile>, turn: Seat) -> Tree {
    let mut board = Board::default();
    board.place(Placement::new(Cell::ORIGIN, Dir::E, 0, 0));
    for text in placed {
        board.place(pl(text));
    }
    Tree {
        board,
        hands,
        supply,
        turn: Some(turn),
        end: None,
        extra: false,
        recent: Vec::new(),
        replays: 0,
        slots: SlotCache::default(),
    }
}

fn rng() -> GameRng {
    GameRng::from_seed([7; 32])
}

fn play(g: &mut Tree, seat: Seat, text: &str) -> Result<Vec<String>, RuleError<Refusal>> {
    let p = g.parse(seat, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.apply(seat, &p, &mut rng())
        .map(|events| events.iter().map(Event::plain).collect())
}

#[test]
fn rule_b_one_more_ring() {
    // On the blank: pip, small circle or big circle, but not two rings.
    assert!(one_more(0, 1) && one_more(0, 2) && one_more(0, 4));
    assert!(!one_more(0, 3) && !one_more(0, 0));
    // On the pip: pip and small circle (3) or pip and big circle (5).
    assert!(one_more(1, 3) && one_more(1, 5));
    // A small circle alone drops the pip: not "the same rings plus one".
    assert!(!one_more(1, 2) && !one_more(1, 7) && !one_more(1, 1));
    assert!(one_more(3, 7) && one_more(6, 7) && !one_more(7, 7));
    // On the table: a 3 cannot rest on the blank, a 4 can.
    let g = position(&[], vec![vec![t(3, 4)], vec![t(1, 1)]], vec![], 0);
    let err = g.check(&pl("3-4 0,1 E")).unwrap_err();
    let (cell, below) = (Cell::new(0, 1), Cell::new(0, 0));
    assert_eq!(
        err,
        Refusal::OnTop {
            cell,
            n: 3,
            below,
            m: 0
        }
    );
    assert_eq!(
        err.to_string(),
        "the 3 on 0,1 would rest on the 0 on 0,0: it must show the rings of 0 plus exactly one more (1, 2 or 4)"
    );
    assert_eq!(g.check(&pl("4-3 1,1 E")), Ok(None));
}

#[test]
fn a_tile_must_rest_above_the_tree_not_beside_it() {
    let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
    let err = g.check(&pl("1-2 2,0 E")).unwrap_err();
    assert_eq!(err, Refusal::Floating(pl("1-2 2,0 E")));
    assert!(err.to_string().contains("would not rest on the tree"), "{err}");
    assert!(g.check(&pl("1-2 -2,0 E")).is_err());
    assert!(g.check(&pl("1-2 0,-1 E")).is_err());
    assert_eq!(g.check(&pl("1-2 0,0 E")), Err(Refusal::Covered(Cell::new(0, 0), 0)));
    // Every legal placement rests on row 0 from row 1.
    assert!(g.placements_of(t(1, 2)).iter().all(|p| p.at.y == 1));
}

#[test]
fn rule_c_both_halves_resting_earn_one_extra_turn_and_both_must_obey() {
    let mut g = position(&[], vec![vec![t(1, 2), t(1, 3), t(4, 7)], vec![t(3, 6)]], vec![], 0);
    // 1-3: the 1 fits on the blank, but the 3 on the other blank does not.
    let err = play(&mut g, 0, "1-3 0,1 E").unwrap_err();
    let (cell, below) = (Cell::new(1, 1), Cell::new(1, 0));
    assert_eq!(
        err,
        RuleError::Illegal(Refusal::OnTop {
            cell,
            n: 3,
            below,
            m: 0
        })
    );
    // The autocomplete line says so (and not that the tile lies across:
    // every tile does).
    assert_eq!(g.describe(&pl("1-2 0,1 E")), "1 on 0,1, 2 on 1,1 (extra turn)");
    assert_eq!(g.describe(&pl("1-2 -1,1 E")), "1 on -1,1, 2 on 0,1");
    let events = play(&mut g, 0, "1-2 0,1 E").unwrap();
    assert!(events.iter().any(|e| e.contains("extra turn")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert!(g.extra);
    // Only one half resting: no extra turn, the next seat plays.
    let events = play(&mut g, 0, "1-3 -1,2 E").unwrap();
    assert!(!events.iter().any(|e| e.contains("extra turn")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Seat(1));
}

#[test]
fn rule_d_legal_insertion_earns_an_extra_turn() {
    // Row 1: 4 on the right blank, 6 hanging to its right.
    // Row 2: 5 on that 4 and a 3 hanging over the empty cell 0,1.
    // The gap 0,1 lies between the blank below and the 3 above.
    let placed = ["4-6 1,1 E", "3-5 0,2 E"];
    let mut g = position(&placed, vec![vec![t(4, 7), t(1, 7)], vec![t(2, 2)]], vec![], 0);
    // 4 adds a ring to the blank but is not "3 minus one ring".
    let err = g.check(&pl("7-4 -1,1 E")).unwrap_err();
    let (cell, above) = (Cell::new(0, 1), Cell::new(0, 2));
    assert_eq!(
        err,
        Refusal::Under {
            cell,
            n: 4,
            above,
            m: 3
        }
    );
    assert!(err.to_string().contains("would lie under the 3 on 0,2"), "{err}");
    // 1 adds one ring to the blank below and has one ring less than the 3 above.
    assert_eq!(g.check(&pl("7-1 -1,1 E")), Ok(Some(ExtraTurn::FitsUnder)));
    let events = play(&mut g, 0, "7-1 -1,1 E").unwrap();
    // The reason said is the one that holds (it once named both, "rests on
    // two tiles, or fits under one", whichever it was).
    assert!(
        events
            .iter()
            .any(|e| e.contains("the tile fits under a tile already placed, so") && e.contains("plays an extra turn")),
        "{events:?}"
    );
    assert_eq!(g.to_act(), ToAct::Seat(0));
}

/// A tile in row 2 lying offset by one cell over two different tiles of
/// row 1: each half rests on a half of a different tile, both must obey
/// rule b, and together they earn one extra turn (rule c).
#[test]
fn rule_c_an_offset_tile_resting_on_two_different_tiles() {
    // Row 1: a 4-1 whose 1 lies on the left blank (0,1), and a 2-4 whose
    // 2 lies on the right blank (1,1). Row 2 spans 0,2-1,2: over the 1 of
    // the first tile and the 2 of the second.
    let placed = ["4-1 -1,1 E", "2-4 1,1 E"];
    let hands = vec![vec![t(5, 6), t(5, 7), t(3, 3)], vec![t(5, 5)]];
    let mut g = position(&placed, hands, vec![], 0);
    assert_ne!(
        g.board.placements()[1].tile(),
        g.board.placements()[2].tile(),
        "two different tiles below"
    );
    // 5 on the 1 (adds the big circle), 6 on the 2 (adds the big circle).
    assert_eq!(g.check(&pl("5-6 0,2 E")), Ok(Some(ExtraTurn::BothHalvesRest)));
    assert_eq!(
        g.check(&pl("3-3 0,2 E")),
        Ok(Some(ExtraTurn::BothHalvesRest)),
        "3 is 1 plus 2 and 2 plus 1"
    );
    // Each half answers to its own tile below.
    let err = g.check(&pl("6-5 0,2 E")).unwrap_err();
    let (cell, below) = (Cell::new(0, 2), Cell::new(0, 1));
    assert_eq!(
        err,
        Refusal::OnTop {
            cell,
            n: 6,
            below,
            m: 1
        }
    );
    assert!(
        err.to_string().contains("the 6 on 0,2 would rest on the 1 on 0,1"),
        "{err}"
    );
    let err = g.check(&pl("5-7 0,2 E")).unwrap_err();
    let (cell, below) = (Cell::new(1, 2), Cell::new(1, 1));
    assert_eq!(
        err,
        Refusal::OnTop {
            cell,
            n: 7,
            below,
            m: 2
        }
    );
    assert!(
        err.to_string().contains("the 7 on 1,2 would rest on the 2 on 1,1"),
        "{err}"
    );
    let legal = g.legal_actions(0);
    assert!(legal.contains(&pl("5-6 0,2 E")), "{legal:?}");
    assert!(legal.contains(&pl("3-3 0,2 E")));
    assert!(!legal.contains(&pl("6-5 0,2 E")) && !legal.contains(&pl("7-5 0,2 E")));
    let events = play(&mut g, 0, "5-6 0,2 E").unwrap();
    assert!(events.iter().any(|e| e.contains("extra turn")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Seat(0), "one extra turn");
    // The extra turn is one, not two: the next tile resting on one half
    // hands the turn on.
    let events = play(&mut g, 0, "5-7 2,2 E").unwrap();
    assert!(!events.iter().any(|e| e.contains("extra turn")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Seat(1));
}

#[test]
fn a_stuck_player_draws_one_tile_and_passes_without_naming_it() {
    // Seat 1 holds nothing that fits after seat 0's move; it draws 1-1.
    let hands = vec![vec![t(4, 7), t(1, 2)], vec![t(7, 7), t(3, 3), t(3, 7)]];
    let mut g = position(&[], hands, vec![t(2, 6), t(1, 1)], 0);
    let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.contains("seat 2 could not play, drew a tile and passed"))
    );
    assert!(events.iter().all(|e| !e.contains("1-1")), "{events:?}");
    assert_eq!(g.hand(1).len(), 4);
    assert_eq!(g.supply, vec![t(2, 6)]);
    assert_eq!(g.to_act(), ToAct::Seat(0));
    let public = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
    assert!(!public.contains("1-1"));
    assert!(public.contains("drew a tile and passed"));
}

#[test]
fn the_first_player_out_wins_and_the_rest_rank_by_fewest_tiles() {
    let hands = vec![
        vec![t(4, 7)],
        vec![t(7, 7), t(3, 3)],
        vec![t(6, 6), t(5, 5)],
        vec![t(3, 7)],
    ];
    let mut g = position(&[], hands, vec![], 0);
    let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
    assert!(events.iter().any(|e| e.contains("seat 1 ran out of tiles and wins")));
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    let ranks: Vec<_> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
    assert_eq!(
        ranks,
        vec![(0, 1, Some(0)), (3, 2, Some(1)), (1, 3, Some(2)), (2, 3, Some(2))]
    );
    assert_eq!(play(&mut g, 1, "1-1 0,1 E"), Err(RuleError::GameOver));
}

#[test]
fn everyone_passing_with_an_empty_supply_means_nobody_wins_and_the_round_is_dealt_again() {
    let hands = vec![vec![t(4, 7), t(3, 3)], vec![t(7, 7), t(3, 7)]];
    let mut g = position(&[], hands, vec![], 0);
    let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.contains("nobody wins this round") && e.contains("round 2")),
        "{events:?}"
    );
    // A fresh round: the double blank alone, nine each, the rest face down.
    assert_eq!(g.replays, 1);
    assert_eq!(g.board.placements().len(), 1);
    assert_eq!((g.hands[0].len(), g.hands[1].len(), g.supply.len()), (9, 9, 17));
    assert!(g.outcome().is_none() && g.to_act().seat().is_some());
    assert!(!g.view(Viewer::Public).finished);
    // The double blank dealt again is nobody's move: not outlined.
    let BoardView::BinaryGrid(grid) = g.view(Viewer::Public).board else {
        panic!("The Tree is a grid")
    };
    assert_eq!(grid.last, None);
    check_invariants(&g);
    // The round's lines are public and name no tile.
    let notes = g
        .view(Viewer::Public)
        .notes
        .iter()
        .map(Line::plain)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(notes.contains("dealt again") && notes.contains("round 2:"), "{notes}");
    for tile in g.secret_tiles() {
        assert!(!notes.contains(&tile.to_string()), "{notes}");
    }
}

#[test]
fn one_player_passing_with_an_empty_supply_does_not_end_the_round() {
    // Seat 2 cannot place and the supply is empty, but seat 1 still can (its 1-2).
    let hands = vec![vec![t(4, 7), t(1, 2)], vec![t(7, 7), t(3, 7)]];
    let mut g = position(&[], hands, vec![], 0);
    let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.contains("seat 2 could not play and passed (the supply is empty)")),
        "{events:?}"
    );
    assert!(!events.iter().any(|e| e.contains("dealt again")), "{events:?}");
    assert_eq!(g.replays, 0, "the same round goes on");
    assert_eq!(g.board.placements().len(), 2);
    assert_eq!(g.hand(1).len(), 2);
    assert_eq!(g.to_act(), ToAct::Seat(0));
}

#[test]
fn after_the_last_allowed_round_ends_stuck_nobody_wins_and_everyone_shares_the_place() {
    let hands = vec![vec![t(4, 7), t(3, 3)], vec![t(7, 7), t(3, 7)]];
    let mut g = position(&[], hands, vec![], 0);
    g.replays = MAX_ROUNDS - 1;
    let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
    assert!(events.iter().any(|e| e.contains("nobody wins")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    assert!(o.summary.contains("nobody wins"));
    assert!(o.standings.iter().all(|s| s.rank == 1));
    assert!(g.view(Viewer::Public).finished);
}

#[test]
fn a_game_saved_before_rounds_were_counted_loads_as_round_one() {
    let g = position(&[], vec![vec![t(1, 2)], vec![t(3, 3)]], vec![], 0);
    let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
    json.as_object_mut().unwrap().remove("replays");
    let loaded: Tree = serde_json::from_value(json).unwrap();
    assert_eq!(loaded, g);
}

#[test]
fn deals_nine_each_and_eight_to_the_fourth_player() {
    for seed in 0..20 {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let g = Tree::setup(&Options::default(), 4, &mut r).unwrap();
        let sizes: Vec<usize> = g.hands.iter().map(|h| h.len()).collect();
        // With four players the supply is empty from the start, so even
        // a first seat that cannot play draws nothing.
        assert_eq!(sizes, vec![9, 9, 9, 8]);
        assert!(g.supply.is_empty());
        assert_eq!(g.board.placements(), &[Placement::new(Cell::ORIGIN, Dir::E, 0, 0)]);
        for seats in 1..=3 {
            let g = Tree::setup(&Options::default(), seats, &mut r).unwrap();
            let held: usize = g.hands.iter().map(Vec::len).sum();
            assert_eq!(held + g.supply.len(), 35);
            assert!(g.hands.iter().skip(1).all(|h| h.len() == 9));
        }
    }
}

#[test]
fn setup_refuses_wrong_player_counts_and_variants() {
    let mut r = rng();
    assert!(Tree::setup(&Options::default(), 0, &mut r).is_err());
    assert!(Tree::setup(&Options::default(), 5, &mut r).is_err());
    let v = Options {
        variant: Some("misere".into()),
    };
    assert!(Tree::setup(&v, 2, &mut r).is_err());
}

#[test]
fn solo_patience_is_won_by_placing_every_tile() {
    // The hand empties with a tile left in the supply: draw it and go on.
    let mut g = position(&[], vec![vec![t(1, 2)]], vec![t(3, 5)], 0);
    let events = play(&mut g, 0, "1-2 0,1 E").unwrap();
    assert!(events.iter().any(|e| e.contains("drew a tile")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.hand(0), &[t(3, 5)]);
    let events = play(&mut g, 0, "5-3 0,2 E").unwrap();
    assert!(events.iter().any(|e| e.contains("patience is won")), "{events:?}");
    let o = g.outcome().unwrap();
    assert_eq!(o.standings.len(), 1);
    assert_eq!((o.standings[0].rank, o.standings[0].score), (1, Some(0)));
    assert!(o.summary.contains("won"));
}

#[test]
fn solo_patience_is_lost_when_stuck_with_the_supply_empty() {
    let mut g = position(&[], vec![vec![t(1, 4), t(7, 7)]], vec![], 0);
    let events = play(&mut g, 0, "4-1 1,1 E").unwrap();
    assert!(events.iter().any(|e| e.contains("patience is lost")), "{events:?}");
    let o = g.outcome().unwrap();
    assert_eq!(o.standings[0].score, Some(1));
    assert!(o.summary.contains("lost"));
}

#[test]
fn standing_tiles_are_refused_with_a_reason() {
    let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
    let err = g.parse(0, "1-2 0,1 N").unwrap_err();
    assert_eq!(
        err,
        NotationError::Standing(Placement::new(Cell::new(0, 1), Dir::N, 1, 2))
    );
    assert_eq!(
        err.to_string(),
        "in The Tree every tile lies horizontally: write it with E, e.g. `1-2 0,1 E`"
    );
    assert_eq!(g.parse(0, "2-1 1,1 W"), Ok(pl("1-2 0,1 E")));
    let mut g2 = g.clone();
    let standing = Placement::new(Cell::new(0, 1), Dir::N, 1, 2);
    let err = g2.apply(0, &standing, &mut rng()).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::Standing(standing)));
    assert_eq!(g2, g);
    let err = play(&mut g2, 0, "4-4 0,1 E").unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::NotHeld(t(4, 4))));
    assert_eq!(play(&mut g2, 1, "4-4 0,1 E"), Err(RuleError::NotYourTurn));
}

#[test]
fn views_show_the_tree_counts_and_only_your_own_hand() {
    let mut r = GameRng::from_seed(GameRng::seed_from_u64(5));
    let g = Tree::setup(&Options::default(), 3, &mut r).unwrap();
    let public = g.view(Viewer::Public);
    assert!(public.private.is_none());
    let BoardView::BinaryGrid(grid) = &public.board else {
        panic!("the tree is drawn on a grid")
    };
    assert_eq!(grid.tiles, vec![[(Cell::new(0, 0), 0), (Cell::new(1, 0), 0)]]);
    assert!(grid.ring_owners.is_empty());
    // The picture keeps no margin under the double blank.
    assert_eq!(grid.lowest_row, Some(0));
    assert_eq!(public.seats[1].role.plain(), "seat 2");
    assert_eq!(
        public.seats[1].detail.as_ref().map(crate::Line::plain).as_deref(),
        Some("9 tiles in hand")
    );
    assert_eq!(public.notes[0], "1 tile in the tree, 8 in the supply");
    let mine = g.view(Viewer::Seat(1));
    let p = mine.private.unwrap();
    assert_eq!(p.tiles.len(), g.hands[1].len());
    assert!(
        p.tiles
            .iter()
            .all(|(label, tile)| *label == crate::view::TileLabel::InHand && g.hands[1].contains(tile))
    );
    let back: Tree = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

fn check_invariants(g: &Tree) {
    let mut all: Vec<Tile> = g.board.tiles().collect();
    all.extend(g.hands.iter().flatten());
    all.extend(g.supply.iter());
    all.sort();
    assert_eq!(all, double_seven(), "all 36 tiles accounted for");
    let on_board: Vec<Tile> = g.board.tiles().collect();
    let text = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
    for s in g.secret_tiles() {
        assert!(!on_board.contains(&s));
        for spelled in [format!("{}-{}", s.lo, s.hi), format!("{}-{}", s.hi, s.lo)] {
            assert!(!text.contains(&spelled), "secret {s} in the public view: {text}");
        }
    }
    for seat in 0..g.seats() {
        let view = g.view(Viewer::Seat(seat));
        let own = &g.hands[seat];
        let text = serde_json::to_string(&view).unwrap();
        for s in g.secret_tiles().iter().filter(|s| !own.contains(s)) {
            assert!(!view.visible_tiles().contains(s));
            assert!(!text.contains(&format!("{}-{}", s.lo, s.hi)) && !text.contains(&format!("{}-{}", s.hi, s.lo)));
        }
    }
}

/// A state that looks the same from `seat`: an opponent's tile traded
/// with one from the supply, or with another opponent's.
fn twin(d: &Tree, seat: Seat) -> Option<Tree> {
    let mut t = d.clone();
    if !crate::testing::trade_hidden(&mut t.hands, &mut t.supply, seat) {
        return None;
    }
    (t != *d).then_some(t)
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    use crate::GameKind;
    use crate::testing::{check_determinize_on, positions};
    // Alone, the game is the patience variant.
    let mut at = positions(6, 1..=1, &[Some(SOLO)], &[0, 6, 15]);
    at.extend(positions(6, 2..=4, &[None], &[0, 6, 15]));
    let checked = check_determinize_on(GameKind::Tree, at, twin, |_, _, _| {});
    assert!(checked > 80, "{checked}");
}

/// Every placement the rule itself ([`Tree::check`]) accepts within a
/// margin around the tree, in the order move generation promises: by
/// place (the left cell's coordinates), lower number on the left first.
fn placements_by_the_rule(g: &Tree, tile: Tile) -> Vec<Placement> {
    let cells: Vec<Cell> = g.board.cells().keys().copied().collect();
    let (x0, x1) = (
        cells.iter().map(|c| c.x).min().unwrap() - 3,
        cells.iter().map(|c| c.x).max().unwrap() + 3,
    );
    let (y0, y1) = (
        cells.iter().map(|c| c.y).min().unwrap() - 3,
        cells.iter().map(|c| c.y).max().unwrap() + 3,
    );
    let mut out = Vec::new();
    for x in x0..=x1 {
        for y in y0..=y1 {
            let mut orders = vec![(tile.lo, tile.hi)];
            if !tile.is_double() {
                orders.push((tile.hi, tile.lo));
            }
            for (a, b) in orders {
                let p = Placement::new(Cell::new(x, y), Dir::E, a, b);
                if g.check(&p).is_ok() {
                    out.push(p);
                }
            }
        }
    }
    out
}

#[test]
fn move_generation_finds_exactly_what_the_rule_allows() {
    let mut positions = 0;
    for seed in 0..40 {
        for moves in [0, 3, 8, 15, 25, 40] {
            let g = crate::testing::random_position(crate::GameKind::Tree, 2, None, seed, moves);
            let d: Tree = serde_json::from_str(&g.snapshot()).unwrap();
            positions += 1;
            let slots = d.slots();
            for tile in double_seven() {
                let fast = d.placements_of(tile);
                assert_eq!(
                    fast,
                    placements_by_the_rule(&d, tile),
                    "{tile} on {:?}",
                    d.board.placements()
                );
                assert_eq!(slots.fits(tile), !fast.is_empty());
            }
        }
    }
    assert_eq!(positions, 240);
}

#[test]
fn open_numbers_cover_every_tile_that_can_be_placed() {
    for seed in 0..20 {
        let g = crate::testing::random_position(crate::GameKind::Tree, 2, None, seed, seed as usize);
        let d: Tree = serde_json::from_str(&g.snapshot()).unwrap();
        let open = d.open_numbers();
        for tile in double_seven() {
            if !d.placements_of(tile).is_empty() {
                assert!(open & (1 << tile.lo) != 0 || open & (1 << tile.hi) != 0, "{tile}");
            }
        }
    }
    // On the bare double blank: 1, 2 and 4.
    let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
    assert_eq!(g.open_numbers(), 0b0001_0110);
}

#[test]
fn heuristic_prefers_fewer_tiles_that_can_go_down() {
    let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4), t(3, 3)]], vec![], 0);
    assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
}

#[test]
fn heuristic_counts_being_about_to_place_as_half_a_tile() {
    // Equal hands that both fit: the seat about to place is ahead.
    let hands = vec![vec![t(1, 2), t(2, 4)], vec![t(1, 4), t(2, 2)]];
    let g = position(&[], hands.clone(), vec![], 0);
    assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
    let g = position(&[], hands, vec![], 1);
    assert!(g.heuristic(1) > 0.5 && g.heuristic(0) < 0.5);
    // Half a tile, not a whole one: one tile fewer still counts more.
    let g = position(&[], vec![vec![t(1, 2), t(2, 4)], vec![t(1, 4)]], vec![], 0);
    assert!(g.heuristic(1) > 0.5);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 1usize..=4) {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let mut g = Tree::setup(&Options::default(), seats, &mut r).unwrap();
        let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0x7ee));
        let mut steps = 0;
        while let ToAct::Seat(seat) = g.to_act() {
            steps += 1;
            prop_assert!(steps < 2000, "the game does not end");
            check_invariants(&g);
            let legal = g.legal_actions(seat);
            prop_assert!(!legal.is_empty(), "seat {} to act with no legal action", seat);
            for other in (0..g.seats()).filter(|&o| o != seat) {
                prop_assert!(g.legal_actions(other).is_empty());
            }
            for a in &legal {
                prop_assert_eq!(g.parse(seat, &g.notation(a)), Ok(*a));
                prop_assert!(a.is_horizontal());
            }
            let pick = legal[chooser.below(legal.len())];
            let events = g.apply(seat, &pick, &mut r).unwrap();
            // Events never name a tile that is still secret (those
            // before a new deal name tiles of the round just ended).
            let fresh = events.iter().rposition(|e| e.contains("dealt again")).map_or(0, |i| i + 1);
            for e in &events[fresh..] {
                for s in g.secret_tiles() {
                    prop_assert!(!e.contains(&format!("{}-{}", s.lo, s.hi)) && !e.contains(&format!("{}-{}", s.hi, s.lo)), "{}", e);
                }
            }
        }
        check_invariants(&g);
        let o = g.outcome().unwrap();
        prop_assert_eq!(o.standings.len(), seats);
        prop_assert!(g.legal_actions(0).is_empty());
        match g.end.unwrap() {
            End::Out(s) if seats > 1 => prop_assert!(g.hands[s].is_empty()),
            End::Out(_) => prop_assert_eq!(g.board.placements().len(), 36),
            End::Blocked => prop_assert!(g.supply.is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]
    /// The same shared playout checks as every other game, through the registry.
    #[test]
    fn shared_random_playout_checks(seed in any::<u64>(), seats in 1usize..=4) {
        let variant = (seats == 1).then_some(SOLO);
        let g = crate::testing::random_playout(crate::GameKind::Tree, seats, variant, seed, |_| {});
        prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
    }
}
