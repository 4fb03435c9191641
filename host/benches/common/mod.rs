//! What the host benchmarks share: a service with tables started, the inputs of a run, and a
//! run of inputs arriving from another thread, handled in groups (group commit).

#![allow(dead_code)]

use std::sync::mpsc;
use std::time::{Duration, Instant};

use game::table::{Action, ChatId, GameKind, Input, Service, Settings, Status, UserId};
use host::Durable;
use storage::Store;

/// Where a run's time went: handling inputs in memory, and writing groups.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    pub groups: u64,
    pub staging: Duration,
    /// Time spent waiting for a group's write (with pipelining, only what was not overlapped).
    pub flushing: Duration,
}

thread_local! {
    /// What `grouped` did on this thread so far.
    pub static STATS: std::cell::RefCell<Stats> = std::cell::RefCell::default();
}

/// The most inputs one group takes.
pub const GROUP_MAX: usize = 128;
/// Tables with one human each, so that every input is a real move.
pub const TABLES: u64 = 200;

pub fn input(now: u64, who: u64, action: Action) -> Input {
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
pub fn open_tables(service: &mut Service, tables: u64, now: u64) {
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
pub fn next_move(service: &Service, round: u64) -> Option<(u64, Action)> {
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
pub fn started<S: Store>(store: S, tables: u64) -> Durable<S> {
    prepared(Durable::open(store, 7).expect("open"), tables)
}

/// [`started`] on a durable service already open (one sharing its store, say).
pub fn prepared<S: Store>(mut durable: Durable<S>, tables: u64) -> Durable<S> {
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
pub fn next_input(service: &Service, round: u64) -> (String, Input) {
    match next_move(service, round) {
        Some((who, action)) => (format!("in-{round}"), input(round, who, action)),
        None => (
            format!("in-{round}"),
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

/// Runs `count` inputs arriving at `rate` a second (`None`: as fast as the producer can send)
/// through `durable` in groups; returns the time taken and each input's latency from its
/// scheduled arrival to its answer. `pipelined`: each group is handed to the flusher thread
/// (`submit_group`) and answered once written (`wait_group`), while the next group is handled;
/// else each group is written before the next is taken (`end_group`).
pub fn grouped<S: Store + 'static>(
    durable: &mut Durable<S>,
    round: &mut u64,
    count: u64,
    rate: Option<u64>,
    pipelined: bool,
) -> (Duration, Vec<Duration>) {
    let (tx, rx) = mpsc::channel::<Instant>();
    let start = Instant::now();
    let producer = std::thread::spawn(move || {
        let mut sent = 0;
        while sent < count {
            let now = Instant::now();
            // Everything due by now, stamped with when it was due; then a short nap.
            while sent < count {
                let due = match rate {
                    Some(rate) => start + Duration::from_nanos(sent * 1_000_000_000 / rate),
                    None => now,
                };
                if due > now {
                    break;
                }
                if tx.send(due).is_err() {
                    return;
                }
                sent += 1;
            }
            if rate.is_some() {
                std::thread::sleep(Duration::from_micros(100));
            }
        }
    });
    let mut latencies = Vec::with_capacity(count as usize);
    let mut taken = 0u64;
    // The group being written: its number and its inputs' arrivals.
    let mut writing: Option<(u64, Vec<Instant>)> = None;
    while (latencies.len() as u64) < count {
        let mut arrivals = Vec::new();
        if taken < count {
            if writing.is_none() {
                // Nothing to answer meanwhile: wait for the next input.
                match rx.recv() {
                    Ok(due) => arrivals.push(due),
                    Err(_) => break,
                }
            }
            while arrivals.len() < GROUP_MAX {
                match rx.try_recv() {
                    Ok(due) => arrivals.push(due),
                    Err(_) => break,
                }
            }
        }
        taken += arrivals.len() as u64;
        let staging = Instant::now();
        let mut submitted = None;
        if !arrivals.is_empty() {
            // The inputs' keys are known on arrival: one lookup for the group.
            let keys: Vec<String> = (1..=arrivals.len() as u64)
                .map(|i| format!("in-{}", *round + i))
                .collect();
            let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
            durable.expect_keys(&keys).expect("seen");
            for _ in &arrivals {
                *round += 1;
                let (key, input) = next_input(durable.service(), *round);
                durable.handle(&key, input).expect("handle");
            }
            if pipelined {
                submitted = Some(durable.submit_group().expect("submit"));
            }
        }
        let flushing = Instant::now();
        let mut answered_now = Vec::new();
        if pipelined {
            if let Some((number, arrivals)) = writing.take() {
                durable.wait_group(number).expect("group commit");
                answered_now = arrivals;
            }
            writing = submitted.map(|number| (number, arrivals));
        } else if !arrivals.is_empty() {
            durable.end_group().expect("group commit");
            answered_now = arrivals;
        }
        let answered = Instant::now();
        STATS.with(|stats| {
            let mut stats = stats.borrow_mut();
            stats.groups += u64::from(!answered_now.is_empty());
            stats.staging += flushing - staging;
            stats.flushing += answered - flushing;
        });
        latencies.extend(
            answered_now
                .iter()
                .map(|&due| answered.saturating_duration_since(due)),
        );
    }
    let elapsed = start.elapsed();
    producer.join().expect("producer");
    (elapsed, latencies)
}
