//! The shell proper: the front's inputs from interactions, its deliveries as jobs of the shared
//! scheduler, a job as the Discord call it needs, and what Discord answered settled (message
//! ids remembered, owed messages forgotten once sent, buckets kept from running dry). No I/O
//! and no clock here: the run loop makes the calls this module asks for, and hands it the
//! time ([`host::clock::Now`]).
//!
//! - `route`: deliveries → jobs (answers through the interaction's token, the table, the
//!   turn mention).
//! - `settle`: what Discord answered a call.
//!
//! - The table: one channel message per table, edited in place; its id is stored with the
//!   table (`Front::set_message_ref`) so a restart edits the same message.
//! - A hand: only ever in an ephemeral message, which only an interaction of that player can
//!   create. His own press or command answers with it (editing `@original` when that is his
//!   hand or a command's deferred answer, else a follow-up); later hands edit that message
//!   while its token lives (15 minutes).
//! - The turn mention: a channel message naming the player, with the table's "show my hand"
//!   button; stored with the table, so the previous one is deleted even after a restart, and
//!   the last one when the game ends.
//! - An interaction is answered only after its input is committed (see `app`); what answers
//!   it through its token waits for that acknowledgement.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use game::table::screen::Screen;
use game::table::{ChatId, TableId, UserId};
use host::HostError;
use host::front::group_input::{GroupAsk, GroupInput};
use host::front::{Delivery, From, Front, Place};
use host::schedule::{Done as Outcome, Limits, Next, Pace, Scheduler, Ticket};
use storage::Store;

use crate::calls::{Call, Target};
use crate::outbox::{Content, How, Job, Lane, Slot, pace};
use host::clock::Now;

mod route;
mod settle;

/// An interaction token may be used for 15 minutes; stop a little before.
pub const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);
/// How soon a job waiting for its interaction's acknowledgement looks again.
const ACK_POLL: Duration = Duration::from_millis(25);
/// How long a network failure holds a lane.
const NETWORK_RETRY: Duration = Duration::from_secs(1);

/// `dc:123` -> 123.
pub fn platform_id(id: &str) -> Option<u64> {
    id.strip_prefix("dc:")?.parse().ok()
}

fn chat_of(channel: u64) -> ChatId {
    ChatId(format!("dc:{channel}"))
}

fn content(screen: &Screen) -> Content {
    Content::words(screen.text.clone(), screen.rows.clone())
}

/// The interaction whose input is being handled.
#[derive(Clone, Debug)]
pub struct Origin {
    pub token: String,
    pub user: UserId,
    /// A slash command (a deferred, ephemeral "thinking…" answer) or a button press.
    pub slash: bool,
    /// The press came from an ephemeral message (a hand): `@original` is that message.
    pub on_ephemeral: bool,
    /// Something was written into the command's deferred answer.
    pub original_used: bool,
    /// When a process received the interaction (milliseconds since the UNIX epoch; `None`
    /// in a handle relayed by an older program): its token lives 15 minutes from about then.
    pub asked_at: Option<u64>,
}

impl Origin {
    /// The handle that lets any process answer this interaction (its kind, when it was
    /// received, and its token, good for 15 minutes), for [`host::From::reply`]:
    /// `s:1764300000000:<token>`. (A token holds no `:`; it is base64.)
    pub fn reply(&self) -> String {
        let kind = match (self.slash, self.on_ephemeral) {
            (true, _) => 's',
            (false, true) => 'e',
            (false, false) => 'p',
        };
        match self.asked_at {
            Some(at) => format!("{kind}:{at}:{}", self.token),
            None => format!("{kind}:{}", self.token),
        }
    }

    /// True when its token has lived (nearly) out its 15 minutes at `now` (milliseconds since
    /// the UNIX epoch): Discord refuses any call with it.
    pub fn expired(&self, now: u64) -> bool {
        self.asked_at
            .is_some_and(|at| u128::from(now.saturating_sub(at)) > TOKEN_LIFE.as_millis())
    }

    /// About when the interaction was received, on this process's clock read at `now` (now,
    /// for a handle that does not say).
    pub fn received(&self, now: Now) -> Instant {
        let age = self.asked_at.map_or(0, |at| now.millis.saturating_sub(at));
        now.instant
            .checked_sub(Duration::from_millis(age))
            .unwrap_or(now.instant)
    }

    /// The origin of an interaction another process received, from its [`Origin::reply`].
    pub fn from_reply(user: UserId, reply: &str) -> Option<Origin> {
        let (kind, rest) = reply.split_once(':')?;
        // `kind:token` in handles relayed before the time was kept.
        let (asked_at, token) = match rest.split_once(':') {
            Some((at, token)) => (Some(at.parse().ok()?), token),
            None => (None, rest),
        };
        let (slash, on_ephemeral) = match kind {
            "s" => (true, false),
            "e" => (false, true),
            "p" => (false, false),
            _ => return None,
        };
        Some(Origin {
            token: token.to_string(),
            user,
            slash,
            on_ephemeral,
            // A command's deferred answer is still to be written; a press has none.
            original_used: !slash,
            asked_at,
        })
    }
}

/// An interaction read for the front: its idempotency key (`dc:<interaction id>`), sender,
/// what it asks and how to answer it.
#[derive(Clone, Debug)]
pub struct Asked {
    pub key: String,
    pub from: From,
    pub what: What,
    pub origin: Origin,
}

/// What an interaction asks: a slash command (as the text it stands for) or a button press.
#[derive(Clone, Debug)]
pub enum What {
    Command(String),
    Press(String),
}

/// Where a player's ephemeral hand message can be edited.
#[derive(Clone, Debug)]
struct HandAt {
    token: String,
    target: Target,
    since: Instant,
}

/// Whether an interaction has been answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ack {
    Pending,
    Done,
    Failed,
    /// Received by another process, which answers it as soon as it has parked it: its
    /// token's calls wait [`RELAYED_ACK_WAIT`] from when it reached this one.
    Elsewhere,
}

/// How long the calls for an interaction relayed from another process wait for that
/// process's answer to it: Discord refuses webhook calls before it (404, the answer lost), and
/// takes it only within three seconds of the interaction. The receiver answers once its
/// inputs of the moment are durable, usually within milliseconds but up to its commit wait
/// (2 s) and a round trip later; three seconds after the relay reached this process (which
/// is after the interaction) it has answered, or never will. Parking is rare on Discord (a
/// shard's process receives its guilds' interactions), so the wait is seldom paid.
const RELAYED_ACK_WAIT: Duration = Duration::from_secs(3);

/// A call ready to make, with the job it performs.
#[derive(Debug)]
pub struct Flight {
    pub ticket: Ticket<Lane, Slot>,
    pub job: Job,
    pub call: Call,
}

/// What the run loop should do next.
#[derive(Debug)]
pub enum Step {
    Call(Box<Flight>),
    WaitUntil(Instant),
    Idle,
}

/// What a job needs now.
enum Needs {
    Call(Call),
    Nothing,
    /// Its interaction is not acknowledged yet.
    Ack,
}

/// The bot's state around the front.
pub struct Shell<S: Store> {
    pub front: Front<S>,
    pub scheduler: Scheduler<Lane, Slot, Job>,
    hands: HashMap<(u64, TableId), HandAt>,
    acks: HashMap<String, (Ack, Instant)>,
    /// Each channel's bucket size, as Discord's answers said it.
    limits: HashMap<u64, u32>,
}

impl<S: Store> Shell<S> {
    pub fn new(front: Front<S>, limits: Limits) -> Shell<S> {
        Shell {
            front,
            scheduler: Scheduler::new(limits),
            hands: HashMap::new(),
            acks: HashMap::new(),
            limits: HashMap::new(),
        }
    }

    /// The channels of the stored tables: live, owed a message, or holding a turn mention.
    pub fn stored_channels(&self) -> std::collections::BTreeSet<u64> {
        let mut channels = std::collections::BTreeSet::new();
        if let Ok(mentions) = self.front.stored_mentions() {
            for (place, _) in mentions {
                if let Place::Mention { chat, .. } = place {
                    channels.extend(platform_id(&chat.0));
                }
            }
        }
        if let Ok(owed) = self.front.owed() {
            for delivery in owed {
                if let Delivery::Say { chat, .. } = delivery {
                    channels.extend(platform_id(&chat.0));
                }
            }
        }
        for (chat, _) in self.front.live_tables() {
            channels.extend(platform_id(&chat.0));
        }
        channels
    }

    /// After a start: what is still owed, every live table's message (and a game's end the
    /// last run may not have shown) and its turn mention anew (the stored one deleted), and
    /// the mentions of tables no longer waiting deleted — in the channels `ours` says this process serves (its shards' guilds).
    pub fn restore(&mut self, now: Now, ours: impl Fn(u64) -> bool) {
        let served = |chat: &ChatId| platform_id(&chat.0).is_some_and(&ours);
        match self.front.stored_mentions() {
            Ok(mentions) => {
                for (place, _) in mentions {
                    if let Place::Mention { chat, table } = place
                        && let Some(channel) = platform_id(&chat.0).filter(|c| ours(*c))
                    {
                        self.clear_mention(channel, table, now.instant);
                    }
                }
            }
            Err(e) => tracing::warn!("cannot read the stored mentions: {e}"),
        }
        match self.front.owed() {
            Ok(owed) => {
                let owed = owed
                    .into_iter()
                    .filter(|d| !matches!(d, Delivery::Say { chat, .. } if !served(chat)))
                    .collect();
                self.route(owed, None, now)
            }
            Err(e) => tracing::warn!("cannot read the owed messages: {e}"),
        }
        for (chat, table) in self.front.tables_to_draw_again(now.millis) {
            if !served(&chat) {
                continue;
            }
            let deliveries = self.front.redraw(table, now.millis);
            self.route(deliveries, None, now);
        }
    }

    /// Handles interactions that arrived together as one group (see [`Front::handle_group`]):
    /// each is applied in turn, the group's changes are written with one flush, and only then
    /// is anything they owe routed. The answer says, for each input in order, whether it is
    /// durable (its interaction may then be acknowledged); when the group's flush fails, none
    /// is and nothing of the group is shown. This is the one place interactions enter the
    /// front.
    pub fn handle_group(&mut self, inputs: Vec<Asked>, now: Now) -> Vec<bool>
    where
        S: 'static,
    {
        for input in &inputs {
            self.acks
                .insert(input.origin.token.clone(), (Ack::Pending, now.instant));
        }
        let asked: Vec<GroupInput<'_>> = inputs
            .iter()
            .map(|input| GroupInput {
                key: &input.key,
                from: &input.from,
                ask: match &input.what {
                    What::Command(text) => GroupAsk::Typed { text, bot: None },
                    What::Press(data) => GroupAsk::Pressed { data },
                },
            })
            .collect();
        let handled = match self.front.handle_group(&asked, now.millis) {
            Ok(handled) => handled,
            Err(failed) => {
                let count = inputs.len();
                tracing::warn!(
                    "a group of {count} interactions not stored: {}",
                    failed.error
                );
                return vec![false; count];
            }
        };
        inputs
            .into_iter()
            .zip(handled)
            .map(|(input, done)| match done {
                Some(deliveries) => {
                    let mut origin = input.origin;
                    self.route(deliveries, Some(&mut origin), now);
                    true
                }
                None => false,
            })
            .collect()
    }

    /// The interaction was answered (`ok`) or could not be, as the run loop learnt at `now`:
    /// its token's calls may go, or never will.
    pub fn acked(&mut self, token: &str, ok: bool, now: Instant) {
        let state = if ok { Ack::Done } else { Ack::Failed };
        self.acks.insert(token.to_string(), (state, now));
        if !ok {
            self.hands.retain(|_, hand| hand.token != token);
        }
        self.acks
            .retain(|_, (_, since)| now.saturating_duration_since(*since) < TOKEN_LIFE * 2);
    }

    /// Fires the clocks due at `now`.
    pub fn tick(&mut self, now: Now) -> Result<(), HostError> {
        let deliveries = self.front.tick(now.millis)?;
        self.route(deliveries, None, now);
        Ok(())
    }

    fn pace(&self, lane: Lane) -> Pace {
        let limit = match lane {
            Lane::Channel(channel) => self.limits.get(&channel).copied(),
            Lane::User(_) => None,
        };
        pace(lane, limit)
    }

    /// Wants `slot`'s message to be what `job` says, asked at `at`.
    fn place(&mut self, lane: Lane, slot: Slot, job: Job, at: Instant) {
        let pace = self.pace(lane);
        self.scheduler.place(lane, pace, slot, job, at);
    }

    /// Queues `job`, a new message or answer, asked at `at`.
    fn post(&mut self, lane: Lane, job: Job, at: Instant) {
        let pace = self.pace(lane);
        self.scheduler.post(lane, pace, job, at);
    }

    fn stored_id(&self, place: &Place) -> Option<u64> {
        self.front
            .message_ref(place)
            .ok()
            .flatten()
            .and_then(|id| id.parse().ok())
    }

    fn store_id(&mut self, place: &Place, id: Option<u64>) {
        let stored = id.map_or_else(String::new, |id| id.to_string());
        if let Err(e) = self.front.set_message_ref(place, &stored) {
            tracing::warn!("could not remember a message id: {e}");
        }
    }

    /// The state of an interaction's answer at `now` (an unknown token was answered long ago).
    fn ack_of(&self, token: &str, now: Instant) -> Ack {
        match self.acks.get(token) {
            None => Ack::Done,
            Some((Ack::Elsewhere, since))
                if now.saturating_duration_since(*since) >= RELAYED_ACK_WAIT =>
            {
                Ack::Done
            }
            Some((state, _)) => *state,
        }
    }

    /// The next call to make, or when to ask again.
    pub fn next_call(&mut self, now: Instant) -> Step {
        loop {
            match self.scheduler.next(now) {
                Next::Ready(ticket, job) => match self.needs(&job, now) {
                    Needs::Call(call) => return Step::Call(Box::new(Flight { ticket, job, call })),
                    Needs::Nothing => self.scheduler.done(ticket, Outcome::Sent, now),
                    Needs::Ack => {
                        let wait = Outcome::LaneLimited {
                            retry_after: ACK_POLL,
                        };
                        self.scheduler.done(ticket, wait, now);
                    }
                },
                Next::WaitUntil(at) => return Step::WaitUntil(at),
                Next::Idle => return Step::Idle,
            }
        }
    }

    /// What `job` needs at `now`.
    fn needs(&mut self, job: &Job, now: Instant) -> Needs {
        match job {
            Job::Table {
                channel,
                table,
                content,
            } => {
                let place = Place::Table {
                    chat: chat_of(*channel),
                    table: *table,
                };
                let content = content.clone();
                Needs::Call(match self.stored_id(&place) {
                    Some(message) => Call::Edit {
                        channel: *channel,
                        message,
                        content,
                    },
                    None => Call::Create {
                        channel: *channel,
                        content,
                        mention: None,
                    },
                })
            }
            Job::Mention { channel, table, to } => {
                let place = Place::Mention {
                    chat: chat_of(*channel),
                    table: *table,
                };
                let old = self.stored_id(&place);
                if old.is_none() && to.is_none() {
                    return Needs::Nothing;
                }
                Needs::Call(Call::ReplaceMention {
                    channel: *channel,
                    old,
                    to: to.clone(),
                })
            }
            Job::Say {
                channel, content, ..
            } => Needs::Call(Call::Create {
                channel: *channel,
                content: content.clone(),
                mention: None,
            }),
            Job::Reply {
                token,
                how,
                content,
                ..
            } => match self.ack_of(token, now) {
                Ack::Pending | Ack::Elsewhere => Needs::Ack,
                Ack::Failed => Needs::Nothing,
                Ack::Done => {
                    let token = token.clone();
                    Needs::Call(match how {
                        How::EditOriginal => Call::EditReply {
                            token,
                            target: Target::Original,
                            content: content.clone(),
                        },
                        How::Followup => Call::Followup {
                            token,
                            content: content.clone(),
                        },
                        How::DeleteOriginal => Call::DeleteOriginal { token },
                    })
                }
            },
            Job::Hand {
                user,
                table,
                content,
            } => {
                let Some(hand) = self.hands.get(&(*user, *table)).cloned() else {
                    return Needs::Nothing;
                };
                if now.saturating_duration_since(hand.since) > TOKEN_LIFE {
                    self.hands.remove(&(*user, *table));
                    return Needs::Nothing;
                }
                match self.ack_of(&hand.token, now) {
                    Ack::Pending | Ack::Elsewhere => Needs::Ack,
                    Ack::Failed => Needs::Nothing,
                    Ack::Done => Needs::Call(Call::EditReply {
                        token: hand.token,
                        target: hand.target,
                        content: content.clone(),
                    }),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn origin(slash: bool, on_ephemeral: bool, asked_at: Option<u64>) -> Origin {
        Origin {
            token: "aW50ZXJhY3Rpb246MTIz".into(),
            user: UserId("dc:7".into()),
            slash,
            on_ephemeral,
            original_used: !slash,
            asked_at,
        }
    }

    #[test]
    fn a_relayed_handle_gives_back_the_interaction_and_when_it_came() {
        for (slash, on_ephemeral) in [(true, false), (false, true), (false, false)] {
            let sent = origin(slash, on_ephemeral, Some(1_764_300_000_000));
            let back = Origin::from_reply(sent.user.clone(), &sent.reply()).expect("read");
            assert_eq!(
                (back.token, back.slash, back.on_ephemeral, back.asked_at),
                (sent.token, slash, on_ephemeral, sent.asked_at)
            );
        }
        // A handle relayed by an older program: its age is unknown, its token taken as live.
        let old = Origin::from_reply(UserId("dc:7".into()), "s:aW50ZXJhY3Rpb246MTIz").unwrap();
        assert_eq!(
            (old.token.as_str(), old.asked_at),
            ("aW50ZXJhY3Rpb246MTIz", None)
        );
        assert!(!old.expired(u64::MAX));
        assert!(Origin::from_reply(UserId("dc:7".into()), "s:soon:tok").is_none());
    }

    #[test]
    fn a_token_expires_before_discords_fifteen_minutes() {
        let at = 1_764_300_000_000;
        let sent = origin(true, false, Some(at));
        let minutes = |m: u64| at + m * 60_000;
        assert!(!sent.expired(minutes(0)));
        assert!(!sent.expired(minutes(13)));
        assert!(sent.expired(minutes(15)));
        assert!(sent.expired(minutes(60)));
    }
}
