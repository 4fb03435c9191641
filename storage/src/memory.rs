//! [`MemoryStore`]: the [`Store`] semantics in memory.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, MutexGuard};

use crate::store::{Commit, Committed, Entry, Store, Write};
use crate::{Space, StoreError, version};

/// An in-memory [`Store`] for tests of the table service: same semantics as
/// [`crate::SledStore`] (atomic commits, idempotency keys, ordered scans, versioned values),
/// nothing on disk.
#[derive(Debug, Default)]
pub struct MemoryStore {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// One map per space, indexed by [`Space::index`]; values carry the version envelope.
    spaces: [BTreeMap<Vec<u8>, Vec<u8>>; Space::ALL.len()],
    /// Every committed idempotency key.
    keys: BTreeSet<String>,
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
    fn apply(&mut self, commit: Commit) -> Committed {
        if let Some(key) = &commit.idempotency_key
            && self.keys.contains(key)
        {
            return Committed::AlreadyApplied;
        }
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
            self.keys.insert(key);
        }
        Committed::Applied
    }
}

impl Store for MemoryStore {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        // Nothing in `apply` can fail, so the commit is applied whole or (on a poisoned lock)
        // not at all.
        Ok(self.lock()?.apply(commit))
    }

    /// Under one lock, so no other commit comes between the batch's.
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        let mut inner = self.lock()?;
        Ok(commits.into_iter().map(|c| inner.apply(c)).collect())
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

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        Ok(self.lock()?.keys.contains(idempotency_key))
    }
}
