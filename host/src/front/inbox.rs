//! Inputs for chats another process serves, parked in the store until the chat's holder
//! handles them (several processes behind one load balancer: Telegram's webhook may bring a
//! chat's update to any of them).
//!
//! An entry lives in `Space::Meta` under `inbox/<chat>/<idempotency key>`, its value the input
//! as JSON. Parking the same update twice writes the same entry; the holder handles each entry
//! under its idempotency key (so once), then deletes it.
//!
//! An entry no process can read (parked by a newer program during a rolling upgrade, or
//! damaged) is moved aside to `quarantine/inbox/<chat>/<key>`, logged and counted
//! ([`metrics::inbox_quarantined`]), so that it never stops the entries after it, nor the
//! holder's clocks.
//!
//! The front's side: an input parked ([`Front::park`]), the entries handled at each tick
//! ([`Front::drain_inbox`]), and what a chat just taken over needs first
//! ([`Front::take_over_acquired`]).

use game::table::{Action, ChatId, Input, Millis, Press, TableId};
use serde::{Deserialize, Serialize};
use storage::{Commit, Space, Store, Write};

use super::delivery::{Delivery, From};
use super::handle::{Answer, AnsweredBy};
use super::handling::Handling;
use super::lang::language_note;
use super::press::reads_table;
use super::web_answer::{self, WEB_REPLY, split_answer};
use super::{Front, owed};

use crate::HostError;
use crate::codec::CodecError;
use crate::telemetry::metrics;

const PREFIX: &str = "inbox/";
/// Where unreadable entries are moved, under their inbox key.
pub const QUARANTINE_PREFIX: &str = "quarantine/";

/// An input parked for its chat's holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parked {
    /// The input's idempotency key.
    pub key: String,
    /// The input.
    pub input: Input,
    /// The process that received and parked it (its id in the leases; empty in entries
    /// parked before this was kept).
    #[serde(default)]
    pub by: String,
    /// How the holder may answer the input's sender on the receiver's platform
    /// ([`crate::From::reply`]; absent in entries parked before this was kept).
    #[serde(default)]
    pub reply: Option<String>,
    /// It came from its sender's private chat with the bot ([`From::private`]; false in
    /// entries parked before this was kept).
    #[serde(default)]
    pub private: bool,
    /// A press the front answers from its table's state (settings, a hand, a page of moves,
    /// a hint, the question before leaving a game): its button's data, answered by the holder
    /// as a press ([`Front::press_answer`]) instead of `input`'s action (which an older
    /// program handles instead: the table's list).
    #[serde(default)]
    pub press: Option<String>,
}

fn entry_key(chat: &ChatId, key: &str) -> Vec<u8> {
    format!("{PREFIX}{}/{key}", chat.0).into_bytes()
}

/// The write that parks `input` under its idempotency `key`, received by process `by` from
/// `from` (with the platform's handle to answer him, [`From::reply`]), or the press whose
/// data is `press` ([`Parked::press`]); an input that cannot be written as JSON is refused,
/// never parked empty.
pub fn park(
    key: &str,
    input: &Input,
    by: &str,
    from: &From,
    press: Option<&str>,
) -> Result<Write, CodecError> {
    let parked = Parked {
        key: key.to_string(),
        input: input.clone(),
        by: by.to_string(),
        reply: from.reply.clone(),
        private: from.private,
        press: press.map(str::to_string),
    };
    let value = serde_json::to_vec(&parked).map_err(|e| CodecError::Corrupt {
        what: "input to park",
        reason: e.to_string(),
    })?;
    Ok(Write::put(Space::Meta, entry_key(&input.chat, key), value))
}

/// Removes a handled entry, recording in the same commit the answer to a web press
/// (`answer`: `Some`, see [`super::web_answer`]); a failure is logged (the entry stays, and
/// its idempotency key keeps it from being handled twice).
pub fn handled(store: &dyn Store, parked: &Parked, answer: Option<Option<String>>) {
    let key = entry_key(&parked.input.chat, &parked.key);
    let mut commit = Commit::unkeyed(vec![Write::delete(Space::Meta, key)]);
    if let Some(answer) = answer {
        commit.writes.push(web_answer::record(&parked.key, answer));
        commit = commit.notifying(web_answer::answer_topic(&parked.key));
    }
    if let Err(error) = store.commit(commit) {
        tracing::error!(chat = %parked.input.chat.0, key = %parked.key, %error,
            "a handled parked input is not removed");
    }
}

/// Logs why a parked input was not handled this time (it stays for the next tick): nothing
/// when another process holds its chat or took it over, which is no fault.
pub fn unhandled(parked: &Parked, error: &HostError) {
    if !matches!(error, HostError::Elsewhere { .. }) && !error.is_fenced() {
        tracing::error!(chat = %parked.input.chat.0, key = %parked.key, %error,
            "a parked input is not handled: the others go on");
    }
}

/// Every parked input, by chat, each chat's in the order the platform numbered them.
///
/// Idempotency keys end in the platform's number for the update (`tg:9`, `tg:10`), which
/// grows: a shorter key is an older one, so keys are ordered by length, then by text. The
/// store's own order (by bytes) would hand a chat `tg:10` before `tg:9`, and a player's
/// second move before the first it follows.
///
/// Each entry is read on its own: one that cannot be read is moved to the quarantine
/// ([`quarantine`]) and the others come back. When the inbox cannot be read at all, the
/// error is logged and nothing comes back this time.
pub fn load(store: &dyn Store) -> Vec<Parked> {
    let entries = match store.scan(Space::Meta, PREFIX.as_bytes()) {
        Ok(entries) => entries,
        Err(error) => {
            tracing::error!(%error, "the inbox cannot be read");
            return Vec::new();
        }
    };
    let mut parked = Vec::with_capacity(entries.len());
    for (key, value) in entries {
        match serde_json::from_slice::<Parked>(&value) {
            Ok(entry) => parked.push(entry),
            Err(error) => quarantine(store, key, value, &error.to_string()),
        }
    }
    parked.sort_by(|a, b| {
        (&a.input.chat, a.key.len(), &a.key).cmp(&(&b.input.chat, b.key.len(), &b.key))
    });
    parked
}

/// Moves an unreadable entry out of the inbox to [`QUARANTINE_PREFIX`] + its key, its bytes
/// kept for a look, in one commit; logged at error and counted. A failed move is logged: the
/// entry is met again at the next tick.
fn quarantine(store: &dyn Store, key: Vec<u8>, value: Vec<u8>, why: &str) {
    let mut moved = QUARANTINE_PREFIX.as_bytes().to_vec();
    moved.extend_from_slice(&key);
    let shown = String::from_utf8_lossy(&key).into_owned();
    let writes = vec![
        Write::put(Space::Meta, moved, value),
        Write::delete(Space::Meta, key),
    ];
    match store.commit(Commit::unkeyed(writes)) {
        Ok(_) => {
            metrics::inbox_quarantined();
            tracing::error!(key = %shown, why, "an unreadable parked input was quarantined");
        }
        Err(error) => {
            tracing::error!(key = %shown, why, %error, "an unreadable parked input stays");
        }
    }
}

impl<S: Store> Front<S> {
    /// Parks `input` for the process holding its chat, with the handle that lets that process
    /// answer it; shows nothing here.
    pub(super) fn park(
        &mut self,
        key: &str,
        input: &Input,
        from: &From,
    ) -> Result<Answer, HostError> {
        self.park_as(key, input, from, None)
    }

    /// Parks a press the front answers from its table's state for the process holding the
    /// table's chat, with its button's data: that process answers it as a press; shows
    /// nothing here.
    pub(super) fn park_press(
        &mut self,
        asked: &Handling<'_>,
        press: &Press,
    ) -> Result<Answer, HostError> {
        let from = asked.from;
        let input = Input {
            now: asked.now,
            chat: from.chat.clone(),
            user: from.user.clone(),
            name: from.name.clone(),
            locale: from.lang.clone(),
            action: Action::List { skip: 0 },
        };
        self.park_as(asked.key, &input, from, Some(&press.encode()))
    }

    fn park_as(
        &mut self,
        key: &str,
        input: &Input,
        from: &From,
        press: Option<&str>,
    ) -> Result<Answer, HostError> {
        let by = self.durable.holder().unwrap_or_default();
        let park = Commit::unkeyed(vec![park(key, input, by, from, press)?]);
        self.durable.store().commit(park)?;
        Ok(Answer {
            deliveries: vec![Delivery::Parked],
            by: AnsweredBy::Parked,
        })
    }

    /// Handles the inputs other processes parked for the chats this one serves, or whose
    /// holder is gone (this one takes them over), each once under its own key; an input for
    /// a chat another live process holds stays for it. What they show is kept in
    /// [`Front::drained`] as each entry leaves the store. One entry's failure is logged and
    /// the others go on (it stays for the next tick), as do the tick's clocks.
    pub(super) fn drain_inbox(&mut self, now: Millis) {
        let Some(held) = self.durable.held_chats() else {
            return;
        };
        let me = self.durable.holder().unwrap_or_default().to_string();
        for parked in load(self.durable.store()) {
            let input = &parked.input;
            let press = parked.press.as_deref().map(Press::decode);
            let table = press
                .as_ref()
                .and_then(|p| p.as_ref().and_then(reads_table));
            // The chat the entry needs: a press's table's (held here: in memory), else its own.
            let chat = table
                .and_then(|table| self.durable.service().tables.get(&table))
                .map_or(&input.chat, |t| &t.chat);
            if self.takes_over_own_inputs_only && parked.by != me && !held.contains(chat) {
                continue;
            }
            // The lease is asked at this tick's time, not the input's: its holder may have
            // died since it was parked. Another live process's chat: the input stays for it.
            let taken = match table {
                Some(table) => self.durable.hold_table(table, &input.chat, now),
                None => self.durable.hold_for(input, now),
            };
            if let Err(err) = taken {
                unhandled(&parked, &err);
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
            let handling = Handling::new(&parked.key, input.now, &from, tracing::Span::current());
            let answered = match press {
                Some(press) => self.parked_press(&handling, press),
                None => self.parked_action(&handling, &input.action),
            };
            let shown = match answered {
                // The chat was taken over meanwhile: the input was parked again for its new
                // holder, under the same entry, which stays.
                Ok(answer) if answer.by == AnsweredBy::Parked => continue,
                Ok(answer) => answer.deliveries,
                Err(err) => {
                    unhandled(&parked, &err);
                    continue;
                }
            };
            let answer = self.relay(&parked, shown);
            handled(self.durable.store(), &parked, answer);
        }
    }

    /// A parked action handled as when it comes here: a setting pressed in a menu edits the
    /// menu, a `/balance` stays private, a language chosen keeps its note.
    fn parked_action(
        &mut self,
        asked: &Handling<'_>,
        action: &Action,
    ) -> Result<Answer, HostError> {
        let from = asked.from;
        let configured = match action {
            Action::Configure { table, .. } => {
                let lang = self.lang(from);
                Some((*table, lang, self.menu_state(from, *table, lang)))
            }
            _ => None,
        };
        let answer = self.act(asked, action.clone())?;
        if answer.by == AnsweredBy::Parked {
            return Ok(answer);
        }
        let mut shown = answer.deliveries;
        if let Some((table, lang, before)) = configured {
            shown.extend(self.menu_after(from, table, lang, before));
        }
        let shown = self.personal_answer(from, action, shown);
        let shown = language_note(from, action, shown);
        Ok(Answer {
            deliveries: shown,
            by: AnsweredBy::Service,
        })
    }

    /// A parked press answered from its table's state as when it comes here, its key kept
    /// as handled (`None`: its data is unreadable, answered as such).
    fn parked_press(
        &mut self,
        asked: &Handling<'_>,
        press: Option<Press>,
    ) -> Result<Answer, HostError> {
        let answer = self.press_answer(asked, press)?;
        if answer.by == AnsweredBy::Parked {
            return Ok(answer);
        }
        let shown = self.unless_redelivered(asked.key, asked.now, answer)?;
        Ok(Answer {
            deliveries: shown,
            by: AnsweredBy::Service,
        })
    }

    /// Hands what a parked input showed to its sender through its receiver's handle (kept in
    /// [`Front::drained`]); a web press's words are returned, to record for its socket.
    fn relay(&mut self, parked: &Parked, shown: Vec<Delivery>) -> Option<Option<String>> {
        let user = &parked.input.user;
        match parked.reply.as_deref() {
            // From the web page: its answer goes to the socket's process.
            Some(WEB_REPLY) => {
                let (words, rest) = split_answer(user, shown);
                self.drained.extend(rest);
                return Some(words);
            }
            Some(reply) => self.drained.push(Delivery::Relayed {
                user: user.clone(),
                reply: reply.to_string(),
                deliveries: shown,
            }),
            None => self.drained.extend(shown),
        }
        None
    }

    /// What the chats this process just took over need first: the messages their former
    /// holder owed them, then their live tables and hands drawn again (what the former holder
    /// showed last may be out of date, or never sent); the computers whose turn it is there
    /// are asked.
    pub(super) fn take_over_acquired(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        let acquired = self.durable.take_acquired();
        if acquired.is_empty() {
            return Ok(Vec::new());
        }
        // What this process owes them from now on comes after what their former holder did.
        self.numbering.catch_up(self.durable.store())?;
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
        let ended: Vec<(ChatId, TableId)> = acquired
            .iter()
            .filter(|chat| !live.iter().any(|(c, _)| c == *chat))
            .filter_map(|chat| Some((chat.clone(), self.newest_table(chat)?)))
            .collect();
        self.restore_ended(&ended);
        for (chat, table) in ended {
            tracing::info!(chat = %chat.0, table, "taken over: its last table drawn again");
            deliveries.extend(self.redraw(table, now));
        }
        self.ask_pending_computers();
        Ok(deliveries)
    }
}

#[cfg(test)]
mod tests {
    use game::table::{Action, UserId};
    use storage::{Commit, MemoryStore};

    use super::*;

    fn input(chat: &str, user: &str) -> Input {
        Input {
            now: 0,
            chat: ChatId(chat.into()),
            user: UserId(user.into()),
            name: user.into(),
            locale: None,
            action: Action::Balance,
        }
    }

    #[test]
    fn a_chats_parked_inputs_come_back_in_the_order_the_platform_numbered_them() {
        let store = MemoryStore::new();
        let parked = [
            ("tg:-5", "tg:10", "tg:2"),
            ("tg:-5", "tg:9", "tg:1"),
            ("tg:-4", "tg:11", "tg:3"),
            ("tg:-5", "tg:100", "tg:1"),
        ];
        for (chat, key, user) in parked {
            let from = From {
                chat: ChatId(chat.into()),
                user: UserId(user.into()),
                name: user.into(),
                lang: None,
                private: false,
                admin: false,
                handle: None,
                reply: None,
            };
            let write = park(key, &input(chat, user), "a", &from, None).expect("park");
            store.commit(Commit::unkeyed(vec![write])).expect("park");
        }
        let order: Vec<(String, String)> = load(&store)
            .into_iter()
            .map(|p| (p.input.chat.0, p.key))
            .collect();
        let expected = [
            ("tg:-4", "tg:11"),
            ("tg:-5", "tg:9"),
            ("tg:-5", "tg:10"),
            ("tg:-5", "tg:100"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(c, k)| (c.to_string(), k.to_string()))
            .collect();
        assert_eq!(order, expected);
    }
}
