//! Scans: by prefix in key order, the keys seen before a time (oldest first) and their
//! pruning.

use super::{Subject, commit, keys};
use crate::{Commit, Committed, Space, Write, key};

pub(crate) fn scan_is_ordered_and_bounded_by_prefix(store: &impl Subject) {
    // Tables 1, 2 and 256 (whose keys share leading bytes), sequences written out of order.
    let mut writes = Vec::new();
    for table in [256u64, 2, 1] {
        for seq in [255u64, 0, 256, 1, 65_536, 2] {
            let value = format!("{table}/{seq}").into_bytes();
            writes.push(Write::put(Space::Log, key::log(table, seq), value));
        }
    }
    writes.push(Write::put(Space::Tables, key::table(1), b"header".to_vec()));
    assert_eq!(commit(store, Commit::unkeyed(writes)), Committed::Applied);

    let log = store.scan(Space::Log, &key::table(1)).expect("scan");
    let seqs: Vec<(u64, u64)> = log
        .iter()
        .map(|(k, _)| key::parse_log(k).expect("a log key"))
        .collect();
    assert_eq!(
        seqs,
        [0, 1, 2, 255, 256, 65_536].map(|s| (1, s)).to_vec(),
        "a table's log, in sequence order"
    );
    for (k, v) in &log {
        let (table, seq) = key::parse_log(k).expect("a log key");
        assert_eq!(v, &format!("{table}/{seq}").into_bytes());
    }

    let all = store.scan(Space::Log, b"").expect("scan");
    assert_eq!(all.len(), 18);
    let mut sorted = keys(&all);
    sorted.sort();
    assert_eq!(
        keys(&all),
        sorted,
        "an empty prefix returns the space in key order"
    );
    assert_eq!(
        store.scan(Space::Log, &key::table(3)).expect("scan"),
        vec![]
    );
    assert_eq!(
        store
            .scan(Space::Log, &key::table(256))
            .expect("scan")
            .len(),
        6
    );
    // Other spaces are not mixed in.
    assert_eq!(
        keys(&store.scan(Space::Tables, b"").expect("scan")),
        vec![key::table(1).to_vec()]
    );

    // Raw byte prefixes: the prefix itself matches, neighbours do not.
    let names = [
        &b"a"[..],
        b"ab",
        b"abc",
        b"abd",
        b"ac",
        b"b",
        b"",
        b"a\xff",
        b"ab\x00",
    ];
    let writes = names
        .iter()
        .map(|n| Write::put(Space::Meta, n.to_vec(), b"x".to_vec()))
        .collect();
    assert_eq!(commit(store, Commit::unkeyed(writes)), Committed::Applied);
    let found = keys(&store.scan(Space::Meta, b"ab").expect("scan"));
    assert_eq!(
        found,
        vec![
            b"ab".to_vec(),
            b"ab\x00".to_vec(),
            b"abc".to_vec(),
            b"abd".to_vec()
        ]
    );
    let found = keys(&store.scan(Space::Meta, b"a").expect("scan"));
    assert_eq!(found.len(), 7, "every name but \"b\" and \"\"");
    assert_eq!(
        store.scan(Space::Meta, b"").expect("scan").len(),
        names.len()
    );
}

pub(crate) fn keys_seen_before_a_time_are_pruned_and_only_those(store: &impl Subject) {
    let put = |n: u8| vec![Write::put(Space::Users, vec![n], vec![n])];
    for (n, at) in [(1u8, 100u64), (2, 200), (3, 300), (4, 300)] {
        let c = Commit::new(format!("k{n}"), put(n)).seen_at(at);
        assert_eq!(commit(store, c), Committed::Applied);
    }
    commit(store, Commit::unkeyed(put(9)));
    let counts = store.counts().expect("counts");
    assert_eq!((counts.keys, counts.of(Space::Users)), (4, 5));
    assert_eq!(store.prune_seen(100).expect("prune"), 0, "strictly before");
    assert_eq!(store.prune_seen(300).expect("prune"), 2);
    assert!(!store.seen("k1").expect("seen") && !store.seen("k2").expect("seen"));
    assert!(store.seen("k3").expect("seen") && store.seen("k4").expect("seen"));
    assert_eq!(store.counts().expect("counts").keys, 2);
    // A pruned key is new again: its input would be handled again (hence the long window).
    assert_eq!(
        commit(store, Commit::new("k1", put(1)).seen_at(400)),
        Committed::Applied
    );
    assert_eq!(
        commit(store, Commit::new("k3", put(3)).seen_at(400)),
        Committed::AlreadyApplied
    );
    assert_eq!(store.prune_seen(u64::MAX).expect("prune"), 3);
    assert_eq!(store.counts().expect("counts").keys, 0);
    assert_eq!(
        store.counts().expect("counts").of(Space::Users),
        5,
        "data stays"
    );
}

pub(crate) fn scan_before_returns_the_oldest_first_within_the_limit(store: &impl Subject) {
    let writes = (0..10u64)
        .map(|n| Write::put(Space::History, key::log(n * 10, n), vec![n as u8]))
        .collect();
    commit(store, Commit::unkeyed(writes));
    let before = |end: u64, limit| {
        store
            .scan_before(Space::History, &key::log(end, 0), limit)
            .expect("scan")
            .into_iter()
            .map(|(k, v)| (key::parse_log(&k).expect("a log key").0, v))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        before(25, 100),
        vec![(0, vec![0]), (10, vec![1]), (20, vec![2])]
    );
    assert_eq!(before(1000, 2), vec![(0, vec![0]), (10, vec![1])]);
    assert!(before(0, 100).is_empty());
}
