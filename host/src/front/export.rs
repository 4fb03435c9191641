//! A league's export as files: the season's CSV, and in a Blot league one Blot game record
//! (`.blot.json`, what `cards replay` reads) for each played fixture. The service names the
//! fixtures' tables; their moves are here: a live game's in its table's log, a finished one's
//! in its history record.

use game::i18n::{Lang, LeagueMsg, league_text};
use game::table::model::LoggedMove;
use game::table::record::blot_game;
use game::table::{Export, Service, Settings, Status, TableId};
use storage::Store;

use crate::codec;

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
    let tables: Vec<TableId> = export.games.iter().map(|g| g.table).collect();
    let archived = match codec::archived_games(store, &tables) {
        Ok(found) => found,
        Err(error) => {
            tracing::error!(%error, "the league's finished games cannot be read");
            Vec::new()
        }
    };
    for game in &export.games {
        let live = service
            .tables
            .get(&game.table)
            .filter(|t| t.status == Status::Playing)
            .map(|t| (&t.settings, t.seed, t.moves.as_slice()));
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

/// A game's Blot record as pretty JSON; `None` for a game of no deal yet, or a log the
/// engine refuses.
fn record(
    settings: &Settings,
    seed: game::cards::Seed,
    moves: &[LoggedMove],
    table: TableId,
) -> Option<Vec<u8>> {
    match blot_game(settings, seed, moves) {
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
    use super::slug;

    #[test]
    fn names_become_safe_file_names() {
        assert_eq!(slug("Yerevan league"), "yerevan-league");
        assert_eq!(slug("../../etc/passwd"), "etc-passwd");
        assert_eq!(slug("Երևան"), "league");
        assert_eq!(slug("A, \"b\" = c!"), "a-b-c");
        assert_eq!(slug(&"ab ".repeat(30)), "ab-".repeat(13) + "a");
    }
}
