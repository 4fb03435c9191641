//! A fixture's table: opened in the league's chat with the league's conditions, only the
//! fixture's players seated (each at his side's seat), and who of them has come or gone.

use crate::ids::{TableId, UserId};
use crate::league::{FixtureId, Format, LeagueError, LeagueId};

use super::super::super::input::Input;
use super::super::super::model::{Seat, Status, Table};
use super::super::super::notice::Notice;
use super::super::super::output::{Outcome, Output};
use super::super::Service;
use super::refused;

impl Service {
    /// Opens the fixture's table in the league's chat, or seats the sender at the one already
    /// gathering players.
    pub(super) fn play_fixture(
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
    pub(in crate::table::service) fn fixture_seat(
        &self,
        table: TableId,
        user: &UserId,
    ) -> Result<Option<u8>, Notice> {
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

    /// A fixture's player came to its table: his side showed up.
    pub(in crate::table::service) fn showed_up(
        &mut self,
        table: TableId,
        user: &UserId,
        out: &mut Outcome,
    ) {
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
    pub(in crate::table::service) fn left_fixture(
        &mut self,
        table: TableId,
        user: &UserId,
        out: &mut Outcome,
    ) {
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
    pub(in crate::table::service) fn closed_fixture(
        &mut self,
        table: TableId,
        user: &UserId,
        out: &mut Outcome,
    ) {
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
}
