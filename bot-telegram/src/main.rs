//! `bot-telegram`: the card games on Telegram. Configuration from the environment:
//! TELOXIDE_TOKEN (required), DATA_DIR (default ./data/telegram), TELOXIDE_API_URL (optional),
//! WEBHOOK_URL, WEBHOOK_SECRET and WEBHOOK_LISTEN (webhook mode; long polling without them),
//! and the operator's settings of `host::ops` (LOG_FORMAT, METRICS_ADDR, …).

use std::process::ExitCode;

use bot_telegram::config::Config;

fn main() -> ExitCode {
    if let Some(version) = host::telemetry::version_requested("bot-telegram") {
        println!("{version}");
        return ExitCode::SUCCESS;
    }
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(err) => {
            // The start-up refusal: logs are not set up yet.
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
    runtime.block_on(async {
        let secrets = vec![config.token.clone()];
        if let Err(err) = host::telemetry::start(&config.ops, secrets).await {
            eprintln!("bot-telegram: {err}");
            return ExitCode::from(2);
        }
        match bot_telegram::run::run(config).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                tracing::error!("{err:#}");
                ExitCode::FAILURE
            }
        }
    })
}
