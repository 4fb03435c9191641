//! A small file beside the store (`DATA_DIR/shell.json`) with what a restart must know that
//! the table service does not:
//! - the number of this start (the *boot*): the first edit of a message after a start carries
//!   an invisible mark of it, so it is surely a change even if the edit the previous run had
//!   in flight reached Telegram unrecorded ("message is not modified" is never risked);
//! - when each group last received messages: the limit of 20 a minute spans restarts. It is
//!   written at most once a second and at shutdown, so a kill forgets at most a second of
//!   sends; a start counts one more send for every group written to in the last minute.
//!
//! The file is replaced atomically (a temporary file, then a rename).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::outbox::TgChat;

/// How far back group sends matter.
const WINDOW_MS: u64 = 60_000;
/// The least time (ms) between two writes of the file.
const SAVE_EVERY_MS: u64 = 1_000;

#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    #[serde(default)]
    boot: u64,
    /// Unix milliseconds of each group's sends within the last minute.
    #[serde(default)]
    pace: BTreeMap<TgChat, Vec<u64>>,
    /// When the file was written (Unix milliseconds).
    #[serde(default)]
    saved_at: u64,
}

/// The journal file.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    state: State,
    dirty: bool,
    /// When the file was last written (Unix milliseconds).
    last_save: Option<u64>,
}

impl Journal {
    /// Reads the journal in `dir` (an unreadable one counts as empty) and counts this start,
    /// at `now` (Unix milliseconds).
    pub fn open(dir: &Path, now: u64) -> Journal {
        let path = dir.join("shell.json");
        let mut state: State = std::fs::read(&path)
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default();
        state.boot += 1;
        let mut journal = Journal {
            path,
            state,
            dirty: true,
            last_save: None,
        };
        journal.save(now);
        journal
    }

    /// The number of this start (1 the first time).
    pub fn boot(&self) -> u64 {
        self.state.boot
    }

    /// Each group's sends within the last minute before `now` (Unix milliseconds), with one
    /// more at the last save for each group written to then (what a kill may have hidden).
    pub fn recent_sends(&self, now: u64) -> Vec<(TgChat, u64)> {
        let recent = |t: u64| t <= now && now - t < WINDOW_MS;
        let mut sends: Vec<(TgChat, u64)> = self
            .state
            .pace
            .iter()
            .flat_map(|(&chat, times)| times.iter().map(move |&t| (chat, t)))
            .filter(|&(_, t)| recent(t))
            .collect();
        let saved = self.state.saved_at;
        if recent(saved) {
            let groups: Vec<TgChat> = self.state.pace.keys().copied().collect();
            sends.extend(groups.into_iter().map(|chat| (chat, saved)));
        }
        sends
    }

    /// A group received a message at `at` (Unix milliseconds).
    pub fn sent(&mut self, group: TgChat, at: u64) {
        let times = self.state.pace.entry(group).or_default();
        times.push(at);
        times.retain(|&t| at.saturating_sub(t) < WINDOW_MS);
        self.dirty = true;
    }

    /// Writes the file if it changed and it was not written within the second before `now`
    /// (Unix milliseconds; `force`: at shutdown, whenever it changed).
    pub fn flush(&mut self, force: bool, now: u64) {
        let recent = |t: u64| now.saturating_sub(t) < SAVE_EVERY_MS;
        if !self.dirty || (!force && self.last_save.is_some_and(recent)) {
            return;
        }
        self.save(now);
    }

    fn save(&mut self, now: u64) {
        self.state
            .pace
            .retain(|_, times| times.iter().any(|&t| now.saturating_sub(t) < WINDOW_MS));
        self.state.saved_at = now;
        let tmp = self.path.with_extension("json.tmp");
        let bytes = serde_json::to_vec(&self.state).unwrap_or_default();
        let written = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, &self.path));
        if let Err(err) = written {
            tracing::warn!("cannot write {}: {err}", self.path.display());
        }
        self.dirty = false;
        self.last_save = Some(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use host::clock::now_millis;

    #[test]
    fn the_journal_counts_starts_and_remembers_a_minute_of_group_sends() {
        let dir = tempfile::tempdir().unwrap();
        let now = now_millis();
        let first = Journal::open(dir.path(), now);
        assert_eq!(first.boot(), 1);
        drop(first);
        let mut j = Journal::open(dir.path(), now_millis());
        assert_eq!(j.boot(), 2);
        let now = now_millis();
        j.sent(-7, now - 1_000);
        j.flush(true, now_millis());
        let again = Journal::open(dir.path(), now_millis());
        assert_eq!(again.boot(), 3);
        let sends = again.recent_sends(now_millis());
        assert!(sends.contains(&(-7, now - 1_000)));
        assert_eq!(sends.len(), 2, "one more for what a kill may have hidden");
        assert!(again.recent_sends(now + 70_000).is_empty());
    }
}
