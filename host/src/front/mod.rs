//! The front both bots stand behind: it reads a chat's commands and button presses, hands them
//! to the durable table service (persist, then speak), and turns what the service says into
//! [`Delivery`]s — the table's message, each player's hand, a notification, a private answer —
//! already worded in each reader's language. A bot only carries deliveries over its wire.
//!
//! Here: [`Front`], its opening, its groups and its clock ([`Front::tick`]). The rest:
//! - `delivery`: the vocabulary ([`From`], [`Place`], [`Delivery`], [`Owed`]);
//! - `command` and `press`: a typed command or a button press read and answered; `handle`:
//!   an input's way through the service (committed with what it owes, or parked), its answer
//!   kept as handled, its sender's budgets; `handling`: the input being handled, passed along; `menu`: a table's settings menu; `lang`: the
//!   reader's language;
//! - `words`: the service's outputs worded as deliveries; `screens`: what was last shown
//!   where, and the platform's message ids;
//! - `owed`: the messages a change owes, numbered and stored until sent; `inbox`: inputs
//!   parked for another process, and chats taken over; `computer` and `thinking`: the
//!   computer players and hints; `flood` and `chat_budget`: the budgets; `export`: league
//!   exports; `span`: each input's span and log line.

use game::table::{ChatId, Limits, Millis, Output, Status, TableId};
use storage::Store;

use crate::durable::{CONFLICT_RETRIES, Durable, HostError};
use crate::telemetry::metrics;

mod chat_budget;
mod command;
mod computer;
mod delivery;
mod export;
mod flood;
pub mod group_input;
mod handle;
mod handling;
mod inbox;
pub mod label;
mod lang;
mod menu;
mod open;
pub(crate) mod owed;
mod press;
mod restart;
mod screens;
mod span;
mod thinking;
pub mod web_answer;
mod web_table;
mod words;

pub use delivery::{Delivery, From, Owed, Place, Probe, needs_admin};
pub use flood::{Kind, Repeats, Verdict};
pub use restart::ENDED_DRAWN_AGAIN_MS;
pub use web_table::WebLinks;

use flood::FloodGuard;
use screens::ScreenCache;
use thinking::Thinking;

/// Sharing the store, how often (ms) a process looks for inputs other processes parked for
/// its chats: a Telegram webhook behind a load balancer parks about half of a chat's inputs
/// at the process that does not hold it, and each waits this long at most (not a third of the
/// lease, the renewal's period). The holder also answers the parked press, so its button
/// spins until then: 500 ms made the median press answered after 258 ms in the two-process
/// load bench; a look is one indexed range query, ten a second per process.
pub const INBOX_POLL_MS: Millis = 100;

/// The durable table service with the chat's words and screens on top.
pub struct Front<S: Store> {
    durable: Durable<S>,
    /// The last screen delivered at each place.
    screens: ScreenCache,
    /// The numbers of the messages this process owes (see [`Owed`]).
    numbering: owed::Numbering,
    /// Each user's budget of commands and presses.
    flood: FloodGuard,
    /// Each chat's and asker's budget of public answers (see [`chat_budget`]).
    answers: chat_budget::ChatBudget,
    /// Every answer to a user is his alone (Discord's ephemeral answers): his app's language
    /// comes before the chat's, and in a shared chat he may choose his own language.
    personal_answers: bool,
    /// What a link opening a private chat with the bot starts with, the table's number
    /// following (Telegram's `https://t.me/<bot>?start=`; see [`Front::unreached`]).
    deep_link: String,
    /// A chat whose holder is gone is taken over only with an input this process received,
    /// not by its clock (Discord with shards: only the processes running a guild's shard
    /// receive its interactions, so only they should serve the guild's channels).
    takes_over_own_inputs_only: bool,
    /// Sharing the store: when the inbox was last looked at (see [`INBOX_POLL_MS`]).
    inbox_looked: Option<Millis>,
    /// Each chat's last league export, for their limit.
    exports: export::Exports,
    /// What the parked inputs handled showed, not yet handed out: their entries are gone from
    /// the store, so a tick that fails after handling them hands them out at the next one.
    drained: Vec<Delivery>,
    /// The computers' moves asked of the worker pool, and the players' hints.
    thinking: Thinking,
    /// Where the web table opens from the chat; `None`: no web table, no button for it.
    web: Option<WebLinks>,
    /// Who follows which table on the web page (see [`Front::set_follows_on_web`]).
    followers: web_table::Followers,
}

impl<S: Store> Front<S> {
    /// Opens the service on a store, recovering every table.
    pub fn open(store: S, seed: u64) -> Result<Front<S>, HostError> {
        Front::open_with(store, seed, None)
    }

    /// Opens the service on a store other processes share (see [`Durable::open_shared`]):
    /// this process, `holder`, serves the chats whose leases it holds, each for `ttl`
    /// milliseconds unless renewed (by [`Front::tick`]). An input for a chat another live
    /// process holds is parked in the store for that process, which handles it at its next
    /// tick; the input shows nothing here.
    pub fn open_shared(
        store: S,
        seed: u64,
        holder: impl Into<String>,
        ttl: Millis,
    ) -> Result<Front<S>, HostError> {
        let sharing = crate::durable::Sharing {
            holder: holder.into(),
            ttl,
            newest_format: crate::codec::RECORD_FORMAT,
        };
        Front::open_with(store, seed, Some(sharing))
    }

    /// [`Front::open`], or [`Front::open_shared`] when `sharing` says so (what a bot opens:
    /// `Sharing::for_store(&store, LEASE_SECONDS)`).
    pub fn open_with(
        store: S,
        seed: u64,
        sharing: Option<crate::durable::Sharing>,
    ) -> Result<Front<S>, HostError> {
        let durable = Durable::open_with(store, seed, sharing)?;
        let numbering = owed::Numbering::open(durable.store(), durable.holder())?;
        Ok(Front {
            durable,
            screens: ScreenCache::default(),
            numbering,
            flood: FloodGuard::new(),
            answers: chat_budget::ChatBudget::new(),
            personal_answers: false,
            deep_link: String::new(),
            takes_over_own_inputs_only: false,
            inbox_looked: None,
            exports: export::Exports::default(),
            drained: Vec::new(),
            thinking: Thinking::default(),
            web: None,
            followers: web_table::Followers::default(),
        })
    }

    /// Gives up this process's leases (a clean shutdown): other processes take its chats over
    /// at once.
    pub fn release_leases(&mut self) -> Result<(), HostError> {
        self.durable.release_leases()
    }

    /// Says that a chat whose holder is gone is taken over only with an input this process
    /// received (parked by itself or new), never with one another process parked nor by this
    /// process's clock (Discord with shards, where a chat's inputs reach only the processes
    /// running its guild's shard; on Telegram any process behind the load balancer may take
    /// any chat over, also at its clock: the default).
    pub fn set_takes_over_own_inputs_only(&mut self, own_only: bool) {
        self.takes_over_own_inputs_only = own_only;
    }

    /// Says that every answer to a user is seen by him alone (Discord), not by the chat.
    pub fn set_personal_answers(&mut self, personal: bool) {
        self.personal_answers = personal;
    }

    /// Sets what a link opening a private chat with the bot at a table starts with, the
    /// table's number following (Telegram: `https://t.me/<bot>?start=`).
    pub fn set_deep_link(&mut self, prefix: String) {
        self.deep_link = prefix;
    }

    /// Sets where the web table opens from the chat: the table's message then carries an
    /// "Open table" link, and each playing hand a button opening the page inside the chat
    /// client (Telegram's Mini App). Without it the chat shows no trace of the web table.
    pub fn set_web_table(&mut self, links: WebLinks) {
        self.web = Some(links);
    }

    /// Where new tables take their seeds (see [`Durable::set_deal_seeds`]).
    pub fn set_deal_seeds(&mut self, seeds: game::table::DealSeeds) {
        self.durable.set_deal_seeds(seeds);
    }

    /// Sets how many tables a user may open and when abandoned tables close. Computers
    /// [`Asked`](game::table::Computers::Asked) of the host start its worker pool (unless one
    /// was set) with the limits' patience, which is asked at once for every computer turn
    /// awaited (after a restart).
    pub fn set_limits(&mut self, limits: Limits) {
        self.durable.set_limits(limits);
        if limits.computers != game::table::Computers::Asked {
            return;
        }
        if self.thinking.has_pool() {
            self.ask_pending_computers();
        } else {
            self.set_thinkers(crate::thinkers::Thinkers::start_with_patience(
                crate::thinkers::Thinkers::default_threads(),
                std::sync::Arc::new(game::table::think),
                std::time::Duration::from_millis(u64::from(limits.computer_patience_ms)),
            ));
        }
    }

    /// Retires the tables that ended before `before` (see [`Durable::retire`]): out of the
    /// service and the live key space, with the message ids kept for them and what was last
    /// shown of them.
    pub fn retire(&mut self, before: Millis) -> Result<Vec<TableId>, HostError> {
        let ended = self.durable.retire(before, screens::ended_refs)?;
        self.thinking.forget_tables(&ended);
        self.screens.forget_tables(&ended);
        self.followers.forget_tables(&ended);
        Ok(ended)
    }

    /// The durable service underneath.
    pub fn durable(&self) -> &Durable<S> {
        &self.durable
    }

    /// When [`Front::tick`] must next be called: a clock of the service, or the pace of a
    /// computer's move asked or thought (while one thinks past its pace, the front is looked
    /// at again at once, and the shells' loops wait a little between looks).
    pub fn next_deadline(&self) -> Option<Millis> {
        let inbox = self
            .inbox_looked
            .filter(|_| self.durable.is_sharing())
            .map(|at| at.saturating_add(INBOX_POLL_MS));
        [
            self.durable.next_deadline(),
            self.thinking.next_deadline(),
            inbox,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Pipelined group commit (see [`crate::durable`]): opens a group and looks the inputs'
    /// idempotency keys up at once; then [`Front::command`], [`Front::press`] or
    /// [`Front::tick`] for each input, and [`Front::submit_group`]. Their deliveries wait for
    /// the [`Front::wait_group`] of the group's number.
    pub fn begin_group(&mut self, keys: &[&str]) -> Result<(), HostError> {
        self.durable.expect_keys(keys)
    }

    /// Hands the open group to the flusher; the next inputs may be handled meanwhile.
    pub fn submit_group(&mut self) -> Result<u64, HostError>
    where
        S: 'static,
    {
        self.durable.submit_group()
    }

    /// Waits until group `number` is written. `Ok`: its deliveries may be sent. `Err`: none
    /// of its deliveries (nor a later group's) may be.
    pub fn wait_group(&mut self, number: u64) -> Result<(), HostError> {
        let answer = self.durable.wait_group(number);
        if answer.is_err() {
            // What was drawn for the failed groups was never shown.
            self.screens.forget_all();
        }
        answer
    }

    /// Takes in what the computers thought (their moves whose pace has passed, fed to the
    /// service; hints, shown in their players' hands), then fires the clocks due at `now`.
    pub fn tick(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        for chat in self.durable.keep_leases(now)? {
            tracing::warn!(chat = %chat.0, "the chat's lease was taken over");
            self.screens.forget_all();
        }
        let mut deliveries = Vec::new();
        if !self.takes_over_own_inputs_only && !self.durable.adopt_orphans(now)?.is_empty() {
            deliveries.extend(self.take_over_acquired(now)?);
        }
        self.inbox_looked = Some(now);
        self.drain_inbox(now);
        let thought = self.computers_thought(now)?;
        let fired = self.tick_clocks(now)?;
        deliveries.append(&mut self.drained);
        deliveries.extend(thought);
        deliveries.extend(fired);
        Ok(deliveries)
    }

    /// Fires the clocks due at `now`.
    fn tick_clocks(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        let span = tracing::info_span!("tick", now);
        let _entered = span.enter();
        let mut attempt = 0;
        let result = loop {
            let staged = self.durable.stage_tick(now);
            let tables: Vec<TableId> = staged.tables().collect();
            if !tables.is_empty() {
                tracing::info!(?tables, "clocks fired");
            }
            match self.commit_owing(staged, None, now) {
                // Sharing the store: a shared record changed, or a chat was taken over (and
                // dropped): the service was read back, the clocks still due fire again.
                Err(err) if err.unwritten() && attempt < CONFLICT_RETRIES => attempt += 1,
                result => break result,
            }
        };
        metrics::input("tick");
        if let Err(error) = &result {
            tracing::error!(%error, "clock not handled");
        }
        result
    }

    /// A chat got a new id (a Telegram group became a supergroup): its tables, running games
    /// included, its settings and the messages still owed to it move to the new id, in one
    /// commit; the tables are shown there anew.
    pub fn move_chat(
        &mut self,
        from: &ChatId,
        to: &ChatId,
        now: Millis,
    ) -> Result<Vec<Delivery>, HostError> {
        let mut rewrites = Vec::new();
        for owing in owed::load(self.durable.store())? {
            if owing.chat.as_ref() != Some(from) {
                continue;
            }
            // A chat message moves with its chat; a word to one user stays his, and only the
            // chat that owed it moves.
            let (number, moved) = match owing.delivery {
                Delivery::Say {
                    text,
                    rows,
                    owed: Some(number),
                    ..
                } => (
                    number,
                    Delivery::Say {
                        chat: to.clone(),
                        text,
                        rows,
                        owed: Some(number),
                    },
                ),
                alert @ Delivery::Alert {
                    owed: Some(number), ..
                } => (number, alert),
                _ => continue,
            };
            rewrites.extend(owed::write(number, &moved, Some(to)));
        }
        let staged = self.durable.stage_move_chat(from, to, now)?;
        self.screens.forget_chat(from);
        let outputs = self.durable.commit(staged, rewrites)?;
        Ok(self.deliveries(outputs, now, None))
    }

    /// Every message still owed to the chats, in the order it was owed: after a restart, send
    /// these before anything new.
    ///
    /// Sharing the store with other processes: only the messages owed to the chats this one
    /// holds (none at start: a chat's owed messages come with the first answer after its lease
    /// is taken, see [`Front::command`]), a word to one user going with the chat whose input
    /// owed it.
    pub fn owed(&self) -> Result<Vec<Delivery>, HostError> {
        let owed = owed::load(self.durable.store())?;
        let held = self.durable.held_chats();
        Ok(owed
            .into_iter()
            .filter(|o| match (&held, &o.chat) {
                (None, _) => true,
                (Some(held), Some(chat)) => held.contains(chat),
                (Some(_), None) => false,
            })
            .map(|o| o.delivery)
            .collect())
    }

    /// An owed message reached its chat (or can never reach it): forget it, durably. Sharing
    /// the store, only while this process holds the chat it belongs to (else refused
    /// unwritten, see [`Front::set_message_ref`]): the chat's new holder sends it.
    pub fn settle(&mut self, owed: Owed) -> Result<(), HostError> {
        let chat = if self.durable.is_sharing() {
            owed::chat_of(self.durable.store(), owed)?
        } else {
            None
        };
        let settled = self.durable.commit_for(vec![(chat, owed::settled(owed))]);
        if settled.as_ref().is_err_and(HostError::is_fenced) {
            self.screens.forget_all();
        }
        settled
    }

    /// Every table still gathering or playing, to show again after a restart.
    pub fn live_tables(&self) -> Vec<(ChatId, TableId)> {
        self.durable
            .service()
            .tables
            .values()
            .filter(|t| matches!(t.status, Status::Gathering | Status::Playing))
            .map(|t| (t.chat.clone(), t.id))
            .collect()
    }

    /// Everything to show for a table after a restart: its message, every seated player's
    /// hand, and word to the player whose move it is (his last prompt may be lost or expired).
    pub fn redraw(&mut self, table: TableId, now: Millis) -> Vec<Delivery> {
        let mut outputs = vec![Output::Table { table }];
        if let Some(user) = self.mover(table) {
            outputs.push(Output::YourTurn { table, user });
        }
        self.deliveries(outputs, now, None)
    }
}
