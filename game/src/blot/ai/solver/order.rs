//! Move ordering: two killer cards per slot, the table's best card, a cheap heuristic, and
//! high in the tree a one-trick lookahead (cached per trick start), taken best first by a
//! [`Picker`].

use crate::memo::mix;

use super::Solver;
use super::bits::{NONE, above8, suit8, void_suits};
use super::layout::Node;
use super::tt::{ORDER_BITS, OrderEntry};

/// The cards after the killer and the table's card, of every seat but the trick's last, are
/// ordered by a one-trick lookahead ([`Solver::reorder`]) only when at least this many cards
/// are left in the hands (below, it costs more instructions than the nodes it saves: stop 39,
/// with the settled runs, from 20 cards 2% fewer nodes for 1.4% more instructions than from
/// 22, from 24 3% more instructions).
const LOOKAHEAD_FROM_CARDS: u32 = 22;

impl Solver {
    /// A cutoff at a node of killer slot `slot` by `card`, the `searched`-th card it tried: the
    /// card becomes the slot's killer (the killer before it the second), unless it came first
    /// anyway (a card that cut where it came first would displace the one that cut after the
    /// first had failed).
    #[inline(always)]
    pub(super) fn cut(&mut self, slot: usize, card: u8, searched: u32) {
        if searched > 1 && self.killers[slot] != card {
            self.seconds[slot] = self.killers[slot];
            self.killers[slot] = card;
        }
    }

    /// The legal moves less equivalent cards ([`Solver::merged`]), best-first by a cheap
    /// heuristic.
    #[inline]
    pub(super) fn ordered_moves(&self, n: &Node, out: &mut [u8; 9]) -> usize {
        self.order(n, self.moves(n), out)
    }

    /// Reorders a node's cards best-first by what the trick gives the side to play when every
    /// later seat answers with the heuristic's first card of its legal cards (the sai of the
    /// trick, won or lost), ties in their order.
    #[inline(never)]
    pub(super) fn reorder(&self, n: &Node, cards: &mut [u8]) {
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
    pub(super) fn next_card(&self, n: &Node, picker: &mut Picker, rest: &mut u32) -> Option<u8> {
        if picker.len == 0 && *rest != 0 {
            self.picker(n, *rest, picker);
            *rest = 0;
        }
        picker.next()
    }

    /// [`Solver::picker`] of `rest` (some of `moves`, the moves of a trick start), the
    /// lookahead's order of the moves from [`Solver::orders`] when it holds it (each
    /// null-window search visits the trick starts high in the tree again).
    #[inline]
    pub(super) fn lead_picker(&mut self, n: &Node, moves: u32, rest: u32, picker: &mut Picker) {
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
    pub(super) fn picker(&self, n: &Node, moves: u32, picker: &mut Picker) {
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
    pub(super) fn order(&self, n: &Node, moves: u32, out: &mut [u8]) -> usize {
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
    pub(super) fn first(&self, n: &Node, moves: u32) -> u32 {
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
    pub(super) fn keys(&self, n: &Node, moves: u32, keys: &mut [u32; 9]) -> usize {
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
pub(super) struct Picker {
    pub(super) keys: [u32; 9],
    pub(super) len: usize,
}

impl Picker {
    /// Fills the picker with those of `cards` (`NONE` for none) that are in `moves`, in that
    /// order; returns the rest of `moves`. (Pickers are filled in place, never returned: a
    /// picker written key by key and then moved as a whole stalled the processor.)
    #[inline]
    pub(super) fn firsts(&mut self, cards: [u8; 3], moves: u32) -> u32 {
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
    pub(super) fn next(&mut self) -> Option<u8> {
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
pub(super) fn sort_best_first(keys: &mut [u32]) {
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

/// A node's slot in the killer table: the cards left in all hands, the suit led (4 at a
/// lead), since a card that cut after one suit was led seldom even may follow another, and
/// the seat to play, whose cards alone it may play.
#[inline]
pub(super) fn killer_slot(n: &Node) -> usize {
    let led = if n.trick_len == 0 { 4 } else { n.led };
    (n.cards as usize * 5 + led as usize) * 4 + n.turn as usize
}
