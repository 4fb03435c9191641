//! A group that became a supergroup: its tables, settings and owed messages move to the new
//! id (`host::Front::move_chat`), and what was queued for the old chat is posted in the new
//! one.

use std::time::Instant;

use storage::Store;

use super::Shell;
use crate::incoming::chat_id;
use crate::outbox::{Job, PostKind, TgChat};
use host::clock::Now;

impl<S: Store> Shell<S> {
    /// Telegram says the group `from` is now the supergroup `to` (answering a call).
    pub(super) fn migrated(&mut self, from: TgChat, to: TgChat, job: Job, now: Now) {
        tracing::info!("group {from} became supergroup {to}");
        match self
            .front
            .move_chat(&chat_id(from), &chat_id(to), now.millis)
        {
            Ok(deliveries) => {
                self.follow_migration(from, to, now.instant);
                self.repost(to, job, now.instant);
                self.route(deliveries, None, now);
            }
            Err(err) => tracing::warn!("cannot move the tables of {from} to {to}: {err}"),
        }
    }

    /// Moves what is still queued for `from` to `to`; the tables' messages start anew there.
    pub(super) fn follow_migration(&mut self, from: TgChat, to: TgChat, at: Instant) {
        for (_, job) in self.scheduler.drain(&from) {
            self.repost(to, job, at);
        }
    }

    /// A job meant for a group that became the supergroup `to`, posted there: a message to
    /// post as it was, a menu to edit as a new message (the old group's message cannot be
    /// edited through the new id); a table's message starts anew there anyway.
    fn repost(&mut self, to: TgChat, job: Job, at: Instant) {
        match job {
            Job::Post {
                content,
                kind,
                owed,
                ..
            } => self.post(to, content, kind, owed, at),
            Job::Replace { content, .. } => self.post(to, content, PostKind::Say, None, at),
            Job::Place { .. } => {}
        }
    }
}
