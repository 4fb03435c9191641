//! What Telegram answered a call, settled: message ids remembered, owed messages forgotten
//! once sent, a vanished message placed anew, a refused one taken back, and the scheduler told
//! what came of it.

use std::time::{Duration, Instant};

use host::front::Owed;
use host::schedule::Done as Outcome;
use storage::Store;

use super::{Flight, Shell, place_of};
use crate::api::Done;
use crate::incoming::{chat_id, user_id};
use crate::outbox::{Job, PostKind, Slot};
use host::clock::Now;

impl<S: Store> Shell<S> {
    /// Settles a call's outcome, answered at `now`, telling the scheduler what came of it.
    pub fn settle(&mut self, flight: Flight, done: Done, now: Now) {
        let Flight { ticket, job, .. } = flight;
        let at = now.instant;
        let chat = job.chat();
        if chat < 0 && !matches!(done, Done::Network(_)) {
            self.journal.sent(chat, now.millis);
        }
        let outcome = match done {
            Done::RetryAfter(wait) => {
                host::telemetry::metrics::rate_limited("telegram");
                tracing::warn!(chat, "429: every chat waits {} s", wait.as_secs());
                Outcome::Overloaded { retry_after: wait }
            }
            Done::Network(err) => {
                tracing::warn!(chat, "network: {err}; retrying the call");
                Outcome::Retry {
                    retry_after: Duration::from_secs(1),
                }
            }
            Done::Sent(message) => {
                self.delivered(&job, Some(message));
                Outcome::Sent
            }
            Done::Ok => {
                self.delivered(&job, None);
                Outcome::Sent
            }
            Done::Gone => {
                match job.clone() {
                    Job::Place { slot, content, .. } => {
                        self.remember(slot, None);
                        self.place(slot, content, false, at);
                    }
                    Job::Replace { .. } => self.replace_anew(job.clone(), at),
                    Job::Post { .. } => {}
                }
                Outcome::Sent
            }
            Done::Unreachable => {
                self.unreachable(&job, now);
                Outcome::Sent
            }
            Done::Migrated(to) => {
                self.scheduler.done(ticket, Outcome::Sent, at);
                self.migrated(chat, to, job, now);
                return;
            }
            Done::Failed(err) => {
                // The job's content is not logged: it may be a player's hand.
                let what = match &job {
                    Job::Place { slot, .. } => format!("{slot:?}"),
                    Job::Post { kind, .. } => format!("{kind:?}"),
                    Job::Replace { message, .. } => format!("the edit of message {message}"),
                };
                tracing::warn!(chat, "{what} failed: {err}");
                match &job {
                    Job::Place { slot, .. } => self.front.forget(&place_of(*slot)),
                    Job::Post { owed, .. } => self.settle_owed(*owed),
                    // Not editable after all: what it was to show comes anew.
                    Job::Replace { .. } => self.replace_anew(job.clone(), at),
                }
                Outcome::Sent
            }
        };
        self.scheduler.done(ticket, outcome, at);
        self.journal.flush(false, now.millis);
    }

    fn delivered(&mut self, job: &Job, sent: Option<i32>) {
        match job {
            Job::Place { slot, content, .. } => {
                if let Slot::Hand { user, .. } = slot {
                    self.reachable.insert(*user);
                }
                let message = sent.or_else(|| self.message_of(*slot).map(|(m, _)| m));
                if let Some(message) = message {
                    self.remember(*slot, Some((message, content.fingerprint())));
                }
            }
            Job::Post { kind, owed, .. } => {
                if let PostKind::Probe { user, .. } | PostKind::Personal { user, .. } = kind {
                    self.reachable.insert(*user);
                }
                self.settle_owed(*owed);
            }
            // Edited, or it showed this already ("message is not modified").
            Job::Replace { .. } => {}
        }
    }

    /// The message a [`Job::Replace`] was to edit cannot be: its content is posted anew, where
    /// word for its user alone goes.
    fn replace_anew(&mut self, job: Job, at: Instant) {
        if let Job::Replace {
            content,
            user,
            asked_in,
            ..
        } = job
        {
            self.private(&user_id(user as u64), &chat_id(asked_in), content, at);
        }
    }

    pub(super) fn settle_owed(&mut self, owed: Option<Owed>) {
        if let Some(owed) = owed
            && let Err(err) = self.front.settle(owed)
        {
            tracing::warn!("cannot forget sent message {owed:?}: {err}");
        }
    }
}
