//! `cards deal`: a random legal record of any game, from a seed.

use std::process::ExitCode;

use clap::Args;
use game::blot::{Rules, Variant, random, record};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

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

/// The longest random Blot game printed (random play nearly always ends far sooner).
const MAX_DEALS: usize = 500;

/// Prints the record, or a reason and exit 2 for bad arguments.
pub fn run(args: &DealArgs) -> ExitCode {
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let record: Result<Value, String> = match args.game.as_str() {
        "blot" => blot_record(args, &mut rng),
        game::toto21::GAME_NAME => serde_json::to_value(game::toto21::random_record(args.seed))
            .map_err(|err| format!("cannot write the record: {err}")),
        "durak" => game::durak::deal_record(args.seed),
        other => Err(format!(
            "unknown game \"{other}\" (expected blot, toto21 or durak)"
        )),
    };
    match record {
        Ok(value) => {
            println!(
                "{}",
                serde_json::to_string_pretty(&value).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
        Err(reason) => {
            eprintln!("cards deal: {reason}");
            ExitCode::from(2)
        }
    }
}

fn blot_record(args: &DealArgs, rng: &mut ChaCha8Rng) -> Result<Value, String> {
    let variant: Variant = args.variant.parse()?;
    let rules = Rules::of(variant);
    let deals = random::random_game(rules, rng, if args.whole { MAX_DEALS } else { 1 });
    let mut records: Vec<Value> = deals.iter().map(record::deal_record).collect();
    if args.whole {
        Ok(json!({"variant": variant.name(), "deals": records}))
    } else {
        Ok(records.pop().unwrap_or(Value::Null))
    }
}
