//! The table service made durable: persist, then speak.

use game::table::{Input, Millis, Output, Service};
use storage::{Commit, Committed, Store, StoreError};

use crate::codec::{self, CodecError};

/// Why an input could not be handled durably. Nothing is shown for it.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Codec(#[from] CodecError),
}

/// The table service over a store.
pub struct Durable<S: Store> {
    store: S,
    service: Service,
    seed: u64,
}

impl<S: Store> Durable<S> {
    /// Opens the service on a store, recovering every table (and re-arming its clock: the
    /// deadlines are part of the stored tables).
    pub fn open(store: S, seed: u64) -> Result<Durable<S>, HostError> {
        let service = codec::load(&store, seed)?;
        Ok(Durable {
            store,
            service,
            seed,
        })
    }

    /// The service as it stands (for views).
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// The store underneath.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// When `tick` must next be called.
    pub fn next_deadline(&self) -> Option<Millis> {
        self.service.next_deadline()
    }

    /// Handles a user's input under its idempotency key (the platform's update or interaction
    /// id). A key seen before changes nothing and shows nothing. The outputs are returned only
    /// once the new state is committed and flushed.
    pub fn handle(
        &mut self,
        idempotency_key: &str,
        input: Input,
    ) -> Result<Vec<Output>, HostError> {
        if self.store.seen(idempotency_key)? {
            return Ok(Vec::new());
        }
        let outcome = self.service.handle(input);
        self.commit(Some(idempotency_key), outcome)
    }

    /// Fires the clocks due at `now`.
    pub fn tick(&mut self, now: Millis) -> Result<Vec<Output>, HostError> {
        let outcome = self.service.tick(now);
        self.commit(None, outcome)
    }

    fn commit(
        &mut self,
        key: Option<&str>,
        outcome: game::table::Outcome,
    ) -> Result<Vec<Output>, HostError> {
        if outcome.changes.is_empty() {
            return Ok(outcome.outputs);
        }
        let writes = codec::writes(&self.service, &outcome.changes);
        let commit = match key {
            Some(key) => Commit::new(key, writes),
            None => Commit::unkeyed(writes),
        };
        match self.store.commit(commit) {
            Ok(Committed::Applied) => Ok(outcome.outputs),
            Ok(Committed::AlreadyApplied) => {
                self.reload()?;
                Ok(Vec::new())
            }
            Err(err) => {
                self.reload()?;
                Err(err.into())
            }
        }
    }

    /// Drops the in-memory state and reads it back from the store.
    fn reload(&mut self) -> Result<(), HostError> {
        self.service = codec::load(&self.store, self.seed)?;
        Ok(())
    }
}
