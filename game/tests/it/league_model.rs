//! The league model: fixtures of every format, registration, results, standings and ratings.

use std::collections::{BTreeMap, BTreeSet};

use game::league::fixtures::{max_swiss_rounds, pair_key, round_robin, swiss_round};
use game::league::rating::{Rating, rate};
use game::league::{
    Charter, EntrantId, Format, GameReport, League, LeagueError, Partner, Phase, WinKind, standings,
};
use game::table::{ChatId, GameKind, Settings, UserId};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const DAY: u64 = 86_400_000;

fn user(n: u32) -> UserId {
    UserId(format!("tg:{n}"))
}

fn charter(game: GameKind, format: Format) -> Charter {
    Charter {
        name: "Spring cup".into(),
        conditions: Settings::new(game),
        format,
        rounds: 0,
        reach: 2,
        days: 7,
        at_deadline: Default::default(),
    }
}

fn league(game: GameKind, format: Format) -> League {
    League::open(
        1,
        ChatId("tg:-1".into()),
        user(0),
        true,
        charter(game, format),
    )
    .unwrap()
}

/// A league of `n` single players (Toto21), started at time 0.
fn players_league(n: u32, format: Format) -> League {
    let mut l = league(GameKind::Toto21, format);
    for i in 1..=n {
        l.join(&user(i), &format!("P{i}")).unwrap();
    }
    l.start(&user(0), false, 0).unwrap();
    l
}

/// A finished two-player game between the fixture's sides, `home_wins` deciding, the winner
/// at `win` points and the loser at `lose`.
fn duel(l: &League, fixture: u32, home_wins: bool, win: u32, lose: u32) -> GameReport {
    let f = &l.fixtures[fixture as usize];
    let seats = l.fixture_seats(f).into_iter().map(Some).collect();
    GameReport {
        seats,
        winners: vec![if home_wins { 0 } else { 1 }],
        rubicon: None,
        tars_kaput: false,
        points: if home_wins { [win, lose] } else { [lose, win] },
    }
}

#[test]
fn round_robin_meets_every_pair_once_per_leg() {
    for n in 2..=12u32 {
        for legs in [1, 2] {
            let rounds = round_robin(n, legs);
            let per_leg = if n % 2 == 0 { n - 1 } else { n };
            assert_eq!(rounds.len() as u32, per_leg * legs, "n={n}");
            for (leg, chunk) in rounds.chunks(per_leg as usize).enumerate() {
                let mut met: BTreeMap<(u32, u32), u32> = BTreeMap::new();
                let mut byes: BTreeMap<u32, u32> = BTreeMap::new();
                for round in chunk {
                    let mut busy = BTreeSet::new();
                    for &(h, a) in &round.pairings {
                        assert!(h < n && a < n && h != a, "n={n}");
                        assert!(busy.insert(h) && busy.insert(a), "twice in a round, n={n}");
                        *met.entry(pair_key(h, a)).or_default() += 1;
                    }
                    if let Some(b) = round.bye {
                        assert!(!busy.contains(&b));
                        *byes.entry(b).or_default() += 1;
                        busy.insert(b);
                    }
                    assert_eq!(busy.len() as u32, n, "everyone plays or sits out, n={n}");
                }
                assert_eq!(met.len() as u32, n * (n - 1) / 2, "n={n} leg={leg}");
                assert!(met.values().all(|&c| c == 1), "n={n} leg={leg}");
                if n % 2 == 1 {
                    assert_eq!(byes.len() as u32, n, "each sits out once, n={n}");
                    assert!(byes.values().all(|&c| c == 1));
                } else {
                    assert!(byes.is_empty());
                }
            }
            if legs == 2 {
                let half = per_leg as usize;
                for (first, second) in rounds[..half].iter().zip(&rounds[half..]) {
                    let swapped: Vec<_> = first.pairings.iter().map(|&(h, a)| (a, h)).collect();
                    assert_eq!(second.pairings, swapped, "the return leg swaps sides");
                }
            }
            // Home and away are shared out: nobody hosts more than half the games plus one.
            let mut home = vec![0i32; n as usize];
            let mut away = vec![0i32; n as usize];
            for round in &rounds[..per_leg as usize] {
                for &(h, a) in &round.pairings {
                    home[h as usize] += 1;
                    away[a as usize] += 1;
                }
            }
            for e in 0..n as usize {
                assert!((home[e] - away[e]).abs() <= 2, "n={n}: {home:?} {away:?}");
            }
        }
    }
    assert!(round_robin(1, 1).is_empty());
}

#[test]
fn swiss_never_repeats_a_pairing_and_byes_are_fair() {
    for n in 2..=13u32 {
        for seed in 0..4u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 100 + u64::from(n));
            let mut l = league(GameKind::Durak, Format::Swiss);
            l.rounds = max_swiss_rounds(n).min(6);
            for i in 1..=n {
                l.join(&user(i), &format!("P{i}")).unwrap();
            }
            l.start(&user(0), false, 0).unwrap();
            let mut guard = 0;
            while let Some(f) = l.fixtures.iter().find(|f| f.result.is_none()).map(|f| f.id) {
                let report = duel(&l, f, rng.random_bool(0.5), 3, rng.random_range(0..3));
                l.record(f, &report, 10).unwrap();
                guard += 1;
                assert!(guard < 1000);
            }
            assert_eq!(l.phase, Phase::Finished);
            let mut seen = BTreeSet::new();
            for f in &l.fixtures {
                assert!(
                    seen.insert(pair_key(f.home, f.away)),
                    "rematch n={n} seed={seed}"
                );
            }
            for round in 1..=l.last_round() {
                let mut busy = BTreeSet::new();
                for f in l.fixtures.iter().filter(|f| f.round == round) {
                    assert!(busy.insert(f.home) && busy.insert(f.away));
                }
                let byes: Vec<_> = l.byes.iter().filter(|b| b.0 == round).collect();
                assert_eq!(byes.len(), (n % 2) as usize);
                assert_eq!(f64::from(busy.len() as u32), f64::from(n - n % 2));
            }
            let mut bye_count = BTreeMap::new();
            for &(_, e) in &l.byes {
                *bye_count.entry(e).or_insert(0) += 1;
            }
            assert!(bye_count.values().all(|&c| c == 1), "one bye each at most");
            // The deadline of each round is its number of round lengths after the start.
            for f in &l.fixtures {
                assert_eq!(f.deadline, u64::from(f.round) * 7 * DAY);
            }
        }
    }
}

#[test]
fn swiss_pairs_by_score() {
    // Four entrants, round one 0-1 and 2-3; the winners meet in round two.
    let mut l = players_league(4, Format::Swiss);
    assert_eq!(l.rounds, 3);
    let first: Vec<_> = l.fixtures.iter().map(|f| (f.home, f.away)).collect();
    assert_eq!(first, vec![(0, 1), (2, 3)]);
    let r = duel(&l, 0, false, 4, 1);
    l.record(0, &r, 1).unwrap();
    assert_eq!(
        l.last_round(),
        1,
        "the next round waits for the whole round"
    );
    let r = duel(&l, 1, true, 4, 0);
    l.record(1, &r, 2).unwrap();
    let second: BTreeSet<_> = l
        .fixtures
        .iter()
        .filter(|f| f.round == 2)
        .map(|f| pair_key(f.home, f.away))
        .collect();
    assert_eq!(second, BTreeSet::from([(1, 2), (0, 3)]));
    // A pairing that cannot avoid a rematch is no pairing.
    let met = BTreeSet::from([(0, 1)]);
    assert_eq!(swiss_round(&[0, 1], &met, &BTreeSet::new()), None);
}

/// The standings computed the plain way, for comparison: (entrant, played, won, lost,
/// points, difference), in no particular order.
fn plain_table(l: &League) -> BTreeMap<EntrantId, (u32, u32, u32, u32, i64)> {
    let mut table = BTreeMap::new();
    for e in 0..l.entrants.len() as u32 {
        table.insert(e, (0, 0, 0, 0, 0));
    }
    for f in &l.fixtures {
        let Some(r) = &f.result else { continue };
        let win_points = match r.win {
            WinKind::TwoNil => 2,
            WinKind::OneNil => 1,
            WinKind::Win => 2,
        };
        for (e, side) in [(f.home, 0), (f.away, 1)] {
            let row = table.get_mut(&e).unwrap();
            row.0 += 1;
            if r.winner == e {
                row.1 += 1;
                row.3 += win_points;
            } else {
                row.2 += 1;
            }
            row.4 += i64::from(r.points[side]) - i64::from(r.points[1 - side]);
        }
    }
    // A bye counts once its round is drawn.
    for &(_, e) in &l.byes {
        table.get_mut(&e).unwrap().3 += 1;
    }
    table
}

#[test]
fn standings_agree_with_a_plain_count_at_every_step() {
    for n in [3u32, 6, 7] {
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
        let mut l = players_league(n, Format::Double);
        for f in 0..l.fixtures.len() as u32 {
            let report = duel(&l, f, rng.random_bool(0.5), 4, rng.random_range(0..4));
            l.record(f, &report, 5).unwrap();
            let rows = standings(&l);
            let plain = plain_table(&l);
            assert_eq!(rows.len(), n as usize);
            for row in &rows {
                let p = plain[&row.entrant];
                assert_eq!(
                    (row.played, row.won, row.lost, row.points, row.difference()),
                    p
                );
            }
            for pair in rows.windows(2) {
                let key = |r: &game::league::Row| (r.points, r.difference());
                assert!(key(&pair[0]) >= key(&pair[1]), "ordered: {rows:?}");
            }
        }
        assert_eq!(l.phase, Phase::Finished);
    }
}

#[test]
fn head_to_head_breaks_a_tie_on_points_and_difference() {
    let mut l = players_league(4, Format::RoundRobin);
    let find = |l: &League, a: u32, b: u32| {
        l.fixtures
            .iter()
            .find(|f| pair_key(f.home, f.away) == pair_key(a, b))
            .unwrap()
            .id
    };
    // Results: 3 beats 2, 2 beats 1, 1 beats 3 ... and 0 loses to all.
    let plan = [(3, 2), (2, 1), (1, 3), (1, 0), (2, 0), (3, 0)];
    for (winner, loser) in plan {
        let f = find(&l, winner, loser);
        let home_wins = l.fixtures[f as usize].home == winner;
        let report = duel(&l, f, home_wins, 4, 2);
        l.record(f, &report, 1).unwrap();
    }
    let order: Vec<_> = standings(&l).iter().map(|r| r.entrant).collect();
    // 1, 2, 3 all have 2 wins and +4; head-to-head among them is 2 points each: id order.
    assert_eq!(order, vec![1, 2, 3, 0]);

    // Now a tie of two where head-to-head disagrees with registration order.
    let mut l = players_league(3, Format::RoundRobin);
    let plan = [(1, 0), (0, 2), (2, 1)];
    for (winner, loser) in plan {
        let f = find(&l, winner, loser);
        let home_wins = l.fixtures[f as usize].home == winner;
        // Same margins everywhere: everyone +0 with one win.
        let report = duel(&l, f, home_wins, 4, 2);
        l.record(f, &report, 1).unwrap();
    }
    // Level on everything, a three-way head-to-head cycle: registration order.
    let order: Vec<_> = standings(&l).iter().map(|r| r.entrant).collect();
    assert_eq!(order, vec![0, 1, 2]);

    let mut l = players_league(4, Format::RoundRobin);
    // 0 and 1 level (0 beat 1), 2 and 3 level (3 beat 2), on points and difference alike.
    let plan = [(3, 2), (2, 0), (0, 3), (1, 2), (1, 3), (0, 1)];
    for (winner, loser) in plan {
        let f = find(&l, winner, loser);
        let home_wins = l.fixtures[f as usize].home == winner;
        let report = duel(&l, f, home_wins, 4, 2);
        l.record(f, &report, 1).unwrap();
    }
    let rows = standings(&l);
    let order: Vec<_> = rows.iter().map(|r| r.entrant).collect();
    assert_eq!(rows[0].points, rows[1].points);
    assert_eq!(rows[0].difference(), rows[1].difference());
    assert_eq!(rows[2].points, rows[3].points);
    assert_eq!(rows[2].difference(), rows[3].difference());
    assert_eq!(order, vec![0, 1, 3, 2], "{rows:?}");
}

/// A Blot league of `n` teams: team i is users 10i+1 and 10i+2.
fn teams_league(n: u32, format: Format) -> League {
    let mut l = league(GameKind::Bazaar, format);
    for i in 0..n {
        let (a, b) = (user(10 * i + 1), user(10 * i + 2));
        let invite = l
            .invite(
                &a,
                &format!("A{i}"),
                &format!("Team {i}"),
                Partner::User(b.clone()),
            )
            .unwrap();
        l.accept(invite, &b, &format!("B{i}")).unwrap();
    }
    l.start(&user(0), false, 0).unwrap();
    l
}

#[test]
fn a_blot_result_reads_the_teams_margin_and_reverse_kaput() {
    let mut l = teams_league(4, Format::RoundRobin);
    let f = l.fixtures[0].clone();
    let seats = l.fixture_seats(&f);
    assert_eq!(seats.len(), 4);
    // The away team sits at 0 and 2 this time: the sides are read from the seats.
    let swapped = vec![
        Some(seats[1].clone()),
        Some(seats[0].clone()),
        Some(seats[3].clone()),
        Some(seats[2].clone()),
    ];
    let report = GameReport {
        seats: swapped.clone(),
        winners: vec![1, 3],
        rubicon: Some(true),
        tars_kaput: true,
        points: [120, 310],
    };
    let result = l.record(0, &report, 9).unwrap();
    assert_eq!(result.winner, f.home);
    assert_eq!(result.win, WinKind::TwoNil);
    assert!(result.tars_kaput);
    assert_eq!(result.points, [310, 120]);
    let rows = standings(&l);
    let home = rows.iter().find(|r| r.entrant == f.home).unwrap();
    let away = rows.iter().find(|r| r.entrant == f.away).unwrap();
    assert_eq!((home.points, home.rubicons_for, home.tars_kaput), (2, 1, 1));
    assert_eq!((away.points, away.rubicons_against), (0, 1));
    assert_eq!(home.difference(), 190);
    // Recorded once only.
    assert_eq!(l.record(0, &report, 10), Err(LeagueError::AlreadyPlayed));

    // A 1-0.
    let report = GameReport {
        rubicon: Some(false),
        tars_kaput: false,
        winners: vec![0, 2],
        seats: l
            .fixture_seats(&l.fixtures[1])
            .into_iter()
            .map(Some)
            .collect(),
        points: [305, 200],
    };
    let result = l.record(1, &report, 11).unwrap();
    assert_eq!(result.win, WinKind::OneNil);
    let rows = standings(&l);
    let home = rows
        .iter()
        .find(|r| r.entrant == l.fixtures[1].home)
        .unwrap();
    assert_eq!(home.points, 1);
}

#[test]
fn a_computer_seat_or_a_stranger_never_counts() {
    let mut l = teams_league(4, Format::RoundRobin);
    let seats: Vec<_> = l
        .fixture_seats(&l.fixtures[0])
        .into_iter()
        .map(Some)
        .collect();
    let mut with_computer = seats.clone();
    with_computer[3] = None;
    let report = |seats: Vec<Option<UserId>>| GameReport {
        seats,
        winners: vec![0, 2],
        rubicon: Some(false),
        tars_kaput: false,
        points: [301, 200],
    };
    assert_eq!(
        l.record(0, &report(with_computer), 1),
        Err(LeagueError::ComputerSeat)
    );
    let mut stranger = seats.clone();
    stranger[1] = Some(user(999));
    assert_eq!(
        l.record(0, &report(stranger), 1),
        Err(LeagueError::WrongPlayers)
    );
    // Partners split over the two sides are not the fixture's teams.
    let mixed = vec![
        seats[0].clone(),
        seats[2].clone(),
        seats[1].clone(),
        seats[3].clone(),
    ];
    assert_eq!(
        l.record(0, &report(mixed), 1),
        Err(LeagueError::WrongPlayers)
    );
    // Another fixture's teams.
    let other = l
        .fixtures
        .iter()
        .find(|f| !f.involves(l.fixtures[0].home) && !f.involves(l.fixtures[0].away))
        .unwrap()
        .clone();
    let others = l.fixture_seats(&other).into_iter().map(Some).collect();
    assert_eq!(
        l.record(0, &report(others), 1),
        Err(LeagueError::WrongPlayers)
    );
    assert!(l.fixtures[0].result.is_none(), "nothing was recorded");
    assert!(standings(&l).iter().all(|r| r.played == 0));
    assert_eq!(
        l.record(99, &report(seats), 1),
        Err(LeagueError::NoSuchFixture)
    );
}

#[test]
fn registration_rules() {
    let mut l = league(GameKind::Bazaar, Format::RoundRobin);
    assert_eq!(l.join(&user(1), "Ani"), Err(LeagueError::TeamsOnly));
    assert_eq!(
        l.invite(&user(1), "Ani", "Eagles", Partner::User(user(1))),
        Err(LeagueError::OwnPartner)
    );
    let invite = l
        .invite(&user(1), "Ani", "Eagles", Partner::User(user(2)))
        .unwrap();
    assert_eq!(
        l.accept(invite, &user(3), "Aram"),
        Err(LeagueError::NotYourInvite)
    );
    assert_eq!(
        l.accept(invite, &user(1), "Ani"),
        Err(LeagueError::NotYourInvite)
    );
    assert_eq!(
        l.accept(invite + 7, &user(2), "Boris"),
        Err(LeagueError::NoSuchInvite)
    );
    assert_eq!(l.accept(invite, &user(2), "Boris"), Ok(0));
    assert_eq!(l.entrants[0].members, vec![user(1), user(2)]);
    // At most one team per player.
    assert_eq!(
        l.invite(&user(2), "Boris", "Hawks", Partner::User(user(3))),
        Err(LeagueError::AlreadyEntered)
    );
    assert_eq!(
        l.invite(&user(3), "Aram", "Hawks", Partner::User(user(1))),
        Err(LeagueError::PartnerTaken)
    );
    assert_eq!(
        l.invite(&user(3), "Aram", "eagles", Partner::User(user(4))),
        Err(LeagueError::NameTaken)
    );
    // A handle names whoever the platform says has it, never someone merely named so.
    let invite = l
        .invite(&user(3), "Aram", "Hawks", Partner::Handle("@gayane".into()))
        .unwrap();
    assert_eq!(
        l.accept(invite, &user(5), "gayane"),
        Err(LeagueError::NotYourInvite)
    );
    l.claim_handle(&user(4), "Gayane");
    assert_eq!(
        l.accept(invite, &user(5), "gayane"),
        Err(LeagueError::NotYourInvite)
    );
    assert_eq!(l.accept(invite, &user(4), "Gayane G."), Ok(1));
    // Only the organiser (or an administrator) starts; then registration is closed.
    assert_eq!(l.start(&user(1), false, 0), Err(LeagueError::NotOrganiser));
    l.start(&user(1), true, 0).unwrap();
    assert_eq!(
        l.invite(&user(7), "Lilit", "Late", Partner::User(user(8))),
        Err(LeagueError::RegistrationClosed)
    );
    assert_eq!(
        l.start(&user(0), false, 0),
        Err(LeagueError::RegistrationClosed)
    );

    let mut solo = league(GameKind::Durak, Format::RoundRobin);
    assert_eq!(
        solo.invite(&user(1), "Ani", "Eagles", Partner::User(user(2))),
        Err(LeagueError::PlayersOnly)
    );
    solo.join(&user(1), "Ani").unwrap();
    assert_eq!(solo.join(&user(1), "Ani"), Err(LeagueError::AlreadyEntered));
    assert_eq!(
        solo.start(&user(0), false, 0),
        Err(LeagueError::TooFewEntrants)
    );

    // Only administrators open leagues, and a league's settings are checked.
    let open = |admin, charter| League::open(2, ChatId("c".into()), user(0), admin, charter);
    assert_eq!(
        open(false, charter(GameKind::Bazaar, Format::Swiss)),
        Err(LeagueError::NotAdmin)
    );
    let mut bad = charter(GameKind::Bazaar, Format::Swiss);
    bad.days = 0;
    assert_eq!(open(true, bad), Err(LeagueError::BadDays));
    let mut bad = charter(GameKind::Bazaar, Format::Swiss);
    bad.name = " ".into();
    assert_eq!(open(true, bad), Err(LeagueError::BadName));
    let mut staked = charter(GameKind::Toto21, Format::Swiss);
    staked.conditions.stake = 500;
    assert_eq!(open(true, staked).unwrap().conditions.stake, 0);
}

#[test]
fn fixtures_are_playable_only_by_their_players() {
    let mut l = players_league(4, Format::RoundRobin);
    let f = l.next_fixture(0).unwrap().clone();
    assert_eq!(f.round, 1);
    let opponent = l.entrants[f.opponent(0) as usize].members[0].clone();
    assert!(l.playable(f.id, &user(1)).is_ok());
    assert!(l.playable(f.id, &opponent).is_ok());
    let stranger = (1..=4)
        .map(user)
        .find(|u| *u != user(1) && *u != opponent)
        .unwrap();
    assert_eq!(
        l.playable(f.id, &stranger).err(),
        Some(LeagueError::NotYourFixture)
    );
    assert_eq!(
        l.playable(f.id, &user(77)).err(),
        Some(LeagueError::NotYourFixture)
    );
    let report = duel(&l, f.id, true, 4, 0);
    l.record(f.id, &report, 1).unwrap();
    assert_eq!(
        l.playable(f.id, &user(1)).err(),
        Some(LeagueError::AlreadyPlayed)
    );
    assert_ne!(l.next_fixture(0).unwrap().id, f.id);
    assert_eq!(l.current_round(), 1);
}

#[test]
fn ladder_challenges_within_reach_and_a_win_takes_the_place() {
    let mut l = players_league(5, Format::Ladder);
    assert_eq!(l.ladder, vec![0, 1, 2, 3, 4]);
    assert!(l.fixtures.is_empty());
    // P5 (place 5) may reach places 3 and 4, not 2 nor himself nor below.
    assert_eq!(
        l.challenge(&user(5), 2, 0),
        Err(LeagueError::OutOfReach { reach: 2 })
    );
    // Himself: he is told he cannot challenge himself; a place that is none: no such place.
    assert_eq!(l.challenge(&user(5), 5, 0), Err(LeagueError::OwnPlace));
    assert_eq!(l.challenge(&user(5), 0, 0), Err(LeagueError::NoSuchPlace));
    assert_eq!(l.challenge(&user(5), 6, 0), Err(LeagueError::NoSuchPlace));
    assert_eq!(
        l.challenge(&user(3), 4, 0),
        Err(LeagueError::OutOfReach { reach: 2 })
    );
    assert_eq!(l.challenge(&user(99), 1, 0), Err(LeagueError::NotEntered));
    let f = l.challenge(&user(5), 3, 100).unwrap();
    assert_eq!(l.fixtures[f as usize].deadline, 100 + 7 * DAY);
    assert_eq!(l.challenge(&user(4), 3, 0), Err(LeagueError::ChallengeOpen));
    let report = duel(&l, f, true, 4, 1);
    l.record(f, &report, 1).unwrap();
    assert_eq!(l.ladder, vec![0, 1, 4, 3, 2]);
    // A challenger who loses stays where he was.
    let f = l.challenge(&user(2), 1, 0).unwrap();
    let report = duel(&l, f, false, 4, 1);
    l.record(f, &report, 2).unwrap();
    assert_eq!(l.ladder, vec![0, 1, 4, 3, 2]);

    let mut rr = players_league(3, Format::RoundRobin);
    assert_eq!(rr.challenge(&user(1), 1, 0), Err(LeagueError::NotALadder));
}

/// A Swiss season over whose last result a referee annuls runs again until the fixture is
/// replayed (it stayed "over": no deadline, and the standings said the season was over).
#[test]
fn an_annulled_result_reopens_a_finished_swiss_season_until_replayed() {
    let mut l = players_league(2, Format::Swiss);
    l.record(0, &duel(&l, 0, true, 4, 1), 1).unwrap();
    assert_eq!(l.phase, Phase::Finished);
    l.rule(
        &user(0),
        "Org",
        0,
        game::league::Ruling::Annul,
        "wrong cards",
        2,
    )
    .unwrap();
    assert_eq!(l.phase, Phase::Running);
    assert_eq!(l.next_deadline(), Some(l.fixtures[0].deadline));
    l.record(0, &duel(&l, 0, false, 4, 2), 3).unwrap();
    assert_eq!(l.phase, Phase::Finished);
    assert_eq!(l.fixtures.len(), 1, "no round beyond the season's");
}

/// A ladder ranks by its places: the one on top is its champion, whatever the points say
/// (the standings, `/league me` and the archived season agree with the ladder).
#[test]
fn a_ladder_ranks_and_crowns_by_its_places_not_by_points() {
    let mut l = players_league(4, Format::Ladder);
    // P4 climbs over P3: P4 has the only win (2 points) but stands third.
    let f = l.challenge(&user(4), 3, 0).unwrap();
    l.record(f, &duel(&l, f, true, 4, 1), 1).unwrap();
    assert_eq!(l.ladder, vec![0, 1, 3, 2]);
    assert_eq!(standings(&l)[0].entrant, 3, "P4 leads on points");
    let order: Vec<EntrantId> = l.ranking().iter().map(|r| r.entrant).collect();
    assert_eq!(order, vec![0, 1, 3, 2]);
    let archived = l.end_season(&user(0), false, 2).unwrap();
    let names: Vec<&str> = archived.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["P1", "P2", "P4", "P3"]);
    assert!(game::league::export::csv(&l).contains("\r\n1,P1,"));
}

/// A standings row shows the game points difference signed once ("+312", "−5", "0"); it read
/// "±+312" and "±−5".
#[test]
fn a_standings_row_signs_its_difference_once() {
    use game::i18n::{Lang, LeagueMsg, league_text};
    for lang in Lang::ALL {
        for difference in ["+312", "−5"] {
            let row = league_text(
                lang,
                &LeagueMsg::StandingsRow {
                    place: 1,
                    name: "Eagles",
                    played: 5,
                    won: 4,
                    lost: 1,
                    rubicons_for: 2,
                    rubicons_against: 1,
                    points: 7,
                    difference,
                },
            );
            assert!(row.ends_with(&format!(" · {difference}")), "{lang}: {row}");
            assert!(!row.contains('±'), "{lang}: {row}");
        }
    }
}

/// "At most 1 places above you": the reach is counted in words that agree with it.
#[test]
fn a_challenge_out_of_reach_counts_its_places_in_agreement() {
    use game::i18n::{Lang, LeagueMsg, league_text};
    let say = |reach| {
        league_text(
            Lang::En,
            &LeagueMsg::Deny(LeagueError::OutOfReach { reach }),
        )
    };
    assert_eq!(
        say(1),
        "You may challenge only someone at most 1 place above you."
    );
    assert!(say(3).contains("at most 3 places above"), "{}", say(3));
}

/// Russian: 21 (31, ...) fixtures forfeited take the "one" form of the noun, but they go to
/// the opponents, as wins in the plural: it read "21 несыгранный матч будет засчитан
/// сопернику как техническая победа" (to one opponent, as one win).
#[test]
fn a_withdrawals_forfeits_go_to_the_opponents_in_russian_at_21() {
    use game::i18n::{Lang, LeagueMsg, league_text};
    let said = |n| {
        [
            league_text(Lang::Ru, &LeagueMsg::WithdrawnForfeits { forfeits: n }),
            league_text(
                Lang::Ru,
                &LeagueMsg::WithdrawConfirm {
                    league: "Кубок",
                    name: "Ани",
                    fixtures: n,
                    command: "/league leave confirm",
                },
            ),
        ]
    };
    for text in said(21) {
        assert!(
            text.contains("21 несыгранный матч")
                && text.contains("соперникам как технические победы"),
            "{text}"
        );
    }
    for text in said(1) {
        assert!(
            text.contains("1 несыгранный матч")
                && text.contains("сопернику как техническая победа"),
            "{text}"
        );
    }
}

#[test]
fn ratings_are_deterministic_and_move_the_right_way() {
    let new = Rating::default();
    assert_eq!(new.shown(), (1500, 350));
    let [winners, losers] = rate([&[new], &[new]], Some(0));
    assert!(winners[0].rating > 1500.0 && losers[0].rating < 1500.0);
    assert!(winners[0].deviation < 350.0);
    assert_eq!((winners[0].games, losers[0].games), (1, 1));
    let again = rate([&[new], &[new]], Some(0));
    assert_eq!(again, [winners.clone(), losers.clone()]);
    // Symmetric for equal players.
    assert!((winners[0].rating - 1500.0 + losers[0].rating - 1500.0).abs() < 1e-9);
    // A draw between equals changes no rating.
    let [a, b] = rate([&[new], &[new]], None);
    assert!((a[0].rating - 1500.0).abs() < 1e-9 && (b[0].rating - 1500.0).abs() < 1e-9);
    // Beating a stronger side gains more than beating a weaker one.
    let strong = Rating {
        rating: 1800.0,
        deviation: 80.0,
        ..Rating::default()
    };
    let weak = Rating {
        rating: 1200.0,
        deviation: 80.0,
        ..Rating::default()
    };
    let me = Rating {
        rating: 1500.0,
        deviation: 80.0,
        ..Rating::default()
    };
    let up_strong = rate([&[me], &[strong]], Some(0))[0][0].rating - 1500.0;
    let up_weak = rate([&[me], &[weak]], Some(0))[0][0].rating - 1500.0;
    assert!(up_strong > up_weak && up_weak > 0.0);
    // Teams: each member against the other team's mean.
    let [won, lost] = rate([&[me, strong], &[weak, weak]], Some(1));
    assert_eq!((won.len(), lost.len()), (2, 2));
    assert!(won[0].rating < 1500.0 && won[1].rating < 1800.0);
    assert!(lost.iter().all(|r| r.rating > 1200.0));
    let mean_opponent = Rating {
        rating: 1650.0,
        deviation: 80.0,
        ..Rating::default()
    };
    let alone = rate([&[weak], &[mean_opponent]], Some(0))[0][0];
    assert!((lost[0].rating - alone.rating).abs() < 1e-9);
}

/// A bye counted once its round was complete: awarding a later round's fixture early gave
/// that round's bye point before earlier rounds were played, and a replay took an earlier
/// one away again. A bye now counts as soon as its round is drawn: the board is stable.
#[test]
fn bye_points_neither_come_nor_go_with_results() {
    use game::league::Ruling;
    let mut l = players_league(3, Format::RoundRobin);
    let byes = |l: &League| -> Vec<(u32, u32)> {
        let mut rows: Vec<(u32, u32)> = standings(l).iter().map(|r| (r.entrant, r.byes)).collect();
        rows.sort();
        rows
    };
    let every_one_once = vec![(0, 1), (1, 1), (2, 1)];
    assert_eq!(
        byes(&l),
        every_one_once,
        "each entrant's one bye, from the start"
    );
    let last = l.fixtures.iter().map(|f| f.id).max().unwrap();
    l.rule(
        &user(0),
        "Org",
        last,
        Ruling::Award {
            winner: l.fixtures[last as usize].home,
        },
        "early",
        5,
    )
    .unwrap();
    assert_eq!(byes(&l), every_one_once);
    l.rule(&user(0), "Org", last, Ruling::Replay, "again", 6)
        .unwrap();
    assert_eq!(byes(&l), every_one_once);
    assert_eq!(
        standings(&l).iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![1, 1, 1]
    );
}

#[test]
fn referees_award_annul_and_replay_with_a_logged_reason() {
    use game::league::Ruling;
    let mut l = players_league(4, Format::RoundRobin);
    let (f0, f1) = (l.fixtures[0].clone(), l.fixtures[1].clone());
    // Only the organiser and the referees he names rule.
    assert_eq!(
        l.rule(&user(1), "P1", 0, Ruling::Annul, "why not", 5),
        Err(LeagueError::NotReferee)
    );
    assert_eq!(
        l.name_referee(&user(1), false, Partner::User(user(1))),
        Err(LeagueError::NotOrganiser)
    );
    l.name_referee(&user(0), false, Partner::User(user(50)))
        .unwrap();
    assert_eq!(
        l.rule(&user(50), "Ref", 0, Ruling::Annul, "nothing to annul", 5),
        Err(LeagueError::NotPlayed)
    );
    assert_eq!(
        l.rule(
            &user(50),
            "Ref",
            0,
            Ruling::Award { winner: f0.away },
            "  ",
            5
        ),
        Err(LeagueError::NoReason)
    );
    assert_eq!(
        l.rule(&user(50), "Ref", 99, Ruling::Replay, "x", 5),
        Err(LeagueError::NoSuchFixture)
    );
    assert!(l.log.is_empty(), "a refused decision is not logged");
    // A forfeit: the away side wins without playing.
    l.rule(
        &user(50),
        "Ref",
        0,
        Ruling::Award { winner: f0.away },
        "no show",
        6,
    )
    .unwrap();
    let result = l.fixtures[0].result.clone().unwrap();
    assert!(result.awarded);
    assert_eq!(result.winner, f0.away);
    assert_eq!(
        l.rule(
            &user(50),
            "Ref",
            0,
            Ruling::Award { winner: f0.home },
            "again",
            6
        ),
        Err(LeagueError::AlreadyPlayed)
    );
    let row = |l: &League, e: EntrantId| standings(l).into_iter().find(|r| r.entrant == e).unwrap();
    assert_eq!((row(&l, f0.away).points, row(&l, f0.away).won), (2, 1));
    // A played result annulled: the standings forget it and the fixture is open again.
    let report = duel(&l, 1, true, 4, 1);
    l.record(1, &report, 7).unwrap();
    assert_eq!(row(&l, f1.home).won, 1);
    l.rule(&user(0), "Org", 1, Ruling::Annul, "a computer played", 8)
        .unwrap();
    assert!(l.fixtures[1].result.is_none());
    assert_eq!(row(&l, f1.home).played, 0);
    let home_player = l.entrants[f1.home as usize].members[0].clone();
    assert!(l.playable(1, &home_player).is_ok());
    assert_eq!(l.log.len(), 2);
    assert_eq!(l.log[1].reason, "a computer played");
    assert_eq!(l.log[1].by_name, "Org");
    assert_eq!(l.log[1].at, 8);
}

#[test]
fn at_its_deadline_an_unplayed_fixture_is_forfeited_or_goes_to_a_referee() {
    use game::league::{AtDeadline, Overdue};
    let mut c = charter(GameKind::Durak, Format::RoundRobin);
    c.at_deadline = AtDeadline::Forfeit;
    let mut l = League::open(1, ChatId("c".into()), user(0), true, c).unwrap();
    for i in 1..=4 {
        l.join(&user(i), &format!("P{i}")).unwrap();
    }
    assert_eq!(l.next_deadline(), None, "no deadline before the season");
    l.start(&user(0), false, 0).unwrap();
    assert_eq!(l.next_deadline(), Some(7 * DAY));
    let (f0, f1) = (l.fixtures[0].clone(), l.fixtures[1].clone());
    // Only the home side of the first fixture came to its table; nobody came to the second.
    let home_player = l.entrants[f0.home as usize].members[0].clone();
    l.showed_up(0, &home_player);
    l.showed_up(0, &user(99));
    assert!(l.deadlines(7 * DAY - 1).is_empty(), "not yet");
    let overdue = l.deadlines(7 * DAY);
    assert!(overdue.contains(&Overdue::Forfeited {
        fixture: 0,
        winner: f0.home
    }));
    assert!(overdue.contains(&Overdue::ToReferee { fixture: f1.id }));
    assert!(l.fixtures[0].result.as_ref().unwrap().awarded);
    assert!(l.fixtures[1].result.is_none() && l.fixtures[1].overdue);
    assert_eq!(l.log.len(), 1);
    assert!(
        l.deadlines(7 * DAY + 1).is_empty(),
        "each deadline is dealt with once"
    );
    assert_eq!(l.next_deadline(), Some(14 * DAY));

    // With the default setting every unplayed fixture goes to a referee.
    let mut l = players_league(2, Format::RoundRobin);
    let member = l.entrants[0].members[0].clone();
    l.showed_up(0, &member);
    assert_eq!(
        l.deadlines(7 * DAY),
        vec![Overdue::ToReferee { fixture: 0 }]
    );
    assert!(l.fixtures[0].result.is_none());
}

#[test]
fn a_fixture_ordered_replayed_after_its_deadline_gets_a_new_one() {
    use game::league::{Overdue, Ruling};
    let mut l = players_league(2, Format::RoundRobin);
    let member = l.entrants[0].members[0].clone();
    l.showed_up(0, &member);
    assert_eq!(
        l.deadlines(7 * DAY),
        vec![Overdue::ToReferee { fixture: 0 }]
    );
    // The referee orders it played after all, two days past its deadline: it has a round's
    // length again from then, and who came to the first table no longer counts.
    let ruled = 9 * DAY;
    l.rule(&user(0), "Org", 0, Ruling::Replay, "play it", ruled)
        .unwrap();
    assert_eq!(l.fixtures[0].deadline, ruled + 7 * DAY);
    assert!(l.fixtures[0].showed.is_empty());
    assert_eq!(l.next_deadline(), Some(ruled + 7 * DAY));
    assert!(l.deadlines(ruled + 1).is_empty(), "not overdue at once");
    assert_eq!(
        l.deadlines(ruled + 7 * DAY),
        vec![Overdue::ToReferee { fixture: 0 }],
        "unplayed by its new deadline, it goes to a referee again"
    );
}

#[test]
fn a_season_ends_archived_and_the_next_starts_with_the_same_entrants() {
    let mut l = players_league(3, Format::RoundRobin);
    assert_eq!(
        l.new_season(&user(0), false),
        Err(LeagueError::SeasonNotOver)
    );
    let first = duel(&l, 0, true, 4, 0);
    l.record(0, &first, 1).unwrap();
    assert_eq!(
        l.end_season(&user(1), false, 5).err(),
        Some(LeagueError::NotOrganiser)
    );
    let archived = l.end_season(&user(0), false, 5).unwrap().clone();
    assert_eq!(archived.season, 1);
    assert_eq!(archived.rows.len(), 3);
    assert_eq!(archived.rows[0].name, l.entrant_name(l.fixtures[0].home));
    assert_eq!(archived.rows[0].won, 1);
    assert_eq!(l.phase, Phase::Finished);
    // Nothing more counts in an ended season, and a player is told it is over (he was told
    // it "has not started yet").
    let late = duel(&l, 1, true, 4, 0);
    assert_eq!(l.record(1, &late, 6), Err(LeagueError::SeasonOver));
    assert_eq!(
        l.end_season(&user(0), false, 7).err(),
        Some(LeagueError::SeasonOver)
    );
    let unplayed = &l.fixtures[1];
    let player = l.entrants[unplayed.home as usize].members[0].clone();
    assert_eq!(l.playable(1, &player).err(), Some(LeagueError::SeasonOver));
    assert_eq!(l.new_season(&user(0), false), Ok(2));
    assert_eq!((l.phase, l.entrants.len()), (Phase::Registration, 3));
    assert!(l.fixtures.is_empty() && l.byes.is_empty());
    l.join(&user(4), "P4").unwrap();
    l.start(&user(0), false, 100).unwrap();
    assert_eq!(l.fixtures.len(), 6);
    assert!(standings(&l).iter().all(|r| r.played == 0));
    assert_eq!(l.history.len(), 1);
}

/// A Swiss league whose withdrawals leave one entrant (or none) is over: it paired the last
/// one alone, a round of no fixture but his bye (one bye point more), and ran on with nothing
/// to play and no deadline, never finishing.
#[test]
fn a_swiss_league_left_with_one_entrant_is_over() {
    let mut l = players_league(3, Format::Swiss);
    assert_eq!(l.rounds, 3);
    let last = l.byes[0].1;
    for e in (0..3).filter(|&e| e != last) {
        l.withdraw(e, 5).unwrap();
    }
    assert_eq!(l.phase, Phase::Finished);
    assert!(
        l.byes
            .iter()
            .all(|&(round, _)| l.fixtures.iter().any(|f| f.round == round)),
        "a round of byes only: {:?}",
        l.byes
    );
    assert_eq!(standings(&l)[0].byes, 1);
}

// ---------------------------------------------------------------------------------------
// Through the table service: commands, fixture tables, results, standings, ratings.

/// A Swiss entrant whose last round is played has nothing left to forfeit: withdrawing is
/// refused (it ranked him last); before that, it takes him out of the rounds to come.
#[test]
fn a_swiss_entrant_with_every_round_played_cannot_withdraw() {
    let mut l = league(GameKind::Toto21, Format::Swiss);
    for i in 1..=4 {
        l.join(&user(i), &format!("P{i}")).unwrap();
    }
    l.rounds = 2;
    l.start(&user(0), false, 0).unwrap();
    for round in 1..=2 {
        let ids: Vec<u32> = l
            .fixtures
            .iter()
            .filter(|f| f.round == round)
            .map(|f| f.id)
            .collect();
        for id in ids {
            let report = duel(&l, id, true, 3, 1);
            l.record(id, &report, 1).unwrap();
        }
    }
    assert_eq!(l.phase, Phase::Finished);
    assert_eq!(l.withdraw(0, 2), Err(LeagueError::AllPlayed));
    assert!(!l.withdrawn(0));
}

/// A referee's annulment or replay order of a ladder challenge: the places are those the
/// starting order and the results that stand make (a struck-out win left its swap in place).
mod ladder_rulings {
    use game::league::{Format, League, Ruling};

    use super::{duel, players_league, user};

    /// The organiser rules on a fixture.
    fn rule(l: &mut League, fixture: u32, ruling: Ruling, at: u64) {
        l.rule(&user(0), "Org", fixture, ruling, "a referee's reason", at)
            .unwrap();
    }

    /// `who` challenges the one at `place` and the challenge is played, `wins` deciding.
    fn challenge(l: &mut League, who: u32, place: u32, wins: bool, at: u64) -> u32 {
        let f = l.challenge(&user(who), place, at).unwrap();
        l.record(f, &duel(l, f, wins, 4, 1), at + 1).unwrap();
        f
    }

    #[test]
    fn annulling_a_won_challenge_moves_the_places_back_a_lost_one_moves_nothing() {
        let mut l = players_league(4, Format::Ladder);
        let f = challenge(&mut l, 4, 3, true, 0);
        assert_eq!(l.ladder, vec![0, 1, 3, 2]);
        rule(&mut l, f, Ruling::Annul, 10);
        assert_eq!(
            l.ladder,
            vec![0, 1, 2, 3],
            "the annulled win no longer counts"
        );
        let order: Vec<u32> = l.ranking().iter().map(|r| r.entrant).collect();
        assert_eq!(order, vec![0, 1, 2, 3]);
        // Played again and lost: nobody moves; P2 then climbs over P1.
        l.record(f, &duel(&l, f, false, 4, 1), 11).unwrap();
        assert_eq!(l.ladder, vec![0, 1, 2, 3]);
        challenge(&mut l, 2, 1, true, 12);
        assert_eq!(l.ladder, vec![1, 0, 2, 3]);
        // Annulling the lost challenge moves nothing: P2's win stands.
        rule(&mut l, f, Ruling::Annul, 20);
        assert_eq!(l.ladder, vec![1, 0, 2, 3]);
    }

    #[test]
    fn a_replay_order_moves_the_places_back_until_the_challenge_is_played_again() {
        let mut l = players_league(4, Format::Ladder);
        let f = challenge(&mut l, 4, 3, true, 0);
        assert_eq!(l.ladder, vec![0, 1, 3, 2]);
        rule(&mut l, f, Ruling::Replay, 10);
        assert_eq!(l.ladder, vec![0, 1, 2, 3]);
        assert_eq!(l.next_fixture(3).map(|f| f.id), Some(f), "to play again");
        l.record(f, &duel(&l, f, true, 4, 2), 11).unwrap();
        assert_eq!(l.ladder, vec![0, 1, 3, 2], "won again: the place again");
    }

    /// P3 (third) beats P2 (second), then P4 (fourth) beats P2 (third now). Annulling the
    /// first leaves P4's win over P2, replayed from the start: P4 stood below P2 and takes his
    /// (second) place. A later challenge whose challenger stands above the challenged once an
    /// earlier result is struck out moves nobody.
    #[test]
    fn annulling_an_earlier_challenge_replays_the_later_ones_from_the_start() {
        let mut l = players_league(4, Format::Ladder);
        let first = challenge(&mut l, 3, 2, true, 0);
        assert_eq!(l.ladder, vec![0, 2, 1, 3]);
        challenge(&mut l, 4, 3, true, 2);
        assert_eq!(l.ladder, vec![0, 2, 3, 1]);
        rule(&mut l, first, Ruling::Annul, 10);
        assert_eq!(l.ladder, vec![0, 3, 2, 1]);

        // P4 beats P3, then P3 (fourth) wins his place back from P4.
        let mut l = players_league(4, Format::Ladder);
        let first = challenge(&mut l, 4, 3, true, 0);
        challenge(&mut l, 3, 3, true, 2);
        assert_eq!(l.ladder, vec![0, 1, 2, 3]);
        // Without P4's win P3 never left third: his win over P4 moves nobody.
        rule(&mut l, first, Ruling::Annul, 10);
        assert_eq!(l.ladder, vec![0, 1, 2, 3]);
    }

    /// Random seasons of challenges (won, lost, awarded) and withdrawals: annulling a lost
    /// challenge never moves anybody, and once every result is annulled, in any order, the
    /// places are the starting order less those who withdrew.
    #[test]
    fn annulling_every_result_leaves_the_starting_order_less_the_withdrawn() {
        use rand::{Rng, SeedableRng};
        use rand_chacha::ChaCha8Rng;
        for seed in 0..40 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut l = players_league(8, Format::Ladder);
            let mut at = 1;
            for _ in 0..40 {
                at += 10;
                let who = rng.random_range(1..=8u32);
                if rng.random_ratio(1, 15) {
                    let _ = l.withdraw(who - 1, at);
                    continue;
                }
                // Mostly within reach (1 or 2 places up), sometimes anywhere (refused).
                let mine = l.ladder.iter().position(|&e| e == who - 1).unwrap_or(0) as u32;
                let place = if rng.random_ratio(1, 5) {
                    rng.random_range(1..=8u32)
                } else {
                    (mine + 1).saturating_sub(rng.random_range(1..=2u32))
                };
                let Ok(f) = l.challenge(&user(who), place, at) else {
                    continue;
                };
                if rng.random_ratio(1, 4) {
                    let winner = if rng.random_bool(0.5) {
                        l.fixtures[f as usize].home
                    } else {
                        l.fixtures[f as usize].away
                    };
                    rule(&mut l, f, Ruling::Award { winner }, at + 1);
                } else {
                    let report = duel(&l, f, rng.random_bool(0.6), 4, 1);
                    l.record(f, &report, at + 1).unwrap();
                }
            }
            let mut decided: Vec<u32> = l
                .fixtures
                .iter()
                .filter(|f| f.result.is_some())
                .map(|f| f.id)
                .collect();
            // Any order: shuffled.
            for i in (1..decided.len()).rev() {
                decided.swap(i, rng.random_range(0..=i));
            }
            for f in decided {
                let lost = l.fixtures[f as usize]
                    .result
                    .as_ref()
                    .is_some_and(|r| r.winner != l.fixtures[f as usize].home);
                let before = l.ladder.clone();
                at += 10;
                rule(&mut l, f, Ruling::Annul, at);
                if lost {
                    assert_eq!(l.ladder, before, "seed {seed}: a lost challenge annulled");
                }
            }
            assert_eq!(l.ladder, l.active(), "seed {seed}");
        }
    }

    /// A withdrawal stands in its place in the order of events: the places below it moved up
    /// then, and still do once an earlier result is struck out.
    #[test]
    fn a_withdrawal_stays_applied_when_a_result_is_struck_out() {
        let mut l = players_league(5, Format::Ladder);
        let f = challenge(&mut l, 5, 4, true, 0);
        assert_eq!(l.ladder, vec![0, 1, 2, 4, 3]);
        l.withdraw(0, 2).unwrap();
        assert_eq!(l.ladder, vec![1, 2, 4, 3]);
        rule(&mut l, f, Ruling::Annul, 10);
        assert_eq!(l.ladder, vec![1, 2, 3, 4]);
    }

    /// A league stored before the ladder's starting order was kept (no `ladder_start` nor
    /// `ladder_events`): it loads, and an annulment still moves the places back.
    #[test]
    fn a_ladder_stored_before_its_start_was_kept_still_undoes_an_annulled_win() {
        let mut l = players_league(5, Format::Ladder);
        challenge(&mut l, 2, 1, true, 0);
        let f = challenge(&mut l, 5, 4, true, 2);
        l.withdraw(2, 4).unwrap();
        assert_eq!(l.ladder, vec![1, 0, 4, 3]);
        let mut stored = serde_json::to_value(&l).unwrap();
        let fields = stored.as_object_mut().unwrap();
        assert!(fields.remove("ladder_start").is_some());
        assert!(fields.remove("ladder_events").is_some());
        let mut old: League = serde_json::from_value(stored).unwrap();
        assert_eq!(old.ladder, vec![1, 0, 4, 3]);
        rule(&mut old, f, Ruling::Annul, 10);
        assert_eq!(
            old.ladder,
            vec![1, 0, 3, 4],
            "P5's annulled win undone, P2's stands"
        );
        // Its events are kept from now on: played again and won, then ordered replayed.
        old.record(f, &duel(&old, f, true, 4, 1), 11).unwrap();
        assert_eq!(old.ladder, vec![1, 0, 4, 3]);
        rule(&mut old, f, Ruling::Replay, 12);
        assert_eq!(old.ladder, vec![1, 0, 3, 4]);
    }
}

#[test]
fn the_season_exports_as_csv_with_untrusted_names_made_safe() {
    let mut l = league(GameKind::Durak, Format::RoundRobin);
    for (i, name) in [
        (1, "Ani, \"the\" best"),
        (2, "=HYPERLINK(\"x\")"),
        (3, "Gor"),
    ] {
        l.join(&user(i), name).unwrap();
    }
    l.start(&user(0), false, 0).unwrap();
    let report = duel(&l, 0, true, 3, 1);
    l.record(0, &report, 1).unwrap();
    let csv = game::league::export::csv(&l);
    let export = game::league::export::export(&l);
    assert_eq!(export.csv, csv);
    assert!(
        export.games.is_empty(),
        "a Durak league exports its CSV alone"
    );
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines[0],
        "season,round,fixture,home,away,winner,result,tars_kaput,home_points,away_points"
    );
    assert_eq!(lines.len(), 1 + 1 + 1 + 1 + 3 + 1, "{csv}");
    assert!(csv.contains("\"Ani, \"\"the\"\" best\""), "{csv}");
    assert!(csv.contains("\"'=HYPERLINK(\"\"x\"\")\""), "{csv}");
    assert!(
        !csv.contains(",=HYPERLINK"),
        "no formula a spreadsheet would run"
    );
    assert_eq!(lines[2], "");
    assert!(lines[3].starts_with("place,entrant,"));
    // The winner first (2 points and his bye's), with a positive difference; the loser's
    // difference is negative.
    assert!(lines[4].ends_with(",3,2,no"), "{}", lines[4]);
    assert!(lines.iter().any(|l| l.ends_with(",-2,no")), "{csv}");
}
