// Each test binary that includes the fake uses only part of it.
#![allow(dead_code)]

pub mod fake_discord;
