//! The exact player's memo: the probabilities of positions already solved, shared by every
//! thread that holds it and bounded in size.
//!
//! Why shared: a position's odds depend only on its key (the unseen cards' counts, the hands,
//! the blind card), never on the thread or the round that met it, and the same positions recur
//! from decision to decision and from table to table. One memo per process lets the host's
//! worker threads warm each other: a new thread, or a process's second table, starts from what
//! the others solved instead of from nothing.
//!
//! Why a sharded lock map and not a crate: the solver only ever asks two things, "the odds of
//! this `u64` key, if known" and "remember these", from a recursion that must not hold a lock
//! while it recurses. [`SHARDS`] standard mutexes over hash maps do that with no new
//! dependency; a lock is taken for one lookup or one insertion (tens of nanoseconds
//! uncontended), and with a few worker threads on [`SHARDS`] shards two of them rarely want
//! the same one. (`dashmap` is the same design, RwLock shards, and is not in our lock file.)
//! Two threads solving the same position at once both compute it and store the same odds:
//! the memo only saves time, it never changes a value.
//!
//! Why bounded, and not reset: once [`Memo::len`] reaches the memo's limit it stops taking
//! new positions and keeps the ones it has, so a full memo never brings back a cold start
//! (a reset did, for a thread's next decisions). In practice it never fills: every position
//! a real deck can reach is in the subtrees of the player's first decisions, and their union
//! is far below [`super::MEMO_LIMIT`] (ai/tests.rs,
//! `every_position_of_real_play_fits_in_the_memo`).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use super::odds::Odds;
use crate::memo::{FastMap, mix};

/// Independent locks, so threads rarely wait for each other.
const SHARDS: usize = 64;

/// Odds by position key (the keys are the solver's packed integers).
type Map = FastMap<u64, Odds>;

/// Solved positions, shared by the threads that hold the memo.
pub struct Memo {
    shards: Box<[Mutex<Map>]>,
    len: AtomicUsize,
    limit: usize,
}

impl Memo {
    /// An empty memo that stops taking positions once it holds about `limit` of them (at
    /// most one more per thread inserting at that moment).
    pub fn new(limit: usize) -> Memo {
        Memo {
            shards: (0..SHARDS).map(|_| Mutex::new(Map::default())).collect(),
            len: AtomicUsize::new(0),
            limit,
        }
    }

    /// The odds stored for `key`, if any.
    pub fn get(&self, key: u64) -> Option<Odds> {
        self.shard(key).get(&key).copied()
    }

    /// Stores the odds of `key`, unless the memo is full.
    pub fn insert(&self, key: u64, odds: Odds) {
        if self.len.load(Ordering::Relaxed) >= self.limit {
            return;
        }
        if self.shard(key).insert(key, odds).is_none() {
            self.len.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Positions stored.
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }

    fn shard(&self, key: u64) -> MutexGuard<'_, Map> {
        // Bits of the mixed key that the map's own bucket index (low bits) and tag (top
        // seven bits) do not use, so each shard's table stays evenly spread.
        let at = (mix(key) >> 40) as usize % SHARDS;
        // Nothing panics while a shard is locked but an allocation failure; the entries in
        // it are whole either way (each is written at once), so a poisoned lock is usable.
        self.shards[at]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}
