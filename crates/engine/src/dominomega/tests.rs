use super::*;
use crate::common::grid::group_sizes;
use crate::common::tiles::double_seven;
use crate::testing::{check_determinize_on, positions, random_playout};
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn conserved(game: &dyn AnyGame) {
    let g: Dominomega = serde_json::from_str(&game.snapshot()).unwrap();
    let mut all: Vec<Tile> = g.play.board.tiles().collect();
    all.extend(g.play.hands.iter().flatten());
    all.extend(g.play.supply.iter());
    all.sort();
    assert_eq!(all, double_seven(), "all 36 tiles accounted for");
}

/// The seed states that the maximum possible score is 531441: every ring
/// shows on 36 half-squares, and twelve groups of three multiply to 3^12.
/// This layout of all 36 tiles reaches it for the pip: a spine of the ten
/// tiles with two even numbers, and off it twelve separate groups of
/// three odd half-squares.
#[test]
fn seed_maximum_531441_is_reachable_for_the_pip() {
    use crate::common::board::Board;
    use crate::common::grid::{Cell, Dir};
    let (odd, even) = ([1u8, 3, 5, 7], [0u8, 2, 4, 6]);
    let pairs = |s: [u8; 4]| -> Vec<(u8, u8)> { (0..4).flat_map(|i| (i..4).map(move |j| (s[i], s[j]))).collect() };
    let mut odd_odd = pairs(odd).into_iter();
    let mut odd_even = odd.iter().flat_map(|&o| even.iter().map(move |&e| (o, e)));
    let mut b = Board::default();
    let mut put = |x: i32, y: i32, d: Dir, a: u8, c: u8| {
        let p = Placement::new(Cell::new(x, y), d, a, c);
        b.check(&p).unwrap_or_else(|e| panic!("{}: {e}", p.notation()));
        b.place(p);
    };
    for (k, (a, c)) in pairs(even).into_iter().enumerate() {
        put(2 * k as i32, 0, Dir::E, a, c);
    }
    // Ten groups: an odd-even tile standing on the spine (above or below),
    // topped by an odd-odd tile lying across.
    for i in 0..5 {
        let x = 3 * i;
        for (up, dir) in [(1, Dir::N), (-1, Dir::S)] {
            let (o, e) = odd_even.next().unwrap();
            put(x, up, dir, e, o);
            let (a, c) = odd_odd.next().unwrap();
            put(x, 3 * up, Dir::E, a, c);
        }
    }
    // Two groups of three odd-even tiles whose odd halves meet in a row.
    for (up, dir) in [(1, Dir::N), (-1, Dir::S)] {
        for x in [15, 17] {
            let (o, e) = odd_even.next().unwrap();
            put(x, up, dir, e, o);
        }
        let (o, e) = odd_even.next().unwrap();
        put(16, 2 * up, dir, o, e);
    }
    let mut used: Vec<Tile> = b.tiles().collect();
    used.sort();
    assert_eq!(used, double_seven(), "the layout uses every tile once");
    let play = OneTileLaying {
        board: b,
        supply: vec![],
        hands: vec![None; 3],
        turn: None,
        last_placed: vec![None; 3],
    };
    let game = Dominomega {
        rings: vec![Ring::Pip, Ring::Small, Ring::Big],
        play,
    };
    assert_eq!(group_sizes(game.play.board.cells(), |&n| n % 2 == 1), vec![3; 12]);
    assert_eq!(game.score(0), 531_441);
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.standings[0].seat, outcome.standings[0].score),
        (0, Some(531_441))
    );
}

/// The largest product of the parts of a partition of `n`, for every
/// `n` up to `max`, found by exhaustion: a partition is a first part `k`
/// and a partition of `n - k`, so best(n) = max over k of k * best(n - k),
/// with best(0) = 1 (the empty product).
fn best_products(max: usize) -> Vec<u64> {
    let mut best = vec![1u64; max + 1];
    for n in 1..=max {
        best[n] = (1..=n).map(|k| k as u64 * best[n - k]).max().unwrap_or(1);
    }
    best
}

/// The seed's claim "the maximum possible score is 531441", proved.
///
/// 1. Each ring shows on exactly 36 half-squares of the set (checked
///    here over the 36 tiles), and when all tiles are down a player's
///    groups split those 36 half-squares into disjoint groups, so a score
///    is the product of the parts of a partition of 36.
/// 2. No partition of 36 has a product above 3^12 = 531441 (checked here
///    by exhaustion over all partitions). By hand: a part k >= 5 splits
///    into 2 and k - 2 with 2(k - 2) > k, a 4 is as good as 2 + 2, a 1
///    adds nothing, and three 2s (8) lose to two 3s (9); so the best
///    partition is twelve 3s.
/// 3. The bound is attained (`seed_maximum_531441_is_reachable_for_the_pip`).
///
/// So 531441 is the maximum, for every ring and with two or three players.
#[test]
fn seed_maximum_531441_is_the_largest_score_possible() {
    for ring in [Ring::Pip, Ring::Small, Ring::Big] {
        let halves: usize = double_seven()
            .iter()
            .map(|t| usize::from(ring.in_number(t.lo)) + usize::from(ring.in_number(t.hi)))
            .sum();
        assert_eq!(halves, 36, "{ring:?} shows on 36 half-squares");
    }
    let best = best_products(36);
    assert_eq!(best[36], 531_441);
    assert_eq!(best[36], 3u64.pow(12));
    // The exhaustion agrees with the argument for every n: 3s, with one
    // 4 (or two 2s) when n leaves 1 over, one 2 when it leaves 2 over.
    for (n, &b) in best.iter().enumerate().skip(2) {
        let by_hand = match n % 3 {
            0 => 3u64.pow(n as u32 / 3),
            1 => 4 * 3u64.pow((n as u32 - 4) / 3),
            _ => 2 * 3u64.pow(n as u32 / 3),
        };
        assert_eq!(b, by_hand, "n = {n}");
    }
    // And the game's own scoring stays within the bound on finished games.
    for seed in 0..6 {
        let g = random_playout(GameKind::Dominomega, 3, None, seed, conserved);
        let d: Dominomega = serde_json::from_str(&g.snapshot()).unwrap();
        for seat in 0..3 {
            let sizes = group_sizes(d.play.board.cells(), |&n| d.rings[seat].in_number(n));
            assert_eq!(sizes.iter().sum::<usize>(), 36);
            let product: u64 = sizes.iter().map(|&s| s as u64).product();
            assert_eq!(d.score(seat), product as i64);
            assert!(product <= best[36]);
        }
    }
}

#[test]
fn equal_scores_share_a_place() {
    use crate::common::board::Board;
    use crate::common::grid::{Cell, Dir};
    let mut b = Board::default();
    // 5 shows the pip and the big circle; 0 shows nothing: both score 1 x 1.
    b.place(Placement::new(Cell::ORIGIN, Dir::E, 5, 0));
    let play = OneTileLaying {
        board: b,
        supply: vec![],
        hands: vec![None; 2],
        turn: None,
        last_placed: vec![None; 2],
    };
    let game = Dominomega {
        rings: vec![Ring::Pip, Ring::Big],
        play,
    };
    let ranks: Vec<usize> = game.outcome().unwrap().standings.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![1, 1]);
}

#[test]
fn seats_own_rings_in_turn_order() {
    let mut rng = GameRng::from_seed([1; 32]);
    let g = Dominomega::setup(&Options::default(), 3, &mut rng).unwrap();
    assert_eq!(g.rings, vec![Ring::Pip, Ring::Small, Ring::Big]);
    let g2 = Dominomega::setup(&Options::default(), 2, &mut rng).unwrap();
    assert_eq!(g2.rings, vec![Ring::Pip, Ring::Big]);
    let v = Options {
        variant: Some(TWO_PLAYER.into()),
    };
    assert!(Dominomega::setup(&v, 3, &mut rng).is_err());
    assert!(Dominomega::setup(&Options::default(), 4, &mut rng).is_err());
}

/// A state that looks the same from `seat`: an opponent's tile in hand
/// traded with one of the supply, or with the other opponent's.
fn twin(d: &Dominomega, seat: Seat) -> Option<Dominomega> {
    let mut t = d.clone();
    let n = d.seats();
    let o = (seat + 1) % n;
    match (t.play.hands[o], t.play.supply.first().copied()) {
        (Some(h), Some(s)) => {
            t.play.hands[o] = Some(s);
            t.play.supply[0] = h;
        }
        // Only hands of the same size look alike.
        _ if n > 2 && t.play.hands[o].is_some() == t.play.hands[(seat + 2) % n].is_some() => {
            t.play.hands.swap(o, (seat + 2) % n)
        }
        _ => {}
    }
    (t != *d).then_some(t)
}

#[test]
fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    let at = positions(8, 2..=3, &[None], &[0, 9, 25, 34]);
    let checked = check_determinize_on(GameKind::Dominomega, at, twin, |_, _, _| {});
    assert!(checked > 60, "{checked}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), two in any::<bool>()) {
        let seats = if two { 2 } else { 3 };
        let g = random_playout(GameKind::Dominomega, seats, None, seed, conserved);
        let d: Dominomega = serde_json::from_str(&g.snapshot()).unwrap();
        // Every tile ends on the table, and each ring shows 36 times.
        prop_assert_eq!(d.play.board.placements().len(), 36);
        for s in 0..seats {
            let sizes = group_sizes(d.play.board.cells(), |&n| d.rings[s].in_number(n));
            prop_assert_eq!(sizes.iter().sum::<usize>(), 36);
            prop_assert!(d.score(s) <= 531_441);
        }
    }
}

#[test]
fn refusals_are_the_laying_reasons_in_the_players_words() {
    use crate::common::board::Misfit;
    use crate::common::grid::{Cell, Dir};
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(4));
    let mut g = Dominomega::setup(&Options::default(), 3, &mut rng).unwrap();
    let held = g.play.hands[0].unwrap();
    let other = double_seven().into_iter().find(|t| *t != held).unwrap();
    let wrong = Placement::new(Cell::ORIGIN, Dir::E, other.lo, other.hi);
    let err = g.apply(0, &wrong, &mut rng).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::NotHeld { held, tried: other }));
    assert_eq!(
        err.to_string(),
        format!("you hold {held}, not {other}; see it with /hand")
    );
    let away = Placement::new(Cell::new(3, 3), Dir::N, held.lo, held.hi);
    let err = g.apply(0, &away, &mut rng).unwrap_err();
    assert_eq!(err, RuleError::Illegal(Refusal::Grid(Misfit::AwayFromOrigin(away))));
    assert_eq!(
        g.parse(0, "3-6 0,0"),
        Err(NotationError::NoDirection {
            a: 3,
            b: 6,
            at: "0,0".into()
        })
    );
}
