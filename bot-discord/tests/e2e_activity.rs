//! End to end, the web table as a Discord Activity (issue 42): the real bot binary against the
//! fake Discord, serving its page (the Activity configured). Each player presses the table
//! message's "Open table" (answered with LAUNCH_ACTIVITY), then his Discord client — the tests'
//! harness page, framing the Activity on the same origin and answering the Embedded App SDK's
//! messages — opens it in a headless Chromium: handshake, AUTHORIZE, the code exchanged at the
//! fake's OAuth2 endpoint, AUTHENTICATE, the socket with the session. They play a whole game
//! from their pages alone, while the channel's table message follows at the story's beats and
//! no hand is written to them in the channel. A forged or missing session gets nothing.
//! Screenshots go to `target/web-screenshots/`.

mod common;
mod fake;

use std::path::PathBuf;
use std::time::Duration;

use game::i18n::{Lang, Msg as Phrase, PageWord, text};
use game::table::GameKind;
use serde_json::json;
use tests::browser::{Browser, Play, discord_harness, favoured_call};
use tests::deals::GAME_DEALS;

use common::Bot;
use fake::oauth::CLIENT_SECRET;
use fake::{APP_ID, CHANNEL_ID, Fake, GUILD_ID, Msg, Person};

const ANNA: Person = Person {
    id: 310_000_000_000_000_001,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 310_000_000_000_000_002,
    name: "Boris",
};

/// How long the game may go without a press before the test fails.
const PATIENCE: Duration = Duration::from_secs(60);

/// A free port on this machine for the bot's web server.
fn free_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").to_string()
}

fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    std::fs::create_dir_all(&dir).expect("the screenshot folder");
    dir
}

/// The fake, the bot with its Activity on (web server at the returned address), its data.
async fn setup() -> (Fake, String, tempfile::TempDir, Bot) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let web = free_address();
    let app = APP_ID.to_string();
    let env = [
        GAME_DEALS,
        ("DISCORD_CLIENT_ID", app.as_str()),
        ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
        ("WEB_PUBLIC_URL", "https://cards.example.org/"),
        ("WEB_ADDR", web.as_str()),
    ];
    let bot = Bot::spawn_with(&fake, dir.path(), &env);
    fake.wait_connected(1).await;
    fake.set_channel_limit(50, Duration::from_secs(5));
    (fake, web, dir, bot)
}

/// The table message once its game plays: the public message with an "Open table" button.
async fn playing_table(fake: &Fake) -> Msg {
    fake.wait_public("the table message with Open table", |m| {
        m.buttons()
            .iter()
            .any(|(_, id, _)| id.starts_with("activity:"))
    })
    .await
}

/// `user` presses "Open table" on the table message: answered with LAUNCH_ACTIVITY.
async fn launch(fake: &Fake, table: &Msg, user: Person) {
    let (_, custom_id, _) = table
        .buttons()
        .into_iter()
        .find(|(_, id, _)| id.starts_with("activity:"))
        .expect("the Open table button");
    let i = fake.press(user, table.id, &custom_id);
    fake.wait_for("the Activity launched", |st| {
        st.interactions[&i].answered.is_some()
    })
    .await;
    let kind = fake.interaction(i).answered.map(|(_, kind)| kind);
    assert_eq!(kind, Some(12), "answered with LAUNCH_ACTIVITY");
}

/// The harness's address for `user`, with the code his client's AUTHORIZE gives.
fn harness_url(web: &str, code: &str, user: Person) -> String {
    format!(
        "http://{web}/test-discord-client?code={code}&client_id={APP_ID}&user={}&name={}&channel={CHANNEL_ID}&guild={GUILD_ID}",
        user.id, user.name
    )
}

/// The status of `GET http://<web><path>`.
async fn status(web: &str, path: &str) -> u16 {
    reqwest::get(format!("http://{web}{path}"))
        .await
        .expect("the web server")
        .status()
        .as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_a_durak_game_in_the_activity_and_a_forged_session_gets_nothing() {
    let (fake, web, _dir, _bot) = setup().await;
    let opened = fake.slash(
        ANNA,
        "durak",
        json!([{"name": "points", "type": 4, "value": 1}]),
    );
    fake.settle(opened).await;
    let gathering = fake
        .wait_public("the table message", |m| {
            m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))
        })
        .await;
    let (_, join, _) = gathering
        .buttons()
        .into_iter()
        .find(|(_, id, _)| id.starts_with("j:"))
        .unwrap();
    fake.press(BORIS, gathering.id, &join);
    let table = playing_table(&fake).await;
    launch(&fake, &table, ANNA).await;
    launch(&fake, &table, BORIS).await;

    // No session, a forged one, a code Discord never gave: nothing.
    let channel = format!("&channel={CHANNEL_ID}");
    assert_eq!(status(&web, &format!("/ws?session={channel}")).await, 401);
    let forged = "ab".repeat(32);
    assert_eq!(
        status(&web, &format!("/ws?session={forged}{channel}")).await,
        401
    );
    assert_eq!(status(&web, &format!("/ws?table=1{channel}")).await, 401);
    let refused = reqwest::Client::new()
        .post(format!("http://{web}/api/token"))
        .body(r#"{"code":"never-issued"}"#)
        .send()
        .await
        .expect("the web server");
    assert_eq!(refused.status().as_u16(), 401);

    let codes: Vec<(Person, String)> = [ANNA, BORIS]
        .into_iter()
        .map(|p| (p, fake.state.lock().unwrap().oauth.code(p, "en-US")))
        .collect();
    let writes_before = fake.message(table.id).writes;
    let ephemerals_before = ephemeral_writes(&fake);
    let (table_id, played) = (table.id, fake.clone());
    let web2 = web.clone();
    let (presses, table_writes, hands) = tokio::task::spawn_blocking(move || {
        let mut browser = Browser::start().expect("the browser");
        let harness = discord_harness();
        let mut pages = Vec::new();
        for (person, code) in &codes {
            let page = format!("activity-{}", person.name);
            let url = harness_url(&web2, code, *person);
            browser
                .open_framed(&page, &url, &harness, "iframe", (420, 860))
                .expect("open");
            pages.push(page);
        }
        let hand = text(Lang::En, &Phrase::Page(PageWord::YourHand));
        let pass = favoured_call(GameKind::Durak);
        let names: Vec<&str> = pages.iter().map(String::as_str).collect();
        let play = Play {
            pages: &names,
            hand: &hand,
            pass: &pass,
            seed: 42,
            patience: PATIENCE,
        };
        let shots = screenshots();
        let ended = || played.message(table_id).button("Rematch").is_some();
        let presses = play.run(&mut browser, ended, 4, |browser| {
            let path = shots.join("e2e-discord-activity.png");
            browser.screenshot(&pages[0], &path).expect("screenshot");
        });
        // Counted while the pages are open: once they close, the chat is brought up to date.
        let table_writes = played.message(table_id).writes - writes_before;
        let hands = ephemeral_writes(&played) - ephemerals_before;
        for page in &pages {
            let log = browser
                .evaluate(page, "window.harnessLog")
                .expect("the log");
            assert_eq!(
                log,
                json!(["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE"]),
                "{page}: the SDK's messages"
            );
            let errors = browser.errors(page).expect("errors");
            assert!(errors.is_empty(), "{page}: the console said {errors:?}");
        }
        browser
            .screenshot(&pages[1], &shots.join("e2e-discord-activity-end.png"))
            .expect("screenshot");
        (presses, table_writes, hands)
    })
    .await
    .expect("the browser's game");
    assert!(presses > 4, "only {presses} presses");
    eprintln!("{presses} presses: {table_writes} table message writes, {hands} ephemeral writes");
    assert!(
        table_writes * 3 < presses as u32 * 2,
        "the table message followed at the story's beats only: {table_writes} writes for {presses} presses"
    );
    assert_eq!(hands, 0, "no hand written to the players in the channel");
    assert_eq!(fake.state.lock().unwrap().oauth.exchanged, 2);
    assert!(fake.hidden_cards_leaked().is_empty());
    fake.assert_clean();
}

/// How many times ephemeral messages were written so far.
fn ephemeral_writes(fake: &Fake) -> u32 {
    let st = fake.state.lock().unwrap();
    st.messages
        .values()
        .filter(|m| m.ephemeral)
        .map(|m| m.writes)
        .sum()
}

/// The status of `GET /ws` for `session` in the test's channel, without an upgrade: 404 while
/// the channel is bound to no table, the upgrade's own refusal once it is.
async fn ws_status(web: &str, session: &str) -> u16 {
    status(web, &format!("/ws?session={session}&channel={CHANNEL_ID}")).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_entry_point_command_launches_the_activity_on_the_channel_s_table() {
    let (fake, web, _dir, _bot) = setup().await;
    // Registered with the slash commands: one Entry Point, handled by the app.
    fake.wait_for("the commands registered", |st| st.commands.is_some())
        .await;
    let registered = fake.state.lock().unwrap().commands.clone().unwrap();
    let entry: Vec<_> = registered
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] == 4)
        .collect();
    assert_eq!(entry.len(), 1, "{registered}");
    assert_eq!(
        (&entry[0]["name"], &entry[0]["handler"]),
        (&json!("launch"), &json!(1))
    );

    let opened = fake.slash(ANNA, "durak", json!([]));
    fake.settle(opened).await;
    fake.wait_public("the table message", |m| {
        m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))
    })
    .await;
    let code = fake.state.lock().unwrap().oauth.code(ANNA, "en-US");
    let answer = reqwest::Client::new()
        .post(format!("http://{web}/api/token"))
        .body(json!({ "code": code }).to_string())
        .send()
        .await
        .expect("the web server")
        .text()
        .await
        .expect("an answer");
    let signed: serde_json::Value = serde_json::from_str(&answer).expect("a session");
    let session = signed["session"].as_str().expect("a session").to_string();
    assert_eq!(
        ws_status(&web, &session).await,
        404,
        "no table launched here yet"
    );

    let i = fake.entry_point(ANNA, CHANNEL_ID, "launch");
    fake.wait_for("the Activity launched", |st| {
        st.interactions[&i].answered.is_some()
    })
    .await;
    let kind = fake.interaction(i).answered.map(|(_, kind)| kind);
    assert_eq!(kind, Some(12), "answered with LAUNCH_ACTIVITY");
    // The run loop binds the channel to its table: the socket's route finds it.
    let deadline = std::time::Instant::now() + PATIENCE;
    while ws_status(&web, &session).await == 404 {
        assert!(
            std::time::Instant::now() < deadline,
            "the channel was never bound"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    fake.assert_clean();
}
