//! Positions for tests, here and in the crates that draw or play this game
//! (the `testing` feature).

use super::{Dominoids, Phase};
use crate::{Game, GameRng, GameView, Options, Viewer};

/// The same position with every face-down value changed (the coins' and
/// the stacks'): what no seat may tell apart.
pub fn with_other_hidden_values(g: &Dominoids) -> Dominoids {
    let mut h = g.clone();
    for c in h.board.coins.iter_mut().filter(|c| !c.face_up) {
        c.value = (c.value + 1) % 6;
    }
    for s in h.stacks.iter_mut() {
        s.reverse();
        for v in s.iter_mut() {
            *v = (*v + 2) % 6;
        }
    }
    h
}

/// Plays random legal actions from a random setup, calling `check` before
/// each one.
pub fn random_positions(seed: u64, steps: usize, mut check: impl FnMut(&Dominoids)) -> Dominoids {
    let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let mut g = Dominoids::setup(&Options::default(), 2, &mut r).expect("setup");
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(!seed));
    for _ in 0..steps {
        check(&g);
        let legal = g.legal_actions(g.turn);
        if legal.is_empty() {
            break;
        }
        let pick = legal[chooser.below(legal.len())];
        g.apply(g.turn, &pick, &mut r).expect("a legal action applies");
    }
    g
}

/// Public views of positions along random games, each with the view of the
/// same position with its face-down values changed: a picture or a text of
/// the public view must be the same for both.
pub fn public_views_with_other_hidden_values(seed: u64, steps: usize) -> Vec<(GameView, GameView)> {
    let mut views = Vec::new();
    random_positions(seed, steps, |g| {
        if g.turns % 5 == 0 && g.phase == Phase::ChooseDice {
            views.push((g.view(Viewer::Public), with_other_hidden_values(g).view(Viewer::Public)));
        }
    });
    views
}
