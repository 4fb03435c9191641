//! Why an input could not be handled durably.

use game::table::ChatId;
use storage::StoreError;

use crate::codec::CodecError;

/// Why an input could not be handled durably. Nothing is shown for it.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Codec(#[from] CodecError),
    /// An input of a group was committed by someone else (another process on the same
    /// database) between its staging and the group's flush: the group's outputs are void.
    #[error("an input of the group was already committed elsewhere: its outputs are void")]
    Overtaken,
    /// An earlier group failed, and this one, built on its state, was not written.
    #[error("an earlier group failed: this one was not written")]
    Abandoned,
    /// The operating system gives no randomness: no table could be dealt unpredictably.
    #[error("the operating system's random source failed: {0}")]
    NoRandomness(String),
    /// Another live process holds the chat's lease: this one may not handle its input.
    #[error("chat {} is served by {holder}", chat.0)]
    Elsewhere {
        /// The chat.
        chat: ChatId,
        /// The process holding its lease.
        holder: String,
    },
}

impl HostError {
    /// True when nothing of the input (or group) was written because of another process
    /// (a shared record changed, the chat's lease was taken over or is another's) or an
    /// earlier group failed: the service was read back, and handling the same inputs again,
    /// each under its own idempotency key, is safe and may succeed. What a shell does when
    /// [`Durable::end_group`](crate::Durable::end_group) or
    /// [`Durable::wait_group`](crate::Durable::wait_group) answers so.
    pub fn unwritten(&self) -> bool {
        self.is_conflict()
            || self.is_fenced()
            || matches!(self, HostError::Abandoned | HostError::Elsewhere { .. })
    }

    /// True when the store refused the commit because a record another process shares changed
    /// since this one read it: the service was read back, handling the input again may pass.
    pub fn is_conflict(&self) -> bool {
        matches!(self, HostError::Store(StoreError::Conflict { .. }))
    }

    /// True when the commit was refused because another process took the chat's lease over:
    /// that chat's state was dropped, and nothing may be shown.
    pub fn is_fenced(&self) -> bool {
        matches!(self, HostError::Store(StoreError::Fenced { .. }))
    }
}
