//! Withdrawal: an entrant leaving (or removed), his unplayed fixtures forfeited.

use super::charter::Format;
use super::error::LeagueError;
use super::fixture::{FixtureResult, WinKind};
use super::fixtures::EntrantId;
use super::ladder::LadderEvent;
use super::{FixtureId, League, Phase};
use crate::ids::{Millis, UserId};

impl League {
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
}
