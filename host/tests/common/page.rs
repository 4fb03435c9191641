//! The web table's pages as the tests open them: launch data signed as Telegram signs it, and
//! a page's socket ([`Client`]) reading the views and answers the server sends.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use host::web::launch;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The fake bot's token, which signs the test's launch data.
pub const TOKEN: &str = "123456:web-test-token";
/// The failure bound of every wait (a passing test waits far less).
pub const PATIENCE: Duration = Duration::from_secs(20);

pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970")
        .as_secs()
}

/// Launch data for user `n` (`Player<n>`), signed with `token` at `auth_date`.
pub fn launch_as(n: u32, token: &str, auth_date: u64) -> String {
    signed_launch(n, "en", token, auth_date)
}

/// Launch data for user `n` whose app speaks `lang`.
pub fn signed_launch(n: u32, lang: &str, token: &str, auth_date: u64) -> String {
    let user = json!({"id": n, "first_name": format!("Player{n}"), "language_code": lang});
    launch::sign(
        &[("query_id", "AAE"), ("user", &user.to_string())],
        token,
        auth_date,
    )
}

/// Launch data for user `n`, signed now with the bot's token.
pub fn launch_for(n: u32) -> String {
    launch_as(n, TOKEN, unix_now())
}

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A page's socket: the views and answers it received.
pub struct Client {
    pub socket: Socket,
    /// Every frame received, in order, as text.
    pub frames: Vec<String>,
    pub view: Option<Value>,
    pub answers: Vec<Value>,
}

impl Client {
    /// A page's socket just opened, nothing read yet.
    pub fn new(socket: Socket) -> Client {
        Client {
            socket,
            frames: Vec::new(),
            view: None,
            answers: Vec::new(),
        }
    }

    /// Reads the next frame (a failure after [`PATIENCE`]).
    pub async fn read(&mut self) -> Value {
        loop {
            let message = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a frame in time");
            if let Some(frame) = self.take(message) {
                return frame;
            }
        }
    }

    /// Takes in a message the socket received: the frame, if it is one (a ping is not).
    pub fn take(
        &mut self,
        message: Option<Result<Message, tokio_tungstenite::tungstenite::Error>>,
    ) -> Option<Value> {
        let message = message.expect("the socket open").expect("a frame");
        let Message::Text(text) = message else {
            return None;
        };
        let frame: Value = serde_json::from_str(text.as_str()).expect("JSON");
        self.frames.push(text.to_string());
        match frame["type"].as_str() {
            Some("view") => self.view = Some(frame["view"].clone()),
            Some("answer") => self.answers.push(frame.clone()),
            other => panic!("an unknown frame {other:?}"),
        }
        Some(frame)
    }

    /// The turn its view shows.
    pub fn turn(&self) -> Option<u64> {
        self.view.as_ref()?["table"]["turn"].as_u64()
    }

    /// True once the answer to the press `key` came.
    pub fn answered(&self, key: &str) -> bool {
        self.answers.iter().any(|a| a["key"] == key)
    }

    /// Reads until the view shows the table at `turn`.
    pub async fn view_at(&mut self, turn: u64) -> Value {
        while self.turn() != Some(turn) {
            self.read().await;
        }
        self.view.clone().expect("a view")
    }

    /// Reads until the answer to the press `key` comes.
    pub async fn answer(&mut self, key: &str) -> Value {
        loop {
            if let Some(at) = self.answers.iter().position(|a| a["key"] == key) {
                return self.answers.remove(at);
            }
            self.read().await;
        }
    }

    pub async fn send(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("sent");
    }

    pub async fn press(&mut self, key: &str, data: &str) {
        self.send(json!({"type": "press", "key": key, "data": data}).to_string())
            .await;
    }
}

/// Opens a socket at `url`, taking in the server's events meanwhile with `take` (the run loop
/// is asked about the table unless the server refused the socket first): the socket with its
/// first frame read, or the HTTP status refusing it.
pub async fn connect(
    url: String,
    events: &mut tokio::sync::mpsc::Receiver<host::web::WebEvent>,
    mut take: impl FnMut(host::web::WebEvent),
) -> Result<Client, u16> {
    use tokio_tungstenite::tungstenite;
    let mut connecting = tokio::spawn(tokio_tungstenite::connect_async(url));
    let connected = loop {
        tokio::select! {
            connected = &mut connecting => break connected.expect("joined"),
            event = events.recv() => take(event.expect("the server running")),
            () = tokio::time::sleep(PATIENCE) => panic!("no answer in time"),
        }
    };
    match connected {
        Ok((socket, _)) => {
            let mut client = Client::new(socket);
            client.read().await;
            Ok(client)
        }
        Err(tungstenite::Error::Http(response)) => Err(response.status().as_u16()),
        Err(other) => panic!("{other}"),
    }
}
