//! Leagues: a season of fixtures played under one set of table conditions, its standings and
//! the players' ratings. A pure state machine beside the table service: no chat, no clock (the
//! time comes in), no randomness. The service opens a fixture's table and reports the
//! finished game here ([`League::record`]).
//!
//! This file holds the [`League`] itself and its opening; the rest of its rules are spread by
//! subject, each file with the vocabulary it owns:
//! - [`charter`]: the format, the points table, what happens at a deadline.
//! - [`entrant`]: registration, alone or as a team of two.
//! - [`fixture`]: the season started, its rounds and fixtures, a game's result recorded.
//! - [`withdraw`]: an entrant leaving, his unplayed fixtures forfeited.
//! - [`season`]: a season ended and archived, the next one opened.
//! - [`deadline`]: who came to a fixture, and fixtures unplayed at their deadline.
//! - [`referee`]: referees' decisions and the league's log.
//! - [`error`]: why a league refused.
//! - [`fixtures`]: round robin (circle method), Swiss pairings, the ladder's reach.
//! - [`ladder`]: a ladder's places, replayed from its start and the results that stand.
//! - [`standings`](mod@standings): the table of the league, a pure function of its results.
//! - [`rating`]: Glicko-2 ratings per game kind.
//! - [`export`]: a season as CSV, with the tables its Blot games were played at.

pub mod charter;
pub mod deadline;
pub mod entrant;
pub mod error;
pub mod export;
pub mod fixture;
pub mod fixtures;
pub mod ladder;
pub mod rating;
pub mod referee;
pub mod season;
pub mod standings;
pub mod withdraw;

use serde::{Deserialize, Serialize};

use crate::ids::{ChatId, Millis, TableId, UserId};
use crate::table::kind::GameKind;
use crate::table::settings::Settings;

pub use charter::{AtDeadline, Charter, Format, PointsTable};
pub use deadline::Overdue;
pub use entrant::{Entrant, Invite, Partner};
pub use error::LeagueError;
pub use fixture::{Fixture, FixtureResult, GameReport, WinKind};
pub use fixtures::{EntrantId, Pairing, Round};
pub use ladder::LadderEvent;
pub use rating::Rating;
pub use referee::{DEADLINE_MARK, Decision, MAX_REASON_CHARS, Ruling};
pub use season::Archived;
pub use standings::{Row, StandingRow, standings};

/// A league's number, unique across chats.
pub type LeagueId = u64;
/// A fixture's number in its league.
pub type FixtureId = u32;

pub const DAY_MS: u64 = 86_400_000;
/// The longest league or team name, in characters (and four bytes a character at most).
pub const MAX_NAME_CHARS: usize = 40;
/// The most entrants a league takes.
pub const MAX_ENTRANTS: usize = 64;

/// Where a league stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Registration,
    Running,
    Finished,
}

/// A league: its conditions, entrants, fixtures and results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct League {
    pub id: LeagueId,
    pub chat: ChatId,
    pub organiser: UserId,
    pub name: String,
    /// The table every fixture is played at (stake 0: a league plays for its standings).
    pub conditions: Settings,
    pub format: Format,
    /// Swiss: the rounds to play (0: as many as make sense for the entrants).
    pub rounds: u32,
    /// Ladder: how many places above one may challenge.
    pub reach: u32,
    /// Days each round (or a ladder challenge) lasts.
    pub days: u32,
    /// What happens to a fixture unplayed at its deadline.
    #[serde(default)]
    pub at_deadline: AtDeadline,
    pub points: PointsTable,
    pub phase: Phase,
    pub started_at: Option<Millis>,
    pub entrants: Vec<Entrant>,
    pub invites: Vec<Invite>,
    pub next_invite: u32,
    pub fixtures: Vec<Fixture>,
    /// Who sat out which round: (round, entrant).
    pub byes: Vec<(u32, EntrantId)>,
    /// Ladder places, top first: always [`League::ladder_start`] with
    /// [`League::ladder_events`] replayed ([`ladder`]).
    pub ladder: Vec<EntrantId>,
    /// Ladder: the places as the season started, top first. Empty in leagues stored before it
    /// was kept: it is worked out when first needed (see [`ladder`]).
    #[serde(default)]
    pub ladder_start: Vec<EntrantId>,
    /// Ladder: the decided challenges that stand and the withdrawals, in the order they
    /// happened (a struck-out result's challenge is taken out).
    #[serde(default)]
    pub ladder_events: Vec<LadderEvent>,
    /// The slot of the league's standings message: a number drawn from the tables' counter,
    /// so that the bots keep it in place as they keep a table's message.
    #[serde(default)]
    pub board: TableId,
    /// The referees the organiser named (the organiser is one too).
    #[serde(default)]
    pub referees: Vec<Partner>,
    /// Every referee's decision, oldest first.
    #[serde(default)]
    pub log: Vec<Decision>,
    /// The season being played, from 1 (0 in leagues stored before seasons: the first).
    #[serde(default)]
    pub season: u32,
    /// The final standings of every season that ended.
    #[serde(default)]
    pub history: Vec<Archived>,
    /// The place and entrant an organiser's `/league remove` last asked about in season:
    /// only that removal may be confirmed, so a confirmation after the places moved removes
    /// nobody by mistake.
    #[serde(default)]
    pub removal_asked: Option<(u32, EntrantId)>,
}

fn name_ok(name: &str) -> bool {
    let name = name.trim();
    !name.is_empty()
        && name.chars().count() <= MAX_NAME_CHARS
        && name.len() <= MAX_NAME_CHARS * 4
        && !name.chars().any(char::is_control)
}

impl League {
    /// A league taking registrations. `admin`: the platform says the organiser administers
    /// the chat (only administrators open leagues).
    pub fn open(
        id: LeagueId,
        chat: ChatId,
        organiser: UserId,
        admin: bool,
        charter: Charter,
    ) -> Result<League, LeagueError> {
        if !admin {
            return Err(LeagueError::NotAdmin);
        }
        if !name_ok(&charter.name) {
            return Err(LeagueError::BadName);
        }
        if !(1..=60).contains(&charter.days) {
            return Err(LeagueError::BadDays);
        }
        if !(1..=10).contains(&charter.reach) {
            return Err(LeagueError::BadReach);
        }
        let max = fixtures::max_swiss_rounds(MAX_ENTRANTS as u32);
        if charter.rounds > max {
            return Err(LeagueError::TooManyRounds { max });
        }
        let mut conditions = charter.conditions;
        conditions.stake = 0;
        conditions.name = charter.name.trim().to_string();
        Ok(League {
            id,
            chat,
            organiser,
            name: charter.name.trim().to_string(),
            conditions,
            format: charter.format,
            rounds: charter.rounds,
            reach: charter.reach,
            days: charter.days,
            at_deadline: charter.at_deadline,
            points: PointsTable::default(),
            phase: Phase::Registration,
            started_at: None,
            entrants: Vec::new(),
            invites: Vec::new(),
            next_invite: 1,
            fixtures: Vec::new(),
            byes: Vec::new(),
            ladder: Vec::new(),
            ladder_start: Vec::new(),
            ladder_events: Vec::new(),
            board: 0,
            referees: Vec::new(),
            log: Vec::new(),
            season: 1,
            history: Vec::new(),
            removal_asked: None,
        })
    }

    /// The game its fixtures are played in.
    pub fn game(&self) -> GameKind {
        self.conditions.game
    }

    /// True when entrants are teams of two (the four-player Blot games).
    pub fn for_teams(&self) -> bool {
        self.game().has_partners()
    }
}
