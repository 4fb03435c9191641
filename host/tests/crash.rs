//! Crash test: a child process drives a seeded script of inputs through the durable service on
//! sled and is killed (SIGKILL) at random moments; each restart recovers and resumes. At the end
//! the stored service must equal an uninterrupted run: no move lost, none applied twice, chips
//! conserved.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use game::league::{Charter, Format};
use game::table::{
    Action, ChatId, GameKind, Input, LeagueAction, Service, Settings, Status, UserId,
};
use host::Durable;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use storage::{MemoryStore, SledStore, Store};

const STEPS: u64 = 600;
const SCRIPT_SEED: u64 = 0x5eed;

/// One step of the script: a keyed user input, or a clock tick.
enum Step {
    Input(String, Box<Input>),
    Tick(u64),
}

fn step(service: &Service, n: u64) -> Step {
    let mut rng = ChaCha8Rng::seed_from_u64(SCRIPT_SEED ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let now = 1_700_000_000_000 + n * 7_000;
    if let Some(action) = league_step(n) {
        return Step::Input(
            format!("update-{n}"),
            Box::new(input(now, (n % 5) as u32, action)),
        );
    }
    if rng.random_range(0..6) == 0 {
        return Step::Tick(now);
    }
    if rng.random_range(0..8) == 0 {
        // A league player opens (or sits at) his next fixture's table.
        let who = rng.random_range(0..5u32);
        let request = LeagueAction::Play { league: None };
        return Step::Input(
            format!("update-{n}"),
            Box::new(input(now, who, Action::League { request })),
        );
    }
    let playing: Vec<_> = service
        .tables
        .values()
        .filter(|t| t.status == Status::Playing)
        .collect();
    let mut who = rng.random_range(0..5u32);
    let action = match rng.random_range(0..10) {
        0 | 1 => {
            let game =
                [GameKind::Bazaar, GameKind::Durak, GameKind::Toto21][rng.random_range(0..3)];
            let mut settings = Settings::new(game);
            settings.stake = 25;
            Action::Open { settings }
        }
        2 | 3 => {
            let gathering: Vec<_> = service
                .tables
                .values()
                .filter(|t| t.status == Status::Gathering)
                .collect();
            match gathering.first() {
                Some(t) if rng.random() => {
                    who = user_number(&t.creator);
                    match t.waiting.first() {
                        Some((user, _)) => Action::Approve {
                            table: t.id,
                            user: user.clone(),
                        },
                        None => Action::Start { table: t.id },
                    }
                }
                Some(t) => Action::Join {
                    table: t.id,
                    seat: None,
                },
                None => Action::Balance,
            }
        }
        _ => match playing.get(rng.random_range(0..playing.len().max(1))) {
            Some(t) => {
                let engine = t.engine.as_ref().expect("a playing table has a game");
                let seat = engine.to_act().unwrap_or(0);
                match &t.seats[seat as usize].user {
                    Some(user) if rng.random_range(0..4) > 0 => {
                        who = user_number(user);
                        let code = engine.computer_code(seat).unwrap_or_default();
                        Action::Move {
                            table: t.id,
                            turn: t.turn,
                            code,
                        }
                    }
                    _ => Action::Move {
                        table: t.id,
                        turn: t.turn,
                        code: "p".into(),
                    },
                }
            }
            None => Action::List { skip: 0 },
        },
    };
    Step::Input(format!("update-{n}"), Box::new(input(now, who, action)))
}

fn input(now: u64, who: u32, action: Action) -> Input {
    Input {
        now,
        chat: ChatId("tg:-42".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    }
}

/// The league of the script: a Durak round robin opened at step 1, the five players
/// registering at steps 2 to 6 (step n: player n % 5), started at step 7.
fn league_step(n: u64) -> Option<Action> {
    let request = match n {
        1 => {
            let mut conditions = Settings::new(GameKind::Durak);
            conditions.points = 1;
            LeagueAction::New {
                charter: Charter {
                    name: "Crash cup".into(),
                    conditions,
                    format: Format::RoundRobin,
                    rounds: 0,
                    reach: 3,
                    days: 7,
                    at_deadline: Default::default(),
                },
                admin: true,
            }
        }
        2..=6 => LeagueAction::Join { league: None },
        7 => LeagueAction::Start {
            league: None,
            admin: true,
        },
        _ => return None,
    };
    Some(Action::League { request })
}

/// Whether step `n` is an input (else a tick): decided before the state is read.
fn is_input(n: u64) -> bool {
    let mut rng = ChaCha8Rng::seed_from_u64(SCRIPT_SEED ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    rng.random_range(0..6) != 0
}

fn user_number(user: &UserId) -> u32 {
    user.0.trim_start_matches("tg:").parse().unwrap_or(0)
}

fn run<S: Store>(durable: &mut Durable<S>, from: u64, mut after: impl FnMut(u64)) {
    for n in from..STEPS {
        match step(durable.service(), n) {
            Step::Input(key, input) => durable.handle(&key, *input).map(|_| ()),
            Step::Tick(now) => durable.tick(now).map(|_| ()),
        }
        .expect("a durable step");
        after(n);
    }
}

/// The script in pipelined groups of 1 to 8 steps (`submit_group`), each group's steps
/// reported to `after` only once `wait_group` said it is written, while the next is handled.
fn run_grouped<S: Store + 'static>(
    durable: &mut Durable<S>,
    from: u64,
    mut after: impl FnMut(u64),
) {
    let mut n = from;
    let mut writing: Option<(u64, std::ops::Range<u64>)> = None;
    while n < STEPS || writing.is_some() {
        let mut submitted = None;
        if n < STEPS {
            let size = ChaCha8Rng::seed_from_u64(n ^ 0x6e0).random_range(1..=8u64);
            let steps = n..(n + size).min(STEPS);
            durable.begin_group();
            for m in steps.clone() {
                match step(durable.service(), m) {
                    Step::Input(key, input) => durable.handle(&key, *input).map(|_| ()),
                    Step::Tick(now) => durable.tick(now).map(|_| ()),
                }
                .expect("a durable step");
            }
            n = steps.end;
            submitted = Some((durable.submit_group().expect("submit"), steps));
        }
        if let Some((number, steps)) = writing.take() {
            durable.wait_group(number).expect("a group written");
            steps.for_each(&mut after);
        }
        writing = submitted;
    }
}

/// Everything that must survive, as comparable JSON.
fn snapshot(service: &Service) -> serde_json::Value {
    let tables: Vec<_> = service
        .tables
        .values()
        .map(|t| serde_json::json!({"table": t, "moves": t.moves}))
        .collect();
    serde_json::json!({
        "meta": service.meta,
        "users": service.users.iter().map(|(k, v)| (k.0.clone(), serde_json::to_value(v).unwrap())).collect::<serde_json::Map<_, _>>(),
        "tables": tables,
        "leagues": service.leagues,
        "ratings": service.ratings.iter().map(|(k, v)| (k.0.clone(), serde_json::to_value(v).unwrap())).collect::<serde_json::Map<_, _>>(),
    })
}

#[test]
#[ignore = "the writer process of the crash test, started by it"]
fn crash_writer() {
    let Ok(dir) = std::env::var("CRASH_DIR") else {
        return;
    };
    let from: u64 = std::env::var("CRASH_FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let store = SledStore::open(&dir).expect("open the database");
    let mut durable = Durable::open(store, 1).expect("recover");
    durable.set_deal_seeds(game::table::DealSeeds::Derived);
    let grouped = std::env::var("CRASH_GROUPED").is_ok();
    let runner = if grouped {
        run_grouped::<SledStore>
    } else {
        run::<SledStore>
    };
    // The writer may have run well past the last step its parent read before the kill (and,
    // with groups, past the last it reported). Steps are written in order, and every input is
    // written when handled (a refused one or a question too, its key kept as a bot keeps it),
    // so every step before a written input was written too, and a step run again after it is
    // a clock tick or the next input, seen on the state it was first seen on (an input stored
    // only when it changed something, run again after later ticks had changed the state, once
    // became a move the uninterrupted run never made). Resume at the last written input, which the
    // restarted writer must find already applied, as a bot finds a redelivered update. Running
    // again the steps before it would replay old ticks after newer moves, a clock going back
    // that no bot has: a test artefact, not a loss. Never before the parent's point: a step
    // reported must never need running again.
    let from = (from..STEPS)
        .filter(|&m| is_input(m) && durable.store().seen(&format!("update-{m}")).expect("seen"))
        .max()
        .map_or(from, |m| m.max(from));
    runner(&mut durable, from, &mut |n| {
        // A crash between persisting and speaking: the step is stored but not acknowledged,
        // so the restarted writer runs it again and must find it already applied.
        let mut rng = ChaCha8Rng::seed_from_u64(n ^ 0xdead);
        if n > from && rng.random_range(0..30) == 0 {
            std::process::abort();
        }
        println!("done {n}");
    });
}

#[test]
fn killed_at_random_moments_the_service_loses_and_doubles_nothing() {
    killed_at_random_moments(false);
}

/// The same with pipelined group commit: a step is reported only once its group is written,
/// while the next group is being handled.
#[test]
fn killed_at_random_moments_pipelined_groups_lose_and_double_nothing() {
    killed_at_random_moments(true);
}

fn killed_at_random_moments(grouped: bool) {
    let mut reference = Durable::open(MemoryStore::new(), 1).expect("memory");
    reference.set_deal_seeds(game::table::DealSeeds::Derived);
    run(&mut reference, 0, |_| {});
    let expected = snapshot(reference.service());
    assert!(
        reference
            .service()
            .tables
            .values()
            .any(|t| !t.moves.is_empty()),
        "the script plays real moves"
    );
    // League fixtures played to their end: counted, or (a computer having played for a
    // player who missed his moves) told not to count.
    let finished_fixtures = reference
        .service()
        .tables
        .values()
        .filter(|t| t.league.is_some() && matches!(t.status, Status::Finished { .. }))
        .count();
    assert!(
        finished_fixtures >= 2,
        "the script plays league fixtures to their end"
    );

    let dir = tempfile::tempdir().expect("temp dir");
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut next = 0u64;
    let mut kills = 0;
    let mut aborted = 0;
    while next < STEPS {
        let from = next;
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args([
                "--ignored",
                "--exact",
                "crash_writer",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("CRASH_DIR", dir.path())
            .env("CRASH_FROM", next.to_string())
            .envs(grouped.then_some(("CRASH_GROUPED", "1")))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the writer");
        let stdout = child.stdout.take().expect("stdout");
        // Soon enough that kills, not only the writer's own crashes (one step in 30), end runs.
        let kill_after = rng.random_range(3..40u64);
        let mut lines = BufReader::new(stdout).lines();
        let mut seen = 0;
        while let Some(Ok(line)) = lines.next() {
            // The harness's "test crash_writer ... " has no newline: the first report follows it.
            if let Some(n) = line
                .rsplit_once("done ")
                .and_then(|(_, n)| n.parse::<u64>().ok())
            {
                next = n + 1;
                seen += 1;
                if seen == kill_after {
                    child.kill().expect("SIGKILL the writer");
                    kills += 1;
                    break;
                }
            }
        }
        let status = child.wait().expect("wait for the writer");
        // SIGABRT: the writer crashed on its own between storing a step and reporting it.
        if std::os::unix::process::ExitStatusExt::signal(&status) == Some(6) {
            aborted += 1;
        }
        // Every run reports at least the step it resumes at before it may crash on its own,
        // so a run that reports nothing is a writer that cannot go on from what it stored.
        assert!(
            next > from,
            "the writer restarted at step {from} reported no step ({status})"
        );
    }
    assert!(kills >= 3, "the writer was killed {kills} times");
    assert!(
        aborted >= 1,
        "the writer also crashed after committing ({aborted} times)"
    );

    let recovered =
        Durable::open(SledStore::open(dir.path()).expect("reopen"), 1).expect("recover");
    let service = recovered.service();
    assert_eq!(
        service.chips_in_play(),
        service.meta.granted,
        "chips conserved"
    );
    assert_eq!(
        snapshot(service),
        expected,
        "the same state as a run never interrupted"
    );
}

#[test]
fn the_script_in_pipelined_groups_ends_as_one_by_one() {
    let mut reference = Durable::open(MemoryStore::new(), 1).expect("memory");
    reference.set_deal_seeds(game::table::DealSeeds::Derived);
    run(&mut reference, 0, |_| {});
    let mut grouped = Durable::open(MemoryStore::new(), 1).expect("memory");
    grouped.set_deal_seeds(game::table::DealSeeds::Derived);
    let mut reported = Vec::new();
    run_grouped(&mut grouped, 0, |n| reported.push(n));
    assert_eq!(reported, (0..STEPS).collect::<Vec<_>>());
    assert_eq!(snapshot(grouped.service()), snapshot(reference.service()));
    let stored = host::codec::load(grouped.store(), 1).expect("load");
    assert_eq!(snapshot(&stored), snapshot(reference.service()));

    // On sled, whose batches write their net effect, and read back after every group.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut on_sled = Durable::open(SledStore::open(dir.path()).expect("open"), 1).expect("open");
    on_sled.set_deal_seeds(game::table::DealSeeds::Derived);
    run_grouped(&mut on_sled, 0, |_| {});
    let stored = host::codec::load(on_sled.store(), 1).expect("load");
    assert_eq!(snapshot(&stored), snapshot(reference.service()));
}
