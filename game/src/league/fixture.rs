//! Fixtures and results: the season started and its rounds made (round robin, Swiss,
//! ladder challenges), who plays which fixture at which seat, and a finished game recorded.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::charter::Format;
use super::error::LeagueError;
use super::fixtures::{EntrantId, Pairing, Round};
use super::standings::{Row, standings};
use super::{DAY_MS, FixtureId, League, Phase, fixtures};
use crate::ids::{Millis, TableId, UserId};

/// A game to play: `home` against `away`, by `deadline`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixture {
    pub id: FixtureId,
    /// Counted from 1 (ladder challenges are numbered in the order they were made).
    pub round: u32,
    pub home: EntrantId,
    pub away: EntrantId,
    pub deadline: Millis,
    /// The table it is being played at, once opened.
    pub table: Option<TableId>,
    pub result: Option<FixtureResult>,
    /// The sides that came to its table (opened it or sat down) and did not leave it.
    #[serde(default)]
    pub showed: Vec<EntrantId>,
    /// Its deadline passed unplayed and was dealt with.
    #[serde(default)]
    pub overdue: bool,
}

impl Fixture {
    /// The fixture's other side.
    pub fn opponent(&self, of: EntrantId) -> EntrantId {
        if of == self.home {
            self.away
        } else {
            self.home
        }
    }

    /// True when `entrant` plays in it.
    pub fn involves(&self, entrant: EntrantId) -> bool {
        self.home == entrant || self.away == entrant
    }
}

/// A played fixture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixtureResult {
    pub winner: EntrantId,
    pub win: WinKind,
    /// The game ended on a reverse kaput ("tars kaput") against the losers' kaput bid.
    pub tars_kaput: bool,
    /// Game points, home first.
    pub points: [u32; 2],
    pub at: Millis,
    /// Awarded by a referee, not played.
    #[serde(default)]
    pub awarded: bool,
}

/// How a fixture was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinKind {
    /// 2–0, "Rubicon".
    TwoNil,
    /// 1–0.
    OneNil,
    /// A plain win (a game without a margin).
    Win,
}

/// A finished table as a league reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// Each seat's human; `None` for a seat a computer took.
    pub seats: Vec<Option<UserId>>,
    /// The winning seats (both partners in a team game); empty for a draw.
    pub winners: Vec<u8>,
    /// Bazaar Blot's margin: `Some(true)` for 2–0, `Some(false)` for 1–0.
    pub rubicon: Option<bool>,
    pub tars_kaput: bool,
    /// Game points of each side: seats 0 (and 2), then seats 1 (and 3).
    pub points: [u32; 2],
}

impl League {
    /// The organiser closes registration and the season begins: the fixtures (round robin:
    /// all of them; Swiss: the first round; ladder: the places) with their deadlines.
    pub fn start(&mut self, user: &UserId, admin: bool, now: Millis) -> Result<(), LeagueError> {
        if *user != self.organiser && !admin {
            return Err(LeagueError::NotOrganiser);
        }
        if self.phase != Phase::Registration {
            return Err(LeagueError::RegistrationClosed);
        }
        let active = self.active();
        let n = active.len() as u32;
        if n < 2 {
            return Err(LeagueError::TooFewEntrants);
        }
        let max = fixtures::max_swiss_rounds(n);
        if self.format == Format::Swiss && self.rounds > max {
            return Err(LeagueError::TooManyRounds { max });
        }
        self.phase = Phase::Running;
        self.started_at = Some(now);
        self.invites.clear();
        match self.format {
            Format::RoundRobin | Format::Double => {
                let legs = if self.format == Format::Double { 2 } else { 1 };
                // The circle numbers the entrants taking part 0..n: back to their own ids.
                let id = |i: EntrantId| active[i as usize];
                for (i, round) in fixtures::round_robin(n, legs).into_iter().enumerate() {
                    let round = Round {
                        pairings: round
                            .pairings
                            .iter()
                            .map(|&(h, a)| (id(h), id(a)))
                            .collect(),
                        bye: round.bye.map(id),
                    };
                    self.add_round(i as u32 + 1, round);
                }
            }
            Format::Swiss => {
                if self.rounds == 0 {
                    // Enough rounds to tell a winner apart, as Swiss tournaments usually play.
                    let log2 = u32::BITS - (n - 1).leading_zeros();
                    self.rounds = (log2 + 1).min(max);
                }
                self.next_swiss_round();
            }
            Format::Ladder => self.start_ladder(active),
        }
        Ok(())
    }

    /// The deadline of a round (counted from 1).
    pub fn round_deadline(&self, round: u32) -> Millis {
        self.started_at.unwrap_or_default() + u64::from(round) * u64::from(self.days) * DAY_MS
    }

    pub(super) fn add_round(&mut self, number: u32, round: Round) {
        let deadline = self.round_deadline(number);
        for (home, away) in round.pairings {
            self.fixtures.push(Fixture {
                id: self.fixtures.len() as FixtureId,
                round: number,
                home,
                away,
                deadline,
                table: None,
                result: None,
                showed: Vec::new(),
                overdue: false,
            });
        }
        if let Some(bye) = round.bye {
            self.byes.push((number, bye));
        }
    }

    /// The last round made so far (0 before the season).
    pub fn last_round(&self) -> u32 {
        self.fixtures.iter().map(|f| f.round).max().unwrap_or(0)
    }

    /// Every pair that has a fixture (played or not), the smaller id first.
    pub fn pairs_met(&self) -> BTreeSet<Pairing> {
        self.fixtures
            .iter()
            .map(|f| fixtures::pair_key(f.home, f.away))
            .collect()
    }

    pub(super) fn next_swiss_round(&mut self) {
        let number = self.last_round() + 1;
        if number > self.rounds {
            self.phase = Phase::Finished;
            return;
        }
        let ranked: Vec<EntrantId> = standings(self)
            .iter()
            .map(|row| row.entrant)
            .filter(|&e| !self.withdrawn(e))
            .collect();
        // Withdrawals left one entrant (or none): nobody to pair, the season is over.
        if ranked.len() < 2 {
            self.phase = Phase::Finished;
            return;
        }
        let had_bye = self.byes.iter().map(|&(_, e)| e).collect();
        match fixtures::swiss_round(&ranked, &self.pairs_met(), &had_bye) {
            Some(round) => self.add_round(number, round),
            // Nobody can meet a new opponent: the season is over.
            None => self.phase = Phase::Finished,
        }
    }

    /// The fixture an entrant should play next: its earliest unplayed one.
    pub fn next_fixture(&self, entrant: EntrantId) -> Option<&Fixture> {
        self.fixtures
            .iter()
            .filter(|f| f.involves(entrant) && f.result.is_none())
            .min_by_key(|f| (f.round, f.id))
    }

    /// Checks that `user` may open or sit at the fixture's table.
    pub fn playable(&self, fixture: FixtureId, user: &UserId) -> Result<&Fixture, LeagueError> {
        self.in_season()?;
        let found = self
            .fixtures
            .get(fixture as usize)
            .ok_or(LeagueError::NoSuchFixture)?;
        let entrant = self.entrant_of(user).ok_or(LeagueError::NotYourFixture)?;
        if !found.involves(entrant) {
            return Err(LeagueError::NotYourFixture);
        }
        if found.result.is_some() {
            return Err(LeagueError::AlreadyPlayed);
        }
        Ok(found)
    }

    /// The users who may sit at a fixture's table, seat by seat: a team game seats the home
    /// team at 0 and 2 and the away team at 1 and 3.
    pub fn fixture_seats(&self, fixture: &Fixture) -> Vec<UserId> {
        let members = |e: EntrantId| {
            self.entrants
                .get(e as usize)
                .map(|e| e.members.clone())
                .unwrap_or_default()
        };
        let (home, away) = (members(fixture.home), members(fixture.away));
        let mut seats = Vec::new();
        for i in 0..home.len().max(away.len()) {
            seats.extend(home.get(i).cloned());
            seats.extend(away.get(i).cloned());
        }
        seats
    }

    /// Records a finished fixture's game; the fixture's sides must be exactly the table's
    /// two sides, every seat a human of theirs. A Swiss round complete makes the next; a
    /// ladder challenger who wins takes the place of the challenged.
    pub fn record(
        &mut self,
        fixture: FixtureId,
        report: &GameReport,
        now: Millis,
    ) -> Result<FixtureResult, LeagueError> {
        if self.season_ended() {
            return Err(LeagueError::SeasonOver);
        }
        let found = self
            .fixtures
            .get(fixture as usize)
            .ok_or(LeagueError::NoSuchFixture)?;
        if found.result.is_some() {
            return Err(LeagueError::AlreadyPlayed);
        }
        if report.seats.iter().any(Option::is_none) {
            return Err(LeagueError::ComputerSeat);
        }
        // Each side of the table: the entrant all its seats belong to.
        let side_entrant = |side: usize| -> Option<EntrantId> {
            let mut owners = report
                .seats
                .iter()
                .enumerate()
                .filter(|(seat, _)| seat % 2 == side)
                .map(|(_, user)| user.as_ref().and_then(|u| self.entrant_of(u)));
            let first = owners.next()??;
            owners.all(|o| o == Some(first)).then_some(first)
        };
        let sides = [side_entrant(0), side_entrant(1)];
        let home_side = match sides {
            [Some(a), Some(b)] if a == found.home && b == found.away => 0,
            [Some(a), Some(b)] if a == found.away && b == found.home => 1,
            _ => return Err(LeagueError::WrongPlayers),
        };
        let size = self
            .entrants
            .get(found.home as usize)
            .map_or(0, |e| e.members.len());
        if report.seats.len() != size * 2 {
            return Err(LeagueError::WrongPlayers);
        }
        let winning_side = match report.winners.first() {
            Some(seat) => usize::from(seat % 2),
            None => return Err(LeagueError::NoWinner),
        };
        let winner = if winning_side == home_side {
            found.home
        } else {
            found.away
        };
        let win = match report.rubicon {
            Some(true) => WinKind::TwoNil,
            Some(false) => WinKind::OneNil,
            None => WinKind::Win,
        };
        let points = [report.points[home_side], report.points[1 - home_side]];
        let result = FixtureResult {
            winner,
            win,
            tars_kaput: report.tars_kaput,
            points,
            at: now,
            awarded: false,
        };
        self.fixtures[fixture as usize].result = Some(result.clone());
        self.climb(fixture);
        self.settle_rounds();
        Ok(result)
    }

    /// After new results: a Swiss round complete makes the next one (or ends the season); a
    /// round robin with every fixture decided is over.
    pub(super) fn settle_rounds(&mut self) {
        match self.format {
            Format::Swiss => {
                let round = self.last_round();
                if self
                    .fixtures
                    .iter()
                    .filter(|f| f.round == round)
                    .all(|f| f.result.is_some())
                {
                    self.next_swiss_round();
                }
            }
            Format::RoundRobin | Format::Double => {
                if self.fixtures.iter().all(|f| f.result.is_some()) {
                    self.phase = Phase::Finished;
                }
            }
            Format::Ladder => {}
        }
    }

    /// A ladder challenge: the challenger's entrant against the one at `target` place
    /// (counted from 1), at most `reach` places above. Neither may have a challenge open.
    pub fn challenge(
        &mut self,
        user: &UserId,
        target: u32,
        now: Millis,
    ) -> Result<FixtureId, LeagueError> {
        if self.format != Format::Ladder {
            return Err(LeagueError::NotALadder);
        }
        self.in_season()?;
        let challenger = self.entrant_of(user).ok_or(LeagueError::NotEntered)?;
        let mine = self
            .ladder
            .iter()
            .position(|&e| e == challenger)
            .ok_or(LeagueError::NotEntered)? as u32;
        let target = target
            .checked_sub(1)
            .filter(|&t| (t as usize) < self.ladder.len())
            .ok_or(LeagueError::NoSuchPlace)?;
        if target == mine {
            return Err(LeagueError::OwnPlace);
        }
        if target > mine || mine - target > self.reach {
            return Err(LeagueError::OutOfReach { reach: self.reach });
        }
        let challenged = self.ladder[target as usize];
        let open = |e| {
            self.fixtures
                .iter()
                .any(|f| f.involves(e) && f.result.is_none())
        };
        if open(challenger) || open(challenged) {
            return Err(LeagueError::ChallengeOpen);
        }
        let id = self.fixtures.len() as FixtureId;
        self.fixtures.push(Fixture {
            id,
            round: id + 1,
            home: challenger,
            away: challenged,
            deadline: now + u64::from(self.days) * DAY_MS,
            table: None,
            result: None,
            showed: Vec::new(),
            overdue: false,
        });
        Ok(id)
    }

    /// The entrants in the league's order, first place first: a ladder's places (its
    /// entrants are ranked by where they stand, not by points), else the [`standings`].
    pub fn ranking(&self) -> Vec<Row> {
        let mut rows = standings(self);
        if self.format == Format::Ladder {
            let place = |e: EntrantId| self.ladder.iter().position(|&x| x == e);
            // Entrants not on the ladder (before it starts) keep the standings' order, after.
            rows.sort_by_key(|r| place(r.entrant).unwrap_or(usize::MAX));
        }
        rows
    }

    /// The round being played: the earliest with an unplayed fixture (0 when none is).
    pub fn current_round(&self) -> u32 {
        self.fixtures
            .iter()
            .filter(|f| f.result.is_none())
            .map(|f| f.round)
            .min()
            .unwrap_or(0)
    }
}
