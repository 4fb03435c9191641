//! The viewers' hub, owned by the run loop: which socket watches which table as whom, and the
//! last view each was sent. A view goes into the socket's `watch` channel, which keeps only
//! the newest (a slow socket skips to it, and the run loop never waits); an answer goes into a
//! small bounded channel and is dropped if the socket does not keep up. A socket whose task is
//! gone is forgotten at the next refresh of its table.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use game::table::{TableId, UserId};
use tokio::sync::{mpsc, watch};

use super::event::{Attached, SocketId};
use super::launch::Launch;

/// How many answers wait for a socket before more are dropped.
const ANSWERS_QUEUED: usize = 8;

/// One open socket.
pub(super) struct Viewer {
    pub(super) table: TableId,
    pub(super) user: UserId,
    pub(super) launch: Launch,
    views: watch::Sender<Arc<str>>,
    answers: mpsc::Sender<String>,
}

/// Every open socket, by number and by table.
#[derive(Default)]
pub(super) struct Hub {
    viewers: HashMap<SocketId, Viewer>,
    by_table: BTreeMap<TableId, BTreeSet<SocketId>>,
}

impl Hub {
    /// Takes a socket in at `table` with its first frame, and gives it its channels.
    pub(super) fn attach(
        &mut self,
        socket: SocketId,
        table: TableId,
        launch: Launch,
        first: String,
        lang: game::i18n::Lang,
    ) -> Attached {
        let (views, views_rx) = watch::channel(Arc::<str>::from(first));
        let (answers, answers_rx) = mpsc::channel(ANSWERS_QUEUED);
        let user = super::press::user_of(&launch);
        self.viewers.insert(
            socket,
            Viewer {
                table,
                user,
                launch,
                views,
                answers,
            },
        );
        self.by_table.entry(table).or_default().insert(socket);
        Attached {
            views: views_rx,
            answers: answers_rx,
            lang,
        }
    }

    /// Forgets a socket.
    pub(super) fn detach(&mut self, socket: SocketId) {
        if let Some(viewer) = self.viewers.remove(&socket)
            && let Some(sockets) = self.by_table.get_mut(&viewer.table)
        {
            sockets.remove(&socket);
            if sockets.is_empty() {
                self.by_table.remove(&viewer.table);
            }
        }
    }

    pub(super) fn viewer(&self, socket: SocketId) -> Option<&Viewer> {
        self.viewers.get(&socket)
    }

    /// The sockets watching `table`, forgetting those whose task is gone.
    pub(super) fn watchers(&mut self, table: TableId) -> Vec<SocketId> {
        let sockets: Vec<SocketId> = self
            .by_table
            .get(&table)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default();
        let (live, gone): (Vec<SocketId>, Vec<SocketId>) = sockets
            .into_iter()
            .partition(|s| self.viewers.get(s).is_some_and(|v| !v.views.is_closed()));
        for socket in gone {
            self.detach(socket);
        }
        live
    }

    /// The tables someone watches.
    pub(super) fn tables(&self) -> Vec<TableId> {
        self.by_table.keys().copied().collect()
    }

    /// Sends `frame` to the socket unless it is the last view it was sent.
    pub(super) fn send_view(&self, socket: SocketId, frame: String) {
        if let Some(viewer) = self.viewers.get(&socket) {
            viewer.views.send_if_modified(|last| {
                if **last == *frame {
                    return false;
                }
                *last = Arc::from(frame);
                true
            });
        }
    }

    /// Sends an answer frame to the socket, dropped if it does not keep up.
    pub(super) fn send_answer(&self, socket: SocketId, frame: String) {
        if let Some(viewer) = self.viewers.get(&socket)
            && viewer.answers.try_send(frame).is_err()
        {
            tracing::debug!(socket, "an answer to a slow or closed socket dropped");
        }
    }

    /// True when `user` has `table` open on a socket.
    pub(super) fn watching(&self, table: TableId, user: &UserId) -> bool {
        self.by_table.get(&table).is_some_and(|sockets| {
            sockets.iter().any(|s| {
                self.viewers
                    .get(s)
                    .is_some_and(|v| &v.user == user && !v.views.is_closed())
            })
        })
    }

    /// How many sockets `user` holds open.
    pub(super) fn sockets_of(&self, user: &UserId) -> usize {
        self.viewers
            .values()
            .filter(|v| &v.user == user && !v.views.is_closed())
            .count()
    }

    /// How many sockets are open: as [`Hub::watching`] and [`Hub::sockets_of`] count them,
    /// without those whose task is gone and whose close the run loop has not taken in yet.
    pub(super) fn len(&self) -> usize {
        self.viewers
            .values()
            .filter(|v| !v.views.is_closed())
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(id: i64) -> Launch {
        Launch {
            platform: "tg",
            id,
            name: format!("P{id}"),
            username: None,
            lang: None,
            start_param: None,
            auth_date: 0,
        }
    }

    /// A socket whose task is gone (its channels dropped) is no longer counted by any of the
    /// hub's counts, before and after the run loop takes its close in.
    #[test]
    fn a_socket_whose_task_is_gone_is_counted_by_no_count() {
        let mut hub = Hub::default();
        let lang = game::i18n::Lang::En;
        let kept = hub.attach(1, 7, launch(1), "{}".into(), lang);
        let gone = hub.attach(2, 7, launch(2), "{}".into(), lang);
        let user = |id| super::super::press::user_of(&launch(id));
        assert_eq!(hub.len(), 2);
        assert!(hub.watching(7, &user(2)));
        drop(gone);
        assert!(!hub.watching(7, &user(2)));
        assert_eq!(hub.sockets_of(&user(2)), 0);
        assert_eq!(hub.len(), 1, "the count agrees with watching()");
        assert_eq!(hub.watchers(7), vec![1]);
        assert_eq!(hub.len(), 1);
        hub.detach(2);
        assert_eq!(hub.len(), 1);
        assert!(hub.watching(7, &user(1)));
        drop(kept);
    }
}
