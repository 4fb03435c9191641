//! Random draws for the simulator: numbers below small bounds, two from each `u64` of the
//! generator, and cards drawn from a mask (by `pdep` where the processor has it).

use rand::Rng;

/// Random numbers below small bounds, two from each `u64` of the generator: a draw below `n`
/// is `(x * n) >> 32` for `x` one half of it, so that no draw waits on another.
pub(super) struct Draws<'a, R: Rng + ?Sized> {
    pub(super) rng: &'a mut R,
    pub(super) spare: u64,
    pub(super) has_spare: bool,
}

impl<'a, R: Rng + ?Sized> Draws<'a, R> {
    pub(super) fn new(rng: &'a mut R) -> Self {
        Draws {
            rng,
            spare: 0,
            has_spare: false,
        }
    }

    /// A number below `n` (`n` ≥ 1).
    #[inline(always)]
    pub(super) fn below(&mut self, n: u32) -> u32 {
        let x = if self.has_spare {
            self.spare >> 32
        } else {
            self.spare = self.rng.next_u64();
            self.spare & 0xffff_ffff
        };
        self.has_spare = !self.has_spare;
        ((x * u64::from(n)) >> 32) as u32
    }
}

/// Draws `count` cards from the dense mask `left`, uniformly (all of them when that many are
/// left): two at a time, a uniformly drawn pair of the cards left, so that the chain from one
/// draw to the next (what is left) is half as long.
#[inline(always)]
pub(super) fn draw_cards<R: Rng + ?Sized, const BMI2: bool>(
    left: &mut u32,
    count: u32,
    draws: &mut Draws<'_, R>,
) -> u32 {
    let mut n = left.count_ones();
    if n == count {
        return std::mem::take(left);
    }
    let mut hand = 0;
    for _ in 0..count / 2 {
        // An ordered pair of distinct places, uniformly: the second drawn among the others.
        let first = draws.below(n);
        let second = draws.below(n - 1);
        let second = second + u32::from(second >= first);
        let cards = deposit::<BMI2>((1 << first) | (1 << second), *left);
        hand |= cards;
        *left ^= cards;
        n -= 2;
    }
    if count % 2 == 1 {
        let card = nth_bit::<BMI2>(*left, draws.below(n));
        hand |= card;
        *left ^= card;
    }
    hand
}

/// The `k`-th (from 0) set bit of `mask`, as a one-bit mask.
#[inline(always)]
pub(super) fn nth_bit<const BMI2: bool>(mask: u32, k: u32) -> u32 {
    deposit::<BMI2>(1 << k, mask)
}

/// The set bits of `mask` at the places (counted from 0, lowest first) that `places` has set:
/// the BMI2 instruction `pdep` where there is one.
#[inline(always)]
fn deposit<const BMI2: bool>(places: u32, mask: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if BMI2 {
        // SAFETY: only instantiated with `BMI2` inside a function compiled for BMI2.
        return unsafe { std::arch::x86_64::_pdep_u32(places, mask) };
    }
    let (mut out, mut mask, mut places) = (0, mask, places);
    while places != 0 && mask != 0 {
        let lowest = mask & mask.wrapping_neg();
        if places & 1 == 1 {
            out |= lowest;
        }
        mask ^= lowest;
        places >>= 1;
    }
    out
}
