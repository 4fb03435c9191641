//! [`SledStore`]: the durable [`Store`], on sled 0.34.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};

use crate::changes::{self, Watcher, Watchers};
use crate::leases::LeaseTable;
use crate::store::{
    Acquired, Commit, Committed, Counts, Entry, Expect, Fence, Lease, Store, Write, wall_millis,
};
use crate::{Space, StoreError, version};

/// The file in the database directory that this crate locks while a store is open.
const LOCK_FILE: &str = "storage.lock";

/// The file in which sled 0.34 keeps its log (everything but values over about 128 KB, which
/// it writes to files under `blobs/`).
const SLED_LOG_FILE: &str = "db";

/// The sled tree holding committed idempotency keys (the value: when the input was seen).
const IDEMPOTENCY_TREE: &str = "idempotency";

/// The sled tree indexing the idempotency keys by when they were seen: the key is the time
/// (8 bytes, big-endian milliseconds) then the idempotency key; the value is empty.
const IDEMPOTENCY_AGE_TREE: &str = "idempotency-age";

/// How durable a commit is when [`SledStore::commit`] returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Survives a crash of the machine (power cut, kernel panic): sled's flush, then
    /// `fdatasync` of its log. The default.
    #[default]
    Machine,
    /// Survives a crash of the process only: sled's flush alone, which on Linux ends in
    /// `sync_file_range`. That neither flushes the disk's cache nor persists the file's size,
    /// so a power cut may lose the last commits. Several times faster.
    Process,
}

/// A [`Store`] in a sled database directory: one sled tree per [`Space`] plus one for the
/// idempotency keys.
///
/// Every commit is one sled transaction over all the trees (including the idempotency check),
/// followed by a flush, so it is atomic and survives a crash once `commit` returns. Only one
/// process may open a directory at a time.
///
/// Keep values well under 128 KB: sled 0.34 writes larger ones to separate files under
/// `blobs/`, which it never syncs, so [`Durability::Machine`] does not cover them.
pub struct SledStore {
    db: sled::Db,
    trees: Trees,
    /// sled's log file, opened again to `fdatasync` it after sled's own flush (see `commit`).
    log_file: File,
    durability: Durability,
    path: PathBuf,
    /// Commits hold it shared, a snapshot exclusively: a snapshot sees whole commits only.
    gate: Arc<RwLock<()>>,
    /// The leases: in memory, since one process holds the directory (a restart starts them
    /// afresh, and no other process can be left writing). Held through a commit's
    /// transaction, so its fences cannot change under it.
    leases: Mutex<LeaseTable>,
    /// Who hears of its commits.
    watchers: Watchers,
    /// Held for the store's lifetime; declared last so it is released after sled closes.
    _lock: File,
}

/// The trees, by name, so a transaction can take them as a tuple.
#[derive(Clone)]
pub(crate) struct Trees {
    tables: sled::Tree,
    log: sled::Tree,
    users: sled::Tree,
    chats: sled::Tree,
    history: sled::Tree,
    meta: sled::Tree,
    idempotency: sled::Tree,
    idempotency_age: sled::Tree,
}

impl Trees {
    fn open(db: &sled::Db) -> sled::Result<Self> {
        Ok(Trees {
            tables: db.open_tree(Space::Tables.name())?,
            log: db.open_tree(Space::Log.name())?,
            users: db.open_tree(Space::Users.name())?,
            chats: db.open_tree(Space::Chats.name())?,
            history: db.open_tree(Space::History.name())?,
            meta: db.open_tree(Space::Meta.name())?,
            idempotency: db.open_tree(IDEMPOTENCY_TREE)?,
            idempotency_age: db.open_tree(IDEMPOTENCY_AGE_TREE)?,
        })
    }

    /// Every tree with its name, in a fixed order (what a snapshot holds).
    pub(crate) fn all(&self) -> [(&'static str, &sled::Tree); 8] {
        [
            (Space::Tables.name(), &self.tables),
            (Space::Log.name(), &self.log),
            (Space::Users.name(), &self.users),
            (Space::Chats.name(), &self.chats),
            (Space::History.name(), &self.history),
            (Space::Meta.name(), &self.meta),
            (IDEMPOTENCY_TREE, &self.idempotency),
            (IDEMPOTENCY_AGE_TREE, &self.idempotency_age),
        ]
    }

    fn space(&self, space: Space) -> &sled::Tree {
        match space {
            Space::Tables => &self.tables,
            Space::Log => &self.log,
            Space::Users => &self.users,
            Space::Chats => &self.chats,
            Space::History => &self.history,
            Space::Meta => &self.meta,
        }
    }
}

/// A write with its value already wrapped in the version envelope.
struct Prepared {
    space: Space,
    key: sled::IVec,
    /// `None` deletes.
    value: Option<sled::IVec>,
}

impl SledStore {
    /// Opens (creating it if missing) the database in directory `dir`, with
    /// [`Durability::Machine`].
    ///
    /// Fails with [`StoreError::InUse`] if another process (or another `SledStore` in this
    /// process) has it open.
    pub fn open(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open_with(dir, Durability::default())
    }

    /// [`SledStore::open`] with the given durability.
    pub fn open_with(dir: impl AsRef<Path>, durability: Durability) -> Result<Self, StoreError> {
        let path = dir.as_ref().to_path_buf();
        let open_error = |source: Box<dyn std::error::Error + Send + Sync>| StoreError::Open {
            path: path.clone(),
            source,
        };
        fs::create_dir_all(&path).map_err(|e| open_error(Box::new(e)))?;
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path.join(LOCK_FILE))
            .map_err(|e| open_error(Box::new(e)))?;
        let mut attempts = 0;
        loop {
            match lock.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) if attempts < OWN_LOCK_RETRIES => {
                    attempts += 1;
                    std::thread::sleep(SLED_LOCK_WAIT);
                }
                Err(TryLockError::WouldBlock) => return Err(StoreError::InUse { path }),
                Err(TryLockError::Error(e)) => return Err(open_error(Box::new(e))),
            }
        }
        // Our lock is ours, so no other store has the directory; sled's own lock may still be
        // held for a moment by the flusher thread of a store this process just dropped.
        let mut attempts = 0;
        let db = loop {
            match sled::Config::new().path(&path).open() {
                Ok(db) => break db,
                Err(e) => match sled_open_error(&path, e) {
                    StoreError::InUse { .. } if attempts < SLED_LOCK_RETRIES => {
                        attempts += 1;
                        std::thread::sleep(SLED_LOCK_WAIT);
                    }
                    error => return Err(error),
                },
            }
        };
        let trees = Trees::open(&db).map_err(|e| open_error(Box::new(e)))?;
        let log_file = File::open(path.join(SLED_LOG_FILE)).map_err(|e| open_error(Box::new(e)))?;
        let store = SledStore {
            db,
            trees,
            log_file,
            durability,
            path: path.clone(),
            gate: Arc::new(RwLock::new(())),
            leases: Mutex::new(LeaseTable::default()),
            watchers: Watchers::default(),
            _lock: lock,
        };
        store
            .index_unaged_keys()
            .map_err(|e| open_error(Box::new(e)))?;
        Ok(store)
    }

    /// Keys committed by a program that did not record when (an empty marker) are indexed
    /// as seen now, once, so that pruning forgets them one retention window from now.
    fn index_unaged_keys(&self) -> Result<(), StoreError> {
        if !self.trees.idempotency_age.is_empty() || self.trees.idempotency.is_empty() {
            return Ok(());
        }
        let now = wall_millis();
        let mut index = sled::Batch::default();
        let mut markers = sled::Batch::default();
        for entry in self.trees.idempotency.iter() {
            let (key, _) = entry?;
            index.insert(age_key(now, &key), &[][..]);
            markers.insert(key, version::encode(&now.to_be_bytes()));
        }
        self.trees.idempotency_age.apply_batch(index)?;
        self.trees.idempotency.apply_batch(markers)?;
        self.db.flush()?;
        Ok(())
    }

    /// The trees and the gate, for a snapshot (see [`crate::snapshot`]): handles that may
    /// go to another thread.
    pub(crate) fn trees_for_snapshot(&self) -> (Trees, Arc<RwLock<()>>) {
        (self.trees.clone(), Arc::clone(&self.gate))
    }

    /// The sled database (to restore a snapshot into).
    pub(crate) fn db(&self) -> &sled::Db {
        &self.db
    }

    /// Makes what was written durable as a commit does: sled's flush, then `fdatasync`.
    pub(crate) fn sync(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        if self.durability == Durability::Machine {
            self.log_file
                .sync_data()
                .map_err(|e| StoreError::Backend(Box::new(e)))?;
        }
        Ok(())
    }

    /// Whether a store holds the database in `dir` now (another process runs on it), found
    /// without opening it: its lock file is tried and released.
    pub fn in_use(dir: impl AsRef<Path>) -> std::io::Result<bool> {
        let file = match File::open(dir.as_ref().join(LOCK_FILE)) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
            Err(e) => return Err(e),
        };
        match file.try_lock_shared() {
            Ok(()) => Ok(false),
            Err(TryLockError::WouldBlock) => Ok(true),
            Err(TryLockError::Error(e)) => Err(e),
        }
    }

    /// The database directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Stores `stored` as is (no envelope added) and flushes, to test reading foreign versions.
    #[cfg(test)]
    pub(crate) fn put_raw(
        &self,
        space: Space,
        key: &[u8],
        stored: &[u8],
    ) -> Result<(), StoreError> {
        self.trees.space(space).insert(key, stored)?;
        self.db.flush()?;
        Ok(())
    }
}

/// How often, and how long apart, sled's own lock is tried again (see `open_with`): for up
/// to five seconds, as a dropped store's flusher thread may take over a second to let go of
/// it on a loaded machine (CI saw `InUse` reopening a just-dropped store after one).
const SLED_LOCK_RETRIES: u32 = 250;

/// How often this crate's own lock is tried again (as often apart) before the directory is
/// reported in use: a process this one forks (a test's database server, say) holds a copy of
/// the lock's descriptor, and so the lock, until it starts its program (CI saw `InUse`
/// reopening a just-dropped store while another test started PostgreSQL).
const OWN_LOCK_RETRIES: u32 = 25;
const SLED_LOCK_WAIT: std::time::Duration = std::time::Duration::from_millis(20);

/// Maps a failure of sled's own open, recognising sled's lock on its `db` file (held by a
/// process that opened the directory with sled directly, without this crate's lock file).
fn sled_open_error(path: &Path, error: sled::Error) -> StoreError {
    match &error {
        sled::Error::Io(io) if io.to_string().contains("could not acquire lock") => {
            StoreError::InUse {
                path: path.to_path_buf(),
            }
        }
        _ => StoreError::Open {
            path: path.to_path_buf(),
            source: Box::new(error),
        },
    }
}

impl fmt::Debug for SledStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SledStore")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// What a commit must find to be applied.
struct Checks {
    fences: Vec<Fence>,
    /// Each with its key as sled holds it.
    expects: Vec<(sled::IVec, Expect)>,
}

/// A commit's idempotency key, with its entries in the key trees (when it was seen, and the
/// key by age), encoded outside the transaction.
struct Keyed {
    key: String,
    marker: sled::IVec,
    aged: sled::IVec,
}

impl SledStore {
    /// Applies `commits` in order in one sled transaction (under the snapshot gate), then
    /// flushes once.
    fn apply(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        // Encode once, outside the transaction: its closure may run several times.
        let prepared: Vec<(Option<Keyed>, Vec<Prepared>, Checks)> = commits
            .into_iter()
            .map(|commit| {
                let checks = Checks {
                    fences: commit.fences,
                    expects: commit
                        .expects
                        .into_iter()
                        .map(|expect| (sled::IVec::from(expect.key.as_slice()), expect))
                        .collect(),
                };
                let writes = commit
                    .writes
                    .into_iter()
                    .map(|write| match write {
                        Write::Put { space, key, value } => Prepared {
                            space,
                            key: key.into(),
                            value: Some(version::encode(&value).into()),
                        },
                        Write::Delete { space, key } => Prepared {
                            space,
                            key: key.into(),
                            value: None,
                        },
                    })
                    .collect();
                let seen_at = commit.seen_at.unwrap_or_else(wall_millis);
                let keyed = commit.idempotency_key.map(|key| Keyed {
                    marker: version::encode(&seen_at.to_be_bytes()).into(),
                    aged: age_key(seen_at, key.as_bytes()).into(),
                    key,
                });
                (keyed, writes, checks)
            })
            .collect();
        let _gate = self.gate.read().unwrap_or_else(|p| p.into_inner());
        let leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        let t = &self.trees;
        // The closure reads only what it captures and touches only the transactional trees,
        // so running it again after a conflict has no other effect. A key taken by an earlier
        // commit of the batch is seen: the transaction reads its own writes.
        let outcome = (
            &t.tables,
            &t.log,
            &t.users,
            &t.chats,
            &t.history,
            &t.meta,
            &t.idempotency,
            &t.idempotency_age,
        )
            .transaction(|(tables, log, users, chats, history, meta, seen, age)| {
                // Which commits apply: a key seen before, or taken earlier in the batch, skips.
                let mut taken = HashSet::new();
                let mut outcome = Vec::with_capacity(prepared.len());
                for (keyed, _, _) in &prepared {
                    let applies = match keyed {
                        None => true,
                        Some(Keyed { key, .. }) => {
                            taken.insert(key.as_str()) && seen.get(key.as_bytes())?.is_none()
                        }
                    };
                    outcome.push(if applies {
                        Committed::Applied
                    } else {
                        Committed::AlreadyApplied
                    });
                }
                // The net effect of the applied writes, in order (the last write of a key
                // wins): a table rewritten by ten inputs of a group is written once.
                let mut net: HashMap<(Space, &sled::IVec), &Option<sled::IVec>> = HashMap::new();
                let applied = prepared.iter().zip(&outcome);
                for ((keyed, writes, checks), answer) in applied {
                    if *answer != Committed::Applied {
                        continue;
                    }
                    if let Err(error) = leases.check(&checks.fences) {
                        return Err(ConflictableTransactionError::Abort(error));
                    }
                    for (key, expect) in &checks.expects {
                        let found = match net.get(&(expect.space, key)) {
                            Some(value) => (*value).clone(),
                            None => {
                                let tree = match expect.space {
                                    Space::Tables => tables,
                                    Space::Log => log,
                                    Space::Users => users,
                                    Space::Chats => chats,
                                    Space::History => history,
                                    Space::Meta => meta,
                                };
                                tree.get(key)?
                            }
                        };
                        let found = found
                            .map(|stored| version::decode(expect.space, &stored))
                            .transpose()
                            .map_err(ConflictableTransactionError::Abort)?;
                        if found != expect.value {
                            return Err(ConflictableTransactionError::Abort(
                                StoreError::Conflict {
                                    space: expect.space,
                                    key: expect.key.clone(),
                                },
                            ));
                        }
                    }
                    for write in writes {
                        net.insert((write.space, &write.key), &write.value);
                    }
                    if let Some(keyed) = keyed {
                        seen.insert(keyed.key.as_bytes(), keyed.marker.clone())?;
                        age.insert(keyed.aged.clone(), &[][..])?;
                    }
                }
                for ((space, key), value) in net {
                    let tree = match space {
                        Space::Tables => tables,
                        Space::Log => log,
                        Space::Users => users,
                        Space::Chats => chats,
                        Space::History => history,
                        Space::Meta => meta,
                    };
                    match value {
                        Some(value) => tree.insert(key.clone(), value.clone())?,
                        None => tree.remove(key.clone())?,
                    };
                }
                Ok::<_, ConflictableTransactionError<StoreError>>(outcome)
            });
        drop(leases);
        let outcome = match outcome {
            Ok(outcome) => outcome,
            Err(TransactionError::Storage(error)) => return Err(error.into()),
            Err(TransactionError::Abort(error)) => return Err(error),
        };
        // Flush for `AlreadyApplied` too: the earlier commit may have failed in its own flush,
        // and the caller is about to announce it.
        // On Linux sled's flush ends in `sync_file_range`, which survives a crash of the process
        // but neither flushes the disk's cache nor the file's size: a power cut could still
        // lose the commit. `fdatasync` on the same file (through our own handle) does both.
        self.sync()?;
        Ok(outcome)
    }
}

impl Store for SledStore {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        let mut outcome = self.commit_batch(vec![commit])?;
        outcome.pop().ok_or(StoreError::Corrupt {
            space: Space::Meta,
            reason: "a batch of one commit answered nothing",
        })
    }

    /// One sled transaction for the whole batch, one flush.
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        if commits.is_empty() {
            return Ok(Vec::new());
        }
        let topics = changes::topics_of(&commits);
        let outcome = self.apply(commits)?;
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
        let mut leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.acquire(name, holder, now, ttl))
    }

    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        let mut leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.renew(holder, now, ttl))
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        let mut leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.release(name, holder))
    }

    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        let leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.lapsed(holder, now))
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        let leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.get(name))
    }

    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        let mut leases = self.leases.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(leases.prune(before))
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        self.trees
            .space(space)
            .get(key)?
            .map(|stored| version::decode(space, &stored))
            .transpose()
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        self.trees
            .space(space)
            .scan_prefix(prefix)
            .map(|entry| {
                let (key, stored) = entry?;
                Ok((key.to_vec(), version::decode(space, &stored)?))
            })
            .collect()
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        self.trees
            .space(space)
            .range(..end)
            .take(limit)
            .map(|entry| {
                let (key, stored) = entry?;
                Ok((key.to_vec(), version::decode(space, &stored)?))
            })
            .collect()
    }

    /// Whether `idempotency_key` was committed. A key whose commit failed only in its flush
    /// may be reported; committing it again returns `AlreadyApplied` once it is durable.
    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        Ok(self
            .trees
            .idempotency
            .contains_key(idempotency_key.as_bytes())?)
    }

    /// Removes the key first, then its index entry: a crash between them leaves an index
    /// entry whose key is gone, which the next prune removes.
    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        let _gate = self.gate.read().unwrap_or_else(|p| p.into_inner());
        let mut keys = sled::Batch::default();
        let mut index = sled::Batch::default();
        let mut pruned = 0;
        for entry in self.trees.idempotency_age.range(..before.to_be_bytes()) {
            let (aged, _) = entry?;
            if let Some(key) = aged.get(8..) {
                keys.remove(key);
            }
            index.remove(aged);
            pruned += 1;
        }
        if pruned == 0 {
            return Ok(0);
        }
        self.trees.idempotency.apply_batch(keys)?;
        self.trees.idempotency_age.apply_batch(index)?;
        self.sync()?;
        Ok(pruned)
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        Ok(Counts {
            spaces: Space::ALL.map(|space| self.trees.space(space).len()),
            keys: self.trees.idempotency.len(),
        })
    }
}

/// The index key of an idempotency key seen at `millis`.
fn age_key(millis: u64, key: &[u8]) -> Vec<u8> {
    let mut aged = Vec::with_capacity(8 + key.len());
    aged.extend_from_slice(&millis.to_be_bytes());
    aged.extend_from_slice(key);
    aged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::key;

    fn header(id: u64) -> Write {
        Write::put(
            Space::Tables,
            key::table(id),
            format!("table {id}").into_bytes(),
        )
    }

    #[test]
    fn reopening_keeps_everything() {
        let dir = tempfile::tempdir().expect("temporary directory");
        {
            let store = SledStore::open(dir.path()).expect("open");
            for id in 1..=3u64 {
                let mut writes = vec![header(id)];
                writes.extend((0..5).map(|seq| {
                    Write::put(Space::Log, key::log(id, seq), seq.to_be_bytes().to_vec())
                }));
                writes.push(Write::put(Space::Users, key::user(id), b"chips".to_vec()));
                let commit = Commit::new(format!("update-{id}"), writes);
                assert_eq!(store.commit(commit).expect("commit"), Committed::Applied);
            }
            let delete = vec![Write::delete(Space::Users, key::user(2))];
            assert_eq!(
                store.commit(Commit::unkeyed(delete)).expect("commit"),
                Committed::Applied
            );
        }
        let store = SledStore::open(dir.path()).expect("reopen");
        for id in 1..=3u64 {
            assert_eq!(
                store.get(Space::Tables, &key::table(id)).expect("get"),
                Some(format!("table {id}").into_bytes())
            );
            let log = store.scan(Space::Log, &key::table(id)).expect("scan");
            let seqs: Vec<u64> = log
                .iter()
                .filter_map(|(k, _)| key::parse_log(k))
                .map(|(_, s)| s)
                .collect();
            assert_eq!(seqs, vec![0, 1, 2, 3, 4]);
            assert!(store.seen(&format!("update-{id}")).expect("seen"));
        }
        assert_eq!(store.get(Space::Users, &key::user(2)).expect("get"), None);
        assert_eq!(store.scan(Space::Users, b"").expect("scan").len(), 2);
        // The idempotency keys survived too: a redelivered input changes nothing.
        let replay = Commit::new(
            "update-1",
            vec![Write::delete(Space::Tables, key::table(1))],
        );
        assert_eq!(
            store.commit(replay).expect("commit"),
            Committed::AlreadyApplied
        );
        assert!(
            store
                .get(Space::Tables, &key::table(1))
                .expect("get")
                .is_some()
        );
    }

    #[test]
    fn a_directory_in_use_is_refused_clearly() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let first = SledStore::open(dir.path()).expect("open");
        let second = SledStore::open(dir.path());
        assert!(matches!(&second, Err(StoreError::InUse { path }) if path == dir.path()));
        let message = second.err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            message,
            format!(
                "the database at {} is in use by another process",
                dir.path().display()
            )
        );
        assert!(SledStore::in_use(dir.path()).expect("in use"));
        drop(first);
        assert!(!SledStore::in_use(dir.path()).expect("in use"));
        assert!(
            SledStore::open(dir.path()).is_ok(),
            "released when the first store is dropped"
        );
    }

    #[test]
    fn a_directory_held_by_sled_itself_is_refused_clearly() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let _held = sled::open(dir.path()).expect("open with sled");
        let result = SledStore::open(dir.path());
        assert!(
            matches!(&result, Err(StoreError::InUse { path }) if path == dir.path()),
            "{result:?}"
        );
    }

    #[test]
    fn open_creates_a_missing_directory() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let path = dir.path().join("not").join("yet");
        let store = SledStore::open(&path).expect("open");
        assert_eq!(store.path(), path);
        assert!(path.join(LOCK_FILE).is_file());
    }

    #[test]
    fn a_file_in_place_of_the_directory_is_an_open_error() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let path = dir.path().join("file");
        fs::write(&path, b"not a database").expect("write");
        let result = SledStore::open(&path);
        assert!(matches!(result, Err(StoreError::Open { path: p, .. }) if p == path));
    }

    #[test]
    fn values_lie_on_disk_with_their_version() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = SledStore::open(dir.path()).expect("open");
        let writes = vec![Write::put(Space::Chats, b"c".to_vec(), b"payload".to_vec())];
        store
            .commit(Commit::new("k", writes).seen_at(42))
            .expect("commit");
        let raw = store
            .trees
            .chats
            .get(b"c")
            .expect("raw get")
            .map(|v| v.to_vec());
        let mut expected = version::FORMAT_VERSION.to_be_bytes().to_vec();
        expected.extend_from_slice(b"payload");
        assert_eq!(raw, Some(expected));
        let marker = store
            .trees
            .idempotency
            .get(b"k")
            .expect("raw get")
            .map(|v| v.to_vec());
        let mut expected = version::FORMAT_VERSION.to_be_bytes().to_vec();
        expected.extend_from_slice(&42u64.to_be_bytes());
        assert_eq!(
            marker,
            Some(expected),
            "the marker holds when the input was seen"
        );
    }

    #[test]
    fn keys_of_an_older_program_are_aged_from_the_first_open_and_pruned_after() {
        let dir = tempfile::tempdir().expect("temporary directory");
        {
            // What the program before key ages left: empty markers, no index.
            let db = sled::open(dir.path()).expect("open with sled");
            let tree = db.open_tree(IDEMPOTENCY_TREE).expect("tree");
            tree.insert(b"tg:1", version::encode(&[])).expect("insert");
            db.flush().expect("flush");
        }
        let before = wall_millis();
        let store = SledStore::open(dir.path()).expect("open");
        assert!(store.seen("tg:1").expect("seen"));
        assert_eq!(
            store.prune_seen(before).expect("prune"),
            0,
            "aged now, not at 0"
        );
        assert_eq!(store.prune_seen(wall_millis() + 1).expect("prune"), 1);
        assert!(!store.seen("tg:1").expect("seen"));
    }

    #[test]
    fn a_value_planted_by_a_newer_program_is_refused_after_reopening() {
        let dir = tempfile::tempdir().expect("temporary directory");
        {
            // What a newer program would leave behind, written with sled directly.
            let db = sled::open(dir.path()).expect("open with sled");
            let tree = db.open_tree(Space::History.name()).expect("tree");
            tree.insert(b"game", &[0xff, 0xff, b'x'][..])
                .expect("insert");
            db.flush().expect("flush");
        }
        let store = SledStore::open(dir.path()).expect("open");
        assert!(matches!(
            store.get(Space::History, b"game"),
            Err(StoreError::UnsupportedVersion {
                found: 0xffff,
                supported: version::FORMAT_VERSION
            })
        ));
    }
}
