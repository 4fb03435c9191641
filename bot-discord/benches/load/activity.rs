//! The load bench's person as an Activity user (`ACTIVITY=1`): signed in as the Activity's page
//! is (a code his Discord client's `AUTHORIZE` gave, exchanged at the bot's `POST /api/token`
//! for a session), he plays through the web table's socket (`/ws?session=&channel=`),
//! pressing one of the moves his view enables 1–3 s after it shows.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::watch;
use tokio_tungstenite::tungstenite::Message;

/// The part of a frame the bench reads.
#[derive(Deserialize)]
struct Frame {
    #[serde(rename = "type")]
    kind: String,
    view: Option<View>,
}

#[derive(Deserialize)]
struct View {
    moves: Vec<Button>,
}

#[derive(Deserialize)]
struct Button {
    data: String,
}

/// What one Activity player did.
#[derive(Default)]
pub struct Played {
    /// Moves pressed in the measured window.
    pub presses: u64,
    /// Why his socket failed, if it did.
    pub failed: Option<String>,
}

/// The session `POST /api/token` gives for `code`.
pub async fn sign_in(web: SocketAddr, code: &str) -> Result<String, String> {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .map_err(|e| e.to_string())?;
    let answer = client
        .post(format!("http://{web}/api/token"))
        .body(json!({ "code": code }).to_string())
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = answer.status();
    let text = answer.text().await.map_err(|e| e.to_string())?;
    let body: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    match body["session"].as_str() {
        Some(session) if status.is_success() => Ok(session.to_string()),
        _ => Err(format!("/api/token answered {status}: {body}")),
    }
}

/// Plays the table the channel's Activity shows until `stop` says so; presses count once
/// `measuring` says so.
pub async fn play(
    web: SocketAddr,
    session: String,
    channel: u64,
    seed: u64,
    mut stop: watch::Receiver<bool>,
    measuring: watch::Receiver<bool>,
) -> Played {
    let mut played = Played::default();
    let url = format!("ws://{web}/ws?session={session}&channel={channel}");
    let mut socket = match tokio_tungstenite::connect_async(url.as_str()).await {
        Ok((socket, _)) => socket,
        Err(e) => {
            played.failed = Some(e.to_string());
            return played;
        }
    };
    let mut rng = tests::Rng::new(seed);
    let mut plan: Option<(u64, tokio::time::Instant, String)> = None;
    let mut pressed_turn = 0;
    loop {
        let due = plan.as_ref().map(|p| p.1);
        tokio::select! {
            frame = socket.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => { played.failed = Some(e.to_string()); break; }
                    None => { played.failed = Some("closed by the server".into()); break; }
                };
                let Ok(Frame { kind, view: Some(view) }) = serde_json::from_str::<Frame>(&text)
                else {
                    continue;
                };
                if kind != "view" {
                    continue;
                }
                let data = view.moves.iter().map(|m| m.data.as_str());
                match tests::pick_move(data, &mut rng) {
                    Some(choice) if choice.turn > pressed_turn
                        && plan.as_ref().is_none_or(|p| p.0 != choice.turn) => {
                        let think = 1_000 + rng.below(2_001) as u64;
                        let when = tokio::time::Instant::now() + Duration::from_millis(think);
                        plan = Some((choice.turn, when, choice.data));
                    }
                    Some(_) => {}
                    None => plan = None,
                }
            }
            _ = tokio::time::sleep_until(due.unwrap_or_else(tokio::time::Instant::now)), if due.is_some() => {
                let Some((turn, _, data)) = plan.take() else { continue };
                let press = json!({"type": "press", "key": format!("p{turn}"), "data": data});
                pressed_turn = turn;
                if *measuring.borrow() {
                    played.presses += 1;
                }
                if let Err(e) = socket.send(Message::Text(press.to_string())).await {
                    played.failed = Some(e.to_string());
                    break;
                }
            }
            _ = stop.changed() => break,
        }
    }
    let _ = socket.close(None).await;
    played
}
