//! A node of the search: built from a [`super::Position`], its legal cards, and the child
//! after a card is played.

use crate::blot::order::LAST_TRICK_BONUS;

use super::Solver;
use super::bits::suit8;
use super::layout::Node;
use super::position::Position;

impl Solver {
    /// The search's node of a position.
    pub(super) fn node(&self, pos: &Position) -> Node {
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

    /// Plays a card for the seat to play; when the trick closes, returns the sai team 0 wins
    /// with it (the last trick's 10 included), else 0.
    #[inline(always)]
    pub(super) fn play(&self, n: &mut Node, card: u32) -> i32 {
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
    pub(super) fn played(&self, n: &Node, card: u32, out: &mut Node) -> i32 {
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
    pub(super) fn legal(&self, n: &Node) -> u32 {
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
}
