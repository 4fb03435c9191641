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

use super::From;
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
    /// How the holder may answer the input's sender on the receiver's platform
    /// ([`crate::From::reply`]; absent in entries parked before this was kept).
    #[serde(default)]
    pub reply: Option<String>,
    /// It came from its sender's private chat with the bot ([`From::private`]; false in
    /// entries parked before this was kept).
    #[serde(default)]
    pub private: bool,
}

fn entry_key(chat: &ChatId, key: &str) -> Vec<u8> {
    format!("{PREFIX}{}/{key}", chat.0).into_bytes()
}

/// The write that parks `input` under its idempotency `key`, received by process `by` from
/// `from` (with the platform's handle to answer him, [`From::reply`]).
pub fn park(key: &str, input: &Input, by: &str, from: &From) -> Write {
    let parked = Parked {
        key: key.to_string(),
        input: input.clone(),
        by: by.to_string(),
        reply: from.reply.clone(),
        private: from.private,
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

/// Every parked input, by chat, each chat's in the order the platform numbered them.
///
/// Idempotency keys end in the platform's number for the update (`tg:9`, `tg:10`), which
/// grows: a shorter key is an older one, so keys are ordered by length, then by text. The
/// store's own order (by bytes) would hand a chat `tg:10` before `tg:9`, and a player's
/// second move before the first it follows.
pub fn load(store: &dyn Store) -> Result<Vec<Parked>, CodecError> {
    let mut parked = store
        .scan(Space::Meta, PREFIX.as_bytes())?
        .into_iter()
        .map(|(key, value)| {
            serde_json::from_slice::<Parked>(&value).map_err(|_| CodecError::Corrupt {
                what: "parked input",
                reason: String::from_utf8_lossy(&key).into_owned(),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    parked.sort_by(|a, b| {
        (&a.input.chat, a.key.len(), &a.key).cmp(&(&b.input.chat, b.key.len(), &b.key))
    });
    Ok(parked)
}

#[cfg(test)]
mod tests {
    use game::table::{Action, UserId};
    use storage::{Commit, MemoryStore};

    use super::*;

    fn input(chat: &str, user: &str) -> Input {
        Input {
            now: 0,
            chat: ChatId(chat.into()),
            user: UserId(user.into()),
            name: user.into(),
            locale: None,
            action: Action::Balance,
        }
    }

    #[test]
    fn a_chats_parked_inputs_come_back_in_the_order_the_platform_numbered_them() {
        let store = MemoryStore::new();
        let parked = [
            ("tg:-5", "tg:10", "tg:2"),
            ("tg:-5", "tg:9", "tg:1"),
            ("tg:-4", "tg:11", "tg:3"),
            ("tg:-5", "tg:100", "tg:1"),
        ];
        for (chat, key, user) in parked {
            let from = From {
                chat: ChatId(chat.into()),
                user: UserId(user.into()),
                name: user.into(),
                lang: None,
                private: false,
                admin: false,
                handle: None,
                reply: None,
            };
            let write = park(key, &input(chat, user), "a", &from);
            store.commit(Commit::unkeyed(vec![write])).expect("park");
        }
        let order: Vec<(String, String)> = load(&store)
            .expect("load")
            .into_iter()
            .map(|p| (p.input.chat.0, p.key))
            .collect();
        let expected = [
            ("tg:-4", "tg:11"),
            ("tg:-5", "tg:9"),
            ("tg:-5", "tg:10"),
            ("tg:-5", "tg:100"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(c, k)| (c.to_string(), k.to_string()))
            .collect();
        assert_eq!(order, expected);
    }
}
