//! The table service under a storm of untrusted input: random users in many chats type random
//! commands (read by the real command parser), press buttons with random data (read by the real
//! press decoder), and the clock jumps. After every input: no panic, chips conserved, no hidden
//! card in a public view, every table either moving on or closed, and every league keeping its
//! promises (one entrant per player, fixtures between two entrants, a fixture's table seating
//! only its players, never a computer, a ladder's places those its results that stand make).
//!
//! The normal run drives 20,000 inputs; the long run (`cargo test --release -p game --test
//! table_fuzz -- --ignored --nocapture`) drives 1,000,000 and prints its figures.

use std::time::Instant;

use game::table::command::{self, Command};
use game::table::{Action, Changes, ChatId, Input, Press, Service, Status, UserId};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CHATS: u64 = 40;
const USERS: u64 = 60;
const NUMBERS: [&str; 10] = [
    "-5",
    "0",
    "1",
    "21",
    "151",
    "301",
    "99999999999",
    "abc",
    "1e3",
    "#7",
];

/// Typed text: mostly our commands with random arguments, sometimes junk.
fn random_text(service: &Service, rng: &mut ChaCha8Rng) -> String {
    let table = random_table(service, rng);
    let a = NUMBERS[rng.random_range(0..NUMBERS.len())];
    let b = NUMBERS[rng.random_range(0..NUMBERS.len())];
    let name = "x".repeat(rng.random_range(0..60));
    let yes = ["yes", "no", "maybe"][rng.random_range(0..3)];
    let seat = rng.random_range(0..6);
    let junk: Vec<u8> = (0..rng.random_range(0..30)).map(|_| rng.random()).collect();
    let game = ["blot", "durak", "toto21", "belote2", "chess"][rng.random_range(0..5)];
    let format = ["roundrobin", "double", "swiss", "ladder", "cup"][rng.random_range(0..5)];
    let partner = rng.random_range(0..USERS);
    match rng.random_range(0..29) {
        16 => {
            let days = ["1", "3", "7", "abc", "0"][rng.random_range(0..5)];
            let rounds = ["0", "2", "5", "99", "-1"][rng.random_range(0..5)];
            format!("/league new L{a} game={game} format={format} days={days} rounds={rounds}")
        }
        17 | 18 => "/league join".into(),
        19 => format!("/league team T{a} tg:{partner}"),
        20 => [
            "/league start",
            "/league start",
            "/league start",
            "/league end",
            "/league season",
        ][rng.random_range(0..5)]
        .into(),
        21 | 22 => "/league play".into(),
        23 => format!(
            "/league {} {a} 1 because",
            ["annul", "replay", "award"][rng.random_range(0..3)]
        ),
        24 => [
            "/league standings",
            "/league fixtures",
            "/league me",
            "/league log",
            "/league history",
            "/top durak",
        ][rng.random_range(0..6)]
        .into(),
        25 => format!("/league challenge {a}"),
        0 => format!("/blot {a}"),
        1 => format!("/durak stake={a} move={b}"),
        2 => format!("/toto21 {a} game={b}"),
        3 => format!("/belote2 name={name} idle={a}"),
        4 => format!("/coinche approve={yes}"),
        5 => format!("/join {table} {seat}"),
        6 => format!("/join {a}"),
        7 => format!("/leave {table}"),
        8 => "/tables".into(),
        9 => format!("/rematch {table}"),
        10 => "/balance".into(),
        11 => "/top".into(),
        12 => format!("/blot variant=foo {a}"),
        13 => "/lang fr".into(),
        26 => format!("/away {table}"),
        27 => format!("/back {table}"),
        28 => format!(
            "/durak ai={}",
            ["rule", "strong", "best"][rng.random_range(0..3)]
        ),
        14 => "hello there".into(),
        _ => String::from_utf8_lossy(&junk).into_owned(),
    }
}

/// Button data: mostly a real button of a real table, sometimes forged or garbage.
fn random_data(service: &Service, rng: &mut ChaCha8Rng, user: &UserId) -> String {
    let table = random_table(service, rng);
    match rng.random_range(0..12) {
        0..=5 => {
            let view = service.view(table, Some(user));
            let turn = view.as_ref().map_or(0, |v| v.turn);
            let moves = view.map(|v| v.your_moves).unwrap_or_default();
            match moves.is_empty() {
                true => format!("m:{table}:{turn}:p"),
                false => format!(
                    "m:{table}:{turn}:{}",
                    moves[rng.random_range(0..moves.len())]
                ),
            }
        }
        6 => format!("j:{table}:{}", rng.random_range(0..5)),
        7 => format!("s:{table}"),
        8 => format!("ls:{}", rng.random_range(0..100)),
        9 => format!("cf:{table}:p:{}", rng.random_range(0..3000)),
        10 => match rng.random_range(0..4) {
            0 => format!("aw:{table}"),
            1 => format!(
                "cf:{table}:l:{}",
                ["rule", "strong"][rng.random_range(0..2)]
            ),
            2 => format!("cf:{table}:h:{}", rng.random_range(0..3)),
            _ => format!("tb:{table}"),
        },
        11 if rng.random() => {
            let league = rng.random_range(0..service.meta.next_league + 2);
            match rng.random_range(0..3) {
                0 => format!("lgp:{league}"),
                1 => format!("lgf:{league}"),
                _ => format!("lga:{league}:{}", rng.random_range(0..20)),
            }
        }
        _ => ["", "m:", "m:1:x:", "ap:1:", "j:-1", "lang:xx", "-", "ls:-3"][rng.random_range(0..8)]
            .to_string(),
    }
}

fn random_table(service: &Service, rng: &mut ChaCha8Rng) -> u64 {
    let live: Vec<u64> = service
        .tables
        .values()
        .filter(|t| matches!(t.status, Status::Gathering | Status::Playing))
        .map(|t| t.id)
        .collect();
    if !live.is_empty() && rng.random_range(0..4) > 0 {
        live[rng.random_range(0..live.len())]
    } else {
        rng.random_range(0..service.meta.next_table + 3)
    }
}

/// The action the bots' front makes of a typed command, for the commands the service handles.
fn action_of(command: Command, admin: bool) -> Option<Action> {
    Some(match command {
        Command::Open(settings) => Action::Open { settings },
        Command::Tables => Action::List { skip: 0 },
        Command::Join { table, seat } => Action::Join { table, seat },
        Command::Leave(Some(table)) => Action::Leave { table },
        Command::Away(Some(table)) => Action::Away { table },
        Command::Back(Some(table)) => Action::TakeSeatBack { table },
        Command::Rematch(Some(table)) => Action::Rematch { table },
        Command::Balance => Action::Balance,
        Command::Top => Action::Top,
        Command::League(league) => Action::League {
            request: league.request(admin, None),
        },
        _ => return None,
    })
}

struct Figures {
    inputs: u64,
    tables: u64,
    closed_by_the_bot: usize,
    finished: usize,
    leagues: usize,
    league_results: usize,
}

/// A league's promises: each player in one entrant at most, fixtures between two different
/// entrants, each live fixture table seating only the fixture's players at their seats.
fn check_leagues(service: &Service, changed: &Changes, all: bool) {
    for (id, league) in &service.leagues {
        if !all && !changed.leagues.contains(id) {
            continue;
        }
        let mut seen = std::collections::BTreeSet::new();
        for entrant in &league.entrants {
            for member in &entrant.members {
                assert!(
                    seen.insert(member.clone()),
                    "{member:?} twice in league {id}"
                );
            }
        }
        let n = league.entrants.len() as u32;
        for f in &league.fixtures {
            assert!(f.home < n && f.away < n && f.home != f.away, "{f:?}");
        }
        assert_eq!(game::league::standings(league).len(), league.entrants.len());
        // A season ended while registering never started: no ladder.
        if league.format == game::league::Format::Ladder && league.started_at.is_some() {
            // On the ladder: everyone still in, once, at the places its start and the results
            // that stand make (a struck-out result decides nothing).
            let mut on = league.ladder.clone();
            on.sort_unstable();
            assert_eq!(on, league.active(), "the ladder of league {id}");
            let replayed = game::league::ladder::replay(
                &league.ladder_start,
                &league.ladder_events,
                &league.fixtures,
            );
            assert_eq!(league.ladder, replayed, "league {id}");
        }
    }
    for table in service.tables.values() {
        if !all && !changed.tables.contains(&table.id) {
            continue;
        }
        let Some((id, fixture)) = table.league else {
            continue;
        };
        if !matches!(table.status, Status::Gathering | Status::Playing) {
            continue;
        }
        let league = &service.leagues[&id];
        let f = &league.fixtures[fixture as usize];
        assert_eq!(f.table, Some(table.id), "fixture {fixture} of league {id}");
        let seats = league.fixture_seats(f);
        for (index, seat) in table.seats.iter().enumerate() {
            assert!(!seat.computer, "a computer at league table #{}", table.id);
            if let Some(user) = &seat.user {
                assert_eq!(seats.get(index), Some(user), "#{} seat {index}", table.id);
            }
        }
    }
}

/// The invariants after each input: chips over the whole service, and every table and league
/// the input changed (one that did not change cannot have broken one); `deep`, every table and
/// league, and no hidden card in a public view.
fn check(service: &Service, changed: &Changes, deep: bool) {
    check_leagues(service, changed, deep);
    assert_eq!(
        service.chips_in_play(),
        service.meta.granted,
        "chips conserved"
    );
    for table in service.tables.values() {
        if !deep && !changed.tables.contains(&table.id) {
            continue;
        }
        match &table.status {
            Status::Playing => {
                let engine = table
                    .engine
                    .as_ref()
                    .expect("a running game has its engine");
                assert!(engine.to_act().is_some(), "#{} waits for nobody", table.id);
                assert!(table.deadline.is_some(), "#{} has no clock", table.id);
            }
            Status::Gathering => assert!(service.limits.expiry(table).is_some()),
            Status::Finished { .. } | Status::Cancelled => {
                assert_eq!(table.pot_total(), 0, "#{} kept chips", table.id);
                assert!(table.deadline.is_none());
            }
        }
        if deep && table.status == Status::Playing {
            let public = serde_json::to_value(service.view(table.id, None).unwrap()).unwrap();
            assert!(public["your_moves"].as_array().unwrap().is_empty());
            let game = &public["game"];
            assert!(
                game.get("hand").is_none_or(|h| h.is_null()),
                "no hand in public"
            );
            assert!(game.get("own_hand").is_none(), "no own hand in public");
        }
    }
}

fn storm(seed: u64, inputs: u64, deep_every: u64) -> Figures {
    storm_in(seed, inputs, deep_every, CHATS, USERS)
}

/// A storm among `chats` chats and `users` users.
fn storm_in(seed: u64, inputs: u64, deep_every: u64, chats: u64, users: u64) -> Figures {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut service = Service::new(seed);
    let mut now = 1_700_000_000_000u64;
    for step in 0..inputs {
        now += match rng.random_range(0..100) {
            0 => rng.random_range(0..90 * 60_000),
            1..=10 => rng.random_range(0..120_000),
            _ => rng.random_range(0..3_000),
        };
        let user = UserId(format!("tg:{}", rng.random_range(0..users)));
        let chat = ChatId(format!("tg:-{}", rng.random_range(0..chats)));
        let mut changed = Changes::default();
        let action = match rng.random_range(0..10) {
            0 => {
                changed = service.tick(now).changes;
                None
            }
            1..=4 => match command::parse(&random_text(&service, &mut rng), Some("Bot")) {
                Some(Ok(command)) => action_of(command, rng.random_range(0..4) == 0),
                _ => None,
            },
            _ => Press::decode(&random_data(&service, &mut rng, &user)).and_then(|p| p.action()),
        };
        if let Some(action) = action {
            changed = service
                .handle(Input {
                    now,
                    name: user.0.clone(),
                    chat,
                    user,
                    locale: None,
                    action,
                })
                .changes;
        }
        check(&service, &changed, step % deep_every == 0);
    }
    Figures {
        inputs,
        tables: service.meta.next_table - 1,
        closed_by_the_bot: service
            .tables
            .values()
            .filter(|t| t.closed.is_some())
            .count(),
        finished: service
            .tables
            .values()
            .filter(|t| matches!(t.status, Status::Finished { .. }))
            .count(),
        leagues: service.leagues.len(),
        league_results: service
            .leagues
            .values()
            .flat_map(|l| &l.fixtures)
            .filter(|f| f.result.is_some())
            .count(),
    }
}

fn report(figures: &Figures, started: Instant) {
    println!(
        "fuzz: {} inputs, {} tables opened ({} finished, {} closed by the bot), {} leagues \
         ({} fixtures decided) in {:.1?}",
        figures.inputs,
        figures.tables,
        figures.finished,
        figures.closed_by_the_bot,
        figures.leagues,
        figures.league_results,
        started.elapsed()
    );
}

#[test]
fn a_storm_of_random_input_in_many_chats_breaks_no_promise() {
    let started = Instant::now();
    let figures = storm(7, 20_000, 50);
    report(&figures, started);
    assert!(figures.tables > 20, "the storm opened tables");
    assert!(figures.finished > 0, "and games reached their end");
    assert!(
        figures.closed_by_the_bot > 0,
        "and abandoned ones were closed"
    );
    assert!(figures.leagues > 0, "leagues were opened");
}

#[test]
fn a_storm_in_a_few_chats_runs_leagues_and_breaks_no_promise() {
    // Few chats and users: leagues gather entrants, start and play their fixtures.
    let started = Instant::now();
    let figures = storm_in(13, 20_000, 50, 2, 8);
    report(&figures, started);
    assert!(figures.leagues > 0, "leagues were opened");
    assert!(figures.league_results > 0, "and fixtures decided");
}

#[test]
#[ignore = "a long run: a million inputs, for the figures"]
fn a_million_random_inputs() {
    let started = Instant::now();
    let figures = storm(11, 1_000_000, 1_000);
    report(&figures, started);
}
