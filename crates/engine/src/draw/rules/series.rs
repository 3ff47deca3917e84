//! A match of draw dominoes (`variant:match`): hands follow one another,
//! each dealt afresh and opened as the first was, and what each hand's
//! winner scores is added up. The first to [`TARGET`] points wins the match
//! the moment the hand that takes them there ends.

use crate::draw::{Draw, lines};
use crate::event::{Event, Line};
use crate::{GameRng, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The points that win a match: the classic game's usual target.
pub const TARGET: i64 = 100;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Series {
    /// Match points of each seat.
    pub points: Vec<i64>,
    /// The hand being played (once the match is over, the last one), from 1.
    pub hand: u32,
    /// How the last finished hand ended, for the table's notes.
    pub last_result: Option<Line>,
}

impl Series {
    pub fn new(seats: usize) -> Series {
        Series {
            points: vec![0; seats],
            hand: 1,
            last_result: None,
        }
    }

    /// The match's standings: most points first.
    pub fn outcome(&self) -> Outcome {
        let rows: Vec<(Seat, i64, i64)> = self.points.iter().enumerate().map(|(s, &p)| (s, p, -p)).collect();
        Outcome::ranked(&rows, lines::match_summary())
    }
}

impl Draw {
    /// After a move (or the deal) that may have ended a hand of a match:
    /// adds what the hand scores and, unless someone has reached the
    /// target, deals the next hand at once. (A fresh hand that is blocked
    /// before anyone moves is scored the same way, hence the loop.) A single
    /// game is left as it is.
    pub(super) fn settle(&mut self, events: &mut Vec<Event>, rng: &mut GameRng) {
        while self.turn.is_none() && self.series.is_some() {
            let Some((winners, scores)) = self.hand_result() else {
                return;
            };
            let result = self.hand_text(&winners, &scores);
            let Some(series) = self.series.as_mut() else {
                return;
            };
            series.last_result = Some(lines::hand_note(series.hand, result.clone()));
            for (points, score) in series.points.iter_mut().zip(&scores) {
                *points += score;
            }
            events.push(lines::hand(series.hand, result).into());
            events.push(lines::match_score(&series.points).into());
            if let Some(w) = (0..series.points.len()).find(|&s| series.points[s] >= TARGET) {
                events.push(lines::match_won(w, series.points[w]).into());
                return;
            }
            series.hand += 1;
            let hand = series.hand;
            let mut after = Vec::new();
            let Some((holder, first)) = self.deal_hand(&mut after, rng) else {
                // Cannot happen (see `deal_hand`); the match ends as it stands.
                return;
            };
            events.push(Event::new_deal(lines::dealt_again(hand, holder, first)));
            events.extend(after);
        }
    }

    /// How a hand ended, in words: who won, what they score, and the pips
    /// the others were left with (the tiles themselves go back into the
    /// next deal, so they are not named).
    fn hand_text(&self, winners: &[Seat], scores: &[i64]) -> Line {
        let pips: Vec<i64> = (0..self.hands.len()).map(|s| self.pips(s)).collect();
        match winners {
            [w] => lines::hand_won(*w, self.out.is_some(), scores[*w], &pips),
            _ => lines::hand_tied(&pips),
        }
    }
}
