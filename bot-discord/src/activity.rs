//! The web table as a Discord Activity (issue 42), as this bot sets it up: its settings
//! (`DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET`, `WEB_PUBLIC_URL`, `WEB_ADDR`; without them
//! nothing changes), the "Open table" buttons' data, and the answer launching the Activity
//! (interaction callback type 12, `LAUNCH_ACTIVITY`). The page, its sign-in and its socket are
//! host's (`host::web`).

use std::net::SocketAddr;

use game::table::TableId;
use host::front::WebLinks;
use host::web::{DiscordApp, discord_auth::DISCORD_API};

/// What an "Open table" button's data starts with, the table's number following.
pub const OPEN_PREFIX: &str = "activity:";

/// The interaction callback type launching the app's Activity.
pub const LAUNCH_ACTIVITY: u64 = 12;

/// The Activity's settings.
#[derive(Clone, PartialEq, Eq)]
pub struct Activity {
    /// `DISCORD_CLIENT_ID`: the application's id (its OAuth2 client id).
    pub client_id: String,
    /// `DISCORD_CLIENT_SECRET`: its OAuth2 secret.
    pub client_secret: String,
    /// `WEB_ADDR`: where the page's server listens.
    pub addr: SocketAddr,
    /// `WEB_PUBLIC_URL`: the page's public https address, the Activity's URL mapping target.
    pub public_url: String,
}

impl std::fmt::Debug for Activity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Activity")
            .field("client_id", &self.client_id)
            .field("addr", &self.addr)
            .field("public_url", &self.public_url)
            .finish_non_exhaustive()
    }
}

impl Activity {
    /// Reads the settings through `set` (a variable's value, `None` when unset or blank):
    /// `None` when none of the three it needs is set, an error when only some are.
    pub fn from_vars(set: impl Fn(&str) -> Option<String>) -> Result<Option<Activity>, String> {
        let names = [
            "DISCORD_CLIENT_ID",
            "DISCORD_CLIENT_SECRET",
            "WEB_PUBLIC_URL",
        ];
        let values: Vec<Option<String>> = names.iter().map(|n| set(n)).collect();
        let [Some(client_id), Some(client_secret), Some(_)] = values.as_slice() else {
            if values.iter().any(Option::is_some) || set("WEB_ADDR").is_some() {
                return Err(format!(
                    "the Activity needs all of {}; some are missing",
                    names.join(", ")
                ));
            }
            return Ok(None);
        };
        let Some(web) = host::settings::WebAddresses::from_vars(&set)? else {
            return Err("WEB_PUBLIC_URL is blank".into());
        };
        Ok(Some(Activity {
            client_id: client_id.trim().to_string(),
            client_secret: client_secret.trim().to_string(),
            addr: web.addr,
            public_url: web.public_url.to_string(),
        }))
    }

    /// The links the front shows: "Open table" buttons pressing [`OPEN_PREFIX`]`<table>`.
    pub fn links(&self) -> WebLinks {
        WebLinks {
            group_link_prefix: OPEN_PREFIX.into(),
            private_url: self.public_url.clone(),
            by_press: true,
        }
    }

    /// The application as the web server's sign-in needs it (Discord at `api_base`, the
    /// real one when `None`).
    pub fn app(&self, api_base: Option<&str>) -> DiscordApp {
        DiscordApp {
            client_id: self.client_id.clone(),
            client_secret: self.client_secret.clone(),
            api_base: api_base.unwrap_or(DISCORD_API).to_string(),
        }
    }
}

/// The table an "Open table" button's data names, if it is one.
pub fn opened_table(custom_id: &str) -> Option<TableId> {
    custom_id.strip_prefix(OPEN_PREFIX)?.parse().ok()
}

/// The interaction answer launching the Activity.
pub fn launch_answer() -> serde_json::Value {
    serde_json::json!({ "type": LAUNCH_ACTIVITY })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn read(pairs: &[(&str, &str)]) -> Result<Option<Activity>, String> {
        let map: HashMap<&str, &str> = pairs.iter().copied().collect();
        Activity::from_vars(|k| map.get(k).map(|v| v.to_string()))
    }

    #[test]
    fn the_activity_is_on_only_with_its_three_settings() {
        assert_eq!(read(&[]), Ok(None));
        assert!(read(&[("DISCORD_CLIENT_ID", "1")]).is_err());
        let all = [
            ("DISCORD_CLIENT_ID", "1"),
            ("DISCORD_CLIENT_SECRET", "s3cret"),
            ("WEB_PUBLIC_URL", "https://cards.example.org"),
        ];
        let activity = read(&all).unwrap().unwrap();
        assert_eq!(
            activity.addr,
            host::settings::DEFAULT_WEB_ADDR.parse().unwrap()
        );
        assert!(!format!("{activity:?}").contains("s3cret"));
        let links = activity.links();
        assert_eq!(opened_table(&links.group_link(42)), Some(42));
        assert_eq!(opened_table("j:42"), None);
        let mut bad = all;
        bad[2].1 = "cards.example.org";
        assert!(read(&bad).is_err());
    }
}
