//! The "💡 Hint" at a Blot-family table in trick play says what the best cards are worth to
//! the player's side, in his hand and on his page, and those values come from his own view
//! only: dealt the hidden cards differently, the same position is valued the same.

use std::sync::Arc;
use std::time::{Duration, Instant};

mod common;

use common::{T0, from};
use game::blot::{BlotMatch, Deal, Phase};
use game::i18n::card_text;
use game::table::engine::LoggedMove;
use game::table::{Engine, Press, Status, TableId, UserId, think};
use host::thinkers::{Job, Purpose, Thinkers};
use host::web::view::{Watcher, page_view};
use host::{Delivery, Front};
use storage::MemoryStore;

const TABLE: TableId = 1;

fn me() -> UserId {
    UserId("tg:1".into())
}

/// A front without a worker pool (its rule-based computers move within each input) where
/// player 1 plays a Bazaar Blot table against three computers, each of his moves the rule
/// player's, up to his turn in trick play with at least two legal cards: the front and turn.
fn his_choice_in_trick_play() -> (Front<MemoryStore>, u64) {
    let mut front = Front::open(MemoryStore::new(), 3).unwrap();
    front.set_deal_seeds(game::table::DealSeeds::Derived);
    front
        .command("tg:c", T0, &from(1), "/blot ai=rule", Some("BlotBot"))
        .unwrap();
    front
        .press(
            "tg:s",
            T0,
            &from(1),
            &Press::Start { table: TABLE }.encode(),
        )
        .unwrap();
    for n in 0..200 {
        let service = front.durable().service();
        let table = &service.tables[&TABLE];
        assert_eq!(table.status, Status::Playing, "the game ended first");
        let engine = table.engine.as_ref().unwrap();
        let seat = table.seat_of(&me()).unwrap();
        assert_eq!(
            engine.to_act(),
            Some(seat),
            "computers move within the input"
        );
        let Engine::Blot(game) = engine else {
            unreachable!("a Blot table")
        };
        let deal = game.deal();
        let turn = table.turn;
        if matches!(deal.phase(), Phase::Play) && deal.legal_cards().len() >= 2 {
            return (front, turn);
        }
        let code = engine.computer_code(seat).unwrap();
        let press = Press::Move {
            table: TABLE,
            turn,
            code,
        };
        front
            .press(&format!("tg:m{n}"), T0, &from(1), &press.encode())
            .unwrap();
    }
    panic!("player 1 never had a choice of cards");
}

/// The hint line of the hand delivered to `user`, if it shows one.
fn hint_in(deliveries: &[Delivery], user: &UserId) -> Option<String> {
    deliveries.iter().find_map(|d| match d {
        Delivery::Hand {
            user: to, screen, ..
        } if to == user => screen
            .text
            .lines()
            .find(|line| line.starts_with("💡"))
            .map(str::to_string),
        _ => None,
    })
}

#[test]
fn a_blot_hint_in_trick_play_says_what_the_best_cards_are_worth_in_the_hand_and_on_the_page() {
    let (mut front, turn) = his_choice_in_trick_play();
    let (labels, seat) = {
        let table = &front.durable().service().tables[&TABLE];
        let seat = table.seat_of(&me()).unwrap();
        let Some(Engine::Blot(game)) = table.engine.as_ref() else {
            unreachable!()
        };
        let labels: Vec<String> = game.deal().legal_cards().iter().map(card_text).collect();
        (labels, seat)
    };
    let hint = Press::Hint { table: TABLE, turn }.encode();
    let pressed = front.press("tg:h", T0, &from(1), &hint).unwrap();
    let line = hint_in(&pressed, &me()).expect("the hint in his hand");
    let (choice, worth) = line
        .split_once(". Worth to your side this deal, guessed from what you see: ")
        .unwrap_or_else(|| panic!("no values in {line:?}"));
    // The cards are written as his card buttons show them (in Bazaar `9H` is also a bid).
    let chosen = choice
        .strip_prefix("💡 Hint: the strong player would choose ")
        .expect("the strong player's choice");
    assert!(
        labels.iter().any(|l| l == chosen),
        "{chosen} is not his card"
    );
    // The best cards (at most four), each with its points, best first.
    let listed: Vec<(&str, f64)> = worth
        .trim_end_matches('.')
        .split(" · ")
        .map(|item| {
            let (label, points) = item.rsplit_once(' ').expect("a card and its points");
            (label, points.parse().expect("points"))
        })
        .collect();
    assert_eq!(listed.len(), labels.len().min(4), "{line}");
    for (label, _) in &listed {
        assert!(labels.iter().any(|l| l == label), "{label} is not his card");
    }
    assert!(
        listed.windows(2).all(|w| w[0].1 >= w[1].1),
        "best first: {line}"
    );
    // His page shows the same words; a spectator's page shows no hint.
    let watcher = |user| Watcher {
        user,
        name: "Player",
        app_lang: None,
    };
    let user = me();
    let page = page_view(&front, TABLE, watcher(&user), "", T0).unwrap();
    assert_eq!(page.hint.as_deref(), Some(line.as_str()));
    assert_eq!(page.you.seat, Some(seat));
    let stranger = UserId("tg:9".into());
    let page = page_view(&front, TABLE, watcher(&stranger), "", T0).unwrap();
    assert_eq!(page.hint, None);
    // Once he has played, the hint is gone from his hand and page.
    let code = front.durable().service().tables[&TABLE]
        .engine
        .as_ref()
        .and_then(|e| e.computer_code(seat))
        .unwrap();
    let press = Press::Move {
        table: TABLE,
        turn,
        code,
    };
    let played = front.press("tg:p", T0, &from(1), &press.encode()).unwrap();
    assert_eq!(hint_in(&played, &me()), None);
    let page = page_view(&front, TABLE, watcher(&user), "", T0).unwrap();
    assert_eq!(page.hint, None);
}

/// The same game as `engine` (replayed from `moves`) with as many of the hidden cards
/// exchanged between the other seats as keep every move legal and `seat`'s view unchanged:
/// another real deal he cannot tell from his own.
fn hidden_cards_dealt_otherwise(engine: &Engine, moves: &[LoggedMove], seat: u8) -> Engine {
    let Engine::Blot(game) = engine else {
        unreachable!("a Blot table")
    };
    let (rules, deal) = (*game.rules(), game.deal());
    let seen = engine.view(Some(seat));
    let replayed = |hands: &[game::cards::CardSet; 4]| -> Option<Engine> {
        let seats = usize::from(rules.seats);
        let fresh = Deal::from_hands(rules, deal.dealer(), &hands[..seats], deal.turned()).ok()?;
        let mut other = Engine::Blot(Box::new(BlotMatch::resume(rules, fresh, game.totals())));
        for logged in moves {
            other.replay(logged).ok()?;
        }
        (other.view(Some(seat)) == seen).then_some(other)
    };
    let mut hands = deal.dealt_hands();
    let mut other = None;
    let others: Vec<usize> = (0..usize::from(rules.seats))
        .filter(|&s| s != usize::from(seat))
        .collect();
    for &a in &others {
        for &b in others.iter().filter(|&&b| b > a) {
            for one in deal.hand(a as u8).iter() {
                for two in deal.hand(b as u8).iter() {
                    let mut swapped = hands;
                    if !(swapped[a].contains(one) && swapped[b].contains(two)) {
                        continue;
                    }
                    swapped[a].remove(one);
                    swapped[a].insert(two);
                    swapped[b].remove(two);
                    swapped[b].insert(one);
                    if let Some(engine) = replayed(&swapped) {
                        hands = swapped;
                        other = Some(engine);
                    }
                }
            }
        }
    }
    let other = other.expect("some hidden cards may change hands");
    let Engine::Blot(changed) = &other else {
        unreachable!()
    };
    let moved = (0..rules.seats)
        .filter(|&s| changed.deal().hand(s) != deal.hand(s))
        .count();
    assert!(moved >= 2, "hidden cards changed hands");
    assert_eq!(changed.deal().hand(seat), deal.hand(seat));
    other
}

/// The values the worker pool's hint for `user` at `turn` carries, thought on `engine`.
fn pool_values(engine: &Engine, seat: u8, turn: u64) -> Option<Vec<(String, f64)>> {
    let pool = Thinkers::start(1, Arc::new(think));
    pool.submit(Job {
        purpose: Purpose::Hint {
            table: TABLE,
            turn,
            user: me(),
        },
        game: "bazaar",
        engine: engine.clone(),
        seat,
        ai: game::table::Ai::Strong,
    });
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        if let Some(answer) = pool.answers().pop() {
            assert!(answer.code.is_some(), "the hint names a card");
            return answer.values;
        }
        assert!(Instant::now() < deadline, "the worker never answered");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_hint_s_values_do_not_change_when_the_hidden_cards_are_dealt_otherwise() {
    let (front, turn) = his_choice_in_trick_play();
    let table = &front.durable().service().tables[&TABLE];
    let seat = table.seat_of(&me()).unwrap();
    let engine = table.engine.clone().unwrap();
    let other = hidden_cards_dealt_otherwise(&engine, &table.moves, seat);
    let values = pool_values(&engine, seat, turn).expect("values in trick play");
    assert!(values.len() >= 2, "{values:?}");
    assert_eq!(pool_values(&other, seat, turn), Some(values));
}
