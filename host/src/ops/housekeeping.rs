//! Housekeeping, run by the bots' loops about once a second ([`Housekeeping::poll`]): a
//! backup request is answered at once; every ten minutes of the inputs' clock, idempotency
//! keys older than the retention window are pruned (and, sharing the store, the leases released
//! or lapsed as long ago), tables ended longer ago than
//! `KEEP_ENDED_HOURS` are retired to the history, so the live key space stays bounded; with
//! `KEEP_HISTORY_DAYS` (two years unless set), history records older than that are deleted
//! too, bounding the store. The first pass indexes the history records of programs that kept
//! no index by table ([`crate::history_index::backfill`]).

use std::path::PathBuf;

use game::table::Millis;

use crate::HostError;
use crate::front::Front;
use crate::history_index;
use crate::ops::{OpsSettings, backup};
use crate::telemetry::metrics;

/// How often a pass prunes and retires (milliseconds of the inputs' clock).
pub const PASS_EVERY: Millis = 10 * 60 * 1000;

/// History records deleted per commit, and commits per pass.
const HISTORY_BATCH: usize = 500;
const HISTORY_BATCHES: usize = 20;

/// What one pass swept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Swept {
    /// Idempotency keys forgotten.
    pub keys: usize,
    /// Leases released or lapsed longer ago than the keys' retention, forgotten.
    pub leases: usize,
    /// Ended tables moved out of the live key space.
    pub tables: usize,
    /// History records past `KEEP_HISTORY_DAYS` deleted.
    pub history: usize,
}

/// The bot's housekeeping state.
#[derive(Debug)]
pub struct Housekeeping {
    data_dir: PathBuf,
    settings: OpsSettings,
    next_pass: Option<Millis>,
    /// The snapshot being written, if one is: the next request waits for it.
    backup: Option<backup::Writing>,
}

impl Housekeeping {
    /// Housekeeping of the bot whose data directory is `data_dir`; the first pass comes at
    /// the first poll.
    pub fn new(data_dir: PathBuf, settings: OpsSettings) -> Housekeeping {
        Housekeeping {
            data_dir,
            settings,
            next_pass: None,
            backup: None,
        }
    }

    /// Waits for the snapshot being written, if one is (a test's way to see it done; the bot
    /// never waits).
    pub fn finish_backup(&mut self) {
        if let Some(writing) = self.backup.take() {
            writing.finish();
        }
    }

    /// Answers a backup request (the snapshot is written on a thread of its own; the bot goes
    /// on) and, when due, makes a pass.
    pub fn poll<S: storage::Store + backup::Snapshots>(
        &mut self,
        front: &mut Front<S>,
        now: Millis,
    ) {
        if self
            .backup
            .as_ref()
            .is_some_and(backup::Writing::is_finished)
        {
            self.finish_backup();
        }
        if self.backup.is_none()
            && let Some(store) = front.durable().store().sled()
        {
            self.backup = backup::answer(&self.data_dir, store);
        }
        if self.next_pass.is_some_and(|at| now < at) {
            return;
        }
        self.next_pass = Some(now + PASS_EVERY);
        match sweep(front, &self.settings, now) {
            Ok(swept) if swept != Swept::default() => {
                tracing::info!(
                    keys = swept.keys,
                    leases = swept.leases,
                    tables = swept.tables,
                    history = swept.history,
                    "housekeeping"
                )
            }
            Ok(_) => {}
            Err(error) => tracing::error!(%error, "housekeeping failed"),
        }
    }
}

/// One pass at `now`: prunes the keys older than the retention window, retires the tables
/// ended longer ago than the keeping time.
pub fn sweep<S: storage::Store>(
    front: &mut Front<S>,
    settings: &OpsSettings,
    now: Millis,
) -> Result<Swept, HostError> {
    let keys_before = now.saturating_sub(settings.key_retention.as_millis() as Millis);
    let keys = front.durable().prune_keys(keys_before)?;
    // A lease's tokens outlive it (see `Store::prune_leases`); its row need not.
    let leases = front.durable().prune_leases(keys_before)?;
    let tables_before = now.saturating_sub(settings.keep_ended.as_millis() as Millis);
    let tables = front.retire(tables_before)?.len();
    let indexed = history_index::backfill(front.durable().store())?;
    if indexed > 0 {
        tracing::info!(indexed, "the history's records indexed by table");
    }
    let mut history = 0;
    if let Some(keep) = settings.keep_history {
        let before = now.saturating_sub(keep.as_millis() as Millis);
        // In batches, so one pass never holds the bot long; the next pass goes on.
        for _ in 0..HISTORY_BATCHES {
            let deleted = history_index::prune(front.durable().store(), before, HISTORY_BATCH)?;
            history += deleted;
            if deleted < HISTORY_BATCH {
                break;
            }
        }
    }
    metrics::housekeeping(keys, tables);
    Ok(Swept {
        keys,
        leases,
        tables,
        history,
    })
}
