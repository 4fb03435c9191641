//! Telegram's jobs for the shared delivery scheduler (`host::schedule`): what a job is, what
//! it costs, how two updates of one message merge, and each chat's pace.
//!
//! - A message edited in place (a table's message, a player's hand) is a [`Slot`]: only its
//!   latest content matters. An update that must bring the message to the bottom of the chat
//!   (a player's turn, "Show my hand") stays so when a newer screen merges into it.
//! - A group gets [`Pace::TELEGRAM_GROUP`] (20 messages a minute, spent evenly), a private
//!   chat [`Pace::TELEGRAM_PRIVATE`] (about one a second). Deleting a message spends nothing.
//! - Answers to button presses are not chat writes and never wait here.

use host::front::Owed;
use host::schedule::{Pace, Payload, Priority};

/// A Telegram chat id (negative for groups, the user's id for his private chat).
pub type TgChat = i64;

/// Messages a group may receive from the bot within a minute.
pub const GROUP_PER_MINUTE: u32 = Pace::TELEGRAM_GROUP.per_window;

/// The pace of a chat: a group's or a private chat's.
pub fn pace(chat: TgChat) -> Pace {
    if chat < 0 {
        Pace::TELEGRAM_GROUP
    } else {
        Pace::TELEGRAM_PRIVATE
    }
}

/// What a button does on Telegram.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Callback data (at most 64 bytes).
    Callback(String),
    /// An address to open.
    Url(String),
    /// An address to open as a Mini App (`web_app`, private chats only).
    WebApp(String),
}

/// One inline keyboard button.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeyButton {
    pub label: String,
    pub key: Key,
}

/// A message's text and inline keyboard, and the file it carries, if any (the text is then
/// its caption).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Content {
    pub text: String,
    pub rows: Vec<Vec<KeyButton>>,
    pub document: Option<Box<Document>>,
}

/// A file sent as a document (`sendDocument`, uploaded as multipart/form-data).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Document {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Content {
    /// A stable fingerprint (FNV-1a over text and buttons), remembered with a message's id so
    /// that an unchanged screen is never sent as an edit, across restarts too.
    pub fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
            hash ^= 0xff;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        };
        eat(self.text.as_bytes());
        if let Some(document) = &self.document {
            eat(b"\x02file");
            eat(document.name.as_bytes());
            eat(&document.bytes);
        }
        for row in &self.rows {
            eat(b"\x01row");
            for button in row {
                eat(button.label.as_bytes());
                match &button.key {
                    Key::Callback(data) => {
                        eat(b"c");
                        eat(data.as_bytes());
                    }
                    Key::Url(url) => {
                        eat(b"u");
                        eat(url.as_bytes());
                    }
                    Key::WebApp(url) => {
                        eat(b"w");
                        eat(url.as_bytes());
                    }
                }
            }
        }
        hash
    }
}

/// A message kept up to date by editing it in place.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Slot {
    /// The table's message in its chat.
    Table { chat: TgChat, table: u64 },
    /// A player's hand in his private chat.
    Hand { user: TgChat, table: u64 },
}

impl Slot {
    /// The chat the message lives in.
    pub fn chat(&self) -> TgChat {
        match *self {
            Slot::Table { chat, .. } => chat,
            Slot::Hand { user, .. } => user,
        }
    }
}

/// Why a new message is posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// An answer or a moment worth a notification.
    Say,
    /// The first private word to a player who sat down at a table: if it cannot reach him,
    /// he never started the bot and is offered the deep link.
    Probe { user: TgChat, table: u64 },
    /// Word for one user alone, tried in his private chat though the bot does not know
    /// whether he started it: if it cannot reach him, it is posted in `instead`, the chat
    /// he asked in.
    Personal { user: TgChat, instead: TgChat },
}

/// One thing to send to a chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// Bring a slot's message up to date with this content; `bring_down`: post it anew at
    /// the bottom of the chat and delete the old one, instead of editing it.
    Place {
        slot: Slot,
        content: Content,
        bring_down: bool,
    },
    /// Post a new message (`owed`: the store keeps it until it is sent).
    Post {
        chat: TgChat,
        content: Content,
        kind: PostKind,
        owed: Option<Owed>,
    },
    /// Edit the message `message` of `chat` whose button `user` pressed (his settings menu)
    /// to show this content; should it be gone or uneditable, the content is posted where
    /// word for him alone goes (`asked_in`: the chat he pressed in).
    Replace {
        chat: TgChat,
        message: i32,
        content: Content,
        user: TgChat,
        asked_in: TgChat,
    },
}

impl Job {
    /// The chat the job writes to.
    pub fn chat(&self) -> TgChat {
        match self {
            Job::Place { slot, .. } => slot.chat(),
            Job::Post { chat, .. } | Job::Replace { chat, .. } => *chat,
        }
    }
}

impl Payload for Job {
    /// A hand brought down is its old message deleted and a new one sent: two calls.
    fn calls(&self) -> u32 {
        match self {
            Job::Place {
                bring_down: true, ..
            } => 2,
            _ => 1,
        }
    }

    fn merge(self, newer: Job) -> Job {
        match (self, newer) {
            (
                Job::Place {
                    bring_down: older, ..
                },
                Job::Place {
                    slot,
                    content,
                    bring_down,
                },
            ) => Job::Place {
                slot,
                content,
                bring_down: older || bring_down,
            },
            (_, newer) => newer,
        }
    }

    /// A message a change of state owes goes first; an answer may make way (see
    /// [`Priority::of_post`]).
    fn priority(&self) -> Priority {
        match self {
            Job::Post {
                kind: PostKind::Say,
                owed,
                ..
            } => Priority::of_post(*owed),
            _ => Priority::Game,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Content {
        Content {
            text: t.into(),
            ..Content::default()
        }
    }

    #[test]
    fn a_wish_to_bring_the_hand_down_survives_a_newer_screen() {
        let slot = Slot::Hand { user: 9, table: 1 };
        let turn = Job::Place {
            slot,
            content: text("your turn"),
            bring_down: true,
        };
        let newer = Job::Place {
            slot,
            content: text("newer"),
            bring_down: false,
        };
        assert_eq!(
            turn.merge(newer),
            Job::Place {
                slot,
                content: text("newer"),
                bring_down: true
            }
        );
    }

    #[test]
    fn groups_and_private_chats_keep_their_own_pace() {
        assert_eq!(pace(-100).per_window, 20);
        assert_eq!(pace(7), Pace::TELEGRAM_PRIVATE);
    }

    #[test]
    fn fingerprints_tell_contents_apart() {
        let a = text("a");
        let mut b = text("a");
        b.rows.push(vec![KeyButton {
            label: "x".into(),
            key: Key::Callback("-".into()),
        }]);
        assert_ne!(a.fingerprint(), b.fingerprint());
        assert_eq!(a.fingerprint(), text("a").fingerprint());
    }
}
