//! The table service: a pure state machine driven by the shells. `handle(input)` answers a
//! user's command or button, `tick(now)` fires due clocks, `next_deadline()` tells the shell
//! when to call `tick`. Every result lists the records it changed, to be stored (and flushed)
//! before any output is shown.

use std::collections::BTreeMap;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::blot::matchplay::stream_rng;

use super::deal_seeds::DealSeeds;
use super::engine::{EngineEvent, LoggedMove, MoveBy};
use super::limits::{Computers, Limits};
use crate::i18n::Lang;

use super::model::{Chat, HistoryEntry, MISSES_BEFORE_REPLACEMENT, Seat, Status, Table};
use super::notice::{Notice, TableSummary};
use super::output::Output;
use super::settings::{Settings, SettingsError};
use super::user::{STARTING_GRANT, User};
use crate::ids::{ChatId, Millis, TableId, UserId};

mod computer;
mod expiry;

/// The vocabulary at the paths it had when it was defined here.
pub use super::input::{Action, Input, SettingChange};
pub use super::output::{Changes, Outcome};

/// Counters kept beside the tables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    pub next_table: TableId,
    /// Every chip ever granted: balances plus held stakes always add up to this.
    pub granted: u64,
    /// The master seed new tables' seeds derive from under [`DealSeeds::Derived`] (the tests,
    /// the command line); a bot's tables draw theirs ([`DealSeeds::Drawn`]).
    pub seed: u64,
    /// The number the next league takes.
    #[serde(default)]
    pub next_league: crate::league::LeagueId,
}

/// Every table, user and chat.
#[derive(Clone, Debug, Default)]
pub struct Service {
    pub meta: Meta,
    pub tables: BTreeMap<TableId, Table>,
    pub users: BTreeMap<UserId, User>,
    pub chats: BTreeMap<ChatId, Chat>,
    /// How many tables a user may open, and when abandoned tables close.
    pub limits: Limits,
    pub leagues: BTreeMap<crate::league::LeagueId, crate::league::League>,
    /// Each user's Glicko-2 rating per game kind.
    pub ratings: BTreeMap<UserId, BTreeMap<super::kind::GameKind, crate::league::Rating>>,
    /// Where new tables take their ids (not stored: a block reserved and not used is skipped).
    pub table_ids: TableIds,
    /// Where new tables take their seeds (not stored).
    pub deal_seeds: DealSeeds,
    /// Each user's recent starts and rematches (not stored).
    pub starts: super::limits::StartBudget,
}

/// Where new tables take their ids: from [`Meta::next_table`] one at a time (a process alone
/// on its store), or from a block of them reserved there with one write (several processes on
/// one database: `Meta` is a record they all write on condition that it is as they last read
/// it, and a write per table made it the record every new table fought over).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableIds {
    /// How many ids a reservation takes (0 or 1: one at a time).
    block: u64,
    /// The reserved ids not used yet: `next..end`.
    next: TableId,
    end: TableId,
}

impl TableIds {
    /// Ids reserved `block` at a time.
    pub fn in_blocks_of(block: u64) -> TableIds {
        TableIds {
            block,
            next: 0,
            end: 0,
        }
    }

    /// The same reservation size, with nothing reserved (after the service was read back).
    pub fn emptied(self) -> TableIds {
        TableIds::in_blocks_of(self.block)
    }
}

/// Tables listed on one screen of `/tables`.
pub const TABLES_PER_SCREEN: usize = 10;

/// The most computer moves made in a row after one input, a guard against a stuck engine.
const COMPUTER_MOVES_LIMIT: usize = 20_000;

impl Service {
    /// An empty service whose tables' seeds derive from `seed`.
    pub fn new(seed: u64) -> Service {
        Service {
            meta: Meta {
                next_table: 1,
                granted: 0,
                seed,
                next_league: 1,
            },
            ..Service::default()
        }
    }

    /// Chips in balances and pots; always equal to `meta.granted`.
    pub fn chips_in_play(&self) -> u64 {
        let balances: u64 = self.users.values().map(|u| u.balance).sum();
        let pots: u64 = self.tables.values().map(Table::pot_total).sum();
        balances + pots
    }

    /// The earliest moment a clock fires: a move's deadline, or an abandoned table's close.
    pub fn next_deadline(&self) -> Option<Millis> {
        self.tables
            .values()
            .flat_map(|t| [t.deadline, self.limits.expiry(t)])
            .flatten()
            .chain(self.leagues.values().filter_map(|l| l.next_deadline()))
            .min()
    }

    /// Handles a user's command or button press.
    pub fn handle(&mut self, input: Input) -> Outcome {
        let mut out = Outcome::default();
        if let Action::Computer { table, turn, code } = &input.action {
            self.computer_move(input.now, *table, *turn, code, &mut out);
            return out;
        }
        self.ensure_user(&input, &mut out);
        let reachable = match input.action.table().and_then(|id| self.tables.get(&id)) {
            Some(table) => {
                let joining = matches!(input.action, Action::Join { .. });
                table.reachable_from(&input.chat, &input.user, joining)
            }
            None => Ok(()),
        };
        let within_budget = match input.action {
            Action::Start { .. } | Action::Rematch { .. } => {
                if self.starts.admit(&input.user, input.now) {
                    Ok(())
                } else {
                    Err(Notice::TooManyStarts)
                }
            }
            _ => Ok(()),
        };
        let result = reachable
            .and(within_budget)
            .and_then(|()| match &input.action {
                Action::Open { settings } => self.open(&input, settings.clone(), &mut out),
                Action::List { skip } => self.list(&input, *skip, &mut out),
                Action::Join { table, seat } => self.join(&input, *table, *seat, &mut out),
                Action::Leave { table } => self.leave(&input, *table, &mut out),
                Action::Approve { table, user } => {
                    self.approve(&input, *table, user, true, &mut out)
                }
                Action::Refuse { table, user } => {
                    self.approve(&input, *table, user, false, &mut out)
                }
                Action::Configure { table, change } => {
                    self.configure(&input, *table, *change, &mut out)
                }
                Action::Start { table } => self.start(&input, *table, &mut out),
                Action::Cancel { table } => self.cancel(&input, *table, &mut out),
                Action::Move { table, turn, code } => {
                    self.play(&input, *table, *turn, code, &mut out)
                }
                Action::TakeSeatBack { table } => self.take_back(&input, *table, &mut out),
                Action::Away { table } => self.away(&input, *table, &mut out),
                Action::Rematch { table } => self.rematch(&input, *table, &mut out),
                Action::Balance => {
                    let chips = self.users.get(&input.user).map_or(0, |u| u.balance);
                    private(&input, Notice::Balance { chips }, &mut out);
                    Ok(())
                }
                Action::Top => self.top(&input, &mut out),
                Action::League { request } => self.league(&input, request.clone(), &mut out),
                Action::Computer { .. } => Ok(()),
                Action::ChatLanguage { lang } => {
                    self.chats.entry(input.chat.clone()).or_default().lang = Some(lang.clone());
                    out.changes.chats.insert(input.chat.clone());
                    private(&input, Notice::LanguageSet { lang: lang.clone() }, &mut out);
                    Ok(())
                }
                Action::UserLanguage { lang } => {
                    if let Some(user) = self.users.get_mut(&input.user) {
                        user.lang = Some(lang.clone());
                    }
                    out.changes.users.insert(input.user.clone());
                    private(&input, Notice::LanguageSet { lang: lang.clone() }, &mut out);
                    Ok(())
                }
            });
        if let Err(refusal) = result {
            out.outputs.push(Output::Private {
                user: input.user.clone(),
                notice: refusal,
            });
        }
        out
    }

    /// Fires every clock due at `now`: default moves, replacements, lost game clocks, and
    /// the closing of abandoned tables.
    pub fn tick(&mut self, now: Millis) -> Outcome {
        let mut out = Outcome::default();
        for id in self.abandoned(now) {
            self.close_abandoned(id, &mut out);
        }
        self.league_deadlines(now, &mut out);
        let due: Vec<TableId> = self
            .tables
            .values()
            .filter(|t| t.deadline.is_some_and(|d| d <= now))
            .map(|t| t.id)
            .collect();
        for id in due {
            self.fire_clock(id, now, &mut out);
        }
        out
    }

    /// A chat got a new id (a Telegram group became a supergroup): its tables, running games
    /// included, and its settings move to `to`, and its tables are shown there anew.
    pub fn move_chat(&mut self, from: &ChatId, to: &ChatId) -> Outcome {
        let mut out = Outcome::default();
        if from == to {
            return out;
        }
        for table in self.tables.values_mut().filter(|t| t.chat == *from) {
            table.chat = to.clone();
            out.changes.tables.insert(table.id);
            if matches!(table.status, Status::Gathering | Status::Playing) {
                out.outputs.push(Output::Table { table: table.id });
            }
        }
        if let Some(settings) = self.chats.get(from).cloned() {
            self.chats.entry(to.clone()).or_insert(settings);
            out.changes.chats.insert(to.clone());
        }
        out
    }

    /// The id of a table about to be made: the next of the reserved block, or the next in
    /// [`Meta`] (reserving a new block there, when ids are taken in blocks).
    pub(crate) fn new_table_id(&mut self, out: &mut Outcome) -> TableId {
        let ids = &mut self.table_ids;
        if ids.next < ids.end {
            ids.next += 1;
            return ids.next - 1;
        }
        let id = self.meta.next_table;
        let taken = ids.block.max(1);
        self.meta.next_table += taken;
        out.changes.meta = true;
        ids.next = id + 1;
        ids.end = id + taken;
        id
    }

    fn ensure_user(&mut self, input: &Input, out: &mut Outcome) {
        let user = self.users.entry(input.user.clone()).or_insert_with(|| {
            out.changes.meta = true;
            self.meta.granted += STARTING_GRANT;
            User::new(&input.name, input.now)
        });
        let granted = user.top_up(input.now);
        if granted > 0 {
            self.meta.granted += granted;
            out.changes.meta = true;
        }
        let locale = input.locale.as_deref().and_then(Lang::from_code);
        let locale_changed = locale.is_some_and(|l| user.locale.as_deref() != Some(l.code()));
        if locale_changed {
            user.locale = locale.map(|l| l.code().to_string());
        }
        if granted > 0 || user.name != input.name || out.changes.meta || locale_changed {
            user.name = input.name.clone();
            out.changes.users.insert(input.user.clone());
        }
    }

    fn table_mut(&mut self, id: TableId) -> Result<&mut Table, Notice> {
        self.tables.get_mut(&id).ok_or(Notice::NoSuchTable { id })
    }

    /// The table, when the user asking opened it; otherwise a refusal naming its creator.
    fn creators_table(&mut self, input: &Input, id: TableId) -> Result<&mut Table, Notice> {
        let table = self.table_mut(id)?;
        if table.creator != input.user {
            return Err(Notice::OnlyCreator {
                name: table.creator_name(),
            });
        }
        Ok(table)
    }

    fn balance(&self, user: &UserId) -> u64 {
        self.users.get(user).map_or(0, |u| u.balance)
    }

    fn open(
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
    fn list(&mut self, input: &Input, skip: usize, out: &mut Outcome) -> Result<(), Notice> {
        let in_private = super::access::is_private_chat(&input.chat, &input.user);
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

    fn join(
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

    fn leave(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
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

    fn approve(
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

    fn configure(
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
        change.apply(&mut settings);
        settings
            .validate()
            .map_err(|error| Notice::BadSettings { error })?;
        if settings == table.settings {
            return Err(Notice::SettingUnchanged);
        }
        table.settings = settings;
        out.changes.tables.insert(id);
        out.outputs.push(Output::Table { table: id });
        Ok(())
    }

    fn start(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
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
    fn check_covers(&self, id: TableId) -> Result<(), Notice> {
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
    fn begin(&mut self, id: TableId, now: Millis, out: &mut Outcome) -> Result<(), Notice> {
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

    fn cancel(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
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

    fn play(
        &mut self,
        input: &Input,
        id: TableId,
        turn: u64,
        code: &str,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        if table.status != Status::Playing {
            return Err(Notice::NothingToDo);
        }
        if turn != table.turn {
            return Err(Notice::Stale);
        }
        let engine = table.engine.as_mut().ok_or(Notice::NothingToDo)?;
        let to_act = engine.to_act().ok_or(Notice::NothingToDo)?;
        if to_act != seat {
            return Err(Notice::NotYourTurn {
                name: table.seats[to_act as usize].name.clone(),
            });
        }
        if table.seats[seat as usize].away {
            return Err(Notice::SeatIsYours);
        }
        let events = engine
            .apply(seat, code)
            .map_err(|e| Notice::IllegalMove { refusal: e })?;
        let goes_on = engine.to_act() == Some(seat);
        let elapsed = input.now.saturating_sub(table.turn_started);
        table.last_human_move = Some(input.now);
        let seat_state = &mut table.seats[seat as usize];
        seat_state.misses = 0;
        if let Some(left) = &mut seat_state.clock_left {
            *left = left.saturating_sub(elapsed);
        }
        self.log(id, seat, code, input.now, MoveBy::Player, out);
        if goes_on && events.is_empty() {
            // Part of his move (an announcement before his card): the same turn goes on, on
            // the same move clock, and his hand is redrawn in place rather than notified anew.
            if let Some(table) = self.tables.get_mut(&id) {
                table.turn_started = input.now;
            }
            out.outputs.push(Output::Table { table: id });
            return Ok(());
        }
        self.after_move(id, input.now, events, out);
        Ok(())
    }

    pub(super) fn log(
        &mut self,
        id: TableId,
        seat: u8,
        code: &str,
        now: Millis,
        by: MoveBy,
        out: &mut Outcome,
    ) {
        if let Some(table) = self.tables.get_mut(&id) {
            out.changes
                .moves_from
                .entry(id)
                .or_insert(table.moves.len());
            table.moves.push(LoggedMove {
                seat,
                code: code.to_string(),
                at: now,
                by,
            });
            table.turn += 1;
            out.changes.tables.insert(id);
        }
    }

    /// After a move: announce what it caused, let computers play, then either settle a
    /// finished game or arm the clock of the seat to move.
    pub(super) fn after_move(
        &mut self,
        id: TableId,
        now: Millis,
        mut events: Vec<EngineEvent>,
        out: &mut Outcome,
    ) {
        let asked = self.limits.computers == Computers::Asked;
        let paced = self.limits.computer_pace_ms > 0 || asked;
        for _ in 0..COMPUTER_MOVES_LIMIT {
            self.announce(id, &events, out);
            events.clear();
            let Some(table) = self.tables.get_mut(&id) else {
                return;
            };
            let Some(engine) = table.engine.as_mut() else {
                return;
            };
            let Some(seat) = engine.to_act() else { break };
            // Paced computers move when their clock fires (`fire_clock`), one move at a time.
            if paced || !table.seats[seat as usize].played_by_computer() {
                break;
            }
            let Some(code) = engine.computer_code(seat) else {
                break;
            };
            match engine.apply(seat, &code) {
                Ok(caused) => events = caused,
                Err(_) => break,
            }
            table.turn_started = now;
            self.log(id, seat, &code, now, MoveBy::Computer, out);
        }
        out.outputs.push(Output::Table { table: id });
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.turn_started = now;
        table.note_attendance(now);
        let paused = table.unattended_since.is_some();
        match table.engine.as_ref().and_then(|e| e.to_act()) {
            // Nobody left to watch: the computers wait (the table closes if nobody comes back).
            Some(seat) if paused && table.seats[seat as usize].played_by_computer() => {
                table.deadline = None;
            }
            Some(seat) if asked && table.seats[seat as usize].played_by_computer() => {
                self.ask_computer(id, now, out);
            }
            Some(seat) if paced && table.seats[seat as usize].played_by_computer() => {
                table.deadline = Some(now + Millis::from(self.limits.computer_pace_ms));
            }
            Some(seat) => {
                let seat_state = &table.seats[seat as usize];
                let move_ms = u64::from(table.settings.move_secs) * 1000;
                let limit = seat_state
                    .clock_left
                    .map_or(move_ms, |left| left.min(move_ms));
                table.deadline = Some(now + limit);
                if let Some(user) = seat_state.user.clone() {
                    out.outputs.push(Output::YourTurn { table: id, user });
                }
            }
            None => self.settle(id, now, out),
        }
    }

    fn announce(&mut self, id: TableId, events: &[EngineEvent], out: &mut Outcome) {
        let Some(table) = self.tables.get(&id) else {
            return;
        };
        for event in events {
            let notice = match event {
                EngineEvent::DealScored {
                    result,
                    declarers,
                    contract,
                    four_sevens,
                    score,
                    totals,
                } => Notice::DealScored {
                    table: id,
                    result: result.clone(),
                    declarers: *declarers,
                    holder: {
                        let name = |seat: u8| table.seats[usize::from(seat)].name.clone();
                        let holder = match contract {
                            Some(c) => Some((name(c.seat), Some(c.clone()))),
                            None => four_sevens.map(|seat| (name(seat), None)),
                        };
                        holder.map(Box::new)
                    },
                    teams: [0, 1].map(|team| team_names(table, team)),
                    score: *score,
                    totals: *totals,
                },
                EngineEvent::RoundOver {
                    winner,
                    points,
                    hands,
                    golden_point,
                } => Notice::RoundOver {
                    table: id,
                    game: table.settings.game,
                    winner: winner.map(|s| table.seats[s as usize].name.clone()),
                    points: *points,
                    hands: hands
                        .iter()
                        .map(|hand| {
                            (
                                table.seats[usize::from(hand.seat)].name.clone(),
                                hand.clone(),
                            )
                        })
                        .collect(),
                    golden_point: *golden_point,
                },
                EngineEvent::Finished => continue,
            };
            out.outputs.push(Output::Chat {
                chat: table.chat.clone(),
                notice,
            });
        }
    }

    /// Pays the pot to the winners (back to the stakers if only computers won), records the
    /// stats and the history.
    fn settle(&mut self, id: TableId, now: Millis, out: &mut Outcome) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let winners = table
            .engine
            .as_ref()
            .and_then(|e| e.winners())
            .unwrap_or_default();
        let margin = table.engine.as_ref().and_then(|e| e.margin());
        table.status = Status::Finished {
            winners: winners.clone(),
        };
        table.deadline = None;
        let pot = std::mem::take(&mut table.pot);
        let total: u64 = pot.iter().map(|(_, c)| c).sum();
        let human_winners: Vec<UserId> = winners
            .iter()
            .filter_map(|&s| {
                table
                    .seats
                    .get(s as usize)
                    .and_then(|seat| seat.user.clone())
            })
            .collect();
        let mut payouts: Vec<(UserId, u64)> = Vec::new();
        if human_winners.is_empty() {
            payouts = pot;
        } else {
            let share = total / human_winners.len() as u64;
            let rest = total - share * human_winners.len() as u64;
            for (i, user) in human_winners.iter().enumerate() {
                payouts.push((user.clone(), share + if i == 0 { rest } else { 0 }));
            }
        }
        let humans: Vec<UserId> = table.seats.iter().filter_map(|s| s.user.clone()).collect();
        let chat = table.chat.clone();
        let names = table
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>();
        let winner_names: Vec<String> = winners
            .iter()
            .filter_map(|&s| names.get(s as usize).cloned())
            .collect();
        let game = table.settings.game;
        out.changes.tables.insert(id);
        for (user, chips) in payouts {
            if let Some(account) = self.users.get_mut(&user) {
                account.balance += chips;
                out.changes.users.insert(user);
            }
        }
        let chat_stats = self.chats.entry(chat.clone()).or_default();
        for user in &humans {
            let won = human_winners.contains(user);
            let entry = chat_stats.stats.entry(user.clone()).or_insert((0, 0));
            entry.0 += 1;
            entry.1 += u32::from(won);
            if let Some(account) = self.users.get_mut(user) {
                account.games += 1;
                account.wins += u32::from(won);
                out.changes.users.insert(user.clone());
            }
        }
        out.changes.chats.insert(chat.clone());
        out.changes.history.push(HistoryEntry {
            table: id,
            chat: chat.clone(),
            game,
            players: names,
            winners: winner_names.clone(),
            pot: total,
            finished_at: now,
        });
        let payout = if human_winners.is_empty() { 0 } else { total };
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::GameOver {
                table: id,
                winners: winner_names,
                payout,
                margin,
            },
        });
        self.rate_table(id, out);
        self.record_fixture(id, now, out);
    }

    fn fire_clock(&mut self, id: TableId, now: Millis, out: &mut Outcome) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let Some(engine) = table.engine.as_mut() else {
            return;
        };
        let Some(seat) = engine.to_act() else { return };
        if table.seats[seat as usize].played_by_computer()
            && self.limits.computers == Computers::Asked
        {
            // The host's answer is overdue (lost with a worker or a restart): ask again.
            self.ask_computer(id, now, out);
            return;
        }
        if table.seats[seat as usize].played_by_computer() {
            // A paced computer's turn: its move now (its own choice, else the default move).
            let Some(code) = engine
                .computer_code(seat)
                .or_else(|| engine.default_code(seat))
            else {
                return;
            };
            let Ok(events) = engine.apply(seat, &code) else {
                return;
            };
            self.log(id, seat, &code, now, MoveBy::Computer, out);
            self.after_move(id, now, events, out);
            return;
        }
        let elapsed = now.saturating_sub(table.turn_started);
        let chat = table.chat.clone();
        let name = table.seats[seat as usize].name.clone();
        let seat_state = &mut table.seats[seat as usize];
        if let Some(left) = &mut seat_state.clock_left {
            *left = left.saturating_sub(elapsed);
            if *left == 0 {
                engine.forfeit(seat);
                self.log(id, seat, "clock", now, MoveBy::Clock, out);
                out.outputs.push(Output::Chat {
                    chat,
                    notice: Notice::ClockLost { table: id, name },
                });
                self.after_move(id, now, Vec::new(), out);
                return;
            }
        }
        let Some(code) = engine.default_code(seat) else {
            return;
        };
        let Ok(events) = engine.apply(seat, &code) else {
            return;
        };
        seat_state.misses += 1;
        let replaced = seat_state.misses >= MISSES_BEFORE_REPLACEMENT && !seat_state.away;
        if replaced {
            seat_state.relieve();
        }
        self.log(id, seat, &code, now, MoveBy::Timeout, out);
        out.outputs.push(Output::Chat {
            chat: chat.clone(),
            notice: Notice::TimedOut {
                table: id,
                name: name.clone(),
                code,
            },
        });
        if replaced {
            out.outputs.push(Output::Chat {
                chat,
                notice: Notice::Replaced { table: id, name },
            });
        }
        self.after_move(id, now, events, out);
    }

    /// A player leaves a running game: a computer plays his seat at once and to the end,
    /// unless he takes it back. His stake stays in the pot and follows the seat's result.
    fn leave_game(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
        let notice = Notice::LeftGame {
            table: id,
            name: input.name.clone(),
        };
        self.seat_to_computer(input, id, Notice::SeatIsYours, notice, out)?;
        self.left_fixture(id, &input.user, out);
        Ok(())
    }

    /// A player hands his seat to the computer deliberately: like leaving the game (his stake
    /// stays in the pot and follows the seat's result) but said as a pause.
    fn away(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        if table.status != Status::Playing {
            return Err(Notice::NotPlaying);
        }
        if table.league.is_some() {
            // League rules: a fixture is played by its players alone.
            return Err(Notice::League {
                error: crate::league::LeagueError::ComputerSeat,
            });
        }
        let notice = Notice::Away {
            table: id,
            name: input.name.clone(),
        };
        self.seat_to_computer(input, id, Notice::AlreadyAway, notice, out)
    }

    /// The computer takes the seat of the player of `input` at once (his to take back), and
    /// `notice` is said in the table's chat; `already` is the answer when it plays it already.
    fn seat_to_computer(
        &mut self,
        input: &Input,
        id: TableId,
        already: Notice,
        notice: Notice,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        let seat_state = &mut table.seats[seat as usize];
        if seat_state.away {
            return Err(already);
        }
        seat_state.relieve();
        seat_state.misses = 0;
        let chat = table.chat.clone();
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat { chat, notice });
        self.after_move(id, input.now, Vec::new(), out);
        Ok(())
    }

    fn take_back(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        if table.status != Status::Playing {
            return Err(Notice::NotPlaying);
        }
        if !table.seats[seat as usize].away {
            return Err(Notice::NotAway);
        }
        table.last_human_move = Some(input.now);
        let seat_state = &mut table.seats[seat as usize];
        seat_state.away = false;
        seat_state.misses = 0;
        let chat = table.chat.clone();
        out.changes.tables.insert(id);
        self.showed_up(id, &input.user, out);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Back {
                table: id,
                name: input.name.clone(),
            },
        });
        self.after_move(id, input.now, Vec::new(), out);
        Ok(())
    }

    /// A player of a finished table asks for its rematch: it begins, once, when every person
    /// who played has asked (computers agree at once); until then the chat is told who asks.
    fn rematch(&mut self, input: &Input, id: TableId, out: &mut Outcome) -> Result<(), Notice> {
        let table = self.tables.get_mut(&id).ok_or(Notice::NoSuchTable { id })?;
        if table.seat_of(&input.user).is_none() {
            return Err(Notice::NotAtTable);
        }
        if !matches!(table.status, Status::Finished { .. }) {
            return Err(Notice::NothingToDo);
        }
        if let Some(begun) = table.rematch.begun {
            return Err(Notice::RematchBegun { table: begun });
        }
        if table.rematch.asked.contains(&input.user) {
            return Err(Notice::RematchAsked);
        }
        table.rematch.asked.push(input.user.clone());
        out.changes.tables.insert(id);
        let everyone = table
            .seats
            .iter()
            .filter(|seat| !seat.computer)
            .filter_map(|seat| seat.user.as_ref())
            .all(|user| table.rematch.asked.contains(user));
        if !everyone {
            out.outputs.push(Output::Chat {
                chat: table.chat.clone(),
                notice: Notice::RematchOffered {
                    table: id,
                    name: input.name.clone(),
                },
            });
            // Its Rematch button counts who asked (`Rematch · 1/2`).
            out.outputs.push(Output::Table { table: id });
            return Ok(());
        }
        let new_id = self.begin_rematch(id, input.now, out);
        if let Some(table) = self.tables.get_mut(&id) {
            match new_id {
                // Refused (a stake someone cannot cover): they may all ask again later.
                Err(_) => table.rematch.asked.clear(),
                Ok(new_id) => table.rematch.begun = Some(new_id),
            }
        }
        new_id.map(|_| ())
    }

    /// Opens and starts the rematch of finished table `id`: the same settings, chat and
    /// players in the same seats; returns its table.
    fn begin_rematch(
        &mut self,
        id: TableId,
        now: Millis,
        out: &mut Outcome,
    ) -> Result<TableId, Notice> {
        let table = self.tables.get(&id).ok_or(Notice::NoSuchTable { id })?;
        let (settings, chat, seats, creator) = (
            table.settings.clone(),
            table.chat.clone(),
            table.seats.clone(),
            table.creator.clone(),
        );
        let new_id = self.new_table_id(out);
        let seed = self.deal_seeds.seed_for(self.meta.seed, new_id);
        let seats = seats
            .into_iter()
            .map(|s| Seat {
                user: s.user,
                name: s.name,
                computer: s.computer,
                ..Seat::default()
            })
            .collect();
        self.tables.insert(
            new_id,
            Table::gathering(new_id, chat, creator, settings, seats, seed, now),
        );
        out.changes.tables.insert(new_id);
        if let Err(refusal) = self.begin(new_id, now, out) {
            if let Some(table) = self.tables.get_mut(&new_id) {
                table.status = Status::Cancelled;
            }
            return Err(refusal);
        }
        Ok(new_id)
    }

    fn top(&mut self, input: &Input, out: &mut Outcome) -> Result<(), Notice> {
        let mut rows: Vec<(String, u32, u32)> = self
            .chats
            .get(&input.chat)
            .map(|chat| {
                chat.stats
                    .iter()
                    .map(|(user, (games, wins))| {
                        let name = self
                            .users
                            .get(user)
                            .map_or_else(|| user.0.clone(), |u| u.name.clone());
                        (name, *wins, *games)
                    })
                    .collect()
            })
            .unwrap_or_default();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)).then(a.0.cmp(&b.0)));
        rows.truncate(10);
        out.outputs.push(Output::Chat {
            chat: input.chat.clone(),
            notice: Notice::Leaderboard { rows },
        });
        Ok(())
    }
}

/// A table as one viewer sees it: the lobby, the game's view, and the turn counter that the
/// viewer's move buttons must carry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub id: TableId,
    pub name: String,
    pub settings: Settings,
    pub status: Status,
    pub seats: Vec<SeatView>,
    pub waiting: Vec<String>,
    pub turn: u64,
    pub to_act: Option<u8>,
    pub deadline: Option<Millis>,
    /// The viewer's seat, for a seated viewer.
    pub your_seat: Option<u8>,
    /// The viewer's legal moves (empty unless it is his turn).
    pub your_moves: Vec<String>,
    pub game: Option<super::engine::GameView>,
    /// A league fixture's table: its players alone play it (no computer seat, no "I'm away"),
    /// and it begins once they all sit.
    pub league: bool,
}

/// A seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub name: String,
    pub computer: bool,
    pub away: bool,
    pub empty: bool,
    pub clock_left: Option<u64>,
}

impl Service {
    /// The table as `viewer` sees it (`None`: the public, e.g. the group's table message).
    pub fn view(&self, id: TableId, viewer: Option<&UserId>) -> Option<TableView> {
        let table = self.tables.get(&id)?;
        let your_seat = viewer.and_then(|u| table.seat_of(u));
        let engine = table.engine.as_ref();
        let to_act = engine.and_then(|e| e.to_act());
        Some(TableView {
            id,
            name: table.settings.name.clone(),
            settings: table.settings.clone(),
            status: table.status.clone(),
            seats: table
                .seats
                .iter()
                .map(|s| SeatView {
                    name: s.name.clone(),
                    computer: s.computer,
                    away: s.away,
                    empty: s.is_empty(),
                    clock_left: s.clock_left,
                })
                .collect(),
            waiting: table.waiting.iter().map(|(_, name)| name.clone()).collect(),
            turn: table.turn,
            to_act,
            deadline: table.deadline,
            your_seat,
            your_moves: match (engine, your_seat) {
                // A seat the computer holds is not its owner's to move.
                (Some(engine), Some(seat))
                    if to_act == Some(seat)
                        && table.status == Status::Playing
                        && !table.seats[usize::from(seat)].away =>
                {
                    engine.legal_codes(seat)
                }
                _ => Vec::new(),
            },
            game: engine.map(|e| e.view(your_seat)),
            league: table.league.is_some(),
        })
    }
}

/// The names of a team's players (a seat's name alone with two players).
fn team_names(table: &Table, team: usize) -> Vec<String> {
    table
        .seats
        .iter()
        .enumerate()
        .filter(|(seat, _)| seat % 2 == team)
        .map(|(_, s)| s.name.clone())
        .collect()
}

fn private(input: &Input, notice: Notice, out: &mut Outcome) {
    out.outputs.push(Output::Private {
        user: input.user.clone(),
        notice,
    });
}
