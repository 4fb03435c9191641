//! Computer seats move at a human pace where the operator sets one: one move each time their
//! clock fires, so that the players see each card land; a human's turn is never taken early.

use game::table::{
    Action, ChatId, GameKind, Input, Limits, Output, Service, Settings, Status, UserId,
};

const T0: u64 = 1_700_000_000_000;
const PACE: u64 = 1_000;

fn paced(seed: u64) -> Service {
    let mut service = Service::new(seed);
    service.limits = Limits {
        computer_pace_ms: PACE as u32,
        ..Limits::default()
    };
    service
}

fn send(service: &mut Service, now: u64, action: Action) -> Vec<Output> {
    service
        .handle(Input {
            now,
            chat: ChatId("tg:-1".into()),
            user: UserId("tg:1".into()),
            name: "Ani".into(),
            locale: None,
            action,
        })
        .outputs
}

fn human_seat(service: &Service) -> u8 {
    service.tables[&1]
        .seat_of(&UserId("tg:1".into()))
        .expect("Ani is seated")
}

fn to_act(service: &Service) -> Option<u8> {
    service.tables[&1].engine.as_ref()?.to_act()
}

/// A Bazaar table of Ani and three computers, started at `T0`.
fn started(seed: u64) -> Service {
    let mut s = paced(seed);
    send(
        &mut s,
        T0,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    send(&mut s, T0, Action::Start { table: 1 });
    assert_eq!(s.tables[&1].status, Status::Playing);
    s
}

#[test]
fn each_computer_move_waits_for_the_pace_and_comes_one_at_a_time() {
    // A seed whose first caller is a computer.
    let mut s = (1..50)
        .map(started)
        .find(|s| to_act(s) != Some(human_seat(s)))
        .expect("a computer to call first");
    let turn = s.tables[&1].turn;
    assert_eq!(
        s.next_deadline(),
        Some(T0 + PACE),
        "the computer's move is due in a second"
    );
    // Not a moment before.
    let early = s.tick(T0 + PACE - 1);
    assert_eq!(s.tables[&1].turn, turn, "{:?}", early.outputs);
    // Then exactly one move, and the next one a second later.
    let mut now = T0 + PACE;
    let mut moves = 0;
    while to_act(&s) != Some(human_seat(&s)) {
        let before = s.tables[&1].turn;
        let fired = s.tick(now);
        assert_eq!(s.tables[&1].turn, before + 1, "one move per tick");
        assert!(
            fired
                .outputs
                .iter()
                .any(|o| matches!(o, Output::Table { table: 1 })),
            "the table is redrawn after each computer move"
        );
        moves += 1;
        assert!(moves <= 3, "three computers at most before Ani");
        if to_act(&s) != Some(human_seat(&s)) {
            assert_eq!(s.next_deadline(), Some(now + PACE));
        }
        now += PACE;
    }
    // Ani's turn: her own move clock, and she is told.
    let move_ms = u64::from(s.tables[&1].settings.move_secs) * 1000;
    assert_eq!(s.tables[&1].deadline, Some(now - PACE + move_ms));
}

#[test]
fn a_whole_paced_game_ends_with_chips_kept_and_ani_told_each_turn() {
    let mut s = started(3);
    let granted = s.meta.granted;
    let mut now = T0;
    for _ in 0..100_000 {
        if !matches!(s.tables[&1].status, Status::Playing) {
            break;
        }
        match to_act(&s) {
            Some(seat) if seat == human_seat(&s) => {
                let table = &s.tables[&1];
                let code = table.engine.as_ref().unwrap().legal_codes(seat)[0].clone();
                let turn = table.turn;
                now += 10;
                let outputs = send(
                    &mut s,
                    now,
                    Action::Move {
                        table: 1,
                        turn,
                        code,
                    },
                );
                // Her move never carries the computers' replies: they come on their clock.
                let next = to_act(&s);
                if next.is_some_and(|n| n != human_seat(&s)) {
                    assert!(
                        !outputs.iter().any(|o| matches!(o, Output::YourTurn { .. })),
                        "{outputs:?}"
                    );
                }
            }
            _ => {
                now = s.next_deadline().expect("a computer's move is due");
                let fired = s.tick(now);
                if to_act(&s) == Some(human_seat(&s)) {
                    assert!(
                        fired.outputs.iter().any(
                            |o| matches!(o, Output::YourTurn { user, .. } if user.0 == "tg:1")
                        ),
                        "Ani is told it is her turn: {:?}",
                        fired.outputs
                    );
                }
            }
        }
    }
    assert!(
        matches!(s.tables[&1].status, Status::Finished { .. }),
        "the game ended"
    );
    assert_eq!(s.chips_in_play(), granted);
}
