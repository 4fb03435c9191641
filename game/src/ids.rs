//! The ids every part of the core names things by: users, chats, tables, and the clock's
//! milliseconds. A leaf: it depends on nothing of the crate.

use serde::{Deserialize, Serialize};

/// Milliseconds since the Unix epoch, as the shell's clock reads them.
pub type Millis = u64;

/// A table's number, unique across chats.
pub type TableId = u64;

/// A user, qualified by platform (`tg:123`, `dc:456`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub String);

/// A chat (a group, a private chat or a channel), qualified by platform.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChatId(pub String);
