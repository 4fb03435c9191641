//! Durable inputs handled per second, and the time to recover 10,000 stored tables.
//!
//! - `host/durable_move`: one input at a time, each committed and flushed to sled before the
//!   next (no group commit): today's rate.
//! - `host/memory_move`: the same inputs on the memory store: what handling costs without a
//!   disk, the ceiling of any group commit.
//! - `host/durable_move_postgres`: the same on PostgreSQL (a throwaway server the bench starts).
//! - `host/group_sled`, `host/group_postgres`: inputs arrive from another thread as fast as it
//!   can send them; the owner takes every input that has arrived (up to [`GROUP_MAX`]),
//!   handles them in one group and flushes once (`Durable::begin_group` / `end_group`), then
//!   answers them. Throughput is inputs answered a second.
//! - `host/pipelined_sled`, `host/pipelined_postgres`: the same, but each group is written by
//!   the flusher thread (`submit_group` / `wait_group`) while the owner handles the next one.
//!
//! The commit latency under a given load is `benches/group_commit.rs` (printed figures).

mod common;

use std::time::Duration;

use common::{TABLES, grouped, input, next_input, next_move, open_tables, started};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::table::{Changes, Service};
use host::{Durable, codec};
use storage::pg_server::TestServer;
use storage::{Commit, MemoryStore, PgStore, SledStore, Store};

fn one_by_one<S: Store>(c: &mut Criterion, name: &str, durable: &mut Durable<S>) {
    let mut round = 0u64;
    let mut group = c.benchmark_group("host");
    group.throughput(Throughput::Elements(1));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function(name, |b| {
        b.iter(|| {
            round += 1;
            let (key, input) = next_input(durable.service(), round);
            durable.handle(&key, input).map(|o| o.len())
        })
    });
    group.finish();
}

fn group_commit<S: Store + 'static>(
    c: &mut Criterion,
    name: &str,
    durable: &mut Durable<S>,
    pipelined: bool,
) {
    // Fresh idempotency keys for each run.
    let mut round = (1u64 << 32) + (u64::from(pipelined) << 31);
    let mut group = c.benchmark_group("host");
    group.throughput(Throughput::Elements(1));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function(name, |b| {
        b.iter_custom(|iterations| grouped(durable, &mut round, iterations, None, pipelined).0)
    });
    group.finish();
}

fn memory_inputs(c: &mut Criterion) {
    // The ceiling: the same inputs with nothing written to disk.
    let mut memory = started(MemoryStore::new(), TABLES);
    one_by_one(c, "memory_move", &mut memory);
}

fn sled_inputs(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut sled = started(SledStore::open(dir.path()).expect("sled"), TABLES);
    one_by_one(c, "durable_move", &mut sled);
    group_commit(c, "group_sled", &mut sled, false);
    group_commit(c, "pipelined_sled", &mut sled, true);
}

fn postgres_inputs(c: &mut Criterion) {
    let server = TestServer::start().unwrap_or_else(|e| {
        panic!("the PostgreSQL benchmarks need a server and none could be started: {e}")
    });
    let store = PgStore::connect(&server.database()).expect("connect");
    let mut postgres = started(store, TABLES);
    one_by_one(c, "durable_move_postgres", &mut postgres);
    group_commit(c, "group_postgres", &mut postgres, false);
    group_commit(c, "pipelined_postgres", &mut postgres, true);
    drop(postgres);
    server.stop();
}

fn recovery(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let mut service = Service::new(3);
        open_tables(&mut service, 10_000, 0);
        for round in 0..20_000u64 {
            if let Some((who, action)) = next_move(&service, round * 7919) {
                service.handle(input(round, who, action));
            }
        }
        let store = SledStore::open(dir.path()).expect("sled");
        let changes = Changes {
            tables: service.tables.keys().copied().collect(),
            moves_from: service.tables.keys().map(|&id| (id, 0)).collect(),
            users: service.users.keys().cloned().collect(),
            chats: service.chats.keys().cloned().collect(),
            history: Vec::new(),
            meta: true,
            ..Changes::default()
        };
        store
            .commit(Commit::unkeyed(codec::writes(&service, &changes)))
            .expect("stored");
    }
    let mut group = c.benchmark_group("host");
    group.sample_size(10);
    group.bench_function("recover_10000_tables", |b| {
        b.iter(|| {
            let durable =
                Durable::open(SledStore::open(dir.path()).expect("sled"), 3).expect("recovered");
            assert_eq!(durable.service().tables.len(), 10_000);
            durable.service().tables.len()
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    memory_inputs,
    sled_inputs,
    postgres_inputs,
    recovery
);
criterion_main!(benches);
