//! The web table as a Discord Activity, seen from the server: `GET /api/activity` (the client
//! id the page's handshake names), `POST /api/token` (the page's
//! OAuth2 code exchanged for a session, see [`super::discord_auth`]) and which table an
//! Activity opened in a channel shows ([`Launchpads`]: the bot binds a channel to the table
//! whose "Open table" was pressed there).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use game::table::TableId;
use serde::{Deserialize, Serialize};

use super::discord_auth::{self, DiscordApp, Sessions};

/// The largest `/api/token` body read, in bytes.
pub(super) const MAX_BODY: usize = 2_048;

/// Which table an Activity opened in each channel shows: the last one launched there.
#[derive(Debug, Default)]
pub struct Launchpads {
    by_channel: Mutex<HashMap<String, TableId>>,
}

impl Launchpads {
    /// An Activity opened in `channel` (the platform's id, as its query names it) shows
    /// `table` from now on.
    pub fn bind(&self, channel: &str, table: TableId) {
        self.lock().insert(channel.to_string(), table);
    }

    /// The table an Activity in `channel` shows, if one was launched there.
    pub fn table(&self, channel: &str) -> Option<TableId> {
        self.lock().get(channel).copied()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, TableId>> {
        self.by_channel.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Discord's sign-in as the server holds it: the app, an HTTP client, the sessions issued.
pub(super) struct SignIn {
    app: DiscordApp,
    http: reqwest::Client,
    pub(super) sessions: Sessions,
}

impl SignIn {
    pub(super) fn new(app: DiscordApp) -> SignIn {
        SignIn {
            app,
            http: reqwest::Client::new(),
            sessions: Sessions::default(),
        }
    }
}

/// `POST /api/token`'s body.
#[derive(Deserialize)]
struct CodeBody {
    code: String,
}

/// `POST /api/token`'s answer.
#[derive(Serialize)]
struct TokenBody {
    access_token: String,
    session: String,
    /// The user's Discord locale, for what the page says before its first view.
    locale: Option<String>,
}

/// `GET /api/activity`: the application's (public) client id, which the page's handshake
/// and `AUTHORIZE` name; 404 without an Activity.
pub(super) fn config(sign_in: Option<&SignIn>) -> Response {
    let Some(sign_in) = sign_in else {
        return (StatusCode::NOT_FOUND, "no activity").into_response();
    };
    let body = serde_json::json!({ "client_id": sign_in.app.client_id });
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// `POST /api/token` with `{"code": …}`: the access token and a session, or 401 (no
/// Activity configured, a code Discord refused), 400 (a body that is not such JSON), 502
/// (Discord unreachable).
pub(super) async fn token(sign_in: Option<&SignIn>, body: String) -> Response {
    let Some(sign_in) = sign_in else {
        return (StatusCode::NOT_FOUND, "no activity").into_response();
    };
    let code = match serde_json::from_str::<CodeBody>(&body) {
        Ok(body) => body.code,
        Err(_) => return (StatusCode::BAD_REQUEST, "bad body").into_response(),
    };
    match discord_auth::sign_in(&sign_in.http, &sign_in.app, &code).await {
        Ok(signed) => {
            let locale = signed.launch.lang.clone();
            let session = sign_in.sessions.issue(signed.launch, Instant::now());
            let body = TokenBody {
                access_token: signed.access_token,
                session,
                locale,
            };
            (
                [
                    (header::CONTENT_TYPE, "application/json"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                serde_json::to_string(&body).unwrap_or_default(),
            )
                .into_response()
        }
        Err(error @ discord_auth::SignInError::Unreachable(_)) => {
            tracing::warn!(%error, "a Discord sign-in failed");
            (StatusCode::BAD_GATEWAY, "discord unreachable").into_response()
        }
        Err(error) => {
            tracing::info!(%error, "a Discord sign-in refused");
            (StatusCode::UNAUTHORIZED, "unauthorized").into_response()
        }
    }
}

/// `/api/token`'s 429: `{"error":"too_many_sign_ins","retry_after":<whole seconds>}` (also in
/// `Retry-After`), which the page words in the user's language.
pub(super) fn too_many(wait: std::time::Duration) -> Response {
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let body = serde_json::json!({ "error": "too_many_sign_ins", "retry_after": seconds });
    (
        StatusCode::TOO_MANY_REQUESTS,
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (header::RETRY_AFTER, seconds.to_string()),
        ],
        body.to_string(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_channel_shows_the_table_last_launched_there() {
        let pads = Launchpads::default();
        assert_eq!(pads.table("5"), None);
        pads.bind("5", 1);
        pads.bind("6", 2);
        pads.bind("5", 3);
        assert_eq!(pads.table("5"), Some(3));
        assert_eq!(pads.table("6"), Some(2));
    }
}
