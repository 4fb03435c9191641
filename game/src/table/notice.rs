//! What the table service asks the shells to show. Notices are language-neutral: the shells
//! render them in the reader's language from the catalogs.

use serde::Serialize;

use super::engine::{FinalHand, MoveRefused};
use super::kind::GameKind;
use super::settings::SettingsError;
use crate::blot::ContractView;
use crate::ids::{Millis, TableId};
use crate::league::{Format, LeagueError, LeagueId, Phase, StandingRow, WinKind};

/// The league's export, at the path it had when it was defined here.
pub use crate::league::export::{Export, ExportedGame};

/// A league's standings, ready to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standings {
    pub league: LeagueId,
    pub name: String,
    pub game: GameKind,
    pub phase: Phase,
    /// The round being played (0: none).
    pub round: u32,
    /// First place first.
    pub rows: Vec<StandingRow>,
    /// A ladder's places, top first.
    pub ladder: Option<Vec<String>>,
    /// Entrants are teams.
    pub teams: bool,
}

/// A user in a league: his entrant, place (and points) of `of`, next fixture (opponent,
/// round, deadline), and his ratings (game, rating, deviation, games).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LeagueMe {
    pub league: String,
    pub entrant: Option<String>,
    pub place: Option<(u32, u32)>,
    pub of: u32,
    pub next: Option<(String, u32, Millis)>,
    pub ratings: Vec<(GameKind, u32, u32, u32)>,
}

/// A referee's decision, as shown: `kind` 0 award (to `winner`), 1 annul, 2 replay, 3 the
/// league's own forfeit at the deadline (to `winner`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulingLine {
    pub league: String,
    pub at: Millis,
    pub by: String,
    pub home: String,
    pub away: String,
    pub kind: u8,
    pub winner: String,
    pub reason: String,
}

/// One fixture of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FixtureLine {
    /// The fixture's number as users type it (from 1).
    pub number: u32,
    pub home: String,
    pub away: String,
    /// The table it is being played at.
    pub table: Option<TableId>,
    /// Played: the game points (home first), whether home won, 2–0, tars kaput.
    pub result: Option<([u32; 2], bool, bool, bool)>,
}

/// One line of the chat's table list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableSummary {
    pub id: TableId,
    pub name: String,
    pub game: GameKind,
    pub points: u32,
    pub taken: usize,
    pub seats: usize,
    pub opened_at: u64,
    pub playing: bool,
}

/// Something to tell a user or a chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "notice", rename_all = "snake_case")]
pub enum Notice {
    // Refusals, shown only to the presser.
    NotYourTurn {
        name: String,
    },
    NotAtTable,
    Stale,
    TableFull,
    AlreadySeated,
    OnlyCreator {
        name: String,
    },
    NotEnoughChips {
        stake: u64,
        balance: u64,
    },
    GameRunning,
    NoSuchTable {
        id: TableId,
    },
    /// The user started (or asked to rematch) too many games in a short time.
    TooManyStarts,
    /// The table belongs to another chat: it is reached only from there.
    TableElsewhere {
        id: TableId,
    },
    NotGathering,
    SeatTaken {
        seat: u8,
    },
    /// A seat asked for that the table does not have: it has this many.
    NoSuchSeat {
        seats: u8,
    },
    BadSettings {
        error: SettingsError,
    },
    IllegalMove {
        refusal: MoveRefused,
    },
    SeatIsYours,
    NothingToDo,
    /// No game is being played at the table (it gathers its players, or is over).
    NotPlaying,
    /// A computer plays the player's seat already.
    AlreadyAway,
    /// The player sits in his seat already (no computer holds it).
    NotAway,
    /// A setting pressed that the table has already.
    SettingUnchanged,
    /// The rematch of a finished table began already, at this table.
    RematchBegun {
        table: TableId,
    },
    /// The presser asked for this rematch already: it waits for the other players.
    RematchAsked,
    PlayerCannotCover {
        name: String,
        stake: u64,
    },
    /// The user already has this table gathering players in the chat.
    AlreadyOpen {
        table: TableId,
    },
    /// The user has as many tables gathering players as one may.
    TooManyOpen {
        limit: u32,
    },
    // The lobby.
    Opened {
        table: TableId,
        by: String,
        name: String,
        game: GameKind,
        points: u32,
        stake: u64,
    },
    /// One screen of the chat's open tables: `skip` before it, `total` in all, and where the
    /// next screen starts if there is one.
    TableList {
        tables: Vec<TableSummary>,
        skip: usize,
        total: usize,
        more: Option<usize>,
    },
    JoinRequested {
        table: TableId,
        name: String,
        creator: String,
    },
    Joined {
        table: TableId,
        name: String,
        seat: u8,
    },
    JoinRefused {
        table: TableId,
    },
    /// The table's game began without the one still asking to join it.
    BegunWithout {
        table: TableId,
    },
    /// A player of a finished table asks for a rematch; it begins once all have.
    RematchOffered {
        table: TableId,
        name: String,
    },
    Left {
        table: TableId,
        name: String,
    },
    Cancelled {
        table: TableId,
        refunded: u64,
    },
    Started {
        table: TableId,
        game: GameKind,
        stake: u64,
        seats: Vec<String>,
        pot: u64,
    },
    // Turns and clocks.
    TimedOut {
        table: TableId,
        name: String,
        code: String,
    },
    Replaced {
        table: TableId,
        name: String,
    },
    Back {
        table: TableId,
        name: String,
    },
    /// A player handed his seat to the computer for a while ("I'm away").
    Away {
        table: TableId,
        name: String,
    },
    /// A player left a running game: a computer plays his seat.
    LeftGame {
        table: TableId,
        name: String,
    },
    ClockLost {
        table: TableId,
        name: String,
    },
    // Results.
    DealScored {
        table: TableId,
        result: String,
        /// The bidding team (0 or 1), if any; the other wins at once on a reverse kaput.
        declarers: Option<usize>,
        /// The player the deal turned on: the contract's holder and his contract, or (with no
        /// contract) who showed four sevens; none when the deal was thrown in.
        holder: Option<Box<(String, Option<ContractView>)>>,
        /// Both teams' players' names (one each in a game for two), in the order of `score`
        /// and `totals`.
        teams: [Vec<String>; 2],
        score: [u16; 2],
        totals: [u16; 2],
    },
    RoundOver {
        table: TableId,
        game: GameKind,
        winner: Option<String>,
        points: u32,
        /// A Toto21 round's hands, every card shown, with their players' names.
        hands: Vec<(String, FinalHand)>,
        /// Two aces dealt won the round.
        golden_point: bool,
    },
    GameOver {
        table: TableId,
        winners: Vec<String>,
        payout: u64,
        /// Bazaar Blot's result: 2–0 ("Rubicon") or 1–0.
        #[serde(skip)]
        margin: Option<crate::blot::Margin>,
    },
    // Chips, stats, language.
    Balance {
        chips: u64,
    },
    Leaderboard {
        rows: Vec<(String, u32, u32)>,
    },
    LanguageSet {
        lang: String,
    },
    // Leagues.
    /// A league refused what was asked.
    League {
        error: LeagueError,
    },
    /// No league in this chat, or none by that number.
    NoLeague,
    /// The sender's fixture is already at this table.
    FixtureTable {
        table: TableId,
    },
    LeagueOpened {
        league: LeagueId,
        name: String,
        game: GameKind,
        format: Format,
        days: u32,
        teams: bool,
    },
    LeagueJoined {
        league: String,
        name: String,
    },
    /// A captain asks his partner; the message carries the partner's Accept button.
    TeamInvited {
        league: LeagueId,
        league_name: String,
        invite: u32,
        team: String,
        captain: String,
        partner: String,
    },
    TeamRegistered {
        league: String,
        team: String,
        members: Vec<String>,
    },
    /// The season began; the message carries the Play button.
    LeagueStarted {
        league: LeagueId,
        name: String,
        entrants: u32,
        /// Rounds to play (0 for a ladder).
        rounds: u32,
        days: u32,
    },
    FixtureOpened {
        league: String,
        table: TableId,
        round: u32,
        home: String,
        away: String,
    },
    /// A fixture's result, the winner's game points first.
    FixturePlayed {
        league: String,
        winner: String,
        loser: String,
        win: WinKind,
        tars_kaput: bool,
        points: [u32; 2],
    },
    /// A league table's game ended but cannot count (a computer sat in).
    FixtureNotCounted {
        league: String,
        error: LeagueError,
    },
    Challenged {
        league: String,
        challenger: String,
        challenged: String,
        deadline: Millis,
    },
    LeagueStandings {
        board: Box<Standings>,
    },
    LeagueFixtures {
        league: LeagueId,
        name: String,
        round: u32,
        deadline: Option<Millis>,
        lines: Vec<FixtureLine>,
        byes: Vec<String>,
    },
    /// The sender in a league.
    LeagueMe {
        me: Box<LeagueMe>,
    },
    RefereeNamed {
        league: String,
        referee: String,
    },
    /// A season ended; its standings are archived.
    SeasonEnded {
        league: String,
        season: u32,
        champion: Option<String>,
    },
    /// Withdrawing needs confirming once the season has started: what it would forfeit, and
    /// the command that confirms it.
    WithdrawConfirm {
        league: String,
        name: String,
        fixtures: u32,
        command: String,
    },
    /// An entrant withdrew (`removed`: the organiser removed him); `forfeits` unplayed
    /// fixtures went to his opponents.
    Withdrawn {
        league: String,
        name: String,
        forfeits: u32,
        removed: bool,
    },
    /// The next season takes registrations.
    SeasonOpened {
        league: String,
        season: u32,
    },
    /// The archived seasons.
    LeagueHistory {
        name: String,
        seasons: Vec<crate::league::Archived>,
    },
    /// A fixture unplayed at its deadline, lost by the side that never came.
    FixtureForfeited {
        league: String,
        winner: String,
        loser: String,
    },
    /// A fixture unplayed at its deadline: a referee decides.
    FixtureOverdue {
        league: String,
        number: u32,
        home: String,
        away: String,
    },
    /// A referee's decision, told to the league's chat.
    Ruled {
        ruling: Box<RulingLine>,
    },
    /// The league's log of decisions.
    LeagueLog {
        name: String,
        lines: Vec<RulingLine>,
    },
    /// The chat's players by rating in a game: (name, rating, deviation, games).
    RatingTop {
        game: GameKind,
        rows: Vec<(String, u32, u32, u32)>,
    },
}

impl Notice {
    /// True for the notices that refuse what the user asked.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Notice::NotYourTurn { .. }
                | Notice::NotAtTable
                | Notice::Stale
                | Notice::TableFull
                | Notice::AlreadySeated
                | Notice::OnlyCreator { .. }
                | Notice::NotEnoughChips { .. }
                | Notice::GameRunning
                | Notice::NoSuchTable { .. }
                | Notice::TableElsewhere { .. }
                | Notice::TooManyStarts
                | Notice::NotGathering
                | Notice::SeatTaken { .. }
                | Notice::NoSuchSeat { .. }
                | Notice::BadSettings { .. }
                | Notice::IllegalMove { .. }
                | Notice::SeatIsYours
                | Notice::NothingToDo
                | Notice::NotPlaying
                | Notice::AlreadyAway
                | Notice::NotAway
                | Notice::SettingUnchanged
                | Notice::RematchBegun { .. }
                | Notice::RematchAsked
                | Notice::PlayerCannotCover { .. }
                | Notice::AlreadyOpen { .. }
                | Notice::TooManyOpen { .. }
                | Notice::League { .. }
                | Notice::NoLeague
                | Notice::FixtureTable { .. }
        )
    }
}
