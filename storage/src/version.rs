//! The versioned value envelope.
//!
//! Every value the store writes is `FORMAT_VERSION` as 2 big-endian bytes, then the caller's
//! bytes. Callers never see the envelope: [`crate::Store::get`] and [`crate::Store::scan`] return
//! the payload, or [`StoreError::UnsupportedVersion`] for a value written by a newer program
//! (for example after a rollback), never bytes they would misread.
//!
//! # Migrations
//!
//! The version is the schema version of everything stored. To change a stored format:
//! 1. bump [`FORMAT_VERSION`];
//! 2. add an arm to the private `upgrade` function of this module that turns a payload of the old version into the new format
//!    (it receives the space, so it can convert only what changed).
//!
//! Values are then upgraded lazily on read and rewritten in the new version by the next write
//! of the same key; nothing needs to rewrite the database at start.

use crate::{Space, StoreError};

/// The format version written with every value, and the newest one this program reads.
pub const FORMAT_VERSION: u16 = 1;

/// The size of the envelope in front of every payload.
pub const HEADER_LEN: usize = 2;

/// Wraps `payload` in the current envelope.
pub fn encode(payload: &[u8]) -> Vec<u8> {
    let mut value = Vec::with_capacity(HEADER_LEN + payload.len());
    value.extend_from_slice(&FORMAT_VERSION.to_be_bytes());
    value.extend_from_slice(payload);
    value
}

/// Reads a stored value of `space` back into a payload of the current format.
pub fn decode(space: Space, stored: &[u8]) -> Result<Vec<u8>, StoreError> {
    let Some((version, payload)) = stored.split_first_chunk::<HEADER_LEN>() else {
        return Err(StoreError::Corrupt {
            space,
            reason: "value shorter than its version header",
        });
    };
    match u16::from_be_bytes(*version) {
        0 => Err(StoreError::Corrupt {
            space,
            reason: "format version 0 is never written",
        }),
        FORMAT_VERSION => Ok(payload.to_vec()),
        found if found > FORMAT_VERSION => Err(StoreError::UnsupportedVersion {
            found,
            supported: FORMAT_VERSION,
        }),
        found => upgrade(space, found, payload),
    }
}

/// The migration hook: converts a payload written in `found` (older than [`FORMAT_VERSION`])
/// into the current format. Version 1 is the first format, so no older version exists yet;
/// add one arm per retired version here.
fn upgrade(space: Space, _found: u16, _payload: &[u8]) -> Result<Vec<u8>, StoreError> {
    // 0 and FORMAT_VERSION are handled by `decode`; nothing lies in between yet. A migration
    // looks like `1 => upgrade(space, 2, &v1_to_v2(space, payload)?)`, chained up to the current.
    Err(StoreError::Corrupt {
        space,
        reason: "unknown old format version",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for payload in [&b""[..], b"x", &[0u8; 300]] {
            let stored = encode(payload);
            assert_eq!(stored.len(), HEADER_LEN + payload.len());
            assert_eq!(decode(Space::Meta, &stored).ok().as_deref(), Some(payload));
        }
    }

    #[test]
    fn newer_version_is_refused() {
        let mut stored = (FORMAT_VERSION + 1).to_be_bytes().to_vec();
        stored.extend_from_slice(b"{\"new\":true}");
        assert!(matches!(
            decode(Space::Tables, &stored),
            Err(StoreError::UnsupportedVersion { found, supported })
                if found == FORMAT_VERSION + 1 && supported == FORMAT_VERSION
        ));
    }

    #[test]
    fn malformed_envelopes_are_corrupt() {
        for stored in [&b""[..], b"\x01", b"\x00\x00payload"] {
            assert!(
                matches!(
                    decode(Space::Users, stored),
                    Err(StoreError::Corrupt {
                        space: Space::Users,
                        ..
                    })
                ),
                "{stored:?}"
            );
        }
    }
}
