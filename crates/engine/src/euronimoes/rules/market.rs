//! The market (five face-up slots costing -1, 0, 1, 2 and 3 chips), the
//! face-down bone pile behind it, and the chips: four of each player's
//! colour, shared between the player and the bank.

use crate::Seat;
use crate::common::tiles::Tile;
use serde::{Deserialize, Serialize};

/// The cost of each slot, cheapest first. A cost of -1 pays the buyer.
pub const COSTS: [i8; SLOTS] = [-1, 0, 1, 2, 3];
pub const SLOTS: usize = 5;

/// The slot with cost `cost`, if there is one.
pub fn slot_of_cost(cost: i8) -> Option<usize> {
    COSTS.iter().position(|&c| c == cost)
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Market {
    /// Slot `i` costs `COSTS[i]`. Tiles always fill the cheapest slots.
    slots: [Option<Tile>; SLOTS],
    /// Face down; the next draw is the last element. Never shown.
    pile: Vec<Tile>,
}

/// What a purchase or a draw did to the market, for the event lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub tile: Tile,
    /// The tile turned up from the pile into the dearest slot, if any.
    pub refill: Option<Tile>,
}

impl Market {
    /// Turns the top five tiles of `pile` face up.
    pub fn deal(mut pile: Vec<Tile>) -> Market {
        let slots = std::array::from_fn(|_| pile.pop());
        Market { slots, pile }
    }

    /// A market in a given state, for tests.
    #[cfg(test)]
    pub fn with(slots: [Option<Tile>; SLOTS], pile: Vec<Tile>) -> Market {
        Market { slots, pile }
    }

    pub fn slots(&self) -> &[Option<Tile>; SLOTS] {
        &self.slots
    }

    pub fn pile(&self) -> &[Tile] {
        &self.pile
    }

    /// The face-down pile dealt anew (a computer player's imagined table);
    /// the caller keeps the tiles conserved.
    pub fn replace_pile(&mut self, pile: Vec<Tile>) {
        self.pile = pile;
    }

    /// Takes one tile off the top of the pile for a hand (at setup).
    pub fn pop_pile(&mut self) -> Option<Tile> {
        self.pile.pop()
    }

    /// Neither the pile nor the market has a tile left: no more drawing.
    pub fn is_exhausted(&self) -> bool {
        self.pile.is_empty() && self.slots.iter().all(Option::is_none)
    }

    pub fn tiles_in_slots(&self) -> usize {
        self.slots.iter().flatten().count()
    }

    /// Buys the tile in `slot`: the dearer tiles slide one slot cheaper and
    /// the dearest slot is refilled from the pile if any is left.
    pub fn buy(&mut self, slot: usize) -> Option<Taken> {
        let tile = self.slots.get(slot).copied().flatten()?;
        for i in slot..SLOTS - 1 {
            self.slots[i] = self.slots[i + 1];
        }
        let refill = self.pile.pop();
        self.slots[SLOTS - 1] = refill;
        Some(Taken { tile, refill })
    }

    /// Draws the top tile of the pile; the -1 tile moves to the dearest
    /// slot and the others slide one slot cheaper. `refill` names the tile
    /// that moved.
    pub fn draw(&mut self) -> Option<Taken> {
        let tile = self.pile.pop()?;
        self.slots.rotate_left(1);
        Some(Taken {
            tile,
            refill: self.slots[SLOTS - 1],
        })
    }
}

/// Chips: each colour's four chips are split between its player and the
/// bank, so nobody can ever hold more than four.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chips {
    held: Vec<u8>,
    bank: Vec<u8>,
}

/// Chips of each colour in the game.
pub const CHIPS_PER_COLOUR: u8 = 4;
/// Chips each player starts with (the rest of the colour is in the bank).
pub const STARTING_CHIPS: u8 = 2;

impl Chips {
    pub fn new(seats: usize) -> Chips {
        Chips {
            held: vec![STARTING_CHIPS; seats],
            bank: vec![CHIPS_PER_COLOUR - STARTING_CHIPS; seats],
        }
    }

    pub fn held(&self, seat: Seat) -> u8 {
        self.held.get(seat).copied().unwrap_or(0)
    }

    pub fn in_bank(&self, seat: Seat) -> u8 {
        self.bank.get(seat).copied().unwrap_or(0)
    }

    /// Pays `n` chips to the bank, or returns false (changing nothing) if
    /// `seat` holds fewer.
    pub fn pay(&mut self, seat: Seat, n: u8) -> bool {
        match (self.held.get_mut(seat), self.bank.get_mut(seat)) {
            (Some(held), Some(bank)) if *held >= n => {
                *held -= n;
                *bank += n;
                true
            }
            _ => false,
        }
    }

    /// Takes one chip of `seat`'s colour from the bank, if one is there.
    pub fn receive(&mut self, seat: Seat) -> bool {
        match (self.held.get_mut(seat), self.bank.get_mut(seat)) {
            (Some(held), Some(bank)) if *bank > 0 => {
                *bank -= 1;
                *held += 1;
                true
            }
            _ => false,
        }
    }

    #[cfg(test)]
    pub fn set(&mut self, seat: Seat, held: u8) {
        self.held[seat] = held;
        self.bank[seat] = CHIPS_PER_COLOUR - held;
    }
}
