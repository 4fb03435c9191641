//! A game's seed: where all the randomness of its deals comes from, so that the same seed and
//! the same moves replay the same game.
//!
//! A table's seed is a secret while the table is played: whoever knows it knows every hand
//! before it is dealt. So a table opened by a bot takes a [`Seed::Full`] of 256 bits drawn from
//! the operating system (by the host: `game` has no global randomness), and a seed never
//! prints itself (`Debug` hides it). [`Seed::Short`] is a 64-bit seed, for the command line,
//! the tests and tables stored before full seeds existed: it deals exactly as such tables
//! always did.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The seed of a game's randomness.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seed {
    /// 64 bits, expanded as `ChaCha8Rng::seed_from_u64` does (stored as a number).
    Short(u64),
    /// 256 bits, the ChaCha key itself (stored as 64 hexadecimal digits).
    Full([u8; 32]),
}

impl Seed {
    /// The RNG of one stream of this seed's randomness (ChaCha8: streams never overlap).
    pub fn rng(self, stream: u64) -> ChaCha8Rng {
        let mut rng = match self {
            Seed::Short(seed) => ChaCha8Rng::seed_from_u64(seed),
            Seed::Full(key) => ChaCha8Rng::from_seed(key),
        };
        rng.set_stream(stream);
        rng
    }

    /// Another seed derived from this one by `salt`, for randomness that must not be the
    /// deals' (a computer's choices): a short seed xor the salt, a full one with its first eight
    /// bytes xor the salt.
    pub fn salted(self, salt: u64) -> Seed {
        match self {
            Seed::Short(seed) => Seed::Short(seed ^ salt),
            Seed::Full(mut key) => {
                for (byte, salt) in key.iter_mut().zip(salt.to_le_bytes()) {
                    *byte ^= salt;
                }
                Seed::Full(key)
            }
        }
    }
}

impl From<u64> for Seed {
    fn from(seed: u64) -> Seed {
        Seed::Short(seed)
    }
}

impl From<[u8; 32]> for Seed {
    fn from(key: [u8; 32]) -> Seed {
        Seed::Full(key)
    }
}

/// Never shows the seed: a `{:?}` of a table must not reveal its deals.
impl std::fmt::Debug for Seed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Seed::Short(_) => f.write_str("Seed::Short(hidden)"),
            Seed::Full(_) => f.write_str("Seed::Full(hidden)"),
        }
    }
}

/// How a seed is stored: a number (short) or a string of hexadecimal digits (full).
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Stored {
    Short(u64),
    Full(String),
}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Seed::Short(seed) => Stored::Short(*seed),
            Seed::Full(key) => Stored::Full(hex::encode(key)),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        match Stored::deserialize(deserializer)? {
            Stored::Short(seed) => Ok(Seed::Short(seed)),
            Stored::Full(digits) => {
                let mut key = [0u8; 32];
                hex::decode_to_slice(&digits, &mut key)
                    .map_err(|e| serde::de::Error::custom(format!("a seed: {e}")))?;
                Ok(Seed::Full(key))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn a_short_seed_deals_as_the_u64_seeds_of_stored_tables_always_did() {
        let mut old = ChaCha8Rng::seed_from_u64(77);
        old.set_stream(3);
        let mut new = Seed::Short(77).rng(3);
        assert_eq!(old.random::<u64>(), new.random::<u64>());
    }

    #[test]
    fn seeds_round_trip_through_json_and_old_numbers_still_read() {
        let full = Seed::Full([7; 32]);
        let json = serde_json::to_string(&full).unwrap();
        assert_eq!(json.len(), 66);
        assert_eq!(serde_json::from_str::<Seed>(&json).unwrap(), full);
        assert_eq!(
            serde_json::from_str::<Seed>("12345").unwrap(),
            Seed::Short(12345)
        );
        assert!(serde_json::from_str::<Seed>("\"zz\"").is_err());
    }

    #[test]
    fn debug_never_shows_the_seed() {
        let shown = format!("{:?} {:?}", Seed::Short(424242), Seed::Full([0xab; 32]));
        assert!(
            !shown.contains("424242") && !shown.contains("ab"),
            "{shown}"
        );
    }

    #[test]
    fn a_salted_seed_draws_other_numbers() {
        for seed in [Seed::Short(9), Seed::Full([9; 32])] {
            let salted = seed.salted(0x0C0D_EB07);
            assert_ne!(seed.rng(0).random::<u64>(), salted.rng(0).random::<u64>());
        }
    }
}
