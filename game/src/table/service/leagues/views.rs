//! A league as the service shows it: its standings, its round's fixtures, a user's place in
//! it, and a referee's decision as a line.

use crate::ids::UserId;
use crate::league::{self, Decision, Format, League, LeagueId, Ruling, WinKind};

use super::super::super::model::Status;
use super::super::super::notice::{FixtureLine, LeagueMe, Notice, RulingLine, Standings};
use super::super::Service;

impl Service {
    /// A league's standings, ready to show.
    pub fn standings_of(&self, id: LeagueId) -> Option<Standings> {
        let l = self.leagues.get(&id)?;
        let rows = l.final_rows();
        let ladder = (l.format == Format::Ladder).then(|| {
            l.ladder
                .iter()
                .map(|&e| l.entrant_name(e).to_string())
                .collect()
        });
        Some(Standings {
            league: id,
            name: l.name.clone(),
            game: l.game(),
            phase: l.phase,
            round: l.current_round(),
            rows,
            ladder,
            teams: l.for_teams(),
        })
    }

    /// The fixtures of a league's current round (a ladder: its open challenges).
    pub(super) fn fixtures_of(&self, id: LeagueId) -> Option<Notice> {
        let l = self.leagues.get(&id)?;
        // The round being played, else (every fixture played) the last one.
        let round = match l.current_round() {
            0 => l.last_round(),
            round => round,
        };
        let shown: Vec<&league::Fixture> = if l.format == Format::Ladder {
            l.fixtures.iter().filter(|f| f.result.is_none()).collect()
        } else {
            l.fixtures.iter().filter(|f| f.round == round).collect()
        };
        let lines = shown
            .iter()
            .map(|f| FixtureLine {
                number: f.id + 1,
                home: l.entrant_name(f.home).to_string(),
                away: l.entrant_name(f.away).to_string(),
                table: f.table.filter(|t| {
                    self.tables
                        .get(t)
                        .is_some_and(|t| matches!(t.status, Status::Gathering | Status::Playing))
                }),
                result: f.result.as_ref().map(|r| {
                    let home_won = r.winner == f.home;
                    (r.points, home_won, r.win == WinKind::TwoNil, r.tars_kaput)
                }),
            })
            .collect();
        let byes = l
            .byes
            .iter()
            .filter(|(r, _)| *r == round)
            .map(|&(_, e)| l.entrant_name(e).to_string())
            .collect();
        Some(Notice::LeagueFixtures {
            league: id,
            name: l.name.clone(),
            round,
            deadline: shown.iter().map(|f| f.deadline).max(),
            lines,
            byes,
        })
    }

    /// A user's place, next fixture and ratings.
    pub(super) fn me_in(&self, id: LeagueId, user: &UserId) -> Option<Notice> {
        let l = self.leagues.get(&id)?;
        let entrant = l.entrant_of(user);
        let rows = l.ranking();
        let place = entrant.and_then(|e| {
            rows.iter()
                .position(|r| r.entrant == e)
                .map(|p| (p as u32 + 1, rows[p].points))
        });
        let next = entrant.and_then(|e| {
            let f = l.next_fixture(e)?;
            Some((
                l.entrant_name(f.opponent(e)).to_string(),
                f.round,
                f.deadline,
            ))
        });
        let ratings = self
            .ratings
            .get(user)
            .map(|r| {
                r.iter()
                    .map(|(game, rating)| {
                        let (value, deviation) = rating.shown();
                        (*game, value, deviation, rating.games)
                    })
                    .collect()
            })
            .unwrap_or_default();
        Some(Notice::LeagueMe {
            me: Box::new(LeagueMe {
                league: l.name.clone(),
                entrant: entrant.map(|e| l.entrant_name(e).to_string()),
                place,
                // Those still in: a withdrawn entrant's row is no place of N.
                of: rows.iter().filter(|r| !r.withdrawn).count() as u32,
                next,
                ratings,
            }),
        })
    }
}

/// A decision as shown.
pub(super) fn ruling_line(l: &League, d: &Decision) -> RulingLine {
    // Decisions stored before their sides were kept: the fixture of that number.
    let f = l.fixtures.get(d.fixture as usize);
    let name = |e: Option<u32>| e.map_or("?", |e| l.entrant_name(e)).to_string();
    let side = |kept: &String, e: Option<u32>| {
        if kept.is_empty() {
            name(e)
        } else {
            kept.clone()
        }
    };
    let (kind, winner) = match d.ruling {
        Ruling::Award { winner } if d.at_deadline() => (3, name(Some(winner))),
        Ruling::Award { winner } => (0, name(Some(winner))),
        Ruling::Annul => (1, String::new()),
        Ruling::Replay => (2, String::new()),
    };
    RulingLine {
        league: l.name.clone(),
        at: d.at,
        by: d.by_name.clone(),
        home: side(&d.sides[0], f.map(|f| f.home)),
        away: side(&d.sides[1], f.map(|f| f.away)),
        kind,
        winner,
        reason: d.reason.clone(),
    }
}
