//! Asking the chat platform whether a sender administers a chat (Telegram's
//! `getChatMember`), for the inputs whose answer depends on it ([`crate::front::needs_admin`]),
//! without letting anyone stall the bot with it:
//!
//! - an answer, yes or no, is kept for [`ADMIN_TTL_MS`] per (chat, user): asked again within
//!   a minute, nothing is asked;
//! - each (chat, user) is asked at most once per batch of inputs;
//! - every input counts against its sender's budget first, the same budget the front's flood
//!   guard holds him to (8 commands then one every 2 s; 12 presses then two a second): a
//!   sender past it is not asked about (the front drops his input anyway), so a burst costs
//!   at most a budget's worth of questions;
//! - the questions of a batch go out together, at most [`CONCURRENT_ASKS`] at once.
//!
//! An error (the platform could not say) counts as "not an administrator" and is not kept.

use std::collections::{BTreeSet, HashMap};
use std::future::Future;
use std::hash::Hash;
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::Duration;

use futures_util::StreamExt;
use game::table::Millis;
use governor::clock::FakeRelativeClock;
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};

use crate::front::Kind;

/// How long an answer is kept, yes or no.
pub const ADMIN_TTL_MS: Millis = 60_000;
/// Questions of one batch in flight at once.
pub const CONCURRENT_ASKS: usize = 4;

/// The front's flood budget (`front/flood.rs`): commands in a burst and the pace after it.
const COMMAND_BURST: u32 = 8;
const COMMAND_EVERY: Duration = Duration::from_secs(2);
/// The same for presses.
const PRESS_BURST: u32 = 12;
const PRESS_EVERY: Duration = Duration::from_millis(500);
/// Answers kept above which the stale ones are dropped at once (else once a minute).
const PRUNE_ABOVE: usize = 10_000;

type Budget<U> = RateLimiter<
    U,
    HashMapStateStore<U>,
    FakeRelativeClock,
    NoOpMiddleware<<FakeRelativeClock as governor::clock::Clock>::Instant>,
>;

/// Some (chat, user) pairs.
type Pairs<C, U> = BTreeSet<(C, U)>;

/// One input, as far as the question goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked<C, U> {
    pub chat: C,
    pub user: U,
    /// What the input counts as against the sender's budget (`None`: nothing, e.g. a message
    /// that is no command).
    pub counts_as: Option<Kind>,
    /// Its answer depends on whether the sender administers the chat.
    pub needs_admin: bool,
}

/// What an input counts as against its sender's budget, as the front counts it: a typed
/// command of ours (`bot`: the bot's username, for `/cmd@bot`), or any press.
pub fn counts_as(typed: Option<&str>, pressed: Option<&str>, bot: Option<&str>) -> Option<Kind> {
    if pressed.is_some() {
        return Some(Kind::Press);
    }
    typed
        .and_then(|text| game::table::command::parse(text, bot))
        .map(|_| Kind::Command)
}

/// What the platform said, and the senders' budgets.
struct State<C, U: Copy + Hash + Eq> {
    known: HashMap<(C, U), (bool, Millis)>,
    commands: Budget<U>,
    presses: Budget<U>,
    clock: FakeRelativeClock,
    /// The time the clock was last set to, and the last pruning.
    clock_at: Millis,
    pruned_at: Millis,
    asked: u64,
}

/// The kept answers and the budgets, shared by whoever takes inputs (the poller, each
/// webhook request).
pub struct Admins<C, U: Copy + Hash + Eq> {
    state: Mutex<State<C, U>>,
}

fn quota(burst: u32, every: Duration) -> Quota {
    let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
    Quota::with_period(every)
        .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
        .allow_burst(burst)
}

impl<C, U> Default for Admins<C, U>
where
    C: Copy + Hash + Eq + Ord,
    U: Copy + Hash + Eq + Ord,
{
    fn default() -> Self {
        Admins::new()
    }
}

impl<C, U> Admins<C, U>
where
    C: Copy + Hash + Eq + Ord,
    U: Copy + Hash + Eq + Ord,
{
    /// Nothing known yet, every budget full.
    pub fn new() -> Admins<C, U> {
        let clock = FakeRelativeClock::default();
        Admins {
            state: Mutex::new(State {
                known: HashMap::new(),
                commands: RateLimiter::new(
                    quota(COMMAND_BURST, COMMAND_EVERY),
                    HashMapStateStore::default(),
                    clock.clone(),
                ),
                presses: RateLimiter::new(
                    quota(PRESS_BURST, PRESS_EVERY),
                    HashMapStateStore::default(),
                    clock.clone(),
                ),
                clock,
                clock_at: 0,
                pruned_at: 0,
                asked: 0,
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State<C, U>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Questions put to the platform so far.
    pub fn asked(&self) -> u64 {
        self.lock().asked
    }

    /// The (chat, user) pairs among `inputs` whose sender administers the chat, for the
    /// inputs that need to know, at `now`: what is kept is used, the rest asked with `ask`
    /// (`None`: the platform could not say), at most [`CONCURRENT_ASKS`] at once.
    pub async fn admins<F, Fut>(
        &self,
        inputs: &[Asked<C, U>],
        now: Millis,
        ask: F,
    ) -> BTreeSet<(C, U)>
    where
        F: Fn(C, U) -> Fut,
        Fut: Future<Output = Option<bool>>,
    {
        let (mut admins, questions) = self.plan(inputs, now);
        if questions.is_empty() {
            return admins;
        }
        let answers: Vec<((C, U), Option<bool>)> = futures_util::stream::iter(questions)
            .map(|(chat, user)| {
                let asked = ask(chat, user);
                async move { ((chat, user), asked.await) }
            })
            .buffer_unordered(CONCURRENT_ASKS)
            .collect()
            .await;
        let mut state = self.lock();
        for (pair, answer) in answers {
            state.asked += 1;
            let Some(admin) = answer else {
                continue;
            };
            state.known.insert(pair, (admin, now));
            if admin {
                admins.insert(pair);
            }
        }
        admins
    }

    /// The admins known already, and the questions to ask.
    fn plan(&self, inputs: &[Asked<C, U>], now: Millis) -> (Pairs<C, U>, Pairs<C, U>) {
        let mut state = self.lock();
        let state = &mut *state;
        if now > state.clock_at {
            state
                .clock
                .advance(Duration::from_millis(now - state.clock_at));
            state.clock_at = now;
        }
        if now.saturating_sub(state.pruned_at) >= ADMIN_TTL_MS || state.known.len() > PRUNE_ABOVE {
            state
                .known
                .retain(|_, (_, at)| now.saturating_sub(*at) < ADMIN_TTL_MS);
            state.commands.retain_recent();
            state.presses.retain_recent();
            state.pruned_at = now;
        }
        let mut admins = BTreeSet::new();
        let mut questions = BTreeSet::new();
        for input in inputs {
            let within = match input.counts_as {
                Some(Kind::Command) => state.commands.check_key(&input.user).is_ok(),
                Some(Kind::Press) => state.presses.check_key(&input.user).is_ok(),
                None => true,
            };
            if !input.needs_admin {
                continue;
            }
            let pair = (input.chat, input.user);
            match state.known.get(&pair) {
                Some((admin, at)) if now.saturating_sub(*at) < ADMIN_TTL_MS => {
                    admin.then(|| admins.insert(pair));
                }
                _ if within => {
                    questions.insert(pair);
                }
                // Past his budget: the front will not handle it.
                _ => {}
            }
        }
        (admins, questions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    const T0: Millis = 1_700_000_000_000;

    fn lang(chat: i64, user: i64) -> Asked<i64, i64> {
        Asked {
            chat,
            user,
            counts_as: Some(Kind::Command),
            needs_admin: true,
        }
    }

    fn block_on<T>(f: impl Future<Output = T>) -> T {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(f)
    }

    #[test]
    fn answers_are_kept_a_minute_yes_or_no_and_a_batch_asks_each_pair_once() {
        let admins = Admins::new();
        let calls = AtomicUsize::new(0);
        let ask = |chat: i64, user: i64| {
            calls.fetch_add(1, Ordering::SeqCst);
            async move { Some(chat == -1 && user == 7) }
        };
        let batch: Vec<_> = (0..4).flat_map(|_| [lang(-1, 7), lang(-1, 8)]).collect();
        let got = block_on(admins.admins(&batch, T0, ask));
        assert_eq!(got, BTreeSet::from([(-1, 7)]));
        assert_eq!(calls.load(Ordering::SeqCst), 2, "each pair asked once");
        let got = block_on(admins.admins(&[lang(-1, 7), lang(-1, 8)], T0 + 50_000, ask));
        assert_eq!(got, BTreeSet::from([(-1, 7)]));
        assert_eq!(calls.load(Ordering::SeqCst), 2, "both kept, the no too");
        block_on(admins.admins(&[lang(-1, 8)], T0 + 61_000, ask));
        assert_eq!(
            calls.load(Ordering::SeqCst),
            3,
            "asked again after a minute"
        );
    }

    #[test]
    fn a_sender_past_his_budget_costs_no_question_and_errors_are_not_kept() {
        let admins = Admins::new();
        let calls = AtomicUsize::new(0);
        let ask = |_: i64, _: i64| {
            calls.fetch_add(1, Ordering::SeqCst);
            async { None }
        };
        // One sender, 100 commands in 100 chats: only his budget's worth is asked about.
        let batch: Vec<_> = (0..100).map(|c| lang(-100 - c, 9)).collect();
        let got = block_on(admins.admins(&batch, T0, ask));
        assert!(got.is_empty(), "an error is no administrator");
        assert_eq!(calls.load(Ordering::SeqCst), COMMAND_BURST as usize);
        // His other commands spent the budget as well (one more every 2 s).
        let plain = Asked {
            needs_admin: false,
            ..lang(-5, 10)
        };
        let mut batch = vec![plain; COMMAND_BURST as usize];
        batch.push(lang(-5, 10));
        block_on(admins.admins(&batch, T0, ask));
        assert_eq!(calls.load(Ordering::SeqCst), COMMAND_BURST as usize);
        // An error is not kept: asked again (his budget refilled a little).
        block_on(admins.admins(&[lang(-100, 9)], T0 + 2_000, ask));
        assert_eq!(calls.load(Ordering::SeqCst), COMMAND_BURST as usize + 1);
    }

    #[test]
    fn the_questions_of_a_batch_are_in_flight_together_within_the_cap() {
        let admins = Admins::new();
        let (now, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let ask = |_: i64, _: i64| {
            let n = now.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(n, Ordering::SeqCst);
            let now = &now;
            async move {
                tokio::task::yield_now().await;
                now.fetch_sub(1, Ordering::SeqCst);
                Some(false)
            }
        };
        let batch: Vec<_> = (0..20).map(|u| lang(-1, u)).collect();
        block_on(admins.admins(&batch, T0, ask));
        assert_eq!(admins.asked(), 20);
        assert_eq!(most.load(Ordering::SeqCst), CONCURRENT_ASKS);
    }
}
