//! A fake Discord on 127.0.0.1 for the end-to-end tests: the REST API the bot uses and the
//! gateway WebSocket (HELLO, IDENTIFY, READY, heartbeats, RESUME, INTERACTION_CREATE).
//!
//! Protocol rules it enforces, each broken rule recorded as a violation that fails the test:
//! every request body must match Discord's schema for its path and method (`spec`), the token
//! must be right, an interaction must be answered exactly once and within 3 seconds (counted
//! from its creation, at the request's arrival), follow-ups need an answered interaction whose
//! token is younger than 15 minutes, and after a 429 the same bucket (or, after a global 429,
//! any globally counted route) may not be called again before `retry_after` has passed: as on
//! Discord, such a call is refused with another 429 (counted: `in_retry_window`), and every
//! 401, 403 and 429 counts against the invalid-request limit (10,000 in 10 minutes, then
//! Cloudflare bans the address).
//!
//! Like the real Discord it also:
//! - makes the first follow-up after a deferred answer (type 5) the original response, with the
//!   deferral's ephemerality; later follow-ups are separate messages;
//! - takes a component interaction's answer as a deferred update (type 6) or an update of the
//!   message its component is on (type 7, only while that message is there with components),
//!   and makes that message its `@original`, which a later `PATCH .../messages/@original`
//!   (after type 6) edits;
//! - limits channel message writes per channel (one shared bucket, 5 per 5 s by default) and
//!   interaction webhook calls per token (5 per 2 s), with Discord's `X-RateLimit-*` headers, and
//!   all requests but the interaction endpoints globally (50 per second, sliding);
//! - answers no sooner than a set round-trip latency (state changes happen at arrival);
//! - takes files only as multipart/form-data on the routes that create or edit messages: the
//!   body as `payload_json`, each file as a part `files[n]` matching an `attachments[].id` of
//!   the body (both ways), at most 10 MiB each; it keeps each message's files;
//! - closes a gateway connection that stops heartbeating, and resumes sessions (op 6), replaying
//!   every dispatch after the client's sequence number, those queued while it was away included;
//! - shards: IDENTIFY may name `shard: [id, total]` (none is `[0, 1]`); an id not below the
//!   total is closed with 4010 (invalid shard). A guild's events go only to the sessions whose
//!   shard is `(guild_id >> 22) % total`, direct messages to shard 0; each session READY lists
//!   its own guilds. Several sessions may be identified for one `[id, total]` (Discord: "you
//!   can establish multiple sessions with the same `[shard_id, num_shards]`"): each receives
//!   the shard's events (one whose connection is gone keeps them for its RESUME), so a second
//!   process running a shard gets every interaction too, and the second answer to one is a
//!   400 (40060, already acknowledged). `GET /gateway/bot` says how many shards to run (settable) and the session
//!   start limit; `GET /channels/{id}` tells a channel's guild.
#![allow(dead_code)]

pub mod oauth;
pub mod spec;

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

pub const TOKEN: &str = "fake.bot.token";
pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
const EPHEMERAL: u64 = 64;
/// The heartbeat interval HELLO announces.
pub const HEARTBEAT_INTERVAL: Duration = Duration::from_millis(1000);
/// A connection with no heartbeat for this long is closed: 1.5 intervals plus slack.
pub const HEARTBEAT_TIMEOUT: Duration = Duration::from_millis(2500);
/// Discord's invalid-request limit: this many 401, 403 or 429 answers in
/// [`INVALID_WINDOW`] and the IP address is banned for a while.
pub const INVALID_LIMIT: usize = 10_000;
pub const INVALID_WINDOW: Duration = Duration::from_secs(600);
/// The opaque `X-RateLimit-Bucket` of each bucket kind.
pub const CHANNEL_MESSAGES_BUCKET: &str = "3f1c9d6a2b7e40c58d14a9e7f0b2c6d1";
pub const INTERACTION_WEBHOOK_BUCKET: &str = "a84e0d7c5f2b4963be1d07c2f5a9e831";

/// A person in the fake guild.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
}

/// A message as the fake keeps it.
#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel_id: u64,
    pub content: String,
    pub components: Value,
    pub ephemeral: bool,
    /// Who sees an ephemeral message.
    pub viewer: Option<u64>,
    pub deleted: bool,
    /// How many times it was written (created = 1).
    pub writes: u32,
    pub mentions: Vec<u64>,
    /// The files attached to it.
    pub files: Vec<Upload>,
}

/// A file uploaded with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The largest file the fake takes (Discord's default upload limit).
pub const FILE_LIMIT: usize = 10 * 1024 * 1024;

/// The routes whose messages may carry files.
const ROUTES_WITH_FILES: [(&str, &str); 6] = [
    ("POST", "/channels/{channel_id}/messages"),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
    (
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
    ),
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
    (
        "PATCH",
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
    ),
    (
        "PATCH",
        "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    ),
];

/// A request's body: JSON, or multipart/form-data's `payload_json` with its `files[n]` parts
/// (by n, `Some` for a form).
async fn read_body(
    content_type: &str,
    bytes: Bytes,
) -> Result<(Option<Value>, Option<BTreeMap<u64, Upload>>), String> {
    if !content_type.starts_with("multipart/form-data") {
        if bytes.is_empty() {
            return Ok((None, None));
        }
        return serde_json::from_slice(&bytes)
            .map(|v| (Some(v), None))
            .map_err(|e| format!("body is not JSON ({e})"));
    }
    let boundary = multer::parse_boundary(content_type).map_err(|e| format!("multipart: {e}"))?;
    let stream = futures_util::stream::iter([Ok::<_, Infallible>(bytes)]);
    let mut form = multer::Multipart::new(stream, boundary);
    let (mut body, mut files) = (None, BTreeMap::new());
    while let Some(field) = form
        .next_field()
        .await
        .map_err(|e| format!("multipart: {e}"))?
    {
        let name = field.name().unwrap_or("").to_string();
        let file_name = field.file_name().map(str::to_string);
        let data = field
            .bytes()
            .await
            .map_err(|e| format!("part {name}: {e}"))?;
        if name == "payload_json" {
            body = Some(
                serde_json::from_slice(&data)
                    .map_err(|e| format!("payload_json is not JSON ({e})"))?,
            );
            continue;
        }
        let n = name
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok())
            .ok_or_else(|| {
                format!("a form part named {name:?} (neither payload_json nor files[n])")
            })?;
        let file_name = file_name.ok_or_else(|| format!("part {name} has no file name"))?;
        files.insert(
            n,
            Upload {
                name: file_name,
                bytes: data.to_vec(),
            },
        );
    }
    Ok((body, Some(files)))
}

/// Why a message's files do not fit its body: every `files[n]` needs an `attachments[]` entry
/// with id n, and every new attachment its file.
fn attachments_mismatch(body: Option<&Value>, files: &BTreeMap<u64, Upload>) -> Option<String> {
    let list = body
        .and_then(|b| {
            b.get("attachments")
                .or_else(|| b.get("data")?.get("attachments"))
        })
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let ids: BTreeSet<u64> = list
        .iter()
        .filter_map(|a| match &a["id"] {
            Value::Number(n) => n.as_u64(),
            Value::String(s) => s.parse().ok(),
            _ => None,
        })
        .collect();
    if let Some(n) = files.keys().find(|n| !ids.contains(n)) {
        return Some(format!("files[{n}] has no attachments entry with id {n}"));
    }
    if let Some(id) = ids.iter().find(|id| !files.contains_key(id)) {
        return Some(format!("attachment {id} has no files[{id}] part"));
    }
    None
}

impl Msg {
    /// Every button as (label, custom_id or url, disabled).
    pub fn buttons(&self) -> Vec<(String, String, bool)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for b in row["components"].as_array().into_iter().flatten() {
                let target = b["custom_id"]
                    .as_str()
                    .or(b["url"].as_str())
                    .unwrap_or_default();
                out.push((
                    b["label"].as_str().unwrap_or_default().to_string(),
                    target.to_string(),
                    b["disabled"].as_bool().unwrap_or(false),
                ));
            }
        }
        out
    }

    /// The custom id of the first enabled button whose label is `label`.
    pub fn button(&self, label: &str) -> Option<String> {
        self.buttons()
            .into_iter()
            .find(|(l, _, d)| l == label && !d)
            .map(|(_, id, _)| id)
    }

    /// Content plus every button label: what a reader sees.
    pub fn visible_text(&self) -> String {
        let mut s = self.content.clone();
        for (label, _, _) in self.buttons() {
            s.push('\n');
            s.push_str(&label);
        }
        s
    }
}

/// A recorded REST request.
#[derive(Clone, Debug)]
pub struct Req {
    pub method: String,
    pub path: String,
    pub route: String,
    pub body: Option<Value>,
    pub at: Instant,
    pub status: u16,
}

#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub user: Person,
    pub created: Instant,
    pub is_component: bool,
    /// The message a pressed button is on.
    pub message_id: Option<u64>,
    pub answered: Option<(Instant, u64)>,
    pub ephemeral_original: bool,
    /// The message of the response (slash: created by the answer; component: the pressed one).
    pub original: Option<u64>,
    /// The original response (or the "thinking" placeholder of a deferral) was deleted.
    pub original_deleted: bool,
    /// The channel the interaction came from: its responses and follow-ups go there.
    pub channel_id: u64,
    /// Follow-up messages created with its token (the one that became the original excluded).
    pub followups: Vec<u64>,
}

/// What happened, in order: the hidden-card check reads it.
#[derive(Clone, Debug)]
pub enum Event {
    /// A message was created or edited: its id and channel, whether ephemeral, its viewer,
    /// what it shows.
    Write {
        id: u64,
        channel: u64,
        ephemeral: bool,
        viewer: Option<u64>,
        text: String,
        labels: Vec<String>,
    },
    /// A user pressed a button with this label, on a message in this channel.
    Press {
        user: u64,
        channel: u64,
        label: String,
        custom_id: String,
        interaction: u64,
    },
}

#[derive(Default)]
pub struct State {
    pub log: Vec<Event>,
    /// OAuth2 codes and tokens, for an Activity's sign-in.
    pub oauth: oauth::OAuth,
    /// Users with the Manage Server permission in the guild.
    managers: BTreeSet<u64>,
    next_id: u64,
    pub requests: Vec<Req>,
    pub violations: Vec<String>,
    pub messages: BTreeMap<u64, Msg>,
    pub interactions: BTreeMap<u64, Interaction>,
    pub commands: Option<Value>,
    pub command_route: Option<String>,
    pub identified: u32,
    /// The connection of each session (by session id) that receives its dispatches.
    gateways: BTreeMap<String, GatewayConn>,
    /// Every session by id, with its sequence and every dispatch sent in it.
    sessions: HashMap<String, Session>,
    /// The sessions identified for each shard `[id, total]`, oldest first: its guilds'
    /// dispatches go to every one.
    current_sessions: BTreeMap<(u64, u64), Vec<String>>,
    /// Each guild channel's guild (channels not named are `GUILD_ID`'s).
    pub channel_guilds: BTreeMap<u64, u64>,
    /// The shards `GET /gateway/bot` recommends.
    pub recommended_shards: u64,
    /// IDENTIFYs refused for an invalid shard.
    pub invalid_shards: u32,
    next_conn: u64,
    /// Fail the next request whose route matches with a 429.
    inject_429: Option<String>,
    /// Bucket key (or route template, or "global") -> no call allowed in this span.
    blocked: HashMap<String, Blocked>,
    /// 429s answered, for any reason.
    pub rate_limited: u32,
    pub global_429s: u32,
    /// Requests that arrived inside a retry window a 429 had announced to the caller (global,
    /// or their bucket's): each was refused again.
    pub in_retry_window: u32,
    /// Invalid requests (answered 401, 403 or 429) of the last ten minutes, as Discord counts
    /// them for its invalid-request limit, and how many there were in all.
    invalid_recent: VecDeque<Instant>,
    pub invalid_requests: u32,
    /// Interaction answers that came after Discord's 3 s (refused, as Discord does): how late.
    pub late_answers: Vec<Duration>,
    pub heartbeats: u32,
    /// Successful RESUMEs.
    pub resumes: u32,
    /// Connections closed for want of a heartbeat.
    pub heartbeat_timeouts: u32,
    /// How long a connection may go without a heartbeat (`None`: [`HEARTBEAT_TIMEOUT`]).
    heartbeat_timeout: Option<Duration>,
    gateway_url: String,
    pub limits: Limits,
    buckets: HashMap<String, Bucket>,
    /// Arrivals of the globally counted requests of the last second.
    global_window: VecDeque<Instant>,
    pub counted_globally: usize,
    /// Every REST answer leaves no sooner than this after its request arrived.
    pub latency: Duration,
    /// When set, every REST request is taken as arriving at this instant (the rate-limit
    /// windows stand still): for the tests of the windows themselves, whose requests a busy
    /// machine may otherwise spread past a window.
    pub stopped_clock: Option<Instant>,
}

impl State {
    /// The sessions of shard `[id, total]` a connection holds now.
    pub fn connected_sessions(&self, shard: (u64, u64)) -> usize {
        self.current_sessions.get(&shard).map_or(0, |sids| {
            sids.iter()
                .filter(|sid| self.gateways.contains_key(*sid))
                .count()
        })
    }

    /// Whether every shard identified so far has a session held by a connection.
    pub fn connected(&self) -> bool {
        !self.current_sessions.is_empty()
            && self
                .current_sessions
                .keys()
                .all(|shard| self.connected_sessions(*shard) > 0)
    }
}

/// The rate limits the fake applies.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Channel message writes (create, edit, delete) per channel: requests per window.
    pub channel: (u32, Duration),
    /// Interaction webhook calls per token: requests per window.
    pub webhook: (u32, Duration),
    /// Requests per `global_window` over every route but the interaction endpoints.
    pub global: Option<u32>,
    /// The global limit's sliding window: Discord's second, unless a test stretches it (to
    /// send 51 requests "at once" on a machine too busy to send them within a second).
    pub global_window: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            channel: (5, Duration::from_secs(5)),
            webhook: (5, Duration::from_secs(2)),
            global: Some(50),
            global_window: Duration::from_secs(1),
        }
    }
}

/// A fixed window: it opens at the first request after the previous one closed.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    start: Instant,
    count: u32,
}

/// After a 429: calls arriving from `from` (when the 429 left) until `until` are violations.
#[derive(Clone, Copy, Debug)]
struct Blocked {
    from: Instant,
    until: Instant,
}

/// What a gateway connection is told to do.
enum Out {
    Text(String),
    /// Close with a close frame.
    Close(u16, &'static str),
    /// Cut the connection: no close frame, as a network failure would.
    Cut,
}

struct GatewayConn {
    id: u64,
    tx: mpsc::UnboundedSender<Out>,
    session: String,
}

#[derive(Default)]
struct Session {
    /// The shard `[id, total]` it was identified for.
    shard: (u64, u64),
    seq: u64,
    /// Every dispatch of the session: (sequence number, frame).
    sent: Vec<(u64, String)>,
}

/// Which rate-limit bucket a request falls in.
#[derive(Clone, Debug)]
enum BucketKind {
    ChannelMessages(u64),
    InteractionWebhook(String),
}

impl BucketKind {
    fn key(&self) -> String {
        match self {
            BucketKind::ChannelMessages(c) => format!("channel-messages:{c}"),
            BucketKind::InteractionWebhook(t) => format!("interaction-webhook:{t}"),
        }
    }

    fn id(&self) -> &'static str {
        match self {
            BucketKind::ChannelMessages(_) => CHANNEL_MESSAGES_BUCKET,
            BucketKind::InteractionWebhook(_) => INTERACTION_WEBHOOK_BUCKET,
        }
    }
}

/// A route that writes channel messages (one shared bucket per channel).
fn is_channel_message_write(method: &str, route: &str) -> bool {
    matches!(
        (method, route),
        ("POST", "/channels/{channel_id}/messages")
            | ("PATCH", "/channels/{channel_id}/messages/{message_id}")
            | ("DELETE", "/channels/{channel_id}/messages/{message_id}")
    )
}

fn bucket_of(method: &str, route: &str, segs: &[String]) -> Option<BucketKind> {
    if is_channel_message_write(method, route) {
        return Some(BucketKind::ChannelMessages(
            segs[1].parse().unwrap_or_default(),
        ));
    }
    if route.starts_with("/webhooks/{webhook_id}/{webhook_token}") && segs.len() > 2 {
        return Some(BucketKind::InteractionWebhook(segs[2].clone()));
    }
    None
}

/// Interaction endpoints (the callback and the interaction webhooks) are not bound to the
/// global limit.
fn counts_globally(route: &str) -> bool {
    !(route.starts_with("/webhooks/")
        || route == "/interactions/{interaction_id}/{interaction_token}/callback")
}

/// Seconds, rounded up to the millisecond.
fn secs_up(d: Duration) -> f64 {
    d.as_nanos().div_ceil(1_000_000) as f64 / 1000.0
}

fn secs_text(d: Duration) -> String {
    format!("{:.3}", secs_up(d))
}

/// The epoch seconds of an instant.
fn epoch_of(at: Instant) -> f64 {
    let now_i = Instant::now();
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    let t = if at >= now_i {
        now + (at - now_i)
    } else {
        now.saturating_sub(now_i - at)
    };
    secs_up(t)
}

/// The rate-limit headers of a bucketed answer.
struct RateHeaders {
    limit: u32,
    remaining: u32,
    reset_at: Instant,
    reset_after: Duration,
    bucket: &'static str,
}

impl RateHeaders {
    fn apply(&self, r: &mut Response<Full<Bytes>>) {
        let h = r.headers_mut();
        h.insert("x-ratelimit-limit", self.limit.into());
        h.insert("x-ratelimit-remaining", self.remaining.into());
        h.insert(
            "x-ratelimit-reset",
            format!("{:.3}", epoch_of(self.reset_at)).parse().unwrap(),
        );
        h.insert(
            "x-ratelimit-reset-after",
            secs_text(self.reset_after).parse().unwrap(),
        );
        h.insert("x-ratelimit-bucket", self.bucket.parse().unwrap());
    }
}

/// A 429: Discord's body and headers.
fn too_many(retry: Duration, global: bool, bucket: Option<&RateHeaders>) -> Response<Full<Bytes>> {
    let mut r = reply(
        429,
        json!({"message": "You are being rate limited.", "retry_after": secs_up(retry), "global": global, "code": 0}),
    );
    if let Some(b) = bucket {
        b.apply(&mut r);
    }
    let h = r.headers_mut();
    h.insert(
        "retry-after",
        retry
            .as_nanos()
            .div_ceil(1_000_000_000)
            .to_string()
            .parse()
            .unwrap(),
    );
    if global {
        h.insert("x-ratelimit-global", "true".parse().unwrap());
        h.insert("x-ratelimit-scope", "global".parse().unwrap());
    } else {
        h.insert("x-ratelimit-scope", "user".parse().unwrap());
    }
    r
}

impl State {
    fn snowflake(&mut self) -> u64 {
        self.next_id += 1;
        1_100_000_000_000_000_000 + self.next_id
    }

    /// The message that answers interaction `id` for its user, once there is one: the
    /// response it created (a reply, or the deferred answer written), else its latest
    /// ephemeral follow-up. Never another interaction's message, however late that one came.
    pub fn answer(&self, id: u64) -> Option<&Msg> {
        let i = self.interactions.get(&id)?;
        let created = matches!(i.answered, Some((_, 4 | 5)));
        let original = i
            .original
            .filter(|_| created)
            .and_then(|m| self.messages.get(&m));
        original
            .into_iter()
            .chain(
                i.followups
                    .iter()
                    .rev()
                    .filter_map(|m| self.messages.get(m))
                    .filter(|m| m.ephemeral),
            )
            .find(|m| !m.deleted)
    }
}

#[derive(Clone)]
pub struct Fake {
    pub state: Arc<Mutex<State>>,
    pub rest: SocketAddr,
    pub gateway: SocketAddr,
    validator: Arc<spec::Validator>,
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
        "avatar": null, "bot": bot, "public_flags": 0, "flags": 0,
    })
}

fn message_json(m: &Msg) -> Value {
    json!({
        "id": m.id.to_string(), "channel_id": m.channel_id.to_string(),
        "author": user_json(BOT_ID, "cards", true),
        "content": m.content, "timestamp": "2026-11-22T03:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": m.mentions.iter().map(|id| user_json(*id, "someone", false)).collect::<Vec<_>>(),
        "mention_roles": [], "embeds": [], "pinned": false, "type": 0,
        "attachments": m.files.iter().enumerate().map(|(n, f)| json!({
            "id": format!("{}{n}", m.id), "filename": f.name, "size": f.bytes.len(),
            "url": format!("https://cdn.example/{}/{}", m.id, f.name),
            "proxy_url": format!("https://media.example/{}/{}", m.id, f.name),
        })).collect::<Vec<_>>(),
        "flags": if m.ephemeral { EPHEMERAL } else { 0 },
        "components": m.components, "application_id": APP_ID.to_string(),
    })
}

/// The permissions Discord computes for a member in the channel: the usual ones, and Manage
/// Server (1 << 5) for those who have it.
fn member_json(p: Person, manages_server: bool) -> Value {
    let base: u64 = 2_248_473_465_835_073;
    let permissions = if manages_server { base | 1 << 5 } else { base };
    json!({
        "user": user_json(p.id, p.name, false), "nick": null, "avatar": null, "roles": [],
        "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
        "flags": 0, "pending": false, "permissions": permissions.to_string(),
    })
}

fn mentions_in(content: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let mut rest = content;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let digits: String = rest
            .trim_start_matches('!')
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if let Ok(id) = digits.parse() {
            out.push(id);
        }
    }
    out
}

/// After a 429: calls of `key` arriving in [from, until) are violations.
fn block(blocked: &mut HashMap<String, Blocked>, key: &str, from: Instant, until: Instant) {
    let b = blocked
        .entry(key.to_string())
        .or_insert(Blocked { from, until });
    if b.until <= from {
        *b = Blocked { from, until };
    } else {
        b.from = b.from.min(from);
        b.until = b.until.max(until);
    }
}

fn close_frame(code: u16, reason: &'static str) -> WsMessage {
    WsMessage::Close(Some(CloseFrame {
        code: CloseCode::from(code),
        reason: reason.into(),
    }))
}

/// Takes a gateway connection off the session when it ends.
struct Detach {
    state: Arc<Mutex<State>>,
    conn: u64,
}

impl Drop for Detach {
    fn drop(&mut self) {
        if let Ok(mut st) = self.state.lock() {
            st.gateways.retain(|_, g| g.id != self.conn);
        }
    }
}

fn reply(status: u16, body: Value) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(body.to_string())));
    *r.status_mut() = StatusCode::from_u16(status).unwrap();
    r.headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    r
}

fn no_content() -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::new()));
    *r.status_mut() = StatusCode::NO_CONTENT;
    r
}

impl Fake {
    pub async fn start() -> Fake {
        let validator = Arc::new(
            tokio::task::spawn_blocking(spec::Validator::start)
                .await
                .unwrap(),
        );
        let rest_listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gw_listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let rest = rest_listener.local_addr().unwrap();
        let gateway = gw_listener.local_addr().unwrap();
        let state = Arc::new(Mutex::new(State {
            gateway_url: format!("ws://{gateway}"),
            ..State::default()
        }));
        let fake = Fake {
            state,
            rest,
            gateway,
            validator,
        };

        let f = fake.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = rest_listener.accept().await else {
                    return;
                };
                let f = f.clone();
                tokio::spawn(async move {
                    let service = hyper::service::service_fn(move |req| {
                        let f = f.clone();
                        async move { Ok::<_, Infallible>(f.handle(req).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        let f = fake.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = gw_listener.accept().await else {
                    return;
                };
                let f = f.clone();
                tokio::spawn(async move { f.gateway_session(stream).await });
            }
        });
        fake
    }

    pub fn api_base(&self) -> String {
        format!("http://{}", self.rest)
    }

    fn violation(&self, s: String) {
        eprintln!("FAKE DISCORD VIOLATION: {s}");
        self.state.lock().unwrap().violations.push(s);
    }

    // ---------- the gateway ----------

    async fn gateway_session(&self, stream: tokio::net::TcpStream) {
        let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
            return;
        };
        let (mut sink, mut source) = ws.split();
        let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
        let conn = {
            let mut st = self.state.lock().unwrap();
            st.next_conn += 1;
            st.next_conn
        };
        // However this connection ends, it receives no more dispatches: they are kept for a
        // RESUME.
        let _detach = Detach {
            state: self.state.clone(),
            conn,
        };
        let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL.as_millis() as u64}, "s": null, "t": null});
        if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
            return;
        }
        let mut last_beat = tokio::time::Instant::now();
        let mut authenticated = false;
        loop {
            let timeout = self
                .state
                .lock()
                .unwrap()
                .heartbeat_timeout
                .unwrap_or(HEARTBEAT_TIMEOUT);
            let deadline = last_beat + timeout;
            tokio::select! {
                out = rx.recv() => match out {
                    Some(Out::Text(text)) => {
                        if sink.send(WsMessage::Text(text)).await.is_err() { return; }
                    }
                    Some(Out::Close(code, reason)) => {
                        let _ = sink.send(close_frame(code, reason)).await;
                        return;
                    }
                    // Dropping both halves closes the TCP connection without a close frame.
                    Some(Out::Cut) | None => return,
                },
                () = tokio::time::sleep_until(deadline) => {
                    // A zombied connection: Discord closes it; the session stays resumable.
                    eprintln!("FAKE DISCORD: gateway connection {conn}: no heartbeat for {timeout:?}, closing it");
                    self.state.lock().unwrap().heartbeat_timeouts += 1;
                    let _ = sink.send(close_frame(4000, "heartbeat timeout")).await;
                    return;
                }
                incoming = source.next() => {
                    let Some(Ok(msg)) = incoming else { return };
                    let WsMessage::Text(text) = msg else { continue };
                    let Ok(v) = serde_json::from_str::<Value>(&text) else {
                        self.violation(format!("gateway: not JSON: {text}"));
                        let _ = sink.send(close_frame(4002, "decode error")).await;
                        return;
                    };
                    let token_ok = |v: &Value| {
                        v["d"]["token"].as_str() == Some(TOKEN)
                            || v["d"]["token"].as_str() == Some(&format!("Bot {TOKEN}"))
                    };
                    match v["op"].as_u64() {
                        Some(1) => {
                            last_beat = tokio::time::Instant::now();
                            self.state.lock().unwrap().heartbeats += 1;
                            let _ = tx.send(Out::Text(json!({"op": 11, "d": null, "s": null, "t": null}).to_string()));
                        }
                        Some(2 | 6) if authenticated => {
                            self.violation(format!("gateway: {text} on an authenticated connection"));
                            let _ = sink.send(close_frame(4005, "already authenticated")).await;
                            return;
                        }
                        Some(2) => {
                            if !token_ok(&v) {
                                self.violation(format!("IDENTIFY with a wrong token: {}", v["d"]["token"]));
                                let _ = sink.send(close_frame(4004, "authentication failed")).await;
                                return;
                            }
                            let shard = match &v["d"]["shard"] {
                                Value::Null => Some((0, 1)),
                                Value::Array(pair) if pair.len() == 2 => {
                                    pair[0].as_u64().zip(pair[1].as_u64())
                                }
                                _ => None,
                            };
                            let Some(shard) = shard.filter(|(id, total)| id < total) else {
                                self.violation(format!("IDENTIFY with an invalid shard: {}", v["d"]["shard"]));
                                self.state.lock().unwrap().invalid_shards += 1;
                                let _ = sink.send(close_frame(4010, "invalid shard")).await;
                                return;
                            };
                            let mut st = self.state.lock().unwrap();
                            st.identified += 1;
                            let sid = format!("fake-session-{}-{conn}", st.identified);
                            let mut guilds: BTreeSet<u64> = st.channel_guilds.values().copied().collect();
                            guilds.insert(GUILD_ID);
                            let guilds: Vec<Value> = guilds
                                .into_iter()
                                .filter(|g| shard_of(Some(*g), shard.1) == shard.0)
                                .map(|g| json!({"id": g.to_string(), "unavailable": true}))
                                .collect();
                            let ready = json!({"op": 0, "t": "READY", "s": 1, "d": {
                                "v": 10, "user": user_json(BOT_ID, "cards", true),
                                "guilds": guilds,
                                "session_id": sid, "resume_gateway_url": st.gateway_url,
                                "shard": [shard.0, shard.1], "application": {"id": APP_ID.to_string(), "flags": 0},
                            }});
                            st.sessions.insert(sid.clone(), Session { shard, seq: 1, sent: Vec::new() });
                            st.current_sessions.entry(shard).or_default().push(sid.clone());
                            let _ = tx.send(Out::Text(ready.to_string()));
                            st.gateways.insert(sid.clone(), GatewayConn { id: conn, tx: tx.clone(), session: sid });
                            authenticated = true;
                        }
                        Some(6) => {
                            if !token_ok(&v) {
                                self.violation(format!("RESUME with a wrong token: {}", v["d"]["token"]));
                                let _ = sink.send(close_frame(4004, "authentication failed")).await;
                                return;
                            }
                            let sid = v["d"]["session_id"].as_str().unwrap_or_default().to_string();
                            let seq = v["d"]["seq"].as_u64().unwrap_or(0);
                            match self.resume(conn, &tx, sid, seq) {
                                Some(true) => authenticated = true,
                                Some(false) => {
                                    let _ = sink.send(close_frame(4007, "invalid seq")).await;
                                    return;
                                }
                                None => {
                                    let _ = tx.send(Out::Text(json!({"op": 9, "d": false, "s": null, "t": null}).to_string()));
                                }
                            }
                        }
                        Some(3 | 4 | 8) if !authenticated => {
                            self.violation(format!("gateway: {text} before IDENTIFY"));
                            let _ = sink.send(close_frame(4003, "not authenticated")).await;
                            return;
                        }
                        Some(3 | 4 | 8) => {}
                        other => self.violation(format!("gateway: unexpected op {other:?}: {text}")),
                    }
                }
            }
        }
    }

    /// RESUME of session `sid` from `seq` on connection `conn`: None for an unknown session,
    /// Some(false) for a sequence the session never reached, Some(true) when resumed (every
    /// dispatch after `seq` queued, then RESUMED).
    fn resume(
        &self,
        conn: u64,
        tx: &mpsc::UnboundedSender<Out>,
        sid: String,
        seq: u64,
    ) -> Option<bool> {
        let mut st = self.state.lock().unwrap();
        let st = &mut *st;
        let session = st.sessions.get_mut(&sid)?;
        if seq > session.seq {
            return Some(false);
        }
        for (n, frame) in &session.sent {
            if *n > seq {
                let _ = tx.send(Out::Text(frame.clone()));
            }
        }
        session.seq += 1;
        let resumed = json!({"op": 0, "t": "RESUMED", "s": session.seq, "d": {}});
        let _ = tx.send(Out::Text(resumed.to_string()));
        let new = GatewayConn {
            id: conn,
            tx: tx.clone(),
            session: sid.clone(),
        };
        if let Some(old) = st.gateways.insert(sid, new)
            && old.id != conn
        {
            // The session's previous connection is replaced.
            let _ = old.tx.send(Out::Cut);
        }
        st.resumes += 1;
        Some(true)
    }

    /// Cuts the bot's gateway connection as a network failure would (no close frame). The
    /// session stays resumable; dispatches made meanwhile are kept for its RESUME.
    pub fn drop_gateway(&self) {
        let cut = std::mem::take(&mut self.state.lock().unwrap().gateways);
        for g in cut.into_values() {
            let _ = g.tx.send(Out::Cut);
        }
    }

    /// Whether every shard identified so far has a session held by a connection, which
    /// receives its dispatches.
    pub fn connected(&self) -> bool {
        self.state.lock().unwrap().connected()
    }

    /// The sessions of shard `[id, total]` a connection holds now.
    pub fn connected_sessions(&self, shard: (u64, u64)) -> usize {
        self.state.lock().unwrap().connected_sessions(shard)
    }

    /// Successful RESUMEs.
    pub fn resumes(&self) -> u32 {
        self.state.lock().unwrap().resumes
    }

    /// Gateway connections closed because they stopped heartbeating.
    pub fn heartbeat_timeouts(&self) -> u32 {
        self.state.lock().unwrap().heartbeat_timeouts
    }

    /// Lets connections go `timeout` without a heartbeat before they are closed: for tests
    /// whose own clients do not heartbeat and may be slow on a busy machine.
    pub fn set_heartbeat_timeout(&self, timeout: Duration) {
        self.state.lock().unwrap().heartbeat_timeout = Some(timeout);
    }

    /// Waits until the bot has identified (`n` times in all, counting restarts) and holds the
    /// gateway.
    pub async fn wait_connected(&self, n: u32) {
        self.wait_for(&format!("gateway identify #{n}"), |st| {
            st.identified >= n && !st.gateways.is_empty()
        })
        .await;
    }

    /// Sends a dispatch of `guild` (`None`: a direct message) in every session of the shard
    /// that receives that guild, or keeps it for a session's RESUME while no connection holds
    /// it. With no such session the event is lost, as on Discord.
    fn dispatch(&self, st: &mut State, event: &str, guild: Option<u64>, data: Value) {
        let sessions: Vec<String> = st
            .current_sessions
            .iter()
            .filter(|((id, total), _)| shard_of(guild, *total) == *id)
            .flat_map(|(_, sids)| sids.iter().cloned())
            .collect();
        if sessions.is_empty() {
            eprintln!(
                "FAKE DISCORD: {event} with no gateway session for its shard: nobody receives it"
            );
        }
        for sid in sessions {
            let session = st.sessions.get_mut(&sid).unwrap();
            session.seq += 1;
            let frame = json!({"op": 0, "t": event, "s": session.seq, "d": data}).to_string();
            session.sent.push((session.seq, frame.clone()));
            if let Some(g) = st.gateways.get(&sid) {
                let _ = g.tx.send(Out::Text(frame));
            }
        }
    }

    /// Names the guild of a channel (channels not named are in `GUILD_ID`).
    pub fn add_channel(&self, guild: u64, channel: u64) {
        self.state
            .lock()
            .unwrap()
            .channel_guilds
            .insert(channel, guild);
    }

    /// How many shards `GET /gateway/bot` recommends.
    pub fn recommend_shards(&self, shards: u64) {
        self.state.lock().unwrap().recommended_shards = shards;
    }

    /// The shards `[id, total]` identified so far, each with how many times.
    pub fn identified_shards(&self) -> BTreeMap<(u64, u64), usize> {
        let st = self.state.lock().unwrap();
        let mut counts = BTreeMap::new();
        for session in st.sessions.values() {
            *counts.entry(session.shard).or_default() += 1;
        }
        counts
    }

    fn interaction_base(
        &self,
        st: &mut State,
        user: Person,
        kind: u8,
        locale: &str,
        channel: u64,
    ) -> (u64, String, Value) {
        let id = st.snowflake();
        let token = format!("tok{id}");
        let guild = st.channel_guilds.get(&channel).copied().unwrap_or(GUILD_ID);
        let v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
            "guild_id": guild.to_string(), "channel_id": channel.to_string(),
            "channel": {"id": channel.to_string(), "type": 0, "name": "cards"},
            "member": member_json(user, st.managers.contains(&user.id)), "token": token, "version": 1,
            "app_permissions": "2248473465835073", "locale": locale, "guild_locale": "en-US",
            "entitlements": [], "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0, "attachment_size_limit": 10485760,
        });
        (id, token, v)
    }

    /// A user runs a slash command; `options` are Discord's option objects. Returns the
    /// interaction id.
    /// The user is given the Manage Server permission.
    pub fn make_manager(&self, user: Person) {
        self.state.lock().unwrap().managers.insert(user.id);
    }

    pub fn slash(&self, user: Person, name: &str, options: Value) -> u64 {
        self.slash_in(user, name, options, "en-US")
    }

    pub fn slash_in(&self, user: Person, name: &str, options: Value, locale: &str) -> u64 {
        self.slash_at(user, CHANNEL_ID, name, options, locale)
    }

    /// A slash command run in another channel of the guild: its answers and follow-ups go
    /// there.
    pub fn slash_in_channel(&self, user: Person, channel: u64, name: &str, options: Value) -> u64 {
        self.slash_at(user, channel, name, options, "en-US")
    }

    pub fn slash_at(
        &self,
        user: Person,
        channel: u64,
        name: &str,
        options: Value,
        locale: &str,
    ) -> u64 {
        self.command_at(user, channel, name, 1, options, locale)
    }

    /// A user launches the app from Discord's App Launcher in `channel`: its Entry Point
    /// command (type 4) as Discord sends it to an app whose handler is the app's (1).
    pub fn entry_point(&self, user: Person, channel: u64, name: &str) -> u64 {
        self.command_at(user, channel, name, 4, json!([]), "en-US")
    }

    /// An application command interaction of `kind` (1 slash, 4 Entry Point).
    fn command_at(
        &self,
        user: Person,
        channel: u64,
        name: &str,
        kind: u8,
        options: Value,
        locale: &str,
    ) -> u64 {
        let mut st = self.state.lock().unwrap();
        let (id, token, mut v) = self.interaction_base(&mut st, user, 2, locale, channel);
        let cmd_id = st.snowflake();
        v["data"] =
            json!({"id": cmd_id.to_string(), "name": name, "type": kind, "options": options});
        st.interactions.insert(
            id,
            Interaction {
                id,
                token,
                user,
                created: Instant::now(),
                is_component: false,
                message_id: None,
                answered: None,
                ephemeral_original: false,
                original: None,
                original_deleted: false,
                channel_id: channel,
                followups: Vec::new(),
            },
        );
        let guild = v["guild_id"].as_str().and_then(|g| g.parse().ok());
        self.dispatch(&mut st, "INTERACTION_CREATE", guild, v);
        id
    }

    /// A user presses a button of a message. Returns the interaction id.
    pub fn press(&self, user: Person, message_id: u64, custom_id: &str) -> u64 {
        let mut st = self.state.lock().unwrap();
        let msg = st
            .messages
            .get(&message_id)
            .expect("no such message")
            .clone();
        assert!(
            msg.buttons().iter().any(|(_, id, _)| id == custom_id),
            "no button {custom_id} on {msg:?}"
        );
        if msg.ephemeral {
            assert_eq!(
                msg.viewer,
                Some(user.id),
                "{} cannot see ephemeral message {message_id}",
                user.name
            );
        }
        let label = msg
            .buttons()
            .into_iter()
            .find(|(_, id, _)| id == custom_id)
            .map(|(l, _, _)| l)
            .unwrap_or_default();
        let (id, token, mut v) = self.interaction_base(&mut st, user, 3, "en-US", msg.channel_id);
        st.log.push(Event::Press {
            user: user.id,
            channel: msg.channel_id,
            label,
            custom_id: custom_id.to_string(),
            interaction: id,
        });
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        v["message"] = message_json(&msg);
        st.interactions.insert(
            id,
            Interaction {
                id,
                token,
                user,
                created: Instant::now(),
                is_component: true,
                message_id: Some(message_id),
                answered: None,
                ephemeral_original: msg.ephemeral,
                original: Some(message_id),
                original_deleted: false,
                channel_id: msg.channel_id,
                followups: Vec::new(),
            },
        );
        let guild = v["guild_id"].as_str().and_then(|g| g.parse().ok());
        self.dispatch(&mut st, "INTERACTION_CREATE", guild, v);
        id
    }

    // ---------- waiting and looking ----------

    /// Waits for the ephemeral answer to `user`'s interaction `id` (his press of `label`):
    /// that interaction's own message, never a late message of an earlier one.
    pub async fn wait_private_answer(&self, user: Person, id: u64, label: &str) -> Msg {
        let mine = |st: &State| {
            st.answer(id)
                .filter(|m| m.ephemeral && m.viewer == Some(user.id))
                .cloned()
        };
        self.wait_for(
            &format!("an ephemeral answer to {} pressing {label}", user.name),
            |st| mine(st).is_some(),
        )
        .await;
        mine(&self.state.lock().unwrap()).expect("the answer just seen")
    }

    pub async fn wait_for(&self, what: &str, mut f: impl FnMut(&State) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            {
                let st = self.state.lock().unwrap();
                if f(&st) {
                    return;
                }
                if Instant::now() > deadline {
                    panic!(
                        "timed out waiting for {what}; violations {:?}; last requests {:#?}",
                        st.violations,
                        st.requests.iter().rev().take(8).collect::<Vec<_>>()
                    );
                }
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until the interaction is answered and `quiet` ms pass with no new request: the
    /// bot has finished what the interaction caused.
    pub async fn settle(&self, interaction: u64) {
        self.wait_for(&format!("answer to interaction {interaction}"), |st| {
            st.interactions[&interaction].answered.is_some()
        })
        .await;
        self.quiet().await;
    }

    /// Waits until no request has come for a while.
    pub async fn quiet(&self) {
        loop {
            let n = self.state.lock().unwrap().requests.len();
            tokio::time::sleep(Duration::from_millis(80)).await;
            if self.state.lock().unwrap().requests.len() == n {
                return;
            }
        }
    }

    pub fn messages(&self) -> Vec<Msg> {
        self.state
            .lock()
            .unwrap()
            .messages
            .values()
            .filter(|m| !m.deleted)
            .cloned()
            .collect()
    }

    /// The newest live public message for which `f` holds.
    pub fn public_where(&self, f: impl Fn(&Msg) -> bool) -> Option<Msg> {
        self.messages()
            .into_iter()
            .rev()
            .find(|m| !m.ephemeral && f(m))
    }

    /// Waits for a live public message for which `f` holds, and returns the newest: the bot
    /// posts to a channel in its own lane, so a post may come after the command's answer.
    pub async fn wait_public(&self, what: &str, f: impl Fn(&Msg) -> bool) -> Msg {
        self.wait_for(what, |st| {
            st.messages
                .values()
                .any(|m| !m.deleted && !m.ephemeral && f(m))
        })
        .await;
        self.public_where(f).expect("the message just seen")
    }

    /// The newest live ephemeral message `user` sees.
    pub fn ephemeral_for(&self, user: Person) -> Option<Msg> {
        self.messages()
            .into_iter()
            .rev()
            .find(|m| m.ephemeral && m.viewer == Some(user.id))
    }

    pub fn message(&self, id: u64) -> Msg {
        self.state.lock().unwrap().messages[&id].clone()
    }

    pub fn interaction(&self, id: u64) -> Interaction {
        self.state.lock().unwrap().interactions[&id].clone()
    }

    pub fn violations(&self) -> Vec<String> {
        self.state.lock().unwrap().violations.clone()
    }

    /// Every interaction answered, and no protocol rule broken.
    pub fn assert_clean(&self) {
        let st = self.state.lock().unwrap();
        let unanswered: Vec<_> = st
            .interactions
            .values()
            .filter(|i| i.answered.is_none())
            .map(|i| i.id)
            .collect();
        assert!(
            st.violations.is_empty(),
            "protocol violations: {:#?}",
            st.violations
        );
        assert!(
            unanswered.is_empty(),
            "interactions never answered: {unanswered:?}"
        );
    }

    /// The next call of a route (a template such as "/channels/{channel_id}/messages") is
    /// answered with a 429.
    pub fn inject_429(&self, route: &str) {
        self.state.lock().unwrap().inject_429 = Some(route.to_string());
    }

    /// Channel message writes (create, edit, delete) allowed per channel in each window.
    pub fn set_channel_limit(&self, per_window: u32, window: Duration) {
        let mut st = self.state.lock().unwrap();
        st.limits.channel = (per_window, window);
        st.buckets
            .retain(|k, _| !k.starts_with("channel-messages:"));
    }

    /// Interaction webhook calls allowed per interaction token in each window.
    pub fn set_webhook_limit(&self, per_window: u32, window: Duration) {
        let mut st = self.state.lock().unwrap();
        st.limits.webhook = (per_window, window);
        st.buckets
            .retain(|k, _| !k.starts_with("interaction-webhook:"));
    }

    /// Requests per second over every route but the interaction endpoints (None: no limit).
    pub fn set_global_limit(&self, per_second: Option<u32>) {
        self.state.lock().unwrap().limits.global = per_second;
    }

    /// The global limit's window (Discord's: a second).
    pub fn set_global_window(&self, window: Duration) {
        self.state.lock().unwrap().limits.global_window = window;
    }

    /// Every REST answer leaves no sooner than `d` after its request arrived.
    pub fn set_latency(&self, d: Duration) {
        self.state.lock().unwrap().latency = d;
    }

    /// Stops the REST clock now: every request from here on arrives at this instant, so a
    /// rate-limit window never ends on its own (see [`State::stopped_clock`]).
    pub fn stop_clock(&self) {
        self.state.lock().unwrap().stopped_clock = Some(Instant::now());
    }

    /// Lets the REST clock run again, from the real time.
    pub fn run_clock(&self) {
        self.state.lock().unwrap().stopped_clock = None;
    }

    /// 429s answered, for any reason (injected, a bucket, the global limit).
    pub fn rate_limited(&self) -> u32 {
        self.state.lock().unwrap().rate_limited
    }

    /// 429s answered for the global limit.
    pub fn global_429s(&self) -> u32 {
        self.state.lock().unwrap().global_429s
    }

    /// Requests that arrived inside a retry window a 429 had announced (each refused again).
    pub fn requests_in_retry_windows(&self) -> u32 {
        self.state.lock().unwrap().in_retry_window
    }

    /// Requests answered 401, 403 or 429, as Discord's invalid-request limit counts them.
    pub fn invalid_requests(&self) -> u32 {
        self.state.lock().unwrap().invalid_requests
    }

    /// Requests that counted towards the global limit.
    pub fn requests_counted_globally(&self) -> usize {
        self.state.lock().unwrap().counted_globally
    }

    /// The most channel message writes (create, edit, delete; 429s excluded) to `channel` that
    /// arrived within any span of `window`.
    pub fn max_channel_writes_in(&self, channel: u64, window: Duration) -> usize {
        let st = self.state.lock().unwrap();
        let prefix = format!("/channels/{channel}/messages");
        let times: Vec<Instant> = st
            .requests
            .iter()
            .filter(|r| {
                r.status != 429
                    && is_channel_message_write(&r.method, &r.route)
                    && (r.path == prefix || r.path.starts_with(&format!("{prefix}/")))
            })
            .map(|r| r.at)
            .collect();
        let mut times = times;
        times.sort();
        let mut best = 0;
        let mut j = 0;
        for i in 0..times.len() {
            while times[i] - times[j] >= window {
                j += 1;
            }
            best = best.max(i + 1 - j);
        }
        best
    }

    // ---------- REST ----------

    async fn handle(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let stopped = self.state.lock().unwrap().stopped_clock;
        let arrival = stopped.unwrap_or_else(Instant::now);
        let r = self.handle_at(req, arrival).await;
        // As a network would: the answer comes a round trip after the request left.
        let latency = self.state.lock().unwrap().latency;
        tokio::time::sleep_until((arrival + latency).into()).await;
        r
    }

    async fn handle_at(&self, req: Request<Incoming>, arrival: Instant) -> Response<Full<Bytes>> {
        let method = req.method().as_str().to_string();
        let uri = req.uri().clone();
        let content_type = req
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let auth = req
            .headers()
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let bytes = req
            .into_body()
            .collect()
            .await
            .map(|b| b.to_bytes())
            .unwrap_or_default();
        let full_path = uri.path().to_string();
        let Some(path) = full_path.strip_prefix("/api/v10") else {
            self.violation(format!("{method} {full_path}: not under /api/v10"));
            return reply(404, json!({"message": "404: Not Found", "code": 0}));
        };
        let path = path.to_string();
        // An Activity's sign-in: OAuth2's form-encoded exchange and the user it names.
        let oauth = self.state.lock().unwrap().oauth.handle(
            &method,
            &path,
            &content_type,
            auth.as_deref(),
            &bytes,
        );
        if let Some((status, body)) = oauth {
            return reply(status, body);
        }
        let (body, files) = match read_body(&content_type, bytes).await {
            Ok(read) => read,
            Err(why) => {
                self.violation(format!("{method} {path}: {why}"));
                return reply(400, json!({"message": "400: Bad Request", "code": 50109}));
            }
        };
        let v = self.validator.clone();
        let (m2, p2, b2) = (method.clone(), path.clone(), body.clone());
        let checked = tokio::task::spawn_blocking(move || v.check(&m2, &p2, b2.as_ref()))
            .await
            .unwrap();
        let (route, error) = checked;
        if let Some(why) = error {
            self.violation(format!("spec: {why}"));
        }
        if let Some(files) = &files {
            let why = if !ROUTES_WITH_FILES.contains(&(method.as_str(), route.as_str())) {
                Some(format!("files sent to {method} {route}"))
            } else {
                attachments_mismatch(body.as_ref(), files)
            };
            if let Some(why) = why {
                self.violation(format!("{method} {path}: {why}"));
                return reply(400, json!({"message": "Invalid Form Body", "code": 50035}));
            }
            if let Some(big) = files.values().find(|f| f.bytes.len() > FILE_LIMIT) {
                self.violation(format!(
                    "{method} {path}: {} of {} bytes",
                    big.name,
                    big.bytes.len()
                ));
                return reply(
                    413,
                    json!({"message": "Request entity too large", "code": 40005}),
                );
            }
        }
        let segs: Vec<String> = path.split('/').skip(1).map(str::to_string).collect();
        let bucket = bucket_of(&method, &route, &segs);
        let global = counts_globally(&route);
        let webhook = route.starts_with("/webhooks/");
        let mut headers = None;
        // Rate limits, decided at arrival: waiting after a 429, the global limit, an injected
        // 429, the route's bucket.
        {
            let mut st = self.state.lock().unwrap();
            // When a 429 decided now reaches the caller.
            let sent_at = (arrival + st.latency).max(Instant::now());
            let own_key = bucket
                .as_ref()
                .map_or_else(|| route.clone(), BucketKind::key);
            let mut keys = vec![own_key.clone()];
            if global {
                keys.push("global".to_string());
            }
            // A request inside a window a 429 announced is refused again, as Discord does
            // (and counts against the invalid-request limit): the longest window decides.
            let mut refused: Option<(Duration, bool)> = None;
            for key in &keys {
                if let Some(b) = st.blocked.get(key).copied() {
                    if arrival >= b.until {
                        st.blocked.remove(key);
                    } else if arrival >= b.from {
                        let what = if key == "global" {
                            "the global limit"
                        } else {
                            "its bucket"
                        };
                        st.violations.push(format!(
                            "{method} {path}: called again before retry_after ({what}, {:?} early)",
                            b.until - arrival
                        ));
                        let left = b.until - arrival;
                        if refused.is_none_or(|(longest, _)| left > longest) {
                            refused = Some((left, key == "global"));
                        }
                    }
                }
            }
            if let Some((left, global)) = refused {
                st.in_retry_window += 1;
                st.rate_limited += 1;
                if global {
                    st.global_429s += 1;
                }
                drop(st);
                self.record(&method, &path, &route, body, 429, arrival);
                return too_many(left, global, None);
            }
            if global {
                let window = st.limits.global_window;
                while st
                    .global_window
                    .front()
                    .is_some_and(|t| *t + window <= arrival)
                {
                    st.global_window.pop_front();
                }
                if let Some(limit) = st.limits.global
                    && st.global_window.len() >= limit as usize
                {
                    let until = st.global_window[st.global_window.len() - limit as usize] + window;
                    let retry = until.saturating_duration_since(arrival);
                    st.rate_limited += 1;
                    st.global_429s += 1;
                    block(&mut st.blocked, "global", sent_at, until);
                    drop(st);
                    self.record(&method, &path, &route, body, 429, arrival);
                    return too_many(retry, true, None);
                }
                // Kept in arrival order (requests are decided after validation, which may
                // reorder them slightly).
                let at = st.global_window.partition_point(|t| *t <= arrival);
                st.global_window.insert(at, arrival);
                st.counted_globally += 1;
            }
            if !webhook && auth.as_deref() != Some(&format!("Bot {TOKEN}")) {
                drop(st);
                self.record(&method, &path, &route, body, 401, arrival);
                return reply(401, json!({"message": "401: Unauthorized", "code": 0}));
            }
            if st.inject_429.as_deref() == Some(route.as_str()) {
                st.inject_429 = None;
                st.rate_limited += 1;
                let retry = Duration::from_millis(700);
                block(&mut st.blocked, &own_key, sent_at, arrival + retry);
                let limit = match &bucket {
                    Some(BucketKind::ChannelMessages(_)) => st.limits.channel.0,
                    Some(BucketKind::InteractionWebhook(_)) => st.limits.webhook.0,
                    None => 5,
                };
                let h = RateHeaders {
                    limit,
                    remaining: 0,
                    reset_at: arrival + retry,
                    reset_after: retry,
                    bucket: bucket.as_ref().map_or("fakebucket", BucketKind::id),
                };
                drop(st);
                self.record(&method, &path, &route, body, 429, arrival);
                return too_many(retry, false, Some(&h));
            }
            if let Some(kind) = &bucket {
                let (limit, window) = match kind {
                    BucketKind::ChannelMessages(_) => st.limits.channel,
                    BucketKind::InteractionWebhook(_) => st.limits.webhook,
                };
                let b = st.buckets.entry(own_key.clone()).or_insert(Bucket {
                    start: arrival,
                    count: 0,
                });
                if arrival >= b.start + window {
                    *b = Bucket {
                        start: arrival,
                        count: 0,
                    };
                }
                let reset_at = b.start + window;
                let full = b.count >= limit;
                if !full {
                    b.count += 1;
                }
                let h = RateHeaders {
                    limit,
                    remaining: limit.saturating_sub(b.count),
                    reset_at,
                    reset_after: reset_at.saturating_duration_since(arrival),
                    bucket: kind.id(),
                };
                if full {
                    st.rate_limited += 1;
                    block(&mut st.blocked, &own_key, sent_at, reset_at);
                    drop(st);
                    self.record(&method, &path, &route, body, 429, arrival);
                    return too_many(h.reset_after, false, Some(&h));
                }
                headers = Some(h);
            }
        }
        let (status, mut answer) = self.answer(&method, &route, &segs, body.as_ref(), arrival);
        let files = files.unwrap_or_default();
        if !files.is_empty() && (200..300).contains(&status) {
            // The files are the message's attachments now.
            let id = answer
                .as_ref()
                .and_then(|v| v["id"].as_str())
                .and_then(|id| id.parse::<u64>().ok());
            let mut st = self.state.lock().unwrap();
            if let Some(m) = id.and_then(|id| st.messages.get_mut(&id)) {
                m.files = files.into_values().collect();
                if let Some(v) = answer.as_mut() {
                    *v = message_json(m);
                }
            }
        }
        if let Some(id) = answer
            .as_ref()
            .and_then(|v| v["id"].as_str())
            .and_then(|id| id.parse::<u64>().ok())
        {
            let mut st = self.state.lock().unwrap();
            if let Some(m) = st.messages.get(&id).cloned() {
                let labels = m.buttons().into_iter().map(|(l, _, _)| l).collect();
                st.log.push(Event::Write {
                    id,
                    channel: m.channel_id,
                    ephemeral: m.ephemeral,
                    viewer: m.viewer,
                    text: m.content.clone(),
                    labels,
                });
            }
        }
        self.record(&method, &path, &route, body, status, arrival);
        let mut r = match answer {
            Some(v) => reply(status, v),
            None => no_content(),
        };
        if let Some(h) = headers {
            h.apply(&mut r);
        }
        r
    }

    fn record(
        &self,
        method: &str,
        path: &str,
        route: &str,
        body: Option<Value>,
        status: u16,
        at: Instant,
    ) {
        let mut st = self.state.lock().unwrap();
        if matches!(status, 401 | 403 | 429) {
            st.invalid_requests += 1;
            st.invalid_recent.push_back(at);
            while st
                .invalid_recent
                .front()
                .is_some_and(|t| *t + INVALID_WINDOW <= at)
            {
                st.invalid_recent.pop_front();
            }
            if st.invalid_recent.len() == INVALID_LIMIT + 1 {
                st.violations.push(format!(
                    "over {INVALID_LIMIT} invalid requests in {INVALID_WINDOW:?}: Cloudflare bans the bot"
                ));
            }
        }
        st.requests.push(Req {
            method: method.to_string(),
            path: path.to_string(),
            route: route.to_string(),
            body,
            at,
            status,
        });
    }

    fn answer(
        &self,
        method: &str,
        route: &str,
        segs: &[String],
        body: Option<&Value>,
        arrival: Instant,
    ) -> (u16, Option<Value>) {
        let mut st = self.state.lock().unwrap();
        let unknown = |what: &str| {
            (
                404,
                Some(json!({"message": format!("Unknown {what}"), "code": 10008})),
            )
        };
        let id_of = |s: &str| s.parse::<u64>().unwrap_or(0);
        match (method, route) {
            ("GET", "/gateway") => (200, Some(json!({"url": st.gateway_url}))),
            ("GET", "/gateway/bot") => (
                200,
                Some(
                    json!({"url": st.gateway_url, "shards": st.recommended_shards.max(1),
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}),
                ),
            ),
            ("GET", "/users/@me") => (200, Some(user_json(BOT_ID, "cards", true))),
            ("GET", "/channels/{channel_id}") => {
                let channel = id_of(&segs[1]);
                let guild = st.channel_guilds.get(&channel).copied().unwrap_or(GUILD_ID);
                (
                    200,
                    Some(
                        json!({"id": channel.to_string(), "type": 0, "guild_id": guild.to_string(),
                        "name": "cards", "position": 0, "permission_overwrites": [], "nsfw": false,
                        "parent_id": null, "last_message_id": null, "rate_limit_per_user": 0,
                        "topic": null, "flags": 0}),
                    ),
                )
            }
            ("GET", "/oauth2/applications/@me") => (
                200,
                Some(json!({
                    "id": APP_ID.to_string(), "name": "cards", "icon": null, "description": "",
                    "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
                    "owner": user_json(1, "owner", false), "team": null, "flags": 0,
                })),
            ),
            ("PUT", "/applications/{application_id}/commands")
            | ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") => {
                if id_of(&segs[1]) != APP_ID {
                    st.violations
                        .push(format!("commands registered for application {}", segs[1]));
                }
                let list = body.cloned().unwrap_or(json!([]));
                st.violations
                    .extend(entry_point_violations(&list, segs.len() > 3));
                let mut out = Vec::new();
                for c in list.as_array().into_iter().flatten() {
                    let mut c = c.clone();
                    c["id"] = json!(st.snowflake().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                    c["default_member_permissions"] = json!(null);
                    if segs.len() > 3 {
                        c["guild_id"] = json!(segs[3]);
                    }
                    out.push(c);
                }
                st.commands = Some(list);
                st.command_route = Some(route.to_string());
                (200, Some(Value::Array(out)))
            }
            ("POST", "/channels/{channel_id}/messages") => {
                let id = st.snowflake();
                let m = new_message(id, id_of(&segs[1]), body, false, None);
                let v = message_json(&m);
                st.messages.insert(id, m);
                (200, Some(v))
            }
            ("PATCH", "/channels/{channel_id}/messages/{message_id}") => {
                let id = id_of(&segs[3]);
                match st.messages.get_mut(&id) {
                    Some(m) if !m.deleted && !m.ephemeral && m.channel_id == id_of(&segs[1]) => {
                        edit_message(m, body);
                        (200, Some(message_json(m)))
                    }
                    _ => unknown("Message"),
                }
            }
            ("DELETE", "/channels/{channel_id}/messages/{message_id}") => {
                match st.messages.get_mut(&id_of(&segs[3])) {
                    Some(m) if !m.deleted && !m.ephemeral => {
                        m.deleted = true;
                        (204, None)
                    }
                    _ => unknown("Message"),
                }
            }
            ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
                let iid = id_of(&segs[1]);
                let Some(mut i) = st.interactions.get(&iid).cloned() else {
                    return unknown("Interaction");
                };
                if i.token != segs[2] {
                    st.violations
                        .push(format!("callback for {iid} with a wrong token"));
                    return (
                        401,
                        Some(json!({"message": "Invalid interaction token", "code": 50027})),
                    );
                }
                if i.answered.is_some() {
                    st.violations
                        .push(format!("interaction {iid} answered twice"));
                    return (
                        400,
                        Some(
                            json!({"message": "Interaction has already been acknowledged.", "code": 40060}),
                        ),
                    );
                }
                // Measured at the request's arrival, from the interaction's creation (not its
                // delivery, which a RESUME may have delayed).
                let late = arrival.saturating_duration_since(i.created);
                if late > Duration::from_secs(3) {
                    st.violations
                        .push(format!("interaction {iid} answered after {late:?}"));
                    st.late_answers.push(late);
                    return (
                        404,
                        Some(json!({"message": "Unknown interaction", "code": 10062})),
                    );
                }
                let body = body.cloned().unwrap_or(json!({}));
                let kind = body["type"].as_u64().unwrap_or(0);
                let flags = body["data"]["flags"].as_u64().unwrap_or(0);
                match (kind, i.is_component) {
                    (4, _) => {
                        let id = st.snowflake();
                        let eph = flags & EPHEMERAL != 0;
                        let m = new_message(
                            id,
                            i.channel_id,
                            Some(&body["data"]),
                            eph,
                            Some(i.user.id),
                        );
                        st.messages.insert(id, m);
                        i.original = Some(id);
                        i.ephemeral_original = eph;
                    }
                    (5, _) => {
                        i.original = None;
                        i.ephemeral_original = flags & EPHEMERAL != 0;
                    }
                    (6, true) => {}
                    // LAUNCH_ACTIVITY: the client opens the app's Activity.
                    (12, _) => {}
                    (7, true) => {
                        // UPDATE_MESSAGE edits the message the pressed component is on: one of
                        // this application's, still there, carrying components.
                        let mid = i.message_id.unwrap();
                        match st.messages.get_mut(&mid) {
                            Some(m) if !m.deleted && !m.buttons().is_empty() => {
                                edit_message(m, Some(&body["data"]));
                            }
                            _ => {
                                st.violations.push(format!(
                                    "interaction {iid}: UPDATE_MESSAGE of message {mid}, gone or without components"
                                ));
                                return unknown("Message");
                            }
                        }
                    }
                    _ => st.violations.push(format!(
                        "interaction {iid}: callback type {kind} does not fit"
                    )),
                }
                i.answered = Some((arrival, kind));
                if (kind == 4 || kind == 7)
                    && let Some(m) = i.original.and_then(|id| st.messages.get(&id)).cloned()
                {
                    let labels = m.buttons().into_iter().map(|(l, _, _)| l).collect();
                    st.log.push(Event::Write {
                        id: m.id,
                        channel: m.channel_id,
                        ephemeral: m.ephemeral,
                        viewer: m.viewer,
                        text: m.content.clone(),
                        labels,
                    });
                }
                st.interactions.insert(iid, i);
                (204, None)
            }
            ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
                let Some(mut i) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                let id = st.snowflake();
                let body = body.cloned().unwrap_or(json!({}));
                // After a deferred answer (type 5) the first follow-up is the original response:
                // it replaces the "thinking" message, with the deferral's ephemerality.
                let becomes_original = matches!(i.answered, Some((_, 5)))
                    && i.original.is_none()
                    && !i.original_deleted;
                let eph = if becomes_original {
                    i.ephemeral_original
                } else {
                    body["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
                };
                let m = new_message(id, i.channel_id, Some(&body), eph, Some(i.user.id));
                let v = message_json(&m);
                st.messages.insert(id, m);
                if becomes_original {
                    i.original = Some(id);
                } else {
                    i.followups.push(id);
                }
                st.interactions.insert(i.id, i);
                (200, Some(v))
            }
            ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
                let Some(mut i) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                match i.original {
                    Some(mid) => match st.messages.get_mut(&mid) {
                        Some(m) if !m.deleted => {
                            edit_message(m, body);
                            (200, Some(message_json(m)))
                        }
                        _ => unknown("Message"),
                    },
                    None if i.original_deleted || !matches!(i.answered, Some((_, 5))) => {
                        unknown("Message")
                    }
                    None => {
                        // The deferred answer becomes a message.
                        let id = st.snowflake();
                        let m = new_message(
                            id,
                            i.channel_id,
                            body,
                            i.ephemeral_original,
                            Some(i.user.id),
                        );
                        let v = message_json(&m);
                        st.messages.insert(id, m);
                        i.original = Some(id);
                        st.interactions.insert(i.id, i);
                        (200, Some(v))
                    }
                }
            }
            ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => {
                let Some(_) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                match st.messages.get_mut(&id_of(&segs[4])) {
                    Some(m) if !m.deleted => {
                        edit_message(m, body);
                        (200, Some(message_json(m)))
                    }
                    _ => unknown("Message"),
                }
            }
            ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
                let Some(mut i) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                match i.original {
                    Some(mid) => match st.messages.get_mut(&mid) {
                        Some(m) if !m.deleted => {
                            m.deleted = true;
                            i.original = None;
                            i.original_deleted = true;
                            st.interactions.insert(i.id, i);
                            (204, None)
                        }
                        _ => unknown("Message"),
                    },
                    // Deleting the "thinking" placeholder of a deferred answer.
                    None if !i.original_deleted && matches!(i.answered, Some((_, 5))) => {
                        i.original_deleted = true;
                        st.interactions.insert(i.id, i);
                        (204, None)
                    }
                    None => unknown("Message"),
                }
            }
            ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => {
                let Some(_) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                match st.messages.get_mut(&id_of(&segs[4])) {
                    Some(m) if !m.deleted => {
                        m.deleted = true;
                        (204, None)
                    }
                    _ => unknown("Message"),
                }
            }
            _ => {
                st.violations
                    .push(format!("{method} {route}: the fake does not serve it"));
                (404, Some(json!({"message": "404: Not Found", "code": 0})))
            }
        }
    }

    /// The interaction behind a webhook call: right application, known token, already answered,
    /// younger than 15 minutes.
    fn webhook_interaction(&self, st: &mut State, segs: &[String]) -> Option<Interaction> {
        if segs[1] != APP_ID.to_string() {
            st.violations
                .push(format!("webhook call for application {}", segs[1]));
            return None;
        }
        let Some(i) = st
            .interactions
            .values()
            .find(|i| i.token == segs[2])
            .cloned()
        else {
            st.violations
                .push(format!("webhook call with unknown token {}", segs[2]));
            return None;
        };
        if i.answered.is_none() {
            st.violations.push(format!(
                "webhook call for interaction {} before its answer",
                i.id
            ));
            return None;
        }
        if i.created.elapsed() > Duration::from_secs(15 * 60) {
            st.violations.push(format!(
                "webhook call for interaction {} after 15 minutes",
                i.id
            ));
            return None;
        }
        Some(i)
    }
}

fn new_message(
    id: u64,
    channel_id: u64,
    body: Option<&Value>,
    ephemeral: bool,
    viewer: Option<u64>,
) -> Msg {
    let body = body.cloned().unwrap_or(json!({}));
    let content = body["content"].as_str().unwrap_or_default().to_string();
    Msg {
        id,
        channel_id,
        mentions: mentions_in(&content),
        content,
        components: body.get("components").cloned().unwrap_or(json!([])),
        ephemeral,
        viewer: if ephemeral { viewer } else { None },
        deleted: false,
        writes: 1,
        files: Vec::new(),
    }
}

fn edit_message(m: &mut Msg, body: Option<&Value>) {
    let body = body.cloned().unwrap_or(json!({}));
    if let Some(c) = body.get("content").and_then(Value::as_str) {
        m.content = c.to_string();
    }
    if let Some(c) = body.get("components") {
        m.components = if c.is_null() { json!([]) } else { c.clone() };
    }
    m.writes += 1;
}

impl Fake {
    /// How many private hands with cards on their buttons were shown (the hidden-card check's
    /// material).
    pub fn hands_with_cards(&self) -> usize {
        let st = self.state.lock().unwrap();
        st.log
            .iter()
            .filter(|e| matches!(e, Event::Write { ephemeral: true, labels, .. } if labels.iter().any(|l| tests::is_card(l))))
            .count()
    }

    /// No public message ever named a card that a player held unseen: a card on a button of
    /// his latest private hand in that channel, not played by him since. A hand drawn before
    /// his last press was handled may reach Discord after that press (his "Show my hand"
    /// answered while he played): a card he pressed since his previous hand is not counted as
    /// held again. Hands are per channel: a player at tables in two channels holds two hands,
    /// and a card he holds in one may be shown by the other; a game's end (its table offers a
    /// rematch) ends its hands.
    pub fn hidden_cards_leaked(&self) -> Vec<String> {
        let st = self.state.lock().unwrap();
        let mut hidden: HashMap<(u64, u64), Vec<String>> = HashMap::new();
        let mut pressed: HashMap<(u64, u64), Vec<String>> = HashMap::new();
        let mut leaks = Vec::new();
        for e in &st.log {
            match e {
                Event::Write {
                    ephemeral: true,
                    channel,
                    viewer: Some(u),
                    labels,
                    ..
                } => {
                    let recent = pressed.remove(&(*channel, *u)).unwrap_or_default();
                    let cards: Vec<String> = labels
                        .iter()
                        .filter(|l| tests::is_card(l) && !recent.contains(l))
                        .cloned()
                        .collect();
                    if !cards.is_empty() {
                        hidden.insert((*channel, *u), cards);
                    }
                }
                Event::Press {
                    user,
                    channel,
                    label,
                    ..
                } => {
                    let played = tests::cards_in(label);
                    if let Some(h) = hidden.get_mut(&(*channel, *user)) {
                        h.retain(|c| !played.contains(c));
                    }
                    pressed.entry((*channel, *user)).or_default().extend(played);
                }
                Event::Write {
                    ephemeral: false,
                    id,
                    channel,
                    text,
                    labels,
                    ..
                } => {
                    let shown = tests::cards_shown(text, labels);
                    let here = hidden.iter().filter(|((c, _), _)| c == channel);
                    for ((_, user), cards) in here {
                        for c in shown.iter().filter(|c| cards.contains(c)) {
                            leaks.push(format!(
                                "message {id} shows {c}, hidden in the hand of {user}: {text}"
                            ));
                        }
                    }
                    // A game over: the hands of that channel's game are no longer held.
                    if labels.iter().any(|l| l == "Rematch") {
                        hidden.retain(|(c, _), _| c != channel);
                        pressed.retain(|(c, _), _| c != channel);
                    }
                }
                _ => {}
            }
        }
        leaks
    }
}

/// The shard Discord sends a guild's events to (direct messages: shard 0).
pub fn shard_of(guild: Option<u64>, total: u64) -> u64 {
    guild.map_or(0, |g| (g >> 22) % total.max(1))
}

/// What Discord refuses of a bulk overwrite's Entry Point commands (type 4,
/// `PRIMARY_ENTRY_POINT`): more than one, one in a server's commands, a `handler` other than
/// 1 (the app) or 2 (Discord) or on any other type, options on one.
fn entry_point_violations(list: &Value, in_guild: bool) -> Vec<String> {
    let commands = list.as_array().map(Vec::as_slice).unwrap_or_default();
    let entry = |c: &&Value| c["type"] == 4;
    let mut out = Vec::new();
    let count = commands.iter().filter(entry).count();
    if count > 1 {
        out.push(format!("{count} Entry Point commands (one per app)"));
    }
    if in_guild && count > 0 {
        out.push("an Entry Point command among a server's commands".to_string());
    }
    for c in commands {
        let handler = c.get("handler");
        match (entry(&c), handler) {
            (true, Some(h)) if h != 1 && h != 2 => out.push(format!("Entry Point handler {h}")),
            (true, _) if c.get("options").is_some() => {
                out.push("options on an Entry Point command".to_string());
            }
            (false, Some(_)) => out.push(format!("a handler on command {}", c["name"])),
            _ => {}
        }
    }
    out
}
