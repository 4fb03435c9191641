//! Who learns of commits: a commit may name topics ([`Commit::notifying`]), and every watcher
//! of the store ([`Store::watch`]) hears each topic of each commit applied — from any process
//! on PostgreSQL (`NOTIFY` in the commit's transaction, a listening connection per watching
//! process), from this one on sled and in memory (one process holds them). A watcher told
//! [`Change::Missed`] may have missed topics (the listening connection dropped and came back)
//! and should look at everything it follows once.
//!
//! [`Commit::notifying`]: crate::Commit::notifying
//! [`Store::watch`]: crate::Store::watch

use std::sync::{Arc, Mutex};

use crate::{Commit, Committed};

/// What a watcher hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A commit naming this topic was applied.
    Topic(String),
    /// Topics may have been missed: look at everything once.
    Missed,
}

/// A watcher: called on the store's thread (or its listener's), so it must be quick (send
/// the change on a channel).
pub type Watcher = Arc<dyn Fn(Change) + Send + Sync>;

/// The watchers of an in-process store, told of its own applied commits.
#[derive(Default)]
pub(crate) struct Watchers {
    watchers: Mutex<Vec<Watcher>>,
}

impl std::fmt::Debug for Watchers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watchers").finish_non_exhaustive()
    }
}

impl Watchers {
    /// Adds a watcher.
    pub(crate) fn add(&self, watcher: Watcher) {
        if let Ok(mut watchers) = self.watchers.lock() {
            watchers.push(watcher);
        }
    }

    /// Tells every watcher the topics of the commits applied (`outcome`, in the order of
    /// `topics`, one list per commit).
    pub(crate) fn announce(&self, topics: Vec<Vec<String>>, outcome: &[Committed]) {
        let topics = applied_topics(topics, outcome);
        if topics.is_empty() {
            return;
        }
        for topic in topics {
            self.tell(Change::Topic(topic));
        }
    }

    /// Tells every watcher `change`.
    pub(crate) fn tell(&self, change: Change) {
        let watchers = match self.watchers.lock() {
            Ok(watchers) => watchers.clone(),
            Err(_) => return,
        };
        for watcher in &watchers {
            watcher(change.clone());
        }
    }
}

/// Each commit's topics, taken before it is applied.
pub(crate) fn topics_of(commits: &[Commit]) -> Vec<Vec<String>> {
    commits.iter().map(|c| c.notify.clone()).collect()
}

/// The topics of the commits applied, each once, in order.
pub(crate) fn applied_topics(topics: Vec<Vec<String>>, outcome: &[Committed]) -> Vec<String> {
    let mut seen = Vec::new();
    for (topics, committed) in topics.into_iter().zip(outcome) {
        if *committed != Committed::Applied {
            continue;
        }
        for topic in topics {
            if !seen.contains(&topic) {
                seen.push(topic);
            }
        }
    }
    seen
}
