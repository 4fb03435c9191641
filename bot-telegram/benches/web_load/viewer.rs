//! One socket client of the web table, as a Mini App page is: it opens the table's socket with
//! launch data signed by the fake's token, notes when each new turn counter reaches it, and,
//! for the seated person, presses one of the moves his view enables after a human-ish delay.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::{Semaphore, watch};
use tokio_tungstenite::tungstenite::Message;

use crate::fake_telegram::TOKEN;

/// Microseconds since the Unix epoch: the clock the bot's deadlines (milliseconds) are on.
pub fn unix_micros() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// Who a socket is.
#[derive(Clone)]
pub struct Client {
    pub addr: std::net::SocketAddr,
    pub table: u64,
    pub user: i64,
    /// The seated person (he presses), or a spectator.
    pub person: bool,
    /// His press: `think_ms` plus up to 2 s after his move shows.
    pub think_ms: u64,
    pub seed: u64,
}

/// A new turn counter as a socket got it.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub turn: u64,
    /// When it came (µs since the epoch).
    pub at: u64,
    /// A computer is to act at this turn.
    pub computer: bool,
}

/// What one socket saw and did.
#[derive(Default)]
pub struct Record {
    pub seen: Vec<Seen>,
    /// The person's presses: the turn his button carried, when it was sent (µs).
    pub presses: Vec<(u64, u64)>,
    /// The answers to his presses: the turn pressed, when the answer came (µs).
    pub answers: Vec<(u64, u64)>,
    /// Presses answered with words (refused).
    pub refused: usize,
    /// Frames that were not a view or an answer, or could not be read.
    pub odd_frames: usize,
    /// Why the socket failed, if it did.
    pub failed: Option<String>,
}

/// The part of a frame the bench reads (serde skips the rest).
#[derive(Deserialize)]
struct Frame {
    #[serde(rename = "type")]
    kind: String,
    view: Option<View>,
    key: Option<String>,
    text: Option<String>,
}

#[derive(Deserialize)]
struct View {
    table: Table,
    moves: Vec<Button>,
}

#[derive(Deserialize)]
struct Table {
    turn: u64,
    to_act: Option<u8>,
    seats: Vec<Seat>,
}

#[derive(Deserialize)]
struct Seat {
    computer: bool,
}

#[derive(Deserialize)]
struct Button {
    data: String,
}

/// The socket's address for `client`, his launch data signed as Telegram's client hands it.
fn socket_url(client: &Client) -> String {
    let user = json!({"id": client.user, "first_name": format!("U{}", client.user),
        "language_code": "en"});
    let start = client.table.to_string();
    let auth = host::web::launch::sign(
        &[
            ("query_id", "AAE"),
            ("user", &user.to_string()),
            ("start_param", &start),
        ],
        TOKEN,
        unix_micros() / 1_000_000,
    );
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("table", &start)
        .append_pair("auth", &auth)
        .finish();
    format!("ws://{}/ws?{query}", client.addr)
}

/// Follows the table until `stop` says so: connects (a few at a time through `connecting`, retried
/// for a while), counts itself in `opened` at its first view (or once it gave up), and plays
/// if it is the person.
pub async fn follow(
    client: Client,
    mut stop: watch::Receiver<bool>,
    connecting: Arc<Semaphore>,
    opened: Arc<AtomicUsize>,
) -> Record {
    let mut record = Record::default();
    let url = socket_url(&client);
    let mut socket = None;
    {
        let _turn = connecting
            .acquire()
            .await
            .expect("the semaphore stays open");
        for _ in 0..50 {
            match tokio_tungstenite::connect_async(url.as_str()).await {
                Ok((s, _)) => {
                    socket = Some(s);
                    break;
                }
                Err(e) => {
                    record.failed = Some(e.to_string());
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        }
    }
    let Some(mut socket) = socket else {
        // Counted all the same, so that the bench goes on and reports it.
        opened.fetch_add(1, Ordering::Relaxed);
        return record;
    };
    record.failed = None;
    let mut rng = tests::Rng::new(client.seed);
    let mut counted = false;
    let mut last_turn = None;
    // The press planned: the turn, when, the data.
    let mut plan: Option<(u64, tokio::time::Instant, String)> = None;
    let mut pressed_turn = 0;
    loop {
        let due = plan.as_ref().map(|p| p.1);
        tokio::select! {
            frame = socket.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => { record.failed = Some(e.to_string()); break; }
                    None => { record.failed = Some("closed by the server".into()); break; }
                };
                let at = unix_micros();
                let Ok(frame) = serde_json::from_str::<Frame>(text.as_str()) else {
                    record.odd_frames += 1;
                    continue;
                };
                match (frame.kind.as_str(), frame.view) {
                    ("view", Some(view)) => {
                        if !counted {
                            counted = true;
                            opened.fetch_add(1, Ordering::Relaxed);
                        }
                        let t = &view.table;
                        if last_turn != Some(t.turn) {
                            last_turn = Some(t.turn);
                            let computer = t.to_act
                                .and_then(|s| t.seats.get(usize::from(s)))
                                .is_some_and(|s| s.computer);
                            record.seen.push(Seen {
                                turn: t.turn,
                                at,
                                computer,
                            });
                        }
                        if !client.person {
                            continue;
                        }
                        let data = view.moves.iter().map(|m| m.data.as_str());
                        match tests::pick_move(data, &mut rng) {
                            Some(choice) if choice.turn > pressed_turn
                                && plan.as_ref().is_none_or(|p| p.0 != choice.turn) => {
                                let think = client.think_ms + rng.below(2_001) as u64;
                                let when = tokio::time::Instant::now()
                                    + Duration::from_millis(think);
                                plan = Some((choice.turn, when, choice.data));
                            }
                            Some(_) => {}
                            None => plan = None,
                        }
                    }
                    ("answer", _) => {
                        record.refused += usize::from(frame.text.is_some());
                        let turn = frame.key.as_deref().and_then(|k| k.strip_prefix('p')?.parse().ok());
                        record.answers.extend(turn.map(|turn| (turn, at)));
                    }
                    _ => record.odd_frames += 1,
                }
            }
            _ = tokio::time::sleep_until(due.unwrap_or_else(tokio::time::Instant::now)), if due.is_some() => {
                let Some((turn, _, data)) = plan.take() else { continue };
                let press = json!({"type": "press", "key": format!("p{turn}"), "data": data});
                record.presses.push((turn, unix_micros()));
                pressed_turn = turn;
                if let Err(e) = socket.send(Message::Text(press.to_string().into())).await {
                    record.failed = Some(e.to_string());
                    break;
                }
            }
            _ = stop.changed() => break,
        }
    }
    if !counted {
        opened.fetch_add(1, Ordering::Relaxed);
    }
    let _ = socket.close(None).await;
    record
}
