//! Dominimum's reading of the missions (`dominoes_engine`'s
//! `dominimum::bot::inference`) measured against the computer players:
//! the games are played here, where the players are.

use crate::{Level, choose_with, hard_settings};
use dominoes_engine::dominimum::bot::inference::{CHOSEN_MODEL, truth_log_probabilities};
use dominoes_engine::{GameKind, GameRng, Options};

/// The average log probability that `(sharpness, surprise)` give each
/// seat's true mission after 16 of its placements, over `games`
/// two-player games between computers of `level` (hard at a small
/// budget), one entry per model.
fn log_probability_of_the_truth(level: Level, games: u64, models: &[(f64, f64)]) -> Vec<f64> {
    let mut hard = hard_settings();
    hard.iterations = 100;
    let mut total = vec![0.0; models.len()];
    let mut count = 0;
    for seed in 0..games {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let mut g = GameKind::Dominimum.setup(&Options::default(), 2, &mut rng).unwrap();
        let mut ai = GameRng::from_seed(GameRng::seed_from_u64(seed + 1000));
        while let Some(seat) = g.to_act().seat() {
            let a = choose_with(g.as_ref(), seat, level, &hard, &mut ai).unwrap();
            g.play(seat, &a, &mut rng).unwrap();
        }
        for seat in truth_log_probabilities(&g.snapshot(), models) {
            for (total, lp) in total.iter_mut().zip(seat) {
                *total += lp;
            }
            count += 1;
        }
    }
    total.iter().map(|t| t / f64::from(count)).collect()
}

/// The model gives a greedy player's true mission far more than a blind
/// guess does, and more than the milder model it replaced.
#[test]
fn the_mission_model_recognises_a_player_who_keeps_their_own_groups_small() {
    let [chosen, mild] = log_probability_of_the_truth(Level::Medium, 6, &[CHOSEN_MODEL, (2.0, 0.0)])[..] else {
        unreachable!()
    };
    let blind = -(28f64.ln());
    assert!(chosen > blind + 1.5, "chosen {chosen:.3}, blind {blind:.3}");
    assert!(chosen > mild + 0.5, "chosen {chosen:.3}, mild {mild:.3}");
}

/// Prints how well several models read the medium and the hard computer
/// (how the constants were chosen): `cargo test -p dominoes-ai
/// mission_model -- --ignored --nocapture`. Takes minutes.
#[test]
#[ignore]
fn mission_model_calibration_report() {
    let mut models = Vec::new();
    for surprise in [0.0, 0.1, 0.3] {
        for sharpness in [2.0, 4.0, 8.0, 16.0, 32.0] {
            models.push((sharpness, surprise));
        }
    }
    for (level, games) in [(Level::Medium, 40), (Level::Hard, 16)] {
        let got = log_probability_of_the_truth(level, games, &models);
        for (&(sharpness, surprise), lp) in models.iter().zip(&got) {
            println!("{level}: sharpness {sharpness}, surprise {surprise}: {lp:.3}");
        }
    }
    assert!(
        models.contains(&CHOSEN_MODEL),
        "the chosen model is among those reported"
    );
}
