//! Scoring: the values of the coins eaten, plus 3 for every suit of which
//! a player has eaten more coins than the opponent.

use super::super::{Dominoids, Phase};
use super::board::Suit;
use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The bonus for holding more coins of a suit.
pub const SUIT_BONUS: i64 = 3;

/// One player's score as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The values of the coins eaten.
    pub coins: i64,
    /// Suits in which this player holds more coins than anyone else.
    pub bonus_suits: Vec<Suit>,
    pub total: i64,
}

/// The scores of every seat from the coins each has eaten.
pub fn scores(eaten: &[Vec<(Suit, u8)>]) -> Vec<Score> {
    let count = |seat: usize, suit: Suit| eaten[seat].iter().filter(|(s, _)| *s == suit).count();
    (0..eaten.len())
        .map(|seat| {
            let coins: i64 = eaten[seat].iter().map(|(_, v)| i64::from(*v)).sum();
            let bonus_suits: Vec<Suit> = Suit::ALL
                .into_iter()
                .filter(|&suit| (0..eaten.len()).all(|o| o == seat || count(seat, suit) > count(o, suit)))
                .filter(|&suit| count(seat, suit) > 0)
                .collect();
            let total = coins + SUIT_BONUS * bonus_suits.len() as i64;
            Score {
                coins,
                bonus_suits,
                total,
            }
        })
        .collect()
}

impl Dominoids {
    /// How the game came out, once three suits are eaten up: ranked by
    /// score, equal scores sharing a place.
    pub(crate) fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = scores(&self.eaten);
        let rows: Vec<(Seat, i64, i64)> = scores.iter().enumerate().map(|(s, x)| (s, x.total, -x.total)).collect();
        let draw = scores.windows(2).all(|w| w[0].total == w[1].total);
        let summary = crate::dominoids::lines::summary(&self.eaten_up(), draw);
        Some(Outcome::ranked(&rows, summary))
    }
}
