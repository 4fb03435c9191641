//! The bot's REST client (`bot_discord::send::Discord`) against the fake Discord's limits:
//! no request leaves inside a retry window a 429 announced (the global one, or its route's),
//! every request the global limit counts is counted against the bot's own global budget, and
//! the interaction endpoints, which the global limit does not bind, are held by neither.
//! The fake refuses a request inside a window again and counts it (`in_retry_window`).

mod fake;

use bot_discord::send::{Discord, SendError};
use fake::{CHANNEL_ID, Fake, Person, TOKEN};
use serde_json::{Value, json};
use serenity::http::{HttpBuilder, LightMethod, Route};
use serenity::model::id::ChannelId;

const ANNA: Person = Person {
    id: 320_000_000_000_000_001,
    name: "Anna",
};
const OTHER_CHANNEL: u64 = CHANNEL_ID + 1000;

/// The bot's client, talking to the fake.
fn discord(fake: &Fake) -> Discord {
    let http = HttpBuilder::new(TOKEN)
        .ratelimiter_disabled(true)
        .proxy(fake.api_base())
        .build();
    Discord::new(&http)
}

/// `GET /channels/{channel}`: a request the global limit counts.
async fn get_channel(discord: &Discord, channel: u64) -> Result<Option<Value>, SendError> {
    let route = Route::Channel {
        channel_id: ChannelId::new(channel),
    };
    discord
        .call(route, LightMethod::Get, None, None::<&()>)
        .await
}

/// `POST /channels/{channel}/messages` once.
async fn post(discord: &Discord, channel: u64, text: &str) -> Result<(), SendError> {
    let route = Route::ChannelMessages {
        channel_id: ChannelId::new(channel),
    };
    let body = json!({ "content": text });
    let (result, _) = discord
        .once(route, LightMethod::Post, None, Some(&body))
        .await;
    result.map(|_| ())
}

/// Where the fake recorded the first request whose path ends with `tail`, after `from`.
fn arrival(fake: &Fake, from: usize, tail: &str) -> usize {
    let st = fake.state.lock().unwrap();
    st.requests[from..]
        .iter()
        .position(|r| r.path.ends_with(tail))
        .map(|at| from + at)
        .unwrap_or_else(|| panic!("no request to {tail}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_global_429_no_counted_request_leaves_before_its_window_closes() {
    let fake = Fake::start().await;
    // One request a second: the second of a second meets the global limit.
    fake.set_global_limit(Some(1));
    let discord = discord(&fake);
    let route = Route::Channel {
        channel_id: ChannelId::new(CHANNEL_ID),
    };
    let (first, _) = discord
        .once(route, LightMethod::Get, None, None::<&()>)
        .await;
    assert!(first.is_ok(), "{first:?}");
    let (second, _) = discord
        .once(route, LightMethod::Get, None, None::<&()>)
        .await;
    assert!(
        matches!(second, Err(SendError::RateLimited { global: true, .. })),
        "{second:?}"
    );
    let after_429 = fake.state.lock().unwrap().requests.len();
    // Room again for what comes after the window (the window itself stays).
    fake.set_global_limit(Some(50));

    // Inside the window: five counted requests at once, and an interaction's callback.
    let i = fake.slash(ANNA, "blot", json!([]));
    let token = fake.interaction(i).token;
    let gets = (0..5).map(|n| get_channel(&discord, CHANNEL_ID + n));
    let callback = async {
        let route = Route::InteractionResponse {
            interaction_id: i.into(),
            token: &token,
        };
        let deferral = json!({"type": 5, "data": {"flags": 64}});
        discord
            .call(route, LightMethod::Post, None, Some(&deferral))
            .await
    };
    let (gets, answered) = tokio::join!(futures_util::future::join_all(gets), callback);
    assert!(answered.is_ok(), "{answered:?}");
    for got in &gets {
        assert!(got.is_ok(), "{got:?}");
    }
    assert_eq!(
        fake.requests_in_retry_windows(),
        0,
        "requests left inside the global window: {:?}",
        fake.violations()
    );
    // The callback is not bound to the global limit: it did not wait for the window.
    let callback_at = arrival(&fake, after_429, "/callback");
    for n in 0..5 {
        let get_at = arrival(&fake, after_429, &format!("/channels/{}", CHANNEL_ID + n));
        assert!(callback_at < get_at, "the callback waited for the window");
    }
    assert!(
        fake.state.lock().unwrap().interactions[&i]
            .answered
            .is_some()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_routes_429_its_requests_wait_for_the_window_and_others_do_not() {
    let fake = Fake::start().await;
    let discord = discord(&fake);
    fake.inject_429("/channels/{channel_id}/messages");
    let refused = post(&discord, CHANNEL_ID, "a").await;
    assert!(
        matches!(refused, Err(SendError::RateLimited { global: false, .. })),
        "{refused:?}"
    );
    let after_429 = fake.state.lock().unwrap().requests.len();
    let (same, other) = tokio::join!(
        post(&discord, CHANNEL_ID, "b"),
        post(&discord, OTHER_CHANNEL, "c")
    );
    assert!(same.is_ok(), "{same:?}");
    assert!(other.is_ok(), "{other:?}");
    assert_eq!(
        fake.requests_in_retry_windows(),
        0,
        "a request left inside its route's window: {:?}",
        fake.violations()
    );
    // Another channel is another route: it did not wait.
    let st = fake.state.lock().unwrap();
    let order: Vec<&str> = st.requests[after_429..]
        .iter()
        .map(|r| {
            r.body
                .as_ref()
                .and_then(|b| b["content"].as_str())
                .unwrap_or("")
        })
        .collect();
    assert_eq!(order, ["c", "b"], "the other channel went first");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_counted_request_spends_the_global_budget_and_none_meets_the_limit() {
    let fake = Fake::start().await;
    let discord = discord(&fake);
    // Twice Discord's 50 a second at once.
    let gets = (0..100).map(|n| get_channel(&discord, CHANNEL_ID + n));
    let got = futures_util::future::join_all(gets).await;
    assert!(got.iter().all(Result::is_ok));
    assert_eq!(fake.global_429s(), 0, "the bot met Discord's global limit");
    assert_eq!(fake.requests_counted_globally(), 100);
    assert_eq!(fake.invalid_requests(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dry_bucket_holds_its_route_until_it_starts_anew() {
    let fake = Fake::start().await;
    let discord = discord(&fake);
    // One post in 2 s: a second one sent at once would be refused.
    fake.set_channel_limit(1, std::time::Duration::from_secs(2));
    post(&discord, CHANNEL_ID, "a").await.expect("the first");
    post(&discord, CHANNEL_ID, "b")
        .await
        .expect("held, then sent");
    assert_eq!(fake.rate_limited(), 0, "the bucket said it was dry");
    assert_eq!(fake.invalid_requests(), 0);
}
