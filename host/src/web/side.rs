//! The web table beside a chat bot's run loop, written once for both platforms: its events
//! taken in ([`WebSide::on_events`]: presses as one group, the front told who follows which
//! table on the page, so that the chat holds back what the page shows already), and the
//! viewers of every changed table sent their new views ([`WebSide::refresh`]). The bot routes
//! the deliveries these return as it routes its own.

use std::collections::HashMap;

use game::table::{Millis, TableId, UserId};
use storage::Store;

use super::{SocketId, Web, WebEvent, user_of};
use crate::front::{Delivery, Front};

/// The web server as a run loop holds it, and who each open socket is.
pub struct WebSide {
    web: Web,
    /// Each open socket's table and person, to tell the front when he stops following.
    sockets: HashMap<SocketId, (TableId, UserId)>,
}

impl WebSide {
    /// The run loop's side of a served web table.
    pub fn new(web: Web) -> WebSide {
        WebSide {
            web,
            sockets: HashMap::new(),
        }
    }

    /// The web server.
    pub fn web(&self) -> &Web {
        &self.web
    }

    /// Takes in events of the web server that came together (sockets opened or closed,
    /// presses handled as one group): returns what they show in the chats, the front having
    /// learnt whether each opened or closed socket's person still follows its table.
    pub fn on_events<S: Store + 'static>(
        &mut self,
        front: &mut Front<S>,
        events: Vec<WebEvent>,
        now: Millis,
    ) -> Vec<Delivery> {
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
        let mut deliveries = self.web.on_events(front, events, now);
        for (table, user) in watched {
            let follows = self.web.watching(table, &user);
            if !follows {
                // A table that does not exist, or his last page of it closed.
                self.sockets
                    .retain(|_, (t, u)| !(*t == table && *u == user));
            }
            deliveries.extend(front.set_follows_on_web(table, &user, follows, now));
        }
        deliveries
    }

    /// Sends new views to the viewers of the tables changed since the last call (after a
    /// group of inputs, a tick, a web press).
    pub fn refresh<S: Store>(&mut self, front: &mut Front<S>, now: Millis) {
        let tables = front.take_changed_tables();
        if !tables.is_empty() {
            self.web.refresh_tables(front, tables, now);
        }
    }
}
