//! The send layer's hold on Discord's limits, for every REST call the bot makes:
//!
//! - no request leaves inside a retry window a 429 announced: after a global 429 every
//!   request the global limit counts waits until its `retry_after` has passed, after a route's
//!   429 (or an answer saying its bucket is dry) every request of that route's top-level
//!   resource waits until the bucket starts anew (Discord refuses them again and counts them
//!   against its invalid-request limit, 10,000 in 10 minutes, then bans the address);
//! - every request the global limit counts (all but the interaction endpoints) is counted
//!   against the global budget the bot learns ([`OverallRate`]: Discord's 50 a second, kept
//!   under, halved after a global 429 and grown back), whoever makes it: the scheduler's jobs,
//!   a mention's second call, the start's calls.
//!
//! Interaction endpoints (the callback, and the webhook routes an interaction token opens) are
//! not bound to the global limit ("Interaction endpoints are not bound to the bot's Global
//! Rate Limit", Discord's rate-limit documentation): they never wait for the global window or
//! budget, only for their own route's window.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use host::schedule::OverallRate;
use serenity::http::Route;

/// The budget kept for the requests the global limit counts: Discord allows 50 a second;
/// a tenth is left for arrivals bunched by the network.
pub const GLOBAL_BUDGET: f64 = 45.0;

/// Which limits a request is bound by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The route's top-level resource (`channels/1`, `webhooks/2/<token>`,
    /// `interactions/3`, else the route's first two segments): its windows are this key's.
    pub resource: String,
    /// Counted by the global limit (not an interaction endpoint).
    pub global: bool,
}

impl Bound {
    /// The limits of `route`.
    pub fn of(route: &Route<'_>) -> Bound {
        let path = route.path();
        // serenity's paths are whole URLs: `https://discord.com/api/v10/channels/1/...`.
        let path = path
            .split_once("/api/v10/")
            .map_or(&*path, |(_, rest)| rest);
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let (take, global) = match segments.first().copied() {
            Some("webhooks") => (3, false),
            Some("interactions") => (2, false),
            _ => (2, true),
        };
        Bound {
            resource: segments
                .iter()
                .take(take)
                .copied()
                .collect::<Vec<_>>()
                .join("/"),
            global,
        }
    }
}

struct State {
    /// No globally counted request before this (a global 429's `retry_after`).
    global_until: Option<Instant>,
    /// No request of a resource before its instant (its 429, or its bucket dry).
    resources: HashMap<String, Instant>,
    budget: OverallRate,
}

/// The limits every request of the bot waits for; shared by all its REST clients.
pub struct Limiter {
    state: Mutex<State>,
}

impl Default for Limiter {
    fn default() -> Self {
        Limiter::new(GLOBAL_BUDGET)
    }
}

impl Limiter {
    /// A limiter keeping the globally counted requests under `per_second`.
    pub fn new(per_second: f64) -> Limiter {
        Limiter {
            state: Mutex::new(State {
                global_until: None,
                resources: HashMap::new(),
                budget: OverallRate::new(Some(per_second), None),
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// At `now`: `None` when a request bound by `bound` may leave (it is then counted), else
    /// the instant to ask again.
    pub fn admit(&self, bound: &Bound, now: Instant) -> Option<Instant> {
        let mut st = self.state();
        let mut free = now;
        if let Some(&until) = st.resources.get(&bound.resource) {
            if until <= now {
                st.resources.remove(&bound.resource);
            } else {
                free = free.max(until);
            }
        }
        if bound.global {
            if let Some(until) = st.global_until.filter(|u| *u > now) {
                free = free.max(until);
            }
            if let Some(at) = st.budget.free_at(now) {
                free = free.max(at);
            }
        }
        if free > now {
            return Some(free);
        }
        if bound.global {
            st.budget.started(now);
        }
        None
    }

    /// Waits until a request bound by `bound` may leave, and counts it.
    pub async fn wait(&self, bound: &Bound) {
        while let Some(at) = self.admit(bound, Instant::now()) {
            tokio::time::sleep_until(at.into()).await;
        }
    }

    /// A 429 answered at `now`: the global window (and a lower budget) or the resource's.
    pub fn limited(&self, bound: &Bound, retry_after: Duration, global: bool, now: Instant) {
        let mut st = self.state();
        let until = now + retry_after;
        if global {
            st.global_until = Some(st.global_until.map_or(until, |u| u.max(until)));
            st.budget.slow_down(now);
        } else {
            Self::hold_in(&mut st, &bound.resource, until);
        }
    }

    /// The resource's bucket is dry until `until` (its answer said so).
    pub fn hold(&self, bound: &Bound, until: Instant) {
        Self::hold_in(&mut self.state(), &bound.resource, until);
    }

    fn hold_in(st: &mut State, resource: &str, until: Instant) {
        let held = st.resources.entry(resource.to_string()).or_insert(until);
        *held = (*held).max(until);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::model::id::{ChannelId, MessageId};

    fn channel(id: u64) -> Bound {
        Bound::of(&Route::ChannelMessage {
            channel_id: ChannelId::new(id),
            message_id: MessageId::new(5),
        })
    }

    #[test]
    fn interaction_endpoints_are_not_bound_to_the_global_limit() {
        let callback = Bound::of(&Route::InteractionResponse {
            interaction_id: 7.into(),
            token: "tok",
        });
        assert_eq!(callback.resource, "interactions/7");
        assert!(!callback.global);
        let hand = Bound::of(&Route::WebhookOriginalInteractionResponse {
            application_id: 9.into(),
            token: "tok",
        });
        assert_eq!(hand.resource, "webhooks/9/tok");
        assert!(!hand.global);
        assert_eq!(channel(3).resource, "channels/3");
        assert!(channel(3).global);
    }

    #[test]
    fn a_window_holds_its_requests_and_only_them() {
        let limiter = Limiter::new(1_000.0);
        let now = Instant::now();
        let wait = Duration::from_millis(800);
        limiter.limited(&channel(1), wait, false, now);
        assert_eq!(limiter.admit(&channel(1), now), Some(now + wait));
        assert_eq!(limiter.admit(&channel(2), now), None);
        // A global 429: every counted request waits for its window (and the budget, halved,
        // may hold it longer).
        limiter.limited(&channel(2), wait, true, now);
        assert!(
            limiter
                .admit(&channel(3), now)
                .is_some_and(|at| at >= now + wait)
        );
        let callback = Bound::of(&Route::InteractionResponse {
            interaction_id: 7.into(),
            token: "tok",
        });
        assert_eq!(limiter.admit(&callback, now), None);
        assert_eq!(
            limiter.admit(&channel(3), now + Duration::from_secs(1)),
            None
        );
    }

    #[test]
    fn the_budget_counts_every_globally_bound_request() {
        let limiter = Limiter::new(10.0);
        let now = Instant::now();
        let admitted = (0..30)
            .filter(|_| limiter.admit(&channel(1), now).is_none())
            .count();
        assert_eq!(admitted, 1, "spread evenly: one now, the next 100 ms later");
        let later = now + Duration::from_millis(100);
        assert_eq!(limiter.admit(&channel(2), later), None);
    }
}
