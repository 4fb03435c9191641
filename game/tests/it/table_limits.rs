//! The limits that keep one person from freezing a chat, with a fake clock: tables per user,
//! abandoned tables closed, the table list one screen long, names bounded.

use game::table::{
    Action, ChatId, Closed, GameKind, Input, Limits, Notice, Outcome, Output, Service, Settings,
    Status, TableId, UserId,
};

const T0: u64 = 1_700_000_000_000;
const MINUTE: u64 = 60_000;
const HOUR: u64 = 60 * MINUTE;

fn user(n: u32) -> UserId {
    UserId(format!("tg:{n}"))
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

fn open(service: &mut Service, now: u64, chat: &str, who: u32, settings: Settings) -> Outcome {
    send(service, now, chat, who, Action::Open { settings })
}

fn refusal(outcome: &Outcome) -> Option<&Notice> {
    outcome.outputs.iter().find_map(|o| match o {
        Output::Private { notice, .. } if notice.is_refusal() => Some(notice),
        _ => None,
    })
}

fn newest(service: &Service) -> TableId {
    *service.tables.keys().last().unwrap()
}

#[test]
fn one_gathering_table_per_user_in_a_chat_and_three_in_all() {
    let mut s = Service::new(1);
    let blot = Settings::new(GameKind::Bazaar);
    assert_eq!(refusal(&open(&mut s, T0, "g1", 1, blot.clone())), None);
    let first = newest(&s);
    for _ in 0..40 {
        let again = open(&mut s, T0, "g1", 1, blot.clone());
        assert_eq!(
            refusal(&again),
            Some(&Notice::AlreadyOpen { table: first }),
            "a further table points to the open one"
        );
        assert!(
            !again
                .outputs
                .iter()
                .any(|o| matches!(o, Output::Table { .. } | Output::Chat { .. })),
            "and shows nothing in the chat"
        );
    }
    assert_eq!(s.tables.len(), 1);
    assert_eq!(refusal(&open(&mut s, T0, "g2", 1, blot.clone())), None);
    assert_eq!(refusal(&open(&mut s, T0, "g3", 1, blot.clone())), None);
    assert_eq!(
        refusal(&open(&mut s, T0, "g4", 1, blot.clone())),
        Some(&Notice::TooManyOpen { limit: 3 })
    );
    // Another user is not held back; a game he plays still counts, until a table closes.
    assert_eq!(refusal(&open(&mut s, T0, "g1", 2, blot.clone())), None);
    send(&mut s, T0, "g1", 1, Action::Start { table: first });
    assert_eq!(s.tables[&first].status, Status::Playing);
    assert_eq!(
        refusal(&open(&mut s, T0, "g4", 1, blot.clone())),
        Some(&Notice::TooManyOpen { limit: 3 })
    );
    let second = s.tables.values().find(|t| t.chat.0 == "g2").unwrap().id;
    send(&mut s, T0, "g2", 1, Action::Cancel { table: second });
    assert_eq!(refusal(&open(&mut s, T0, "g4", 1, blot)), None);
}

#[test]
fn the_open_tables_limit_is_a_setting() {
    let mut s = Service::new(1);
    s.limits.open_tables_per_user = 1;
    let durak = Settings::new(GameKind::Durak);
    assert_eq!(refusal(&open(&mut s, T0, "g1", 1, durak.clone())), None);
    assert_eq!(
        refusal(&open(&mut s, T0, "g2", 1, durak)),
        Some(&Notice::TooManyOpen { limit: 1 })
    );
    let read = |pairs: &[(&str, &str)]| {
        Limits::from_vars(|name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    };
    // The bots' computers play at a person's pace unless the operator says otherwise, and
    // the host thinks for them.
    assert_eq!(
        read(&[]),
        Ok(Limits {
            computer_pace_ms: Limits::BOT_COMPUTER_PACE_MS,
            computers: game::table::limits::Computers::Asked,
            ..Limits::default()
        })
    );
    let set = read(&[
        ("MAX_OPEN_TABLES", "5"),
        ("GATHERING_MINUTES", "10"),
        ("IDLE_HOURS", "72"),
        ("COMPUTER_PACE_MS", "0"),
        ("COMPUTER_PATIENCE_MS", "5000"),
    ])
    .unwrap();
    assert_eq!(
        (
            set.open_tables_per_user,
            set.gathering_minutes,
            set.idle_hours,
            set.computer_pace_ms,
            set.computer_patience_ms
        ),
        (5, 10, 72, 0, 5_000)
    );
    assert!(read(&[("COMPUTER_PACE_MS", "60000")]).is_err());
    assert!(read(&[("COMPUTER_PATIENCE_MS", "0")]).is_err());
    // Unset, the patience follows the pace: a move is not hurried before its pace has gone by.
    let slow = read(&[("COMPUTER_PACE_MS", "4000")]).unwrap();
    assert_eq!(slow.computer_patience_ms, 4_500);
    assert_eq!(
        read(&[]).unwrap().computer_patience_ms,
        Limits::BOT_COMPUTER_PATIENCE_MS
    );
    let bad = read(&[("MAX_OPEN_TABLES", "0")]).unwrap_err();
    assert!(bad.to_string().contains("MAX_OPEN_TABLES"), "{bad}");
    assert!(read(&[("IDLE_HOURS", "soon")]).is_err());
}

#[test]
fn a_table_nobody_starts_is_closed_after_thirty_minutes_its_message_updated_once() {
    let mut s = Service::new(1);
    let mut settings = Settings::new(GameKind::Bazaar);
    settings.approve_joiners = true;
    open(&mut s, T0, "g", 1, settings);
    let id = newest(&s);
    send(
        &mut s,
        T0 + MINUTE,
        "g",
        2,
        Action::Join {
            table: id,
            seat: None,
        },
    );
    assert_eq!(
        s.next_deadline(),
        Some(T0 + 30 * MINUTE),
        "the bot wakes for it"
    );
    assert!(s.tick(T0 + 30 * MINUTE - 1).outputs.is_empty());
    let closed = s.tick(T0 + 30 * MINUTE);
    assert_eq!(closed.outputs, vec![Output::Table { table: id }]);
    assert!(closed.changes.tables.contains(&id), "the closing is stored");
    let table = &s.tables[&id];
    assert_eq!(table.status, Status::Cancelled);
    assert_eq!(table.closed, Some(Closed::NotStarted { minutes: 30 }));
    assert!(table.waiting.is_empty());
    assert!(s.tick(T0 + 31 * MINUTE).outputs.is_empty(), "only once");
    assert_eq!(s.next_deadline(), None);
    // The creator may open a new one.
    let again = open(
        &mut s,
        T0 + 31 * MINUTE,
        "g",
        1,
        Settings::new(GameKind::Bazaar),
    );
    assert_eq!(refusal(&again), None);
}

/// A two-player game of Durak with a stake, begun by two humans at `T0`.
fn durak_game(s: &mut Service, idle_hours: Option<u32>) -> TableId {
    let mut settings = Settings::new(GameKind::Durak);
    settings.stake = 40;
    settings.move_secs = 3_600;
    settings.idle_hours = idle_hours;
    open(s, T0, "g", 1, settings);
    let id = newest(s);
    send(
        s,
        T0,
        "g",
        2,
        Action::Join {
            table: id,
            seat: None,
        },
    );
    assert_eq!(s.tables[&id].status, Status::Playing);
    id
}

#[test]
fn a_game_no_human_moves_in_is_closed_its_stakes_returned_and_not_counted() {
    let mut s = Service::new(3);
    s.limits.idle_hours = 1;
    let id = durak_game(&mut s, None);
    let balance = |s: &Service, n| s.users[&user(n)].balance;
    assert_eq!(balance(&s, 1), 960);
    let closed = s.tick(T0 + HOUR);
    assert!(closed.outputs.contains(&Output::Table { table: id }));
    assert!(
        !closed
            .outputs
            .iter()
            .any(|o| matches!(o, Output::Chat { .. })),
        "no new message: the table's own says why"
    );
    let table = &s.tables[&id];
    assert_eq!(table.status, Status::Cancelled);
    assert_eq!(table.closed, Some(Closed::Idle { hours: 1 }));
    assert_eq!(table.pot_total(), 0);
    assert_eq!((balance(&s, 1), balance(&s, 2)), (1_000, 1_000));
    assert!(
        closed.changes.history.is_empty(),
        "the result is not counted"
    );
    assert_eq!(s.users[&user(1)].games, 0);
    let screen = game::table::table_screen(&s, id, game::i18n::Lang::En, T0 + HOUR).unwrap();
    assert!(
        screen.text.contains("nobody moved for 1 hour"),
        "{}",
        screen.text
    );
    assert!(screen.rows.is_empty(), "no button of a closed table");
}

#[test]
fn a_correspondence_table_keeps_its_game_longer_and_every_human_move_restarts_the_count() {
    let mut s = Service::new(3);
    let id = durak_game(&mut s, Some(72));
    assert_eq!(
        refusal(&open(&mut s, T0, "g", 3, {
            let mut bad = Settings::new(GameKind::Durak);
            bad.idle_hours = Some(721);
            bad
        })),
        Some(&Notice::BadSettings {
            error: game::table::model::SettingsError::IdleTime
        })
    );
    // A human move an hour in: the 72 hours count from it.
    let now = T0 + HOUR - 1;
    let table = &s.tables[&id];
    let seat = table.engine.as_ref().unwrap().to_act().unwrap();
    let mover = if table.seats[seat as usize].user == Some(user(1)) {
        1
    } else {
        2
    };
    let view = s.view(id, Some(&user(mover))).unwrap();
    let code = view.your_moves[0].clone();
    send(
        &mut s,
        now,
        "g",
        mover,
        Action::Move {
            table: id,
            turn: view.turn,
            code,
        },
    );
    assert_eq!(s.tables[&id].last_human_move, Some(now));
    assert_eq!(s.limits.expiry(&s.tables[&id]), Some(now + 72 * HOUR));
}

#[test]
fn the_table_list_is_one_screen_newest_first_with_a_way_to_the_rest() {
    let mut s = Service::new(1);
    for who in 1..=25 {
        open(&mut s, T0, "g", who, Settings::new(GameKind::Belote2));
    }
    let list = |s: &mut Service, skip| {
        let out = send(s, T0, "g", 99, Action::List { skip });
        match out.outputs.as_slice() {
            [
                Output::Chat {
                    notice:
                        Notice::TableList {
                            tables,
                            skip,
                            total,
                            more,
                        },
                    ..
                },
            ] => (
                tables.iter().map(|t| t.id).collect::<Vec<_>>(),
                *skip,
                *total,
                *more,
            ),
            other => panic!("{other:?}"),
        }
    };
    let (ids, skip, total, more) = list(&mut s, 0);
    assert_eq!(ids, (16..=25).rev().collect::<Vec<_>>(), "the newest ten");
    assert_eq!((skip, total, more), (0, 25, Some(10)));
    let (ids, _, _, more) = list(&mut s, 20);
    assert_eq!(ids, (1..=5).rev().collect::<Vec<_>>());
    assert_eq!(more, None);
    let (ids, skip, _, _) = list(&mut s, 1_000_000);
    assert_eq!(
        (ids.len(), skip),
        (5, 20),
        "a stale or forged offset shows the last screen"
    );
    let text = game::table::notice_text(
        game::i18n::Lang::En,
        &Notice::TableList {
            tables: Vec::new(),
            skip: 0,
            total: 0,
            more: None,
        },
    );
    assert!(!text.is_empty());
}

#[test]
fn a_table_name_is_bounded_in_characters_and_in_bytes() {
    let mut s = Service::new(1);
    let named = |name: &str| {
        let mut settings = Settings::new(GameKind::Durak);
        settings.name = name.to_string();
        settings
    };
    let bad = Some(Notice::BadSettings {
        error: game::table::model::SettingsError::Name,
    });
    assert_eq!(
        refusal(&open(&mut s, T0, "a", 1, named(&"x".repeat(41)))).cloned(),
        bad
    );
    // Forty characters, but 160 bytes: too long for the messages it is echoed into.
    assert_eq!(
        refusal(&open(&mut s, T0, "b", 1, named(&"🂡".repeat(40)))).cloned(),
        bad
    );
    assert_eq!(
        refusal(&open(&mut s, T0, "c", 1, named(&"🂡".repeat(30)))),
        None
    );
}
