//! The web table across several processes: the tables this process has viewers of while
//! another one serves their chat, as last read from the store ([`Mirrors`]), looked at through
//! [`Front::with_stored_table`]; the store's changes, heard from every process
//! ([`storage::Store::watch`]), brought to the run loop as [`WebEvent::Stored`]; and the
//! presses of this process's sockets parked for another one, answered when their answer
//! reaches the store ([`Pending`]).

use std::collections::HashMap;
use std::sync::Arc;

use game::table::TableId;
use storage::{Change, Store};
use tokio::sync::mpsc;

use super::event::{SocketId, WebEvent};
use crate::codec::{self, StoredTable};
use crate::front::Front;

/// The tables watched here and served elsewhere, as last read from the store.
#[derive(Default)]
pub(super) struct Mirrors {
    tables: HashMap<TableId, StoredTable>,
}

impl Mirrors {
    /// What `look` sees of `table`: in this process's service if it serves the table's chat,
    /// else as stored (read again unless read since its last change); `None`: no such table.
    pub(super) fn look<S: Store, T>(
        &mut self,
        front: &mut Front<S>,
        table: TableId,
        look: impl FnOnce(&Front<S>) -> T,
    ) -> Option<T> {
        if front.durable().service().tables.contains_key(&table) {
            self.tables.remove(&table);
            return Some(look(front));
        }
        if !front.durable().is_sharing() {
            return None;
        }
        let stored = match self.tables.remove(&table) {
            Some(stored) => stored,
            None => match codec::load_table(front.durable().store(), table) {
                Ok(Some(stored)) => stored,
                Ok(None) => return None,
                Err(error) => {
                    tracing::warn!(table, %error, "a watched table cannot be read");
                    return None;
                }
            },
        };
        let mut slot = Some(stored);
        let seen = front.with_stored_table(&mut slot, look);
        if let Some(stored) = slot {
            self.tables.insert(table, stored);
        }
        seen
    }

    /// `table` changed in the store: it is read again at its next look.
    pub(super) fn changed(&mut self, table: TableId) {
        self.tables.remove(&table);
    }

    /// Every table is read again at its next look.
    pub(super) fn clear(&mut self) {
        self.tables.clear();
    }

    /// Forgets the tables nobody here watches any more.
    pub(super) fn keep(&mut self, watched: &[TableId]) {
        self.tables.retain(|table, _| watched.contains(table));
    }
}

/// A press of a socket here, parked for the process serving its table's chat: its socket
/// and the page's key, by the input's idempotency key.
pub(super) type Pending = HashMap<String, (SocketId, String)>;

/// Has the store's changes sent to the run loop as [`WebEvent::Stored`] (those that came
/// together as one event), in order and none lost; the task forwarding them.
pub(super) fn forward_changes(
    store: &dyn Store,
    events: mpsc::Sender<WebEvent>,
) -> Result<tokio::task::JoinHandle<()>, storage::StoreError> {
    let (heard, mut hearing) = mpsc::unbounded_channel::<Change>();
    store.watch(Arc::new(move |change| {
        let _ = heard.send(change);
    }))?;
    Ok(tokio::spawn(async move {
        while let Some(first) = hearing.recv().await {
            let mut changes = vec![first];
            while let Ok(more) = hearing.try_recv() {
                if !changes.contains(&more) {
                    changes.push(more);
                }
            }
            if events.send(WebEvent::Stored { changes }).await.is_err() {
                return;
            }
        }
    }))
}
