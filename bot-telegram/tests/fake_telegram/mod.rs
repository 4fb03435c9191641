//! A fake Telegram Bot API server for end-to-end tests: real HTTP/1.1 on 127.0.0.1, strict.
//!
//! It plays users in groups and private chats: tests make users send messages and press
//! buttons ([`Fake::send`], [`Fake::press`]); the bot under test reads them with `getUpdates`
//! (long polling, offset/timeout semantics) and answers through the methods below. Anything
//! the real API would refuse, and everything our own rules forbid, is recorded as a
//! violation ([`Fake::violations`]); every test ends by asserting there are none:
//! - an unknown method, or an unknown parameter of a known one;
//! - callback data over 64 bytes, an empty or over-long text, a malformed keyboard;
//! - a `web_app` button (a Mini App, its URL https) outside a private chat: Telegram's 400
//!   `BUTTON_TYPE_INVALID`;
//! - an edit that changes nothing (answered with Telegram's real 400 "message is not modified");
//! - more than 20 messages (sent or edited) in a group within any 60 seconds;
//! - a callback query answered twice, or answered with a text over 200 characters;
//! - (not a violation, Telegram's own 400 "query is too old") a callback query answered more
//!   than [`CALLBACK_LIFE`] after the press ([`Fake::set_callback_life`]): Telegram keeps a
//!   query answerable for a few seconds only, so a late answer is lost;
//! - `sendDocument` other than as multipart/form-data with the file uploaded in its
//!   `document` part or the part `document` names as `attach://<part>` (with a file name, at
//!   most 50 MB), or a caption over 1024 characters.
//!
//! - a second write (sendMessage, editMessageText) to one private chat within a second
//!   (answered 429 `retry_after` 1, as Telegram does to a bot flooding one chat).
//!
//! It answers 403 to a private message for a user who never started the bot, and it can
//! answer one chosen call with 429 and a `retry_after`. As the real platform:
//! - every call can be answered only after a set round trip ([`Fake::set_latency`]): calls
//!   overlap, each waits its own time (a long poll that has waited already answers at once);
//! - an overall flood limit can be switched on ([`Fake::set_overall_limit`]): a write beyond N
//!   in the trailing second, over all chats, is answered 429 `retry_after` 1 even if its chat
//!   is within its own budget (not a violation: the bot must learn to slow down);
//! - webhooks ([`webhook`]): `setWebhook` checks its URL (https, ports 443, 80, 88 or 8443)
//!   and `secret_token` (1-256 characters of A-Z, a-z, 0-9, `_`, `-`) as Telegram does;
//!   while one is set, `getUpdates` is refused with 409 Conflict, and every update is POSTed
//!   to the bot (through the address a test names, [`Fake::route_webhook_to`], as a load
//!   balancer would) with the secret in `X-Telegram-Bot-Api-Secret-Token`, one at a time per
//!   chat, several chats at once, again and again until it is answered 2xx;
//! - a group can become a supergroup ([`Fake::migrate_to_supergroup`]): a service message in
//!   the old group carries `migrate_to_chat_id`, every later call naming the old id is
//!   answered 400 with `parameters.migrate_to_chat_id`, and the bot's old messages cannot be
//!   edited through the new id (message ids start anew there).

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

/// The bot's own account.
pub const BOT_ID: i64 = 4_242_000;
pub const BOT_USERNAME: &str = "cards_test_bot";
/// The token the fake accepts.
pub const TOKEN: &str = "4242000:TEST-token_for-the-fake";
/// How long a callback query can be answered after the press. Telegram does not publish it;
/// bots report "query is too old" after some 5 to 15 seconds: the fake takes ten.
pub const CALLBACK_LIFE: Duration = Duration::from_secs(10);
/// Messages a group may receive from a bot in any 60 s.
pub const GROUP_LIMIT_PER_MINUTE: usize = 20;

/// A chat's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChatKind {
    Private,
    Group,
}

/// A message as the chat shows it now.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub chat: i64,
    pub id: i64,
    pub text: String,
    /// The inline keyboard: rows of buttons.
    pub rows: Vec<Vec<Button>>,
    /// How many times it was edited.
    pub edits: u32,
    /// The file a document message carries (its `text` is then the caption).
    pub document: Option<Document>,
}

/// A file uploaded with `sendDocument`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The largest file a bot may upload (50 MB).
pub const DOCUMENT_LIMIT: usize = 50 * 1024 * 1024;
/// The longest caption of a document.
pub const CAPTION_LIMIT: usize = 1024;

/// An inline keyboard button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub text: String,
    pub data: Option<String>,
    pub url: Option<String>,
    /// The Mini App a `web_app` button opens (its `WebAppInfo.url`).
    pub web_app: Option<String>,
}

impl Shown {
    /// Every button, row by row.
    pub fn buttons(&self) -> impl Iterator<Item = &Button> {
        self.rows.iter().flatten()
    }
}

/// One call the bot made that changed a chat.
#[derive(Clone, Debug)]
pub struct Event {
    pub at: Instant,
    pub chat: i64,
    pub message: i64,
    /// `sendMessage`, `sendDocument` or `editMessageText`.
    pub method: String,
    pub text: String,
}

/// A command menu registered with setMyCommands: its language code (`None`: everyone's) and
/// its (command, description) pairs.
pub type Menu = (Option<String>, Vec<(String, String)>);

/// The answer a callback query got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub text: Option<String>,
    pub show_alert: bool,
}

#[derive(Clone, Debug)]
struct UserRec {
    name: String,
    lang: String,
    started: bool,
}

#[derive(Default)]
struct State {
    users: BTreeMap<i64, UserRec>,
    /// (group, user): the user administers the group.
    admins: BTreeSet<(i64, i64)>,
    chats: BTreeMap<i64, (ChatKind, String)>,
    messages: BTreeMap<(i64, i64), Shown>,
    /// Messages pressed as too old to see ([`Fake::press_old`]): no longer editable.
    old_messages: BTreeSet<(i64, i64)>,
    next_message: i64,
    updates: VecDeque<(i64, Value)>,
    next_update: i64,
    next_callback: u64,
    callbacks: HashMap<String, Option<Answer>>,
    /// When each callback query was made, until it is answered.
    pressed_at: HashMap<String, Instant>,
    /// How long each answered callback query waited for its answer.
    latencies: Vec<Duration>,
    /// The same, by callback query.
    answered_after: HashMap<String, Duration>,
    events: Vec<Event>,
    violations: Vec<String>,
    /// Answer the next call of this method with 429 and this retry_after.
    fail_429: Option<(String, u32)>,
    hits_429: u32,
    double_answers: u32,
    /// Callback queries answered too late (see [`CALLBACK_LIFE`]).
    expired_answers: u32,
    /// Messages refused because their private chat's user never started the bot.
    refused_private: u32,
    /// How long a callback query stays answerable.
    callback_life: Duration,
    commands: Vec<Menu>,
    /// Counts changes, for waiting on the next one.
    version: u64,
    /// The newest update id handed to the bot by getUpdates.
    fetched: i64,
    /// When each update was handed to the bot.
    delivered: HashMap<i64, Instant>,
    /// Every call is answered no sooner than this after it arrived.
    latency: Duration,
    /// Writes allowed over all chats in any second (`None`: no overall limit).
    overall_limit: Option<u32>,
    /// Starts of writes within the last second, over all chats.
    overall_writes: VecDeque<Instant>,
    overall_429s: u32,
    /// Groups that became supergroups: old id -> new id.
    migrated: BTreeMap<i64, i64>,
    /// The last write to each private chat.
    private_last: HashMap<i64, Instant>,
    deletes: u32,
    /// The update that carried each callback query.
    callback_updates: HashMap<String, i64>,
    calls: BTreeMap<String, u32>,
    /// Counts getUpdates calls: a newer call ends an older one still waiting, with the real
    /// 409 "terminated by other getUpdates request" (a killed bot's poll, for one).
    poll_generation: u64,
    /// Every update ever made, by id (for a test to deliver one again).
    made: BTreeMap<i64, Value>,
    /// The webhook set with setWebhook, if any.
    webhook: Option<webhook::Hook>,
    /// Where webhook requests go (the load balancer in front of the bots), if anywhere: each
    /// request to one of these, picked by `balance`'s coin.
    webhook_target: Vec<std::net::SocketAddr>,
    /// The load balancer's seeded coin (`None`: always the first target that answers).
    balance: Option<tests::Rng>,
    /// Each webhook request answered, with the address that answered it.
    webhook_routes: Vec<(i64, std::net::SocketAddr)>,
    /// Each webhook request made: the update and the status answered (0: no answer).
    webhook_posts: Vec<(i64, u16)>,
    /// Updates being POSTed now (not offered again meanwhile).
    webhook_in_flight: BTreeSet<i64>,
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

/// The running fake. Dropping it stops the server.
pub struct Fake {
    shared: Arc<Shared>,
    /// Dropped with the fake: the server's runtime then stops.
    _stop: tokio::sync::oneshot::Sender<()>,
    pub port: u16,
}

fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl Fake {
    /// Starts a server on a free port of 127.0.0.1. Every connection is served at once, each
    /// request on a thread of its own (a long poll blocks no other call), as Telegram does.
    pub fn start() -> Fake {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
        listener
            .set_nonblocking(true)
            .expect("a non-blocking listener");
        let port = listener.local_addr().expect("a local address").port();
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                next_message: 1,
                next_update: 1,
                callback_life: CALLBACK_LIFE,
                ..State::default()
            }),
            changed: Condvar::new(),
        });
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let weak = Arc::downgrade(&shared);
        thread::spawn(move || webhook::push(weak));
        let s = shared.clone();
        thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .max_blocking_threads(1024)
                .enable_all()
                .build()
                .expect("a runtime for the fake");
            runtime.block_on(async move {
                let listener =
                    tokio::net::TcpListener::from_std(listener).expect("a tokio listener");
                tokio::select! {
                    _ = stopped => {}
                    _ = accept(listener, s) => {}
                }
            });
            // A long poll still waiting ends on its own; nothing waits for it.
            runtime.shutdown_background();
        });
        Fake {
            shared,
            _stop: stop,
            port,
        }
    }

    /// Answers every call no sooner than `latency` after it arrived (a real round trip).
    pub fn set_latency(&self, latency: Duration) {
        self.lock().latency = latency;
    }

    /// Refuses with 429 any write beyond `limit` in the trailing second over all chats.
    pub fn set_overall_limit(&self, limit: Option<u32>) {
        self.lock().overall_limit = limit;
    }

    /// Writes refused by the overall limit.
    pub fn overall_429s(&self) -> u32 {
        self.lock().overall_429s
    }

    /// Messages deleted by the bot.
    pub fn deletes(&self) -> u32 {
        self.lock().deletes
    }

    /// When the bot received the callback query (its update), if it has.
    pub fn press_delivered_at(&self, callback: &str) -> Option<Instant> {
        let st = self.lock();
        let update = st.callback_updates.get(callback)?;
        st.delivered.get(update).copied()
    }

    /// The update that carried the callback query `callback` (see [`Fake::press`]).
    pub fn update_of(&self, callback: &str) -> Option<i64> {
        self.lock().callback_updates.get(callback).copied()
    }

    /// When the update was handed to the bot by getUpdates.
    pub fn delivered_at(&self, update: i64) -> Option<Instant> {
        self.lock().delivered.get(&update).copied()
    }

    /// The group becomes a supergroup; returns its new id. A user's service message in the
    /// old group tells the bot (`migrate_to_chat_id`), as Telegram does.
    pub fn migrate_to_supergroup(&self, group: i64, by: i64) -> i64 {
        let mut st = self.lock();
        let (_, title) = st.chats.get(&group).cloned().expect("a known group");
        let new = -1_000_000_000_000 + group;
        st.chats.insert(new, (ChatKind::Group, title));
        st.migrated.insert(group, new);
        let id = st.next_message;
        st.next_message += 1;
        let from = user_json(&st, by);
        let chat = chat_json(&st, group);
        push_update(
            &mut st,
            json!({ "message": { "message_id": id, "date": unix_now(), "chat": chat,
                "from": from, "migrate_to_chat_id": new } }),
        );
        st.version += 1;
        drop(st);
        self.shared.changed.notify_all();
        new
    }

    /// The newest message of a chat still shown (the one at the bottom).
    pub fn last_message(&self, chat: i64) -> Option<Shown> {
        self.messages(chat).pop()
    }

    /// The most writes any private chat received within one second.
    pub fn max_private_writes_per_second(&self) -> usize {
        self.max_writes_within(ChatKind::Private, Duration::from_secs(1))
    }

    /// The most writes (deletions aside) any chat of `kind` received within one `window`.
    fn max_writes_within(&self, of_kind: ChatKind, window: Duration) -> usize {
        let st = self.lock();
        let mut best = 0;
        for (&chat, (kind, _)) in &st.chats {
            if *kind != of_kind {
                continue;
            }
            let times: Vec<Instant> = st
                .events
                .iter()
                .filter(|e| e.chat == chat && e.method != "deleteMessage")
                .map(|e| e.at)
                .collect();
            for (i, &t) in times.iter().enumerate() {
                let n = times[i..]
                    .iter()
                    .take_while(|&&u| u.duration_since(t) < window)
                    .count();
                best = best.max(n);
            }
        }
        best
    }

    /// The value of TELOXIDE_API_URL for the bot.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds a user; `started` says whether he has ever started the bot in private.
    pub fn add_user(&self, id: i64, name: &str, lang: &str, started: bool) {
        let mut st = self.lock();
        st.users.insert(
            id,
            UserRec {
                name: name.into(),
                lang: lang.into(),
                started,
            },
        );
        st.chats.insert(id, (ChatKind::Private, name.into()));
    }

    /// Adds a group chat (its id must be negative).
    /// The user becomes an administrator of the group.
    pub fn make_admin(&self, group: i64, user: i64) {
        self.lock().admins.insert((group, user));
    }

    pub fn add_group(&self, id: i64, title: &str) {
        assert!(id < 0, "group ids are negative");
        self.lock()
            .chats
            .insert(id, (ChatKind::Group, title.into()));
    }

    /// The user writes `text` in `chat` (his own id for his private chat). Returns the update id.
    pub fn send(&self, user: i64, chat: i64, text: &str) -> i64 {
        let mut st = self.lock();
        if chat == user
            && let Some(u) = st.users.get_mut(&user)
        {
            u.started = true;
        }
        let id = st.next_message;
        st.next_message += 1;
        let from = user_json(&st, user);
        let chat_json = chat_json(&st, chat);
        let mut message = json!({
            "message_id": id, "date": unix_now(), "chat": chat_json, "from": from, "text": text,
        });
        if text.starts_with('/') {
            let len = text
                .split_whitespace()
                .next()
                .map_or(0, |w| w.encode_utf16().count());
            message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": len}]);
        }
        push_update(&mut st, json!({ "message": message }));
        st.version += 1;
        drop(st);
        self.shared.changed.notify_all();
        id
    }

    /// The user presses the button with `data` under message `message` of `chat`. Returns the
    /// callback query's id, to read its answer with [`Fake::answer`].
    pub fn press(&self, user: i64, chat: i64, message: i64, data: &str) -> String {
        self.press_message(user, chat, message, data, false)
    }

    /// [`Fake::press`] on a message too old for the bot to see: Telegram sends it as an
    /// `InaccessibleMessage` (its chat, its id and `date` 0, nothing else), and the bot can no
    /// longer edit it (`editMessageText` is answered "message can't be edited").
    pub fn press_old(&self, user: i64, chat: i64, message: i64, data: &str) -> String {
        self.press_message(user, chat, message, data, true)
    }

    fn press_message(&self, user: i64, chat: i64, message: i64, data: &str, old: bool) -> String {
        let mut st = self.lock();
        if old {
            st.old_messages.insert((chat, message));
        }
        let shown = st
            .messages
            .get(&(chat, message))
            .cloned()
            .unwrap_or_else(|| panic!("no message {message} in chat {chat}"));
        assert!(
            shown.buttons().any(|b| b.data.as_deref() == Some(data)),
            "message {message} has no button {data:?}: {shown:?}"
        );
        st.next_callback += 1;
        let id = format!("cb{}", st.next_callback);
        st.callbacks.insert(id.clone(), None);
        st.pressed_at.insert(id.clone(), Instant::now());
        let from = user_json(&st, user);
        let msg = if old {
            json!({ "chat": chat_json(&st, chat), "message_id": message, "date": 0 })
        } else {
            message_json(&st, &shown)
        };
        let update = st.next_update;
        st.callback_updates.insert(id.clone(), update);
        push_update(
            &mut st,
            json!({ "callback_query": {
                "id": id, "from": from, "message": msg,
                "chat_instance": format!("ci{chat}"), "data": data,
            }}),
        );
        st.version += 1;
        drop(st);
        self.shared.changed.notify_all();
        id
    }

    /// Sends webhook requests to `target` (the bot's WEBHOOK_LISTEN), as the load balancer
    /// behind the webhook's public URL would.
    pub fn route_webhook_to(&self, target: std::net::SocketAddr) {
        let mut st = self.lock();
        st.webhook_target = vec![target];
        st.balance = None;
        self.shared.changed.notify_all();
    }

    /// Sends each webhook request to one of `targets` picked by a coin seeded with `seed`, as
    /// a load balancer in front of several bots would; when the one picked does not take the
    /// connection (its process is gone), to the next one that does.
    pub fn balance_webhook_between(&self, targets: &[std::net::SocketAddr], seed: u64) {
        let mut st = self.lock();
        st.webhook_target = targets.to_vec();
        st.balance = Some(tests::Rng::new(seed));
    }

    /// Each webhook request answered (any status), with the address that answered it.
    pub fn webhook_routes(&self) -> Vec<(i64, std::net::SocketAddr)> {
        self.lock().webhook_routes.clone()
    }

    /// The webhook set: its URL and secret.
    pub fn webhook(&self) -> Option<(String, Option<String>)> {
        self.lock()
            .webhook
            .as_ref()
            .map(|h| (h.url.clone(), h.secret.clone()))
    }

    /// The webhook requests made so far: (update id, status answered; 0: none).
    pub fn webhook_posts(&self) -> Vec<(i64, u16)> {
        self.lock().webhook_posts.clone()
    }

    /// The update `id` as it was made (to send it again, or forged).
    pub fn update(&self, id: i64) -> Value {
        self.lock().made[&id].clone()
    }

    /// Delivers update `id` once more (as Telegram does when it did not see an answer).
    pub fn deliver_again(&self, id: i64) {
        let mut st = self.lock();
        let update = st.made[&id].clone();
        st.updates.push_back((id, update));
        st.version += 1;
        drop(st);
        self.shared.changed.notify_all();
    }

    /// Makes the next call of `method` fail with 429 and this `retry_after`.
    pub fn fail_next_with_429(&self, method: &str, retry_after: u32) {
        self.lock().fail_429 = Some((method.into(), retry_after));
    }

    /// How many 429s were answered.
    pub fn hits_429(&self) -> u32 {
        self.lock().hits_429
    }

    /// How long button presses waited for their answers, sorted.
    pub fn answer_latencies(&self) -> Vec<Duration> {
        let mut all = self.lock().latencies.clone();
        all.sort();
        all
    }

    /// How long the callback query `callback` waited for its answer, once answered.
    pub fn answer_latency(&self, callback: &str) -> Option<Duration> {
        self.lock().answered_after.get(callback).copied()
    }

    /// Callback queries answered a second time.
    pub fn double_answers(&self) -> u32 {
        self.lock().double_answers
    }

    /// Callback queries answered after they expired ([`CALLBACK_LIFE`]).
    pub fn expired_answers(&self) -> u32 {
        self.lock().expired_answers
    }

    /// Messages refused (403) because the user of their private chat never started the bot.
    pub fn refused_private_writes(&self) -> u32 {
        self.lock().refused_private
    }

    /// Callback queries stay answerable for `life` from now on (default [`CALLBACK_LIFE`]).
    pub fn set_callback_life(&self, life: Duration) {
        self.lock().callback_life = life;
    }

    /// How often each method was called.
    pub fn calls(&self, method: &str) -> u32 {
        self.lock().calls.get(method).copied().unwrap_or(0)
    }

    /// The answer of a callback query (`None` while unanswered).
    pub fn answer(&self, callback: &str) -> Option<Answer> {
        self.lock().callbacks.get(callback).cloned().flatten()
    }

    /// Waits until the callback query is answered.
    pub fn wait_answer(&self, callback: &str, timeout: Duration) -> Answer {
        self.wait(timeout, &format!("an answer to {callback}"), |f| {
            f.answer(callback)
        })
    }

    /// Every message of a chat as shown now, oldest first.
    pub fn messages(&self, chat: i64) -> Vec<Shown> {
        self.lock()
            .messages
            .range((chat, i64::MIN)..=(chat, i64::MAX))
            .map(|(_, m)| m.clone())
            .collect()
    }

    /// One message as shown now.
    pub fn message(&self, chat: i64, id: i64) -> Option<Shown> {
        self.lock().messages.get(&(chat, id)).cloned()
    }

    /// Every send and edit the bot made, in order.
    pub fn events(&self) -> Vec<Event> {
        self.lock().events.clone()
    }

    /// The commands registered with setMyCommands: (language code, [(command, description)]).
    pub fn commands(&self) -> Vec<Menu> {
        self.lock().commands.clone()
    }

    /// Everything the bot did that it must not.
    pub fn violations(&self) -> Vec<String> {
        self.lock().violations.clone()
    }

    /// Waits until getUpdates has handed the bot every update made so far.
    pub fn wait_fetched(&self, timeout: Duration) {
        let newest = self.lock().next_update - 1;
        self.wait(timeout, "the bot to fetch the updates", |f| {
            (f.lock().fetched >= newest).then_some(())
        });
    }

    /// Updates not yet confirmed by the bot.
    pub fn pending_updates(&self) -> usize {
        self.lock().updates.len()
    }

    /// The most messages any group received within 60 seconds.
    pub fn max_group_messages_per_minute(&self) -> usize {
        self.max_writes_within(ChatKind::Group, Duration::from_secs(60))
    }

    /// The change counter: it grows with every call and every user action.
    pub fn version(&self) -> u64 {
        self.lock().version
    }

    /// Waits (at most `timeout`) until something changes after `version`.
    pub fn wait_newer(&self, version: u64, timeout: Duration) {
        let end = Instant::now() + timeout;
        let mut st = self.lock();
        while st.version == version {
            let now = Instant::now();
            if now >= end {
                return;
            }
            st = self
                .shared
                .changed
                .wait_timeout(st, end - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Waits until `probe` returns something (checked after every change), or panics after
    /// `timeout` naming what it waited for and the violations so far.
    pub fn wait<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut probe: impl FnMut(&Fake) -> Option<T>,
    ) -> T {
        let end = Instant::now() + timeout;
        loop {
            if let Some(found) = probe(self) {
                return found;
            }
            let now = Instant::now();
            if now >= end {
                panic!(
                    "timed out waiting for {what}; violations: {:?}",
                    self.violations()
                );
            }
            let st = self.lock();
            let step = (end - now).min(Duration::from_millis(200));
            let _ = self.shared.changed.wait_timeout(st, step);
        }
    }
}

fn user_json(st: &State, user: i64) -> Value {
    let rec = st
        .users
        .get(&user)
        .unwrap_or_else(|| panic!("unknown user {user}"));
    json!({
        "id": user, "is_bot": false, "first_name": rec.name,
        "username": format!("user{user}"), "language_code": rec.lang,
    })
}

fn chat_json(st: &State, chat: i64) -> Value {
    match st.chats.get(&chat) {
        Some((ChatKind::Private, name)) => {
            json!({ "id": chat, "type": "private", "first_name": name })
        }
        Some((ChatKind::Group, title)) => json!({ "id": chat, "type": "group", "title": title }),
        None => panic!("unknown chat {chat}"),
    }
}

fn bot_json() -> Value {
    json!({ "id": BOT_ID, "is_bot": true, "first_name": "Cards", "username": BOT_USERNAME })
}

fn message_json(st: &State, shown: &Shown) -> Value {
    let mut m = json!({
        "message_id": shown.id, "date": unix_now(), "chat": chat_json(st, shown.chat),
        "from": bot_json(),
    });
    match &shown.document {
        Some(document) => {
            m["document"] = json!({
                "file_id": format!("doc{}-{}", shown.chat, shown.id),
                "file_unique_id": format!("u{}-{}", shown.chat, shown.id),
                "file_name": document.name, "file_size": document.bytes.len(),
            });
            if !shown.text.is_empty() {
                m["caption"] = json!(shown.text);
            }
        }
        None => m["text"] = json!(shown.text),
    }
    if !shown.rows.is_empty() {
        m["reply_markup"] = keyboard_json(&shown.rows);
    }
    m
}

fn keyboard_json(rows: &[Vec<Button>]) -> Value {
    let rows: Vec<Value> = rows
        .iter()
        .map(|row| {
            Value::Array(
                row.iter()
                    .map(|b| match (&b.data, &b.url, &b.web_app) {
                        (Some(d), ..) => json!({ "text": b.text, "callback_data": d }),
                        (None, Some(u), _) => json!({ "text": b.text, "url": u }),
                        (None, None, Some(u)) => {
                            json!({ "text": b.text, "web_app": { "url": u } })
                        }
                        _ => json!({ "text": b.text }),
                    })
                    .collect(),
            )
        })
        .collect();
    json!({ "inline_keyboard": rows })
}

fn push_update(st: &mut State, mut update: Value) {
    let id = st.next_update;
    st.next_update += 1;
    update["update_id"] = json!(id);
    st.made.insert(id, update.clone());
    st.updates.push_back((id, update));
}

const METHODS: [&str; 16] = [
    "setWebhook",
    "getWebhookInfo",
    "getMe",
    "getChatMember",
    "logOut",
    "close",
    "getUpdates",
    "deleteWebhook",
    "sendMessage",
    "sendDocument",
    "editMessageText",
    "editMessageReplyMarkup",
    "answerCallbackQuery",
    "setMyCommands",
    "deleteMyCommands",
    "deleteMessage",
];

fn canonical(name: &str) -> Option<&'static str> {
    METHODS
        .iter()
        .copied()
        .find(|m| m.eq_ignore_ascii_case(name))
}

/// The parameters each method accepts (the Bot API's, as far as this bot may use them).
fn allowed_params(method: &str) -> Option<&'static [&'static str]> {
    Some(match method {
        "getMe" | "logOut" | "close" => &[],
        "getUpdates" => &["offset", "limit", "timeout", "allowed_updates"],
        "deleteWebhook" => &["drop_pending_updates"],
        "getWebhookInfo" => &[],
        "setWebhook" => &[
            "url",
            "certificate",
            "ip_address",
            "max_connections",
            "allowed_updates",
            "drop_pending_updates",
            "secret_token",
        ],
        "sendMessage" => &[
            "business_connection_id",
            "chat_id",
            "message_thread_id",
            "text",
            "parse_mode",
            "entities",
            "link_preview_options",
            "disable_notification",
            "protect_content",
            "allow_paid_broadcast",
            "message_effect_id",
            "reply_parameters",
            "reply_markup",
        ],
        "sendDocument" => &[
            "business_connection_id",
            "chat_id",
            "message_thread_id",
            "document",
            "thumbnail",
            "caption",
            "parse_mode",
            "caption_entities",
            "show_caption_above_media",
            "disable_content_type_detection",
            "disable_notification",
            "protect_content",
            "allow_paid_broadcast",
            "message_effect_id",
            "reply_parameters",
            "reply_markup",
        ],
        "editMessageText" => &[
            "business_connection_id",
            "chat_id",
            "message_id",
            "inline_message_id",
            "text",
            "parse_mode",
            "entities",
            "link_preview_options",
            "reply_markup",
        ],
        "editMessageReplyMarkup" => &[
            "business_connection_id",
            "chat_id",
            "message_id",
            "inline_message_id",
            "reply_markup",
        ],
        "answerCallbackQuery" => &[
            "callback_query_id",
            "text",
            "show_alert",
            "url",
            "cache_time",
        ],
        "setMyCommands" => &["commands", "scope", "language_code"],
        "deleteMyCommands" => &["scope", "language_code"],
        "deleteMessage" => &["chat_id", "message_id"],
        "getChatMember" => &["chat_id", "user_id"],
        _ => return None,
    })
}

/// Accepts connections until the fake is dropped, serving each on a task of its own.
async fn accept(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    while let Ok((stream, _)) = listener.accept().await {
        let shared = shared.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let shared = shared.clone();
                async move { Ok::<_, std::convert::Infallible>(serve(shared, request).await) }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .await;
        });
    }
}

/// Answers one request, no sooner than the set latency after it arrived.
async fn serve(
    shared: Arc<Shared>,
    request: hyper::Request<hyper::body::Incoming>,
) -> hyper::Response<http_body_util::Full<hyper::body::Bytes>> {
    use http_body_util::BodyExt;
    let arrived = Instant::now();
    let method = request.method().as_str().to_string();
    let path = request.uri().path().to_string();
    let content_type = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let bytes = request
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let body = read_body(&content_type, bytes).await;
    // The state is behind a std mutex and getUpdates waits on a condvar: off the runtime.
    let (status, answer) = tokio::task::spawn_blocking(move || {
        let answer = route(&shared, &method, &path, body);
        let latency = shared
            .state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .latency;
        let due = arrived + latency;
        let now = Instant::now();
        if due > now {
            thread::sleep(due - now);
        }
        answer
    })
    .await
    .unwrap_or_else(|_| error(500, "Internal Server Error"));
    let mut response = hyper::Response::new(http_body_util::Full::new(answer.to_string().into()));
    *response.status_mut() =
        hyper::StatusCode::from_u16(status).unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    response.headers_mut().insert(
        "content-type",
        hyper::header::HeaderValue::from_static("application/json"),
    );
    response
}

/// A request's body as the Bot API reads it: JSON, or a multipart/form-data form (its text
/// fields read as JSON where they are, else as strings; its files by part name).
enum Body {
    Json(String),
    Form {
        fields: serde_json::Map<String, Value>,
        files: BTreeMap<String, Document>,
    },
    Unreadable(String),
}

async fn read_body(content_type: &str, bytes: hyper::body::Bytes) -> Body {
    if !content_type.starts_with("multipart/form-data") {
        return Body::Json(String::from_utf8_lossy(&bytes).into_owned());
    }
    let boundary = match multer::parse_boundary(content_type) {
        Ok(b) => b,
        Err(e) => return Body::Unreadable(format!("multipart boundary: {e}")),
    };
    let stream = futures_util::stream::iter([Ok::<_, std::convert::Infallible>(bytes)]);
    let mut form = multer::Multipart::new(stream, boundary);
    let mut fields = serde_json::Map::new();
    let mut files = BTreeMap::new();
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) => return Body::Unreadable(format!("multipart: {e}")),
        };
        let name = field.name().unwrap_or("").to_string();
        let file_name = field.file_name().map(str::to_string);
        let data = match field.bytes().await {
            Ok(data) => data,
            Err(e) => return Body::Unreadable(format!("multipart part {name}: {e}")),
        };
        match file_name {
            Some(file_name) => {
                files.insert(
                    name,
                    Document {
                        name: file_name,
                        bytes: data.to_vec(),
                    },
                );
            }
            None => {
                let text = String::from_utf8_lossy(&data).into_owned();
                let value = serde_json::from_str::<Value>(&text)
                    .ok()
                    .filter(|v| !v.is_string())
                    .unwrap_or(Value::String(text));
                fields.insert(name, value);
            }
        }
    }
    Body::Form { fields, files }
}

fn error(code: u16, description: &str) -> (u16, Value) {
    (
        code,
        json!({ "ok": false, "error_code": code, "description": description }),
    )
}

fn ok(result: Value) -> (u16, Value) {
    (200, json!({ "ok": true, "result": result }))
}

fn route(shared: &Shared, method: &str, path: &str, body: Body) -> (u16, Value) {
    let path = path.split('?').next().unwrap_or("");
    let mut parts = path.trim_start_matches('/').splitn(2, '/');
    let (bot, name) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    if bot != format!("bot{TOKEN}") {
        return error(401, "Unauthorized");
    }
    let violation = |text: String| {
        let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
        st.violations.push(text);
    };
    if method != "POST" {
        violation(format!("{name}: HTTP method {method}"));
        return error(400, "Bad Request: use POST");
    }
    // Telegram reads method names case-insensitively (teloxide writes `GetMe`): the fake
    // files every call under the documented spelling.
    let Some(name) = canonical(name) else {
        violation(format!("unknown method {name}"));
        return error(404, "Not Found");
    };
    let Some(allowed) = allowed_params(name) else {
        violation(format!("unknown method {name}"));
        return error(404, "Not Found");
    };
    let (params, files) = match body {
        Body::Json(body) if body.trim().is_empty() => (serde_json::Map::new(), BTreeMap::new()),
        Body::Json(body) => match serde_json::from_str(&body) {
            Ok(Value::Object(map)) => (map, BTreeMap::new()),
            _ => {
                violation(format!("{name}: body is not a JSON object: {body}"));
                return error(400, "Bad Request: body");
            }
        },
        Body::Form { fields, files } => (fields, files),
        Body::Unreadable(why) => {
            violation(format!("{name}: {why}"));
            return error(400, "Bad Request: can't parse the request");
        }
    };
    // Files are uploaded as multipart/form-data, each in the part of its parameter or in a
    // part a parameter names as `attach://<part>`.
    let attached = |part: &str| {
        params
            .values()
            .any(|v| v.as_str() == Some(&format!("attach://{part}")))
    };
    for part in files.keys() {
        if !attached(part) && !allowed.contains(&part.as_str()) {
            violation(format!(
                "{name}: a file in part {part}, which nothing names"
            ));
            return error(400, &format!("Bad Request: unknown parameter {part}"));
        }
    }
    for key in params.keys() {
        if !allowed.contains(&key.as_str()) {
            violation(format!("{name}: unknown parameter {key}"));
            return error(400, &format!("Bad Request: unknown parameter {key}"));
        }
    }
    {
        let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
        *st.calls.entry(name.to_string()).or_default() += 1;
        if st.fail_429.as_ref().is_some_and(|(m, _)| m == name) {
            let (_, retry) = st.fail_429.take().unwrap_or_default();
            st.hits_429 += 1;
            return (
                429,
                json!({ "ok": false, "error_code": 429,
                    "description": format!("Too Many Requests: retry after {retry}"),
                    "parameters": { "retry_after": retry } }),
            );
        }
    }
    if name == "getUpdates" {
        if shared
            .state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .webhook
            .is_some()
        {
            violation("getUpdates while a webhook is set".into());
            return error(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            );
        }
        return get_updates(shared, &params);
    }
    let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(refused) = refuse(&mut st, name, &params) {
        st.version += 1;
        drop(st);
        shared.changed.notify_all();
        return refused;
    }
    let answer = match name {
        "sendDocument" => send_document(&mut st, &params, files),
        _ => handle(&mut st, name, &params),
    };
    let problems = answer.1["violation"].as_str().map(str::to_string);
    if let Some(p) = problems {
        st.violations.push(format!("{name}: {p}"));
    }
    st.version += 1;
    drop(st);
    shared.changed.notify_all();
    let (code, mut value) = answer;
    if let Some(obj) = value.as_object_mut() {
        obj.remove("violation");
    }
    (code, value)
}

fn too_many(retry: u32) -> (u16, Value) {
    (
        429,
        json!({ "ok": false, "error_code": 429,
            "description": format!("Too Many Requests: retry after {retry}"),
            "parameters": { "retry_after": retry } }),
    )
}

/// What Telegram refuses before looking at a write: a migrated group's old id, a private
/// chat written to again within a second, a write beyond the overall limit.
fn refuse(st: &mut State, name: &str, p: &serde_json::Map<String, Value>) -> Option<(u16, Value)> {
    let chat = p.get("chat_id").and_then(Value::as_i64)?;
    if let Some(&to) = st.migrated.get(&chat) {
        return Some((
            400,
            json!({ "ok": false, "error_code": 400,
                "description": "Bad Request: group chat was upgraded to a supergroup chat",
                "parameters": { "migrate_to_chat_id": to } }),
        ));
    }
    if !matches!(
        name,
        "sendMessage" | "sendDocument" | "editMessageText" | "deleteMessage"
    ) {
        return None;
    }
    let now = Instant::now();
    if let Some(limit) = st.overall_limit {
        while st
            .overall_writes
            .front()
            .is_some_and(|&t| now.duration_since(t) >= Duration::from_secs(1))
        {
            st.overall_writes.pop_front();
        }
        if st.overall_writes.len() >= limit as usize {
            st.overall_429s += 1;
            st.hits_429 += 1;
            return Some(too_many(1));
        }
        st.overall_writes.push_back(now);
    }
    let private = st
        .chats
        .get(&chat)
        .is_some_and(|(kind, _)| *kind == ChatKind::Private);
    if private && name != "deleteMessage" {
        if let Some(&last) = st.private_last.get(&chat)
            && now.duration_since(last) < Duration::from_secs(1)
        {
            st.violations.push(format!(
                "private chat {chat}: 2 writes within 1 s ({:?} apart)",
                now.duration_since(last)
            ));
            st.hits_429 += 1;
            return Some(too_many(1));
        }
        st.private_last.insert(chat, now);
    }
    None
}

fn get_updates(shared: &Shared, params: &serde_json::Map<String, Value>) -> (u16, Value) {
    let offset = params.get("offset").and_then(Value::as_i64).unwrap_or(0);
    let timeout = params.get("timeout").and_then(Value::as_u64).unwrap_or(0);
    let limit = params.get("limit").and_then(Value::as_u64).unwrap_or(100) as usize;
    let end = Instant::now() + Duration::from_secs(timeout);
    let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
    st.poll_generation += 1;
    let generation = st.poll_generation;
    shared.changed.notify_all();
    // Confirm (forget) every update below the offset.
    while st.updates.front().is_some_and(|(id, _)| *id < offset) {
        st.updates.pop_front();
    }
    loop {
        if st.poll_generation != generation {
            return error(
                409,
                "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running",
            );
        }
        if !st.updates.is_empty() || Instant::now() >= end {
            break;
        }
        let step = end.saturating_duration_since(Instant::now());
        st = shared
            .changed
            .wait_timeout(st, step.min(Duration::from_millis(100)))
            .unwrap_or_else(|e| e.into_inner())
            .0;
    }
    let batch: Vec<Value> = st
        .updates
        .iter()
        .take(limit)
        .map(|(_, u)| u.clone())
        .collect();
    if let Some((id, _)) = st.updates.iter().take(limit).next_back() {
        st.fetched = st.fetched.max(*id);
    }
    // The answer reaches the bot half a round trip later.
    let arrives = Instant::now() + st.latency / 2;
    let ids: Vec<i64> = st.updates.iter().take(limit).map(|(id, _)| *id).collect();
    for id in ids {
        st.delivered.entry(id).or_insert(arrives);
    }
    ok(Value::Array(batch))
}

fn check_text(text: Option<&Value>) -> Result<String, String> {
    let text = text.and_then(Value::as_str).ok_or("text missing")?;
    if text.trim().is_empty() {
        return Err("empty text".into());
    }
    if text.encode_utf16().count() > 4096 {
        return Err(format!("text over 4096 characters: {text}"));
    }
    Ok(text.to_string())
}

/// The keyboard of a message to `chat`: its buttons, or Telegram's refusal (a 400) with what
/// was wrong.
fn keyboard_for(
    st: &State,
    chat: i64,
    markup: Option<&Value>,
) -> Result<Vec<Vec<Button>>, (u16, Value)> {
    let rows = check_keyboard(markup)
        .map_err(|v| bad("Bad Request: can't parse inline keyboard button", v))?;
    let private = st
        .chats
        .get(&chat)
        .is_some_and(|(kind, _)| *kind == ChatKind::Private);
    if !private && rows.iter().flatten().any(|b| b.web_app.is_some()) {
        return Err(bad(
            "Bad Request: BUTTON_TYPE_INVALID",
            format!("a web_app button outside a private chat: chat {chat}"),
        ));
    }
    Ok(rows)
}

fn check_keyboard(markup: Option<&Value>) -> Result<Vec<Vec<Button>>, String> {
    let Some(markup) = markup else {
        return Ok(Vec::new());
    };
    let obj = markup.as_object().ok_or("reply_markup is not an object")?;
    if obj.keys().any(|k| k != "inline_keyboard") {
        return Err(format!(
            "reply_markup other than an inline keyboard: {markup}"
        ));
    }
    let rows = obj["inline_keyboard"]
        .as_array()
        .ok_or("inline_keyboard is not an array")?;
    let mut out = Vec::new();
    for row in rows {
        let row = row.as_array().ok_or("a keyboard row is not an array")?;
        if row.is_empty() || row.len() > 8 {
            return Err(format!("a row of {} buttons", row.len()));
        }
        let mut buttons = Vec::new();
        for b in row {
            let b = b.as_object().ok_or("a button is not an object")?;
            for key in b.keys() {
                if !["text", "callback_data", "url", "web_app"].contains(&key.as_str()) {
                    return Err(format!("button field {key}"));
                }
            }
            let text = b.get("text").and_then(Value::as_str).unwrap_or("");
            if text.trim().is_empty() {
                return Err("a button without a label".into());
            }
            let data = b
                .get("callback_data")
                .and_then(Value::as_str)
                .map(str::to_string);
            let url = b.get("url").and_then(Value::as_str).map(str::to_string);
            let web_app = match b.get("web_app") {
                None => None,
                Some(info) => match info.as_object().and_then(|o| o.get("url")) {
                    Some(Value::String(u)) if info.as_object().is_some_and(|o| o.len() == 1) => {
                        Some(u.clone())
                    }
                    _ => return Err(format!("web_app is not a WebAppInfo: {info}")),
                },
            };
            match (&data, &url, &web_app) {
                (Some(d), None, None) if d.is_empty() || d.len() > 64 => {
                    return Err(format!("callback_data of {} bytes: {d:?}", d.len()));
                }
                (Some(_), None, None) => {}
                (None, Some(u), None) if u.starts_with("https://") || u.starts_with("http://") => {}
                // A Mini App opens over https only.
                (None, None, Some(u)) if u.starts_with("https://") => {}
                _ => {
                    return Err(format!(
                        "a button needs exactly one of callback_data, url, web_app (https): {b:?}"
                    ));
                }
            }
            buttons.push(Button {
                text: text.to_string(),
                data,
                url,
                web_app,
            });
        }
        out.push(buttons);
    }
    Ok(out)
}

fn bad(description: &str, violation: String) -> (u16, Value) {
    let (code, mut v) = error(400, description);
    v["violation"] = json!(violation);
    (code, v)
}

fn chat_id(st: &State, params: &serde_json::Map<String, Value>) -> Result<i64, (u16, Value)> {
    let id = params.get("chat_id").and_then(Value::as_i64);
    match id {
        Some(id) if st.chats.contains_key(&id) => Ok(id),
        _ => Err(bad(
            "Bad Request: chat not found",
            format!("chat_id {:?}", params.get("chat_id")),
        )),
    }
}

fn record(st: &mut State, chat: i64, message: i64, method: &str, text: &str) {
    st.events.push(Event {
        at: Instant::now(),
        chat,
        message,
        method: method.into(),
        text: text.into(),
    });
    if st
        .chats
        .get(&chat)
        .is_some_and(|(k, _)| *k == ChatKind::Group)
    {
        let now = Instant::now();
        let recent = st
            .events
            .iter()
            .filter(|e| {
                e.chat == chat
                    && e.method != "deleteMessage"
                    && now.duration_since(e.at) < Duration::from_secs(60)
            })
            .count();
        if recent > GROUP_LIMIT_PER_MINUTE {
            st.violations
                .push(format!("group {chat}: {recent} messages within a minute"));
        }
    }
}

fn handle(st: &mut State, name: &str, p: &serde_json::Map<String, Value>) -> (u16, Value) {
    match name {
        "getMe" => ok(json!({
            "id": BOT_ID, "is_bot": true, "first_name": "Cards", "username": BOT_USERNAME,
            "can_join_groups": true, "can_read_all_group_messages": false,
            "supports_inline_queries": false, "can_connect_to_business": false,
            "has_main_web_app": false,
        })),
        "deleteWebhook" => webhook::delete(st, p),
        "setWebhook" => webhook::set(st, p),
        "getWebhookInfo" => webhook::info(st),
        "setMyCommands" => {
            let Some(list) = p.get("commands").and_then(Value::as_array) else {
                return bad("Bad Request: commands", "commands missing".into());
            };
            let mut commands = Vec::new();
            for c in list {
                let cmd = c["command"].as_str().unwrap_or("");
                let desc = c["description"].as_str().unwrap_or("");
                let cmd_ok = !cmd.is_empty()
                    && cmd.len() <= 32
                    && cmd
                        .chars()
                        .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_');
                let desc_len = desc.chars().count();
                if !cmd_ok || desc_len == 0 || desc_len > 256 {
                    return bad("Bad Request: BOT_COMMAND_INVALID", format!("command {c}"));
                }
                commands.push((cmd.to_string(), desc.to_string()));
            }
            let lang = p
                .get("language_code")
                .and_then(Value::as_str)
                .map(str::to_string);
            st.commands.push((lang, commands));
            ok(json!(true))
        }
        "sendMessage" => {
            let chat = match chat_id(st, p) {
                Ok(c) => c,
                Err(e) => return e,
            };
            let text = match check_text(p.get("text")) {
                Ok(t) => t,
                Err(v) => return bad("Bad Request: message text is empty", v),
            };
            let rows = match keyboard_for(st, chat, p.get("reply_markup")) {
                Ok(r) => r,
                Err(refused) => return refused,
            };
            post_new(st, chat, name, text, rows, None)
        }
        "editMessageText" | "editMessageReplyMarkup" => {
            let chat = match chat_id(st, p) {
                Ok(c) => c,
                Err(e) => return e,
            };
            let id = p.get("message_id").and_then(Value::as_i64).unwrap_or(0);
            let Some(old) = st.messages.get(&(chat, id)).cloned() else {
                return bad(
                    "Bad Request: message to edit not found",
                    format!("edit of unknown message {id}"),
                );
            };
            if st.old_messages.contains(&(chat, id)) {
                return bad(
                    "Bad Request: message can't be edited",
                    format!("edit of message {id}, too old to edit"),
                );
            }
            if name == "editMessageText" && old.document.is_some() {
                return bad(
                    "Bad Request: there is no text in the message to edit",
                    format!("editMessageText of document {id}"),
                );
            }
            let text = if name == "editMessageText" {
                match check_text(p.get("text")) {
                    Ok(t) => t,
                    Err(v) => return bad("Bad Request: message text is empty", v),
                }
            } else {
                old.text.clone()
            };
            let rows = match keyboard_for(st, chat, p.get("reply_markup")) {
                Ok(r) => r,
                Err(refused) => return refused,
            };
            if text == old.text && rows == old.rows {
                return bad(
                    "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
                    format!("an edit that changes nothing: chat {chat} message {id}"),
                );
            }
            let shown = Shown {
                chat,
                id,
                text: text.clone(),
                rows,
                edits: old.edits + 1,
                document: old.document.clone(),
            };
            let m = message_json(st, &shown);
            st.messages.insert((chat, id), shown);
            record(st, chat, id, name, &text);
            ok(m)
        }
        "getChatMember" => {
            let chat = match chat_id(st, p) {
                Ok(c) => c,
                Err(e) => return e,
            };
            let user = p.get("user_id").and_then(Value::as_i64).unwrap_or(0);
            if !st.users.contains_key(&user) {
                return bad("Bad Request: user not found", format!("user_id {user}"));
            }
            // As Telegram answers: the owner or an administrator with his rights, else a member.
            let member = if st.admins.contains(&(chat, user)) {
                json!({
                    "status": "administrator", "user": user_json(st, user),
                    "can_be_edited": false, "is_anonymous": false, "can_manage_chat": true,
                    "can_delete_messages": true, "can_manage_video_chats": true,
                    "can_restrict_members": true, "can_promote_members": false,
                    "can_change_info": true, "can_invite_users": true,
                    "can_post_stories": false, "can_edit_stories": false,
                    "can_delete_stories": false, "can_pin_messages": true,
                })
            } else {
                json!({ "status": "member", "user": user_json(st, user) })
            };
            ok(member)
        }
        "deleteMessage" => {
            let chat = match chat_id(st, p) {
                Ok(c) => c,
                Err(e) => return e,
            };
            let id = p.get("message_id").and_then(Value::as_i64).unwrap_or(0);
            if st.messages.remove(&(chat, id)).is_none() {
                // Legitimate after a crash (the bot cannot know it deleted it): no violation.
                return error(400, "Bad Request: message to delete not found");
            }
            st.deletes += 1;
            record(st, chat, id, name, "");
            ok(json!(true))
        }
        "answerCallbackQuery" => {
            let id = p
                .get("callback_query_id")
                .and_then(Value::as_str)
                .unwrap_or("");
            let text = p.get("text").and_then(Value::as_str).map(str::to_string);
            let show_alert = p
                .get("show_alert")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            if text.as_ref().is_some_and(|t| t.chars().count() > 200) {
                return bad(
                    "Bad Request: MESSAGE_TOO_LONG",
                    format!("alert over 200 characters: {text:?}"),
                );
            }
            let too_old = st
                .pressed_at
                .get(id)
                .is_some_and(|at| at.elapsed() > st.callback_life);
            if too_old {
                st.expired_answers += 1;
                return error(
                    400,
                    "Bad Request: query is too old and response timeout expired or query ID is invalid",
                );
            }
            match st.callbacks.get_mut(id) {
                Some(slot @ None) => {
                    *slot = Some(Answer { text, show_alert });
                    if let Some(at) = st.pressed_at.remove(id) {
                        st.latencies.push(at.elapsed());
                        st.answered_after.insert(id.to_string(), at.elapsed());
                    }
                    ok(json!(true))
                }
                // Legitimate after a crash (the bot cannot know it answered): Telegram's error,
                // counted but no violation.
                Some(Some(_)) => {
                    st.double_answers += 1;
                    error(
                        400,
                        "Bad Request: query is too old and response timeout expired or query ID is invalid",
                    )
                }
                None => bad(
                    "Bad Request: query ID is invalid",
                    format!("unknown callback {id}"),
                ),
            }
        }
        _ => error(404, "Not Found"),
    }
}

/// `sendDocument`: the file must come uploaded in the form's `document` part (the fake knows
/// no file ids or URLs), named, at most 50 MB; the caption at most 1024 characters.
/// A new message in `chat` by `method` (`sendMessage`, `sendDocument`), once checked: refused
/// to a user who never started the bot, else shown, recorded and answered.
fn post_new(
    st: &mut State,
    chat: i64,
    method: &str,
    text: String,
    rows: Vec<Vec<Button>>,
    document: Option<Document>,
) -> (u16, Value) {
    if let Some(user) = st.users.get(&chat)
        && !user.started
    {
        st.refused_private += 1;
        return error(
            403,
            "Forbidden: bot can't initiate conversation with a user",
        );
    }
    let id = st.next_message;
    st.next_message += 1;
    let shown = Shown {
        chat,
        id,
        text: text.clone(),
        rows,
        edits: 0,
        document,
    };
    let m = message_json(st, &shown);
    st.messages.insert((chat, id), shown);
    record(st, chat, id, method, &text);
    ok(m)
}

fn send_document(
    st: &mut State,
    p: &serde_json::Map<String, Value>,
    mut files: BTreeMap<String, Document>,
) -> (u16, Value) {
    let chat = match chat_id(st, p) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let part = match p.get("document").and_then(Value::as_str) {
        Some(named) if named.starts_with("attach://") => named["attach://".len()..].to_string(),
        _ => "document".to_string(),
    };
    let Some(document) = files.remove(&part) else {
        let why = match p.get("document") {
            Some(sent) => format!("document {sent} not uploaded as multipart/form-data"),
            None => "no document".to_string(),
        };
        return bad("Bad Request: there is no document in the request", why);
    };
    if document.name.trim().is_empty() {
        return bad(
            "Bad Request: file name is empty",
            "an upload without a file name".into(),
        );
    }
    if document.bytes.is_empty() {
        return bad(
            "Bad Request: file must be non-empty",
            "an empty file".into(),
        );
    }
    if document.bytes.len() > DOCUMENT_LIMIT {
        let (code, mut v) = error(413, "Request Entity Too Large");
        v["violation"] = json!(format!("a file of {} bytes", document.bytes.len()));
        return (code, v);
    }
    let caption = p
        .get("caption")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    if caption.chars().count() > CAPTION_LIMIT {
        return bad(
            "Bad Request: message caption is too long",
            format!("a caption of {} characters", caption.chars().count()),
        );
    }
    let rows = match keyboard_for(st, chat, p.get("reply_markup")) {
        Ok(r) => r,
        Err(refused) => return refused,
    };
    post_new(st, chat, "sendDocument", caption, rows, Some(document))
}

/// Webhooks as the Bot API has them: `setWebhook`, `deleteWebhook`, `getWebhookInfo`, and the
/// updates POSTed to the bot while one is set.
pub mod webhook {
    use std::io::{Read, Write};
    use std::net::{SocketAddr, TcpStream};
    use std::sync::Weak;

    use super::*;

    /// The header that carries the webhook's secret.
    pub const SECRET_HEADER: &str = "X-Telegram-Bot-Api-Secret-Token";

    /// A webhook as set.
    #[derive(Clone, Debug)]
    pub struct Hook {
        pub url: String,
        pub secret: Option<String>,
        pub max_connections: usize,
        pub allowed_updates: Option<Vec<String>>,
        /// When and why the last request failed.
        pub last_error: Option<(i64, String)>,
    }

    /// A form field as text: multipart fields that read as JSON numbers are still strings.
    fn text(p: &serde_json::Map<String, Value>, name: &str) -> Option<String> {
        match p.get(name)? {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            _ => None,
        }
    }

    fn flag(p: &serde_json::Map<String, Value>, name: &str) -> bool {
        text(p, name).is_some_and(|v| v == "true")
    }

    /// `setWebhook`: an empty URL removes the webhook.
    pub(super) fn set(st: &mut State, p: &serde_json::Map<String, Value>) -> (u16, Value) {
        let Some(raw) = text(p, "url") else {
            return bad(
                "Bad Request: parameter \"url\" is required",
                "setWebhook without url".into(),
            );
        };
        if raw.is_empty() {
            return delete(st, p);
        }
        let Ok(url) = url::Url::parse(&raw) else {
            return bad(
                "Bad Request: bad webhook: Failed to resolve host",
                format!("setWebhook url {raw}"),
            );
        };
        if url.scheme() != "https" {
            return bad(
                "Bad Request: bad webhook: An HTTPS URL must be provided for webhook",
                format!("setWebhook url {raw} is not https"),
            );
        }
        if !matches!(url.port_or_known_default(), Some(443 | 80 | 88 | 8443)) {
            return bad(
                "Bad Request: bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443",
                format!("setWebhook url {raw}: port"),
            );
        }
        let secret = text(p, "secret_token");
        if let Some(secret) = &secret {
            let allowed = secret
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
            if !(1..=256).contains(&secret.len()) || !allowed {
                return bad(
                    "Bad Request: secret token contains unallowed characters",
                    "setWebhook: a secret_token Telegram refuses".into(),
                );
            }
        }
        let max_connections = match text(p, "max_connections") {
            None => 40,
            Some(n) => match n.parse::<usize>() {
                Ok(n) if (1..=100).contains(&n) => n,
                _ => {
                    return bad(
                        "Bad Request: bad max_connections",
                        format!("max_connections {n}"),
                    );
                }
            },
        };
        let allowed_updates = match p.get("allowed_updates") {
            None => None,
            Some(Value::Array(kinds)) => Some(
                kinds
                    .iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect(),
            ),
            Some(other) => {
                return bad(
                    "Bad Request: can't parse allowed updates",
                    format!("allowed_updates {other}"),
                );
            }
        };
        if flag(p, "drop_pending_updates") {
            st.updates.clear();
        }
        st.webhook = Some(Hook {
            url: raw,
            secret,
            max_connections,
            allowed_updates,
            last_error: None,
        });
        ok(json!(true))
    }

    /// `deleteWebhook`.
    pub(super) fn delete(st: &mut State, p: &serde_json::Map<String, Value>) -> (u16, Value) {
        st.webhook = None;
        if flag(p, "drop_pending_updates") {
            st.updates.clear();
        }
        ok(json!(true))
    }

    /// `getWebhookInfo`: an empty `url` when none is set.
    pub(super) fn info(st: &State) -> (u16, Value) {
        let pending = st.updates.len();
        let Some(hook) = &st.webhook else {
            return ok(json!({
                "url": "", "has_custom_certificate": false, "pending_update_count": pending,
            }));
        };
        let mut info = json!({
            "url": hook.url, "has_custom_certificate": false,
            "pending_update_count": pending, "max_connections": hook.max_connections,
        });
        if let Some(kinds) = &hook.allowed_updates {
            info["allowed_updates"] = json!(kinds);
        }
        if let Some((date, message)) = &hook.last_error {
            info["last_error_date"] = json!(date);
            info["last_error_message"] = json!(message);
        }
        ok(info)
    }

    /// The chat an update belongs to (updates of one chat are delivered one at a time).
    fn chat_of(update: &Value) -> i64 {
        update["message"]["chat"]["id"]
            .as_i64()
            .or_else(|| update["callback_query"]["message"]["chat"]["id"].as_i64())
            .unwrap_or_default()
    }

    /// Makes one HTTP/1.1 POST; the status answered.
    pub fn post(
        target: SocketAddr,
        url: &str,
        secret: Option<&str>,
        body: &str,
    ) -> Result<u16, String> {
        let stream = TcpStream::connect_timeout(&target, Duration::from_secs(5))
            .map_err(|e| format!("Connection refused: {e}"))?;
        post_on(stream, url, secret, body)
    }

    /// Makes one HTTP/1.1 POST on a connection made; the status answered.
    fn post_on(
        mut stream: TcpStream,
        url: &str,
        secret: Option<&str>,
        body: &str,
    ) -> Result<u16, String> {
        let parsed = url::Url::parse(url).map_err(|e| e.to_string())?;
        let path = match parsed.query() {
            Some(q) => format!("{}?{q}", parsed.path()),
            None => parsed.path().to_string(),
        };
        let host = parsed.host_str().unwrap_or("localhost");
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .map_err(|e| e.to_string())?;
        let mut request = format!(
            "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n",
            body.len()
        );
        if let Some(secret) = secret {
            request.push_str(&format!("{SECRET_HEADER}: {secret}\r\n"));
        }
        request.push_str("\r\n");
        request.push_str(body);
        stream
            .write_all(request.as_bytes())
            .map_err(|e| e.to_string())?;
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer);
        answer
            .split_whitespace()
            .nth(1)
            .and_then(|code| code.parse().ok())
            .ok_or_else(|| format!("no HTTP answer: {answer:?}"))
    }

    /// POSTs to the first of `targets` that takes the connection: its status and address.
    fn post_to_one(
        targets: &[SocketAddr],
        url: &str,
        secret: Option<&str>,
        body: &str,
    ) -> Result<(u16, SocketAddr), String> {
        let mut refused = String::from("no target");
        for &target in targets {
            match TcpStream::connect_timeout(&target, Duration::from_secs(5)) {
                Ok(stream) => {
                    return post_on(stream, url, secret, body).map(|status| (status, target));
                }
                Err(e) => refused = format!("Connection refused: {e}"),
            }
        }
        Err(refused)
    }

    /// Delivers the pending updates while a webhook is set and routed, until the fake is gone:
    /// each round POSTs the oldest pending update of each chat (at most `max_connections` at
    /// once), forgets those answered 2xx, and tries the others again a little later.
    pub(super) fn push(shared: Weak<Shared>) {
        loop {
            let Some(shared) = shared.upgrade() else {
                return;
            };
            let work = {
                let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
                let st = &mut *st;
                match &st.webhook {
                    Some(hook) if !st.updates.is_empty() && !st.webhook_target.is_empty() => {
                        let mut chats = BTreeSet::new();
                        let batch: Vec<(i64, Value)> = st
                            .updates
                            .iter()
                            .filter(|(_, u)| chats.insert(chat_of(u)))
                            .take(hook.max_connections)
                            .cloned()
                            .collect();
                        // Each request's targets in the order tried: the coin's pick first.
                        let targets = &st.webhook_target;
                        let batch: Vec<(i64, Value, Vec<SocketAddr>)> = batch
                            .into_iter()
                            .map(|(id, update)| {
                                let first =
                                    st.balance.as_mut().map_or(0, |r| r.below(targets.len()));
                                let order = (0..targets.len())
                                    .map(|k| targets[(first + k) % targets.len()])
                                    .collect();
                                (id, update, order)
                            })
                            .collect();
                        Some((hook.url.clone(), hook.secret.clone(), batch))
                    }
                    _ => None,
                }
            };
            let Some((url, secret, batch)) = work else {
                let st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
                let _ = shared.changed.wait_timeout(st, Duration::from_millis(50));
                continue;
            };
            type Answered = (i64, Result<(u16, SocketAddr), String>);
            let answers: Vec<Answered> = thread::scope(|scope| {
                let calls: Vec<_> = batch
                    .iter()
                    .map(|(id, update, targets)| {
                        let (url, secret) = (&url, secret.as_deref());
                        let body = update.to_string();
                        (
                            *id,
                            scope.spawn(move || post_to_one(targets, url, secret, &body)),
                        )
                    })
                    .collect();
                calls
                    .into_iter()
                    .map(|(id, call)| (id, call.join().unwrap_or_else(|_| Err("panic".into()))))
                    .collect()
            });
            let mut st = shared.state.lock().unwrap_or_else(|e| e.into_inner());
            let mut failed = false;
            for (id, answer) in answers {
                let answer = answer.map(|(status, by)| {
                    st.webhook_routes.push((id, by));
                    status
                });
                let status = *answer.as_ref().unwrap_or(&0);
                st.webhook_posts.push((id, status));
                if (200..300).contains(&status) {
                    if let Some(at) = st.updates.iter().position(|(u, _)| *u == id) {
                        st.updates.remove(at);
                    }
                    st.fetched = st.fetched.max(id);
                    st.delivered.entry(id).or_insert_with(Instant::now);
                } else {
                    failed = true;
                    let why = match answer {
                        Ok(code) => format!("Wrong response from the webhook: {code}"),
                        Err(e) => e,
                    };
                    if let Some(hook) = &mut st.webhook {
                        hook.last_error = Some((unix_now(), why));
                    }
                }
            }
            st.version += 1;
            drop(st);
            shared.changed.notify_all();
            if failed {
                // Telegram waits before it tries again.
                thread::sleep(Duration::from_millis(200));
            }
        }
    }
}
