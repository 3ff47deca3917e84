//! Dominup (seed 003): 2 to 4 players share out all 36 tiles. The holder
//! of 7-7 opens with it; then on each turn you must climb while any of your
//! tiles can (onto two equally high stacks of two different tiles, numbers
//! matching), and then lay one tile on the table next to the layout. The
//! first to empty their hand wins (in the misère variant, loses).

use super::common::grid::Cell;
use super::common::grid::Dir;
use super::common::hidden::{deal, standing, unseen_pool};
use super::common::placement::Placement;
use super::common::stacks::Stacks;
use super::common::tiles::{Tile, double_seven};
use super::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use crate::engine::common::words::plural;
use serde::{Deserialize, Serialize};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// Dominup, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominup",
    name: "Dominup",
    seats: Seats::new(2, 4, 2),
    variants: &[Variant {
        id: MISERE,
        description: "misère: the first to run out of tiles loses",
        seats: None,
    }],
    rules: include_str!("../../../docs/rules/dominup.md"),
    engine: Some(Engine::of::<Dominup>()),
    hard: HardBudget::NONE,
};

pub const MISERE: &str = "misere";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominup {
    hands: Vec<Vec<Tile>>,
    stacks: Stacks,
    /// `None` once someone has emptied their hand.
    turn: Option<Seat>,
    /// The seat that went out first.
    out: Option<Seat>,
    misere: bool,
}

impl Dominup {
    /// The climbs `seat` could make now with any tile in hand.
    fn climbs(&self, seat: Seat) -> Vec<Placement> {
        let mut tiles = self.hands[seat].clone();
        tiles.sort();
        tiles.iter().flat_map(|t| self.stacks.climbs_of(*t)).collect()
    }

    fn must_climb(&self, seat: Seat) -> bool {
        self.hands[seat].iter().any(|t| !self.stacks.climbs_of(*t).is_empty())
    }

    pub fn hand(&self, seat: Seat) -> &[Tile] {
        &self.hands[seat]
    }
}

impl Game for Dominup {
    type Action = Placement;
    type Refusal = String;
    type NotationError = ParseError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Dominup", seats, 2, 4)?;
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

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        if self.turn != Some(seat) {
            return Vec::new();
        }
        let climbs = self.climbs(seat);
        if !climbs.is_empty() {
            return climbs;
        }
        let mut tiles = self.hands[seat].clone();
        tiles.sort();
        tiles.iter().flat_map(|t| self.stacks.expansions_of(*t)).collect()
    }

    fn apply(&mut self, seat: Seat, p: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let Some(turn) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        let tile = p.tile();
        let Some(index) = self.hands[seat].iter().position(|t| *t == tile) else {
            return Err(RuleError::Illegal(format!(
                "you do not hold {tile}; see your tiles with /hand"
            )));
        };
        let level = self.stacks.check(p).map_err(|m| RuleError::Illegal(m.to_string()))?;
        if level == 1 && self.must_climb(seat) {
            let example = self.climbs(seat).first().map(|c| c.notation()).unwrap_or_default();
            return Err(RuleError::Illegal(format!(
                "you must climb while any of your tiles can, e.g. `{example}`; /move lists every climb"
            )));
        }
        self.stacks.put(*p, level);
        self.hands[seat].remove(index);
        let mut events: Vec<Event> = vec![if level == 1 {
            format!("expanded with {}: {}", p.notation(), p.describe()).into()
        } else {
            format!("climbed to level {level} with {}: {}", p.notation(), p.describe()).into()
        }];
        let left = self.hands[seat].len();
        if left == 0 {
            self.out = Some(seat);
            self.turn = None;
            events.push(if self.misere {
                "ran out of tiles first and so loses (misère)".into()
            } else {
                "ran out of tiles and wins".into()
            });
        } else if level == 1 {
            self.turn = Some((seat + 1) % self.seats());
        } else {
            // Whether another climb follows is the hand's secret until the
            // next action shows it.
            events.push(
                format!(
                    "plays on: climbs while any tile can, then lays one ({} left)",
                    plural(left as i64, "tile", "tiles")
                )
                .into(),
            );
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let outcome = self.outcome();
        let seats = (0..self.seats())
            .map(|s| SeatView {
                role: format!("seat {}", s + 1),
                ring: None,
                score: Some(format!("{} left", self.hands[s].len())),
                // Whether the seat to act can climb depends on its hand, so
                // only its own private view says so.
                detail: (self.turn == Some(s)).then(|| "to act".to_string()),
                to_move: self.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            })
            .collect();
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => {
                let mut notes = vec![format!(
                    "{} in hand. Climbs come first: while any of your tiles can climb, you must.",
                    plural(self.hands[s].len() as i64, "tile", "tiles")
                )];
                if self.turn == Some(s) {
                    notes.push(if self.must_climb(s) {
                        "Your turn: you must climb now.".to_string()
                    } else {
                        "Your turn: no tile can climb, so lay one on the table.".to_string()
                    });
                }
                Some(PrivateView::hand(s, &self.hands[s], notes))
            }
            _ => None,
        };
        let tiles: Vec<_> = self.stacks.placements().iter().map(|(p, _)| p.cells()).collect();
        let max_level = self.stacks.placements().iter().map(|(_, l)| *l).max().unwrap_or(1);
        GameView {
            title: if self.misere {
                "Dominup (misère)".to_string()
            } else {
                "Dominup".to_string()
            },
            seats,
            board: BoardView::BinaryGrid(GridView {
                last: tiles.len().checked_sub(1),
                tiles,
                ring_owners: Vec::new(),
                levels: self.stacks.placements().iter().map(|(_, l)| *l).collect(),
                labels: Vec::new(),
                hide_axes: false,
                lowest_row: None,
            }),
            notes: vec![
                format!(
                    "{} down, highest stack {max_level}; a number on a tile is its level",
                    plural(self.stacks.placements().len() as i64, "tile", "tiles")
                )
                .into(),
            ],
            private,
            finished: self.turn.is_none(),
        }
    }

    fn notation(&self, action: &Placement) -> String {
        action.notation()
    }

    fn describe(&self, action: &Placement) -> String {
        match self.stacks.check(action) {
            Ok(level) if level > 1 => format!("climb to level {level}: {}", action.describe()),
            _ => format!("table: {}", action.describe()),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Placement, ParseError> {
        Placement::parse(text, false).map_err(Into::into)
    }

    fn outcome(&self) -> Option<Outcome> {
        let out = self.out?;
        let rows: Vec<(Seat, i64, (u8, usize))> = (0..self.seats())
            .map(|s| {
                let left = self.hands[s].len();
                let key = match (self.misere, s == out) {
                    (false, true) => (0, 0),
                    (false, false) => (1, left),
                    // Misère: the first out loses and everyone else shares first place.
                    (true, true) => (1, 0),
                    (true, false) => (0, 0),
                };
                (s, left as i64, key)
            })
            .collect();
        let summary = if self.misere {
            "misère: the first to run out of tiles loses".to_string()
        } else {
            "the first to run out of tiles wins; the others rank by fewest tiles left".to_string()
        };
        Some(Outcome::ranked(&rows, summary))
    }

    fn unseen(&self) -> usize {
        // Every tile is dealt at the start: nothing stays face down.
        0
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        self.hands.iter().flatten().copied().collect()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        let mut seen: Vec<Tile> = self.stacks.tiles().collect();
        seen.extend(self.hands.get(seat).into_iter().flatten());
        let mut pool = unseen_pool(double_seven(), seen, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            g.hands[s] = deal(&mut pool, self.hands[s].len());
        }
        g
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // Fewer tiles is better (the other way round in misère), and a tile
        // that can climb now leaves the hand without ending the turn.
        let can_climb = self.stacks.climbable_tiles();
        let value = |s: Seat| {
            let climbable = self.hands[s]
                .iter()
                .filter(|t| can_climb.binary_search(t).is_ok())
                .count();
            let v = self.hands[s].len() as f64 - 0.5 * climbable as f64;
            if self.misere { v } else { -v }
        };
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 1.5)
    }
}

#[cfg(test)]
mod tests;
