//! A Discord bot for a family of unusual domino games.
//!
//! Data flows one way: a front end (`local`, later `discord`) turns an outside
//! event into a call on [`service::Service`]; the service loads the game from
//! [`store`], asks the rules [`engine`], stores the result, asks [`render`] for
//! pictures and hands plain replies back. Nothing lower knows anything higher.

pub mod config;
pub mod discord;
pub mod i18n;
pub mod local;
pub mod service;

// The layers below the bot, each a crate of the workspace (crates/), under
// the names the bot's code and tests use.
pub use dominoes_ai as ai;
pub use dominoes_engine as engine;
pub use dominoes_engine::calendar;
pub use dominoes_render as render;
pub use dominoes_store as store;
pub use dominoes_store::rating;
