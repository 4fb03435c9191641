//! Long polling: a task fetches updates with `getUpdates` and hands each batch to the main
//! loop, waiting until the batch is handled (committed, as one group) before it asks for more. Telegram
//! forgets an update only when a later `getUpdates` names a higher offset, so an update is
//! confirmed only after its input is stored: a crash never loses one, and one handled twice
//! changes nothing (idempotency keys).

use std::time::Duration;

use teloxide::RequestError;
use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::*;
use teloxide::types::Update;
use tokio::sync::{mpsc, oneshot};

use std::collections::BTreeSet;

use host::front::needs_admin;
use teloxide::types::{ChatId, UserId};

use crate::incoming::{self, Ask};
use crate::outbox::TgChat;

/// Seconds a `getUpdates` call waits for updates (below the client's 17 s timeout).
pub const POLL_SECS: u32 = 10;

/// A batch of updates (from `getUpdates`, or one webhook request); answer `done` once every
/// one is handled: `true` when they are durable, `false` when they must be delivered again.
pub struct Batch {
    pub updates: Vec<Update>,
    /// Taken with `getUpdates` (confirmed by a later call's offset), not pushed to the webhook.
    pub polled: bool,
    /// (chat, user) of the senders Telegram says administer the chat, asked for the updates
    /// whose answer depends on it (`host::front::needs_admin`).
    pub admins: BTreeSet<(TgChat, TgChat)>,
    pub done: oneshot::Sender<bool>,
}

/// Asks Telegram which senders of these updates administer their chat, for the updates whose
/// answer depends on it. A sender Telegram cannot vouch for (an error) is not an administrator.
pub async fn admins_among(
    bot: &Bot,
    updates: &[Update],
    username: &str,
) -> BTreeSet<(TgChat, TgChat)> {
    let mut admins = BTreeSet::new();
    for input in updates.iter().filter_map(incoming::read) {
        let (typed, pressed) = match &input.ask {
            Ask::Typed { text } => (Some(text.as_str()), None),
            Ask::Pressed { data, .. } => (None, Some(data.as_str())),
            Ask::Migrated { .. } => continue,
        };
        if !needs_admin(&input.from, typed, pressed, Some(username))
            || admins.contains(&(input.chat, input.user))
        {
            continue;
        }
        let asked = bot
            .get_chat_member(ChatId(input.chat), UserId(input.user as u64))
            .await;
        match asked {
            Ok(member) if member.is_privileged() => {
                admins.insert((input.chat, input.user));
            }
            Ok(_) => {}
            Err(err) => tracing::warn!("getChatMember failed: {err}"),
        }
    }
    admins
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
pub async fn run(bot: Bot, batches: mpsc::Sender<Batch>, mut offset: i32, username: String) {
    loop {
        let request = bot
            .get_updates()
            .offset(offset)
            .timeout(POLL_SECS)
            .allowed_updates(crate::startup::ALLOWED_UPDATES);
        match request.await {
            Ok(updates) if updates.is_empty() => {}
            Ok(updates) => {
                let next = next_offset(offset, &updates);
                let (done, handled) = oneshot::channel();
                let admins = admins_among(&bot, &updates, &username).await;
                let batch = Batch {
                    updates,
                    polled: true,
                    admins,
                    done,
                };
                if batches.send(batch).await.is_err() {
                    return;
                }
                match handled.await {
                    Ok(true) => offset = next,
                    // Not stored: the same updates are asked for again, a little later.
                    Ok(false) => tokio::time::sleep(Duration::from_secs(1)).await,
                    Err(_) => return,
                }
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
