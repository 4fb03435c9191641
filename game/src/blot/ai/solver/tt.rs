//! The solver's caches: the transposition table ([`Table`], keyed at trick starts by
//! [`table_key`]) and the entries of the order cache of trick starts high in the tree.

use crate::memo::mix;

use super::layout::{Layout, Node};

/// One transposition-table entry: a position's key, bounds on its value, its best card.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) lower: i16,
    pub(super) upper: i16,
    /// The best first card found at this position (`NONE`: none).
    pub(super) best: u8,
    /// Cards left in all hands (0: an empty entry); the deeper entry is kept.
    pub(super) cards: u8,
    /// The solver's generation when stored: entries of earlier generations are forgotten.
    pub(super) generation: u16,
}

/// Four entries in one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; 4]);

/// The table holds `1 << BUCKET_BITS` buckets of 64 bytes (512 KB, a core's L2 cache here: a
/// 2 MB table took 1.5% fewer nodes but missed that cache at most probes).
const BUCKET_BITS: u32 = 13;

/// The transposition table: `1 << BUCKET_BITS` buckets of four entries, found by key.
pub(super) struct Table(Vec<Bucket>);

impl Table {
    /// An empty table.
    pub(super) fn new() -> Table {
        Table(vec![Bucket::default(); 1 << BUCKET_BITS])
    }

    /// Empties every bucket.
    pub(super) fn clear(&mut self) {
        self.0.fill(Bucket::default());
    }

    /// The entry of `key` stored in `generation`, if any.
    #[inline]
    pub(super) fn probe(&self, key: u64, generation: u16) -> Option<Entry> {
        let bucket = &self.0[(key >> (64 - BUCKET_BITS)) as usize];
        bucket
            .0
            .iter()
            .find(|e| e.key == key && e.generation == generation)
            .copied()
    }

    /// Stores bounds on the value of `key`'s position and its best card, over an entry of the
    /// same key or else the bucket's entry with the fewest cards left.
    #[inline]
    pub(super) fn store(
        &mut self,
        key: u64,
        generation: u16,
        cards: u8,
        lower: i32,
        upper: i32,
        best: u8,
    ) {
        let bucket = &mut self.0[(key >> (64 - BUCKET_BITS)) as usize];
        // An entry of an earlier generation is treated exactly as an empty one, so a forgotten
        // table behaves as a new one.
        let at = match bucket
            .0
            .iter()
            .position(|e| e.key == key && e.generation == generation)
        {
            Some(i) => i,
            None => (0..4)
                .min_by_key(|&i| {
                    let e = &bucket.0[i];
                    if e.generation == generation {
                        e.cards
                    } else {
                        0
                    }
                })
                .unwrap_or(0),
        };
        bucket.0[at] = Entry {
            key,
            lower: lower as i16,
            upper: upper as i16,
            best,
            cards,
            generation,
        };
    }
}

/// Fixed pseudo-random keys, one per trick leader.
const LEADER_KEYS: [u64; 4] = [
    0x9e37_79b9_7f4a_7c15,
    0xbf58_476d_1ce4_e5b9,
    0x94d0_49bb_1331_11eb,
    0x2545_f491_4f6c_dd1d,
];

/// The table key of a node at a trick start: its hands with each suit's low run of
/// zero-sai cards (7, 8 and plain 9 beside trumps; 7 and 8 of trumps) renumbered among
/// the cards of that run still in play, so positions that differ only in which of those
/// equal cards have gone share one entry (the value depends only on the order and the
/// sai of the cards in play), and the leader. The renumbering is done on two hands at a
/// time, by the masks of the cards that move down one and two places ([`SQUEEZE`], two suits
/// a lookup).
#[inline]
pub(super) fn table_key(l: &Layout, context: u64, n: &Node) -> u64 {
    let h = &n.hands;
    let in_run = (h[0] | h[1] | h[2] | h[3]) & l.zero_mask;
    // Each suit's three bits packed beside the next suit's, two suits at a time.
    let pairs = in_run | in_run >> 5;
    let [low_one, low_two] = SQUEEZE[(pairs & 0x3f) as usize];
    let [high_one, high_two] = SQUEEZE[(pairs >> 16 & 0x3f) as usize];
    let one = low_one | high_one << 16;
    let two = low_two | high_two << 16;
    let one = u64::from(one) * 0x1_0000_0001;
    let two = u64::from(two) * 0x1_0000_0001;
    let squeeze = |x: u64| x & !(one | two) | (x & one) >> 1 | (x & two) >> 2;
    let a = squeeze(u64::from(h[0]) | u64::from(h[1]) << 32);
    let b = squeeze(u64::from(h[2]) | u64::from(h[3]) << 32);
    let k = mix(a ^ context) ^ mix(b ^ LEADER_KEYS[n.leader as usize]).rotate_left(17);
    k | 1
}

/// `SQUEEZE[runs]`: for two suits side by side, `runs` the cards still in play among the
/// three lowest strengths of the first suit (bits 0-2) and of the second (bits 3-5), those of
/// them that move down one place and those that move down two when they are renumbered as
/// their suit's lowest cards, in order (each moves down by the number of missing cards below
/// it), as masks of the two suits' sixteen cards.
static SQUEEZE: [[u32; 2]; 64] = squeeze_table();

const fn squeeze_table() -> [[u32; 2]; 64] {
    let mut t = [[0u32; 2]; 64];
    let mut runs = 0;
    while runs < 64 {
        let mut suit = 0;
        while suit < 2 {
            let run = runs >> (3 * suit) & 7;
            let (mut missing, mut bit) = (0, 0);
            while bit < 3 {
                if run >> bit & 1 == 0 {
                    missing += 1;
                } else if missing > 0 {
                    t[runs][missing - 1] |= 1 << (8 * suit + bit);
                }
                bit += 1;
            }
            suit += 1;
        }
        runs += 1;
    }
    t
}

/// A trick start's moves in the lookahead's order ([`Solver::lead_picker`]).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct OrderEntry {
    /// A hash of the hands and the leader (0: empty).
    pub(super) key: u64,
    /// The solver's generation when stored: entries of earlier generations are forgotten.
    pub(super) generation: u16,
    /// The moves ordered.
    pub(super) moves: u32,
    /// The moves best first, then `NONE`.
    pub(super) order: [u8; 9],
}

/// The order cache holds `1 << ORDER_BITS` entries.
pub(super) const ORDER_BITS: u32 = 10;
