//! Watching a store: the topics of the commits applied reach its watchers, in order, and
//! nothing of a commit refused or already applied.

use std::sync::{Arc, mpsc};
use std::time::Duration;

use super::{Subject, commit};
use crate::{Change, Commit, Committed, Space, StoreError, Write, key};

/// The topics heard until `last` (within a generous bound, a failure only).
pub(crate) fn heard_until(changes: &mpsc::Receiver<Change>, last: &str) -> Vec<String> {
    let mut heard = Vec::new();
    loop {
        match changes.recv_timeout(Duration::from_secs(30)) {
            Ok(Change::Topic(topic)) => {
                let done = topic == last;
                heard.push(topic);
                if done {
                    return heard;
                }
            }
            Ok(Change::Missed) => heard.push("(missed)".into()),
            Err(error) => panic!("{last:?} never heard ({error}); heard {heard:?}"),
        }
    }
}

/// A watcher sending what it hears on a channel.
pub(crate) fn watcher(store: &impl Subject) -> mpsc::Receiver<Change> {
    let (tx, rx) = mpsc::channel();
    let tx = std::sync::Mutex::new(tx);
    store
        .watch(Arc::new(move |change| {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(change);
            }
        }))
        .expect("watch");
    rx
}

pub(crate) fn watchers_hear_the_topics_of_commits_applied_and_only_those(store: &impl Subject) {
    let changes = watcher(store);
    let put = |n: i64| vec![Write::put(Space::Chats, key::chat(n), b"x".to_vec())];
    let first = Commit::new("w1", put(1))
        .notifying("table:1")
        .notifying("table:1");
    assert_eq!(commit(store, first), Committed::Applied);
    let replayed = Commit::new("w1", put(2)).notifying("replayed");
    assert_eq!(commit(store, replayed), Committed::AlreadyApplied);
    let refused = Commit::unkeyed(put(3))
        .expecting(Space::Chats, key::chat(1), None)
        .notifying("refused");
    assert!(matches!(
        store.commit(refused),
        Err(StoreError::Conflict { .. })
    ));
    let quiet = Commit::unkeyed(put(4));
    assert_eq!(commit(store, quiet), Committed::Applied);
    let batch = vec![
        Commit::new("w2", put(5)).notifying("table:2"),
        Commit::new("w1", put(6)).notifying("replayed in a batch"),
        Commit::unkeyed(put(7))
            .notifying("table:3")
            .notifying("table:2"),
    ];
    store.commit_batch(batch).expect("batch");
    assert_eq!(
        commit(store, Commit::unkeyed(put(8)).notifying("end")),
        Committed::Applied
    );
    assert_eq!(
        heard_until(&changes, "end"),
        ["table:1", "table:2", "table:3", "end"]
    );
}
