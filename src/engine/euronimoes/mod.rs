//! Euronimoes (seed 002): 2 to 4 players each build their own area of
//! dominoes. A turn is two steps by the same seat: take a domino (buy it
//! from the five-slot market, paying chips, or draw it from the bone pile,
//! earning one), then play one domino from hand into your area. Columns
//! must form runs (neighbours one apart, never turning back); dominoes may
//! be stacked on two different dominoes of the same level. Once pile and
//! market are empty, everyone plays down to one domino, which they may
//! keep. The lowest score wins: each column run scores its smallest number
//! (a 6..0 bomb -3), each stacked domino minus its level, each chip -1.
//!
//! Modules: `area` (one player's grid and its placement rule), `market`
//! (slots, pile and chips), `scoring`.

mod area;
mod market;
mod scoring;
#[cfg(test)]
mod tests;

pub use area::Area;
pub use market::{COSTS, Chips, Market, SLOTS, slot_of_cost};
pub use scoring::{Score, column_scores, run_score, score};

use super::common::hidden::{deal, standing, unseen_pool};
use super::common::placement::Placement;
use super::common::tiles::{Tile, double_six};
use super::event::seat as seat_part;
use super::view::{AreaView, BoardView, EuronimoesView, GameView, GridView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use crate::engine::common::words::plural;
use crate::line;
use serde::{Deserialize, Serialize};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats};

/// Euronimoes, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "euronimoes",
    name: "Euronimoes",
    seats: Seats::new(2, 4, 2),
    variants: &[],
    rules: include_str!("../../../docs/rules/euronimoes.md"),
    engine: Some(Engine::of::<Euronimoes>()),
    hard: HardBudget::NONE,
};

/// Dominoes each player draws at the start.
pub const HAND: usize = 3;

const EXHAUSTED: &str =
    "the pile and the market are empty: no more drawing; everyone plays down to one domino, which they may keep";

/// The two steps of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Take a domino from the market or the bone pile.
    Draw,
    /// Play a domino from hand (or, at the very end, keep the last one).
    Play,
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Euronimoes {
    /// Hidden hands, one per seat.
    hands: Vec<Vec<Tile>>,
    /// Each seat's own playing area.
    areas: Vec<Area>,
    market: Market,
    chips: Chips,
    /// The seat that went first; turn order runs on from it.
    first: Seat,
    /// Whose turn it is and which step; `None` once everyone is finished.
    turn: Option<(Seat, Step)>,
    /// Seats that kept their last domino and left the game.
    stopped: Vec<bool>,
    /// The seat, and the index in its area, of the latest placement.
    last: Option<(Seat, usize)>,
}

/// The seat holding the largest domino (most pips); `rng` breaks ties.
pub fn first_player(hands: &[Vec<Tile>], rng: &mut GameRng) -> Seat {
    let largest: Vec<u32> = hands
        .iter()
        .map(|h| h.iter().map(|t| t.pips()).max().unwrap_or(0))
        .collect();
    let best = largest.iter().copied().max().unwrap_or(0);
    let tied: Vec<Seat> = (0..hands.len()).filter(|&s| largest[s] == best).collect();
    match tied.len() {
        0 => 0,
        1 => tied[0],
        n => tied[rng.below(n)],
    }
}

fn chips_word(n: i64) -> String {
    if n.abs() == 1 {
        format!("{n} chip")
    } else {
        format!("{n} chips")
    }
}

impl Euronimoes {
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        self.hands.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn area(&self, seat: Seat) -> Option<&Area> {
        self.areas.get(seat)
    }

    pub fn market(&self) -> &Market {
        &self.market
    }

    pub fn chips(&self) -> &Chips {
        &self.chips
    }

    pub fn first(&self) -> Seat {
        self.first
    }

    pub fn turn(&self) -> Option<(Seat, Step)> {
        self.turn
    }

    pub fn score_of(&self, seat: Seat) -> Score {
        match self.areas.get(seat) {
            Some(area) => score(area, self.chips.held(seat)),
            None => Score::default(),
        }
    }

    /// Where `seat` comes in turn order, counted from the first player.
    fn position(&self, seat: Seat) -> usize {
        let n = self.seats();
        (seat + n - self.first) % n
    }

    fn is_finished(&self, seat: Seat) -> bool {
        self.stopped.get(seat).copied().unwrap_or(true) || (self.market.is_exhausted() && self.hand(seat).is_empty())
    }

    fn may_stop(&self, seat: Seat) -> bool {
        self.market.is_exhausted() && self.hand(seat).len() == 1
    }

    /// The cost of market slot `slot` as the player pays it (0 for -1).
    fn cost(slot: usize) -> i8 {
        COSTS.get(slot).copied().unwrap_or(0)
    }

    fn describe_slot(slot: usize) -> String {
        format!("the {} slot", Self::cost(slot))
    }

    /// Buys the tile in `slot` for `seat`, or says why not (changing nothing).
    fn buy(&mut self, seat: Seat, slot: usize, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Some(tile) = self.market.slots().get(slot).copied() else {
            return Err(RuleError::Illegal(
                "the market's slots cost -1, 0, 1, 2 and 3 chips: say which, e.g. `buy 0`".to_string(),
            ));
        };
        let Some(tile) = tile else {
            return Err(RuleError::Illegal(format!(
                "{} is empty: the dominoes left in the market lie in the cheapest slots",
                Self::describe_slot(slot)
            )));
        };
        let cost = Self::cost(slot);
        let held = self.chips.held(seat);
        if i16::from(cost) > i16::from(held) {
            return Err(RuleError::Illegal(format!(
                "{tile} in {} costs {} and you have {}: choose a cheaper domino or `draw` from the pile",
                Self::describe_slot(slot),
                chips_word(i64::from(cost)),
                chips_word(i64::from(held))
            )));
        }
        let Some(taken) = self.market.buy(slot) else {
            return Err(RuleError::Illegal(format!("{} is empty", Self::describe_slot(slot))));
        };
        if cost > 0 {
            // Affordable, as checked above.
            self.chips.pay(seat, cost.unsigned_abs());
        }
        let mut line = match cost {
            c if c < 0 => {
                if self.chips.receive(seat) {
                    format!("took {tile} from the -1 slot and received a chip")
                } else {
                    format!("took {tile} from the -1 slot (no chip of their colour is left in the bank)")
                }
            }
            0 => format!("took {tile} from the 0 slot for free"),
            c => format!("bought {tile} from the {c} slot for {}", chips_word(i64::from(c))),
        };
        if slot + 1 < SLOTS && self.market.slots()[slot].is_some() {
            line.push_str("; the dearer dominoes slid one slot cheaper");
        }
        match taken.refill {
            Some(t) => line.push_str(&format!("; {t} was turned up from the pile into the 3 slot")),
            None if self.market.tiles_in_slots() > 0 => {
                line.push_str("; the pile is empty, so the 3 slot stays empty");
            }
            None => {}
        }
        events.push(line.into());
        self.hands[seat].push(tile);
        Ok(())
    }

    /// Draws from the bone pile for `seat`.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Some(taken) = self.market.draw() else {
            return Err(RuleError::Illegal(
                "the bone pile is empty: buy a domino from the market instead, e.g. `buy 0`".to_string(),
            ));
        };
        let chip = if self.chips.receive(seat) {
            "received a chip"
        } else {
            "received no chip (none of their colour is left in the bank)"
        };
        let moved = taken
            .refill
            .map(|t| format!("; {t} moved from the -1 slot to the 3 slot and the others slid one slot cheaper"))
            .unwrap_or_default();
        events.push(format!("drew from the bone pile and {chip}{moved}").into());
        self.hands[seat].push(taken.tile);
        Ok(())
    }

    /// Hands the turn to the next seat after `seat` that is still playing.
    /// A step with nothing to decide (taking the very last market domino)
    /// happens here and is reported.
    fn advance(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let n = self.seats();
        for i in 1..=n {
            let s = (seat + i) % n;
            if self.is_finished(s) {
                continue;
            }
            if self.market.is_exhausted() {
                self.turn = Some((s, Step::Play));
                return;
            }
            if self.market.pile().is_empty() && self.market.tiles_in_slots() == 1 {
                let mut taken = Vec::new();
                if self.buy(s, 0, &mut taken).is_ok() {
                    for took in taken {
                        events.push(line!(seat_part(s), " ", took.line, " (the last domino)").into());
                    }
                    events.push(EXHAUSTED.into());
                    self.turn = Some((s, Step::Play));
                    return;
                }
            }
            self.turn = Some((s, Step::Draw));
            return;
        }
        self.turn = None;
        events.push("everyone is finished: the game is over".into());
    }

    /// What the seat to act does now, for the public notes (the header
    /// shows who that is).
    fn step_words(&self, seat: Seat, step: Step) -> String {
        match step {
            Step::Draw => {
                "now: take a domino, from the market (`buy` and the slot's cost) or the bone pile (`draw`)".to_string()
            }
            Step::Play if self.may_stop(seat) => "now: play the last domino, or keep it (`stop`)".to_string(),
            Step::Play => "now: play a domino into one's own area".to_string(),
        }
    }

    fn private_notes(&self, seat: Seat) -> Vec<String> {
        let sc = self.score_of(seat);
        let mut notes = Vec::new();
        match self.turn {
            Some((s, Step::Draw)) if s == seat => notes.push(format!(
                "Your turn: take a domino. `draw` from the bone pile (you receive a chip), or buy from the market by its slot's cost: `buy -1` (you receive a chip), `buy 0` (free), `buy 1`, `buy 2`, `buy 3`. You hold {}.",
                chips_word(i64::from(self.chips.held(seat)))
            )),
            Some((s, Step::Play)) if s == seat => {
                let mut line = "Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked.".to_string();
                if self.may_stop(seat) {
                    line.push_str(" You may also keep this last domino: `stop`.");
                }
                notes.push(line);
            }
            _ => {}
        }
        notes.push(format!(
            "Your score now: {} (columns {}, levels {}, chips {}); lower is better.",
            sc.total(),
            sc.columns,
            sc.levels,
            sc.chips
        ));
        notes
    }

    fn describe_buy(&self, slot: usize) -> String {
        let tile = self
            .market
            .slots()
            .get(slot)
            .copied()
            .flatten()
            .map_or_else(|| "nothing".to_string(), |t| t.to_string());
        match Self::cost(slot) {
            c if c < 0 => format!("take {tile}{}", self.chip_words()),
            0 => format!("take {tile} for free"),
            c => format!("buy {tile} for {}", chips_word(i64::from(c))),
        }
    }

    /// Whether taking the -1 domino or drawing pays the seat to act a chip.
    fn chip_words(&self) -> &'static str {
        match self.turn {
            Some((s, _)) if self.chips.in_bank(s) == 0 => " (no chip: you already hold all four)",
            _ => " and receive a chip",
        }
    }

    fn parse_buy(&self, rest: &str) -> Result<Action, ParseError> {
        let rest = rest
            .trim()
            .trim_start_matches(|c: char| c.is_alphabetic() || c == ' ' || c == ':')
            .trim();
        let hint = "say which slot by its cost: `buy -1`, `buy 0`, `buy 1`, `buy 2` or `buy 3` (or name the domino, e.g. `buy 3-5`)";
        if let Ok(cost) = rest.parse::<i8>() {
            return slot_of_cost(cost)
                .map(Action::Buy)
                .ok_or_else(|| ParseError(format!("there is no {cost} slot: {hint}")));
        }
        let digits: Vec<u8> = rest.chars().filter_map(|c| c.to_digit(10)).map(|d| d as u8).collect();
        let [a, b] = digits[..] else {
            return Err(ParseError(format!("which domino? {hint}")));
        };
        let tile = Tile::new(a, b);
        let slots: Vec<usize> = (0..SLOTS).filter(|&i| self.market.slots()[i] == Some(tile)).collect();
        match slots[..] {
            [slot] => Ok(Action::Buy(slot)),
            [] => Err(ParseError(format!("{tile} is not in the market: {hint}"))),
            _ => {
                let costs: Vec<String> = slots.iter().map(|&s| format!("`buy {}`", Self::cost(s))).collect();
                Err(ParseError(format!(
                    "{tile} lies in more than one slot: say which, {}",
                    costs.join(" or ")
                )))
            }
        }
    }
}

impl Game for Euronimoes {
    type Action = Action;
    type Refusal = String;
    type NotationError = ParseError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Euronimoes", seats, 2, 4)?;
        options.no_variant("Euronimoes")?;
        // One set for two players, two sets for three or four.
        let mut pile = double_six();
        if seats > 2 {
            pile.extend(double_six());
        }
        rng.shuffle(&mut pile);
        let mut market = Market::deal(pile);
        let hands: Vec<Vec<Tile>> = (0..seats)
            .map(|_| (0..HAND).filter_map(|_| market.pop_pile()).collect())
            .collect();
        let first = first_player(&hands, rng);
        Ok(Euronimoes {
            hands,
            areas: vec![Area::default(); seats],
            market,
            chips: Chips::new(seats),
            first,
            turn: Some((first, Step::Draw)),
            stopped: vec![false; seats],
            last: None,
        })
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, |(s, _)| ToAct::Seat(s))
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some((turn, step)) = self.turn else {
            return Vec::new();
        };
        if turn != seat {
            return Vec::new();
        }
        match step {
            Step::Draw => {
                let held = self.chips.held(seat);
                let mut out: Vec<Action> = (0..SLOTS)
                    .filter(|&i| self.market.slots()[i].is_some() && i16::from(Self::cost(i)) <= i16::from(held))
                    .map(Action::Buy)
                    .collect();
                if !self.market.pile().is_empty() {
                    out.push(Action::Draw);
                }
                out
            }
            Step::Play => {
                let mut tiles = self.hand(seat).to_vec();
                tiles.sort();
                tiles.dedup();
                let mut out: Vec<Action> = match self.areas.get(seat) {
                    Some(area) => tiles
                        .iter()
                        .flat_map(|&t| area.placements_of(t))
                        .map(Action::Place)
                        .collect(),
                    None => Vec::new(),
                };
                if self.may_stop(seat) {
                    out.push(Action::Stop);
                }
                out
            }
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let Some((turn, step)) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        let mut events = Vec::new();
        let pile_before = self.market.pile().len();
        match (step, *action) {
            (Step::Draw, Action::Buy(_) | Action::Draw) => {
                match *action {
                    Action::Buy(slot) => self.buy(seat, slot, &mut events)?,
                    _ => self.draw(seat, &mut events)?,
                }
                if self.market.is_exhausted() {
                    events.push(EXHAUSTED.into());
                } else if pile_before > 0 && self.market.pile().is_empty() {
                    events.push("the bone pile is empty: the market's dominoes are all that is left".into());
                }
                self.turn = Some((seat, Step::Play));
            }
            (Step::Draw, _) => {
                return Err(RuleError::Illegal(
                    "first take a domino: `draw` from the bone pile, or buy one from the market by its slot's cost (`buy -1`, `buy 0`, ... `buy 3`)"
                        .to_string(),
                ));
            }
            (Step::Play, Action::Buy(_) | Action::Draw) => {
                return Err(RuleError::Illegal(if self.market.is_exhausted() {
                    "the pile and the market are empty, so there is no more drawing: play a domino from your hand"
                        .to_string()
                } else {
                    "you have taken your domino for this turn: now play one from your hand into your area".to_string()
                }));
            }
            (Step::Play, Action::Stop) => {
                if !self.may_stop(seat) {
                    return Err(RuleError::Illegal(
                        "you may keep a domino only at the very end, once the pile and the market are empty and you hold just one: play a domino".to_string(),
                    ));
                }
                self.stopped[seat] = true;
                events.push("keeps their last domino and is finished".into());
                self.advance(seat, &mut events);
            }
            (Step::Play, Action::Place(p)) => {
                let tile = p.tile();
                let Some(index) = self.hands[seat].iter().position(|t| *t == tile) else {
                    return Err(RuleError::Illegal(format!(
                        "you do not hold {tile}; see your dominoes with /hand"
                    )));
                };
                let level = self.areas[seat].check(&p).map_err(RuleError::Illegal)?;
                self.areas[seat].put(p, level);
                self.hands[seat].remove(index);
                self.last = Some((seat, self.areas[seat].placements().len() - 1));
                let total = self.score_of(seat).total();
                events.push(if level > 1 {
                    format!(
                        "played {} on level {level} ({} points); score now {total}",
                        p.notation(),
                        -i64::from(level)
                    )
                    .into()
                } else {
                    format!("played {}; score now {total}", p.notation()).into()
                });
                if self.market.is_exhausted() && self.hands[seat].is_empty() {
                    events.push("has played every domino and is finished".into());
                }
                self.advance(seat, &mut events);
            }
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let outcome = self.outcome();
        let seats = (0..self.seats())
            .map(|s| {
                let held = self.hand(s).len();
                let mut detail = format!("{held} in hand · {}", chips_word(i64::from(self.chips.held(s))));
                if self.stopped.get(s).copied().unwrap_or(false) {
                    detail.push_str(" · kept one, finished");
                } else if self.is_finished(s) {
                    detail.push_str(" · finished");
                }
                if s == self.first {
                    detail.push_str(" · went first");
                }
                SeatView {
                    role: format!("seat {}", s + 1),
                    ring: None,
                    score: Some(self.score_of(s).total().to_string()),
                    detail: Some(detail),
                    to_move: self.turn.is_some_and(|(t, _)| t == s),
                    rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
                }
            })
            .collect();
        let areas = self
            .areas
            .iter()
            .enumerate()
            .map(|(s, area)| {
                let tiles: Vec<_> = area.placements().iter().map(|(p, _)| p.cells()).collect();
                AreaView {
                    grid: GridView {
                        tiles,
                        last: self.last.filter(|(ls, _)| *ls == s).map(|(_, i)| i),
                        ring_owners: Vec::new(),
                        levels: area.placements().iter().map(|(_, l)| *l).collect(),
                        labels: Vec::new(),
                        hide_axes: false,
                        lowest_row: None,
                    },
                    chips: self.chips.held(s),
                    hand: self.hand(s).len(),
                    score: self.score_of(s).total(),
                    columns: column_scores(area),
                    finished: self.is_finished(s),
                }
            })
            .collect();
        let board = BoardView::Euronimoes(EuronimoesView {
            market: (0..SLOTS).map(|i| (COSTS[i], self.market.slots()[i])).collect(),
            pile: self.market.pile().len(),
            bank: (0..self.seats()).map(|s| self.chips.in_bank(s)).collect(),
            areas,
        });
        let notes = match self.turn {
            Some((s, step)) => vec![
                self.step_words(s, step).into(),
                format!(
                    "{} in the bone pile, {} in the market; the lowest score wins",
                    plural(self.market.pile().len() as i64, "domino", "dominoes"),
                    self.market.tiles_in_slots()
                )
                .into(),
            ],
            None => {
                vec!["game over: the lowest score wins; equal scores go to the player later in turn order".into()]
            }
        };
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => Some(PrivateView::hand(s, self.hand(s), self.private_notes(s))),
            _ => None,
        };
        GameView {
            title: "Euronimoes".to_string(),
            seats,
            board,
            notes,
            private,
            finished: self.turn.is_none(),
        }
    }

    fn notation(&self, action: &Action) -> String {
        match action {
            Action::Buy(slot) => format!("buy {}", Self::cost(*slot)),
            Action::Draw => "draw".to_string(),
            Action::Place(p) => p.notation(),
            Action::Stop => "stop".to_string(),
        }
    }

    fn describe(&self, action: &Action) -> String {
        match action {
            Action::Buy(slot) => self.describe_buy(*slot),
            Action::Draw => format!("draw from the bone pile{}", self.chip_words()),
            Action::Place(p) => {
                let level = self
                    .turn
                    .and_then(|(s, _)| self.areas.get(s))
                    .and_then(|a| a.check(p).ok())
                    .unwrap_or(1);
                if level > 1 {
                    format!("stack on level {level}: {}", p.describe())
                } else {
                    p.describe()
                }
            }
            Action::Stop => "keep your last domino and finish".to_string(),
        }
    }

    /// Reads `buy 2` (the slot's cost), `buy 3-5` (the domino), `draw`,
    /// `stop`, or a placement `A-B X,Y D`.
    fn parse(&self, seat: Seat, text: &str) -> Result<Action, ParseError> {
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
        Placement::parse(text, first_move).map(Action::Place).map_err(Into::into)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.turn.is_some() {
            return None;
        }
        let n = self.seats();
        // Equal scores go to the player later in turn order: ranks never tie.
        let rows: Vec<(Seat, i64, (i64, usize))> = (0..n)
            .map(|s| {
                let total = self.score_of(s).total();
                (s, total, (total, n - 1 - self.position(s)))
            })
            .collect();
        Some(Outcome::ranked(
            &rows,
            "lowest score wins; equal scores go to the player later in turn order".to_string(),
        ))
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out: Vec<Tile> = self.hands.iter().flatten().copied().collect();
        out.extend(self.market.pile());
        out
    }

    fn tile_copies(&self) -> usize {
        if self.seats() > 2 { 2 } else { 1 }
    }

    fn unseen(&self) -> usize {
        self.market.pile().len()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        // Everything face up: every area, the market, and the seat's hand.
        let mut seen: Vec<Tile> = self.areas.iter().flat_map(Area::tiles).collect();
        seen.extend(self.market.slots().iter().flatten());
        seen.extend(self.hand(seat));
        let mut set = Vec::new();
        for _ in 0..self.tile_copies() {
            set.extend(double_six());
        }
        let mut pool = unseen_pool(set, seen, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            g.hands[s] = deal(&mut pool, self.hands[s].len());
        }
        g.market.replace_pile(pool);
        g
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // The score so far (lower is better), and a little for dominoes
        // still to place: each can still open a low run or climb.
        let value = |s: Seat| -(self.score_of(s).total() as f64) + 0.3 * self.hand(s).len().min(3) as f64;
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 3.0)
    }
}
