//! End to end, computer players: the real bot binary against the fake Bot API over a real
//! round trip. Three strong computers play a whole game with a person, each of their moves
//! thought off the bot's main path and landing at its pace; a player steps away mid-deal
//! (`/away`), the computer plays his seat, and he takes it back ("I'm back" in his hand).

mod common;
mod fake_telegram;

use std::time::Duration;

use game::table::model::MoveBy;
use game::table::{Ai, Status, UserId};
use tests::Rng;

use common::{PATIENCE, World};

const GROUP: i64 = -3003;
/// The fake's round trip for every call (a real network's order of magnitude).
const ROUND_TRIP: Duration = Duration::from_millis(50);

fn uid(id: i64) -> UserId {
    UserId(format!("tg:{id}"))
}

#[test]
fn three_strong_computers_play_a_whole_bazaar_game_with_a_person() {
    let ani = 71;
    let mut w = World::for_games("strong");
    w.fake.add_group(GROUP, "Blot club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.say(ani, ani, "/start");
    w.fake.set_latency(ROUND_TRIP);
    w.start();

    let table = w.open_table(ani, GROUP, "/blot 151");
    let started = w.press_table(ani, GROUP, table, &format!("s:{table}"));
    assert!(!started.show_alert, "{started:?}");
    let mut rng = Rng::new(11);
    let (pressed, _) = w.play(table, &[ani], &mut rng, |w| w.finished(GROUP, table));
    assert!(pressed > 8, "Ani played her part: {pressed}");
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let record = &stored.tables[&table];
    assert!(matches!(record.status, Status::Finished { .. }));
    assert_eq!(record.settings.ai, Ai::Strong, "strong by default");
    let seat = record.seat_of(&uid(ani)).expect("Ani is seated");
    for other in (0..4).filter(|&s| s != seat) {
        assert!(record.seats[usize::from(other)].computer);
        let moves: Vec<_> = record.moves.iter().filter(|m| m.seat == other).collect();
        assert!(!moves.is_empty(), "computer {other} played");
        assert!(moves.iter().all(|m| m.by == MoveBy::Computer));
    }
    // Each computer move came no sooner than the pace after the move before it.
    let pace = u64::from(w.computer_pace_ms);
    for pair in record.moves.windows(2) {
        if pair[1].by == MoveBy::Computer {
            assert!(
                pair[1].at >= pair[0].at + pace,
                "a computer move {} ms after the one before",
                pair[1].at - pair[0].at
            );
        }
    }
    // Replayed from the seed, each computer move is the strong player's choice at that point.
    let mut replay = record.clone();
    replay.start_engine().expect("the game starts again");
    let engine = replay.engine.as_mut().expect("an engine");
    for logged in &record.moves {
        if logged.by == MoveBy::Computer {
            let strong = game::table::think(engine, logged.seat, Ai::Strong);
            assert_eq!(strong.as_deref(), Some(logged.code.as_str()), "{logged:?}");
        }
        engine
            .apply(logged.seat, &logged.code)
            .expect("a legal move");
    }
    w.assert_no_leak(GROUP, &[ani]);
    w.assert_clean();
}

#[test]
fn a_player_steps_away_mid_deal_and_takes_his_seat_back() {
    let (ani, boris) = (81, 82);
    let mut w = World::for_games("away");
    w.fake.add_group(GROUP, "Belote club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.fake.add_user(boris, "Boris", "en", true);
    w.say(ani, ani, "/start");
    w.say(boris, boris, "/start");
    w.fake.set_latency(ROUND_TRIP);
    w.start();

    let table = w.open_table(ani, GROUP, "/belote2 11");
    w.press_table(boris, GROUP, table, &format!("j:{table}"));
    let mut rng = Rng::new(17);
    // Into the first deal's trick play: Boris held his nine cards and has played one (his
    // hand may be missing for a moment while it is posted anew at the bottom of his chat).
    let mut dealt = false;
    let mut held = 0;
    w.play(table, &[ani, boris], &mut rng, |w| {
        let cards = w.hand(boris, table).map_or(0, |h| {
            tests::hand_cards(&h.text, game::i18n::Lang::En).len()
        });
        dealt |= cards == 9;
        held = cards;
        dealt && (1..9).contains(&cards)
    });
    // Boris steps away by typing /away in the group.
    w.say(boris, GROUP, "/away");
    let back = format!("tb:{table}");
    let hand = w.fake.wait(PATIENCE, "Boris's \"I'm back\"", |_| {
        w.hand(boris, table).filter(|h| {
            h.buttons()
                .any(|b| b.data.as_deref() == Some(back.as_str()))
        })
    });
    // Ani plays on; the computer plays Boris's cards meanwhile.
    w.play(table, &[ani], &mut rng, |w| {
        w.finished(GROUP, table)
            || w.hand(boris, table)
                .is_some_and(|h| tests::hand_cards(&h.text, game::i18n::Lang::En).len() < held)
    });
    assert!(
        !w.finished(GROUP, table),
        "the game ended while he was away"
    );
    // "I'm back", pressed in his hand.
    let hand = w.hand(boris, table).unwrap_or(hand);
    let callback = w.fake.press(boris, boris, hand.id, &back);
    let answer = w.fake.wait_answer(&callback, PATIENCE);
    assert!(!answer.show_alert, "{answer:?}");
    w.play(table, &[ani, boris], &mut rng, |w| w.finished(GROUP, table));
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let record = &stored.tables[&table];
    assert!(matches!(record.status, Status::Finished { .. }));
    let seat = record.seat_of(&uid(boris)).expect("Boris keeps his seat");
    let by: Vec<MoveBy> = record
        .moves
        .iter()
        .filter(|m| m.seat == seat)
        .map(|m| m.by)
        .collect();
    let own = by.iter().take_while(|b| **b == MoveBy::Player).count();
    let computer = by[own..]
        .iter()
        .take_while(|b| **b == MoveBy::Computer)
        .count();
    assert!(own >= 1 && computer >= 1, "he, then the computer: {by:?}");
    assert!(
        by[own + computer..].iter().all(|b| *b == MoveBy::Player),
        "then he again: {by:?}"
    );
    assert!(
        own + computer < by.len(),
        "he played again after his return: {by:?}"
    );
    w.assert_clean();
}
