//! `bot-discord`: reads the environment, runs the bot, exits non-zero with a clear message when
//! it cannot start (exit 2: bad configuration; 1: Discord or the data directory refused).

use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    let config = match bot_discord::config::Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bot-discord: {e}");
            return ExitCode::from(2);
        }
    };
    match bot_discord::app::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bot-discord: {e}");
            ExitCode::FAILURE
        }
    }
}
