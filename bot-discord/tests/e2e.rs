//! End to end: the real `bot-discord` binary against the fake Discord of `fake/`.

mod fake;

use std::process::{Child, Command, Stdio};

use fake::{Fake, Msg, Person};
use serde_json::json;

/// The bot binary with a clean environment pointing at the fake.
fn bot_command(fake: Option<&Fake>, data: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bot-discord"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env("no_proxy", "127.0.0.1,localhost")
        .env("DATA_DIR", data);
    if let Some(f) = fake {
        cmd.env("DISCORD_TOKEN", fake::TOKEN).env("DISCORD_API_BASE", f.api_base());
    }
    cmd
}

#[test]
fn a_missing_token_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = bot_command(None, dir.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_a_clear_error() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = bot_command(Some(&fake), dir.path());
    cmd.env("DISCORD_TOKEN", "wrong.token");
    let out = tokio::task::spawn_blocking(move || cmd.output().unwrap()).await.unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("Discord rejected DISCORD_TOKEN"), "{err}");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

/// The bot as a child process, killed when dropped.
pub struct Bot(pub Child);

impl Bot {
    pub fn spawn(fake: &Fake, data: &std::path::Path) -> Bot {
        let child = bot_command(Some(fake), data).stdout(Stdio::null()).spawn().unwrap();
        Bot(child)
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts the fake and the bot, waits until the bot is connected with its commands registered.
async fn setup() -> (Fake, tempfile::TempDir, Bot) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    (fake, dir, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connects_registers_commands_and_heartbeats() {
    let (fake, _dir, _bot) = setup().await;
    let st = fake.state.lock().unwrap();
    let names: Vec<&str> =
        st.commands.as_ref().unwrap().as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave", "rematch", "balance", "top", "lang", "rules"]);
    assert_eq!(st.command_route.as_deref(), Some("/applications/{application_id}/commands"));
    drop(st);
    fake.assert_clean();
}

const ANNA: Person = Person { id: 300_000_000_000_000_001, name: "Anna" };
const BORIS: Person = Person { id: 300_000_000_000_000_002, name: "Boris" };
const CARL: Person = Person { id: 300_000_000_000_000_003, name: "Carl" };
const DANA: Person = Person { id: 300_000_000_000_000_004, name: "Dana" };
const EVE: Person = Person { id: 300_000_000_000_000_005, name: "Eve" };

/// Runs a slash command and waits until the bot has finished its answer (the deferred answer
/// is edited or removed last).
async fn slash(fake: &Fake, user: Person, name: &str, options: serde_json::Value) -> u64 {
    let i = fake.slash(user, name, options);
    let token = fake.interaction(i).token;
    fake.wait_for(&format!("/{name} answered"), |st| {
        st.requests.iter().any(|r| r.path.contains(&token) && r.path.ends_with("/messages/@original"))
    })
    .await;
    i
}

/// Presses a button and waits until `done` holds.
async fn press_until(fake: &Fake, user: Person, message: u64, label: &str, what: &str, done: impl FnMut(&fake::State) -> bool) -> u64 {
    let i = press_only(fake, user, message, label);
    fake.wait_for(what, done).await;
    i
}

/// Presses a button and waits for an ephemeral message (a refusal, a hand) to this user.
async fn press_private(fake: &Fake, user: Person, message: u64, label: &str) -> Msg {
    let i = press_only(fake, user, message, label);
    fake.wait_for(&format!("an ephemeral answer to {} pressing {label}", user.name), |st| {
        st.messages.values().any(|m| m.id > i && m.ephemeral && m.viewer == Some(user.id))
    })
    .await;
    fake.messages().into_iter().rev().find(|m| m.id > i && m.ephemeral && m.viewer == Some(user.id)).unwrap()
}

/// Presses a button that edits a public message, and waits for the edit.
async fn press(fake: &Fake, user: Person, message: u64, label: &str) -> u64 {
    let writes = fake.message(message).writes;
    press_until(fake, user, message, label, &format!("{label} to edit {message}"), |st| st.messages[&message].writes > writes).await
}

/// Presses the button labelled `label` (or starting with it) on a message.
fn press_only(fake: &Fake, user: Person, message: u64, label: &str) -> u64 {
    let m = fake.message(message);
    let id = m
        .buttons()
        .into_iter()
        .find(|(l, _, d)| (l == label || l.starts_with(label)) && !d)
        .map(|(_, id, _)| id)
        .unwrap_or_else(|| panic!("no button {label:?} on {m:#?}"));
    fake.press(user, message, &id)
}

/// The table message: the public message with a Join button (while gathering).
fn table_message(fake: &Fake) -> Msg {
    fake.public_where(|m| m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))).expect("no table message")
}

/// Plays the first legal move of whoever is mentioned, until the table shows a Rematch button
/// or `limit` moves were made. Returns the moves made.
async fn play(fake: &Fake, table: u64, players: &[Person], limit: usize) -> usize {
    let mut last = 0;
    let mut moves = 0;
    let mut rng: u64 = 7;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while moves < limit {
        if fake.message(table).button("Rematch").is_some() {
            break;
        }
        if std::time::Instant::now() > deadline {
            let st = fake.state.lock().unwrap();
            for r in st.requests.iter().rev().take(12).rev() {
                eprintln!("{} {} {} {}", r.status, r.method, r.path, r.body.as_ref().map(|b| b.to_string()).unwrap_or_default().chars().take(300).collect::<String>());
            }
            panic!("the game did not end; table: {}", st.messages[&table].content);
        }
        let mention = fake.messages().into_iter().filter(|m| !m.ephemeral && !m.mentions.is_empty() && m.id > last).last();
        let Some(mention) = mention else {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            continue;
        };
        last = mention.id;
        let Some(&user) = players.iter().find(|p| p.id == mention.mentions[0]) else { continue };
        let hand = press_private(fake, user, mention.id, "Show my hand").await;
        let legal: Vec<(String, String, bool)> = hand.buttons().into_iter().filter(|(_, id, d)| id.starts_with("m:") && !d).collect();
        assert!(!legal.is_empty(), "{} was told it is his turn but has no move: {hand:#?}", user.name);
        // A seeded choice: auctions end, games go on.
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let (_, id, _) = &legal[((rng >> 33) % legal.len() as u64) as usize];
        fake.press(user, hand.id, id);
        moves += 1;
    }
    moves
}

fn assert_no_leak(fake: &Fake) {
    let leaks = fake.hidden_cards_leaked();
    assert!(leaks.is_empty(), "hidden cards in public messages: {leaks:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_users_play_a_whole_bazaar_blot_game() {
    let (fake, _dir, _bot) = setup().await;
    slash(&fake, ANNA, "blot", json!([{"name": "points", "type": 4, "value": 21}])).await;
    let table = table_message(&fake);
    assert!(fake.message(table.id).button("Join").is_some());
    assert!(table.content.contains("Anna"), "{}", table.content);
    for p in [BORIS, CARL, DANA] {
        press(&fake, p, table.id, "Join").await;
    }
    let started = fake.message(table.id);
    assert!(started.button("Show my hand").is_some(), "not started: {started:#?}");
    let moves = play(&fake, table.id, &[ANNA, BORIS, CARL, DANA], 2000).await;
    let end = fake.message(table.id);
    assert!(end.button("Rematch").is_some(), "no end after {moves} moves: {}", end.content);
    assert!(moves >= 32, "a whole game takes at least a deal: {moves}");
    // One table message, edited in place.
    let tables = fake.messages().into_iter().filter(|m| !m.ephemeral && m.buttons().iter().any(|(_, id, _)| id.starts_with("j:") || id.starts_with("h:"))).count();
    assert!(end.writes > 10);
    let _ = tables;
    assert_no_leak(&fake);
    fake.assert_clean();
}
