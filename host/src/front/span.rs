//! The span each input runs in, and its log line once handled.

use super::delivery::{Delivery, From};
use crate::durable::HostError;
use crate::telemetry::metrics;

/// The span one input runs in: its platform (the idempotency key's prefix, `tg` or `dc`),
/// chat, user, key and kind; the table is recorded once known.
pub(super) fn input_span(key: &str, from: &From, kind: &'static str) -> tracing::Span {
    let platform = key.split_once(':').map_or("", |(platform, _)| platform);
    tracing::info_span!(
        "input",
        platform,
        chat = %from.chat.0,
        user = %from.user.0,
        key,
        kind,
        table = tracing::field::Empty,
    )
}

/// Counts and logs an input once handled (its deliveries by number only: they may hold a hand).
pub(super) fn handled(kind: &'static str, result: &Result<Vec<Delivery>, HostError>) {
    metrics::input(kind);
    match result {
        Ok(deliveries) => tracing::info!(deliveries = deliveries.len(), "handled"),
        Err(error) => tracing::error!(%error, "not handled"),
    }
}
