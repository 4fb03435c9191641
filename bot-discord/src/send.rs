//! Every call the bot makes to Discord's REST API after start goes through [`Discord`]:
//! serenity builds the route and the body, this sends it and reads what Discord said of its
//! rate limits.
//!
//! - [`Discord::once`] makes one try and reports the bucket's state (`X-RateLimit-Remaining`,
//!   `X-RateLimit-Reset-After`) or the 429 (`retry_after`, global or not): the delivery
//!   scheduler paces the chats with it, so that a bucket is never run dry.
//! - [`Discord::call`] waits out a 429 and tries again (the start's calls and interaction
//!   answers, which nothing else paces).
//!
//! Every request first waits for the [`Limiter`] (no request inside a retry window, every
//! globally counted one within the global budget), and tells it of the 429s and dry buckets
//! it met.
//!
//! serenity's own rate limiter is off: it ignores `HttpBuilder::proxy` (the fake Discord of
//! the tests would be bypassed), and its errors drop `retry_after`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::Value;
use serenity::builder::CreateAttachment;
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};

use crate::limiter::{Bound, Limiter};

/// At most this many tries of one call through [`Discord::call`].
const TRIES: u32 = 5;
/// Never wait longer than this for one 429.
const MAX_WAIT: Duration = Duration::from_secs(60);

#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error("Discord answered {status}: {body}")]
    Status { status: u16, body: String },
    #[error("rate limited for {retry_after:?} (global: {global})")]
    RateLimited { retry_after: Duration, global: bool },
    #[error("network: {0}")]
    Network(String),
}

impl SendError {
    /// Discord said "no such thing": the message, webhook or interaction is gone.
    pub fn is_gone(&self) -> bool {
        matches!(self, SendError::Status { status: 404, .. })
    }
}

/// What an answer said of its route's bucket.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Bucket {
    /// Calls the bucket allows in a window.
    pub limit: Option<u32>,
    /// Calls left in the bucket's window.
    pub remaining: Option<u32>,
    /// When the window starts anew.
    pub reset_after: Option<Duration>,
}

impl Bucket {
    /// How long to wait before the route's next call: the rest of the window when it is dry.
    pub fn dry_for(&self) -> Option<Duration> {
        (self.remaining == Some(0)).then(|| self.reset_after.unwrap_or(Duration::from_secs(1)))
    }
}

/// A successful answer: its JSON (`None` for 204) and its bucket.
#[derive(Debug)]
pub struct Answer {
    pub body: Option<Value>,
    pub bucket: Bucket,
}

/// One try's outcome, with the bucket's state however it ended.
pub type Tried = (Result<Answer, SendError>, Bucket);

pub struct Discord {
    client: reqwest::Client,
    token: String,
    proxy: Option<String>,
    limiter: Arc<Limiter>,
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("an HTTP client with default settings")
}

fn header<T: std::str::FromStr>(headers: &reqwest::header::HeaderMap, name: &str) -> Option<T> {
    headers.get(name)?.to_str().ok()?.parse().ok()
}

fn seconds(s: f64) -> Duration {
    Duration::from_secs_f64(s.max(0.0)).min(MAX_WAIT)
}

/// A route as it may be logged: its path with any interaction or webhook token blanked out.
pub fn route_kind(route: &Route<'_>) -> String {
    host::telemetry::logs::without_path_tokens(&route.path())
}

impl Discord {
    pub fn new(http: &serenity::http::Http) -> Discord {
        Discord {
            client: client(),
            token: http.token().to_string(),
            proxy: http.proxy.clone(),
            limiter: Arc::new(Limiter::default()),
        }
    }

    /// Another client of the same bot: its own connections (nothing it sends waits behind
    /// this one's calls), the same limits.
    pub fn beside(&self) -> Discord {
        Discord {
            client: client(),
            token: self.token.clone(),
            proxy: self.proxy.clone(),
            limiter: self.limiter.clone(),
        }
    }

    /// Sends one request, once.
    pub async fn once(
        &self,
        route: Route<'_>,
        method: LightMethod,
        params: Option<Vec<(&'static str, String)>>,
        body: Option<&(impl Serialize + ?Sized)>,
    ) -> Tried {
        self.once_with_files(route, method, params, body, Vec::new())
            .await
    }

    /// Sends one request with files, once: as multipart/form-data, the body as `payload_json`
    /// and each file as `files[n]` (its `attachments[].id` in the body); without files, as
    /// [`Discord::once`].
    pub async fn once_with_files(
        &self,
        route: Route<'_>,
        method: LightMethod,
        params: Option<Vec<(&'static str, String)>>,
        body: Option<&(impl Serialize + ?Sized)>,
        files: Vec<CreateAttachment>,
    ) -> Tried {
        let bound = Bound::of(&route);
        let bytes = body.map(|b| serde_json::to_vec(b).expect("builders serialise"));
        let request = Request::new(route, method).params(params);
        let request = if files.is_empty() {
            request.body(bytes)
        } else {
            request.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(files),
                fields: Vec::new(),
                payload_json: bytes.map(|b| String::from_utf8_lossy(&b).into_owned()),
            }))
        };
        // An interaction's or webhook's route carries its token: never in an error's words.
        let network = |e: &dyn std::fmt::Display| {
            SendError::Network(host::telemetry::logs::without_path_tokens(&e.to_string()))
        };
        let built = match request.build(&self.client, &self.token, self.proxy.as_deref()) {
            Ok(built) => built,
            Err(e) => return (Err(network(&e)), Bucket::default()),
        };
        self.limiter.wait(&bound).await;
        let response = match built.send().await {
            Ok(response) => response,
            Err(e) => {
                host::telemetry::health::platform_failed();
                return (Err(network(&e.without_url())), Bucket::default());
            }
        };
        host::telemetry::health::platform_ok();
        let status = response.status().as_u16();
        let headers = response.headers();
        let bucket = Bucket {
            limit: header(headers, "x-ratelimit-limit"),
            remaining: header(headers, "x-ratelimit-remaining"),
            reset_after: header::<f64>(headers, "x-ratelimit-reset-after").map(seconds),
        };
        let header_wait: Option<f64> = header(headers, "retry-after");
        let global_header = header::<String>(headers, "x-ratelimit-global").is_some()
            || header::<String>(headers, "x-ratelimit-scope").as_deref() == Some("global");
        let text = match response.text().await {
            Ok(text) => text,
            Err(e) => return (Err(network(&e.without_url())), bucket),
        };
        if status == 429 {
            let json = serde_json::from_str::<Value>(&text).ok();
            let body_wait = json.as_ref().and_then(|v| v["retry_after"].as_f64());
            let global = global_header
                || json
                    .as_ref()
                    .is_some_and(|v| v["global"].as_bool() == Some(true));
            let retry_after = seconds(body_wait.or(header_wait).unwrap_or(1.0));
            self.limiter
                .limited(&bound, retry_after, global, Instant::now());
            return (
                Err(SendError::RateLimited {
                    retry_after,
                    global,
                }),
                bucket,
            );
        }
        if let Some(dry) = bucket.dry_for() {
            self.limiter.hold(&bound, Instant::now() + dry);
        }
        if !(200..300).contains(&status) {
            return (Err(SendError::Status { status, body: text }), bucket);
        }
        if text.is_empty() {
            return (Ok(Answer { body: None, bucket }), bucket);
        }
        match serde_json::from_str(&text) {
            Ok(body) => (
                Ok(Answer {
                    body: Some(body),
                    bucket,
                }),
                bucket,
            ),
            Err(e) => (Err(network(&e)), bucket),
        }
    }

    /// Sends one request, waiting out 429s (at most a few tries: the limiter holds the next
    /// until the window closes); `Ok(None)` for 204.
    pub async fn call(
        &self,
        route: Route<'_>,
        method: LightMethod,
        params: Option<Vec<(&'static str, String)>>,
        body: Option<&(impl Serialize + ?Sized)>,
    ) -> Result<Option<Value>, SendError> {
        // Named without the token an interaction's or webhook's route carries.
        let what = route_kind(&route);
        let mut last = SendError::Network("never tried".into());
        for _ in 0..TRIES {
            let (result, _) = self.once(route, method, params.clone(), body).await;
            match result {
                Ok(answer) => return Ok(answer.body),
                Err(SendError::RateLimited { retry_after, .. }) => {
                    host::telemetry::metrics::rate_limited("discord");
                    tracing::warn!("rate limited on {what}, waiting {retry_after:?}");
                    last = SendError::RateLimited {
                        retry_after,
                        global: false,
                    };
                }
                Err(e) => return Err(e),
            }
        }
        Err(last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_is_named_without_its_interaction_or_webhook_token() {
        let token = "aW50ZXJhY3Rpb246MTIz.secret-Token_value";
        let routes = [
            Route::InteractionResponse {
                interaction_id: 1234.into(),
                token,
            },
            Route::WebhookOriginalInteractionResponse {
                application_id: 99.into(),
                token,
            },
            Route::WebhookFollowupMessages {
                application_id: 99.into(),
                token,
            },
        ];
        for route in routes {
            let shown = route_kind(&route);
            assert!(!shown.contains("secret-Token_value"), "{shown}");
            assert!(shown.contains("[redacted]"), "{shown}");
        }
    }
}
