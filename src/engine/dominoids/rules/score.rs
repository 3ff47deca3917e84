//! Scoring: the values of the coins eaten, plus 3 for every suit of which
//! a player has eaten more coins than the opponent.

use super::board::Suit;
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
