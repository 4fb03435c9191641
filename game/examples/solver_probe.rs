//! Exact double-dummy solve times by deal size: random Bazaar positions (hearts trump) with
//! 4 to 8 cards per hand, each solved by a new solver (an empty table), median / p90 / max time, median node count
//! (and the total over the deals), nanoseconds per node and null-window searches per solve. Per-solve times are wall-clock; the nanoseconds per
//! node are also given by the thread's own CPU time where Linux says
//! (`/proc/thread-self/schedstat`, coarse but summed over many solves, and inflated much less
//! than the wall clock on a busy shared machine).
//!
//! A second line per size times what a contract needs instead of the exact value: one
//! null-window test (`Solver::reaches`) of whether team 0 takes more than half the sai at
//! stake, on the same deals, each by a new solver.
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
        let mut tests = Vec::new();
        let mut test_nodes = Vec::new();
        let mut tester = Solver::new(&rules, Strain::Trump(Suit::Hearts));
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
            // Forgetting, the tester searches as a new solver would.
            tester.forget();
            let before = tester.nodes;
            let half = tester.remaining_points(&pos) / 2 + 1;
            let t = Instant::now();
            let _made = tester.reaches(&pos, half);
            tests.push(t.elapsed().as_secs_f64() * 1e6);
            test_nodes.push(tester.nodes - before);
        }
        // The CPU time covers the exact solves and the tests; per node it is over both.
        let cpu = cpu.zip(cpu_ns()).map(|(a, b)| b - a);
        let all_nodes: u64 = nodes.iter().chain(&test_nodes).sum();
        let total_time: f64 = times.iter().sum();
        let total_nodes: u64 = nodes.iter().sum();
        times.sort_by(f64::total_cmp);
        nodes.sort();
        let at = |p: f64| ((deals - 1) as f64 * p).round() as usize;
        let mean_probes = probes.iter().sum::<u64>() as f64 / probes.len() as f64;
        let cpu_per_node = cpu.map_or(String::new(), |ns| {
            format!(" ({:.1} by CPU time)", ns as f64 / all_nodes as f64)
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
        tests.sort_by(f64::total_cmp);
        test_nodes.sort();
        println!(
            "  one test of more than half the sai: median {:.0} us p90 {:.0} us max {:.0} us; nodes median {} p90 {}",
            tests[at(0.5)],
            tests[at(0.9)],
            tests[deals - 1],
            test_nodes[at(0.5)],
            test_nodes[at(0.9)],
        );
    }
}
