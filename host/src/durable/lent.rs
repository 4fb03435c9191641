//! Tables this process does not serve, lent to the service for a look: several processes
//! share the store and another one holds the table's chat. A table this process has viewers
//! of on the web is put in the service only while its views are drawn; a user's open tables
//! elsewhere only while his input opening a table is weighed against his limit. Each is taken
//! out again before anything else runs, so no clock, computer or input of this process ever
//! acts on it.

use game::table::{TableId, UserId};
use storage::Store;

use super::Durable;
use super::error::HostError;
use crate::codec::{self, StoredTable};

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

    /// Lends the service, while an input of `user` opening a table is handled, the stored
    /// tables of chats this process does not hold that count against his limit of open
    /// tables ([`codec::open_tables_of`]): their ids, to take back with
    /// [`Durable::take_back_all`]. Alone on the store: none.
    pub(super) fn lend_open_tables(&mut self, user: &UserId) -> Result<Vec<TableId>, HostError> {
        let Some(lessee) = &self.lessee else {
            return Ok(Vec::new());
        };
        let mut lent = Vec::new();
        for table in codec::open_tables_of(self.store.as_ref(), user)? {
            if lessee.held.contains_key(&table.chat) || self.service.tables.contains_key(&table.id)
            {
                continue;
            }
            lent.push(table.id);
            self.service.tables.insert(table.id, table);
        }
        Ok(lent)
    }

    /// Takes back the tables lent by [`Durable::lend_open_tables`].
    pub(super) fn take_back_all(&mut self, lent: &[TableId]) {
        for id in lent {
            self.service.tables.remove(id);
        }
    }

    /// Takes back a table lent ([`Durable::lend`]) and its chat's record.
    pub(crate) fn take_back(&mut self, table: TableId) -> Option<StoredTable> {
        let table = self.service.tables.remove(&table)?;
        let chat = self.service.chats.remove(&table.chat);
        Some((table, chat))
    }
}
