//! Leagues: a season of fixtures played under one set of table conditions, its standings and
//! the players' ratings. A pure state machine beside the table service: no chat, no clock (the
//! time comes in), no randomness. The service opens a fixture's table and reports the
//! finished game here ([`League::record`]).
//!
//! - [`fixtures`]: round robin (circle method), Swiss pairings, the ladder's reach.
//! - [`ladder`]: a ladder's places, replayed from its start and the results that stand.
//! - [`standings`]: the table of the league, a pure function of its results.
//! - [`rating`]: Glicko-2 ratings per game kind.

pub mod export;
pub mod fixtures;
pub mod ladder;
pub mod rating;
pub mod standings;

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::ids::{ChatId, Millis, TableId, UserId};
use crate::table::kind::GameKind;
use crate::table::settings::Settings;

pub use fixtures::{EntrantId, Pairing, Round};
pub use ladder::LadderEvent;
pub use rating::Rating;
pub use standings::{Row, standings};

/// A league's number, unique across chats.
pub type LeagueId = u64;
/// A fixture's number in its league.
pub type FixtureId = u32;

pub const DAY_MS: u64 = 86_400_000;
/// The longest league or team name, in characters (and four bytes a character at most).
pub const MAX_NAME_CHARS: usize = 40;
/// The most entrants a league takes.
pub const MAX_ENTRANTS: usize = 64;

/// How fixtures are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Everyone meets everyone once.
    RoundRobin,
    /// Everyone meets everyone twice, sides swapped.
    Double,
    /// Each round pairs entrants by score, never the same opponents twice.
    Swiss,
    /// An open ladder: challenge anyone at most `reach` places above you; a win takes the place.
    Ladder,
}

impl Format {
    pub const ALL: [Format; 4] = [
        Format::RoundRobin,
        Format::Double,
        Format::Swiss,
        Format::Ladder,
    ];

    /// The word used in commands: `roundrobin`, `double`, `swiss`, `ladder`.
    pub const fn code(self) -> &'static str {
        match self {
            Format::RoundRobin => "roundrobin",
            Format::Double => "double",
            Format::Swiss => "swiss",
            Format::Ladder => "ladder",
        }
    }

    /// Reads a format's word (case-insensitive; `rr` and `round-robin` too).
    pub fn from_code(code: &str) -> Option<Format> {
        let code = code.trim().to_ascii_lowercase().replace(['-', '_'], "");
        match code.as_str() {
            "rr" => Some(Format::RoundRobin),
            other => Format::ALL.into_iter().find(|f| f.code() == other),
        }
    }
}

/// League points for each result (the League's 2 for a 2–0, 1 for a 1–0, 0 for a loss).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointsTable {
    /// A Bazaar Blot win by 2–0 ("Rubicon": the losers at 150 or less).
    pub two_nil: u32,
    /// A Bazaar Blot win by 1–0.
    pub one_nil: u32,
    /// A win in a game that has no margin (the Belote variants, Toto21, Durak).
    pub win: u32,
    pub loss: u32,
    /// A round sat out (an odd count of entrants), counted as soon as its round is drawn.
    pub bye: u32,
}

impl Default for PointsTable {
    fn default() -> PointsTable {
        PointsTable {
            two_nil: 2,
            one_nil: 1,
            win: 2,
            loss: 0,
            bye: 1,
        }
    }
}

/// What happens to a fixture still unplayed at its deadline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtDeadline {
    /// A referee decides (the league's chat is told).
    #[default]
    Referee,
    /// The side that never came to the table forfeits; if both or neither came, a referee
    /// decides. A side that left the table (or closed it, or left its game to the computer)
    /// counts as not having come.
    Forfeit,
}

impl AtDeadline {
    /// Reads `referee` or `forfeit`.
    pub fn from_code(code: &str) -> Option<AtDeadline> {
        match code.trim().to_ascii_lowercase().as_str() {
            "referee" => Some(AtDeadline::Referee),
            "forfeit" => Some(AtDeadline::Forfeit),
            _ => None,
        }
    }
}

/// What became of a fixture at its deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overdue {
    /// Awarded to the side that came.
    Forfeited {
        fixture: FixtureId,
        winner: EntrantId,
    },
    /// Left to a referee.
    ToReferee { fixture: FixtureId },
}

/// How a fixture was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinKind {
    /// 2–0, "Rubicon".
    TwoNil,
    /// 1–0.
    OneNil,
    /// A plain win (a game without a margin).
    Win,
}

/// One entrant: a player, or a team of two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub name: String,
    pub members: Vec<UserId>,
    pub member_names: Vec<String>,
    /// Withdrew (or was removed by the organiser): no longer plays, his unplayed fixtures
    /// were awarded to his opponents.
    #[serde(default)]
    pub withdrawn: bool,
}

/// Who a team's captain asked to be his partner (or the organiser named referee): a user the
/// platform named (a Discord mention), or a handle as typed (`@ani`), which becomes that user
/// once the platform vouches that a user has it ([`League::claim_handle`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Partner {
    User(UserId),
    Handle(String),
}

impl Partner {
    /// True when `user` is the one asked for (a handle not yet claimed is nobody).
    pub fn is(&self, user: &UserId) -> bool {
        matches!(self, Partner::User(id) if id == user)
    }

    /// True when this is the handle `handle` (`@ani` and `ani` alike, any case).
    pub fn is_handle(&self, handle: &str) -> bool {
        let wanted = handle.trim_start_matches('@');
        matches!(self, Partner::Handle(h)
            if !wanted.is_empty() && h.trim_start_matches('@').eq_ignore_ascii_case(wanted))
    }

    /// The partner as shown before he accepts.
    pub fn shown(&self) -> String {
        match self {
            Partner::User(id) => id.0.clone(),
            Partner::Handle(handle) => handle.clone(),
        }
    }
}

/// A team waiting for the partner's confirmation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    pub id: u32,
    pub team: String,
    pub captain: UserId,
    pub captain_name: String,
    pub partner: Partner,
}

/// A game to play: `home` against `away`, by `deadline`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixture {
    pub id: FixtureId,
    /// Counted from 1 (ladder challenges are numbered in the order they were made).
    pub round: u32,
    pub home: EntrantId,
    pub away: EntrantId,
    pub deadline: Millis,
    /// The table it is being played at, once opened.
    pub table: Option<TableId>,
    pub result: Option<FixtureResult>,
    /// The sides that came to its table (opened it or sat down) and did not leave it.
    #[serde(default)]
    pub showed: Vec<EntrantId>,
    /// Its deadline passed unplayed and was dealt with.
    #[serde(default)]
    pub overdue: bool,
}

impl Fixture {
    /// The fixture's other side.
    pub fn opponent(&self, of: EntrantId) -> EntrantId {
        if of == self.home {
            self.away
        } else {
            self.home
        }
    }

    /// True when `entrant` plays in it.
    pub fn involves(&self, entrant: EntrantId) -> bool {
        self.home == entrant || self.away == entrant
    }
}

/// A played fixture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixtureResult {
    pub winner: EntrantId,
    pub win: WinKind,
    /// The game ended on a reverse kaput ("tars kaput") against the losers' kaput bid.
    pub tars_kaput: bool,
    /// Game points, home first.
    pub points: [u32; 2],
    pub at: Millis,
    /// Awarded by a referee, not played.
    #[serde(default)]
    pub awarded: bool,
}

/// The name and reason the league gives its own decisions: a fixture forfeited at its
/// deadline ([`League::deadlines`]).
pub const DEADLINE_MARK: &str = "⏰";

/// What a referee decided about a fixture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Ruling {
    /// The fixture is won by this entrant without being played (a forfeit, a decision).
    Award { winner: EntrantId },
    /// The result is struck out; the fixture is to be played again.
    Annul,
    /// The fixture is to be played again (its result, if any, struck out).
    Replay,
}

/// One entry of the league's log: who decided what about which fixture, when and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub at: Millis,
    pub by: UserId,
    pub by_name: String,
    pub fixture: FixtureId,
    pub ruling: Ruling,
    pub reason: String,
    /// The fixture's sides as named when it was decided (the fixtures of a later season
    /// reuse its number); empty in decisions stored before they were kept.
    #[serde(default)]
    pub sides: [String; 2],
}

impl Decision {
    /// True for a forfeit the league itself decided at the fixture's deadline.
    pub fn at_deadline(&self) -> bool {
        self.by_name == DEADLINE_MARK && self.reason == DEADLINE_MARK
    }
}

/// Where a league stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Registration,
    Running,
    Finished,
}

/// A finished table as a league reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// Each seat's human; `None` for a seat a computer took.
    pub seats: Vec<Option<UserId>>,
    /// The winning seats (both partners in a team game); empty for a draw.
    pub winners: Vec<u8>,
    /// Bazaar Blot's margin: `Some(true)` for 2–0, `Some(false)` for 1–0.
    pub rubicon: Option<bool>,
    pub tars_kaput: bool,
    /// Game points of each side: seats 0 (and 2), then seats 1 (and 3).
    pub points: [u32; 2],
}

/// Why a league refused what was asked. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum LeagueError {
    #[error("a name must have 1 to 40 characters")]
    BadName,
    #[error("a round lasts 1 to 60 days")]
    BadDays,
    #[error("too many rounds: at most {max}")]
    TooManyRounds { max: u32 },
    #[error("a ladder reach is 1 to 10 places")]
    BadReach,
    #[error("only the chat's administrators may do that")]
    NotAdmin,
    #[error("only the league's organiser may do that")]
    NotOrganiser,
    #[error("registration is closed")]
    RegistrationClosed,
    #[error("the season has not started")]
    NotRunning,
    #[error("already registered in this league")]
    AlreadyEntered,
    #[error("that name is taken in this league")]
    NameTaken,
    #[error("this league is for teams of two")]
    TeamsOnly,
    #[error("this league is for single players")]
    PlayersOnly,
    #[error("one cannot be one's own partner")]
    OwnPartner,
    #[error("the partner is already in a team of this league")]
    PartnerTaken,
    #[error("no such invitation")]
    NoSuchInvite,
    #[error("the invitation is for someone else")]
    NotYourInvite,
    #[error("the league is full")]
    Full,
    #[error("at least two entrants are needed")]
    TooFewEntrants,
    #[error("no such fixture")]
    NoSuchFixture,
    #[error("not a player of this fixture")]
    NotYourFixture,
    #[error("this fixture has been played")]
    AlreadyPlayed,
    #[error("nothing to play now")]
    NothingToPlay,
    #[error("a computer sat at the table: the game does not count")]
    ComputerSeat,
    #[error("the table's players are not the fixture's")]
    WrongPlayers,
    #[error("the game has no winner")]
    NoWinner,
    #[error("challenges are for ladders")]
    NotALadder,
    #[error("one may challenge only up to {reach} places above")]
    OutOfReach { reach: u32 },
    #[error("a challenge is already open")]
    ChallengeOpen,
    #[error("not registered in this league")]
    NotEntered,
    #[error("only the league's referees may do that")]
    NotReferee,
    #[error("a decision needs a reason")]
    NoReason,
    #[error("that fixture has no result to annul")]
    NotPlayed,
    #[error("the season is not over: end it first")]
    SeasonNotOver,
    #[error("a league table is played under the league's conditions")]
    ConditionsFixed,
    #[error("this chat's league has a season under way: end it first")]
    LeagueUnderWay,
    #[error("the season is over")]
    SeasonOver,
    #[error("a fixture's side is 1 or 2")]
    NotASide,
    #[error("no such place in the standings")]
    NoSuchPlace,
    #[error("one cannot challenge oneself")]
    OwnPlace,
    #[error("no such season")]
    NoSuchSeason,
    #[error("no removal at that place was asked about, or the places changed since")]
    RemovalNotAsked,
    #[error("every fixture of the season is played: the place stands")]
    AllPlayed,
    #[error("the entrant at that place has already withdrawn")]
    AlreadyWithdrawn,
    #[error("only the team's captain may withdraw the team")]
    NotCaptain,
}

/// A season's final standings, kept when it ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Archived {
    pub season: u32,
    pub ended_at: Millis,
    /// (name, played, won, lost, Rubicons for, against, points, game points difference),
    /// first place first.
    pub rows: Vec<ArchivedRow>,
    /// The season's fixtures as it ended, for its export (none in seasons archived before
    /// they were kept).
    #[serde(default)]
    pub fixtures: Vec<Fixture>,
}

/// One line of an archived season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivedRow {
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub rubicons_for: u32,
    pub rubicons_against: u32,
    pub points: u32,
    pub difference: i64,
    /// Withdrew (or was removed) during the season: listed after those still in.
    #[serde(default)]
    pub withdrawn: bool,
}

/// The longest reason of a referee's decision, in characters.
pub const MAX_REASON_CHARS: usize = 200;

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

/// What a league is opened with (the command's arguments).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charter {
    pub name: String,
    pub conditions: Settings,
    pub format: Format,
    pub rounds: u32,
    pub reach: u32,
    pub days: u32,
    #[serde(default)]
    pub at_deadline: AtDeadline,
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

    /// The entrant a user plays for.
    pub fn entrant_of(&self, user: &UserId) -> Option<EntrantId> {
        self.entrants
            .iter()
            .position(|e| !e.withdrawn && e.members.contains(user))
            .map(|i| i as EntrantId)
    }

    /// The entrants still taking part (not withdrawn), in registration order.
    pub fn active(&self) -> Vec<EntrantId> {
        (0..self.entrants.len() as EntrantId)
            .filter(|&e| !self.entrants[e as usize].withdrawn)
            .collect()
    }

    /// True when the entrant withdrew (or was removed).
    pub fn withdrawn(&self, entrant: EntrantId) -> bool {
        self.entrants
            .get(entrant as usize)
            .is_some_and(|e| e.withdrawn)
    }

    /// An entrant's name ("?" for a number out of range: never panics on stored data).
    pub fn entrant_name(&self, id: EntrantId) -> &str {
        self.entrants
            .get(id as usize)
            .map_or("?", |e| e.name.as_str())
    }

    fn registering(&self) -> Result<(), LeagueError> {
        if self.phase != Phase::Registration {
            return Err(LeagueError::RegistrationClosed);
        }
        if self.active().len() >= MAX_ENTRANTS {
            return Err(LeagueError::Full);
        }
        Ok(())
    }

    fn name_taken(&self, name: &str) -> bool {
        let name = name.trim().to_lowercase();
        self.entrants
            .iter()
            .any(|e| !e.withdrawn && e.name.to_lowercase() == name)
            || self.invites.iter().any(|i| i.team.to_lowercase() == name)
    }

    /// A player registers alone (two-player games).
    pub fn join(&mut self, user: &UserId, name: &str) -> Result<EntrantId, LeagueError> {
        self.registering()?;
        if self.for_teams() {
            return Err(LeagueError::TeamsOnly);
        }
        if self.entrant_of(user).is_some() {
            return Err(LeagueError::AlreadyEntered);
        }
        Ok(self.enter(Entrant {
            name: name.trim().to_string(),
            members: vec![user.clone()],
            member_names: vec![name.to_string()],
            withdrawn: false,
        }))
    }

    /// Registers `entrant`: the same player (the same two partners) who withdrew earlier is
    /// reinstated under the name he registers with now, so that one person (one team) is
    /// one entrant, in the standings, the export and the counts alike.
    fn enter(&mut self, entrant: Entrant) -> EntrantId {
        let same = |e: &Entrant| {
            e.withdrawn
                && e.members.len() == entrant.members.len()
                && entrant.members.iter().all(|m| e.members.contains(m))
        };
        match self.entrants.iter().position(same) {
            Some(index) => {
                self.entrants[index] = entrant;
                index as EntrantId
            }
            None => {
                self.entrants.push(entrant);
                self.entrants.len() as EntrantId - 1
            }
        }
    }

    /// A captain names a team and asks his partner; the team registers when the partner
    /// accepts ([`League::accept`]). A new invitation replaces the captain's earlier one.
    pub fn invite(
        &mut self,
        captain: &UserId,
        captain_name: &str,
        team: &str,
        partner: Partner,
    ) -> Result<u32, LeagueError> {
        self.registering()?;
        if !self.for_teams() {
            return Err(LeagueError::PlayersOnly);
        }
        if !name_ok(team) {
            return Err(LeagueError::BadName);
        }
        if self.entrant_of(captain).is_some() {
            return Err(LeagueError::AlreadyEntered);
        }
        if partner.is(captain) {
            return Err(LeagueError::OwnPartner);
        }
        if let Partner::User(id) = &partner
            && self.entrant_of(id).is_some()
        {
            return Err(LeagueError::PartnerTaken);
        }
        self.invites.retain(|i| i.captain != *captain);
        if self.name_taken(team) {
            return Err(LeagueError::NameTaken);
        }
        let id = self.next_invite;
        self.next_invite += 1;
        self.invites.push(Invite {
            id,
            team: team.trim().to_string(),
            captain: captain.clone(),
            captain_name: captain_name.to_string(),
            partner,
        });
        Ok(id)
    }

    /// The partner accepts: the team is registered.
    pub fn accept(
        &mut self,
        invite: u32,
        user: &UserId,
        name: &str,
    ) -> Result<EntrantId, LeagueError> {
        self.registering()?;
        let index = self
            .invites
            .iter()
            .position(|i| i.id == invite)
            .ok_or(LeagueError::NoSuchInvite)?;
        let found = &self.invites[index];
        if found.captain == *user || !found.partner.is(user) {
            return Err(LeagueError::NotYourInvite);
        }
        if self.entrant_of(user).is_some() {
            return Err(LeagueError::AlreadyEntered);
        }
        if self.entrant_of(&found.captain).is_some() {
            return Err(LeagueError::PartnerTaken);
        }
        let found = self.invites.remove(index);
        // An invitation the new partner had sent himself is void now.
        self.invites.retain(|i| i.captain != *user);
        Ok(self.enter(Entrant {
            name: found.team,
            members: vec![found.captain, user.clone()],
            member_names: vec![found.captain_name, name.to_string()],
            withdrawn: false,
        }))
    }

    /// The organiser closes registration and the season begins: the fixtures (round robin:
    /// all of them; Swiss: the first round; ladder: the places) with their deadlines.
    pub fn start(&mut self, user: &UserId, admin: bool, now: Millis) -> Result<(), LeagueError> {
        if *user != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if self.phase != Phase::Registration {
            return Err(LeagueError::RegistrationClosed);
        }
        let active = self.active();
        let n = active.len() as u32;
        if n < 2 {
            return Err(LeagueError::TooFewEntrants);
        }
        let max = fixtures::max_swiss_rounds(n);
        if self.format == Format::Swiss && self.rounds > max {
            return Err(LeagueError::TooManyRounds { max });
        }
        self.phase = Phase::Running;
        self.started_at = Some(now);
        self.invites.clear();
        match self.format {
            Format::RoundRobin | Format::Double => {
                let legs = if self.format == Format::Double { 2 } else { 1 };
                // The circle numbers the entrants taking part 0..n: back to their own ids.
                let id = |i: EntrantId| active[i as usize];
                for (i, round) in fixtures::round_robin(n, legs).into_iter().enumerate() {
                    let round = Round {
                        pairings: round
                            .pairings
                            .iter()
                            .map(|&(h, a)| (id(h), id(a)))
                            .collect(),
                        bye: round.bye.map(id),
                    };
                    self.add_round(i as u32 + 1, round);
                }
            }
            Format::Swiss => {
                if self.rounds == 0 {
                    // Enough rounds to tell a winner apart, as Swiss tournaments usually play.
                    let log2 = u32::BITS - (n - 1).leading_zeros();
                    self.rounds = (log2 + 1).min(max);
                }
                self.next_swiss_round();
            }
            Format::Ladder => self.start_ladder(active),
        }
        Ok(())
    }

    /// The deadline of a round (counted from 1).
    pub fn round_deadline(&self, round: u32) -> Millis {
        self.started_at.unwrap_or_default() + u64::from(round) * u64::from(self.days) * DAY_MS
    }

    fn add_round(&mut self, number: u32, round: Round) {
        let deadline = self.round_deadline(number);
        for (home, away) in round.pairings {
            self.fixtures.push(Fixture {
                id: self.fixtures.len() as FixtureId,
                round: number,
                home,
                away,
                deadline,
                table: None,
                result: None,
                showed: Vec::new(),
                overdue: false,
            });
        }
        if let Some(bye) = round.bye {
            self.byes.push((number, bye));
        }
    }

    /// The last round made so far (0 before the season).
    pub fn last_round(&self) -> u32 {
        self.fixtures.iter().map(|f| f.round).max().unwrap_or(0)
    }

    /// Every pair that has a fixture (played or not), the smaller id first.
    pub fn pairs_met(&self) -> BTreeSet<Pairing> {
        self.fixtures
            .iter()
            .map(|f| fixtures::pair_key(f.home, f.away))
            .collect()
    }

    fn next_swiss_round(&mut self) {
        let number = self.last_round() + 1;
        if number > self.rounds {
            self.phase = Phase::Finished;
            return;
        }
        let ranked: Vec<EntrantId> = standings(self)
            .iter()
            .map(|row| row.entrant)
            .filter(|&e| !self.withdrawn(e))
            .collect();
        // Withdrawals left one entrant (or none): nobody to pair, the season is over.
        if ranked.len() < 2 {
            self.phase = Phase::Finished;
            return;
        }
        let had_bye = self.byes.iter().map(|&(_, e)| e).collect();
        match fixtures::swiss_round(&ranked, &self.pairs_met(), &had_bye) {
            Some(round) => self.add_round(number, round),
            // Nobody can meet a new opponent: the season is over.
            None => self.phase = Phase::Finished,
        }
    }

    /// The fixture an entrant should play next: its earliest unplayed one.
    pub fn next_fixture(&self, entrant: EntrantId) -> Option<&Fixture> {
        self.fixtures
            .iter()
            .filter(|f| f.involves(entrant) && f.result.is_none())
            .min_by_key(|f| (f.round, f.id))
    }

    /// Checks that `user` may open or sit at the fixture's table.
    pub fn playable(&self, fixture: FixtureId, user: &UserId) -> Result<&Fixture, LeagueError> {
        self.in_season()?;
        let found = self
            .fixtures
            .get(fixture as usize)
            .ok_or(LeagueError::NoSuchFixture)?;
        let entrant = self.entrant_of(user).ok_or(LeagueError::NotYourFixture)?;
        if !found.involves(entrant) {
            return Err(LeagueError::NotYourFixture);
        }
        if found.result.is_some() {
            return Err(LeagueError::AlreadyPlayed);
        }
        Ok(found)
    }

    /// The users who may sit at a fixture's table, seat by seat: a team game seats the home
    /// team at 0 and 2 and the away team at 1 and 3.
    pub fn fixture_seats(&self, fixture: &Fixture) -> Vec<UserId> {
        let members = |e: EntrantId| {
            self.entrants
                .get(e as usize)
                .map(|e| e.members.clone())
                .unwrap_or_default()
        };
        let (home, away) = (members(fixture.home), members(fixture.away));
        let mut seats = Vec::new();
        for i in 0..home.len().max(away.len()) {
            seats.extend(home.get(i).cloned());
            seats.extend(away.get(i).cloned());
        }
        seats
    }

    /// Records a finished fixture's game; the fixture's sides must be exactly the table's
    /// two sides, every seat a human of theirs. A Swiss round complete makes the next; a
    /// ladder challenger who wins takes the place of the challenged.
    pub fn record(
        &mut self,
        fixture: FixtureId,
        report: &GameReport,
        now: Millis,
    ) -> Result<FixtureResult, LeagueError> {
        if self.season_ended() {
            return Err(LeagueError::SeasonOver);
        }
        let found = self
            .fixtures
            .get(fixture as usize)
            .ok_or(LeagueError::NoSuchFixture)?;
        if found.result.is_some() {
            return Err(LeagueError::AlreadyPlayed);
        }
        if report.seats.iter().any(Option::is_none) {
            return Err(LeagueError::ComputerSeat);
        }
        // Each side of the table: the entrant all its seats belong to.
        let side_entrant = |side: usize| -> Option<EntrantId> {
            let mut owners = report
                .seats
                .iter()
                .enumerate()
                .filter(|(seat, _)| seat % 2 == side)
                .map(|(_, user)| user.as_ref().and_then(|u| self.entrant_of(u)));
            let first = owners.next()??;
            owners.all(|o| o == Some(first)).then_some(first)
        };
        let sides = [side_entrant(0), side_entrant(1)];
        let home_side = match sides {
            [Some(a), Some(b)] if a == found.home && b == found.away => 0,
            [Some(a), Some(b)] if a == found.away && b == found.home => 1,
            _ => return Err(LeagueError::WrongPlayers),
        };
        let size = self
            .entrants
            .get(found.home as usize)
            .map_or(0, |e| e.members.len());
        if report.seats.len() != size * 2 {
            return Err(LeagueError::WrongPlayers);
        }
        let winning_side = match report.winners.first() {
            Some(seat) => usize::from(seat % 2),
            None => return Err(LeagueError::NoWinner),
        };
        let winner = if winning_side == home_side {
            found.home
        } else {
            found.away
        };
        let win = match report.rubicon {
            Some(true) => WinKind::TwoNil,
            Some(false) => WinKind::OneNil,
            None => WinKind::Win,
        };
        let points = [report.points[home_side], report.points[1 - home_side]];
        let result = FixtureResult {
            winner,
            win,
            tars_kaput: report.tars_kaput,
            points,
            at: now,
            awarded: false,
        };
        self.fixtures[fixture as usize].result = Some(result.clone());
        self.climb(fixture);
        self.settle_rounds();
        Ok(result)
    }

    /// After new results: a Swiss round complete makes the next one (or ends the season); a
    /// round robin with every fixture decided is over.
    fn settle_rounds(&mut self) {
        match self.format {
            Format::Swiss => {
                let round = self.last_round();
                if self
                    .fixtures
                    .iter()
                    .filter(|f| f.round == round)
                    .all(|f| f.result.is_some())
                {
                    self.next_swiss_round();
                }
            }
            Format::RoundRobin | Format::Double => {
                if self.fixtures.iter().all(|f| f.result.is_some()) {
                    self.phase = Phase::Finished;
                }
            }
            Format::Ladder => {}
        }
    }

    /// An entrant withdraws (or the organiser removes him). While registering he is simply
    /// out; once the season has started each of his unplayed fixtures is awarded to its
    /// opponent as a forfeit, he leaves the ladder (those below move up) and no later Swiss
    /// round pairs him. His played results stand; the standings show him withdrawn, after
    /// those still in. Refused when nothing is left to forfeit ([`League::all_played`]).
    /// Returns the fixtures forfeited.
    pub fn withdraw(
        &mut self,
        entrant: EntrantId,
        now: Millis,
    ) -> Result<Vec<FixtureId>, LeagueError> {
        self.may_withdraw(entrant)?;
        self.entrants[entrant as usize].withdrawn = true;
        let forfeited: Vec<FixtureId> = self
            .fixtures
            .iter()
            .filter(|f| f.involves(entrant) && f.result.is_none())
            .map(|f| f.id)
            .collect();
        for &id in &forfeited {
            let f = &mut self.fixtures[id as usize];
            f.result = Some(FixtureResult {
                winner: f.opponent(entrant),
                win: WinKind::Win,
                tars_kaput: false,
                points: [0, 0],
                at: now,
                awarded: true,
            });
        }
        self.ladder_event(LadderEvent::Left { entrant });
        if self.phase == Phase::Running {
            self.settle_rounds();
        }
        Ok(forfeited)
    }

    /// Why the entrant may not withdraw (or be removed) now, if he may not: the season is
    /// over, he is not in, or every fixture of his season is played, so that withdrawing
    /// would forfeit nothing and only drop him to the bottom of the standings: his place
    /// stands (he stays out of the next season by withdrawing while it registers).
    pub fn may_withdraw(&self, entrant: EntrantId) -> Result<(), LeagueError> {
        if self.season_ended() {
            return Err(LeagueError::SeasonOver);
        }
        if self
            .entrants
            .get(entrant as usize)
            .is_none_or(|e| e.withdrawn)
        {
            return Err(LeagueError::NotEntered);
        }
        if self.all_played(entrant) {
            return Err(LeagueError::AllPlayed);
        }
        Ok(())
    }

    /// The entrant `user` may withdraw himself: his own, if he is a single player or his
    /// team's captain (the one who registered it; his partner may not), and
    /// [`League::may_withdraw`].
    pub fn may_leave(&self, user: &UserId) -> Result<EntrantId, LeagueError> {
        let entrant = self.entrant_of(user).ok_or(LeagueError::NotEntered)?;
        if self.entrants[entrant as usize].members.first() != Some(user) {
            return Err(LeagueError::NotCaptain);
        }
        self.may_withdraw(entrant)?;
        Ok(entrant)
    }

    /// True when the season has started and no fixture is left for the entrant to play nor
    /// to be made for him: a round robin's all played, or a Swiss entrant's last round played
    /// (a ladder is never played out: one may always leave it).
    pub fn all_played(&self, entrant: EntrantId) -> bool {
        if self.phase == Phase::Registration || self.unplayed(entrant) > 0 {
            return false;
        }
        match self.format {
            Format::RoundRobin | Format::Double => true,
            Format::Swiss => self.phase == Phase::Finished || self.last_round() >= self.rounds,
            Format::Ladder => false,
        }
    }

    /// The unplayed fixtures of an entrant (what withdrawing would forfeit).
    pub fn unplayed(&self, entrant: EntrantId) -> u32 {
        self.fixtures
            .iter()
            .filter(|f| f.involves(entrant) && f.result.is_none())
            .count() as u32
    }

    /// A ladder challenge: the challenger's entrant against the one at `target` place
    /// (counted from 1), at most `reach` places above. Neither may have a challenge open.
    pub fn challenge(
        &mut self,
        user: &UserId,
        target: u32,
        now: Millis,
    ) -> Result<FixtureId, LeagueError> {
        if self.format != Format::Ladder {
            return Err(LeagueError::NotALadder);
        }
        self.in_season()?;
        let challenger = self.entrant_of(user).ok_or(LeagueError::NotEntered)?;
        let mine = self
            .ladder
            .iter()
            .position(|&e| e == challenger)
            .ok_or(LeagueError::NotEntered)? as u32;
        let target = target
            .checked_sub(1)
            .filter(|&t| (t as usize) < self.ladder.len())
            .ok_or(LeagueError::NoSuchPlace)?;
        if target == mine {
            return Err(LeagueError::OwnPlace);
        }
        if target > mine || mine - target > self.reach {
            return Err(LeagueError::OutOfReach { reach: self.reach });
        }
        let challenged = self.ladder[target as usize];
        let open = |e| {
            self.fixtures
                .iter()
                .any(|f| f.involves(e) && f.result.is_none())
        };
        if open(challenger) || open(challenged) {
            return Err(LeagueError::ChallengeOpen);
        }
        let id = self.fixtures.len() as FixtureId;
        self.fixtures.push(Fixture {
            id,
            round: id + 1,
            home: challenger,
            away: challenged,
            deadline: now + u64::from(self.days) * DAY_MS,
            table: None,
            result: None,
            showed: Vec::new(),
            overdue: false,
        });
        Ok(id)
    }

    /// The season's number as players read it.
    pub fn season_number(&self) -> u32 {
        self.season.max(1)
    }

    /// Refuses unless the season has started and not ended: why, as a player is told.
    pub fn in_season(&self) -> Result<(), LeagueError> {
        if self.season_ended() {
            Err(LeagueError::SeasonOver)
        } else if self.phase == Phase::Registration {
            Err(LeagueError::NotRunning)
        } else {
            Ok(())
        }
    }

    /// True when the current season has ended and its standings are archived.
    pub fn season_ended(&self) -> bool {
        self.history
            .last()
            .is_some_and(|a| a.season == self.season_number())
    }

    /// The organiser (or an administrator) ends the season: its standings are archived and
    /// no more results count. A season still taking registrations ends unplayed (nothing
    /// archived but its number), so that a league opened by mistake can be closed.
    pub fn end_season(
        &mut self,
        by: &UserId,
        admin: bool,
        now: Millis,
    ) -> Result<&Archived, LeagueError> {
        if *by != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if self.season_ended() {
            return Err(LeagueError::SeasonOver);
        }
        // A season that never started has no standings to keep.
        let rows = if self.phase == Phase::Registration {
            Vec::new()
        } else {
            self.final_rows()
        };
        self.phase = Phase::Finished;
        self.history.push(Archived {
            season: self.season_number(),
            ended_at: now,
            rows,
            fixtures: self.fixtures.clone(),
        });
        Ok(self.history.last().expect("just archived"))
    }

    /// The standings in the league's order ([`League::ranking`]), as a season keeps them.
    pub fn final_rows(&self) -> Vec<ArchivedRow> {
        self.ranking()
            .into_iter()
            .map(|row| ArchivedRow {
                name: self.entrant_name(row.entrant).to_string(),
                played: row.played,
                won: row.won,
                lost: row.lost,
                rubicons_for: row.rubicons_for,
                rubicons_against: row.rubicons_against,
                points: row.points,
                difference: row.difference(),
                withdrawn: row.withdrawn,
            })
            .collect()
    }

    /// The organiser (or an administrator) opens the next season with the same entrants:
    /// registration is open again (for newcomers too) until he starts it.
    pub fn new_season(&mut self, by: &UserId, admin: bool) -> Result<u32, LeagueError> {
        if *by != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if !self.season_ended() {
            return Err(LeagueError::SeasonNotOver);
        }
        self.season = self.season_number() + 1;
        self.phase = Phase::Registration;
        // A removal asked about last season is no question of this one.
        self.removal_asked = None;
        self.started_at = None;
        self.fixtures.clear();
        self.byes.clear();
        self.clear_ladder();
        Ok(self.season)
    }

    /// The earliest deadline still to be dealt with.
    pub fn next_deadline(&self) -> Option<Millis> {
        if self.phase != Phase::Running {
            return None;
        }
        self.fixtures
            .iter()
            .filter(|f| f.result.is_none() && !f.overdue)
            .map(|f| f.deadline)
            .min()
    }

    /// Notes that `user`'s side came to a fixture's table.
    pub fn showed_up(&mut self, fixture: FixtureId, user: &UserId) {
        let Some(entrant) = self.entrant_of(user) else {
            return;
        };
        if let Some(f) = self.fixtures.get_mut(fixture as usize)
            && f.involves(entrant)
            && !f.showed.contains(&entrant)
        {
            f.showed.push(entrant);
        }
    }

    /// `user` left a fixture's table (before its game began, or handing his seat to the
    /// computer mid-game), or closed it: unless a partner of his is still at it (`seated`), his
    /// side no longer counts as having come. Presence is not faked by coming and going.
    pub fn left_table(&mut self, fixture: FixtureId, user: &UserId, seated: &[UserId]) {
        let Some(entrant) = self.entrant_of(user) else {
            return;
        };
        let members = &self.entrants[entrant as usize].members;
        if seated.iter().any(|u| u != user && members.contains(u)) {
            return;
        }
        if let Some(f) = self.fixtures.get_mut(fixture as usize) {
            f.showed.retain(|&e| e != entrant);
        }
    }

    /// Deals with every fixture unplayed at its deadline by `now`, once: with the forfeit
    /// setting, the side that alone came to the table (and stayed) wins (a decision logged as the
    /// league's own); otherwise (or when both or neither came) a referee decides.
    pub fn deadlines(&mut self, now: Millis) -> Vec<Overdue> {
        if self.phase != Phase::Running {
            return Vec::new();
        }
        let due: Vec<FixtureId> = self
            .fixtures
            .iter()
            .filter(|f| f.result.is_none() && !f.overdue && f.deadline <= now)
            .map(|f| f.id)
            .collect();
        let mut out = Vec::new();
        for id in due {
            let f = &mut self.fixtures[id as usize];
            f.overdue = true;
            let winner = match (self.at_deadline, f.showed.as_slice()) {
                (AtDeadline::Forfeit, [only]) => *only,
                _ => {
                    out.push(Overdue::ToReferee { fixture: id });
                    continue;
                }
            };
            let organiser = self.organiser.clone();
            if self
                .rule(
                    &organiser,
                    DEADLINE_MARK,
                    id,
                    Ruling::Award { winner },
                    DEADLINE_MARK,
                    now,
                )
                .is_ok()
            {
                out.push(Overdue::Forfeited {
                    fixture: id,
                    winner,
                });
            }
        }
        out
    }

    /// True when `user` may rule on fixtures: the organiser or a named referee.
    pub fn is_referee(&self, user: &UserId) -> bool {
        *user == self.organiser || self.referees.iter().any(|r| r.is(user))
    }

    /// The platform vouches that `user` has the handle `handle` (Telegram's username): every
    /// invitation and referee naming that handle now names him.
    pub fn claim_handle(&mut self, user: &UserId, handle: &str) {
        for invite in &mut self.invites {
            if invite.partner.is_handle(handle) {
                invite.partner = Partner::User(user.clone());
            }
        }
        for referee in &mut self.referees {
            if referee.is_handle(handle) {
                *referee = Partner::User(user.clone());
            }
        }
    }

    /// The organiser (or an administrator) names a referee.
    pub fn name_referee(
        &mut self,
        by: &UserId,
        admin: bool,
        referee: Partner,
    ) -> Result<(), LeagueError> {
        if *by != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if !self.referees.contains(&referee) {
            self.referees.push(referee);
        }
        Ok(())
    }

    /// A referee's decision about a fixture, kept in the log with who, when and why: an
    /// award (the fixture won without being played, counted as a plain win with no game
    /// points), an annulment (its result struck out) or a replay (played again). A ladder's
    /// places follow: an award moves them as a win does; a struck-out
    /// challenge no longer counts, the places rebuilt from the results that stand
    /// ([`ladder`]).
    pub fn rule(
        &mut self,
        by: &UserId,
        by_name: &str,
        fixture: FixtureId,
        ruling: Ruling,
        reason: &str,
        now: Millis,
    ) -> Result<(), LeagueError> {
        if !self.is_referee(by) {
            return Err(LeagueError::NotReferee);
        }
        self.in_season()?;
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(LeagueError::NoReason);
        }
        let struck = match self.fixtures.get(fixture as usize) {
            None => return Err(LeagueError::NoSuchFixture),
            Some(f) => f.result.is_some() && matches!(ruling, Ruling::Annul | Ruling::Replay),
        };
        if struck {
            // A ladder stored before its start was kept works it out while the result counts.
            self.keep_ladder_start();
        }
        let round_length = u64::from(self.days) * DAY_MS;
        let found = &mut self.fixtures[fixture as usize];
        match ruling {
            Ruling::Award { winner } => {
                if !found.involves(winner) {
                    return Err(LeagueError::WrongPlayers);
                }
                if found.result.is_some() {
                    return Err(LeagueError::AlreadyPlayed);
                }
                found.result = Some(FixtureResult {
                    winner,
                    win: WinKind::Win,
                    tars_kaput: false,
                    points: [0, 0],
                    at: now,
                    awarded: true,
                });
            }
            Ruling::Annul if found.result.is_none() => return Err(LeagueError::NotPlayed),
            Ruling::Annul | Ruling::Replay => {
                found.result = None;
                found.table = None;
                // Played again from the start: a round's length from now at least (an overdue
                // fixture ordered replayed would else be overdue at once, or never again), and
                // nobody has come to its new table yet.
                found.deadline = found.deadline.max(now + round_length);
                found.overdue = false;
                found.showed.clear();
                // A fixture to play again: the season runs until it is played (a Swiss round
                // complete again makes the next round, or ends the season, as before).
                if self.phase == Phase::Finished {
                    self.phase = Phase::Running;
                }
            }
        }
        let (home, away) = (found.home, found.away);
        let sides = [home, away].map(|e| self.entrant_name(e).to_string());
        self.log.push(Decision {
            at: now,
            by: by.clone(),
            by_name: by_name.to_string(),
            fixture,
            ruling,
            reason: reason.chars().take(MAX_REASON_CHARS).collect(),
            sides,
        });
        if let Ruling::Award { .. } = ruling {
            self.climb(fixture);
            self.settle_rounds();
        }
        if struck {
            self.strike_from_ladder(fixture);
        }
        Ok(())
    }

    /// The entrants in the league's order, first place first: a ladder's places (its
    /// entrants are ranked by where they stand, not by points), else the [`standings`].
    pub fn ranking(&self) -> Vec<Row> {
        let mut rows = standings(self);
        if self.format == Format::Ladder {
            let place = |e: EntrantId| self.ladder.iter().position(|&x| x == e);
            // Entrants not on the ladder (before it starts) keep the standings' order, after.
            rows.sort_by_key(|r| place(r.entrant).unwrap_or(usize::MAX));
        }
        rows
    }

    /// The round being played: the earliest with an unplayed fixture (0 when none is).
    pub fn current_round(&self) -> u32 {
        self.fixtures
            .iter()
            .filter(|f| f.result.is_none())
            .map(|f| f.round)
            .min()
            .unwrap_or(0)
    }
}
