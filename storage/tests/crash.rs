//! Crash tests: a writer process is killed with SIGKILL at random moments; every commit it
//! announced must survive, and none may be half applied.
//!
//! The writer is this test binary itself, re-executed to run the ignored test [`writer`] with
//! [`WRITER_DIR`] (sled) or [`WRITER_URL`] (PostgreSQL) set. Each of its commits moves chips
//! between two users, appends an entry to a table's log and updates the table's header to the
//! entry's sequence number; it prints `committed <seq>` only after `commit` returned. With
//! [`WRITER_BATCH`] > 1 it commits that many moves at a time with `commit_batch` (group
//! commit) and announces them once the batch returned.
//!
//! With PostgreSQL the test starts a server of its own (and fails if it cannot); in half the
//! rounds the server itself is crashed (`pg_ctl stop -m immediate`, no checkpoint) just before
//! the writer is killed, and restarted, replaying its write-ahead log, before the check.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write as _};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use storage::pg_server::TestServer;
use storage::{
    Commit, Committed, Durability, PgStore, SledStore, Space, Store, StoreError, Write, key,
};

/// Set for the writer child: the database directory.
const WRITER_DIR: &str = "STORAGE_CRASH_WRITER_DIR";
/// Set for the writer child instead of [`WRITER_DIR`]: the PostgreSQL database.
const WRITER_URL: &str = "STORAGE_CRASH_WRITER_URL";
/// Set for the writer child: how many moves it commits at a time.
const WRITER_BATCH: &str = "STORAGE_CRASH_WRITER_BATCH";
/// Set for the writer child: `process` to commit with [`Durability::Process`].
const WRITER_DURABILITY: &str = "STORAGE_CRASH_WRITER_DURABILITY";
/// Overrides the parent's random seed, to replay a failure.
const SEED: &str = "STORAGE_CRASH_SEED";

const TABLE: u64 = 1;
const USERS: u64 = 8;
const START_CHIPS: u64 = 1_000;
/// Rounds of start, kill, check.
const ROUNDS: usize = 8;
/// The most commits a round waits for before killing.
const MAX_ANNOUNCED_PER_ROUND: u64 = 40;
/// How long the parent waits for the writer's next line before failing.
const PATIENCE: Duration = Duration::from_secs(60);
/// The writer stops by itself after this long, should its parent be gone.
const WRITER_LIFETIME: Duration = Duration::from_secs(120);
/// Filler that makes the header about as big as a real table's.
const HEADER_FILLER: usize = 1_000;

/// SplitMix64: a small seeded generator, so a failing run can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One move of the log: `amount` chips from user `from` to user `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Move {
    from: u64,
    to: u64,
    amount: u64,
}

impl Move {
    /// The move of sequence `seq`, a pure function of it and the balance of the payer.
    fn of(seq: u64, balances: &[u64]) -> Move {
        let mut rng = Rng(seq);
        let from = rng.below(USERS);
        let to = (from + 1 + rng.below(USERS - 1)) % USERS;
        let available = balances.get(from as usize).copied().unwrap_or(0);
        let amount = rng.below(100).min(available);
        Move { from, to, amount }
    }

    fn encode(self) -> Vec<u8> {
        [self.from, self.to, self.amount]
            .iter()
            .flat_map(|n| n.to_be_bytes())
            .collect()
    }

    fn decode(bytes: &[u8]) -> Move {
        assert_eq!(bytes.len(), 24, "log entry of the wrong size: {bytes:?}");
        let n = |i: usize| u64::from_be_bytes(bytes[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
        Move {
            from: n(0),
            to: n(1),
            amount: n(2),
        }
    }
}

fn u64_value(bytes: &[u8]) -> u64 {
    u64::from_be_bytes(bytes[..8].try_into().expect("at least 8 bytes"))
}

fn header_value(last: u64) -> Vec<u8> {
    let mut value = last.to_be_bytes().to_vec();
    value.resize(8 + HEADER_FILLER, b'h');
    value
}

fn idempotency_key(seq: u64) -> String {
    format!("move-{seq}")
}

/// The child: commits moves until killed (or until its lifetime runs out).
#[test]
#[ignore = "the writer process of the crash test, which runs it itself"]
fn writer() {
    let batch: u64 = std::env::var(WRITER_BATCH)
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(1);
    let store: Box<dyn Store> = match std::env::var(WRITER_URL) {
        Ok(url) => Box::new(PgStore::connect(&url).expect("connect")),
        Err(_) => {
            let dir = std::env::var(WRITER_DIR)
                .expect("run by the crash test, with STORAGE_CRASH_WRITER_DIR set");
            let durability = match std::env::var(WRITER_DURABILITY).as_deref() {
                Ok("process") => Durability::Process,
                _ => Durability::Machine,
            };
            Box::new(SledStore::open_with(&dir, durability).expect("open"))
        }
    };
    let init = (0..USERS)
        .map(|user| {
            Write::put(
                Space::Users,
                key::user(user),
                START_CHIPS.to_be_bytes().to_vec(),
            )
        })
        .chain([Write::put(
            Space::Tables,
            key::table(TABLE),
            header_value(0),
        )])
        .collect();
    store
        .commit(Commit::new("init", init))
        .expect("initial commit");

    let born = Instant::now();
    let mut stdout = std::io::stdout().lock();
    while born.elapsed() < WRITER_LIFETIME {
        let header = store
            .get(Space::Tables, &key::table(TABLE))
            .unwrap_or_else(stop)
            .expect("a header");
        let first = u64_value(&header) + 1;
        let mut balances: Vec<u64> = (0..USERS)
            .map(|user| {
                let value = store
                    .get(Space::Users, &key::user(user))
                    .unwrap_or_else(stop)
                    .expect("a user");
                u64_value(&value)
            })
            .collect();
        let mut commits = Vec::new();
        for seq in first..first + batch {
            let step = Move::of(seq, &balances);
            balances[step.from as usize] -= step.amount;
            balances[step.to as usize] += step.amount;
            let writes = vec![
                Write::put(
                    Space::Users,
                    key::user(step.from),
                    balances[step.from as usize].to_be_bytes().to_vec(),
                ),
                Write::put(
                    Space::Users,
                    key::user(step.to),
                    balances[step.to as usize].to_be_bytes().to_vec(),
                ),
                Write::put(Space::Log, key::log(TABLE, seq), step.encode()),
                Write::put(Space::Tables, key::table(TABLE), header_value(seq)),
            ];
            commits.push(Commit::new(idempotency_key(seq), writes));
        }
        let answers = if batch == 1 {
            vec![store.commit(commits.remove(0)).unwrap_or_else(stop)]
        } else {
            store.commit_batch(commits).unwrap_or_else(stop)
        };
        assert!(
            answers.iter().all(|&c| c == Committed::Applied),
            "sequences from {first} were committed before: {answers:?}"
        );
        for seq in first..first + batch {
            writeln!(stdout, "committed {seq}").expect("stdout");
        }
        stdout.flush().expect("stdout");
    }
}

/// The writer's end when its store fails under it (the PostgreSQL server was crashed): quietly,
/// as the killed process it is about to be.
fn stop<T>(error: StoreError) -> T {
    eprintln!("writer: the store failed ({error}); stopping");
    std::process::exit(3)
}

/// Where the writer writes.
#[derive(Clone, Copy, Debug)]
enum Target<'a> {
    Sled(&'a Path, Durability),
    Postgres(&'a TestServer, &'a str),
}

impl Target<'_> {
    /// Opens the store once the killed writer is gone for good.
    fn open(&self) -> Box<dyn Store> {
        match *self {
            Target::Sled(dir, _) => Box::new(SledStore::open(dir).expect("reopen")),
            Target::Postgres(_, url) => {
                wait_for_other_sessions_to_end(url);
                Box::new(PgStore::connect(url).expect("reconnect"))
            }
        }
    }
}

/// A killed client's last statements (its `COMMIT`) may still be running on the server; the
/// server ends the session only then. Checking before that would race with the commit.
fn wait_for_other_sessions_to_end(url: &str) {
    let mut client = postgres::Client::connect(url, postgres::NoTls).expect("connect");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let others: i64 = client
            .query_one(
                "SELECT count(*) FROM pg_stat_activity
                 WHERE datname = current_database() AND pid <> pg_backend_pid()",
                &[],
            )
            .expect("pg_stat_activity")
            .get(0);
        if others == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the killed writer's sessions did not end"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Reopens the database and checks that it is whole; returns the last committed sequence.
fn check_database(store: &dyn Store, announced: &BTreeSet<u64>, batch: u64, context: &str) -> u64 {
    let Some(header) = store.get(Space::Tables, &key::table(TABLE)).expect("get") else {
        // Killed before the initial commit: then nothing at all was written.
        assert!(
            announced.is_empty(),
            "{context}: announced commits but no header"
        );
        for space in Space::ALL {
            assert_eq!(
                store.scan(space, b"").expect("scan"),
                vec![],
                "{context}: {space}"
            );
        }
        return 0;
    };
    assert_eq!(
        header,
        header_value(u64_value(&header)),
        "{context}: header damaged"
    );
    let last = u64_value(&header);

    // The log holds exactly the sequences 1..=last, in order.
    let log = store.scan(Space::Log, &key::table(TABLE)).expect("scan");
    let seqs: Vec<u64> = log
        .iter()
        .map(|(k, _)| key::parse_log(k).expect("a log key").1)
        .collect();
    assert_eq!(
        seqs,
        (1..=last).collect::<Vec<_>>(),
        "{context}: log and header disagree"
    );
    if let Some(&max) = announced.last() {
        assert!(
            max <= last,
            "{context}: announced {max} but only {last} survived"
        );
        // Only the commit (batch) in flight at the kill may have survived unannounced.
        assert!(
            last <= max + batch,
            "{context}: {last} committed but {max} announced"
        );
    }

    // Replaying the log from the start gives exactly the stored balances.
    let mut balances = vec![START_CHIPS; USERS as usize];
    for (k, v) in &log {
        let seq = key::parse_log(k).expect("a log key").1;
        let step = Move::decode(v);
        assert_eq!(step, Move::of(seq, &balances), "{context}: entry {seq}");
        balances[step.from as usize] -= step.amount;
        balances[step.to as usize] += step.amount;
    }
    let users = store.scan(Space::Users, b"").expect("scan");
    let stored: Vec<(u64, u64)> = users
        .iter()
        .map(|(k, v)| (key::parse_u64(k).expect("a user key"), u64_value(v)))
        .collect();
    let expected: Vec<(u64, u64)> = (0..USERS).zip(balances.iter().copied()).collect();
    assert_eq!(stored, expected, "{context}: chips disagree with the log");
    let total: u64 = stored.iter().map(|(_, chips)| chips).sum();
    assert_eq!(total, USERS * START_CHIPS, "{context}: chips not conserved");

    // The idempotency keys agree as well.
    assert!(store.seen("init").expect("seen"), "{context}");
    for seq in 1..=last {
        assert!(
            store.seen(&idempotency_key(seq)).expect("seen"),
            "{context}: key {seq}"
        );
    }
    assert!(
        !store.seen(&idempotency_key(last + 1)).expect("seen"),
        "{context}"
    );
    last
}

/// Starts a writer; returns it and a channel of the sequences it announces.
fn spawn_writer(
    target: Target<'_>,
    batch: u64,
) -> (
    std::process::Child,
    mpsc::Receiver<u64>,
    std::thread::JoinHandle<()>,
) {
    let exe = std::env::current_exe().expect("the test binary");
    let mut command = Command::new(exe);
    command
        .args([
            "writer",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(WRITER_BATCH, batch.to_string())
        // A writer whose server was crashed under it panics; its backtrace would only be noise.
        .env("RUST_BACKTRACE", "0");
    match target {
        Target::Sled(dir, durability) => {
            command.env(WRITER_DIR, dir).env(
                WRITER_DURABILITY,
                match durability {
                    Durability::Process => "process",
                    Durability::Machine => "machine",
                },
            );
        }
        Target::Postgres(_, url) => {
            command.env(WRITER_URL, url);
        }
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn the writer");
    let stdout = child.stdout.take().expect("piped stdout");
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // libtest may print "test writer ... " on the same line, before the first one.
            if let Some((_, seq)) = line.rsplit_once("committed ") {
                let seq = seq.parse().expect("a sequence number");
                if tx.send(seq).is_err() {
                    break;
                }
            }
        }
    });
    (child, rx, reader)
}

/// With sled's flush alone, a killed process loses nothing it announced.
#[test]
fn killed_writers_lose_nothing_with_process_durability() {
    let dir = tempfile::tempdir().expect("temporary directory");
    killed_writers_lose_no_announced_commit_and_never_half_commit(
        Target::Sled(dir.path(), Durability::Process),
        1,
    );
}

/// The default durability keeps the same promise (and adds `fdatasync`, for power cuts,
/// which no test here can simulate).
#[test]
fn killed_writers_lose_nothing_with_machine_durability() {
    let dir = tempfile::tempdir().expect("temporary directory");
    killed_writers_lose_no_announced_commit_and_never_half_commit(
        Target::Sled(dir.path(), Durability::Machine),
        1,
    );
}

/// Group commit: a batch is applied whole or not at all, and once announced it survives.
#[test]
fn killed_batch_writers_lose_nothing_with_sled() {
    let dir = tempfile::tempdir().expect("temporary directory");
    killed_writers_lose_no_announced_commit_and_never_half_commit(
        Target::Sled(dir.path(), Durability::Machine),
        5,
    );
}

/// The same with PostgreSQL, whose server is also crashed in half the rounds.
#[test]
fn killed_writers_and_crashed_servers_lose_nothing_with_postgres() {
    let server = TestServer::start().unwrap_or_else(|e| {
        panic!("this test needs a PostgreSQL server and none could be started: {e}")
    });
    let url = server.database();
    killed_writers_lose_no_announced_commit_and_never_half_commit(
        Target::Postgres(&server, &url),
        1,
    );
    server.stop();
}

/// Group commit with PostgreSQL, with its server crashed in half the rounds.
#[test]
fn killed_batch_writers_and_crashed_servers_lose_nothing_with_postgres() {
    let server = TestServer::start().unwrap_or_else(|e| {
        panic!("this test needs a PostgreSQL server and none could be started: {e}")
    });
    let url = server.database();
    killed_writers_lose_no_announced_commit_and_never_half_commit(
        Target::Postgres(&server, &url),
        5,
    );
    server.stop();
}

fn killed_writers_lose_no_announced_commit_and_never_half_commit(target: Target<'_>, batch: u64) {
    let seed = std::env::var(SEED)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_c4a5);
    let mut rng = Rng(seed);
    let mut announced = BTreeSet::new();
    let mut next = 1;
    for round in 0..ROUNDS {
        let context = format!("{target:?}, batch {batch}, seed {seed}, round {round}");
        let (mut child, rx, reader) = spawn_writer(target, batch);
        let target_count = 1 + rng.below(MAX_ANNOUNCED_PER_ROUND);
        let mut this_round = Vec::new();
        while (this_round.len() as u64) < target_count {
            match rx.recv_timeout(PATIENCE) {
                Ok(seq) => this_round.push(seq),
                Err(e) => {
                    let _ = child.kill();
                    panic!("{context}: the writer stopped announcing ({e})");
                }
            }
        }
        // While the writer lives, a sled database is refused to anyone else.
        if let Target::Sled(dir, _) = target {
            match SledStore::open(dir) {
                Err(StoreError::InUse { .. }) => {}
                other => panic!("{context}: opened a database in use: {other:?}"),
            }
        }
        // Kill at a random moment: right away, or after up to 3 ms more of writing.
        std::thread::sleep(Duration::from_micros(rng.below(3_000)));
        let crash_server = matches!(target, Target::Postgres(..)) && round % 2 == 1;
        if let (Target::Postgres(server, _), true) = (target, crash_server) {
            server
                .crash_and_restart()
                .unwrap_or_else(|e| panic!("{context}: crash and restart the server: {e}"));
        }
        child.kill().expect("kill the writer");
        let status = child.wait().expect("reap the writer");
        assert!(
            !status.success(),
            "{context}: the writer finished instead of being killed"
        );
        reader.join().expect("the reader thread");
        this_round.extend(rx.try_iter());

        // The writer continued from where the last one stopped, one sequence at a time.
        let expected: Vec<u64> = (next..next + this_round.len() as u64).collect();
        assert_eq!(this_round, expected, "{context}: announced sequences");
        announced.extend(this_round);

        let store = target.open();
        let last = check_database(store.as_ref(), &announced, batch, &context);
        next = last + 1;
    }

    // Redelivering the last input changes nothing; the next one applies.
    let store = target.open();
    let last = next - 1;
    let replay = Commit::new(
        idempotency_key(last),
        vec![Write::delete(Space::Tables, key::table(TABLE))],
    );
    assert_eq!(
        store.commit(replay).expect("commit"),
        Committed::AlreadyApplied
    );
    assert!(
        store
            .get(Space::Tables, &key::table(TABLE))
            .expect("get")
            .is_some()
    );
    drop(store);
    let store = target.open();
    assert_eq!(
        check_database(store.as_ref(), &announced, batch, "after the rounds"),
        last
    );
}
