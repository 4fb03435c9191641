//! Webhook mode: Telegram POSTs each update to `WEBHOOK_URL`, which a load balancer (or the
//! proxy that ends its HTTPS) forwards to the HTTP server here, on `WEBHOOK_LISTEN`. Several
//! processes can sit behind one URL.
//!
//! Each request must carry the `X-Telegram-Bot-Api-Secret-Token` header set with `setWebhook`
//! (compared in constant time): a wrong or missing one is answered 401 and nothing of it is
//! read further. The body (at most [`MAX_BODY`] bytes, else 413) is one `Update`, handed to
//! the main loop as a batch of its own; requests arriving together are handled there as one
//! group. The answer is 200 only once the update is durably handled; otherwise 500 (or 503
//! while stopping), and Telegram delivers it again: the idempotency key `tg:<update_id>` makes
//! a second delivery change nothing. An update of a shape the bot cannot read is answered
//! 200 and passed over, as long polling does; a body that is no update at all is 400.
//!
//! The port may be open to anyone: the server ([`host::http_server`]) closes connections
//! that do not send their headers within 10 s, keeps at most 1,024 open (a new one takes the
//! place of the oldest idle one, so a flood of silent connections cannot keep Telegram out),
//! and gives a body 10 s and a request a minute; refused requests are logged at most once a
//! minute.

use std::sync::Arc;
use std::time::Duration;

use host::http_server;
use host::telemetry::logs::Throttle;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use subtle::ConstantTimeEq;
use teloxide::Bot;
use teloxide::types::Update;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot};

use crate::batch::{Batch, Handled};
use crate::poller::{self, Admins};

/// The header Telegram carries the webhook's secret in.
pub const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";
/// The largest update body read (Telegram's updates are a few kilobytes).
pub const MAX_BODY: usize = 1 << 20;

/// The longest a request's body may take to arrive.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// How the server holds up on an open port: headers within 10 s, at most 1,024 connections
/// (past them the oldest idle one makes way), one minute for a request (Telegram gives up
/// about then and delivers the update again).
pub const LIMITS: http_server::Limits = http_server::Limits {
    connections: 1_024,
    header_timeout: Duration::from_secs(10),
    request_timeout: Duration::from_secs(55),
};
/// At most one warning about refused requests in this long (with how many were refused).
const REFUSED_LOG_EVERY: Duration = Duration::from_secs(60);

/// What a request needs from the bot.
struct Ctx {
    secret: Vec<u8>,
    batches: mpsc::Sender<Batch>,
    bot: Bot,
    username: String,
    admins: Arc<Admins>,
    refused: Throttle,
}

/// Serves webhook requests on `listener` until the task is aborted, within [`LIMITS`].
pub async fn serve(
    listener: TcpListener,
    secret: String,
    batches: mpsc::Sender<Batch>,
    bot: Bot,
    username: String,
    admins: Arc<Admins>,
) {
    let ctx = Arc::new(Ctx {
        secret: secret.into_bytes(),
        batches,
        bot,
        username,
        admins,
        refused: Throttle::new(REFUSED_LOG_EVERY),
    });
    http_server::serve(listener, LIMITS, "webhook", move |request| {
        let ctx = ctx.clone();
        async move { answer(&ctx, request).await }
    })
    .await;
}

fn reply(status: StatusCode) -> Response<Full<Bytes>> {
    http_server::plain(status, Bytes::new())
}

/// True when the request carries the webhook's secret.
fn authorized(request: &Request<Incoming>, secret: &[u8]) -> bool {
    request
        .headers()
        .get(SECRET_HEADER)
        .is_some_and(|given| bool::from(given.as_bytes().ct_eq(secret)))
}

/// Answers one request: 200 once its update is durably handled.
async fn answer(ctx: &Ctx, request: Request<Incoming>) -> Response<Full<Bytes>> {
    if !authorized(&request, &ctx.secret) {
        if let Some(refused) = ctx.refused.hit() {
            tracing::warn!("webhook: {refused} request(s) without the right secret refused");
        }
        return reply(StatusCode::UNAUTHORIZED);
    }
    if request.method() != Method::POST {
        return reply(StatusCode::METHOD_NOT_ALLOWED);
    }
    let collected = tokio::time::timeout(
        BODY_TIMEOUT,
        Limited::new(request.into_body(), MAX_BODY).collect(),
    );
    let body = match collected.await {
        Ok(Ok(body)) => body.to_bytes(),
        Err(_) => return reply(StatusCode::REQUEST_TIMEOUT),
        Ok(Err(err)) => {
            let too_big = err
                .downcast_ref::<http_body_util::LengthLimitError>()
                .is_some();
            tracing::warn!("webhook: body not read: {err}");
            return reply(if too_big {
                StatusCode::PAYLOAD_TOO_LARGE
            } else {
                StatusCode::BAD_REQUEST
            });
        }
    };
    let update: Update = match serde_json::from_slice(&body) {
        Ok(update) => update,
        Err(err) => {
            // An update of a shape this bot cannot read is passed over, as long polling
            // does (answered, so Telegram does not hold the chat's later updates behind it);
            // a body that is no update at all is refused.
            let id = serde_json::from_slice::<serde_json::Value>(&body)
                .ok()
                .and_then(|v| v.get("update_id").and_then(serde_json::Value::as_i64));
            tracing::warn!(update = ?id, "webhook: an update not read: {err}");
            return reply(match id {
                Some(_) => StatusCode::OK,
                None => StatusCode::BAD_REQUEST,
            });
        }
    };
    let updates = [update];
    let inputs = poller::read_updates(&ctx.admins, &ctx.bot, &updates, &ctx.username).await;
    let (done, handled) = oneshot::channel();
    let batch = Batch {
        ids: updates.iter().map(|u| u.id).collect(),
        inputs,
        polled: false,
        done,
    };
    if ctx.batches.send(batch).await.is_err() {
        return reply(StatusCode::SERVICE_UNAVAILABLE);
    }
    match handled.await {
        Ok(Handled::Stored) => reply(StatusCode::OK),
        // Not stored: Telegram delivers it again.
        Ok(Handled::Failed { .. }) => reply(StatusCode::INTERNAL_SERVER_ERROR),
        Err(_) => reply(StatusCode::SERVICE_UNAVAILABLE),
    }
}
