//! Every call the bot makes to Discord's REST API after start goes through [`Discord::call`]:
//! serenity builds the route and the body, this sends it and honours a 429 by waiting the
//! `retry_after` Discord names, then sending again.
//!
//! serenity's own rate limiter is off: it ignores `HttpBuilder::proxy` (the fake Discord of
//! the tests would be bypassed), and its errors drop `retry_after`.

use std::time::Duration;

use serde::Serialize;
use serde_json::Value;
use serenity::http::{LightMethod, Request, Route};

/// At most this many tries of one call.
const TRIES: u32 = 5;
/// Never wait longer than this for one 429.
const MAX_WAIT: Duration = Duration::from_secs(60);

#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error("Discord answered {status}: {body}")]
    Status { status: u16, body: String },
    #[error("still rate limited after {TRIES} tries")]
    RateLimited,
    #[error("network: {0}")]
    Network(String),
}

impl SendError {
    /// Discord said "no such thing": the message, webhook or interaction is gone.
    pub fn is_gone(&self) -> bool {
        matches!(self, SendError::Status { status: 404, .. })
    }
}

pub struct Discord {
    client: reqwest::Client,
    token: String,
    proxy: Option<String>,
}

impl Discord {
    pub fn new(http: &serenity::http::Http) -> Discord {
        Discord {
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("an HTTP client with default settings"),
            token: http.token().to_string(),
            proxy: http.proxy.clone(),
        }
    }

    /// Sends one request; `Ok(None)` for an empty answer (204), else the answer's JSON.
    pub async fn call(
        &self,
        route: Route<'_>,
        method: LightMethod,
        params: Option<Vec<(&'static str, String)>>,
        body: Option<&(impl Serialize + ?Sized)>,
    ) -> Result<Option<Value>, SendError> {
        let bytes = body.map(|b| serde_json::to_vec(b).expect("builders serialise"));
        let what = route.path();
        let request = Request::new(route, method).params(params).body(bytes);
        for _ in 0..TRIES {
            let built = request
                .clone()
                .build(&self.client, &self.token, self.proxy.as_deref())
                .map_err(|e| SendError::Network(e.to_string()))?;
            let response = built
                .send()
                .await
                .map_err(|e| SendError::Network(e.to_string()))?;
            let status = response.status().as_u16();
            let header_wait = response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok());
            let text = response
                .text()
                .await
                .map_err(|e| SendError::Network(e.to_string()))?;
            if status == 429 {
                let body_wait = serde_json::from_str::<Value>(&text)
                    .ok()
                    .and_then(|v| v["retry_after"].as_f64());
                let wait = body_wait.or(header_wait).unwrap_or(1.0).max(0.0);
                let wait = Duration::from_secs_f64(wait).min(MAX_WAIT);
                eprintln!("bot-discord: rate limited on {}, waiting {wait:?}", what);
                tokio::time::sleep(wait + Duration::from_millis(20)).await;
                continue;
            }
            if !(200..300).contains(&status) {
                return Err(SendError::Status { status, body: text });
            }
            if text.is_empty() {
                return Ok(None);
            }
            return serde_json::from_str(&text)
                .map(Some)
                .map_err(|e| SendError::Network(e.to_string()));
        }
        Err(SendError::RateLimited)
    }
}
