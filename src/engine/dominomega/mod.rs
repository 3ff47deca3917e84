//! Dominomega (seed 003): three players own the pip, the small circle and
//! the big circle. Each holds one hidden tile, lays it touching the layout
//! and draws again. When all 36 tiles are down, a player's score is the
//! product of the sizes of the connected groups of half-squares showing
//! their ring. Highest wins; equal scores share a place. The two-player
//! variant leaves out the small circle.

use super::common::grid::group_sizes;
use super::common::hidden::{standing, unseen_pool};
use super::common::laying::{self, OneTileLaying};
use super::common::placement::NotationError;
use super::common::placement::Placement;
use super::common::tiles::{Ring, Tile, double_seven};
use super::view::{GameView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// Dominomega, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominomega",
    name: "Dominomega",
    seats: Seats::new(2, 3, 3),
    variants: &[Variant {
        id: TWO_PLAYER,
        description: "two players: pip against big circle, no small circle",
        seats: Some(Seats::new(2, 2, 2)),
    }],
    rules: include_str!("../../../docs/rules/dominomega.md"),
    engine: Some(Engine::of::<Dominomega>()),
    hard: HardBudget::NONE,
};

pub const TWO_PLAYER: &str = "two-player";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominomega {
    /// The ring each seat scores with, in turn order.
    rings: Vec<Ring>,
    play: OneTileLaying,
}

/// The product of the sizes of the groups of half-squares showing `ring`
/// (1 while there are none: the empty product).
pub fn ring_score(play: &OneTileLaying, ring: Ring) -> i64 {
    group_sizes(play.board.cells(), |&n| ring.in_number(n))
        .into_iter()
        .map(|s| s as i64)
        .product()
}

impl Dominomega {
    pub fn ring(&self, seat: Seat) -> Option<Ring> {
        self.rings.get(seat).copied()
    }

    pub fn laying(&self) -> &OneTileLaying {
        &self.play
    }

    pub fn score(&self, seat: Seat) -> i64 {
        ring_score(&self.play, self.rings[seat])
    }
}

impl Game for Dominomega {
    type Action = Placement;
    type Refusal = laying::Refusal;
    type NotationError = NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
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

    fn seats(&self) -> usize {
        self.rings.len()
    }

    fn to_act(&self) -> ToAct {
        self.play.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        self.play.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<laying::Refusal>> {
        self.play.apply(seat, action)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let outcome = self.outcome();
        let seats = (0..self.seats())
            .map(|s| SeatView {
                role: self.rings[s].name().to_string(),
                ring: Some(self.rings[s]),
                score: Some(self.score(s).to_string()),
                detail: Some(format!("{} tile in hand", usize::from(self.play.hands[s].is_some()))),
                to_move: self.play.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            })
            .collect();
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => Some(PrivateView {
                seat: s,
                tiles: self.play.hands[s]
                    .map(|t| ("to play".to_string(), t))
                    .into_iter()
                    .collect(),
                notes: vec![
                    format!(
                        "You score with the {}: groups multiply, so many middle-sized groups beat one big one.",
                        self.rings[s].name()
                    )
                    .into(),
                ],
            }),
            _ => None,
        };
        GameView {
            title: if self.seats() == 2 {
                "Dominomega (two players)".to_string()
            } else {
                "Dominomega".to_string()
            },
            seats,
            board: self
                .play
                .grid_view(self.rings.iter().enumerate().map(|(s, r)| (*r, s)).collect()),
            notes: vec![self.play.count_note().into()],
            private,
            finished: self.play.turn.is_none(),
        }
    }

    fn notation(&self, action: &Placement) -> String {
        action.notation()
    }

    fn describe(&self, action: &Placement) -> String {
        action.describe()
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Placement, NotationError> {
        self.play.parse(text)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.play.turn.is_some() {
            return None;
        }
        let rows: Vec<(Seat, i64, i64)> = (0..self.seats())
            .map(|s| {
                let score = self.score(s);
                (s, score, -score)
            })
            .collect();
        Some(Outcome::ranked(&rows, "highest product of group sizes wins"))
    }

    fn unseen(&self) -> usize {
        self.play.supply.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out = self.play.tiles_in_hand();
        out.extend(self.play.supply.iter().copied());
        out
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        let mut seen: Vec<Tile> = self.play.board.tiles().collect();
        seen.extend(self.play.hands.get(seat).copied().flatten());
        let mut pool = unseen_pool(double_seven(), seen, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            if self.play.hands[s].is_some() {
                g.play.hands[s] = pool.pop();
            }
        }
        g.play.supply = pool;
        g
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // Scores multiply group sizes: compare their logarithms.
        let value = |s: Seat| (self.score(s) as f64).ln();
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 1.0)
    }
}

#[cfg(test)]
mod tests;
