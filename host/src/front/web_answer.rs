//! A web press's answer: the words the presser's alert would show in the chat, picked out of
//! what his press showed ([`split_answer`]). A press on a socket of a process that does not
//! hold the table's chat is parked for the holder like any input, marked [`WEB_REPLY`]; the
//! holder records its answer in the store (`web-answer/<input key>` in `meta`) in the commit
//! that removes the parked entry, naming [`answer_topic`], and the socket's process takes it
//! ([`take_answer`]) when it hears the topic.

use game::table::UserId;
use serde::{Deserialize, Serialize};
use storage::{Commit, Space, Store, StoreError, Write};

use super::delivery::Delivery;

/// The reply handle ([`super::From::reply`]) of a press from the web page: its answer goes
/// to the store for the socket's process.
pub const WEB_REPLY: &str = "web";

const PREFIX: &str = "web-answer/";

/// An answer as recorded.
#[derive(Serialize, Deserialize)]
struct Recorded {
    text: Option<String>,
}

fn answer_key(input_key: &str) -> Vec<u8> {
    format!("{PREFIX}{input_key}").into_bytes()
}

/// The topic a recorded answer's commit names.
pub fn answer_topic(input_key: &str) -> String {
    format!("web-answer:{input_key}")
}

/// The input key an [`answer_topic`] names.
pub fn topic_answer(topic: &str) -> Option<&str> {
    topic.strip_prefix("web-answer:")
}

/// Splits a press's deliveries into its answer for the pressing socket (the words his press's
/// alert would show in the chat; `None`: accepted silently) and the rest, for the shell.
pub fn split_answer(user: &UserId, deliveries: Vec<Delivery>) -> (Option<String>, Vec<Delivery>) {
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

/// The write recording the answer to the parked web press `input_key`.
pub(super) fn record(input_key: &str, answer: Option<String>) -> Write {
    let value = serde_json::to_vec(&Recorded { text: answer }).unwrap_or_default();
    Write::put(Space::Meta, answer_key(input_key), value)
}

/// The answer recorded for the parked web press `input_key`, taken out of the store: `None`
/// while there is none (`Some(None)`: accepted silently).
pub fn take_answer(
    store: &dyn Store,
    input_key: &str,
) -> Result<Option<Option<String>>, StoreError> {
    let key = answer_key(input_key);
    let Some(value) = store.get(Space::Meta, &key)? else {
        return Ok(None);
    };
    store.commit(Commit::unkeyed(vec![Write::delete(Space::Meta, key)]))?;
    let recorded: Recorded = serde_json::from_slice(&value).unwrap_or(Recorded { text: None });
    Ok(Some(recorded.text))
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

    #[test]
    fn a_recorded_answer_is_taken_once() {
        let store = storage::MemoryStore::new();
        assert_eq!(take_answer(&store, "web:tg:1:k").expect("take"), None);
        let write = record("web:tg:1:k", Some("Not your turn".into()));
        store.commit(Commit::unkeyed(vec![write])).expect("record");
        let taken = take_answer(&store, "web:tg:1:k").expect("take");
        assert_eq!(taken, Some(Some("Not your turn".into())));
        assert_eq!(take_answer(&store, "web:tg:1:k").expect("take"), None);
        assert_eq!(
            topic_answer(&answer_topic("web:tg:1:k")),
            Some("web:tg:1:k")
        );
    }
}
