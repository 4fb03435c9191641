//! Commits: every write applied, a replayed key writing nothing, racing commits under one
//! key, deletes and the order of writes, values of an unknown version refused.

use std::collections::BTreeSet;
use std::sync::Barrier;

use super::{Subject, commit, get, keys};
use crate::version::FORMAT_VERSION;
use crate::{Commit, Committed, Space, StoreError, Write, key};

pub(crate) fn empty_store_has_nothing(store: &impl Subject) {
    for space in Space::ALL {
        assert_eq!(get(store, space, b"k"), None);
        assert_eq!(store.scan(space, b"").expect("scan"), vec![]);
    }
    assert!(!store.seen("update-1").expect("seen"));
}

pub(crate) fn multi_space_commit_applies_every_write(store: &impl Subject) {
    let writes = Space::ALL
        .iter()
        .map(|&space| Write::put(space, b"k".to_vec(), space.name().as_bytes().to_vec()))
        .collect();
    assert_eq!(commit(store, Commit::new("u1", writes)), Committed::Applied);
    for space in Space::ALL {
        assert_eq!(
            get(store, space, b"k").as_deref(),
            Some(space.name().as_bytes())
        );
        assert_eq!(store.scan(space, b"").expect("scan").len(), 1, "{space}");
    }
    assert!(store.seen("u1").expect("seen"));
}

pub(crate) fn replayed_key_writes_nothing(store: &impl Subject) {
    let first = vec![
        Write::put(Space::Tables, key::table(1), b"v1".to_vec()),
        Write::put(Space::Users, key::user(7), b"100".to_vec()),
    ];
    assert_eq!(
        commit(store, Commit::new("u1", first.clone())),
        Committed::Applied
    );
    assert!(store.seen("u1").expect("seen"));
    assert!(!store.seen("u2").expect("seen"));

    // Same key, different writes (a redelivered input handled against newer state): nothing.
    let replay = vec![
        Write::put(Space::Tables, key::table(1), b"v2".to_vec()),
        Write::delete(Space::Users, key::user(7)),
        Write::put(Space::Chats, key::chat(-5), b"new".to_vec()),
    ];
    assert_eq!(
        commit(store, Commit::new("u1", replay)),
        Committed::AlreadyApplied
    );
    assert_eq!(
        get(store, Space::Tables, &key::table(1)).as_deref(),
        Some(&b"v1"[..])
    );
    assert_eq!(
        get(store, Space::Users, &key::user(7)).as_deref(),
        Some(&b"100"[..])
    );
    assert_eq!(get(store, Space::Chats, &key::chat(-5)), None);

    // Another key applies; unkeyed commits apply every time.
    let second = vec![Write::put(Space::Tables, key::table(1), b"v3".to_vec())];
    assert_eq!(commit(store, Commit::new("u2", second)), Committed::Applied);
    assert_eq!(
        get(store, Space::Tables, &key::table(1)).as_deref(),
        Some(&b"v3"[..])
    );
    for value in [&b"a"[..], b"b"] {
        let writes = vec![Write::put(Space::Meta, b"counter".to_vec(), value.to_vec())];
        assert_eq!(commit(store, Commit::unkeyed(writes)), Committed::Applied);
        assert_eq!(get(store, Space::Meta, b"counter").as_deref(), Some(value));
    }

    // A key with no writes is still recorded.
    assert_eq!(
        commit(store, Commit::new("noop", vec![])),
        Committed::Applied
    );
    assert!(store.seen("noop").expect("seen"));
    assert_eq!(
        commit(store, Commit::new("noop", vec![])),
        Committed::AlreadyApplied
    );
}

/// Threads race to commit under one key, each writing its own id into every space: exactly
/// one commit is applied, and every space holds that one's id, never a mix.
pub(crate) fn racing_commits_under_one_key_apply_once_and_whole(store: &impl Subject) {
    const THREADS: u8 = 4;
    let barrier = Barrier::new(usize::from(THREADS));
    let outcomes: Vec<Committed> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|id| {
                let barrier = &barrier;
                scope.spawn(move || {
                    let writes = Space::ALL
                        .iter()
                        .flat_map(|&space| {
                            (0..3u8).map(move |k| Write::put(space, vec![k], vec![id]))
                        })
                        .collect();
                    barrier.wait();
                    store.commit(Commit::new("same-update", writes))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread").expect("commit"))
            .collect()
    });
    let applied = outcomes
        .iter()
        .filter(|&&c| c == Committed::Applied)
        .count();
    assert_eq!(applied, 1, "{outcomes:?}");
    let mut values = BTreeSet::new();
    for space in Space::ALL {
        let entries = store.scan(space, b"").expect("scan");
        assert_eq!(keys(&entries), vec![vec![0], vec![1], vec![2]]);
        values.extend(entries.into_iter().map(|(_, v)| v));
    }
    assert_eq!(values.len(), 1, "values from several commits: {values:?}");
}

pub(crate) fn delete_removes_and_order_within_a_commit_holds(store: &impl Subject) {
    let k = key::user(1);
    let put = |v: &[u8]| Write::put(Space::Users, k, v.to_vec());
    let delete = || Write::delete(Space::Users, k);

    assert_eq!(
        commit(store, Commit::unkeyed(vec![put(b"1")])),
        Committed::Applied
    );
    assert_eq!(
        commit(store, Commit::unkeyed(vec![delete()])),
        Committed::Applied
    );
    assert_eq!(get(store, Space::Users, &k), None);
    assert_eq!(store.scan(Space::Users, b"").expect("scan"), vec![]);
    // Deleting a missing key is fine.
    assert_eq!(
        commit(store, Commit::unkeyed(vec![delete()])),
        Committed::Applied
    );

    // Within one commit, writes apply in order: the last one wins.
    assert_eq!(
        commit(store, Commit::unkeyed(vec![put(b"2"), delete()])),
        Committed::Applied
    );
    assert_eq!(get(store, Space::Users, &k), None);
    assert_eq!(
        commit(store, Commit::unkeyed(vec![delete(), put(b"3")])),
        Committed::Applied
    );
    assert_eq!(get(store, Space::Users, &k).as_deref(), Some(&b"3"[..]));
    assert_eq!(
        commit(store, Commit::unkeyed(vec![put(b"4"), put(b"5")])),
        Committed::Applied
    );
    assert_eq!(get(store, Space::Users, &k).as_deref(), Some(&b"5"[..]));

    // A delete in one space leaves the same key in the others.
    let writes = vec![
        Write::put(Space::Chats, k, b"chat".to_vec()),
        Write::delete(Space::Users, k),
    ];
    assert_eq!(commit(store, Commit::unkeyed(writes)), Committed::Applied);
    assert_eq!(get(store, Space::Users, &k), None);
    assert_eq!(get(store, Space::Chats, &k).as_deref(), Some(&b"chat"[..]));

    // Empty values are values.
    assert_eq!(
        commit(store, Commit::unkeyed(vec![put(b"")])),
        Committed::Applied
    );
    assert_eq!(get(store, Space::Users, &k).as_deref(), Some(&b""[..]));
}

pub(crate) fn values_of_an_unknown_version_are_refused(store: &impl Subject) {
    let newer = FORMAT_VERSION + 1;
    let mut stored = newer.to_be_bytes().to_vec();
    stored.extend_from_slice(b"a future format");
    store
        .put_raw(Space::Tables, &key::table(9), &stored)
        .expect("plant");
    store
        .put_raw(Space::Tables, &key::table(10), b"\x00")
        .expect("plant");
    let current = vec![Write::put(Space::Tables, key::table(8), b"ok".to_vec())];
    assert_eq!(commit(store, Commit::unkeyed(current)), Committed::Applied);

    let unsupported = |r: Result<_, StoreError>| {
        matches!(r, Err(StoreError::UnsupportedVersion { found, supported })
            if found == newer && supported == FORMAT_VERSION)
    };
    assert!(unsupported(
        store.get(Space::Tables, &key::table(9)).map(|_| ())
    ));
    assert!(unsupported(
        store.scan(Space::Tables, &key::table(9)).map(|_| ())
    ));
    assert!(unsupported(store.scan(Space::Tables, b"").map(|_| ())));
    assert!(matches!(
        store.get(Space::Tables, &key::table(10)),
        Err(StoreError::Corrupt {
            space: Space::Tables,
            ..
        })
    ));
    assert_eq!(
        get(store, Space::Tables, &key::table(8)).as_deref(),
        Some(&b"ok"[..])
    );

    let message = store
        .get(Space::Tables, &key::table(9))
        .map(|_| ())
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        message.as_deref(),
        Some("stored value has format version 2, this program reads up to 1")
    );
}
