//! The outbox: what is still to be sent to Telegram, in what order, and when.
//!
//! Pure bookkeeping (no I/O, time passed in), so its rules are unit-tested:
//! - a message edited in place (a table's message, a player's hand) is a [`Slot`]: only its
//!   latest content matters, so queued edits of one slot coalesce into one;
//! - callback answers go first (Telegram wants them within seconds);
//! - a group chat receives at most [`GROUP_PER_MINUTE`] messages (sends and edits) in any
//!   60 seconds; its later jobs wait, other chats' jobs go on;
//! - all chats together receive at most [`GLOBAL_PER_SECOND`] calls a second;
//! - a 429 pauses everything for its `retry_after`, and the refused job is retried first;
//! - jobs of one chat leave in the order they were queued.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

/// A Telegram chat id (negative for groups, the user's id for his private chat).
pub type TgChat = i64;

/// Messages a group may receive from the bot within [`WINDOW`].
pub const GROUP_PER_MINUTE: usize = 20;
/// The window of the group limit.
pub const WINDOW: Duration = Duration::from_secs(60);
/// Calls per second over all chats.
pub const GLOBAL_PER_SECOND: usize = 25;

/// What a button does on Telegram.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Callback data (at most 64 bytes).
    Callback(String),
    /// An address to open.
    Url(String),
}

/// One inline keyboard button.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeyButton {
    pub label: String,
    pub key: Key,
}

/// A message's text and inline keyboard.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Content {
    pub text: String,
    pub rows: Vec<Vec<KeyButton>>,
}

impl Content {
    /// A stable fingerprint (FNV-1a over text and buttons), remembered with a message's id so
    /// that an unchanged screen is never sent as an edit, across restarts too.
    pub fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
            hash ^= 0xff;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        };
        eat(self.text.as_bytes());
        for row in &self.rows {
            eat(b"\x01row");
            for button in row {
                eat(button.label.as_bytes());
                match &button.key {
                    Key::Callback(data) => {
                        eat(b"c");
                        eat(data.as_bytes());
                    }
                    Key::Url(url) => {
                        eat(b"u");
                        eat(url.as_bytes());
                    }
                }
            }
        }
        hash
    }
}

/// A message kept up to date by editing it in place.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Slot {
    /// The table's message in its chat.
    Table { chat: TgChat, table: u64 },
    /// A player's hand in his private chat.
    Hand { user: TgChat, table: u64 },
}

impl Slot {
    /// The chat the message lives in.
    pub fn chat(&self) -> TgChat {
        match *self {
            Slot::Table { chat, .. } => chat,
            Slot::Hand { user, .. } => user,
        }
    }
}

/// Why a new message is posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// An answer or a moment worth a notification.
    Say,
    /// "Your turn", as a new private message so that the phone rings.
    YourTurn,
    /// The first private word to a player who sat down at a table: if it cannot reach him,
    /// he never started the bot and is offered the deep link.
    Probe { user: TgChat, table: u64 },
}

/// One thing to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// Bring a slot's message up to date with this content.
    Place(Slot, Content),
    /// Post a new message.
    Post {
        chat: TgChat,
        content: Content,
        kind: PostKind,
    },
    /// Answer a button press; a text is shown as an alert to the presser alone.
    Answer {
        callback: String,
        text: Option<String>,
    },
}

impl Job {
    /// The chat the job writes to (`None` for a callback answer).
    pub fn chat(&self) -> Option<TgChat> {
        match self {
            Job::Place(slot, _) => Some(slot.chat()),
            Job::Post { chat, .. } => Some(*chat),
            Job::Answer { .. } => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Queued {
    Place(Slot),
    Post {
        chat: TgChat,
        content: Content,
        kind: PostKind,
    },
}

/// What to do next.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// Send this now.
    Ready(Job),
    /// Nothing may leave before this instant.
    WaitUntil(Instant),
    /// Nothing to send.
    Idle,
}

/// The queue of jobs with its limits.
#[derive(Debug, Default)]
pub struct Outbox {
    answers: VecDeque<Job>,
    queue: VecDeque<Queued>,
    screens: HashMap<Slot, Content>,
    /// When each group's recent messages were sent.
    group_sent: HashMap<TgChat, VecDeque<Instant>>,
    recent: VecDeque<Instant>,
    paused_until: Option<Instant>,
    /// A job refused with 429, to retry before any other.
    retry: Option<Job>,
}

fn is_group(chat: TgChat) -> bool {
    chat < 0
}

impl Outbox {
    pub fn new() -> Outbox {
        Outbox::default()
    }

    /// Wants the slot's message to show `content`; replaces any content still queued for it.
    pub fn place(&mut self, slot: Slot, content: Content) {
        if self.screens.insert(slot, content).is_none() {
            self.queue.push_back(Queued::Place(slot));
        }
    }

    /// Queues a new message.
    pub fn post(&mut self, chat: TgChat, content: Content, kind: PostKind) {
        self.queue.push_back(Queued::Post {
            chat,
            content,
            kind,
        });
    }

    /// Queues the answer to a button press.
    pub fn answer(&mut self, callback: String, text: Option<String>) {
        self.answers.push_back(Job::Answer { callback, text });
    }

    /// True when nothing is waiting.
    pub fn is_empty(&self) -> bool {
        self.answers.is_empty() && self.queue.is_empty() && self.retry.is_none()
    }

    /// Jobs waiting.
    pub fn len(&self) -> usize {
        self.answers.len() + self.queue.len() + usize::from(self.retry.is_some())
    }

    /// When a job to `chat` may next leave (now, if it may).
    fn free_at(&mut self, chat: TgChat, now: Instant) -> Instant {
        if !is_group(chat) {
            return now;
        }
        let sent = self.group_sent.entry(chat).or_default();
        while sent
            .front()
            .is_some_and(|&t| now.duration_since(t) >= WINDOW)
        {
            sent.pop_front();
        }
        if sent.len() < GROUP_PER_MINUTE {
            now
        } else {
            sent[sent.len() - GROUP_PER_MINUTE] + WINDOW
        }
    }

    /// The next job that may leave at `now`, or when to ask again.
    pub fn next(&mut self, now: Instant) -> Next {
        if self.is_empty() {
            return Next::Idle;
        }
        if let Some(until) = self.paused_until {
            if now < until {
                return Next::WaitUntil(until);
            }
            self.paused_until = None;
        }
        while self
            .recent
            .front()
            .is_some_and(|&t| now.duration_since(t) >= Duration::from_secs(1))
        {
            self.recent.pop_front();
        }
        if self.recent.len() >= GLOBAL_PER_SECOND {
            return Next::WaitUntil(self.recent[0] + Duration::from_secs(1));
        }
        if let Some(job) = self.retry.take() {
            let free = job.chat().map_or(now, |chat| self.free_at(chat, now));
            if free > now {
                self.retry = Some(job);
                return Next::WaitUntil(free);
            }
            return Next::Ready(job);
        }
        if let Some(job) = self.answers.pop_front() {
            return Next::Ready(job);
        }
        let mut blocked: Vec<TgChat> = Vec::new();
        let mut wake: Option<Instant> = None;
        for index in 0..self.queue.len() {
            let chat = match &self.queue[index] {
                Queued::Place(slot) => slot.chat(),
                Queued::Post { chat, .. } => *chat,
            };
            if blocked.contains(&chat) {
                continue;
            }
            let free = self.free_at(chat, now);
            if free > now {
                blocked.push(chat);
                wake = Some(wake.map_or(free, |w: Instant| w.min(free)));
                continue;
            }
            let job = match self.queue.remove(index) {
                Some(Queued::Place(slot)) => {
                    let content = self.screens.remove(&slot).unwrap_or_default();
                    Job::Place(slot, content)
                }
                Some(Queued::Post {
                    chat,
                    content,
                    kind,
                }) => Job::Post {
                    chat,
                    content,
                    kind,
                },
                None => break,
            };
            return Next::Ready(job);
        }
        wake.map_or(Next::Idle, Next::WaitUntil)
    }

    /// Records that a call reached Telegram (or may have) at `at`, for the limits. Call it when
    /// the call has returned, so that the recorded time is no earlier than Telegram's.
    pub fn sent(&mut self, chat: Option<TgChat>, at: Instant) {
        self.recent.push_back(at);
        if let Some(chat) = chat.filter(|&c| is_group(c)) {
            self.group_sent.entry(chat).or_default().push_back(at);
        }
    }

    /// Telegram answered 429: nothing leaves before `until`, and `job` goes first then. A
    /// slot whose newer content was queued meanwhile keeps the newer content.
    pub fn retry_after(&mut self, job: Job, until: Instant) {
        self.paused_until = Some(self.paused_until.map_or(until, |p| p.max(until)));
        self.requeue(job);
    }

    /// Puts a job back to be tried first (after a network failure).
    pub fn requeue(&mut self, job: Job) {
        let job = match job {
            Job::Place(slot, content) => match self.screens.remove(&slot) {
                Some(newer) => {
                    self.queue.retain(|q| *q != Queued::Place(slot));
                    Job::Place(slot, newer)
                }
                None => Job::Place(slot, content),
            },
            other => other,
        };
        self.retry = Some(job);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Content {
        Content {
            text: t.into(),
            rows: Vec::new(),
        }
    }

    const GROUP: TgChat = -100;

    #[test]
    fn edits_of_one_slot_coalesce_to_the_latest() {
        let mut out = Outbox::new();
        let slot = Slot::Table {
            chat: GROUP,
            table: 1,
        };
        out.place(slot, text("a"));
        out.place(slot, text("b"));
        out.place(slot, text("c"));
        let now = Instant::now();
        assert_eq!(out.next(now), Next::Ready(Job::Place(slot, text("c"))));
        assert_eq!(out.next(now), Next::Idle);
    }

    #[test]
    fn answers_go_first() {
        let mut out = Outbox::new();
        out.post(5, text("hello"), PostKind::Say);
        out.answer("cb1".into(), None);
        let now = Instant::now();
        assert!(matches!(out.next(now), Next::Ready(Job::Answer { .. })));
        assert!(matches!(out.next(now), Next::Ready(Job::Post { .. })));
    }

    #[test]
    fn a_group_gets_at_most_twenty_a_minute_and_others_go_on() {
        let mut out = Outbox::new();
        let start = Instant::now();
        for i in 0..25 {
            out.post(GROUP, text(&format!("m{i}")), PostKind::Say);
        }
        out.post(7, text("private"), PostKind::YourTurn);
        let mut t = start;
        for _ in 0..20 {
            t += Duration::from_millis(100);
            let Next::Ready(job) = out.next(t) else {
                panic!("should send")
            };
            assert_eq!(job.chat(), Some(GROUP));
            out.sent(job.chat(), t);
        }
        t += Duration::from_millis(100);
        let Next::Ready(job) = out.next(t) else {
            panic!("the private chat is not limited")
        };
        assert_eq!(job.chat(), Some(7));
        out.sent(job.chat(), t);
        match out.next(t) {
            Next::WaitUntil(when) => {
                assert_eq!(when, start + Duration::from_millis(100) + WINDOW)
            }
            other => panic!("expected a wait, got {other:?}"),
        }
        let later = start + Duration::from_millis(100) + WINDOW;
        assert!(matches!(out.next(later), Next::Ready(Job::Post { .. })));
    }

    #[test]
    fn a_429_pauses_everything_and_retries_the_job_first() {
        let mut out = Outbox::new();
        out.post(1, text("x"), PostKind::Say);
        out.post(2, text("y"), PostKind::Say);
        let now = Instant::now();
        let Next::Ready(job) = out.next(now) else {
            panic!()
        };
        out.retry_after(job.clone(), now + Duration::from_secs(3));
        assert_eq!(out.next(now), Next::WaitUntil(now + Duration::from_secs(3)));
        assert_eq!(out.next(now + Duration::from_secs(3)), Next::Ready(job));
    }

    #[test]
    fn a_retried_slot_takes_newer_content() {
        let mut out = Outbox::new();
        let slot = Slot::Hand { user: 9, table: 1 };
        out.place(slot, text("old"));
        let now = Instant::now();
        let Next::Ready(job) = out.next(now) else {
            panic!()
        };
        out.place(slot, text("new"));
        out.requeue(job);
        assert_eq!(out.next(now), Next::Ready(Job::Place(slot, text("new"))));
        assert_eq!(out.next(now), Next::Idle);
    }

    #[test]
    fn fingerprints_tell_contents_apart() {
        let a = text("a");
        let mut b = text("a");
        b.rows.push(vec![KeyButton {
            label: "x".into(),
            key: Key::Callback("-".into()),
        }]);
        assert_ne!(a.fingerprint(), b.fingerprint());
        assert_eq!(a.fingerprint(), text("a").fingerprint());
    }
}
