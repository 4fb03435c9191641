//! No endless computer games: a user's limit counts the games he plays, a game nobody holds a
//! seat of any more waits and is closed with the stakes refunded, and starts and rematches
//! have a budget. Each test failed before (one user could loop `/blot` → Start → `/away`).

use game::table::{
    Action, ChatId, Closed, Computers, GameKind, Input, Limits, Notice, Outcome, Output, Service,
    Settings, Status, TableId, UserId,
};

const T0: u64 = 1_700_000_000_000;
const MINUTE: u64 = 60_000;

fn user(n: u32) -> UserId {
    UserId(format!("tg:{n}"))
}

/// A service whose computers are the host's (as the bots run it), one second a move.
fn bot_service() -> Service {
    let mut service = Service::new(1);
    service.limits = Limits {
        computers: Computers::Asked,
        computer_pace_ms: 1_000,
        ..Limits::default()
    };
    service
}

fn send(service: &mut Service, now: u64, chat: &str, who: u32, action: Action) -> Outcome {
    let outcome = service.handle(Input {
        now,
        chat: ChatId(chat.into()),
        user: user(who),
        name: format!("P{who}"),
        locale: None,
        action,
    });
    assert_eq!(service.chips_in_play(), service.meta.granted, "chips kept");
    outcome
}

fn refusal(outcome: &Outcome) -> Option<&Notice> {
    outcome.outputs.iter().find_map(|o| match o {
        Output::Private { notice, .. } if notice.is_refusal() => Some(notice),
        _ => None,
    })
}

/// Opens a Bazaar Blot table with a stake in `chat` and starts it at once, computers in the
/// other seats.
fn start_alone(service: &mut Service, now: u64, chat: &str, who: u32) -> TableId {
    let mut settings = Settings::new(GameKind::Bazaar);
    settings.stake = 50;
    send(service, now, chat, who, Action::Open { settings });
    let table = *service.tables.keys().last().unwrap();
    send(service, now, chat, who, Action::Start { table });
    table
}

#[test]
fn the_limit_counts_the_games_a_user_plays_not_only_those_gathering() {
    let mut service = bot_service();
    for n in 0..3 {
        let table = start_alone(&mut service, T0, &format!("g{n}"), 1);
        assert_eq!(service.tables[&table].status, Status::Playing);
    }
    let fourth = send(
        &mut service,
        T0,
        "g9",
        1,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    assert_eq!(refusal(&fourth), Some(&Notice::TooManyOpen { limit: 3 }));
}

#[test]
fn a_game_nobody_holds_a_seat_of_waits_then_closes_with_the_stakes_back() {
    let mut service = bot_service();
    let table = start_alone(&mut service, T0, "g", 1);
    let balance = service.users[&user(1)].balance;
    send(&mut service, T0 + 1_000, "g", 1, Action::Away { table });
    // Paused: no computer move is asked of the host while nobody watches.
    assert_eq!(service.computer_turn(table), None);
    assert!(service.pending_computer_turns().is_empty());
    let turn = service.tables[&table].turn;
    service.tick(T0 + 5 * MINUTE);
    assert_eq!(service.tables[&table].turn, turn, "the computers waited");
    assert_eq!(service.tables[&table].status, Status::Playing);
    // Ten minutes on, it is closed: stakes back, the reason said.
    let closed_at = service.next_deadline().expect("a close is due");
    assert!(closed_at <= T0 + 1_000 + 10 * MINUTE);
    service.tick(closed_at);
    let t = &service.tables[&table];
    assert_eq!(t.status, Status::Cancelled);
    assert_eq!(t.closed, Some(Closed::Unattended { minutes: 10 }));
    assert_eq!(service.users[&user(1)].balance, balance + 50);
}

#[test]
fn a_player_coming_back_wakes_the_computers_and_keeps_the_game() {
    let mut service = bot_service();
    let table = start_alone(&mut service, T0, "g", 1);
    send(&mut service, T0 + 1_000, "g", 1, Action::Away { table });
    send(
        &mut service,
        T0 + 3 * MINUTE,
        "g",
        1,
        Action::TakeSeatBack { table },
    );
    let t = &service.tables[&table];
    assert_eq!(t.unattended_since, None);
    // The game goes on well past the unattended close.
    service.tick(T0 + 15 * MINUTE);
    assert_eq!(service.tables[&table].status, Status::Playing);
}

#[test]
fn starts_and_rematches_have_a_per_user_budget() {
    let mut service = bot_service();
    service.limits.open_tables_per_user = 100;
    let mut refused = None;
    for n in 0..30u64 {
        let now = T0 + n * 1_000;
        let chat = format!("g{n}");
        let mut settings = Settings::new(GameKind::Durak);
        settings.stake = 0;
        send(&mut service, now, &chat, 1, Action::Open { settings });
        let table = *service.tables.keys().last().unwrap();
        let started = send(&mut service, now, &chat, 1, Action::Start { table });
        if let Some(notice) = refusal(&started) {
            refused = Some((n, notice.clone()));
            break;
        }
        assert_eq!(service.tables[&table].status, Status::Playing);
    }
    let (after, notice) = refused.expect("a start refused");
    assert_eq!(notice, Notice::TooManyStarts);
    assert_eq!(after, 10, "ten starts in ten minutes");
}
