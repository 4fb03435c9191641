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
//!
//! Here: [`Durable`], staging an input ([`Durable::stage`]) and committing it
//! ([`Durable::commit`]). The rest: `error` ([`HostError`]); `lease` (sharing the store with
//! other processes: leases, fencing, takeover); `group` (group commit and the flusher
//! thread); `refresh` (sharing the store: reading back only what refused commits write);
//! `lent` (tables of other processes' chats lent to the service for a look); `retire`
//! (pruning keys, leases and history, retiring ended tables).

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::{Arc, mpsc};

use std::time::{Duration, Instant};

use game::table::model::MoveBy;
use game::table::{ChatId, Input, Millis, Output, Service, Status, TableId, TableIds};
use storage::{Commit, Committed, Space, Store, StoreError, Write};

use crate::codec::{self};
use crate::telemetry::metrics;

mod ended;
mod error;
mod group;
mod lease;
mod lent;
mod refresh;
mod retire;
#[cfg(test)]
mod tests;

pub use error::HostError;
pub use group::GROUP_RETRIES;
use group::{Group, InFlight, Job};
pub use lease::{
    BUSY_RECHECK_MS, DEFAULT_LEASE_SECONDS, LEASE_SECONDS, Sharing, lease_ttl, process_id,
};
use lease::{Lessee, changed_tables};

/// How often an input refused for a [`HostError::is_conflict`] is handled again before the
/// conflict is the answer.
pub const CONFLICT_RETRIES: usize = 8;

/// Sharing the store, new tables take their ids from blocks this big, reserved in the shared
/// `Meta` record with one write each (see [`TableIds`]).
pub const SHARED_TABLE_ID_BLOCK: u64 = 64;

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
    /// The chat whose lease a user's input was handled under ([`Durable::hold_for`]): its
    /// commit, and the words to one user it owes, are that chat's.
    served: Option<ChatId>,
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

    /// The chat a user's input was handled under: the table's chat for a move pressed in a
    /// private chat (`None` for the clocks).
    pub fn served(&self) -> Option<&ChatId> {
        self.served.as_ref()
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
    /// The newest record format this process reads ([`codec::RECORD_FORMAT`] unless opened
    /// as another program would be, [`Sharing::newest_format`]).
    newest_format: u32,
    /// The chats with a record written by a newer program, and why: left to newer processes,
    /// never served here ([`codec::format`]).
    newer: codec::NewerChats,
}

impl<S: Store> Durable<S> {
    /// Opens the service on a store, recovering every table (and re-arming its clock: the
    /// deadlines are part of the stored tables).
    pub fn open(store: S, seed: u64) -> Result<Durable<S>, HostError> {
        Durable::open_as(store, seed, None, codec::RECORD_FORMAT)
    }

    /// Opens the service, alone on its store or (`lessee`) sharing it: only then are the shared
    /// records' bytes kept.
    /// `newest_format`: the newest record format it reads (the chats with newer records are
    /// left to newer processes).
    fn open_as(
        store: S,
        seed: u64,
        lessee: Option<Lessee>,
        newest_format: u32,
    ) -> Result<Durable<S>, HostError> {
        crate::deal_seeds::check().map_err(|e| HostError::NoRandomness(e.to_string()))?;
        let loaded = codec::load_reading(&store, seed, newest_format)?;
        let (mut service, mut base) = (loaded.service, loaded.shared);
        log_newer(&loaded.newer);
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
            newest_format,
            newer: loaded.newer,
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
            Some(Sharing {
                holder,
                ttl,
                newest_format,
            }) => Durable::open_shared_reading(store, seed, holder, ttl, newest_format),
            None => Durable::open(store, seed),
        }
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
    /// once the new state is committed and flushed. The key is kept even when the input was
    /// refused or only asked something (as the front keeps it): redelivered after a crash, the
    /// input is not weighed again on a state that has moved on since.
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
            match self.commit(staged.remembered(), Vec::new()) {
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
        // Sharing the store: a new table is weighed against the user's tables elsewhere too.
        let lent = match input.action {
            game::table::Action::Open { .. } => self.lend_open_tables(&input.user)?,
            _ => Vec::new(),
        };
        let outcome = self.service.handle(input);
        self.take_back_all(&lent);
        Ok(Some(Staged {
            key: Some(idempotency_key.to_string()),
            outcome,
            now,
            elapsed: started.elapsed(),
            remember: false,
            served: Some(served),
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
            served: None,
        };
        self.commit(staged, Vec::new())?;
        Ok(true)
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
            served: None,
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
            served: None,
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
            served,
        } = staged;
        let key_to_keep = remember && key.is_some();
        if outcome.changes.is_empty() && extra.is_empty() && !key_to_keep {
            return Ok(outcome.outputs);
        }
        let mut writes = codec::writes_as(&self.service, &outcome.changes, self.newest_format);
        writes.extend(extra);
        let commit = match key {
            // The input's own clock dates its key, for pruning (`Durable::prune_keys`).
            Some(key) => Commit::new(key, writes).seen_at(now),
            None => Commit::unkeyed(writes),
        };
        let mut chats = self.touched_chats(&outcome.changes);
        chats.extend(served);
        let mut commit = self.conditioned(commit, &chats);
        if self.lessee.is_some() {
            for (space, key) in fresh {
                commit = commit.expecting(space, key, None);
            }
            for table in changed_tables(&outcome.changes) {
                commit = commit.notifying(codec::table_topic(table));
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
        let written = self.written_by([&commit]);
        let started = Instant::now();
        let committed = self.store.commit(commit);
        metrics::commit(started.elapsed());
        match committed {
            Ok(Committed::Applied) => {
                self.applied(&outcome.changes, now, elapsed);
                Ok(outcome.outputs)
            }
            Ok(Committed::AlreadyApplied) => {
                self.refresh(&written)?;
                Ok(Vec::new())
            }
            Err(err) => {
                self.lost(&err);
                self.refresh(&written)?;
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
        let loaded = codec::load_reading(self.store.as_ref(), self.seed, self.newest_format)?;
        let (service, base) = (loaded.service, loaded.shared);
        self.leave_newer(loaded.newer);
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

/// Says which chats a process leaves to newer ones, and why.
fn log_newer(newer: &codec::NewerChats) {
    for (chat, why) in newer {
        tracing::warn!(chat = %chat.0, %why, "a newer program wrote this chat: left to newer processes");
    }
}
