//! Why an action is refused: the phase asks for something else, or the
//! action breaks a rule of its part (the dice, a move, a shift, eating,
//! attacking or breeding, a child, food). Asked only once an action is
//! known not to be legal, so listing the legal actions builds no refusal.

use super::super::{Action, Dominoids, Phase};
use super::board::Suit;
use super::dice::{self, DieFace, Kind, Place};
use super::{Refusal, effects, food, movement, shift};
use crate::RuleError;
use crate::common::grid::{Cell, Dir};

impl Dominoids {
    /// Why `action`, which is not legal now, is refused.
    pub(crate) fn why_not(&self, action: &Action) -> RuleError<Refusal> {
        let refusal = match (action, &self.phase) {
            (Action::Dice(pair), Phase::ChooseDice) => {
                dice::pair_problem(&self.dice, *pair).unwrap_or(Refusal::DiceNotTogether)
            }
            (Action::Effect(e), Phase::Effect { mover }) => match self.dominoid_on(*mover) {
                Some(m) => effects::problem(&self.board, &m, *e),
                None => return self.phase_hint(),
            },
            (Action::Child(c), Phase::Child { .. }) => effects::child_problem(&self.board, &self.pool, c),
            (Action::Food { suit, at }, Phase::Food) => food::problem(&self.board, &self.stacks, *suit, *at),
            (a, Phase::Act) => match die_of(a) {
                Some(die) => self.die_problem(die, a),
                None => return self.phase_hint(),
            },
            _ => return self.phase_hint(),
        };
        RuleError::Illegal(refusal)
    }

    /// What the phase asks for instead.
    fn phase_hint(&self) -> RuleError<Refusal> {
        RuleError::Illegal(match &self.phase {
            Phase::Over => return RuleError::GameOver,
            Phase::ChooseDice => Refusal::TakeDiceFirst,
            Phase::Act => Refusal::UseYourDice(self.pending_faces()),
            Phase::Effect { .. } => Refusal::EffectFirst,
            Phase::Child { .. } => Refusal::ChildFirst,
            Phase::Food => Refusal::FoodFirst,
        })
    }

    /// The dice still to use this turn, as they show.
    fn pending_faces(&self) -> Vec<DieFace> {
        self.pending().into_iter().map(|s| self.face(s)).collect()
    }

    /// Why an action with the die of `die` is not legal (the phase is Act).
    fn die_problem(&self, die: Suit, a: &Action) -> Refusal {
        match self.die(die).place {
            Place::Taken => {}
            Place::Used => return Refusal::DieUsed(die),
            _ => {
                return Refusal::DieNotTaken {
                    die,
                    yours: self.pending_faces(),
                };
            }
        }
        let shown = self.face(die);
        match (dice::kind(shown.face), a) {
            (Kind::Blank, _) => Refusal::BlankOnlyPasses(shown),
            (Kind::Ace, _) => self.ace_problem(shown, a),
            (Kind::Number(_), Action::Shift { .. }) => Refusal::OnlyAnAceShifts(shown),
            (Kind::Number(_), Action::Pass { .. }) if self.die_actions(die) != [Action::Pass { die }] => {
                Refusal::NumberMayNotPass(shown)
            }
            (Kind::Number(n), Action::Slide { from, to, .. } | Action::Rotate { from, to, .. }) => {
                self.move_problem(shown, n, a, *from, *to)
            }
            (Kind::Number(_), Action::Bud { parent, .. }) => self.bud_problem(shown, *parent),
            _ => Refusal::NotPossibleNow,
        }
    }

    /// Why an ace may not do `a`.
    fn ace_problem(&self, shown: DieFace, a: &Action) -> Refusal {
        let die = shown.suit;
        match a {
            Action::Shift { dir, .. } => shift::problem(&self.board, die, *dir).unwrap_or(Refusal::ShiftImpossible),
            Action::Pass { .. } => Refusal::AceMayNotPass {
                die: shown,
                row: shift::line_for(&self.board, die, Dir::E),
            },
            _ => Refusal::AceShifts(die),
        }
    }

    /// Why the number `n` may not slide or turn the end on `from` to `to`.
    fn move_problem(&self, shown: DieFace, n: u8, a: &Action, from: Cell, to: Cell) -> Refusal {
        let Some(dom) = self.board.dominoid_at(from) else {
            return Refusal::NoDominoid(from);
        };
        let lead = dom.end_at(from).map(|e| e.value).unwrap_or(0);
        if lead >= n {
            return Refusal::EndTooHigh {
                lead,
                tile: dom.tile(),
                at: from,
                die: shown,
            };
        }
        match a {
            Action::Slide { .. } => match movement::slide_stop(&self.board, from) {
                Err(e) => e,
                Ok(stop) => Refusal::SlidesElsewhere {
                    tile: dom.tile(),
                    from,
                    stop,
                    to,
                },
            },
            _ => movement::rotation_problem(&self.board, from, to).unwrap_or(Refusal::TurnImpossible),
        }
    }

    /// Why the Dominoid on `parent` may not bud with this die.
    fn bud_problem(&self, shown: DieFace, parent: Cell) -> Refusal {
        if self
            .die_actions(shown.suit)
            .iter()
            .any(|o| matches!(o, Action::Slide { .. } | Action::Rotate { .. }))
        {
            Refusal::BudWhileMoving(shown)
        } else if self.board.dominoid_at(parent).is_none() {
            Refusal::NoDominoid(parent)
        } else {
            Refusal::NoRoomToBud
        }
    }
}

/// The die an action uses, if it uses one.
fn die_of(a: &Action) -> Option<Suit> {
    match a {
        Action::Slide { die, .. }
        | Action::Rotate { die, .. }
        | Action::Bud { die, .. }
        | Action::Shift { die, .. }
        | Action::Pass { die } => Some(*die),
        _ => None,
    }
}
