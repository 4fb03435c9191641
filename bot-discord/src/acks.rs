//! Interactions acknowledged within Discord's 3 seconds whatever the rest of the bot is doing:
//! on a thread of their own (its own runtime and connections), so an answer never waits for a
//! worker the owner task or the channel calls keep busy, nor behind their requests.
//!
//! Commit, then acknowledge: an answer waits until its input is committed, but never past
//! [`COMMIT_WAIT`] after the interaction reached the bot (however long the owner took to
//! take it in); its own round trip needs the rest of the 3 s. Interaction callbacks are not
//! bound to Discord's global limit, so no window or budget of the bot's other calls holds
//! them (see [`crate::limiter`]).

use std::time::{Duration, Instant};

use serenity::http::{LightMethod, Route};
use tokio::sync::{mpsc, oneshot};

use crate::send::Discord;

/// The longest an interaction's answer waits for its input's commit, from when the
/// interaction reached the bot (Discord allows 3 s; the answer's own round trip needs the
/// rest).
pub const COMMIT_WAIT: Duration = Duration::from_secs(2);

/// One interaction to answer.
pub struct Ack {
    pub id: u64,
    pub token: String,
    /// The callback's body (`CreateInteractionResponse`, or a type serenity lacks).
    pub answer: serde_json::Value,
    /// Told once the interaction's input is committed; `None`: answer at once.
    pub committed: Option<oneshot::Receiver<()>>,
    /// When the interaction reached the bot.
    pub received: Instant,
    /// Told whether Discord took the answer.
    pub then: Box<dyn FnOnce(bool) + Send>,
}

/// The answering thread.
pub struct Acks {
    jobs: mpsc::UnboundedSender<Ack>,
}

impl Acks {
    /// Starts the thread, answering with a client of its own beside `discord`.
    pub fn start(discord: &Discord) -> std::io::Result<Acks> {
        let discord = std::sync::Arc::new(discord.beside());
        let (jobs, mut queue) = mpsc::unbounded_channel::<Ack>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("discord-acks".into())
            .spawn(move || {
                runtime.block_on(async move {
                    while let Some(ack) = queue.recv().await {
                        tokio::spawn(answer(discord.clone(), ack));
                    }
                })
            })?;
        Ok(Acks { jobs })
    }

    /// Answers `ack` (once its input is committed, or at its deadline).
    pub fn answer(&self, ack: Ack) {
        if let Err(unsent) = self.jobs.send(ack) {
            (unsent.0.then)(false);
        }
    }
}

async fn answer(discord: std::sync::Arc<Discord>, ack: Ack) {
    let Ack {
        id,
        token,
        answer,
        committed,
        received,
        then,
    } = ack;
    if let Some(committed) = committed {
        let deadline = received + COMMIT_WAIT;
        let _ = tokio::time::timeout_at(deadline.into(), committed).await;
    }
    let route = Route::InteractionResponse {
        interaction_id: id.into(),
        token: &token,
    };
    let ok = match discord
        .call(route, LightMethod::Post, None, Some(&answer))
        .await
    {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!("could not answer an interaction: {e}");
            false
        }
    };
    then(ok);
}
