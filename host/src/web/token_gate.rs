//! The rate limit of `POST /api/token` (the Activity's sign-in, two calls to Discord each): a
//! bucket per client address and one for all clients together (GCRA token buckets from
//! `governor`, the crate the chat's flood guard uses). Past either, the route answers 429 with
//! `{"error":"too_many_sign_ins","retry_after":<seconds>}` and asks Discord nothing.
//!
//! The client's address is the connection's peer, or, for a connection from this machine (a
//! reverse proxy in front: the operator's HTTPS), the last address of its `X-Forwarded-For`
//! (the one that proxy saw). Discord's own proxy hides its users' addresses, so through it
//! many users share a few addresses: the per-client bucket is generous, the overall one is
//! what bounds the calls to Discord.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::HeaderMap;
use governor::clock::Clock;
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::keyed::HashMapStateStore;
use governor::state::{InMemoryState, NotKeyed};
use governor::{Quota, RateLimiter};

/// Sign-ins one client address may start in a burst, and how often one more after it.
pub const PER_CLIENT_BURST: u32 = 20;
pub const PER_CLIENT_EVERY: Duration = Duration::from_secs(3);
/// Sign-ins all clients together may start in a burst, and how often one more after it.
pub const OVERALL_BURST: u32 = 100;
pub const OVERALL_EVERY: Duration = Duration::from_millis(100);
/// Client addresses remembered above which the full buckets are forgotten.
const PRUNE_ABOVE: usize = 10_000;

/// The time the buckets read: since the gate was made (or a test's own).
#[derive(Clone)]
pub struct GateClock(Arc<dyn Fn() -> Duration + Send + Sync>);

impl GateClock {
    /// The monotonic clock, from now.
    pub fn real() -> GateClock {
        let start = Instant::now();
        GateClock(Arc::new(move || start.elapsed()))
    }

    /// A clock that reads `now` (a test's, which it moves itself).
    pub fn from_fn(now: impl Fn() -> Duration + Send + Sync + 'static) -> GateClock {
        GateClock(Arc::new(now))
    }
}

impl std::fmt::Debug for GateClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GateClock")
    }
}

impl Clock for GateClock {
    type Instant = Nanos;

    fn now(&self) -> Nanos {
        Nanos::from((self.0)())
    }
}

/// The limits of `/api/token`: each bucket's burst and the pace it refills at, and the clock.
#[derive(Clone, Debug)]
pub struct TokenLimit {
    /// Per client address: burst, and one more every so often.
    pub per_client: (u32, Duration),
    /// All clients together.
    pub overall: (u32, Duration),
    /// What the buckets read the time from.
    pub clock: GateClock,
}

impl Default for TokenLimit {
    fn default() -> TokenLimit {
        TokenLimit {
            per_client: (PER_CLIENT_BURST, PER_CLIENT_EVERY),
            overall: (OVERALL_BURST, OVERALL_EVERY),
            clock: GateClock::real(),
        }
    }
}

type Keyed = RateLimiter<IpAddr, HashMapStateStore<IpAddr>, GateClock, NoOpMiddleware<Nanos>>;
type Overall = RateLimiter<NotKeyed, InMemoryState, GateClock, NoOpMiddleware<Nanos>>;

/// The buckets, shared by the route's calls.
pub(super) struct TokenGate {
    clock: GateClock,
    per_client: Keyed,
    overall: Overall,
}

/// A quota of `burst` (at least one), one more every `every` (at least a nanosecond).
fn quota((burst, every): (u32, Duration)) -> Quota {
    let every = every.max(Duration::from_nanos(1));
    Quota::with_period(every)
        .unwrap_or(Quota::per_second(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN))
}

impl TokenGate {
    pub(super) fn new(limit: TokenLimit) -> TokenGate {
        let clock = limit.clock;
        TokenGate {
            per_client: RateLimiter::new(
                quota(limit.per_client),
                HashMapStateStore::default(),
                clock.clone(),
            ),
            overall: RateLimiter::direct_with_clock(quota(limit.overall), clock.clone()),
            clock,
        }
    }

    /// Takes one sign-in from `client`'s bucket, then from the overall one: `Err` with how
    /// long to wait when either is empty.
    pub(super) fn admit(&self, client: IpAddr) -> Result<(), Duration> {
        let now = self.clock.now();
        if self.per_client.len() > PRUNE_ABOVE {
            self.per_client.retain_recent();
        }
        self.per_client
            .check_key(&client)
            .map_err(|late| late.wait_time_from(now))?;
        self.overall
            .check()
            .map_err(|late| late.wait_time_from(now))
    }
}

/// Who a request comes from (see the module's doc).
pub(super) fn client_of(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if !peer.ip().is_loopback() {
        return peer.ip();
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .next_back()
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer.ip())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// A gate on a clock the test moves, and the clock's hand (milliseconds).
    fn gate(per_client: (u32, Duration), overall: (u32, Duration)) -> (TokenGate, Arc<AtomicU64>) {
        let hand = Arc::new(AtomicU64::new(0));
        let read = Arc::clone(&hand);
        let clock = GateClock::from_fn(move || Duration::from_millis(read.load(Ordering::SeqCst)));
        let limit = TokenLimit {
            per_client,
            overall,
            clock,
        };
        (TokenGate::new(limit), hand)
    }

    #[test]
    fn a_client_past_its_burst_waits_for_its_bucket_and_others_do_not() {
        let (gate, hand) = gate((3, Duration::from_secs(2)), (100, Duration::from_millis(1)));
        let a: IpAddr = "203.0.113.7".parse().unwrap();
        let b: IpAddr = "203.0.113.8".parse().unwrap();
        for _ in 0..3 {
            assert_eq!(gate.admit(a), Ok(()));
        }
        assert_eq!(gate.admit(a), Err(Duration::from_secs(2)));
        assert_eq!(gate.admit(b), Ok(()), "another client has his own bucket");
        hand.store(1_999, Ordering::SeqCst);
        assert!(gate.admit(a).is_err());
        hand.store(2_000, Ordering::SeqCst);
        assert_eq!(gate.admit(a), Ok(()));
        assert!(gate.admit(a).is_err(), "one more a window, not a new burst");
    }

    #[test]
    fn all_clients_together_are_bounded_too() {
        let (gate, hand) = gate((10, Duration::from_secs(1)), (2, Duration::from_secs(5)));
        let client = |i: u8| IpAddr::from([198, 51, 100, i]);
        assert_eq!(gate.admit(client(1)), Ok(()));
        assert_eq!(gate.admit(client(2)), Ok(()));
        assert_eq!(gate.admit(client(3)), Err(Duration::from_secs(5)));
        hand.store(5_000, Ordering::SeqCst);
        assert_eq!(gate.admit(client(3)), Ok(()));
    }

    #[test]
    fn a_local_proxy_names_the_client_and_a_remote_peer_cannot() {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "10.9.9.9, 192.0.2.4".parse().unwrap());
        let local: SocketAddr = "127.0.0.1:4000".parse().unwrap();
        let remote: SocketAddr = "192.0.2.99:4000".parse().unwrap();
        assert_eq!(
            client_of(local, &headers),
            "192.0.2.4".parse::<IpAddr>().unwrap()
        );
        assert_eq!(client_of(remote, &headers), remote.ip());
        assert_eq!(client_of(local, &HeaderMap::new()), local.ip());
        headers.insert("x-forwarded-for", "not an address".parse().unwrap());
        assert_eq!(client_of(local, &headers), local.ip());
    }
}
