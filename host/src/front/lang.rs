//! The reader's language (his own choice, the chat's, his app's), and choosing one.

use game::i18n::{Lang, Msg, text};
use game::table::{Action, ChatId, TableId, UserId};
use storage::Store;

use super::Front;
use super::delivery::{Delivery, From};
use super::handle::Answer;
use super::handling::Handling;
use crate::durable::HostError;

impl<S: Store> Front<S> {
    /// The reader's language: his own choice, else the chat's, else his app's, else English
    /// (where answers are his alone, his app's before the chat's).
    pub(super) fn lang(&self, from: &From) -> Lang {
        self.lang_by(&from.user, Some(&from.chat), from.lang.as_deref())
    }

    /// [`Front::lang`] for word to `user` alone about what happens in `chat` (his hand, his
    /// turn, a refusal), his app's language as last seen.
    pub(super) fn user_lang(&self, user: &UserId, chat: Option<&ChatId>) -> Lang {
        let service = self.durable.service();
        let app = service.users.get(user).and_then(|u| u.locale.as_deref());
        self.lang_by(user, chat, app)
    }

    /// The language of `user`'s hand at `table`: [`Front::user_lang`] in the table's chat.
    pub(super) fn hand_lang(&self, table: TableId, user: &UserId) -> Lang {
        let chat = self.durable.service().tables.get(&table).map(|t| &t.chat);
        self.user_lang(user, chat)
    }

    /// The language chosen in [`Front::lang`]'s order from `user`'s own, `chat`'s and `app`.
    pub(super) fn lang_by(&self, user: &UserId, chat: Option<&ChatId>, app: Option<&str>) -> Lang {
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
    pub(super) fn language_refused(&self, from: &From) -> bool {
        !from.private && !from.admin && !self.personal_answers
    }

    /// A language chosen: in private his own; in a group the group's, by its administrators;
    /// by anyone else his own where answers are his alone (said so), else refused.
    pub(super) fn choose_language(
        &mut self,
        input: &Handling<'_>,
        chosen: Lang,
    ) -> Result<Answer, HostError> {
        let from = input.from;
        if self.language_refused(from) {
            let lang = self.lang(from);
            return Ok(Answer::given(vec![
                self.alert(from, text(lang, &Msg::DenyLanguageAdminsOnly)),
            ]));
        }
        let action = language_action(from, chosen);
        let answer = self.act(input, action.clone())?;
        Ok(answer.map(|shown| language_note(from, &action, shown)))
    }
}

/// A language choice: the user's own in a private chat, the chat's in a group.
pub(super) fn language_action(from: &From, lang: Lang) -> Action {
    let lang = lang.code().to_string();
    if from.private || !from.admin {
        Action::UserLanguage { lang }
    } else {
        Action::ChatLanguage { lang }
    }
}

/// His own language chosen in a shared chat (not its administrator): the answer to him says
/// that the chat's language is not his to change, in the language he chose.
pub(super) fn language_note(from: &From, action: &Action, answer: Vec<Delivery>) -> Vec<Delivery> {
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
