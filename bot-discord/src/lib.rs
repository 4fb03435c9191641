//! The Discord front end over the table service (issue 6): it turns interactions into the
//! shared layer's inputs (`host::front::Front`) and its deliveries into Discord calls, and holds
//! no rules and no phrases of its own.
//!
//! - [`config`]: the environment (`DISCORD_TOKEN`, `DATA_DIR`, `DISCORD_API_BASE`, `DISCORD_DEV_GUILD`).
//! - [`startup`]: the HTTP client and the token check.
//! - [`commands`]: the slash commands, and the command text each invocation stands for.
//! - [`inbound`]: interactions as senders and idempotency keys.
//! - [`render`]: screens as message text and buttons.
//! - [`deliver`]: deliveries as Discord calls (table message, ephemeral hands, mentions).
//! - [`send`]: every REST call after start, with 429 handling.
//! - [`clock`]: wall time and the deadline task.
//! - [`app`]: the running bot: one lock, the gateway handler, start and shutdown.

pub mod app;
pub mod clock;
pub mod commands;
pub mod config;
pub mod deliver;
pub mod inbound;
pub mod render;
pub mod send;
pub mod startup;
