//! Screens of whole games: every move is made by pressing a button of the mover's hand screen,
//! and no public screen shows a card of a private hand.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::cards::Card;
use crate::table::{Action, ChatId, GameKind, Input, Service, Settings};

const GROUP: &str = "tg:-100";
const NOW: Millis = 1_700_000_000_000;

fn user(n: usize) -> UserId {
    UserId(format!("tg:{n}"))
}

fn send(service: &mut Service, who: usize, action: Action) {
    service.handle(Input {
        now: NOW,
        chat: ChatId(GROUP.into()),
        user: user(who),
        name: format!("Player{who}"),
        locale: None,
        action,
    });
}

/// A table of `game` with every seat taken by a human.
fn full_table(game: GameKind) -> (Service, TableId) {
    let mut service = Service::new(7);
    send(
        &mut service,
        0,
        Action::Open {
            settings: Settings::new(game),
        },
    );
    let table = *service.tables.keys().last().unwrap();
    for who in 1..usize::from(game.seats()) {
        send(&mut service, who, Action::Join { table, seat: None });
        if service.tables[&table].settings.approve_joiners {
            let joiner = user(who);
            send(
                &mut service,
                0,
                Action::Approve {
                    table,
                    user: joiner,
                },
            );
        }
    }
    (service, table)
}

fn seat_user(service: &Service, table: TableId, seat: u8) -> UserId {
    service.tables[&table].seats[usize::from(seat)]
        .user
        .clone()
        .expect("a human in every seat")
}

/// The cards a seat holds that nobody else may see.
fn hidden_cards(service: &Service, table: TableId, seat: u8) -> Vec<Card> {
    let who = seat_user(service, table, seat);
    match service.view(table, Some(&who)).unwrap().game.unwrap() {
        // Cards of an announced combination are shown from the second trick on.
        GameView::Blot(blot) => {
            let shown: Vec<&str> = (blot.announced.iter())
                .filter_map(|a| a.cards.as_deref())
                .flat_map(str::split_whitespace)
                .collect();
            (blot.hand.unwrap_or_default().iter())
                .filter(|c| !shown.contains(&c.as_str()))
                .filter_map(|c| c.parse().ok())
                .collect()
        }
        GameView::DurakSeat(durak) => durak
            .hand
            .iter()
            .filter(|&card| durak.public.turned != Some(card))
            .collect(),
        _ => Vec::new(),
    }
}

/// Every seat's hand screen names its cards, or says it holds none: never a bare "Your hand:".
/// True when some seat held no card.
fn assert_hands_read(service: &Service, table: TableId, game: GameKind) -> bool {
    let mut empty = false;
    for seat in 0..game.seats() {
        let who = seat_user(service, table, seat);
        let Some(hand) = hand_screen(service, table, &who, Lang::En, NOW) else {
            continue;
        };
        assert!(
            hand.text
                .lines()
                .all(|line| line.trim_end() != "Your hand:"),
            "a hand line with no card:\n{}",
            hand.text
        );
        empty |= hand.text.contains(&text(Lang::En, &Msg::HandEmpty));
    }
    empty
}

fn play_by_buttons(game: GameKind, seed: u64) {
    let (mut service, table) = full_table(game);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut empty_hands = false;
    for _ in 0..5_000 {
        if service.tables[&table].status != Status::Playing {
            break;
        }
        empty_hands |= assert_hands_read(&service, table, game);
        let public = table_screen(&service, table, Lang::En, NOW).unwrap();
        for button in public.buttons() {
            if let Tap::Press(data) = &button.tap {
                assert!(data.len() <= crate::table::press::MAX_DATA_BYTES);
            }
        }
        for seat in 0..game.seats() {
            for card in hidden_cards(&service, table, seat) {
                assert!(
                    !public.text.contains(&crate::i18n::card_text(card)),
                    "the public screen shows {card} of seat {seat}:\n{}",
                    public.text
                );
            }
        }
        let seat = service.tables[&table]
            .engine
            .as_ref()
            .unwrap()
            .to_act()
            .unwrap();
        let who = seat_user(&service, table, seat);
        let hand = hand_screen(&service, table, &who, Lang::En, NOW).unwrap();
        let turn = service.tables[&table].turn;
        let moves = service.view(table, Some(&who)).unwrap().your_moves.len();
        assert_seat_controls(&hand, table, turn, moves);
        // Each other page of bid levels keeps them too.
        for press in hand.buttons().filter_map(Button::pressed) {
            if let Press::Page { from, .. } = press {
                let page = hand_screen_page(&service, table, &who, Lang::En, NOW, Some(from));
                assert_seat_controls(&page.unwrap(), table, turn, moves);
            }
        }
        let legal = service.view(table, Some(&who)).unwrap().your_moves;
        let presses: Vec<Press> = hand
            .buttons()
            .filter_map(Button::pressed)
            .filter(|press| {
                !matches!(
                    press,
                    Press::Page { .. } | Press::Away { .. } | Press::Hint { .. }
                )
            })
            .collect();
        assert!(!presses.is_empty(), "no button to press:\n{}", hand.text);
        for press in &presses {
            let Press::Move { code, turn, .. } = press else {
                panic!("a hand offers moves only: {press:?}");
            };
            assert!(legal.contains(code), "{code} is not legal");
            assert_eq!(*turn, service.tables[&table].turn);
        }
        let press = &presses[rng.random_range(0..presses.len())];
        let turn_before = service.tables[&table].turn;
        send(&mut service, index_of(&who), press.action().unwrap());
        assert!(
            service.tables[&table].turn > turn_before,
            "the press was refused"
        );
    }
    assert!(
        matches!(service.tables[&table].status, Status::Finished { .. }),
        "{game} did not finish"
    );
    // A Blot seat that played its last card waits for the last trick with an empty hand.
    assert!(
        empty_hands || game.blot_variant().is_none(),
        "{game}: no hand was seen empty"
    );
    let done = table_screen(&service, table, Lang::Ru, NOW).unwrap();
    assert!(
        done.buttons()
            .any(|b| b.pressed() == Some(Press::Rematch { table })),
        "a finished table offers a rematch"
    );
}

/// A hand on its seat's turn, within Discord's limits, offers besides its moves (and an
/// auction's other bid levels, "Higher…") the seat's own controls: "I'm away" and, at a table
/// with hints where the seat has a choice of `moves`, "💡 Hint".
fn assert_seat_controls(hand: &Screen, table: TableId, turn: u64, moves: usize) {
    assert!(hand.rows.len() <= MAX_ROWS, "{:?}", hand.rows);
    assert!(hand.rows.iter().all(|row| row.len() <= MAX_PER_ROW));
    let controls: Vec<Press> = hand
        .buttons()
        .filter_map(Button::pressed)
        .filter(|press| matches!(press, Press::Away { .. } | Press::Hint { .. }))
        .collect();
    let mut expected = vec![Press::Away { table }];
    if moves > 1 {
        expected.push(Press::Hint { table, turn });
    }
    assert_eq!(controls, expected, "{}\n{:?}", hand.text, hand.rows);
}

fn index_of(user: &UserId) -> usize {
    user.0[3..].parse().unwrap()
}

#[test]
fn whole_games_are_played_by_pressing_hand_buttons() {
    for (game, seed) in [
        (GameKind::Bazaar, 1),
        (GameKind::Belote, 2),
        (GameKind::Belote2, 3),
        (GameKind::Coinche, 4),
        (GameKind::Toto21, 5),
        (GameKind::Durak, 6),
    ] {
        play_by_buttons(game, seed);
    }
}

#[test]
fn a_gathering_table_offers_join_seats_and_start() {
    let mut service = Service::new(3);
    send(
        &mut service,
        0,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    let table = *service.tables.keys().last().unwrap();
    let screen = table_screen(&service, table, Lang::En, NOW).unwrap();
    let presses: Vec<Press> = screen.buttons().filter_map(Button::pressed).collect();
    assert!(presses.contains(&Press::Join { table, seat: None }));
    assert!(presses.contains(&Press::Join {
        table,
        seat: Some(2)
    }));
    assert!(presses.contains(&Press::Start { table }));
    assert!(screen.text.contains("Player0"), "{}", screen.text);
    assert_eq!(hand_screen(&service, table, &user(0), Lang::En, NOW), None);
}

#[test]
fn joiners_awaiting_approval_get_their_own_buttons() {
    let mut service = Service::new(3);
    send(
        &mut service,
        0,
        Action::Open {
            settings: Settings::new(GameKind::Toto21),
        },
    );
    let table = *service.tables.keys().last().unwrap();
    send(&mut service, 1, Action::Join { table, seat: None });
    let screen = table_screen(&service, table, Lang::Hy, NOW).unwrap();
    let presses: Vec<Press> = screen.buttons().filter_map(Button::pressed).collect();
    assert!(presses.contains(&Press::Approve {
        table,
        user: user(1)
    }));
    assert!(presses.contains(&Press::Refuse {
        table,
        user: user(1)
    }));
    assert!(screen.text.contains("Player1"));
}

#[test]
fn the_screens_speak_every_language() {
    let (mut service, table) = full_table(GameKind::Bazaar);
    send(&mut service, 0, Action::Start { table });
    for lang in Lang::ALL {
        let public = table_screen(&service, table, lang, NOW).unwrap();
        let who = seat_user(
            &service,
            table,
            service.tables[&table]
                .engine
                .as_ref()
                .unwrap()
                .to_act()
                .unwrap(),
        );
        let hand = hand_screen(&service, table, &who, lang, NOW).unwrap();
        for text in [&public.text, &hand.text] {
            assert!(
                !text.contains("screen-"),
                "{lang}: a missing phrase in {text}"
            );
        }
    }
}

/// The cards in a hand by the public view, the seat's to move, its legal moves and the turn.
fn durak_mover(service: &Service, table: TableId) -> Option<(u8, u32, Vec<String>)> {
    let record = &service.tables[&table];
    if record.status != Status::Playing {
        return None;
    }
    let engine = record.engine.as_ref()?;
    let seat = engine.to_act()?;
    let Some(GameView::DurakPublic(public)) = service.view(table, None)?.game else {
        return None;
    };
    let held = public.hand_sizes[usize::from(seat)];
    Some((seat, held, engine.legal_codes(seat)))
}

/// Every move a hand's buttons reach, following its pages ("More moves ▸"), each page within
/// the limits and with the seat's controls.
fn moves_on_every_page(service: &Service, table: TableId, who: &UserId) -> Vec<String> {
    let turn = service.tables[&table].turn;
    let choices = service.view(table, Some(who)).unwrap().your_moves.len();
    let mut moves = Vec::new();
    let mut pages = vec![None];
    let mut seen = Vec::new();
    while let Some(from) = pages.pop() {
        if seen.contains(&from) {
            continue;
        }
        seen.push(from);
        let hand = hand_screen_page(service, table, who, Lang::En, NOW, from).unwrap();
        assert_seat_controls(&hand, table, turn, choices);
        for press in hand.buttons().filter_map(Button::pressed) {
            match press {
                Press::Move { code, .. } => moves.push(code),
                Press::Page { from, .. } => pages.push(Some(from)),
                _ => {}
            }
        }
    }
    moves
}

#[test]
fn a_durak_hand_with_more_moves_than_buttons_reaches_every_move_by_its_pages() {
    let (mut service, table) = full_table(GameKind::Durak);
    let mut most = 0;
    for _ in 0..400 {
        let Some((seat, held, legal)) = durak_mover(&service, table) else {
            break;
        };
        let who = seat_user(&service, table, seat);
        let reached = moves_on_every_page(&service, table, &who);
        for code in &legal {
            assert!(
                reached.contains(code),
                "{code} has no button with {held} cards and {} moves",
                legal.len()
            );
        }
        most = most.max(legal.len());
        // The second seat takes everything until it holds 30 cards, then beats where it can;
        // the first attacks while it may.
        let pick = |prefix: &str| legal.iter().find(|code| code.starts_with(prefix));
        let code = match (seat, held) {
            (1, ..30) => pick("take"),
            (1, _) => pick("b ").or_else(|| pick("a ")),
            _ => pick("a "),
        }
        .or(legal.first())
        .unwrap()
        .clone();
        let turn = service.tables[&table].turn;
        send(
            &mut service,
            index_of(&who),
            Action::Move { table, turn, code },
        );
    }
    // An attacker leading from a hand of 30 cards: more moves than a screen has buttons. (A
    // defender beats one attack card at a time: 17 ways at most.)
    assert!(
        most > MAX_ROWS * MAX_PER_ROW,
        "no hand with more moves than buttons: {most} moves at most"
    );
}

/// A team's deal points in tens (Belote for two) show their raw sum only where it adds parts
/// up: "cards 58 = 58" said the same number twice.
#[test]
fn a_rounded_deal_line_sums_its_parts_only_where_there_are_several() {
    use crate::blot::Parts;
    let cards = Parts {
        cards: 58,
        ..Parts::default()
    };
    assert_eq!(
        blot::team_points_line(Lang::En, "Gor", cards, 6, 1),
        "Gor: 6 points (cards 58, rounded to tens)"
    );
    let more = Parts {
        cards: 57,
        combinations: 150,
        ..Parts::default()
    };
    assert_eq!(
        blot::team_points_line(Lang::En, "Gor", more, 21, 1),
        "Gor: 21 points (cards 57 + combinations 150 = 207, rounded to tens)"
    );
}
