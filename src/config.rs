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
    /// The longest one database statement may run or wait for a lock, in
    /// milliseconds, before the command is refused as "the database is
    /// busy" (PostgreSQL's statement and lock time-outs; SQLite's busy
    /// time-out).
    pub statement_timeout_ms: u64,
    /// The longest a command waits for a free PostgreSQL connection, in
    /// milliseconds.
    pub pool_timeout_ms: u64,
    pub discord: DiscordConfig,
    pub computers: ComputersConfig,
}

/// How the bot's own seats think (docs/ai.md).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ComputersConfig {
    /// Threads a computer's search runs on; 0: every core the machine has.
    pub threads: usize,
    /// Seconds of one thread a hard computer may think on a person's
    /// turn, before the move comes, per game (0: never).
    pub ponder_seconds: u64,
    /// Games whose computers may think on people's time at once.
    pub ponder_games: usize,
}

impl Default for ComputersConfig {
    fn default() -> ComputersConfig {
        ComputersConfig {
            threads: 0,
            ponder_seconds: 5,
            ponder_games: 1,
        }
    }
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
    /// The gateway shards this process runs, `"0-3"` or `"5"`, out of
    /// `shard_total`; see [`DiscordConfig::shard_range`]. Empty: as many
    /// shards as Discord recommends, all in this process.
    pub shards: Option<String>,
    /// How many shards the whole bot has, across every process.
    pub shard_total: Option<u32>,
}

/// The gateway shards one process runs: `first` to `last` (both included)
/// of `total`. Discord sends each server's events to shard
/// `(server id >> 22) % total`, so every process of one bot must use the
/// same total and together cover `0` to `total - 1` exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// `range` is `"first-last"` or a single shard `"n"` (meaning `n-n`).
    pub fn parse(range: &str, total: u32) -> Result<ShardRange, String> {
        let number = |s: &str| s.trim().parse::<u32>().ok();
        let bounds = match range.split_once('-') {
            Some((a, b)) => number(a).zip(number(b)),
            None => number(range).map(|n| (n, n)),
        };
        let Some((first, last)) = bounds else {
            return Err(format!(
                "shards = \"{range}\" is not a shard range: write \"FIRST-LAST\" (e.g. \"0-3\") or one shard (e.g. \"5\")"
            ));
        };
        if total == 0 {
            return Err("shard_total = 0: the bot needs at least 1 shard".to_string());
        }
        if first > last {
            return Err(format!(
                "shards = \"{range}\": the first shard ({first}) comes after the last ({last})"
            ));
        }
        if last >= total {
            return Err(format!(
                "shards = \"{range}\" goes past shard_total = {total}: shards are numbered 0 to {}",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }

    /// How many shards the range holds.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}

impl DiscordConfig {
    /// The shards this process runs, or `None` for autosharding. Both keys
    /// or neither: a total alone would start every shard in each process
    /// that shares the config, and a range alone means nothing.
    pub fn shard_range(&self) -> Result<Option<ShardRange>, ConfigError> {
        match (self.shards.as_deref(), self.shard_total) {
            (None, None) => Ok(None),
            (Some(range), Some(total)) => ShardRange::parse(range, total).map(Some).map_err(ConfigError::Shards),
            (Some(range), None) => Err(ConfigError::Shards(format!(
                "shards = \"{range}\" needs shard_total, the number of shards across all processes (e.g. shard_total = 8)"
            ))),
            (None, Some(total)) => Err(ConfigError::Shards(format!(
                "shard_total = {total} needs shards, the ones this process runs (e.g. shards = \"0-{}\" for all of them)",
                total.saturating_sub(1)
            ))),
        }
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            database: "data/dominoes.sqlite3".to_string(),
            images: PathBuf::from("data/images"),
            log: "info".to_string(),
            statement_timeout_ms: 5000,
            pool_timeout_ms: 5000,
            discord: DiscordConfig::default(),
            computers: ComputersConfig::default(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {0}: {1}")]
    Read(String, std::io::Error),
    #[error("{0} is not valid: {1}")]
    Parse(String, toml::de::Error),
    #[error("{0} = {1:?} is not valid: {2}")]
    Env(&'static str, String, String),
    #[error(
        "{0} (from [discord] in the config file, DOMINOES_SHARDS and DOMINOES_SHARD_TOTAL, or `run --shards --shard-total`)"
    )]
    Shards(String),
}

impl Config {
    /// Reads `path` if it exists (defaults otherwise), then applies the
    /// environment overrides `DOMINOES_DATABASE`, `DOMINOES_IMAGES`,
    /// `DOMINOES_LOG`, `DOMINOES_DISCORD_API`, `DOMINOES_SHARDS` and
    /// `DOMINOES_SHARD_TOTAL`. A shard range that cannot be used is an
    /// error here already, for every command, as an unknown key is.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let mut config = match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text).map_err(|e| ConfigError::Parse(path.display().to_string(), e))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Config::default(),
            Err(e) => return Err(ConfigError::Read(path.display().to_string(), e)),
        };
        config.apply_env(|k| std::env::var(k).ok())?;
        config.discord.shard_range()?;
        Ok(config)
    }

    /// The store's waits (at least a millisecond each: PostgreSQL reads a
    /// time-out of 0 as none at all).
    pub fn limits(&self) -> crate::store::Limits {
        let ms = |n: u64| std::time::Duration::from_millis(n.max(1));
        crate::store::Limits {
            statement: ms(self.statement_timeout_ms),
            checkout: ms(self.pool_timeout_ms),
        }
    }

    pub fn parse(text: &str) -> Result<Config, toml::de::Error> {
        toml::from_str(text)
    }

    fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
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
        if let Some(v) = var("DOMINOES_SHARDS") {
            self.discord.shards = Some(v);
        }
        if let Some(v) = var("DOMINOES_SHARD_TOTAL") {
            let total = v.trim().parse().map_err(|e: std::num::ParseIntError| {
                ConfigError::Env("DOMINOES_SHARD_TOTAL", v.clone(), e.to_string())
            })?;
            self.discord.shard_total = Some(total);
        }
        Ok(())
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
        c.apply_env(|k| (k == "DOMINOES_DATABASE").then(|| "y.db".to_string()))
            .unwrap();
        assert_eq!(c.database, "y.db");
    }

    fn range(first: u32, last: u32, total: u32) -> ShardRange {
        ShardRange { first, last, total }
    }

    fn shards_of(toml: &str) -> Result<Option<ShardRange>, String> {
        Config::parse(toml)
            .unwrap()
            .discord
            .shard_range()
            .map_err(|e| e.to_string())
    }

    #[test]
    fn no_shard_keys_means_autosharding() {
        assert_eq!(shards_of(""), Ok(None));
        assert_eq!(Config::default().discord.shard_range().unwrap(), None);
    }

    #[test]
    fn a_shard_range_is_read_from_the_discord_table() {
        let toml = "[discord]\nshards = \"0-3\"\nshard_total = 8";
        assert_eq!(shards_of(toml), Ok(Some(range(0, 3, 8))));
        let last = "[discord]\nshards = \" 4 - 7 \"\nshard_total = 8";
        assert_eq!(shards_of(last), Ok(Some(range(4, 7, 8))));
        assert_eq!(range(4, 7, 8).count(), 4);
        assert_eq!(range(4, 7, 8).to_string(), "shards 4-7 of 8");
    }

    #[test]
    fn one_shard_is_a_range_of_one() {
        assert_eq!(ShardRange::parse("5", 8), Ok(range(5, 5, 8)));
        assert_eq!(range(5, 5, 8).count(), 1);
        assert_eq!(range(5, 5, 8).to_string(), "shard 5 of 8");
        assert_eq!(ShardRange::parse("0", 1), Ok(range(0, 0, 1)));
    }

    #[test]
    fn unusable_shard_ranges_say_what_is_wrong() {
        let err = |range: &str, total: u32| ShardRange::parse(range, total).unwrap_err();
        assert!(err("3-1", 8).contains("first shard (3) comes after the last (1)"));
        assert!(err("0-8", 8).contains("numbered 0 to 7"));
        assert!(err("8", 8).contains("numbered 0 to 7"));
        assert!(err("0-0", 0).contains("at least 1 shard"));
        for bad in ["", "-", "a-b", "1-", "-3", "1-2-3", "1..3", "-1", "4294967296"] {
            assert!(err(bad, 8).contains("is not a shard range"), "{bad:?}: {}", err(bad, 8));
        }
    }

    #[test]
    fn a_range_and_a_total_come_together() {
        let alone = shards_of("[discord]\nshards = \"0-3\"").unwrap_err();
        assert!(alone.contains("needs shard_total"), "{alone}");
        let total = shards_of("[discord]\nshard_total = 8").unwrap_err();
        assert!(total.contains("needs shards") && total.contains("\"0-7\""), "{total}");
        assert!(Config::parse("[discord]\nshard_total = -1").is_err());
    }

    #[test]
    fn the_environment_overrides_the_shards() {
        let mut c = Config::parse("[discord]\nshards = \"0-3\"\nshard_total = 8").unwrap();
        let env = |k: &str| match k {
            "DOMINOES_SHARDS" => Some("2".to_string()),
            "DOMINOES_SHARD_TOTAL" => Some("4".to_string()),
            _ => None,
        };
        c.apply_env(env).unwrap();
        assert_eq!(c.discord.shard_range().unwrap(), Some(range(2, 2, 4)));
        let bad = c.apply_env(|k| (k == "DOMINOES_SHARD_TOTAL").then(|| "eight".to_string()));
        let text = bad.unwrap_err().to_string();
        assert!(
            text.contains("DOMINOES_SHARD_TOTAL") && text.contains("eight"),
            "{text}"
        );
    }

    #[test]
    fn loading_refuses_an_unusable_range() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[discord]\nshards = \"9\"\nshard_total = 8").unwrap();
        let text = Config::load(&path).unwrap_err().to_string();
        assert!(text.contains("numbered 0 to 7") && text.contains("--shards"), "{text}");
    }

    #[test]
    fn the_database_waits_are_configurable() {
        let c = Config::parse("statement_timeout_ms = 1500\npool_timeout_ms = 0").unwrap();
        let limits = c.limits();
        assert_eq!(limits.statement, std::time::Duration::from_millis(1500));
        assert_eq!(limits.checkout, std::time::Duration::from_millis(1));
        assert_eq!(Config::default().limits(), crate::store::Limits::default());
    }

    #[test]
    fn unknown_keys_are_refused() {
        assert!(Config::parse("databse = \"typo.db\"").is_err());
    }
}
