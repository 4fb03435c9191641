//! The running bot: the durable front behind one lock, the gateway handler, the clock, the
//! re-rendering of live tables at start, and shutdown on Ctrl-C or SIGTERM.
//!
//! One lock (`Bot::front`) covers an input and the delivery of its outputs, so the messages of
//! two presses never interleave and a table message is never overwritten by an older screen.
//! Interactions are acknowledged before the lock is taken: the 3-second rule never waits on it.

use std::sync::Arc;

use host::front::Front;
use serenity::all::{
    ApplicationId, CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage, EventHandler, GatewayIntents, GuildId, Interaction, Ready,
};
use serenity::async_trait;
use serenity::http::{LightMethod, Route};
use storage::SledStore;
use tokio::sync::{Mutex, Notify};

use crate::config::Config;
use crate::deliver::{Deliverer, Origin};
use crate::send::Discord;
use crate::startup::{self, StartError};
use crate::{clock, commands, inbound};

pub struct Bot {
    inner: Mutex<Inner>,
    pub wake: Notify,
    /// Acknowledgements go out through their own sender, never waiting for the lock.
    acks: Discord,
}

struct Inner {
    front: Front<SledStore>,
    out: Deliverer,
}

impl Bot {
    pub async fn next_deadline(&self) -> Option<u64> {
        self.inner.lock().await.front.next_deadline()
    }

    /// Fires due clocks and delivers what they caused.
    pub async fn tick(&self) {
        let mut inner = self.inner.lock().await;
        let Inner { front, out } = &mut *inner;
        match tokio::task::block_in_place(|| front.tick(clock::now())) {
            Ok(deliveries) => out.deliver(front, deliveries, &mut None).await,
            Err(e) => eprintln!("bot-discord: clock: {e}"),
        }
    }

    /// Re-renders every live table (after a restart the clock and the messages go on).
    async fn rerender(&self) {
        let mut inner = self.inner.lock().await;
        let Inner { front, out } = &mut *inner;
        let now = clock::now();
        let mut deliveries = front.owed().unwrap_or_else(|e| {
            eprintln!("bot-discord: cannot read the owed messages: {e}");
            Vec::new()
        });
        deliveries.extend(
            front
                .live_tables()
                .into_iter()
                .flat_map(|(_, table)| front.redraw(table, now)),
        );
        out.deliver(front, deliveries, &mut None).await;
    }

    async fn on_command(&self, ctx: &Context, cmd: CommandInteraction) {
        // Acknowledge first: the 3-second rule. The answer comes as an edit of it.
        let defer = CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        );
        if let Err(e) = self.respond(ctx, cmd.id.get(), &cmd.token, &defer).await {
            eprintln!("bot-discord: could not acknowledge /{}: {e}", cmd.data.name);
            return;
        }
        let from = inbound::from_command(&cmd);
        let text = commands::text(&cmd.data.name, &cmd.data.options);
        let key = inbound::key(cmd.id);
        let mut origin = Some(Origin {
            token: cmd.token.clone(),
            user: from.user.clone(),
            slash: true,
            on_ephemeral: false,
            original_used: false,
        });
        let mut inner = self.inner.lock().await;
        let Inner { front, out } = &mut *inner;
        match tokio::task::block_in_place(|| front.command(&key, clock::now(), &from, &text, None))
        {
            Ok(deliveries) => out.deliver(front, deliveries, &mut origin).await,
            Err(e) => eprintln!("bot-discord: /{}: {e}", cmd.data.name),
        }
        drop(inner);
        self.wake.notify_one();
    }

    async fn on_press(&self, ctx: &Context, press: ComponentInteraction) {
        let ack = CreateInteractionResponse::Acknowledge;
        if let Err(e) = self.respond(ctx, press.id.get(), &press.token, &ack).await {
            eprintln!("bot-discord: could not acknowledge a button: {e}");
            return;
        }
        let from = inbound::from_press(&press);
        let key = inbound::key(press.id);
        let on_ephemeral = press
            .message
            .flags
            .is_some_and(|f| f.contains(serenity::all::MessageFlags::EPHEMERAL));
        let mut origin = Some(Origin {
            token: press.token.clone(),
            user: from.user.clone(),
            slash: false,
            on_ephemeral,
            original_used: true,
        });
        let mut inner = self.inner.lock().await;
        let Inner { front, out } = &mut *inner;
        match tokio::task::block_in_place(|| {
            front.press(&key, clock::now(), &from, &press.data.custom_id)
        }) {
            Ok(deliveries) => out.deliver(front, deliveries, &mut origin).await,
            Err(e) => eprintln!("bot-discord: button {}: {e}", press.data.custom_id),
        }
        drop(inner);
        self.wake.notify_one();
    }

    async fn respond(
        &self,
        _ctx: &Context,
        id: u64,
        token: &str,
        answer: &CreateInteractionResponse,
    ) -> Result<(), crate::send::SendError> {
        let route = Route::InteractionResponse {
            interaction_id: id.into(),
            token,
        };
        self.acks
            .call(route, LightMethod::Post, None, Some(answer))
            .await
            .map(|_| ())
    }
}

struct Handler {
    bot: Arc<Bot>,
    ready: Arc<Notify>,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        eprintln!(
            "bot-discord: connected as {} ({} servers)",
            ready.user.name,
            ready.guilds.len()
        );
        self.ready.notify_one();
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => self.bot.on_command(&ctx, cmd).await,
            Interaction::Component(press) => self.bot.on_press(&ctx, press).await,
            _ => {}
        }
    }
}

/// Registers the slash commands (a bulk overwrite): in the development server when one is
/// configured (they show at once), else globally.
async fn register(
    discord: &Discord,
    app: ApplicationId,
    guild: Option<u64>,
) -> Result<(), crate::send::SendError> {
    let defs = commands::definitions();
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
    let store = SledStore::open(&config.data_dir).map_err(|e| data_err(e.to_string()))?;
    let front = Front::open(store, clock::now()).map_err(|e| data_err(e.to_string()))?;

    let identity = startup::identify(&config).await?;
    let out = Deliverer::new(Discord::new(&identity.http), identity.application);
    register(&out.discord, identity.application, config.dev_guild)
        .await
        .map_err(RunError::Register)?;

    let acks = Discord::new(&identity.http);
    let bot = Arc::new(Bot {
        inner: Mutex::new(Inner { front, out }),
        wake: Notify::new(),
        acks,
    });
    bot.rerender().await;

    let ready = Arc::new(Notify::new());
    let http = startup::http(&config);
    http.set_application_id(identity.application);
    let mut client = serenity::client::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Handler {
            bot: bot.clone(),
            ready,
        })
        .await
        .map_err(RunError::Gateway)?;

    let clock = tokio::spawn(clock::run(bot.clone()));
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        stop_signal().await;
        eprintln!("bot-discord: stopping");
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    // Wait for the input being handled, then stop the clock between ticks.
    let inner = bot.inner.lock().await;
    clock.abort();
    drop(inner);
    result.map_err(RunError::Gateway)
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
