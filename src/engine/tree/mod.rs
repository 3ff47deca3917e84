//! The Tree (seed 003): 1 to 4 players grow a tree of horizontal tiles
//! upwards from the double blank. A half resting on a placed half must show
//! exactly that half's rings plus one more; a tile slid under placed halves
//! must likewise show one ring less than each of them. Resting on two halves,
//! or being slid under one, earns an extra turn. Whoever cannot place at the
//! start of a turn draws a tile and passes; the first to empty their hand
//! wins. Alone, it is a patience: place every tile of the set.
//!
//! Coordinates: the double blank lies on 0,0 and 1,0 (row 0); rows grow
//! upwards (y increases). A tile in row y rests on the cells of row y-1
//! directly under its halves.

use super::common::board::Board;
use super::common::grid::{Cell, Dir};
use super::common::hidden::{deal, standing, unseen_pool};
use super::common::placement::Placement;
use super::common::tiles::{Tile, double_seven};
use super::event::{Line, seat as seat_part};
use super::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use crate::engine::common::words::plural;
use crate::line;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// The Tree, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "tree",
    name: "The Tree",
    seats: Seats::new(2, 4, 2),
    variants: &[Variant {
        id: SOLO,
        description: "one player: a patience, won by placing every tile",
        seats: Some(Seats::new(1, 1, 1)),
    }],
    rules: include_str!("../../../docs/rules/tree.md"),
    engine: Some(Engine::of::<Tree>()),
    hard: HardBudget {
        // Its imagined games are quick and a round lasts about 35 actions:
        // played to the end and judged by who won, with more iterations,
        // they lifted hard past 90 % against random play (docs/ai.md).
        iterations: Some(8000),
        playout_depth: Some(40),
    },
};

/// Tiles dealt to each seat (with four seats the last gets one fewer).
pub const HAND: usize = 9;

/// Rounds in a row that may end with everyone stuck: the rules say to play
/// again, and after this many the game ends with nobody winning, so that a
/// table is never held forever.
pub const MAX_ROUNDS: u32 = 10;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// This seat emptied its hand (alone: placed every tile of the set).
    Out(Seat),
    /// Alone: stuck with the supply empty (the patience is lost). With
    /// others: [`MAX_ROUNDS`] rounds in a row ended with everyone stuck.
    Blocked,
}

/// What being the seat about to place is worth to the heuristic, in tiles.
const TEMPO: f64 = 0.5;

/// The variant that makes The Tree a one-player patience.
pub const SOLO: &str = "solo";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tree {
    /// The tree; its first placement is always the double blank on 0,0 E.
    board: Board,
    /// Hidden hands, one per seat.
    hands: Vec<Vec<Tile>>,
    /// Face down; the next draw is the last element. Never shown.
    supply: Vec<Tile>,
    /// `None` once the game is over.
    turn: Option<Seat>,
    end: Option<End>,
    /// Whether the seat to act is playing an extra turn.
    extra: bool,
    /// Public lines about the passes since the latest placement.
    recent: Vec<Line>,
    /// Rounds that ended with everyone stuck and were dealt again.
    #[serde(default)]
    replays: u32,
    /// The slots of the tree as it stands, worked out when first needed
    /// (a search asks for them several times per move: to see whether the
    /// next seat can place, to list its moves).
    #[serde(skip)]
    slots: SlotCache,
}

/// A [`Slots`] computed at most once per tree; emptied whenever the tree
/// changes. Never part of what two games compare or save.
#[derive(Clone, Debug, Default)]
struct SlotCache(OnceLock<Arc<Slots>>);

impl PartialEq for SlotCache {
    fn eq(&self, _: &SlotCache) -> bool {
        true
    }
}

/// Why a tile does not fit the tree.
enum Misfit {
    Standing,
    Covered(Cell, u8),
    /// The `n` on `cell` would rest on the `m` on `below`.
    OnTop {
        cell: Cell,
        n: u8,
        below: Cell,
        m: u8,
    },
    /// The `n` on `cell` would lie under the `m` on `above`.
    Under {
        cell: Cell,
        n: u8,
        above: Cell,
        m: u8,
    },
    Floating,
}

/// Whether `upper` shows exactly the rings of `lower` plus one more.
pub const fn one_more(lower: u8, upper: u8) -> bool {
    upper & lower == lower && (upper ^ lower).count_ones() == 1
}

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
struct Slot {
    at: Cell,
    masks: [u8; 2],
}

/// Every [`Slot`] of a position, ordered by `at`.
#[derive(Debug)]
struct Slots(Vec<Slot>);

impl Slots {
    /// Appends the placements of `tile`, by place and then with its lower
    /// number on the left first (the order move generation has always used).
    fn placements_of(&self, tile: Tile, out: &mut Vec<Placement>) {
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
    fn fits(&self, tile: Tile) -> bool {
        self.0.iter().any(|slot| {
            let [left, right] = slot.masks;
            (left & (1 << tile.lo) != 0 && right & (1 << tile.hi) != 0)
                || (left & (1 << tile.hi) != 0 && right & (1 << tile.lo) != 0)
        })
    }
}

/// The numbers that may lie on `lower`, as text ("1, 2 or 4").
fn fitting_text(lower: u8) -> String {
    let fits: Vec<String> = (0..=7u8)
        .filter(|&u| one_more(lower, u))
        .map(|u| u.to_string())
        .collect();
    match fits.as_slice() {
        [] => "nothing (it already shows every ring)".to_string(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

impl Tree {
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        &self.hands[seat]
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Checks a placement against the tree. On success, says whether it
    /// earns an extra turn (both halves rest on the tree, or a placed half
    /// rests on it).
    pub fn check(&self, p: &Placement) -> Result<bool, String> {
        self.fit(p).map_err(|misfit| match misfit {
            Misfit::Standing => horizontal_only(p),
            Misfit::Covered(cell, n) => format!("{cell} is already covered (it shows {n})"),
            Misfit::OnTop { cell, n, below, m } => format!(
                "the {n} on {cell} would rest on the {m} on {below}: it must show the rings of {m} plus exactly one more ({})",
                fitting_text(m)
            ),
            Misfit::Under { cell, n, above, m } => format!(
                "the {n} on {cell} would lie under the {m} on {above}: that {m} must show the rings of {n} plus exactly one more"
            ),
            Misfit::Floating => format!(
                "{}-{} on {} and {} would not rest on the tree: at least one half must lie directly above a placed half",
                p.a,
                p.b,
                p.at,
                p.second()
            ),
        })
    }

    /// The rule behind [`Tree::check`], without writing the words of a
    /// refusal (move generation tries many candidates).
    fn fit(&self, p: &Placement) -> Result<bool, Misfit> {
        if !p.is_horizontal() {
            return Err(Misfit::Standing);
        }
        for (cell, _) in p.cells() {
            if let Some(n) = self.board.number_at(cell) {
                return Err(Misfit::Covered(cell, n));
            }
        }
        let mut resting = 0;
        let mut covered = false;
        for (cell, n) in p.cells() {
            let below = Cell::new(cell.x, cell.y - 1);
            if let Some(m) = self.board.number_at(below) {
                if !one_more(m, n) {
                    return Err(Misfit::OnTop { cell, n, below, m });
                }
                resting += 1;
            }
            let above = Cell::new(cell.x, cell.y + 1);
            if let Some(m) = self.board.number_at(above) {
                if !one_more(n, m) {
                    return Err(Misfit::Under { cell, n, above, m });
                }
                covered = true;
            }
        }
        if resting == 0 {
            return Err(Misfit::Floating);
        }
        Ok(resting == 2 || covered)
    }

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
    fn slots(&self) -> &Slots {
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
        for k in anchors {
            let at = Cell::new(
                ((k >> 32) as u32 as i32).wrapping_add(i32::MIN),
                (k as u32 as i32).wrapping_add(i32::MIN),
            );
            let mut masks = [0u8; 2];
            let mut resting = 0;
            let mut free = true;
            for (half, mask) in masks.iter_mut().enumerate() {
                let cell = Cell::new(at.x + half as i32, at.y);
                if cells.contains_key(&cell) {
                    free = false;
                    break;
                }
                *mask = 0xff;
                if let Some(&m) = cells.get(&Cell::new(cell.x, cell.y - 1)) {
                    *mask &= ONE_MORE[usize::from(m)];
                    resting += 1;
                }
                if let Some(&m) = cells.get(&Cell::new(cell.x, cell.y + 1)) {
                    *mask &= ONE_LESS[usize::from(m)];
                }
            }
            if free && resting > 0 && masks[0] != 0 && masks[1] != 0 {
                slots.push(Slot { at, masks });
            }
        }
        Slots(slots)
    }

    /// The numbers (as bits) that could rest on the tree somewhere now,
    /// judging each empty cell above a placed half on its own: a quick
    /// upper bound of what can be placed, for the heuristic.
    fn open_numbers(&self) -> u8 {
        let cells = self.board.cells();
        let mut open = 0u8;
        for (c, &below) in cells {
            let at = Cell::new(c.x, c.y + 1);
            if cells.contains_key(&at) {
                continue;
            }
            let above = cells.get(&Cell::new(c.x, c.y + 2)).copied();
            for n in 0..=7u8 {
                if one_more(below, n) && above.is_none_or(|a| one_more(n, a)) {
                    open |= 1 << n;
                }
            }
        }
        open
    }

    fn has_move(&self, seat: Seat) -> bool {
        let slots = self.slots();
        self.hands[seat].iter().any(|&t| slots.fits(t))
    }

    /// A fresh round: the double blank alone, the other 35 tiles shuffled,
    /// nine to each seat (with four, eight to the last), the rest the supply.
    fn deal(seats: usize, rng: &mut GameRng) -> (Board, Vec<Vec<Tile>>, Vec<Tile>) {
        let root = Tile::new(0, 0);
        let mut supply: Vec<Tile> = double_seven().into_iter().filter(|t| *t != root).collect();
        rng.shuffle(&mut supply);
        let mut hands = Vec::with_capacity(seats);
        for s in 0..seats {
            // With four players the 35 tiles make 9 + 9 + 9 + 8.
            let take = HAND.min(supply.len());
            let take = if seats == 4 && s == 3 { take.min(HAND - 1) } else { take };
            hands.push(supply.split_off(supply.len() - take));
        }
        let mut board = Board::default();
        board.place(Placement::new(Cell::ORIGIN, Dir::E, 0, 0));
        (board, hands, supply)
    }

    /// Starts a turn for `seat`: whoever cannot place draws a tile (if any)
    /// and passes, until someone can place or everyone has passed in
    /// succession with the supply empty. Then nobody wins the round and,
    /// as the rules say, the players play again: a new deal, the first
    /// seat to start (alone, the patience is lost; after [`MAX_ROUNDS`]
    /// such rounds, the game ends). Adds the public lines to `events`.
    fn begin_turn(&mut self, mut seat: Seat, extra: bool, rng: &mut GameRng, events: &mut Lines) {
        let n = self.seats();
        let from = events.0.as_ref().map_or(0, Vec::len);
        let mut extra = extra;
        let mut idle = 0;
        loop {
            if self.has_move(seat) {
                self.turn = Some(seat);
                self.extra = extra;
                break;
            }
            if let Some(t) = self.supply.pop() {
                self.hands[seat].push(t);
                idle = 0;
                events.say(|| {
                    line!(
                        seat_part(seat),
                        " could not play, drew a tile and passed (",
                        self.supply.len(),
                        " left in the supply)"
                    )
                    .into()
                });
            } else {
                idle += 1;
                events.say(|| line!(seat_part(seat), " could not play and passed (the supply is empty)").into());
                if idle >= n && n > 1 && self.replays + 1 < MAX_ROUNDS {
                    self.replays += 1;
                    (self.board, self.hands, self.supply) = Tree::deal(n, rng);
                    self.slots = SlotCache::default();
                    events.say(|| {
                        Event::new_deal(Line::text(format!(
                            "everyone passed in succession with the supply empty: nobody wins this round, so the tiles are shuffled and dealt again (round {})",
                            self.replays + 1
                        )))
                    });
                    (seat, extra, idle) = (0, false, 0);
                    continue;
                }
                if idle >= n {
                    self.turn = None;
                    self.extra = false;
                    self.end = Some(End::Blocked);
                    events.say(|| {
                        if n == 1 {
                            "no tile can be placed and the supply is empty: the patience is lost".into()
                        } else {
                            format!("round {MAX_ROUNDS} also ended with everyone stuck: the game ends and nobody wins")
                                .into()
                        }
                    });
                    break;
                }
            }
            extra = false;
            seat = (seat + 1) % n;
        }
        self.recent = events
            .0
            .as_ref()
            .map_or_else(Vec::new, |said| said[from..].iter().map(|e| e.line.clone()).collect());
    }

    /// Plays `p` for `seat` ([`Game::apply`]), adding the public lines to
    /// `events`.
    fn act(&mut self, seat: Seat, p: &Placement, rng: &mut GameRng, events: &mut Lines) -> Result<(), RuleError> {
        let Some(turn) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        if !p.is_horizontal() {
            return Err(RuleError::Illegal(horizontal_only(p)));
        }
        let tile = p.tile();
        let Some(index) = self.hands[seat].iter().position(|t| *t == tile) else {
            return Err(RuleError::Illegal(format!(
                "you do not hold {tile}; see your tiles with /hand"
            )));
        };
        let extra = self.check(p).map_err(RuleError::Illegal)?;
        self.board.place(*p);
        self.slots = SlotCache::default();
        self.hands[seat].remove(index);
        events.say(|| format!("placed {}: {}", p.notation(), p.describe()).into());
        let solo = self.seats() == 1;
        if self.hands[seat].is_empty() && (!solo || self.supply.is_empty()) {
            self.turn = None;
            self.extra = false;
            self.end = Some(End::Out(seat));
            self.recent.clear();
            events.say(|| {
                if solo {
                    "every tile is in the tree: the patience is won".into()
                } else {
                    line!(seat_part(seat), " ran out of tiles and wins").into()
                }
            });
            return Ok(());
        }
        let next = if extra {
            events.say(|| "the tile rests on two halves or under one: one extra turn".into());
            seat
        } else {
            (seat + 1) % self.seats()
        };
        self.begin_turn(next, extra, rng, events);
        Ok(())
    }

    fn tiles_left(&self, seat: Seat) -> usize {
        self.hands[seat].len()
    }
}

/// The public events of a move, or nothing when nobody will read them (a
/// search plays thousands of moves a second, and writing their lines was
/// a fifth of its time).
struct Lines(Option<Vec<Event>>);

impl Lines {
    fn say(&mut self, line: impl FnOnce() -> Event) {
        if let Some(lines) = &mut self.0 {
            lines.push(line());
        }
    }
}

fn horizontal_only(p: &Placement) -> String {
    format!(
        "in The Tree every tile lies horizontally: write it with E, e.g. `{}-{} {} E`",
        p.a, p.b, p.at
    )
}

impl Game for Tree {
    type Action = Placement;
    type Refusal = String;
    type NotationError = ParseError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("The Tree", seats, 1, 4)?;
        // The patience (`solo`) is how one player asks for a table of one.
        if options.flag("The Tree", SOLO)? && seats != 1 {
            return Err(SetupError(format!("the solo patience is for 1 player, not {seats}")));
        }
        let (board, hands, supply) = Tree::deal(seats, rng);
        let mut game = Tree {
            board,
            hands,
            supply,
            turn: None,
            end: None,
            extra: false,
            recent: Vec::new(),
            replays: 0,
            slots: SlotCache::default(),
        };
        game.begin_turn(0, false, rng, &mut Lines(Some(Vec::new())));
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Placement> {
        if self.turn != Some(seat) {
            return Vec::new();
        }
        let mut tiles = self.hands[seat].clone();
        tiles.sort();
        let slots = self.slots();
        let mut out = Vec::new();
        for t in tiles {
            slots.placements_of(t, &mut out);
        }
        out
    }

    fn apply(&mut self, seat: Seat, p: &Placement, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let mut events = Lines(Some(Vec::new()));
        self.act(seat, p, rng, &mut events)?;
        Ok(events.0.unwrap_or_default())
    }

    fn apply_quietly(&mut self, seat: Seat, p: &Placement, rng: &mut GameRng) -> Result<(), RuleError> {
        self.act(seat, p, rng, &mut Lines(None))
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let outcome = self.outcome();
        let finished = self.turn.is_none();
        let seats = (0..self.seats())
            .map(|s| SeatView {
                role: format!("seat {}", s + 1),
                ring: None,
                score: finished.then(|| format!("{} left", self.tiles_left(s))),
                detail: Some(format!(
                    "{} in hand{}",
                    plural(self.tiles_left(s) as i64, "tile", "tiles"),
                    if self.turn == Some(s) && self.extra {
                        ", extra turn"
                    } else {
                        ""
                    }
                )),
                to_move: self.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            })
            .collect();
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => Some(PrivateView::hand(
                s,
                &self.hands[s],
                vec![format!(
                    "{} in hand. Every tile lies across; a half resting on the tree shows the rings beneath it plus exactly one more.",
                    plural(self.hands[s].len() as i64, "tile", "tiles")
                )],
            )),
            _ => None,
        };
        let tiles: Vec<_> = self.board.placements().iter().map(Placement::cells).collect();
        let mut notes: Vec<Line> = vec![
            format!(
                "{} in the tree, {} in the supply",
                plural(self.board.placements().len() as i64, "tile", "tiles"),
                self.supply.len()
            )
            .into(),
        ];
        if self.replays > 0 {
            notes.push(
                format!(
                    "round {}: the earlier rounds ended with everyone stuck and were dealt again",
                    self.replays + 1
                )
                .into(),
            );
        }
        notes.extend(self.recent.iter().cloned());
        if let Some(s) = self.turn.filter(|_| self.extra) {
            notes.push(line!(seat_part(s), " is playing an extra turn"));
        }
        GameView {
            title: "The Tree".to_string(),
            seats,
            board: BoardView::BinaryGrid(GridView {
                last: tiles.len().checked_sub(1),
                tiles,
                ring_owners: Vec::new(),
                levels: Vec::new(),
                labels: Vec::new(),
                hide_axes: false,
                // Nothing can lie under the double blank: a half must rest
                // on a placed half, and row 0 holds only the root.
                lowest_row: Some(0),
            }),
            notes,
            private,
            finished,
        }
    }

    fn notation(&self, action: &Placement) -> String {
        action.notation()
    }

    fn describe(&self, action: &Placement) -> String {
        // Every tile lies across, so saying so would only lengthen the
        // autocomplete lines.
        match self.check(action) {
            Ok(true) => format!("{} (extra turn)", action.describe_cells()),
            _ => action.describe_cells(),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Placement, ParseError> {
        let p = Placement::parse(text, false)?;
        if !p.is_horizontal() {
            return Err(ParseError(horizontal_only(&p)));
        }
        Ok(p)
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let n = self.seats();
        if n == 1 {
            let left = (self.tiles_left(0) + self.supply.len()) as i64;
            let summary = match end {
                End::Out(_) => "patience won: every tile is in the tree".to_string(),
                End::Blocked => format!("patience lost: {} could not be placed", plural(left, "tile", "tiles")),
            };
            return Some(Outcome::ranked(&[(0, left, 0)], summary));
        }
        // Key: 0 for the winner, else the tiles left (never 0 for a loser).
        let (rows, summary): (Vec<(Seat, i64, usize)>, Line) = match end {
            End::Out(out) => (
                (0..n)
                    .map(|s| {
                        let left = self.tiles_left(s);
                        (s, left as i64, if s == out { 0 } else { left.max(1) })
                    })
                    .collect(),
                line!(
                    seat_part(out),
                    " ran out of tiles first and wins; the others rank by fewest tiles left"
                ),
            ),
            // Nobody wins: every seat shares the same place.
            End::Blocked => (
                (0..n).map(|s| (s, self.tiles_left(s) as i64, 0)).collect(),
                format!("nobody wins: {MAX_ROUNDS} rounds in a row ended with everyone stuck and the supply empty")
                    .into(),
            ),
        };
        Some(Outcome::ranked(&rows, summary))
    }

    fn unseen(&self) -> usize {
        self.supply.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out: Vec<Tile> = self.hands.iter().flatten().copied().collect();
        out.extend(self.supply.iter().copied());
        out
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        let mut seen: Vec<Tile> = self.board.tiles().collect();
        seen.extend(self.hands.get(seat).into_iter().flatten());
        let mut pool = unseen_pool(double_seven(), seen, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            g.hands[s] = deal(&mut pool, self.hands[s].len());
        }
        g.supply = pool;
        g
    }

    fn random_share(&self, _seat: Seat) -> f64 {
        // Every other seat is imagined careless. Against random play that
        // is the truth, and it lifted hard past 90 %; against medium, a
        // careful player, it cost nothing (85 % won either way), and
        // judging each seat from its extra-turn choices did no better
        // against either (docs/ai.md, The Tree's seventh session).
        1.0
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // Fewer tiles is better; a tile that fits nowhere is worth less
        // than one that can go down; and the seat about to place is about
        // half a tile better off than its hand says. Without that last term
        // a search whose playouts stop at different points judged the same
        // race differently by whose turn it happened to be (hard won 515 of
        // 600 against random with it left out, 536 with it; docs/ai.md).
        let open = self.open_numbers();
        let value = |s: Seat| {
            let stuck = self.hands[s]
                .iter()
                .filter(|t| open & (1 << t.lo) == 0 && open & (1 << t.hi) == 0)
                .count();
            let on_turn = if self.turn == Some(s) { TEMPO } else { 0.0 };
            -(self.hands[s].len() as f64 + 0.5 * stuck as f64) + on_turn
        };
        if seat >= self.seats() {
            return 0.5;
        }
        if self.seats() == 1 {
            // The patience: the share of the set already in the tree.
            return self.board.placements().len() as f64 / 36.0;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 1.5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn t(a: u8, b: u8) -> Tile {
        Tile::new(a, b)
    }

    fn pl(text: &str) -> Placement {
        Placement::parse(text, false).unwrap()
    }

    /// A position: the double blank, then `placed` (unchecked), with these
    /// hands and supply (drawn from the end); `turn` acts next.
    fn position(placed: &[&str], hands: Vec<Vec<Tile>>, supply: Vec<Tile>, turn: Seat) -> Tree {
        let mut board = Board::default();
        board.place(Placement::new(Cell::ORIGIN, Dir::E, 0, 0));
        for text in placed {
            board.place(pl(text));
        }
        Tree {
            board,
            hands,
            supply,
            turn: Some(turn),
            end: None,
            extra: false,
            recent: Vec::new(),
            replays: 0,
            slots: SlotCache::default(),
        }
    }

    fn rng() -> GameRng {
        GameRng::from_seed([7; 32])
    }

    fn play(g: &mut Tree, seat: Seat, text: &str) -> Result<Vec<String>, RuleError> {
        let p = g.parse(seat, text).map_err(|e| RuleError::Illegal(e.0))?;
        g.apply(seat, &p, &mut rng())
            .map(|events| events.iter().map(Event::plain).collect())
    }

    #[test]
    fn rule_b_one_more_ring() {
        // On the blank: pip, small circle or big circle, but not two rings.
        assert!(one_more(0, 1) && one_more(0, 2) && one_more(0, 4));
        assert!(!one_more(0, 3) && !one_more(0, 0));
        // On the pip: pip and small circle (3) or pip and big circle (5).
        assert!(one_more(1, 3) && one_more(1, 5));
        // A small circle alone drops the pip: not "the same rings plus one".
        assert!(!one_more(1, 2) && !one_more(1, 7) && !one_more(1, 1));
        assert!(one_more(3, 7) && one_more(6, 7) && !one_more(7, 7));
        // On the table: a 3 cannot rest on the blank, a 4 can.
        let g = position(&[], vec![vec![t(3, 4)], vec![t(1, 1)]], vec![], 0);
        let err = g.check(&pl("3-4 0,1 E")).unwrap_err();
        assert!(err.contains("1, 2 or 4"), "{err}");
        assert_eq!(g.check(&pl("4-3 1,1 E")), Ok(false));
    }

    #[test]
    fn a_tile_must_rest_above_the_tree_not_beside_it() {
        let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
        let err = g.check(&pl("1-2 2,0 E")).unwrap_err();
        assert!(err.contains("would not rest on the tree"), "{err}");
        assert!(g.check(&pl("1-2 -2,0 E")).is_err());
        assert!(g.check(&pl("1-2 0,-1 E")).is_err());
        assert!(g.check(&pl("1-2 0,0 E")).unwrap_err().contains("already covered"));
        // Every legal placement rests on row 0 from row 1.
        assert!(g.placements_of(t(1, 2)).iter().all(|p| p.at.y == 1));
    }

    #[test]
    fn rule_c_both_halves_resting_earn_one_extra_turn_and_both_must_obey() {
        let mut g = position(&[], vec![vec![t(1, 2), t(1, 3), t(4, 7)], vec![t(3, 6)]], vec![], 0);
        // 1-3: the 1 fits on the blank, but the 3 on the other blank does not.
        let err = play(&mut g, 0, "1-3 0,1 E").unwrap_err().to_string();
        assert!(err.contains("the 3 on 1,1"), "{err}");
        // The autocomplete line says so (and not that the tile lies across:
        // every tile does).
        assert_eq!(g.describe(&pl("1-2 0,1 E")), "1 on 0,1, 2 on 1,1 (extra turn)");
        assert_eq!(g.describe(&pl("1-2 -1,1 E")), "1 on -1,1, 2 on 0,1");
        let events = play(&mut g, 0, "1-2 0,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("extra turn")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(0));
        assert!(g.extra);
        // Only one half resting: no extra turn, the next seat plays.
        let events = play(&mut g, 0, "1-3 -1,2 E").unwrap();
        assert!(!events.iter().any(|e| e.contains("extra turn")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(1));
    }

    #[test]
    fn rule_d_legal_insertion_earns_an_extra_turn() {
        // Row 1: 4 on the right blank, 6 hanging to its right.
        // Row 2: 5 on that 4 and a 3 hanging over the empty cell 0,1.
        // The gap 0,1 lies between the blank below and the 3 above.
        let placed = ["4-6 1,1 E", "3-5 0,2 E"];
        let mut g = position(&placed, vec![vec![t(4, 7), t(1, 7)], vec![t(2, 2)]], vec![], 0);
        // 4 adds a ring to the blank but is not "3 minus one ring".
        let err = g.check(&pl("7-4 -1,1 E")).unwrap_err();
        assert!(err.contains("would lie under the 3 on 0,2"), "{err}");
        // 1 adds one ring to the blank below and has one ring less than the 3 above.
        assert_eq!(g.check(&pl("7-1 -1,1 E")), Ok(true));
        let events = play(&mut g, 0, "7-1 -1,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("extra turn")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(0));
    }

    /// A tile in row 2 lying offset by one cell over two different tiles of
    /// row 1: each half rests on a half of a different tile, both must obey
    /// rule b, and together they earn one extra turn (rule c).
    #[test]
    fn rule_c_an_offset_tile_resting_on_two_different_tiles() {
        // Row 1: a 4-1 whose 1 lies on the left blank (0,1), and a 2-4 whose
        // 2 lies on the right blank (1,1). Row 2 spans 0,2-1,2: over the 1 of
        // the first tile and the 2 of the second.
        let placed = ["4-1 -1,1 E", "2-4 1,1 E"];
        let hands = vec![vec![t(5, 6), t(5, 7), t(3, 3)], vec![t(5, 5)]];
        let mut g = position(&placed, hands, vec![], 0);
        assert_ne!(
            g.board.placements()[1].tile(),
            g.board.placements()[2].tile(),
            "two different tiles below"
        );
        // 5 on the 1 (adds the big circle), 6 on the 2 (adds the big circle).
        assert_eq!(g.check(&pl("5-6 0,2 E")), Ok(true));
        assert_eq!(g.check(&pl("3-3 0,2 E")), Ok(true), "3 is 1 plus 2 and 2 plus 1");
        // Each half answers to its own tile below.
        let err = g.check(&pl("6-5 0,2 E")).unwrap_err();
        assert!(err.contains("the 6 on 0,2 would rest on the 1 on 0,1"), "{err}");
        let err = g.check(&pl("5-7 0,2 E")).unwrap_err();
        assert!(err.contains("the 7 on 1,2 would rest on the 2 on 1,1"), "{err}");
        let legal = g.legal_actions(0);
        assert!(legal.contains(&pl("5-6 0,2 E")), "{legal:?}");
        assert!(legal.contains(&pl("3-3 0,2 E")));
        assert!(!legal.contains(&pl("6-5 0,2 E")) && !legal.contains(&pl("7-5 0,2 E")));
        let events = play(&mut g, 0, "5-6 0,2 E").unwrap();
        assert!(events.iter().any(|e| e.contains("extra turn")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(0), "one extra turn");
        // The extra turn is one, not two: the next tile resting on one half
        // hands the turn on.
        let events = play(&mut g, 0, "5-7 2,2 E").unwrap();
        assert!(!events.iter().any(|e| e.contains("extra turn")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(1));
    }

    #[test]
    fn a_stuck_player_draws_one_tile_and_passes_without_naming_it() {
        // Seat 1 holds nothing that fits after seat 0's move; it draws 1-1.
        let hands = vec![vec![t(4, 7), t(1, 2)], vec![t(7, 7), t(3, 3), t(3, 7)]];
        let mut g = position(&[], hands, vec![t(2, 6), t(1, 1)], 0);
        let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
        assert!(
            events
                .iter()
                .any(|e| e.contains("seat 2 could not play, drew a tile and passed"))
        );
        assert!(events.iter().all(|e| !e.contains("1-1")), "{events:?}");
        assert_eq!(g.hand(1).len(), 4);
        assert_eq!(g.supply, vec![t(2, 6)]);
        assert_eq!(g.to_act(), ToAct::Seat(0));
        let public = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
        assert!(!public.contains("1-1"));
        assert!(public.contains("drew a tile and passed"));
    }

    #[test]
    fn the_first_player_out_wins_and_the_rest_rank_by_fewest_tiles() {
        let hands = vec![
            vec![t(4, 7)],
            vec![t(7, 7), t(3, 3)],
            vec![t(6, 6), t(5, 5)],
            vec![t(3, 7)],
        ];
        let mut g = position(&[], hands, vec![], 0);
        let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("seat 1 ran out of tiles and wins")));
        assert_eq!(g.to_act(), ToAct::Finished);
        let o = g.outcome().unwrap();
        let ranks: Vec<_> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
        assert_eq!(
            ranks,
            vec![(0, 1, Some(0)), (3, 2, Some(1)), (1, 3, Some(2)), (2, 3, Some(2))]
        );
        assert_eq!(play(&mut g, 1, "1-1 0,1 E"), Err(RuleError::GameOver));
    }

    #[test]
    fn everyone_passing_with_an_empty_supply_means_nobody_wins_and_the_round_is_dealt_again() {
        let hands = vec![vec![t(4, 7), t(3, 3)], vec![t(7, 7), t(3, 7)]];
        let mut g = position(&[], hands, vec![], 0);
        let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
        assert!(
            events
                .iter()
                .any(|e| e.contains("nobody wins this round") && e.contains("round 2")),
            "{events:?}"
        );
        // A fresh round: the double blank alone, nine each, the rest face down.
        assert_eq!(g.replays, 1);
        assert_eq!(g.board.placements().len(), 1);
        assert_eq!((g.hands[0].len(), g.hands[1].len(), g.supply.len()), (9, 9, 17));
        assert!(g.outcome().is_none() && g.to_act().seat().is_some());
        assert!(!g.view(Viewer::Public).finished);
        check_invariants(&g);
        // The round's lines are public and name no tile.
        let notes = g
            .view(Viewer::Public)
            .notes
            .iter()
            .map(Line::plain)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(notes.contains("dealt again") && notes.contains("round 2:"), "{notes}");
        for tile in g.secret_tiles() {
            assert!(!notes.contains(&tile.to_string()), "{notes}");
        }
    }

    #[test]
    fn after_the_last_allowed_round_ends_stuck_nobody_wins_and_everyone_shares_the_place() {
        let hands = vec![vec![t(4, 7), t(3, 3)], vec![t(7, 7), t(3, 7)]];
        let mut g = position(&[], hands, vec![], 0);
        g.replays = MAX_ROUNDS - 1;
        let events = play(&mut g, 0, "4-7 1,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("nobody wins")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Finished);
        let o = g.outcome().unwrap();
        assert!(o.summary.contains("nobody wins"));
        assert!(o.standings.iter().all(|s| s.rank == 1));
        assert!(g.view(Viewer::Public).finished);
    }

    #[test]
    fn a_game_saved_before_rounds_were_counted_loads_as_round_one() {
        let g = position(&[], vec![vec![t(1, 2)], vec![t(3, 3)]], vec![], 0);
        let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
        json.as_object_mut().unwrap().remove("replays");
        let loaded: Tree = serde_json::from_value(json).unwrap();
        assert_eq!(loaded, g);
    }

    #[test]
    fn deals_nine_each_and_eight_to_the_fourth_player() {
        for seed in 0..20 {
            let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
            let g = Tree::setup(&Options::default(), 4, &mut r).unwrap();
            let sizes: Vec<usize> = g.hands.iter().map(|h| h.len()).collect();
            // With four players the supply is empty from the start, so even
            // a first seat that cannot play draws nothing.
            assert_eq!(sizes, vec![9, 9, 9, 8]);
            assert!(g.supply.is_empty());
            assert_eq!(g.board.placements(), &[Placement::new(Cell::ORIGIN, Dir::E, 0, 0)]);
            for seats in 1..=3 {
                let g = Tree::setup(&Options::default(), seats, &mut r).unwrap();
                let held: usize = g.hands.iter().map(Vec::len).sum();
                assert_eq!(held + g.supply.len(), 35);
                assert!(g.hands.iter().skip(1).all(|h| h.len() == 9));
            }
        }
    }

    #[test]
    fn setup_refuses_wrong_player_counts_and_variants() {
        let mut r = rng();
        assert!(Tree::setup(&Options::default(), 0, &mut r).is_err());
        assert!(Tree::setup(&Options::default(), 5, &mut r).is_err());
        let v = Options {
            variant: Some("misere".into()),
        };
        assert!(Tree::setup(&v, 2, &mut r).is_err());
    }

    #[test]
    fn solo_patience_is_won_by_placing_every_tile() {
        // The hand empties with a tile left in the supply: draw it and go on.
        let mut g = position(&[], vec![vec![t(1, 2)]], vec![t(3, 5)], 0);
        let events = play(&mut g, 0, "1-2 0,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("drew a tile")), "{events:?}");
        assert_eq!(g.to_act(), ToAct::Seat(0));
        assert_eq!(g.hand(0), &[t(3, 5)]);
        let events = play(&mut g, 0, "5-3 0,2 E").unwrap();
        assert!(events.iter().any(|e| e.contains("patience is won")), "{events:?}");
        let o = g.outcome().unwrap();
        assert_eq!(o.standings.len(), 1);
        assert_eq!((o.standings[0].rank, o.standings[0].score), (1, Some(0)));
        assert!(o.summary.contains("won"));
    }

    #[test]
    fn solo_patience_is_lost_when_stuck_with_the_supply_empty() {
        let mut g = position(&[], vec![vec![t(1, 4), t(7, 7)]], vec![], 0);
        let events = play(&mut g, 0, "4-1 1,1 E").unwrap();
        assert!(events.iter().any(|e| e.contains("patience is lost")), "{events:?}");
        let o = g.outcome().unwrap();
        assert_eq!(o.standings[0].score, Some(1));
        assert!(o.summary.contains("lost"));
    }

    #[test]
    fn standing_tiles_are_refused_with_a_reason() {
        let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
        let err = g.parse(0, "1-2 0,1 N").unwrap_err().0;
        assert!(err.contains("lies horizontally"), "{err}");
        assert_eq!(g.parse(0, "2-1 1,1 W"), Ok(pl("1-2 0,1 E")));
        let mut g2 = g.clone();
        let standing = Placement::new(Cell::new(0, 1), Dir::N, 1, 2);
        let err = g2.apply(0, &standing, &mut rng()).unwrap_err().to_string();
        assert!(err.contains("lies horizontally"), "{err}");
        assert_eq!(g2, g);
        let err = play(&mut g2, 0, "4-4 0,1 E").unwrap_err().to_string();
        assert!(err.contains("you do not hold 4-4"), "{err}");
        assert_eq!(play(&mut g2, 1, "4-4 0,1 E"), Err(RuleError::NotYourTurn));
    }

    #[test]
    fn views_show_the_tree_counts_and_only_your_own_hand() {
        let mut r = GameRng::from_seed(GameRng::seed_from_u64(5));
        let g = Tree::setup(&Options::default(), 3, &mut r).unwrap();
        let public = g.view(Viewer::Public);
        assert!(public.private.is_none());
        let BoardView::BinaryGrid(grid) = &public.board else {
            panic!("the tree is drawn on a grid")
        };
        assert_eq!(grid.tiles, vec![[(Cell::new(0, 0), 0), (Cell::new(1, 0), 0)]]);
        assert!(grid.ring_owners.is_empty());
        // The picture keeps no margin under the double blank.
        assert_eq!(grid.lowest_row, Some(0));
        assert_eq!(public.seats[1].role, "seat 2");
        assert_eq!(public.seats[1].detail.as_deref(), Some("9 tiles in hand"));
        assert_eq!(public.notes[0], "1 tile in the tree, 8 in the supply");
        let mine = g.view(Viewer::Seat(1));
        let p = mine.private.unwrap();
        assert_eq!(p.tiles.len(), g.hands[1].len());
        assert!(
            p.tiles
                .iter()
                .all(|(label, tile)| label == "in hand" && g.hands[1].contains(tile))
        );
        let back: Tree = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        assert_eq!(back, g);
    }

    fn check_invariants(g: &Tree) {
        let mut all: Vec<Tile> = g.board.tiles().collect();
        all.extend(g.hands.iter().flatten());
        all.extend(g.supply.iter());
        all.sort();
        assert_eq!(all, double_seven(), "all 36 tiles accounted for");
        let on_board: Vec<Tile> = g.board.tiles().collect();
        let text = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
        for s in g.secret_tiles() {
            assert!(!on_board.contains(&s));
            for spelled in [format!("{}-{}", s.lo, s.hi), format!("{}-{}", s.hi, s.lo)] {
                assert!(!text.contains(&spelled), "secret {s} in the public view: {text}");
            }
        }
        for seat in 0..g.seats() {
            let view = g.view(Viewer::Seat(seat));
            let own = &g.hands[seat];
            let text = serde_json::to_string(&view).unwrap();
            for s in g.secret_tiles().iter().filter(|s| !own.contains(s)) {
                assert!(!view.visible_tiles().contains(s));
                assert!(!text.contains(&format!("{}-{}", s.lo, s.hi)) && !text.contains(&format!("{}-{}", s.hi, s.lo)));
            }
        }
    }

    /// A state that looks the same from `seat`: an opponent's tile traded
    /// with one from the supply, or with another opponent's.
    fn twin(d: &Tree, seat: Seat) -> Option<Tree> {
        let mut t = d.clone();
        if !crate::engine::testing::trade_hidden(&mut t.hands, &mut t.supply, seat) {
            return None;
        }
        (t != *d).then_some(t)
    }

    #[test]
    fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
        use crate::engine::GameKind;
        use crate::engine::testing::{check_determinize_on, positions};
        // Alone, the game is the patience variant.
        let mut at = positions(6, 1..=1, &[Some(SOLO)], &[0, 6, 15]);
        at.extend(positions(6, 2..=4, &[None], &[0, 6, 15]));
        let checked = check_determinize_on(GameKind::Tree, at, twin, |_, _, _| {});
        assert!(checked > 80, "{checked}");
    }

    /// Every placement the rule itself ([`Tree::fit`]) accepts within a
    /// margin around the tree, in the order move generation promises: by
    /// place (the left cell's coordinates), lower number on the left first.
    fn placements_by_the_rule(g: &Tree, tile: Tile) -> Vec<Placement> {
        let cells: Vec<Cell> = g.board.cells().keys().copied().collect();
        let (x0, x1) = (
            cells.iter().map(|c| c.x).min().unwrap() - 3,
            cells.iter().map(|c| c.x).max().unwrap() + 3,
        );
        let (y0, y1) = (
            cells.iter().map(|c| c.y).min().unwrap() - 3,
            cells.iter().map(|c| c.y).max().unwrap() + 3,
        );
        let mut out = Vec::new();
        for x in x0..=x1 {
            for y in y0..=y1 {
                let mut orders = vec![(tile.lo, tile.hi)];
                if !tile.is_double() {
                    orders.push((tile.hi, tile.lo));
                }
                for (a, b) in orders {
                    let p = Placement::new(Cell::new(x, y), Dir::E, a, b);
                    if g.fit(&p).is_ok() {
                        out.push(p);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn move_generation_finds_exactly_what_the_rule_allows() {
        let mut positions = 0;
        for seed in 0..40 {
            for moves in [0, 3, 8, 15, 25, 40] {
                let g = crate::engine::testing::random_position(crate::engine::GameKind::Tree, 2, None, seed, moves);
                let d: Tree = serde_json::from_str(&g.snapshot()).unwrap();
                positions += 1;
                let slots = d.slots();
                for tile in double_seven() {
                    let fast = d.placements_of(tile);
                    assert_eq!(
                        fast,
                        placements_by_the_rule(&d, tile),
                        "{tile} on {:?}",
                        d.board.placements()
                    );
                    assert_eq!(slots.fits(tile), !fast.is_empty());
                }
            }
        }
        assert_eq!(positions, 240);
    }

    #[test]
    fn open_numbers_cover_every_tile_that_can_be_placed() {
        for seed in 0..20 {
            let g =
                crate::engine::testing::random_position(crate::engine::GameKind::Tree, 2, None, seed, seed as usize);
            let d: Tree = serde_json::from_str(&g.snapshot()).unwrap();
            let open = d.open_numbers();
            for tile in double_seven() {
                if !d.placements_of(tile).is_empty() {
                    assert!(open & (1 << tile.lo) != 0 || open & (1 << tile.hi) != 0, "{tile}");
                }
            }
        }
        // On the bare double blank: 1, 2 and 4.
        let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4)]], vec![], 0);
        assert_eq!(g.open_numbers(), 0b0001_0110);
    }

    #[test]
    fn heuristic_prefers_fewer_tiles_that_can_go_down() {
        let g = position(&[], vec![vec![t(1, 2)], vec![t(4, 4), t(3, 3)]], vec![], 0);
        assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
    }

    #[test]
    fn heuristic_counts_being_about_to_place_as_half_a_tile() {
        // Equal hands that both fit: the seat about to place is ahead.
        let hands = vec![vec![t(1, 2), t(2, 4)], vec![t(1, 4), t(2, 2)]];
        let g = position(&[], hands.clone(), vec![], 0);
        assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
        let g = position(&[], hands, vec![], 1);
        assert!(g.heuristic(1) > 0.5 && g.heuristic(0) < 0.5);
        // Half a tile, not a whole one: one tile fewer still counts more.
        let g = position(&[], vec![vec![t(1, 2), t(2, 4)], vec![t(1, 4)]], vec![], 0);
        assert!(g.heuristic(1) > 0.5);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 1usize..=4) {
            let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
            let mut g = Tree::setup(&Options::default(), seats, &mut r).unwrap();
            let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0x7ee));
            let mut steps = 0;
            while let ToAct::Seat(seat) = g.to_act() {
                steps += 1;
                prop_assert!(steps < 2000, "the game does not end");
                check_invariants(&g);
                let legal = g.legal_actions(seat);
                prop_assert!(!legal.is_empty(), "seat {} to act with no legal action", seat);
                for other in (0..g.seats()).filter(|&o| o != seat) {
                    prop_assert!(g.legal_actions(other).is_empty());
                }
                for a in &legal {
                    prop_assert_eq!(g.parse(seat, &g.notation(a)), Ok(*a));
                    prop_assert!(a.is_horizontal());
                }
                let pick = legal[chooser.below(legal.len())];
                let events = g.apply(seat, &pick, &mut r).unwrap();
                // Events never name a tile that is still secret (those
                // before a new deal name tiles of the round just ended).
                let fresh = events.iter().rposition(|e| e.contains("dealt again")).map_or(0, |i| i + 1);
                for e in &events[fresh..] {
                    for s in g.secret_tiles() {
                        prop_assert!(!e.contains(&format!("{}-{}", s.lo, s.hi)) && !e.contains(&format!("{}-{}", s.hi, s.lo)), "{}", e);
                    }
                }
            }
            check_invariants(&g);
            let o = g.outcome().unwrap();
            prop_assert_eq!(o.standings.len(), seats);
            prop_assert!(g.legal_actions(0).is_empty());
            match g.end.unwrap() {
                End::Out(s) if seats > 1 => prop_assert!(g.hands[s].is_empty()),
                End::Out(_) => prop_assert_eq!(g.board.placements().len(), 36),
                End::Blocked => prop_assert!(g.supply.is_empty()),
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(8))]
        /// The same shared playout checks as every other game, through the registry.
        #[test]
        fn shared_random_playout_checks(seed in any::<u64>(), seats in 1usize..=4) {
            let variant = (seats == 1).then_some(SOLO);
            let g = crate::engine::testing::random_playout(crate::engine::GameKind::Tree, seats, variant, seed, |_| {});
            prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
        }
    }
}
