//! Random full Bazaar Blot deals per second on one core: shuffle, deal, a random legal auction,
//! random legal play to the last trick, and the score; through the checked `Deal` (the
//! referee) and through the unchecked simulation path (`blot::sim`, the search's).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::blot::sim::Simulator;
use game::blot::{Deal, Phase, Rules, Variant, random};
use game::cards::{Card, CardSet};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays one random deal; returns its score so the work cannot be optimised away.
fn random_deal(rules: Rules, pack: &mut [Card; 32], rng: &mut Xoshiro256PlusPlus) -> [u16; 2] {
    for i in (1..pack.len()).rev() {
        pack.swap(i, rng.random_range(0..=i as u32) as usize);
    }
    let mut deal = Deal::from_pack(rules, 0, pack).expect("a full pack");
    while let Some(seat) = deal.to_act() {
        let moved = match deal.phase() {
            Phase::Auction => deal.call(
                seat,
                random::random_call(deal.auction(), rules.auction, rng),
            ),
            _ => {
                let card = random::random_card(&deal, rng).expect("a legal card");
                deal.play(seat, card).map(|_| ())
            }
        };
        debug_assert!(moved.is_ok());
    }
    deal.result().map_or([0, 0], |r| r.score)
}

fn bench(c: &mut Criterion) {
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut pack: [Card; 32] = {
        let cards: Vec<Card> = CardSet::ALL_32.iter().collect();
        cards.try_into().expect("32 cards")
    };
    let mut group = c.benchmark_group("bazaar");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_full_deal", |b| {
        b.iter(|| random_deal(rules, &mut pack, &mut rng))
    });
    // Shuffle, deal, auction, play and score, all inside the simulator.
    let sim = Simulator::new(rules);
    group.bench_function("random_full_deal_unchecked", |b| {
        b.iter(|| sim.random_deal(0, &mut rng).score)
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
