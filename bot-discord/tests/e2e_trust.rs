//! End to end, against the fake Discord: a `/join` typed in another guild's channel is refused
//! (ephemerally, in the sender's language) and seats nobody, and the bot deals from 256-bit
//! seeds the system draws. Both failed on the old code (the stranger sat down; a table's seed
//! was the start's millisecond mixed with its number).

mod common;
mod fake;

use common::{Bot, other_guild, stop, table_in};
use fake::{Fake, Person};
use game::cards::Seed;
use game::i18n::{Lang, Msg, text};
use game::table::UserId;
use serde_json::json;

const ANNA: Person = Person {
    id: 300_000_000_000_000_021,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 300_000_000_000_000_022,
    name: "Boris",
};
const EVE: Person = Person {
    id: 300_000_000_000_000_025,
    name: "Eve",
};

fn stored(data: &std::path::Path) -> game::table::Service {
    let store = storage::SledStore::open(data).expect("open the store");
    host::codec::load(&store, 0).expect("load the store")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_from_another_guilds_channel_is_refused_and_seats_nobody() {
    let fake = Fake::start().await;
    let (_, other_channel) = other_guild(&fake);
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    let opened = fake.slash(ANNA, "durak", json!([]));
    fake.settle(opened).await;
    let table_message = table_in(&fake, fake::CHANNEL_ID).await;
    let table = 1;
    assert!(
        table_message.content.contains("#1"),
        "{}",
        table_message.content
    );

    let join = json!([{"name": "table", "type": 4, "value": table}]);
    let asked = fake.slash_in_channel(EVE, other_channel, "join", join.clone());
    let refusal = text(Lang::En, &Msg::DenyTableElsewhere { id: table });
    fake.wait_for("the stranger's join refused, to him alone", |st| {
        st.answer(asked)
            .is_some_and(|m| m.ephemeral && m.content.contains(&refusal))
    })
    .await;
    // In the table's channel the same command seats Boris.
    let joined = fake.slash(BORIS, "join", join);
    fake.settle(joined).await;
    fake.wait_for("Boris at the table", |st| {
        st.messages
            .get(&table_message.id)
            .is_some_and(|m| m.content.contains("Boris"))
    })
    .await;
    assert!(!fake.message(table_message.id).content.contains("Eve"));
    stop(bot).await;
    let service = stored(dir.path());
    let seated: Vec<Option<UserId>> = service.tables[&table]
        .seats
        .iter()
        .map(|s| s.user.clone())
        .collect();
    assert!(!seated.contains(&Some(UserId(format!("dc:{}", EVE.id)))));
    assert!(
        matches!(service.tables[&table].seed, Seed::Full(_)),
        "a 256-bit seed"
    );
}
