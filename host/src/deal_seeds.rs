//! New tables' seeds drawn from the operating system's random source, so that no deal can be
//! worked out from anything a player sees (a start time, a process id, other tables' cards).

use game::table::DealSeeds;

/// What every service this host opens deals new tables from.
pub const FROM_THE_OS: DealSeeds = DealSeeds::Drawn(draw);

/// Checks once, at start, that the operating system gives randomness: a bot that could not
/// draw seeds must not start (it would have to deal predictable cards).
pub fn check() -> Result<(), getrandom::Error> {
    let mut probe = [0u8; 32];
    getrandom::fill(&mut probe)
}

/// 256 bits from the operating system. After [`check`] passed at start, the source does not
/// fail on the systems the bot runs on (Linux's `getrandom(2)` blocks only until the kernel's
/// pool is first seeded, long before a bot starts).
fn draw() -> [u8; 32] {
    let mut key = [0u8; 32];
    if let Err(err) = getrandom::fill(&mut key) {
        panic!("the operating system's random source failed after it worked at start: {err}");
    }
    key
}
