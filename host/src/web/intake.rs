//! The run loop taking the web's events in: a socket opened (its first view, or why not), the
//! presses that came together handled as one group through [`Front::handle_group`] (each
//! answered on its socket, their tables' viewers sent their new views), sockets closed.

use std::collections::BTreeSet;

use game::i18n::{Msg, PageWord, text};
use game::table::{Millis, TableId};
use storage::Store;
use tokio::sync::oneshot;

use super::event::{Attached, MAX_SOCKETS_PER_USER, Refused, SocketId, WebEvent};
use super::launch::Launch;
use super::{Web, named_tables, press, socket, view, view_frame};
use crate::front::group_input::{GroupAsk, GroupInput};
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
            }
        }
        let shown = self.presses(front, presses, now);
        for socket in closed {
            self.hub.detach(socket);
        }
        shown
    }

    /// A socket asks to open at `table`: its first view, or why not.
    fn open<S: Store>(
        &mut self,
        front: &Front<S>,
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
        let story = view::story(front, table, now);
        let attached = match view::page_view(front, table, watcher, &story, now) {
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
