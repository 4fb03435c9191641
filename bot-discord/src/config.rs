//! The bot's settings, read from the environment once at start.

use std::path::PathBuf;

use game::table::Limits;
use game::table::limits::LimitsError;

/// Where the data lives when `DATA_DIR` is not set.
pub const DEFAULT_DATA_DIR: &str = "./data/discord";

/// The settings; their `Debug` leaves the token and the database address out (the address
/// may hold a password).
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// `DISCORD_TOKEN`: the bot token from the developer portal.
    pub token: String,
    /// `DATA_DIR`: the sled database of tables, chips and ratings.
    pub data_dir: PathBuf,
    /// `DATABASE_URL`: a PostgreSQL database to keep them in instead of sled in `DATA_DIR`.
    pub database_url: Option<String>,
    /// `DISCORD_API_BASE`: another Discord to talk to (a local fake), e.g. `http://127.0.0.1:8080`.
    pub api_base: Option<String>,
    /// `DISCORD_DEV_GUILD`: register the slash commands in this server only (they appear at once)
    /// instead of globally.
    pub dev_guild: Option<u64>,
    /// `MAX_OPEN_TABLES`, `GATHERING_MINUTES`, `IDLE_HOURS`: tables per user, and when
    /// abandoned tables close.
    pub limits: Limits,
    /// Logs, metrics and housekeeping (`LOG_FORMAT`, `METRICS_ADDR`, `KEY_RETENTION_DAYS`,
    /// `KEEP_ENDED_HOURS`).
    pub ops: host::ops::OpsSettings,
    /// `SHARDS` (`0-3`, or one id) and `SHARD_TOTAL`: the gateway shards this process runs
    /// (default: shard 0 of 1).
    pub shards: crate::shards::Shards,
    /// `DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET`, `WEB_PUBLIC_URL`, `WEB_ADDR`: the web
    /// table as an Activity (none: the bot plays in the channel only).
    pub activity: Option<crate::activity::Activity>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hidden = host::telemetry::logs::REDACTED;
        f.debug_struct("Config")
            .field("token", &hidden)
            .field("data_dir", &self.data_dir)
            .field("database_url", &self.database_url.as_ref().map(|_| hidden))
            .field("api_base", &self.api_base)
            .field("dev_guild", &self.dev_guild)
            .field("limits", &self.limits)
            .field("ops", &self.ops)
            .field("shards", &self.shards)
            .field("activity", &self.activity)
            .finish()
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set: put the bot token from the Discord developer portal in it")]
    MissingToken,
    #[error("DISCORD_TOKEN is empty or has spaces in it")]
    BadToken,
    #[error("DISCORD_DEV_GUILD must be a server id (a number), not {0:?}")]
    BadGuild(String),
    #[error("DISCORD_API_BASE must start with http:// or https://, not {0:?}")]
    BadApiBase(String),
    #[error(transparent)]
    BadLimit(#[from] LimitsError),
    #[error("{0}")]
    BadOps(String),
    #[error("{0}")]
    BadShards(String),
    #[error("{0}")]
    BadActivity(String),
}

impl Config {
    /// Reads the settings from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// Reads the settings through `var` (the environment, or a test's map).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = var("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let token = token.trim().to_string();
        if token.is_empty() || token.contains(char::is_whitespace) {
            return Err(ConfigError::BadToken);
        }
        let store = host::settings::StoreSettings::from_vars(&var, DEFAULT_DATA_DIR);
        let api_base = match var("DISCORD_API_BASE").filter(|s| !s.is_empty()) {
            Some(base) if base.starts_with("http://") || base.starts_with("https://") => {
                Some(base.trim_end_matches('/').to_string())
            }
            Some(base) => return Err(ConfigError::BadApiBase(base)),
            None => None,
        };
        let dev_guild = match var("DISCORD_DEV_GUILD").filter(|s| !s.is_empty()) {
            Some(g) => Some(g.trim().parse().map_err(|_| ConfigError::BadGuild(g))?),
            None => None,
        };
        let limits = Limits::from_vars(&var)?;
        let ops = host::ops::OpsSettings::from_vars(&var).map_err(ConfigError::BadOps)?;
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        let shards = crate::shards::Shards::from_vars(
            set("SHARDS").as_deref(),
            set("SHARD_TOTAL").as_deref(),
        )
        .map_err(ConfigError::BadShards)?;
        let activity =
            crate::activity::Activity::from_vars(set).map_err(ConfigError::BadActivity)?;
        Ok(Config {
            token,
            data_dir: store.data_dir,
            database_url: store.database_url,
            api_base,
            dev_guild,
            limits,
            ops,
            shards,
            activity,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn read(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_vars(|k| map.get(k).cloned())
    }

    #[test]
    fn the_settings_print_without_the_token_or_the_database_password() {
        let c = read(&[
            ("DISCORD_TOKEN", "MTIz.discord-token_value"),
            ("DATABASE_URL", "postgres://bot:pg-Passw0rd@db/cards"),
        ])
        .unwrap();
        let shown = format!("{c:?}");
        assert!(!shown.contains("discord-token_value"), "{shown}");
        assert!(!shown.contains("pg-Passw0rd"), "{shown}");
        assert!(shown.contains("data_dir"), "{shown}");
    }

    #[test]
    fn token_is_required() {
        assert_eq!(read(&[]), Err(ConfigError::MissingToken));
        assert_eq!(read(&[("DISCORD_TOKEN", "  ")]), Err(ConfigError::BadToken));
    }

    #[test]
    fn defaults_and_overrides() {
        let c = read(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.data_dir, PathBuf::from("./data/discord"));
        assert_eq!(c.api_base, None);
        assert_eq!(c.dev_guild, None);
        assert_eq!(c.database_url, None);
        let c = read(&[
            ("DISCORD_TOKEN", "abc"),
            ("DATABASE_URL", "postgres://b@db/c"),
        ])
        .unwrap();
        assert_eq!(c.database_url.as_deref(), Some("postgres://b@db/c"));
        let c = read(&[
            ("DISCORD_TOKEN", "abc"),
            ("DATA_DIR", "/tmp/x"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9/"),
            ("DISCORD_DEV_GUILD", "42"),
        ])
        .unwrap();
        assert_eq!(c.data_dir, PathBuf::from("/tmp/x"));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.dev_guild, Some(42));
        assert!(matches!(
            read(&[("DISCORD_TOKEN", "a"), ("DISCORD_DEV_GUILD", "x")]),
            Err(ConfigError::BadGuild(_))
        ));
        assert!(matches!(
            read(&[("DISCORD_TOKEN", "a"), ("DISCORD_API_BASE", "ws://x")]),
            Err(ConfigError::BadApiBase(_))
        ));
    }
}
