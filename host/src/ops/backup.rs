//! Backups while the bot runs. sled lets one process open a data directory, so the running
//! bot takes the snapshot itself when asked: `cards admin backup` drops a request file in the
//! bot's data directory ([`request`]), the bot's housekeeping finds it within a second
//! ([`answer`]), writes the snapshot between two inputs (a consistent copy: commits wait while
//! it is read) and leaves its answer in a second file, which the command reads and removes.
//! When no bot holds the directory, the command opens the store and takes it itself.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use storage::SledStore;
use storage::snapshot::Summary;

/// The file a backup request is dropped in, in the bot's data directory.
pub const REQUEST_FILE: &str = "backup.request";
/// The file the bot answers in.
pub const ANSWER_FILE: &str = "backup.answer";

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

/// Answers a pending backup request, if any: snapshot to the path it names, answer `ok BYTES`
/// or `error WHY`. Returns the path written, if one was.
pub fn answer(data_dir: &Path, store: &SledStore) -> Option<PathBuf> {
    let request = data_dir.join(REQUEST_FILE);
    let out = PathBuf::from(fs::read_to_string(&request).ok()?.trim());
    let _ = fs::remove_file(&request);
    let started = Instant::now();
    let answer = match store.snapshot(&out) {
        Ok(summary) => {
            tracing::info!(
                out = %out.display(),
                bytes = summary.bytes,
                millis = started.elapsed().as_millis() as u64,
                "backup written"
            );
            format!("ok {}\n{}", summary.bytes, out.display())
        }
        Err(error) => {
            tracing::error!(out = %out.display(), %error, "backup failed");
            format!("error {error}\n{}", out.display())
        }
    };
    write_atomically(&data_dir.join(ANSWER_FILE), answer.as_bytes());
    Some(out)
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
    let out = std::path::absolute(out).map_err(|e| format!("{}: {e}", out.display()))?;
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
