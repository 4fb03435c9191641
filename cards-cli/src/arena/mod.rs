//! `cards arena --game G --a P1 --b P2 --games N --seed S`: two computer players in duplicate
//! games — every seed is played twice, with the sides swapped — then A's win rate with a 95%
//! confidence interval, the points per deal (or round, or game), games played and time taken.

pub mod blot;
mod durak;
mod external;
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
    /// Player A: random, rule, strong, or (Blot family) `engine:COMMAND`, an external engine
    /// speaking the engine protocol (docs/engine.md).
    #[arg(long)]
    a: Side,
    /// Player B, as player A.
    #[arg(long)]
    b: Side,
    /// Games to play; each seed is played twice (sides swapped), so an odd number is rounded up.
    #[arg(long, default_value_t = 200)]
    games: u32,
    /// The first seed; seeds S, S+1, ... are used.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// House rule (Coinche): no-trump bids allowed, true or false.
    #[arg(long)]
    no_trump: Option<bool>,
    /// House rule (Coinche, French Belote): combinations announced, true or false.
    #[arg(long)]
    announcements: Option<bool>,
}

/// One side of the arena: a level of our players, or an external engine's command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Side {
    Level(Level),
    Engine(String),
}

impl std::str::FromStr for Side {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Side, String> {
        match text.strip_prefix("engine:") {
            Some("") => Err("engine: names the engine's command".into()),
            Some(command) => Ok(Side::Engine(command.to_string())),
            None => text.parse().map(Side::Level).map_err(|e| e.to_string()),
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Side::Level(level) => write!(f, "{level}"),
            Side::Engine(command) => write!(f, "engine:{command}"),
        }
    }
}

fn levels(players: &[Side; 2]) -> std::result::Result<[Level; 2], String> {
    let level = |side: &Side| match side {
        Side::Level(level) => Ok(*level),
        Side::Engine(_) => Err("external engines play the Blot family only".to_string()),
    };
    Ok([level(&players[0])?, level(&players[1])?])
}

/// Runs the arena and prints the tally; exit 2 for arguments it cannot use.
pub fn run(args: &ArenaArgs) -> ExitCode {
    let seeds = args.games.div_ceil(2).max(1);
    let players = [args.a.clone(), args.b.clone()];
    let started = Instant::now();
    let tally = match args.game.as_str() {
        "toto21" => levels(&players).map(|p| toto21::run(p, args.seed, seeds)),
        "durak" => levels(&players).map(|p| durak::run(p, args.seed, seeds)),
        other => blot::run(
            other,
            (args.no_trump, args.announcements),
            &players,
            args.seed,
            seeds,
        ),
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
