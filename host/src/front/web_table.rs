//! The web table seen from the chat: the links opening it (Telegram's Mini App, Discord's
//! Activity), and who
//! follows which table on the page now, so that the chat holds back what the page shows
//! already — a follower's hand is not written to his private chat, and while every seated
//! person follows, the table's message is edited only at the story's beats
//! ([`game::table::screen::story_beat`]).

use std::collections::{BTreeSet, HashMap};

use game::table::screen::{Beat, Button, Tap};
use game::table::{TableId, UserId};
use storage::Store;

use super::Front;
use crate::codec::StoredTable;

/// Where the web table opens from a chat (set with [`super::Front::set_web_table`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebLinks {
    /// What the table message's "Open table" link starts with, the table's number following
    /// (Telegram: `https://t.me/<bot>/<app>?startapp=`).
    pub group_link_prefix: String,
    /// The page's address, opened from a player's hand as a web app inside the chat client;
    /// `?table=<number>` is added.
    pub private_url: String,
    /// True when the group link is button data the bot answers itself, on the table's
    /// message and on each hand alike (Discord launches its Activity in answer to a press);
    /// false for addresses (Telegram's Mini App).
    pub by_press: bool,
}

impl WebLinks {
    /// The "Open table" link of a table's message.
    pub fn group_link(&self, table: TableId) -> String {
        format!("{}{table}", self.group_link_prefix)
    }

    /// The "Open table" button of a table's message.
    pub fn group_button(&self, label: String, table: TableId) -> Button {
        if self.by_press {
            return self.press_button(label, table);
        }
        Button::link(label, self.group_link(table))
    }

    /// The "Open table" button of a player's hand.
    pub fn private_button(&self, label: String, table: TableId) -> Button {
        if self.by_press {
            return self.press_button(label, table);
        }
        Button::web_app(label, self.private_link(table))
    }

    /// A button pressing the group link's data.
    fn press_button(&self, label: String, table: TableId) -> Button {
        Button {
            label,
            tap: Tap::Press(self.group_link(table)),
        }
    }

    /// The web app address opening a table from a player's hand.
    pub fn private_link(&self, table: TableId) -> String {
        let joint = if self.private_url.contains('?') {
            '&'
        } else {
            '?'
        };
        format!("{}{joint}table={table}", self.private_url)
    }
}

/// Who follows which table on the web page, the beat each table's message last showed, and
/// the tables changed since the web server last asked.
#[derive(Debug, Default)]
pub(super) struct Followers {
    following: BTreeSet<(TableId, UserId)>,
    shown: HashMap<TableId, Beat>,
    changed: BTreeSet<TableId>,
}

impl Followers {
    /// Says whether `user` follows `table` on the page now; true when that changed.
    pub(super) fn set(&mut self, table: TableId, user: &UserId, follows: bool) -> bool {
        if follows {
            self.following.insert((table, user.clone()))
        } else {
            self.following.remove(&(table, user.clone()))
        }
    }

    /// True while `user` follows `table` on the page.
    pub(super) fn follows(&self, table: TableId, user: &UserId) -> bool {
        self.following.contains(&(table, user.clone()))
    }

    /// True when there are `people` and every one of them follows `table` on the page.
    pub(super) fn all_follow<'a>(
        &self,
        table: TableId,
        mut people: impl Iterator<Item = &'a UserId>,
    ) -> bool {
        let mut any = false;
        let all = people.all(|user| {
            any = true;
            self.follows(table, user)
        });
        any && all
    }

    /// True when the table's message, at `beat`, shows something new of the story.
    pub(super) fn new_beat(&self, table: TableId, beat: Option<&Beat>) -> bool {
        beat.is_some_and(|beat| self.shown.get(&table) != Some(beat))
    }

    /// The table's message now shows `beat`.
    pub(super) fn shown(&mut self, table: TableId, beat: Option<Beat>) {
        match beat {
            Some(beat) => self.shown.insert(table, beat),
            None => self.shown.remove(&table),
        };
    }

    /// `table` changed: its viewers on the web are to see it anew.
    pub(super) fn changed(&mut self, table: TableId) {
        self.changed.insert(table);
    }

    /// The tables changed since the last call.
    pub(super) fn take_changed(&mut self) -> BTreeSet<TableId> {
        std::mem::take(&mut self.changed)
    }

    /// Forgets tables retired from the service.
    pub(super) fn forget_tables(&mut self, tables: &[TableId]) {
        self.following.retain(|(table, _)| !tables.contains(table));
        self.shown.retain(|table, _| !tables.contains(table));
    }
}

impl<S: Store> Front<S> {
    /// Runs `look` with a table another process serves, read from the store (`stored`, put
    /// back there afterwards), in view as if this one served it: the web page's views of a
    /// table held elsewhere. The table is taken out of the service again before this
    /// returns. `None`, and `stored` untouched, when this process serves the table's chat
    /// itself (or shares no store).
    pub fn with_stored_table<T>(
        &mut self,
        stored: &mut Option<StoredTable>,
        look: impl FnOnce(&Front<S>) -> T,
    ) -> Option<T> {
        let id = stored.as_ref()?.0.id;
        if !self.durable.lend(stored) {
            return None;
        }
        let seen = look(self);
        *stored = self.durable.take_back(id);
        Some(seen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_the_table() {
        let links = WebLinks {
            group_link_prefix: "https://t.me/cards_bot/table?startapp=".into(),
            private_url: "https://cards.example.org/".into(),
            by_press: false,
        };
        assert_eq!(
            links.group_link(42),
            "https://t.me/cards_bot/table?startapp=42"
        );
        assert_eq!(
            links.private_link(42),
            "https://cards.example.org/?table=42"
        );
        let queried = WebLinks {
            private_url: "https://cards.example.org/?v=2".into(),
            ..links
        };
        assert_eq!(
            queried.private_link(7),
            "https://cards.example.org/?v=2&table=7"
        );
        assert_eq!(
            queried.private_button("Open".into(), 7).tap,
            Tap::WebApp("https://cards.example.org/?v=2&table=7".into())
        );
        let pressed = WebLinks {
            group_link_prefix: "activity:".into(),
            private_url: String::new(),
            by_press: true,
        };
        let press = Tap::Press("activity:7".into());
        assert_eq!(pressed.group_button("Open".into(), 7).tap, press);
        assert_eq!(pressed.private_button("Open".into(), 7).tap, press);
    }

    #[test]
    fn everyone_follows_only_when_someone_sits_and_all_of_them_follow() {
        let (ani, gor) = (UserId("tg:1".into()), UserId("tg:2".into()));
        let mut followers = Followers::default();
        assert!(!followers.all_follow(5, std::iter::empty()));
        assert!(followers.set(5, &ani, true));
        assert!(!followers.set(5, &ani, true), "no change");
        assert!(followers.all_follow(5, [&ani].into_iter()));
        assert!(!followers.all_follow(5, [&ani, &gor].into_iter()));
        assert!(
            !followers.all_follow(6, [&ani].into_iter()),
            "another table"
        );
        followers.set(5, &gor, true);
        assert!(followers.all_follow(5, [&ani, &gor].into_iter()));
        assert!(followers.set(5, &gor, false));
        assert!(!followers.all_follow(5, [&ani, &gor].into_iter()));
        followers.forget_tables(&[5]);
        assert!(!followers.follows(5, &ani));
    }
}
