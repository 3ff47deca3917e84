//! Pieces shared by several games, written once.

pub mod board;
pub mod grid;
pub mod hidden;
pub mod laying;
pub mod phrases;
pub mod placement;
pub mod said;
pub mod stacks;
pub mod tiles;
pub mod view_said;
pub mod words;
