//! The run loop: one task owns the shell; it takes batches of updates from the poller, fires
//! the clocks, keeps one Bot API call in flight from the outbox, and on Ctrl-C or SIGTERM
//! stops taking updates, finishes the outbox and confirms the handled updates.

use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, Instant};

use anyhow::Context;
use host::front::Front;
use storage::SledStore;
use teloxide::RequestError;
use teloxide::prelude::*;
use tokio::signal::unix::{SignalKind, signal};
use tokio::sync::mpsc;

use crate::api::{self, Done};
use crate::config::Config;
use crate::journal::Journal;
use crate::outbox::Next;
use crate::shell::{Flight, Shell, now_millis};
use crate::{commands, incoming, log, poller, startup};

/// The longest a shutdown waits for the outbox to empty (a group's limit may hold it back
/// for up to a minute).
const FLUSH_LIMIT: Duration = Duration::from_secs(75);

type Pending = Pin<Box<dyn Future<Output = Done> + Send>>;

/// Registers the command menu, waiting out a 429 or two.
async fn register_commands(bot: &Bot) {
    for _ in 0..3 {
        match commands::register(bot).await {
            Ok(()) => return,
            Err(RequestError::RetryAfter(wait)) => tokio::time::sleep(wait.duration()).await,
            Err(err) => {
                log(&format!("setMyCommands failed: {err}"));
                return;
            }
        }
    }
}

/// Handles a batch of updates, each committed before the next; then lets the poller go on.
fn handle_batch<S: storage::Store>(shell: &mut Shell<S>, batch: poller::Batch, offset: &mut i32) {
    for update in &batch.updates {
        *offset = (*offset).max(update.id.0 as i32 + 1);
        if let Some(input) = incoming::read(update)
            && let Err(err) = shell.handle(input, now_millis())
        {
            log(&format!("update {} not handled: {err}", update.id.0));
        }
    }
    let _ = batch.done.send(());
}

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let bot = startup::client(&config);
    let me = startup::check_token(&bot).await?;
    let username = me.username().to_string();
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create DATA_DIR {}", config.data_dir.display()))?;
    let store_dir = config.data_dir.join("store");
    let store = SledStore::open(&store_dir)
        .with_context(|| format!("cannot open the store in {}", store_dir.display()))?;
    // The seed only counts at the first start: afterwards the stored one is used.
    let front = Front::open(store, now_millis() ^ u64::from(std::process::id()) << 40)
        .context("cannot read the stored tables")?;
    log(&format!(
        "@{username} starting; data in {}",
        config.data_dir.display()
    ));
    register_commands(&bot).await;

    let journal = Journal::open(&config.data_dir);
    let mut shell = Shell::new(front, username, journal);
    shell.restore(now_millis());

    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    let (batches_tx, mut batches) = mpsc::channel(1);
    let poller = tokio::spawn(poller::run(bot.clone(), batches_tx, 0));

    let mut flight: Option<(Flight, Pending)> = None;
    let mut stopping: Option<Instant> = None;
    let mut offset: i32 = 0;
    let mut ticked: Option<u64> = None;
    loop {
        let mut outbox_wake = None;
        while flight.is_none() {
            match shell.outbox.next(Instant::now()) {
                Next::Ready(job) => {
                    if let Some(f) = shell.prepare(job) {
                        let pending: Pending = Box::pin(api::perform(bot.clone(), f.call.clone()));
                        flight = Some((f, pending));
                    }
                }
                Next::WaitUntil(at) => {
                    outbox_wake = Some(at);
                    break;
                }
                Next::Idle => break,
            }
        }
        if let Some(since) = stopping {
            if flight.is_none() && shell.outbox.is_empty() {
                break;
            }
            if since.elapsed() > FLUSH_LIMIT {
                log(&format!("{} messages left unsent", shell.outbox.len()));
                break;
            }
        }
        let now = now_millis();
        let clock = if stopping.is_some() {
            None
        } else {
            shell.front.next_deadline().map(|at| {
                // A deadline just fired that is still due: look again shortly, not in a spin.
                let wait = at.saturating_sub(now);
                if ticked == Some(at) {
                    Duration::from_millis(wait.max(250))
                } else {
                    Duration::from_millis(wait)
                }
            })
        };
        tokio::select! {
            biased;
            done = async { flight.as_mut().map(|f| f.1.as_mut()).expect("a flight").await }, if flight.is_some() => {
                if let Some((f, _)) = flight.take() {
                    shell.settle(f, done, Instant::now());
                }
            }
            _ = term.recv(), if stopping.is_none() => {
                log("SIGTERM: finishing");
                stopping = Some(Instant::now());
                poller.abort();
                // A batch already taken from Telegram is handled before the bot stops.
                while let Ok(batch) = batches.try_recv() {
                    handle_batch(&mut shell, batch, &mut offset);
                }
            }
            _ = int.recv(), if stopping.is_none() => {
                log("Ctrl-C: finishing");
                stopping = Some(Instant::now());
                poller.abort();
                // A batch already taken from Telegram is handled before the bot stops.
                while let Ok(batch) = batches.try_recv() {
                    handle_batch(&mut shell, batch, &mut offset);
                }
            }
            batch = batches.recv(), if stopping.is_none() => {
                let Some(batch) = batch else {
                    stopping = Some(Instant::now());
                    continue;
                };
                handle_batch(&mut shell, batch, &mut offset);
            }
            _ = tokio::time::sleep(clock.unwrap_or_default()), if clock.is_some() => {
                ticked = shell.front.next_deadline();
                if let Err(err) = shell.tick(now_millis()) {
                    log(&format!("clock not handled: {err}"));
                }
            }
            _ = tokio::time::sleep_until(outbox_wake.unwrap_or_else(Instant::now).into()), if outbox_wake.is_some() && flight.is_none() => {}
        }
    }
    poller.abort();
    if offset > 0 {
        poller::confirm(&bot, offset).await;
    }
    log("stopped");
    Ok(())
}
