//! Durak in the arena: one game per seed, dealt from the seed, played twice.

use std::time::Instant;

use game::durak::ai::choose_in_game;
use game::durak::{DeckOrder, Game, Seat};
use game::level::Level;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::stats::{Result, Tally};

/// Plays `seeds` duplicate pairs of single games.
pub fn run(players: [Level; 2], first_seed: u64, seeds: u32) -> Tally {
    let mut tally = Tally::new("game");
    for seed in first_seed..first_seed + u64::from(seeds) {
        let mut deal_rng = ChaCha8Rng::seed_from_u64(seed);
        let deck = DeckOrder::shuffled(&mut deal_rng);
        let first = deck.lowest_trump_holder().unwrap_or(if seed % 2 == 0 {
            Seat::ZERO
        } else {
            Seat::ONE
        });
        let mut results = [Result::Draw; 2];
        for (half, a_seat) in Seat::BOTH.into_iter().enumerate() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9) ^ half as u64);
            let mut game = Game::new(deck, first);
            while let Some(seat) = game.to_move() {
                let player = usize::from(seat != a_seat);
                let started = Instant::now();
                let action = choose_in_game(players[player], &game, seat, &mut rng);
                tally.time(player, started.elapsed());
                let Some(action) = action else { break };
                if game.apply(seat, action).is_err() {
                    break;
                }
            }
            let winner = game.outcome().and_then(|o| o.winner());
            results[half] = match winner {
                Some(seat) if seat == a_seat => Result::Win,
                Some(_) => Result::Loss,
                None => Result::Draw,
            };
            let a = f64::from(u8::from(results[half] == Result::Win));
            let b = f64::from(u8::from(results[half] == Result::Loss));
            tally.points(a, b, 1);
        }
        tally.pair(results);
    }
    tally
}
