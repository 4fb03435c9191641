//! The REST calls a job needs, resolved (which message, which token), and what came of them.
//! No state here: the shell decides the call and settles its outcome.

use std::time::Duration;

use serde::Serialize;
use serde_json::{Value, json};
use serenity::builder::{
    CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup, CreateMessage,
    EditInteractionResponse, EditMessage,
};
use serenity::http::{LightMethod, Route};
use serenity::model::id::{ApplicationId, ChannelId, MessageId, UserId as DiscordUser};

use crate::outbox::Content;
use crate::render;
use crate::send::{Bucket, Discord, SendError, Tried};

/// Where an interaction answer goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The interaction's `@original` message.
    Original,
    /// A follow-up message already sent.
    Followup(u64),
}

/// One call (or, for a mention, the pair of calls that replace it).
#[derive(Clone, Debug, PartialEq)]
pub enum Call {
    /// A new channel message; `mention`: the one user it may notify.
    Create {
        channel: u64,
        content: Content,
        mention: Option<u64>,
    },
    /// A channel message edited.
    Edit {
        channel: u64,
        message: u64,
        content: Content,
    },
    /// The old mention deleted, then the new one (if any) posted.
    ReplaceMention {
        channel: u64,
        old: Option<u64>,
        to: Option<(u64, Content)>,
    },
    /// An interaction's message edited.
    EditReply {
        token: String,
        target: Target,
        content: Content,
    },
    /// A new ephemeral follow-up of an interaction.
    Followup { token: String, content: Content },
    /// An interaction's `@original` deleted.
    DeleteOriginal { token: String },
}

/// What came of a call.
#[derive(Clone, Debug, PartialEq)]
pub enum Done {
    /// A message was created: its id.
    Created(u64),
    /// Done (edited, deleted), or nothing left to do.
    Ok,
    /// The message, webhook or interaction is gone.
    Gone,
    /// 429: Discord says wait; `global`: the bot as a whole is too fast.
    Limited { retry_after: Duration, global: bool },
    /// Refused for good; the text says why.
    Failed(String),
    /// The network failed: worth another try.
    Network(String),
}

fn done(result: Result<Option<u64>, SendError>) -> Done {
    match result {
        Ok(Some(id)) => Done::Created(id),
        Ok(None) => Done::Ok,
        Err(SendError::RateLimited {
            retry_after,
            global,
        }) => Done::Limited {
            retry_after,
            global,
        },
        Err(e) if e.is_gone() => Done::Gone,
        Err(SendError::Network(e)) => Done::Network(e),
        Err(e) => Done::Failed(e.to_string()),
    }
}

/// The id of the message an answer describes.
fn created(tried: Tried) -> (Result<Option<u64>, SendError>, Bucket) {
    let (result, bucket) = tried;
    let result = result.map(|answer| {
        answer
            .body
            .as_ref()
            .and_then(|v| v["id"].as_str())
            .and_then(|id| id.parse().ok())
    });
    (result, bucket)
}

fn unit(tried: Tried) -> (Result<Option<u64>, SendError>, Bucket) {
    let (result, bucket) = tried;
    (result.map(|_| None), bucket)
}

fn message(content: &Content, mention: Option<u64>) -> CreateMessage {
    let text = match mention {
        Some(user) => format!("<@{user}> {}", content.text),
        None => content.text.clone(),
    };
    let mentions = CreateAllowedMentions::new().users(mention.map(DiscordUser::new));
    CreateMessage::new()
        .content(render::text(&text))
        .components(render::rows(&content.rows))
        .allowed_mentions(mentions)
}

/// A message body with the content's file, if any: its `attachments` name the upload `"0"`
/// (Discord's schema wants the id as a string, which serenity writes as a number), sent as the
/// part `files[0]`.
fn with_file(body: &impl Serialize, content: &Content) -> (Value, Vec<CreateAttachment>) {
    let mut value = serde_json::to_value(body).expect("builders serialise");
    let Some(file) = &content.file else {
        return (value, Vec::new());
    };
    value["attachments"] = json!([{ "id": "0", "filename": file.name }]);
    let upload = CreateAttachment::bytes(file.bytes.clone(), file.name.clone());
    (value, vec![upload])
}

/// Makes the call; the bucket is the last answer's.
pub async fn perform(discord: &Discord, app: ApplicationId, call: Call) -> (Done, Bucket) {
    let (result, bucket) = match call {
        Call::Create {
            channel,
            content,
            mention,
        } => {
            let route = Route::ChannelMessages {
                channel_id: ChannelId::new(channel),
            };
            let body = message(&content, mention);
            created(
                discord
                    .once(route, LightMethod::Post, None, Some(&body))
                    .await,
            )
        }
        Call::Edit {
            channel,
            message,
            content,
        } => {
            let route = Route::ChannelMessage {
                channel_id: ChannelId::new(channel),
                message_id: MessageId::new(message),
            };
            let body = EditMessage::new()
                .content(render::text(&content.text))
                .components(render::rows(&content.rows));
            unit(
                discord
                    .once(route, LightMethod::Patch, None, Some(&body))
                    .await,
            )
        }
        Call::ReplaceMention { channel, old, to } => {
            let channel_id = ChannelId::new(channel);
            let mut last = Bucket::default();
            if let Some(old) = old {
                let route = Route::ChannelMessage {
                    channel_id,
                    message_id: MessageId::new(old),
                };
                let (result, bucket) = discord
                    .once(route, LightMethod::Delete, None, None::<&()>)
                    .await;
                match result {
                    Ok(_) => {}
                    Err(e) if e.is_gone() => {}
                    Err(e) => return (done(Err(e)), bucket),
                }
                // A bucket the delete ran dry holds the post (the send layer's limiter).
                last = bucket;
            }
            match to {
                Some((user, content)) => {
                    let route = Route::ChannelMessages { channel_id };
                    let body = message(&content, Some(user));
                    created(
                        discord
                            .once(route, LightMethod::Post, None, Some(&body))
                            .await,
                    )
                }
                None => (Ok(None), last),
            }
        }
        Call::EditReply {
            token,
            target,
            content,
        } => {
            let body = EditInteractionResponse::new()
                .content(render::text(&content.text))
                .components(render::rows(&content.rows));
            let (body, files) = with_file(&body, &content);
            let route = match target {
                Target::Original => Route::WebhookOriginalInteractionResponse {
                    application_id: app,
                    token: &token,
                },
                Target::Followup(message) => Route::WebhookFollowupMessage {
                    application_id: app,
                    token: &token,
                    message_id: MessageId::new(message),
                },
            };
            unit(
                discord
                    .once_with_files(route, LightMethod::Patch, None, Some(&body), files)
                    .await,
            )
        }
        Call::Followup { token, content } => {
            let body = CreateInteractionResponseFollowup::new()
                .content(render::text(&content.text))
                .components(render::rows(&content.rows))
                .ephemeral(true);
            let (body, files) = with_file(&body, &content);
            let route = Route::WebhookFollowupMessages {
                application_id: app,
                token: &token,
            };
            let wait = Some(vec![("wait", "true".to_string())]);
            created(
                discord
                    .once_with_files(route, LightMethod::Post, wait, Some(&body), files)
                    .await,
            )
        }
        Call::DeleteOriginal { token } => {
            let route = Route::WebhookOriginalInteractionResponse {
                application_id: app,
                token: &token,
            };
            unit(
                discord
                    .once(route, LightMethod::Delete, None, None::<&()>)
                    .await,
            )
        }
    };
    (done(result), bucket)
}
