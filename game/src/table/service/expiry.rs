//! The limits applied: refusing one table too many, and closing tables whose time is up
//! ([`super::super::limits`] has the limits themselves).

use super::super::limits::UNATTENDED_MINUTES;
use super::super::model::{Closed, Status, Table};
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;
use crate::ids::{ChatId, Millis, TableId, UserId};

impl Service {
    /// Refuses a new table when the user already has one gathering in this chat (naming it),
    /// or as many as the limit over all chats, counting the games he is playing.
    pub(super) fn may_open(&self, user: &UserId, chat: &ChatId) -> Result<(), Notice> {
        let gathering: Vec<&Table> = self
            .tables
            .values()
            .filter(|t| t.creator == *user && t.status == Status::Gathering)
            .collect();
        if let Some(here) = gathering.iter().rev().find(|t| t.chat == *chat) {
            return Err(Notice::AlreadyOpen { table: here.id });
        }
        let playing = self
            .tables
            .values()
            .filter(|t| t.status == Status::Playing && t.seat_of(user).is_some())
            .count();
        if gathering.len() + playing >= self.limits.open_tables_per_user {
            return Err(Notice::TooManyOpen {
                limit: self.limits.open_tables_per_user as u32,
            });
        }
        Ok(())
    }

    /// The tables whose time is up at `now`, to close.
    pub(super) fn abandoned(&self, now: Millis) -> Vec<TableId> {
        self.tables
            .values()
            .filter(|t| self.limits.expiry(t).is_some_and(|at| at <= now))
            .map(|t| t.id)
            .collect()
    }

    /// Closes an abandoned table: the stakes go back, the result does not count, and its
    /// message (updated once) says why.
    pub(super) fn close_abandoned(&mut self, id: TableId, out: &mut Outcome) {
        let limits = self.limits;
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let reason = match table.status {
            Status::Gathering => Closed::NotStarted {
                minutes: limits.gathering_minutes,
            },
            Status::Playing if table.is_unattended() => Closed::Unattended {
                minutes: UNATTENDED_MINUTES,
            },
            Status::Playing => Closed::Idle {
                hours: limits.idle_hours_of(table),
            },
            Status::Finished { .. } | Status::Cancelled => return,
        };
        table.status = Status::Cancelled;
        table.closed = Some(reason);
        table.deadline = None;
        table.waiting.clear();
        for (user, chips) in std::mem::take(&mut table.pot) {
            if let Some(account) = self.users.get_mut(&user) {
                account.balance += chips;
                out.changes.users.insert(user);
            }
        }
        out.changes.tables.insert(id);
        out.outputs.push(Output::Table { table: id });
    }
}
