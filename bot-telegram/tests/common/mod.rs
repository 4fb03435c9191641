//! The e2e harness: the real `bot-telegram` binary against the fake Bot API, and players who
//! read their screens and press buttons like people do.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use game::i18n::Lang;
use game::table::{Service, TableId};
use storage::pg_server::TestServer;
use tests::Rng;

use crate::fake_telegram::{Fake, Shown, TOKEN};

/// The longest any single wait of a scenario may take before it fails.
pub const PATIENCE: Duration = Duration::from_secs(150);

/// A fake Telegram with the bot running against it.
pub struct World {
    pub fake: Fake,
    pub data: tempfile::TempDir,
    pub bot: Option<Child>,
    /// DATABASE_URL: a PostgreSQL database instead of sled in DATA_DIR.
    pub database: Option<String>,
    name: String,
    starts: u32,
    /// The pace of the computer seats' moves the bot is started with (`COMPUTER_PACE_MS`).
    pub computer_pace_ms: u32,
    /// More environment for the bot (logs, metrics).
    pub env: Vec<(String, String)>,
    /// Webhook mode: the secret, and the address the bot listens on (the fake posts there).
    pub webhook: Option<(String, std::net::SocketAddr)>,
}

/// The public URL the bot sets in webhook mode (the fake sends its requests to the bot's
/// listening address, as a load balancer would).
pub const WEBHOOK_URL: &str = "https://cards.example.org:8443/telegram/hook";

impl Drop for World {
    fn drop(&mut self) {
        if let Some(mut child) = self.bot.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        if std::thread::panicking() {
            // A failing test shows the end of the bot's log (CI keeps no files).
            let log = std::fs::read_to_string(self.log_path(self.starts)).unwrap_or_default();
            let lines: Vec<&str> = log.lines().collect();
            let tail = &lines[lines.len().saturating_sub(LOG_TAIL)..];
            eprintln!("--- the bot's last {} log lines ---", tail.len());
            for line in tail {
                eprintln!("{line}");
            }
        }
    }
}

/// How many of the bot's last log lines a failing test prints.
const LOG_TAIL: usize = 80;

fn signal(child: &Child, name: &str) {
    let status = Command::new("kill")
        .arg(format!("-{name}"))
        .arg(child.id().to_string())
        .status()
        .expect("run kill");
    assert!(status.success(), "kill -{name} failed");
}

impl World {
    /// A fake server and a data directory; the bot is not started yet.
    pub fn new(name: &str) -> World {
        World {
            fake: Fake::start(),
            data: tempfile::tempdir().expect("a temporary directory"),
            bot: None,
            database: None,
            name: name.to_string(),
            starts: 0,
            // Paced, as in production, but brisk so that whole games stay short.
            computer_pace_ms: 60,
            env: Vec::new(),
            webhook: None,
        }
    }

    /// [`World::new`] for a scenario that plays whole games: the bot deals known cards
    /// ([`tests::deals::GAME_DEALS`]), the same each run, so the test lasts as long every time.
    pub fn for_games(name: &str) -> World {
        let mut world = World::new(name);
        let (name, value) = tests::deals::GAME_DEALS;
        world.env.push((name.into(), value.into()));
        world
    }

    /// [`World::new`] with the bot in webhook mode, listening on a free port of 127.0.0.1.
    pub fn with_webhook(name: &str, secret: &str) -> World {
        let mut world = World::new(name);
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let listen: std::net::SocketAddr = ([127, 0, 0, 1], port).into();
        world.fake.route_webhook_to(listen);
        world.webhook = Some((secret.to_string(), listen));
        world
    }

    /// [`World::new`] with the bot's tables in a fresh PostgreSQL database (DATABASE_URL), on
    /// a server the test starts; the test fails if none can be started.
    pub fn with_postgres(name: &str) -> World {
        let mut world = World::new(name);
        world.database = Some(TestServer::shared().database());
        world
    }

    /// The bot's store, as the bot opens it (the bot must be stopped for sled).
    fn open_store(&self) -> storage::AnyStore {
        storage::open_configured(
            self.database.as_deref(),
            &self.data.path().join("telegram").join("store"),
        )
        .expect("open the store")
    }

    /// Where the bot's standard error goes (kept for a failing test's reader).
    pub fn log_path(&self, start: u32) -> PathBuf {
        // The process id keeps two test runs at once (or two tests of one name) apart.
        std::env::temp_dir().join(format!(
            "bot-telegram-e2e-{}-{}-{start}.log",
            self.name,
            std::process::id()
        ))
    }

    /// The bot binary's command, with its data in `DATA_DIR` `data` and its standard error
    /// going to `log`.
    fn command(&self, data: &Path, log: std::fs::File) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_bot-telegram"));
        command
            .env("TELOXIDE_TOKEN", TOKEN)
            .env("TELOXIDE_API_URL", self.fake.url())
            .env("DATA_DIR", data)
            .envs(self.database.as_ref().map(|url| ("DATABASE_URL", url)))
            .env("COMPUTER_PACE_MS", self.computer_pace_ms.to_string())
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env("no_proxy", "127.0.0.1,localhost")
            .env_remove("TELOXIDE_PROXY")
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .envs(self.webhook.iter().flat_map(|(secret, listen)| {
                [
                    ("WEBHOOK_URL", WEBHOOK_URL.to_string()),
                    ("WEBHOOK_SECRET", secret.clone()),
                    ("WEBHOOK_LISTEN", listen.to_string()),
                ]
            }))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log);
        command
    }

    /// Starts the bot binary.
    pub fn start(&mut self) {
        assert!(self.bot.is_none(), "the bot is running");
        self.starts += 1;
        let log = std::fs::File::create(self.log_path(self.starts)).expect("a log file");
        let child = self
            .command(&self.data.path().join("telegram"), log)
            .spawn()
            .expect("start bot-telegram");
        // Ready once it polls, or once it has set its webhook.
        let method = match self.webhook {
            Some(_) => "setWebhook",
            None => "getUpdates",
        };
        let before = self.fake.calls(method);
        self.bot = Some(child);
        let log = self.log_path(self.starts);
        let bot = self.bot.as_mut().expect("started");
        self.fake.wait(PATIENCE, "the bot to poll", |f| {
            if let Ok(Some(status)) = bot.try_wait() {
                let said = std::fs::read_to_string(&log).unwrap_or_default();
                panic!("the bot exited with {status}: {said}");
            }
            (f.calls(method) > before).then_some(())
        });
    }

    /// Starts one more bot process beside [`World::bot`] (one of several on one database),
    /// in webhook mode on `listen`, with `env` besides the world's, its data in a directory
    /// of its own; ready once it has set its webhook. Its log is [`World::process_log`].
    pub fn spawn_process(
        &self,
        name: &str,
        listen: std::net::SocketAddr,
        env: &[(&str, &str)],
    ) -> Child {
        let (secret, _) = self.webhook.clone().expect("webhook mode");
        let log = std::fs::File::create(self.process_log(name)).expect("a log file");
        let before = self.fake.calls("setWebhook");
        let mut child = self
            .command(&self.data.path().join(name), log)
            .env("WEBHOOK_URL", WEBHOOK_URL)
            .env("WEBHOOK_SECRET", secret)
            .env("WEBHOOK_LISTEN", listen.to_string())
            .envs(env.iter().copied())
            .spawn()
            .expect("start bot-telegram");
        self.fake.wait(PATIENCE, "the bot to set its webhook", |f| {
            if let Ok(Some(status)) = child.try_wait() {
                let said = std::fs::read_to_string(self.process_log(name)).unwrap_or_default();
                panic!("bot {name} exited with {status}: {said}");
            }
            (f.calls("setWebhook") > before).then_some(())
        });
        child
    }

    /// Where the standard error of the process [`World::spawn_process`] named goes.
    pub fn process_log(&self, name: &str) -> PathBuf {
        std::env::temp_dir().join(format!(
            "bot-telegram-e2e-{}-{}-{name}.log",
            self.name,
            std::process::id()
        ))
    }

    /// Sends `signal_name` (TERM, INT) and waits for the bot to exit.
    pub fn stop_with(&mut self, signal_name: &str) -> ExitStatus {
        let mut child = self.bot.take().expect("the bot is running");
        signal(&child, signal_name);
        let end = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = child.try_wait().expect("wait") {
                return status;
            }
            assert!(Instant::now() < end, "the bot did not stop");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Kills the bot at once (SIGKILL): nothing of its own is flushed.
    pub fn kill(&mut self) {
        let mut child = self.bot.take().expect("the bot is running");
        child.kill().expect("kill");
        let _ = child.wait();
    }

    /// The stored service, read from the data directory (the bot must be stopped).
    pub fn stored(&self) -> Service {
        assert!(self.bot.is_none(), "stop the bot first");
        let store = self.open_store();
        let mut service = host::codec::load(&store, 0).expect("load the store");
        // A finished game's moves live in its history record.
        for table in service.tables.values_mut() {
            if matches!(table.status, game::table::Status::Finished { .. }) {
                table.moves = host::codec::archived_moves(&store, table.id)
                    .expect("read the history")
                    .unwrap_or_default();
            }
        }
        service
    }

    /// The process id of the bot process holding `chat`'s lease (several processes on one
    /// PostgreSQL database), if one does.
    pub fn lease_holder(&self, chat: i64) -> Option<u32> {
        self.lease_holders(&[chat]).get(&chat).copied()
    }

    /// The process id holding each of `chats`' leases (those held), read through one opening
    /// of the store.
    pub fn lease_holders(&self, chats: &[i64]) -> BTreeMap<i64, u32> {
        let store = self.open_store();
        let mut holders = BTreeMap::new();
        for &chat in chats {
            let lease =
                storage::Store::lease(&store, &format!("tg:{chat}")).expect("read the lease");
            // The holder is `<host>:<process id>:<start>` (`host::durable::process_id`).
            if let Some(pid) = lease.and_then(|l| l.holder.split(':').nth(1)?.parse().ok()) {
                holders.insert(chat, pid);
            }
        }
        holders
    }

    /// Waits until the fake has seen no call and holds no update for a while: what the bots
    /// owe the chats is sent.
    pub fn settle(&self) {
        assert!(self.settle_within(PATIENCE), "the bots never went quiet");
    }

    /// [`World::settle`], giving up after `limit`: whether the bots went quiet.
    pub fn settle_within(&self, limit: Duration) -> bool {
        let end = Instant::now() + limit;
        loop {
            let version = self.fake.version();
            std::thread::sleep(Duration::from_millis(700));
            if self.fake.version() == version && self.fake.pending_updates() == 0 {
                return true;
            }
            if Instant::now() >= end {
                return false;
            }
        }
    }

    /// Messages the store still owes the chats (the bot must be stopped).
    pub fn stored_owed(&self) -> usize {
        assert!(self.bot.is_none(), "stop the bot first");
        let store = self.open_store();
        let front = host::Front::open(store, 0).expect("load the store");
        front.owed().expect("read the owed messages").len()
    }

    /// The user types `text` in `chat`.
    pub fn say(&self, user: i64, chat: i64, text: &str) {
        self.fake.send(user, chat, text);
    }

    /// The table's message in `group`: the newest (a kill between sending it and storing its
    /// id leaves an older copy above it, which the bot no longer edits).
    pub fn table_message(&self, group: i64, table: TableId) -> Option<Shown> {
        let title = format!("#{table} ");
        self.fake
            .messages(group)
            .into_iter()
            .rev()
            .find(|m| m.text.starts_with(&title))
    }

    /// The player's hand for the table: the newest one in his private chat (a crash may
    /// leave an older copy above it).
    pub fn hand(&self, user: i64, table: TableId) -> Option<Shown> {
        let title = format!("#{table} ");
        self.fake
            .messages(user)
            .into_iter()
            .rev()
            .find(|m| m.text.starts_with(&title))
    }

    /// Waits for the table message to offer a button with this data.
    pub fn wait_button(&self, group: i64, table: TableId, data: &str) -> Shown {
        self.fake
            .wait(PATIENCE, &format!("button {data} on table {table}"), |_| {
                self.table_message(group, table)
                    .filter(|m| m.buttons().any(|b| b.data.as_deref() == Some(data)))
            })
    }

    /// Presses a button of the table message and waits for the answer.
    pub fn press_table(&self, user: i64, group: i64, table: TableId, data: &str) -> Answer {
        let message = self.wait_button(group, table, data);
        let callback = self.fake.press(user, group, message.id, data);
        self.fake.wait_answer(&callback, PATIENCE)
    }

    /// The user opens a table with `command`; returns its number.
    pub fn open_table(&self, user: i64, group: i64, command: &str) -> TableId {
        let known: Vec<i64> = self.fake.messages(group).iter().map(|m| m.id).collect();
        self.say(user, group, command);
        self.fake
            .wait(PATIENCE, &format!("a table for {command}"), |f| {
                f.messages(group)
                    .into_iter()
                    .filter(|m| !known.contains(&m.id))
                    .find_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
            })
    }

    /// The newest turn whose moves the user's hand offers.
    pub fn offered_turn(&self, user: i64, table: TableId) -> Option<u64> {
        let hand = self.hand(user, table)?;
        let moves = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()));
        moves.iter().map(|m| m.turn).max()
    }

    /// True once the table message shows the game over (its Rematch button).
    pub fn finished(&self, group: i64, table: TableId) -> bool {
        let rematch = format!("r:{table}");
        self.table_message(group, table)
            .is_some_and(|m| m.buttons().any(|b| b.data.as_deref() == Some(&rematch)))
    }

    /// The players press legal moves from their private hands until `done` says so.
    /// Each player presses each turn at most once. Returns the number of moves pressed and
    /// the newest turn pressed.
    pub fn play(
        &self,
        table: TableId,
        players: &[i64],
        rng: &mut Rng,
        done: impl FnMut(&World) -> bool,
    ) -> (usize, u64) {
        self.play_on(table, players, rng, &mut BTreeMap::new(), done)
    }

    /// [`World::play`] going on from `last`, each player's newest turn pressed in an earlier
    /// stretch of the same game (updated here): a hand still showing a turn he pressed, its
    /// move not yet taken, is not pressed again.
    pub fn play_on(
        &self,
        table: TableId,
        players: &[i64],
        rng: &mut Rng,
        last: &mut BTreeMap<i64, u64>,
        mut done: impl FnMut(&World) -> bool,
    ) -> (usize, u64) {
        let mut pressed = 0;
        let mut quiet_since = Instant::now();
        loop {
            if done(self) {
                return (pressed, last.values().copied().max().unwrap_or(0));
            }
            let version = self.fake.version();
            let mut moved = false;
            for &player in players {
                let Some(hand) = self.hand(player, table) else {
                    continue;
                };
                let data = hand.buttons().filter_map(|b| b.data.as_deref());
                let Some(choice) = tests::pick_move(data, rng) else {
                    continue;
                };
                if last.get(&player).is_some_and(|&t| t >= choice.turn) {
                    continue;
                }
                last.insert(player, choice.turn);
                self.fake.press(player, player, hand.id, &choice.data);
                pressed += 1;
                moved = true;
            }
            if moved {
                quiet_since = Instant::now();
            }
            if quiet_since.elapsed() >= PATIENCE {
                panic!(
                    "table {table}: nothing to press for too long; violations {:?}\n{}",
                    self.fake.violations(),
                    self.stuck_report(table, players, last)
                );
            }
            self.fake.wait_newer(version, Duration::from_millis(500));
        }
    }

    /// What a stuck game looked like: each player's hand (text and buttons), the turn he
    /// last pressed, and where the bot's log is.
    fn stuck_report(&self, table: TableId, players: &[i64], last: &BTreeMap<i64, u64>) -> String {
        let mut report = String::new();
        for &player in players {
            let shown = self.hand(player, table).map(|h| {
                let data: Vec<&str> = h.buttons().filter_map(|b| b.data.as_deref()).collect();
                format!("{:?} {data:?}", h.text)
            });
            report.push_str(&format!(
                "player {player} (last pressed turn {:?}): {shown:?}\n",
                last.get(&player)
            ));
        }
        report.push_str(&format!(
            "bot log: {}",
            self.log_path(self.starts).display()
        ));
        report
    }

    /// Asserts that the fake saw nothing the bot must not do.
    pub fn assert_clean(&self) {
        let violations = self.fake.violations();
        assert!(violations.is_empty(), "violations: {violations:#?}");
    }

    /// Asserts that no message to `group` showed a card while it was still hidden in a
    /// player's private hand: before and after every group message, the player's hand
    /// message held the card (it was not played in between).
    pub fn assert_no_leak(&self, group: i64, players: &[i64]) {
        let events = self.fake.events();
        let hands: BTreeMap<i64, Vec<(Instant, Vec<String>)>> = players
            .iter()
            .map(|&p| {
                let seen = events
                    .iter()
                    .filter(|e| e.chat == p && e.text.starts_with('#'))
                    .map(|e| (e.at, tests::hand_cards(&e.text, Lang::En)))
                    .collect();
                (p, seen)
            })
            .collect();
        for event in events.iter().filter(|e| e.chat == group) {
            let shown = tests::cards_shown(&event.text, &[]);
            for (player, seen) in &hands {
                let before = seen.iter().rev().find(|(at, _)| *at <= event.at);
                let after = seen.iter().find(|(at, _)| *at > event.at);
                let (Some((_, before)), Some((_, after))) = (before, after) else {
                    continue;
                };
                // A hand only shrinks within a Blot deal; a bigger one is the next deal's.
                if after.len() > before.len() {
                    continue;
                }
                for card in &shown {
                    assert!(
                        !(before.contains(card) && after.contains(card)),
                        "the group saw {card} of player {player}'s hidden hand: {:?}",
                        event.text
                    );
                }
            }
        }
    }
}

pub use crate::fake_telegram::Answer;

/// Bot processes started with [`World::spawn_process`], with their webhook addresses; each is
/// killed when this is dropped (one taken out of `running` is the caller's).
pub struct Processes {
    pub running: Vec<(Child, SocketAddr)>,
}

impl Drop for Processes {
    fn drop(&mut self) {
        for (child, _) in &mut self.running {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A free address on 127.0.0.1 (a bot's webhook or metrics server binds it).
pub fn free_address() -> SocketAddr {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    ([127, 0, 0, 1], port).into()
}

/// One plain HTTP/1.1 GET (a bot's `/metrics` or `/healthz`): the status line and the body.
pub fn http_get(addr: &str, path: &str) -> (String, String) {
    let mut stream = TcpStream::connect(addr).expect("connect to the metrics address");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (
        head.lines().next().unwrap_or_default().to_string(),
        body.to_string(),
    )
}

/// The value of one Prometheus sample (`name{labels}` exactly as rendered), 0 when absent.
pub fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| {
            line.strip_prefix(series)?
                .strip_prefix(' ')?
                .trim()
                .parse()
                .ok()
        })
        .unwrap_or(0.0)
}

/// The data directory's path of a world, for messages.
pub fn describe(path: &Path) -> String {
    path.display().to_string()
}
