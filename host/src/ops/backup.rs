//! Backups while the bot runs. sled lets one process open a data directory, so the running
//! bot takes the snapshot itself when asked: `cards admin backup` drops a request file in the
//! bot's data directory ([`request`]), the bot's housekeeping finds it within a second
//! ([`answer`]) and, on a thread of its own while the bot goes on, copies the store (in
//! memory: commits wait only while it is read) and writes the file and its answer;
//! the command reads the answer and removes it. When no bot holds the directory, the command
//! opens the store and takes it itself.
//!
//! A snapshot is never written inside the data directory (where it could overwrite the live
//! store or the request files), except under its `backups/` directory ([`BACKUPS_DIR`]: the
//! shipped systemd unit lets the bot write nowhere else, and `cards admin inspect` keeps its
//! scratch there, since `PrivateTmp` hides the admin's `/tmp` from the bot).

use std::fs;
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use storage::SledStore;
use storage::snapshot::Summary;

/// The file a backup request is dropped in, in the bot's data directory.
pub const REQUEST_FILE: &str = "backup.request";
/// The file the bot answers in.
pub const ANSWER_FILE: &str = "backup.answer";
/// The one directory inside the data directory where snapshots may be written.
pub const BACKUPS_DIR: &str = "backups";

/// Where a snapshot may be written: `out` made absolute, its directory's links resolved, or why
/// not: a path inside `data_dir` other than under [`BACKUPS_DIR`], or one whose directory does
/// not exist.
pub fn allowed_out(data_dir: &Path, out: &Path) -> Result<PathBuf, String> {
    let absolute = std::path::absolute(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let (Some(parent), Some(name)) = (absolute.parent(), absolute.file_name()) else {
        return Err(format!("{} names no file", out.display()));
    };
    let parent = fs::canonicalize(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    let data = fs::canonicalize(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    if parent.starts_with(&data) && !parent.starts_with(data.join(BACKUPS_DIR)) {
        return Err(format!(
            "{} is inside the bot's data directory {}, where a snapshot could overwrite the \
             store: write it elsewhere, or under {}",
            out.display(),
            data.display(),
            data.join(BACKUPS_DIR).display()
        ));
    }
    Ok(parent.join(name))
}

/// The store's directory for a bot's data directory: `DATA_DIR/store` (the Telegram bot),
/// else `DATA_DIR` itself (the Discord bot).
pub fn store_dir(data_dir: &Path) -> PathBuf {
    let nested = data_dir.join("store");
    if nested.is_dir() {
        nested
    } else {
        data_dir.to_path_buf()
    }
}

/// A store a running bot can snapshot for `cards admin backup`: sled's (PostgreSQL is backed
/// up by its own tools, `pg_dump`).
pub trait Snapshots {
    /// The sled store, if this is one.
    fn sled(&self) -> Option<&SledStore>;
}

impl Snapshots for SledStore {
    fn sled(&self) -> Option<&SledStore> {
        Some(self)
    }
}

impl Snapshots for storage::AnyStore {
    fn sled(&self) -> Option<&SledStore> {
        storage::AnyStore::sled(self)
    }
}

/// A snapshot being written by its thread; [`Writing::finish`] waits for it.
#[derive(Debug)]
pub struct Writing {
    /// The path it is written to.
    pub out: PathBuf,
    thread: JoinHandle<()>,
}

impl Writing {
    /// True once the file and its answer are written.
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// Waits until the file and its answer are written.
    pub fn finish(self) {
        if self.thread.join().is_err() {
            tracing::error!(out = %self.out.display(), "the backup's thread panicked");
        }
    }
}

/// Answers a pending backup request, if any: on a thread of its own, copies the store
/// (commits wait only while it is read into memory, the bot's task never waits for it), then
/// writes the snapshot to the path it names and answers `ok BYTES` or `error WHY`. A refused
/// path is answered at once. Returns the snapshot being written, if one is.
pub fn answer(data_dir: &Path, store: &SledStore) -> Option<Writing> {
    let request = data_dir.join(REQUEST_FILE);
    let asked = PathBuf::from(fs::read_to_string(&request).ok()?.trim());
    let _ = fs::remove_file(&request);
    let answer_file = data_dir.join(ANSWER_FILE);
    let out = match allowed_out(data_dir, &asked) {
        Ok(out) => out,
        Err(why) => {
            tracing::error!(out = %asked.display(), why, "backup refused");
            let answer = format!("error {why}\n{}", asked.display());
            write_atomically(&answer_file, answer.as_bytes());
            return None;
        }
    };
    let source = store.snapshot_source();
    let writing = out.clone();
    let thread = std::thread::Builder::new()
        .name("backup".into())
        .spawn(move || {
            let started = Instant::now();
            let copied = source.copy();
            let copy_millis = started.elapsed().as_millis() as u64;
            let answer = match copied.and_then(|copied| copied.write(&writing)) {
                Ok(summary) => {
                    tracing::info!(
                        out = %writing.display(),
                        bytes = summary.bytes,
                        copy_millis,
                        millis = started.elapsed().as_millis() as u64,
                        "backup written"
                    );
                    format!("ok {}\n{}", summary.bytes, asked.display())
                }
                Err(error) => {
                    tracing::error!(out = %writing.display(), %error, "backup failed");
                    format!("error {error}\n{}", asked.display())
                }
            };
            write_atomically(&answer_file, answer.as_bytes());
        });
    match thread {
        Ok(thread) => Some(Writing { out, thread }),
        Err(error) => {
            tracing::error!(%error, "no thread for the backup");
            None
        }
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) {
    let tmp = path.with_extension("tmp");
    if let Err(error) = fs::write(&tmp, bytes).and_then(|()| fs::rename(&tmp, path)) {
        tracing::error!(path = %path.display(), %error, "cannot write");
    }
}

/// Asks the bot running on `data_dir` for a snapshot at `out` (an absolute path) and waits
/// up to `patience` for its answer: the snapshot's size in bytes, or why not. Two commands at
/// once: the later request replaces the earlier, whose command then waits in vain and says so.
pub fn request(data_dir: &Path, out: &Path, patience: Duration) -> Result<u64, String> {
    let answer_path = data_dir.join(ANSWER_FILE);
    let request = data_dir.join(REQUEST_FILE);
    let tmp = request.with_extension("tmp");
    fs::write(&tmp, out.display().to_string())
        .and_then(|()| fs::rename(&tmp, &request))
        .map_err(|e| format!("cannot ask the bot in {}: {e}", data_dir.display()))?;
    let deadline = Instant::now() + patience;
    loop {
        // The answer names the snapshot it is about: another command's answer is left alone.
        if let Ok(text) = fs::read_to_string(&answer_path)
            && text.lines().nth(1) == Some(out.display().to_string().as_str())
        {
            let _ = fs::remove_file(&answer_path);
            let first = text.lines().next().unwrap_or_default();
            return match first.strip_prefix("ok ") {
                Some(bytes) => bytes.trim().parse().map_err(|_| text.clone()),
                None => Err(first.strip_prefix("error ").unwrap_or(first).to_string()),
            };
        }
        if Instant::now() > deadline {
            let _ = fs::remove_file(&request);
            return Err(format!(
                "the bot using {} did not answer within {} s (is it running this version?)",
                data_dir.display(),
                patience.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Asks the bot for a snapshot at `out` when one holds the store of `data_dir`: `true` once
/// written, `false` when no bot runs there (nothing written).
pub fn request_if_running(data_dir: &Path, out: &Path, patience: Duration) -> Result<bool, String> {
    let dir = store_dir(data_dir);
    match SledStore::in_use(&dir) {
        Ok(false) => Ok(false),
        Ok(true) => request(data_dir, out, patience).map(|_| true),
        Err(e) => Err(format!("{}: {e}", dir.display())),
    }
}

/// What a backup wrote.
#[derive(Debug)]
pub enum Taken {
    /// The command took it itself (no bot was running).
    Directly(Summary),
    /// The running bot took it; its size.
    ByTheBot(u64),
}

/// Takes a snapshot of the store in `data_dir` at `out`: directly when the store is free, else
/// through the running bot.
pub fn backup(data_dir: &Path, out: &Path, patience: Duration) -> Result<Taken, String> {
    let dir = store_dir(data_dir);
    if !dir.join("db").is_file() {
        return Err(format!("no store in {}", data_dir.display()));
    }
    let out = allowed_out(data_dir, out)?;
    match SledStore::open(&dir) {
        Ok(store) => store
            .snapshot(&out)
            .map(Taken::Directly)
            .map_err(|e| e.to_string()),
        Err(storage::StoreError::InUse { .. }) => {
            request(data_dir, &out, patience).map(Taken::ByTheBot)
        }
        Err(e) => Err(e.to_string()),
    }
}
