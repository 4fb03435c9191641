//! Many tables at once through the fake Discord, every call answered after a real round trip
//! (100 ms), at Discord's limits (5 writes in 5 s per channel, 50 requests a second overall
//! outside the interaction endpoints): TABLES channels (default 200), each one person against
//! three computer players, the person pressing 1–3 s after his hand offers a move, for SECONDS
//! seconds (default 60). Prints how soon interactions are acknowledged and hands redrawn, the
//! 429s, the channels' writes, moves a second, writes per move, and the bot's memory and CPU
//! per table.
//!
//! `cargo bench -p bot-discord --bench load`. Not part of the test run: it takes minutes and
//! measures, it does not judge.

#[path = "../tests/fake/mod.rs"]
mod fake;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fake::{Fake, Person};
use serde_json::json;
use tests::measure::{env_number, percentile, usage};

/// One person at his table.
struct Player {
    who: Person,
    channel: u64,
    /// His ephemeral hand message, once shown.
    hand: Option<u64>,
    /// The move planned: its turn, when to press it, the button.
    plan: Option<(u64, Instant, String)>,
    last_turn: u64,
    /// A move pressed: when, and the hand's writes then.
    pressed: Option<(Instant, u32)>,
}

/// The move buttons of a message: (turn, custom id).
fn moves(m: &fake::Msg) -> Vec<(u64, String)> {
    m.buttons()
        .into_iter()
        .filter(|(_, id, disabled)| id.starts_with("m:") && !disabled)
        .filter_map(|(_, id, _)| Some((id.split(':').nth(2)?.parse().ok()?, id)))
        .collect()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let tables = env_number("TABLES", 200);
    let seconds = env_number("SECONDS", 60);
    let fake = Fake::start().await;
    fake.set_latency(Duration::from_millis(100));
    let data = tempfile::tempdir().expect("a data directory");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_bot-discord"))
        .env("DISCORD_TOKEN", fake::TOKEN)
        .env("DISCORD_API_BASE", fake.api_base())
        .env("DATA_DIR", data.path())
        // The computers move within the person's input, as when the figures in the notes
        // were measured (PACE_MS sets a person's pace instead).
        .env("COMPUTER_PACE_MS", env_number("PACE_MS", 0).to_string())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .stdout(Stdio::null())
        .spawn()
        .expect("start bot-discord");
    fake.wait_connected(1).await;

    let names: Vec<&'static str> = (0..tables)
        .map(|i| &*Box::leak(format!("P{i}").into_boxed_str()))
        .collect();
    let mut players: Vec<Player> = (0..tables)
        .map(|i| Player {
            who: Person {
                id: 400_000_000_000_000_000 + i,
                name: names[i as usize],
            },
            channel: 500_000_000_000_000_000 + i,
            hand: None,
            plan: None,
            last_turn: 0,
            pressed: None,
        })
        .collect();
    for p in &players {
        fake.slash_in_channel(p.who, p.channel, "blot", json!([]));
    }
    // Each person starts his table with three computers and asks for his hand.
    for p in &players {
        let channel = p.channel;
        let table_in = |st: &fake::State| {
            st.messages
                .values()
                .find(|m| {
                    m.channel_id == channel
                        && !m.ephemeral
                        && m.buttons().iter().any(|(_, id, _)| id.starts_with("s:"))
                })
                .map(|m| m.id)
        };
        fake.wait_for("a table message", |st| table_in(st).is_some())
            .await;
        let table = table_in(&fake.state.lock().unwrap()).expect("a table");
        let start = fake
            .message(table)
            .buttons()
            .into_iter()
            .find(|(_, id, _)| id.starts_with("s:"))
            .map(|(_, id, _)| id)
            .expect("a start button");
        fake.press(p.who, table, &start);
    }
    for p in &mut players {
        let channel = p.channel;
        let shown = |st: &fake::State| {
            st.messages
                .values()
                .find(|m| {
                    m.channel_id == channel
                        && !m.ephemeral
                        && m.buttons().iter().any(|(_, id, _)| id.starts_with("h:"))
                })
                .map(|m| m.id)
        };
        fake.wait_for("a started table", |st| shown(st).is_some())
            .await;
        let table = shown(&fake.state.lock().unwrap()).expect("a table");
        let show = fake
            .message(table)
            .buttons()
            .into_iter()
            .find(|(_, id, _)| id.starts_with("h:"))
            .map(|(_, id, _)| id)
            .expect("show my hand");
        let asked = fake.press(p.who, table, &show);
        let who = p.who.id;
        fake.wait_for("a hand", |st| {
            st.messages
                .values()
                .any(|m| m.id > asked && m.ephemeral && m.viewer == Some(who))
        })
        .await;
        p.hand = fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| m.id > asked && m.ephemeral && m.viewer == Some(who))
            .map(|m| m.id);
    }
    eprintln!("load: {tables} tables started, a hand shown at each");

    let pid = bot.id();
    let (_, cpu_before) = usage(pid);
    let requests_before = fake.state.lock().unwrap().requests.len();
    let interactions_before = fake.state.lock().unwrap().interactions.len();
    let mut seed: u64 = 41;
    let mut redrawn = Vec::new();
    let mut presses = 0u64;
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        let now = Instant::now();
        for p in &mut players {
            let Some(hand_id) = p.hand else { continue };
            let hand = fake.message(hand_id);
            if let Some((at, writes)) = p.pressed
                && hand.writes > writes
            {
                redrawn.push(at.elapsed());
                p.pressed = None;
            }
            match &p.plan {
                Some((turn, due, id)) if *due <= now => {
                    let (turn, id) = (*turn, id.clone());
                    p.plan = None;
                    if moves(&hand).iter().any(|(t, m)| *t == turn && *m == id) {
                        fake.press(p.who, hand_id, &id);
                        p.pressed = Some((Instant::now(), hand.writes));
                        p.last_turn = turn;
                        presses += 1;
                    }
                }
                Some(_) => {}
                None => {
                    let offered = moves(&hand);
                    if let Some((turn, _)) = offered.first()
                        && *turn > p.last_turn
                        && p.pressed.is_none()
                    {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        let (_, id) = offered[(seed >> 33) as usize % offered.len()].clone();
                        let think = Duration::from_millis(1_000 + (seed >> 20) % 2_001);
                        p.plan = Some((*turn, now + think, id));
                    }
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let elapsed = started.elapsed();
    let (rss, cpu_after) = usage(pid);
    tokio::time::sleep(Duration::from_secs(2)).await;

    let st = fake.state.lock().unwrap();
    let mut acks: Vec<Duration> = st
        .interactions
        .values()
        .skip(interactions_before)
        .filter_map(|i| i.answered.map(|(at, _)| at.duration_since(i.created)))
        .collect();
    acks.sort();
    let channel_writes = st.requests[requests_before..]
        .iter()
        .filter(|r| r.route.starts_with("/channels/") && r.method != "GET")
        .count();
    let most = players
        .iter()
        .map(|p| {
            let times: Vec<Instant> = st.requests[requests_before..]
                .iter()
                .filter(|r| r.path.starts_with(&format!("/channels/{}/", p.channel)))
                .map(|r| r.at)
                .collect();
            (0..times.len())
                .map(|i| {
                    times[i..]
                        .iter()
                        .take_while(|&&t| t.duration_since(times[i]) < Duration::from_secs(5))
                        .count()
                })
                .max()
                .unwrap_or(0)
        })
        .max()
        .unwrap_or(0);
    let violations = st.violations.clone();
    drop(st);
    redrawn.sort();
    let moves_all = 4.0 * presses as f64;
    let cpu = (cpu_after - cpu_before) as f64 / 100.0;
    println!(
        "load: {tables} tables, {elapsed:.0?}: {presses} presses ({:.1} a second, about {:.1} \
         moves a second with the computers'); interactions acknowledged {:?} (median) / {:?} \
         (p99) / {:?} (max) after they were made; hands redrawn after the press {:?} (median) \
         / {:?} (p99); 429s: {} ({} global); at most {most} writes in 5 s to a channel; {:.2} \
         channel writes per move; bot: {rss} kB resident ({:.0} kB a table), CPU {cpu:.1} s \
         ({:.1} ms a table a second)",
        presses as f64 / elapsed.as_secs_f64(),
        moves_all / elapsed.as_secs_f64(),
        percentile(&acks, 0.5),
        percentile(&acks, 0.99),
        acks.last().copied().unwrap_or_default(),
        percentile(&redrawn, 0.5),
        percentile(&redrawn, 0.99),
        fake.rate_limited(),
        fake.global_429s(),
        channel_writes as f64 / moves_all.max(1.0),
        rss as f64 / tables as f64,
        1_000.0 * cpu / tables as f64 / elapsed.as_secs_f64(),
    );
    let _ = bot.kill();
    let _ = bot.wait();
    println!("load: violations: {violations:?}");
}
