//! Telegram's launch data (`initData`) checked, as Telegram documents it for Mini Apps: the
//! query string's `hash` must be the hex HMAC-SHA256, under the key HMAC-SHA256("WebAppData",
//! bot token), of its other `key=value` pairs sorted by key and joined by newlines (compared in
//! constant time), and its `auth_date` at most [`MAX_AGE_SECS`] old. The user is then the
//! `user` field's JSON. Anything else is refused with a [`LaunchError`]; nothing of refused
//! launch data is trusted or logged.

use hmac::{Hmac, KeyInit, Mac};
use serde::Deserialize;
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// Telegram's prefix of user and chat ids (`tg:<id>`).
pub const TELEGRAM: &str = "tg";

/// The oldest launch data accepted: a day, in seconds.
pub const MAX_AGE_SECS: u64 = 86_400;

/// How far in the future an `auth_date` may be (clocks a little apart), in seconds.
pub const MAX_AHEAD_SECS: u64 = 300;

/// The person Telegram vouches for, read from checked launch data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// The platform vouching for him, as the prefix of its user and chat ids: [`TELEGRAM`]
    /// for checked launch data, `dc` for a Discord sign-in (see [`super::discord_auth`]).
    pub platform: &'static str,
    /// His user id on that platform.
    pub id: i64,
    /// His name as the chats show it: first and last name.
    pub name: String,
    /// His `@username`, without the `@`.
    pub username: Option<String>,
    /// His app's language (`en`, `ru-RU`), if Telegram says.
    pub lang: Option<String>,
    /// The `startapp` value the app was opened with (the table), if any.
    pub start_param: Option<String>,
    /// When Telegram signed the data, in seconds since the epoch.
    pub auth_date: u64,
}

/// Why launch data was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LaunchError {
    #[error("no launch data")]
    Missing,
    #[error("launch data without a hash")]
    Unsigned,
    #[error("launch data whose hash does not match")]
    Tampered,
    #[error("launch data too old or from the future")]
    Stale,
    #[error("signed launch data without a readable user or date")]
    Malformed,
}

/// The `user` field of launch data.
#[derive(Deserialize)]
struct User {
    id: i64,
    first_name: String,
    #[serde(default)]
    last_name: Option<String>,
    #[serde(default)]
    username: Option<String>,
    #[serde(default)]
    language_code: Option<String>,
}

/// Checks launch data (the raw query string, as `Telegram.WebApp.initData` holds it) signed
/// with the bot `token`, at `now` (seconds since the epoch).
pub fn check(init_data: &str, token: &str, now: u64) -> Result<Launch, LaunchError> {
    if init_data.trim().is_empty() {
        return Err(LaunchError::Missing);
    }
    let mut hash = None;
    let mut fields = Vec::new();
    for (key, value) in form_urlencoded::parse(init_data.as_bytes()) {
        if key == "hash" {
            hash = Some(value.into_owned());
        } else {
            fields.push((key.into_owned(), value.into_owned()));
        }
    }
    let hash = hash.ok_or(LaunchError::Unsigned)?;
    let hash = hex::decode(hash).map_err(|_| LaunchError::Tampered)?;
    signer(token, &fields)
        .verify_slice(&hash)
        .map_err(|_| LaunchError::Tampered)?;
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let auth_date: u64 = field("auth_date")
        .and_then(|d| d.parse().ok())
        .ok_or(LaunchError::Malformed)?;
    if auth_date.saturating_add(MAX_AGE_SECS) < now || auth_date > now + MAX_AHEAD_SECS {
        return Err(LaunchError::Stale);
    }
    let user: User = field("user")
        .and_then(|u| serde_json::from_str(u).ok())
        .ok_or(LaunchError::Malformed)?;
    let name = match user.last_name.as_deref().map(str::trim) {
        Some(last) if !last.is_empty() => format!("{} {last}", user.first_name),
        _ => user.first_name,
    };
    Ok(Launch {
        platform: TELEGRAM,
        id: user.id,
        name,
        username: user.username.filter(|u| !u.is_empty()),
        lang: user.language_code.filter(|l| !l.is_empty()),
        start_param: field("start_param").map(str::to_string),
        auth_date,
    })
}

/// The HMAC of launch data's fields (all but `hash`) under the bot token's secret, not
/// finalized.
fn signer(token: &str, fields: &[(String, String)]) -> HmacSha256 {
    let mut secret = HmacSha256::new_from_slice(b"WebAppData").expect("HMAC takes any key");
    secret.update(token.as_bytes());
    let secret = secret.finalize().into_bytes();
    let mut sorted: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    sorted.sort();
    let mut mac = HmacSha256::new_from_slice(&secret).expect("HMAC takes any key");
    mac.update(sorted.join("\n").as_bytes());
    mac
}

/// Launch data as a Telegram client receives it: `fields` (`user` as JSON, `start_param`,
/// `query_id`…) with `auth_date` and the `hash` signed with `token`, as a query string. For
/// tests and the fake Telegram client only: a real client gets its launch data from Telegram.
pub fn sign(fields: &[(&str, &str)], token: &str, auth_date: u64) -> String {
    let mut all: Vec<(String, String)> = fields
        .iter()
        .filter(|(key, _)| *key != "hash" && *key != "auth_date")
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect();
    all.push(("auth_date".into(), auth_date.to_string()));
    let hash = hex::encode(signer(token, &all).finalize().into_bytes());
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (key, value) in &all {
        query.append_pair(key, value);
    }
    query.append_pair("hash", &hash);
    query.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "123456:ABC-test-token";
    /// Signed once with python3's `hmac` module (Telegram's algorithm written independently).
    const SIGNED: &str = "auth_date=1700000000&query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Ani%22%2C%22last_name%22%3A%22Hakobyan%22%2C%22username%22%3A%22ani%22%2C%22language_code%22%3A%22hy%22%7D&start_param=42&hash=0824bbc2106cdf3f7de286f4d9c7bd1a027638d1f8df253f3d60b89517ad2fe1";
    const SIGNED_AT: u64 = 1_700_000_000;

    #[test]
    fn a_vector_signed_elsewhere_is_accepted() {
        let launch = check(SIGNED, TOKEN, SIGNED_AT + 60).expect("valid");
        assert_eq!(
            launch,
            Launch {
                platform: TELEGRAM,
                id: 279_058_397,
                name: "Ani Hakobyan".into(),
                username: Some("ani".into()),
                lang: Some("hy".into()),
                start_param: Some("42".into()),
                auth_date: SIGNED_AT,
            }
        );
    }

    #[test]
    fn another_token_or_a_changed_field_is_tampering() {
        assert_eq!(
            check(SIGNED, "654321:other", SIGNED_AT),
            Err(LaunchError::Tampered)
        );
        let other_table = SIGNED.replace("start_param=42", "start_param=43");
        assert_eq!(
            check(&other_table, TOKEN, SIGNED_AT),
            Err(LaunchError::Tampered)
        );
        let other_user = SIGNED.replace("279058397", "279058398");
        assert_eq!(
            check(&other_user, TOKEN, SIGNED_AT),
            Err(LaunchError::Tampered)
        );
        let bad_hex = SIGNED.replace("hash=08", "hash=zz");
        assert_eq!(
            check(&bad_hex, TOKEN, SIGNED_AT),
            Err(LaunchError::Tampered)
        );
    }

    #[test]
    fn missing_unsigned_and_stale_data_is_refused() {
        assert_eq!(check("", TOKEN, SIGNED_AT), Err(LaunchError::Missing));
        let unsigned = SIGNED.split("&hash=").next().unwrap();
        assert_eq!(
            check(unsigned, TOKEN, SIGNED_AT),
            Err(LaunchError::Unsigned)
        );
        assert_eq!(
            check(SIGNED, TOKEN, SIGNED_AT + MAX_AGE_SECS + 1),
            Err(LaunchError::Stale)
        );
        assert!(check(SIGNED, TOKEN, SIGNED_AT + MAX_AGE_SECS).is_ok());
        assert_eq!(
            check(SIGNED, TOKEN, SIGNED_AT - MAX_AHEAD_SECS - 1),
            Err(LaunchError::Stale)
        );
    }

    #[test]
    fn sign_makes_what_check_accepts_and_matches_the_vector() {
        let user = r#"{"id":279058397,"first_name":"Ani","last_name":"Hakobyan","username":"ani","language_code":"hy"}"#;
        let fields = [
            ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc"),
            ("user", user),
            ("start_param", "42"),
        ];
        let signed = sign(&fields, TOKEN, SIGNED_AT);
        let hash = |q: &str| q.rsplit("hash=").next().unwrap().to_string();
        assert_eq!(hash(&signed), hash(SIGNED), "the same fields sign alike");
        assert_eq!(
            check(&signed, TOKEN, SIGNED_AT),
            check(SIGNED, TOKEN, SIGNED_AT)
        );
    }

    #[test]
    fn signed_data_without_a_user_is_malformed() {
        let signed = sign(&[("query_id", "x")], TOKEN, SIGNED_AT);
        assert_eq!(
            check(&signed, TOKEN, SIGNED_AT),
            Err(LaunchError::Malformed)
        );
        let signed = sign(&[("user", "not json")], TOKEN, SIGNED_AT);
        assert_eq!(
            check(&signed, TOKEN, SIGNED_AT),
            Err(LaunchError::Malformed)
        );
    }
}
