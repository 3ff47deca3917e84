//! Thinking on a person's time (issue 54): once the computers' round is
//! over and a person is to move, the hard computer who acts right after
//! them starts searching in the background, from its own seat (public
//! information and its own hand, as every search: `ai::ismcts::ponder`).
//! When the person's move comes, the tree under that move is where the
//! computer's decision starts, so it needs fewer new iterations.
//!
//! Bounded: at most `[computers] ponder_seconds` of one thread per
//! person's turn (so an idle game stops thinking soon), at most
//! `ponder_games` games at once for the whole bot, and a ponder stops as
//! soon as any real computer decision is under way (the bot is busy) or
//! the move comes. Only in production (timed rounds): a seeded game must
//! play the same moves after a restart, which forgets what was pondered.

use super::game::Live;
use super::{Seeds, Service};
use crate::ai::ismcts::{self, Kept, Pondered};
use crate::ai::{self, Level};
use crate::engine::{ActionWords, AnyGame, GameRng, ToAct, Viewer};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Finished ponders kept for moves still to come, at most (each holds a
/// tree of a few megabytes at most).
const KEPT_PONDERS: usize = 32;

/// How much the bot may ponder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PonderBudget {
    /// Seconds of one thread per person's turn and game (0: never).
    pub seconds: u64,
    /// Games pondering at once, for the whole bot.
    pub games: usize,
}

impl Default for PonderBudget {
    fn default() -> PonderBudget {
        PonderBudget { seconds: 5, games: 1 }
    }
}

/// A ponder under way (or done) in one game.
struct Ponder {
    /// The game's version when the person was to move.
    version: i64,
    /// The game then, to ask whether the person's move is one the
    /// computer may see (its words are judged before the move).
    before: Box<dyn AnyGame>,
    person: usize,
    observer: usize,
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Pondered>,
}

/// The bot's ponders, and how many real decisions are under way.
#[derive(Default)]
pub struct Ponders {
    budget: PonderBudget,
    running: Mutex<HashMap<i64, Ponder>>,
    /// Real computer decisions under way anywhere: ponders stop for them.
    thinking: Arc<AtomicUsize>,
    /// Decisions that started from a pondered tree.
    used: AtomicUsize,
}

/// Counts a real decision as under way while it lives.
pub struct Busy(Arc<AtomicUsize>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Ponders {
    /// Marks a real decision under way (ponders stop) until the guard drops.
    pub fn busy(&self) -> Busy {
        self.thinking.fetch_add(1, Ordering::SeqCst);
        Busy(self.thinking.clone())
    }

    pub fn set_budget(&mut self, budget: PonderBudget) {
        self.budget = budget;
    }

    /// Games pondering now (for tests and health).
    pub fn pondering(&self) -> usize {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        running.values().filter(|p| !p.handle.is_finished()).count()
    }

    /// The version at which game `id`'s ponder started, if it has one.
    fn started_at(&self, id: i64) -> Option<i64> {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        running.get(&id).map(|p| p.version)
    }

    /// The ponder of game `id`, stopped and taken out, if it pondered the
    /// move of the seat to act at `version` for `seat`.
    fn take(&self, id: i64, version: i64, seat: usize) -> Option<(usize, Box<dyn AnyGame>, Pondered)> {
        let ponder = {
            let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
            running.remove(&id)?
        };
        ponder.stop.store(true, Ordering::SeqCst);
        if ponder.version + 1 != version || ponder.observer != seat {
            return None;
        }
        // It stops within an iteration.
        let (person, before) = (ponder.person, ponder.before);
        ponder.handle.join().ok().map(|p| (person, before, p))
    }
}

impl Service {
    /// The same service, pondering within `budget` (the `[computers]`
    /// settings).
    pub fn with_pondering(mut self, budget: PonderBudget) -> Service {
        self.ponders.set_budget(budget);
        self
    }

    /// Games whose computer is pondering now.
    pub fn pondering(&self) -> usize {
        self.ponders.pondering()
    }

    /// Computer decisions so far that started from what was pondered.
    pub fn pondered_decisions(&self) -> usize {
        self.ponders.used.load(Ordering::SeqCst)
    }

    /// Starts pondering in `channel` if a person is to move there and the
    /// seat after theirs is a hard computer (see the module's notes).
    pub(super) fn start_pondering(&self, channel: u64) {
        let budget = self.ponders.budget;
        if budget.seconds == 0 || !matches!(self.seeds, Seeds::Entropy) || self.ponders.pondering() >= budget.games {
            return;
        }
        let Ok(Some(live)) = self.running_in(channel) else {
            return;
        };
        let Some((person, observer)) = ponder_seats(&live) else {
            return;
        };
        if self.ponders.started_at(live.row.id) == Some(live.row.version) {
            // Already pondering this very turn (another command came):
            // its budget is the turn's, not renewed.
            return;
        }
        let mut settings = ai::hard_settings_for(live.game.kind());
        settings.threads = 1;
        settings.max_time = Duration::from_secs(budget.seconds);
        // Bounds the tree's memory as well as the time: no bigger than
        // one thread of a timed decision grows.
        settings.iterations *= ai::TIMED_ITERATIONS_FACTOR;
        let stop = Arc::new(AtomicBool::new(false));
        let (halt, thinking) = (stop.clone(), self.ponders.thinking.clone());
        let before = live.game.clone_box();
        let game = live.game;
        let handle = std::thread::spawn(move || {
            let stop = || halt.load(Ordering::SeqCst) || thinking.load(Ordering::SeqCst) > 0;
            let mut rng = GameRng::from_seed(GameRng::fresh_seed());
            ismcts::ponder(game.as_ref(), observer, &settings, &stop, &mut rng)
        });
        let ponder = Ponder {
            version: live.row.version,
            before,
            person,
            observer,
            stop,
            handle,
        };
        let mut running = self.ponders.running.lock().unwrap_or_else(|e| e.into_inner());
        if running.len() >= KEPT_PONDERS {
            // Games whose person never moved again would keep their trees
            // forever: past the bound, finished ponders are let go.
            running.retain(|_, p| !p.handle.is_finished());
        }
        if let Some(old) = running.insert(live.row.id, ponder) {
            old.stop.store(true, Ordering::SeqCst);
        }
    }

    /// What the computer at `seat` pondered while the person moved, if
    /// the person's move (the game's last, now at `version`) is one it
    /// may see and its trees met.
    pub(super) fn pondered_for(&self, game_id: i64, version: i64, seat: usize) -> Option<Kept> {
        let (person, before, pondered) = self.ponders.take(game_id, version, seat)?;
        let last = self.store.actions(game_id).ok()?.pop()?;
        if last.seat != person {
            return None;
        }
        // A concealed move must never select a subtree: that would tell
        // the computer what it may not see.
        let kept = match before.action_words(person, &last.notation, Viewer::Seat(seat)) {
            ActionWords::Notation(_) => pondered.after(person, &last.notation),
            ActionWords::Concealed(_) => None,
        };
        if kept.is_some() {
            self.ponders.used.fetch_add(1, Ordering::SeqCst);
        }
        kept
    }
}

/// The person to move and the hard computer seat right after them, where
/// pondering may help.
fn ponder_seats(live: &Live) -> Option<(usize, usize)> {
    if live.row.wait.paused_at.is_some() {
        return None;
    }
    let ToAct::Seat(person) = live.game.to_act() else {
        return None;
    };
    if live.computer_at(person).is_some() {
        return None;
    }
    let next = (person + 1) % live.game.seats();
    (live.computer_at(next) == Some(Level::Hard)).then_some((person, next))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::service::{Ctx, User};
    use crate::store::Store;

    fn ctx(user: u64) -> Ctx {
        Ctx {
            guild: 1,
            channel: 7,
            user: User {
                id: user,
                name: format!("user{user}"),
            },
            locale: Default::default(),
            guild_locale: None,
        }
    }

    /// A service on the system clock whose hard computers ponder for a
    /// second, on one thread.
    fn pondering_service() -> Service {
        Service::new(
            Store::scratch().unwrap(),
            Box::new(super::super::SystemClock),
            Seeds::Entropy,
        )
        .with_computer_threads(1)
        .with_pondering(PonderBudget { seconds: 1, games: 1 })
    }

    /// When the person plays a move the ponder met, the computer's
    /// decision starts from the tree under it.
    #[test]
    fn the_computers_reply_starts_from_the_tree_under_the_persons_move() {
        let svc = pondering_service();
        svc.play_against(&ctx(1), GameKind::Dominup, &[], &[Level::Hard], None);
        // At least one round, even when the person opens: pondering starts
        // when a round of the computers ends (the seats are drawn at random).
        loop {
            svc.play_computers(7);
            if svc.store().open_game_in_channel(7).unwrap().unwrap().to_act == Some(1) {
                break;
            }
        }
        let id = svc.store().open_game_in_channel(7).unwrap().unwrap().id;
        let mut ponder = svc.ponders.running.lock().unwrap().remove(&id).expect("pondering");
        let pondered = ponder.handle.join().expect("pondered");
        assert!(pondered.iterations > 0);
        let legal: Vec<String> = svc.legal_actions(&ctx(1)).into_iter().map(|a| a.notation).collect();
        let played = pondered
            .moves_met()
            .into_iter()
            .find(|m| legal.contains(m))
            .expect("a real move met");
        ponder.handle = std::thread::spawn(move || pondered);
        svc.ponders.running.lock().unwrap().insert(id, ponder);
        assert_eq!(svc.pondered_decisions(), 0);
        svc.make_move(&ctx(1), &played);
        svc.play_computers(7);
        assert_eq!(svc.pondered_decisions(), 1);
    }

    #[test]
    fn finished_ponders_of_games_that_never_moved_again_are_let_go() {
        let svc = pondering_service();
        let game = crate::engine::GameKind::Dominup
            .setup(
                &Default::default(),
                2,
                &mut GameRng::from_seed(GameRng::seed_from_u64(1)),
            )
            .unwrap();
        for id in 0..KEPT_PONDERS as i64 {
            let copy = game.clone_box();
            let settings = ismcts::Settings {
                iterations: 0,
                ..ai::hard_settings()
            };
            let handle = std::thread::spawn(move || {
                ismcts::ponder(copy.as_ref(), 1, &settings, &|| false, &mut GameRng::from_seed([0; 32]))
            });
            while !handle.is_finished() {
                std::thread::yield_now();
            }
            let ponder = Ponder {
                version: 0,
                before: game.clone_box(),
                person: 0,
                observer: 1,
                stop: Arc::new(AtomicBool::new(false)),
                handle,
            };
            svc.ponders.running.lock().unwrap().insert(10_000 + id, ponder);
        }
        svc.play_against(&ctx(1), GameKind::Dominup, &[], &[Level::Hard], None);
        svc.play_computers(7);
        while svc.store().open_game_in_channel(7).unwrap().unwrap().to_act != Some(1) {
            svc.play_computers(7);
        }
        assert_eq!(
            svc.ponders.running.lock().unwrap().len(),
            1,
            "only the new ponder is left"
        );
    }
}
