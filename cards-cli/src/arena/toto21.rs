//! Toto21 in the arena: a match to 10 points per seed, every round dealt from the seed, played
//! twice with the seats swapped.

use std::time::Instant;

use game::level::Level;
use game::toto21::ai::choose;
use game::toto21::{Conditions, Deal, Input, Match, Seat, TargetPoints};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::stats::{Result, Tally};

/// The longest match played (a match to 10 ends far sooner).
const MAX_ROUNDS: u64 = 1_000;

/// Plays `seeds` duplicate pairs of matches to 10.
pub fn run(players: [Level; 2], first_seed: u64, seeds: u32) -> Tally {
    let mut tally = Tally::new("round");
    let conditions = Conditions::default().with_points(TargetPoints::CHOICES[4]);
    for seed in first_seed..first_seed + u64::from(seeds) {
        let mut results = [Result::Draw; 2];
        for (half, a_seat) in Seat::BOTH.into_iter().enumerate() {
            let mut deals = ChaCha8Rng::seed_from_u64(seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9) ^ half as u64);
            let mut game = Match::new(conditions);
            let mut rounds = 0;
            while game.end_of_match().is_none() && rounds < MAX_ROUNDS {
                if game.needs_deal() {
                    rounds += 1;
                    if game.apply(Input::Deal(Deal::random(&mut deals))).is_err() {
                        break;
                    }
                    continue;
                }
                let Some(seat) = game.to_move() else { break };
                let player = usize::from(seat != a_seat);
                let started = Instant::now();
                let action = choose(players[player], &game, seat, &mut rng);
                tally.time(player, started.elapsed());
                let Some(action) = action else { break };
                if game.apply(Input::Act { seat, action }).is_err() {
                    break;
                }
            }
            let score = game.score();
            let (a, b) = (score[a_seat.index()], score[a_seat.other().index()]);
            tally.points(f64::from(a), f64::from(b), rounds);
            results[half] = match game.end_of_match() {
                Some(end) if end.winner == a_seat => Result::Win,
                Some(_) => Result::Loss,
                None => Result::Draw,
            };
        }
        tally.pair(results);
    }
    tally
}
