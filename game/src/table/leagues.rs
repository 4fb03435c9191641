//! Leagues in the table service: the `/league` requests, a fixture's table (the league's
//! conditions, only the fixture's players seated, each at his side's seat), the result
//! recorded when its game ends, and every rated game's Glicko-2 update. The league itself
//! is the pure [`crate::league`] model; this is where it meets tables and chats.

use crate::league::{
    self, Charter, Decision, FixtureId, Format, GameReport, League, LeagueError, LeagueId, Overdue,
    Partner, Phase, Ruling, WinKind,
};

use super::input::Input;
use super::model::{Seat, Status, Table};
use super::notice::{FixtureLine, LeagueMe, Notice, RulingLine, StandingLine, Standings};
use super::output::{Outcome, Output};
use super::service::Service;
use crate::ids::{Millis, TableId, UserId};

/// The league requests, at the path they had when they were defined here.
pub use super::input::{LeagueAction, RuleKind};

fn refused(error: LeagueError) -> Notice {
    Notice::League { error }
}

impl Service {
    /// The league a request names, else the chat's newest one still running or registering,
    /// else its newest.
    fn league_id(&self, input: &Input, named: Option<LeagueId>) -> Result<LeagueId, Notice> {
        if let Some(id) = named {
            let league = self.leagues.get(&id).ok_or(Notice::NoLeague)?;
            // A league is the chat's: from anywhere else only its own people, privately.
            let own = league.entrant_of(&input.user).is_some() || league.is_referee(&input.user);
            let private = super::access::is_private_chat(&input.chat, &input.user);
            if league.chat != input.chat && !(private && own) {
                return Err(Notice::NoLeague);
            }
            return Ok(id);
        }
        let here = || self.leagues.values().rev().filter(|l| l.chat == input.chat);
        here()
            .find(|l| l.phase != Phase::Finished)
            .or_else(|| here().next())
            .map(|l| l.id)
            .ok_or(Notice::NoLeague)
    }

    fn league_mut(&mut self, id: LeagueId) -> Result<&mut League, Notice> {
        self.leagues.get_mut(&id).ok_or(Notice::NoLeague)
    }

    pub(super) fn league(
        &mut self,
        input: &Input,
        request: LeagueAction,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        match request {
            LeagueAction::New { charter, admin } => self.league_new(input, charter, admin, out),
            LeagueAction::Join { league } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                l.join(&input.user, &input.name).map_err(refused)?;
                let notice = Notice::LeagueJoined {
                    league: l.name.clone(),
                    name: input.name.clone(),
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Team {
                league,
                name,
                partner,
            } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                let invite = l
                    .invite(&input.user, &input.name, &name, partner.clone())
                    .map_err(refused)?;
                let partner = match &partner {
                    Partner::User(user) => self
                        .users
                        .get(user)
                        .map_or_else(|| partner.shown(), |u| u.name.clone()),
                    Partner::Handle(_) => partner.shown(),
                };
                let l = self.league_mut(id)?;
                let notice = Notice::TeamInvited {
                    league: id,
                    league_name: l.name.clone(),
                    invite,
                    team: name.trim().to_string(),
                    captain: input.name.clone(),
                    partner,
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Accept {
                league,
                invite,
                handle,
            } => {
                let l = self.league_mut(league)?;
                if let Some(handle) = &handle {
                    l.claim_handle(&input.user, handle);
                    out.changes.leagues.insert(league);
                }
                let entrant = l
                    .accept(invite, &input.user, &input.name)
                    .map_err(refused)?;
                let team = &l.entrants[entrant as usize];
                let notice = Notice::TeamRegistered {
                    league: l.name.clone(),
                    team: team.name.clone(),
                    members: team.member_names.clone(),
                };
                self.league_changed(league, Some(notice), out);
                Ok(())
            }
            LeagueAction::Start { league, admin } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                l.start(&input.user, admin, input.now).map_err(refused)?;
                let rounds = match l.format {
                    Format::Swiss => l.rounds,
                    Format::Ladder => 0,
                    _ => l.last_round(),
                };
                let notice = Notice::LeagueStarted {
                    league: id,
                    name: l.name.clone(),
                    entrants: l.active().len() as u32,
                    rounds,
                    days: l.days,
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Play { league } => {
                let id = self.league_id(input, league)?;
                let l = &self.leagues[&id];
                let entrant = l
                    .entrant_of(&input.user)
                    .ok_or(refused(LeagueError::NotEntered))?;
                l.in_season().map_err(refused)?;
                let fixture = l
                    .next_fixture(entrant)
                    .ok_or(refused(LeagueError::NothingToPlay))?
                    .id;
                self.play_fixture(input, id, fixture, out)
            }
            LeagueAction::Challenge { league, place } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                let fixture = l
                    .challenge(&input.user, place, input.now)
                    .map_err(refused)?;
                let f = &l.fixtures[fixture as usize];
                let notice = Notice::Challenged {
                    league: l.name.clone(),
                    challenger: l.entrant_name(f.home).to_string(),
                    challenged: l.entrant_name(f.away).to_string(),
                    deadline: f.deadline,
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Standings { league } => {
                let id = self.league_id(input, league)?;
                let board = self.standings_of(id).ok_or(Notice::NoLeague)?;
                out.outputs.push(Output::Chat {
                    chat: input.chat.clone(),
                    notice: Notice::LeagueStandings {
                        board: Box::new(board),
                    },
                });
                Ok(())
            }
            LeagueAction::Fixtures { league } => {
                let id = self.league_id(input, league)?;
                let notice = self.fixtures_of(id).ok_or(Notice::NoLeague)?;
                out.outputs.push(Output::Chat {
                    chat: input.chat.clone(),
                    notice,
                });
                Ok(())
            }
            LeagueAction::Me { league } => {
                let id = self.league_id(input, league)?;
                let notice = self.me_in(id, &input.user).ok_or(Notice::NoLeague)?;
                out.outputs.push(Output::Private {
                    user: input.user.clone(),
                    notice,
                });
                Ok(())
            }
            LeagueAction::Referee {
                league,
                referee,
                admin,
            } => {
                let id = self.league_id(input, league)?;
                let shown = match &referee {
                    Partner::User(user) => self
                        .users
                        .get(user)
                        .map_or_else(|| referee.shown(), |u| u.name.clone()),
                    Partner::Handle(_) => referee.shown(),
                };
                let l = self.league_mut(id)?;
                l.name_referee(&input.user, admin, referee)
                    .map_err(refused)?;
                let notice = Notice::RefereeNamed {
                    league: l.name.clone(),
                    referee: shown,
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Rule {
                league,
                number,
                ruling,
                reason,
                handle,
            } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                if let Some(handle) = &handle {
                    l.claim_handle(&input.user, handle);
                    out.changes.leagues.insert(id);
                }
                let fixture = number
                    .checked_sub(1)
                    .filter(|&f| (f as usize) < l.fixtures.len())
                    .ok_or(refused(LeagueError::NoSuchFixture))?;
                let f = &l.fixtures[fixture as usize];
                let ruling = match ruling {
                    RuleKind::Award { side: 1 } => Ruling::Award { winner: f.home },
                    RuleKind::Award { .. } => Ruling::Award { winner: f.away },
                    RuleKind::Annul => Ruling::Annul,
                    RuleKind::Replay => Ruling::Replay,
                };
                l.rule(
                    &input.user,
                    &input.name,
                    fixture,
                    ruling,
                    &reason,
                    input.now,
                )
                .map_err(refused)?;
                let line = l.log.last().map(|d| ruling_line(l, d));
                let notice = line.map(|line| Notice::Ruled {
                    ruling: Box::new(line),
                });
                self.league_changed(id, notice, out);
                Ok(())
            }
            LeagueAction::Log { league } => {
                let id = self.league_id(input, league)?;
                let l = &self.leagues[&id];
                out.outputs.push(Output::Chat {
                    chat: input.chat.clone(),
                    notice: Notice::LeagueLog {
                        name: l.name.clone(),
                        lines: l.log.iter().map(|d| ruling_line(l, d)).collect(),
                    },
                });
                Ok(())
            }
            LeagueAction::EndSeason { league, admin } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                let archived = l
                    .end_season(&input.user, admin, input.now)
                    .map_err(refused)?
                    .clone();
                let notice = Notice::SeasonEnded {
                    league: l.name.clone(),
                    season: archived.season,
                    // Nobody played: nobody is champion (the first row is registration order).
                    champion: archived
                        .rows
                        .iter()
                        .any(|r| r.played > 0)
                        .then(|| archived.rows.first().map(|r| r.name.clone()))
                        .flatten(),
                };
                self.detach_tables(id, out);
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::NewSeason { league, admin } => {
                let id = self.league_id(input, league)?;
                let l = self.league_mut(id)?;
                let season = l.new_season(&input.user, admin).map_err(refused)?;
                let notice = Notice::SeasonOpened {
                    league: l.name.clone(),
                    season,
                };
                self.league_changed(id, Some(notice), out);
                Ok(())
            }
            LeagueAction::Export { league, season } => {
                let id = self.league_id(input, league)?;
                let export =
                    league::export::export_season(&self.leagues[&id], season).map_err(refused)?;
                out.outputs.push(Output::Export {
                    user: input.user.clone(),
                    chat: input.chat.clone(),
                    export,
                });
                Ok(())
            }
            LeagueAction::History { league } => {
                let id = self.league_id(input, league)?;
                let l = &self.leagues[&id];
                out.outputs.push(Output::Chat {
                    chat: input.chat.clone(),
                    notice: Notice::LeagueHistory {
                        name: l.name.clone(),
                        seasons: l.history.clone(),
                    },
                });
                Ok(())
            }
            LeagueAction::Leave { league, confirmed } => {
                let id = self.league_id(input, league)?;
                let entrant = self.leagues[&id].may_leave(&input.user).map_err(refused)?;
                let confirm = "/league leave confirm".to_string();
                self.withdraw(input, id, entrant, (confirmed, confirm), false, out)
            }
            LeagueAction::Remove {
                league,
                place,
                confirmed,
                admin,
            } => {
                let id = self.league_id(input, league)?;
                let l = &self.leagues[&id];
                if input.user != l.organiser && !admin {
                    return Err(refused(LeagueError::NotOrganiser));
                }
                let row = place
                    .checked_sub(1)
                    .and_then(|p| l.ranking().get(p as usize).cloned())
                    .ok_or(refused(LeagueError::NoSuchPlace))?;
                // The standings list the withdrawn last, at places of their own.
                if row.withdrawn {
                    return Err(refused(LeagueError::AlreadyWithdrawn));
                }
                let entrant = row.entrant;
                // Refused before anything is asked (an entrant with every fixture played).
                l.may_withdraw(entrant).map_err(refused)?;
                let asked = Some((place, entrant));
                let in_season = l.phase != Phase::Registration && !l.season_ended();
                if in_season && confirmed && l.removal_asked != asked {
                    return Err(refused(LeagueError::RemovalNotAsked));
                }
                if in_season && !confirmed {
                    self.league_mut(id)?.removal_asked = asked;
                    out.changes.leagues.insert(id);
                }
                let confirm = format!("/league remove {place} confirm");
                self.withdraw(input, id, entrant, (confirmed, confirm), true, out)
            }
            LeagueAction::Top { game } => {
                let mut rows: Vec<(String, u32, u32, u32)> = self
                    .chats
                    .get(&input.chat)
                    .map(|chat| {
                        chat.stats
                            .keys()
                            .filter_map(|user| {
                                let rating = self.ratings.get(user)?.get(&game)?;
                                let name = self.users.get(user).map_or("?", |u| u.name.as_str());
                                let (r, d) = rating.shown();
                                Some((name.to_string(), r, d, rating.games))
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)).then(a.0.cmp(&b.0)));
                rows.truncate(10);
                out.outputs.push(Output::Chat {
                    chat: input.chat.clone(),
                    notice: Notice::RatingTop { game, rows },
                });
                Ok(())
            }
        }
    }

    fn league_new(
        &mut self,
        input: &Input,
        charter: Charter,
        admin: bool,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let id = self.meta.next_league.max(1);
        let mut league = League::open(id, input.chat.clone(), input.user.clone(), admin, charter)
            .map_err(refused)?;
        // Typed commands name no league: a second one would hide the first from them.
        if self
            .leagues
            .values()
            .any(|l| l.chat == input.chat && !l.season_ended())
        {
            return Err(refused(LeagueError::LeagueUnderWay));
        }
        league.board = self.new_table_id(out);
        self.meta.next_league = id + 1;
        out.changes.meta = true;
        let notice = Notice::LeagueOpened {
            league: id,
            name: league.name.clone(),
            game: league.game(),
            format: league.format,
            days: league.days,
            teams: league.for_teams(),
        };
        self.leagues.insert(id, league);
        self.league_changed(id, Some(notice), out);
        Ok(())
    }

    /// An entrant withdraws (`removed`: by the organiser): at once while registering; once the
    /// season has started only when `confirm.0` (else the sender is told what it forfeits and
    /// the command `confirm.1` that confirms it). His fixture's table still open is cancelled.
    fn withdraw(
        &mut self,
        input: &Input,
        id: LeagueId,
        entrant: league::EntrantId,
        confirm: (bool, String),
        removed: bool,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let l = self.league_mut(id)?;
        l.may_withdraw(entrant).map_err(refused)?;
        let name = l.entrant_name(entrant).to_string();
        if l.phase != Phase::Registration && !confirm.0 {
            out.outputs.push(Output::Chat {
                chat: input.chat.clone(),
                notice: Notice::WithdrawConfirm {
                    league: l.name.clone(),
                    name,
                    fixtures: l.unplayed(entrant),
                    command: confirm.1,
                },
            });
            return Ok(());
        }
        let tables: Vec<TableId> = l
            .fixtures
            .iter()
            .filter(|f| f.involves(entrant) && f.result.is_none())
            .filter_map(|f| f.table)
            .collect();
        let forfeited = l.withdraw(entrant, input.now).map_err(refused)?;
        // The places moved: a removal asked about before cannot be confirmed any more.
        l.removal_asked = None;
        let notice = Notice::Withdrawn {
            league: l.name.clone(),
            name,
            forfeits: forfeited.len() as u32,
            removed,
        };
        for table in tables {
            let open = self
                .tables
                .get(&table)
                .is_some_and(|t| matches!(t.status, Status::Gathering | Status::Playing));
            if open {
                self.close_cancelled(table, out);
            }
        }
        self.league_changed(id, Some(notice), out);
        Ok(())
    }

    /// A league changed: store it, say `notice` in its chat, redraw its standings message.
    fn league_changed(&mut self, id: LeagueId, notice: Option<Notice>, out: &mut Outcome) {
        let Some(league) = self.leagues.get(&id) else {
            return;
        };
        out.changes.leagues.insert(id);
        if let Some(notice) = notice {
            out.outputs.push(Output::Chat {
                chat: league.chat.clone(),
                notice,
            });
        }
        out.outputs.push(Output::Standings { league: id });
    }

    /// Opens the fixture's table in the league's chat, or seats the sender at the one already
    /// gathering players.
    fn play_fixture(
        &mut self,
        input: &Input,
        id: LeagueId,
        fixture: FixtureId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let l = &self.leagues[&id];
        let f = l.playable(fixture, &input.user).map_err(refused)?;
        if let Some(table) = f.table.and_then(|t| self.tables.get(&t))
            && matches!(table.status, Status::Gathering | Status::Playing)
        {
            if table.status == Status::Playing || table.seat_of(&input.user).is_some() {
                out.outputs.push(Output::Table { table: table.id });
                return Err(Notice::FixtureTable { table: table.id });
            }
            let table = table.id;
            let seat = self.fixture_seat(table, &input.user)?;
            self.showed_up(table, &input.user, out);
            return self.seat_user(
                table,
                input.user.clone(),
                input.name.clone(),
                seat,
                input.now,
                out,
            );
        }
        let seats = l.fixture_seats(f);
        let mine = seats.iter().position(|u| *u == input.user).unwrap_or(0);
        let mut settings = l.conditions.clone();
        settings.approve_joiners = false;
        settings.stake = 0;
        // No hints at a league table (its players play alone): its screen says so.
        settings.hints = false;
        // A ladder's challenges belong to no round: its announcement names none (0).
        let round = if l.format == Format::Ladder {
            0
        } else {
            f.round
        };
        let chat = l.chat.clone();
        let (home, away) = (
            l.entrant_name(f.home).to_string(),
            l.entrant_name(f.away).to_string(),
        );
        let league_name = l.name.clone();
        let table_id = self.new_table_id(out);
        let seed = self.deal_seeds.seed_for(self.meta.seed, table_id);
        let mut table_seats = vec![Seat::default(); seats.len()];
        table_seats[mine] = Seat {
            user: Some(input.user.clone()),
            name: input.name.clone(),
            ..Seat::default()
        };
        let mut table = Table::gathering(
            table_id,
            chat.clone(),
            input.user.clone(),
            settings,
            table_seats,
            seed,
            input.now,
        );
        table.league = Some((id, fixture));
        self.tables.insert(table_id, table);
        out.changes.tables.insert(table_id);
        if let Some(l) = self.leagues.get_mut(&id) {
            l.fixtures[fixture as usize].table = Some(table_id);
            l.showed_up(fixture, &input.user);
        }
        out.changes.leagues.insert(id);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::FixtureOpened {
                league: league_name,
                table: table_id,
                round,
                home,
                away,
            },
        });
        out.outputs.push(Output::Table { table: table_id });
        Ok(())
    }

    /// At a fixture's table: the seat its user must take, or a refusal when he does not play
    /// in it. Any other table: no seat imposed.
    pub(super) fn fixture_seat(&self, table: TableId, user: &UserId) -> Result<Option<u8>, Notice> {
        let Some((league, fixture)) = self.tables.get(&table).and_then(|t| t.league) else {
            return Ok(None);
        };
        let l = self.leagues.get(&league).ok_or(Notice::NoLeague)?;
        let f = l.playable(fixture, user).map_err(refused)?;
        let seat = l
            .fixture_seats(f)
            .iter()
            .position(|u| u == user)
            .ok_or(refused(LeagueError::NotYourFixture))?;
        Ok(Some(seat as u8))
    }

    /// The league's tables still open no longer play for it (its season ended): they finish
    /// as ordinary games.
    fn detach_tables(&mut self, id: LeagueId, out: &mut Outcome) {
        for table in self.tables.values_mut() {
            if table.league.is_some_and(|(league, _)| league == id)
                && matches!(table.status, Status::Gathering | Status::Playing)
            {
                table.league = None;
                out.changes.tables.insert(table.id);
            }
        }
    }

    /// A fixture's player came to its table: his side showed up.
    pub(super) fn showed_up(&mut self, table: TableId, user: &UserId, out: &mut Outcome) {
        let Some((id, fixture)) = self.tables.get(&table).and_then(|t| t.league) else {
            return;
        };
        if let Some(l) = self.leagues.get_mut(&id) {
            l.showed_up(fixture, user);
            out.changes.leagues.insert(id);
        }
    }

    /// A fixture's player left its table: his side's presence goes, unless a partner of his
    /// is still seated there (and not away).
    pub(super) fn left_fixture(&mut self, table: TableId, user: &UserId, out: &mut Outcome) {
        let seated: Vec<UserId> = self.tables.get(&table).map_or_else(Vec::new, |t| {
            t.seats
                .iter()
                .filter(|s| !s.away)
                .filter_map(|s| s.user.clone())
                .collect()
        });
        self.gave_up_fixture(table, user, &seated, out);
    }

    /// A fixture's player closed its table: nobody stays at a closed table, so his side's
    /// presence goes even if his partner had sat down at it.
    pub(super) fn closed_fixture(&mut self, table: TableId, user: &UserId, out: &mut Outcome) {
        self.gave_up_fixture(table, user, &[], out);
    }

    /// `user`'s side no longer counts as come to the fixture of `table`, unless one of
    /// `seated` is his partner.
    fn gave_up_fixture(
        &mut self,
        table: TableId,
        user: &UserId,
        seated: &[UserId],
        out: &mut Outcome,
    ) {
        let Some((id, fixture)) = self.tables.get(&table).and_then(|t| t.league) else {
            return;
        };
        if let Some(l) = self.leagues.get_mut(&id) {
            l.left_table(fixture, user, seated);
            out.changes.leagues.insert(id);
        }
    }

    /// Fixtures unplayed at their deadline: forfeited by the side that never came, or left to
    /// a referee, as each league says; its chat is told.
    pub(super) fn league_deadlines(&mut self, now: Millis, out: &mut Outcome) {
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
    pub(super) fn record_fixture(&mut self, table: TableId, now: Millis, out: &mut Outcome) {
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
    pub(super) fn rate_table(&mut self, table: TableId, out: &mut Outcome) {
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

    /// A league's standings, ready to show.
    pub fn standings_of(&self, id: LeagueId) -> Option<Standings> {
        let l = self.leagues.get(&id)?;
        let rows = l
            .ranking()
            .into_iter()
            .enumerate()
            .map(|(place, row)| StandingLine {
                place: place as u32 + 1,
                name: l.entrant_name(row.entrant).to_string(),
                played: row.played,
                won: row.won,
                lost: row.lost,
                rubicons_for: row.rubicons_for,
                rubicons_against: row.rubicons_against,
                points: row.points,
                difference: row.difference(),
                withdrawn: row.withdrawn,
            })
            .collect();
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
    fn fixtures_of(&self, id: LeagueId) -> Option<Notice> {
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
    fn me_in(&self, id: LeagueId, user: &UserId) -> Option<Notice> {
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
fn ruling_line(l: &League, d: &Decision) -> RulingLine {
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
