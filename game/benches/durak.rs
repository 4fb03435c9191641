//! Random legal Durak games per second on one core: deal a shuffled deck, then play random
//! legal actions (chosen from the allocation-free legal list) until the game ends.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::durak::{DeckOrder, Game, Seat, play_random_game};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("durak");
    group.throughput(Throughput::Elements(1));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    group.bench_function("random game", |b| {
        b.iter(|| {
            let deck = DeckOrder::shuffled(&mut rng);
            let first = deck.lowest_trump_holder().unwrap_or(Seat::ZERO);
            let mut game = Game::new(deck, first);
            let moves = play_random_game(&mut game, &mut rng);
            black_box((moves, game.outcome()))
        });
    });
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
