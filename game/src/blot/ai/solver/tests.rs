use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::blot::Variant;
use crate::cards::{Deck, Suit, shuffled};

use super::*;

/// Every rule setting the engine has for trick play, on every variant.
fn settings() -> Vec<Rules> {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        for must_trump_over_partner in [false, true] {
            for must_undertrump in [false, true] {
                all.push(Rules {
                    must_trump_over_partner,
                    must_undertrump,
                    ..Rules::of(variant)
                });
            }
        }
    }
    all
}

/// Every strain: each suit as trumps, and no-trump.
fn strains() -> impl Iterator<Item = Strain> {
    Suit::ALL
        .map(Strain::Trump)
        .into_iter()
        .chain([Strain::NoTrump])
}

fn random_strain(rng: &mut ChaCha8Rng) -> Strain {
    match rng.random_range(0..5) {
        4 => Strain::NoTrump,
        s => Strain::Trump(Suit::from_index(s)),
    }
}

/// `tricks` cards per seat from a shuffled pack, a random leader, then `advance` random
/// legal cards played.
fn random_position(
    setup: &Setup,
    tables: &Tables,
    tricks: usize,
    advance: usize,
    rng: &mut ChaCha8Rng,
) -> Position {
    let pack = shuffled(Deck::Piquet32, rng);
    let mut hands = [0u64; 4];
    for (k, c) in pack
        .iter()
        .take(usize::from(setup.seats) * tricks)
        .enumerate()
    {
        hands[k / tricks] |= 1u64 << c.bit();
    }
    let leader = rng.random_range(0..setup.seats);
    let mut pos = Position::new(hands, leader).with_points(tables);
    for _ in 0..advance {
        let legal = pos.legal(setup, tables);
        let pick = rng.random_range(0..legal.count_ones());
        let mut rest = legal;
        for _ in 0..pick {
            rest &= rest - 1;
        }
        pos.play(rest.trailing_zeros(), setup, tables);
    }
    pos
}

/// Plain minimax over every legal card: team 0's sai from `pos` on.
fn minimax(pos: &Position, setup: &Setup, tables: &Tables) -> i32 {
    if pos.hands.iter().all(|&h| h == 0) && pos.trick_len == 0 {
        return 0;
    }
    let maximise = team_of(pos.turn) == 0;
    let mut best = if maximise { i32::MIN } else { i32::MAX };
    let mut rest = pos.legal(setup, tables);
    while rest != 0 {
        let bit = rest.trailing_zeros();
        rest &= rest - 1;
        let mut child = *pos;
        let gained = match child.play(bit, setup, tables) {
            Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
            _ => 0,
        };
        let value = gained + minimax(&child, setup, tables);
        best = if maximise {
            best.max(value)
        } else {
            best.min(value)
        };
    }
    best
}

#[test]
fn the_solver_equals_plain_minimax_on_random_endgames() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0001);
    for rules in settings() {
        for strain in strains() {
            // One solver per strain for many positions: its table, filled by the earlier
            // positions, must never change a value.
            let mut solver = Solver::new(&rules, strain);
            let (setup, tables) = (solver.setup, solver.tables);
            for round in 0..12 {
                // Plain minimax is quick enough over five or six tricks of two hands, and
                // now and then five tricks of four.
                let tricks = if setup.seats == 2 {
                    5 + usize::from(round % 4 == 0)
                } else if round % 6 == 5 {
                    5
                } else {
                    2 + round % 3
                };
                let advance = rng.random_range(0..usize::from(setup.seats) * 2);
                let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
                let expected = minimax(&pos, &setup, &tables);
                // A search stopped by a tiny node budget leaves nothing wrong behind.
                solver.set_budget(Some(rng.random_range(1..40)));
                let _ = solver.solve(&pos);
                solver.set_budget(None);
                assert!(!solver.aborted());
                assert_eq!(solver.solve(&pos), expected, "{rules:?} {strain} {pos:?}");
                let guess = rng.random_range(0..=solver.remaining_points(&pos));
                assert_eq!(solver.mtdf(&pos, guess), expected);
                assert!(solver.reaches(&pos, expected));
                assert!(!solver.reaches(&pos, expected + 1));
                let legal = pos.legal(&setup, &tables);
                let mut values = [(0u32, 0i32); 9];
                let count = solver.solve_moves(&pos, legal, &mut values);
                assert_eq!(count as u32, legal.count_ones());
                for &(bit, value) in &values[..count] {
                    let mut child = pos;
                    let gained = match child.play(bit, &setup, &tables) {
                        Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
                        _ => 0,
                    };
                    assert_eq!(value, gained + minimax(&child, &setup, &tables));
                }
            }
        }
    }
}

/// Many small deals (three or four tricks of four hands, five of two, some with a trick
/// under way) in every rule setting and strain: the exact value, and every fail-soft
/// null-window answer around it, agree with plain minimax. The bounds (sure points,
/// quick tricks, table entries) cut most at thresholds next to the value, so those are
/// all tried.
#[test]
fn every_null_window_answer_agrees_with_minimax_on_small_deals() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0004);
    for rules in settings() {
        for strain in strains() {
            let mut solver = Solver::new(&rules, strain);
            let (setup, tables) = (solver.setup, solver.tables);
            for round in 0..16 {
                let tricks = if setup.seats == 2 { 5 } else { 3 + round % 2 };
                let advance = rng.random_range(0..usize::from(setup.seats) + 2);
                let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
                let expected = minimax(&pos, &setup, &tables);
                if round % 4 == 0 {
                    solver.forget();
                }
                assert_eq!(solver.solve(&pos), expected, "{rules:?} {strain} {pos:?}");
                let most = solver.remaining_points(&pos);
                let near = (expected - 3..=expected + 3)
                    .chain([rng.random_range(0..=most), rng.random_range(0..=most)]);
                for threshold in near.filter(|t| (1..=most).contains(t)) {
                    let v = solver.bound(&pos, threshold);
                    if v >= threshold {
                        assert!(expected >= v, "{rules:?} {strain} {pos:?} at {threshold}");
                    } else {
                        assert!(expected <= v, "{rules:?} {strain} {pos:?} at {threshold}");
                    }
                    assert_eq!(solver.reaches(&pos, threshold), expected >= threshold);
                }
            }
        }
    }
}

/// After `forget`, a search visits exactly the nodes a new solver's would (and so a node
/// budget, and the strong player's decision, never depend on earlier decisions).
#[test]
fn a_forgetting_solver_searches_as_a_new_one() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0003);
    let rules = Rules::of(Variant::Bazaar);
    let strain = Strain::Trump(Suit::Spades);
    let mut used = Solver::new(&rules, strain);
    let (setup, tables) = (used.setup, used.tables);
    for _ in 0..6 {
        let pos = random_position(&setup, &tables, 6, 0, &mut rng);
        used.solve(&pos);
        let pos = random_position(&setup, &tables, 6, 1, &mut rng);
        let mut fresh = Solver::new(&rules, strain);
        let value = fresh.solve(&pos);
        used.forget();
        let before = used.nodes;
        assert_eq!(used.solve(&pos), value);
        assert_eq!(used.nodes - before, fresh.nodes);
    }
}

/// The sai team 0 takes with `bit` played from `pos`, and the position after it.
fn play_out(pos: &Position, bit: u32, setup: &Setup, tables: &Tables) -> (i32, Position) {
    let mut child = *pos;
    let gained = match child.play(bit, setup, tables) {
        Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
        _ => 0,
    };
    (gained, child)
}

/// Bazaar deals of eight, six and four tricks in every strain, some with a trick under
/// way: the exact value, the threshold tests around it (`reaches`, fail-soft `bound`) and
/// every card's value (`solve_moves`) agree with the first solver's.
#[test]
fn every_answer_equals_the_first_solver_in_every_strain() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0005);
    let rules = Rules::of(Variant::Bazaar);
    for strain in strains() {
        let mut fast = Solver::new(&rules, strain);
        let mut first = super::super::reference::Solver::new(&rules, strain);
        let (setup, tables) = (fast.setup, fast.tables);
        for round in 0..6 {
            let tricks = [8, 6, 4][round % 3];
            let advance = if round < 3 { 0 } else { rng.random_range(1..4) };
            let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
            fast.forget();
            let value = first.solve(&pos);
            assert_eq!(fast.solve(&pos), value, "{strain} {pos:?}");
            let most = fast.remaining_points(&pos);
            for threshold in (value - 2..=value + 2).filter(|t| (1..=most).contains(t)) {
                assert_eq!(fast.reaches(&pos, threshold), value >= threshold);
                // A fail-soft bound: the value is at most it when it fails low, at
                // least it when it fails high.
                let v = fast.bound(&pos, threshold);
                let sound = if v >= threshold {
                    value >= v
                } else {
                    value <= v
                };
                assert!(sound, "{strain} {pos:?} at {threshold}");
            }
            let legal = pos.legal(&setup, &tables);
            let mut values = [(0u32, 0i32); 9];
            let count = fast.solve_moves(&pos, legal, &mut values);
            assert_eq!(count as u32, legal.count_ones());
            for &(bit, value) in &values[..count] {
                let (gained, child) = play_out(&pos, bit, &setup, &tables);
                assert_eq!(
                    value,
                    gained + first.solve(&child),
                    "{strain} {pos:?} {bit}"
                );
            }
        }
    }
}

#[test]
fn the_solver_equals_the_first_solver_on_larger_deals() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0002);
    let all = settings();
    for round in 0..48 {
        let rules = all[rng.random_range(0..all.len())];
        let strain = random_strain(&mut rng);
        let mut fast = Solver::new(&rules, strain);
        let mut first = super::super::reference::Solver::new(&rules, strain);
        let (setup, tables) = (fast.setup, fast.tables);
        // Full deals of eight cards a hand now and then, else five or six with a trick
        // under way.
        let (tricks, advance) = if round % 4 == 0 {
            (8, 0)
        } else {
            (5 + round % 2, rng.random_range(0..usize::from(setup.seats)))
        };
        let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
        assert_eq!(
            fast.solve(&pos),
            first.solve(&pos),
            "{rules:?} {strain} {pos:?}"
        );
    }
}
