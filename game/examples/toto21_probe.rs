//! The strong Toto21 player's decision times: whole rounds of random matches, every decision of
//! either seat made by the strong level and timed by the thread's own CPU time
//! (`CLOCK_THREAD_CPUTIME_ID`, so other work on a shared machine does not count); median,
//! p90, p99 and max in milliseconds, for the first decisions of a new thread (its solver's
//! memo still empty) and for all.
//!
//! `cargo run --release -p game --example toto21_probe [ROUNDS [SEED]]` (default 2,000 rounds,
//! seed 1).

use game::level::Level;
use game::toto21::ai::choose;
use game::toto21::{Conditions, Input, Match};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod timing;

use timing::{summary, thread_cpu_ns};

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().map_or(2_000, |a| a.parse().expect("a number"));
    let seed: u64 = args.next().map_or(1, |a| a.parse().expect("a number"));
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
    let mut first: Vec<f64> = times.iter().take(50).copied().collect();
    summary("first 50 decisions (a new thread)", &mut first, 3);
    summary("all", &mut times, 3);
}
