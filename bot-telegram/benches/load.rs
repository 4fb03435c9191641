//! Many tables at once through the fake Telegram, every call answered after a real round trip
//! (100 ms): TABLES groups (default 200), each one person against three computer players, the
//! person pressing 1–3 s after his turn shows, for SECONDS seconds (default 60). Prints how
//! soon presses are answered and hands redrawn, each group's writes a minute, moves a second,
//! writes per move, and the bot's memory and CPU per table.
//!
//! `cargo bench -p bot-telegram --bench load` (no overall limit in the fake), or with
//! `OVERALL_LIMIT=30` to have the fake refuse past 30 writes a second over all chats.
//! Not part of the test run: it takes minutes and measures, it does not judge.
//!
//! `PROCESSES=2`: two bot processes on one PostgreSQL behind the fake's load balancer, 1,000
//! Toto21 duels between bench-driven people, one process killed halfway; it checks the store
//! at the end (see `load/shared.rs`).

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/fake_telegram/mod.rs"]
mod fake_telegram;
#[path = "load/metrics.rs"]
mod metrics;
#[path = "load/person.rs"]
mod person;
#[path = "load/shared.rs"]
mod shared;
#[path = "load/wait.rs"]
mod wait;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use common::World;
use person::ChatPerson;
use tests::measure::{env_number, percentile, usage};

fn main() {
    if env_number("PROCESSES", 1) == 2 {
        shared::run(
            env_number("TABLES", 1_000) as usize,
            env_number("SECONDS", 120),
        );
        return;
    }
    let tables = env_number("TABLES", 200) as i64;
    let seconds = env_number("SECONDS", 60);
    let overall = std::env::var("OVERALL_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok());
    let mut w = World::new("load");
    w.fake.set_latency(Duration::from_millis(100));
    let mut people = Vec::new();
    for i in 0..tables {
        let (user, group) = (1_000 + i, -(5_000 + i));
        w.fake.add_user(user, &format!("P{i}"), "en", true);
        w.fake.add_group(group, &format!("Club {i}"));
        w.say(user, user, "/start");
        people.push((user, group));
    }
    // The platform's limit is there from the start, as Telegram's is: the bot learns it while
    // the tables open.
    w.fake.set_overall_limit(overall);
    // The computers move within the person's input, as when the figures in the notes were
    // measured (PACE_MS sets a person's pace instead).
    w.computer_pace_ms = env_number("PACE_MS", 0) as u32;
    w.start();
    let mut persons = Vec::new();
    for &(user, group) in &people {
        let table = w.open_table(user, group, "/blot");
        persons.push(ChatPerson::new(user, group, table));
    }
    for p in &persons {
        w.press_table(p.user, p.group, p.table, &format!("s:{}", p.table));
    }
    eprintln!("load: {tables} tables open and started");
    let pid = w.bot.as_ref().expect("the bot runs").id();
    let (_, cpu_before) = usage(pid);
    let events_before = w.fake.events().len();
    let mut rng = tests::Rng::new(41);
    let mut presses: Vec<(Instant, i64)> = Vec::new();
    let writing = [
        "sendMessage",
        "editMessageText",
        "deleteMessage",
        "answerCallbackQuery",
    ];
    let calls_before: u32 = writing.iter().map(|m| w.fake.calls(m)).sum();
    let refused_before = w.fake.overall_429s();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        let now = Instant::now();
        for p in &mut persons {
            if p.step(&w, &mut rng, 1_000, now) {
                presses.push((Instant::now(), p.user));
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let elapsed = started.elapsed();
    let (rss, cpu_after) = usage(pid);
    std::thread::sleep(Duration::from_secs(2));

    let events = w.fake.events();
    let mut private_writes: HashMap<i64, Vec<Instant>> = HashMap::new();
    for e in &events[events_before..] {
        if e.chat > 0 && e.method != "deleteMessage" {
            private_writes.entry(e.chat).or_default().push(e.at);
        }
    }
    let mut redrawn: Vec<Duration> = presses
        .iter()
        .filter_map(|(at, user)| {
            let writes = private_writes.get(user)?;
            let next = writes.iter().find(|&&t| t > *at)?;
            Some(next.duration_since(*at))
        })
        .collect();
    redrawn.sort();
    // Each group's lag: from a press to the group's next write (its table catching up); and
    // the longest any group went without a write while its game went on.
    let group_of: HashMap<i64, i64> = persons.iter().map(|p| (p.user, p.group)).collect();
    let mut group_writes: HashMap<i64, Vec<Instant>> = HashMap::new();
    for e in &events[events_before..] {
        if e.chat < 0 {
            group_writes.entry(e.chat).or_default().push(e.at);
        }
    }
    let mut worst_lag: Vec<(Duration, i64)> = Vec::new();
    for (group, writes) in &group_writes {
        let mut lags: Vec<Duration> = presses
            .iter()
            .filter(|(_, user)| group_of.get(user) == Some(group))
            .filter_map(|(at, _)| {
                writes
                    .iter()
                    .find(|&&t| t > *at)
                    .map(|t| t.duration_since(*at))
            })
            .collect();
        lags.sort();
        worst_lag.push((percentile(&lags, 0.99), *group));
    }
    worst_lag.sort();
    let worst = worst_lag.last().copied().unwrap_or((Duration::ZERO, 0));
    let silent = group_writes
        .values()
        .map(|writes| {
            writes
                .windows(2)
                .map(|pair| pair[1].duration_since(pair[0]))
                .max()
                .unwrap_or_default()
        })
        .max()
        .unwrap_or_default();
    let group_total: usize = group_writes.values().map(Vec::len).sum();
    eprintln!("load: {group_total} writes to groups in the run");
    // Starved: a group whose person moved, and whose table never showed it.
    let starved = persons
        .iter()
        .filter(|p| {
            let first = presses.iter().find(|(_, user)| *user == p.user);
            first.is_some_and(|(at, _)| {
                !group_writes
                    .get(&p.group)
                    .is_some_and(|writes| writes.iter().any(|t| t > at))
            })
        })
        .count();
    let moved = persons
        .iter()
        .filter(|p| presses.iter().any(|(_, user)| *user == p.user))
        .count();
    let calls: u32 = writing.iter().map(|m| w.fake.calls(m)).sum::<u32>() - calls_before;
    let answers = w.fake.answer_latencies();
    let writes = events[events_before..]
        .iter()
        .filter(|e| e.method != "deleteMessage")
        .count();
    let ticks_per_second = 100.0;
    let cpu = (cpu_after - cpu_before) as f64 / ticks_per_second;
    println!(
        "load: {tables} tables, {:.0?}: {} presses ({:.1} a second, about {:.1} moves a second \
         with the computers'); presses answered {:?} (median) / {:?} (p99); hands redrawn \
         after the press {:?} (median) / {:?} (p99); at most {} writes a minute to a group, {} a \
         second to a private chat; {:.2} writes per press; overall 429s: {}; bot: {} kB \
         resident ({:.0} kB a table), CPU {:.1} s ({:.1} ms a table a second)",
        elapsed,
        presses.len(),
        presses.len() as f64 / elapsed.as_secs_f64(),
        4.0 * presses.len() as f64 / elapsed.as_secs_f64(),
        percentile(&answers, 0.5),
        percentile(&answers, 0.99),
        percentile(&redrawn, 0.5),
        percentile(&redrawn, 0.99),
        w.fake.max_group_messages_per_minute(),
        w.fake.max_private_writes_per_second(),
        writes as f64 / presses.len().max(1) as f64,
        w.fake.overall_429s(),
        rss,
        rss as f64 / tables as f64,
        cpu,
        1_000.0 * cpu / tables as f64 / elapsed.as_secs_f64(),
    );
    let refused = w.fake.overall_429s() - refused_before;
    println!(
        "load: groups: worst group's lag behind its presses {:?} (p99, group {}); longest any \
         group went without a write {silent:?}; groups whose moves never showed: {starved} of \
         the {moved} with moves; 429s in the measured time: {refused} of {calls} calls \
         ({:.2}%), {} of {calls_before} while the tables opened; in the whole run {:.2}%",
        worst.0,
        worst.1,
        100.0 * f64::from(refused) / f64::from(calls.max(1)),
        refused_before,
        100.0 * f64::from(refused + refused_before) / f64::from((calls + calls_before).max(1)),
    );
    let status = w.stop_with("TERM");
    println!(
        "load: stopped ({status}); violations: {:?}",
        w.fake.violations()
    );
}
