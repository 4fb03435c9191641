//! What the web server's tasks tell the run loop ([`WebEvent`]), and what the run loop hands a
//! socket it accepts ([`Attached`]). Vocabulary only.

use std::sync::Arc;

use game::i18n::Lang;
use game::table::TableId;
use tokio::sync::{mpsc, oneshot, watch};

use super::launch::Launch;

/// A socket's number, unique in its process.
pub type SocketId = u64;

/// Something that happened on the web, for the run loop (which owns the `Front`).
#[derive(Debug)]
pub enum WebEvent {
    /// A socket is about to open at `table` for the person whose launch data was checked: the
    /// run loop answers on `reply` (the socket's channels, or why it is refused).
    Opened {
        socket: SocketId,
        viewer: Launch,
        table: TableId,
        reply: oneshot::Sender<Result<Attached, Refused>>,
    },
    /// The page pressed a button: `key` is the page's own id of the press (at most
    /// [`MAX_KEY_LEN`] of `[A-Za-z0-9_-]`), `data` the button's data, both untrusted.
    Pressed {
        socket: SocketId,
        key: String,
        data: String,
    },
    /// The socket closed.
    Closed { socket: SocketId },
    /// Commits applied by any process sharing the store named these topics (tables changed,
    /// answers to parked presses recorded; see [`super::Web::follow_store`]).
    Stored { changes: Vec<storage::Change> },
}

/// Why the run loop refused a socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The table does not exist (404).
    NoTable,
    /// The user has [`MAX_SOCKETS_PER_USER`] sockets open already (429).
    TooMany,
}

/// The most sockets one user may hold open at once (a few devices and tabs).
pub const MAX_SOCKETS_PER_USER: usize = 8;

/// The longest press key a page may send.
pub const MAX_KEY_LEN: usize = 64;

/// What a socket reads from the run loop once accepted.
#[derive(Debug)]
pub struct Attached {
    /// The latest `view` frame for this socket (a slow socket skips to the newest).
    pub views: watch::Receiver<Arc<str>>,
    /// `answer` frames to this socket's presses (dropped if the socket does not keep up).
    pub answers: mpsc::Receiver<String>,
    /// The viewer's language, for what the socket answers by itself (a frame it cannot read).
    pub lang: Lang,
}

/// True for a press key a page may send.
pub fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= MAX_KEY_LEN
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}
