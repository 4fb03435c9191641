//! What one seat may know during trick play: its own hand, every card played and by whom,
//! the auction, announced combinations (their cards once shown), the belote calls, the turned
//! card of the Belote variants, and the hard inferences from the obligations: a player who did
//! not follow suit is void in it; one who did not overtrump when he had to holds no higher
//! trump; one who played a trump king or queen without calling belote lacks its partner.

use crate::cards::{Card, CardSet, Rank};

use super::super::auction::Contract;
use super::super::call::{Call, Strain};
use super::super::combination::Combination;
use super::super::matchplay::BlotMatch;
use super::super::rules::{Rules, Seat, team_of};
use super::tables::{Tables, suit_mask, suit_of};

/// A seat's knowledge of a deal in trick play.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The rules of the game.
    pub rules: Rules,
    /// The seat whose knowledge this is.
    pub seat: Seat,
    /// The contract being played.
    pub contract: Contract,
    /// Its strain.
    pub strain: Strain,
    /// The seat's own remaining cards.
    pub hand: u64,
    /// Every card played so far (the trick in progress included).
    pub played: u64,
    /// The cards each seat has played.
    pub played_by: [u64; 4],
    /// Cards each seat is known not to hold now.
    pub excluded: [u64; 4],
    /// Cards each seat is known to hold now (besides the viewer's own hand).
    pub held: [u64; 4],
    /// How many cards each seat holds now.
    pub hand_sizes: [u32; 4],
    /// The leader of the trick in progress.
    pub leader: Seat,
    /// The cards of the trick in progress, in play order.
    pub trick: Vec<Card>,
    /// Sai per team so far (completed tricks).
    pub sai: [u16; 2],
    /// Tricks won per team so far.
    pub tricks_won: [u8; 2],
    /// Whether each seat has played a card this deal (and so made its announcement).
    pub has_played: [bool; 4],
    /// Announcements made so far; a run's cards are only used once shown.
    pub announced: Vec<(Seat, Combination)>,
    /// The auction: (seat, call) in order.
    pub calls: Vec<(Seat, Call)>,
    /// The seat holding trump king and queen, once it has called belote.
    pub belote_holder: Option<Seat>,
    /// Who leads (or will lead) the second trick, as far as known: the first trick's winner,
    /// else the first trick's leader.
    pub second_leader: Seat,
}

impl Knowledge {
    /// What `seat` knows of the deal in progress, if the deal is in trick play.
    pub fn new(game: &BlotMatch, seat: Seat) -> Option<Knowledge> {
        let deal = game.deal();
        let play = deal.play_state()?;
        let contract = deal.contract()?;
        let rules = *game.rules();
        let strain = contract.bid.strain;
        let tables = Tables::new(strain);
        let seats = rules.seats;
        let mut know = Knowledge {
            rules,
            seat,
            contract,
            strain,
            hand: deal.hand(seat).bits(),
            played: 0,
            played_by: [0; 4],
            excluded: [0; 4],
            held: [0; 4],
            hand_sizes: [0; 4],
            leader: play.current_trick().0,
            trick: play.current_trick().1.to_vec(),
            sai: play.sai(),
            tricks_won: play.tricks_won(),
            has_played: [false; 4],
            announced: Vec::new(),
            calls: Vec::new(),
            belote_holder: None,
            second_leader: play
                .trick_winners()
                .first()
                .copied()
                .unwrap_or(rules.next(deal.dealer())),
        };
        for s in 0..seats {
            know.hand_sizes[s as usize] = deal.hand(s).len();
        }
        let mut caller = rules.next(deal.dealer());
        for &call in deal.calls() {
            know.calls.push((caller, call));
            caller = rules.next(caller);
        }
        // Replay the tricks: who played what, and what each card reveals.
        let history = play.history();
        let winners = play.trick_winners();
        let mut leader = rules.next(deal.dealer());
        for (k, cards) in history.chunks(seats as usize).enumerate() {
            know.observe_trick(leader, cards, &tables);
            if let Some(&w) = winners.get(k) {
                leader = w;
            }
        }
        // Belote: a holder's call is public once he plays the king or queen of trump.
        if let Some(trump) = strain.trump() {
            let king = Card::new(Rank::King, trump);
            let queen = Card::new(Rank::Queen, trump);
            for s in 0..seats {
                let by = CardSet::from_bits(know.played_by[s as usize]);
                for (card, other) in [(king, queen), (queen, king)] {
                    if !by.contains(card) {
                        continue;
                    }
                    if play.belote_holder() == Some(s) {
                        know.belote_holder = Some(s);
                        if !by.contains(other) {
                            know.held[s as usize] |= 1u64 << other.bit();
                        }
                    } else {
                        know.excluded[s as usize] |= 1u64 << other.bit();
                    }
                }
            }
        }
        // The turned card went to the taker.
        if let Some(turned) = deal.turned() {
            know.held[contract.seat as usize] |= 1u64 << turned.bit();
        }
        // Announcements: fours are known at once, runs from the second trick on.
        let shown = !winners.is_empty();
        for &(s, combo) in deal.announced() {
            know.announced.push((s, combo));
            if matches!(combo, Combination::Four(_)) || shown {
                know.held[s as usize] |= combo.cards().bits();
            }
        }
        for s in 0..4 {
            know.held[s] &= !know.played;
            if s == seat as usize {
                know.held[s] = 0;
            }
        }
        Some(know)
    }

    fn observe_trick(&mut self, leader: Seat, cards: &[Card], t: &Tables) {
        let rules = self.rules;
        let mut seat = leader;
        let mut best = 0u8;
        let mut top = 0u32;
        let mut winner = leader;
        let led = cards.first().map_or(0, |c| c.suit().index());
        let trump_mask = t.trump_mask();
        for (i, &card) in cards.iter().enumerate() {
            let bit = card.bit();
            let s = seat as usize;
            self.played |= 1u64 << bit;
            self.played_by[s] |= 1u64 << bit;
            self.has_played[s] = true;
            if i > 0 {
                let above_top = if best >= 32 {
                    t.above[top as usize]
                } else {
                    trump_mask
                };
                let suit = suit_of(bit);
                let partner_winning = rules.partner(seat) == Some(winner);
                if suit != led {
                    self.excluded[s] |= suit_mask(led);
                    if t.trump < 4 && led != t.trump {
                        let obliged = !partner_winning || rules.must_trump_over_partner;
                        let overtrumped = suit == t.trump && t.strength(bit, led) > best;
                        if obliged && !overtrumped {
                            self.excluded[s] |= above_top;
                            if rules.must_undertrump && suit != t.trump {
                                self.excluded[s] |= trump_mask;
                            }
                        }
                    }
                } else if led == t.trump && t.strength(bit, led) <= best {
                    self.excluded[s] |= above_top;
                }
            }
            let strength = t.strength(bit, led);
            if strength > best {
                best = strength;
                top = bit;
                winner = seat;
            }
            seat = rules.next(seat);
        }
    }

    /// The viewer's team.
    pub fn team(&self) -> usize {
        team_of(self.seat)
    }

    /// True when the viewer's team made the contract's bid.
    pub fn declaring(&self) -> bool {
        team_of(self.contract.seat) == self.team()
    }

    /// The cards no-one has shown: neither played nor in the viewer's hand.
    pub fn unseen(&self) -> u64 {
        CardSet::ALL_32.bits() & !self.played & !self.hand
    }

    /// The seats still to play in the trick in progress after the viewer.
    pub fn seats_after(&self) -> Vec<Seat> {
        let mut after = Vec::new();
        let mut s = self.rules.next(self.seat);
        for _ in (self.trick.len() + 1)..self.rules.seats as usize {
            after.push(s);
            s = self.rules.next(s);
        }
        after
    }
}
