//! Long polling: a task fetches updates with `getUpdates` and hands each batch to the main
//! loop, waiting until the batch is handled (committed, as one group) before it asks for more. Telegram
//! forgets an update only when a later `getUpdates` names a higher offset, so an update is
//! confirmed only after its input is stored: a crash never loses one, and one handled twice
//! changes nothing (idempotency keys).
//!
//! An update that cannot be stored, whatever is tried, must not hold every chat's updates
//! behind it: a batch that failed [`TRIES`] times while the store answers is handed over
//! one update at a time, and an update that still fails alone while others are stored is
//! passed over (logged at error, counted in `cards_inputs_skipped_total`). When nothing is
//! stored (the store is failing, not an update) nothing is passed over: the batch waits.

use std::sync::Arc;
use std::time::Duration;

use host::platform_checks::{self, Asked};
use host::telemetry::{health, metrics};
use teloxide::RequestError;
use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::*;
use teloxide::types::Update;
use tokio::sync::{mpsc, oneshot};

use std::collections::BTreeSet;

use host::front::needs_admin;
use teloxide::types::{ChatId, UserId};

use crate::incoming::{self, Ask, Incoming};
use crate::outbox::TgChat;
use host::clock::now_millis;

/// Seconds a `getUpdates` call waits for updates (below the client's 17 s timeout).
pub const POLL_SECS: u32 = 10;
/// Failures of one batch after which its updates are handled one by one; and tries of one
/// update alone after which it is passed over, when the store is reachable (it is not the
/// store failing but the update).
pub const TRIES: u32 = 3;

pub use crate::batch::{Batch, Handled};

/// Who administers which chat, as Telegram said lately (see `host::platform_checks`).
pub type Admins = host::platform_checks::Admins<TgChat, TgChat>;

/// Reads `updates` for the front, once: the updates the bot answers, each sender marked
/// ([`host::From::admin`]) when Telegram says he administers his chat (see [`admins_among`]).
pub async fn read_updates(
    admins: &Admins,
    bot: &Bot,
    updates: &[Update],
    username: &str,
) -> Vec<Incoming> {
    let mut inputs: Vec<Incoming> = updates.iter().filter_map(incoming::read).collect();
    let among = admins_among(admins, bot, &inputs, username).await;
    for input in &mut inputs {
        input.from.admin = among.contains(&(input.chat, input.user));
    }
    inputs
}

/// Asks Telegram which senders of these inputs administer their chat, for the inputs whose
/// answer depends on it: each sender counted against his budget first, answers kept a
/// minute, the rest asked a few at a time (`host::platform_checks`). A sender Telegram
/// cannot vouch for (an error) is not an administrator.
pub async fn admins_among(
    admins: &Admins,
    bot: &Bot,
    inputs: &[Incoming],
    username: &str,
) -> BTreeSet<(TgChat, TgChat)> {
    let asked: Vec<Asked<TgChat, TgChat>> = inputs
        .iter()
        .filter_map(|input| {
            let (typed, pressed) = match &input.ask {
                Ask::Typed { text } => (Some(text.as_str()), None),
                Ask::Pressed { data, .. } => (None, Some(data.as_str())),
                Ask::Migrated { .. } => return None,
            };
            Some(Asked {
                chat: input.chat,
                user: input.user,
                counts_as: platform_checks::counts_as(typed, pressed, Some(username)),
                needs_admin: needs_admin(&input.from, typed, pressed, Some(username)),
            })
        })
        .collect();
    let ask = |chat: TgChat, user: TgChat| async move {
        match bot.get_chat_member(ChatId(chat), UserId(user as u64)).await {
            Ok(member) => Some(member.is_privileged()),
            Err(err) => {
                tracing::warn!("getChatMember failed: {err}");
                None
            }
        }
    };
    admins.admins(&asked, now_millis(), ask).await
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

/// Hands `updates` over as one batch and waits until it is handled (`None`: the loop is
/// gone).
async fn hand_over(
    bot: &Bot,
    batches: &mpsc::Sender<Batch>,
    admins: &Admins,
    username: &str,
    updates: Vec<Update>,
) -> Option<Handled> {
    let (done, handled) = oneshot::channel();
    let inputs = read_updates(admins, bot, &updates, username).await;
    let batch = Batch {
        ids: updates.iter().map(|u| u.id).collect(),
        inputs,
        polled: true,
        done,
    };
    batches.send(batch).await.ok()?;
    handled.await.ok()
}

/// Hands a batch that kept failing over one update at a time, each tried up to [`TRIES`]
/// times alone. When some of them are stored (the store takes writes), those that still fail
/// are passed over (logged at error, counted) and the offset moves past the batch; when none
/// is, the store is at fault, not an update, and nothing is passed over. Returns the offset
/// reached (`None`: the loop is gone).
async fn one_by_one(
    bot: &Bot,
    batches: &mpsc::Sender<Batch>,
    admins: &Admins,
    username: &str,
    offset: i32,
    updates: Vec<Update>,
) -> Option<i32> {
    let mut stored = 0;
    let mut failing = Vec::new();
    for update in &updates {
        let mut tries = 0;
        loop {
            let alone = vec![update.clone()];
            match hand_over(bot, batches, admins, username, alone).await? {
                Handled::Stored => {
                    stored += 1;
                    break;
                }
                Handled::Failed { store_reachable } => {
                    tries += 1;
                    if tries >= TRIES || !store_reachable {
                        failing.push(update.id.0);
                        break;
                    }
                }
            }
        }
    }
    if stored == 0 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        return Some(offset);
    }
    for id in failing {
        tracing::error!(
            update = id,
            "an update failed {TRIES} times on its own while others were stored: passed over"
        );
        metrics::input_skipped("telegram");
    }
    Some(next_offset(offset, &updates))
}

/// Polls until the receiver is dropped.
pub async fn run(
    bot: Bot,
    batches: mpsc::Sender<Batch>,
    mut offset: i32,
    username: String,
    admins: Arc<Admins>,
) {
    // Failures in a row of the batch at `offset`.
    let mut failures = 0;
    loop {
        let request = bot
            .get_updates()
            .offset(offset)
            .timeout(POLL_SECS)
            .allowed_updates(crate::startup::ALLOWED_UPDATES);
        let polled = request.await;
        match &polled {
            Err(RequestError::Network(_) | RequestError::Io(_)) => health::platform_failed(),
            _ => health::platform_ok(),
        }
        match polled {
            Ok(updates) if updates.is_empty() => {}
            Ok(updates) => {
                let next = next_offset(offset, &updates);
                let handled = hand_over(&bot, &batches, &admins, &username, updates.clone());
                match handled.await {
                    Some(Handled::Stored) => {
                        offset = next;
                        failures = 0;
                    }
                    Some(Handled::Failed { store_reachable }) => {
                        failures += 1;
                        if failures >= TRIES && store_reachable && updates.len() > 1 {
                            tracing::warn!(
                                "a batch of {} updates failed {failures} times: handled one by one",
                                updates.len()
                            );
                            let reached =
                                one_by_one(&bot, &batches, &admins, &username, offset, updates);
                            let Some(reached) = reached.await else {
                                return;
                            };
                            if reached > offset {
                                failures = 0;
                            }
                            offset = reached;
                        } else {
                            // Not stored: the same updates are asked for again, a little
                            // later (with those that came meanwhile, which tell a failing
                            // update from a failing store).
                            tokio::time::sleep(Duration::from_secs(1)).await;
                        }
                    }
                    None => return,
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
