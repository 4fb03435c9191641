//! The table service's data: users, chats, tables, seats and settings. Everything here is
//! serialisable; a table's engine is rebuilt from its seed and its move log.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::cards::Seed;

use super::engine::{Engine, MoveRefused};
use super::kind::GameKind;

/// Milliseconds since the Unix epoch, as the shell's clock reads them.
pub type Millis = u64;

/// A table's number, unique across chats.
pub type TableId = u64;

/// A user, qualified by platform (`tg:123`, `dc:456`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub String);

/// A chat (a group, a private chat or a channel), qualified by platform.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChatId(pub String);

/// Chips every new user receives.
pub const STARTING_GRANT: u64 = 1_000;
/// Chips added on a user's first visit of each day.
pub const DAILY_TOP_UP: u64 = 100;
/// Moves missed in a row after which a computer player holds the seat.
pub const MISSES_BEFORE_REPLACEMENT: u8 = 3;
const DAY_MS: u64 = 86_400_000;

/// A user's balance, stats and preferences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct User {
    pub name: String,
    pub balance: u64,
    pub last_top_up_day: u64,
    pub games: u32,
    pub wins: u32,
    /// The user's own language, overriding the chat's.
    pub lang: Option<String>,
    /// The language of his app, as the platform last said (one of ours): what he reads until
    /// he chooses one.
    #[serde(default)]
    pub locale: Option<String>,
}

impl User {
    /// A new user with the starting grant.
    pub fn new(name: &str, now: Millis) -> User {
        User {
            name: name.to_string(),
            balance: STARTING_GRANT,
            last_top_up_day: now / DAY_MS,
            games: 0,
            wins: 0,
            lang: None,
            locale: None,
        }
    }

    /// Adds the daily top-up on the first visit of a new day; returns the chips granted.
    pub fn top_up(&mut self, now: Millis) -> u64 {
        let day = now / DAY_MS;
        if day > self.last_top_up_day {
            self.last_top_up_day = day;
            self.balance += DAILY_TOP_UP;
            DAILY_TOP_UP
        } else {
            0
        }
    }
}

/// A chat's language and leaderboard.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chat {
    pub lang: Option<String>,
    /// Games and wins per user in this chat.
    pub stats: BTreeMap<UserId, (u32, u32)>,
}

/// A table's settings, chosen when it is opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The table's name: the game's code unless its players gave one ([`given_name`]).
    pub name: String,
    pub game: GameKind,
    pub points: u32,
    pub move_secs: u32,
    /// The whole-game clock per player, if the table has one (always for Toto21).
    pub game_secs: Option<u32>,
    pub stake: u64,
    /// The creator approves or refuses each joiner (always for Toto21).
    pub approve_joiners: bool,
    /// The Blot family's rule settings, when the table changes the variant's defaults
    /// (e.g. the obligation to under-trump); `points` still sets the target.
    #[serde(default)]
    pub blot_rules: Option<crate::blot::Rules>,
    /// Hours a running game may go without a human move before it is closed (correspondence
    /// tables set more); `None`: the service's default.
    #[serde(default)]
    pub idle_hours: Option<u32>,
    /// How strongly the table's computer seats play.
    #[serde(default)]
    pub ai: Ai,
    /// A player may ask for a hint (the strong player's choice) on his turn: casual tables
    /// only, never in a league.
    #[serde(default = "hints_by_default")]
    pub hints: bool,
}

fn hints_by_default() -> bool {
    true
}

/// The level of a table's computer seats (`ai=rule|strong`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ai {
    /// The rule-based players: rules of thumb, answered in microseconds.
    Rule,
    /// The strong players: sampling and exact search (Blot), the exact policy (Toto21),
    /// search (Durak).
    #[default]
    Strong,
}

impl Ai {
    /// Both levels, weakest first.
    pub const ALL: [Ai; 2] = [Ai::Rule, Ai::Strong];

    /// The games' level it plays at.
    pub fn level(self) -> crate::level::Level {
        match self {
            Ai::Rule => crate::level::Level::RuleBased,
            Ai::Strong => crate::level::Level::Strong,
        }
    }

    /// Its word in commands and button data: `rule` or `strong`.
    pub fn code(self) -> &'static str {
        match self {
            Ai::Rule => "rule",
            Ai::Strong => "strong",
        }
    }

    /// The level a word names (`rule`, `strong`).
    pub fn from_code(code: &str) -> Option<Ai> {
        Ai::ALL
            .into_iter()
            .find(|ai| ai.code().eq_ignore_ascii_case(code.trim()))
    }
}

/// The longest table name, in characters and in bytes (names are echoed into every message).
pub const MAX_NAME_CHARS: usize = 40;
pub const MAX_NAME_BYTES: usize = 120;
/// The most hours a table may set before an idle game is closed (30 days).
pub const MAX_IDLE_HOURS: u32 = 720;

/// A table's name as its players gave it; `None` for none: empty, or the game's code that a
/// table is named by default.
pub fn given_name(name: &str, game: GameKind) -> Option<&str> {
    let name = name.trim();
    (!name.is_empty() && !name.eq_ignore_ascii_case(game.code())).then_some(name)
}

impl Settings {
    /// The name the table's players gave it, if they gave one ([`given_name`]).
    pub fn given_name(&self) -> Option<&str> {
        given_name(&self.name, self.game)
    }

    /// The defaults of a game: one tap opens a table.
    pub fn new(game: GameKind) -> Settings {
        let toto = game == GameKind::Toto21;
        Settings {
            name: game.name().to_string(),
            game,
            points: game.default_points(),
            move_secs: if toto { 30 } else { 60 },
            game_secs: toto.then_some(600),
            stake: if toto { 10 } else { 0 },
            approve_joiners: game.approval_by_default(),
            blot_rules: None,
            idle_hours: None,
            ai: Ai::Strong,
            hints: true,
        }
    }

    /// Checks the settings, saying which one is wrong.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.len() > MAX_NAME_BYTES {
            return Err(SettingsError::Name);
        }
        let points_ok = match self.game {
            GameKind::Toto21 => [2, 4, 6, 8, 10].contains(&self.points),
            GameKind::Durak => (1..=10).contains(&self.points),
            GameKind::Belote2 => (11..=1001).contains(&self.points),
            _ => (21..=2001).contains(&self.points),
        };
        if !points_ok {
            return Err(SettingsError::Points(self.game));
        }
        if !(5..=3600).contains(&self.move_secs) {
            return Err(SettingsError::MoveTime);
        }
        if self.game_secs.is_some_and(|s| !(30..=86_400).contains(&s)) {
            return Err(SettingsError::GameTime);
        }
        if self.game == GameKind::Toto21 && (self.game_secs.is_none() || !self.approve_joiners) {
            return Err(SettingsError::Toto21Conditions);
        }
        if let Some(rules) = &self.blot_rules
            && Some(rules.variant) != self.game.blot_variant()
        {
            return Err(SettingsError::RulesOfAnotherGame);
        }
        if self.stake > 1_000_000 {
            return Err(SettingsError::Stake);
        }
        if self
            .idle_hours
            .is_some_and(|h| !(1..=MAX_IDLE_HOURS).contains(&h))
        {
            return Err(SettingsError::IdleTime);
        }
        Ok(())
    }
}

/// Which table setting is out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "setting", content = "game", rename_all = "snake_case")]
pub enum SettingsError {
    #[error("the name must have 1 to 40 characters (120 bytes)")]
    Name,
    #[error("that number of points is not allowed for {0}")]
    Points(GameKind),
    #[error("the time per move must be 5 to 3600 seconds")]
    MoveTime,
    #[error("the time per game must be 1 to 1440 minutes")]
    GameTime,
    #[error("a Toto21 table has a game clock and approves its joiner")]
    Toto21Conditions,
    #[error("the rule settings belong to another game")]
    RulesOfAnotherGame,
    #[error("the stake is a whole number of chips from 0 to 1,000,000")]
    Stake,
    #[error("an idle game may be kept 1 to 720 hours")]
    IdleTime,
}

/// The smallest and largest value a numeric setting or command argument takes (for a platform
/// that checks them before the bot sees them, e.g. Discord's option ranges): `points`,
/// `stake`, `move` (seconds), `game` (minutes), `idle` (hours) and `seat`.
pub fn setting_range(game: Option<GameKind>, setting: &str) -> Option<(u64, u64)> {
    Some(match setting {
        "points" => match game? {
            GameKind::Toto21 => (2, 10),
            GameKind::Durak => (1, 10),
            GameKind::Belote2 => (11, 1001),
            _ => (21, 2001),
        },
        "stake" => (0, 1_000_000),
        "move" => (5, 3600),
        "game" => (1, 1440),
        "idle" => (1, u64::from(MAX_IDLE_HOURS)),
        "seat" => (1, 4),
        _ => return None,
    })
}

impl SettingsError {
    /// The points a game may be played to, as players read them.
    pub fn allowed_points(game: GameKind) -> &'static str {
        match game {
            GameKind::Toto21 => "2, 4, 6, 8, 10",
            GameKind::Durak => "1–10",
            GameKind::Belote2 => "11–1001",
            _ => "21–2001",
        }
    }
}

/// One seat at a table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The human in the seat; `None` for an empty seat or a computer player.
    pub user: Option<UserId>,
    pub name: String,
    pub computer: bool,
    /// Moves missed in a row.
    pub misses: u8,
    /// A computer player holds the seat until its owner takes it back.
    pub away: bool,
    /// A computer has held this human's seat at some time in this game (he left, said he was
    /// away, or missed moves in a row), even if he took it back: the game is not his alone, so
    /// it moves no rating and counts for no league.
    #[serde(default)]
    pub relieved: bool,
    /// Milliseconds left on the seat's game clock, if the table has one.
    pub clock_left: Option<u64>,
}

impl Seat {
    /// True when nobody sits here yet.
    pub fn is_empty(&self) -> bool {
        self.user.is_none() && !self.computer
    }

    /// True when a computer makes this seat's moves.
    pub fn played_by_computer(&self) -> bool {
        self.computer || self.away
    }

    /// Hands the seat to a computer player until its owner takes it back.
    pub fn relieve(&mut self) {
        self.away = true;
        self.relieved = true;
    }

    /// True when a computer made moves for this seat in this game (a computer seat, or a
    /// human's seat it held for a while).
    pub fn helped_by_computer(&self) -> bool {
        self.computer || self.relieved
    }
}

/// Where a table stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    Gathering,
    Playing,
    Finished { winners: Vec<u8> },
    Cancelled,
}

/// Why the bot closed a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Closed {
    /// Nobody started it within this many minutes.
    NotStarted { minutes: u32 },
    /// No human moved for this many hours: stakes refunded, the game not counted.
    Idle { hours: u32 },
    /// No person held a seat (all away or gone) for this many minutes: the computers were
    /// paused, the stakes refunded, the game not counted.
    Unattended { minutes: u32 },
}

/// Who made a logged move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveBy {
    Player,
    Timeout,
    Computer,
    /// The seat's game clock ran out: it lost.
    Clock,
}

/// One accepted move, as stored in the table's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: u8,
    pub code: String,
    pub at: Millis,
    pub by: MoveBy,
}

/// A finished table's rematch: it begins once every person who played asked for it, so
/// nobody's stake is taken without his word, and it begins once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rematch {
    /// The players who asked for it so far.
    pub asked: Vec<UserId>,
    /// Its table, once it began.
    pub begun: Option<TableId>,
}

/// A table: its lobby, its seats, its clock, its pot and its game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Table {
    pub id: TableId,
    pub chat: ChatId,
    pub creator: UserId,
    pub settings: Settings,
    pub status: Status,
    pub opened_at: Millis,
    pub seats: Vec<Seat>,
    /// Joiners waiting for the creator's approval: (user, name).
    pub waiting: Vec<(UserId, String)>,
    /// The seed of every shuffle of the game.
    pub seed: Seed,
    /// Counts accepted moves; every move button carries it.
    pub turn: u64,
    /// When the current move's time runs out.
    pub deadline: Option<Millis>,
    /// When the current move began.
    pub turn_started: Millis,
    /// Chips held for the game: (user, stake).
    pub pot: Vec<(UserId, u64)>,
    /// When a human last moved (or the game began); `None` in tables stored before it was kept.
    #[serde(default)]
    pub last_human_move: Option<Millis>,
    /// Why the bot closed the table, when it did (not its creator).
    #[serde(default)]
    pub closed: Option<Closed>,
    /// The league fixture this table plays, if any: only its players may sit.
    #[serde(default)]
    pub league: Option<(crate::league::LeagueId, crate::league::FixtureId)>,
    /// Once the game is over: who asked for a rematch, and its table once it began.
    #[serde(default)]
    pub rematch: Rematch,
    /// Since when no person has held a seat of the running game (all away or gone): its
    /// computers wait, and it is closed [`UNATTENDED_MINUTES`](super::limits::UNATTENDED_MINUTES)
    /// later unless someone comes back.
    #[serde(default)]
    pub unattended_since: Option<Millis>,
    /// The accepted moves, stored as the table's log.
    #[serde(skip)]
    pub moves: Vec<LoggedMove>,
    #[serde(skip)]
    pub engine: Option<Engine>,
}

impl Table {
    /// A new table gathering players, its seats as given.
    pub fn gathering(
        id: TableId,
        chat: ChatId,
        creator: UserId,
        settings: Settings,
        seats: Vec<Seat>,
        seed: Seed,
        now: Millis,
    ) -> Table {
        Table {
            id,
            chat,
            creator,
            settings,
            status: Status::Gathering,
            opened_at: now,
            seats,
            waiting: Vec::new(),
            seed,
            turn: 0,
            deadline: None,
            turn_started: now,
            pot: Vec::new(),
            last_human_move: None,
            closed: None,
            league: None,
            rematch: Rematch::default(),
            unattended_since: None,
            moves: Vec::new(),
            engine: None,
        }
    }

    /// The creator's name as his seat shows it (empty once he has left).
    pub fn creator_name(&self) -> String {
        self.seat_of(&self.creator)
            .map(|seat| self.seats[usize::from(seat)].name.clone())
            .unwrap_or_default()
    }

    /// The seat a user sits in.
    pub fn seat_of(&self, user: &UserId) -> Option<u8> {
        self.seats
            .iter()
            .position(|s| s.user.as_ref() == Some(user))
            .map(|i| i as u8)
    }

    /// True when a player may ask for a hint: the table allows them and plays no league
    /// fixture.
    pub fn hints_allowed(&self) -> bool {
        self.settings.hints && self.league.is_none()
    }

    /// Seats taken (by humans or computers).
    pub fn seats_taken(&self) -> usize {
        self.seats.iter().filter(|s| !s.is_empty()).count()
    }

    /// Chips held in the pot.
    pub fn pot_total(&self) -> u64 {
        self.pot.iter().map(|(_, chips)| chips).sum()
    }

    /// Starts the engine from the seed (a new game).
    pub fn start_engine(&mut self) -> Result<(), MoveRefused> {
        self.engine = Some(Engine::for_table(&self.settings, self.seed)?);
        Ok(())
    }

    /// Rebuilds the engine of a stored table by replaying its log from the seed.
    pub fn rebuild_engine(&mut self) -> Result<(), MoveRefused> {
        if !matches!(self.status, Status::Playing | Status::Finished { .. }) {
            return Ok(());
        }
        self.start_engine()?;
        let engine = self
            .engine
            .as_mut()
            .ok_or_else(|| MoveRefused::Setup("no engine".into()))?;
        for logged in &self.moves {
            engine.replay(logged)?;
        }
        Ok(())
    }
}

/// A finished game, for the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub table: TableId,
    pub chat: ChatId,
    pub game: GameKind,
    pub players: Vec<String>,
    pub winners: Vec<String>,
    pub pot: u64,
    pub finished_at: Millis,
}
