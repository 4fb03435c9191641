//! Button presses: decoded (the data is untrusted), weighed against the sender's budget, and
//! answered; leaving a running game asks to confirm first.

use game::i18n::{Lang, Msg, text};
use game::table::screen::Button;
use game::table::{Action, Millis, Press, Status, TableId};
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
        let mut input = Handling::new(key, now, from, span.clone());
        if let Some(table) = press.as_ref().and_then(label::press_table) {
            input.log_table(table);
        }
        input.informational = press.as_ref().is_some_and(chat_budget::informational_press);
        if let Some(Press::Move { code, turn, .. }) = &press {
            // A move's code is public once played; a refused one shows nobody's hand either.
            span.in_scope(|| tracing::debug!(code = %code, turn, "move"));
        }
        let result = span.in_scope(|| {
            self.answer_input(&input, Kind::Press, |front| {
                front.press_answer(&input, press)
            })
        });
        span.in_scope(|| handled(kind, &result));
        result
    }

    /// The answer to a button press within its sender's budget (`None`: unreadable). A press
    /// answered from its table's state ([`reads_table`]) is parked for the process holding
    /// the table's chat, when another live one does.
    pub(super) fn press_answer(
        &mut self,
        input: &Handling<'_>,
        press: Option<Press>,
    ) -> Result<Answer, HostError> {
        let (now, from) = (input.now, input.from);
        let lang = self.lang(from);
        let press = match press {
            Some(press) => press,
            None => {
                return Ok(Answer::given(vec![
                    self.alert(from, text(lang, &Msg::DenyUnknownButton)),
                ]));
            }
        };
        let Some(table) = reads_table(&press) else {
            return self.press_answered(input, press, lang);
        };
        match self.durable.hold_table(table, &from.chat, now) {
            Err(HostError::Elsewhere { chat, holder }) => {
                tracing::info!(chat = %chat.0, %holder, "another process serves the table: parked");
                return self.park_press(input, &press);
            }
            Err(err) => return Err(err),
            Ok(()) => {}
        }
        // What the chat's former holder owed it goes first.
        let first = self.take_over_acquired(now)?;
        let answer = self.press_answered(input, press, lang)?;
        Ok(answer.map(|shown| [first, shown].concat()))
    }

    /// [`Front::press_answer`] once the press is read and its table's chat held (or needs
    /// none).
    fn press_answered(
        &mut self,
        input: &Handling<'_>,
        press: Press,
        lang: Lang,
    ) -> Result<Answer, HostError> {
        let (now, from) = (input.now, input.from);
        match press {
            Press::Inert => Ok(Answer::given(Vec::new())),
            Press::Leave { table } if self.leaving_a_game(from, table) => {
                Ok(Answer::given(vec![self.confirm_leave(from, table, lang)]))
            }
            Press::Page {
                table,
                turn,
                from: first,
            } => {
                let current = self.durable.service().tables.get(&table).map(|t| t.turn);
                if current != Some(turn) {
                    return Ok(Answer::given(vec![
                        self.alert(from, text(lang, &Msg::DenyStaleButton)),
                    ]));
                }
                Ok(Answer::given(
                    match self.hand_page(table, &from.user, now, Some(first)) {
                        Some(screen) => vec![Delivery::Hand {
                            user: from.user.clone(),
                            table,
                            screen,
                            asked: false,
                        }],
                        None => vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))],
                    },
                ))
            }
            Press::ShowHand { table } => Ok(Answer::given(vec![
                self.own_hand(from, table, now)
                    .unwrap_or_else(|| self.alert(from, text(lang, &Msg::DenyNotAtTable))),
            ])),
            Press::Settings { table } => {
                Ok(Answer::given(vec![self.settings_menu(from, table, lang)]))
            }
            Press::Configure { table, change } => {
                let before = self.menu_state(from, table, lang);
                let mut answer = self.act(input, Action::Configure { table, change })?;
                answer
                    .deliveries
                    .extend(self.menu_after(from, table, lang, before));
                Ok(answer)
            }
            Press::Hint { table, turn } => {
                Ok(Answer::given(self.hint(from, table, turn, lang, now)))
            }
            Press::LeagueAccept { league, invite } => {
                let request = game::table::LeagueAction::Accept {
                    league,
                    invite,
                    handle: from.handle.clone(),
                };
                self.act(input, Action::League { request })
            }
            Press::ChatLang { lang } => self.choose_language(input, lang),
            press => match press.action() {
                Some(action) => self.act(input, action),
                None => Ok(Answer::given(Vec::new())),
            },
        }
    }

    /// True when the user would leave a running game (which asks him to confirm first).
    pub(super) fn leaving_a_game(&self, from: &From, id: TableId) -> bool {
        self.durable.service().tables.get(&id).is_some_and(|t| {
            t.status == Status::Playing
                && t.seat_of(&from.user)
                    .is_some_and(|seat| !t.seats[usize::from(seat)].away)
        })
    }

    /// Asks the user, privately (its button makes whoever presses it leave), to confirm
    /// leaving a running game, saying what happens to his stake when the table has one, and
    /// at a league table that the game will not count.
    pub(super) fn confirm_leave(&self, from: &From, table: TableId, lang: Lang) -> Delivery {
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
}

/// The table a press reads when the front answers it from the table's state (its settings,
/// a hand, a page of moves, a hint, the question before leaving a running game): the table's
/// chat must be held by the process answering it.
pub(super) fn reads_table(press: &Press) -> Option<TableId> {
    match press {
        Press::Page { table, .. }
        | Press::ShowHand { table }
        | Press::Settings { table }
        | Press::Hint { table, .. }
        | Press::Leave { table } => Some(*table),
        _ => None,
    }
}
