//! Ended games given back their moves: a finished table is loaded without them (they live in
//! its history record), which is all a finished table needs — unless its message is to be
//! drawn again as the game ended (the last deal's score, the winners), after a start.

use std::collections::BTreeSet;

use game::table::TableId;
use storage::Store;

use super::{Durable, HostError};
use crate::codec;

impl<S: Store> Durable<S> {
    /// Rebuilds the games of the finished `tables` loaded without them, from their history
    /// records (one read of the history for all). A record that cannot be replayed leaves
    /// its table as it was, logged: it is still drawn, without its game's last state.
    pub(crate) fn restore_ended_games(&mut self, tables: &[TableId]) -> Result<(), HostError> {
        let wanted: BTreeSet<TableId> = tables
            .iter()
            .copied()
            .filter(|id| {
                self.service
                    .tables
                    .get(id)
                    .is_some_and(|t| t.engine.is_none() && t.moves.is_empty())
            })
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        for (id, moves) in codec::archived_moves_of(&self.store, &wanted)? {
            let Some(table) = self.service.tables.get_mut(&id) else {
                continue;
            };
            table.moves = moves;
            if let Err(error) = table.rebuild_engine() {
                tracing::warn!(table = id, %error, "an ended game cannot be replayed from its record");
                table.engine = None;
                table.moves.clear();
            }
        }
        Ok(())
    }
}
