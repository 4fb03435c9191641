//! Deliveries → jobs: each of the front's deliveries becomes the job of the scheduler that
//! shows it on Telegram (a table's message, a hand, a post, a menu edited in place), and the
//! words for the asker of a press go into its answer.

use game::table::{TableId, UserId};
use host::front::Delivery;
use storage::Store;

use super::{Asker, PressAnswer, Shell};
use crate::api::Call;
use crate::incoming::{Incoming, Reply, chat_id, tg_id};
use crate::outbox::{Content, Document, Job, PostKind, Slot, pace};
use crate::render::{content, screen_content};
use host::clock::Now;

impl<S: Store> Shell<S> {
    /// Turns deliveries into jobs, at `now`. `cause` is the update they answer, if any.
    pub(super) fn route(&mut self, deliveries: Vec<Delivery>, cause: Option<&Incoming>, now: Now) {
        let asker = cause.and_then(|c| {
            Some(Asker {
                user: c.from.user.clone(),
                via: c.reply()?,
                relayed: false,
            })
        });
        self.route_answering(deliveries, asker, now);
    }

    /// [`Shell::route`], the words for the asker (if any) going into his press's answer, or
    /// where his command was typed.
    fn route_answering(&mut self, deliveries: Vec<Delivery>, asker: Option<Asker>, now: Now) {
        let mut alert: Vec<String> = Vec::new();
        // The press waits for its chat's holder, which answers it.
        let mut parked = false;
        // Probes go out last, table by table, each player once.
        let mut probes: Vec<(TableId, UserId, String)> = Vec::new();
        for delivery in deliveries {
            match delivery {
                Delivery::Table {
                    chat,
                    table,
                    screen,
                    probes: seated,
                    ..
                } => {
                    let Some(chat) = tg_id(&chat.0) else { continue };
                    probes.extend(seated.into_iter().map(|p| (table, p.user, p.text)));
                    self.place(
                        Slot::Table { chat, table },
                        screen_content(&screen),
                        false,
                        now.instant,
                    );
                }
                Delivery::Hand {
                    user,
                    table,
                    screen,
                    asked,
                } => {
                    let Some(user) = tg_id(&user.0) else { continue };
                    if self.unreachable.contains(&(user, table)) {
                        continue;
                    }
                    self.place(
                        Slot::Hand { user, table },
                        screen_content(&screen),
                        asked,
                        now.instant,
                    );
                }
                Delivery::Say {
                    chat,
                    text,
                    rows,
                    owed,
                } => match tg_id(&chat.0) {
                    Some(chat) => self.post(
                        chat,
                        content(&text, &rows),
                        PostKind::Say,
                        owed,
                        now.instant,
                    ),
                    None => self.settle_owed(owed),
                },
                Delivery::Alert { user, text, owed } => {
                    let to_asker = asker.as_ref().filter(|a| a.user == user && owed.is_none());
                    match to_asker.map(|a| &a.via) {
                        Some(Reply::Pressed { .. }) => alert.push(text),
                        Some(&Reply::Typed { chat, private }) => {
                            // The answer to a typed command: in the chat it was typed in, where
                            // the same answer to him is not repeated within a minute.
                            if private
                                || self
                                    .repeats
                                    .first_time(&user, &chat_id(chat), &text, now.millis)
                            {
                                self.post(
                                    chat,
                                    content(&text, &[]),
                                    PostKind::Say,
                                    None,
                                    now.instant,
                                );
                            }
                        }
                        None => match tg_id(&user.0) {
                            Some(user) => {
                                let words = content(&text, &[]);
                                self.post(user, words, PostKind::Say, owed, now.instant)
                            }
                            None => self.settle_owed(owed),
                        },
                    }
                }
                Delivery::Private {
                    user,
                    chat,
                    text,
                    rows,
                } => self.private(&user, &chat, content(&text, &rows), now.instant),
                Delivery::Replace {
                    user,
                    chat,
                    text,
                    rows,
                } => {
                    let pressed = asker.as_ref().and_then(|a| match a.via {
                        Reply::Pressed { message, .. } if a.user == user => message,
                        _ => None,
                    });
                    let shown = content(&text, &rows);
                    match (pressed, tg_id(&user.0), tg_id(&chat.0)) {
                        (Some((at, message)), Some(uid), Some(asked_in)) => {
                            self.prime(at, now.instant);
                            let job = Job::Replace {
                                chat: at,
                                message,
                                content: shown,
                                user: uid,
                                asked_in,
                            };
                            self.scheduler.post(at, pace(at), job, now.instant);
                        }
                        // No message to edit (Telegram sent it inaccessible, too old; or a
                        // handle relayed by an older program does not name it): shown anew.
                        _ => self.private(&user, &chat, shown, now.instant),
                    }
                }
                Delivery::File {
                    user,
                    chat,
                    name,
                    caption,
                    bytes,
                } => {
                    if let Some((to, kind)) = self.privately(&user, &chat) {
                        let file = Content {
                            document: Some(Box::new(Document { name, bytes })),
                            ..content(&caption, &[])
                        };
                        self.post(to, file, kind, None, now.instant);
                    }
                }
                Delivery::Answer { chat, text, .. } => {
                    if let Some(chat) = tg_id(&chat.0) {
                        self.post(chat, content(&text, &[]), PostKind::Say, None, now.instant);
                    }
                }
                Delivery::Whisper { user, text } => match &asker {
                    Some(Asker {
                        user: asker,
                        via: Reply::Pressed { .. },
                        ..
                    }) if *asker == user => alert.push(text),
                    _ => {
                        if let Some(user) = tg_id(&user.0) {
                            let words = content(&text, &[]);
                            self.post(user, words, PostKind::Say, None, now.instant);
                        }
                    }
                },
                Delivery::YourTurn {
                    user, table, hand, ..
                } => {
                    // His hand, posted anew at the bottom of his chat: the one notification.
                    let Some(id) = tg_id(&user.0) else { continue };
                    if self.unreachable.contains(&(id, table)) {
                        continue;
                    }
                    if let Some(screen) = hand {
                        self.place(
                            Slot::Hand { user: id, table },
                            screen_content(&screen),
                            true,
                            now.instant,
                        );
                    }
                }
                Delivery::Parked => parked = true,
                Delivery::Relayed {
                    user,
                    reply,
                    deliveries,
                } => {
                    let asker = Reply::decode(&reply).map(|via| Asker {
                        user,
                        via,
                        relayed: true,
                    });
                    self.route_answering(deliveries, asker, now);
                }
            }
        }
        if let Some(Asker {
            user,
            via: Reply::Pressed { callback, .. },
            relayed,
        }) = asker.filter(|_| !parked)
        {
            let answer = (!alert.is_empty()).then(|| alert.join("\n"));
            let instead = if relayed && answer.is_some() {
                tg_id(&user.0)
            } else {
                None
            };
            self.answers.push(PressAnswer {
                call: Call::Answer {
                    callback,
                    text: answer,
                },
                instead,
            });
        }
        probes.sort_by_key(|(table, ..)| *table);
        for (table, user, text) in probes {
            self.probe(&user, table, &text, now.instant);
        }
    }
}
