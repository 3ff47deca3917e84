//! A flat layout of tiles on the open grid, with the placement rule shared
//! by the binary-set games: fit the grid, cover two empty cells, and touch
//! an earlier tile along an edge (the first tile covers 0,0).

use super::grid::{Cell, Dir};
use super::placement::Placement;
use super::tiles::Tile;
use serde::{Deserialize, Serialize};
// Cells and placements hash with Fx: the search hashes them millions of times
// and no key comes from a user (std's SipHash defends against that).
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Only the placements are stored; the cell map is rebuilt on load.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(from = "Vec<Placement>", into = "Vec<Placement>")]
pub struct Board {
    placements: Vec<Placement>,
    cells: HashMap<Cell, u8>,
}

impl From<Vec<Placement>> for Board {
    fn from(placements: Vec<Placement>) -> Board {
        let mut board = Board::default();
        for p in placements {
            board.place(p);
        }
        board
    }
}

impl From<Board> for Vec<Placement> {
    fn from(board: Board) -> Vec<Placement> {
        board.placements
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.placements == other.placements
    }
}

/// Why a placement does not fit the open-grid layout; the text is the
/// player's sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Misfit {
    #[error("{0} is already covered (it shows {1})")]
    Covered(Cell, u8),
    #[error("the first tile covers 0,0 so that coordinates stay fixed; try `{}-{} 0,0 E`", .0.a, .0.b)]
    AwayFromOrigin(Placement),
    #[error(
        "{}-{} on {} and {} would not touch any tile: it must share an edge with the layout",
        .0.a, .0.b, .0.at, .0.second()
    )]
    Detached(Placement),
}

impl Board {
    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }

    pub fn cells(&self) -> &HashMap<Cell, u8> {
        &self.cells
    }

    pub fn number_at(&self, cell: Cell) -> Option<u8> {
        self.cells.get(&cell).copied()
    }

    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.placements.iter().map(Placement::tile)
    }

    /// Why `p` may not go down, or `Ok` if it may.
    pub fn check(&self, p: &Placement) -> Result<(), Misfit> {
        self.misfit(p).map_or(Ok(()), Err)
    }

    /// The placement rule itself; the words for a refusal are only written
    /// when someone will read them (generating every legal move checks
    /// hundreds of candidates).
    fn misfit(&self, p: &Placement) -> Option<Misfit> {
        for (cell, _) in p.cells() {
            if let Some(n) = self.number_at(cell) {
                return Some(Misfit::Covered(cell, n));
            }
        }
        if self.is_empty() {
            if p.at != Cell::ORIGIN && p.second() != Cell::ORIGIN {
                return Some(Misfit::AwayFromOrigin(*p));
            }
        } else if !p
            .cells()
            .iter()
            .any(|(c, _)| c.neighbours().iter().any(|n| self.cells.contains_key(n)))
        {
            return Some(Misfit::Detached(*p));
        }
        None
    }

    /// Puts `p` down without checking (callers check first).
    pub fn place(&mut self, p: Placement) {
        for (cell, n) in p.cells() {
            self.cells.insert(cell, n);
        }
        self.placements.push(p);
    }

    /// Every legal placement of `tile`, in a stable order.
    pub fn placements_of(&self, tile: Tile) -> Vec<Placement> {
        let orders: &[(u8, u8)] = if tile.is_double() {
            &[(tile.lo, tile.hi)]
        } else {
            &[(tile.lo, tile.hi), (tile.hi, tile.lo)]
        };
        let mut anchors: Vec<Cell> = if self.is_empty() {
            vec![Cell::ORIGIN, Cell::new(-1, 0), Cell::new(0, -1)]
        } else {
            let frontier: HashSet<Cell> = self
                .cells
                .keys()
                .flat_map(|c| c.neighbours())
                .filter(|c| !self.cells.contains_key(c))
                .collect();
            // A tile touching the layout has a cell on the frontier; it may
            // stick out from there to the east/north or the west/south.
            frontier
                .iter()
                .flat_map(|&c| [c, c.step(Dir::W), c.step(Dir::S)])
                .collect()
        };
        anchors.sort();
        anchors.dedup();
        let mut out = Vec::new();
        let mut seen = HashSet::default();
        for at in anchors {
            for dir in [Dir::E, Dir::N] {
                for &(a, b) in orders {
                    let p = Placement::new(at, dir, a, b);
                    if self.misfit(&p).is_none() && seen.insert(p) {
                        out.push(p);
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_tile_must_cover_the_origin() {
        let b = Board::default();
        let t = Tile::new(3, 6);
        let all = b.placements_of(t);
        // Horizontal or vertical, either end on 0,0, either number first.
        assert_eq!(all.len(), 8);
        assert!(all.iter().all(|p| p.at == Cell::ORIGIN || p.second() == Cell::ORIGIN));
        assert!(b.check(&Placement::new(Cell::new(5, 5), Dir::E, 3, 6)).is_err());
    }

    #[test]
    fn later_tiles_touch_the_layout_and_never_overlap() {
        let mut b = Board::default();
        b.place(Placement::new(Cell::ORIGIN, Dir::E, 3, 6));
        let all = b.placements_of(Tile::new(1, 1));
        assert!(!all.is_empty());
        for p in &all {
            assert!(b.check(p).is_ok());
        }
        // Around a 1x2 tile: 10 frontier cells; each placement is counted once.
        let set: HashSet<_> = all.iter().collect();
        assert_eq!(set.len(), all.len());
        assert!(b.check(&Placement::new(Cell::new(1, 0), Dir::E, 1, 1)).is_err());
        assert!(b.check(&Placement::new(Cell::new(3, 0), Dir::E, 1, 1)).is_err());
        assert!(b.check(&Placement::new(Cell::new(2, 0), Dir::E, 1, 1)).is_ok());
    }

    #[test]
    fn board_serialises_as_its_placements() {
        let mut b = Board::default();
        b.place(Placement::new(Cell::ORIGIN, Dir::E, 3, 6));
        b.place(Placement::new(Cell::new(0, 1), Dir::N, 2, 2));
        let json = serde_json::to_string(&b).unwrap();
        let back: Board = serde_json::from_str(&json).unwrap();
        assert_eq!(back, b);
        assert_eq!(back.number_at(Cell::new(0, 2)), Some(2));
    }
}
