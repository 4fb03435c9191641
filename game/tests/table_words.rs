//! What the table's screens say, in words that stay true: the move time rather than a
//! countdown, no game clock where there is none, a finished hand that says so.

use game::i18n::Lang;
use game::table::{
    Action, ChatId, GameKind, Input, Service, Settings, Status, UserId, hand_screen, table_screen,
};

const T0: u64 = 1_700_000_000_000;

fn send(service: &mut Service, now: u64, who: u32, action: Action) {
    service.handle(Input {
        now,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        action,
    });
}

fn durak(service: &mut Service) -> u64 {
    send(
        service,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Durak),
        },
    );
    send(
        service,
        T0,
        2,
        Action::Join {
            table: 1,
            seat: None,
        },
    );
    assert_eq!(service.tables[&1].status, Status::Playing);
    1
}

#[test]
fn whose_turn_it_is_reads_the_same_a_minute_later_and_a_table_without_a_game_clock_says_none() {
    let mut s = Service::new(4);
    send(
        &mut s,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    for lang in Lang::ALL {
        let lobby = table_screen(&s, 1, lang, T0).unwrap().text;
        assert!(
            !lobby.contains(" 0 "),
            "{lang:?}: no zero game clock: {lobby}"
        );
    }
    let lobby = table_screen(&s, 1, Lang::En, T0).unwrap().text;
    assert!(!lobby.contains("min a game"), "{lobby}");
    let mut s = Service::new(4);
    let table = durak(&mut s);
    let now = table_screen(&s, table, Lang::En, T0).unwrap().text;
    let later = table_screen(&s, table, Lang::En, T0 + 59_000).unwrap().text;
    assert_eq!(now, later, "nothing on the screen goes stale between edits");
    assert!(now.contains("60 s a move"), "{now}");
}

#[test]
fn a_finished_hand_says_the_game_is_over() {
    let mut s = Service::new(9);
    let table = durak(&mut s);
    let mut now = T0;
    while s.tables[&table].status == Status::Playing {
        let t = &s.tables[&table];
        let seat = t.engine.as_ref().unwrap().to_act().unwrap();
        let who: u32 = t.seats[seat as usize].user.as_ref().unwrap().0[3..]
            .parse()
            .unwrap();
        let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
        let turn = t.turn;
        now += 1_000;
        send(&mut s, now, who, Action::Move { table, turn, code });
    }
    let Status::Finished { winners } = s.tables[&table].status.clone() else {
        panic!("the game ends");
    };
    let winner = s.tables[&table].seats[usize::from(winners[0])]
        .user
        .clone()
        .expect("a human won");
    let hand = hand_screen(&s, table, &winner, Lang::En, now).unwrap().text;
    assert!(hand.contains("The game is over."), "{hand}");
    assert!(
        !hand.contains("Your hand: \n") && !hand.ends_with("Your hand: "),
        "{hand}"
    );
}
