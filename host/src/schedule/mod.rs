//! What to send next, to which chat, and when: the delivery scheduler both bots share.
//!
//! A chat's write budget is the scarce resource, so writes are planned like a scheduler's
//! jobs. Pure bookkeeping: no I/O, time is passed in, the platform's payloads are opaque.
//!
//! - Every chat is a **lane**. A lane sends one call at a time, so its calls keep their order;
//!   different lanes send at once, up to [`Limits::in_flight`] calls in all.
//! - In a lane, **posts** (new messages) leave first: the game's (deal results, "game over")
//!   in the order they were queued, then the answers (to a command, word to one user), which
//!   are bounded: an answer equal to one queued is not queued again, and past
//!   [`ANSWERS_PER_LANE`] the oldest is dropped ([`Priority`], `posts`). Then **slots** (a
//!   message edited in place: the table, a hand), whose queued updates coalesce into one
//!   carrying the latest screen ([`Payload::merge`]). A slot therefore never overtakes a post
//!   queued before it, and nothing a chat asks buries its game.
//! - Each lane keeps its own [`Pace`]: at most `per_window` writes in any `window`, slots at
//!   least `slot_gap` after the lane's previous write and, like answers, only while `reserve`
//!   writes are left for the game's posts: a group's budget is spent evenly instead of in a
//!   burst followed by silence.
//! - No fixed overall cap: the overall rate is learnt. A 429 that a lane's own pace cannot
//!   explain ([`Done::Overloaded`]) pauses every lane's counted calls for its `retry_after`
//!   (a job that makes none, [`Payload::calls`] 0, goes on), then the overall rate starts
//!   again at half of what was sent in the last second and grows by a twentieth each second
//!   (at least one call a second). An operator may set a ceiling.
//! - Fairness: the lanes free to send take turns (the one served longest ago first, a new lane
//!   counting from when it came, then the one whose job has waited longest), so one busy chat
//!   never starves the others, nor do chats that come and go starve those always busy.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::time::{Duration, Instant};

mod pace;
mod posts;
#[cfg(test)]
mod tests;

use pace::Window;
pub use pace::{Limits, OverallRate, Pace};
use posts::Posts;
pub use posts::{ANSWERS_PER_LANE, Priority};

/// Lanes kept before idle ones are forgotten.
const PRUNE_ABOVE: usize = 256;

/// A job's payload, as the platform will perform it.
pub trait Payload: Clone + PartialEq {
    /// How many writes the job spends of its chat's budget (a send or an edit: 1; a delete:
    /// 0; a new message posted and the old one deleted: 1).
    fn cost(&self) -> u32 {
        1
    }

    /// How many calls the job makes that count against the overall rate (a message posted
    /// anew and the old one deleted: 2). By default its cost.
    fn calls(&self) -> u32 {
        self.cost()
    }

    /// Two updates of one slot, `self` queued first: the one to send. The newer screen wins;
    /// the platform may keep something of the older (a "bring it to the bottom" wish).
    fn merge(self, newer: Self) -> Self {
        newer
    }

    /// How much the job matters when its chat is backlogged, as a post (see [`Priority`]); by
    /// default the game's: first, never dropped.
    fn priority(&self) -> Priority {
        Priority::Game
    }
}

/// How a job ended, as the platform reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// The platform took it (or refused it for good: nothing to retry).
    Sent,
    /// The chat's own limit was hit (Discord says so with its headers): only this lane waits.
    LaneLimited { retry_after: Duration },
    /// Refused with 429 while the lane kept its own pace: the bot as a whole is too fast.
    /// Every lane waits `retry_after`, then the overall rate starts again lower.
    Overloaded { retry_after: Duration },
    /// The network failed: the job is tried again after `retry_after`.
    Retry { retry_after: Duration },
}

/// A job handed out by [`Scheduler::next`], to be reported back with [`Scheduler::done`].
#[derive(Debug)]
pub struct Ticket<L, K> {
    pub lane: L,
    /// The slot the job updates, `None` for a post.
    pub slot: Option<K>,
}

/// What to do next.
#[derive(Debug)]
pub enum Next<L, K, P> {
    /// Perform this job now.
    Ready(Ticket<L, K>, P),
    /// Nothing may leave before this instant (unless new jobs or answers arrive).
    WaitUntil(Instant),
    /// Nothing can leave until a job in flight is done, or nothing is queued.
    Idle,
}

struct Lane<K, P> {
    pace: Pace,
    posts: Posts<P>,
    /// Slots in the order they were first queued, each with its latest payload.
    slots: VecDeque<(K, P, Instant)>,
    in_flight: Option<(Option<K>, P)>,
    window: Window,
    /// When the lane's previous write ended.
    last_write: Option<Instant>,
    /// A lane-local wait (its own 429, a network failure).
    blocked_until: Option<Instant>,
    /// When the lane last had a job handed out: lanes take turns.
    served: Option<Instant>,
}

impl<K: PartialEq + Clone, P: Payload> Lane<K, P> {
    /// A lane joining at `now`: it takes its turn after the lanes served before then.
    fn new(pace: Pace, now: Instant) -> Self {
        Lane {
            pace,
            posts: Posts::default(),
            slots: VecDeque::new(),
            in_flight: None,
            window: Window::default(),
            last_write: None,
            blocked_until: None,
            served: Some(now),
        }
    }

    fn is_idle(&self) -> bool {
        self.posts.is_empty() && self.slots.is_empty() && self.in_flight.is_none()
    }

    /// When the lane's next job was queued, and the earliest instant its pace lets it leave.
    fn head(&mut self, now: Instant) -> Option<(Instant, Instant)> {
        if self.in_flight.is_some() {
            return None;
        }
        let (queued, cost, is_slot, leaves_reserve) =
            if let Some((payload, queued, priority)) = self.posts.front() {
                (queued, payload.cost(), false, priority == Priority::Answer)
            } else {
                let (_, payload, queued) = self.slots.front()?;
                (*queued, payload.cost(), true, true)
            };
        let mut free = self.blocked_until.unwrap_or(now).max(now);
        if cost > 0 {
            let reserve = if leaves_reserve { self.pace.reserve } else { 0 };
            free = free.max(self.window.free_at(&self.pace, reserve, now));
            if is_slot && let Some(last) = self.last_write {
                free = free.max(last + self.pace.slot_gap);
            }
        }
        Some((queued, free))
    }

    /// The calls the lane's next job makes that count against the overall rate.
    fn head_calls(&self) -> u32 {
        self.posts
            .front()
            .map(|(p, _, _)| p.calls())
            .or_else(|| self.slots.front().map(|(_, p, _)| p.calls()))
            .unwrap_or(0)
    }

    fn take(&mut self) -> Option<(Option<K>, P)> {
        let job = match self.posts.pop_front() {
            Some(payload) => (None, payload),
            None => {
                let (key, payload, _) = self.slots.pop_front()?;
                (Some(key), payload)
            }
        };
        self.in_flight = Some(job.clone());
        Some(job)
    }

    /// Puts the job in flight back at the head of its queue (a newer update of its slot wins).
    fn put_back(&mut self, queued: Instant) {
        let Some((slot, payload)) = self.in_flight.take() else {
            return;
        };
        match slot {
            None => self.posts.push_front(payload, queued),
            Some(key) => match self.slots.iter().position(|(k, _, _)| *k == key) {
                Some(index) => {
                    let (key, newer, _) = self.slots.remove(index).expect("a queued slot");
                    self.slots.push_front((key, payload.merge(newer), queued));
                }
                None => self.slots.push_front((key, payload, queued)),
            },
        }
    }
}

/// The scheduler: lanes of `L` (chats), slots keyed by `K`, payloads `P`.
pub struct Scheduler<L, K, P> {
    limits: Limits,
    lanes: HashMap<L, Lane<K, P>>,
    in_flight: usize,
    overall: OverallRate,
    paused_until: Option<Instant>,
}

impl<L, K, P> Scheduler<L, K, P>
where
    L: Eq + Hash + Clone,
    K: PartialEq + Clone,
    P: Payload,
{
    /// An empty scheduler.
    pub fn new(limits: Limits) -> Self {
        Scheduler {
            overall: OverallRate::new(limits.ceiling, limits.start),
            limits,
            lanes: HashMap::new(),
            in_flight: 0,
            paused_until: None,
        }
    }

    fn lane(&mut self, lane: L, pace: Pace, now: Instant) -> &mut Lane<K, P> {
        let entry = self
            .lanes
            .entry(lane)
            .or_insert_with(|| Lane::new(pace, now));
        entry.pace = pace;
        entry
    }

    /// Queues a new message in a lane, after the posts of its priority already queued there
    /// (an answer equal to one queued is not queued again; one too many pushes the oldest out).
    pub fn post(&mut self, lane: L, pace: Pace, payload: P, now: Instant) {
        if self
            .lane(lane, pace, now)
            .posts
            .push(payload, now)
            .is_some()
        {
            tracing::info!("a chat's oldest answer dropped: too many wait to be sent");
        }
    }

    /// Wants a slot's message to show `payload`: replaces (merges into) an update of the same
    /// slot still queued, which keeps its place; else queues it after the lane's other slots.
    pub fn place(&mut self, lane: L, pace: Pace, slot: K, payload: P, now: Instant) {
        let lane = self.lane(lane, pace, now);
        match lane.slots.iter_mut().find(|(k, _, _)| *k == slot) {
            Some(queued) => {
                let older = queued.1.clone();
                queued.1 = older.merge(payload);
            }
            None => lane.slots.push_back((slot, payload, now)),
        }
    }

    /// Holds a lane until `until` (the platform said its bucket is dry until then): the job in
    /// flight, if any, still ends normally.
    pub fn hold(&mut self, lane: &L, until: Instant) {
        if let Some(lane) = self.lanes.get_mut(lane) {
            lane.blocked_until = Some(lane.blocked_until.map_or(until, |b| b.max(until)));
        }
    }

    /// Drops a slot's queued update (not one in flight): a newer screen went out another way.
    pub fn cancel(&mut self, lane: &L, slot: &K) {
        if let Some(lane) = self.lanes.get_mut(lane) {
            lane.slots.retain(|(k, _, _)| k != slot);
        }
    }

    /// Records writes a chat received before this scheduler existed (the previous run's last
    /// minute), so that a restart does not break its limit.
    pub fn sent_before(&mut self, lane: L, pace: Pace, at: Instant) {
        let lane = self.lane(lane, pace, at);
        lane.window.record(at);
        lane.last_write = Some(lane.last_write.map_or(at, |last| last.max(at)));
    }

    /// Takes every job still queued in a lane (not the one in flight), posts first: a chat
    /// whose id changed moves them to its new lane.
    pub fn drain(&mut self, lane: &L) -> Vec<(Option<K>, P)> {
        let Some(queue) = self.lanes.get_mut(lane) else {
            return Vec::new();
        };
        let mut jobs: Vec<(Option<K>, P)> = queue.posts.drain().map(|p| (None, p)).collect();
        jobs.extend(queue.slots.drain(..).map(|(k, p, _)| (Some(k), p)));
        jobs
    }

    /// The next job that may leave at `now`, or when to ask again.
    pub fn next(&mut self, now: Instant) -> Next<L, K, P> {
        if self.in_flight >= self.limits.in_flight {
            return Next::Idle;
        }
        // A pause after the bot as a whole was refused holds every job that makes a counted
        // call; one that makes none (an answer through a Discord interaction, which that limit
        // does not bind) goes on, so the game does not wait for the pause.
        let paused = self.paused_until.filter(|until| now < *until);
        if paused.is_none() {
            self.paused_until = None;
        }
        if self.lanes.len() > PRUNE_ABOVE {
            self.prune(now);
        }
        // Lanes take turns: the one served longest ago (a new lane counts from when it came:
        // a chat that went quiet and comes back joins the end of the round, it does not jump
        // ahead of the busy ones), then the one whose job has waited longest.
        // A job that spends a write waits for the overall rate; one that spends none (an
        // answer through an interaction) never waits behind the writes.
        let overall_free = self.overall.free_at(now);
        let mut best: Option<((Option<Instant>, Instant), L)> = None;
        let mut wake: Option<Instant> = None;
        for (id, lane) in &mut self.lanes {
            let Some((queued, mut free)) = lane.head(now) else {
                continue;
            };
            if lane.head_calls() > 0 {
                for at in [overall_free, paused].into_iter().flatten() {
                    free = free.max(at);
                }
            }
            if free > now {
                wake = Some(wake.map_or(free, |w| w.min(free)));
            } else if best
                .as_ref()
                .is_none_or(|(turn, _)| (lane.served, queued) < *turn)
            {
                best = Some(((lane.served, queued), id.clone()));
            }
        }
        let Some((_, id)) = best else {
            return wake.map_or(Next::Idle, Next::WaitUntil);
        };
        let lane = self.lanes.get_mut(&id).expect("the chosen lane");
        let calls = lane.head_calls();
        let (slot, payload) = lane.take().expect("a lane with a head has a job");
        lane.served = Some(now);
        // A job of several calls (a message replaced: a delete and a post) counts each.
        for _ in 0..calls {
            self.overall.started(now);
        }
        self.in_flight += 1;
        Next::Ready(Ticket { lane: id, slot }, payload)
    }

    /// A job handed out by [`Scheduler::next`] ended at `now`.
    pub fn done(&mut self, ticket: Ticket<L, K>, done: Done, now: Instant) {
        self.in_flight = self.in_flight.saturating_sub(1);
        let Some(lane) = self.lanes.get_mut(&ticket.lane) else {
            return;
        };
        let cost = lane.in_flight.as_ref().map_or(0, |(_, p)| p.cost());
        // Counted whatever the chat's answer (a refused call may still count there), except
        // when the bot as a whole was refused: that says nothing of this chat's budget, and
        // counting it would let a busy moment starve the chats with the tightest budgets.
        let refused_overall = matches!(done, Done::Overloaded { .. });
        if cost > 0 && !refused_overall {
            for _ in 0..cost {
                lane.window.record(now);
            }
            lane.last_write = Some(now);
        }
        match done {
            Done::Sent => lane.in_flight = None,
            Done::LaneLimited { retry_after } | Done::Retry { retry_after } => {
                lane.blocked_until = Some(now + retry_after);
                lane.put_back(now);
            }
            Done::Overloaded { retry_after } => {
                lane.put_back(now);
                let until = now + retry_after;
                self.paused_until = Some(self.paused_until.map_or(until, |p| p.max(until)));
                self.overall.slow_down(now);
            }
        }
    }

    /// Forgets lanes with nothing queued whose pace no longer remembers a write.
    fn prune(&mut self, now: Instant) {
        self.lanes.retain(|_, lane| {
            !(lane.is_idle()
                && lane.window.is_clear(&lane.pace, now)
                && lane
                    .last_write
                    .is_none_or(|last| last + lane.pace.slot_gap <= now))
        });
    }

    /// Jobs queued or in flight.
    pub fn len(&self) -> usize {
        self.lanes
            .values()
            .map(|l| l.posts.len() + l.slots.len() + usize::from(l.in_flight.is_some()))
            .sum()
    }

    /// The most jobs queued or in flight for any one lane (chat).
    pub fn busiest_lane(&self) -> usize {
        self.lanes
            .values()
            .map(|l| l.posts.len() + l.slots.len() + usize::from(l.in_flight.is_some()))
            .max()
            .unwrap_or(0)
    }

    /// True when nothing is queued or in flight.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Calls in flight.
    pub fn in_flight(&self) -> usize {
        self.in_flight
    }

    /// The overall rate the scheduler allows itself now (calls a second), `None` when it has
    /// learnt no limit and no ceiling is set.
    pub fn overall_rate(&self, now: Instant) -> Option<f64> {
        self.overall.rate(now)
    }
}
