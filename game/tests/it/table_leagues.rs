//! Leagues through the table service: seasons opened, entered, played, refereed and exported
//! by chat actions.

use std::collections::BTreeMap;

use game::league::{Charter, Format, LeagueError, Partner, Phase};
use game::table::leagues::RuleKind;
use game::table::{
    Action, ChatId, GameKind, Input, LeagueAction, Notice, Output, Service, Settings, Status,
    TableId, UserId,
};

const GROUP: &str = "dc:guild-1";

struct Season {
    service: Service,
    now: u64,
}

fn user(n: u32) -> UserId {
    UserId(format!("dc:{n}"))
}

impl Season {
    /// A new service, its clock at the script's start.
    fn new() -> Season {
        Season {
            service: Service::new(7),
            now: 1_700_000_000_000,
        }
    }

    fn send(&mut self, who: u32, action: Action) -> Vec<Output> {
        self.now += 1_000;
        let outcome = self.service.handle(Input {
            now: self.now,
            chat: ChatId(GROUP.into()),
            user: user(who),
            name: format!("P{who}"),
            locale: None,
            action,
        });
        assert_eq!(self.service.chips_in_play(), self.service.meta.granted);
        outcome.outputs
    }

    fn league(&mut self, who: u32, request: LeagueAction) -> Vec<Output> {
        self.send(who, Action::League { request })
    }

    fn refused(&mut self, who: u32, request: LeagueAction) -> Notice {
        let outputs = self.league(who, request);
        match outputs.as_slice() {
            [Output::Private { notice, .. }] if notice.is_refusal() => notice.clone(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
}

/// Team i: users 10i+1 (captain) and 10i+2.
fn six_teams(points: u32) -> Season {
    let mut s = Season::new();
    let mut conditions = Settings::new(GameKind::Bazaar);
    conditions.points = points;
    let charter = Charter {
        name: "Yerevan league".into(),
        conditions,
        format: Format::Double,
        rounds: 0,
        reach: 3,
        days: 7,
        at_deadline: Default::default(),
    };
    // Only an administrator opens a league.
    assert_eq!(
        s.refused(
            1,
            LeagueAction::New {
                charter: charter.clone(),
                admin: false
            }
        ),
        Notice::League {
            error: LeagueError::NotAdmin
        }
    );
    assert!(s.service.leagues.is_empty());
    let outputs = s.league(
        100,
        LeagueAction::New {
            charter,
            admin: true,
        },
    );
    assert!(outputs.contains(&Output::Standings { league: 1 }));
    for i in 0..6 {
        let (captain, partner) = (10 * i + 1, 10 * i + 2);
        s.league(
            captain,
            LeagueAction::Team {
                league: None,
                name: format!("Team {i}"),
                partner: Partner::User(user(partner)),
            },
        );
        let invite = s.service.leagues[&1].invites.last().unwrap().id;
        // Nobody else may accept for the partner.
        assert_eq!(
            s.refused(
                99,
                LeagueAction::Accept {
                    league: 1,
                    invite,
                    handle: None,
                }
            ),
            Notice::League {
                error: LeagueError::NotYourInvite
            }
        );
        s.league(
            partner,
            LeagueAction::Accept {
                league: 1,
                invite,
                handle: None,
            },
        );
    }
    // A second team for the same player is refused.
    assert_eq!(
        s.refused(
            1,
            LeagueAction::Team {
                league: None,
                name: "Again".into(),
                partner: Partner::User(user(3)),
            }
        ),
        Notice::League {
            error: LeagueError::AlreadyEntered
        }
    );
    assert_eq!(
        s.refused(
            1,
            LeagueAction::Start {
                league: None,
                admin: false
            }
        ),
        Notice::League {
            error: LeagueError::NotOrganiser
        }
    );
    start(&mut s);
    assert_eq!(s.service.leagues[&1].phase, Phase::Running);
    s
}

/// Plays one fixture through the service: its four players sit ([`seat_fixture`]) and
/// play it to the end. Returns the table.
fn play_fixture(s: &mut Season, fixture: u32) -> TableId {
    let table = seat_fixture(s, fixture);
    play_out(s, table);
    table
}

/// Seats one fixture's players through the service: the home captain opens its table and
/// the three others sit (a stranger may not, nor a computer), so the game begins. Returns
/// the table.
fn seat_fixture(s: &mut Season, fixture: u32) -> TableId {
    let l = &s.service.leagues[&1];
    let f = l.fixtures[fixture as usize].clone();
    let members = |e: u32| l.entrants[e as usize].members.clone();
    let number = |u: &UserId| u.0[3..].parse::<u32>().unwrap();
    let (home, away) = (members(f.home), members(f.away));
    s.league(number(&home[0]), LeagueAction::Play { league: Some(1) });
    let table = s.service.leagues[&1].fixtures[fixture as usize]
        .table
        .expect("the fixture's table is open");
    // Neither a stranger nor the creator's computers may fill a seat.
    let stranger = s.send(999, Action::Join { table, seat: None });
    assert!(matches!(
        stranger.as_slice(),
        [Output::Private {
            notice: Notice::League {
                error: LeagueError::NotYourFixture
            },
            ..
        }]
    ));
    let configure = s.send(
        number(&home[0]),
        Action::Configure {
            table,
            change: game::table::SettingChange::Points(301),
        },
    );
    assert!(matches!(
        configure.as_slice(),
        [Output::Private {
            notice: Notice::League {
                error: LeagueError::ConditionsFixed
            },
            ..
        }]
    ));
    let start = s.send(number(&home[0]), Action::Start { table });
    assert!(matches!(
        start.as_slice(),
        [Output::Private {
            notice: Notice::League {
                error: LeagueError::ComputerSeat
            },
            ..
        }]
    ));
    s.league(number(&away[0]), LeagueAction::Play { league: None });
    s.send(number(&home[1]), Action::Join { table, seat: None });
    s.send(
        number(&away[1]),
        Action::Join {
            table,
            seat: Some(0),
        },
    );
    let t = &s.service.tables[&table];
    assert_eq!(t.status, Status::Playing);
    // The home team at seats 0 and 2, the away team at 1 and 3, whatever seat was asked.
    assert_eq!(t.seats[0].user.as_ref(), Some(&home[0]));
    assert_eq!(t.seats[2].user.as_ref(), Some(&home[1]));
    assert_eq!(t.seats[1].user.as_ref(), Some(&away[0]));
    assert_eq!(t.seats[3].user.as_ref(), Some(&away[1]));
    table
}

#[test]
fn a_league_game_a_computer_played_in_does_not_count_and_moves_no_rating() {
    let mut s = six_teams(151);
    let table = seat_fixture(&mut s, 0);
    let home_captain = s.service.tables[&table].seats[0].user.clone().unwrap();
    let captain = home_captain.0[3..].parse::<u32>().unwrap();
    // "I'm away" would hand the seat to the computer: refused at a league table.
    let away = s.send(captain, Action::Away { table });
    assert!(
        matches!(
            away.as_slice(),
            [Output::Private {
                notice: Notice::League {
                    error: LeagueError::ComputerSeat
                },
                ..
            }]
        ),
        "{away:?}"
    );
    assert!(!s.service.tables[&table].seats[0].away);
    // A player who leaves mid-game: the computer plays his seat, the others play on (he
    // comes back later, which changes nothing).
    for _ in 0..6 {
        let t = &s.service.tables[&table];
        let seat = t.engine.as_ref().unwrap().to_act().unwrap();
        let who = t.seats[usize::from(seat)].user.clone().unwrap();
        let code = t.engine.as_ref().unwrap().computer_code(seat).unwrap();
        let turn = t.turn;
        s.send(
            who.0[3..].parse().unwrap(),
            Action::Move { table, turn, code },
        );
    }
    s.send(captain, Action::Leave { table });
    assert!(s.service.tables[&table].seats[0].away);
    s.send(captain, Action::TakeSeatBack { table });
    assert!(!s.service.tables[&table].seats[0].away);
    let ratings = s.service.ratings.clone();
    let mut said = Vec::new();
    while s.service.tables[&table].status == Status::Playing {
        let t = &s.service.tables[&table];
        let engine = t.engine.as_ref().unwrap();
        let seat = engine.to_act().unwrap();
        let who = t.seats[usize::from(seat)].user.clone().unwrap();
        let code = engine.computer_code(seat).unwrap();
        let turn = t.turn;
        said.extend(s.send(
            who.0[3..].parse().unwrap(),
            Action::Move { table, turn, code },
        ));
    }
    assert!(
        said.iter().any(|o| matches!(
            o,
            Output::Chat {
                notice: Notice::FixtureNotCounted {
                    error: LeagueError::ComputerSeat,
                    ..
                },
                ..
            }
        )),
        "the chat is told the game does not count"
    );
    let fixture = &s.service.leagues[&1].fixtures[0];
    assert!(
        fixture.result.is_none(),
        "the fixture is still to be played"
    );
    assert_eq!(s.service.ratings, ratings, "no rating moved");
    // Played again by its players alone, it counts and moves their ratings.
    let table = play_fixture(&mut s, 0);
    assert_ne!(s.service.tables[&table].league, None);
    assert!(s.service.leagues[&1].fixtures[0].result.is_some());
    assert!(s.service.ratings.contains_key(&home_captain));
}

/// Plays a table to its end, each player pressing his own moves (those a simple computer
/// player would choose): a league game counts only when its players made every move.
fn play_out(s: &mut Season, table: TableId) {
    while s.service.tables[&table].status == Status::Playing {
        let t = &s.service.tables[&table];
        let engine = t.engine.as_ref().expect("a game");
        let seat = engine.to_act().expect("a seat to move");
        let who = t.seats[usize::from(seat)].user.clone().expect("a player");
        let code = engine.computer_code(seat).expect("a move");
        let turn = t.turn;
        let number = who.0[3..].parse::<u32>().unwrap();
        s.send(number, Action::Move { table, turn, code });
    }
    assert!(matches!(
        s.service.tables[&table].status,
        Status::Finished { .. }
    ));
}

#[test]
fn a_double_round_robin_of_six_teams_is_played_through_the_service() {
    let mut s = six_teams(151);
    let rounds = s.service.leagues[&1].last_round();
    assert_eq!(rounds, 10);
    // An independent tally from the finished tables: league points and game points.
    let mut tally: BTreeMap<String, (u32, i64, u32)> = BTreeMap::new();
    for round in 1..=rounds {
        let fixtures: Vec<u32> = s.service.leagues[&1]
            .fixtures
            .iter()
            .filter(|f| f.round == round)
            .map(|f| f.id)
            .collect();
        assert_eq!(fixtures.len(), 3);
        for fixture in fixtures {
            let table = play_fixture(&mut s, fixture);
            let t = &s.service.tables[&table];
            let Status::Finished { winners } = &t.status else {
                unreachable!()
            };
            let engine = t.engine.as_ref().unwrap();
            let totals = engine.side_points();
            let won = usize::from(winners[0] % 2);
            let team_of = |side: usize| {
                let l = &s.service.leagues[&1];
                let e = l.entrant_of(t.seats[side].user.as_ref().unwrap()).unwrap();
                l.entrants[e as usize].name.clone()
            };
            // The Rubicon of a game to 151: the losers below half of it (at most 75).
            let rubicon = totals[1 - won] <= 75;
            for side in 0..2 {
                let row = tally.entry(team_of(side)).or_default();
                row.0 += 1;
                row.1 += i64::from(totals[side]) - i64::from(totals[1 - side]);
                if side == won {
                    row.2 += if rubicon { 2 } else { 1 };
                }
            }
            assert!(
                s.service.leagues[&1].fixtures[fixture as usize]
                    .result
                    .is_some()
            );
        }
        let board = s.service.standings_of(1).unwrap();
        for row in &board.rows {
            let (played, difference, points) = tally[&row.name];
            assert_eq!(
                (row.played, row.difference, row.points),
                (played, difference, points),
                "round {round}: {}",
                row.name
            );
        }
        for pair in board.rows.windows(2) {
            assert!((pair[0].points, pair[0].difference) >= (pair[1].points, pair[1].difference));
        }
    }
    let l = &s.service.leagues[&1];
    assert_eq!(l.phase, Phase::Finished);
    assert!(l.fixtures.iter().all(|f| f.result.is_some()));
    // Every player has a Bazaar rating after his ten games.
    for i in 0..6 {
        for member in [10 * i + 1, 10 * i + 2] {
            let rating = s.service.ratings[&user(member)][&GameKind::Bazaar];
            assert_eq!(rating.games, 10);
            assert!(rating.deviation < 350.0);
        }
    }
    assert_eq!(
        s.refused(1, LeagueAction::Play { league: None }),
        Notice::League {
            error: LeagueError::NothingToPlay
        }
    );
    assert_eq!(
        s.service.next_deadline(),
        None,
        "a finished season has no deadline"
    );
}

#[test]
fn the_export_names_each_played_game_whose_record_replays_as_the_table_scored_it() {
    let mut s = six_teams(151);
    let played = [play_fixture(&mut s, 0), play_fixture(&mut s, 1)];
    let outputs = s.league(
        1,
        LeagueAction::Export {
            league: None,
            season: None,
        },
    );
    let [
        Output::Export {
            user: to,
            chat,
            export,
        },
    ] = outputs.as_slice()
    else {
        panic!("one export, got {outputs:?}");
    };
    assert_eq!((to, chat.0.as_str()), (&user(1), GROUP));
    let l = &s.service.leagues[&1];
    assert_eq!(export.csv, game::league::export::csv(l));
    assert_eq!((export.name.as_str(), export.season), ("Yerevan league", 1));
    let tables: Vec<TableId> = export.games.iter().map(|g| g.table).collect();
    assert_eq!(tables, played, "the played fixtures, in order");
    for (game, f) in export.games.iter().zip(&l.fixtures) {
        assert_eq!((game.fixture, game.round), (f.id + 1, f.round));
        assert_eq!(game.home, l.entrant_name(f.home));
        assert_eq!(game.away, l.entrant_name(f.away));
        let t = &s.service.tables[&game.table];
        let written = game::table::record::blot_game(&t.settings, t.seed, &t.moves)
            .unwrap()
            .unwrap();
        let verdict = game::referee::replay(&written.record.to_string());
        assert_eq!(
            verdict.outcome,
            game::referee::Outcome::Legal,
            "{}",
            verdict.answer
        );
        let answered: Vec<Vec<u64>> = verdict.answer["deals"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                vec![
                    d["score"][0].as_u64().unwrap(),
                    d["score"][1].as_u64().unwrap(),
                ]
            })
            .collect();
        let scored: Vec<Vec<u64>> = written
            .scores
            .iter()
            .map(|s| s.iter().map(|&p| u64::from(p)).collect())
            .collect();
        assert_eq!(answered, scored);
        let totals = t.engine.as_ref().unwrap().side_points();
        assert_eq!(verdict.answer["total"], serde_json::json!(totals));
    }
    // The next season opened, the first one's games are still exported (by its number).
    let first = export.clone();
    s.league(
        1,
        LeagueAction::EndSeason {
            league: None,
            admin: false,
        },
    );
    s.league(
        1,
        LeagueAction::NewSeason {
            league: None,
            admin: false,
        },
    );
    assert_eq!(exported(&mut s, Some(1)), first);
}

/// The export the user asks for (`season`: an earlier one).
fn exported(s: &mut Season, season: Option<u32>) -> game::table::notice::Export {
    let outputs = s.league(
        1,
        LeagueAction::Export {
            league: None,
            season,
        },
    );
    match outputs.as_slice() {
        [Output::Export { export, .. }] => export.clone(),
        other => panic!("one export, got {other:?}"),
    }
}

/// After /league season the previous season's results were gone from /league export
/// (only its standings were kept, in /league history): each season stays exportable by its
/// number; the export alone is the current season.
#[test]
fn an_earlier_seasons_results_stay_exportable_after_the_next_season_opens() {
    let mut s = durak_cup_of_two();
    start(&mut s);
    s.league(
        100,
        LeagueAction::Rule {
            league: None,
            number: 1,
            ruling: RuleKind::Award { side: 1 },
            reason: "no show".into(),
            handle: None,
        },
    );
    let first = exported(&mut s, None);
    assert!(
        first.csv.contains("\r\n1,1,1,P1,P2,P1,awarded,"),
        "{}",
        first.csv
    );
    next_season(&mut s);
    let current = exported(&mut s, None);
    assert_eq!(current.season, 2);
    assert!(!current.csv.contains("awarded"), "{}", current.csv);
    assert_eq!(exported(&mut s, Some(1)), first);
    assert_eq!(exported(&mut s, Some(2)), current);
    assert_eq!(
        s.refused(
            1,
            LeagueAction::Export {
                league: None,
                season: Some(9),
            }
        ),
        Notice::League {
            error: LeagueError::NoSuchSeason
        }
    );
}

#[test]
fn the_clock_hands_an_overdue_fixture_to_a_referee() {
    let mut s = six_teams(151);
    let first = s.service.leagues[&1].fixtures[0].deadline;
    assert_eq!(s.service.next_deadline(), Some(first));
    let out = s.service.tick(first);
    let overdue = out
        .outputs
        .iter()
        .filter(|o| {
            matches!(
                o,
                Output::Chat {
                    notice: Notice::FixtureOverdue { .. },
                    ..
                }
            )
        })
        .count();
    assert_eq!(overdue, 3, "the three fixtures of round one");
    assert!(out.outputs.contains(&Output::Standings { league: 1 }));
    assert!(out.changes.leagues.contains(&1));
    assert!(s.service.next_deadline() > Some(first));
    assert!(s.service.tick(first + 1).outputs.is_empty());
}

fn opening(name: &str, game: GameKind) -> LeagueAction {
    LeagueAction::New {
        charter: Charter {
            name: name.into(),
            conditions: Settings::new(game),
            format: Format::RoundRobin,
            rounds: 0,
            reach: 3,
            days: 7,
            at_deadline: Default::default(),
        },
        admin: true,
    }
}

/// [`opening`] with `change` made to its charter.
fn opening_with(name: &str, game: GameKind, change: impl FnOnce(&mut Charter)) -> LeagueAction {
    let mut new = opening(name, game);
    if let LeagueAction::New { charter, .. } = &mut new {
        change(charter);
    }
    new
}

/// A Durak round robin "Cup" opened by user 100, users 1 and 2 registered.
fn durak_cup_of_two() -> Season {
    durak_cup(Format::RoundRobin, &[1, 2])
}

/// A Durak league "Cup" of `format` opened by user 100, `players` registered.
fn durak_cup(format: Format, players: &[u32]) -> Season {
    let mut s = Season::new();
    let new = opening_with("Cup", GameKind::Durak, |c| c.format = format);
    s.league(100, new);
    for &who in players {
        s.league(who, LeagueAction::Join { league: None });
    }
    s
}

/// The organiser ends the season and opens the next.
fn next_season(s: &mut Season) {
    for request in [
        LeagueAction::EndSeason {
            league: None,
            admin: false,
        },
        LeagueAction::NewSeason {
            league: None,
            admin: false,
        },
    ] {
        s.league(100, request);
    }
}

/// The organiser (user 100) starts the league.
fn start(s: &mut Season) -> Vec<Output> {
    s.league(
        100,
        LeagueAction::Start {
            league: None,
            admin: false,
        },
    )
}

/// The standings message's text, in English.
fn board(s: &Season) -> String {
    let board = s.service.standings_of(1).expect("a league");
    game::table::screen::league::standings_text(game::i18n::Lang::En, &board)
}

/// A player registered by mistake withdraws at once while the league registers: no line
/// in its standings, no fixture once it starts; he may register again.
#[test]
fn a_player_withdraws_at_once_while_the_league_registers() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    let left = s.league(2, leave(false));
    assert!(
        said(&left).contains("League «Cup»: P2 has withdrawn."),
        "{}",
        said(&left)
    );
    assert!(!board(&s).contains("P2"), "{}", board(&s));
    assert_eq!(
        s.refused(2, leave(false)),
        Notice::League {
            error: LeagueError::NotEntered
        }
    );
    start(&mut s);
    let l = &s.service.leagues[&1];
    assert_eq!(l.fixtures.len(), 1, "P1 against P3 only");
    assert!(l.fixtures.iter().all(|f| !f.involves(1)));
    assert!(l.byes.is_empty());
    next_season(&mut s);
    s.league(2, LeagueAction::Join { league: None });
    assert!(board(&s).contains("P2"), "{}", board(&s));
}

/// Once the season has started a withdrawal asks to be confirmed; then each of his
/// unplayed fixtures goes to its opponent as a forfeit, his fixture's open table is
/// cancelled (no stuck table), and the standings show him withdrawn, last.
#[test]
fn a_withdrawal_in_season_is_confirmed_then_forfeits_his_fixtures_and_closes_his_table() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    start(&mut s);
    s.league(1, LeagueAction::Play { league: None });
    let l = &s.service.leagues[&1];
    let fixture = l.next_fixture(0).expect("a fixture").id;
    let table = l.fixtures[fixture as usize].table.expect("his table");
    let asked = s.league(1, leave(false));
    let words = said(&asked);
    assert!(
        words.contains("withdrawing P1 cannot be undone")
            && words.contains("The 2 fixtures left to play will be awarded to the opponents")
            && words.contains("/league leave confirm"),
        "{words}"
    );
    assert!(!s.service.leagues[&1].withdrawn(0));
    let left = s.league(1, leave(true));
    let words = said(&left);
    assert!(
        words.contains("P1 has withdrawn. 2 fixtures left to play are awarded"),
        "{words}"
    );
    assert_eq!(s.service.tables[&table].status, Status::Cancelled);
    let l = &s.service.leagues[&1];
    for f in l.fixtures.iter().filter(|f| f.involves(0)) {
        let result = f.result.as_ref().expect("decided");
        assert!(result.awarded && result.winner == f.opponent(0));
    }
    let shown = board(&s);
    let last = shown.lines().rfind(|l| l.contains(" — P ")).unwrap();
    assert!(
        last.starts_with("3. P1") && last.ends_with("🚫 withdrawn"),
        "{shown}"
    );
    assert_eq!(
        s.refused(1, LeagueAction::Play { league: None }),
        Notice::League {
            error: LeagueError::NotEntered
        }
    );
}

/// The organiser removes an entrant by his place in the standings (confirmed once the
/// season has started): a Swiss league pairs him no more; only the organiser may.
#[test]
fn the_organiser_removes_an_entrant_and_swiss_rounds_skip_him() {
    let mut s = durak_cup(Format::Swiss, &[1, 2, 3, 4]);
    start(&mut s);
    let remove = |confirmed| LeagueAction::Remove {
        league: None,
        place: 4,
        confirmed,
        admin: false,
    };
    assert_eq!(
        s.refused(1, remove(true)),
        Notice::League {
            error: LeagueError::NotOrganiser
        }
    );
    let nine = LeagueAction::Remove {
        league: None,
        place: 9,
        confirmed: true,
        admin: false,
    };
    assert_eq!(
        s.refused(100, nine),
        Notice::League {
            error: LeagueError::NoSuchPlace
        }
    );
    let fourth = s.service.leagues[&1].ranking()[3].entrant;
    let asked = s.league(100, remove(false));
    assert!(
        said(&asked).contains("/league remove 4 confirm"),
        "{}",
        said(&asked)
    );
    let removed = s.league(100, remove(true));
    assert!(
        said(&removed).contains("the organiser has removed"),
        "{}",
        said(&removed)
    );
    // The other fixture of round one, decided: round two pairs the three still playing.
    let other = s.service.leagues[&1]
        .fixtures
        .iter()
        .find(|f| f.result.is_none())
        .expect("the other fixture")
        .id;
    s.league(
        100,
        LeagueAction::Rule {
            league: None,
            number: other + 1,
            ruling: RuleKind::Award { side: 1 },
            reason: "no show".into(),
            handle: None,
        },
    );
    let l = &s.service.leagues[&1];
    assert_eq!(l.last_round(), 2);
    let round_two: Vec<_> = l.fixtures.iter().filter(|f| f.round == 2).collect();
    assert_eq!(round_two.len(), 1);
    assert!(!round_two[0].involves(fourth));
    assert!(l.byes.iter().any(|&(r, e)| r == 2 && e != fourth));
}

/// A removal is confirmed only for the entrant it asked about: once the places move
/// (here a result lifts the entrant asked about), the confirmation removes nobody, and
/// a confirmation nobody asked for is refused.
#[test]
fn a_removal_confirms_only_the_entrant_it_asked_about() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3, 4]);
    start(&mut s);
    let remove = |place, confirmed| LeagueAction::Remove {
        league: None,
        place,
        confirmed,
        admin: false,
    };
    let not_asked = Notice::League {
        error: LeagueError::RemovalNotAsked,
    };
    assert_eq!(s.refused(100, remove(4, true)), not_asked);
    let asked_about = s.service.leagues[&1].ranking()[3].entrant;
    s.league(100, remove(4, false));
    // A result moves the entrant asked about up the standings.
    let fixture = s.service.leagues[&1]
        .fixtures
        .iter()
        .find(|f| f.involves(asked_about) && f.result.is_none())
        .expect("a fixture of his")
        .clone();
    let side = if fixture.home == asked_about { 1 } else { 2 };
    s.league(
        100,
        LeagueAction::Rule {
            league: None,
            number: fixture.id + 1,
            ruling: RuleKind::Award { side },
            reason: "no show".into(),
            handle: None,
        },
    );
    let l = &s.service.leagues[&1];
    assert_ne!(l.ranking()[3].entrant, asked_about, "the places moved");
    assert_eq!(s.refused(100, remove(4, true)), not_asked);
    assert!(
        s.service.leagues[&1].entrants.iter().all(|e| !e.withdrawn),
        "nobody removed"
    );
    // Asked again, the confirmation removes the one now at that place.
    let fourth = s.service.leagues[&1].ranking()[3].entrant;
    s.league(100, remove(4, false));
    s.league(100, remove(4, true));
    assert!(s.service.leagues[&1].withdrawn(fourth));
    // That removal moved the places again: the same confirmation is not taken twice.
    assert_eq!(s.refused(100, remove(3, true)), not_asked);
}

/// A removal asked about in one season is not confirmed in the next: the question of
/// season 1 left behind let `/league remove 4 confirm` remove whoever stood fourth in
/// season 2 without being asked.
#[test]
fn a_removal_asked_in_an_earlier_season_confirms_nothing() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3, 4]);
    start(&mut s);
    let remove = |confirmed| LeagueAction::Remove {
        league: None,
        place: 4,
        confirmed,
        admin: false,
    };
    s.league(100, remove(false));
    next_season(&mut s);
    start(&mut s);
    assert_eq!(
        s.refused(100, remove(true)),
        Notice::League {
            error: LeagueError::RemovalNotAsked
        }
    );
    assert!(s.service.leagues[&1].entrants.iter().all(|e| !e.withdrawn));
}

/// The start counts those who play: one who withdrew while the league registered was
/// counted among its entrants ("3 entrants" for a league of two).
#[test]
fn the_start_counts_only_the_entrants_still_in() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    s.league(2, leave(false));
    let started = start(&mut s);
    let words = said(&started);
    assert!(words.contains("has begun: 2 entrants"), "{words}");
}

/// A team league with deadline=forfeit: the captain who opened the fixture's table and
/// closed it kept his team's claim to a forfeit because his partner had sat down at it
/// (the table closed under him all the same); now nobody stays at a closed table.
#[test]
fn closing_a_teams_fixture_table_gives_up_its_claim_to_a_forfeit() {
    let mut s = Season::new();
    let new = opening_with("Cup", GameKind::Bazaar, |c| {
        c.at_deadline = game::league::AtDeadline::Forfeit
    });
    s.league(100, new);
    for (captain, partner) in [(11, 12), (21, 22)] {
        register_team(&mut s, &format!("Team {captain}"), captain, partner);
    }
    start(&mut s);
    s.league(11, LeagueAction::Play { league: None });
    s.league(12, LeagueAction::Play { league: None });
    let table = s.service.leagues[&1].fixtures[0].table.unwrap();
    assert_eq!(s.service.tables[&table].seats_taken(), 2);
    s.send(11, Action::Leave { table });
    assert_eq!(s.service.tables[&table].status, Status::Cancelled);
    let told = at_the_deadline(&mut s);
    assert!(
        told.contains("a referee decides") && !told.contains("forfeit"),
        "{told}"
    );
}

/// A ladder: the one who withdraws leaves it and those below move up.
#[test]
fn a_withdrawal_takes_its_entrant_off_the_ladder() {
    let mut s = durak_cup(Format::Ladder, &[1, 2, 3]);
    start(&mut s);
    s.league(1, leave(true));
    assert_eq!(s.service.leagues[&1].ladder, vec![1, 2]);
    // P3 is second now: one place up is P2.
    s.league(
        3,
        LeagueAction::Challenge {
            league: None,
            place: 1,
        },
    );
    let l = &s.service.leagues[&1];
    assert_eq!((l.fixtures[0].home, l.fixtures[0].away), (2, 1));
}

fn log_sides(s: &mut Season) -> Vec<(String, String)> {
    let outputs = s.league(1, LeagueAction::Log { league: None });
    outputs
        .iter()
        .find_map(|o| match o {
            Output::Chat {
                notice: Notice::LeagueLog { lines, .. },
                ..
            } => Some(
                lines
                    .iter()
                    .map(|l| (l.home.clone(), l.away.clone()))
                    .collect(),
            ),
            _ => None,
        })
        .expect("the log")
}

/// A referee's decision names the fixture's sides as they were: the next season's fixtures
/// reuse the numbers (its log said "? – ?", or named other players).
#[test]
fn the_log_keeps_each_decisions_sides_across_seasons() {
    let mut s = durak_cup_of_two();
    let start = LeagueAction::Start {
        league: None,
        admin: false,
    };
    s.league(100, start.clone());
    s.league(
        100,
        LeagueAction::Rule {
            league: None,
            number: 1,
            ruling: RuleKind::Award { side: 1 },
            reason: "no show".into(),
            handle: None,
        },
    );
    let first = vec![("P1".to_string(), "P2".to_string())];
    assert_eq!(log_sides(&mut s), first);
    next_season(&mut s);
    assert_eq!(log_sides(&mut s), first, "registering: no fixtures");
    s.league(3, LeagueAction::Join { league: None });
    s.league(100, start);
    let f = &s.service.leagues[&1].fixtures[0];
    assert_ne!(
        (f.home, f.away),
        (0, 1),
        "fixture 1 of season 2 is another pairing"
    );
    assert_eq!(log_sides(&mut s), first);
}

/// A fixture forfeited at its deadline is logged as the league's own decision, told as
/// such: the log said "the referee ⏰ awards the fixture to P1. Reason: ⏰".
#[test]
fn a_deadline_forfeit_reads_as_the_leagues_own_decision_in_the_log() {
    let mut s = forfeit_cup_of_two();
    s.league(1, LeagueAction::Play { league: None });
    let deadline = s.service.leagues[&1].fixtures[0].deadline;
    s.service.tick(deadline);
    let outputs = s.league(1, LeagueAction::Log { league: None });
    let text = outputs
        .iter()
        .find_map(|o| match o {
            Output::Chat { notice, .. } => {
                Some(game::table::notice_text(game::i18n::Lang::En, notice))
            }
            _ => None,
        })
        .expect("the log");
    assert!(
        text.contains("the deadline passed with only one side at the table")
            && text.contains("Won by forfeit: P1")
            && !text.contains('⏰'),
        "{text}"
    );
}

/// A Durak round robin of P1 and P2 with deadline=forfeit, started.
fn forfeit_cup_of_two() -> Season {
    let mut s = Season::new();
    let new = opening_with("Cup", GameKind::Durak, |c| {
        c.at_deadline = game::league::AtDeadline::Forfeit
    });
    s.league(100, new);
    for who in [1, 2] {
        s.league(who, LeagueAction::Join { league: None });
    }
    start(&mut s);
    s
}

/// What the clock says at the fixture's deadline, in English.
fn at_the_deadline(s: &mut Season) -> String {
    let deadline = s.service.leagues[&1].fixtures[0].deadline;
    said(&s.service.tick(deadline).outputs)
}

/// deadline=forfeit: coming to the table only counts if one stays. Opening the table
/// while the opponent is away and leaving it at once won the fixture by forfeit at the
/// deadline; now a referee decides. Abandoning a game in progress (its seat to the
/// computer) leaves the claim to the one who stayed; taking the seat back restores it.
#[test]
fn leaving_the_fixtures_table_gives_up_the_claim_to_a_forfeit() {
    // Opened, left (the table closes): nobody came.
    let mut s = forfeit_cup_of_two();
    s.league(1, LeagueAction::Play { league: None });
    let table = s.service.leagues[&1].fixtures[0].table.unwrap();
    s.send(1, Action::Leave { table });
    assert_eq!(s.service.tables[&table].status, Status::Cancelled);
    let told = at_the_deadline(&mut s);
    assert!(
        told.contains("was not played by its deadline; a referee decides")
            && !told.contains("forfeit"),
        "{told}"
    );

    // Both at the table, the game under way: P2 leaves it to the computer.
    let p2_abandons = || {
        let mut s = forfeit_cup_of_two();
        s.league(1, LeagueAction::Play { league: None });
        s.league(2, LeagueAction::Play { league: None });
        let table = s.service.leagues[&1].fixtures[0].table.unwrap();
        assert_eq!(s.service.tables[&table].status, Status::Playing);
        s.send(2, Action::Leave { table });
        (s, table)
    };

    // P2 sat down, then abandoned the game: P1 stayed and wins by forfeit.
    let (mut s, _) = p2_abandons();
    let told = at_the_deadline(&mut s);
    assert!(
        told.contains("P2 never came to the table, so P1 wins by forfeit"),
        "{told}"
    );

    // P2 abandoned the game, then pressed Join on the running table (refused): he is
    // still not at the table, so P1 still wins by forfeit.
    let (mut s, table) = p2_abandons();
    s.send(2, Action::Join { table, seat: None });
    let told = at_the_deadline(&mut s);
    assert!(
        told.contains("P2 never came to the table, so P1 wins by forfeit"),
        "{told}"
    );

    // The same, but P2 took his seat back: both came, a referee decides.
    let (mut s, table) = p2_abandons();
    s.send(2, Action::TakeSeatBack { table });
    let told = at_the_deadline(&mut s);
    assert!(told.contains("a referee decides"), "{told}");
}

/// A ladder has no rounds: its opening speaks of a challenge's days; while it registers
/// it has no places yet, so its board lists who registered (no empty "Ladder places:"
/// title) and a list of no fixtures offers nothing to play; a challenge's table is
/// announced as a challenge.
#[test]
fn a_ladder_reads_as_a_ladder_from_registration_to_its_challenges() {
    use game::i18n::Lang;
    use game::table::screen::league::standings_text;
    use game::table::screen::notice_rows;
    let mut s = Season::new();
    let ladder = opening_with("Ladder", GameKind::Toto21, |c| c.format = Format::Ladder);
    // A ladder has no rounds: its opening speaks of a challenge's days.
    let opened = s.league(100, ladder);
    let words = said(&opened);
    assert!(
        words.contains("a challenge is played within 7 days") && !words.contains("round"),
        "{words}"
    );
    for who in [1, 2] {
        s.league(who, LeagueAction::Join { league: None });
    }
    let board = s.service.standings_of(1).expect("the board");
    let text = standings_text(Lang::En, &board);
    assert!(!text.contains("Ladder places:"), "{text}");
    assert!(text.contains("P1") && text.contains("P2"), "{text}");
    let listed = s.league(1, LeagueAction::Fixtures { league: None });
    let fixtures = listed
        .iter()
        .find_map(|o| match o {
            Output::Private { notice, .. } | Output::Chat { notice, .. } => {
                matches!(notice, Notice::LeagueFixtures { .. }).then_some(notice)
            }
            _ => None,
        })
        .expect("the fixtures are listed");
    assert!(notice_rows(Lang::En, fixtures).is_empty(), "{fixtures:?}");
    // Once the season starts, the ladder has its places and a fixture list its button.
    start(&mut s);
    let text = standings_text(Lang::En, &s.service.standings_of(1).unwrap());
    assert!(text.contains("Ladder places:"), "{text}");
    // A challenge's table is announced as a challenge, in no round.
    let place = s.service.leagues[&1].ladder.len() as u32 - 1;
    let challenger = s.service.leagues[&1].entrants
        [s.service.leagues[&1].ladder[place as usize] as usize]
        .members[0]
        .clone();
    let number = challenger.0[3..].parse().unwrap();
    s.league(
        number,
        LeagueAction::Challenge {
            league: None,
            place,
        },
    );
    let opened = s.league(number, LeagueAction::Play { league: None });
    let words = said(&opened);
    assert!(
        words.contains("League «Ladder», a challenge: ") && !words.contains("round"),
        "{words}"
    );
}

/// What the chat is told by these outputs, in English.
fn said(outputs: &[Output]) -> String {
    outputs
        .iter()
        .filter_map(|o| match o {
            Output::Chat { notice, .. } => {
                Some(game::table::notice_text(game::i18n::Lang::En, notice))
            }
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A season ended before anyone played names no champion (it crowned the first to
/// register).
#[test]
fn a_season_ended_unplayed_has_no_champion() {
    let mut s = durak_cup_of_two();
    start(&mut s);
    let ended = s.league(
        100,
        LeagueAction::EndSeason {
            league: None,
            admin: false,
        },
    );
    let champion = ended.iter().find_map(|o| match o {
        Output::Chat {
            notice: Notice::SeasonEnded { champion, .. },
            ..
        } => Some(champion.clone()),
        _ => None,
    });
    assert_eq!(champion, Some(None));
}

/// Typed commands name no league: a second league in the chat would hide the first one
/// (its players could no longer join, play or start it). One at a time, and a league
/// opened by mistake can be ended before it starts.
#[test]
fn a_chat_runs_one_league_at_a_time_and_one_still_registering_can_be_ended() {
    let mut s = Season::new();
    s.league(100, opening("Cup One", GameKind::Durak));
    s.league(1, LeagueAction::Join { league: None });
    assert_eq!(
        s.refused(100, opening("Cup Two", GameKind::Toto21)),
        Notice::League {
            error: LeagueError::LeagueUnderWay
        }
    );
    assert_eq!(s.service.leagues.len(), 1);
    // The first league is still the one the chat's commands reach.
    s.league(2, LeagueAction::Join { league: None });
    assert_eq!(s.service.leagues[&1].entrants.len(), 2);

    // Ended while registering: nothing played, nothing archived but the season, no
    // champion; the chat may open another league.
    let ended = s.league(
        100,
        LeagueAction::EndSeason {
            league: None,
            admin: false,
        },
    );
    assert!(ended.iter().any(|o| matches!(
        o,
        Output::Chat {
            notice: Notice::SeasonEnded { champion: None, .. },
            ..
        }
    )));
    let l = &s.service.leagues[&1];
    assert_eq!(l.phase, Phase::Finished);
    assert!(l.history[0].rows.is_empty());
    s.league(100, opening("Cup Two", GameKind::Toto21));
    assert_eq!(s.service.leagues.len(), 2);
    s.league(3, LeagueAction::Join { league: None });
    assert_eq!(s.service.leagues[&2].entrants.len(), 1);
}

/// Withdrawing from the chat's league, `confirmed` or asking first.
fn leave(confirmed: bool) -> LeagueAction {
    LeagueAction::Leave {
        league: None,
        confirmed,
    }
}

fn award(number: u32, side: u8) -> LeagueAction {
    LeagueAction::Rule {
        league: None,
        number,
        ruling: RuleKind::Award { side },
        reason: "no show".into(),
        handle: None,
    }
}

/// An entrant whose fixtures are all played (here the champion of a round robin) who
/// sent /league leave confirm was marked withdrawn and ranked last. Nothing is left to
/// forfeit: the withdrawal is refused and his place stands. One with fixtures left is
/// told, before confirming, where the standings will put him.
#[test]
fn leaving_with_every_fixture_played_is_refused_and_the_place_stands() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    start(&mut s);
    // P1's two fixtures, both won.
    let mine: Vec<u32> = s.service.leagues[&1]
        .fixtures
        .iter()
        .filter(|f| f.involves(0))
        .map(|f| f.id)
        .collect();
    for id in mine {
        let side = if s.service.leagues[&1].fixtures[id as usize].home == 0 {
            1
        } else {
            2
        };
        s.league(100, award(id + 1, side));
    }
    let asked = s.league(2, leave(false));
    assert!(
        said(&asked).contains("listed after everyone still in the league"),
        "{}",
        said(&asked)
    );
    for confirmed in [false, true] {
        assert_eq!(
            s.refused(1, leave(confirmed)),
            Notice::League {
                error: LeagueError::AllPlayed
            }
        );
    }
    assert!(!s.service.leagues[&1].withdrawn(0));
    let shown = board(&s);
    assert!(shown.contains("1. P1"), "{shown}");
    assert!(!shown.contains("withdrawn"), "{shown}");
    let refusal = game::table::notice_text(
        game::i18n::Lang::En,
        &Notice::League {
            error: LeagueError::AllPlayed,
        },
    );
    assert!(
        refusal.contains("place in the standings stands"),
        "{refusal}"
    );
}

/// A Durak ladder "Cup" with deadline=forfeit, users 1 to 3 on it in that order.
fn forfeit_ladder_of_three() -> Season {
    let mut s = Season::new();
    let new = opening_with("Cup", GameKind::Durak, |c| {
        c.format = Format::Ladder;
        c.at_deadline = game::league::AtDeadline::Forfeit;
    });
    s.league(100, new);
    for who in [1, 2, 3] {
        s.league(who, LeagueAction::Join { league: None });
    }
    start(&mut s);
    s
}

/// A ladder challenge won by forfeit (the challenged never came) left the challenger
/// where he was; it now moves him up as a won game does. One lost by forfeit moves
/// nobody, as a lost game; a referee's award moves places as a win does.
#[test]
fn a_ladder_forfeit_moves_places_as_the_game_would() {
    let mut s = forfeit_ladder_of_three();
    // P3 (third) challenges P2 (second), comes to the table; P2 never does.
    s.league(
        3,
        LeagueAction::Challenge {
            league: None,
            place: 2,
        },
    );
    s.league(3, LeagueAction::Play { league: None });
    let words = at_the_deadline(&mut s);
    assert!(words.contains("P3 wins by forfeit"), "{words}");
    assert_eq!(s.service.leagues[&1].ladder, vec![0, 2, 1]);
    // P2 (third now) challenges P3 (second) and does not come; P3 does.
    s.league(
        2,
        LeagueAction::Challenge {
            league: None,
            place: 2,
        },
    );
    s.league(3, LeagueAction::Play { league: None });
    let deadline = s.service.leagues[&1].fixtures[1].deadline;
    let words = said(&s.service.tick(deadline).outputs);
    assert!(words.contains("P3 wins by forfeit"), "{words}");
    assert_eq!(s.service.leagues[&1].ladder, vec![0, 2, 1]);
    // A referee awards P3's challenge of P1 to P3: he takes first place.
    s.league(
        3,
        LeagueAction::Challenge {
            league: None,
            place: 1,
        },
    );
    s.league(100, award(3, 1));
    assert_eq!(s.service.leagues[&1].ladder, vec![2, 0, 1]);
}

/// A referee annuls a ladder challenge he had awarded to the challenger: the places go
/// back, and the standings message (edited in place) shows them (the annulled win still
/// decided the ladder).
#[test]
fn annulling_a_won_ladder_challenge_puts_the_places_back_on_the_board() {
    let mut s = durak_cup(Format::Ladder, &[1, 2, 3]);
    start(&mut s);
    s.league(
        3,
        LeagueAction::Challenge {
            league: None,
            place: 2,
        },
    );
    s.league(100, award(1, 1));
    assert_eq!(s.service.leagues[&1].ladder, vec![0, 2, 1]);
    assert!(board(&s).contains("2. P3\n3. P2"), "{}", board(&s));
    let annulled = s.league(
        100,
        LeagueAction::Rule {
            league: None,
            number: 1,
            ruling: RuleKind::Annul,
            reason: "wrong fixture".into(),
            handle: None,
        },
    );
    assert!(said(&annulled).contains("annuls"), "{}", said(&annulled));
    assert!(
        annulled
            .iter()
            .any(|o| matches!(o, Output::Standings { league: 1 })),
        "the standings message is updated"
    );
    assert_eq!(s.service.leagues[&1].ladder, vec![0, 1, 2]);
    assert!(board(&s).contains("2. P2\n3. P3"), "{}", board(&s));
}

/// Registering, withdrawing while the league registers and registering again added an
/// entrant each time (duplicates in the standings, the export and the counts). One
/// person (one team) is one entrant, reinstated.
#[test]
fn registering_again_after_withdrawing_reinstates_the_same_entrant() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    for _ in 0..2 {
        s.league(2, leave(false));
        s.league(2, LeagueAction::Join { league: None });
    }
    assert_eq!(s.service.leagues[&1].entrants.len(), 3);
    start(&mut s);
    let l = &s.service.leagues[&1];
    assert_eq!(l.fixtures.len(), 3);
    let csv = game::league::export::csv(l);
    assert_eq!(csv.matches(",P2,").count(), 1, "{csv}");
    assert_eq!(board(&s).matches("P2").count(), 1, "{}", board(&s));

    let mut s = team_cup(Format::RoundRobin, 2);
    s.league(1, leave(false));
    register_team(&mut s, "Team 0", 1, 2);
    assert_eq!(s.service.leagues[&1].entrants.len(), 2);
    assert!(s.service.leagues[&1].active().len() == 2);
}

/// A Bazaar league "Teams" of `format` opened by user 100, with `teams` teams: team i
/// is "Team i", captain 10i+1 and partner 10i+2.
fn team_cup(format: Format, teams: u32) -> Season {
    let mut s = Season::new();
    let new = opening_with("Teams", GameKind::Bazaar, |c| c.format = format);
    s.league(100, new);
    for i in 0..teams {
        register_team(&mut s, &format!("Team {i}"), 10 * i + 1, 10 * i + 2);
    }
    s
}

/// `captain` names the team `name` with `partner`, who accepts.
fn register_team(s: &mut Season, name: &str, captain: u32, partner: u32) {
    s.league(
        captain,
        LeagueAction::Team {
            league: None,
            name: name.into(),
            partner: Partner::User(user(partner)),
        },
    );
    let invite = s.service.leagues[&1].invites.last().expect("invited").id;
    s.league(
        partner,
        LeagueAction::Accept {
            league: 1,
            invite,
            handle: None,
        },
    );
}

/// "Place X of N", the history and the export counted the withdrawn in N: N now counts
/// those still in; a withdrawn entrant's row is marked so where it is listed.
#[test]
fn counts_leave_out_the_withdrawn() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    start(&mut s);
    s.league(3, leave(true));
    let me = s.league(1, LeagueAction::Me { league: None });
    let words: Vec<String> = me
        .iter()
        .filter_map(|o| match o {
            Output::Private { notice, .. } => {
                Some(game::table::notice_text(game::i18n::Lang::En, notice))
            }
            _ => None,
        })
        .collect();
    assert!(words.concat().contains(" of 2,"), "{words:?}");
    let csv = game::league::export::csv(&s.service.leagues[&1]);
    let rows: Vec<&str> = csv
        .split("\r\n")
        .skip_while(|l| !l.starts_with("place,"))
        .collect();
    assert!(rows[0].ends_with(",difference,withdrawn"), "{csv}");
    assert!(
        rows.iter()
            .any(|r| r.contains(",P3,") && r.ends_with(",yes")),
        "{csv}"
    );
    assert!(
        rows.iter()
            .any(|r| r.contains(",P1,") && r.ends_with(",no")),
        "{csv}"
    );
    s.league(
        100,
        LeagueAction::EndSeason {
            league: None,
            admin: false,
        },
    );
    let history = said(&s.league(1, LeagueAction::History { league: None }));
    let p3 = history
        .lines()
        .find(|l| l.contains("P3"))
        .expect("P3's row");
    assert!(p3.ends_with("🚫 withdrawn"), "{history}");
}

/// /league remove at a withdrawn entrant's place said there was no such place: it now
/// says he has already withdrawn.
#[test]
fn removing_at_a_withdrawn_entrants_place_says_he_has_withdrawn() {
    let mut s = durak_cup(Format::RoundRobin, &[1, 2, 3]);
    start(&mut s);
    s.league(1, leave(true));
    assert!(board(&s).contains("3. P1"), "{}", board(&s));
    for confirmed in [false, true] {
        assert_eq!(
            s.refused(
                100,
                LeagueAction::Remove {
                    league: None,
                    place: 3,
                    confirmed,
                    admin: false,
                }
            ),
            Notice::League {
                error: LeagueError::AlreadyWithdrawn
            }
        );
    }
}

/// Either member of a team could withdraw it. Only its captain (who registered it) may;
/// the partner is told who can (the organiser removes with /league remove).
#[test]
fn only_the_captain_withdraws_a_team() {
    let mut s = team_cup(Format::RoundRobin, 3);
    for confirmed in [false, true] {
        assert_eq!(
            s.refused(2, leave(confirmed)),
            Notice::League {
                error: LeagueError::NotCaptain
            }
        );
    }
    start(&mut s);
    assert_eq!(
        s.refused(12, leave(true)),
        Notice::League {
            error: LeagueError::NotCaptain
        }
    );
    assert!(s.service.leagues[&1].active().len() == 3);
    let refusal = game::table::notice_text(
        game::i18n::Lang::En,
        &Notice::League {
            error: LeagueError::NotCaptain,
        },
    );
    assert!(refusal.contains("captain"), "{refusal}");
    let left = said(&s.league(11, leave(true)));
    assert!(left.contains("Team 1 has withdrawn"), "{left}");
}
