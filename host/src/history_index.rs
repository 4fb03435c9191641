//! The history's index by table: a finished game's record is keyed by when it ended and its
//! table (`storage::key::log(finished_at, table)`, so that it is pruned oldest first), and
//! `history-of/<table>` in `Space::Meta` holds that time, so that the record of one table is
//! one `get` away instead of a scan of every chat's history (a league's export names its
//! fixtures' tables).
//!
//! The index is written with the record ([`write`]), pruned with it ([`prune`]), and built
//! once for the records of programs that kept none ([`backfill`], housekeeping's first pass).

use game::table::TableId;
use game::table::model::HistoryEntry;
use storage::{Commit, Space, Store, StoreError, Write, key};

const PREFIX: &str = "history-of/";
/// Set once every record older than the index has been indexed.
const BACKFILLED: &[u8] = b"history-index-built";
/// Index entries written per commit by [`backfill`].
const BACKFILL_BATCH: usize = 1000;

fn index_key(table: TableId) -> Vec<u8> {
    format!("{PREFIX}{table:020}").into_bytes()
}

/// The write that indexes a history record, to go in the same commit.
pub fn write(entry: &HistoryEntry) -> Write {
    Write::put(
        Space::Meta,
        index_key(entry.table),
        entry.finished_at.to_be_bytes().to_vec(),
    )
}

/// The history key of the game played at `table`, when the index knows one.
pub fn history_key(store: &dyn Store, table: TableId) -> Result<Option<[u8; 16]>, StoreError> {
    let Some(value) = store.get(Space::Meta, &index_key(table))? else {
        return Ok(None);
    };
    Ok(key::parse_u64(&value).map(|finished_at| key::log(finished_at, table)))
}

/// Indexes every history record, once per store (later ones are indexed as they are
/// written): one read of the whole history, by the operator's housekeeping rather than at a
/// chat's request. Returns the records indexed (0 when it was done before).
pub fn backfill(store: &dyn Store) -> Result<usize, StoreError> {
    if store.get(Space::Meta, BACKFILLED)?.is_some() {
        return Ok(0);
    }
    let mut writes: Vec<Write> = store
        .scan(Space::History, b"")?
        .into_iter()
        .filter_map(|(k, _)| key::parse_log(&k))
        .map(|(finished_at, table)| {
            Write::put(
                Space::Meta,
                index_key(table),
                finished_at.to_be_bytes().to_vec(),
            )
        })
        .collect();
    let indexed = writes.len();
    writes.push(Write::put(Space::Meta, BACKFILLED, vec![1]));
    // In commits of bounded size, the mark last.
    while !writes.is_empty() {
        let rest = writes.split_off(writes.len().min(BACKFILL_BATCH));
        store.commit(Commit::unkeyed(std::mem::replace(&mut writes, rest)))?;
    }
    Ok(indexed)
}

/// Deletes the oldest history records ended before `before` (at most `limit`) and their index
/// entries, in one commit; returns how many records.
pub fn prune(store: &dyn Store, before: u64, limit: usize) -> Result<usize, StoreError> {
    let old = store.scan_before(Space::History, &key::log(before, 0), limit)?;
    if old.is_empty() {
        return Ok(0);
    }
    let mut writes = Vec::with_capacity(old.len() * 2);
    for (k, _) in &old {
        if let Some((_, table)) = key::parse_log(k) {
            writes.push(Write::delete(Space::Meta, index_key(table)));
        }
        writes.push(Write::delete(Space::History, k.clone()));
    }
    store.commit(Commit::unkeyed(writes))?;
    Ok(old.len())
}

#[cfg(test)]
mod tests {
    use storage::MemoryStore;

    use super::*;

    fn record(store: &MemoryStore, table: TableId, finished_at: u64, indexed: bool) {
        let mut writes = vec![Write::put(
            Space::History,
            key::log(finished_at, table),
            b"{}".to_vec(),
        )];
        if indexed {
            writes.push(Write::put(
                Space::Meta,
                index_key(table),
                finished_at.to_be_bytes().to_vec(),
            ));
        }
        store.commit(Commit::unkeyed(writes)).expect("commit");
    }

    #[test]
    fn records_of_older_programs_are_indexed_once_and_pruned_with_their_index() {
        let store = MemoryStore::new();
        record(&store, 7, 100, false);
        record(&store, 3, 200, false);
        record(&store, 9, 300, true);
        assert_eq!(history_key(&store, 7).expect("get"), None);
        assert_eq!(backfill(&store).expect("backfill"), 3);
        assert_eq!(backfill(&store).expect("again"), 0, "once");
        assert_eq!(history_key(&store, 7).expect("get"), Some(key::log(100, 7)));
        assert_eq!(history_key(&store, 3).expect("get"), Some(key::log(200, 3)));
        assert_eq!(prune(&store, 250, 10).expect("prune"), 2);
        assert_eq!(history_key(&store, 7).expect("get"), None);
        assert_eq!(history_key(&store, 9).expect("get"), Some(key::log(300, 9)));
        let index = store.scan(Space::Meta, PREFIX.as_bytes()).expect("scan");
        assert_eq!(index.len(), 1, "the pruned records' entries went with them");
    }
}
