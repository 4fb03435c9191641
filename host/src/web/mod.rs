//! The web table (issue 41): the page served by the bot itself, live over a WebSocket, each
//! viewer seeing the core's view for him and pressing as he would in his private chat.
//!
//! # How a run loop uses it
//! ```ignore
//! let (mut web, mut events) = host::web::Web::serve(WebConfig::new(addr, bot_token)).await?;
//! loop {
//!     tokio::select! {
//!         Some(event) = events.recv() => {
//!             // Opened (checked viewer), Pressed, Closed: presses go through
//!             // `Front::handle_group`; the pressing socket gets its answer; its table's
//!             // viewers their new views. The rest is the shell's to route as usual.
//!             let deliveries = web.on_event(&mut front, event, now);
//!             route(deliveries);
//!         }
//!         // ... the platform's inputs and the clock, as before; then, for what they showed:
//!         // web.refresh(&front, &deliveries, now);
//!     }
//! }
//! ```
//! [`Web::on_events`] takes events that came together, their presses as one group commit.
//! [`Web::watching`] and [`Web::all_seated_watching`] tell the shell who follows on the web.
//!
//! # HTTP
//! `GET /` the page, `/table.js`, `/cards.js`, `/table.css` its files, `/health` (200 `ok`),
//! `/words?lang=xx` the page's phrases (JSON), `/ws?table=<id>&auth=<initData>` the socket:
//! launch data unsigned, stale (older than a day), tampered or missing → 401 before any
//! upgrade, and nothing reaches the run loop; a table that does not exist → 404; more than
//! [`MAX_SOCKETS_PER_USER`] sockets of one user → 429. The table may also come from the
//! launch data's `start_param`. A Discord Activity ([`WebConfig::for_discord`]): `POST
//! /api/token` `{"code"}` → `{"access_token","session"}` (the code exchanged at Discord), then
//! `/ws?session=<session>&channel=<channel id>` (the table the channel's "Open table" bound,
//! [`Web::launchpads`]); an unknown session → 401 before any upgrade.
//!
//! # Frames (JSON text)
//! Server → page: `{"type":"view","view":<PageView>}` on open and whenever what this viewer
//! sees changes (never twice the same); `{"type":"answer","key":<press key>,"text":<words or
//! null>}` for each press of this socket (`key` null for a frame that could not be read).
//! Page → server: `{"type":"press","key":"<≤ 64 of [A-Za-z0-9_-]>","data":"<button data>"}`,
//! handled as the user's press in his private chat under the key `web:<user>:<key>`, so a
//! press sent again after a reconnect is handled once.
//!
//! # Several processes on one store
//! [`Web::follow_store`] (once, at start): the tables changed by any process's commits come as
//! [`WebEvent::Stored`] and their viewers here see them anew; a table whose chat another
//! process holds is seen as stored; a press on it is parked for that process and answered
//! here once it recorded the answer in the store.
//!
//! Files: `launch` (the check of Telegram's launch data), `discord_auth` (Discord's sign-in
//! and the sessions it issues), `activity` (its route, channels bound to tables), `side` (the
//! run loop's side, both bots'), `server` (routes), `listen` (the accept loop: the header-read
//! timeout), `token_gate` (`/api/token`'s rate limit), `socket` (one
//! socket's task), `intake` (the run loop taking events in), `hub` (who watches what, views
//! pushed when they change), `mirror` (tables served elsewhere, the store's changes, presses
//! parked elsewhere), `view` (the [`PageView`]), `press` (a web press as an input, its
//! answer), `event` (vocabulary), `assets` (the page's files, from `page/`).

pub mod activity;
mod assets;
pub mod discord_auth;
pub mod event;
mod hub;
mod intake;
pub mod launch;
mod listen;
mod mirror;
mod press;
mod server;
mod side;
mod socket;
pub mod token_gate;
pub mod view;

use std::collections::BTreeSet;
use std::net::SocketAddr;

use game::table::{Millis, TableId, UserId};
use serde::Serialize;
use storage::Store;
use tokio::sync::mpsc;

use crate::front::{Delivery, Front};

pub use activity::Launchpads;
pub use discord_auth::DiscordApp;
pub use event::{MAX_SOCKETS_PER_USER, Refused, SocketId, WebEvent};
pub use launch::{Launch, LaunchError};
pub use listen::HEADER_READ_TIMEOUT;
pub use press::user_of;
pub use server::{PING_EVERY, WebConfig};
pub use side::WebSide;
pub use token_gate::{GateClock, TokenLimit};
pub use view::PageView;

/// The web table as the run loop holds it: the server's address and task, and the hub of
/// its viewers. Dropping it stops the server.
pub struct Web {
    addr: SocketAddr,
    server: tokio::task::JoinHandle<()>,
    hub: hub::Hub,
    pads: std::sync::Arc<Launchpads>,
    /// The events' way in, for the store's changes ([`Web::follow_store`]).
    events: mpsc::Sender<WebEvent>,
    /// The task bringing the store's changes, once followed.
    following: Option<tokio::task::JoinHandle<()>>,
    /// The tables watched here whose chat another process serves.
    mirrors: mirror::Mirrors,
    /// The presses parked for another process, waiting for their answer.
    pending: mirror::Pending,
}

impl Drop for Web {
    fn drop(&mut self) {
        self.server.abort();
        if let Some(following) = &self.following {
            following.abort();
        }
    }
}

/// A `view` frame.
#[derive(Serialize)]
struct ViewFrame<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    view: &'a PageView,
}

impl Web {
    /// Starts the server on the current tokio runtime: the web table, and the events its
    /// sockets send, for [`Web::on_event`].
    pub async fn serve(config: WebConfig) -> std::io::Result<(Web, mpsc::Receiver<WebEvent>)> {
        Web::serve_pinging(config, PING_EVERY).await
    }

    /// [`Web::serve`], each socket pinged every `period` (one silent for two is closed).
    pub async fn serve_pinging(
        config: WebConfig,
        period: std::time::Duration,
    ) -> std::io::Result<(Web, mpsc::Receiver<WebEvent>)> {
        let pads = std::sync::Arc::new(Launchpads::default());
        let (addr, server, sender, events) = server::start(config, period, pads.clone()).await?;
        let web = Web {
            addr,
            server,
            hub: hub::Hub::default(),
            pads,
            events: sender,
            following: None,
            mirrors: mirror::Mirrors::default(),
            pending: mirror::Pending::new(),
        };
        Ok((web, events))
    }

    /// Sharing the store with other processes: has every change of a watched table, whoever
    /// wrote it, and every answer to a press parked here for another process, come as
    /// [`WebEvent::Stored`] (for [`Web::on_events`]). Alone on its store, nothing to do: the
    /// run loop's own refreshes see every change. Call it once, on the tokio runtime.
    pub fn follow_store<S: Store>(&mut self, front: &Front<S>) -> Result<(), storage::StoreError> {
        if self.following.is_some() || !front.durable().is_sharing() {
            return Ok(());
        }
        let store: &dyn Store = front.durable().store();
        self.following = Some(mirror::forward_changes(store, self.events.clone())?);
        Ok(())
    }

    /// The address the server listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Which table an Activity opened in each channel shows (the Discord bot binds them).
    pub fn launchpads(&self) -> std::sync::Arc<Launchpads> {
        self.pads.clone()
    }

    /// How many sockets are open.
    pub fn viewers(&self) -> usize {
        self.hub.len()
    }

    /// Sends new views to the viewers of the tables `deliveries` name (call it with what the
    /// front showed for the platform's inputs and the clock).
    pub fn refresh<S: Store>(
        &mut self,
        front: &mut Front<S>,
        deliveries: &[Delivery],
        now: Millis,
    ) {
        self.refresh_tables(front, named_tables(deliveries), now);
    }

    /// Sends new views to every viewer (after a restart, or a change the deliveries did not
    /// name).
    pub fn refresh_all<S: Store>(&mut self, front: &mut Front<S>, now: Millis) {
        let tables = self.hub.tables().into_iter().collect();
        self.refresh_tables(front, tables, now);
    }

    /// Sends each viewer of `tables` his view, unless it is the one he has (the Telegram run
    /// loop: the tables [`Front::take_changed_tables`] names, those the chat was not shown
    /// included). A table whose chat another process serves is seen as stored.
    pub fn refresh_tables<S: Store>(
        &mut self,
        front: &mut Front<S>,
        tables: BTreeSet<TableId>,
        now: Millis,
    ) {
        for table in tables {
            let sockets = self.hub.watchers(table);
            if sockets.is_empty() {
                continue;
            }
            let hub = &self.hub;
            let frames = self.mirrors.look(front, table, |front| {
                let story = view::story(front, table, now);
                let mut frames = Vec::with_capacity(sockets.len());
                for socket in sockets {
                    let Some(viewer) = hub.viewer(socket) else {
                        continue;
                    };
                    let watcher = view::Watcher {
                        user: &viewer.user,
                        name: &viewer.launch.name,
                        app_lang: viewer.launch.lang.as_deref(),
                    };
                    if let Some(view) = view::page_view(front, table, watcher, &story, now) {
                        frames.push((socket, view_frame(&view)));
                    }
                }
                frames
            });
            for (socket, frame) in frames.unwrap_or_default() {
                self.hub.send_view(socket, frame);
            }
        }
    }

    /// True while `user` has `table` open on the web.
    pub fn watching(&self, table: TableId, user: &UserId) -> bool {
        self.hub.watching(table, user)
    }

    /// True while every person seated at `table` (a computer's seat aside) has it open on
    /// the web; false for a table without one.
    pub fn all_seated_watching<S: Store>(&self, front: &Front<S>, table: TableId) -> bool {
        let Some(t) = front.durable().service().tables.get(&table) else {
            return false;
        };
        let mut people = t.seats.iter().filter_map(|s| s.user.as_ref()).peekable();
        people.peek().is_some() && people.all(|user| self.hub.watching(table, user))
    }
}

/// The tables deliveries name (their messages, hands, turns; what a parked input showed).
fn named_tables(deliveries: &[Delivery]) -> BTreeSet<TableId> {
    let mut tables = BTreeSet::new();
    for delivery in deliveries {
        match delivery {
            Delivery::Table { table, .. }
            | Delivery::Hand { table, .. }
            | Delivery::YourTurn { table, .. } => {
                tables.insert(*table);
            }
            Delivery::Relayed { deliveries, .. } => tables.extend(named_tables(deliveries)),
            _ => {}
        }
    }
    tables
}

/// A view as its frame.
fn view_frame(view: &PageView) -> String {
    serde_json::to_string(&ViewFrame { kind: "view", view }).unwrap_or_default()
}
