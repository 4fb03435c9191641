//! Random full Bazaar deals per second on one core (shuffle, deal, random auction, random
//! play, score), through the checked `Deal` and through the unchecked `blot::sim` path. Prints
//! wall-clock time and, on Linux, the thread's own CPU time (`/proc/thread-self/schedstat`),
//! which a busy shared machine inflates much less.
//!
//! `cargo run --release -p game --example sim_probe [DEALS]` (default 2,000,000)

use game::blot::sim::Simulator;
use game::blot::{Deal, Phase, Rules, Variant, random};
use game::cards::{Card, CardSet};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;
use std::time::Instant;

/// Nanoseconds this thread has run on a CPU, if the system says.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn measure(name: &str, deals: usize, mut run: impl FnMut()) {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    for _ in 0..deals {
        run();
    }
    let wall = wall.elapsed().as_nanos() as f64 / deals as f64;
    let cpu = cpu
        .zip(cpu_ns())
        .map(|(a, b)| (b - a) as f64 / deals as f64);
    let rate = |ns: f64| 1e9 / ns / 1e6;
    match cpu {
        Some(cpu) => println!(
            "{name}: {wall:.0} ns a deal wall ({:.2} M/s), {cpu:.0} ns CPU ({:.2} M/s)",
            rate(wall),
            rate(cpu)
        ),
        None => println!("{name}: {wall:.0} ns a deal wall ({:.2} M/s)", rate(wall)),
    }
}

fn main() {
    let deals = std::env::args()
        .nth(1)
        .map_or(2_000_000, |a| a.parse().expect("a number of deals"));
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut pack: [Card; 32] = {
        let cards: Vec<Card> = CardSet::ALL_32.iter().collect();
        cards.try_into().expect("32 cards")
    };
    measure("checked Deal", deals / 4, || {
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.random_range(0..=i as u32) as usize);
        }
        let mut deal = Deal::from_pack(rules, 0, &pack).expect("a full pack");
        while let Some(seat) = deal.to_act() {
            let moved = match deal.phase() {
                Phase::Auction => deal.call(
                    seat,
                    random::random_call(deal.auction(), rules.auction, &mut rng),
                ),
                _ => {
                    let card = random::random_card(&deal, &mut rng).expect("a legal card");
                    deal.play(seat, card).map(|_| ())
                }
            };
            debug_assert!(moved.is_ok());
        }
        black_box(deal.result());
    });
    let sim = Simulator::new(rules);
    measure("unchecked sim", deals, || {
        black_box(sim.random_deal(0, &mut rng));
    });
}
