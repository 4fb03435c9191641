//! The run loop: one task owns the shell (and the front: no lock); it takes batches of updates
//! from the poller or the webhook (the batches waiting together handled as one group, one
//! flush), fires the clocks, and keeps the scheduler's calls in flight, each on a task
//! of its own, so that chats are written to at once (one call at a time per chat) and a slow
//! answer holds up nothing else. Answers to button presses go out at once, beside the chat
//! writes. On Ctrl-C or SIGTERM it stops taking updates, sends what is owed (at most 75 s;
//! the words of a press's answer refused meanwhile included) and confirms the handled updates.

use std::time::{Duration, Instant};

use anyhow::Context;
use host::Sharing;
use host::durable;
use host::front::Front;
use host::ops::Housekeeping;
use host::telemetry::{health, metrics};
use host::web::WebEvent;
use teloxide::RequestError;
use teloxide::prelude::*;
use tokio::signal::unix::{SignalKind, signal};
use tokio::sync::mpsc;

use host::schedule::Limits;
use tokio::task::JoinSet;

use crate::api::{self, Done};
use crate::batch::{Batch, Handled};
use crate::config::Config;
use crate::journal::Journal;
use crate::outbox::TgChat;
use crate::shell::{Flight, PressAnswer, Shell, Step};
use crate::web::WebSide;
use crate::{commands, poller, startup, webhook};
use host::clock::{Now, now_millis};

/// The longest a shutdown waits for the outbox to empty (a group's limit may hold it back
/// for up to a minute).
const FLUSH_LIMIT: Duration = Duration::from_secs(75);

/// Registers the command menu, waiting out a 429 or two.
async fn register_commands(bot: &Bot) {
    for _ in 0..3 {
        match commands::register(bot).await {
            Ok(()) => return,
            Err(RequestError::RetryAfter(wait)) => tokio::time::sleep(wait.duration()).await,
            Err(err) => {
                tracing::warn!("setMyCommands failed: {err}");
                return;
            }
        }
    }
}

/// Handles the batch just taken and every other one already waiting as one group: one flush
/// for all their updates (see [`Shell::handle_group`]). Each batch's sender learns whether
/// its updates are durable (the poller then confirms them to Telegram, the webhook answers
/// 200); on a failure none is, and Telegram delivers them again. A failed group of several
/// batches is handled again batch by batch, so that one batch that cannot be stored does not
/// hold back the others (the webhook's requests of other chats).
fn handle_batches<S: storage::Store + 'static>(
    shell: &mut Shell<S>,
    first: Batch,
    waiting: &mut mpsc::Receiver<Batch>,
    offset: &mut i32,
) {
    let mut batches = vec![first];
    while let Ok(batch) = waiting.try_recv() {
        batches.push(batch);
    }
    let handled = handle_together(shell, &batches, offset);
    if handled != Handled::Stored && batches.len() > 1 {
        for batch in batches {
            let handled = handle_together(shell, std::slice::from_ref(&batch), offset);
            let _ = batch.done.send(handled);
        }
        return;
    }
    for batch in batches {
        let _ = batch.done.send(handled);
    }
}

/// Handles the updates of `batches` as one group: what came of it.
fn handle_together<S: storage::Store + 'static>(
    shell: &mut Shell<S>,
    batches: &[Batch],
    offset: &mut i32,
) -> Handled {
    let mut inputs = Vec::new();
    for batch in batches {
        if batch.polled {
            for id in &batch.ids {
                *offset = (*offset).max(id.0 as i32 + 1);
            }
        }
        inputs.extend(batch.inputs.iter().cloned());
    }
    let count = inputs.len();
    let handled = match shell.handle_group(inputs, Now::read()) {
        Ok(()) => Handled::Stored,
        Err(err) => {
            tracing::warn!("a group of {count} updates not stored: {err}");
            // Whether the store still answers: a failure of these updates, or of the store.
            let store_reachable = shell.front.durable().store().seen(STORE_PROBE).is_ok();
            Handled::Failed { store_reachable }
        }
    };
    match handled {
        Handled::Stored
        | Handled::Failed {
            store_reachable: true,
        } => health::store_ok(),
        Handled::Failed { .. } => health::store_failed(),
    }
    if handled != Handled::Stored {
        for batch in batches.iter().filter(|b| b.polled) {
            // Asked again from the same offset.
            *offset = batch.ids.iter().fold(*offset, |o, id| o.min(id.0 as i32));
        }
    }
    handled
}

/// The idempotency key read to see whether the store answers (never written).
const STORE_PROBE: &str = "health:probe";

/// The most web events taken in together (one group of presses, one flush).
const WEB_EVENTS_TOGETHER: usize = 256;

/// Calls to chats in flight at once (each chat keeps one at a time).
const IN_FLIGHT: usize = 64;

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let bot = startup::client(&config);
    let me = startup::check_token(&bot).await?;
    let username = me.username().to_string();
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create DATA_DIR {}", config.data_dir.display()))?;
    let store_dir = config.data_dir.join("store");
    // PostgreSQL when DATABASE_URL is set, else sled in DATA_DIR/store.
    let store = storage::open_configured(config.database_url.as_deref(), &store_dir)
        .context("cannot open the store")?;
    let where_ = store.describe();
    // On PostgreSQL other processes may serve the same bot: each chat is served under a lease.
    let lease_seconds = std::env::var(durable::LEASE_SECONDS).ok();
    let sharing = Sharing::for_store(&store, lease_seconds.as_deref());
    // The seed only counts at the first start: afterwards the stored one is used.
    let seed = now_millis() ^ u64::from(std::process::id()) << 40;
    let mut front = Front::open_for_bot(store, seed, sharing, config.ops.test_deal_seed)
        .context("cannot read the stored tables")?;
    front.set_limits(config.limits);
    if let Some(web) = &config.web {
        front.set_web_table(web.links(&username));
    }
    tracing::info!(
        "@{username} starting; data in {}, tables in {where_}",
        config.data_dir.display()
    );
    register_commands(&bot).await;

    let journal = Journal::open(&config.data_dir, now_millis());
    let limits = Limits {
        in_flight: IN_FLIGHT,
        ceiling: config.max_writes_per_second,
        start: Some(Limits::TELEGRAM_START),
    };
    let mut shell = Shell::new(front, username.clone(), journal, limits, Now::read());
    shell.restore(Now::read());

    // The web table, when WEB_PUBLIC_URL is set: its events are the loop's third input.
    let (mut web, mut web_events) = match &config.web {
        Some(table) => {
            let (web, events) = WebSide::start(table, &config.token, &shell.front).await?;
            (Some(web), Some(events))
        }
        None => (None, None),
    };

    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    // Who administers which chat, as Telegram said lately: shared by the poller or the
    // webhook's requests.
    let admins = std::sync::Arc::new(poller::Admins::new());
    // Webhook requests arriving together wait here to be handled as one group.
    let (batches_tx, mut batches) = mpsc::channel(256);
    let receiver = match &config.webhook {
        Some(hook) => {
            // Listening before Telegram is told, so that its first request finds the server.
            let listener = tokio::net::TcpListener::bind(hook.listen)
                .await
                .with_context(|| format!("cannot listen on WEBHOOK_LISTEN {}", hook.listen))?;
            startup::set_webhook(&bot, hook)
                .await
                .context("setWebhook failed: check WEBHOOK_URL")?;
            tracing::info!(
                "webhook mode: updates come to {} through {}",
                hook.listen,
                hook.url.host_str().unwrap_or("?")
            );
            let (secret, bot, name) = (hook.secret.clone(), bot.clone(), username.clone());
            tokio::spawn(webhook::serve(
                listener, secret, batches_tx, bot, name, admins,
            ))
        }
        None => {
            if let Err(err) = startup::leave_webhook(&bot).await {
                tracing::warn!("cannot check for a webhook left set: {err}");
            }
            tokio::spawn(poller::run(
                bot.clone(),
                batches_tx,
                0,
                username.clone(),
                admins,
            ))
        }
    };

    let mut calls: JoinSet<(Flight, Done)> = JoinSet::new();
    let mut answers: JoinSet<Option<(TgChat, String)>> = JoinSet::new();
    let mut stopping: Option<Instant> = None;
    let mut offset: i32 = 0;
    let mut ticked: Option<u64> = None;
    let mut housekeeping = Housekeeping::new(config.data_dir.clone(), config.ops.clone());
    let mut chores = tokio::time::interval(Duration::from_secs(1));
    loop {
        if let Some(web) = web.as_mut() {
            // The viewers of what the last input or tick changed see it.
            web.refresh(&mut shell, Now::read());
        }
        for call in shell.answers.drain(..) {
            answers.spawn(answer(bot.clone(), call));
        }
        let mut wake = None;
        loop {
            match shell.next_call(Instant::now()) {
                Step::Call(flight) => {
                    let bot = bot.clone();
                    calls.spawn(async move {
                        let done = api::perform(bot, flight.call.clone()).await;
                        (flight, done)
                    });
                }
                Step::WaitUntil(at) => {
                    wake = Some(at);
                    break;
                }
                Step::Idle => break,
            }
        }
        shell.store_refs();
        if let Some(since) = stopping {
            // A press's answer still in flight may come back refused, its words then to be
            // posted privately: it is waited for too.
            if calls.is_empty() && answers.is_empty() && shell.scheduler.is_empty() {
                break;
            }
            if since.elapsed() > FLUSH_LIMIT {
                tracing::warn!("{} messages left unsent", shell.scheduler.len());
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
            Some(joined) = calls.join_next(), if !calls.is_empty() => {
                match joined {
                    Ok((flight, done)) => shell.settle(flight, done, Now::read()),
                    Err(err) => tracing::warn!("a call's task failed: {err}"),
                }
                // Settle everything else that is done too, before sending more.
                while let Some(joined) = calls.try_join_next() {
                    if let Ok((flight, done)) = joined {
                        shell.settle(flight, done, Now::read());
                    }
                }
            }
            Some(joined) = answers.join_next(), if !answers.is_empty() => {
                if let Ok(Some((user, text))) = joined {
                    shell.tell(user, &text, Instant::now());
                }
            }
            _ = term.recv(), if stopping.is_none() => {
                tracing::info!("SIGTERM: finishing");
                stopping = Some(Instant::now());
                receiver.abort();
                // Updates already taken from Telegram are handled before the bot stops.
                while let Ok(batch) = batches.try_recv() {
                    handle_batches(&mut shell, batch, &mut batches, &mut offset);
                }
            }
            _ = int.recv(), if stopping.is_none() => {
                tracing::info!("Ctrl-C: finishing");
                stopping = Some(Instant::now());
                receiver.abort();
                // Updates already taken from Telegram are handled before the bot stops.
                while let Ok(batch) = batches.try_recv() {
                    handle_batches(&mut shell, batch, &mut batches, &mut offset);
                }
            }
            batch = batches.recv(), if stopping.is_none() => {
                let Some(batch) = batch else {
                    stopping = Some(Instant::now());
                    continue;
                };
                handle_batches(&mut shell, batch, &mut batches, &mut offset);
            }
            Some(event) = next_web_event(&mut web_events), if stopping.is_none() && web_events.is_some() => {
                // The events waiting together: their presses are one group, one flush.
                let mut events = vec![event];
                while events.len() < WEB_EVENTS_TOGETHER {
                    let Some(Ok(more)) = web_events.as_mut().map(mpsc::Receiver::try_recv) else {
                        break;
                    };
                    events.push(more);
                }
                if let Some(web) = web.as_mut() {
                    web.on_events(&mut shell, events, Now::read());
                }
            }
            _ = tokio::time::sleep(clock.unwrap_or_default()), if clock.is_some() => {
                ticked = shell.front.next_deadline();
                if let Err(err) = shell.tick(Now::read()) {
                    tracing::warn!("clock not handled: {err}");
                }
            }
            _ = chores.tick(), if stopping.is_none() => {
                housekeeping.poll(&mut shell.front, now_millis());
                metrics::waiting(shell.scheduler.busiest_lane(), shell.scheduler.len());
            }
            _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now).into()), if wake.is_some() => {}
        }
    }
    receiver.abort();
    // The pages lose their socket and reconnect to whichever process serves next.
    drop(web);
    while answers.join_next().await.is_some() {}
    shell.finish(now_millis());
    // The other processes on the database take this one's chats over at once.
    if let Err(err) = shell.front.release_leases() {
        tracing::warn!("cannot release the chats' leases: {err}");
    }
    if offset > 0 {
        poller::confirm(&bot, offset).await;
    }
    tracing::info!("stopped");
    Ok(())
}

/// The web server's next event (never, without the web table).
async fn next_web_event(events: &mut Option<mpsc::Receiver<WebEvent>>) -> Option<WebEvent> {
    match events {
        Some(events) => events.recv().await,
        None => std::future::pending().await,
    }
}

/// Answers a button press (a 429 is waited out once). An answer Telegram refused (the query
/// expired) that names someone to tell instead comes back as (whom, what) to post privately;
/// one lost on the network does not, since it may have been given.
async fn answer(bot: Bot, answer: PressAnswer) -> Option<(TgChat, String)> {
    let PressAnswer { call, instead } = answer;
    for _ in 0..2 {
        match api::perform(bot.clone(), call.clone()).await {
            Done::RetryAfter(wait) => {
                metrics::rate_limited("telegram");
                tokio::time::sleep(wait).await
            }
            Done::Ok | Done::Sent(_) => return None,
            Done::Network(why) => {
                // It may have reached Telegram: words posted privately could come twice.
                tracing::warn!("answering a press: {why}");
                return None;
            }
            other => {
                tracing::warn!("answering a press: {other:?}");
                break;
            }
        }
    }
    match call {
        api::Call::Answer {
            text: Some(text), ..
        } => instead.map(|user| (user, text)),
        _ => None,
    }
}
