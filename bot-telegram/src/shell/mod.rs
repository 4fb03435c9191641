//! The shell proper: reads updates into the front, routes its deliveries to the shared
//! scheduler as Telegram jobs, turns a job into the Bot API call it needs, and settles what
//! Telegram answered (message ids remembered, owed messages forgotten once sent, users the bot
//! cannot write to offered a deep link, a group that became a supergroup followed). No I/O
//! and no clock here: the run loop makes the calls this module asks for, and hands it the
//! time ([`host::clock::Now`]).
//!
//! - `route`: deliveries → jobs (and the answer to the press they answer).
//! - `settle`: what Telegram answered a call.
//! - `reach`: who can be written to privately: probes, the deep link, hands held back.
//! - `migrate`: a group that became a supergroup.
//!
//! This file holds the state, the updates' entry ([`Shell::handle_group`]) and the calls out
//! ([`Shell::next_call`]).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::time::{Duration, Instant};

use game::table::{Millis, TableId, UserId};
use host::HostError;
use host::front::group_input::{GroupAsk, GroupFailed, GroupInput};
use host::front::{Front, Owed, Place, Repeats};
use host::schedule::{Done as Outcome, Limits, Next, Pace, Scheduler, Ticket};
use storage::Store;

use crate::api::Call;
use crate::incoming::{Ask, Incoming, Reply, chat_id, user_id};
use crate::journal::Journal;
use crate::outbox::{Content, Job, PostKind, Slot, TgChat, pace};
use crate::render::content;
use host::clock::Now;

mod migrate;
mod reach;
mod route;
mod settle;

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
        mut front: Front<S>,
        username: String,
        journal: Journal,
        limits: Limits,
        now: Now,
    ) -> Shell<S> {
        front.set_deep_link(format!("https://t.me/{username}?start="));
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
    /// table's message and hands (and a game's end the last run may not have shown: see
    /// [`host::Front::tables_to_draw_again`]), and the player to move is told again.
    pub fn restore(&mut self, now: Now) {
        match self.front.owed() {
            Ok(owed) => self.route(owed, None, now),
            Err(err) => tracing::warn!("cannot read the owed messages: {err}"),
        }
        for (_, table) in self.front.tables_to_draw_again(now.millis) {
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

    /// Shows what the front delivered for an input that came another way than an update (a
    /// press on the web table, whose answer its page got), at `now`.
    pub fn show(&mut self, deliveries: Vec<host::front::Delivery>, now: Now) {
        self.route(deliveries, None, now);
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

    /// Writes what the journal still holds (at shutdown, `now`).
    pub fn finish(&mut self, now: Millis) {
        self.store_refs();
        self.journal.flush(true, now);
    }
}
