//! A table this process does not serve, lent to the service for a look: several processes
//! share the store, another one holds the table's chat, and this one has viewers of it on
//! the web. The table, read from the store, is put in the service only while its views are
//! drawn, and taken out again before anything else runs, so no clock, computer or input of
//! this process ever acts on it.

use game::table::Table;
use game::table::model::Chat;
use storage::Store;

use super::Durable;

impl<S: Store> Durable<S> {
    /// Puts `table` (and its chat's record) in the service for a look, when this process
    /// shares the store and neither holds the table's chat nor has any table of it in memory;
    /// else hands them back.
    pub(crate) fn lend(
        &mut self,
        table: Table,
        chat: Option<Chat>,
    ) -> Result<(), (Table, Option<Chat>)> {
        let unserved = self
            .lessee
            .as_ref()
            .is_some_and(|l| !l.held.contains_key(&table.chat))
            && !self.service.chats.contains_key(&table.chat)
            && !self.service.tables.values().any(|t| t.chat == table.chat);
        if !unserved {
            return Err((table, chat));
        }
        if let Some(record) = chat {
            self.service.chats.insert(table.chat.clone(), record);
        }
        self.service.tables.insert(table.id, table);
        Ok(())
    }

    /// Takes back a table lent ([`Durable::lend`]) and its chat's record.
    pub(crate) fn take_back(
        &mut self,
        table: game::table::TableId,
    ) -> Option<(Table, Option<Chat>)> {
        let table = self.service.tables.remove(&table)?;
        let chat = self.service.chats.remove(&table.chat);
        Some((table, chat))
    }
}
