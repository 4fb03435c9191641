//! Sure-point bounds at a trick start: master trumps and the leader's one quick trick.

use super::Solver;
use super::bits::void_suits;
use super::layout::Node;

impl Solver {
    /// Sure bounds at a trick start: team 0 collects at least the points of the master trumps
    /// it holds and at most what remains less the points of team 1's master trumps (a trump
    /// above every trump of the other side wins whatever trick it falls in); the leader's side
    /// also counts what its best quick trick surely takes ([`Solver::quick_trick`]) when that
    /// could take its bound past the window `(alpha, beta)` (in a null window, the only
    /// searches made, a bound short of the window changes nothing).
    #[inline]
    pub(super) fn sure_bounds(&self, n: &Node, most: i32, alpha: i32, beta: i32) -> (i32, i32) {
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
    pub(super) fn quick_trick(&self, n: &Node, theirs: u32) -> i32 {
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
}
