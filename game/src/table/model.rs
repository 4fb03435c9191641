//! The table service's data: chats, tables and seats. Everything here is serialisable; a
//! table's engine is rebuilt from its seed and its move log. (The ids, settings, users and
//! the move log have their own files; their old paths here stay valid.)

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::cards::Seed;

use super::engine::{Engine, MoveRefused};
use super::kind::GameKind;

pub use super::engine::{LoggedMove, MoveBy};
pub use super::settings::{
    Ai, MAX_IDLE_HOURS, MAX_NAME_BYTES, MAX_NAME_CHARS, Settings, SettingsError, given_name,
    setting_range,
};
pub use super::user::{DAILY_TOP_UP, STARTING_GRANT, User};
pub use crate::ids::{ChatId, Millis, TableId, UserId};

/// Moves missed in a row after which a computer player holds the seat.
pub const MISSES_BEFORE_REPLACEMENT: u8 = 3;

/// A chat's language and leaderboard.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chat {
    pub lang: Option<String>,
    /// Games and wins per user in this chat.
    pub stats: BTreeMap<UserId, (u32, u32)>,
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
