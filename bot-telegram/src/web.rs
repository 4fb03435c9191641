//! The web table beside the chat (WEB_PUBLIC_URL set): host's web server, its events taken in
//! by the run loop as a third source beside the updates and the clock, through host's
//! [`host::web::WebSide`] (written once for both bots); this module starts it with Telegram's
//! settings and routes what it shows in the chats.

use anyhow::Context;
use host::web::{Web, WebConfig, WebEvent};
use storage::Store;
use tokio::sync::mpsc;

use crate::config::WebTable;
use crate::shell::Shell;
use host::clock::Now;

/// The web server as the run loop holds it.
pub struct WebSide(host::web::WebSide);

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
        Ok((WebSide(host::web::WebSide::new(web)), events))
    }

    /// Takes in events of the web server that came together; what they show in the chats is
    /// routed.
    pub fn on_events<S: Store + 'static>(
        &mut self,
        shell: &mut Shell<S>,
        events: Vec<WebEvent>,
        now: Now,
    ) {
        let deliveries = self.0.on_events(&mut shell.front, events, now.millis);
        shell.show(deliveries, now);
    }

    /// Sends new views to the viewers of the tables changed since the last call (after a
    /// group of updates, a tick, a web press).
    pub fn refresh<S: Store>(&mut self, shell: &mut Shell<S>, now: Now) {
        self.0.refresh(&mut shell.front, now.millis);
    }
}
