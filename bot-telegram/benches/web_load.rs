//! The web table under load: the real bot binary (release build) against the fake Telegram,
//! every call answered after 100 ms as over a real network, with `WEB_PUBLIC_URL` set and the
//! web server on a loopback port. TABLES groups (default 1,000), each a Bazaar Blot of one
//! person and three computers at their default pace (`PACE_MS`, default the bot's 1,000),
//! each followed by four socket clients: the person (launch data signed with the fake's token,
//! as a Telegram client hands it to the Mini App), who plays his moves from the socket
//! `THINK_MS` (default 1,000) plus up to 2 s after they show, and three spectators.
//!
//! After a warm-up (`WARMUP`, default 10 s) it measures for SECONDS (default 120): moves a
//! second; each move's delay to every viewer of its table (the person's from his press sent,
//! the computers' from their pace after the previous view and from the first viewer's
//! receipt, lower bounds both);
//! the bot's memory per viewer and CPU per move; Bot API writes per move, beside the same
//! bench's chat-only run (the person pressing in his private chat, no sockets).
//!
//! `cargo bench -p bot-telegram --bench web_load` (both runs, the web one first); `WEB=1` the
//! web run only, `WEB=0` the chat-only one. `THINKER_NICE=N` sets the bot's computer-thinker
//! threads to nice N once it runs (the bot sets +10 itself; `THINKER_NICE=0` measures the
//! same binary as before it did). A benchmark: it prints figures and judges nothing
//! but that it ran.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "web_load/delays.rs"]
mod delays;
#[path = "../tests/fake_telegram/mod.rs"]
mod fake_telegram;
#[path = "load/machine.rs"]
mod machine;
#[path = "load/metrics.rs"]
mod metrics;
#[path = "load/person.rs"]
mod person;
#[path = "web_load/viewer.rs"]
mod viewer;
#[path = "load/wait.rs"]
mod wait;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use common::{World, free_address, http_get};
use delays::Delays;
use metrics::{bucket_text, histogram_quantile};
use person::ChatPerson;
use tests::measure::{env_number, percentile, usage};
use viewer::{Client, Record, unix_micros};
use wait::wait_all;

/// The Bot API's writes to chats (the fake counts every call).
const WRITES: [&str; 5] = [
    "sendMessage",
    "sendDocument",
    "editMessageText",
    "editMessageReplyMarkup",
    "deleteMessage",
];
/// Sockets opening at once.
const CONNECTING: usize = 64;
/// Socket clients per table: the person and three spectators.
const VIEWERS: usize = 4;
/// How long the sockets keep reading after the window, for the views of its last moves.
const DRAIN: Duration = Duration::from_secs(5);

/// The bench's settings, from the environment.
struct Settings {
    tables: usize,
    seconds: u64,
    warmup: u64,
    think_ms: u64,
    pace_ms: u32,
    /// The nice the bot's thinker threads are set to, if asked (`THINKER_NICE`).
    thinker_nice: Option<i32>,
}

/// One run's figures that the comparison needs.
struct Run {
    moves: f64,
    writes: u32,
}

fn main() {
    raise_open_files();
    let settings = Settings {
        tables: env_number("TABLES", 1_000) as usize,
        seconds: env_number("SECONDS", 120),
        warmup: env_number("WARMUP", 10),
        think_ms: env_number("THINK_MS", 1_000),
        pace_ms: env_number("PACE_MS", game::table::Limits::BOT_COMPUTER_PACE_MS.into()) as u32,
        thinker_nice: std::env::var("THINKER_NICE")
            .ok()
            .and_then(|n| n.parse().ok()),
    };
    let modes: &[bool] = match std::env::var("WEB").as_deref() {
        Ok("0") => &[false],
        Ok("1") => &[true],
        _ => &[true, false],
    };
    let runs: Vec<(bool, Run)> = modes
        .iter()
        .map(|&web| (web, run(&settings, web)))
        .collect();
    let per_move = |run: &Run| f64::from(run.writes) / run.moves.max(1.0);
    let web = runs.iter().find(|(web, _)| *web).map(|(_, r)| per_move(r));
    let chat = runs.iter().find(|(web, _)| !*web).map(|(_, r)| per_move(r));
    if let (Some(web), Some(chat)) = (web, chat) {
        println!(
            "web_load: Bot API writes per move: {web:.2} with the people on the web, {chat:.2} \
             chat-only (target ≤ 0.5); load average {}",
            machine::load_average()
        );
    }
}

/// One run: the world opened, the tables played for the window, its figures printed.
fn run(s: &Settings, web: bool) -> Run {
    let label = if web { "web" } else { "chat-only" };
    let mut w = World::new(if web { "web-load" } else { "web-load-chat" });
    w.fake.set_latency(Duration::from_millis(100));
    w.computer_pace_ms = s.pace_ms;
    let metrics = free_address();
    let web_addr = free_address();
    w.env
        .push(("METRICS_ADDR".to_string(), metrics.to_string()));
    if web {
        w.env.extend([
            (
                "WEB_PUBLIC_URL".to_string(),
                "https://cards.example.org/".to_string(),
            ),
            ("MINIAPP_NAME".to_string(), "table".to_string()),
            ("WEB_ADDR".to_string(), web_addr.to_string()),
        ]);
    }
    let people: Vec<(i64, i64)> = (0..s.tables as i64)
        .map(|i| (1_000 + i, -(5_000 + i)))
        .collect();
    for (i, &(user, group)) in people.iter().enumerate() {
        w.fake.add_user(user, &format!("P{i}"), "en", true);
        w.fake.add_group(group, &format!("Club {i}"));
        w.say(user, user, "/start");
    }
    w.start();
    let opening = Instant::now();
    let mut persons = open_tables(&w, &people);
    eprintln!(
        "web_load ({label}): {} tables open and started in {:.0?}",
        s.tables,
        opening.elapsed()
    );
    let pid = w.bot.as_ref().expect("the bot runs").id();
    if let Some(nice) = s.thinker_nice {
        let set = set_thinkers_nice(pid, nice);
        eprintln!("web_load ({label}): {set} thinker threads set to nice {nice}");
    }
    let (rss_before, _) = usage(pid);

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let opened = Arc::new(AtomicUsize::new(0));
    let mut sockets = Vec::new();
    if web {
        let connecting = Arc::new(tokio::sync::Semaphore::new(CONNECTING));
        for (i, p) in persons.iter().enumerate() {
            for k in 0..VIEWERS {
                let client = Client {
                    addr: web_addr,
                    table: p.table,
                    user: if k == 0 {
                        p.user
                    } else {
                        10_000_000 + (VIEWERS * i + k) as i64
                    },
                    person: k == 0,
                    think_ms: s.think_ms,
                    seed: (VIEWERS * i + k) as u64,
                };
                let task =
                    viewer::follow(client, stopped.clone(), connecting.clone(), opened.clone());
                sockets.push(runtime.spawn(task));
            }
        }
        wait_all("its sockets open", 1, |_| {
            (opened.load(Ordering::Relaxed) == sockets.len()).then_some(())
        });
        std::thread::sleep(Duration::from_secs(2));
    }
    let (rss_after, _) = usage(pid);
    let mut rng = tests::Rng::new(49);
    let mut presses = 0;
    let mut play_for = |until: Instant, presses: &mut usize| {
        while Instant::now() < until {
            if !web {
                let now = Instant::now();
                for p in &mut persons {
                    *presses += usize::from(p.step(&w, &mut rng, s.think_ms, now));
                }
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    play_for(Instant::now() + Duration::from_secs(s.warmup), &mut presses);
    presses = 0;

    let writes = || WRITES.iter().map(|m| w.fake.calls(m)).sum::<u32>();
    let (_, cpu_before) = usage(pid);
    let (writes_before, answers_before) = (writes(), w.fake.calls("answerCallbackQuery"));
    let decisions_before = computer_decisions(metrics);
    let from = unix_micros();
    let started = Instant::now();
    play_for(started + Duration::from_secs(s.seconds), &mut presses);
    let elapsed = started.elapsed().as_secs_f64();
    let to = unix_micros();
    let (rss_end, cpu_after) = usage(pid);
    let decisions = computer_decisions(metrics) - decisions_before;
    let (writes_made, answers) = (
        writes() - writes_before,
        w.fake.calls("answerCallbackQuery") - answers_before,
    );

    std::thread::sleep(DRAIN);
    let _ = stop.send(true);
    let records: Vec<Record> = sockets
        .into_iter()
        .map(|task| runtime.block_on(task).expect("a socket's task"))
        .collect();
    let pace = Duration::from_millis(s.pace_ms.into());
    let mut delays = Delays::default();
    for table in records.chunks(VIEWERS) {
        delays.add_table(table, from, to, pace);
        presses += table[0]
            .presses
            .iter()
            .filter(|(_, at)| (from..to).contains(at))
            .count();
    }
    delays.sort();
    let moves = decisions + presses as f64;
    let cpu = (cpu_after - cpu_before) as f64 / 100.0;
    println!(
        "web_load ({label}): {} tables, {elapsed:.0} s after {} s of warm-up: {moves:.0} moves \
         ({:.1} a second; {decisions:.0} by computers, {presses} by the people); {writes_made} \
         Bot API writes ({:.2} a move) and {answers} callback answers; CPU {cpu:.1} s ({:.2} ms \
         a move); bot resident {rss_end} kB; load average {}",
        s.tables,
        s.warmup,
        moves / elapsed,
        f64::from(writes_made) / moves.max(1.0),
        1_000.0 * cpu / moves.max(1.0),
        machine::load_average(),
    );
    let scraped = [scrape(metrics)];
    let commit = |q| bucket_text(histogram_quantile(&scraped, "cards_commit_seconds", q));
    let thinking = |q| {
        let quantile = histogram_quantile(&scraped, "cards_computer_thinking_seconds", q);
        bucket_text(quantile)
    };
    println!(
        "web_load ({label}): over the whole run, the bot's commits took p50 {}, p99 {}; a \
         computer's thinking p50 {}, p99 {}",
        commit(0.5),
        commit(0.99),
        thinking(0.5),
        thinking(0.99),
    );
    if web {
        report_web(&delays, &records, elapsed, rss_before, rss_after);
    }
    let status = w.stop_with("TERM");
    println!(
        "web_load ({label}): stopped ({status}); violations: {:?}",
        w.fake.violations()
    );
    Run {
        moves,
        writes: writes_made,
    }
}

/// Prints the web run's delays, sockets and memory per viewer.
fn report_web(d: &Delays, records: &[Record], elapsed: f64, rss_before: u64, rss_after: u64) {
    let figures = |v: &[Duration]| {
        format!(
            "{:?} / {:?} / {:?} (p50 / p99 / max of {})",
            percentile(v, 0.5),
            percentile(v, 0.99),
            v.last().copied().unwrap_or_default(),
            v.len()
        )
    };
    let failed: Vec<&String> = records.iter().filter_map(|r| r.failed.as_ref()).collect();
    println!(
        "web_load (web): {} moves seen on the sockets ({:.1} a second), {} of them missed by a \
         viewer; to every viewer of the table: the person's moves {} (his press answered {}); \
         the computers' from \
         their pace after the previous view {}, from the first viewer's receipt {}",
        d.moves,
        d.moves as f64 / elapsed,
        d.unseen,
        figures(&d.person),
        figures(&d.answered),
        figures(&d.computer_paced),
        figures(&d.computer_spread),
    );
    println!(
        "web_load (web): {} sockets, bot resident {rss_before} kB before they opened, \
         {rss_after} kB after ({:.1} kB a viewer); presses refused {}; odd frames {}; sockets \
         failed {} {:?}",
        records.len(),
        rss_after.saturating_sub(rss_before) as f64 / records.len().max(1) as f64,
        records.iter().map(|r| r.refused).sum::<usize>(),
        records.iter().map(|r| r.odd_frames).sum::<usize>(),
        failed.len(),
        failed.first(),
    );
}

/// Opens a Blot in every group and starts it with three computers, all groups at once: each
/// group's person, as he plays from his chat.
fn open_tables(w: &World, people: &[(i64, i64)]) -> Vec<ChatPerson> {
    for &(user, group) in people {
        w.say(user, group, "/blot");
    }
    let tables = wait_all("a table", people.len(), |i| {
        w.fake
            .messages(people[i].1)
            .iter()
            .find_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
    });
    wait_all("the Start button", people.len(), |i| {
        let ((user, group), table) = (people[i], tables[i]);
        let start = format!("s:{table}");
        let message = w
            .table_message(group, table)
            .filter(|m| m.buttons().any(|b| b.data.as_deref() == Some(&start)))?;
        w.fake.press(user, group, message.id, &start);
        Some(())
    });
    wait_all("a hand", people.len(), |i| {
        w.hand(people[i].0, tables[i]).map(|_| ())
    });
    people
        .iter()
        .zip(tables)
        .map(|(&(user, group), table)| ChatPerson::new(user, group, table))
        .collect()
}

/// The bot's metrics now.
fn scrape(metrics: std::net::SocketAddr) -> String {
    http_get(&metrics.to_string(), "/metrics").1
}

/// The computers' moves so far, over every game.
fn computer_decisions(metrics: std::net::SocketAddr) -> f64 {
    machine::computer_decisions(&scrape(metrics))
}

/// Sets the nice of the bot's threads named `thinker-*` (the computer players' pool): how
/// many were set.
fn set_thinkers_nice(pid: u32, nice: i32) -> usize {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("the bot's threads");
    let mut set = 0;
    for task in tasks.flatten() {
        let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        let Some(tid) = task
            .file_name()
            .to_str()
            .and_then(|t| t.parse::<u32>().ok())
        else {
            continue;
        };
        // SAFETY: setpriority reads and writes nothing of this process's memory.
        if comm.starts_with("thinker-")
            && unsafe { libc::setpriority(libc::PRIO_PROCESS, tid, nice) } == 0
        {
            set += 1;
        }
    }
    set
}

/// Lets this process (and the bot it starts) hold as many files as the hard limit allows:
/// four sockets a table on each side.
fn raise_open_files() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only the struct given, on this stack.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0 {
        limit.rlim_cur = limit.rlim_max;
        // SAFETY: setrlimit reads only the struct given.
        let _ = unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) };
    }
}
