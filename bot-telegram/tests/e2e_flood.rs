//! End to end, a group flooded with informational commands: one member's thirty rounds of
//! `/rules blot`, `/tables`, `/top` within a minute cost the group at most six messages,
//! another member's `/help` typed meanwhile is answered, and an unknown command in a group is
//! ignored (answered in private).

mod common;
mod fake_telegram;

use std::time::{Duration, Instant};

use common::{PATIENCE, World};
use game::i18n::{Lang, Msg, text};
use game::table::GameKind;

const GROUP: i64 = -1003;
const ANI: i64 = 31;
const BORIS: i64 = 32;
/// How often the flooder types his three commands.
const ROUND: Duration = Duration::from_millis(1_900);

#[test]
fn thirty_rounds_of_rules_tables_and_top_cost_the_group_at_most_six_messages() {
    let mut w = World::new("flood");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.fake.add_user(BORIS, "Boris", "en", true);
    w.start();
    let help = text(Lang::En, &Msg::Help);
    let durak = text(Lang::En, &Msg::Rules(GameKind::Durak));
    let blot = text(Lang::En, &Msg::Rules(GameKind::Bazaar));

    // Ninety commands within a minute of the inputs' clock (the bot's own): a round every
    // 1.9 s, so that the flood guard's bucket of commands refills as it would.
    let flood = Instant::now();
    let mut asked = None;
    for round in 0..30 {
        for command in ["/rules blot", "/tables", "/top"] {
            w.say(ANI, GROUP, command);
        }
        if round == 15 {
            w.say(BORIS, GROUP, "/help");
            asked = Some(Instant::now());
        }
        std::thread::sleep(ROUND);
    }
    let asked = asked.expect("Boris asked");
    let answered = w.fake.wait(PATIENCE, "Boris's /help in the group", |f| {
        f.events()
            .into_iter()
            .find(|e| e.chat == GROUP && e.text == help)
            .map(|e| e.at)
    });
    println!(
        "flood: another member's /help answered {:?} after it was typed, amid 90 commands",
        answered.saturating_duration_since(asked)
    );

    // An unknown command in a group is for some other bot: nothing is said. Then Boris's
    // last question: answers leave a group in the order they were asked, so once it is
    // answered everything the flood was to cost the group has been posted.
    w.say(BORIS, GROUP, "/frobnicate");
    w.say(BORIS, GROUP, "/rules durak");
    w.fake.wait(PATIENCE, "Boris's /rules durak", |f| {
        f.messages(GROUP).into_iter().find(|m| m.text == durak)
    });
    println!(
        "flood: the group answered everything {:?} after the flood began",
        flood.elapsed()
    );
    let group = w.fake.messages(GROUP);
    let cost: Vec<&str> = group
        .iter()
        .map(|m| m.text.as_str())
        .filter(|t| *t != help && *t != durak && !t.contains("/frobnicate"))
        .collect();
    println!("flood: the flood cost the group {} messages", cost.len());
    assert!(
        cost.len() <= 6,
        "the flood cost the group {} messages: {cost:#?}",
        cost.len()
    );
    assert!(
        cost.iter().any(|t| *t == blot),
        "the flood's rules were answered once: {cost:#?}"
    );

    assert!(
        !group.iter().any(|m| m.text.contains("/frobnicate")),
        "an unknown command is not answered in a group"
    );
    // In private, an unknown command still gets the hint.
    w.say(BORIS, BORIS, "/frobnicate");
    w.fake
        .wait(PATIENCE, "the unknown command explained in private", |f| {
            f.messages(BORIS)
                .into_iter()
                .find(|m| m.text.contains("/frobnicate"))
        });
    w.assert_clean();
}
