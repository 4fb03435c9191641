//! Figures read off the bots' Prometheus metrics (`METRICS_ADDR`).

use std::collections::BTreeMap;

/// The q-quantile of a Prometheus histogram summed over several scrapes and over its series, as the upper bound of
/// the bucket it falls in (seconds); `None` without observations.
pub fn histogram_quantile(scrapes: &[String], name: &str, q: f64) -> Option<f64> {
    let mut buckets: BTreeMap<u64, f64> = BTreeMap::new();
    for text in scrapes {
        for line in text.lines() {
            let Some(rest) = line.strip_prefix(&format!("{name}_bucket{{")) else {
                continue;
            };
            let Some((labels, value)) = rest.split_once("} ") else {
                continue;
            };
            // Every series of the histogram (`game="blot",le="0.5"`) counts.
            let Some(le) = labels
                .split(',')
                .find_map(|l| l.strip_prefix("le=\"")?.strip_suffix('"'))
            else {
                continue;
            };
            let le = if le == "+Inf" {
                f64::INFINITY
            } else {
                le.parse().unwrap_or(f64::INFINITY)
            };
            // Keyed by the bound in nanoseconds, so that the buckets sort.
            let key = if le.is_finite() {
                (le * 1e9) as u64
            } else {
                u64::MAX
            };
            *buckets.entry(key).or_default() += value.trim().parse::<f64>().unwrap_or(0.0);
        }
    }
    let total = buckets.values().copied().fold(0.0, f64::max);
    if total == 0.0 {
        return None;
    }
    buckets
        .iter()
        .find(|(_, cumulative)| **cumulative >= q * total)
        .map(|(key, _)| *key as f64 / 1e9)
}

/// A bucket bound for people: `<= 5 ms`, `over 5 s`, `none`.
pub fn bucket_text(seconds: Option<f64>) -> String {
    match seconds {
        None => "none".into(),
        Some(s) if s > 1e6 => "over 5 s".into(),
        Some(s) => format!("<= {} ms", s * 1e3),
    }
}
