//! The turn flow: which actions are legal in each phase, what each does,
//! and the steps the engine takes by itself when there is nothing to decide.

use super::board::{Dominoid, Suit, square};
use super::dice::{self, Kind, Place};
use super::effects::{self, Effect};
use super::view::Mark;
use super::{Action, Dominoids, Phase, food, movement, shift};
use crate::engine::GameRng;
use crate::engine::common::grid::Cell;

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
    fn die_actions(&self, suit: Suit) -> Vec<Action> {
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

    /// Why `action` is not legal now, in words a player understands.
    pub(crate) fn why_not(&self, action: &Action) -> String {
        let phase_hint = match &self.phase {
            Phase::Over => "the game is over".to_string(),
            Phase::ChooseDice => {
                "first take two dice, e.g. `dice suns moons` (at least one from the Old box)".to_string()
            }
            Phase::Act => format!(
                "now use one of your dice ({}) with slide, rotate, bud, shift or pass",
                self.pending_text()
            ),
            Phase::Effect { .. } => {
                "the Dominoid that slid must first eat, attack or breed (see the choices under the picture)".to_string()
            }
            Phase::Child { .. } => "first place the child, e.g. `child 3-5 c6 c7`".to_string(),
            Phase::Food => "first place the missing food, e.g. `food suns e4`".to_string(),
        };
        let die_of = |a: &Action| match a {
            Action::Slide { die, .. }
            | Action::Rotate { die, .. }
            | Action::Bud { die, .. }
            | Action::Shift { die, .. }
            | Action::Pass { die } => Some(*die),
            _ => None,
        };
        match (action, &self.phase) {
            (Action::Dice(pair), Phase::ChooseDice) => dice::pair_problem(&self.dice, *pair)
                .unwrap_or_else(|| "those dice cannot be taken together".to_string()),
            (Action::Effect(e), Phase::Effect { mover }) => match self.dominoid_on(*mover) {
                Some(m) => effects::problem(&self.board, &m, *e),
                None => phase_hint,
            },
            (Action::Child(c), Phase::Child { .. }) => self.child_problem(c),
            (Action::Food { suit, at }, Phase::Food) => {
                if !food::missing(&self.board, &self.stacks).contains(suit) {
                    format!("no {suit} coin needs placing")
                } else {
                    format!(
                        "the {suit} coin goes on an open square next to the {suit} pawn on {}, not on {}",
                        square(self.board.pawn(*suit)),
                        square(*at)
                    )
                }
            }
            (a, Phase::Act) if die_of(a).is_some() => {
                let die = die_of(a).unwrap_or(Suit::Suns);
                self.die_problem(die, a)
            }
            _ => phase_hint,
        }
    }

    fn pending_text(&self) -> String {
        self.pending()
            .iter()
            .map(|s| dice::describe(*s, self.die(*s).face))
            .collect::<Vec<_>>()
            .join(" and ")
    }

    fn child_problem(&self, c: &Dominoid) -> String {
        let tile = c.tile();
        if !self.pool.contains(&tile) {
            return format!("the {tile} is not in the gene pool");
        }
        for e in c.ends() {
            if !self.board.is_open(e.at) {
                return format!("{} is not an open square", square(e.at));
            }
        }
        let [a, b] = c.cells();
        if !a.is_adjacent(b) {
            return format!("{} and {} are not next to each other", square(a), square(b));
        }
        "the child must lie with a number it shares with a parent right next to that parent's end with the same number"
            .to_string()
    }

    /// Why a die action is not legal (the phase is Act).
    fn die_problem(&self, die: Suit, a: &Action) -> String {
        let d = self.die(die);
        match d.place {
            Place::Taken => {}
            Place::Used => return format!("you have already used the {die} die this turn"),
            _ => {
                return format!(
                    "you did not take the {die} die this turn; your dice are {}",
                    self.pending_text()
                );
            }
        }
        let face = d.face;
        let shown = dice::describe(die, face);
        let options = self.die_actions(die);
        let only_pass = options == [Action::Pass { die }];
        match (dice::kind(face), a) {
            (Kind::Blank, _) => format!("the {shown} only allows a pass: `{} pass`", die.word()),
            (Kind::Ace, Action::Shift { dir, .. }) => {
                shift::problem(&self.board, die, *dir).unwrap_or_else(|| "that shift is not possible".to_string())
            }
            (Kind::Ace, Action::Pass { .. }) => format!(
                "the {shown} can shift {}, so it may not pass",
                shift::line_for(&self.board, die, crate::engine::common::grid::Dir::E).name()
            ),
            (Kind::Ace, _) => format!(
                "an ace shifts the row or column of its pawn: e.g. `{} shift right`",
                die.word()
            ),
            (Kind::Number(_), Action::Shift { .. }) => format!("the {shown} moves a Dominoid; only an ace shifts"),
            (Kind::Number(_), Action::Pass { .. }) if !only_pass => {
                format!("the {shown} can still move or bud a Dominoid, so it may not pass")
            }
            (Kind::Number(n), Action::Slide { from, to, .. } | Action::Rotate { from, to, .. }) => {
                let Some(dom) = self.board.dominoid_at(*from) else {
                    return format!("there is no Dominoid on {}", square(*from));
                };
                let lead = dom.end_at(*from).map(|e| e.value).unwrap_or(0);
                if lead >= n {
                    return format!(
                        "the {lead} end of the {} on {} needs a die above {lead}; the {shown} moves only ends below {n}",
                        dom.tile(),
                        square(*from)
                    );
                }
                match a {
                    Action::Slide { .. } => match movement::slide_stop(&self.board, *from) {
                        Err(e) => e,
                        Ok(stop) => format!(
                            "led by {}, the {} slides to {}, not {}",
                            square(*from),
                            dom.tile(),
                            square(stop),
                            square(*to)
                        ),
                    },
                    _ => movement::rotation_problem(&self.board, *from, *to)
                        .unwrap_or_else(|| "that turn is not possible".to_string()),
                }
            }
            (Kind::Number(_), Action::Bud { parent, .. }) => {
                if options
                    .iter()
                    .any(|o| matches!(o, Action::Slide { .. } | Action::Rotate { .. }))
                {
                    format!("the {shown} can still move a Dominoid, and budding is only for a die that cannot")
                } else if self.board.dominoid_at(*parent).is_none() {
                    format!("there is no Dominoid on {}", square(*parent))
                } else {
                    "there is no room next to that Dominoid for a child from the gene pool".to_string()
                }
            }
            _ => "that is not possible now".to_string(),
        }
    }

    /// Does one legal action, without the automatic steps that may follow.
    pub(crate) fn perform(&mut self, action: &Action) -> Vec<String> {
        let mut events = Vec::new();
        match *action {
            Action::Dice(pair) => {
                self.marks.clear();
                let mut names = Vec::new();
                for s in pair {
                    let d = &mut self.dice[s.index()];
                    let from = if d.place == Place::Old { "Old" } else { "New" };
                    names.push(format!("{} (from {from})", dice::describe(s, d.face)));
                    d.place = Place::Taken;
                }
                events.push(format!("took {}", names.join(" and ")));
                self.phase = Phase::Act;
            }
            Action::Slide { die, from, to } => {
                self.use_die(die);
                if let Some(i) = self.board.dominoid_index(from) {
                    let before = self.board.dominoids[i];
                    let after = movement::slid(&before, from, to);
                    self.board.dominoids[i] = after;
                    let steps = (to.x - from.x).abs() + (to.y - from.y).abs();
                    events.push(format!(
                        "slid the {} {steps} square{} from {} to {} ({})",
                        before.tile(),
                        if steps == 1 { "" } else { "s" },
                        cells_text(before.cells()),
                        cells_text(after.cells()),
                        dice::describe(die, self.die(die).face)
                    ));
                    self.marks.push(Mark::Slide { from, to });
                    self.after_slide(after, &mut events);
                }
            }
            Action::Rotate { die, from, to } => {
                self.use_die(die);
                if let Some(i) = self.board.dominoid_index(from) {
                    let before = self.board.dominoids[i];
                    let pivot = before.other_end(from).map(|e| e.at).unwrap_or(from);
                    self.board.dominoids[i] = movement::turned(&before, from, to);
                    events.push(format!(
                        "turned the {}'s end on {} onto {}, around {} ({})",
                        before.tile(),
                        square(from),
                        square(to),
                        square(pivot),
                        dice::describe(die, self.die(die).face)
                    ));
                    self.marks.push(Mark::Rotate { pivot, from, to });
                }
                self.phase = Phase::Act;
            }
            Action::Bud { die, parent } => {
                self.use_die(die);
                if let Some(d) = self.board.dominoid_at(parent).copied() {
                    events.push(format!(
                        "could not move anything with the {}, so the {} buds",
                        dice::describe(die, self.die(die).face),
                        d.describe()
                    ));
                    self.phase = Phase::Child {
                        parents: vec![d.cells()],
                    };
                }
            }
            Action::Shift { die, dir } => {
                self.use_die(die);
                // Earlier marks of this turn would point at squares that moved.
                self.marks.clear();
                let line = shift::apply(&mut self.board, die, dir);
                events.push(format!(
                    "shifted {} one tile {} ({} ace)",
                    line.name(),
                    shift::dir_word(dir),
                    die
                ));
                self.marks.push(Mark::Shift { line, dir });
                self.phase = Phase::Act;
            }
            Action::Pass { die } => {
                self.use_die(die);
                let face = self.die(die).face;
                events.push(match dice::kind(face) {
                    Kind::Blank => format!("passed with the {die} blank"),
                    Kind::Ace => format!("passed with the {die} ace: no shift is possible"),
                    Kind::Number(_) => {
                        format!("passed with the {}: nothing can move or bud", dice::describe(die, face))
                    }
                });
                self.phase = Phase::Act;
            }
            Action::Effect(effect) => self.do_effect(effect, &mut events),
            Action::Child(child) => {
                if let Some(i) = self.pool.iter().position(|t| *t == child.tile()) {
                    self.pool.remove(i);
                }
                self.board.dominoids.push(child);
                events.push(format!("placed the child {}", child.describe()));
                self.marks.push(Mark::Placed { cells: child.cells() });
                self.phase = Phase::Act;
            }
            Action::Food { suit, at } => {
                food::place(&mut self.board, &mut self.stacks, suit, at);
                let left = self.stacks[suit.index()].len();
                events.push(format!(
                    "put a new {suit} coin face down on {} ({left} left in its stack)",
                    square(at)
                ));
                self.marks.push(Mark::Food { at });
            }
        }
        events
    }

    fn use_die(&mut self, die: Suit) {
        self.dice[die.index()].place = Place::Used;
    }

    /// After a slide: turn up the coins beside it, then ask for the
    /// mandatory eat / attack / breed choice if there is one.
    fn after_slide(&mut self, mover: Dominoid, events: &mut Vec<String>) {
        for coin in self.board.coins.iter_mut() {
            if !coin.face_up && mover.cells().iter().any(|c| c.is_adjacent(coin.at)) {
                coin.face_up = true;
                events.push(format!(
                    "turned the {} coin on {} face up: {}",
                    coin.suit,
                    square(coin.at),
                    super::face_name(coin.value)
                ));
            }
        }
        self.phase = if effects::options(&self.board, &self.pool, &mover).is_empty() {
            Phase::Act
        } else {
            Phase::Effect { mover: mover.cells() }
        };
    }

    fn do_effect(&mut self, effect: Effect, events: &mut Vec<String>) {
        let mover = match &self.phase {
            Phase::Effect { mover } => self.dominoid_on(*mover),
            _ => None,
        };
        self.phase = Phase::Act;
        match effect {
            Effect::Eat(at) => {
                if let Some(i) = self.board.coins.iter().position(|c| c.at == at)
                    && let Some(mine) = self.eaten.get_mut(self.turn)
                {
                    let coin = self.board.coins.remove(i);
                    mine.push((coin.suit, coin.value));
                    events.push(format!(
                        "ate the {} {} from {}",
                        coin.suit,
                        super::face_name(coin.value),
                        square(at)
                    ));
                    self.marks.push(Mark::Eaten { at, suit: coin.suit });
                    let gone = self.eaten_up();
                    if gone.len() >= 3 {
                        let names: Vec<&str> = gone.iter().map(|s| s.name()).collect();
                        events.push(format!("all {} coins are eaten: the game ends", names.join(", ")));
                        self.phase = super::Phase::Over;
                    }
                }
            }
            Effect::Attack(at) => {
                if let Some(i) = self.board.dominoid_index(at) {
                    let victim = self.board.dominoids.remove(i);
                    self.pool.push(victim.tile());
                    self.pool.sort();
                    events.push(format!(
                        "attacked the {}: it goes back to the gene pool",
                        victim.describe()
                    ));
                    self.marks.push(Mark::Removed { cells: victim.cells() });
                }
            }
            Effect::Breed(at) => {
                if let (Some(m), Some(partner)) = (mover, self.board.dominoid_at(at).copied()) {
                    events.push(format!("the {} breeds with the {}", m.tile(), partner.describe()));
                    self.phase = Phase::Child {
                        parents: vec![m.cells(), partner.cells()],
                    };
                }
            }
        }
    }

    /// Takes the steps with nothing to decide: a single option, passes
    /// that are all that is left, food with one place to go, and the end of
    /// the turn (reroll, next player).
    pub(crate) fn settle(&mut self, rng: &mut GameRng, events: &mut Vec<String>) {
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
                                first.push_str(" (the only choice)");
                            }
                            events.extend(more);
                        }
                        Some(_) => return,
                    }
                }
            }
        }
    }

    fn end_turn(&mut self, rng: &mut GameRng, events: &mut Vec<String>) {
        for s in food::waiting(&self.board, &self.stacks) {
            events.push(format!(
                "no open square next to the {s} pawn: its coin waits for a later turn"
            ));
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
