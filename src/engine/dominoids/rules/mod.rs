//! The rules of Dominoids, in parts.

pub mod board;
pub mod dice;
pub mod effects;
pub mod food;
pub mod movement;
pub mod score;
pub mod shift;
pub mod turn;

use super::*;
