//! The seeded random generator every game draws from.
//!
//! It is created from OS entropy, stored with the game on the server and
//! never shown while the game runs, so nobody can predict a draw; because it
//! is seeded, replaying the action log from the seed rebuilds the game exactly.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub type Seed = [u8; 32];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha12Rng);

impl GameRng {
    pub fn from_seed(seed: Seed) -> Self {
        GameRng(ChaCha12Rng::from_seed(seed))
    }

    /// A seed from the operating system's entropy.
    pub fn fresh_seed() -> Seed {
        let mut seed = [0u8; 32];
        rand::rng().fill(&mut seed);
        seed
    }

    /// A seed derived from a number, for reproducible local games and tests.
    pub fn seed_from_u64(n: u64) -> Seed {
        let mut seed = [0u8; 32];
        ChaCha12Rng::seed_from_u64(n).fill(&mut seed);
        seed
    }

    /// The public commitment to a seed: posted at the start, checkable once
    /// the seed is revealed at the end.
    pub fn commitment(seed: &Seed) -> String {
        hex::encode(Sha256::digest(seed))
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A new generator seeded from this one's stream: copies of it replay
    /// the same draws, so several trials can face the same chance.
    pub fn fork(&mut self) -> GameRng {
        let mut seed = [0u8; 32];
        self.0.fill(&mut seed);
        GameRng::from_seed(seed)
    }

    /// `true` with probability `p` (clamped to 0..=1).
    pub fn chance(&mut self, p: f64) -> bool {
        self.0.random_bool(p.clamp(0.0, 1.0))
    }

    /// A uniform number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }
}
