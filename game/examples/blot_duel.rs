//! Duplicate matches between two Blot computer levels: each game seed is played twice with
//! the teams swapped, whole games to the target. Prints A's win rate with a 95% confidence
//! interval (pairs of games as the independent units) and timing.
//!
//! `cargo run --release -p game --example blot_duel -- --a strong --b rule --games 2000 --seed 1`
//! Options: `--variant bazaar|belote|belote2|coinche`, `--threads N` (pairs split over threads).

use std::time::{Duration, Instant};

use game::blot::ai::{Level, choose};
use game::blot::{BlotMatch, Rules, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

struct Args {
    a: Level,
    b: Level,
    games: u64,
    seed: u64,
    variant: Variant,
    threads: u64,
}

fn parse() -> Result<Args, String> {
    let mut args = Args {
        a: Level::Strong,
        b: Level::RuleBased,
        games: 200,
        seed: 1,
        variant: Variant::Bazaar,
        threads: 1,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--a" => args.a = value.parse()?,
            "--b" => args.b = value.parse()?,
            "--games" => args.games = value.parse().map_err(|e| format!("{e}"))?,
            "--seed" => args.seed = value.parse().map_err(|e| format!("{e}"))?,
            "--variant" => args.variant = value.parse()?,
            "--threads" => args.threads = value.parse().map_err(|e| format!("{e}"))?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(args)
}

/// Timing of one level's decisions.
#[derive(Default, Clone)]
struct Clock {
    decisions: u64,
    total: Duration,
    samples: Vec<u32>,
}

/// Plays one game; `a_team` is the team (0 or 1) that level A plays. Returns A's win.
fn play(args: &Args, seed: u64, a_team: usize, clocks: &mut [Clock; 2]) -> bool {
    let rules = Rules::of(args.variant);
    let mut game = BlotMatch::new(rules, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9) ^ a_team as u64);
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        let is_a = game::blot::team_of(seat) == a_team;
        let level = if is_a { args.a } else { args.b };
        let started = Instant::now();
        let code = choose(level, &game, seat, &mut rng).expect("a move");
        let spent = started.elapsed();
        let clock = &mut clocks[usize::from(!is_a)];
        clock.decisions += 1;
        clock.total += spent;
        clock.samples.push(spent.as_micros() as u32);
        game.apply(seat, &code).expect("a legal move");
        moves += 1;
        assert!(moves < 1_000_000, "the game ends");
    }
    game.winner().expect("a winner").team == a_team
}

fn main() {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("blot_duel: {e}");
            std::process::exit(2);
        }
    };
    let pairs = args.games.div_ceil(2);
    let started = Instant::now();
    let threads = args.threads.max(1);
    let results: Vec<(Vec<u8>, [Clock; 2])> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let args = &args;
                scope.spawn(move || {
                    let mut clocks: [Clock; 2] = Default::default();
                    let mut wins = Vec::new();
                    for pair in (t..pairs).step_by(threads as usize) {
                        let seed = args.seed.wrapping_add(pair);
                        let w = u8::from(play(args, seed, 0, &mut clocks))
                            + u8::from(play(args, seed, 1, &mut clocks));
                        wins.push(w);
                    }
                    (wins, clocks)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a thread"))
            .collect()
    });
    let mut pair_wins = Vec::new();
    let mut clocks: [Clock; 2] = Default::default();
    for (w, c) in results {
        pair_wins.extend(w);
        for i in 0..2 {
            clocks[i].decisions += c[i].decisions;
            clocks[i].total += c[i].total;
            clocks[i].samples.extend(&c[i].samples);
        }
    }
    let n = pair_wins.len() as f64;
    let games = 2.0 * n;
    let won: u32 = pair_wins.iter().map(|&w| u32::from(w)).sum();
    let rate = f64::from(won) / games;
    // Pairs are the independent units: each scores 0, 0.5 or 1.
    let scores: Vec<f64> = pair_wins.iter().map(|&w| f64::from(w) / 2.0).collect();
    let var = scores.iter().map(|s| (s - rate).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let swept = pair_wins.iter().filter(|&&w| w == 2).count();
    let split = pair_wins.iter().filter(|&&w| w == 1).count();
    println!(
        "{} vs {} ({}): {} games ({} duplicate pairs), seed {}",
        args.a, args.b, args.variant, games, n, args.seed
    );
    println!(
        "A won {won} games: {:.1}% (95% CI {:.1}%..{:.1}%); pairs 2-0 {swept}, 1-1 {split}, 0-2 {}",
        rate * 100.0,
        (rate - half) * 100.0,
        (rate + half) * 100.0,
        pair_wins.len() - swept - split
    );
    for (name, clock) in [args.a, args.b].into_iter().zip(clocks.iter_mut()) {
        clock.samples.sort_unstable();
        let q = |p: f64| {
            clock
                .samples
                .get(((clock.samples.len() as f64 - 1.0) * p) as usize)
                .copied()
                .unwrap_or(0)
        };
        println!(
            "{name}: {} decisions, mean {:.1} µs, median {} µs, p99 {} µs, max {} µs",
            clock.decisions,
            clock.total.as_secs_f64() * 1e6 / clock.decisions.max(1) as f64,
            q(0.5),
            q(0.99),
            q(1.0)
        );
    }
    println!("wall time {:.1} s", started.elapsed().as_secs_f64());
}
