//! Leagues in the table service: the `/league` requests dispatched here, a fixture's table
//! ([`fixture_table`]), the result recorded when its game ends and every rated game's
//! Glicko-2 update ([`results`]), and what the service shows of a league ([`views`]). The
//! league itself is the pure [`crate::league`] model; this is where it meets tables and chats.

use crate::ids::TableId;
use crate::league::{self, Charter, Format, League, LeagueError, LeagueId, Partner, Phase, Ruling};

use super::super::input::{Input, LeagueAction, RuleKind};
use super::super::model::Status;
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

mod fixture_table;
mod results;
mod views;

use views::ruling_line;

/// A league's refusal, as the user reads it.
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
            let private = super::super::access::is_private_chat(&input.chat, &input.user);
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
}
