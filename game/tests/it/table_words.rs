//! What the table's screens say, in words that stay true: the move time rather than a
//! countdown, no game clock where there is none, a finished hand that says so.

use game::cards::Suit;
use game::i18n::Lang;
use game::table::{
    Action, ChatId, GameKind, Input, Service, Settings, Status, UserId, hand_screen, table_screen,
};

const T0: u64 = 1_700_000_000_000;

fn send(service: &mut Service, now: u64, who: u32, action: Action) {
    service.handle(Input {
        now,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    });
}

fn durak(service: &mut Service) -> u64 {
    send(
        service,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Durak),
        },
    );
    send(
        service,
        T0,
        2,
        Action::Join {
            table: 1,
            seat: None,
        },
    );
    assert_eq!(service.tables[&1].status, Status::Playing);
    1
}

#[test]
fn whose_turn_it_is_reads_the_same_a_minute_later_and_a_table_without_a_game_clock_says_none() {
    let mut s = Service::new(4);
    send(
        &mut s,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    for lang in Lang::ALL {
        let lobby = table_screen(&s, 1, lang, T0).unwrap().text;
        assert!(
            !lobby.contains(" 0 "),
            "{lang:?}: no zero game clock: {lobby}"
        );
    }
    let lobby = table_screen(&s, 1, Lang::En, T0).unwrap().text;
    assert!(!lobby.contains("min a game"), "{lobby}");
    let mut s = Service::new(4);
    let table = durak(&mut s);
    let now = table_screen(&s, table, Lang::En, T0).unwrap().text;
    let later = table_screen(&s, table, Lang::En, T0 + 59_000).unwrap().text;
    assert_eq!(now, later, "nothing on the screen goes stale between edits");
    assert!(now.contains("60 s a move"), "{now}");
}

#[test]
fn a_finished_hand_says_the_game_is_over() {
    let mut s = Service::new(9);
    let table = durak(&mut s);
    let now = play_out(&mut s, table, T0);
    let Status::Finished { winners } = s.tables[&table].status.clone() else {
        panic!("the game ends");
    };
    let winner = s.tables[&table].seats[usize::from(winners[0])]
        .user
        .clone()
        .expect("a human won");
    let hand = hand_screen(&s, table, &winner, Lang::En, now).unwrap().text;
    assert!(hand.contains("The game is over."), "{hand}");
    assert!(
        !hand.contains("Your hand: \n") && !hand.ends_with("Your hand: "),
        "{hand}"
    );
}

#[test]
fn a_bazaar_game_names_its_teams_and_ends_with_its_one_nil_or_rubicon() {
    let mut s = Service::new(21);
    send(
        &mut s,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    for who in 2..=4 {
        send(
            &mut s,
            T0,
            who,
            Action::Join {
                table: 1,
                seat: None,
            },
        );
    }
    let table = 1;
    let teams: Vec<String> = (0..2)
        .map(|team| {
            let seats = &s.tables[&table].seats;
            format!("{} & {}", seats[team].name, seats[team + 2].name)
        })
        .collect();
    let screen = table_screen(&s, table, Lang::En, T0).unwrap().text;
    assert!(
        screen.contains(&format!("Score: {} 0 : 0 {} (to 301)", teams[0], teams[1])),
        "{screen}"
    );
    let mut now = T0;
    let mut said = Vec::new();
    while s.tables[&table].status == Status::Playing {
        let t = &s.tables[&table];
        let seat = t.engine.as_ref().unwrap().to_act().unwrap();
        let who: u32 = t.seats[seat as usize].user.as_ref().unwrap().0[3..]
            .parse()
            .unwrap();
        let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
        let turn = t.turn;
        now += 1_000;
        let out = s.handle(Input {
            now,
            chat: ChatId("tg:-1".into()),
            user: UserId(format!("tg:{who}")),
            name: format!("P{who}"),
            locale: None,
            action: Action::Move { table, turn, code },
        });
        said.extend(out.outputs.into_iter().filter_map(|o| match o {
            game::table::Output::Chat { notice, .. } => {
                Some(game::table::notice_text(Lang::En, &notice))
            }
            _ => None,
        }));
    }
    let end = said.last().unwrap();
    assert!(
        (end.contains("2-0 (Rubicon)") || end.contains("1-0")) && end.contains(" win the game"),
        "{end}"
    );
    assert!(
        teams.iter().any(|team| end.starts_with(team.as_str())),
        "{end}"
    );
    let screen = table_screen(&s, table, Lang::En, now).unwrap().text;
    assert!(screen.contains(end.lines().next().unwrap()), "{screen}");
}

#[test]
fn a_team_takes_the_plural_and_a_reverse_kaput_names_its_winners() {
    use game::table::{Notice, notice_text};
    let won = notice_text(
        Lang::En,
        &Notice::GameOver {
            table: 1,
            winners: vec!["Ani".into(), "Davit".into()],
            payout: 0,
            margin: None,
        },
    );
    assert_eq!(won, "Ani & Davit win the match!");
    let alone = notice_text(
        Lang::En,
        &Notice::GameOver {
            table: 1,
            winners: vec!["Ani".into()],
            payout: 0,
            margin: None,
        },
    );
    assert_eq!(alone, "Ani wins the match!");
    for lang in Lang::ALL {
        let tars = notice_text(
            lang,
            &Notice::DealScored {
                table: 1,
                result: "tars_kaput".into(),
                declarers: Some(0),
                holder: None,
                teams: [team(&["Ani", "Carmen"]), team(&["Davit", "Boris"])],
                score: [0, 0],
                totals: [120, 80],
            },
        );
        // Each language joins a team's names with its own "and".
        let (ours, theirs) = match lang {
            Lang::En => ("Ani & Carmen", "Davit & Boris"),
            Lang::Ru => ("Ani и Carmen", "Davit и Boris"),
            Lang::Hy => ("Ani և Carmen", "Davit և Boris"),
            Lang::Ka => ("Ani და Carmen", "Davit და Boris"),
        };
        assert!(tars.contains(theirs), "{lang:?}: {tars}");
        // The score line says whose score is whose.
        assert!(
            tars.contains(&format!("{ours} 120 : 80 {theirs}")),
            "{lang:?}: {tars}"
        );
    }
}

#[test]
fn every_legal_bid_is_reachable_from_the_compact_buttons_and_typed_in_any_language() {
    use game::table::command::{Command, parse};
    use game::table::screen::hand_screen_page;
    use game::table::{Press, Tap};
    let mut s = Service::new(5);
    send(
        &mut s,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Bazaar),
        },
    );
    for who in 2..=4 {
        send(
            &mut s,
            T0,
            who,
            Action::Join {
                table: 1,
                seat: None,
            },
        );
    }
    let t = &s.tables[&1];
    let seat = t.engine.as_ref().unwrap().to_act().unwrap();
    let user = t.seats[seat as usize].user.clone().unwrap();
    let legal: Vec<String> = s.view(1, Some(&user)).unwrap().your_moves;
    let mut shown = std::collections::BTreeSet::new();
    let mut from = None;
    for _ in 0..20 {
        let screen = hand_screen_page(&s, 1, &user, Lang::En, T0, from).unwrap();
        assert!(screen.rows.len() <= 5 && screen.rows.iter().all(|r| r.len() <= 5));
        let presses: Vec<Press> = screen
            .buttons()
            .filter_map(|b| match &b.tap {
                Tap::Press(data) => Press::decode(data),
                _ => None,
            })
            .collect();
        for press in &presses {
            if let Press::Move { code, .. } = press {
                shown.insert(code.clone());
            }
        }
        from = presses.iter().find_map(|p| match p {
            Press::Page { from: next, .. } if Some(*next) > from => Some(*next),
            _ => None,
        });
        if from.is_none() {
            break;
        }
    }
    let legal: std::collections::BTreeSet<String> = legal.into_iter().collect();
    let missing: Vec<&String> = legal
        .iter()
        .filter(|c| !shown.contains(*c) && !c.ends_with('K'))
        .collect();
    assert!(missing.is_empty(), "unreachable bids: {missing:?}");
    assert!(legal.len() > 20, "many levels: {}", legal.len());

    for typed in [
        "/bid 16 hearts",
        "/bid 16 черви",
        "/bid 16 սիրտ",
        "/bid 16 გული",
        "/bid 16 ♥",
        "/bid 16 H",
    ] {
        let Some(Ok(Command::Bid { level, strain })) = parse(typed, None) else {
            panic!("{typed}");
        };
        assert_eq!(format!("{level}{strain}"), "16H", "{typed}");
    }
    let Some(Ok(Command::Bid { strain, .. })) = parse("/bid 12 NT", None) else {
        panic!("NT");
    };
    assert_eq!(strain.to_string(), "NT");
    assert!(matches!(parse("/bid 16 stars", None), Some(Err(_))));
    assert!(matches!(parse("/bid lots hearts", None), Some(Err(_))));
}

/// A Durak screen names its attacker and, when the defender is to play, him: the two lines
/// do not open with the same words, so that they do not read as two players to move.
#[test]
fn the_durak_attacker_does_not_read_as_the_player_to_move() {
    use game::i18n::{Msg, text};
    let opening = |line: String| {
        line.replace("Aram", "")
            .replace("Bella", "")
            .split_whitespace()
            .map(|word| word.trim_matches(|c: char| !c.is_alphabetic()).to_string())
            .find(|word| !word.is_empty())
    };
    for lang in Lang::ALL {
        let attacker = text(lang, &Msg::DurakAttacker { user: "Aram" });
        let to_play = text(
            lang,
            &Msg::ToPlay {
                user: "Bella",
                seconds: 60,
            },
        );
        assert_ne!(
            opening(attacker.clone()),
            opening(to_play.clone()),
            "{lang:?}: «{attacker}» and «{to_play}»"
        );
    }
}

/// Opens a table of `game` in chat tg:-1, seats players until it plays, then plays the whole
/// game with the computer's moves, calling `each` after every move with the service and the
/// notices the chat was told.
fn play_blot(game: GameKind, seed: u64, mut each: impl FnMut(&Service, &[game::table::Notice])) {
    let mut s = Service::new(seed);
    let settings = Settings::new(game);
    send(&mut s, T0, 1, Action::Open { settings });
    let table = 1;
    let mut who = 2;
    while s.tables[&table].status != Status::Playing {
        let join = Action::Join { table, seat: None };
        send(&mut s, T0, who, join);
        who += 1;
    }
    let mut now = T0;
    while s.tables[&table].status == Status::Playing {
        let t = &s.tables[&table];
        let engine = t.engine.as_ref().unwrap();
        let seat = engine.to_act().unwrap();
        let user = t.seats[seat as usize].user.clone().unwrap();
        let code = engine.computer_code(seat).unwrap();
        let turn = t.turn;
        now += 1_000;
        let out = s.handle(Input {
            now,
            chat: ChatId("tg:-1".into()),
            name: format!("P{}", &user.0[3..]),
            user,
            locale: None,
            action: Action::Move { table, turn, code },
        });
        let told: Vec<game::table::Notice> = out
            .outputs
            .into_iter()
            .filter_map(|o| match o {
                game::table::Output::Chat { notice, .. } => Some(notice),
                _ => None,
            })
            .collect();
        each(&s, &told);
    }
}

/// The Blot view of table 1's running deal, as everyone sees it.
fn blot_view(s: &Service) -> Option<game::blot::BlotView> {
    match s.view(1, None)?.game? {
        game::table::GameView::Blot(view) => Some(view),
        _ => None,
    }
}

#[test]
fn the_table_shows_who_announced_what_and_the_belote_as_its_cards_fall() {
    let (mut shown, mut belotes) = (0, 0);
    play_blot(GameKind::Bazaar, 21, |s, _| {
        let Some(view) = blot_view(s) else { return };
        let screen = table_screen(s, 1, Lang::En, T0).unwrap().text;
        let name = |seat: u8| s.tables[&1].seats[usize::from(seat)].name.clone();
        for announced in view.announced.iter().filter(|a| a.kind == "terz") {
            let said = format!("{}: terz", name(announced.seat));
            assert!(screen.contains(&said), "{said}: {screen}");
            shown += usize::from(announced.cards.is_some());
            if announced.cards.is_some() {
                assert!(screen.contains(&format!("{said} (")), "its cards: {screen}");
            }
        }
        if let Some((seat, call)) = view.belote {
            let said = format!("{}: {call}", name(seat));
            assert!(screen.contains(&said), "{said}: {screen}");
            belotes += 1;
        }
    });
    assert!(
        shown > 0 && belotes > 0,
        "the game had a shown terz and a belote"
    );
}

#[test]
fn a_turned_card_contract_names_the_taker_and_trump_and_no_level() {
    let mut contracts = 0;
    for game in [GameKind::Belote, GameKind::Belote2] {
        play_blot(game, 5, |s, _| {
            let Some(view) = blot_view(s) else { return };
            let Some(contract) = &view.contract else {
                return;
            };
            let user = &s.tables[&1].seats[usize::from(contract.seat)].name;
            for lang in Lang::ALL {
                let screen = table_screen(s, 1, lang, T0).unwrap().text;
                let suit = contract.strain.chars().next().and_then(Suit::from_char);
                let level = game::i18n::Msg::Contract {
                    user,
                    level: 0,
                    strain: game::blot::Strain::Trump(suit.unwrap()),
                    kaput: false,
                    factor: 1,
                };
                let level = game::i18n::text(lang, &level);
                assert!(!screen.contains(&level), "{lang:?}: no level 0: {screen}");
            }
            let screen = table_screen(s, 1, Lang::En, T0).unwrap().text;
            let phrase = if contract.took_turned {
                " takes the turned card: trump is "
            } else {
                " names trump: "
            };
            assert!(screen.contains(phrase), "{screen}");
            contracts += 1;
        });
    }
    assert!(contracts > 0);
}

#[test]
fn a_deal_everybody_passed_is_thrown_in_and_four_sevens_name_their_holder() {
    use game::table::{Notice, notice_text};
    let void = |lang, four_sevens: Option<&str>| {
        let notice = Notice::DealScored {
            table: 1,
            result: "void".into(),
            declarers: None,
            holder: four_sevens.map(|name| Box::new((name.to_string(), None))),
            teams: [team(&["Ani", "Carmen"]), team(&["Davit", "Boris"])],
            score: [0, 0],
            totals: [10, 20],
        };
        notice_text(lang, &notice)
    };
    let thrown = void(Lang::En, None);
    assert!(
        thrown.starts_with("Everybody passed: the cards are thrown in."),
        "{thrown}"
    );
    let sevens = void(Lang::En, Some("Ani"));
    assert!(sevens.starts_with("Ani shows four sevens"), "{sevens}");
    for lang in Lang::ALL {
        assert_ne!(void(lang, None), void(lang, Some("Ani")), "{lang:?}");
        assert!(void(lang, Some("Ani")).contains("Ani"), "{lang:?}");
    }
}

/// A team's players' names, as a notice carries them.
fn team(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

/// The words said for a service's outcome in a chat, one notice each.
fn chat_words(outcome: &game::table::service::Outcome) -> Vec<String> {
    outcome
        .outputs
        .iter()
        .filter_map(|output| match output {
            game::table::Output::Chat { notice, .. } => {
                Some(game::table::notice_text(Lang::En, notice))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_table_without_a_name_of_its_players_is_called_by_its_number_and_game() {
    let mut s = Service::new(4);
    let open = |who: u32, settings: Settings| Input {
        now: T0,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action: Action::Open { settings },
    };
    let opened = chat_words(&s.handle(open(1, Settings::new(GameKind::Bazaar))));
    let named = Settings {
        name: "Friday night".into(),
        ..Settings::new(GameKind::Durak)
    };
    chat_words(&s.handle(open(2, named)));
    assert!(
        opened
            .iter()
            .any(|w| w.starts_with("Table #1 opened by P1:")),
        "{opened:?}"
    );
    let title = |table| {
        let screen = table_screen(&s, table, Lang::En, T0).unwrap().text;
        screen.lines().next().unwrap().to_string()
    };
    assert_eq!(title(1), "#1 · Bazaar Blot");
    assert_eq!(title(2), "#2 Friday night · Durak");
    let settings = game::table::screen::settings_text(Lang::En, &s.tables[&1].settings);
    assert!(settings.starts_with("Table: Bazaar Blot\n"), "{settings}");
    let list = chat_words(&s.handle(Input {
        action: Action::List { skip: 0 },
        ..open(3, Settings::new(GameKind::Bazaar))
    }));
    assert!(
        list.iter()
            .any(|w| w.contains("#1 · Bazaar Blot") && w.contains("#2 Friday night · Durak")),
        "{list:?}"
    );
    for lang in Lang::ALL {
        let screen = table_screen(&s, 1, lang, T0).unwrap().text;
        assert!(!screen.contains("bazaar"), "{lang:?}: {screen}");
    }
}

/// A cancelled table speaks of stakes returned only when stakes were taken (the game began at
/// a table with a stake): the chat's notice and the table's message both.
#[test]
fn a_cancelled_table_speaks_of_stakes_only_when_it_had_them() {
    use game::table::{Notice, Output, notice_text};
    for (stake, began) in [(0, false), (20, false), (0, true), (20, true)] {
        let mut service = Service::new(5);
        let mut settings = Settings::new(GameKind::Durak);
        settings.stake = stake;
        send(&mut service, T0, 1, Action::Open { settings });
        if began {
            // With the computer in the other seat: the creator may still cancel.
            send(&mut service, T0, 1, Action::Start { table: 1 });
            assert_eq!(service.tables[&1].status, Status::Playing);
        }
        let outcome = service.handle(Input {
            now: T0 + 1_000,
            chat: ChatId("tg:-1".into()),
            user: UserId("tg:1".into()),
            name: "P1".into(),
            locale: None,
            action: Action::Cancel { table: 1 },
        });
        let notice = outcome
            .outputs
            .iter()
            .find_map(|o| match o {
                Output::Chat {
                    notice: notice @ Notice::Cancelled { .. },
                    ..
                } => Some(notice),
                _ => None,
            })
            .expect("the chat is told");
        let screen = table_screen(&service, 1, Lang::En, T0 + 1_000).expect("the table's message");
        for words in [notice_text(Lang::En, notice), screen.text] {
            assert!(words.contains("Table #1 was cancelled"), "{words}");
            assert_eq!(
                words.contains("stakes"),
                stake > 0 && began,
                "stake {stake}, began {began}: {words}"
            );
        }
    }
}

/// Plays every move of a table's humans until its game ends; returns the time then.
fn play_out(s: &mut Service, table: u64, mut now: u64) -> u64 {
    while s.tables[&table].status == Status::Playing {
        let t = &s.tables[&table];
        let seat = t.engine.as_ref().unwrap().to_act().unwrap();
        let who: u32 = t.seats[seat as usize].user.as_ref().unwrap().0[3..]
            .parse()
            .unwrap();
        let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
        let turn = t.turn;
        now += 1_000;
        send(s, now, who, Action::Move { table, turn, code });
    }
    now
}

#[test]
fn every_players_hand_says_the_game_is_over_even_with_cards_left_in_it() {
    // Durak: the loser still holds cards.
    let mut s = Service::new(9);
    let table = durak(&mut s);
    let now = play_out(&mut s, table, T0);
    for who in [1, 2] {
        let user = UserId(format!("tg:{who}"));
        let hand = hand_screen(&s, table, &user, Lang::En, now).unwrap().text;
        assert!(hand.ends_with("The game is over."), "P{who}: {hand}");
    }
    // Toto21: nobody's hand is a list of cards.
    let mut s = Service::new(9);
    send(
        &mut s,
        T0,
        1,
        Action::Open {
            settings: Settings::new(GameKind::Toto21),
        },
    );
    send(
        &mut s,
        T0,
        2,
        Action::Join {
            table: 1,
            seat: None,
        },
    );
    send(
        &mut s,
        T0,
        1,
        Action::Approve {
            table: 1,
            user: UserId("tg:2".into()),
        },
    );
    assert_eq!(s.tables[&1].status, Status::Playing);
    let now = play_out(&mut s, 1, T0);
    for who in [1, 2] {
        let user = UserId(format!("tg:{who}"));
        let hand = hand_screen(&s, 1, &user, Lang::En, now).unwrap().text;
        assert!(hand.ends_with("The game is over."), "P{who}: {hand}");
    }
}

#[test]
fn a_toto21_round_won_on_equal_totals_says_the_tie_goes_to_the_dealer() {
    use game::cards::Card;
    use game::table::engine::FinalHand;
    use game::table::{Notice, notice_text};
    let hand = |seat: u8, cards: &[&str], total: u32| FinalHand {
        seat,
        cards: cards.iter().map(|c| c.parse::<Card>().unwrap()).collect(),
        total,
        bust: false,
    };
    let round = |player: u32, dealer: u32, winner: &str| Notice::RoundOver {
        table: 1,
        game: GameKind::Toto21,
        winner: Some(winner.into()),
        points: 1,
        hands: vec![
            ("Ani".into(), hand(1, &["JD", "7H", "6S", "AH"], player)),
            ("Aram".into(), hand(0, &["7D", "9C"], dealer)),
        ],
        golden_point: false,
    };
    let tie = notice_text(Lang::En, &round(16, 16, "Aram"));
    assert!(tie.contains("A tie goes to the dealer, Aram."), "{tie}");
    for lang in Lang::ALL {
        let words = notice_text(lang, &round(16, 16, "Aram"));
        assert!(
            words.lines().count() == 4 && words.contains("Aram"),
            "{lang:?}: {words}"
        );
    }
    let won = notice_text(Lang::En, &round(18, 16, "Ani"));
    assert!(!won.contains("tie"), "{won}");
}

/// The end of a game with a stake says where the pot goes, not that the winners "win" it (a
/// player who put in 10 of a pot of 20 is 10 up, and a team was told "A & B wins").
#[test]
fn a_won_pot_is_named_as_the_pot_for_one_winner_or_a_team() {
    use game::table::{Notice, notice_text};
    let over = |winners: &[&str]| Notice::GameOver {
        table: 1,
        winners: winners.iter().map(|w| w.to_string()).collect(),
        payout: 20,
        margin: None,
    };
    let one = notice_text(Lang::En, &over(&["Ani"]));
    assert!(one.ends_with("The pot of 20 chips goes to Ani."), "{one}");
    let team = notice_text(Lang::En, &over(&["Ani", "Aram"]));
    assert!(
        team.ends_with("The pot of 20 chips goes to Ani & Aram."),
        "{team}"
    );
    let russian = notice_text(Lang::Ru, &over(&["Ani"]));
    assert!(russian.contains("Банк (20 фишек)"), "{russian}");
}

/// The Hint button is offered on a player's turn when he has a choice, and not for a move he
/// cannot but make (Durak's only "Take", Toto21's "Stand" at 21, a Blot hand's last card).
#[test]
fn a_hint_is_offered_only_where_the_player_has_a_choice() {
    use game::table::{Press, Tap};
    let mut s = Service::new(9);
    let table = durak(&mut s);
    let (mut forced, mut chosen) = (0, 0);
    let mut now = T0;
    while s.tables[&table].status == Status::Playing {
        let t = &s.tables[&table];
        let seat = t.engine.as_ref().unwrap().to_act().unwrap();
        let user = t.seats[seat as usize].user.clone().unwrap();
        let who: u32 = user.0[3..].parse().unwrap();
        let moves = t.engine.as_ref().unwrap().legal_codes(seat).len();
        let hand = hand_screen(&s, table, &user, Lang::En, now).unwrap();
        let hint = hand.buttons().any(|b| {
            matches!(&b.tap, Tap::Press(data) if matches!(Press::decode(data), Some(Press::Hint { .. })))
        });
        assert_eq!(hint, moves > 1, "{moves} moves: {}", hand.text);
        if moves > 1 {
            chosen += 1;
        } else {
            forced += 1;
        }
        let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
        let turn = t.turn;
        now += 1_000;
        send(&mut s, now, who, Action::Move { table, turn, code });
    }
    assert!(forced > 0 && chosen > 0, "{forced} forced, {chosen} chosen");
}

/// A stake against computers alone is not a wager: the start says that the person's chips come
/// back whatever the result (it said "10 chips from each player are in the pot").
#[test]
fn a_stake_against_computers_alone_says_it_comes_back() {
    use game::table::{Notice, notice_text};
    let started = |pot: u64| Notice::Started {
        table: 1,
        game: GameKind::Toto21,
        stake: 10,
        seats: vec!["Ani".into(), "🤖2".into()],
        pot,
    };
    let alone = notice_text(Lang::En, &started(10));
    assert!(
        alone.ends_with(
            "Computer players stake nothing: your 10 chips come back to you whatever the result."
        ),
        "{alone}"
    );
    let two = notice_text(Lang::En, &started(20));
    assert!(
        two.ends_with("10 chips from each player are in the pot."),
        "{two}"
    );
    let one_chip = Notice::Started {
        table: 1,
        game: GameKind::Durak,
        stake: 1,
        seats: vec!["Ani".into(), "🤖2".into()],
        pot: 1,
    };
    let russian = notice_text(Lang::Ru, &one_chip);
    assert!(russian.contains("ваша 1 фишка вернётся"), "{russian}");
}
