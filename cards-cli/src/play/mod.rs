//! `cards play GAME [--level L] [--seed S] [--points P]`: play in the terminal against
//! computer players. You sit at seat 0 (team 0 in Blot); every other seat is a computer
//! player of the chosen level. Line-based: your hand, the table and your legal moves are shown
//! numbered; answer with a number or a move code. End of input quits.

mod show;

use std::io::{BufRead, Write};
use std::process::ExitCode;

use clap::Args;
use game::level::Level;
use game::table::{Engine, GameKind};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The human's seat.
const YOU: u8 = 0;

/// Arguments of `cards play`.
#[derive(Args)]
pub struct PlayArgs {
    /// The game: bazaar (or blot), belote, belote2, coinche, toto21, durak.
    game: String,
    /// The computer players' level: random, rule or strong.
    #[arg(long, default_value = "strong")]
    level: Level,
    /// The seed of the deals and of the computer players.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Points to play to (default: the variant's target in Blot, 2 in Toto21, 1 game in Durak).
    #[arg(long)]
    points: Option<u32>,
}

/// Plays one game on standard input and output.
pub fn run(args: &PlayArgs) -> ExitCode {
    let kind: GameKind = match args.game.parse() {
        Ok(kind) => kind,
        Err(reason) => {
            eprintln!("cards play: {reason}");
            return ExitCode::from(2);
        }
    };
    let points = args.points.unwrap_or_else(|| default_points(kind));
    let mut engine = match Engine::start(kind, None, points, 30_000, None, args.seed.into()) {
        Ok(engine) => engine,
        Err(reason) => {
            eprintln!("cards play: {reason}");
            return ExitCode::from(2);
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed ^ 0x5eed_c0de);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "{} to {points}: you are seat {YOU}; the computer plays at level {}.",
        kind_name(kind),
        args.level
    );
    loop {
        let Some(seat) = engine.to_act() else {
            println!("{}", show::state(&engine, YOU));
            println!("{}", show::game_over(&engine, YOU));
            return ExitCode::SUCCESS;
        };
        let code = if seat == YOU {
            println!("{}", show::state(&engine, YOU));
            match ask(&engine, &mut lines) {
                Some(code) => code,
                None => {
                    println!("Goodbye.");
                    return ExitCode::SUCCESS;
                }
            }
        } else {
            let Some(code) = computer(&engine, seat, args.level, &mut rng) else {
                eprintln!("cards play: the computer found no move");
                return ExitCode::from(1);
            };
            println!("Seat {seat} plays {code}.");
            code
        };
        match engine.apply(seat, &code) {
            Ok(events) => {
                for event in events {
                    if let Some(line) = show::event(&event, YOU) {
                        println!("{line}");
                    }
                }
            }
            Err(refused) => println!("That move is refused: {refused}."),
        }
    }
}

/// Asks for one of the legal moves until one comes; `None` at the end of input.
fn ask(
    engine: &Engine,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> Option<String> {
    let legal = engine.legal_codes(YOU);
    println!("Your moves:");
    for (n, code) in legal.iter().enumerate() {
        println!("  {}. {}", n + 1, show::code(engine, code));
    }
    loop {
        print!("Your move (1-{}): ", legal.len());
        let _ = std::io::stdout().flush();
        let line = match lines.next() {
            Some(Ok(line)) => line,
            Some(Err(_)) | None => {
                println!();
                return None;
            }
        };
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        if let Some(code) = pick(&legal, text) {
            return Some(code);
        }
        println!(
            "\"{text}\" is not one of your moves: type a number from 1 to {} or a move as listed.",
            legal.len()
        );
    }
}

/// The move a line names: its number in the list, or its code (case does not matter).
fn pick(legal: &[String], text: &str) -> Option<String> {
    if let Ok(n) = text.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| legal.get(i)).cloned();
    }
    legal
        .iter()
        .find(|code| code.eq_ignore_ascii_case(text))
        .cloned()
}

/// The computer's move for `seat`.
fn computer(engine: &Engine, seat: u8, level: Level, rng: &mut dyn RngCore) -> Option<String> {
    match engine {
        Engine::Toto21 { game, .. } => {
            let seat = game::toto21::Seat::from_index(seat)?;
            let action = game::toto21::ai::choose(level, game, seat, rng)?;
            Some(show::toto21_code(action).to_string())
        }
        Engine::Durak { game, .. } => {
            let seat = game::durak::Seat::new(seat)?;
            game::durak::ai::choose(level, game, seat, rng).map(|a| a.to_string())
        }
        Engine::Blot(game) => game::blot::ai::choose(level, game, seat, rng),
    }
}

fn default_points(kind: GameKind) -> u32 {
    match kind.blot_variant() {
        Some(variant) => u32::from(game::blot::Rules::of(variant).target),
        None if kind == GameKind::Toto21 => 2,
        None => 1,
    }
}

fn kind_name(kind: GameKind) -> String {
    format!("{kind:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_picks_by_number_or_code() {
        let legal = vec!["hit".to_string(), "stand".to_string()];
        assert_eq!(pick(&legal, "2"), Some("stand".into()));
        assert_eq!(pick(&legal, "HIT"), Some("hit".into()));
        assert_eq!(pick(&legal, "0"), None);
        assert_eq!(pick(&legal, "3"), None);
        assert_eq!(pick(&legal, "fold"), None);
    }
}
