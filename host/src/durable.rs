//! The table service made durable: persist, then speak.

use std::time::{Duration, Instant};

use game::table::model::MoveBy;
use game::table::{ChatId, Input, Millis, Output, Service, Status, TableId};
use storage::{Commit, Committed, Space, Store, StoreError, Write, key};

use crate::codec::{self, CodecError};
use crate::telemetry::metrics;

/// Why an input could not be handled durably. Nothing is shown for it.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Codec(#[from] CodecError),
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
}

impl Staged {
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
    store: S,
    service: Service,
    seed: u64,
    /// When the live-tables gauge was last counted (on the inputs' clock).
    counted_at: Option<Millis>,
}

impl<S: Store> Durable<S> {
    /// Opens the service on a store, recovering every table (and re-arming its clock: the
    /// deadlines are part of the stored tables).
    pub fn open(store: S, seed: u64) -> Result<Durable<S>, HostError> {
        let service = codec::load(&store, seed)?;
        Ok(Durable {
            store,
            service,
            seed,
            counted_at: None,
        })
    }

    /// The service as it stands (for views).
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Sets the service's limits (tables per user, when abandoned tables close).
    pub fn set_limits(&mut self, limits: game::table::Limits) {
        self.service.limits = limits;
    }

    /// The store underneath.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// When `tick` must next be called.
    pub fn next_deadline(&self) -> Option<Millis> {
        self.service.next_deadline()
    }

    /// Handles a user's input under its idempotency key (the platform's update or interaction
    /// id). A key seen before changes nothing and shows nothing. The outputs are returned only
    /// once the new state is committed and flushed.
    pub fn handle(
        &mut self,
        idempotency_key: &str,
        input: Input,
    ) -> Result<Vec<Output>, HostError> {
        match self.stage(idempotency_key, input)? {
            Some(staged) => self.commit(staged, Vec::new()),
            None => Ok(Vec::new()),
        }
    }

    /// Fires the clocks due at `now`.
    pub fn tick(&mut self, now: Millis) -> Result<Vec<Output>, HostError> {
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
        if self.store.seen(idempotency_key)? {
            return Ok(None);
        }
        let now = input.now;
        let started = Instant::now();
        let outcome = self.service.handle(input);
        Ok(Some(Staged {
            key: Some(idempotency_key.to_string()),
            outcome,
            now,
            elapsed: started.elapsed(),
        }))
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
        }
    }

    /// Moves every table and the settings of chat `from` to chat `to` (a Telegram group that
    /// became a supergroup), in memory, to be [`Durable::commit`]ted.
    pub fn stage_move_chat(&mut self, from: &ChatId, to: &ChatId, now: Millis) -> Staged {
        let started = Instant::now();
        let outcome = self.service.move_chat(from, to);
        Staged {
            key: None,
            outcome,
            now,
            elapsed: started.elapsed(),
        }
    }

    /// Stores what a staged input changed together with `extra` writes (what it owes the
    /// chats), flushed, in one commit; then returns its outputs. Nothing changed and nothing
    /// extra: nothing is written. On an error the in-memory state is read back from the store,
    /// as if the input had never come.
    pub fn commit(&mut self, staged: Staged, extra: Vec<Write>) -> Result<Vec<Output>, HostError> {
        let Staged {
            key,
            outcome,
            now,
            elapsed,
        } = staged;
        if outcome.changes.is_empty() && extra.is_empty() {
            return Ok(outcome.outputs);
        }
        let mut writes = codec::writes(&self.service, &outcome.changes);
        writes.extend(extra);
        let commit = match key {
            // The input's own clock dates its key, for pruning (`Durable::prune_keys`).
            Some(key) => Commit::new(key, writes).seen_at(now),
            None => Commit::unkeyed(writes),
        };
        let started = Instant::now();
        let committed = self.store.commit(commit);
        metrics::commit(started.elapsed());
        match committed {
            Ok(Committed::Applied) => {
                self.count(&outcome.changes, now, elapsed);
                // A finished game's moves now live in its history record only (as after a
                // restart): the live table keeps its header.
                for entry in &outcome.changes.history {
                    if let Some(table) = self.service.tables.get_mut(&entry.table) {
                        table.moves = Vec::new();
                    }
                }
                Ok(outcome.outputs)
            }
            Ok(Committed::AlreadyApplied) => {
                self.reload()?;
                Ok(Vec::new())
            }
            Err(err) => {
                self.reload()?;
                Err(err.into())
            }
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
        for id in &ended {
            if let Some(table) = self.service.tables.remove(id) {
                writes.push(Write::delete(Space::Tables, key::table(*id)));
                for seq in 0..table.moves.len() as u64 {
                    writes.push(Write::delete(Space::Log, key::log(*id, seq)));
                }
            }
        }
        if let Err(err) = self.store.commit(Commit::unkeyed(writes)) {
            self.reload()?;
            return Err(err.into());
        }
        Ok(ended)
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
        let limits = self.service.limits;
        self.service = codec::load(&self.store, self.seed)?;
        self.service.limits = limits;
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
