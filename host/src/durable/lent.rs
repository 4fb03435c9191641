//! A table this process does not serve, lent to the service for a look: several processes
//! share the store, another one holds the table's chat, and this one has viewers of it on
//! the web. The table, read from the store, is put in the service only while its views are
//! drawn, and taken out again before anything else runs, so no clock, computer or input of
//! this process ever acts on it.

use game::table::TableId;
use storage::Store;

use super::Durable;
use crate::codec::StoredTable;

impl<S: Store> Durable<S> {
    /// Puts the table of `slot` (and its chat's record) in the service for a look, taking it
    /// out of the slot, when this process shares the store and neither holds the table's chat
    /// nor has any table of it in memory: true when it did.
    pub(crate) fn lend(&mut self, slot: &mut Option<StoredTable>) -> bool {
        let Some((table, _)) = slot.as_ref() else {
            return false;
        };
        let unserved = self
            .lessee
            .as_ref()
            .is_some_and(|l| !l.held.contains_key(&table.chat))
            && !self.service.chats.contains_key(&table.chat)
            && !self.service.tables.values().any(|t| t.chat == table.chat);
        let Some((table, chat)) = slot.take().filter(|_| unserved) else {
            return false;
        };
        if let Some(record) = chat {
            self.service.chats.insert(table.chat.clone(), record);
        }
        self.service.tables.insert(table.id, table);
        true
    }

    /// Takes back a table lent ([`Durable::lend`]) and its chat's record.
    pub(crate) fn take_back(&mut self, table: TableId) -> Option<StoredTable> {
        let table = self.service.tables.remove(&table)?;
        let chat = self.service.chats.remove(&table.chat);
        Some((table, chat))
    }
}
