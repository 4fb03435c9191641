//! A season exported: as CSV (RFC 4180), its results, then its standings, for a spreadsheet;
//! and, in a Blot league, the tables its games were played at, whose records the host writes.
//! Names are untrusted: a field with a comma, a quote or a line break is quoted, and one that
//! a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) is made text with a `'`.

use super::{Fixture, League, LeagueError, StandingRow, WinKind};
use serde::Serialize;

use crate::ids::TableId;

/// A league's season as files: its results and standings as CSV, and which tables its
/// played Blot games were played at (the host, which keeps their moves, writes their records).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Export {
    /// The league's name.
    pub name: String,
    /// The season's number, from 1.
    pub season: u32,
    /// Its results and standings ([`crate::league::export::csv`]).
    pub csv: String,
    /// Its played Blot fixtures in the order they were drawn (none for other games).
    pub games: Vec<ExportedGame>,
}

/// A played fixture of a Blot league, and the table it was played at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExportedGame {
    /// The fixture's number as the results show it (from 1).
    pub fixture: u32,
    pub round: u32,
    pub home: String,
    pub away: String,
    pub table: TableId,
}

/// The league's current season as files: the CSV, and its played Blot fixtures with their
/// tables (none in a Toto21 or Durak league).
pub fn export(league: &League) -> Export {
    season_files(
        league,
        league.season_number(),
        &league.fixtures,
        &league.final_rows(),
    )
}

/// A season as files: the current one (`None`, or its number), or an earlier one from the
/// league's history (its results as they ended, its archived standings).
pub fn export_season(league: &League, season: Option<u32>) -> Result<Export, LeagueError> {
    let current = league.season_number();
    match season {
        None => Ok(export(league)),
        Some(n) if n == current => Ok(export(league)),
        Some(n) => league
            .history
            .iter()
            .find(|a| a.season == n)
            .map(|a| season_files(league, n, &a.fixtures, &a.rows))
            .ok_or(LeagueError::NoSuchSeason),
    }
}

/// One season's files: its CSV, and its played Blot fixtures with their tables.
fn season_files(
    league: &League,
    season: u32,
    fixtures: &[Fixture],
    rows: &[StandingRow],
) -> Export {
    let blot = league.conditions.game.blot_variant().is_some();
    let games = fixtures
        .iter()
        .filter(|f| blot && f.result.is_some())
        .filter_map(|f| {
            Some(ExportedGame {
                fixture: f.id + 1,
                round: f.round,
                home: league.entrant_name(f.home).to_string(),
                away: league.entrant_name(f.away).to_string(),
                table: f.table?,
            })
        })
        .collect();
    Export {
        name: league.name.clone(),
        season,
        csv: season_csv(league, season, fixtures, rows),
        games,
    }
}

/// One CSV field.
fn field(value: &str) -> String {
    let value = match value.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{value}"),
        _ => value.to_string(),
    };
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

fn line(fields: &[String]) -> String {
    let mut out = fields
        .iter()
        .map(|f| field(f))
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    out
}

/// The league's current season: a header and one line per played fixture, an empty line, then
/// a header and one line per entrant in the league's order ([`League::ranking`]), those who
/// withdrew last and marked `yes` in the last column. Difference is signed (`-12`), written
/// as a number.
pub fn csv(league: &League) -> String {
    season_csv(
        league,
        league.season_number(),
        &league.fixtures,
        &league.final_rows(),
    )
}

/// A season's CSV from its fixtures and standings (see [`csv`]).
fn season_csv(league: &League, season: u32, fixtures: &[Fixture], rows: &[StandingRow]) -> String {
    let mut out = line(
        &[
            "season",
            "round",
            "fixture",
            "home",
            "away",
            "winner",
            "result",
            "tars_kaput",
            "home_points",
            "away_points",
        ]
        .map(String::from),
    );
    for f in fixtures {
        let Some(r) = &f.result else { continue };
        let result = match (r.awarded, r.win) {
            (true, _) => "awarded",
            (false, WinKind::TwoNil) => "2-0",
            (false, WinKind::OneNil) => "1-0",
            (false, WinKind::Win) => "win",
        };
        out.push_str(&line(&[
            season.to_string(),
            f.round.to_string(),
            (f.id + 1).to_string(),
            league.entrant_name(f.home).to_string(),
            league.entrant_name(f.away).to_string(),
            league.entrant_name(r.winner).to_string(),
            result.to_string(),
            (if r.tars_kaput { "yes" } else { "no" }).to_string(),
            r.points[0].to_string(),
            r.points[1].to_string(),
        ]));
    }
    out.push_str("\r\n");
    out.push_str(&line(
        &[
            "place",
            "entrant",
            "played",
            "won",
            "lost",
            "rubicons_for",
            "rubicons_against",
            "points",
            "difference",
            "withdrawn",
        ]
        .map(String::from),
    ));
    for (place, row) in rows.iter().enumerate() {
        let fields = line(&[
            (place + 1).to_string(),
            row.name.clone(),
            row.played.to_string(),
            row.won.to_string(),
            row.lost.to_string(),
            row.rubicons_for.to_string(),
            row.rubicons_against.to_string(),
            row.points.to_string(),
        ]);
        // A negative difference is a number, not a formula: written without the guard.
        let withdrawn = if row.withdrawn { "yes" } else { "no" };
        out.push_str(fields.trim_end_matches("\r\n"));
        out.push_str(&format!(",{},{withdrawn}\r\n", row.difference));
    }
    out
}
