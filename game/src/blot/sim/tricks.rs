//! Random legal trick play in the ranked layout: a trick's state as masks, each follower's
//! legal cards, and a whole deal's tricks played out.

use std::hint::select_unpredictable;

use rand::Rng;

use crate::blot::call::Strain;
use crate::blot::order::LAST_TRICK_BONUS;
use crate::blot::rules::{Seat, team_of};

use super::draw::{Draws, nth_bit};
use super::layout::{SUIT_BYTE, sai, trump_mask};

/// The fixed facts of a rule set's trick play.
#[derive(Clone, Copy, Debug)]
pub(super) struct Seats {
    /// Two or four.
    pub(super) count: u8,
    /// What the next seat adds (modulo the count): 1 clockwise, `count - 1` the other way.
    pub(super) step: u8,
    /// Four seats play in partnerships, opposite seats together.
    pub(super) partners: bool,
    pub(super) over_partner: bool,
    pub(super) undertrump: bool,
}

impl Seats {
    /// The seat after `seat` (arithmetic, not a table read: the next seat is on the path
    /// from one trick's winner to the next trick's cards).
    #[inline(always)]
    pub(super) fn next(&self, seat: Seat) -> Seat {
        (seat + self.step) & (self.count - 1)
    }

    /// Whether `seat`'s partner is `other`.
    #[inline(always)]
    pub(super) fn partner_is(&self, seat: Seat, other: Seat) -> bool {
        self.partners && seat ^ 2 == other
    }
}

/// A trick being played (ranked layout).
struct Trick {
    /// The suit led (its byte).
    led: u32,
    trumps: u32,
    trump_led: bool,
    /// The cards that can win the trick: the suit led and the trumps.
    contenders: u32,
    /// The best card so far: in the ranked layout, of two cards that can win, the greater
    /// number is the better card.
    top: u32,
    /// Who played it.
    winner: Seat,
    /// The cards played.
    cards: u32,
}

impl Trick {
    /// A trick led by `seat` with `card`.
    #[inline(always)]
    fn lead(seat: Seat, card: u32, trumps: u32) -> Trick {
        let led = SUIT_BYTE << (card.trailing_zeros() & !7);
        Trick {
            led,
            trumps,
            trump_led: led & trumps != 0,
            contenders: led | trumps,
            top: card,
            winner: seat,
            cards: card,
        }
    }

    /// The cards that would beat the best card so far: the contenders above it.
    #[inline(always)]
    fn beating(&self) -> u32 {
        (self.top << 1).wrapping_neg() & self.contenders
    }

    /// Adds `seat`'s card.
    #[inline(always)]
    fn add(&mut self, seat: Seat, card: u32) {
        let contender = card & self.contenders;
        let beats = contender > self.top;
        self.top = select_unpredictable(beats, contender, self.top);
        self.winner = select_unpredictable(beats, seat, self.winner);
        self.cards |= card;
    }

    /// A uniformly random legal card of `seat` holding `hand`, and the legal cards.
    #[inline(always)]
    fn random_card<R: Rng + ?Sized, const BMI2: bool>(
        &self,
        seats: &Seats,
        seat: Seat,
        hand: u32,
        draws: &mut Draws<'_, R>,
    ) -> (u32, u32) {
        let follow = hand & self.led;
        let held_trumps = hand & self.trumps;
        // Only a seat holding trumps that cannot follow a plain suit, or that follows trumps,
        // has legal cards that hang on the cards before (must it ruff, overtrump?): a branch
        // the CPU predicts lets the other seats draw before the trick's winner is known.
        let (follows, holds_trumps) = (follow != 0, held_trumps != 0);
        let hangs_on_trick =
            (self.trump_led & follows) | (!self.trump_led & !follows & holds_trumps);
        let legal = if !hangs_on_trick {
            select_unpredictable(follows, follow, hand)
        } else {
            let over = held_trumps & self.beating();
            let partner_wins = seats.partner_is(seat, self.winner) && !seats.over_partner;
            if over != 0 && (self.trump_led || !partner_wins) {
                over
            } else if self.trump_led {
                follow
            } else if partner_wins || !seats.undertrump {
                hand
            } else {
                held_trumps
            }
        };
        (
            nth_bit::<BMI2>(legal, draws.below(legal.count_ones())),
            legal,
        )
    }
}

/// What a deal's trick play came to.
#[derive(Clone, Copy, Debug)]
pub(super) struct Played {
    pub(super) sai: [u16; 2],
    pub(super) tricks_won: [u8; 2],
    pub(super) first_winner: Seat,
}

/// Plays every trick from these hands (ranked layout) with uniformly random legal cards,
/// logging each card and the legal cards of its turn (ranked masks).
#[inline(always)]
pub(super) fn play_tricks<R: Rng + ?Sized, const BMI2: bool>(
    seats: &Seats,
    strain: Strain,
    leader: Seat,
    mut hands: [u32; 4],
    draws: &mut Draws<'_, R>,
    log: &mut impl FnMut(Seat, Strain, u32, u32),
) -> Played {
    let trumps = trump_mask(strain);
    let tricks = hands[leader as usize].count_ones();
    let mut first_winner = leader;
    // The cards each team took, and team 0's tricks.
    let (mut won, mut tricks0) = ([0u32; 2], 0u8);
    let mut leader = leader;
    for number in 0..tricks {
        let last = number + 1 == tricks;
        let mut seat = leader;
        let card = if last {
            hands[seat as usize]
        } else {
            let hand = hands[seat as usize];
            nth_bit::<BMI2>(hand, draws.below(hand.count_ones()))
        };
        log(seat, strain, card, hands[seat as usize]);
        hands[seat as usize] ^= card;
        let mut trick = Trick::lead(seat, card, trumps);
        for _ in 1..seats.count {
            seat = seats.next(seat);
            let hand = hands[seat as usize];
            let (card, legal) = if last {
                (hand, hand)
            } else {
                trick.random_card::<R, BMI2>(seats, seat, hand, draws)
            };
            log(seat, strain, card, legal);
            hands[seat as usize] ^= card;
            trick.add(seat, card);
        }
        let team = team_of(trick.winner);
        won[team] |= trick.cards;
        tricks0 += u8::from(team == 0);
        if number == 0 {
            first_winner = trick.winner;
        }
        leader = trick.winner;
    }
    let mut sai = won.map(|cards| sai(cards, strain));
    sai[team_of(leader)] += LAST_TRICK_BONUS;
    Played {
        sai,
        tricks_won: [tricks0, tricks as u8 - tricks0],
        first_winner,
    }
}
