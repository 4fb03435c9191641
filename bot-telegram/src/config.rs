//! The bot's configuration, read from the environment.

use std::path::PathBuf;

use game::table::Limits;
use game::table::limits::LimitsError;
use url::Url;

/// Where the data lives when DATA_DIR is not set.
pub const DEFAULT_DATA_DIR: &str = "./data/telegram";

/// What the bot needs to run. Its `Debug` leaves the token and the database address out
/// (the address may hold a password).
#[derive(Clone, PartialEq)]
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
    /// Webhook mode (WEBHOOK_URL, WEBHOOK_SECRET, WEBHOOK_LISTEN); `None`: long polling.
    pub webhook: Option<Webhook>,
    /// The web table (WEB_PUBLIC_URL, MINIAPP_NAME, WEB_ADDR); `None`: the game is played in
    /// the chat alone.
    pub web: Option<WebTable>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hidden = host::telemetry::logs::REDACTED;
        f.debug_struct("Config")
            .field("token", &hidden)
            .field("data_dir", &self.data_dir)
            .field("database_url", &self.database_url.as_ref().map(|_| hidden))
            .field("api_url", &self.api_url.as_ref().map(Url::as_str))
            .field("max_writes_per_second", &self.max_writes_per_second)
            .field("limits", &self.limits)
            .field("ops", &self.ops)
            .field("webhook", &self.webhook)
            .field("web", &self.web)
            .finish()
    }
}

/// Where the address the webhook listens on defaults to: this machine only, port 8080 (plain
/// HTTP behind the proxy on the same machine that ends Telegram's HTTPS; a load balancer
/// elsewhere, or a container, needs WEBHOOK_LISTEN=0.0.0.0:8080).
pub const DEFAULT_WEBHOOK_LISTEN: &str = "127.0.0.1:8080";

/// The shortest webhook secret taken: Telegram allows one character, which anyone could
/// guess; 32 (`openssl rand -hex 16` or more) cannot be.
pub const MIN_SECRET_CHARS: usize = 32;

/// Webhook mode: Telegram POSTs each update to `url`; the bot serves them on `listen`.
#[derive(Clone, PartialEq)]
pub struct Webhook {
    /// The public HTTPS URL Telegram calls (WEBHOOK_URL).
    pub url: Url,
    /// The secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token` (WEBHOOK_SECRET).
    pub secret: String,
    /// The address the bot's HTTP server binds (WEBHOOK_LISTEN).
    pub listen: std::net::SocketAddr,
}

impl std::fmt::Debug for Webhook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The secret stays out of logs.
        f.debug_struct("Webhook")
            .field("url", &self.url.as_str())
            .field("listen", &self.listen)
            .finish_non_exhaustive()
    }
}

/// A webhook secret as Telegram takes it, and long enough not to be guessed:
/// [`MIN_SECRET_CHARS`] to 256 characters of A-Z, a-z, 0-9, `_` and `-`.
pub fn valid_secret(secret: &str) -> bool {
    (MIN_SECRET_CHARS..=256).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn webhook_from(set: impl Fn(&str) -> Option<String>) -> Result<Option<Webhook>, ConfigError> {
    let (url, secret) = match (set("WEBHOOK_URL"), set("WEBHOOK_SECRET")) {
        (None, None) => return Ok(None),
        (Some(_), None) => {
            return Err(ConfigError::BadWebhook(
                "WEBHOOK_URL is set but WEBHOOK_SECRET is not: give a secret of 32 to 256 \
             characters (A-Z, a-z, 0-9, _ and -), e.g. from `openssl rand -hex 32`"
                    .into(),
            ));
        }
        (None, Some(_)) => {
            return Err(ConfigError::BadWebhook(
                "WEBHOOK_SECRET is set but WEBHOOK_URL is not: give the public https URL \
                 Telegram should call, or unset both for long polling"
                    .into(),
            ));
        }
        (Some(url), Some(secret)) => (url.trim().to_string(), secret.trim().to_string()),
    };
    let url = Url::parse(&url)
        .map_err(|e| ConfigError::BadWebhook(format!("WEBHOOK_URL {url} is not a URL: {e}")))?;
    if url.scheme() != "https" || url.host_str().is_none() {
        return Err(ConfigError::BadWebhook(format!(
            "WEBHOOK_URL must be an https URL (Telegram calls only https), not {url}"
        )));
    }
    if !valid_secret(&secret) {
        let count = secret.chars().count();
        return Err(ConfigError::BadWebhook(format!(
            "WEBHOOK_SECRET must be {MIN_SECRET_CHARS} to 256 characters of A-Z, a-z, 0-9, _ \
             and -, e.g. from `openssl rand -hex 32` (it has {count} characters{})",
            if count < MIN_SECRET_CHARS {
                ": too short to be safe from guessing"
            } else if secret.len() <= 256 {
                ", some of them not allowed"
            } else {
                ""
            }
        )));
    }
    let listen_raw = set("WEBHOOK_LISTEN").unwrap_or_else(|| DEFAULT_WEBHOOK_LISTEN.into());
    let listen = listen_raw.trim().parse().map_err(|_| {
        ConfigError::BadWebhook(format!(
            "WEBHOOK_LISTEN must be an address and port to bind, like 127.0.0.1:8080, not {listen_raw}"
        ))
    })?;
    Ok(Some(Webhook {
        url,
        secret,
        listen,
    }))
}

/// The web table: the page the bot serves on `addr`, which the operator's HTTPS proxy shows
/// at `public_url`, registered with @BotFather as the Mini App `miniapp`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebTable {
    /// The address the page's server binds (WEB_ADDR).
    pub addr: std::net::SocketAddr,
    /// The page's public https address (WEB_PUBLIC_URL), the Mini App's URL.
    pub public_url: Url,
    /// The Mini App's short name (MINIAPP_NAME): its direct link is
    /// `https://t.me/<bot>/<MINIAPP_NAME>`.
    pub miniapp: String,
}

impl WebTable {
    /// The links opening a table on the web from the chats of the bot `@username`.
    pub fn links(&self, username: &str) -> host::front::WebLinks {
        host::front::WebLinks {
            group_link_prefix: format!("https://t.me/{username}/{}?startapp=", self.miniapp),
            private_url: self.public_url.to_string(),
            by_press: false,
        }
    }
}

/// A Mini App short name as @BotFather takes it: 3 to 30 of A-Z, a-z, 0-9 and `_`.
fn valid_miniapp(name: &str) -> bool {
    (3..=30).contains(&name.len()) && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn web_from(set: impl Fn(&str) -> Option<String>) -> Result<Option<WebTable>, ConfigError> {
    let bad = |why: String| Err(ConfigError::BadWeb(why));
    let Some(web) = host::settings::WebAddresses::from_vars(&set).map_err(ConfigError::BadWeb)?
    else {
        if set("MINIAPP_NAME").is_some() {
            return bad(
                "MINIAPP_NAME is set but WEB_PUBLIC_URL is not: give the web table's \
                        public https address, or unset MINIAPP_NAME to play in the chat alone"
                    .into(),
            );
        }
        return Ok(None);
    };
    let Some(miniapp) = set("MINIAPP_NAME").map(|name| name.trim().to_string()) else {
        return bad(
            "WEB_PUBLIC_URL is set but MINIAPP_NAME is not: give the short name of the Mini \
             App registered with @BotFather (/newapp), whose URL is WEB_PUBLIC_URL"
                .into(),
        );
    };
    if !valid_miniapp(&miniapp) {
        return bad(format!(
            "MINIAPP_NAME must be the Mini App's short name, 3 to 30 of A-Z, a-z, 0-9 and _, \
             not {miniapp}"
        ));
    }
    Ok(Some(WebTable {
        addr: web.addr,
        public_url: web.public_url,
        miniapp,
    }))
}

/// Why the configuration is unusable.
#[derive(Debug, PartialEq, Eq)]
pub enum ConfigError {
    MissingToken,
    BadApiUrl(String),
    BadCeiling(String),
    BadLimit(LimitsError),
    BadOps(String),
    BadWebhook(String),
    BadWeb(String),
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
            ConfigError::BadWebhook(why) | ConfigError::BadWeb(why) => write!(f, "{why}"),
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
        let store = host::settings::StoreSettings::from_vars(&var, DEFAULT_DATA_DIR);
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
        let ops = host::ops::OpsSettings::from_vars(&var).map_err(ConfigError::BadOps)?;
        let webhook = webhook_from(set)?;
        let web = web_from(set)?;
        Ok(Config {
            token: token.trim().to_string(),
            data_dir: store.data_dir,
            database_url: store.database_url,
            api_url,
            max_writes_per_second,
            limits,
            ops,
            webhook,
            web,
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
    fn the_configuration_prints_without_the_token_or_the_database_password() {
        let c = read(&[
            ("TELOXIDE_TOKEN", "4242:tg-token_value"),
            ("DATABASE_URL", "postgres://bot:pg-Passw0rd@db/cards"),
        ])
        .expect("config");
        let shown = format!("{c:?}");
        assert!(!shown.contains("tg-token_value"), "{shown}");
        assert!(!shown.contains("pg-Passw0rd"), "{shown}");
        assert!(shown.contains("data_dir"), "{shown}");
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
    fn webhook_mode_needs_an_https_url_and_a_secret_telegram_accepts() {
        let t = ("TELOXIDE_TOKEN", "1:a");
        assert_eq!(read(&[t]).unwrap().webhook, None, "long polling by default");
        let url = ("WEBHOOK_URL", "https://bot.example.org:8443/tg");
        let secret = ("WEBHOOK_SECRET", "s3cret_-X0123456789abcdef01234567");
        let hook = read(&[t, url, secret])
            .unwrap()
            .webhook
            .expect("webhook mode");
        assert_eq!(hook.url.as_str(), "https://bot.example.org:8443/tg");
        assert_eq!(hook.secret, "s3cret_-X0123456789abcdef01234567");
        assert_eq!(hook.listen, DEFAULT_WEBHOOK_LISTEN.parse().unwrap());
        assert!(
            hook.listen.ip().is_loopback(),
            "this machine only by default"
        );
        assert!(
            !format!("{hook:?}").contains("s3cret"),
            "the secret is not logged"
        );
        let listen = ("WEBHOOK_LISTEN", "127.0.0.1:9000");
        let hook = read(&[t, url, secret, listen]).unwrap().webhook.unwrap();
        assert_eq!(hook.listen, "127.0.0.1:9000".parse().unwrap());
        let refused = |pairs: &[(&str, &str)]| match read(pairs) {
            Err(ConfigError::BadWebhook(why)) => why,
            other => panic!("accepted {pairs:?}: {other:?}"),
        };
        assert!(refused(&[t, url]).contains("WEBHOOK_SECRET is not"));
        assert!(refused(&[t, secret]).contains("WEBHOOK_URL is not"));
        let http = ("WEBHOOK_URL", "http://bot.example.org/tg");
        assert!(refused(&[t, http, secret]).contains("https"));
        for bad in ["a b", "ключ", "semi;colon", &"x".repeat(257), "s3cret_-X"] {
            assert!(refused(&[t, url, ("WEBHOOK_SECRET", bad)]).contains("32 to 256"));
        }
        let short = "x".repeat(MIN_SECRET_CHARS - 1);
        let why = refused(&[t, url, ("WEBHOOK_SECRET", &short)]);
        assert!(why.contains("too short"), "{why}");
        assert!(!why.contains(&short), "the secret is not echoed: {why}");
        assert!(valid_secret(&"x".repeat(256)));
        assert!(valid_secret(&"x".repeat(MIN_SECRET_CHARS)));
        assert!(refused(&[t, url, secret, ("WEBHOOK_LISTEN", "everywhere")]).contains("bind"));
    }

    #[test]
    fn the_web_table_needs_an_https_address_and_the_mini_apps_name() {
        let t = ("TELOXIDE_TOKEN", "1:a");
        assert_eq!(read(&[t]).unwrap().web, None, "the chat alone by default");
        let url = ("WEB_PUBLIC_URL", "https://cards.example.org/table/");
        let app = ("MINIAPP_NAME", "table");
        let web = read(&[t, url, app]).unwrap().web.expect("the web table");
        assert_eq!(web.addr, host::settings::DEFAULT_WEB_ADDR.parse().unwrap());
        assert!(web.addr.ip().is_loopback(), "this machine only by default");
        let links = web.links("cards_bot");
        assert_eq!(
            links.group_link_prefix,
            "https://t.me/cards_bot/table?startapp="
        );
        assert_eq!(links.private_url, "https://cards.example.org/table/");
        let addr = ("WEB_ADDR", "0.0.0.0:9000");
        let web = read(&[t, url, app, addr]).unwrap().web.unwrap();
        assert_eq!(web.addr, "0.0.0.0:9000".parse().unwrap());
        let refused = |pairs: &[(&str, &str)]| match read(pairs) {
            Err(ConfigError::BadWeb(why)) => why,
            other => panic!("accepted {pairs:?}: {other:?}"),
        };
        assert!(refused(&[t, app]).contains("WEB_PUBLIC_URL is not"));
        assert!(refused(&[t, addr]).contains("WEB_PUBLIC_URL is not"));
        assert!(refused(&[t, url]).contains("MINIAPP_NAME is not"));
        let http = ("WEB_PUBLIC_URL", "http://cards.example.org/");
        assert!(refused(&[t, http, app]).contains("https"));
        assert!(refused(&[t, ("WEB_PUBLIC_URL", "cards"), app]).contains("not a URL"));
        for bad in ["ab", "my app", "táble", &"x".repeat(31)] {
            assert!(refused(&[t, url, ("MINIAPP_NAME", bad)]).contains("short name"));
        }
        assert!(refused(&[t, url, app, ("WEB_ADDR", "everywhere")]).contains("bind"));
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
