//! Conditional commits: an expected value that changed is a conflict, and racing
//! conditional transfers conserve their total.

use std::sync::Barrier;

use super::{Subject, commit, get};
use crate::{Commit, Committed, Space, StoreError, Write, key};

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
