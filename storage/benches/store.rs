//! Benchmarks of the sled store.
//!
//! - `commit/durable_*`: one realistic commit of the table service (a 1 KB table header, a
//!   64-byte log entry, two 100-byte user records, an idempotency key), flushed to disk, with
//!   each [`Durability`], from one thread and from four at once; `commit/memory` for scale.
//! - `commit/*_batch_64`: 64 such commits in one `commit_batch` (group commit: one flush);
//!   throughput counts commits.
//! - `commit/postgres*`: the same on PostgreSQL, a throwaway server the bench starts
//!   (`storage::pg_server`), with `synchronous_commit = on` and `fsync = on`.
//! - `reload/10k_tables`: open a database holding 10,000 tables (each a 1 KB header and 40 log
//!   entries) and read every header and every log back, as the bot does at start.

use std::cell::Cell;
use std::hint::black_box;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use storage::pg_server::TestServer;
use storage::{
    Commit, Committed, Durability, MemoryStore, PgStore, SledStore, Space, Store, Write, key,
};

/// Commits per batch in the `*_batch_64` benchmarks.
const BATCH: u64 = 64;

const HEADER_BYTES: usize = 1_024;
const LOG_ENTRY_BYTES: usize = 64;
const USER_BYTES: usize = 100;
const TABLES: u64 = 10_000;
const LOG_PER_TABLE: u64 = 40;

/// The commit of one accepted action at table `table`, the `seq`th of the run.
fn action(table: u64, seq: u64) -> Commit {
    let filled = |len: usize, byte: u8| {
        let mut value = seq.to_be_bytes().to_vec();
        value.resize(len, byte);
        value
    };
    Commit::new(
        format!("update-{seq}"),
        vec![
            Write::put(Space::Tables, key::table(table), filled(HEADER_BYTES, b'h')),
            Write::put(
                Space::Log,
                key::log(table, seq),
                filled(LOG_ENTRY_BYTES, b'l'),
            ),
            Write::put(
                Space::Users,
                key::user(seq % 1_000),
                filled(USER_BYTES, b'u'),
            ),
            Write::put(
                Space::Users,
                key::user(seq % 1_000 + 1_000),
                filled(USER_BYTES, b'u'),
            ),
        ],
    )
}

fn run_commits(c: &mut Criterion, name: &str, store: &impl Store) {
    let seq = Cell::new(0u64);
    let mut group = c.benchmark_group("commit");
    group.throughput(Throughput::Elements(1));
    group.bench_function(name, |b| {
        b.iter(|| {
            let n = seq.get() + 1;
            seq.set(n);
            let committed = store.commit(action(n % 100, n)).expect("commit");
            assert_eq!(committed, Committed::Applied);
        });
    });
    group.finish();
}

/// `THREADS` threads commit at once (tables of a busy bot), so flushes can be shared.
fn run_concurrent_commits(c: &mut Criterion, name: &str, store: &SledStore) {
    const THREADS: u64 = 4;
    // Far above the single-threaded run's sequences, whose idempotency keys are taken.
    let seq = AtomicU64::new(1 << 40);
    let mut group = c.benchmark_group("commit");
    group.throughput(Throughput::Elements(1));
    group.bench_function(name, |b| {
        b.iter_custom(|iterations| {
            let start = Instant::now();
            std::thread::scope(|scope| {
                for thread in 0..THREADS {
                    let seq = &seq;
                    let count = iterations / THREADS + u64::from(thread < iterations % THREADS);
                    scope.spawn(move || {
                        for _ in 0..count {
                            let n = seq.fetch_add(1, Ordering::Relaxed) + 1;
                            let committed = store.commit(action(n % 100, n)).expect("commit");
                            assert_eq!(committed, Committed::Applied);
                        }
                    });
                }
            });
            start.elapsed()
        });
    });
    group.finish();
}

/// `BATCH` commits at a time through `commit_batch`.
fn run_batches(c: &mut Criterion, name: &str, store: &impl Store) {
    // Far above the other runs' sequences, whose idempotency keys are taken.
    let seq = Cell::new(1u64 << 48);
    let mut group = c.benchmark_group("commit");
    group.throughput(Throughput::Elements(BATCH));
    group.bench_function(name, |b| {
        b.iter(|| {
            let first = seq.get();
            seq.set(first + BATCH);
            let batch = (first..first + BATCH).map(|n| action(n % 100, n)).collect();
            let answers = store.commit_batch(batch).expect("commit_batch");
            assert!(answers.iter().all(|&c| c == Committed::Applied));
        });
    });
    group.finish();
}

fn commit(c: &mut Criterion) {
    for (durability, name) in [
        (Durability::Machine, "machine"),
        (Durability::Process, "process"),
    ] {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = SledStore::open_with(dir.path(), durability).expect("open");
        run_commits(c, &format!("durable_{name}"), &store);
        run_concurrent_commits(c, &format!("durable_{name}_4_threads"), &store);
        run_batches(c, &format!("durable_{name}_batch_64"), &store);
    }
    run_commits(c, "memory", &MemoryStore::new());
    let server = TestServer::start().unwrap_or_else(|e| {
        panic!("the PostgreSQL benchmarks need a server and none could be started: {e}")
    });
    let store = PgStore::connect(&server.database()).expect("connect");
    run_commits(c, "postgres", &store);
    run_batches(c, "postgres_batch_64", &store);
    drop(store);
    server.stop();
}

/// Fills `dir` with `TABLES` tables of `LOG_PER_TABLE` log entries, 50 tables per commit.
fn fill(dir: &Path) {
    let store = SledStore::open(dir).expect("open");
    let header = vec![b'h'; HEADER_BYTES];
    let entry = vec![b'l'; LOG_ENTRY_BYTES];
    let ids: Vec<u64> = (0..TABLES).collect();
    for chunk in ids.chunks(50) {
        let mut writes = Vec::new();
        for &table in chunk {
            writes.push(Write::put(Space::Tables, key::table(table), header.clone()));
            for seq in 0..LOG_PER_TABLE {
                writes.push(Write::put(Space::Log, key::log(table, seq), entry.clone()));
            }
        }
        store.commit(Commit::unkeyed(writes)).expect("commit");
    }
}

/// Opens the store and reads every table and its log back; returns the number of entries.
fn reload(dir: &Path) -> (SledStore, usize) {
    let store = SledStore::open(dir).expect("open");
    let tables = store.scan(Space::Tables, b"").expect("scan tables");
    let mut entries = tables.len();
    for (table, header) in &tables {
        black_box(header);
        entries += store.scan(Space::Log, table).expect("scan log").len();
    }
    (store, entries)
}

fn reload_10k_tables(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary directory");
    fill(dir.path());
    let mut group = c.benchmark_group("reload");
    group.sample_size(10);
    group.bench_function("10k_tables", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let start = Instant::now();
                let (store, entries) = reload(dir.path());
                total += start.elapsed();
                assert_eq!(entries as u64, TABLES * (1 + LOG_PER_TABLE));
                // Closing is not part of the reload; the next iteration needs the lock back.
                drop(store);
            }
            total
        });
    });
    group.finish();
}

criterion_group!(benches, commit, reload_10k_tables);
criterion_main!(benches);
