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
//!
//! The files: `position` the public state, `layout` the search's layout and node,
//! `bits` bit tricks on it, `node` playing a card on a node, `moves` the cards to try,
//! `order` their order, `bounds` the sure bounds, `tt` the transposition table and the
//! order cache, `search` the searches; this file the [`Solver`] and its API.

mod bits;
mod bounds;
mod layout;
mod moves;
mod node;
mod order;
mod position;
mod search;
mod tt;

use crate::memo::mix;

use super::super::call::Strain;
use super::super::rules::{Rules, team_of};
use super::tables::Tables;
use bits::NONE;
use layout::Layout;
pub use position::{Position, Setup, legal_set};
use position::{later_seats, remaining};
use tt::{ORDER_BITS, OrderEntry, Table};

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
    table: Table,
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
    /// Per number of cards left in all hands, suit led and seat (`order::killer_slot`), the
    /// last card that caused a cutoff there after an earlier card of its node's order had
    /// failed to.
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

/// Killer slots: up to 32 cards left, by five suits led (4: none), by seat to play.
const KILLER_SLOTS: usize = 33 * 5 * 4;

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
            table: Table::new(),
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
            self.table.clear();
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
}

#[cfg(test)]
mod tests;
