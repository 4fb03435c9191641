//! [`PgStore`](crate::PgStore)'s side of [`Store::watch`](crate::Store::watch): every commit
//! naming topics runs `pg_notify` on [`CHANNEL`] in its transaction (one notification per
//! topic, delivered at the commit); one connection per watching store `LISTEN`s there, on a
//! thread of its own, and tells the watchers. When that connection drops, the thread connects
//! again (once a second until it can) and tells them [`Change::Missed`].

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use postgres::NoTls;
use postgres::fallible_iterator::FallibleIterator;

use crate::StoreError;
use crate::changes::{Change, Watcher, Watchers};

/// The channel commits notify and listeners listen on.
pub(crate) const CHANNEL: &str = "storage_changes";

/// How long the listener waits for notifications before it looks whether to stop.
const WAIT: Duration = Duration::from_millis(250);

/// How long the listener waits before connecting again after losing its connection.
const RECONNECT: Duration = Duration::from_secs(1);

/// A store's listening connection: its watchers, and the flag that stops its thread.
pub(crate) struct Listener {
    watchers: Arc<Watchers>,
    stop: Arc<AtomicBool>,
}

impl Listener {
    /// Connects with `config`, listens, and starts the thread telling the watchers (the
    /// first one included): commits from the moment this returns are heard.
    pub(crate) fn start(config: postgres::Config, first: Watcher) -> Result<Listener, StoreError> {
        let client = listen(&config)?;
        let watchers = Arc::new(Watchers::default());
        watchers.add(first);
        let stop = Arc::new(AtomicBool::new(false));
        let (told, stopped) = (watchers.clone(), stop.clone());
        std::thread::Builder::new()
            .name("pg-listen".into())
            .spawn(move || run(config, client, &told, &stopped))
            .map_err(|e| StoreError::Backend(Box::new(e)))?;
        Ok(Listener { watchers, stop })
    }

    /// Adds a watcher.
    pub(crate) fn add(&self, watcher: Watcher) {
        self.watchers.add(watcher);
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A connection listening on [`CHANNEL`].
fn listen(config: &postgres::Config) -> Result<postgres::Client, StoreError> {
    let mut client = config.connect(NoTls).map_err(|e| StoreError::Connect {
        target: "the listening connection".into(),
        source: Box::new(e),
    })?;
    client
        .batch_execute(&format!("LISTEN {CHANNEL}"))
        .map_err(|e| StoreError::Backend(Box::new(e)))?;
    Ok(client)
}

/// Tells the watchers the notifications that come within [`WAIT`]; false when the
/// connection failed.
fn hear(client: &mut postgres::Client, watchers: &Watchers) -> bool {
    let mut notifications = client.notifications();
    let mut waiting = notifications.timeout_iter(WAIT);
    loop {
        match waiting.next() {
            Ok(Some(n)) => watchers.tell(Change::Topic(n.payload().to_string())),
            Ok(None) => return true,
            Err(_) => return false,
        }
    }
}

/// The listener's thread: notifications to the watchers until `stop`; a lost connection
/// made again, and the watchers told they may have missed some.
fn run(
    config: postgres::Config,
    mut client: postgres::Client,
    watchers: &Watchers,
    stop: &AtomicBool,
) {
    while !stop.load(Ordering::Relaxed) {
        let lost = client.is_closed() || !hear(&mut client, watchers);
        if !(lost || client.is_closed()) {
            continue;
        }
        client = loop {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            match listen(&config) {
                Ok(client) => break client,
                Err(_) => std::thread::sleep(RECONNECT),
            }
        };
        watchers.tell(Change::Missed);
    }
}
