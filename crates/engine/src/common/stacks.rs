//! Tiles that can stack: level 1 lies on the table, and a tile on level
//! n+1 rests on two neighbouring stacks of height n whose top tiles are two
//! different tiles, each of its numbers equal to the number beneath it.
//! Dominup "climbs" this way, and Euronimoes stacks by the same rule.

use super::grid::Cell;
use super::placement::Placement;
use super::tiles::Tile;
use serde::{Deserialize, Serialize};
// Cells and placements hash with Fx: the search hashes them millions of times
// and no key comes from a user (std's SipHash defends against that).
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::fmt;

/// The top of one cell's stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Top {
    pub number: u8,
    pub level: u8,
    /// Index into the placements of the tile on top.
    pub tile: usize,
}

/// Why a tile may not go where it was put. Each game words it for its own
/// players (`Display` gives the wording Dominup uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// Both cells are empty but neither shares an edge with the layout.
    Detached { cells: [Cell; 2] },
    /// One cell is covered and the other is not.
    HalfCovered { cells: [Cell; 2], covered: Cell },
    /// The two stacks beneath are not equally high.
    Uneven { cells: [Cell; 2], heights: [u8; 2] },
    /// Both halves would rest on the two halves of one tile.
    OneTile { cells: [Cell; 2] },
    /// A number differs from the number beneath it.
    Mismatch {
        cells: [Cell; 2],
        numbers: [u8; 2],
        beneath: [u8; 2],
    },
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Misfit::Detached { cells: [c1, c2] } => write!(
                f,
                "{c1} and {c2} do not touch any tile: a tile on the table must share an edge with the layout"
            ),
            Misfit::HalfCovered { cells: [c1, c2], .. } => write!(
                f,
                "one of {c1} and {c2} is covered and the other is not: a tile must lie flat, both halves on the table or both on stacks"
            ),
            Misfit::Uneven {
                cells: [c1, c2],
                heights: [h1, h2],
            } => write!(
                f,
                "the stacks under {c1} and {c2} are {h1} and {h2} high: a climb needs two stacks of the same height"
            ),
            Misfit::OneTile { cells: [c1, c2] } => write!(
                f,
                "{c1} and {c2} are the two halves of one tile: a climb must rest on two different tiles"
            ),
            Misfit::Mismatch {
                cells: [c1, c2],
                beneath: [b1, b2],
                ..
            } => write!(
                f,
                "the numbers beneath are {b1} on {c1} and {b2} on {c2}, so only {b1}-{b2} fits there"
            ),
        }
    }
}

/// Only the placements (with their levels) are stored; the rest is rebuilt.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(from = "Vec<(Placement, u8)>", into = "Vec<(Placement, u8)>")]
pub struct Stacks {
    placements: Vec<(Placement, u8)>,
    top: HashMap<Cell, Top>,
    /// The numbers on the table (level 1), which stay there when covered.
    ground: HashMap<Cell, u8>,
}

impl From<Vec<(Placement, u8)>> for Stacks {
    fn from(placements: Vec<(Placement, u8)>) -> Stacks {
        let mut s = Stacks::default();
        for (p, level) in placements {
            s.put(p, level);
        }
        s
    }
}

impl From<Stacks> for Vec<(Placement, u8)> {
    fn from(s: Stacks) -> Vec<(Placement, u8)> {
        s.placements
    }
}

impl PartialEq for Stacks {
    fn eq(&self, other: &Stacks) -> bool {
        self.placements == other.placements
    }
}

impl Stacks {
    pub fn placements(&self) -> &[(Placement, u8)] {
        &self.placements
    }

    pub fn top(&self, cell: Cell) -> Option<Top> {
        self.top.get(&cell).copied()
    }

    pub fn height(&self, cell: Cell) -> u8 {
        self.top(cell).map_or(0, |t| t.level)
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.placements.iter().map(|(p, _)| p.tile())
    }

    /// The numbers lying on the table (level 1), covered or not.
    pub fn ground(&self) -> &HashMap<Cell, u8> {
        &self.ground
    }

    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    /// The level `p` would land on, or why it may not go there. Both cells
    /// empty: an expansion onto the table next to the layout. Both cells
    /// covered: a climb.
    /// The reason is data, which a game may word its own way
    /// (Euronimoes); its `Display` is the usual sentence.
    pub fn check(&self, p: &Placement) -> Result<u8, Misfit> {
        let [(c1, a), (c2, b)] = p.cells();
        match (self.top(c1), self.top(c2)) {
            (None, None) => {
                let touches = [c1, c2]
                    .iter()
                    .any(|c| c.neighbours().iter().any(|n| self.top.contains_key(n)));
                if self.top.is_empty() || touches {
                    Ok(1)
                } else {
                    Err(Misfit::Detached { cells: [c1, c2] })
                }
            }
            (Some(t1), Some(t2)) => {
                let cells = [c1, c2];
                if t1.level != t2.level {
                    return Err(Misfit::Uneven {
                        cells,
                        heights: [t1.level, t2.level],
                    });
                }
                if t1.tile == t2.tile {
                    return Err(Misfit::OneTile { cells });
                }
                if (t1.number, t2.number) != (a, b) {
                    return Err(Misfit::Mismatch {
                        cells,
                        numbers: [a, b],
                        beneath: [t1.number, t2.number],
                    });
                }
                Ok(t1.level + 1)
            }
            (Some(_), None) => Err(Misfit::HalfCovered {
                cells: [c1, c2],
                covered: c1,
            }),
            (None, Some(_)) => Err(Misfit::HalfCovered {
                cells: [c1, c2],
                covered: c2,
            }),
        }
    }

    /// Puts `p` on `level` without checking (callers check first).
    pub fn put(&mut self, p: Placement, level: u8) {
        let index = self.placements.len();
        for (cell, number) in p.cells() {
            if level <= 1 {
                self.ground.insert(cell, number);
            }
            self.top.insert(
                cell,
                Top {
                    number,
                    level,
                    tile: index,
                },
            );
        }
        self.placements.push((p, level));
    }

    /// Every climb of `tile` available now, in a stable order.
    pub fn climbs_of(&self, tile: Tile) -> Vec<Placement> {
        let mut cells: Vec<Cell> = self.top.keys().copied().collect();
        cells.sort();
        let mut out = Vec::new();
        for c in cells {
            for dir in [super::grid::Dir::E, super::grid::Dir::N] {
                let (Some(t1), Some(t2)) = (self.top(c), self.top(c.step(dir))) else {
                    continue;
                };
                if t1.level == t2.level && t1.tile != t2.tile && Tile::new(t1.number, t2.number) == tile {
                    out.push(Placement::new(c, dir, t1.number, t2.number));
                }
            }
        }
        out
    }

    /// Every tile that could climb somewhere now (sorted, each once): one
    /// pass over the stacks, for judging hands quickly.
    pub fn climbable_tiles(&self) -> Vec<Tile> {
        let mut out = Vec::new();
        for (&c, t1) in &self.top {
            for dir in [super::grid::Dir::E, super::grid::Dir::N] {
                if let Some(t2) = self.top(c.step(dir))
                    && t1.level == t2.level
                    && t1.tile != t2.tile
                {
                    out.push(Tile::new(t1.number, t2.number));
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Every placement of `tile` on the table next to the layout.
    pub fn expansions_of(&self, tile: Tile) -> Vec<Placement> {
        let frontier: HashSet<Cell> = self
            .top
            .keys()
            .flat_map(|c| c.neighbours())
            .filter(|c| !self.top.contains_key(c))
            .collect();
        let mut anchors: Vec<Cell> = frontier
            .iter()
            .flat_map(|&c| [c, c.step(super::grid::Dir::W), c.step(super::grid::Dir::S)])
            .collect();
        anchors.sort();
        anchors.dedup();
        let orders: &[(u8, u8)] = if tile.is_double() {
            &[(tile.lo, tile.hi)]
        } else {
            &[(tile.lo, tile.hi), (tile.hi, tile.lo)]
        };
        let mut seen = HashSet::default();
        let mut out = Vec::new();
        for at in anchors {
            for dir in [super::grid::Dir::E, super::grid::Dir::N] {
                for &(a, b) in orders {
                    let p = Placement::new(at, dir, a, b);
                    if self.check(&p) == Ok(1) && seen.insert(p) {
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
    use crate::common::grid::Dir;

    fn p(x: i32, y: i32, d: Dir, a: u8, b: u8) -> Placement {
        Placement::new(Cell::new(x, y), d, a, b)
    }

    /// The seed's climb example: a tile placed atop two adjacent tiles of the
    /// same level, each of its numbers matching the number underneath.
    #[test]
    fn seed_example_valid_climb() {
        let mut s = Stacks::default();
        s.put(p(0, 0, Dir::E, 7, 7), 1);
        s.put(p(2, 0, Dir::E, 3, 5), 1);
        // 7 on 1,0 and 3 on 2,0 belong to two different tiles of level 1.
        assert_eq!(s.check(&p(1, 0, Dir::E, 7, 3)), Ok(2));
        assert_eq!(s.climbs_of(Tile::new(3, 7)), vec![p(1, 0, Dir::E, 7, 3)]);
        s.put(p(1, 0, Dir::E, 7, 3), 2);
        assert_eq!(s.height(Cell::new(1, 0)), 2);
        assert_eq!(s.top(Cell::new(2, 0)).unwrap().number, 3);
    }

    #[test]
    fn climbs_explain_every_refusal() {
        let mut s = Stacks::default();
        s.put(p(0, 0, Dir::E, 7, 7), 1);
        s.put(p(2, 0, Dir::E, 3, 5), 1);
        s.put(p(1, 0, Dir::E, 7, 3), 2);
        let err = |q: Placement| s.check(&q).unwrap_err().to_string();
        assert!(err(p(0, 0, Dir::E, 7, 7)).contains("same height"));
        assert!(err(p(2, 0, Dir::E, 3, 5)).contains("same height"));
        assert!(err(p(3, 0, Dir::E, 5, 1)).contains("covered and the other is not"));
        assert!(err(p(5, 5, Dir::E, 1, 2)).contains("do not touch"));
        let mut flat = Stacks::default();
        flat.put(p(0, 0, Dir::E, 7, 7), 1);
        assert!(
            flat.check(&p(0, 0, Dir::E, 7, 7))
                .unwrap_err()
                .to_string()
                .contains("two halves of one tile")
        );
        flat.put(p(0, 1, Dir::E, 2, 6), 1);
        assert!(
            flat.check(&p(0, 0, Dir::N, 7, 1))
                .unwrap_err()
                .to_string()
                .contains("only 7-2 fits")
        );
    }

    #[test]
    fn climbable_tiles_are_those_with_a_climb() {
        let mut s = Stacks::default();
        s.put(p(0, 0, Dir::E, 7, 7), 1);
        s.put(p(2, 0, Dir::E, 3, 5), 1);
        s.put(p(0, 1, Dir::E, 2, 6), 1);
        let all: Vec<Tile> = crate::common::tiles::double_seven()
            .into_iter()
            .filter(|t| !s.climbs_of(*t).is_empty())
            .collect();
        assert_eq!(s.climbable_tiles(), all);
        assert!(all.contains(&Tile::new(3, 7)) && all.contains(&Tile::new(2, 7)));
    }

    #[test]
    fn misfits_are_data_and_the_ground_keeps_its_numbers() {
        let mut s = Stacks::default();
        s.put(p(0, 0, Dir::E, 7, 7), 1);
        s.put(p(2, 0, Dir::E, 3, 5), 1);
        assert_eq!(
            s.check(&p(1, 0, Dir::E, 7, 2)),
            Err(Misfit::Mismatch {
                cells: [Cell::new(1, 0), Cell::new(2, 0)],
                numbers: [7, 2],
                beneath: [7, 3]
            })
        );
        assert_eq!(
            s.check(&p(3, 0, Dir::E, 5, 1)),
            Err(Misfit::HalfCovered {
                cells: [Cell::new(3, 0), Cell::new(4, 0)],
                covered: Cell::new(3, 0)
            })
        );
        s.put(p(1, 0, Dir::E, 7, 3), 2);
        // Covered numbers still lie on the table.
        assert_eq!(s.ground().get(&Cell::new(1, 0)), Some(&7));
        assert_eq!(s.ground().len(), 4);
        let back: Stacks = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.ground(), s.ground());
    }

    #[test]
    fn stacks_serialise_as_their_placements() {
        let mut s = Stacks::default();
        s.put(p(0, 0, Dir::E, 7, 7), 1);
        s.put(p(2, 0, Dir::E, 3, 5), 1);
        s.put(p(1, 0, Dir::E, 7, 3), 2);
        let back: Stacks = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.height(Cell::new(1, 0)), 2);
    }
}
