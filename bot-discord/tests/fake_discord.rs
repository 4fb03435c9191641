//! The fake Discord of `fake/` itself, driven over HTTP and the WebSocket without the bot:
//! it must behave as strictly as the real Discord (deferred follow-ups, rate-limit buckets and
//! headers, the global limit, latency, heartbeats and RESUME).

mod fake;

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use fake::{APP_ID, CHANNEL_ID, Fake, Person, TOKEN};
use futures_util::{SinkExt, StreamExt};
use reqwest::header::HeaderMap;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

const ANNA: Person = Person {
    id: 300_000_000_000_000_001,
    name: "Anna",
};
const OTHER_CHANNEL: u64 = CHANNEL_ID + 1000;
/// How long a test waits for what the fake does at once before calling it a failure: a
/// bound, not a timing (a busy machine runs eight test binaries on two cores).
const PATIENCE: Duration = Duration::from_secs(60);

/// A REST answer of the fake.
struct Answer {
    status: u16,
    headers: HeaderMap,
    body: Value,
    /// When it reached the caller.
    at: Instant,
}

impl Answer {
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .unwrap_or_else(|| panic!("no header {name} in {:?}", self.headers))
            .to_str()
            .unwrap()
    }

    fn header_f64(&self, name: &str) -> f64 {
        self.header(name).parse().unwrap()
    }

    fn id(&self) -> u64 {
        self.body["id"].as_str().unwrap().parse().unwrap()
    }
}

/// One request to the fake's REST API, as the bot would send it.
async fn call(fake: &Fake, method: &str, path: &str, body: Option<Value>) -> Answer {
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let url = format!("{}/api/v10{path}", fake.api_base());
    let mut req = client
        .request(method.parse().unwrap(), url)
        .header("authorization", format!("Bot {TOKEN}"));
    if let Some(b) = body {
        req = req
            .header("content-type", "application/json")
            .body(b.to_string());
    }
    let r = req.send().await.unwrap();
    let at = Instant::now();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let text = r.text().await.unwrap();
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap()
    };
    Answer {
        status,
        headers,
        body,
        at,
    }
}

async fn post_message(fake: &Fake, channel: u64, content: &str) -> Answer {
    call(
        fake,
        "POST",
        &format!("/channels/{channel}/messages"),
        Some(json!({"content": content})),
    )
    .await
}

fn webhook(token: &str) -> String {
    format!("/webhooks/{APP_ID}/{token}")
}

/// The answer to an ephemeral deferral (type 5, flags 64).
fn ephemeral_deferral() -> Value {
    json!({"type": 5, "data": {"flags": 64}})
}

/// One interaction the fake dispatched, answered over REST as the bot would: its callback,
/// its follow-ups and its `@original`.
struct Answering<'a> {
    fake: &'a Fake,
    id: u64,
    token: String,
}

impl<'a> Answering<'a> {
    fn new(fake: &'a Fake, id: u64) -> Answering<'a> {
        let token = fake.interaction(id).token;
        Answering { fake, id, token }
    }

    /// POST /interactions/{id}/{token}/callback.
    async fn callback(&self, body: Value) -> Answer {
        let path = format!("/interactions/{}/{}/callback", self.id, self.token);
        call(self.fake, "POST", &path, Some(body)).await
    }

    /// POST /webhooks/{app}/{token}: a follow-up.
    async fn follow_up(&self, body: Value) -> Answer {
        call(self.fake, "POST", &webhook(&self.token), Some(body)).await
    }

    /// PATCH /webhooks/{app}/{token}/messages/@original.
    async fn edit_original(&self, body: Value) -> Answer {
        call(self.fake, "PATCH", &self.original(), Some(body)).await
    }

    /// DELETE /webhooks/{app}/{token}/messages/@original.
    async fn delete_original(&self) -> Answer {
        call(self.fake, "DELETE", &self.original(), None).await
    }

    fn original(&self) -> String {
        format!("/webhooks/{APP_ID}/{}/messages/@original", self.token)
    }
}

fn now_epoch() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_follow_up_after_a_deferral_is_the_original() {
    let fake = Fake::start().await;
    // The interaction webhook's 2 s window stands still: its five calls fall in it however
    // slow the machine.
    fake.stop_clock();

    // Deferred ephemerally: the first follow-up replaces "thinking…", ephemeral although its
    // own flags say nothing; the second is a message of its own.
    let i = fake.slash(ANNA, "blot", json!([]));
    let answering = Answering::new(&fake, i);
    let r = answering.callback(ephemeral_deferral()).await;
    assert_eq!(r.status, 204);
    assert!(
        r.headers.get("x-ratelimit-bucket").is_none(),
        "the callback is not rate limited"
    );
    let first = answering.follow_up(json!({"content": "first"})).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let m1 = first.id();
    assert_eq!(fake.interaction(i).original, Some(m1));
    assert!(fake.message(m1).ephemeral, "ephemeral per the deferral");
    assert_eq!(fake.message(m1).viewer, Some(ANNA.id));
    assert_eq!(first.body["flags"], 64);
    let second = answering.follow_up(json!({"content": "second"})).await;
    let m2 = second.id();
    assert_ne!(m1, m2, "the second follow-up is a new message");
    assert!(!fake.message(m2).ephemeral, "its own flags: public");
    assert_eq!(fake.interaction(i).original, Some(m1));
    // @original is the first follow-up: edited, then deleted (and with it that message).
    let edit = answering
        .edit_original(json!({"content": "first, edited"}))
        .await;
    assert_eq!(edit.status, 200);
    assert_eq!(edit.id(), m1);
    assert_eq!(fake.message(m1).content, "first, edited");
    let del = answering.delete_original().await;
    assert_eq!(del.status, 204);
    assert!(
        fake.message(m1).deleted,
        "deleting @original lost the follow-up"
    );
    assert!(!fake.message(m2).deleted);
    let gone = answering.edit_original(json!({"content": "again"})).await;
    assert_eq!(gone.status, 404, "{}", gone.body);
    assert_eq!(gone.body["code"], 10008);
    // Five interaction webhook calls with one token: its bucket counted down.
    for (a, left) in [&first, &second, &edit, &del, &gone]
        .iter()
        .zip(["4", "3", "2", "1", "0"])
    {
        assert_eq!(a.header("x-ratelimit-limit"), "5");
        assert_eq!(a.header("x-ratelimit-remaining"), left);
        assert_eq!(
            a.header("x-ratelimit-bucket"),
            fake::INTERACTION_WEBHOOK_BUCKET
        );
        assert!(a.header_f64("x-ratelimit-reset-after") <= 2.0);
    }

    // Deferred publicly: the first follow-up is public whatever its flags; later ones follow
    // their own.
    let i = fake.slash_in_channel(ANNA, OTHER_CHANNEL, "tables", json!([]));
    let answering = Answering::new(&fake, i);
    let r = answering
        .callback(json!({"type": 5, "data": {"flags": 0}}))
        .await;
    assert_eq!(r.status, 204);
    let a = answering
        .follow_up(json!({"content": "a", "flags": 64}))
        .await;
    let b = answering
        .follow_up(json!({"content": "b", "flags": 64}))
        .await;
    let (ma, mb) = (fake.message(a.id()), fake.message(b.id()));
    assert!(!ma.ephemeral, "the deferral was public");
    assert!(mb.ephemeral);
    assert_eq!(ma.channel_id, OTHER_CHANNEL, "in the interaction's channel");
    assert_eq!(mb.channel_id, OTHER_CHANNEL);
    assert_eq!(fake.interaction(i).original, Some(ma.id));
    assert_eq!(fake.interaction(i).followups, vec![mb.id]);

    // An edit of @original before any follow-up makes the original; a follow-up is then new.
    let i = fake.slash(ANNA, "top", json!([]));
    let answering = Answering::new(&fake, i);
    answering.callback(ephemeral_deferral()).await;
    let o = answering.edit_original(json!({"content": "done"})).await;
    assert_eq!(o.status, 200);
    assert!(fake.message(o.id()).ephemeral);
    let f = answering.follow_up(json!({"content": "more"})).await;
    assert_ne!(f.id(), o.id());
    assert!(!fake.message(f.id()).ephemeral);

    assert_eq!(fake.rate_limited(), 0);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_message_writes_share_a_bucket_per_channel() {
    let fake = Fake::start().await;
    // The window's 5 s stand still: six posts fall in it however slow the machine.
    fake.stop_clock();
    let mut ok = Vec::new();
    for n in 0..5 {
        let r = post_message(&fake, CHANNEL_ID, &format!("m{n}")).await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.header("x-ratelimit-limit"), "5");
        assert_eq!(r.header("x-ratelimit-remaining"), (4 - n).to_string());
        let after = r.header_f64("x-ratelimit-reset-after");
        assert!(after > 0.0 && after <= 5.0, "{after}");
        let reset = r.header_f64("x-ratelimit-reset");
        assert!(
            reset > now_epoch() - 5.0 && reset <= now_epoch() + 5.001,
            "{reset}"
        );
        assert_eq!(
            r.header("x-ratelimit-bucket"),
            fake::CHANNEL_MESSAGES_BUCKET
        );
        assert!(r.headers.get("x-ratelimit-scope").is_none());
        ok.push(r);
    }
    // The window is fixed: Reset-After counts down from 5 s, Reset stays put.
    assert!(
        ok[4].header_f64("x-ratelimit-reset-after") <= ok[0].header_f64("x-ratelimit-reset-after")
    );
    assert!(
        (ok[4].header_f64("x-ratelimit-reset") - ok[0].header_f64("x-ratelimit-reset")).abs()
            < 0.01
    );

    let r = post_message(&fake, CHANNEL_ID, "m5").await;
    assert_eq!(r.status, 429);
    assert_eq!(r.body["message"], "You are being rate limited.");
    assert_eq!(r.body["global"], false);
    assert_eq!(r.body["code"], 0);
    let retry = r.body["retry_after"].as_f64().unwrap();
    assert!(retry > 0.0 && retry <= 5.0, "{retry}");
    assert_eq!(r.header("retry-after"), retry.ceil().to_string());
    assert_eq!(r.header("x-ratelimit-remaining"), "0");
    assert_eq!(r.header_f64("x-ratelimit-reset-after"), retry);
    assert_eq!(
        r.header("x-ratelimit-bucket"),
        fake::CHANNEL_MESSAGES_BUCKET
    );
    assert_eq!(r.header("x-ratelimit-scope"), "user");
    assert!(r.headers.get("x-ratelimit-global").is_none());
    assert_eq!(fake.rate_limited(), 1);
    let in_channel = |c: u64| fake.messages().iter().filter(|m| m.channel_id == c).count();
    assert_eq!(in_channel(CHANNEL_ID), 5, "the 429 wrote nothing");
    assert_eq!(
        fake.max_channel_writes_in(CHANNEL_ID, Duration::from_secs(5)),
        5
    );

    // Another channel has its own bucket.
    let other = post_message(&fake, OTHER_CHANNEL, "elsewhere").await;
    assert_eq!(other.status, 200);
    assert_eq!(other.header("x-ratelimit-remaining"), "4");
    assert_eq!(
        fake.max_channel_writes_in(OTHER_CHANNEL, Duration::from_secs(5)),
        1
    );

    // After Reset-After a new window: a post, an edit and a delete share it.
    fake.run_clock();
    tokio::time::sleep(Duration::from_secs_f64(retry)).await;
    let r = post_message(&fake, CHANNEL_ID, "m6").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-ratelimit-remaining"), "4");
    let id = ok[0].id();
    let edit = call(
        &fake,
        "PATCH",
        &format!("/channels/{CHANNEL_ID}/messages/{id}"),
        Some(json!({"content": "m0, edited"})),
    )
    .await;
    assert_eq!(edit.status, 200);
    assert_eq!(edit.header("x-ratelimit-remaining"), "3");
    let del = call(
        &fake,
        "DELETE",
        &format!("/channels/{CHANNEL_ID}/messages/{id}"),
        None,
    )
    .await;
    assert_eq!(del.status, 204);
    assert_eq!(del.header("x-ratelimit-remaining"), "2");
    assert_eq!(
        del.header("x-ratelimit-bucket"),
        fake::CHANNEL_MESSAGES_BUCKET
    );
    assert_eq!(fake.rate_limited(), 1);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn calling_a_bucket_again_before_retry_after_is_a_violation() {
    let fake = Fake::start().await;
    // A window long enough that the calls all fall in it however slow the machine (3 s
    // was not).
    fake.set_channel_limit(1, Duration::from_secs(60));
    assert_eq!(post_message(&fake, CHANNEL_ID, "a").await.status, 200);
    let r = post_message(&fake, CHANNEL_ID, "b").await;
    assert_eq!(r.status, 429);
    assert_eq!(r.header("x-ratelimit-limit"), "1");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    // The caller has the 429 and calls anyway.
    let r = post_message(&fake, CHANNEL_ID, "c").await;
    assert_eq!(r.status, 429);
    assert_eq!(fake.rate_limited(), 2);
    let v = fake.violations();
    assert_eq!(v.len(), 1, "{v:?}");
    assert!(v[0].contains("before retry_after"), "{v:?}");
    // Another channel is another bucket: no violation there.
    assert_eq!(post_message(&fake, OTHER_CHANNEL, "d").await.status, 200);
    assert_eq!(fake.violations().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_one_requests_in_a_second_meet_the_global_limit() {
    // Discord's window is a second; a loaded machine may take longer to send 51 requests, so
    // the window is stretched: the count, the answer and the retry window are what is tested.
    let window = Duration::from_secs(60);
    let fake = Fake::start().await;
    fake.set_global_window(window);
    let handles: Vec<_> = (0..51)
        .map(|_| {
            let f = fake.clone();
            tokio::spawn(async move { call(&f, "GET", "/users/@me", None).await })
        })
        .collect();
    let mut answers = Vec::new();
    for h in handles {
        answers.push(h.await.unwrap());
    }
    let limited: Vec<&Answer> = answers.iter().filter(|a| a.status == 429).collect();
    assert_eq!(limited.len(), 1, "exactly the 51st is refused");
    assert_eq!(answers.iter().filter(|a| a.status == 200).count(), 50);
    let r = limited[0];
    assert_eq!(r.body["global"], true);
    assert_eq!(r.body["message"], "You are being rate limited.");
    let retry = r.body["retry_after"].as_f64().unwrap();
    assert!(retry > 0.0 && retry <= window.as_secs_f64(), "{retry}");
    assert_eq!(r.header("retry-after"), (retry.ceil() as u64).to_string());
    assert_eq!(r.header("x-ratelimit-global"), "true");
    assert_eq!(r.header("x-ratelimit-scope"), "global");
    assert_eq!(fake.global_429s(), 1);
    assert_eq!(fake.rate_limited(), 1);
    assert_eq!(fake.requests_counted_globally(), 50);

    // The interaction endpoints are not bound to the global limit, nor counted by it.
    let i = fake.slash(ANNA, "blot", json!([]));
    let answering = Answering::new(&fake, i);
    let cb = answering.callback(ephemeral_deferral()).await;
    assert_eq!(cb.status, 204);
    let f = answering.follow_up(json!({"content": "hi"})).await;
    assert_eq!(f.status, 200);
    let e = answering.edit_original(json!({"content": "hi!"})).await;
    assert_eq!(e.status, 200);
    assert_eq!(fake.requests_counted_globally(), 50);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_global_429s_retry_after_there_is_room_again() {
    let fake = Fake::start().await;
    // One request a window of two seconds: requests are sent until one meets the limit (on a
    // busy machine the second may arrive after the window has passed).
    fake.set_global_limit(Some(1));
    fake.set_global_window(Duration::from_secs(2));
    let mut answered = Vec::new();
    let retry = loop {
        assert!(
            answered.len() < 20,
            "no request met the limit: {answered:?}"
        );
        let r = call(&fake, "GET", "/users/@me", None).await;
        answered.push(r.status);
        if r.status == 429 {
            assert_eq!(r.body["global"], true);
            break r.body["retry_after"].as_f64().unwrap();
        }
    };
    assert!(retry > 0.0 && retry <= 2.0, "{retry}");
    // What is tested is the time itself: once retry_after has passed, a request is served.
    tokio::time::sleep(Duration::from_secs_f64(retry)).await;
    let r = call(&fake, "GET", "/users/@me", None).await;
    assert_eq!(r.status, 200);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_come_no_sooner_than_the_latency() {
    let fake = Fake::start().await;
    let latency = Duration::from_millis(400);
    fake.set_latency(latency);
    let sent = Instant::now();
    let r = call(&fake, "GET", "/users/@me", None).await;
    assert_eq!(r.status, 200);
    assert!(r.at - sent >= latency, "{:?}", r.at - sent);
    let sent = Instant::now();
    let r = post_message(&fake, CHANNEL_ID, "slow").await;
    assert!(r.at - sent >= latency);
    // The write happened at arrival, before the answer left.
    let arrived = fake.state.lock().unwrap().requests.last().unwrap().at;
    assert!(r.at - arrived >= latency);

    // The 3-second rule is measured at arrival: an answer that arrives in time is in time,
    // although its reply reaches the bot after more than 3 seconds.
    let latency = Duration::from_millis(3200);
    fake.set_latency(latency);
    let i = fake.slash(ANNA, "blot", json!([]));
    let answering = Answering::new(&fake, i);
    let r = answering
        .callback(json!({"type": 4, "data": {"content": "hello"}}))
        .await;
    assert_eq!(r.status, 204);
    let (answered, _) = fake.interaction(i).answered.unwrap();
    assert!(r.at - answered >= latency);
    assert!(fake.interaction(i).original.is_some());
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The next text frame as JSON (heartbeat ACKs skipped); panics on a close or after
/// [`PATIENCE`].
async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("no gateway frame");
        match msg {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["op"] != 11 {
                    return v;
                }
            }
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
            other => panic!("gateway: expected a frame, got {other:?}"),
        }
    }
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string())).await.unwrap();
}

/// How a connection ends: the close frame if there was one.
async fn ended(ws: &mut Ws) -> Option<u16> {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("the gateway connection stayed open");
        match msg {
            Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
            Some(Ok(_)) => {}
            Some(Err(_)) | None => return None,
        }
    }
}

/// Connects to `url`, takes HELLO (op 10) and sends `first` (IDENTIFY or RESUME).
async fn open(url: &str, first: Value) -> Ws {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert_eq!(next_json(&mut ws).await["op"], 10);
    send(&mut ws, first).await;
    ws
}

/// IDENTIFY's data, as shard `[id, total]` when given.
fn identify_data(shard: Option<Value>) -> Value {
    let mut d = json!({"token": TOKEN, "intents": 0,
        "properties": {"os": "linux", "browser": "t", "device": "t"}});
    if let Some(shard) = shard {
        d["shard"] = shard;
    }
    json!({"op": 2, "d": d})
}

/// Reconnects to `url` and resumes `session` from `seq`.
async fn resume(url: &str, session: &str, seq: u64) -> Ws {
    open(
        url,
        json!({"op": 6, "d": {"token": TOKEN, "session_id": session, "seq": seq}}),
    )
    .await
}

/// Connects and identifies; returns the socket and READY's data.
async fn identify(fake: &Fake) -> (Ws, Value) {
    let mut ws = open(&format!("ws://{}", fake.gateway), identify_data(None)).await;
    let ready = next_json(&mut ws).await;
    assert_eq!(ready["t"], "READY");
    assert_eq!(ready["s"], 1);
    (ws, ready["d"].clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_heartbeating_is_disconnected() {
    let fake = Fake::start().await;
    let (mut ws, _) = identify(&fake).await;
    let interval = fake::HEARTBEAT_INTERVAL;
    // While it heartbeats, it stays.
    for n in 0..3 {
        tokio::time::sleep(interval).await;
        send(&mut ws, json!({"op": 1, "d": n + 1})).await;
        let ack = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .unwrap();
        match ack {
            Some(Ok(Message::Text(t))) => {
                assert_eq!(serde_json::from_str::<Value>(&t).unwrap()["op"], 11)
            }
            other => panic!("expected a heartbeat ACK, got {other:?}"),
        }
    }
    assert_eq!(fake.state.lock().unwrap().heartbeats, 3);
    // Then silence: the gateway closes the zombie, not before 1.5 intervals.
    let silent = Instant::now();
    let code = ended(&mut ws).await;
    assert!(
        silent.elapsed() >= interval * 3 / 2,
        "{:?}",
        silent.elapsed()
    );
    assert_eq!(code, Some(4000));
    assert_eq!(fake.heartbeat_timeouts(), 1);
    assert!(!fake.connected());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_replays_what_was_dispatched_while_away() {
    let fake = Fake::start().await;
    let (mut ws, ready) = identify(&fake).await;
    let session = ready["session_id"].as_str().unwrap().to_string();
    let resume_url = ready["resume_gateway_url"].as_str().unwrap().to_string();
    assert!(resume_url.starts_with("ws://127.0.0.1:"), "{resume_url}");
    fake.wait_connected(1).await;
    let i1 = fake.slash(ANNA, "blot", json!([]));
    let ev = next_json(&mut ws).await;
    assert_eq!(
        (ev["t"].as_str(), ev["s"].as_u64()),
        (Some("INTERACTION_CREATE"), Some(2))
    );
    assert_eq!(ev["d"]["id"], i1.to_string());

    // A network cut: no close frame. What happens meanwhile is kept.
    fake.drop_gateway();
    assert_eq!(ended(&mut ws).await, None);
    assert!(!fake.connected());
    let i2 = fake.slash_in_channel(ANNA, OTHER_CHANNEL, "durak", json!([]));

    let mut ws = resume(&resume_url, &session, 2).await;
    let ev = next_json(&mut ws).await;
    assert_eq!(
        (ev["t"].as_str(), ev["s"].as_u64()),
        (Some("INTERACTION_CREATE"), Some(3))
    );
    assert_eq!(ev["d"]["id"], i2.to_string());
    assert_eq!(ev["d"]["channel_id"], OTHER_CHANNEL.to_string());
    assert_eq!(ev["d"]["channel"]["id"], OTHER_CHANNEL.to_string());
    let resumed = next_json(&mut ws).await;
    assert_eq!(resumed["op"], 0);
    assert_eq!(
        (resumed["t"].as_str(), resumed["s"].as_u64()),
        (Some("RESUMED"), Some(4))
    );
    assert_eq!(fake.resumes(), 1);
    assert!(fake.connected());
    assert_eq!(
        fake.state.lock().unwrap().identified,
        1,
        "resumed, not identified again"
    );

    // Live again.
    let i3 = fake.slash(ANNA, "blot", json!([]));
    let ev = next_json(&mut ws).await;
    assert_eq!(ev["s"], 5);
    assert_eq!(ev["d"]["id"], i3.to_string());

    // Resuming from an older sequence replays everything after it (RESUMED itself excluded).
    fake.drop_gateway();
    assert_eq!(ended(&mut ws).await, None);
    let mut ws = resume(&resume_url, &session, 1).await;
    let mut seqs = Vec::new();
    loop {
        let ev = next_json(&mut ws).await;
        seqs.push(ev["s"].as_u64().unwrap());
        if ev["t"] == "RESUMED" {
            break;
        }
    }
    assert_eq!(seqs, [2, 3, 5, 6]);
    assert_eq!(fake.resumes(), 2);

    // An unknown session is invalid: op 9, not resumable.
    let mut ws2 = resume(&resume_url, "no-such-session", 3).await;
    let invalid = next_json(&mut ws2).await;
    assert_eq!(
        (invalid["op"].as_u64(), invalid["d"].as_bool()),
        (Some(9), Some(false))
    );
    assert_eq!(fake.resumes(), 2);

    // A new IDENTIFY is a new session with its own id.
    let (_ws3, ready3) = identify(&fake).await;
    assert_ne!(ready3["session_id"].as_str().unwrap(), session);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

/// A follow-up with files, as multipart/form-data: the body as `payload_json`, each file as a
/// part of its own name.
async fn post_form(fake: &Fake, path: &str, payload: Value, parts: &[(&str, &str, &[u8])]) -> u16 {
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let mut form = reqwest::multipart::Form::new().text("payload_json", payload.to_string());
    for (part, file, bytes) in parts {
        let file = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(file.to_string());
        form = form.part(part.to_string(), file);
    }
    let url = format!("{}/api/v10{path}", fake.api_base());
    client
        .post(url)
        .header("authorization", format!("Bot {TOKEN}"))
        .multipart(form)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_come_as_multipart_parts_named_by_the_attachments() {
    let fake = Fake::start().await;
    let i = fake.slash(ANNA, "league", json!([]));
    let answering = Answering::new(&fake, i);
    let r = answering.callback(ephemeral_deferral()).await;
    assert_eq!(r.status, 204);
    let payload = json!({
        "content": "the season",
        "attachments": [{"id": "0", "filename": "season.csv"}],
    });
    let sent = post_form(
        &fake,
        &webhook(&answering.token),
        payload.clone(),
        &[("files[0]", "season.csv", b"a,b\r\n")],
    )
    .await;
    assert_eq!(sent, 200);
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    let m = fake.message(fake.interaction(i).original.unwrap());
    assert_eq!(
        m.files,
        vec![fake::Upload {
            name: "season.csv".into(),
            bytes: b"a,b\r\n".to_vec()
        }]
    );
    assert!(m.ephemeral && m.content == "the season");

    // A part no attachment names, and an attachment without its part: both refused.
    let stray = post_form(
        &fake,
        &webhook(&answering.token),
        payload.clone(),
        &[("files[1]", "season.csv", b"x")],
    )
    .await;
    assert_eq!(stray, 400);
    let missing = post_form(&fake, &webhook(&answering.token), payload, &[]).await;
    assert_eq!(missing, 400);
    // Files where no message is written: a channel's typing indicator.
    let elsewhere = post_form(
        &fake,
        &format!("/channels/{CHANNEL_ID}/typing"),
        json!({}),
        &[("files[0]", "a.txt", b"x")],
    )
    .await;
    assert_eq!(elsewhere, 400);
    let violations = fake.violations();
    assert_eq!(
        violations.len(),
        4,
        "two mismatches, a body and files: {violations:?}"
    );
    assert!(violations[0].contains("files[1] has no attachments entry with id 1"));
    assert!(violations[1].contains("attachment 0 has no files[0] part"));
    assert!(violations[3].contains("files sent to POST /channels/{channel_id}/typing"));
}

/// Connects and identifies as shard `[id, total]`; the socket and the first frame answered
/// (READY, unless the connection is closed first).
async fn identify_shard(fake: &Fake, shard: Value) -> Ws {
    open(
        &format!("ws://{}", fake.gateway),
        identify_data(Some(shard)),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_are_checked_at_identify_and_each_guild_reaches_its_own_shard_only() {
    let fake = Fake::start().await;
    // This test's clients do not heartbeat.
    fake.set_heartbeat_timeout(PATIENCE);
    // A second guild on the other shard of two.
    let other_guild = fake::GUILD_ID + (1 << 22);
    let other_channel = CHANNEL_ID + 100;
    fake.add_channel(other_guild, other_channel);
    let home = fake::shard_of(Some(fake::GUILD_ID), 2);
    assert_ne!(home, fake::shard_of(Some(other_guild), 2));

    // An id not below the total: closed with 4010, and a violation.
    let mut bad = identify_shard(&fake, json!([2, 2])).await;
    assert_eq!(ended(&mut bad).await, Some(4010));
    assert_eq!(fake.state.lock().unwrap().invalid_shards, 1);
    fake.state.lock().unwrap().violations.clear();

    let mut shards = Vec::new();
    for id in 0..2u64 {
        let mut ws = identify_shard(&fake, json!([id, 2])).await;
        let ready = next_json(&mut ws).await;
        assert_eq!(ready["t"], "READY");
        assert_eq!(ready["d"]["shard"], json!([id, 2]));
        let guild = if id == home {
            fake::GUILD_ID
        } else {
            other_guild
        };
        assert_eq!(
            ready["d"]["guilds"],
            json!([{"id": guild.to_string(), "unavailable": true}]),
            "READY of shard {id} lists its own guild only"
        );
        shards.push(ws);
    }
    // A command in each guild reaches only the connection of that guild's shard.
    let here = fake.slash(ANNA, "blot", json!([]));
    let there = fake.slash_in_channel(ANNA, other_channel, "blot", json!([]));
    for (id, ws) in shards.iter_mut().enumerate() {
        let event = next_json(ws).await;
        assert_eq!(event["t"], "INTERACTION_CREATE");
        let expected = if id as u64 == home { here } else { there };
        assert_eq!(event["d"]["id"], expected.to_string(), "shard {id}");
        let nothing_else = tokio::time::timeout(Duration::from_millis(300), ws.next()).await;
        assert!(
            !matches!(nothing_else, Ok(Some(Ok(Message::Text(t)))) if t.contains("INTERACTION_CREATE")),
            "shard {id} received another guild's interaction"
        );
    }
    // GET /gateway/bot names the shards to run and the session start limit.
    fake.recommend_shards(2);
    let answer = reqwest::Client::new()
        .get(format!("{}/api/v10/gateway/bot", fake.api_base()))
        .header("Authorization", format!("Bot {TOKEN}"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let gateway: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(gateway["shards"], 2);
    assert!(gateway["session_start_limit"]["max_concurrency"].as_u64() >= Some(1));
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sessions_of_one_shard_each_receive_its_events_and_one_answer_counts() {
    let fake = Fake::start().await;
    // This test's clients do not heartbeat.
    fake.set_heartbeat_timeout(PATIENCE);
    let home = fake::shard_of(Some(fake::GUILD_ID), 2);
    // Two connections identify the same shard (as a replacement process does while the
    // first one's session still lives): both are sessions of it.
    let mut first = identify_shard(&fake, json!([home, 2])).await;
    assert_eq!(next_json(&mut first).await["t"], "READY");
    let mut second = identify_shard(&fake, json!([home, 2])).await;
    assert_eq!(next_json(&mut second).await["t"], "READY");
    assert_eq!(fake.connected_sessions((home, 2)), 2);
    // The guild's interaction reaches both.
    let i = fake.slash(ANNA, "blot", json!([]));
    for ws in [&mut first, &mut second] {
        let event = next_json(ws).await;
        assert_eq!(event["t"], "INTERACTION_CREATE");
        assert_eq!(event["d"]["id"], i.to_string());
    }
    // The first answer is taken, the second refused as already acknowledged.
    let answering = Answering::new(&fake, i);
    let deferral = ephemeral_deferral();
    let ok = answering.callback(deferral.clone()).await;
    assert_eq!(ok.status, 204);
    let again = answering.callback(deferral).await;
    assert_eq!(again.status, 400);
    assert_eq!(again.body["code"], 40060);
    // One of them gone (cut, no close frame), the other still receives the shard's events;
    // the gone one's session keeps them for its RESUME.
    drop(first);
    let deadline = Instant::now() + PATIENCE;
    while fake.connected_sessions((home, 2)) != 1 {
        assert!(
            Instant::now() < deadline,
            "the first connection never ended"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(fake.connected());
    let j = fake.slash(ANNA, "blot", json!([]));
    let event = next_json(&mut second).await;
    assert_eq!(event["d"]["id"], j.to_string());
}

/// A component press is answered as Discord does: a deferred update (type 6) makes the message
/// pressed its `@original`, which a later PATCH edits; an update (type 7) edits it at once,
/// only while it is there; an interaction answered twice is refused and a violation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_updates_the_message_it_was_on_once_answered() {
    let fake = Fake::start().await;
    let buttons = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "A", "custom_id": "a"}]}]);
    let posted = call(
        &fake,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        Some(json!({"content": "menu", "components": buttons})),
    )
    .await;
    assert_eq!(posted.status, 200);
    let menu = posted.id();

    // Deferred, then @original edited: the pressed message, not a new one.
    let i = fake.press(ANNA, menu, "a");
    let answering = Answering::new(&fake, i);
    let r = answering.callback(json!({"type": 6})).await;
    assert_eq!(r.status, 204);
    let o = answering
        .edit_original(json!({"content": "menu, edited", "components": buttons}))
        .await;
    assert_eq!((o.status, o.id()), (200, menu));
    assert_eq!(fake.message(menu).content, "menu, edited");

    // Updated at once; a second answer is refused.
    let i = fake.press(ANNA, menu, "a");
    let answering = Answering::new(&fake, i);
    let update = json!({"type": 7, "data": {"content": "menu, updated", "components": buttons}});
    let r = answering.callback(update.clone()).await;
    assert_eq!(r.status, 204);
    assert_eq!(fake.message(menu).content, "menu, updated");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    let r = answering.callback(update.clone()).await;
    assert_eq!((r.status, r.body["code"].as_u64()), (400, Some(40060)));
    assert_eq!(fake.violations().len(), 1, "{:?}", fake.violations());

    // The message gone meanwhile: nothing to update.
    let i = fake.press(ANNA, menu, "a");
    let answering = Answering::new(&fake, i);
    let r = call(
        &fake,
        "DELETE",
        &format!("/channels/{CHANNEL_ID}/messages/{menu}"),
        None,
    )
    .await;
    assert_eq!(r.status, 204);
    let r = answering.callback(update).await;
    assert_eq!(r.status, 404);
    assert_eq!(fake.violations().len(), 2, "{:?}", fake.violations());
}
