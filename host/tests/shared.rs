//! Several processes on one PostgreSQL database (a real server the test starts): chips moved
//! by two at once are conserved, table ids never collide, a chat is taken over once its
//! holder's lease lapses and its game finishes from the log, and a zombie holder writes
//! nothing.

mod common;

use common::T0;
use std::sync::Barrier;

use game::table::{Action, ChatId, GameKind, Input, Press, Service, Settings, Status, UserId};
use host::{Delivery, Durable, From, Front, HostError};
use storage::pg_server::TestServer;
use storage::{PgStore, Store, StoreError};

const TTL: u64 = 30_000;

fn input(now: u64, chat: &ChatId, who: u32, action: Action) -> Input {
    Input {
        now,
        chat: chat.clone(),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    }
}

fn number(user: &UserId) -> Option<u32> {
    user.0.trim_start_matches("tg:").parse().ok()
}

/// The next input that moves chat `chat`'s game along: open a two-player Toto21 table with a
/// stake, let the second player join, start, then the seat to act plays. `None` once the
/// chat's table finished. `players` are the two users.
fn next_step(service: &Service, chat: &ChatId, players: [u32; 2], now: u64) -> Option<Input> {
    let table = service
        .tables
        .values()
        .filter(|t| &t.chat == chat)
        .max_by_key(|t| t.id);
    let (who, action) = match table {
        None => {
            let mut settings = Settings::new(GameKind::Toto21);
            settings.stake = 10;
            (players[0], Action::Open { settings })
        }
        Some(t) if matches!(t.status, Status::Finished { .. } | Status::Cancelled) => {
            return None;
        }
        Some(t) if t.status == Status::Gathering => {
            let creator = number(&t.creator)?;
            match t.waiting.first() {
                Some((user, _)) => (
                    creator,
                    Action::Approve {
                        table: t.id,
                        user: user.clone(),
                    },
                ),
                None if t.seats.iter().filter(|s| s.user.is_some()).count() < 2 => {
                    let joiner = if players[1] == creator {
                        players[0]
                    } else {
                        players[1]
                    };
                    (
                        joiner,
                        Action::Join {
                            table: t.id,
                            seat: None,
                        },
                    )
                }
                None => (creator, Action::Start { table: t.id }),
            }
        }
        Some(t) => {
            let engine = t.engine.as_ref()?;
            let seat = engine.to_act().unwrap_or(0);
            let user = t.seats[seat as usize].user.as_ref()?;
            let who = number(user)?;
            let code = engine.computer_code(seat).unwrap_or_default();
            (
                who,
                Action::Move {
                    table: t.id,
                    turn: t.turn,
                    code,
                },
            )
        }
    };
    Some(input(now, chat, who, action))
}

/// Plays games in `chats` (one after another in each) through `durable` for `inputs` inputs,
/// every game between two of the five shared users.
fn play(durable: &mut Durable<PgStore>, process: u32, chats: &[ChatId], inputs: u64) {
    for n in 0..inputs {
        let chat = &chats[(n as usize) % chats.len()];
        let now = T0 + n * 10;
        let pair = [(n / 7 % 5) as u32, ((n / 7 + 1 + n / 13 % 4) % 5) as u32];
        let step = match next_step(durable.service(), chat, pair, now) {
            Some(step) => step,
            // That game ended: a new table in the same chat.
            None => {
                let mut settings = Settings::new(GameKind::Toto21);
                settings.stake = 10;
                input(now, chat, pair[0], Action::Open { settings })
            }
        };
        let key = format!("p{process}-{n}");
        if let Err(err) = durable.handle(&key, step) {
            panic!("process {process}, input {n}: {err}");
        }
    }
}

#[test]
fn two_processes_moving_the_same_users_chips_conserve_them_and_never_share_a_table_id() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_durable(&url, holder);
    let mut processes = [open("A"), open("B")];
    let chats: [Vec<ChatId>; 2] = [
        vec![ChatId("tg:-1".into()), ChatId("tg:-2".into())],
        vec![ChatId("tg:-3".into()), ChatId("tg:-4".into())],
    ];
    let barrier = Barrier::new(2);
    std::thread::scope(|s| {
        for ((durable, chats), process) in processes.iter_mut().zip(&chats).zip(0..) {
            let barrier = &barrier;
            s.spawn(move || {
                barrier.wait();
                play(durable, process, chats, 400);
            });
        }
    });

    // Read back whole, by a third process: every chip granted is a balance or a stake.
    let whole = Durable::open(PgStore::connect(&url).expect("connect"), 7).expect("open");
    let service = whole.service();
    assert!(service.users.len() == 5, "{:?}", service.users.keys());
    assert_eq!(service.chips_in_play(), service.meta.granted);
    let conflicts: u64 = processes.iter().map(Durable::conflicts).sum();
    assert!(conflicts > 0, "the two processes never wrote the same user");
    let finished = service
        .tables
        .values()
        .filter(|t| matches!(t.status, Status::Finished { .. }))
        .count();
    assert!(finished >= 4, "games were played to the end: {finished}");
    // Each process's tables are stored as its own: no id was taken twice.
    for (durable, chats) in processes.iter().zip(&chats) {
        for table in durable.service().tables.values() {
            assert!(chats.contains(&table.chat));
            assert_eq!(
                service.tables.get(&table.id).map(|t| &t.chat),
                Some(&table.chat),
                "table {} was taken by both processes",
                table.id
            );
        }
    }
    let stored = service.tables.len();
    let held: usize = processes.iter().map(|d| d.service().tables.len()).sum();
    assert_eq!(stored, held, "every table created is stored once");
}

#[test]
fn a_chat_is_taken_over_after_its_lease_lapses_and_a_zombie_writes_nothing() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-77".into());
    let open = |holder: &str| open_durable(&url, holder);
    let mut a = open("A");
    // A plays the game's start and a few moves.
    let mut n = 0;
    let mut moves_by_a = 0;
    while moves_by_a < 3 {
        let step = next_step(a.service(), &chat, [1, 2], T0 + n).expect("a game goes on");
        moves_by_a += usize::from(matches!(step.action, Action::Move { .. }));
        a.handle(&format!("a-{n}"), step).expect("A handles");
        n += 1;
    }
    let table = *a.service().tables.keys().next().expect("A's table");
    let played = a.service().tables[&table].moves.len();
    assert!(played >= 3);
    assert_eq!(a.held_chats(), Some(vec![chat.clone()]));

    // A stops (paused, or killed without releasing). B, while A's lease is live: elsewhere.
    let mut b = open("B");
    let early = next_step(a.service(), &chat, [1, 2], T0 + n).expect("a move");
    match b.handle("b-early", early) {
        Err(HostError::Elsewhere { chat: busy, holder }) => {
            assert_eq!((busy, holder.as_str()), (chat.clone(), "A"));
        }
        other => panic!("B handled a chat A holds: {other:?}"),
    }
    assert!(b.service().tables.is_empty());

    // Past the lease: B takes the chat over, reads the game from its log and finishes it.
    let later = T0 + TTL + 1_000;
    let first = input(later, &chat, 1, Action::Balance);
    b.handle("b-first", first).expect("B takes the chat over");
    let taken = &b.service().tables[&table];
    assert_eq!(taken.moves.len(), played, "B read A's moves from the log");
    let mut m = 1;
    while let Some(step) = next_step(b.service(), &chat, [1, 2], later + m) {
        b.handle(&format!("b-{m}"), step).expect("B handles");
        m += 1;
        assert!(m < 500, "the game never ended");
    }
    assert!(matches!(
        b.service().tables[&table].status,
        Status::Finished { .. }
    ));
    let lease = b.store().lease(&chat.0).expect("lease").expect("taken");
    assert_eq!((lease.holder.as_str(), lease.token), ("B", 2));

    // The zombie A wakes, its clock still inside its lease: its commit is fenced, nothing
    // of it is stored, and it forgets the chat.
    let stored = || {
        let reader = Durable::open(PgStore::connect(&url).expect("connect"), 7).expect("open");
        let t = &reader.service().tables[&table];
        (t.status.clone(), t.turn, reader.service().chips_in_play())
    };
    let before = stored();
    let zombie = next_step(a.service(), &chat, [1, 2], T0 + n).expect("A thinks it goes on");
    match a.handle("a-zombie", zombie) {
        Err(err) => assert!(
            matches!(&err, HostError::Store(StoreError::Fenced { lease, token: 1 }) if *lease == chat.0),
            "{err}"
        ),
        Ok(outputs) => panic!("the zombie wrote, showing {outputs:?}"),
    }
    assert!(a.service().tables.is_empty(), "A dropped the chat's state");
    assert_eq!(a.held_chats(), Some(vec![]));
    assert!(!a.store().seen("a-zombie").expect("seen"));
    assert_eq!(stored(), before);
    // Back with a true clock, A finds the chat B's.
    let balance = input(later + m, &chat, 1, Action::Balance);
    assert!(matches!(
        a.handle("a-late", balance),
        Err(HostError::Elsewhere { .. })
    ));
}

#[test]
fn an_input_for_a_chat_another_process_serves_is_parked_and_handled_by_the_holder() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let from = |n: u32| in_group("tg:-5", n, None);
    let shown = a.command("u1", T0, &from(1), "/blot", None).expect("A");
    assert!(!shown.is_empty());
    // The load balancer brings the chat's next update to B: parked, nothing shown there.
    let shown = b
        .command("u2", T0 + 10, &from(2), "/blot", None)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked], "parked: nothing shown here");
    assert!(b.durable().service().tables.is_empty());
    assert_eq!(a.durable().service().tables.len(), 1);
    // A's clock: it handles the parked input once, shows it, and the inbox is empty again.
    let shown = a.tick(T0 + 20).expect("tick");
    assert!(!shown.is_empty(), "the parked /blot is answered by A");
    assert_eq!(a.durable().service().tables.len(), 2);
    assert!(a.durable().store().seen("u2").expect("seen"));
    a.tick(T0 + 30).expect("tick again");
    assert_eq!(a.durable().service().tables.len(), 2, "handled once");
    let parked = a.durable().store().scan(storage::Space::Meta, b"inbox/");
    assert_eq!(parked.expect("scan"), vec![]);
}

#[test]
fn a_parked_press_comes_back_from_its_holder_with_the_handle_its_receiver_gave() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let from = |n: u32, reply: Option<&str>| in_group("tg:-7", n, reply);
    a.command("r1", T0, &from(1, None), "/blot", None)
        .expect("A opens");
    let table = newest_table(&a);
    // The creator, seated already, presses Join again: the press reaches B, which parks it.
    let join = Press::Join { table, seat: None }.encode();
    let shown = b
        .press("r2", T0 + 10, &from(1, Some("cb-42")), &join)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    // A handles it: the refusal comes wrapped with B's handle, for its sender.
    let shown = a.tick(T0 + 20).expect("A's tick");
    let relayed: Vec<&Delivery> = shown
        .iter()
        .filter(|d| matches!(d, Delivery::Relayed { .. }))
        .collect();
    let [
        Delivery::Relayed {
            user,
            reply,
            deliveries,
        },
    ] = relayed.as_slice()
    else {
        panic!("one relayed answer: {shown:?}")
    };
    assert_eq!((user.0.as_str(), reply.as_str()), ("tg:1", "cb-42"));
    assert!(
        deliveries.iter().any(|d| matches!(d,
            Delivery::Alert { user, text, owed: None }
                if user.0 == "tg:1" && text == "You are already at this table.")),
        "the refusal for the presser: {deliveries:?}"
    );
    // A press with no handle (an entry parked by an older program) is answered as before.
    let shown = b.press("r3", T0 + 30, &from(1, None), &join).expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    let shown = a.tick(T0 + 40).expect("A's tick");
    assert!(
        shown.iter().any(|d| matches!(d, Delivery::Alert { .. })),
        "{shown:?}"
    );
    assert!(!shown.iter().any(|d| matches!(d, Delivery::Relayed { .. })));
}

#[test]
fn a_balance_asked_in_a_group_and_parked_is_answered_privately_by_the_holder() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let from = |n: u32, reply: Option<&str>| in_group("tg:-8", n, reply);
    a.command("q1", T0, &from(1, None), "/blot", None)
        .expect("A opens");
    // Player 2 types /balance in A's group; the update reaches B, which parks it.
    let shown = b
        .command("q2", T0 + 10, &from(2, Some("in:-8:g")), "/balance", None)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    let shown = a.tick(T0 + 20).expect("A's tick");
    let deliveries = the_relayed_answer(&shown);
    // His chips are his business: to his private chat, as when asked of the holder itself,
    // never as words answering him in the group.
    assert!(
        deliveries.iter().any(|d| matches!(d,
            Delivery::Private { user, .. } if user.0 == "tg:2")),
        "the balance privately: {deliveries:?}"
    );
    assert!(
        !deliveries
            .iter()
            .any(|d| matches!(d, Delivery::Alert { .. } | Delivery::Say { .. })),
        "nothing said in the group: {deliveries:?}"
    );
}

/// Discord, where every answer is its reader's alone: a member who is no administrator picks
/// his own language in a channel; the interaction reaches a process that parks it, and the
/// channel's holder answers him, still saying that the channel's language is not his to
/// change (as when asked of the holder itself).
#[test]
fn a_language_chosen_in_a_shared_channel_and_parked_keeps_its_note() {
    let url = TestServer::shared().database();
    let open = |holder: &str| {
        let mut front = open_front(&url, holder);
        front.set_personal_answers(true);
        front
    };
    let (mut a, mut b) = (open("A"), open("B"));
    let from = |n: u32, reply: Option<&str>| in_group("dc:-9", n, reply);
    a.command("l1", T0, &from(1, None), "/blot", None)
        .expect("A opens");
    let shown = b
        .command("l2", T0 + 10, &from(2, Some("s:tok")), "/lang ru", None)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    let shown = a.tick(T0 + 20).expect("A's tick");
    let deliveries = the_relayed_answer(&shown);
    let note = game::i18n::text(game::i18n::Lang::Ru, &game::i18n::Msg::OwnLanguageNote);
    assert!(
        deliveries.iter().any(|d| matches!(d,
            Delivery::Alert { user, text, .. } if user.0 == "tg:2" && text.ends_with(&note))),
        "his answer with the note, in Russian: {deliveries:?}"
    );
}

#[test]
fn a_press_from_a_private_chat_is_served_by_the_tables_holder_and_waits_for_it() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let group = ChatId("tg:-6".into());
    let from = |chat: &ChatId, n: u32| From {
        chat: chat.clone(),
        user: UserId(format!("tg:{n}")),
        name: format!("P{n}"),
        lang: None,
        private: chat.0 == format!("tg:{n}"),
        admin: false,
        handle: None,
        reply: None,
    };
    a.command("p1", T0, &from(&group, 1), "/blot", None)
        .expect("A opens");
    let table = newest_table(&a);
    a.command(
        "p1b",
        T0 + 1,
        &from(&group, 2),
        &format!("/join {table}"),
        None,
    )
    .expect("A seats player 2");
    // Player 2, seated, presses Leave in his private chat (a button the bot sent him there):
    // the table's group is A's, so B parks the press instead of serving it under his chat's
    // lease.
    let private = ChatId("tg:2".into());
    let leave = Press::Leave { table }.encode();
    let shown = b
        .press("p2", T0 + 10, &from(&private, 2), &leave)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked], "parked: nothing shown here");
    assert!(b.durable().held_chats().expect("sharing").is_empty());
    // B's clock while A lives: the press stays for A.
    b.tick(T0 + 20).expect("B's tick");
    assert_eq!(parked(&b), 1, "kept for the chat's holder");
    // A's clock: it seats player 2 at its table.
    a.tick(T0 + 30).expect("A's tick");
    assert_eq!(parked(&a), 0);
    let record = &a.durable().service().tables[&table];
    let player = UserId("tg:2".into());
    assert!(
        record.seat_of(&player).is_none(),
        "the parked press was handled by A"
    );
}

#[test]
fn taking_over_own_inputs_only_a_dead_holders_chat_goes_to_the_process_that_parked_its_input() {
    let url = TestServer::shared().database();
    let open = |holder: &str| {
        let store = PgStore::connect(&url).expect("connect");
        let mut front = Front::open_shared(store, 7, holder, TTL).expect("open");
        // Discord: a chat's inputs reach only the processes of its guild's shard.
        front.set_takes_over_own_inputs_only(true);
        front
    };
    let chat = ChatId("dc:7".into());
    let from = |n: u32| From {
        chat: chat.clone(),
        user: UserId(format!("dc:{n}")),
        name: format!("P{n}"),
        lang: None,
        private: false,
        admin: false,
        handle: None,
        reply: None,
    };
    // A serves the channel, then dies (its lease left to lapse).
    let mut a = open("A");
    a.command("d1", T0, &from(1), "/blot", None).expect("A");
    drop(a);
    // Its replacement, R, receives the channel's next input while A's lease lives: parked.
    let mut r = open("R");
    let shown = r
        .command("d2", T0 + 10, &from(2), "/blot", None)
        .expect("R");
    assert_eq!(shown, vec![Delivery::Parked], "parked: nothing shown here");
    // Past the lease, a process of another shard, O, ticks first: the input is not its own,
    // so it leaves the channel alone.
    let mut o = open("O");
    let after = T0 + TTL + 10;
    assert!(o.tick(after).expect("O's tick").is_empty());
    assert!(o.durable().held_chats().expect("sharing").is_empty());
    assert!(!o.durable().store().seen("d2").expect("seen"));
    // R ticks: it takes the channel over with its own parked input, handled once.
    let shown = r.tick(after + 10).expect("R's tick");
    assert!(!shown.is_empty(), "the parked /blot is answered by R");
    assert_eq!(
        r.durable().held_chats().expect("sharing"),
        vec![chat.clone()]
    );
    assert_eq!(r.durable().service().tables.len(), 2);
    let lease = r
        .durable()
        .store()
        .lease(&chat.0)
        .expect("lease")
        .expect("held");
    assert_eq!(lease.holder, "R");
}

/// User `tg:<n>` in the group `chat`, with the platform's handle to answer him (`reply`).
fn in_group(chat: &str, n: u32, reply: Option<&str>) -> From {
    From {
        reply: reply.map(str::to_string),
        ..common::person(chat, format!("tg:{n}"), format!("P{n}"))
    }
}

/// What the one relayed answer among `shown` shows its sender.
fn the_relayed_answer(shown: &[Delivery]) -> &[Delivery] {
    let relayed: Vec<&Vec<Delivery>> = shown
        .iter()
        .filter_map(|d| match d {
            Delivery::Relayed { deliveries, .. } => Some(deliveries),
            _ => None,
        })
        .collect();
    match relayed.as_slice() {
        [deliveries] => deliveries,
        _ => panic!("one relayed answer: {shown:?}"),
    }
}

/// How many inputs wait in the store's inbox for their chat's holder.
fn parked(front: &Front<PgStore>) -> usize {
    let store = front.durable().store();
    store
        .scan(storage::Space::Meta, b"inbox/")
        .expect("scan")
        .len()
}

/// The newest table a front's service holds.
fn newest_table(front: &Front<PgStore>) -> game::table::TableId {
    let tables = &front.durable().service().tables;
    *tables.keys().max().expect("a table")
}

/// A process's durable service sharing the test database, as `holder`.
fn open_durable(url: &str, holder: &str) -> Durable<PgStore> {
    let store = PgStore::connect(url).expect("connect");
    Durable::open_shared(store, 7, holder, TTL).expect("open")
}

fn open_front(url: &str, holder: &str) -> Front<PgStore> {
    let store = PgStore::connect(url).expect("connect");
    Front::open_shared(store, 7, holder, TTL).expect("open")
}

/// `step` as the bot's user would send it: a typed command or a button press.
fn send(front: &mut Front<PgStore>, key: &str, step: &Input) -> Result<Vec<Delivery>, HostError> {
    let from = common::person(&step.chat.0, step.user.0.clone(), step.name.clone());
    let press = match &step.action {
        Action::Open { .. } => {
            return front.command(key, step.now, &from, "/toto21 stake=10", None);
        }
        Action::Balance => return front.command(key, step.now, &from, "/balance", None),
        Action::Join { table, seat } => Press::Join {
            table: *table,
            seat: *seat,
        },
        Action::Approve { table, user } => Press::Approve {
            table: *table,
            user: user.clone(),
        },
        Action::Refuse { table, user } => Press::Refuse {
            table: *table,
            user: user.clone(),
        },
        Action::Start { table } => Press::Start { table: *table },
        Action::Move { table, turn, code } => Press::Move {
            table: *table,
            turn: *turn,
            code: code.clone(),
        },
        other => panic!("not sent by this test: {other:?}"),
    };
    front.press(key, step.now, &from, &press.encode())
}

#[test]
fn two_fronts_a_game_goes_on_after_its_process_stops_and_the_woken_process_shows_nothing() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-88".into());
    // Dealt from the master seed: a deal drawn at random may end within A's three moves,
    // leaving B no move to show the table with.
    let open = |holder: &str| {
        let mut front = open_front(&url, holder);
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        front
    };
    let mut a = open("A");
    let mut n = 0;
    let mut moves = 0;
    while moves < 3 {
        let step = next_step(a.durable().service(), &chat, [1, 2], T0 + n).expect("goes on");
        moves += usize::from(matches!(step.action, Action::Move { .. }));
        let shown = send(&mut a, &format!("a-{n}"), &step).expect("A");
        assert!(!shown.is_empty(), "A shows what its inputs do");
        n += 1;
    }
    let table = newest_table(&a);
    let played = a.durable().service().tables[&table].moves.len();

    // A stops without releasing its lease (killed, or paused). Past the lease, B serves the
    // chat: the game goes on from its log and ends, shown by B.
    // What A owed the chat (never settled: its shell did not send it) is B's to send, once
    // B holds the chat; not before.
    let owed: Vec<Delivery> = a.owed().expect("owed");
    assert!(!owed.is_empty(), "the game's start is owed to the chat");
    let mut b = open("B");
    assert_eq!(b.owed().expect("owed"), vec![], "B holds no chat yet");
    let later = T0 + TTL + 1_000;
    let mut m = 0;
    let mut table_shown = false;
    loop {
        if m == 0 {
            let balance = input(later, &chat, 1, Action::Balance);
            let shown = send(&mut b, "b-0", &balance).expect("B takes the chat over");
            assert_eq!(b.durable().service().tables[&table].moves.len(), played);
            assert_eq!(shown[..owed.len()], owed[..], "A's owed messages first");
            assert_eq!(b.owed().expect("owed"), owed);
            m += 1;
            continue;
        }
        let Some(step) = next_step(b.durable().service(), &chat, [1, 2], later + m) else {
            break;
        };
        let shown = send(&mut b, &format!("b-{m}"), &step).expect("B");
        table_shown |= shown
            .iter()
            .any(|d| matches!(d, Delivery::Table { chat: c, .. } if *c == chat));
        m += 1;
        assert!(m < 500, "the game never ended");
    }
    assert!(table_shown, "B shows the table it took over");
    assert!(matches!(
        b.durable().service().tables[&table].status,
        Status::Finished { .. }
    ));

    // A wakes up, its clock inside its old lease, and presses its next move: fenced, nothing
    // shown, nothing of it stored; it forgets the chat.
    let reader = || {
        let whole = Durable::open(PgStore::connect(&url).expect("connect"), 7).expect("open");
        let t = &whole.service().tables[&table];
        (
            t.status.clone(),
            t.turn,
            t.moves.len(),
            whole.service().users.clone(),
        )
    };
    let before = reader();
    let woken = next_step(a.durable().service(), &chat, [1, 2], T0 + n).expect("A's view");
    let shown = send(&mut a, "a-woken", &woken).expect("parked, not an error");
    assert_eq!(
        shown,
        vec![Delivery::Parked],
        "the woken process parks the press and shows nothing"
    );
    assert!(a.durable().service().tables.is_empty());
    assert_eq!(reader(), before);
    // The parked press reaches B, which handles it and clears it: a move of an old turn
    // changes nothing.
    assert_eq!(parked(&b), 1);
    b.tick(later + m).expect("B's tick");
    assert_eq!(parked(&b), 0);
    assert_eq!(reader(), before);
    drop(a);
}

#[test]
fn two_processes_opening_tables_at_once_reserve_ids_in_blocks_instead_of_fighting_over_each() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_durable(&url, holder);
    let mut processes = [open("A"), open("B")];
    const EACH: u32 = 40;
    // Each process's people first (their starting chips are written to the shared record).
    for (process, durable) in processes.iter_mut().enumerate() {
        for i in 0..EACH {
            let who = 1_000 * (process as u32 + 1) + i;
            let chat = ChatId(format!("tg:{who}"));
            durable
                .handle(&format!("hi-{who}"), input(T0, &chat, who, Action::Balance))
                .expect("a new player");
        }
    }
    let before: Vec<u64> = processes.iter().map(Durable::conflicts).collect();
    // Then each opens a table in a group of its own, the two taking turns.
    for i in 0..EACH {
        for (process, durable) in processes.iter_mut().enumerate() {
            let who = 1_000 * (process as u32 + 1) + i;
            let chat = ChatId(format!("tg:-{who}"));
            let settings = Settings::new(GameKind::Toto21);
            durable
                .handle(
                    &format!("open-{who}"),
                    input(T0 + 1, &chat, who, Action::Open { settings }),
                )
                .expect("a table");
        }
    }
    let conflicts: u64 = processes
        .iter()
        .zip(&before)
        .map(|(d, before)| d.conflicts() - before)
        .sum();
    // One id per table written to the shared record made every open after the other's a
    // conflict (and a read-back); a block of ids makes it one per block.
    assert!(
        conflicts <= 4,
        "{conflicts} conflicts opening {} tables",
        2 * EACH
    );
    let whole = Durable::open(PgStore::connect(&url).expect("connect"), 7).expect("open");
    let service = whole.service();
    let opened: Vec<_> = service
        .tables
        .values()
        .filter(|t| t.chat.0.starts_with("tg:-1") || t.chat.0.starts_with("tg:-2"))
        .collect();
    assert_eq!(
        opened.len(),
        2 * EACH as usize,
        "every table stored, none over another"
    );
    for process in &processes {
        for table in process.service().tables.values() {
            assert_eq!(
                service.tables[&table.id].chat, table.chat,
                "one id, two tables"
            );
        }
    }
    let highest = service.tables.keys().max().copied().unwrap_or(0);
    assert!(
        service.meta.next_table > highest,
        "the next id is past every table"
    );
}

#[test]
fn a_group_refused_for_a_conflict_wrote_nothing_and_its_inputs_pass_when_handled_again() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_durable(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let (chat_a, chat_b) = (ChatId("tg:-10".into()), ChatId("tg:-20".into()));
    // A makes user 1 (his starting chips); B has not read him.
    a.handle("a-1", input(T0, &chat_a, 1, Action::Balance))
        .expect("A");
    let group = |b: &mut Durable<PgStore>| {
        b.begin_group();
        let mut settings = Settings::new(GameKind::Toto21);
        settings.stake = 10;
        b.handle("b-1", input(T0, &chat_b, 1, Action::Open { settings }))
            .expect("staged");
        b.handle("b-2", input(T0, &chat_b, 2, Action::Balance))
            .expect("staged");
        b.end_group()
    };
    let refused = group(&mut b).expect_err("user 1 changed under B's group");
    assert!(refused.is_conflict() && refused.unwritten(), "{refused}");
    assert_eq!(
        b.store().seen_many(&["b-1", "b-2"]).expect("seen"),
        vec![false, false]
    );
    // Handled again (the shell's answer to an unwritten group), on user 1 read back.
    group(&mut b).expect("the same inputs pass");
    let whole = Durable::open(PgStore::connect(&url).expect("connect"), 7).expect("open");
    let service = whole.service();
    assert_eq!(service.users.len(), 2);
    assert_eq!(service.tables.len(), 1);
    assert_eq!(service.chips_in_play(), service.meta.granted);
}

#[test]
fn a_parked_input_handled_by_a_holder_that_lost_its_lease_meanwhile_stays_for_the_new_one() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let chat = ChatId("tg:-66".into());
    let from = |n: u32| in_group(&chat.0, n, None);
    a.command("u1", T0, &from(1), "/blot", None).expect("A");
    a.tick(T0 + 5).expect("A renews");
    // B receives the chat's next update while A holds it: parked for A.
    let shown = b
        .command("u2", T0 + 10, &from(2), "/blot", None)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked], "parked: nothing shown here");
    // A stalls past its lease; C takes the chat over with an input of its own.
    let mut c = open("C");
    let later = T0 + TTL + 100;
    c.command("u3", later, &from(3), "/balance", None)
        .expect("C");
    assert_eq!(
        c.durable().held_chats().expect("sharing"),
        vec![chat.clone()]
    );
    // A wakes up believing it still holds the chat and handles the parked input: its commit
    // is fenced, and the input must stay parked for C rather than be lost.
    let shown = a.tick(T0 + 20).expect("A's tick");
    assert!(shown.is_empty(), "{shown:?}");
    assert_eq!(parked(&c), 1, "still parked for the new holder");
    c.tick(later + 10).expect("C's tick");
    assert_eq!(parked(&c), 0);
    assert!(c.durable().store().seen("u2").expect("seen"));
    assert_eq!(
        c.durable().service().tables.len(),
        2,
        "both /blot tables, at C"
    );
}

#[test]
fn a_killed_holders_chat_is_taken_over_at_the_others_tick_without_an_input() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-89".into());
    let open = |holder: &str| open_front(&url, holder);
    let mut a = open("A");
    let mut n = 0;
    let mut moves = 0;
    while moves < 2 {
        let step = next_step(a.durable().service(), &chat, [3, 4], T0 + n).expect("goes on");
        moves += usize::from(matches!(step.action, Action::Move { .. }));
        send(&mut a, &format!("k-{n}"), &step).expect("A");
        n += 1;
    }
    let table = newest_table(&a);
    let played = a.durable().service().tables[&table].moves.len();
    // A is killed: its lease is never released, what it owed never sent, and the players
    // wait for their screens: no input comes.
    let owed = a.owed().expect("owed");
    assert!(!owed.is_empty(), "the game's start is owed to the chat");
    drop(a);
    let mut b = open("B");
    // Within A's lease B's clock leaves the chat alone.
    let shown = b.tick(T0 + TTL / 2).expect("B's tick");
    assert!(shown.is_empty(), "{shown:?}");
    assert_eq!(b.durable().held_chats().expect("sharing"), vec![]);
    // Once it lapsed, B's clock takes the chat over: what A owed it comes first, then the
    // table and the hand of the player to move, and the game's clocks are B's (the move's
    // time ran out meanwhile: its timeout is played).
    let later = T0 + TTL + TTL / 3 + 1_000;
    let shown = b.tick(later).expect("B's tick");
    assert_eq!(
        b.durable().held_chats().expect("sharing"),
        vec![chat.clone()]
    );
    assert_eq!(shown[..owed.len()], owed[..], "A's owed messages first");
    assert!(
        shown.iter().any(
            |d| matches!(d, Delivery::Table { chat: c, table: t, .. } if *c == chat && *t == table)
        ),
        "the table redrawn: {shown:?}"
    );
    assert!(
        shown.iter().any(|d| matches!(d, Delivery::YourTurn { .. })),
        "the player to move is told: {shown:?}"
    );
    let record = &b.durable().service().tables[&table];
    assert!(
        record.moves.len() > played,
        "the move clock fired on B: {} moves, {played} before",
        record.moves.len()
    );
    // A third process finds the chat held by B: it takes nothing.
    let mut c = open("C");
    c.tick(later + 1).expect("C's tick");
    assert_eq!(c.durable().held_chats().expect("sharing"), vec![]);
}

#[test]
fn a_game_that_ended_under_a_killed_holder_has_its_end_drawn_by_the_process_taking_over() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-91".into());
    let open = |holder: &str| open_front(&url, holder);
    let mut a = open("A");
    let mut n = 0;
    // A plays the duel to its end and is killed before it could draw the end: the players'
    // last screen shows a game still going, with no Rematch button.
    while let Some(step) = next_step(a.durable().service(), &chat, [5, 6], T0 + n) {
        send(&mut a, &format!("e-{n}"), &step).expect("A");
        n += 1;
    }
    let table = newest_table(&a);
    drop(a);
    let mut b = open("B");
    let later = T0 + TTL + TTL / 3 + 1_000;
    let shown = b.tick(later).expect("B's tick");
    assert_eq!(
        b.durable().held_chats().expect("sharing"),
        vec![chat.clone()],
        "the lapsed lease is taken over though no game is live there"
    );
    assert!(
        shown.iter().any(
            |d| matches!(d, Delivery::Table { chat: c, table: t, .. } if *c == chat && *t == table)
        ),
        "the finished table drawn again: {shown:?}"
    );
}

#[test]
fn a_word_to_one_user_owed_by_a_killed_holder_is_sent_by_the_process_taking_its_chat_over() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-92".into());
    let open = |holder: &str| open_front(&url, holder);
    let mut a = open("A");
    let opening = next_step(a.durable().service(), &chat, [7, 8], T0).expect("open");
    send(&mut a, "w-0", &opening).expect("A opens");
    let table = newest_table(&a);
    let join = input(T0 + 1, &chat, 8, Action::Join { table, seat: None });
    send(&mut a, "w-1", &join).expect("P8 asks to join");
    // The creator refuses him: P8 is told privately, a word A owes him. A is killed before
    // its shell could send it.
    let refuse = Action::Refuse {
        table,
        user: UserId("tg:8".into()),
    };
    let shown = send(&mut a, "w-2", &input(T0 + 2, &chat, 7, refuse)).expect("refused");
    let told =
        |d: &Delivery| matches!(d, Delivery::Alert { user, owed: Some(_), .. } if user.0 == "tg:8");
    let word = shown.into_iter().find(told).expect("P8 is owed a word");
    assert_eq!(a.owed().expect("owed"), vec![word.clone()], "A owes it");
    drop(a);
    // Another process serving no chat yet owes nothing; the one that takes the chat over
    // sends the word, once.
    let mut b = open("B");
    assert_eq!(b.owed().expect("owed"), vec![], "B holds no chat yet");
    let shown = b.tick(T0 + TTL + TTL / 3 + 1_000).expect("B's tick");
    assert_eq!(
        b.durable().held_chats().expect("sharing"),
        vec![chat.clone()]
    );
    assert_eq!(
        shown.iter().filter(|d| told(d)).collect::<Vec<_>>(),
        vec![&word],
        "the word A owed, sent by B: {shown:?}"
    );
    assert_eq!(b.owed().expect("owed"), vec![word]);
}

/// L8: a league button pressed in a private chat is served under the league's chat's lease,
/// by the process holding it: another process parks it (it failed when a league input was
/// served under the lease of the chat it came from, unfenced against the league's holder).
#[test]
fn a_league_press_from_a_private_chat_is_served_by_the_league_chats_holder() {
    let url = TestServer::shared().database();
    let (mut a, mut b) = (open_front(&url, "A"), open_front(&url, "B"));
    let group = ChatId("tg:-8".into());
    let from = |chat: &ChatId, n: u32, admin: bool| From {
        chat: chat.clone(),
        user: UserId(format!("tg:{n}")),
        name: format!("P{n}"),
        lang: None,
        private: chat.0 == format!("tg:{n}"),
        admin,
        handle: None,
        reply: None,
    };
    a.command(
        "l1",
        T0,
        &from(&group, 1, true),
        "/league new Spring game=durak",
        None,
    )
    .expect("A opens a league");
    a.command("l2", T0 + 1, &from(&group, 2, false), "/league join", None)
        .expect("player 2 registers");
    let league = *a
        .durable()
        .service()
        .leagues
        .keys()
        .max()
        .expect("a league");
    let private = ChatId("tg:2".into());
    let fixtures = Press::LeagueFixtures { league }.encode();
    let shown = b
        .press("l3", T0 + 10, &from(&private, 2, false), &fixtures)
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked], "the league's chat is A's");
    assert!(b.durable().held_chats().expect("sharing").is_empty());
    assert_eq!(parked(&b), 1);
    a.tick(T0 + 30).expect("A's tick");
    assert_eq!(parked(&a), 0, "A served the league's press");
}

/// Issue 43, item 2: a read-only press (a table's settings, a hint) reaching a process that
/// does not hold the table's chat is answered by the holder as if it had come there, through
/// the receiver's handle, instead of "there is no table here".
#[test]
fn a_read_only_press_reaching_a_process_not_holding_the_chat_is_answered_by_the_holder() {
    let url = TestServer::shared().database();
    let open = |holder: &str| open_front(&url, holder);
    let (mut a, mut b) = (open("A"), open("B"));
    let from = |n: u32, reply: Option<&str>| in_group("tg:-21", n, reply);
    a.command("ro1", T0, &from(1, None), "/blot", None)
        .expect("A opens");
    let table = newest_table(&a);
    let presses = [
        Press::Settings { table },
        Press::Hint { table, turn: 0 },
        Press::ShowHand { table },
    ];
    for (n, press) in presses.iter().enumerate() {
        let data = press.encode();
        let at = T0 + 100 * (n as u64 + 1);
        let reply = format!("cb-{n}");
        let shown = b
            .press(&format!("ro-b{n}"), at, &from(1, Some(&reply)), &data)
            .expect("B");
        assert_eq!(shown, vec![Delivery::Parked], "{press:?}: parked for A");
        let shown = a.tick(at + 10).expect("A's tick");
        let relayed = the_relayed_answer(&shown).to_vec();
        // What A answers when the press comes to it.
        let own = a
            .press(&format!("ro-a{n}"), at + 20, &from(1, None), &data)
            .expect("A");
        assert_eq!(
            relayed, own,
            "{press:?}: answered as if it had not been parked"
        );
        assert_eq!(parked(&a), 0);
    }
}

/// Issue 43, item 3: a process that lost a chat's lease writes nothing for it, outside an
/// input's commit too: a table's message id, a settled owed message.
#[test]
fn a_woken_former_holders_message_id_and_settle_are_refused_and_it_forgets_the_chat() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-22".into());
    let mut a = open_front(&url, "A");
    let from = |n: u32| in_group(&chat.0, n, None);
    // A game opened and started: its start is owed to the chat.
    let mut n = 0;
    while a.owed().expect("owed").is_empty() {
        let step = next_step(a.durable().service(), &chat, [1, 2], T0 + n).expect("goes on");
        send(&mut a, &format!("f-{n}"), &step).expect("A");
        n += 1;
        assert!(n < 10, "nothing owed");
    }
    let table = newest_table(&a);
    let owed = a.owed().expect("owed");
    // A also serves another group, which nobody takes from it.
    let other = ChatId("tg:-25".into());
    a.command(
        "f-other",
        T0 + 20,
        &in_group(&other.0, 3, None),
        "/blot",
        None,
    )
    .expect("A opens there");
    let kept = host::Place::Table {
        chat: other.clone(),
        table: newest_table(&a),
    };
    let Some(Delivery::Say {
        owed: Some(number), ..
    }) = owed
        .iter()
        .find(|d| matches!(d, Delivery::Say { .. }))
        .cloned()
    else {
        panic!("the opening owes the chat a word: {owed:?}");
    };
    let place = host::Place::Table {
        chat: chat.clone(),
        table,
    };
    // A stops without releasing; past its lease B serves the chat.
    let mut b = open_front(&url, "B");
    let later = T0 + TTL + 1_000;
    b.command("f2", later, &from(2), "/balance", None)
        .expect("B takes the chat over");
    assert_eq!(b.durable().held_chats(), Some(vec![chat.clone()]));
    b.set_message_ref(&place, "by-b").expect("B's message id");
    // A wakes up and writes the message ids of the tables its shell just sent: the one of
    // the chat B took is refused, the other's stored.
    let refs = [
        (place.clone(), "by-a".into()),
        (kept.clone(), "kept".into()),
    ];
    let refused = a.set_message_refs(&refs);
    assert!(
        refused.as_ref().is_err_and(HostError::is_fenced),
        "{refused:?}"
    );
    assert_eq!(a.message_ref(&place).expect("read"), Some("by-b".into()));
    assert_eq!(a.message_ref(&kept).expect("read"), Some("kept".into()));
    assert_eq!(
        a.durable().held_chats(),
        Some(vec![other]),
        "A forgot the chat"
    );
    assert!(
        a.durable()
            .service()
            .tables
            .values()
            .all(|t| t.chat != chat)
    );
    let refused = a.set_message_ref(&place, "by-a again");
    assert!(
        refused.as_ref().is_err_and(HostError::is_fenced),
        "{refused:?}"
    );
    assert_eq!(a.message_ref(&place).expect("read"), Some("by-b".into()));
    // Its shell then settles the word it sent: refused too, the word stays owed to B's chat.
    let refused = a.settle(number);
    assert!(
        refused.as_ref().is_err_and(HostError::unwritten),
        "{refused:?}"
    );
    assert!(
        b.owed()
            .expect("owed")
            .iter()
            .any(|d| matches!(d, Delivery::Say { owed: Some(n), .. } if *n == number)),
        "still owed"
    );
}

/// Issue 43, item 4: the per-user limit of open tables counts the tables of every process,
/// not only those of the chats one process holds.
#[test]
fn the_open_tables_limit_counts_a_users_tables_in_chats_another_process_holds() {
    let url = TestServer::shared().database();
    let open = |holder: &str| {
        let mut front = open_front(&url, holder);
        front.set_limits(game::table::Limits {
            open_tables_per_user: 1,
            ..game::table::Limits::default()
        });
        front
    };
    let (mut a, mut b) = (open("A"), open("B"));
    a.command("l1", T0, &in_group("tg:-23", 1, None), "/blot", None)
        .expect("A opens");
    assert_eq!(a.durable().service().tables.len(), 1);
    // The same user opens a table in another group, served by B: over his limit.
    let shown = b
        .command("l2", T0 + 10, &in_group("tg:-24", 1, None), "/blot", None)
        .expect("B");
    assert!(
        b.durable().service().tables.is_empty(),
        "a second table opened: {shown:?}"
    );
    let limit = game::table::notice_text(
        game::i18n::Lang::En,
        &game::table::Notice::TooManyOpen { limit: 1 },
    );
    assert!(
        shown.iter().any(|d| matches!(d,
            Delivery::Alert { text, .. } | Delivery::Say { text, .. } if text == &limit)),
        "refused as by A: {shown:?}"
    );
}

/// Issue 43, item 5: the housekeeping forgets the leases given up longer ago than the keys'
/// retention; a chat served again later starts above their tokens.
#[test]
fn the_housekeeping_prunes_leases_given_up_long_ago_and_their_tokens_never_repeat() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-26".into());
    let mut a = open_front(&url, "A");
    a.command("h1", T0, &in_group(&chat.0, 1, None), "/balance", None)
        .expect("A serves the chat");
    let first = a
        .durable()
        .store()
        .lease(&chat.0)
        .expect("lease")
        .expect("held");
    a.release_leases().expect("released");
    let settings = host::ops::OpsSettings::default();
    let later = T0 + settings.key_retention.as_millis() as u64 + 1;
    let swept = host::ops::sweep(&mut a, &settings, later).expect("sweep");
    assert!(swept.leases >= 1, "{swept:?}");
    assert_eq!(a.durable().store().lease(&chat.0).expect("lease"), None);
    let mut b = open_front(&url, "B");
    b.command(
        "h2",
        later + 1,
        &in_group(&chat.0, 1, None),
        "/balance",
        None,
    )
    .expect("B serves the chat");
    let again = b
        .durable()
        .store()
        .lease(&chat.0)
        .expect("lease")
        .expect("held");
    assert!(again.token > first.token, "{again:?} after {first:?}");
}

/// A seated player's Leave pressed in a running game on a process that does not hold the
/// table's chat: the holder asks him to confirm, as when the press comes to it, instead of
/// taking him out of the game at once.
#[test]
fn leaving_a_running_game_through_another_process_still_asks_to_confirm() {
    let url = TestServer::shared().database();
    let chat = ChatId("tg:-27".into());
    let open = |holder: &str| {
        let mut front = open_front(&url, holder);
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        front
    };
    let (mut a, mut b) = (open("A"), open("B"));
    let mut n = 0;
    let playing = |a: &Front<PgStore>| {
        a.durable()
            .service()
            .tables
            .values()
            .any(|t| t.status == Status::Playing)
    };
    while !playing(&a) {
        let step = next_step(a.durable().service(), &chat, [1, 2], T0 + n).expect("goes on");
        send(&mut a, &format!("lv-{n}"), &step).expect("A");
        n += 1;
        assert!(n < 10, "the game never started");
    }
    let table = newest_table(&a);
    let leave = Press::Leave { table }.encode();
    let shown = b
        .press(
            "lv-b",
            T0 + 100,
            &in_group(&chat.0, 2, Some("cb-9")),
            &leave,
        )
        .expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    let shown = a.tick(T0 + 110).expect("A's tick");
    let relayed = the_relayed_answer(&shown);
    let confirm = Press::LeaveGame { table }.encode();
    assert!(
        relayed
            .iter()
            .any(|d| matches!(d, Delivery::Private { rows, .. }
            if rows.iter().flatten().any(|b| b.tap == game::table::Tap::Press(confirm.clone())))),
        "asked to confirm: {relayed:?}"
    );
    let player = UserId("tg:2".into());
    let record = &a.durable().service().tables[&table];
    assert!(record.seat_of(&player).is_some(), "still seated");
}

/// Discord with shards (each process takes over only its own inputs): a read-only press from
/// a player's private chat, parked by another process, is still answered by the holder of
/// the table's chat.
#[test]
fn a_read_only_press_from_a_private_chat_is_answered_by_the_tables_holder_with_shards() {
    let url = TestServer::shared().database();
    let open = |holder: &str| {
        let mut front = open_front(&url, holder);
        front.set_takes_over_own_inputs_only(true);
        front
    };
    let (mut a, mut b) = (open("A"), open("B"));
    let group = in_group("dc:-28", 1, None);
    a.command("sp1", T0, &group, "/blot", None)
        .expect("A opens");
    let table = newest_table(&a);
    let private = From {
        chat: ChatId("dc:1".into()),
        private: true,
        reply: Some("s:tok".into()),
        ..group.clone()
    };
    let settings = Press::Settings { table }.encode();
    let shown = b.press("sp2", T0 + 10, &private, &settings).expect("B");
    assert_eq!(shown, vec![Delivery::Parked]);
    let shown = a.tick(T0 + 20).expect("A's tick");
    let relayed = the_relayed_answer(&shown).to_vec();
    assert_eq!(parked(&a), 0);
    // What A answers when the press comes to it.
    let own = From {
        reply: None,
        ..private
    };
    let answer = a.press("sp3", T0 + 30, &own, &settings).expect("A");
    assert_eq!(relayed, answer, "answered as if it had not been parked");
}
