//! Blot computer players: decision time per move of the rule-based and strong levels over a
//! fixed sample of positions from real games, and the exact double-dummy solver on full
//! 8-trick deals. Besides Criterion's means, prints the median and p99 over the sample.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use game::blot::ai::solver::{Position, Solver};
use game::blot::ai::{Level, choose};
use game::blot::call::Strain;
use game::blot::{BlotMatch, Phase, Rules, Variant};
use game::cards::{Deck, Suit, shuffled};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Positions of rule-based Bazaar games: every `stride`-th move, auction and play alike.
fn positions(count: usize, play_only: bool) -> Vec<BlotMatch> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut seed = 0;
    while out.len() < count {
        let mut game = BlotMatch::new(Rules::of(Variant::Bazaar), seed);
        seed += 1;
        while let Some(seat) = game.to_act() {
            let in_play = matches!(game.deal().phase(), Phase::Play);
            if (in_play || !play_only) && rng.random_range(0..7) == 0 && out.len() < count {
                out.push(game.clone());
            }
            let code = choose(Level::RuleBased, &game, seat, &mut rng).unwrap();
            game.apply(seat, &code).unwrap();
        }
    }
    out
}

/// Full 8-trick Bazaar deals with every card known, in a random trump.
fn full_deals(count: usize) -> Vec<(Strain, Position)> {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    (0..count)
        .map(|_| {
            let pack = shuffled(Deck::Piquet32, &mut rng);
            let mut hands = [0u64; 4];
            for (k, c) in pack.iter().enumerate() {
                hands[k / 8] |= 1u64 << c.bit();
            }
            let strain = Strain::Trump(Suit::from_index(rng.random_range(0..4)));
            let tables = game::blot::ai::tables::Tables::new(strain);
            (strain, Position::new(hands, 0).with_points(&tables))
        })
        .collect()
}

/// Prints mean, median, p99 and max of a timed run over every item.
fn report<T>(name: &str, items: &[T], mut run: impl FnMut(&T)) {
    let mut micros: Vec<f64> = items
        .iter()
        .map(|item| {
            let started = Instant::now();
            run(item);
            started.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    micros.sort_by(f64::total_cmp);
    let at = |p: f64| micros[((micros.len() - 1) as f64 * p) as usize];
    let mean = micros.iter().sum::<f64>() / micros.len() as f64;
    println!(
        "{name}: {} items, mean {mean:.1} µs, median {:.1} µs, p99 {:.1} µs, max {:.1} µs",
        micros.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

fn bench(c: &mut Criterion) {
    let rules = Rules::of(Variant::Bazaar);
    let mixed = positions(400, false);
    let play = positions(400, true);
    let deals = full_deals(60);

    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let decide = |level: Level, game: &BlotMatch, rng: &mut ChaCha8Rng| {
        let seat = game.to_act().unwrap();
        black_box(choose(level, game, seat, rng))
    };
    report("rule decision (auction and play)", &mixed, |g| {
        decide(Level::RuleBased, g, &mut rng);
    });
    report("strong decision (auction and play)", &mixed, |g| {
        decide(Level::Strong, g, &mut rng);
    });
    report("strong decision (card play)", &play, |g| {
        decide(Level::Strong, g, &mut rng);
    });
    // One solver per trump suit, its memory reused; each solve forgets the table first (the
    // iterations of one deal would otherwise find their value in it, as the strong player's
    // decisions, which forget it too, never do).
    let mut solvers: Vec<Solver> = Suit::ALL
        .map(|s| Solver::new(&rules, Strain::Trump(s)))
        .into();
    let mut solve = |strain: Strain, pos: &Position| {
        let trump = strain.trump().map_or(0, |s| s.index());
        solvers[trump].forget();
        solvers[trump].solve(pos)
    };
    report(
        "exact solver, full 8-trick deal",
        &deals,
        |(strain, pos)| {
            black_box(solve(*strain, pos));
        },
    );
    // Node counts and searches per solve, on fresh solvers (the timed runs above reuse them).
    let mut nodes: Vec<u64> = Vec::new();
    let mut probes = 0;
    let started = Instant::now();
    for (strain, pos) in &deals {
        let mut fresh = Solver::new(&rules, *strain);
        black_box(fresh.solve(pos));
        nodes.push(fresh.nodes);
        probes += fresh.probes;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let total: u64 = nodes.iter().sum();
    nodes.sort_unstable();
    println!(
        "exact solver nodes per full deal: median {}, p90 {}, {:.1} ns a node, {:.1} null-window searches a solve",
        nodes[nodes.len() / 2],
        nodes[nodes.len() * 9 / 10],
        elapsed * 1e9 / total as f64,
        probes as f64 / deals.len() as f64
    );

    let mut group = c.benchmark_group("blot_ai");
    group.sample_size(20);
    let mut i = 0;
    group.bench_function("rule_decision", |b| {
        b.iter(|| {
            i = (i + 1) % mixed.len();
            decide(Level::RuleBased, &mixed[i], &mut rng)
        })
    });
    group.bench_function("strong_decision", |b| {
        b.iter(|| {
            i = (i + 1) % mixed.len();
            decide(Level::Strong, &mixed[i], &mut rng)
        })
    });
    group.bench_function("strong_card_decision", |b| {
        b.iter(|| {
            i = (i + 1) % play.len();
            decide(Level::Strong, &play[i], &mut rng)
        })
    });
    group.bench_function("exact_solver_full_deal", |b| {
        b.iter(|| {
            i = (i + 1) % deals.len();
            let (strain, pos) = &deals[i];
            solve(*strain, pos)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
