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
use game::table::TableId;
use tests::Rng;
use tests::measure::percentile;

const GROUP: i64 = -7001;
/// The round trip every call takes, as from a typical server to Telegram.
const ROUND_TRIP: Duration = Duration::from_millis(100);
/// Moves the game is played for: at 1–4 s a move, about two minutes, so that the group's
/// limit of 20 writes a minute is measured over two whole minutes of play.
const MOVES: usize = 48;

/// Every player asks for a rematch of finished `table`; returns the rematch's table once
/// each of them has its hand.
fn rematch(w: &World, players: &[i64], table: TableId) -> TableId {
    for &p in players {
        w.press_table(p, GROUP, table, &format!("r:{table}"));
    }
    let next = w.fake.wait(PATIENCE, "the rematch's table", |f| {
        f.messages(GROUP)
            .into_iter()
            .filter_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
            .find(|&t| t > table)
    });
    for &p in players {
        w.fake
            .wait(PATIENCE, "a hand at the rematch", |_| w.hand(p, next));
    }
    next
}

#[test]
fn four_people_at_a_human_pace_see_a_live_table_without_flooding() {
    let players = [71, 72, 73, 74];
    let mut w = World::for_games("live");
    w.fake.set_latency(ROUND_TRIP);
    w.fake.add_group(GROUP, "Blot club");
    for (&id, name) in players.iter().zip(["Ani", "Boris", "Carmen", "Davit"]) {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    let mut table = w.open_table(players[0], GROUP, "/blot");
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
    while presses.len() < MOVES {
        assert!(
            started.elapsed() < PATIENCE * 4,
            "the game stalled after {} moves; violations {:?}",
            presses.len(),
            w.fake.violations()
        );
        if w.finished(GROUP, table) {
            // A game can end early (a reverse kaput ends it at once): they play on at its
            // rematch, as players would.
            table = rematch(&w, &players, table);
            planned.clear();
            continue;
        }
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
    // Let the last screens arrive before measuring: the group's table shows the last press
    // once its minute's budget allows (Telegram's 20 a minute may hold it for a while).
    if let Some((_, last)) = presses.last() {
        w.fake
            .wait(PATIENCE, "the last move on the group's table", |f| {
                let received = f.press_delivered_at(last)?;
                f.events()
                    .iter()
                    .any(|e| e.chat == GROUP && e.method != "deleteMessage" && e.at > received)
                    .then_some(())
            });
    }
    std::thread::sleep(Duration::from_secs(1));

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

/// The running totals a deal result or a hand names ("Score: Ani 12 : 4 Boris").
fn totals(text: &str) -> Option<(u32, u32)> {
    let line = text.lines().find(|l| l.starts_with("Score:"))?;
    let (left, right) = line.split_once(" : ")?;
    let a = left.rsplit(' ').next()?.parse().ok()?;
    let b = right.split(' ').next()?.parse().ok()?;
    Some((a, b))
}

#[test]
fn deal_results_held_back_by_the_group_limit_survive_kills_in_order() {
    let (ani, boris, chatty) = (81, 82, 83);
    let mut w = World::for_games("owed");
    w.fake.add_group(GROUP, "Belote club");
    for (id, name) in [(ani, "Ani"), (boris, "Boris"), (chatty, "Chatty")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    let table = w.open_table(ani, GROUP, "/belote2 51");
    w.press_table(boris, GROUP, table, &format!("j:{table}"));
    // Someone fills the group's minute with commands (those the group reads; the rest are
    // given him privately), and the table's edits fill it up: the deal results that follow
    // wait for the limit.
    for command in ["/tables", "/top", "/rules blot", "/rules durak"].repeat(4) {
        w.say(chatty, GROUP, command);
    }
    let headline = |text: &str| totals(text).is_some() && !text.starts_with(&format!("#{table}"));
    let mut rng = Rng::new(23);
    for kill in 0..3 {
        // Play on until a deal result is owed but not yet in the group, then kill.
        // A hand shows the new score at once; the group's result waits behind the limit.
        let scored = |w: &World| {
            let shown = w.hand(ani, table).and_then(|h| totals(&h.text));
            let posted = w
                .fake
                .events()
                .iter()
                .rev()
                .find(|e| e.chat == GROUP && e.method == "sendMessage" && headline(&e.text))
                .and_then(|e| totals(&e.text));
            shown.is_some_and(|(a, b)| a + b > posted.map_or(0, |(x, y)| x + y))
        };
        let mut moves = 0;
        w.play(table, &[ani, boris], &mut rng, |w| {
            moves += 1;
            scored(w) || moves > 400 || w.finished(GROUP, table)
        });
        std::thread::sleep(Duration::from_millis(100 * (kill + 1)));
        w.kill();
        w.start();
    }
    w.play(table, &[ani, boris], &mut rng, |w| w.finished(GROUP, table));
    // Stopping sends what is still owed (it waits out the group's limit) before it exits.
    let status = w.stop_with("TERM");
    assert!(status.success());

    let results: Vec<String> = w
        .fake
        .events()
        .iter()
        .filter(|e| e.chat == GROUP && e.method == "sendMessage" && headline(&e.text))
        .map(|e| e.text.clone())
        .collect();
    let mut distinct: Vec<&String> = results.iter().collect();
    distinct.dedup();
    let repeated = results.len() - distinct.len();
    eprintln!(
        "owed: {} deal results posted ({repeated} repeated after a kill cut their send off)",
        results.len()
    );
    assert!(
        distinct.len() >= 2,
        "several deals were scored: {results:?}"
    );
    assert!(repeated <= 3, "at most one repeat per kill: {results:?}");
    let sums: Vec<u32> = distinct
        .iter()
        .filter_map(|t| totals(t))
        .map(|(a, b)| a + b)
        .collect();
    assert!(
        sums.windows(2).all(|w| w[0] <= w[1]),
        "deal results in the order they happened: {distinct:?}"
    );
    let final_table = w.table_message(GROUP, table).expect("the table's message");
    let last = totals(distinct.last().expect("a result")).expect("totals");
    assert_eq!(
        Some(last),
        totals(&final_table.text),
        "the last deal's result was posted: {distinct:?}"
    );
    assert_eq!(w.stored_owed(), 0, "nothing is still owed");
    w.assert_clean();
}

#[test]
fn show_my_hand_brings_it_down_and_a_group_that_becomes_a_supergroup_keeps_its_game() {
    let (ani, boris) = (81, 82);
    let mut w = World::for_games("migrate");
    w.fake.set_latency(ROUND_TRIP);
    w.fake.add_group(GROUP, "Durak club");
    for (id, name) in [(ani, "Ani"), (boris, "Boris")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    let table = w.open_table(ani, GROUP, "/durak 1");
    w.press_table(boris, GROUP, table, &format!("j:{table}"));
    w.fake
        .wait(PATIENCE, "Ani's hand", |_| w.hand(ani, table).map(|_| ()));

    // Ani asks for help in her private chat: her hand is no longer the last message there.
    w.say(ani, ani, "/help");
    let help = game::i18n::text(game::i18n::Lang::En, &game::i18n::Msg::Help);
    w.fake.wait(PATIENCE, "the help at the bottom", |f| {
        f.last_message(ani).filter(|m| m.text == help).map(|_| ())
    });
    // "Show my hand" on the table brings it back to the bottom, once.
    let answer = w.press_table(ani, GROUP, table, &format!("h:{table}"));
    assert!(!answer.show_alert, "{answer:?}");
    w.fake.wait(PATIENCE, "the hand at the bottom", |f| {
        f.last_message(ani)
            .filter(|m| m.text.starts_with(&format!("#{table} ")))
            .map(|_| ())
    });
    let hands = w
        .fake
        .messages(ani)
        .iter()
        .filter(|m| m.text.starts_with(&format!("#{table} ")))
        .count();
    assert_eq!(hands, 1, "the old hand was deleted");

    // The group becomes a supergroup mid-game: the game goes on there, to its end.
    let supergroup = w.fake.migrate_to_supergroup(GROUP, boris);
    w.fake.wait(PATIENCE, "the table in the supergroup", |_| {
        w.table_message(supergroup, table).map(|_| ())
    });
    let mut rng = Rng::new(8);
    let (pressed, _) = w.play(table, &[ani, boris], &mut rng, |w| {
        w.finished(supergroup, table)
    });
    assert!(pressed > 0);
    let stored = {
        w.stop_with("TERM");
        w.stored()
    };
    assert_eq!(
        stored.tables[&table].chat,
        game::table::ChatId(format!("tg:{supergroup}"))
    );
    w.assert_clean();
}
