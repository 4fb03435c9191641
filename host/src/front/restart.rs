//! What a process draws again when it starts, or takes chats over: the tables whose message
//! may show an old state because the process that last served them stopped before sending
//! what it owed them.

use game::table::{ChatId, Millis, Status, TableId};
use storage::Store;

use super::Front;

/// How long after its game ended a table is still drawn again at a start (ms): its end (the
/// result, the Rematch button) may have been held back by the chat's limit when the former
/// process stopped. Older ends were drawn long ago; drawing them again would only spend the
/// chats' budgets.
pub const ENDED_DRAWN_AGAIN_MS: Millis = 15 * 60 * 1000;

impl<S: Store> Front<S> {
    /// The tables to draw again after a start, at `now`: every table still gathering or
    /// playing, and, in a chat without one, its newest table when its game ended in the last
    /// [`ENDED_DRAWN_AGAIN_MS`].
    pub fn tables_to_draw_again(&self, now: Millis) -> Vec<(ChatId, TableId)> {
        let mut tables = self.live_tables();
        let mut ended: Vec<(ChatId, TableId)> = Vec::new();
        for table in self.durable.service().tables.values() {
            let recent = matches!(table.status, Status::Finished { .. })
                && now.saturating_sub(table.turn_started) <= ENDED_DRAWN_AGAIN_MS;
            let live_here = tables.iter().any(|(chat, _)| chat == &table.chat);
            if recent && !live_here && self.newest_table(&table.chat) == Some(table.id) {
                ended.push((table.chat.clone(), table.id));
            }
        }
        tables.extend(ended);
        tables
    }

    /// The newest table opened in `chat`, whatever its state.
    pub(super) fn newest_table(&self, chat: &ChatId) -> Option<TableId> {
        self.durable
            .service()
            .tables
            .values()
            .filter(|t| &t.chat == chat)
            .map(|t| t.id)
            .max()
    }
}
