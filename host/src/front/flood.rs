//! One user's commands and presses, limited so that nobody can flood a chat: each user has a
//! bucket of commands and one of presses (GCRA token buckets from `governor`, read on the
//! inputs' own clock). Past a bucket the user is told once to slow down, privately, then
//! ignored — nothing answered, nothing stored — until his bucket refills.
//!
//! [`Repeats`] keeps a chat from reading the same answer over and over: where a command's
//! answer is public (a Telegram group), the same answer to the same user within
//! [`REPEAT_WINDOW_MS`] is shown once.

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use game::table::{ChatId, Millis, UserId};
use governor::clock::Clock;
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};

/// Commands one user may type in a burst, and how often one more is allowed after it.
const COMMAND_BURST: u32 = 8;
const COMMAND_EVERY: Duration = Duration::from_secs(2);
/// Presses one user may make in a burst (a game's moves, a settings menu), and the pace after.
const PRESS_BURST: u32 = 12;
const PRESS_EVERY: Duration = Duration::from_millis(500);
/// How long the same answer to the same user in the same chat is not repeated.
pub const REPEAT_WINDOW_MS: Millis = 60_000;
/// Remembered users and answers above which the forgotten ones are dropped.
const PRUNE_ABOVE: usize = 10_000;

/// What a user's input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Command,
    Press,
}

/// Whether to handle a user's input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Handle,
    /// Too fast: tell him once to slow down, and handle nothing.
    WarnAndDrop,
    /// Still too fast: drop it silently.
    Drop,
}

/// The inputs' clock, as `governor` reads it: set to each input's time before it is checked.
#[derive(Clone, Debug, Default)]
pub(super) struct InputClock(Arc<AtomicU64>);

impl InputClock {
    pub(super) fn set(&self, now: Millis) {
        self.0
            .fetch_max(now.saturating_mul(1_000_000), Ordering::Relaxed);
    }
}

impl Clock for InputClock {
    type Instant = Nanos;

    fn now(&self) -> Nanos {
        Nanos::from(self.0.load(Ordering::Relaxed))
    }
}

type Buckets = RateLimiter<UserId, HashMapStateStore<UserId>, InputClock, NoOpMiddleware<Nanos>>;

/// Every user's buckets, and who has been told to slow down.
pub struct FloodGuard {
    clock: InputClock,
    commands: Buckets,
    presses: Buckets,
    /// Users told to slow down, and when.
    warned: HashMap<UserId, Millis>,
}

impl Default for FloodGuard {
    fn default() -> Self {
        FloodGuard::new()
    }
}

/// A bucket of `burst`, then one more every `every`.
pub(super) fn quota(burst: u32, every: Duration) -> Quota {
    let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
    Quota::with_period(every)
        .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
        .allow_burst(burst)
}

impl FloodGuard {
    /// The default buckets: 8 commands then one every 2 s; 12 presses then two a second.
    pub fn new() -> FloodGuard {
        let clock = InputClock::default();
        FloodGuard {
            commands: RateLimiter::hashmap_with_clock(
                quota(COMMAND_BURST, COMMAND_EVERY),
                clock.clone(),
            ),
            presses: RateLimiter::hashmap_with_clock(
                quota(PRESS_BURST, PRESS_EVERY),
                clock.clone(),
            ),
            clock,
            warned: HashMap::new(),
        }
    }

    /// Counts one input of `user` at `now` and says whether to handle it.
    pub fn check(&mut self, user: &UserId, kind: Kind, now: Millis) -> Verdict {
        self.clock.set(now);
        let buckets = match kind {
            Kind::Command => &self.commands,
            Kind::Press => &self.presses,
        };
        if buckets.check_key(user).is_ok() {
            self.warned.remove(user);
            return Verdict::Handle;
        }
        if self.warned.len() > PRUNE_ABOVE {
            self.prune(now);
        }
        match self.warned.insert(user.clone(), now) {
            None => Verdict::WarnAndDrop,
            Some(_) => Verdict::Drop,
        }
    }

    /// Forgets the buckets that are full again, and warnings older than a full refill.
    fn prune(&mut self, now: Millis) {
        self.commands.retain_recent();
        self.presses.retain_recent();
        let refill = (COMMAND_EVERY * COMMAND_BURST).as_millis() as Millis;
        self.warned.retain(|_, at| now.saturating_sub(*at) < refill);
    }
}

/// The last answer given to each user in each chat, so that it is not repeated.
#[derive(Debug, Default)]
pub struct Repeats {
    answered: HashMap<(UserId, ChatId), (String, Millis)>,
}

impl Repeats {
    /// True when this answer to `user` in `chat` was not given there in the last minute (and
    /// remembers it).
    pub fn first_time(&mut self, user: &UserId, chat: &ChatId, answer: &str, now: Millis) -> bool {
        let key = (user.clone(), chat.clone());
        if let Some((said, at)) = self.answered.get(&key)
            && said == answer
            && now.saturating_sub(*at) < REPEAT_WINDOW_MS
        {
            return false;
        }
        if self.answered.len() > PRUNE_ABOVE {
            self.answered
                .retain(|_, (_, at)| now.saturating_sub(*at) < REPEAT_WINDOW_MS);
        }
        self.answered.insert(key, (answer.to_string(), now));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: Millis = 1_700_000_000_000;

    fn user(n: u32) -> UserId {
        UserId(format!("tg:{n}"))
    }

    #[test]
    fn a_burst_of_commands_then_one_warning_then_silence_until_the_bucket_refills() {
        let mut guard = FloodGuard::new();
        let verdicts: Vec<Verdict> = (0..40)
            .map(|i| guard.check(&user(1), Kind::Command, T0 + i * 10))
            .collect();
        assert_eq!(&verdicts[..8], &[Verdict::Handle; 8]);
        assert_eq!(verdicts[8], Verdict::WarnAndDrop);
        assert!(verdicts[9..].iter().all(|v| *v == Verdict::Drop));
        // Another user is not touched, nor the same user's presses.
        assert_eq!(
            guard.check(&user(2), Kind::Command, T0 + 400),
            Verdict::Handle
        );
        assert_eq!(
            guard.check(&user(1), Kind::Press, T0 + 400),
            Verdict::Handle
        );
        // Three seconds on, one more command; the next too fast is warned about again.
        assert_eq!(
            guard.check(&user(1), Kind::Command, T0 + 3_400),
            Verdict::Handle
        );
        assert_eq!(
            guard.check(&user(1), Kind::Command, T0 + 3_410),
            Verdict::WarnAndDrop
        );
    }

    #[test]
    fn a_player_pressing_at_a_human_pace_is_never_held_back() {
        let mut guard = FloodGuard::new();
        for i in 0..500 {
            assert_eq!(
                guard.check(&user(1), Kind::Press, T0 + i * 600),
                Verdict::Handle,
                "press {i}"
            );
        }
    }

    #[test]
    fn the_same_answer_in_the_same_chat_is_given_once_a_minute() {
        let mut guard = Repeats::default();
        let group = ChatId("tg:-1".into());
        let other = ChatId("tg:-2".into());
        assert!(guard.first_time(&user(1), &group, "You already have #1", T0));
        assert!(!guard.first_time(&user(1), &group, "You already have #1", T0 + 1_000));
        assert!(guard.first_time(&user(1), &other, "You already have #1", T0 + 1_000));
        assert!(guard.first_time(&user(2), &group, "You already have #1", T0 + 1_000));
        assert!(guard.first_time(&user(1), &group, "Something else", T0 + 2_000));
        assert!(guard.first_time(&user(1), &group, "You already have #1", T0 + 3_000));
        assert!(guard.first_time(&user(1), &group, "You already have #1", T0 + 63_000));
    }
}
