//! The rules of Euronimoes: the start, the two steps of a turn (take a
//! domino, then play one), the end and the outcome. `area` has one
//! player's grid with the column rule and stacking, `market` the five
//! slots, the bone pile and the chips, `scoring` the score.

pub mod area;
pub mod market;
pub mod scoring;

use super::notation::Action;
use super::{Euronimoes, HAND, Step};
use crate::common::placement::Placement;
use crate::common::tiles::{Tile, double_six};
use crate::euronimoes::lines;
use crate::{Event, Game, GameRng, Line, Options, Outcome, RuleError, Seat, SetupError, ToAct};
use area::{Area, Misfit};
use market::{COSTS, Chips, Market, SLOTS};

/// Why Euronimoes refuses an action; the text is the player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A market slot that does not exist.
    #[error("the market's slots cost -1, 0, 1, 2 and 3 chips: say which, e.g. `buy 0`")]
    NoSuchSlot,
    /// The slot with this cost holds no domino.
    #[error("the {0} slot is empty: the dominoes left in the market lie in the cheapest slots")]
    EmptySlot(i8),
    #[error(
        "{tile} in the {cost} slot costs {} and you have {}: choose a cheaper domino or `draw` from the pile",
        chips_word(i64::from(*.cost)), chips_word(i64::from(*.held))
    )]
    TooDear { tile: Tile, cost: i8, held: u8 },
    #[error("the bone pile is empty: buy a domino from the market instead, e.g. `buy 0`")]
    PileEmpty,
    /// A placement or `stop` before taking a domino.
    #[error(
        "first take a domino: `draw` from the bone pile, or buy one from the market by its slot's cost (`buy -1`, `buy 0`, ... `buy 3`)"
    )]
    TakeFirst,
    /// Taking a domino once pile and market are empty.
    #[error("the pile and the market are empty, so there is no more drawing: play a domino from your hand")]
    NothingToTake,
    /// Taking a second domino in one turn.
    #[error("you have taken your domino for this turn: now play one from your hand into your area")]
    AlreadyTaken,
    #[error(
        "you may keep a domino only at the very end, once the pile and the market are empty and you hold just one: play a domino"
    )]
    NotTheEnd,
    #[error("you do not hold {0}; see your dominoes with /hand")]
    NotHeld(Tile),
    #[error(transparent)]
    Area(#[from] Misfit),
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

pub(super) fn chips_word(n: i64) -> String {
    if n.abs() == 1 {
        format!("{n} chip")
    } else {
        format!("{n} chips")
    }
}

impl Euronimoes {
    /// A new game for `seats`: one set for two players, two sets for three
    /// or four; the holder of the largest domino begins.
    pub(super) fn start(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        crate::check_seats("Euronimoes", seats, 2, 4)?;
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

    /// Where `seat` comes in turn order, counted from the first player.
    pub(super) fn position(&self, seat: Seat) -> usize {
        let n = self.seats();
        (seat + n - self.first) % n
    }

    pub(super) fn is_finished(&self, seat: Seat) -> bool {
        self.stopped.get(seat).copied().unwrap_or(true) || (self.market.is_exhausted() && self.hand(seat).is_empty())
    }

    pub(super) fn may_stop(&self, seat: Seat) -> bool {
        self.market.is_exhausted() && self.hand(seat).len() == 1
    }

    /// The cost of market slot `slot` as the player pays it (0 for -1).
    pub(super) fn cost(slot: usize) -> i8 {
        COSTS.get(slot).copied().unwrap_or(0)
    }

    /// Buys the tile in `slot` for `seat`, or says why not (changing nothing).
    fn buy(&mut self, seat: Seat, slot: usize, events: &mut Vec<Event>) -> Result<(), RuleError<Refusal>> {
        let Some(tile) = self.market.slots().get(slot).copied() else {
            return Err(RuleError::Illegal(Refusal::NoSuchSlot));
        };
        let cost = Self::cost(slot);
        let Some(tile) = tile else {
            return Err(RuleError::Illegal(Refusal::EmptySlot(cost)));
        };
        let held = self.chips.held(seat);
        if i16::from(cost) > i16::from(held) {
            return Err(RuleError::Illegal(Refusal::TooDear { tile, cost, held }));
        }
        let Some(taken) = self.market.buy(slot) else {
            return Err(RuleError::Illegal(Refusal::EmptySlot(cost)));
        };
        if cost > 0 {
            // Affordable, as checked above.
            self.chips.pay(seat, cost.unsigned_abs());
        }
        // A -1 slot's chip is received now, if the bank has one.
        let chip = cost < 0 && self.chips.receive(seat);
        let mut said = vec![lines::bought(tile, cost, chip)];
        if slot + 1 < SLOTS && self.market.slots()[slot].is_some() {
            said.push(lines::slid());
        }
        match taken.refill {
            Some(t) => said.push(lines::turned_up(t)),
            None if self.market.tiles_in_slots() > 0 => said.push(lines::slot_stays_empty()),
            None => {}
        }
        events.push(Line::one_after_another(&said).into());
        self.hands[seat].push(tile);
        Ok(())
    }

    /// Draws from the bone pile for `seat`.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError<Refusal>> {
        let Some(taken) = self.market.draw() else {
            return Err(RuleError::Illegal(Refusal::PileEmpty));
        };
        let mut said = vec![lines::drew(self.chips.receive(seat))];
        said.extend(taken.refill.map(lines::moved));
        events.push(Line::one_after_another(&said).into());
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
                        // Its own note may end in brackets; the last
                        // domino is said first so none doubles them.
                        events.push(lines::last_domino(s).then(" ").then(took.line).into());
                    }
                    events.push(lines::exhausted().into());
                    self.turn = Some((s, Step::Play));
                    return;
                }
            }
            self.turn = Some((s, Step::Draw));
            return;
        }
        self.turn = None;
        events.push(lines::over().into());
    }

    pub(super) fn legal(&self, seat: Seat) -> Vec<Action> {
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

    /// Checks and applies `action` by `seat`; on error nothing changes.
    pub(super) fn act(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError<Refusal>> {
        let Some((turn, step)) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        let mut events = Vec::new();
        match (step, *action) {
            (Step::Draw, Action::Buy(_) | Action::Draw) => self.take(seat, action, &mut events)?,
            (Step::Draw, _) => return Err(RuleError::Illegal(Refusal::TakeFirst)),
            (Step::Play, Action::Buy(_) | Action::Draw) => {
                return Err(RuleError::Illegal(if self.market.is_exhausted() {
                    Refusal::NothingToTake
                } else {
                    Refusal::AlreadyTaken
                }));
            }
            (Step::Play, Action::Stop) => {
                if !self.may_stop(seat) {
                    return Err(RuleError::Illegal(Refusal::NotTheEnd));
                }
                self.stopped[seat] = true;
                events.push(lines::keeps().into());
                self.advance(seat, &mut events);
            }
            (Step::Play, Action::Place(p)) => self.place(seat, p, &mut events)?,
        }
        Ok(events)
    }

    /// The first step of a turn: buy from the market or draw from the pile;
    /// then the same seat plays.
    fn take(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<(), RuleError<Refusal>> {
        let pile_before = self.market.pile().len();
        match *action {
            Action::Buy(slot) => self.buy(seat, slot, events)?,
            _ => self.draw(seat, events)?,
        }
        if self.market.is_exhausted() {
            events.push(lines::exhausted().into());
        } else if pile_before > 0 && self.market.pile().is_empty() {
            events.push(lines::pile_empty().into());
        }
        self.turn = Some((seat, Step::Play));
        Ok(())
    }

    /// The second step: a domino from hand into the seat's own area.
    fn place(&mut self, seat: Seat, p: Placement, events: &mut Vec<Event>) -> Result<(), RuleError<Refusal>> {
        let tile = p.tile();
        let Some(index) = self.hands[seat].iter().position(|t| *t == tile) else {
            return Err(RuleError::Illegal(Refusal::NotHeld(tile)));
        };
        let level = self.areas[seat]
            .check(&p)
            .map_err(|m| RuleError::Illegal(Refusal::Area(m)))?;
        self.areas[seat].put(p, level);
        self.hands[seat].remove(index);
        self.last = Some((seat, self.areas[seat].placements().len() - 1));
        let total = self.score_of(seat).total();
        events.push(lines::played(&p.notation(), level, total).into());
        if self.market.is_exhausted() && self.hands[seat].is_empty() {
            events.push(lines::finished().into());
        }
        self.advance(seat, events);
        Ok(())
    }

    /// How the finished game came out, or `None` while it goes on.
    pub(super) fn outcome_of(&self) -> Option<Outcome> {
        if self.turn.is_some() {
            return None;
        }
        let n = self.seats();
        // Equal scores go to the player later in turn order (the smaller
        // second key): ranks never tie.
        let rows: Vec<(Seat, i64, (i64, usize))> = (0..n)
            .map(|s| {
                let total = self.score_of(s).total();
                (s, total, (total, n - self.position(s)))
            })
            .collect();
        Some(Outcome::ranked(&rows, lines::summary()))
    }

    /// Who acts now.
    pub(super) fn acting(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, |(s, _)| ToAct::Seat(s))
    }
}
