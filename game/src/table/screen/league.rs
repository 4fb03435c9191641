//! A league's screens: its standings message (kept in place like a table's) and the buttons
//! its notices carry. Their words are [`super::super::words`]'.

use crate::i18n::{Lang, LeagueMsg, league_text};
use crate::league::Phase;

use super::super::notice::{Notice, Standings};
use super::super::press::Press;
use super::{Button, Screen};

/// The league's words, at the paths they had when they were defined here.
pub use super::super::words::{date, notice_words, standings_text};

/// The league's standings message: the table and, while the season runs, the buttons to
/// play one's fixture and to see the round's fixtures.
pub fn standings_screen(lang: Lang, board: &Standings) -> Screen {
    let rows = if board.phase == Phase::Running {
        vec![vec![
            Button::press(
                league_text(lang, &LeagueMsg::BtnPlay),
                &Press::LeaguePlay {
                    league: board.league,
                },
            ),
            Button::press(
                league_text(lang, &LeagueMsg::BtnStandings),
                &Press::LeagueFixtures {
                    league: board.league,
                },
            ),
        ]]
    } else {
        Vec::new()
    };
    Screen {
        text: standings_text(lang, board),
        rows,
    }
}

/// The buttons a league notice carries.
pub fn notice_rows(lang: Lang, notice: &Notice) -> Vec<Vec<Button>> {
    match notice {
        Notice::TeamInvited { league, invite, .. } => vec![vec![Button::press(
            league_text(lang, &LeagueMsg::BtnAccept),
            &Press::LeagueAccept {
                league: *league,
                invite: *invite,
            },
        )]],
        // Nothing to play in a list of no fixtures (the league still registering).
        Notice::LeagueFixtures { lines, .. } if lines.is_empty() => Vec::new(),
        Notice::LeagueStarted { league, .. } | Notice::LeagueFixtures { league, .. } => {
            vec![vec![Button::press(
                league_text(lang, &LeagueMsg::BtnPlay),
                &Press::LeaguePlay { league: *league },
            )]]
        }
        _ => Vec::new(),
    }
}
