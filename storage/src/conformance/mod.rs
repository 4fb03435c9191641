//! The conformance suite: every check runs against [`MemoryStore`], [`SledStore`] and
//! [`PgStore`] (on a PostgreSQL server the test binary starts itself, one fresh database per
//! test: these tests fail when no server can be started).

mod batches;
mod commits;
mod conditions;
mod leases;
mod scans;
mod watching;

use tempfile::TempDir;

use crate::{
    Commit, Committed, Entry, MemoryStore, PgStore, SledStore, Space, Store, StoreError,
    pg_server::TestServer,
};
use batches::*;
use commits::*;
use conditions::*;
use leases::*;
use scans::*;
use watching::*;

/// A store under test, with a way to plant a value as it would lie on disk.
pub(crate) trait Subject: Store {
    fn put_raw(&self, space: Space, key: &[u8], stored: &[u8]) -> Result<(), StoreError>;
}

impl Subject for MemoryStore {
    fn put_raw(&self, space: Space, key: &[u8], stored: &[u8]) -> Result<(), StoreError> {
        MemoryStore::put_raw(self, space, key, stored)
    }
}

impl Subject for SledStore {
    fn put_raw(&self, space: Space, key: &[u8], stored: &[u8]) -> Result<(), StoreError> {
        SledStore::put_raw(self, space, key, stored)
    }
}

impl Subject for PgStore {
    fn put_raw(&self, space: Space, key: &[u8], stored: &[u8]) -> Result<(), StoreError> {
        PgStore::put_raw(self, space, key, stored)
    }
}

fn postgres() -> (PgStore, ()) {
    let url = TestServer::shared().database();
    let store = PgStore::connect(&url).expect("connect to a fresh database");
    (store, ())
}

fn memory() -> (MemoryStore, ()) {
    (MemoryStore::new(), ())
}

fn sled() -> (SledStore, TempDir) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = SledStore::open(dir.path()).expect("open a fresh sled store");
    (store, dir)
}

fn get(store: &impl Store, space: Space, key: &[u8]) -> Option<Vec<u8>> {
    store.get(space, key).expect("get")
}

fn commit(store: &impl Store, commit: Commit) -> Committed {
    store.commit(commit).expect("commit")
}

fn keys(entries: &[Entry]) -> Vec<Vec<u8>> {
    entries.iter().map(|(k, _)| k.clone()).collect()
}

macro_rules! conformance {
    ($store:ident, $make:path) => {
        mod $store {
            conformance!(@tests $make,
                empty_store_has_nothing,
                multi_space_commit_applies_every_write,
                replayed_key_writes_nothing,
                racing_commits_under_one_key_apply_once_and_whole,
                scan_is_ordered_and_bounded_by_prefix,
                delete_removes_and_order_within_a_commit_holds,
                values_of_an_unknown_version_are_refused,
                a_batch_applies_in_order_as_one_by_one,
                racing_batches_apply_each_key_once,
                keys_seen_before_a_time_are_pruned_and_only_those,
                scan_before_returns_the_oldest_first_within_the_limit,
                a_lease_is_held_until_it_lapses_then_taken_over_with_a_larger_token,
                leases_released_or_lapsed_long_ago_are_pruned_and_their_tokens_never_repeat,
                a_fenced_commit_is_refused_and_writes_nothing,
                a_batch_with_a_fenced_commit_writes_nothing,
                an_expected_value_that_changed_is_a_conflict_and_writes_nothing,
                racing_conditional_transfers_conserve_the_total,
                watchers_hear_the_topics_of_commits_applied_and_only_those,
            );
        }
    };
    (@tests $make:path, $($check:ident),+ $(,)?) => {
        $(
            #[test]
            fn $check() {
                let (store, _guard) = $make();
                super::$check(&store);
            }
        )+
    };
}

conformance!(memory_store, super::memory);
conformance!(sled_store, super::sled);
conformance!(postgres_store, super::postgres);

/// Several processes on one PostgreSQL database: a watcher hears the commits of another
/// store (another process's pool), and every watcher of a store hears them.
#[test]
fn a_postgres_watcher_hears_the_commits_of_another_process() {
    let url = TestServer::shared().database();
    let (here, there) = (
        PgStore::connect(&url).expect("connect"),
        PgStore::connect(&url).expect("connect"),
    );
    let (first, second) = (watcher(&here), watcher(&here));
    let write = vec![crate::Write::put(
        Space::Chats,
        b"c".to_vec(),
        b"x".to_vec(),
    )];
    commit(&there, Commit::unkeyed(write).notifying("table:9"));
    assert_eq!(heard_until(&first, "table:9"), ["table:9"]);
    assert_eq!(heard_until(&second, "table:9"), ["table:9"]);
}

/// The listening connection dropped (its server process ended): the watcher is told it may
/// have missed some, and hears the commits after it again.
#[test]
fn a_postgres_watcher_whose_connection_dropped_is_told_and_hears_again() {
    let url = TestServer::shared().database();
    let store = PgStore::connect(&url).expect("connect");
    let heard = watcher(&store);
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
    let ended = admin
        .execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE 'LISTEN%'",
            &[],
        )
        .expect("terminate the listener");
    assert_eq!(ended, 1, "one listening connection");
    match heard.recv_timeout(std::time::Duration::from_secs(30)) {
        Ok(crate::Change::Missed) => {}
        other => panic!("not told of the drop: {other:?}"),
    }
    let write = vec![crate::Write::put(
        Space::Chats,
        b"c".to_vec(),
        b"x".to_vec(),
    )];
    commit(&store, Commit::unkeyed(write).notifying("after"));
    assert_eq!(heard_until(&heard, "after"), ["after"]);
}
