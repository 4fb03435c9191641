//! End to end with two bot processes on one PostgreSQL database, behind a load balancer: the
//! fake Bot API POSTs each update to one of the two bots' webhooks, picked by a seeded coin (to
//! the other when the one picked is gone). Each chat is served by the process holding its
//! lease (short here: LEASE_SECONDS=2). Mid-game the process holding the group is killed; the
//! other takes the chat over once the lease lapses, and the game goes on to its end: no move
//! lost or counted twice, the chips conserved, the table message still the one edited in
//! place.

mod common;
mod fake_telegram;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use game::table::model::MoveBy;
use game::table::{Status, UserId};
use storage::pg_server::TestServer;
use tests::Rng;

use common::{PATIENCE, Processes, World, free_address};

const GROUP: i64 = -3303;
const SECRET: &str = "Two_processes-0123456789";
/// The chats' lease, in seconds: a killed holder's chats wait this long at most.
const LEASE_SECONDS: &str = "2";

fn uid(id: i64) -> UserId {
    UserId(format!("tg:{id}"))
}

/// Each move button pressed (its update, the presser, its data and the bot's answer) and each
/// move stored, to tell which press a count that does not match lost or doubled.
fn moves_report(w: &World, record: &game::table::Table) -> String {
    let mut report = String::from("presses:\n");
    for callback in (1..).map(|n| format!("cb{n}")) {
        let Some(update) = w.fake.update_of(&callback) else {
            break;
        };
        let made = w.fake.update(update);
        let query = &made["callback_query"];
        let data = query["data"].as_str().unwrap_or_default();
        if data.starts_with("m:") {
            report.push_str(&format!(
                "  update {update} from {} {data:?}: answered {:?}\n",
                query["from"]["id"],
                w.fake.answer(&callback)
            ));
        }
    }
    report.push_str("stored:\n");
    for logged in &record.moves {
        report.push_str(&format!("  {logged:?}\n"));
    }
    report
}

#[test]
fn two_processes_behind_a_load_balancer_a_duel_goes_on_after_its_holder_is_killed() {
    let (ani, carmen) = (61, 63);
    let mut w = World::with_webhook("two-processes", SECRET);
    w.database = Some(TestServer::shared().database());
    w.fake.add_group(GROUP, "Two processes club");
    for (id, name) in [(ani, "Ani"), (carmen, "Carmen")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    let addresses = [free_address(), free_address()];
    w.fake.balance_webhook_between(&addresses, 21);
    let env = [("LEASE_SECONDS", LEASE_SECONDS)];
    let mut processes = Processes {
        running: vec![
            (w.spawn_process("a", addresses[0], &env), addresses[0]),
            (w.spawn_process("b", addresses[1], &env), addresses[1]),
        ],
    };

    let table = w.open_table(ani, GROUP, "/toto21 4 stake=50");
    w.press_table(carmen, GROUP, table, &format!("j:{table}"));
    w.press_table(ani, GROUP, table, &format!("ap:{table}:tg:{carmen}"));
    for &p in &[ani, carmen] {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }
    let table_message = w.table_message(GROUP, table).expect("the table message").id;

    // A few moves, then, between two moves, the process holding the group is killed.
    let mut rng = Rng::new(16);
    let players = [ani, carmen];
    // Each player's newest turn pressed, kept across the kill: a press parked for the killed
    // process shows its turn's buttons until the survivor takes it, and is not pressed twice.
    let mut last = BTreeMap::new();
    let (before, _) = w.play_on(table, &players, &mut rng, &mut last, |w| {
        w.finished(GROUP, table)
            || players
                .iter()
                .any(|&p| w.offered_turn(p, table).is_some_and(|t| t >= 3))
    });
    assert!(!w.finished(GROUP, table), "the duel ended before the kill");
    w.settle();
    let holder = w.lease_holder(GROUP).expect("a process holds the group");
    let at = processes
        .running
        .iter()
        .position(|(child, _)| child.id() == holder)
        .expect("the holder is one of ours");
    let (mut killed, killed_address) = processes.running.remove(at);
    killed.kill().expect("SIGKILL");
    let _ = killed.wait();
    let killed_at = Instant::now();
    let answered_before_kill = w.fake.webhook_routes().len();

    // The survivor takes the group over once the lease lapses; the duel goes on to its end.
    let turn_then = players
        .iter()
        .filter_map(|&p| w.offered_turn(p, table))
        .max();
    let mut takeover: Option<Duration> = None;
    let (after, _) = w.play_on(table, &players, &mut rng, &mut last, |w| {
        if takeover.is_none()
            && players
                .iter()
                .filter_map(|&p| w.offered_turn(p, table))
                .max()
                > turn_then
        {
            takeover = Some(killed_at.elapsed());
        }
        w.finished(GROUP, table)
    });
    let takeover = takeover.unwrap_or_else(|| killed_at.elapsed());
    println!(
        "takeover: the first move after the kill shown {} ms after it (LEASE_SECONDS={LEASE_SECONDS})",
        takeover.as_millis()
    );
    w.settle();
    let routes = w.fake.webhook_routes();
    assert!(
        addresses
            .iter()
            .all(|a| routes[..answered_before_kill].iter().any(|(_, by)| by == a)),
        "the load balancer sent updates to both processes: {routes:?}"
    );
    assert!(
        routes[answered_before_kill..]
            .iter()
            .all(|(_, by)| *by != killed_address),
        "nothing answered by the killed process"
    );

    // The survivor stops cleanly (its leases released), and the store tells the game.
    let (mut survivor, _) = processes.running.remove(0);
    let status = std::process::Command::new("kill")
        .arg("-TERM")
        .arg(survivor.id().to_string())
        .status()
        .expect("run kill");
    assert!(status.success());
    assert!(survivor.wait().expect("wait").success());
    assert_eq!(w.lease_holder(GROUP), None, "released at shutdown");

    let stored = w.stored();
    let record = &stored.tables[&table];
    let Status::Finished { winners } = &record.status else {
        panic!("not finished: {:?}", record.status)
    };
    // Every move pressed was taken once: none lost, none counted twice.
    let by_players = record
        .moves
        .iter()
        .filter(|m| m.by == MoveBy::Player)
        .count();
    assert_eq!(
        by_players,
        before + after,
        "moves pressed and moves stored\n{}",
        moves_report(&w, record)
    );
    let balance = |u: i64| stored.users[&uid(u)].balance;
    let seat_of = |u: i64| record.seat_of(&uid(u)).expect("seated");
    match winners.as_slice() {
        [w] if *w == seat_of(ani) => assert_eq!((balance(ani), balance(carmen)), (1_050, 950)),
        [w] if *w == seat_of(carmen) => {
            assert_eq!((balance(ani), balance(carmen)), (950, 1_050))
        }
        _ => assert_eq!((balance(ani), balance(carmen)), (1_000, 1_000)),
    }
    assert_eq!(stored.chips_in_play(), stored.meta.granted);
    // The chat sees one table message, edited in place from the first move to the last.
    let table_messages: Vec<i64> = w
        .fake
        .messages(GROUP)
        .into_iter()
        .filter(|m| m.text.starts_with('#'))
        .map(|m| m.id)
        .collect();
    assert_eq!(table_messages, vec![table_message]);
    assert!(w.finished(GROUP, table), "the table message shows the end");
    w.assert_clean();
}
