//! The front as a bot drives it: typed commands and button presses from a group and private
//! chats, answered with deliveries.

mod common;

use common::{Bot, GROUP, T0, from, presses, said};
use game::table::{ChatId, Press, Screen, TableId, Tap, UserId};
use host::front::group_input::{GroupAsk, GroupInput};
use host::{Delivery, From, Front, Place};
use storage::{MemoryStore, SledStore};

/// A user the platform says administers the group.
fn admin(n: u32) -> From {
    From {
        admin: true,
        ..from(n)
    }
}

/// A press of the Join button of `table`, at no seat in particular.
fn join_press(table: TableId) -> Press {
    Press::Join { table, seat: None }
}

/// Table 1, a Blot that user 1 opened, user 2 joined and user 1 started (computers in the
/// other seats).
fn blot_of_two_started(bot: &mut Bot<MemoryStore>) {
    bot.type_(1, "/blot");
    bot.press(2, &join_press(1));
    bot.press(1, &Press::Start { table: 1 });
}

/// Table 1, a Blot that user 1 opened and users 2 to 4 joined (which starts it).
fn blot_of_four(bot: &mut Bot<MemoryStore>) {
    bot.type_(1, "/blot");
    for who in 2..=4 {
        bot.press(who, &join_press(1));
    }
}

fn table_screen(deliveries: &[Delivery]) -> Option<&Screen> {
    deliveries.iter().find_map(|d| match d {
        Delivery::Table { screen, .. } => Some(screen),
        _ => None,
    })
}

#[test]
fn a_table_is_opened_joined_and_started_with_hands_for_its_players_only() {
    let mut bot = Bot::new();
    let opened = bot.type_(1, "/blot");
    let screen = table_screen(&opened).expect("the table's message");
    let table = 1;
    assert!(presses(screen).contains(&Press::Join { table, seat: None }));
    assert!(
        !opened.iter().any(|d| matches!(d, Delivery::Say { .. })),
        "the table's message is the announcement: {opened:?}"
    );
    for who in 2..=3 {
        bot.press(who, &Press::Join { table, seat: None });
    }
    let started = bot.press(4, &Press::Join { table, seat: None });
    let says: Vec<&String> = started
        .iter()
        .filter_map(|d| match d {
            Delivery::Say { text, .. } => Some(text),
            _ => None,
        })
        .collect();
    assert_eq!(says.len(), 1, "one message: the game starts ({says:?})");
    let hands: Vec<&UserId> = started
        .iter()
        .filter_map(|d| match d {
            Delivery::Hand { user, .. } => Some(user),
            _ => None,
        })
        .collect();
    assert_eq!(hands.len(), 4, "every player gets his hand");
    assert!(
        started
            .iter()
            .any(|d| matches!(d, Delivery::YourTurn { .. })),
        "the first to speak is told"
    );

    // A stranger's press is refused to him alone; nothing else changes.
    let Some(Delivery::Hand { screen: hand, .. }) = started
        .iter()
        .find(|d| matches!(d, Delivery::Hand { screen, .. } if !presses(screen).is_empty()))
    else {
        panic!("someone has moves");
    };
    let press = presses(hand)[0].clone();
    let refused = bot.press(9, &press);
    assert!(
        matches!(refused.as_slice(), [Delivery::Alert { user, .. }] if user.0 == "tg:9"),
        "{refused:?}"
    );
}

#[test]
fn a_redelivered_update_changes_nothing_and_says_nothing() {
    let mut bot = Bot::new();
    let first = bot
        .front
        .command("tg:77", T0, &from(1), "/durak", None)
        .unwrap();
    assert!(!first.is_empty());
    let again = bot
        .front
        .command("tg:77", T0, &from(1), "/durak", None)
        .unwrap();
    assert!(again.is_empty(), "{again:?}");
    assert_eq!(bot.front.live_tables().len(), 1);
}

/// A refused input's key is kept as handled: redelivered after a crash (Telegram sends again
/// every update whose offset was not confirmed), it is not weighed again on a state that has
/// moved on, where it would now be accepted.
#[test]
fn a_refused_input_redelivered_after_a_restart_is_not_accepted_then() {
    let dir = tempfile::tempdir().unwrap();
    let open = || Front::open(SledStore::open(dir.path()).unwrap(), 5).unwrap();
    let join = |front: &mut Front<SledStore>, key: &str| {
        front.command(key, T0, &from(2), "/join 1", None).unwrap()
    };
    let away = |front: &mut Front<SledStore>, key: &str| {
        front.command(key, T0, &from(2), "/away", None).unwrap()
    };
    {
        let mut front = open();
        // His account is made by his first input.
        front
            .command("tg:9", T0, &from(2), "/balance", None)
            .unwrap();
        // Refused by the service: there is no table 1 yet.
        let refused = join(&mut front, "tg:10");
        assert!(
            matches!(refused.as_slice(), [Delivery::Alert { user, .. }] if user.0 == "tg:2"),
            "{refused:?}"
        );
        // Refused before the service: he sits at no table.
        let refused = away(&mut front, "tg:11");
        assert!(
            matches!(refused.as_slice(), [Delivery::Alert { user, .. }] if user.0 == "tg:2"),
            "{refused:?}"
        );
        // The game he could join, and then leave to the computer, is opened.
        front
            .command("tg:12", T0, &from(1), "/durak", None)
            .unwrap();
    }
    // Killed before the offsets were confirmed: both refused updates come again.
    let mut front = open();
    assert!(join(&mut front, "tg:10").is_empty());
    let table = front.durable().service().tables.get(&1).unwrap().clone();
    assert!(
        table.seat_of(&UserId("tg:2".into())).is_none(),
        "a join refused is not made on its redelivery: {:?}",
        table.seats
    );
    // His own join, new, is taken; the /away refused before he sat stays refused.
    assert!(!join(&mut front, "tg:13").is_empty());
    assert!(away(&mut front, "tg:11").is_empty());
    let table = &front.durable().service().tables[&1];
    let seat = table.seat_of(&UserId("tg:2".into())).expect("he joined");
    assert!(!table.seats[usize::from(seat)].away, "{:?}", table.seats);
}

#[test]
fn unknown_commands_and_bad_arguments_get_a_helpful_answer() {
    let mut bot = Bot::new();
    // In private: in a group an unknown command is another bot's (see `public_answers.rs`).
    let private = From {
        chat: ChatId("tg:1".into()),
        private: true,
        ..from(1)
    };
    let answer = bot.type_as(&private, "/poker");
    assert!(
        matches!(answer.as_slice(), [Delivery::Alert { text, .. }] if text.contains("/poker") && text.contains("/help")),
        "{answer:?}"
    );
    let answer = bot.type_(1, "/join lots");
    assert!(
        matches!(answer.as_slice(), [Delivery::Alert { text, .. }] if text.contains("/join ID")),
        "{answer:?}"
    );
    assert!(bot.type_(1, "just chatting").is_empty());
    assert!(bot.type_(1, "/join@OtherBot 1").is_empty());
    let answer = bot.front.press("k", T0, &from(1), "garbage:data").unwrap();
    assert!(matches!(answer.as_slice(), [Delivery::Alert { .. }]));
}

#[test]
fn the_chat_language_words_the_table() {
    let mut bot = Bot::new();
    let menu = bot.type_as(&admin(1), "/lang");
    let Some(Delivery::Say { rows, .. }) = menu.first() else {
        panic!("a language menu: {menu:?}");
    };
    assert_eq!(rows.iter().flatten().count(), 4);
    bot.press_as(
        &admin(1),
        &Press::ChatLang {
            lang: game::i18n::Lang::Ru,
        },
    );
    let opened = bot.type_(1, "/durak");
    let screen = table_screen(&opened).unwrap();
    assert!(
        screen.text.contains("Дурак") || screen.text.contains("очк"),
        "{}",
        screen.text
    );
    let rules = bot.type_(2, "/rules toto21");
    assert!(matches!(rules.as_slice(), [Delivery::Say { text, .. }] if text.contains("21")));
}

#[test]
fn an_unchanged_screen_is_not_delivered_again() {
    let mut bot = Bot::new();
    bot.type_(1, "/toto21");
    // The creator presses Join at his own table: refused, and the table did not change.
    let answer = bot.press(1, &join_press(1));
    assert!(
        answer.iter().all(|d| matches!(d, Delivery::Alert { .. })),
        "{answer:?}"
    );
    assert!(
        bot.front.redraw(1, T0).is_empty(),
        "the same screen again is no delivery"
    );
    bot.front.forget(&Place::Table {
        chat: ChatId(GROUP.into()),
        table: 1,
    });
    assert_eq!(
        bot.front.redraw(1, T0).len(),
        1,
        "a forgotten screen is sent again"
    );
}

#[test]
fn message_ids_are_remembered_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let place = Place::Hand {
        user: UserId("tg:5".into()),
        table: 3,
    };
    {
        let mut front = Front::open(SledStore::open(dir.path()).unwrap(), 1).unwrap();
        assert_eq!(front.message_ref(&place).unwrap(), None);
        front.set_message_ref(&place, "4242").unwrap();
    }
    let front = Front::open(SledStore::open(dir.path()).unwrap(), 1).unwrap();
    assert_eq!(front.message_ref(&place).unwrap().as_deref(), Some("4242"));
}

#[test]
fn the_creator_changes_settings_with_buttons_and_others_are_refused() {
    use game::table::SettingChange;
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    let menu = bot.type_(1, "/settings");
    // The menu is the creator's own business: answered privately where the platform allows.
    let Some(Delivery::Private { rows, .. }) = menu.first() else {
        panic!("a settings menu: {menu:?}");
    };
    let stake_50 = Press::Configure {
        table: 1,
        change: SettingChange::Stake(50),
    };
    assert!(
        rows.iter()
            .flatten()
            .any(|b| b.tap == Tap::Press(stake_50.encode()))
    );
    let changed = bot.press(1, &stake_50);
    let screen = table_screen(&changed).expect("the table's message shows the new stake");
    assert!(screen.text.contains("50"), "{}", screen.text);
    assert_eq!(bot.front.durable().service().tables[&1].settings.stake, 50);

    let refused = bot.press(
        2,
        &Press::Configure {
            table: 1,
            change: SettingChange::Points(5),
        },
    );
    assert!(matches!(refused.as_slice(), [Delivery::Alert { user, .. }] if user.0 == "tg:2"));
    let refused = bot.press(2, &Press::Settings { table: 1 });
    assert!(matches!(refused.as_slice(), [Delivery::Alert { .. }]));
    let out_of_range = bot.press(
        1,
        &Press::Configure {
            table: 1,
            change: SettingChange::Points(99),
        },
    );
    assert!(
        matches!(out_of_range.as_slice(), [Delivery::Alert { text, .. }] if text.contains("1–10"))
    );
    assert_eq!(bot.front.durable().service().tables[&1].settings.points, 3);
}

#[test]
fn a_redraw_after_a_restart_tells_the_mover_again() {
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    bot.press(2, &join_press(1));
    let mover = bot.front.durable().service().tables[&1]
        .engine
        .as_ref()
        .and_then(|e| e.to_act())
        .expect("the game runs");
    let redrawn = bot.front.redraw(1, T0);
    let told: Vec<&UserId> = redrawn
        .iter()
        .filter_map(|d| match d {
            Delivery::YourTurn { user, .. } => Some(user),
            _ => None,
        })
        .collect();
    assert_eq!(told, vec![&UserId(format!("tg:{}", u32::from(mover) + 1))]);
}

#[test]
fn what_a_change_owes_the_chat_survives_a_restart_until_it_is_settled() {
    let dir = tempfile::tempdir().unwrap();
    let (start_message, owed) = {
        let mut front = Front::open(SledStore::open(dir.path()).unwrap(), 5).unwrap();
        front.command("tg:1", T0, &from(1), "/blot", None).unwrap();
        let mut started = Vec::new();
        for who in 2..=4 {
            started = front
                .press(
                    &format!("tg:{who}"),
                    T0,
                    &from(who),
                    &join_press(1).encode(),
                )
                .unwrap();
        }
        let (text, owed) = started
            .iter()
            .find_map(|d| match d {
                Delivery::Say { text, owed, .. } => Some((text.clone(), *owed)),
                _ => None,
            })
            .expect("the game starts: a message in the group");
        (text, owed.expect("a state change owes its message"))
    };
    // Killed before sending it: the next start still owes it, worded the same.
    let mut front = Front::open(SledStore::open(dir.path()).unwrap(), 5).unwrap();
    let again = front.owed().unwrap();
    assert!(
        matches!(again.as_slice(), [Delivery::Say { text, owed: Some(n), chat, .. }]
            if *text == start_message && *n == owed && chat.0 == GROUP),
        "{again:?}"
    );
    // The redelivered press changes nothing and owes nothing more.
    let redelivered = front
        .press("tg:4", T0, &from(4), &join_press(1).encode())
        .unwrap();
    assert!(redelivered.is_empty());
    assert_eq!(front.owed().unwrap().len(), 1);
    front.settle(owed).unwrap();
    drop(front);
    let front = Front::open(SledStore::open(dir.path()).unwrap(), 5).unwrap();
    assert!(front.owed().unwrap().is_empty(), "sent once, owed no more");
}

#[test]
fn answers_to_the_sender_are_not_owed_and_commands_that_change_nothing_owe_nothing() {
    let mut bot = Bot::new();
    let help = bot.type_(1, "/help");
    assert!(
        matches!(help.as_slice(), [Delivery::Answer { .. }]),
        "{help:?}"
    );
    // His chips are answered to him alone, never to the whole group.
    let balance = bot.type_(1, "/balance");
    assert!(
        matches!(balance.as_slice(), [Delivery::Private { text, .. }] if text.chars().any(|c| c.is_ascii_digit())),
        "{balance:?}"
    );
    bot.type_(1, "/blot");
    let refused = bot.type_(1, "/blot");
    assert!(
        refused
            .iter()
            .all(|d| !matches!(d, Delivery::Alert { owed: Some(_), .. })),
        "{refused:?}"
    );
    assert!(bot.front.owed().unwrap().is_empty());
}

#[test]
fn a_group_that_becomes_a_supergroup_keeps_its_running_game_and_owed_messages() {
    let mut bot = Bot::new();
    blot_of_four(&mut bot);
    assert_eq!(bot.front.owed().unwrap().len(), 1, "the start is owed");
    let supergroup = ChatId("tg:-1001234".into());
    let moved = bot
        .front
        .move_chat(&ChatId(GROUP.into()), &supergroup, T0)
        .unwrap();
    assert!(
        moved
            .iter()
            .any(|d| matches!(d, Delivery::Table { chat, .. } if *chat == supergroup)),
        "the table is shown in the supergroup: {moved:?}"
    );
    assert_eq!(bot.front.live_tables(), vec![(supergroup.clone(), 1)]);
    assert!(
        matches!(bot.front.owed().unwrap().as_slice(), [Delivery::Say { chat, .. }] if *chat == supergroup)
    );
}

#[test]
fn a_player_leaves_a_running_game_once_he_confirms_and_may_take_his_seat_back() {
    let mut bot = Bot::new();
    blot_of_two_started(&mut bot);
    let seat = |bot: &Bot<MemoryStore>| {
        let t = &bot.front.durable().service().tables[&1];
        t.seats[usize::from(t.seat_of(&UserId("tg:2".into())).unwrap())].clone()
    };
    let names: Vec<String> = bot.front.durable().service().tables[&1]
        .seats
        .iter()
        .filter(|s| s.computer)
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(names.len(), 2);
    assert_ne!(names[0], names[1], "each computer seat has its own name");

    // /leave asks him alone first (its button makes whoever presses it leave), with no word
    // of a stake at a table without one; nothing changes yet.
    let asked = bot.type_(2, "/leave");
    let [
        Delivery::Private {
            user, text, rows, ..
        },
    ] = asked.as_slice()
    else {
        panic!("{asked:?}");
    };
    assert_eq!(user.0, "tg:2");
    assert!(!text.contains("stake"), "{text}");
    let confirm = Press::LeaveGame { table: 1 };
    assert!(
        rows.iter()
            .flatten()
            .any(|b| b.tap == Tap::Press(confirm.encode()))
    );
    assert!(!seat(&bot).away);
    // The lobby's Leave button, still on an old message, asks too.
    let asked = bot.press(2, &Press::Leave { table: 1 });
    assert!(
        matches!(asked.as_slice(), [Delivery::Private { .. }]),
        "{asked:?}"
    );
    assert!(!seat(&bot).away);

    let left = bot.press(2, &confirm);
    assert!(seat(&bot).away, "a computer plays the seat at once");
    assert!(
        said(&left).iter().any(|t| t.contains("left the game")),
        "the chat is told: {left:?}"
    );
    let screen = table_screen(&left).expect("the table shows it");
    assert!(presses(screen).contains(&Press::TakeBack { table: 1 }));
    let service = bot.front.durable().service();
    assert_eq!(service.chips_in_play(), service.meta.granted);

    bot.press(2, &Press::TakeBack { table: 1 });
    assert!(
        !seat(&bot).away,
        "and he may take it back while the game lasts"
    );
}

#[test]
fn leaving_a_table_with_a_stake_says_what_becomes_of_it() {
    let mut bot = Bot::new();
    bot.type_(1, "/blot stake=10");
    bot.press(2, &join_press(1));
    bot.press(1, &Press::Start { table: 1 });
    let asked = told(&bot.type_(2, "/leave"));
    assert!(
        matches!(asked.as_slice(), [text] if text.contains("Your stake stays in the pot")),
        "{asked:?}"
    );
}

/// A group set to Russian: a player without an app language, and one whose app is English,
/// get their hands, turn notices and refusals in the same language as the rest of their
/// answers (the group's before the app's; where answers are personal, the app's first).
#[test]
fn hands_turns_and_refusals_follow_the_same_language_order_as_every_answer() {
    use game::i18n::Lang;
    let cyrillic = |words: &str| words.chars().any(|c| matches!(c, 'а'..='я'));
    for personal in [false, true] {
        let mut bot = Bot::new();
        bot.front.set_personal_answers(personal);
        bot.press_as(&admin(1), &Press::ChatLang { lang: Lang::Ru });
        let english_app = From {
            lang: Some("en".into()),
            ..from(2)
        };
        // Player2's app is English: Russian unless answers are his alone.
        let russian = |user: &UserId| !(personal && user.0 == "tg:2");
        bot.type_(1, "/durak");
        let started = bot.press_as(&english_app, &join_press(1));
        let mut told_each = 0;
        for delivery in &started {
            let (user, words) = match delivery {
                Delivery::Hand { user, screen, .. } => (user, &screen.text),
                Delivery::YourTurn { user, text, .. } => (user, text),
                _ => continue,
            };
            assert_eq!(cyrillic(words), russian(user), "{personal}: {words}");
            told_each += 1;
        }
        assert_eq!(told_each, 3, "two hands and a turn notice: {started:?}");
        // Refused by the service (a move not his, or unreadable) and by the front (a stale
        // hint button): both in his language.
        let turn = bot.front.durable().service().tables[&1].turn;
        let refusals = [
            Press::Move {
                table: 1,
                turn,
                code: "?".into(),
            },
            Press::Hint {
                table: 1,
                turn: turn + 100,
            },
        ];
        for press in refusals {
            let said = told(&bot.press_as(&english_app, &press));
            assert!(
                matches!(said.as_slice(), [words] if cyrillic(words) != personal),
                "{personal}: {press:?}: {said:?}"
            );
        }
    }
}

#[test]
fn refusals_say_what_is_wrong() {
    let mut bot = Bot::new();
    blot_of_two_started(&mut bot);
    let answer = said(&bot.type_(1, "/rematch"));
    assert!(
        answer
            .iter()
            .any(|t| t.contains("#1") && t.contains("still running")),
        "{answer:?}"
    );
    let answer = said(&bot.front.press("k", T0, &from(1), "zz:1").unwrap());
    assert_eq!(answer, ["I do not recognise that button."]);
    let answer = said(&bot.front.press("k2", T0, &from(1), "m:1:0:7H").unwrap());
    assert!(
        answer[0].contains("earlier move") || answer[0].contains("turn"),
        "a real but stale move keeps its own words: {answer:?}"
    );
    // A bad argument names what is wrong and what is allowed, then the usage.
    let answer = said(&bot.type_(4, "/blot -5"));
    assert!(
        answer[0].contains("21–2001") && answer[0].contains("/blot [points]"),
        "{answer:?}"
    );
    let answer = said(&bot.type_(4, "/lang fr"));
    assert!(
        answer[0].contains("\"fr\"") && answer[0].contains("hy"),
        "{answer:?}"
    );
    // A language chosen in a group is confirmed in that language.
    let answer = said(&bot.type_as(&admin(3), "/lang hy"));
    let armenian = game::i18n::text(
        game::i18n::Lang::Hy,
        &game::i18n::Msg::LanguageSet {
            lang: game::i18n::Lang::Hy,
        },
    );
    assert_eq!(answer, [armenian]);
}

#[test]
fn one_user_flooding_commands_is_told_once_then_ignored_and_nothing_is_stored() {
    let mut bot = Bot::new();
    let mut answers = Vec::new();
    for _ in 0..40 {
        answers.push(bot.type_(1, "/blot"));
    }
    let whispers = answers
        .iter()
        .flatten()
        .filter(|d| matches!(d, Delivery::Whisper { text, .. } if text.starts_with("Slow down")))
        .count();
    assert_eq!(whispers, 1, "one word to slow down");
    assert!(answers[20].is_empty(), "then nothing: {:?}", answers[20]);
    assert_eq!(bot.front.durable().service().tables.len(), 1);
    // Another user is answered at once.
    assert!(table_screen(&bot.type_(2, "/durak")).is_some());
}

#[test]
fn a_jump_bid_typed_or_reached_with_higher_is_made() {
    let mut bot = Bot::new();
    blot_of_four(&mut bot);
    let service = bot.front.durable().service();
    let t = &service.tables[&1];
    let seat = t.engine.as_ref().unwrap().to_act().unwrap();
    let mover: u32 = t.seats[usize::from(seat)].user.as_ref().unwrap().0[3..]
        .parse()
        .unwrap();
    let other = if mover == 1 { 2 } else { 1 };
    // Not his turn: told so, nothing bid.
    let refused = said(&bot.type_(other, "/bid 16 hearts"));
    assert_eq!(refused.len(), 1, "{refused:?}");
    let turn = bot.front.durable().service().tables[&1].turn;
    // "Higher…" redraws his hand with higher levels.
    let higher = bot.press(
        mover,
        &Press::Page {
            table: 1,
            turn,
            from: 14,
        },
    );
    let Some(Delivery::Hand { screen, .. }) = higher.first() else {
        panic!("{higher:?}");
    };
    assert!(
        presses(screen)
            .iter()
            .any(|p| matches!(p, Press::Move { code, .. } if code == "14H")),
        "{:?}",
        presses(screen)
    );
    // Typed in Russian: the jump bid is made.
    bot.type_(mover, "/bid 16 черви");
    let service = bot.front.durable().service();
    assert_eq!(service.tables[&1].turn, turn + 1, "the bid was accepted");
    assert_eq!(service.tables[&1].moves.last().unwrap().code, "16H");
}

/// The words of what the user is told privately.
fn told(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| match d {
            Delivery::Alert { text, .. } | Delivery::Private { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn only_a_groups_administrators_change_its_language_and_others_choose_their_own() {
    use game::i18n::{Lang, Msg, text};
    let mut bot = Bot::new();
    // Telegram: a member who does not administer the group is refused, typed or forged press.
    let refusal = text(Lang::En, &Msg::DenyLanguageAdminsOnly);
    assert_eq!(told(&bot.type_(2, "/lang")), vec![refusal.clone()]);
    // The same refusal again: the group read it a moment ago, so it is his alone.
    let again = bot.type_(2, "/lang ru");
    assert!(
        matches!(again.as_slice(), [Delivery::Whisper { text, .. }] if text.starts_with(&refusal)),
        "{again:?}"
    );
    assert_eq!(
        told(&bot.press(2, &Press::ChatLang { lang: Lang::Ru })),
        [refusal]
    );
    let table = bot.type_(2, "/durak");
    let screen = table_screen(&table).expect("a table");
    assert!(
        screen.text.contains("Durak"),
        "still English: {}",
        screen.text
    );
    // In private he chooses his own: the group keeps English, his own words are Russian.
    let private = From {
        chat: ChatId("tg:2".into()),
        private: true,
        ..from(2)
    };
    bot.type_as(&private, "/lang ru");
    let balance = told(&bot.type_(2, "/balance"));
    assert!(
        balance[0].chars().any(|c| matches!(c, 'а'..='я')),
        "{balance:?}"
    );
    // An administrator changes the group's.
    bot.type_as(&admin(1), "/lang hy");
    let list = bot.type_(3, "/tables");
    assert!(
        list.iter().any(|d| matches!(d, Delivery::Say { text, .. } if text.chars().any(|c| ('ա'..='ֆ').contains(&c))) || matches!(d, Delivery::Alert { text, .. } if text.chars().any(|c| ('ա'..='ֆ').contains(&c)))),
        "{list:?}"
    );
}

#[test]
fn where_answers_are_personal_a_member_sets_his_own_language_and_his_app_language_counts() {
    use game::i18n::{Lang, Msg, text};
    let mut bot = Bot::new();
    bot.front.set_personal_answers(true);
    // Discord: a member who does not manage the server chooses his own language, told so.
    let answer = told(&bot.type_(2, "/lang ka"));
    let set = text(Lang::Ka, &Msg::LanguageSet { lang: Lang::Ka });
    let note = text(Lang::Ka, &Msg::OwnLanguageNote);
    assert_eq!(answer, [format!("{set}\n{note}")]);
    let table = bot.type_(1, "/durak");
    let screen = table_screen(&table).expect("a table");
    assert!(
        screen.text.contains("Durak"),
        "the channel stays English: {}",
        screen.text
    );
    // His app's language (Discord's locale) is his until he chooses one.
    let russian_app = From {
        lang: Some("ru".into()),
        ..from(5)
    };
    let balance = told(&bot.type_as(&russian_app, "/balance"));
    assert!(
        balance[0].chars().any(|c| matches!(c, 'а'..='я')),
        "{balance:?}"
    );
    // ... also for what the service tells him on its own: his hand at a table.
    bot.type_as(&russian_app, "/join 1");
    let hand = bot
        .front
        .hand_screen(1, &UserId("tg:5".into()), T0)
        .expect("his hand");
    assert!(
        hand.text.chars().any(|c| matches!(c, 'а'..='я')),
        "{}",
        hand.text
    );
}

/// The inputs of a table being opened, joined and started, as (key, user, press or command).
fn opening_inputs() -> Vec<(String, u32, Result<Press, &'static str>)> {
    let mut inputs = vec![("tg:1".to_string(), 1, Err("/blot"))];
    for who in 2..=4 {
        inputs.push((format!("tg:{who}"), who, Ok(join_press(1))));
    }
    inputs
}

fn drive(
    front: &mut Front<MemoryStore>,
    key: &str,
    who: u32,
    what: &Result<Press, &str>,
) -> Vec<Delivery> {
    match what {
        Err(typed) => front.command(key, T0, &from(who), typed, None).unwrap(),
        Ok(press) => front.press(key, T0, &from(who), &press.encode()).unwrap(),
    }
}

#[test]
fn a_group_of_inputs_delivers_and_owes_what_one_by_one_would() {
    let inputs = opening_inputs();
    let mut alone = Front::open(MemoryStore::new(), 5).unwrap();
    alone.set_deal_seeds(game::table::DealSeeds::Derived);
    let expected: Vec<Vec<Delivery>> = inputs
        .iter()
        .map(|(key, who, what)| drive(&mut alone, key, *who, what))
        .collect();

    let mut grouped = Front::open(MemoryStore::new(), 5).unwrap();
    grouped.set_deal_seeds(game::table::DealSeeds::Derived);
    let senders: Vec<From> = inputs.iter().map(|(_, who, _)| from(*who)).collect();
    let encoded: Vec<Result<String, &str>> = inputs
        .iter()
        .map(|(_, _, what)| what.as_ref().map(Press::encode).map_err(|typed| *typed))
        .collect();
    let group: Vec<GroupInput> = inputs
        .iter()
        .zip(&senders)
        .zip(&encoded)
        .map(|(((key, _, _), from), what)| GroupInput {
            key,
            from,
            ask: match what {
                Err(text) => GroupAsk::Typed { text, bot: None },
                Ok(data) => GroupAsk::Pressed { data },
            },
        })
        .collect();
    let delivered: Vec<Vec<Delivery>> = grouped
        .handle_group(&group, T0)
        .unwrap()
        .into_iter()
        .map(|handled| handled.expect("each input handled"))
        .collect();
    assert_eq!(delivered, expected);
    assert_eq!(grouped.owed().unwrap(), alone.owed().unwrap());

    // Pipelined: the same, each group answered once written.
    let mut pipelined = Front::open(MemoryStore::new(), 5).unwrap();
    pipelined.set_deal_seeds(game::table::DealSeeds::Derived);
    let keys: Vec<&str> = inputs.iter().map(|(k, _, _)| k.as_str()).collect();
    pipelined.begin_group(&keys[..2]).unwrap();
    let first: Vec<_> = inputs[..2]
        .iter()
        .map(|(key, who, what)| drive(&mut pipelined, key, *who, what))
        .collect();
    let one = pipelined.submit_group().unwrap();
    pipelined.begin_group(&keys[2..]).unwrap();
    let second: Vec<_> = inputs[2..]
        .iter()
        .map(|(key, who, what)| drive(&mut pipelined, key, *who, what))
        .collect();
    let two = pipelined.submit_group().unwrap();
    pipelined.wait_group(one).unwrap();
    pipelined.wait_group(two).unwrap();
    assert_eq!([first, second].concat(), expected);
    assert_eq!(pipelined.owed().unwrap(), alone.owed().unwrap());
}

/// Four players play `deals` deals at table 1 (opened with `/blot`) with the computer's moves:
/// every message said to the group.
fn blot_deals_said(bot: &mut Bot<MemoryStore>, deals: usize) -> Vec<String> {
    bot.type_(1, "/blot");
    for who in 2..=4 {
        bot.type_(who, "/join 1");
    }
    let mut texts: Vec<String> = Vec::new();
    loop {
        let scored = texts.iter().filter(|t| t.contains("\nScore: ")).count();
        let service = bot.front.durable().service();
        let t = &service.tables[&1];
        if t.status != game::table::Status::Playing || scored >= deals {
            return texts;
        }
        let engine = t.engine.as_ref().unwrap();
        let seat = engine.to_act().unwrap();
        let who: u32 = t.seats[seat as usize].user.as_ref().unwrap().0[3..]
            .parse()
            .unwrap();
        let press = Press::Move {
            table: 1,
            turn: t.turn,
            code: engine.computer_code(seat).unwrap(),
        };
        texts.extend(said(&bot.press(who, &press)));
    }
}

/// The number a "… 26 points (cards 13 + belote 2 + contract 11)" line totals, and what its
/// parts add up to ("contract 13 × 2" counting 26).
fn total_and_parts(line: &str) -> (u32, u32) {
    let number = |word: &str| {
        let digits = word.split_whitespace().next()?;
        digits
            .trim_matches(|c: char| !c.is_ascii_digit())
            .parse()
            .ok()
    };
    let (head, parts) = line.split_once(" (").unwrap_or((line, ""));
    let total = head.rsplit(": ").next().and_then(number).unwrap();
    let parts = parts.split(" = ").next().unwrap().trim_end_matches(')');
    let sum = parts
        .split(" + ")
        .filter(|part| !part.is_empty())
        .map(|part| {
            let numbers: Vec<u32> = part.split_whitespace().filter_map(number).collect();
            numbers.iter().product::<u32>()
        })
        .sum();
    (total, sum)
}

#[test]
fn a_scored_deal_names_its_contract_and_each_teams_parts_add_up_to_its_points() {
    let mut bot = Bot::new();
    let texts = blot_deals_said(&mut bot, 1);
    let results: Vec<&String> = texts
        .iter()
        .filter(|t| t.contains("made the contract") || t.contains("went down"))
        .collect();
    assert!(!results.is_empty());
    for result in results {
        let lines: Vec<&str> = result.lines().collect();
        assert!(lines[0].contains(" plays "), "the contract first: {result}");
        assert!(
            result.contains(" takes the last trick (+1)."),
            "who took the last trick: {result}"
        );
        assert!(
            lines.last().is_some_and(|l| l.starts_with("Score: ")),
            "the game's score last, after the deal's points: {result}"
        );
        let teams: Vec<&&str> = lines.iter().filter(|l| l.contains(" point")).collect();
        assert_eq!(teams.len(), 2, "{result}");
        for line in teams {
            let (total, sum) = total_and_parts(line);
            assert_eq!(total, sum, "the parts add up: {line}");
        }
    }
}

/// At a table still gathering its players: a rematch asked is refused for what it is (no game
/// has begun), and one who asked to join withdraws his request with `/leave` (he was told he
/// sat at no table, and then that he sat there already when he pressed "Join" again).
#[test]
fn a_gathering_table_refuses_a_rematch_for_what_it_is_and_an_asker_may_leave() {
    let mut bot = Bot::new();
    bot.type_(1, "/toto21");
    let answer = told(&bot.type_(1, "/rematch"));
    assert!(
        matches!(answer.as_slice(), [words] if words.contains("#1") && !words.contains("still running")),
        "{answer:?}"
    );
    bot.press(2, &join_press(1));
    assert_eq!(bot.front.durable().service().tables[&1].waiting.len(), 1);
    let left = bot.type_(2, "/leave");
    assert!(told(&left).is_empty(), "{left:?}");
    assert!(
        bot.front.durable().service().tables[&1].waiting.is_empty(),
        "his request is withdrawn"
    );
    assert!(
        table_screen(&left).is_some_and(|s| !s.text.contains("Player2")),
        "{left:?}"
    );
}

/// A setting out of its range is answered with the whole range, in the unit it is typed in: a
/// negative stake is not told "at most 1,000,000", nor `game=0` (minutes) "from 30 seconds".
#[test]
fn a_setting_out_of_range_names_its_range_in_the_unit_it_is_typed_in() {
    let mut bot = Bot::new();
    let stake = said(&bot.type_(1, "/blot stake=-1"));
    assert!(
        stake[0].contains(" 0 ") && stake[0].contains("1,000,000"),
        "{stake:?}"
    );
    let game = said(&bot.type_(1, "/blot game=0"));
    assert!(
        game[0].contains("1 to 1440 minutes") && !game[0].contains("seconds"),
        "{game:?}"
    );
}

/// The settings menu's move times say their unit, a setting taken shows in the creator's menu
/// itself (see `a_setting_taken_edits_the_menu_pressed_to_show_it`), and a setting the table
/// has already is answered so (it was "Nothing to do right now").
#[test]
fn a_setting_pressed_again_says_the_table_has_it_and_move_times_name_their_unit() {
    use game::table::SettingChange;
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    let menu = bot.type_(1, "/settings");
    let Some(Delivery::Private { rows, .. }) = menu.first() else {
        panic!("a settings menu: {menu:?}");
    };
    let thirty = Press::Configure {
        table: 1,
        change: SettingChange::MoveSecs(30),
    }
    .encode();
    let label = rows
        .iter()
        .flatten()
        .find(|b| b.tap == Tap::Press(thirty.clone()))
        .map(|b| b.label.clone());
    assert_eq!(label.as_deref(), Some("⏱ 30 s"));
    let stake = Press::Configure {
        table: 1,
        change: SettingChange::Stake(10),
    };
    // Taken: the table's message shows it, and so does the creator's menu (no alert).
    let taken = bot.press(1, &stake);
    assert!(table_screen(&taken).is_some());
    assert!(told(&taken).is_empty(), "{taken:?}");
    assert!(taken.iter().any(|d| matches!(d, Delivery::Replace { .. })));
    let again = bot.press(1, &stake);
    assert_eq!(told(&again), ["The table has that setting already."]);
}

/// A setting pressed in the creator's menu edits that menu in place to show it, with the
/// buttons `/settings` would now give him (the menu kept showing the old values, so he could
/// not see what he had chosen); a press that changes nothing (repeated, stale) edits nothing.
#[test]
fn a_setting_taken_edits_the_menu_pressed_to_show_it() {
    use game::table::SettingChange;
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    let stake = Press::Configure {
        table: 1,
        change: SettingChange::Stake(50),
    };
    let taken = bot.press(1, &stake);
    let replaced: Vec<_> = taken
        .iter()
        .filter_map(|d| match d {
            Delivery::Replace {
                user,
                chat,
                text,
                rows,
            } => Some((user.0.as_str(), chat.clone(), text.clone(), rows.clone())),
            _ => None,
        })
        .collect();
    let [(user, chat, text, rows)] = replaced.as_slice() else {
        panic!("one menu edited in place: {taken:?}");
    };
    assert_eq!(*user, "tg:1");
    assert_eq!(*chat, from(1).chat);
    let menu = bot.type_(1, "/settings");
    let Some(Delivery::Private {
        text: now_text,
        rows: now_rows,
        ..
    }) = menu.first()
    else {
        panic!("a settings menu: {menu:?}");
    };
    assert_eq!((text, rows), (now_text, now_rows));
    assert!(text.contains("50"), "{text}");
    // No new message: the menu pressed is the one that shows it.
    assert!(
        !taken
            .iter()
            .any(|d| matches!(d, Delivery::Private { .. } | Delivery::Say { .. })),
        "{taken:?}"
    );

    let again = bot.press(1, &stake);
    assert!(
        !again.iter().any(|d| matches!(d, Delivery::Replace { .. })),
        "{again:?}"
    );
}

/// A rematch offered shows on the finished table's message at once: its button counts who
/// asked (`Rematch · 1/2`); the message kept showing a bare "Rematch".
#[test]
fn a_rematch_offered_is_counted_on_the_tables_message() {
    let mut bot = Bot::new();
    bot.type_(1, "/durak 1");
    bot.press(2, &join_press(1));
    let now = play_to_the_end(&mut bot.front, 1, T0);
    let offered = bot
        .front
        .press(
            "r1",
            now + 1_000,
            &from(1),
            &Press::Rematch { table: 1 }.encode(),
        )
        .unwrap();
    let screen = table_screen(&offered).expect("the table's message is edited");
    let labels: Vec<&str> = screen.buttons().map(|b| b.label.as_str()).collect();
    assert!(labels.contains(&"Rematch · 1/2"), "{labels:?}");
}

/// Its players (users `seat + 1`) play table `table` to its end, a move a second from `now`
/// (each the computer's choice for that seat); returns the time of the last move.
fn play_to_the_end<S: storage::Store>(front: &mut Front<S>, table: TableId, mut now: u64) -> u64 {
    while front.durable().service().tables[&table].status == game::table::Status::Playing {
        let t = front.durable().service().tables[&table].clone();
        let engine = t.engine.as_ref().unwrap();
        let seat = engine.to_act().unwrap();
        let code = engine.computer_code(seat).unwrap();
        let who = from(seat as u32 + 1);
        now += 1_000;
        let press = Press::Move {
            table,
            turn: t.turn,
            code,
        };
        front
            .press(&format!("m{now}"), now, &who, &press.encode())
            .unwrap();
    }
    now
}

/// A process stopped right after a game's last move, before the table's message showed the
/// end (the chat's limit held the edit back): started again, it draws that table again —
/// the result and the Rematch button — though the game is no longer live. An end long past
/// is not drawn again at every start.
#[test]
fn a_games_end_not_yet_shown_when_the_process_stopped_is_drawn_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let open = || {
        let mut front = Front::open(SledStore::open(dir.path()).unwrap(), 5).unwrap();
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        front
    };
    let ended = {
        let mut front = open();
        front.command("o", T0, &from(1), "/durak 1", None).unwrap();
        front
            .press("j", T0, &from(2), &join_press(1).encode())
            .unwrap();
        // What the last move owed the chat is dropped here: the process stops first.
        play_to_the_end(&mut front, 1, T0)
    };
    let mut front = open();
    let soon = ended + 30_000;
    assert_eq!(front.live_tables(), vec![], "the game is over");
    assert_eq!(
        front.tables_to_draw_again(soon),
        vec![(ChatId(GROUP.into()), 1)]
    );
    let drawn = front.redraw(1, soon);
    let screen = table_screen(&drawn).expect("the table's message is drawn again");
    assert!(
        screen
            .buttons()
            .any(|b| b.tap == Tap::Press(Press::Rematch { table: 1 }.encode())),
        "the end with its Rematch button: {screen:?}"
    );
    let much_later = ended + host::front::ENDED_DRAWN_AGAIN_MS + 1;
    assert_eq!(front.tables_to_draw_again(much_later), vec![]);
}

/// "I'm away" and "I'm back" out of place, and a join at a cancelled table, say what is so
/// (they said "Nothing to do right now", and "The game has already started" of a game that
/// never did).
#[test]
fn away_back_and_join_out_of_place_say_what_is_so() {
    let mut bot = Bot::new();
    bot.type_(1, "/blot");
    assert_eq!(
        told(&bot.type_(1, "/away")),
        ["No game is being played at this table."]
    );
    bot.press(2, &join_press(1));
    bot.press(1, &Press::Start { table: 1 });
    assert_eq!(
        told(&bot.type_(1, "/back")),
        ["You are in your seat already."]
    );
    // Player2 still plays: the game waits for him, and Player1's seat stays the computer's.
    bot.type_(1, "/away");
    let twice = told(&bot.type_(1, "/away"));
    assert!(
        matches!(twice.as_slice(), [words] if words.starts_with("A computer plays your seat already")),
        "{twice:?}"
    );
    bot.type_(3, "/durak");
    bot.press(3, &Press::Cancel { table: 2 });
    let join = told(&bot.press(4, &join_press(2)));
    assert_eq!(join, ["This table is not waiting for players."]);
}

/// `/top` in a chat without games says so of the chat, in every language (Russian, Armenian
/// and Georgian told the asker "you have not played a game yet").
#[test]
fn an_empty_leaderboard_speaks_of_the_chat_not_of_the_asker() {
    use game::i18n::Lang;
    let mut bot = Bot::new();
    assert_eq!(
        said(&bot.type_(2, "/top")),
        ["No games have been played in this chat yet."]
    );
    bot.press_as(&admin(1), &Press::ChatLang { lang: Lang::Ru });
    let russian = said(&bot.type_(2, "/top"));
    assert!(
        matches!(russian.as_slice(), [words] if words.contains("В этом чате") && !words.contains("Вы ")),
        "{russian:?}"
    );
}

/// A seat past a two-seat table's is refused with the seats it has (it said "Nothing to do
/// right now").
#[test]
fn a_seat_the_table_does_not_have_is_refused_with_the_seats_it_has() {
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    assert_eq!(
        told(&bot.type_(2, "/join 1 3")),
        ["This table has seats 1 to 2 only."]
    );
}

/// "Get my cards" (`/start 1` from the deep link) pressed before the game begins says the cards
/// will come there (it gave the whole help).
#[test]
fn the_deep_link_before_the_game_begins_says_the_cards_will_come() {
    let mut bot = Bot::new();
    bot.type_(1, "/durak");
    let private = From {
        chat: ChatId("tg:1".into()),
        private: true,
        ..from(1)
    };
    assert_eq!(
        said(&bot.type_as(&private, "/start 1")),
        ["Your cards for table #1 will appear here."]
    );
}
