//! What an operator sees of a running bot: structured logs ([`logs`]) and Prometheus metrics
//! ([`metrics`]), both set up from the environment at start.
//!
//! Every input runs in one `input` span carrying its platform, chat, user, idempotency key
//! and (once known) table, so one grep follows a table through the log. Nothing logged ever
//! holds a private hand: the spans and events name ids, kinds and public moves only; and the
//! log writer blanks out the secrets it is given (the bot's token) wherever they appear.

pub mod health;
pub mod logs;
pub mod metrics;

use crate::ops::OpsSettings;

/// Starts what the operator asked for: the logs (always; `secrets` are never written) and,
/// with `METRICS_ADDR`, the metrics server on a task of its own. Fails only when the metrics
/// address cannot be bound or a recorder is already installed.
pub async fn start(settings: &OpsSettings, secrets: Vec<String>) -> Result<(), String> {
    logs::init(settings.log_format, secrets);
    if let Some(addr) = settings.metrics_addr {
        let handle = metrics::install()?;
        let server = metrics::serve(addr, handle)
            .await
            .map_err(|e| format!("METRICS_ADDR={addr} cannot be served: {e}"))?;
        tokio::spawn(server);
    }
    Ok(())
}

/// The program's name and version line, when it was asked for with `--version` (or `-V`).
pub fn version_requested(program: &str) -> Option<String> {
    std::env::args()
        .skip(1)
        .any(|arg| arg == "--version" || arg == "-V")
        .then(|| format!("{program} {}", env!("CARGO_PKG_VERSION")))
}
