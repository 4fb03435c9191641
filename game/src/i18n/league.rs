//! The league's phrases: a [`LeagueMsg`] per message of the catalogs' `league.ftl`, rendered
//! like [`super::Msg`] with [`league_text`].

use std::borrow::Cow;

use crate::league::{Format, LeagueError};

use super::msg::{Arg, Name};
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

fn text(value: &str) -> Arg<'_> {
    Arg::Text(Cow::Borrowed(value))
}

fn yes_no(value: bool) -> Arg<'static> {
    text(if value { "yes" } else { "no" })
}

fn num(value: impl Into<u64>) -> Arg<'static> {
    Arg::Number(value.into())
}

fn game(game: Game) -> Arg<'static> {
    Arg::Name(Name::Game(game))
}

impl<'a> LeagueMsg<'a> {
    /// The catalog key and the arguments.
    pub(super) fn parts(&self) -> (&'static str, Vec<(&'static str, Arg<'a>)>) {
        use LeagueMsg::*;
        match *self {
            Description => ("league-description", vec![]),
            FormatName(format) => (
                match format {
                    Format::RoundRobin => "league-format-roundrobin",
                    Format::Double => "league-format-double",
                    Format::Swiss => "league-format-swiss",
                    Format::Ladder => "league-format-ladder",
                },
                vec![],
            ),
            Opened {
                name,
                game: g,
                format,
                days,
                teams,
                ladder,
            } => (
                if teams {
                    "league-opened-teams"
                } else {
                    "league-opened-players"
                },
                vec![
                    ("name", text(name)),
                    ("game", game(g)),
                    ("format", text(format)),
                    ("days", num(days)),
                    ("ladder", yes_no(ladder)),
                ],
            ),
            Joined { league, name } => (
                "league-joined",
                vec![("league", text(league)), ("name", text(name))],
            ),
            TeamInvited {
                league,
                team,
                captain,
                partner,
            } => (
                "league-team-invited",
                vec![
                    ("league", text(league)),
                    ("team", text(team)),
                    ("captain", text(captain)),
                    ("partner", text(partner)),
                ],
            ),
            BtnAccept => ("league-btn-accept", vec![]),
            TeamRegistered {
                league,
                team,
                members,
            } => (
                "league-team-registered",
                vec![
                    ("league", text(league)),
                    ("team", text(team)),
                    ("members", text(members)),
                ],
            ),
            Started {
                name,
                entrants,
                rounds,
                days,
            } => (
                "league-started",
                vec![
                    ("name", text(name)),
                    ("entrants", num(entrants)),
                    ("rounds", num(rounds)),
                    ("days", num(days)),
                ],
            ),
            StartedLadder {
                name,
                entrants,
                days,
            } => (
                "league-started-ladder",
                vec![
                    ("name", text(name)),
                    ("entrants", num(entrants)),
                    ("days", num(days)),
                ],
            ),
            BtnPlay => ("league-btn-play", vec![]),
            BtnStandings => ("league-btn-fixtures", vec![]),
            FixtureOpened {
                league,
                table,
                round,
                home,
                away,
            } => (
                "league-fixture-opened",
                vec![
                    ("league", text(league)),
                    ("table", num(table)),
                    ("round", num(round)),
                    ("home", text(home)),
                    ("away", text(away)),
                ],
            ),
            Played {
                league,
                winner,
                loser,
                kind,
                winner_points,
                loser_points,
            } => (
                match kind {
                    2 => "league-played-two-nil",
                    1 => "league-played-one-nil",
                    _ => "league-played-win",
                },
                vec![
                    ("league", text(league)),
                    ("winner", text(winner)),
                    ("loser", text(loser)),
                    ("winner_points", num(winner_points)),
                    ("loser_points", num(loser_points)),
                ],
            ),
            PlayedTarsKaput { winner } => {
                ("league-played-tars-kaput", vec![("winner", text(winner))])
            }
            NotCounted { league } => ("league-not-counted", vec![("league", text(league))]),
            Challenged {
                league,
                challenger,
                challenged,
                deadline,
            } => (
                "league-challenged",
                vec![
                    ("league", text(league)),
                    ("challenger", text(challenger)),
                    ("challenged", text(challenged)),
                    ("deadline", text(deadline)),
                ],
            ),
            StandingsTitle { name, game: g } => (
                "league-standings-title",
                vec![("name", text(name)), ("game", game(g))],
            ),
            StandingsRound { round } => ("league-standings-round", vec![("round", num(round))]),
            StandingsRegistration => ("league-standings-registration", vec![]),
            StandingsFinished => ("league-standings-finished", vec![]),
            StandingsEmpty => ("league-standings-empty", vec![]),
            StandingsLegend => ("league-standings-legend", vec![]),
            StandingsRow {
                place,
                name,
                played,
                won,
                lost,
                rubicons_for,
                rubicons_against,
                points,
                difference,
            } => (
                "league-standings-row",
                vec![
                    ("place", num(place)),
                    ("name", text(name)),
                    ("played", num(played)),
                    ("won", num(won)),
                    ("lost", num(lost)),
                    ("rfor", num(rubicons_for)),
                    ("ragainst", num(rubicons_against)),
                    ("points", num(points)),
                    ("diff", text(difference)),
                ],
            ),
            LadderTitle => ("league-ladder-title", vec![]),
            LadderRow { place, name } => (
                "league-ladder-row",
                vec![("place", num(place)), ("name", text(name))],
            ),
            FixturesTitle {
                name,
                round,
                deadline,
            } => (
                "league-fixtures-title",
                vec![
                    ("name", text(name)),
                    ("round", num(round)),
                    ("deadline", text(deadline)),
                ],
            ),
            FixturesNone => ("league-fixtures-none", vec![]),
            FixtureRowOpen { home, away } => (
                "league-fixture-row-open",
                vec![("home", text(home)), ("away", text(away))],
            ),
            FixtureRowTable { home, away, table } => (
                "league-fixture-row-table",
                vec![
                    ("home", text(home)),
                    ("away", text(away)),
                    ("table", num(table)),
                ],
            ),
            FixtureRowPlayed {
                home,
                away,
                home_points,
                away_points,
            } => (
                "league-fixture-row-played",
                vec![
                    ("home", text(home)),
                    ("away", text(away)),
                    ("home_points", num(home_points)),
                    ("away_points", num(away_points)),
                ],
            ),
            FixtureBye { name } => ("league-fixture-bye", vec![("name", text(name))]),
            Me {
                league,
                entrant,
                place,
                of,
                points,
            } => (
                "league-me",
                vec![
                    ("league", text(league)),
                    ("entrant", text(entrant)),
                    ("place", num(place)),
                    ("of", num(of)),
                    ("points", num(points)),
                ],
            ),
            MeNotEntered { league } => ("league-me-not-entered", vec![("league", text(league))]),
            MeNext {
                opponent,
                round,
                deadline,
            } => (
                "league-me-next",
                vec![
                    ("opponent", text(opponent)),
                    ("round", num(round)),
                    ("deadline", text(deadline)),
                ],
            ),
            MeRating {
                game: g,
                rating,
                deviation,
                games,
            } => (
                "league-me-rating",
                vec![
                    ("game", game(g)),
                    ("rating", num(rating)),
                    ("deviation", num(deviation)),
                    ("games", num(games)),
                ],
            ),
            MeUnrated => ("league-me-unrated", vec![]),
            RatingTopTitle { game: g } => ("rating-top-title", vec![("game", game(g))]),
            RatingTopRow {
                place,
                name,
                rating,
                deviation,
                games,
            } => (
                "rating-top-row",
                vec![
                    ("place", num(place)),
                    ("name", text(name)),
                    ("rating", num(rating)),
                    ("deviation", num(deviation)),
                    ("games", num(games)),
                ],
            ),
            RatingTopEmpty => ("rating-top-empty", vec![]),
            DenyFixtureTable { table } => {
                ("league-deny-fixture-table", vec![("table", num(table))])
            }
            DenyNoLeague => ("league-deny-no-league", vec![]),
            DenyNotAFormat { given } => ("league-deny-format", vec![("given", text(given))]),
            DenyNotAPartner { given } => ("league-deny-partner", vec![("given", text(given))]),
            DenyNotASubcommand { given } => {
                ("league-deny-subcommand", vec![("given", text(given))])
            }
            Help { usages } => ("league-help", vec![("usages", text(usages))]),
            Deny(error) => deny_parts(error),
            RefereeNamed { league, referee } => (
                "league-referee-named",
                vec![("league", text(league)), ("referee", text(referee))],
            ),
            Ruled {
                league,
                by,
                home,
                away,
                kind,
                winner,
                reason,
            } => {
                let mut args = vec![
                    ("league", text(league)),
                    ("home", text(home)),
                    ("away", text(away)),
                ];
                // The league's own forfeit has no referee and no reason but the deadline.
                if kind != 3 {
                    args.extend([("by", text(by)), ("reason", text(reason))]);
                }
                if matches!(kind, 0 | 3) {
                    args.push(("winner", text(winner)));
                }
                let key = match kind {
                    0 => "league-ruled-award",
                    1 => "league-ruled-annul",
                    2 => "league-ruled-replay",
                    _ => "league-ruled-forfeit",
                };
                (key, args)
            }
            LogTitle { name } => ("league-log-title", vec![("name", text(name))]),
            LogEmpty => ("league-log-empty", vec![]),
            SeasonEnded {
                league,
                season,
                champion,
            } => (
                "league-season-ended",
                vec![
                    ("league", text(league)),
                    ("season", num(season)),
                    ("champion", text(champion)),
                ],
            ),
            SeasonOpened { league, season } => (
                "league-season-opened",
                vec![("league", text(league)), ("season", num(season))],
            ),
            WithdrawConfirm {
                league,
                name,
                fixtures,
                command,
            } => (
                "league-withdraw-confirm",
                vec![
                    ("league", text(league)),
                    ("name", text(name)),
                    ("fixtures", num(fixtures)),
                    ("command", text(command)),
                ],
            ),
            Withdrawn { league, name } => (
                "league-withdrawn",
                vec![("league", text(league)), ("name", text(name))],
            ),
            Removed { league, name } => (
                "league-removed",
                vec![("league", text(league)), ("name", text(name))],
            ),
            WithdrawnForfeits { forfeits } => (
                "league-withdrawn-forfeits",
                vec![("forfeits", num(forfeits))],
            ),
            StandingsWithdrawn => ("league-standings-withdrawn", vec![]),
            HistoryTitle { name } => ("league-history-title", vec![("name", text(name))]),
            HistorySeason { season, ended } => (
                "league-history-season",
                vec![("season", num(season)), ("ended", text(ended))],
            ),
            HistoryEmpty => ("league-history-empty", vec![]),
            ExportTitle { name } => ("league-export-title", vec![("name", text(name))]),
            ExportGame {
                name,
                fixture,
                round,
                home,
                away,
            } => (
                "league-export-game",
                vec![
                    ("name", text(name)),
                    ("fixture", num(fixture)),
                    ("round", num(round)),
                    ("home", text(home)),
                    ("away", text(away)),
                ],
            ),
            Forfeited {
                league,
                winner,
                loser,
            } => (
                "league-forfeited",
                vec![
                    ("league", text(league)),
                    ("winner", text(winner)),
                    ("loser", text(loser)),
                ],
            ),
            Overdue {
                league,
                number,
                home,
                away,
            } => (
                "league-overdue",
                vec![
                    ("league", text(league)),
                    ("number", num(number)),
                    ("home", text(home)),
                    ("away", text(away)),
                ],
            ),
            ExportTooSoon { seconds } => {
                ("league-export-too-soon", vec![("seconds", num(seconds))])
            }
        }
    }

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

fn deny_parts(error: LeagueError) -> (&'static str, Vec<(&'static str, Arg<'static>)>) {
    use LeagueError::*;
    let key = match error {
        BadName => "league-deny-name",
        BadDays => "league-deny-days",
        TooManyRounds { max } => return ("league-deny-rounds", vec![("max", num(max))]),
        BadReach => "league-deny-reach",
        NotAdmin => "league-deny-not-admin",
        NotOrganiser => "league-deny-not-organiser",
        RegistrationClosed => "league-deny-registration-closed",
        NotRunning => "league-deny-not-running",
        AlreadyEntered => "league-deny-already-entered",
        NameTaken => "league-deny-name-taken",
        TeamsOnly => "league-deny-teams-only",
        PlayersOnly => "league-deny-players-only",
        OwnPartner => "league-deny-own-partner",
        PartnerTaken => "league-deny-partner-taken",
        NoSuchInvite => "league-deny-no-invite",
        NotYourInvite => "league-deny-not-your-invite",
        Full => "league-deny-full",
        TooFewEntrants => "league-deny-too-few",
        NoSuchFixture => "league-deny-no-fixture",
        NotYourFixture => "league-deny-not-your-fixture",
        AlreadyPlayed => "league-deny-already-played",
        NothingToPlay => "league-deny-nothing-to-play",
        ComputerSeat => "league-deny-computer-seat",
        WrongPlayers => "league-deny-wrong-players",
        NoWinner => "league-deny-no-winner",
        NotALadder => "league-deny-not-a-ladder",
        OutOfReach { reach } => return ("league-deny-out-of-reach", vec![("reach", num(reach))]),
        ChallengeOpen => "league-deny-challenge-open",
        NotEntered => "league-deny-not-entered",
        NotReferee => "league-deny-not-referee",
        NoReason => "league-deny-no-reason",
        NotPlayed => "league-deny-not-played",
        SeasonNotOver => "league-deny-season-not-over",
        ConditionsFixed => "league-deny-conditions-fixed",
        LeagueUnderWay => "league-deny-league-under-way",
        SeasonOver => "league-deny-season-over",
        NotASide => "league-deny-not-a-side",
        NoSuchPlace => "league-deny-no-such-place",
        OwnPlace => "league-deny-own-place",
        NoSuchSeason => "league-deny-no-such-season",
        RemovalNotAsked => "league-deny-removal-not-asked",
        AllPlayed => "league-deny-all-played",
        AlreadyWithdrawn => "league-deny-already-withdrawn",
        NotCaptain => "league-deny-not-captain",
    };
    (key, vec![])
}

/// Renders a league phrase in a language (falling back to English, never panicking).
pub fn league_text(lang: Lang, msg: &LeagueMsg<'_>) -> String {
    let (key, args) = msg.parts();
    super::bundles::render(lang, key, &args)
}
