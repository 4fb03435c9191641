//! End to end, whole games: the real bot binary against the fake Bot API, users in a group
//! and in their private chats pressing the buttons they are shown.

mod common;
mod fake_telegram;

use game::table::model::MoveBy;
use game::table::{Status, UserId};
use tests::Rng;

use common::{PATIENCE, World};
use fake_telegram::GROUP_LIMIT_PER_MINUTE;

const GROUP: i64 = -2002;

fn uid(id: i64) -> UserId {
    UserId(format!("tg:{id}"))
}

#[test]
fn four_users_play_a_whole_bazaar_blot_game() {
    let (ani, boris, carmen, davit, stranger) = (21, 22, 23, 24, 29);
    let players = [ani, boris, carmen, davit];
    let mut w = World::for_games("blot");
    w.fake.add_group(GROUP, "Blot club");
    for (id, name) in [
        (ani, "Ani"),
        (boris, "Boris"),
        (carmen, "Carmen"),
        (davit, "Davit"),
        (stranger, "Stranger"),
    ] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();

    let table = w.open_table(ani, GROUP, "/blot");
    // A stranger may press anything; only the creator may start: a private refusal.
    let refusal = w.press_table(stranger, GROUP, table, &format!("s:{table}"));
    assert!(refusal.show_alert && refusal.text.is_some(), "{refusal:?}");
    for &p in &[boris, carmen, davit] {
        let answer = w.press_table(p, GROUP, table, &format!("j:{table}"));
        assert!(!answer.show_alert, "{answer:?}");
    }
    // Full: the game starts by itself; every player gets his hand privately.
    for &p in &players {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }
    // The stranger presses the table's "Show my hand": refused, and only he sees it.
    let refusal = w.press_table(stranger, GROUP, table, &format!("h:{table}"));
    assert!(refusal.show_alert, "{refusal:?}");
    let alert = refusal.text.expect("a refusal text");
    assert!(w.fake.messages(GROUP).iter().all(|m| m.text != alert));

    let started = std::time::Instant::now();
    let mut rng = Rng::new(5);
    let (pressed, _) = w.play(table, &players, &mut rng, |w| w.finished(GROUP, table));
    assert!(
        pressed > 32,
        "a whole game takes more than one deal: {pressed}"
    );
    w.fake.wait(PATIENCE, "the outbox to drain", |f| {
        (f.pending_updates() == 0).then_some(())
    });
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let record = &stored.tables[&table];
    assert!(matches!(record.status, Status::Finished { .. }));
    // One table message, edited in place; the group never got over 20 messages a minute.
    let titled = w
        .fake
        .messages(GROUP)
        .iter()
        .filter(|m| m.text.starts_with(&format!("#{table} ")))
        .count();
    assert_eq!(titled, 1);
    let most = w.fake.max_group_messages_per_minute();
    assert!(most <= GROUP_LIMIT_PER_MINUTE, "{most} in a minute");
    let latencies = w.fake.answer_latencies();
    let median = latencies
        .get(latencies.len() / 2)
        .copied()
        .unwrap_or_default();
    let worst = latencies.last().copied().unwrap_or_default();
    eprintln!(
        "blot: {pressed} moves pressed in {:?}, {} calls to the group, at most {most} a \
         minute; presses answered in {median:?} (median), {worst:?} (worst)",
        started.elapsed(),
        w.fake.events().iter().filter(|e| e.chat == GROUP).count()
    );
    w.assert_no_leak(GROUP, &players);
    // No separate "your turn" notices: the hand itself was posted anew at each turn, so
    // each player ends with one hand message, at the bottom of his chat.
    let your_turn = game::i18n::text(
        game::i18n::Lang::En,
        &game::i18n::Msg::YourTurn { id: table },
    );
    for &p in &players {
        let private = w.fake.messages(p);
        assert!(
            private.iter().all(|m| m.text != your_turn),
            "turn notices for {p}"
        );
        let hands = private
            .iter()
            .filter(|m| m.text.starts_with(&format!("#{table} ")))
            .count();
        assert_eq!(hands, 1, "one hand message for {p}");
        let bottom = w.fake.last_message(p).expect("a private chat");
        assert!(
            bottom.text.starts_with(&format!("#{table} ")),
            "the hand is at the bottom of {p}'s chat: {:?}",
            w.fake.messages(p)
        );
    }
    w.assert_clean();
}

#[test]
fn a_toto21_duel_with_conditions_a_refused_and_an_approved_joiner_and_the_stake_paid() {
    let (ani, boris, carmen) = (31, 32, 33);
    let mut w = World::for_games("toto21");
    w.fake.add_group(GROUP, "Toto club");
    for (id, name) in [(ani, "Ani"), (boris, "Boris"), (carmen, "Carmen")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();

    let table = w.open_table(ani, GROUP, "/toto21 4 stake=50");
    let join = format!("j:{table}");
    w.press_table(boris, GROUP, table, &join);
    let refuse = format!("rf:{table}:tg:{boris}");
    // Only the creator decides: Carmen's press is refused privately.
    let answer = w.press_table(carmen, GROUP, table, &refuse);
    assert!(answer.show_alert, "{answer:?}");
    w.press_table(ani, GROUP, table, &refuse);
    w.press_table(carmen, GROUP, table, &join);
    let approve = format!("ap:{table}:tg:{carmen}");
    w.press_table(ani, GROUP, table, &approve);
    for &p in &[ani, carmen] {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }
    assert!(w.hand(boris, table).is_none());

    let mut rng = Rng::new(21);
    w.play(table, &[ani, carmen], &mut rng, |w| {
        w.finished(GROUP, table)
    });
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let record = &stored.tables[&table];
    let Status::Finished { winners } = &record.status else {
        panic!("not finished: {:?}", record.status)
    };
    let seat_of = |u: i64| record.seat_of(&uid(u)).expect("seated");
    let balance = |u: i64| stored.users[&uid(u)].balance;
    assert_eq!(balance(boris), 1_000, "the refused joiner paid nothing");
    match winners.as_slice() {
        [w] if *w == seat_of(ani) => assert_eq!((balance(ani), balance(carmen)), (1_050, 950)),
        [w] if *w == seat_of(carmen) => {
            assert_eq!((balance(ani), balance(carmen)), (950, 1_050))
        }
        _ => assert_eq!((balance(ani), balance(carmen)), (1_000, 1_000)),
    }
    assert_eq!(stored.chips_in_play(), stored.meta.granted);
    w.assert_clean();
}

#[test]
fn a_durak_match_with_a_user_who_joins_through_the_deep_link() {
    let (ani, newcomer) = (41, 42);
    let mut w = World::for_games("durak");
    w.fake.add_group(GROUP, "Durak club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.fake.add_user(newcomer, "Nino", "en", false);
    w.say(ani, ani, "/start");
    w.start();

    let table = w.open_table(ani, GROUP, "/durak 1");
    let join = format!("j:{table}");
    let message = w.wait_button(GROUP, table, &join);
    let callback = w.fake.press(newcomer, GROUP, message.id, &join);
    w.fake.wait_answer(&callback, PATIENCE);
    // He never started the bot: the group gets a deep link for him.
    let link = format!("https://t.me/{}?start={table}", fake_telegram::BOT_USERNAME);
    w.fake.wait(PATIENCE, "the deep link", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.buttons().any(|b| b.url.as_deref() == Some(link.as_str())))
    });
    // The table is full and starts; his seat waits while he cannot be written to.
    w.fake.wait(PATIENCE, "Ani's hand", |_| w.hand(ani, table));
    assert!(w.hand(newcomer, table).is_none());
    // He follows the link: Telegram sends "/start <table>" in his private chat.
    w.say(newcomer, newcomer, &format!("/start {table}"));
    w.fake
        .wait(PATIENCE, "his hand", |_| w.hand(newcomer, table));

    let mut rng = Rng::new(8);
    w.play(table, &[ani, newcomer], &mut rng, |w| {
        w.finished(GROUP, table)
    });
    let status = w.stop_with("TERM");
    assert!(status.success());
    let stored = w.stored();
    assert!(matches!(
        stored.tables[&table].status,
        Status::Finished { .. }
    ));
    w.assert_no_leak(GROUP, &[ani, newcomer]);
    w.assert_clean();
}

#[test]
fn a_silent_player_is_replaced_after_three_missed_moves_and_takes_his_seat_back() {
    let (ani, sleepy) = (51, 52);
    let mut w = World::for_games("silent");
    w.fake.add_group(GROUP, "Durak club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.fake.add_user(sleepy, "Sleepy", "en", true);
    w.say(ani, ani, "/start");
    w.say(sleepy, sleepy, "/start");
    w.start();

    let table = w.open_table(ani, GROUP, "/durak 1 move=5");
    // Sleepy joins by typing the command.
    w.say(sleepy, GROUP, &format!("/join {table}"));
    w.fake
        .wait(PATIENCE, "Sleepy's hand", |_| w.hand(sleepy, table));

    // Only Ani plays; Sleepy's clock runs out until a computer takes his seat.
    let mut rng = Rng::new(3);
    let back = format!("tb:{table}");
    w.play(table, &[ani], &mut rng, |w| {
        w.finished(GROUP, table)
            || w.table_message(GROUP, table).is_some_and(|m| {
                m.buttons()
                    .any(|b| b.data.as_deref() == Some(back.as_str()))
            })
    });
    assert!(
        !w.finished(GROUP, table),
        "the game ended before the replacement"
    );
    let away = game::i18n::text(
        game::i18n::Lang::En,
        &game::i18n::Msg::SeatAway {
            seat: 2,
            user: "Sleepy",
        },
    );
    let shown = w.table_message(GROUP, table).expect("the table message");
    assert!(shown.text.contains(&away), "{}", shown.text);
    // Ani plays on until the computer has moved for Sleepy: a gap between Ani's turns.
    let mut seen: Vec<u64> = Vec::new();
    w.play(table, &[ani], &mut rng, |w| {
        if let Some(turn) = w.offered_turn(ani, table)
            && seen.last() != Some(&turn)
        {
            seen.push(turn);
        }
        w.finished(GROUP, table) || seen.windows(2).any(|t| t[1] > t[0] + 1)
    });
    assert!(
        !w.finished(GROUP, table),
        "the game ended while the computer played"
    );
    let answer = w.press_table(sleepy, GROUP, table, &back);
    assert!(!answer.show_alert, "{answer:?}");
    w.play(table, &[ani, sleepy], &mut rng, |w| {
        w.finished(GROUP, table)
    });
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let record = &stored.tables[&table];
    let seat = record.seat_of(&uid(sleepy)).expect("seated");
    let by: Vec<MoveBy> = record
        .moves
        .iter()
        .filter(|m| m.seat == seat)
        .map(|m| m.by)
        .collect();
    let timeouts = by.iter().take_while(|b| **b == MoveBy::Timeout).count();
    assert_eq!(timeouts, 3, "three default moves first: {by:?}");
    let after = &by[3..];
    let computer = after.iter().take_while(|b| **b == MoveBy::Computer).count();
    assert!(computer >= 1, "then the computer: {by:?}");
    assert!(
        after[computer..].iter().all(|b| *b == MoveBy::Player),
        "then he again: {by:?}"
    );
    w.assert_clean();
}

#[test]
fn the_bot_killed_mid_deal_restarts_and_no_move_is_lost_or_doubled() {
    let (ani, boris) = (61, 62);
    let mut w = World::for_games("restart");
    w.fake.add_group(GROUP, "Belote club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.fake.add_user(boris, "Boris", "en", true);
    w.say(ani, ani, "/start");
    w.say(boris, boris, "/start");
    w.start();

    let table = w.open_table(ani, GROUP, "/belote2 11");
    w.press_table(boris, GROUP, table, &format!("j:{table}"));
    let mut rng = Rng::new(13);
    // Play into the trick play of the first deal.
    let mut count = 0;
    let (_, pressed) = w.play(table, &[ani, boris], &mut rng, |_| {
        count += 1;
        count > 12
    });
    // One more move, and the bot is killed right after the press: it was either stored
    // (and its update is seen again, changing nothing) or not yet (and it is handled now).
    let (player, hand, choice) = w.fake.wait(PATIENCE, "a move to make", |_| {
        [ani, boris].into_iter().find_map(|p| {
            let hand = w.hand(p, table)?;
            let data = hand
                .buttons()
                .filter_map(|b| b.data.clone())
                .collect::<Vec<_>>();
            let choice = tests::pick_move(data.iter().map(String::as_str), &mut rng)?;
            (choice.turn > pressed).then_some((p, hand, choice))
        })
    });
    let hand_id = hand.id;
    w.fake.press(player, player, hand.id, &choice.data);
    w.kill();
    w.start();
    // The move is made exactly once: the screens go on from the next turn, the mover's hand
    // posted anew at the bottom of his chat.
    let (mover, hand) = w
        .fake
        .wait(PATIENCE, "the next turn after the restart", |_| {
            [ani, boris].into_iter().find_map(|p| {
                let hand = w.hand(p, table)?;
                let moves = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()));
                moves
                    .iter()
                    .any(|m| m.turn == choice.turn + 1)
                    .then_some((p, hand))
            })
        });
    if mover == player {
        assert_ne!(
            hand.id, hand_id,
            "his hand was posted anew for his next turn"
        );
    }
    assert_eq!(
        w.fake.last_message(mover).map(|m| m.id),
        Some(hand.id),
        "the mover's hand is the last message of his chat"
    );
    w.play(table, &[ani, boris], &mut rng, |w| w.finished(GROUP, table));
    let status = w.stop_with("TERM");
    assert!(status.success());
    let stored = w.stored();
    let record = &stored.tables[&table];
    assert!(matches!(record.status, Status::Finished { .. }));
    let logged = &record.moves[choice.turn as usize];
    assert_eq!(
        logged.code, choice.code,
        "the move pressed before the kill is in the log once"
    );
    assert!(record.moves.iter().all(|m| m.by == MoveBy::Player));
    w.assert_clean();
}
