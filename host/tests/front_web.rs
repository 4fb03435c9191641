//! The chat beside the web table: the links that open it, and what the chat holds back while
//! players follow a table on the page (their hands; the table's message between the story's
//! beats while everyone does).

mod common;

use common::{Bot, from};
use game::table::{Press, Screen, Status, Tap, UserId};
use host::Delivery;
use host::front::WebLinks;
use storage::MemoryStore;

const GROUP_LINK: &str = "https://t.me/BlotBot/table?startapp=";
const PAGE: &str = "https://cards.example.org/";

fn links() -> WebLinks {
    WebLinks {
        group_link_prefix: GROUP_LINK.into(),
        private_url: PAGE.into(),
        by_press: false,
    }
}

/// Table 1, a Blot that user 1 opened and users 2 to 4 joined (which starts it).
fn blot_of_four(bot: &mut Bot<MemoryStore>) -> Vec<Delivery> {
    bot.type_(1, "/blot");
    bot.press(
        2,
        &Press::Join {
            table: 1,
            seat: None,
        },
    );
    bot.press(
        3,
        &Press::Join {
            table: 1,
            seat: None,
        },
    );
    bot.press(
        4,
        &Press::Join {
            table: 1,
            seat: None,
        },
    )
}

fn user(n: u32) -> UserId {
    from(n).user
}

/// The web buttons of a screen: (label, what it opens).
fn web_buttons(screen: &Screen) -> Vec<(String, Tap)> {
    screen
        .buttons()
        .filter(|b| matches!(b.tap, Tap::Link(_) | Tap::WebApp(_)))
        .map(|b| (b.label.clone(), b.tap.clone()))
        .collect()
}

/// The player to move at table 1 makes the move a simple computer would: what it delivered.
fn move_once(bot: &mut Bot<MemoryStore>) -> Vec<Delivery> {
    let t = &bot.front.durable().service().tables[&1];
    let engine = t.engine.as_ref().expect("a game");
    let seat = engine.to_act().expect("a seat to move");
    let who = t.seats[usize::from(seat)].user.clone().expect("a player");
    let press = Press::Move {
        table: 1,
        turn: t.turn,
        code: engine.computer_code(seat).expect("a move"),
    };
    let who: u32 = who.0["tg:".len()..].parse().expect("a player's number");
    bot.press(who, &press)
}

/// What the chat is asked to write over `moves` moves: (table messages, hands, turn words).
fn play(bot: &mut Bot<MemoryStore>, moves: usize) -> (usize, usize, usize) {
    let mut counts = (0, 0, 0);
    for _ in 0..moves {
        for delivery in move_once(bot) {
            match delivery {
                Delivery::Table { .. } => counts.0 += 1,
                Delivery::Hand { .. } => counts.1 += 1,
                Delivery::YourTurn { .. } => counts.2 += 1,
                _ => {}
            }
        }
    }
    counts
}

/// The moves of Blot's first deal: its auction (four passes would deal again: the simple
/// computer bids) and its 32 cards.
fn first_deal_moves(bot: &mut Bot<MemoryStore>) -> usize {
    let mut count = 0;
    loop {
        let view = bot.front.durable().service().view(1, None).unwrap();
        let Some(game::table::GameView::Blot(blot)) = &view.game else {
            panic!("a Blot game");
        };
        if blot.phase == "play" {
            return count + 32;
        }
        move_once(bot);
        count += 1;
    }
}

#[test]
fn without_the_web_table_the_chat_shows_no_trace_of_it() {
    let mut bot = Bot::new();
    let started = blot_of_four(&mut bot);
    for delivery in &started {
        if let Delivery::Table { screen, .. } | Delivery::Hand { screen, .. } = delivery {
            assert_eq!(web_buttons(screen), vec![], "{screen:?}");
        }
    }
    assert!(!bot.front.follows_on_web(1, &user(1)));
}

#[test]
fn a_playing_table_opens_on_the_web_from_its_message_and_from_each_hand() {
    let mut bot = Bot::new();
    bot.front.set_web_table(links());
    let opened = bot.type_(1, "/blot");
    let Some(Delivery::Table { screen, .. }) = opened.first() else {
        panic!("the table's message: {opened:?}");
    };
    assert_eq!(web_buttons(screen), vec![], "not while it gathers");
    let started = blot_of_four(&mut bot);
    let table = started
        .iter()
        .find_map(|d| match d {
            Delivery::Table { screen, .. } => Some(screen),
            _ => None,
        })
        .expect("the table's message");
    assert_eq!(
        web_buttons(table),
        vec![(
            "Open table".to_string(),
            Tap::Link(format!("{GROUP_LINK}1"))
        )]
    );
    let hands: Vec<&Screen> = started
        .iter()
        .filter_map(|d| match d {
            Delivery::Hand { screen, .. } => Some(screen),
            _ => None,
        })
        .collect();
    assert_eq!(hands.len(), 4);
    for hand in hands {
        assert_eq!(
            web_buttons(hand),
            vec![(
                "Open table".to_string(),
                Tap::WebApp(format!("{PAGE}?table=1"))
            )]
        );
    }
    // The show-hand button of the turn's word is still the table message's own.
    let turn = started
        .iter()
        .find_map(|d| match d {
            Delivery::YourTurn { show_hand, .. } => Some(show_hand),
            _ => None,
        })
        .expect("the first to speak is told");
    assert!(turn.iter().all(|b| matches!(b.tap, Tap::Press(_))));
}

#[test]
fn a_follower_gets_no_hand_in_his_chat_until_he_closes_the_page() {
    let mut bot = Bot::new();
    bot.front.set_web_table(links());
    blot_of_four(&mut bot);
    for n in 1..=4 {
        assert_eq!(
            bot.front.set_follows_on_web(1, &user(n), n == 2, bot.now),
            vec![],
            "opening the page writes nothing to the chat"
        );
    }
    assert!(bot.front.follows_on_web(1, &user(2)));
    let mut his_turn_came = false;
    for _ in 0..12 {
        let delivered = move_once(&mut bot);
        for delivery in &delivered {
            match delivery {
                Delivery::Hand { user, .. } | Delivery::YourTurn { user, .. } => {
                    assert_ne!(*user, self::user(2), "{delivery:?}")
                }
                _ => {}
            }
        }
        his_turn_came |= bot.front.durable().service().tables[&1]
            .engine
            .as_ref()
            .and_then(|e| e.to_act())
            == Some(1);
        if his_turn_came {
            break;
        }
    }
    assert!(his_turn_came, "seat 2 came to move");
    // He closes the page on his turn: his hand comes down with word of his turn.
    let back = bot.front.set_follows_on_web(1, &user(2), false, bot.now);
    assert!(
        back.iter().any(
            |d| matches!(d, Delivery::YourTurn { user, hand: Some(_), .. } if *user == self::user(2))
        ),
        "{back:?}"
    );
    assert!(
        back.iter()
            .any(|d| matches!(d, Delivery::Hand { user, .. } if *user == self::user(2))),
        "his hand as it is now: {back:?}"
    );
    assert_eq!(
        bot.front.set_follows_on_web(1, &user(2), false, bot.now),
        vec![],
        "closed already"
    );
}

#[test]
fn while_everyone_follows_the_table_message_is_edited_once_a_trick_at_most() {
    // The same deal (the tables deal from the master seed), in the chat alone and followed.
    let mut chat = Bot::new();
    chat.front.set_web_table(links());
    blot_of_four(&mut chat);
    let moves = first_deal_moves(&mut Bot::new_dealt());
    let (tables, hands, turns) = play(&mut chat, moves);
    assert!(tables >= moves * 3 / 4, "{tables} edits in {moves} moves");
    assert!(hands > 0 && turns > 0);

    let mut web = Bot::new();
    web.front.set_web_table(links());
    blot_of_four(&mut web);
    for n in 1..=4 {
        web.front.set_follows_on_web(1, &user(n), true, web.now);
    }
    let (tables, hands, turns) = play(&mut web, moves);
    // The auction won, eight tricks, the deal scored.
    assert!(tables <= 1 + 8 + 1, "{tables} edits in {moves} moves");
    assert!(tables >= 8, "each trick is told: {tables}");
    assert_eq!((hands, turns), (0, 0));
    let service = web.front.durable().service();
    assert_eq!(service.tables[&1].status, Status::Playing);

    // Two bids of the next deal, not shown in the chat; then one closes the page: the
    // table's message catches up at once, his hand comes, and the chat is edited as before.
    assert_eq!(play(&mut web, 2), (0, 0, 0));
    let back = web.front.set_follows_on_web(1, &user(3), false, web.now);
    assert!(
        back.iter().any(|d| matches!(d, Delivery::Table { .. })),
        "{back:?}"
    );
    assert!(
        back.iter()
            .any(|d| matches!(d, Delivery::Hand { user, .. } if *user == self::user(3))),
        "{back:?}"
    );
    let (tables, _, _) = play(&mut web, 2);
    assert_eq!(tables, 2, "each bid is shown again");
}

impl Bot<MemoryStore> {
    /// A bot whose table 1 is the four players' Blot, just dealt.
    fn new_dealt() -> Bot<MemoryStore> {
        let mut bot = Bot::new();
        blot_of_four(&mut bot);
        bot
    }
}

/// Table 1, a game for two (`/durak`, `/toto21`) that user 1 opened and user 2 joined (and
/// user 1 started, if it waits for that), both following it on the web page.
fn followed_duel(command: &str) -> Bot<MemoryStore> {
    let mut bot = Bot::new();
    bot.front.set_web_table(links());
    bot.type_(1, command);
    bot.press(
        2,
        &Press::Join {
            table: 1,
            seat: None,
        },
    );
    if bot.front.durable().service().tables[&1].status == Status::Gathering {
        bot.press(1, &Press::Start { table: 1 });
    }
    assert_eq!(
        bot.front.durable().service().tables[&1].status,
        Status::Playing,
        "{command} starts with its two players"
    );
    for n in 1..=2 {
        bot.front.set_follows_on_web(1, &user(n), true, bot.now);
    }
    bot
}

#[test]
fn a_followed_durak_table_message_is_edited_only_between_bouts() {
    let mut bot = followed_duel("/durak");
    let mut edits = 0;
    let mut moves = 0;
    while moves < 60 && bot.front.durable().service().tables[&1].status == Status::Playing {
        let delivered = move_once(&mut bot);
        moves += 1;
        for delivery in &delivered {
            assert!(
                !matches!(delivery, Delivery::Hand { .. } | Delivery::YourTurn { .. }),
                "{delivery:?}"
            );
        }
        if !delivered
            .iter()
            .any(|d| matches!(d, Delivery::Table { .. }))
        {
            continue;
        }
        edits += 1;
        let view = bot.front.durable().service().view(1, None).unwrap();
        if let Some(game::table::GameView::DurakPublic(durak)) = &view.game {
            assert!(durak.table.is_empty(), "edited mid-bout: {:?}", durak.table);
        }
    }
    assert!(
        edits >= 2 && edits * 2 <= moves,
        "{edits} edits in {moves} moves"
    );
}

#[test]
fn a_followed_toto21_table_message_is_edited_once_a_round() {
    let mut bot = followed_duel("/toto21");
    let (mut edits, mut moves) = (0, 0);
    let mut rounds = 0;
    let mut last_score = None;
    while moves < 40 && bot.front.durable().service().tables[&1].status == Status::Playing {
        let delivered = move_once(&mut bot);
        moves += 1;
        let view = bot.front.durable().service().view(1, None).unwrap();
        let Some(game::table::GameView::Toto21(toto)) = &view.game else {
            panic!("a Toto21 game");
        };
        let score = (toto.score, toto.last_round.clone());
        if last_score.as_ref() != Some(&score) {
            rounds += 1;
            last_score = Some(score);
        }
        edits += delivered
            .iter()
            .filter(|d| matches!(d, Delivery::Table { .. }))
            .count();
    }
    assert!(
        edits >= 1 && edits <= rounds + 1,
        "{edits} edits, {rounds} rounds"
    );
    assert!(edits < moves, "{edits} edits in {moves} moves");
}
