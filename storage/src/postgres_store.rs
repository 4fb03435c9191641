//! [`PgStore`]: the [`Store`] in a PostgreSQL database.
//!
//! The schema (created and migrated by [`PgStore::connect`], see [`SCHEMA_VERSION`]):
//!
//! ```sql
//! storage_schema (one_row boolean PRIMARY KEY CHECK (one_row), version integer NOT NULL)
//! entries        (space text, key bytea, value bytea NOT NULL, PRIMARY KEY (space, key))
//! idempotency    (key bytea PRIMARY KEY, committed_at timestamptz NOT NULL DEFAULT now(),
//!                 seen_at bigint NOT NULL)   -- indexed: keys are pruned by age
//! leases         (name bytea PRIMARY KEY, holder text NOT NULL, token bigint NOT NULL,
//!                 expires_at bigint NOT NULL) -- indexed by holder
//! ```
//!
//! - `leases` holds one row per lease ever taken (a chat's, named after it): its holder (a
//!   process id, empty once released), its fencing token and when it lapses (milliseconds on
//!   the holders' clock). Taking it over from another holder adds one to the token. A row
//!   released or lapsed long ago may be pruned ([`Store::prune_leases`]); the row named with
//!   the empty name (made at connect, never a lease) keeps the largest token pruned, and a
//!   lease taken anew starts above it, so a token never repeats. Taking a lease reads that
//!   row `FOR SHARE` first and pruning locks it `FOR UPDATE` first, so neither races the
//!   other. A commit's [`crate::Fence`]s are read
//!   `FOR SHARE` in its transaction (so no takeover can commit between the check and the
//!   commit) and compared with the current tokens: one stale token refuses the whole batch.
//! - A commit's [`crate::Expect`]ations lock their rows `FOR UPDATE` (in key order; a row
//!   expected missing is first claimed with an empty placeholder value, which a concurrent
//!   claim waits for)
//!   and compare them, as the batch's earlier commits left them: one that changed refuses the
//!   whole batch ([`StoreError::Conflict`]). A placeholder the batch does not write is deleted
//!   again.
//!
//! - `entries` holds every [`Space`], by its stable name ([`Space::name`]); `value` is the same
//!   versioned envelope the sled store writes ([`crate::version`]: 2 bytes of format version,
//!   then the caller's bytes), so values are read (and upgraded) by the same code.
//!   bytea compares as unsigned bytes, so the primary key's order is [`Store::scan`]'s order.
//! - `idempotency` holds every committed idempotency key (as its UTF-8 bytes: a key may hold
//!   characters that `text` refuses) and when its input was seen ([`Commit::seen_at`], in
//!   milliseconds since the UNIX epoch, else the store's clock), by which
//!   [`Store::prune_seen`] forgets old keys. A commit claims its key with
//!   `INSERT … ON CONFLICT DO NOTHING` in the same transaction as its writes: a key already
//!   there (or claimed by a transaction in flight, which the insert waits for) means
//!   `AlreadyApplied`, and the writes are skipped.
//! - `storage_schema` holds the schema's version (one row). It is not the values' format
//!   version: it changes when the tables change, and [`PgStore::connect`] migrates an older
//!   schema under an advisory lock, so two processes starting at once do not race.
//!
//! A commit (or a batch of commits, [`Store::commit_batch`]) is one transaction of a handful of
//! statements whatever its size: the idempotency keys are claimed with one `INSERT … SELECT
//! unnest(…) RETURNING`, then the net effect of the applied commits' writes (in order, the
//! last write of a key wins) is one `DELETE … = ANY` and one `INSERT … unnest … ON CONFLICT DO
//! UPDATE`. Its `COMMIT` returns once the server has flushed its write-ahead log: every
//! connection sets `synchronous_commit = on`, whatever the server's default.
//!
//! The client is the synchronous `postgres` crate, which drives `tokio-postgres` on a runtime of
//! its own and must not block a thread that runs async tasks: called from inside a tokio
//! runtime (the bots' owner task), each call runs on a thread of its own, so the [`Store`]
//! trait stays synchronous for every caller.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use postgres::NoTls;
use r2d2::{CustomizeConnection, Pool};
use r2d2_postgres::PostgresConnectionManager;

use crate::changes::Watcher;
use crate::pg_listen::{self, Listening};
use crate::store::{Acquired, Commit, Committed, Counts, Entry, Lease, Net, Store, wall_millis};
use crate::{Space, StoreError, version};

mod leases;

/// The version of the tables' layout this program writes, and the newest it reads.
pub const SCHEMA_VERSION: i32 = 3;

/// An arbitrary number naming this crate's advisory lock (taken while migrating).
const MIGRATION_LOCK: i64 = 0x0053_544f_5241_4745; // "STORAGE"

/// The migrations: `MIGRATIONS[n]` brings a schema of version `n` to version `n + 1`.
const MIGRATIONS: [&str; SCHEMA_VERSION as usize] = [
    // 0 -> 1: the first schema.
    "CREATE TABLE entries (
         space text NOT NULL,
         key bytea NOT NULL,
         value bytea NOT NULL,
         PRIMARY KEY (space, key)
     );
     CREATE TABLE idempotency (
         key bytea PRIMARY KEY,
         committed_at timestamptz NOT NULL DEFAULT now()
     );",
    // 1 -> 2: keys dated by their input (those of version 1 by their commit), to prune them.
    "ALTER TABLE idempotency ADD COLUMN seen_at bigint;
     UPDATE idempotency SET seen_at = (extract(epoch FROM committed_at) * 1000)::bigint;
     ALTER TABLE idempotency ALTER COLUMN seen_at SET NOT NULL;
     CREATE INDEX idempotency_by_age ON idempotency (seen_at);",
    // 2 -> 3: a lease per chat, its fencing token only growing (a row is never deleted).
    "CREATE TABLE leases (
         name bytea PRIMARY KEY,
         holder text NOT NULL,
         token bigint NOT NULL,
         expires_at bigint NOT NULL
     );
     CREATE INDEX leases_by_holder ON leases (holder);",
];

/// How many connections the pool keeps at most.
const POOL_SIZE: u32 = 8;
/// How long a caller waits for a connection (and the pool for the server) before failing.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

type Manager = PostgresConnectionManager<NoTls>;

/// A [`Store`] in a PostgreSQL database, over a pool of connections (see the module's
/// documentation for the schema).
pub struct PgStore {
    /// Always `Some` but in `drop`, which closes the connections off any async runtime.
    pool: Option<Pool<Manager>>,
    /// The address without its password, for messages.
    target: String,
    /// The connection listening for [`Store::watch`], once something watches.
    listening: Listening,
}

/// Makes every pooled connection's commits wait for the write-ahead log's flush.
#[derive(Debug)]
struct Durable;

impl CustomizeConnection<postgres::Client, postgres::Error> for Durable {
    fn on_acquire(&self, client: &mut postgres::Client) -> Result<(), postgres::Error> {
        client.batch_execute("SET synchronous_commit TO on")
    }
}

/// Runs `work` here, or, inside an async runtime (where the synchronous client would panic),
/// on a scoped thread.
fn off_runtime<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    if tokio::runtime::Handle::try_current().is_err() {
        return work();
    }
    std::thread::scope(|scope| match scope.spawn(work).join() {
        Ok(answer) => answer,
        Err(panic) => std::panic::resume_unwind(panic),
    })
}

fn backend(error: impl std::error::Error + Send + Sync + 'static) -> StoreError {
    StoreError::Backend(Box::new(error))
}

/// `url` as it may be shown: without a password.
fn redact(config: &postgres::Config) -> String {
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .map(|host| match host {
            postgres::config::Host::Tcp(name) => name.clone(),
            postgres::config::Host::Unix(path) => path.display().to_string(),
        })
        .collect();
    let ports: Vec<String> = config.get_ports().iter().map(u16::to_string).collect();
    format!(
        "postgres://{}@{}:{}/{}",
        config.get_user().unwrap_or(""),
        hosts.join(","),
        ports.join(","),
        config.get_dbname().unwrap_or("")
    )
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/dbname`, a
    /// Unix socket's directory as a percent-encoded host, or `host=… dbname=…`), creates or
    /// migrates the schema, and opens a pool of connections.
    ///
    /// Fails with [`StoreError::Connect`] if the server cannot be reached or refuses, and with
    /// [`StoreError::UnsupportedSchema`] if a newer program laid the tables out.
    pub fn connect(url: &str) -> Result<Self, StoreError> {
        off_runtime(|| Self::connect_here(url))
    }

    fn connect_here(url: &str) -> Result<Self, StoreError> {
        let config = postgres::Config::from_str(url).map_err(|e| StoreError::Connect {
            target: "DATABASE_URL".into(),
            source: Box::new(e),
        })?;
        let target = redact(&config);
        let connect_error = |e: postgres::Error| StoreError::Connect {
            target: target.clone(),
            source: Box::new(e),
        };
        let mut config = config;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        // One connection first: its error says why, where the pool's would only time out.
        let mut client = config.connect(NoTls).map_err(connect_error)?;
        migrate(&mut client)?;
        drop(client);
        let listened = config.clone();
        let pool = Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            .connection_timeout(CONNECT_TIMEOUT)
            .test_on_check_out(false)
            .connection_customizer(Box::new(Durable))
            .build(PostgresConnectionManager::new(config, NoTls))
            .map_err(|e| StoreError::Connect {
                target: target.clone(),
                source: Box::new(e),
            })?;
        Ok(PgStore {
            pool: Some(pool),
            target,
            listening: Listening::new(listened),
        })
    }

    fn client(&self) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        let pool = self.pool.as_ref().ok_or_else(|| StoreError::Connect {
            target: self.target.clone(),
            source: "the store is being dropped".into(),
        })?;
        pool.get().map_err(|e| StoreError::Connect {
            target: self.target.clone(),
            source: Box::new(e),
        })
    }

    /// The database's address, without its password.
    pub fn target(&self) -> &str {
        &self.target
    }

    /// The server's schema version as this store found (or made) it.
    pub fn schema_version(&self) -> Result<i32, StoreError> {
        off_runtime(|| {
            let mut client = self.client()?;
            let row = client
                .query_one("SELECT version FROM storage_schema", &[])
                .map_err(backend)?;
            Ok(row.get(0))
        })
    }

    /// Stores `stored` as is (no envelope added), to test reading foreign versions.
    #[cfg(test)]
    pub(crate) fn put_raw(
        &self,
        space: Space,
        key: &[u8],
        stored: &[u8],
    ) -> Result<(), StoreError> {
        self.client()?
            .execute(
                "INSERT INTO entries (space, key, value) VALUES ($1, $2, $3)
                 ON CONFLICT (space, key) DO UPDATE SET value = EXCLUDED.value",
                &[&space.name(), &key, &stored],
            )
            .map_err(backend)?;
        Ok(())
    }
}

/// Creates the schema, or brings an older one up to [`SCHEMA_VERSION`], in one transaction
/// under an advisory lock.
fn migrate(client: &mut postgres::Client) -> Result<(), StoreError> {
    let mut tx = client.transaction().map_err(backend)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .map_err(backend)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS storage_schema (
             one_row boolean PRIMARY KEY DEFAULT true CHECK (one_row),
             version integer NOT NULL
         );
         INSERT INTO storage_schema (version) VALUES (0) ON CONFLICT DO NOTHING;",
    )
    .map_err(backend)?;
    let found: i32 = tx
        .query_one("SELECT version FROM storage_schema", &[])
        .map_err(backend)?
        .get(0);
    if found > SCHEMA_VERSION {
        return Err(StoreError::UnsupportedSchema {
            found,
            supported: SCHEMA_VERSION,
        });
    }
    for (from, migration) in MIGRATIONS.iter().enumerate().skip(found.max(0) as usize) {
        tx.batch_execute(migration).map_err(backend)?;
        tx.execute(
            "UPDATE storage_schema SET version = $1",
            &[&(from as i32 + 1)],
        )
        .map_err(backend)?;
    }
    // The largest token of the leases pruned (see the module's documentation).
    tx.batch_execute(leases::KEEP_PRUNED).map_err(backend)?;
    tx.commit().map_err(backend)
}

/// The first key greater than every key starting with `prefix`; `None` when there is none
/// (an empty prefix, or one made only of `0xff`).
/// Milliseconds since the UNIX epoch as PostgreSQL's bigint (past its range: the largest).
fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

fn prefix_end(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < u8::MAX {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

impl Drop for PgStore {
    /// Closing a connection blocks on the client's runtime: not on an async runtime's thread.
    fn drop(&mut self) {
        let pool = self.pool.take();
        off_runtime(move || drop(pool));
    }
}

impl fmt::Debug for PgStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PgStore")
            .field("target", &self.target)
            .finish_non_exhaustive()
    }
}

impl Store for PgStore {
    fn commit(&self, commit: Commit) -> Result<Committed, StoreError> {
        let mut outcome = self.commit_batch(vec![commit])?;
        outcome.pop().ok_or(StoreError::Corrupt {
            space: Space::Meta,
            reason: "a batch of one commit answered nothing",
        })
    }

    /// One transaction for the whole batch (see the module's documentation).
    fn commit_batch(&self, commits: Vec<Commit>) -> Result<Vec<Committed>, StoreError> {
        if commits.is_empty() {
            return Ok(Vec::new());
        }
        off_runtime(|| self.commit_here(&commits))
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        off_runtime(|| self.get_here(space, key))
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        off_runtime(|| self.scan_here(space, prefix))
    }

    fn seen(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        off_runtime(|| self.seen_here(idempotency_key))
    }

    fn scan_before(
        &self,
        space: Space,
        end: &[u8],
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        off_runtime(|| {
            self.client()?
                .query(
                    "SELECT key, value FROM entries WHERE space = $1 AND key < $2
                     ORDER BY key LIMIT $3",
                    &[&space.name(), &end, &limit],
                )
                .map_err(backend)?
                .into_iter()
                .map(|row| {
                    let key: Vec<u8> = row.get(0);
                    Ok((key, version::decode(space, row.get::<_, &[u8]>(1))?))
                })
                .collect()
        })
    }

    fn prune_seen(&self, before: u64) -> Result<usize, StoreError> {
        off_runtime(|| {
            let pruned = self
                .client()?
                .execute(
                    "DELETE FROM idempotency WHERE seen_at < $1",
                    &[&millis(before)],
                )
                .map_err(backend)?;
            Ok(usize::try_from(pruned).unwrap_or(usize::MAX))
        })
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        off_runtime(|| {
            let mut client = self.client()?;
            let per_space: HashMap<String, i64> = client
                .query("SELECT space, count(*) FROM entries GROUP BY space", &[])
                .map_err(backend)?
                .into_iter()
                .map(|row| (row.get(0), row.get(1)))
                .collect();
            let keys: i64 = client
                .query_one("SELECT count(*) FROM idempotency", &[])
                .map_err(backend)?
                .get(0);
            let count = |n: i64| usize::try_from(n).unwrap_or(0);
            Ok(Counts {
                spaces: Space::ALL
                    .map(|space| count(per_space.get(space.name()).copied().unwrap_or(0))),
                keys: count(keys),
            })
        })
    }

    fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: u64,
        ttl: u64,
    ) -> Result<Acquired, StoreError> {
        off_runtime(|| leases::acquire(&mut *self.client()?, name, holder, now, ttl))
    }

    fn renew_leases(&self, holder: &str, now: u64, ttl: u64) -> Result<Vec<Lease>, StoreError> {
        off_runtime(|| leases::renew(&mut *self.client()?, holder, now, ttl))
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<bool, StoreError> {
        if holder.is_empty() {
            return Ok(false);
        }
        off_runtime(|| leases::release(&mut *self.client()?, name, holder))
    }

    fn lease(&self, name: &str) -> Result<Option<Lease>, StoreError> {
        off_runtime(|| leases::get(&mut *self.client()?, name))
    }

    fn prune_leases(&self, before: u64) -> Result<usize, StoreError> {
        off_runtime(|| leases::prune(&mut *self.client()?, before))
    }

    fn lapsed_leases(&self, holder: &str, now: u64) -> Result<Vec<Lease>, StoreError> {
        off_runtime(|| leases::lapsed(&mut *self.client()?, holder, now))
    }

    /// The first watcher opens the listening connection (see `pg_listen`).
    fn watch(&self, watcher: Watcher) -> Result<(), StoreError> {
        off_runtime(|| self.listening.watch(watcher))
    }

    /// One query for all the keys.
    fn seen_many(&self, idempotency_keys: &[&str]) -> Result<Vec<bool>, StoreError> {
        if idempotency_keys.is_empty() {
            return Ok(Vec::new());
        }
        off_runtime(|| {
            let keys: Vec<&[u8]> = idempotency_keys.iter().map(|k| k.as_bytes()).collect();
            let found: HashSet<Vec<u8>> = self
                .client()?
                .query(
                    "SELECT key FROM idempotency WHERE key = ANY($1::bytea[])",
                    &[&keys],
                )
                .map_err(backend)?
                .into_iter()
                .map(|row| row.get::<_, Vec<u8>>(0))
                .collect();
            Ok(keys.iter().map(|k| found.contains(*k)).collect())
        })
    }
}

impl PgStore {
    fn commit_here(&self, commits: &[Commit]) -> Result<Vec<Committed>, StoreError> {
        // The first commit under a key claims it (dated by its input); later ones in the batch
        // repeat it.
        let mut in_batch: HashMap<&[u8], i64> = HashMap::new();
        let firsts: Vec<bool> = commits
            .iter()
            .map(|c| {
                c.idempotency_key.as_ref().is_none_or(|key| {
                    let seen_at = millis(c.seen_at.unwrap_or_else(wall_millis));
                    match in_batch.entry(key.as_bytes()) {
                        std::collections::hash_map::Entry::Occupied(_) => false,
                        std::collections::hash_map::Entry::Vacant(slot) => {
                            slot.insert(seen_at);
                            true
                        }
                    }
                })
            })
            .collect();
        // Keys, then entries, are locked in one order (sorted) by every transaction, so two
        // batches racing for the same rows wait for each other and never deadlock.
        let mut claims: Vec<(&[u8], i64)> = in_batch.into_iter().collect();
        claims.sort_unstable();
        let (claims, seen_at): (Vec<&[u8]>, Vec<i64>) = claims.into_iter().unzip();

        let mut client = self.client()?;
        let mut tx = client.transaction().map_err(backend)?;
        let claimed: HashSet<Vec<u8>> = if claims.is_empty() {
            HashSet::new()
        } else {
            tx.query(
                "INSERT INTO idempotency (key, seen_at)
                 SELECT * FROM unnest($1::bytea[], $2::int8[])
                 ON CONFLICT DO NOTHING RETURNING key",
                &[&claims, &seen_at],
            )
            .map_err(backend)?
            .into_iter()
            .map(|row| row.get::<_, Vec<u8>>(0))
            .collect()
        };

        let applies: Vec<bool> = commits
            .iter()
            .zip(firsts)
            .map(|(commit, first)| match &commit.idempotency_key {
                None => true,
                Some(key) => first && claimed.contains(key.as_bytes()),
            })
            .collect();
        let applied = || {
            commits
                .iter()
                .zip(&applies)
                .filter(|(_, a)| **a)
                .map(|(c, _)| c)
        };

        // The fences: their leases' current tokens, held (FOR SHARE) until the commit.
        let mut fenced: Vec<&[u8]> = applied()
            .flat_map(|c| c.fences.iter().map(|f| f.lease.as_bytes()))
            .collect();
        fenced.sort_unstable();
        fenced.dedup();
        if !fenced.is_empty() {
            let tokens: HashMap<Vec<u8>, i64> = tx
                .query(
                    "SELECT name, token FROM leases WHERE name = ANY($1::bytea[])
                     ORDER BY name FOR SHARE",
                    &[&fenced],
                )
                .map_err(backend)?
                .into_iter()
                .map(|row| (row.get(0), row.get(1)))
                .collect();
            for fence in applied().flat_map(|c| &c.fences) {
                if tokens.get(fence.lease.as_bytes()).copied() != Some(millis(fence.token)) {
                    return Err(StoreError::Fenced {
                        lease: fence.lease.clone(),
                        token: fence.token,
                    });
                }
            }
        }

        // The expectations' rows, locked in key order (a missing one claimed first).
        let mut expected: Vec<(&str, &[u8])> = applied()
            .flat_map(|c| c.expects.iter().map(|e| (e.space.name(), e.key.as_slice())))
            .collect();
        expected.sort_unstable();
        expected.dedup();
        let mut current: HashMap<(String, Vec<u8>), Vec<u8>> = HashMap::new();
        let mut placeholders: HashSet<(String, Vec<u8>)> = HashSet::new();
        // Only a key expected missing needs claiming (one expected present is locked below,
        // and a conflict if it is missing).
        let mut absent: Vec<(&str, &[u8])> = applied()
            .flat_map(|c| c.expects.iter().filter(|e| e.value.is_none()))
            .map(|e| (e.space.name(), e.key.as_slice()))
            .collect();
        absent.sort_unstable();
        absent.dedup();
        if !absent.is_empty() {
            let (spaces, keys): (Vec<&str>, Vec<&[u8]>) = absent.into_iter().unzip();
            placeholders = tx
                .query(
                    "INSERT INTO entries (space, key, value)
                     SELECT s, k, ''::bytea FROM unnest($1::text[], $2::bytea[]) AS c(s, k)
                     ON CONFLICT DO NOTHING RETURNING space, key",
                    &[&spaces, &keys],
                )
                .map_err(backend)?
                .into_iter()
                .map(|row| (row.get(0), row.get(1)))
                .collect();
        }
        if !expected.is_empty() {
            let (spaces, keys): (Vec<&str>, Vec<&[u8]>) = expected.iter().copied().unzip();
            current = tx
                .query(
                    "SELECT space, key, value FROM entries
                     WHERE (space, key) IN (SELECT * FROM unnest($1::text[], $2::bytea[]))
                     ORDER BY space, key FOR UPDATE",
                    &[&spaces, &keys],
                )
                .map_err(backend)?
                .into_iter()
                .map(|row| ((row.get(0), row.get(1)), row.get(2)))
                .collect();
        }

        // The net effect of the applied commits, in order: the last write of a key wins.
        let mut net = Net::new();
        let mut outcome = Vec::with_capacity(commits.len());
        for (commit, applies) in commits.iter().zip(applies.iter().copied()) {
            if !applies {
                outcome.push(Committed::AlreadyApplied);
                continue;
            }
            for expect in &commit.expects {
                expect.check(&net, || {
                    current
                        .get(&(expect.space.name().to_string(), expect.key.clone()))
                        .filter(|stored| !stored.is_empty())
                        .map(|stored| version::decode(expect.space, stored))
                        .transpose()
                })?;
            }
            commit.lay_over(&mut net);
            outcome.push(Committed::Applied);
        }
        // A placeholder the batch does not write goes again.
        for (space, key) in &placeholders {
            if let Some(space) = Space::ALL.into_iter().find(|s| s.name() == space)
                && !net.contains_key(&(space, key.as_slice()))
            {
                net.insert((space, key.as_slice()), None);
            }
        }
        let (mut del_spaces, mut del_keys) = (Vec::new(), Vec::new());
        let (mut put_spaces, mut put_keys, mut put_values) = (Vec::new(), Vec::new(), Vec::new());
        for ((space, key), value) in net {
            match value {
                Some(value) => {
                    put_spaces.push(space.name());
                    put_keys.push(key);
                    put_values.push(version::encode(value));
                }
                None => {
                    del_spaces.push(space.name());
                    del_keys.push(key);
                }
            }
        }
        if !del_keys.is_empty() {
            tx.execute(
                "DELETE FROM entries USING unnest($1::text[], $2::bytea[]) AS d(space, key)
                 WHERE entries.space = d.space AND entries.key = d.key",
                &[&del_spaces, &del_keys],
            )
            .map_err(backend)?;
        }
        if !put_keys.is_empty() {
            tx.execute(
                "INSERT INTO entries (space, key, value)
                 SELECT * FROM unnest($1::text[], $2::bytea[], $3::bytea[])
                 ON CONFLICT (space, key) DO UPDATE SET value = EXCLUDED.value",
                &[&put_spaces, &put_keys, &put_values],
            )
            .map_err(backend)?;
        }
        pg_listen::notify(&mut tx, commits, &outcome).map_err(backend)?;
        tx.commit().map_err(backend)?;
        Ok(outcome)
    }

    fn get_here(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self
            .client()?
            .query_opt(
                "SELECT value FROM entries WHERE space = $1 AND key = $2",
                &[&space.name(), &key],
            )
            .map_err(backend)?;
        row.map(|row| version::decode(space, row.get::<_, &[u8]>(0)))
            .transpose()
    }

    fn scan_here(&self, space: Space, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        let mut client = self.client()?;
        let rows = match prefix_end(prefix) {
            Some(end) => client.query(
                "SELECT key, value FROM entries
                 WHERE space = $1 AND key >= $2 AND key < $3 ORDER BY key",
                &[&space.name(), &prefix, &end],
            ),
            None => client.query(
                "SELECT key, value FROM entries WHERE space = $1 AND key >= $2 ORDER BY key",
                &[&space.name(), &prefix],
            ),
        }
        .map_err(backend)?;
        rows.into_iter()
            .map(|row| {
                let key: Vec<u8> = row.get(0);
                Ok((key, version::decode(space, row.get::<_, &[u8]>(1))?))
            })
            .collect()
    }

    fn seen_here(&self, idempotency_key: &str) -> Result<bool, StoreError> {
        let row = self
            .client()?
            .query_opt(
                "SELECT 1 FROM idempotency WHERE key = $1",
                &[&idempotency_key.as_bytes()],
            )
            .map_err(backend)?;
        Ok(row.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Write;
    use crate::pg_server::TestServer;

    #[test]
    fn connecting_again_keeps_the_schema_and_the_data() {
        let url = TestServer::shared().database();
        let first = PgStore::connect(&url).expect("connect");
        assert_eq!(first.schema_version().expect("version"), SCHEMA_VERSION);
        let writes = vec![Write::put(Space::Users, b"u".to_vec(), b"1".to_vec())];
        first.commit(Commit::new("k", writes)).expect("commit");
        drop(first);
        // Two processes starting at once: the advisory lock makes the second wait.
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| PgStore::connect(&url));
            let b = s.spawn(|| PgStore::connect(&url));
            (a.join().expect("thread"), b.join().expect("thread"))
        });
        let (a, b) = (a.expect("connect again"), b.expect("connect again"));
        assert_eq!(b.schema_version().expect("version"), SCHEMA_VERSION);
        assert_eq!(
            a.get(Space::Users, b"u").expect("get").as_deref(),
            Some(&b"1"[..])
        );
        assert!(b.seen("k").expect("seen"));
    }

    #[test]
    fn a_version_1_database_is_migrated_with_its_keys_dated_by_their_commit() {
        let url = TestServer::shared().database();
        let mut client = postgres::Client::connect(&url, NoTls).expect("client");
        // What the first version of this program left: its schema, one key from 2020.
        client
            .batch_execute(&format!(
                "CREATE TABLE storage_schema (
                     one_row boolean PRIMARY KEY DEFAULT true CHECK (one_row),
                     version integer NOT NULL
                 );
                 INSERT INTO storage_schema (version) VALUES (1);
                 {}
                 INSERT INTO idempotency (key, committed_at)
                     VALUES ('old'::bytea, '2020-01-01 00:00:00+00');",
                MIGRATIONS[0]
            ))
            .expect("a version 1 database");
        let store = PgStore::connect(&url).expect("connect migrates");
        assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
        assert!(store.seen("old").expect("seen"), "the key is kept");
        let new = Commit::new("new", vec![]).seen_at(1_700_000_000_000);
        assert_eq!(store.commit(new).expect("commit"), Committed::Applied);
        // 2020-01-01 is 1,577,836,800,000 ms: pruned before 2021, the newer key kept.
        assert_eq!(store.prune_seen(1_609_459_200_000).expect("prune"), 1);
        assert!(!store.seen("old").expect("seen"));
        assert!(store.seen("new").expect("seen"));
    }

    #[test]
    fn a_version_2_database_is_migrated_to_leases_keeping_its_data() {
        let url = TestServer::shared().database();
        let mut client = postgres::Client::connect(&url, NoTls).expect("client");
        // What the second version left: its schema, an entry and a key.
        client
            .batch_execute(&format!(
                "CREATE TABLE storage_schema (
                     one_row boolean PRIMARY KEY DEFAULT true CHECK (one_row),
                     version integer NOT NULL
                 );
                 INSERT INTO storage_schema (version) VALUES (2);
                 {}
                 {}
                 INSERT INTO entries (space, key, value) VALUES ('users', 'u'::bytea, '\\x000131');
                 INSERT INTO idempotency (key, seen_at) VALUES ('old'::bytea, 5);",
                MIGRATIONS[0], MIGRATIONS[1]
            ))
            .expect("a version 2 database");
        let store = PgStore::connect(&url).expect("connect migrates");
        assert_eq!(store.schema_version().expect("version"), 3);
        assert_eq!(
            store.get(Space::Users, b"u").expect("get").as_deref(),
            Some(&b"1"[..])
        );
        assert!(store.seen("old").expect("seen"));
        let lease = match store.acquire_lease("chat", "A", 0, 10).expect("acquire") {
            crate::Acquired::Held(lease) => lease,
            other => panic!("{other:?}"),
        };
        let fenced = Commit::new(
            "new",
            vec![Write::put(Space::Users, b"u".to_vec(), b"2".to_vec())],
        )
        .fenced("chat", lease.token);
        assert_eq!(store.commit(fenced).expect("commit"), Committed::Applied);
    }

    #[test]
    fn a_schema_from_a_newer_program_is_refused() {
        let url = TestServer::shared().database();
        drop(PgStore::connect(&url).expect("connect"));
        let mut client = postgres::Client::connect(&url, NoTls).expect("client");
        client
            .batch_execute("UPDATE storage_schema SET version = version + 1")
            .expect("update");
        let error = PgStore::connect(&url).expect_err("refused");
        assert!(
            matches!(error, StoreError::UnsupportedSchema { found, supported }
            if found == SCHEMA_VERSION + 1 && supported == SCHEMA_VERSION)
        );
        assert_eq!(
            error.to_string(),
            format!(
                "the database's schema has version {}, this program knows up to {}",
                SCHEMA_VERSION + 1,
                SCHEMA_VERSION
            )
        );
    }

    #[test]
    fn an_unreachable_server_is_a_connect_error_without_the_password() {
        let dir = std::env::temp_dir().join(format!("no-server-{}", std::process::id()));
        let url = format!(
            "postgres://bot:secret@{}:5999/cards",
            dir.display().to_string().replace('/', "%2F")
        );
        let error = PgStore::connect(&url).expect_err("nothing listens there");
        assert!(matches!(error, StoreError::Connect { .. }), "{error:?}");
        let message = error.to_string();
        assert!(
            message.starts_with(&format!(
                "cannot connect to the database postgres://bot@{}:5999/cards: ",
                dir.display()
            )),
            "{message}"
        );
        assert!(!message.contains("secret"), "{message}");
        let error = PgStore::connect("postgres://a:b@[bad").expect_err("unreadable");
        assert!(
            error
                .to_string()
                .starts_with("cannot connect to the database DATABASE_URL: ")
        );
    }

    #[test]
    fn it_works_from_inside_an_async_runtime() {
        let url = TestServer::shared().database();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("runtime");
        runtime.block_on(async {
            let store = PgStore::connect(&url).expect("connect");
            let writes = vec![Write::put(Space::Chats, b"c".to_vec(), b"1".to_vec())];
            assert_eq!(
                store.commit(Commit::new("k", writes)).expect("commit"),
                Committed::Applied
            );
            assert!(store.seen("k").expect("seen"));
            assert_eq!(
                store.get(Space::Chats, b"c").expect("get").as_deref(),
                Some(&b"1"[..])
            );
            assert_eq!(store.scan(Space::Chats, b"").expect("scan").len(), 1);
        });
    }

    #[test]
    fn prefix_ends() {
        assert_eq!(prefix_end(b""), None);
        assert_eq!(prefix_end(b"\xff\xff"), None);
        assert_eq!(prefix_end(b"ab"), Some(b"ac".to_vec()));
        assert_eq!(prefix_end(b"a\xff"), Some(b"b".to_vec()));
        assert_eq!(prefix_end(b"\x00\xff\xff"), Some(b"\x01".to_vec()));
    }
}
