//! Dominup's rules: the deal (the holder of 7-7 opens with it), the turn
//! (climb while any tile in hand can, then lay one tile on the table), going
//! out, the outcome, and why a tile is refused.

use super::{Dominup, MISERE};
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::stacks::{Misfit, Stacks};
use crate::common::tiles::{Tile, double_seven};
use crate::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, check_seats};

/// Why a tile may not go where it was put; the text is the player's
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("you do not hold {0}; see your tiles with /hand")]
    NotHeld(Tile),
    /// The stacking rule (in the words `common::stacks` gives Dominup).
    #[error("{0}")]
    Stacks(Misfit),
    /// An expansion while `climb` (the first of the seat's climbs) is open.
    #[error("you must climb while any of your tiles can, e.g. `{}`; /move lists every climb", .climb.notation())]
    MustClimb { climb: Placement },
}

impl From<Misfit> for Refusal {
    fn from(m: Misfit) -> Refusal {
        Refusal::Stacks(m)
    }
}

/// The 36 tiles shared out evenly; the holder of 7-7 has laid it and the
/// next seat starts.
pub(super) fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Dominup, SetupError> {
    check_seats("Dominup", seats, 2, 4)?;
    let misere = options.flag("Dominup", MISERE)?;
    let mut tiles = double_seven();
    rng.shuffle(&mut tiles);
    // 36 tiles share out evenly among 2, 3 or 4 players: 18, 12 or 9 each.
    let per = tiles.len() / seats;
    let mut hands: Vec<Vec<Tile>> = tiles.chunks(per).map(|c| c.to_vec()).collect();
    let seven = Tile::new(7, 7);
    let holder = hands.iter().position(|h| h.contains(&seven)).unwrap_or(0);
    hands[holder].retain(|t| *t != seven);
    let mut stacks = Stacks::default();
    stacks.put(Placement::new(Cell::ORIGIN, Dir::E, 7, 7), 1);
    Ok(Dominup {
        hands,
        stacks,
        turn: Some((holder + 1) % seats),
        out: None,
        misere,
    })
}

impl Dominup {
    /// The climbs `seat` could make now with any tile in hand.
    pub(super) fn climbs(&self, seat: Seat) -> Vec<Placement> {
        let mut tiles = self.hands[seat].clone();
        tiles.sort();
        tiles.iter().flat_map(|t| self.stacks.climbs_of(*t)).collect()
    }

    pub(super) fn must_climb(&self, seat: Seat) -> bool {
        self.hands[seat].iter().any(|t| !self.stacks.climbs_of(*t).is_empty())
    }
}

/// The climbs while there are any, else every expansion.
pub(super) fn legal(g: &Dominup, seat: Seat) -> Vec<Placement> {
    if g.turn != Some(seat) {
        return Vec::new();
    }
    let climbs = g.climbs(seat);
    if !climbs.is_empty() {
        return climbs;
    }
    let mut tiles = g.hands[seat].clone();
    tiles.sort();
    tiles.iter().flat_map(|t| g.stacks.expansions_of(*t)).collect()
}

/// Checks `p` for `seat`: the index of its tile in hand and the level it
/// lands on.
fn check(g: &Dominup, seat: Seat, p: &Placement) -> Result<(usize, u8), RuleError<Refusal>> {
    let Some(turn) = g.turn else {
        return Err(RuleError::GameOver);
    };
    if turn != seat {
        return Err(RuleError::NotYourTurn);
    }
    let tile = p.tile();
    let Some(index) = g.hands[seat].iter().position(|t| *t == tile) else {
        return Err(RuleError::Illegal(Refusal::NotHeld(tile)));
    };
    let level = g.stacks.check(p).map_err(|m| RuleError::Illegal(m.into()))?;
    if level == 1
        && g.must_climb(seat)
        && let Some(&climb) = g.climbs(seat).first()
    {
        return Err(RuleError::Illegal(Refusal::MustClimb { climb }));
    }
    Ok((index, level))
}

/// Plays `p`: a climb keeps the turn, an expansion passes it on, and the
/// first to empty their hand ends the game.
pub(super) fn apply(g: &mut Dominup, seat: Seat, p: &Placement) -> Result<Vec<Event>, RuleError<Refusal>> {
    let (index, level) = check(g, seat, p)?;
    g.stacks.put(*p, level);
    g.hands[seat].remove(index);
    let mut events: Vec<Event> = vec![super::lines::laid(p, level).into()];
    let left = g.hands[seat].len();
    if left == 0 {
        g.out = Some(seat);
        g.turn = None;
        events.push(super::lines::out(g.misere).into());
    } else if level == 1 {
        g.turn = Some((seat + 1) % g.seats());
    } else {
        // Whether another climb follows is the hand's secret until the
        // next action shows it.
        events.push(super::lines::plays_on(left).into());
    }
    Ok(events)
}

/// The first out wins and the others rank by tiles left; in misère the
/// first out loses and everyone else shares first place.
pub(super) fn outcome(g: &Dominup) -> Option<Outcome> {
    let out = g.out?;
    let rows: Vec<(Seat, i64, (u8, usize))> = (0..g.seats())
        .map(|s| {
            let left = g.hands[s].len();
            let key = match (g.misere, s == out) {
                (false, true) => (0, 0),
                (false, false) => (1, left),
                // Misère: the first out loses and everyone else shares first place.
                (true, true) => (1, 0),
                (true, false) => (0, 0),
            };
            (s, left as i64, key)
        })
        .collect();
    Some(Outcome::ranked(&rows, super::lines::summary(g.misere)))
}
