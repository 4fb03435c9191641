//! Issue 39 (M9): a league's export reads the history records of its own tables, one `get`
//! each, never a scan of every chat's history.

use std::sync::atomic::Ordering;

use game::table::model::HistoryEntry;
use game::table::{ChatId, GameKind, Settings, TableId};
use host::{codec, history_index};
use storage::testing::Watched;
use storage::{Commit, Space, Store, Write, key};

/// A finished game's history record as the host writes it (its entry, seed, settings and
/// moves), with its index entry.
fn archive(store: &Watched, table: TableId, finished_at: u64) {
    let entry = HistoryEntry {
        table,
        chat: ChatId(format!("tg:-{}", table % 97)),
        game: GameKind::Bazaar,
        players: vec!["P1".into(), "P2".into(), "P3".into(), "P4".into()],
        winners: vec!["P1".into(), "P3".into()],
        pot: 0,
        finished_at,
    };
    let mut value = serde_json::to_value(&entry).unwrap();
    value["seed"] = serde_json::json!(table);
    value["settings"] = serde_json::to_value(Settings::new(GameKind::Bazaar)).unwrap();
    value["moves"] = serde_json::json!([]);
    let writes = vec![
        Write::put(
            Space::History,
            key::log(finished_at, table),
            serde_json::to_vec(&value).unwrap(),
        ),
        history_index::write(&entry),
    ];
    store.commit(Commit::unkeyed(writes)).unwrap();
}

#[test]
fn the_exports_finished_games_are_read_by_table_not_by_scanning_the_history() {
    let store = Watched::default();
    for n in 0..2_000 {
        archive(&store, 10_000 + n, 1_000 + n);
    }
    archive(&store, 7, 500);
    archive(&store, 42, 5_000);
    store.gets.store(0, Ordering::SeqCst);

    let found = codec::archived_games(&store, &[42, 7, 99]).unwrap();
    let mut tables: Vec<TableId> = found.iter().map(|g| g.table).collect();
    tables.sort();
    assert_eq!(
        tables,
        vec![7, 42],
        "the league's finished games, not a table more"
    );
    assert_eq!(store.history_scans.load(Ordering::SeqCst), 0, "no scan");
    let gets = store.gets.load(Ordering::SeqCst);
    println!("reads for 3 tables among 2002 records: {gets} gets");
    assert!(gets <= 6, "at most two reads a table: {gets}");

    // No table named: nothing read at all.
    store.gets.store(0, Ordering::SeqCst);
    assert!(codec::archived_games(&store, &[]).unwrap().is_empty());
    assert_eq!(store.gets.load(Ordering::SeqCst), 0);
}
