//! The rules of draw dominoes: the deal and the opener, what may be played
//! at which end (with the typed [`Refusal`]), drawing and passing, going out
//! or blocking, and the outcome. A match's scoring over several hands is in
//! [`series`].

pub mod series;

use super::bot::tiles_showing;
use super::notation::{End, Play};
use super::{DOUBLE_SIX, DOUBLE_SIX_MATCH, Draw, Drew, MATCH};
use crate::common::tiles::{Tile, double_set};
use crate::draw::lines;
use crate::{Event, Game, GameRng, Options, Outcome, RuleError, Seat, SetupError, check_seats};
use series::Series;

/// Why a tile may not be played; the text is the player's sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("you do not hold {0}; see your tiles with /hand")]
    NotHeld(Tile),
    /// `tile` does not show `number`, the number at that `end` of the line.
    #[error("{tile} has no {number}, the number at the {} end", .end.word())]
    NoMatch { tile: Tile, end: End, number: u8 },
}

/// Deals the first hand (and, in a match, scores any hand blocked before
/// anyone moved).
pub(crate) fn setup(options: &Options, seats: usize, rng: &mut GameRng) -> Result<Draw, SetupError> {
    check_seats("Draw dominoes", seats, 2, 4)?;
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

impl Draw {
    /// Shuffles the whole set, deals the hands (the rest is the boneyard)
    /// and lays the opener: the highest double, or with no double dealt
    /// the heaviest tile. Returns who laid it and what.
    pub(crate) fn deal_hand(&mut self, events: &mut Vec<Event>, rng: &mut GameRng) -> Option<(Seat, Tile)> {
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
        self.opening = vec![lines::opened(holder, first).into()];
        self.opening.extend(after.iter().cloned());
        events.extend(after);
        Some((holder, first))
    }

    pub(crate) fn fits(&self, tile: Tile, end: End) -> bool {
        match (self.ends(), end) {
            (None, _) => true,
            (Some((l, _)), End::Left) => tile.has(l),
            (Some((_, r)), End::Right) => tile.has(r),
        }
    }

    pub(crate) fn can_play(&self, seat: Seat) -> bool {
        self.hands[seat]
            .iter()
            .any(|&t| self.fits(t, End::Left) || self.fits(t, End::Right))
    }

    pub(crate) fn pips(&self, seat: Seat) -> i64 {
        self.hands[seat].iter().map(|t| i64::from(t.pips())).sum()
    }

    /// Finds who plays next after `seat`: each seat in turn that cannot play
    /// draws until it can or the boneyard is empty, and passes if it still
    /// cannot. When every seat has passed in a row, the game is blocked.
    pub(crate) fn advance(&mut self, seat: Seat, events: &mut Vec<Event>) {
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
                events.push(lines::drew(s, drawn).into());
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
            events.push(lines::passes(s).into());
        }
        self.turn = None;
        self.blocked = true;
        events.push(lines::blocked().into());
    }

    /// The winners of the hand just ended (one, or several on equal lowest
    /// totals in a blocked hand) and what each seat scores for it: the
    /// winner the pips left in the other hands, nobody anything on a draw.
    pub(crate) fn hand_result(&self) -> Option<(Vec<Seat>, Vec<i64>)> {
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

    pub(crate) fn max(&self) -> u8 {
        if self.double_six { 6 } else { 7 }
    }
}

pub(crate) fn legal(g: &Draw, seat: Seat) -> Vec<Play> {
    if g.turn != Some(seat) {
        return Vec::new();
    }
    let mut tiles = g.hands[seat].clone();
    tiles.sort();
    let mut out = Vec::new();
    for tile in tiles {
        for end in [End::Left, End::Right] {
            if g.fits(tile, end) {
                out.push(Play { tile, end });
            }
        }
    }
    out
}

/// Where `play` goes: the index of its tile in `seat`'s hand, or why not.
fn check(g: &Draw, seat: Seat, play: &Play) -> Result<usize, RuleError<Refusal>> {
    let Some(turn) = g.turn else {
        return Err(RuleError::GameOver);
    };
    if turn != seat {
        return Err(RuleError::NotYourTurn);
    }
    let Some(index) = g.hands[seat].iter().position(|t| *t == play.tile) else {
        return Err(RuleError::Illegal(Refusal::NotHeld(play.tile)));
    };
    let (l, r) = g.ends().ok_or(RuleError::GameOver)?;
    let number = if play.end == End::Left { l } else { r };
    if !play.tile.has(number) {
        return Err(RuleError::Illegal(Refusal::NoMatch {
            tile: play.tile,
            end: play.end,
            number,
        }));
    }
    Ok(index)
}

/// Plays a tile: it joins the line at its end, then the next seat able to
/// play is found (drawing and passing) or the hand ends.
pub(crate) fn apply(
    g: &mut Draw,
    seat: Seat,
    play: &Play,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError<Refusal>> {
    let index = check(g, seat, play)?;
    let t = play.tile;
    match (play.end, g.ends()) {
        (End::Left, Some((l, _))) => {
            let other = if t.lo == l { t.hi } else { t.lo };
            g.line.insert(0, (other, l));
            g.last = Some(0);
        }
        (End::Right, Some((_, r))) => {
            let other = if t.lo == r { t.hi } else { t.lo };
            g.line.push((r, other));
            g.last = Some(g.line.len() - 1);
        }
        (_, None) => return Err(RuleError::GameOver),
    }
    g.hands[seat].remove(index);
    if let Some(d) = g.drew.take_if(|d| d.seat == seat) {
        // It played the one tile that fitted.
        g.lacks[seat] = d.after;
    }
    let mut events: Vec<Event> = Vec::new();
    if g.hands[seat].is_empty() {
        g.out = Some(seat);
        g.turn = None;
        // One sentence: "played 4-7 on the left end, is out of tiles and
        // wins the game" (two events read "…; is out of tiles").
        events.push(lines::played(t, play.end, Some(g.series.is_some())).into());
    } else {
        events.push(lines::played(t, play.end, None).into());
        g.advance(seat, &mut events);
    }
    g.settle(&mut events, rng);
    Ok(events)
}

pub(crate) fn outcome(g: &Draw) -> Option<Outcome> {
    if g.turn.is_some() {
        return None;
    }
    if let Some(series) = &g.series {
        return Some(series.outcome());
    }
    // A single game: the hand's winner first, the others by the pips
    // they were left with.
    let (winners, scores) = g.hand_result()?;
    let rows: Vec<(Seat, i64, (u8, i64))> = (0..g.seats())
        .map(|s| (s, scores[s], (u8::from(!winners.contains(&s)), g.pips(s))))
        .collect();
    let summary = lines::game_summary(g.out.is_some(), winners.len());
    Some(Outcome::ranked(&rows, summary))
}
