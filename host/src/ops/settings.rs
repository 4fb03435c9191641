//! The operator's settings both bots read from the environment: logs, metrics, housekeeping.

use std::net::SocketAddr;
use std::time::Duration;

use crate::telemetry::logs::Format;

/// How the bot is run, as the operator set it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpsSettings {
    /// `LOG_FORMAT`: `human` (default) or `json`.
    pub log_format: Format,
    /// `METRICS_ADDR`: where to serve `/metrics` and `/healthz`; off when unset.
    pub metrics_addr: Option<SocketAddr>,
    /// `KEY_RETENTION_DAYS` (1–3650, default 7): how long an input's idempotency key is kept,
    /// so a platform redelivering it within that time changes nothing.
    pub key_retention: Duration,
    /// `KEEP_ENDED_HOURS` (1–8760, default 24): how long an ended table stays live (its message
    /// answers /rematch) before it is moved to the history.
    pub keep_ended: Duration,
    /// `KEEP_HISTORY_DAYS` (1–36500, default 730; `forever`: never deleted): how long a
    /// finished game's history record (its result and moves) is kept, so that the store stays
    /// bounded. The players' chips and statistics do not depend on it.
    pub keep_history: Option<Duration>,
    /// `TEST_DEAL_SEED` (a whole number; debug builds only, a release build refuses it): new
    /// tables' deals derive from this master seed instead of the operating system's random
    /// source, so that an end-to-end test knows the cards it deals (see
    /// [`Front::open_for_bot`](crate::front::Front::open_for_bot)).
    pub test_deal_seed: Option<u64>,
}

impl Default for OpsSettings {
    fn default() -> Self {
        OpsSettings {
            log_format: Format::Human,
            metrics_addr: None,
            key_retention: Duration::from_secs(7 * DAY),
            keep_ended: Duration::from_secs(24 * HOUR),
            keep_history: Some(Duration::from_secs(KEEP_HISTORY_DAYS * DAY)),
            test_deal_seed: None,
        }
    }
}

const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;
/// History records are kept two years unless the operator says otherwise.
const KEEP_HISTORY_DAYS: u64 = 730;

impl OpsSettings {
    /// Reads the settings through `var` (the environment, or a test's map); an error names the
    /// variable and what it takes.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<OpsSettings, String> {
        let set = |name: &str| {
            var(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let defaults = OpsSettings::default();
        let log_format = match set("LOG_FORMAT").as_deref() {
            None | Some("human") => Format::Human,
            Some("json") => Format::Json,
            Some(other) => {
                return Err(format!(
                    "LOG_FORMAT={other} is not a log format: human (the default) or json"
                ));
            }
        };
        let metrics_addr = match set("METRICS_ADDR") {
            None => None,
            Some(raw) => Some(raw.parse().map_err(|_| {
                format!("METRICS_ADDR={raw} is not an address and port, e.g. 127.0.0.1:9100")
            })?),
        };
        let number = |name: &str, max: u64, unit: u64, default: Duration| match set(name) {
            None => Ok(default),
            Some(raw) => match raw.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(Duration::from_secs(n * unit)),
                _ => Err(format!(
                    "{name} must be a whole number from 1 to {max}, not {raw}"
                )),
            },
        };
        Ok(OpsSettings {
            log_format,
            metrics_addr,
            key_retention: number("KEY_RETENTION_DAYS", 3650, DAY, defaults.key_retention)?,
            keep_ended: number("KEEP_ENDED_HOURS", 8760, HOUR, defaults.keep_ended)?,
            keep_history: match set("KEEP_HISTORY_DAYS").as_deref() {
                Some("forever") => None,
                _ => Some(number(
                    "KEEP_HISTORY_DAYS",
                    36500,
                    DAY,
                    Duration::from_secs(KEEP_HISTORY_DAYS * DAY),
                )?),
            },
            test_deal_seed: match set("TEST_DEAL_SEED") {
                None => None,
                Some(raw) if !cfg!(debug_assertions) => {
                    return Err(format!(
                        "TEST_DEAL_SEED={raw} is for test builds only: a release build deals \
                         every table from the operating system"
                    ));
                }
                Some(raw) => Some(
                    raw.parse()
                        .map_err(|_| format!("TEST_DEAL_SEED must be a whole number, not {raw}"))?,
                ),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(vars: &[(&str, &str)]) -> Result<OpsSettings, String> {
        OpsSettings::from_vars(|name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn defaults_and_settings_are_read_and_bad_ones_named() {
        assert_eq!(read(&[]).unwrap(), OpsSettings::default());
        let set = read(&[
            ("LOG_FORMAT", "json"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("KEY_RETENTION_DAYS", "2"),
            ("KEEP_ENDED_HOURS", "1"),
            ("KEEP_HISTORY_DAYS", "365"),
            ("TEST_DEAL_SEED", "7"),
        ])
        .unwrap();
        assert_eq!(set.log_format, Format::Json);
        assert_eq!(set.metrics_addr, Some("127.0.0.1:9100".parse().unwrap()));
        assert_eq!(set.key_retention, Duration::from_secs(2 * DAY));
        assert_eq!(set.keep_ended, Duration::from_secs(HOUR));
        assert_eq!(set.keep_history, Some(Duration::from_secs(365 * DAY)));
        assert_eq!(
            set.test_deal_seed,
            Some(7),
            "a debug build takes a test's deals"
        );
        assert_eq!(
            read(&[]).unwrap().keep_history,
            Some(Duration::from_secs(730 * DAY)),
            "bounded unless told"
        );
        let kept = read(&[("KEEP_HISTORY_DAYS", "forever")]).unwrap();
        assert_eq!(kept.keep_history, None);
        for (name, value) in [
            ("LOG_FORMAT", "xml"),
            ("METRICS_ADDR", "9100"),
            ("KEY_RETENTION_DAYS", "0"),
            ("KEEP_ENDED_HOURS", "many"),
            ("KEEP_HISTORY_DAYS", "0"),
            ("TEST_DEAL_SEED", "seven"),
        ] {
            let error = read(&[(name, value)]).unwrap_err();
            assert!(error.contains(name), "{error}");
        }
    }
}
