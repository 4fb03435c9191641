//! Soak: a steady load through the shared front on a real sled store, with the bots'
//! housekeeping every ten minutes of the inputs' clock. Many tables run side by side (one
//! player and computers each, in a pool of chats and users); most are played to the end, one
//! in ten is opened and abandoned (the clock closes it). Prints, every `SAMPLE` inputs, the
//! live key space (tables, logs, message ids and owed messages, idempotency keys), the
//! history (records and bytes: it grows by design, one record per finished game) and the
//! store's size on disk, so the curve shows whether the live key space stays flat.
//!
//! `cargo bench -p tests --bench soak`; `INPUTS` (default 200000), `TABLES` at once (default
//! 50), `RETENTION_HOURS` (default 6), `KEEP_ENDED_HOURS` (default 1) and `KEEP_HISTORY_HOURS`
//! (default 12; 0 keeps the history for ever, as the bots do by default) change it. The
//! simulated clock runs about 0.6 s an input, so 200,000 inputs span about 35 hours: the
//! shorter windows let the run reach the steady state the defaults (7 days, 24 h) reach in
//! production. Numbers are printed, never asserted.

use std::time::{Duration, Instant};

use game::table::{Status, TableId};
use host::Front;
use host::ops::housekeeping::PASS_EVERY;
use host::ops::{OpsSettings, sweep};
use storage::{Durability, SledStore, Space, Store};
use tests::driver::{Driver, member};

const T0: u64 = 1_700_000_000_000;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn dir_size(path: &std::path::Path) -> u64 {
    std::fs::read_dir(path)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => dir_size(&e.path()),
                    Ok(m) => m.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

struct Running {
    table: TableId,
    player: u64,
    chat: u64,
    abandoned: bool,
}

fn main() {
    let inputs = env("INPUTS", 200_000);
    let at_once = env("TABLES", 50) as usize;
    let settings = OpsSettings {
        key_retention: Duration::from_secs(env("RETENTION_HOURS", 6) * 3600),
        keep_ended: Duration::from_secs(env("KEEP_ENDED_HOURS", 1) * 3600),
        keep_history: match env("KEEP_HISTORY_HOURS", 12) {
            0 => None,
            hours => Some(Duration::from_secs(hours * 3600)),
        },
        ..OpsSettings::default()
    };
    let sample = (inputs / 20).max(1);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = SledStore::open_with(dir.path(), Durability::Process).expect("open the store");
    let mut bot = Driver::new(Front::open(store, 99).expect("open the front"), T0, 0);
    let users = 4 * at_once as u64;
    let chats = 2 * at_once as u64;
    let mut running: Vec<Running> = Vec::new();
    let mut next_user = 0u64;
    let (mut opened, mut finished, mut closed) = (0u64, 0u64, 0u64);
    let mut next_pass = T0 + PASS_EVERY;
    let mut next_sample = 0u64;
    let started = Instant::now();
    let history = settings
        .keep_history
        .map_or("kept".to_string(), |d| format!("{} h", d.as_secs() / 3600));
    println!(
        "soak: {inputs} inputs, {at_once} tables at once, keys kept {} h, ended tables {} h, \
         history {history}",
        settings.key_retention.as_secs() / 3600,
        settings.keep_ended.as_secs() / 3600,
    );
    println!(
        "{:>8} {:>7} {:>7} {:>6} {:>6} {:>7} {:>7} {:>8} {:>8} {:>7} {:>9}",
        "inputs",
        "hours",
        "tables",
        "log",
        "meta",
        "keys",
        "live",
        "history",
        "hist KB",
        "done",
        "disk KB"
    );
    while bot.inputs < inputs {
        while running.len() < at_once {
            next_user += 1;
            let player = next_user % users + 1;
            let chat = next_user % chats + 1;
            let from = member(&format!("tg:-{chat}"), player);
            let command = if next_user.is_multiple_of(3) {
                "/durak"
            } else {
                "/toto21"
            };
            let abandoned = next_user.is_multiple_of(10);
            let table = if abandoned {
                bot.command(&from, command)
                    .expect("open")
                    .iter()
                    .find_map(|d| match d {
                        host::Delivery::Table { table, .. } => Some(*table),
                        _ => None,
                    })
            } else {
                bot.open_and_start(&from, command).expect("open")
            };
            if let Some(table) = table {
                opened += 1;
                running.push(Running {
                    table,
                    player,
                    chat,
                    abandoned,
                });
            }
        }
        let mut still = Vec::with_capacity(running.len());
        for r in running.drain(..) {
            let from = member(&format!("tg:-{}", r.chat), r.player);
            let going = if r.abandoned {
                bot.status(r.table) == Some(Status::Gathering)
            } else {
                bot.step(r.table, &from).expect("step")
            };
            if going {
                still.push(r);
            } else {
                match bot.status(r.table) {
                    Some(Status::Finished { .. }) => finished += 1,
                    _ => closed += 1,
                }
            }
        }
        running = still;
        // The bots fire the clocks at their deadlines; once a round is as often as needed.
        bot.tick(0).expect("tick");
        if bot.now >= next_pass {
            next_pass = bot.now + PASS_EVERY;
            let now = bot.now;
            sweep(&mut bot.front, &settings, now).expect("housekeeping");
        }
        if bot.inputs >= next_sample {
            next_sample += sample;
            let counts = bot.front.durable().store().counts().expect("counts");
            let live = counts.of(Space::Tables)
                + counts.of(Space::Log)
                + counts.of(Space::Meta)
                + counts.keys;
            let history_bytes: usize = bot
                .front
                .durable()
                .store()
                .scan(Space::History, b"")
                .expect("history")
                .iter()
                .map(|(k, v)| k.len() + v.len())
                .sum();
            println!(
                "{:>8} {:>7.1} {:>7} {:>6} {:>6} {:>7} {:>7} {:>8} {:>8} {:>7} {:>9}",
                bot.inputs,
                (bot.now - T0) as f64 / 3_600_000.0,
                counts.of(Space::Tables),
                counts.of(Space::Log),
                counts.of(Space::Meta),
                counts.keys,
                live,
                counts.of(Space::History),
                history_bytes / 1024,
                finished,
                dir_size(dir.path()) / 1024
            );
        }
    }
    // sled's log only grows back slowly: a snapshot restored into a fresh directory is the
    // same store, compact (what an operator's backup and restore does).
    let snapshot = dir.path().with_extension("snap");
    let summary = bot
        .front
        .durable()
        .store()
        .snapshot(&snapshot)
        .expect("snapshot");
    let fresh = tempfile::tempdir().expect("a temporary directory");
    storage::snapshot::restore(&snapshot, &fresh.path().join("store")).expect("restore");
    println!(
        "compaction: {} KB on disk, snapshot {} KB, restored into a fresh directory {} KB",
        dir_size(dir.path()) / 1024,
        summary.bytes / 1024,
        dir_size(fresh.path()) / 1024
    );
    let _ = std::fs::remove_file(&snapshot);
    let service = bot.front.durable().service();
    println!(
        "{} inputs in {:.1} s ({:.0}/s); tables opened {opened}, finished {finished}, closed \
         {closed}; chips {} of {} granted",
        bot.inputs,
        started.elapsed().as_secs_f64(),
        bot.inputs as f64 / started.elapsed().as_secs_f64(),
        service.chips_in_play(),
        service.meta.granted
    );
}
