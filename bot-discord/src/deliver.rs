//! Deliveries of the shared layer as Discord calls.
//!
//! - The table: one channel message per table, created once and then edited in place; its id is
//!   remembered in the store (`Front::set_message_ref`) so a restart edits the same message.
//! - A hand: only ever in an ephemeral message, which only an interaction of that player can
//!   create. The player's own press answers with it (a follow-up, or an edit of the hand message
//!   he pressed); later hands edit that message while its token lives (15 minutes).
//! - Say: a new channel message. Alert: ephemeral, to the one who pressed or typed.
//! - YourTurn: a channel message mentioning the player, with the table's "show my hand" button
//!   so that a fresh ephemeral hand is one press away.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use game::table::screen::{Button, Tap};
use game::table::{ChatId, Press, TableId, UserId};
use host::front::{Delivery, Front, Place};
use serenity::builder::EditInteractionResponse;
use serenity::builder::{
    CreateAllowedMentions, CreateInteractionResponseFollowup, CreateMessage, EditMessage,
};
use serenity::http::{LightMethod, Route};
use serenity::model::id::{ApplicationId, ChannelId, MessageId, UserId as DiscordUser};
use storage::Store;

use crate::render;
use crate::send::{Discord, SendError};

/// An interaction token may be used for 15 minutes; stop a little before.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// The interaction being answered, if the deliveries are its consequences.
pub struct Origin {
    pub token: String,
    pub user: UserId,
    /// A slash command (deferred, ephemeral "thinking" answer) or a button press.
    pub slash: bool,
    /// The press came from an ephemeral message (a hand): `@original` is that message.
    pub on_ephemeral: bool,
    /// The slash command's deferred answer has been written.
    pub original_used: bool,
}

/// Where a player's ephemeral hand message can be edited.
#[derive(Clone)]
struct HandMessage {
    token: String,
    /// `None`: the interaction's `@original`.
    message: Option<MessageId>,
    since: Instant,
}

/// The Discord side of the deliveries: what only lives in memory.
pub struct Deliverer {
    pub discord: Discord,
    pub app: ApplicationId,
    hands: HashMap<(UserId, TableId), HandMessage>,
    /// The last turn mention per table, deleted when the next one is posted.
    mentions: HashMap<TableId, (ChannelId, MessageId)>,
}

/// An owed message was sent (or can never be): the store forgets it.
fn settle<S: Store>(front: &mut Front<S>, owed: Option<host::front::Owed>) {
    if let Some(owed) = owed
        && let Err(e) = front.settle(owed)
    {
        eprintln!("bot-discord: could not forget a sent message: {e}");
    }
}

/// `dc:123` -> 123.
pub fn platform_id(id: &str) -> Option<u64> {
    id.strip_prefix("dc:")?.parse().ok()
}

fn channel_of(chat: &ChatId) -> Option<ChannelId> {
    platform_id(&chat.0).map(ChannelId::new)
}

fn message_id(v: &Option<serde_json::Value>) -> Option<MessageId> {
    v.as_ref()?["id"]
        .as_str()?
        .parse::<u64>()
        .ok()
        .map(MessageId::new)
}

impl Deliverer {
    pub fn new(discord: Discord, app: ApplicationId) -> Deliverer {
        Deliverer {
            discord,
            app,
            hands: HashMap::new(),
            mentions: HashMap::new(),
        }
    }

    /// Delivers in order; a failed delivery is logged and the rest still go.
    pub async fn deliver<S: Store>(
        &mut self,
        front: &mut Front<S>,
        deliveries: Vec<Delivery>,
        origin: &mut Option<Origin>,
    ) {
        for d in deliveries {
            let place = match &d {
                Delivery::Table { chat, table, .. } => Some(Place::Table {
                    chat: chat.clone(),
                    table: *table,
                }),
                Delivery::Hand { user, table, .. } => Some(Place::Hand {
                    user: user.clone(),
                    table: *table,
                }),
                _ => None,
            };
            if let Err(e) = self.one(front, d, origin).await {
                eprintln!("bot-discord: delivery failed: {e}");
                // Not shown: the next change shows it again.
                if let Some(place) = place {
                    front.forget(&place);
                }
            }
        }
        if let Some(o) = origin
            && o.slash
            && !o.original_used
        {
            o.original_used = true;
            let route = Route::WebhookOriginalInteractionResponse {
                application_id: self.app,
                token: &o.token,
            };
            if let Err(e) = self
                .discord
                .call(route, LightMethod::Delete, None, None::<&()>)
                .await
            {
                eprintln!("bot-discord: could not remove the deferred answer: {e}");
            }
        }
    }

    async fn one<S: Store>(
        &mut self,
        front: &mut Front<S>,
        d: Delivery,
        origin: &mut Option<Origin>,
    ) -> Result<(), SendError> {
        match d {
            Delivery::Table {
                chat,
                table,
                screen,
            } => {
                let place = Place::Table {
                    chat: chat.clone(),
                    table,
                };
                let (text, rows) = render::screen(&screen);
                let Some(channel) = channel_of(&chat) else {
                    return Ok(());
                };
                if let Some(known) = front
                    .message_ref(&place)
                    .ok()
                    .flatten()
                    .and_then(|m| m.parse::<u64>().ok())
                {
                    let edit = EditMessage::new()
                        .content(text.clone())
                        .components(rows.clone());
                    let route = Route::ChannelMessage {
                        channel_id: channel,
                        message_id: MessageId::new(known),
                    };
                    match self
                        .discord
                        .call(route, LightMethod::Patch, None, Some(&edit))
                        .await
                    {
                        Ok(_) => return Ok(()),
                        Err(e) if e.is_gone() => {} // deleted by someone: post it again
                        Err(e) => return Err(e),
                    }
                }
                let create = CreateMessage::new().content(text).components(rows);
                let route = Route::ChannelMessages {
                    channel_id: channel,
                };
                let answer = self
                    .discord
                    .call(route, LightMethod::Post, None, Some(&create))
                    .await?;
                if let Some(id) = message_id(&answer)
                    && let Err(e) = front.set_message_ref(&place, &id.get().to_string())
                {
                    eprintln!("bot-discord: could not remember the table message: {e}");
                }
                Ok(())
            }
            Delivery::Hand {
                user,
                table,
                screen,
                ..
            } => {
                let key = (user.clone(), table);
                let (text, rows) = render::screen(&screen);
                if let Some(o) = origin.as_mut().filter(|o| o.user == user) {
                    if o.on_ephemeral {
                        let edit = EditInteractionResponse::new()
                            .content(text)
                            .components(rows);
                        let route = Route::WebhookOriginalInteractionResponse {
                            application_id: self.app,
                            token: &o.token,
                        };
                        self.discord
                            .call(route, LightMethod::Patch, None, Some(&edit))
                            .await?;
                        let hand = HandMessage {
                            token: o.token.clone(),
                            message: None,
                            since: Instant::now(),
                        };
                        self.hands.insert(key, hand);
                    } else {
                        let follow = CreateInteractionResponseFollowup::new()
                            .content(text)
                            .components(rows)
                            .ephemeral(true);
                        let route = Route::WebhookFollowupMessages {
                            application_id: self.app,
                            token: &o.token,
                        };
                        let answer = self
                            .discord
                            .call(
                                route,
                                LightMethod::Post,
                                Some(vec![("wait", "true".into())]),
                                Some(&follow),
                            )
                            .await?;
                        let hand = HandMessage {
                            token: o.token.clone(),
                            message: message_id(&answer),
                            since: Instant::now(),
                        };
                        self.hands.insert(key, hand);
                    }
                    return Ok(());
                }
                // Not his interaction: refresh his last hand message while its token lives.
                let Some(hand) = self.hands.get(&key).cloned() else {
                    return Ok(());
                };
                if hand.since.elapsed() > TOKEN_LIFE {
                    self.hands.remove(&key);
                    return Ok(());
                }
                let edit = EditInteractionResponse::new()
                    .content(text)
                    .components(rows);
                let route = match hand.message {
                    None => Route::WebhookOriginalInteractionResponse {
                        application_id: self.app,
                        token: &hand.token,
                    },
                    Some(message_id) => Route::WebhookFollowupMessage {
                        application_id: self.app,
                        token: &hand.token,
                        message_id,
                    },
                };
                if let Err(e) = self
                    .discord
                    .call(route, LightMethod::Patch, None, Some(&edit))
                    .await
                {
                    self.hands.remove(&key);
                    return Err(e);
                }
                Ok(())
            }
            Delivery::Say {
                chat,
                text,
                rows,
                owed,
            } => {
                let Some(channel) = channel_of(&chat) else {
                    settle(front, owed);
                    return Ok(());
                };
                let create = CreateMessage::new()
                    .content(render::text(&text))
                    .components(render::rows(&rows));
                let sent = self
                    .discord
                    .call(
                        Route::ChannelMessages {
                            channel_id: channel,
                        },
                        LightMethod::Post,
                        None,
                        Some(&create),
                    )
                    .await;
                match sent {
                    // Not worth retrying: the channel is gone or closed to the bot.
                    Ok(_) | Err(SendError::Status { .. }) => settle(front, owed),
                    Err(_) => {}
                }
                sent.map(|_| ())
            }
            Delivery::Alert { user, text, owed } => {
                // Discord has no way to write to a user outside his own interaction.
                settle(front, owed);
                let Some(o) = origin.as_mut().filter(|o| o.user == user) else {
                    eprintln!("bot-discord: no way to tell {} privately: {text}", user.0);
                    return Ok(());
                };
                if o.slash && !o.original_used {
                    o.original_used = true;
                    let edit = EditInteractionResponse::new().content(render::text(&text));
                    let route = Route::WebhookOriginalInteractionResponse {
                        application_id: self.app,
                        token: &o.token,
                    };
                    self.discord
                        .call(route, LightMethod::Patch, None, Some(&edit))
                        .await?;
                } else {
                    let follow = CreateInteractionResponseFollowup::new()
                        .content(render::text(&text))
                        .ephemeral(true);
                    let route = Route::WebhookFollowupMessages {
                        application_id: self.app,
                        token: &o.token,
                    };
                    self.discord
                        .call(
                            route,
                            LightMethod::Post,
                            Some(vec![("wait", "true".into())]),
                            Some(&follow),
                        )
                        .await?;
                }
                Ok(())
            }
            Delivery::YourTurn {
                user,
                chat,
                table,
                text,
            } => {
                let (Some(uid), Some(channel)) = (platform_id(&user.0), platform_id(&chat.0))
                else {
                    return Ok(());
                };
                let show_hand: Vec<Button> = front
                    .table_screen(table, crate::clock::now())
                    .into_iter()
                    .flat_map(|s| s.rows.into_iter().flatten())
                    .filter(|b| matches!(&b.tap, Tap::Press(data) if matches!(Press::decode(data), Some(Press::ShowHand { .. }))))
                    .take(1)
                    .collect();
                let create = CreateMessage::new()
                    .content(render::text(&format!("<@{uid}> {text}")))
                    .allowed_mentions(CreateAllowedMentions::new().users([DiscordUser::new(uid)]))
                    .components(render::rows(&[show_hand]));
                let answer = self
                    .discord
                    .call(
                        Route::ChannelMessages {
                            channel_id: ChannelId::new(channel),
                        },
                        LightMethod::Post,
                        None,
                        Some(&create),
                    )
                    .await?;
                if let Some(id) = message_id(&answer)
                    && let Some((c, old)) =
                        self.mentions.insert(table, (ChannelId::new(channel), id))
                {
                    let route = Route::ChannelMessage {
                        channel_id: c,
                        message_id: old,
                    };
                    let _ = self
                        .discord
                        .call(route, LightMethod::Delete, None, None::<&()>)
                        .await;
                }
                Ok(())
            }
        }
    }
}
