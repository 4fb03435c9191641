//! Structured logs on standard error, through `tracing-subscriber`: `RUST_LOG` filters them
//! (default `info`), `LOG_FORMAT=json` writes one JSON object a line instead of the human
//! format. Secrets given to [`init`] are replaced by `[redacted]` in every line written.

use std::io::{self, Write};

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// One line per event for people: time, level, spans with their fields, message.
    #[default]
    Human,
    /// One JSON object per line (`LOG_FORMAT=json`), with the current span's fields and
    /// the list of spans, for log collectors.
    Json,
}

/// Installs the global subscriber: `RUST_LOG` (default `info`) filters, `format` writes, and
/// every occurrence of each of `secrets` is blanked out. Call once, at start; a second call
/// changes nothing (the first subscriber stays).
pub fn init(format: Format, secrets: Vec<String>) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let writer = Redacting::new(secrets);
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_target(false);
    let _ = match format {
        Format::Human => builder.with_ansi(false).try_init(),
        Format::Json => builder
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}

/// A writer to standard error that replaces secrets in what passes through it.
///
/// `tracing-subscriber` formats each event into one buffer and writes it with one call, so a
/// secret is never split between two writes.
#[derive(Clone, Debug)]
pub struct Redacting {
    secrets: Vec<Vec<u8>>,
}

/// What a secret is replaced by.
pub const REDACTED: &str = "[redacted]";

impl Redacting {
    /// A writer blanking out `secrets` (empty ones are ignored).
    pub fn new(secrets: Vec<String>) -> Redacting {
        Redacting {
            secrets: secrets
                .into_iter()
                .filter(|s| !s.is_empty())
                .map(String::into_bytes)
                .collect(),
        }
    }

    /// `line` with every secret replaced by [`REDACTED`], and the tokens of Discord's
    /// interaction and webhook paths too (see [`redact_path_tokens`]).
    pub fn redact(&self, line: &[u8]) -> Vec<u8> {
        let mut out = redact_path_tokens(line);
        for secret in &self.secrets {
            out = replace_all(&out, secret, REDACTED.as_bytes());
        }
        out
    }
}

/// The path segments that carry a token after an id: `interactions/<id>/<token>` and
/// `webhooks/<id>/<token>` (Discord's interaction answers and follow-ups, valid 15 minutes).
const TOKEN_PATHS: [&[u8]; 2] = [b"interactions/", b"webhooks/"];

/// `text` with the token of every `interactions/<id>/<token>` and `webhooks/<id>/<token>`
/// path replaced by [`REDACTED`] (the id is kept: it names the interaction, and grants
/// nothing).
pub fn redact_path_tokens(text: &[u8]) -> Vec<u8> {
    let token_byte = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    let mut out = Vec::with_capacity(text.len());
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let Some(prefix) = TOKEN_PATHS.iter().find(|p| rest.starts_with(p)) else {
            out.push(text[at]);
            at += 1;
            continue;
        };
        let id_start = prefix.len();
        let id_len = rest[id_start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let slash = id_start + id_len;
        let token_len = rest
            .get(slash + 1..)
            .map_or(0, |r| r.iter().take_while(|&&b| token_byte(b)).count());
        if id_len == 0 || rest.get(slash) != Some(&b'/') || token_len == 0 {
            out.extend_from_slice(prefix);
            at += prefix.len();
            continue;
        }
        out.extend_from_slice(&rest[..=slash]);
        out.extend_from_slice(REDACTED.as_bytes());
        at += slash + 1 + token_len;
    }
    out
}

/// [`redact_path_tokens`] on text.
pub fn without_path_tokens(text: &str) -> String {
    String::from_utf8_lossy(&redact_path_tokens(text.as_bytes())).into_owned()
}

fn replace_all(haystack: &[u8], needle: &[u8], with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(haystack.len());
    let mut rest = haystack;
    while let Some(at) = rest.windows(needle.len()).position(|w| w == needle) {
        out.extend_from_slice(&rest[..at]);
        out.extend_from_slice(with);
        rest = &rest[at + needle.len()..];
    }
    out.extend_from_slice(rest);
    out
}

/// Keeps a log line that anyone can trigger (a refused request) from flooding the log: at
/// most one in each period, saying how many times it happened since the last one.
#[derive(Debug)]
pub struct Throttle {
    every: std::time::Duration,
    state: std::sync::Mutex<(Option<std::time::Instant>, u64)>,
}

impl Throttle {
    /// At most one line every `every`.
    pub fn new(every: std::time::Duration) -> Throttle {
        Throttle {
            every,
            state: std::sync::Mutex::new((None, 0)),
        }
    }

    /// Counts one occurrence; `Some(n)` when a line may be written now, `n` the occurrences
    /// it stands for (this one and those kept quiet since the last line).
    pub fn hit(&self) -> Option<u64> {
        self.hit_at(std::time::Instant::now())
    }

    fn hit_at(&self, now: std::time::Instant) -> Option<u64> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (last, quiet) = &mut *state;
        *quiet += 1;
        if last.is_some_and(|at| now.duration_since(at) < self.every) {
            return None;
        }
        *last = Some(now);
        Some(std::mem::take(quiet))
    }
}

/// One event's write to standard error, redacted.
pub struct RedactedStderr<'a> {
    redacting: &'a Redacting,
}

impl Write for RedactedStderr<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        io::stderr().lock().write_all(&self.redacting.redact(buf))?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        io::stderr().flush()
    }
}

impl<'a> MakeWriter<'a> for Redacting {
    type Writer = RedactedStderr<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        RedactedStderr { redacting: self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_blanked_wherever_they_appear() {
        let r = Redacting::new(vec!["123:ABC".into(), String::new()]);
        let line = b"GET https://api/bot123:ABC/getMe failed; again 123:ABC.";
        assert_eq!(
            String::from_utf8(r.redact(line)).unwrap(),
            "GET https://api/bot[redacted]/getMe failed; again [redacted]."
        );
        assert_eq!(r.redact(b"nothing here"), b"nothing here".to_vec());
        assert_eq!(r.redact(b"123:AB"), b"123:AB".to_vec());
    }

    #[test]
    fn a_throttled_line_is_written_once_a_period_with_the_count_it_stands_for() {
        let t = Throttle::new(std::time::Duration::from_secs(60));
        let t0 = std::time::Instant::now();
        assert_eq!(t.hit_at(t0), Some(1));
        for i in 1..1_000 {
            assert_eq!(t.hit_at(t0 + std::time::Duration::from_millis(i)), None);
        }
        assert_eq!(
            t.hit_at(t0 + std::time::Duration::from_secs(61)),
            Some(1_000)
        );
    }

    #[test]
    fn discord_interaction_and_webhook_tokens_are_blanked_in_every_line() {
        let r = Redacting::new(Vec::new());
        let line = b"rate limited on /api/v10/interactions/1234/aW50ZXJhY3Rpb24.x_Y-z/callback; \
            PATCH https://discord.com/api/v10/webhooks/99/tok_EN-1/messages/@original failed";
        let shown = String::from_utf8(r.redact(line)).unwrap();
        assert!(!shown.contains("aW50ZXJhY3Rpb24"), "{shown}");
        assert!(!shown.contains("tok_EN-1"), "{shown}");
        assert!(
            shown.contains("/interactions/1234/[redacted]/callback"),
            "{shown}"
        );
        assert!(
            shown.contains("/webhooks/99/[redacted]/messages/@original"),
            "{shown}"
        );
        // Nothing else that merely looks like it.
        for plain in ["webhooks/ are off", "interactions/x/y", "webhooks/12"] {
            assert_eq!(without_path_tokens(plain), plain);
        }
    }
}
