//! The worked examples of the rule text (figures 3 to 13 and the scoring
//! example), each on a position built from its description since the
//! figures are lost, plus property tests over random play.

use super::rules::board::Blocker;
use super::rules::board::{self, Board, Coin, Dominoid, End, parse_square};
use super::rules::dice::{self, Die, DieFace};
use super::rules::effects::{self, Effect};
use super::rules::score;
use super::testing::{random_positions, with_other_hidden_values};
use super::*;
use crate::testing::random_playout_capped;
use crate::{AnyGame, GameKind};
use proptest::prelude::*;

fn sq(s: &str) -> Cell {
    parse_square(s).unwrap_or_else(|| panic!("bad square {s}"))
}

/// A Dominoid with `va` on square `a` and `vb` on square `b`.
fn dom(a: &str, va: u8, b: &str, vb: u8) -> Dominoid {
    Dominoid::new(End { at: sq(a), value: va }, End { at: sq(b), value: vb })
}

fn coin(suit: Suit, at: &str, value: u8, face_up: bool) -> Coin {
    Coin {
        at: sq(at),
        suit,
        value,
        face_up,
    }
}

/// A position with these Dominoids, pawns (Suns, Moons, Crowns, Arms) and
/// coins. The other dominoes are in the gene pool, the other coins in the
/// stacks; every die is in Old showing blank; seat 0 is to take dice.
fn position(dominoids: Vec<Dominoid>, pawns: [&str; 4], coins: Vec<Coin>) -> Dominoids {
    let on_board: Vec<Tile> = dominoids.iter().map(Dominoid::tile).collect();
    let mut g = Dominoids {
        board: Board {
            pawns: pawns.map(sq),
            coins,
            dominoids,
        },
        stacks: Default::default(),
        pool: dominoes().into_iter().filter(|t| !on_board.contains(t)).collect(),
        dice: [Die {
            face: 0,
            place: Place::Old,
        }; 4],
        eaten: vec![Vec::new(), Vec::new()],
        turn: 0,
        phase: Phase::ChooseDice,
        marks: Vec::new(),
        turns: 0,
    };
    restock(&mut g);
    g
}

/// Puts every coin that is neither on the board nor eaten into its stack.
fn restock(g: &mut Dominoids) {
    for s in Suit::ALL {
        g.stacks[s.index()] = (0..COINS_PER_SUIT as u8)
            .filter(|v| {
                !g.board.coins.iter().any(|c| c.suit == s && c.value == *v)
                    && !g.eaten.iter().flatten().any(|e| *e == (s, *v))
            })
            .collect();
    }
}

/// `seat` is to use these dice (suit, face), taken this turn.
fn taking(mut g: Dominoids, seat: Seat, taken: &[(Suit, u8)]) -> Dominoids {
    for &(s, face) in taken {
        g.dice[s.index()] = Die {
            face,
            place: Place::Taken,
        };
    }
    g.turn = seat;
    g.phase = Phase::Act;
    g
}

fn rng() -> GameRng {
    GameRng::from_seed([7; 32])
}

/// Plays `text` for the seat to act; it must be accepted.
fn play(g: &mut Dominoids, text: &str) -> Vec<String> {
    let seat = g.turn;
    let action = g
        .parse(seat, text)
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"));
    assert_eq!(g.notation(&action), text, "the canonical form reads back");
    g.apply(seat, &action, &mut rng())
        .unwrap_or_else(|e| panic!("`{text}` refused: {e}"))
        .iter()
        .map(crate::Event::plain)
        .collect()
}

/// `action` must be refused, changing nothing; returns the reason.
fn refused_action(g: &Dominoids, action: &Action) -> String {
    let mut trial = g.clone();
    let err = trial
        .apply(g.turn, action, &mut rng())
        .expect_err("the action must be refused");
    assert_eq!(&trial, g, "a refused action changed the state");
    err.to_string()
}

/// `text` must be refused (when read or when applied); returns the reason.
fn refused(g: &Dominoids, text: &str) -> String {
    match g.parse(g.turn, text) {
        Err(e) => e.to_string(),
        Ok(a) => refused_action(g, &a),
    }
}

/// `action` must be refused by the rules, changing nothing; returns why.
fn refusal_of(g: &Dominoids, action: &Action) -> Refusal {
    let mut trial = g.clone();
    let err = trial
        .apply(g.turn, action, &mut rng())
        .expect_err("the action must be refused");
    assert_eq!(&trial, g, "a refused action changed the state");
    match err {
        RuleError::Illegal(why) => why,
        other => panic!("refused, but not by the rules of the action: {other}"),
    }
}

/// `text` must read as an action that the rules refuse; returns why.
fn refusal(g: &Dominoids, text: &str) -> Refusal {
    let action = g
        .parse(g.turn, text)
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"));
    refusal_of(g, &action)
}

/// `text` must not read as an action; returns why.
fn unread(g: &Dominoids, text: &str) -> NotationError {
    g.parse(g.turn, text).expect_err("the text must not read")
}

/// A die of `suit` showing `face`, as refusals name it.
fn shown(suit: Suit, face: u8) -> DieFace {
    DieFace { suit, face }
}

fn offered(g: &Dominoids) -> Vec<String> {
    let mut v: Vec<String> = g.legal_actions(g.turn).iter().map(|a| g.notation(a)).collect();
    v.sort();
    v
}

/// The offered actions whose notation contains `part`.
fn offered_with(g: &Dominoids, part: &str) -> Vec<String> {
    offered(g).into_iter().filter(|n| n.contains(part)).collect()
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

/// The Dominoid with an end on `at`.
fn mover_after(g: &Dominoids, at: &str) -> Dominoid {
    *g.board
        .dominoid_at(sq(at))
        .unwrap_or_else(|| panic!("no Dominoid on {at}"))
}

/// 15 dominoes and 24 coins (each suit's 0-5 once), wherever they are.
fn assert_conserved(g: &Dominoids) {
    let mut tiles: Vec<Tile> = g.board.dominoids.iter().map(Dominoid::tile).collect();
    tiles.extend(g.pool.iter().copied());
    tiles.sort();
    assert_eq!(tiles, dominoes(), "every domino is on the board or in the gene pool");
    for s in Suit::ALL {
        let mut values: Vec<u8> = g.stacks[s.index()].clone();
        values.extend(g.board.coins.iter().filter(|c| c.suit == s).map(|c| c.value));
        values.extend(g.eaten.iter().flatten().filter(|e| e.0 == s).map(|e| e.1));
        values.sort();
        assert_eq!(values, (0..6).collect::<Vec<u8>>(), "{s} coins");
    }
    let mut squares: Vec<Cell> = g.board.dominoids.iter().flat_map(|d| d.cells()).collect();
    squares.extend(g.board.pawns);
    squares.extend(g.board.coins.iter().map(|c| c.at));
    let n = squares.len();
    squares.sort();
    squares.dedup();
    assert_eq!(squares.len(), n, "two things on one square");
    assert!(squares.iter().all(|c| board::on_board(*c)));
}

/// The position of figure 1 (RULINGS): pawns b3, c7, g6, f2 and a face-down
/// coin beside each, Dominoids on c3-d3, c6-c5, f6-e6, f3-f4.
fn figure_1() -> Dominoids {
    position(
        vec![
            dom("c3", 2, "d3", 3),
            dom("c6", 1, "c5", 4),
            dom("f6", 5, "e6", 5),
            dom("f3", 3, "f4", 4),
        ],
        ["b3", "c7", "g6", "f2"],
        vec![
            coin(Suit::Suns, "a3", 2, false),
            coin(Suit::Moons, "c8", 0, false),
            coin(Suit::Crowns, "h6", 5, false),
            coin(Suit::Arms, "f1", 1, false),
        ],
    )
}

#[test]
fn setup_follows_figure_1_with_four_dominoids_eleven_in_the_pool_and_four_dice_in_old() {
    for seed in 0..20 {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let g = Dominoids::setup(&Options::default(), 2, &mut r).unwrap();
        assert_conserved(&g);
        assert_eq!(g.board.dominoids.len(), 4);
        assert_eq!(g.pool.len(), 11);
        let mut pawns: Vec<String> = g.board.pawns.iter().map(|c| square(*c)).collect();
        pawns.sort();
        assert_eq!(pawns, ["b3", "c7", "f2", "g6"]);
        for c in &g.board.coins {
            assert!(!c.face_up);
            assert!(c.at.is_adjacent(g.board.pawn(c.suit)), "each coin lies by its own pawn");
        }
        let mut coin_squares: Vec<String> = g.board.coins.iter().map(|c| square(c.at)).collect();
        coin_squares.sort();
        assert_eq!(coin_squares, ["a3", "c8", "f1", "h6"]);
        let mut dom_squares: Vec<String> = g
            .board
            .dominoids
            .iter()
            .map(|d| {
                let mut c = d.cells().map(square);
                c.sort();
                c.join("-")
            })
            .collect();
        dom_squares.sort();
        assert_eq!(dom_squares, ["c3-d3", "c5-c6", "e6-f6", "f3-f4"]);
        assert!(g.dice.iter().all(|d| d.place == Place::Old && d.face <= 5));
        assert_eq!(g.stacks.iter().map(Vec::len).sum::<usize>(), 20);
        assert_eq!(g.phase, Phase::ChooseDice);
    }
    let mut r = rng();
    assert!(
        Dominoids::setup(&Options::default(), 3, &mut r).is_err(),
        "two players only"
    );
}

#[test]
fn figure_3_at_least_one_die_from_old_and_both_actions_in_either_order() {
    // Old: the 2 and the 5. New: the ace and the blank.
    let mut g = figure_1();
    g.dice = [
        Die {
            face: 2,
            place: Place::Old,
        },
        Die {
            face: 5,
            place: Place::Old,
        },
        Die {
            face: 1,
            place: Place::New,
        },
        Die {
            face: 0,
            place: Place::New,
        },
    ];
    assert_eq!(
        offered(&g),
        sorted(&[
            "dice suns moons",
            "dice suns crowns",
            "dice suns arms",
            "dice moons crowns",
            "dice moons arms"
        ])
    );
    // The ace and the blank are both in New.
    let why = refusal(&g, "dice crowns arms");
    assert_eq!(
        why,
        Refusal::NeedAnOldDie(vec![shown(Suit::Suns, 2), shown(Suit::Moons, 5)])
    );
    // The 5 and the ace: one Dominoid move and one shift, in either order.
    let mut five_and_ace = g.clone();
    play(&mut five_and_ace, "dice moons crowns");
    let choices = offered(&five_and_ace);
    assert!(choices.iter().any(|n| n.starts_with("moons slide")), "{choices:?}");
    assert!(choices.iter().any(|n| n.starts_with("crowns shift")), "{choices:?}");
    // The 2 and the 5 instead: two Dominoid moves.
    let mut two_and_five = g.clone();
    play(&mut two_and_five, "dice suns moons");
    assert!(offered(&two_and_five).iter().all(|n| !n.contains("shift")));
    // The reader takes the suits in any order and case.
    assert_eq!(
        g.parse(0, "Moons, SUN").unwrap(),
        Action::Dice([Suit::Suns, Suit::Moons])
    );
    // A suit as a Spanish or French reader reads it names the same die.
    for typed in ["dice soles lunas", "Lunes soleil", "dice sol luna"] {
        assert_eq!(
            g.parse(0, typed).unwrap(),
            Action::Dice([Suit::Suns, Suit::Moons]),
            "{typed}"
        );
    }
    assert_eq!(
        g.parse(0, "coronas armes").unwrap(),
        Action::Dice([Suit::Crowns, Suit::Arms])
    );
}

#[test]
fn figure_4_a_three_die_moves_the_2_end_of_the_2_3_but_not_its_3_end() {
    let g = position(vec![dom("d4", 2, "e4", 3)], ["b3", "c7", "g6", "f2"], vec![]);
    let three = taking(g.clone(), 1, &[(Suit::Suns, 3), (Suit::Moons, 0)]);
    assert_eq!(
        offered_with(&three, "suns"),
        sorted(&["suns slide d4 b4", "suns rotate d4 e3", "suns rotate d4 e5"]),
        "slide two squares towards the 2, or turn the 2 end either way"
    );
    let why = refusal(&three, "suns slide e4 h4");
    assert_eq!(
        why,
        Refusal::EndTooHigh {
            lead: 3,
            tile: Tile::new(2, 3),
            at: sq("e4"),
            die: shown(Suit::Suns, 3)
        }
    );
    let four = taking(g, 1, &[(Suit::Suns, 4), (Suit::Moons, 0)]);
    let with_four = offered_with(&four, "suns");
    for n in ["suns slide e4 h4", "suns rotate e4 d3", "suns rotate e4 d5"] {
        assert!(with_four.contains(&n.to_string()), "{n} in {with_four:?}");
    }
}

#[test]
fn figure_5_slides_stop_at_a_pawn_and_a_dominoid_but_never_cross_the_edge() {
    let g = position(
        vec![dom("d5", 2, "e5", 3), dom("g5", 3, "g4", 4)],
        ["b5", "a1", "h8", "a8"],
        vec![],
    );
    let g = taking(g, 1, &[(Suit::Suns, 5), (Suit::Moons, 0)]);
    assert_eq!(
        offered_with(&g, "slide"),
        sorted(&["suns slide d5 c5", "suns slide e5 f5", "suns slide g5 g8"]),
        "one square each way for the 2-3, the full three for the 3-4"
    );
    let why = refusal(&g, "suns slide d5 b5");
    assert_eq!(
        why,
        Refusal::SlidesElsewhere {
            tile: Tile::new(2, 3),
            from: sq("d5"),
            stop: sq("c5"),
            to: sq("b5")
        }
    );
    let why = refusal(&g, "suns slide g4");
    assert_eq!(
        why,
        Refusal::SlidesOffBoard {
            tile: Tile::new(3, 4),
            lead: 4,
            at: sq("g4")
        }
    );
    // The slide as played: only the leading end's square is needed.
    let mut moved = g.clone();
    let events = play(&mut moved, "suns slide g5 g8");
    assert!(events[0].starts_with("slid the 3-4 three squares from "), "{events:?}");
    assert_eq!(moved.board.dominoid_at(sq("g8")).unwrap().tile(), Tile::new(3, 4));
    assert!(moved.board.dominoid_at(sq("g7")).is_some() && moved.board.dominoid_at(sq("g5")).is_none());
    assert_eq!(g.parse(1, "sun g5").unwrap(), g.parse(1, "suns slide g5 g8").unwrap());
}

/// Figure 6: a 2-3 in the open, a 2-4 boxed in by a coin and a pawn, a
/// 1-5 standing at the right edge.
fn figure_6() -> Dominoids {
    let g = position(
        vec![dom("c4", 2, "d4", 3), dom("f4", 2, "g4", 4), dom("h7", 1, "h6", 5)],
        ["g3", "a1", "a8", "b1"],
        vec![coin(Suit::Moons, "f5", 2, false)],
    );
    taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 2)])
}

#[test]
fn figure_6_rotations_need_free_squares_and_stay_on_the_board() {
    let g = figure_6();
    assert_eq!(
        offered_with(&g, "suns rotate"),
        sorted(&["suns rotate c4 d3", "suns rotate c4 d5", "suns rotate h7 g6"]),
        "the 2-3 points up or down; the 2-4 is blocked both ways; the 1-5 only turns inwards"
    );
    let why = refusal(&g, "suns rotate f4 g5");
    assert_eq!(
        why,
        Refusal::TurnInTheWay {
            tile: Tile::new(2, 4),
            target: sq("g5"),
            by: Blocker::Coin(Suit::Moons, sq("f5"))
        }
    );
    let why = refusal(&g, "suns rotate f4 g3");
    assert_eq!(
        why,
        Refusal::TargetTaken {
            tile: Tile::new(2, 4),
            target: sq("g3"),
            by: Blocker::Pawn(Suit::Suns, sq("g3"))
        }
    );
    let off = Action::Rotate {
        die: Suit::Suns,
        from: sq("h7"),
        to: Cell::new(8, 5),
    };
    let why = refusal_of(&g, &off);
    assert_eq!(why, Refusal::TurnsOffBoard(Tile::new(1, 5)));
    // Straight on past the other end is no quarter turn, even onto an empty
    // square (the 2-3 lies c4-d4, e4 is free).
    let straight = Action::Rotate {
        die: Suit::Suns,
        from: sq("c4"),
        to: sq("e4"),
    };
    assert_eq!(
        refusal_of(&g, &straight),
        Refusal::NotBeside {
            lead: 2,
            at: sq("c4"),
            pivot: sq("d4"),
            target: sq("e4")
        }
    );
    // A turn has no eat, attack or breed: the other die is next.
    let mut turned = g.clone();
    play(&mut turned, "suns rotate c4 d5");
    assert_eq!(turned.phase, Phase::Act);
    assert_eq!(
        turned.marks,
        vec![Mark::Rotate {
            pivot: sq("d4"),
            from: sq("c4"),
            to: sq("d5")
        }]
    );
}

/// Figure 7: a 2-3 on b2-c2 between two face-up 3 coins, an ace coin two
/// squares to its right; a 3-4 on g8-g7 above a 2, a 0 and a 5 coin.
fn figure_7() -> Dominoids {
    let g = position(
        vec![dom("b2", 3, "c2", 2), dom("g8", 4, "g7", 3)],
        ["a8", "h1", "a5", "d8"],
        vec![
            coin(Suit::Moons, "b3", 3, true),
            coin(Suit::Crowns, "c1", 3, true),
            coin(Suit::Suns, "f2", 1, false),
            coin(Suit::Arms, "h4", 2, false),
            coin(Suit::Suns, "f5", 0, false),
            coin(Suit::Moons, "h5", 5, false),
        ],
    );
    taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 4)])
}

#[test]
fn figure_7_eating_after_a_slide_only_food_no_bigger_than_the_end() {
    // The 2-3 next to the 3 coins cannot eat them without sliding away.
    let g = figure_7();
    assert!(g.legal_actions(0).iter().all(|a| !matches!(a, Action::Effect(_))));
    // It slides to eat the ace: the only choice, so it happens at once.
    let mut ace = g.clone();
    let events = play(&mut ace, "suns slide c2 e2");
    assert!(
        events.iter().any(|e| e == "turned the Suns coin on f2 face up: ace"),
        "{events:?}"
    );
    assert!(
        events.iter().any(|e| e == "ate the Suns ace from f2 (the only choice)"),
        "{events:?}"
    );
    assert_eq!(ace.eaten[0], vec![(Suit::Suns, 1)]);
    assert_eq!(ace.board.coins.len(), 5, "the 3 coins stay");
    // The 3-4 slides down by its 3 end: it may eat the 2 or the 0, not both, never the 5.
    let why = refusal(&g, "suns slide g7 g4");
    assert!(matches!(why, Refusal::EndTooHigh { lead: 3, .. }), "{why}");
    let mut three_four = g.clone();
    play(&mut three_four, "moons slide g7 g4");
    assert!(matches!(three_four.phase, Phase::Effect { .. }));
    assert_eq!(offered(&three_four), sorted(&["eat f5", "eat h4"]));
    for c in ["f5", "h4", "h5"] {
        assert!(
            three_four.board.coin_at(sq(c)).is_some_and(|k| k.face_up),
            "{c} turned up"
        );
    }
    let why = refusal(&three_four, "eat h5");
    assert_eq!(
        why,
        Refusal::CoinTooBig {
            suit: Suit::Moons,
            at: sq("h5"),
            value: 5,
            mover: Tile::new(3, 4)
        }
    );
    let why = refusal(&three_four, "suns slide c2 e2");
    assert_eq!(why, Refusal::EffectFirst);
    let events = play(&mut three_four, "eat f5");
    assert!(
        three_four.board.coin_at(sq("h4")).is_some_and(|c| c.face_up),
        "the 2 stays, face up"
    );
    // The Suns 3 can now only slide the 2-3 to the ace: nothing to decide.
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("slid the 2-3") && e.ends_with("the only choice)") && !e.contains(") (")),
        "{events:?}"
    );
    assert_eq!(three_four.eaten[0], vec![(Suit::Suns, 0), (Suit::Suns, 1)]);
    assert!(three_four.pending().is_empty());
}

/// Figure 8: a 2-3 beside a 1-5 and one slide from a 3-4; the 3-4 above a
/// 1-3, a 2-5 and a 2 coin.
fn figure_8() -> Dominoids {
    let g = position(
        vec![
            dom("a7", 3, "b7", 2),
            dom("a6", 1, "a5", 5),
            dom("d8", 4, "d7", 3),
            dom("e5", 2, "f5", 5),
            dom("c4", 1, "b4", 3),
        ],
        ["h1", "h8", "g1", "h2"],
        vec![coin(Suit::Arms, "c5", 2, false)],
    );
    taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 4)])
}

#[test]
fn figure_8_attacking_only_after_a_slide_and_only_a_lower_end_one_victim() {
    let g = figure_8();
    // The 2-3 touches the 1-5 but has not slid; sliding, its 2 meets the 3-4's 3.
    let mut small = g.clone();
    let events = play(&mut small, "suns slide b7 c7");
    assert!(events.iter().all(|e| !e.contains("attack")), "{events:?}");
    assert_eq!(small.phase, Phase::Act, "nothing to eat, attack or breed");
    assert_eq!(small.board.dominoids.len(), 5);
    // The 3-4 slides down: attack the 1-3 or the 2-5 (its 2 touches the 4), or eat the 2.
    let mut big = g.clone();
    play(&mut big, "moons slide d7 d4");
    assert_eq!(offered(&big), sorted(&["eat c5", "attack c4", "attack e5"]));
    // Either end of the victim names it; the canonical square is the touching end.
    assert_eq!(
        big.parse(0, "attack f5").unwrap(),
        Action::Effect(Effect::Attack(sq("e5")))
    );
    let why = refusal(&big, "attack a6");
    assert_eq!(
        why,
        Refusal::NotTouching {
            other: Tile::new(1, 5),
            at: sq("a6"),
            mover: Tile::new(3, 4)
        }
    );
    play(&mut big, "attack e5");
    assert!(big.board.dominoid_at(sq("e5")).is_none());
    assert!(big.pool.contains(&Tile::new(2, 5)), "back to the gene pool");
    assert!(big.board.coin_at(sq("c5")).is_some(), "no eating as well");
    assert!(big.board.dominoid_at(sq("c4")).is_some(), "one victim only");
    assert_eq!(big.phase, Phase::Act);
    assert_conserved(&big);
}

/// Figure 9: a 2-3 on b4-c4 one slide from a standing 3-4 (e3 4, e4 3),
/// a 2-5 above the 2-3 and a 1-3 above the 3-4.
fn figure_9() -> Dominoids {
    let g = position(
        vec![
            dom("b4", 2, "c4", 3),
            dom("e3", 4, "e4", 3),
            dom("c6", 2, "c7", 5),
            dom("e8", 1, "e7", 3),
        ],
        ["h1", "h2", "g1", "a1"],
        vec![],
    );
    taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 4)])
}

#[test]
fn figure_9_breeding_places_a_child_beside_a_matching_end_of_a_parent() {
    let g = figure_9();
    let mut bred = g.clone();
    let events = play(&mut bred, "moons slide c4 d4");
    assert!(
        events
            .iter()
            .any(|e| e.contains("breeds with the 3-4") && e.contains("the only choice)")),
        "{events:?}"
    );
    assert!(matches!(bred.phase, Phase::Child { .. }));
    let children = offered(&bred);
    assert!(children.contains(&"child 3-5 f4 g4".to_string()), "next to the 3-4's 3");
    assert!(children.contains(&"child 3-5 d5 d6".to_string()), "next to the 2-3's 3");
    assert!(children.contains(&"child 2-2 b4 a4".to_string()) || children.contains(&"child 2-2 a4 b4".to_string()));
    // Below the 2-3, the child's 3 would touch its 2, not its 3.
    let why = refusal(&bred, "child 3-5 c3 d3");
    assert_eq!(why, Refusal::ChildNotBeside);
    assert_eq!(refusal(&bred, "child 1-3 f4 g4"), Refusal::NotInPool(Tile::new(1, 3)));
    play(&mut bred, "child 3-5 f4 g4");
    assert_eq!(bred.board.dominoid_at(sq("g4")).unwrap().tile(), Tile::new(3, 5));
    assert!(!bred.pool.contains(&Tile::new(3, 5)));
    assert_eq!(bred.phase, Phase::Act, "the child does not eat, attack or breed");
    assert_conserved(&bred);

    // Turning the 2-3 beside the 2-5 breeds nothing: only slides breed.
    let mut turned = g.clone();
    play(&mut turned, "suns rotate b4 c5");
    assert_eq!(turned.phase, Phase::Act);
    assert_eq!(turned.board.dominoids.len(), 4);

    // The 3-4 slides up to the 1-3; a 4-4 child shares only the 4 of one parent.
    let mut up = g.clone();
    play(&mut up, "moons slide e4 e6");
    assert!(matches!(up.phase, Phase::Child { .. }));
    assert!(offered(&up).contains(&"child 4-4 f5 g5".to_string()));
    play(&mut up, "child 4-4 f5 g5");
    assert_conserved(&up);
}

/// Figure 10: only the 1-4 has an end below 2, and it is boxed in.
fn figure_10() -> Dominoids {
    let g = position(
        vec![dom("a2", 1, "b2", 4), dom("e5", 3, "f5", 5), dom("d7", 2, "e7", 4)],
        ["a3", "h1", "h8", "g1"],
        vec![coin(Suit::Crowns, "b1", 3, false)],
    );
    taking(g, 0, &[(Suit::Suns, 2), (Suit::Moons, 0)])
}

#[test]
fn figure_10_a_number_die_with_no_move_buds_a_dominoid() {
    let g = figure_10();
    assert_eq!(
        offered_with(&g, "suns"),
        sorted(&["suns bud a2", "suns bud d7", "suns bud e5"]),
        "no slide or turn with the 2, so every Dominoid with room may bud"
    );
    assert_eq!(
        refusal(&g, "suns pass"),
        Refusal::NumberMayNotPass(shown(Suit::Suns, 2))
    );
    assert_eq!(g.parse(0, "suns bud f5").unwrap(), g.parse(0, "suns bud e5").unwrap());
    let mut budded = g.clone();
    play(&mut budded, "suns bud e5");
    assert!(matches!(budded.phase, Phase::Child { .. }));
    assert!(offered(&budded).contains(&"child 3-3 e3 e4".to_string()));
    assert_eq!(
        budded.parse(0, "3-3 e4 e3").unwrap(),
        budded.parse(0, "child 3-3 e3 e4").unwrap()
    );
    // Next to the 2-4, which is not budding.
    assert_eq!(refusal(&budded, "child 2-2 d6 d5"), Refusal::ChildNotBeside);
    play(&mut budded, "child 5-5 g5 h5");
    assert_eq!(budded.board.dominoids.len(), 4);
    assert_conserved(&budded);

    // With an empty gene pool nothing can bud either: the die passes.
    let mut empty = figure_10();
    empty.pool.clear();
    assert_eq!(offered_with(&empty, "suns"), ["suns pass"]);
}

/// Figure 11: the Moons pawn in the first column (files a-b) and third row
/// (ranks 5-6); a 1-3 straddles the first and second columns.
fn figure_11() -> Dominoids {
    let g = position(
        vec![dom("b2", 1, "c2", 3), dom("g5", 2, "h5", 5)],
        ["h1", "b6", "d1", "h8"],
        vec![coin(Suit::Crowns, "e6", 4, false)],
    );
    taking(g, 0, &[(Suit::Moons, 1), (Suit::Suns, 0)])
}

#[test]
fn figure_11_an_ace_shifts_its_pawns_row_but_not_a_column_a_dominoid_straddles() {
    let g = figure_11();
    assert_eq!(
        offered_with(&g, "moons"),
        sorted(&["moons shift ranks 5-6 left", "moons shift ranks 5-6 right"])
    );
    let why = refusal(&g, "moons shift up");
    assert_eq!(
        why,
        Refusal::Straddles {
            tile: Tile::new(1, 3),
            cells: [sq("b2"), sq("c2")],
            line: Line::Column(0)
        }
    );
    assert!(matches!(
        unread(&g, "moons shift files c-d down"),
        NotationError::NotThePawnsLine {
            mistake: LineMistake::NotThePawnsFiles(_),
            die: Suit::Moons,
            ..
        }
    ));
    let mut shifted = g.clone();
    let events = play(&mut shifted, "moons shift ranks 5-6 right");
    assert!(events[0].contains("shifted ranks 5-6 one tile right"), "{events:?}");
    assert_eq!(square(shifted.board.pawn(Suit::Moons)), "d6");
    assert_eq!(shifted.board.dominoid_at(sq("a5")).unwrap().tile(), Tile::new(2, 5));
    assert_eq!(
        shifted
            .board
            .dominoid_at(sq("b5"))
            .unwrap()
            .end_at(sq("b5"))
            .unwrap()
            .value,
        5
    );
    let moved = shifted.board.coin_at(sq("g6")).expect("the coin rides along");
    assert!(!moved.face_up, "shifting turns up nothing");
    assert!(shifted.board.dominoid_at(sq("b2")).is_some(), "other rows stay");
    assert_eq!(
        g.parse(0, "moons right").unwrap(),
        g.parse(0, "moons shift row 5 right").unwrap()
    );
}

#[test]
fn figure_11_an_ace_shifts_its_pawns_column_up_and_down_by_one_tile_wrapping_round() {
    // Figure 11 with the 1-3 lying inside the Moons pawn's column (files a-b)
    // instead of across two columns, and a coin at the column's top.
    let mut g = figure_11();
    g.board.dominoids[0] = dom("a3", 1, "a4", 3);
    g.board.coins.push(coin(Suit::Suns, "a8", 2, false));
    restock(&mut g);
    let mut up = g.clone();
    play(&mut up, "moons shift files a-b up");
    assert_eq!(square(up.board.pawn(Suit::Moons)), "b8", "one tile (two squares) up");
    assert!(up.board.dominoid_at(sq("a5")).is_some_and(|d| d.contains(sq("a6"))));
    let wrapped = up
        .board
        .coin_at(sq("a2"))
        .expect("the top tile comes back in at the bottom");
    assert_eq!((wrapped.suit, wrapped.value), (Suit::Suns, 2));
    assert!(up.board.coin_at(sq("e6")).is_some(), "other columns stay");
    let mut down = g.clone();
    play(&mut down, "moons shift files a-b down");
    assert_eq!(
        square(down.board.pawn(Suit::Moons)),
        "b4",
        "one tile (two squares) down"
    );
    assert!(down.board.dominoid_at(sq("a1")).is_some_and(|d| d.contains(sq("a2"))));
    assert!(
        down.board.coin_at(sq("a6")).is_some(),
        "the coin moves down with its tile"
    );
}

#[test]
fn figure_11_a_shift_that_would_tear_a_dominoid_is_refused_and_no_shift_means_a_pass() {
    let mut g = figure_11();
    g.board.dominoids[1] = dom("f5", 2, "g5", 5);
    // Right would wrap g-h to a-b and tear the f5-g5 Dominoid; left carries it whole.
    let why = refusal(&g, "moons shift right");
    assert!(matches!(why, Refusal::WouldTear { .. }), "{why}");
    let mut left = g.clone();
    play(&mut left, "moons shift ranks 5-6 left");
    assert!(left.board.dominoid_at(sq("d5")).is_some_and(|d| d.contains(sq("e5"))));
    // A Dominoid half in the row as well: no shift at all, the ace passes.
    g.board.dominoids.push(dom("d6", 3, "d7", 3));
    restock(&mut g);
    g.pool.retain(|t| *t != Tile::new(3, 3));
    assert_eq!(offered_with(&g, "moons"), ["moons pass"]);
}

/// Figure 12: the Suns pawn boxed in a corner, the Arms pawn with one open
/// square, the Moons coins all eaten, a Crowns coin still on the board.
fn figure_12() -> Dominoids {
    let mut g = position(
        vec![dom("a2", 2, "a3", 4), dom("b1", 3, "c1", 5), dom("g8", 1, "f8", 2)],
        ["a1", "e4", "d4", "h8"],
        vec![coin(Suit::Crowns, "d5", 2, false)],
    );
    g.eaten[0] = (0..6).map(|v| (Suit::Moons, v)).chain([(Suit::Suns, 4)]).collect();
    g.eaten[1] = vec![(Suit::Arms, 1), (Suit::Arms, 3)];
    restock(&mut g);
    g.dice = [
        Die {
            face: 5,
            place: Place::Used,
        },
        Die {
            face: 2,
            place: Place::Old,
        },
        Die {
            face: 0,
            place: Place::Taken,
        },
        Die {
            face: 3,
            place: Place::Old,
        },
    ];
    g.turn = 1;
    g.phase = Phase::Act;
    g
}

#[test]
fn figure_12_food_goes_to_the_only_open_square_waits_when_blocked_and_never_returns_once_exhausted() {
    let mut g = figure_12();
    assert_conserved(&g);
    let arms_before = g.stacks[Suit::Arms.index()].len();
    let events = play(&mut g, "crowns pass");
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("put a new Arms coin face down on h7")),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e == "no open square next to the Suns pawn: its coin waits for a later turn"),
        "{events:?}"
    );
    let arms = g.board.coin_at(sq("h7")).unwrap();
    assert!(arms.suit == Suit::Arms && !arms.face_up);
    assert_eq!(g.stacks[Suit::Arms.index()].len(), arms_before - 1);
    assert!(
        !g.board
            .coins
            .iter()
            .any(|c| c.suit == Suit::Suns || c.suit == Suit::Moons)
    );
    assert_eq!((g.turn, &g.phase), (0, &Phase::ChooseDice), "the turn ended");
    assert_conserved(&g);

    // Next turn the other player slides the 2-4 out of the corner: the Suns coin comes back.
    g.dice = [
        Die {
            face: 5,
            place: Place::Old,
        },
        Die {
            face: 0,
            place: Place::Old,
        },
        Die {
            face: 2,
            place: Place::New,
        },
        Die {
            face: 2,
            place: Place::New,
        },
    ];
    play(&mut g, "dice suns moons");
    let events = play(&mut g, "suns slide a3 a7");
    assert!(events.iter().any(|e| e == "passed with the Moons blank"), "{events:?}");
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("put a new Suns coin face down on a2")),
        "{events:?}"
    );
    assert!(
        !g.board.coins.iter().any(|c| c.suit == Suit::Moons),
        "Moons are exhausted"
    );
    assert_eq!(g.turn, 1);
    assert_conserved(&g);
}

#[test]
fn food_with_a_real_choice_is_asked_for_and_two_suits_may_compete_for_one_square() {
    // The Suns (e4) and Moons (e6) pawns share their only open square, e5;
    // the Arms pawn (h4) has three.
    let mut g = position(
        vec![
            dom("d5", 1, "d6", 1),
            dom("f5", 2, "f6", 2),
            dom("e7", 3, "e8", 3),
            dom("d4", 4, "d3", 4),
            dom("f4", 5, "f3", 5),
            dom("e3", 4, "e2", 5),
        ],
        ["e4", "e6", "a1", "h4"],
        vec![coin(Suit::Crowns, "a2", 0, false)],
    );
    g = taking(g, 0, &[(Suit::Suns, 0)]);
    g.dice[1].place = Place::Used;
    assert_conserved(&g);
    play(&mut g, "suns pass");
    assert_eq!(g.phase, Phase::Food);
    assert_eq!(
        offered(&g),
        sorted(&[
            "food suns e5",
            "food moons e5",
            "food arms g4",
            "food arms h3",
            "food arms h5"
        ])
    );
    assert_eq!(
        refusal(&g, "food suns e6"),
        Refusal::FoodAwayFromPawn {
            suit: Suit::Suns,
            pawn: sq("e4"),
            at: sq("e6")
        }
    );
    play(&mut g, "food moons e5");
    // The Suns coin now waits; the Arms coin still has a choice.
    assert_eq!(offered(&g), sorted(&["food arms g4", "food arms h3", "food arms h5"]));
    let events = play(&mut g, "food arms h3");
    assert!(
        events.iter().any(|e| e.contains("Suns pawn: its coin waits")),
        "{events:?}"
    );
    assert_eq!(g.phase, Phase::ChooseDice);
    assert_conserved(&g);
}

/// The seed for which the next two rolls are `a` then `b`.
fn seed_rolling(a: u8, b: u8) -> GameRng {
    (0u64..)
        .map(|n| GameRng::from_seed(GameRng::seed_from_u64(n)))
        .find(|r| {
            let mut t = r.clone();
            dice::roll(&mut t) == a && dice::roll(&mut t) == b
        })
        .unwrap_or_else(rng)
}

#[test]
fn figure_13_the_used_dice_are_rerolled_into_new_and_the_next_player_must_take_the_old_one() {
    let mut g = figure_1();
    // Old: the Suns ace and the Moons die; New: a 2 and another die.
    g.dice = [
        Die {
            face: 1,
            place: Place::Old,
        },
        Die {
            face: 0,
            place: Place::Old,
        },
        Die {
            face: 2,
            place: Place::New,
        },
        Die {
            face: 0,
            place: Place::New,
        },
    ];
    // Player A takes the Moons (Old) and Arms (New) blanks: two passes, no
    // food is missing, and the two dice come up 3 and blank.
    let action = g.parse(0, "dice moons arms").unwrap();
    let mut r = seed_rolling(3, 0);
    let events = g.apply(0, &action, &mut r).unwrap();
    assert_eq!(events[0], "took Moons blank (from Old) and Arms blank (from New)");
    assert_eq!(g.turns, 1, "the turn count the picture shows goes up");
    assert!(
        events.iter().any(|e| e == "rerolled Moons 3 and Arms blank into New"),
        "{events:?}"
    );
    assert_eq!(g.turn, 1);
    let places: Vec<Place> = g.dice.iter().map(|d| d.place).collect();
    assert_eq!(places, [Place::Old, Place::New, Place::New, Place::New]);
    // Player B must use the Suns die with one of the New dice.
    assert_eq!(
        offered(&g),
        sorted(&["dice suns moons", "dice suns crowns", "dice suns arms"])
    );
    assert_eq!(
        refusal(&g, "dice moons crowns"),
        Refusal::NeedAnOldDie(vec![shown(Suit::Suns, 1)])
    );
    // What the player reads.
    assert_eq!(
        refused(&g, "dice moons crowns"),
        "at least one die must come from the Old box, which holds Suns ace"
    );
}

#[test]
fn when_all_four_dice_are_in_new_they_all_go_back_to_old() {
    let mut g = figure_1();
    g.dice = [
        Die {
            face: 0,
            place: Place::Old,
        },
        Die {
            face: 0,
            place: Place::Old,
        },
        Die {
            face: 2,
            place: Place::New,
        },
        Die {
            face: 5,
            place: Place::New,
        },
    ];
    let events = play(&mut g, "dice suns moons");
    assert!(
        events.iter().any(|e| e.contains("they all go back to Old")),
        "{events:?}"
    );
    assert!(g.dice.iter().all(|d| d.place == Place::Old));
    assert_eq!(offered(&g).len(), 6);
}

#[test]
fn scoring_example_34_against_31() {
    use Suit::*;
    let a: Vec<(Suit, u8)> = vec![
        (Arms, 0),
        (Arms, 1),
        (Arms, 3),
        (Crowns, 2),
        (Crowns, 3),
        (Crowns, 5),
        (Moons, 1),
        (Suns, 1),
        (Suns, 3),
        (Suns, 4),
        (Suns, 5),
    ];
    let b: Vec<(Suit, u8)> = vec![
        (Arms, 2),
        (Arms, 5),
        (Crowns, 0),
        (Crowns, 1),
        (Crowns, 4),
        (Moons, 0),
        (Moons, 2),
        (Moons, 3),
        (Moons, 4),
        (Moons, 5),
        (Suns, 0),
        (Suns, 2),
    ];
    let s = score::scores(&[a.clone(), b.clone()]);
    assert_eq!((s[0].total, s[1].total), (34, 31));
    assert_eq!(s[0].bonus_suits, vec![Suns, Arms]);
    assert_eq!(s[1].bonus_suits, vec![Moons], "three Crowns each: no bonus");

    // The game of the example ends the moment the last Suns coin is eaten.
    let mut g = position(
        vec![dom("c4", 2, "d4", 5)],
        ["a8", "d8", "e8", "h1"],
        vec![coin(Suns, "b5", 5, false), coin(Arms, "h2", 4, false)],
    );
    g.eaten = vec![a[..10].to_vec(), b];
    restock(&mut g);
    assert_conserved(&g);
    let mut g = taking(g, 0, &[(Suns, 3), (Moons, 0)]);
    let events = play(&mut g, "suns slide c4 a4");
    assert!(events.iter().any(|e| e.contains("the game ends")), "{events:?}");
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    let got: Vec<(Seat, usize, Option<i64>)> = o.standings.iter().map(|x| (x.seat, x.rank, x.score)).collect();
    assert_eq!(got, vec![(0, 1, Some(34)), (1, 2, Some(31))]);
    assert!(o.summary.contains("Suns, Moons, Crowns"), "{:?}", o.summary);
    assert!(g.legal_actions(0).is_empty());
    assert_eq!(
        g.apply(1, &Action::Pass { die: Suit::Moons }, &mut rng()),
        Err(RuleError::GameOver)
    );
    let view = g.view(Viewer::Public);
    assert_eq!(
        view.seats[0].score.as_ref().map(crate::Line::plain).as_deref(),
        Some("34")
    );
    assert!(view.finished);
}

#[test]
fn equal_scores_are_a_draw() {
    let mut g = figure_1();
    g.eaten = vec![vec![(Suit::Suns, 3)], vec![(Suit::Moons, 3)]];
    g.phase = Phase::Over;
    let o = g.outcome().unwrap();
    assert!(
        o.standings.iter().all(|s| s.rank == 1 && s.score == Some(6)),
        "3 + 3 each"
    );
    assert!(o.summary.contains("draw"));
}

#[test]
fn two_dice_with_the_same_number_are_offered_once_and_either_may_be_named() {
    let g = taking(figure_1(), 0, &[(Suit::Suns, 4), (Suit::Arms, 4)]);
    let list = offered(&g);
    assert!(list.iter().all(|n| !n.starts_with("arms")), "{list:?}");
    let first = list.iter().find(|n| n.contains("slide")).unwrap().clone();
    let mut by_arms = g.clone();
    play(&mut by_arms, &first.replacen("suns", "arms", 1));
    assert_eq!(by_arms.pending(), vec![Suit::Suns]);
}

#[test]
fn wrong_turn_wrong_die_and_nonsense_are_refused_with_reasons() {
    let g = taking(figure_1(), 0, &[(Suit::Suns, 3), (Suit::Moons, 1)]);
    let a = g.parse(0, "suns slide c3 a3").unwrap();
    let mut other = g.clone();
    assert_eq!(other.apply(1, &a, &mut rng()), Err(RuleError::NotYourTurn));
    let yours = vec![shown(Suit::Suns, 3), shown(Suit::Moons, 1)];
    assert_eq!(
        refusal(&g, "crowns pass"),
        Refusal::DieNotTaken {
            die: Suit::Crowns,
            yours: yours.clone()
        }
    );
    assert_eq!(
        refusal(&g, "suns shift right"),
        Refusal::OnlyAnAceShifts(shown(Suit::Suns, 3))
    );
    assert_eq!(refusal(&g, "moons slide c3 a3"), Refusal::AceShifts(Suit::Moons));
    assert_eq!(refusal(&g, "dice suns moons"), Refusal::UseYourDice(yours));
    assert_eq!(unread(&g, "hello"), NotationError::UnknownWord("hello".to_string()));
    assert_eq!(unread(&g, ""), NotationError::Empty);
    assert_eq!(refusal(&g, "suns slide e5"), Refusal::NoDominoid(sq("e5")));
    // What the player reads.
    assert_eq!(refused(&g, "suns slide e5"), "there is no Dominoid on e5");
    assert!(refused(&g, "hello").starts_with("I don't know the word `hello`. Write e.g. `dice suns moons`"));
    let long = "x".repeat(60);
    assert_eq!(
        unread(&g, &long),
        NotationError::UnknownWord(format!("{}…", "x".repeat(39)))
    );
}

/// Changes every value nobody may know (face-down coins, the stacks and
/// their order) and nothing else.
fn conserved(game: &dyn AnyGame) {
    let g: Dominoids = serde_json::from_str(&game.snapshot()).expect("snapshot");
    assert_conserved(&g);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>()) {
        let g = random_playout_capped(GameKind::Dominoids, 2, None, seed, 300, conserved);
        if g.to_act() == ToAct::Finished {
            prop_assert_eq!(g.outcome().unwrap().standings.len(), 2);
        } else {
            prop_assert!(!g.legal(g.to_act().seat().unwrap()).is_empty());
        }
    }

    #[test]
    fn no_view_shows_a_face_down_value_or_the_order_of_the_stacks(seed in any::<u64>()) {
        random_positions(seed, 150, |g| {
            let h = with_other_hidden_values(g);
            for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
                let (a, b) = (g.view(viewer), h.view(viewer));
                assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
            }
            let describe = |x: &Dominoids| -> Vec<String> {
                x.legal_actions(x.turn).iter().map(|a| format!("{} {}", x.notation(a), x.describe(a).plain())).collect()
            };
            assert_eq!(describe(g), describe(&h), "choices reveal nothing either");
        });
    }

    #[test]
    fn unseen_counts_the_face_down_coins_and_only_falls_when_one_is_turned_up(seed in any::<u64>()) {
        let mut last = None;
        random_positions(seed, 150, |g| {
            let face_up = g.board.coins.iter().filter(|c| c.face_up).count();
            let eaten: usize = g.eaten.iter().map(Vec::len).sum();
            assert_eq!(g.unseen(), 4 * COINS_PER_SUIT - face_up - eaten);
            if let Some(before) = last {
                assert!(g.unseen() <= before, "nothing is ever hidden again");
            }
            last = Some(g.unseen());
        });
    }

    #[test]
    fn every_notation_reads_back_however_it_is_spelled(seed in any::<u64>()) {
        random_positions(seed, 120, |g| {
            for a in g.legal_actions(g.turn) {
                let n = g.notation(&a);
                assert_eq!(g.parse(g.turn, &n), Ok(a), "{n}");
                let shouted = n.to_uppercase().replace(' ', " , ");
                assert_eq!(g.parse(g.turn, &shouted), Ok(a), "{shouted}");
            }
        });
    }
}

// ---------------------------------------------------------------------------
// Rule tests that would fail if the rule broke: each builds a position where
// the engine WOULD offer (or do) the wrong thing under a broken rule.

#[test]
fn figure_3_the_two_actions_may_be_taken_in_either_order_one_finished_before_the_next() {
    // Figure 1 with the Moons 5 and the Crowns ace taken. The Crowns pawn on
    // g6 lets the ace shift ranks 5-6; the 3-4 on f3-f4 can slide up.
    let g = taking(figure_1(), 0, &[(Suit::Moons, 5), (Suit::Crowns, 1)]);
    let both = offered(&g);
    assert!(both.contains(&"moons slide f4 f5".to_string()), "{both:?}");
    assert!(both.contains(&"crowns shift ranks 5-6 right".to_string()), "{both:?}");

    // Slide first, then shift.
    let mut slide_first = g.clone();
    play(&mut slide_first, "moons slide f4 f5");
    assert_eq!(slide_first.pending(), vec![Suit::Crowns], "only the ace is left");
    let left = offered(&slide_first);
    assert!(left.iter().all(|n| n.starts_with("crowns")), "{left:?}");
    assert!(refused(&slide_first, "moons slide c5 c4").contains("already used the Moons die"));
    // Now the 3-4 lies half in ranks 5-6, so the row cannot shift; the
    // column of the pawn (files g-h) still can.
    assert!(refused(&slide_first, "crowns shift ranks 5-6 right").contains("straddles"));
    play(&mut slide_first, "crowns shift files g-h up");
    assert_eq!((slide_first.turn, &slide_first.phase), (1, &Phase::ChooseDice));

    // Shift first, then slide: the slide now runs the full four squares,
    // because the 5-5 that stopped it on f6 was carried to g6-h6.
    let mut shift_first = g.clone();
    play(&mut shift_first, "crowns shift ranks 5-6 right");
    assert_eq!(shift_first.pending(), vec![Suit::Moons], "only the 5 is left");
    assert!(refused(&shift_first, "crowns shift ranks 5-6 left").contains("already used the Crowns die"));
    assert_eq!(
        shift_first.board.dominoid_at(sq("g6")).map(Dominoid::tile),
        Some(Tile::new(5, 5))
    );
    play(&mut shift_first, "moons slide f4 f8");
    assert_eq!((shift_first.turn, &shift_first.phase), (1, &Phase::ChooseDice));
    assert_eq!(
        shift_first.board.dominoid_at(sq("f8")).map(Dominoid::tile),
        Some(Tile::new(3, 4))
    );
    // Both dice were used and rerolled into New, whatever the order.
    for done in [&slide_first, &shift_first] {
        assert_eq!(done.dice[Suit::Moons.index()].place, Place::New);
        assert_eq!(done.dice[Suit::Crowns.index()].place, Place::New);
    }
}

#[test]
fn figure_7_no_eating_without_a_slide_a_rotation_beside_food_eats_nothing_and_turns_nothing_up() {
    // A 1-4 on d4-e4. Its 4 end already lies beside a face-up 2 coin (f4);
    // turning its 1 end onto e5 brings that end beside a face-up ace (e6)
    // and a face-down coin (f5). Had it slid there, it would eat.
    let g = position(
        vec![dom("d4", 1, "e4", 4)],
        ["a1", "h8", "a8", "h1"],
        vec![
            coin(Suit::Suns, "f5", 0, false),
            coin(Suit::Moons, "e6", 1, true),
            coin(Suit::Crowns, "f4", 2, true),
        ],
    );
    let g = taking(g, 0, &[(Suit::Suns, 2), (Suit::Moons, 5)]);
    assert!(offered(&g).iter().all(|n| !n.starts_with("eat")));
    let mut turned = g.clone();
    let events = play(&mut turned, "suns rotate d4 e5");
    let mover = *turned.board.dominoid_at(sq("e5")).expect("the 1-4 turned onto e5");
    // The position is one where eating would be possible after a slide...
    let mut would = effects::options(&turned.board, &turned.pool, &mover);
    would.sort();
    let mut both = vec![Effect::Eat(sq("f4")), Effect::Eat(sq("e6"))];
    both.sort();
    assert_eq!(would, both, "both face-up coins lie beside an end at least as high");
    // ...but a rotation is not a slide: nothing is offered or taken.
    assert_eq!(turned.phase, Phase::Act);
    let now = offered(&turned);
    assert!(now.iter().all(|n| n.starts_with("moons")), "{now:?}");
    for c in ["e6", "f4"] {
        let why = refused(&turned, &format!("eat {c}"));
        assert!(why.contains("use one of your dice"), "{why}");
    }
    assert!(turned.eaten.iter().all(Vec::is_empty));
    assert_eq!(turned.board.coins.len(), 3);
    // Nor does a rotation turn coins face up.
    assert!(
        !turned.board.coin_at(sq("f5")).unwrap().face_up,
        "the coin beside the turned end stays face down"
    );
    assert!(events.iter().all(|e| !e.contains("face up")), "{events:?}");
}

#[test]
fn figure_8_no_attacking_without_a_slide_a_rotation_beside_a_weaker_end_attacks_nothing() {
    // The 2-3 (a7 3, b7 2) touches the 1-5's 1 on a6 with its 3. Turning
    // its 2 end onto a8 keeps that contact: had it slid, it could attack.
    let g = figure_8();
    assert!(offered(&g).iter().all(|n| !n.starts_with("attack")));
    let mut turned = g.clone();
    play(&mut turned, "suns rotate b7 a8");
    let mover = *turned.board.dominoid_at(sq("a8")).expect("the 2-3 turned onto a8");
    assert_eq!(
        effects::options(&turned.board, &turned.pool, &mover),
        vec![Effect::Attack(sq("a6"))],
        "its 3 touches the 1 of the 1-5"
    );
    assert_eq!(turned.phase, Phase::Act);
    let now = offered(&turned);
    assert!(now.iter().all(|n| n.starts_with("moons")), "{now:?}");
    let why = refused(&turned, "attack a6");
    assert!(why.contains("use one of your dice"), "{why}");
    assert_eq!(turned.board.dominoids.len(), 5, "the 1-5 stays on the board");
    assert!(turned.board.dominoid_at(sq("a6")).is_some());
}

#[test]
fn figure_9_the_2_3_cannot_slide_over_to_the_2_5_and_turning_beside_it_breeds_nothing() {
    let g = figure_9();
    let two_five = *g.board.dominoid_at(sq("c6")).unwrap();
    // Every slide the 2-3 has (with either die) runs along rank 4: none
    // brings it next to the 2-5, so no breeding with it is ever offered.
    let slides: Vec<String> = ["b4", "c4"]
        .iter()
        .flat_map(|from| offered_with(&g, &format!("slide {from}")))
        .collect();
    assert!(!slides.is_empty());
    for s in &slides {
        let mut after = g.clone();
        play(&mut after, s);
        let moved = after
            .board
            .dominoids
            .iter()
            .find(|d| d.tile() == Tile::new(2, 3))
            .copied()
            .unwrap();
        assert!(moved.cells().iter().all(|c| c.y == sq("b4").y), "{s} stays on rank 4");
        assert!(
            !moved
                .cells()
                .iter()
                .any(|c| two_five.cells().iter().any(|t| t.is_adjacent(*c))),
            "{s} does not reach the 2-5"
        );
        let breeds_with_it = offered(&after).iter().any(|n| n == "breed c6" || n == "breed c7");
        assert!(!breeds_with_it, "{s}");
    }
    // Turned in place, its 2 touches the 2-5's 2, and there is room for a
    // child: a slide ending there would breed. A turn does not.
    let mut turned = g.clone();
    play(&mut turned, "suns rotate b4 c5");
    let mover = *turned.board.dominoid_at(sq("c5")).unwrap();
    assert_eq!(mover.end_at(sq("c5")).map(|e| e.value), Some(2));
    assert!(
        effects::options(&turned.board, &turned.pool, &mover).contains(&Effect::Breed(sq("c6"))),
        "equal ends touch and a child fits"
    );
    assert_eq!(turned.phase, Phase::Act);
    assert!(offered(&turned).iter().all(|n| !n.starts_with("breed")));
    assert!(refused(&turned, "breed c6").contains("use one of your dice"));
}

#[test]
fn breeding_is_not_offered_when_no_child_from_the_gene_pool_fits() {
    // The 1-2 (c2 2, d2 1) slides its 1 end one square: its 2 then touches
    // the 2 of the 2-2 on d3-e3. Every domino with a 1 or a 2 is on the
    // board, so no child can share a number with either parent.
    let mut doms = vec![dom("c2", 2, "d2", 1), dom("d3", 2, "e3", 2)];
    for (a, b, va, vb) in [
        ("a8", "b8", 1, 1),
        ("c8", "d8", 1, 3),
        ("e8", "f8", 1, 4),
        ("g8", "h8", 1, 5),
        ("a6", "b6", 2, 3),
        ("c6", "d6", 2, 4),
    ] {
        doms.push(dom(a, va, b, vb));
    }
    let spare = dom("e6", 2, "f6", 5);
    let mut with_all = doms.clone();
    with_all.push(spare);
    let g = position(with_all, ["h1", "h3", "h4", "g1"], vec![]);
    assert!(g.pool.iter().all(|t| !t.has(1) && !t.has(2)), "{:?}", g.pool);
    assert_conserved(&g);
    let g = taking(g, 0, &[(Suit::Suns, 2), (Suit::Moons, 5)]);
    let mut slid = g.clone();
    play(&mut slid, "suns slide d2 e2");
    let mover = *slid.board.dominoid_at(sq("e2")).unwrap();
    assert_eq!(
        mover.end_at(sq("d2")).map(|e| e.value),
        Some(2),
        "its 2 touches the 2-2 on d3"
    );
    assert_eq!(slid.phase, Phase::Act, "no breeding, so nothing to choose");
    assert!(offered(&slid).iter().all(|n| !n.starts_with("breed")));
    assert!(effects::options(&slid.board, &slid.pool, &mover).is_empty());
    assert_eq!(slid.board.dominoids.len(), 9);

    // The same slide with the 2-5 in the gene pool instead: now it breeds.
    let g = taking(
        position(doms, ["h1", "h3", "h4", "g1"], vec![]),
        0,
        &[(Suit::Suns, 2), (Suit::Moons, 5)],
    );
    let mut bred = g.clone();
    let events = play(&mut bred, "suns slide d2 e2");
    assert!(events.iter().any(|e| e.contains("breeds with the 2-2")), "{events:?}");
    assert!(matches!(bred.phase, Phase::Child { .. }));
    assert!(offered(&bred).iter().all(|n| n.starts_with("child 2-5")));
}

#[test]
fn eating_compares_the_coin_with_the_end_next_to_it_not_the_other_end() {
    // The 2-4 (c4 2, d4 4) slides its 2 end to a4: the 2 then lies beside a
    // Suns 3 (a5), the 4 beside a Moons 4 (b3). Only the 4 may be eaten; the
    // 3 is worth more than the 2 next to it, though not more than the 4.
    let g = position(
        vec![dom("c4", 2, "d4", 4)],
        ["h1", "h8", "g1", "h2"],
        vec![coin(Suit::Suns, "a5", 3, false), coin(Suit::Moons, "b3", 4, false)],
    );
    let g = taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 5)]);
    let mut slid = g.clone();
    let events = play(&mut slid, "suns slide c4 a4");
    assert!(
        events.iter().any(|e| e == "ate the Moons 4 from b3 (the only choice)"),
        "{events:?}"
    );
    assert_eq!(slid.eaten[0], vec![(Suit::Moons, 4)]);
    let left = slid.board.coin_at(sq("a5")).expect("the Suns 3 stays");
    assert!(left.face_up, "turned up by the slide");
    assert_eq!(slid.phase, Phase::Act);

    // With the Moons coin elsewhere, the slide leaves the 3 uneaten.
    let g = position(
        vec![dom("c4", 2, "d4", 4)],
        ["h1", "h8", "g1", "h2"],
        vec![coin(Suit::Suns, "a5", 3, false), coin(Suit::Moons, "g5", 4, false)],
    );
    let mut slid = taking(g, 0, &[(Suit::Suns, 3), (Suit::Moons, 5)]);
    play(&mut slid, "suns slide c4 a4");
    assert!(
        !slid.board.coin_at(sq("g5")).unwrap().face_up,
        "a coin away from the Dominoid stays face down"
    );
    let why = effects::problem(&slid.board, &mover_after(&slid, "a4"), Effect::Eat(sq("g5")));
    assert!(
        matches!(why, Refusal::CoinNotNext { at, .. } if at == sq("g5")),
        "{why}"
    );
    assert!(
        why.to_string().contains("is not next to the Dominoid that slid"),
        "{why}"
    );
    assert_eq!(slid.phase, Phase::Act);
    assert!(slid.eaten.iter().all(Vec::is_empty));
    let mover = *slid.board.dominoid_at(sq("a4")).unwrap();
    assert!(effects::options(&slid.board, &slid.pool, &mover).is_empty());
    let why = effects::problem(&slid.board, &mover, Effect::Eat(sq("a5")));
    assert!(
        matches!(why, Refusal::CoinTooBig { value: 3, at, .. } if at == sq("a5")),
        "{why}"
    );
    assert!(
        why.to_string()
            .contains("worth 3, more than the end of the 2-4 next to it"),
        "{why}"
    );
}

#[test]
fn the_game_goes_on_after_two_suits_are_eaten_up_and_ends_at_the_third() {
    use Suit::*;
    // Moons are all eaten; the last Suns coin (b5) and the last Crowns coin
    // (d5) are on the board.
    let mut g = position(
        vec![dom("c4", 2, "d4", 5), dom("f4", 2, "g4", 4)],
        ["a8", "d8", "e8", "h1"],
        vec![
            coin(Suns, "b5", 5, false),
            coin(Crowns, "d5", 0, false),
            coin(Arms, "h3", 4, false),
        ],
    );
    g.eaten = vec![
        (0..6).map(|v| (Moons, v)).collect(),
        (0..5).map(|v| (Suns, v)).chain((1..6).map(|v| (Crowns, v))).collect(),
    ];
    restock(&mut g);
    assert_conserved(&g);
    let mut g = taking(g, 0, &[(Suns, 3), (Moons, 3)]);
    let events = play(&mut g, "suns slide c4 a4");
    assert!(events.iter().any(|e| e.starts_with("ate the Suns 5")), "{events:?}");
    // Two suits (Moons, Suns) are gone: the game goes on.
    assert!(events.iter().all(|e| !e.contains("game ends")), "{events:?}");
    assert_eq!(g.phase, Phase::Act);
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert!(g.outcome().is_none());
    // The last Crowns coin is the third suit: now it ends.
    let events = play(&mut g, "moons slide f4 d4");
    assert!(
        events.iter().any(|e| e.starts_with("ate the Crowns blank")),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e.contains("all Suns, Moons, Crowns coins are eaten")),
        "{events:?}"
    );
    assert_eq!(g.to_act(), ToAct::Finished);
}

#[test]
fn figure_12_the_coin_placed_is_the_top_of_its_stack() {
    let mut g = figure_12();
    // The Arms stack in an order that is neither sorted nor reversed: the
    // top (the last) is the 2.
    g.stacks[Suit::Arms.index()] = vec![4, 0, 5, 2];
    assert_conserved(&g);
    play(&mut g, "crowns pass");
    let arms = g.board.coin_at(sq("h7")).unwrap();
    assert_eq!((arms.suit, arms.value, arms.face_up), (Suit::Arms, 2, false));
    assert_eq!(g.stacks[Suit::Arms.index()], vec![4, 0, 5], "the rest keep their order");
    assert_conserved(&g);
}

#[test]
fn food_with_one_open_square_is_placed_without_asking_while_another_suit_chooses() {
    // The Suns pawn in the corner a1 has one open square (a2: b1 is taken);
    // the Arms pawn on h4 has three. Only the Arms coin is a real choice.
    let g = position(
        vec![dom("b1", 3, "c1", 3)],
        ["a1", "d7", "e7", "h4"],
        vec![coin(Suit::Moons, "d8", 0, false), coin(Suit::Crowns, "e8", 0, false)],
    );
    let mut g = taking(g, 0, &[(Suit::Suns, 0)]);
    g.dice[1].place = Place::Used;
    assert_conserved(&g);
    let events = play(&mut g, "suns pass");
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("put a new Suns coin face down on a2")),
        "{events:?}"
    );
    assert_eq!(g.phase, Phase::Food);
    assert_eq!(offered(&g), sorted(&["food arms g4", "food arms h3", "food arms h5"]));
}
