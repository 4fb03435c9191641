//! The Telegram front end over the table service: Telegram updates become calls of the shared
//! front (`host::front`), and its deliveries become Bot API calls. It holds no rules and no
//! phrases of its own: every text comes from the game's catalogs through the shared layer.
//!
//! - [`config`]: the environment (TELOXIDE_TOKEN, DATA_DIR, TELOXIDE_API_URL, WEBHOOK_*,
//!   WEB_PUBLIC_URL, MINIAPP_NAME, WEB_ADDR).
//! - [`startup`]: the Bot API client and the token check (`getMe`).
//! - [`commands`]: the command menu (`setMyCommands`) in every language.
//! - [`poller`], [`webhook`]: updates by long polling (the default) or pushed to a webhook,
//!   read once ([`incoming`]: updates as the front's inputs) and handed over as a [`batch`].
//! - [`run`]: the run loop, the one reader of the [`clock`]: batches handled in groups (one
//!   flush), clocks fired, calls kept in flight.
//! - [`shell`]: deliveries routed as jobs, a job's call resolved, its outcome settled (no I/O,
//!   no clock); [`render`]: a screen as a message's content.
//! - [`outbox`]: what is still to be sent, coalesced and paced within Telegram's limits.
//! - [`api`]: the Bot API calls, and what their answers mean to the bot.
//! - [`journal`]: what a restart must know that the store does not (the boot, group sends).
//! - [`web`]: the web table beside the chat (WEB_PUBLIC_URL): host's web server, its events
//!   a third input of the run loop.

pub mod api;
pub mod batch;
pub mod clock;
pub mod commands;
pub mod config;
pub mod incoming;
pub mod journal;
pub mod outbox;
pub mod poller;
pub mod render;
pub mod run;
pub mod shell;
pub mod startup;
pub mod web;
pub mod webhook;
