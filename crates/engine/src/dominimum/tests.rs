use super::bot::largest_groups;
use super::*;
use crate::common::board::{Board, Misfit};
use crate::common::grid::{Cell, Dir};
use crate::common::laying::OneTileLaying;
use crate::common::tiles::double_seven;
use crate::testing::{check_determinize_on, positions, random_playout, random_position};
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn place(board: &mut Board, x: i32, y: i32, d: Dir, a: u8, b: u8) {
    let p = Placement::new(Cell::new(x, y), d, a, b);
    board.check(&p).expect("example placement is legal");
    board.place(p);
}

/// A finished position on `board` with the given missions, where the
/// seats laid their final tiles in the order given by `last_placed`.
fn finished(board: Board, missions: Vec<Tile>, last_placed: Vec<usize>) -> Dominimum {
    let seats = missions.len();
    Dominimum::from_parts(
        missions,
        OneTileLaying {
            board,
            supply: Vec::new(),
            hands: vec![None; seats],
            turn: None,
            last_placed: last_placed.into_iter().map(Some).collect(),
        },
    )
}

/// The seed's scoring example: the player with the 1-4 mission tile
/// scores 4 x 5 = 20 (largest group of 1s has 4 squares, of 4s has 5).
#[test]
fn seed_example_mission_1_4_scores_4_times_5() {
    let mut b = Board::default();
    place(&mut b, 0, 0, Dir::E, 1, 1);
    place(&mut b, 0, -1, Dir::E, 4, 4);
    place(&mut b, 2, 0, Dir::E, 1, 2);
    place(&mut b, 0, 1, Dir::N, 1, 3);
    place(&mut b, 2, -1, Dir::E, 4, 5);
    place(&mut b, 0, -2, Dir::E, 4, 6);
    place(&mut b, -2, -2, Dir::E, 7, 4);
    // A second, smaller group of 1s: only the largest group counts.
    place(&mut b, 4, 0, Dir::E, 1, 5);
    let game = finished(b, vec![Tile::new(1, 4), Tile::new(2, 3)], vec![7, 8]);
    assert_eq!(game.score_of(Tile::new(1, 4)), (4, 5, 20));
    let outcome = game.outcome().unwrap();
    // 2-3 scores 1 x 1 = 1: lowest wins.
    assert_eq!(outcome.standings[0].seat, 1);
    assert_eq!(outcome.standings[0].score, Some(1));
    assert_eq!(outcome.standings[1].score, Some(20));
}

/// The seed's "Example of legal placements" (the figure is lost): on an
/// L of two tiles, a tile may go anywhere on the grid where it covers two
/// empty squares and shares an edge with the layout: along a long side,
/// end to end, across, or touching both tiles. Touching a corner only
/// is not enough, and nothing may overlap.
#[test]
fn seed_example_legal_placements_touch_the_layout_along_an_edge() {
    let mut b = Board::default();
    place(&mut b, 0, 0, Dir::E, 1, 2); // 1 on 0,0, 2 on 1,0
    place(&mut b, 1, 1, Dir::N, 3, 4); // 3 on 1,1, 4 on 1,2
    let play = OneTileLaying {
        board: b.clone(),
        supply: vec![Tile::new(0, 0)],
        hands: vec![Some(Tile::new(5, 6)), Some(Tile::new(0, 7))],
        turn: Some(0),
        last_placed: vec![None, None],
    };
    let g = Dominimum::from_parts(vec![Tile::new(1, 4), Tile::new(2, 3)], play);
    let legal = g.legal_actions(0);
    // The rule, written out independently: every position near the
    // layout, both ways round, kept if both squares are empty and one of
    // them shares an edge with a placed square.
    let mut by_rule = Vec::new();
    for x in -4..=5 {
        for y in -4..=5 {
            for d in [Dir::E, Dir::N] {
                for (a, c) in [(5, 6), (6, 5)] {
                    let p = Placement::new(Cell::new(x, y), d, a, c);
                    let cells = [p.at, p.second()];
                    let empty = cells.iter().all(|c| b.number_at(*c).is_none());
                    let touching = cells.iter().any(|c| {
                        [(1, 0), (-1, 0), (0, 1), (0, -1)]
                            .iter()
                            .any(|(dx, dy)| b.number_at(Cell::new(c.x + dx, c.y + dy)).is_some())
                    });
                    if empty && touching {
                        by_rule.push(p);
                    }
                }
            }
        }
    }
    let canonical = |v: &[Placement]| {
        let mut out: Vec<(Cell, Cell, u8, u8)> = v
            .iter()
            .map(|p| {
                let [(c1, n1), (c2, n2)] = p.cells();
                if c1 < c2 { (c1, c2, n1, n2) } else { (c2, c1, n2, n1) }
            })
            .collect();
        out.sort();
        out
    };
    assert_eq!(canonical(&legal), canonical(&by_rule));
    // Nine empty squares touch the L; 22 positions for a tile cover one
    // of them, each position both ways round.
    assert_eq!(legal.len(), 44);
    let mut r = GameRng::from_seed([5; 32]);
    for ok in ["5-6 0,-1 E", "5-6 -2,0 E", "5-6 2,0 N", "5-6 0,1 N", "6-5 1,3 N"] {
        let p = g.parse(0, ok).unwrap();
        assert!(legal.contains(&p), "{ok} is legal");
        g.clone().apply(0, &p, &mut r).unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
    // Only a corner touches: refused.
    for corner in ["5-6 2,-1 E", "5-6 2,3 E", "5-6 -1,1 W"] {
        let p = g.parse(0, corner).unwrap();
        assert!(!legal.contains(&p), "{corner}");
        let err = g.clone().apply(0, &p, &mut r).unwrap_err();
        assert_eq!(err, RuleError::Illegal(Refusal::Grid(Misfit::Detached(p))), "{corner}");
        assert!(err.to_string().contains("would not touch any tile"), "{corner}: {err}");
    }
    let err = g
        .clone()
        .apply(0, &g.parse(0, "5-6 1,2 E").unwrap(), &mut r)
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::Illegal(Refusal::Grid(Misfit::Covered(Cell::new(1, 2), 4)))
    );
    assert!(err.to_string().contains("already covered"), "{err}");
}

#[test]
fn a_missing_symbol_scores_zero() {
    let mut b = Board::default();
    place(&mut b, 0, 0, Dir::E, 1, 2);
    let game = finished(b, vec![Tile::new(1, 7), Tile::new(1, 2)], vec![1, 1]);
    assert_eq!(game.score_of(Tile::new(1, 7)), (1, 0, 0));
}

/// Equal scores: the tied player who laid their final tile first wins.
#[test]
fn tie_goes_to_whoever_laid_their_final_tile_first() {
    let mut b = Board::default();
    place(&mut b, 0, 0, Dir::E, 1, 2);
    place(&mut b, 2, 0, Dir::E, 3, 4);
    // Both missions score 1 x 1; seat 1 laid its last tile at move 1, seat 0 at move 2.
    let game = finished(b, vec![Tile::new(1, 2), Tile::new(3, 4)], vec![2, 1]);
    let o = game.outcome().unwrap();
    assert_eq!((o.standings[0].seat, o.standings[0].rank), (1, 1));
    assert_eq!((o.standings[1].seat, o.standings[1].rank), (0, 2));
}

#[test]
fn missions_are_never_doubles_and_hands_hold_one_tile() {
    for seed in 0..200 {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let g = Dominimum::setup(&Options::default(), 4, &mut rng).unwrap();
        assert!(g.missions.iter().all(|m| !m.is_double()));
        assert!(g.play.hands.iter().all(Option::is_some));
        assert_eq!(g.play.supply.len(), 36 - 8);
    }
}

#[test]
fn setup_refuses_wrong_player_counts_and_variants() {
    let mut rng = GameRng::from_seed([0; 32]);
    assert!(Dominimum::setup(&Options::default(), 1, &mut rng).is_err());
    assert!(Dominimum::setup(&Options::default(), 5, &mut rng).is_err());
    let v = Options {
        variant: Some("misere".into()),
    };
    assert!(Dominimum::setup(&v, 2, &mut rng).is_err());
}

#[test]
fn wrong_tile_and_detached_tile_are_refused_with_reasons() {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(3));
    let mut g = Dominimum::setup(&Options::default(), 2, &mut rng).unwrap();
    let held = g.play.hands[0].unwrap();
    let other = crate::common::tiles::double_seven()
        .into_iter()
        .find(|t| *t != held)
        .unwrap();
    let wrong = Placement::new(Cell::ORIGIN, Dir::E, other.lo, other.hi);
    let err = g.apply(0, &wrong, &mut rng).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::NotHeld { held, tried: other }));
    assert_eq!(
        err.to_string(),
        format!("you hold {held}, not {other}; see it with /hand")
    );
    let right = Placement::new(Cell::ORIGIN, Dir::E, held.lo, held.hi);
    assert_eq!(g.apply(1, &right, &mut rng), Err(RuleError::NotYourTurn));
    g.apply(0, &right, &mut rng).unwrap();
    let t1 = g.play.hands[1].unwrap();
    let far = Placement::new(Cell::new(5, 5), Dir::E, t1.lo, t1.hi);
    let err = g.apply(1, &far, &mut rng).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::Grid(Misfit::Detached(far))));
    assert!(err.to_string().contains("would not touch any tile"), "{err}");
}

fn conserved(game: &dyn AnyGame) {
    let g: Dominimum = serde_json::from_str(&game.snapshot()).unwrap();
    let mut all: Vec<Tile> = g.play.board.tiles().collect();
    all.extend(g.play.hands.iter().flatten());
    all.extend(g.play.supply.iter());
    all.extend(g.missions.iter());
    all.sort();
    assert_eq!(all, crate::common::tiles::double_seven(), "all 36 tiles accounted for");
}

/// A state that looks the same from `seat`: an opponent's mission and
/// tile in hand traded with tiles of the supply (or, with the supply
/// empty, two opponents' missions traded).
fn twin(d: &Dominimum, seat: Seat) -> Option<Dominimum> {
    let mut t = d.clone();
    let n = d.seats();
    let o = (seat + 1) % n;
    d.play.turn?;
    if let Some(i) = t.play.supply.iter().position(|x| !x.is_double() && *x != t.missions[o]) {
        std::mem::swap(&mut t.missions[o], &mut t.play.supply[i]);
    }
    if let (Some(h), Some(last)) = (t.play.hands[o], t.play.supply.first().copied()) {
        t.play.hands[o] = Some(last);
        t.play.supply[0] = h;
    }
    if t == *d && n > 2 {
        let p = (seat + 2) % n;
        t.missions.swap(o, p);
    }
    (t != *d).then_some(t)
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    let at = positions(6, 2..=4, &[None], &[0, 7, 20, 36]);
    let checked = check_determinize_on(GameKind::Dominimum, at, twin, |g, d: &Dominimum, seat| {
        let det: Dominimum =
            serde_json::from_str(&g.determinize(seat, &mut GameRng::from_seed([9; 32])).snapshot()).unwrap();
        assert!(
            det.missions.iter().all(|m| !m.is_double()),
            "missions are never doubles"
        );
        assert_eq!(det.missions[seat], d.missions[seat]);
    });
    assert!(checked > 100, "{checked}");
}

/// The hard computer's tables follow what the placements say: seat 1
/// twice put a 5 beside the 5s when its tile fitted elsewhere, so
/// seat 0 imagines it holding a 5 far less often than a plain deal does.
#[test]
fn imagined_missions_follow_what_the_placements_say() {
    let mut board = Board::default();
    place(&mut board, 0, 0, Dir::E, 5, 1);
    place(&mut board, -2, 0, Dir::E, 2, 5);
    place(&mut board, 2, 0, Dir::E, 3, 4);
    place(&mut board, -1, 1, Dir::E, 5, 6);
    let used: Vec<Tile> = board.tiles().collect();
    let (missions, hands) = (
        vec![Tile::new(0, 7), Tile::new(0, 3)],
        [Tile::new(6, 7), Tile::new(1, 7)],
    );
    let supply: Vec<Tile> = double_seven()
        .into_iter()
        .filter(|t| !used.contains(t) && !missions.contains(t) && !hands.contains(t))
        .collect();
    let g = Dominimum::from_parts(
        missions,
        OneTileLaying {
            board,
            supply,
            hands: hands.iter().copied().map(Some).collect(),
            turn: Some(0),
            last_placed: vec![Some(3), Some(4)],
        },
    );
    let has_five = |d: &Dominimum| d.missions[1].lo == 5 || d.missions[1].hi == 5;
    let (mut plain, mut weighed) = (0, 0);
    for seed in 0..300 {
        plain += usize::from(has_five(
            &g.determinize(0, &mut GameRng::from_seed(GameRng::seed_from_u64(seed))),
        ));
        let d = g.determinize_with_history(0, &mut GameRng::from_seed(GameRng::seed_from_u64(seed)));
        assert!(!d.missions[1].is_double());
        assert_eq!(d.missions[0], g.missions[0]);
        weighed += usize::from(has_five(&d));
    }
    assert!(plain > 30, "a plain deal gives a 5 often: {plain} of 300");
    assert!(weighed * 2 < plain, "weighed {weighed} against plain {plain}");
}

#[test]
fn largest_groups_agree_with_the_scoring() {
    for seed in 0..10 {
        let g = random_position(GameKind::Dominimum, 3, None, seed, 12 + seed as usize);
        let d: Dominimum = serde_json::from_str(&g.snapshot()).unwrap();
        let all = largest_groups(&d.play.board);
        for n in 0..8u8 {
            assert_eq!(all[usize::from(n)], largest_group(&d.play, n));
        }
    }
}

#[test]
fn heuristic_prefers_the_smaller_product() {
    let mut b = Board::default();
    place(&mut b, 0, 0, Dir::E, 1, 1);
    place(&mut b, 2, 0, Dir::E, 1, 2);
    place(&mut b, 0, 1, Dir::E, 3, 4);
    let mut g = finished(b, vec![Tile::new(1, 2), Tile::new(3, 4)], vec![2, 3]);
    g.play.turn = Some(0);
    // Seat 0 scores 3 x 1, seat 1 scores 1 x 1.
    assert!(g.heuristic(1) > 0.5 && g.heuristic(0) < 0.5);
    assert!((g.heuristic(0) + g.heuristic(1) - 1.0).abs() < 1e-9);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 2usize..=4) {
        let g = random_playout(GameKind::Dominimum, seats, None, seed, conserved);
        let d: Dominimum = serde_json::from_str(&g.snapshot()).unwrap();
        prop_assert_eq!(d.play.board.placements().len(), 36 - seats);
        prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
    }
}
