//! A league through the front as the bots drive it: typed `/league` commands and the league's
//! buttons in a group, its standings message kept in place, a fixture played to its end, the
//! league surviving a restart.

mod common;

use common::{Bot, T0, presses, said};
use game::table::{Press, Screen, Tap, UserId};
use host::{Delivery, From, Front};
use storage::{SledStore, Store};

const GROUP: &str = common::CHANNEL;

fn from(n: u32) -> From {
    common::member(GROUP, n)
}

/// How a league's tests drive the bot beyond a typed command or a press.
impl<S: Store> Bot<S> {
    /// Plays a table to its end, each player pressing his own moves (those a simple computer
    /// would choose: a league game counts only when its players made every move); returns
    /// what the last press delivered.
    fn play_out(&mut self, table: u64) -> Vec<Delivery> {
        self.play_while(table, |_| true)
    }

    /// [`Bot::play_out`], stopping before a move once `go_on` says no.
    fn play_while(&mut self, table: u64, go_on: impl Fn(&Bot<S>) -> bool) -> Vec<Delivery> {
        let mut last = Vec::new();
        loop {
            if !go_on(self) {
                return last;
            }
            let service = self.front.durable().service();
            let t = &service.tables[&table];
            if t.status != game::table::Status::Playing {
                return last;
            }
            let engine = t.engine.as_ref().expect("a game");
            let seat = engine.to_act().expect("a seat to move");
            let user = t.seats[usize::from(seat)].user.clone().expect("a player");
            let press = Press::Move {
                table,
                turn: t.turn,
                code: engine.computer_code(seat).expect("a move"),
            };
            let who = user.0["dc:".len()..].parse().expect("a player's number");
            last = self.press(who, &press);
        }
    }
}

/// The screens delivered to table-message slots: (slot, screen).
fn slots(deliveries: &[Delivery]) -> Vec<(u64, Screen)> {
    deliveries
        .iter()
        .filter_map(|d| match d {
            Delivery::Table { table, screen, .. } => Some((*table, screen.clone())),
            _ => None,
        })
        .collect()
}

/// The files delivered: (to whom, name, bytes), each with a caption and for the chat asked in.
fn files(deliveries: &[Delivery]) -> Vec<(UserId, String, Vec<u8>)> {
    deliveries
        .iter()
        .filter_map(|d| match d {
            Delivery::File {
                user,
                chat,
                name,
                caption,
                bytes,
            } => {
                assert_eq!(chat.0, GROUP);
                assert!(!caption.is_empty());
                Some((user.clone(), name.clone(), bytes.clone()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_league_is_opened_joined_played_and_its_standings_follow_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 3);
    // A member who is no administrator may not open a league; nothing is stored.
    let refused = bot.type_(1, "/league new Spring Cup game=durak points=1 days=3");
    assert_eq!(
        said(&refused),
        vec!["Only the chat's administrators may do that.".to_string()]
    );
    assert!(bot.front.durable().service().leagues.is_empty());
    let bad = bot.type_(1, "/league new Cup format=knockout");
    assert!(said(&bad)[0].contains("\"knockout\" is not a league format"));

    let organiser = organiser();
    let opened = bot.type_as(
        &organiser,
        "/league new Spring Cup game=durak points=1 days=3",
    );
    assert!(said(&opened)[0].contains("League «Spring Cup» is open"));
    let [(board, first)] = slots(&opened).try_into().unwrap();
    assert!(
        first.text.contains("Registration is open."),
        "{}",
        first.text
    );

    for who in [1, 2] {
        let joined = bot.type_(who, "/league join");
        let [(slot, screen)] = slots(&joined).try_into().unwrap();
        assert_eq!(slot, board, "the standings message is edited in place");
        assert!(screen.text.contains(&format!("Player{who}")));
    }
    assert_eq!(
        said(&bot.type_(1, "/league join")),
        vec!["You are already registered in this league.".to_string()]
    );
    assert!(said(&bot.type_(1, "/league start"))[0].contains("organiser"));
    let started = bot.type_as(&organiser, "/league start");
    assert!(said(&started)[0].contains("has begun"));
    let [(slot, screen)] = slots(&started).try_into().unwrap();
    assert_eq!(slot, board);
    let play = presses(&screen)
        .into_iter()
        .find(|p| matches!(p, Press::LeaguePlay { .. }))
        .expect("the standings carry a Play button");
    // The button that lists the round's fixtures says so (it was labelled "Standings").
    let fixtures_button = screen
        .buttons()
        .find(|b| matches!(&b.tap, Tap::Press(d) if matches!(Press::decode(d), Some(Press::LeagueFixtures { .. }))))
        .expect("a fixtures button");
    assert_eq!(fixtures_button.label, "📅 Fixtures");

    // A stranger has no fixture; the players open and join theirs from the button.
    assert_eq!(
        said(&bot.press(5, &play)),
        vec!["You are not registered in this league.".to_string()]
    );
    let opened = bot.press(1, &play);
    assert!(
        said(&opened)[0].contains("Player1 against Player2"),
        "{opened:?}"
    );
    let (table, gathering) = slots(&opened)
        .into_iter()
        .find(|(t, _)| *t != board)
        .expect("the fixture's table message");
    // A league table gives no hints, and its screen does not promise them.
    assert!(gathering.text.contains("hints: off"), "{}", gathering.text);
    // It begins once its players sit: no Start (nor "Start with computer players") button.
    assert!(
        !presses(&gathering)
            .iter()
            .any(|p| matches!(p, Press::Start { .. })),
        "{gathering:?}"
    );
    let began = bot.press(2, &play);
    // No hand offers "I'm away": a league game is its players' own.
    let hands: Vec<&Screen> = began
        .iter()
        .filter_map(|d| match d {
            Delivery::Hand { screen, .. } => Some(screen),
            _ => None,
        })
        .collect();
    assert!(!hands.is_empty(), "the players' hands are shown");
    for hand in hands {
        assert!(
            !presses(hand)
                .iter()
                .any(|p| matches!(p, Press::Away { .. })),
            "{hand:?}"
        );
    }
    let service = bot.front.durable().service();
    assert_eq!(
        service.tables[&table].status,
        game::table::Status::Playing,
        "both players sat: the game began"
    );
    // Leaving is asked first, and the question says the game would then not count.
    let asked = bot.type_(1, &format!("/leave {table}"));
    let [Delivery::Private { text, .. }] = asked.as_slice() else {
        panic!("{asked:?}");
    };
    assert!(text.contains("does not count"), "{text}");

    // Both play the game to its end.
    let ended = bot.play_out(table);
    let words = said(&ended).join("\n");
    assert!(words.contains("League «Spring Cup»: "), "{words}");
    let [(slot, screen)] = slots(&ended)
        .into_iter()
        .filter(|(t, _)| *t == board)
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    assert_eq!(slot, board);
    assert!(screen.text.contains("P 1 · W 1 · L 0"), "{}", screen.text);
    assert!(screen.text.contains("P 1 · W 0 · L 1"), "{}", screen.text);
    assert!(
        screen.text.contains("The season is over."),
        "{}",
        screen.text
    );

    let me = said(&bot.type_(1, "/league me")).join("\n");
    assert!(me.contains("Durak: rating"), "{me}");
    assert!(me.contains("after 1 game"), "{me}");
    let fixtures = said(&bot.type_(1, "/league fixtures")).join("\n");
    assert!(
        fixtures.contains("Player1") && fixtures.contains("Player2"),
        "{fixtures}"
    );
    let top = said(&bot.type_(1, "/top durak")).join("\n");
    assert!(top.starts_with("🏅 Ratings in Durak"), "{top}");

    // The export is a file, for the asker alone: a Durak league's is its CSV.
    let [(to, name, csv)] = files(&bot.type_(2, "/league export")).try_into().unwrap();
    assert_eq!(
        (to.0.as_str(), name.as_str()),
        ("dc:2", "spring-cup-season-1.csv")
    );
    let csv = String::from_utf8(csv).unwrap();
    assert!(
        csv.starts_with("season,round,fixture,home,away,winner") && csv.contains("Player1"),
        "{csv}"
    );

    // A player is no referee; the organiser annuls the result and the standings follow.
    assert_eq!(
        said(&bot.type_(2, "/league annul 1 I lost")),
        vec!["Only the league's referees may do that.".to_string()]
    );
    assert!(
        said(&bot.type_as(&organiser, "/league annul 1"))
            .join("\n")
            .contains("needs a reason")
    );
    let annulled = bot.type_as(
        &organiser,
        "/league annul #1 the computer played both seats",
    );
    let words = said(&annulled).join("\n");
    assert!(
        words.contains("the referee Player9 annuls the result")
            && words.contains("Reason: the computer played both seats"),
        "{words}"
    );
    let [(slot, screen)] = slots(&annulled).try_into().unwrap();
    assert_eq!(slot, board, "the same standings message, edited");
    assert!(screen.text.contains("P 0 · W 0 · L 0"), "{}", screen.text);
    assert!(
        !screen.text.contains("The season is over."),
        "{}",
        screen.text
    );
    let log = said(&bot.type_(1, "/league log")).join("\n");
    assert!(log.contains("Player9 annuls"), "{log}");

    // The season ends (its standings archived) and the next one takes registrations.
    assert!(said(&bot.type_(1, "/league end"))[0].contains("organiser"));
    let ended = said(&bot.type_as(&organiser, "/league end")).join("\n");
    assert!(ended.contains("season 1 is over"), "{ended}");
    let history = said(&bot.type_(2, "/league history")).join("\n");
    assert!(history.contains("Season 1, ended"), "{history}");
    let next = bot.type_as(&organiser, "/league season");
    assert!(said(&next)[0].contains("season 2 takes registrations"));
    let [(slot, screen)] = slots(&next).try_into().unwrap();
    assert_eq!(slot, board);
    assert!(
        screen.text.contains("Registration is open."),
        "{}",
        screen.text
    );

    // Everything survives a restart.
    let before = bot.front.durable().service().leagues.clone();
    let ratings = bot.front.durable().service().ratings.clone();
    drop(bot);
    let front = Front::open(SledStore::open(dir.path()).unwrap(), 3).unwrap();
    assert_eq!(front.durable().service().leagues, before);
    assert_eq!(front.durable().service().ratings, ratings);
}

#[test]
fn a_team_registers_once_its_partner_accepts_with_the_button() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 3);
    let organiser = organiser();
    bot.type_as(&organiser, "/league new Blot Cup game=blot");
    assert!(said(&bot.type_(1, "/league join"))[0].contains("teams of two"));
    let asked = bot.type_(1, "/league team Eagles <@2>");
    let accept = accept_button(&asked, "Eagles").expect("the invitation carries an Accept button");
    assert_eq!(
        said(&bot.press(3, &accept)),
        vec!["That invitation is for someone else.".to_string()]
    );
    let accepted = bot.press(2, &accept);
    assert!(
        said(&accepted)[0].contains("«Eagles» (Player1 & Player2) is registered"),
        "{accepted:?}"
    );
    assert_eq!(
        said(&bot.press(2, &accept)),
        vec!["That invitation is no longer open.".to_string()]
    );
    assert_eq!(
        said(&bot.type_(2, "/league team Hawks <@4>")),
        vec!["You are already registered in this league.".to_string()]
    );

    // Telegram: the partner is named by his username, which the platform vouches for when
    // he presses; someone who merely calls himself so is refused.
    let asked = bot.type_(5, "/league team Owls @gayane_k");
    let accept = accept_button(&asked, "").expect("an Accept button");
    let impostor = From {
        name: "gayane_k".into(),
        ..from(7)
    };
    assert_eq!(
        said(&bot.press_as(&impostor, &accept)),
        vec!["That invitation is for someone else.".to_string()]
    );
    let gayane = From {
        handle: Some("Gayane_K".into()),
        reply: None,
        ..from(6)
    };
    assert!(said(&bot.press_as(&gayane, &accept))[0].contains("«Owls» (Player5 & Player6)"));
}

/// The organiser of the tests' leagues: user 9, an administrator of the group.
fn organiser() -> From {
    From {
        admin: true,
        ..from(9)
    }
}

/// The press of the first button on the first group message whose text contains `about`
/// (any message for ""): a team invitation's Accept.
fn accept_button(asked: &[Delivery], about: &str) -> Option<Press> {
    asked.iter().find_map(|d| match d {
        Delivery::Say { text, rows, .. } if text.contains(about) => {
            rows.iter().flatten().find_map(|b| match &b.tap {
                Tap::Press(data) => Press::decode(data),
                _ => None,
            })
        }
        _ => None,
    })
}

/// A Blot team league opened by its organiser (returned) with `/league new Blot Cup game=blot`
/// and `extra` settings, two teams registered: Eagles (players 1 and 2) and Hawks (3 and 4).
fn two_team_blot_league(bot: &mut Bot<SledStore>, extra: &str) -> From {
    let organiser = organiser();
    bot.type_as(
        &organiser,
        &format!("/league new Blot Cup game=blot {extra}"),
    );
    register_team(bot, "Eagles", 1, 2);
    register_team(bot, "Hawks", 3, 4);
    organiser
}

/// A team registered through the front: `captain` names `partner`, who accepts.
fn register_team(bot: &mut Bot<SledStore>, name: &str, captain: u32, partner: u32) {
    let asked = bot.type_(captain, &format!("/league team {name} <@{partner}>"));
    let accept = accept_button(&asked, "").expect("an Accept button");
    assert!(said(&bot.press(partner, &accept))[0].contains("is registered"));
}

#[test]
fn a_blot_league_exports_its_csv_and_a_replayable_record_of_each_played_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 3);
    let organiser = two_team_blot_league(&mut bot, "points=151");
    bot.type_as(&organiser, "/league start");
    // Nothing played yet: the CSV alone.
    let [(_, name, _)] = files(&bot.type_(1, "/league export")).try_into().unwrap();
    assert_eq!(name, "blot-cup-season-1.csv");

    bot.type_(1, "/league play");
    let table = bot.front.durable().service().leagues[&1].fixtures[0]
        .table
        .expect("the fixture's table");
    bot.type_(3, "/league play");
    bot.type_(2, &format!("/join {table}"));
    bot.type_(4, &format!("/join {table}"));
    assert_eq!(
        bot.front.durable().service().tables[&table].status,
        game::table::Status::Playing
    );
    bot.play_out(table);
    let result = bot.front.durable().service().leagues[&1].fixtures[0]
        .result
        .clone()
        .expect("the fixture is decided");

    let exported = files(&bot.type_(3, "/league export"));
    let [(to, csv_name, csv), (_, record_name, record)] = exported.clone().try_into().unwrap();
    assert_eq!(to.0, "dc:3");
    assert_eq!(
        (csv_name.as_str(), record_name.as_str()),
        (
            "blot-cup-season-1.csv",
            "blot-cup-season-1-fixture-1.blot.json"
        )
    );
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with("season,round,fixture,home,away,winner,result"));
    assert!(csv.contains("Eagles") && csv.contains("Hawks"), "{csv}");
    // What `cards replay` runs: legal, and its total is the fixture's game points.
    let verdict = game::referee::replay(std::str::from_utf8(&record).unwrap());
    assert_eq!(
        verdict.outcome,
        game::referee::Outcome::Legal,
        "{}",
        verdict.answer
    );
    assert_eq!(verdict.answer["total"], serde_json::json!(result.points));
    assert!(!verdict.answer["deals"].as_array().unwrap().is_empty());

    // After a restart the finished game's moves come from its history record: the same files.
    // (Its inputs' idempotency keys go on from the last: a key seen before is answered by nothing.)
    let key = bot.key;
    drop(bot);
    let mut bot = Bot::open(dir.path(), 3);
    (bot.key, bot.now) = (key, T0 + 10_000_000);
    assert_eq!(files(&bot.type_(3, "/league export")), exported);
}

/// A mistyped `/league` subcommand is answered with what is wrong and that subcommand's
/// usage (every bad argument printed the whole league usage); `/league help` lists them all,
/// `/league leave` among them.
#[test]
fn league_help_and_bad_arguments_answer_to_the_point() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 7);
    let answered = |deliveries: Vec<Delivery>| -> String {
        deliveries
            .into_iter()
            .filter_map(|d| match d {
                Delivery::Answer { text, .. }
                | Delivery::Alert { text, .. }
                | Delivery::Whisper { text, .. } => Some(text),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let challenge = answered(bot.type_(1, "/league challenge 0"));
    assert_eq!(
        challenge,
        "There is no such place: places are numbered from 1, as the standings show them.\n\
         Use it like this: /league challenge PLACE"
    );
    let help = answered(bot.type_(1, "/league help"));
    assert!(
        help.starts_with("League commands:\n/league new NAME")
            && help.contains("\n/league leave [confirm]\n")
            && help.contains("\n/league remove PLACE [confirm]\n"),
        "{help}"
    );
    // The same help again: the chat read it a moment ago, so it is his alone.
    let again = answered(bot.type_(1, "/league"));
    assert!(again.starts_with(&help), "{again}");
}

/// A player withdraws mid-season as the chat sees it: asked to confirm, then told, his
/// fixture's open table redrawn closed (no table left waiting for him), the standings
/// message marking him withdrawn.
#[test]
fn a_player_withdraws_and_his_open_fixture_table_is_closed() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 7);
    let organiser = organiser();
    bot.type_as(&organiser, "/league new Cup game=durak points=1 days=3");
    for who in [1, 2, 3] {
        bot.type_(who, "/league join");
    }
    bot.type_as(&organiser, "/league start");
    let opened = bot.type_(1, "/league play");
    let board = bot.front.durable().service().leagues[&1].board;
    let (table, _) = slots(&opened)
        .into_iter()
        .find(|(t, _)| *t != board)
        .expect("the fixture's table message");
    let asked = said(&bot.type_(1, "/league leave")).join("\n");
    assert!(
        asked.contains("To confirm, type /league leave confirm"),
        "{asked}"
    );
    let left = bot.type_(1, "/league leave confirm");
    let words = said(&left).join("\n");
    assert!(
        words.contains("League «Cup»: Player1 has withdrawn. 2 fixtures left to play are awarded"),
        "{words}"
    );
    let screens = slots(&left);
    let closed = screens
        .iter()
        .find(|(t, _)| *t == table)
        .expect("the table's message redrawn");
    assert!(presses(&closed.1).is_empty(), "{:?}", closed.1);
    let standings = screens
        .iter()
        .find(|(t, _)| *t == board)
        .expect("the standings redrawn");
    assert!(
        standings.1.text.contains("Player1 — P 2 · W 0 · L 2")
            && standings.1.text.contains("🚫 withdrawn"),
        "{}",
        standings.1.text
    );
}

/// A team's partner typing /league leave withdrew the whole team. Only its captain may; the
/// partner is told so in his language, and the team stays in.
#[test]
fn only_a_teams_captain_withdraws_it_and_the_partner_is_told_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 3);
    two_team_blot_league(&mut bot, "");
    let partner = From {
        lang: Some("ru".into()),
        ..from(2)
    };
    let told = said(&bot.type_as(&partner, "/league leave")).join("\n");
    assert!(told.contains("только её капитан"), "{told}");
    let told = said(&bot.type_(2, "/league leave")).join("\n");
    assert!(told.contains("Only the team's captain"), "{told}");
    let entrants = &bot.front.durable().service().leagues[&1].entrants;
    assert!(entrants.iter().all(|e| !e.withdrawn));
    let left = said(&bot.type_(1, "/league leave")).join("\n");
    assert!(left.contains("Eagles has withdrawn"), "{left}");
}

/// A ladder challenge the referee awarded and then annulled: the standings message, edited in
/// place, shows the places back as they were (the struck-out win kept deciding them), and so
/// after a restart; the challenge awarded again takes the place again.
#[test]
fn an_annulled_ladder_challenge_puts_the_places_back_in_the_standings_message() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 7);
    let organiser = organiser();
    bot.type_as(
        &organiser,
        "/league new Cup game=durak points=1 days=3 format=ladder",
    );
    for who in [1, 2, 3] {
        bot.type_(who, "/league join");
    }
    bot.type_as(&organiser, "/league start");
    let board = bot.front.durable().service().leagues[&1].board;
    bot.type_(3, "/league challenge 2");
    let awarded = bot.type_as(&organiser, "/league award 1 1 no show");
    assert!(
        standings(&awarded, board).contains("2. Player3\n3. Player2"),
        "{awarded:?}"
    );
    let annulled = bot.type_as(&organiser, "/league annul 1 the wrong fixture");
    assert!(
        said(&annulled).join("\n").contains("annuls the result"),
        "{annulled:?}"
    );
    assert!(
        standings(&annulled, board).contains("2. Player2\n3. Player3"),
        "{annulled:?}"
    );

    let (key, now) = (bot.key, bot.now);
    drop(bot);
    let mut bot = Bot::open(dir.path(), 7);
    // The updates go on where they were (a key seen before is an update delivered again).
    (bot.key, bot.now) = (key, now);
    let ladder = &bot.front.durable().service().leagues[&1].ladder;
    assert_eq!(
        ladder,
        &vec![0, 1, 2],
        "the places as the restart found them"
    );
    let again = bot.type_as(&organiser, "/league award 1 1 no show after all");
    assert!(
        standings(&again, board).contains("2. Player3\n3. Player2"),
        "{again:?}"
    );
}

/// The text of the standings message (`board`) as these deliveries edit it.
fn standings(deliveries: &[Delivery], board: u64) -> String {
    slots(deliveries)
        .into_iter()
        .find(|(slot, _)| *slot == board)
        .map(|(_, screen)| screen.text)
        .unwrap_or_default()
}

/// Issue 39 (M6, M9): a fixture the referee awarded while its Blot table plays on is exported
/// with its finished deals only, never the hands of the deal in progress; a second export in
/// the chat within the minute is refused with a word.
#[test]
fn an_awarded_fixtures_live_game_exports_finished_deals_only_and_exports_wait_a_minute() {
    use game::table::record::blot_game;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::open(dir.path(), 5);
    let organiser = two_team_blot_league(&mut bot, "points=151");
    bot.type_as(&organiser, "/league start");
    bot.type_(1, "/league play");
    let table = bot.front.durable().service().leagues[&1].fixtures[0]
        .table
        .expect("the fixture's table");
    bot.type_(3, "/league play");
    bot.type_(2, &format!("/join {table}"));
    bot.type_(4, &format!("/join {table}"));
    // Played through the first deal and into the second's bidding.
    let whole = |bot: &Bot<SledStore>| {
        let t = &bot.front.durable().service().tables[&table];
        blot_game(&t.settings, t.seed, &t.moves).unwrap().unwrap()
    };
    bot.play_while(table, |b| {
        whole(b).record["deals"].as_array().unwrap().len() < 2
    });
    let awarded = bot.type_as(&organiser, "/league award 1 1 no show");
    assert!(
        said(&awarded)
            .iter()
            .any(|s| s.contains("awards the fixture"))
    );
    let live = &bot.front.durable().service().tables[&table];
    assert_eq!(
        live.status,
        game::table::Status::Playing,
        "the table plays on"
    );
    let written = whole(&bot);
    let deals = written.record["deals"].as_array().unwrap();
    let in_progress: Vec<String> = serde_json::from_value(deals[1]["hands"].clone()).unwrap();

    bot.now += 60_000;
    let exported = files(&bot.type_(2, "/league export"));
    let [_, (_, _, record)] = exported.try_into().unwrap();
    let record = String::from_utf8(record).unwrap();
    for hand in &in_progress {
        assert!(!record.contains(hand.as_str()), "{hand} shown: {record}");
    }
    let shown: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(shown["deals"], serde_json::json!([deals[0].clone()]));

    // Asked again within the minute in the chat, by anyone: refused, nothing read or sent.
    let again = bot.type_(3, "/league export");
    assert!(files(&again).is_empty());
    let [refusal] = said(&again).try_into().unwrap();
    assert!(refusal.contains("less than a minute ago"), "{refusal}");

    // Once the deal is over (the game still going on), the next export holds it.
    bot.play_while(table, |b| whole(b).scores.len() < 2);
    bot.now += 60_000;
    let exported = files(&bot.type_(4, "/league export"));
    let [_, (_, _, record)] = exported.try_into().unwrap();
    let shown: serde_json::Value = serde_json::from_slice(&record).unwrap();
    assert_eq!(
        shown["deals"][1]["hands"], deals[1]["hands"],
        "the second deal, done"
    );
}
