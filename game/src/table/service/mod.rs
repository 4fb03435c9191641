//! The table service: a pure state machine driven by the shells. `handle(input)` answers a
//! user's command or button, `tick(now)` fires due clocks, `next_deadline()` tells the shell
//! when to call `tick`. Every result lists the records it changed, to be stored (and flushed)
//! before any output is shown.
//!
//! This file holds the service's state and its dispatch; what it does is spread by subject:
//! `lobby` (open, join, leave, settings, start, cancel), `play` (moves and what follows
//! them), `settle` (a finished game paid), `clock` (a move's clock fired), `seats`
//! (away and back), `rematch`, `expiry` (the limits applied), `computer` (computer seats
//! the host thinks for), `leagues` (a league's tables, results and views) and `view`.
//! Its words in and out are [`super::input`] and [`super::output`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::deal_seeds::DealSeeds;
use super::limits::Limits;
use super::model::{Chat, Status, Table};
use super::notice::Notice;
use super::output::Output;
use super::user::{STARTING_GRANT, User};
use crate::i18n::Lang;
use crate::ids::{ChatId, Millis, TableId, UserId};

mod clock;
mod computer;
mod expiry;
mod leagues;
mod lobby;
mod play;
mod rematch;
mod seats;
mod settle;
mod view;

/// The vocabulary at the paths it had when it was defined here.
pub use super::input::{Action, Input, SettingChange};
pub use super::output::{Changes, Outcome};
pub use super::view::{SeatView, TableView};

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

fn private(input: &Input, notice: Notice, out: &mut Outcome) {
    out.outputs.push(Output::Private {
        user: input.user.clone(),
        notice,
    });
}
