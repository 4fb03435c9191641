//! The conformance suite: every check runs against [`MemoryStore`], [`SledStore`] and
//! [`PgStore`] (on a PostgreSQL server the test binary starts itself, one fresh database per
//! test: these tests fail when no server can be started).

use std::collections::BTreeSet;
use std::sync::Barrier;

use tempfile::TempDir;

use crate::version::FORMAT_VERSION;
use crate::{
    Acquired, Commit, Committed, Entry, MemoryStore, PgStore, SledStore, Space, Store, StoreError,
    Write, key, pg_server::TestServer,
};

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

/// A batch applies its commits in order, as one by one: a key taken earlier in the batch (or
/// before it) answers `AlreadyApplied` and writes nothing; the last write of a key wins.
pub(crate) fn a_batch_applies_in_order_as_one_by_one(store: &impl Subject) {
    assert_eq!(
        commit(
            store,
            Commit::new(
                "before",
                vec![Write::put(Space::Meta, b"m".to_vec(), b"0".to_vec())]
            )
        ),
        Committed::Applied
    );
    let batch = vec![
        Commit::new(
            "a",
            vec![Write::put(Space::Tables, key::table(1), b"a".to_vec())],
        ),
        Commit::new(
            "before",
            vec![Write::put(Space::Meta, b"m".to_vec(), b"x".to_vec())],
        ),
        Commit::unkeyed(vec![
            Write::put(Space::Tables, key::table(2), b"u".to_vec()),
            Write::delete(Space::Tables, key::table(1)),
        ]),
        Commit::new(
            "a",
            vec![Write::put(Space::Tables, key::table(3), b"dup".to_vec())],
        ),
        Commit::new(
            "b",
            vec![
                Write::put(Space::Tables, key::table(1), b"b".to_vec()),
                Write::put(Space::Users, key::user(1), b"b".to_vec()),
            ],
        ),
        Commit::new("c", vec![Write::delete(Space::Users, key::user(1))]),
        Commit::new("d", vec![]),
    ];
    let answers = store.commit_batch(batch).expect("commit_batch");
    use Committed::{AlreadyApplied as Seen, Applied as New};
    assert_eq!(answers, vec![New, Seen, New, Seen, New, New, New]);
    assert_eq!(get(store, Space::Meta, b"m").as_deref(), Some(&b"0"[..]));
    assert_eq!(
        store.scan(Space::Tables, b"").expect("scan"),
        vec![
            (key::table(1).to_vec(), b"b".to_vec()),
            (key::table(2).to_vec(), b"u".to_vec())
        ]
    );
    assert_eq!(get(store, Space::Users, &key::user(1)), None);
    for key in ["a", "b", "c", "d", "before"] {
        assert!(store.seen(key).expect("seen"), "{key}");
    }
    assert_eq!(
        store
            .seen_many(&["a", "x", "before", "a", "", "d"])
            .expect("seen_many"),
        vec![true, false, true, true, false, true]
    );
    assert_eq!(store.seen_many(&[]).expect("seen_many"), Vec::<bool>::new());
    assert_eq!(store.commit_batch(vec![]).expect("empty batch"), vec![]);
    // The whole batch again: every key is taken, nothing changes but the unkeyed commit.
    let again = vec![
        Commit::new("b", vec![Write::delete(Space::Tables, key::table(1))]),
        Commit::unkeyed(vec![Write::put(Space::Chats, b"c".to_vec(), b"1".to_vec())]),
    ];
    assert_eq!(
        store.commit_batch(again).expect("commit_batch"),
        vec![Seen, New]
    );
    assert!(get(store, Space::Tables, &key::table(1)).is_some());
    assert_eq!(get(store, Space::Chats, b"c").as_deref(), Some(&b"1"[..]));
}

/// Threads commit batches at once, each batch moving one chip between two of a few shared
/// counters and claiming a key some other batches claim too: every key is applied once, and
/// the counters add up (no lost update, no half batch).
pub(crate) fn racing_batches_apply_each_key_once(store: &impl Subject) {
    const THREADS: u64 = 4;
    const BATCHES: u64 = 10;
    let applied: u64 = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|thread| {
                scope.spawn(move || {
                    let mut applied = 0;
                    for batch in 0..BATCHES {
                        // Keys k0..k9 are shared by every thread.
                        let commits = (0..3)
                            .map(|i| {
                                let n = (batch * 3 + i + thread) % 10;
                                Commit::new(
                                    format!("k{n}"),
                                    vec![Write::put(
                                        Space::Log,
                                        format!("k{n}").into_bytes(),
                                        thread.to_be_bytes().to_vec(),
                                    )],
                                )
                            })
                            .collect();
                        let answers = store.commit_batch(commits).expect("commit_batch");
                        applied +=
                            answers.iter().filter(|&&c| c == Committed::Applied).count() as u64;
                    }
                    applied
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("thread")).sum()
    });
    assert_eq!(applied, 10, "each of the 10 keys applied exactly once");
    assert_eq!(store.scan(Space::Log, b"k").expect("scan").len(), 10);
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

fn held(answer: Acquired) -> crate::Lease {
    match answer {
        Acquired::Held(lease) => lease,
        Acquired::Busy(lease) => panic!("expected to hold the lease, {lease:?} holds it"),
    }
}

pub(crate) fn a_lease_is_held_until_it_lapses_then_taken_over_with_a_larger_token(
    store: &impl Subject,
) {
    assert_eq!(store.lease("chat-1").expect("lease"), None);
    let a = held(
        store
            .acquire_lease("chat-1", "A", 1_000, 100)
            .expect("acquire"),
    );
    assert_eq!((a.holder.as_str(), a.token, a.expires_at), ("A", 1, 1_100));
    // B while A's lease is live: busy, naming A.
    match store
        .acquire_lease("chat-1", "B", 1_050, 100)
        .expect("acquire")
    {
        Acquired::Busy(lease) => assert_eq!((lease.holder.as_str(), lease.token), ("A", 1)),
        other => panic!("B took a live lease: {other:?}"),
    }
    // A again: extended, same token. Another lease is independent.
    let again = held(
        store
            .acquire_lease("chat-1", "A", 1_060, 100)
            .expect("acquire"),
    );
    assert_eq!((again.token, again.expires_at), (1, 1_160));
    assert_eq!(
        held(store.acquire_lease("chat-2", "B", 1_060, 100).expect("b")).token,
        1
    );
    // Lapsed: B takes it over with a larger token; A is now refused.
    let b = held(
        store
            .acquire_lease("chat-1", "B", 1_160, 100)
            .expect("acquire"),
    );
    assert_eq!((b.holder.as_str(), b.token, b.expires_at), ("B", 2, 1_260));
    assert!(matches!(
        store.acquire_lease("chat-1", "A", 1_170, 100).expect("acquire"),
        Acquired::Busy(lease) if lease.holder == "B"
    ));
    // Renewing: A holds nothing any more; B both of its leases, lapsed or not.
    assert_eq!(store.renew_leases("A", 1_200, 100).expect("renew"), vec![]);
    let renewed = store.renew_leases("B", 5_000, 100).expect("renew");
    let names: Vec<(&str, u64, u64)> = renewed
        .iter()
        .map(|l| (l.name.as_str(), l.token, l.expires_at))
        .collect();
    assert_eq!(names, vec![("chat-1", 2, 5_100), ("chat-2", 1, 5_100)]);
    // Lapsed unreleased: another process sees them (not its own), once their time is up.
    assert_eq!(store.lapsed_leases("A", 5_099).expect("lapsed"), vec![]);
    let lapsed = store.lapsed_leases("A", 5_100).expect("lapsed");
    let names: Vec<(&str, &str)> = lapsed
        .iter()
        .map(|l| (l.name.as_str(), l.holder.as_str()))
        .collect();
    assert_eq!(names, vec![("chat-1", "B"), ("chat-2", "B")]);
    assert_eq!(store.lapsed_leases("B", 9_000).expect("lapsed"), vec![]);
    // Releasing: only the holder may; the next holder gets a larger token at once.
    assert!(!store.release_lease("chat-1", "A").expect("release"));
    assert!(store.release_lease("chat-1", "B").expect("release"));
    let lease = store.lease("chat-1").expect("lease").expect("kept");
    assert_eq!((lease.holder.as_str(), lease.token), ("", 2));
    let lapsed = store.lapsed_leases("A", 9_000).expect("lapsed");
    assert_eq!(lapsed.len(), 1, "a released lease is nobody's: {lapsed:?}");
    assert_eq!(lapsed[0].name, "chat-2");
    let a = held(
        store
            .acquire_lease("chat-1", "A", 5_001, 100)
            .expect("acquire"),
    );
    assert_eq!((a.holder.as_str(), a.token), ("A", 3));
    assert_eq!(store.lease("chat-1").expect("lease"), Some(a));
}

pub(crate) fn a_fenced_commit_is_refused_and_writes_nothing(store: &impl Subject) {
    let a = held(store.acquire_lease("chat", "A", 0, 10).expect("acquire"));
    let first = Commit::new(
        "a1",
        vec![Write::put(Space::Tables, key::table(1), b"A".to_vec())],
    )
    .fenced("chat", a.token);
    assert_eq!(commit(store, first), Committed::Applied);
    let b = held(store.acquire_lease("chat", "B", 10, 10).expect("take over"));
    assert!(b.token > a.token);
    // The zombie A: refused whole, its key not taken.
    let zombie = Commit::new(
        "a2",
        vec![
            Write::put(Space::Tables, key::table(1), b"zombie".to_vec()),
            Write::put(Space::Users, key::user(1), b"zombie".to_vec()),
        ],
    )
    .fenced("chat", a.token);
    match store.commit(zombie) {
        Err(StoreError::Fenced { lease, token }) => {
            assert_eq!((lease.as_str(), token), ("chat", 1))
        }
        other => panic!("a stale token was not refused: {other:?}"),
    }
    assert_eq!(
        get(store, Space::Tables, &key::table(1)).as_deref(),
        Some(&b"A"[..])
    );
    assert_eq!(get(store, Space::Users, &key::user(1)), None);
    assert!(!store.seen("a2").expect("seen"));
    // A lease never taken fences every token.
    let stray = Commit::unkeyed(vec![Write::put(Space::Meta, b"m".to_vec(), b"1".to_vec())])
        .fenced("nobody's", 1);
    assert!(matches!(
        store.commit(stray),
        Err(StoreError::Fenced { .. })
    ));
    assert_eq!(get(store, Space::Meta, b"m"), None);
    // The new holder writes; the same input's key, refused before, is free for it.
    let b_commit = Commit::new(
        "a2",
        vec![Write::put(Space::Tables, key::table(1), b"B".to_vec())],
    )
    .fenced("chat", b.token);
    assert_eq!(commit(store, b_commit), Committed::Applied);
    assert_eq!(
        get(store, Space::Tables, &key::table(1)).as_deref(),
        Some(&b"B"[..])
    );
    // A commit already applied is answered so, fenced or not.
    let replay = Commit::new("a2", vec![]).fenced("chat", a.token);
    assert_eq!(commit(store, replay), Committed::AlreadyApplied);
}

pub(crate) fn a_batch_with_a_fenced_commit_writes_nothing(store: &impl Subject) {
    let a = held(store.acquire_lease("one", "A", 0, 10).expect("acquire"));
    let other = held(store.acquire_lease("two", "A", 0, 10).expect("acquire"));
    held(store.acquire_lease("one", "B", 10, 10).expect("take over"));
    let batch = vec![
        Commit::new(
            "k1",
            vec![Write::put(Space::Tables, key::table(2), b"2".to_vec())],
        )
        .fenced("two", other.token),
        Commit::new(
            "k2",
            vec![Write::put(Space::Tables, key::table(1), b"1".to_vec())],
        )
        .fenced("one", a.token),
    ];
    assert!(matches!(
        store.commit_batch(batch),
        Err(StoreError::Fenced { lease, .. }) if lease == "one"
    ));
    assert_eq!(store.scan(Space::Tables, b"").expect("scan"), vec![]);
    assert_eq!(
        store.seen_many(&["k1", "k2"]).expect("seen"),
        vec![false, false]
    );
}

pub(crate) fn an_expected_value_that_changed_is_a_conflict_and_writes_nothing(
    store: &impl Subject,
) {
    let user = key::user(7);
    let create = Commit::new("c1", vec![Write::put(Space::Users, user, b"100".to_vec())])
        .expecting(Space::Users, user, None);
    assert_eq!(commit(store, create), Committed::Applied);
    // A second creation (another process that read nothing): a conflict.
    let again = Commit::new(
        "c2",
        vec![
            Write::put(Space::Users, user, b"90".to_vec()),
            Write::put(Space::Chats, key::chat(1), b"x".to_vec()),
        ],
    )
    .expecting(Space::Users, user, None);
    match store.commit(again) {
        Err(StoreError::Conflict { space, key }) => {
            assert_eq!((space, key.as_slice()), (Space::Users, &user[..]));
        }
        other => panic!("a changed value was not a conflict: {other:?}"),
    }
    assert_eq!(
        get(store, Space::Users, &user).as_deref(),
        Some(&b"100"[..])
    );
    assert_eq!(get(store, Space::Chats, &key::chat(1)), None);
    assert!(!store.seen("c2").expect("seen"));
    // Expecting what is there: applied. In a batch, against what the earlier commits left.
    let batch = vec![
        Commit::new("c3", vec![Write::put(Space::Users, user, b"80".to_vec())]).expecting(
            Space::Users,
            user,
            Some(b"100".to_vec()),
        ),
        Commit::new("c4", vec![Write::delete(Space::Users, user)]).expecting(
            Space::Users,
            user,
            Some(b"80".to_vec()),
        ),
        Commit::new("c5", vec![]).expecting(Space::Users, user, None),
    ];
    let answers = store.commit_batch(batch).expect("batch");
    assert_eq!(answers, vec![Committed::Applied; 3]);
    assert_eq!(get(store, Space::Users, &user), None);
    // A batch with one stale expectation: nothing of it; a key expected absent and not
    // written stays absent.
    let batch = vec![
        Commit::new(
            "c6",
            vec![Write::put(Space::Users, key::user(8), b"1".to_vec())],
        ),
        Commit::new("c7", vec![]).expecting(Space::Users, key::user(9), None),
        Commit::new("c8", vec![]).expecting(Space::Users, user, Some(b"80".to_vec())),
    ];
    assert!(matches!(
        store.commit_batch(batch),
        Err(StoreError::Conflict { .. })
    ));
    assert_eq!(store.scan(Space::Users, b"").expect("scan"), vec![]);
    assert_eq!(
        store.seen_many(&["c6", "c7", "c8"]).expect("seen"),
        vec![false; 3]
    );
    let absent = Commit::new("c9", vec![]).expecting(Space::Users, key::user(9), None);
    assert_eq!(commit(store, absent), Committed::Applied);
    assert_eq!(store.scan(Space::Users, b"").expect("scan"), vec![]);
    assert_eq!(store.counts().expect("counts").of(Space::Users), 0);
}

/// Two writers moving chips between the same two users at once, each reading, then writing
/// on condition, retrying on a conflict: the total is kept and every move counted once.
pub(crate) fn racing_conditional_transfers_conserve_the_total(store: &impl Subject) {
    let (alice, bob) = (key::user(1), key::user(2));
    let setup = vec![
        Write::put(Space::Users, alice, 1_000u64.to_be_bytes().to_vec()),
        Write::put(Space::Users, bob, 1_000u64.to_be_bytes().to_vec()),
    ];
    commit(store, Commit::unkeyed(setup));
    let read = |k: &[u8; 8]| get(store, Space::Users, k).expect("present");
    let number = |v: &[u8]| u64::from_be_bytes(v.try_into().expect("8 bytes"));
    const MOVES: u64 = 40;
    let barrier = Barrier::new(2);
    std::thread::scope(|s| {
        for (from, to) in [(alice, bob), (bob, alice)] {
            let barrier = &barrier;
            s.spawn(move || {
                barrier.wait();
                let mut done = 0;
                while done < MOVES {
                    let (f, t) = (read(&from), read(&to));
                    let writes = vec![
                        Write::put(Space::Users, from, (number(&f) - 1).to_be_bytes().to_vec()),
                        Write::put(Space::Users, to, (number(&t) + 1).to_be_bytes().to_vec()),
                    ];
                    let attempt = Commit::unkeyed(writes)
                        .expecting(Space::Users, from, Some(f))
                        .expecting(Space::Users, to, Some(t));
                    match store.commit(attempt) {
                        Ok(_) => done += 1,
                        Err(StoreError::Conflict { .. }) => {}
                        Err(other) => panic!("{other}"),
                    }
                }
            });
        }
    });
    assert_eq!(number(&read(&alice)) + number(&read(&bob)), 2_000);
    assert_eq!(number(&read(&alice)), 1_000, "as many moves each way");
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
                a_fenced_commit_is_refused_and_writes_nothing,
                a_batch_with_a_fenced_commit_writes_nothing,
                an_expected_value_that_changed_is_a_conflict_and_writes_nothing,
                racing_conditional_transfers_conserve_the_total,
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
