//! Computer seats thought off the main path, through the front as the bots drive it, on a
//! fake clock: a computer's move is thought by the worker pool and lands no earlier than its
//! pace; a person's input is answered while a computer thinks; a kill while a computer thinks
//! loses nothing (the restarted front asks again, and the game goes on to its end); an
//! overloaded pool thinks a late move at the rule level.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

mod common;

use common::{T0, from};
use game::table::{
    Ai, Computers, Engine, GameKind, Limits, Press, Settings, Status, TableId, UserId, think,
};
use host::thinkers::{Job, Purpose, Think, Thinkers};
use host::{Delivery, Front};
use storage::{MemoryStore, SledStore, Store};

const PACE: u64 = 1_000;
/// How long a held worker waits for its release before it gives up (a front that waited for
/// its thinking would only be answered then).
const HOLD: Duration = Duration::from_secs(60);

fn limits() -> Limits {
    Limits {
        computer_pace_ms: PACE as u32,
        computers: Computers::Asked,
        ..Limits::default()
    }
}

/// A worker's thinking held until the test releases it: it says when it starts, and records
/// whether it was released or gave up waiting.
struct Held {
    started: Receiver<()>,
    release: Sender<()>,
    gave_up: Arc<AtomicBool>,
}

fn held() -> (Think, Held) {
    let (started_tx, started) = mpsc::channel();
    let (release, release_rx) = mpsc::channel::<()>();
    let gave_up = Arc::new(AtomicBool::new(false));
    let started_tx = Mutex::new(started_tx);
    let release_rx = Mutex::new(release_rx);
    let flag = Arc::clone(&gave_up);
    let think: Think = Arc::new(move |engine: &Engine, seat, ai| {
        let _ = started_tx.lock().unwrap().send(());
        if release_rx.lock().unwrap().recv_timeout(HOLD).is_err() {
            flag.store(true, Ordering::SeqCst);
        }
        think(engine, seat, ai)
    });
    (
        think,
        Held {
            started,
            release,
            gave_up,
        },
    )
}

fn immediate() -> Thinkers {
    Thinkers::start(2, Arc::new(think))
}

/// Opens a Bazaar table of rule-based computers for player 1 and starts it.
fn open_and_start<S: Store>(front: &mut Front<S>) -> TableId {
    front
        .command("tg:1", T0, &from(1), "/blot ai=rule", Some("BlotBot"))
        .unwrap();
    let table = 1;
    front
        .press("tg:2", T0, &from(1), &Press::Start { table }.encode())
        .unwrap();
    assert_eq!(
        front.durable().service().tables[&table].status,
        Status::Playing
    );
    table
}

fn turn<S: Store>(front: &Front<S>, table: TableId) -> u64 {
    front.durable().service().tables[&table].turn
}

/// Ticks at `now` until the pool has answered every move asked (a bounded wait for the worker
/// threads, not a measure of time); returns what the ticks delivered.
fn settle<S: Store>(front: &mut Front<S>, now: u64) -> Vec<Delivery> {
    let mut delivered = Vec::new();
    for _ in 0..6_000 {
        delivered.extend(front.tick(now).unwrap());
        if front.computers_thinking() == 0 {
            return delivered;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the computers never answered");
}

/// A fresh front (on `store(seed)`) whose table's first to act is a computer, and its seed;
/// seeds are tried in turn.
fn computer_first<S: Store>(
    store: impl Fn(u64) -> S,
    pool: impl Fn() -> Thinkers,
) -> (Front<S>, u64) {
    for seed in 1..60 {
        let mut front = Front::open(store(seed), seed).unwrap();
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        front.set_thinkers(pool());
        front.set_limits(limits());
        let table = open_and_start(&mut front);
        if front.durable().service().computer_turn(table).is_some() {
            return (front, seed);
        }
    }
    panic!("no seed where a computer calls first");
}

#[test]
fn a_computers_move_is_thought_by_the_pool_and_lands_at_its_pace() {
    let (mut front, _) = computer_first(|_| MemoryStore::new(), immediate);
    let asked = front.durable().service().computer_turn(1).unwrap();
    assert_eq!(asked.not_before, T0 + PACE);
    // Thought, but held until its pace.
    settle(&mut front, T0 + PACE - 1);
    assert_eq!(turn(&front, 1), asked.turn, "not a moment before its pace");
    assert_eq!(front.next_deadline(), Some(T0 + PACE));
    let landed = front.tick(T0 + PACE).unwrap();
    assert_eq!(turn(&front, 1), asked.turn + 1);
    assert!(
        landed
            .iter()
            .any(|d| matches!(d, Delivery::Table { table: 1, .. })),
        "the table is redrawn with the computer's card"
    );
    // Under its idempotency key: the same move again changes nothing.
    let service = front.durable().service();
    let logged = service.tables[&1].moves.clone();
    assert_eq!(logged.len(), 1);
    assert!(
        front
            .durable()
            .store()
            .seen(&format!("ai:1:{}", asked.turn))
            .unwrap()
    );
}

#[test]
fn a_persons_input_is_answered_while_a_computer_thinks() {
    let (think, held) = held();
    let (mut front, _) =
        computer_first(|_| MemoryStore::new(), || Thinkers::start(1, think.clone()));
    held.started
        .recv_timeout(HOLD)
        .expect("the computer thinks");
    // The worker is thinking (held). Another player's command and a new table are answered.
    let balance = front
        .command("tg:10", T0 + 10, &from(2), "/balance", Some("BlotBot"))
        .unwrap();
    assert!(!balance.is_empty());
    let other = front
        .command("tg:11", T0 + 20, &from(3), "/durak", Some("BlotBot"))
        .unwrap();
    assert!(other.iter().any(|d| matches!(d, Delivery::Table { .. })));
    // Only now is the computer released: it had not given up waiting.
    held.release.send(()).unwrap();
    for _ in 0..6_000 {
        front.tick(T0 + PACE).unwrap();
        if turn(&front, 1) > 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(turn(&front, 1), 1, "the computer's move landed");
    assert!(
        !held.gave_up.load(Ordering::SeqCst),
        "the inputs waited for the computer"
    );
}

#[test]
fn a_kill_while_a_computer_thinks_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (think, held) = held();
    let (front, seed) = computer_first(
        |seed| SledStore::open(dir.path().join(seed.to_string())).unwrap(),
        || Thinkers::start(1, think.clone()),
    );
    let path = dir.path().join(seed.to_string());
    held.started
        .recv_timeout(HOLD)
        .expect("the computer thinks");
    let before = front.durable().service().tables[&1].clone();
    let chips = front.durable().service().chips_in_play();
    // Killed while it thinks: nothing of the thinking was stored.
    drop(front);
    let mut front = Front::open(SledStore::open(&path).unwrap(), seed).unwrap();
    front.set_deal_seeds(game::table::DealSeeds::Derived);
    front.set_thinkers(immediate());
    front.set_limits(limits());
    let after = &front.durable().service().tables[&1];
    assert_eq!(
        (after.turn, after.moves.len()),
        (before.turn, before.moves.len())
    );
    assert_eq!(
        front.computers_thinking(),
        1,
        "the awaited turn is asked again"
    );
    // The game goes on from where it was, to its end; the player makes a rule-based move on
    // his turn (were he away, nobody would watch: the computers would wait).
    let mut now = T0 + PACE;
    for _ in 0..5_000 {
        settle(&mut front, now);
        let service = front.durable().service();
        let table = &service.tables[&1];
        if table.status != Status::Playing {
            break;
        }
        let seat = table.engine.as_ref().and_then(|e| e.to_act());
        let his = seat.is_some_and(|s| !table.seats[usize::from(s)].played_by_computer());
        if let (true, Some(seat)) = (his, seat) {
            let engine = table.engine.as_ref().unwrap();
            let code = game::table::think(engine, seat, game::table::Ai::Rule).unwrap();
            let press = game::table::Press::Move {
                table: 1,
                turn: table.turn,
                code,
            };
            front
                .press(&format!("tg:move{now}"), now, &from(1), &press.encode())
                .unwrap();
        }
        now += PACE;
    }
    let service = front.durable().service();
    assert!(matches!(service.tables[&1].status, Status::Finished { .. }));
    assert_eq!(service.chips_in_play(), chips);
    assert_eq!(service.chips_in_play(), service.meta.granted);
    // The stored log replays to the same end.
    drop(front);
    let front = Front::open(SledStore::open(&path).unwrap(), seed).unwrap();
    assert!(matches!(
        front.durable().service().tables[&1].status,
        Status::Finished { .. }
    ));
    held.release.send(()).ok();
}

/// The hint line of a hand, if it shows one.
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

/// Player 1's turn at a table of rule-based computers, answered by a pool: its turn counter.
fn his_turn<S: Store>(front: &mut Front<S>) -> u64 {
    let me = UserId("tg:1".into());
    let mut now = T0;
    for _ in 0..200 {
        let service = front.durable().service();
        let table = &service.tables[&1];
        let seat = table.engine.as_ref().and_then(|e| e.to_act());
        if seat.is_some() && seat == table.seat_of(&me) {
            return table.turn;
        }
        now += PACE;
        settle(front, now);
        front.tick(now).unwrap();
    }
    panic!("player 1's turn never came");
}

#[test]
fn a_hint_is_thought_off_the_main_path_and_shown_in_the_askers_hand_only() {
    let (mut front, _) = computer_first(|_| MemoryStore::new(), immediate);
    let me = UserId("tg:1".into());
    let turn = his_turn(&mut front);
    let hint = Press::Hint { table: 1, turn }.encode();
    // Asked of the pool: nothing is shown within the press.
    let pressed = front.press("tg:hint", T0, &from(1), &hint).unwrap();
    assert!(hint_in(&pressed, &me).is_none(), "{pressed:?}");
    // Thought: his hand shows it, and the table did not move (the press's key alone is kept,
    // as every answered input's).
    let mut shown = None;
    for _ in 0..6_000 {
        let ticked = front.tick(T0).unwrap();
        shown = shown.or(hint_in(&ticked, &me));
        if shown.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let line = shown.expect("the hint shown in his hand");
    assert!(line.contains("strong player would choose"), "{line}");
    let table = &front.durable().service().tables[&1];
    assert_eq!((turn, turn as usize), (table.turn, table.moves.len()));
    // Another player, or a button of an earlier turn, gets a refusal.
    let stranger = front.press("tg:h2", T0, &from(2), &hint).unwrap();
    assert!(matches!(stranger.as_slice(), [Delivery::Alert { .. }]));
    assert!(turn > 0, "a computer moved first");
    let old = Press::Hint {
        table: 1,
        turn: turn - 1,
    };
    let stale = front.press("tg:h3", T0, &from(1), &old.encode()).unwrap();
    assert!(matches!(stale.as_slice(), [Delivery::Alert { .. }]));
}

#[test]
fn without_a_pool_a_hint_is_thought_within_the_press_and_a_table_may_refuse_hints() {
    // A front whose service thinks itself: the hint comes with the press.
    let (mut front, turn) = durak_player_one_first();
    let hint = Press::Hint { table: 1, turn };
    let pressed = front.press("tg:3", T0, &from(1), &hint.encode()).unwrap();
    assert!(
        hint_in(&pressed, &UserId("tg:1".into())).is_some(),
        "{pressed:?}"
    );
    // Hints turned off at a table: refused.
    front
        .command("tg:4", T0, &from(5), "/blot hints=no", Some("BlotBot"))
        .unwrap();
    let service = front.durable().service();
    let id = *service.tables.keys().last().unwrap();
    assert!(!service.tables[&id].hints_allowed());
}

/// A front without a worker pool where player 1 opened a Durak table against the rule-based
/// computer and moves first (the first seed that deals so); returns it and the turn.
fn durak_player_one_first() -> (Front<MemoryStore>, u64) {
    for seed in 1..60 {
        let mut front = Front::open(MemoryStore::new(), seed).unwrap();
        front.set_deal_seeds(game::table::DealSeeds::Derived);
        front
            .command("tg:1", T0, &from(1), "/durak ai=rule", Some("BlotBot"))
            .unwrap();
        front
            .press("tg:2", T0, &from(1), &Press::Start { table: 1 }.encode())
            .unwrap();
        let service = front.durable().service();
        let table = &service.tables[&1];
        if table.engine.as_ref().and_then(|e| e.to_act()) == table.seat_of(&UserId("tg:1".into())) {
            let turn = table.turn;
            return (front, turn);
        }
    }
    panic!("no seed where player 1 moves first");
}

#[test]
fn a_hand_shown_on_request_carries_the_hint_its_pushed_hand_shows() {
    let me = UserId("tg:1".into());
    let (mut front, turn) = durak_player_one_first();
    let hint = Press::Hint { table: 1, turn };
    let pushed = front.press("tg:3", T0, &from(1), &hint.encode()).unwrap();
    let line = hint_in(&pushed, &me).expect("the hint in his pushed hand");
    // "Show my hand" and the /start deep link answer with the same hand, hint and all.
    let shown = front
        .press("tg:4", T0, &from(1), &Press::ShowHand { table: 1 }.encode())
        .unwrap();
    assert_eq!(hint_in(&shown, &me), Some(line.clone()), "{shown:?}");
    let linked = front
        .command("tg:5", T0, &from(1), "/start 1", Some("BlotBot"))
        .unwrap();
    assert_eq!(hint_in(&linked, &me), Some(line), "{linked:?}");
}

#[test]
fn a_turn_asked_again_with_a_later_pace_lands_at_the_later_one() {
    let (mut front, _) = computer_first(|_| MemoryStore::new(), immediate);
    let asked = front.durable().service().computer_turn(1).unwrap();
    // Player 1, alone at the table, steps away while the computer is to move: nobody
    // watches, so the computers wait; he is back, and the turn's clock restarts.
    front
        .command("tg:away", T0 + 500, &from(1), "/away", Some("BlotBot"))
        .unwrap();
    assert_eq!(front.durable().service().computer_turn(1), None);
    front
        .command("tg:back", T0 + 600, &from(1), "/back", Some("BlotBot"))
        .unwrap();
    let again = front.durable().service().computer_turn(1).unwrap();
    assert_eq!(
        (again.turn, again.not_before),
        (asked.turn, T0 + 600 + PACE)
    );
    // At the first pace the move waits; at the new one it lands.
    settle(&mut front, T0 + PACE);
    assert_eq!(turn(&front, 1), asked.turn);
    front.tick(T0 + 600 + PACE).unwrap();
    assert_eq!(turn(&front, 1), asked.turn + 1);
}

/// The seats and levels a pool of one worker with this patience thinks four jobs at, in the
/// order it thinks them: a strong move (held until the others are queued and `hold` has
/// passed), then as queued another strong move, a hint (for seat 1), a rule-level move.
fn thought_in_order(patience: Duration, hold: Duration) -> Vec<(u8, Ai)> {
    let (release, release_rx) = mpsc::channel::<()>();
    let (thought_tx, thought) = mpsc::channel::<(u8, Ai)>();
    let release_rx = Mutex::new(release_rx);
    let thought_tx = Mutex::new(thought_tx);
    let first = AtomicBool::new(true);
    let think: Think = Arc::new(move |_: &Engine, seat, ai| {
        let _ = thought_tx.lock().unwrap().send((seat, ai));
        if first.swap(false, Ordering::SeqCst) {
            let _ = release_rx.lock().unwrap().recv_timeout(HOLD);
        }
        Some("p".into())
    });
    let pool = Thinkers::start_with_patience(1, think, patience);
    let engine = Engine::for_table(&Settings::new(GameKind::Bazaar), 7).unwrap();
    let job = |purpose: Purpose, seat: u8, ai: Ai| Job {
        purpose,
        game: "bazaar",
        engine: engine.clone(),
        seat,
        ai,
    };
    let user = UserId("tg:1".into());
    pool.submit(job(Purpose::Move { table: 1, turn: 1 }, 0, Ai::Strong));
    // The worker holds the first job: the others wait in the queue.
    let mut order = vec![thought.recv_timeout(HOLD).unwrap()];
    pool.submit(job(Purpose::Move { table: 2, turn: 1 }, 0, Ai::Strong));
    let hint = Purpose::Hint {
        table: 1,
        turn: 1,
        user,
    };
    pool.submit(job(hint, 1, Ai::Strong));
    pool.submit(job(Purpose::Move { table: 3, turn: 1 }, 0, Ai::Rule));
    std::thread::sleep(hold);
    release.send(()).unwrap();
    order.extend((0..3).map(|_| thought.recv_timeout(HOLD).unwrap()));
    let mut answered = 0;
    for _ in 0..6_000 {
        answered += pool.answers().len();
        if answered == 4 {
            return order;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the pool answered {answered} jobs of 4");
}

#[test]
fn an_overloaded_pool_thinks_a_late_computer_move_at_the_rule_level() {
    // The queued strong move waited at least the hold, past the patience: it is hurried; the
    // hint a player asked for keeps the strong level; a rule-level move stays one. (The first
    // job's level is not asserted: on a busy machine even its short wait for the worker may
    // pass a patience this short.)
    let order = thought_in_order(Duration::from_millis(50), Duration::from_millis(200));
    assert_eq!(order[0].0, 0, "the first job is thought first");
    assert_eq!(order[1..], [(1, Ai::Strong), (0, Ai::Rule), (0, Ai::Rule)]);
    // A pool keeping up (its patience far above any wait here) thinks every move as asked.
    assert_eq!(
        thought_in_order(Duration::from_secs(3_600), Duration::from_millis(200)),
        [
            (0, Ai::Strong),
            (1, Ai::Strong),
            (0, Ai::Strong),
            (0, Ai::Rule)
        ]
    );
}

#[test]
fn a_hint_goes_before_the_computer_moves_waiting_for_a_worker() {
    // Queued after a computer's move, the hint is thought first (the second job thought is
    // seat 1's), then the moves in the order asked.
    let order = thought_in_order(Duration::from_secs(3_600), Duration::ZERO);
    let seats: Vec<u8> = order.iter().map(|&(seat, _)| seat).collect();
    assert_eq!(seats, [0, 1, 0, 0]);
    assert_eq!(order[3], (0, Ai::Rule), "the moves keep their order");
}
