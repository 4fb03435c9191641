//! The web server's HTTP edges over real sockets on 127.0.0.1: a client that never finishes
//! its request's head is disconnected (a slow client holds no connection), and the Activity's
//! sign-in (`POST /api/token`) is rate-limited per client and overall, on a clock the test
//! moves.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use host::web::{DiscordApp, GateClock, TokenLimit, Web, WebConfig};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long a test waits for what it expects before it fails (not a measure of anything).
const PATIENCE: Duration = Duration::from_secs(30);

/// Sends `request` as it is and reads the answer to its end: the status and the body.
async fn exchange(addr: std::net::SocketAddr, request: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.expect("connected");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = String::new();
    tokio::time::timeout(PATIENCE, stream.read_to_string(&mut answer))
        .await
        .expect("an answer in time")
        .expect("read");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok());
    (status.expect("a status"), body.to_string())
}

/// `POST /api/token` with `body`, from `forwarded_for` when given (as a proxy on this machine
/// names its client).
async fn sign_in(
    addr: std::net::SocketAddr,
    body: &str,
    forwarded_for: Option<&str>,
) -> (u16, String) {
    let forwarded = forwarded_for.map_or(String::new(), |a| format!("X-Forwarded-For: {a}\r\n"));
    let request = format!(
        "POST /api/token HTTP/1.1\r\nHost: test\r\nConnection: close\r\n{forwarded}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    exchange(addr, &request).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_finishes_its_request_head_is_disconnected() {
    let mut config = WebConfig::new("127.0.0.1:0".parse().expect("an address"), "1:token");
    config.header_read_timeout = Duration::from_millis(300);
    let (web, _events) = Web::serve(config).await.expect("serving");
    let addr = web.local_addr();

    let mut slow = TcpStream::connect(addr).await.expect("connected");
    slow.write_all(b"GET /health HT").await.expect("sent");
    // The server closes it (end of stream, or a reset): it never answers it.
    let mut rest = Vec::new();
    let read = tokio::time::timeout(PATIENCE, slow.read_to_end(&mut rest))
        .await
        .expect("the server closed the connection");
    assert!(
        read.is_err() || !String::from_utf8_lossy(&rest).contains("200"),
        "a half request was answered: {rest:?}"
    );
    // A whole request is served as before.
    let (status, body) = exchange(
        addr,
        "GET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!((status, body.as_str()), (200, "ok"));
}

/// A server of the Activity whose `/api/token` lets 2 sign-ins a client through in a burst and
/// one more every 10 s, at most 3 a burst for everyone, on a clock the test moves (ms).
async fn limited() -> (Web, Arc<AtomicU64>) {
    let hand = Arc::new(AtomicU64::new(0));
    let read = Arc::clone(&hand);
    let app = DiscordApp {
        client_id: "42".to_string(),
        client_secret: "secret".to_string(),
        // Never asked: every body here is refused before Discord is.
        api_base: "http://127.0.0.1:9".to_string(),
    };
    let mut config = WebConfig::for_discord("127.0.0.1:0".parse().expect("an address"), app);
    config.token_limit = TokenLimit {
        per_client: (2, Duration::from_secs(10)),
        overall: (3, Duration::from_secs(10)),
        clock: GateClock::from_fn(move || Duration::from_millis(read.load(Ordering::SeqCst))),
    };
    let (web, _events) = Web::serve(config).await.expect("serving");
    (web, hand)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sign_ins_gets_429_until_its_window_has_passed() {
    let (web, hand) = limited().await;
    let addr = web.local_addr();
    // A body that is no code: 400, after the limit and without asking Discord.
    for _ in 0..2 {
        assert_eq!(sign_in(addr, "{}", None).await.0, 400);
    }
    let (status, body) = sign_in(addr, "{}", None).await;
    assert_eq!(status, 429);
    let error: Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(error["error"], "too_many_sign_ins");
    assert_eq!(error["retry_after"], 10);
    // Another client behind the same local proxy has his own bucket.
    assert_eq!(sign_in(addr, "{}", Some("192.0.2.5")).await.0, 400);
    // The overall bucket (3 a burst) is empty now: even a new client waits.
    assert_eq!(sign_in(addr, "{}", Some("192.0.2.6")).await.0, 429);

    hand.store(9_999, Ordering::SeqCst);
    assert_eq!(
        sign_in(addr, "{}", None).await.0,
        429,
        "not before the window"
    );
    hand.store(10_000, Ordering::SeqCst);
    assert_eq!(
        sign_in(addr, "{}", None).await.0,
        400,
        "served after the window"
    );
    assert_eq!(
        sign_in(addr, "{}", None).await.0,
        429,
        "one a window, not a new burst"
    );
}
