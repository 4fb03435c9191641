//! A fast hasher for the computer players' memo tables, whose keys are packed integers
//! (SipHash costs more than the work it memoises), and the bit mixer it is built on.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for packed integer keys: a cheap multiply-rotate per word, and [`mix`] once at the
/// end, which spreads every input bit over the whole output. A plain multiply leaves the low bits of the hash depending on
/// the low bits of the key alone, and a hash map indexes its buckets by those low bits: keys
/// that differ mostly in their high bits (Toto21's unseen cards) then fall into a few buckets
/// and each lookup walks a long probe chain (ten times slower there).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        mix(self.0)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A memo table keyed by packed integers.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// The SplitMix64 finaliser: a bijection on `u64` in which every output bit depends on every
/// input bit.
pub(crate) fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
