//! Where a domino may go and where a tetromino may go: each rule checked in
//! one place, with the reason a player reads when it fails.

use super::Refusal;
use super::pieces::{Piece, piece_for, place};
use crate::Seat;
use crate::common::board::Misfit;
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::tetradominoes::{Placed, Tetradominoes};
use rustc_hash::FxHashSet as HashSet;

/// Why a domino may not go where it was put.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DominoFault {
    /// A square already holds a number.
    Taken(Cell, u8),
    /// The open-grid rule for the first domino: it covers 0,0.
    Grid(Misfit),
    /// No number lies next to an equal uncovered number.
    NoMatch,
    /// Every number is covered and this domino touches none of them.
    NoTouch,
}

/// Why a tetromino may not go where it was put: the conditions in the
/// order the rules give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceFault {
    AlreadyPlayed,
    /// The squares are not this piece with the player's side up; the piece
    /// that would cover them, if any.
    Shape(Option<Piece>),
    HangsOff(Cell),
    Covered(Cell, Piece),
    MissesDomino,
    WrongNumber(Cell, u8),
    SameColour(Cell, Piece),
}

impl Tetradominoes {
    /// Every square a tetromino covers.
    pub(in crate::tetradominoes) fn covered(&self) -> HashSet<Cell> {
        self.pieces.iter().flat_map(|p| p.cells).collect()
    }

    fn piece_at(&self, cell: Cell) -> Option<&Placed> {
        self.pieces.iter().find(|p| p.cells.contains(&cell))
    }

    /// Whether some domino number on the table is still uncovered.
    pub fn any_uncovered(&self) -> bool {
        let covered = self.covered();
        self.board.cells().keys().any(|c| !covered.contains(c))
    }

    fn domino_fault(&self, p: &Placement, covered: &HashSet<Cell>) -> Option<DominoFault> {
        for (cell, _) in p.cells() {
            if let Some(m) = self.board.number_at(cell) {
                return Some(DominoFault::Taken(cell, m));
            }
        }
        if self.board.is_empty() {
            return self.board.check(p).err().map(DominoFault::Grid);
        }
        // With nothing uncovered, the fallback rule applies.
        if self.board.cells().keys().all(|c| covered.contains(c)) {
            let touches = p
                .cells()
                .iter()
                .any(|(c, _)| c.neighbours().iter().any(|m| self.board.number_at(*m).is_some()));
            return (!touches).then_some(DominoFault::NoTouch);
        }
        let matches = p.cells().iter().any(|&(c, n)| {
            c.neighbours()
                .iter()
                .any(|m| self.board.number_at(*m) == Some(n) && !covered.contains(m))
        });
        (!matches).then_some(DominoFault::NoMatch)
    }

    /// Why `p` may not be laid now, or `Ok`.
    pub fn check_domino(&self, p: &Placement) -> Result<(), Refusal> {
        let covered = self.covered();
        let Some(fault) = self.domino_fault(p, &covered) else {
            return Ok(());
        };
        Err(match fault {
            DominoFault::Taken(cell, m) => Refusal::Taken(cell, m),
            DominoFault::Grid(misfit) => Refusal::Grid(misfit),
            DominoFault::NoTouch => Refusal::TouchesNothing(*p),
            DominoFault::NoMatch => {
                let flipped = Placement::new(p.at, p.dir, p.b, p.a);
                let turned = (p.a != p.b && self.domino_fault(&flipped, &covered).is_none()).then_some(flipped);
                Refusal::NoMatch {
                    domino: *p,
                    near: [p.at, p.second()].map(|cell| self.uncovered_next_to(cell, &covered)),
                    turned,
                }
            }
        })
    }

    /// The distinct uncovered numbers next to `cell`, smallest first.
    fn uncovered_next_to(&self, cell: Cell, covered: &HashSet<Cell>) -> Vec<u8> {
        let mut seen: Vec<u8> = cell
            .neighbours()
            .iter()
            .filter(|m| !covered.contains(m))
            .filter_map(|m| self.board.number_at(*m))
            .collect();
        seen.sort();
        seen.dedup();
        seen
    }

    /// Every domino `seat` may lay now, in a stable order.
    pub(in crate::tetradominoes) fn domino_moves(&self, seat: Seat) -> Vec<Placement> {
        self.moves_of(self.hands[seat].iter().map(|h| h.tile).collect())
    }

    /// Every way these dominoes could be laid now, in a stable order.
    pub(in crate::tetradominoes) fn moves_of(&self, mut tiles: Vec<Tile>) -> Vec<Placement> {
        let covered = self.covered();
        tiles.sort();
        tiles.dedup();
        let uncovered: Vec<(Cell, u8)> = self
            .board
            .cells()
            .iter()
            .filter(|(c, _)| !covered.contains(c))
            .map(|(c, n)| (*c, *n))
            .collect();
        let mut out: Vec<Placement> = if uncovered.is_empty() {
            // The first domino, or the fallback: anywhere on the layout's edge.
            tiles
                .into_iter()
                .flat_map(|t| self.board.placements_of(t))
                .filter(|p| self.domino_fault(p, &covered).is_none())
                .collect()
        } else {
            // A matching domino has a half with number n on a free square
            // next to an uncovered n: start from those squares.
            let free = |c: Cell| self.board.number_at(c).is_none();
            let mut seen = HashSet::default();
            let mut out = Vec::new();
            for &(m, n) in &uncovered {
                for f in m.neighbours().into_iter().filter(|&f| free(f)) {
                    for t in tiles.iter().filter(|t| t.has(n)) {
                        let other = if t.lo == n { t.hi } else { t.lo };
                        for d in Dir::ALL {
                            let p = Placement::new(f, d, n, other);
                            if free(p.at) && free(p.second()) && seen.insert(p) {
                                out.push(p);
                            }
                        }
                    }
                }
            }
            out
        };
        out.sort_by_key(|p| (p.tile(), p.at, p.is_horizontal(), p.a));
        out
    }

    fn piece_fault(
        &self,
        seat: Seat,
        piece: Piece,
        cells: &[Cell; 4],
        domino: &Placement,
        covered: &HashSet<Cell>,
    ) -> Option<PieceFault> {
        if self.pieces.iter().any(|p| p.piece == piece) {
            return Some(PieceFault::AlreadyPlayed);
        }
        let side = self.side_of(seat);
        if !piece.fits(side, cells) {
            return Some(PieceFault::Shape(piece_for(cells, side)));
        }
        self.placement_fault(seat, piece, cells, domino, covered)
    }

    /// The conditions on where a piece lies (its shape already checked).
    fn placement_fault(
        &self,
        seat: Seat,
        piece: Piece,
        cells: &[Cell; 4],
        domino: &Placement,
        covered: &HashSet<Cell>,
    ) -> Option<PieceFault> {
        for &c in cells {
            if self.board.number_at(c).is_none() {
                return Some(PieceFault::HangsOff(c));
            }
            if covered.contains(&c) {
                let under = self.piece_at(c).map_or(piece, |p| p.piece);
                return Some(PieceFault::Covered(c, under));
            }
        }
        if !cells.iter().any(|&c| c == domino.at || c == domino.second()) {
            return Some(PieceFault::MissesDomino);
        }
        for &c in cells {
            match self.board.number_at(c) {
                Some(n) if n != domino.a && n != domino.b => return Some(PieceFault::WrongNumber(c, n)),
                _ => {}
            }
        }
        let colour = self.colour_of(seat);
        for &c in cells {
            for m in c.neighbours() {
                if let Some(other) = self.piece_at(m).filter(|p| p.colour == colour) {
                    return Some(PieceFault::SameColour(m, other.piece));
                }
            }
        }
        None
    }

    /// The fault of a tetromino, if any (for tests naming the condition).
    pub(in crate::tetradominoes) fn piece_fault_of(
        &self,
        seat: Seat,
        piece: Piece,
        cells: &[Cell; 4],
        domino: &Placement,
    ) -> Option<PieceFault> {
        self.piece_fault(seat, piece, cells, domino, &self.covered())
    }

    /// Why `piece` on `cells` may not follow `domino` for `seat`, or `Ok`.
    pub fn check_tetromino(
        &self,
        seat: Seat,
        piece: Piece,
        cells: &[Cell; 4],
        domino: &Placement,
    ) -> Result<(), Refusal> {
        let Some(fault) = self.piece_fault_of(seat, piece, cells, domino) else {
            return Ok(());
        };
        Err(match fault {
            PieceFault::AlreadyPlayed => Refusal::PiecePlayed {
                piece,
                free: self.unplayed(),
            },
            PieceFault::Shape(Some(shape_of)) => Refusal::WrongShape {
                piece,
                side: self.side_of(seat),
                cells: *cells,
                shape_of,
            },
            PieceFault::Shape(None) => Refusal::NotATetromino(*cells),
            PieceFault::HangsOff(c) => Refusal::HangsOff(c),
            PieceFault::Covered(c, p) => Refusal::Covered(c, p),
            PieceFault::MissesDomino => Refusal::MissesDomino(*domino),
            PieceFault::WrongNumber(cell, number) => Refusal::WrongNumber {
                cell,
                number,
                domino: *domino,
            },
            PieceFault::SameColour(cell, piece) => Refusal::SameColour {
                cell,
                piece,
                colour: self.colour_of(seat),
            },
        })
    }

    /// Every tetromino `seat` may play after `domino`, in a stable order.
    pub(in crate::tetradominoes) fn tetromino_moves(&self, seat: Seat, domino: &Placement) -> Vec<(Piece, [Cell; 4])> {
        let side = self.side_of(seat);
        let covered = self.covered();
        let targets = [domino.at, domino.second()];
        let mut seen = HashSet::default();
        let mut out = Vec::new();
        for piece in self.unplayed() {
            for shape in piece.orientations(side) {
                for &(sx, sy) in &shape {
                    for t in targets {
                        let cells = place(&shape, Cell::new(t.x - sx, t.y - sy));
                        // Unplayed, and of the right shape by construction.
                        if seen.insert((piece, cells))
                            && self.placement_fault(seat, piece, &cells, domino, &covered).is_none()
                        {
                            out.push((piece, cells));
                        }
                    }
                }
            }
        }
        out
    }

    /// The pieces nobody has played yet, in the order of the rules' drawing.
    pub fn unplayed(&self) -> Vec<Piece> {
        Piece::ALL
            .into_iter()
            .filter(|p| !self.pieces.iter().any(|x| x.piece == *p))
            .collect()
    }
}
