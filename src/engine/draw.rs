//! Draw dominoes, "as usual" in seed 003: the classic line game. Nine tiles
//! each from the double-seven set (seven each from double-six, a variant).
//! The highest double opens; a tile must match an open end of the line
//! (doubles do not branch); whoever cannot play draws from the boneyard
//! until they can, and passes once it is empty. First out wins; if nobody
//! can play, the lowest pip total in hand wins. The winner scores the pips
//! left in the other hands.

use super::common::grid::Cell;
use super::common::hidden::{deal, deal_barred, standing, unseen_pool};
use super::common::tiles::{Tile, double_set};
use super::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};
use super::{Game, GameRng, Options, Outcome, ParseError, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

pub const DOUBLE_SIX: &str = "double-six";

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
    fn advance(&mut self, seat: Seat, events: &mut Vec<String>) {
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
                events.push(format!("seat {} drew {drawn} from the boneyard", s + 1));
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
            events.push(format!("seat {} cannot play and passes", s + 1));
        }
        self.turn = None;
        self.blocked = true;
        events.push("nobody can play: the lowest pip total in hand wins".to_string());
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

    fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        super::check_seats("Draw dominoes", seats, 2, 4)?;
        let double_six = options.flag("Draw dominoes", DOUBLE_SIX)?;
        let (max, per) = if double_six { (6, 7) } else { (7, 9) };
        let mut boneyard = double_set(max);
        rng.shuffle(&mut boneyard);
        let hands: Vec<Vec<Tile>> = (0..seats).map(|_| boneyard.split_off(boneyard.len() - per)).collect();
        // The highest double opens; with no double dealt, the heaviest tile.
        let opener = |t: &Tile| (t.is_double(), t.pips(), t.hi);
        let (holder, first) = hands
            .iter()
            .enumerate()
            .flat_map(|(s, h)| h.iter().map(move |t| (s, *t)))
            .max_by_key(|(_, t)| opener(t))
            .ok_or_else(|| SetupError("no tiles were dealt".to_string()))?;
        let mut game = Draw {
            hands,
            boneyard,
            line: vec![(first.lo, first.hi)],
            last: Some(0),
            turn: None,
            out: None,
            blocked: false,
            double_six,
            // Whoever opened held the best opener, so nobody was dealt a
            // better one.
            lacks: vec![
                double_set(max)
                    .into_iter()
                    .filter(|t| opener(t) > opener(&first))
                    .fold(0, |m, t| m | t.bit());
                seats
            ],
            drew: None,
        };
        game.hands[holder].retain(|t| *t != first);
        let mut events = Vec::new();
        game.advance(holder, &mut events);
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

    fn apply(&mut self, seat: Seat, play: &Play, _rng: &mut GameRng) -> Result<Vec<String>, RuleError> {
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
        let mut events = vec![format!("played {t} on the {side} end")];
        if self.hands[seat].is_empty() {
            self.out = Some(seat);
            self.turn = None;
            events.push("is out of tiles and wins".to_string());
        } else {
            self.advance(seat, &mut events);
        }
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
                    score: outcome
                        .as_ref()
                        .and_then(|o| o.standings.iter().find(|x| x.seat == s))
                        .and_then(|x| x.score)
                        .map(|p| format!("{p} points")),
                    detail: Some(if finished && held.is_empty() {
                        "out of tiles".to_string()
                    } else if finished {
                        format!("{} pips left: {}", self.pips(s), revealed.join(" "))
                    } else {
                        format!("{} tiles in hand", self.hands[s].len())
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
                vec![format!("{} pips in your hand.", self.pips(s))],
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
        GameView {
            title: if self.double_six {
                "Draw dominoes (double-six)".into()
            } else {
                "Draw dominoes".into()
            },
            seats,
            board: BoardView::BinaryGrid(GridView {
                tiles,
                last: self.last,
                ring_owners: Vec::new(),
                levels: Vec::new(),
                labels,
                hide_axes: true,
            }),
            notes: ends
                .into_iter()
                .chain([format!(
                    "{} tiles in the line, {} in the boneyard",
                    self.line.len(),
                    self.boneyard.len()
                )])
                .collect(),
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
        let n = self.seats();
        let winners: Vec<Seat> = match self.out {
            Some(s) => vec![s],
            None => {
                let low = (0..n).map(|s| self.pips(s)).min()?;
                (0..n).filter(|&s| self.pips(s) == low).collect()
            }
        };
        // The winner scores the pips left in the other hands; on a shared
        // lowest total (a draw) nobody scores.
        let rows: Vec<(Seat, i64, (u8, i64))> = (0..n)
            .map(|s| {
                let won = winners.contains(&s);
                let score = if won && winners.len() == 1 {
                    (0..n).filter(|&o| o != s).map(|o| self.pips(o)).sum()
                } else {
                    0
                };
                (s, score, (u8::from(!won), self.pips(s)))
            })
            .collect();
        let summary = match (self.out, winners.len()) {
            (Some(_), _) => "the first to play out wins and scores the pips left in the other hands",
            (None, 1) => "blocked: the lowest pip total wins and scores the pips left in the other hands",
            (None, _) => "blocked with equal lowest pip totals: a draw",
        };
        Some(Outcome::ranked(&rows, summary.to_string()))
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
        // follow both ends is less likely to draw.
        let value = |s: Seat| {
            let playable = self.hands[s]
                .iter()
                .filter(|t| self.fits(**t, End::Left) || self.fits(**t, End::Right))
                .count();
            -(self.hands[s].len() as f64) - self.pips(s) as f64 / 40.0 + 0.2 * playable.min(2) as f64
        };
        if seat >= self.seats() {
            return 0.5;
        }
        let others: Vec<f64> = (0..self.seats()).filter(|&s| s != seat).map(value).collect();
        standing(value(seat), &others, 1.5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::{check_determinize, random_playout, random_position};
    use crate::engine::{AnyGame, GameKind};
    use proptest::prelude::*;

    fn tiles(v: &[(u8, u8)]) -> Vec<Tile> {
        v.iter().map(|&(a, b)| Tile::new(a, b)).collect()
    }

    fn game(hands: Vec<Vec<(u8, u8)>>, line: Vec<(u8, u8)>, boneyard: &[(u8, u8)]) -> Draw {
        Draw {
            hands: hands.iter().map(|h| tiles(h)).collect(),
            boneyard: tiles(boneyard),
            line,
            last: Some(0),
            turn: Some(0),
            out: None,
            blocked: false,
            double_six: false,
            lacks: Vec::new(),
            drew: None,
        }
    }

    fn conserved(game: &dyn AnyGame) {
        let g: Draw = serde_json::from_str(&game.snapshot()).unwrap();
        let mut all: Vec<Tile> = g.line.iter().map(|&(a, b)| Tile::new(a, b)).collect();
        all.extend(g.hands.iter().flatten());
        all.extend(g.boneyard.iter());
        all.sort();
        assert_eq!(
            all,
            double_set(if g.double_six { 6 } else { 7 }),
            "every tile accounted for"
        );
        for (s, hand) in g.hands.iter().enumerate() {
            if g.turn.is_some() {
                assert!(
                    hand.iter().all(|&t| !g.known_absent(s, t)),
                    "seat {s} is said to lack a tile it holds: {g:?}"
                );
            }
        }
    }

    #[test]
    fn the_highest_double_opens_and_the_deal_is_nine_or_seven() {
        for seed in 0..50 {
            let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
            let g = Draw::setup(&Options::default(), 3, &mut rng).unwrap();
            let (a, b) = g.line[0];
            let opener = Tile::new(a, b);
            let remaining_doubles = g.hands.iter().flatten().filter(|t| t.is_double());
            for d in remaining_doubles {
                assert!(!opener.is_double() || d.hi < opener.hi, "{d} beats the opener {opener}");
            }
            let held: usize = g.hands.iter().map(Vec::len).sum();
            assert!(held >= 26, "9 each, minus the opener, plus any draws");
        }
        let mut rng = GameRng::from_seed([3; 32]);
        let six = Options {
            variant: Some(DOUBLE_SIX.into()),
        };
        let g = Draw::setup(&six, 4, &mut rng).unwrap();
        assert!(g.boneyard.is_empty(), "4 x 7 = all 28 tiles of the double-six set");
    }

    #[test]
    fn a_tile_must_match_an_open_end() {
        let mut g = game(vec![vec![(3, 5), (1, 2)], vec![(0, 0)]], vec![(5, 5)], &[]);
        let mut rng = GameRng::from_seed([0; 32]);
        assert_eq!(g.legal_actions(0).len(), 2, "3-5 fits both ends of 5-5");
        let err = g
            .apply(
                0,
                &Play {
                    tile: Tile::new(1, 2),
                    end: End::Left,
                },
                &mut rng,
            )
            .unwrap_err();
        assert!(err.to_string().contains("has no 5"), "{err}");
        assert!(g.parse(0, "3-5").unwrap_err().0.contains("fits both ends"));
        g.apply(0, &g.parse(0, "35 left").unwrap(), &mut rng).unwrap();
        assert_eq!(g.line, vec![(3, 5), (5, 5)]);
        assert_eq!(g.ends(), Some((3, 5)));
    }

    #[test]
    fn whoever_cannot_play_draws_until_they_can_then_passes_when_the_boneyard_is_empty() {
        // Seat 1 holds nothing that fits 6 or 1: it draws 2-4 (no), then 1-3 (yes).
        let mut g = game(
            vec![vec![(6, 1), (0, 0)], vec![(2, 2)]],
            vec![(6, 6)],
            &[(1, 3), (2, 4)],
        );
        let mut rng = GameRng::from_seed([0; 32]);
        let events = g
            .apply(
                0,
                &Play {
                    tile: Tile::new(6, 1),
                    end: End::Right,
                },
                &mut rng,
            )
            .unwrap();
        assert!(events.iter().any(|e| e.contains("seat 2 drew 2")), "{events:?}");
        assert_eq!(g.turn, Some(1));
        // Now nothing is left to draw: a seat that cannot play passes.
        let mut g = game(vec![vec![(6, 1), (0, 0)], vec![(2, 2), (4, 4)]], vec![(6, 6)], &[]);
        let events = g
            .apply(
                0,
                &Play {
                    tile: Tile::new(6, 1),
                    end: End::Right,
                },
                &mut rng,
            )
            .unwrap();
        assert!(
            events.iter().any(|e| e.contains("seat 2 cannot play and passes")),
            "{events:?}"
        );
    }

    #[test]
    fn first_out_wins_and_scores_the_pips_left_in_the_other_hands() {
        let mut g = game(
            vec![vec![(6, 1)], vec![(2, 2), (4, 5)], vec![(0, 3)]],
            vec![(6, 6)],
            &[],
        );
        let mut rng = GameRng::from_seed([0; 32]);
        g.apply(
            0,
            &Play {
                tile: Tile::new(6, 1),
                end: End::Left,
            },
            &mut rng,
        )
        .unwrap();
        let o = g.outcome().unwrap();
        assert_eq!((o.standings[0].seat, o.standings[0].score), (0, Some(4 + 9 + 3)));
        let ranks: Vec<(usize, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
        assert_eq!(ranks, vec![(0, 1), (2, 2), (1, 3)], "the others rank by pips left");
    }

    #[test]
    fn a_blocked_game_goes_to_the_lowest_pip_total_and_equal_totals_draw() {
        // Seat 0 plays 6-1; nobody holds a 1 or a 6 and the boneyard is empty.
        let mut g = game(
            vec![vec![(6, 1), (0, 2)], vec![(2, 3)], vec![(0, 4)]],
            vec![(6, 6)],
            &[],
        );
        let mut rng = GameRng::from_seed([0; 32]);
        g.apply(
            0,
            &Play {
                tile: Tile::new(6, 1),
                end: End::Right,
            },
            &mut rng,
        )
        .unwrap();
        assert_eq!(g.to_act(), ToAct::Finished);
        let o = g.outcome().unwrap();
        assert_eq!((o.standings[0].seat, o.standings[0].score), (0, Some(5 + 4)));
        // Equal lowest totals (5 and 5): a draw, shared first place, nobody scores.
        let mut g = game(
            vec![vec![(6, 1), (2, 3)], vec![(0, 5)], vec![(4, 4)]],
            vec![(6, 6)],
            &[],
        );
        g.apply(
            0,
            &Play {
                tile: Tile::new(6, 1),
                end: End::Right,
            },
            &mut rng,
        )
        .unwrap();
        let o = g.outcome().unwrap();
        let ranks: Vec<(usize, usize, Option<i64>)> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
        assert_eq!(ranks, vec![(0, 1, Some(0)), (1, 1, Some(0)), (2, 3, Some(0))]);
    }

    #[test]
    fn nobody_is_known_to_hold_a_better_opener_than_the_one_that_opened() {
        for seed in 0..30 {
            let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
            let g = Draw::setup(&Options::default(), 2, &mut rng).unwrap();
            let (a, b) = g.line[0];
            let opener = Tile::new(a, b);
            for s in 0..2 {
                for d in (0..=7).map(|n| Tile::new(n, n)) {
                    let better = !opener.is_double() || d.hi > opener.hi;
                    // Before anyone draws, the lack is exactly the better openers.
                    if g.drew.is_none() && better {
                        assert!(g.known_absent(s, d), "seed {seed}: {d} above {opener}");
                    }
                    if !better || d == opener {
                        assert!(!g.known_absent(s, d), "seed {seed}: {d} is no better than {opener}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_seat_that_passes_is_known_to_lack_both_ends() {
        let mut g = game(vec![vec![(6, 1), (1, 5)], vec![(2, 2), (4, 4)]], vec![(6, 6)], &[]);
        let mut rng = GameRng::from_seed([0; 32]);
        g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
        assert_eq!(g.turn, Some(0), "seat 2 passed");
        for n in 0..=7 {
            assert!(g.known_absent(1, Tile::new(6, n)) && g.known_absent(1, Tile::new(1, n)));
        }
        assert!(!g.known_absent(1, Tile::new(2, 2)) && !g.known_absent(0, Tile::new(6, 0)));
    }

    #[test]
    fn a_seat_that_drew_is_imagined_without_the_ends_it_could_not_follow() {
        // Seat 2 cannot follow 6 or 1: it draws 2-4 (no) and 1-3 (yes),
        // must play 1-3, and is left holding 2-2 and 2-4. (The position is
        // built without any knowledge, as a game saved before it was kept.)
        let mut g = game(
            vec![vec![(6, 1), (0, 0), (3, 0)], vec![(2, 2)]],
            vec![(6, 6)],
            &[(5, 5), (4, 5), (0, 7), (1, 3), (2, 4)],
        );
        let mut rng = GameRng::from_seed([0; 32]);
        g.apply(0, &g.parse(0, "6-1 R").unwrap(), &mut rng).unwrap();
        assert_eq!((g.turn, g.hands[1].len()), (Some(1), 3));
        assert!(
            !g.known_absent(1, Tile::new(1, 3)),
            "the tile it must play is not ruled out"
        );
        g.apply(1, &g.parse(1, "1-3 R").unwrap(), &mut rng).unwrap();
        assert_eq!(g.turn, Some(0));
        let follows = |d: &Draw| d.hands[1].iter().any(|t| t.has(6) || t.has(1));
        let mut plain_did = false;
        for seed in 0..40 {
            let mut r = GameRng::from_seed(GameRng::seed_from_u64(seed));
            let imagined = g.determinize_with_history(0, &mut r);
            assert!(!follows(&imagined), "seed {seed}: {:?}", imagined.hands[1]);
            assert_eq!(imagined.hands[1].len(), 2);
            plain_did |= follows(&g.determinize(0, &mut r));
        }
        assert!(plain_did, "a blind deal sometimes gives seat 2 a 6 or a 1");
    }

    #[test]
    fn the_snake_stays_inside_its_rows_and_every_tile_covers_neighbouring_cells() {
        for i in 0..80 {
            let (a, b) = (snake_cell(i), snake_cell(i + 1));
            assert!(a.is_adjacent(b), "{a} {b}");
            assert!((0..ROW_CELLS).contains(&a.x));
        }
    }

    /// A state that looks the same from `seat`: an opponent's tile traded
    /// with one from the boneyard, or with another opponent's.
    fn twin(d: &Draw, seat: Seat) -> Option<Draw> {
        let mut t = d.clone();
        if t.turn.is_none() || !crate::engine::testing::trade_hidden(&mut t.hands, &mut t.boneyard, seat) {
            return None;
        }
        (t != *d).then_some(t)
    }

    #[test]
    fn determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
        let mut checked = 0;
        for seed in 0..5 {
            for seats in 2..=4 {
                for six in [false, true] {
                    for plies in [0, 5, 12] {
                        let g = random_position(GameKind::Draw, seats, six.then_some(DOUBLE_SIX), seed, plies);
                        let d: Draw = serde_json::from_str(&g.snapshot()).unwrap();
                        for seat in 0..seats {
                            if let Some(t) = twin(&d, seat) {
                                let t = GameKind::Draw.load(&serde_json::to_string(&t).unwrap()).unwrap();
                                check_determinize(g.as_ref(), t.as_ref(), seat);
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn heuristic_prefers_fewer_and_lighter_tiles() {
        let g = game(vec![vec![(0, 1)], vec![(6, 6), (5, 5)]], vec![(1, 1)], &[]);
        assert!(g.heuristic(0) > 0.5 && g.heuristic(1) < 0.5);
        let light = game(vec![vec![(0, 1), (0, 2)], vec![(6, 6), (5, 6)]], vec![(3, 3)], &[]);
        assert!(light.heuristic(0) > light.heuristic(1));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10))]
        #[test]
        fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 2usize..=4, six in any::<bool>()) {
            let variant = six.then_some(DOUBLE_SIX);
            let g = random_playout(GameKind::Draw, seats, variant, seed, conserved);
            prop_assert_eq!(g.outcome().unwrap().standings.len(), seats);
        }
    }
}
