//! Dominomega's rules: the deal (which rings the seats own), the turn (the
//! one-tile laying shared with Dominimum, whose refusals are Dominomega's),
//! and the scoring: the product of the group sizes of a seat's ring,
//! highest first.

use super::{Dominomega, TWO_PLAYER};
use crate::common::grid::group_sizes;
use crate::common::laying::OneTileLaying;
use crate::common::tiles::{Ring, double_seven};
use crate::{GameRng, Options, Outcome, Seat, SetupError};

/// Why a placement is refused: the one-tile laying's reasons.
pub use crate::common::laying::Refusal;

/// Three seats own pip, small circle and big circle; two (the variant, or
/// a table of two) pip and big circle. Each draws one tile.
pub(super) fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Dominomega, SetupError> {
    let rings = match (options.variant.as_deref(), seats) {
        (None, 3) => vec![Ring::Pip, Ring::Small, Ring::Big],
        (None | Some(TWO_PLAYER), 2) => vec![Ring::Pip, Ring::Big],
        (Some(TWO_PLAYER), n) => {
            return Err(SetupError(format!("the two-player variant is for 2 players, not {n}")));
        }
        (None, n) => {
            return Err(SetupError(format!(
                "Dominomega is for exactly 3 players (or 2 with the two-player variant), not {n}"
            )));
        }
        (Some(v), _) => return Err(SetupError(format!("Dominomega has no variant `{v}`"))),
    };
    let mut supply = double_seven();
    rng.shuffle(&mut supply);
    Ok(Dominomega {
        play: OneTileLaying::deal(rings.len(), supply),
        rings,
    })
}

/// The product of the sizes of the groups of half-squares showing `ring`
/// (1 while there are none: the empty product).
pub fn ring_score(play: &OneTileLaying, ring: Ring) -> i64 {
    group_sizes(play.board.cells(), |&n| ring.in_number(n))
        .into_iter()
        .map(|s| s as i64)
        .product()
}

/// Once every tile is down: highest product first, equal scores sharing a
/// place.
pub(super) fn outcome(g: &Dominomega) -> Option<Outcome> {
    if g.play.turn.is_some() {
        return None;
    }
    let rows: Vec<(Seat, i64, i64)> = (0..g.rings.len())
        .map(|s| {
            let score = g.score(s);
            (s, score, -score)
        })
        .collect();
    Some(Outcome::ranked(&rows, super::lines::summary()))
}
