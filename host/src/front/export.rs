//! A league's export as files: the season's CSV, and in a Blot league one Blot game record
//! (`.blot.json`, what `cards replay` reads) for each played fixture. The service names the
//! fixtures' tables; their moves are here: a live game's in its table's log, a finished one's
//! in its history record (read by table, [`crate::history_index`]).
//!
//! Anyone in the chat may ask for it, so it shows finished deals only: a game still being
//! played (a fixture the referee decided while its table plays on) gives the deals it
//! finished, never the hands of the deal in progress. And a chat has one export a minute
//! ([`Exports`]).

use std::collections::HashMap;

use game::i18n::{Lang, LeagueMsg, league_text};
use game::table::model::LoggedMove;
use game::table::record::finished_deals;
use game::table::{ChatId, Export, Millis, Service, Settings, Status, TableId, UserId};
use storage::Store;

use super::Delivery;
use crate::codec;

/// How often a chat may have a league exported (milliseconds of the inputs' clock).
pub const EXPORT_EVERY: Millis = 60_000;

/// When each chat last had a league exported, for the limit of one per [`EXPORT_EVERY`].
#[derive(Debug, Default)]
pub struct Exports {
    last: HashMap<ChatId, Millis>,
}

impl Exports {
    /// Admits an export asked in `chat` at `now`, or says how many seconds are left to wait.
    /// The same input handled again (a commit retried, at the same time) is admitted again.
    pub fn admit(&mut self, chat: &ChatId, now: Millis) -> Result<(), u64> {
        self.last
            .retain(|_, at| now < at.saturating_add(EXPORT_EVERY) || now < *at);
        match self.last.get(chat) {
            Some(&at) if at != now => {
                let left = at.saturating_add(EXPORT_EVERY).saturating_sub(now);
                Err(left.div_ceil(1000).max(1))
            }
            _ => {
                self.last.insert(chat.clone(), now);
                Ok(())
            }
        }
    }
}

/// Who asked for an export, where, and when.
pub struct Asked {
    pub user: UserId,
    pub chat: ChatId,
    pub now: Millis,
}

impl Exports {
    /// What an export shows its asker: its files, or, asked again too soon in the chat, a
    /// word saying how long to wait (in his language).
    pub fn answer<S: Store>(
        &mut self,
        service: &Service,
        store: &S,
        asked: Asked,
        export: &Export,
    ) -> Vec<Delivery> {
        let Asked { user, chat, now } = asked;
        let lang = service.lang_for(Some(&user), None);
        if let Err(seconds) = self.admit(&chat, now) {
            let text = league_text(lang, &LeagueMsg::ExportTooSoon { seconds });
            return vec![Delivery::Alert {
                user,
                text,
                owed: None,
            }];
        }
        files(service, store, export, lang)
            .into_iter()
            .map(|file| Delivery::File {
                user: user.clone(),
                chat: chat.clone(),
                name: file.name,
                caption: file.caption,
                bytes: file.bytes,
            })
            .collect()
    }
}

/// One file to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub caption: String,
    pub bytes: Vec<u8>,
}

/// The export's files: the CSV first, then each played Blot fixture's record in the fixtures'
/// order. A game whose moves cannot be found or replayed is left out (and logged).
pub fn files<S: Store>(service: &Service, store: &S, export: &Export, lang: Lang) -> Vec<File> {
    let stem = format!("{}-season-{}", slug(&export.name), export.season);
    let mut files = vec![File {
        name: format!("{stem}.csv"),
        caption: league_text(lang, &LeagueMsg::ExportTitle { name: &export.name }),
        bytes: export.csv.clone().into_bytes(),
    }];
    // Only the games no longer live are read from the history, by their tables.
    let tables: Vec<TableId> = export
        .games
        .iter()
        .map(|g| g.table)
        .filter(|table| live(service, *table).is_none())
        .collect();
    let archived = match tables.is_empty() {
        true => Vec::new(),
        false => codec::archived_games(store, &tables).unwrap_or_else(|error| {
            tracing::error!(%error, "the league's finished games cannot be read");
            Vec::new()
        }),
    };
    for game in &export.games {
        let live = live(service, game.table);
        let finished = || {
            archived
                .iter()
                .find(|a| a.table == game.table)
                .map(|a| (&a.settings, a.seed, a.moves.as_slice()))
        };
        let Some((settings, seed, moves)) = live.or_else(finished) else {
            tracing::warn!(table = game.table, "no moves kept for a league game");
            continue;
        };
        let Some(bytes) = record(settings, seed, moves, game.table) else {
            continue;
        };
        files.push(File {
            name: format!("{stem}-fixture-{}.blot.json", game.fixture),
            caption: league_text(
                lang,
                &LeagueMsg::ExportGame {
                    name: &export.name,
                    fixture: game.fixture,
                    round: game.round,
                    home: &game.home,
                    away: &game.away,
                },
            ),
            bytes,
        });
    }
    files
}

/// The settings, seed and moves of a game still being played at `table`.
fn live(
    service: &Service,
    table: TableId,
) -> Option<(&Settings, game::cards::Seed, &[LoggedMove])> {
    service
        .tables
        .get(&table)
        .filter(|t| t.status == Status::Playing)
        .map(|t| (&t.settings, t.seed, t.moves.as_slice()))
}

/// A game's Blot record of its finished deals as pretty JSON; `None` for a game that finished
/// no deal yet, or a log the engine refuses.
fn record(
    settings: &Settings,
    seed: game::cards::Seed,
    moves: &[LoggedMove],
    table: TableId,
) -> Option<Vec<u8>> {
    match finished_deals(settings, seed, moves) {
        Ok(Some(written))
            if written.record["deals"]
                .as_array()
                .is_some_and(|d| !d.is_empty()) =>
        {
            serde_json::to_vec_pretty(&written.record).ok()
        }
        Ok(_) => None,
        Err(error) => {
            tracing::error!(table, %error, "a league game's log does not replay");
            None
        }
    }
}

/// A name made safe for a file name on every platform: ASCII letters and digits kept
/// (lowercased), every other run of characters one `-`; `league` when nothing is left.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out: String = out.chars().take(40).collect();
    match out.trim_end_matches('-') {
        "" => "league".to_string(),
        kept => kept.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{EXPORT_EVERY, Exports, slug};
    use game::table::ChatId;

    #[test]
    fn a_chat_has_one_export_a_minute_and_other_chats_their_own() {
        let mut exports = Exports::default();
        let (a, b) = (ChatId("tg:-1".into()), ChatId("tg:-2".into()));
        assert_eq!(exports.admit(&a, 1_000), Ok(()));
        assert_eq!(exports.admit(&a, 1_000), Ok(()), "the same input retried");
        assert_eq!(exports.admit(&a, 31_000), Err(30));
        assert_eq!(exports.admit(&b, 31_000), Ok(()));
        assert_eq!(exports.admit(&a, 1_000 + EXPORT_EVERY - 1), Err(1));
        assert_eq!(exports.admit(&a, 1_000 + EXPORT_EVERY), Ok(()));
    }

    #[test]
    fn names_become_safe_file_names() {
        assert_eq!(slug("Yerevan league"), "yerevan-league");
        assert_eq!(slug("../../etc/passwd"), "etc-passwd");
        assert_eq!(slug("Երևան"), "league");
        assert_eq!(slug("A, \"b\" = c!"), "a-b-c");
        assert_eq!(slug(&"ab ".repeat(30)), "ab-".repeat(13) + "a");
    }
}
