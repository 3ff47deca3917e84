//! What may move where: adding the next queued domino, sliding a placed one,
//! and when a puzzle is solved. Every refusal says why in a player's words
//! ([`Refusal`]).

use super::board::{Board, Domino, Frame, name, reading, top_left};
use crate::common::grid::{Cell, Dir, is_connected};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use serde::{Deserialize, Serialize};

/// Why a move is not allowed in this position; the text is the player's
/// sentence. Dominoes are named as messages name them ("3-5", in reading
/// order) and cells as the picture labels them ("column 2, row 1").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the puzzle is solved already: start another with /puzzle")]
    Solved,
    #[error("every domino is on the board already: there is nothing left to add")]
    AllAdded,
    /// An add of `tile` when `next` is the domino to add.
    #[error("the next domino to add is {}-{}, not {tile}", .next.top, .next.bottom)]
    NotNext { next: Domino, tile: Tile },
    /// The same, as typed (`a`-`b`), saying whether it is placed already.
    #[error("the next domino to add is {}-{}, not {a}-{b}{}", .next.top, .next.bottom, already(*.placed, *.a, *.b))]
    NotNextTyped { next: Domino, a: u8, b: u8, placed: bool },
    /// `cell` holds the `n` of `owner`.
    #[error("that cell is taken: {cell} holds the {n} of {owner}")]
    Taken { cell: Spot, n: u8, owner: String },
    /// `here` is the add ("5-1 at column 4, row 3").
    #[error("{here} would touch no domino: an added domino needs two equal neighbour pairs")]
    TouchesNothing { here: Here },
    /// The equal pairs, and every pair the add would make (its number,
    /// the neighbour's).
    #[error(
        "{here} needs two equal neighbour pairs, has {}{}",
        pairs_text(.equal),
        only_touching(.equal, .touching)
    )]
    TooFewPairs {
        here: Here,
        equal: Vec<Pairing>,
        touching: Vec<(u8, u8)>,
    },
    #[error("{0} is not on the board yet")]
    NotPlaced(String),
    #[error("the {0} lies across: it can only slide left or right")]
    LiesAcross(String),
    #[error("the {0} stands upright: it can only slide up or down")]
    StandsUpright(String),
    /// The cell `who` would slide into holds the `n` of `owner`.
    #[error(
        "the {who} cannot slide {}: the cell {} it is taken by the {n} of {owner}",
        dir_word(*.dir),
        side_word(*.dir)
    )]
    SlideBlocked {
        who: String,
        dir: Dir,
        n: u8,
        owner: String,
    },
    /// No six and fewer than two equal pairs; the one equal pair in words.
    #[error(
        "after sliding {}, the {who} would have no pair adding up to six and {} equal pair{}: a slide must end with a pair adding up to six or two equal pairs",
        dir_word(*.dir),
        one_equal(.equal),
        if .equal.is_empty() { "s" } else { "" }
    )]
    SlideUnpaired { who: String, dir: Dir, equal: Vec<Pairing> },
    #[error(
        "sliding the {who} {} would cut it off from the group: every domino must stay connected",
        dir_word(*.dir)
    )]
    CutOff { who: String, dir: Dir },
    /// The dominoes (other than `who`) left outside the biggest group.
    #[error(
        "sliding the {who} {} would leave {} cut off from the group: every domino must stay connected",
        dir_word(*.dir),
        .away.join(" and ")
    )]
    LeavesCutOff { who: String, dir: Dir, away: Vec<String> },
    #[error("the {a}-{b} is still in the queue: it slides only once it has been added")]
    StillQueued { a: u8, b: u8 },
    #[error("there is no domino {a}{b} on the board, and none in this puzzle's queue")]
    NoSuchDomino { a: u8, b: u8 },
    #[error("column {col} is outside the frame, which has columns 1 to {cols} (see the labels on the picture)")]
    ColumnOutside { col: u32, cols: u32 },
    #[error("row {row} is outside the frame, which has rows 1 to {rows} (see the labels on the picture)")]
    RowOutside { row: u32, rows: u32 },
    #[error("column {col}, row {row} is outside the frame")]
    CellOutside { col: u32, row: u32 },
}

/// A cell as the picture labels it: its column and row, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    pub col: i64,
    pub row: i64,
}

impl std::fmt::Display for Spot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "column {}, row {}", self.col, self.row)
    }
}

/// Where an add goes, as messages name it: its domino in reading order
/// and the cell the notation places it by ("5-1 at column 4, row 3").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Here {
    pub a: u8,
    pub b: u8,
    pub at: Spot,
}

impl std::fmt::Display for Here {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{} at {}", self.a, self.b, self.at)
    }
}

/// An equal pair a move would make: the mover's number next to the same
/// number of `owner` ("its 5 next to the 5 of 3-5").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub n: u8,
    pub owner: String,
}

impl std::fmt::Display for Pairing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "its {} next to the {} of {}", self.n, self.n, self.owner)
    }
}

/// Items in words, joined by ", ".
fn listed<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(", ")
}

/// " (the 3-5 is on the board already)", or nothing.
fn already(placed: bool, a: u8, b: u8) -> String {
    if placed {
        format!(" (the {a}-{b} is on the board already)")
    } else {
        String::new()
    }
}

/// ": it would only touch 1 next to 5, 2 next to 3" when no pair is equal.
fn only_touching(equal: &[Pairing], touching: &[(u8, u8)]) -> String {
    if !equal.is_empty() {
        return String::new();
    }
    let others: Vec<String> = touching
        .iter()
        .map(|(mine, theirs)| format!("{mine} next to {theirs}"))
        .collect();
    format!(": it would only touch {}", others.join(", "))
}

/// "no", or "only one (its 5 next to the 5 of 3-5)".
fn one_equal(equal: &[Pairing]) -> String {
    match equal.len() {
        0 => "no".to_string(),
        _ => format!("only one ({})", listed(equal)),
    }
}

/// "above", "below", "to the left of", "to the right of".
fn side_word(d: Dir) -> &'static str {
    match d {
        Dir::N => "above",
        Dir::S => "below",
        Dir::W => "to the left of",
        Dir::E => "to the right of",
    }
}

/// One move of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The next queued domino goes down here.
    Add(Placement),
    /// The placed domino with this queue index moves one cell along its length.
    Slide { domino: usize, dir: Dir },
}

/// When a puzzle counts as solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Every queued domino is on the board (the seed's goal).
    AllAdded,
    /// Every domino is on the board and together they fill a rectangle.
    Rectangle,
}

impl Goal {
    pub const ALL: [Goal; 2] = [Goal::AllAdded, Goal::Rectangle];

    pub fn id(self) -> &'static str {
        match self {
            Goal::AllAdded => "all-added",
            Goal::Rectangle => "rectangle",
        }
    }

    /// Reads `all-added`, `all added`, `all`, `rectangle`, `rect`, forgiving case.
    pub fn parse(text: &str) -> Option<Goal> {
        let t: String = text
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        match t.as_str() {
            "" | "alladded" | "all" | "added" | "add" | "default" => Some(Goal::AllAdded),
            "rectangle" | "rect" | "solidrectangle" => Some(Goal::Rectangle),
            _ => None,
        }
    }
}

/// Equal and sum-to-six pairs between a domino's cells and its neighbours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairCount {
    pub equal: u8,
    pub six: u8,
}

/// One pair, for messages: the mover's number, the neighbour's number, and
/// the neighbour's queue index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub mine: u8,
    pub theirs: u8,
    pub domino: usize,
}

/// A puzzle position: the queue and the dominoes placed from it so far
/// (always a prefix of the queue, in order).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    queue: Vec<Domino>,
    board: Board,
}

/// "up", "down", "left", "right": how the picture shows a direction.
pub fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::N => "up",
        Dir::S => "down",
        Dir::W => "left",
        Dir::E => "right",
    }
}

/// Where `p` lies after sliding one cell in `dir`, and the cell it moves
/// into; `None` when `dir` is across its length.
pub fn slid(p: &Placement, dir: Dir) -> Option<(Placement, Cell)> {
    let along = if p.is_horizontal() {
        matches!(dir, Dir::E | Dir::W)
    } else {
        matches!(dir, Dir::N | Dir::S)
    };
    if !along {
        return None;
    }
    let leading = match dir {
        Dir::E | Dir::N => p.second().step(dir),
        Dir::W | Dir::S => p.at.step(dir),
    };
    Some((
        Placement {
            at: p.at.step(dir),
            ..*p
        },
        leading,
    ))
}

/// "one (its 5 next to the 5 of 3-5)", "none", "two (...)".
fn pairs_text(pairs: &[Pairing]) -> String {
    match pairs.len() {
        0 => "none".to_string(),
        1 => format!("one ({})", listed(pairs)),
        n => format!("{n} ({})", listed(pairs)),
    }
}

impl Position {
    /// The start of a problem: its first two dominoes stand side by side,
    /// top numbers on top, the first on the left. Not a move.
    pub fn start(queue: &[Domino]) -> Position {
        let placed = queue
            .iter()
            .take(2)
            .enumerate()
            .map(|(i, d)| Placement::new(Cell::new(i as i32, 0), Dir::N, d.bottom, d.top))
            .collect();
        Position {
            queue: queue.to_vec(),
            board: Board::new(placed),
        }
    }

    /// A position with `placed` (a prefix of `queue`) already on the board.
    pub fn from_parts(queue: Vec<Domino>, placed: Vec<Placement>) -> Position {
        Position {
            queue,
            board: Board::new(placed),
        }
    }

    pub fn queue(&self) -> &[Domino] {
        &self.queue
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn frame(&self) -> Frame {
        self.board.frame()
    }

    /// The queued dominoes not on the board yet, next first.
    pub fn waiting(&self) -> &[Domino] {
        self.queue.get(self.board.len()..).unwrap_or_default()
    }

    /// The domino to add next, if any is left.
    pub fn next(&self) -> Option<Domino> {
        self.waiting().first().copied()
    }

    pub fn is_solved(&self, goal: Goal) -> bool {
        self.next().is_none()
            && match goal {
                Goal::AllAdded => true,
                Goal::Rectangle => self.board.is_rectangle(),
            }
    }

    /// How a placed domino is named in messages ("3-5", in reading order).
    pub fn domino_name(&self, i: usize) -> String {
        match self.board.placements().get(i) {
            Some(p) => name(p),
            None => self
                .queue
                .get(i)
                .map_or("?".into(), |d| format!("{}-{}", d.top, d.bottom)),
        }
    }

    /// Counts the pairs `cells` would make with the dominoes around them,
    /// ignoring the cells of `mover` (the domino being slid, whose old cells
    /// are empty afterwards).
    pub fn pair_count(&self, mover: Option<usize>, cells: [(Cell, u8); 2]) -> PairCount {
        let mut out = PairCount::default();
        for (i, &(c, v)) in cells.iter().enumerate() {
            let other = cells[1 - i].0;
            for d in Dir::ALL {
                let n = c.step(d);
                if n == other {
                    continue;
                }
                let Some((owner, w)) = self.board.neighbour(c, d) else {
                    continue;
                };
                if Some(owner) == mover {
                    continue;
                }
                out.equal += u8::from(v == w);
                out.six += u8::from(v + w == 6);
            }
        }
        out
    }

    /// The pairs themselves, for explaining a refusal.
    pub fn pair_list(&self, mover: Option<usize>, cells: [(Cell, u8); 2]) -> Vec<Pair> {
        let mut out = Vec::new();
        for (i, &(c, v)) in cells.iter().enumerate() {
            let other = cells[1 - i].0;
            for d in Dir::ALL {
                if c.step(d) == other {
                    continue;
                }
                if let Some((owner, w)) = self.board.neighbour(c, d)
                    && Some(owner) != mover
                {
                    out.push(Pair {
                        mine: v,
                        theirs: w,
                        domino: owner,
                    });
                }
            }
        }
        out
    }

    /// Why the next domino may not go on `p`, or `Ok`.
    pub fn check_add(&self, p: &Placement) -> Result<(), Refusal> {
        let Some(next) = self.next() else {
            return Err(Refusal::AllAdded);
        };
        if p.tile() != next.tile() {
            return Err(Refusal::NotNext { next, tile: p.tile() });
        }
        let frame = self.frame();
        for (c, _) in p.cells() {
            if let Some(owner) = self.board.owner(c) {
                return Err(Refusal::Taken {
                    cell: frame.spot(c),
                    n: self.board.number_at(c).unwrap_or_default(),
                    owner: self.domino_name(owner),
                });
            }
        }
        let count = self.pair_count(None, p.cells());
        if count.equal >= 2 {
            return Ok(());
        }
        let list = self.pair_list(None, p.cells());
        let (a, b) = reading(p);
        let here = Here {
            a,
            b,
            at: frame.spot(top_left(p)),
        };
        if list.is_empty() {
            return Err(Refusal::TouchesNothing { here });
        }
        Err(Refusal::TooFewPairs {
            here,
            equal: self.equal_pairs(&list),
            touching: list.iter().map(|x| (x.mine, x.theirs)).collect(),
        })
    }

    /// The equal pairs of `list`.
    fn equal_pairs(&self, list: &[Pair]) -> Vec<Pairing> {
        list.iter()
            .filter(|x| x.mine == x.theirs)
            .map(|x| Pairing {
                n: x.mine,
                owner: self.domino_name(x.domino),
            })
            .collect()
    }

    /// Why domino `i` may not slide one cell in `dir`, or `Ok`.
    pub fn check_slide(&self, i: usize, dir: Dir) -> Result<(), Refusal> {
        let Some(p) = self.board.placements().get(i) else {
            return Err(Refusal::NotPlaced(self.domino_name(i)));
        };
        let who = name(p);
        let Some((moved, leading)) = slid(p, dir) else {
            return Err(if p.is_horizontal() {
                Refusal::LiesAcross(who)
            } else {
                Refusal::StandsUpright(who)
            });
        };
        if let Some(owner) = self.board.owner(leading) {
            return Err(Refusal::SlideBlocked {
                who,
                dir,
                n: self.board.number_at(leading).unwrap_or_default(),
                owner: self.domino_name(owner),
            });
        }
        let count = self.pair_count(Some(i), moved.cells());
        if count.six == 0 && count.equal < 2 {
            let equal = self.equal_pairs(&self.pair_list(Some(i), moved.cells()));
            return Err(Refusal::SlideUnpaired { who, dir, equal });
        }
        let placed: Vec<Placement> = self
            .board
            .placements()
            .iter()
            .enumerate()
            .map(|(j, q)| if j == i { moved } else { *q })
            .collect();
        let cells: Vec<Cell> = placed.iter().flat_map(|q| [q.at, q.second()]).collect();
        if !is_connected(&cells) {
            return Err(self.cut_off(i, dir, &placed));
        }
        Ok(())
    }

    /// Who a slide would cut off: the dominoes outside the biggest group
    /// after the slide (the mover itself if it is alone).
    fn cut_off(&self, i: usize, dir: Dir, placed: &[Placement]) -> Refusal {
        let cells: std::collections::HashSet<Cell> = placed.iter().flat_map(|q| [q.at, q.second()]).collect();
        let groups = crate::common::grid::connected_groups(&cells);
        let biggest = groups.iter().max_by_key(|g| g.len()).cloned().unwrap_or_default();
        let mut away: Vec<usize> = placed
            .iter()
            .enumerate()
            .filter(|(_, q)| !biggest.contains(&q.at))
            .map(|(j, _)| j)
            .collect();
        away.sort_unstable();
        let who = self.domino_name(i);
        if away == [i] {
            return Refusal::CutOff { who, dir };
        }
        let away = away.iter().filter(|&&j| j != i).map(|&j| self.domino_name(j)).collect();
        Refusal::LeavesCutOff { who, dir, away }
    }

    pub fn check(&self, m: &Move) -> Result<(), Refusal> {
        match m {
            Move::Add(p) => self.check_add(p),
            Move::Slide { domino, dir } => self.check_slide(*domino, *dir),
        }
    }

    /// The placements after `m`, not checked and not shifted into place
    /// (the solver shifts them itself).
    pub fn placements_after(&self, m: &Move, out: &mut Vec<Placement>) {
        out.clear();
        out.extend_from_slice(self.board.placements());
        match *m {
            Move::Add(p) => out.push(p),
            Move::Slide { domino, dir } => {
                if let Some(q) = out.get_mut(domino)
                    && let Some((moved, _)) = slid(q, dir)
                {
                    *q = moved;
                }
            }
        }
    }

    /// Plays `m` if it is legal; otherwise says why and changes nothing.
    pub fn apply(&mut self, m: &Move) -> Result<(), Refusal> {
        self.check(m)?;
        let mut placed = Vec::with_capacity(self.board.len() + 1);
        self.placements_after(m, &mut placed);
        self.board = Board::new(placed);
        Ok(())
    }

    /// The queue index of the domino a move puts down or slides.
    pub fn mover(&self, m: &Move) -> usize {
        match m {
            Move::Add(_) => self.board.len(),
            Move::Slide { domino, .. } => *domino,
        }
    }

    /// Every legal add of the next domino, in a stable order.
    pub fn adds(&self) -> Vec<Placement> {
        let Some(next) = self.next() else {
            return Vec::new();
        };
        // Two equal pairs need at least one number next to its equal, so
        // every legal add has a number on an empty cell beside a covered
        // cell showing that number.
        let orders = [(next.top, next.bottom), (next.bottom, next.top)];
        let mut candidates: Vec<Placement> = Vec::new();
        for (c, v) in self.board.covered() {
            for &(first, second) in orders.iter().filter(|o| o.0 == v) {
                for d in Dir::ALL {
                    let here = c.step(d);
                    if self.board.owner(here).is_some() {
                        continue;
                    }
                    for e in Dir::ALL {
                        let p = Placement::new(here, e, first, second);
                        if !candidates.contains(&p) {
                            candidates.push(p);
                        }
                    }
                }
            }
        }
        candidates.sort_by_key(|p| (p.at.y, p.at.x, p.dir == Dir::N, p.a));
        candidates.retain(|p| self.add_is_legal(p));
        candidates
    }

    /// The fast test behind [`Position::check_add`] for a placement of the
    /// next domino.
    fn add_is_legal(&self, p: &Placement) -> bool {
        p.cells().iter().all(|(c, _)| self.board.owner(*c).is_none()) && self.pair_count(None, p.cells()).equal >= 2
    }

    /// Every legal slide, in a stable order.
    pub fn slides(&self) -> Vec<(usize, Dir)> {
        let mut out = Vec::new();
        for (i, p) in self.board.placements().iter().enumerate() {
            for dir in Dir::ALL {
                let Some((moved, leading)) = slid(p, dir) else {
                    continue;
                };
                if self.board.owner(leading).is_some() {
                    continue;
                }
                let count = self.pair_count(Some(i), moved.cells());
                if count.six == 0 && count.equal < 2 {
                    continue;
                }
                let cells: Vec<Cell> = self
                    .board
                    .placements()
                    .iter()
                    .enumerate()
                    .flat_map(|(j, q)| {
                        let q = if j == i { moved } else { *q };
                        [q.at, q.second()]
                    })
                    .collect();
                if is_connected(&cells) {
                    out.push((i, dir));
                }
            }
        }
        out
    }

    /// Every legal move: adds first, then slides.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out: Vec<Move> = self.adds().into_iter().map(Move::Add).collect();
        out.extend(
            self.slides()
                .into_iter()
                .map(|(domino, dir)| Move::Slide { domino, dir }),
        );
        out
    }
}

#[cfg(test)]
mod tests;
