//! What the end-to-end tests share: the bot binary as a child process against the fake
//! Discord, its clean stop, and the fake's second guild on the other shard of two.
#![allow(dead_code)]

use std::process::{Child, Command, Stdio};

use crate::fake::{self, Fake, Msg, Person};

/// The bot binary with a clean environment pointing at the fake.
pub fn bot_command(fake: Option<&Fake>, data: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bot-discord"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env("no_proxy", "127.0.0.1,localhost")
        .env("DATA_DIR", data)
        // Paced, as in production, but brisk so that whole games stay short.
        .env("COMPUTER_PACE_MS", "60");
    if let Some(f) = fake {
        cmd.env("DISCORD_TOKEN", fake::TOKEN)
            .env("DISCORD_API_BASE", f.api_base());
    }
    cmd
}

/// Each player's presses kept within what the bot's flood guard lets a user keep up (host's
/// `front/flood.rs`: a burst of 12, then one every 500 ms), as a person's would be: a
/// scenario played at machine speed (the channel's bucket raised) is then never told to slow
/// down. The same token bucket, with half the burst for a margin.
#[derive(Default)]
pub struct PressPace(std::collections::HashMap<u64, tokio::time::Instant>);

impl PressPace {
    /// One more press allowed every `GAP`, after a burst of `BURST`.
    pub const GAP: std::time::Duration = std::time::Duration::from_millis(500);
    pub const BURST: u32 = 6;

    /// Returns once `user` may press again, and counts the press he makes now.
    pub async fn press(&mut self, user: Person) {
        let now = tokio::time::Instant::now();
        // When his bucket would be empty again (GCRA's theoretical arrival time).
        let empty_at = self.0.get(&user.id).map_or(now, |&at| at.max(now));
        let ahead = Self::GAP * (Self::BURST - 1);
        if empty_at > now + ahead {
            tokio::time::sleep_until(empty_at - ahead).await;
        }
        self.0.insert(user.id, empty_at + Self::GAP);
    }
}

/// The bot as a child process, killed when dropped.
pub struct Bot(pub Child);

impl Bot {
    pub fn spawn(fake: &Fake, data: &std::path::Path) -> Bot {
        Bot::spawn_with(fake, data, &[])
    }

    pub fn spawn_with(fake: &Fake, data: &std::path::Path, env: &[(&str, &str)]) -> Bot {
        let mut cmd = bot_command(Some(fake), data);
        cmd.envs(env.iter().copied()).stdout(Stdio::null());
        Bot(cmd.spawn().unwrap())
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Sends SIGTERM and waits for a clean exit.
pub async fn stop(mut bot: Bot) {
    let status = Command::new("kill")
        .arg("-TERM")
        .arg(bot.0.id().to_string())
        .status()
        .unwrap();
    assert!(status.success());
    let exit = tokio::task::spawn_blocking(move || {
        let s = bot.0.wait().unwrap();
        (s, bot)
    })
    .await
    .unwrap()
    .0;
    assert_eq!(exit.code(), Some(0), "graceful shutdown exits 0");
}

/// Presses the button labelled `label` (or starting with it) on a message.
pub fn press_only(fake: &Fake, user: Person, message: u64, label: &str) -> u64 {
    let m = fake.message(message);
    let id = m
        .buttons()
        .into_iter()
        .find(|(l, _, d)| (l == label || l.starts_with(label)) && !d)
        .map(|(_, id, _)| id)
        .unwrap_or_else(|| panic!("no button {label:?} on {m:#?}"));
    fake.press(user, message, &id)
}

/// Presses a button and waits for an ephemeral message (a refusal, a hand) to this user.
pub async fn press_private(fake: &Fake, user: Person, message: u64, label: &str) -> Msg {
    let i = press_only(fake, user, message, label);
    fake.wait_private_answer(user, i, label).await
}

/// As [`press_private`] while the message still offers the button: `None` once it is gone
/// (a turn's notice is the table message, which the game's last move may have just edited).
pub async fn press_private_if_offered(
    fake: &Fake,
    user: Person,
    message: u64,
    label: &str,
) -> Option<Msg> {
    fake.message(message).button(label)?;
    Some(press_private(fake, user, message, label).await)
}

/// A second guild, on the other shard of two from `fake::GUILD_ID`, and its channel.
pub fn other_guild(fake: &Fake) -> (u64, u64) {
    let guild = fake::GUILD_ID + (1 << 22);
    let channel = fake::CHANNEL_ID + 100;
    fake.add_channel(guild, channel);
    assert_ne!(
        fake::shard_of(Some(guild), 2),
        fake::shard_of(Some(fake::GUILD_ID), 2)
    );
    (guild, channel)
}

/// The table message gathering in `channel`.
pub async fn table_in(fake: &Fake, channel: u64) -> Msg {
    fake.wait_public(&format!("the table message in channel {channel}"), |m| {
        m.channel_id == channel && m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))
    })
    .await
}
