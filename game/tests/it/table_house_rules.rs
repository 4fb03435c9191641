//! House rules at the table: a Coinche or French Belote table opened (or set, on its settings
//! screen) with `no_trump=off` or `announcements=off` plays by them: a person's no-trump bid
//! is refused, the computers bid none and declare nothing, belote-rebelote still counts; the
//! rematch and a league fixture keep them, the record names them, other games refuse them.

use game::blot::{BlotMatch, Call, Strain};
use game::i18n::Lang;
use game::referee::{Outcome as Verdict, replay};
use game::table::command::{Command, LeagueCommand, Problem, parse};
use game::table::record::blot_game;
use game::table::screen::{settings_screen, settings_text};
use game::table::settings::SettingsError;
use game::table::{
    Action, Ai, ChatId, Computers, Engine, GameKind, HouseRule, Input, LeagueAction, Limits,
    Notice, Output, Press, Service, SettingChange, Settings, Status, UserId, command_error_text,
    think,
};
use serde_json::Value;

const T0: u64 = 1_700_000_000_000;

struct Table {
    service: Service,
    now: u64,
}

impl Table {
    fn send_as(&mut self, who: u32, action: Action) -> Vec<Output> {
        self.now += 1_000;
        self.service
            .handle(Input {
                now: self.now,
                chat: ChatId("tg:-5".into()),
                user: UserId(format!("tg:{who}")),
                name: format!("P{who}"),
                locale: None,
                action,
            })
            .outputs
    }

    fn send(&mut self, action: Action) -> Vec<Output> {
        self.send_as(1, action)
    }

    fn blot(&self, table: u64) -> &BlotMatch {
        match self.service.tables[&table].engine.as_ref() {
            Some(Engine::Blot(game)) => game,
            _ => panic!("table {table} plays no Blot game"),
        }
    }

    /// Person 1's seat at table `table`.
    fn seat(&self, table: u64) -> u8 {
        self.service.tables[&table]
            .seat_of(&UserId("tg:1".into()))
            .expect("person 1 sits")
    }
}

/// The settings a typed opening command gives.
fn opened(text: &str) -> Settings {
    match parse(text, None) {
        Some(Ok(Command::Open(settings))) => settings,
        other => panic!("{text}: {other:?}"),
    }
}

/// A table opened by person 1 with `text` and started with computers of level `ai`, whose
/// moves the test thinks and sends as the host does ([`play_out`]).
fn started(text: &str, ai: Ai, seed: u64) -> Table {
    let mut service = Service::new(seed);
    service.limits = Limits {
        computers: Computers::Asked,
        computer_pace_ms: 0,
        ..Limits::default()
    };
    let mut t = Table { service, now: T0 };
    let mut settings = opened(text);
    settings.ai = ai;
    t.send(Action::Open { settings });
    t.send(Action::Start { table: 1 });
    assert_eq!(t.service.tables[&1].status, Status::Playing);
    t
}

/// Whether a refusal came back to the person.
fn refused(outputs: &[Output]) -> bool {
    outputs.iter().any(|o| match o {
        Output::Private { notice, .. } | Output::Chat { notice, .. } => notice.is_refusal(),
        _ => false,
    })
}

/// Person 1 plays table 1's game to its end (the computers' moves thought at the table's
/// level and answered as the host answers them), trying a no-trump
/// bid first at each of his auction turns when `try_no_trump`: every such bid must be
/// refused, and no button may offer one when the table plays without. Returns the number of
/// his turns.
fn play_out(t: &mut Table, try_no_trump: bool) -> usize {
    let mut turns = 0;
    while t.service.tables[&1].status == Status::Playing {
        let seat = t.seat(1);
        let engine = t.service.tables[&1].engine.as_ref().unwrap();
        let Some(to_act) = engine.to_act() else {
            break;
        };
        let turn = t.service.tables[&1].turn;
        if to_act != seat {
            let ai = t.service.tables[&1].settings.ai;
            let code = think(engine, to_act, ai).expect("a computer's move");
            t.send(Action::Computer {
                table: 1,
                turn,
                code,
            });
            assert_eq!(t.service.tables[&1].turn, turn + 1, "the computer moved");
            continue;
        }
        let codes = engine.legal_codes(seat);
        assert!(
            t.blot(1).rules().no_trump
                || !codes
                    .iter()
                    .any(|c| c.ends_with("NT") || c.ends_with("NTK")),
            "a no-trump bid offered: {codes:?}"
        );
        if try_no_trump && codes.iter().any(|c| c.parse::<Call>().is_ok_and(is_bid)) {
            let level = t
                .blot(1)
                .deal()
                .auction()
                .min_next_bid()
                .map_or(80, |b| b.0);
            let code = format!("{level}NT");
            let outputs = t.send(Action::Move {
                table: 1,
                turn,
                code: code.clone(),
            });
            assert!(refused(&outputs), "{code} was taken: {outputs:?}");
            assert_eq!(t.service.tables[&1].turn, turn, "{code} changed nothing");
        }
        // A pass in the auction (or the first legal move); never an announcement.
        let code = codes
            .iter()
            .find(|c| *c == "p")
            .or_else(|| codes.iter().find(|c| !c.starts_with('d') && *c != "open"))
            .expect("a legal move")
            .clone();
        t.send(Action::Move {
            table: 1,
            turn,
            code,
        });
        turns += 1;
        assert!(turns < 500, "the game does not end");
    }
    turns
}

fn is_bid(call: Call) -> bool {
    matches!(call, Call::Bid(_))
}

/// The record of table `table`'s game and the referee's answer, which finds it legal.
fn record(t: &Table, table: u64) -> (Value, Value) {
    let stored = &t.service.tables[&table];
    let written = blot_game(&stored.settings, stored.seed, &stored.moves)
        .unwrap()
        .expect("a Blot game");
    let verdict = replay(&written.record.to_string());
    assert_eq!(
        verdict.outcome,
        Verdict::Legal,
        "{}\n{}",
        verdict.answer,
        written.record
    );
    (written.record, verdict.answer)
}

#[test]
fn a_coinche_table_without_no_trump_refuses_a_no_trump_bid_and_its_computers_bid_none() {
    for ai in Ai::ALL {
        for seed in 1..7 {
            let mut t = started("/coinche 21 no_trump=off", ai, seed);
            let rules = t.blot(1).rules();
            assert!(!rules.no_trump && rules.announcements);
            play_out(&mut t, true);
            let (record, _) = record(&t, 1);
            assert_eq!(record["rules"], serde_json::json!({"no_trump": false}));
            for deal in record["deals"].as_array().unwrap() {
                for call in deal["auction"].as_array().unwrap() {
                    let call: Call = call.as_str().unwrap().parse().unwrap();
                    assert!(
                        !matches!(call, Call::Bid(b) if b.strain == Strain::NoTrump),
                        "{ai:?} seed {seed}: {call} in {deal}"
                    );
                }
            }
        }
    }
}

#[test]
fn without_announcements_nothing_is_declared_or_scored_but_belote_still_counts() {
    let mut belotes = 0;
    for (ai, seed) in Ai::ALL
        .into_iter()
        .flat_map(|ai| (1..9).map(move |s| (ai, s)))
    {
        let mut t = started("/coinche 21 announcements=off", ai, seed);
        play_out(&mut t, false);
        let (record, verdict) = record(&t, 1);
        assert_eq!(record["rules"], serde_json::json!({"announcements": false}));
        for (deal, scored) in record["deals"]
            .as_array()
            .unwrap()
            .iter()
            .zip(verdict["deals"].as_array().unwrap())
        {
            let declared = deal["declarations"].as_array().map_or(0, Vec::len);
            assert_eq!(declared, 0, "{ai:?} seed {seed}: {deal}");
            assert_eq!(
                scored["combinations"]["points"],
                serde_json::json!([0, 0]),
                "seed {seed}: {scored}"
            );
            belotes += scored["belote"]
                .as_array()
                .map_or(0, |b| b.iter().filter(|p| p.as_u64() > Some(0)).count());
        }
    }
    assert!(belotes > 0, "no belote-rebelote was counted in 16 games");
}

#[test]
fn the_creator_toggles_the_house_rules_on_the_settings_screen() {
    let mut t = Table {
        service: Service::new(3),
        now: T0,
    };
    t.send(Action::Open {
        settings: Settings::new(GameKind::Coinche),
    });
    let buttons = |t: &Table| {
        let settings = &t.service.tables[&1].settings;
        settings_screen(Lang::En, 1, settings)
            .rows
            .concat()
            .into_iter()
            .filter_map(|b| Some((b.label.clone(), b.pressed()?)))
            .collect::<Vec<_>>()
    };
    let press = |label: &str, t: &Table| {
        buttons(t)
            .into_iter()
            .find(|(l, _)| l == label)
            .unwrap_or_else(|| panic!("no button {label}: {:?}", buttons(t)))
            .1
    };
    let before = settings_text(Lang::En, &t.service.tables[&1].settings);
    assert!(!before.contains("No no-trump"), "{before}");
    for label in ["✗ No-trump", "✗ Announcements"] {
        let Press::Configure { table, change } = press(label, &t) else {
            panic!("{label} configures nothing");
        };
        // Only the creator may change a setting.
        assert!(refused(&t.send_as(2, Action::Configure { table, change })));
        assert!(!refused(&t.send(Action::Configure { table, change })));
    }
    let settings = t.service.tables[&1].settings.clone();
    assert_eq!(settings.house_rule(HouseRule::NoTrump), Some(false));
    assert_eq!(settings.house_rule(HouseRule::Announcements), Some(false));
    let words = settings_text(Lang::En, &settings);
    assert!(words.contains("No no-trump") && words.contains("No announcements"));
    for lang in Lang::ALL {
        let words = settings_text(lang, &settings);
        assert_ne!(
            words,
            settings_text(lang, &Settings::new(GameKind::Coinche))
        );
    }
    // Turned on again, the table is back to the variant's rules.
    assert!(!refused(&t.send(Action::Configure {
        table: 1,
        change: match press("✓ No-trump", &t) {
            Press::Configure { change, .. } => change,
            other => panic!("{other:?}"),
        },
    })));
    let settings = &t.service.tables[&1].settings;
    assert_eq!(settings.house_rule(HouseRule::NoTrump), Some(true));
    // French Belote offers announcements only; Bazaar and the others none.
    let labels = |game| {
        settings_screen(Lang::En, 1, &Settings::new(game))
            .rows
            .concat()
            .into_iter()
            .map(|b| b.label)
            .collect::<Vec<_>>()
    };
    assert!(labels(GameKind::Belote).contains(&"✗ Announcements".to_string()));
    assert!(!labels(GameKind::Belote).contains(&"✗ No-trump".to_string()));
    for game in [
        GameKind::Bazaar,
        GameKind::Belote2,
        GameKind::Toto21,
        GameKind::Durak,
    ] {
        assert!(
            !labels(game)
                .iter()
                .any(|l| l.contains("No-trump") || l.contains("Announcements")),
            "{game:?}"
        );
    }
    for rows in [GameKind::Coinche, GameKind::Belote]
        .map(|g| settings_screen(Lang::En, 1, &Settings::new(g)).rows)
    {
        assert!(rows.len() <= 5 && rows.iter().all(|r| r.len() <= 5));
    }
}

#[test]
fn a_game_without_the_rule_refuses_it_in_words() {
    for (text, game) in [
        ("/blot no_trump=off", GameKind::Bazaar),
        ("/blot announcements=off", GameKind::Bazaar),
        ("/belote no_trump=off", GameKind::Belote),
        ("/belote2 announcements=off", GameKind::Belote2),
        ("/durak announcements=on", GameKind::Durak),
        ("/toto21 no_trump=maybe", GameKind::Toto21),
        (
            "/league new Cup game=blot announcements=off",
            GameKind::Bazaar,
        ),
    ] {
        let Some(Err(error)) = parse(text, None) else {
            panic!("{text} was taken");
        };
        let game::table::command::CommandError::BadArgument { problem, .. } = &error else {
            panic!("{text}: {error:?}");
        };
        assert_eq!(
            problem,
            &Some(Problem::Setting(SettingsError::NoHouseRule(game))),
            "{text}"
        );
        let words = command_error_text(Lang::En, &error);
        assert!(words.contains("has no such house rule"), "{words}");
    }
    let Some(Err(error)) = parse("/coinche no_trump=perhaps", None) else {
        panic!("a bad value was taken");
    };
    assert!(command_error_text(Lang::En, &error).contains("no_trump takes yes or no"));
    // A crafted press for a game without the rule gets the same answer, and changes nothing.
    let mut t = Table {
        service: Service::new(3),
        now: T0,
    };
    t.send(Action::Open {
        settings: Settings::new(GameKind::Bazaar),
    });
    let change = SettingChange::HouseRule(HouseRule::Announcements, false);
    let data = Press::Configure { table: 1, change }.encode();
    assert_eq!(
        Press::decode(&data),
        Some(Press::Configure { table: 1, change })
    );
    let outputs = t.send(Action::Configure { table: 1, change });
    assert!(
        outputs.iter().any(|o| matches!(
            o,
            Output::Private {
                notice: Notice::BadSettings {
                    error: SettingsError::NoHouseRule(GameKind::Bazaar)
                },
                ..
            }
        )),
        "{outputs:?}"
    );
    assert_eq!(
        t.service.tables[&1].settings,
        Settings::new(GameKind::Bazaar)
    );
}

#[test]
fn the_rematch_keeps_the_house_rules() {
    let mut t = started("/coinche 21 no_trump=off announcements=off", Ai::Rule, 5);
    play_out(&mut t, false);
    t.send(Action::Rematch { table: 1 });
    let rematch = t
        .service
        .tables
        .keys()
        .copied()
        .find(|&id| id != 1)
        .expect("a rematch table");
    assert_eq!(
        t.service.tables[&rematch].settings,
        t.service.tables[&1].settings
    );
    let rules = t.blot(rematch).rules();
    assert!(!rules.no_trump && !rules.announcements);
}

#[test]
fn a_league_fixture_plays_by_the_charter_s_house_rules() {
    let mut t = Table {
        service: Service::new(9),
        now: T0,
    };
    let text = "/league new Contrée game=coinche no_trump=off announcements=off";
    let charter = match parse(text, None) {
        Some(Ok(Command::League(LeagueCommand::New(charter)))) => charter,
        other => panic!("{text}: {other:?}"),
    };
    let conditions = charter.conditions.clone();
    assert_eq!(conditions.house_rule(HouseRule::NoTrump), Some(false));
    let league = |t: &mut Table, who, request| t.send_as(who, Action::League { request });
    league(
        &mut t,
        100,
        LeagueAction::New {
            charter,
            admin: true,
        },
    );
    for (captain, partner) in [(1, 2), (3, 4)] {
        league(
            &mut t,
            captain,
            LeagueAction::Team {
                league: None,
                name: format!("Team {captain}"),
                partner: game::league::Partner::User(UserId(format!("tg:{partner}"))),
            },
        );
        let invite = t.service.leagues[&1].invites.last().unwrap().id;
        league(
            &mut t,
            partner,
            LeagueAction::Accept {
                league: 1,
                invite,
                handle: None,
            },
        );
    }
    league(
        &mut t,
        100,
        LeagueAction::Start {
            league: None,
            admin: false,
        },
    );
    let fixture = &t.service.leagues[&1].fixtures[0];
    let home = t.service.leagues[&1].entrants[fixture.home as usize].members[0].clone();
    let captain: u32 = home.0[3..].parse().unwrap();
    league(&mut t, captain, LeagueAction::Play { league: Some(1) });
    let table = t.service.leagues[&1].fixtures[0]
        .table
        .expect("the fixture's table is open");
    let settings = &t.service.tables[&table].settings;
    assert_eq!(settings.blot_rules, conditions.blot_rules);
    for rule in HouseRule::ALL {
        assert_eq!(settings.house_rule(rule), Some(false), "{rule:?}");
    }
}
