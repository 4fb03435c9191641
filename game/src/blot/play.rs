//! Trick play: whose turn, which cards are legal (the four obligations), who wins each trick,
//! and the sai each team collects.

use crate::cards::{Card, CardSet, Rank, Suit};

use super::call::Strain;
use super::error::RuleError;
use super::order::{LAST_TRICK_BONUS, card_points, trick_strength, trumps_above};
use super::rules::{Rules, Seat, team_of};

/// Belote-rebelote as its holder plays the trump king or queen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeloteCall {
    /// The first of the two cards.
    Belote,
    /// The second.
    Rebelote,
}

/// What one card caused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayEvent {
    /// The trick was completed and won by this seat.
    pub trick_won_by: Option<Seat>,
    /// The holder of the trump king and queen announced one of them.
    pub belote: Option<BeloteCall>,
}

/// The trick-play phase of a deal.
#[derive(Clone, Copy, Debug)]
pub struct Play {
    rules: Rules,
    strain: Strain,
    hands: [CardSet; 4],
    turn: Seat,
    leader: Seat,
    trick: [Card; 4],
    trick_len: u8,
    trick_points: u16,
    tricks_done: u8,
    winner: Seat,
    best: u8,
    top: Card,
    history: [Card; 36],
    played: u8,
    winners: [Seat; 9],
    tricks_won: [u8; 2],
    sai: [u16; 2],
    belote_holder: Option<Seat>,
}

/// Which obligation restricted a player's choice, to explain a refused card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Obligation {
    Free,
    FollowSuit,
    Overtrump,
    Trump,
}

impl Play {
    /// Play of these hands in a strain, the first trick led by `leader`.
    pub fn new(rules: Rules, strain: Strain, leader: Seat, hands: [CardSet; 4]) -> Play {
        let belote_holder = strain.trump().and_then(|trump| {
            let pair = CardSet::single(Card::new(Rank::King, trump))
                .or(CardSet::single(Card::new(Rank::Queen, trump)));
            (0..rules.seats).find(|&s| hands[s as usize].and(pair) == pair)
        });
        let filler = Card::new(Rank::Seven, Suit::Spades);
        Play {
            rules,
            strain,
            hands,
            turn: leader,
            leader,
            trick: [filler; 4],
            trick_len: 0,
            trick_points: 0,
            tricks_done: 0,
            winner: leader,
            best: 0,
            top: filler,
            history: [filler; 36],
            played: 0,
            winners: [0; 9],
            tricks_won: [0; 2],
            sai: [0; 2],
            belote_holder,
        }
    }

    /// The seat to play, or `None` when every trick is played.
    pub fn turn(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            Some(self.turn)
        }
    }

    /// True once every trick is played.
    pub fn is_over(&self) -> bool {
        self.tricks_done == self.rules.hand_size
    }

    /// The strain the deal is played in.
    pub fn strain(&self) -> Strain {
        self.strain
    }

    /// A seat's remaining cards.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat as usize % 4]
    }

    /// The cards of the trick in progress, in play order, and its leader.
    pub fn current_trick(&self) -> (Seat, &[Card]) {
        (self.leader, &self.trick[..self.trick_len as usize])
    }

    /// Every card played so far, in order.
    pub fn history(&self) -> &[Card] {
        &self.history[..self.played as usize]
    }

    /// The winners of the completed tricks, in order.
    pub fn trick_winners(&self) -> &[Seat] {
        &self.winners[..self.tricks_done as usize]
    }

    /// Tricks taken per team.
    pub fn tricks_won(&self) -> [u8; 2] {
        self.tricks_won
    }

    /// Sai per team so far (cards, plus the last trick's 10 once it is played).
    pub fn sai(&self) -> [u16; 2] {
        self.sai
    }

    /// The seat holding the trump king and queen, if one does.
    pub fn belote_holder(&self) -> Option<Seat> {
        self.belote_holder
    }

    /// The cards the seat to play may play now.
    pub fn legal(&self) -> CardSet {
        if self.is_over() {
            return CardSet::EMPTY;
        }
        self.obligation().0
    }

    fn obligation(&self) -> (CardSet, Obligation) {
        let hand = self.hands[self.turn as usize];
        if self.trick_len == 0 {
            return (hand, Obligation::Free);
        }
        let led = self.trick[0].suit();
        let follow = hand.of_suit(led);
        let Some(trump) = self.strain.trump() else {
            return if follow.is_empty() {
                (hand, Obligation::Free)
            } else {
                (follow, Obligation::FollowSuit)
            };
        };
        let trumps = hand.of_suit(trump);
        let over = trumps.and(self.trumps_beating_trick(trump));
        if led == trump {
            return match (follow.is_empty(), over.is_empty()) {
                (true, _) => (hand, Obligation::Free),
                (false, false) => (over, Obligation::Overtrump),
                (false, true) => (follow, Obligation::FollowSuit),
            };
        }
        if !follow.is_empty() {
            return (follow, Obligation::FollowSuit);
        }
        if trumps.is_empty() {
            return (hand, Obligation::Free);
        }
        let partner_winning = self.rules.partner(self.turn) == Some(self.winner);
        if partner_winning && !self.rules.must_trump_over_partner {
            return (hand, Obligation::Free);
        }
        if !over.is_empty() {
            (over, Obligation::Overtrump)
        } else if self.rules.must_undertrump {
            (trumps, Obligation::Trump)
        } else {
            (hand, Obligation::Free)
        }
    }

    /// Trumps that beat every trump already in the trick (all trumps if there is none).
    fn trumps_beating_trick(&self, trump: Suit) -> CardSet {
        let mut ranks: u16 = 0x1ff;
        if self.best >= 32 {
            ranks = trumps_above(self.top);
        }
        CardSet::from_bits((ranks as u64) << (trump as u32 * 16))
    }

    /// Checks that `seat` may play `card` now, saying which rule forbids it if not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::DealOver);
        }
        if seat != self.turn {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.turn,
            });
        }
        if !self.hands[seat as usize].contains(card) {
            return Err(RuleError::NotInHand { card });
        }
        let (legal, obligation) = self.obligation();
        if legal.contains(card) {
            return Ok(());
        }
        let trump = self.strain.trump();
        Err(match obligation {
            Obligation::FollowSuit => RuleError::MustFollowSuit,
            Obligation::Overtrump if self.best >= 32 || Some(card.suit()) == trump => {
                RuleError::MustOvertrump
            }
            Obligation::Overtrump | Obligation::Trump => RuleError::MustTrump,
            Obligation::Free => RuleError::MustFollowSuit,
        })
    }

    /// Plays a card for `seat`, checking every rule.
    pub fn play(&mut self, seat: Seat, card: Card) -> Result<PlayEvent, RuleError> {
        self.check(seat, card)?;
        Ok(self.play_checked(card))
    }

    /// Plays a card already known to be legal for the seat to play (from [`Play::legal`]).
    pub fn play_checked(&mut self, card: Card) -> PlayEvent {
        let seat = self.turn;
        let mut event = PlayEvent::default();
        if Some(seat) == self.belote_holder
            && self.strain.trump() == Some(card.suit())
            && matches!(card.rank(), Rank::King | Rank::Queen)
        {
            let other = if card.rank() == Rank::King {
                Rank::Queen
            } else {
                Rank::King
            };
            let other_in_hand = self.hands[seat as usize].contains(Card::new(other, card.suit()));
            event.belote = Some(if other_in_hand {
                BeloteCall::Belote
            } else {
                BeloteCall::Rebelote
            });
        }
        self.hands[seat as usize].remove(card);
        self.history[self.played as usize] = card;
        self.played += 1;
        let led = if self.trick_len == 0 {
            card.suit()
        } else {
            self.trick[0].suit()
        };
        let strength = trick_strength(card, self.strain.trump(), led);
        if strength > self.best {
            self.best = strength;
            self.winner = seat;
            self.top = card;
        }
        self.trick[self.trick_len as usize & 3] = card;
        self.trick_len += 1;
        self.trick_points += card_points(card, self.strain);
        if self.trick_len < self.rules.seats {
            self.turn = self.rules.next(seat);
            return event;
        }
        let team = team_of(self.winner);
        self.sai[team] += self.trick_points;
        self.tricks_won[team] += 1;
        self.winners[self.tricks_done as usize % 9] = self.winner;
        self.tricks_done += 1;
        self.trick_points = 0;
        if self.is_over() {
            self.sai[team] += LAST_TRICK_BONUS;
        }
        event.trick_won_by = Some(self.winner);
        self.leader = self.winner;
        self.turn = self.winner;
        self.trick_len = 0;
        self.best = 0;
        event
    }
}
