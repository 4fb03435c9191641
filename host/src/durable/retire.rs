//! Housekeeping of the store: idempotency keys and history records past their time, and the
//! tables that ended retired out of the live service and key space.

use std::collections::BTreeSet;

use game::table::{ChatId, Millis, Status, TableId};
use storage::{Commit, Space, Store, Write, key};

use super::Durable;
use super::error::HostError;

impl<S: Store> Durable<S> {
    /// Forgets the idempotency keys of inputs seen before `before` (the inputs' clock).
    pub fn prune_keys(&self, before: Millis) -> Result<usize, HostError> {
        Ok(self.store.prune_seen(before)?)
    }

    /// Forgets the leases released or lapsed before `before` (the inputs' clock): their chats
    /// are nobody's since (see [`Store::prune_leases`]; a lease taken again starts above
    /// their tokens). Alone on the store: none are kept, nothing to do.
    pub fn prune_leases(&self, before: Millis) -> Result<usize, HostError> {
        if self.lessee.is_none() {
            return Ok(0);
        }
        Ok(self.store.prune_leases(before)?)
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
