//! Durable inputs handled per second, and the time to recover 10,000 stored tables.
//!
//! - `host/durable_move`: one input at a time, each committed and flushed to sled before the
//!   next (no group commit): today's rate.
//! - `host/durable_move_postgres`: the same on PostgreSQL (a throwaway server the bench starts).
//! - `host/group_sled`, `host/group_postgres`: inputs arrive from another thread as fast as it
//!   can send them; the owner takes every input that has arrived (up to [`GROUP_MAX`]),
//!   handles them in one group and flushes once (`Durable::begin_group` / `end_group`), then
//!   answers them. Throughput is inputs answered a second.
//! - After those, a paced run for each store offers [`PACED_RATE`] inputs a second for
//!   [`PACED_SECONDS`] and prints the rate answered and the commit latency (from each input's
//!   scheduled arrival to its answer, after its group's flush: queueing included) at p50, p99
//!   and the maximum. Printed figures, not a pass/fail.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::table::{Action, Changes, ChatId, GameKind, Input, Service, Settings, Status, UserId};
use host::{Durable, codec};
use storage::pg_server::TestServer;
use storage::{Commit, PgStore, SledStore, Store};

/// The most inputs one group takes.
const GROUP_MAX: usize = 1_024;
/// The offered load of the paced runs (`PACED_RATE` overrides it).
const PACED_RATE: u64 = 20_000;
/// How long a paced run offers it (`PACED_SECONDS` overrides it).
const PACED_SECONDS: u64 = 5;
/// Tables with one human each, so that every input is a real move.
const TABLES: u64 = 200;

fn input(now: u64, who: u64, action: Action) -> Input {
    Input {
        now,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    }
}

/// A Bazaar table per user, each user alone with three computer players.
fn open_tables(service: &mut Service, tables: u64, now: u64) {
    for who in 0..tables {
        service.handle(input(
            now,
            who,
            Action::Open {
                settings: Settings::new(GameKind::Bazaar),
            },
        ));
        let id = *service.tables.keys().last().expect("opened");
        service.handle(input(now, who, Action::Start { table: id }));
    }
}

/// The next human move at some table: (user, action).
fn next_move(service: &Service, round: u64) -> Option<(u64, Action)> {
    let playing: Vec<_> = service
        .tables
        .values()
        .filter(|t| t.status == Status::Playing)
        .collect();
    let table = playing.get((round as usize) % playing.len().max(1))?;
    let engine = table.engine.as_ref()?;
    let seat = engine.to_act()?;
    let user = table.seats[seat as usize].user.as_ref()?;
    let who: u64 = user.0.trim_start_matches("tg:").parse().ok()?;
    let code = engine.computer_code(seat)?;
    Some((
        who,
        Action::Move {
            table: table.id,
            turn: table.turn,
            code,
        },
    ))
}

/// A service over `store` with `tables` Bazaar tables started, one human each.
fn started<S: Store>(store: S, tables: u64) -> Durable<S> {
    let mut durable = Durable::open(store, 7).expect("open");
    durable.begin_group();
    for who in 0..tables {
        let _ = durable.handle(
            &format!("open-{who}"),
            input(
                0,
                who,
                Action::Open {
                    settings: Settings::new(GameKind::Bazaar),
                },
            ),
        );
        let id = *durable.service().tables.keys().last().expect("opened");
        let _ = durable.handle(
            &format!("start-{who}"),
            input(0, who, Action::Start { table: id }),
        );
    }
    durable.end_group().expect("stored");
    durable
}

/// The next input of the run: a human's move at some table, or a new table when none is
/// waiting for a human.
fn next_input(service: &Service, round: u64) -> (String, Input) {
    match next_move(service, round) {
        Some((who, action)) => (format!("move-{round}"), input(round, who, action)),
        None => (
            format!("open-again-{round}"),
            input(
                round,
                round % 1_000,
                Action::Open {
                    settings: Settings::new(GameKind::Bazaar),
                },
            ),
        ),
    }
}

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

/// Runs `count` inputs arriving at `rate` a second (`None`: as fast as the producer can send)
/// through `durable` in groups; returns the time taken and each input's latency from its
/// scheduled arrival to its answer.
fn grouped<S: Store>(
    durable: &mut Durable<S>,
    round: &mut u64,
    count: u64,
    rate: Option<u64>,
) -> (Duration, Vec<Duration>) {
    let (tx, rx) = mpsc::channel::<Instant>();
    let start = Instant::now();
    let producer = std::thread::spawn(move || {
        for i in 0..count {
            let due = match rate {
                Some(rate) => start + Duration::from_nanos(i * 1_000_000_000 / rate),
                None => Instant::now(),
            };
            if let Some(wait) = due.checked_duration_since(Instant::now()) {
                std::thread::sleep(wait);
            }
            if tx.send(due).is_err() {
                return;
            }
        }
    });
    let mut latencies = Vec::with_capacity(count as usize);
    let mut arrivals = Vec::with_capacity(GROUP_MAX);
    while (latencies.len() as u64) < count {
        let Ok(first) = rx.recv() else { break };
        arrivals.clear();
        arrivals.push(first);
        while arrivals.len() < GROUP_MAX {
            match rx.try_recv() {
                Ok(due) => arrivals.push(due),
                Err(_) => break,
            }
        }
        durable.begin_group();
        for _ in &arrivals {
            *round += 1;
            let (key, input) = next_input(durable.service(), *round);
            durable.handle(&key, input).expect("handle");
        }
        durable.end_group().expect("group commit");
        let answered = Instant::now();
        latencies.extend(
            arrivals
                .iter()
                .map(|&due| answered.saturating_duration_since(due)),
        );
    }
    let elapsed = start.elapsed();
    producer.join().expect("producer");
    (elapsed, latencies)
}

fn group_commit<S: Store>(c: &mut Criterion, name: &str, durable: &mut Durable<S>) {
    let mut round = 1u64 << 32;
    let mut group = c.benchmark_group("host");
    group.throughput(Throughput::Elements(1));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function(name, |b| {
        b.iter_custom(|iterations| grouped(durable, &mut round, iterations, None).0)
    });
    group.finish();
}

/// The paced run: prints the rate answered and the latency percentiles.
fn paced<S: Store>(name: &str, durable: &mut Durable<S>) {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let rate = var("PACED_RATE", PACED_RATE);
    let seconds = var("PACED_SECONDS", PACED_SECONDS);
    let mut round = 1u64 << 48;
    let (elapsed, mut latencies) = grouped(durable, &mut round, rate * seconds, Some(rate));
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
}

fn durable_inputs(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut sled = started(SledStore::open(dir.path()).expect("sled"), TABLES);
    one_by_one(c, "durable_move", &mut sled);
    group_commit(c, "group_sled", &mut sled);
    paced("paced_sled", &mut sled);
    drop(sled);

    let server = TestServer::start().unwrap_or_else(|e| {
        panic!("the PostgreSQL benchmarks need a server and none could be started: {e}")
    });
    let store = PgStore::connect(&server.database()).expect("connect");
    let mut postgres = started(store, TABLES);
    one_by_one(c, "durable_move_postgres", &mut postgres);
    group_commit(c, "group_postgres", &mut postgres);
    paced("paced_postgres", &mut postgres);
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

criterion_group!(benches, durable_inputs, recovery);
criterion_main!(benches);
