//! The league's phrases: a [`LeagueMsg`] per message of the catalogs' `league.ftl`, rendered
//! like [`super::Msg`] with [`league_text`]. The variants are declared here; [`parts`] gives
//! each its catalog key and arguments, and [`examples`] one example of each, for the tests.

mod examples;
mod parts;

use crate::league::{Format, LeagueError};

use super::{Game, Lang};

/// One league phrase, borrowing its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueMsg<'a> {
    /// What `/league` does, for the platforms' command menus.
    Description,
    FormatName(Format),
    /// A league opened (`ladder`: a ladder, whose `days` are a challenge's, not a round's).
    Opened {
        name: &'a str,
        game: Game,
        format: &'a str,
        days: u32,
        teams: bool,
        ladder: bool,
    },
    Joined {
        league: &'a str,
        name: &'a str,
    },
    TeamInvited {
        league: &'a str,
        team: &'a str,
        captain: &'a str,
        partner: &'a str,
    },
    BtnAccept,
    TeamRegistered {
        league: &'a str,
        team: &'a str,
        members: &'a str,
    },
    Started {
        name: &'a str,
        entrants: u32,
        rounds: u32,
        days: u32,
    },
    StartedLadder {
        name: &'a str,
        entrants: u32,
        days: u32,
    },
    BtnPlay,
    /// The standings message's button that shows the round's fixtures (`/league fixtures`).
    BtnStandings,
    FixtureOpened {
        league: &'a str,
        table: u64,
        round: u32,
        home: &'a str,
        away: &'a str,
    },
    /// A result: `kind` 2 for 2–0, 1 for 1–0, 0 for a plain win.
    Played {
        league: &'a str,
        winner: &'a str,
        loser: &'a str,
        kind: u8,
        winner_points: u32,
        loser_points: u32,
    },
    PlayedTarsKaput {
        winner: &'a str,
    },
    NotCounted {
        league: &'a str,
    },
    Challenged {
        league: &'a str,
        challenger: &'a str,
        challenged: &'a str,
        deadline: &'a str,
    },
    StandingsTitle {
        name: &'a str,
        game: Game,
    },
    StandingsRound {
        round: u32,
    },
    StandingsRegistration,
    StandingsFinished,
    StandingsEmpty,
    StandingsLegend,
    StandingsRow {
        place: u32,
        name: &'a str,
        played: u32,
        won: u32,
        lost: u32,
        rubicons_for: u32,
        rubicons_against: u32,
        points: u32,
        difference: &'a str,
    },
    LadderTitle,
    LadderRow {
        place: u32,
        name: &'a str,
    },
    FixturesTitle {
        name: &'a str,
        round: u32,
        deadline: &'a str,
    },
    FixturesNone,
    FixtureRowOpen {
        home: &'a str,
        away: &'a str,
    },
    FixtureRowTable {
        home: &'a str,
        away: &'a str,
        table: u64,
    },
    FixtureRowPlayed {
        home: &'a str,
        away: &'a str,
        home_points: u32,
        away_points: u32,
    },
    FixtureBye {
        name: &'a str,
    },
    Me {
        league: &'a str,
        entrant: &'a str,
        place: u32,
        of: u32,
        points: u32,
    },
    MeNotEntered {
        league: &'a str,
    },
    MeNext {
        opponent: &'a str,
        round: u32,
        deadline: &'a str,
    },
    MeRating {
        game: Game,
        rating: u32,
        deviation: u32,
        games: u32,
    },
    MeUnrated,
    RatingTopTitle {
        game: Game,
    },
    RatingTopRow {
        place: u32,
        name: &'a str,
        rating: u32,
        deviation: u32,
        games: u32,
    },
    RatingTopEmpty,
    DenyFixtureTable {
        table: u64,
    },
    DenyNoLeague,
    DenyNotAFormat {
        given: &'a str,
    },
    DenyNotASubcommand {
        given: &'a str,
    },
    /// `/league help`: every subcommand's usage, one a line.
    Help {
        usages: &'a str,
    },
    DenyNotAPartner {
        given: &'a str,
    },
    Deny(LeagueError),
    RefereeNamed {
        league: &'a str,
        referee: &'a str,
    },
    /// A referee's ruling: `kind` 0 award, 1 annul, 2 replay, 3 the league's forfeit at the
    /// deadline (`winner` for an award and a forfeit).
    Ruled {
        league: &'a str,
        by: &'a str,
        home: &'a str,
        away: &'a str,
        kind: u8,
        winner: &'a str,
        reason: &'a str,
    },
    LogTitle {
        name: &'a str,
    },
    LogEmpty,
    Forfeited {
        league: &'a str,
        winner: &'a str,
        loser: &'a str,
    },
    SeasonEnded {
        league: &'a str,
        season: u32,
        champion: &'a str,
    },
    SeasonOpened {
        league: &'a str,
        season: u32,
    },
    /// Withdrawing once the season has started: what it forfeits, the command confirming it.
    WithdrawConfirm {
        league: &'a str,
        name: &'a str,
        fixtures: u32,
        command: &'a str,
    },
    Withdrawn {
        league: &'a str,
        name: &'a str,
    },
    /// The organiser removed an entrant.
    Removed {
        league: &'a str,
        name: &'a str,
    },
    /// After a withdrawal: how many unplayed fixtures went to the opponents.
    WithdrawnForfeits {
        forfeits: u32,
    },
    /// The mark of a withdrawn entrant's standings row.
    StandingsWithdrawn,
    HistoryTitle {
        name: &'a str,
    },
    HistorySeason {
        season: u32,
        ended: &'a str,
    },
    HistoryEmpty,
    ExportTitle {
        name: &'a str,
    },
    /// The caption of a fixture's game record in a league's export.
    ExportGame {
        name: &'a str,
        fixture: u32,
        round: u32,
        home: &'a str,
        away: &'a str,
    },
    Overdue {
        league: &'a str,
        number: u32,
        home: &'a str,
        away: &'a str,
    },
    /// A league export asked again in a chat within a minute: how long to wait.
    ExportTooSoon {
        seconds: u64,
    },
}

/// Renders a league phrase in a language (falling back to English, never panicking).
pub fn league_text(lang: Lang, msg: &LeagueMsg<'_>) -> String {
    let (key, args) = msg.parts();
    super::bundles::render(lang, key, &args)
}
