//! [`Watched`]: a memory store that counts its writes and key look-ups and can be told to fail
//! its batches, for the shells' group-commit tests.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use storage::{
    Acquired, Commit, Committed, Counts, Entry, Lease, MemoryStore, Space, Store, StoreError,
};

/// A [`MemoryStore`] that counts what is written and can be told to fail its batches.
#[derive(Default)]
pub struct Watched {
    inner: MemoryStore,
    /// Single commits written.
    pub commits: AtomicUsize,
    /// Batches written (one flush each), failed ones included.
    pub batches: AtomicUsize,
    /// Inputs written in batches.
    pub batched: AtomicUsize,
    /// When set, every batch fails as a lost disk would.
    pub fail: AtomicBool,
}

impl Watched {
    /// (single commits, batches, inputs in batches) so far.
    pub fn written(&self) -> (usize, usize, usize) {
        (
            self.commits.load(Ordering::SeqCst),
            self.batches.load(Ordering::SeqCst),
            self.batched.load(Ordering::SeqCst),
        )
    }
}

impl Store for Watched {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        self.commits.fetch_add(1, Ordering::SeqCst);
        self.inner.commit(commit)
    }

    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        self.batches.fetch_add(1, Ordering::SeqCst);
        if self.fail.load(Ordering::SeqCst) {
            return Err(StoreError::Backend("the disk is gone".into()));
        }
        self.batched.fetch_add(commits.len(), Ordering::SeqCst);
        self.inner.commit_batch(commits)
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        self.inner.get(space, key)
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        self.inner.scan(space, prefix)
    }

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        self.inner.seen(idempotency_key)
    }

    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        self.inner.seen_many(idempotency_keys)
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        self.inner.scan_before(space, end, limit)
    }

    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        self.inner.prune_seen(before)
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        self.inner.counts()
    }

    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        self.inner.acquire_lease(name, holder, now, ttl)
    }

    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        self.inner.renew_leases(holder, now, ttl)
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        self.inner.release_lease(name, holder)
    }

    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        self.inner.lapsed_leases(holder, now)
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        self.inner.lease(name)
    }
}

/// A shared handle on a [`Watched`] store (the front owns its store; the test keeps a handle).
#[derive(Clone, Default)]
pub struct Shared(pub std::sync::Arc<Watched>);

impl Store for Shared {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        self.0.commit(commit)
    }
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        self.0.commit_batch(commits)
    }
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        self.0.get(space, key)
    }
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        self.0.scan(space, prefix)
    }
    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        self.0.seen(idempotency_key)
    }
    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        self.0.seen_many(idempotency_keys)
    }
    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        self.0.scan_before(space, end, limit)
    }
    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        self.0.prune_seen(before)
    }
    fn counts(&self) -> Result<Counts, StoreError> {
        self.0.counts()
    }
    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        self.0.acquire_lease(name, holder, now, ttl)
    }
    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        self.0.renew_leases(holder, now, ttl)
    }
    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        self.0.release_lease(name, holder)
    }
    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        self.0.lapsed_leases(holder, now)
    }
    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        self.0.lease(name)
    }
}
