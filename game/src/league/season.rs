//! Seasons: the current one's number and end, its standings archived, the next one opened.

use serde::{Deserialize, Serialize};

use super::error::LeagueError;
use super::fixture::Fixture;
use super::standings::StandingRow;
use super::{League, Phase};
use crate::ids::{Millis, UserId};

/// A season's final standings, kept when it ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Archived {
    pub season: u32,
    pub ended_at: Millis,
    /// (name, played, won, lost, Rubicons for, against, points, game points difference),
    /// first place first.
    pub rows: Vec<StandingRow>,
    /// The season's fixtures as it ended, for its export (none in seasons archived before
    /// they were kept).
    #[serde(default)]
    pub fixtures: Vec<Fixture>,
}

impl League {
    /// The season's number as players read it.
    pub fn season_number(&self) -> u32 {
        self.season.max(1)
    }

    /// Refuses unless the season has started and not ended: why, as a player is told.
    pub fn in_season(&self) -> Result<(), LeagueError> {
        if self.season_ended() {
            Err(LeagueError::SeasonOver)
        } else if self.phase == Phase::Registration {
            Err(LeagueError::NotRunning)
        } else {
            Ok(())
        }
    }

    /// True when the current season has ended and its standings are archived.
    pub fn season_ended(&self) -> bool {
        self.history
            .last()
            .is_some_and(|a| a.season == self.season_number())
    }

    /// The organiser (or an administrator) ends the season: its standings are archived and
    /// no more results count. A season still taking registrations ends unplayed (nothing
    /// archived but its number), so that a league opened by mistake can be closed.
    pub fn end_season(
        &mut self,
        by: &UserId,
        admin: bool,
        now: Millis,
    ) -> Result<&Archived, LeagueError> {
        if *by != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if self.season_ended() {
            return Err(LeagueError::SeasonOver);
        }
        // A season that never started has no standings to keep.
        let rows = if self.phase == Phase::Registration {
            Vec::new()
        } else {
            self.final_rows()
        };
        self.phase = Phase::Finished;
        self.history.push(Archived {
            season: self.season_number(),
            ended_at: now,
            rows,
            fixtures: self.fixtures.clone(),
        });
        Ok(self.history.last().expect("just archived"))
    }

    /// The standings in the league's order ([`League::ranking`]), as a season keeps them.
    pub fn final_rows(&self) -> Vec<StandingRow> {
        self.ranking()
            .into_iter()
            .map(|row| StandingRow {
                name: self.entrant_name(row.entrant).to_string(),
                played: row.played,
                won: row.won,
                lost: row.lost,
                rubicons_for: row.rubicons_for,
                rubicons_against: row.rubicons_against,
                points: row.points,
                difference: row.difference(),
                withdrawn: row.withdrawn,
            })
            .collect()
    }

    /// The organiser (or an administrator) opens the next season with the same entrants:
    /// registration is open again (for newcomers too) until he starts it.
    pub fn new_season(&mut self, by: &UserId, admin: bool) -> Result<u32, LeagueError> {
        if *by != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if !self.season_ended() {
            return Err(LeagueError::SeasonNotOver);
        }
        self.season = self.season_number() + 1;
        self.phase = Phase::Registration;
        // A removal asked about last season is no question of this one.
        self.removal_asked = None;
        self.started_at = None;
        self.fixtures.clear();
        self.byes.clear();
        self.clear_ladder();
        Ok(self.season)
    }
}
