//! Telegram updates as the front's inputs: who, from where, and what (a typed message or a
//! button press), under the idempotency key `tg:<update_id>`.

use game::table::{ChatId, UserId};
use host::front::From;
use teloxide::types::{Update, UpdateKind, User};

use crate::outbox::TgChat;

/// A user's id as the table service knows it.
pub fn user_id(id: u64) -> UserId {
    UserId(format!("tg:{id}"))
}

/// A chat's id as the table service knows it.
pub fn chat_id(id: i64) -> ChatId {
    ChatId(format!("tg:{id}"))
}

/// The Telegram id inside a service id (`tg:123` → 123).
pub fn tg_id(id: &str) -> Option<i64> {
    id.strip_prefix("tg:")?.parse().ok()
}

/// What an update asks of the front.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// A typed message, maybe a command.
    Typed { text: String },
    /// A button press; its callback query must be answered. `message`: the message pressed
    /// (its chat and id), while Telegram still lets the bot edit it.
    Pressed {
        callback: String,
        data: String,
        message: Option<Pressed>,
    },
    /// The group became a supergroup with this id (a service message in the old group).
    Migrated { to: TgChat },
}

/// One update, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incoming {
    /// The idempotency key: `tg:<update_id>`.
    pub key: String,
    pub from: From,
    /// The Telegram chat it came from.
    pub chat: TgChat,
    /// The Telegram user.
    pub user: TgChat,
    pub ask: Ask,
}

/// A message whose button was pressed: its chat and id.
pub type Pressed = (TgChat, i32);

/// How any process answers an update, kept as [`From::reply`] when the update is parked for
/// the process serving its chat: a press through its callback query (and the message pressed,
/// which an answer may edit), a typed command in the chat it was typed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Pressed {
        callback: String,
        message: Option<Pressed>,
    },
    Typed {
        chat: TgChat,
        private: bool,
    },
}

impl Reply {
    /// The handle as text (`cb:<callback query id>`, `cm:<chat>:<message>:<callback query
    /// id>`, `in:<chat>:<p|g>`).
    pub fn encode(&self) -> String {
        match self {
            Reply::Pressed {
                callback,
                message: None,
            } => format!("cb:{callback}"),
            Reply::Pressed {
                callback,
                message: Some((chat, message)),
            } => format!("cm:{chat}:{message}:{callback}"),
            Reply::Typed { chat, private } => {
                format!("in:{chat}:{}", if *private { 'p' } else { 'g' })
            }
        }
    }

    /// The handle [`Reply::encode`] made (`None` for anything else).
    pub fn decode(text: &str) -> Option<Reply> {
        if let Some(callback) = text.strip_prefix("cb:") {
            return Some(Reply::Pressed {
                callback: callback.to_string(),
                message: None,
            });
        }
        if let Some(rest) = text.strip_prefix("cm:") {
            let (chat, rest) = rest.split_once(':')?;
            let (message, callback) = rest.split_once(':')?;
            return Some(Reply::Pressed {
                callback: callback.to_string(),
                message: Some((chat.parse().ok()?, message.parse().ok()?)),
            });
        }
        let (chat, kind) = text.strip_prefix("in:")?.rsplit_once(':')?;
        let private = match kind {
            "p" => true,
            "g" => false,
            _ => return None,
        };
        Some(Reply::Typed {
            chat: chat.parse().ok()?,
            private,
        })
    }
}

impl Incoming {
    /// How to answer this update: a press through its callback query, a typed command in the
    /// chat it was typed in (`None`: a group's migration, which nobody asked).
    pub fn reply(&self) -> Option<Reply> {
        match &self.ask {
            Ask::Pressed {
                callback, message, ..
            } => Some(Reply::Pressed {
                callback: callback.clone(),
                message: *message,
            }),
            Ask::Typed { .. } => Some(Reply::Typed {
                chat: self.chat,
                private: self.from.private,
            }),
            Ask::Migrated { .. } => None,
        }
    }
}

/// The update with its [`Incoming::reply`] in [`From::reply`], so that whichever process
/// serves its chat can answer it.
fn answerable(mut incoming: Incoming) -> Incoming {
    incoming.from.reply = incoming.reply().map(|reply| reply.encode());
    incoming
}

fn sender(user: &User, chat: TgChat, private: bool) -> From {
    From {
        chat: chat_id(chat),
        user: user_id(user.id.0),
        name: user.full_name(),
        lang: user.language_code.clone(),
        private,
        // Asked of Telegram only when it matters (`host::front::needs_admin`).
        admin: false,
        handle: user.username.clone(),
        reply: None,
    }
}

/// Reads an update; `None` for anything the bot does not answer (other update kinds, messages
/// from bots, messages without text).
pub fn read(update: &Update) -> Option<Incoming> {
    let key = format!("tg:{}", update.id.0);
    match &update.kind {
        UpdateKind::Message(message) if message.migrate_to_chat_id().is_some() => {
            let to = message.migrate_to_chat_id()?.0;
            let chat = message.chat.id.0;
            let user = message.from.as_ref()?;
            Some(Incoming {
                key,
                from: sender(user, chat, false),
                chat,
                user: user.id.0 as i64,
                ask: Ask::Migrated { to },
            })
        }
        UpdateKind::Message(message) => {
            let user = message.from.as_ref().filter(|u| !u.is_bot)?;
            let text = message.text()?;
            let chat = message.chat.id.0;
            Some(answerable(Incoming {
                key,
                from: sender(user, chat, message.chat.is_private()),
                chat,
                user: user.id.0 as i64,
                ask: Ask::Typed { text: text.into() },
            }))
        }
        UpdateKind::CallbackQuery(query) => {
            let user = &query.from;
            let (chat, private) = match &query.message {
                Some(message) => (message.chat().id.0, message.chat().is_private()),
                None => (user.id.0 as i64, true),
            };
            Some(answerable(Incoming {
                key,
                from: sender(user, chat, private),
                chat,
                user: user.id.0 as i64,
                ask: Ask::Pressed {
                    callback: query.id.0.clone(),
                    data: query.data.clone().unwrap_or_default(),
                    // An old message comes as inaccessible (date 0): it cannot be edited.
                    message: query.regular_message().map(|m| (m.chat.id.0, m.id.0)),
                },
            }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_handle_reads_back_as_written_and_nothing_else_reads() {
        for reply in [
            Reply::Pressed {
                callback: "4382:77:ab".into(),
                message: None,
            },
            Reply::Pressed {
                callback: "4382:77:ab".into(),
                message: Some((-1001234, 77)),
            },
            Reply::Typed {
                chat: -1001234,
                private: false,
            },
            Reply::Typed {
                chat: 61,
                private: true,
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Some(reply));
        }
        for junk in [
            "",
            "cb",
            "in:12",
            "in:x:g",
            "in:12:q",
            "s:token",
            "cm:1:x:cb",
            "cm:1:2",
        ] {
            assert_eq!(Reply::decode(junk), None, "{junk:?}");
        }
    }

    fn update(json: &str) -> Update {
        serde_json::from_str(json).expect("an update")
    }

    #[test]
    fn a_group_command_is_typed_text_under_the_update_key() {
        let u = update(
            r#"{"update_id": 41, "message": {"message_id": 3, "date": 1700000000,
            "chat": {"id": -100, "type": "group", "title": "g"},
            "from": {"id": 7, "is_bot": false, "first_name": "Ani", "language_code": "ru"},
            "text": "/join 12"}}"#,
        );
        let got = read(&u).unwrap();
        assert_eq!(got.key, "tg:41");
        assert_eq!(got.from.chat, ChatId("tg:-100".into()));
        assert_eq!(got.from.user, UserId("tg:7".into()));
        assert_eq!(got.from.lang.as_deref(), Some("ru"));
        assert!(!got.from.private);
        assert_eq!(
            got.ask,
            Ask::Typed {
                text: "/join 12".into()
            }
        );
    }

    #[test]
    fn a_press_carries_its_callback_and_data() {
        let u = update(
            r#"{"update_id": 42, "callback_query": {"id": "cb9", "chat_instance": "x",
            "from": {"id": 7, "is_bot": false, "first_name": "Ani"},
            "message": {"message_id": 3, "date": 1700000000,
                "chat": {"id": 7, "type": "private", "first_name": "Ani"}, "text": "hand"},
            "data": "m:1:4:TS"}}"#,
        );
        let got = read(&u).unwrap();
        assert!(got.from.private);
        assert_eq!(
            got.ask,
            Ask::Pressed {
                callback: "cb9".into(),
                data: "m:1:4:TS".into(),
                message: Some((7, 3)),
            }
        );
        assert_eq!(tg_id("tg:-100"), Some(-100));
    }

    /// A message too old for the bot comes inaccessible (`date` 0): not one to edit.
    #[test]
    fn a_press_on_an_inaccessible_message_names_no_message_to_edit() {
        let u = update(
            r#"{"update_id": 43, "callback_query": {"id": "cb10", "chat_instance": "x",
            "from": {"id": 7, "is_bot": false, "first_name": "Ani"},
            "message": {"message_id": 3, "date": 0,
                "chat": {"id": 7, "type": "private", "first_name": "Ani"}},
            "data": "cf:1:s:50"}}"#,
        );
        let got = read(&u).unwrap();
        assert!(got.from.private);
        assert!(
            matches!(got.ask, Ask::Pressed { message: None, .. }),
            "{:?}",
            got.ask
        );
        assert_eq!(
            got.reply(),
            Some(Reply::Pressed {
                callback: "cb10".into(),
                message: None
            })
        );
    }
}
