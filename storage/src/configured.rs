//! The store the operator chose: PostgreSQL when `DATABASE_URL` is set, else sled in a
//! directory. Both bots open theirs with [`open_configured`].

use std::path::Path;

use crate::store::{Acquired, Commit, Committed, Counts, Entry, Lease, Store};
use crate::{PgStore, SledStore, Space, StoreError};

/// The environment variable that selects PostgreSQL.
pub const DATABASE_URL: &str = "DATABASE_URL";

/// Either store, as configured.
#[derive(Debug)]
pub enum AnyStore {
    /// sled in a directory (no `DATABASE_URL`).
    Sled(SledStore),
    /// PostgreSQL at `DATABASE_URL`.
    Postgres(PgStore),
}

/// Opens PostgreSQL at `database_url` when it is set (and not blank), else sled in `sled_dir`
/// (created if missing).
pub fn open_configured(
    database_url: Option<&str>,
    sled_dir: &Path,
) -> Result<AnyStore, StoreError> {
    match database_url.map(str::trim).filter(|url| !url.is_empty()) {
        Some(url) => Ok(AnyStore::Postgres(PgStore::connect(url)?)),
        None => Ok(AnyStore::Sled(SledStore::open(sled_dir)?)),
    }
}

impl AnyStore {
    /// The sled store, if it is one (backups by snapshot are sled's; PostgreSQL has its own).
    pub fn sled(&self) -> Option<&SledStore> {
        match self {
            AnyStore::Sled(store) => Some(store),
            AnyStore::Postgres(_) => None,
        }
    }

    /// Where the data is, for the start-up message (a PostgreSQL address without password).
    pub fn describe(&self) -> String {
        match self {
            AnyStore::Sled(store) => format!("sled in {}", store.path().display()),
            AnyStore::Postgres(store) => format!("PostgreSQL at {}", store.target()),
        }
    }
}

impl Store for AnyStore {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        match self {
            AnyStore::Sled(store) => store.commit(commit),
            AnyStore::Postgres(store) => store.commit(commit),
        }
    }

    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.commit_batch(commits),
            AnyStore::Postgres(store) => store.commit_batch(commits),
        }
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.get(space, key),
            AnyStore::Postgres(store) => store.get(space, key),
        }
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.scan(space, prefix),
            AnyStore::Postgres(store) => store.scan(space, prefix),
        }
    }

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        match self {
            AnyStore::Sled(store) => store.seen(idempotency_key),
            AnyStore::Postgres(store) => store.seen(idempotency_key),
        }
    }

    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.seen_many(idempotency_keys),
            AnyStore::Postgres(store) => store.seen_many(idempotency_keys),
        }
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.scan_before(space, end, limit),
            AnyStore::Postgres(store) => store.scan_before(space, end, limit),
        }
    }

    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        match self {
            AnyStore::Sled(store) => store.prune_seen(before),
            AnyStore::Postgres(store) => store.prune_seen(before),
        }
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        match self {
            AnyStore::Sled(store) => store.counts(),
            AnyStore::Postgres(store) => store.counts(),
        }
    }

    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        match self {
            AnyStore::Sled(store) => store.prune_leases(before),
            AnyStore::Postgres(store) => store.prune_leases(before),
        }
    }

    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        match self {
            AnyStore::Sled(store) => store.acquire_lease(name, holder, now, ttl),
            AnyStore::Postgres(store) => store.acquire_lease(name, holder, now, ttl),
        }
    }

    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.renew_leases(holder, now, ttl),
            AnyStore::Postgres(store) => store.renew_leases(holder, now, ttl),
        }
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        match self {
            AnyStore::Sled(store) => store.release_lease(name, holder),
            AnyStore::Postgres(store) => store.release_lease(name, holder),
        }
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.lease(name),
            AnyStore::Postgres(store) => store.lease(name),
        }
    }

    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        match self {
            AnyStore::Sled(store) => store.lapsed_leases(holder, now),
            AnyStore::Postgres(store) => store.lapsed_leases(holder, now),
        }
    }

    fn watch(&self, watcher: crate::Watcher) -> Result<(), StoreError> {
        match self {
            AnyStore::Sled(store) => store.watch(watcher),
            AnyStore::Postgres(store) => store.watch(watcher),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Write;
    use crate::pg_server::TestServer;

    fn round_trip(store: &AnyStore) {
        let writes = vec![Write::put(Space::Meta, b"m".to_vec(), b"1".to_vec())];
        assert_eq!(
            store.commit(Commit::new("k", writes)).expect("commit"),
            Committed::Applied
        );
        assert_eq!(
            store.get(Space::Meta, b"m").expect("get").as_deref(),
            Some(&b"1"[..])
        );
    }

    #[test]
    fn without_a_url_it_is_sled_in_the_directory() {
        for url in [None, Some(""), Some("  ")] {
            let dir = tempfile::tempdir().expect("temporary directory");
            let store = open_configured(url, &dir.path().join("store")).expect("open");
            assert!(matches!(store, AnyStore::Sled(_)), "{url:?}");
            assert_eq!(
                store.describe(),
                format!("sled in {}", dir.path().join("store").display())
            );
            round_trip(&store);
        }
    }

    #[test]
    fn a_url_selects_postgres_and_leaves_the_directory_alone() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let url = TestServer::shared().database();
        let store = open_configured(Some(&url), &dir.path().join("store")).expect("connect");
        assert!(matches!(store, AnyStore::Postgres(_)));
        assert!(
            store
                .describe()
                .starts_with("PostgreSQL at postgres://postgres@")
        );
        round_trip(&store);
        assert!(!dir.path().join("store").exists());
    }
}
