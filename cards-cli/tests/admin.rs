//! `cards admin` on a data directory a bot is using: a backup taken mid-game by the "bot"
//! (this test holds the store as a running bot does and runs its housekeeping), restored
//! into an empty directory, where the game is played to its end; and `inspect`.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use game::table::{Status, TableId};
use host::Front;
use host::ops::{Housekeeping, OpsSettings};
use storage::{SledStore, Space, Store};
use tests::driver::{Driver, member};

use common::cards;

const T0: u64 = 1_700_000_000_000;
const GROUP: &str = "tg:-100";

fn open_bot(data: &Path) -> Driver<SledStore> {
    let store = SledStore::open(data.join("store")).expect("open the store");
    Driver::new(Front::open(store, 7).expect("open the front"), T0, 0)
}

/// Runs `cards admin ARGS` while the "bot" answers its housekeeping, as the real one does
/// each second; returns the command's output.
fn while_the_bot_runs(
    bot: &mut Driver<SledStore>,
    data: &Path,
    args: &[&str],
) -> std::process::Output {
    let mut housekeeping = Housekeeping::new(data.to_path_buf(), OpsSettings::default());
    let mut child = Command::new(env!("CARGO_BIN_EXE_cards"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cards starts");
    let end = Instant::now() + Duration::from_secs(60);
    while child.try_wait().expect("wait").is_none() {
        assert!(Instant::now() < end, "cards admin did not finish");
        housekeeping.poll(&mut bot.front, bot.now);
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

/// Plays until the table's turn counter has moved `moves` times.
fn play_moves(bot: &mut Driver<SledStore>, table: TableId, player: u64, moves: u64) -> u64 {
    let from = member(GROUP, player);
    let turn = |bot: &Driver<SledStore>| bot.front.durable().service().tables[&table].turn;
    let start = turn(bot);
    while turn(bot) < start + moves {
        assert!(
            bot.step(table, &from).expect("a step"),
            "the game ended early"
        );
    }
    turn(bot)
}

#[test]
fn a_snapshot_taken_mid_game_by_the_running_bot_restores_and_its_game_finishes() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let data = dir.path().join("telegram");
    let mut bot = open_bot(&data);
    let table = bot
        .open_and_start(&member(GROUP, 1), "/durak")
        .expect("open")
        .expect("a table");
    let turn_at_backup = play_moves(&mut bot, table, 1, 6);

    let out = dir.path().join("mid-game.snapshot");
    let backup = while_the_bot_runs(
        &mut bot,
        &data,
        &[
            "admin",
            "backup",
            "--data",
            data.to_str().unwrap(),
            out.to_str().unwrap(),
        ],
    );
    let said = String::from_utf8_lossy(&backup.stdout);
    assert!(
        backup.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(said.contains("taken by the running bot"), "{said}");

    // The bot plays on after the backup; the snapshot keeps the moment it was taken.
    play_moves(&mut bot, table, 1, 2);
    let inspect = while_the_bot_runs(
        &mut bot,
        &data,
        &["admin", "inspect", "--data", data.to_str().unwrap()],
    );
    let report = String::from_utf8_lossy(&inspect.stdout);
    assert!(
        inspect.status.success(),
        "{}",
        String::from_utf8_lossy(&inspect.stderr)
    );
    assert!(
        report.contains(&format!("#{table} durak in {GROUP}: playing")),
        "{report}"
    );
    assert!(
        report.contains("Player 1 (tg:1)") && !report.contains("MISMATCH"),
        "{report}"
    );
    drop(bot);

    let restored = dir.path().join("restored");
    let restore = cards(
        &[
            "admin",
            "restore",
            out.to_str().unwrap(),
            "--data",
            restored.to_str().unwrap(),
            "--bot",
            "telegram",
        ],
        b"",
    );
    assert!(
        restore.status.success(),
        "{}",
        String::from_utf8_lossy(&restore.stderr)
    );
    let again = cards(
        &[
            "admin",
            "restore",
            out.to_str().unwrap(),
            "--data",
            restored.to_str().unwrap(),
            "--bot",
            "telegram",
        ],
        b"",
    );
    assert!(!again.status.success(), "a used directory is refused");

    let mut copy = open_bot(&restored);
    copy.next_keys_from(1_000_000);
    let service = copy.front.durable().service();
    assert_eq!(
        service.tables[&table].turn, turn_at_backup,
        "the moment of the backup"
    );
    assert_eq!(service.chips_in_play(), service.meta.granted);
    let status = copy
        .finish(table, &member(GROUP, 1), 100_000)
        .expect("play on");
    let t = &copy.front.durable().service().tables[&table];
    assert!(
        matches!(status, Some(Status::Finished { .. })),
        "{status:?} at move {} ({:?} to act, {:?})",
        t.turn,
        t.engine.as_ref().map(|e| e.to_act()),
        t.engine.as_ref().map(|e| e.legal_codes(0))
    );
    let store = copy.front.durable().store();
    assert_eq!(
        store
            .scan(Space::Log, &storage::key::table(table))
            .expect("scan")
            .len(),
        0,
        "the finished game's log left the live key space"
    );
    let history = host::codec::history(store).expect("history");
    assert_eq!(history.iter().filter(|h| h.table == table).count(), 1);
    let service = copy.front.durable().service();
    assert_eq!(service.chips_in_play(), service.meta.granted);
}

#[test]
fn a_stopped_bots_directory_is_backed_up_directly_and_inspected_without_being_opened() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let data = dir.path().join("discord");
    {
        // The Discord bot keeps its store in DATA_DIR itself.
        let store = SledStore::open(&data).expect("open");
        let mut bot = Driver::new(Front::open(store, 3).expect("front"), T0, 0);
        bot.open_and_start(&member(GROUP, 5), "/toto21")
            .expect("open");
    }
    let out = dir.path().join("s");
    let backup = cards(
        &[
            "admin",
            "backup",
            "--data",
            data.to_str().unwrap(),
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(String::from_utf8_lossy(&backup.stdout).contains("taken directly"));
    let before = std::fs::read(data.join("db")).expect("the sled log");
    let inspect = cards(&["admin", "inspect", "--data", data.to_str().unwrap()], b"");
    let report = String::from_utf8_lossy(&inspect.stdout);
    assert!(
        inspect.status.success(),
        "{}",
        String::from_utf8_lossy(&inspect.stderr)
    );
    assert!(
        report.contains("tables: 1 live") && report.contains("toto21"),
        "{report}"
    );
    let after = std::fs::read(data.join("db")).expect("the sled log");
    assert!(after == before, "inspect wrote nothing");
    let missing = cards(
        &[
            "admin",
            "inspect",
            "--data",
            dir.path().join("none").to_str().unwrap(),
        ],
        b"",
    );
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no store"));
}

#[test]
fn the_version_is_printed() {
    let out = cards(&["--version"], b"");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("cards {}", env!("CARGO_PKG_VERSION"))
    );
}
