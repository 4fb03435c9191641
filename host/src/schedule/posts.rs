//! A lane's new messages in the order they leave: the game's first, then the answers, the
//! answers bounded.
//!
//! A post's [`Priority`] says how much it matters when its chat is backlogged. The game's
//! posts (what a change of state owes the chat: a deal's result, the game over) leave first,
//! in the order they were queued, and are never dropped. The answers (to a command, word to
//! one user) leave after them, in their order; one equal to an answer still queued is not
//! queued again, and past [`ANSWERS_PER_LANE`] queued the oldest is dropped: what a chat
//! asked a while ago is worth less than what it asks now, and nothing a chat asks can bury
//! its game.

use std::collections::VecDeque;
use std::time::Instant;

use super::Payload;
use crate::front::Owed;

/// Answers a lane holds queued at most.
pub const ANSWERS_PER_LANE: usize = 4;

/// How much a post matters when its chat is backlogged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    /// A moment of a game, or anything a change of state owes: first, never dropped.
    Game,
    /// An answer: after the game's posts, coalesced, dropped when too many wait.
    Answer,
}

impl Priority {
    /// A post's priority from what it owes: a message a change of state owes its chat (kept in
    /// the store until sent, see [`Owed`]) is the game's; any other is an answer.
    pub fn of_post(owed: Option<Owed>) -> Priority {
        match owed {
            Some(_) => Priority::Game,
            None => Priority::Answer,
        }
    }
}

/// A lane's queued posts.
pub(super) struct Posts<P> {
    game: VecDeque<(P, Instant)>,
    answers: VecDeque<(P, Instant)>,
}

impl<P: Payload> Default for Posts<P> {
    fn default() -> Self {
        Posts {
            game: VecDeque::new(),
            answers: VecDeque::new(),
        }
    }
}

impl<P: Payload> Posts<P> {
    /// Queues a post queued at `now`; the answer it pushed out, if any.
    pub(super) fn push(&mut self, payload: P, now: Instant) -> Option<P> {
        if payload.priority() == Priority::Game {
            self.game.push_back((payload, now));
            return None;
        }
        if self.answers.iter().any(|(queued, _)| *queued == payload) {
            return None;
        }
        let dropped = if self.answers.len() >= ANSWERS_PER_LANE {
            self.answers.pop_front().map(|(p, _)| p)
        } else {
            None
        };
        self.answers.push_back((payload, now));
        dropped
    }

    /// Puts a post taken back at the head of its queue (its call is to be made again).
    pub(super) fn push_front(&mut self, payload: P, queued: Instant) {
        match payload.priority() {
            Priority::Game => self.game.push_front((payload, queued)),
            Priority::Answer => self.answers.push_front((payload, queued)),
        }
    }

    /// The post to leave next, when it was queued, and its priority.
    pub(super) fn front(&self) -> Option<(&P, Instant, Priority)> {
        match self.game.front() {
            Some((p, at)) => Some((p, *at, Priority::Game)),
            None => self
                .answers
                .front()
                .map(|(p, at)| (p, *at, Priority::Answer)),
        }
    }

    /// Takes the post to leave next.
    pub(super) fn pop_front(&mut self) -> Option<P> {
        self.game
            .pop_front()
            .or_else(|| self.answers.pop_front())
            .map(|(p, _)| p)
    }

    /// Takes every post, in the order they would leave.
    pub(super) fn drain(&mut self) -> impl Iterator<Item = P> + '_ {
        self.game
            .drain(..)
            .chain(self.answers.drain(..))
            .map(|(p, _)| p)
    }

    pub(super) fn len(&self) -> usize {
        self.game.len() + self.answers.len()
    }

    pub(super) fn is_empty(&self) -> bool {
        self.game.is_empty() && self.answers.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Post(&'static str, Priority);

    impl Payload for Post {
        fn priority(&self) -> Priority {
            self.1
        }
    }

    fn answer(words: &'static str) -> Post {
        Post(words, Priority::Answer)
    }

    fn game(words: &'static str) -> Post {
        Post(words, Priority::Game)
    }

    fn order(posts: &mut Posts<Post>) -> Vec<&'static str> {
        std::iter::from_fn(|| posts.pop_front())
            .map(|p| p.0)
            .collect()
    }

    #[test]
    fn the_games_posts_leave_before_answers_queued_earlier() {
        let t = Instant::now();
        let mut posts = Posts::default();
        posts.push(answer("rules"), t);
        posts.push(game("deal 1 scored"), t);
        posts.push(answer("tables"), t);
        posts.push(game("game over"), t);
        assert_eq!(
            order(&mut posts),
            ["deal 1 scored", "game over", "rules", "tables"]
        );
    }

    #[test]
    fn answers_coalesce_and_the_oldest_make_way_but_the_game_keeps_every_post() {
        let t = Instant::now();
        let mut posts = Posts::default();
        let mut dropped = Vec::new();
        let answers = ["rules", "tables", "rules", "top", "tables", "help", "stats"];
        for i in 0..20 {
            dropped.extend(posts.push(game(["deal", "trick"][i % 2]), t).map(|p| p.0));
            if let Some(words) = answers.get(i) {
                dropped.extend(posts.push(answer(words), t).map(|p| p.0));
            }
        }
        assert_eq!(posts.len(), 20 + ANSWERS_PER_LANE);
        assert_eq!(dropped, ["rules"], "the oldest answer made way, once");
        let left = order(&mut posts);
        assert!(left[..20].iter().all(|w| ["deal", "trick"].contains(w)));
        assert_eq!(&left[20..], ["tables", "top", "help", "stats"]);
    }

    #[test]
    fn a_post_taken_back_leaves_first_again() {
        let t = Instant::now();
        let mut posts = Posts::default();
        posts.push(answer("rules"), t);
        posts.push(game("deal"), t);
        let first = posts.pop_front().unwrap();
        posts.push(game("game over"), t);
        posts.push_front(first, t);
        assert_eq!(posts.front().map(|(p, _, _)| p.0), Some("deal"));
        assert_eq!(order(&mut posts), ["deal", "game over", "rules"]);
    }
}
