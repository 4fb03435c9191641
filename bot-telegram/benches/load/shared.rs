//! `PROCESSES=2`: two bot processes on one PostgreSQL database (a throwaway server,
//! `storage::pg_server`), in webhook mode behind the fake's load balancer (each update to one
//! of the two, picked by a seeded coin; to the other when the one picked is gone). TABLES
//! groups (default 1,000), each a Toto21 duel (`/toto21 4 stake=50`, a rematch whenever one
//! ends) between two people the bench plays like a computer at a person's pace: the move
//! shown pressed 1–3 s after it shows (`THINK_MS`, default 1000, plus up to 2000). No computer
//! seat: the bots' CPU goes to inputs and commits, not to thinking. After `KILL_AFTER`
//! seconds (default SECONDS/2) the process holding more groups is SIGKILLed; the other takes
//! its chats over once their leases lapse (`LEASE_SECONDS`, default 30 as in production). At
//! the end the survivor is stopped cleanly and the PostgreSQL store is read: every press
//! answered 200 by a webhook is in its table's log exactly once, in the order pressed, no
//! other person's move is there, and the chips are conserved over all users.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};

use game::table::UserId;
use game::table::model::MoveBy;
use storage::pg_server::TestServer;

use crate::common::{Processes, World, free_address, http_get, sample};
use crate::metrics::{bucket_text, histogram_quantile};
use crate::wait::wait_all;
use tests::measure::{env_number, percentile};

const SECRET: &str = "Load_two_processes-0123456789abcdefg";

/// One person's press, as the bench saw it.
struct Pressed {
    at: Instant,
    duel: usize,
    user: i64,
    table: u64,
    turn: u64,
    code: String,
    callback: String,
}

/// One group's duel.
struct Duel {
    group: i64,
    players: [i64; 2],
    table: u64,
    /// The press planned: who, the turn, when, the button's data and the move's code.
    plan: Option<(i64, u64, Instant, String, String)>,
    /// The newest turn each player pressed in this table.
    last_turn: [Option<u64>; 2],
    /// When the bench last looked at the hands (each duel is looked at a few times a second).
    looked: Instant,
    /// The finished table whose Rematch was pressed.
    rematched: Option<u64>,
}

/// Runs the two-process load: opens the duels, plays them, kills one process, checks the
/// store, prints the figures.
pub fn run(tables: usize, seconds: u64) {
    let lease = env_number("LEASE_SECONDS", 30).to_string();
    let think_ms = env_number("THINK_MS", 1_000);
    let kill_after = Duration::from_secs(env_number("KILL_AFTER", seconds / 2));
    let mut w = World::with_webhook("load-shared", SECRET);
    w.database = Some(TestServer::shared().database());
    w.fake.set_latency(Duration::from_millis(100));
    let mut duels = Vec::new();
    for i in 0..tables as i64 {
        let (a, b, group) = (100_000 + 2 * i, 100_001 + 2 * i, -(500_000 + i));
        w.fake.add_user(a, &format!("A{i}"), "en", true);
        w.fake.add_user(b, &format!("B{i}"), "en", true);
        w.fake.add_group(group, &format!("Club {i}"));
        w.say(a, a, "/start");
        w.say(b, b, "/start");
        duels.push(Duel {
            group,
            players: [a, b],
            table: 0,
            plan: None,
            last_turn: [None, None],
            looked: Instant::now(),
            rematched: None,
        });
    }
    let hooks = [free_address(), free_address()];
    let metrics = [free_address().to_string(), free_address().to_string()];
    w.fake.balance_webhook_between(&hooks, 16);
    let log = std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into());
    let mut processes = Processes {
        running: Vec::new(),
    };
    for (k, name) in ["a", "b"].into_iter().enumerate() {
        let env = [
            ("LEASE_SECONDS", lease.as_str()),
            ("METRICS_ADDR", metrics[k].as_str()),
            ("RUST_LOG", log.as_str()),
        ];
        let child = w.spawn_process(name, hooks[k], &env);
        processes.running.push((child, hooks[k]));
    }
    let pids: Vec<u32> = processes.running.iter().map(|(c, _)| c.id()).collect();

    // The duels open in phases, all groups at once: the table, the joiner, the approval.
    let opened = Instant::now();
    for d in &duels {
        w.say(d.players[0], d.group, "/toto21 4 stake=50");
    }
    let tables_opened = wait_all("a table", duels.len(), |i| {
        w.fake
            .messages(duels[i].group)
            .iter()
            .find_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
    });
    for (d, table) in duels.iter_mut().zip(tables_opened) {
        d.table = table;
    }
    // Each press as soon as its button shows, all groups at once.
    let press_when_shown = |what: &str, user: fn(&Duel) -> i64, data: fn(&Duel) -> String| {
        wait_all(what, duels.len(), |i| {
            let d = &duels[i];
            let data = data(d);
            let message = w
                .table_message(d.group, d.table)
                .filter(|m| m.buttons().any(|b| b.data.as_deref() == Some(&data)))?;
            w.fake.press(user(d), d.group, message.id, &data);
            Some(())
        });
    };
    press_when_shown(
        "the Join button",
        |d| d.players[1],
        |d| format!("j:{}", d.table),
    );
    press_when_shown(
        "the Approve button",
        |d| d.players[0],
        |d| format!("ap:{}:tg:{}", d.table, d.players[1]),
    );
    wait_all("a hand", duels.len(), |i| {
        let d = &duels[i];
        d.players
            .iter()
            .all(|&p| w.hand(p, d.table).is_some())
            .then_some(())
    });
    eprintln!(
        "load: {tables} duels open in {:.0?} on two processes",
        opened.elapsed()
    );

    // The run: each duel's player to move presses 1–3 s after his move shows.
    let mut rng = tests::Rng::new(41);
    let mut presses: Vec<Pressed> = Vec::new();
    let mut killed: Option<(Instant, u32, Vec<usize>, String)> = None;
    let mut scrapes: Vec<String> = Vec::new();
    let updates_before = w.fake.webhook_posts().len();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        if killed.is_none() && started.elapsed() >= kill_after {
            // The process holding more groups dies, its metrics read just before.
            let groups: Vec<i64> = duels.iter().map(|d| d.group).collect();
            let holders = w.lease_holders(&groups);
            let held = |pid: u32| holders.values().filter(|&&p| p == pid).count();
            let at = if held(pids[0]) >= held(pids[1]) { 0 } else { 1 };
            let pid = pids[at];
            let (_, text) = http_get(&metrics[at], "/metrics");
            scrapes.push(text);
            let position = processes
                .running
                .iter()
                .position(|(c, _)| c.id() == pid)
                .expect("running");
            let (mut child, _) = processes.running.remove(position);
            child.kill().expect("SIGKILL");
            let _ = child.wait();
            let its: Vec<usize> = duels
                .iter()
                .enumerate()
                .filter(|(_, d)| holders.get(&d.group) == Some(&pid))
                .map(|(i, _)| i)
                .collect();
            eprintln!(
                "load: killed process {pid} holding {} of the {tables} groups",
                its.len()
            );
            killed = Some((Instant::now(), pid, its, metrics[1 - at].clone()));
        }
        let now = Instant::now();
        for (i, d) in duels.iter_mut().enumerate() {
            if let Some((user, turn, due, data, code)) = &d.plan {
                if *due > now {
                    continue;
                }
                let (user, turn, data, code) = (*user, *turn, data.clone(), code.clone());
                d.plan = None;
                let Some(hand) = w.hand(user, d.table) else {
                    continue;
                };
                let live = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()))
                    .iter()
                    .any(|m| m.turn == turn && m.data == data);
                if live {
                    let callback = w.fake.press(user, user, hand.id, &data);
                    let seat = usize::from(user == d.players[1]);
                    d.last_turn[seat] = Some(turn);
                    presses.push(Pressed {
                        at: Instant::now(),
                        duel: i,
                        user,
                        table: d.table,
                        turn,
                        code,
                        callback,
                    });
                }
                continue;
            }
            if now.duration_since(d.looked) < Duration::from_millis(200) {
                continue;
            }
            d.looked = now;
            let mut planned = false;
            for (seat, &user) in d.players.iter().enumerate() {
                let Some(hand) = w.hand(user, d.table) else {
                    continue;
                };
                let data = hand.buttons().filter_map(|b| b.data.as_deref());
                if let Some(choice) = tests::pick_move(data, &mut rng)
                    && d.last_turn[seat].is_none_or(|t| choice.turn > t)
                {
                    let think = think_ms + rng.below(2_001) as u64;
                    let due = now + Duration::from_millis(think);
                    d.plan = Some((user, choice.turn, due, choice.data, choice.code));
                    planned = true;
                    break;
                }
            }
            if planned {
                continue;
            }
            // A finished match: a rematch (a new table with the same seats), once both asked.
            if d.rematched != Some(d.table) && w.finished(d.group, d.table) {
                let data = format!("r:{}", d.table);
                if let Some(m) = w.table_message(d.group, d.table) {
                    for player in d.players {
                        w.fake.press(player, d.group, m.id, &data);
                    }
                    d.rematched = Some(d.table);
                }
            }
            if d.rematched == Some(d.table) {
                let newer = w
                    .fake
                    .messages(d.group)
                    .iter()
                    .filter_map(|m| {
                        tests::table_named(m.buttons().filter_map(|b| b.data.as_deref()))
                    })
                    .filter(|&t| t > d.table)
                    .max();
                if let Some(table) = newer {
                    d.table = table;
                    d.last_turn = [None, None];
                }
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let elapsed = started.elapsed();
    let (killed_at, killed_pid, killed_duels, survivor_metrics) =
        killed.expect("the kill happened within SECONDS");
    // The dead process's chats all taken over (a write in each), or two leases gone by.
    let chats_of = |i: usize| [duels[i].group, duels[i].players[0], duels[i].players[1]];
    let give_up = killed_at + Duration::from_secs(2 * env_number("LEASE_SECONDS", 30) + 10);
    while Instant::now() < give_up {
        let moved: HashSet<i64> = w
            .fake
            .events()
            .iter()
            .filter(|e| e.at > killed_at && e.method != "deleteMessage")
            .map(|e| e.chat)
            .collect();
        if killed_duels
            .iter()
            .all(|&i| chats_of(i).iter().any(|c| moved.contains(c)))
        {
            break;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
    eprintln!(
        "load: {} presses; waiting for the bots to settle",
        presses.len()
    );
    // The move clocks of the games left unfinished keep firing (a move every 30 s a table, no
    // one pressing any more), so the bots may never go quiet: waited for a while only.
    if !w.settle_within(Duration::from_secs(60)) {
        eprintln!("load: the bots still write after 60 s (the clocks of unfinished games)");
    }
    scrapes.push(http_get(&survivor_metrics, "/metrics").1);
    // A chat of the killed process that never moved again: what it looked like.
    let groups: Vec<i64> = killed_duels.iter().map(|&i| duels[i].group).collect();
    let holders = w.lease_holders(&groups);
    let moved_chats: HashSet<i64> = w
        .fake
        .events()
        .iter()
        .filter(|e| e.at > killed_at && e.method != "deleteMessage")
        .map(|e| e.chat)
        .collect();
    for &i in &killed_duels {
        let d = &duels[i];
        let moved = [d.group, d.players[0], d.players[1]]
            .iter()
            .any(|chat| moved_chats.contains(chat));
        if !moved {
            let last = presses.iter().rev().find(|p| p.duel == i);
            eprintln!(
                "load: group {} (table {}) never moved after the kill: holder {:?}, plan {:?}, \
                 last press {:?} after the kill, hands {:?}",
                d.group,
                d.table,
                holders.get(&d.group),
                d.plan.as_ref().map(|p| (p.0, p.1)),
                last.map(|p| (p.at.checked_duration_since(killed_at), p.turn, p.user)),
                d.players.map(|p| w.offered_turn(p, d.table)),
            );
        }
    }
    let (mut survivor, _) = processes.running.remove(0);
    let status = std::process::Command::new("kill")
        .arg("-TERM")
        .arg(survivor.id().to_string())
        .status()
        .expect("run kill");
    assert!(status.success());
    let stopped = survivor.wait().expect("wait");

    // Figures.
    let posts = w.fake.webhook_posts();
    let acknowledged: HashSet<i64> = posts
        .iter()
        .filter(|(_, status)| (200..300).contains(status))
        .map(|(id, _)| *id)
        .collect();
    let answered_in_run = posts[updates_before..]
        .iter()
        .filter(|(_, status)| (200..300).contains(status))
        .count();
    let events = w.fake.events();
    // Where each duel's moves show: its group and its two players' private chats.
    let mut writes: HashMap<i64, Vec<Instant>> = HashMap::new();
    for e in events.iter().filter(|e| e.method != "deleteMessage") {
        writes.entry(e.chat).or_default().push(e.at);
    }
    let shown_after = |d: &Duel, at: Instant| -> Option<Instant> {
        [d.group, d.players[0], d.players[1]]
            .iter()
            .filter_map(|chat| writes.get(chat)?.iter().find(|&&t| t > at).copied())
            .min()
    };
    let shown_of = |p: &Pressed| Some(shown_after(&duels[p.duel], p.at)?.duration_since(p.at));
    let mut shown: Vec<Duration> = presses.iter().filter_map(shown_of).collect();
    shown.sort();
    // The steady state: presses in the chats the survivor held all along, which no takeover
    // held up (a press in a killed process's chat may wait on it even if pressed before the kill).
    let mut steady: Vec<Duration> = presses
        .iter()
        .filter(|p| !killed_duels.contains(&p.duel))
        .filter_map(shown_of)
        .collect();
    steady.sort();
    // Of those, the presses after the kill: all reach the survivor, none is parked.
    let mut alone: Vec<Duration> = presses
        .iter()
        .filter(|p| !killed_duels.contains(&p.duel) && p.at > killed_at)
        .filter_map(shown_of)
        .collect();
    alone.sort();
    let mut takeovers: Vec<Duration> = killed_duels
        .iter()
        .filter_map(|&i| Some(shown_after(&duels[i], killed_at)?.duration_since(killed_at)))
        .collect();
    takeovers.sort();
    let never_moved = killed_duels.len() - takeovers.len();
    let mut answers: Vec<Duration> = presses
        .iter()
        .filter_map(|p| w.fake.answer_latency(&p.callback))
        .collect();
    answers.sort();
    let commit_p50 = histogram_quantile(&scrapes, "cards_commit_seconds", 0.5);
    let commit_p99 = histogram_quantile(&scrapes, "cards_commit_seconds", 0.99);
    let commits: f64 = scrapes
        .iter()
        .map(|s| sample(s, "cards_commit_seconds_count"))
        .sum();
    let rate_limited: f64 = scrapes
        .iter()
        .map(|s| sample(s, r#"cards_rate_limited_total{platform="telegram"}"#))
        .sum();

    // The store: every acknowledged press once in its table's log, in order; chips conserved.
    let stored = w.stored();
    let mut by_table: BTreeMap<u64, Vec<&Pressed>> = BTreeMap::new();
    let mut unacknowledged = 0;
    for p in &presses {
        let update = w.fake.update_of(&p.callback);
        if update.is_some_and(|u| acknowledged.contains(&u)) {
            by_table.entry(p.table).or_default().push(p);
        } else {
            unacknowledged += 1;
        }
    }
    let (mut lost, mut extra, mut out_of_order, mut timeouts) = (0usize, 0usize, 0usize, 0usize);
    let mut late = 0usize;
    for (table, pressed) in &mut by_table {
        pressed.sort_by_key(|p| p.turn);
        let Some(record) = stored.tables.get(table) else {
            lost += pressed.len();
            continue;
        };
        let seat_of = |user: i64| record.seat_of(&UserId(format!("tg:{user}")));
        let wanted: Vec<(Option<u8>, &str)> = pressed
            .iter()
            .map(|p| (seat_of(p.user), p.code.as_str()))
            .collect();
        let logged: Vec<(Option<u8>, &str)> = record
            .moves
            .iter()
            .filter(|m| m.by == MoveBy::Player)
            .map(|m| (Some(m.seat), m.code.as_str()))
            .collect();
        timeouts += record
            .moves
            .iter()
            .filter(|m| m.by != MoveBy::Player)
            .count();
        if wanted != logged {
            // Each press matched with one logged move of its seat and code, at most once; one
            // missing where its seat's time ran out (a timeout logged for it) came too late.
            let mut left = logged.clone();
            let mut ran_out: Vec<u8> = record
                .moves
                .iter()
                .filter(|m| m.by != MoveBy::Player)
                .map(|m| m.seat)
                .collect();
            for want in &wanted {
                match left.iter().position(|l| l == want) {
                    Some(at) => {
                        left.remove(at);
                    }
                    None => match ran_out.iter().position(|&s| Some(s) == want.0) {
                        Some(at) => {
                            ran_out.remove(at);
                            late += 1;
                        }
                        None => lost += 1,
                    },
                }
            }
            extra += left.len();
            out_of_order += usize::from(left.is_empty() && wanted.len() == logged.len());
            eprintln!("load: table {table}: pressed {wanted:?}, logged {logged:?}");
        }
    }
    // A table nobody pressed in must hold no person's move either.
    for (id, record) in &stored.tables {
        if !by_table.contains_key(id) {
            extra += record
                .moves
                .iter()
                .filter(|m| m.by == MoveBy::Player)
                .count();
        }
    }
    let acknowledged_presses: usize = by_table.values().map(Vec::len).sum();
    let chips = (stored.chips_in_play(), stored.meta.granted);

    println!(
        "load (PROCESSES=2, PostgreSQL, webhook behind a load balancer, LEASE_SECONDS={lease}): \
         {tables} Toto21 duels between two bench-driven people (no computer seats), \
         {elapsed:.0?}: {} presses ({:.1} a second); {} updates answered 200 by the webhooks \
         ({:.1} a second); presses answered {:?} (p50) / {:?} (p99); a press to the next write \
         in its duel's chats {:?} (p50) / {:?} (p99), of which the {} presses in the survivor's own chats \
         {:?} (p50) / {:?} (p90) / {:?} (p99), the {} of them after the kill (no process to \
         park for) {:?} (p50) / {:?} (p90) / {:?} (p99); commits {commits} (both processes): \
         {} (p50) / {} (p99); 429s: {} from the fake, {rate_limited} met by the bots",
        presses.len(),
        presses.len() as f64 / elapsed.as_secs_f64(),
        answered_in_run,
        answered_in_run as f64 / elapsed.as_secs_f64(),
        percentile(&answers, 0.5),
        percentile(&answers, 0.99),
        percentile(&shown, 0.5),
        percentile(&shown, 0.99),
        steady.len(),
        percentile(&steady, 0.5),
        percentile(&steady, 0.9),
        percentile(&steady, 0.99),
        alone.len(),
        percentile(&alone, 0.5),
        percentile(&alone, 0.9),
        percentile(&alone, 0.99),
        bucket_text(commit_p50),
        bucket_text(commit_p99),
        w.fake.hits_429() + w.fake.overall_429s(),
    );
    println!(
        "load: takeover: process {killed_pid} SIGKILLed at {kill_after:.0?} holding {} groups; \
         from the kill to the first write in each of its chats {:?} (p50) / {:?} (max); \
         chats that never moved again: {never_moved}",
        killed_duels.len(),
        percentile(&takeovers, 0.5),
        takeovers.last().copied().unwrap_or_default(),
    );
    println!(
        "load: checked: {acknowledged_presses} acknowledged presses in {} tables: lost {lost}, \
         duplicated or unpressed {extra}, tables out of order {out_of_order}; refused as too \
         late (their seat's time ran out) {late}; presses never acknowledged \
         {unacknowledged}; moves not by a person (timeouts) {timeouts}; chips in \
         play {} of {} granted; survivor stopped ({stopped}); violations: {:?}",
        by_table.len(),
        chips.0,
        chips.1,
        w.fake.violations(),
    );
    assert_eq!((lost, extra), (0, 0), "moves lost or duplicated");
    assert_eq!(chips.0, chips.1, "chips not conserved");
    assert_eq!(
        never_moved, 0,
        "chats of the killed process never taken over"
    );
}
