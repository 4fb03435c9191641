//! The web table beside the chat (WEB_PUBLIC_URL set): host's web server, its events taken in
//! by the run loop as a third source beside the updates and the clock. The front decides what
//! the chat holds back while people follow a table on the page; this module only tells it who
//! does (as the server's hub knows), routes what web presses show in the chats, and has the
//! viewers of every changed table sent their new views.

use std::collections::HashMap;

use anyhow::Context;
use game::table::{TableId, UserId};
use host::web::{SocketId, Web, WebConfig, WebEvent, user_of};
use storage::Store;
use tokio::sync::mpsc;

use crate::config::WebTable;
use crate::shell::Shell;
use host::clock::Now;

/// The web server as the run loop holds it, and who each open socket is.
pub struct WebSide {
    web: Web,
    /// Each open socket's table and person, to tell the front when he stops following.
    sockets: HashMap<SocketId, (TableId, UserId)>,
}

impl WebSide {
    /// Starts the web server on `config.addr` (launch data checked with the bot's `token`):
    /// the server, and its events for [`WebSide::on_events`]. Sharing the store, what other
    /// processes commit reaches the viewers here too ([`Web::follow_store`]).
    pub async fn start<S: Store>(
        config: &WebTable,
        token: &str,
        front: &host::Front<S>,
    ) -> anyhow::Result<(WebSide, mpsc::Receiver<WebEvent>)> {
        let (mut web, events) = Web::serve(WebConfig::new(config.addr, token))
            .await
            .with_context(|| format!("cannot listen on WEB_ADDR {}", config.addr))?;
        web.follow_store(front)
            .context("cannot follow the store's changes for the web table")?;
        tracing::info!(
            "web table served on {} for {}",
            web.local_addr(),
            config.public_url
        );
        let side = WebSide {
            web,
            sockets: HashMap::new(),
        };
        Ok((side, events))
    }

    /// Takes in events of the web server that came together (sockets opened or closed,
    /// presses handled as one group): what they show in the chats is routed, and the front
    /// learns whether each opened or closed socket's person still follows its table.
    pub fn on_events<S: Store + 'static>(
        &mut self,
        shell: &mut Shell<S>,
        events: Vec<WebEvent>,
        now: Now,
    ) {
        let mut watched = Vec::new();
        for event in &events {
            match event {
                WebEvent::Opened {
                    socket,
                    viewer,
                    table,
                    ..
                } => {
                    let seen = (*table, user_of(viewer));
                    self.sockets.insert(*socket, seen.clone());
                    watched.push(seen);
                }
                WebEvent::Closed { socket } => watched.extend(self.sockets.remove(socket)),
                WebEvent::Pressed { .. } | WebEvent::Stored { .. } => {}
            }
        }
        let mut deliveries = self.web.on_events(&mut shell.front, events, now.millis);
        for (table, user) in watched {
            let follows = self.web.watching(table, &user);
            if !follows {
                // A table that does not exist, or his last page of it closed.
                self.sockets
                    .retain(|_, (t, u)| !(*t == table && *u == user));
            }
            let caught_up = shell
                .front
                .set_follows_on_web(table, &user, follows, now.millis);
            deliveries.extend(caught_up);
        }
        shell.show(deliveries, now);
    }

    /// Sends new views to the viewers of the tables changed since the last call (after a
    /// group of updates, a tick, a web press).
    pub fn refresh<S: Store>(&mut self, shell: &mut Shell<S>, now: Now) {
        let tables = shell.front.take_changed_tables();
        if !tables.is_empty() {
            self.web
                .refresh_tables(&mut shell.front, tables, now.millis);
        }
    }
}
