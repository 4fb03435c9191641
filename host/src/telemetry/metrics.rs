//! Prometheus metrics, off unless `METRICS_ADDR` is set: the `metrics` facade records, the
//! `metrics-exporter-prometheus` recorder renders, and [`serve`] answers `GET /metrics` (the
//! text format) and `GET /healthz` (`ok`, or 503 and why: [`super::health`]) on that address.
//!
//! Every metric the bots record is named here, once: the record functions below are the only
//! way the rest of the code touches them. Without [`install`], they cost a relaxed load each.

use std::net::SocketAddr;
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::http_server;

/// Inputs handled, by kind (`command_blot`, `press_move`, `tick`, `refused_flood`, …).
pub const INPUTS: &str = "cards_inputs_total";
/// Inputs passed over because they kept failing while others were stored, by platform.
pub const INPUTS_SKIPPED: &str = "cards_inputs_skipped_total";
/// Seconds one commit took to be applied and flushed (histogram).
pub const COMMIT_SECONDS: &str = "cards_commit_seconds";
/// The most deliveries waiting for any one chat, as of the run loop's last turn.
pub const WAITING_MAX: &str = "cards_deliveries_waiting_max";
/// Deliveries waiting over all chats.
pub const WAITING: &str = "cards_deliveries_waiting";
/// 429 answers met, by platform.
pub const RATE_LIMITED: &str = "cards_rate_limited_total";
/// Tables gathering players or playing, by game.
pub const LIVE_TABLES: &str = "cards_live_tables";
/// Games played to their end, by game.
pub const GAMES_FINISHED: &str = "cards_games_finished_total";
/// Moves the computer players made, by game.
pub const COMPUTER_DECISIONS: &str = "cards_computer_decisions_total";
/// Seconds per computer decision (histogram): the time the service took for an input that
/// made computer moves, shared out over them (the game core holds no clock).
pub const COMPUTER_SECONDS: &str = "cards_computer_decision_seconds";
/// Seconds a worker thought over one computer move or hint (histogram), by game: the time
/// off the main path (the bots' computers are asked of the pool).
pub const COMPUTER_THINKING: &str = "cards_computer_thinking_seconds";
/// Computer moves that waited too long for a worker and were thought at the rule level.
pub const COMPUTER_HURRIED: &str = "cards_computer_moves_hurried_total";
/// Idempotency keys pruned by housekeeping.
pub const KEYS_PRUNED: &str = "cards_idempotency_keys_pruned_total";
/// Ended tables moved out of the live key space by housekeeping.
pub const TABLES_RETIRED: &str = "cards_tables_retired_total";

/// Buckets of the latency histograms, in seconds: 50 µs to 5 s.
const LATENCY_BUCKETS: [f64; 14] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0,
    5.0,
];

/// Installs the global Prometheus recorder and returns its handle (to render the metrics).
pub fn install() -> Result<PrometheusHandle, String> {
    let builder = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &LATENCY_BUCKETS)
        .map_err(|e| e.to_string())?;
    let handle = builder.install_recorder().map_err(|e| e.to_string())?;
    for (name, help) in [
        (INPUTS, "Inputs handled, by kind."),
        (RATE_LIMITED, "429 answers met, by platform."),
        (GAMES_FINISHED, "Games played to their end, by game."),
        (COMPUTER_DECISIONS, "Computer players' moves, by game."),
        (
            COMPUTER_HURRIED,
            "Computer moves thought at the rule level, having waited too long for a worker.",
        ),
        (
            INPUTS_SKIPPED,
            "Inputs passed over: they kept failing while others were stored.",
        ),
        (KEYS_PRUNED, "Idempotency keys pruned."),
        (TABLES_RETIRED, "Ended tables moved to the history."),
    ] {
        metrics::describe_counter!(name, help);
    }
    for (name, help) in [
        (WAITING_MAX, "Most deliveries waiting for one chat."),
        (WAITING, "Deliveries waiting over all chats."),
        (LIVE_TABLES, "Tables gathering or playing, by game."),
    ] {
        metrics::describe_gauge!(name, help);
    }
    for (name, help) in [
        (COMMIT_SECONDS, "Seconds a commit took, flushed."),
        (COMPUTER_SECONDS, "Seconds per computer decision."),
        (
            COMPUTER_THINKING,
            "Seconds a worker thought over a computer move or hint.",
        ),
    ] {
        metrics::describe_histogram!(name, metrics::Unit::Seconds, help);
    }
    Ok(handle)
}

/// An input of this kind was handled.
pub fn input(kind: &'static str) {
    counter!(INPUTS, "kind" => kind).increment(1);
}

/// An input of `platform` was passed over: it kept failing while others were stored.
pub fn input_skipped(platform: &'static str) {
    counter!(INPUTS_SKIPPED, "platform" => platform).increment(1);
}

/// A commit took `elapsed`.
pub fn commit(elapsed: Duration) {
    histogram!(COMMIT_SECONDS).record(elapsed.as_secs_f64());
}

/// Deliveries waiting: `max` for the busiest chat, `total` over all chats.
pub fn waiting(max: usize, total: usize) {
    gauge!(WAITING_MAX).set(max as f64);
    gauge!(WAITING).set(total as f64);
}

/// The platform answered 429.
pub fn rate_limited(platform: &'static str) {
    counter!(RATE_LIMITED, "platform" => platform).increment(1);
}

/// `count` tables of `game` are gathering or playing.
pub fn live_tables(game: &'static str, count: usize) {
    gauge!(LIVE_TABLES, "game" => game).set(count as f64);
}

/// A game of `game` was played to its end.
pub fn game_finished(game: &'static str) {
    counter!(GAMES_FINISHED, "game" => game).increment(1);
}

/// Computer players made `decisions` moves of `game` in `elapsed`.
pub fn computer_decisions(game: &'static str, decisions: usize, elapsed: Duration) {
    if decisions == 0 {
        return;
    }
    counter!(COMPUTER_DECISIONS, "game" => game).increment(decisions as u64);
    let each = elapsed.as_secs_f64() / decisions as f64;
    for _ in 0..decisions {
        histogram!(COMPUTER_SECONDS).record(each);
    }
}

/// A worker thought `elapsed` over one decision of `game`.
pub fn computer_thinking(game: &'static str, elapsed: Duration) {
    histogram!(COMPUTER_THINKING, "game" => game).record(elapsed.as_secs_f64());
}

/// A computer's move of this game waited too long for a worker and was hurried.
pub fn computer_hurried(game: &'static str) {
    counter!(COMPUTER_HURRIED, "game" => game).increment(1);
}

/// Housekeeping pruned `keys` idempotency keys and retired `tables` ended tables.
pub fn housekeeping(keys: usize, tables: usize) {
    counter!(KEYS_PRUNED).increment(keys as u64);
    counter!(TABLES_RETIRED).increment(tables as u64);
}

/// Serves `GET /metrics` and `GET /healthz` on `addr` until the task is dropped. Binding
/// fails at once (the caller refuses to start); a broken connection is only logged. The
/// server is [`crate::http_server`]'s: headers within 10 s, a cap on connections, accept
/// errors waited out. `/healthz` is 200 `ok` while the store and the platform answer, else
/// 503 with the reason ([`super::health`]).
pub async fn serve(
    addr: SocketAddr,
    handle: PrometheusHandle,
) -> std::io::Result<impl Future<Output = ()>> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(%addr, "metrics on http://{addr}/metrics");
    let limits = http_server::Limits {
        connections: 64,
        request_timeout: Duration::from_secs(10),
        ..http_server::Limits::default()
    };
    Ok(async move {
        let upkept = handle.clone();
        let upkeep = async move {
            let mut every = tokio::time::interval(Duration::from_secs(5));
            loop {
                every.tick().await;
                upkept.run_upkeep();
            }
        };
        let server = http_server::serve(listener, limits, "metrics", move |request| {
            let handle = handle.clone();
            async move { answer(&request, &handle) }
        });
        tokio::join!(upkeep, server);
    })
}

fn answer(request: &Request<Incoming>, handle: &PrometheusHandle) -> Response<Full<Bytes>> {
    let (status, content_type, body) = match (request.method().as_str(), request.uri().path()) {
        ("GET", "/metrics") => (StatusCode::OK, "text/plain; version=0.0.4", handle.render()),
        ("GET", "/healthz") => match super::health::report() {
            Ok(()) => (StatusCode::OK, "text/plain", "ok\n".to_string()),
            Err(why) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "text/plain",
                format!("{why}\n"),
            ),
        },
        _ => (
            StatusCode::NOT_FOUND,
            "text/plain",
            "not found\n".to_string(),
        ),
    };
    let mut response = http_server::plain(status, body);
    if let Ok(value) = content_type.parse() {
        response
            .headers_mut()
            .insert(hyper::header::CONTENT_TYPE, value);
    }
    response
}

/// A parked input no process could read was moved to the inbox's quarantine.
pub fn inbox_quarantined() {
    counter!("cards_inbox_quarantined_total").increment(1);
}
