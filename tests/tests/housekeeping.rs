//! Housekeeping under the bots: a finished game's log leaves the live key space for its
//! history record at once; ended tables leave the service and the store after the keeping
//! time (their message ids too); idempotency keys go after the retention window; live tables
//! and the chips stay.

use std::time::Duration;

use game::table::Status;
use host::ops::{OpsSettings, sweep};
use host::{Front, Place};
use storage::{MemoryStore, Space, Store, key};
use tests::driver::{Driver, member};

const T0: u64 = 1_700_000_000_000;
const HOUR: u64 = 3_600_000;

#[test]
fn ended_tables_and_old_keys_leave_the_live_key_space_and_live_tables_stay() {
    let mut bot = Driver::new(Front::open(MemoryStore::new(), 11).expect("front"), T0, 0);
    let mut finished = Vec::new();
    for n in 1..=3u64 {
        let player = member(&format!("tg:-{n}"), n);
        let table = bot
            .open_and_start(&player, "/toto21")
            .expect("open")
            .expect("a table");
        let status = bot.finish(table, &player, 10_000).expect("play");
        assert!(
            matches!(status, Some(Status::Finished { .. })),
            "{status:?}"
        );
        finished.push(table);
    }
    let store = bot.front.durable().store();
    for &table in &finished {
        assert!(
            store
                .scan(Space::Log, &key::table(table))
                .expect("scan")
                .is_empty()
        );
    }
    let history = store.scan(Space::History, b"").expect("history");
    assert_eq!(history.len(), 3);
    let record: serde_json::Value = serde_json::from_slice(&history[0].1).expect("json");
    assert!(
        record["moves"].as_array().is_some_and(|m| !m.is_empty()),
        "{record}"
    );
    assert_eq!(host::codec::history(store).expect("entries").len(), 3);

    let live_player = member("tg:-9", 9);
    let live = bot
        .open_and_start(&live_player, "/durak")
        .expect("open")
        .expect("a table");
    let place = Place::Table {
        chat: live_player.chat.clone(),
        table: finished[0],
    };
    bot.front.set_message_ref(&place, "42").expect("remember");
    let live_place = Place::Table {
        chat: live_player.chat.clone(),
        table: live,
    };
    bot.front
        .set_message_ref(&live_place, "43")
        .expect("remember");

    let settings = OpsSettings {
        key_retention: Duration::from_secs(7 * 24 * 3600),
        keep_ended: Duration::from_secs(24 * 3600),
        ..OpsSettings::default()
    };
    let keys = bot.front.durable().store().counts().expect("counts").keys;
    assert!(keys > 10, "{keys}");
    let now = bot.now;
    let swept = sweep(&mut bot.front, &settings, now + HOUR).expect("sweep");
    assert_eq!((swept.keys, swept.tables), (0, 0), "too early for anything");

    let swept = sweep(&mut bot.front, &settings, now + 25 * HOUR).expect("sweep");
    assert_eq!((swept.keys, swept.tables), (0, 3));
    let store = bot.front.durable().store();
    let counts = store.counts().expect("counts");
    assert_eq!(counts.of(Space::Tables), 1, "only the live table");
    assert_eq!(bot.front.message_ref(&place).expect("ref"), None);
    assert_eq!(
        bot.front.message_ref(&live_place).expect("ref").as_deref(),
        Some("43")
    );
    assert_eq!(bot.status(live), Some(Status::Playing));
    let service = bot.front.durable().service();
    assert!(service.tables.keys().all(|id| !finished.contains(id)));
    assert_eq!(service.chips_in_play(), service.meta.granted);

    let swept = sweep(&mut bot.front, &settings, now + 8 * 24 * HOUR).expect("sweep");
    assert_eq!(swept.keys, keys, "every key is older than the window now");
    assert_eq!(
        swept.history, 0,
        "the history is kept (two years unless told otherwise)"
    );
    let counts = bot.front.durable().store().counts().expect("counts");
    assert_eq!((counts.keys, counts.of(Space::History)), (0, 3));

    let settings = OpsSettings {
        keep_history: Some(Duration::from_secs(8 * 24 * 3600)),
        ..settings
    };
    let swept = sweep(&mut bot.front, &settings, now + 7 * 24 * HOUR).expect("sweep");
    assert_eq!(swept.history, 0, "finished seven days ago");
    let swept = sweep(&mut bot.front, &settings, now + 9 * 24 * HOUR).expect("sweep");
    assert_eq!(swept.history, 3);
    let service = bot.front.durable().service();
    assert_eq!(
        service.chips_in_play(),
        service.meta.granted,
        "chips do not depend on it"
    );
    assert_eq!(
        service.users.values().map(|u| u.games).sum::<u32>(),
        3,
        "nor the stats"
    );
}
