use super::*;
use crate::common::grid::{Cell, Dir};
use crate::common::tiles::double_seven;
use crate::testing::{check_determinize_on, positions, random_playout};
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn p(x: i32, y: i32, d: Dir, a: u8, b: u8) -> Placement {
    Placement::new(Cell::new(x, y), d, a, b)
}

fn game(hands: Vec<Vec<(u8, u8)>>, misere: bool) -> Dominup {
    let mut stacks = Stacks::default();
    stacks.put(p(0, 0, Dir::E, 7, 7), 1);
    Dominup {
        hands: hands
            .into_iter()
            .map(|h| h.into_iter().map(|(a, b)| Tile::new(a, b)).collect())
            .collect(),
        stacks,
        turn: Some(0),
        out: None,
        misere,
    }
}

fn conserved(game: &dyn AnyGame) {
    let g: Dominup = serde_json::from_str(&game.snapshot()).unwrap();
    let mut all: Vec<Tile> = g.stacks.tiles().collect();
    all.extend(g.hands.iter().flatten());
    all.sort();
    assert_eq!(all, double_seven(), "all 36 tiles accounted for");
}

#[test]
fn the_deal_is_even_and_the_double_seven_opens() {
    for seats in 2..=4 {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seats as u64));
        let g = Dominup::setup(&Options::default(), seats, &mut rng).unwrap();
        let mut sizes: Vec<usize> = g.hands.iter().map(Vec::len).collect();
        sizes.sort();
        let per = 36 / seats;
        assert_eq!(sizes[0], per - 1, "the holder has laid 7-7");
        assert!(sizes[1..].iter().all(|&n| n == per));
        let holder = g.hands.iter().position(|h| h.len() == per - 1).unwrap();
        assert_eq!(g.turn, Some((holder + 1) % seats), "the player after the holder starts");
        assert_eq!(g.stacks.placements()[0].0.tile(), Tile::new(7, 7));
    }
}

#[test]
fn climbing_is_forced_and_repeats_before_one_expansion() {
    // Seat 0 holds 7-3 and 3-5 and 2-2. After laying 3-5 next to 7-7... set up a climb directly.
    let mut g = game(vec![vec![(7, 3), (2, 2), (1, 1)], vec![(0, 0)]], false);
    g.stacks.put(p(2, 0, Dir::E, 3, 5), 1);
    let mut rng = GameRng::from_seed([0; 32]);
    // An expansion is refused while a climb exists.
    let err = g.apply(0, &p(0, 1, Dir::E, 2, 2), &mut rng).unwrap_err();
    assert_eq!(
        err,
        RuleError::Illegal(Refusal::MustClimb {
            climb: p(1, 0, Dir::E, 7, 3)
        })
    );
    assert_eq!(
        err.to_string(),
        "you must climb while any of your tiles can, e.g. `7-3 1,0 E`; /move lists every climb"
    );
    assert_eq!(g.legal_actions(0), vec![p(1, 0, Dir::E, 7, 3)]);
    let events = g.apply(0, &p(1, 0, Dir::E, 7, 3), &mut rng).unwrap();
    assert!(events[0].contains("level 2"), "{events:?}");
    // Still seat 0's turn: now one expansion.
    assert_eq!(g.turn, Some(0));
    assert!(g.legal_actions(0).iter().all(|q| g.stacks.check(q) == Ok(1)));
    g.apply(0, &p(0, 1, Dir::E, 2, 2), &mut rng).unwrap();
    assert_eq!(g.turn, Some(1));
}

#[test]
fn first_out_wins_and_the_rest_rank_by_tiles_left() {
    let mut g = game(vec![vec![(1, 2)], vec![(0, 0), (0, 1)], vec![(3, 3)]], false);
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(0, &p(0, 1, Dir::E, 1, 2), &mut rng).unwrap();
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    let ranks: Vec<(usize, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(0, 1), (2, 2), (1, 3)]);
}

#[test]
fn misere_first_out_loses_and_the_others_share_first() {
    let mut g = game(vec![vec![(1, 2)], vec![(0, 0), (0, 1)], vec![(3, 3)]], true);
    let mut rng = GameRng::from_seed([0; 32]);
    g.apply(0, &p(0, 1, Dir::E, 1, 2), &mut rng).unwrap();
    let o = g.outcome().unwrap();
    let ranks: Vec<(usize, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(1, 1), (2, 1), (0, 3)]);
}

#[test]
fn tiles_not_held_are_refused() {
    let mut g = game(vec![vec![(1, 2)], vec![(0, 0)]], false);
    let mut rng = GameRng::from_seed([0; 32]);
    let err = g.apply(0, &p(0, 1, Dir::E, 4, 4), &mut rng).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::NotHeld(Tile::new(4, 4))));
    assert!(err.to_string().contains("do not hold 4-4"), "{err}");
    assert_eq!(
        g.apply(1, &p(0, 1, Dir::E, 0, 0), &mut rng),
        Err(RuleError::NotYourTurn)
    );
}

/// A state that looks the same from `seat`: two opponents trade a tile
/// (with two players the opponent holds every unseen tile, so only the
/// order of that hand can differ).
fn twin(d: &Dominup, seat: Seat) -> Option<Dominup> {
    let mut t = d.clone();
    let n = d.seats();
    let (o, p) = ((seat + 1) % n, (seat + 2) % n);
    if n > 2 && !d.hands[o].is_empty() && !d.hands[p].is_empty() {
        t.hands[o][0] = d.hands[p][0];
        t.hands[p][0] = d.hands[o][0];
    } else {
        t.hands[o].reverse();
    }
    (t != *d).then_some(t)
}

/// Whether the seat to act can climb is its secret until it acts: the
/// public view and the events of a climb read the same either way.
#[test]
fn the_public_never_learns_whether_the_seat_to_act_can_climb() {
    let mut rng = GameRng::from_seed([0; 32]);
    // Seat 0 climbs 7-3 onto 7-7 and 3-5; then seat 0 holds 5-5 (which
    // could climb on a later spot) or 0-1 (which cannot): no matter.
    let position = |spare: (u8, u8)| {
        let mut g = game(vec![vec![(7, 3), spare, (2, 2)], vec![(0, 0), (6, 6), (4, 4)]], false);
        g.stacks.put(p(2, 0, Dir::E, 3, 5), 1);
        g.stacks.put(p(4, 0, Dir::E, 5, 1), 1);
        g
    };
    let mut can = position((5, 5));
    let mut cannot = position((0, 1));
    let climb = p(1, 0, Dir::E, 7, 3);
    let a = can.apply(0, &climb, &mut rng).unwrap();
    let b = cannot.apply(0, &climb, &mut rng).unwrap();
    assert!(
        can.must_climb(0) && !cannot.must_climb(0),
        "the two hands differ as meant"
    );
    assert_eq!(a, b, "the events of the climb give nothing away");
    assert_eq!(can.view(Viewer::Public), cannot.view(Viewer::Public));
    assert_eq!(can.view(Viewer::Seat(1)), cannot.view(Viewer::Seat(1)));
    // The player alone is told.
    let mine = can
        .view(Viewer::Seat(0))
        .private
        .unwrap()
        .notes
        .iter()
        .map(crate::Line::plain)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(mine.contains("must climb now"), "{mine}");
    let mine = cannot
        .view(Viewer::Seat(0))
        .private
        .unwrap()
        .notes
        .iter()
        .map(crate::Line::plain)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(mine.contains("no tile can climb"), "{mine}");
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    let at = positions(5, 2..=4, &[None], &[0, 6, 20]);
    let checked = check_determinize_on(GameKind::Dominup, at, twin, |_, _, _| {});
    assert!(checked > 60, "{checked}");
}

#[test]
fn heuristic_prefers_fewer_tiles_and_turns_round_in_misere() {
    let g = game(vec![vec![(1, 2)], vec![(0, 0), (0, 1), (3, 3)]], false);
    assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
    let m = game(vec![vec![(1, 2)], vec![(0, 0), (0, 1), (3, 3)]], true);
    assert!(m.heuristic(0) < 0.5 && m.heuristic(1) > 0.5);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 2usize..=4, misere in any::<bool>()) {
        let variant = misere.then_some(MISERE);
        let g = random_playout(GameKind::Dominup, seats, variant, seed, conserved);
        prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
    }
}
