//! Registration: the entrants (players or teams of two), a captain's invitation and his
//! partner's acceptance.

use serde::{Deserialize, Serialize};

use super::error::LeagueError;
use super::fixtures::EntrantId;
use super::{League, MAX_ENTRANTS, Phase, name_ok};
use crate::ids::UserId;

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

impl League {
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

    pub(super) fn registering(&self) -> Result<(), LeagueError> {
        if self.phase != Phase::Registration {
            return Err(LeagueError::RegistrationClosed);
        }
        if self.active().len() >= MAX_ENTRANTS {
            return Err(LeagueError::Full);
        }
        Ok(())
    }

    pub(super) fn name_taken(&self, name: &str) -> bool {
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
    pub(super) fn enter(&mut self, entrant: Entrant) -> EntrantId {
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
}
