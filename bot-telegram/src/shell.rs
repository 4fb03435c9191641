//! The shell proper: reads updates into the front, routes its deliveries to the shared
//! scheduler as Telegram jobs, turns a job into the Bot API call it needs, and settles what
//! Telegram answered (message ids remembered, owed messages forgotten once sent, users the bot
//! cannot write to offered a deep link, a group that became a supergroup followed). No I/O
//! here: the run loop makes the calls this module asks for.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::time::{Duration, Instant};

use game::i18n::{Msg, text};
use game::table::screen::{Button, Screen, Tap};
use game::table::{Millis, Press, TableId, UserId};
use host::HostError;
use host::front::group_input::{GroupAsk, GroupFailed, GroupInput};
use host::front::{Delivery, Front, Owed, Place, Repeats};
use host::schedule::{Done as Outcome, Limits, Next, Pace, Scheduler, Ticket};
use storage::Store;

use crate::api::{Call, Done};
use crate::clock::Now;
use crate::incoming::{Ask, Incoming, Reply, chat_id, tg_id, user_id};
use crate::journal::Journal;
use crate::outbox::{Content, Document, Job, Key, KeyButton, PostKind, Slot, TgChat, pace};

/// A message's content as Telegram shows it: inert buttons answer an empty callback.
pub fn content(text: &str, rows: &[Vec<Button>]) -> Content {
    let rows = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|b| KeyButton {
                    label: b.label.clone(),
                    key: match &b.tap {
                        Tap::Press(data) => Key::Callback(data.clone()),
                        Tap::Link(url) => Key::Url(url.clone()),
                        Tap::Inert => Key::Callback(Press::Inert.encode()),
                    },
                })
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    Content {
        text: text.to_string(),
        rows,
        document: None,
    }
}

fn screen_content(screen: &Screen) -> Content {
    content(&screen.text, &screen.rows)
}

/// A stored message reference: the message id and the fingerprint of what it shows.
fn parse_ref(stored: &str) -> Option<(i32, u64)> {
    let (id, fingerprint) = stored.split_once(':')?;
    Some((id.parse().ok()?, u64::from_str_radix(fingerprint, 16).ok()?))
}

fn place_of(slot: Slot) -> Place {
    match slot {
        Slot::Table { chat, table } => Place::Table {
            chat: chat_id(chat),
            table,
        },
        Slot::Hand { user, table } => Place::Hand {
            user: user_id(user as u64),
            table,
        },
    }
}

/// Invisible marks, one of which ends the first edit of a message after a start (see
/// [`crate::journal`]): four, so that the marks of the last three starts all differ.
const BOOT_MARKS: [char; 4] = ['\u{2063}', '\u{2064}', '\u{2062}', '\u{2061}'];

/// A call ready to make, with the job it performs.
#[derive(Debug)]
pub struct Flight {
    pub ticket: Ticket<TgChat, Slot>,
    pub job: Job,
    pub call: Call,
}

/// What the run loop should do next.
#[derive(Debug)]
pub enum Step {
    /// Make this call.
    Call(Flight),
    /// Nothing may leave before this instant.
    WaitUntil(Instant),
    /// Nothing to send until a call in flight returns or new work comes.
    Idle,
}

/// The answer to a button press, and whom to tell its words privately if it cannot be given
/// (a press relayed from another process: its query may have expired meanwhile).
#[derive(Clone, Debug)]
pub struct PressAnswer {
    /// The `answerCallbackQuery` call.
    pub call: Call,
    /// The presser, for a relayed press whose answer says something.
    pub instead: Option<TgChat>,
}

/// Who sent the update being answered, and how to answer him.
struct Asker {
    user: UserId,
    via: Reply,
    /// The update came through another process ([`Delivery::Relayed`]).
    relayed: bool,
}

/// The bot's state around the front.
pub struct Shell<S: Store> {
    pub front: Front<S>,
    /// What is still to be sent to the chats, and when.
    pub scheduler: Scheduler<TgChat, Slot, Job>,
    /// Answers to button presses, sent at once (never behind chat writes).
    pub answers: Vec<PressAnswer>,
    /// The bot's @username, for deep links and `/cmd@bot` commands.
    pub username: String,
    /// Users known to have a private chat with the bot.
    reachable: BTreeSet<TgChat>,
    /// Users the bot could not write to, with the tables whose hands wait for them.
    unreachable: BTreeSet<(TgChat, TableId)>,
    /// Users word for whom alone could not reach privately (they never started the bot):
    /// it goes to the chat they asked in, until they write to the bot privately.
    unstarted: BTreeSet<TgChat>,
    /// (user, table) pairs already written to when they sat down.
    probed: BTreeSet<(TgChat, TableId)>,
    /// (user, table) pairs already offered the deep link in the table's chat.
    linked: BTreeSet<(TgChat, TableId)>,
    journal: Journal,
    /// The message behind each slot and the fingerprint of what it shows, as stored.
    refs: HashMap<Slot, Option<(i32, u64)>>,
    /// References changed since they were last stored.
    unstored: HashSet<Slot>,
    /// Slots edited since this start (the first edit carries the start's mark).
    edited: HashSet<Slot>,
    /// When this run started: the previous run may have written to a private chat just
    /// before it stopped, so the first write to each waits as if one had been made then.
    started: Instant,
    /// Private chats written to since the start.
    private_seen: HashSet<TgChat>,
    /// The answers given in groups, so that the same one is not repeated.
    repeats: Repeats,
}

impl<S: Store> Shell<S> {
    /// The shell around `front`, started at `now`.
    pub fn new(
        front: Front<S>,
        username: String,
        journal: Journal,
        limits: Limits,
        now: Now,
    ) -> Shell<S> {
        let mut scheduler = Scheduler::new(limits);
        let Now {
            millis: now,
            instant,
        } = now;
        for (chat, at) in journal.recent_sends(now) {
            let ago = Duration::from_millis(now.saturating_sub(at));
            scheduler.sent_before(
                chat,
                pace(chat),
                instant.checked_sub(ago).unwrap_or(instant),
            );
        }
        Shell {
            front,
            scheduler,
            answers: Vec::new(),
            journal,
            username,
            reachable: BTreeSet::new(),
            unreachable: BTreeSet::new(),
            unstarted: BTreeSet::new(),
            probed: BTreeSet::new(),
            linked: BTreeSet::new(),
            refs: HashMap::new(),
            unstored: HashSet::new(),
            edited: HashSet::new(),
            started: instant,
            private_seen: HashSet::new(),
            repeats: Repeats::default(),
        }
    }

    /// After a start: first what is still owed to the chats, in order, then every live
    /// table's message and hands, and the player to move is told again.
    pub fn restore(&mut self, now: Now) {
        match self.front.owed() {
            Ok(owed) => self.route(owed, None, now),
            Err(err) => tracing::warn!("cannot read the owed messages: {err}"),
        }
        for (_, table) in self.front.live_tables() {
            let deliveries = self.front.redraw(table, now.millis);
            self.route(deliveries, None, now);
        }
    }

    /// Handles updates that arrived together as one group (see [`Front::handle_group`]): each
    /// is applied in turn, the group's changes are written with one flush, and only then is
    /// anything they owe the chats routed. `Err`: the group was not stored and nothing of it
    /// is shown (its presses are answered empty, so their buttons stop spinning, but for those
    /// parked for another process, which that one answers); the caller lets Telegram deliver
    /// the updates again. An update that fails on its own (nothing of it staged) is left out.
    /// This is the one place updates enter the front.
    pub fn handle_group(&mut self, inputs: Vec<Incoming>, now: Now) -> Result<(), HostError>
    where
        S: 'static,
    {
        let asked: Vec<GroupInput<'_>> = inputs
            .iter()
            .map(|input| GroupInput {
                key: &input.key,
                from: &input.from,
                ask: match &input.ask {
                    Ask::Typed { text } => GroupAsk::Typed {
                        text,
                        bot: Some(&self.username),
                    },
                    Ask::Pressed { data, .. } => GroupAsk::Pressed { data },
                    Ask::Migrated { to } => GroupAsk::MovedTo { chat: chat_id(*to) },
                },
            })
            .collect();
        let handled = match self.front.handle_group(&asked, now.millis) {
            Ok(handled) => handled,
            Err(GroupFailed { error, parked }) => {
                // A parked press is its holder's to answer (with what it shows).
                for (input, parked) in inputs.iter().zip(parked) {
                    if !parked {
                        self.unanswered(input);
                    }
                }
                return Err(error);
            }
        };
        for (input, handled) in inputs.into_iter().zip(handled) {
            let Some(deliveries) = handled else {
                self.unanswered(&input);
                continue;
            };
            if input.from.private {
                self.now_reachable(input.user, now);
            }
            if let Ask::Migrated { to } = input.ask {
                self.follow_migration(input.chat, to, now.instant);
            }
            self.route(deliveries, Some(&input), now);
        }
        Ok(())
    }

    /// Nothing of this update is shown; a press is still answered, so its button stops spinning.
    fn unanswered(&mut self, incoming: &Incoming) {
        if let Ask::Pressed { callback, .. } = &incoming.ask {
            self.answers.push(PressAnswer {
                call: Call::Answer {
                    callback: callback.clone(),
                    text: None,
                },
                instead: None,
            });
        }
    }

    /// Fires the clocks due at `now`.
    pub fn tick(&mut self, now: Now) -> Result<(), HostError> {
        let deliveries = self.front.tick(now.millis)?;
        self.route(deliveries, None, now);
        Ok(())
    }

    /// The first write of this run to a private chat keeps its pace with the previous run's.
    fn prime(&mut self, chat: TgChat, at: Instant) {
        let early = at.saturating_duration_since(self.started) < Pace::TELEGRAM_PRIVATE.window * 2;
        if chat > 0 && early && self.private_seen.insert(chat) {
            self.scheduler.sent_before(chat, pace(chat), self.started);
        }
    }

    /// Wants `slot`'s message to show `content` (`bring_down`: posted anew at the bottom of its
    /// chat), asked at `at`.
    fn place(&mut self, slot: Slot, content: Content, bring_down: bool, at: Instant) {
        self.prime(slot.chat(), at);
        let job = Job::Place {
            slot,
            content,
            bring_down,
        };
        self.scheduler
            .place(slot.chat(), pace(slot.chat()), slot, job, at);
    }

    /// Posts `content` as a new message in `chat`, asked at `at`.
    fn post(
        &mut self,
        chat: TgChat,
        content: Content,
        kind: PostKind,
        owed: Option<Owed>,
        at: Instant,
    ) {
        self.prime(chat, at);
        let job = Job::Post {
            chat,
            content,
            kind,
            owed,
        };
        self.scheduler.post(chat, pace(chat), job, at);
    }

    /// Turns deliveries into jobs, at `now`. `cause` is the update they answer, if any.
    fn route(&mut self, deliveries: Vec<Delivery>, cause: Option<&Incoming>, now: Now) {
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
        let mut tables: BTreeSet<TableId> = BTreeSet::new();
        for delivery in deliveries {
            match delivery {
                Delivery::Table {
                    chat,
                    table,
                    screen,
                } => {
                    let Some(chat) = tg_id(&chat.0) else { continue };
                    tables.insert(table);
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
                Delivery::YourTurn { user, table, .. } => {
                    // His hand, posted anew at the bottom of his chat: the one notification.
                    let Some(id) = tg_id(&user.0) else { continue };
                    if self.unreachable.contains(&(id, table)) {
                        continue;
                    }
                    if let Some(screen) = self.front.hand_screen(table, &user, now.millis) {
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
        for table in tables {
            self.probe_players(table, now.instant);
        }
    }

    /// Posts `text` in this user's private chat (the words of a press that could not be
    /// answered), asked at `at`.
    pub fn tell(&mut self, user: TgChat, text: &str, at: Instant) {
        self.post(user, content(text, &[]), PostKind::Say, None, at);
    }

    /// Posts word for this user alone where [`Shell::privately`] says.
    fn private(
        &mut self,
        user: &UserId,
        asked_in: &game::table::ChatId,
        content: Content,
        at: Instant,
    ) {
        if let Some((to, kind)) = self.privately(user, asked_in) {
            self.post(to, content, kind, None, at);
        }
    }

    /// Where word for this user alone goes, and how: his private chat once he is known to
    /// have started the bot; the chat he asked in once he is known not to have; otherwise
    /// his private chat, and the chat he asked in if that cannot reach him (this process may
    /// not know him yet: a restart, or another process saw his private chat).
    fn privately(
        &self,
        user: &UserId,
        asked_in: &game::table::ChatId,
    ) -> Option<(TgChat, PostKind)> {
        let (uid, chat) = (tg_id(&user.0)?, tg_id(&asked_in.0)?);
        Some(if uid == chat || self.reachable.contains(&uid) {
            (uid, PostKind::Say)
        } else if self.unstarted.contains(&uid) {
            (chat, PostKind::Say)
        } else {
            (
                uid,
                PostKind::Personal {
                    user: uid,
                    instead: chat,
                },
            )
        })
    }

    /// Writes privately to each seated player the bot has not reached yet, so that one who
    /// never started the bot is offered the deep link as soon as he sits down.
    fn probe_players(&mut self, table: TableId, at: Instant) {
        let service = self.front.durable().service();
        let Some(record) = service.tables.get(&table) else {
            return;
        };
        if record.status != game::table::Status::Gathering {
            return;
        }
        let users: Vec<UserId> = record.seats.iter().filter_map(|s| s.user.clone()).collect();
        let mut probes = Vec::new();
        for user in users {
            let Some(id) = tg_id(&user.0) else { continue };
            if self.reachable.contains(&id) || !self.probed.insert((id, table)) {
                continue;
            }
            let lang = service.lang_for(Some(&user), None);
            probes.push((id, text(lang, &Msg::HandComing { id: table })));
        }
        for (id, words) in probes {
            let kind = PostKind::Probe { user: id, table };
            self.post(id, content(&words, &[]), kind, None, at);
        }
    }

    /// The user wrote to the bot privately: hands waiting for him go out now.
    fn now_reachable(&mut self, user: TgChat, now: Now) {
        self.reachable.insert(user);
        self.unstarted.remove(&user);
        let waiting: Vec<TableId> = self
            .unreachable
            .iter()
            .filter(|(u, _)| *u == user)
            .map(|(_, t)| *t)
            .collect();
        for table in waiting {
            self.unreachable.remove(&(user, table));
            let hand = self
                .front
                .hand_screen(table, &user_id(user as u64), now.millis);
            if let Some(screen) = hand {
                let slot = Slot::Hand { user, table };
                self.place(slot, screen_content(&screen), true, now.instant);
            }
        }
    }

    /// The message behind a slot, as last stored.
    fn message_of(&mut self, slot: Slot) -> Option<(i32, u64)> {
        if let Some(known) = self.refs.get(&slot) {
            return *known;
        }
        let stored = self.front.message_ref(&place_of(slot)).ok().flatten();
        let known = stored.as_deref().and_then(parse_ref);
        self.refs.insert(slot, known);
        known
    }

    fn remember(&mut self, slot: Slot, message: Option<(i32, u64)>) {
        self.refs.insert(slot, message);
        self.unstored.insert(slot);
    }

    /// Stores the message references that changed, in one commit.
    pub fn store_refs(&mut self) {
        if self.unstored.is_empty() {
            return;
        }
        let refs: Vec<(Place, String)> = self
            .unstored
            .drain()
            .map(|slot| {
                let stored = self
                    .refs
                    .get(&slot)
                    .copied()
                    .flatten()
                    .map_or_else(String::new, |(m, f)| format!("{m}:{f:x}"));
                (place_of(slot), stored)
            })
            .collect();
        if let Err(err) = self.front.set_message_refs(&refs) {
            tracing::warn!("cannot store {} message references: {err}", refs.len());
        }
    }

    /// The next call to make, or when to ask again. Jobs that need no call (the message
    /// already shows this content) are settled on the way.
    pub fn next_call(&mut self, now: Instant) -> Step {
        loop {
            match self.scheduler.next(now) {
                Next::Ready(ticket, job) => match self.call_for(&job) {
                    Some(call) => return Step::Call(Flight { ticket, job, call }),
                    None => self.scheduler.done(ticket, Outcome::Sent, now),
                },
                Next::WaitUntil(at) => return Step::WaitUntil(at),
                Next::Idle => return Step::Idle,
            }
        }
    }

    /// The call for a job, or `None` when nothing needs sending.
    fn call_for(&mut self, job: &Job) -> Option<Call> {
        match job {
            Job::Place {
                slot,
                content,
                bring_down,
            } => {
                let chat = slot.chat();
                let wanted = content.fingerprint();
                match self.message_of(*slot) {
                    Some((old, _)) if *bring_down => Some(Call::Repost {
                        chat,
                        content: content.clone(),
                        old,
                    }),
                    Some((_, shown)) if shown == wanted => None,
                    Some((message, _)) => {
                        let mut content = content.clone();
                        if self.edited.insert(*slot) {
                            let boot = self.journal.boot() as usize;
                            content.text.push(BOOT_MARKS[boot % BOOT_MARKS.len()]);
                        }
                        Some(Call::Edit {
                            chat,
                            message,
                            content,
                        })
                    }
                    None => Some(Call::Send {
                        chat,
                        content: content.clone(),
                    }),
                }
            }
            Job::Post {
                kind: PostKind::Probe { user, .. },
                ..
            } if self.reachable.contains(user) => None,
            Job::Post { chat, content, .. } => Some(Call::Send {
                chat: *chat,
                content: content.clone(),
            }),
            Job::Replace {
                chat,
                message,
                content,
                ..
            } => Some(Call::Edit {
                chat: *chat,
                message: *message,
                content: content.clone(),
            }),
        }
    }

    /// Settles a call's outcome, answered at `now`, telling the scheduler what came of it.
    pub fn settle(&mut self, flight: Flight, done: Done, now: Now) {
        let Flight { ticket, job, .. } = flight;
        let at = now.instant;
        let chat = job.chat();
        if chat < 0 && !matches!(done, Done::Network(_)) {
            self.journal.sent(chat, now.millis);
        }
        let outcome = match done {
            Done::RetryAfter(wait) => {
                host::telemetry::metrics::rate_limited("telegram");
                tracing::warn!(chat, "429: every chat waits {} s", wait.as_secs());
                Outcome::Overloaded { retry_after: wait }
            }
            Done::Network(err) => {
                tracing::warn!(chat, "network: {err}; retrying the call");
                Outcome::Retry {
                    retry_after: Duration::from_secs(1),
                }
            }
            Done::Sent(message) => {
                self.delivered(&job, Some(message));
                Outcome::Sent
            }
            Done::Ok => {
                self.delivered(&job, None);
                Outcome::Sent
            }
            Done::Gone => {
                match job.clone() {
                    Job::Place { slot, content, .. } => {
                        self.remember(slot, None);
                        self.place(slot, content, false, at);
                    }
                    Job::Replace { .. } => self.replace_anew(job.clone(), at),
                    Job::Post { .. } => {}
                }
                Outcome::Sent
            }
            Done::Unreachable => {
                self.unreachable(&job, at);
                Outcome::Sent
            }
            Done::Migrated(to) => {
                self.scheduler.done(ticket, Outcome::Sent, at);
                self.migrated(chat, to, job, now);
                return;
            }
            Done::Failed(err) => {
                // The job's content is not logged: it may be a player's hand.
                let what = match &job {
                    Job::Place { slot, .. } => format!("{slot:?}"),
                    Job::Post { kind, .. } => format!("{kind:?}"),
                    Job::Replace { message, .. } => format!("the edit of message {message}"),
                };
                tracing::warn!(chat, "{what} failed: {err}");
                match &job {
                    Job::Place { slot, .. } => self.front.forget(&place_of(*slot)),
                    Job::Post { owed, .. } => self.settle_owed(*owed),
                    // Not editable after all: what it was to show comes anew.
                    Job::Replace { .. } => self.replace_anew(job.clone(), at),
                }
                Outcome::Sent
            }
        };
        self.scheduler.done(ticket, outcome, at);
        self.journal.flush(false, now.millis);
    }

    fn delivered(&mut self, job: &Job, sent: Option<i32>) {
        match job {
            Job::Place { slot, content, .. } => {
                if let Slot::Hand { user, .. } = slot {
                    self.reachable.insert(*user);
                }
                let message = sent.or_else(|| self.message_of(*slot).map(|(m, _)| m));
                if let Some(message) = message {
                    self.remember(*slot, Some((message, content.fingerprint())));
                }
            }
            Job::Post { kind, owed, .. } => {
                if let PostKind::Probe { user, .. } | PostKind::Personal { user, .. } = kind {
                    self.reachable.insert(*user);
                }
                self.settle_owed(*owed);
            }
            // Edited, or it showed this already ("message is not modified").
            Job::Replace { .. } => {}
        }
    }

    /// The message a [`Job::Replace`] was to edit cannot be: its content is posted anew, where
    /// word for its user alone goes.
    fn replace_anew(&mut self, job: Job, at: Instant) {
        if let Job::Replace {
            content,
            user,
            asked_in,
            ..
        } = job
        {
            self.private(&user_id(user as u64), &chat_id(asked_in), content, at);
        }
    }

    fn settle_owed(&mut self, owed: Option<Owed>) {
        if let Some(owed) = owed
            && let Err(err) = self.front.settle(owed)
        {
            tracing::warn!("cannot forget sent message {owed:?}: {err}");
        }
    }

    /// Telegram says the group `from` is now the supergroup `to` (answering a call).
    fn migrated(&mut self, from: TgChat, to: TgChat, job: Job, now: Now) {
        tracing::info!("group {from} became supergroup {to}");
        match self
            .front
            .move_chat(&chat_id(from), &chat_id(to), now.millis)
        {
            Ok(deliveries) => {
                self.follow_migration(from, to, now.instant);
                self.repost(to, job, now.instant);
                self.route(deliveries, None, now);
            }
            Err(err) => tracing::warn!("cannot move the tables of {from} to {to}: {err}"),
        }
    }

    /// Moves what is still queued for `from` to `to`; the tables' messages start anew there.
    fn follow_migration(&mut self, from: TgChat, to: TgChat, at: Instant) {
        for (_, job) in self.scheduler.drain(&from) {
            self.repost(to, job, at);
        }
    }

    /// A job meant for a group that became the supergroup `to`, posted there: a message to
    /// post as it was, a menu to edit as a new message (the old group's message cannot be
    /// edited through the new id); a table's message starts anew there anyway.
    fn repost(&mut self, to: TgChat, job: Job, at: Instant) {
        match job {
            Job::Post {
                content,
                kind,
                owed,
                ..
            } => self.post(to, content, kind, owed, at),
            Job::Replace { content, .. } => self.post(to, content, PostKind::Say, None, at),
            Job::Place { .. } => {}
        }
    }

    /// A private message could not reach its user: he never started the bot (or blocked it).
    fn unreachable(&mut self, job: &Job, at: Instant) {
        let (user, table) = match job {
            Job::Place {
                slot: Slot::Hand { user, table },
                ..
            } => {
                self.front.forget(&place_of(Slot::Hand {
                    user: *user,
                    table: *table,
                }));
                (*user, *table)
            }
            Job::Post {
                kind: PostKind::Probe { user, table },
                ..
            } => (*user, *table),
            Job::Post {
                kind: PostKind::Personal { user, instead },
                content,
                owed,
                ..
            } => {
                // He never started the bot: his word goes where he asked.
                self.reachable.remove(user);
                self.unstarted.insert(*user);
                self.post(*instead, content.clone(), PostKind::Say, *owed, at);
                return;
            }
            Job::Post { owed, .. } => {
                self.settle_owed(*owed);
                return;
            }
            _ => return,
        };
        self.reachable.remove(&user);
        self.unreachable.insert((user, table));
        if !self.linked.insert((user, table)) {
            return;
        }
        let service = self.front.durable().service();
        let Some(record) = service.tables.get(&table) else {
            return;
        };
        let Some(chat) = tg_id(&record.chat.0) else {
            return;
        };
        let uid = user_id(user as u64);
        let name = service
            .users
            .get(&uid)
            .map_or_else(|| user.to_string(), |u| u.name.clone());
        let lang = service.lang_for(None, Some(&record.chat));
        let link = format!("https://t.me/{}?start={table}", self.username);
        let button = Button::link(text(lang, &Msg::BtnGetCards), link);
        let words = text(lang, &Msg::OpenPrivateChat { user: &name });
        self.post(
            chat,
            content(&words, &[vec![button]]),
            PostKind::Say,
            None,
            at,
        );
    }

    /// Writes what the journal still holds (at shutdown, `now`).
    pub fn finish(&mut self, now: Millis) {
        self.store_refs();
        self.journal.flush(true, now);
    }
}
