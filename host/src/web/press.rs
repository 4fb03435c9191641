//! A press from the page as an ordinary input: the press his private-chat hand button would
//! have made (from his private chat, `tg:<user id>` or `dc:<user id>`, in his app's language), under the
//! idempotency key `web:<user>:<page's key>`; and its answer picked out of the deliveries for
//! the pressing socket.

use game::table::{ChatId, UserId};

use super::launch::Launch;
use crate::front::{Delivery, From};

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
        reply: None,
    }
}

/// The idempotency key of the page's press `key` by `user`: a press sent again after a
/// reconnect under the same key is handled once.
pub(super) fn input_key(user: &UserId, key: &str) -> String {
    format!("web:{}:{key}", user.0)
}

/// Splits a press's deliveries into its answer for the pressing socket (the words his press's
/// alert would show in the chat; `None`: accepted silently) and the rest, for the shell.
pub(super) fn split_answer(
    user: &UserId,
    deliveries: Vec<Delivery>,
) -> (Option<String>, Vec<Delivery>) {
    let mut words = Vec::new();
    let mut rest = Vec::new();
    for delivery in deliveries {
        match delivery {
            Delivery::Alert {
                user: to,
                text,
                owed: None,
            }
            | Delivery::Whisper { user: to, text }
                if &to == user =>
            {
                words.push(text);
            }
            other => rest.push(other),
        }
    }
    let answer = (!words.is_empty()).then(|| words.join("\n"));
    (answer, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presser_s_alerts_are_his_answer_and_the_rest_goes_on() {
        let ani = UserId("tg:1".into());
        let boris = UserId("tg:2".into());
        let deliveries = vec![
            Delivery::Alert {
                user: ani.clone(),
                text: "Not your turn".into(),
                owed: None,
            },
            Delivery::Alert {
                user: boris.clone(),
                text: "For Boris".into(),
                owed: None,
            },
            Delivery::Whisper {
                user: ani.clone(),
                text: "Slow down".into(),
            },
        ];
        let (answer, rest) = split_answer(&ani, deliveries);
        assert_eq!(answer.as_deref(), Some("Not your turn\nSlow down"));
        assert_eq!(rest.len(), 1);
        assert_eq!(split_answer(&ani, Vec::new()), (None, Vec::new()));
    }
}
