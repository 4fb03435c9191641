//! End to end, a channel flooded with informational commands: one member's thirty rounds of
//! `/rules blot`, `/tables`, `/top` within a minute cost the channel at most six public
//! messages, every one of the interactions is still answered (privately beyond the budget),
//! and another member's `/tables` made meanwhile is answered.

mod common;
mod fake;

use common::Bot;
use fake::{Fake, Person};
use game::i18n::{Lang, Msg, text};
use game::table::GameKind;
use serde_json::json;

const ANNA: Person = Person {
    id: 300_000_000_000_000_011,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 300_000_000_000_000_012,
    name: "Boris",
};

/// The first line of a phrase: what a message showing it starts with.
fn first_line(words: &str) -> String {
    words.lines().next().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_rounds_of_rules_tables_and_top_cost_the_channel_at_most_six_messages() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    // No table is open: `/tables` says so.
    let header = text(Lang::En, &Msg::NoOpenTables);
    let durak = first_line(&text(Lang::En, &Msg::Rules(GameKind::Durak)));
    let blot = first_line(&text(Lang::En, &Msg::Rules(GameKind::Bazaar)));
    let game = |name: &str| json!([{"name": "game", "type": 3, "value": name}]);

    // Ninety commands within a minute of the inputs' clock (the bot's own): a round every
    // 1.9 s, so that the flood guard's bucket of commands refills as it would.
    let flood = std::time::Instant::now();
    let mut asked = None;
    for round in 0..30 {
        fake.slash(ANNA, "rules", game("blot"));
        fake.slash(ANNA, "tables", json!([]));
        fake.slash(ANNA, "top", json!([]));
        if round == 15 {
            asked = Some((
                fake.slash(BORIS, "tables", json!([])),
                std::time::Instant::now(),
            ));
        }
        tokio::time::sleep(std::time::Duration::from_millis(1_900)).await;
    }
    let (tables, at) = asked.expect("Boris asked");
    // His answer: his alone (the same list was just shown in the channel), or a list in the
    // channel besides Anna's.
    fake.wait_for("Boris's /tables answered", |st| {
        let public = st
            .messages
            .values()
            .filter(|m| !m.deleted && !m.ephemeral && m.content.contains(&header));
        st.answer(tables)
            .is_some_and(|m| m.content.contains(&header))
            || public.count() >= 2
    })
    .await;
    // When his interaction's answer was written (or its placeholder removed).
    let token = fake.interaction(tables).token;
    let answered = fake
        .state
        .lock()
        .unwrap()
        .requests
        .iter()
        .find(|r| r.path.contains(&token) && r.path.ends_with("/messages/@original"))
        .map(|r| r.at.saturating_duration_since(at));
    println!(
        "flood: another member's /tables answered {answered:?} after it was made, amid 90 commands"
    );

    // Boris's last question: the channel's answers leave in the order they were asked, so
    // once it is answered everything the flood was to cost the channel has been posted.
    fake.slash(BORIS, "rules", game("durak"));
    fake.wait_public("Boris's /rules durak", |m| m.content.starts_with(&durak))
        .await;
    fake.quiet().await;
    println!(
        "flood: the channel answered everything {:?} after the flood began",
        flood.elapsed()
    );
    let cost: Vec<String> = fake
        .messages()
        .into_iter()
        .filter(|m| !m.ephemeral && !m.content.starts_with(&durak))
        .map(|m| m.content)
        .collect();
    println!("flood: the flood cost the channel {} messages", cost.len());
    assert!(
        cost.len() <= 6,
        "the flood cost the channel {} messages: {cost:#?}",
        cost.len()
    );
    assert!(
        cost.iter().any(|t| t.starts_with(&blot)),
        "the flood's rules were answered once in the channel: {cost:#?}"
    );
    // Every interaction was answered; the rules beyond the channel's budget came to Anna alone.
    let privately = fake
        .messages()
        .into_iter()
        .filter(|m| m.ephemeral && m.viewer == Some(ANNA.id) && m.content.starts_with(&blot))
        .count();
    assert!(privately >= 1, "Anna read the rules again, privately");
    fake.assert_clean();
}

/// Three hundred people in three hundred channels asking at once: the owner task has a burst
/// of work to commit and answer, and every interaction is still acknowledged within Discord's
/// 3 s (the fake refuses a later answer and counts it as a violation).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_three_hundred_interactions_is_acknowledged_within_three_seconds() {
    let fake = Fake::start().await;
    fake.set_latency(std::time::Duration::from_millis(100));
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    let names: Vec<&'static str> = (0..300)
        .map(|n| &*Box::leak(format!("P{n}").into_boxed_str()))
        .collect();
    let asked: Vec<u64> = names
        .iter()
        .enumerate()
        .map(|(n, name)| {
            let who = Person {
                id: 300_000_000_000_001_000 + n as u64,
                name,
            };
            fake.slash_in_channel(who, fake::CHANNEL_ID + 1 + n as u64, "tables", json!([]))
        })
        .collect();
    fake.wait_for("every interaction answered or refused", |st| {
        let answered = asked
            .iter()
            .filter(|i| st.interactions[*i].answered.is_some())
            .count();
        answered + st.late_answers.len() >= asked.len()
    })
    .await;
    let late = fake.state.lock().unwrap().late_answers.clone();
    assert!(late.is_empty(), "answered after 3 s: {late:?}");
    fake.quiet().await;
    fake.assert_clean();
}
