//! A random legal player: the simplest legal calls and plays, for `cards deal`, property tests
//! and benchmarks. Every choice comes from the RNG passed in.

use rand::Rng;

use crate::cards::{Card, Deck, Suit, shuffled};

use super::auction::Auction;
use super::call::{Bid, Call, Strain};
use super::deal::{Deal, Phase, cut};
use super::game::GameScore;
use super::rules::{AuctionStyle, Rules, Seat, Variant};

/// A random legal call: mostly passes, sometimes the lowest bid in a random strain, now and
/// then a coinche, surcoinche, kaput or four sevens when legal.
pub fn random_call<R: Rng + ?Sized>(
    auction: &Auction,
    rules_style: AuctionStyle,
    rng: &mut R,
) -> Call {
    let roll: u32 = rng.random_range(0..100);
    let try_call = |call: Call| auction.is_legal(call).then_some(call);
    let suit = Suit::from_index(rng.random_range(0..4));
    let pick = match rules_style {
        AuctionStyle::TurnedCard { .. } => match roll {
            0..=34 => try_call(Call::Take).or_else(|| try_call(Call::Choose(suit))),
            _ => None,
        },
        AuctionStyle::Bidding { .. } => match roll {
            0..=1 => try_call(Call::FourSevens),
            2..=5 => try_call(Call::Coinche).or_else(|| try_call(Call::Surcoinche)),
            6..=30 => auction.min_next_bid().and_then(|(level, kaput)| {
                let no_trump = rng.random_range(0..5) == 0;
                let strain = if no_trump {
                    Strain::NoTrump
                } else {
                    Strain::Trump(suit)
                };
                let kaput = kaput || rng.random_range(0..40) == 0;
                let level = if kaput {
                    level.max(kaput_floor(rules_style))
                } else {
                    level
                };
                try_call(Call::Bid(Bid {
                    level,
                    strain,
                    kaput,
                }))
                .or_else(|| {
                    try_call(Call::Bid(Bid {
                        level,
                        strain: Strain::Trump(suit),
                        kaput,
                    }))
                })
            }),
            _ => None,
        },
    };
    pick.unwrap_or(Call::Pass)
}

fn kaput_floor(style: AuctionStyle) -> u16 {
    match style {
        AuctionStyle::Bidding { kaput_min, .. } => kaput_min,
        AuctionStyle::TurnedCard { .. } => 0,
    }
}

/// A uniformly random legal card for the seat to play.
pub fn random_card<R: Rng + ?Sized>(deal: &Deal, rng: &mut R) -> Option<Card> {
    let legal = deal.legal_cards();
    if legal.is_empty() {
        return None;
    }
    legal.nth(rng.random_range(0..legal.len()))
}

/// Plays the deal to its end with random legal moves, announcing each player's best
/// combinations before his first card.
pub fn play_out<R: Rng + ?Sized>(deal: &mut Deal, rng: &mut R) {
    let style = deal.rules().auction;
    let mut announced = [false; 4];
    while let Some(seat) = deal.to_act() {
        let moved = match deal.phase() {
            Phase::Auction => {
                let call = random_call(deal.auction(), style, rng);
                deal.call(seat, call)
            }
            Phase::Play => {
                if !announced[seat as usize] {
                    announced[seat as usize] = true;
                    let strain = deal.contract().map(|c| c.bid.strain);
                    if let Some(strain) = strain {
                        let best = super::combination::best_announcement(
                            deal.hand(seat),
                            deal.rules(),
                            strain,
                        );
                        if !best.is_empty() {
                            let _ = deal.announce(seat, &best);
                        }
                    }
                }
                match random_card(deal, rng) {
                    Some(card) => deal.play(seat, card).map(|_| ()),
                    None => break,
                }
            }
            Phase::Over => break,
        };
        debug_assert!(moved.is_ok(), "random move refused: {moved:?}");
        if moved.is_err() {
            break;
        }
    }
}

/// A random deal played out: a shuffled pack (or, for variants that only cut, `pack`), dealt
/// by `dealer`, with random legal calls and cards.
pub fn random_deal<R: Rng + ?Sized>(
    rules: Rules,
    dealer: Seat,
    pack: &[Card],
    rng: &mut R,
) -> Deal {
    let mut deal = match Deal::from_pack(rules, dealer, pack) {
        Ok(deal) => deal,
        Err(_) => Deal::from_pack(rules, dealer, &shuffled(Deck::Piquet32, rng))
            .expect("a shuffled pack deals"),
    };
    play_out(&mut deal, rng);
    deal
}

/// A whole random game: deals until a team wins (at most `max_deals`). Coinche's pack is
/// gathered and cut between deals; the others are shuffled.
pub fn random_game<R: Rng + ?Sized>(rules: Rules, rng: &mut R, max_deals: usize) -> Vec<Deal> {
    let mut score = GameScore::new(rules, rng.random_range(0..rules.seats));
    let mut pack = shuffled(Deck::Piquet32, rng);
    let mut deals = Vec::new();
    while score.winner().is_none() && deals.len() < max_deals {
        let deal = random_deal(rules, score.dealer(), &pack, rng);
        if let Some(result) = deal.result() {
            score.add(result);
        }
        pack = if rules.variant == Variant::Coinche {
            cut(&deal.gathered_pack(), rng.random_range(3..=29))
        } else {
            shuffled(Deck::Piquet32, rng)
        };
        deals.push(deal);
    }
    deals
}
