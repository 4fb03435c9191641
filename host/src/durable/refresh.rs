//! Reading back only what refused commits would have written. A commit refused because a
//! shared record changed under it, or a chat's lease was taken over (or a group failed, with
//! the groups built on it), leaves in memory what its inputs changed; sharing the store, the
//! records those commits write are read again, not the whole store, so that a conflict costs
//! what the input touched whatever the size of the data. Alone on its store, a process reads
//! everything back as it always did (its failures are the disk's, not another process's).

use std::collections::BTreeSet;

use storage::{Commit, Space, Store, Write, key};

use super::Durable;
use super::error::HostError;
use crate::codec;

/// The records some commits write, by space and key.
pub(super) type Written = BTreeSet<(Space, Vec<u8>)>;

/// What `commits` write.
fn written<'a>(commits: impl IntoIterator<Item = &'a Commit>) -> Written {
    commits
        .into_iter()
        .flat_map(|commit| &commit.writes)
        .map(|write| match write {
            Write::Put { space, key, .. } | Write::Delete { space, key } => (*space, key.clone()),
        })
        .collect()
}

impl<S: Store> Durable<S> {
    /// What `commits` write, to [`Durable::refresh`] should they be refused: kept only when
    /// sharing the store (alone, everything is read back).
    pub(super) fn written_by<'a>(&self, commits: impl IntoIterator<Item = &'a Commit>) -> Written {
        match self.lessee {
            Some(_) => written(commits),
            None => Written::new(),
        }
    }

    /// Puts back in memory, as stored, every record of `written` the service keeps: the
    /// tables (with their moves) of the chats still held, the counters, users, chats'
    /// records, leagues and ratings (their bytes kept again as last read); the table ids
    /// reserved in memory are given up. Alone on the store: the whole service is read back.
    pub(super) fn refresh(&mut self, written: &Written) -> Result<(), HostError> {
        if self.lessee.is_none() {
            return self.reload();
        }
        let mut tables = BTreeSet::new();
        for (space, key) in written {
            match space {
                Space::Tables => tables.extend(key::parse_u64(key)),
                Space::Log => tables.extend(key::parse_log(key).map(|(table, _)| table)),
                Space::Users | Space::Chats | Space::Meta => {
                    let value = self.store.get(*space, key)?;
                    codec::apply_record(&mut self.service, *space, key, value.as_deref())?;
                    if codec::is_shared(*space, key) {
                        match value {
                            Some(value) => self.base.insert((*space, key.clone()), value),
                            None => self.base.remove(&(*space, key.clone())),
                        };
                    }
                }
                Space::History => {}
            }
        }
        for id in tables {
            match codec::load_table(self.store.as_ref(), id)? {
                Some((table, _)) => self.service.tables.insert(id, table),
                None => self.service.tables.remove(&id),
            };
        }
        let ids = std::mem::take(&mut self.service.table_ids);
        self.service.table_ids = ids.emptied();
        self.keep_held_only();
        Ok(())
    }
}
