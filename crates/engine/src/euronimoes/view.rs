//! What each seat (or a spectator) may see: the market, the pile's size,
//! the bank, every area with its chips, hand size and score; a seat adds
//! its own hand and what it may do now.

use super::Euronimoes;
use super::Step;
use super::lines;
use super::rules::market::{COSTS, SLOTS};
use super::rules::scoring::column_scores;
use crate::common::view_said::seat_role;
use crate::event::Line;
use crate::view::{AreaView, BoardView, EuronimoesView, GameView, GridView, PrivateView, SeatView, Viewer};
use crate::{Game, Outcome, Seat};

impl Euronimoes {
    pub(super) fn build_view(&self, viewer: Viewer) -> GameView {
        let outcome = self.outcome();
        let seats = self.seat_views(outcome.as_ref());
        let areas = self.area_views();
        let board = BoardView::Euronimoes(EuronimoesView {
            market: (0..SLOTS).map(|i| (COSTS[i], self.market.slots()[i])).collect(),
            pile: self.market.pile().len(),
            bank: (0..self.seats()).map(|s| self.chips.in_bank(s)).collect(),
            areas,
        });
        let notes = match self.turn {
            Some((s, step)) => vec![
                lines::step(step, step == Step::Play && self.may_stop(s)),
                lines::counts(self.market.pile().len(), self.market.tiles_in_slots()),
            ],
            None => vec![lines::game_over()],
        };
        let private = match viewer {
            Viewer::Seat(s) if s < self.seats() => Some(self.private(s)),
            _ => None,
        };
        GameView {
            title: lines::title(),
            seats,
            board,
            notes,
            private,
            finished: self.turn.is_none(),
        }
    }

    /// Each seat's line in the header: hand, chips, whether finished.
    fn seat_views(&self, outcome: Option<&Outcome>) -> Vec<SeatView> {
        (0..self.seats())
            .map(|s| {
                let finished = if self.stopped.get(s).copied().unwrap_or(false) {
                    Some(true)
                } else {
                    self.is_finished(s).then_some(false)
                };
                let chips = i64::from(self.chips.held(s));
                SeatView {
                    role: seat_role(s),
                    ring: None,
                    score: Some(Line::text(self.score_of(s).total().to_string())),
                    detail: Some(lines::seat_detail(self.hand(s).len(), chips, finished, s == self.first)),
                    to_move: self.turn.is_some_and(|(t, _)| t == s),
                    rank: outcome.and_then(|o| o.rank_of(s)),
                }
            })
            .collect()
    }

    /// Each seat's area with its column scores.
    fn area_views(&self) -> Vec<AreaView> {
        self.areas
            .iter()
            .enumerate()
            .map(|(s, area)| {
                let tiles: Vec<_> = area.placements().iter().map(|(p, _)| p.cells()).collect();
                AreaView {
                    grid: GridView {
                        tiles,
                        last: self.last.filter(|(ls, _)| *ls == s).map(|(_, i)| i),
                        ring_owners: Vec::new(),
                        levels: area.placements().iter().map(|(_, l)| *l).collect(),
                        labels: Vec::new(),
                        hide_axes: false,
                        lowest_row: None,
                    },
                    chips: self.chips.held(s),
                    hand: self.hand(s).len(),
                    score: self.score_of(s).total(),
                    columns: column_scores(area),
                    finished: self.is_finished(s),
                }
            })
            .collect()
    }

    /// The seat's hand, its score, and on its turn what it does now.
    fn private(&self, seat: Seat) -> PrivateView {
        let sc = self.score_of(seat);
        let score = lines::your_score(sc.total(), sc.columns, sc.levels, sc.chips);
        let turn = self.turn.filter(|(s, _)| *s == seat).map(|(_, step)| {
            let chips = i64::from(self.chips.held(seat));
            lines::your_turn(step, chips, step == Step::Play && self.may_stop(seat))
        });
        let mut view = PrivateView::hand(seat, self.hand(seat), Vec::<Line>::new()).with_turn(turn);
        view.notes.push(score);
        view
    }
}
