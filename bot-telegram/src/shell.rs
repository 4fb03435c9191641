//! The shell proper: reads updates into the front, routes its deliveries into the outbox, and
//! settles what Telegram answered (message ids remembered, users the bot cannot write to
//! offered a deep link). No I/O here: the run loop makes the calls this module asks for.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use game::i18n::{Msg, text};
use game::table::screen::{Button, Screen, Tap};
use game::table::{Millis, Press, TableId, UserId};
use host::HostError;
use host::front::{Delivery, Front, Place};
use storage::Store;

use crate::api::{Call, Done};
use crate::incoming::{Ask, Incoming, chat_id, tg_id, user_id};
use crate::journal::{InFlight, Journal};
use crate::log;
use crate::outbox::{Content, Job, Key, KeyButton, Outbox, PostKind, Slot, TgChat};

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

/// Appended to a screen to tell it apart from itself: after a crash during an edit the bot
/// cannot know which of two contents a message shows, so it first edits to this variant
/// (certainly a change) and then to the screen.
const VARIANT_MARK: char = '\u{2063}';

/// A call ready to make, with what it is for.
#[derive(Debug)]
pub struct Flight {
    pub job: Job,
    pub call: Call,
}

/// The bot's state around the front.
pub struct Shell<S: Store> {
    pub front: Front<S>,
    pub outbox: Outbox,
    /// The bot's @username, for deep links and `/cmd@bot` commands.
    pub username: String,
    /// Users known to have a private chat with the bot.
    reachable: BTreeSet<TgChat>,
    /// Users the bot could not write to, with the tables whose hands wait for them.
    unreachable: BTreeSet<(TgChat, TableId)>,
    /// (user, table) pairs already written to when they sat down.
    probed: BTreeSet<(TgChat, TableId)>,
    /// (user, table) pairs already offered the deep link in the table's chat.
    linked: BTreeSet<(TgChat, TableId)>,
    journal: Journal,
    /// The edit in flight when the bot last stopped, until its slot is shown again.
    interrupted: Option<InFlight>,
}

/// Milliseconds since the Unix epoch.
pub fn now_millis() -> Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

impl<S: Store> Shell<S> {
    pub fn new(front: Front<S>, username: String, journal: Journal) -> Shell<S> {
        let mut outbox = Outbox::new();
        let (now, instant) = (now_millis(), Instant::now());
        for (chat, at) in journal.recent_sends(now) {
            let ago = Duration::from_millis(now - at);
            outbox.sent(Some(chat), instant.checked_sub(ago).unwrap_or(instant));
        }
        Shell {
            front,
            outbox,
            interrupted: journal.interrupted(),
            journal,
            username,
            reachable: BTreeSet::new(),
            unreachable: BTreeSet::new(),
            probed: BTreeSet::new(),
            linked: BTreeSet::new(),
        }
    }

    /// Shows every live table again after a start: its message and every hand.
    pub fn restore(&mut self, now: Millis) {
        for (_, table) in self.front.live_tables() {
            let deliveries = self.front.redraw(table, now);
            self.route(deliveries, None);
        }
    }

    /// Handles one update. The front commits its changes before answering.
    pub fn handle(&mut self, incoming: Incoming, now: Millis) -> Result<(), HostError> {
        if incoming.from.private {
            self.now_reachable(incoming.user, now);
        }
        let result = match &incoming.ask {
            Ask::Typed { text } => self.front.command(
                &incoming.key,
                now,
                &incoming.from,
                text,
                Some(&self.username),
            ),
            Ask::Pressed { data, .. } => self.front.press(&incoming.key, now, &incoming.from, data),
        };
        let deliveries = match result {
            Ok(deliveries) => deliveries,
            Err(err) => {
                // Nothing was committed; still answer the press so the button stops spinning.
                if let Ask::Pressed { callback, .. } = &incoming.ask {
                    self.outbox.answer(callback.clone(), None);
                }
                return Err(err);
            }
        };
        self.route(deliveries, Some(&incoming));
        Ok(())
    }

    /// Fires the clocks due at `now`.
    pub fn tick(&mut self, now: Millis) -> Result<(), HostError> {
        let deliveries = self.front.tick(now)?;
        self.route(deliveries, None);
        Ok(())
    }

    /// How long until the next clock is due (`None`: no clock runs).
    pub fn until_deadline(&self, now: Millis) -> Option<Duration> {
        self.front
            .next_deadline()
            .map(|at| Duration::from_millis(at.saturating_sub(now)))
    }

    /// Turns deliveries into outbox jobs. `cause` is the update they answer, if any.
    fn route(&mut self, deliveries: Vec<Delivery>, cause: Option<&Incoming>) {
        let presser = cause.and_then(|c| match &c.ask {
            Ask::Pressed { callback, .. } => Some((c.from.user.clone(), callback.clone())),
            Ask::Typed { .. } => None,
        });
        let mut alert: Vec<String> = Vec::new();
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
                    self.outbox
                        .place(Slot::Table { chat, table }, screen_content(&screen));
                }
                Delivery::Hand {
                    user,
                    table,
                    screen,
                } => {
                    let Some(user) = tg_id(&user.0) else { continue };
                    if self.unreachable.contains(&(user, table)) {
                        continue;
                    }
                    self.outbox
                        .place(Slot::Hand { user, table }, screen_content(&screen));
                }
                Delivery::Say { chat, text, rows } => {
                    let Some(chat) = tg_id(&chat.0) else { continue };
                    self.outbox.post(chat, content(&text, &rows), PostKind::Say);
                }
                Delivery::Alert { user, text } => {
                    match (&presser, cause) {
                        (Some((presser, _)), _) if *presser == user => alert.push(text),
                        (None, Some(c)) if c.from.user == user => {
                            // The answer to a typed command: in the chat it was typed in.
                            self.outbox.post(c.chat, content(&text, &[]), PostKind::Say);
                        }
                        _ => {
                            if let Some(user) = tg_id(&user.0) {
                                self.outbox.post(user, content(&text, &[]), PostKind::Say);
                            }
                        }
                    }
                }
                Delivery::YourTurn { user, text, .. } => {
                    if let Some(user) = tg_id(&user.0) {
                        self.outbox
                            .post(user, content(&text, &[]), PostKind::YourTurn);
                    }
                }
            }
        }
        if let Some((_, callback)) = presser {
            let answer = (!alert.is_empty()).then(|| alert.join("\n"));
            self.outbox.answer(callback, answer);
        }
        for table in tables {
            self.probe_players(table);
        }
    }

    /// Writes privately to each seated player the bot has not reached yet, so that one who
    /// never started the bot is offered the deep link as soon as he sits down.
    fn probe_players(&mut self, table: TableId) {
        let service = self.front.durable().service();
        let Some(record) = service.tables.get(&table) else {
            return;
        };
        if record.status != game::table::Status::Gathering {
            return;
        }
        let users: Vec<UserId> = record.seats.iter().filter_map(|s| s.user.clone()).collect();
        for user in users {
            let Some(id) = tg_id(&user.0) else { continue };
            if self.reachable.contains(&id) || !self.probed.insert((id, table)) {
                continue;
            }
            let lang = service.lang_for(Some(&user), None);
            let words = text(lang, &Msg::HandComing { id: table });
            self.outbox.post(
                id,
                content(&words, &[]),
                PostKind::Probe { user: id, table },
            );
        }
    }

    /// The user wrote to the bot privately: hands waiting for him go out now.
    fn now_reachable(&mut self, user: TgChat, now: Millis) {
        self.reachable.insert(user);
        let waiting: Vec<TableId> = self
            .unreachable
            .iter()
            .filter(|(u, _)| *u == user)
            .map(|(_, t)| *t)
            .collect();
        for table in waiting {
            self.unreachable.remove(&(user, table));
            if let Some(screen) = self.front.hand_screen(table, &user_id(user as u64), now) {
                self.outbox
                    .place(Slot::Hand { user, table }, screen_content(&screen));
            }
        }
    }

    /// The call for a job, or `None` when nothing needs sending (the message already shows
    /// this content).
    pub fn prepare(&mut self, job: Job) -> Option<Flight> {
        let call = match &job {
            Job::Place(slot, content) => {
                let stored = self.front.message_ref(&place_of(*slot)).ok().flatten();
                let wanted = content.fingerprint();
                let interrupted = self.interrupted.filter(|i| i.slot == *slot);
                if interrupted.is_some() {
                    self.interrupted = None;
                }
                match stored.as_deref().and_then(parse_ref) {
                    Some((message, _))
                        if interrupted.is_some_and(|i| wanted == i.old || wanted == i.new) =>
                    {
                        // The message shows one of two contents, maybe this one: first a
                        // variant that is surely a change, then the screen itself.
                        let mut variant = content.clone();
                        variant.text.push(VARIANT_MARK);
                        self.outbox.place(*slot, content.clone());
                        self.journal.begin(InFlight {
                            slot: *slot,
                            old: wanted,
                            new: variant.fingerprint(),
                        });
                        return Some(Flight {
                            job: Job::Place(*slot, variant.clone()),
                            call: Call::Edit {
                                chat: slot.chat(),
                                message,
                                content: variant,
                            },
                        });
                    }
                    Some((_, fingerprint)) if fingerprint == wanted => return None,
                    Some((message, fingerprint)) => {
                        self.journal.begin(InFlight {
                            slot: *slot,
                            old: fingerprint,
                            new: wanted,
                        });
                        Call::Edit {
                            chat: slot.chat(),
                            message,
                            content: content.clone(),
                        }
                    }
                    None => Call::Send {
                        chat: slot.chat(),
                        content: content.clone(),
                    },
                }
            }
            Job::Post {
                kind: PostKind::Probe { user, .. },
                ..
            } if self.reachable.contains(user) => return None,
            Job::Post { chat, content, .. } => Call::Send {
                chat: *chat,
                content: content.clone(),
            },
            Job::Answer { callback, text } => Call::Answer {
                callback: callback.clone(),
                text: text.clone(),
            },
        };
        Some(Flight { job, call })
    }

    /// Settles a call's outcome.
    pub fn settle(&mut self, flight: Flight, done: Done, at: Instant) {
        let Flight { job, call } = flight;
        if !matches!(done, Done::Network(_)) {
            self.outbox.sent(job.chat(), at);
        }
        let group = job.chat().filter(|&c| c < 0).map(|c| (c, now_millis()));
        match done {
            Done::RetryAfter(wait) => {
                log(&format!("429: waiting {} s", wait.as_secs()));
                self.outbox.retry_after(job, at + wait);
            }
            Done::Network(err) => {
                log(&format!("network: {err}; retrying"));
                self.outbox.retry_after(job, at + Duration::from_secs(1));
            }
            Done::Sent(message) => self.delivered(&job, Some(message)),
            Done::Ok => self.delivered(&job, None),
            Done::Gone => {
                if let Job::Place(slot, content) = job {
                    let _ = self.front.set_message_ref(&place_of(slot), "");
                    self.outbox.place(slot, content);
                }
            }
            Done::Unreachable => self.unreachable(&job),
            Done::Failed(err) => {
                log(&format!("{call:?} failed: {err}"));
                if let Job::Place(slot, _) = job {
                    self.front.forget(&place_of(slot));
                }
            }
        }
        self.journal.end(group);
    }

    fn delivered(&mut self, job: &Job, sent: Option<i32>) {
        match job {
            Job::Place(slot, content) => {
                if let Slot::Hand { user, .. } = slot {
                    self.reachable.insert(*user);
                }
                let place = place_of(*slot);
                let message = sent.or_else(|| {
                    let stored = self.front.message_ref(&place).ok().flatten();
                    stored.as_deref().and_then(parse_ref).map(|(m, _)| m)
                });
                if let Some(message) = message {
                    let stored = format!("{message}:{:x}", content.fingerprint());
                    if let Err(err) = self.front.set_message_ref(&place, &stored) {
                        log(&format!("cannot remember message {message}: {err}"));
                    }
                }
            }
            Job::Post {
                kind: PostKind::Probe { user, .. },
                ..
            } => {
                self.reachable.insert(*user);
            }
            _ => {}
        }
    }

    /// A private message could not reach its user: he never started the bot (or blocked it).
    fn unreachable(&mut self, job: &Job) {
        let (user, table) = match job {
            Job::Place(Slot::Hand { user, table }, _) => {
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
        self.outbox
            .post(chat, content(&words, &[vec![button]]), PostKind::Say);
    }
}
