//! The HTTP routes (axum): the page's files, `/health`, `/words` (the page's phrases before a
//! socket opens), and `/ws`, where the launch data is checked **before** the upgrade (401, and
//! nothing reaches the run loop), then the run loop is asked for the table (404 if it does not
//! exist, 429 past a user's sockets) and the socket handed to [`super::socket`]. A Discord
//! Activity's page signs in at `POST /api/token` ([`super::activity`]) and opens its socket with
//! the session it got (`session=` instead of `auth=`, `channel=` naming the table through
//! [`Launchpads`]), at most as often as its [`TokenLimit`] lets (429 past it). No route logs a
//! query string. Connections are served by [`super::listen`] (the header-read timeout).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::extract::ws::{WebSocketUpgrade, rejection::WebSocketUpgradeRejection};
use axum::extract::{RawQuery, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use game::i18n::Lang;
use game::table::TableId;
use tokio::sync::{mpsc, oneshot};

use super::activity::{self, Launchpads, SignIn};
use super::discord_auth::DiscordApp;
use super::event::{Refused, WebEvent};
use super::launch::{self, Launch};
use super::listen::Peer;
use super::token_gate::{self, TokenGate, TokenLimit};

/// The largest frame a page may send, in bytes (a press is well under 200).
pub const MAX_FRAME_BYTES: usize = 4_096;

/// Each socket's read buffer, in bytes: room for two of the largest frames. (The library's
/// default, 128 KiB, is zeroed in full at the first read: 128 KiB of memory a viewer.)
const READ_BUFFER_BYTES: usize = 2 * MAX_FRAME_BYTES;

/// How long the server waits for the run loop to take a socket in before answering 503.
const ACCEPT_WAIT: Duration = Duration::from_secs(10);

/// How many events wait for the run loop; past that the sockets sending them wait.
const EVENTS_QUEUED: usize = 1_024;

/// How often the server pings each socket by default.
pub const PING_EVERY: Duration = Duration::from_secs(15);

/// What the web server needs.
#[derive(Clone)]
pub struct WebConfig {
    /// Where to listen (`WEB_ADDR`, `127.0.0.1:8090` by default; port 0 picks a free one).
    pub addr: SocketAddr,
    /// The bot's token: launch data is signed with it.
    pub bot_token: String,
    /// The Discord Activity's application, whose sign-in `/api/token` offers (none: 404).
    pub discord: Option<DiscordApp>,
    /// How long a client has to send a request's head before its connection is closed.
    pub header_read_timeout: Duration,
    /// How often `/api/token` may be asked.
    pub token_limit: TokenLimit,
}

impl WebConfig {
    /// Serving on `addr` for the bot whose token is `bot_token`.
    pub fn new(addr: SocketAddr, bot_token: impl Into<String>) -> WebConfig {
        WebConfig {
            addr,
            bot_token: bot_token.into(),
            discord: None,
            header_read_timeout: super::listen::HEADER_READ_TIMEOUT,
            token_limit: TokenLimit::default(),
        }
    }

    /// Serving a Discord Activity on `addr`: sockets trust the sessions of Discord's sign-in
    /// (there is no Telegram token to check launch data with).
    pub fn for_discord(addr: SocketAddr, app: DiscordApp) -> WebConfig {
        WebConfig {
            addr,
            bot_token: String::new(),
            discord: Some(app),
            header_read_timeout: super::listen::HEADER_READ_TIMEOUT,
            token_limit: TokenLimit::default(),
        }
    }
}

impl std::fmt::Debug for WebConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebConfig")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

/// What every route shares.
struct Shared {
    events: mpsc::Sender<WebEvent>,
    token: String,
    sockets: AtomicU64,
    ping_every: Duration,
    sign_in: Option<SignIn>,
    pads: Arc<Launchpads>,
    token_gate: TokenGate,
}

/// Binds `config.addr` and serves on a task of the current tokio runtime (each socket pinged
/// every `ping_every`, Activities' channels read from `pads`): the address bound, the server's
/// task, the events' way in, and the events for the run loop.
pub(super) async fn start(
    config: WebConfig,
    ping_every: Duration,
    pads: Arc<Launchpads>,
) -> std::io::Result<(
    SocketAddr,
    tokio::task::JoinHandle<()>,
    mpsc::Sender<WebEvent>,
    mpsc::Receiver<WebEvent>,
)> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    let (events, receiver) = mpsc::channel(EVENTS_QUEUED);
    let shared = Arc::new(Shared {
        events: events.clone(),
        token: config.bot_token,
        sockets: AtomicU64::new(1),
        ping_every,
        sign_in: config.discord.map(SignIn::new),
        pads,
        token_gate: TokenGate::new(config.token_limit),
    });
    let app = Router::new()
        .route(
            "/",
            get(|| page("text/html; charset=utf-8", super::assets::INDEX)),
        )
        .route(
            "/table.js",
            get(|| asset("text/javascript", super::assets::TABLE_JS)),
        )
        .route(
            "/cards.js",
            get(|| asset("text/javascript", super::assets::CARDS_JS)),
        )
        .route(
            "/table.css",
            get(|| asset("text/css", super::assets::TABLE_CSS)),
        )
        .route("/health", get(|| async { "ok" }))
        .route("/words", get(words))
        .route(
            "/discord.js",
            get(|| asset("text/javascript", super::assets::DISCORD_JS)),
        )
        .route(
            "/api/activity",
            get(|State(shared): State<Arc<Shared>>| async move {
                activity::config(shared.sign_in.as_ref())
            }),
        )
        .route(
            "/api/token",
            post(sign_in).layer(DefaultBodyLimit::max(activity::MAX_BODY)),
        )
        .route("/ws", get(socket))
        .with_state(shared);
    let task = tokio::spawn(super::listen::serve(
        listener,
        app,
        config.header_read_timeout,
    ));
    Ok((addr, task, events, receiver))
}

/// The page itself: never cached, so a new release's file names (version query strings)
/// reach every client.
async fn page(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// A file of the page: cached for a day.
async fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        body,
    )
        .into_response()
}

/// `GET /words?lang=ru`: the page's phrases, for what it shows before a view arrives.
async fn words(RawQuery(query): RawQuery) -> Response {
    let lang = param(query.as_deref(), "lang")
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or_default();
    let body = serde_json::to_string(super::view::words(lang)).unwrap_or_default();
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// One query parameter, decoded.
fn param(query: Option<&str>, name: &str) -> Option<String> {
    form_urlencoded::parse(query?.as_bytes())
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.into_owned())
}

/// `POST /api/token`: the sign-in, unless its client or all clients asked too often (429).
async fn sign_in(
    State(shared): State<Arc<Shared>>,
    peer: Peer,
    headers: axum::http::HeaderMap,
    body: String,
) -> Response {
    let client = token_gate::client_of(peer.0, &headers);
    if let Err(wait) = shared.token_gate.admit(client) {
        tracing::info!("a Discord sign-in refused: too many");
        return activity::too_many(wait);
    }
    activity::token(shared.sign_in.as_ref(), body).await
}

/// `GET /ws?table=<id>&auth=<initData>`: the launch data checked, the table asked of the run
/// loop, then the upgrade.
async fn socket(
    State(shared): State<Arc<Shared>>,
    RawQuery(query): RawQuery,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let Some(viewer) = viewer_of(&shared, query.as_deref()) else {
        return (StatusCode::UNAUTHORIZED, "unauthorized").into_response();
    };
    let channel = param(query.as_deref(), "channel");
    let table: Option<TableId> = param(query.as_deref(), "table")
        .or_else(|| viewer.start_param.clone())
        .and_then(|t| t.trim().parse().ok())
        .or_else(|| shared.pads.table(channel.as_deref()?));
    let Some(table) = table else {
        return (StatusCode::NOT_FOUND, "no such table").into_response();
    };
    let upgrade = match upgrade {
        Ok(upgrade) => upgrade,
        Err(rejection) => return rejection.into_response(),
    };
    let socket = shared.sockets.fetch_add(1, Ordering::Relaxed);
    let (reply, attached) = oneshot::channel();
    let opened = WebEvent::Opened {
        socket,
        viewer,
        table,
        reply,
    };
    let asked = async {
        shared.events.send(opened).await.ok()?;
        attached.await.ok()
    };
    let attached = match tokio::time::timeout(ACCEPT_WAIT, asked).await {
        Ok(Some(Ok(attached))) => attached,
        Ok(Some(Err(Refused::NoTable))) => {
            return (StatusCode::NOT_FOUND, "no such table").into_response();
        }
        Ok(Some(Err(Refused::TooMany))) => {
            return (StatusCode::TOO_MANY_REQUESTS, "too many sockets").into_response();
        }
        _ => return (StatusCode::SERVICE_UNAVAILABLE, "busy").into_response(),
    };
    let (events, ping_every) = (shared.events.clone(), shared.ping_every);
    upgrade
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .on_upgrade(move |ws| super::socket::run(ws, socket, attached, events, ping_every))
}

/// Who opens a socket: the holder of a session Discord's sign-in issued (`session=`), or the
/// person Telegram's launch data (`auth=`) names; `None` (logged, not its data) for anyone else.
fn viewer_of(shared: &Shared, query: Option<&str>) -> Option<Launch> {
    if let Some(session) = param(query, "session") {
        let holder = shared
            .sign_in
            .as_ref()
            .and_then(|s| s.sessions.holder(&session, std::time::Instant::now()));
        if holder.is_none() {
            tracing::info!("a web socket with an unknown session refused");
        }
        return holder;
    }
    let auth = param(query, "auth").unwrap_or_default();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    match launch::check(&auth, &shared.token, now) {
        Ok(viewer) => Some(viewer),
        Err(error) => {
            tracing::info!(%error, "a web socket refused");
            None
        }
    }
}
