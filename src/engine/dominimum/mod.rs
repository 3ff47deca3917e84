//! Dominimum (seed 003): 2 to 4 players each keep a secret mission tile and
//! hold one playing tile. Tiles go down touching the layout; at the end each
//! player multiplies the sizes of the largest groups of their mission's two
//! numbers. Lowest wins; a tie goes to whoever laid their final tile first.

mod inference;

use super::common::board::Board;
use super::common::grid::{Cell, group_sizes};
use super::common::hidden::{deal_one, standing, unseen_pool};
use super::common::laying::{self, OneTileLaying};
use super::common::placement::NotationError;
use super::common::placement::Placement;
use super::common::tiles::{Tile, double_seven};
use super::view::{GameView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use rustc_hash::FxHashSet as HashSet;
use serde::{Deserialize, Serialize};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats};

/// Dominimum, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "dominimum",
    name: "Dominimum",
    seats: Seats::new(2, 4, 2),
    variants: &[],
    rules: include_str!("../../../docs/rules/dominimum.md"),
    engine: Some(Engine::of::<Dominimum>()),
    hard: HardBudget::NONE,
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dominimum {
    missions: Vec<Tile>,
    play: OneTileLaying,
    /// What the placements so far say about each seat's mission, worked out
    /// once per position (a search imagines a thousand tables from it).
    #[serde(skip)]
    inferred: Inferred,
}

/// Per seat, the weight of each non-double tile as its mission (see
/// [`inference`]), with the number of tiles on the table they were worked
/// out for. Not part of the game: it is skipped when saving and equal in
/// every comparison.
#[derive(Clone, Debug, Default)]
struct Inferred(std::sync::OnceLock<(usize, Vec<Vec<f64>>)>);

impl PartialEq for Inferred {
    fn eq(&self, _: &Inferred) -> bool {
        true
    }
}

/// The non-double tiles, which are the possible missions, in order.
fn possible_missions() -> Vec<Tile> {
    double_seven().into_iter().filter(|t| !t.is_double()).collect()
}

/// What a mission pays on a table with these largest groups, on the scale
/// the heuristic uses: the logarithms of one more than the two group sizes
/// (so 2 x 3 against 4 x 6 counts like 4 x 6 against 8 x 12, and an absent
/// number stays finite).
fn mission_cost(largest: &[usize; 8], m: Tile) -> f64 {
    let size = |n: u8| largest.get(usize::from(n)).copied().unwrap_or(0) as f64;
    (1.0 + size(m.lo)).ln() + (1.0 + size(m.hi)).ln()
}

/// Size of the largest orthogonally connected group of half-squares showing
/// exactly `number` (0 if the number is nowhere on the table).
pub fn largest_group(play: &OneTileLaying, number: u8) -> usize {
    group_sizes(play.board.cells(), |&n| n == number)
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// The size of the largest group of each number 0 to 7, in one pass over
/// the table (what the heuristic needs for every seat at once).
fn largest_groups(board: &Board) -> [usize; 8] {
    let cells = board.cells();
    let mut seen: HashSet<Cell> = HashSet::with_capacity_and_hasher(cells.len(), Default::default());
    let mut largest = [0; 8];
    for (&start, &n) in cells {
        if !seen.insert(start) {
            continue;
        }
        let mut group = vec![start];
        let mut i = 0;
        while i < group.len() {
            for next in group[i].neighbours() {
                if cells.get(&next) == Some(&n) && seen.insert(next) {
                    group.push(next);
                }
            }
            i += 1;
        }
        if let Some(l) = largest.get_mut(usize::from(n)) {
            *l = (*l).max(group.len());
        }
    }
    largest
}

impl Dominimum {
    pub fn mission(&self, seat: Seat) -> Option<Tile> {
        self.missions.get(seat).copied()
    }

    pub fn laying(&self) -> &OneTileLaying {
        &self.play
    }

    /// The score of a mission tile on the current layout, with its factors.
    pub fn score_of(&self, mission: Tile) -> (usize, usize, i64) {
        let a = largest_group(&self.play, mission.lo);
        let b = largest_group(&self.play, mission.hi);
        (a, b, (a * b) as i64)
    }

    fn score_text(&self, mission: Tile) -> String {
        let (a, b, s) = self.score_of(mission);
        format!("{a} x {b} = {s}")
    }

    /// Builds a position directly, for tests of the seed's examples.
    #[cfg(test)]
    pub(crate) fn from_parts(missions: Vec<Tile>, play: OneTileLaying) -> Dominimum {
        Dominimum {
            missions,
            play,
            inferred: Inferred::default(),
        }
    }

    /// Per seat, the weights of [`possible_missions`] as its mission given
    /// its placements so far; worked out once per position.
    fn mission_weights(&self) -> Vec<Vec<f64>> {
        let laid = self.play.board.placements();
        let work = || {
            let candidates = possible_missions();
            (0..self.seats())
                .map(|s| inference::mission_weights(laid, self.seats(), s, &candidates))
                .collect::<Vec<_>>()
        };
        match self.inferred.0.get_or_init(|| (laid.len(), work())) {
            (n, weights) if *n == laid.len() => weights.clone(),
            _ => work(),
        }
    }

    /// Deals the hidden tiles for `seat`; missions of the other seats are
    /// drawn by `weights` (per seat, over [`possible_missions`]) when given.
    fn deal_hidden(&self, seat: Seat, weights: Option<&[Vec<f64>]>, rng: &mut GameRng) -> Dominimum {
        let mut g = self.clone();
        if self.play.turn.is_none() {
            // Missions are revealed at the end and nothing else is hidden.
            return g;
        }
        let mut seen: Vec<Tile> = self.play.board.tiles().collect();
        seen.extend(self.missions.get(seat));
        seen.extend(self.play.hands.get(seat).copied().flatten());
        let mut pool = unseen_pool(double_seven(), seen, rng);
        let candidates = possible_missions();
        for s in (0..self.seats()).filter(|&s| s != seat) {
            // A double drawn as a mission goes back: missions never are.
            let weighed = weights.and_then(|w| w.get(s)).and_then(|w| {
                let weight = |t: &Tile| candidates.binary_search(t).map_or(0.0, |i| w[i]);
                inference::draw_weighted(&mut pool, |t| !t.is_double(), weight, rng)
            });
            if let Some(m) = weighed.or_else(|| deal_one(&mut pool, |t| !t.is_double())) {
                g.missions[s] = m;
            }
        }
        for s in (0..self.seats()).filter(|&s| s != seat) {
            if self.play.hands[s].is_some() {
                g.play.hands[s] = pool.pop();
            }
        }
        g.play.supply = pool;
        g
    }
}

impl Game for Dominimum {
    type Action = Placement;
    type Refusal = laying::Refusal;
    type NotationError = NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Dominimum", seats, 2, 4)?;
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

    fn seats(&self) -> usize {
        self.missions.len()
    }

    fn to_act(&self) -> ToAct {
        self.play.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        self.play.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Placement, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError<laying::Refusal>> {
        let mut events = self.play.apply(seat, action)?;
        self.inferred = Inferred::default();
        if self.play.turn.is_none() {
            events.push("the last tile is down: missions are revealed".into());
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let finished = self.play.turn.is_none();
        let outcome = self.outcome();
        let seats = (0..self.seats())
            .map(|s| {
                let held = usize::from(self.play.hands[s].is_some());
                SeatView {
                    role: format!("seat {}", s + 1),
                    ring: None,
                    score: finished.then(|| self.score_text(self.missions[s])),
                    detail: Some(if finished {
                        format!("mission {}", self.missions[s])
                    } else {
                        format!("{held} tile in hand, mission hidden")
                    }),
                    to_move: self.play.turn == Some(s),
                    rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
                }
            })
            .collect();
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => {
                let mut tiles = vec![("mission".to_string(), self.missions[s])];
                if let Some(t) = self.play.hands[s] {
                    tiles.push(("to play".to_string(), t));
                }
                Some(PrivateView {
                    seat: s,
                    tiles,
                    notes: vec![
                        format!(
                            "Your mission {} scores {} on the table as it stands (lower is better).",
                            self.missions[s],
                            self.score_text(self.missions[s])
                        )
                        .into(),
                    ],
                })
            }
            _ => None,
        };
        GameView {
            title: "Dominimum".to_string(),
            seats,
            board: self.play.grid_view(Vec::new()),
            notes: vec![self.play.count_note().into()],
            private,
            finished,
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
        let rows: Vec<(Seat, i64, (i64, usize))> = (0..self.seats())
            .map(|s| {
                let score = self.score_of(self.missions[s]).2;
                (s, score, (score, self.play.last_placed[s].unwrap_or(usize::MAX)))
            })
            .collect();
        Some(Outcome::ranked(
            &rows,
            "lowest score wins; a tie goes to whoever laid their final tile first",
        ))
    }

    fn unseen(&self) -> usize {
        self.play.supply.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out = self.play.tiles_in_hand();
        out.extend(self.play.supply.iter().copied());
        if self.play.turn.is_some() {
            out.extend(self.missions.iter().copied());
        }
        out
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.deal_hidden(seat, None, rng)
    }

    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Self {
        if self.play.turn.is_none() {
            return self.clone();
        }
        self.deal_hidden(seat, Some(&self.mission_weights()), rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // Lower products win; logarithms make 2 x 3 against 4 x 6 count
        // like 4 x 6 against 8 x 12, and keep an absent number (0) finite.
        let largest = largest_groups(&self.play.board);
        let value = |m: Tile| -mission_cost(&largest, m);
        let Some(&mine) = self.missions.get(seat) else {
            return 0.5;
        };
        let others: Vec<f64> = (0..self.seats())
            .filter(|&s| s != seat)
            .map(|s| value(self.missions[s]))
            .collect();
        standing(value(mine), &others, 0.4)
    }
}

#[cfg(test)]
mod tests;
