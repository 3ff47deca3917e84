//! A match of draw dominoes (`variant:match`): hands follow one another,
//! each dealt afresh and opened as the first was, and what each hand's
//! winner scores is added up. The first to [`TARGET`] points wins the match
//! the moment the hand that takes them there ends.

use crate::common::words::plural;
use crate::draw::Draw;
use crate::event::{Event, Line, seat};
use crate::line;
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
        Outcome::ranked(&rows, format!("the first to {TARGET} points wins the match"))
    }

    /// "seat 1 has 35, seat 2 has 12".
    pub fn score_text(&self) -> Line {
        let parts: Vec<Line> = self
            .points
            .iter()
            .enumerate()
            .map(|(s, p)| line!(seat(s), " has ", p))
            .collect();
        Line::join(&parts, ", ")
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
            series.last_result = Some(line!(format!("Hand {}: ", series.hand), result.clone(), "."));
            for (points, score) in series.points.iter_mut().zip(&scores) {
                *points += score;
            }
            events.push(line!(format!("hand {}: ", series.hand), result).into());
            events.push(line!("match score: ", series.score_text(), format!(" (first to {TARGET})")).into());
            if let Some(w) = (0..series.points.len()).find(|&s| series.points[s] >= TARGET) {
                events.push(line!(seat(w), " has ", series.points[w], " points and wins the match").into());
                return;
            }
            series.hand += 1;
            let hand = series.hand;
            let mut after = Vec::new();
            let Some((holder, first)) = self.deal_hand(&mut after, rng) else {
                // Cannot happen (see `deal_hand`); the match ends as it stands.
                return;
            };
            events.push(Event::new_deal(line!(
                format!("hand {hand}: all the tiles are dealt again and "),
                seat(holder),
                " opens with ",
                first
            )));
            events.extend(after);
        }
    }

    /// How a hand ended, in words: who won, what they score, and the pips
    /// the others were left with (the tiles themselves go back into the
    /// next deal, so they are not named).
    fn hand_text(&self, winners: &[Seat], scores: &[i64]) -> Line {
        let held = |s: Seat| line!(seat(s), " held ", plural(self.pips(s), "pip", "pips"));
        match winners {
            [w] => {
                let others: Vec<Line> = (0..self.hands.len()).filter(|s| s != w).map(held).collect();
                let how = if self.out.is_some() {
                    "went out"
                } else {
                    "had the lowest pip total when the hand blocked"
                };
                line!(
                    seat(*w),
                    format!(" {how} and scores {} (", scores[*w]),
                    Line::join(&others, ", "),
                    ")"
                )
            }
            _ => {
                let all: Vec<Line> = (0..self.hands.len()).map(held).collect();
                line!(
                    "blocked with equal lowest pip totals, nobody scores (",
                    Line::join(&all, ", "),
                    ")"
                )
            }
        }
    }
}
