//! Every integration test in one binary: one link after a change instead
//! of one per file (each links serenity, poise, axum and the bot). Each
//! file is a module; `cargo test --test all <module>::` runs one of them,
//! e.g. `cargo test --test all wording::`.

mod async_play;
mod cli;
mod common;
mod computer_play;
mod computer_pondering;
mod db_copy;
mod db_trouble;
mod discord_anywhere;
mod discord_e2e;
mod discord_emojis;
mod discord_kill;
mod discord_picker;
mod discord_quiet;
mod discord_robustness;
mod discord_shards;
mod discord_thinking;
mod discord_timers;
mod fuzz_commands;
mod game_list;
mod games_listing;
mod languages;
mod languages_lists;
mod layers;
mod limits;
mod local_frontend;
mod move_input;
mod multi_process;
mod no_english;
mod picker;
mod picker_counts;
mod puzzles;
mod quiet_channel;
mod ratings;
mod replay;
mod secrecy;
mod service_flow;
mod store_copy;
mod tetradominoes_flow;
mod timer_round;
mod wording;
