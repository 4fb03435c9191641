//! One test per rule of docs/rules.md, Bazaar Blot, named after the rule.

use game::blot::score::{PlayedDeal, card_points, last_trick_points, score_deal};
use game::blot::{
    BeloteCall, Bid, Call, Combination, Contract, Counted, Deal, DealResult, GameScore, Margin,
    Outcome, Parts, RuleError, Rules, Seat, Strain, Variant, VoidReason, best_announcement,
};
use game::cards::{Card, CardSet, Deck, Suit, shuffled};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn bazaar() -> Rules {
    Rules::of(Variant::Bazaar)
}

fn cards(text: &str) -> CardSet {
    text.parse().expect("cards")
}

fn card(text: &str) -> Card {
    text.parse().expect("card")
}

/// A spread deal used by the auction tests: no seat has four 7s; seat 1 holds KH QH.
const HANDS: [&str; 4] = [
    "8C 8D 8H 9S AD QC TC TS",
    "7C 7D 7S 9C AC KD KH QH",
    "7H 8S AH JC JD JS KC QD",
    "9D 9H AS JH KS QS TD TH",
];

/// Seat 3 holds no clubs and partners seat 1, who holds the top clubs.
const PARTNER_HANDS: [&str; 4] = [
    "7C 9C 7H 8H 9H 7S 8S JD",
    "AC TC KC QC JC TH JH QH",
    "8C KH AH 9S QD KD AD QS",
    "7D 8D 9D TD TS JS KS AS",
];

/// Seats 1 and 2 hold no clubs; seat 1 has high trumps (diamonds), seat 2 low ones.
const RUFF_HANDS: [&str; 4] = [
    "7C 8C 9C TC 7H 8H 9H 7S",
    "JD 9D 8S 9S TS JS QS KS",
    "7D 8D AH KH QH JH TH AS",
    "AC KC QC JC TD QD KD AD",
];

fn deal_with(rules: Rules, dealer: Seat, hands: [&str; 4]) -> Deal {
    let hands: Vec<CardSet> = hands[..rules.seats as usize]
        .iter()
        .map(|h| cards(h))
        .collect();
    Deal::from_hands(rules, dealer, &hands, None).expect("legal hands")
}

fn calls(deal: &mut Deal, list: &[&str]) -> Result<(), RuleError> {
    for text in list {
        let seat = deal.to_act().expect("someone to call");
        deal.call(seat, text.parse::<Call>().expect("call"))?;
    }
    Ok(())
}

fn plays(deal: &mut Deal, list: &str) -> Result<(), RuleError> {
    for text in list.split_whitespace() {
        let seat = deal.to_act().expect("someone to play");
        deal.play(seat, card(text))?;
    }
    Ok(())
}

/// Plays the deal out, always the first legal card.
fn play_out(deal: &mut Deal) -> DealResult {
    while let Some(seat) = deal.to_act() {
        let first = deal.legal_cards().first().expect("a legal card");
        deal.play(seat, first).expect("legal");
    }
    deal.result().expect("scored").clone()
}

/// Dealer 3; seat 0 bids 8 in `strain` and everyone passes, so seat 0 leads.
fn contract_deal(rules: Rules, strain: &str, hands: [&str; 4]) -> Deal {
    let mut deal = deal_with(rules, 3, hands);
    calls(&mut deal, &[&format!("8{strain}"), "p", "p", "p"]).unwrap();
    deal
}

// ---- Deck, seats, deal ----

#[test]
fn deal_eight_cards_each_from_the_32_card_pack() {
    let pack = shuffled(Deck::Piquet32, &mut ChaCha8Rng::seed_from_u64(1));
    let deal = Deal::from_pack(bazaar(), 0, &pack).unwrap();
    let mut all = CardSet::EMPTY;
    for hand in deal.dealt_hands() {
        assert_eq!(hand.len(), 8);
        all = all.or(hand);
    }
    assert_eq!(all, CardSet::ALL_32);
}

fn four_sevens_hands() -> [&'static str; 4] {
    let mut hands = HANDS;
    hands[1] = "7C 7D 7S 7H AC KD KH QH";
    hands[2] = "9C 8S AH JC JD JS KC QD";
    hands
}

#[test]
fn four_sevens_void_the_deal_and_the_same_dealer_deals_again() {
    let mut deal = deal_with(bazaar(), 0, four_sevens_hands());
    calls(&mut deal, &["7777"]).unwrap();
    let result = deal.result().unwrap().clone();
    assert_eq!(result.outcome, Outcome::Void);
    assert_eq!(result.void_reason, Some(VoidReason::FourSevens { seat: 1 }));
    assert_eq!(result.score, [0, 0]);
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result);
    assert_eq!(game.dealer(), 0, "the same dealer deals again");
    assert_eq!(game.totals(), [0, 0]);
}

#[test]
fn four_sevens_only_by_their_holder_before_his_first_call() {
    let mut deal = deal_with(bazaar(), 3, four_sevens_hands());
    assert_eq!(
        calls(&mut deal, &["7777"]),
        Err(RuleError::CannotShowFourSevens)
    );
    let mut deal = deal_with(bazaar(), 3, four_sevens_hands());
    calls(&mut deal, &["p", "p", "p", "8H", "p"]).unwrap();
    assert_eq!(deal.to_act(), Some(1));
    assert_eq!(
        calls(&mut deal, &["7777"]),
        Err(RuleError::CannotShowFourSevens)
    );
}

// ---- Auction ----

#[test]
fn auction_starts_with_the_seat_after_the_dealer() {
    assert_eq!(deal_with(bazaar(), 2, HANDS).to_act(), Some(3));
    assert_eq!(deal_with(bazaar(), 3, HANDS).to_act(), Some(0));
}

#[test]
fn auction_a_bid_is_at_least_8() {
    let mut deal = deal_with(bazaar(), 0, HANDS);
    assert_eq!(
        calls(&mut deal, &["7H"]),
        Err(RuleError::BidTooLow { min: 8 })
    );
    calls(&mut deal, &["8NT"]).unwrap();
}

#[test]
fn auction_each_bid_is_strictly_higher_whatever_the_strain() {
    let mut deal = deal_with(bazaar(), 0, HANDS);
    calls(&mut deal, &["9S"]).unwrap();
    assert_eq!(
        calls(&mut deal, &["9NT"]),
        Err(RuleError::BidNotHigher { last: 9 })
    );
    assert_eq!(
        calls(&mut deal, &["8H"]),
        Err(RuleError::BidNotHigher { last: 9 })
    );
    calls(&mut deal, &["10C"]).unwrap();
}

#[test]
fn auction_kaput_bids_start_at_25_and_only_kaput_may_follow() {
    let mut deal = deal_with(bazaar(), 0, HANDS);
    assert_eq!(
        calls(&mut deal, &["24HK"]),
        Err(RuleError::KaputTooLow { min: 25 })
    );
    calls(&mut deal, &["25HK"]).unwrap();
    assert_eq!(calls(&mut deal, &["30S"]), Err(RuleError::MustBidKaput));
    calls(&mut deal, &["26SK"]).unwrap();
}

#[test]
fn auction_coinche_only_on_the_opponents_bid_with_only_passes_after_it() {
    let mut deal = deal_with(bazaar(), 3, HANDS);
    assert_eq!(calls(&mut deal, &["X"]), Err(RuleError::NothingToCoinche));
    calls(&mut deal, &["9H", "p"]).unwrap();
    assert_eq!(
        calls(&mut deal, &["X"]),
        Err(RuleError::NothingToCoinche),
        "seat 2 is the bidder's partner"
    );
    calls(&mut deal, &["p", "X"]).unwrap();
}

#[test]
fn auction_surcoinche_by_the_bidding_team_in_order_from_the_coincher_then_it_ends() {
    let mut deal = deal_with(bazaar(), 3, HANDS);
    calls(&mut deal, &["9H", "X"]).unwrap();
    assert_eq!(deal.to_act(), Some(2), "the coincher's left, a bidder");
    assert_eq!(
        calls(&mut deal, &["10S"]),
        Err(RuleError::OnlySurcoincheOrPass)
    );
    calls(&mut deal, &["p"]).unwrap();
    assert_eq!(deal.to_act(), Some(0), "then the other bidder");
    calls(&mut deal, &["XX"]).unwrap();
    let contract = deal.contract().expect("the auction ended");
    assert_eq!((contract.seat, contract.coinche), (0, 4));

    let mut deal = deal_with(bazaar(), 3, HANDS);
    calls(&mut deal, &["9H", "X", "p", "p"]).unwrap();
    assert_eq!(deal.contract().unwrap().coinche, 2);
}

#[test]
fn auction_ends_after_a_bid_and_three_passes() {
    let mut deal = deal_with(bazaar(), 3, HANDS);
    calls(&mut deal, &["p", "9D", "p", "p"]).unwrap();
    assert!(deal.contract().is_none());
    calls(&mut deal, &["p"]).unwrap();
    let contract = deal.contract().unwrap();
    assert_eq!(contract.seat, 1);
    assert_eq!(contract.bid.strain, Strain::Trump(Suit::Diamonds));
}

#[test]
fn auction_all_four_pass_throws_the_cards_in_and_the_next_dealer_deals() {
    let mut deal = deal_with(bazaar(), 3, HANDS);
    calls(&mut deal, &["p", "p", "p", "p"]).unwrap();
    let result = deal.result().unwrap().clone();
    assert_eq!(result.void_reason, Some(VoidReason::AllPassed));
    let mut game = GameScore::new(bazaar(), 3);
    game.add(&result);
    assert_eq!(game.dealer(), 0);
}

// ---- Trick play ----

#[test]
fn play_the_seat_after_the_dealer_leads_and_the_trick_winner_leads_next() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    assert_eq!(deal.to_act(), Some(0));
    plays(&mut deal, "9S 7S 8S AS").unwrap();
    assert_eq!(deal.to_act(), Some(3), "the ace of spades took the trick");
}

#[test]
fn play_must_follow_suit() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    plays(&mut deal, "TC").unwrap();
    assert_eq!(plays(&mut deal, "KD"), Err(RuleError::MustFollowSuit));
    assert_eq!(deal.legal_cards(), cards("7C 9C AC"));
}

#[test]
fn play_void_in_the_suit_led_must_trump_when_an_opponent_is_winning() {
    let mut deal = contract_deal(bazaar(), "D", RUFF_HANDS);
    plays(&mut deal, "7C").unwrap();
    assert_eq!(deal.legal_cards(), cards("9D JD"));
    assert_eq!(plays(&mut deal, "8S"), Err(RuleError::MustTrump));
}

#[test]
fn play_void_with_the_partner_winning_may_play_any_card() {
    let mut deal = contract_deal(bazaar(), "D", PARTNER_HANDS);
    plays(&mut deal, "7C AC 8C").unwrap();
    assert_eq!(
        deal.legal_cards(),
        deal.hand(3),
        "partner's ace wins: any card"
    );
    plays(&mut deal, "TS").unwrap();
    // Seat 1 leads JH; seat 2 takes it with AH; seat 3, void, must now trump the opponent.
    plays(&mut deal, "JH AH").unwrap();
    assert_eq!(deal.legal_cards(), cards("7D 8D 9D TD"));
}

#[test]
fn play_the_partner_exception_is_a_setting() {
    let mut rules = bazaar();
    rules.must_trump_over_partner = true;
    let mut deal = contract_deal(rules, "D", PARTNER_HANDS);
    plays(&mut deal, "7C AC 8C").unwrap();
    assert_eq!(deal.legal_cards(), cards("7D 8D 9D TD"));
}

#[test]
fn play_no_obligation_to_undertrump() {
    let mut deal = contract_deal(bazaar(), "D", RUFF_HANDS);
    plays(&mut deal, "7C JD").unwrap();
    assert_eq!(
        deal.legal_cards(),
        deal.hand(2),
        "7D and 8D cannot beat the jack"
    );
    let mut rules = bazaar();
    rules.must_undertrump = true;
    let mut deal = contract_deal(rules, "D", RUFF_HANDS);
    plays(&mut deal, "7C JD").unwrap();
    assert_eq!(
        deal.legal_cards(),
        cards("7D 8D"),
        "the under-trump setting"
    );
}

#[test]
fn play_trump_led_must_overtrump_else_any_trump_even_over_the_partner() {
    let mut deal = contract_deal(
        bazaar(),
        "D",
        [
            "JD 8S 9S 7H 8H 9H 7S 7C",
            "TS JS 9D 8D TH JH 8C 9C",
            "QS KS AS QH KH AH TD 7D",
            "QD KD AD TC JC QC KC AC",
        ],
    );
    plays(&mut deal, "JD").unwrap();
    assert_eq!(
        deal.legal_cards(),
        cards("8D 9D"),
        "nothing beats the jack: any trump"
    );
    plays(&mut deal, "9D").unwrap();
    assert_eq!(
        deal.legal_cards(),
        cards("7D TD"),
        "the partner must still play trump"
    );
}

#[test]
fn play_trump_led_must_beat_the_highest_trump_when_possible() {
    let mut deal = contract_deal(
        bazaar(),
        "D",
        [
            "QD 8S 9S 7H 8H 9H 7S 7C",
            "TS JS 9D 8D TH JH 8C 9C",
            "QS KS AS QH KH AH TD 7D",
            "JD KD AD TC JC QC KC AC",
        ],
    );
    plays(&mut deal, "QD").unwrap();
    assert_eq!(
        deal.legal_cards(),
        cards("9D"),
        "the 9 beats the queen; the 8 does not"
    );
    assert_eq!(plays(&mut deal, "8D"), Err(RuleError::MustOvertrump));
}

#[test]
fn play_no_trump_follow_suit_else_any_card() {
    let mut deal = contract_deal(bazaar(), "NT", RUFF_HANDS);
    plays(&mut deal, "7C").unwrap();
    assert_eq!(
        deal.legal_cards(),
        deal.hand(1),
        "void in clubs, no trump to play"
    );
    let mut deal = contract_deal(bazaar(), "NT", HANDS);
    plays(&mut deal, "9S").unwrap();
    assert_eq!(deal.legal_cards(), cards("7S"));
}

#[test]
fn play_a_card_not_in_hand_or_out_of_turn_is_refused() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    assert_eq!(
        deal.play(1, card("7C")),
        Err(RuleError::NotYourTurn {
            seat: 1,
            expected: 0
        })
    );
    assert_eq!(
        deal.play(0, card("7C")),
        Err(RuleError::NotInHand { card: card("7C") })
    );
}

// ---- Card points ----

#[test]
fn card_points_a_deal_holds_162_with_the_last_trick() {
    for strain in ["H", "NT"] {
        let mut deal = contract_deal(bazaar(), strain, HANDS);
        let result = play_out(&mut deal);
        assert_eq!(result.sai[0] + result.sai[1], 162, "{strain}");
    }
}

// ---- Combinations ----

fn combo(text: &str, strain: Strain) -> Result<Combination, RuleError> {
    Combination::from_cards(cards(text), &bazaar(), strain)
}

#[test]
fn combinations_runs_are_worth_2_5_and_10() {
    let hearts = Strain::Trump(Suit::Hearts);
    let worth = |text: &str| combo(text, hearts).unwrap().tens(&bazaar(), hearts);
    assert_eq!(worth("7S 8S 9S"), 2);
    assert_eq!(worth("JS QS KS AS"), 5);
    assert_eq!(worth("TD JD QD KD AD"), 10);
    assert!(combo("7S 8S TS", hearts).is_err(), "not in sequence");
    assert!(combo("7S 8S 9H", hearts).is_err(), "two suits");
    assert!(
        combo("7S 8S 9S TS JS QS", hearts).is_err(),
        "six cards: announce a hundred"
    );
}

#[test]
fn combinations_fours_in_a_trump_game_and_in_no_trump() {
    let trump = Strain::Trump(Suit::Clubs);
    let nt = Strain::NoTrump;
    let four = |rank: &str, strain| {
        let text = ["S", "H", "D", "C"].map(|s| format!("{rank}{s}")).join(" ");
        combo(&text, strain).map(|c| c.tens(&bazaar(), strain))
    };
    assert_eq!(four("J", trump), Ok(20));
    assert_eq!(four("9", trump), Ok(15));
    for rank in ["A", "T", "K", "Q"] {
        assert_eq!(four(rank, trump), Ok(10), "{rank}");
    }
    assert_eq!(four("A", nt), Ok(20));
    assert_eq!(four("T", nt), Ok(15));
    for rank in ["K", "Q", "J", "9"] {
        assert_eq!(four(rank, nt), Ok(10), "{rank}");
    }
    assert_eq!(four("8", trump), Ok(0), "four 8s count nothing but annul");
    assert!(four("7", trump).is_err(), "four 7s are no combination");
}

#[test]
fn combinations_four_eights_annul_everyone_elses_but_not_belote() {
    let mut deal = deal_with(
        bazaar(),
        3,
        [
            "JS QS KS AS 9H 7D 7C 7S",
            "8S 8H 8D 8C 9S 9D 9C TD",
            "TS TH JH QH TC JC QC KC",
            "AH KH 7H JD QD KD AD AC",
        ],
    );
    calls(&mut deal, &["p", "p", "p", "8D", "p", "p", "p"]).unwrap();
    let diamonds = Strain::Trump(Suit::Diamonds);
    deal.announce(0, &[combo("JS QS KS AS", diamonds).unwrap()])
        .unwrap();
    deal.announce(1, &[combo("8S 8H 8D 8C", diamonds).unwrap()])
        .unwrap();
    deal.announce(3, &[combo("JD QD KD AD", diamonds).unwrap()])
        .unwrap();
    let result = play_out(&mut deal);
    assert_eq!(result.combinations.team, Some(1));
    assert_eq!(
        result.combinations.tens,
        [0, 0],
        "the 8s are worth 0 and annul even the partner's"
    );
    assert_eq!(result.belote, [0, 2], "seat 3's belote stays");
}

#[test]
fn combinations_a_card_serves_in_one_combination_and_the_best_set_is_offered() {
    // The League's crossing example: spades A K Q J 10 with the other three queens.
    let spades = Strain::Trump(Suit::Spades);
    let hundred = combo("TS JS QS KS AS", spades).unwrap();
    let queens = combo("QS QH QD QC", spades).unwrap();
    let mut deal = deal_with(
        bazaar(),
        3,
        [
            "TS JS QS KS AS QH QD QC",
            "7S 8S 9S 7H 8H 9H TH JH",
            "KH AH 7D 8D 9D TD JD KD",
            "AD 7C 8C 9C TC JC KC AC",
        ],
    );
    calls(&mut deal, &["12S", "p", "p", "p"]).unwrap();
    assert_eq!(
        deal.announce(0, &[hundred, queens]),
        Err(RuleError::CardInTwoCombinations { card: card("QS") })
    );
    let hand = cards("AS KS QS JS TS QH QD QC");
    assert_eq!(
        best_announcement(hand, &bazaar(), spades),
        vec![queens],
        "equal worth, stronger"
    );
    deal.announce(0, &[hundred]).unwrap();
}

#[test]
fn combinations_a_long_run_is_a_hundred_and_an_eight_card_run_a_hundred_and_a_terz() {
    let hearts = Strain::Trump(Suit::Hearts);
    let worth = |hand: &str| -> u16 {
        best_announcement(cards(hand), &bazaar(), hearts)
            .iter()
            .map(|c| c.tens(&bazaar(), hearts))
            .sum()
    };
    assert_eq!(worth("7S 8S 9S TS JS QS 7H 7D"), 10);
    assert_eq!(worth("7S 8S 9S TS JS QS KS AS"), 12);
}

#[test]
fn combinations_are_announced_before_the_players_first_card_only() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    plays(&mut deal, "9S").unwrap();
    assert_eq!(deal.announce(0, &[]), Err(RuleError::TooLateToAnnounce));
    deal.announce(1, &[]).unwrap();
    assert_eq!(
        deal.announce(1, &[]),
        Err(RuleError::TooLateToAnnounce),
        "once"
    );
}

#[test]
fn clash_the_team_with_the_strongest_combination_counts_all_of_its_own() {
    let mut deal = deal_with(
        bazaar(),
        3,
        [
            "JS QS KS AS 7D 8D 9C 7C",
            "9H TH JH QH KH 7S 8S 9S",
            "7H 8H TS 9D TD JD QC KC",
            "AH QD KD AD 8C TC JC AC",
        ],
    );
    calls(&mut deal, &["8C", "p", "p", "p"]).unwrap();
    let clubs = Strain::Trump(Suit::Clubs);
    deal.announce(0, &[combo("JS QS KS AS", clubs).unwrap()])
        .unwrap();
    deal.announce(1, &[combo("9H TH JH QH KH", clubs).unwrap()])
        .unwrap();
    deal.announce(2, &[combo("9D TD JD", clubs).unwrap()])
        .unwrap();
    let result = play_out(&mut deal);
    assert_eq!(
        result.combinations.team,
        Some(1),
        "the hundred beats the fifty"
    );
    assert_eq!(result.combinations.tens, [0, 10]);
}

const EQUAL_TERZ_HANDS: [&str; 4] = [
    "JS QS KS 7H 7D 8D 9C 7C",
    "JH QH KH 8S 9S TS 8H 9H",
    "7S AS TH AH 9D TD JD QD",
    "KD AD 8C TC JC QC KC AC",
];

#[test]
fn clash_equal_runs_the_one_in_trump_wins() {
    let mut deal = deal_with(bazaar(), 3, EQUAL_TERZ_HANDS);
    calls(&mut deal, &["8H", "p", "p", "p"]).unwrap();
    let hearts = Strain::Trump(Suit::Hearts);
    deal.announce(0, &[combo("JS QS KS", hearts).unwrap()])
        .unwrap();
    deal.announce(1, &[combo("JH QH KH", hearts).unwrap()])
        .unwrap();
    assert_eq!(play_out(&mut deal).combinations.team, Some(1));
}

#[test]
fn clash_equal_plain_runs_the_first_to_play_in_the_second_trick_wins() {
    let mut deal = deal_with(bazaar(), 3, EQUAL_TERZ_HANDS);
    calls(&mut deal, &["8D", "p", "p", "p"]).unwrap();
    let diamonds = Strain::Trump(Suit::Diamonds);
    deal.announce(0, &[combo("JS QS KS", diamonds).unwrap()])
        .unwrap();
    deal.announce(1, &[combo("JH QH KH", diamonds).unwrap()])
        .unwrap();
    // Seat 0 leads 9C, seat 1 discards, seat 2 ruffs with 9D, seat 3 follows: seat 2 leads the
    // second trick, played 2, 3, 0, 1, so seat 0 plays before seat 1 and his terz wins.
    plays(&mut deal, "9C 8S 9D 8C").unwrap();
    assert_eq!(deal.to_act(), Some(2));
    assert_eq!(play_out(&mut deal).combinations.team, Some(0));
}

#[test]
fn belote_rebelote_is_announced_on_play_and_stays_with_its_holder() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    let mut announced = Vec::new();
    while let Some(seat) = deal.to_act() {
        let first = deal.legal_cards().first().unwrap();
        if let Some(call) = deal.play(seat, first).unwrap().belote {
            announced.push((seat, call));
        }
    }
    assert_eq!(
        announced,
        vec![(1, BeloteCall::Belote), (1, BeloteCall::Rebelote)]
    );
    let result = deal.result().unwrap();
    assert_eq!(result.belote, [0, 2]);
    assert!(result.score[1] >= 2);
}

#[test]
fn belote_can_be_turned_off_by_its_holder() {
    let mut deal = contract_deal(bazaar(), "H", HANDS);
    deal.set_belote_announced(false);
    assert_eq!(play_out(&mut deal).belote, [0, 0]);
}

// ---- Scoring a deal ----

fn scored(
    sai: [u16; 2],
    tricks_won: [u8; 2],
    bid: (u16, bool, u8),
    combos: [u16; 2],
    belote_tens: [u16; 2],
) -> (Outcome, [u16; 2]) {
    let scored = score_deal(
        &bazaar(),
        &played(sai, tricks_won, bid, combos, belote_tens),
    );
    (scored.outcome, scored.score)
}

/// A Bazaar deal played in hearts by seat 0's team; `combos` counted for the team that has any.
fn played(
    sai: [u16; 2],
    tricks_won: [u8; 2],
    bid: (u16, bool, u8),
    combos: [u16; 2],
    belote_tens: [u16; 2],
) -> PlayedDeal {
    let (level, kaput, coinche) = bid;
    let team = (combos != [0, 0]).then_some(if combos[0] > 0 { 0 } else { 1 });
    PlayedDeal {
        contract: Contract {
            seat: 0,
            bid: Bid {
                level,
                strain: Strain::Trump(Suit::Hearts),
                kaput,
            },
            coinche,
        },
        sai,
        tricks_won,
        combinations: Counted { team, tens: combos },
        belote_tens,
    }
}

#[test]
fn scoring_each_team_is_told_the_parts_it_scored_and_they_add_up_to_its_points() {
    let parts = |cards, combinations, belote, bid| Parts {
        cards,
        combinations,
        belote,
        bid,
    };
    let of = |rules: &Rules, deal: PlayedDeal| {
        let scored = score_deal(rules, &deal);
        if rules.variant == Variant::Bazaar {
            assert_eq!(scored.parts.map(|p| p.sum()), scored.score);
        }
        scored.parts
    };
    // Made: each team its own card points and combinations, the declarers the bid.
    let made = played([100, 62], [5, 3], (10, false, 1), [0, 2], [2, 0]);
    assert_eq!(
        of(&bazaar(), made),
        [parts(10, 0, 2, 10), parts(6, 2, 0, 0)]
    );
    // Down: the declarers' terz, the 16 and the bid go to the defenders.
    let down = played([66, 96], [4, 4], (9, false, 1), [2, 0], [0, 0]);
    assert_eq!(of(&bazaar(), down), [parts(0, 0, 0, 0), parts(16, 2, 0, 9)]);
    // Coinched and made: the declarers take the 16, every combination and twice the bid.
    let coinched = played([94, 68], [4, 4], (13, false, 2), [5, 0], [2, 0]);
    assert_eq!(
        of(&bazaar(), coinched),
        [parts(16, 5, 2, 26), parts(0, 0, 0, 0)]
    );
    // Belote for two: raw points, whose sum is then rounded to tens.
    let two = Rules::of(Variant::Belote2);
    let scored = score_deal(
        &two,
        &played([96, 66], [5, 4], (0, false, 1), [2, 0], [2, 0]),
    );
    assert_eq!(scored.parts, [parts(96, 20, 20, 0), parts(66, 0, 0, 0)]);
    assert_eq!(scored.score, [14, 7]);
}

#[test]
fn scoring_the_last_trick_is_announced_as_what_it_adds_to_its_takers_card_points() {
    // Whatever the other cards, taking the last trick instead of leaving it to the other team
    // adds exactly what "takes the last trick (+N)" says to the team's card points: one ten in
    // Bazaar Blot (its card points are tens), 10 points in the variants counted in points.
    for variant in Variant::ALL {
        let rules = Rules::of(variant);
        let bonus = last_trick_points(&rules);
        let mut seen = 0;
        for sai in 0..=152u16 {
            let points = |sai| {
                let deal = played(sai, [4, 4], (8, false, 1), [0, 0], [0, 0]);
                score_deal(&rules, &deal).parts
            };
            let (with, without) = (points([sai + 10, 152 - sai]), points([sai, 162 - sai]));
            // Only deals where both teams count their own cards (the contract made both
            // ways) show the last trick in the card points.
            if [with, without]
                .iter()
                .all(|p| p[0].cards > 0 && p[1].cards > 0)
            {
                assert_eq!(
                    with[0].cards - without[0].cards,
                    bonus,
                    "{variant:?}, sai {sai}"
                );
                seen += 1;
            }
        }
        assert!(seen > 50, "{variant:?}: {seen} deals compared");
    }
    assert_eq!(last_trick_points(&bazaar()), 1);
    assert_eq!(last_trick_points(&Rules::of(Variant::Coinche)), 10);
}

const PLAIN_8: (u16, bool, u8) = (8, false, 1);

#[test]
fn scoring_each_side_rounds_five_down_the_defenders_round_a_six_up_and_the_sum_is_16() {
    assert_eq!(
        scored([96, 66], [4, 4], PLAIN_8, [0, 0], [0, 0]),
        (Outcome::Made, [9 + 8, 7])
    );
    assert_eq!(
        scored([136, 26], [6, 2], PLAIN_8, [0, 0], [0, 0]),
        (Outcome::Made, [13 + 8, 3])
    );
    assert_eq!(
        scored([117, 45], [6, 2], PLAIN_8, [0, 0], [0, 0]),
        (Outcome::Made, [12 + 8, 4])
    );
    assert_eq!(
        scored([157, 5], [7, 1], PLAIN_8, [0, 0], [0, 0]),
        (Outcome::Made, [16 + 8, 0])
    );
}

#[test]
fn scoring_the_league_tables_read_literally_are_a_setting() {
    let mut rules = bazaar();
    rules.rounding = game::blot::rules::Rounding::LeagueTables;
    let deal = PlayedDeal {
        contract: Contract {
            seat: 0,
            bid: Bid {
                level: 8,
                strain: Strain::NoTrump,
                kaput: false,
            },
            coinche: 1,
        },
        sai: [117, 45],
        tricks_won: [6, 2],
        combinations: Counted::default(),
        belote_tens: [0, 0],
    };
    assert_eq!(card_points(&rules, &deal), [11, 4]);
    assert_eq!(card_points(&bazaar(), &deal), [12, 4]);
}

#[test]
fn scoring_kaput_is_25_to_0() {
    assert_eq!(
        scored([162, 0], [8, 0], PLAIN_8, [0, 0], [0, 0]),
        (Outcome::Made, [25 + 8, 0])
    );
}

#[test]
fn scoring_made_declarers_add_the_bid_and_defenders_keep_their_points() {
    // Declarers 100 -> 10, defenders 62 -> 6; defenders' terz counts (theirs was stronger).
    assert_eq!(
        scored([100, 62], [5, 3], (10, false, 1), [0, 2], [2, 0]),
        (Outcome::Made, [10 + 2 + 10, 6 + 2])
    );
}

#[test]
fn scoring_down_the_defenders_take_16_every_combination_and_the_bid() {
    // Declarers 90 -> 9, plus belote 2, is 11 < 12: down.
    assert_eq!(
        scored([90, 72], [4, 4], (12, false, 1), [0, 5], [2, 0]),
        (Outcome::Down, [2, 16 + 5 + 12])
    );
    assert_eq!(
        scored([0, 162], [0, 8], (9, false, 1), [0, 0], [0, 0]),
        (Outcome::Down, [0, 25 + 9]),
        "defenders who take every trick get 25"
    );
}

#[test]
fn scoring_coinche_doubles_and_surcoinche_quadruples_the_bid_for_the_winning_side() {
    assert_eq!(
        scored([95, 67], [5, 3], (17, false, 2), [0, 0], [0, 0]),
        (Outcome::Down, [0, 50])
    );
    assert_eq!(
        scored([120, 42], [6, 2], (10, false, 2), [0, 0], [0, 2]),
        (Outcome::Made, [2 * 10 + 16, 2]),
        "the coinchers keep only their belote"
    );
    assert_eq!(
        scored([120, 42], [6, 2], (10, false, 4), [2, 0], [0, 0]),
        (Outcome::Made, [4 * 10 + 16 + 2, 0])
    );
}

#[test]
fn scoring_a_kaput_contract_needs_every_trick() {
    let (outcome, _) = scored([152, 10], [7, 1], (25, true, 1), [10, 0], [0, 0]);
    assert_eq!(
        outcome,
        Outcome::Down,
        "15 + 10 reaches 25, but a trick was lost"
    );
    assert_eq!(
        scored([162, 0], [8, 0], (25, true, 1), [0, 0], [0, 0]),
        (Outcome::Made, [50, 0])
    );
}

#[test]
fn scoring_reverse_kaput_a_kaput_contract_without_a_trick() {
    let (outcome, score) = scored([0, 162], [0, 8], (25, true, 1), [0, 0], [0, 0]);
    assert_eq!((outcome, score), (Outcome::TarsKaput, [0, 0]));
}

// ---- The game ----

fn result(score: [u16; 2], tricks_won: [u8; 2], outcome: Outcome) -> DealResult {
    DealResult {
        contract: Some(Contract {
            seat: 0,
            bid: Bid {
                level: 25,
                strain: Strain::NoTrump,
                kaput: true,
            },
            coinche: 1,
        }),
        void_reason: None,
        outcome,
        sai: [0, 0],
        card_points: [0, 0],
        tricks_won,
        combinations: Counted::default(),
        belote: [0, 0],
        score,
        parts: [Parts::default(); 2],
    }
}

#[test]
fn game_the_first_team_past_300_wins_and_both_past_means_the_higher_total() {
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([290, 100], [5, 3], Outcome::Made));
    game.add(&result([10, 5], [5, 3], Outcome::Made));
    assert_eq!(game.winner(), None, "300 is not past 300");
    game.add(&result([1, 0], [5, 3], Outcome::Made));
    assert_eq!(game.winner().map(|w| w.team), Some(0));

    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([290, 295], [5, 3], Outcome::Made));
    game.add(&result([30, 20], [5, 3], Outcome::Made));
    assert_eq!(game.totals(), [320, 315]);
    assert_eq!(game.winner().map(|w| w.team), Some(0));
}

#[test]
fn game_equal_totals_past_300_play_on() {
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([310, 310], [5, 3], Outcome::Made));
    assert_eq!(game.winner(), None);
}

#[test]
fn game_a_kaput_deal_crossing_300_plays_on_until_a_deal_without_kaput() {
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([280, 250], [4, 4], Outcome::Made));
    game.add(&result([50, 0], [8, 0], Outcome::Made));
    assert_eq!(game.winner(), None, "crossed on a kaput: play on");
    game.add(&result([0, 60], [0, 8], Outcome::Made));
    assert_eq!(game.winner(), None, "another kaput: play on");
    game.add(&result([3, 20], [2, 6], Outcome::Made));
    assert_eq!(game.totals(), [333, 330]);
    assert_eq!(game.winner().map(|w| w.team), Some(0));
}

#[test]
fn game_two_nil_when_the_losers_have_150_or_less_else_one_nil() {
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([301, 150], [5, 3], Outcome::Made));
    assert_eq!(game.winner().unwrap().margin, Some(Margin::TwoNil));
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([301, 151], [5, 3], Outcome::Made));
    assert_eq!(game.winner().unwrap().margin, Some(Margin::OneNil));
}

#[test]
fn game_reverse_kaput_ends_the_game_for_the_other_team_at_once() {
    let mut game = GameScore::new(bazaar(), 0);
    game.add(&result([200, 20], [5, 3], Outcome::Made));
    game.add(&result([0, 0], [0, 8], Outcome::TarsKaput));
    let winner = game.winner().expect("over");
    assert_eq!(winner.team, 1);
    assert_eq!(winner.margin, Some(Margin::OneNil), "the losers hold 200");
    assert_eq!(game.totals(), [200, 20], "the deal adds nothing");
}
