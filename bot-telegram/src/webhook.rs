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

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use subtle::ConstantTimeEq;
use teloxide::Bot;
use teloxide::types::Update;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot};

use crate::poller::{self, Batch};

/// The header Telegram carries the webhook's secret in.
pub const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";
/// The largest update body read (Telegram's updates are a few kilobytes).
pub const MAX_BODY: usize = 1 << 20;

/// What a request needs from the bot.
struct Ctx {
    secret: Vec<u8>,
    batches: mpsc::Sender<Batch>,
    bot: Bot,
    username: String,
}

/// Serves webhook requests on `listener` until the task is aborted, each connection on a
/// task of its own.
pub async fn serve(
    listener: TcpListener,
    secret: String,
    batches: mpsc::Sender<Batch>,
    bot: Bot,
    username: String,
) {
    let ctx = Arc::new(Ctx {
        secret: secret.into_bytes(),
        batches,
        bot,
        username,
    });
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(err) => {
                tracing::warn!("webhook: accept failed: {err}");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                continue;
            }
        };
        let ctx = ctx.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let ctx = ctx.clone();
                async move { Ok::<_, Infallible>(answer(&ctx, request).await) }
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            if let Err(err) = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await
            {
                tracing::debug!("webhook connection: {err}");
            }
        });
    }
}

fn reply(status: StatusCode) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::new()));
    *response.status_mut() = status;
    response
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
        tracing::warn!("webhook: a request without the right secret refused");
        return reply(StatusCode::UNAUTHORIZED);
    }
    if request.method() != Method::POST {
        return reply(StatusCode::METHOD_NOT_ALLOWED);
    }
    let body = match Limited::new(request.into_body(), MAX_BODY).collect().await {
        Ok(body) => body.to_bytes(),
        Err(err) => {
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
    let updates = vec![update];
    let admins = poller::admins_among(&ctx.bot, &updates, &ctx.username).await;
    let (done, handled) = oneshot::channel();
    let batch = Batch {
        updates,
        polled: false,
        admins,
        done,
    };
    if ctx.batches.send(batch).await.is_err() {
        return reply(StatusCode::SERVICE_UNAVAILABLE);
    }
    match handled.await {
        Ok(true) => reply(StatusCode::OK),
        // Not stored: Telegram delivers it again.
        Ok(false) => reply(StatusCode::INTERNAL_SERVER_ERROR),
        Err(_) => reply(StatusCode::SERVICE_UNAVAILABLE),
    }
}
