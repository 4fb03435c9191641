//! Commit latency under load, with group commit: inputs arrive from another thread at
//! `PACED_RATE` a second (default 20,000) for `PACED_SECONDS` (default 5); the owner takes every
//! input that has arrived (up to `common::GROUP_MAX`), handles them in one group with one flush
//! and answers them; group by group (written before the next is taken) and pipelined (the
//! next group is handled while the flusher thread writes the last). Prints, for sled and for PostgreSQL (a throwaway server it starts; `STORES`
//! = `sled`, `postgres` or both, the default), the rate answered and the commit latency — from
//! each input's scheduled arrival to its answer after its group's flush, queueing included — at
//! p50, p99 and the maximum; `shared` in `STORES` (the default) adds PostgreSQL as a process
//! sharing it runs it (the chat's lease held, every commit fenced, users' records written on
//! condition). Printed figures, not a pass/fail:
//! `cargo bench -p host --bench group_commit`.

mod common;

use common::{TABLES, grouped, prepared, started};
use host::Durable;
use storage::pg_server::TestServer;
use storage::{PgStore, SledStore, Store};

/// The offered load (`PACED_RATE` overrides it).
const PACED_RATE: u64 = 20_000;
/// How long it is offered (`PACED_SECONDS` overrides it).
const PACED_SECONDS: u64 = 5;

/// The paced run: prints the rate answered and the latency percentiles.
fn paced<S: Store + 'static>(name: &str, durable: &mut Durable<S>, pipelined: bool) {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let rate = var("PACED_RATE", PACED_RATE);
    let seconds = var("PACED_SECONDS", PACED_SECONDS);
    // Fresh idempotency keys for each run.
    let mut round = (1u64 << 48) + (u64::from(pipelined) << 40);
    // One second at the same rate first, not counted (caches, allocator, sled's first pages).
    let _ = grouped(durable, &mut round, rate, Some(rate), pipelined);
    common::STATS.with(|stats| *stats.borrow_mut() = common::Stats::default());
    let (elapsed, mut latencies) =
        grouped(durable, &mut round, rate * seconds, Some(rate), pipelined);
    let stats = common::STATS.with(|stats| *stats.borrow());
    latencies.sort_unstable();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "{name}: offered {rate} inputs/s for {seconds} s: answered {:.0} inputs/s; \
         commit latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len() as f64 / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        latencies[latencies.len() - 1].as_secs_f64() * 1e3,
    );
    let count = latencies.len() as f64;
    println!(
        "{name}: {} groups of {:.0} inputs on average; per input {:.1} µs handling in memory, \
         {:.1} µs writing its group (one flush per group: {:.2} ms)",
        stats.groups,
        count / stats.groups.max(1) as f64,
        stats.staging.as_secs_f64() * 1e6 / count,
        stats.flushing.as_secs_f64() * 1e6 / count,
        stats.flushing.as_secs_f64() * 1e3 / stats.groups.max(1) as f64,
    );
}

fn main() {
    let stores = std::env::var("STORES").unwrap_or_else(|_| "sled,postgres,shared".into());
    if stores.contains("sled") {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut sled = started(SledStore::open(dir.path()).expect("sled"), TABLES);
        paced("sled, group by group", &mut sled, false);
        paced("sled, pipelined", &mut sled, true);
    }
    if stores.contains("postgres") {
        let server = TestServer::start().unwrap_or_else(|e| {
            panic!("the PostgreSQL run needs a server and none could be started: {e}")
        });
        let store = PgStore::connect(&server.database()).expect("connect");
        let mut postgres = started(store, TABLES);
        paced("postgres, group by group", &mut postgres, false);
        paced("postgres, pipelined", &mut postgres, true);
        drop(postgres);
        server.stop();
    }
    if stores.contains("shared") {
        let server = TestServer::start().unwrap_or_else(|e| {
            panic!("the PostgreSQL run needs a server and none could be started: {e}")
        });
        let store = PgStore::connect(&server.database()).expect("connect");
        let durable = Durable::open_shared(store, 7, "bench", 60_000).expect("open");
        let mut shared = prepared(durable, TABLES);
        paced("postgres shared, pipelined", &mut shared, true);
        drop(shared);
        server.stop();
    }
}
