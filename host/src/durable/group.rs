//! Group commit and pipelined groups (see the [module's documentation](super)): the commits
//! of an open group, the groups in flight, and the flusher thread that writes them in order.

use std::collections::HashSet;
use std::sync::{Arc, mpsc};

use std::time::Instant;

use storage::{Commit, Committed, Store};

use crate::telemetry::metrics;

use super::Durable;
use super::error::HostError;
use super::refresh::Written;

/// How often a shell handles again a group refused with nothing of it written
/// ([`HostError::unwritten`]) before the refusal is the answer.
pub const GROUP_RETRIES: usize = 3;

/// A group on its way to the store.
pub(super) struct InFlight {
    pub(super) number: u64,
    pub(super) keys: HashSet<String>,
    pub(super) done: mpsc::Receiver<Result<(), HostError>>,
    /// What its commits write, read back should it fail ([`Durable::refresh`]).
    pub(super) written: Written,
}

/// What the flusher writes.
pub(super) struct Job {
    pub(super) epoch: u64,
    pub(super) commits: Vec<Commit>,
    pub(super) done: mpsc::Sender<Result<(), HostError>>,
}

/// The flusher: writes the jobs in order; after a failure, refuses the rest of its epoch.
fn flush_jobs<S: Store>(store: &S, jobs: mpsc::Receiver<Job>) {
    let mut failed = None;
    for job in jobs {
        let answer = if failed == Some(job.epoch) {
            Err(HostError::Abandoned)
        } else {
            let started = Instant::now();
            let written = store.commit_batch(job.commits);
            metrics::commit(started.elapsed());
            match written {
                Ok(answers) if answers.iter().all(|&c| c == Committed::Applied) => Ok(()),
                Ok(_) => Err(HostError::Overtaken),
                Err(err) => Err(err.into()),
            }
        };
        if answer.is_err() {
            failed = Some(job.epoch);
        }
        // The owner may be gone (dropped): then nobody waits for the answer.
        let _ = job.done.send(answer);
    }
}

/// The commits of an open group, and the idempotency keys they take.
#[derive(Default)]
pub(super) struct Group {
    pub(super) commits: Vec<Commit>,
    pub(super) keys: HashSet<String>,
    /// Keys asked of the store ahead ([`Durable::expect_keys`]): whether each was committed.
    pub(super) known: std::collections::HashMap<String, bool>,
    /// An earlier group failed while this one was open: it is void.
    pub(super) void: bool,
}

impl<S: Store> Durable<S> {
    /// Starts a group (see the module's documentation): until [`Durable::end_group`], commits
    /// are queued, and the outputs returned must be held back. A group already open goes on.
    pub fn begin_group(&mut self) {
        self.group.get_or_insert_with(Group::default);
    }

    /// Opens a group (if none is) and asks the store at once whether each of `keys` (the
    /// idempotency keys of the inputs about to be handled in it) was committed before: one
    /// round trip for the group instead of one per input, which counts with PostgreSQL.
    pub fn expect_keys(&mut self, keys: &[&str]) -> Result<(), HostError> {
        self.begin_group();
        let seen = self.store.seen_many(keys)?;
        if let Some(group) = &mut self.group {
            group
                .known
                .extend(keys.iter().map(|k| k.to_string()).zip(seen));
        }
        Ok(())
    }

    /// Whether a group is open.
    pub fn in_group(&self) -> bool {
        self.group.is_some()
    }

    /// Writes every commit queued since [`Durable::begin_group`] in one batch, flushed once.
    /// `Ok`: every output handed out in the group may now be shown. `Err`: none may; the
    /// service was read back from the store (and if only the flush failed, the inputs may
    /// still be stored: redelivered, they are then found `AlreadyApplied` and change nothing).
    pub fn end_group(&mut self) -> Result<(), HostError> {
        let Some(group) = self.group.take() else {
            return Ok(());
        };
        if group.void {
            return Err(HostError::Abandoned);
        }
        if group.commits.is_empty() {
            return Ok(());
        }
        if self.drain().is_err() {
            // The group was built on the failed groups' state, which was just read back.
            return Err(HostError::Abandoned);
        }
        let touched = self.written_by(&group.commits);
        let started = Instant::now();
        let written = self.store.commit_batch(group.commits);
        metrics::commit(started.elapsed());
        match written {
            Ok(answers) if answers.iter().all(|&c| c == Committed::Applied) => Ok(()),
            Ok(_) => {
                self.refresh(&touched)?;
                Err(HostError::Overtaken)
            }
            Err(err) => {
                self.lost(&err);
                self.refresh(&touched)?;
                Err(err.into())
            }
        }
    }

    /// Hands the open group to the flusher thread (started at the first call) and returns its
    /// number for [`Durable::wait_group`]: its outputs may be shown once that returns `Ok`.
    /// The owner may meanwhile handle (and submit) further inputs.
    pub fn submit_group(&mut self) -> Result<u64, HostError>
    where
        S: 'static,
    {
        let number = self.next_group;
        self.next_group += 1;
        let Some(group) = self.group.take() else {
            self.finished.insert(number, Ok(()));
            return Ok(number);
        };
        if group.void {
            self.finished.insert(number, Err(HostError::Abandoned));
            return Ok(number);
        }
        if group.commits.is_empty() {
            // Nothing to write, but shown only after the groups before it.
            let (done, answer) = mpsc::channel();
            let _ = done.send(Ok(()));
            self.in_flight.push_back(InFlight {
                number,
                keys: HashSet::new(),
                done: answer,
                written: Written::new(),
            });
            return Ok(number);
        }
        let written = self.written_by(&group.commits);
        let flusher = self.flusher.get_or_insert_with(|| {
            let (jobs, queue) = mpsc::channel();
            let store = Arc::clone(&self.store);
            std::thread::Builder::new()
                .name("group-flusher".into())
                .spawn(move || flush_jobs(store.as_ref(), queue))
                .map(|_| ())
                .unwrap_or_else(|e| panic!("cannot start the flusher thread: {e}"));
            jobs
        });
        let (done, answer) = mpsc::channel();
        let job = Job {
            epoch: self.epoch,
            commits: group.commits,
            done,
        };
        if let Err(mpsc::SendError(job)) = flusher.send(job) {
            // The flusher is gone (it panicked): nothing of this group is written.
            let _ = job.done.send(Err(HostError::Abandoned));
        }
        self.in_flight.push_back(InFlight {
            number,
            keys: group.keys,
            done: answer,
            written,
        });
        Ok(number)
    }

    /// Waits until group `number` (from [`Durable::submit_group`]) is written: `Ok`, its
    /// outputs may be shown; `Err`, none may (nor those of any group after it, whose waits
    /// fail too), and the service was read back from the store.
    pub fn wait_group(&mut self, number: u64) -> Result<(), HostError> {
        while self.in_flight.front().is_some_and(|g| g.number <= number) {
            self.settle_oldest()?;
        }
        self.finished.remove(&number).unwrap_or(Ok(()))
    }

    /// The numbers of the groups in flight, oldest first.
    pub fn groups_in_flight(&self) -> impl Iterator<Item = u64> + '_ {
        self.in_flight.iter().map(|g| g.number)
    }

    /// Waits for the oldest group in flight and records what it came to; after a failure,
    /// waits for every other one, reads the service back and voids an open group.
    fn settle_oldest(&mut self) -> Result<(), HostError> {
        let Some(oldest) = self.in_flight.pop_front() else {
            return Ok(());
        };
        let answer = oldest.done.recv().unwrap_or(Err(HostError::Abandoned));
        if let Err(HostError::Store(err)) = &answer {
            self.lost(err);
        }
        let failed = answer.is_err();
        self.finished.insert(oldest.number, answer);
        if failed {
            let mut touched = oldest.written;
            while let Some(later) = self.in_flight.pop_front() {
                // The flusher refuses them (same epoch): nothing of theirs is written.
                let _ = later.done.recv();
                self.finished
                    .insert(later.number, Err(HostError::Abandoned));
                touched.extend(later.written);
            }
            self.epoch += 1;
            if let Some(group) = &mut self.group {
                group.void = true;
            }
            let open = self.group.as_ref().map(|g| self.written_by(&g.commits));
            touched.extend(open.unwrap_or_default());
            self.refresh(&touched)?;
        }
        Ok(())
    }

    /// Waits for every group in flight; `Err` if one failed (the service was read back).
    pub(super) fn drain(&mut self) -> Result<(), HostError> {
        let mut failure = None;
        while let Some(number) = self.in_flight.front().map(|g| g.number) {
            self.settle_oldest()?;
            if let Some(Err(_)) = self.finished.get(&number) {
                failure = Some(HostError::Abandoned);
            }
        }
        match failure {
            Some(err) => Err(err),
            None => Ok(()),
        }
    }
}
