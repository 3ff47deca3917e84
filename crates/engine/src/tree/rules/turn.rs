//! The Tree's turn flow: a fresh deal, the start of a turn (whoever cannot
//! place draws and passes; a round where everyone is stuck is dealt again),
//! and what playing a tile does.

use super::{ExtraTurn, Refusal};
use crate::common::board::Board;
use crate::common::grid::{Cell, Dir};
use crate::common::placement::Placement;
use crate::common::tiles::{Tile, double_seven};
use crate::tree::lines;
use crate::tree::{End, HAND, MAX_ROUNDS, SlotCache, Tree};
use crate::{Event, Game, GameRng, RuleError, Seat};

/// The public events of a move, or nothing when nobody will read them (a
/// search plays thousands of moves a second, and writing their lines was
/// a fifth of its time).
pub(crate) struct Lines(pub(crate) Option<Vec<Event>>);

impl Lines {
    pub(crate) fn say(&mut self, line: impl FnOnce() -> Event) {
        if let Some(lines) = &mut self.0 {
            lines.push(line());
        }
    }
}

impl Tree {
    /// A fresh round: the double blank alone, the other 35 tiles shuffled,
    /// nine to each seat (with four, eight to the last), the rest the supply.
    pub(crate) fn deal(seats: usize, rng: &mut GameRng) -> (Board, Vec<Vec<Tile>>, Vec<Tile>) {
        let root = Tile::new(0, 0);
        let mut supply: Vec<Tile> = double_seven().into_iter().filter(|t| *t != root).collect();
        rng.shuffle(&mut supply);
        let mut hands = Vec::with_capacity(seats);
        for _ in 0..seats {
            // With four players the 35 tiles make 9 + 9 + 9 + 8: the last
            // takes the eight left.
            let take = HAND.min(supply.len());
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
    pub(crate) fn begin_turn(&mut self, mut seat: Seat, extra: bool, rng: &mut GameRng, events: &mut Lines) {
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
                events.say(|| lines::drew_and_passed(seat, self.supply.len()).into());
            } else {
                idle += 1;
                events.say(|| lines::passed(seat).into());
                if idle >= n && n > 1 && self.replays + 1 < MAX_ROUNDS {
                    self.replays += 1;
                    (self.board, self.hands, self.supply) = Tree::deal(n, rng);
                    self.slots = SlotCache::default();
                    events.say(|| Event::new_deal(lines::dealt_again(self.replays + 1)));
                    (seat, extra, idle) = (0, false, 0);
                    continue;
                }
                if idle >= n {
                    self.turn = None;
                    self.extra = false;
                    self.end = Some(End::Blocked);
                    events.say(|| {
                        if n == 1 {
                            lines::patience_lost().into()
                        } else {
                            lines::stuck_to_the_end().into()
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

    /// Whether `seat` may play `p` now: the index of its tile in hand, and
    /// whether it earns an extra turn.
    fn allowed(&self, seat: Seat, p: &Placement) -> Result<(usize, Option<ExtraTurn>), RuleError<Refusal>> {
        let Some(turn) = self.turn else {
            return Err(RuleError::GameOver);
        };
        if turn != seat {
            return Err(RuleError::NotYourTurn);
        }
        if !p.is_horizontal() {
            return Err(RuleError::Illegal(Refusal::Standing(*p)));
        }
        let tile = p.tile();
        let Some(index) = self.hands[seat].iter().position(|t| *t == tile) else {
            return Err(RuleError::Illegal(Refusal::NotHeld(tile)));
        };
        let extra = self.check(p).map_err(RuleError::Illegal)?;
        Ok((index, extra))
    }

    /// Plays `p` for `seat` ([`Game::apply`]), adding the public lines to
    /// `events`.
    pub(crate) fn act(
        &mut self,
        seat: Seat,
        p: &Placement,
        rng: &mut GameRng,
        events: &mut Lines,
    ) -> Result<(), RuleError<Refusal>> {
        let (index, extra) = self.allowed(seat, p)?;
        self.board.place(*p);
        self.slots = SlotCache::default();
        self.hands[seat].remove(index);
        events.say(|| crate::common::said::placed(p).into());
        let solo = self.seats() == 1;
        if self.hands[seat].is_empty() && (!solo || self.supply.is_empty()) {
            self.turn = None;
            self.extra = false;
            self.end = Some(End::Out(seat));
            self.recent.clear();
            events.say(|| {
                if solo {
                    lines::patience_won().into()
                } else {
                    lines::out(seat).into()
                }
            });
            return Ok(());
        }
        let next = if let Some(why) = extra {
            events.say(|| lines::extra_turn(why, seat).into());
            seat
        } else {
            (seat + 1) % self.seats()
        };
        self.begin_turn(next, extra.is_some(), rng, events);
        Ok(())
    }
}
