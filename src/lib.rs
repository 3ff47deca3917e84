//! A Discord bot for a family of unusual domino games.
//!
//! Data flows one way: a front end (`local`, later `discord`) turns an outside
//! event into a call on [`service::Service`]; the service loads the game from
//! [`store`], asks the rules [`engine`], stores the result, asks [`render`] for
//! pictures and hands plain replies back. Nothing lower knows anything higher.

pub mod ai;
pub mod calendar;
pub mod config;
pub mod discord;
pub mod engine;
pub mod local;
pub mod pgserver;
pub mod rating;
pub mod render;
pub mod service;
pub mod store;
