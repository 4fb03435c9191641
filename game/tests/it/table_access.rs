//! A table belongs to its chat: from any other chat it is neither joined nor set up nor
//! played — except by a player already seated, from his private chat (his hand) — and a table
//! opened in a private chat with the bot is a public lobby table, found and joined from any
//! private chat. Each test here failed before tables were bound to their chat.

use game::league::{Charter, Format};
use game::table::{
    Action, ChatId, GameKind, Input, LeagueAction, Notice, Output, Service, SettingChange,
    Settings, Status, TableId, UserId,
};

const GROUP: &str = "tg:-100";
const OTHER_GROUP: &str = "tg:-200";
const NOW: u64 = 1_700_000_000_000;

fn user(n: u32) -> UserId {
    UserId(format!("tg:{n}"))
}

/// The private chat of user `n` with the bot (Telegram: the user's own id).
fn private(n: u32) -> String {
    format!("tg:{n}")
}

fn send(service: &mut Service, who: u32, chat: &str, action: Action) -> Vec<Output> {
    service
        .handle(Input {
            now: NOW,
            chat: ChatId(chat.into()),
            user: user(who),
            name: format!("P{who}"),
            locale: None,
            action,
        })
        .outputs
}

fn refusal(service: &mut Service, who: u32, chat: &str, action: Action) -> Notice {
    match send(service, who, chat, action).as_slice() {
        [Output::Private { user: u, notice }] if *u == user(who) => notice.clone(),
        other => panic!("expected a private refusal, got {other:?}"),
    }
}

fn open(service: &mut Service, who: u32, chat: &str, game: GameKind) -> TableId {
    send(
        service,
        who,
        chat,
        Action::Open {
            settings: Settings::new(game),
        },
    );
    *service.tables.keys().last().expect("a table opened")
}

fn seated(service: &Service, table: TableId) -> Vec<Option<UserId>> {
    service.tables[&table]
        .seats
        .iter()
        .map(|s| s.user.clone())
        .collect()
}

#[test]
fn a_join_from_another_group_or_a_private_chat_is_refused_and_changes_nothing() {
    let mut service = Service::new(1);
    let table = open(&mut service, 1, GROUP, GameKind::Bazaar);
    let before = seated(&service, table);
    let join = Action::Join { table, seat: None };
    let elsewhere = Notice::TableElsewhere { id: table };
    assert_eq!(
        refusal(&mut service, 2, OTHER_GROUP, join.clone()),
        elsewhere
    );
    assert_eq!(
        refusal(&mut service, 2, &private(2), join.clone()),
        elsewhere
    );
    let join_seat = Action::Join {
        table,
        seat: Some(2),
    };
    assert_eq!(refusal(&mut service, 3, OTHER_GROUP, join_seat), elsewhere);
    assert_eq!(seated(&service, table), before);
    assert!(service.tables[&table].waiting.is_empty());
    // From the table's own chat the same join seats him.
    send(&mut service, 2, GROUP, join);
    assert!(seated(&service, table).contains(&Some(user(2))));
}

#[test]
fn settings_start_cancel_and_approvals_act_only_from_the_tables_chat() {
    let mut service = Service::new(2);
    let table = open(&mut service, 1, GROUP, GameKind::Toto21);
    let elsewhere = Notice::TableElsewhere { id: table };
    let configure = Action::Configure {
        table,
        change: SettingChange::Stake(0),
    };
    // The creator himself, writing in another group, changes nothing there.
    assert_eq!(
        refusal(&mut service, 1, OTHER_GROUP, configure.clone()),
        elsewhere
    );
    assert_eq!(
        refusal(&mut service, 1, OTHER_GROUP, Action::Start { table }),
        elsewhere
    );
    assert_eq!(
        refusal(&mut service, 1, OTHER_GROUP, Action::Cancel { table }),
        elsewhere
    );
    assert_eq!(service.tables[&table].status, Status::Gathering);
    // His private chat is his hand: as a seated player he may act from there.
    send(&mut service, 1, &private(1), Action::Start { table });
    assert_eq!(service.tables[&table].status, Status::Playing);
}

#[test]
fn a_seated_player_moves_from_his_private_chat_and_nobody_moves_from_another_group() {
    let mut service = Service::new(3);
    let table = open(&mut service, 1, GROUP, GameKind::Durak);
    send(&mut service, 2, GROUP, Action::Join { table, seat: None });
    assert_eq!(service.tables[&table].status, Status::Playing);
    let turn = service.tables[&table].turn;
    let to_act = service.tables[&table]
        .engine
        .as_ref()
        .unwrap()
        .to_act()
        .unwrap();
    let mover = service.tables[&table].seats[usize::from(to_act)]
        .user
        .clone()
        .unwrap();
    let who: u32 = mover.0[3..].parse().unwrap();
    let code = service.tables[&table]
        .engine
        .as_ref()
        .unwrap()
        .computer_code(to_act)
        .unwrap();
    let play = Action::Move {
        table,
        turn,
        code: code.clone(),
    };
    assert_eq!(
        refusal(&mut service, who, OTHER_GROUP, play.clone()),
        Notice::TableElsewhere { id: table }
    );
    assert_eq!(service.tables[&table].turn, turn);
    send(&mut service, who, &private(who), play);
    assert!(
        service.tables[&table].turn > turn,
        "the move from his hand counted"
    );
}

#[test]
fn a_table_opened_in_a_private_chat_is_a_lobby_found_and_joined_from_any_private_chat() {
    let mut service = Service::new(4);
    let lobby = open(&mut service, 1, &private(1), GameKind::Toto21);
    let group_table = open(&mut service, 5, GROUP, GameKind::Toto21);
    let listed = |outputs: Vec<Output>| -> Vec<TableId> {
        outputs
            .into_iter()
            .find_map(|o| match o {
                Output::Chat {
                    notice: Notice::TableList { tables, .. },
                    ..
                } => Some(tables.into_iter().map(|t| t.id).collect()),
                _ => None,
            })
            .expect("a table list")
    };
    let in_private = listed(send(&mut service, 2, &private(2), Action::List { skip: 0 }));
    assert!(in_private.contains(&lobby), "{in_private:?}");
    assert!(
        !in_private.contains(&group_table),
        "a group's table stays the group's"
    );
    let in_a_group = listed(send(&mut service, 2, OTHER_GROUP, Action::List { skip: 0 }));
    assert!(
        !in_a_group.contains(&lobby),
        "a lobby is listed in private chats only"
    );
    // Joined from the stranger's own private chat; not from a group.
    assert_eq!(
        refusal(
            &mut service,
            3,
            OTHER_GROUP,
            Action::Join {
                table: lobby,
                seat: None
            }
        ),
        Notice::TableElsewhere { id: lobby }
    );
    send(
        &mut service,
        2,
        &private(2),
        Action::Join {
            table: lobby,
            seat: None,
        },
    );
    assert_eq!(
        service.tables[&lobby].waiting.len(),
        1,
        "Toto21 joiners wait for approval"
    );
    // The creator approves in his private chat, the table's own.
    send(
        &mut service,
        1,
        &private(1),
        Action::Approve {
            table: lobby,
            user: user(2),
        },
    );
    assert!(seated(&service, lobby).contains(&Some(user(2))));
    assert_eq!(service.tables[&lobby].status, Status::Playing);
}

#[test]
fn a_league_named_by_a_button_is_not_served_to_another_chat() {
    let mut service = Service::new(5);
    let charter = Charter {
        name: "Spring".into(),
        conditions: Settings::new(GameKind::Toto21),
        format: Format::RoundRobin,
        rounds: 0,
        reach: 2,
        days: 7,
        at_deadline: Default::default(),
    };
    send(
        &mut service,
        1,
        GROUP,
        Action::League {
            request: LeagueAction::New {
                charter,
                admin: true,
            },
        },
    );
    let league = *service.leagues.keys().last().expect("a league");
    let standings = Action::League {
        request: LeagueAction::Standings {
            league: Some(league),
        },
    };
    assert_eq!(
        refusal(&mut service, 9, OTHER_GROUP, standings.clone()),
        Notice::NoLeague
    );
    assert_eq!(
        refusal(&mut service, 9, &private(9), standings.clone()),
        Notice::NoLeague
    );
    let join = Action::League {
        request: LeagueAction::Join {
            league: Some(league),
        },
    };
    assert_eq!(
        refusal(&mut service, 9, OTHER_GROUP, join.clone()),
        Notice::NoLeague
    );
    assert!(service.leagues[&league].entrant_of(&user(9)).is_none());
    // In the league's chat the same buttons work.
    send(&mut service, 9, GROUP, join);
    assert!(service.leagues[&league].entrant_of(&user(9)).is_some());
    assert!(!send(&mut service, 9, GROUP, standings).is_empty());
}
