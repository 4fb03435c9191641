//! Decision time of the Durak computer players, per level, over positions met in games
//! between rule-based players: early (full stock), late (small stock) and endgame (empty
//! stock, where the strong player searches exactly).

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use game::durak::ai::{choose_in_game, rule};
use game::durak::{DeckOrder, Game, Seat};
use game::level::Level;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Positions with at least two legal moves, by stock size: (full, small, empty).
fn positions() -> [Vec<Game>; 3] {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(36);
    let mut found: [Vec<Game>; 3] = Default::default();
    for _ in 0..60 {
        let mut game = Game::new(DeckOrder::shuffled(&mut rng), Seat::ZERO);
        while let Some(seat) = game.to_move() {
            let legal = game.legal_actions(seat);
            if legal.len() > 1 {
                let bucket = match game.stock_count() {
                    0 => 2,
                    1..=8 => 1,
                    _ => 0,
                };
                found[bucket].push(game);
            }
            let action = rule::action(&game, seat, &legal);
            if game.apply(seat, action).is_err() {
                break;
            }
        }
    }
    found
}

fn decisions(c: &mut Criterion) {
    let positions = positions();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut group = c.benchmark_group("durak_ai");
    for level in Level::ALL {
        for (name, games) in ["full stock", "small stock", "empty stock"]
            .iter()
            .zip(&positions)
        {
            let mut next = 0;
            group.bench_function(format!("{level} decision, {name}"), |b| {
                b.iter(|| {
                    let game = &games[next % games.len()];
                    next += 1;
                    let seat = game.to_move().expect("a seat to move");
                    black_box(choose_in_game(level, game, seat, &mut rng))
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
