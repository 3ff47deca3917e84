//! Starting a game from its seed, and rebuilding it from its action log.
//!
//! Both go through [`start_state`], so the seating and the shuffle a replay
//! produces are by construction the ones the live game had.

use crate::engine::rng::Seed;
use crate::engine::{AnyGame, Event, GameKind, GameRng, Options, SetupError};
use crate::store::{ActionRow, GameRow, Store, StoreError};

/// The state right after setup: `order[seat]` is the challenge slot seated
/// there (drawn at random), then the game and the generator after setup.
pub struct Started {
    pub order: Vec<usize>,
    pub game: Box<dyn AnyGame>,
    pub rng: GameRng,
}

pub fn start_state(kind: GameKind, variant: Option<&str>, players: usize, seed: Seed) -> Result<Started, SetupError> {
    let mut rng = GameRng::from_seed(seed);
    let mut order: Vec<usize> = (0..players).collect();
    rng.shuffle(&mut order);
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let game = kind.setup(&options, players, &mut rng)?;
    Ok(Started { order, game, rng })
}

pub fn seed_from_hex(hex_seed: &str) -> Option<Seed> {
    hex::decode(hex_seed).ok()?.try_into().ok()
}

/// Replays `actions` from the stored seed; returns the snapshot and the
/// generator state the log leads to, or says where it goes wrong.
pub fn replay(row: &GameRow, actions: &[ActionRow]) -> Result<(String, String), String> {
    let (s, _) = replay_to(row, actions)?;
    let rng = serde_json::to_string(&s.rng).map_err(|e| e.to_string())?;
    Ok((s.game.snapshot(), rng))
}

/// What replaying every started game of a store found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayCheck {
    /// Games whose log replays to exactly the stored snapshot and
    /// generator state.
    pub matched: usize,
    /// The others, by id, each with what went wrong.
    pub failed: Vec<(i64, String)>,
}

/// Replays the log of every started game in `store` from its seed and
/// compares the result with the stored snapshot and generator state: how
/// a copied or restored database shows that each game goes on exactly
/// where it was.
pub fn check_store(store: &Store) -> Result<ReplayCheck, StoreError> {
    let mut check = ReplayCheck::default();
    for id in store.started_game_ids()? {
        match check_game(store, id)? {
            Ok(()) => check.matched += 1,
            Err(why) => check.failed.push((id, why)),
        }
    }
    Ok(check)
}

/// Whether game `id`'s log replays to its stored snapshot and generator
/// state (`Err` says why not). A damaged row is such an `Err`: it is the
/// game that fails the check, not the check; only a failing database is
/// the outer error.
pub fn check_game(store: &Store, id: i64) -> Result<Result<(), String>, StoreError> {
    let row = match store.game(id) {
        Ok(Some(row)) => row,
        Ok(None) => return Ok(Err("the game is not in the database".into())),
        Err(e @ StoreError::Corrupt { .. }) => return Ok(Err(e.to_string())),
        Err(e) => return Err(e),
    };
    let actions = store.actions(id)?;
    Ok(check_rows(&row, &actions))
}

/// Whether `actions` replay from `row`'s seed to its stored snapshot and
/// generator state (`Err` says why not): [`check_game`] on rows already
/// read, as `db copy` checks them inside its transaction.
pub fn check_rows(row: &GameRow, actions: &[ActionRow]) -> Result<(), String> {
    match replay(row, actions) {
        Err(why) => Err(why),
        Ok((snapshot, _)) if row.snapshot.as_ref() != Some(&snapshot) => Err(format!(
            "the log of {} actions leads to another position than the stored one",
            actions.len()
        )),
        Ok((_, rng)) if row.rng.as_ref() != Some(&rng) => {
            Err("the log leads to another generator state than the stored one".into())
        }
        Ok(_) => Ok(()),
    }
}

/// The game after `actions` (a prefix of its log, or all of it), rebuilt
/// from the stored seed, and the event lines of the last action replayed.
pub fn replay_to(row: &GameRow, actions: &[ActionRow]) -> Result<(Started, Vec<Event>), String> {
    replay_visiting(row, actions, &mut |_, _| {})
}

/// [`replay_to`], showing `visit` the game just before each action: how a
/// text names each move for its reader (see `wording`).
pub(crate) fn replay_visiting(
    row: &GameRow,
    actions: &[ActionRow],
    visit: &mut dyn FnMut(&dyn AnyGame, &ActionRow),
) -> Result<(Started, Vec<Event>), String> {
    let kind = row.kind;
    let seed = seed_from_hex(&row.seed).ok_or("the stored seed is not 32 bytes of hex")?;
    let mut s = start_state(kind, row.variant.as_deref(), row.players.len(), seed).map_err(|e| e.0)?;
    for (seat, slot) in s.order.iter().enumerate() {
        let stored = row.players.iter().find(|p| p.slot == *slot).and_then(|p| p.seat);
        if stored != Some(seat) {
            return Err(format!(
                "slot {slot} should sit at seat {seat}, the database says {stored:?}"
            ));
        }
    }
    let mut events = Vec::new();
    for a in actions {
        visit(s.game.as_ref(), a);
        events = s
            .game
            .play(a.seat, &a.notation, &mut s.rng)
            .map_err(|e| format!("ply {} ({}) does not replay: {e}", a.ply, a.notation))?
            .events;
    }
    Ok((s, events))
}
