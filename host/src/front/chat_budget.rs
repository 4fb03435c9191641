//! The answers a whole chat reads, limited so that nobody can flood it with them.
//!
//! An informational command (`/rules`, `/tables`, `/top`, `/help`, a league's standings) is
//! answered where it was typed, and in a group everyone reads that answer; so is, on a
//! platform that answers a typed command in its chat (Telegram), a refusal to its asker. Such
//! a **public answer** is posted in the chat only when
//! - the chat has not read the same answer within [`ANSWER_WINDOW_MS`] (identical answers in a
//!   chat are sent once), and
//! - its asker has public answers left in that chat ([`ASKER_BURST`], then one every
//!   [`ASKER_EVERY`]), and
//! - the chat has ([`CHAT_BURST`], then one every [`CHAT_EVERY`]: well below a Telegram
//!   group's 20 messages a minute, so the game's messages always find room).
//!
//! Otherwise it is given to its asker alone, with a word that it was given privately: Discord
//! answers his interaction ephemerally (every interaction is answered); Telegram writes to his
//! private chat, which reaches him only if he has started the bot (else nothing is shown), and
//! the same answer at most once in the window. Never in the chat. GCRA token buckets from
//! `governor`, read on the inputs' own clock, like [`super::flood`].

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::time::Duration;

use game::i18n::{Lang, Msg, text};
use game::table::command::{Command, LeagueCommand};
use game::table::{ChatId, Millis, Press, UserId};
use governor::RateLimiter;
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::keyed::HashMapStateStore;

use storage::Store;

use super::flood::InputClock;
use super::{Delivery, From, Front};

/// How long a chat that read an answer is not shown it again.
pub const ANSWER_WINDOW_MS: Millis = 60_000;
/// Public answers one asker may have in a chat at once, and how often one more after them.
pub const ASKER_BURST: u32 = 4;
pub const ASKER_EVERY: Duration = Duration::from_secs(30);
/// Public answers a chat may read at once, whoever asked, and how often one more after them.
pub const CHAT_BURST: u32 = 8;
pub const CHAT_EVERY: Duration = Duration::from_secs(10);
/// Checks between two prunings of what is remembered.
const PRUNE_EVERY: u64 = 1_000;

/// Where a public answer goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goes {
    /// Into the chat, as it is.
    InChat,
    /// To its asker alone: the chat read it a moment ago, or its budget is spent.
    Privately,
}

type Buckets<K> = RateLimiter<K, HashMapStateStore<K>, InputClock, NoOpMiddleware<Nanos>>;

/// Every chat's and every asker's budget of public answers, and what each chat read lately.
pub struct ChatBudget {
    clock: InputClock,
    askers: Buckets<(ChatId, UserId)>,
    chats: Buckets<ChatId>,
    /// The answers each chat read (by a digest of their text), and when.
    read: HashMap<(ChatId, u64), Millis>,
    /// The answers given a user privately instead (by digest), and when.
    told: HashMap<(UserId, u64), Millis>,
    checks: u64,
}

impl Default for ChatBudget {
    fn default() -> Self {
        ChatBudget::new()
    }
}

impl ChatBudget {
    /// The default budgets (see the module's documentation).
    pub fn new() -> ChatBudget {
        let clock = InputClock::default();
        ChatBudget {
            askers: RateLimiter::hashmap_with_clock(
                super::flood::quota(ASKER_BURST, ASKER_EVERY),
                clock.clone(),
            ),
            chats: RateLimiter::hashmap_with_clock(
                super::flood::quota(CHAT_BURST, CHAT_EVERY),
                clock.clone(),
            ),
            clock,
            read: HashMap::new(),
            told: HashMap::new(),
            checks: 0,
        }
    }

    /// Where `answer`, asked by `user` in `chat` at `now`, goes; an answer that goes into the
    /// chat is counted against both budgets and remembered as read there.
    pub fn check(&mut self, chat: &ChatId, user: &UserId, answer: &str, now: Millis) -> Goes {
        self.clock.set(now);
        self.prune_now_and_then(now);
        let key = (chat.clone(), digest(answer));
        if self
            .read
            .get(&key)
            .is_some_and(|at| now.saturating_sub(*at) < ANSWER_WINDOW_MS)
        {
            return Goes::Privately;
        }
        if self
            .askers
            .check_key(&(chat.clone(), user.clone()))
            .is_err()
            || self.chats.check_key(chat).is_err()
        {
            return Goes::Privately;
        }
        self.read.insert(key, now);
        Goes::InChat
    }

    /// True when `answer` was not given `user` privately within the window (and remembers it).
    pub fn first_told(&mut self, user: &UserId, answer: &str, now: Millis) -> bool {
        let key = (user.clone(), digest(answer));
        if self
            .told
            .get(&key)
            .is_some_and(|at| now.saturating_sub(*at) < ANSWER_WINDOW_MS)
        {
            return false;
        }
        self.told.insert(key, now);
        true
    }

    /// Forgets, every [`PRUNE_EVERY`] checks, the buckets full again and what was read or told
    /// longer ago than the window: memory stays bounded by the chats active lately.
    fn prune_now_and_then(&mut self, now: Millis) {
        self.checks += 1;
        if !self.checks.is_multiple_of(PRUNE_EVERY) {
            return;
        }
        self.askers.retain_recent();
        self.chats.retain_recent();
        let recent = |at: &mut Millis| now.saturating_sub(*at) < ANSWER_WINDOW_MS;
        self.read.retain(|_, at| recent(at));
        self.told.retain(|_, at| recent(at));
    }
}

fn digest(answer: &str) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    answer.hash(&mut hasher);
    hasher.finish()
}

/// True when the command only asks to be told something (its answers change nothing, and
/// the chat may be flooded with them): rules, help, the tables, the leaderboards, a league's
/// standings, fixtures, history and log, a start's help.
pub fn informational(command: &Command) -> bool {
    matches!(
        command,
        Command::Tables
            | Command::Top
            | Command::Rules(_)
            | Command::Help
            | Command::LeagueHelp
            | Command::Start(_)
            | Command::League(
                LeagueCommand::Standings
                    | LeagueCommand::Fixtures
                    | LeagueCommand::Me
                    | LeagueCommand::Top(_)
                    | LeagueCommand::History
                    | LeagueCommand::Log
            )
    )
}

/// [`informational`] for a press: another page of the tables.
pub fn informational_press(press: &Press) -> bool {
    matches!(press, Press::Tables { .. })
}

/// What an input was, for which of its answers the chat reads.
#[derive(Clone, Copy, Debug)]
pub struct Asked {
    /// See [`informational`].
    pub informational: bool,
    /// Typed, not pressed: a word to its asker alone is then posted in the chat where the
    /// platform has no other way to answer a typed command (Telegram).
    pub typed: bool,
    /// Every answer to a user is his alone (Discord's ephemeral answers).
    pub personal: bool,
}

impl<S: Store> Front<S> {
    /// The answer to an input with the answers its chat reads kept within the chat's and the
    /// asker's budgets.
    pub(super) fn within_budget(
        &mut self,
        from: &From,
        informational: bool,
        typed: bool,
        answer: Vec<Delivery>,
        now: Millis,
    ) -> Vec<Delivery> {
        let asked = Asked {
            informational,
            typed,
            personal: self.personal_answers,
        };
        let lang = self.lang(from);
        within(&mut self.answers, from, asked, lang, answer, now)
    }
}

/// The answer to `from`'s input with its public answers kept within `budget`: those beyond
/// go to him alone (`lang`: the language of the word saying so).
pub fn within(
    budget: &mut ChatBudget,
    from: &From,
    asked: Asked,
    lang: Lang,
    answer: Vec<Delivery>,
    now: Millis,
) -> Vec<Delivery> {
    if from.private {
        return answer;
    }
    let mut kept = Vec::with_capacity(answer.len());
    for delivery in answer {
        let Some(words) = public_words(&delivery, from, asked) else {
            kept.push(delivery);
            continue;
        };
        if budget.check(&from.chat, &from.user, words, now) == Goes::InChat {
            kept.push(delivery);
            continue;
        }
        let note = text(lang, &Msg::AnsweredPrivately);
        let words = format!("{words}\n\n{note}");
        if asked.personal {
            // His interaction is answered, as all are: ephemerally, with the buttons.
            let rows = match delivery {
                Delivery::Say { rows, .. } => rows,
                _ => Vec::new(),
            };
            kept.push(Delivery::Private {
                user: from.user.clone(),
                chat: from.chat.clone(),
                text: words,
                rows,
            });
        } else if budget.first_told(&from.user, &words, now) {
            kept.push(Delivery::Whisper {
                user: from.user.clone(),
                text: words,
            });
        }
    }
    kept
}

/// The words of a delivery the whole chat would read as an answer to `from`'s input, if it is
/// one: an informational input's message in his chat, and where answers are not personal a
/// typed command's word to him, or his answer (the help).
fn public_words<'d>(delivery: &'d Delivery, from: &From, asked: Asked) -> Option<&'d str> {
    match delivery {
        Delivery::Say {
            chat,
            text,
            owed: None,
            ..
        } if asked.informational && *chat == from.chat => Some(text),
        Delivery::Alert {
            user,
            text,
            owed: None,
        } if asked.typed && !asked.personal && *user == from.user => Some(text),
        Delivery::Answer { user, chat, text } if !asked.personal && *user == from.user => {
            (*chat == from.chat).then_some(text.as_str())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: Millis = 1_700_000_000_000;

    fn user(n: u32) -> UserId {
        UserId(format!("tg:{n}"))
    }

    fn chat(n: i32) -> ChatId {
        ChatId(format!("tg:{n}"))
    }

    #[test]
    fn the_same_answer_in_a_chat_is_read_once_a_window() {
        let mut budget = ChatBudget::new();
        assert_eq!(budget.check(&chat(-1), &user(1), "rules", T0), Goes::InChat);
        // Whoever asks it again within the window.
        for (n, at) in [(1, 1_000), (2, 2_000), (3, 59_000)] {
            assert_eq!(
                budget.check(&chat(-1), &user(n), "rules", T0 + at),
                Goes::Privately
            );
        }
        // Another chat, another answer, and after the window: read.
        assert_eq!(budget.check(&chat(-2), &user(1), "rules", T0), Goes::InChat);
        assert_eq!(budget.check(&chat(-1), &user(2), "top", T0), Goes::InChat);
        assert_eq!(
            budget.check(&chat(-1), &user(2), "rules", T0 + 60_000),
            Goes::InChat
        );
    }

    #[test]
    fn one_asker_has_a_few_answers_then_one_every_thirty_seconds() {
        let mut budget = ChatBudget::new();
        let goes: Vec<Goes> = (0..10)
            .map(|i| budget.check(&chat(-1), &user(1), &format!("answer {i}"), T0 + i * 100))
            .collect();
        assert_eq!(&goes[..4], &[Goes::InChat; 4]);
        assert!(goes[4..].iter().all(|g| *g == Goes::Privately));
        // Another member is answered in the chat meanwhile, and so is he in another chat.
        assert_eq!(
            budget.check(&chat(-1), &user(2), "his", T0 + 1_000),
            Goes::InChat
        );
        assert_eq!(
            budget.check(&chat(-2), &user(1), "there", T0 + 1_000),
            Goes::InChat
        );
        assert_eq!(
            budget.check(&chat(-1), &user(1), "later", T0 + 31_000),
            Goes::InChat
        );
        assert_eq!(
            budget.check(&chat(-1), &user(1), "too soon", T0 + 32_000),
            Goes::Privately
        );
    }

    #[test]
    fn a_chat_reads_at_most_its_budget_whoever_asks() {
        let mut budget = ChatBudget::new();
        let in_chat = (0..30)
            .filter(|&i| {
                budget.check(
                    &chat(-1),
                    &user(i),
                    &format!("answer {i}"),
                    T0 + u64::from(i),
                ) == Goes::InChat
            })
            .count();
        assert_eq!(in_chat, CHAT_BURST as usize);
        // A minute of many askers: the burst, then one every ten seconds.
        let in_chat = (0..600u32)
            .filter(|&i| {
                let at = T0 + 10_000 + u64::from(i) * 100;
                budget.check(&chat(-1), &user(100 + i), &format!("more {i}"), at) == Goes::InChat
            })
            .count();
        assert!((6..=7).contains(&in_chat), "{in_chat} in a minute");
    }

    #[test]
    fn an_answer_given_privately_is_given_once_a_window() {
        let mut budget = ChatBudget::new();
        assert!(budget.first_told(&user(1), "rules", T0));
        assert!(!budget.first_told(&user(1), "rules", T0 + 59_000));
        assert!(budget.first_told(&user(2), "rules", T0 + 1_000));
        assert!(budget.first_told(&user(1), "top", T0 + 1_000));
        assert!(budget.first_told(&user(1), "rules", T0 + 60_000));
    }

    #[test]
    fn what_the_chat_read_long_ago_is_forgotten() {
        let mut budget = ChatBudget::new();
        for i in 0..PRUNE_EVERY - 1 {
            budget.check(&chat(-(i as i32) - 1), &user(1), "rules", T0);
        }
        assert_eq!(budget.read.len() as u64, PRUNE_EVERY - 1);
        budget.check(&chat(-1), &user(1), "rules", T0 + ANSWER_WINDOW_MS + 1);
        assert_eq!(budget.read.len(), 1, "only the newest is remembered");
    }
}
