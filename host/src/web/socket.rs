//! One open socket's task: it sends the socket's newest view whenever the run loop changes it
//! and the answers to its presses, and reads its presses (untrusted JSON) into events for the
//! run loop. A frame it cannot read is answered here with the page's words, and never reaches
//! the service. A client that does not read its frames within [`SEND_WAIT`] is closed, and so
//! is one not heard from (not even the pong to the server's ping) for two ping periods: a
//! phone that lost its network stops counting as watching within half a minute.

use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use game::i18n::{Lang, Msg, PageWord, text};
use serde::Deserialize;
use tokio::sync::mpsc;

use super::event::{Attached, SocketId, WebEvent, valid_key};

/// The longest a frame may wait for the client to take it before the socket is closed.
pub const SEND_WAIT: Duration = Duration::from_secs(10);

/// A frame from the page.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum ClientFrame {
    Press { key: String, data: String },
}

/// Runs the socket until either side closes it, then tells the run loop.
pub(super) async fn run(
    ws: WebSocket,
    socket: SocketId,
    attached: Attached,
    events: mpsc::Sender<WebEvent>,
    ping_every: Duration,
) {
    let Attached {
        mut views,
        mut answers,
        lang,
    } = attached;
    let (mut sink, mut stream) = ws.split();
    let mut send = async |message: Message| -> bool {
        matches!(
            tokio::time::timeout(SEND_WAIT, sink.send(message)).await,
            Ok(Ok(()))
        )
    };
    let text = |frame: String| Message::Text(frame.into());
    let mut pings = tokio::time::interval(ping_every);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = tokio::time::Instant::now();
    let first = views.borrow_and_update().to_string();
    let mut open = send(text(first)).await;
    while open {
        tokio::select! {
            _ = pings.tick() => {
                open = heard.elapsed() < ping_every * 2 && send(Message::Ping(Default::default())).await;
            }
            changed = views.changed() => {
                open = changed.is_ok() && {
                    let frame = views.borrow_and_update().to_string();
                    send(text(frame)).await
                };
            }
            answer = answers.recv() => {
                open = match answer {
                    Some(frame) => send(text(frame)).await,
                    None => false,
                };
            }
            incoming = stream.next() => {
                heard = tokio::time::Instant::now();
                open = match incoming {
                    Some(Ok(Message::Text(frame))) => match read(frame.as_str()) {
                        Ok((key, data)) => events
                            .send(WebEvent::Pressed { socket, key, data })
                            .await
                            .is_ok(),
                        Err(key) => send(text(bad_frame(key, lang))).await,
                    },
                    Some(Ok(Message::Binary(_))) => send(text(bad_frame(None, lang))).await,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => true,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => false,
                };
            }
        }
    }
    let _ = events.send(WebEvent::Closed { socket }).await;
}

/// A press frame's key and data; else the key, if one could be read, to answer.
fn read(frame: &str) -> Result<(String, String), Option<String>> {
    match serde_json::from_str::<ClientFrame>(frame) {
        Ok(ClientFrame::Press { key, data }) if valid_key(&key) => Ok((key, data)),
        Ok(ClientFrame::Press { .. }) => Err(None),
        Err(_) => Err(serde_json::from_str::<serde_json::Value>(frame)
            .ok()
            .and_then(|v| v.get("key")?.as_str().map(str::to_string))
            .filter(|k| valid_key(k))),
    }
}

/// The answer to a frame the socket cannot read.
fn bad_frame(key: Option<String>, lang: Lang) -> String {
    answer_frame(
        key.as_deref(),
        Some(&text(lang, &Msg::Page(PageWord::BadFrame))),
    )
}

/// An `answer` frame: the words answering the press `key` (`None`: accepted silently).
pub(super) fn answer_frame(key: Option<&str>, words: Option<&str>) -> String {
    serde_json::json!({"type": "answer", "key": key, "text": words}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_press_with_a_fair_key_is_read() {
        let press = r#"{"type":"press","key":"k-1_A","data":"m:1:2:9H"}"#;
        assert_eq!(read(press), Ok(("k-1_A".into(), "m:1:2:9H".into())));
        let long = format!(
            r#"{{"type":"press","key":"{}","data":"x"}}"#,
            "k".repeat(65)
        );
        assert_eq!(read(&long), Err(None));
        assert_eq!(
            read(r#"{"type":"press","key":"a b","data":"x"}"#),
            Err(None)
        );
        assert_eq!(
            read(r#"{"type":"press","key":"k2"}"#),
            Err(Some("k2".into()))
        );
        assert_eq!(
            read(r#"{"type":"shout","key":"k3"}"#),
            Err(Some("k3".into()))
        );
        assert_eq!(read("not json"), Err(None));
        assert_eq!(read(r#"[1,2]"#), Err(None));
    }
}
