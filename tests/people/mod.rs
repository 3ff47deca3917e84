//! The people the service tests play as: user `id` is called `user{id}`.
//! (A folder under `tests/` is not a test target of its own; each test file
//! that needs these says `mod people;`.)
#![allow(dead_code)]

use dominoes_bot::service::{Ctx, User};

pub fn user(id: u64) -> User {
    User {
        id,
        name: format!("user{id}"),
    }
}

/// What user `id` sends a command with, in `guild` and `channel`.
pub fn ctx_in(guild: u64, channel: u64, id: u64) -> Ctx {
    Ctx {
        guild,
        channel,
        user: user(id),
    }
}
