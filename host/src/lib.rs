//! The platform-neutral host both bots run.
//!
//! - [`Durable`]: the table service with storage underneath. Every accepted input is committed
//!   and flushed, under its idempotency key, before its outputs are returned to be shown.
//! - [`codec`]: how the service's records are laid out in the store's key spaces.
//! - [`front`]: what a bot stands behind: commands and button presses in, [`Delivery`]s out
//!   (table messages, hands, notifications, private answers), worded in the reader's language.
//! - [`thinkers`]: the computer players' thinking on a bounded pool of worker threads, off the
//!   path of every input.
//! - [`clock`]: the bots' clock ([`clock::Now`]), read by their run loops only.
//!
//! Architecture invariant: `host` holds no rules and no phrases of its own (the words come
//! from `game`'s catalogs and screens); it orders "persist, then speak", rebuilds every table
//! on start, and knows no chat platform's wire format.

pub mod clock;
pub mod codec;
pub mod deal_seeds;
pub mod durable;
pub mod front;
pub mod history_index;
pub mod http_server;
pub mod ops;
pub mod platform_checks;
pub mod schedule;
pub mod settings;
pub mod telemetry;
pub mod thinkers;
pub mod web;

pub use durable::{Durable, HostError, Sharing};
pub use front::{Delivery, From, Front, Place};
