//! `cards deal`: a random legal record of any game, from a seed.

use std::process::ExitCode;

use clap::Args;

/// Arguments of `cards deal`.
#[derive(Args)]
pub struct DealArgs {
    /// The seed; the same seed prints the same record.
    #[arg(long)]
    seed: u64,
    /// The game: blot, toto21 or durak.
    #[arg(long, default_value = "blot")]
    game: String,
    /// The Blot variant: bazaar, belote, belote2 or coinche.
    #[arg(long, default_value = "bazaar")]
    variant: String,
    /// A whole game (Blot) instead of one deal.
    #[arg(long)]
    whole: bool,
}

/// Prints the record, or a reason and exit 2 for bad arguments.
pub fn run(args: &DealArgs) -> ExitCode {
    let record: Result<serde_json::Value, String> = match args.game.as_str() {
        "durak" => game::durak::deal_record(args.seed),
        other => Err(format!("unknown game \"{other}\" (expected blot, toto21 or durak)")),
    };
    match record {
        Ok(value) => {
            println!("{}", serde_json::to_string_pretty(&value).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Err(reason) => {
            eprintln!("cards deal: {reason}");
            ExitCode::from(2)
        }
    }
}
