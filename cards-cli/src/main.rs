//! `cards`: the referee and record generator for every game.
//!
//! - `cards replay FILE|-`: checks a record, prints the referee's JSON answer, exits 0 (legal),
//!   1 (a rule broken) or 2 (unreadable).
//! - `cards deal --seed N [--game G] [--variant V] [--whole]`: prints a random legal record.
//! - `cards play GAME [--level L] [--seed S]`: play in the terminal against the computer.
//! - `cards arena --game G --a L --b L --games N --seed S`: computer players in duplicate games.
//! - `cards engine [--level L]`: the engine protocol on stdin/stdout (docs/engine.md).
//! - `cards analyse FILE|-`: a finished Blot deal or game, card by card against the best.
//! - `cards admin backup|restore|inspect`: an operator's tools on a bot's data directory.

use std::io::Read;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod admin;
mod analyse;
mod arena;
mod deal;
mod engine;
mod play;

#[derive(Parser)]
#[command(
    name = "cards",
    version,
    about = "Referee and record tools for Blot, Toto21 and Durak"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a record and print the referee's answer (exit 0 legal, 1 rule broken, 2 unreadable).
    Replay {
        /// The record file, or `-` for standard input.
        file: String,
    },
    /// Print a random legal record.
    Deal(deal::DealArgs),
    /// Pit two computer players against each other in duplicate games.
    Arena(arena::ArenaArgs),
    /// Answer the engine protocol: one JSON request a line on stdin, one answer a line on stdout.
    Engine(engine::EngineArgs),
    /// Analyse a finished Blot deal or game card by card: the best card at each play and the
    /// points the played card lost against it (double-dummy of the actual deal).
    Analyse(analyse::AnalyseArgs),
    /// Play a game in the terminal against computer players.
    Play(play::PlayArgs),
    /// An operator's tools: backup, restore, inspect a bot's data directory.
    #[command(subcommand)]
    Admin(admin::AdminCommand),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.command {
        Command::Replay { file } => replay(&file),
        Command::Deal(args) => deal::run(&args),
        Command::Arena(args) => arena::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Engine(args) => engine::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Admin(command) => admin::run(&command),
    }
}

fn replay(file: &str) -> ExitCode {
    let text = match read_input(file) {
        Ok(text) => text,
        Err(reason) => {
            let verdict = game::referee::Verdict::unreadable(reason);
            println!("{}", verdict.answer);
            return ExitCode::from(verdict.outcome.exit_code());
        }
    };
    let verdict = game::referee::replay(&text);
    println!(
        "{}",
        serde_json::to_string_pretty(&verdict.answer)
            .unwrap_or_else(|_| verdict.answer.to_string())
    );
    ExitCode::from(verdict.outcome.exit_code())
}

fn read_input(file: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        std::io::stdin().read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_end(&mut bytes))
    };
    read.map_err(|err| format!("cannot read {file}: {err}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{file} is not UTF-8 text"))
}
