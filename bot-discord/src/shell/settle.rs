//! What Discord answered a call, settled: message ids remembered, a hand's message kept
//! editable, owed messages forgotten once sent, a deleted table message posted again, and the
//! scheduler told what came of it (and of the channel's bucket).

use std::time::Instant;

use host::front::{Owed, Place};
use host::schedule::Done as Outcome;
use storage::Store;

use super::{Flight, HandAt, NETWORK_RETRY, Shell, chat_of};
use crate::calls::{Done, Target};
use crate::outbox::{How, Job, Lane, Slot};
use crate::send::Bucket;

impl<S: Store> Shell<S> {
    /// Settles a call's outcome.
    pub fn settle(&mut self, flight: Flight, done: Done, bucket: Bucket, at: Instant) {
        let Flight { ticket, job, .. } = flight;
        let lane = ticket.lane;
        if let (Lane::Channel(channel), Some(limit)) = (lane, bucket.limit) {
            self.limits.insert(channel, limit);
        }
        let outcome = match done {
            Done::Limited {
                retry_after,
                global: true,
            } => {
                host::telemetry::metrics::rate_limited("discord");
                tracing::warn!("global rate limit, every channel waits {retry_after:?}");
                Outcome::Overloaded { retry_after }
            }
            Done::Limited { retry_after, .. } => {
                host::telemetry::metrics::rate_limited("discord");
                tracing::info!(?lane, "429: the lane waits {retry_after:?}");
                Outcome::LaneLimited { retry_after }
            }
            Done::Network(e) => {
                tracing::warn!("network: {e}; trying again");
                Outcome::Retry {
                    retry_after: NETWORK_RETRY,
                }
            }
            done => {
                self.finished(job, done, at);
                Outcome::Sent
            }
        };
        self.scheduler.done(ticket, outcome, at);
        if let Some(wait) = bucket.dry_for() {
            self.scheduler.hold(&lane, at + wait);
        }
    }

    /// A job's call ended for good, at `at`: remember what it created, forget what is gone.
    fn finished(&mut self, job: Job, done: Done, at: Instant) {
        let failed = |what: &str, done: &Done| {
            if let Done::Failed(why) = done {
                tracing::warn!("{what} failed: {why}");
            }
        };
        match job {
            Job::Table {
                channel,
                table,
                content,
            } => {
                let place = Place::Table {
                    chat: chat_of(channel),
                    table,
                };
                match done {
                    Done::Created(id) => self.store_id(&place, Some(id)),
                    Done::Gone => {
                        // Deleted by someone: post it again.
                        self.store_id(&place, None);
                        let job = Job::Table {
                            channel,
                            table,
                            content,
                        };
                        self.place(Lane::Channel(channel), Slot::Table(table), job, at);
                    }
                    Done::Failed(_) => {
                        failed("the table message", &done);
                        self.front.forget(&place);
                    }
                    _ => {}
                }
            }
            Job::Mention { channel, table, .. } => {
                let place = Place::Mention {
                    chat: chat_of(channel),
                    table,
                };
                failed("the turn mention", &done);
                let id = match done {
                    Done::Created(id) => Some(id),
                    _ => None,
                };
                self.store_id(&place, id);
            }
            Job::Say { owed, .. } => {
                failed("a message", &done);
                self.settle_owed(owed);
            }
            Job::Reply {
                user,
                token,
                how,
                hand,
                asked,
                ..
            } => {
                failed("an interaction answer", &done);
                let Some(table) = hand else {
                    return;
                };
                let target = match (how, &done) {
                    (How::EditOriginal, Done::Ok | Done::Created(_)) => Target::Original,
                    (How::Followup, Done::Created(id)) => Target::Followup(*id),
                    _ => {
                        self.hands.remove(&(user, table));
                        return;
                    }
                };
                let hand_at = HandAt {
                    token,
                    target,
                    since: asked,
                };
                self.hands.insert((user, table), hand_at);
            }
            Job::Hand { user, table, .. } => {
                if matches!(done, Done::Gone | Done::Failed(_)) {
                    failed("a hand", &done);
                    self.hands.remove(&(user, table));
                }
            }
        }
    }

    pub(super) fn settle_owed(&mut self, owed: Option<Owed>) {
        if let Some(owed) = owed
            && let Err(e) = self.front.settle(owed)
        {
            tracing::warn!("could not forget a sent message: {e}");
        }
    }
}
