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
mod tests;
