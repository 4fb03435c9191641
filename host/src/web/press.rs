//! A press from the page as an ordinary input: the press his private-chat hand button would
//! have made (from his private chat, `tg:<user id>` or `dc:<user id>`, in his app's language),
//! under the idempotency key `web:<user>:<page's key>`, its reply handle [`WEB_REPLY`] (parked
//! for the holder of the table's chat, its answer comes back through the store).

use game::table::{ChatId, UserId};

use super::launch::Launch;
use crate::front::From;
use crate::front::web_answer::WEB_REPLY;
pub(super) use crate::front::web_answer::split_answer;

/// Who the launch data names, as the chats know him.
pub fn user_of(launch: &Launch) -> UserId {
    UserId(format!("{}:{}", launch.platform, launch.id))
}

/// The sender of a web press: the user in his private chat with the bot.
pub(super) fn from_of(launch: &Launch) -> From {
    From {
        chat: ChatId(format!("{}:{}", launch.platform, launch.id)),
        user: user_of(launch),
        name: launch.name.clone(),
        lang: launch.lang.clone(),
        private: true,
        admin: false,
        handle: launch.username.clone(),
        reply: Some(WEB_REPLY.to_string()),
    }
}

/// The idempotency key of the page's press `key` by `user`: a press sent again after a
/// reconnect under the same key is handled once.
pub(super) fn input_key(user: &UserId, key: &str) -> String {
    format!("web:{}:{key}", user.0)
}
