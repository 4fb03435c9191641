//! Issue 39 (L6): backups asked of the running bot cannot hurt it. A snapshot path inside the
//! data directory is refused and the store left alone; the store is copied and the file
//! written on a thread of its own while the bot answers its inputs.

mod common;

use common::T0;
use std::fs;
use std::path::Path;
use std::time::Instant;

use host::ops::backup::{ANSWER_FILE, REQUEST_FILE};
use host::ops::{Housekeeping, OpsSettings};
use host::{From, Front};
use storage::{Commit, SledStore, Space, Store, Write};

fn player(n: u32) -> From {
    common::person("tg:-7", format!("tg:{n}"), format!("P{n}"))
}

/// A bot over `DATA_DIR/store`, as the Telegram bot keeps it.
fn open_bot(data: &Path) -> Front<SledStore> {
    Front::open(SledStore::open(data.join("store")).unwrap(), 7).unwrap()
}

fn ask(data: &Path, out: &Path) {
    fs::write(data.join(REQUEST_FILE), out.display().to_string()).unwrap();
}

fn answer(data: &Path) -> String {
    fs::read_to_string(data.join(ANSWER_FILE)).expect("an answer")
}

#[cfg(unix)]
#[test]
fn a_snapshot_inside_the_data_directory_is_refused_and_the_store_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("telegram");
    let mut bot = open_bot(&data);
    bot.command("k1", T0, &player(1), "/blot", None).unwrap();
    let db = data.join("store").join("db");
    // sled rewrites its file as it flushes: the file itself must stay (a snapshot renamed over
    // it would be another file).
    let file_id = |db: &Path| {
        use std::os::unix::fs::MetadataExt;
        fs::metadata(db).unwrap().ino()
    };
    let before = file_id(&db);
    let mut housekeeping = Housekeeping::new(data.clone(), OpsSettings::default());
    for out in [
        db.clone(),
        data.join("store/../backup.request"),
        data.join("x.snap"),
    ] {
        ask(&data, &out);
        housekeeping.poll(&mut bot, T0 + 1);
        housekeeping.finish_backup();
        let answer = answer(&data);
        assert!(
            answer.starts_with("error ") && answer.contains("inside the bot's data directory"),
            "{answer}"
        );
    }
    assert_eq!(
        file_id(&db),
        before,
        "the live store's file is still its own"
    );
    assert!(!data.join("store/db.partial").exists());
    // The bot goes on over its store.
    assert!(
        !bot.command("k2", T0 + 2, &player(2), "/blot", None)
            .unwrap()
            .is_empty()
    );
    assert_eq!(bot.durable().service().tables.len(), 2);
    // Under DATA_DIR/backups it may write (the one place the systemd unit leaves it).
    fs::create_dir(data.join("backups")).unwrap();
    ask(&data, &data.join("backups/today.snap"));
    housekeeping.poll(&mut bot, T0 + 3);
    housekeeping.finish_backup();
    assert!(answer(&data).starts_with("ok "), "{}", answer(&data));
}

#[test]
fn the_bot_answers_inputs_while_its_snapshot_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("telegram");
    let mut bot = open_bot(&data);
    bot.command("k1", T0, &player(1), "/blot", None).unwrap();
    // A store of some size, for the figures: 4,000 records of 2 KB.
    for n in 0..40u32 {
        let writes = (0..100u32)
            .map(|i| Write::put(Space::Meta, format!("ballast/{n}/{i}"), vec![7u8; 2048]))
            .collect();
        bot.durable()
            .store()
            .commit(Commit::unkeyed(writes))
            .unwrap();
    }
    let out = dir.path().join("backup.snap");
    let mut housekeeping = Housekeeping::new(data.clone(), OpsSettings::default());
    housekeeping.poll(&mut bot, T0); // its first pass, done before the store is held
    // Another copy of the store is being read (its gate is held): the bot's poll must not
    // wait for the new one, which is taken on the backup's own thread.
    let source = bot.durable().store().snapshot_source();
    let other_copy = source.hold();
    ask(&data, &out);
    let started = Instant::now();
    housekeeping.poll(&mut bot, T0 + 1);
    let polled = started.elapsed();
    drop(other_copy);
    // Handled and committed at once, the snapshot being taken or not.
    let shown = bot
        .command("k2", T0 + 2, &player(2), "/blot", None)
        .unwrap();
    assert!(!shown.is_empty(), "answered");
    let answered = started.elapsed();
    housekeeping.finish_backup();
    let written = started.elapsed();
    println!(
        "bot free again after {polled:?}; an input answered by {answered:?}; \
         snapshot copied and written by {written:?}"
    );
    let answer = answer(&data);
    assert!(answer.starts_with("ok "), "{answer}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the snapshot is its owner's alone");
    }
    // The snapshot is the store as it was copied, whole commits only: the first table, and
    // the second if its commit came first.
    let restored = dir.path().join("restored");
    storage::snapshot::restore(&out, &restored).unwrap();
    let copy = SledStore::open(&restored).unwrap();
    let service = host::codec::load(&copy, 0).unwrap();
    assert!(
        (1..=2).contains(&service.tables.len()),
        "{}",
        service.tables.len()
    );
    assert_eq!(bot.durable().service().tables.len(), 2);
}
