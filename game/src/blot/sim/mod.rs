//! The unchecked simulation path: whole random deals (deal, a random auction, random trick
//! play, the score) for searches and benchmarks, without the checked [`Deal`](super::Deal)'s
//! bookkeeping: no pack, no call log, no stock vector, no history; hands are `u32` masks, the
//! bidding variants' auction runs on a few local variables (the turned-card auction still goes
//! through the engine's [`Auction`] state machine), trick play is mask arithmetic, and the
//! score goes through the engine's scoring. The checked path stays the referee: a test replays
//! the unchecked path's moves through [`Deal`](super::Deal) (every call and card accepted, the
//! same legal cards at every turn, the same result).
//!
//! Two card layouts, one bit a card, a suit to a byte:
//! - *dense*, for dealing and the auction: suit `s` in bits `8s..8s + 8`, seven to ace;
//! - *ranked*, for trick play, per strain: each suit's cards in the order they win tricks (the
//!   trump order in the trump suit, the plain order elsewhere) and the trump suit in the top
//!   byte, so that of two cards that can win a trick the greater number is the better card,
//!   "the cards that beat this one" is a shift and a mask, and the sai a team took is four
//!   table reads at the end of the deal.
//!
//! Where the time goes: a played deal is a chain (each trick's winner leads the next), and a
//! follower's legal cards hang on the cards before his only when he holds trumps and must ruff
//! or overtrump; elsewhere (following a plain suit led, or void without trumps) a branch the
//! CPU predicts lets it draw the followers' cards without waiting for the trick's winner.
//!
//! Random draws: each `u64` the generator gives serves two draws of 32 bits, a draw below `n`
//! being `(x * n) >> 32` (a bias under `n / 2^32`, far below anything a simulation can see).
//! A hand is dealt by drawing its cards two at a time from the cards left, each pair uniformly
//! (the `j`-th and `k`-th cards left for distinct draws `j` and `k`; the last seat takes what
//! is left), which deals the same hands, with the same probabilities, as shuffling the pack; a move is the `k`-th legal card
//! in the ranked layout for a draw `k` below the number of legal cards, so every legal move is
//! equally likely (the last trick's cards are forced and take no draw).
//!
//! The files: `layout` the two layouts, `draw` the random draws, `tricks` the trick play;
//! this file the [`Simulator`], its deal and its auctions.

mod draw;
mod layout;
mod tricks;

use rand::Rng;

use crate::cards::{Card, CardSet, Rank, Suit};

use super::auction::{Auction, AuctionEnd, Contract, VoidReason, next_bid};
use super::call::{Bid, Call, Strain};
use super::deal::{DealResult, scored_result, void_result};
use super::rules::{AuctionStyle, Rules, Seat, team_of};
use draw::{Draws, draw_cards};
use layout::{dense, dense_bit, dense_card, dense_set, ranked};
use tricks::{Seats, play_tricks};

/// One move of a simulated deal, for replaying it through the checked path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// An auction call.
    Call(Seat, Call),
    /// A card, with the cards the unchecked path held legal at that turn.
    Card(Seat, Card, CardSet),
}

/// The move of a card (ranked layout of `strain`), with the legal cards of its turn.
fn card_move(seat: Seat, strain: Strain, card: u32, legal: u32) -> Move {
    Move::Card(
        seat,
        dense_card(dense(card, strain)),
        dense_set(dense(legal, strain)),
    )
}

/// The hands a simulated deal dealt, in the dense layout.
#[derive(Clone, Copy, Debug, Default)]
struct Dealt {
    /// Each seat's cards before the auction.
    first: [u32; 4],
    /// The turned card (empty in the bidding variants).
    turned: u32,
    /// The cards each seat was dealt after the auction (the turned card not included).
    second: [u32; 4],
}

/// The unchecked simulator of one rule set.
#[derive(Clone, Copy, Debug)]
pub struct Simulator {
    rules: Rules,
    seats: Seats,
}

impl Simulator {
    /// A simulator for these rules.
    pub fn new(rules: Rules) -> Simulator {
        let seats = Seats {
            count: rules.seats,
            step: rules.next(0),
            partners: rules.partner(0).is_some(),
            over_partner: rules.must_trump_over_partner,
            undertrump: rules.must_undertrump,
        };
        for seat in 0..rules.seats {
            assert_eq!(seats.next(seat), rules.next(seat), "two or four seats");
            assert_eq!(
                (0..rules.seats).find(|&other| seats.partner_is(seat, other)),
                rules.partner(seat),
                "opposite partners"
            );
        }
        Simulator { rules, seats }
    }

    /// One random deal dealt by `dealer`: dealt the variant's way, a random auction, random
    /// legal trick play, scored.
    pub fn random_deal<R: Rng + ?Sized>(&self, dealer: Seat, rng: &mut R) -> DealResult {
        self.dispatch(dealer, rng, &mut |_| {}, &mut |_, _, _, _| {})
            .1
    }

    /// As [`Simulator::random_deal`], also giving a pack that deals the same hands (through
    /// [`Deal::from_pack`](super::Deal::from_pack)) and every move made.
    pub fn random_deal_logged<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut Vec<Move>,
    ) -> ([Card; 32], DealResult) {
        let mut calls = Vec::new();
        let mut cards = Vec::new();
        let (dealt, result) = self.dispatch(
            dealer,
            rng,
            &mut |m| calls.push(m),
            &mut |seat, strain, card, legal| cards.push(card_move(seat, strain, card, legal)),
        );
        log.extend(calls);
        log.extend(cards);
        (self.pack_of(dealer, &dealt), result)
    }

    /// Runs a deal with the bit instructions of the CPU when it has them.
    fn dispatch<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("popcnt")
        {
            // SAFETY: the CPU has the features the function is compiled for.
            return unsafe { self.run_bmi2(dealer, rng, log, log_card) };
        }
        self.run::<R, false>(dealer, rng, log, log_card)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2,popcnt")]
    fn run_bmi2<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        self.run::<R, true>(dealer, rng, log, log_card)
    }

    /// One whole deal: the hands, the auction, the play, the score.
    #[inline(always)]
    fn run<R: Rng + ?Sized, const BMI2: bool>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        let rules = &self.rules;
        let mut draws = Draws::new(rng);
        let mut left = u32::MAX;
        let mut dealt = Dealt::default();
        let size = rules.auction_hand_size() as u32;
        for seat in 0..rules.seats {
            dealt.first[seat as usize] = draw_cards::<R, BMI2>(&mut left, size, &mut draws);
        }
        let end = match rules.auction {
            AuctionStyle::Bidding { .. } => self.bidding(dealer, &dealt.first, &mut draws, log),
            AuctionStyle::TurnedCard { .. } => {
                dealt.turned = draw_cards::<R, BMI2>(&mut left, 1, &mut draws);
                self.turned_card(dealer, &dealt, &mut draws, log)
            }
        };
        let contract = match end {
            AuctionEnd::Void(reason) => return (dealt, void_result(reason)),
            AuctionEnd::Contract(contract) => contract,
        };
        let mut hands = dealt.first;
        if dealt.turned != 0 {
            hands[contract.seat as usize] |= dealt.turned;
            for seat in 0..rules.seats {
                let count = if seat == contract.seat { 2 } else { 3 };
                dealt.second[seat as usize] = draw_cards::<R, BMI2>(&mut left, count, &mut draws);
                hands[seat as usize] |= dealt.second[seat as usize];
            }
        }
        let strain = contract.bid.strain;
        let belote_holder = strain.trump().and_then(|trump| {
            let pair =
                dense_bit(Card::new(Rank::King, trump)) | dense_bit(Card::new(Rank::Queen, trump));
            (0..rules.seats).find(|&s| hands[s as usize] & pair == pair)
        });
        let hands = hands.map(|hand| ranked(hand, strain));
        let leader = rules.next(dealer);
        let played =
            play_tricks::<R, BMI2>(&self.seats, strain, leader, hands, &mut draws, log_card);
        let result = scored_result(
            rules,
            contract,
            &[],
            belote_holder,
            played.first_winner,
            played.sai,
            played.tricks_won,
        );
        (dealt, result)
    }

    /// A pack that [`Deal::from_pack`](super::Deal::from_pack) deals into these hands: the
    /// packets before the auction, the turned card, the cards dealt after it, then the cards
    /// never dealt.
    fn pack_of(&self, dealer: Seat, dealt: &Dealt) -> [Card; 32] {
        let rules = &self.rules;
        let mut pack = Vec::with_capacity(32);
        let mut push = |mut cards: u32, count: u32| {
            for _ in 0..count {
                let card = cards & cards.wrapping_neg();
                pack.push(dense_card(card));
                cards ^= card;
            }
            cards
        };
        let mut first = dealt.first;
        for &size in rules.packets() {
            let mut seat = rules.next(dealer);
            for _ in 0..rules.seats {
                first[seat as usize] = push(first[seat as usize], size as u32);
                seat = rules.next(seat);
            }
        }
        push(dealt.turned, dealt.turned.count_ones());
        let mut seat = rules.next(dealer);
        for _ in 0..rules.seats {
            let second = dealt.second[seat as usize];
            push(second, second.count_ones());
            seat = rules.next(seat);
        }
        let dealt_cards = dealt
            .first
            .iter()
            .chain(&dealt.second)
            .fold(dealt.turned, |a, &h| a | h);
        push(!dealt_cards, (!dealt_cards).count_ones());
        pack.try_into().expect("32 cards")
    }

    /// The auction of the turned-card variants, through the engine's [`Auction`]: a take (or
    /// a named suit) a third of the time, else a pass.
    #[inline(always)]
    fn turned_card<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        dealt: &Dealt,
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let turned = dense_card(dealt.turned);
        let mut auction =
            Auction::new(self.rules, dealer, dealt.first.map(dense_set), Some(turned));
        loop {
            let Some(seat) = auction.to_call() else {
                return auction
                    .end()
                    .expect("an auction with nobody to call has ended");
            };
            let roll = draws.below(100);
            let mut call = if roll >= 35 {
                Call::Pass
            } else if auction.is_legal(Call::Take) {
                Call::Take
            } else {
                // One of the three other suits.
                let pick = draws.below(3) as usize;
                let skip = usize::from(pick >= turned.suit().index());
                let suit = Suit::from_index(pick + skip);
                if auction.is_legal(Call::Choose(suit)) {
                    Call::Choose(suit)
                } else {
                    Call::Pass
                }
            };
            let ended = match auction.call(seat, call) {
                Ok(ended) => ended,
                Err(_) => {
                    debug_assert!(false, "the simulator's call {call:?} was refused");
                    call = Call::Pass;
                    auction.call(seat, call).expect("a pass")
                }
            };
            log(Move::Call(seat, call));
            if let Some(end) = ended {
                return end;
            }
        }
    }

    /// The auction of the bidding variants, unchecked, on local state (the engine's
    /// [`Auction`] rules, which the tests hold it to): mostly passes, a quarter of the time
    /// the lowest bid in a random strain, now and then a coinche, a surcoinche or the four
    /// sevens.
    #[inline(always)]
    fn bidding<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        hands: &[u32; 4],
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let AuctionStyle::Bidding { kaput_max, .. } = self.rules.auction else {
            unreachable!("a bidding auction");
        };
        let seats = self.seats.count;
        let sevens = Suit::ALL.map(|s| dense_bit(Card::new(Rank::Seven, s)));
        let sevens = sevens[0] | sevens[1] | sevens[2] | sevens[3];
        let mut seat = self.seats.next(dealer);
        let mut best: Option<(Seat, Bid)> = None;
        let mut passes = 0u8;
        // Seats that have called (the four sevens are shown before a seat's first call).
        let mut called = 0u8;
        loop {
            let roll = draws.below(100);
            let call = if roll < 2
                && self.rules.four_sevens_void
                && called >> seat & 1 == 0
                && hands[seat as usize] & sevens == sevens
            {
                Call::FourSevens
            } else if (2..6).contains(&roll) {
                match best {
                    Some((bidder, _)) if team_of(bidder) != team_of(seat) => Call::Coinche,
                    _ => Call::Pass,
                }
            } else if !(6..31).contains(&roll) {
                Call::Pass
            } else if let Some((level, kaput)) = next_bid(self.rules.auction, best.map(|(_, b)| b))
                && level <= kaput_max
            {
                let pick = draws.below(5);
                let strain = if pick == 4 && self.rules.no_trump {
                    Strain::NoTrump
                } else {
                    Strain::Trump(Suit::from_index((pick & 3) as usize))
                };
                Call::Bid(Bid {
                    level,
                    strain,
                    kaput,
                })
            } else {
                Call::Pass
            };
            log(Move::Call(seat, call));
            match (call, best) {
                (Call::Pass, None) if passes + 1 >= seats => {
                    return AuctionEnd::Void(VoidReason::AllPassed);
                }
                (Call::Pass, Some(contract)) if passes + 1 >= seats - 1 => {
                    return contract_end(contract, 1);
                }
                (Call::Pass, _) => passes += 1,
                (Call::Bid(bid), _) => {
                    best = Some((seat, bid));
                    passes = 0;
                }
                (Call::Coinche, Some(contract)) => {
                    return self.after_coinche(contract, seat, draws, log);
                }
                _ => return AuctionEnd::Void(VoidReason::FourSevens { seat }),
            }
            called |= 1 << seat;
            seat = self.seats.next(seat);
        }
    }

    /// After a coinche: the bidding side may surcoinche (now and then) or pass, from the seat
    /// after the coincher; two passes leave the contract coinched.
    #[inline(always)]
    fn after_coinche<R: Rng + ?Sized>(
        &self,
        contract: (Seat, Bid),
        coincher: Seat,
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let mut seat = self.seats.next(coincher);
        for _ in 0..2 {
            if draws.below(100) < 4 {
                log(Move::Call(seat, Call::Surcoinche));
                return contract_end(contract, 4);
            }
            log(Move::Call(seat, Call::Pass));
            seat = self.seats.next(self.seats.next(seat));
        }
        contract_end(contract, 2)
    }
}

/// The end of an auction on this contract, coinched `coinche` times (1, 2 or 4).
fn contract_end((seat, bid): (Seat, Bid), coinche: u8) -> AuctionEnd {
    AuctionEnd::Contract(Contract { seat, bid, coinche })
}

#[cfg(test)]
mod tests;
