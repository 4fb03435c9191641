//! Public answers that cannot flood a chat: a member's thirty rounds of `/rules blot`,
//! `/tables`, `/top` within a minute cost his group at most six messages (the rest given him
//! privately), another member is answered meanwhile, unknown commands in a group get nothing,
//! and a chat's backlog of answers never holds its game's messages back.

use std::time::Instant;

mod common;

use common::{Bot, GROUP, T0, from as member};
use game::i18n::{Lang, Msg, text};
use game::table::{ChatId, GameKind};
use host::schedule::{ANSWERS_PER_LANE, Done, Limits, Next, Pace, Payload, Priority, Scheduler};
use host::{Delivery, From};
use storage::MemoryStore;

fn in_private(n: u32) -> From {
    From {
        chat: ChatId(format!("tg:{n}")),
        private: true,
        ..member(n)
    }
}

/// The front of a bot whose answers the chat reads (Telegram), or not (Discord: `personal`).
fn bot(personal: bool) -> Bot<MemoryStore> {
    let mut bot = Bot::new();
    bot.front.set_personal_answers(personal);
    bot
}

impl Bot<MemoryStore> {
    /// `sender` types `words` at `now`.
    fn type_at(&mut self, now: u64, sender: &From, words: &str) -> Vec<Delivery> {
        self.now = now;
        self.type_as(sender, words)
    }
}

/// The deliveries of a typed command the whole group reads where answers are not personal:
/// messages to the group, and the words to its asker (posted where he typed), his help.
fn read_by_the_group(deliveries: &[Delivery], personal: bool) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| match d {
            Delivery::Say { chat, text, .. } if chat.0 == GROUP => Some(text.clone()),
            Delivery::Alert { text, .. } | Delivery::Answer { text, .. } if !personal => {
                Some(text.clone())
            }
            _ => None,
        })
        .collect()
}

/// One member's flood: thirty rounds, one every two seconds of the inputs' clock, and another
/// member's `/help` at the sixteenth. What the group read of the flood, what the other member
/// got, and every flood command's answer.
fn flood(personal: bool) -> (Vec<String>, Vec<Delivery>, Vec<Vec<Delivery>>) {
    let mut bot = bot(personal);
    let (ani, boris) = (member(1), member(2));
    let mut read = Vec::new();
    let mut answers = Vec::new();
    let mut his = Vec::new();
    for round in 0..30u64 {
        let now = T0 + round * 2_000;
        for command in ["/rules blot", "/tables", "/top"] {
            let answer = bot.type_at(now, &ani, command);
            read.extend(read_by_the_group(&answer, personal));
            answers.push(answer);
        }
        if round == 15 {
            his = bot.type_at(now + 500, &boris, "/help");
        }
    }
    (read, his, answers)
}

#[test]
fn thirty_rounds_of_informational_commands_cost_a_group_at_most_six_messages() {
    let (read, his, answers) = flood(false);
    assert!(
        read.len() <= 6,
        "the group read {} answers: {read:#?}",
        read.len()
    );
    let rules = text(Lang::En, &Msg::Rules(GameKind::Bazaar));
    assert_eq!(
        read.iter().filter(|t| **t == rules).count(),
        1,
        "the rules, once"
    );
    // The other member's help, in the group.
    let help = text(Lang::En, &Msg::Help);
    assert!(
        matches!(his.as_slice(), [Delivery::Answer { text, .. }] if *text == help),
        "{his:#?}"
    );
    // The flooder got the rest privately: each answer once in the window, with the word why.
    let note = text(Lang::En, &Msg::AnsweredPrivately);
    let whispered: Vec<&String> = answers
        .iter()
        .flatten()
        .filter_map(|d| match d {
            Delivery::Whisper { text, .. } if text.ends_with(&note) => Some(text),
            _ => None,
        })
        .collect();
    assert!(!whispered.is_empty(), "the rest given privately");
    assert!(
        whispered.len() <= 6,
        "each answer privately once a minute: {whispered:#?}"
    );
    assert!(whispered.iter().any(|t| t.starts_with(&rules)));
}

#[test]
fn where_answers_are_personal_every_flood_command_is_still_answered_and_the_channel_reads_six() {
    let (read, his, answers) = flood(true);
    assert!(
        read.len() <= 6,
        "the channel read {} answers: {read:#?}",
        read.len()
    );
    assert!(!his.is_empty(), "the other member is answered");
    // Every command the flood guard let through has its answer: in the channel, or his alone.
    let slow_down = text(Lang::En, &Msg::SlowDown);
    let note = text(Lang::En, &Msg::AnsweredPrivately);
    let mut privately = 0;
    for answer in answers.iter().filter(|a| !a.is_empty()) {
        match answer.as_slice() {
            [Delivery::Say { .. }] => {}
            [Delivery::Private { text, .. }] if text.ends_with(&note) => privately += 1,
            [Delivery::Whisper { text, .. }] if *text == slow_down => {}
            other => panic!("unexpected answer {other:#?}"),
        }
    }
    assert!(privately > 20, "{privately} answered privately");
}

#[test]
fn an_unknown_command_gets_nothing_in_a_group_and_the_hint_in_private() {
    let mut bot = bot(false);
    assert!(bot.type_at(T0, &member(1), "/frobnicate").is_empty());
    let answer = bot.type_at(T0, &in_private(1), "/frobnicate");
    assert!(
        matches!(answer.as_slice(), [Delivery::Alert { text, .. }] if text.contains("/frobnicate")),
        "{answer:#?}"
    );
    // Nor does a stream of them cost the group anything or warn its sender.
    for i in 0..40 {
        assert!(bot.type_at(T0 + i, &member(1), "/weather").is_empty());
    }
    assert!(!bot.type_at(T0 + 50, &member(1), "/rules durak").is_empty());
}

#[test]
fn a_new_members_first_informational_answer_is_owed_nothing() {
    let mut bot = bot(false);
    let answer = bot.type_at(T0, &member(7), "/tables");
    assert!(
        matches!(answer.as_slice(), [Delivery::Say { owed: None, .. }]),
        "{answer:#?}"
    );
    assert!(
        bot.front.owed().unwrap().is_empty(),
        "nothing stored to resend"
    );
}

#[test]
fn refusals_typed_in_a_group_are_budgeted_like_answers() {
    let mut bot = bot(false);
    let read: usize = (0..30u64)
        .map(|i| {
            let answer = bot.type_at(T0 + i * 2_000, &member(1), &format!("/join {}", 100 + i));
            read_by_the_group(&answer, false).len()
        })
        .sum();
    assert!(read <= 6, "the group read {read} refusals");
}

/// A post as a shell queues it: its words and priority.
#[derive(Clone, Debug, PartialEq)]
struct Post(String, Priority);

impl Payload for Post {
    fn priority(&self) -> Priority {
        self.1
    }
}

#[test]
fn a_backlogged_group_sends_its_deal_result_and_game_over_first() {
    let t = Instant::now();
    let mut s: Scheduler<i64, u32, Post> = Scheduler::new(Limits::default());
    let (group, pace) = (-100, Pace::TELEGRAM_GROUP);
    let mut sent = Vec::new();
    let mut now = t;
    let send = |s: &mut Scheduler<i64, u32, Post>, now: &mut Instant| loop {
        match s.next(*now) {
            Next::Ready(ticket, post) => {
                s.done(ticket, Done::Sent, *now);
                return Some(post.0);
            }
            Next::WaitUntil(at) => *now = at,
            Next::Idle => return None,
        }
    };
    // A flood of answers, and a table edit.
    for i in 0..20 {
        s.post(
            group,
            pace,
            Post(format!("answer {i}"), Priority::Answer),
            t,
        );
    }
    s.place(group, pace, 1, Post("table".into(), Priority::Game), t);
    sent.extend(send(&mut s, &mut now));
    // The game goes on meanwhile.
    s.post(group, pace, Post("deal scored".into(), Priority::Game), now);
    s.post(group, pace, Post("game over".into(), Priority::Game), now);
    let game_queued = now;
    let mut game_sent = None;
    while let Some(post) = send(&mut s, &mut now) {
        if post == "game over" {
            game_sent = Some(now);
        }
        sent.push(post);
    }
    assert_eq!(
        &sent[1..3],
        ["deal scored", "game over"],
        "the game's posts first: {sent:?}"
    );
    let answers = sent.iter().filter(|p| p.starts_with("answer")).count();
    assert_eq!(
        answers, ANSWERS_PER_LANE,
        "the oldest answers beyond the lane's bound were dropped: {sent:?}"
    );
    assert_eq!(sent.last().map(String::as_str), Some("table"), "{sent:?}");
    assert!(
        sent.contains(&"answer 19".to_string()),
        "the newest answer kept"
    );
    let waited = game_sent.map(|at| at.saturating_duration_since(game_queued));
    println!("backlog: the game over left {waited:?} after it was queued, behind 20 answers");
}
