//! How many selections a move takes through the picker, from the Move
//! button (or `/move`) to the accepted move: the opening, each choice
//! (menu entries and buttons: the what, "More" pages, the place), and
//! Confirm. Measured over every legal action of seeded random positions
//! of each game, it prints the median and the most per game:
//! `cargo test --test all picker_counts -- --ignored --nocapture`.

use crate::common;
use common::picker::walk;
use common::{ctx, service, start_with, to_act};

use dominoes_bot::engine::GameKind;
use rand::{Rng, SeedableRng};

const HERE: u64 = 710;

#[test]
#[ignore = "a measurement: prints selections per move for each game"]
fn selections_from_the_move_button_to_an_accepted_move() {
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let mut counts: Vec<usize> = Vec::new();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for game in 0..3u64 {
            let (lo, _) = kind.player_range(None);
            let svc = service(game + 90).without_board_pictures();
            let id = start_with(&svc, HERE, kind.id(), None, &(1..=lo.max(2) as u64).collect::<Vec<_>>());
            for _ in 0..4 {
                for _ in 0..rng.random_range(0..10) {
                    let Some(user) = to_act(&svc, id) else { break };
                    let legal = svc.legal_actions(&ctx(HERE, user));
                    svc.make_move(&ctx(HERE, user), &legal[rng.random_range(0..legal.len())].notation);
                }
                let Some(user) = to_act(&svc, id) else { break };
                let w = walk(&svc, &ctx(HERE, user));
                // The opening, the choices, and Confirm.
                counts.extend(w.reached.iter().map(|r| r.choices + 2));
                if let Some(r) = w
                    .reached
                    .iter()
                    .max_by_key(|r| r.choices)
                    .filter(|r| r.choices + 2 >= 5)
                {
                    println!("  {}: {} takes {}", kind.id(), r.notation, r.choices + 2);
                }
            }
        }
        counts.sort_unstable();
        let median = counts.get(counts.len() / 2).copied().unwrap_or(0);
        let most = counts.last().copied().unwrap_or(0);
        // How many moves keep within the goal (3 selections after the
        // opening, so 4 counted here), to see how far a median is from it.
        let within = counts.iter().filter(|&&c| c <= 4).count() * 100 / counts.len().max(1);
        println!(
            "{:<14} moves {:>5}  median {median}  max {most}  within 4: {within}%",
            kind.id(),
            counts.len()
        );
    }
}
