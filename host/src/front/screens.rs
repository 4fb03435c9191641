//! What the chats were last shown, and where: the last screen delivered at each place (so that
//! an unchanged one is not sent again), and the platform's ids of the messages edited in
//! place, kept in the store across restarts.

use std::collections::HashMap;

use game::table::screen::Screen;
use game::table::{ChatId, TableId};
use storage::{Space, Store, Write};

use super::Front;
use super::delivery::Place;
use crate::durable::HostError;

const MESSAGE_REF_PREFIX: &str = "message/";

/// The kind of message reference of turn mentions (after [`MESSAGE_REF_PREFIX`]).
const MENTION: &str = "mention/";

/// The last screen delivered at each place, so that an unchanged screen is not sent again.
#[derive(Debug, Default)]
pub(super) struct ScreenCache {
    shown: HashMap<Place, Screen>,
}

impl ScreenCache {
    /// Keeps `screen` as the one shown at `place`: true when it differs from the last one shown
    /// there (then it is to be delivered), false when it is the same.
    pub(super) fn changed(&mut self, place: &Place, screen: &Screen) -> bool {
        if self.shown.get(place) == Some(screen) {
            return false;
        }
        self.shown.insert(place.clone(), screen.clone());
        true
    }

    /// Keeps `screen` as the one shown at `place`, changed or not (a hand asked for).
    pub(super) fn record(&mut self, place: Place, screen: Screen) {
        self.shown.insert(place, screen);
    }

    /// Forgets what was shown at `place`: the next screen there is delivered.
    pub(super) fn forget(&mut self, place: &Place) {
        self.shown.remove(place);
    }

    /// Forgets everything: what was drawn since the last success may never have been shown
    /// (a commit or a group failed, a chat was taken over), so every next screen is delivered.
    pub(super) fn forget_all(&mut self) {
        self.shown.clear();
    }

    /// Forgets the places of the `ended` tables (retired).
    pub(super) fn forget_tables(&mut self, ended: &[TableId]) {
        self.shown.retain(|place, _| {
            let table = match place {
                Place::Table { table, .. }
                | Place::Hand { table, .. }
                | Place::Mention { table, .. } => table,
            };
            !ended.contains(table)
        });
    }

    /// Forgets the table messages shown in `chat` (it moved to a new id).
    pub(super) fn forget_chat(&mut self, chat: &ChatId) {
        self.shown
            .retain(|place, _| !matches!(place, Place::Table { chat: c, .. } if c == chat));
    }
}

/// The writes deleting the message ids kept for the `ended` tables (retired).
pub(super) fn ended_refs<S: Store>(store: &S, ended: &[TableId]) -> Result<Vec<Write>, HostError> {
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
}

impl<S: Store> Front<S> {
    /// Forgets what was last shown at a place (its delivery failed), so that the next
    /// change delivers it again.
    pub fn forget(&mut self, place: &Place) {
        self.screens.forget(place);
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

    /// Remembers the platform's id of the message at `place`. Sharing the store, only while
    /// this process holds the chat the place belongs to: else refused unwritten
    /// ([`HostError::is_fenced`]), and a chat whose lease was taken over is forgotten.
    pub fn set_message_ref(&mut self, place: &Place, id: &str) -> Result<(), HostError> {
        self.set_message_refs(&[(place.clone(), id.to_string())])
    }

    /// Remembers the platform's ids of the messages at several places, in one commit (an empty
    /// id forgets one), fenced as [`Front::set_message_ref`] is: those of chats held elsewhere
    /// are left out, the others stored.
    pub fn set_message_refs(&mut self, refs: &[(Place, String)]) -> Result<(), HostError> {
        let mut writes = Vec::with_capacity(refs.len());
        for (place, id) in refs {
            let write = Write::put(Space::Meta, message_key(place), id.as_bytes().to_vec());
            writes.push((self.chat_of_place(place)?, write));
        }
        let written = self.durable.commit_for(writes);
        if written.as_ref().is_err_and(HostError::is_fenced) {
            // What was drawn for the chat lost may never be shown.
            self.screens.forget_all();
        }
        written
    }

    /// The chat whose lease a write about `place` needs (`None` alone on the store, or for
    /// a hand of a table gone).
    fn chat_of_place(&self, place: &Place) -> Result<Option<ChatId>, HostError> {
        if !self.durable.is_sharing() {
            return Ok(None);
        }
        match place {
            Place::Table { chat, .. } | Place::Mention { chat, .. } => Ok(Some(chat.clone())),
            Place::Hand { table, .. } => self.durable.chat_of(*table),
        }
    }
}

pub(super) fn message_key(place: &Place) -> String {
    match place {
        Place::Table { chat, table } => format!("{MESSAGE_REF_PREFIX}table/{}/{table}", chat.0),
        Place::Hand { user, table } => format!("{MESSAGE_REF_PREFIX}hand/{}/{table}", user.0),
        Place::Mention { chat, table } => {
            format!("{MESSAGE_REF_PREFIX}{MENTION}{}/{table}", chat.0)
        }
    }
}
