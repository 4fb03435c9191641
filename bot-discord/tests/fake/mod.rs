//! A fake Discord on 127.0.0.1 for the end-to-end tests: the REST API the bot uses and the
//! gateway WebSocket (HELLO, IDENTIFY, READY, heartbeats, INTERACTION_CREATE).
//!
//! Protocol rules it enforces, each broken rule recorded as a violation that fails the test:
//! every request body must match Discord's schema for its path and method (`spec`), the token
//! must be right, an interaction must be answered exactly once and within 3 seconds, follow-ups
//! need an answered interaction whose token is younger than 15 minutes, and after a 429 the
//! same route may not be called again before `retry_after` has passed.
#![allow(dead_code)]

pub mod spec;

use std::collections::{BTreeMap, HashMap};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const TOKEN: &str = "fake.bot.token";
pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
const EPHEMERAL: u64 = 64;

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
}

/// What happened, in order: the hidden-card check reads it.
#[derive(Clone, Debug)]
pub enum Event {
    /// A message was created or edited: its id, whether ephemeral, its viewer, what it shows.
    Write {
        id: u64,
        ephemeral: bool,
        viewer: Option<u64>,
        text: String,
        labels: Vec<String>,
    },
    /// A user pressed a button with this label.
    Press {
        user: u64,
        label: String,
        custom_id: String,
        interaction: u64,
    },
}

#[derive(Default)]
pub struct State {
    pub log: Vec<Event>,
    next_id: u64,
    pub requests: Vec<Req>,
    pub violations: Vec<String>,
    pub messages: BTreeMap<u64, Msg>,
    pub interactions: BTreeMap<u64, Interaction>,
    pub commands: Option<Value>,
    pub command_route: Option<String>,
    pub identified: u32,
    gateway: Option<mpsc::UnboundedSender<String>>,
    seq: u64,
    /// Fail the next request whose route matches with a 429.
    inject_429: Option<String>,
    /// Route template -> no call allowed before this instant.
    blocked_until: HashMap<String, Instant>,
    pub rate_limited: u32,
    pub heartbeats: u32,
    gateway_url: String,
}

impl State {
    fn snowflake(&mut self) -> u64 {
        self.next_id += 1;
        1_100_000_000_000_000_000 + self.next_id
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
        "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
        "flags": if m.ephemeral { EPHEMERAL } else { 0 },
        "components": m.components, "application_id": APP_ID.to_string(),
    })
}

fn member_json(p: Person) -> Value {
    json!({
        "user": user_json(p.id, p.name, false), "nick": null, "avatar": null, "roles": [],
        "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
        "flags": 0, "pending": false, "permissions": "2248473465835073",
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
        let (tx, mut rx) = mpsc::unbounded_channel::<String>();
        let hello = json!({"op": 10, "d": {"heartbeat_interval": 1000}, "s": null, "t": null});
        if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
            return;
        }
        loop {
            tokio::select! {
                out = rx.recv() => {
                    let Some(out) = out else { return };
                    if sink.send(WsMessage::Text(out)).await.is_err() { return; }
                }
                incoming = source.next() => {
                    let Some(Ok(msg)) = incoming else {
                        let mut st = self.state.lock().unwrap();
                        if st.gateway.as_ref().is_some_and(|g| g.same_channel(&tx)) { st.gateway = None; }
                        return;
                    };
                    let WsMessage::Text(text) = msg else { continue };
                    let Ok(v) = serde_json::from_str::<Value>(&text) else {
                        self.violation(format!("gateway: not JSON: {text}"));
                        continue;
                    };
                    match v["op"].as_u64() {
                        Some(1) => {
                            self.state.lock().unwrap().heartbeats += 1;
                            let _ = tx.send(json!({"op": 11, "d": null, "s": null, "t": null}).to_string());
                        }
                        Some(2) => {
                            if v["d"]["token"].as_str() != Some(TOKEN) && v["d"]["token"].as_str() != Some(&format!("Bot {TOKEN}")) {
                                self.violation(format!("IDENTIFY with a wrong token: {}", v["d"]["token"]));
                                let _ = sink.send(WsMessage::Close(None)).await;
                                return;
                            }
                            let mut st = self.state.lock().unwrap();
                            st.identified += 1;
                            st.seq += 1;
                            let ready = json!({"op": 0, "t": "READY", "s": st.seq, "d": {
                                "v": 10, "user": user_json(BOT_ID, "cards", true),
                                "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                                "session_id": "fake-session", "resume_gateway_url": st.gateway_url,
                                "shard": [0, 1], "application": {"id": APP_ID.to_string(), "flags": 0},
                            }});
                            let _ = tx.send(ready.to_string());
                            st.gateway = Some(tx.clone());
                        }
                        Some(6) => {
                            // No resuming here: the bot must identify again.
                            let _ = tx.send(json!({"op": 9, "d": false, "s": null, "t": null}).to_string());
                        }
                        Some(3) | Some(4) | Some(8) => {}
                        other => self.violation(format!("gateway: unexpected op {other:?}: {text}")),
                    }
                }
            }
        }
    }

    /// Waits until the bot has identified (`n` times in all, counting restarts) and holds the
    /// gateway.
    pub async fn wait_connected(&self, n: u32) {
        self.wait_for(&format!("gateway identify #{n}"), |st| {
            st.identified >= n && st.gateway.is_some()
        })
        .await;
    }

    fn dispatch(&self, st: &mut State, event: &str, data: Value) {
        st.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": st.seq, "d": data});
        st.gateway
            .as_ref()
            .expect("the bot is not connected")
            .send(frame.to_string())
            .unwrap();
    }

    fn interaction_base(
        &self,
        st: &mut State,
        user: Person,
        kind: u8,
        locale: &str,
    ) -> (u64, String, Value) {
        let id = st.snowflake();
        let token = format!("tok{id}");
        let v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
            "guild_id": GUILD_ID.to_string(), "channel_id": CHANNEL_ID.to_string(),
            "channel": {"id": CHANNEL_ID.to_string(), "type": 0, "name": "cards"},
            "member": member_json(user), "token": token, "version": 1,
            "app_permissions": "2248473465835073", "locale": locale, "guild_locale": "en-US",
            "entitlements": [], "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
            "context": 0, "attachment_size_limit": 10485760,
        });
        (id, token, v)
    }

    /// A user runs a slash command; `options` are Discord's option objects. Returns the
    /// interaction id.
    pub fn slash(&self, user: Person, name: &str, options: Value) -> u64 {
        self.slash_in(user, name, options, "en-US")
    }

    pub fn slash_in(&self, user: Person, name: &str, options: Value, locale: &str) -> u64 {
        let mut st = self.state.lock().unwrap();
        let (id, token, mut v) = self.interaction_base(&mut st, user, 2, locale);
        let cmd_id = st.snowflake();
        v["data"] = json!({"id": cmd_id.to_string(), "name": name, "type": 1, "options": options});
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
            },
        );
        self.dispatch(&mut st, "INTERACTION_CREATE", v);
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
        let (id, token, mut v) = self.interaction_base(&mut st, user, 3, "en-US");
        st.log.push(Event::Press {
            user: user.id,
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
            },
        );
        self.dispatch(&mut st, "INTERACTION_CREATE", v);
        id
    }

    // ---------- waiting and looking ----------

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

    // ---------- REST ----------

    async fn handle(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let method = req.method().as_str().to_string();
        let uri = req.uri().clone();
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
        let body: Option<Value> = if bytes.is_empty() {
            None
        } else {
            match serde_json::from_slice(&bytes) {
                Ok(v) => Some(v),
                Err(e) => {
                    self.violation(format!("{method} {path}: body is not JSON ({e})"));
                    return reply(400, json!({"message": "400: Bad Request", "code": 50109}));
                }
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
        let webhook = route.starts_with("/webhooks/");
        if !webhook && auth.as_deref() != Some(&format!("Bot {TOKEN}")) {
            self.record(&method, &path, &route, body, 401);
            return reply(401, json!({"message": "401: Unauthorized", "code": 0}));
        }
        // Rate limits: an injected 429, and a caller who does not wait after one.
        {
            let mut st = self.state.lock().unwrap();
            if let Some(until) = st.blocked_until.get(&route).copied() {
                if Instant::now() < until {
                    st.violations
                        .push(format!("{method} {path}: called again before retry_after"));
                } else {
                    st.blocked_until.remove(&route);
                }
            }
            if st.inject_429.as_deref() == Some(route.as_str()) {
                st.inject_429 = None;
                st.rate_limited += 1;
                st.blocked_until
                    .insert(route.clone(), Instant::now() + Duration::from_millis(700));
                drop(st);
                self.record(&method, &path, &route, body, 429);
                let mut r = reply(
                    429,
                    json!({"message": "You are being rate limited.", "retry_after": 0.7, "global": false, "code": 0}),
                );
                let h = r.headers_mut();
                h.insert("retry-after", "1".parse().unwrap());
                h.insert("x-ratelimit-limit", "5".parse().unwrap());
                h.insert("x-ratelimit-remaining", "0".parse().unwrap());
                h.insert("x-ratelimit-reset-after", "0.700".parse().unwrap());
                h.insert("x-ratelimit-bucket", "fakebucket".parse().unwrap());
                h.insert("x-ratelimit-scope", "user".parse().unwrap());
                return r;
            }
        }
        let segs: Vec<String> = path.split('/').skip(1).map(str::to_string).collect();
        let (status, answer) = self.answer(&method, &route, &segs, body.as_ref());
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
                    ephemeral: m.ephemeral,
                    viewer: m.viewer,
                    text: m.content.clone(),
                    labels,
                });
            }
        }
        self.record(&method, &path, &route, body, status);
        match answer {
            Some(v) => reply(status, v),
            None => no_content(),
        }
    }

    fn record(&self, method: &str, path: &str, route: &str, body: Option<Value>, status: u16) {
        self.state.lock().unwrap().requests.push(Req {
            method: method.to_string(),
            path: path.to_string(),
            route: route.to_string(),
            body,
            at: Instant::now(),
            status,
        });
    }

    fn answer(
        &self,
        method: &str,
        route: &str,
        segs: &[String],
        body: Option<&Value>,
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
                Some(json!({"url": st.gateway_url, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})),
            ),
            ("GET", "/users/@me") => (200, Some(user_json(BOT_ID, "cards", true))),
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
                let late = i.created.elapsed();
                if late > Duration::from_secs(3) {
                    st.violations
                        .push(format!("interaction {iid} answered after {late:?}"));
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
                        let m =
                            new_message(id, CHANNEL_ID, Some(&body["data"]), eph, Some(i.user.id));
                        st.messages.insert(id, m);
                        i.original = Some(id);
                        i.ephemeral_original = eph;
                    }
                    (5, _) => {
                        i.original = None;
                        i.ephemeral_original = flags & EPHEMERAL != 0;
                    }
                    (6, true) => {}
                    (7, true) => {
                        let mid = i.message_id.unwrap();
                        if let Some(m) = st.messages.get_mut(&mid) {
                            edit_message(m, Some(&body["data"]));
                        }
                    }
                    _ => st.violations.push(format!(
                        "interaction {iid}: callback type {kind} does not fit"
                    )),
                }
                i.answered = Some((Instant::now(), kind));
                if (kind == 4 || kind == 7)
                    && let Some(m) = i.original.and_then(|id| st.messages.get(&id)).cloned()
                {
                    let labels = m.buttons().into_iter().map(|(l, _, _)| l).collect();
                    st.log.push(Event::Write {
                        id: m.id,
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
                let Some(i) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                let id = st.snowflake();
                let body = body.cloned().unwrap_or(json!({}));
                let eph = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
                let m = new_message(id, CHANNEL_ID, Some(&body), eph, Some(i.user.id));
                let v = message_json(&m);
                st.messages.insert(id, m);
                (200, Some(v))
            }
            ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
                let Some(mut i) = self.webhook_interaction(&mut st, segs) else {
                    return unknown("Webhook");
                };
                match i.original {
                    Some(mid) => {
                        let m = st.messages.get_mut(&mid).unwrap();
                        edit_message(m, body);
                        (200, Some(message_json(m)))
                    }
                    None => {
                        // The deferred answer of a slash command becomes a message.
                        let id = st.snowflake();
                        let m = new_message(
                            id,
                            CHANNEL_ID,
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
                match i.original.take() {
                    Some(mid) if !i.is_component => {
                        st.messages.get_mut(&mid).unwrap().deleted = true;
                        st.interactions.insert(i.id, i);
                        (204, None)
                    }
                    Some(mid) => {
                        st.messages.get_mut(&mid).unwrap().deleted = true;
                        (204, None)
                    }
                    // Deleting the "thinking" placeholder of a deferred answer.
                    None => (204, None),
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

/// Every card named in a text: `10♥`, `J♠`.
pub fn cards_in(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        if !matches!(c, '♠' | '♥' | '♦' | '♣') || i == 0 {
            continue;
        }
        let rank = match chars[i - 1] {
            '0' if i >= 2 && chars[i - 2] == '1' => "10".to_string(),
            r @ ('2'..='9' | 'J' | 'Q' | 'K' | 'A') => r.to_string(),
            _ => continue,
        };
        out.push(format!("{rank}{c}"));
    }
    out
}

fn is_card(label: &str) -> bool {
    let cards = cards_in(label);
    cards.len() == 1 && cards[0] == label
}

impl Fake {
    /// How many private hands with cards on their buttons were shown (the hidden-card check's
    /// material).
    pub fn hands_with_cards(&self) -> usize {
        let st = self.state.lock().unwrap();
        st.log
            .iter()
            .filter(|e| matches!(e, Event::Write { ephemeral: true, labels, .. } if labels.iter().any(|l| is_card(l))))
            .count()
    }

    /// No public message ever named a card that a player held unseen: a card on a button of
    /// his latest private hand, not played by him since.
    pub fn hidden_cards_leaked(&self) -> Vec<String> {
        let st = self.state.lock().unwrap();
        let mut hidden: HashMap<u64, Vec<String>> = HashMap::new();
        let mut leaks = Vec::new();
        for e in &st.log {
            match e {
                Event::Write {
                    ephemeral: true,
                    viewer: Some(u),
                    labels,
                    ..
                } => {
                    let cards: Vec<String> =
                        labels.iter().filter(|l| is_card(l)).cloned().collect();
                    if !cards.is_empty() {
                        hidden.insert(*u, cards);
                    }
                }
                Event::Press { user, label, .. } => {
                    if let Some(h) = hidden.get_mut(user) {
                        let played = cards_in(label);
                        h.retain(|c| !played.contains(c));
                    }
                }
                Event::Write {
                    ephemeral: false,
                    id,
                    text,
                    labels,
                    ..
                } => {
                    let mut shown = cards_in(text);
                    for l in labels {
                        shown.extend(cards_in(l));
                    }
                    for (user, cards) in &hidden {
                        for c in shown.iter().filter(|c| cards.contains(c)) {
                            leaks.push(format!(
                                "message {id} shows {c}, hidden in the hand of {user}: {text}"
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
        leaks
    }
}
