//! The run loop taking the web's events in: a socket opened (its first view, or why not), the
//! presses that came together handled as one group through [`Front::handle_group`] (each
//! answered on its socket, their tables' viewers sent their new views; those parked for the
//! process serving their table's chat answered once it recorded their answer), what the store
//! says others committed, sockets closed.

use std::collections::BTreeSet;

use game::i18n::{Msg, PageWord, text};
use game::table::{Millis, TableId};
use storage::{Change, Store};
use tokio::sync::oneshot;

use super::event::{Attached, MAX_SOCKETS_PER_USER, Refused, SocketId, WebEvent};
use super::launch::Launch;
use super::{Web, named_tables, press, socket, view, view_frame};
use crate::codec;
use crate::front::group_input::{GroupAsk, GroupInput};
use crate::front::web_answer;
use crate::front::{Delivery, From, Front};

/// A press read off a socket, ready to be an input.
struct Pressed {
    socket: SocketId,
    table: TableId,
    /// The page's key, for the answer.
    key: String,
    /// The input's idempotency key.
    input_key: String,
    from: From,
    data: String,
}

impl Web {
    /// Takes in one event (see [`Web::on_events`]).
    pub fn on_event<S: Store + 'static>(
        &mut self,
        front: &mut Front<S>,
        event: WebEvent,
        now: Millis,
    ) -> Vec<Delivery> {
        self.on_events(front, vec![event], now)
    }

    /// Takes in events that came together: sockets opened (each sent its first view), the
    /// presses as one group commit (each answered on its socket, the viewers of the tables
    /// they changed sent their new views), then sockets closed. Returns what the presses
    /// showed beyond their answers, for the shell to route as usual (the web's viewers have
    /// their views already).
    pub fn on_events<S: Store + 'static>(
        &mut self,
        front: &mut Front<S>,
        events: Vec<WebEvent>,
        now: Millis,
    ) -> Vec<Delivery> {
        let mut presses = Vec::new();
        let mut closed = Vec::new();
        let mut stored = Vec::new();
        for event in events {
            match event {
                WebEvent::Opened {
                    socket,
                    viewer,
                    table,
                    reply,
                } => self.open(front, socket, viewer, table, reply, now),
                WebEvent::Pressed { socket, key, data } => {
                    presses.extend(self.read(socket, key, data))
                }
                WebEvent::Closed { socket } => closed.push(socket),
                WebEvent::Stored { changes } => stored.extend(changes),
            }
        }
        let shown = self.presses(front, presses, now);
        self.stored(front, stored, now);
        for socket in &closed {
            self.hub.detach(*socket);
        }
        if !closed.is_empty() {
            self.mirrors.keep(&self.hub.tables());
        }
        shown
    }

    /// What other processes (or this one) committed: the watched tables they changed seen
    /// anew, the answers recorded for presses parked here sent to their sockets. Topics
    /// perhaps missed: every watched table seen anew, every parked press looked for.
    fn stored<S: Store>(&mut self, front: &mut Front<S>, changes: Vec<Change>, now: Millis) {
        if changes.is_empty() {
            return;
        }
        let mut tables = BTreeSet::new();
        let mut answers = Vec::new();
        for change in &changes {
            match change {
                Change::Topic(topic) => {
                    if let Some(table) = codec::topic_table(topic) {
                        tables.insert(table);
                    } else if let Some(key) = web_answer::topic_answer(topic) {
                        answers.push(key.to_string());
                    }
                }
                Change::Missed => {
                    tracing::info!(
                        "the store's changes may have been missed: every view read again"
                    );
                    self.mirrors.clear();
                    tables.extend(self.hub.tables());
                    answers.extend(self.pending.keys().cloned());
                }
            }
        }
        // A table of a chat held here is written here only: its viewers saw it already.
        let held = front.durable().held_chats().unwrap_or_default();
        let service = front.durable().service();
        tables.retain(|t| {
            !service
                .tables
                .get(t)
                .is_some_and(|t| held.contains(&t.chat))
        });
        for table in &tables {
            self.mirrors.changed(*table);
        }
        self.refresh_tables(front, tables, now);
        for key in answers {
            self.answer_parked(front, &key);
        }
    }

    /// Sends a press parked for another process its answer, if the store has it.
    fn answer_parked<S: Store>(&mut self, front: &Front<S>, input_key: &str) {
        if !self.pending.contains_key(input_key) {
            return;
        }
        match web_answer::take_answer(front.durable().store(), input_key) {
            Ok(Some(answer)) => {
                if let Some((socket, key)) = self.pending.remove(input_key) {
                    let frame = socket::answer_frame(Some(&key), answer.as_deref());
                    self.hub.send_answer(socket, frame);
                }
            }
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, "a parked press's answer cannot be read"),
        }
    }

    /// A socket asks to open at `table`: its first view, or why not.
    fn open<S: Store>(
        &mut self,
        front: &mut Front<S>,
        socket: SocketId,
        viewer: Launch,
        table: TableId,
        reply: oneshot::Sender<Result<Attached, Refused>>,
        now: Millis,
    ) {
        let user = press::user_of(&viewer);
        let watcher = view::Watcher {
            user: &user,
            name: &viewer.name,
            app_lang: viewer.lang.as_deref(),
        };
        let seen = self.mirrors.look(front, table, |front| {
            let story = view::story(front, table, now);
            view::page_view(front, table, watcher, &story, now)
        });
        let attached = match seen.flatten() {
            None => Err(Refused::NoTable),
            Some(_) if self.hub.sockets_of(&user) >= MAX_SOCKETS_PER_USER => Err(Refused::TooMany),
            Some(view) => {
                let frame = view_frame(&view);
                Ok(self.hub.attach(socket, table, viewer, frame, view.lang))
            }
        };
        if reply.send(attached).is_err() {
            self.hub.detach(socket);
        }
    }

    /// A press of an open socket as its user's press in his private chat (`None`: the socket
    /// is gone).
    fn read(&self, socket: SocketId, key: String, data: String) -> Option<Pressed> {
        let viewer = self.hub.viewer(socket)?;
        let from = press::from_of(&viewer.launch);
        Some(Pressed {
            socket,
            table: viewer.table,
            input_key: press::input_key(&from.user, &key),
            key,
            from,
            data,
        })
    }

    /// The presses as one group: each answered on its socket; their tables' viewers sent
    /// their views; the rest of what they showed returned.
    fn presses<S: Store + 'static>(
        &mut self,
        front: &mut Front<S>,
        presses: Vec<Pressed>,
        now: Millis,
    ) -> Vec<Delivery> {
        if presses.is_empty() {
            return Vec::new();
        }
        let inputs: Vec<GroupInput<'_>> = presses
            .iter()
            .map(|p| GroupInput {
                key: &p.input_key,
                from: &p.from,
                ask: GroupAsk::Pressed { data: &p.data },
            })
            .collect();
        let handled = match front.handle_group(&inputs, now) {
            Ok(handled) => handled,
            Err(failed) => {
                tracing::warn!(error = %failed.error, "web presses not stored");
                Vec::new()
            }
        };
        drop(inputs);
        let mut handled = handled.into_iter();
        let mut shown = Vec::new();
        let mut tables = BTreeSet::new();
        for press in presses {
            let answer = match handled.next().flatten() {
                // Parked for the process serving the table's chat: answered when it did.
                Some(deliveries) if deliveries.contains(&Delivery::Parked) => {
                    self.pending
                        .insert(press.input_key, (press.socket, press.key));
                    continue;
                }
                Some(deliveries) => {
                    let (answer, rest) = press::split_answer(&press.from.user, deliveries);
                    shown.extend(rest);
                    answer
                }
                None => {
                    let service = front.durable().service();
                    let app = press.from.lang.as_deref();
                    let lang = view::viewer_lang(service, press.table, &press.from.user, app);
                    Some(text(lang, &Msg::Page(PageWord::PressFailed)))
                }
            };
            let frame = socket::answer_frame(Some(&press.key), answer.as_deref());
            self.hub.send_answer(press.socket, frame);
            tables.insert(press.table);
        }
        tables.extend(named_tables(&shown));
        self.refresh_tables(front, tables, now);
        shown
    }
}
