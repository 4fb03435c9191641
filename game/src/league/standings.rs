//! The league's table: a pure function of its results. Ordered by league points, then game
//! points difference, then the points won in the games between the entrants still level
//! (head-to-head), then registration order.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

use super::{EntrantId, League, WinKind};

/// One line of the standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub entrant: EntrantId,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    /// 2–0 wins ("Rubicons") won and suffered.
    pub rubicons_for: u32,
    pub rubicons_against: u32,
    /// Games won on a reverse kaput ("tars kaput").
    pub tars_kaput: u32,
    /// Rounds sat out (counted once drawn).
    pub byes: u32,
    pub points: u32,
    pub game_points_for: u64,
    pub game_points_against: u64,
    /// Withdrew from the league: ranked after everyone still playing.
    pub withdrawn: bool,
}

impl Row {
    /// Game points won minus game points lost.
    pub fn difference(&self) -> i64 {
        self.game_points_for as i64 - self.game_points_against as i64
    }
}

/// One line of the standings as players read it: the entrant's name and figures. The
/// standings shown ([`League::final_rows`]) and those of an archived season are these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub rubicons_for: u32,
    pub rubicons_against: u32,
    pub points: u32,
    pub difference: i64,
    /// Withdrew (or was removed) during the season: listed after those still in.
    #[serde(default)]
    pub withdrawn: bool,
}

/// League points a result gives its winner.
pub fn winner_points(league: &League, win: WinKind) -> u32 {
    match win {
        WinKind::TwoNil => league.points.two_nil,
        WinKind::OneNil => league.points.one_nil,
        WinKind::Win => league.points.win,
    }
}

/// The standings, first place first.
pub fn standings(league: &League) -> Vec<Row> {
    let n = league.entrants.len();
    let mut rows: Vec<Row> = (0..n as EntrantId)
        .map(|entrant| Row {
            entrant,
            withdrawn: league.withdrawn(entrant),
            ..Row::default()
        })
        .collect();
    for fixture in &league.fixtures {
        let Some(result) = &fixture.result else {
            continue;
        };
        let (Some(_), Some(_)) = (
            rows.get(fixture.home as usize),
            rows.get(fixture.away as usize),
        ) else {
            continue;
        };
        let loser = fixture.opponent(result.winner);
        let sides = [(fixture.home, 0usize), (fixture.away, 1usize)];
        for (entrant, side) in sides {
            let row = &mut rows[entrant as usize];
            row.played += 1;
            row.game_points_for += u64::from(result.points[side]);
            row.game_points_against += u64::from(result.points[1 - side]);
        }
        let winner = &mut rows[result.winner as usize];
        winner.won += 1;
        winner.points += winner_points(league, result.win);
        if result.win == WinKind::TwoNil {
            winner.rubicons_for += 1;
        }
        if result.tars_kaput {
            winner.tars_kaput += 1;
        }
        let loser = &mut rows[loser as usize];
        loser.lost += 1;
        loser.points += league.points.loss;
        if result.win == WinKind::TwoNil {
            loser.rubicons_against += 1;
        }
    }
    // A bye counts as soon as its round is drawn (a round robin's, all of them, at the start):
    // no result, early or replayed, makes it come or go.
    for &(_, entrant) in &league.byes {
        if let Some(row) = rows.get_mut(entrant as usize) {
            row.byes += 1;
            row.points += league.points.bye;
        }
    }
    // One who withdrew before playing this season has no line at all.
    let took_part = |e: EntrantId| {
        league.fixtures.iter().any(|f| f.involves(e)) || league.byes.iter().any(|b| b.1 == e)
    };
    rows.retain(|r| !r.withdrawn || took_part(r.entrant));
    rows.sort_by_key(|r| {
        (
            r.withdrawn,
            Reverse(r.points),
            Reverse(r.difference()),
            r.entrant,
        )
    });
    // Entrants level on points and difference: head-to-head among them decides.
    let mut start = 0;
    while start < rows.len() {
        let key = (
            rows[start].withdrawn,
            rows[start].points,
            rows[start].difference(),
        );
        let end = rows[start..]
            .iter()
            .position(|r| (r.withdrawn, r.points, r.difference()) != key)
            .map_or(rows.len(), |p| start + p);
        if end - start > 1 {
            let group: Vec<EntrantId> = rows[start..end].iter().map(|r| r.entrant).collect();
            rows[start..end]
                .sort_by_key(|r| (Reverse(head_to_head(league, r.entrant, &group)), r.entrant));
        }
        start = end;
    }
    rows
}

/// League points `entrant` won in its games against the others of `group`.
pub fn head_to_head(league: &League, entrant: EntrantId, group: &[EntrantId]) -> u32 {
    league
        .fixtures
        .iter()
        .filter(|f| f.involves(entrant) && group.contains(&f.opponent(entrant)))
        .filter_map(|f| f.result.as_ref())
        .map(|r| {
            if r.winner == entrant {
                winner_points(league, r.win)
            } else {
                league.points.loss
            }
        })
        .sum()
}
