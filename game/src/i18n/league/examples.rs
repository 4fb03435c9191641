//! One example of every league phrase and refusal, for the catalog tests.

use super::LeagueMsg;
use crate::i18n::Game;
use crate::league::{Format, LeagueError};

impl LeagueMsg<'_> {
    /// One of every phrase, for the catalog tests.
    pub fn examples() -> Vec<LeagueMsg<'static>> {
        use LeagueMsg::*;
        let mut all = vec![
            Description,
            Opened {
                name: "Spring cup",
                game: Game::Bazaar,
                format: "round robin",
                days: 7,
                teams: true,
                ladder: false,
            },
            Opened {
                name: "Spring cup",
                game: Game::Durak,
                format: "Swiss",
                days: 1,
                teams: false,
                ladder: false,
            },
            Opened {
                name: "Spring cup",
                game: Game::Toto21,
                format: "ladder",
                days: 3,
                teams: false,
                ladder: true,
            },
            Joined {
                league: "Spring cup",
                name: "Ani",
            },
            TeamInvited {
                league: "Spring cup",
                team: "Eagles",
                captain: "Aram",
                partner: "Ani",
            },
            BtnAccept,
            TeamRegistered {
                league: "Spring cup",
                team: "Eagles",
                members: "Aram & Ani",
            },
            Started {
                name: "Spring cup",
                entrants: 6,
                rounds: 10,
                days: 3,
            },
            StartedLadder {
                name: "Spring cup",
                entrants: 5,
                days: 2,
            },
            BtnPlay,
            BtnStandings,
            FixtureOpened {
                league: "Spring cup",
                table: 42,
                round: 3,
                home: "Eagles",
                away: "Hawks",
            },
            PlayedTarsKaput { winner: "Eagles" },
            NotCounted {
                league: "Spring cup",
            },
            Challenged {
                league: "Spring cup",
                challenger: "Ani",
                challenged: "Aram",
                deadline: "2026-12-02",
            },
            StandingsTitle {
                name: "Spring cup",
                game: Game::Bazaar,
            },
            StandingsRound { round: 4 },
            StandingsRegistration,
            StandingsFinished,
            StandingsEmpty,
            StandingsLegend,
            StandingsRow {
                place: 1,
                name: "Eagles",
                played: 5,
                won: 4,
                lost: 1,
                rubicons_for: 2,
                rubicons_against: 1,
                points: 7,
                difference: "+312",
            },
            LadderTitle,
            LadderRow {
                place: 2,
                name: "Ani",
            },
            FixturesTitle {
                name: "Spring cup",
                round: 2,
                deadline: "2026-12-02",
            },
            FixturesNone,
            FixtureRowOpen {
                home: "Eagles",
                away: "Hawks",
            },
            FixtureRowTable {
                home: "Eagles",
                away: "Hawks",
                table: 42,
            },
            FixtureRowPlayed {
                home: "Eagles",
                away: "Hawks",
                home_points: 305,
                away_points: 140,
            },
            FixtureBye { name: "Owls" },
            Me {
                league: "Spring cup",
                entrant: "Eagles",
                place: 2,
                of: 6,
                points: 5,
            },
            MeNotEntered {
                league: "Spring cup",
            },
            MeNext {
                opponent: "Hawks",
                round: 3,
                deadline: "2026-12-02",
            },
            MeRating {
                game: Game::Bazaar,
                rating: 1623,
                deviation: 87,
                games: 12,
            },
            MeUnrated,
            RatingTopTitle { game: Game::Durak },
            RatingTopRow {
                place: 1,
                name: "Ani",
                rating: 1712,
                deviation: 64,
                games: 31,
            },
            RatingTopEmpty,
            DenyFixtureTable { table: 42 },
            DenyNoLeague,
            DenyNotAFormat { given: "knockout" },
            DenyNotAPartner { given: "Ani" },
            DenyNotASubcommand { given: "fly" },
            Help {
                usages: "/league join\n/league leave [confirm]",
            },
        ];
        all.extend(Format::ALL.map(FormatName));
        all.extend((0..=2).map(|kind| Played {
            league: "Spring cup",
            winner: "Eagles",
            loser: "Hawks",
            kind,
            winner_points: 305,
            loser_points: 140,
        }));
        all.extend(ALL_ERRORS.map(Deny));
        all.extend((0..=3).map(|kind| Ruled {
            league: "Spring cup",
            by: "Gor",
            home: "Eagles",
            away: "Hawks",
            kind,
            winner: "Hawks",
            reason: "no show",
        }));
        all.extend([
            RefereeNamed {
                league: "Spring cup",
                referee: "Gor",
            },
            LogTitle { name: "Spring cup" },
            LogEmpty,
            SeasonEnded {
                league: "Spring cup",
                season: 2,
                champion: "Eagles",
            },
            SeasonOpened {
                league: "Spring cup",
                season: 3,
            },
            WithdrawConfirm {
                league: "Spring cup",
                name: "Eagles",
                fixtures: 3,
                command: "/league leave confirm",
            },
            WithdrawConfirm {
                league: "Spring cup",
                name: "Eagles",
                fixtures: 0,
                command: "/league remove 2 confirm",
            },
            Withdrawn {
                league: "Spring cup",
                name: "Eagles",
            },
            Removed {
                league: "Spring cup",
                name: "Eagles",
            },
            WithdrawnForfeits { forfeits: 1 },
            WithdrawnForfeits { forfeits: 5 },
            StandingsWithdrawn,
            HistoryTitle { name: "Spring cup" },
            HistorySeason {
                season: 2,
                ended: "2026-12-02",
            },
            HistoryEmpty,
            ExportTitle { name: "Spring cup" },
            ExportGame {
                name: "Spring cup",
                fixture: 3,
                round: 2,
                home: "Eagles",
                away: "Hawks",
            },
            Forfeited {
                league: "Spring cup",
                winner: "Eagles",
                loser: "Hawks",
            },
            Overdue {
                league: "Spring cup",
                number: 7,
                home: "Eagles",
                away: "Hawks",
            },
            ExportTooSoon { seconds: 1 },
            ExportTooSoon { seconds: 42 },
        ]);
        all
    }
}

/// One of every league refusal.
pub const ALL_ERRORS: [LeagueError; 44] = [
    LeagueError::AllPlayed,
    LeagueError::AlreadyWithdrawn,
    LeagueError::NotCaptain,
    LeagueError::NoSuchSeason,
    LeagueError::RemovalNotAsked,
    LeagueError::NoSuchPlace,
    LeagueError::OwnPlace,
    LeagueError::ConditionsFixed,
    LeagueError::NotASide,
    LeagueError::SeasonOver,
    LeagueError::LeagueUnderWay,
    LeagueError::SeasonNotOver,
    LeagueError::NotReferee,
    LeagueError::NoReason,
    LeagueError::NotPlayed,
    LeagueError::BadName,
    LeagueError::BadDays,
    LeagueError::TooManyRounds { max: 11 },
    LeagueError::BadReach,
    LeagueError::NotAdmin,
    LeagueError::NotOrganiser,
    LeagueError::RegistrationClosed,
    LeagueError::NotRunning,
    LeagueError::AlreadyEntered,
    LeagueError::NameTaken,
    LeagueError::TeamsOnly,
    LeagueError::PlayersOnly,
    LeagueError::OwnPartner,
    LeagueError::PartnerTaken,
    LeagueError::NoSuchInvite,
    LeagueError::NotYourInvite,
    LeagueError::Full,
    LeagueError::TooFewEntrants,
    LeagueError::NoSuchFixture,
    LeagueError::NotYourFixture,
    LeagueError::AlreadyPlayed,
    LeagueError::NothingToPlay,
    LeagueError::ComputerSeat,
    LeagueError::WrongPlayers,
    LeagueError::NoWinner,
    LeagueError::NotALadder,
    LeagueError::OutOfReach { reach: 3 },
    LeagueError::ChallengeOpen,
    LeagueError::NotEntered,
];
