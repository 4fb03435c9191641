//! `cards arena --game G --a P1 --b P2 --games N --seed S`: two computer players in duplicate
//! games — every seed is played twice, with the sides swapped — then A's win rate with a 95%
//! confidence interval, the points per deal (or round, or game), games played and time taken.

pub mod blot;
mod durak;
mod stats;
mod toto21;

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use game::level::Level;

/// Arguments of `cards arena`.
#[derive(Args)]
pub struct ArenaArgs {
    /// The game: toto21, durak, blot (or bazaar), belote, belote2, coinche.
    #[arg(long)]
    game: String,
    /// Player A's level: random, rule or strong.
    #[arg(long)]
    a: Level,
    /// Player B's level: random, rule or strong.
    #[arg(long)]
    b: Level,
    /// Games to play; each seed is played twice (sides swapped), so an odd number is rounded up.
    #[arg(long, default_value_t = 200)]
    games: u32,
    /// The first seed; seeds S, S+1, ... are used.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Runs the arena and prints the tally; exit 2 for arguments it cannot use.
pub fn run(args: &ArenaArgs) -> ExitCode {
    let seeds = args.games.div_ceil(2).max(1);
    let players = [args.a, args.b];
    let started = Instant::now();
    let tally = match args.game.as_str() {
        "toto21" => Ok(toto21::run(players, args.seed, seeds)),
        "durak" => Ok(durak::run(players, args.seed, seeds)),
        other => blot::run(other, players, args.seed, seeds),
    };
    match tally {
        Ok(tally) => {
            println!("game {}: A = {}, B = {}", args.game, args.a, args.b);
            print!("{}", tally.report(started.elapsed()));
            ExitCode::SUCCESS
        }
        Err(reason) => {
            eprintln!("cards arena: {reason}");
            ExitCode::from(2)
        }
    }
}
