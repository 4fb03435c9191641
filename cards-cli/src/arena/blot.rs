//! The Blot family in the arena: whole games to the target, each seed played twice, team A
//! on seats 0/2 and then on 1/3 (on seat 0 and then 1 with two players).
//! The players are `game::blot::ai::choose` at each side's level, or external engines asked
//! through the engine protocol; every decision gets its own seed, drawn from the game's RNG,
//! so a player gives the same move in process and through the pipe.

use std::time::Instant;

use game::blot::matchplay::{BlotEvent, BlotMatch};
use game::blot::{Rules, Variant};
use game::level::Level;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Side;
use super::external::External;
use super::stats::{Result, Tally};

/// The longest game played, in moves (a real game ends far sooner).
const MAX_MOVES: u32 = 100_000;

/// Plays `seeds` duplicate pairs of whole games of `variant`, with the house rules given.
pub fn run(
    variant: &str,
    (no_trump, announcements): (Option<bool>, Option<bool>),
    players: &[Side; 2],
    first_seed: u64,
    seeds: u32,
) -> std::result::Result<Tally, String> {
    let name = if variant == "blot" { "bazaar" } else { variant };
    let variant: Variant = name
        .parse()
        .map_err(|_| format!("unknown game \"{variant}\" (expected toto21, durak, blot, bazaar, belote, belote2 or coinche)"))?;
    let rules = Rules::of(variant).with_house_rules(no_trump, announcements)?;
    let mut engines = [None, None];
    for (slot, side) in engines.iter_mut().zip(players) {
        if let Side::Engine(command) = side {
            *slot = Some(External::spawn(command)?);
        }
    }
    let mut tally = Tally::new("deal");
    for seed in first_seed..first_seed + u64::from(seeds) {
        let mut results = [Result::Draw; 2];
        for (half, a_team) in [0usize, 1].into_iter().enumerate() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9) ^ half as u64);
            let mut game = BlotMatch::new(rules, seed);
            let mut moves = 0;
            let mut deals = 0;
            while let Some(seat) = game.to_act() {
                let player = usize::from(usize::from(seat) % 2 != a_team);
                let started = Instant::now();
                let decision = rng.next_u64();
                let code = match (&players[player], &mut engines[player]) {
                    (_, Some(engine)) => Some(engine.choose(&game, seat, decision)?),
                    (Side::Level(level), None) => choose(*level, &game, seat, decision),
                    (Side::Engine(_), None) => unreachable!("every engine side is spawned"),
                };
                tally.time(player, started.elapsed());
                moves += 1;
                let Some(code) = code else { break };
                match game.apply(seat, &code) {
                    Ok(events) => {
                        deals += events
                            .iter()
                            .filter(|e| matches!(e, BlotEvent::DealOver(_)))
                            .count() as u64;
                    }
                    Err(err) => return Err(format!("seed {seed}: {code} refused: {err}")),
                }
                if moves > MAX_MOVES {
                    break;
                }
            }
            let totals = game.totals();
            tally.points(
                f64::from(totals[a_team]),
                f64::from(totals[1 - a_team]),
                deals,
            );
            results[half] = match game.winner() {
                Some(winner) if winner.team == a_team => Result::Win,
                Some(_) => Result::Loss,
                None => Result::Draw,
            };
        }
        // One line per seed on stderr, so a long run's progress (and the results so far, if it
        // must be stopped) can be read while it runs.
        eprintln!("seed {seed}: A {results:?}");
        tally.pair(results);
    }
    Ok(tally)
}

/// Our player's move at `level`, its randomness from the decision's seed alone.
pub fn choose(level: Level, game: &BlotMatch, seat: game::blot::Seat, seed: u64) -> Option<String> {
    game::blot::ai::choose(level, game, seat, &mut ChaCha8Rng::seed_from_u64(seed))
}
