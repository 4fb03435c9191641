//! Connecting to Discord: the HTTP client (pointed at `DISCORD_API_BASE` when set) and a first
//! call that proves the token, so that a wrong token is a clear error and not a retry loop.

use std::sync::Arc;

use serenity::http::{Http, HttpBuilder};
use serenity::model::id::{ApplicationId, UserId};

use crate::config::Config;

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(
        "Discord rejected DISCORD_TOKEN (HTTP {0}): check the bot token in the developer portal"
    )]
    Rejected(u16),
    #[error("cannot reach Discord at {base}: {why}")]
    Unreachable { base: String, why: String },
    #[error("cannot open the data directory {dir}: {why}")]
    Data { dir: String, why: String },
    #[error("cannot open the database (DATABASE_URL): {0}")]
    Database(String),
    #[error("cannot listen on WEB_ADDR {0}: {1}")]
    Web(String, String),
    #[error("cannot start the thread that answers interactions: {0}")]
    Thread(String),
}

/// Who we are on Discord.
pub struct Identity {
    pub http: Arc<Http>,
    pub bot: UserId,
    pub application: ApplicationId,
}

/// The HTTP client. serenity's own rate limiter is off (it ignores the proxy setting and would
/// bypass `DISCORD_API_BASE`); `send::with_retry` honours 429 answers instead, on both paths.
pub fn http(config: &Config) -> Http {
    let mut builder = HttpBuilder::new(&config.token).ratelimiter_disabled(true);
    if let Some(base) = &config.api_base {
        builder = builder.proxy(base.as_str());
    }
    builder.build()
}

/// Proves the token (`GET /users/@me`) and learns the application id
/// (`GET /oauth2/applications/@me`).
pub async fn identify(config: &Config) -> Result<Identity, StartError> {
    let http = http(config);
    let base = config
        .api_base
        .clone()
        .unwrap_or_else(|| "https://discord.com".into());
    let classify = |e: serenity::Error| match &e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 || r.status_code.as_u16() == 403 =>
        {
            StartError::Rejected(r.status_code.as_u16())
        }
        _ => StartError::Unreachable {
            base: base.clone(),
            why: e.to_string(),
        },
    };
    let me = http.get_current_user().await.map_err(classify)?;
    let app = http
        .get_current_application_info()
        .await
        .map_err(classify)?;
    http.set_application_id(app.id);
    Ok(Identity {
        http: Arc::new(http),
        bot: me.id,
        application: app.id,
    })
}
