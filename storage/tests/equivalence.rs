//! Property test: any sequence of commits leaves [`SledStore`] and [`PgStore`] with the same
//! answers as [`MemoryStore`], before and after the database is reopened; the durable stores
//! take the commits in random batches ([`Store::commit_batch`]), the memory store one by one.
//!
//! The PostgreSQL case needs a server: the test starts one itself, and fails if it cannot.

use std::sync::OnceLock;

use proptest::prelude::*;
use storage::pg_server::TestServer;
use storage::{
    Commit, Committed, MemoryStore, PgStore, SledStore, Space, Store, StoreError, Write,
};

fn space() -> impl Strategy<Value = Space> {
    proptest::sample::select(Space::ALL.to_vec())
}

/// Short keys over a tiny alphabet, so keys repeat and are prefixes of one another.
fn key() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(proptest::sample::select(vec![0u8, 1, 2, 0xff]), 0..4)
}

fn write() -> impl Strategy<Value = Write> {
    prop_oneof![
        3 => (space(), key(), proptest::collection::vec(any::<u8>(), 0..12))
            .prop_map(|(space, key, value)| Write::Put { space, key, value }),
        1 => (space(), key()).prop_map(|(space, key)| Write::Delete { space, key }),
    ]
}

/// A few idempotency keys, so that some commits repeat one.
fn idempotency_key() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(proptest::sample::select(vec!["u1", "u2", "u3", "u4", "u5"]))
        .prop_map(|key| key.map(str::to_owned))
}

fn commit() -> impl Strategy<Value = Commit> {
    (idempotency_key(), proptest::collection::vec(write(), 0..6)).prop_map(
        |(idempotency_key, writes)| Commit {
            idempotency_key,
            writes,
            seen_at: Some(1),
            ..Commit::default()
        },
    )
}

/// Everything observable through the trait, for the given probes.
fn observe(store: &impl Store, prefixes: &[Vec<u8>]) -> Vec<String> {
    let mut seen = Vec::new();
    for space in Space::ALL {
        seen.push(format!(
            "{space} all: {:?}",
            store.scan(space, b"").map_err(|e| e.to_string())
        ));
        for prefix in prefixes {
            seen.push(format!(
                "{space} {prefix:?}*: {:?}",
                store.scan(space, prefix).map_err(|e| e.to_string())
            ));
            seen.push(format!(
                "{space} {prefix:?}: {:?}",
                store.get(space, prefix).map_err(|e| e.to_string())
            ));
        }
    }
    for key in ["u1", "u2", "u3", "u4", "u5"] {
        seen.push(format!(
            "seen {key}: {:?}",
            store.seen(key).map_err(|e| e.to_string())
        ));
    }
    seen
}

/// Commits `commits` into `store` in batches of the given sizes (cycled; 1 is one by one),
/// and into `memory` one by one; their answers must agree.
fn commit_both(
    store: &impl Store,
    memory: &MemoryStore,
    commits: &[Commit],
    sizes: &[usize],
) -> Result<(), TestCaseError> {
    let mut rest = commits;
    let mut sizes = sizes.iter().cycle();
    while !rest.is_empty() {
        let size = (*sizes.next().unwrap_or(&1)).clamp(1, rest.len());
        let (batch, tail) = rest.split_at(size);
        rest = tail;
        let expected: Result<Vec<Committed>, String> = batch
            .iter()
            .map(|c| memory.commit(c.clone()).map_err(|e| e.to_string()))
            .collect();
        let actual = if size == 1 {
            store.commit(batch[0].clone()).map(|c| vec![c])
        } else {
            store.commit_batch(batch.to_vec())
        }
        .map_err(|e: StoreError| e.to_string());
        prop_assert_eq!(actual, expected, "batch {:?} of {:?}", batch, commits);
    }
    Ok(())
}

/// One database for every case; each case empties it first.
fn postgres_url() -> &'static str {
    static URL: OnceLock<String> = OnceLock::new();
    URL.get_or_init(|| TestServer::shared().database())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn postgres_and_memory_stores_agree(
        commits in proptest::collection::vec(commit(), 0..24),
        sizes in proptest::collection::vec(1usize..5, 1..4),
        prefixes in proptest::collection::vec(key(), 1..6),
    ) {
        let memory = MemoryStore::new();
        {
            let postgres = PgStore::connect(postgres_url()).expect("connect");
            let mut client = postgres::Client::connect(postgres_url(), postgres::NoTls)
                .expect("client");
            client.batch_execute("TRUNCATE entries, idempotency").expect("empty the database");
            commit_both(&postgres, &memory, &commits, &sizes)?;
            prop_assert_eq!(observe(&postgres, &prefixes), observe(&memory, &prefixes));
        }
        let reopened = PgStore::connect(postgres_url()).expect("reconnect");
        prop_assert_eq!(observe(&reopened, &prefixes), observe(&memory, &prefixes));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn sled_and_memory_stores_agree(
        commits in proptest::collection::vec(commit(), 0..24),
        sizes in proptest::collection::vec(1usize..5, 1..4),
        prefixes in proptest::collection::vec(key(), 1..6),
    ) {
        let dir = tempfile::tempdir().expect("temporary directory");
        let memory = MemoryStore::new();
        {
            let sled = SledStore::open(dir.path()).expect("open");
            commit_both(&sled, &memory, &commits, &sizes)?;
            prop_assert_eq!(observe(&sled, &prefixes), observe(&memory, &prefixes));
        }
        let reopened = SledStore::open(dir.path()).expect("reopen");
        prop_assert_eq!(observe(&reopened, &prefixes), observe(&memory, &prefixes));
    }
}
