//! The running bot. One task owns the shell (and the front: no lock): it takes the inputs the
//! gateway's handlers send it, fires the clocks, and keeps the scheduler's calls in flight,
//! each on a task of its own, so that channels are written to at once (one call at a time per
//! channel or player) and a slow answer holds up nothing else.
//!
//! Commit, then acknowledge: a handler hands its interaction to the owner (a queue that never
//! makes it wait) and to the answering thread ([`acks`]), which waits until the input is
//! committed (with the others queued beside it, in one group and one flush:
//! [`Shell::handle_group`]) but at most [`acks::COMMIT_WAIT`] after the interaction came, then
//! answers it and tells the owner, whose calls through that interaction's token wait for the
//! answer. An acknowledged press is therefore never lost, and the 3-second rule is kept even
//! when the owner is slow. On Ctrl-C or SIGTERM the gateway closes, what is queued is sent (at
//! most [`FLUSH_LIMIT`]) and the bot exits.

use host::ops::Housekeeping;
use host::telemetry::metrics;
use std::sync::Arc;
use std::time::{Duration, Instant};

use game::table::Status;
use host::front::{From, Front};
use host::schedule::Limits;
use serenity::all::{
    ApplicationId, CommandInteraction, CommandType, ComponentInteraction, Context,
    CreateInteractionResponse, CreateInteractionResponseMessage, EventHandler, GatewayIntents,
    GuildId, Interaction, InteractionId, MessageFlags, Ready,
};
use serenity::async_trait;
use serenity::http::{LightMethod, Route};
use storage::AnyStore;
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinSet;

use crate::acks::{Ack, Acks};
use crate::calls::{self, Done};
use crate::config::Config;
use crate::send::{Bucket, Discord};
use crate::shell::{Asked, Flight, Origin, Shell, Step, What};
use crate::startup::{self, StartError};
use crate::{activity, commands, inbound};
use host::clock::{Now, now_millis};
use host::web::{Launchpads, Web, WebConfig, WebEvent, WebSide};

/// The longest a shutdown waits for the queued calls.
pub const FLUSH_LIMIT: Duration = Duration::from_secs(20);
/// Calls in flight at once (each channel and player keeps one at a time).
const IN_FLIGHT: usize = 64;
/// Discord's global limit is 50 requests a second, interactions aside; keep well under it (a
/// mention's post leaves a round trip after the job starts, so a second's count can spill).
const GLOBAL_PER_SECOND: f64 = 40.0;

/// What the gateway's handlers tell the owner.
pub enum Input {
    Command {
        cmd: Box<CommandInteraction>,
        committed: oneshot::Sender<()>,
    },
    Press {
        press: Box<ComponentInteraction>,
        committed: oneshot::Sender<()>,
    },
    /// The interaction with this token was answered (`ok`), or could not be.
    Acked { token: String, ok: bool },
    /// The Activity was launched by the Entry Point command in a channel bound to no table
    /// yet: the run loop binds it to the channel's newest table.
    Launched { channel: u64 },
}

struct Handler {
    inputs: mpsc::UnboundedSender<Input>,
    /// Interaction answers go out from a thread of their own, never behind the owner's queue
    /// or the other calls.
    acks: Acks,
    /// With the Activity on: which table an Activity opened in each channel shows.
    pads: Option<Arc<Launchpads>>,
}

impl Handler {
    /// Hands the interaction to the owner and its answer to the answering thread, which
    /// waits for the commit (at most until its deadline), answers it and reports.
    fn answer(
        &self,
        input: Input,
        committed: oneshot::Receiver<()>,
        (id, token): (u64, String),
        answer: CreateInteractionResponse,
        received: Instant,
    ) {
        if self.inputs.send(input).is_err() {
            return; // stopping
        }
        let inputs = self.inputs.clone();
        let reported = token.clone();
        self.acks.answer(Ack {
            id,
            token,
            answer: serde_json::to_value(answer).expect("builders serialise"),
            committed: Some(committed),
            received,
            then: Box::new(move |ok| {
                let _ = inputs.send(Input::Acked {
                    token: reported,
                    ok,
                });
            }),
        });
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        tracing::info!(
            "connected as {} ({} servers)",
            ready.user.name,
            ready.guilds.len()
        );
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        let received = Instant::now();
        let (done, committed) = oneshot::channel();
        match interaction {
            Interaction::Command(cmd) if self.launches_entry(&cmd, received) => {}
            Interaction::Command(cmd) => {
                let (id, token) = (cmd.id.get(), cmd.token.clone());
                // A deferred, ephemeral answer: the reply comes as an edit of it.
                let answer = CreateInteractionResponse::Defer(
                    CreateInteractionResponseMessage::new().ephemeral(true),
                );
                let input = Input::Command {
                    cmd: Box::new(cmd),
                    committed: done,
                };
                self.answer(input, committed, (id, token), answer, received);
            }
            Interaction::Component(press) if self.launches(&press, received) => {}
            Interaction::Component(press) => {
                let (id, token) = (press.id.get(), press.token.clone());
                let input = Input::Press {
                    press: Box::new(press),
                    committed: done,
                };
                let answer = CreateInteractionResponse::Acknowledge;
                self.answer(input, committed, (id, token), answer, received);
            }
            _ => {}
        }
    }
}

impl Handler {
    /// The Entry Point command, with the Activity on: answered with the Activity's launch, on
    /// the table the channel is bound to (or, when none is yet, its newest, which the run loop
    /// binds). False for any other command.
    fn launches_entry(&self, cmd: &CommandInteraction, received: Instant) -> bool {
        let Some(pads) = &self.pads else { return false };
        if cmd.data.kind != CommandType::PrimaryEntryPoint {
            return false;
        }
        let channel = cmd.channel_id.get();
        if pads.table(&channel.to_string()).is_none() {
            let _ = self.inputs.send(Input::Launched { channel });
        }
        self.launch(cmd.id, cmd.token.clone(), received);
        true
    }

    /// An "Open table" press, with the Activity on: the channel bound to its table and the
    /// interaction answered with the Activity's launch (nothing to commit, nothing for the
    /// front). False for any other press.
    fn launches(&self, press: &ComponentInteraction, received: Instant) -> bool {
        let (Some(pads), Some(table)) = (&self.pads, activity::opened_table(&press.data.custom_id))
        else {
            return false;
        };
        pads.bind(&press.channel_id.get().to_string(), table);
        self.launch(press.id, press.token.clone(), received);
        true
    }

    /// Answers the interaction with the Activity's launch, from the answering thread.
    fn launch(&self, id: InteractionId, token: String, received: Instant) {
        self.acks.answer(Ack {
            id: id.get(),
            token,
            answer: activity::launch_answer(),
            committed: None,
            received,
            then: Box::new(|ok| {
                if !ok {
                    tracing::warn!("could not launch the Activity");
                }
            }),
        });
    }
}

/// What the run loop does with an input that is no interaction for the front.
enum Aside {
    Acked { token: String, ok: bool },
    Launched { channel: u64 },
}

/// Reads an interaction for the front, with the sender to tell once it is committed.
fn asked(input: Input) -> Result<(Asked, oneshot::Sender<()>), Aside> {
    match input {
        Input::Command { cmd, committed } => {
            let from = inbound::from_command(&cmd);
            let text = commands::text(&cmd.data.name, &cmd.data.options);
            let origin = Origin {
                token: cmd.token.clone(),
                user: from.user.clone(),
                slash: true,
                on_ephemeral: false,
                original_used: false,
                asked_at: Some(now_millis()),
            };
            let from = From {
                reply: Some(origin.reply()),
                ..from
            };
            let key = inbound::key(cmd.id);
            let what = What::Command(text);
            Ok((
                Asked {
                    key,
                    from,
                    what,
                    origin,
                },
                committed,
            ))
        }
        Input::Press { press, committed } => {
            let from = inbound::from_press(&press);
            let on_ephemeral = press
                .message
                .flags
                .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
            let origin = Origin {
                token: press.token.clone(),
                user: from.user.clone(),
                slash: false,
                on_ephemeral,
                original_used: true,
                asked_at: Some(now_millis()),
            };
            let from = From {
                reply: Some(origin.reply()),
                ..from
            };
            let key = inbound::key(press.id);
            let what = What::Press(press.data.custom_id.clone());
            Ok((
                Asked {
                    key,
                    from,
                    what,
                    origin,
                },
                committed,
            ))
        }
        Input::Acked { token, ok } => Err(Aside::Acked { token, ok }),
        Input::Launched { channel } => Err(Aside::Launched { channel }),
    }
}

/// Handles the input just taken and every other one already waiting: the interactions as one
/// group (one flush, see [`Shell::handle_group`]), each handler told once its own is durable;
/// acknowledgements as they come.
fn handle(
    shell: &mut Shell<AnyStore>,
    pads: Option<&Launchpads>,
    first: Input,
    waiting: &mut mpsc::UnboundedReceiver<Input>,
) {
    let mut group = Vec::new();
    let mut told = Vec::new();
    let mut next = Some(first);
    while let Some(input) = next.take().or_else(|| waiting.try_recv().ok()) {
        match asked(input) {
            Ok((asked, committed)) => {
                group.push(asked);
                told.push(committed);
            }
            Err(Aside::Acked { token, ok }) => shell.acked(&token, ok, Instant::now()),
            Err(Aside::Launched { channel }) => {
                if let Some(pads) = pads {
                    bind_newest(&shell.front, pads, channel);
                }
            }
        }
    }
    if group.is_empty() {
        return;
    }
    let stored = shell.handle_group(group, Now::read());
    host::telemetry::health::store_answered(stored.iter().any(|&s| s));
    for (committed, stored) in told.into_iter().zip(stored) {
        if stored {
            let _ = committed.send(());
        }
    }
}

/// Binds `channel` to its newest table still open (gathering or playing), if it has one.
fn bind_newest(front: &Front<AnyStore>, pads: &Launchpads, channel: u64) {
    let chat = game::table::ChatId(format!("dc:{channel}"));
    let newest = front
        .durable()
        .service()
        .tables
        .iter()
        .rev()
        .find(|(_, t)| t.chat == chat && matches!(t.status, Status::Gathering | Status::Playing));
    if let Some((&table, _)) = newest {
        pads.bind(&channel.to_string(), table);
    }
}

/// Registers the slash commands (a bulk overwrite): in the development server when one is
/// configured (they show at once), else globally, with the Activity's Entry Point command
/// when the Activity is on (global only: Discord has no Entry Point in a server).
async fn register(
    discord: &Discord,
    app: ApplicationId,
    guild: Option<u64>,
    activity: bool,
) -> Result<(), crate::send::SendError> {
    let mut defs = commands::definitions();
    if activity && guild.is_none() {
        defs.push(commands::entry_point());
    }
    let route = match guild {
        Some(g) => Route::GuildCommands {
            application_id: app,
            guild_id: GuildId::new(g),
        },
        None => Route::Commands {
            application_id: app,
        },
    };
    discord
        .call(route, LightMethod::Put, None, Some(&defs))
        .await
        .map(|_| ())
}

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Start(#[from] StartError),
    #[error("registering the slash commands failed: {0}")]
    Register(crate::send::SendError),
    #[error("the gateway connection failed: {0}")]
    Gateway(serenity::Error),
}

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> Result<(), RunError> {
    let data_err = |why: String| StartError::Data {
        dir: config.data_dir.display().to_string(),
        why,
    };
    std::fs::create_dir_all(&config.data_dir).map_err(|e| data_err(e.to_string()))?;
    // PostgreSQL when DATABASE_URL is set, else sled in DATA_DIR.
    let store = storage::open_configured(config.database_url.as_deref(), &config.data_dir)
        .map_err(|e| match config.database_url {
            Some(_) => StartError::Database(e.to_string()),
            None => data_err(e.to_string()),
        })?;
    // On PostgreSQL other processes may serve the same bot: each chat is served under a lease.
    let lease_seconds = std::env::var(host::durable::LEASE_SECONDS).ok();
    let sharing = host::Sharing::for_store(&store, lease_seconds.as_deref());
    let mut front = Front::open_for_bot(store, now_millis(), sharing, config.ops.test_deal_seed)
        .map_err(|e| data_err(e.to_string()))?;
    front.set_limits(config.limits);
    // Every answer to a user is an ephemeral reply to his interaction.
    front.set_personal_answers(true);
    // Only the processes running a guild's shard receive its interactions: a dead holder's
    // channel is taken over by the one that received an input for it (its replacement on
    // that shard), never by a process of another shard, which could not answer them. A
    // process running every shard may take any channel over, also at its clock.
    front.set_takes_over_own_inputs_only(!config.shards.all());
    if let Some(activity) = &config.activity {
        front.set_web_table(activity.links());
    }

    let identity = startup::identify(&config).await?;
    let app = identity.application;
    let discord = Arc::new(Discord::new(&identity.http));
    register(&discord, app, config.dev_guild, config.activity.is_some())
        .await
        .map_err(RunError::Register)?;

    let limits = Limits {
        in_flight: IN_FLIGHT,
        ceiling: Some(GLOBAL_PER_SECOND),
        start: None,
    };
    let mut shell = Shell::new(front, limits);
    let shards = config.shards;
    if shards.all() {
        shell.restore(Now::read(), |_| true);
    } else {
        // Only the tables of the guilds this process's shards receive: another process
        // restores the others.
        let ours = channels_served(&discord, &shell, shards).await;
        shell.restore(Now::read(), |channel| ours.contains(&channel));
    }

    // The web table, with the Activity on: its events are the loop's third input.
    let (mut web, mut web_events) = match &config.activity {
        Some(activity) => {
            let app = activity.app(config.api_base.as_deref());
            let (mut web, events) = Web::serve(WebConfig::for_discord(activity.addr, app))
                .await
                .map_err(|e| StartError::Web(activity.addr.to_string(), e.to_string()))?;
            // Sharing the store, what other processes commit reaches the viewers here too.
            web.follow_store(&shell.front)
                .map_err(|e| StartError::Database(e.to_string()))?;
            tracing::info!(
                "web table served on {} for {}",
                web.local_addr(),
                activity.public_url
            );
            (Some(WebSide::new(web)), Some(events))
        }
        None => (None, None),
    };

    let (inputs, mut inbox) = mpsc::unbounded_channel();
    let http = startup::http(&config);
    http.set_application_id(app);
    let acks = Acks::start(&discord).map_err(|e| StartError::Thread(e.to_string()))?;
    let handler = Handler {
        inputs,
        acks,
        pads: web.as_ref().map(|w| w.web().launchpads()),
    };
    let mut client = serenity::client::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .map_err(RunError::Gateway)?;
    let manager = client.shard_manager.clone();
    tracing::info!("running {shards}");
    // serenity's range is `first..last` with `last` included.
    let mut gateway = tokio::spawn(async move {
        client
            .start_shard_range(shards.first..shards.last, shards.total)
            .await
    });

    let mut calls: JoinSet<(Box<Flight>, Done, Bucket)> = JoinSet::new();
    let mut stopping: Option<Instant> = None;
    let mut ticked: Option<u64> = None;
    let mut housekeeping = Housekeeping::new(config.data_dir.clone(), config.ops.clone());
    let mut chores = tokio::time::interval(Duration::from_secs(1));
    let stop = stop_signal();
    tokio::pin!(stop);
    let mut result = Ok(());
    loop {
        if let Some(web) = web.as_mut() {
            // The viewers of what the last input or tick changed see it.
            web.refresh(&mut shell.front, now_millis());
        }
        let mut wake = None;
        loop {
            match shell.next_call(Instant::now()) {
                Step::Call(flight) => {
                    let discord = discord.clone();
                    calls.spawn(async move {
                        let (done, bucket) =
                            calls::perform(&discord, app, flight.call.clone()).await;
                        (flight, done, bucket)
                    });
                }
                Step::WaitUntil(at) => {
                    wake = Some(at);
                    break;
                }
                Step::Idle => break,
            }
        }
        if let Some(since) = stopping {
            if calls.is_empty() && shell.scheduler.is_empty() {
                break;
            }
            if since.elapsed() > FLUSH_LIMIT {
                tracing::warn!("{} messages left unsent", shell.scheduler.len());
                break;
            }
        }
        let now = now_millis();
        let clock = shell.front.next_deadline().map(|at| {
            // A deadline just fired that is still due: look again shortly, not in a spin.
            let wait = at.saturating_sub(now);
            if ticked == Some(at) {
                Duration::from_millis(wait.max(250))
            } else {
                Duration::from_millis(wait)
            }
        });
        let clock = clock.filter(|_| stopping.is_none());
        tokio::select! {
            biased;
            Some(joined) = calls.join_next(), if !calls.is_empty() => {
                match joined {
                    Ok((flight, done, bucket)) => shell.settle(*flight, done, bucket, Instant::now()),
                    Err(e) => tracing::warn!("a call's task failed: {e}"),
                }
                while let Some(Ok((flight, done, bucket))) = calls.try_join_next() {
                    shell.settle(*flight, done, bucket, Instant::now());
                }
            }
            Some(input) = inbox.recv() => {
                let pads = web.as_ref().map(|w| w.web().launchpads());
                handle(&mut shell, pads.as_deref(), input, &mut inbox);
            }
            Some(event) = next_web_event(&mut web_events), if stopping.is_none() => {
                if let Some(web) = web.as_mut() {
                    on_web_events(&mut shell, web, event, web_events.as_mut());
                }
            }
            _ = &mut stop, if stopping.is_none() => {
                tracing::info!("stopping");
                stopping = Some(Instant::now());
                manager.shutdown_all().await;
            }
            ended = &mut gateway, if stopping.is_none() => {
                stopping = Some(Instant::now());
                result = match ended {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(e)) => Err(RunError::Gateway(e)),
                    Err(e) => {
                        tracing::warn!("the gateway task failed: {e}");
                        Ok(())
                    }
                };
            }
            _ = tokio::time::sleep(clock.unwrap_or_default()), if clock.is_some() => {
                ticked = shell.front.next_deadline();
                if let Err(e) = shell.tick(Now::read()) {
                    tracing::warn!("clock: {e}");
                }
            }
            _ = chores.tick(), if stopping.is_none() => {
                housekeeping.poll(&mut shell.front, now_millis());
                metrics::waiting(shell.scheduler.busiest_lane(), shell.scheduler.len());
            }
            _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now).into()), if wake.is_some() => {}
        }
    }
    // The other processes on the database take this one's chats over at once.
    if let Err(e) = shell.front.release_leases() {
        tracing::warn!("cannot release the chats' leases: {e}");
    }
    result
}

/// The channels of the stored tables (live, owed a message, or holding a turn mention) whose
/// guild this process's shards receive, asked of Discord (`GET /channels/{id}`: a table knows
/// its channel, not its guild). A channel Discord cannot tell about is left to the others.
async fn channels_served(
    discord: &Discord,
    shell: &Shell<AnyStore>,
    shards: crate::shards::Shards,
) -> std::collections::BTreeSet<u64> {
    let mut ours = std::collections::BTreeSet::new();
    for channel in shell.stored_channels() {
        let route = Route::Channel {
            channel_id: channel.into(),
        };
        match discord
            .call(route, LightMethod::Get, None, None::<&()>)
            .await
        {
            Ok(Some(found)) => {
                let guild = found["guild_id"].as_str().and_then(|g| g.parse().ok());
                if shards.serves(guild) {
                    ours.insert(channel);
                }
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(
                channel,
                "cannot tell which guild a table's channel is in: {e}"
            ),
        }
    }
    tracing::info!(
        "{} of the stored tables' channels are on {shards}",
        ours.len()
    );
    ours
}

/// The next event of the web server, if it serves (never, else).
async fn next_web_event(events: &mut Option<mpsc::Receiver<WebEvent>>) -> Option<WebEvent> {
    match events {
        Some(events) => events.recv().await,
        None => std::future::pending().await,
    }
}

/// The most web events taken in together (their presses one group, one flush).
const WEB_EVENTS_TOGETHER: usize = 64;

/// Takes in `first` and the web events waiting beside it; routes what they show.
fn on_web_events(
    shell: &mut Shell<AnyStore>,
    web: &mut WebSide,
    first: WebEvent,
    waiting: Option<&mut mpsc::Receiver<WebEvent>>,
) {
    let mut events = vec![first];
    if let Some(waiting) = waiting {
        while events.len() < WEB_EVENTS_TOGETHER {
            let Ok(more) = waiting.try_recv() else { break };
            events.push(more);
        }
    }
    let now = Now::read();
    let deliveries = web.on_events(&mut shell.front, events, now.millis);
    shell.show(deliveries, now);
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
