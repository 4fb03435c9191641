//! Durable inputs handled per second (each committed and flushed to sled before returning), and
//! the time to recover 10,000 stored tables.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::table::{Action, Changes, ChatId, GameKind, Input, Service, Settings, Status, UserId};
use host::{Durable, codec};
use storage::{Commit, SledStore, Store};

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

fn durable_inputs(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut durable = Durable::open(SledStore::open(dir.path()).expect("sled"), 7).expect("open");
    for who in 0..50u64 {
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
    let mut round = 0u64;
    let mut group = c.benchmark_group("host");
    group.throughput(Throughput::Elements(1));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("durable_move", |b| {
        b.iter(|| {
            round += 1;
            match next_move(durable.service(), round) {
                Some((who, action)) => durable
                    .handle(&format!("move-{round}"), input(round, who, action))
                    .map(|o| o.len()),
                None => durable
                    .handle(
                        &format!("open-again-{round}"),
                        input(
                            round,
                            round,
                            Action::Open {
                                settings: Settings::new(GameKind::Bazaar),
                            },
                        ),
                    )
                    .map(|o| o.len()),
            }
        })
    });
    group.finish();
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

criterion_group!(benches, durable_inputs, recovery);
criterion_main!(benches);
