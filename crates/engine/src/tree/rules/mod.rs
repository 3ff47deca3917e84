//! The Tree's rules: what a tile may rest on ([`Tree::check`], with the
//! typed [`Refusal`]), the setup and the outcome. Where tiles may lie now,
//! for move generation, is in [`slots`]; the turn flow (drawing, passing,
//! extra turns, rounds dealt again) in [`turn`].

pub mod slots;
pub mod turn;

use super::{End, SOLO, SlotCache, Tree};
use crate::common::grid::Cell;
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::event::Line;
use crate::tree::lines;
use crate::{Game, GameRng, Options, Outcome, Seat, SetupError, check_seats};
use turn::Lines;

/// Why a tile may not go where it was put; the text is the player's
/// sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Written standing up (N or S): every tile lies across.
    #[error("in The Tree every tile lies horizontally: write it with E, e.g. `{}-{} {} E`", .0.a, .0.b, .0.at)]
    Standing(Placement),
    #[error("you do not hold {0}; see your tiles with /hand")]
    NotHeld(Tile),
    #[error("{0} is already covered (it shows {1})")]
    Covered(Cell, u8),
    /// The `n` on `cell` would rest on the `m` on `below`.
    #[error(
        "the {n} on {cell} would rest on the {m} on {below}: it must show the rings of {m} plus exactly one more ({})",
        fitting_text(*.m)
    )]
    OnTop { cell: Cell, n: u8, below: Cell, m: u8 },
    /// The `n` on `cell` would lie under the `m` on `above`.
    #[error(
        "the {n} on {cell} would lie under the {m} on {above}: that {m} must show the rings of {n} plus exactly one more"
    )]
    Under { cell: Cell, n: u8, above: Cell, m: u8 },
    /// Neither half lies directly above a placed half.
    #[error(
        "{}-{} on {} and {} would not rest on the tree: at least one half must lie directly above a placed half",
        .0.a, .0.b, .0.at, .0.second()
    )]
    Floating(Placement),
}

/// Whether `upper` shows exactly the rings of `lower` plus one more.
pub const fn one_more(lower: u8, upper: u8) -> bool {
    upper & lower == lower && (upper ^ lower).count_ones() == 1
}

/// The numbers that may lie on `lower`, as text ("1, 2 or 4").
fn fitting_text(lower: u8) -> String {
    let fits: Vec<String> = (0..=7u8)
        .filter(|&u| one_more(lower, u))
        .map(|u| u.to_string())
        .collect();
    match fits.as_slice() {
        [] => "nothing (it already shows every ring)".to_string(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

impl Tree {
    /// Checks a placement against the tree. On success, says whether it
    /// earns an extra turn, and why (both halves rest on the tree, or a
    /// placed half rests on it). The refusal is data: its words are written
    /// only when someone reads them (move generation tries many candidates).
    pub fn check(&self, p: &Placement) -> Result<Option<ExtraTurn>, Refusal> {
        if !p.is_horizontal() {
            return Err(Refusal::Standing(*p));
        }
        for (cell, _) in p.cells() {
            if let Some(n) = self.board.number_at(cell) {
                return Err(Refusal::Covered(cell, n));
            }
        }
        let mut resting = 0;
        let mut covered = false;
        for (cell, n) in p.cells() {
            let below = Cell::new(cell.x, cell.y - 1);
            if let Some(m) = self.board.number_at(below) {
                if !one_more(m, n) {
                    return Err(Refusal::OnTop { cell, n, below, m });
                }
                resting += 1;
            }
            let above = Cell::new(cell.x, cell.y + 1);
            if let Some(m) = self.board.number_at(above) {
                if !one_more(n, m) {
                    return Err(Refusal::Under { cell, n, above, m });
                }
                covered = true;
            }
        }
        if resting == 0 {
            return Err(Refusal::Floating(*p));
        }
        Ok(if resting == 2 {
            Some(ExtraTurn::BothHalvesRest)
        } else if covered {
            Some(ExtraTurn::FitsUnder)
        } else {
            None
        })
    }
}

/// Why a placement earns an extra turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtraTurn {
    /// Both its halves rest on the tree.
    BothHalvesRest,
    /// A tile already placed rests on one of its halves.
    FitsUnder,
}

/// One to four seats (the patience, `solo`, is how one player asks for a
/// table of one); the first seat able to place starts.
pub(crate) fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Tree, SetupError> {
    check_seats("The Tree", seats, 1, 4)?;
    // The patience (`solo`) is how one player asks for a table of one.
    if options.flag("The Tree", SOLO)? && seats != 1 {
        return Err(SetupError(format!("the solo patience is for 1 player, not {seats}")));
    }
    let (board, hands, supply) = Tree::deal(seats, rng);
    let mut game = Tree {
        board,
        hands,
        supply,
        turn: None,
        end: None,
        extra: false,
        recent: Vec::new(),
        replays: 0,
        slots: SlotCache::default(),
    };
    game.begin_turn(0, false, rng, &mut Lines(Some(Vec::new())));
    Ok(game)
}

/// Alone: won or lost. Otherwise the first out wins and the others rank by
/// fewest tiles left; after too many stuck rounds everyone shares a place.
pub(crate) fn outcome(g: &Tree) -> Option<Outcome> {
    let end = g.end?;
    let n = g.seats();
    if n == 1 {
        let left = (g.tiles_left(0) + g.supply.len()) as i64;
        let summary = match end {
            End::Out(_) => lines::won_alone(),
            End::Blocked => lines::lost_alone(left),
        };
        return Some(Outcome::ranked(&[(0, left, 0)], summary));
    }
    // Key: 0 for the winner, else the tiles left (never 0 for a loser).
    let (rows, summary): (Vec<(Seat, i64, usize)>, Line) = match end {
        End::Out(out) => (
            (0..n)
                .map(|s| {
                    let left = g.tiles_left(s);
                    (s, left as i64, if s == out { 0 } else { left.max(1) })
                })
                .collect(),
            lines::first_out(out),
        ),
        // Nobody wins: every seat shares the same place.
        End::Blocked => (
            (0..n).map(|s| (s, g.tiles_left(s) as i64, 0)).collect(),
            lines::nobody_wins(),
        ),
    };
    Some(Outcome::ranked(&rows, summary))
}
