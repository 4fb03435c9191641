//! From which chat a table may be acted on. A table belongs to the chat it was opened in:
//! joining, approving, its settings, starting, a rematch and every press act only from there,
//! or — for a player already seated (or waiting for approval) — from his private chat with the
//! bot, where his hand is. A table opened in a private chat with the bot is a public lobby
//! table: anyone may find it with `/tables` and join it from his own private chat, and its
//! players play it there.
//!
//! A private chat with the bot is the chat whose id is its user's own (Telegram's private
//! chats); a platform without such chats (Discord, where a hand is shown in the channel
//! itself) never has one, so there only the table's own chat reaches it.

use super::model::Table;
use super::notice::Notice;
use crate::ids::{ChatId, UserId};

/// True when `chat` is `user`'s private chat with the bot.
pub fn is_private_chat(chat: &ChatId, user: &UserId) -> bool {
    chat.0 == user.0
}

impl Table {
    /// True when the table is a public lobby table: opened in its creator's private chat.
    pub fn is_lobby(&self) -> bool {
        is_private_chat(&self.chat, &self.creator)
    }

    /// Whether `user`, writing in `chat`, may act on this table (`joining`: he asks for a
    /// seat), else the refusal he reads.
    pub fn reachable_from(
        &self,
        chat: &ChatId,
        user: &UserId,
        joining: bool,
    ) -> Result<(), Notice> {
        if *chat == self.chat {
            return Ok(());
        }
        let in_private = is_private_chat(chat, user);
        let seated = self.seat_of(user).is_some() || self.waiting.iter().any(|(u, _)| u == user);
        if in_private && (seated || (joining && self.is_lobby())) {
            return Ok(());
        }
        Err(Notice::TableElsewhere { id: self.id })
    }
}
