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
const SECRET: &str = "Two_processes-0123456789abcdefghijk";
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

/// A press the load balancer hands to the process that does not serve its chat is parked for
/// the holder, which answers the callback query itself: the presser sees the refusal as the
/// press's own alert, not as a private message, and a press that did its work stops spinning
/// without a word, answered once. Only when the query expired before the holder could answer
/// (Telegram keeps it a few seconds) do the words come privately instead, even when the holder
/// is stopped while Telegram weighs its answer.
#[test]
fn a_press_parked_for_the_chats_holder_is_answered_by_the_holder_as_the_press_alert() {
    const CLUB: i64 = -3304;
    let (ani, carmen) = (71, 73);
    let mut w = World::with_webhook("relayed-answers", SECRET);
    w.database = Some(TestServer::shared().database());
    w.fake.add_group(CLUB, "Relay club");
    let addresses = [free_address(), free_address()];
    w.fake.route_webhook_to(addresses[0]);
    let processes = Processes {
        running: vec![
            (w.spawn_process("a", addresses[0], &[]), addresses[0]),
            (w.spawn_process("b", addresses[1], &[]), addresses[1]),
        ],
    };
    for (id, name) in [(ani, "Ani"), (carmen, "Carmen")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    let table = w.open_table(ani, CLUB, "/toto21 4 stake=50");
    let holder = processes.running[0].0.id();
    assert_eq!(w.lease_holder(CLUB), Some(holder), "A serves the club");

    // From now on every update reaches B, which does not serve the club.
    w.fake.route_webhook_to(addresses[1]);
    let private_before = w.fake.messages(ani).len();
    let message = w.wait_button(CLUB, table, &format!("j:{table}"));
    let callback = w.fake.press(ani, CLUB, message.id, &format!("j:{table}"));
    let refused = w.fake.wait_answer(&callback, PATIENCE);
    println!(
        "relayed: the refusal answered {} ms after the press (parked by B, answered by A)",
        w.fake
            .answer_latency(&callback)
            .unwrap_or_default()
            .as_millis()
    );
    let routes = w.fake.webhook_routes();
    assert_eq!(
        routes.last().map(|(_, by)| *by),
        Some(addresses[1]),
        "B received the press"
    );
    assert_eq!(
        refused.text.as_deref(),
        Some("You are already at this table.")
    );
    assert!(refused.show_alert, "a refusal is an alert");

    // A setting pressed in Ani's menu (in her private chat) reaches B, which parks it for A,
    // the club's holder: A edits that very menu through the handle B parked (the message
    // pressed in it), as when it receives the press.
    // (The menu is opened through A: B would answer the Settings press from what it has.)
    w.fake.route_webhook_to(addresses[0]);
    w.press_table(ani, CLUB, table, &format!("st:{table}"));
    let stake = format!("cf:{table}:s:100");
    let menu = w.fake.wait(PATIENCE, "Ani's settings menu", |f| {
        f.messages(ani)
            .into_iter()
            .find(|m| m.buttons().any(|b| b.data == Some(stake.clone())))
    });
    assert!(!menu.text.contains("100"), "{}", menu.text);
    w.fake.route_webhook_to(addresses[1]);
    let callback = w.fake.press(ani, ani, menu.id, &stake);
    w.fake.wait_answer(&callback, PATIENCE);
    let edited = w
        .fake
        .wait(PATIENCE, "the menu showing the new stake", |f| {
            f.message(ani, menu.id).filter(|m| m.text.contains("100"))
        });
    assert_eq!(edited.edits, 1);
    assert_eq!(
        w.fake.webhook_routes().last().map(|(_, by)| *by),
        Some(addresses[1]),
        "B received the press"
    );

    let joined = w.press_table(carmen, CLUB, table, &format!("j:{table}"));
    assert_eq!(joined.text, None, "a press that did its work says nothing");
    w.fake.wait(PATIENCE, "Carmen waiting at the table", |_| {
        w.table_message(CLUB, table)
            .filter(|m| m.text.contains("Carmen"))
    });
    assert_eq!(
        w.lease_holder(CLUB),
        Some(holder),
        "A still serves the club"
    );

    // A command typed in the club reaches B too: its refusal comes in the club, as when the
    // holder receives it.
    let club_before = w.fake.messages(CLUB).len();
    w.say(ani, CLUB, "/toto21 4 stake=50");
    let refusal = w.fake.wait(PATIENCE, "the refusal in the club", |f| {
        f.messages(CLUB)
            .into_iter()
            .skip(club_before)
            .find(|m| m.text.starts_with("You already have table #"))
    });
    assert!(refusal.buttons().next().is_none(), "{refusal:?}");

    // A query that expired before the holder answered it: the words come privately.
    w.fake.set_callback_life(Duration::ZERO);
    let message = w.wait_button(CLUB, table, &format!("j:{table}"));
    w.fake.press(ani, CLUB, message.id, &format!("j:{table}"));
    w.fake
        .wait(PATIENCE, "the refusal in Ani's private chat", |f| {
            f.messages(ani)
                .into_iter()
                .skip(private_before)
                .find(|m| m.text == "You are already at this table.")
        });
    assert_eq!(w.fake.expired_answers(), 1);
    assert_eq!(
        w.fake
            .messages(ani)
            .iter()
            .skip(private_before)
            .filter(|m| m.text == "You are already at this table.")
            .count(),
        1,
        "only the expired answer's words came privately"
    );
    assert!(
        !w.fake
            .messages(ani)
            .iter()
            .skip(private_before)
            .any(|m| m.text.starts_with("You already have table #")),
        "the command's refusal did not come privately"
    );

    // The holder stopped (SIGTERM) while Telegram still weighs its answer to an expired query:
    // the words refused as the press's answer still come privately before it exits.
    w.fake.set_latency(Duration::from_secs(2));
    let message = w.wait_button(CLUB, table, &format!("j:{table}"));
    w.fake.press(ani, CLUB, message.id, &format!("j:{table}"));
    w.fake
        .wait(PATIENCE, "the holder's answer to reach Telegram", |f| {
            (f.expired_answers() == 2).then_some(())
        });
    let mut processes = processes;
    let (mut holder, _) = processes.running.remove(0);
    let status = std::process::Command::new("kill")
        .arg("-TERM")
        .arg(holder.id().to_string())
        .status()
        .expect("run kill");
    assert!(status.success());
    assert!(
        holder.wait().expect("wait").success(),
        "the holder stops cleanly"
    );
    let refusals = w
        .fake
        .messages(ani)
        .iter()
        .skip(private_before)
        .filter(|m| m.text == "You are already at this table.")
        .count();
    assert_eq!(
        refusals, 2,
        "the second expired answer's words came privately too"
    );
    w.fake.set_latency(Duration::ZERO);
    assert_eq!(w.fake.double_answers(), 0);
    w.assert_clean();
    drop(processes);
}
