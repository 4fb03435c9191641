//! Referees: named by the organiser, ruling on a fixture (an award, an annulment, a replay),
//! every decision kept in the league's log.

use serde::{Deserialize, Serialize};

use super::entrant::Partner;
use super::error::LeagueError;
use super::fixture::{FixtureResult, WinKind};
use super::fixtures::EntrantId;
use super::{DAY_MS, FixtureId, League, Phase};
use crate::ids::{Millis, UserId};

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

/// The longest reason of a referee's decision, in characters.
pub const MAX_REASON_CHARS: usize = 200;

impl League {
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
    /// ([`ladder`](super::ladder)).
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
}
