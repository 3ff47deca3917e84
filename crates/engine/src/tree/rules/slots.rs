//! Where a tile may lie now: the empty places above the tree, each with the
//! numbers its halves may show, worked out once per position so that move
//! generation tests each tile with two bit masks instead of checking every
//! tile at every place against the cells around it (the search generates
//! moves millions of times; docs/ai.md).

use super::one_more;
use crate::Seat;
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::tree::Tree;
use std::sync::Arc;

/// For each number, the numbers that may rest on it (as bits).
const ONE_MORE: [u8; 8] = one_more_table(false);
/// For each number, the numbers that may lie under it (as bits).
const ONE_LESS: [u8; 8] = one_more_table(true);

const fn one_more_table(under: bool) -> [u8; 8] {
    let mut table = [0u8; 8];
    let mut m = 0u8;
    while m < 8 {
        let mut n = 0u8;
        while n < 8 {
            let (lower, upper) = if under { (n, m) } else { (m, n) };
            if one_more(lower, upper) {
                table[m as usize] |= 1 << n;
            }
            n += 1;
        }
        m += 1;
    }
    table
}

/// Two empty side-by-side cells, the left one at `at`, where a tile may
/// lie with its left half showing a number of `masks[0]` and its right half
/// one of `masks[1]` (as bits).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    at: Cell,
    masks: [u8; 2],
}

/// Every [`Slot`] of a position, ordered by `at`.
#[derive(Debug)]
pub(crate) struct Slots(Vec<Slot>);

impl Slots {
    /// Appends the placements of `tile`, by place and then with its lower
    /// number on the left first (the order move generation has always used).
    pub(crate) fn placements_of(&self, tile: Tile, out: &mut Vec<Placement>) {
        for slot in &self.0 {
            let [left, right] = slot.masks;
            if left & (1 << tile.lo) != 0 && right & (1 << tile.hi) != 0 {
                out.push(Placement::new(slot.at, Dir::E, tile.lo, tile.hi));
            }
            if !tile.is_double() && left & (1 << tile.hi) != 0 && right & (1 << tile.lo) != 0 {
                out.push(Placement::new(slot.at, Dir::E, tile.hi, tile.lo));
            }
        }
    }

    /// Whether `tile` fits anywhere.
    pub(crate) fn fits(&self, tile: Tile) -> bool {
        self.0.iter().any(|slot| {
            let [left, right] = slot.masks;
            (left & (1 << tile.lo) != 0 && right & (1 << tile.hi) != 0)
                || (left & (1 << tile.hi) != 0 && right & (1 << tile.lo) != 0)
        })
    }
}

impl Tree {
    /// Every legal placement of `tile`, in a stable order.
    pub fn placements_of(&self, tile: Tile) -> Vec<Placement> {
        let mut out = Vec::new();
        self.slots().placements_of(tile, &mut out);
        out
    }

    /// The empty places where a tile could lie now, each with the numbers
    /// its halves may show: move generation works these out once per
    /// position and then tests each tile with two bit masks, instead of
    /// checking every tile at every place against the cells around it (the
    /// search generates moves millions of times; docs/ai.md).
    pub(crate) fn slots(&self) -> &Slots {
        self.slots.0.get_or_init(|| Arc::new(self.find_slots()))
    }

    /// See [`Tree::slots`].
    fn find_slots(&self) -> Slots {
        let cells = self.board.cells();
        // A legal tile has a half right above a placed cell: it starts there
        // or one cell to the left. Sorted as cells sort (by x, then y), as
        // one number each: sorting is a large part of the work.
        let key = |x: i32, y: i32| {
            (u64::from(x.wrapping_sub(i32::MIN) as u32) << 32) | u64::from(y.wrapping_sub(i32::MIN) as u32)
        };
        let mut anchors: Vec<u64> = Vec::with_capacity(2 * cells.len());
        for c in cells.keys() {
            anchors.push(key(c.x, c.y + 1));
            anchors.push(key(c.x - 1, c.y + 1));
        }
        anchors.sort_unstable();
        anchors.dedup();
        let mut slots = Vec::new();
        'anchors: for k in anchors {
            let at = Cell::new(
                ((k >> 32) as u32 as i32).wrapping_add(i32::MIN),
                (k as u32 as i32).wrapping_add(i32::MIN),
            );
            // Each anchor lies right above a placed cell, so one half rests
            // on a tile by construction; what is left to check is that both
            // squares are empty and some number fits each half.
            let mut masks = [0xffu8; 2];
            for (half, mask) in masks.iter_mut().enumerate() {
                let cell = Cell::new(at.x + half as i32, at.y);
                if cells.contains_key(&cell) {
                    continue 'anchors;
                }
                if let Some(&m) = cells.get(&Cell::new(cell.x, cell.y - 1)) {
                    *mask &= ONE_MORE[usize::from(m)];
                }
                if let Some(&m) = cells.get(&Cell::new(cell.x, cell.y + 1)) {
                    *mask &= ONE_LESS[usize::from(m)];
                }
            }
            if masks.iter().all(|&m| m != 0) {
                slots.push(Slot { at, masks });
            }
        }
        Slots(slots)
    }

    /// Whether `seat` holds a tile that fits somewhere.
    pub(crate) fn has_move(&self, seat: Seat) -> bool {
        let slots = self.slots();
        self.hands[seat].iter().any(|&t| slots.fits(t))
    }
}

/// Every placement of a tile in `seat`'s hand, tiles in order.
pub(crate) fn legal(g: &Tree, seat: Seat) -> Vec<Placement> {
    if g.turn != Some(seat) {
        return Vec::new();
    }
    let mut tiles = g.hands[seat].clone();
    tiles.sort();
    let slots = g.slots();
    let mut out = Vec::new();
    for t in tiles {
        slots.placements_of(t, &mut out);
    }
    out
}
