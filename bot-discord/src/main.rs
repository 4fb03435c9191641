//! `bot-discord`: reads the environment, runs the bot, exits non-zero with a clear message when
//! it cannot start (exit 2: bad configuration; 1: Discord or the data directory refused).

use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    if let Some(version) = host::telemetry::version_requested("bot-discord") {
        println!("{version}");
        return ExitCode::SUCCESS;
    }
    let config = match bot_discord::config::Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            // The start-up refusal: logs are not set up yet.
            eprintln!("bot-discord: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = host::telemetry::start(&config.ops, vec![config.token.clone()]).await {
        eprintln!("bot-discord: {e}");
        return ExitCode::from(2);
    }
    match bot_discord::app::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e}");
            ExitCode::FAILURE
        }
    }
}
