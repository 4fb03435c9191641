//! [`Watched`]: a memory store that counts what it is asked and can be told to fail its
//! batches, for tests of the layers above (group commit, history reads). Behind the
//! `test-util` feature; share one between a front and a test as `Arc<Watched>`.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::{
    Acquired, Commit, Committed, Counts, Entry, Lease, MemoryStore, Space, Store, StoreError,
};

/// A [`MemoryStore`] that counts its writes and reads and can be told to fail its batches.
#[derive(Default)]
pub struct Watched {
    inner: MemoryStore,
    /// Single commits written.
    pub commits: AtomicUsize,
    /// Batches written (one flush each), failed ones included.
    pub batches: AtomicUsize,
    /// Inputs written in batches.
    pub batched: AtomicUsize,
    /// Look-ups of idempotency keys (one `seen`, or one `seen_many`).
    pub lookups: AtomicUsize,
    /// Single-key reads (`get`).
    pub gets: AtomicUsize,
    /// Scans of the history space (`scan` or `scan_before`).
    pub history_scans: AtomicUsize,
    /// Scans of the users' space (what reading every record back does).
    pub user_scans: AtomicUsize,
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

    fn count_scan(&self, space: Space) {
        match space {
            Space::History => self.history_scans.fetch_add(1, Ordering::SeqCst),
            Space::Users => self.user_scans.fetch_add(1, Ordering::SeqCst),
            _ => 0,
        };
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
        self.gets.fetch_add(1, Ordering::SeqCst);
        self.inner.get(space, key)
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        self.count_scan(space);
        self.inner.scan(space, prefix)
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        self.count_scan(space);
        self.inner.scan_before(space, end, limit)
    }

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        self.lookups.fetch_add(1, Ordering::SeqCst);
        self.inner.seen(idempotency_key)
    }

    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        self.lookups.fetch_add(1, Ordering::SeqCst);
        self.inner.seen_many(idempotency_keys)
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

    fn watch(&self, watcher: crate::Watcher) -> Result<(), StoreError> {
        self.inner.watch(watcher)
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        self.inner.lease(name)
    }

    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        self.inner.prune_leases(before)
    }
}
