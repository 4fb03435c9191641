//! Long polling: a task fetches updates with `getUpdates` and hands each batch to the main
//! loop, waiting until the batch is handled (committed) before it asks for more. Telegram
//! forgets an update only when a later `getUpdates` names a higher offset, so an update is
//! confirmed only after its input is stored: a crash never loses one, and one handled twice
//! changes nothing (idempotency keys).

use std::time::Duration;

use teloxide::RequestError;
use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, Update};
use tokio::sync::{mpsc, oneshot};

/// Seconds a `getUpdates` call waits for updates (below the client's 17 s timeout).
pub const POLL_SECS: u32 = 10;

/// A batch of updates; answer `done` once every one is handled.
pub struct Batch {
    pub updates: Vec<Update>,
    pub done: oneshot::Sender<()>,
}

/// The offset confirming every update of `updates`.
pub fn next_offset(offset: i32, updates: &[Update]) -> i32 {
    updates
        .iter()
        .map(|u| u.id.0 as i32 + 1)
        .max()
        .unwrap_or(offset)
        .max(offset)
}

/// Polls until the receiver is dropped.
pub async fn run(bot: Bot, batches: mpsc::Sender<Batch>, mut offset: i32) {
    loop {
        let request = bot
            .get_updates()
            .offset(offset)
            .timeout(POLL_SECS)
            .allowed_updates([AllowedUpdate::Message, AllowedUpdate::CallbackQuery]);
        match request.await {
            Ok(updates) if updates.is_empty() => {}
            Ok(updates) => {
                let next = next_offset(offset, &updates);
                let (done, handled) = oneshot::channel();
                if batches.send(Batch { updates, done }).await.is_err() {
                    return;
                }
                if handled.await.is_err() {
                    return;
                }
                offset = next;
            }
            Err(RequestError::RetryAfter(wait)) => {
                host::telemetry::metrics::rate_limited("telegram");
                tracing::warn!("getUpdates: 429, waiting {} s", wait.seconds());
                tokio::time::sleep(wait.duration()).await;
            }
            Err(err) => {
                tracing::warn!("getUpdates failed: {err}");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
        if batches.is_closed() {
            return;
        }
    }
}

/// Confirms the updates below `offset` to Telegram, at shutdown.
pub async fn confirm(bot: &Bot, offset: i32) {
    if let Err(err) = bot.get_updates().offset(offset).timeout(0).limit(1).await {
        tracing::warn!("confirming updates failed: {err}");
    }
}
