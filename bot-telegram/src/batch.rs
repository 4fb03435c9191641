//! What a receiver (the poller or the webhook) hands the run loop: a batch of updates, read
//! once ([`crate::poller::read_updates`]), and the answer it waits for.

use teloxide::types::UpdateId;
use tokio::sync::oneshot;

use crate::incoming::Incoming;

/// What came of a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handled {
    /// Its updates are durable.
    Stored,
    /// Not stored: they must be delivered again. `store_reachable`: the store answered a
    /// read just after (so the failure came from the updates, not from a store gone away).
    Failed { store_reachable: bool },
}

/// A batch of updates (from `getUpdates`, or one webhook request); answer `done` once every
/// one is handled.
pub struct Batch {
    /// The ids of all its updates, read or not (the offset confirms them all).
    pub ids: Vec<UpdateId>,
    /// The updates the bot answers, read, each sender's [`host::From::admin`] as Telegram said
    /// for the inputs whose answer depends on it (`host::front::needs_admin`).
    pub inputs: Vec<Incoming>,
    /// Taken with `getUpdates` (confirmed by a later call's offset), not pushed to the webhook.
    pub polled: bool,
    pub done: oneshot::Sender<Handled>,
}
