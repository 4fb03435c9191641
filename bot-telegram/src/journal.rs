//! A small file beside the store (`DATA_DIR/shell.json`) with what a restart must know that
//! the table service does not: the edit that was in flight when the bot stopped (it may or may
//! not have reached Telegram), and when each group last received messages (the limit of 20 a
//! minute spans restarts). It is rewritten (to a temporary file, then renamed) around each
//! such call; a kill leaves it in the page cache, so only a machine crash can lose it, and
//! then the worst is one edit that changes nothing or one wait too short.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::log;
use crate::outbox::{Slot, TgChat, WINDOW};

/// An edit that was under way: the message showed `old` and was being changed to `new`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InFlight {
    pub slot: Slot,
    pub old: u64,
    pub new: u64,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    inflight: Option<InFlight>,
    /// Unix milliseconds of each group's sends within the last minute.
    pace: BTreeMap<TgChat, Vec<u64>>,
}

/// The journal file.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    state: State,
}

impl Journal {
    /// Reads the journal in `dir` (an unreadable one counts as empty).
    pub fn open(dir: &Path) -> Journal {
        let path = dir.join("shell.json");
        let state = std::fs::read(&path)
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default();
        Journal { path, state }
    }

    /// The edit that was in flight when the bot last stopped.
    pub fn interrupted(&self) -> Option<InFlight> {
        self.state.inflight
    }

    /// Each group's sends within the last minute before `now` (Unix milliseconds).
    pub fn recent_sends(&self, now: u64) -> Vec<(TgChat, u64)> {
        let window = WINDOW.as_millis() as u64;
        self.state
            .pace
            .iter()
            .flat_map(|(&chat, times)| times.iter().map(move |&t| (chat, t)))
            .filter(|&(_, t)| t <= now && now - t < window)
            .collect()
    }

    /// An edit is about to be sent.
    pub fn begin(&mut self, inflight: InFlight) {
        self.state.inflight = Some(inflight);
        self.save();
    }

    /// The call is settled; `group_send` is the group and time it wrote to, if any.
    pub fn end(&mut self, group_send: Option<(TgChat, u64)>) {
        let had = self.state.inflight.take().is_some();
        if let Some((chat, at)) = group_send {
            let window = WINDOW.as_millis() as u64;
            let times = self.state.pace.entry(chat).or_default();
            times.push(at);
            times.retain(|&t| at.saturating_sub(t) < window);
            self.state.pace.retain(|_, times| !times.is_empty());
        } else if !had {
            return;
        }
        self.save();
    }

    fn save(&self) {
        let tmp = self.path.with_extension("json.tmp");
        let bytes = serde_json::to_vec(&self.state).unwrap_or_default();
        let written = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, &self.path));
        if let Err(err) = written {
            log(&format!("cannot write {}: {err}", self.path.display()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_journal_survives_a_reopen() {
        let dir = std::env::temp_dir().join(format!("journal-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let slot = Slot::Hand { user: 5, table: 1 };
        let mut j = Journal::open(&dir);
        j.begin(InFlight {
            slot,
            old: 1,
            new: 2,
        });
        j.end(Some((-7, 1_000)));
        j.begin(InFlight {
            slot,
            old: 2,
            new: 3,
        });
        let again = Journal::open(&dir);
        assert_eq!(again.interrupted().map(|i| i.new), Some(3));
        assert_eq!(again.recent_sends(30_000), vec![(-7, 1_000)]);
        assert!(again.recent_sends(70_000).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
