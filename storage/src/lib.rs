//! Durable storage for the table service: a small, byte-generic trait ([`Store`]) over sled (one
//! process) or PostgreSQL (several).
//!
//! The table service turns each accepted input into a [`Commit`]: a set of [`Write`]s applied
//! atomically across key [`Space`]s and flushed to disk before [`Store::commit`] returns, under
//! the input's idempotency key so that a redelivered input changes nothing. Every stored value
//! carries a format version (see [`version`]).
//!
//! Map of the crate:
//! - [`store`] — the [`Store`] trait and the [`Commit`] / [`Write`] / [`Committed`] types;
//!   leases ([`Lease`], [`Acquired`]) with fencing tokens, and a commit's [`Fence`]s and
//!   [`Expect`]ations (several processes on one database).
//! - [`changes`] — who hears of commits ([`Store::watch`], [`Change`]): `NOTIFY` on
//!   PostgreSQL, in-process elsewhere.
//! - [`space`] — the named key spaces.
//! - [`key`] — big-endian key builders, so that byte order is numeric order.
//! - [`version`] — the versioned value envelope and where migrations hook in.
//! - [`sled_store`] — [`SledStore`], the durable store, and its [`Durability`].
//! - [`snapshot`] — a consistent copy of a [`SledStore`] in one file, and its restore.
//! - [`postgres_store`] — [`PgStore`], the same in a PostgreSQL database (schema and its
//!   migrations there).
//! - [`configured`] — [`AnyStore`] and [`open_configured`]: PostgreSQL when `DATABASE_URL` is
//!   set, else sled; what the bots open.
//! - [`pg_server`] — a throwaway PostgreSQL server for tests and benchmarks.
//! - [`memory`] — [`MemoryStore`], the same semantics in memory, for fast tests.
//! - [`error`] — [`StoreError`].
//!
//! [`SledStore`], [`PgStore`] and [`MemoryStore`] pass one conformance suite; `tests/crash.rs`
//! kills a writing process at random moments (and crashes the PostgreSQL server) and checks
//! that nothing announced is lost and nothing is half applied; `tests/equivalence.rs` checks
//! that the durable stores agree with the memory store on random histories and batches.
//!
//! Architecture invariant: `storage` stores bytes. It does not know the games, the table service
//! or the chat platforms, and it never decides a rule.

pub mod changes;
pub mod configured;
pub mod error;
pub mod key;
mod leases;
pub mod memory;
mod pg_listen;
pub mod pg_server;
pub mod postgres_store;
pub mod sled_store;
pub mod snapshot;
pub mod space;
pub mod store;
#[cfg(feature = "test-util")]
pub mod testing;
pub mod version;

#[cfg(test)]
mod conformance;

pub use changes::{Change, Watcher};
pub use configured::{AnyStore, open_configured};
pub use error::StoreError;
pub use memory::MemoryStore;
pub use postgres_store::PgStore;
pub use sled_store::{Durability, SledStore};
pub use space::Space;
pub use store::{Acquired, Commit, Committed, Counts, Entry, Expect, Fence, Lease, Store, Write};
