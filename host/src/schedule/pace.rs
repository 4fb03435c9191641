//! The limits a scheduler keeps: each chat's pace, and the overall rate it learns.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How fast one chat may be written to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// At most this many writes in any `window`.
    pub per_window: u32,
    pub window: Duration,
    /// A slot's update leaves no sooner than this after the chat's previous write.
    pub slot_gap: Duration,
    /// Writes of the window a slot's update leaves to posts.
    pub reserve: u32,
}

impl Pace {
    /// No limit of the chat's own (Discord's channels: its send layer waits for its buckets).
    pub const FREE: Pace = Pace {
        per_window: u32::MAX,
        window: Duration::ZERO,
        slot_gap: Duration::ZERO,
        reserve: 0,
    };

    /// A Telegram group: 20 messages a minute, spent evenly. Edits of the table keep 3.3 s
    /// apart and leave two writes of every minute to posts (deal results, replies), so the
    /// table is at most about one gap behind the game and a post never waits for the window.
    pub const TELEGRAM_GROUP: Pace = Pace {
        per_window: 20,
        window: Duration::from_secs(60),
        slot_gap: Duration::from_millis(3_300),
        reserve: 2,
    };

    /// A Discord channel: 5 message writes in any 5 s (its default bucket; the headers of each
    /// answer may hold the lane longer). Slots a second apart, one write kept for posts.
    pub const DISCORD_CHANNEL: Pace = Pace {
        per_window: 5,
        window: Duration::from_secs(5),
        slot_gap: Duration::from_millis(1_000),
        reserve: 1,
    };

    /// A Telegram private chat: about one message a second.
    pub const TELEGRAM_PRIVATE: Pace = Pace {
        per_window: 1,
        window: Duration::from_millis(1_050),
        slot_gap: Duration::ZERO,
        reserve: 0,
    };
}

/// The scheduler's overall settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Calls in flight at once, over all chats.
    pub in_flight: usize,
    /// An operator's ceiling on calls a second over all chats (`None`: only what is learnt).
    pub ceiling: Option<f64>,
    /// The overall rate to begin at, before any 429 (the platform's documented limit): it
    /// doubles after each second spent at it, so a busy start does not meet the real limit
    /// with every call in flight at once. `None`: no limit until a 429 says one.
    pub start: Option<f64>,
}

impl Limits {
    /// Telegram's documented overall pace: "about 30 messages a second" over all chats.
    pub const TELEGRAM_START: f64 = 30.0;
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            in_flight: 64,
            ceiling: None,
            start: None,
        }
    }
}

/// The ends of a chat's recent writes.
#[derive(Debug, Default)]
pub(super) struct Window {
    ends: VecDeque<Instant>,
}

impl Window {
    pub(super) fn record(&mut self, at: Instant) {
        let index = self.ends.partition_point(|&t| t <= at);
        self.ends.insert(index, at);
    }

    fn forget_before(&mut self, pace: &Pace, now: Instant) {
        while self
            .ends
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= pace.window)
        {
            self.ends.pop_front();
        }
    }

    /// When a write may start that keeps `reserve` writes of the window unspent. Writes are
    /// recorded when their call returned, no earlier than the platform saw them, so a write
    /// starting a full window later is surely outside it.
    pub(super) fn free_at(&mut self, pace: &Pace, reserve: u32, now: Instant) -> Instant {
        self.forget_before(pace, now);
        let allowed = pace.per_window.saturating_sub(reserve).max(1) as usize;
        if self.ends.len() < allowed {
            return now;
        }
        self.ends[self.ends.len() - allowed] + pace.window
    }

    pub(super) fn is_clear(&mut self, pace: &Pace, now: Instant) -> bool {
        self.forget_before(pace, now);
        self.ends.is_empty()
    }
}

/// The overall rate, learnt from the platform's 429s: multiplicative decrease, then growth by
/// a twentieth each second (at least one call a second), so a bot cut back is near its rate
/// again within seconds, not minutes. Before the first 429 it may probe from a starting rate, doubling after each
/// second spent at it (a slow start).
#[derive(Debug)]
pub struct OverallRate {
    ceiling: Option<f64>,
    /// The probing rate before any 429, and when it last grew (`None`: no call yet).
    probing: Option<(f64, Option<Instant>)>,
    /// The rate set by the last slow-down, and when.
    learnt: Option<(f64, Instant)>,
    /// Starts of writes in the last second.
    starts: VecDeque<Instant>,
}

/// The share the learnt rate grows by every second after a slow-down (at least one call a
/// second). A fixed call a second left a bot cut back during a quiet moment far short of its
/// chats' needs for minutes: at 1,000 chats, one 429 while the duels opened (two processes
/// writing one private chat) held every duel's moves seconds behind for the whole load run.
const INCREASE_SHARE_PER_SECOND: f64 = 0.05;
/// The share of the last second's rate kept after a 429.
const DECREASE: f64 = 0.5;
/// The share of the probing rate a second must have used to count as spent at it.
const SATURATED: f64 = 0.8;
/// Never slow down below this.
const FLOOR: f64 = 1.0;
/// Once the learnt rate has grown past this, it is forgotten.
const FORGET_ABOVE: f64 = 10_000.0;
const SECOND: Duration = Duration::from_secs(1);

impl OverallRate {
    pub fn new(ceiling: Option<f64>, start: Option<f64>) -> Self {
        OverallRate {
            ceiling,
            probing: start.filter(|r| *r > 0.0).map(|rate| (rate, None)),
            learnt: None,
            starts: VecDeque::new(),
        }
    }

    /// The rate allowed at `now`.
    pub fn rate(&self, now: Instant) -> Option<f64> {
        let learnt = match self.learnt {
            Some((rate, since)) => {
                let seconds = now.saturating_duration_since(since).as_secs_f64();
                let grown =
                    (rate * (1.0 + INCREASE_SHARE_PER_SECOND).powf(seconds)).max(rate + seconds);
                (grown < FORGET_ABOVE).then_some(grown)
            }
            None => self.probing.map(|(rate, _)| rate),
        };
        match (learnt, self.ceiling) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn forget_old(&mut self, now: Instant) {
        while self
            .starts
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= SECOND)
        {
            self.starts.pop_front();
        }
    }

    /// `None` when a write may start now, else when one may. Writes are spread evenly over
    /// the second (one every `1 / rate`), never sent in a burst that a platform counting over
    /// a sliding second would refuse.
    pub fn free_at(&mut self, now: Instant) -> Option<Instant> {
        let rate = self.rate(now)?;
        self.forget_old(now);
        let allowed = rate.floor().max(1.0) as usize;
        let by_count = (self.starts.len() >= allowed)
            .then(|| self.starts[self.starts.len() - allowed] + SECOND);
        let gap = Duration::from_secs_f64(1.0 / rate.max(FLOOR));
        let by_gap = self.starts.back().map(|&last| last + gap);
        [by_count, by_gap]
            .into_iter()
            .flatten()
            .max()
            .filter(|&at| at > now)
    }

    pub fn started(&mut self, now: Instant) {
        self.starts.push_back(now);
        self.forget_old(now);
        // Probing: a full second spent at the rate without a 429 doubles it.
        if self.learnt.is_some() {
            return;
        }
        match self.probing {
            Some((rate, None)) => self.probing = Some((rate, Some(now))),
            Some((rate, Some(since)))
                if now >= since + SECOND && self.starts.len() as f64 >= rate * SATURATED =>
            {
                let doubled = rate * 2.0;
                self.probing = (doubled < FORGET_ABOVE).then_some((doubled, Some(now)));
            }
            _ => {}
        }
    }

    /// A 429 the chats' own paces cannot explain: start again at half the last second's rate.
    pub fn slow_down(&mut self, now: Instant) {
        self.forget_old(now);
        let sent = self.starts.len() as f64;
        let current = self
            .rate(now)
            .map_or(sent, |rate| rate.min(sent.max(FLOOR)));
        if self.learnt.is_some_and(|(_, since)| now < since + SECOND) {
            return; // the same burst's other refusals
        }
        self.learnt = Some(((current * DECREASE).max(FLOOR), now));
    }
}
