//! The cards the search need try at a node: the legal cards less those of equal power to
//! another (one card of each sai value of a run, only one when the run settles the trick).

use super::Solver;
use super::bits::{above8, equal_power_above, equal_power_below, fill_down, suit8};
use super::layout::Node;

impl Solver {
    /// The legal cards the search need try: of each run of the seat's cards of equal power
    /// for the rest of the play (one suit, no card left in any hand between them) that also
    /// do the same in this trick (all beat its best card, or none does), one card of each sai
    /// value ([`Solver::merged`]), and only one card when the run settles the trick
    /// ([`Solver::settled`]).
    #[inline(always)]
    pub(super) fn moves(&self, n: &Node) -> u32 {
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

    /// The cards of `legal` the search can skip as the same card as a higher one of `legal`:
    /// each lies below that card with only gone cards (not in play) between them, and every
    /// card from it up to that one is worth the same sai. Found by filling down from the
    /// legal cards through the gone cards worth what the card above them is worth
    /// ([`fill_down`]; a suit's top card is never such a card).
    #[inline]
    pub(super) fn merged(&self, legal: u32, in_play: u32) -> u32 {
        let flat = self.layout.flat;
        legal & flat & fill_down(legal, !in_play & flat) >> 1
    }

    /// [`Solver::moves`] at a lead with runs of equal power (`lower` their cards below
    /// another).
    #[inline(never)]
    pub(super) fn lead_runs(&self, n: &Node, legal: u32, lower: u32) -> u32 {
        self.by_runs(n, legal & !self.merged(legal, n.in_play), legal, lower)
    }

    /// [`Solver::moves`] inside a trick with runs of equal power among the legal cards that
    /// beat the trick's best card (`lower_beat` their cards below another) or among those
    /// that do not (`lower_lose`).
    #[inline(never)]
    pub(super) fn trick_runs(
        &self,
        n: &Node,
        legal: u32,
        held: u32,
        lower_beat: u32,
        lower_lose: u32,
    ) -> u32 {
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
    pub(super) fn by_runs(&self, n: &Node, mut kept: u32, cards: u32, lower: u32) -> u32 {
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
    /// side, and of the seat's own side (`position::later_seats`).
    #[inline]
    pub(super) fn later_seats(&self, n: &Node) -> [u8; 2] {
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
    pub(super) fn settled(&self, n: &Node, head: u32) -> Option<bool> {
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
}
