//! The Telegram front end over the table service: Telegram updates become calls of the shared
//! front (`host::front`), and its deliveries become Bot API calls. It holds no rules and no
//! phrases of its own: every text comes from the game's catalogs through the shared layer.
//!
//! - [`config`]: the environment (TELOXIDE_TOKEN, DATA_DIR, TELOXIDE_API_URL, WEBHOOK_*).
//! - [`poller`], [`webhook`]: updates by long polling (the default) or pushed to a webhook.
//! - [`shell`], [`run`]: updates handled in groups (one flush), deliveries sent.
//! - [`startup`]: the Bot API client and the token check (`getMe`).
//! - [`outbox`]: what is still to be sent, coalesced and paced within Telegram's limits.

pub mod api;
pub mod batch;
pub mod clock;
pub mod commands;
pub mod config;
pub mod incoming;
pub mod journal;
pub mod outbox;
pub mod poller;
pub mod run;
pub mod shell;
pub mod startup;
pub mod webhook;
