//! Phrases worded the same way in a notice ([`super::render`]) and on a screen
//! ([`super::screen`]): who won a match, a contract, and a league's notices and standings.
//! Both depend on this file; it depends on neither.

use crate::blot::{ContractView, Margin, Strain};
use crate::i18n::{Lang, LeagueMsg, Msg, league_text, team_names, text};
use crate::ids::Millis;
use crate::league::{Format, Phase, StandingRow, WinKind};

use super::notice::{LeagueMe, Notice, RulingLine, Standings};
use super::screen::labels::parse_strain;

/// Who won the match: Bazaar Blot's team with its 2–0 or 1–0, else the winners (one player or
/// a team, with the verb agreeing).
pub fn match_won(user: &str, count: usize, margin: Option<Margin>) -> Msg<'_> {
    match margin {
        Some(margin) => Msg::BlotGameWon { team: user, margin },
        None => Msg::MatchWon {
            user,
            count: count as u32,
        },
    }
}

/// The contract in words: its level and strain (coinched or not), or in the variants without
/// levels, who took the turned card or named trump.
pub fn contract_line(lang: Lang, contract: &ContractView, user: &str) -> String {
    let strain = parse_strain(&contract.strain);
    let msg = match strain {
        Strain::Trump(suit) if contract.level == 0 && contract.took_turned => {
            Msg::CallTake { user, suit }
        }
        Strain::Trump(suit) if contract.level == 0 => Msg::CallNameTrump { user, suit },
        _ => Msg::Contract {
            user,
            level: u32::from(contract.level),
            strain,
            kaput: contract.kaput,
            factor: u32::from(contract.coinche),
        },
    };
    text(lang, &msg)
}

/// A date as `2026-12-02` (UTC), for deadlines.
pub fn date(at: Millis) -> String {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = (at / 86_400_000) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// A signed difference as `+12`, `−5`, `0`.
fn signed(value: i64) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// A standings row, marked when its entrant has withdrawn.
fn marked(lang: Lang, line: String, withdrawn: bool) -> String {
    if withdrawn {
        let mark = league_text(lang, &LeagueMsg::StandingsWithdrawn);
        format!("{line} · {mark}")
    } else {
        line
    }
}

/// One line of the standings, at `index` (from 0), marked when its entrant has withdrawn.
fn standing_line(lang: Lang, index: usize, row: &StandingRow) -> String {
    let line = league_text(
        lang,
        &LeagueMsg::StandingsRow {
            place: index as u32 + 1,
            name: &row.name,
            played: row.played,
            won: row.won,
            lost: row.lost,
            rubicons_for: row.rubicons_for,
            rubicons_against: row.rubicons_against,
            points: row.points,
            difference: &signed(row.difference),
        },
    );
    marked(lang, line, row.withdrawn)
}

/// The standings as text.
pub fn standings_text(lang: Lang, board: &Standings) -> String {
    let say = |msg: LeagueMsg<'_>| league_text(lang, &msg);
    let mut lines = vec![say(LeagueMsg::StandingsTitle {
        name: &board.name,
        game: board.game,
    })];
    lines.push(match board.phase {
        Phase::Registration => say(LeagueMsg::StandingsRegistration),
        Phase::Finished => say(LeagueMsg::StandingsFinished),
        Phase::Running if board.round > 0 && board.ladder.is_none() => {
            say(LeagueMsg::StandingsRound { round: board.round })
        }
        Phase::Running => String::new(),
    });
    lines.retain(|l| !l.is_empty());
    if board.rows.is_empty() {
        lines.push(say(LeagueMsg::StandingsEmpty));
    }
    // A ladder has its places once its season starts.
    let ladder = board.ladder.as_ref().filter(|l| !l.is_empty());
    if let Some(ladder) = ladder {
        lines.push(say(LeagueMsg::LadderTitle));
        for (place, name) in ladder.iter().enumerate() {
            lines.push(say(LeagueMsg::LadderRow {
                place: place as u32 + 1,
                name,
            }));
        }
    }
    // While registering, the entrants are listed as in any league; a ladder's places, once
    // shown, are its standings.
    let table_shown = board.phase != Phase::Registration || ladder.is_none();
    if table_shown {
        for (place, row) in board.rows.iter().enumerate() {
            lines.push(standing_line(lang, place, row));
        }
    }
    if table_shown && !board.rows.is_empty() {
        lines.push(say(LeagueMsg::StandingsLegend));
    }
    lines.join("\n")
}

/// A league notice in words (`None` for any other notice).
pub fn notice_words(lang: Lang, notice: &Notice) -> Option<String> {
    let say = |msg: LeagueMsg<'_>| league_text(lang, &msg);
    Some(match notice {
        Notice::League { error } => say(LeagueMsg::Deny(*error)),
        Notice::NoLeague => say(LeagueMsg::DenyNoLeague),
        Notice::FixtureTable { table } => say(LeagueMsg::DenyFixtureTable { table: *table }),
        Notice::LeagueOpened {
            name,
            game,
            format,
            days,
            teams,
            ..
        } => say(LeagueMsg::Opened {
            name,
            game: *game,
            format: &say(LeagueMsg::FormatName(*format)),
            days: *days,
            teams: *teams,
            ladder: *format == Format::Ladder,
        }),
        Notice::LeagueJoined { league, name } => say(LeagueMsg::Joined { league, name }),
        Notice::TeamInvited {
            league_name,
            team,
            captain,
            partner,
            ..
        } => say(LeagueMsg::TeamInvited {
            league: league_name,
            team,
            captain,
            partner,
        }),
        Notice::TeamRegistered {
            league,
            team,
            members,
        } => say(LeagueMsg::TeamRegistered {
            league,
            team,
            members: &team_names(lang, members),
        }),
        Notice::LeagueStarted {
            name,
            entrants,
            rounds: 0,
            days,
            ..
        } => say(LeagueMsg::StartedLadder {
            name,
            entrants: *entrants,
            days: *days,
        }),
        Notice::LeagueStarted {
            name,
            entrants,
            rounds,
            days,
            ..
        } => say(LeagueMsg::Started {
            name,
            entrants: *entrants,
            rounds: *rounds,
            days: *days,
        }),
        Notice::FixtureOpened {
            league,
            table,
            round,
            home,
            away,
        } => say(LeagueMsg::FixtureOpened {
            league,
            table: *table,
            round: *round,
            home,
            away,
        }),
        Notice::FixturePlayed {
            league,
            winner,
            loser,
            win,
            tars_kaput,
            points,
        } => {
            let mut words = say(LeagueMsg::Played {
                league,
                winner,
                loser,
                kind: match win {
                    WinKind::TwoNil => 2,
                    WinKind::OneNil => 1,
                    WinKind::Win => 0,
                },
                winner_points: points[0],
                loser_points: points[1],
            });
            if *tars_kaput {
                words.push('\n');
                words.push_str(&say(LeagueMsg::PlayedTarsKaput { winner }));
            }
            words
        }
        Notice::FixtureNotCounted { league, error } => format!(
            "{}\n{}",
            say(LeagueMsg::NotCounted { league }),
            say(LeagueMsg::Deny(*error))
        ),
        Notice::Challenged {
            league,
            challenger,
            challenged,
            deadline,
        } => say(LeagueMsg::Challenged {
            league,
            challenger,
            challenged,
            deadline: &date(*deadline),
        }),
        Notice::LeagueStandings { board } => standings_text(lang, board),
        Notice::LeagueFixtures {
            name,
            round,
            deadline,
            lines,
            byes,
            ..
        } => {
            let mut out = Vec::new();
            if let Some(deadline) = deadline {
                out.push(say(LeagueMsg::FixturesTitle {
                    name,
                    round: *round,
                    deadline: &date(*deadline),
                }));
            }
            if lines.is_empty() {
                out.push(say(LeagueMsg::FixturesNone));
            }
            for line in lines {
                let (home, away) = (line.home.as_str(), line.away.as_str());
                let number = format!("#{} ", line.number);
                out.push(
                    number
                        + &match (line.result, line.table) {
                            (Some((points, _, _, _)), _) => say(LeagueMsg::FixtureRowPlayed {
                                home,
                                away,
                                home_points: points[0],
                                away_points: points[1],
                            }),
                            (None, Some(table)) => {
                                say(LeagueMsg::FixtureRowTable { home, away, table })
                            }
                            (None, None) => say(LeagueMsg::FixtureRowOpen { home, away }),
                        },
                );
            }
            for name in byes {
                out.push(say(LeagueMsg::FixtureBye { name }));
            }
            out.join("\n")
        }
        Notice::LeagueMe { me } => {
            let LeagueMe {
                league,
                entrant,
                place,
                of,
                next,
                ratings,
            } = &**me;
            let mut out = Vec::new();
            match (entrant, place) {
                (Some(entrant), Some((place, points))) => out.push(say(LeagueMsg::Me {
                    league,
                    entrant,
                    place: *place,
                    of: *of,
                    points: *points,
                })),
                _ => out.push(say(LeagueMsg::MeNotEntered { league })),
            }
            if let Some((opponent, round, deadline)) = next {
                out.push(say(LeagueMsg::MeNext {
                    opponent,
                    round: *round,
                    deadline: &date(*deadline),
                }));
            }
            if ratings.is_empty() {
                out.push(say(LeagueMsg::MeUnrated));
            }
            for (game, rating, deviation, games) in ratings {
                out.push(say(LeagueMsg::MeRating {
                    game: *game,
                    rating: *rating,
                    deviation: *deviation,
                    games: *games,
                }));
            }
            out.join("\n")
        }
        Notice::RatingTop { rows, .. } if rows.is_empty() => say(LeagueMsg::RatingTopEmpty),
        Notice::RatingTop { game, rows } => {
            let mut out = vec![say(LeagueMsg::RatingTopTitle { game: *game })];
            for (place, (name, rating, deviation, games)) in rows.iter().enumerate() {
                out.push(say(LeagueMsg::RatingTopRow {
                    place: place as u32 + 1,
                    name,
                    rating: *rating,
                    deviation: *deviation,
                    games: *games,
                }));
            }
            out.join("\n")
        }
        Notice::RefereeNamed { league, referee } => {
            say(LeagueMsg::RefereeNamed { league, referee })
        }
        Notice::Ruled { ruling } => ruling_words(lang, ruling),
        Notice::SeasonEnded {
            league,
            season,
            champion,
        } => say(LeagueMsg::SeasonEnded {
            league,
            season: *season,
            champion: champion.as_deref().unwrap_or("—"),
        }),
        Notice::WithdrawConfirm {
            league,
            name,
            fixtures,
            command,
        } => say(LeagueMsg::WithdrawConfirm {
            league,
            name,
            fixtures: *fixtures,
            command,
        }),
        Notice::Withdrawn {
            league,
            name,
            forfeits,
            removed,
        } => {
            let said = if *removed {
                say(LeagueMsg::Removed { league, name })
            } else {
                say(LeagueMsg::Withdrawn { league, name })
            };
            if *forfeits == 0 {
                said
            } else {
                let forfeits = say(LeagueMsg::WithdrawnForfeits {
                    forfeits: *forfeits,
                });
                format!("{said} {forfeits}")
            }
        }
        Notice::SeasonOpened { league, season } => say(LeagueMsg::SeasonOpened {
            league,
            season: *season,
        }),
        Notice::LeagueHistory { name, seasons } => {
            let mut out = vec![say(LeagueMsg::HistoryTitle { name })];
            if seasons.is_empty() {
                out.push(say(LeagueMsg::HistoryEmpty));
            }
            for archived in seasons {
                out.push(say(LeagueMsg::HistorySeason {
                    season: archived.season,
                    ended: &date(archived.ended_at),
                }));
                for (place, row) in archived.rows.iter().enumerate() {
                    out.push(standing_line(lang, place, row));
                }
            }
            out.join("\n")
        }
        Notice::FixtureForfeited {
            league,
            winner,
            loser,
        } => say(LeagueMsg::Forfeited {
            league,
            winner,
            loser,
        }),
        Notice::FixtureOverdue {
            league,
            number,
            home,
            away,
        } => say(LeagueMsg::Overdue {
            league,
            number: *number,
            home,
            away,
        }),
        Notice::LeagueLog { name, lines } => {
            let mut out = vec![say(LeagueMsg::LogTitle { name })];
            if lines.is_empty() {
                out.push(say(LeagueMsg::LogEmpty));
            }
            for line in lines {
                out.push(format!("{} {}", date(line.at), ruling_words(lang, line)));
            }
            out.join("\n")
        }
        _ => return None,
    })
}

/// A referee's decision in words.
fn ruling_words(lang: Lang, line: &RulingLine) -> String {
    league_text(
        lang,
        &LeagueMsg::Ruled {
            league: &line.league,
            by: &line.by,
            home: &line.home,
            away: &line.away,
            kind: line.kind,
            winner: &line.winner,
            reason: &line.reason,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
        assert_eq!(date(1_795_910_400_000 + 86_399_999), "2026-11-29");
    }
}
