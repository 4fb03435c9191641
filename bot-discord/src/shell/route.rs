//! Deliveries → jobs: each of the front's deliveries becomes the job of the scheduler that
//! shows it on Discord: the table's channel message, the turn mention, and whatever is for one
//! user alone as an ephemeral answer through his interaction's token.

use std::time::Instant;

use game::table::{TableId, UserId};
use host::front::Delivery;
use storage::Store;

use super::{Ack, Origin, Shell, content, platform_id};
use crate::outbox::{Attachment, Content, How, Job, Lane, Slot};
use host::clock::Now;

impl<S: Store> Shell<S> {
    /// Turns deliveries that answer no interaction (the web table's) into jobs, at `now`.
    pub fn show(&mut self, deliveries: Vec<Delivery>, now: Now) {
        self.route(deliveries, None, now);
    }

    /// Turns deliveries into jobs, at `now`. `origin` is the interaction they answer, if any.
    pub(super) fn route(
        &mut self,
        deliveries: Vec<Delivery>,
        mut origin: Option<&mut Origin>,
        now: Now,
    ) {
        for delivery in deliveries {
            match delivery {
                Delivery::Table {
                    chat,
                    table,
                    screen,
                    playing,
                    // Discord answers every player through his interactions: no probes.
                    ..
                } => {
                    let Some(channel) = platform_id(&chat.0) else {
                        continue;
                    };
                    let job = Job::Table {
                        channel,
                        table,
                        content: content(&screen),
                    };
                    self.place(Lane::Channel(channel), Slot::Table(table), job, now.instant);
                    if !playing {
                        self.clear_mention(channel, table, now.instant);
                    }
                }
                Delivery::Hand {
                    user,
                    table,
                    screen,
                    ..
                } => {
                    let Some(uid) = platform_id(&user.0) else {
                        continue;
                    };
                    match origin.as_deref_mut().filter(|o| o.user == user) {
                        Some(o) => {
                            let how = if o.on_ephemeral {
                                How::EditOriginal
                            } else if o.slash && !o.original_used {
                                o.original_used = true;
                                How::EditOriginal
                            } else {
                                How::Followup
                            };
                            let o = o.clone();
                            self.reply(&o, how, content(&screen), Some(table), now);
                        }
                        None if self.hands.contains_key(&(uid, table)) => {
                            let job = Job::Hand {
                                user: uid,
                                table,
                                content: content(&screen),
                            };
                            self.place(Lane::User(uid), Slot::Hand(table), job, now.instant);
                        }
                        None => {}
                    }
                }
                Delivery::Say {
                    chat,
                    text,
                    rows,
                    owed,
                } => match platform_id(&chat.0) {
                    Some(channel) => {
                        let job = Job::Say {
                            channel,
                            content: Content::words(text, rows),
                            owed,
                        };
                        self.post(Lane::Channel(channel), job, now.instant);
                    }
                    None => self.settle_owed(owed),
                },
                Delivery::Alert { user, text, owed } => {
                    self.settle_owed(owed);
                    let words = Content::words(text, Vec::new());
                    self.tell(&user, words, origin.as_deref_mut(), now);
                }
                // A whisper, or word for him alone, is what an answer to his own interaction
                // already is: ephemeral.
                Delivery::Whisper { user, text } => {
                    let words = Content::words(text, Vec::new());
                    self.tell(&user, words, origin.as_deref_mut(), now);
                }
                Delivery::Private {
                    user, text, rows, ..
                } => self.tell(
                    &user,
                    Content::words(text, rows),
                    origin.as_deref_mut(),
                    now,
                ),
                Delivery::Replace {
                    user, text, rows, ..
                } => self.replace(
                    &user,
                    Content::words(text, rows),
                    origin.as_deref_mut(),
                    now,
                ),
                Delivery::File {
                    user,
                    name,
                    caption,
                    bytes,
                    ..
                } => {
                    let file = Content {
                        file: Some(Attachment { name, bytes }),
                        ..Content::words(caption, Vec::new())
                    };
                    self.tell(&user, file, origin.as_deref_mut(), now);
                }
                Delivery::Answer { user, text, .. } => {
                    let words = Content::words(text, Vec::new());
                    self.tell(&user, words, origin.as_deref_mut(), now);
                }
                Delivery::YourTurn {
                    user,
                    chat,
                    table,
                    text,
                    show_hand,
                    ..
                } => {
                    let (Some(uid), Some(channel)) = (platform_id(&user.0), platform_id(&chat.0))
                    else {
                        continue;
                    };
                    let job = Job::Mention {
                        channel,
                        table,
                        to: Some((uid, Content::words(text, vec![show_hand]))),
                    };
                    self.place(
                        Lane::Channel(channel),
                        Slot::Mention(table),
                        job,
                        now.instant,
                    );
                }
                Delivery::Parked => {
                    // The chat's holder writes the command's deferred answer: keep it.
                    if let Some(o) = origin.as_deref_mut() {
                        o.original_used = true;
                    }
                }
                Delivery::Relayed {
                    user,
                    reply,
                    deliveries,
                } => match Origin::from_reply(user, &reply) {
                    Some(relayed) if relayed.expired(now.millis) => {
                        // Handled too late to answer him: what was his alone is lost.
                        tracing::warn!("a relayed interaction's token expired before its answer");
                        self.route(deliveries, None, now);
                    }
                    Some(mut relayed) => {
                        self.acks
                            .entry(relayed.token.clone())
                            .or_insert((Ack::Elsewhere, now.instant));
                        self.route(deliveries, Some(&mut relayed), now);
                    }
                    None => self.route(deliveries, None, now),
                },
            }
        }
        if let Some(o) = origin
            && o.slash
            && !o.original_used
        {
            // Nothing replaced the command's "thinking…": remove it.
            o.original_used = true;
            let o = o.clone();
            self.reply(
                &o,
                How::DeleteOriginal,
                Content::words(String::new(), Vec::new()),
                None,
                now,
            );
        }
    }

    pub(super) fn clear_mention(&mut self, channel: u64, table: TableId, at: Instant) {
        let job = Job::Mention {
            channel,
            table,
            to: None,
        };
        self.place(Lane::Channel(channel), Slot::Mention(table), job, at);
    }

    fn reply(
        &mut self,
        origin: &Origin,
        how: How,
        content: Content,
        hand: Option<TableId>,
        now: Now,
    ) {
        let Some(user) = platform_id(&origin.user.0) else {
            return;
        };
        if let Some(table) = hand {
            // This answer carries his newest hand: an older edit still queued must not follow.
            self.scheduler.cancel(&Lane::User(user), &Slot::Hand(table));
        }
        let job = Job::Reply {
            user,
            token: origin.token.clone(),
            how,
            content,
            hand,
            asked: origin.received(now),
        };
        self.post(Lane::User(user), job, now.instant);
    }

    /// Tells a user something only he sees: an ephemeral answer to his own interaction
    /// (Discord has no way to write to a user outside it).
    fn tell(&mut self, user: &UserId, words: Content, origin: Option<&mut Origin>, now: Now) {
        match origin.filter(|o| o.user == *user) {
            Some(o) => {
                let how = if o.slash && !o.original_used {
                    o.original_used = true;
                    How::EditOriginal
                } else {
                    How::Followup
                };
                let o = o.clone();
                self.reply(&o, how, words, None, now);
            }
            // Not the words: they were meant for him alone.
            None => tracing::warn!(user = %user.0, "no way to tell a user privately"),
        }
    }

    /// Shows `words` in place of the ephemeral message whose button this user pressed: his
    /// press was acknowledged as a deferred update (type 6), so its `@original` is that
    /// message. Anything else (a command, a press on a message all see) gets them as
    /// [`Shell::tell`] does.
    fn replace(&mut self, user: &UserId, words: Content, origin: Option<&mut Origin>, now: Now) {
        match origin {
            Some(o) if o.user == *user && !o.slash && o.on_ephemeral => {
                let o = o.clone();
                self.reply(&o, How::EditOriginal, words, None, now);
            }
            other => self.tell(user, words, other, now),
        }
    }
}
