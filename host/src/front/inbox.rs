//! Inputs for chats another process serves, parked in the store until the chat's holder
//! handles them (several processes behind one load balancer: Telegram's webhook may bring a
//! chat's update to any of them).
//!
//! An entry lives in `Space::Meta` under `inbox/<chat>/<idempotency key>`, its value the input
//! as JSON. Parking the same update twice writes the same entry; the holder handles each entry
//! under its idempotency key (so once), then deletes it.

use game::table::{ChatId, Input};
use serde::{Deserialize, Serialize};
use storage::{Space, Store, Write};

use crate::codec::CodecError;

const PREFIX: &str = "inbox/";

/// An input parked for its chat's holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parked {
    /// The input's idempotency key.
    pub key: String,
    /// The input.
    pub input: Input,
    /// The process that received and parked it (its id in the leases; empty in entries
    /// parked before this was kept).
    #[serde(default)]
    pub by: String,
}

fn entry_key(chat: &ChatId, key: &str) -> Vec<u8> {
    format!("{PREFIX}{}/{key}", chat.0).into_bytes()
}

/// The write that parks `input` under its idempotency `key`, received by process `by`.
pub fn park(key: &str, input: &Input, by: &str) -> Write {
    let parked = Parked {
        key: key.to_string(),
        input: input.clone(),
        by: by.to_string(),
    };
    Write::put(
        Space::Meta,
        entry_key(&input.chat, key),
        serde_json::to_vec(&parked).unwrap_or_default(),
    )
}

/// The write that removes a handled entry.
pub fn handled(parked: &Parked) -> Write {
    Write::delete(Space::Meta, entry_key(&parked.input.chat, &parked.key))
}

/// Every parked input, in key order (by chat, then key).
pub fn load(store: &dyn Store) -> Result<Vec<Parked>, CodecError> {
    store
        .scan(Space::Meta, PREFIX.as_bytes())?
        .into_iter()
        .map(|(key, value)| {
            serde_json::from_slice(&value).map_err(|_| CodecError::Corrupt {
                what: "parked input",
                reason: String::from_utf8_lossy(&key).into_owned(),
            })
        })
        .collect()
}
