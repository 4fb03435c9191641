//! Key builders. Integers are big-endian, so byte order (the order of [`crate::Store::scan`])
//! is numeric order, and a table's id is a prefix of its log keys.

/// The key of table `id` in [`crate::Space::Tables`], and the prefix of its log in
/// [`crate::Space::Log`].
pub const fn table(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

/// The key of entry `seq` of table `table`'s log in [`crate::Space::Log`].
///
/// `scan(Space::Log, &key::table(id))` returns the log of table `id` in sequence order.
pub fn log(table: u64, seq: u64) -> [u8; 16] {
    let mut key = [0; 16];
    let (t, s) = key.split_at_mut(8);
    t.copy_from_slice(&table.to_be_bytes());
    s.copy_from_slice(&seq.to_be_bytes());
    key
}

/// Splits a [`log`] key back into `(table, seq)`; `None` if it is not 16 bytes long.
pub fn parse_log(key: &[u8]) -> Option<(u64, u64)> {
    let (t, s) = key.split_first_chunk::<8>()?;
    let s: [u8; 8] = s.try_into().ok()?;
    Some((u64::from_be_bytes(*t), u64::from_be_bytes(s)))
}

/// Reads a [`table`] key (or any 8-byte big-endian integer key) back; `None` if not 8 bytes.
pub fn parse_u64(key: &[u8]) -> Option<u64> {
    let bytes: [u8; 8] = key.try_into().ok()?;
    Some(u64::from_be_bytes(bytes))
}

/// The key of user `id` in [`crate::Space::Users`] (a platform user id).
pub const fn user(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

/// The key of chat `id` in [`crate::Space::Chats`]. Chat ids may be negative (Telegram groups),
/// so the sign bit is flipped to keep byte order equal to numeric order.
pub const fn chat(id: i64) -> [u8; 8] {
    ((id as u64) ^ (1 << 63)).to_be_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_order_is_numeric_order() {
        let ids = [0u64, 1, 255, 256, 65_535, 1 << 32, u64::MAX - 1, u64::MAX];
        for pair in ids.windows(2) {
            assert!(table(pair[0]) < table(pair[1]), "{pair:?}");
            assert!(log(pair[0], 7) < log(pair[1], 0), "{pair:?}");
            assert!(log(3, pair[0]) < log(3, pair[1]), "{pair:?}");
        }
        let chats = [i64::MIN, -1_000_000_000_000, -1, 0, 1, i64::MAX];
        for pair in chats.windows(2) {
            assert!(chat(pair[0]) < chat(pair[1]), "{pair:?}");
        }
    }

    #[test]
    fn log_keys_start_with_their_table_and_parse_back() {
        let key = log(0x0102_0304_0506_0708, 42);
        assert!(key.starts_with(&table(0x0102_0304_0506_0708)));
        assert_eq!(parse_log(&key), Some((0x0102_0304_0506_0708, 42)));
        assert_eq!(parse_log(&key[..15]), None);
        assert_eq!(parse_u64(&table(99)), Some(99));
        assert_eq!(parse_u64(&key), None);
    }
}
