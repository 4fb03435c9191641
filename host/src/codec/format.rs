//! Which program wrote a record, and what a reader does with one written by a newer program.
//!
//! # The rule (rolling upgrades)
//!
//! Every table and chat record carries `"format"`: the [`RECORD_FORMAT`] of the program that
//! wrote it (a record without one was written before the field existed: format 1). A program
//! bumps [`RECORD_FORMAT`] whenever it writes something the previous program would misread or
//! could not read: a new variant (a game, an action, a setting), a field whose meaning
//! changed. A reader meets a record **newer** than itself when its format is above the newest
//! it reads, or when the record is well-formed JSON that does not fit its types (an unknown
//! variant, a field of a type it does not know: a newer program that forgot to bump the
//! format). A newer table, its move log or a newer chat record makes the whole chat newer:
//! the reader leaves that chat to newer processes (logged, its lease never taken, its inputs
//! parked for them) and serves every other chat. Malformed bytes are corrupt, as before.
//!
//! What several chats share (users, counters, ratings, leagues) changes only by fields an
//! older program may ignore (`#[serde(default)]` on the way in); an older program still
//! reading a newer one refuses to load it, as before.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::CodecError;

/// The format of the table and chat records this program writes, and the newest it reads.
/// Format 2: records carry their format.
pub const RECORD_FORMAT: u32 = 2;

/// The format of a record that does not say (written before records carried it).
const FIRST_FORMAT: u32 = 1;

/// A record as a reader found it.
#[derive(Debug)]
pub enum Read<T> {
    /// A record this program reads.
    Known(T),
    /// Written by a newer program: why it cannot be read here.
    Newer(String),
}

#[derive(Deserialize)]
struct Head {
    #[serde(default = "first_format")]
    format: u32,
}

fn first_format() -> u32 {
    FIRST_FORMAT
}

/// `value` as JSON with its `"format"` first (`{"format":2,…}`): [`RECORD_FORMAT`], unless
/// the process runs as an older program would.
pub fn encode_versioned<T: Serialize>(value: &T, format: u32) -> Vec<u8> {
    let json = serde_json::to_vec(value).unwrap_or_default();
    let mut record = format!("{{\"format\":{format}").into_bytes();
    match json.split_first() {
        Some((b'{', b"}")) => record.push(b'}'),
        Some((b'{', rest)) => {
            record.push(b',');
            record.extend_from_slice(rest);
        }
        // Not an object: records are objects, but nothing is lost either way.
        _ => return json,
    }
    record
}

/// Reads a `what` record for a program whose newest format is `newest`.
pub fn read<T: DeserializeOwned>(
    what: &'static str,
    bytes: &[u8],
    newest: u32,
) -> Result<Read<T>, CodecError> {
    let head: Head = super::decode(what, bytes)?;
    if head.format > newest {
        return Ok(Read::Newer(format!(
            "a {what} of format {} (this program reads formats up to {newest})",
            head.format
        )));
    }
    unknown_as_newer(what, serde_json::from_slice(bytes))
}

/// A decoded record, or why not: well-formed JSON that does not fit this program's types is a
/// newer program's ([`Read::Newer`]); malformed JSON is corrupt.
pub fn unknown_as_newer<T>(
    what: &'static str,
    decoded: Result<T, serde_json::Error>,
) -> Result<Read<T>, CodecError> {
    match decoded {
        Ok(value) => Ok(Read::Known(value)),
        Err(e) if e.is_data() => Ok(Read::Newer(format!(
            "a {what} this program does not know: {e}"
        ))),
        Err(e) => Err(CodecError::Corrupt {
            what,
            reason: e.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum Game {
        Blot,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Record {
        game: Game,
    }

    #[test]
    fn a_record_carries_the_format_that_wrote_it_and_reads_back() {
        let bytes = encode_versioned(&Record { game: Game::Blot }, RECORD_FORMAT);
        assert_eq!(bytes, br#"{"format":2,"game":"Blot"}"#);
        let read = read::<Record>("record", &bytes, RECORD_FORMAT).expect("read");
        assert!(matches!(read, Read::Known(Record { game: Game::Blot })));
    }

    #[test]
    fn a_record_without_a_format_is_of_the_first() {
        let read = read::<Record>("record", br#"{"game":"Blot"}"#, FIRST_FORMAT).expect("read");
        assert!(matches!(read, Read::Known(_)));
    }

    #[test]
    fn a_newer_format_or_an_unknown_variant_is_newer_and_garbage_is_corrupt() {
        let newer = read::<Record>("record", br#"{"format":3,"game":"Blot"}"#, 2);
        assert!(matches!(newer, Ok(Read::Newer(why)) if why.contains("format 3")));
        let unknown = read::<Record>("record", br#"{"format":2,"game":"Poker"}"#, 2);
        assert!(matches!(unknown, Ok(Read::Newer(why)) if why.contains("Poker")));
        let garbage = read::<Record>("record", br#"{"format":2,"game":"#, 2);
        assert!(matches!(garbage, Err(CodecError::Corrupt { .. })));
    }
}
