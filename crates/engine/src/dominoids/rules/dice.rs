//! The four suited piecepack dice and their two boxes.
//!
//! Each turn the player takes two dice, at least one from Old; once both
//! are used they are rerolled into New, and when all four sit in New they
//! all go back to Old. Over a few turns this makes both players use every
//! number rolled.

use super::Refusal;
use super::board::{Suit, face_name};
use crate::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where a die is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Old,
    New,
    /// Taken this turn, its action not yet done.
    Taken,
    /// Taken this turn and used.
    Used,
}

/// One die: its face (0 blank, 1 ace, 2-5) and where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub face: u8,
    pub place: Place,
}

/// A die as a player reads it: "Suns 5", "Moons ace", "Arms blank".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieFace {
    pub suit: Suit,
    pub face: u8,
}

impl fmt::Display for DieFace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&describe(self.suit, self.face))
    }
}

/// What a face lets the player do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Blank: pass.
    Blank,
    /// Ace: shift the row or column of that suit's pawn.
    Ace,
    /// 2-5: move a Dominoid whose leading end is lower.
    Number(u8),
}

pub fn kind(face: u8) -> Kind {
    match face {
        0 => Kind::Blank,
        1 => Kind::Ace,
        n => Kind::Number(n),
    }
}

/// A face on a six-sided piecepack die.
pub fn roll(rng: &mut GameRng) -> u8 {
    rng.below(6) as u8
}

/// "Suns 5", "Moons ace", "Arms blank".
pub fn describe(suit: Suit, face: u8) -> String {
    format!("{suit} {}", face_name(face))
}

/// The two dice that may be taken together: both in a box, different,
/// at least one from Old. Each pair once, in suit order.
pub fn choices(dice: &[Die; 4]) -> Vec<[Suit; 2]> {
    let mut out = Vec::new();
    for (i, a) in Suit::ALL.into_iter().enumerate() {
        for b in Suit::ALL.into_iter().skip(i + 1) {
            if pair_problem(dice, [a, b]).is_none() {
                out.push([a, b]);
            }
        }
    }
    out
}

/// Why the pair cannot be taken, if it cannot.
pub fn pair_problem(dice: &[Die; 4], pair: [Suit; 2]) -> Option<Refusal> {
    if pair[0] == pair[1] {
        return Some(Refusal::SameDieTwice);
    }
    for s in pair {
        let d = dice[s.index()];
        if !matches!(d.place, Place::Old | Place::New) {
            return Some(Refusal::DieAlreadyTaken(s));
        }
    }
    if pair.iter().all(|s| dice[s.index()].place == Place::New) {
        let old: Vec<DieFace> = Suit::ALL
            .into_iter()
            .filter(|s| dice[s.index()].place == Place::Old)
            .map(|suit| DieFace {
                suit,
                face: dice[suit.index()].face,
            })
            .collect();
        return Some(Refusal::NeedAnOldDie(old));
    }
    None
}

/// Rerolls the dice taken this turn into New; when all four are in New,
/// they all go back to Old. Returns one line describing it.
pub fn reroll(dice: &mut [Die; 4], rng: &mut GameRng) -> crate::event::Line {
    let mut rolled = Vec::new();
    for s in Suit::ALL {
        let d = &mut dice[s.index()];
        if matches!(d.place, Place::Taken | Place::Used) {
            d.face = roll(rng);
            d.place = Place::New;
            rolled.push((s, d.face));
        }
    }
    let back_to_old = dice.iter().all(|d| d.place == Place::New);
    if back_to_old {
        for d in dice.iter_mut() {
            d.place = Place::Old;
        }
    }
    crate::dominoids::lines::rerolled(&rolled, back_to_old)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dice(places: [Place; 4]) -> [Die; 4] {
        places.map(|place| Die { face: 3, place })
    }

    #[test]
    fn at_least_one_die_comes_from_old() {
        use Place::*;
        assert_eq!(choices(&dice([Old, Old, Old, Old])).len(), 6);
        // Two in each box: the Old pair, or one Old with one New.
        assert_eq!(choices(&dice([Old, Old, New, New])).len(), 5);
        let one_old = choices(&dice([New, Old, New, New]));
        assert_eq!(one_old.len(), 3);
        assert!(one_old.iter().all(|p| p.contains(&Suit::Moons)));
        let why = pair_problem(&dice([Old, Old, New, New]), [Suit::Crowns, Suit::Arms]);
        let three = |suit| DieFace { suit, face: 3 };
        assert_eq!(
            why,
            Some(Refusal::NeedAnOldDie(vec![three(Suit::Suns), three(Suit::Moons)]))
        );
    }

    #[test]
    fn rolls_cover_every_face() {
        let mut rng = GameRng::from_seed([5; 32]);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[roll(&mut rng) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
