//! The auction: bidding (Bazaar, Coinche) or a turned card (Belote, Belote for two).
//! It ends in a contract or a void deal.

use crate::cards::{Card, CardSet, Rank, Suit};

use super::call::{Bid, Call, Strain};
use super::error::RuleError;
use super::rules::{AuctionStyle, Rules, Seat, team_of};

/// The contract a deal is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contract {
    /// The seat that made the winning bid (or took the turned card).
    pub seat: Seat,
    /// The level (0 in turned-card variants, which have none), strain and kaput flag.
    pub bid: Bid,
    /// 1, 2 after a coinche, 4 after a surcoinche.
    pub coinche: u8,
}

/// Why a deal was void.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoidReason {
    /// Everyone passed: the cards are thrown in and the next dealer deals.
    AllPassed,
    /// A player showed the four 7s: the same dealer deals again.
    FourSevens { seat: Seat },
}

/// How the auction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuctionEnd {
    Contract(Contract),
    Void(VoidReason),
}

/// A running auction.
#[derive(Clone, Copy, Debug)]
pub struct Auction {
    rules: Rules,
    turn: Seat,
    hands: [CardSet; 4],
    called: [bool; 4],
    state: State,
}

#[derive(Clone, Copy, Debug)]
enum State {
    Bidding {
        best: Option<(Seat, Bid)>,
        passes: u8,
    },
    /// After a coinche: the bidding team answers, `left` seats still to speak.
    Coinched {
        contract: (Seat, Bid),
        left: u8,
    },
    Turned {
        card: Card,
        round: u8,
        passes: u8,
    },
    Over(AuctionEnd),
}

impl Auction {
    /// An auction over these hands (as seen during the auction), opened by the seat after the
    /// dealer; `turned` is the face-up card of the turned-card variants.
    pub fn new(rules: Rules, dealer: Seat, hands: [CardSet; 4], turned: Option<Card>) -> Auction {
        let state = match (rules.auction, turned) {
            (AuctionStyle::TurnedCard { .. }, Some(card)) => State::Turned {
                card,
                round: 1,
                passes: 0,
            },
            _ => State::Bidding {
                best: None,
                passes: 0,
            },
        };
        Auction {
            rules,
            turn: rules.next(dealer),
            hands,
            called: [false; 4],
            state,
        }
    }

    /// The seat to call, or `None` once the auction is over.
    pub fn to_call(&self) -> Option<Seat> {
        match self.state {
            State::Over(_) => None,
            _ => Some(self.turn),
        }
    }

    /// How the auction ended, once it has.
    pub fn end(&self) -> Option<AuctionEnd> {
        match self.state {
            State::Over(end) => Some(end),
            _ => None,
        }
    }

    /// The highest bid so far and its seat.
    pub fn highest(&self) -> Option<(Seat, Bid)> {
        match self.state {
            State::Bidding { best, .. } => best,
            State::Coinched { contract, .. } => Some(contract),
            State::Over(AuctionEnd::Contract(c)) => Some((c.seat, c.bid)),
            _ => None,
        }
    }

    /// The lowest level the next bid may have, and whether it must be kaput.
    pub fn min_next_bid(&self) -> Option<(u16, bool)> {
        match self.state {
            State::Bidding { best, .. } => next_bid(self.rules.auction, best.map(|(_, bid)| bid)),
            _ => None,
        }
    }

    /// Makes a call for the seat whose turn it is.
    pub fn call(&mut self, seat: Seat, call: Call) -> Result<Option<AuctionEnd>, RuleError> {
        if let State::Over(_) = self.state {
            return Err(RuleError::AuctionOver);
        }
        if seat != self.turn {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.turn,
            });
        }
        let next_state = self.next_state(seat, call)?;
        self.called[seat as usize] = true;
        self.state = next_state;
        self.turn = match self.state {
            State::Coinched { .. } if call == Call::Coinche => self.rules.next(seat),
            State::Coinched { .. } => self.rules.next(self.rules.next(seat)),
            _ => self.rules.next(seat),
        };
        Ok(self.end())
    }

    /// Whether a call would be accepted now from the seat to call.
    pub fn is_legal(&self, call: Call) -> bool {
        self.to_call()
            .is_some_and(|seat| self.next_state(seat, call).is_ok())
    }

    fn next_state(&self, seat: Seat, call: Call) -> Result<State, RuleError> {
        match self.state {
            State::Bidding { best, passes } => self.bidding(seat, call, best, passes),
            State::Coinched { contract, left } => match call {
                Call::Pass if left <= 1 => Ok(over_contract(contract, 2)),
                Call::Pass => Ok(State::Coinched {
                    contract,
                    left: left - 1,
                }),
                Call::Surcoinche => Ok(over_contract(contract, 4)),
                _ => Err(RuleError::OnlySurcoincheOrPass),
            },
            State::Turned {
                card,
                round,
                passes,
            } => self.turned(seat, call, card, round, passes),
            State::Over(_) => Err(RuleError::AuctionOver),
        }
    }

    fn bidding(
        &self,
        seat: Seat,
        call: Call,
        best: Option<(Seat, Bid)>,
        passes: u8,
    ) -> Result<State, RuleError> {
        let seats = self.rules.seats;
        match call {
            Call::Pass => Ok(match best {
                None if passes + 1 >= seats => State::Over(AuctionEnd::Void(VoidReason::AllPassed)),
                Some(contract) if passes + 1 >= seats - 1 => over_contract(contract, 1),
                _ => State::Bidding {
                    best,
                    passes: passes + 1,
                },
            }),
            Call::Bid(bid) => {
                self.check_bid(bid, best.map(|(_, b)| b))?;
                Ok(State::Bidding {
                    best: Some((seat, bid)),
                    passes: 0,
                })
            }
            Call::Coinche => match best {
                Some((bidder, bid)) if team_of(bidder) != team_of(seat) => Ok(State::Coinched {
                    contract: (bidder, bid),
                    left: 2,
                }),
                _ => Err(RuleError::NothingToCoinche),
            },
            Call::Surcoinche => Err(RuleError::NothingToSurcoinche),
            Call::FourSevens => {
                let sevens = CardSet::rank(Rank::Seven);
                if self.rules.four_sevens_void
                    && !self.called[seat as usize]
                    && self.hands[seat as usize].and(sevens) == sevens
                {
                    Ok(State::Over(AuctionEnd::Void(VoidReason::FourSevens {
                        seat,
                    })))
                } else {
                    Err(RuleError::CannotShowFourSevens)
                }
            }
            Call::Take | Call::Choose(_) => Err(RuleError::WrongKindOfCall { call }),
        }
    }

    fn check_bid(&self, bid: Bid, last: Option<Bid>) -> Result<(), RuleError> {
        let AuctionStyle::Bidding {
            min_level,
            step,
            max_level,
            kaput_min,
            kaput_max,
        } = self.rules.auction
        else {
            return Err(RuleError::WrongKindOfCall {
                call: Call::Bid(bid),
            });
        };
        if bid.strain == Strain::NoTrump && !self.rules.no_trump {
            return Err(RuleError::NoTrumpNotAllowed);
        }
        if bid.level < min_level {
            return Err(RuleError::BidTooLow { min: min_level });
        }
        if let Some(last) = last {
            if bid.level <= last.level {
                return Err(RuleError::BidNotHigher { last: last.level });
            }
            if last.kaput && !bid.kaput {
                return Err(RuleError::MustBidKaput);
            }
        }
        if bid.kaput {
            if bid.level < kaput_min {
                return Err(RuleError::KaputTooLow { min: kaput_min });
            }
            if bid.level > kaput_max {
                return Err(RuleError::KaputTooHigh { max: kaput_max });
            }
        } else {
            if bid.level > max_level {
                return Err(RuleError::BidTooHigh { max: max_level });
            }
            if !(bid.level - min_level).is_multiple_of(step) {
                return Err(RuleError::BidOffStep { step });
            }
        }
        Ok(())
    }

    fn turned(
        &self,
        seat: Seat,
        call: Call,
        card: Card,
        round: u8,
        passes: u8,
    ) -> Result<State, RuleError> {
        let seats = self.rules.seats;
        let contract = |suit: Suit| {
            State::Over(AuctionEnd::Contract(Contract {
                seat,
                bid: Bid {
                    level: 0,
                    strain: Strain::Trump(suit),
                    kaput: false,
                },
                coinche: 1,
            }))
        };
        match (call, round) {
            (Call::Pass, 1) if passes + 1 >= seats => Ok(State::Turned {
                card,
                round: 2,
                passes: 0,
            }),
            (Call::Pass, 2) if passes + 1 >= seats => {
                Ok(State::Over(AuctionEnd::Void(VoidReason::AllPassed)))
            }
            (Call::Pass, _) => Ok(State::Turned {
                card,
                round,
                passes: passes + 1,
            }),
            (Call::Take, 1) => Ok(contract(card.suit())),
            (Call::Choose(suit), 2) => {
                let excludes = matches!(
                    self.rules.auction,
                    AuctionStyle::TurnedCard {
                        second_round_excludes_turned: true
                    }
                );
                if excludes && suit == card.suit() {
                    Err(RuleError::TurnedSuitRefused)
                } else {
                    Ok(contract(suit))
                }
            }
            _ => Err(RuleError::WrongKindOfCall { call }),
        }
    }
}

/// The lowest level a bid after `last` (the highest bid so far, if any) may have, and whether
/// it must be kaput; `None` in a turned-card auction.
pub(crate) fn next_bid(style: AuctionStyle, last: Option<Bid>) -> Option<(u16, bool)> {
    let AuctionStyle::Bidding {
        min_level,
        step,
        max_level,
        kaput_min,
        ..
    } = style
    else {
        return None;
    };
    Some(match last {
        None => (min_level, false),
        Some(bid) if bid.kaput || bid.level + step > max_level => {
            (kaput_min.max(bid.level + 1), true)
        }
        Some(bid) => (bid.level + step, false),
    })
}

fn over_contract((seat, bid): (Seat, Bid), coinche: u8) -> State {
    State::Over(AuctionEnd::Contract(Contract { seat, bid, coinche }))
}
