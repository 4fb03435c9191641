//! Random Toto21 rounds per second on one core: deal a fresh shuffled deck and play the round
//! with random legal moves, starting a new match whenever one ends.

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use game::toto21::{Conditions, Match, random_round};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn random_rounds(c: &mut Criterion) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
    let mut game = Match::new(Conditions::default());
    let mut group = c.benchmark_group("toto21");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random round", |b| {
        b.iter(|| {
            if !game.needs_deal() {
                game = Match::new(Conditions::default());
            }
            black_box(random_round(&mut game, &mut rng))
        })
    });
    group.finish();
}

criterion_group!(benches, random_rounds);
criterion_main!(benches);
