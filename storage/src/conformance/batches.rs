//! Batches of commits: applied in order as one by one, and racing batches applying each key
//! once.

use super::{Subject, commit, get};
use crate::{Commit, Committed, Space, Write, key};

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
