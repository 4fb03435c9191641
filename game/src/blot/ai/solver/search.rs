//! The searches: null-window drivers (MTD(f)-style steps from a guess, or bisection),
//! alpha-beta at trick starts (with the table and the sure bounds) and inside tricks, the
//! lean search of the last three tricks and the last trick by bit tricks.

use crate::blot::order::LAST_TRICK_BONUS;

use super::Solver;
use super::bits::{NONE, suit8};
use super::layout::{Node, most};
use super::order::{Picker, killer_slot};
use super::tt::table_key;

impl Solver {
    /// A first guess of a node's value: the sai team 0 takes when every seat plays the card
    /// the move ordering puts first, to the end.
    pub(super) fn guess(&self, n: &Node) -> i32 {
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
    pub(super) fn mtdf_node(&mut self, n: &Node, guess: i32) -> i32 {
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
    pub(super) fn bisection(&mut self, n: &Node) -> i32 {
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

    /// Alpha-beta at a trick start: the exact value if it lies strictly inside
    /// `(alpha, beta)`, else a bound.
    pub(super) fn search(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
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
        let key = table_key(&self.layout, self.context, n);
        if let Some(entry) = self.table.probe(key, self.generation) {
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
    pub(super) fn lean(
        &mut self,
        n: &Node,
        key: u64,
        known: (i32, i32),
        window: (i32, i32),
    ) -> i32 {
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
    pub(super) fn store_result(
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
        self.table
            .store(key, self.generation, cards, lower, upper, best);
    }

    /// A node inside a trick with one card to play (after merging equivalent cards): its
    /// value is that card's, searched without a move list. A forced card never becomes the
    /// killer: it would displace the card that cut at a node of the same depth with a choice.
    pub(super) fn forced(&mut self, n: &Node, card: u32, alpha: i32, beta: i32) -> i32 {
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
    pub(super) fn child(&mut self, n: &Node, alpha: i32, beta: i32) -> i32 {
        if n.trick_len > 0 {
            self.inner(n, alpha, beta)
        } else {
            self.search(n, alpha, beta)
        }
    }

    /// Alpha-beta at a node inside a trick: the killer first, then the rest in the
    /// heuristic's order (by the lookahead high in the tree); no table.
    pub(super) fn inner(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
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
    pub(super) fn endgame(&mut self, n: &Node, mut alpha: i32, mut beta: i32) -> i32 {
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

    /// The last trick, in which every card is forced (each seat still to play holds one
    /// card): the sai team 0 takes with it, found by bit tricks instead of playing it out.
    /// Counts the nodes playing it out card by card counted, so that a node budget buys the
    /// same searches as before this shortcut.
    pub(super) fn last_trick(&mut self, n: &Node) -> i32 {
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
}

/// A child's `value` taken into its node: the best value so far and the bound of the side to
/// play move; true when the window has closed (a cutoff).
#[inline(always)]
pub(super) fn improve(
    maximise: bool,
    value: i32,
    best: &mut i32,
    alpha: &mut i32,
    beta: &mut i32,
) -> bool {
    if maximise {
        *best = (*best).max(value);
        *alpha = (*alpha).max(value);
    } else {
        *best = (*best).min(value);
        *beta = (*beta).min(value);
    }
    *alpha >= *beta
}
