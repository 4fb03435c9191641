//! Discord's sign-in for the web table opened as an Activity (issue 42): the page sends the
//! OAuth2 code the Embedded App SDK's `authorize` gave it to `POST /api/token`; the server
//! exchanges it at Discord (`POST /api/v10/oauth2/token`, form-encoded, with the app's client
//! id and secret), reads who it is from `GET /api/v10/users/@me` with the access token, and
//! answers the access token (for the SDK's `authenticate`) and a session of its own: an opaque,
//! unguessable token ([`SESSION_BYTES`] random bytes) bound to that user, the only thing the
//! socket trusts (`/ws?session=…`). Nothing the page says about who it is is believed.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Deserialize;

use super::launch::Launch;

/// Discord's prefix of user and chat ids (`dc:<id>`), as the Discord bot names them.
pub const DISCORD: &str = "dc";

/// Where Discord's API is unless told otherwise (the fake's address in the tests).
pub const DISCORD_API: &str = "https://discord.com";

/// How long a session lasts: a day, as Telegram's launch data.
pub const SESSION_LIFE: Duration = Duration::from_secs(86_400);

/// How many random bytes a session token has.
pub const SESSION_BYTES: usize = 32;

/// The most sessions kept at once; past that the oldest go.
pub const MAX_SESSIONS: usize = 100_000;

/// The Activity's application, as the Developer Portal shows it.
#[derive(Clone)]
pub struct DiscordApp {
    /// `DISCORD_CLIENT_ID`: the application's id.
    pub client_id: String,
    /// `DISCORD_CLIENT_SECRET`: its OAuth2 secret (never logged).
    pub client_secret: String,
    /// Discord's address, [`DISCORD_API`] unless `DISCORD_API_BASE` says otherwise.
    pub api_base: String,
}

impl std::fmt::Debug for DiscordApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordApp")
            .field("client_id", &self.client_id)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

/// Why a sign-in failed.
#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    #[error("no code")]
    NoCode,
    #[error("Discord refused the code ({0})")]
    Refused(u16),
    #[error("Discord could not be reached: {0}")]
    Unreachable(String),
    #[error("Discord's answer could not be read")]
    Unreadable,
}

/// A signed-in person: the access token for the page's `authenticate`, and who he is.
#[derive(Debug)]
pub struct SignedIn {
    pub access_token: String,
    pub launch: Launch,
}

/// `POST /oauth2/token`'s answer (what is used of it).
#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

/// `GET /users/@me`'s answer (what is used of it).
#[derive(Deserialize)]
struct Me {
    id: String,
    username: String,
    #[serde(default)]
    global_name: Option<String>,
    #[serde(default)]
    locale: Option<String>,
}

/// Exchanges `code` at Discord for an access token and reads whose it is.
pub async fn sign_in(
    http: &reqwest::Client,
    app: &DiscordApp,
    code: &str,
) -> Result<SignedIn, SignInError> {
    if code.trim().is_empty() {
        return Err(SignInError::NoCode);
    }
    let form = form_urlencoded::Serializer::new(String::new())
        .append_pair("client_id", &app.client_id)
        .append_pair("client_secret", &app.client_secret)
        .append_pair("grant_type", "authorization_code")
        .append_pair("code", code)
        .finish();
    let token: TokenAnswer = read(
        http.post(format!("{}/api/v10/oauth2/token", app.api_base))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form),
    )
    .await?;
    let me: Me = read(
        http.get(format!("{}/api/v10/users/@me", app.api_base))
            .bearer_auth(&token.access_token),
    )
    .await?;
    let id = me.id.parse().map_err(|_| SignInError::Unreadable)?;
    let name = me
        .global_name
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| me.username.clone());
    Ok(SignedIn {
        access_token: token.access_token,
        launch: Launch {
            platform: DISCORD,
            id,
            name,
            username: Some(me.username).filter(|u| !u.is_empty()),
            lang: me.locale.filter(|l| !l.is_empty()),
            start_param: None,
            auth_date: 0,
        },
    })
}

/// Sends a request and reads its JSON answer.
async fn read<T: serde::de::DeserializeOwned>(
    request: reqwest::RequestBuilder,
) -> Result<T, SignInError> {
    let answer = request
        .send()
        .await
        .map_err(|e| SignInError::Unreachable(e.without_url().to_string()))?;
    if !answer.status().is_success() {
        return Err(SignInError::Refused(answer.status().as_u16()));
    }
    let body = answer
        .bytes()
        .await
        .map_err(|e| SignInError::Unreachable(e.without_url().to_string()))?;
    serde_json::from_slice(&body).map_err(|_| SignInError::Unreadable)
}

/// The sessions the server issued, each bound to its person until it expires.
#[derive(Default)]
pub struct Sessions {
    by_token: Mutex<HashMap<String, (Launch, Instant)>>,
}

impl Sessions {
    /// A new session for `launch`: its token.
    pub fn issue(&self, launch: Launch, now: Instant) -> String {
        let mut bytes = [0u8; SESSION_BYTES];
        getrandom::fill(&mut bytes).expect("the system's random source");
        let token = hex::encode(bytes);
        let mut sessions = self.by_token.lock().unwrap_or_else(|e| e.into_inner());
        sessions.retain(|_, (_, issued)| now.saturating_duration_since(*issued) < SESSION_LIFE);
        if sessions.len() >= MAX_SESSIONS
            && let Some(oldest) = sessions
                .iter()
                .min_by_key(|(_, (_, issued))| *issued)
                .map(|(t, _)| t.clone())
        {
            sessions.remove(&oldest);
        }
        sessions.insert(token.clone(), (launch, now));
        token
    }

    /// Who holds the session `token`, if the server issued it and it has not expired.
    pub fn holder(&self, token: &str, now: Instant) -> Option<Launch> {
        let sessions = self.by_token.lock().unwrap_or_else(|e| e.into_inner());
        let (launch, issued) = sessions.get(token)?;
        (now.saturating_duration_since(*issued) < SESSION_LIFE).then(|| launch.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ani() -> Launch {
        Launch {
            platform: DISCORD,
            id: 7,
            name: "Ani".into(),
            username: Some("ani".into()),
            lang: Some("hy".into()),
            start_param: None,
            auth_date: 0,
        }
    }

    #[test]
    fn a_session_names_its_holder_until_it_expires() {
        let sessions = Sessions::default();
        let now = Instant::now();
        let token = sessions.issue(ani(), now);
        assert_eq!(token.len(), SESSION_BYTES * 2);
        assert_eq!(sessions.holder(&token, now), Some(ani()));
        assert_eq!(sessions.holder(&token, now + SESSION_LIFE), None);
        assert_eq!(sessions.holder("", now), None);
        let mut forged = token.clone();
        forged.replace_range(0..1, if token.starts_with('0') { "1" } else { "0" });
        assert_eq!(sessions.holder(&forged, now), None);
        assert_ne!(sessions.issue(ani(), now), token, "each session is new");
    }
}
