//! The table service made durable: persist, then speak.
//!
//! **Group commit.** Inputs that arrive together can share one flush: between
//! [`Durable::begin_group`] and [`Durable::end_group`] each input is staged and applied in
//! memory as usual, but its commit is queued instead of written; `end_group` writes the whole
//! queue with one [`Store::commit_batch`] (one sled transaction and one flush, one PostgreSQL
//! transaction). The outputs handed out inside the group must be held back until `end_group`
//! returned `Ok`: only then is every input of the group durable. When it fails, none of them
//! may be shown, and the service is read back from the store as if the group had never come.
//!
//! **Pipelined groups.** [`Durable::submit_group`] hands the group to a flusher thread instead
//! of writing it, so the owner handles the next inputs while it is flushed; the
//! [`Durable::wait_group`] of its number says when its outputs may be shown. Groups are written
//! in order; a key of a group in flight counts as seen. When a group fails, every later group
//! (built on its state) fails too, unwritten, and the service is read back from the store once
//! none is in flight. Any other commit first waits for the groups in flight, so nothing
//! overtakes them.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::sync::{Arc, mpsc};

use std::time::{Duration, Instant};

use game::table::model::MoveBy;
use game::table::{ChatId, Input, Millis, Output, Service, Status, TableId, TableIds};
use storage::{Acquired, Commit, Committed, Space, Store, StoreError, Write, key};

use crate::codec::{self, CodecError};
use crate::telemetry::metrics;

/// Why an input could not be handled durably. Nothing is shown for it.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Codec(#[from] CodecError),
    /// An input of a group was committed by someone else (another process on the same
    /// database) between its staging and the group's flush: the group's outputs are void.
    #[error("an input of the group was already committed elsewhere: its outputs are void")]
    Overtaken,
    /// An earlier group failed, and this one, built on its state, was not written.
    #[error("an earlier group failed: this one was not written")]
    Abandoned,
    /// The operating system gives no randomness: no table could be dealt unpredictably.
    #[error("the operating system's random source failed: {0}")]
    NoRandomness(String),
    /// Another live process holds the chat's lease: this one may not handle its input.
    #[error("chat {} is served by {holder}", chat.0)]
    Elsewhere {
        /// The chat.
        chat: ChatId,
        /// The process holding its lease.
        holder: String,
    },
}

impl HostError {
    /// True when nothing of the input (or group) was written because of another process
    /// (a shared record changed, the chat's lease was taken over or is another's) or an
    /// earlier group failed: the service was read back, and handling the same inputs again,
    /// each under its own idempotency key, is safe and may succeed. What a shell does when
    /// [`Durable::end_group`] or [`Durable::wait_group`] answers so.
    pub fn unwritten(&self) -> bool {
        self.is_conflict()
            || self.is_fenced()
            || matches!(self, HostError::Abandoned | HostError::Elsewhere { .. })
    }

    /// True when the store refused the commit because a record another process shares changed
    /// since this one read it: the service was read back, handling the input again may pass.
    pub fn is_conflict(&self) -> bool {
        matches!(self, HostError::Store(StoreError::Conflict { .. }))
    }

    /// True when the commit was refused because another process took the chat's lease over:
    /// that chat's state was dropped, and nothing may be shown.
    pub fn is_fenced(&self) -> bool {
        matches!(self, HostError::Store(StoreError::Fenced { .. }))
    }
}

/// How often an input refused for a [`HostError::is_conflict`] is handled again before the
/// conflict is the answer.
pub const CONFLICT_RETRIES: usize = 8;

/// How often a shell handles again a group refused with nothing of it written
/// ([`HostError::unwritten`]) before the refusal is the answer.
pub const GROUP_RETRIES: usize = 3;

/// Sharing the store, new tables take their ids from blocks this big, reserved in the shared
/// `Meta` record with one write each (see [`TableIds`]).
pub const SHARED_TABLE_ID_BLOCK: u64 = 64;

/// The environment variable holding a chat lease's length, in seconds.
pub const LEASE_SECONDS: &str = "LEASE_SECONDS";
/// The lease length when `LEASE_SECONDS` is unset or unreadable.
pub const DEFAULT_LEASE_SECONDS: u64 = 30;

/// A chat lease's length in milliseconds from `LEASE_SECONDS` (its value as read from the
/// environment, at least 1 second), else [`DEFAULT_LEASE_SECONDS`].
pub fn lease_ttl(value: Option<&str>) -> Millis {
    value
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(DEFAULT_LEASE_SECONDS, |s| s.max(1))
        .saturating_mul(1000)
}

/// A process id unique to this run, for the leases: the host's name, the process id and the
/// start time in milliseconds.
pub fn process_id() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .map(|h| h.trim().to_string())
        .unwrap_or_default();
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    format!("{host}:{}:{started}", std::process::id())
}

/// How a process shares its store with others: its id in the leases, and their length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sharing {
    /// This run's id in the leases ([`process_id`]).
    pub holder: String,
    /// A lease's length in milliseconds ([`lease_ttl`]).
    pub ttl: Millis,
}

impl Sharing {
    /// What a bot opening `store` runs with: sharing when it is PostgreSQL (other processes
    /// may use the same database), with this run's [`process_id`] and `lease_seconds` (the
    /// value of [`LEASE_SECONDS`], if set); `None` on sled (one process per directory).
    pub fn for_store(store: &storage::AnyStore, lease_seconds: Option<&str>) -> Option<Sharing> {
        match store {
            storage::AnyStore::Sled(_) => None,
            storage::AnyStore::Postgres(_) => Some(Sharing {
                holder: process_id(),
                ttl: lease_ttl(lease_seconds),
            }),
        }
    }
}

/// A process sharing the database with others: which chats' leases it holds.
#[derive(Debug)]
struct Lessee {
    /// This process's id in the leases.
    holder: String,
    /// How long a lease lasts unless renewed (milliseconds, the inputs' clock).
    ttl: Millis,
    /// The chats held: their fencing token and when the lease lapses.
    held: BTreeMap<ChatId, HeldLease>,
    /// When the leases were last renewed.
    renewed_at: Millis,
    /// Chats taken (and read from the store) since [`Durable::take_acquired`] last asked.
    acquired: Vec<ChatId>,
    /// When chats without a live holder were last looked for ([`Durable::adopt_orphans`]).
    orphans_sought_at: Option<Millis>,
    /// Chats another live process was found holding: its id, and until when this process
    /// takes that for the answer without asking the store again (see [`BUSY_RECHECK_MS`]).
    busy: HashMap<ChatId, (String, Millis)>,
}

/// How long a chat found held by another live process is taken to stay so without asking the
/// store again (never past that lease's end). Every parked input is looked at each
/// [`crate::front::INBOX_POLL_MS`], and asking the store for each chat each time made a
/// process with many inputs parked for a dead holder spend its time asking; a lease released
/// meanwhile is seen this much later.
pub const BUSY_RECHECK_MS: Millis = 2_000;

/// What asking for a chat's lease came to.
enum Acquisition {
    /// The store is not shared: every chat is this process's.
    Unshared,
    /// This process held it already, under the same token.
    Kept,
    /// Taken under a new token: the chat must be read from the store.
    Taken,
    /// Another live process holds it.
    Busy(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lease_length_is_read_in_seconds_with_a_default() {
        assert_eq!(lease_ttl(None), 30_000);
        assert_eq!(lease_ttl(Some(" 12 ")), 12_000);
        assert_eq!(lease_ttl(Some("0")), 1_000);
        assert_eq!(lease_ttl(Some("soon")), 30_000);
    }
}

#[derive(Clone, Copy, Debug)]
struct HeldLease {
    token: u64,
    expires_at: Millis,
}

/// An input applied in memory but not yet stored (see [`Durable::stage`]).
#[derive(Debug)]
#[must_use = "a staged input is lost unless committed"]
pub struct Staged {
    key: Option<String>,
    outcome: game::table::Outcome,
    /// The input's clock.
    now: Millis,
    /// How long the service took to apply it (computer players' moves included).
    elapsed: Duration,
    /// Its key is stored even when it changed nothing (see [`Staged::remembered`]).
    remember: bool,
}

impl Staged {
    /// Stores the input's key even when it changes nothing (a refused move, a question): a
    /// redelivery of it (the platform sending the update again after a crash) then changes
    /// nothing either, instead of being weighed again on a state that has moved on, where a
    /// move refused out of turn could now be played.
    pub fn remembered(mut self) -> Staged {
        self.remember = true;
        self
    }

    /// True when the input changed the service's state.
    pub fn changed(&self) -> bool {
        !self.outcome.changes.is_empty()
    }

    /// What the input asks to show.
    pub fn outputs(&self) -> &[Output] {
        &self.outcome.outputs
    }

    /// The tables the input changed.
    pub fn tables(&self) -> impl Iterator<Item = TableId> + '_ {
        self.outcome.changes.tables.iter().copied()
    }
}

/// The table service over a store.
pub struct Durable<S: Store> {
    store: Arc<S>,
    service: Service,
    seed: u64,
    /// Inside a group: the commits queued for its flush.
    group: Option<Group>,
    /// Groups handed to the flusher, oldest first.
    in_flight: VecDeque<InFlight>,
    /// What groups whose numbers nobody asked for yet came to.
    finished: BTreeMap<u64, Result<(), HostError>>,
    /// The number the next submitted group gets.
    next_group: u64,
    /// Bumped when a failure was dealt with: the flusher refuses the failed epoch's groups.
    epoch: u64,
    /// The flusher thread's queue, started with the first submitted group.
    flusher: Option<mpsc::Sender<Job>>,
    /// When the live-tables gauge was last counted (on the inputs' clock).
    counted_at: Option<Millis>,
    /// Sharing the store: the shared records (users, counters, ratings, leagues:
    /// `codec::is_shared`) as this process last read or wrote them; a write of one expects to
    /// find it so. Empty when alone.
    base: HashMap<(Space, Vec<u8>), Vec<u8>>,
    /// Set when several processes share the store: the chats this one holds.
    lessee: Option<Lessee>,
    /// Commits refused because a shared record changed under them.
    conflicts: u64,
}

/// A group on its way to the store.
struct InFlight {
    number: u64,
    keys: HashSet<String>,
    done: mpsc::Receiver<Result<(), HostError>>,
}

/// What the flusher writes.
struct Job {
    epoch: u64,
    commits: Vec<Commit>,
    done: mpsc::Sender<Result<(), HostError>>,
}

/// The flusher: writes the jobs in order; after a failure, refuses the rest of its epoch.
fn flush_jobs<S: Store>(store: &S, jobs: mpsc::Receiver<Job>) {
    let mut failed = None;
    for job in jobs {
        let answer = if failed == Some(job.epoch) {
            Err(HostError::Abandoned)
        } else {
            let started = Instant::now();
            let written = store.commit_batch(job.commits);
            metrics::commit(started.elapsed());
            match written {
                Ok(answers) if answers.iter().all(|&c| c == Committed::Applied) => Ok(()),
                Ok(_) => Err(HostError::Overtaken),
                Err(err) => Err(err.into()),
            }
        };
        if answer.is_err() {
            failed = Some(job.epoch);
        }
        // The owner may be gone (dropped): then nobody waits for the answer.
        let _ = job.done.send(answer);
    }
}

/// The commits of an open group, and the idempotency keys they take.
#[derive(Default)]
struct Group {
    commits: Vec<Commit>,
    keys: HashSet<String>,
    /// Keys asked of the store ahead ([`Durable::expect_keys`]): whether each was committed.
    known: std::collections::HashMap<String, bool>,
    /// An earlier group failed while this one was open: it is void.
    void: bool,
}

impl<S: Store> Durable<S> {
    /// Opens the service on a store, recovering every table (and re-arming its clock: the
    /// deadlines are part of the stored tables).
    pub fn open(store: S, seed: u64) -> Result<Durable<S>, HostError> {
        Durable::open_as(store, seed, None)
    }

    /// Opens the service, alone on its store or (`lessee`) sharing it: only then are the shared
    /// records' bytes kept.
    fn open_as(store: S, seed: u64, lessee: Option<Lessee>) -> Result<Durable<S>, HostError> {
        crate::deal_seeds::check().map_err(|e| HostError::NoRandomness(e.to_string()))?;
        let (mut service, mut base) = codec::load_with_shared(&store, seed)?;
        service.deal_seeds = crate::deal_seeds::FROM_THE_OS;
        if lessee.is_none() {
            base = HashMap::new();
        } else {
            service.table_ids = TableIds::in_blocks_of(SHARED_TABLE_ID_BLOCK);
        }
        let mut durable = Durable {
            base,
            lessee,
            conflicts: 0,
            store: Arc::new(store),
            service,
            seed,
            group: None,
            in_flight: VecDeque::new(),
            finished: BTreeMap::new(),
            next_group: 0,
            epoch: 0,
            flusher: None,
            counted_at: None,
        };
        durable.keep_held_only();
        Ok(durable)
    }

    /// [`Durable::open`], or [`Durable::open_shared`] when `sharing` says so.
    pub fn open_with(
        store: S,
        seed: u64,
        sharing: Option<Sharing>,
    ) -> Result<Durable<S>, HostError> {
        match sharing {
            Some(Sharing { holder, ttl }) => Durable::open_shared(store, seed, holder, ttl),
            None => Durable::open(store, seed),
        }
    }

    /// Opens the service on a store that other processes share: this one, `holder` (a process
    /// id unique to this run), serves a chat only while it holds the chat's lease, taken (for
    /// `ttl` milliseconds of the inputs' clock) when an input for it comes and renewed by
    /// [`Durable::keep_leases`]. It starts with no chat: a chat's tables are read from the
    /// store when its lease is taken, so a game another process played goes on from its log.
    pub fn open_shared(
        store: S,
        seed: u64,
        holder: impl Into<String>,
        ttl: Millis,
    ) -> Result<Durable<S>, HostError> {
        let lessee = Lessee {
            holder: holder.into(),
            ttl: ttl.max(1),
            held: BTreeMap::new(),
            renewed_at: 0,
            acquired: Vec::new(),
            orphans_sought_at: None,
            busy: HashMap::new(),
        };
        Durable::open_as(store, seed, Some(lessee))
    }

    /// This process's id in the leases (`None` when it shares the store with no one).
    pub fn holder(&self) -> Option<&str> {
        self.lessee.as_ref().map(|lessee| lessee.holder.as_str())
    }

    /// True when this process shares the store (it serves a chat under its lease).
    pub fn is_sharing(&self) -> bool {
        self.lessee.is_some()
    }

    /// The chats whose leases this process holds (all of them when it shares the store with
    /// no one: `None`).
    pub fn held_chats(&self) -> Option<Vec<ChatId>> {
        self.lessee
            .as_ref()
            .map(|lessee| lessee.held.keys().cloned().collect())
    }

    /// Takes (or keeps) the lease of `chat` for an input at `now`: reads the chat's tables
    /// from the store when this process did not hold it under the current token.
    /// [`HostError::Elsewhere`] when another live process holds it. Without sharing: `Ok`.
    pub fn hold(&mut self, chat: &ChatId, now: Millis) -> Result<(), HostError> {
        match self.acquire(chat, now)? {
            Acquisition::Kept | Acquisition::Unshared => Ok(()),
            Acquisition::Taken => {
                self.load_chats(&BTreeSet::from([chat.clone()]))?;
                Ok(())
            }
            Acquisition::Busy(holder) => {
                self.drop_chat(chat);
                Err(HostError::Elsewhere {
                    chat: chat.clone(),
                    holder,
                })
            }
        }
    }

    /// Takes (or keeps) the lease of `chat` at `now`, not reading the chat: a chat
    /// [`Acquisition::Taken`] is listed for [`Durable::take_acquired`] and must be read.
    fn acquire(&mut self, chat: &ChatId, now: Millis) -> Result<Acquisition, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Acquisition::Unshared);
        };
        if let Some(held) = lessee.held.get(chat)
            && held.expires_at > now.saturating_add(lessee.ttl / 2)
        {
            return Ok(Acquisition::Kept);
        }
        if let Some((holder, until)) = lessee.busy.get(chat) {
            if now < *until {
                return Ok(Acquisition::Busy(holder.clone()));
            }
            lessee.busy.remove(chat);
        }
        match self
            .store
            .acquire_lease(&chat.0, &lessee.holder, now, lessee.ttl)?
        {
            Acquired::Held(lease) => {
                let before = lessee.held.insert(
                    chat.clone(),
                    HeldLease {
                        token: lease.token,
                        expires_at: lease.expires_at,
                    },
                );
                if before.map(|b| b.token) == Some(lease.token) {
                    return Ok(Acquisition::Kept);
                }
                lessee.acquired.push(chat.clone());
                Ok(Acquisition::Taken)
            }
            Acquired::Busy(lease) => {
                let until = lease.expires_at.min(now.saturating_add(BUSY_RECHECK_MS));
                lessee
                    .busy
                    .insert(chat.clone(), (lease.holder.clone(), until));
                Ok(Acquisition::Busy(lease.holder))
            }
        }
    }

    /// Takes over the chats with a table gathering or playing that no live process holds
    /// (their holder died, or stopped and released them), and those whose holder died holding
    /// them: their clocks and computer players
    /// would otherwise wait for the chat's next input. Looked for once a third of a lease, at
    /// the renewal moments of [`Durable::next_deadline`]; the chats taken are read from the
    /// store in one pass and returned.
    pub fn adopt_orphans(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if lessee
            .orphans_sought_at
            .is_some_and(|at| now < at.saturating_add(lessee.ttl / 3))
        {
            return Ok(Vec::new());
        }
        lessee.orphans_sought_at = Some(now);
        // A chat whose holder was killed may be owed screens or messages with no table
        // left to play (`Store::lapsed_leases`: lapsed, never released).
        let holder = lessee.holder.clone();
        let mut orphans = codec::chats_with_live_tables(self.store.as_ref())?;
        orphans.extend(
            self.store
                .lapsed_leases(&holder, now)?
                .into_iter()
                .map(|lease| ChatId(lease.name)),
        );
        let unheld: Vec<ChatId> = orphans
            .into_iter()
            .filter(|chat| !lessee.held.contains_key(chat))
            .collect();
        let mut taken = BTreeSet::new();
        for chat in unheld {
            if let Acquisition::Taken = self.acquire(&chat, now)? {
                taken.insert(chat);
            }
        }
        if !taken.is_empty() {
            tracing::info!(
                chats = taken.len(),
                "chats without a live holder taken over"
            );
            self.load_chats(&taken)?;
        }
        Ok(taken.into_iter().collect())
    }

    /// The chats this process took (and read from the store) since it last asked: what was
    /// owed to them by their former holder is now this process's to send.
    pub fn take_acquired(&mut self) -> Vec<ChatId> {
        self.lessee
            .as_mut()
            .map(|lessee| std::mem::take(&mut lessee.acquired))
            .unwrap_or_default()
    }

    /// Renews the leases this process holds when a third of their time went by (call it from
    /// the clock: [`Durable::next_deadline`] includes the moment); drops the state of the chats
    /// another process took over meanwhile and returns them.
    pub fn keep_leases(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if now < lessee.renewed_at.saturating_add(lessee.ttl / 3) {
            return Ok(Vec::new());
        }
        self.renew_held(now)
    }

    /// [`Durable::keep_leases`]'s renewal: the chats lost to another process.
    fn renew_held(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if lessee.held.is_empty() {
            // Nothing to renew: the tick only looks for chats whose holder is gone (see
            // [`Durable::next_deadline`]).
            lessee.renewed_at = now;
            return Ok(Vec::new());
        }
        let renewed = self.store.renew_leases(&lessee.holder, now, lessee.ttl)?;
        lessee.renewed_at = now;
        let mut kept = BTreeMap::new();
        for lease in renewed {
            let chat = ChatId(lease.name);
            if lessee
                .held
                .get(&chat)
                .is_some_and(|h| h.token == lease.token)
            {
                kept.insert(
                    chat,
                    HeldLease {
                        token: lease.token,
                        expires_at: lease.expires_at,
                    },
                );
            }
        }
        let lost: Vec<ChatId> = lessee
            .held
            .keys()
            .filter(|chat| !kept.contains_key(*chat))
            .cloned()
            .collect();
        lessee.held = kept;
        for chat in &lost {
            self.drop_chat(chat);
        }
        Ok(lost)
    }

    /// Gives up every lease this process holds (a clean shutdown): other processes take its
    /// chats over at once instead of after the leases lapse.
    pub fn release_leases(&mut self) -> Result<(), HostError> {
        if self.lessee.is_none() {
            return Ok(());
        }
        self.drain()?;
        let Some(lessee) = &mut self.lessee else {
            return Ok(());
        };
        let held = std::mem::take(&mut lessee.held);
        let holder = lessee.holder.clone();
        for chat in held.into_keys() {
            self.store.release_lease(&chat.0, &holder)?;
            self.service.tables.retain(|_, t| t.chat != chat);
            self.service.chats.remove(&chat);
        }
        Ok(())
    }

    /// Reads the `chats`' tables and records from the store in place of what memory holds of
    /// them.
    fn load_chats(&mut self, chats: &BTreeSet<ChatId>) -> Result<(), HostError> {
        let mut loaded = codec::load_chats(self.store.as_ref(), chats)?;
        self.service.tables.retain(|_, t| !chats.contains(&t.chat));
        for chat in chats {
            self.service.chats.remove(chat);
            let (tables, record) = loaded.remove(chat).unwrap_or_default();
            for table in tables {
                self.service.tables.insert(table.id, table);
            }
            if let Some(record) = record {
                self.service.chats.insert(chat.clone(), record);
            }
        }
        Ok(())
    }

    /// Forgets `chat`'s tables and record (another process serves it).
    fn drop_chat(&mut self, chat: &ChatId) {
        self.service.tables.retain(|_, t| &t.chat != chat);
        self.service.chats.remove(chat);
        if let Some(lessee) = &mut self.lessee {
            lessee.held.remove(chat);
        }
    }

    /// Sharing the store: keeps in memory only the chats held.
    fn keep_held_only(&mut self) {
        if let Some(lessee) = &self.lessee {
            let held = &lessee.held;
            self.service
                .tables
                .retain(|_, t| held.contains_key(&t.chat));
            self.service.chats.retain(|chat, _| held.contains_key(chat));
        }
    }

    /// The chats a change touches (its tables', its chat records').
    fn touched_chats(&self, changes: &game::table::Changes) -> BTreeSet<ChatId> {
        let tables = changes
            .tables
            .iter()
            .chain(changes.moves_from.keys())
            .chain(changes.history.iter().map(|h| &h.table));
        let mut chats: BTreeSet<ChatId> = tables
            .filter_map(|id| self.service.tables.get(id).map(|t| t.chat.clone()))
            .collect();
        chats.extend(changes.chats.iter().cloned());
        chats
    }

    /// `writes` as one commit, when sharing the store: fenced by the leases of the chats it
    /// touches, on condition that each shared record it writes is as last read (the base then
    /// records the writes). Alone on its store, a process writes as it always did.
    fn conditioned(&mut self, mut commit: Commit, chats: &BTreeSet<ChatId>) -> Commit {
        let Some(lessee) = &self.lessee else {
            return commit;
        };
        for chat in chats {
            if let Some(held) = lessee.held.get(chat) {
                commit = commit.fenced(chat.0.clone(), held.token);
            }
        }
        let mut expected = HashSet::new();
        for write in &commit.writes {
            let (space, key, value) = match write {
                Write::Put { space, key, value } => (*space, key, Some(value)),
                Write::Delete { space, key } => (*space, key, None),
            };
            if codec::is_shared(space, key) {
                if expected.insert((space, key.clone())) {
                    commit.expects.push(storage::Expect {
                        space,
                        key: key.clone(),
                        value: self.base.get(&(space, key.clone())).cloned(),
                    });
                }
                match value {
                    Some(value) => self.base.insert((space, key.clone()), value.clone()),
                    None => self.base.remove(&(space, key.clone())),
                };
            }
        }
        commit
    }

    /// The service as it stands (for views).
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Where new tables take their seeds: from the operating system (what [`Durable::open`]
    /// sets, and what a bot keeps), or [`DealSeeds::Derived`](game::table::DealSeeds) from
    /// the master seed, for the tests and benchmarks that compare two runs of the same inputs
    /// card for card.
    pub fn set_deal_seeds(&mut self, seeds: game::table::DealSeeds) {
        self.service.deal_seeds = seeds;
    }

    /// Sets the service's limits (tables per user, when abandoned tables close).
    pub fn set_limits(&mut self, limits: game::table::Limits) {
        self.service.limits = limits;
    }

    /// The store underneath.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// When `tick` must next be called. Sharing the store, at least every third of a lease:
    /// the leases held are renewed then, and the inputs parked for chats whose holder is gone
    /// (killed: its leases lapse) and the chats whose games no live process serves are looked
    /// for, so that one of the processes left takes them over even when no new input comes.
    pub fn next_deadline(&self) -> Option<Millis> {
        let renewal = self
            .lessee
            .as_ref()
            .map(|lessee| lessee.renewed_at.saturating_add(lessee.ttl / 3));
        let orphans = self.lessee.as_ref().map(|lessee| {
            lessee
                .orphans_sought_at
                .map_or(0, |at| at.saturating_add(lessee.ttl / 3))
        });
        [self.service.next_deadline(), renewal, orphans]
            .into_iter()
            .flatten()
            .min()
    }

    /// Handles a user's input under its idempotency key (the platform's update or interaction
    /// id). A key seen before changes nothing and shows nothing. The outputs are returned only
    /// once the new state is committed and flushed.
    pub fn handle(
        &mut self,
        idempotency_key: &str,
        input: Input,
    ) -> Result<Vec<Output>, HostError> {
        let mut attempt = 0;
        loop {
            let Some(staged) = self.stage(idempotency_key, input.clone())? else {
                return Ok(Vec::new());
            };
            match self.commit(staged, Vec::new()) {
                // A shared record changed under it: read back, handle it again.
                Err(err) if err.is_conflict() && attempt < CONFLICT_RETRIES => attempt += 1,
                answer => return answer,
            }
        }
    }

    /// Fires the clocks due at `now` (sharing the store: renews the leases first, see
    /// [`Durable::keep_leases`]).
    pub fn tick(&mut self, now: Millis) -> Result<Vec<Output>, HostError> {
        self.keep_leases(now)?;
        let staged = self.stage_tick(now);
        self.commit(staged, Vec::new())
    }

    /// Applies a user's input in memory, not yet stored: the caller reads the new state (to
    /// word what it owes the chats) and then [`Durable::commit`]s it. `None`: the key was seen
    /// before, nothing changes.
    pub fn stage(
        &mut self,
        idempotency_key: &str,
        input: Input,
    ) -> Result<Option<Staged>, HostError> {
        if self.seen(idempotency_key)? {
            return Ok(None);
        }
        let served = self.served_chat(&input)?;
        self.hold(&served, input.now)?;
        let now = input.now;
        let started = Instant::now();
        let outcome = self.service.handle(input);
        Ok(Some(Staged {
            key: Some(idempotency_key.to_string()),
            outcome,
            now,
            elapsed: started.elapsed(),
            remember: false,
        }))
    }

    /// True when an input under this key was handled before (stored, or queued in a group).
    fn seen(&self, key: &str) -> Result<bool, HostError> {
        let queued = self.group.as_ref().is_some_and(|g| g.keys.contains(key))
            || self.in_flight.iter().any(|g| g.keys.contains(key));
        let known = self.group.as_ref().and_then(|g| g.known.get(key).copied());
        Ok(queued
            || match known {
                Some(seen) => seen,
                None => self.store.seen(key)?,
            })
    }

    /// Keeps `key` as handled by an input that was answered without changing anything (a
    /// refusal, a question). False when it was handled before: a redelivery.
    pub fn remember(&mut self, key: &str, now: Millis) -> Result<bool, HostError> {
        if self.seen(key)? {
            return Ok(false);
        }
        let staged = Staged {
            key: Some(key.to_string()),
            outcome: game::table::Outcome::default(),
            now,
            elapsed: Duration::ZERO,
            remember: true,
        };
        self.commit(staged, Vec::new())?;
        Ok(true)
    }

    /// Takes (or keeps) the lease of the chat `input` needs, at `now` (a parked input's own
    /// time may be long past): `Err(HostError::Elsewhere)` while another live process holds it.
    pub fn hold_for(&mut self, input: &Input, now: Millis) -> Result<(), HostError> {
        let chat = self.served_chat(input)?;
        self.hold(&chat, now)
    }

    /// The chat whose lease an input needs: the chat of the table it acts on (a move pressed in
    /// a player's private chat changes his group's table), or of the league a league button
    /// names, else the chat it came from. Alone on the store, the input's chat (no lease is
    /// taken).
    fn served_chat(&self, input: &Input) -> Result<ChatId, HostError> {
        if self.lessee.is_none() {
            return Ok(input.chat.clone());
        }
        if let Some(league) = named_league(&input.action) {
            // A league another process opened may not be in memory yet: the store knows it.
            let chat = match self.service.leagues.get(&league) {
                Some(record) => Some(record.chat.clone()),
                None => codec::league_chat(self.store.as_ref(), league)?,
            };
            if let Some(chat) = chat {
                return Ok(chat);
            }
        }
        let Some(table) = input.action.table() else {
            return Ok(input.chat.clone());
        };
        if let Some(record) = self.service.tables.get(&table) {
            return Ok(record.chat.clone());
        }
        Ok(codec::table_chat(self.store.as_ref(), table)?.unwrap_or_else(|| input.chat.clone()))
    }

    /// Fires the clocks due at `now` in memory, to be [`Durable::commit`]ted.
    pub fn stage_tick(&mut self, now: Millis) -> Staged {
        let started = Instant::now();
        let outcome = self.service.tick(now);
        Staged {
            key: None,
            outcome,
            now,
            elapsed: started.elapsed(),
            remember: false,
        }
    }

    /// Moves every table and the settings of chat `from` to chat `to` (a Telegram group that
    /// became a supergroup), in memory, to be [`Durable::commit`]ted.
    /// Sharing the store, this process takes both chats' leases first
    /// ([`HostError::Elsewhere`] if another holds either).
    pub fn stage_move_chat(
        &mut self,
        from: &ChatId,
        to: &ChatId,
        now: Millis,
    ) -> Result<Staged, HostError> {
        self.hold(from, now)?;
        self.hold(to, now)?;
        let started = Instant::now();
        let outcome = self.service.move_chat(from, to);
        Ok(Staged {
            key: None,
            outcome,
            now,
            elapsed: started.elapsed(),
            remember: false,
        })
    }

    /// Stores what a staged input changed together with `extra` writes (what it owes the
    /// chats), flushed, in one commit; then returns its outputs. Nothing changed and nothing
    /// extra: nothing is written (but the key of a [`Staged::remembered`] input). On an error
    /// the in-memory state is read back from the store, as if the input had never come.
    pub fn commit(&mut self, staged: Staged, extra: Vec<Write>) -> Result<Vec<Output>, HostError> {
        self.commit_fresh(staged, extra, Vec::new())
    }

    /// [`Durable::commit`], on condition (when sharing the store) that each of `fresh` (keys
    /// of new records among `extra`, numbered by this process: owed messages) holds nothing
    /// yet: another process may have taken the same number ([`HostError::is_conflict`]).
    pub fn commit_fresh(
        &mut self,
        staged: Staged,
        extra: Vec<Write>,
        fresh: Vec<(Space, Vec<u8>)>,
    ) -> Result<Vec<Output>, HostError> {
        let Staged {
            key,
            outcome,
            now,
            elapsed,
            remember,
        } = staged;
        let key_to_keep = remember && key.is_some();
        if outcome.changes.is_empty() && extra.is_empty() && !key_to_keep {
            return Ok(outcome.outputs);
        }
        let mut writes = codec::writes(&self.service, &outcome.changes);
        writes.extend(extra);
        let commit = match key {
            // The input's own clock dates its key, for pruning (`Durable::prune_keys`).
            Some(key) => Commit::new(key, writes).seen_at(now),
            None => Commit::unkeyed(writes),
        };
        let chats = self.touched_chats(&outcome.changes);
        let mut commit = self.conditioned(commit, &chats);
        if self.lessee.is_some() {
            for (space, key) in fresh {
                commit = commit.expecting(space, key, None);
            }
        }
        let queued = match &mut self.group {
            Some(group) => {
                // Shown only once the group is durable (`end_group`, `wait_group`).
                if let Some(key) = &commit.idempotency_key {
                    group.keys.insert(key.clone());
                }
                group.commits.push(commit);
                None
            }
            None => Some(commit),
        };
        let Some(commit) = queued else {
            // Should the group fail, the service is read back from the store.
            self.applied(&outcome.changes, now, elapsed);
            return Ok(outcome.outputs);
        };
        self.drain()?;
        let started = Instant::now();
        let committed = self.store.commit(commit);
        metrics::commit(started.elapsed());
        match committed {
            Ok(Committed::Applied) => {
                self.applied(&outcome.changes, now, elapsed);
                Ok(outcome.outputs)
            }
            Ok(Committed::AlreadyApplied) => {
                self.reload()?;
                Ok(Vec::new())
            }
            Err(err) => {
                self.lost(&err);
                self.reload()?;
                Err(err.into())
            }
        }
    }

    /// How many commits were refused because a shared record (a user's chips, a counter)
    /// changed under them since this process read it (each then handled again).
    pub fn conflicts(&self) -> u64 {
        self.conflicts
    }

    /// A commit fenced: the chat's lease is another's now, so this process forgets the chat.
    /// A conflict is counted.
    fn lost(&mut self, err: &StoreError) {
        if let StoreError::Conflict { .. } = err {
            self.conflicts += 1;
        }
        if let StoreError::Fenced { lease, .. } = err {
            let chat = ChatId(lease.clone());
            tracing::warn!(chat = %chat.0, "the chat's lease was taken over: its state is dropped");
            self.drop_chat(&chat);
        }
    }

    /// Starts a group (see the module's documentation): until [`Durable::end_group`], commits
    /// are queued, and the outputs returned must be held back. A group already open goes on.
    pub fn begin_group(&mut self) {
        self.group.get_or_insert_with(Group::default);
    }

    /// Opens a group (if none is) and asks the store at once whether each of `keys` (the
    /// idempotency keys of the inputs about to be handled in it) was committed before: one
    /// round trip for the group instead of one per input, which counts with PostgreSQL.
    pub fn expect_keys(&mut self, keys: &[&str]) -> Result<(), HostError> {
        self.begin_group();
        let seen = self.store.seen_many(keys)?;
        if let Some(group) = &mut self.group {
            group
                .known
                .extend(keys.iter().map(|k| k.to_string()).zip(seen));
        }
        Ok(())
    }

    /// Whether a group is open.
    pub fn in_group(&self) -> bool {
        self.group.is_some()
    }

    /// Writes every commit queued since [`Durable::begin_group`] in one batch, flushed once.
    /// `Ok`: every output handed out in the group may now be shown. `Err`: none may; the
    /// service was read back from the store (and if only the flush failed, the inputs may
    /// still be stored: redelivered, they are then found `AlreadyApplied` and change nothing).
    pub fn end_group(&mut self) -> Result<(), HostError> {
        let Some(group) = self.group.take() else {
            return Ok(());
        };
        if group.void {
            return Err(HostError::Abandoned);
        }
        if group.commits.is_empty() {
            return Ok(());
        }
        if self.drain().is_err() {
            // The group was built on the failed groups' state, which was just read back.
            return Err(HostError::Abandoned);
        }
        let started = Instant::now();
        let written = self.store.commit_batch(group.commits);
        metrics::commit(started.elapsed());
        match written {
            Ok(answers) if answers.iter().all(|&c| c == Committed::Applied) => Ok(()),
            Ok(_) => {
                self.reload()?;
                Err(HostError::Overtaken)
            }
            Err(err) => {
                self.lost(&err);
                self.reload()?;
                Err(err.into())
            }
        }
    }

    /// Handles `inputs` (idempotency key, input) as one group: each one's outputs, returned
    /// only once all of them are durable, after one flush. A key seen before (or twice in
    /// `inputs`) changes nothing and shows nothing.
    pub fn handle_group(
        &mut self,
        inputs: impl IntoIterator<Item = (String, Input)>,
    ) -> Result<Vec<Vec<Output>>, HostError> {
        self.begin_group();
        let mut answers = Vec::new();
        for (key, input) in inputs {
            match self.handle(&key, input) {
                Ok(outputs) => answers.push(outputs),
                Err(err) => {
                    // Nothing of the group may be shown; what was queued is dropped.
                    self.group = None;
                    self.reload()?;
                    return Err(err);
                }
            }
        }
        self.end_group()?;
        Ok(answers)
    }

    /// Hands the open group to the flusher thread (started at the first call) and returns its
    /// number for [`Durable::wait_group`]: its outputs may be shown once that returns `Ok`.
    /// The owner may meanwhile handle (and submit) further inputs.
    pub fn submit_group(&mut self) -> Result<u64, HostError>
    where
        S: 'static,
    {
        let number = self.next_group;
        self.next_group += 1;
        let Some(group) = self.group.take() else {
            self.finished.insert(number, Ok(()));
            return Ok(number);
        };
        if group.void {
            self.finished.insert(number, Err(HostError::Abandoned));
            return Ok(number);
        }
        if group.commits.is_empty() {
            // Nothing to write, but shown only after the groups before it.
            let (done, answer) = mpsc::channel();
            let _ = done.send(Ok(()));
            self.in_flight.push_back(InFlight {
                number,
                keys: HashSet::new(),
                done: answer,
            });
            return Ok(number);
        }
        let flusher = self.flusher.get_or_insert_with(|| {
            let (jobs, queue) = mpsc::channel();
            let store = Arc::clone(&self.store);
            std::thread::Builder::new()
                .name("group-flusher".into())
                .spawn(move || flush_jobs(store.as_ref(), queue))
                .map(|_| ())
                .unwrap_or_else(|e| panic!("cannot start the flusher thread: {e}"));
            jobs
        });
        let (done, answer) = mpsc::channel();
        let job = Job {
            epoch: self.epoch,
            commits: group.commits,
            done,
        };
        if let Err(mpsc::SendError(job)) = flusher.send(job) {
            // The flusher is gone (it panicked): nothing of this group is written.
            let _ = job.done.send(Err(HostError::Abandoned));
        }
        self.in_flight.push_back(InFlight {
            number,
            keys: group.keys,
            done: answer,
        });
        Ok(number)
    }

    /// Waits until group `number` (from [`Durable::submit_group`]) is written: `Ok`, its
    /// outputs may be shown; `Err`, none may (nor those of any group after it, whose waits
    /// fail too), and the service was read back from the store.
    pub fn wait_group(&mut self, number: u64) -> Result<(), HostError> {
        while self.in_flight.front().is_some_and(|g| g.number <= number) {
            self.settle_oldest()?;
        }
        self.finished.remove(&number).unwrap_or(Ok(()))
    }

    /// The numbers of the groups in flight, oldest first.
    pub fn groups_in_flight(&self) -> impl Iterator<Item = u64> + '_ {
        self.in_flight.iter().map(|g| g.number)
    }

    /// Waits for the oldest group in flight and records what it came to; after a failure,
    /// waits for every other one, reads the service back and voids an open group.
    fn settle_oldest(&mut self) -> Result<(), HostError> {
        let Some(oldest) = self.in_flight.pop_front() else {
            return Ok(());
        };
        let answer = oldest.done.recv().unwrap_or(Err(HostError::Abandoned));
        if let Err(HostError::Store(err)) = &answer {
            self.lost(err);
        }
        let failed = answer.is_err();
        self.finished.insert(oldest.number, answer);
        if failed {
            while let Some(later) = self.in_flight.pop_front() {
                // The flusher refuses them (same epoch): nothing of theirs is written.
                let _ = later.done.recv();
                self.finished
                    .insert(later.number, Err(HostError::Abandoned));
            }
            self.epoch += 1;
            if let Some(group) = &mut self.group {
                group.void = true;
            }
            self.reload()?;
        }
        Ok(())
    }

    /// Waits for every group in flight; `Err` if one failed (the service was read back).
    fn drain(&mut self) -> Result<(), HostError> {
        let mut failure = None;
        while let Some(number) = self.in_flight.front().map(|g| g.number) {
            self.settle_oldest()?;
            if let Some(Err(_)) = self.finished.get(&number) {
                failure = Some(HostError::Abandoned);
            }
        }
        match failure {
            Some(err) => Err(err),
            None => Ok(()),
        }
    }

    /// Forgets the idempotency keys of inputs seen before `before` (the inputs' clock).
    pub fn prune_keys(&self, before: Millis) -> Result<usize, HostError> {
        Ok(self.store.prune_seen(before)?)
    }

    /// Deletes the history records of games finished before `before`, oldest first, at most
    /// `limit` of them; returns how many.
    pub fn prune_history(&self, before: Millis, limit: usize) -> Result<usize, HostError> {
        let old = self
            .store
            .scan_before(Space::History, &key::log(before, 0), limit)?;
        if old.is_empty() {
            return Ok(0);
        }
        let writes = old
            .iter()
            .map(|(key, _)| Write::delete(Space::History, key.clone()))
            .collect();
        self.store.commit(Commit::unkeyed(writes))?;
        Ok(old.len())
    }

    /// Moves the tables that ended (finished or closed) before `before` out of the live
    /// service and key space: their header and any log left are deleted (a finished game's
    /// log already went to its history record when it ended), together with `extra(ids)`
    /// writes, in one commit. Returns the tables retired.
    pub fn retire(
        &mut self,
        before: Millis,
        extra: impl FnOnce(&S, &[TableId]) -> Result<Vec<Write>, HostError>,
    ) -> Result<Vec<TableId>, HostError> {
        let ended: Vec<TableId> = self
            .service
            .tables
            .values()
            .filter(|t| matches!(t.status, Status::Finished { .. } | Status::Cancelled))
            .filter(|t| last_activity(t) < before)
            .map(|t| t.id)
            .collect();
        if ended.is_empty() {
            return Ok(ended);
        }
        let mut writes = extra(&self.store, &ended)?;
        let mut retired = Vec::new();
        for id in &ended {
            if let Some(table) = self.service.tables.remove(id) {
                retired.push(table.chat.clone());
                writes.push(Write::delete(Space::Tables, key::table(*id)));
                for seq in 0..table.moves.len() as u64 {
                    writes.push(Write::delete(Space::Log, key::log(*id, seq)));
                }
            }
        }
        self.drain()?;
        let mut commit = Commit::unkeyed(writes);
        if let Some(lessee) = &self.lessee {
            let mut chats: BTreeSet<&ChatId> = BTreeSet::new();
            chats.extend(retired.iter());
            for chat in chats {
                if let Some(held) = lessee.held.get(chat) {
                    commit = commit.fenced(chat.0.clone(), held.token);
                }
            }
        }
        if let Err(err) = self.store.commit(commit) {
            self.lost(&err);
            self.reload()?;
            return Err(err.into());
        }
        Ok(ended)
    }

    /// What follows a change made durable (or queued in a group, which reads the store back
    /// should it fail): the metrics count it, and a finished game's moves now live in its
    /// history record only (as after a restart): the live table keeps its header.
    fn applied(&mut self, changes: &game::table::Changes, now: Millis, elapsed: Duration) {
        self.count(changes, now, elapsed);
        for entry in &changes.history {
            if let Some(table) = self.service.tables.get_mut(&entry.table) {
                table.moves = Vec::new();
            }
        }
    }

    /// Counts what a committed change did for the metrics: games finished, computer moves
    /// (and the service's time shared out over them), and the live tables by game at most
    /// once a second of the inputs' clock, or when a game ended.
    fn count(&mut self, changes: &game::table::Changes, now: Millis, elapsed: Duration) {
        for entry in &changes.history {
            metrics::game_finished(entry.game.name());
        }
        for (id, &from) in &changes.moves_from {
            let Some(table) = self.service.tables.get(id) else {
                continue;
            };
            let computer = table.moves[from.min(table.moves.len())..]
                .iter()
                .filter(|m| m.by == MoveBy::Computer)
                .count();
            metrics::computer_decisions(table.settings.game.name(), computer, elapsed);
        }
        // A game that ended is counted out at once.
        if changes.history.is_empty() && self.counted_at.is_some_and(|at| now < at + 1000) {
            return;
        }
        self.counted_at = Some(now);
        self.count_live_tables();
    }

    /// Sets the live-tables gauge of every game.
    pub fn count_live_tables(&self) {
        let mut live = std::collections::BTreeMap::new();
        for game in game::table::GameKind::ALL {
            live.insert(game.name(), 0);
        }
        for table in self.service.tables.values() {
            if matches!(table.status, Status::Gathering | Status::Playing) {
                *live.entry(table.settings.game.name()).or_default() += 1;
            }
        }
        for (game, count) in live {
            metrics::live_tables(game, count);
        }
    }

    /// Drops the in-memory state and reads it back from the store.
    fn reload(&mut self) -> Result<(), HostError> {
        let (limits, ids) = (self.service.limits, self.service.table_ids.emptied());
        let seeds = self.service.deal_seeds;
        let (service, base) = codec::load_with_shared(self.store.as_ref(), self.seed)?;
        self.service = service;
        self.service.deal_seeds = seeds;
        self.service.limits = limits;
        self.service.table_ids = ids;
        if self.lessee.is_some() {
            self.base = base;
        }
        self.keep_held_only();
        Ok(())
    }
}

/// The last moment a table saw anything happen: its opening, its last move, its last turn.
fn last_activity(table: &game::table::Table) -> Millis {
    let last_move = table.moves.last().map_or(0, |m| m.at);
    table
        .opened_at
        .max(table.turn_started)
        .max(table.last_human_move.unwrap_or(0))
        .max(last_move)
}

/// The league a league action names, if it names one (its buttons do; its commands act on
/// the chat's league).
fn named_league(action: &game::table::Action) -> Option<game::league::LeagueId> {
    use game::table::LeagueAction as L;
    let game::table::Action::League { request } = action else {
        return None;
    };
    match request {
        L::Accept { league, .. } => Some(*league),
        L::Join { league }
        | L::Team { league, .. }
        | L::Start { league, .. }
        | L::Play { league }
        | L::Challenge { league, .. }
        | L::Standings { league }
        | L::Fixtures { league }
        | L::Me { league }
        | L::Referee { league, .. }
        | L::Rule { league, .. }
        | L::Log { league }
        | L::EndSeason { league, .. }
        | L::NewSeason { league, .. }
        | L::History { league }
        | L::Leave { league, .. }
        | L::Remove { league, .. }
        | L::Export { league, .. } => *league,
        L::New { .. } | L::Top { .. } => None,
    }
}
