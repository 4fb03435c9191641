//! `bot-telegram`: the card games on Telegram. Configuration from the environment:
//! TELOXIDE_TOKEN (required), DATA_DIR (default ./data/telegram), TELOXIDE_API_URL (optional).

use std::process::ExitCode;

use bot_telegram::config::Config;

fn main() -> ExitCode {
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(err) => {
            eprintln!("bot-telegram: {err}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("bot-telegram: cannot start the runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(bot_telegram::run::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("bot-telegram: {err:#}");
            ExitCode::FAILURE
        }
    }
}
