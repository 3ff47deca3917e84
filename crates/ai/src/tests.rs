use super::*;
use dominoes_engine::testing::random_position;
use dominoes_engine::{GameKind, Outcome, Standing, Viewer};
use std::collections::HashSet;

/// Every game's tables: each size, and each variant once.
fn tables() -> Vec<(GameKind, usize, Option<&'static str>)> {
    GameKind::every_table()
}

const LEVELS: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

/// A hard level small enough for debug-mode tests.
fn quick() -> ismcts::Settings {
    ismcts::Settings {
        iterations: 40,
        max_time: Duration::from_secs(60),
        exploration: 0.7,
        playout_depth: 3,
        playout_sample: 2,
        candidates: 5,
        candidate_tables: 2,
        prior_visits: 0,
        expand_sample: 3,
        widening: 1.0,
        sweep_from_seats: 3,
        model_others: true,
        threads: 1,
    }
}

fn rng(n: u64) -> GameRng {
    GameRng::from_seed(GameRng::seed_from_u64(n))
}

#[test]
fn levels_read_back_and_name_their_seats() {
    for level in LEVELS {
        assert_eq!(Level::parse(level.id()), Some(level));
        assert_eq!(Level::parse(&format!(" {} ", level.id().to_uppercase())), Some(level));
    }
    assert_eq!(Level::parse("grandmaster"), None);
    assert_eq!(Level::Hard.seat_name(), "Computer (hard)");
    assert!(!Level::OFFERED.contains(&Level::Random));
}

#[test]
fn every_level_returns_a_legal_action_in_random_positions_of_every_game() {
    for (kind, seats, variant) in tables() {
        for seed in 0..1 {
            for plies in [0, 14] {
                let game = random_position(kind, seats, variant, seed, plies);
                let Some(seat) = game.to_act().seat() else { continue };
                let legal = game.legal_notations(seat);
                for level in LEVELS {
                    let action = choose_with(game.as_ref(), seat, level, &quick(), &mut rng(seed))
                        .unwrap_or_else(|| panic!("{kind} {level}: no action"));
                    assert!(legal.contains(&action), "{kind} {level}: `{action}` is not legal");
                }
                let others: Vec<usize> = (0..seats).filter(|&s| !game.to_act().includes(s)).collect();
                for s in others {
                    assert_eq!(choose_with(game.as_ref(), s, Level::Hard, &quick(), &mut rng(1)), None);
                }
            }
        }
    }
}

/// The test: two states that look the same from the computer's
/// seat but differ in hidden parts get the same choice from the same
/// generator, at every level and in every game. The twin is a
/// determinization of the real state, which each game's own tests check
/// looks the same from the seat (there with twins built by hand).
#[test]
fn the_same_look_gets_the_same_choice() {
    let mut compared = 0;
    for (kind, seats, variant) in tables() {
        for seed in 0..1 {
            for plies in [1, 12] {
                let game = random_position(kind, seats, variant, seed, plies);
                let Some(seat) = game.to_act().seat() else { continue };
                let twin = game.determinize(seat, &mut rng(99));
                if twin.snapshot() == game.snapshot() {
                    continue;
                }
                assert_eq!(twin.view(Viewer::Seat(seat)), game.view(Viewer::Seat(seat)));
                assert_eq!(twin.view(Viewer::Public), game.view(Viewer::Public));
                for level in LEVELS {
                    let a = choose_with(game.as_ref(), seat, level, &quick(), &mut rng(5));
                    let b = choose_with(twin.as_ref(), seat, level, &quick(), &mut rng(5));
                    assert_eq!(
                        a, b,
                        "{kind} with {seats}, {level}: the hidden tiles changed the choice"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 90, "{compared}");
}

#[test]
fn the_search_respects_its_budget() {
    let game = random_position(GameKind::Dominimum, 3, None, 4, 5);
    let seat = game.to_act().seat().unwrap();
    let d = ismcts::search(game.as_ref(), seat, &quick(), &mut rng(2)).unwrap();
    assert_eq!(d.iterations, quick().iterations);
    assert!(d.visits > 0 && d.visits as usize <= d.iterations);
    assert!((0.0..=1.0).contains(&d.mean));
    // No time at all: one iteration, and still a legal answer.
    let rushed = ismcts::Settings {
        max_time: Duration::ZERO,
        ..quick()
    };
    let d = ismcts::search(game.as_ref(), seat, &rushed, &mut rng(2)).unwrap();
    assert_eq!(d.iterations, 1);
    assert!(game.legal_notations(seat).contains(&d.action));
}

#[test]
fn with_three_seats_every_root_candidate_is_tried_equally_often() {
    // Swept, every imagined table is tried under every candidate, so each
    // gets its share of the 40 iterations. Two seats (or the sweep turned
    // off) let UCB1 concentrate on the candidates that look best.
    for (seats, sweep_from_seats) in [(3, 3), (3, usize::MAX), (2, 3)] {
        let game = random_position(GameKind::Dominimum, seats, None, 4, 5);
        let seat = game.to_act().seat().unwrap();
        let s = ismcts::Settings {
            sweep_from_seats,
            ..quick()
        };
        let d = ismcts::search(game.as_ref(), seat, &s, &mut rng(2)).unwrap();
        assert_eq!(d.iterations, 40);
        assert!(d.tried >= 5, "{d:?}");
        let share = d.iterations.div_ceil(d.tried);
        let even = (d.visits as usize) <= share;
        assert_eq!(
            even,
            seats >= sweep_from_seats,
            "{seats} seats, from {sweep_from_seats}: {d:?}"
        );
    }
}

#[test]
fn a_lone_legal_action_is_taken_without_searching() {
    // In the draw game a seat often holds a single tile that fits.
    for seed in 0..200 {
        let game = random_position(GameKind::Draw, 2, None, seed, 3);
        let Some(seat) = game.to_act().seat() else { continue };
        if game.legal_count(seat) == 1 {
            let d = ismcts::search(game.as_ref(), seat, &quick(), &mut rng(0)).unwrap();
            assert_eq!(d.iterations, 0);
            assert_eq!(vec![d.action], game.legal_notations(seat));
            return;
        }
    }
    panic!("no position with a single legal action found");
}

#[test]
fn three_and_four_player_games_play_to_the_end_with_mixed_levels() {
    for (kind, seats, variant) in [
        (GameKind::Dominup, 4, None),
        (GameKind::Draw, 4, None),
        (GameKind::Dominomega, 3, None),
        (GameKind::Tree, 3, None),
        (GameKind::Dominimum, 4, None),
    ] {
        let mut game = random_position(kind, seats, variant, 8, 0);
        let mut chance = rng(8);
        let mut thinking = rng(9);
        let mut steps = 0;
        while let Some(seat) = game.to_act().seat() {
            let level = LEVELS[seat % 4];
            let action = choose_with(game.as_ref(), seat, level, &quick(), &mut thinking).unwrap();
            game.play(seat, &action, &mut chance).unwrap();
            steps += 1;
            assert!(steps < 500, "{kind} does not end");
        }
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.standings.len(), seats);
        let total: f64 = values(game.as_ref()).iter().sum();
        // Rewards share out the places: n seats hold n/2 in all.
        assert!((total - seats as f64 / 2.0).abs() < 1e-9, "{kind}: {total}");
    }
}

fn outcome(ranks: &[usize]) -> Outcome {
    Outcome {
        standings: ranks
            .iter()
            .enumerate()
            .map(|(seat, &rank)| Standing {
                seat,
                rank,
                score: None,
            })
            .collect(),
        summary: dominoes_engine::Line::default(),
        teams: Vec::new(),
    }
}

#[test]
fn rewards_count_the_seats_beaten_and_half_the_ties() {
    let o = outcome(&[1, 2]);
    assert_eq!((rank_reward(&o, 0), rank_reward(&o, 1)), (1.0, 0.0));
    let draw = outcome(&[1, 1]);
    assert_eq!(rank_reward(&draw, 0), 0.5);
    let four = outcome(&[2, 1, 3, 3]);
    assert_eq!(rank_reward(&four, 1), 1.0);
    assert!((rank_reward(&four, 0) - 2.0 / 3.0).abs() < 1e-9);
    assert!((rank_reward(&four, 2) - 0.5 / 3.0).abs() < 1e-9);
    assert_eq!(rank_reward(&four, 9), 0.5);
}

/// A small, fixed match (so it cannot be flaky): the medium level, which
/// judges one move ahead, beats random moves in most Dominimum games.
#[test]
fn medium_beats_random_at_dominimum() {
    let mut wins = 0;
    for g in 0..8u64 {
        let mut game = random_position(GameKind::Dominimum, 2, None, 100 + g, 0);
        let mut chance = rng(g);
        let mut thinking = rng(g + 50);
        let medium = (g % 2) as usize;
        while let Some(seat) = game.to_act().seat() {
            let level = if seat == medium { Level::Medium } else { Level::Random };
            let action = choose_with(game.as_ref(), seat, level, &quick(), &mut thinking).unwrap();
            game.play(seat, &action, &mut chance).unwrap();
        }
        if game.outcome().unwrap().rank_of(medium) == Some(1) {
            wins += 1;
        }
    }
    assert!(wins >= 6, "medium won only {wins} of 8");
}

#[test]
fn without_iterations_the_prior_keeps_the_one_move_ahead_choice() {
    let settings = ismcts::Settings {
        iterations: 0,
        prior_visits: 10,
        ..quick()
    };
    let mut compared = 0;
    for seed in 0..6 {
        let game = random_position(GameKind::Dominimum, 2, None, seed, 4);
        let Some(seat) = game.to_act().seat() else { continue };
        let (actions, judged) = judge(
            game.as_ref(),
            seat,
            settings.candidate_tables,
            Imagine::WithHistory,
            &mut rng(seed),
        );
        if actions.len() < 2 {
            continue;
        }
        let d = ismcts::search(game.as_ref(), seat, &settings, &mut rng(seed)).unwrap();
        let best = judged.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let i = actions.iter().position(|a| *a == d.action).unwrap();
        assert_eq!(judged[i], best, "{}", d.action);
        compared += 1;
    }
    assert!(compared >= 3, "{compared}");
}

#[test]
fn a_guided_growth_plays_the_best_of_its_sample_for_the_acting_seat() {
    let settings = ismcts::Settings {
        expand_sample: 1000,
        ..quick()
    };
    let mut checked = 0;
    for (kind, seats, seed) in [
        (GameKind::Dominimum, 2, 3),
        (GameKind::Tree, 3, 5),
        (GameKind::Dominup, 2, 7),
    ] {
        let game = random_position(kind, seats, None, seed, 6);
        let Some(seat) = game.to_act().seat() else { continue };
        let legal = game.legal_notations(seat);
        if legal.len() < 3 {
            continue;
        }
        let values: Vec<f64> = game
            .successors(seat, &mut rng(0))
            .iter()
            .map(|next| value(next.as_ref(), seat))
            .collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let untried: Vec<(usize, String)> = legal.iter().cloned().enumerate().collect();
        let mut det = game.clone_box();
        let action = ismcts::grow(&mut det, seat, untried, &settings, &mut rng(seed)).unwrap();
        let i = legal.iter().position(|a| *a == action).unwrap();
        assert_eq!(values[i], best, "{kind}: `{action}` is not the best growth");
        // The table moved on by exactly that action.
        let mut played = game.clone_box();
        played.play_nth(seat, i, &mut rng(0)).unwrap();
        assert_eq!(det.snapshot(), played.snapshot(), "{kind}");
        // An unguided growth is a random one: over a few draws it is not
        // always the best.
        let unguided = ismcts::Settings {
            expand_sample: 1,
            ..quick()
        };
        let picks: HashSet<String> = (0..12)
            .map(|n| {
                let untried: Vec<(usize, String)> = legal.iter().cloned().enumerate().collect();
                ismcts::grow(&mut game.clone_box(), seat, untried, &unguided, &mut rng(n)).unwrap()
            })
            .collect();
        assert!(picks.len() > 1, "{kind}: the unguided growth always chose {picks:?}");
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} positions had a choice");
}

#[test]
fn widening_grows_the_root_slowly_and_without_it_every_action_is_tried() {
    let game = random_position(GameKind::Dominimum, 2, None, 1, 6);
    let seat = game.to_act().seat().unwrap();
    let actions = game.legal_notations(seat).len();
    assert!(actions > 20, "{actions} actions");
    let base = ismcts::Settings {
        iterations: 16,
        candidates: 0,
        prior_visits: 0,
        ..quick()
    };
    let narrow = ismcts::search(game.as_ref(), seat, &base, &mut rng(4)).unwrap();
    // A new child only while fewer than ceil(sqrt(visits + 1)) are known:
    // the 16th iteration finds 15 visits, ceil(sqrt(16)) = 4 children.
    assert!(
        (2..=4).contains(&narrow.tried),
        "{} children after 16 iterations",
        narrow.tried
    );
    let wide = ismcts::search(
        game.as_ref(),
        seat,
        &ismcts::Settings { widening: 0.0, ..base },
        &mut rng(4),
    )
    .unwrap();
    assert_eq!(wide.tried, 16, "without widening each iteration tries a new action");
}

#[test]
fn a_seat_that_plays_carelessly_is_imagined_careless_only_where_the_game_says_so() {
    // The Tree imagines every other seat careless, so some imagined moves are.
    let tree = random_position(GameKind::Tree, 2, None, 3, 5);
    let seat = tree.to_act().seat().unwrap();
    let other = 1 - seat;
    let share = tree.random_share(other);
    assert_eq!(share, 1.0);
    let settings = ismcts::Settings {
        iterations: 60,
        playout_depth: 4,
        ..quick()
    };
    let read = ismcts::search(tree.as_ref(), seat, &settings, &mut rng(1)).unwrap();
    assert!(read.careless > 0, "{read:?}");
    let trusting = ismcts::Settings {
        model_others: false,
        ..settings.clone()
    };
    let trusted = ismcts::search(tree.as_ref(), seat, &trusting, &mut rng(1)).unwrap();
    assert_eq!(trusted.careless, 0, "{trusted:?}");
    // A game that judges nobody careless: every imagined move is considered.
    let dominimum = random_position(GameKind::Dominimum, 2, None, 3, 5);
    let seat = dominimum.to_act().seat().unwrap();
    assert_eq!(dominimum.random_share(1 - seat), 0.0);
    let d = ismcts::search(dominimum.as_ref(), seat, &settings, &mut rng(1)).unwrap();
    assert_eq!(d.careless, 0, "{d:?}");
}

#[test]
fn in_playouts_a_careless_seat_moves_at_random_and_a_careful_one_picks_its_best() {
    // One playout step with every legal action judged: a careful seat
    // always ends on its best, a careless one spreads over the rest too.
    let settings = ismcts::Settings {
        playout_depth: 1,
        playout_sample: 1000,
        ..quick()
    };
    let mut checked = 0;
    for seed in 0..6 {
        let game = random_position(GameKind::Tree, 2, None, seed, 6);
        let Some(seat) = game.to_act().seat() else { continue };
        let values: Vec<f64> = game
            .successors(seat, &mut rng(0))
            .iter()
            .map(|next| value(next.as_ref(), seat))
            .collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if values.iter().filter(|&&v| v < best - 1e-9).count() < 2 {
            continue;
        }
        let careful = vec![0.0; 2];
        let mut careless = vec![0.0; 2];
        careless[seat] = 1.0;
        let mut below_best = 0;
        for n in 0..24 {
            let mut det = game.clone_box();
            assert_eq!(ismcts::playout(&mut det, &careful, &settings, &mut rng(n)), 0);
            assert!((value(det.as_ref(), seat) - best).abs() < 1e-9, "seed {seed}");
            let mut det = game.clone_box();
            assert_eq!(ismcts::playout(&mut det, &careless, &settings, &mut rng(n)), 1);
            if value(det.as_ref(), seat) < best - 1e-9 {
                below_best += 1;
            }
        }
        assert!(below_best > 0, "seed {seed}: the careless seat always found its best");
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} positions had a choice");
}

#[test]
fn on_several_threads_the_same_generator_chooses_the_same_action_in_every_game() {
    let mut compared = 0;
    for (kind, seats, variant) in tables() {
        for plies in [1, 12] {
            let game = random_position(kind, seats, variant, 2, plies);
            let Some(seat) = game.to_act().seat() else { continue };
            for threads in [2, 3] {
                let settings = ismcts::Settings { threads, ..quick() };
                let a = ismcts::search(game.as_ref(), seat, &settings, &mut rng(11));
                let b = ismcts::search(game.as_ref(), seat, &settings, &mut rng(11));
                assert_eq!(a, b, "{kind} with {seats}, {threads} threads: two answers");
                if let Some(d) = a.filter(|d| d.iterations > 0) {
                    assert_eq!(d.iterations, settings.iterations, "{kind}: every share ran");
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 40, "{compared}");
}

#[test]
fn parallel_roots_count_the_prior_once() {
    let game = random_position(GameKind::Dominup, 2, None, 3, 4);
    let seat = game.to_act().seat().expect("someone acts");
    for threads in [1, 2, 4] {
        let settings = ismcts::Settings {
            iterations: 0,
            prior_visits: 10,
            threads,
            ..quick()
        };
        let d = ismcts::search(game.as_ref(), seat, &settings, &mut rng(1)).expect("an action");
        assert_eq!((d.iterations, d.visits), (0, 10), "{threads} threads");
    }
}

/// A position of `kind` where the seat to act, after the action the
/// quick search chooses, is to act again at once, with that search's kept
/// trees (on `threads` threads); the game after the action.
fn acting_twice(kind: GameKind, threads: usize) -> Option<(Box<dyn AnyGame>, usize, ismcts::Kept)> {
    let settings = ismcts::Settings { threads, ..quick() };
    for seed in 0..40 {
        for plies in [2, 6, 10] {
            let mut game = random_position(kind, 2, None, seed, plies);
            let Some(seat) = game.to_act().seat() else { continue };
            let (Some(d), Some(kept)) = ismcts::search_keeping(game.as_ref(), seat, &settings, None, &mut rng(3))
            else {
                continue;
            };
            if d.iterations == 0 {
                continue;
            }
            game.play(seat, &d.action, &mut rng(4))
                .expect("the chosen action applies");
            if game.to_act() == dominoes_engine::ToAct::Seat(seat) && game.legal_count(seat) > 1 {
                assert_eq!(kept.action(), d.action);
                return Some((game, seat, kept));
            }
        }
    }
    None
}

#[test]
fn a_kept_tree_answers_the_seats_next_decision_sooner_and_the_same_every_time() {
    for threads in [1, 2] {
        let settings = ismcts::Settings { threads, ..quick() };
        let (game, seat, kept) = acting_twice(GameKind::Dominoids, threads).expect("a Dominoids turn of several steps");
        let held = kept.visits();
        assert!(held > 0, "the tree under the action played was kept");
        let fresh = ismcts::search(game.as_ref(), seat, &settings, &mut rng(8)).expect("an action");
        assert_eq!(fresh.iterations, settings.iterations);
        let (_, _, again) = acting_twice(GameKind::Dominoids, threads).expect("the same position");
        let (a, _) = ismcts::search_keeping(game.as_ref(), seat, &settings, Some(kept), &mut rng(8));
        let (b, _) = ismcts::search_keeping(game.as_ref(), seat, &settings, Some(again), &mut rng(8));
        let a = a.expect("an action");
        assert_eq!(
            Some(&a),
            b.as_ref(),
            "the same kept tree and generator, the same answer"
        );
        assert!(
            a.iterations < settings.iterations,
            "{} iterations, {held} kept",
            a.iterations
        );
        assert!(game.legal_notations(seat).contains(&a.action));
    }
}

#[test]
fn a_kept_tree_is_not_used_by_another_seat() {
    let (game, seat, kept) = acting_twice(GameKind::Dominoids, 1).expect("a Dominoids turn of several steps");
    let settings = quick();
    let other = 1 - seat;
    let mut twin = game.clone_box();
    // The other seat's decision in the same position (as if it were to
    // act): the kept tree is ignored, so the search runs in full.
    let plain = ismcts::search(twin.as_mut(), other, &settings, &mut rng(9));
    let (with_kept, _) = ismcts::search_keeping(twin.as_ref(), other, &settings, Some(kept), &mut rng(9));
    assert_eq!(plain, with_kept);
}

#[test]
fn a_kept_tree_gives_the_same_choice_for_tables_that_look_the_same() {
    let settings = quick();
    let mut compared = 0;
    for kind in [GameKind::Dominoids, GameKind::Dominup, GameKind::Tree] {
        let Some((game, seat, _)) = acting_twice(kind, 1) else {
            continue;
        };
        // A twin that differs only in what the seat cannot see, reached
        // the same way: the kept trees, and the choices from them, agree.
        let twin = game.determinize(seat, &mut rng(99));
        if twin.snapshot() == game.snapshot() {
            continue;
        }
        assert_eq!(twin.view(Viewer::Seat(seat)), game.view(Viewer::Seat(seat)));
        let (first, kept_a) = ismcts::search_keeping(game.as_ref(), seat, &settings, None, &mut rng(5));
        let (second, kept_b) = ismcts::search_keeping(twin.as_ref(), seat, &settings, None, &mut rng(5));
        assert_eq!(first, second, "{kind}");
        let action = first.expect("an action").action;
        let (mut a, mut b) = (game.clone_box(), twin.clone_box());
        a.play(seat, &action, &mut rng(6)).expect("applies");
        b.play(seat, &action, &mut rng(6)).expect("applies");
        if a.to_act() != dominoes_engine::ToAct::Seat(seat) || a.view(Viewer::Seat(seat)) != b.view(Viewer::Seat(seat))
        {
            continue;
        }
        let (x, _) = ismcts::search_keeping(a.as_ref(), seat, &settings, kept_a, &mut rng(7));
        let (y, _) = ismcts::search_keeping(b.as_ref(), seat, &settings, kept_b, &mut rng(7));
        assert_eq!(x, y, "{kind}: what was kept depends on hidden tiles");
        compared += 1;
    }
    assert!(compared > 0, "no game let a seat act twice");
}

/// A two-player position of `kind` where the seat to act is followed by
/// the other one: (game, mover, the other seat).
fn before_the_reply(kind: GameKind, seed: u64) -> (Box<dyn AnyGame>, usize, usize) {
    let game = random_position(kind, 2, None, seed, 6);
    let mover = game.to_act().seat().expect("someone acts");
    (game, mover, 1 - mover)
}

#[test]
fn pondering_grows_a_tree_for_the_reply_to_the_move_played() {
    let mut compared = 0;
    for kind in [GameKind::Dominup, GameKind::Tree, GameKind::Dominimum] {
        let (game, mover, me) = before_the_reply(kind, 1);
        let settings = ismcts::Settings {
            iterations: 120,
            threads: 2,
            ..quick()
        };
        let pondered = ismcts::ponder(game.as_ref(), me, &settings, &|| false, &mut rng(1));
        assert_eq!(pondered.iterations, 120, "{kind}");
        let met = pondered.moves_met();
        assert!(!met.is_empty(), "{kind}");
        // The mover plays the move the search met most among those it
        // really can (the search imagined the mover's hand).
        let legal = game.legal_notations(mover);
        let Some(played) = met.iter().find(|m| legal.contains(m)) else {
            continue;
        };
        let mut after = game.clone_box();
        after.play(mover, played, &mut rng(2)).expect("a legal move");
        if !after.to_act().includes(me) {
            continue;
        }
        compared += 1;
        let kept = pondered.after(mover, played).expect("a tree for the reply");
        assert!(kept.visits() > 0, "{kind}");
        let (d, _) = ismcts::search_keeping(after.as_ref(), me, &settings, Some(kept), &mut rng(3));
        let d = d.expect("a reply");
        assert!(after.legal_notations(me).contains(&d.action), "{kind}: {}", d.action);
        assert!(pondered.after(mover, "no such move").is_none());
    }
    assert!(compared >= 2, "{compared}");
}

#[test]
fn pondering_stops_when_asked_and_sees_only_what_its_seat_sees() {
    let (game, mover, me) = before_the_reply(GameKind::Dominup, 2);
    let settings = ismcts::Settings {
        iterations: 10_000,
        ..quick()
    };
    let stopped = ismcts::ponder(game.as_ref(), me, &settings, &|| true, &mut rng(1));
    assert_eq!(stopped.iterations, 1, "one iteration, then the stop is heard");
    // A twin that differs only in what `me` cannot see ponders alike.
    let twin = game.determinize(me, &mut rng(99));
    assert_ne!(twin.snapshot(), game.snapshot());
    let settings = ismcts::Settings {
        iterations: 60,
        ..quick()
    };
    let a = ismcts::ponder(game.as_ref(), me, &settings, &|| false, &mut rng(4));
    let b = ismcts::ponder(twin.as_ref(), me, &settings, &|| false, &mut rng(4));
    assert_eq!(a.moves_met(), b.moves_met());
    let _ = mover;
}

#[test]
fn in_a_timed_round_every_thread_searches_until_the_time_ends_it() {
    let timed = Think {
        threads: 2,
        time: Some(Duration::from_millis(300)),
    };
    let hard = thinking_settings(GameKind::Dominimum, &timed);
    assert_eq!((hard.threads, hard.iterations), (2, 2 * 4 * 1000));
    let tree = thinking_settings(GameKind::Tree, &timed);
    assert_eq!(tree.iterations, 2 * 4 * hard_settings_for(GameKind::Tree).iterations);
    assert_eq!(hard.max_time, Duration::from_millis(300));
    let seeded = thinking_settings(GameKind::Dominimum, &Think { threads: 2, time: None });
    assert_eq!((seeded.threads, seeded.iterations), (2, 1000));
    assert_eq!(seeded.max_time, hard_settings().max_time);
}

#[test]
fn the_tree_s_hard_weighs_every_placement_at_the_root() {
    // Judged one move ahead, The Tree's placements differ by little more
    // than chance, so its hard level searches them all, not the best eight.
    let mut settings = hard_settings_for(GameKind::Tree);
    settings.iterations = 30;
    let mut wide = 0;
    for seed in 0..20 {
        let game = random_position(GameKind::Tree, 2, None, seed, 4);
        let Some(seat) = game.to_act().seat() else { continue };
        let legal = game.legal_notations(seat);
        if legal.len() <= hard_settings().candidates {
            continue;
        }
        let decision = ismcts::search(game.as_ref(), seat, &settings, &mut rng(seed)).expect("a move");
        assert_eq!(decision.tried, legal.len(), "seed {seed}");
        wide += 1;
    }
    assert!(wide > 0, "no position with more than eight placements");
}
