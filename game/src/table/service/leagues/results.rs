//! A league's results: a fixture's game recorded when it ends, the fixtures overdue at their
//! deadline, and every rated game's Glicko-2 update.

use crate::ids::{Millis, TableId, UserId};
use crate::league::{self, GameReport, LeagueId, Overdue};

use super::super::super::model::{Status, Table};
use super::super::super::notice::Notice;
use super::super::super::output::{Outcome, Output};
use super::super::Service;

impl Service {
    /// Fixtures unplayed at their deadline: forfeited by the side that never came, or left to
    /// a referee, as each league says; its chat is told.
    pub(in crate::table::service) fn league_deadlines(&mut self, now: Millis, out: &mut Outcome) {
        let ids: Vec<LeagueId> = self
            .leagues
            .values()
            .filter(|l| l.next_deadline().is_some_and(|d| d <= now))
            .map(|l| l.id)
            .collect();
        for id in ids {
            let Some(l) = self.leagues.get_mut(&id) else {
                continue;
            };
            let overdue = l.deadlines(now);
            let notices: Vec<Notice> = overdue
                .iter()
                .map(|o| {
                    let fixture = match o {
                        Overdue::Forfeited { fixture, .. } | Overdue::ToReferee { fixture } => {
                            *fixture
                        }
                    };
                    let f = &l.fixtures[fixture as usize];
                    let (home, away) = (
                        l.entrant_name(f.home).to_string(),
                        l.entrant_name(f.away).to_string(),
                    );
                    match o {
                        Overdue::Forfeited { winner, .. } => Notice::FixtureForfeited {
                            league: l.name.clone(),
                            winner: l.entrant_name(*winner).to_string(),
                            loser: l.entrant_name(f.opponent(*winner)).to_string(),
                        },
                        Overdue::ToReferee { .. } => Notice::FixtureOverdue {
                            league: l.name.clone(),
                            number: fixture + 1,
                            home,
                            away,
                        },
                    }
                })
                .collect();
            out.changes.leagues.insert(id);
            let last = notices.len();
            for (i, notice) in notices.into_iter().enumerate() {
                if i + 1 == last {
                    self.league_changed(id, Some(notice), out);
                } else if let Some(l) = self.leagues.get(&id) {
                    out.outputs.push(Output::Chat {
                        chat: l.chat.clone(),
                        notice,
                    });
                }
            }
        }
    }

    /// A finished game as a league reads it: a seat a computer played, even for a while, has
    /// no player of the fixture (such a game does not count).
    fn report(table: &Table) -> Option<GameReport> {
        let engine = table.engine.as_ref()?;
        let Status::Finished { winners } = &table.status else {
            return None;
        };
        Some(GameReport {
            seats: table
                .seats
                .iter()
                .map(|s| {
                    if s.helped_by_computer() {
                        None
                    } else {
                        s.user.clone()
                    }
                })
                .collect(),
            winners: winners.clone(),
            rubicon: engine.margin().map(|m| m == crate::blot::Margin::TwoNil),
            tars_kaput: engine.ended_on_tars_kaput(),
            points: engine.side_points(),
        })
    }

    /// A league table's game ended: its result goes to the fixture.
    pub(in crate::table::service) fn record_fixture(
        &mut self,
        table: TableId,
        now: Millis,
        out: &mut Outcome,
    ) {
        let Some(record) = self.tables.get(&table) else {
            return;
        };
        let Some((id, fixture)) = record.league else {
            return;
        };
        let chat = record.chat.clone();
        let Some(report) = Self::report(record) else {
            return;
        };
        let Some(l) = self.leagues.get_mut(&id) else {
            return;
        };
        let result = match l.record(fixture, &report, now) {
            Ok(result) => result,
            Err(error) => {
                out.outputs.push(Output::Chat {
                    chat,
                    notice: Notice::FixtureNotCounted {
                        league: l.name.clone(),
                        error,
                    },
                });
                return;
            }
        };
        let f = &l.fixtures[fixture as usize];
        let loser = f.opponent(result.winner);
        let winner_points = if result.winner == f.home {
            result.points[0]
        } else {
            result.points[1]
        };
        let loser_points = if result.winner == f.home {
            result.points[1]
        } else {
            result.points[0]
        };
        let notice = Notice::FixturePlayed {
            league: l.name.clone(),
            winner: l.entrant_name(result.winner).to_string(),
            loser: l.entrant_name(loser).to_string(),
            win: result.win,
            tars_kaput: result.tars_kaput,
            points: [winner_points, loser_points],
        };
        self.league_changed(id, Some(notice), out);
    }

    /// Every rated game (no computer made a move for any seat) moves its players' ratings in
    /// its game kind.
    pub(in crate::table::service) fn rate_table(&mut self, table: TableId, out: &mut Outcome) {
        let Some(record) = self.tables.get(&table) else {
            return;
        };
        if record
            .seats
            .iter()
            .any(|s| s.helped_by_computer() || s.user.is_none())
        {
            return;
        }
        let Status::Finished { winners } = &record.status else {
            return;
        };
        let game = record.settings.game;
        let sides: [Vec<UserId>; 2] = [0, 1].map(|side| {
            record
                .seats
                .iter()
                .enumerate()
                .filter(|(seat, _)| seat % 2 == side)
                .filter_map(|(_, s)| s.user.clone())
                .collect()
        });
        let winner = winners.first().map(|seat| usize::from(seat % 2));
        let current = |user: &UserId| {
            self.ratings
                .get(user)
                .and_then(|r| r.get(&game))
                .copied()
                .unwrap_or_default()
        };
        let before: [Vec<league::Rating>; 2] =
            [0, 1].map(|s| sides[s].iter().map(current).collect());
        let after = league::rating::rate([&before[0], &before[1]], winner);
        for side in 0..2 {
            for (user, rating) in sides[side].iter().zip(&after[side]) {
                self.ratings
                    .entry(user.clone())
                    .or_default()
                    .insert(game, *rating);
                out.changes.ratings.insert(user.clone());
            }
        }
    }
}
