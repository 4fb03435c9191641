//! The front both bots stand behind: it reads a chat's commands and button presses, hands them
//! to the durable table service (persist, then speak), and turns what the service says into
//! [`Delivery`]s — the table's message, each player's hand, a notification, a private answer —
//! already worded in each reader's language. A bot only carries deliveries over its wire.

use std::collections::HashMap;

use game::i18n::{Lang, Msg, text};
use game::table::command::{self, Command};
use game::table::screen::{self, Button, Screen};
use game::table::{
    Action, ChatId, GameView, Input, Limits, Millis, Notice, Output, Press, Status, TableId,
    UserId, command_error_text, league_help_text, notice_rows, notice_text,
};
use storage::{Commit, Space, Store, Write};

use crate::durable::{CONFLICT_RETRIES, Durable, HostError, Staged};
use crate::telemetry::metrics;

mod chat_budget;
mod computer;
mod export;
mod flood;
pub mod group_input;
mod inbox;

/// Sharing the store, how often (ms) a process looks for inputs other processes parked for
/// its chats: a Telegram webhook behind a load balancer parks about half of a chat's inputs
/// at the process that does not hold it, and each waits this long at most (not a third of the
/// lease, the renewal's period). The holder also answers the parked press, so its button
/// spins until then: 500 ms made the median press answered after 258 ms in the two-process
/// load bench; a look is one indexed range query, ten a second per process.
pub const INBOX_POLL_MS: Millis = 100;
pub mod label;
pub(crate) mod owed;
mod thinking;

pub use flood::{Kind, Repeats, Verdict};
pub use owed::Owed;

use flood::FloodGuard;
use thinking::Thinking;

/// Who sent an input, and from where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct From {
    pub chat: ChatId,
    pub user: UserId,
    /// The user's display name.
    pub name: String,
    /// The language the user's app is set to, if the platform says (`en-US`, `ru`).
    pub lang: Option<String>,
    /// True in a private chat with the bot.
    pub private: bool,
    /// The platform says he administers this chat (Telegram: its creator or an administrator;
    /// Discord: Manage Server). Shells ask only when [`needs_admin`] says it matters.
    pub admin: bool,
    /// His username where the platform has one (Telegram's `@name`, without the `@`): a
    /// league invitation or referee named by it becomes his.
    pub handle: Option<String>,
    /// How any process may still answer this input, for the platform (Telegram: the callback
    /// query's id, or the chat a command was typed in; Discord: the interaction's token and
    /// kind). Kept with the input when it is
    /// parked for the process serving its chat, which then answers it through this handle
    /// (see [`Delivery::Relayed`]); `None` where the input cannot be answered so.
    pub reply: Option<String>,
}

/// True when answering this input depends on whether its sender administers the chat (a
/// group's language): a shell whose platform must be asked does so before handing it over.
pub fn needs_admin(
    from: &From,
    typed: Option<&str>,
    pressed: Option<&str>,
    bot: Option<&str>,
) -> bool {
    let typed_lang = typed
        .and_then(|t| command::parse(t, bot))
        .is_some_and(|c| matches!(c, Ok(Command::Lang(_))));
    let pressed_lang = pressed
        .and_then(Press::decode)
        .is_some_and(|p| matches!(p, Press::ChatLang { .. }));
    let typed_league = typed
        .and_then(|t| command::parse(t, bot))
        .is_some_and(|c| matches!(c, Ok(Command::League(ref l)) if l.needs_admin()));
    !from.private && (typed_lang || pressed_lang || typed_league)
}

/// Where a message lives that the bots edit in place.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A table's message in its chat.
    Table { chat: ChatId, table: TableId },
    /// A player's hand for a table.
    Hand { user: UserId, table: TableId },
    /// The message telling a table's chat whose turn it is (Discord's mention of the player).
    Mention { chat: ChatId, table: TableId },
}

/// Something for a bot to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Create (the first time) or edit in place the table's message in its chat. Only
    /// delivered when the screen differs from the last one delivered there.
    Table {
        chat: ChatId,
        table: TableId,
        screen: Screen,
    },
    /// Create or edit in place this player's hand for the table (Telegram: in his private
    /// chat; Discord: the answer to his "Show my hand"). `asked`: he asked to see it, so it
    /// is shown anew (Telegram: at the bottom of his chat) even when unchanged.
    Hand {
        user: UserId,
        table: TableId,
        screen: Screen,
        asked: bool,
    },
    /// A new message in a chat: the answer to a command, or a moment worth a notification
    /// (the game starts, a deal's result, the game ends). `owed`: a state change owes it, and
    /// it stays in the store until [`Front::settle`] says it was sent.
    Say {
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
        owed: Option<Owed>,
    },
    /// Only this user may see it: the alert of his button press, the answer to his command,
    /// or word sent to him alone (a refused join). `owed` as for [`Delivery::Say`]: set for
    /// word to someone other than the sender of the input.
    Alert {
        user: UserId,
        text: String,
        owed: Option<Owed>,
    },
    /// For this user, privately where the platform allows, else in the chat he asked in (his
    /// chips, a settings menu, the help): Telegram: his private chat once he has started the
    /// bot; Discord: an ephemeral answer to his interaction.
    Private {
        user: UserId,
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
    },
    /// The message whose button this user just pressed (his settings menu), edited in place
    /// to show `text` and `rows` now (no rows: its buttons go). Telegram edits the pressed
    /// message; Discord the ephemeral message his press came from (through the press's
    /// token). Where that message cannot be edited (another process answers the press, the
    /// message is too old or gone), it is shown as [`Delivery::Private`] would be, `chat`
    /// being the chat he pressed in.
    Replace {
        user: UserId,
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
    },
    /// An answer to the asker's own command that does no harm where he asked (the help):
    /// Telegram posts it in that chat; Discord answers his interaction ephemerally, as it
    /// answers every word meant for one user.
    Answer {
        user: UserId,
        chat: ChatId,
        text: String,
    },
    /// Only this user may see it, and never in a shared chat: Telegram: the alert of his
    /// press, else his private chat (nothing if he never started the bot); Discord: an
    /// ephemeral answer to his interaction.
    Whisper { user: UserId, text: String },
    /// A file for this user alone (a league's export), sent where [`Delivery::Private`] goes:
    /// Telegram his private chat once he has started the bot, else the chat he asked in;
    /// Discord an ephemeral answer to his interaction. `caption` says what it holds.
    File {
        user: UserId,
        chat: ChatId,
        /// The file's name, safe on every platform (ASCII letters, digits, `-` and `.`).
        name: String,
        caption: String,
        bytes: Vec<u8>,
    },
    /// It is this user's turn at the table: notify him.
    YourTurn {
        user: UserId,
        chat: ChatId,
        table: TableId,
        text: String,
    },
    /// To the process that received the input: another process serves its chat, and the
    /// input was parked for it; that process answers it (through [`From::reply`], when the
    /// input had one), so nothing more is said here.
    Parked,
    /// What an input parked by another process showed once handled here, for its sender
    /// `user`: the deliveries answering him are to go through `reply`, the handle the
    /// receiving process's platform gave ([`From::reply`]), as if this process had received
    /// the input itself.
    Relayed {
        user: UserId,
        reply: String,
        deliveries: Vec<Delivery>,
    },
}

/// A table's settings and the sender's menu of them (see [`Front::menu_after`]).
type MenuState = (Option<game::table::Settings>, Option<Screen>);

/// The durable table service with the chat's words and screens on top.
pub struct Front<S: Store> {
    durable: Durable<S>,
    /// The last screen delivered at each place, so that an unchanged screen is not sent again.
    shown: HashMap<Place, Screen>,
    /// The count the next owed message takes (see [`Owed`]).
    next_owed: u64,
    /// This process's tag in the owed numbers (see [`owed::tag_of`]).
    owed_tag: u16,
    /// Each user's budget of commands and presses.
    flood: FloodGuard,
    /// Each chat's and asker's budget of public answers (see [`chat_budget`]).
    answers: chat_budget::ChatBudget,
    /// The input being handled only asks to be told something: its answers are owed nothing.
    informational: bool,
    /// Every answer to a user is his alone (Discord's ephemeral answers): his app's language
    /// comes before the chat's, and in a shared chat he may choose his own language.
    personal_answers: bool,
    /// The current input's span names its table already (a field is recorded once).
    table_logged: bool,
    /// The current input went to the service under its key (staged or parked), which keeps
    /// it as handled; else [`Front::unless_redelivered`] stores the key.
    key_taken: bool,
    /// A chat whose holder is gone is taken over only with an input this process received,
    /// not by its clock (Discord with shards: only the processes running a guild's shard
    /// receive its interactions, so only they should serve the guild's channels).
    takes_over_own_inputs_only: bool,
    /// How many inputs this process parked for another (an inbox entry handled under a lease
    /// that was lost meanwhile is parked again, and must stay).
    parked: u64,
    /// Sharing the store: when the inbox was last looked at (see [`INBOX_POLL_MS`]).
    inbox_looked: Option<Millis>,
    /// Each chat's last league export, for their limit.
    exports: export::Exports,
    /// What the parked inputs handled showed, not yet handed out: their entries are gone from
    /// the store, so a tick that fails after handling them hands them out at the next one.
    drained: Vec<Delivery>,
    /// The computers' moves asked of the worker pool, and the players' hints.
    thinking: Thinking,
}

const MESSAGE_REF_PREFIX: &str = "message/";
/// The kind of message reference of turn mentions (after [`MESSAGE_REF_PREFIX`]).
const MENTION: &str = "mention/";

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
        let next_owed = owed::next_count(durable.store())?;
        let owed_tag = owed::tag_of(durable.holder());
        Ok(Front {
            durable,
            shown: HashMap::new(),
            next_owed,
            owed_tag,
            flood: FloodGuard::new(),
            answers: chat_budget::ChatBudget::new(),
            informational: false,
            personal_answers: false,
            table_logged: false,
            key_taken: false,
            takes_over_own_inputs_only: false,
            parked: 0,
            inbox_looked: None,
            exports: export::Exports::default(),
            drained: Vec::new(),
            thinking: Thinking::default(),
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

    /// Counts a user's input against his budget: `None` to handle it, else what to answer
    /// instead (once a word to slow down, then nothing).
    fn over_budget(&mut self, from: &From, kind: Kind, now: Millis) -> Option<Vec<Delivery>> {
        match self.flood.check(&from.user, kind, now) {
            Verdict::Handle => None,
            Verdict::WarnAndDrop => Some(vec![Delivery::Whisper {
                user: from.user.clone(),
                text: text(self.lang(from), &Msg::SlowDown),
            }]),
            Verdict::Drop => Some(Vec::new()),
        }
    }

    /// Retires the tables that ended before `before` (see [`Durable::retire`]): out of the
    /// service and the live key space, with the message ids kept for them and what was last
    /// shown of them.
    pub fn retire(&mut self, before: Millis) -> Result<Vec<TableId>, HostError> {
        let store_refs = |store: &S, ended: &[TableId]| -> Result<Vec<Write>, HostError> {
            let mut writes = Vec::new();
            for (key, _) in store.scan(Space::Meta, MESSAGE_REF_PREFIX.as_bytes())? {
                let table = std::str::from_utf8(&key)
                    .ok()
                    .and_then(|k| k.rsplit_once('/'))
                    .and_then(|(_, id)| id.parse::<TableId>().ok());
                if table.is_some_and(|id| ended.contains(&id)) {
                    writes.push(Write::delete(Space::Meta, key));
                }
            }
            Ok(writes)
        };
        let ended = self.durable.retire(before, store_refs)?;
        self.thinking.forget_tables(&ended);
        self.shown.retain(|place, _| {
            let table = match place {
                Place::Table { table, .. }
                | Place::Hand { table, .. }
                | Place::Mention { table, .. } => table,
            };
            !ended.contains(table)
        });
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

    /// Handles inputs that arrived together with one flush (group commit, see
    /// [`crate::durable`]): `work` calls [`Front::command`], [`Front::press`] or
    /// [`Front::tick`] for each, and what it returns (their deliveries) may be shown only once
    /// this returns `Ok`, when every one of them is durable. On `Err` none may be shown.
    pub fn group<T>(&mut self, work: impl FnOnce(&mut Self) -> T) -> Result<T, HostError> {
        self.durable.begin_group();
        let answer = work(self);
        match self.durable.end_group() {
            Ok(()) => Ok(answer),
            Err(err) => {
                // Nothing of the group is shown: forget what was drawn for it.
                self.shown.clear();
                Err(err)
            }
        }
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
            self.shown.clear();
        }
        answer
    }

    /// Answers a message typed in a chat; a message that is no command of ours gets nothing.
    /// `key` is the platform's id of the update, so that a redelivered one changes nothing.
    pub fn command(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        typed: &str,
        bot_username: Option<&str>,
    ) -> Result<Vec<Delivery>, HostError> {
        let Some(parsed) = command::parse(typed, bot_username) else {
            return Ok(Vec::new());
        };
        let kind = label::command(&parsed);
        let span = input_span(key, from, kind);
        self.table_logged = false;
        if let Ok(Command::Join { table, .. }) = &parsed {
            self.log_table(&span, *table);
        }
        let result = span.in_scope(|| self.command_parsed(key, now, from, parsed));
        span.in_scope(|| handled(kind, &result));
        result
    }

    /// [`Front::command`] once the text is read as one of our commands.
    fn command_parsed(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        parsed: Result<Command, game::table::command::CommandError>,
    ) -> Result<Vec<Delivery>, HostError> {
        // In a group, a command that is none of ours is another bot's: not a word.
        if !from.private && matches!(parsed, Err(command::CommandError::Unknown(_))) {
            return Ok(Vec::new());
        }
        if let Some(instead) = self.over_budget(from, Kind::Command, now) {
            return Ok(instead);
        }
        self.key_taken = false;
        let informational = matches!(&parsed, Ok(c) if chat_budget::informational(c));
        self.informational = informational;
        let answer = self.command_answer(key, now, from, parsed);
        self.informational = false;
        let answer = self.unless_redelivered(key, now, answer?)?;
        Ok(self.within_budget(from, informational, true, answer, now))
    }

    /// The answer to a command within its sender's budget.
    fn command_answer(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        parsed: Result<Command, game::table::command::CommandError>,
    ) -> Result<Vec<Delivery>, HostError> {
        let lang = self.lang(from);
        let command = match parsed {
            Ok(command) => command,
            Err(error) => return Ok(vec![self.alert(from, command_error_text(lang, &error))]),
        };
        let say = |words: String| {
            Ok(vec![Delivery::Say {
                chat: from.chat.clone(),
                text: words,
                rows: Vec::new(),
                owed: None,
            }])
        };
        let action = match command {
            Command::Open(settings) => Action::Open { settings },
            Command::Tables => Action::List { skip: 0 },
            Command::Join { table, seat } => Action::Join { table, seat },
            Command::Leave(table) => match table
                .or_else(|| self.own_table(from, false))
                .or_else(|| self.asked_table(from))
            {
                Some(table) if self.leaving_a_game(from, table) => {
                    return Ok(vec![self.confirm_leave(from, table, lang)]);
                }
                Some(table) => Action::Leave { table },
                None => return Ok(vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))]),
            },
            Command::Away(table) => match table.or_else(|| self.own_table(from, false)) {
                Some(table) => Action::Away { table },
                None => return Ok(vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))]),
            },
            Command::Back(table) => match table.or_else(|| self.own_table(from, false)) {
                Some(table) => Action::TakeSeatBack { table },
                None => return Ok(vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))]),
            },
            Command::Rematch(table) => match table.or_else(|| self.own_table(from, true)) {
                Some(table) => Action::Rematch { table },
                None => {
                    let words = match self.own_table(from, false) {
                        Some(id) if self.gathering(id) => Msg::DenyRematchNotStarted { id },
                        Some(id) => Msg::DenyGameStillRunning { id },
                        None => Msg::DenyNotAtTable,
                    };
                    return Ok(vec![self.alert(from, text(lang, &words))]);
                }
            },
            Command::Balance => {
                let answer = self.act(key, now, from, Action::Balance)?;
                return Ok(self.personal_answer(from, &Action::Balance, answer));
            }
            Command::Top => Action::Top,
            Command::League(league) => Action::League {
                request: league.request(from.admin, from.handle.clone()),
            },
            Command::Lang(Some(chosen)) => return self.choose_language(key, now, from, chosen),
            Command::Lang(None) if self.language_refused(from) => {
                return Ok(vec![
                    self.alert(from, text(lang, &Msg::DenyLanguageAdminsOnly)),
                ]);
            }
            Command::Lang(None) => {
                let rows = vec![
                    Lang::ALL
                        .into_iter()
                        .map(|lang| Button::press(lang.native_name(), &Press::ChatLang { lang }))
                        .collect(),
                ];
                return Ok(vec![Delivery::Say {
                    chat: from.chat.clone(),
                    text: text(lang, &Msg::ChooseLanguage),
                    rows,
                    owed: None,
                }]);
            }
            Command::Rules(game) => return say(text(lang, &Msg::Rules(game))),
            Command::Help => {
                return Ok(vec![Delivery::Answer {
                    user: from.user.clone(),
                    chat: from.chat.clone(),
                    text: text(lang, &Msg::Help),
                }]);
            }
            Command::LeagueHelp => {
                return Ok(vec![Delivery::Answer {
                    user: from.user.clone(),
                    chat: from.chat.clone(),
                    text: league_help_text(lang),
                }]);
            }
            Command::Settings(table) => {
                return Ok(match table.or_else(|| self.own_table(from, false)) {
                    Some(table) => vec![self.settings_menu(from, table, lang)],
                    None => vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))],
                });
            }
            Command::Bid { level, strain } => match self.auction_waiting_for(from) {
                Some((table, turn)) => Action::Move {
                    table,
                    turn,
                    code: format!("{level}{strain}"),
                },
                None => return Ok(vec![self.alert(from, text(lang, &Msg::DenyNoAuction))]),
            },
            Command::Start(table) => {
                return match table.and_then(|table| self.own_hand(from, table, now)) {
                    Some(hand) => Ok(vec![hand]),
                    // "Get my cards" before the game begins: they come here once it does.
                    None => match table.filter(|&id| self.seated_before_start(from, id)) {
                        Some(id) => say(text(lang, &Msg::HandComing { id })),
                        None => say(text(lang, &Msg::Help)),
                    },
                };
            }
        };
        self.act(key, now, from, action)
    }

    /// Answers a button press. `data` is the button's data, untrusted.
    pub fn press(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        data: &str,
    ) -> Result<Vec<Delivery>, HostError> {
        let press = Press::decode(data);
        let kind = label::press(press.as_ref());
        let span = input_span(key, from, kind);
        self.table_logged = false;
        if let Some(table) = press.as_ref().and_then(label::press_table) {
            self.log_table(&span, table);
        }
        if let Some(Press::Move { code, turn, .. }) = &press {
            // A move's code is public once played; a refused one shows nobody's hand either.
            span.in_scope(|| tracing::debug!(code = %code, turn, "move"));
        }
        let result = span.in_scope(|| self.press_decoded(key, now, from, press));
        span.in_scope(|| handled(kind, &result));
        result
    }

    /// [`Front::press`] once the button's data is decoded (`None`: unreadable).
    fn press_decoded(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        press: Option<Press>,
    ) -> Result<Vec<Delivery>, HostError> {
        if let Some(instead) = self.over_budget(from, Kind::Press, now) {
            return Ok(instead);
        }
        self.key_taken = false;
        let informational = press.as_ref().is_some_and(chat_budget::informational_press);
        self.informational = informational;
        let answer = self.press_answer(key, now, from, press);
        self.informational = false;
        let answer = self.unless_redelivered(key, now, answer?)?;
        Ok(self.within_budget(from, informational, false, answer, now))
    }

    /// The answer to a button press within its sender's budget.
    fn press_answer(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        press: Option<Press>,
    ) -> Result<Vec<Delivery>, HostError> {
        let lang = self.lang(from);
        let press = match press {
            Some(press) => press,
            None => return Ok(vec![self.alert(from, text(lang, &Msg::DenyUnknownButton))]),
        };
        match press {
            Press::Inert => Ok(Vec::new()),
            Press::Leave { table } if self.leaving_a_game(from, table) => {
                Ok(vec![self.confirm_leave(from, table, lang)])
            }
            Press::Page {
                table,
                turn,
                from: first,
            } => {
                let current = self.durable.service().tables.get(&table).map(|t| t.turn);
                if current != Some(turn) {
                    return Ok(vec![self.alert(from, text(lang, &Msg::DenyStaleButton))]);
                }
                Ok(match self.hand_page(table, &from.user, now, Some(first)) {
                    Some(screen) => vec![Delivery::Hand {
                        user: from.user.clone(),
                        table,
                        screen,
                        asked: false,
                    }],
                    None => vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))],
                })
            }
            Press::ShowHand { table } => {
                Ok(vec![self.own_hand(from, table, now).unwrap_or_else(|| {
                    self.alert(from, text(lang, &Msg::DenyNotAtTable))
                })])
            }
            Press::Settings { table } => Ok(vec![self.settings_menu(from, table, lang)]),
            Press::Configure { table, change } => {
                let before = self.menu_state(from, table, lang);
                let mut answer = self.act(key, now, from, Action::Configure { table, change })?;
                answer.extend(self.menu_after(from, table, lang, before));
                Ok(answer)
            }
            Press::Hint { table, turn } => Ok(self.hint(from, table, turn, lang, now)),
            Press::LeagueAccept { league, invite } => {
                let request = game::table::LeagueAction::Accept {
                    league,
                    invite,
                    handle: from.handle.clone(),
                };
                self.act(key, now, from, Action::League { request })
            }
            Press::ChatLang { lang } => self.choose_language(key, now, from, lang),
            press => match press.action() {
                Some(action) => self.act(key, now, from, action),
                None => Ok(Vec::new()),
            },
        }
    }

    /// Takes in what the computers thought (their moves whose pace has passed, fed to the
    /// service; hints, shown in their players' hands), then fires the clocks due at `now`.
    pub fn tick(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        for chat in self.durable.keep_leases(now)? {
            tracing::warn!(chat = %chat.0, "the chat's lease was taken over");
            self.shown.clear();
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
        self.shown
            .retain(|place, _| !matches!(place, Place::Table { chat, .. } if chat == from));
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

    /// What the chats this process just took over need first: the messages their former
    /// holder owed them, then their live tables and hands drawn again (what the former holder
    /// showed last may be out of date, or never sent); the computers whose turn it is there
    /// are asked.
    fn take_over_acquired(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        let acquired = self.durable.take_acquired();
        if acquired.is_empty() {
            return Ok(Vec::new());
        }
        // What this process owes them from now on comes after what their former holder did.
        self.next_owed = self.next_owed.max(owed::next_count(self.durable.store())?);
        let mut deliveries: Vec<Delivery> = owed::load(self.durable.store())?
            .into_iter()
            .filter(|o| o.chat.as_ref().is_some_and(|chat| acquired.contains(chat)))
            .map(|o| o.delivery)
            .collect();
        let live = self.live_tables();
        for (chat, table) in &live {
            if acquired.contains(chat) {
                tracing::info!(chat = %chat.0, table, "taken over: drawn again");
                deliveries.extend(self.redraw(*table, now));
            }
        }
        // A chat whose game ended under its former holder, which may have died before drawing
        // the end (the result, the Rematch button): its newest table is drawn again too.
        for chat in &acquired {
            if live.iter().any(|(c, _)| c == chat) {
                continue;
            }
            let newest = self
                .durable
                .service()
                .tables
                .values()
                .filter(|t| &t.chat == chat)
                .max_by_key(|t| t.id)
                .map(|t| t.id);
            if let Some(table) = newest {
                tracing::info!(chat = %chat.0, table, "taken over: its last table drawn again");
                deliveries.extend(self.redraw(table, now));
            }
        }
        self.ask_pending_computers();
        Ok(deliveries)
    }

    /// An owed message reached its chat (or can never reach it): forget it, durably.
    pub fn settle(&mut self, owed: Owed) -> Result<(), HostError> {
        self.durable
            .store()
            .commit(Commit::unkeyed(vec![owed::settled(owed)]))?;
        Ok(())
    }

    /// The table's message as its chat sees it now.
    pub fn table_screen(&self, table: TableId, now: Millis) -> Option<Screen> {
        let service = self.durable.service();
        let chat = &service.tables.get(&table)?.chat;
        let lang = service.lang_for(None, Some(chat));
        screen::table_screen(service, table, lang, now)
    }

    /// A player's hand as he sees it now, with the hint he asked for at this turn.
    pub fn hand_screen(&self, table: TableId, user: &UserId, now: Millis) -> Option<Screen> {
        self.hand_page(table, user, now, None)
    }

    /// [`Front::hand_screen`] with the page of his moves from `from` on (an auction's
    /// "Higher…", a big Durak hand's "More moves ▸"): every hand a player sees, pushed or
    /// asked for, is drawn here.
    fn hand_page(
        &self,
        table: TableId,
        user: &UserId,
        now: Millis,
        from: Option<u16>,
    ) -> Option<Screen> {
        let service = self.durable.service();
        let lang = self.hand_lang(table, user);
        let mut screen = screen::hand_screen_page(service, table, user, lang, now, from)?;
        if let Some(line) = self.hint_line(table, user, lang) {
            screen.text.push('\n');
            screen.text.push_str(&line);
        }
        Some(screen)
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
        let mover = self.durable.service().tables.get(&table).and_then(|t| {
            let seat = t.engine.as_ref()?.to_act()?;
            let seat = t.seats.get(usize::from(seat))?;
            (t.status == Status::Playing && !seat.played_by_computer())
                .then(|| seat.user.clone())
                .flatten()
        });
        if let Some(user) = mover {
            outputs.push(Output::YourTurn { table, user });
        }
        self.deliveries(outputs, now, None)
    }

    /// Forgets what was last shown at a place (its delivery failed), so that the next
    /// change delivers it again.
    pub fn forget(&mut self, place: &Place) {
        self.shown.remove(place);
    }

    /// The platform's id of the message at `place`, remembered across restarts.
    pub fn message_ref(&self, place: &Place) -> Result<Option<String>, HostError> {
        let stored = self
            .durable
            .store()
            .get(Space::Meta, message_key(place).as_bytes())?;
        Ok(stored.map(|bytes| String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// Every stored turn mention: its place and the platform's message id (a restart deletes
    /// those of tables no longer waiting for their player).
    pub fn stored_mentions(&self) -> Result<Vec<(Place, String)>, HostError> {
        let prefix = format!("{MESSAGE_REF_PREFIX}{MENTION}");
        let mut out = Vec::new();
        for (key, value) in self.durable.store().scan(Space::Meta, prefix.as_bytes())? {
            let key = String::from_utf8_lossy(&key);
            let Some((chat, table)) = key
                .strip_prefix(prefix.as_str())
                .and_then(|rest| rest.rsplit_once('/'))
            else {
                continue;
            };
            let (Ok(table), false) = (table.parse(), value.is_empty()) else {
                continue;
            };
            let place = Place::Mention {
                chat: ChatId(chat.to_string()),
                table,
            };
            out.push((place, String::from_utf8_lossy(&value).into_owned()));
        }
        Ok(out)
    }

    /// Remembers the platform's id of the message at `place`.
    pub fn set_message_ref(&mut self, place: &Place, id: &str) -> Result<(), HostError> {
        let write = Write::put(Space::Meta, message_key(place), id.as_bytes().to_vec());
        self.durable.store().commit(Commit::unkeyed(vec![write]))?;
        Ok(())
    }

    /// Remembers the platform's ids of the messages at several places, in one commit (an empty
    /// id forgets one).
    pub fn set_message_refs(&mut self, refs: &[(Place, String)]) -> Result<(), HostError> {
        let writes = refs
            .iter()
            .map(|(place, id)| Write::put(Space::Meta, message_key(place), id.as_bytes().to_vec()))
            .collect();
        self.durable.store().commit(Commit::unkeyed(writes))?;
        Ok(())
    }

    fn act(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        action: Action,
    ) -> Result<Vec<Delivery>, HostError> {
        self.key_taken = true;
        let input = Input {
            now,
            chat: from.chat.clone(),
            user: from.user.clone(),
            name: from.name.clone(),
            locale: from.lang.clone(),
            action,
        };
        let mut attempt = 0;
        loop {
            let staged = match self.durable.stage(key, input.clone()) {
                Ok(Some(staged)) => staged,
                Ok(None) => {
                    tracing::info!("seen before: nothing to do");
                    return Ok(Vec::new());
                }
                Err(HostError::Elsewhere { chat, holder }) => {
                    tracing::info!(chat = %chat.0, %holder, "another process serves the chat: parked");
                    return self.park(key, &input, from);
                }
                Err(err) => return Err(err),
            };
            if let Some(table) = staged.tables().next() {
                self.log_table(&tracing::Span::current(), table);
            }
            // A user's input is stored as handled even when refused: a redelivery is not
            // weighed again. (A computer's move refused stays unstored: the seat may be a
            // computer's again at the same turn, and its move asked again under this key.)
            match self.commit_owing(staged.remembered(), Some(from), now) {
                // A shared record (a user's chips, a counter) changed under it: the service
                // was read back; handle the input again on the fresh records.
                Err(err) if err.is_conflict() && attempt < CONFLICT_RETRIES => {
                    attempt += 1;
                    self.next_owed = self.next_owed.max(owed::next_count(self.durable.store())?);
                }
                // Another process took the chat over: nothing was written, nothing is shown
                // here; the input waits for the new holder.
                Err(err) if err.is_fenced() => {
                    tracing::warn!("the chat's lease was taken over: the input is parked");
                    self.shown.clear();
                    return self.park(key, &input, from);
                }
                Ok(shown) => {
                    // What the chat's former holder owed it goes first.
                    return Ok([self.take_over_acquired(now)?, shown].concat());
                }
                answer => return answer,
            }
        }
    }

    /// Parks `input` for the process holding its chat (see [`inbox`]), with the handle that
    /// lets that process answer it; shows nothing here.
    /// An answer given without the service (a refusal, a question answered) is kept as
    /// handled under the input's key all the same: redelivered after a crash, the input is
    /// not weighed again on a state that has moved on (a `/bid` refused out of turn would
    /// now be a bid, a `/join` refused at a full table a seat), and says nothing again. A
    /// key the store cannot take leaves the answer as it is (it was right when given).
    fn unless_redelivered(
        &mut self,
        key: &str,
        now: Millis,
        answer: Vec<Delivery>,
    ) -> Result<Vec<Delivery>, HostError> {
        if self.key_taken {
            return Ok(answer);
        }
        match self.durable.remember(key, now) {
            Ok(true) => Ok(answer),
            Ok(false) => {
                tracing::info!("seen before: nothing to say");
                Ok(Vec::new())
            }
            Err(err) if err.unwritten() => {
                tracing::warn!("an answer's key was not stored: {err}");
                Ok(answer)
            }
            Err(err) => Err(err),
        }
    }

    fn park(&mut self, key: &str, input: &Input, from: &From) -> Result<Vec<Delivery>, HostError> {
        let by = self.durable.holder().unwrap_or_default();
        let park = Commit::unkeyed(vec![inbox::park(key, input, by, from)?]);
        self.durable.store().commit(park)?;
        self.parked += 1;
        Ok(vec![Delivery::Parked])
    }

    /// Handles the inputs other processes parked for the chats this one serves, or whose
    /// holder is gone (this one takes them over), each once under its own key; an input for
    /// a chat another live process holds stays for it. What they show is kept in
    /// [`Front::drained`] as each entry leaves the store. One entry's failure is logged and
    /// the others go on (it stays for the next tick), as do the tick's clocks.
    fn drain_inbox(&mut self, now: Millis) {
        let Some(held) = self.durable.held_chats() else {
            return;
        };
        let me = self.durable.holder().unwrap_or_default().to_string();
        for parked in inbox::load(self.durable.store()) {
            let input = &parked.input;
            if self.takes_over_own_inputs_only && parked.by != me && !held.contains(&input.chat) {
                continue;
            }
            // The lease is asked at this tick's time, not the input's: its holder may have
            // died since it was parked. Another live process's chat: the input stays for it.
            if let Err(err) = self.durable.hold_for(input, now) {
                inbox::unhandled(&parked, &err);
                continue;
            }
            let from = From {
                chat: input.chat.clone(),
                user: input.user.clone(),
                name: input.name.clone(),
                lang: input.locale.clone(),
                private: parked.private,
                admin: false,
                handle: None,
                reply: parked.reply.clone(),
            };
            let parked_before = self.parked;
            // A setting pressed in a menu: the menu is edited as when the press comes here.
            let configured = match input.action {
                Action::Configure { table, .. } => {
                    let lang = self.lang(&from);
                    Some((table, lang, self.menu_state(&from, table, lang)))
                }
                _ => None,
            };
            match self.act(&parked.key, input.now, &from, input.action.clone()) {
                // The chat was taken over meanwhile: the input was parked again for its new
                // holder, under the same entry, which stays.
                Ok(_) if self.parked != parked_before => continue,
                Ok(mut shown) => {
                    if let Some((table, lang, before)) = configured {
                        shown.extend(self.menu_after(&from, table, lang, before));
                    }
                    let shown = self.personal_answer(&from, &input.action, shown);
                    let shown = language_note(&from, &input.action, shown);
                    match &parked.reply {
                        Some(reply) => self.drained.push(Delivery::Relayed {
                            user: input.user.clone(),
                            reply: reply.clone(),
                            deliveries: shown,
                        }),
                        None => self.drained.extend(shown),
                    }
                }
                Err(err) => {
                    inbox::unhandled(&parked, &err);
                    continue;
                }
            }
            inbox::handled(self.durable.store(), &parked);
        }
    }

    /// Names the input's table in its span, once.
    fn log_table(&mut self, span: &tracing::Span, table: TableId) {
        if !self.table_logged {
            span.record("table", table);
            self.table_logged = true;
        }
    }

    /// Words what a staged input shows and commits it together with the messages its state
    /// change owes the chats (all but the answers to its sender himself, which are worth
    /// nothing once his button or command is gone). `from`: who sent the input, and where
    /// (`None` for the clocks and the computers).
    fn commit_owing(
        &mut self,
        staged: Staged,
        from: Option<&From>,
        now: Millis,
    ) -> Result<Vec<Delivery>, HostError> {
        let sender = from.map(|from| &from.user);
        let cause = from.map(|from| &from.chat);
        let mut deliveries = self.deliveries(staged.outputs().to_vec(), now, from);
        let mut writes = Vec::new();
        let mut fresh = Vec::new();
        // What an informational input shows is an answer, owed nothing (a new user's grant
        // changes the state, not what his `/tables` is).
        if staged.changed() && !self.informational {
            for delivery in &mut deliveries {
                let slot = match delivery {
                    Delivery::Say { owed, .. } => owed,
                    Delivery::Alert { user, owed, .. } if Some(&*user) != sender => owed,
                    _ => continue,
                };
                let number = Owed::new(self.next_owed, self.owed_tag);
                self.next_owed += 1;
                *slot = Some(number);
                if let Some(write) = owed::write(number, delivery, cause) {
                    writes.push(write);
                    fresh.push(owed::key_of(number));
                }
            }
        }
        match self.durable.commit_fresh(staged, writes, fresh) {
            Ok(outputs) if outputs.is_empty() && !deliveries.is_empty() => {
                // The same input was committed before (a redelivery): it owes nothing new.
                self.shown.clear();
                Ok(Vec::new())
            }
            Ok(outputs) => {
                // Stored: now the computers to move may be asked.
                self.ask_computers(&outputs);
                Ok(deliveries)
            }
            Err(err) => {
                // Nothing was stored: what was drawn for it was never shown.
                self.shown.clear();
                Err(err)
            }
        }
    }

    /// The reader's language: his own choice, else the chat's, else his app's, else English
    /// (where answers are his alone, his app's before the chat's).
    fn lang(&self, from: &From) -> Lang {
        self.lang_by(&from.user, Some(&from.chat), from.lang.as_deref())
    }

    /// [`Front::lang`] for word to `user` alone about what happens in `chat` (his hand, his
    /// turn, a refusal), his app's language as last seen.
    fn user_lang(&self, user: &UserId, chat: Option<&ChatId>) -> Lang {
        let service = self.durable.service();
        let app = service.users.get(user).and_then(|u| u.locale.as_deref());
        self.lang_by(user, chat, app)
    }

    /// The language of `user`'s hand at `table`: [`Front::user_lang`] in the table's chat.
    fn hand_lang(&self, table: TableId, user: &UserId) -> Lang {
        let chat = self.durable.service().tables.get(&table).map(|t| &t.chat);
        self.user_lang(user, chat)
    }

    /// The language chosen in [`Front::lang`]'s order from `user`'s own, `chat`'s and `app`.
    fn lang_by(&self, user: &UserId, chat: Option<&ChatId>, app: Option<&str>) -> Lang {
        let service = self.durable.service();
        let own = service.users.get(user).and_then(|u| u.lang.as_deref());
        let chat = chat
            .and_then(|chat| service.chats.get(chat))
            .and_then(|c| c.lang.as_deref());
        let chosen = if self.personal_answers {
            own.or(app).or(chat)
        } else {
            own.or(chat).or(app)
        };
        chosen.and_then(Lang::from_code).unwrap_or_default()
    }

    /// True when this user may not choose a language here: a group's is changed by its
    /// administrators only, and where answers are seen by the whole chat one's own is chosen
    /// in private.
    fn language_refused(&self, from: &From) -> bool {
        !from.private && !from.admin && !self.personal_answers
    }

    /// A language chosen: in private his own; in a group the group's, by its administrators;
    /// by anyone else his own where answers are his alone (said so), else refused.
    fn choose_language(
        &mut self,
        key: &str,
        now: Millis,
        from: &From,
        chosen: Lang,
    ) -> Result<Vec<Delivery>, HostError> {
        if self.language_refused(from) {
            let lang = self.lang(from);
            return Ok(vec![
                self.alert(from, text(lang, &Msg::DenyLanguageAdminsOnly)),
            ]);
        }
        let action = language_action(from, chosen);
        let answer = self.act(key, now, from, action.clone())?;
        Ok(language_note(from, &action, answer))
    }

    /// The Blot auction in this chat (any chat, typed in private) waiting for this user's
    /// call: its table and turn counter.
    fn auction_waiting_for(&self, from: &From) -> Option<(TableId, u64)> {
        let service = self.durable.service();
        service.tables.values().rev().find_map(|t| {
            let here = from.private || t.chat == from.chat;
            let engine = t.engine.as_ref()?;
            let seat = t.seat_of(&from.user)?;
            let auction =
                matches!(engine.view(Some(seat)), GameView::Blot(ref b) if b.phase == "auction");
            (here && t.status == Status::Playing && engine.to_act() == Some(seat) && auction)
                .then_some((t.id, t.turn))
        })
    }

    /// True when the user would leave a running game (which asks him to confirm first).
    fn leaving_a_game(&self, from: &From, id: TableId) -> bool {
        self.durable.service().tables.get(&id).is_some_and(|t| {
            t.status == Status::Playing
                && t.seat_of(&from.user)
                    .is_some_and(|seat| !t.seats[usize::from(seat)].away)
        })
    }

    /// Asks the user, privately (its button makes whoever presses it leave), to confirm
    /// leaving a running game, saying what happens to his stake when the table has one, and
    /// at a league table that the game will not count.
    fn confirm_leave(&self, from: &From, table: TableId, lang: Lang) -> Delivery {
        let service = self.durable.service();
        let t = service.tables.get(&table);
        let words = text(
            lang,
            &Msg::LeaveConfirm {
                id: table,
                stake: t.is_some_and(|t| t.settings.stake > 0),
                league: t.is_some_and(|t| t.league.is_some()),
            },
        );
        let rows = vec![vec![Button::press(
            text(lang, &Msg::BtnLeaveGame),
            &Press::LeaveGame { table },
        )]];
        self.private(from, words, rows)
    }

    /// An action's answer as its sender sees it: his chips are his business, so the words to
    /// him alone of `/balance` go to his private chat where the platform allows (whichever
    /// process handles the input, its receiver or, parked, the chat's holder).
    fn personal_answer(
        &self,
        from: &From,
        action: &Action,
        answer: Vec<Delivery>,
    ) -> Vec<Delivery> {
        if !matches!(action, Action::Balance) {
            return answer;
        }
        answer
            .into_iter()
            .map(|delivery| match delivery {
                Delivery::Alert {
                    user,
                    text,
                    owed: None,
                } if user == from.user => self.private(from, text, Vec::new()),
                other => other,
            })
            .collect()
    }

    fn private(&self, from: &From, words: String, rows: Vec<Vec<Button>>) -> Delivery {
        Delivery::Private {
            user: from.user.clone(),
            chat: from.chat.clone(),
            text: words,
            rows,
        }
    }

    fn alert(&self, from: &From, words: String) -> Delivery {
        Delivery::Alert {
            user: from.user.clone(),
            text: words,
            owed: None,
        }
    }

    /// The sender's hand at a table, asked for (a deep link, "Show my hand"); `None` unless he
    /// plays there.
    fn own_hand(&mut self, from: &From, table: TableId, now: Millis) -> Option<Delivery> {
        let screen = self.hand_screen(table, &from.user, now)?;
        let place = Place::Hand {
            user: from.user.clone(),
            table,
        };
        self.shown.insert(place, screen.clone());
        Some(Delivery::Hand {
            user: from.user.clone(),
            table,
            screen,
            asked: true,
        })
    }

    /// Table `table`'s settings and the sender's menu of them, as they are before a setting
    /// pressed is taken (see [`Front::menu_after`]).
    fn menu_state(&self, from: &From, table: TableId, lang: Lang) -> MenuState {
        let settings = self
            .durable
            .service()
            .tables
            .get(&table)
            .map(|t| t.settings.clone());
        (settings, self.settings_screen(from, table, lang).ok())
    }

    /// After a setting pressed in the sender's menu of table `table`: the menu he pressed,
    /// edited in place to show the new settings ([`Delivery::Replace`]); nothing when the
    /// press changed nothing (repeated, stale: the service has answered it), or the words
    /// that it was saved when nothing the menu shows changed (a league table's hints).
    fn menu_after(
        &self,
        from: &From,
        table: TableId,
        lang: Lang,
        before: MenuState,
    ) -> Option<Delivery> {
        let (settings, menu) = self.menu_state(from, table, lang);
        if settings == before.0 {
            return None;
        }
        Some(match menu {
            Some(menu) if Some(&menu) != before.1.as_ref() => Delivery::Replace {
                user: from.user.clone(),
                chat: from.chat.clone(),
                text: menu.text,
                rows: menu.rows,
            },
            _ => self.alert(from, text(lang, &Msg::SettingSaved { id: table })),
        })
    }

    /// A table's settings: with buttons to change them for its creator while it gathers
    /// players, in words for everyone else.
    fn settings_menu(&self, from: &From, id: TableId, lang: Lang) -> Delivery {
        match self.settings_screen(from, id, lang) {
            Ok(menu) => self.private(from, menu.text, menu.rows),
            Err(refusal) => self.alert(from, refusal),
        }
    }

    /// The settings menu of table `id` as the sender sees it now (see
    /// [`Front::settings_menu`]), or why he may not see it.
    fn settings_screen(&self, from: &From, id: TableId, lang: Lang) -> Result<Screen, String> {
        let Some(table) = self.durable.service().tables.get(&id) else {
            return Err(notice_text(lang, &Notice::NoSuchTable { id }));
        };
        if let Err(refusal) = table.reachable_from(&from.chat, &from.user, false) {
            return Err(notice_text(lang, &refusal));
        }
        let gathering = table.status == Status::Gathering;
        if gathering && table.creator != from.user {
            return Err(notice_text(
                lang,
                &Notice::OnlyCreator {
                    name: table.creator_name(),
                },
            ));
        }
        // A league's table never gives hints, whatever its charter's settings say.
        let settings = game::table::Settings {
            hints: table.hints_allowed(),
            ..table.settings.clone()
        };
        Ok(if gathering {
            screen::settings_screen(lang, id, &settings)
        } else {
            Screen {
                text: screen::settings_text(lang, &settings),
                rows: Vec::new(),
            }
        })
    }

    /// True when the sender sits at table `id`, which is still gathering its players.
    fn seated_before_start(&self, from: &From, id: TableId) -> bool {
        self.durable
            .service()
            .tables
            .get(&id)
            .is_some_and(|t| t.status == Status::Gathering && t.seat_of(&from.user).is_some())
    }

    /// True when table `id` is still gathering its players.
    fn gathering(&self, id: TableId) -> bool {
        self.durable
            .service()
            .tables
            .get(&id)
            .is_some_and(|t| t.status == Status::Gathering)
    }

    /// The table in the sender's chat where he asked to join and waits for its creator's
    /// answer (a `/leave` there withdraws the request).
    fn asked_table(&self, from: &From) -> Option<TableId> {
        self.durable
            .service()
            .tables
            .values()
            .rev()
            .filter(|t| t.chat == from.chat && t.status == Status::Gathering)
            .find(|t| t.waiting.iter().any(|(user, _)| *user == from.user))
            .map(|t| t.id)
    }

    /// The table of this chat the user sits at: gathering or playing, or (`finished`) the last
    /// one that ended.
    fn own_table(&self, from: &From, finished: bool) -> Option<TableId> {
        self.durable
            .service()
            .tables
            .values()
            .rev()
            .filter(|t| t.chat == from.chat && t.seat_of(&from.user).is_some())
            .find(|t| match t.status {
                Status::Gathering | Status::Playing => !finished,
                Status::Finished { .. } => finished,
                Status::Cancelled => false,
            })
            .map(|t| t.id)
    }

    /// The deliveries of a change's outputs; `from`: who sent its input, and where (`None` for
    /// the clocks and the computers).
    fn deliveries(
        &mut self,
        outputs: Vec<Output>,
        now: Millis,
        from: Option<&From>,
    ) -> Vec<Delivery> {
        let mut deliveries = Vec::new();
        for output in outputs {
            match output {
                Output::Private { user, notice } => {
                    // A language just chosen is confirmed in that language; the sender's
                    // refusals are in the language of his other answers.
                    let lang = match &notice {
                        Notice::LanguageSet { lang } => Lang::from_code(lang),
                        _ => None,
                    }
                    .unwrap_or_else(|| match from {
                        Some(from) if from.user == user => self.lang(from),
                        _ => self.user_lang(&user, from.map(|from| &from.chat)),
                    });
                    deliveries.push(Delivery::Alert {
                        user,
                        text: notice_text(lang, &notice),
                        owed: None,
                    });
                }
                Output::Chat { chat, notice } => {
                    if !worth_a_message(&notice) {
                        continue;
                    }
                    let lang = self.durable.service().lang_for(None, Some(&chat));
                    let rows = notice_rows(lang, &notice);
                    let words = match &notice {
                        Notice::DealScored { table, .. } => {
                            let details = self.deal_breakdown(*table, lang);
                            game::table::deal_scored_text(lang, &notice, &details)
                        }
                        _ => notice_text(lang, &notice),
                    };
                    deliveries.push(Delivery::Say {
                        chat,
                        text: words,
                        rows,
                        owed: None,
                    });
                }
                Output::Table { table } => self.table_deliveries(table, now, &mut deliveries),
                Output::Standings { league } => self.standings_delivery(league, &mut deliveries),
                // Asked of the worker pool once committed (`ask_computers`), never shown.
                Output::ComputerTurn(_) => {}
                Output::Export { user, chat, export } => {
                    let (service, store) = (self.durable.service(), self.durable.store());
                    let asked = export::Asked { user, chat, now };
                    deliveries.extend(self.exports.answer(service, store, asked, &export));
                }
                Output::YourTurn { table, user } => {
                    let service = self.durable.service();
                    let Some(chat) = service.tables.get(&table).map(|t| t.chat.clone()) else {
                        continue;
                    };
                    let lang = self.user_lang(&user, Some(&chat));
                    deliveries.push(Delivery::YourTurn {
                        text: text(lang, &Msg::YourTurn { id: table }),
                        user,
                        chat,
                        table,
                    });
                }
            }
        }
        deliveries
    }

    /// The table's message and the hands of its seated players, those that changed.
    fn table_deliveries(&mut self, table: TableId, now: Millis, out: &mut Vec<Delivery>) {
        let service = self.durable.service();
        let Some(record) = service.tables.get(&table) else {
            return;
        };
        let chat = record.chat.clone();
        let players: Vec<UserId> = record.seats.iter().filter_map(|s| s.user.clone()).collect();
        let mut fresh = Vec::new();
        if let Some(screen) = self.table_screen(table, now) {
            fresh.push((
                Place::Table {
                    chat: chat.clone(),
                    table,
                },
                screen,
            ));
        }
        for user in players {
            if let Some(screen) = self.hand_screen(table, &user, now) {
                fresh.push((Place::Hand { user, table }, screen));
            }
        }
        for (place, screen) in fresh {
            if self.shown.get(&place) == Some(&screen) {
                continue;
            }
            self.shown.insert(place.clone(), screen.clone());
            out.push(match place {
                Place::Table { chat, table } => Delivery::Table {
                    chat,
                    table,
                    screen,
                },
                Place::Hand { user, table } => Delivery::Hand {
                    user,
                    table,
                    screen,
                    asked: false,
                },
                Place::Mention { .. } => continue,
            });
        }
    }

    /// A league's standings message, kept in place in its chat like a table's message (its
    /// slot is the league's board number), when it changed.
    fn standings_delivery(&mut self, league: game::league::LeagueId, out: &mut Vec<Delivery>) {
        let service = self.durable.service();
        let (Some(record), Some(board)) =
            (service.leagues.get(&league), service.standings_of(league))
        else {
            return;
        };
        let (chat, table) = (record.chat.clone(), record.board);
        let lang = service.lang_for(None, Some(&chat));
        let screen = screen::league::standings_screen(lang, &board);
        let place = Place::Table {
            chat: chat.clone(),
            table,
        };
        if self.shown.get(&place) == Some(&screen) {
            return;
        }
        self.shown.insert(place, screen.clone());
        out.push(Delivery::Table {
            chat,
            table,
            screen,
        });
    }

    /// Each team's points of the deal just scored and the parts they add up from.
    fn deal_breakdown(&self, table: TableId, lang: Lang) -> Vec<String> {
        let service = self.durable.service();
        let Some(view) = service.view(table, None) else {
            return Vec::new();
        };
        let Some(GameView::Blot(blot)) = &view.game else {
            return Vec::new();
        };
        let Some(deal) = &blot.last_deal else {
            return Vec::new();
        };
        game::table::deal_summary_lines(lang, &view, deal)
    }
}

/// A language choice: the user's own in a private chat, the chat's in a group.
fn language_action(from: &From, lang: Lang) -> Action {
    let lang = lang.code().to_string();
    if from.private || !from.admin {
        Action::UserLanguage { lang }
    } else {
        Action::ChatLanguage { lang }
    }
}

/// His own language chosen in a shared chat (not its administrator): the answer to him says
/// that the chat's language is not his to change, in the language he chose.
fn language_note(from: &From, action: &Action, answer: Vec<Delivery>) -> Vec<Delivery> {
    let Action::UserLanguage { lang } = action else {
        return answer;
    };
    if from.private {
        return answer;
    }
    let Some(chosen) = Lang::from_code(lang) else {
        return answer;
    };
    let note = text(chosen, &Msg::OwnLanguageNote);
    answer
        .into_iter()
        .map(|delivery| match delivery {
            Delivery::Alert { user, text, owed } if user == from.user => Delivery::Alert {
                user,
                text: format!("{text}\n{note}"),
                owed,
            },
            other => other,
        })
        .collect()
}

/// Notices that deserve their own message in the chat; the rest (a table opened, a player
/// joined or left) show in the table's message, which is edited in place.
fn worth_a_message(notice: &Notice) -> bool {
    !matches!(
        notice,
        Notice::Opened { .. }
            | Notice::Joined { .. }
            | Notice::Left { .. }
            | Notice::JoinRequested { .. }
    )
}

/// The span one input runs in: its platform (the idempotency key's prefix, `tg` or `dc`),
/// chat, user, key and kind; the table is recorded once known.
fn input_span(key: &str, from: &From, kind: &'static str) -> tracing::Span {
    let platform = key.split_once(':').map_or("", |(platform, _)| platform);
    tracing::info_span!(
        "input",
        platform,
        chat = %from.chat.0,
        user = %from.user.0,
        key,
        kind,
        table = tracing::field::Empty,
    )
}

/// Counts and logs an input once handled (its deliveries by number only: they may hold a hand).
fn handled(kind: &'static str, result: &Result<Vec<Delivery>, HostError>) {
    metrics::input(kind);
    match result {
        Ok(deliveries) => tracing::info!(deliveries = deliveries.len(), "handled"),
        Err(error) => tracing::error!(%error, "not handled"),
    }
}

fn message_key(place: &Place) -> String {
    match place {
        Place::Table { chat, table } => format!("{MESSAGE_REF_PREFIX}table/{}/{table}", chat.0),
        Place::Hand { user, table } => format!("{MESSAGE_REF_PREFIX}hand/{}/{table}", user.0),
        Place::Mention { chat, table } => {
            format!("{MESSAGE_REF_PREFIX}{MENTION}{}/{table}", chat.0)
        }
    }
}
