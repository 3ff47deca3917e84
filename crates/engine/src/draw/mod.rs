//! Draw dominoes, "as usual" in seed 003: the classic line game. Nine tiles
//! each from the double-seven set (seven each from double-six, a variant).
//! The highest double opens; a tile must match an open end of the line
//! (doubles do not branch); whoever cannot play draws from the boneyard
//! until they can, and passes once it is empty. First out wins; if nobody
//! can play, the lowest pip total in hand wins. The winner scores the pips
//! left in the other hands. A match (a variant) deals hand after hand
//! until someone has 100 points (`series`).
//!
//! Files: [`rules`] (the deal, the line, drawing and passing, the outcome,
//! the typed refusals; a match's scoring in `rules/series.rs`),
//! [`notation`] (the [`Play`] action, `3-6 L`), [`view`], [`bot`] (what the
//! table knows a hand lacks, determinizing, judging a position).

pub mod bot;
pub(crate) mod lines;
pub mod notation;
mod phrases;
#[cfg(any(test, feature = "testing"))]
pub(crate) use phrases::samples as phrase_samples;
pub mod rules;
pub mod view;

use super::common::tiles::Tile;
use super::view::{GameView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

pub const DOUBLE_SIX: &str = "double-six";
/// A match to [`TARGET`] points with the double-seven set.
pub const MATCH: &str = "match";
/// A match with the double-six set.
pub const DOUBLE_SIX_MATCH: &str = "double-six-match";

pub use notation::{End, NotationError, Play};
pub use rules::Refusal;
pub use rules::series::{Series, TARGET};

use crate::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// Draw dominoes, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "draw",
    name: "Draw dominoes",
    seats: Seats::new(2, 4, 2),
    variants: &[
        Variant {
            id: DOUBLE_SIX,
            name: "double-six",
            description: "the double-six set, 7 tiles each",
            seats: None,
        },
        Variant {
            id: MATCH,
            name: "match",
            description: "a match: hands follow one another until someone has 100 points",
            seats: None,
        },
        Variant {
            id: DOUBLE_SIX_MATCH,
            name: "double-six match",
            description: "a match to 100 points with the double-six set",
            seats: None,
        },
    ],
    typing: "a tile in either order (`56` or `6 5`), an end (`left`, `right`) or `draw`",
    rules: include_str!("../../../../docs/rules/draw.md"),
    engine: Some(Engine::of::<Draw>()),
    hard: HardBudget::NONE,
    group_of: crate::record::first_word,
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draw {
    hands: Vec<Vec<Tile>>,
    /// Face down; the next draw is the last element.
    boneyard: Vec<Tile>,
    /// The line from its left end to its right end, each tile written in
    /// the order it lies (left number, right number).
    line: Vec<(u8, u8)>,
    /// Index into `line` of the tile laid last.
    last: Option<usize>,
    turn: Option<Seat>,
    /// Set when someone goes out.
    out: Option<Seat>,
    /// Set when nobody can play any more.
    blocked: bool,
    double_six: bool,
    /// For each seat, the tiles its hand is publicly known not to hold (a
    /// bit per tile, [`Tile::bit`]): what everyone at a real table works out
    /// from who opened and from who had to draw or pass at which ends. The
    /// hard level imagines hands that respect it.
    #[serde(default)]
    lacks: Vec<u64>,
    /// A seat that just drew until it could play: the last tile it drew is
    /// its only one that fits, so once it plays, what it is known to lack
    /// becomes `after`. Until then it is known to lack nothing (the tile it
    /// must play may be one it was known to lack before drawing).
    #[serde(default)]
    drew: Option<Drew>,
    /// In a match, the points so far; `None` for a single hand.
    #[serde(default)]
    series: Option<Series>,
    /// How the hand began (who opened with what, who then had to draw or
    /// pass), for the picture until the next tile is laid: nobody chose
    /// these moves, so no post announces them as a player's.
    #[serde(default)]
    opening: Vec<Event>,
}

/// See [`Draw::drew`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Drew {
    seat: Seat,
    after: u64,
}

impl Draw {
    pub fn ends(&self) -> Option<(u8, u8)> {
        Some((self.line.first()?.0, self.line.last()?.1))
    }
}

impl Game for Draw {
    type Action = Play;
    type Refusal = rules::Refusal;
    type NotationError = notation::NotationError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        rules::setup(options, seats, rng)
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Play> {
        rules::legal(self, seat)
    }

    fn apply(&mut self, seat: Seat, play: &Play, rng: &mut GameRng) -> Result<Vec<Event>, RuleError<Refusal>> {
        rules::apply(self, seat, play, rng)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        view::view(self, viewer)
    }

    fn notation(&self, action: &Play) -> String {
        notation::notation(action)
    }

    fn describe(&self, action: &Play) -> crate::Line {
        notation::describe(action)
    }

    fn cells(&self, action: &Play) -> Vec<super::common::grid::Cell> {
        view::end_place(self, action).iter().map(|&(c, _)| c).collect()
    }

    fn numbers(&self, action: &Play) -> Vec<u8> {
        view::end_place(self, action).iter().map(|&(_, n)| n).collect()
    }

    /// The draw game's tiles are drawn with rings, the double-six too.
    fn face(&self, _seat: Seat, action: &Play) -> Option<crate::face::Face> {
        Some(crate::face::Face::Rings(action.tile))
    }

    /// Reads `3-6 L`, `36 right`, or just `3-6` when it fits one end only.
    fn parse(&self, seat: Seat, text: &str) -> Result<Play, NotationError> {
        notation::parse(self, seat, text)
    }

    fn outcome(&self) -> Option<Outcome> {
        rules::outcome(self)
    }

    fn unseen(&self) -> usize {
        self.boneyard.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out = self.boneyard.clone();
        if self.turn.is_some() {
            out.extend(self.hands.iter().flatten());
        }
        out
    }

    /// Who opened the first hand and who then had to draw (the same lines
    /// the picture shows until the next tile).
    fn setup_events(&self) -> Vec<Event> {
        self.opening.clone()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::determinize(self, seat, rng)
    }

    /// Hands dealt so that nobody holds a tile they are known to lack (see
    /// [`Draw::lacks`]); a plain deal if that cannot be done.
    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Self {
        bot::determinize_with_history(self, seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        bot::heuristic(self, seat)
    }
}

#[cfg(test)]
mod tests;
