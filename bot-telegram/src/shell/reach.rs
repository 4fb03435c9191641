//! Who the bot can write to privately: a user is written to as soon as he sits down (a
//! probe), one who never started the bot is offered the deep link in the table's chat and
//! his hands wait until he writes to the bot, and word for him alone goes where he can read
//! it.

use std::time::Instant;

use game::table::{TableId, UserId};
use storage::Store;

use super::{Shell, place_of};
use crate::incoming::{tg_id, user_id};
use crate::outbox::{Job, PostKind, Slot, TgChat};
use crate::render::content;
use host::clock::Now;

impl<S: Store> Shell<S> {
    /// Where word for this user alone goes, and how: his private chat once he is known to
    /// have started the bot; the chat he asked in once he is known not to have; otherwise
    /// his private chat, and the chat he asked in if that cannot reach him (this process may
    /// not know him yet: a restart, or another process saw his private chat).
    pub(super) fn privately(
        &self,
        user: &UserId,
        asked_in: &game::table::ChatId,
    ) -> Option<(TgChat, PostKind)> {
        let (uid, chat) = (tg_id(&user.0)?, tg_id(&asked_in.0)?);
        Some(if uid == chat || self.reachable.contains(&uid) {
            (uid, PostKind::Say)
        } else if self.unstarted.contains(&uid) {
            (chat, PostKind::Say)
        } else {
            (
                uid,
                PostKind::Personal {
                    user: uid,
                    instead: chat,
                },
            )
        })
    }

    /// Writes privately to a player who sat down at a gathering table, unless he is known
    /// to be reachable or was probed for it already: one who never started the bot is
    /// offered the deep link as soon as he sits down.
    pub(super) fn probe(&mut self, user: &UserId, table: TableId, words: &str, at: Instant) {
        let Some(id) = tg_id(&user.0) else { return };
        if self.reachable.contains(&id) || !self.probed.insert((id, table)) {
            return;
        }
        let kind = PostKind::Probe { user: id, table };
        self.post(id, content(words, &[]), kind, None, at);
    }

    /// The user wrote to the bot privately: hands waiting for him go out now.
    pub(super) fn now_reachable(&mut self, user: TgChat, now: Now) {
        self.reachable.insert(user);
        self.unstarted.remove(&user);
        let waiting: Vec<TableId> = self
            .unreachable
            .iter()
            .filter(|(u, _)| *u == user)
            .map(|(_, t)| *t)
            .collect();
        for table in &waiting {
            self.unreachable.remove(&(user, *table));
        }
        let hands = self
            .front
            .hands_of(&user_id(user as u64), &waiting, now.millis);
        self.route(hands, None, now);
    }

    /// A private message could not reach its user: he never started the bot (or blocked it).
    pub(super) fn unreachable(&mut self, job: &Job, now: Now) {
        let at = now.instant;
        let (user, table) = match job {
            Job::Place {
                slot: Slot::Hand { user, table },
                ..
            } => {
                self.front.forget(&place_of(Slot::Hand {
                    user: *user,
                    table: *table,
                }));
                (*user, *table)
            }
            Job::Post {
                kind: PostKind::Probe { user, table },
                ..
            } => (*user, *table),
            Job::Post {
                kind: PostKind::Personal { user, instead },
                content,
                owed,
                ..
            } => {
                // He never started the bot: his word goes where he asked.
                self.reachable.remove(user);
                self.unstarted.insert(*user);
                self.post(*instead, content.clone(), PostKind::Say, *owed, at);
                return;
            }
            Job::Post { owed, .. } => {
                self.settle_owed(*owed);
                return;
            }
            _ => return,
        };
        self.reachable.remove(&user);
        self.unreachable.insert((user, table));
        if !self.linked.insert((user, table)) {
            return;
        }
        let word = self.front.unreached(&user_id(user as u64), table);
        self.route(word, None, now);
    }
}
