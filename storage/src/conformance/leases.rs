//! Leases and fencing: a lease held until it lapses, then taken over with a larger token; a
//! fenced commit, alone or in a batch, refused and writing nothing.

use super::{Subject, commit, get};
use crate::{Acquired, Commit, Committed, Space, StoreError, Write, key};

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

pub(crate) fn leases_released_or_lapsed_long_ago_are_pruned_and_their_tokens_never_repeat(
    store: &impl Subject,
) {
    // "old": taken over once (token 2), then released; "lapsed": its holder died holding it;
    // "live": held past the pruning's moment.
    held(store.acquire_lease("old", "A", 0, 10).expect("a"));
    let b = held(store.acquire_lease("old", "B", 20, 10).expect("b"));
    assert_eq!(b.token, 2);
    assert!(store.release_lease("old", "B").expect("release"));
    let lapsed = held(store.acquire_lease("lapsed", "C", 100, 10).expect("c"));
    held(store.acquire_lease("live", "D", 100, 1_000).expect("d"));
    assert_eq!(store.prune_leases(500).expect("prune"), 2);
    assert_eq!(store.lease("old").expect("lease"), None);
    assert_eq!(store.lease("lapsed").expect("lease"), None);
    assert_eq!(
        store.lease("live").expect("lease").map(|l| l.holder),
        Some("D".into())
    );
    assert_eq!(store.prune_leases(500).expect("again"), 0);
    // Taken anew, each starts above every token pruned: B's stale fence is refused.
    let again = held(store.acquire_lease("old", "E", 600, 10).expect("e"));
    assert!(
        again.token > b.token && again.token > lapsed.token,
        "{again:?}"
    );
    let stale = Commit::new("stale", vec![Write::put(Space::Meta, b"k", b"v".to_vec())])
        .fenced("old", b.token);
    assert!(matches!(
        store.commit(stale),
        Err(StoreError::Fenced { .. })
    ));
    assert_eq!(get(store, Space::Meta, b"k"), None);
    assert!(
        store
            .lapsed_leases("E", 10_000)
            .expect("lapsed")
            .iter()
            .all(|l| !l.name.is_empty())
    );
}
