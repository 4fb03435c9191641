//! The table service driven like the bots drive it, with a fake clock: whole games of every
//! game, the lobby, refusals, clocks, chips, stats.

use game::table::{
    Action, ChatId, GameKind, Input, Notice, Output, Service, Settings, Status, TableId, UserId,
};

const GROUP: &str = "tg:-100";

struct Harness {
    service: Service,
    now: u64,
    outputs: Vec<Output>,
}

fn user(n: u32) -> UserId {
    UserId(format!("tg:{n}"))
}

impl Harness {
    fn new() -> Harness {
        Harness {
            service: Service::new(42),
            now: 1_700_000_000_000,
            outputs: Vec::new(),
        }
    }

    fn send(&mut self, who: u32, action: Action) -> Vec<Output> {
        let outcome = self.service.handle(Input {
            now: self.now,
            chat: ChatId(GROUP.into()),
            user: user(who),
            name: format!("P{who}"),
            locale: None,
            action,
        });
        assert_eq!(
            self.service.chips_in_play(),
            self.service.meta.granted,
            "chips conserved"
        );
        self.outputs.extend(outcome.outputs.clone());
        outcome.outputs
    }

    fn refusal(&mut self, who: u32, action: Action) -> Notice {
        let outputs = self.send(who, action);
        match outputs.as_slice() {
            [Output::Private { user: u, notice }] if *u == user(who) && notice.is_refusal() => {
                notice.clone()
            }
            other => panic!("expected a private refusal, got {other:?}"),
        }
    }

    fn open(&mut self, who: u32, settings: Settings) -> TableId {
        self.send(who, Action::Open { settings });
        *self.service.tables.keys().last().unwrap()
    }

    /// The seat whose move it is at `table`.
    fn to_act(&self, table: TableId) -> u8 {
        let engine = self.service.tables[&table].engine.as_ref().unwrap();
        engine.to_act().unwrap()
    }

    /// The user whose move it is at `table`.
    fn mover(&self, table: TableId) -> u32 {
        self.seat_user(table, self.to_act(table)).unwrap()
    }

    fn seat_user(&self, table: TableId, seat: u8) -> Option<u32> {
        let t = &self.service.tables[&table];
        t.seats[seat as usize]
            .user
            .as_ref()
            .map(|u| u.0[3..].parse().unwrap())
    }

    /// Plays the table to its end: each seated human in turn presses one of the moves his view
    /// offers (the one a simple computer player would choose).
    fn play_out(&mut self, table: TableId) {
        for _ in 0..100_000 {
            let t = &self.service.tables[&table];
            if t.status != Status::Playing {
                return;
            }
            let seat = t.engine.as_ref().unwrap().to_act().unwrap();
            let who = self.seat_user(table, seat).expect("a human to move");
            let view = self.service.view(table, Some(&user(who))).unwrap();
            let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
            assert!(
                view.your_moves.contains(&code),
                "the move is offered to the player"
            );
            let outputs = self.send(
                who,
                Action::Move {
                    table,
                    turn: view.turn,
                    code,
                },
            );
            assert!(
                !outputs
                    .iter()
                    .any(|o| matches!(o, Output::Private { notice, .. } if notice.is_refusal()))
            );
            self.now += 1_000;
        }
        panic!("the game did not end");
    }
}

/// Sitting down at `table`, at `seat` or the first free one.
fn join(table: TableId, seat: Option<u8>) -> Action {
    Action::Join { table, seat }
}

/// Pressing the move `code` at `table`'s turn `turn`.
fn play(table: TableId, turn: u64, code: &str) -> Action {
    Action::Move {
        table,
        turn,
        code: code.into(),
    }
}

fn full_table(h: &mut Harness, game: GameKind, stake: u64) -> TableId {
    let mut settings = Settings::new(game);
    settings.stake = stake;
    settings.approve_joiners = game == GameKind::Toto21;
    let id = h.open(1, settings);
    for who in 2..=game.seats() as u32 {
        h.send(who, join(id, None));
        if game == GameKind::Toto21 {
            h.send(
                1,
                Action::Approve {
                    table: id,
                    user: user(who),
                },
            );
        }
    }
    assert_eq!(
        h.service.tables[&id].status,
        Status::Playing,
        "a full table starts"
    );
    id
}

#[test]
fn whole_games_of_every_game_through_the_service() {
    for game in GameKind::ALL {
        let mut h = Harness::new();
        let id = full_table(&mut h, game, 50);
        h.play_out(id);
        let Status::Finished { winners } = h.service.tables[&id].status.clone() else {
            panic!("{game} finished");
        };
        assert!(!winners.is_empty(), "{game} has a winner");
        let humans = game.seats() as u64;
        let winner_gain = 50 * humans / winners.len() as u64;
        for &seat in &winners {
            let who = h.seat_user(id, seat).unwrap();
            assert_eq!(
                h.service.users[&user(who)].balance,
                1_000 - 50 + winner_gain,
                "{game}"
            );
            assert_eq!(h.service.users[&user(who)].wins, 1);
        }
        assert!(h.outputs.iter().any(|o| matches!(
            o,
            Output::Chat {
                notice: Notice::GameOver { .. },
                ..
            }
        )));
    }
}

#[test]
fn only_the_seat_to_move_may_move_and_others_get_a_private_reason() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Bazaar, 0);
    let t = &h.service.tables[&id];
    let mover = h.mover(id);
    let other = (1..=4).find(|&u| u != mover).unwrap();
    let turn = t.turn;
    let notice = h.refusal(other, play(id, turn, "p"));
    assert_eq!(
        notice,
        Notice::NotYourTurn {
            name: format!("P{mover}")
        }
    );
    let notice = h.refusal(99, play(id, turn, "p"));
    assert_eq!(notice, Notice::NotAtTable);
    assert_eq!(h.service.tables[&id].turn, turn, "refusals change nothing");
}

#[test]
fn a_stale_or_repeated_press_is_refused_and_changes_nothing() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Durak, 0);
    let mover = h.mover(id);
    let view = h.service.view(id, Some(&user(mover))).unwrap();
    let press = Action::Move {
        table: id,
        turn: view.turn,
        code: view.your_moves[0].clone(),
    };
    h.send(mover, press.clone());
    let moves = h.service.tables[&id].moves.len();
    let again = h.to_act(id);
    let presser = h.seat_user(id, again).unwrap();
    assert_eq!(
        h.refusal(presser, play(id, view.turn, "take")),
        Notice::Stale
    );
    assert_eq!(h.service.tables[&id].moves.len(), moves);
}

#[test]
fn an_illegal_move_is_refused_with_the_rule() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Bazaar, 0);
    let mover = h.mover(id);
    let turn = h.service.tables[&id].turn;
    let notice = h.refusal(mover, play(id, turn, "7H"));
    assert!(
        matches!(notice, Notice::IllegalMove { refusal } if refusal.to_string().contains("at least 8"))
    );
    let notice = h.refusal(mover, play(id, turn, "garbage"));
    assert!(matches!(notice, Notice::IllegalMove { .. }));
}

#[test]
fn the_lobby_join_leave_cancel_and_the_table_list() {
    let mut h = Harness::new();
    let id = h.open(1, Settings::new(GameKind::Bazaar));
    h.send(2, join(id, Some(2)));
    assert_eq!(h.seat_user(id, 2), Some(2), "the chosen partner seat");
    assert_eq!(h.refusal(2, join(id, None)), Notice::AlreadySeated);
    assert_eq!(
        h.refusal(3, join(id, Some(2))),
        Notice::SeatTaken { seat: 2 }
    );
    assert!(matches!(
        h.refusal(3, Action::Start { table: id }),
        Notice::OnlyCreator { .. }
    ));
    let list = h.send(3, Action::List { skip: 0 });
    let Some(Output::Chat {
        notice: Notice::TableList { tables, .. },
        ..
    }) = list.first()
    else {
        panic!()
    };
    assert_eq!((tables[0].id, tables[0].taken, tables[0].seats), (id, 2, 4));
    h.send(2, Action::Leave { table: id });
    assert_eq!(h.seat_user(id, 2), None);
    h.send(1, Action::Cancel { table: id });
    assert_eq!(h.service.tables[&id].status, Status::Cancelled);
    // A cancelled table's game never started: it is not waiting for players.
    assert_eq!(h.refusal(4, join(id, None)), Notice::NotGathering);
    assert_eq!(
        h.refusal(4, join(999, None)),
        Notice::NoSuchTable { id: 999 }
    );
}

#[test]
fn the_creator_approves_or_refuses_each_toto21_joiner() {
    let mut h = Harness::new();
    let id = h.open(1, Settings::new(GameKind::Toto21));
    h.send(2, join(id, None));
    assert_eq!(h.service.tables[&id].waiting.len(), 1);
    assert!(matches!(
        h.refusal(
            2,
            Action::Approve {
                table: id,
                user: user(2)
            }
        ),
        Notice::OnlyCreator { .. }
    ));
    let out = h.send(
        1,
        Action::Refuse {
            table: id,
            user: user(2),
        },
    );
    assert!(out.contains(&Output::Private {
        user: user(2),
        notice: Notice::JoinRefused { table: id }
    }));
    h.send(3, join(id, None));
    h.send(
        1,
        Action::Approve {
            table: id,
            user: user(3),
        },
    );
    assert_eq!(h.service.tables[&id].status, Status::Playing);
    assert_eq!(h.service.users[&user(1)].balance, 990, "the stake is held");
    assert_eq!(h.service.users[&user(3)].balance, 990);
}

#[test]
fn a_player_who_cannot_cover_the_stake_cannot_join() {
    let mut h = Harness::new();
    let mut settings = Settings::new(GameKind::Durak);
    settings.stake = 1_500;
    assert_eq!(
        h.refusal(
            1,
            Action::Open {
                settings: settings.clone()
            }
        ),
        Notice::NotEnoughChips {
            stake: 1_500,
            balance: 1_000
        }
    );
    settings.stake = 600;
    let first = h.open(1, settings.clone());
    h.send(2, join(first, None));
    assert_eq!(h.service.users[&user(2)].balance, 400);
    let second = h.open(3, settings);
    assert_eq!(
        h.refusal(2, join(second, None)),
        Notice::NotEnoughChips {
            stake: 600,
            balance: 400
        }
    );
}

#[test]
fn start_fills_empty_seats_with_computer_players_who_play_at_once() {
    let mut h = Harness::new();
    let id = h.open(1, Settings::new(GameKind::Bazaar));
    h.send(1, Action::Start { table: id });
    let t = &h.service.tables[&id];
    assert_eq!(t.status, Status::Playing);
    assert_eq!(t.seats.iter().filter(|s| s.computer).count(), 3);
    assert_eq!(
        t.engine.as_ref().unwrap().to_act(),
        Some(0),
        "computers moved until the human's turn"
    );
    h.play_out(id);
    assert!(matches!(
        h.service.tables[&id].status,
        Status::Finished { .. }
    ));
}

#[test]
fn a_game_a_computer_played_in_for_a_while_moves_no_rating() {
    let mut h = Harness::new();
    let games = |h: &Harness, who: u32| {
        h.service
            .ratings
            .get(&user(who))
            .and_then(|r| r.get(&GameKind::Durak))
            .map_or(0, |r| r.games)
    };
    // Played by its two players alone: rated.
    let id = full_table(&mut h, GameKind::Durak, 0);
    h.play_out(id);
    assert_eq!((games(&h, 1), games(&h, 2)), (1, 1));
    // One hands his seat to the computer for a while and takes it back: not rated.
    let id = full_table(&mut h, GameKind::Durak, 0);
    h.send(1, Action::Away { table: id });
    assert!(h.service.tables[&id].seats.iter().any(|s| s.away));
    h.send(1, Action::TakeSeatBack { table: id });
    h.play_out(id);
    assert!(matches!(
        h.service.tables[&id].status,
        Status::Finished { .. }
    ));
    assert_eq!((games(&h, 1), games(&h, 2)), (1, 1));
}

#[test]
fn a_silent_player_gets_the_default_move_then_a_computer_then_takes_the_seat_back() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Bazaar, 0);
    let seat = h.to_act(id);
    let silent = h.seat_user(id, seat).unwrap();
    let mut misses = 0;
    while !h.service.tables[&id].seats[seat as usize].away {
        let deadline = h.service.next_deadline().expect("a clock runs");
        let acting = h.to_act(id);
        h.now = deadline;
        let outcome = h.service.tick(h.now);
        if acting == seat {
            misses += 1;
            assert!(outcome.outputs.iter().any(|o| matches!(
                o,
                Output::Chat {
                    notice: Notice::TimedOut { .. },
                    ..
                }
            )));
        }
        assert!(misses <= 3);
    }
    assert_eq!(misses, 3, "replaced after three misses in a row");
    assert_ne!(
        h.service.tables[&id].engine.as_ref().unwrap().to_act(),
        Some(seat),
        "the computer played"
    );
    h.send(silent, Action::TakeSeatBack { table: id });
    assert!(!h.service.tables[&id].seats[seat as usize].away);
    assert_eq!(
        h.refusal(silent, Action::TakeSeatBack { table: id }),
        Notice::NotAway
    );
}

#[test]
fn toto21_a_player_whose_game_clock_runs_out_loses_the_match_and_the_stake() {
    let mut h = Harness::new();
    let mut settings = Settings::new(GameKind::Toto21);
    settings.move_secs = 60;
    settings.game_secs = Some(30);
    let id = h.open(1, settings);
    h.send(2, join(id, None));
    h.send(
        1,
        Action::Approve {
            table: id,
            user: user(2),
        },
    );
    let seat = h.to_act(id);
    let slow = h.seat_user(id, seat).unwrap();
    let other = 3 - slow;
    let deadline = h.service.next_deadline().unwrap();
    assert_eq!(
        deadline,
        h.now + 30_000,
        "the game clock is shorter than the move time"
    );
    h.now = deadline;
    let outcome = h.service.tick(h.now);
    assert!(outcome.outputs.iter().any(|o| matches!(
        o,
        Output::Chat {
            notice: Notice::ClockLost { .. },
            ..
        }
    )));
    assert_eq!(
        h.service.tables[&id].status,
        Status::Finished {
            winners: vec![1 - seat]
        }
    );
    assert_eq!(
        h.service.users[&user(other)].balance,
        1_010,
        "the winner takes the stake"
    );
    assert_eq!(h.service.users[&user(slow)].balance, 990);
}

#[test]
fn stats_history_and_the_chat_leaderboard() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Durak, 0);
    h.play_out(id);
    let out = h.send(1, Action::Top);
    let Some(Output::Chat {
        notice: Notice::Leaderboard { rows },
        ..
    }) = out.first()
    else {
        panic!()
    };
    assert_eq!(rows.len(), 2);
    assert_eq!(rows.iter().map(|r| r.2).sum::<u32>(), 2, "two games played");
    assert_eq!(rows[0].1, 1, "the winner first");
}

/// The Rematch button of a finished table, as its screen labels it, if it has one.
fn rematch_button(h: &Harness, table: TableId) -> Option<String> {
    let screen = game::table::screen::table_screen(&h.service, table, game::i18n::Lang::En, h.now)?;
    screen
        .rows
        .iter()
        .flatten()
        .find(|b| b.pressed() == Some(game::table::Press::Rematch { table }))
        .map(|b| b.label.clone())
}

#[test]
fn a_rematch_begins_once_every_player_asked_for_it_and_only_once() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Toto21, 10);
    h.play_out(id);
    let balances = |h: &Harness| [1, 2].map(|n| h.service.users[&user(n)].balance);
    let before = balances(&h);
    let tables = h.service.tables.len();
    assert_eq!(rematch_button(&h, id).as_deref(), Some("Rematch"));

    // One player asks: the chat is told, and the table's message redrawn to count him;
    // nobody's stake is taken, no game begins.
    let out = h.send(1, Action::Rematch { table: id });
    assert!(
        matches!(
            out.as_slice(),
            [
                Output::Chat { notice: Notice::RematchOffered { table, name }, .. },
                Output::Table { table: redrawn },
            ] if *table == id && name == "P1" && *redrawn == id
        ),
        "{out:?}"
    );
    assert_eq!(balances(&h), before, "no stake without the other's word");
    assert_eq!(h.service.tables.len(), tables, "no table opened");
    assert_eq!(rematch_button(&h, id).as_deref(), Some("Rematch · 1/2"));
    assert_eq!(
        h.refusal(1, Action::Rematch { table: id }),
        Notice::RematchAsked
    );

    // The other agrees: the rematch begins, each stake taken once.
    let out = h.send(2, Action::Rematch { table: id });
    assert!(
        out.iter().any(|o| matches!(
            o,
            Output::Chat {
                notice: Notice::Started { .. },
                ..
            }
        )),
        "{out:?}"
    );
    assert_eq!(h.service.tables.len(), tables + 1);
    let rematch = *h.service.tables.keys().last().unwrap();
    assert_eq!(h.service.tables[&rematch].status, Status::Playing);
    assert_eq!(balances(&h), before.map(|b| b - 10));

    // Pressing again starts nothing more.
    for who in [1, 2] {
        assert_eq!(
            h.refusal(who, Action::Rematch { table: id }),
            Notice::RematchBegun { table: rematch }
        );
    }
    assert_eq!(h.service.tables.len(), tables + 1);
    assert_eq!(balances(&h), before.map(|b| b - 10));
    assert_eq!(rematch_button(&h, id), None, "the button is gone");
}

#[test]
fn a_daily_top_up_is_granted_once_a_day() {
    let mut h = Harness::new();
    h.send(1, Action::Balance);
    h.now += 86_400_000;
    let out = h.send(1, Action::Balance);
    assert!(out.contains(&Output::Private {
        user: user(1),
        notice: Notice::Balance { chips: 1_100 }
    }));
    let out = h.send(1, Action::Balance);
    assert!(out.contains(&Output::Private {
        user: user(1),
        notice: Notice::Balance { chips: 1_100 }
    }));
}

#[test]
fn the_public_view_holds_no_hand_and_a_private_view_only_its_own() {
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Bazaar, 0);
    let public = serde_json::to_value(h.service.view(id, None).unwrap()).unwrap();
    assert!(public["game"]["hand"].is_null());
    assert!(public["your_moves"].as_array().unwrap().is_empty());
    let mine = h.service.view(id, Some(&user(1))).unwrap();
    let seat = mine.your_seat.unwrap();
    let game::table::GameView::Blot(view) = mine.game.unwrap() else {
        panic!()
    };
    let hand: game::cards::CardSet = view.hand.unwrap().join(" ").parse().unwrap();
    assert_eq!(
        hand,
        h.service.tables[&id]
            .engine
            .as_ref()
            .map(|e| match e {
                game::table::Engine::Blot(m) => m.deal().hand(seat),
                _ => unreachable!(),
            })
            .unwrap()
    );
}

#[test]
fn texts_follow_the_chat_language_and_a_users_own_choice_wins() {
    use game::i18n::Lang;
    use game::table::notice_text;
    let mut h = Harness::new();
    let id = full_table(&mut h, GameKind::Bazaar, 0);
    let mover = h.mover(id);
    let turn = h.service.tables[&id].turn;
    let refusal = h.refusal(mover, play(id, turn, "7H"));
    let chat = ChatId(GROUP.into());
    assert_eq!(
        h.service.lang_for(Some(&user(mover)), Some(&chat)),
        Lang::En
    );
    let english = notice_text(Lang::En, &refusal);
    h.send(1, Action::ChatLanguage { lang: "ru".into() });
    let lang = h.service.lang_for(Some(&user(mover)), Some(&chat));
    assert_eq!(lang, Lang::Ru);
    let russian = notice_text(lang, &refusal);
    assert_ne!(russian, english);
    assert!(
        russian.chars().any(|c| ('а'..='я').contains(&c)),
        "{russian}"
    );
    h.send(mover, Action::UserLanguage { lang: "hy".into() });
    assert_eq!(
        h.service.lang_for(Some(&user(mover)), Some(&chat)),
        Lang::Hy
    );
    assert_eq!(
        h.service.lang_for(Some(&user(99)), Some(&chat)),
        Lang::Ru,
        "others keep the chat's"
    );
}

#[test]
fn every_notice_of_a_whole_game_reads_well_in_every_language() {
    use game::i18n::Lang;
    use game::table::notice_text;
    for game in [GameKind::Bazaar, GameKind::Toto21, GameKind::Durak] {
        let mut h = Harness::new();
        let id = full_table(&mut h, game, 20);
        h.play_out(id);
        h.send(1, Action::Top);
        h.send(1, Action::List { skip: 0 });
        h.send(1, Action::Balance);
        let notices: Vec<Notice> = h
            .outputs
            .iter()
            .filter_map(|o| match o {
                Output::Chat { notice, .. } | Output::Private { notice, .. } => {
                    Some(notice.clone())
                }
                _ => None,
            })
            .collect();
        assert!(notices.len() > 5);
        for lang in Lang::ALL {
            for notice in &notices {
                let text = notice_text(lang, notice);
                assert!(!text.trim().is_empty(), "{notice:?}");
                assert!(
                    !text.contains('{') && !text.contains('$'),
                    "{lang:?}: {text}"
                );
            }
        }
    }
}

/// The end of each Toto21 round is shown: both hands with every card (the blind card turned
/// over), their totals, who went over 21 and a golden point, then who won.
#[test]
fn each_toto21_round_over_shows_both_final_hands() {
    use game::i18n::{Lang, card_text};
    use game::table::{Engine, notice_text};
    let (mut blinds, mut busts) = (0, 0);
    for seed in 0..6 {
        let mut h = Harness::new();
        h.service = Service::new(seed);
        let id = full_table(&mut h, GameKind::Toto21, 0);
        // The player takes the blind card whenever he may, else plays as a computer would.
        while h.service.tables[&id].status == Status::Playing {
            let t = &h.service.tables[&id];
            let seat = t.engine.as_ref().unwrap().to_act().unwrap();
            let who = h.seat_user(id, seat).unwrap();
            let view = h.service.view(id, Some(&user(who))).unwrap();
            let code = match view.your_moves.iter().find(|code| *code == "blind") {
                Some(blind) => blind.clone(),
                None => t.engine.as_ref().unwrap().computer_code(seat).unwrap(),
            };
            let turn = view.turn;
            h.send(
                who,
                Action::Move {
                    table: id,
                    turn,
                    code,
                },
            );
        }
        let said: Vec<String> = h
            .outputs
            .iter()
            .filter_map(|o| match o {
                Output::Chat {
                    notice: notice @ Notice::RoundOver { .. },
                    ..
                } => Some(notice_text(Lang::En, notice)),
                _ => None,
            })
            .collect();
        let Some(Engine::Toto21 { game, .. }) = &h.service.tables[&id].engine else {
            panic!("a Toto21 engine");
        };
        assert_eq!(said.len(), game.rounds().len());
        for (round, text) in game.rounds().iter().zip(&said) {
            let player = round.player_cards.iter().chain(&round.blind);
            let hands = [
                (round.dealer.other(), player.copied().collect::<Vec<_>>()),
                (round.dealer, round.dealer_cards.clone()),
            ];
            for (seat, cards) in hands {
                let cards: Vec<String> = cards.into_iter().map(card_text).collect();
                let total = round.totals[seat.index()];
                let name = format!("P{}", h.seat_user(id, u8::from(seat)).unwrap());
                let line = format!("{name}: {} ({total})", cards.join(" "));
                assert!(text.contains(&line), "no «{line}» in:\n{text}");
                let bust = format!("{name} busts with {total}.");
                assert_eq!(text.contains(&bust), round.busts[seat.index()], "{text}");
            }
            let golden = matches!(
                round.outcome,
                game::toto21::RoundOutcome::Won {
                    golden_point: true,
                    ..
                }
            );
            assert_eq!(text.contains("Golden point!"), golden, "{text}");
            blinds += usize::from(round.blind.is_some());
            busts += round.busts.iter().filter(|&&b| b).count();
        }
    }
    assert!(
        blinds > 0 && busts > 0,
        "{blinds} blind cards, {busts} busts"
    );
}

#[test]
fn a_table_may_change_the_variants_rule_settings() {
    let mut h = Harness::new();
    let mut settings = Settings::new(GameKind::Bazaar);
    let mut rules = game::blot::Rules::of(game::blot::Variant::Bazaar);
    rules.must_undertrump = true;
    settings.blot_rules = Some(rules);
    let id = h.open(1, settings.clone());
    h.send(1, Action::Start { table: id });
    let Some(game::table::Engine::Blot(m)) = &h.service.tables[&id].engine else {
        panic!()
    };
    assert!(m.rules().must_undertrump);
    assert_eq!(m.rules().target, 301);
    settings.blot_rules = Some(game::blot::Rules::of(game::blot::Variant::Coinche));
    assert!(matches!(
        h.refusal(1, Action::Open { settings }),
        Notice::BadSettings { .. }
    ));
}

#[test]
fn refused_settings_and_timed_out_moves_are_worded_in_the_readers_language() {
    use game::i18n::Lang;
    use game::table::notice_text;
    let mut h = Harness::new();
    let mut settings = Settings::new(GameKind::Toto21);
    settings.points = 5;
    let refusal = h.refusal(1, Action::Open { settings });
    let russian = notice_text(Lang::Ru, &refusal);
    assert!(
        russian.contains("2, 4, 6, 8, 10") && russian.contains("Тото21"),
        "{russian}"
    );
    let timed_out = Notice::TimedOut {
        table: 1,
        name: "Ani".into(),
        code: "a TH".into(),
    };
    assert!(notice_text(Lang::En, &timed_out).contains("10♥"));
    let passed = Notice::TimedOut {
        table: 1,
        name: "Ani".into(),
        code: "p".into(),
    };
    assert!(!notice_text(Lang::Ka, &passed).contains(": p"));
}

#[test]
fn tables_take_ids_from_a_reserved_block_and_write_the_shared_record_once_a_block() {
    let mut service = Service::new(42);
    service.table_ids = game::table::TableIds::in_blocks_of(3);
    let send = |service: &mut Service, who: u32, action: Action| {
        service.handle(Input {
            now: 1_700_000_000_000,
            chat: ChatId(format!("tg:-{who}")),
            user: user(who),
            name: format!("P{who}"),
            locale: None,
            action,
        })
    };
    for who in 1..=7 {
        send(&mut service, who, Action::Balance);
    }
    let mut reserved = Vec::new();
    for who in 1..=7 {
        let settings = Settings::new(GameKind::Toto21);
        let outcome = send(&mut service, who, Action::Open { settings });
        reserved.push(outcome.changes.meta);
    }
    let ids: Vec<TableId> = service.tables.keys().copied().collect();
    assert_eq!(ids, vec![1, 2, 3, 4, 5, 6, 7]);
    // The first of each block of three wrote the record; the others took what it reserved.
    assert_eq!(reserved, vec![true, false, false, true, false, false, true]);
    assert_eq!(service.meta.next_table, 10);
}

#[test]
fn those_still_asking_to_join_are_told_when_the_game_begins_without_them() {
    let mut h = Harness::new();
    let id = h.open(1, Settings::new(GameKind::Toto21));
    for who in [2, 3] {
        h.send(who, join(id, None));
    }
    let out = h.send(
        1,
        Action::Approve {
            table: id,
            user: user(2),
        },
    );
    assert_eq!(h.service.tables[&id].status, Status::Playing);
    // Told that the game began without him, not that the creator refused him.
    assert!(
        out.contains(&Output::Private {
            user: user(3),
            notice: Notice::BegunWithout { table: id }
        }),
        "{out:?}"
    );
    assert!(h.service.tables[&id].waiting.is_empty());
}

#[test]
fn the_table_list_tells_a_running_game_from_a_table_with_seats_to_take() {
    let mut h = Harness::new();
    let running = full_table(&mut h, GameKind::Durak, 0);
    let gathering = h.open(3, Settings::new(GameKind::Durak));
    let list = h.send(4, Action::List { skip: 0 });
    let Some(Output::Chat { notice, .. }) = list.first() else {
        panic!("{list:?}")
    };
    let row = |lang, id: TableId| {
        let text = game::table::notice_text(lang, notice);
        let row = text
            .lines()
            .find(|l| l.starts_with(&format!("#{id} ")))
            .unwrap_or_else(|| panic!("no row for #{id} in {text}"))
            .to_string();
        assert!(!row.contains(['{', '$']), "{lang:?}: {row}");
        row
    };
    let en = game::i18n::Lang::En;
    assert!(row(en, running).contains(" · playing · "));
    assert!(row(en, gathering).contains(" · 1/2 seats · "));
    assert!(row(en, gathering).ends_with(" UTC"));
    for lang in game::i18n::Lang::ALL {
        // A running game shows no seat count in any language.
        assert!(!row(lang, running).contains("2/2"), "{lang:?}");
        assert!(row(lang, gathering).contains("1/2"), "{lang:?}");
    }
}

/// A card the deal refuses (not in the hand, not following suit) changes nothing: before it,
/// the player whose first card it is keeps his choice of announcements (a refused card
/// announced his best set for him, and his "No announcement" button was then refused).
#[test]
fn a_refused_card_leaves_the_choice_to_announce_as_it_was() {
    use game::table::Engine;
    let mut checked = 0;
    for seed in 0..40 {
        let mut h = Harness {
            service: Service::new(seed),
            ..Harness::new()
        };
        let id = full_table(&mut h, GameKind::Belote2, 0);
        // Moves the computer would make, until a seat may announce before its first card.
        for _ in 0..20 {
            let t = &h.service.tables[&id];
            let Some(engine) = t.engine.as_ref() else {
                break;
            };
            let Some(seat) = engine.to_act() else { break };
            let codes = engine.legal_codes(seat);
            if codes.iter().any(|c| c.starts_with('d') && c != "d-") {
                let before: Engine = engine.clone();
                for suit in "SHDC".chars() {
                    for rank in "789TJQKA".chars() {
                        let card = format!("{rank}{suit}");
                        if codes.contains(&card) {
                            continue;
                        }
                        let mut tried = before.clone();
                        assert!(tried.apply(seat, &card).is_err(), "{card} is refused");
                        assert_eq!(tried.legal_codes(seat), codes, "after {card}");
                    }
                }
                checked += 1;
                break;
            }
            let code = engine.computer_code(seat).unwrap();
            let who = h.seat_user(id, seat).unwrap();
            let turn = t.turn;
            h.send(
                who,
                Action::Move {
                    table: id,
                    turn,
                    code,
                },
            );
        }
    }
    assert!(checked > 0, "some deal lets a seat announce");
}
