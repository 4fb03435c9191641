//! The live table at a human pace, through the real binary and a fake Telegram that answers
//! every call after a real round trip: four people play Bazaar Blot in a group, each pressing
//! one to four seconds after his turn shows. The group's table must keep up with the game, the
//! group and the private chats must stay within Telegram's limits, and the private chats must
//! not flood. The figures are printed; the limits Telegram enforces are asserted.

mod common;
mod fake_telegram;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use common::{PATIENCE, World};
use fake_telegram::GROUP_LIMIT_PER_MINUTE;
use tests::Rng;

const GROUP: i64 = -7001;
/// The round trip every call takes, as from a typical server to Telegram.
const ROUND_TRIP: Duration = Duration::from_millis(100);
/// Moves the game is played for.
const MOVES: usize = 90;

/// A percentile of sorted durations.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[index]
}

#[test]
fn four_people_at_a_human_pace_see_a_live_table_without_flooding() {
    let players = [71, 72, 73, 74];
    let mut w = World::new("live");
    w.fake.set_latency(ROUND_TRIP);
    w.fake.add_group(GROUP, "Blot club");
    for (&id, name) in players.iter().zip(["Ani", "Boris", "Carmen", "Davit"]) {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    let table = w.open_table(players[0], GROUP, "/blot");
    for &p in &players[1..] {
        w.press_table(p, GROUP, table, &format!("j:{table}"));
    }
    for &p in &players {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }

    // Each player presses a legal move 1–4 s after his turn shows.
    let mut rng = Rng::new(19);
    let mut planned: BTreeMap<i64, (u64, Instant, String)> = BTreeMap::new();
    let mut presses: Vec<(Instant, String)> = Vec::new();
    let started = Instant::now();
    let first_private_event = w.fake.events().len();
    while presses.len() < MOVES && !w.finished(GROUP, table) {
        assert!(
            started.elapsed() < PATIENCE * 4,
            "the game stalled after {} moves; violations {:?}",
            presses.len(),
            w.fake.violations()
        );
        for &p in &players {
            let Some(hand) = w.hand(p, table) else {
                continue;
            };
            let data = hand.buttons().filter_map(|b| b.data.as_deref());
            let Some(choice) = tests::pick_move(data, &mut rng) else {
                continue;
            };
            match planned.get(&p) {
                Some((turn, _, _)) if *turn >= choice.turn => {}
                _ => {
                    let think = Duration::from_millis(1_000 + rng.below(3_001) as u64);
                    planned.insert(p, (choice.turn, Instant::now() + think, choice.data));
                }
            }
        }
        let now = Instant::now();
        for (&p, (turn, due, data)) in planned.iter_mut() {
            if *due > now || data.is_empty() {
                continue;
            }
            let hand = w.hand(p, table).expect("his hand");
            let still = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()))
                .iter()
                .any(|m| m.turn == *turn);
            if still {
                let callback = w.fake.press(p, p, hand.id, data);
                presses.push((Instant::now(), callback));
            }
            data.clear();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let moves = presses.len();
    // Let the last screens arrive before measuring.
    std::thread::sleep(Duration::from_secs(5));

    // The group's lag: from a press to the first group write the bot began after it had the
    // press (a call reaches the fake as it starts; its answer takes the round trip).
    let events = w.fake.events();
    let group_writes: Vec<Instant> = events
        .iter()
        .filter(|e| e.chat == GROUP && e.method != "deleteMessage")
        .map(|e| e.at)
        .collect();
    let mut lags: Vec<Duration> = presses
        .iter()
        .filter_map(|(pressed, callback)| {
            let received = w.fake.press_delivered_at(callback)?;
            let shown = group_writes.iter().find(|&&at| at > received)?;
            Some(shown.duration_since(*pressed))
        })
        .collect();
    lags.sort();
    let private_writes = events[first_private_event..]
        .iter()
        .filter(|e| players.contains(&e.chat) && e.method != "deleteMessage")
        .count();
    let per_minute = w.fake.max_group_messages_per_minute();
    let per_second = w.fake.max_private_writes_per_second();
    let latencies = w.fake.answer_latencies();
    eprintln!(
        "live table: {moves} moves in {:.0?}; group lag behind the game: median {:?}, p99 {:?}, \
         max {:?} ({} samples); group writes: at most {per_minute} a minute; private chats: at \
         most {per_second} write(s) a second, {:.2} writes per move, {} deletes; presses \
         answered in {:?} (median), {:?} (p99)",
        started.elapsed(),
        percentile(&lags, 0.5),
        percentile(&lags, 0.99),
        lags.last().copied().unwrap_or_default(),
        lags.len(),
        private_writes as f64 / moves as f64,
        w.fake.deletes(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
    );
    assert!(moves >= MOVES, "{moves} moves played");
    assert_eq!(lags.len(), moves, "every move reached the group's table");
    assert!(
        per_minute <= GROUP_LIMIT_PER_MINUTE,
        "{per_minute} group writes in a minute"
    );
    assert!(
        per_second <= 1,
        "{per_second} writes in a second to one private chat"
    );
    assert!(
        private_writes as f64 <= 2.5 * moves as f64,
        "{private_writes} private writes for {moves} moves"
    );
    let status = w.stop_with("TERM");
    assert!(status.success());
    w.assert_clean();
}
