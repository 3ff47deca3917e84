//! The turn flow: which actions are legal in each phase, what each does,
//! and the steps the engine takes by itself when there is nothing to decide.

use super::super::{Action, Dominoids, Mark, Phase};
use super::board::{Dominoid, Suit, square};
use super::dice::{self, Kind, Place};
use super::effects::{self, Effect};
use super::{food, movement, shift};
use crate::GameRng;
use crate::common::grid::{Cell, Dir};
use crate::dominoids::lines;
use crate::event::Line;

impl Dominoids {
    /// Every legal action, one per die even where two dice show the same
    /// number (used to validate).
    pub(crate) fn legal(&self) -> Vec<Action> {
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::ChooseDice => dice::choices(&self.dice).into_iter().map(Action::Dice).collect(),
            Phase::Act => self.pending().into_iter().flat_map(|s| self.die_actions(s)).collect(),
            Phase::Effect { mover } => match self.dominoid_on(*mover) {
                Some(m) => effects::options(&self.board, &self.pool, &m)
                    .into_iter()
                    .map(Action::Effect)
                    .collect(),
                None => Vec::new(),
            },
            Phase::Child { parents } => self.child_options(parents).into_iter().map(Action::Child).collect(),
            Phase::Food => food::choices(&self.board, &self.stacks)
                .into_iter()
                .map(|(suit, at)| Action::Food { suit, at })
                .collect(),
        }
    }

    /// The legal actions as offered to the player: a second die showing
    /// the same number (or blank) as an earlier one would only repeat its
    /// choices, so only the first is listed (the other still parses).
    pub(crate) fn offered(&self) -> Vec<Action> {
        if self.phase != Phase::Act {
            return self.legal();
        }
        let mut seen_faces = Vec::new();
        let mut out = Vec::new();
        for s in self.pending() {
            let face = self.die(s).face;
            if dice::kind(face) != Kind::Ace {
                if seen_faces.contains(&face) {
                    continue;
                }
                seen_faces.push(face);
            }
            out.extend(self.die_actions(s));
        }
        out
    }

    fn child_options(&self, parents: &[[Cell; 2]]) -> Vec<Dominoid> {
        let parents: Vec<Dominoid> = parents.iter().filter_map(|p| self.dominoid_on(*p)).collect();
        effects::child_placements(&self.board, &self.pool, &parents)
    }

    /// Moves of a number die: slides and turns of every Dominoid whose
    /// leading end is below it.
    fn moves(&self, die: Suit, n: u8) -> Vec<Action> {
        let mut out = Vec::new();
        for d in &self.board.dominoids {
            for lead in d.ends() {
                if lead.value >= n {
                    continue;
                }
                if let Some(to) = movement::slide_target(&self.board, lead.at) {
                    out.push(Action::Slide { die, from: lead.at, to });
                }
                for to in movement::rotations(&self.board, lead.at) {
                    out.push(Action::Rotate { die, from: lead.at, to });
                }
            }
        }
        out
    }

    /// What the taken die of `suit` can do now.
    pub(crate) fn die_actions(&self, suit: Suit) -> Vec<Action> {
        let pass = vec![Action::Pass { die: suit }];
        match dice::kind(self.die(suit).face) {
            Kind::Blank => pass,
            Kind::Ace => {
                let shifts: Vec<Action> = shift::shifts(&self.board, suit)
                    .into_iter()
                    .map(|dir| Action::Shift { die: suit, dir })
                    .collect();
                if shifts.is_empty() { pass } else { shifts }
            }
            Kind::Number(n) => {
                let moves = self.moves(suit, n);
                if !moves.is_empty() {
                    return moves;
                }
                let buds: Vec<Action> = effects::buds(&self.board, &self.pool)
                    .into_iter()
                    .map(|parent| Action::Bud { die: suit, parent })
                    .collect();
                if buds.is_empty() { pass } else { buds }
            }
        }
    }

    /// Does one legal action, without the automatic steps that may follow.
    pub(crate) fn perform(&mut self, action: &Action) -> Vec<Line> {
        let mut events = Vec::new();
        match *action {
            Action::Dice(pair) => self.take_dice(pair, &mut events),
            Action::Slide { die, from, to } => self.slide(die, from, to, &mut events),
            Action::Rotate { die, from, to } => self.rotate(die, from, to, &mut events),
            Action::Bud { die, parent } => self.bud(die, parent, &mut events),
            Action::Shift { die, dir } => self.shift(die, dir, &mut events),
            Action::Pass { die } => self.pass(die, &mut events),
            Action::Effect(effect) => self.do_effect(effect, &mut events),
            Action::Child(child) => self.place_child(child, &mut events),
            Action::Food { suit, at } => self.place_food(suit, at, &mut events),
        }
        events
    }

    fn take_dice(&mut self, pair: [Suit; 2], events: &mut Vec<Line>) {
        self.marks.clear();
        let mut taken = Vec::new();
        for s in pair {
            let d = &mut self.dice[s.index()];
            taken.push((s, d.face, d.place == Place::Old));
            d.place = Place::Taken;
        }
        events.push(lines::took(&taken));
        self.phase = Phase::Act;
    }

    fn slide(&mut self, die: Suit, from: Cell, to: Cell, events: &mut Vec<Line>) {
        self.use_die(die);
        let Some(i) = self.board.dominoid_index(from) else {
            return;
        };
        let before = self.board.dominoids[i];
        let after = movement::slid(&before, from, to);
        self.board.dominoids[i] = after;
        let steps = (to.x - from.x).abs() + (to.y - from.y).abs();
        events.push(lines::slid(
            before.tile(),
            i64::from(steps),
            before.cells(),
            after.cells(),
            self.die_words(die),
        ));
        self.marks.push(Mark::Slide { from, to });
        self.after_slide(after, events);
    }

    fn rotate(&mut self, die: Suit, from: Cell, to: Cell, events: &mut Vec<Line>) {
        self.use_die(die);
        if let Some(i) = self.board.dominoid_index(from) {
            let before = self.board.dominoids[i];
            let pivot = before.other_end(from).map(|e| e.at).unwrap_or(from);
            self.board.dominoids[i] = movement::turned(&before, from, to);
            events.push(lines::turned(before.tile(), from, to, pivot, self.die_words(die)));
            self.marks.push(Mark::Rotate { pivot, from, to });
        }
        self.phase = Phase::Act;
    }

    fn bud(&mut self, die: Suit, parent: Cell, events: &mut Vec<Line>) {
        self.use_die(die);
        if let Some(d) = self.board.dominoid_at(parent).copied() {
            events.push(lines::buds(self.die_words(die), &d));
            self.phase = Phase::Child {
                parents: vec![d.cells()],
            };
        }
    }

    fn shift(&mut self, die: Suit, dir: Dir, events: &mut Vec<Line>) {
        self.use_die(die);
        // Earlier marks of this turn would point at squares that moved.
        self.marks.clear();
        let line = shift::apply(&mut self.board, die, dir);
        events.push(lines::shifted(line, shift::dir_word(dir), die));
        self.marks.push(Mark::Shift { line, dir });
        self.phase = Phase::Act;
    }

    fn pass(&mut self, die: Suit, events: &mut Vec<Line>) {
        self.use_die(die);
        let face = self.die(die).face;
        events.push(lines::passed(die, face));
        self.phase = Phase::Act;
    }

    fn place_child(&mut self, child: Dominoid, events: &mut Vec<Line>) {
        if let Some(i) = self.pool.iter().position(|t| *t == child.tile()) {
            self.pool.remove(i);
        }
        self.board.dominoids.push(child);
        events.push(lines::placed_child(&child));
        self.marks.push(Mark::Placed { cells: child.cells() });
        self.phase = Phase::Act;
    }

    fn place_food(&mut self, suit: Suit, at: Cell, events: &mut Vec<Line>) {
        food::place(&mut self.board, &mut self.stacks, suit, at);
        let left = self.stacks[suit.index()].len();
        events.push(lines::food(suit, at, left));
        self.marks.push(Mark::Food { at });
    }

    fn use_die(&mut self, die: Suit) {
        self.dice[die.index()].place = Place::Used;
    }

    /// After a slide: turn up the coins beside it, then ask for the
    /// mandatory eat / attack / breed choice if there is one.
    fn after_slide(&mut self, mover: Dominoid, events: &mut Vec<Line>) {
        for coin in self.board.coins.iter_mut() {
            if !coin.face_up && mover.cells().iter().any(|c| c.is_adjacent(coin.at)) {
                coin.face_up = true;
                events.push(lines::coin_up(coin.suit, coin.at, coin.value));
            }
        }
        self.phase = if effects::options(&self.board, &self.pool, &mover).is_empty() {
            Phase::Act
        } else {
            Phase::Effect { mover: mover.cells() }
        };
    }

    /// Eat, attack or breed: the Dominoid that slid does `effect`.
    fn do_effect(&mut self, effect: Effect, events: &mut Vec<Line>) {
        let mover = match &self.phase {
            Phase::Effect { mover } => self.dominoid_on(*mover),
            _ => None,
        };
        self.phase = Phase::Act;
        match effect {
            Effect::Eat(at) => self.eat(at, events),
            Effect::Attack(at) => {
                if let Some(i) = self.board.dominoid_index(at) {
                    let victim = self.board.dominoids.remove(i);
                    self.pool.push(victim.tile());
                    self.pool.sort();
                    events.push(lines::attacked(&victim));
                    self.marks.push(Mark::Removed { cells: victim.cells() });
                }
            }
            Effect::Breed(at) => {
                if let (Some(m), Some(partner)) = (mover, self.board.dominoid_at(at).copied()) {
                    events.push(lines::breeds(m.tile(), &partner));
                    self.phase = Phase::Child {
                        parents: vec![m.cells(), partner.cells()],
                    };
                }
            }
        }
    }

    /// The player to act eats the coin on `at`; the game ends when three
    /// suits are eaten up.
    fn eat(&mut self, at: Cell, events: &mut Vec<Line>) {
        let Some(i) = self.board.coins.iter().position(|c| c.at == at) else {
            return;
        };
        let Some(mine) = self.eaten.get_mut(self.turn) else {
            return;
        };
        let coin = self.board.coins.remove(i);
        mine.push((coin.suit, coin.value));
        events.push(lines::ate(coin.suit, coin.value, at));
        self.marks.push(Mark::Eaten { at, suit: coin.suit });
        let gone = self.eaten_up();
        if gone.len() >= 3 {
            events.push(lines::all_eaten(&gone));
            self.phase = Phase::Over;
        }
    }

    /// Takes the steps with nothing to decide: a single option, passes
    /// that are all that is left, food with one place to go, and the end of
    /// the turn (reroll, next player).
    pub(crate) fn settle(&mut self, rng: &mut GameRng, events: &mut Vec<Line>) {
        // Each round either returns or uses up a die, a phase or a coin, so
        // this ends; the bound only guards against a bug looping forever.
        for _ in 0..64 {
            match self.phase {
                Phase::Over | Phase::ChooseDice => return,
                Phase::Food => {
                    if let Some((suit, at)) = food::forced(&self.board, &self.stacks) {
                        events.extend(self.perform(&Action::Food { suit, at }));
                        continue;
                    }
                    if !food::choices(&self.board, &self.stacks).is_empty() {
                        return;
                    }
                    self.end_turn(rng, events);
                    return;
                }
                Phase::Act if self.pending().is_empty() => {
                    self.phase = Phase::Food;
                }
                _ => {
                    let offered = self.offered();
                    let all_pass = offered.iter().all(|a| matches!(a, Action::Pass { .. }));
                    match offered.first() {
                        // A broken position (no options where some were
                        // expected) goes on with the turn rather than stall.
                        None => self.phase = Phase::Act,
                        Some(only) if offered.len() == 1 || all_pass => {
                            let mut more = self.perform(only);
                            if !matches!(only, Action::Pass { .. })
                                && let Some(first) = more.first_mut()
                            {
                                *first = lines::only_choice(std::mem::take(first));
                            }
                            events.extend(more);
                        }
                        Some(_) => return,
                    }
                }
            }
        }
    }

    fn end_turn(&mut self, rng: &mut GameRng, events: &mut Vec<Line>) {
        for s in food::waiting(&self.board, &self.stacks) {
            events.push(lines::coin_waits(s));
        }
        events.push(dice::reroll(&mut self.dice, rng));
        self.turn = (self.turn + 1) % self.eaten.len().max(1);
        self.turns += 1;
        self.phase = Phase::ChooseDice;
    }
}

/// "c3-d3".
pub(crate) fn cells_text(cells: [Cell; 2]) -> String {
    format!("{}-{}", square(cells[0]), square(cells[1]))
}

impl Dominoids {
    /// The die of `suit` as it shows now, in words: "Suns 5".
    fn die_words(&self, suit: Suit) -> Line {
        lines::die(suit, self.die(suit).face)
    }
}
