//! The bot's configuration, read from the environment.

use std::path::PathBuf;

use game::table::Limits;
use game::table::limits::LimitsError;
use url::Url;

/// Where the data lives when DATA_DIR is not set.
pub const DEFAULT_DATA_DIR: &str = "./data/telegram";

/// What the bot needs to run.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The bot's token (TELOXIDE_TOKEN).
    pub token: String,
    /// The store's directory (DATA_DIR), and the shell's journal's.
    pub data_dir: PathBuf,
    /// A PostgreSQL database to keep the tables in instead of sled in DATA_DIR (DATABASE_URL).
    pub database_url: Option<String>,
    /// A local Bot API server to talk to instead of Telegram's (TELOXIDE_API_URL).
    pub api_url: Option<Url>,
    /// An operator's ceiling on chat writes a second over all chats (MAX_WRITES_PER_SECOND);
    /// without it the bot learns the overall limit from Telegram's 429s.
    pub max_writes_per_second: Option<f64>,
    /// Tables per user, and when abandoned tables close (MAX_OPEN_TABLES,
    /// GATHERING_MINUTES, IDLE_HOURS).
    pub limits: Limits,
    /// Logs, metrics and housekeeping (LOG_FORMAT, METRICS_ADDR, KEY_RETENTION_DAYS,
    /// KEEP_ENDED_HOURS).
    pub ops: host::ops::OpsSettings,
}

/// Why the configuration is unusable.
#[derive(Debug, PartialEq, Eq)]
pub enum ConfigError {
    MissingToken,
    BadApiUrl(String),
    BadCeiling(String),
    BadLimit(LimitsError),
    BadOps(String),
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::MissingToken => write!(
                f,
                "TELOXIDE_TOKEN is not set: give the token @BotFather issued, \
                 e.g. TELOXIDE_TOKEN=123456:ABC... cargo run --release -p bot-telegram"
            ),
            ConfigError::BadApiUrl(reason) => {
                write!(f, "TELOXIDE_API_URL is not a usable URL: {reason}")
            }
            ConfigError::BadLimit(error) => write!(f, "{error}"),
            ConfigError::BadOps(error) => write!(f, "{error}"),
            ConfigError::BadCeiling(raw) => write!(
                f,
                "MAX_WRITES_PER_SECOND must be a positive number of writes a second, not {raw}"
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `var` (the environment, or a test's map).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        let token = set("TELOXIDE_TOKEN").ok_or(ConfigError::MissingToken)?;
        let data_dir =
            set("DATA_DIR").map_or_else(|| PathBuf::from(DEFAULT_DATA_DIR), PathBuf::from);
        let api_url = match set("TELOXIDE_API_URL") {
            None => None,
            Some(raw) => {
                let url =
                    Url::parse(raw.trim()).map_err(|e| ConfigError::BadApiUrl(e.to_string()))?;
                if url.cannot_be_a_base() || !matches!(url.scheme(), "http" | "https") {
                    return Err(ConfigError::BadApiUrl(format!(
                        "{raw} is not an http(s) base URL"
                    )));
                }
                Some(url)
            }
        };
        let max_writes_per_second = match set("MAX_WRITES_PER_SECOND") {
            None => None,
            Some(raw) => match raw.trim().parse::<f64>() {
                Ok(rate) if rate.is_finite() && rate > 0.0 => Some(rate),
                _ => return Err(ConfigError::BadCeiling(raw)),
            },
        };
        let limits = Limits::from_vars(&var).map_err(ConfigError::BadLimit)?;
        let database_url = set(storage::configured::DATABASE_URL).map(|u| u.trim().to_string());
        let ops = host::ops::OpsSettings::from_vars(&var).map_err(ConfigError::BadOps)?;
        Ok(Config {
            token: token.trim().to_string(),
            data_dir,
            database_url,
            api_url,
            max_writes_per_second,
            limits,
            ops,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_vars(|name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn database_url_selects_postgres_when_set() {
        let c = read(&[("TELOXIDE_TOKEN", "t")]).expect("config");
        assert_eq!(c.database_url, None);
        let c = read(&[("TELOXIDE_TOKEN", "t"), ("DATABASE_URL", " ")]).expect("config");
        assert_eq!(c.database_url, None);
        let c = read(&[
            ("TELOXIDE_TOKEN", "t"),
            ("DATABASE_URL", "postgres://bot@db/cards"),
        ])
        .expect("config");
        assert_eq!(c.database_url.as_deref(), Some("postgres://bot@db/cards"));
    }

    #[test]
    fn a_token_is_required() {
        assert_eq!(read(&[]), Err(ConfigError::MissingToken));
        assert_eq!(
            read(&[("TELOXIDE_TOKEN", "  ")]),
            Err(ConfigError::MissingToken)
        );
    }

    #[test]
    fn defaults_and_overrides() {
        let c = read(&[("TELOXIDE_TOKEN", "1:a")]).unwrap();
        assert_eq!(c.data_dir, PathBuf::from(DEFAULT_DATA_DIR));
        assert_eq!(c.api_url, None);
        let c = read(&[
            ("TELOXIDE_TOKEN", "1:a"),
            ("DATA_DIR", "/tmp/x"),
            ("TELOXIDE_API_URL", "http://127.0.0.1:8081/"),
        ])
        .unwrap();
        assert_eq!(c.data_dir, PathBuf::from("/tmp/x"));
        assert_eq!(c.api_url.unwrap().as_str(), "http://127.0.0.1:8081/");
        assert!(matches!(
            read(&[("TELOXIDE_TOKEN", "1:a"), ("TELOXIDE_API_URL", "nope")]),
            Err(ConfigError::BadApiUrl(_))
        ));
    }
}
