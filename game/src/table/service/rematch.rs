//! A finished table's rematch: asked for by each of its players, begun once they all have.

use crate::ids::{Millis, TableId};

use super::super::input::Input;
use super::super::model::{Seat, Status, Table};
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

impl Service {
    /// A player of a finished table asks for its rematch: it begins, once, when every person
    /// who played has asked (computers agree at once); until then the chat is told who asks.
    pub(super) fn rematch(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.tables.get_mut(&id).ok_or(Notice::NoSuchTable { id })?;
        if table.seat_of(&input.user).is_none() {
            return Err(Notice::NotAtTable);
        }
        if !matches!(table.status, Status::Finished { .. }) {
            return Err(Notice::NothingToDo);
        }
        if let Some(begun) = table.rematch.begun {
            return Err(Notice::RematchBegun { table: begun });
        }
        if table.rematch.asked.contains(&input.user) {
            return Err(Notice::RematchAsked);
        }
        table.rematch.asked.push(input.user.clone());
        out.changes.tables.insert(id);
        let everyone = table
            .seats
            .iter()
            .filter(|seat| !seat.computer)
            .filter_map(|seat| seat.user.as_ref())
            .all(|user| table.rematch.asked.contains(user));
        if !everyone {
            out.outputs.push(Output::Chat {
                chat: table.chat.clone(),
                notice: Notice::RematchOffered {
                    table: id,
                    name: input.name.clone(),
                },
            });
            // Its Rematch button counts who asked (`Rematch · 1/2`).
            out.outputs.push(Output::Table { table: id });
            return Ok(());
        }
        let new_id = self.begin_rematch(id, input.now, out);
        if let Some(table) = self.tables.get_mut(&id) {
            match new_id {
                // Refused (a stake someone cannot cover): they may all ask again later.
                Err(_) => table.rematch.asked.clear(),
                Ok(new_id) => table.rematch.begun = Some(new_id),
            }
        }
        new_id.map(|_| ())
    }

    /// Opens and starts the rematch of finished table `id`: the same settings, chat and
    /// players in the same seats; returns its table.
    pub(super) fn begin_rematch(
        &mut self,
        id: TableId,
        now: Millis,
        out: &mut Outcome,
    ) -> Result<TableId, Notice> {
        let table = self.tables.get(&id).ok_or(Notice::NoSuchTable { id })?;
        let (settings, chat, seats, creator) = (
            table.settings.clone(),
            table.chat.clone(),
            table.seats.clone(),
            table.creator.clone(),
        );
        let new_id = self.new_table_id(out);
        let seed = self.deal_seeds.seed_for(self.meta.seed, new_id);
        let seats = seats
            .into_iter()
            .map(|s| Seat {
                user: s.user,
                name: s.name,
                computer: s.computer,
                ..Seat::default()
            })
            .collect();
        self.tables.insert(
            new_id,
            Table::gathering(new_id, chat, creator, settings, seats, seed, now),
        );
        out.changes.tables.insert(new_id);
        if let Err(refusal) = self.begin(new_id, now, out) {
            if let Some(table) = self.tables.get_mut(&new_id) {
                table.status = Status::Cancelled;
            }
            return Err(refusal);
        }
        Ok(new_id)
    }
}
