//! Typed commands: read, weighed against the sender's budget, and answered, most of them by
//! the table service (which table a command means when it names none is the game's to say:
//! `game::table::command::meant`).

use game::i18n::{Lang, Msg, text};
use game::table::command::meant::{About, Asker, auction_meant, table_meant};
use game::table::command::{self, Command};
use game::table::screen::Button;
use game::table::{Action, Millis, Press, Status, TableId, command_error_text, league_help_text};
use storage::Store;

use super::Front;
use super::delivery::{Delivery, From};
use super::flood::Kind;
use super::handle::Answer;
use super::handling::Handling;
use super::span::{handled, input_span};
use super::{chat_budget, label};
use crate::durable::HostError;

impl<S: Store> Front<S> {
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
        let mut input = Handling::new(key, now, from, span.clone());
        if let Ok(Command::Join { table, .. }) = &parsed {
            input.log_table(*table);
        }
        input.informational = matches!(&parsed, Ok(c) if chat_budget::informational(c));
        let result = span.in_scope(|| self.command_parsed(&input, parsed));
        span.in_scope(|| handled(kind, &result));
        result
    }

    /// [`Front::command`] once the text is read as one of our commands.
    fn command_parsed(
        &mut self,
        input: &Handling<'_>,
        parsed: Result<Command, game::table::command::CommandError>,
    ) -> Result<Vec<Delivery>, HostError> {
        // In a group, a command that is none of ours is another bot's: not a word.
        if !input.from.private && matches!(parsed, Err(command::CommandError::Unknown(_))) {
            return Ok(Vec::new());
        }
        self.answer_input(input, Kind::Command, |front| {
            front.command_answer(input, parsed)
        })
    }

    /// The answer to a command within its sender's budget.
    fn command_answer(
        &mut self,
        input: &Handling<'_>,
        parsed: Result<Command, game::table::command::CommandError>,
    ) -> Result<Answer, HostError> {
        let (now, from) = (input.now, input.from);
        let lang = self.lang(from);
        let command = match parsed {
            Ok(command) => command,
            Err(error) => {
                return Ok(Answer::given(vec![
                    self.alert(from, command_error_text(lang, &error)),
                ]));
            }
        };
        let service = self.durable.service();
        let asker = Asker {
            chat: &from.chat,
            user: &from.user,
            private: from.private,
        };
        let refuse = |words: Msg| Ok(Answer::given(vec![self.alert(from, text(lang, &words))]));
        let say = |words: String| {
            Ok(Answer::given(vec![Delivery::Say {
                chat: from.chat.clone(),
                text: words,
                rows: Vec::new(),
                owed: None,
            }]))
        };
        let action = match command {
            Command::Open(settings) => Action::Open { settings },
            Command::Tables => Action::List { skip: 0 },
            Command::Join { table, seat } => Action::Join { table, seat },
            Command::Leave(table) => match table_meant(service, asker, table, About::Leaving) {
                Ok(table) if self.leaving_a_game(from, table) => {
                    return Ok(Answer::given(vec![self.confirm_leave(from, table, lang)]));
                }
                Ok(table) => Action::Leave { table },
                Err(words) => return refuse(words),
            },
            Command::Away(table) => match table_meant(service, asker, table, About::Seat) {
                Ok(table) => Action::Away { table },
                Err(words) => return refuse(words),
            },
            Command::Back(table) => match table_meant(service, asker, table, About::Seat) {
                Ok(table) => Action::TakeSeatBack { table },
                Err(words) => return refuse(words),
            },
            Command::Rematch(table) => match table_meant(service, asker, table, About::Rematch) {
                Ok(table) => Action::Rematch { table },
                Err(words) => return refuse(words),
            },
            Command::Balance => {
                let answer = self.act(input, Action::Balance)?;
                return Ok(answer.map(|shown| self.personal_answer(from, &Action::Balance, shown)));
            }
            Command::Top => Action::Top,
            Command::League(league) => Action::League {
                request: league.request(from.admin, from.handle.clone()),
            },
            Command::Lang(Some(chosen)) => return self.choose_language(input, chosen),
            Command::Lang(None) if self.language_refused(from) => {
                return Ok(Answer::given(vec![
                    self.alert(from, text(lang, &Msg::DenyLanguageAdminsOnly)),
                ]));
            }
            Command::Lang(None) => {
                let rows = vec![
                    Lang::ALL
                        .into_iter()
                        .map(|lang| Button::press(lang.native_name(), &Press::ChatLang { lang }))
                        .collect(),
                ];
                return Ok(Answer::given(vec![Delivery::Say {
                    chat: from.chat.clone(),
                    text: text(lang, &Msg::ChooseLanguage),
                    rows,
                    owed: None,
                }]));
            }
            Command::Rules(game) => return say(text(lang, &Msg::Rules(game))),
            Command::Help => {
                return Ok(Answer::given(vec![Delivery::Answer {
                    user: from.user.clone(),
                    chat: from.chat.clone(),
                    text: text(lang, &Msg::Help),
                }]));
            }
            Command::LeagueHelp => {
                return Ok(Answer::given(vec![Delivery::Answer {
                    user: from.user.clone(),
                    chat: from.chat.clone(),
                    text: league_help_text(lang),
                }]));
            }
            Command::Settings(table) => {
                return match table_meant(service, asker, table, About::Seat) {
                    Ok(table) => Ok(Answer::given(vec![self.settings_menu(from, table, lang)])),
                    Err(words) => refuse(words),
                };
            }
            Command::Bid { level, strain } => match auction_meant(service, asker) {
                Ok((table, turn)) => Action::Move {
                    table,
                    turn,
                    code: format!("{level}{strain}"),
                },
                Err(words) => return refuse(words),
            },
            Command::Start(table) => {
                return match table.and_then(|table| self.own_hand(from, table, now)) {
                    Some(hand) => Ok(Answer::given(vec![hand])),
                    // "Get my cards" before the game begins: they come here once it does.
                    None => match table.filter(|&id| self.seated_before_start(from, id)) {
                        Some(id) => say(text(lang, &Msg::HandComing { id })),
                        None => say(text(lang, &Msg::Help)),
                    },
                };
            }
        };
        self.act(input, action)
    }

    /// True when the sender sits at table `id`, which is still gathering its players.
    pub(super) fn seated_before_start(&self, from: &From, id: TableId) -> bool {
        self.durable
            .service()
            .tables
            .get(&id)
            .is_some_and(|t| t.status == Status::Gathering && t.seat_of(&from.user).is_some())
    }
}
