//! A table's settings menu: its buttons for the creator while the table gathers, its words for
//! everyone else, and the menu pressed edited in place once a setting is taken.

use game::i18n::{Lang, Msg, text};
use game::table::screen::{self, Screen};
use game::table::{Notice, Status, TableId, notice_text};
use storage::Store;

use super::Front;
use super::delivery::{Delivery, From};

/// A table's settings and the sender's menu of them (see [`Front::menu_after`]).
type MenuState = (Option<game::table::Settings>, Option<Screen>);

impl<S: Store> Front<S> {
    /// Table `table`'s settings and the sender's menu of them, as they are before a setting
    /// pressed is taken (see [`Front::menu_after`]).
    pub(super) fn menu_state(&self, from: &From, table: TableId, lang: Lang) -> MenuState {
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
    pub(super) fn menu_after(
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
    pub(super) fn settings_menu(&self, from: &From, id: TableId, lang: Lang) -> Delivery {
        match self.settings_screen(from, id, lang) {
            Ok(menu) => self.private(from, menu.text, menu.rows),
            Err(refusal) => self.alert(from, refusal),
        }
    }

    /// The settings menu of table `id` as the sender sees it now (see
    /// [`Front::settings_menu`]), or why he may not see it.
    pub(super) fn settings_screen(
        &self,
        from: &From,
        id: TableId,
        lang: Lang,
    ) -> Result<Screen, String> {
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
}
