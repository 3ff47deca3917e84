//! The bot's own seats: after a command is answered, the front end asks
//! [`Service::play_computers`] to play every computer move now due in that
//! channel; the timer loop asks [`Service::computer_turns`] for the games
//! where the store says a computer owes a move (an index on the due time
//! each save writes), so a move that was pending when the bot stopped is
//! played after a restart.
//!
//! Each move goes through the same path as a person's (`Service::act`):
//! validated, logged, stored, pictured and announced in public. The search
//! runs without the channel's lock, on a copy of the game, so the players'
//! own commands (`/hand`, `/board`) are not held up while it thinks; the
//! move is then applied only if the game has not changed meanwhile (if it
//! has, the computer looks again). One runner per channel: a second call
//! while one runs asks it to look once more instead of thinking twice.

use super::game::Live;
use super::{Destination, Fail, Notice, Reply, Res, Service, TurnMessage};
use crate::ai::ismcts::Kept;
use crate::ai::{self, Level};
use crate::engine::{AnyGame, GameRng};
use crate::store::Status;
use std::collections::HashMap;
use std::sync::Mutex;

/// Seconds a process holds a computer move it is thinking about (the
/// hardest level thinks about 2 s): other processes on the database leave
/// the game alone until then, and play the move should this one stop.
/// With the Discord front end looking for computer moves owed every
/// `COMPUTER_POLL` (10 s) for moves owed `COMPUTER_GRACE` (5 s), such a
/// move is played within 55 s: the README's "within a minute".
pub const COMPUTER_LEASE: i64 = 40;

/// Seconds a computer move is left to the command that made it due before
/// the timer loop's frequent look takes it up (see `COMPUTER_LEASE`).
pub const COMPUTER_GRACE: i64 = 5;

/// A game has far fewer moves than this; the bound only guards the loop.
const MAX_MOVES_PER_CALL: usize = 1000;

/// What [`Service::play_computers_each`] reports as it goes.
#[derive(Debug)]
pub enum ComputerStep {
    /// A computer seat has a move due and starts to think about it.
    Thinking,
    /// A move was stored: this is to be posted (boxed: a notice is large
    /// beside the empty `Thinking`).
    Post(Box<Notice>),
}

/// A computer move to think about: the game as it was, and whose move.
struct Due {
    game_id: i64,
    version: i64,
    seat: usize,
    level: Level,
    game: Box<dyn AnyGame>,
    /// The table's computer seats (they share the round's time).
    computers: usize,
}

/// How the bot's own seats think.
#[derive(Default)]
pub struct Computers {
    /// Threads a search runs on; `None`: every core when moves are timed
    /// (the bot), one when seeded (tests, `local --seed`), so that a
    /// seeded game plays the same moves on every machine.
    threads: Option<usize>,
    /// What a game's last hard decision kept (`ai::ismcts::Kept`), with
    /// the game's version right after that move: used only if the same
    /// seat is to act at exactly that version, so nothing else happened.
    kept: Mutex<HashMap<i64, (i64, Kept)>>,
}

impl Computers {
    /// What `game`'s last decision kept, if `seat` acts again right after
    /// it (at `version`); anything else kept for the game is dropped.
    fn take_kept(&self, game: i64, version: i64, seat: usize) -> Option<Kept> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        match kept.remove(&game) {
            Some((v, k)) if v == version && k.observer() == seat => Some(k),
            _ => None,
        }
    }

    fn put_kept(&self, game: i64, version: i64, k: Kept) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        // Bounded: a kept tree is for the very next move of its game.
        if kept.len() > 64 {
            kept.clear();
        }
        kept.insert(game, (version, k));
    }
}

/// The computers' posts of one round, in as few messages (and picture
/// uploads) as the turn allows: an edit of a turn's message replaces the
/// edit before it (each shows the whole turn so far), and the edits before
/// a new message of the same game go, since the new message repeats their
/// lines. Without this, three computers answering a person's move cost a
/// post and several edits, each uploading a picture.
pub fn coalesce(notices: Vec<Notice>) -> Vec<Notice> {
    let mut out: Vec<Notice> = Vec::new();
    for n in notices {
        let Some(turn) = n.reply.turn else {
            out.push(n);
            continue;
        };
        let Some(last) = out.last_mut().filter(|l| l.to == n.to) else {
            out.push(n);
            continue;
        };
        let Some(before) = last.reply.turn.filter(|b| b.key().game == turn.key().game) else {
            out.push(n);
            continue;
        };
        match (before, turn) {
            (_, TurnMessage::Edit(k)) if before.key() == k => {
                let mut mentions = std::mem::take(&mut last.reply.mentions);
                for &u in &n.reply.mentions {
                    if !mentions.contains(&u) {
                        mentions.push(u);
                    }
                }
                last.reply = Reply {
                    turn: Some(before),
                    mentions,
                    ..n.reply
                };
            }
            (TurnMessage::Edit(_), TurnMessage::New(_)) => *last = n,
            _ => out.push(n),
        }
    }
    out
}

impl Service {
    /// The same service, its computers searching on `threads` threads
    /// (the `[computers] threads` setting; 0: every core).
    pub fn with_computer_threads(mut self, threads: usize) -> Service {
        self.computers.threads = (threads > 0).then_some(threads);
        self
    }

    /// A new round of computer moves: timed in production, where the
    /// round's time is shared among the computers (`ai::budget`); bound by
    /// iterations alone with fixed seeds, so that the moves are the same
    /// on any machine.
    fn computer_round(&self) -> ai::Round {
        match self.seeds {
            super::Seeds::Entropy => ai::Round::timed(self.computers.threads.unwrap_or_else(ai::budget::all_cores)),
            super::Seeds::Fixed(_) => ai::Round::seeded(self.computers.threads.unwrap_or(1)),
        }
    }

    /// Plays every computer move due in `channel`'s game, one after the
    /// other, and returns what to post in the channel (each move's public
    /// reply with its picture). Empty when no computer is to act.
    pub fn play_computers(&self, channel: u64) -> Vec<Notice> {
        let mut out = Vec::new();
        self.play_computers_each(channel, &mut |step| {
            if let ComputerStep::Post(n) = step {
                out.push(*n);
            }
        });
        out
    }

    /// Like [`Service::play_computers`], handing over each notice as soon
    /// as its move is stored, so a front end can post moves while the next
    /// one is being thought about, and saying when a computer starts to
    /// think (so a front end can show that it is "typing").
    pub fn play_computers_each(&self, channel: u64, on: &mut dyn FnMut(ComputerStep)) {
        {
            let mut runs = self.computer_runs.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(again) = runs.get_mut(&channel) {
                *again = true;
                return;
            }
            runs.insert(channel, false);
        }
        let mut moves = 0;
        let mut round = self.computer_round();
        loop {
            let outcome = self.one_computer_move(channel, &mut round, &mut || on(ComputerStep::Thinking));
            let more = match outcome {
                Ok(Some(replies)) => {
                    moves += 1;
                    for reply in replies {
                        on(ComputerStep::Post(Box::new(Notice {
                            to: Destination::Channel(channel),
                            reply,
                        })));
                    }
                    moves < MAX_MOVES_PER_CALL
                }
                Ok(None) => false,
                // A refusal explains itself in the game's words, which may
                // name a tile from the computer's hidden hand: not logged.
                Err(Fail::Refuse(_)) => {
                    tracing::error!(channel, "the game refused the computer's chosen move");
                    false
                }
                Err(Fail::Internal(why) | Fail::Damaged(why) | Fail::Trouble(_, why)) => {
                    tracing::error!(channel, "a computer move failed: {why}");
                    false
                }
            };
            if more {
                continue;
            }
            let mut runs = self.computer_runs.lock().unwrap_or_else(|e| e.into_inner());
            if runs.get(&channel) == Some(&true) && moves < MAX_MOVES_PER_CALL {
                // Someone asked while this runner was busy: look once more.
                runs.insert(channel, false);
                continue;
            }
            runs.remove(&channel);
            drop(runs);
            self.start_pondering(channel);
            return;
        }
    }

    /// Plays the computer moves due in every running game (the timer loop:
    /// resumes a move that was pending when the bot stopped).
    pub fn computer_turns(&self) -> Vec<Notice> {
        self.computer_channels_due()
            .into_iter()
            .flat_map(|c| self.play_computers(c))
            .collect()
    }

    /// At start-up: alone on its database (SQLite), every computer move
    /// still claimed was claimed by this bot's previous run, which stopped
    /// before playing it. Those moves are due again at once, rather than
    /// when their leases run out (a minute after a restart, before).
    pub fn take_over_computer_claims(&self) {
        if self.store.is_shared() {
            return;
        }
        match self.store.release_computer_claims(self.now()) {
            Ok(0) => {}
            Ok(n) => tracing::info!("{n} computer moves left by the previous run are due again"),
            Err(e) => tracing::error!("cannot take over the computer moves left by the previous run: {e}"),
        }
    }

    /// Channels where a computer seat owes a move now, as the store finds
    /// them through the due index. Such a due time is exact, never early:
    /// only a save changes whose turn it is, and each save writes it.
    pub fn computer_channels_due(&self) -> Vec<u64> {
        self.computer_channels_owed_for(0)
    }

    /// [`Service::computer_channels_due`], but only moves owed for at least
    /// `seconds`: what the frequent look for moves owed takes up, leaving
    /// a move just owed to the command that made it due (which posts it
    /// after its own reply, in order).
    pub fn computer_channels_owed_for(&self, seconds: i64) -> Vec<u64> {
        match self.store.computer_moves_due(self.now() - seconds) {
            Ok(games) => games.into_iter().map(|g| g.channel).collect(),
            Err(e) => {
                tracing::error!("cannot list the computer moves due: {e}");
                Vec::new()
            }
        }
    }

    /// Thinks about and plays one computer move in `channel`: `None` when
    /// none is due, the replies to post otherwise (empty when the game
    /// changed while the computer was thinking, so it must look again).
    /// `thinking` is called once a move is found due, before the search.
    fn one_computer_move(
        &self,
        channel: u64,
        round: &mut ai::Round,
        thinking: &mut dyn FnMut(),
    ) -> Res<Option<Vec<super::Reply>>> {
        let Some(due) = self.in_channel(channel, || self.computer_due(channel))? else {
            return Ok(None);
        };
        let now = self.now();
        if !self.store.claim_computer_move(due.game_id, now, now + COMPUTER_LEASE)? {
            // Another process (or an earlier claim of this one) holds it.
            return Ok(None);
        }
        thinking();
        let mut rng = GameRng::from_seed(self.computer_seed(due.game_id, due.version));
        let think = round.next(due.seat, due.computers);
        let kept = self
            .computers
            .take_kept(due.game_id, due.version, due.seat)
            .or_else(|| self.pondered_for(due.game_id, due.version, due.seat))
            .filter(|_| round.is_timed());
        let busy = self.ponders.busy();
        let (action, kept) = ai::choose_keeping(due.game.as_ref(), due.seat, due.level, &think, kept, &mut rng);
        drop(busy);
        let action =
            action.ok_or_else(|| Fail::Internal(format!("the computer at seat {} has no legal action", due.seat)))?;
        let played = self.in_channel(channel, || {
            let Some(live) = self.running_in(channel)? else {
                return Ok(Some(Vec::new()));
            };
            if live.row.id != due.game_id || live.row.version != due.version {
                return Ok(Some(Vec::new()));
            }
            self.act(live, due.seat, None, &action).map(Some)
        })?;
        let saved = played.as_ref().is_some_and(|r| !r.is_empty());
        if let Some(k) = kept.filter(|_| saved && round.is_timed()) {
            // The move is saved at the next version; the seat's next
            // decision starts from this tree if it comes right then.
            self.computers.put_kept(due.game_id, due.version + 1, k);
        }
        Ok(played)
    }

    /// The computer move due in `channel` now, if any.
    fn computer_due(&self, channel: u64) -> Res<Option<Due>> {
        let Some(live) = self.running_in(channel)? else {
            return Ok(None);
        };
        if live.row.wait.paused_at.is_some() {
            return Ok(None);
        }
        let computers = live.row.seated().iter().filter(|p| p.computer.is_some()).count();
        Ok(live.computer_to_act().map(|(seat, level)| Due {
            game_id: live.row.id,
            version: live.row.version,
            seat,
            level,
            game: live.game,
            computers,
        }))
    }

    pub(super) fn running_in(&self, channel: u64) -> Res<Option<Live>> {
        match self.store.open_game_in_channel(channel)? {
            Some(row) if row.status == Status::Active => Live::from_row(row).map(Some),
            _ => Ok(None),
        }
    }
}
