//! Exact double-dummy solve times by deal size: random Bazaar positions (hearts trump) with
//! 4 to 8 cards per hand, median / p90 / max time, median node count, nanoseconds per node
//! and null-window searches per solve. Times are the thread's own CPU time where Linux says
//! (`/proc/thread-self/schedstat`, which a busy shared machine inflates much less than the
//! wall clock), else wall time.
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

/// Microseconds `run` takes: CPU time if available, else wall time.
fn timed<T>(run: impl FnOnce() -> T) -> f64 {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    run();
    match cpu.zip(cpu_ns()) {
        Some((a, b)) => (b - a) as f64 / 1e3,
        None => wall.elapsed().as_secs_f64() * 1e6,
    }
}

fn main() {
    let clock = if cpu_ns().is_some() { "CPU" } else { "wall" };
    println!("times: {clock}");
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().expect("a number"));
    let deals = args.next().unwrap_or(30);
    let from = args.next().unwrap_or(4);
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut solver = Solver::new(&rules, Strain::Trump(Suit::Hearts));
    for n in from..=8 {
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        let mut probes = Vec::new();
        for _ in 0..deals {
            let pack = shuffled(Deck::Piquet32, &mut rng);
            let mut hands = [0u64; 4];
            for (k, c) in pack.iter().take(4 * n).enumerate() {
                hands[k / n] |= 1u64 << c.bit();
            }
            let pos = Position::new(hands, 0).with_points(&solver.tables);
            let n0 = solver.nodes;
            let p0 = solver.probes;
            times.push(timed(|| solver.solve(&pos)));
            nodes.push(solver.nodes - n0);
            probes.push(solver.probes - p0);
        }
        let total_time: f64 = times.iter().sum();
        let total_nodes: u64 = nodes.iter().sum();
        times.sort_by(f64::total_cmp);
        nodes.sort();
        let at = |p: f64| ((deals - 1) as f64 * p).round() as usize;
        let mean_probes = probes.iter().sum::<u64>() as f64 / probes.len() as f64;
        println!(
            "{n} tricks, {deals} deals: median {:.0} us p90 {:.0} us max {:.0} us; nodes median {} p90 {}; {:.1} ns/node; null-window searches mean {mean_probes:.1}",
            times[at(0.5)],
            times[at(0.9)],
            times[deals - 1],
            nodes[at(0.5)],
            nodes[at(0.9)],
            total_time * 1e3 / total_nodes as f64,
        );
    }
}
