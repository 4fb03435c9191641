//! Sharding: which gateway shards this process runs (`SHARDS`, `SHARD_TOTAL`) and which
//! guilds they receive. Discord sends a guild's events to shard `(guild_id >> 22) % total`
//! and direct messages to shard 0; every process of one bot names the same total and its own
//! range of shard ids, and together they cover `0..total`.

/// The shards this process runs: ids `first..=last` out of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Default for Shards {
    /// One process, one shard: shard 0 of 1.
    fn default() -> Shards {
        Shards {
            first: 0,
            last: 0,
            total: 1,
        }
    }
}

/// The shard a guild's events go to; `None` (a direct message) goes to shard 0.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    match guild {
        Some(guild) => ((guild >> 22) % u64::from(total.max(1))) as u32,
        None => 0,
    }
}

impl Shards {
    /// Reads `SHARDS` (`3`, or a range `0-3`) and `SHARD_TOTAL`: either both or neither.
    pub fn from_vars(shards: Option<&str>, total: Option<&str>) -> Result<Shards, String> {
        let (raw, total_raw) = match (shards, total) {
            (None, None) => return Ok(Shards::default()),
            (Some(raw), Some(total)) => (raw.trim(), total.trim()),
            _ => {
                return Err(
                    "set SHARDS and SHARD_TOTAL together (e.g. SHARDS=0-3 SHARD_TOTAL=8), or neither \
                     for one shard"
                        .into(),
                );
            }
        };
        let total: u32 = match total_raw.parse() {
            Ok(total) if total >= 1 => total,
            _ => {
                return Err(format!(
                    "SHARD_TOTAL must be a number of shards (1 or more), not {total_raw:?}"
                ));
            }
        };
        let number = |s: &str| s.trim().parse::<u32>().ok();
        let (first, last) = match raw.split_once('-') {
            Some((a, b)) => (number(a), number(b)),
            None => (number(raw), number(raw)),
        };
        let (Some(first), Some(last)) = (first, last) else {
            return Err(format!(
                "SHARDS must be a shard id or a range like 0-3, not {raw:?}"
            ));
        };
        if first > last || last >= total {
            return Err(format!(
                "SHARDS {raw} must be ids from 0 to {} in rising order (SHARD_TOTAL is {total})",
                total - 1
            ));
        }
        Ok(Shards { first, last, total })
    }

    /// Whether this process runs the shard that receives this guild's events.
    pub fn serves(&self, guild: Option<u64>) -> bool {
        (self.first..=self.last).contains(&shard_of(guild, self.total))
    }

    /// Whether this process runs every shard (then no guild is another's).
    pub fn all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_single_ids_and_the_default() {
        assert_eq!(Shards::from_vars(None, None), Ok(Shards::default()));
        assert_eq!(
            Shards::from_vars(Some("0-3"), Some("8")),
            Ok(Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            Shards::from_vars(Some(" 5 "), Some("8")),
            Ok(Shards {
                first: 5,
                last: 5,
                total: 8
            })
        );
        for (shards, total) in [
            ("4-2", "8"),
            ("0-8", "8"),
            ("8", "8"),
            ("x", "2"),
            ("0", "0"),
            ("0", "two"),
        ] {
            assert!(
                Shards::from_vars(Some(shards), Some(total)).is_err(),
                "{shards} of {total}"
            );
        }
        assert!(Shards::from_vars(Some("0"), None).is_err());
        assert!(Shards::from_vars(None, Some("2")).is_err());
    }

    #[test]
    fn a_guild_goes_to_the_shard_discord_sends_its_events_to() {
        // Discord's documented example: guild 41771983423143937 on 2 shards is on shard 0...
        let guild = 41_771_983_423_143_937;
        assert_eq!(shard_of(Some(guild), 2), ((guild >> 22) % 2) as u32);
        let two = |first, last| Shards {
            first,
            last,
            total: 2,
        };
        let home = shard_of(Some(guild), 2);
        assert!(two(home, home).serves(Some(guild)));
        assert!(!two(1 - home, 1 - home).serves(Some(guild)));
        // Direct messages come to shard 0 only.
        assert!(two(0, 0).serves(None));
        assert!(!two(1, 1).serves(None));
        assert!(Shards::default().serves(Some(guild)) && Shards::default().all());
        assert!(!two(1, 1).all());
    }
}
