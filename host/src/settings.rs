//! The settings every bot reads the same way, whatever its platform: where its data lives
//! (`DATA_DIR`, `DATABASE_URL`) and where its web table is served (`WEB_ADDR`,
//! `WEB_PUBLIC_URL`). Each is read through `var`, a variable's value (the environment, or a
//! test's map); a blank value counts as unset. The bots read their platform's own settings.

use std::net::SocketAddr;
use std::path::PathBuf;

use url::Url;

/// Where the web table's server listens when `WEB_ADDR` is not set: this machine only, behind
/// the operator's HTTPS proxy.
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8090";

/// A variable's value, trimmed; `None` when unset or blank.
fn set(var: &impl Fn(&str) -> Option<String>, name: &str) -> Option<String> {
    var(name)
        .map(|value| value.trim().to_string())
        .filter(|value| !value.is_empty())
}

/// Where the tables, chips and ratings are kept.
#[derive(Clone, PartialEq, Eq)]
pub struct StoreSettings {
    /// `DATA_DIR`: the folder of the sled database (and of the bot's other files).
    pub data_dir: PathBuf,
    /// `DATABASE_URL`: a PostgreSQL database to keep them in instead of sled in `DATA_DIR`.
    pub database_url: Option<String>,
}

impl StoreSettings {
    /// Reads them through `var`, `DATA_DIR` defaulting to `default_dir`.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>, default_dir: &str) -> StoreSettings {
        StoreSettings {
            data_dir: PathBuf::from(set(&var, "DATA_DIR").unwrap_or_else(|| default_dir.into())),
            database_url: set(&var, storage::configured::DATABASE_URL),
        }
    }
}

/// Where the web table is served: the address its server binds, and the public https address
/// the operator's proxy shows it at (the Mini App's URL, the Activity's URL mapping target).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebAddresses {
    /// `WEB_ADDR`: the address the page's plain-HTTP server binds.
    pub addr: SocketAddr,
    /// `WEB_PUBLIC_URL`: the page's public https address.
    pub public_url: Url,
}

impl WebAddresses {
    /// Reads them through `var`: `None` when `WEB_PUBLIC_URL` is unset (then `WEB_ADDR`, set
    /// alone, is a mistake worth saying); an error in words for the operator when either is
    /// not usable. The platforms open a web page over https only.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Option<WebAddresses>, String> {
        let Some(raw) = set(&var, "WEB_PUBLIC_URL") else {
            if set(&var, "WEB_ADDR").is_some() {
                return Err(
                    "WEB_ADDR is set but WEB_PUBLIC_URL is not: give the web table's \
                            public https address, or unset WEB_ADDR to play in the chat alone"
                        .into(),
                );
            }
            return Ok(None);
        };
        let public_url = match Url::parse(&raw) {
            Ok(url) if url.scheme() == "https" && url.host_str().is_some() => url,
            Ok(_) => {
                return Err(format!(
                    "WEB_PUBLIC_URL must be an https address (Telegram and Discord open web \
                     pages over https only), not {raw}"
                ));
            }
            Err(e) => return Err(format!("WEB_PUBLIC_URL {raw} is not a URL: {e}")),
        };
        let addr_raw = set(&var, "WEB_ADDR").unwrap_or_else(|| DEFAULT_WEB_ADDR.into());
        let Ok(addr) = addr_raw.parse() else {
            return Err(format!(
                "WEB_ADDR must be an address and port to bind, like {DEFAULT_WEB_ADDR}, not {addr_raw}"
            ));
        };
        Ok(Some(WebAddresses { addr, public_url }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }
    }

    #[test]
    fn the_store_is_sled_in_the_default_folder_unless_told_otherwise() {
        let store = StoreSettings::from_vars(vars(&[("DATA_DIR", "  ")]), "./data/x");
        assert_eq!(store.data_dir, PathBuf::from("./data/x"));
        assert_eq!(store.database_url, None);
        let store = StoreSettings::from_vars(
            vars(&[
                ("DATA_DIR", "/srv/cards"),
                ("DATABASE_URL", " postgres://b@db/c "),
            ]),
            "./data/x",
        );
        assert_eq!(store.data_dir, PathBuf::from("/srv/cards"));
        assert_eq!(store.database_url.as_deref(), Some("postgres://b@db/c"));
    }

    #[test]
    fn the_web_table_needs_a_public_https_address() {
        assert_eq!(WebAddresses::from_vars(vars(&[])), Ok(None));
        let web = WebAddresses::from_vars(vars(&[("WEB_PUBLIC_URL", "https://cards.example.org")]))
            .expect("usable")
            .expect("on");
        assert_eq!(web.addr, DEFAULT_WEB_ADDR.parse().unwrap());
        assert_eq!(web.public_url.as_str(), "https://cards.example.org/");
        let web = WebAddresses::from_vars(vars(&[
            ("WEB_PUBLIC_URL", "https://cards.example.org/play/"),
            ("WEB_ADDR", "0.0.0.0:9000"),
        ]))
        .expect("usable")
        .expect("on");
        assert_eq!(web.addr, "0.0.0.0:9000".parse().unwrap());
        for bad in [
            &[("WEB_PUBLIC_URL", "http://cards.example.org")][..],
            &[("WEB_PUBLIC_URL", "cards.example.org")],
            &[("WEB_PUBLIC_URL", "https://x.org"), ("WEB_ADDR", "port 80")],
            &[("WEB_ADDR", "127.0.0.1:8090")],
        ] {
            let refused = WebAddresses::from_vars(vars(bad)).expect_err("refused");
            assert!(refused.contains("WEB_"), "{refused}");
        }
    }
}
