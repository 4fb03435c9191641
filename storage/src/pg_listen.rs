//! [`PgStore`](crate::PgStore)'s side of [`Store::watch`](crate::Store::watch): every commit
//! naming topics runs `pg_notify` on [`CHANNEL`] in its transaction (one notification per
//! topic, delivered at the commit); one connection per watching store `LISTEN`s there, on a
//! thread of its own, and tells the watchers. When that connection drops, the thread connects
//! again (once a second until it can) and tells them [`Change::Missed`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use postgres::NoTls;
use postgres::fallible_iterator::FallibleIterator;

use crate::changes::{self, Change, Watcher, Watchers};
use crate::{Commit, Committed, StoreError};

/// The channel commits notify and listeners listen on.
const CHANNEL: &str = "storage_changes";

/// How long the listener waits for notifications before it looks whether to stop.
const WAIT: Duration = Duration::from_millis(250);

/// How long the listener waits before connecting again after losing its connection.
const RECONNECT: Duration = Duration::from_secs(1);

/// Has the watchers of every process told the topics of the `commits` applied (`outcome`),
/// when `tx` commits.
pub(crate) fn notify(
    tx: &mut postgres::Transaction<'_>,
    commits: &[Commit],
    outcome: &[Committed],
) -> Result<(), postgres::Error> {
    let topics = changes::applied_topics(changes::topics_of(commits), outcome);
    if !topics.is_empty() {
        tx.execute(
            "SELECT pg_notify($1, t) FROM unnest($2::text[]) AS t",
            &[&CHANNEL, &topics],
        )?;
    }
    Ok(())
}

/// A store's way to listen: where to connect, and the connection once something watches.
pub(crate) struct Listening {
    config: postgres::Config,
    listener: Mutex<Option<Listener>>,
}

impl Listening {
    /// Nothing listening yet; `config` says where to connect.
    pub(crate) fn new(config: postgres::Config) -> Listening {
        Listening {
            config,
            listener: Mutex::new(None),
        }
    }

    /// Adds a watcher, the first one opening the listening connection.
    pub(crate) fn watch(&self, watcher: Watcher) -> Result<(), StoreError> {
        let mut listener = self.listener.lock().map_err(|_| StoreError::Poisoned)?;
        match listener.as_ref() {
            Some(listening) => listening.add(watcher),
            None => *listener = Some(Listener::start(self.config.clone(), watcher)?),
        }
        Ok(())
    }
}

/// A store's listening connection: its watchers, and the flag that stops its thread.
struct Listener {
    watchers: Arc<Watchers>,
    stop: Arc<AtomicBool>,
}

impl Listener {
    /// Connects with `config`, listens, and starts the thread telling the watchers (the
    /// first one included): commits from the moment this returns are heard.
    fn start(config: postgres::Config, first: Watcher) -> Result<Listener, StoreError> {
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
    fn add(&self, watcher: Watcher) {
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
