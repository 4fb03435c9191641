//! The lobby: opening a table, the chat's list of tables, joining (with the creator's
//! approval where the table asks for it), leaving, the creator's settings, starting (the
//! stakes held) and cancelling (the stakes refunded).

use rand::Rng;

use crate::blot::matchplay::stream_rng;
use crate::ids::{Millis, TableId, UserId};

use super::super::input::{Input, SettingChange};
use super::super::model::{Seat, Status, Table};
use super::super::notice::{Notice, TableSummary};
use super::super::output::{Outcome, Output};
use super::super::settings::{Settings, SettingsError};
use super::{Service, TABLES_PER_SCREEN};

impl Service {
    pub(super) fn open(
        &mut self,
        input: &Input,
        mut settings: Settings,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        settings.name = settings.name.trim().to_string();
        settings
            .validate()
            .map_err(|error| Notice::BadSettings { error })?;
        self.may_open(&input.user, &input.chat)?;
        let balance = self.balance(&input.user);
        if balance < settings.stake {
            return Err(Notice::NotEnoughChips {
                stake: settings.stake,
                balance,
            });
        }
        let id = self.new_table_id(out);
        let seed = self.deal_seeds.seed_for(self.meta.seed, id);
        let mut seats = vec![Seat::default(); settings.game.seats() as usize];
        seats[0] = Seat {
            user: Some(input.user.clone()),
            name: input.name.clone(),
            ..Seat::default()
        };
        let notice = Notice::Opened {
            table: id,
            by: input.name.clone(),
            name: settings.name.clone(),
            game: settings.game,
            points: settings.points,
            stake: settings.stake,
        };
        self.tables.insert(
            id,
            Table::gathering(
                id,
                input.chat.clone(),
                input.user.clone(),
                settings,
                seats,
                seed,
                input.now,
            ),
        );
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat {
            chat: input.chat.clone(),
            notice,
        });
        out.outputs.push(Output::Table { table: id });
        Ok(())
    }

    /// The chat's open tables; in a private chat also every lobby table gathering players.
    pub(super) fn list(
        &mut self,
        input: &Input,
        skip: usize,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let in_private = super::super::access::is_private_chat(&input.chat, &input.user);
        let open: Vec<&Table> = self
            .tables
            .values()
            .rev()
            .filter(|t| {
                let lobby = in_private && t.is_lobby() && t.status == Status::Gathering;
                (t.chat == input.chat && matches!(t.status, Status::Gathering | Status::Playing))
                    || lobby
            })
            .collect();
        let total = open.len();
        let skip = skip.min(total.saturating_sub(1) / TABLES_PER_SCREEN * TABLES_PER_SCREEN);
        let next = skip + TABLES_PER_SCREEN;
        let tables = open
            .into_iter()
            .skip(skip)
            .take(TABLES_PER_SCREEN)
            .map(|t| TableSummary {
                id: t.id,
                name: t.settings.name.clone(),
                game: t.settings.game,
                points: t.settings.points,
                taken: t.seats_taken(),
                seats: t.seats.len(),
                opened_at: t.opened_at,
                playing: t.status == Status::Playing,
            })
            .collect();
        out.outputs.push(Output::Chat {
            chat: input.chat.clone(),
            notice: Notice::TableList {
                tables,
                skip,
                total,
                more: (next < total).then_some(next),
            },
        });
        Ok(())
    }

    pub(super) fn join(
        &mut self,
        input: &Input,
        id: TableId,
        seat: Option<u8>,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let balance = self.balance(&input.user);
        let seat = self.fixture_seat(id, &input.user)?.or(seat);
        let table = self.table_mut(id)?;
        match table.status {
            Status::Gathering => {}
            Status::Playing => return Err(Notice::GameRunning),
            // Cancelled or over: no game to join, started or not.
            _ => return Err(Notice::NotGathering),
        }
        if table.seat_of(&input.user).is_some()
            || table.waiting.iter().any(|(u, _)| *u == input.user)
        {
            return Err(Notice::AlreadySeated);
        }
        if balance < table.settings.stake {
            return Err(Notice::NotEnoughChips {
                stake: table.settings.stake,
                balance,
            });
        }
        if table.seats_taken() == table.seats.len() {
            return Err(Notice::TableFull);
        }
        if let Some(seat) = seat {
            match table.seats.get(seat as usize) {
                None => {
                    let seats = table.seats.len() as u8;
                    return Err(Notice::NoSuchSeat { seats });
                }
                Some(s) if !s.is_empty() => return Err(Notice::SeatTaken { seat }),
                Some(_) => {}
            }
        }
        out.changes.tables.insert(id);
        if table.settings.approve_joiners {
            table.waiting.push((input.user.clone(), input.name.clone()));
            let creator = table.seats[0].name.clone();
            let chat = table.chat.clone();
            out.outputs.push(Output::Chat {
                chat,
                notice: Notice::JoinRequested {
                    table: id,
                    name: input.name.clone(),
                    creator,
                },
            });
            out.outputs.push(Output::Table { table: id });
            self.showed_up(id, &input.user, out);
            return Ok(());
        }
        // A fixture's player counts as come only once he is seated (or asks to be): a
        // refused join, e.g. at a game he left, gives back nothing.
        self.showed_up(id, &input.user, out);
        self.seat_user(
            id,
            input.user.clone(),
            input.name.clone(),
            seat,
            input.now,
            out,
        )
    }

    /// Seats a user (the chosen seat, else a random free one) and starts a full table.
    pub(super) fn seat_user(
        &mut self,
        id: TableId,
        user: UserId,
        name: String,
        wanted: Option<u8>,
        now: Millis,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let free: Vec<usize> = (0..table.seats.len())
            .filter(|&i| table.seats[i].is_empty())
            .collect();
        let index = match wanted {
            Some(seat) if free.contains(&(seat as usize)) => seat as usize,
            Some(seat) => return Err(Notice::SeatTaken { seat }),
            None if free.is_empty() => return Err(Notice::TableFull),
            None => {
                let pick = stream_rng(table.seed, 1_000 + table.seats_taken() as u64)
                    .random_range(0..free.len());
                free[pick]
            }
        };
        table.seats[index] = Seat {
            user: Some(user),
            name: name.clone(),
            ..Seat::default()
        };
        let chat = table.chat.clone();
        let full = table.seats_taken() == table.seats.len();
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Joined {
                table: id,
                name,
                seat: index as u8,
            },
        });
        out.outputs.push(Output::Table { table: id });
        if full {
            self.begin(id, now, out)
        } else {
            Ok(())
        }
    }

    pub(super) fn leave(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        if table.status == Status::Playing {
            return self.leave_game(input, id, out);
        }
        if table.status != Status::Gathering {
            return Err(Notice::NotGathering);
        }
        if let Some(i) = table.waiting.iter().position(|(u, _)| *u == input.user) {
            table.waiting.remove(i);
        } else {
            let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
            if table.creator == input.user {
                return self.cancel(input, id, out);
            }
            table.seats[seat as usize] = Seat::default();
            self.left_fixture(id, &input.user, out);
        }
        let table = self.table_mut(id)?;
        let chat = table.chat.clone();
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Left {
                table: id,
                name: input.name.clone(),
            },
        });
        out.outputs.push(Output::Table { table: id });
        Ok(())
    }

    pub(super) fn approve(
        &mut self,
        input: &Input,
        id: TableId,
        who: &UserId,
        yes: bool,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.creators_table(input, id)?;
        if table.status != Status::Gathering {
            return Err(Notice::NotGathering);
        }
        let i = table
            .waiting
            .iter()
            .position(|(u, _)| u == who)
            .ok_or(Notice::NothingToDo)?;
        let (user, name) = table.waiting.remove(i);
        out.changes.tables.insert(id);
        if !yes {
            out.outputs.push(Output::Private {
                user,
                notice: Notice::JoinRefused { table: id },
            });
            out.outputs.push(Output::Table { table: id });
            return Ok(());
        }
        let stake = table.settings.stake;
        let balance = self.balance(&user);
        if balance < stake {
            return Err(Notice::PlayerCannotCover { name, stake });
        }
        self.seat_user(id, user, name, None, input.now, out)
    }

    pub(super) fn configure(
        &mut self,
        input: &Input,
        id: TableId,
        change: SettingChange,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.creators_table(input, id)?;
        if table.status != Status::Gathering {
            return Err(Notice::NotGathering);
        }
        if table.league.is_some() {
            return Err(Notice::League {
                error: crate::league::LeagueError::ConditionsFixed,
            });
        }
        let mut settings = table.settings.clone();
        change
            .apply(&mut settings)
            .and_then(|()| settings.validate())
            .map_err(|error| Notice::BadSettings { error })?;
        if settings == table.settings {
            return Err(Notice::SettingUnchanged);
        }
        table.settings = settings;
        out.changes.tables.insert(id);
        out.outputs.push(Output::Table { table: id });
        Ok(())
    }

    pub(super) fn start(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.creators_table(input, id)?;
        if table.status != Status::Gathering {
            return Err(Notice::NotGathering);
        }
        if table.league.is_some() {
            // A league game is played by the fixture's players, never by computers.
            return Err(Notice::League {
                error: crate::league::LeagueError::ComputerSeat,
            });
        }
        self.check_covers(id)?;
        let table = self.table_mut(id)?;
        for (index, seat) in table.seats.iter_mut().enumerate() {
            if seat.is_empty() {
                // Each computer seat its own name, so that "Dealer: 🤖3" says which one.
                *seat = Seat {
                    computer: true,
                    name: format!("🤖{}", index + 1),
                    ..Seat::default()
                };
            }
        }
        out.changes.tables.insert(id);
        self.begin(id, input.now, out)
    }

    /// Refuses when a seated player can no longer cover the stake.
    pub(super) fn check_covers(&self, id: TableId) -> Result<(), Notice> {
        let table = self.tables.get(&id).ok_or(Notice::NoSuchTable { id })?;
        let stake = table.settings.stake;
        for seat in &table.seats {
            if let Some(user) = &seat.user
                && self.balance(user) < stake
            {
                return Err(Notice::PlayerCannotCover {
                    name: seat.name.clone(),
                    stake,
                });
            }
        }
        Ok(())
    }

    /// Holds the stakes and starts the game.
    pub(super) fn begin(
        &mut self,
        id: TableId,
        now: Millis,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        self.check_covers(id)?;
        let table = self.tables.get(&id).ok_or(Notice::NoSuchTable { id })?;
        let stake = table.settings.stake;
        let humans: Vec<UserId> = table.seats.iter().filter_map(|s| s.user.clone()).collect();
        for user in &humans {
            if let Some(account) = self.users.get_mut(user) {
                account.balance -= stake;
                out.changes.users.insert(user.clone());
            }
        }
        let table = self.table_mut(id)?;
        table.pot = humans.iter().map(|u| (u.clone(), stake)).collect();
        table.status = Status::Playing;
        table.last_human_move = Some(now);
        // Those still waiting for the creator's approval are told the game began without them.
        let turned_away = std::mem::take(&mut table.waiting);
        let clock = table.settings.game_secs.map(|s| u64::from(s) * 1000);
        for seat in &mut table.seats {
            seat.clock_left = clock;
        }
        if table.start_engine().is_err() {
            return Err(Notice::BadSettings {
                error: SettingsError::Points(table.settings.game),
            });
        }
        let seats = table.seats.iter().map(|s| s.name.clone()).collect();
        let chat = table.chat.clone();
        let pot = table.pot_total();
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Started {
                table: id,
                game: table.settings.game,
                stake: table.settings.stake,
                seats,
                pot,
            },
        });
        out.outputs
            .extend(turned_away.into_iter().map(|(user, _)| Output::Private {
                user,
                notice: Notice::BegunWithout { table: id },
            }));
        self.after_move(id, now, Vec::new(), out);
        Ok(())
    }

    pub(super) fn cancel(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.creators_table(input, id)?;
        let other_humans = table
            .seats
            .iter()
            .any(|s| s.user.is_some() && s.user.as_ref() != Some(&input.user));
        match table.status {
            Status::Gathering => {}
            Status::Playing if !other_humans => {}
            Status::Playing => return Err(Notice::GameRunning),
            _ => return Err(Notice::NotGathering),
        }
        self.closed_fixture(id, &input.user, out);
        self.close_cancelled(id, out);
        Ok(())
    }

    /// Cancels a table: its stakes go back to their owners, its chat is told.
    pub(super) fn close_cancelled(&mut self, id: TableId, out: &mut Outcome) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.status = Status::Cancelled;
        table.deadline = None;
        let pot = std::mem::take(&mut table.pot);
        let chat = table.chat.clone();
        let refunded = pot.iter().map(|(_, c)| c).sum();
        for (user, chips) in pot {
            if let Some(account) = self.users.get_mut(&user) {
                account.balance += chips;
                out.changes.users.insert(user);
            }
        }
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Cancelled {
                table: id,
                refunded,
            },
        });
        out.outputs.push(Output::Table { table: id });
    }
}
