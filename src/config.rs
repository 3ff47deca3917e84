//! Configuration from `config.toml` (every key documented in
//! `config.example.toml`), with environment overrides.

use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The database: a SQLite file (its folder is created if missing), or
    /// a `postgres://` URL (see `store::Database`).
    pub database: String,
    /// Where the local front end writes the pictures it would post.
    pub images: PathBuf,
    /// A `tracing` filter such as `info` or `dominoes_bot=debug`.
    pub log: String,
    pub discord: DiscordConfig,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// Scheme, host and port of a Discord API proxy (or, in tests, a fake
    /// Discord). Empty: Discord itself.
    pub api_base_url: Option<String>,
    /// A server where commands are registered instantly, for development.
    /// Empty: commands are registered globally (they can take a while to show).
    pub dev_guild_id: Option<u64>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            database: "data/dominoes.sqlite3".to_string(),
            images: PathBuf::from("data/images"),
            log: "info".to_string(),
            discord: DiscordConfig::default(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {0}: {1}")]
    Read(String, std::io::Error),
    #[error("{0} is not valid: {1}")]
    Parse(String, toml::de::Error),
}

impl Config {
    /// Reads `path` if it exists (defaults otherwise), then applies the
    /// environment overrides `DOMINOES_DATABASE`, `DOMINOES_IMAGES`,
    /// `DOMINOES_LOG` and `DOMINOES_DISCORD_API`.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let mut config = match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text).map_err(|e| ConfigError::Parse(path.display().to_string(), e))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Config::default(),
            Err(e) => return Err(ConfigError::Read(path.display().to_string(), e)),
        };
        config.apply_env(|k| std::env::var(k).ok());
        Ok(config)
    }

    pub fn parse(text: &str) -> Result<Config, toml::de::Error> {
        toml::from_str(text)
    }

    fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) {
        if let Some(v) = var("DOMINOES_DATABASE") {
            self.database = v;
        }
        if let Some(v) = var("DOMINOES_IMAGES") {
            self.images = v.into();
        }
        if let Some(v) = var("DOMINOES_LOG") {
            self.log = v;
        }
        if let Some(v) = var("DOMINOES_DISCORD_API") {
            self.discord.api_base_url = Some(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_is_the_default_configuration() {
        let example = Config::parse(include_str!("../config.example.toml")).unwrap();
        assert_eq!(example, Config::default());
    }

    #[test]
    fn environment_overrides_the_file() {
        let mut c = Config::parse("database = \"x.db\"").unwrap();
        assert_eq!(c.database, "x.db");
        c.apply_env(|k| (k == "DOMINOES_DATABASE").then(|| "y.db".to_string()));
        assert_eq!(c.database, "y.db");
    }

    #[test]
    fn unknown_keys_are_refused() {
        assert!(Config::parse("databse = \"typo.db\"").is_err());
    }
}
