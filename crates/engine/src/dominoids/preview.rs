//! The move picker's confirmation: the public board as a chosen action
//! will leave it, drawn before the player confirms. It is made from the
//! public view and the action's place alone (its squares and numbers, see
//! `places.rs`), so it cannot show anything hidden: a coin a slide would
//! turn up stays face down here, and a new food coin is drawn face down.

use super::rules::board::Dominoid;
use super::rules::board::End;
use super::view::{CoinView, DominoidsView, Mark};
use crate::common::grid::Cell;
use crate::common::tiles::Tile;

impl DominoidsView {
    /// This board after the action whose place is `cells` showing
    /// `numbers` (a legal action's `LegalAction::cells` and `numbers`),
    /// with only that action marked: a Dominoid slid or turned (its trail
    /// and arrow, and a ring around it), a child laid (ringed), a parent or
    /// partner outlined, a victim crossed out, a coin eaten or a new one
    /// laid face down. Anything else leaves the board as it is.
    pub fn after(&self, cells: &[Cell], numbers: &[u8]) -> DominoidsView {
        let mut v = DominoidsView {
            marks: Vec::new(),
            focus: Vec::new(),
            ..self.clone()
        };
        match (cells, numbers) {
            (&[a, b], &[na, nb]) => v.lay(End { at: a, value: na }, End { at: b, value: nb }),
            (&[a, _], &[]) if v.dominoid_index(a).is_some() => v.remove(a),
            (&[at, pawn], &[]) => v.new_coin(at, pawn),
            (&[at], &[]) => v.eat(at),
            _ => {}
        }
        v
    }

    fn dominoid_index(&self, c: Cell) -> Option<usize> {
        self.dominoids.iter().position(|d| d.iter().any(|&(at, _)| at == c))
    }

    /// The Dominoid showing `lead` and `tail`: moved there, born there, or
    /// already there (a parent or a partner, outlined).
    fn lay(&mut self, lead: End, tail: End) {
        let tile = Tile::new(lead.value, tail.value);
        let now = Dominoid::new(lead, tail).ends().map(|e| (e.at, e.value));
        let on_board = self
            .dominoids
            .iter()
            .position(|[(_, a), (_, b)]| Tile::new(*a, *b) == tile);
        let Some(i) = on_board else {
            // A child, from the gene pool.
            if let Some(k) = self.pool.iter().position(|t| *t == tile) {
                self.pool.remove(k);
            }
            self.dominoids.push(now);
            self.marks.push(Mark::Placed {
                cells: [lead.at, tail.at],
            });
            return;
        };
        let before = self.dominoids[i].map(|(c, _)| c);
        if before.contains(&lead.at) && before.contains(&tail.at) {
            self.focus = before.to_vec();
            return;
        }
        self.dominoids[i] = now;
        self.marks.push(moved(before, &self.dominoids[i], lead));
        self.marks.push(Mark::Placed {
            cells: [lead.at, tail.at],
        });
    }

    /// An attack: the victim on `at` goes back to the gene pool.
    fn remove(&mut self, at: Cell) {
        if let Some(i) = self.dominoid_index(at) {
            let [(a, x), (b, y)] = self.dominoids.remove(i);
            self.pool.push(Tile::new(x, y));
            self.pool.sort();
            self.marks.push(Mark::Removed { cells: [a, b] });
        }
    }

    /// A new food coin on `at`, of the suit of the pawn on `pawn`, face
    /// down.
    fn new_coin(&mut self, at: Cell, pawn: Cell) {
        if let Some(&(suit, _)) = self.pawns.iter().find(|(_, p)| *p == pawn) {
            self.coins.push(CoinView { at, suit, value: None });
            self.marks.push(Mark::Food { at });
        }
    }

    /// The coin on `at` is eaten.
    fn eat(&mut self, at: Cell) {
        if let Some(i) = self.coins.iter().position(|c| c.at == at) {
            let coin = self.coins.remove(i);
            self.marks.push(Mark::Eaten { at, suit: coin.suit });
        }
    }
}

/// How a Dominoid on `before` came to lie as `after` with its leading
/// end `lead`: a turn around the square both share when it now lies the
/// other way, else a slide of its leading end (from the old square
/// furthest along the way it went, which names a double's end too).
pub(super) fn moved(before: [Cell; 2], after: &[(Cell, u8); 2], lead: End) -> Mark {
    let across = |[a, b]: [Cell; 2]| a.y == b.y;
    let now = after.map(|(c, _)| c);
    let tail = if now[0] == lead.at { now[1] } else { now[0] };
    if across(before) != across(now) {
        let pivot = tail;
        let from = if before[0] == pivot { before[1] } else { before[0] };
        return Mark::Rotate {
            pivot,
            from,
            to: lead.at,
        };
    }
    let (dx, dy) = (lead.at.x - tail.x, lead.at.y - tail.y);
    let from = before
        .into_iter()
        .max_by_key(|c| c.x * dx + c.y * dy)
        .unwrap_or(lead.at);
    Mark::Slide { from, to: lead.at }
}
