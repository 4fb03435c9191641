//! Each league phrase's catalog key and Fluent arguments, refusals included.

use super::LeagueMsg;
use crate::i18n::arg::{Arg, game, num, text, yes_no};
use crate::league::{Format, LeagueError};

impl<'a> LeagueMsg<'a> {
    /// The catalog key and the arguments.
    pub(in crate::i18n) fn parts(&self) -> (&'static str, Vec<(&'static str, Arg<'a>)>) {
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
}

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
