//! What the Discord bot sends, as jobs of the shared delivery scheduler
//! ([`host::schedule`]).
//!
//! - A channel is a [`Lane::Channel`], paced at Discord's per-channel bucket: the table
//!   message (a slot, edited in place), the turn mention (a slot: the old one deleted, a new
//!   one posted), and new messages (posts: replies shown to all, deal results).
//! - A player's interactions are a [`Lane::User`]: answers through an interaction's token and
//!   his ephemeral hand. Discord does not count these calls in the bot's global limit, so they
//!   spend nothing of any budget (cost 0) and go out at once, one at a time per player.

use std::time::Instant;

use game::table::TableId;
use game::table::screen::Button;
use host::front::Owed;
use host::schedule::{Pace, Payload, Priority};

/// Whom a call goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    Channel(u64),
    User(u64),
}

/// What a lane keeps up to date in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// A table's message (channel lane).
    Table(TableId),
    /// A table's turn mention (channel lane).
    Mention(TableId),
    /// The player's hand for a table (user lane).
    Hand(TableId),
}

/// A message's text and buttons, as the shared layer wrote them, and the file it carries, if
/// any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub text: String,
    pub rows: Vec<Vec<Button>>,
    pub file: Option<Attachment>,
}

impl Content {
    /// Words and buttons, no file.
    pub fn words(text: String, rows: Vec<Vec<Button>>) -> Content {
        Content {
            text,
            rows,
            file: None,
        }
    }
}

/// A file attached to a message (uploaded as multipart/form-data: `payload_json` and
/// `files[0]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// How an answer uses its interaction's token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// Edit `@original` (the deferred answer of a command, or the ephemeral hand pressed).
    EditOriginal,
    /// A new ephemeral follow-up message.
    Followup,
    /// Delete `@original` (a command's "thinking…" placeholder nothing replaced).
    DeleteOriginal,
}

/// One job.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// The table's message: edited in place, created when there is none yet.
    Table {
        channel: u64,
        table: TableId,
        content: Content,
    },
    /// The turn mention: the previous one deleted, then (when `to` is set) a new one
    /// mentioning that user posted.
    Mention {
        channel: u64,
        table: TableId,
        to: Option<(u64, Content)>,
    },
    /// A new message in a channel; `owed` is forgotten once it is sent.
    Say {
        channel: u64,
        content: Content,
        owed: Option<Owed>,
    },
    /// An answer through the token of one of `user`'s interactions; `hand`: it shows his hand
    /// for that table, which later edits then find there.
    Reply {
        user: u64,
        token: String,
        how: How,
        content: Content,
        hand: Option<TableId>,
        /// About when the interaction was received (by this process or the one that relayed
        /// it): its token, so the hand's later edits, live 15 minutes from then.
        asked: Instant,
    },
    /// A player's hand, edited where he last saw it (while that interaction's token lives).
    Hand {
        user: u64,
        table: TableId,
        content: Content,
    },
}

impl Payload for Job {
    fn cost(&self) -> u32 {
        match self {
            Job::Table { .. } | Job::Say { .. } => 1,
            Job::Mention { to: Some(_), .. } => 2,
            Job::Mention { to: None, .. } => 1,
            Job::Reply { .. } | Job::Hand { .. } => 0,
        }
    }

    /// A message a change of state owes goes first; an answer may make way (see
    /// [`Priority::of_post`]). An interaction's answer never does.
    fn priority(&self) -> Priority {
        match self {
            Job::Say { owed, .. } => Priority::of_post(*owed),
            _ => Priority::Game,
        }
    }
}

/// A lane's pace: a channel's bucket (`limit` writes in its window, as Discord last said;
/// its default until then), or none for interactions.
pub fn pace(lane: Lane, limit: Option<u32>) -> Pace {
    match (lane, limit) {
        (Lane::User(_), _) => Pace::FREE,
        (Lane::Channel(_), None) => Pace::DISCORD_CHANNEL,
        (Lane::Channel(_), Some(limit)) => {
            let default = Pace::DISCORD_CHANNEL;
            let per_window = limit.max(1);
            Pace {
                per_window,
                slot_gap: default.window / per_window,
                ..default
            }
        }
    }
}
