//! Actions and their text: `buy 2` (a market slot by its cost), `draw`
//! (the bone pile), `stop` (keep the last domino), or a placement
//! `A-B X,Y D` as on every open-grid game.

use super::Euronimoes;
use super::rules::area::Area;
use super::rules::market::{SLOTS, slot_of_cost};
use crate::Seat;
use crate::common::placement::{self, Placement};
use crate::common::tiles::Tile;
use crate::event::{Line, counted, shown};
use crate::said;

/// How to name a market slot, for the refusals that need an example.
const SLOT_HINT: &str =
    "say which slot by its cost: `buy -1`, `buy 0`, `buy 1`, `buy 2` or `buy 3` (or name the domino, e.g. `buy 3-5`)";

/// Why a text does not read as a Euronimoes action; the text is the
/// player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A cost that no slot has.
    #[error("there is no {0} slot: {SLOT_HINT}")]
    NoSlot(i8),
    /// Neither a cost nor a domino after `buy`.
    #[error("which domino? {SLOT_HINT}")]
    WhichDomino,
    #[error("{0} is not in the market: {SLOT_HINT}")]
    NotInMarket(Tile),
    /// The domino named lies in several slots, with these costs.
    #[error("{tile} lies in more than one slot: say which, {}", buy_words(.costs))]
    SeveralSlots { tile: Tile, costs: Vec<i8> },
    #[error(transparent)]
    Placement(#[from] placement::NotationError),
}

/// "`buy 1` or `buy 2`".
fn buy_words(costs: &[i8]) -> String {
    let words: Vec<String> = costs.iter().map(|c| format!("`buy {c}`")).collect();
    words.join(" or ")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Buy the tile in market slot `0..SLOTS` (costing `COSTS[slot]`).
    Buy(usize),
    /// Draw the top tile of the bone pile.
    Draw,
    /// Play a domino into your own area.
    Place(Placement),
    /// Keep your last domino and finish (only once nothing is left to draw).
    Stop,
}

impl Action {
    /// The canonical text.
    pub fn notation(&self) -> String {
        match self {
            Action::Buy(slot) => format!("buy {}", Euronimoes::cost(*slot)),
            Action::Draw => "draw".to_string(),
            Action::Place(p) => p.notation(),
            Action::Stop => "stop".to_string(),
        }
    }
}

impl Euronimoes {
    /// What `action` does, in words, for the list of choices.
    pub(super) fn describe_action(&self, action: &Action) -> crate::Line {
        match action {
            Action::Buy(slot) => self.describe_buy(*slot),
            Action::Draw => match self.gets_no_chip() {
                true => said!(
                    "action-euro-draw-no-chip",
                    "draw from the bone pile (no chip: you already hold all four)"
                ),
                false => said!("action-euro-draw", "draw from the bone pile and receive a chip"),
            },
            Action::Place(p) => {
                let level = self
                    .turn
                    .and_then(|(s, _)| self.areas.get(s))
                    .and_then(|a| a.check(p).ok())
                    .unwrap_or(1);
                if level > 1 {
                    said!("action-euro-stack", "stack on level ", level => level, ": ", p.describe() => placement)
                } else {
                    p.describe()
                }
            }
            Action::Stop => said!("action-euro-stop", "keep your last domino and finish"),
        }
    }

    fn describe_buy(&self, slot: usize) -> crate::Line {
        let tile = match self.market.slots().get(slot).copied().flatten() {
            Some(t) => Line::from(shown(t).0),
            None => said!("action-euro-nothing", "nothing"),
        };
        match Self::cost(slot) {
            c if c < 0 && self.gets_no_chip() => said!(
                "action-euro-take-no-chip",
                "take ", tile => tile, " (no chip: you already hold all four)"
            ),
            c if c < 0 => said!("action-euro-take-chip", "take ", tile => tile, " and receive a chip"),
            0 => said!("action-euro-take-free", "take ", tile => tile, " for free"),
            c => said!(
                "action-euro-buy",
                "buy ", tile => tile, " for ", counted(i64::from(c), "chip", "chips") => chips
            ),
        }
    }

    /// Whether the seat to act already holds every chip, so taking the -1
    /// domino or drawing pays it none.
    fn gets_no_chip(&self) -> bool {
        matches!(self.turn, Some((s, _)) if self.chips.in_bank(s) == 0)
    }

    /// Reads `buy 2` (the slot's cost), `buy 3-5` (the domino), `draw`,
    /// `stop`, or a placement `A-B X,Y D`.
    pub(super) fn read(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let lower = text.trim().to_lowercase();
        let first_word = lower.split_whitespace().next().unwrap_or("");
        match first_word {
            "draw" | "pile" | "bonepile" | "boneyard" if !lower.chars().any(|c| c.is_ascii_digit()) => {
                return Ok(Action::Draw);
            }
            "stop" | "keep" | "done" | "finish" => return Ok(Action::Stop),
            "buy" | "take" | "market" | "slot" => {
                return self.parse_buy(lower.trim_start_matches(first_word));
            }
            _ => {}
        }
        if lower.contains("bone pile") {
            return Ok(Action::Draw);
        }
        // A lone cost (`2`, `-1`) names a market slot; `36` is a domino.
        if let Some(cost) = lower.parse::<i8>().ok().filter(|c| slot_of_cost(*c).is_some()) {
            return self.parse_buy(&cost.to_string());
        }
        let first_move = self.areas.get(seat).is_none_or(Area::is_empty);
        Ok(Action::Place(Placement::parse(text, first_move)?))
    }

    /// Reads the slot (by its cost) or the domino after `buy`.
    fn parse_buy(&self, rest: &str) -> Result<Action, NotationError> {
        let rest = rest
            .trim()
            .trim_start_matches(|c: char| c.is_alphabetic() || c == ' ' || c == ':')
            .trim();
        if let Ok(cost) = rest.parse::<i8>() {
            return slot_of_cost(cost).map(Action::Buy).ok_or(NotationError::NoSlot(cost));
        }
        let digits: Vec<u8> = rest.chars().filter_map(|c| c.to_digit(10)).map(|d| d as u8).collect();
        let [a, b] = digits[..] else {
            return Err(NotationError::WhichDomino);
        };
        let tile = Tile::new(a, b);
        let slots: Vec<usize> = (0..SLOTS).filter(|&i| self.market.slots()[i] == Some(tile)).collect();
        match slots[..] {
            [slot] => Ok(Action::Buy(slot)),
            [] => Err(NotationError::NotInMarket(tile)),
            _ => Err(NotationError::SeveralSlots {
                tile,
                costs: slots.iter().map(|&s| Self::cost(s)).collect(),
            }),
        }
    }
}
