//! Random inputs from random users into many tables at once: no panic, chips conserved, no
//! hidden card in any public view, at most one accepted move per turn counter.

use std::collections::BTreeSet;

use game::table::{Action, ChatId, GameKind, Input, Output, Service, Settings, Status, UserId};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random user: half the time one whose turn it is at some table.
fn random_user(service: &Service, rng: &mut ChaCha8Rng) -> UserId {
    let movers: Vec<UserId> = service
        .tables
        .values()
        .filter(|t| t.status == Status::Playing)
        .filter_map(|t| {
            let seat = t.engine.as_ref()?.to_act()?;
            t.seats[seat as usize].user.clone()
        })
        .collect();
    if !movers.is_empty() && rng.random() {
        movers[rng.random_range(0..movers.len())].clone()
    } else {
        UserId(format!("u{}", rng.random_range(0..6)))
    }
}

fn random_action(service: &Service, rng: &mut ChaCha8Rng, who: &UserId) -> Action {
    let mine: Vec<u64> = service
        .tables
        .values()
        .filter(|t| t.status == Status::Playing && t.seat_of(who).is_some())
        .map(|t| t.id)
        .collect();
    let tables: Vec<u64> = service.tables.keys().copied().collect();
    let table = if !mine.is_empty() && rng.random() {
        mine[rng.random_range(0..mine.len())]
    } else if tables.is_empty() || rng.random_range(0..10) == 0 {
        rng.random_range(0..30)
    } else {
        tables[rng.random_range(0..tables.len())]
    };
    match rng.random_range(0..20) {
        0 => {
            let game = GameKind::ALL[rng.random_range(0..GameKind::ALL.len())];
            let mut settings = Settings::new(game);
            settings.stake = [0, 10, 400, 5_000][rng.random_range(0..4)];
            Action::Open { settings }
        }
        1 => Action::Join {
            table,
            seat: if rng.random() {
                Some(rng.random_range(0..5))
            } else {
                None
            },
        },
        2 => Action::Leave { table },
        3 => Action::Start { table },
        4 => Action::Cancel { table },
        5 => Action::Approve {
            table,
            user: UserId(format!("u{}", rng.random_range(0..6))),
        },
        6 => Action::TakeSeatBack { table },
        7 => Action::Rematch { table },
        8 => Action::List { skip: 0 },
        9 => Action::Balance,
        _ => {
            let view = service.view(table, Some(who));
            let turn = view.as_ref().map_or(0, |v| v.turn)
                + if rng.random_range(0..8) == 0 { 1 } else { 0 };
            let moves = view.map(|v| v.your_moves).unwrap_or_default();
            let code = if moves.is_empty() || rng.random_range(0..6) == 0 {
                ["p", "9H", "TS", "hit", "take", "a 7H", "zz"][rng.random_range(0..7)].to_string()
            } else {
                moves[rng.random_range(0..moves.len())].clone()
            };
            Action::Move { table, turn, code }
        }
    }
}

/// Every card a public view shows must be public: played, turned, or announced and shown.
fn assert_no_private_cards(service: &Service) {
    for (&id, table) in &service.tables {
        let Some(engine) = &table.engine else {
            continue;
        };
        if table.status != Status::Playing {
            continue;
        }
        let public = serde_json::to_value(service.view(id, None).unwrap()).unwrap();
        assert!(public["your_moves"].as_array().unwrap().is_empty());
        let game = &public["game"];
        assert!(
            game.get("hand").is_none_or(|h| h.is_null()),
            "no hand in the public view"
        );
        assert!(
            game.get("own_hand").is_none(),
            "no own hand in the public view"
        );
        if let game::table::Engine::Blot(m) = engine {
            let text =
                public["game"]["trick"].to_string() + &public["game"]["last_trick"].to_string();
            for seat in 0..m.rules().seats {
                for card in m.deal().hand(seat) {
                    assert!(
                        !text.contains(&format!("\"{card}\"")),
                        "{card} in hand is shown"
                    );
                }
            }
        }
    }
}

#[test]
fn the_random_driver_reaches_real_play() {
    let mut accepted = 0;
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut service = Service::new(seed);
        for step in 0..400u64 {
            let who = random_user(&service, &mut rng);
            let action = random_action(&service, &mut rng, &who);
            let moved = matches!(action, Action::Move { .. });
            let before: u64 = service.tables.values().map(|t| t.turn).sum();
            service.handle(Input {
                now: 1_700_000_000_000 + step * 1000,
                chat: ChatId("g".into()),
                user: who.clone(),
                name: who.0.clone(),
                locale: None,
                action,
            });
            let after: u64 = service.tables.values().map(|t| t.turn).sum();
            accepted += usize::from(moved && after > before);
        }
    }
    assert!(accepted > 400, "only {accepted} moves accepted");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn random_inputs_from_random_users_keep_every_promise(seed in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut service = Service::new(seed);
        let mut now = 1_700_000_000_000u64;
        let mut accepted_turns: BTreeSet<(u64, u64)> = BTreeSet::new();
        for _ in 0..400 {
            now += rng.random_range(0..40_000);
            let who = random_user(&service, &mut rng);
            let action = random_action(&service, &mut rng, &who);
            let tick = rng.random_range(0..5) == 0;
            let turn_before = match &action {
                _ if tick => None,
                Action::Move { table, turn, .. } => service.tables.get(table).map(|t| (*table, t.turn, *turn)),
                _ => None,
            };
            let outcome = if tick {
                service.tick(now)
            } else {
                service.handle(Input { now, chat: ChatId("g".into()), user: who.clone(), name: who.0.clone(), locale: None, action })
            };
            if let Some((table, before, pressed)) = turn_before {
                let after = service.tables[&table].turn;
                if after != before {
                    prop_assert_eq!(before, pressed, "only a press with the current counter moves");
                    prop_assert!(accepted_turns.insert((table, before)), "one accepted move per counter");
                }
            }
            prop_assert_eq!(service.chips_in_play(), service.meta.granted);
            for output in &outcome.outputs {
                if let Output::Private { user, .. } = output {
                    prop_assert!(service.users.contains_key(user));
                }
            }
            assert_no_private_cards(&service);
        }
        for user in service.users.values() {
            prop_assert!(user.balance <= service.meta.granted);
        }
    }
}
