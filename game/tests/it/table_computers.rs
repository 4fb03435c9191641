//! Computer seats asked of the host (`Computers::Asked`), on a fake clock: the service asks for
//! a computer's move (table, seat, turn, level, pace) instead of thinking, takes the answer as
//! an ordinary input no earlier than the pace, ignores an answer for any other turn, asks
//! again when an answer is lost, and lists the turns awaited for a restarted host. A player
//! may hand his seat to the computer ("I'm away") and take it back at any turn.

use game::table::computer::COMPUTER_GRACE_MS;
use game::table::model::MoveBy;
use game::table::{
    Action, Ai, ChatId, ComputerTurn, Computers, GameKind, Input, Limits, Notice, Outcome, Output,
    Service, SettingChange, Settings, Status, UserId, think,
};

const T0: u64 = 1_700_000_000_000;
const PACE: u64 = 1_000;

fn asked(seed: u64) -> Service {
    let mut service = Service::new(seed);
    service.limits = Limits {
        computer_pace_ms: PACE as u32,
        computers: Computers::Asked,
        ..Limits::default()
    };
    service
}

fn send(service: &mut Service, now: u64, action: Action) -> Outcome {
    service.handle(Input {
        now,
        chat: ChatId("tg:-1".into()),
        user: UserId("tg:1".into()),
        name: "Ani".into(),
        locale: None,
        action,
    })
}

/// The computer turns an outcome asks for.
fn asks(outcome: &Outcome) -> Vec<ComputerTurn> {
    outcome
        .outputs
        .iter()
        .filter_map(|o| match o {
            Output::ComputerTurn(turn) => Some(turn.clone()),
            _ => None,
        })
        .collect()
}

/// The host's answer to a request: the move thought from the table as it stands.
fn answer(service: &Service, turn: &ComputerTurn) -> Action {
    let engine = service.tables[&turn.table].engine.as_ref().unwrap();
    Action::Computer {
        table: turn.table,
        turn: turn.turn,
        code: think(engine, turn.seat, turn.ai).expect("a move"),
    }
}

fn human_seat(service: &Service) -> u8 {
    service.tables[&1].seat_of(&UserId("tg:1".into())).unwrap()
}

fn to_act(service: &Service) -> Option<u8> {
    service.tables[&1].engine.as_ref()?.to_act()
}

/// A table of `game` for Ani and computers at level `ai`, started at `T0`; its outcome.
fn started(seed: u64, game: GameKind, ai: Ai) -> (Service, Outcome) {
    let mut s = asked(seed);
    let mut settings = Settings::new(game);
    settings.ai = ai;
    settings.stake = 0;
    settings.approve_joiners = game == GameKind::Toto21;
    send(&mut s, T0, Action::Open { settings });
    let outcome = send(&mut s, T0, Action::Start { table: 1 });
    assert_eq!(s.tables[&1].status, Status::Playing);
    (s, outcome)
}

/// A Bazaar table whose first to act is a computer.
fn computer_first(ai: Ai) -> (Service, Outcome) {
    (1..50)
        .map(|seed| started(seed, GameKind::Bazaar, ai))
        .find(|(s, _)| to_act(s) != Some(human_seat(s)))
        .expect("a seed where a computer calls first")
}

#[test]
fn a_computer_turn_is_asked_with_its_table_seat_turn_level_and_pace() {
    let (s, outcome) = computer_first(Ai::Strong);
    let seat = to_act(&s).unwrap();
    assert_eq!(
        asks(&outcome),
        [ComputerTurn {
            table: 1,
            seat,
            turn: 0,
            ai: Ai::Strong,
            not_before: T0 + PACE,
        }]
    );
    assert!(s.tables[&1].moves.is_empty(), "the service thought nothing");
}

#[test]
fn the_clock_never_plays_for_an_asked_computer() {
    let (mut s, outcome) = computer_first(Ai::Rule);
    let ask = asks(&outcome).remove(0);
    // Past the pace, with no answer yet: the clock makes no move.
    let ticked = s.tick(T0 + PACE);
    assert_eq!(s.tables[&1].turn, ask.turn);
    assert!(ticked.outputs.is_empty(), "{:?}", ticked.outputs);
    // Its answer lost, the service asks again once the grace is over; still no move.
    let due = T0 + PACE + COMPUTER_GRACE_MS;
    assert_eq!(s.next_deadline(), Some(due));
    let again = s.tick(due);
    assert_eq!(asks(&again), [ask]);
    assert_eq!(s.tables[&1].turn, 0);
}

#[test]
fn a_computer_move_arrives_after_the_pace_and_not_before() {
    let (mut s, outcome) = computer_first(Ai::Rule);
    let ask = asks(&outcome).remove(0);
    let reply = answer(&s, &ask);
    let early = send(&mut s, T0 + PACE - 1, reply.clone());
    assert!(early.changes.is_empty() && early.outputs.is_empty());
    assert_eq!(
        s.tables[&1].turn, 0,
        "an answer before the pace is not taken"
    );
    let landed = send(&mut s, T0 + PACE, reply);
    assert_eq!(s.tables[&1].turn, 1);
    let logged = &s.tables[&1].moves[0];
    assert_eq!(
        (logged.seat, logged.by, logged.at),
        (ask.seat, MoveBy::Computer, T0 + PACE)
    );
    assert_eq!(landed.changes.moves_from.get(&1), Some(&0));
    // The next computer is asked a pace later; the human is told it is his turn.
    match asks(&landed).first() {
        Some(next) => assert_eq!((next.turn, next.not_before), (1, T0 + 2 * PACE)),
        None => assert_eq!(to_act(&s), Some(human_seat(&s))),
    }
}

#[test]
fn a_computer_move_for_an_old_turn_is_ignored() {
    let (mut s, outcome) = computer_first(Ai::Rule);
    let ask = asks(&outcome).remove(0);
    let first = answer(&s, &ask);
    send(&mut s, T0 + PACE, first.clone());
    let (turn, moves) = (s.tables[&1].turn, s.tables[&1].moves.len());
    // The same answer again (a duplicate under another key): its turn is gone.
    let again = send(&mut s, T0 + 5 * PACE, first);
    assert!(again.changes.is_empty() && again.outputs.is_empty());
    assert_eq!((s.tables[&1].turn, s.tables[&1].moves.len()), (turn, moves));
    // An answer for a turn not yet come, or for no table, changes nothing either.
    for wrong in [
        Action::Computer {
            table: 1,
            turn: turn + 1,
            code: "p".into(),
        },
        Action::Computer {
            table: 9,
            turn: 0,
            code: "p".into(),
        },
    ] {
        let outcome = send(&mut s, T0 + 5 * PACE, wrong);
        assert!(outcome.changes.is_empty() && outcome.outputs.is_empty());
    }
    assert_eq!(
        s.users.len(),
        1,
        "no account is made for a computer's input"
    );
}

#[test]
fn a_move_for_a_seat_its_owner_took_back_is_ignored() {
    // A seed where Ani calls first: she steps away at her own turn.
    let (mut s, _) = (1..50)
        .map(|seed| started(seed, GameKind::Bazaar, Ai::Rule))
        .find(|(s, _)| to_act(s) == Some(human_seat(s)))
        .expect("a seed where Ani calls first");
    let away = send(&mut s, T0 + 10, Action::Away { table: 1 });
    assert!(away.outputs.iter().any(|o| matches!(
        o,
        Output::Chat {
            notice: Notice::Away { .. },
            ..
        }
    )));
    // Alone at the table she leaves nobody watching: the computers wait, nothing is asked.
    assert!(asks(&away).is_empty(), "{:?}", away.outputs);
    let ask = ComputerTurn {
        table: 1,
        seat: human_seat(&s),
        turn: s.tables[&1].turn,
        ai: Ai::Rule,
        not_before: T0 + 10 + PACE,
    };
    let move_for_her = answer(&s, &ask);
    // She is back before the computer's move lands: it is hers to make.
    send(&mut s, T0 + 20, Action::TakeSeatBack { table: 1 });
    let late = send(&mut s, T0 + 10 + PACE, move_for_her);
    assert!(late.changes.is_empty());
    assert_eq!(s.tables[&1].turn, ask.turn);
    assert!(
        s.view(1, Some(&UserId("tg:1".into())))
            .unwrap()
            .your_moves
            .len()
            > 1
    );
}

#[test]
fn away_and_back_keep_the_seat_and_the_stake() {
    let (mut s, _) = started(3, GameKind::Durak, Ai::Rule);
    let seat = usize::from(human_seat(&s));
    assert!(s.tables[&1].seats[seat].user.is_some());
    send(&mut s, T0 + 10, Action::Away { table: 1 });
    assert!(s.tables[&1].seats[seat].away);
    // Twice away is refused for what it is: a computer plays the seat already.
    let twice = send(&mut s, T0 + 11, Action::Away { table: 1 });
    assert!(twice.outputs.iter().any(|o| matches!(
        o,
        Output::Private {
            notice: Notice::AlreadyAway,
            ..
        }
    )));
    send(&mut s, T0 + 12, Action::TakeSeatBack { table: 1 });
    let table = &s.tables[&1];
    assert!(!table.seats[seat].away && table.seats[seat].user.is_some());
    assert_eq!(s.chips_in_play(), s.meta.granted);
}

/// Plays the table to its end, answering each request as the host would, at its pace.
fn play_out(s: &mut Service, mut pending: Vec<ComputerTurn>) -> usize {
    let mut answered = 0;
    let mut now = T0;
    for _ in 0..20_000 {
        if s.tables[&1].status != Status::Playing {
            return answered;
        }
        now += PACE;
        if let Some(ask) = pending.pop() {
            now = now.max(ask.not_before);
            let reply = answer(s, &ask);
            let outcome = send(s, now, reply);
            assert!(!outcome.changes.is_empty(), "the answer was taken");
            answered += 1;
            pending = asks(&outcome);
            continue;
        }
        // Ani's turn: she plays the move a rule-based player would.
        let seat = to_act(s).expect("a seat to act");
        let engine = s.tables[&1].engine.as_ref().unwrap();
        let code = think(engine, seat, Ai::Rule).expect("a move");
        let turn = s.tables[&1].turn;
        let outcome = send(
            s,
            now,
            Action::Move {
                table: 1,
                turn,
                code,
            },
        );
        assert!(!outcome.changes.is_empty(), "her move was taken");
        pending = asks(&outcome);
    }
    panic!("the game did not end");
}

#[test]
fn whole_games_of_every_game_are_played_by_answered_requests() {
    for game in GameKind::ALL {
        let (mut s, outcome) = started(7, game, Ai::Rule);
        let answered = play_out(&mut s, asks(&outcome));
        assert!(matches!(s.tables[&1].status, Status::Finished { .. }));
        assert!(answered > 3, "{game:?}: {answered}");
        assert_eq!(s.chips_in_play(), s.meta.granted);
        // Replayed from its log, the table is the same game.
        let mut replayed = s.tables[&1].clone();
        replayed.rebuild_engine().unwrap();
        assert_eq!(
            replayed.engine.unwrap().winners(),
            s.tables[&1].engine.as_ref().unwrap().winners()
        );
    }
}

#[test]
fn the_turns_awaited_are_listed_for_a_restarted_host() {
    let (s, outcome) = computer_first(Ai::Strong);
    assert_eq!(s.pending_computer_turns(), asks(&outcome));
    // A service that thinks itself awaits nobody.
    let mut inline = s.clone();
    inline.limits.computers = Computers::Inline;
    assert!(inline.pending_computer_turns().is_empty());
}

#[test]
fn the_level_and_hints_are_table_settings() {
    let mut s = asked(1);
    send(
        &mut s,
        T0,
        Action::Open {
            settings: Settings::new(GameKind::Toto21),
        },
    );
    assert_eq!(s.tables[&1].settings.ai, Ai::Strong, "strong by default");
    assert!(s.tables[&1].hints_allowed());
    for change in [SettingChange::Ai(Ai::Rule), SettingChange::Hints(false)] {
        let outcome = send(&mut s, T0, Action::Configure { table: 1, change });
        assert!(outcome.changes.tables.contains(&1));
    }
    assert_eq!(s.tables[&1].settings.ai, Ai::Rule);
    assert!(!s.tables[&1].hints_allowed());
}

#[test]
fn a_strong_tables_computers_make_the_strong_players_moves() {
    let (mut s, outcome) = started(5, GameKind::Bazaar, Ai::Strong);
    play_out(&mut s, asks(&outcome));
    let record = &s.tables[&1];
    // Replayed from the seed: each computer move is the strong player's choice at that point,
    // and the rule-based player would have chosen otherwise at least once.
    let mut replay = record.clone();
    replay.start_engine().unwrap();
    let engine = replay.engine.as_mut().unwrap();
    let (mut computer, mut differ) = (0, 0);
    for logged in &record.moves {
        if logged.by == MoveBy::Computer {
            let strong = think(engine, logged.seat, Ai::Strong);
            assert_eq!(strong.as_deref(), Some(logged.code.as_str()));
            computer += 1;
            differ += usize::from(think(engine, logged.seat, Ai::Rule) != strong);
        }
        engine.apply(logged.seat, &logged.code).unwrap();
    }
    assert!(
        computer > 20 && differ > 0,
        "{computer} moves, {differ} differ"
    );
}
