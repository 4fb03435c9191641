//! The Discord front end over the table service (issue 6): it turns interactions into the
//! shared layer's inputs (`host::front::Front`) and its deliveries into Discord calls, and holds
//! no rules and no phrases of its own.
//!
//! - [`config`]: the environment (`DISCORD_TOKEN`, `DATA_DIR`, `DISCORD_API_BASE`, `DISCORD_DEV_GUILD`,
//!   `SHARDS`, `SHARD_TOTAL`).
//! - [`activity`]: the web table as an Activity (its settings, "Open table", the launch).
//! - [`shards`]: which gateway shards this process runs and which guilds they receive.
//! - [`startup`]: the HTTP client and the token check.
//! - [`commands`]: the slash commands, and the command text each invocation stands for.
//! - [`inbound`]: interactions as senders and idempotency keys.
//! - [`render`]: screens as message text and buttons.
//! - [`outbox`]: what is sent, as jobs of the shared delivery scheduler (lanes, slots, paces).
//! - [`shell`]: deliveries routed as jobs, a job's call resolved, its outcome settled.
//! - [`calls`]: the REST calls of the jobs (table message, mentions, interaction answers).
//! - [`send`]: every REST call after start, with the rate-limit headers read.
//! - [`limiter`]: the retry windows and the global budget every REST call waits for.
//! - [`acks`]: interactions acknowledged on a thread of their own, within Discord's 3 s.
//! - [`app`]: the running bot, the one reader of the clock (`host::clock`): the owner task, the
//!   gateway handler, start and shutdown.

pub mod acks;
pub mod activity;
pub mod app;
pub mod calls;
pub mod commands;
pub mod config;
pub mod inbound;
pub mod limiter;
pub mod outbox;
pub mod render;
pub mod send;
pub mod shards;
pub mod shell;
pub mod startup;
