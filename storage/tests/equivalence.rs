//! Property test: any sequence of commits leaves [`SledStore`] and [`MemoryStore`] with the
//! same answers, before and after the sled database is reopened.

use proptest::prelude::*;
use storage::{Commit, MemoryStore, SledStore, Space, Store, Write};

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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn sled_and_memory_stores_agree(
        commits in proptest::collection::vec(commit(), 0..24),
        prefixes in proptest::collection::vec(key(), 1..6),
    ) {
        let dir = tempfile::tempdir().expect("temporary directory");
        let memory = MemoryStore::new();
        {
            let sled = SledStore::open(dir.path()).expect("open");
            for (i, commit) in commits.iter().enumerate() {
                let expected = memory.commit(commit.clone()).map_err(|e| e.to_string());
                let actual = sled.commit(commit.clone()).map_err(|e| e.to_string());
                prop_assert_eq!(actual, expected, "commit {} of {:?}", i, commits);
            }
            prop_assert_eq!(observe(&sled, &prefixes), observe(&memory, &prefixes));
        }
        let reopened = SledStore::open(dir.path()).expect("reopen");
        prop_assert_eq!(observe(&reopened, &prefixes), observe(&memory, &prefixes));
    }
}
