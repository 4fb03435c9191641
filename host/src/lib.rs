//! The platform-neutral host both bots run.
//!
//! - [`Durable`]: the table service with storage underneath. Every accepted input is committed
//!   and flushed, under its idempotency key, before its outputs are returned to be shown.
//! - [`codec`]: how the service's records are laid out in the store's key spaces.
//!
//! Architecture invariant: `host` holds no rules and no phrases; it only orders "persist, then
//! speak" and rebuilds every table on start.

pub mod codec;
pub mod durable;

pub use durable::{Durable, HostError};
