//! The strong Toto21 player's decision times: whole rounds of random matches, every decision of
//! either seat made by the strong level and timed by the thread's own CPU time
//! (`CLOCK_THREAD_CPUTIME_ID`, so other work on a shared machine does not count); median,
//! p90, p99 and max in milliseconds.
//!
//! `cargo run --release -p game --example toto21_probe [ROUNDS [SEED [THREADS]]]` (default
//! 2,000 rounds, seed 1, 4 threads). Like the host's pool of computer players (at most four
//! workers), THREADS threads of a fresh process play at once, ROUNDS / THREADS rounds each
//! (thread `i` from seed SEED + i), sharing whatever the player shares between threads. It
//! prints the first decisions of every thread (the process's memo still cold or warming),
//! all decisions, and then the first decisions of one more thread started after the others
//! finished (a new worker in a process that has been playing). With THREADS = 1 the first
//! thread plays the rounds of the single-threaded probe of earlier versions.

use std::thread;

use game::level::Level;
use game::toto21::ai::choose;
use game::toto21::{Conditions, Input, Match};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod timing;

use timing::{summary, thread_cpu_ns};

/// A thread's first decisions, shown apart.
const FIRST: usize = 50;

/// Plays `rounds` rounds from `seed` on this thread; each decision's time in milliseconds.
fn play(rounds: usize, seed: u64) -> Vec<f64> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut times = Vec::new();
    let mut played = 0;
    while played < rounds {
        let mut game = Match::new(Conditions::default());
        while played < rounds && game.deal_random(&mut rng).is_ok() {
            played += 1;
            while let Some(seat) = game.to_move() {
                let started = thread_cpu_ns();
                let action = choose(Level::Strong, &game, seat, &mut rng).expect("an action");
                times.push((thread_cpu_ns() - started) as f64 / 1e6);
                game.apply(Input::Act { seat, action })
                    .expect("a legal action");
            }
        }
    }
    times
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut arg = |default: u64| {
        args.next()
            .map_or(default, |a| a.parse().expect("a number"))
    };
    let rounds = arg(2_000) as usize;
    let seed = arg(1);
    let threads = arg(4).max(1);
    let each = rounds.div_ceil(threads as usize);
    let per_thread: Vec<Vec<f64>> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|i| scope.spawn(move || play(each, seed.wrapping_add(i))))
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a worker"))
            .collect()
    });
    let mut first: Vec<f64> = per_thread
        .iter()
        .flat_map(|times| times.iter().take(FIRST))
        .copied()
        .collect();
    let mut all: Vec<f64> = per_thread.concat();
    summary(
        &format!("first {FIRST} decisions of each of {threads} threads (a fresh process)"),
        &mut first,
        3,
    );
    summary(&format!("all ({threads} threads)"), &mut all, 3);
    let late = thread::spawn(move || play(FIRST, seed.wrapping_add(threads)))
        .join()
        .expect("a worker");
    let mut late_first: Vec<f64> = late.into_iter().take(FIRST).collect();
    summary(
        &format!("first {FIRST} decisions of a thread started after them"),
        &mut late_first,
        3,
    );
}
