//! Many tables at once through the fake Discord, every call answered after a real round trip
//! (100 ms), at Discord's limits (5 writes in 5 s per channel, 50 requests a second overall
//! outside the interaction endpoints): TABLES channels (default 200), each one person against
//! three computer players at the bot's default pace (`PACE_MS`, 1 s; 0: at once), the person
//! pressing 1–3 s after his hand offers a move, for SECONDS seconds (default 60). Prints moves
//! a second (the computers' from the bot's metrics, plus the presses), how soon interactions
//! are acknowledged (and how many after Discord's 3 s) and hands redrawn, the 429s, the
//! requests the fake received inside a retry window a 429 had announced, the invalid requests,
//! the channels' writes, writes per move, and the bot's memory and CPU per table.
//!
//! `ACTIVITY=1`: each person plays in the table's Activity instead (signed in as its page is,
//! through the web table's socket), and the channel's writes per move say what the Activity
//! saves (issue 42: at most 0.5).
//!
//! `cargo bench -p bot-discord --bench load`. Not part of the test run: it takes minutes and
//! measures, it does not judge.

#[path = "load/activity.rs"]
mod activity;
#[path = "../tests/fake/mod.rs"]
mod fake;
#[path = "../../bot-telegram/benches/load/machine.rs"]
mod machine;
#[path = "../../bot-telegram/benches/load/metrics.rs"]
mod metrics;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fake::{Fake, Person};
use game::table::Limits;
use serde_json::json;
use tests::measure::{env_number, percentile, usage};
use tokio::sync::watch;

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

/// The person of `p`'s table opens its Activity ("Open table" on the table message, answered
/// with its launch), signs in and plays through the web table's socket, on a task of his own.
async fn open_activity(
    fake: &Fake,
    web: std::net::SocketAddr,
    p: &Player,
    table: u64,
    stop: watch::Receiver<bool>,
    measuring: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<activity::Played> {
    let open = fake
        .message(table)
        .buttons()
        .into_iter()
        .find(|(_, id, _)| id.starts_with("activity:"))
        .map(|(_, id, _)| id)
        .expect("an Open table button");
    let launched = fake.press(p.who, table, &open);
    fake.wait_for("the Activity launched", |st| {
        st.interactions[&launched].answered.is_some()
    })
    .await;
    let code = fake.state.lock().unwrap().oauth.code(p.who, "en-US");
    let session = activity::sign_in(web, &code)
        .await
        .expect("an Activity session");
    let (channel, seed) = (p.channel, p.who.id);
    tokio::spawn(activity::play(web, session, channel, seed, stop, measuring))
}

/// A free loopback address for the bot's `/metrics`.
fn free_address() -> std::net::SocketAddr {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    ([127, 0, 0, 1], port).into()
}

/// The bot's metrics now.
async fn scrape(metrics: std::net::SocketAddr) -> String {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("an HTTP client");
    match client.get(format!("http://{metrics}/metrics")).send().await {
        Ok(answer) => answer.text().await.unwrap_or_default(),
        Err(e) => panic!("the bot's metrics: {e}"),
    }
}

/// The computers' moves so far, over every game (the bot's `cards_computer_decisions_total`).
async fn computer_decisions(metrics: std::net::SocketAddr) -> f64 {
    machine::computer_decisions(&scrape(metrics).await)
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
    let pace = env_number("PACE_MS", Limits::BOT_COMPUTER_PACE_MS.into());
    let activity = env_number("ACTIVITY", 0) == 1;
    let metrics = free_address();
    let web = activity.then(free_address);
    let mut bot = Command::new(env!("CARGO_BIN_EXE_bot-discord"));
    if let Some(web) = web {
        let app = fake::APP_ID.to_string();
        bot.env("DISCORD_CLIENT_ID", app)
            .env("DISCORD_CLIENT_SECRET", fake::oauth::CLIENT_SECRET)
            .env("WEB_PUBLIC_URL", "https://cards.example.org/")
            .env("WEB_ADDR", web.to_string());
    }
    let mut bot = bot
        .env("DISCORD_TOKEN", fake::TOKEN)
        .env("DISCORD_API_BASE", fake.api_base())
        .env("DATA_DIR", data.path())
        // The computers at the pace real tables have (0: within the person's input).
        .env("COMPUTER_PACE_MS", pace.to_string())
        .env("METRICS_ADDR", metrics.to_string())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .stdout(Stdio::null())
        .spawn()
        .expect("start bot-discord");
    fake.wait_connected(1).await;
    let (stop, _) = watch::channel(false);
    let (measure, _) = watch::channel(false);
    let mut activity_players = Vec::new();

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
        if let Some(web) = web {
            let (stop, measuring) = (stop.subscribe(), measure.subscribe());
            activity_players.push(open_activity(&fake, web, p, table, stop, measuring).await);
            continue;
        }
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
    eprintln!("load: {tables} tables started, each person playing (Activity: {activity})");

    let pid = bot.id();
    let (_, cpu_before) = usage(pid);
    let requests_before = fake.state.lock().unwrap().requests.len();
    let interactions_before = fake.state.lock().unwrap().interactions.len();
    let in_window_before = fake.requests_in_retry_windows();
    let invalid_before = fake.invalid_requests();
    let global_before = fake.global_429s();
    let late_before = fake.state.lock().unwrap().late_answers.len();
    let decisions_before = computer_decisions(metrics).await;
    let mut seed: u64 = 41;
    let mut redrawn = Vec::new();
    let mut presses = 0u64;
    let _ = measure.send(true);
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
    let _ = measure.send(false);
    let (rss, cpu_after) = usage(pid);
    let decisions = computer_decisions(metrics).await - decisions_before;
    let scraped = [scrape(metrics).await];
    let thinking = |q| {
        metrics::bucket_text(metrics::histogram_quantile(
            &scraped,
            "cards_computer_thinking_seconds",
            q,
        ))
    };
    let hurried: f64 = scraped[0]
        .lines()
        .filter(|l| l.starts_with("cards_computer_moves_hurried_total"))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .fold(0.0, |a, b| a + b);
    println!(
        "load: the computers' thinking (whole run) p50 {} / p99 {}, {hurried:.0} moves hurried",
        thinking(0.5),
        thinking(0.99)
    );
    let _ = stop.send(true);
    let mut socket_failures = Vec::new();
    for player in activity_players {
        let played = player.await.expect("an Activity player");
        presses += played.presses;
        socket_failures.extend(played.failed);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;

    let st = fake.state.lock().unwrap();
    let asked: Vec<&fake::Interaction> =
        st.interactions.values().skip(interactions_before).collect();
    let mut acks: Vec<Duration> = asked
        .iter()
        .filter_map(|i| i.answered.map(|(at, _)| at.duration_since(i.created)))
        .collect();
    acks.sort();
    // An answer after 3 s is refused (as Discord does): the fake keeps how late it was.
    let late: Vec<Duration> = st.late_answers[late_before..].to_vec();
    let latest = late.iter().max().copied().unwrap_or_default();
    let late = late.len();
    let unanswered = asked
        .iter()
        .filter(|i| i.answered.is_none())
        .count()
        .saturating_sub(late);
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
    let moves_all = decisions + presses as f64;
    let cpu = (cpu_after - cpu_before) as f64 / 100.0;
    println!(
        "load: {tables} tables, computers' pace {pace} ms, {elapsed:.0?}: {:.1} moves a second \
         ({decisions:.0} by computers, {presses} presses); interactions acknowledged {:?} \
         (median) / {:?} (p99) / {:?} (max) after they were made, {late} after 3 s \
         (the latest {latest:?}), {unanswered} never; hands redrawn after the press {:?} (median) / {:?} (p99); 429s: \
         {} ({} global); {} requests inside a retry window; {} invalid requests; at most \
         {most} writes in 5 s to a channel; {:.2} channel writes per move; bot: {rss} kB \
         resident ({:.0} kB a table), CPU {cpu:.1} s ({:.1} ms a table a second); load average \
         {}",
        moves_all / elapsed.as_secs_f64(),
        percentile(&acks, 0.5),
        percentile(&acks, 0.99),
        acks.last().copied().unwrap_or_default(),
        percentile(&redrawn, 0.5),
        percentile(&redrawn, 0.99),
        fake.rate_limited(),
        fake.global_429s() - global_before,
        fake.requests_in_retry_windows() - in_window_before,
        fake.invalid_requests() - invalid_before,
        channel_writes as f64 / moves_all.max(1.0),
        rss as f64 / tables as f64,
        1_000.0 * cpu / tables as f64 / elapsed.as_secs_f64(),
        machine::load_average(),
    );
    let _ = bot.kill();
    let _ = bot.wait();
    println!(
        "load: {} violations, the first: {:?}",
        violations.len(),
        &violations[..violations.len().min(5)]
    );
    if activity {
        println!("load: Activity sockets failed: {socket_failures:?}");
    }
}
