//! Decision time of the Toto21 computer players, per level: the first decision of freshly dealt
//! rounds (the player's, the costliest to compute) and the dealer's first decision, with the
//! strong player's memo as play leaves it; and the strong player's first decision from an
//! empty memo (the cost a process pays once per position).

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use game::level::Level;
use game::toto21::ai::{Objective, Solver, choice_values_with, choose};
use game::toto21::{Action, Conditions, Input, Match, StateView, Viewer};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Positions to decide in: `player` decisions at the deal, `dealer` ones after the player stood.
fn positions(count: usize) -> (Vec<Match>, Vec<Match>) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
    let (mut player, mut dealer) = (Vec::new(), Vec::new());
    while player.len() < count {
        let mut game = Match::new(Conditions::default());
        if game.deal_random(&mut rng).is_err() {
            continue;
        }
        let Some(seat) = game.to_move() else { continue };
        player.push(game.clone());
        if game
            .apply(Input::Act {
                seat,
                action: Action::Stand,
            })
            .is_ok()
            && game.to_move().is_some()
        {
            dealer.push(game);
        }
    }
    (player, dealer)
}

fn decisions(c: &mut Criterion) {
    let (player, dealer) = positions(64);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut group = c.benchmark_group("toto21_ai");
    for level in Level::ALL {
        for (name, games) in [("player", &player), ("dealer", &dealer)] {
            let mut next = 0;
            group.bench_function(format!("{level} {name} decision"), |b| {
                b.iter(|| {
                    let game = &games[next % games.len()];
                    next += 1;
                    let seat = game.to_move().expect("a seat to move");
                    black_box(choose(level, game, seat, &mut rng))
                })
            });
        }
    }
    let mut next = 0;
    group.bench_function("strong player decision, empty memo", |b| {
        b.iter(|| {
            let game = &player[next % player.len()];
            next += 1;
            let seat = game.to_move().expect("a seat to move");
            let StateView::Playing(round) = game.view(Viewer::Seat(seat)).state else {
                panic!("a round in play");
            };
            let mut solver = Solver::new(Objective::REPLAY_HALF);
            black_box(choice_values_with(&mut solver, &round, seat))
        })
    });
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
