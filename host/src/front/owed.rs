//! What a state change owes the chats, kept in the store until the platform confirms it (the
//! transactional outbox): a chat message (a deal's result, "the game is over") or word to one
//! user is written in the same flushed commit as the change that caused it, and removed once
//! sent. After a crash every owed message is still there, in the order it was owed.

use game::table::screen::Button;
use game::table::{ChatId, UserId};
use serde::{Deserialize, Serialize};
use storage::{Space, Store, Write};

use super::delivery::{Delivery, Owed, TAG_BITS};
use crate::codec::CodecError;

/// The tag of the process named `holder` in the leases (0 alone on a store): a hash, so two
/// processes sharing a store almost never share a tag (if they do, a taken number is still
/// refused by the store and the input handled again).
pub fn tag_of(holder: Option<&str>) -> u16 {
    use std::hash::{Hash, Hasher};
    let Some(holder) = holder else {
        return 0;
    };
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    holder.hash(&mut hasher);
    (hasher.finish() & u64::from(u16::MAX)) as u16
}

/// The numbers a process gives the messages it owes: a count, and its tag.
#[derive(Debug)]
pub struct Numbering {
    /// The count the next owed message takes.
    next: u64,
    /// This process's tag ([`tag_of`]).
    tag: u16,
}

impl Numbering {
    /// Counting on from the highest number stored, tagged for the process `holder`.
    pub fn open(store: &dyn Store, holder: Option<&str>) -> Result<Numbering, CodecError> {
        Ok(Numbering {
            next: next_count(store)?,
            tag: tag_of(holder),
        })
    }

    /// Counts on from the highest number stored when another process owed messages meanwhile
    /// (a chat taken over, a commit refused for a conflict): what this one owes comes after.
    pub fn catch_up(&mut self, store: &dyn Store) -> Result<(), CodecError> {
        self.next = self.next.max(next_count(store)?);
        Ok(())
    }

    /// Numbers the deliveries a state change owes (the chat messages, and word to anyone but
    /// its `sender`: his answers are worth nothing once his button or command is gone), owed
    /// by an input of chat `cause`: the writes that store them, and their keys (new records,
    /// see [`key_of`]).
    pub fn number(
        &mut self,
        deliveries: &mut [Delivery],
        sender: Option<&UserId>,
        cause: Option<&ChatId>,
    ) -> (Vec<Write>, Vec<(Space, Vec<u8>)>) {
        let mut writes = Vec::new();
        let mut fresh = Vec::new();
        for delivery in deliveries {
            let slot = match delivery {
                Delivery::Say { owed, .. } => owed,
                Delivery::Alert { user, owed, .. } if Some(&*user) != sender => owed,
                _ => continue,
            };
            let number = Owed::new(self.next, self.tag);
            self.next += 1;
            *slot = Some(number);
            if let Some(write) = write(number, delivery, cause) {
                writes.push(write);
                fresh.push(key_of(number));
            }
        }
        (writes, fresh)
    }
}

const PREFIX: &str = "outbox/";

/// Owed messages' keys sort in their order: a fixed-width number.
/// The key of owed message `owed` in `Space::Meta` (a new one is written on condition that no
/// other process sharing the store took its number).
pub fn key_of(owed: Owed) -> (Space, Vec<u8>) {
    (Space::Meta, key(owed).into_bytes())
}

fn key(owed: Owed) -> String {
    format!("{PREFIX}{:020}", owed.0)
}

/// The stored form of an owed delivery.
#[derive(Debug, Serialize, Deserialize)]
enum Record {
    Say {
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
    },
    Alert {
        user: UserId,
        text: String,
        /// The chat whose input owed it (absent in records written before it was kept).
        #[serde(default)]
        chat: Option<ChatId>,
    },
}

/// An owed message and the chat it belongs to: whoever serves that chat sends it.
#[derive(Clone, Debug, PartialEq)]
pub struct Owing {
    /// A chat message's own chat; for a word to one user, the chat whose input owed it
    /// (`None` in records written before it was kept: only a process alone on its store
    /// sends those).
    pub chat: Option<ChatId>,
    /// The message.
    pub delivery: Delivery,
}

/// The write that stores `delivery`, owed by an input of chat `cause`, as owed under `owed`;
/// `None` for deliveries that are screens or prompts (redrawn from the state, never owed).
pub fn write(owed: Owed, delivery: &Delivery, cause: Option<&ChatId>) -> Option<Write> {
    let record = match delivery {
        Delivery::Say {
            chat, text, rows, ..
        } => Record::Say {
            chat: chat.clone(),
            text: text.clone(),
            rows: rows.clone(),
        },
        Delivery::Alert { user, text, .. } => Record::Alert {
            user: user.clone(),
            text: text.clone(),
            chat: cause.cloned(),
        },
        _ => return None,
    };
    let bytes = serde_json::to_vec(&record).ok()?;
    Some(Write::put(Space::Meta, key(owed), bytes))
}

/// The write that forgets an owed message once it is sent.
pub fn settled(owed: Owed) -> Write {
    Write::delete(Space::Meta, key(owed))
}

/// The chat owed message `owed` belongs to (`None` when it is settled already, or a word to
/// one user stored before its chat was kept).
pub fn chat_of(store: &dyn Store, owed: Owed) -> Result<Option<ChatId>, CodecError> {
    let Some(value) = store.get(Space::Meta, key(owed).as_bytes())? else {
        return Ok(None);
    };
    let record = serde_json::from_slice::<Record>(&value).map_err(|e| CodecError::Corrupt {
        what: "owed message",
        reason: e.to_string(),
    })?;
    Ok(match record {
        Record::Say { chat, .. } => Some(chat),
        Record::Alert { chat, .. } => chat,
    })
}

/// Every message still owed, in order, with the chat it belongs to.
pub fn load(store: &dyn Store) -> Result<Vec<Owing>, CodecError> {
    let mut owed = Vec::new();
    for (key, value) in store.scan(Space::Meta, PREFIX.as_bytes())? {
        let number = std::str::from_utf8(&key[PREFIX.len()..])
            .ok()
            .and_then(|n| n.parse().ok());
        let (Some(number), Ok(record)) = (number, serde_json::from_slice::<Record>(&value)) else {
            return Err(CodecError::Corrupt {
                what: "owed message",
                reason: String::from_utf8_lossy(&key).into_owned(),
            });
        };
        let owed_as = Some(Owed(number));
        owed.push(match record {
            Record::Say { chat, text, rows } => Owing {
                chat: Some(chat.clone()),
                delivery: Delivery::Say {
                    chat,
                    text,
                    rows,
                    owed: owed_as,
                },
            },
            Record::Alert { user, text, chat } => Owing {
                chat,
                delivery: Delivery::Alert {
                    user,
                    text,
                    owed: owed_as,
                },
            },
        });
    }
    Ok(owed)
}

/// The count the next owed message takes: one past the highest still stored.
pub fn next_count(store: &dyn Store) -> Result<u64, CodecError> {
    let last = store
        .scan(Space::Meta, PREFIX.as_bytes())?
        .last()
        .and_then(|(key, _)| {
            std::str::from_utf8(&key[PREFIX.len()..])
                .ok()?
                .parse::<u64>()
                .ok()
        });
    Ok(last.map_or(1, |n| (n >> TAG_BITS) + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owed_numbers_sort_by_count_and_never_collide_between_tags() {
        assert!(Owed::new(2, u16::MAX) < Owed::new(3, 0));
        assert_ne!(Owed::new(5, 1), Owed::new(5, 2));
        assert_eq!(tag_of(None), 0);
        assert_eq!(tag_of(Some("a:1:2")), tag_of(Some("a:1:2")));
        let store = storage::MemoryStore::new();
        assert_eq!(next_count(&store).unwrap(), 1);
        let delivery = Delivery::Alert {
            user: UserId("tg:1".into()),
            text: "x".into(),
            owed: None,
        };
        let write = write(Owed::new(7, 9), &delivery, None).unwrap();
        store.commit(storage::Commit::unkeyed(vec![write])).unwrap();
        assert_eq!(next_count(&store).unwrap(), 8);
    }
}
