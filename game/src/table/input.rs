//! What a user asks of the table service: the input (who, from where, when) and its action,
//! the settings a creator changes with a button, and the league requests. Vocabulary only:
//! the service's behaviour is in [`super::service`].

use serde::{Deserialize, Serialize};

use super::kind::GameKind;
use super::settings::{Ai, HouseRule, Settings, SettingsError};
use crate::ids::{ChatId, Millis, TableId, UserId};
use crate::league::{Charter, LeagueId, Partner};

/// Who is asking, from where, and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Input {
    pub now: Millis,
    pub chat: ChatId,
    pub user: UserId,
    /// The user's display name as the platform gives it.
    pub name: String,
    /// The language his app is set to, as the platform gives it (`ru`, `en-US`): his language
    /// until he chooses one.
    #[serde(default)]
    pub locale: Option<String>,
    pub action: Action,
}

/// What a user asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    Open {
        settings: Settings,
    },
    /// The chat's open tables, newest first, one screen from `skip` on.
    List {
        #[serde(default)]
        skip: usize,
    },
    Join {
        table: TableId,
        seat: Option<u8>,
    },
    Leave {
        table: TableId,
    },
    Approve {
        table: TableId,
        user: UserId,
    },
    Refuse {
        table: TableId,
        user: UserId,
    },
    /// The creator changes one setting while the table gathers players.
    Configure {
        table: TableId,
        change: SettingChange,
    },
    /// Start now, computer players filling the empty seats.
    Start {
        table: TableId,
    },
    Cancel {
        table: TableId,
    },
    /// A move, carrying the turn counter of the prompt it came from.
    Move {
        table: TableId,
        turn: u64,
        code: String,
    },
    TakeSeatBack {
        table: TableId,
    },
    /// A player hands his seat to the computer for a while ("I'm away"), stake and seat
    /// kept: he takes it back with [`Action::TakeSeatBack`] ("I'm back").
    Away {
        table: TableId,
    },
    Rematch {
        table: TableId,
    },
    Balance,
    Top,
    ChatLanguage {
        lang: String,
    },
    UserLanguage {
        lang: String,
    },
    /// A league command or button (`/league ...`).
    League {
        request: LeagueAction,
    },
    /// A computer seat's move, thought by the host for the turn it was asked at
    /// ([`Output::ComputerTurn`](super::output::Output::ComputerTurn)); the input's user is no one's (no account is made for it).
    /// For any other turn, or a seat its owner took back, it changes nothing.
    Computer {
        table: TableId,
        turn: u64,
        code: String,
    },
}

impl Action {
    /// The table the action acts on, if any.
    pub fn table(&self) -> Option<TableId> {
        match self {
            Action::Join { table, .. }
            | Action::Leave { table }
            | Action::Approve { table, .. }
            | Action::Refuse { table, .. }
            | Action::Configure { table, .. }
            | Action::Start { table }
            | Action::Cancel { table }
            | Action::Move { table, .. }
            | Action::TakeSeatBack { table }
            | Action::Away { table }
            | Action::Rematch { table }
            | Action::Computer { table, .. } => Some(*table),
            Action::Open { .. }
            | Action::List { .. }
            | Action::Balance
            | Action::Top
            | Action::ChatLanguage { .. }
            | Action::UserLanguage { .. }
            | Action::League { .. } => None,
        }
    }
}

/// One setting a gathering table's creator changes with a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "setting", content = "value", rename_all = "snake_case")]
pub enum SettingChange {
    Points(u32),
    Stake(u64),
    MoveSecs(u32),
    ApproveJoiners(bool),
    /// The level of the computer seats.
    Ai(Ai),
    /// Whether a player may ask for a hint.
    Hints(bool),
    /// A house rule of Coinche or French Belote turned on or off.
    HouseRule(HouseRule, bool),
}

impl SettingChange {
    /// Writes the change into `settings`, or says the table's game has no such setting.
    pub fn apply(self, settings: &mut Settings) -> Result<(), SettingsError> {
        match self {
            SettingChange::Points(points) => settings.points = points,
            SettingChange::Stake(stake) => settings.stake = stake,
            SettingChange::MoveSecs(secs) => settings.move_secs = secs,
            SettingChange::ApproveJoiners(approve) => settings.approve_joiners = approve,
            SettingChange::Ai(ai) => settings.ai = ai,
            SettingChange::Hints(on) => settings.hints = on,
            SettingChange::HouseRule(rule, on) => return settings.set_house_rule(rule, on),
        }
        Ok(())
    }
}

/// What a user asks of a league. `league: None`: the chat's current league.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case")]
pub enum LeagueAction {
    /// Open a league; `admin`: the platform says the sender administers the chat.
    New {
        charter: Charter,
        admin: bool,
    },
    /// Register alone (two-player games).
    Join {
        league: Option<LeagueId>,
    },
    /// Register a team of two; the partner confirms.
    Team {
        league: Option<LeagueId>,
        name: String,
        partner: Partner,
    },
    /// The partner confirms a team; `handle`: his username, as the platform says.
    Accept {
        league: LeagueId,
        invite: u32,
        #[serde(default)]
        handle: Option<String>,
    },
    /// Close registration and make the fixtures (the organiser, or an administrator).
    Start {
        league: Option<LeagueId>,
        admin: bool,
    },
    /// Open (or sit at) the sender's next fixture's table.
    Play {
        league: Option<LeagueId>,
    },
    /// Ladder: challenge the entrant at `place`.
    Challenge {
        league: Option<LeagueId>,
        place: u32,
    },
    Standings {
        league: Option<LeagueId>,
    },
    Fixtures {
        league: Option<LeagueId>,
    },
    /// The sender's place, next fixture and ratings.
    Me {
        league: Option<LeagueId>,
    },
    /// The chat's players ranked by their rating in a game.
    Top {
        game: GameKind,
    },
    /// The organiser (or an administrator) names a referee.
    Referee {
        league: Option<LeagueId>,
        referee: Partner,
        admin: bool,
    },
    /// A referee rules on fixture `number` (as shown, from 1).
    Rule {
        league: Option<LeagueId>,
        number: u32,
        ruling: RuleKind,
        reason: String,
        /// The sender's username, as the platform says.
        #[serde(default)]
        handle: Option<String>,
    },
    /// The league's log of decisions.
    Log {
        league: Option<LeagueId>,
    },
    /// The organiser ends the season (its standings archived).
    EndSeason {
        league: Option<LeagueId>,
        admin: bool,
    },
    /// The organiser opens the next season with the same entrants.
    NewSeason {
        league: Option<LeagueId>,
        admin: bool,
    },
    /// The archived seasons' final standings.
    History {
        league: Option<LeagueId>,
    },
    /// Withdraw from the league; once the season has started it takes `confirmed`.
    Leave {
        league: Option<LeagueId>,
        #[serde(default)]
        confirmed: bool,
    },
    /// The organiser (or an administrator) removes the entrant at `place` in the standings;
    /// once the season has started it takes `confirmed`.
    Remove {
        league: Option<LeagueId>,
        place: u32,
        #[serde(default)]
        confirmed: bool,
        admin: bool,
    },
    /// A season's results and standings as CSV, and the records of its Blot games, to the
    /// sender as files: the current season, or the earlier one numbered `season`.
    Export {
        league: Option<LeagueId>,
        #[serde(default)]
        season: Option<u32>,
    },
}

/// What a referee decides, as typed: an award to the fixture's first (1) or second (2)
/// side, an annulment or a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RuleKind {
    Award { side: u8 },
    Annul,
    Replay,
}
