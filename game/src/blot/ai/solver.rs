//! The double-dummy solver: a compact, unchecked trick-play state ([`Position`], one `u64`
//! mask per hand in the engine's card bits, legal moves by mask operations) for callers, and
//! inside the search its own layout (one `u32` per hand, cards ordered by trick strength
//! within each suit); an alpha-beta search over the remaining tricks with move ordering (two
//! killer cards per depth, suit led and seat, the table's best card, a cheap heuristic, high in
//! the tree a one-trick lookahead), dominated cards pruned by mask fills (of a seat's cards of
//! equal power for the rest of the play, one card for each sai value, and only one when no
//! later seat can take the trick from the side it goes to), forced cards searched without a
//! move list, a lean search of the last three tricks, sure-point bounds (master trumps, the
//! leader's one quick trick) and a bucketed transposition table at trick starts
//! keyed by the cards each hand still holds (the zero-sai low cards of each suit renumbered
//! among those still in play) and the seat to lead, driven by null-window searches (bisecting
//! the values still possible, or MTD(f)-style steps from a guess when the caller has one).
//!
//! Values are the sai team 0 collects from the position on: the cards of the trick in progress
//! and of every later trick, plus the last trick's 10. Team 0 maximises, team 1 minimises.

use crate::cards::CardSet;
use crate::memo::mix;

use super::super::call::Strain;
use super::super::order::LAST_TRICK_BONUS;
use super::super::play::Play;
use super::super::rules::{Rules, Seat, team_of};
use super::tables::{Tables, suit_mask, suit_of};

/// The fixed facts of a deal's trick play: seats, direction, partners, the trump rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Number of seats (2 or 4).
    pub seats: u8,
    /// The next seat in the direction of play.
    pub next: [u8; 4],
    /// The partner of each seat, or 255.
    pub partner: [u8; 4],
    /// A player void in the suit led must overtrump even when his partner is winning.
    pub over_partner: bool,
    /// A player who cannot overtrump must still play a trump.
    pub undertrump: bool,
}

impl Setup {
    /// The setup of a variant's rules.
    pub fn new(rules: &Rules) -> Setup {
        let mut next = [0u8; 4];
        let mut partner = [255u8; 4];
        for seat in 0..rules.seats {
            next[seat as usize] = rules.next(seat);
            partner[seat as usize] = rules.partner(seat).unwrap_or(255);
        }
        Setup {
            seats: rules.seats,
            next,
            partner,
            over_partner: rules.must_trump_over_partner,
            undertrump: rules.must_undertrump,
        }
    }
}

/// A trick-play position: the hands, the trick in progress and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Each seat's remaining cards (unused seats empty).
    pub hands: [u64; 4],
    /// The leader of the trick in progress.
    pub leader: u8,
    /// The seat to play.
    pub turn: u8,
    /// The cards of the trick in progress, in play order.
    pub trick: [u8; 4],
    /// How many cards the trick in progress holds.
    pub trick_len: u8,
    /// The seat currently winning the trick.
    pub winner: u8,
    /// The winning card's strength (0 with no card yet).
    pub best: u8,
    /// The winning card's bit.
    pub top: u8,
    /// Sai of the cards in the trick in progress.
    pub trick_points: u16,
    /// Sai of the cards still in the hands (kept by [`Position::play`]; set by
    /// [`Position::with_points`]).
    pub hand_points: u16,
}

impl Position {
    /// A position at the start of a trick.
    pub fn new(hands: [u64; 4], leader: Seat) -> Position {
        Position {
            hands,
            leader,
            turn: leader,
            trick: [0; 4],
            trick_len: 0,
            winner: leader,
            best: 0,
            top: 0,
            trick_points: 0,
            hand_points: 0,
        }
    }

    /// Sets the sai still in the hands from the tables (call once after building by hand).
    pub fn with_points(mut self, t: &Tables) -> Position {
        self.hand_points = t.points_of(self.hands.iter().fold(0, |a, &h| a | h));
        self
    }

    /// The engine's trick-play state as a position (every hand known).
    pub fn from_play(play: &Play, setup: &Setup, tables: &Tables) -> Position {
        let (leader, trick) = play.current_trick();
        let mut hands = [0u64; 4];
        for (seat, hand) in hands.iter_mut().enumerate() {
            *hand = play.hand(seat as Seat).bits();
        }
        let mut pos = Position::new(hands, leader);
        for &card in trick {
            pos.hands[seat_of_card(play, leader, trick, card, setup) as usize] |=
                1u64 << card.bit();
        }
        pos = pos.with_points(tables);
        let mut seat = leader;
        for &card in trick {
            pos.turn = seat;
            pos.play_raw(card.bit(), tables, setup.next[seat as usize]);
            seat = setup.next[seat as usize];
        }
        pos
    }

    /// Tricks still to finish, counting the one in progress.
    pub fn tricks_left(&self, setup: &Setup) -> u32 {
        let cards: u32 = self.hands.iter().map(|h| h.count_ones()).sum();
        (cards + u32::from(self.trick_len)).div_ceil(u32::from(setup.seats))
    }

    /// The cards the seat to play may play: the engine's four obligations as mask operations.
    #[inline]
    pub fn legal(&self, setup: &Setup, t: &Tables) -> u64 {
        let hand = self.hands[self.turn as usize];
        if self.trick_len == 0 {
            return hand;
        }
        let led = suit_of(u32::from(self.trick[0]));
        let follow = hand & suit_mask(led);
        if t.trump >= 4 {
            return if follow != 0 { follow } else { hand };
        }
        let trumps = hand & suit_mask(t.trump);
        let beating = if self.best >= 32 {
            t.above[self.top as usize]
        } else {
            suit_mask(t.trump)
        };
        let over = trumps & beating;
        if led == t.trump {
            return if follow == 0 {
                hand
            } else if over != 0 {
                over
            } else {
                follow
            };
        }
        if follow != 0 {
            return follow;
        }
        if trumps == 0 {
            return hand;
        }
        if setup.partner[self.turn as usize] == self.winner && !setup.over_partner {
            return hand;
        }
        if over != 0 {
            over
        } else if setup.undertrump {
            trumps
        } else {
            hand
        }
    }

    /// Plays a card for the seat to play without any check; the trick is not closed here.
    #[inline]
    fn play_raw(&mut self, bit: u32, t: &Tables, next: u8) {
        self.hands[self.turn as usize] &= !(1u64 << bit);
        let led = if self.trick_len == 0 {
            suit_of(bit)
        } else {
            suit_of(u32::from(self.trick[0]))
        };
        let strength = t.strength(bit, led);
        if strength > self.best {
            self.best = strength;
            self.winner = self.turn;
            self.top = bit as u8;
        }
        self.trick[self.trick_len as usize] = bit as u8;
        self.trick_len += 1;
        self.trick_points += u16::from(t.points[bit as usize]);
        self.hand_points -= u16::from(t.points[bit as usize]);
        self.turn = next;
    }

    /// Plays a card (which must be legal); when it completes the trick, closes the trick and
    /// returns `Some((winner, sai of the trick))`, the last trick's 10 included.
    #[inline]
    pub fn play(&mut self, bit: u32, setup: &Setup, t: &Tables) -> Option<(u8, u16)> {
        self.play_raw(bit, t, setup.next[self.turn as usize]);
        if self.trick_len < setup.seats {
            return None;
        }
        let mut points = self.trick_points;
        if self.hands.iter().all(|&h| h == 0) {
            points += LAST_TRICK_BONUS;
        }
        let winner = self.winner;
        self.leader = winner;
        self.turn = winner;
        self.trick_len = 0;
        self.best = 0;
        self.trick_points = 0;
        Some((winner, points))
    }
}

/// A card in the search's own layout: `suit * 8 + strength`, strength 0 the suit's weakest
/// card in the strain and 7 its strongest, so "beats" is a comparison and "the cards above"
/// a mask.
type Inner = u8;

/// No card.
const NONE: u8 = 255;

/// The eight cards of one suit in the search's layout.
#[inline]
const fn suit8(suit: usize) -> u32 {
    0xff << (suit * 8)
}

/// The suits `hand` holds no card of, as a mask of their eight cards each.
#[inline]
const fn void_suits(hand: u32) -> u32 {
    let held = (((hand & 0x7f7f_7f7f) + 0x7f7f_7f7f) | hand) & 0x8080_8080;
    ((!held & 0x8080_8080) >> 7) * 0xff
}

/// The cards of `card`'s suit strictly above it.
#[inline]
const fn above8(card: u32) -> u32 {
    let suit = suit8((card >> 3) as usize);
    suit & !(((2u64 << card) - 1) as u32)
}

/// `cards` and every card reached from one of them going down through the cards of `pass`
/// only (doubling steps, all suits at once; `pass` must hold no suit's top card, so that
/// nothing crosses into the suit below).
#[inline]
const fn fill_down(cards: u32, mut pass: u32) -> u32 {
    let mut reach = cards;
    reach |= pass & reach >> 1;
    pass &= pass >> 1;
    reach |= pass & reach >> 2;
    pass &= pass >> 2;
    reach |= pass & reach >> 4;
    reach
}

/// The cards of `legal` with a card of equal power above them in `legal`: one of their suit
/// with no card of `held` (the cards still in the hands) between them.
#[inline]
const fn equal_power_below(legal: u32, held: u32) -> u32 {
    const BELOW_TOP: u32 = 0x7f7f_7f7f;
    legal & BELOW_TOP & fill_down(legal, !held & BELOW_TOP) >> 1
}

/// For each seat to play and number of cards already in the trick, the seats still to play
/// in the trick after it, as masks: of the other side, and of its own side.
fn later_seats(setup: &Setup, team0: u8) -> [[[u8; 2]; 4]; 4] {
    let mut later = [[[0; 2]; 4]; 4];
    for turn in 0..setup.seats {
        for played in 0..setup.seats {
            let mut seat = turn;
            for _ in played + 1..setup.seats {
                seat = setup.next[seat as usize];
                let ours = (team0 >> seat ^ team0 >> turn) & 1 == 0;
                later[usize::from(turn)][usize::from(played)][usize::from(ours)] |= 1 << seat;
            }
        }
    }
    later
}

/// `cards` and every card reached from one of them going up through the cards of `pass` only
/// ([`fill_down`]'s mirror; `pass` must hold no suit's bottom card).
#[inline]
const fn fill_up(cards: u32, mut pass: u32) -> u32 {
    let mut reach = cards;
    reach |= pass & reach << 1;
    pass &= pass << 1;
    reach |= pass & reach << 2;
    pass &= pass << 2;
    reach |= pass & reach << 4;
    reach
}

/// The cards of `cards` with a card of equal power below them in `cards` (as
/// [`equal_power_below`], filling up).
#[inline]
const fn equal_power_above(cards: u32, in_play: u32) -> u32 {
    const ABOVE_BOTTOM: u32 = 0xfefe_fefe;
    cards & ABOVE_BOTTOM & fill_up(cards, !in_play & ABOVE_BOTTOM) << 1
}

/// Fixed pseudo-random keys, one per trick leader.
const LEADER_KEYS: [u64; 4] = [
    0x9e37_79b9_7f4a_7c15,
    0xbf58_476d_1ce4_e5b9,
    0x94d0_49bb_1331_11eb,
    0x2545_f491_4f6c_dd1d,
];

/// The search's state: hands in the strength layout and the trick in progress.
///
/// Every field is 32 bits wide. A child node is written field by field just before the
/// search reads it, and a read that spans two fields written by two stores (the compiler
/// reads narrow neighbours together) waits for both stores to reach the cache instead of
/// being forwarded from them: with `u8` and `u16` fields that stall cost some 5% of a solve
/// (stop 40).
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    hands: [u32; 4],
    /// The cards in the hands and in the trick in progress (set again as each trick closes).
    in_play: u32,
    /// Sai in the hands and in the trick.
    hand_points: i32,
    trick_points: i32,
    /// Cards left in all hands.
    cards: u32,
    turn: u32,
    leader: u32,
    trick_len: u32,
    /// The suit led (when `trick_len > 0`).
    led: u32,
    /// The winning card so far (when `trick_len > 0`).
    top: u32,
    winner: u32,
    /// The cards that beat the winning card (when `trick_len > 0`).
    beating: u32,
}

/// One transposition-table entry: a position's key, bounds on its value, its best card.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    lower: i16,
    upper: i16,
    /// The best first card found at this position (`NONE`: none).
    best: u8,
    /// Cards left in all hands (0: an empty entry); the deeper entry is kept.
    cards: u8,
    /// The solver's generation when stored: entries of earlier generations are forgotten.
    generation: u16,
}

/// Four entries in one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; 4]);

/// The table holds `1 << BUCKET_BITS` buckets of 64 bytes (512 KB, a core's L2 cache here: a
/// 2 MB table took 1.5% fewer nodes but missed that cache at most probes).
const BUCKET_BITS: u32 = 13;

/// A trick start's moves in the lookahead's order ([`Solver::lead_picker`]).
#[derive(Clone, Copy, Debug, Default)]
struct OrderEntry {
    /// A hash of the hands and the leader (0: empty).
    key: u64,
    /// The solver's generation when stored: entries of earlier generations are forgotten.
    generation: u16,
    /// The moves ordered.
    moves: u32,
    /// The moves best first, then `NONE`.
    order: [u8; 9],
}

/// The order cache holds `1 << ORDER_BITS` entries.
const ORDER_BITS: u32 = 10;

/// The cards after the killer and the table's card, of every seat but the trick's last, are
/// ordered by a one-trick lookahead ([`Solver::reorder`]) only when at least this many cards
/// are left in the hands (below, it costs more instructions than the nodes it saves: stop 39,
/// with the settled runs, from 20 cards 2% fewer nodes for 1.4% more instructions than from
/// 22, from 24 3% more instructions).
const LOOKAHEAD_FROM_CARDS: u32 = 22;

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

/// The strain's cards in the search's layout.
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// Engine card bit to the search's card (`NONE` for non-cards).
    inner: [Inner; 64],
    /// Sai of each card.
    points: [u8; 32],
    /// The trump suit, or 4 in no-trump.
    trump: usize,
    /// The trump suit's cards (none in no-trump).
    trump_mask: u32,
    /// Sai of each subset of one suit, by suit.
    suit_points: [[u8; 256]; 4],
    /// The least sai of a card of each (non-empty) subset of one suit, by suit.
    suit_least: [[u8; 256]; 4],
    /// The cards worth the same sai as the next stronger card of their suit.
    flat: u32,
    /// The run of zero-sai cards of each suit from its weakest card up (at most three cards).
    zero_mask: u32,
    /// The most sai one trick of a side suit can hold (its four best cards).
    quick_most: i32,
}

impl Layout {
    fn new(t: &Tables) -> Layout {
        let mut inner = [NONE; 64];
        let mut points = [0u8; 32];
        for suit in 0..4 {
            for (strength, &rank) in t.order[suit].iter().enumerate() {
                let bit = suit * 16 + rank as usize;
                let card = suit * 8 + strength;
                inner[bit] = card as u8;
                points[card] = t.points[bit];
            }
        }
        let mut suit_points = [[0u8; 256]; 4];
        for (suit, table) in suit_points.iter_mut().enumerate() {
            for (subset, sum) in table.iter_mut().enumerate() {
                *sum = (0..8)
                    .filter(|i| subset >> i & 1 == 1)
                    .map(|i| points[suit * 8 + i])
                    .sum();
            }
        }
        let mut suit_least = [[0u8; 256]; 4];
        for (suit, table) in suit_least.iter_mut().enumerate() {
            for (subset, least) in table.iter_mut().enumerate() {
                *least = (0..8)
                    .filter(|i| subset >> i & 1 == 1)
                    .map(|i| points[suit * 8 + i])
                    .min()
                    .unwrap_or(0);
            }
        }
        let mut flat = 0;
        for card in 0..32 {
            // The run analysis picks a run's head as its most valuable card and its lowest as
            // the least ([`Solver::trick_runs`]): sai must rise with power within a suit.
            debug_assert!(card & 7 == 7 || points[card] <= points[card + 1]);
            if card & 7 != 7 && points[card] == points[card + 1] {
                flat |= 1 << card;
            }
        }
        let mut zero_mask = 0;
        for suit in 0..4 {
            let mut strength = 0;
            while strength < 3 && points[suit * 8 + strength] == 0 {
                zero_mask |= 1 << (suit * 8 + strength);
                strength += 1;
            }
        }
        let quick_most = (0..4)
            .filter(|&suit| suit != t.trump)
            .map(|suit| i32::from(points[suit * 8 + 4..suit * 8 + 8].iter().sum::<u8>()))
            .max()
            .unwrap_or(0);
        Layout {
            inner,
            points,
            quick_most,
            trump: t.trump,
            trump_mask: if t.trump < 4 { suit8(t.trump) } else { 0 },
            suit_points,
            suit_least,
            flat,
            zero_mask,
        }
    }

    /// A mask of engine card bits in the search's layout.
    fn inner_mask(&self, mut mask: u64) -> u32 {
        let mut out = 0;
        while mask != 0 {
            out |= 1u32 << self.inner[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        out
    }

    /// The cards that beat `card` when it wins a trick: the higher cards of its suit, and
    /// every trump when it is not one.
    #[inline]
    fn beating(&self, card: u32) -> u32 {
        if (card >> 3) as usize == self.trump {
            above8(card)
        } else {
            above8(card) | self.trump_mask
        }
    }
}

/// The double-dummy solver of one strain and rule set; keeps its transposition table between
/// searches (entries are facts about positions, valid for any later search of the same strain;
/// they only save time: every value it returns is exact whatever the table holds).
///
/// The search runs on its own layout (cards ordered by trick strength within each suit),
/// a bucketed table probed at trick starts under keys that merge positions differing only in
/// which zero-sai low cards have gone, sure-point bounds (master trumps, the leader's one
/// quick trick) at each trick start, dominated cards pruned ([`Solver::moves`]), cheap move
/// ordering (two killers per depth, suit led and seat first, then the table's best card; high
/// in the tree the rest by a one-trick lookahead), the last trick found by bit tricks, and
/// null-window searches bisecting the values still possible or stepping from a guess.
pub struct Solver {
    /// The seats and trump rules.
    pub setup: Setup,
    /// The strain's card tables.
    pub tables: Tables,
    layout: Layout,
    table: Vec<Bucket>,
    /// The lookahead's move orders of trick starts high in the tree, by their cards and
    /// leader ([`Solver::lead_picker`]).
    orders: Vec<OrderEntry>,
    context: u64,
    /// Seats of team 0 as a bit mask.
    team0: u8,
    /// Nodes visited since creation (for benchmarks and tuning).
    pub nodes: u64,
    /// Null-window searches made since creation (for tuning).
    pub probes: u64,
    /// Per number of cards left in all hands, suit led and seat ([`killer_slot`]), the last
    /// card that caused a cutoff there after an earlier card of its node's order had failed to.
    killers: [u8; KILLER_SLOTS],
    /// Per killer slot, the killer before the last.
    seconds: [u8; KILLER_SLOTS],
    /// By seat to play and cards already in the trick, [`later_seats`].
    later: [[[u8; 2]; 4]; 4],
    /// Entries of this generation only are read (see [`Solver::forget`]).
    generation: u16,
    /// Past this many nodes (counted as [`Solver::nodes`]) a search gives up.
    limit: u64,
    /// A search gave up at the limit: its values are meaningless and nothing was stored.
    aborted: bool,
}

impl Solver {
    /// A solver for a strain under these rules.
    pub fn new(rules: &Rules, strain: Strain) -> Solver {
        let setup = Setup::new(rules);
        let tables = Tables::new(strain);
        let context = mix(u64::from(tables.trump as u8)
            | u64::from(setup.seats) << 8
            | u64::from(setup.next[0]) << 16
            | u64::from(setup.over_partner) << 24
            | u64::from(setup.undertrump) << 25);
        let team0 = (0..setup.seats)
            .filter(|&s| team_of(s) == 0)
            .fold(0u8, |m, s| m | 1 << s);
        Solver {
            setup,
            layout: Layout::new(&tables),
            tables,
            table: vec![Bucket::default(); 1 << BUCKET_BITS],
            orders: vec![OrderEntry::default(); 1 << ORDER_BITS],
            context,
            team0,
            nodes: 0,
            probes: 0,
            killers: [NONE; KILLER_SLOTS],
            seconds: [NONE; KILLER_SLOTS],
            later: later_seats(&setup, team0),
            generation: 1,
            limit: u64::MAX,
            aborted: false,
        }
    }

    /// Forgets everything learnt so far (the table's entries, the killer moves), so that the
    /// nodes the next searches visit depend on those searches alone, not on earlier ones.
    pub fn forget(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Bucket::default());
            self.generation = 1;
        }
        self.killers = [NONE; KILLER_SLOTS];
        self.seconds = [NONE; KILLER_SLOTS];
    }

    /// Lets the searches visit at most `nodes` more nodes (`None`: no limit); a search past
    /// it gives up, which [`Solver::aborted`] then tells (until the next budget is set).
    pub fn set_budget(&mut self, nodes: Option<u64>) {
        self.limit = nodes.map_or(u64::MAX, |n| self.nodes.saturating_add(n));
        self.aborted = false;
    }

    /// Whether a search gave up at the node budget since it was set: any value returned since
    /// is meaningless.
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Whether this solver serves that strain and those rules.
    pub fn serves(&self, rules: &Rules, strain: Strain) -> bool {
        self.tables.strain == strain && self.setup == Setup::new(rules)
    }

    /// The exact sai team 0 collects from `pos` on, with both sides playing perfectly
    /// ([`Solver::bisection`]).
    pub fn solve(&mut self, pos: &Position) -> i32 {
        let node = self.node(pos);
        self.bisection(&node)
    }

    /// The exact value by null-window searches, the first testing `guess`.
    pub fn mtdf(&mut self, pos: &Position, guess: i32) -> i32 {
        let node = self.node(pos);
        self.mtdf_node(&node, guess)
    }

    /// Whether team 0 collects at least `threshold` sai from `pos` on (one null-window search).
    pub fn reaches(&mut self, pos: &Position, threshold: i32) -> bool {
        let node = self.node(pos);
        if node.cards == 0 && node.trick_len == 0 {
            return threshold <= 0;
        }
        self.probes += 1;
        self.child(&node, threshold - 1, threshold) >= threshold
    }

    /// One null-window search at `threshold`, failing soft: a value `v` such that team 0
    /// collects at least `v` sai from `pos` on when `v >= threshold`, at most `v` otherwise.
    pub fn bound(&mut self, pos: &Position, threshold: i32) -> i32 {
        let node = self.node(pos);
        if node.cards == 0 && node.trick_len == 0 {
            return 0;
        }
        self.probes += 1;
        self.child(&node, threshold - 1, threshold)
    }

    /// A quick estimate of the sai team 0 collects from `pos` on: one playout in which every
    /// seat plays its first card in the search's move order (the guess
    /// [`Solver::solve_moves`] starts from when it has no better one).
    pub fn playout(&self, pos: &Position) -> i32 {
        let node = self.node(pos);
        self.guess(&node)
    }

    /// The exact value (sai team 0 collects from `pos` on) of playing each card of `moves`.
    pub fn solve_moves(&mut self, pos: &Position, moves: u64, out: &mut [(u32, i32)]) -> usize {
        self.solve_moves_from(pos, moves, &[-1; 64], out)
    }

    /// As [`Solver::solve_moves`], starting each card's search from a guess of its value
    /// (`guesses[bit]`, negative for none), such as its value in a similar deal.
    pub fn solve_moves_from(
        &mut self,
        pos: &Position,
        moves: u64,
        guesses: &[i32; 64],
        out: &mut [(u32, i32)],
    ) -> usize {
        let node = self.node(pos);
        let mut n = 0;
        let mut previous = None;
        let mut rest = moves;
        while rest != 0 && n < out.len() && !self.aborted {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let mut child = node;
            let gained = self.play(&mut child, u32::from(self.layout.inner[bit as usize]));
            let value = if child.cards == 0 && child.trick_len == 0 {
                gained
            } else {
                // Single-sai steps even from a playout's guess (this is only the first card of
                // the first sample): the strong player's arena figures were measured so, and
                // the step changes the nodes spent, so how many samples fit in a budget.
                let guess = match (guesses[bit as usize], previous) {
                    (g, _) if g >= 0 => g - gained,
                    (_, Some(v)) => v - gained,
                    _ => self.guess(&child),
                };
                gained + self.mtdf_node(&child, guess)
            };
            previous = Some(value);
            out[n] = (bit, value);
            n += 1;
        }
        n
    }

    /// Sai still to be won from a position: cards in hands, the trick, and the last 10.
    pub fn remaining_points(&self, pos: &Position) -> i32 {
        remaining(pos)
    }

    /// The search's node of a position.
    fn node(&self, pos: &Position) -> Node {
        let l = &self.layout;
        let mut hands = [0u32; 4];
        for (seat, hand) in hands.iter_mut().enumerate() {
            *hand = l.inner_mask(pos.hands[seat]);
        }
        let trick = &pos.trick[..pos.trick_len as usize];
        let trick_mask = trick
            .iter()
            .fold(0u32, |m, &b| m | 1 << l.inner[b as usize]);
        Node {
            hands,
            in_play: hands.iter().fold(trick_mask, |a, &h| a | h),
            hand_points: i32::from(pos.hand_points),
            trick_points: i32::from(pos.trick_points),
            cards: hands.iter().map(|h| h.count_ones()).sum::<u32>(),
            turn: u32::from(pos.turn),
            leader: u32::from(pos.leader),
            trick_len: u32::from(pos.trick_len),
            led: trick
                .first()
                .map_or(0, |&b| u32::from(l.inner[b as usize] >> 3)),
            top: if trick.is_empty() {
                0
            } else {
                u32::from(l.inner[pos.top as usize])
            },
            winner: u32::from(pos.winner),
            beating: if trick.is_empty() {
                0
            } else {
                l.beating(u32::from(l.inner[pos.top as usize]))
            },
        }
    }

    /// A first guess of a node's value: the sai team 0 takes when every seat plays the card
    /// the move ordering puts first, to the end.
    fn guess(&self, n: &Node) -> i32 {
        let mut p = *n;
        let mut total = 0;
        let mut moves = [0u8; 9];
        while p.cards > 0 {
            self.ordered_moves(&p, &mut moves);
            total += self.play(&mut p, u32::from(moves[0]));
        }
        total
    }

    /// The exact value of a node by null-window searches, the first testing `guess`: MTD(f)
    /// stepping from the guess, the step doubling while the searches keep failing the same
    /// way (a good guess costs two searches; a poor one, a bisection's worth), and bisecting
    /// once both sides are bounded.
    fn mtdf_node(&mut self, n: &Node, guess: i32) -> i32 {
        if n.cards == 0 && n.trick_len == 0 {
            return 0;
        }
        let mut lower = 0;
        let mut upper = most(n);
        let mut beta = guess.clamp(lower + 1, upper.max(lower + 1));
        let mut step = 1;
        let mut last_high = None;
        while lower < upper && !self.aborted {
            self.probes += 1;
            let v = self.child(n, beta - 1, beta);
            let high = v >= beta;
            if high {
                lower = v;
            } else {
                upper = v;
            }
            if lower >= upper {
                break;
            }
            step = match last_high {
                Some(h) if h == high => step * 2,
                _ => 1,
            };
            last_high = Some(high);
            beta = if high {
                (lower + step).min(upper)
            } else {
                (upper + 1 - step).max(lower + 1)
            };
            let mid = lower + (upper - lower + 1) / 2;
            if step > 1 && (high && beta > mid || !high && beta < mid) {
                beta = mid;
            }
        }
        lower
    }

    /// The exact value of a node by null-window searches without a guess, each testing the
    /// middle of the values not yet excluded. With no good guess (a playout's is often some 20
    /// sai off) this takes fewer nodes than stepping from one: tests far from the value are
    /// mostly cheap, and fewer tests fall close to it, where they cost the most.
    fn bisection(&mut self, n: &Node) -> i32 {
        if n.cards == 0 && n.trick_len == 0 {
            return 0;
        }
        let (mut lower, mut upper) = (0, most(n));
        while lower < upper && !self.aborted {
            self.probes += 1;
            let beta = lower + (upper - lower + 1) / 2;
            let v = self.child(n, beta - 1, beta);
            if v >= beta {
                lower = v;
            } else {
                upper = v;
            }
        }
        lower
    }

    /// Plays a card for the seat to play; when the trick closes, returns the sai team 0 wins
    /// with it (the last trick's 10 included), else 0.
    #[inline(always)]
    fn play(&self, n: &mut Node, card: u32) -> i32 {
        let parent = *n;
        self.played(&parent, card, n)
    }

    /// Writes to `out` the node after the seat to play plays `card`; returns the sai team 0
    /// wins with it when the trick closes (the last trick's 10 included), else 0. Every field
    /// of the child is computed from the parent's and written once, and the card leaves every
    /// hand rather than the hand of the seat: a child copied and then changed field by field
    /// (each change a read of what the copy had just written, the hand's at an index) stalled
    /// the processor on every node (stop 40: 8% of a solve).
    #[inline(always)]
    fn played(&self, n: &Node, card: u32, out: &mut Node) -> i32 {
        let l = &self.layout;
        let bit = 1u32 << card;
        // Off every hand (the card is in one), so without indexing by the seat.
        let hands = n.hands.map(|hand| hand & !bit);
        let cards = n.cards - 1;
        let points = i32::from(l.points[card as usize]);
        let hand_points = n.hand_points - points;
        let trick_points = n.trick_points + points;
        let first = n.trick_len == 0;
        let led = if first { card >> 3 } else { n.led };
        let (top, winner, beating) = if first || n.beating & bit != 0 {
            (card, n.turn, l.beating(card))
        } else {
            (n.top, n.winner, n.beating)
        };
        let trick_len = n.trick_len + 1;
        if trick_len < u32::from(self.setup.seats) {
            let child = Node {
                hands,
                in_play: n.in_play,
                hand_points,
                trick_points,
                cards,
                turn: u32::from(self.setup.next[n.turn as usize]),
                leader: n.leader,
                trick_len,
                led,
                top,
                winner,
                beating,
            };
            *out = child;
            return 0;
        }
        let mut won = trick_points;
        if cards == 0 {
            won += i32::from(LAST_TRICK_BONUS);
        }
        if self.team0 >> winner & 1 == 0 {
            won = 0;
        }
        let child = Node {
            hands,
            in_play: hands[0] | hands[1] | hands[2] | hands[3],
            hand_points,
            trick_points: 0,
            cards,
            turn: winner,
            leader: winner,
            trick_len: 0,
            led,
            top,
            winner,
            beating,
        };
        *out = child;
        won
    }

    /// The legal cards of the seat to play.
    #[inline]
    fn legal(&self, n: &Node) -> u32 {
        let hand = n.hands[n.turn as usize];
        if n.trick_len == 0 {
            return hand;
        }
        let trump = self.layout.trump;
        let led = n.led as usize;
        let follow = hand & suit8(led);
        if trump >= 4 {
            return if follow != 0 { follow } else { hand };
        }
        let trumps = hand & self.layout.trump_mask;
        let over = trumps & n.beating;
        if led == trump {
            return if follow == 0 {
                hand
            } else if over != 0 {
                over
            } else {
                follow
            };
        }
        if follow != 0 {
            return follow;
        }
        if trumps == 0 {
            return hand;
        }
        if u32::from(self.setup.partner[n.turn as usize]) == n.winner && !self.setup.over_partner {
            return hand;
        }
        if over != 0 {
            over
        } else if self.setup.undertrump {
            trumps
        } else {
            hand
        }
    }

    /// The cards of `legal` the search can skip as the same card as a higher one of `legal`:
    /// each lies below that card with only gone cards (not in play) between them, and every
    /// card from it up to that one is worth the same sai. Found by filling down from the
    /// legal cards through the gone cards worth what the card above them is worth
    /// ([`fill_down`]; a suit's top card is never such a card).
    #[inline]
    fn merged(&self, legal: u32, in_play: u32) -> u32 {
        let flat = self.layout.flat;
        legal & flat & fill_down(legal, !in_play & flat) >> 1
    }

    /// Sure bounds at a trick start: team 0 collects at least the points of the master trumps
    /// it holds and at most what remains less the points of team 1's master trumps (a trump
    /// above every trump of the other side wins whatever trick it falls in); the leader's side
    /// also counts what its best quick trick surely takes ([`Solver::quick_trick`]) when that
    /// could take its bound past the window `(alpha, beta)` (in a null window, the only
    /// searches made, a bound short of the window changes nothing).
    #[inline]
    fn sure_bounds(&self, n: &Node, most: i32, alpha: i32, beta: i32) -> (i32, i32) {
        let l = &self.layout;
        // Teams are the seats of each parity (unused seats hold nothing).
        let side = [n.hands[0] | n.hands[2], n.hands[1] | n.hands[3]];
        let mut sure = [0i32; 2];
        if l.trump < 4 {
            let shift = 8 * l.trump;
            let (t0, t1) = ((side[0] >> shift) & 0xff, (side[1] >> shift) & 0xff);
            // A side's trumps above the other side's best trump.
            let masters =
                |mine: u32, theirs: u32| mine & !((1u32 << (32 - theirs.leading_zeros())) - 1);
            let table = &l.suit_points[l.trump];
            sure = [
                i32::from(table[masters(t0, t1) as usize]),
                i32::from(table[masters(t1, t0) as usize]),
            ];
        }
        let leading = (n.leader & 1) as usize;
        let reach = if leading == 0 {
            sure[0] + l.quick_most >= beta
        } else {
            most - sure[1] - l.quick_most <= alpha
        };
        if reach {
            sure[leading] += self.quick_trick(n, side[1 - leading]);
        }
        (sure[0], most - sure[1])
    }

    /// The sai the leader's side surely takes in this trick by leading the top card of a side
    /// suit that no opponent can beat (each opponent either follows the suit or holds no
    /// trump): that card and the least card of the suit each other player holding it must
    /// follow with (a partner void in the suit counts for nothing: any trump he plays is
    /// counted, if at all, among the master trumps, and falls in a trick his side wins). One
    /// trick only: a partner's ruff may take the lead from the leader.
    #[inline]
    fn quick_trick(&self, n: &Node, theirs: u32) -> i32 {
        let l = &self.layout;
        let leader = n.leader as usize;
        let hand = n.hands[leader];
        let trumps = l.trump_mask;
        // The suits not to lead: trumps, and those an opponent can ruff.
        let mut barred = trumps;
        for seat in [leader ^ 1, leader ^ 3] {
            let h = n.hands[seat];
            if h & trumps != 0 {
                barred |= void_suits(h);
            }
        }
        let mut best = 0;
        let mut open = hand & !barred;
        while open != 0 {
            let suit = (31 - open.leading_zeros()) >> 3;
            let shift = 8 * suit;
            let mine = (hand >> shift) & 0xff;
            open &= !(0xff << shift);
            let top = 31 - mine.leading_zeros();
            if ((theirs >> shift) & 0xff) >> (top + 1) != 0 {
                // An opponent holds a higher card.
                continue;
            }
            let least = &l.suit_least[suit as usize];
            let mut gain = i32::from(l.points[(shift + top) as usize]);
            for seat in [leader ^ 1, leader ^ 2, leader ^ 3] {
                gain += i32::from(least[((n.hands[seat] >> shift) & 0xff) as usize]);
            }
            best = best.max(gain);
        }
        best
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.table[(key >> (64 - BUCKET_BITS)) as usize];
        bucket
            .0
            .iter()
            .find(|e| e.key == key && e.generation == self.generation)
            .copied()
    }

    fn store(&mut self, key: u64, cards: u8, lower: i32, upper: i32, best: u8) {
        let bucket = &mut self.table[(key >> (64 - BUCKET_BITS)) as usize];
        let generation = self.generation;
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

    /// The table key of a node at a trick start: its hands with each suit's low run of
    /// zero-sai cards (7, 8 and plain 9 beside trumps; 7 and 8 of trumps) renumbered among
    /// the cards of that run still in play, so positions that differ only in which of those
    /// equal cards have gone share one entry (the value depends only on the order and the
    /// sai of the cards in play), and the leader. The renumbering is done on two hands at a
    /// time, by the masks of the cards that move down one and two places ([`SQUEEZE`], two suits
    /// a lookup).
    #[inline]
    fn table_key(&self, n: &Node) -> u64 {
        let l = &self.layout;
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
        let k = mix(a ^ self.context) ^ mix(b ^ LEADER_KEYS[n.leader as usize]).rotate_left(17);
        k | 1
    }

    /// Alpha-beta at a trick start: the exact value if it lies strictly inside
    /// `(alpha, beta)`, else a bound.
    fn search(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return 0;
        }
        let most = most(n);
        if most <= alpha {
            return most;
        }
        if beta <= 0 {
            return 0;
        }
        let seats = u32::from(self.setup.seats);
        if n.cards + n.trick_len <= seats {
            return self.last_trick(n);
        }
        let mut hint = NONE;
        // The table's bounds on this node when the search began.
        let mut known = (0, i32::from(i16::MAX));
        // The table first: where it answers, the sure bounds are not needed.
        let key = self.table_key(n);
        if let Some(entry) = self.probe(key) {
            hint = entry.best;
            let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
            known = (lower, upper);
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        // The last two tricks by the lean search (the sure bounds cost more than they save
        // there).
        if n.cards == 2 * seats {
            return self.lean(n, key, known, (alpha, beta));
        }
        let (low, high) = self.sure_bounds(n, most, alpha, beta);
        if low >= beta {
            return low;
        }
        if high <= alpha {
            return high;
        }
        alpha = alpha.max(low - 1);
        beta = beta.min(high + 1);
        // The last three tricks likewise, once the sure bounds have not answered.
        if n.cards == 3 * seats {
            return self.lean(n, key, known, (alpha, beta));
        }
        let (alpha0, beta0) = (alpha, beta);
        let maximise = self.team0 >> n.turn & 1 == 1;
        let moves = self.moves(n);
        let slot = killer_slot(n);
        // The killer first, then the table's best card, then the heuristic order of the rest
        // (scored only when those fail to cut).
        let mut picker = Picker::default();
        let mut rest = picker.firsts([self.killers[slot], self.seconds[slot], hint], moves);
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut best_move = NONE;
        let mut searched = 0;
        loop {
            if picker.len == 0 && rest != 0 {
                self.lead_picker(n, moves, rest, &mut picker);
                rest = 0;
            }
            let Some(card) = picker.next() else {
                break;
            };
            searched += 1;
            let mut child = Node::default();
            let gained = self.played(n, u32::from(card), &mut child);
            let value = gained + self.child(&child, alpha - gained, beta - gained);
            if self.aborted {
                return 0;
            }
            if maximise && value > best || !maximise && value < best {
                best = value;
                best_move = card;
            }
            if maximise {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                self.cut(slot, card, searched);
                break;
            }
        }
        self.store_result(key, n.cards as u8, known, best, (alpha0, beta0), best_move);
        best
    }

    /// The lean search ([`Solver::endgame`]) of a trick start in the last tricks, in `window`,
    /// its result stored under `key` (nothing stored when the search gave up).
    fn lean(&mut self, n: &Node, key: u64, known: (i32, i32), window: (i32, i32)) -> i32 {
        let value = self.endgame(n, window.0, window.1);
        if self.aborted {
            return 0;
        }
        self.store_result(key, n.cards as u8, known, value, window, NONE);
        value
    }

    /// Stores what the search of a trick start found: `value`, searched in `window`, is an
    /// upper bound at or below it, a lower bound at or above it, else exact; merged with the
    /// bounds `known` before the search.
    fn store_result(
        &mut self,
        key: u64,
        cards: u8,
        known: (i32, i32),
        value: i32,
        window: (i32, i32),
        best: u8,
    ) {
        let (mut lower, mut upper) = known;
        if value <= window.0 {
            upper = upper.min(value);
        } else if value >= window.1 {
            lower = lower.max(value);
        } else {
            lower = value;
            upper = value;
        }
        self.store(key, cards, lower, upper, best);
    }

    /// A node inside a trick with one card to play (after merging equivalent cards): its
    /// value is that card's, searched without a move list. A forced card never becomes the
    /// killer: it would displace the card that cut at a node of the same depth with a choice.
    fn forced(&mut self, n: &Node, card: u32, alpha: i32, beta: i32) -> i32 {
        let mut child = Node::default();
        let gained = self.played(n, card, &mut child);
        if child.cards == 0 {
            return gained;
        }
        gained + self.child(&child, alpha - gained, beta - gained)
    }

    /// The search of a node: [`Solver::inner`] inside a trick, [`Solver::search`] at a
    /// trick start.
    #[inline(always)]
    fn child(&mut self, n: &Node, alpha: i32, beta: i32) -> i32 {
        if n.trick_len > 0 {
            self.inner(n, alpha, beta)
        } else {
            self.search(n, alpha, beta)
        }
    }

    /// Alpha-beta at a node inside a trick: the killer first, then the rest in the
    /// heuristic's order (by the lookahead high in the tree); no table.
    fn inner(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return 0;
        }
        let most = most(n);
        if most <= alpha {
            return most;
        }
        if beta <= 0 {
            return 0;
        }
        if n.cards + n.trick_len <= u32::from(self.setup.seats) {
            return self.last_trick(n);
        }
        let moves = self.moves(n);
        if moves & (moves - 1) == 0 {
            return self.forced(n, moves.trailing_zeros(), alpha, beta);
        }
        let maximise = self.team0 >> n.turn & 1 == 1;
        let slot = killer_slot(n);
        // The killer first (no table inside a trick), then the heuristic order of the rest.
        let mut picker = Picker::default();
        let mut rest = picker.firsts([self.killers[slot], self.seconds[slot], NONE], moves);
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut searched = 0;
        while let Some(card) = self.next_card(n, &mut picker, &mut rest) {
            searched += 1;
            let mut child = Node::default();
            let gained = self.played(n, u32::from(card), &mut child);
            let value = gained + self.child(&child, alpha - gained, beta - gained);
            if self.aborted {
                return 0;
            }
            if improve(maximise, value, &mut best, &mut alpha, &mut beta) {
                self.cut(slot, card, searched);
                break;
            }
        }
        best
    }

    /// Alpha-beta for a node of the last three tricks, leaner than [`Solver::search`] and
    /// [`Solver::inner`]: the killer first, then the other cards from the lowest, without
    /// the heuristic's scores; the table only at the start of the last but one trick
    /// (through [`Solver::search`]), the last trick by [`Solver::last_trick`]. So
    /// low in the tree the search's machinery cost more instructions than it saved (stop 38:
    /// −19% instructions on `solver_probe 20 8`).
    fn endgame(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return 0;
        }
        let maximise = self.team0 >> n.turn & 1 == 1;
        // In the last two tricks the run analysis costs more than the nodes it saves.
        let mut moves = if n.cards + n.trick_len <= 2 * u32::from(self.setup.seats) {
            self.legal(n)
        } else {
            self.moves(n)
        };
        let slot = killer_slot(n);
        let killer = self.killers[slot];
        let mut first = NONE;
        if killer != NONE && moves >> killer & 1 == 1 {
            first = killer;
        }
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut searched = 0;
        while moves != 0 {
            let card = if first != NONE {
                u32::from(std::mem::replace(&mut first, NONE))
            } else {
                moves.trailing_zeros()
            };
            moves &= !(1 << card);
            searched += 1;
            let mut child = Node::default();
            let gained = self.played(n, card, &mut child);
            let value = gained
                + if child.trick_len == 0 {
                    if child.cards <= u32::from(self.setup.seats) {
                        self.last_trick(&child)
                    } else {
                        self.search(&child, alpha - gained, beta - gained)
                    }
                } else {
                    self.endgame(&child, alpha - gained, beta - gained)
                };
            if self.aborted {
                return 0;
            }
            if improve(maximise, value, &mut best, &mut alpha, &mut beta) {
                self.cut(slot, card as u8, searched);
                break;
            }
        }
        best
    }

    /// A cutoff at a node of killer slot `slot` by `card`, the `searched`-th card it tried: the
    /// card becomes the slot's killer (the killer before it the second), unless it came first
    /// anyway (a card that cut where it came first would displace the one that cut after the
    /// first had failed).
    #[inline(always)]
    fn cut(&mut self, slot: usize, card: u8, searched: u32) {
        if searched > 1 && self.killers[slot] != card {
            self.seconds[slot] = self.killers[slot];
            self.killers[slot] = card;
        }
    }

    /// The last trick, in which every card is forced (each seat still to play holds one
    /// card): the sai team 0 takes with it, found by bit tricks instead of playing it out.
    /// Counts the nodes playing it out card by card counted, so that a node budget buys the
    /// same searches as before this shortcut.
    fn last_trick(&mut self, n: &Node) -> i32 {
        self.nodes += if n.trick_len == 0 {
            1
        } else {
            u64::from(n.cards)
        };
        let l = &self.layout;
        let held = n.hands[0] | n.hands[1] | n.hands[2] | n.hands[3];
        let (led, contenders) = if n.trick_len == 0 {
            (n.hands[n.turn as usize].trailing_zeros() >> 3, held)
        } else {
            (n.led, held | 1 << n.top)
        };
        let trumps = contenders & l.trump_mask;
        let pool = if trumps != 0 {
            trumps
        } else {
            contenders & suit8(led as usize)
        };
        let top = 31 - pool.leading_zeros();
        let winner = if held >> top & 1 == 0 {
            n.winner
        } else {
            (0..4).find(|&s| n.hands[s] >> top & 1 == 1).unwrap_or(0) as u32
        };
        if self.team0 >> winner & 1 == 0 {
            return 0;
        }
        n.hand_points + n.trick_points + i32::from(LAST_TRICK_BONUS)
    }

    /// The legal moves less equivalent cards ([`Solver::merged`]), best-first by a cheap
    /// heuristic.
    fn ordered_moves(&self, n: &Node, out: &mut [u8; 9]) -> usize {
        self.order(n, self.moves(n), out)
    }

    /// The legal cards the search need try: of each run of the seat's cards of equal power
    /// for the rest of the play (one suit, no card left in any hand between them) that also
    /// do the same in this trick (all beat its best card, or none does), one card of each sai
    /// value ([`Solver::merged`]), and only one card when the run settles the trick
    /// ([`Solver::settled`]).
    #[inline(always)]
    fn moves(&self, n: &Node) -> u32 {
        let legal = self.legal(n);
        if legal & legal.wrapping_sub(1) == 0 {
            return legal;
        }
        let held = n.hands[0] | n.hands[1] | n.hands[2] | n.hands[3];
        if n.trick_len == 0 {
            let lower = equal_power_below(legal, held);
            if lower == 0 {
                return legal;
            }
            return self.lead_runs(n, legal, lower);
        }
        // Inside a trick, cards of equal power must also do the same in it: all beat the
        // trick's best card, or none does.
        let beat = legal & n.beating;
        let lose = legal ^ beat;
        let lower_beat = equal_power_below(beat, held);
        let lower_lose = equal_power_below(lose, held);
        if lower_beat | lower_lose == 0 {
            return legal;
        }
        self.trick_runs(n, legal, held, lower_beat, lower_lose)
    }

    /// [`Solver::moves`] at a lead with runs of equal power (`lower` their cards below
    /// another).
    #[inline(never)]
    fn lead_runs(&self, n: &Node, legal: u32, lower: u32) -> u32 {
        self.by_runs(n, legal & !self.merged(legal, n.in_play), legal, lower)
    }

    /// [`Solver::moves`] inside a trick with runs of equal power among the legal cards that
    /// beat the trick's best card (`lower_beat` their cards below another) or among those
    /// that do not (`lower_lose`).
    #[inline(never)]
    fn trick_runs(&self, n: &Node, legal: u32, held: u32, lower_beat: u32, lower_lose: u32) -> u32 {
        let beat = legal & n.beating;
        let lose = legal ^ beat;
        let mut kept = legal & !self.merged(legal, n.in_play);
        if lower_lose != 0 {
            // The cards that do not beat the best one leave the trick as it is: one test
            // settles all their runs.
            if let Some(high) = self.settled(n, lose.trailing_zeros()) {
                // Sai rise with power within a suit: a run's head is worth the most, its
                // lowest card the least.
                let picks = if high {
                    lose & !lower_lose
                } else {
                    lose & !equal_power_above(lose, held)
                };
                kept = kept & !lose | picks;
            }
        }
        if lower_beat != 0 {
            kept = self.by_runs(n, kept, beat, lower_beat);
        }
        kept
    }

    /// `kept` (moves to try among `cards`) with each run of `cards` of equal power (`lower`
    /// its cards below another of the run) that settles the trick ([`Solver::settled`])
    /// reduced to its one card to try.
    #[inline]
    fn by_runs(&self, n: &Node, mut kept: u32, cards: u32, lower: u32) -> u32 {
        let heads = cards & !lower;
        let mut dups = lower;
        while dups != 0 {
            // The highest card left with one of equal power above it, and its run: the cards
            // of its suit from the first run's head above it down to the next run's.
            let card = 31 - dups.leading_zeros();
            let suit = suit8((card >> 3) as usize);
            let head = (heads & above8(card)).trailing_zeros();
            let below = heads & suit & ((1u32 << card) - 1);
            let floor = if below == 0 {
                0
            } else {
                ((2u64 << (31 - below.leading_zeros())) - 1) as u32
            };
            let run = cards & suit & !floor & ((2u64 << head) - 1) as u32;
            dups &= !run;
            if let Some(high) = self.settled(n, head) {
                // Sai rise with power within a suit: the head is worth the most, the lowest
                // card the least.
                kept &= !run;
                kept |= if high {
                    1 << head
                } else {
                    run & run.wrapping_neg()
                };
            }
        }
        kept
    }

    /// The seats still to play in this trick after the seat to play, as masks: of the other
    /// side, and of the seat's own side ([`later_seats`]).
    #[inline]
    fn later_seats(&self, n: &Node) -> [u8; 2] {
        self.later[n.turn as usize][n.trick_len as usize]
    }

    /// Whether a run of cards of equal power (`head` its strongest) settles the trick: when
    /// no seat still to play after it can take the trick to the other side than the one it
    /// goes to after the run's card (the later seats of the side not winning it may play no
    /// card that beats the trick's best card then), the trick goes to the same side whichever card
    /// of the run is played, and the games after each are the same but for where the run's
    /// sai fall. Then `Some(true)` when the trick goes to the seat's side (the card worth the
    /// most sai is the one to play: the others stay for a later trick, won at most as
    /// surely), and `Some(false)` when it goes to the other side (the one worth the least).
    #[inline]
    fn settled(&self, n: &Node, head: u32) -> Option<bool> {
        let (best, winner, led) = if n.trick_len == 0 {
            (head, n.turn, head >> 3)
        } else if n.beating >> head & 1 == 1 {
            (head, n.turn, n.led)
        } else {
            (n.top, n.winner, n.led)
        };
        let ours = self.team0 >> winner & 1 == self.team0 >> n.turn & 1;
        // Only the other side's later seats can take the trick from the side winning it: a
        // card above the best one that the winning side plays is beaten by none of theirs
        // either.
        let later = self.later_seats(n);
        let mut challengers = if ours { later[0] } else { later[1] };
        let beating = self.layout.beating(best);
        let led = suit8(led as usize);
        while challengers != 0 {
            let seat = challengers.trailing_zeros();
            challengers &= challengers - 1;
            let hand = n.hands[seat as usize];
            // A seat holding the suit led must follow it; one void in it may trump.
            let playable = if hand & led != 0 { hand & led } else { hand };
            if playable & beating != 0 {
                return None;
            }
        }
        Some(ours)
    }

    /// Reorders a node's cards best-first by what the trick gives the side to play when every
    /// later seat answers with the heuristic's first card of its legal cards (the sai of the
    /// trick, won or lost), ties in their order.
    #[inline(never)]
    fn reorder(&self, n: &Node, cards: &mut [u8]) {
        let count = cards.len();
        if count < 2 {
            return;
        }
        let mine = n.turn & 1;
        let mut keys = [0u32; 9];
        for (i, key) in keys[..count].iter_mut().enumerate() {
            let mut child = *n;
            self.play(&mut child, u32::from(cards[i]));
            while child.trick_len != 0 {
                let card = self.first(&child, self.legal(&child));
                self.play(&mut child, card);
            }
            let points = n.trick_points + n.hand_points - child.hand_points;
            let gain = if child.leader & 1 == mine {
                points
            } else {
                -points
            };
            *key = ((gain + 200) as u32) << 8 | (15 - i as u32) << 4 | i as u32;
        }
        sort_best_first(&mut keys[..count]);
        let mut old = [0u8; 9];
        old[..count].copy_from_slice(cards);
        for (card, key) in cards.iter_mut().zip(&keys[..count]) {
            *card = old[(key & 0xf) as usize];
        }
    }

    /// The next card of a node to search: the picker's, and when it has none left, the best
    /// of `rest` (the node's other cards, scored only then).
    #[inline(always)]
    fn next_card(&self, n: &Node, picker: &mut Picker, rest: &mut u32) -> Option<u8> {
        if picker.len == 0 && *rest != 0 {
            self.picker(n, *rest, picker);
            *rest = 0;
        }
        picker.next()
    }

    /// [`Solver::picker`] of `rest` (some of `moves`, the moves of a trick start), the
    /// lookahead's order of the moves from [`Solver::orders`] when it holds it (each
    /// null-window search visits the trick starts high in the tree again).
    fn lead_picker(&mut self, n: &Node, moves: u32, rest: u32, picker: &mut Picker) {
        if n.cards < LOOKAHEAD_FROM_CARDS {
            self.picker(n, rest, picker);
            return;
        }
        let key = mix(u64::from(n.hands[0]) | u64::from(n.hands[1]) << 32)
            ^ mix(u64::from(n.hands[2]) | u64::from(n.hands[3]) << 32 ^ u64::from(n.leader))
                .rotate_left(23);
        let at = (key >> (64 - ORDER_BITS)) as usize;
        let entry = self.orders[at];
        let order =
            if entry.key == key && entry.generation == self.generation && entry.moves == moves {
                entry.order
            } else {
                let mut order = [NONE; 9];
                let count = self.order(n, moves, &mut order);
                self.reorder(n, &mut order[..count]);
                self.orders[at] = OrderEntry {
                    key,
                    generation: self.generation,
                    moves,
                    order,
                };
                order
            };
        picker.len = 0;
        for &card in order.iter().take_while(|&&c| c != NONE) {
            if rest >> card & 1 == 1 {
                picker.keys[picker.len] = (9 - picker.len as u32) << 8 | u32::from(card);
                picker.len += 1;
            }
        }
    }

    /// The cards of `moves` (some of the node's moves) to try in turn, best-first: by the
    /// one-trick lookahead ([`Solver::reorder`]) for the cards of every seat but the trick's
    /// last from [`LOOKAHEAD_FROM_CARDS`] cards left, else by the heuristic's keys.
    fn picker(&self, n: &Node, moves: u32, picker: &mut Picker) {
        if n.trick_len + 1 < u32::from(self.setup.seats) && n.cards >= LOOKAHEAD_FROM_CARDS {
            let mut list = [0u8; 9];
            let count = self.order(n, moves, &mut list);
            self.reorder(n, &mut list[..count]);
            for (i, (key, &card)) in picker.keys.iter_mut().zip(&list[..count]).enumerate() {
                *key = (9 - i as u32) << 8 | u32::from(card);
            }
            picker.len = count;
        } else {
            picker.len = self.keys(n, moves, &mut picker.keys);
        }
    }

    /// Writes the cards of `moves` (some of the node's moves) to `out`, best-first by a cheap
    /// heuristic; returns how many.
    fn order(&self, n: &Node, moves: u32, out: &mut [u8]) -> usize {
        if moves & moves.wrapping_sub(1) == 0 {
            // One card or none.
            out[0] = moves.trailing_zeros() as u8;
            return usize::from(moves != 0);
        }
        let mut keys = [0u32; 9];
        let count = self.keys(n, moves, &mut keys);
        sort_best_first(&mut keys[..count]);
        for i in 0..count {
            out[i] = (keys[i] & 0xff) as u8;
        }
        count
    }

    /// The card of `moves` (not empty) that [`Solver::order`] puts first.
    fn first(&self, n: &Node, moves: u32) -> u32 {
        if moves & (moves - 1) == 0 {
            return moves.trailing_zeros();
        }
        let mut keys = [0u32; 9];
        let count = self.keys(n, moves, &mut keys);
        keys[..count].iter().max().map_or(0, |k| k & 0xff)
    }

    /// The heuristic's sort keys of the cards of `moves` (score and card, higher first), in
    /// no particular order; returns how many.
    #[inline(always)]
    fn keys(&self, n: &Node, moves: u32, keys: &mut [u32; 9]) -> usize {
        let l = &self.layout;
        let in_play = n.in_play;
        let mut count = 0;
        // Partners are the seats two apart (no such seat wins with two seats).
        let partner_winning = n.trick_len > 0 && n.winner == n.turn ^ 2;
        let last_to_play = n.trick_len + 1 == u32::from(self.setup.seats);
        // At a lead, the suits an opponent of the leader can ruff.
        let mut ruffed = 0;
        if n.trick_len == 0 {
            let trumps = l.trump_mask;
            for seat in [n.turn ^ 1, n.turn ^ 3] {
                let h = n.hands[seat as usize];
                if h & trumps != 0 {
                    ruffed |= void_suits(h);
                }
            }
            ruffed &= !trumps;
        }
        let mut rest = moves;
        while rest != 0 {
            let card = 31 - rest.leading_zeros();
            rest &= !(1 << card);
            let points = l.points[card as usize];
            let power = (card & 7) as i32 + 1;
            let points = i32::from(points);
            let highest_in_play = in_play & above8(card) == 0;
            let score = if n.trick_len == 0 {
                if highest_in_play && ruffed & suit8((card >> 3) as usize) == 0 {
                    200 + points
                } else {
                    50 - points - power
                }
            } else {
                let wins = n.beating >> card & 1 == 1;
                if partner_winning {
                    if wins && !last_to_play {
                        100 + points
                    } else {
                        120 + points - power
                    }
                } else if wins {
                    if last_to_play {
                        200 + points - power
                    } else if highest_in_play {
                        190 + points
                    } else {
                        150 - power
                    }
                } else {
                    50 - points - power
                }
            };
            // Scores stay within 0..=300: sort keys of score and card.
            keys[count] = ((score + 100) as u32) << 8 | card;
            count += 1;
        }
        count
    }
}

/// A node's cards still to try, as sort keys (score and card, all distinct) taken highest
/// first one at a time: most nodes cut at their first card, so the rest is never sorted.
#[derive(Clone, Copy, Debug, Default)]
struct Picker {
    keys: [u32; 9],
    len: usize,
}

impl Picker {
    /// Fills the picker with those of `cards` (`NONE` for none) that are in `moves`, in that
    /// order; returns the rest of `moves`. (Pickers are filled in place, never returned: a
    /// picker written key by key and then moved as a whole stalled the processor.)
    #[inline]
    fn firsts(&mut self, cards: [u8; 3], moves: u32) -> u32 {
        let picker = self;
        picker.len = 0;
        let mut rest = moves;
        for card in cards {
            if card != NONE && rest >> card & 1 == 1 {
                rest &= !(1 << card);
                picker.keys[picker.len] = (u32::MAX - picker.len as u32) << 8 | u32::from(card);
                picker.len += 1;
            }
        }
        rest
    }

    /// The card of the highest key left, taken out.
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.len == 0 {
            return None;
        }
        let mut at = 0;
        for i in 1..self.len {
            if self.keys[i] > self.keys[at] {
                at = i;
            }
        }
        let key = self.keys[at];
        self.len -= 1;
        self.keys[at] = self.keys[self.len];
        Some((key & 0xff) as u8)
    }
}

/// Sorts a node's sort keys (at most nine, all distinct) highest first, by insertion: the
/// fastest sort for so few.
#[inline(always)]
fn sort_best_first(keys: &mut [u32]) {
    for i in 1..keys.len() {
        let k = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] < k {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = k;
    }
}

/// A child's `value` taken into its node: the best value so far and the bound of the side to
/// play move; true when the window has closed (a cutoff).
#[inline(always)]
fn improve(maximise: bool, value: i32, best: &mut i32, alpha: &mut i32, beta: &mut i32) -> bool {
    if maximise {
        *best = (*best).max(value);
        *alpha = (*alpha).max(value);
    } else {
        *best = (*best).min(value);
        *beta = (*beta).min(value);
    }
    *alpha >= *beta
}

/// Killer slots: up to 32 cards left, by five suits led (4: none), by seat to play.
const KILLER_SLOTS: usize = 33 * 5 * 4;

/// A node's slot in the killer table: the cards left in all hands, the suit led (4 at a
/// lead), since a card that cut after one suit was led seldom even may follow another, and
/// the seat to play, whose cards alone it may play.
#[inline]
fn killer_slot(n: &Node) -> usize {
    let led = if n.trick_len == 0 { 4 } else { n.led };
    (n.cards as usize * 5 + led as usize) * 4 + n.turn as usize
}

/// Sai still to be won from a node: cards in hands, the trick, and the last 10.
#[inline]
fn most(n: &Node) -> i32 {
    n.hand_points + n.trick_points + i32::from(LAST_TRICK_BONUS)
}

/// Sai still to be won from a position: cards in hands, the trick, and the last 10.
#[inline]
fn remaining(pos: &Position) -> i32 {
    let cards = pos.hands.iter().fold(0u64, |a, &h| a | h);
    if cards == 0 && pos.trick_len == 0 {
        return 0;
    }
    i32::from(pos.hand_points + pos.trick_points + LAST_TRICK_BONUS)
}

fn seat_of_card(
    _play: &Play,
    leader: Seat,
    trick: &[crate::cards::Card],
    card: crate::cards::Card,
    setup: &Setup,
) -> u8 {
    let mut seat = leader;
    for &c in trick {
        if c == card {
            return seat;
        }
        seat = setup.next[seat as usize];
    }
    seat
}

/// The legal cards of a position as a card set (for comparisons with the engine).
pub fn legal_set(pos: &Position, setup: &Setup, tables: &Tables) -> CardSet {
    CardSet::from_bits(pos.legal(setup, tables))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blot::Variant;
    use crate::cards::{Deck, Suit, shuffled};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Every rule setting the engine has for trick play, on every variant.
    fn settings() -> Vec<Rules> {
        let mut all = Vec::new();
        for variant in Variant::ALL {
            for must_trump_over_partner in [false, true] {
                for must_undertrump in [false, true] {
                    all.push(Rules {
                        must_trump_over_partner,
                        must_undertrump,
                        ..Rules::of(variant)
                    });
                }
            }
        }
        all
    }

    /// Every strain: each suit as trumps, and no-trump.
    fn strains() -> impl Iterator<Item = Strain> {
        Suit::ALL
            .map(Strain::Trump)
            .into_iter()
            .chain([Strain::NoTrump])
    }

    fn random_strain(rng: &mut ChaCha8Rng) -> Strain {
        match rng.random_range(0..5) {
            4 => Strain::NoTrump,
            s => Strain::Trump(Suit::from_index(s)),
        }
    }

    /// `tricks` cards per seat from a shuffled pack, a random leader, then `advance` random
    /// legal cards played.
    fn random_position(
        setup: &Setup,
        tables: &Tables,
        tricks: usize,
        advance: usize,
        rng: &mut ChaCha8Rng,
    ) -> Position {
        let pack = shuffled(Deck::Piquet32, rng);
        let mut hands = [0u64; 4];
        for (k, c) in pack
            .iter()
            .take(usize::from(setup.seats) * tricks)
            .enumerate()
        {
            hands[k / tricks] |= 1u64 << c.bit();
        }
        let leader = rng.random_range(0..setup.seats);
        let mut pos = Position::new(hands, leader).with_points(tables);
        for _ in 0..advance {
            let legal = pos.legal(setup, tables);
            let pick = rng.random_range(0..legal.count_ones());
            let mut rest = legal;
            for _ in 0..pick {
                rest &= rest - 1;
            }
            pos.play(rest.trailing_zeros(), setup, tables);
        }
        pos
    }

    /// Plain minimax over every legal card: team 0's sai from `pos` on.
    fn minimax(pos: &Position, setup: &Setup, tables: &Tables) -> i32 {
        if pos.hands.iter().all(|&h| h == 0) && pos.trick_len == 0 {
            return 0;
        }
        let maximise = team_of(pos.turn) == 0;
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut rest = pos.legal(setup, tables);
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let mut child = *pos;
            let gained = match child.play(bit, setup, tables) {
                Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
                _ => 0,
            };
            let value = gained + minimax(&child, setup, tables);
            best = if maximise {
                best.max(value)
            } else {
                best.min(value)
            };
        }
        best
    }

    #[test]
    fn the_solver_equals_plain_minimax_on_random_endgames() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0001);
        for rules in settings() {
            for strain in strains() {
                // One solver per strain for many positions: its table, filled by the earlier
                // positions, must never change a value.
                let mut solver = Solver::new(&rules, strain);
                let (setup, tables) = (solver.setup, solver.tables);
                for round in 0..12 {
                    // Plain minimax is quick enough over five or six tricks of two hands, and
                    // now and then five tricks of four.
                    let tricks = if setup.seats == 2 {
                        5 + usize::from(round % 4 == 0)
                    } else if round % 6 == 5 {
                        5
                    } else {
                        2 + round % 3
                    };
                    let advance = rng.random_range(0..usize::from(setup.seats) * 2);
                    let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
                    let expected = minimax(&pos, &setup, &tables);
                    // A search stopped by a tiny node budget leaves nothing wrong behind.
                    solver.set_budget(Some(rng.random_range(1..40)));
                    let _ = solver.solve(&pos);
                    solver.set_budget(None);
                    assert!(!solver.aborted());
                    assert_eq!(solver.solve(&pos), expected, "{rules:?} {strain} {pos:?}");
                    let guess = rng.random_range(0..=solver.remaining_points(&pos));
                    assert_eq!(solver.mtdf(&pos, guess), expected);
                    assert!(solver.reaches(&pos, expected));
                    assert!(!solver.reaches(&pos, expected + 1));
                    let legal = pos.legal(&setup, &tables);
                    let mut values = [(0u32, 0i32); 9];
                    let count = solver.solve_moves(&pos, legal, &mut values);
                    assert_eq!(count as u32, legal.count_ones());
                    for &(bit, value) in &values[..count] {
                        let mut child = pos;
                        let gained = match child.play(bit, &setup, &tables) {
                            Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
                            _ => 0,
                        };
                        assert_eq!(value, gained + minimax(&child, &setup, &tables));
                    }
                }
            }
        }
    }

    /// Many small deals (three or four tricks of four hands, five of two, some with a trick
    /// under way) in every rule setting and strain: the exact value, and every fail-soft
    /// null-window answer around it, agree with plain minimax. The bounds (sure points,
    /// quick tricks, table entries) cut most at thresholds next to the value, so those are
    /// all tried.
    #[test]
    fn every_null_window_answer_agrees_with_minimax_on_small_deals() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0004);
        for rules in settings() {
            for strain in strains() {
                let mut solver = Solver::new(&rules, strain);
                let (setup, tables) = (solver.setup, solver.tables);
                for round in 0..16 {
                    let tricks = if setup.seats == 2 { 5 } else { 3 + round % 2 };
                    let advance = rng.random_range(0..usize::from(setup.seats) + 2);
                    let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
                    let expected = minimax(&pos, &setup, &tables);
                    if round % 4 == 0 {
                        solver.forget();
                    }
                    assert_eq!(solver.solve(&pos), expected, "{rules:?} {strain} {pos:?}");
                    let most = solver.remaining_points(&pos);
                    let near = (expected - 3..=expected + 3)
                        .chain([rng.random_range(0..=most), rng.random_range(0..=most)]);
                    for threshold in near.filter(|t| (1..=most).contains(t)) {
                        let v = solver.bound(&pos, threshold);
                        if v >= threshold {
                            assert!(expected >= v, "{rules:?} {strain} {pos:?} at {threshold}");
                        } else {
                            assert!(expected <= v, "{rules:?} {strain} {pos:?} at {threshold}");
                        }
                        assert_eq!(solver.reaches(&pos, threshold), expected >= threshold);
                    }
                }
            }
        }
    }

    /// After `forget`, a search visits exactly the nodes a new solver's would (and so a node
    /// budget, and the strong player's decision, never depend on earlier decisions).
    #[test]
    fn a_forgetting_solver_searches_as_a_new_one() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0003);
        let rules = Rules::of(Variant::Bazaar);
        let strain = Strain::Trump(Suit::Spades);
        let mut used = Solver::new(&rules, strain);
        let (setup, tables) = (used.setup, used.tables);
        for _ in 0..6 {
            let pos = random_position(&setup, &tables, 6, 0, &mut rng);
            used.solve(&pos);
            let pos = random_position(&setup, &tables, 6, 1, &mut rng);
            let mut fresh = Solver::new(&rules, strain);
            let value = fresh.solve(&pos);
            used.forget();
            let before = used.nodes;
            assert_eq!(used.solve(&pos), value);
            assert_eq!(used.nodes - before, fresh.nodes);
        }
    }

    /// The sai team 0 takes with `bit` played from `pos`, and the position after it.
    fn play_out(pos: &Position, bit: u32, setup: &Setup, tables: &Tables) -> (i32, Position) {
        let mut child = *pos;
        let gained = match child.play(bit, setup, tables) {
            Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
            _ => 0,
        };
        (gained, child)
    }

    /// Bazaar deals of eight, six and four tricks in every strain, some with a trick under
    /// way: the exact value, the threshold tests around it (`reaches`, fail-soft `bound`) and
    /// every card's value (`solve_moves`) agree with the first solver's.
    #[test]
    fn every_answer_equals_the_first_solver_in_every_strain() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0005);
        let rules = Rules::of(Variant::Bazaar);
        for strain in strains() {
            let mut fast = Solver::new(&rules, strain);
            let mut first = super::super::reference::Solver::new(&rules, strain);
            let (setup, tables) = (fast.setup, fast.tables);
            for round in 0..6 {
                let tricks = [8, 6, 4][round % 3];
                let advance = if round < 3 { 0 } else { rng.random_range(1..4) };
                let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
                fast.forget();
                let value = first.solve(&pos);
                assert_eq!(fast.solve(&pos), value, "{strain} {pos:?}");
                let most = fast.remaining_points(&pos);
                for threshold in (value - 2..=value + 2).filter(|t| (1..=most).contains(t)) {
                    assert_eq!(fast.reaches(&pos, threshold), value >= threshold);
                    // A fail-soft bound: the value is at most it when it fails low, at
                    // least it when it fails high.
                    let v = fast.bound(&pos, threshold);
                    let sound = if v >= threshold {
                        value >= v
                    } else {
                        value <= v
                    };
                    assert!(sound, "{strain} {pos:?} at {threshold}");
                }
                let legal = pos.legal(&setup, &tables);
                let mut values = [(0u32, 0i32); 9];
                let count = fast.solve_moves(&pos, legal, &mut values);
                assert_eq!(count as u32, legal.count_ones());
                for &(bit, value) in &values[..count] {
                    let (gained, child) = play_out(&pos, bit, &setup, &tables);
                    assert_eq!(
                        value,
                        gained + first.solve(&child),
                        "{strain} {pos:?} {bit}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_solver_equals_the_first_solver_on_larger_deals() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0002);
        let all = settings();
        for round in 0..48 {
            let rules = all[rng.random_range(0..all.len())];
            let strain = random_strain(&mut rng);
            let mut fast = Solver::new(&rules, strain);
            let mut first = super::super::reference::Solver::new(&rules, strain);
            let (setup, tables) = (fast.setup, fast.tables);
            // Full deals of eight cards a hand now and then, else five or six with a trick
            // under way.
            let (tricks, advance) = if round % 4 == 0 {
                (8, 0)
            } else {
                (5 + round % 2, rng.random_range(0..usize::from(setup.seats)))
            };
            let pos = random_position(&setup, &tables, tricks, advance, &mut rng);
            assert_eq!(
                fast.solve(&pos),
                first.solve(&pos),
                "{rules:?} {strain} {pos:?}"
            );
        }
    }
}
