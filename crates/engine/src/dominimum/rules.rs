//! Dominimum's rules: the deal (a secret mission tile each, never a
//! double), the turn (the one-tile laying shared with Dominomega, whose
//! refusals are Dominimum's), and the scoring: the product of the largest
//! groups of a mission's two numbers, lowest first, a tie going to whoever
//! laid their final tile first.

use super::{Dominimum, Inferred};
use crate::common::grid::group_sizes;
use crate::common::laying::OneTileLaying;
use crate::common::placement::Placement;
use crate::common::tiles::{Tile, double_seven};
use crate::{Event, GameRng, Options, Outcome, RuleError, Seat, SetupError, check_seats};

/// Why a placement is refused: the one-tile laying's reasons.
pub use crate::common::laying::Refusal;

/// Each seat draws a mission (a double goes back and it draws again), then
/// the supply is shuffled and each draws its playing tile.
pub(super) fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Dominimum, SetupError> {
    check_seats("Dominimum", seats, 2, 4)?;
    options.no_variant("Dominimum")?;
    let mut supply = double_seven();
    rng.shuffle(&mut supply);
    let mut missions = Vec::with_capacity(seats);
    let mut discarded = Vec::new();
    for _ in 0..seats {
        // Doubles go back to the supply and the player draws again.
        while let Some(t) = supply.pop() {
            if t.is_double() {
                discarded.push(t);
            } else {
                missions.push(t);
                break;
            }
        }
    }
    supply.extend(discarded);
    rng.shuffle(&mut supply);
    Ok(Dominimum {
        missions,
        play: OneTileLaying::deal(seats, supply),
        inferred: Inferred::default(),
    })
}

/// Lays the tile; when the last one is down the missions are revealed.
pub(super) fn apply(g: &mut Dominimum, seat: Seat, action: &Placement) -> Result<Vec<Event>, RuleError<Refusal>> {
    let mut events = g.play.apply(seat, action)?;
    g.inferred = Inferred::default();
    if g.play.turn.is_none() {
        events.push(super::lines::revealed().into());
    }
    Ok(events)
}

/// Size of the largest orthogonally connected group of half-squares showing
/// exactly `number` (0 if the number is nowhere on the table).
pub fn largest_group(play: &OneTileLaying, number: u8) -> usize {
    group_sizes(play.board.cells(), |&n| n == number)
        .into_iter()
        .max()
        .unwrap_or(0)
}

impl Dominimum {
    /// The score of a mission tile on the current layout, with its factors.
    pub fn score_of(&self, mission: Tile) -> (usize, usize, i64) {
        let a = largest_group(&self.play, mission.lo);
        let b = largest_group(&self.play, mission.hi);
        (a, b, (a * b) as i64)
    }
}

/// Once every tile is down: lowest score first, a tie going to whoever laid
/// their final tile first.
pub(super) fn outcome(g: &Dominimum) -> Option<Outcome> {
    if g.play.turn.is_some() {
        return None;
    }
    let rows: Vec<(Seat, i64, (i64, usize))> = (0..g.missions.len())
        .map(|s| {
            let score = g.score_of(g.missions[s]).2;
            (s, score, (score, g.play.last_placed[s].unwrap_or(usize::MAX)))
        })
        .collect();
    Some(Outcome::ranked(&rows, super::lines::summary()))
}
