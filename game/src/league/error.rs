//! Why a league refused what was asked.

use serde::{Deserialize, Serialize};

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
