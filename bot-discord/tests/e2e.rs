//! End to end: the real `bot-discord` binary against the fake Discord of `fake/`.

mod fake;

use std::process::{Child, Command, Stdio};

use fake::Fake;

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
