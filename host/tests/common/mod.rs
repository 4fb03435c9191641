//! What the host's test binaries share: the people who type and press (their [`From`]s), a
//! bot's front driven as its platform drives it ([`Bot`]), and readers of what it delivers.
#![allow(dead_code)] // each test binary uses its part

pub mod page;

use game::table::{ChatId, Press, Screen, Tap, UserId};
use host::{Delivery, From, Front};
use storage::{MemoryStore, SledStore, Store};

/// The tests' first moment on the inputs' clock.
pub const T0: u64 = 1_700_000_000_000;
/// The Telegram group most tests play in.
pub const GROUP: &str = "tg:-100";
/// The Discord channel of the league tests.
pub const CHANNEL: &str = "dc:200";

/// User `user` called `name` in chat `chat`, a member (no administrator) typing in a group.
pub fn person(chat: &str, user: impl Into<String>, name: impl Into<String>) -> From {
    From {
        chat: ChatId(chat.into()),
        user: UserId(user.into()),
        name: name.into(),
        lang: None,
        private: false,
        admin: false,
        handle: None,
        reply: None,
    }
}

/// User `<platform>:<n>` of chat `chat`, called `Player<n>`; the platform is the chat id's
/// prefix (`tg:-100` → `tg:<n>`).
pub fn member(chat: &str, n: u32) -> From {
    person(
        chat,
        format!("{}:{n}", platform(chat)),
        format!("Player{n}"),
    )
}

/// The platform a chat id names (its prefix: `tg`, `dc`).
fn platform(chat: &str) -> &str {
    chat.split_once(':').map_or("tg", |(platform, _)| platform)
}

/// [`member`] `n` of [`GROUP`].
pub fn from(n: u32) -> From {
    member(GROUP, n)
}

/// A bot's front driven as its platform drives it: each input under a new idempotency key
/// (`<platform>:<count>`), from the members of one chat, at the bot's clock.
pub struct Bot<S: Store> {
    pub front: Front<S>,
    /// The chat its members type and press in.
    pub chat: &'static str,
    /// The number of the last input's key.
    pub key: u64,
    /// The bot's clock, the inputs' `now`.
    pub now: u64,
    /// How far the clock moves before each input (0: it stands still).
    pub step: u64,
    /// The bot's username, as commands typed to it in a group may name it.
    pub username: Option<&'static str>,
}

impl Bot<MemoryStore> {
    /// A Telegram bot in [`GROUP`] over a memory store, its clock standing at [`T0`], whose
    /// tables deal from its master seed: the same cards every run.
    pub fn new() -> Bot<MemoryStore> {
        let mut front = Front::open(MemoryStore::new(), 5).unwrap();
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        Bot {
            front,
            chat: GROUP,
            key: 0,
            now: T0,
            step: 0,
            username: Some("BlotBot"),
        }
    }
}

impl Bot<SledStore> {
    /// A Discord bot in [`CHANNEL`] over a sled store in `dir` (opened anew, or again after
    /// a restart), its clock at [`T0`] and moving 5 seconds before each input.
    pub fn open(dir: &std::path::Path, seed: u64) -> Bot<SledStore> {
        Bot {
            front: Front::open(SledStore::open(dir).unwrap(), seed).unwrap(),
            chat: CHANNEL,
            key: 0,
            now: T0,
            step: 5_000,
            username: None,
        }
    }
}

impl<S: Store> Bot<S> {
    /// Member `n` of the bot's chat ([`member`]).
    pub fn member(&self, n: u32) -> From {
        member(self.chat, n)
    }

    /// The next input's idempotency key, the clock moved on by its step.
    pub fn next_key(&mut self) -> String {
        self.key += 1;
        self.now += self.step;
        format!("{}:{}", platform(self.chat), self.key)
    }

    /// Member `who` types `words`.
    pub fn type_(&mut self, who: u32, words: &str) -> Vec<Delivery> {
        self.type_as(&self.member(who), words)
    }

    /// `sender` types `words`.
    pub fn type_as(&mut self, sender: &From, words: &str) -> Vec<Delivery> {
        let key = self.next_key();
        self.front
            .command(&key, self.now, sender, words, self.username)
            .unwrap()
    }

    /// Member `who` presses a button.
    pub fn press(&mut self, who: u32, press: &Press) -> Vec<Delivery> {
        self.press_as(&self.member(who), press)
    }

    /// `sender` presses a button.
    pub fn press_as(&mut self, sender: &From, press: &Press) -> Vec<Delivery> {
        let key = self.next_key();
        self.front
            .press(&key, self.now, sender, &press.encode())
            .unwrap()
    }
}

/// The words of the messages and alerts delivered.
pub fn said(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| match d {
            Delivery::Say { text, .. } | Delivery::Alert { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// The presses a screen's buttons make.
pub fn presses(screen: &Screen) -> Vec<Press> {
    screen
        .buttons()
        .filter_map(|b| match &b.tap {
            Tap::Press(data) => Press::decode(data),
            _ => None,
        })
        .collect()
}
