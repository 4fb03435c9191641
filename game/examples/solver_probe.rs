//! Exact double-dummy solve times by deal size: 30 random Bazaar positions (hearts trump)
//! with 4 to 8 cards per hand, median / p90 / max time and median node count.
//!
//! `cargo run --release -p game --example solver_probe`

use game::blot::ai::solver::{Position, Solver};
use game::blot::{Rules, Variant, call::Strain};
use game::cards::{Deck, Suit, shuffled};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn main() {
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut solver = Solver::new(&rules, Strain::Trump(Suit::Hearts));
    for n in 4..=8 {
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        let mut probes = Vec::new();
        for _ in 0..30 {
            let pack = shuffled(Deck::Piquet32, &mut rng);
            let mut hands = [0u64; 4];
            for (k, c) in pack.iter().take(4 * n).enumerate() {
                hands[k / n] |= 1u64 << c.bit();
            }
            let pos = Position::new(hands, 0).with_points(&solver.tables);
            let n0 = solver.nodes;
            let p0 = solver.probes;
            let t = Instant::now();
            let _v = solver.solve(&pos);
            times.push(t.elapsed().as_micros());
            nodes.push(solver.nodes - n0);
            probes.push(solver.probes - p0);
        }
        times.sort();
        nodes.sort();
        let mean_probes = probes.iter().sum::<u64>() as f64 / probes.len() as f64;
        println!(
            "{n} tricks: median {} us p90 {} us max {} us; nodes median {}; null-window searches mean {mean_probes:.1}",
            times[15], times[27], times[29], nodes[15]
        );
    }
}
