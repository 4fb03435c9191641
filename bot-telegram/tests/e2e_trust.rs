//! End to end, against the fake Bot API: nobody sits at another chat's table (a `/join` from
//! another group or from a private chat is refused and changes nothing), and fresh bots deal
//! from seeds the operating system draws, never from their start. Both failed on the old code
//! (a stranger's `/join 1` seated him; a table's seed was a 64-bit number from the clock).

mod common;
mod fake_telegram;

use common::{PATIENCE, World};
use game::cards::Seed;
use game::i18n::{Lang, Msg, text};
use game::table::UserId;

const GROUP: i64 = -1001;
const OTHER_GROUP: i64 = -1002;
const ANI: i64 = 11;
const BORIS: i64 = 12;
const CARL: i64 = 13;
const DANA: i64 = 14;
const EVE: i64 = 66;

fn world(name: &str) -> World {
    let w = World::new(name);
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_group(OTHER_GROUP, "Strangers");
    for (id, name) in [
        (ANI, "Ani"),
        (BORIS, "Boris"),
        (CARL, "Carl"),
        (DANA, "Dana"),
        (EVE, "Eve"),
    ] {
        w.fake.add_user(id, name, "en", true);
    }
    w
}

#[test]
fn a_join_from_another_group_or_a_private_chat_is_refused_and_seats_nobody() {
    let mut w = world("trust_join");
    w.start();
    let table = w.open_table(ANI, GROUP, "/blot");
    let refusal = text(Lang::En, &Msg::DenyTableElsewhere { id: table });
    let refusals = |f: &fake_telegram::Fake| {
        [OTHER_GROUP, EVE]
            .iter()
            .flat_map(|&chat| f.messages(chat))
            .filter(|m| m.text.contains(&refusal))
            .count()
    };
    w.say(EVE, OTHER_GROUP, &format!("/join {table}"));
    w.fake
        .wait(PATIENCE, "the refusal of a join from another group", |f| {
            (refusals(f) >= 1).then_some(())
        });
    w.say(EVE, EVE, &format!("/join {table} 2"));
    w.fake
        .wait(PATIENCE, "the refusal of a join from a private chat", |f| {
            (refusals(f) >= 2).then_some(())
        });
    // In the table's own group the join works.
    w.say(BORIS, GROUP, &format!("/join {table}"));
    w.fake.wait(PATIENCE, "Boris seated", |_| {
        w.table_message(GROUP, table)
            .filter(|m| m.text.contains("Boris"))
    });
    assert!(
        !w.table_message(GROUP, table).unwrap().text.contains("Eve"),
        "the stranger is not on the table"
    );
    w.stop_with("TERM");
    let stored = w.stored();
    let seated: Vec<Option<UserId>> = stored.tables[&table]
        .seats
        .iter()
        .map(|s| s.user.clone())
        .collect();
    assert!(!seated.contains(&Some(UserId(format!("tg:{EVE}")))));
    assert!(seated.contains(&Some(UserId(format!("tg:{BORIS}")))));
}

/// Starts a bot, deals one Bazaar Blot table to four players, stops the bot: the table's seed
/// and Ani's hand as she was shown it.
fn first_deal(name: &str) -> (Seed, String) {
    let mut w = world(name);
    w.start();
    let table = w.open_table(ANI, GROUP, "/blot");
    for who in [BORIS, CARL, DANA] {
        w.say(who, GROUP, &format!("/join {table}"));
    }
    let hand = w.fake.wait(PATIENCE, "Ani's hand", |_| w.hand(ANI, table));
    w.stop_with("TERM");
    (w.stored().tables[&table].seed, hand.text)
}

#[test]
fn fresh_bots_deal_from_seeds_the_system_draws() {
    let (seed_one, hand_one) = first_deal("trust_seed_one");
    let (seed_two, hand_two) = first_deal("trust_seed_two");
    assert!(matches!(seed_one, Seed::Full(_)), "a 256-bit seed");
    assert!(matches!(seed_two, Seed::Full(_)), "a 256-bit seed");
    assert_ne!(seed_one, seed_two);
    assert_ne!(hand_one, hand_two, "two fresh bots dealt the same hand");
}
