//! Draw dominoes, "as usual" in seed 003: the classic line game. Nine tiles
//! each from the double-seven set (seven each from double-six, a variant).
//! The highest double opens; a tile must match an open end of the line
//! (doubles do not branch); whoever cannot play draws from the boneyard
//! until they can, and passes once it is empty. First out wins; if nobody
//! can play, the lowest pip total in hand wins. The winner scores the pips
//! left in the other hands. A match (a variant) deals hand after hand
//! until someone has 100 points (`series`).

mod series;

use super::common::grid::Cell;
use super::common::hidden::{deal, deal_barred, standing, unseen_pool};
use super::common::tiles::{Tile, double_set};
use super::event::{Line, seat as seat_part};
use super::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};
use super::{Event, Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use crate::engine::common::words::plural;
use crate::line;
use serde::{Deserialize, Serialize};

pub const DOUBLE_SIX: &str = "double-six";
/// A match to [`series::TARGET`] points with the double-seven set.
pub const MATCH: &str = "match";
/// A match with the double-six set.
pub const DOUBLE_SIX_MATCH: &str = "double-six-match";

pub use series::{Series, TARGET};

use crate::engine::record::{Engine, GameRecord, HardBudget, Seats, Variant};

/// Draw dominoes, as the bot lists and starts it.
pub const RECORD: GameRecord = GameRecord {
    id: "draw",
    name: "Draw dominoes",
    seats: Seats::new(2, 4, 2),
    variants: &[
        Variant {
            id: DOUBLE_SIX,
            description: "the double-six set, 7 tiles each",
            seats: None,
        },
        Variant {
            id: MATCH,
            description: "a match: hands follow one another until someone has 100 points",
            seats: None,
        },
        Variant {
            id: DOUBLE_SIX_MATCH,
            description: "a match to 100 points with the double-six set",
            seats: None,
        },
    ],
    rules: include_str!("../../../docs/rules/draw.md"),
    engine: Some(Engine::of::<Draw>()),
    hard: HardBudget::NONE,
};

/// Which open end of the line a tile goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    Left,
    Right,
}

/// Play `tile` at one end of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    pub tile: Tile,
    pub end: End,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draw {
    hands: Vec<Vec<Tile>>,
    /// Face down; the next draw is the last element.
    boneyard: Vec<Tile>,
    /// The line from its left end to its right end, each tile written in
    /// the order it lies (left number, right number).
    line: Vec<(u8, u8)>,
    /// Index into `line` of the tile laid last.
    last: Option<usize>,
    turn: Option<Seat>,
    /// Set when someone goes out.
    out: Option<Seat>,
    /// Set when nobody can play any more.
    blocked: bool,
    double_six: bool,
    /// For each seat, the tiles its hand is publicly known not to hold (a
    /// bit per tile, [`Tile::bit`]): what everyone at a real table works out
    /// from who opened and from who had to draw or pass at which ends. The
    /// hard level imagines hands that respect it.
    #[serde(default)]
    lacks: Vec<u64>,
    /// A seat that just drew until it could play: the last tile it drew is
    /// its only one that fits, so once it plays, what it is known to lack
    /// becomes `after`. Until then it is known to lack nothing (the tile it
    /// must play may be one it was known to lack before drawing).
    #[serde(default)]
    drew: Option<Drew>,
    /// In a match, the points so far; `None` for a single hand.
    #[serde(default)]
    series: Option<Series>,
    /// How the hand began (who opened with what, who then had to draw or
    /// pass), for the picture until the next tile is laid: nobody chose
    /// these moves, so no post announces them as a player's.
    #[serde(default)]
    opening: Vec<Event>,
}

/// See [`Draw::drew`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Drew {
    seat: Seat,
    after: u64,
}

/// Every tile up to `max`-`max` that shows `a` or `b`.
fn tiles_showing(a: u8, b: u8, max: u8) -> u64 {
    (0..=max)
        .flat_map(|n| [Tile::new(a, n), Tile::new(b, n)])
        .fold(0, |m, t| m | t.bit())
}

/// Tiles per snake row in the picture.
const ROW_CELLS: i32 = 16;

/// The cell of step `i` along the picture's snake: runs of ROW_CELLS cells,
/// alternately rightwards and leftwards, joined by one cell going down.
fn snake_cell(i: i32) -> Cell {
    let period = ROW_CELLS + 1;
    let (row, k) = (i.div_euclid(period), i.rem_euclid(period));
    let y = -2 * row;
    let rightwards = row % 2 == 0;
    if k == ROW_CELLS {
        let x = if rightwards { ROW_CELLS - 1 } else { 0 };
        return Cell::new(x, y - 1);
    }
    Cell::new(if rightwards { k } else { ROW_CELLS - 1 - k }, y)
}

impl Draw {
    /// Shuffles the whole set, deals the hands (the rest is the boneyard)
    /// and lays the opener: the highest double, or with no double dealt
    /// the heaviest tile. Returns who laid it and what.
    fn deal_hand(&mut self, events: &mut Vec<Event>, rng: &mut GameRng) -> Option<(Seat, Tile)> {
        let max = self.max();
        let per = if self.double_six { 7 } else { 9 };
        let seats = self.hands.len();
        let mut boneyard = double_set(max);
        rng.shuffle(&mut boneyard);
        self.hands = (0..seats).map(|_| boneyard.split_off(boneyard.len() - per)).collect();
        self.boneyard = boneyard;
        self.out = None;
        self.blocked = false;
        self.drew = None;
        let opener = |t: &Tile| (t.is_double(), t.pips(), t.hi);
        let Some((holder, first)) = self
            .hands
            .iter()
            .enumerate()
            .flat_map(|(s, h)| h.iter().map(move |t| (s, *t)))
            .max_by_key(|(_, t)| opener(t))
        else {
            // Cannot happen: every seat gets at least seven tiles.
            self.line.clear();
            self.last = None;
            self.turn = None;
            self.blocked = true;
            return None;
        };
        self.line = vec![(first.lo, first.hi)];
        self.last = Some(0);
        // Whoever opened held the best opener, so nobody was dealt a
        // better one.
        let better = double_set(max)
            .into_iter()
            .filter(|t| opener(t) > opener(&first))
            .fold(0, |m, t| m | t.bit());
        self.lacks = vec![better; seats];
        self.hands[holder].retain(|t| *t != first);
        let mut after = Vec::new();
        self.advance(holder, &mut after);
        let why = if first.is_double() {
            "the highest double dealt"
        } else {
            "no double was dealt, so the heaviest tile"
        };
        self.opening = vec![line!(seat_part(holder), " opened with ", first, ", ", why).into()];
        self.opening.extend(after.iter().cloned());
        events.extend(after);
        Some((holder, first))
    }

    pub fn ends(&self) -> Option<(u8, u8)> {
        Some((self.line.first()?.0, self.line.last()?.1))
    }

    fn fits(&self, tile: Tile, end: End) -> bool {
        match (self.ends(), end) {
            (None, _) => true,
            (Some((l, _)), End::Left) => tile.has(l),
            (Some((_, r)), End::Right) => tile.has(r),
        }
    }

    fn can_play(&self, seat: Seat) -> bool {
        self.hands[seat]
            .iter()
            .any(|&t| self.fits(t, End::Left) || self.fits(t, End::Right))
    }

    fn pips(&self, seat: Seat) -> i64 {
        self.hands[seat].iter().map(|t| i64::from(t.pips())).sum()
    }

    /// Finds who plays next after `seat`: each seat in turn that cannot play
    /// draws until it can or the boneyard is empty, and passes if it still
    /// cannot. When every seat has passed in a row, the game is blocked.
    fn advance(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let n = self.hands.len();
        let max = self.max();
        for i in 1..=n {
            let s = (seat + i) % n;
            let mut drawn = 0;
            while !self.can_play(s) {
                let Some(t) = self.boneyard.pop() else { break };
                self.hands[s].push(t);
                drawn += 1;
            }
            if drawn > 0 {
                events.push(line!(seat_part(s), " drew ", drawn, " from the boneyard").into());
            }
            let ends = || self.ends().map_or(0, |(l, r)| tiles_showing(l, r, max));
            if self.can_play(s) {
                if drawn > 0 {
                    let after = self.learned(s, ends(), drawn > 1);
                    self.drew = Some(Drew { seat: s, after });
                    self.lacks[s] = 0;
                }
                self.turn = Some(s);
                return;
            }
            // Nothing it holds, old or just drawn, shows either end.
            self.lacks[s] = self.learned(s, ends(), drawn > 0);
            events.push(line!(seat_part(s), " cannot play and passes").into());
        }
        self.turn = None;
        self.blocked = true;
        events.push("nobody can play: the lowest pip total in hand wins".into());
    }

    /// The winners of the hand just ended (one, or several on equal lowest
    /// totals in a blocked hand) and what each seat scores for it: the
    /// winner the pips left in the other hands, nobody anything on a draw.
    fn hand_result(&self) -> Option<(Vec<Seat>, Vec<i64>)> {
        let n = self.seats();
        let winners: Vec<Seat> = match self.out {
            Some(s) => vec![s],
            None => {
                let low = (0..n).map(|s| self.pips(s)).min()?;
                (0..n).filter(|&s| self.pips(s) == low).collect()
            }
        };
        let scores = (0..n)
            .map(|s| {
                if winners == [s] {
                    (0..n).filter(|&o| o != s).map(|o| self.pips(o)).sum()
                } else {
                    0
                }
            })
            .collect();
        Some((winners, scores))
    }

    fn max(&self) -> u8 {
        if self.double_six { 6 } else { 7 }
    }

    /// What `seat` is known to lack once its hand holds none of `tiles`:
    /// also what it was known to lack before, unless it now holds fresh
    /// unknown tiles that the old knowledge does not cover. (Makes room
    /// for the knowledge in a game saved before it was tracked.)
    fn learned(&mut self, seat: Seat, tiles: u64, fresh: bool) -> u64 {
        if self.lacks.len() < self.hands.len() {
            self.lacks.resize(self.hands.len(), 0);
        }
        if fresh { tiles } else { self.lacks[seat] | tiles }
    }

    /// The tiles `seat` cannot see (neither in the line nor in its hand),
    /// shuffled with `rng`.
    fn unseen_by(&self, seat: Seat, rng: &mut GameRng) -> Vec<Tile> {
        let mut seen: Vec<Tile> = self.line.iter().map(|&(a, b)| Tile::new(a, b)).collect();
        seen.extend(self.hands.get(seat).into_iter().flatten());
        unseen_pool(double_set(self.max()), seen, rng)
    }

    /// Whether `seat`'s hand is publicly known not to hold `tile`.
    fn known_absent(&self, seat: Seat, tile: Tile) -> bool {
        self.lacks.get(seat).is_some_and(|m| m & tile.bit() != 0)
    }

    fn notation_of(play: &Play) -> String {
        let side = if play.end == End::Left { 'L' } else { 'R' };
        format!("{} {side}", play.tile)
    }
}

impl Game for Draw {
    type Action = Play;
    type Refusal = String;
    type NotationError = ParseError;

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Draw dominoes", seats, 2, 4)?;
        let (double_six, in_match) = match options.variant.as_deref() {
            None => (false, false),
            Some(DOUBLE_SIX) => (true, false),
            Some(MATCH) => (false, true),
            Some(DOUBLE_SIX_MATCH) => (true, true),
            Some(v) => return Err(SetupError(format!("Draw dominoes has no variant `{v}`"))),
        };
        let mut game = Draw {
            hands: vec![Vec::new(); seats],
            boneyard: Vec::new(),
            line: Vec::new(),
            last: None,
            turn: None,
            out: None,
            blocked: false,
            double_six,
            lacks: Vec::new(),
            drew: None,
            series: in_match.then(|| Series::new(seats)),
            opening: Vec::new(),
        };
        let mut events = Vec::new();
        if game.deal_hand(&mut events, rng).is_none() {
            return Err(SetupError("no tiles were dealt".to_string()));
        }
        game.settle(&mut events, rng);
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        self.turn.map_or(ToAct::Finished, ToAct::Seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Play> {
        if self.turn != Some(seat) {
            return Vec::new();
        }
        let mut tiles = self.hands[seat].clone();
        tiles.sort();
        let mut out = Vec::new();
        for tile in tiles {
            for end in [End::Left, End::Right] {
                if self.fits(tile, end) {
                    out.push(Play { tile, end });
                }
            }
        }
        out
    }

    fn apply(&mut self, seat: Seat, play: &Play, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let Some(turn) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        let Some(index) = self.hands[seat].iter().position(|t| *t == play.tile) else {
            return Err(RuleError::Illegal(format!(
                "you do not hold {}; see your tiles with /hand",
                play.tile
            )));
        };
        let (l, r) = self.ends().ok_or(RuleError::GameOver)?;
        let t = play.tile;
        match play.end {
            End::Left if t.has(l) => {
                let other = if t.lo == l { t.hi } else { t.lo };
                self.line.insert(0, (other, l));
                self.last = Some(0);
            }
            End::Right if t.has(r) => {
                let other = if t.lo == r { t.hi } else { t.lo };
                self.line.push((r, other));
                self.last = Some(self.line.len() - 1);
            }
            End::Left => {
                return Err(RuleError::Illegal(format!(
                    "{t} has no {l}, the number at the left end"
                )));
            }
            End::Right => {
                return Err(RuleError::Illegal(format!(
                    "{t} has no {r}, the number at the right end"
                )));
            }
        }
        self.hands[seat].remove(index);
        if let Some(d) = self.drew.take_if(|d| d.seat == seat) {
            // It played the one tile that fitted.
            self.lacks[seat] = d.after;
        }
        let side = if play.end == End::Left { "left" } else { "right" };
        let mut events: Vec<Event> = vec![format!("played {t} on the {side} end").into()];
        if self.hands[seat].is_empty() {
            self.out = Some(seat);
            self.turn = None;
            let what = if self.series.is_some() { "the hand" } else { "the game" };
            events.push(format!("is out of tiles and wins {what}").into());
        } else {
            self.advance(seat, &mut events);
        }
        self.settle(&mut events, rng);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> GameView {
        let finished = self.turn.is_none();
        let outcome = self.outcome();
        let seats = (0..self.seats())
            .map(|s| {
                let mut held = self.hands[s].clone();
                held.sort();
                let revealed: Vec<String> = held.iter().map(ToString::to_string).collect();
                SeatView {
                    role: format!("seat {}", s + 1),
                    ring: None,
                    score: match &self.series {
                        Some(series) => series.points.get(s).map(|&p| plural(p, "point", "points")),
                        None => outcome
                            .as_ref()
                            .and_then(|o| o.standings.iter().find(|x| x.seat == s))
                            .and_then(|x| x.score)
                            .map(|p| plural(p, "point", "points")),
                    },
                    detail: Some(if finished && held.is_empty() {
                        "out of tiles".to_string()
                    } else if finished {
                        format!("{} left: {}", plural(self.pips(s), "pip", "pips"), revealed.join(" "))
                    } else {
                        format!("{} in hand", plural(self.hands[s].len() as i64, "tile", "tiles"))
                    }),
                    to_move: self.turn == Some(s),
                    rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
                }
            })
            .collect();
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => Some(PrivateView::hand(
                s,
                &self.hands[s],
                vec![format!("{} in your hand.", plural(self.pips(s), "pip", "pips"))],
            )),
            _ => None,
        };
        let tiles: Vec<[(Cell, u8); 2]> = self
            .line
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| [(snake_cell(2 * i as i32), a), (snake_cell(2 * i as i32 + 1), b)])
            .collect();
        let mut labels = Vec::new();
        if let Some((l, r)) = self.ends() {
            labels.push((snake_cell(-1), format!("L{l}")));
            labels.push((snake_cell(2 * self.line.len() as i32), format!("R{r}")));
        }
        let ends = self
            .ends()
            .map(|(l, r)| format!("open ends: {l} on the left (L), {r} on the right (R)"));
        let set = if self.double_six { " (double-six)" } else { "" };
        let mut notes: Vec<Line> = ends.into_iter().map(Line::text).collect();
        let noun = if self.line.len() == 1 { "tile" } else { "tiles" };
        notes.push(
            format!(
                "{} {noun} in the line, {} in the boneyard",
                self.line.len(),
                self.boneyard.len()
            )
            .into(),
        );
        if self.line.len() == 1 {
            notes.extend(self.opening.iter().map(|e| e.line.clone()));
        }
        if let Some(series) = &self.series {
            notes.push(line!(format!("Match to {TARGET} points: "), series.score_text(), "."));
            notes.extend(series.last_result.clone());
        }
        GameView {
            title: match &self.series {
                Some(series) => format!("Draw dominoes{set}, match to {TARGET}: hand {}", series.hand),
                None => format!("Draw dominoes{set}"),
            },
            seats,
            board: BoardView::BinaryGrid(GridView {
                tiles,
                last: self.last,
                ring_owners: Vec::new(),
                levels: Vec::new(),
                labels,
                hide_axes: true,
                lowest_row: None,
            }),
            notes,
            private,
            finished,
        }
    }

    fn notation(&self, action: &Play) -> String {
        Draw::notation_of(action)
    }

    fn describe(&self, action: &Play) -> String {
        let side = if action.end == End::Left { "left" } else { "right" };
        format!("play {} on the {side} end", action.tile)
    }

    /// Reads `3-6 L`, `36 right`, or just `3-6` when it fits one end only.
    fn parse(&self, seat: Seat, text: &str) -> Result<Play, ParseError> {
        let cleaned = text.trim().to_ascii_lowercase();
        let digits: Vec<u8> = cleaned
            .chars()
            .filter_map(|c| c.to_digit(10))
            .map(|d| d as u8)
            .collect();
        let words: Vec<&str> = cleaned
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty() && !matches!(*w, "on" | "at" | "the" | "end" | "play" | "x"))
            .collect();
        let [a, b] = digits[..] else {
            return Err(ParseError(format!(
                "write the tile and the end, e.g. `3-6 L` or `3-6 R` (I read `{}`)",
                text.trim()
            )));
        };
        let max = self.max();
        if a > max || b > max {
            return Err(ParseError(format!("numbers in this set go from 0 to {max}")));
        }
        let tile = Tile::new(a, b);
        let end = match words.as_slice() {
            [] => {
                let fits: Vec<End> = [End::Left, End::Right]
                    .into_iter()
                    .filter(|&e| self.fits(tile, e))
                    .collect();
                match (fits.as_slice(), self.hands.get(seat).is_some_and(|h| h.contains(&tile))) {
                    ([only], _) => *only,
                    ([_, _], _) => {
                        return Err(ParseError(format!(
                            "{tile} fits both ends: add L or R, e.g. `{tile} L`"
                        )));
                    }
                    _ => End::Right,
                }
            }
            ["l" | "left" | "w" | "west"] => End::Left,
            ["r" | "right" | "e" | "east"] => End::Right,
            _ => {
                return Err(ParseError(format!(
                    "say which end: `{tile} L` (left) or `{tile} R` (right)"
                )));
            }
        };
        Ok(Play { tile, end })
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.turn.is_some() {
            return None;
        }
        if let Some(series) = &self.series {
            return Some(series.outcome());
        }
        // A single game: the hand's winner first, the others by the pips
        // they were left with.
        let (winners, scores) = self.hand_result()?;
        let rows: Vec<(Seat, i64, (u8, i64))> = (0..self.seats())
            .map(|s| (s, scores[s], (u8::from(!winners.contains(&s)), self.pips(s))))
            .collect();
        let summary = match (self.out, winners.len()) {
            (Some(_), _) => "the first to play out wins and scores the pips left in the other hands",
            (None, 1) => "blocked: the lowest pip total wins and scores the pips left in the other hands",
            (None, _) => "blocked with equal lowest pip totals: a draw",
        };
        Some(Outcome::ranked(&rows, summary))
    }

    fn unseen(&self) -> usize {
        self.boneyard.len()
    }

    fn secret_tiles(&self) -> Vec<Tile> {
        let mut out = self.boneyard.clone();
        if self.turn.is_some() {
            out.extend(self.hands.iter().flatten());
        }
        out
    }

    /// Who opened the first hand and who then had to draw (the same lines
    /// the picture shows until the next tile).
    fn setup_events(&self) -> Vec<Event> {
        self.opening.clone()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        if self.turn.is_none() {
            // The hands are shown at the end.
            return g;
        }
        let mut pool = self.unseen_by(seat, rng);
        for s in (0..self.seats()).filter(|&s| s != seat) {
            g.hands[s] = deal(&mut pool, self.hands[s].len());
        }
        g.boneyard = pool;
        g
    }

    /// Hands dealt so that nobody holds a tile they are known to lack (see
    /// [`Draw::lacks`]); a plain deal if that cannot be done.
    fn determinize_with_history(&self, seat: Seat, rng: &mut GameRng) -> Self {
        if self.turn.is_none() {
            return self.clone();
        }
        let mut pool = self.unseen_by(seat, rng);
        let others: Vec<Seat> = (0..self.seats()).filter(|&s| s != seat).collect();
        let counts: Vec<usize> = others.iter().map(|&s| self.hands[s].len()).collect();
        let barred = |h: usize, t: Tile| self.known_absent(others[h], t);
        match deal_barred(&mut pool, &counts, barred, 20, rng) {
            Some(hands) => {
                let mut g = self.clone();
                for (&s, hand) in others.iter().zip(hands) {
                    g.hands[s] = hand;
                }
                g.boneyard = pool;
                g
            }
            None => self.determinize(seat, rng),
        }
    }

    fn heuristic(&self, seat: Seat) -> f64 {
        // Fewer tiles first (the first out wins), then fewer pips (a
        // blocked game goes to the lightest hand), and a hand that can
        // follow both ends is less likely to draw. In a match, points
        // count too: a hand won by 25 points is worth 2.5 tiles ahead.
        let points = |s: Seat| self.series.as_ref().and_then(|m| m.points.get(s)).map_or(0, |&p| p);
        let value = |s: Seat| {
            let playable = self.hands[s]
                .iter()
                .filter(|t| self.fits(**t, End::Left) || self.fits(**t, End::Right))
                .count();
            -(self.hands[s].len() as f64) - self.pips(s) as f64 / 40.0
                + 0.2 * playable.min(2) as f64
                + points(s) as f64 / 10.0
        };
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 1.5)
    }
}

#[cfg(test)]
mod tests;
