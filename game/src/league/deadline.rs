//! Deadlines: who came to a fixture's table, and what happens to a fixture unplayed at its
//! deadline (forfeited by the side that never came, or left to a referee).

use super::charter::AtDeadline;
use super::fixtures::EntrantId;
use super::referee::{DEADLINE_MARK, Ruling};
use super::{FixtureId, League, Phase};
use crate::ids::{Millis, UserId};

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

impl League {
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
}
