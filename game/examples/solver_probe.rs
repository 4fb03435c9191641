//! Exact double-dummy solve times by deal size: random Bazaar positions (hearts trump) with
//! 4 to 8 cards per hand, each solved by a new solver (an empty table), median / p90 / max time, median node count
//! (and the total over the deals), nanoseconds per node and null-window searches per solve. Per-solve times are wall-clock; the nanoseconds per
//! node are also given by the thread's own CPU time where Linux says
//! (`/proc/thread-self/schedstat`, coarse but summed over many solves, and inflated much less
//! than the wall clock on a busy shared machine).
//!
//! `cargo run --release -p game --example solver_probe [DEALS [MIN_CARDS]]` (default 30 deals
//! per size, sizes 4 to 8).

use game::blot::ai::solver::{Position, Solver};
use game::blot::{Rules, Variant, call::Strain};
use game::cards::{Deck, Suit, shuffled};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Nanoseconds this thread has run on a CPU, if the system says.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().expect("a number"));
    let deals = args.next().unwrap_or(30);
    let from = args.next().unwrap_or(4);
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in from..=8 {
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        let mut probes = Vec::new();
        let cpu = cpu_ns();
        for _ in 0..deals {
            let pack = shuffled(Deck::Piquet32, &mut rng);
            let mut hands = [0u64; 4];
            for (k, c) in pack.iter().take(4 * n).enumerate() {
                hands[k / n] |= 1u64 << c.bit();
            }
            // A new solver for each deal: a solve from an empty table, as the strong player's
            // decisions start.
            let mut solver = Solver::new(&rules, Strain::Trump(Suit::Hearts));
            let pos = Position::new(hands, 0).with_points(&solver.tables);
            let t = Instant::now();
            let _v = solver.solve(&pos);
            times.push(t.elapsed().as_secs_f64() * 1e6);
            nodes.push(solver.nodes);
            probes.push(solver.probes);
        }
        let cpu = cpu.zip(cpu_ns()).map(|(a, b)| b - a);
        let total_time: f64 = times.iter().sum();
        let total_nodes: u64 = nodes.iter().sum();
        times.sort_by(f64::total_cmp);
        nodes.sort();
        let at = |p: f64| ((deals - 1) as f64 * p).round() as usize;
        let mean_probes = probes.iter().sum::<u64>() as f64 / probes.len() as f64;
        let cpu_per_node = cpu.map_or(String::new(), |ns| {
            format!(" ({:.1} by CPU time)", ns as f64 / total_nodes as f64)
        });
        println!(
            "{n} tricks, {deals} deals: median {:.0} us p90 {:.0} us max {:.0} us; nodes median {} p90 {} total {total_nodes}; {:.1} ns/node{cpu_per_node}; null-window searches mean {mean_probes:.1}",
            times[at(0.5)],
            times[at(0.9)],
            times[deals - 1],
            nodes[at(0.5)],
            nodes[at(0.9)],
            total_time * 1e3 / total_nodes as f64,
        );
    }
}
