//! [`MemoryStore`]: the [`Store`] semantics in memory.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, MutexGuard};

use crate::changes::{self, Watcher, Watchers};
use crate::leases::LeaseTable;
use crate::store::{
    Acquired, Commit, Committed, Counts, Entry, Lease, Net, Store, Write, wall_millis,
};
use crate::{Space, StoreError, version};

/// An in-memory [`Store`] for tests of the table service: same semantics as
/// [`crate::SledStore`] (atomic commits, idempotency keys, ordered scans, versioned values),
/// nothing on disk.
#[derive(Debug, Default)]
pub struct MemoryStore {
    inner: Mutex<Inner>,
    /// Who hears of its commits.
    watchers: Watchers,
}

#[derive(Debug, Default)]
struct Inner {
    /// One map per space, indexed by [`Space::index`]; values carry the version envelope.
    spaces: [BTreeMap<Vec<u8>, Vec<u8>>; Space::ALL.len()],
    /// Every committed idempotency key, with when it was seen.
    keys: BTreeMap<String, u64>,
    /// The same keys by when they were seen, to prune the oldest.
    by_age: BTreeSet<(u64, String)>,
    /// The leases and their fencing tokens.
    leases: LeaseTable,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> Result<MutexGuard<'_, Inner>, StoreError> {
        self.inner.lock().map_err(|_| StoreError::Poisoned)
    }

    /// Stores `stored` as is (no envelope added), to test reading foreign versions.
    #[cfg(test)]
    pub(crate) fn put_raw(
        &self,
        space: Space,
        key: &[u8],
        stored: &[u8],
    ) -> Result<(), StoreError> {
        self.lock()?.spaces[space.index()].insert(key.to_vec(), stored.to_vec());
        Ok(())
    }
}

impl Inner {
    /// What each of `commits` would come to, applied in order, checking their fences and
    /// expectations against the state the earlier ones leave; nothing is written.
    fn plan(&self, commits: &[Commit]) -> Result<Vec<Committed>, StoreError> {
        let mut taken = BTreeSet::new();
        let mut overlay = Net::new();
        let mut answers = Vec::with_capacity(commits.len());
        for commit in commits {
            if let Some(key) = &commit.idempotency_key
                && (self.keys.contains_key(key) || !taken.insert(key.as_str()))
            {
                answers.push(Committed::AlreadyApplied);
                continue;
            }
            self.leases.check(&commit.fences)?;
            for expect in &commit.expects {
                expect.check(&overlay, || {
                    self.spaces[expect.space.index()]
                        .get(&expect.key)
                        .map(|stored| version::decode(expect.space, stored))
                        .transpose()
                })?;
            }
            commit.lay_over(&mut overlay);
            answers.push(Committed::Applied);
        }
        Ok(answers)
    }

    /// Applies `commits` whole, or (a fence or an expectation failing) none of them.
    fn apply(&mut self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        let answers = self.plan(&commits)?;
        for (commit, answer) in commits.into_iter().zip(&answers) {
            if *answer == Committed::Applied {
                self.write(commit);
            }
        }
        Ok(answers)
    }

    fn write(&mut self, commit: Commit) {
        for write in commit.writes {
            match write {
                Write::Put { space, key, value } => {
                    self.spaces[space.index()].insert(key, version::encode(&value));
                }
                Write::Delete { space, key } => {
                    self.spaces[space.index()].remove(&key);
                }
            }
        }
        if let Some(key) = commit.idempotency_key {
            let at = commit.seen_at.unwrap_or_else(wall_millis);
            self.by_age.insert((at, key.clone()));
            self.keys.insert(key, at);
        }
    }
}

impl Store for MemoryStore {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        // `apply` checks everything before writing, so the commit is applied whole or not at
        // all.
        let mut answers = self.commit_batch(vec![commit])?;
        answers.pop().ok_or(StoreError::Corrupt {
            space: Space::Meta,
            reason: "a batch of one commit answered nothing",
        })
    }

    /// Under one lock, so no other commit comes between the batch's.
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        let topics = changes::topics_of(&commits);
        let outcome = self.lock()?.apply(commits)?;
        self.watchers.announce(topics, &outcome);
        Ok(outcome)
    }

    fn watch(&self, watcher: Watcher) -> Result<(), StoreError> {
        self.watchers.add(watcher);
        Ok(())
    }

    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        Ok(self.lock()?.leases.acquire(name, holder, now, ttl))
    }

    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        Ok(self.lock()?.leases.renew(holder, now, ttl))
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        Ok(self.lock()?.leases.release(name, holder))
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        Ok(self.lock()?.leases.get(name))
    }

    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        Ok(self.lock()?.leases.prune(before))
    }

    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        Ok(self.lock()?.leases.lapsed(holder, now))
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let inner = self.lock()?;
        inner.spaces[space.index()]
            .get(key)
            .map(|stored| version::decode(space, stored))
            .transpose()
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        let inner = self.lock()?;
        inner.spaces[space.index()]
            .range(prefix.to_vec()..)
            .take_while(|(key, _)| key.starts_with(prefix))
            .map(|(key, stored)| Ok((key.clone(), version::decode(space, stored)?)))
            .collect()
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        let inner = self.lock()?;
        inner.spaces[space.index()]
            .range(..end.to_vec())
            .take(limit)
            .map(|(key, stored)| Ok((key.clone(), version::decode(space, stored)?)))
            .collect()
    }

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        Ok(self.lock()?.keys.contains_key(idempotency_key))
    }

    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        let mut inner = self.lock()?;
        let old: Vec<(u64, String)> = inner
            .by_age
            .range(..(before, String::new()))
            .cloned()
            .collect();
        for entry in &old {
            inner.by_age.remove(entry);
            inner.keys.remove(&entry.1);
        }
        Ok(old.len())
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        let inner = self.lock()?;
        Ok(Counts {
            spaces: std::array::from_fn(|i| inner.spaces[i].len()),
            keys: inner.keys.len(),
        })
    }
}
