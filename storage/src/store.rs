//! The [`Store`] trait and what a commit is made of.

#[cfg(doc)]
use crate::changes::Change;
use crate::changes::Watcher;
use crate::{Space, StoreError};

/// A key and its value, as [`Store::scan`] returns them.
pub type Entry = (Vec<u8>, Vec<u8>);

/// One write of a [`Commit`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    /// Sets `key` in `space` to `value`, replacing any previous value.
    Put {
        /// The key space.
        space: Space,
        /// The key.
        key: Vec<u8>,
        /// The value (the caller's bytes; the store adds its version envelope).
        value: Vec<u8>,
    },
    /// Removes `key` from `space`; removing a missing key is not an error.
    Delete {
        /// The key space.
        space: Space,
        /// The key.
        key: Vec<u8>,
    },
}

impl Write {
    /// A [`Write::Put`].
    pub fn put(space: Space, key: impl Into<Vec<u8>>, value: impl Into<Vec<u8>>) -> Self {
        Write::Put {
            space,
            key: key.into(),
            value: value.into(),
        }
    }

    /// A [`Write::Delete`].
    pub fn delete(space: Space, key: impl Into<Vec<u8>>) -> Self {
        Write::Delete {
            space,
            key: key.into(),
        }
    }
}

/// A commit's claim to write under a lease: rejected ([`StoreError::Fenced`]) unless `token`
/// is still the lease's current fencing token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fence {
    /// The lease's name (the host names a chat's lease after the chat).
    pub lease: String,
    /// The fencing token the writer's acquisition got ([`Lease::token`]).
    pub token: u64,
}

/// A commit's condition: `key` of `space` still holds `value` (`None`: no value), as the
/// writer read it; rejected ([`StoreError::Conflict`]) otherwise. Optimistic concurrency for
/// records several processes write (a user's chips).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expect {
    /// The key space.
    pub space: Space,
    /// The key.
    pub key: Vec<u8>,
    /// The value the writer read (the caller's bytes, without the envelope), `None` if none.
    pub value: Option<Vec<u8>>,
}

/// A lease: who holds the right to write under a name, until when, and with which fencing
/// token. Every acquisition by a different holder gets a strictly larger token, so a commit
/// fenced with an older token is refused in its transaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The lease's name.
    pub name: String,
    /// Who holds it (a process id; empty once released).
    pub holder: String,
    /// The fencing token of the current holding.
    pub token: u64,
    /// When it lapses unless renewed, in milliseconds on the holders' clock.
    pub expires_at: u64,
}

/// What [`Store::acquire_lease`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acquired {
    /// The caller holds the lease now (it was free, lapsed, released or already the caller's),
    /// until `expires_at`, under `token`.
    Held(Lease),
    /// Another holder's lease is live: the caller may not write under it.
    Busy(Lease),
}

/// Everything one accepted input changes, applied all at once or not at all.
///
/// Writes are applied in order, so when two writes touch the same key the last one wins.
/// The commit is rejected whole, writing nothing, when one of its [`Fence`]s is no longer
/// current ([`StoreError::Fenced`]) or one of its [`Expect`]ations no longer holds
/// ([`StoreError::Conflict`]); both are checked in the commit's transaction, against the state
/// the earlier commits of a batch left. A commit found `AlreadyApplied` is not checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commit {
    /// The input's idempotency key (the platform's update or interaction id). A commit whose
    /// key was already committed writes nothing. `None` for writes that need no deduplication.
    pub idempotency_key: Option<String>,
    /// The writes, applied in order.
    pub writes: Vec<Write>,
    /// When the input was seen, in milliseconds since the UNIX epoch on the caller's clock;
    /// [`Store::prune_seen`] forgets idempotency keys by it. `None`: the store's own clock.
    pub seen_at: Option<u64>,
    /// The leases the commit writes under.
    pub fences: Vec<Fence>,
    /// The values the commit expects to find.
    pub expects: Vec<Expect>,
    /// The topics the store's watchers hear once the commit is applied
    /// ([`Store::watch`]; nothing when it is refused or already applied).
    pub notify: Vec<String>,
}

impl Commit {
    /// A commit of `writes` under `idempotency_key`.
    pub fn new(idempotency_key: impl Into<String>, writes: Vec<Write>) -> Self {
        Commit {
            idempotency_key: Some(idempotency_key.into()),
            writes,
            ..Commit::default()
        }
    }

    /// A commit of `writes` without an idempotency key.
    pub fn unkeyed(writes: Vec<Write>) -> Self {
        Commit {
            idempotency_key: None,
            writes,
            ..Commit::default()
        }
    }

    /// The same commit, its input seen at `millis` (since the UNIX epoch).
    pub fn seen_at(mut self, millis: u64) -> Self {
        self.seen_at = Some(millis);
        self
    }

    /// The same commit, written under lease `lease` with fencing token `token`.
    pub fn fenced(mut self, lease: impl Into<String>, token: u64) -> Self {
        self.fences.push(Fence {
            lease: lease.into(),
            token,
        });
        self
    }

    /// The same commit, its watchers told `topic` once it is applied ([`Store::watch`]).
    pub fn notifying(mut self, topic: impl Into<String>) -> Self {
        let topic = topic.into();
        if !self.notify.contains(&topic) {
            self.notify.push(topic);
        }
        self
    }

    /// The same commit, on condition that `key` of `space` still holds `value`.
    pub fn expecting(
        mut self,
        space: Space,
        key: impl Into<Vec<u8>>,
        value: Option<Vec<u8>>,
    ) -> Self {
        self.expects.push(Expect {
            space,
            key: key.into(),
            value,
        });
        self
    }
}

/// The net effect of a batch's commits so far, as a store plans it: each key's last value
/// (`None`: deleted). Later commits' expectations are checked against it before the store.
pub(crate) type Net<'a> = std::collections::BTreeMap<(Space, &'a [u8]), Option<&'a [u8]>>;

impl Expect {
    /// Checks this expectation against the batch's net effect so far, else the value the
    /// store holds (read by `stored`, envelope removed): `Conflict` when it changed.
    pub(crate) fn check(
        &self,
        net: &Net<'_>,
        stored: impl FnOnce() -> Result<Option<Vec<u8>>, StoreError>,
    ) -> Result<(), StoreError> {
        let found = match net.get(&(self.space, self.key.as_slice())) {
            Some(value) => value.map(<[u8]>::to_vec),
            None => stored()?,
        };
        if found != self.value {
            return Err(StoreError::Conflict {
                space: self.space,
                key: self.key.clone(),
            });
        }
        Ok(())
    }
}

impl Commit {
    /// Lays this commit's writes over the batch's net effect, in order.
    pub(crate) fn lay_over<'a>(&'a self, net: &mut Net<'a>) {
        for write in &self.writes {
            match write {
                Write::Put { space, key, value } => net.insert((*space, key), Some(value)),
                Write::Delete { space, key } => net.insert((*space, key), None),
            };
        }
    }
}

/// How many entries a store holds: each space's, and the idempotency keys remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Entries per space, in [`Space::ALL`] order.
    pub spaces: [usize; Space::ALL.len()],
    /// Idempotency keys remembered.
    pub keys: usize,
}

impl Counts {
    /// The entries of `space`.
    pub fn of(&self, space: Space) -> usize {
        self.spaces[space as usize]
    }
}

/// The time a store's own clock says, in milliseconds since the UNIX epoch.
pub(crate) fn wall_millis() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// What [`Store::commit`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Committed {
    /// The writes were applied and are durable.
    Applied,
    /// The idempotency key had already been committed: nothing was written. What that earlier
    /// commit wrote is durable, so the caller may (re)send its messages.
    AlreadyApplied,
}

/// Durable, atomic storage of bytes in named key spaces.
///
/// Implementations: [`crate::SledStore`] (on disk) and [`crate::MemoryStore`] (for tests).
/// Both pass the same conformance suite.
pub trait Store: Send + Sync {
    /// Applies every write atomically across spaces and makes it durable before returning.
    /// A commit whose idempotency key was already committed writes nothing: `AlreadyApplied`.
    ///
    /// On error the commit must not be announced. Either nothing was applied, or only making
    /// it durable failed: then the writes may already be visible and may or may not survive a
    /// crash. Retrying under the same idempotency key is always safe: a retry that finds the
    /// key answers `AlreadyApplied` only once the earlier writes are durable.
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError>;

    /// Applies `commits` in order, as [`Store::commit`] would one after the other (a later
    /// commit under a key an earlier one took answers `AlreadyApplied`), and makes them all
    /// durable before returning, ideally with one flush: group commit. Answers one
    /// [`Committed`] per commit, in order.
    ///
    /// On error none of them may be announced: each commit is applied whole or not at all,
    /// and retrying each under its idempotency key is safe, as for [`Store::commit`]. The
    /// stores of this crate apply the whole batch in one transaction. The default commits
    /// them one by one.
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        commits
            .into_iter()
            .map(|commit| self.commit(commit))
            .collect()
    }

    /// The value of `key` in `space`, if any.
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError>;

    /// Every entry of `space` whose key starts with `prefix`, in key order. An empty prefix
    /// returns the whole space.
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError>;

    /// The first entries of `space` (at most `limit`, in key order) whose key sorts before
    /// `end`: the oldest records of a space keyed by time, to prune them.
    fn scan_before(&self, space: Space, end: &[u8], limit: usize)
    -> Result<Vec<Entry>, StoreError>;

    /// Whether a commit under `idempotency_key` was applied (and its key not yet pruned).
    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError>;

    /// [`Store::seen`] for each of `idempotency_keys`, in order. A store behind a network
    /// answers with one round trip; the default asks one key at a time.
    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        idempotency_keys.iter().map(|key| self.seen(key)).collect()
    }

    /// Forgets the idempotency keys of inputs seen before `before` (milliseconds since the
    /// UNIX epoch), durably; returns how many. An input redelivered after its key is
    /// forgotten would be handled again, so keep keys longer than any platform redelivers.
    fn prune_seen(&self, before: u64) -> Result<usize, StoreError>;

    /// How many entries each space holds, and how many idempotency keys.
    fn counts(&self) -> Result<Counts, StoreError>;

    /// Takes lease `name` for `holder` until `now + ttl` (milliseconds, the holders' shared
    /// clock) when it is free, released, lapsed (`expires_at <= now`) or already `holder`'s
    /// (then it is extended under the same token). Another holder's lapsed lease is taken
    /// over with a strictly larger token. A live lease of another holder: `Busy`.
    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError>;

    /// Extends every lease `holder` holds to `now + ttl`, lapsed or not (a lapsed lease nobody
    /// took over keeps its token: nobody else wrote under it), and returns them, by name. A
    /// lease missing from the answer was taken over.
    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError>;

    /// Gives lease `name` up if `holder` holds it (the next holder gets a larger token);
    /// returns whether it did.
    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError>;

    /// Lease `name` as it stands, if it was ever taken (and not pruned since).
    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError>;

    /// Forgets the leases released or lapsed before `before` (`expires_at <= before`), durably;
    /// returns how many. Their tokens are not forgotten: a lease taken again after it was
    /// pruned starts above every token a pruned lease had, so no stale holder's fence passes.
    /// Keep leases longer than any holder may stay paused and than [`Store::lapsed_leases`]
    /// is asked (a killed holder's chats are taken over within a lease).
    fn prune_leases(&self, before: u64) -> Result<usize, StoreError>;

    /// The leases lapsed by `now` (`expires_at <= now`) that a holder other than `holder`
    /// still names: its process stopped renewing them without releasing them (killed), so
    /// nobody serves their chats. By name.
    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError>;

    /// Has `watcher` told the topics of every commit applied from now on
    /// ([`Commit::notifying`]): by any process sharing the store (PostgreSQL), else by this
    /// one. [`Change::Missed`] when some may have been missed. For as long as the store lives.
    fn watch(&self, watcher: Watcher) -> Result<(), StoreError>;
}

/// A shared store is a store: the front may own one handle while a test or another task keeps
/// another.
impl<S: Store + ?Sized> Store for std::sync::Arc<S> {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        (**self).commit(commit)
    }
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        (**self).commit_batch(commits)
    }
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        (**self).get(space, key)
    }
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        (**self).scan(space, prefix)
    }
    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        (**self).scan_before(space, end, limit)
    }
    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        (**self).seen(idempotency_key)
    }
    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        (**self).seen_many(idempotency_keys)
    }
    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        (**self).prune_seen(before)
    }
    fn counts(&self) -> Result<Counts, StoreError> {
        (**self).counts()
    }
    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        (**self).acquire_lease(name, holder, now, ttl)
    }
    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        (**self).renew_leases(holder, now, ttl)
    }
    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        (**self).release_lease(name, holder)
    }
    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        (**self).lease(name)
    }
    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        (**self).prune_leases(before)
    }
    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        (**self).lapsed_leases(holder, now)
    }
    fn watch(&self, watcher: Watcher) -> Result<(), StoreError> {
        (**self).watch(watcher)
    }
}
