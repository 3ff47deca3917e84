//! What the computer players need from Dominoids: a determinization (the
//! face-down coins' values resampled from what a seat may know) and a
//! heuristic standing.
//!
//! Nothing here is a seat's secret: face-down values are unknown to both
//! players alike. A determinization is still built only from public facts
//! (suits and squares of face-down coins, stack sizes, face-up and eaten
//! coins), so that positions that look the same give the same result.

use super::rules::board::Suit;
use super::rules::effects::Effect;
use super::rules::score;
use super::{Action, COINS_PER_SUIT, Dominoids, Phase};
use crate::common::hidden::standing;
use crate::{Game, GameRng, Seat};

/// Score difference that makes a seat about three times as likely to
/// finish ahead: a bit more than one suit bonus.
const SCALE: f64 = 5.0;

/// How much of a coin waiting to be eaten right now counts: the player to
/// act chooses among eat, attack and breed, so it is likely, not certain.
const PENDING_EAT: f64 = 0.5;

impl Dominoids {
    /// A position `seat` cannot tell from this one, with the values of the
    /// face-down coins (on the board and in the stacks, and the stacks'
    /// order) dealt afresh with `rng`. Each suit's unknown values are its
    /// six values minus the face-up and eaten ones, sorted, shuffled, and
    /// dealt to that suit's face-down coins on the board (by square) and
    /// then to its stack, bottom to top.
    pub fn determinize_for(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        let mut out = self.clone();
        for suit in Suit::ALL {
            let mut unknown: Vec<u8> = (0..COINS_PER_SUIT as u8)
                .filter(|v| {
                    let face_up = self
                        .board
                        .coins
                        .iter()
                        .any(|c| c.face_up && c.suit == suit && c.value == *v);
                    let eaten = self.eaten.iter().flatten().any(|e| *e == (suit, *v));
                    !face_up && !eaten
                })
                .collect();
            rng.shuffle(&mut unknown);
            let mut hidden: Vec<_> = out
                .board
                .coins
                .iter_mut()
                .filter(|c| !c.face_up && c.suit == suit)
                .collect();
            hidden.sort_by_key(|c| (c.at.x, c.at.y));
            let mut values = unknown.into_iter();
            for coin in hidden {
                if let Some(v) = values.next() {
                    coin.value = v;
                }
            }
            // The stack keeps its size (public); a consistent state always
            // has exactly as many values left as stacked coins.
            if let Some(stack) = out.stacks.get_mut(suit.index()) {
                let size = stack.len();
                *stack = values.take(size).collect();
            }
        }
        out
    }

    /// How well `seat` stands, in [0, 1] (0.5 when even): the scores with
    /// their suit bonuses compared smoothly, plus part of the best coin the
    /// seat may eat right now. A finished game gives 1, 0 or 0.5.
    pub fn heuristic_for(&self, seat: Seat) -> f64 {
        let scores = score::scores(&self.eaten);
        let Some(own) = scores.get(seat).map(|s| s.total as f64) else {
            return 0.5;
        };
        let others: Vec<f64> = scores
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .map(|(_, x)| x.total as f64)
            .collect();
        if self.phase == Phase::Over {
            let best = others.iter().copied().fold(f64::MIN, f64::max);
            return if own > best {
                1.0
            } else if own < best {
                0.0
            } else {
                0.5
            };
        }
        let pending = self.pending_eat() * PENDING_EAT;
        let (own, others) = if self.turn == seat {
            (own + pending, others)
        } else {
            (own, others.into_iter().map(|o| o + pending).collect())
        };
        standing(own, &others, SCALE)
    }

    /// The best coin value the player to act may eat with this choice.
    fn pending_eat(&self) -> f64 {
        if !matches!(self.phase, Phase::Effect { .. }) {
            return 0.0;
        }
        self.legal_actions(self.turn)
            .iter()
            .filter_map(|a| match a {
                Action::Effect(Effect::Eat(at)) => self.board.coins.iter().find(|c| c.at == *at),
                _ => None,
            })
            .map(|c| f64::from(c.value))
            .fold(0.0, f64::max)
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::board::{Coin, Dominoid, End};
    use super::*;
    use crate::common::grid::Cell;
    use crate::view::Viewer;
    use crate::{Options, ToAct};

    fn rng(n: u64) -> GameRng {
        GameRng::from_seed(GameRng::seed_from_u64(n))
    }

    /// Some position after a few random actions (some coins turned up or
    /// eaten, some food replaced).
    fn played(seed: u64, steps: usize) -> Dominoids {
        let mut r = rng(seed);
        let mut g = Dominoids::setup(&Options::default(), 2, &mut r).expect("setup");
        let mut chooser = rng(!seed);
        for _ in 0..steps {
            let ToAct::Seat(s) = g.to_act() else { break };
            let legal = g.legal_actions(s);
            let pick = legal[chooser.below(legal.len())];
            g.apply(s, &pick, &mut r).expect("a legal action applies");
        }
        g
    }

    /// The same position with the hidden values of every suit moved one
    /// place along (face-down board coins by square, then the stack): it
    /// looks the same to everyone and is still consistent.
    fn hidden_values_rotated(g: &Dominoids) -> Dominoids {
        let mut h = g.clone();
        for suit in Suit::ALL {
            let mut coins: Vec<&mut Coin> = h
                .board
                .coins
                .iter_mut()
                .filter(|c| !c.face_up && c.suit == suit)
                .collect();
            coins.sort_by_key(|c| (c.at.x, c.at.y));
            let stack = &mut h.stacks[suit.index()];
            let mut values: Vec<u8> = coins.iter().map(|c| c.value).chain(stack.iter().copied()).collect();
            values.rotate_left(1);
            let (on_board, stacked) = values.split_at(coins.len());
            for (c, v) in coins.into_iter().zip(on_board) {
                c.value = *v;
            }
            *stack = stacked.to_vec();
        }
        h
    }

    /// Every suit's values, wherever they are, sorted.
    fn all_values(g: &Dominoids) -> Vec<(Suit, u8)> {
        let mut v: Vec<(Suit, u8)> = g
            .board
            .coins
            .iter()
            .map(|c| (c.suit, c.value))
            .chain(g.eaten.iter().flatten().copied())
            .chain(
                Suit::ALL
                    .into_iter()
                    .flat_map(|s| g.stacks[s.index()].iter().map(move |v| (s, *v))),
            )
            .collect();
        v.sort();
        v
    }

    #[test]
    fn determinizing_depends_only_on_what_the_seat_sees() {
        for (seed, steps) in [(1, 0), (2, 40), (3, 90), (4, 150)] {
            let g = played(seed, steps);
            let h = hidden_values_rotated(&g);
            assert_ne!(g, h, "the positions differ in hidden values");
            assert_eq!(g.view(Viewer::Seat(0)), h.view(Viewer::Seat(0)));
            for seat in [0, 1] {
                let a = g.determinize_for(seat, &mut rng(7));
                let b = h.determinize_for(seat, &mut rng(7));
                assert_eq!(a, b, "seed {seed}: the same look gives the same sample");
            }
        }
    }

    #[test]
    fn determinizing_keeps_every_public_fact_and_conserves_the_coins() {
        let mut changed = false;
        for (seed, steps) in [(5, 0), (6, 30), (7, 80), (8, 200)] {
            let g = played(seed, steps);
            for n in 0..5 {
                let d = g.determinize_for(g.turn, &mut rng(n));
                for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
                    assert_eq!(d.view(viewer), g.view(viewer), "seed {seed}: the sample looks the same");
                }
                assert_eq!(
                    all_values(&d),
                    all_values(&g),
                    "each suit still has its six values once"
                );
                assert_eq!(d.unseen(), g.unseen());
                for suit in Suit::ALL {
                    assert_eq!(d.stacks[suit.index()].len(), g.stacks[suit.index()].len());
                }
                assert_eq!(d.legal_actions(d.turn), g.legal_actions(g.turn));
                changed |= d != g;
            }
        }
        assert!(changed, "some hidden value was resampled");
    }

    #[test]
    fn determinizing_resamples_a_face_down_coin_but_never_a_face_up_one() {
        let g = played(9, 0);
        let mut seen = std::collections::BTreeSet::new();
        for n in 0..40 {
            let d = g.determinize_for(0, &mut rng(n));
            let coin = d
                .board
                .coins
                .iter()
                .find(|c| c.suit == Suit::Suns)
                .expect("the Suns coin");
            seen.insert(coin.value);
        }
        assert!(seen.len() > 2, "the face-down Suns coin takes several values: {seen:?}");

        let mut g = played(9, 0);
        for c in g.board.coins.iter_mut() {
            c.face_up = true;
        }
        for n in 0..10 {
            let d = g.determinize_for(1, &mut rng(n));
            assert_eq!(d.board.coins, g.board.coins);
        }
    }

    #[test]
    fn the_heuristic_is_even_at_the_start_and_follows_the_scores() {
        let g = played(11, 0);
        assert_eq!(g.heuristic_for(0), 0.5);
        assert_eq!(g.heuristic_for(1), 0.5);

        let mut ahead = g.clone();
        ahead.eaten[0] = vec![(Suit::Suns, 4)];
        assert!(ahead.heuristic_for(0) > 0.6);
        assert!((ahead.heuristic_for(0) + ahead.heuristic_for(1) - 1.0).abs() < 1e-9);

        // The suit bonus counts: two Moons coins worth 1 beat one worth 3.
        let mut bonus = g.clone();
        bonus.eaten = vec![vec![(Suit::Moons, 0), (Suit::Moons, 1)], vec![(Suit::Moons, 3)]];
        assert!(bonus.heuristic_for(0) > bonus.heuristic_for(1));

        let mut over = ahead.clone();
        over.phase = Phase::Over;
        assert_eq!((over.heuristic_for(0), over.heuristic_for(1)), (1.0, 0.0));
        over.eaten = vec![Vec::new(), Vec::new()];
        assert_eq!(over.heuristic_for(1), 0.5);
    }

    #[test]
    fn a_coin_waiting_to_be_eaten_counts_for_the_player_to_act() {
        let mut g = played(12, 0);
        let mover = Dominoid::new(
            End {
                at: Cell::new(3, 4),
                value: 4,
            },
            End {
                at: Cell::new(4, 4),
                value: 2,
            },
        );
        g.board.dominoids = vec![mover];
        g.board.coins.push(Coin {
            at: Cell::new(2, 4),
            suit: Suit::Arms,
            value: 3,
            face_up: true,
        });
        g.stacks[Suit::Arms.index()].retain(|v| *v != 3);
        let calm = g.heuristic_for(g.turn);
        g.phase = Phase::Effect {
            mover: [Cell::new(3, 4), Cell::new(4, 4)],
        };
        assert!(
            g.legal_actions(g.turn)
                .contains(&Action::Effect(Effect::Eat(Cell::new(2, 4))))
        );
        assert!(g.heuristic_for(g.turn) > calm);
        assert!(g.heuristic_for(1 - g.turn) < 0.5);
    }
}
